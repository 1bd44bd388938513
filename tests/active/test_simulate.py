from __future__ import annotations

import csv
from pathlib import Path

import pytest

from phiscrub.active.plots import plot_overall, plot_per_type
from phiscrub.active.simulate import (
    CurvePoint,
    ModelSettings,
    SimulationSettings,
    documents_to_reach,
    final_points,
    initial_batch,
    mean_curves,
    simulate,
    simulate_run,
    write_means_csv,
    write_points_csv,
)
from phiscrub.active.strategies import Strategy, parse_strategy
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.evaluate.metrics import Counts
from tests.active.notes import notes

CORPUS = notes(16)
EVAL = notes(6, start=40)
MODEL = ModelSettings(feature_groups=("baseline", "pos", "shape_ngrams"), max_iterations=8)
SETTINGS = SimulationSettings(batch=2, iterations=2, initial=4, runs=2, levels=("entity-strict",))


def overall(points: list[CurvePoint]) -> list[CurvePoint]:
    return [p for p in points if p.label == "ALL"]


def test_a_run_adds_a_batch_per_iteration_and_scores_each_model() -> None:
    result = simulate_run(parse_strategy("lcub:0.9"), CORPUS, EVAL, SETTINGS, MODEL, run=0)
    assert [p.documents for p in overall(list(result.points))] == [4, 6, 8]
    assert [t.iteration for t in result.timings] == [0, 1, 2]
    assert {p.label for p in result.points} >= {"ALL", "PATIENT", "DATE"}
    assert all(p.counts.tp + p.counts.fn > 0 for p in overall(list(result.points)))


def test_every_strategy_of_a_run_starts_from_the_same_initial_batch() -> None:
    ids = [doc.id for doc in CORPUS]
    assert initial_batch(ids, 4, seed=0, run=1) == initial_batch(ids, 4, seed=0, run=1)
    assert initial_batch(ids, 4, seed=0, run=0) != initial_batch(ids, 4, seed=0, run=1)
    first = {
        str(s): overall(list(simulate_run(s, CORPUS, EVAL, SETTINGS, MODEL, run=1).points))[0].counts
        for s in (Strategy("random"), Strategy("lc"))
    }
    assert first["random"] == first["lc"]


def test_simulation_is_deterministic_for_a_seed() -> None:
    strategies = [Strategy("random"), parse_strategy("roi-full")]
    once = simulate(strategies, CORPUS, EVAL, SETTINGS, MODEL)
    again = simulate(strategies, CORPUS, EVAL, SETTINGS, MODEL)
    assert once.points == again.points
    assert len(overall(list(once.points))) == 2 * 2 * 3  # strategies x runs x (iterations + 1)


def test_the_pool_running_out_ends_a_run_early() -> None:
    settings = SimulationSettings(batch=5, iterations=10, initial=4, runs=1, levels=("entity-strict",))
    result = simulate_run(Strategy("lc"), CORPUS[:12], EVAL, settings, MODEL, run=0)
    assert [p.documents for p in overall(list(result.points))] == [4, 9, 12]


def test_settings_are_checked_before_training() -> None:
    with pytest.raises(ConfigError):
        SimulationSettings(batch=0)
    with pytest.raises(ConfigError):
        SimulationSettings(levels=("entity-loose",))
    with pytest.raises(UnknownComponentError):
        ModelSettings(kind="everything")
    with pytest.raises(ConfigError, match="initial"):
        simulate_run(Strategy("lc"), CORPUS[:3], EVAL, SETTINGS, MODEL, run=0)


def test_default_model_leaves_out_the_word_clusters() -> None:
    groups = ModelSettings(lang="es").groups()
    assert "clusters" not in groups and "baseline" in groups


