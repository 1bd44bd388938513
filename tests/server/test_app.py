from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, get_args

import pytest
from fastapi.testclient import TestClient

from phiscrub.document import Document
from phiscrub.labels import POLICIES
from phiscrub.pipeline import Pipeline
from phiscrub.replace.registry import REPLACERS
from phiscrub.server.app import create_app
from phiscrub.server.schemas import Operator, Policy
from phiscrub.server.service import Service
from phiscrub.server.settings import ServerSettings
from phiscrub.taggers.crf_engine import chosen_decoder
from tests.server.conftest import KEY

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; the fever has resolved."
ADMITTED = "Patient John Smith was admitted to Mercy Hospital on 01/02/2020 with chest pain."
RETURNED = "Mr. John Smith returned on 02/05/2020; no chest pain since discharge."


def client_of(service: Service, **settings: Any) -> Iterator[TestClient]:
    with TestClient(create_app(ServerSettings(**settings), service=service)) as client:
        yield client


@pytest.fixture(scope="module")
def client(shipped_pipeline: Pipeline) -> Iterator[TestClient]:
    yield from client_of(Service(shipped_pipeline))


@pytest.fixture(scope="module")
def keyed_client(shipped_pipeline: Pipeline) -> Iterator[TestClient]:
    yield from client_of(Service(shipped_pipeline, key=KEY))


def covered(text: str, spans: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(span["label"], text[span["start"] : span["end"]]) for span in spans}


