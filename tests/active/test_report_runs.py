"""benchmarks/active.py --first-run: run k alone is run k of a longer simulation, and separate invocations merge."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from phiscrub.active.simulate import ModelSettings, SimulationSettings, simulate
from phiscrub.active.strategies import Strategy
from phiscrub.io.jsonl import write_jsonl
from tests.active.notes import notes
from tests.scripts import load_script

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "active.py"
CORPUS = notes(16)
EVAL = notes(6, start=40)
MODEL = ModelSettings(feature_groups=("baseline", "pos", "shape_ngrams"), max_iterations=8)


@pytest.fixture(scope="module")
def bench():
    return load_script(_PATH, "active_bench_runs")


def test_run_k_alone_is_run_k_of_a_simulation_with_k_plus_1_runs() -> None:
    strategies = [Strategy("random"), Strategy("lc")]
    longer = SimulationSettings(batch=2, iterations=2, initial=4, runs=3, levels=("entity-strict",))
    alone = SimulationSettings(batch=2, iterations=2, initial=4, runs=1, levels=("entity-strict",))

    every = simulate(strategies, CORPUS, EVAL, longer, MODEL)
    run_2 = simulate(strategies, CORPUS, EVAL, alone, MODEL, first_run=2)

    assert run_2.points == tuple(p for p in every.points if p.run == 2)
    assert [(t.strategy, t.run, t.documents) for t in run_2.timings] == [
        (t.strategy, t.run, t.documents) for t in every.timings if t.run == 2
    ]
    # the first model of run 2 is trained on run 2's initial batch, not on run 0's
    first = {p.run: p.counts for p in every.points if p.strategy == "random" and p.iteration == 0 and p.label == "ALL"}
    assert first[0] != first[2]


def run_bench(bench, monkeypatch, tmp_path: Path, *options: str) -> None:
    write_jsonl(CORPUS, tmp_path / "train.jsonl")
    write_jsonl(EVAL, tmp_path / "dev.jsonl")
    argv = ["active.py", "run", "--train", str(tmp_path / "train.jsonl"), "--dev", str(tmp_path / "dev.jsonl")]
    argv += ["--batch", "2", "--iterations", "1", "--initial", "4", "--max-iterations", "5"]
    argv += ["--strategies", "random", "lc", "--results", str(tmp_path / "results"), *options]
    monkeypatch.setattr(sys, "argv", argv)
    bench.main()


def test_separate_invocations_add_runs_to_the_same_files_and_the_report_counts_them(
    bench, monkeypatch, tmp_path: Path
) -> None:
    results = tmp_path / "results"
    run_bench(bench, monkeypatch, tmp_path, "--runs", "2", "--name", "whole")
    run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--first-run", "0", "--name", "parts")
    run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--first-run", "1", "--name", "parts")

    whole = bench.read_points(results / "whole.points.csv")
    parts = bench.read_points(results / "parts.points.csv")
    assert parts == whole
    timings = {name: bench.read_timing_rows(results / f"{name}.timings.csv") for name in ("parts", "whole")}
    assert [(t.strategy, t.run, t.documents) for t in timings["parts"]] == [
        (t.strategy, t.run, t.documents) for t in timings["whole"]
    ]
    record = json.loads((results / "parts.json").read_text(encoding="utf-8"))
    assert record["runs"] == 2
    assert record["run_numbers"] == [0, 1]
    assert [invocation["runs"] for invocation in record["invocations"]] == [[0], [1]]
    assert all("--first-run" in invocation["command"] for invocation in record["invocations"])

    lines, _ = bench.experiment_section([record], results)
    assert lines[0] == "### parts: batch 2, 1 iterations, initial 4, 2 run(s)"
    assert sum(line.startswith("python ") for line in lines) == 2

    # run 2 in a file of its own, reported with the group's other files
    run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--first-run", "2", "--name", "later", "--group", "parts")
    later = json.loads((results / "later.json").read_text(encoding="utf-8"))
    lines, _ = bench.experiment_section([record, later], results)
    assert lines[0] == "### parts: batch 2, 1 iterations, initial 4, 3 run(s)"
    assert any("later (run 2)" in line for line in lines)
    spread = (results / "parts.spread.csv").read_text(encoding="utf-8").splitlines()
    assert all(row.split(",")[2] == "3" for row in spread[1:])


def test_a_run_already_on_disk_is_not_run_again(bench, monkeypatch, tmp_path: Path) -> None:
    run_bench(bench, monkeypatch, tmp_path, "--runs", "2", "--name", "main")
    before = (tmp_path / "results" / "main.points.csv").read_bytes()

    with pytest.raises(SystemExit, match="run\\(s\\) 1 already there"):
        run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--first-run", "1", "--name", "main")
    with pytest.raises(SystemExit, match="batch"):
        run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--first-run", "2", "--name", "main", "--batch", "3")
    assert (tmp_path / "results" / "main.points.csv").read_bytes() == before


def test_without_first_run_a_run_replaces_the_files_as_before(bench, monkeypatch, tmp_path: Path) -> None:
    run_bench(bench, monkeypatch, tmp_path, "--runs", "2", "--name", "main")
    run_bench(bench, monkeypatch, tmp_path, "--runs", "1", "--name", "main")

    record = json.loads((tmp_path / "results" / "main.json").read_text(encoding="utf-8"))
    assert {p.run for p in bench.read_points(tmp_path / "results" / "main.points.csv")} == {0}
    assert record["runs"] == 1
    assert "invocations" not in record
    assert record["command"].endswith("--runs 1 --name main")
