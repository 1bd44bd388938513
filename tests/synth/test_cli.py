"""Tests of `phiscrub synth` through the Typer app."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.errors import ConfigError
from phiscrub.io.jsonl import read_jsonl


def test_synth_writes_jsonl_documents_with_gold_spans(tmp_path: Path) -> None:
    out = tmp_path / "notes.jsonl"
    result = CliRunner().invoke(
        build_app(),
        ["synth", "--notes", "12", "--patients", "4", "--style", "psychiatric", "--seed", "3", "-o", str(out)],
    )
    assert result.exit_code == 0, result.output
    docs = list(read_jsonl(out))
    assert len(docs) == 12
    assert {doc.meta["style"] for doc in docs} == {"psychiatric"}
    assert len({doc.meta["patient_id"] for doc in docs}) == 4
    assert all(doc.text[span.start : span.end].strip() for doc in docs for span in doc.spans)


def test_synth_output_is_byte_identical_for_the_same_arguments(tmp_path: Path) -> None:
    outputs = []
    for name in ("a.jsonl", "b.jsonl"):
        args = [
            "synth",
            "-n",
            "15",
            "-p",
            "5",
            "--seed",
            "9",
            "--template-split",
            "dev",
            "--no-phi-share",
            "0.2",
            "-o",
            str(tmp_path / name),
        ]
        assert CliRunner().invoke(build_app(), args).exit_code == 0
        outputs.append((tmp_path / name).read_bytes())
    assert outputs[0] == outputs[1]


def test_synth_refuses_more_patients_than_notes(tmp_path: Path) -> None:
    result = CliRunner().invoke(build_app(), ["synth", "-n", "3", "-p", "5", "-o", str(tmp_path / "x.jsonl")])
    assert result.exit_code != 0
    assert isinstance(result.exception, ConfigError)
    assert not (tmp_path / "x.jsonl").exists()
