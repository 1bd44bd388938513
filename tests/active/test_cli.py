from __future__ import annotations

import csv
from pathlib import Path

from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.io.jsonl import write_jsonl
from tests.active.notes import notes


def test_active_simulate_writes_curves_plots_and_a_summary(tmp_path: Path) -> None:
    write_jsonl(notes(14), tmp_path / "train.jsonl")
    write_jsonl(notes(5, start=30), tmp_path / "dev.jsonl")
    out = tmp_path / "out"
    args = ["active", "simulate", "--corpus", str(tmp_path / "train.jsonl"), "--eval", str(tmp_path / "dev.jsonl")]
    args += ["-s", "random", "-s", "lcub:0.6", "--batch", "2", "--iterations", "2", "--initial", "4", "--runs", "1"]
    args += ["--max-iterations", "5", "--groups", "baseline,shape_ngrams", "--target", "0.5", "-o", str(out)]
    result = CliRunner().invoke(build_app(), args)
    assert result.exit_code == 0, result.output
    assert "lcub:0.6" in result.output and "docs to F1 0.5" in result.output
    with (out / "curves.csv").open(encoding="utf-8") as handle:
        rows = [r for r in csv.DictReader(handle) if r["label"] == "ALL" and r["level"] == "entity-strict"]
    assert sorted({(r["strategy"], int(r["documents"])) for r in rows}) == [
        ("lcub:0.6", 4),
        ("lcub:0.6", 6),
        ("lcub:0.6", 8),
        ("random", 4),
        ("random", 6),
        ("random", 8),
    ]
    for name in ("points.csv", "timings.csv", "overall_entity-strict.png", "overall_token.png"):
        assert (out / name).stat().st_size > 0
    assert (out / "per_type_entity-strict_f1.png").read_bytes()[:4] == b"\x89PNG"


def test_active_simulate_refuses_an_unknown_strategy(tmp_path: Path) -> None:
    write_jsonl(notes(3), tmp_path / "train.jsonl")
    args = ["active", "simulate", "--corpus", str(tmp_path / "train.jsonl"), "--eval", str(tmp_path / "train.jsonl")]
    result = CliRunner().invoke(build_app(), [*args, "-s", "margin", "-o", str(tmp_path / "out")])
    assert result.exit_code != 0
    assert "margin" in str(result.exception)
