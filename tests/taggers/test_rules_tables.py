from __future__ import annotations

import pytest

from phiscrub.document import Document
from phiscrub.taggers.rules.tables import field_rows, table_cells
from phiscrub.taggers.rules.tagger import RuleTagger

CENSUS = (
    "Team B census 11/23\n"
    "Name\tAge\tRoom\tAttending\n"
    "Garrett Plummer\t54\t4112\tDr. Sato\n"
    "Imelda Cruz\t81 yo\t4115\tDr. Sato\n"
    "\n"
    "Plan: discharge Cruz tomorrow\n"
)

HANDOFF = """| Patient | Age | Bed | Issue |
|---|---|---|---|
| Wendell Ocampo | 67 | 12B | CHF |
| Ms. Ruth Aldana | 90 | 14 | sepsis |
"""


def cells(text: str) -> list[tuple[str, str]]:
    return [(text[span.start : span.end], span.label) for span in table_cells(text)]


def test_the_cells_of_a_known_column_take_its_label() -> None:
    assert cells(CENSUS) == [
        ("Garrett Plummer", "PATIENT"),
        ("54", "AGE"),
        ("4112", "ROOM"),
        ("Sato", "DOCTOR"),  # the title stays out
        ("Imelda Cruz", "PATIENT"),
        ("81", "AGE"),  # the unit stays out
        ("4115", "ROOM"),
        ("Sato", "DOCTOR"),
    ]


def test_a_markdown_table_is_read_and_its_rule_line_names_nothing() -> None:
    assert cells(HANDOFF) == [
        ("Wendell Ocampo", "PATIENT"),
        ("67", "AGE"),
        ("12B", "ROOM"),
        ("Ruth Aldana", "PATIENT"),
        ("90", "AGE"),
        ("14", "ROOM"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Test\tResult\tUnits\nNa\t140\tmmol/L\nK\t4.1\tmmol/L\n", []),  # no PHI column
        ("Name\tAge\nGarrett Plummer\tfifty\n", [("Garrett Plummer", "PATIENT")]),  # an age that is no number
        ("Name\tAge\n12\t54x\n", []),  # a name without a letter, an age that is no age
        ("Pain\t4/10 at rest\n", []),  # two cells, no header
        ("Vitals | stable | afebrile\n", []),
        ("Name:\tAna Gil Ruiz\nDOB:\t1/2/1960\n", []),  # a list of fields, not a table
        ("Name\tAna Gil Ruiz\nDOB\t1/2/1960\n", []),  # the same without colons: one column named of two
        ("Nombre \t: Ana Gil Ruiz.\nNHC \t: 2418195.\n", []),
    ],
)
def test_cells_that_do_not_hold_what_their_column_names_give_nothing(text: str, expected: list) -> None:
    assert cells(text) == expected


def test_a_table_ends_at_a_row_with_another_number_of_cells() -> None:
    text = "Name\tAge\nAnn Lee\t54\nSeen today\tstable\tplan below\n"
    assert cells(text) == [("Ann Lee", "PATIENT"), ("54", "AGE")]


def test_the_rule_tagger_reports_table_cells_with_their_source() -> None:
    spans = RuleTagger("en").tag(Document("census", CENSUS))
    assert ("54", "AGE", "rules:table_column") in {(CENSUS[s.start : s.end], s.label, s.source) for s in spans}


def test_a_spanish_table_is_read_too() -> None:
    text = "Nombre\tEdad\tHabitación\nRemedios Salcedo\t77\t312\n"
    assert cells(text) == [("Remedios Salcedo", "PATIENT"), ("77", "AGE"), ("312", "ROOM")]


REFERRAL_FORM = """| Campo | Dato |
|---|---|
| Nombre | Ana Yancy Rojas Alfaro |
| Cédula | 2-0654-0871 |
| Teléfono | 8844-5521 |
| Ocupación | recolectora de café (temporada en Naranjo) |
| Diagnóstico | lumbalgia mecánica |
"""


def rows(text: str) -> list[tuple[str, str]]:
    return [(text[span.start : span.end], span.label) for span in field_rows(text)]


def test_a_form_laid_out_as_rows_of_a_field_and_its_value_gives_the_values() -> None:
    assert rows(REFERRAL_FORM) == [
        ("Ana Yancy Rojas Alfaro", "PATIENT"),
        ("2-0654-0871", "IDNUM"),
        ("8844-5521", "PHONE"),
        ("recolectora de café", "PROFESSION"),  # before the bracket
    ]


@pytest.mark.parametrize(
    "text",
    [
        "| Occupation | none |\n| Employer | - |\n",  # a field that holds none
        "| Cédula | pendiente |\n",  # an identifier without a digit
        "| Name | Age |\n| Ana Gil | 44 |\n",  # a table's header and row, no fields
        "| Phone | 8844-5521 | mobile |\n",  # three cells: no field and its value
        "Ocupación\tjubilado\n",
    ],
)
def test_rows_that_are_no_field_with_its_value_give_nothing(text: str) -> None:
    assert rows(text) == []


def test_the_rule_tagger_reports_field_rows_with_their_source() -> None:
    text = "Phone\t8844-5521\n"
    spans = RuleTagger("es").tag(Document("form", text))
    assert [(text[s.start : s.end], s.label, s.source) for s in spans] == [
        ("8844-5521", "PHONE", "rules:table_field_row")
    ]
