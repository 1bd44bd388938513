"""Tests of the note templates, their train/dev split and the value spellings."""

from __future__ import annotations

import random
from datetime import date

import pytest

from phiscrub.labels import CANONICAL_LABELS
from phiscrub.synth.slots import name_pieces
from phiscrub.synth.templates import GENRE_STYLES, NOTE_STYLES, TEMPLATE_SPLITS, TEMPLATES, make_template
from phiscrub.synth.values import DATE_FORMS, Person, age_in_words, format_date, format_phone


def test_template_ids_are_unique() -> None:
    assert len({t.id for t in TEMPLATES}) == len(TEMPLATES)


@pytest.mark.parametrize("style", NOTE_STYLES)
def test_every_note_style_has_at_least_60_templates(style: str) -> None:
    assert sum(style in t.styles for t in TEMPLATES) >= 60


@pytest.mark.parametrize("style", GENRE_STYLES)
def test_every_genre_style_has_at_least_25_templates_with_dev_ones_in_each_group(style: str) -> None:
    own = [t for t in TEMPLATES if style in t.styles]
    assert len(own) >= 25
    for group in {t.group for t in own}:
        splits = {TEMPLATE_SPLITS[t.id] for t in TEMPLATES if t.group == group}
        assert splits == {"train", "dev"}


def test_split_is_about_80_20_and_each_split_can_produce_every_phi_type() -> None:
    dev_share = sum(split == "dev" for split in TEMPLATE_SPLITS.values()) / len(TEMPLATE_SPLITS)
    assert 0.15 <= dev_share <= 0.25
    for split in ("train", "dev"):
        labels = set().union(*(t.labels for t in TEMPLATES if TEMPLATE_SPLITS[t.id] == split))
        assert labels == set(CANONICAL_LABELS) - {"OTHER"}


def test_every_template_has_a_split_and_psychiatric_templates_include_attribute_lines() -> None:
    assert set(TEMPLATE_SPLITS) == {t.id for t in TEMPLATES}
    psychiatric = [t.text for t in TEMPLATES if "psychiatric" in t.styles]
    assert any(text.startswith("Referral source:") for text in psychiatric)


def test_make_template_parses_slots_and_rejects_unknown_ones() -> None:
    template = make_template("x.1", "Y", "g", "Seen by {attending:title_last} on {date_note:long}.")
    assert template.parts == ("Seen by ", ("attending", "title_last"), " on ", ("date_note", "long"), ".")
    assert template.labels == {"DOCTOR", "DATE"}
    assert template.styles == {"psychiatric"}
    with pytest.raises(ValueError, match="unknown slot"):
        make_template("x.2", "*", "g", "{nonsense}")


DAY = date(2019, 3, 4)


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ("abbr_ord", "Mar. 4th, 2019"), ("month_ord", "March 4th"), ("day_ord", "4th"), ("apos_year", "'19"),
        ("mdy", "03/04/2019"), ("mdy_short", "3/4/19"), ("iso", "2019-03-04"), ("long", "March 4, 2019"),
        ("abbr", "Mar 4, 2019"), ("dmy_long", "4 March 2019"), ("dmy_abbr", "04-Mar-2019"),
        ("month_year", "March 2019"), ("m_yyyy", "03/2019"), ("md", "3/4"), ("month_day", "March 4"),
        ("ordinal", "4th of March"), ("year", "2019"), ("weekday", "Monday"), ("weekday_md", "Monday, March 4"),
        ("dmy_dot", "04.03.2019"), ("caps_abbr", "MAR 04 2019"), ("compact", "20190304"),
    ],
)  # fmt: skip
def test_format_date_spells_each_form(form: str, expected: str) -> None:
    assert format_date(DAY, form, random.Random(0)) == expected


def test_there_are_at_least_15_date_forms_and_stamps_carry_a_time() -> None:
    assert len(DATE_FORMS) >= 15
    assert format_date(DAY, "stamp", random.Random(0)).startswith("03/04/2019 ")
    assert format_date(DAY, "stamp_iso", random.Random(0)).startswith("2019-03-04T")


@pytest.mark.parametrize(
    ("form", "expected"),
    [("paren", "(617) 555-0123"), ("dash", "617-555-0123"), ("dot", "617.555.0123"), ("intl", "+1 617-555-0123")],
)
def test_format_phone(form: str, expected: str) -> None:
    assert format_phone("6175550123", form, random.Random(0)) == expected


@pytest.mark.parametrize(("age", "words"), [(7, "seven"), (40, "forty"), (67, "sixty-seven"), (102, "one hundred two")])
def test_age_in_words(age: int, words: str) -> None:
    assert age_in_words(age) == words


ANA = Person("Ana", "Beth", "Ruiz-Lopez", "F", degree="MD")


@pytest.mark.parametrize(
    ("form", "pieces"),
    [
        ("title_last", [("Dr. ", None), ("Ruiz-Lopez", "DOCTOR")]),
        ("poss", [("Ruiz-Lopez", "DOCTOR"), ("'s", None)]),
        ("last_first", [("Ruiz-Lopez, Ana", "DOCTOR")]),
        ("broken", [("Ana\nRuiz-Lopez", "DOCTOR")]),
        ("full_deg", [("Ana Ruiz-Lopez", "DOCTOR"), (", MD", None)]),
        ("last_lower", [("ruiz-lopez", "DOCTOR")]),
    ],
)
def test_name_forms_keep_titles_degrees_and_possessives_outside_the_span(
    form: str, pieces: list[tuple[str, str | None]]
) -> None:
    assert name_pieces(ANA, form, "DOCTOR", random.Random(0)) == pieces
