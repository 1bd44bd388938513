"""The patient's own identifiers, from the note's metadata, are found in its text in the forms people write them."""

from __future__ import annotations

import pickle
import re
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.io.tabular import read_csv
from phiscrub.taggers.known import (
    KnownIdentifiersTagger,
    PersonName,
    field_spec,
    known_fields,
    meta_values,
    parse_dates,
    parse_name,
)

FIELDS = {
    "patient_name": "PATIENT",
    "mrn": "MEDICALRECORD",
    "dob": "DATE",
    "street": "STREET",
    "city": "CITY",
    "phone": "PHONE",
    "zip": "ZIP",
}
META = {
    "patient_name": "John A. Smith",
    "mrn": "123-45-678",
    "dob": "1961-03-04",
    "street": "12 Main Street",
    "city": "Boston",
    "phone": "6175550142",
    "zip": "02139-4307",
}
TAGGER = KnownIdentifiersTagger(FIELDS)


def found(text: str, meta: dict[str, object] = META, tagger: KnownIdentifiersTagger = TAGGER) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in tagger.tag(Document("n1", text, meta=meta))]


NOTE = "Pt John A. Smith (MRN 123-45-678), DOB 03/04/1961, seen with Mrs. Smith; J.S. reports pain."


def test_known_tagger_finds_the_patients_identifiers_in_a_short_note():
    assert found(NOTE) == [
        ("John A. Smith", "PATIENT"),
        ("123-45-678", "MEDICALRECORD"),
        ("03/04/1961", "DATE"),
        ("Smith", "PATIENT"),
        ("J.S.", "PATIENT"),
    ]


def test_known_tagger_spans_carry_the_field_and_full_score():
    spans = TAGGER.tag(Document("n1", NOTE, meta=META))
    assert [span.source for span in spans] == [
        "known:patient_name",
        "known:mrn",
        "known:dob",
        "known:patient_name",
        "known:patient_name",
    ]
    assert {span.score for span in spans} == {1.0}


@pytest.mark.parametrize(
    "name",
    [
        "John A. Smith",
        "John Smith",
        "john smith",
        "JOHN  A\nSMITH",
        "John Andrew Smith",
        "J. Smith",
        "J.A. Smith",
        "J. A. Smith",
        "JA Smith",
        "J Smith",
        "Smith, John",
        "SMITH, JOHN A.",
        "Smith, J.A.",
        "Smith JA",
        "Smith J",
        "J.S.",
        "J. A. S.",
        "Smith",
        "SMITH",
        "smith",
        "John",
        "JOHN",
    ],
)
def test_a_name_is_found_in_each_written_form(name):
    meta = {"patient_name": "John Andrew Smith"}
    assert found(f"Seen: {name} today", meta) == [(name, "PATIENT")]


@pytest.mark.parametrize(
    "text",
    [
        "JS and MI noted; AS on echo.",
        "js, j.s. and j. smith's brother",
        "Jsmith, Smithson, Johnson, Johnny and blacksmith",
        "Pt J. reports, A. Smith's neighbour",
    ],
)
def test_bare_initials_lower_case_initials_and_names_inside_words_are_not_found(text):
    assert {covered.lower() for covered, _ in found(text, {"patient_name": "John A. Smith"})} <= {"smith"}


def test_a_name_part_that_is_a_common_word_counts_only_capitalised():
    meta = {"patient_name": "Will Young"}
    text = "Will Young came; he will call. The young man, Mr. Young, and WILL YOUNG."
    assert found(text, meta) == [("Will Young", "PATIENT"), ("Young", "PATIENT"), ("WILL YOUNG", "PATIENT")]


