from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.errors import UnknownComponentError
from phiscrub.tokenize.sections import find_sections, normalise_header, parse_header_lines
from tests.strategies import note_texts

NOTE = """Springfield Clinic
CHIEF COMPLAINT:
Chest pain since Monday.

History of present illness: Mr Lee is a 45 year old man.
1. Medications
lisinopril 10 mg
Allergies: NKDA
Plan
Follow up with Dr. Ruiz."""


def test_find_sections_names_each_header_form() -> None:
    sections = find_sections(NOTE)
    found = [(s.name, NOTE[s.header_start : s.header_end]) for s in sections]
    assert found == [
        ("chief complaint", "CHIEF COMPLAINT:"),
        ("history of present illness", "History of present illness:"),
        ("medications", "Medications"),
        ("allergies", "Allergies:"),
        ("plan", "Plan"),
    ]


def test_sections_run_from_header_to_next_header() -> None:
    sections = find_sections(NOTE)
    assert NOTE[sections[0].start : sections[0].end] == "CHIEF COMPLAINT:\nChest pain since Monday."
    assert NOTE[sections[-1].start : sections[-1].end] == "Plan\nFollow up with Dr. Ruiz."
    assert sections[0].start > 0  # the clinic line precedes every header: in no section
    for before, after in zip(sections, sections[1:], strict=False):
        assert before.end <= after.start


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("HPI:", "history of present illness"),
        ("Past Psychiatric History:", "past medical history"),
        ("MENTAL STATUS EXAM", "mental status examination"),
        ("  Social   History :", "social history"),
        ("A) Assessment and plan:", "assessment"),
    ],
)
def test_header_variants_map_to_their_normalised_name(line: str, name: str) -> None:
    assert [s.name for s in find_sections(line + "\ntext")] == [name]


@pytest.mark.parametrize(
    "line",
    [
        "Patient has a plan to return.",  # a header word inside prose
        "ANA RUIZ",  # an all-caps line that is not a known header
        "Time: 10:30",  # an attribute, not a section
        "History of present illness and much more text on the same line without a colon",
    ],
)
def test_lines_that_are_not_known_headers_open_no_section(line: str) -> None:
    assert find_sections(line) == []


def test_spanish_headers_ignore_accents_and_trailing_period() -> None:
    text = "Datos del paciente.\nNombre: Ana.\nExploración física:\nNormal.\nJUICIO CLÍNICO\nNeumonía."
    assert [s.name for s in find_sections(text, lang="es")] == [
        "datos del paciente",
        "exploracion fisica",
        "diagnostico",
    ]


def test_extra_headers_extend_the_dictionary() -> None:
    text = "Intake summary:\nStable.\nOVERNIGHT EVENTS\nNone."
    assert find_sections(text) == []
    found = find_sections(text, extra_headers=["intake note = intake summary", "overnight events"])
    assert [s.name for s in found] == ["intake note", "overnight events"]


def test_unknown_language_is_refused() -> None:
    with pytest.raises(UnknownComponentError):
        find_sections("text", lang="xx")


def test_parse_header_lines_reads_names_variants_and_comments() -> None:
    table = parse_header_lines(["# comment", "", "Chief Complaint = CC | Reason for visit  # note", "plan"])
    assert table == {
        "chief complaint": "chief complaint",
        "cc": "chief complaint",
        "reason for visit": "chief complaint",
        "plan": "plan",
    }


@pytest.mark.parametrize(("raw", "key"), [("  Exploración  FÍSICA: ", "exploracion fisica"), ("Plan.", "plan")])
def test_normalise_header(raw: str, key: str) -> None:
    assert normalise_header(raw) == key


@settings(max_examples=150, deadline=None)
@given(note_texts)
def test_sections_are_ordered_disjoint_views_with_their_header_inside(text: str) -> None:
    sections = find_sections("PLAN\n" + text)
    assert sections and sections[0].name == "plan"
    for section in sections:
        assert section.start <= section.header_start < section.header_end <= section.end <= len(text) + 5
    for before, after in zip(sections, sections[1:], strict=False):
        assert before.end <= after.header_start


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=30))
def test_ascii_headers_normalise_as_unicode_ones_do(header: str) -> None:
    decomposed = unicodedata.normalize("NFKD", header.casefold())
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    assert normalise_header(header) == " ".join(plain.strip().rstrip(":.").split())
