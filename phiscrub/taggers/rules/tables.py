"""Table columns: the cells under a header that names what a column holds ("Name", "Age", "Room", "MRN").

A census, a handoff list or a pasted spreadsheet lays PHI out in columns split by tabs or pipes:

    Name            Age   Room   Attending
    Garrett Plummer 54    4112   Dr. Sato

The taggers read a name in a cell well, but a bare number ("54", "4112") says nothing of what it is without its
header, which may stand lines above it. Each cell of a column whose header is in `COLUMN_LABELS` becomes a span of
the header's label, for every row below the header with as many cells, until a row that has not; a cell must look
like what the column holds (digits for an age or room, a letter for a name), and a clinician's title or a patient's
honorific at the start of a name cell stays out of the span ("Dr. Sato" gives "Sato"), and so does the unit after an
age ("5 yo" gives "5").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span

COLUMN_LABELS: Final = MappingProxyType(
    {
        **dict.fromkeys(("name", "patient", "patient name", "pt name", "nombre", "paciente"), "PATIENT"),
        **dict.fromkeys(("age", "age (y)", "age (yrs)", "edad"), "AGE"),
        **dict.fromkeys(("dob", "date of birth", "birth date", "fecha de nacimiento"), "DATE"),
        **dict.fromkeys(("admit date", "admission date", "fecha de ingreso"), "DATE"),
        **dict.fromkeys(("room", "rm", "room #", "rm #", "bed", "room/bed"), "ROOM"),
        **dict.fromkeys(("habitación", "habitacion", "cama"), "ROOM"),
        **dict.fromkeys(("mrn", "mr #", "mr#", "mrn #", "medical record number", "nhc", "historia"), "MEDICALRECORD"),
        **dict.fromkeys(("attending", "physician", "provider", "pcp", "médico", "medico"), "DOCTOR"),
        **dict.fromkeys(("phone", "phone #", "tel", "telephone", "contact number", "teléfono", "telefono"), "PHONE"),
        **dict.fromkeys(("address", "street", "dirección", "direccion", "domicilio"), "STREET"),
        **dict.fromkeys(("city", "town", "ciudad", "localidad"), "CITY"),
        **dict.fromkeys(("zip", "zip code", "postal code", "código postal"), "ZIP"),
        **dict.fromkeys(("email", "e-mail", "correo"), "EMAIL"),
    }
)
"""A column header, lower-cased and without a colon, and the label of the PHI in its cells."""
ROW_LABELS: Final = MappingProxyType(
    {
        **COLUMN_LABELS,
        **dict.fromkeys(
            ("occupation", "profession", "job", "ocupación", "ocupacion", "profesión", "profesion"), "PROFESSION"
        ),
        **dict.fromkeys(("cédula", "cedula", "dni", "nie", "curp", "rut", "id number", "national id"), "IDNUM"),
        **dict.fromkeys(("mobile", "cell", "cell phone", "celular", "móvil", "movil", "whatsapp"), "PHONE"),
        **dict.fromkeys(("employer", "empresa", "empleador"), "ORGANIZATION"),
    }
)
"""A field's name in the first cell of a row of two cells, lower-cased and without a colon, and the label of the PHI
in the second: a form laid out as a table ("| Cédula | 2-0654-0871 |", "| Occupation | coffee picker |")."""
_NO_OCCUPATION: Final = frozenset(
    {
        "none",
        "unemployed",
        "retired",
        "unknown",
        "n/a",
        "nil",
        "-",
        "jubilado",
        "jubilada",
        "desempleado",
        "desempleada",
    }
    | {"ninguna", "ninguno", "sin", "no"}
)
"""First words of an occupation's cell that say there is none."""

_NUMERIC_LABELS: Final = frozenset({"AGE", "ROOM", "MEDICALRECORD", "PHONE", "ZIP", "DATE"})
"""Labels whose cells hold a digit (an age, a room, a record number, a phone, a date)."""
_AGE: Final = re.compile(r"(?P<years>\d{1,3})(?:[ \t]*(?:y|yo|yrs?|years?|años|a|m|mo|months?|meses))?")
_TITLE: Final = re.compile(r"(?:(?:Dr|Dra|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Dña|D)\.?|Doctor|Doctora)[ \t]+(?=\S)")
_SEPARATORS: Final = ("\t", "|")
_MIN_COLUMNS: Final = 2
_MAX_HEADING_WORDS: Final = 4


def table_cells(text: str, source: str = "rules:table_column", score: float = 0.8) -> list[Span]:
    """Return a span for each cell of a known column of each table in `text` (see the module's docstring)."""
    if "\t" not in text and "|" not in text:
        return []
    spans: list[Span] = []
    lines = list(_lines(text))
    row = 0
    while row < len(lines):
        header = _header(lines[row][1])
        if header is None:
            row += 1
            continue
        separator, labels = header
        row += 1
        while row < len(lines):
            start, line = lines[row]
            cells = _cells(line, separator)
            if len(cells) != len(labels):
                break
            for (offset, cell), label in zip(cells, labels, strict=True):
                found = _cell_span(cell, label) if label is not None else None
                if found is not None and label is not None:
                    first, last = found
                    spans.append(Span(start + offset + first, start + offset + last, label, source=source, score=score))
            row += 1
    return spans