def test_health_answers_ok_with_the_version(client: TestClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"


def test_models_names_the_language_policy_and_operators(client: TestClient) -> None:
    (model,) = client.get("/v1/models").json()["models"]
    assert (model["lang"], model["policy"], model["keyed"]) == ("en", "i2b2", False)
    assert set(model["replacers"]) == set(REPLACERS)
    assert model["crf_decoder"] == chosen_decoder()


def test_tag_of_a_text_returns_spans_over_that_text(client: TestClient) -> None:
    response = client.post("/v1/tag", json={"text": NOTE})
    assert response.status_code == 200
    (doc,) = response.json()["documents"]
    assert covered(NOTE, doc["spans"]) == {("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")}
    assert all(span["source"] and "text" not in span for span in doc["spans"])


def test_tag_of_documents_answers_each_in_request_order(client: TestClient) -> None:
    body = {"documents": [{"id": "b", "text": ADMITTED}, {"id": "a", "text": NOTE}]}
    docs = client.post("/v1/tag", json=body).json()["documents"]
    assert [doc["id"] for doc in docs] == ["b", "a"]
    assert ("PATIENT", "John Smith") in covered(ADMITTED, docs[0]["spans"])


def test_tag_under_safe_harbor_keeps_the_clinicians_name(client: TestClient) -> None:
    doc = client.post("/v1/tag", json={"text": NOTE, "policy": "safe-harbor"}).json()["documents"][0]
    assert covered(NOTE, doc["spans"]) == {("DATE", "03/04/2021")}


@pytest.mark.parametrize("body", [{}, {"text": NOTE, "documents": []}, {"text": NOTE, "policy": "hipaa"}])
def test_tag_refuses_a_body_without_exactly_one_valid_input(client: TestClient, body: dict[str, Any]) -> None:
    assert client.post("/v1/tag", json=body).status_code == 422


def test_deid_with_tags_returns_text_spans_and_a_consistent_offset_map(client: TestClient) -> None:
    response = client.post("/v1/deid", json={"text": NOTE, "replace": "tag", "tag_level": "subtype"})
    assert response.status_code == 200
    doc = response.json()["documents"][0]
    assert doc["text"] == "Seen by Dr. [DOCTOR] on [DATE]; the fever has resolved."
    assert covered(doc["text"], doc["output_spans"]) == {("DOCTOR", "[DOCTOR]"), ("DATE", "[DATE]")}
    for span, edit in zip(doc["spans"], doc["offsets"], strict=True):
        assert (edit["start"], edit["end"]) == (span["start"], span["end"])
        assert doc["text"][edit["out_start"] : edit["out_end"]] == f"[{span['label']}]"


def test_deid_surrogates_are_refused_by_a_server_without_a_key(client: TestClient) -> None:
    response = client.post("/v1/deid", json={"text": NOTE, "replace": "surrogate"})
    assert response.status_code == 422
    assert "key" in response.json()["detail"]


def test_deid_never_takes_a_key_from_the_request(keyed_client: TestClient) -> None:
    response = keyed_client.post("/v1/deid", json={"text": NOTE, "replace": "surrogate", "key": "mine"})
    assert response.status_code == 422


def test_deid_surrogates_stay_the_same_for_a_patient_across_notes_and_requests(keyed_client: TestClient) -> None:
    meta = {"patient_id": "p1"}
    body = {"replace": "surrogate", "documents": [{"id": "1", "text": ADMITTED, "meta": meta}]}
    first = keyed_client.post("/v1/deid", json=body).json()["documents"][0]
    body["documents"] = [{"id": "2", "text": RETURNED, "meta": meta}]
    second = keyed_client.post("/v1/deid", json=body).json()["documents"][0]
    names = [
        {doc["text"][span["start"] : span["end"]] for span in doc["output_spans"] if span["label"] == "PATIENT"}
        for doc in (first, second)
    ]
    assert names[0] and names[0] == names[1]
    assert "John Smith" not in first["text"] and "John Smith" not in second["text"]


def test_more_documents_than_the_cap_are_answered_413(shipped_pipeline: Pipeline) -> None:
    for client in client_of(Service(shipped_pipeline), max_documents=2):
        docs = [{"id": str(i), "text": NOTE} for i in range(3)]
        response = client.post("/v1/tag", json={"documents": docs})
        assert response.status_code == 413
        assert NOTE not in response.text


def test_a_body_over_the_byte_cap_is_answered_413_whether_declared_or_streamed(shipped_pipeline: Pipeline) -> None:
    body = ('{"text": "' + NOTE * 10 + '"}').encode("utf-8")
    for client in client_of(Service(shipped_pipeline), max_bytes=200):
        declared = client.post("/v1/tag", content=body, headers={"content-type": "application/json"})
        streamed = client.post("/v1/tag", content=iter([body[:100], body[100:]]))  # chunked: no Content-Length
        assert (declared.status_code, streamed.status_code) == (413, 413)
        assert client.post("/v1/tag", json={"text": "short"}).status_code == 200


def test_with_a_token_file_v1_needs_the_bearer_token_and_health_stays_open(
    shipped_pipeline: Pipeline, tmp_path: Path
) -> None:
    token_file = tmp_path / "token"
    token_file.write_text("s3cret-token\n", encoding="utf-8")
    for client in client_of(Service(shipped_pipeline), token_file=token_file):
        assert client.get("/v1/models").status_code == 401
        assert client.get("/v1/models", headers={"Authorization": "Bearer wrong"}).status_code == 401
        assert client.get("/v1/models", headers={"Authorization": "Bearer s3cret-token"}).status_code == 200
        assert client.get("/health").status_code == 200


class SlowPipeline(Pipeline):
    """Takes `seconds` per note and finds nothing."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds

    def tag(self, doc: Document) -> Document:
        time.sleep(self.seconds)
        return doc


class FailingPipeline(Pipeline):
    """Fails on the notes of clients with a message that quotes the note, as a careless library might."""

    def tag(self, doc: Document) -> Document:
        if doc.id == "warm-up":
            return doc
        raise RuntimeError(f"cannot parse {doc.text!r}")


def test_a_request_over_the_timeout_is_answered_504() -> None:
    for client in client_of(Service(SlowPipeline(0.3)), timeout=0.5):
        docs = [{"id": str(i), "text": NOTE} for i in range(5)]
        started = time.monotonic()
        response = client.post("/v1/tag", json={"documents": docs})
        assert response.status_code == 504
        assert time.monotonic() - started < 1.2
        assert client.get("/health").status_code == 200


def test_a_failing_note_is_a_500_naming_its_id_and_error_type_only(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO):
        for client in client_of(Service(FailingPipeline())):
            response = client.post("/v1/tag", json={"documents": [{"id": "note-7", "text": NOTE}]})
    assert response.status_code == 500
    assert "note-7" in response.text and "RuntimeError" in response.text
    assert "note-7" in caplog.text and "RuntimeError" in caplog.text
    assert "Ana Ruiz" not in response.text + caplog.text


def test_validation_errors_hold_neither_the_input_nor_a_clients_own_keys(client: TestClient) -> None:
    body = {"documents": [{"id": "a", "text": ["Ana Ruiz"], "meta": {"Ana Ruiz": {"nested": 1}}}], "Ana": "Ruiz"}
    response = client.post("/v1/tag", json=body)
    assert response.status_code == 422
    assert "Ana" not in response.text and "Ruiz" not in response.text
    assert ["body", "documents", 0, "text"] in [problem["loc"] for problem in response.json()["detail"]]


def test_a_text_with_a_lone_surrogate_is_refused_by_its_offset(client: TestClient) -> None:
    response = client.post(
        "/v1/tag", content=b'{"text": "Ana \\ud800 Ruiz"}', headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert "char 4" in response.text and "Ruiz" not in response.text


def test_the_request_literals_name_exactly_the_registered_policies_and_operators() -> None:
    assert set(get_args(Policy)) == set(POLICIES)
    assert set(get_args(Operator)) == set(REPLACERS)


class BrokenPipeline(Pipeline):
    """Fails on every note, the warm-up note included."""

    def tag(self, doc: Document) -> Document:
        raise RuntimeError("broken")


def test_a_model_that_fails_at_start_stops_the_server() -> None:
    with pytest.raises(RuntimeError), TestClient(create_app(service=Service(BrokenPipeline()))):
        pass
