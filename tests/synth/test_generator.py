"""Tests of the synthetic note generator: offsets, labels, determinism, coverage, longitudinal patients."""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.errors import ConfigError
from phiscrub.labels import CANONICAL_LABELS, is_canonical
from phiscrub.synth.generator import SynthConfig, SynthNote, generate_documents, generate_notes
from phiscrub.synth.templates import STYLES, template_split
from phiscrub.synth.vocab import EPONYMS

PHI_LABELS = frozenset(CANONICAL_LABELS) - {"OTHER"}


@pytest.fixture(scope="module")
def corpus() -> list[SynthNote]:
    return list(generate_notes(SynthConfig(notes=300, patients=90, seed=11)))


def assert_spans_sound(note: SynthNote) -> None:
    doc = note.document
    assert len(doc.spans) == len(note.values)
    previous_end = 0
    for span, value in zip(doc.spans, note.values, strict=True):
        assert 0 <= span.start < span.end <= len(doc.text)
        assert span.start >= previous_end, "spans overlap or are unsorted"
        previous_end = span.end
        assert is_canonical(span.label) and span.label != "OTHER"
        assert doc.text[span.start : span.end] == value
        assert value == value.strip()


def test_spans_are_in_bounds_sorted_canonical_and_cover_their_values(corpus: list[SynthNote]) -> None:
    for note in corpus:
        assert_spans_sound(note)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    style=st.sampled_from([*STYLES, "mixed"]),
    split=st.sampled_from(["all", "train", "dev"]),
)
def test_spans_are_sound_for_any_seed_style_and_split(seed: int, style: str, split: str) -> None:
    for note in generate_notes(
        SynthConfig(notes=4, patients=2, style=style, seed=seed, template_split=split, noise=0.5)
    ):
        assert_spans_sound(note)


def test_every_canonical_type_appears_in_a_300_note_corpus(corpus: list[SynthNote]) -> None:
    found = {span.label for note in corpus for span in note.document.spans}
    assert found == PHI_LABELS


@pytest.mark.parametrize("split", ["train", "dev"])
def test_each_template_split_corpus_covers_every_type_and_only_its_templates(split: str) -> None:
    notes = list(generate_notes(SynthConfig(notes=300, patients=100, seed=5, template_split=split)))
    assert {span.label for note in notes for span in note.document.spans} == PHI_LABELS
    used = {template_id for note in notes for template_id in note.document.meta["template_ids"]}
    assert {template_split(template_id) for template_id in used} == {split}


def test_same_seed_gives_identical_notes_and_another_seed_does_not() -> None:
    config = SynthConfig(notes=20, patients=6, seed=3)
    first = [(d.id, d.text, d.spans, dict(d.meta)) for d in generate_documents(config)]
    again = [(d.id, d.text, d.spans, dict(d.meta)) for d in generate_documents(config)]
    other = [d.text for d in generate_documents(SynthConfig(notes=20, patients=6, seed=4))]
    assert first == again
    assert [text for _, text, _, _ in first] != other


def test_meta_records_patient_date_style_and_templates(corpus: list[SynthNote]) -> None:
    for note in corpus:
        meta = note.document.meta
        assert meta["patient_id"] == note.patient.patient_id
        assert date.fromisoformat(meta["note_date"])
        assert meta["style"] in STYLES
        assert meta["template_ids"] and all(isinstance(t, str) for t in meta["template_ids"])


def test_a_patient_keeps_the_same_name_ids_and_a_realistic_timeline_across_notes() -> None:
    notes = list(generate_notes(SynthConfig(notes=120, patients=20, seed=8, noise=0.0)))
    by_patient: dict[str, list[SynthNote]] = defaultdict(list)
    for note in notes:
        by_patient[note.document.meta["patient_id"]].append(note)
    assert len(by_patient) == 20
    assert max(len(group) for group in by_patient.values()) > 1
    for group in by_patient.values():
        patient = group[0].patient
        assert all(note.patient == patient for note in group)
        dates = [date.fromisoformat(note.document.meta["note_date"]) for note in group]
        assert all(5 <= (later - earlier).days <= 300 for earlier, later in zip(dates, dates[1:], strict=False))
        for note in group:
            for span, value in zip(note.document.spans, note.values, strict=True):
                if span.label == "MEDICALRECORD":
                    assert value == patient.mrn
                if span.label == "SSN":
                    assert value == patient.ssn
                if span.label == "PATIENT" and len(value) > 3 and " " in value:
                    person = patient.person
                    firsts = {person.first.lower(), person.nickname.lower()} - {""}
                    assert person.last.lower() in value.lower() or any(f in value.lower() for f in firsts)


