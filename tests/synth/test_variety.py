"""Tests of the surface variety, the new genres and the name pools of the synthetic note generator."""

from __future__ import annotations

import random
import re
from datetime import date
from importlib import resources

import pytest

from phiscrub.errors import ConfigError
from phiscrub.synth.generator import SynthConfig, SynthNote, generate_documents, generate_notes
from phiscrub.synth.pools import load_pool
from phiscrub.synth.slots import hospital_pieces, informal_street, name_pieces
from phiscrub.synth.templates import GENRE_STYLES, template_split
from phiscrub.synth.values import SURNAME_PARTICLES, Hospital, Person, format_date
from phiscrub.synth.vocab import SUFFIXES
from tests.synth.test_generator import assert_spans_sound

MARIA = Person("Maria", "Luz", "Garcia-Lopez", "F", degree="MD")
NAME_LABELS = frozenset({"PATIENT", "DOCTOR", "NAME-RELATIVE"})


@pytest.mark.parametrize(
    ("form", "pieces"),
    [
        ("first_init", [("Maria G.", "PATIENT")]),
        ("first_poss", [("Maria", "PATIENT"), ("'s", None)]),
        ("full_poss", [("Maria Garcia-Lopez", "PATIENT"), ("'s", None)]),
        ("caps_last", [("GARCIA-LOPEZ", "PATIENT")]),
        ("first_lower", [("maria", "PATIENT")]),
    ],
)
def test_new_name_forms_give_the_intended_span_text(form: str, pieces: list[tuple[str, str | None]]) -> None:
    assert name_pieces(MARIA, form, "PATIENT", random.Random(0)) == pieces


def test_initials_before_a_surname_take_every_spelling() -> None:
    spellings = {name_pieces(MARIA, "init_last", "PATIENT", random.Random(seed))[0][0] for seed in range(60)}
    assert spellings <= {"M. L. Garcia-Lopez", "M.L. Garcia-Lopez", "ML Garcia-Lopez", "M L Garcia-Lopez",
                         "M. Garcia-Lopez", "M Garcia-Lopez"}  # fmt: skip
    assert {"M. L. Garcia-Lopez", "ML Garcia-Lopez"} <= spellings


BRIGHAM = Hospital("Brigham and Women's Hospital", "the Brigham", "bwh", "BWH")


@pytest.mark.parametrize(
    ("form", "pieces"),
    [
        ("acronym", [("BWH", "HOSPITAL")]),
        ("short_form", [("the ", None), ("Brigham", "HOSPITAL")]),
        ("the_short", [("the ", None), ("Brigham", "HOSPITAL")]),
        ("full", [("Brigham and Women's Hospital", "HOSPITAL")]),
    ],
)
def test_hospital_forms_keep_a_leading_the_outside_the_span(form: str, pieces: list[tuple[str, str | None]]) -> None:
    assert hospital_pieces(BRIGHAM, form, random.Random(0)) == pieces


def test_format_date_ordinals_and_apostrophe_years() -> None:
    rng = random.Random(0)
    assert format_date(date(2023, 4, 2), "abbr_ord", rng) == "Apr. 2nd, 2023"
    assert format_date(date(2023, 3, 3), "month_ord", rng) == "March 3rd"
    assert format_date(date(2023, 5, 1), "abbr_ord", rng) == "May 1st, 2023"
    assert format_date(date(2021, 9, 11), "abbr_ord", rng) == "Sept. 11th, 2021"
    assert format_date(date(2023, 3, 14), "day_ord", rng) == "14th"
    assert format_date(date(2019, 3, 14), "apos_year", rng) == "'19"


def test_informal_street_is_lower_case_with_short_suffixes() -> None:
    assert informal_street("12 Main Street Apt. 4") == "12 main st apt 4"


@pytest.fixture(scope="module")
def genre_corpus() -> list[SynthNote]:
    return [
        note
        for style in GENRE_STYLES
        for note in generate_notes(SynthConfig(notes=60, patients=20, style=style, seed=21, noise=0.0))
    ]


def _contexts(notes: list[SynthNote], label: str) -> list[tuple[str, str, str]]:
    """Return (text before, value, text after) of every span with `label`."""
    out = []
    for note in notes:
        text = note.document.text
        for span, value in zip(note.document.spans, note.values, strict=True):
            if span.label == label:
                out.append((text[max(0, span.start - 12) : span.start], value, text[span.end : span.end + 3]))
    return out


def test_genre_spans_are_sound(genre_corpus: list[SynthNote]) -> None:
    for note in genre_corpus:
        assert_spans_sound(note)


def test_possessives_stay_outside_name_spans(genre_corpus: list[SynthNote]) -> None:
    possessive = [value for _, value, after in _contexts(genre_corpus, "PATIENT") if after.startswith("'s")]
    assert len(possessive) >= 5
    assert all(not value.endswith(("'s", "'")) for value in possessive)
    assert any(" " not in value for value in possessive)  # "Maria's"


def test_initials_and_first_name_plus_initial_forms_occur(genre_corpus: list[SynthNote]) -> None:
    names = [value for note in genre_corpus for span, value in zip(note.document.spans, note.values, strict=True)
             if span.label in NAME_LABELS]  # fmt: skip
    assert any(re.fullmatch(r"\w+ \w\.", value) for value in names)  # Maria L.
    assert any(re.fullmatch(r"(\w\. ?)+\S+( \S+)*", value) for value in names)  # J. R. Smith
    assert any(re.fullmatch(r"[A-Z]{2} \S+( \S+)*", value) for value in names)  # JR Smith
    assert any(value.islower() for value in names)
    assert any(value.isupper() and len(value) > 3 for value in names)


