"""benchmarks/english.py: NER token scoring, Presidio label mapping and option parsing (no Presidio needed)."""

from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from tests.scripts import load_script

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "english.py"


@pytest.fixture(scope="module")
def english():
    return load_script(_PATH, "english_bench")


def test_ner_scores_split_handles_and_count_flagged_tokens(english):
    text = "@joe met Ann Lee in Boston at Acme Corp today"
    #       0    5   9   13  17 20     27 30   35   40
    gold = Document(
        "d1",
        text,
        (
            Span(0, 4, "person"),
            Span(9, 16, "person"),
            Span(20, 26, "location"),
            Span(30, 39, "corporation"),
        ),
    )
    pred = Document(
        "d1",
        text,
        (
            Span(0, 4, "USERNAME"),
            Span(9, 12, "DOCTOR"),
            Span(20, 26, "PATIENT"),
            Span(30, 34, "ORGANIZATION"),
            Span(40, 45, "DATE"),
        ),
    )
    scores = english.ner_scores([gold], [pred])
    assert scores["tokens"] == 10
    assert scores["person"] == {"gold_tokens": 2, "recall_strict": 0.5, "recall_any": 0.5, "strict_means": "NAME"}
    assert scores["person-handle"]["gold_tokens"] == 1
    assert scores["handles_in_gold_person"] == 1
    assert scores["person-handle"]["recall_strict"] == 1.0
    assert scores["location"]["recall_strict"] == 0.0
    assert scores["location"]["recall_any"] == 1.0
    assert scores["corporation"]["recall_strict"] == 0.5
    assert scores["flagged_non_entity_tokens"] == 1
    assert scores["flagged_non_entity_per_1000"] == pytest.approx(100.0)


def test_read_ner_maps_corpus_labels_to_kinds(english, tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(
        '{"id": "a", "text": "Ann in Rome", "spans": [{"start": 0, "end": 3, "label": "PER"}, '
        '{"start": 7, "end": 11, "label": "LOC"}]}\n'
        '{"id": "b", "text": "Acme Inc", "spans": [{"start": 0, "end": 8, "label": "MISC"}]}\n',
        encoding="utf-8",
    )
    docs = english.read_ner(path, None)
    assert [s.label for d in docs for s in d.spans] == ["person", "location", "other"]
    assert len(english.read_ner(path, 1)) == 1


def test_presidio_labels_are_canonical(english):
    assert english.presidio_label("PERSON") == "PATIENT"
    assert english.presidio_label("DATE_TIME") == "DATE"
    assert english.presidio_label("MAC_ADDRESS") == "IPADDR"
    assert english.presidio_label("UK_NHS") == "IDNUM"


def test_pipeline_options_per_label_and_unsupported_keys_noted(english):
    notes = []
    options = english.load_options(
        ["fast:steps=merge,correct", "policy=safe-harbor", "speed=max"], ["a", "fast"], notes
    )
    assert options == {"a": {"policy": "safe-harbor"}, "fast": {"steps": ("merge", "correct"), "policy": "safe-harbor"}}
    assert len(notes) == 1 and "speed=max" in notes[0]


def test_unannotated_handles_are_counted_apart_not_as_flagged(english):
    text = "thanks @someone for it"
    gold = Document("d2", text)
    pred = Document("d2", text, (Span(7, 15, "USERNAME"),))
    scores = english.ner_scores([gold], [pred])
    assert scores["person-handle"]["gold_tokens"] == 1
    assert scores["person-handle"]["recall_strict"] == 1.0
    assert scores["handles_in_gold_person"] == 0
    assert scores["flagged_non_entity_tokens"] == 0