@pytest.mark.parametrize(
    ("value", "text", "expected"),
    [
        (
            "Maria de la Cruz",
            "Sra. de la Cruz and Maria; DE LA CRUZ, MARIA",
            ["de la Cruz", "Maria", "DE LA CRUZ, MARIA"],
        ),
        ("Ana Garcia-Lopez", "Ana Garcia Lopez; Garcia; Lopez; AGL", ["Ana Garcia Lopez", "Garcia", "Lopez"]),
        ("Sean O'Brien", "Sean OBrien and O\u2019Brien", ["Sean OBrien", "O\u2019Brien"]),
        ("SMITH^JOHN^A", "Smith, John A. and J.A.S.", ["Smith, John A.", "J.A.S."]),
        ("Dr. John Smith Jr.", "Dr. John Smith Jr.", ["John Smith"]),
        ("Smith", "Smith and Mrs. SMITH", ["Smith", "SMITH"]),
        ("J", "J said j", []),
    ],
)
def test_names_in_other_shapes(value, text, expected):
    assert [covered for covered, _ in found(text, {"patient_name": value})] == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("John A. Smith", PersonName(("John", "A."), "Smith")),
        ("Smith, John A.", PersonName(("John", "A."), "Smith")),
        ("SMITH^JOHN^A^^DR", PersonName(("JOHN", "A"), "SMITH")),
        ("Mrs. Mary van der Berg", PersonName(("Mary",), "van der Berg")),
        ("Smith", PersonName((), "Smith")),
        ("John Smith, Jr.", PersonName(("John",), "Smith")),
        ("Smith, John, MD", PersonName(("John",), "Smith")),
        ("123", None),
    ],
)
def test_parse_name(value, expected):
    assert parse_name(value) == expected


@pytest.mark.parametrize(
    "written",
    [
        "03/04/1961",
        "3/4/61",
        "3/4/1961",
        "1961-03-04",
        "1961/3/4",
        "04.03.1961",
        "4-3-1961",
        "04/03/61",
        "19610304",
        "March 4, 1961",
        "March 4th, 1961",
        "Mar 4 1961",
        "MAR. 4, '61",
        "4 March 1961",
        "4th of March, 1961",
        "04-Mar-1961",
        "4-MAR-61",
        "4 de marzo de 1961",
    ],
)
def test_a_birth_date_is_found_in_each_written_form(written):
    assert found(f"DOB: {written}.", {"dob": "1961-03-04"}) == [(written, "DATE")]


@pytest.mark.parametrize("value", ["1961-03-04", "1961-03-04T00:00:00", "03/04/1961", "March 4, 1961", "19610304"])
def test_a_birth_date_is_read_from_common_metadata_forms(value):
    assert found("born 4 March 1961", {"dob": value}) == [("4 March 1961", "DATE")]


@pytest.mark.parametrize(
    "text",
    [
        "03/04/19612",
        "103/04/1961",
        "1961-03-045",
        "03/05/1961",
        "March 5, 1961",
        "March 4, 1962",
        "03/04",
        "March 4",
    ],
)
def test_other_dates_and_dates_inside_longer_numbers_are_not_found(text):
    assert found(f"on {text} x", {"dob": "1961-03-04"}) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("1961-03-04", [date(1961, 3, 4)]),
        ("19610304", [date(1961, 3, 4)]),
        ("03/04/1961", [date(1961, 3, 4), date(1961, 4, 3)]),
        ("13/04/1961", [date(1961, 4, 13)]),
        ("4 de marzo de 1961", [date(1961, 3, 4)]),
        ("Mar 4, 61", [date(1961, 3, 4), date(2061, 3, 4)]),
        ("1961-02-30", []),
        ("soon", []),
    ],
)
def test_parse_dates(value, expected):
    assert parse_dates(value) == expected


@pytest.mark.parametrize(
    ("field", "value", "text", "expected"),
    [
        ("mrn", "123-45-678", "MRN 12345678 and 123 45 678; MRN:123.456.78", ["12345678", "123 45 678", "123.456.78"]),
        ("mrn", "123-45-678", "9123-45-678, 123-45-6789, 123-45-678-1 and 2123456789", []),
        ("mrn", "AB-12345", "ID ab12345 and AB 12345 but not XAB12345", ["ab12345", "AB 12345"]),
        ("phone", "6175550142", "call (617) 555-0142 or 617.555.0142", ["(617) 555-0142", "617.555.0142"]),
        ("phone", "617-555-0142", "617-555-01423 and 617-555\n0142", []),
        ("zip", "02139-4307", "Boston 02139-4307, 021394307, or 02139.", ["02139-4307", "021394307", "02139"]),
        ("mrn", "62", "aged 62, 6.2 mg, 162", ["62"]),
    ],
)
def test_numbers_are_found_with_any_separators_but_never_inside_a_longer_number(field, value, text, expected):
    assert [covered for covered, _ in found(text, {field: value})] == expected


