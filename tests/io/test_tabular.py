import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io import tabular
from phiscrub.io.tabular import read_csv, read_parquet, write_csv, write_parquet

DOCS = [
    Document(
        "n1",
        'Dr. Ana Ruiz, "AR", seen 03/04/2021,\r\nthen\rcalled.\n',
        (Span(4, 12, "DOCTOR", corpus_label="HCPName"), Span(25, 35, "DATE", source="rules", score=0.5)),
        {"patient_id": "p1", "visits": 3},
    ),
    Document("n2", ""),
    Document("n3", "x" * 200_000, (Span(0, 3, "AGE"),)),
]


@pytest.mark.parametrize(
    ("write", "read", "name"), [(write_csv, read_csv, "c.csv"), (write_parquet, read_parquet, "c.parquet")]
)
def test_tabular_round_trip_keeps_text_spans_and_meta_exactly(tmp_path, write, read, name):
    assert write(DOCS, tmp_path / name) == 3
    back = list(read(tmp_path / name))
    assert back == DOCS
    assert [dict(doc.meta) for doc in back] == [dict(doc.meta) for doc in DOCS]


@pytest.mark.parametrize(
    ("write", "read", "name"), [(write_csv, read_csv, "c.csv"), (write_parquet, read_parquet, "c.parquet")]
)
def test_tabular_round_trip_of_no_documents(tmp_path, write, read, name):
    assert write([], tmp_path / name) == 0
    assert list(read(tmp_path / name)) == []


def test_write_parquet_writes_in_batches_and_reads_back_in_order(tmp_path, monkeypatch):
    monkeypatch.setattr(tabular, "BATCH_ROWS", 7)
    docs = [Document(f"d{i}", f"note {i}") for i in range(30)]
    write_parquet(docs, tmp_path / "c.parquet")
    assert pq.ParquetFile(tmp_path / "c.parquet").metadata.num_row_groups == 5
    assert [doc.id for doc in read_parquet(tmp_path / "c.parquet")] == [doc.id for doc in docs]


def test_read_csv_takes_other_column_names_and_optional_columns(tmp_path):
    (tmp_path / "c.csv").write_text("\ufeffnote_id,body,extra\n7,Ana,z\n", encoding="utf-8")
    assert list(read_csv(tmp_path / "c.csv", id_column="note_id", text_column="body")) == [Document("7", "Ana")]


def test_read_parquet_takes_other_column_names_and_native_span_lists(tmp_path):
    table = pa.table({"nid": [1], "body": ["Ana"], "spans": [[{"start": 0, "end": 3, "label": "PATIENT"}]]})
    pq.write_table(table, tmp_path / "c.parquet")
    docs = list(read_parquet(tmp_path / "c.parquet", id_column="nid", text_column="body"))
    assert docs == [Document("1", "Ana", (Span(0, 3, "PATIENT"),))]


def test_read_csv_maps_labels_through_the_corpus(tmp_path):
    spans = json.dumps([{"start": 0, "end": 3, "label": "NOMBRE_SUJETO_ASISTENCIA"}])
    write_rows(tmp_path / "c.csv", [["id", "text", "spans"], ["1", "Ana", spans]])
    assert list(read_csv(tmp_path / "c.csv", corpus="meddocan"))[0].spans[0].label == "PATIENT"


def write_rows(path, rows):
    import csv

    with open(path, "w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)


@pytest.mark.parametrize(
    ("rows", "where"),
    [
        ([["id", "body"], ["1", "Ana"]], "missing column 'text'"),
        ([["text"], ["Ana"]], "missing column 'id'"),
        ([["id", "text"], ["1", "Ana"], ["2"]], "line 3: row 2: 1 fields"),
        ([["id", "text"], ["", "Ana"]], "row 1: empty id"),
        ([["id", "text", "spans"], ["1", "Ana", "[{"]], "document '1', line 2: row 1: spans or meta is not valid JSON"),
        ([["id", "text", "spans"], ["1", "Ana", '{"a": 1}']], "row 1: spans must be a JSON list"),
        ([["id", "text", "meta"], ["1", "Ana", "[1]"]], "row 1: spans must be a JSON list and meta an object"),
        ([["id", "text", "spans"], ["1", "Ana", '[{"start": 0, "end": 9, "label": "DOCTOR"}]']], "row 1: invalid span"),
        ([["id", "text", "spans"], ["1", "Ana", '[{"start": 0, "end": "3", "label": "DOCTOR"}]']], "row 1: span start"),
    ],
)
def test_read_csv_reports_bad_rows_by_file_and_row_never_by_text(tmp_path, rows, where):
    write_rows(tmp_path / "c.csv", rows)
    with pytest.raises(InputError) as caught:
        list(read_csv(tmp_path / "c.csv"))
    assert where in str(caught.value)
    assert "c.csv" in str(caught.value)
    assert "Ana" not in str(caught.value)


def test_read_csv_reports_an_unclosed_quote(tmp_path):
    (tmp_path / "c.csv").write_text('id,text\n1,"Ana\n', encoding="utf-8")
    with pytest.raises(InputError, match="malformed CSV"):
        list(read_csv(tmp_path / "c.csv"))


def test_read_csv_reports_bytes_that_are_not_utf8(tmp_path):
    (tmp_path / "c.csv").write_bytes(b"id,text\n1,An\xff\n")
    with pytest.raises(InputError, match="char 12"):
        list(read_csv(tmp_path / "c.csv"))


@pytest.mark.parametrize("content", [b"", b"not parquet at all", b"PAR1\x00\x00PAR1"])
def test_read_parquet_refuses_a_file_that_is_not_parquet(tmp_path, content):
    (tmp_path / "c.parquet").write_bytes(content)
    with pytest.raises(InputError, match="not a readable Parquet file"):
        list(read_parquet(tmp_path / "c.parquet"))


def test_read_parquet_reports_a_missing_column_and_a_bad_row(tmp_path):
    pq.write_table(pa.table({"id": ["1"], "body": ["Ana"]}), tmp_path / "a.parquet")
    with pytest.raises(InputError, match="missing column 'text'"):
        list(read_parquet(tmp_path / "a.parquet"))
    pq.write_table(pa.table({"id": ["1", "2"], "text": ["Ana", None]}), tmp_path / "b.parquet")
    with pytest.raises(InputError, match="row 2: text is not a string"):
        list(read_parquet(tmp_path / "b.parquet"))


def test_read_parquet_reports_invalid_utf8_in_a_text_column_by_row(tmp_path):
    texts = pa.array([b"fine", b"Ana \xff Ruiz"], pa.binary()).cast(pa.string(), safe=False)
    pq.write_table(pa.table({"id": pa.array(["n1", "n2"]), "text": texts}), tmp_path / "c.parquet")
    with pytest.raises(InputError, match=r"c\.parquet.*char 4.*row 2: column 'text' is not valid UTF-8") as caught:
        list(read_parquet(tmp_path / "c.parquet"))
    assert "Ana" not in str(caught.value)
