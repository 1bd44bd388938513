from __future__ import annotations

import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.replace.mask import MaskReplacer, RedactReplacer
from phiscrub.replace.tags import TagRegistry, TagReplacer
from tests.replace.conftest import KEY, note

TEXT = "John Smith saw Dr. Ana Ruiz; Smith, John called Ana Ruiz on 3/4/2012."
PHI = (("John Smith", "PATIENT"), ("Ana Ruiz", "DOCTOR"), ("Smith, John", "PATIENT"), ("3/4/2012", "DATE"))


def second(doc: Document, value: str, label: str) -> Document:
    start = doc.text.index(value, doc.text.index(value) + 1)
    return doc.with_spans([*doc.spans, Span(start, start + len(value), label)])


@pytest.mark.parametrize(
    ("replacer", "expected"),
    [
        (TagReplacer(), "[NAME] saw Dr. [NAME]; [NAME] called Ana Ruiz on [DATE]."),
        (TagReplacer(level="subtype"), "[PATIENT] saw Dr. [DOCTOR]; [PATIENT] called Ana Ruiz on [DATE]."),
        (
            TagReplacer(level="subtype", numbering="note"),
            "[PATIENT-1] saw Dr. [DOCTOR-1]; [PATIENT-1] called Ana Ruiz on [DATE-1].",
        ),
        (RedactReplacer(), " saw Dr. ;  called Ana Ruiz on ."),
        (MaskReplacer(), "********** saw Dr. ********; *********** called Ana Ruiz on ********."),
    ],
)
def test_replacer_output_for_a_short_note(replacer, expected) -> None:
    assert replacer.replace(note(TEXT, *PHI)).text == expected


def test_note_numbering_keeps_different_people_distinct() -> None:
    doc = note("Ann Lee met Bob Ray, then Ann Lee left.", ("Ann Lee", "PATIENT"), ("Bob Ray", "NAME-RELATIVE"))
    doc = second(doc, "Ann Lee", "PATIENT")
    result = TagReplacer(level="category", numbering="note").replace(doc)
    assert result.text == "[NAME-1] met [NAME-2], then [NAME-1] left."


def test_patient_numbering_is_stable_across_notes_of_a_patient() -> None:
    registry = TagRegistry()
    replacer = TagReplacer(level="subtype", numbering="patient", registry=registry)
    first = replacer.replace(note("Bob Ray and Ann Lee.", ("Bob Ray", "PATIENT"), ("Ann Lee", "PATIENT")))
    later = replacer.replace(note("Ann Lee alone.", ("Ann Lee", "PATIENT")))
    other = replacer.replace(note("Ann Lee alone.", ("Ann Lee", "PATIENT"), patient="p2"))
    assert first.text == "[PATIENT-1] and [PATIENT-2]."
    assert later.text == "[PATIENT-2] alone."
    assert other.text == "[PATIENT-1] alone."


def test_keyed_numbering_is_stable_without_state_and_differs_per_value() -> None:
    replacer = TagReplacer(numbering="keyed", key=KEY)
    one = replacer.replace(
        note("Ann Lee; LEE, ANN; Bob Ray.", ("Ann Lee", "PATIENT"), ("LEE, ANN", "PATIENT"), ("Bob Ray", "PATIENT"))
    )
    tags = [one.text[s.start : s.end] for s in one.spans]
    assert tags[0] == tags[1] != tags[2]
    assert (
        TagReplacer(numbering="keyed", key=KEY).replace(note("x Ann Lee", ("Ann Lee", "PATIENT"))).text
        == f"x {tags[0]}"
    )


@pytest.mark.parametrize(
    "params", [{"numbering": "keyed"}, {"numbering": "patient"}, {"level": "word"}, {"numbering": "global"}]
)
def test_tag_replacer_refuses_an_unworkable_configuration(params) -> None:
    with pytest.raises(ConfigError):
        TagReplacer(**params)


def test_mask_keeps_every_offset_and_line_breaks() -> None:
    doc = note("Name: Ann\nLee here", ("Ann\nLee", "PATIENT"))
    result = MaskReplacer().replace(doc)
    assert result.text == "Name: ***\n*** here"
    assert all(result.offsets.to_output(i) == i for i in (*range(6), *range(13, len(doc.text) + 1)))
    assert [(span.start, span.end) for span in result.spans] == [(span.start, span.end) for span in doc.spans]


def test_redact_has_no_output_span_but_maps_offsets() -> None:
    doc = note("Seen by Ann Lee today", ("Ann Lee", "DOCTOR"))
    result = RedactReplacer().replace(doc)
    assert result.spans == ()
    assert result.text[result.offsets.to_output(doc.text.index("today")) :] == "today"