@pytest.mark.parametrize(
    ("field", "value", "text", "expected"),
    [
        ("street", "12 Main Street", "lives at 12 MAIN ST., apt 4", ["12 MAIN ST."]),
        ("street", "12 Main St.", "lives at 12 Main Street, and 12  main st", ["12 Main Street", "12  main st"]),
        ("street", "4 North Elm Rd, Apt 2", "4 N. Elm Road Apt 2", ["4 N. Elm Road Apt 2"]),
        ("street", "12 Main Street", "112 Main Street; 12 Main Streets", []),
        ("city", "Boston", "BOSTON, boston, Bostonian", ["BOSTON", "boston"]),
        ("city", "New York", "New\nYork", ["New\nYork"]),
    ],
)
def test_places_are_found_in_any_case_with_street_abbreviations_interchangeable(field, value, text, expected):
    assert [covered for covered, _ in found(text, {field: value})] == expected


@pytest.mark.parametrize(
    "meta",
    [{}, {"patient_name": ""}, {"patient_name": None}, {"mrn": "  "}, {"dob": "N/A"}, {"patient_name": "Unknown"}],
)
def test_missing_empty_or_placeholder_values_find_nothing(meta):
    assert found(NOTE + " n/a, unknown", meta) == []


def test_a_date_field_that_is_no_date_finds_nothing():
    assert found("born 1961, in March", {"dob": "1961"}) == []


def test_a_list_of_values_finds_each_and_the_first_field_wins_a_tie():
    tagger = KnownIdentifiersTagger({"patient_name": "PATIENT", "relatives": "NAME-RELATIVE"})
    meta = {"patient_name": "John Smith", "relatives": ["Mary Smith", "Bob Jones"]}
    text = "John Smith came with Mary Smith and Bob; Smith family."
    assert found(text, meta, tagger) == [
        ("John Smith", "PATIENT"),
        ("Mary Smith", "NAME-RELATIVE"),
        ("Bob", "NAME-RELATIVE"),
        ("Smith", "PATIENT"),
    ]


def test_field_specs_name_a_label_a_label_and_kind_or_a_kind():
    assert field_spec("PATIENT") == ("PATIENT", "name")
    assert field_spec("MEDICALRECORD") == ("MEDICALRECORD", "number")
    assert field_spec("ROOM:number") == ("ROOM", "number")
    assert field_spec("EMAIL") == ("EMAIL", "text")
    assert field_spec("CITY") == ("CITY", "address")
    assert field_spec("name") == ("PATIENT", "name")
    tagger = KnownIdentifiersTagger({"room": "ROOM:number", "login": "USERNAME"})
    assert found("Room 4-12, user jdoe2; 412; 4.12", {"room": "4-12", "login": "JDoe2"}, tagger) == [
        ("4-12", "ROOM"),
        ("jdoe2", "USERNAME"),
        ("412", "ROOM"),
        ("4.12", "ROOM"),
    ]


@pytest.mark.parametrize("spec", ["SURGEON", "PATIENT:nickname", "patient", ""])
def test_an_unknown_field_spec_is_refused(spec):
    with pytest.raises(ConfigError, match="known field spec"):
        KnownIdentifiersTagger({"x": spec})


def test_known_fields_parses_key_equals_spec_strings():
    assert known_fields(["dob=DATE", " mrn = MEDICALRECORD "]) == {"dob": "DATE", "mrn": "MEDICALRECORD"}
    with pytest.raises(ConfigError, match="expected KEY=LABEL"):
        known_fields(["dob"])
    with pytest.raises(ConfigError, match="known field spec"):
        known_fields(["dob=BIRTHDAY"])


def test_meta_values_reads_strings_numbers_and_lists():
    assert meta_values(None) == []
    assert meta_values(float("nan")) == []
    assert meta_values(12345678.0) == ["12345678"]
    assert meta_values(42) == ["42"]
    assert meta_values(["a", "", None, ["b"]]) == ["a", "b"]


