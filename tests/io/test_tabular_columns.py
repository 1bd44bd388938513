"""The CSV and Parquet readers map columns: id, text, the patient, and other columns copied into meta as strings."""

from __future__ import annotations

import csv
import datetime
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from phiscrub.document import Document
from phiscrub.errors import InputError
from phiscrub.io.tabular import meta_string, read_csv, read_parquet, write_csv, write_parquet

HEADER = ["note_id", "body", "pid", "patient_name", "dob", "meta"]
ROWS = [
    ["n1", "Pt John Smith seen.", "p7", "John Smith", "1961-03-04", '{"site": "A", "dob": "old"}'],
    ["n2", "Follow-up.", "", "", "", ""],
]


def write_csv_rows(path: Path, rows: list[list[str]]) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    return path


@pytest.fixture
def notes_csv(tmp_path: Path) -> Path:
    return write_csv_rows(tmp_path / "notes.csv", [HEADER, *ROWS])


def test_read_csv_copies_every_other_column_into_meta_by_default(notes_csv):
    docs = list(read_csv(notes_csv, id_column="note_id", text_column="body"))
    assert docs == [Document("n1", "Pt John Smith seen."), Document("n2", "Follow-up.")]
    assert dict(docs[0].meta) == {"site": "A", "dob": "1961-03-04", "pid": "p7", "patient_name": "John Smith"}
    assert dict(docs[1].meta) == {}


def test_read_csv_patient_column_becomes_patient_id(notes_csv):
    docs = list(read_csv(notes_csv, id_column="note_id", text_column="body", patient_column="pid"))
    assert [doc.patient_id for doc in docs] == ["p7", None]
    assert "pid" not in docs[0].meta


@pytest.mark.parametrize(
    ("meta_columns", "expected"),
    [
        (("dob",), {"site": "A", "dob": "1961-03-04", "patient_id": "p7"}),
        ((), {"site": "A", "dob": "old", "patient_id": "p7"}),
        (["patient_name", "dob"], {"site": "A", "dob": "1961-03-04", "patient_name": "John Smith", "patient_id": "p7"}),
    ],
)
def test_read_csv_meta_columns_name_exactly_the_columns_copied(notes_csv, meta_columns, expected):
    (doc, _) = read_csv(
        notes_csv, id_column="note_id", text_column="body", patient_column="pid", meta_columns=meta_columns
    )
    assert dict(doc.meta) == expected


def test_read_csv_with_the_default_mapping_reads_what_write_csv_wrote(tmp_path):
    docs = [Document("a", "text", meta={"patient_id": "p1", "dob": "1961-03-04"}), Document("b", "")]
    write_csv(docs, tmp_path / "c.csv")
    back = list(read_csv(tmp_path / "c.csv"))
    assert back == docs
    assert [dict(doc.meta) for doc in back] == [dict(doc.meta) for doc in docs]


@pytest.mark.parametrize(
    ("mapping", "column"),
    [
        ({"text_column": "text"}, "text"),
        ({"text_column": "body", "id_column": "id"}, "id"),
        ({"text_column": "body", "patient_column": "patient"}, "patient"),
        ({"text_column": "body", "meta_columns": ["dob", "mrn"]}, "mrn"),
    ],
)
def test_a_missing_mapped_column_names_the_file_the_column_and_the_columns_present(notes_csv, mapping, column):
    arguments = {"id_column": "note_id", **mapping}
    with pytest.raises(InputError) as caught:
        list(read_csv(notes_csv, **arguments))
    message = str(caught.value)
    assert "notes.csv" in message
    assert f"missing column {column!r}" in message
    assert "columns present: 'note_id', 'body', 'pid', 'patient_name', 'dob', 'meta'" in message


def test_a_csv_without_a_header_row_is_reported_without_its_text(tmp_path):
    note = "Pt John Smith, DOB 03/04/1961, was seen today for a follow-up of his chronic cough " * 2
    path = write_csv_rows(tmp_path / "c.csv", [["n1", note, "John Smith"]])
    with pytest.raises(InputError) as caught:
        list(read_csv(path))
    message = str(caught.value)
    assert "missing column 'id'" in message
    assert "does not look like a header" in message
    assert "Smith" not in message


def test_read_parquet_maps_columns_and_copies_typed_values_as_strings(tmp_path):
    table = pa.table(
        {
            "nid": [1, 2],
            "body": ["Ana Ruiz seen.", "Again."],
            "pid": ["p1", None],
            "dob": [datetime.date(1961, 3, 4), None],
            "mrn": [12345678, None],
            "weight": [71.5, float("nan")],
            "codes": [["a", "b"], None],
            "flag": [True, False],
        }
    )
    pq.write_table(table, tmp_path / "c.parquet")
    docs = list(read_parquet(tmp_path / "c.parquet", id_column="nid", text_column="body", patient_column="pid"))
    assert [doc.id for doc in docs] == ["1", "2"]
    assert dict(docs[0].meta) == {
        "dob": "1961-03-04",
        "mrn": "12345678",
        "weight": "71.5",
        "codes": '["a", "b"]',
        "flag": "True",
        "patient_id": "p1",
    }
    assert dict(docs[1].meta) == {"flag": "False"}


def test_read_parquet_reads_only_the_mapped_columns_and_reports_a_missing_one(tmp_path):
    pq.write_table(pa.table({"id": ["1"], "text": ["Ana"], "dob": ["1961-03-04"], "x": ["y"]}), tmp_path / "c.parquet")
    (doc,) = read_parquet(tmp_path / "c.parquet", meta_columns=["dob"])
    assert dict(doc.meta) == {"dob": "1961-03-04"}
    with pytest.raises(InputError, match=r"c\.parquet: missing column 'mrn'; columns present: 'id', 'text', 'dob'"):
        list(read_parquet(tmp_path / "c.parquet", meta_columns=["mrn"]))


def test_read_parquet_with_the_default_mapping_reads_what_write_parquet_wrote(tmp_path):
    docs = [Document("a", "text", meta={"patient_id": "p1", "visits": 3}), Document("b", "")]
    write_parquet(docs, tmp_path / "c.parquet")
    back = list(read_parquet(tmp_path / "c.parquet"))
    assert back == docs
    assert [dict(doc.meta) for doc in back] == [dict(doc.meta) for doc in docs]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, None),
        ("", None),
        (float("nan"), None),
        ("x", "x"),
        (7, "7"),
        (datetime.datetime(1961, 3, 4, 8, 30), "1961-03-04T08:30:00"),
        (b"caf\xc3\xa9", "caf\u00e9"),
        ({"a": 1}, '{"a": 1}'),
    ],
)
def test_meta_string(value, expected):
    assert meta_string(value) == expected