def test_hash_ids_keep_the_hash_outside_and_ordinals_and_apostrophe_years_are_dates(
    genre_corpus: list[SynthNote],
) -> None:
    hashed = [(before, value) for before, value, _ in _contexts(genre_corpus, "MEDICALRECORD") if before.endswith("#")]
    assert hashed and all("#" not in value for _, value in hashed)
    accounts = [value for before, value, _ in _contexts(genre_corpus, "ACCOUNT") if before.endswith("Acct# ")]
    assert accounts and all(value[:1].isalnum() for value in accounts)
    dates = [value for _, value, _ in _contexts(genre_corpus, "DATE")]
    assert any(re.fullmatch(r"\d{1,2}(st|nd|rd|th)", value) for value in dates)  # the 14th
    assert any(re.fullmatch(r"\w+\.? \d{1,2}(st|nd|rd|th)(, \d{4})?", value) for value in dates)  # Apr. 2nd, 2023
    assert any(re.fullmatch(r"'\d\d", value) for value in dates)  # spring of '21
    seasons = [before for before, value, _ in _contexts(genre_corpus, "DATE") if re.fullmatch(r"'\d\d", value)]
    assert any(before.endswith(" of ") for before in seasons)


def test_acronyms_and_short_forms_are_hospitals(genre_corpus: list[SynthNote]) -> None:
    hospitals = [(before, value) for before, value, _ in _contexts(genre_corpus, "HOSPITAL")]
    assert any(value.isupper() and " " not in value for _, value in hospitals)
    assert any(before.endswith("the ") for before, _ in hospitals)


def test_many_genre_names_stand_in_prose_without_a_cue_word(genre_corpus: list[SynthNote]) -> None:
    cue = re.compile(r"(Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Patient|Pt|Name|From|To|Re|RE|Caller|cc|Subject)\s*:?\s*$", re.I)
    befores = [before for label in ("PATIENT", "NAME-RELATIVE") for before, _, _ in _contexts(genre_corpus, label)]
    without = [before for before in befores if not cue.search(before)]
    assert len(without) / len(befores) > 0.6


@pytest.mark.parametrize("style", GENRE_STYLES)
def test_every_genre_style_renders_with_its_own_templates(style: str) -> None:
    for split in ("train", "dev"):
        docs = list(generate_documents(SynthConfig(notes=8, patients=4, style=style, seed=2, template_split=split)))
        assert {doc.meta["style"] for doc in docs} == {style}
        assert all(doc.text.strip() and doc.spans for doc in docs)
        assert {template_split(t) for doc in docs for t in doc.meta["template_ids"]} == {split}


def test_mixed_corpus_includes_every_genre() -> None:
    docs = list(generate_documents(SynthConfig(notes=150, patients=50, seed=4)))
    assert set(GENRE_STYLES) <= {doc.meta["style"] for doc in docs}


def test_heldout_pool_is_deterministic_and_differs_from_train() -> None:
    config = SynthConfig(notes=12, patients=4, style="mixed", seed=7, name_pool="heldout")
    first = [(d.id, d.text, d.spans) for d in generate_documents(config)]
    assert first == [(d.id, d.text, d.spans) for d in generate_documents(config)]
    train = [d.text for d in generate_documents(SynthConfig(notes=12, patients=4, seed=7))]
    assert [text for _, text, _ in first] != train
    assert all(doc_id.startswith("synth-s7-all-heldout-") for doc_id, _, _ in first)


def _train_names() -> frozenset[str]:
    root = resources.files("phiscrub").joinpath("data", "synth_pools")
    names = set()
    for file_name in ("given_names.train.tsv", "surnames.train.tsv"):
        for line in root.joinpath(file_name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                names.add(line.split("\t")[0].strip().casefold())
    return frozenset(names)


_IGNORED_WORDS = frozenset(word.casefold() for particle in SURNAME_PARTICLES for word in particle.split()) | {
    suffix.casefold().rstrip(".") for suffix in SUFFIXES
}


def test_heldout_notes_name_nobody_and_no_city_from_the_train_pool() -> None:
    train_names = _train_names()
    train_cities = {city.name.casefold() for city in load_pool("train").cities}
    heldout_cities = {city.name.casefold() for city in load_pool("heldout").cities}
    checked = 0
    config = SynthConfig(notes=250, patients=80, seed=13, name_pool="heldout", noise=0.0)
    for note in generate_notes(config):
        for span, value in zip(note.document.spans, note.values, strict=True):
            if span.label in NAME_LABELS:
                for word in re.split(r"[\s,]+", value):
                    word = word.strip(".,'")
                    if len(word) <= 2 or (word.isupper() and len(word) <= 3) or word.casefold() in _IGNORED_WORDS:
                        continue  # initials ("JR", "JAS"), particles ("van", "de la"), suffixes ("Jr.")
                    checked += 1
                    assert word.casefold() not in train_names, (word, value)
                    if "-" in word:
                        assert not set(word.casefold().split("-")) & train_names, (word, value)
            if span.label == "CITY" and value.casefold() in heldout_cities | train_cities:
                assert value.casefold() not in train_cities - heldout_cities, value
    assert checked > 500


def test_pools_load_once_and_draw_frequent_and_rare_names() -> None:
    pool = load_pool("train")
    assert load_pool("train") is pool
    rng = random.Random(0)
    draws = [pool.surname(rng) for _ in range(2000)]
    assert len(set(draws)) > 300
    with pytest.raises(ConfigError, match="name pool"):
        load_pool("validation")
