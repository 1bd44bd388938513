"""`tag` and `deid` take the user's deny and allow lists, the patient's known identifiers and a table's columns."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from typer.testing import CliRunner

from phiscrub.cli.main import build_app

NOTE = "Reviewed with the Bluebird team: Mrs. Quinlan-Abara has Parkinson disease; her son Toby drove her in."


def invoke(*args: object) -> object:
    return CliRunner().invoke(build_app(), [str(arg) for arg in args])


def covered(record: dict[str, object]) -> set[tuple[str, str]]:
    text = str(record["text"])
    return {(s["label"], text[s["start"] : s["end"]]) for s in record["spans"]}  # type: ignore[index,union-attr]


def test_tag_adds_the_deny_list_and_drops_the_allow_list(tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"id": "n1", "text": NOTE}) + "\n", encoding="utf-8")
    deny = tmp_path / "deny.tsv"
    deny.write_text("ORGANIZATION\tBluebird team\n", encoding="utf-8")
    allow = tmp_path / "allow.tsv"
    allow.write_text("# eponyms\n*\tParkinson\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke("tag", notes, "-o", out, "--lang", "en", "--deny-list", deny, "--allow-list", allow)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    found = covered(json.loads(out.read_text()))
    assert ("ORGANIZATION", "Bluebird team") in found
    assert not any("Parkinson" in text for _, text in found)


def test_deid_finds_the_patients_known_identifiers_from_table_columns_and_drops_them(tmp_path: Path) -> None:
    table = tmp_path / "notes.csv"
    with table.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["note_id", "mrn", "patient_name", "dob", "note_text", "ward"])
        writer.writerow(
            ["a1", "MRN-0042", "Zephyrine Quillfeather", "1961-03-04", "zephyrine came back; dob 3/4/61.", "B"]
        )
    out = tmp_path / "out.jsonl"
    args = ["deid", table, "-o", out, "--replace", "tag", "--no-progress", "--rules-only"]
    args += ["--text-column", "note_text", "--id-column", "note_id", "--patient-column", "mrn"]
    args += ["--known-fields", "patient_name=PATIENT,dob=DATE"]
    result = invoke(*args)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    record = json.loads(out.read_text())
    assert record["id"] == "a1"
    assert "zephyrine" not in record["text"].lower() and "3/4/61" not in record["text"]
    assert "patient_name" not in record.get("meta", {}) and "dob" not in record.get("meta", {})
    assert "ward" not in record.get("meta", {})  # other columns are not carried into the output


def test_column_options_on_a_format_without_columns_are_refused(tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"id": "n1", "text": NOTE}) + "\n", encoding="utf-8")
    result = invoke("tag", notes, "-o", tmp_path / "o.jsonl", "--lang", "en", "--text-column", "body")
    assert result.exit_code != 0
    assert "CSV and Parquet" in str(result.exception)  # type: ignore[attr-defined]