def field_rows(text: str, source: str = "rules:table_field_row", score: float = 0.8) -> list[Span]:
    """Return a span for the value of each row of two cells whose first cell names a field of `ROW_LABELS`.

    "| Cédula | 2-0654-0871 |", "Phone<tab>8844-5521": a form laid out as a table, with no colon to say which is the
    field and which its value. An occupation's value ends before a bracket or a comma ("recolectora de café (temporada
    en Naranjo)" gives "recolectora de café"), and is none where it says so ("none", "jubilado").
    """
    if "\t" not in text and "|" not in text:
        return []
    spans: list[Span] = []
    for start, line in _lines(text):
        for separator in _SEPARATORS:
            if separator not in line:
                continue
            cells = _cells(line, separator)
            if len(cells) != _MIN_COLUMNS or not _is_a_heading(cells[0][1].strip()):
                continue
            label = ROW_LABELS.get(cells[0][1].strip().lower().rstrip(":"))
            offset, cell = cells[1]
            if cell.lstrip().startswith(":"):
                break  # "Nombre \t: Ana Gil": a field and its colon, which the rules read
            found = _row_value_span(cell, label) if label is not None else None
            if found is not None and label is not None:
                first, last = found
                spans.append(Span(start + offset + first, start + offset + last, label, source=source, score=score))
            break
    return spans


def _row_value_span(cell: str, label: str) -> tuple[int, int] | None:
    """Return the offsets in `cell` of the PHI a field's value holds, or None when it holds none."""
    if label == "IDNUM":  # a number of any shape, a digit in it
        stripped = cell.strip()
        if not any(char.isdigit() for char in stripped):
            return None
        first = len(cell) - len(cell.lstrip())
        return first, first + len(stripped)
    if label != "PROFESSION":
        return _cell_span(cell, label)
    value = cell.split("(")[0].split(",")[0]
    words = value.split()
    if not words or words[0].lower() in _NO_OCCUPATION or not words[0][0].isalpha():
        return None
    first = len(value) - len(value.lstrip())
    return first, len(value.rstrip())


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """Yield (offset, line) for each line of `text`, without its line break."""
    offset = 0
    for line in text.splitlines(keepends=True):
        yield offset, line.rstrip("\r\n")
        offset += len(line)


def _cells(line: str, separator: str) -> list[tuple[int, str]]:
    """Return (offset in the line, text) of each cell of `line` split by `separator`, outer pipes dropped."""
    cells: list[tuple[int, str]] = []
    offset = 0
    for piece in line.split(separator):
        cells.append((offset, piece))
        offset += len(piece) + len(separator)
    if separator == "|" and len(cells) > 1:  # a Markdown row: "| Name | Age |" has empty cells at both ends
        if not cells[0][1].strip():
            cells = cells[1:]
        if cells and not cells[-1][1].strip():
            cells = cells[:-1]
    return cells


def _header(line: str) -> tuple[str, list[str | None]] | None:
    """Return the separator and each column's label when `line` is a table header naming a PHI column.

    Every cell a heading (no digit, no colon: "Name:<tab>Ana Gil" is a field and its value), and two PHI columns
    named, or one of three columns or more ("Name<tab>Diagnosis" alone may be a field without its colon).
    """
    for separator in _SEPARATORS:
        if separator not in line:
            continue
        cells = [cell.strip() for _, cell in _cells(line, separator)]
        if len(cells) < _MIN_COLUMNS or not all(map(_is_a_heading, cells)):
            continue
        labels = [COLUMN_LABELS.get(cell.lower()) for cell in cells]
        named = sum(label is not None for label in labels)
        if named >= _MIN_COLUMNS or (named and len(cells) > _MIN_COLUMNS):
            return separator, labels
    return None


def _is_a_heading(cell: str) -> bool:
    """Return whether a cell may head a column: words of a letter at least, no digit, no colon, not too many."""
    return (
        bool(cell)
        and cell[0].isalpha()
        and ":" not in cell
        and not any(char.isdigit() for char in cell)
        and len(cell.split()) <= _MAX_HEADING_WORDS
    )


def _cell_span(cell: str, label: str) -> tuple[int, int] | None:
    """Return the offsets in `cell` of the PHI it holds for a `label` column, or None when it holds none."""
    stripped = cell.strip()
    if not stripped or stripped.lower().rstrip(":") in COLUMN_LABELS:
        return None  # empty, or a field's label ("DOB" of a list of fields)
    first = len(cell) - len(cell.lstrip())
    last = first + len(stripped)
    if label == "AGE":  # the number only: "5 yo" gives "5", as the guidelines draw an age
        age = _AGE.fullmatch(stripped)
        return None if age is None else (first, first + len(age.group("years")))
    if label in _NUMERIC_LABELS and not any(char.isdigit() for char in stripped):
        return None
    if label not in _NUMERIC_LABELS:
        if not any(char.isalpha() for char in stripped):
            return None
        title = _TITLE.match(stripped)
        if title is not None:
            first += title.end()
    return first, last