def point(strategy: str, run: int, documents: int, tp: int, fp: int, fn: int, label: str = "ALL") -> CurvePoint:
    return CurvePoint(strategy, 5, run, documents // 5, documents, "entity-strict", label, Counts(tp, fp, fn))


POINTS = [
    point("lc", 0, 10, 8, 2, 2),  # P = R = F1 = 0.8
    point("lc", 1, 10, 9, 1, 1),  # 0.9
    point("lc", 0, 15, 19, 1, 1),  # 0.95
    point("lc", 1, 15, 9, 1, 1),  # 0.9
    point("random", 0, 10, 8, 2, 2),
    point("random", 0, 15, 17, 3, 3),  # 0.85
    point("lc", 0, 10, 1, 0, 1, label="DATE"),  # P 1, R 0.5, F1 2/3
]


def test_mean_curves_average_precision_recall_and_f1_over_runs() -> None:
    means = {(m.strategy, m.documents, m.label): m for m in mean_curves(POINTS)}
    assert means[("lc", 10, "ALL")].f1 == pytest.approx(0.85)
    assert means[("lc", 15, "ALL")].precision == pytest.approx(0.925)
    assert means[("lc", 15, "ALL")].runs == 2
    assert means[("lc", 10, "DATE")].recall == pytest.approx(0.5)
    assert means[("lc", 10, "DATE")].f1 == pytest.approx(2 / 3)


def test_documents_to_reach_is_the_first_point_at_or_above_the_target() -> None:
    means = mean_curves(POINTS)
    assert documents_to_reach(means, 0.85) == {"lc": 10, "random": 15}
    assert documents_to_reach(means, 0.9) == {"lc": 15, "random": None}
    assert documents_to_reach(means, 0.9, metric="recall") == {"lc": 15, "random": None}
    assert final_points(means)["random"].f1 == pytest.approx(0.85)
    with pytest.raises(ConfigError):
        documents_to_reach(means, 0.9, metric="accuracy")


def test_curves_are_written_as_csv_and_png(tmp_path: Path) -> None:
    means = mean_curves(POINTS)
    write_points_csv(POINTS, tmp_path / "points.csv")
    write_means_csv(means, tmp_path / "curves.csv")
    with (tmp_path / "curves.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    lc_15 = next(r for r in rows if r["strategy"] == "lc" and r["documents"] == "15" and r["label"] == "ALL")
    assert float(lc_15["f1"]) == pytest.approx(0.925)
    assert (tmp_path / "points.csv").read_text(encoding="utf-8").startswith("strategy,batch,run,iteration,documents")
    plot_overall(means, tmp_path / "overall.png")
    plot_per_type(means, tmp_path / "per_type.png")
    for name in ("overall.png", "per_type.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_strategies_sharing_a_run_get_the_curves_they_would_get_alone() -> None:
    together = simulate_run([Strategy("lc"), Strategy("random")], CORPUS, EVAL, SETTINGS, MODEL, run=0)
    alone = simulate_run(Strategy("random"), CORPUS, EVAL, SETTINGS, MODEL, run=0)
    assert [p for p in together.points if p.strategy == "random"] == list(alone.points)


def test_workers_deal_out_the_strategies_and_change_nothing() -> None:
    settings = SimulationSettings(batch=2, iterations=1, initial=4, runs=1, levels=("entity-strict",))
    strategies = [Strategy("random"), parse_strategy("lcub:0.6"), Strategy("lc")]
    serial = simulate(strategies, CORPUS, EVAL, settings, MODEL, workers=1)
    parallel = simulate(strategies, CORPUS, EVAL, settings, MODEL, workers=2)
    assert parallel.points == serial.points
    assert [p.strategy for p in overall(list(parallel.points))] == ["random"] * 2 + ["lcub:0.6"] * 2 + ["lc"] * 2


def test_a_whole_grid_is_plotted_with_each_setting_in_the_legend_below_the_panels(tmp_path: Path) -> None:
    from dataclasses import replace

    from phiscrub.active.plots import _line_style
    from phiscrub.active.strategies import paper_grid

    template = mean_curves(POINTS)
    specs = [str(strategy) for strategy in paper_grid()]
    grid = [replace(point, strategy=spec) for spec in specs for point in template if point.strategy == "lc"]
    plot_overall(grid, tmp_path / "grid.png")
    assert (tmp_path / "grid.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    styles = {(index % 10, _line_style(spec, index)) for index, spec in enumerate(sorted(specs))}
    assert len(styles) == len(specs)  # no two curves share a colour and a line style
    assert _line_style("random", 3) == ("--k",)
