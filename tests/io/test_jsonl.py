import json

import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.jsonl import read_jsonl, write_jsonl

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021.\r\nCall 555-0199."


def write_lines(path, lines):
    path.write_bytes("".join(line + "\n" for line in lines).encode("utf-8"))
    return path


def record(doc_id="n1", text=NOTE, spans=(), meta=None):
    return json.dumps({"id": doc_id, "text": text, "spans": list(spans), "meta": meta or {}})


def test_write_jsonl_then_read_jsonl_keeps_everything(tmp_path):
    docs = [
        Document(
            "n1",
            NOTE,
            (Span(12, 20, "DOCTOR", corpus_label="HCPName"), Span(24, 34, "DATE", source="rules", score=0.75)),
            {"patient_id": "p1", "nested": {"a": [1, 2]}},
        ),
        Document("n2", ""),
    ]
    assert write_jsonl(docs, tmp_path / "c.jsonl") == 2
    back = list(read_jsonl(tmp_path / "c.jsonl"))
    assert back == docs
    assert [dict(doc.meta) for doc in back] == [dict(doc.meta) for doc in docs]
    assert (tmp_path / "c.jsonl").read_bytes().count(b"\n") == 2


def test_write_jsonl_with_corpus_labels_writes_them_as_label(tmp_path):
    write_jsonl([Document("n1", NOTE, (Span(12, 20, "DOCTOR", corpus_label="HCPName"),))], tmp_path / "c.jsonl", True)
    assert json.loads((tmp_path / "c.jsonl").read_text())["spans"] == [{"start": 12, "end": 20, "label": "HCPName"}]
    assert list(read_jsonl(tmp_path / "c.jsonl", corpus="physionet"))[0].spans[0].label == "DOCTOR"


def test_read_jsonl_skips_blank_lines_accepts_integer_ids_and_a_byte_order_mark(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + f'{{"id": 7, "text": "Ana"}}\n\n   \n{record("n2")}\n'.encode())
    assert [doc.id for doc in read_jsonl(path)] == ["7", "n2"]


def test_read_jsonl_maps_corpus_labels_and_keeps_the_original(tmp_path):
    spans = [{"start": 12, "end": 20, "label": "NOMBRE_PERSONAL_SANITARIO"}]
    (doc,) = read_jsonl(write_lines(tmp_path / "c.jsonl", [record(spans=spans)]), corpus="meddocan")
    assert doc.spans == (Span(12, 20, "DOCTOR", corpus_label="NOMBRE_PERSONAL_SANITARIO"),)
    assert doc.span_text(doc.spans[0]) == "Ana Ruiz"


@pytest.mark.parametrize(
    ("line", "where"),
    [
        ('{"id": "n1", "text": "Ana Ruiz"', "line 2, char 32: invalid JSON"),
        ("[" * 50_000, "line 2: JSON nested too deeply"),
        ('["Ana Ruiz"]', "line 2: line is not a JSON object"),
        ('{"text": "Ana Ruiz"}', "line 2: missing or non-string 'id'"),
        ('{"id": "n1", "text": 5}', "document 'n1', line 2: missing or non-string 'text'"),
        (
            record(spans=[{"start": 0, "end": 90, "label": "DOCTOR"}]),
            "line 2: invalid document: document 'n1': span ends at char 90",
        ),
        (record(spans=[{"start": 5, "end": 5, "label": "DOCTOR"}]), "line 2: invalid document"),
        (record(spans=[{"start": "0", "end": 3, "label": "DOCTOR"}]), "line 2: span start/end are not integers"),
        (record(spans=[{"start": 0, "end": 3}]), "line 2: span label is not a string"),
        (record(spans=["Ana"]), "line 2: span is not an object"),
        (
            record(spans=[{"start": 0, "end": 3, "label": "DOCTOR", "corpus_label": 5}]),
            "span corpus_label is not a string",
        ),
        (json.dumps({"id": "n1", "text": NOTE, "spans": {}, "meta": ["Ana"]}), "'spans' must be a list"),
        (
            '{"id": "n1", "text": "Seen by Ana Ruiz \\ud800."}',  # half a surrogate pair: no character
            "line 2: invalid document: document 'n1': char 17 is an unpaired surrogate (U+D800)",
        ),
    ],
)
def test_read_jsonl_reports_bad_lines_by_file_and_line_never_by_text(tmp_path, line, where):
    path = write_lines(tmp_path / "c.jsonl", [record("n0"), line])
    docs = read_jsonl(path)
    assert next(docs).id == "n0"
    with pytest.raises(InputError) as caught:
        next(docs)
    assert where in str(caught.value)
    assert str(path) in str(caught.value)
    assert "Ana" not in str(caught.value) and "Ruiz" not in str(caught.value)


def test_read_jsonl_reports_bytes_that_are_not_utf8_with_their_byte_offset(tmp_path):
    path = tmp_path / "c.jsonl"
    first = record("n0").encode() + b"\n"
    path.write_bytes(first + b'{"id": "n1", "text": "Ana \xe9"}\n')
    with pytest.raises(InputError, match=f"line 2, char {len(first) + 26}: not valid UTF-8") as caught:
        list(read_jsonl(path))
    assert "Ana" not in str(caught.value)


def test_read_jsonl_reports_a_file_cut_inside_a_character(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_bytes(record("n1").encode() + b"\n" + "\u00e9".encode()[:1])
    with pytest.raises(InputError, match="multi-byte character"):
        list(read_jsonl(path))


def test_read_jsonl_reports_a_missing_file(tmp_path):
    with pytest.raises(InputError, match="cannot open"):
        list(read_jsonl(tmp_path / "nope.jsonl"))


def test_metadata_values_json_cannot_hold_are_written_as_text(tmp_path):
    import datetime

    from phiscrub.document import Document
    from phiscrub.io.jsonl import read_jsonl, write_jsonl

    path = tmp_path / "meta.jsonl"
    write_jsonl([Document("d1", "text", (), {"note_date": datetime.date(2021, 3, 4)})], path)
    assert next(read_jsonl(path)).meta["note_date"] == "2021-03-04"
