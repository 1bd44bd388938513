from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

from phiscrub.active.app import create_app, page_html  # noqa: E402
from phiscrub.active.session import AnnotationSession, SessionSettings  # noqa: E402
from phiscrub.active.simulate import ModelSettings  # noqa: E402
from phiscrub.active.strategies import parse_strategy  # noqa: E402
from phiscrub.document import Document  # noqa: E402
from phiscrub.io.jsonl import read_jsonl  # noqa: E402
from tests.active.notes import notes  # noqa: E402

GOLD = {doc.id: doc for doc in notes(8) if doc.spans}
MODEL = ModelSettings(feature_groups=("baseline", "pos", "shape_ngrams"), max_iterations=10)


@pytest.fixture
def session(tmp_path: Path) -> AnnotationSession:
    pool = [Document(doc.id, doc.text) for doc in GOLD.values()]
    settings = SessionSettings(strategy=parse_strategy("lcub:0.9"), batch=2, model=MODEL)
    return AnnotationSession(pool, tmp_path / "out.jsonl", settings, dev=notes(2, start=40))


def test_the_page_is_served_with_no_external_asset(session: AnnotationSession) -> None:
    page = TestClient(create_app(session)).get("/")
    assert page.status_code == 200 and page.text == page_html()
    assert "<script>" in page.text and "/api/save" in page.text
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page.text)
    assert "http://" not in page.text and "https://" not in page.text


def test_select_a_span_save_and_find_it_in_the_jsonl(session: AnnotationSession) -> None:
    client = TestClient(create_app(session))
    state = client.get("/api/state").json()
    assert state["labels"][:3] == ["PATIENT", "DOCTOR", "DATE"]
    assert state["progress"]["done"] == 0
    note = client.get("/api/next").json()["note"]
    text = note["text"]
    start = text.index("Name: ") + len("Name: ")  # the annotator selects the name after "Name: "
    end = text.index("\n", start)
    response = client.post(
        "/api/save", json={"id": note["id"], "spans": [{"start": start, "end": end, "label": "PATIENT"}]}
    )
    assert response.status_code == 200
    assert response.json()["progress"]["done"] == 1
    saved = {doc.id: doc for doc in read_jsonl(session.out)}
    assert [(s.label, saved[note["id"]].text[s.start : s.end]) for s in saved[note["id"]].spans] == [
        ("PATIENT", text[start:end])
    ]
    assert client.get(f"/api/notes/{note['id']}").json()["note"]["annotated"] is True
    assert client.get("/api/next").json()["note"]["id"] != note["id"]


def test_saving_a_batch_retrains_and_progress_shows_the_model(session: AnnotationSession) -> None:
    client = TestClient(create_app(session))
    for _ in range(2):
        note = client.get("/api/next").json()["note"]
        spans = [{"start": s.start, "end": s.end, "label": s.label} for s in GOLD[note["id"]].spans]
        assert client.post("/api/save", json={"id": note["id"], "spans": spans}).status_code == 200
    assert session.wait_until_idle(120)
    progress = client.get("/api/progress").json()
    assert progress["model_version"] == 1 and progress["model_documents"] == 2
    assert progress["dev_f1"] is not None and not progress["training"]
    remaining = [doc_id for doc_id in GOLD if not client.get(f"/api/notes/{doc_id}").json()["note"]["annotated"]]
    suggested = [client.get(f"/api/notes/{doc_id}").json()["note"]["spans"] for doc_id in remaining]
    assert any(spans and spans[0]["source"] == "crf:all" for spans in suggested)


@pytest.mark.parametrize(
    ("spans", "status"),
    [
        ([{"start": 0, "end": 10_000, "label": "PATIENT"}], 422),  # past the text
        ([{"start": 5, "end": 5, "label": "PATIENT"}], 422),  # empty
        ([{"start": -1, "end": 3, "label": "PATIENT"}], 422),  # negative
        ([{"start": 0, "end": 3, "label": "PET"}], 422),  # unknown label
    ],
)
def test_bad_spans_are_refused_and_nothing_is_written(session: AnnotationSession, spans: list, status: int) -> None:
    client = TestClient(create_app(session))
    note = client.get("/api/next").json()["note"]
    response = client.post("/api/save", json={"id": note["id"], "spans": spans})
    assert response.status_code == status
    assert note["text"][:20] not in response.text  # error bodies hold offsets, never note text
    assert not session.out.exists()


def test_an_unknown_note_is_404(session: AnnotationSession) -> None:
    client = TestClient(create_app(session))
    assert client.post("/api/save", json={"id": "nope", "spans": []}).status_code == 404
    assert client.get("/api/notes/nope").status_code == 404
