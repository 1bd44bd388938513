import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document, Span
from phiscrub.io.jsonl import read_jsonl, write_jsonl
from phiscrub.io.physionet import write_physionet

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021."
DOCS = [
    Document("1-1", NOTE, (Span(12, 20, "DOCTOR"), Span(24, 34, "DATE"))),
    Document("1-2", "Nothing to hide."),
]
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def invoke(*args):
    return CliRunner().invoke(build_app(), ["stats", *map(str, args)])


def test_stats_prints_json_for_a_jsonl_corpus(tmp_path):
    write_jsonl(DOCS, tmp_path / "c.jsonl")
    result = invoke(tmp_path / "c.jsonl", "--json")
    assert result.exit_code == 0, result.output
    stats = json.loads(result.output)
    assert stats["format"] == "jsonl"
    assert (stats["notes"], stats["spans"], stats["hipaa_spans"], stats["notes_without_phi"]) == (2, 2, 1, 1)
    assert stats["spans_per_label"] == {"DOCTOR": 1, "DATE": 1}
    assert stats["spans_per_category"] == {"NAME": 1, "DATE": 1}


def test_stats_prints_tables_without_note_text(tmp_path):
    write_jsonl(DOCS, tmp_path / "c.jsonl")
    result = invoke(tmp_path / "c.jsonl")
    assert result.exit_code == 0, result.output
    for heading in ("notes", "tokens", "HIPAA spans", "Spans per label", "DOCTOR", "Spans per category"):
        assert heading in result.output
    assert "Ana" not in result.output and "Nothing to hide" not in result.output


def test_stats_guesses_the_format_and_takes_a_label_map(tmp_path):
    write_physionet(
        [Document("1-1", NOTE, (Span(12, 20, "DOCTOR", corpus_label="HCPName"),))], tmp_path / "id.text", True
    )
    guessed = json.loads(invoke(tmp_path, "--json").output)
    assert guessed["format"] == "physionet" and guessed["spans_per_label"] == {"DOCTOR": 1}
    as_canonical = json.loads(
        invoke(tmp_path / "id.text", "--format", "physionet", "--corpus", "canonical", "--json").output
    )
    assert as_canonical["spans_per_label"] == {"OTHER": 1}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--format", "docx"], "unknown format"),
        (["--corpus", "nope"], "unknown label map"),
        (["--label-map", "nope"], "unknown label map"),
    ],
)
def test_stats_refuses_unknown_names(tmp_path, args, message):
    write_jsonl(DOCS, tmp_path / "c.jsonl")
    result = invoke(tmp_path / "c.jsonl", *args)
    assert result.exit_code != 0
    assert message in str(result.exception)


def test_stats_reports_bad_input_as_a_phiscrub_error(tmp_path):
    (tmp_path / "c.jsonl").write_text('{"id": "1", "text": "Ana"\n')
    result = invoke(tmp_path / "c.jsonl")
    assert result.exit_code != 0
    assert "line 1" in str(result.exception) and "Ana" not in str(result.exception)


def test_example_annotated_corpus_has_valid_gold_spans_and_its_stats_run():
    docs = list(read_jsonl(EXAMPLES / "annotated.jsonl"))
    assert [doc.id for doc in docs] == ["discharge-001", "progress-002", "psych-003"]
    for doc in docs:
        assert doc.text == (EXAMPLES / "notes" / f"{doc.id}.txt").read_bytes().decode("utf-8")
        for span in doc.spans:
            covered = doc.span_text(span)
            assert covered == covered.strip() and covered
    covered = {(doc.span_text(span), span.label) for doc in docs for span in doc.spans}
    assert {("Harold J. Whitfield", "PATIENT"), ("123-45-6789", "SSN"), ("Fresno", "CITY")} <= covered
    result = invoke(EXAMPLES / "annotated.jsonl", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["spans"] == sum(len(doc.spans) for doc in docs)