def test_known_tagger_pickles_and_rebuilds_from_its_params():
    doc = Document("n1", NOTE, meta=META)
    assert pickle.loads(pickle.dumps(TAGGER)).tag(doc) == TAGGER.tag(doc)
    assert KnownIdentifiersTagger(**TAGGER.get_params()).tag(doc) == TAGGER.tag(doc)
    assert TAGGER.get_params() == {"fields": FIELDS, "name": "known"}
    assert TAGGER.merge_role == "user"


def test_known_fields_come_from_csv_columns(tmp_path: Path):
    (tmp_path / "notes.csv").write_text(
        "note_id,body,patient_name,dob,mrn\n"
        'n1,"Pt SMITH, JOHN seen 3/4/61, MRN 12345678",John Smith,1961-03-04,123-45-678\n',
        encoding="utf-8",
    )
    (doc,) = read_csv(tmp_path / "notes.csv", id_column="note_id", text_column="body")
    spans = KnownIdentifiersTagger({"patient_name": "PATIENT", "dob": "DATE", "mrn": "MEDICALRECORD"}).tag(doc)
    assert [(doc.text[s.start : s.end], s.label) for s in spans] == [
        ("SMITH, JOHN", "PATIENT"),
        ("3/4/61", "DATE"),
        ("12345678", "MEDICALRECORD"),
    ]


def test_known_tagger_follows_the_tagger_protocol_on_a_long_note():
    text = (NOTE + "\n") * 500
    spans = TAGGER.tag(Document("n1", text, meta=META))
    assert len(spans) == 5 * 500
    assert all(span.source.split(":")[0] == TAGGER.name for span in spans)


name_words = st.text(st.sampled_from("abcdeJSM'-"), min_size=1, max_size=6).filter(lambda w: w.strip("'-"))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(name_words, min_size=1, max_size=3),
    st.lists(st.one_of(name_words, st.sampled_from([" ", ". ", ", ", "\n", "x", "J.", "S."])), max_size=12),
)
def test_known_name_spans_lie_in_the_text_and_hold_only_parts_and_initials_of_the_name(parts, pieces):
    value = " ".join(parts)
    text = "".join(pieces) + " " + value
    spans = TAGGER.tag(Document("n1", text, meta={"patient_name": value}))
    assert [(s.start, s.end) for s in spans] == sorted((s.start, s.end) for s in spans)
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:], strict=False))
    # a name's apostrophe is optional ("O'Brien" is also "OBrien"), so a part without it is allowed too
    spelled = [*parts, *(re.sub("['\u2019]", "", part) for part in parts)]
    allowed = {piece.lower() for part in spelled for piece in re.findall(r"[^\W\d_]+", part)}
    for span in spans:
        assert 0 <= span.start < span.end <= len(text)
        assert span.label == "PATIENT"
        for word in re.findall(r"[^\W\d_]+", text[span.start : span.end].lower()):
            assert word in allowed or len(word) <= 2


@settings(max_examples=200, deadline=None)
@given(
    st.text(st.sampled_from("0123456789-. /()"), min_size=1, max_size=14),
    st.lists(st.text(st.sampled_from("0123456789-. /()xA\n"), max_size=8), max_size=6),
)
def test_known_number_spans_hold_exactly_the_digits_of_the_value(value, pieces):
    text = "".join(pieces) + " " + value
    tagger = KnownIdentifiersTagger({"mrn": "MEDICALRECORD"})
    digits = "".join(char for char in value if char.isdigit())
    for span in tagger.tag(Document("n1", text, meta={"mrn": value})):
        assert 0 <= span.start < span.end <= len(text)
        assert "".join(char for char in text[span.start : span.end] if char.isdigit()) == digits


def test_spans_of_the_tagger_are_valid_document_spans():
    doc = Document("n1", NOTE, meta=META)
    assert Document("n1", NOTE, tuple(TAGGER.tag(doc))).spans == tuple(TAGGER.tag(doc))
    assert all(isinstance(span, Span) for span in TAGGER.tag(doc))


def test_a_known_value_with_typographic_look_alikes_finds_the_note_as_the_pipeline_reads_it():
    meta = {"patient_name": "Siobhán O\u2019Neill", "mrn": "123\u201345\u2013678"}
    text = "Pt Siobhán O'Neill, MRN 123-45-678, seen today."
    assert found(text, meta) == [("Siobhán O'Neill", "PATIENT"), ("123-45-678", "MEDICALRECORD")]
