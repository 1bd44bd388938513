from __future__ import annotations

from pathlib import Path

import pytest

from phiscrub.active.session import (
    AnnotationSession,
    InvalidAnnotationError,
    SessionSettings,
    UnknownNoteError,
)
from phiscrub.active.simulate import ModelSettings
from phiscrub.active.strategies import parse_strategy
from phiscrub.document import Document, Span
from phiscrub.io.jsonl import read_jsonl
from tests.active.notes import note, notes

GOLD = {doc.id: doc for doc in notes(8)}
POOL = [Document(doc.id, doc.text) for doc in GOLD.values()]  # unannotated
MODEL = ModelSettings(feature_groups=("baseline", "pos", "shape_ngrams"), max_iterations=10)


def settings(strategy: str = "roi", batch: int = 2) -> SessionSettings:
    return SessionSettings(strategy=parse_strategy(strategy), batch=batch, model=MODEL, seed=1)


def patient(doc: Document) -> Span:
    return next(span for span in GOLD[doc.id].spans if span.label == "PATIENT")


def test_saving_a_note_writes_it_to_the_output_at_once(tmp_path: Path) -> None:
    out = tmp_path / "annotations.jsonl"
    session = AnnotationSession(POOL, out, settings(batch=5))
    view = session.next_note()
    assert view is not None and not view.annotated and view.suggestions == ()
    span = patient(view.doc)
    progress = session.save(view.doc.id, [Span(span.start, span.end, "PATIENT", source="browser")])
    saved = list(read_jsonl(out))
    assert [doc.id for doc in saved] == [view.doc.id]
    assert [(s.label, saved[0].text[s.start : s.end], s.source) for s in saved[0].spans] == [
        ("PATIENT", view.doc.text[span.start : span.end], "gold")
    ]
    assert (progress.done, progress.total, progress.model_version) == (1, 8, 0)
    assert session.next_note().doc.id != view.doc.id  # type: ignore[union-attr]


def test_a_restarted_session_resumes_where_the_annotator_stopped(tmp_path: Path) -> None:
    out = tmp_path / "annotations.jsonl"
    first = AnnotationSession(POOL, out, settings(batch=5))
    done = first.next_note()
    assert done is not None
    first.save(done.doc.id, [])
    again = AnnotationSession(POOL, out, settings(batch=5))
    assert again.progress().done == 1
    assert again.next_note().doc.id != done.doc.id  # type: ignore[union-attr]
    assert again.note(done.doc.id).annotated


def test_the_first_notes_come_in_a_seeded_random_order(tmp_path: Path) -> None:
    one = AnnotationSession(POOL, tmp_path / "a.jsonl", settings())
    two = AnnotationSession(POOL, tmp_path / "b.jsonl", settings())
    assert one.next_note().doc.id == two.next_note().doc.id  # type: ignore[union-attr]


def test_the_pools_own_spans_are_offered_before_the_first_model(tmp_path: Path) -> None:
    session = AnnotationSession(list(GOLD.values()), tmp_path / "a.jsonl", settings())
    view = session.next_note()
    assert view is not None and view.suggestions == GOLD[view.doc.id].spans


def test_spans_that_do_not_fit_the_note_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "a.jsonl"
    session = AnnotationSession(POOL, out, settings())
    doc = POOL[0]
    with pytest.raises(InvalidAnnotationError, match="past the text"):
        session.save(doc.id, [Span(0, len(doc.text) + 1, "PATIENT")])
    with pytest.raises(InvalidAnnotationError, match="unknown label"):
        session.save(doc.id, [Span(0, 3, "PET")])
    with pytest.raises(UnknownNoteError):
        session.save("nope", [])
    assert not out.exists()


def test_the_model_retrains_after_each_batch_and_pre_annotates(tmp_path: Path) -> None:
    dev = notes(3, start=40)
    session = AnnotationSession(POOL, tmp_path / "a.jsonl", settings("roi-full", batch=3), dev=dev)
    for _ in range(3):
        view = session.next_note()
        assert view is not None
        session.save(view.doc.id, GOLD[view.doc.id].spans)
    assert session.wait_until_idle(120)
    progress = session.progress()
    assert (progress.model_version, progress.model_documents, progress.error) == (1, 3, None)
    assert progress.dev_f1 is not None and 0.0 <= progress.dev_f1 <= 1.0
    view = session.next_note()
    assert view is not None
    remaining = next(doc_id for doc_id in GOLD if GOLD[doc_id].spans and not session.note(doc_id).annotated)
    suggested = session.note(remaining).suggestions
    assert suggested and all(span.source == "crf:all" for span in suggested)
    session.save(view.doc.id, GOLD[view.doc.id].spans)  # with a model: roi-full learns how right it was
    assert session.progress().since_training == 1


def test_every_note_done_leaves_nothing_next(tmp_path: Path) -> None:
    session = AnnotationSession(POOL[:2], tmp_path / "a.jsonl", settings("random", batch=5))
    for _ in range(2):
        view = session.next_note()
        assert view is not None
        session.save(view.doc.id, [])
    assert session.next_note() is None
    assert session.progress().done == 2


def test_a_note_outside_the_pool_is_unknown(tmp_path: Path) -> None:
    session = AnnotationSession(POOL, tmp_path / "a.jsonl", settings())
    with pytest.raises(UnknownNoteError):
        session.note(note(99).id)
