"""benchmarks/active.py's parameter grid: a one-run grid compares with the run 0 of longer main runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from phiscrub.active.simulate import CurvePoint, write_points_csv
from phiscrub.evaluate.metrics import Counts
from tests.scripts import load_script

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "active.py"


@pytest.fixture(scope="module")
def bench():
    return load_script(_PATH, "active_bench")


def write_group(results: Path, name: str, runs: int, f1_tp: dict[str, list[int]]) -> dict:
    """Write one group's points (strict F1 tp/100 per run at 10 and 20 documents) and return its record."""
    points = [
        CurvePoint(
            spec, 10, run, iteration, 10 * (iteration + 1), "entity-strict", "ALL", Counts(tp, 100 - tp, 100 - tp)
        )
        for spec, per_run in f1_tp.items()
        for run in range(runs)
        for iteration, tp in enumerate(per_run[2 * run : 2 * run + 2])
    ]
    write_points_csv(points, results / f"{name}.points.csv")
    record = {"name": name, "group": name, "batch": 10, "initial": 10, "seed": 0, "runs": runs}
    (results / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")
    return record


def test_grid_section_compares_a_one_run_grid_with_run_0_of_two_run_main_strategies(bench, tmp_path):
    main = write_group(tmp_path, "main", 2, {"random": [80, 85, 60, 60], "lcub:0.6": [80, 88, 60, 60]})
    grid = write_group(tmp_path, "grid", 1, {"lc": [80, 87], "elb:0.1,3": [80, 86]})

    lines = bench.grid_section([[main], [grid]], tmp_path)

    assert lines[0] == "### Parameter grid: batch 10, initial 10, seed 0, 1 run(s)"
    rows = {line.split(" | ")[0].lstrip("| "): line for line in lines if line.startswith("| ") and "docs" not in line}
    assert set(rows) == {"Random", "LC", "LCUB θ=0.6", "ELB ρ=0.1"}
    assert rows["Random"] == "| Random | 80.0 | 85.0 |"  # run 0 only: run 1's 60 is left out
    assert rows["LCUB θ=0.6"] == "| LCUB θ=0.6 | 80.0 | 88.0 |"
