"""benchmarks/english.py: NER token scoring, Presidio label mapping and option parsing (no Presidio needed)."""

from pathlib import Path
from types import SimpleNamespace

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


def test_case_variants_add_one_case_copies_of_the_heldout_notes_and_their_table(english, tmp_path):
    path = tmp_path / "heldout.jsonl"
    path.write_text(
        '{"id": "h1", "text": "Seen by Dr. Reyes.", "spans": [{"start": 12, "end": 17, "label": "DOCTOR"}]}\n',
        encoding="utf-8",
    )
    args = SimpleNamespace(synth_dev=None, heldout_dev=path, wnut_dev=None, wikigold=None, limit=None)
    notes = []
    datasets = english.load_datasets(SimpleNamespace(**vars(args), case_variants=True), notes)
    assert [(d.name, d.kind) for d in datasets] == [
        ("held-out dev", "phi"),
        ("held-out dev in lower case", "case"),
        ("held-out dev in upper case", "case"),
    ]
    lower, upper = datasets[1].docs[0], datasets[2].docs[0]
    assert lower.span_text(lower.spans[0]) == "reyes" and upper.span_text(upper.spans[0]) == "REYES"
    system = english.System("s", "phiscrub", "x")
    found = {
        d.name: [Document("h1", d.docs[0].text, d.docs[0].spans if "lower" not in d.name else ())] for d in datasets
    }
    english._score(system, datasets, found)
    table = english.case_table([system], datasets)
    assert "held-out dev in upper case P / R / F1" in table[0]
    assert table[2] == "| s | 100.00 / 100.00 / 100.00 | 0.00 / 0.00 / 0.00 | 100.00 / 100.00 / 100.00 |"
    alone = english.load_datasets(SimpleNamespace(**{**vars(args), "heldout_dev": None}, case_variants=True), notes)
    assert alone == [] and "needs --heldout-dev" in notes[-1]