def test_patient_ids_differ_between_seeds_and_splits() -> None:
    train = {
        d.meta["patient_id"]
        for d in generate_documents(SynthConfig(notes=10, patients=5, seed=1, template_split="train"))
    }
    dev = {
        d.meta["patient_id"]
        for d in generate_documents(SynthConfig(notes=10, patients=5, seed=2, template_split="dev"))
    }
    assert len(train) == len(dev) == 5
    assert not train & dev


@pytest.mark.parametrize("share", [0.0, 0.25, 1.0])
def test_no_phi_share_gives_that_many_notes_without_spans(share: float) -> None:
    docs = list(generate_documents(SynthConfig(notes=40, patients=10, seed=2, no_phi_share=share)))
    without = [doc for doc in docs if doc.meta["no_phi"]]
    assert len(without) == round(40 * share)
    assert all(not doc.spans and len(doc.text) > 100 for doc in without)
    assert all(doc.spans for doc in docs if not doc.meta["no_phi"])


@pytest.mark.parametrize("style", STYLES)
def test_a_single_style_writes_only_that_style(style: str) -> None:
    docs = list(generate_documents(SynthConfig(notes=6, patients=3, style=style, seed=1)))
    assert {doc.meta["style"] for doc in docs} == {style}


def test_psychiatric_notes_have_attribute_lines_and_conjoined_phi() -> None:
    notes = list(generate_notes(SynthConfig(notes=150, patients=50, style="psychiatric", seed=6)))
    texts = "\n".join(note.document.text for note in notes)
    assert re.search(r"^(Referral source|Cocaine|Alcohol|Legal history|Firearms): ", texts, re.MULTILINE)
    conjoined = [
        note.document.text[span.end : span.end + 1]
        for note in notes
        for span in note.document.spans
        if note.document.text[span.end - 1 : span.end].islower()
        and note.document.text[span.end : span.end + 1].isupper()
    ]
    assert len(conjoined) >= 5


def test_eponyms_and_word_names_occur_outside_spans(corpus: list[SynthNote]) -> None:
    eponym_hits = word_hits = 0
    for note in corpus:
        text = note.document.text
        inside = {i for span in note.document.spans for i in range(span.start, span.end)}
        for eponym in EPONYMS:
            for match in re.finditer(re.escape(eponym), text):
                assert match.start() not in inside
                eponym_hits += 1
        for match in re.finditer(r"\b(Will|May|Hope|Frank|Rose|Guy|Bill|Grace)\b", text):
            word_hits += match.start() not in inside
    assert eponym_hits > 20
    assert word_hits > 20


def test_some_name_words_are_labelled_as_names(corpus: list[SynthNote]) -> None:
    names = {
        value
        for note in corpus
        for span, value in zip(note.document.spans, note.values, strict=True)
        if span.label in {"PATIENT", "DOCTOR", "NAME-RELATIVE"}
    }
    assert names & {"Hope", "Will", "May", "Rose", "Bill", "Guy", "Grace", "Frank", "Mark", "Joy", "June"}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("notes", 0),
        ("patients", 0),
        ("patients", 11),
        ("style", "letters"),
        ("template_split", "test"),
        ("no_phi_share", 1.5),
        ("noise", -0.1),
        ("name_pool", "test"),
    ],
)
def test_config_rejects_impossible_values(field: str, value: object) -> None:
    arguments: dict[str, object] = {"notes": 10, "patients": 5, field: value}
    with pytest.raises(ConfigError):
        SynthConfig(**arguments)  # type: ignore[arg-type]
