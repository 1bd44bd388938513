"""PNG learning curves of a simulation (matplotlib, the `report` extra): overall P, R, F1 and F1 per PHI type."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from phiscrub.active.simulate import OVERALL, MeanPoint
from phiscrub.active.strategies import parse_strategy
from phiscrub.errors import ConfigError
from phiscrub.io.atomic import atomic_write

METRICS = ("precision", "recall", "f1")


def _figure(width: float, height: float) -> Any:
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as err:
        raise ConfigError("learning-curve plots need matplotlib: pip install 'phiscrub[report]'") from err
    figure = Figure(figsize=(width, height), dpi=100)
    FigureCanvasAgg(figure)  # a canvas of its own: no pyplot, no global figure state
    return figure


_LEGEND_INSIDE: Final = 6
"""Up to this many curves the legend sits inside the F1 panel; more (a parameter grid) get it below the figure."""
_LEGEND_COLUMNS: Final = 6
_LINE_STYLES: Final = ("-", "-.", ":")
_COLOURS: Final = 10
"""Matplotlib's default colour cycle has 10 colours: past them, the line style changes so no two curves look alike."""


def _line_style(spec: str, index: int) -> tuple[str, ...]:
    """Return the line style (and for random, the colour) of the `index`-th curve: random dashed black."""
    if spec == "random":
        return ("--k",)
    return (_LINE_STYLES[(index // _COLOURS) % len(_LINE_STYLES)],)


def _integer_ticks(axis: Any) -> None:
    from matplotlib.ticker import MaxNLocator

    axis.xaxis.set_major_locator(MaxNLocator(integer=True))  # documents are whole


def _curves(
    means: Iterable[MeanPoint], level: str, label: str | None, batch: int | None
) -> dict[str, dict[str, list[MeanPoint]]]:
    """Return label -> strategy -> points by documents, of one level (and batch, and label, when given)."""
    curves: dict[str, dict[str, list[MeanPoint]]] = defaultdict(lambda: defaultdict(list))
    for point in means:
        if point.level != level or (batch is not None and point.batch != batch):
            continue
        if label is not None and point.label != label:
            continue
        curves[point.label][point.strategy].append(point)
    for by_strategy in curves.values():
        for points in by_strategy.values():
            points.sort(key=lambda p: p.documents)
    return curves


def _title(spec: str) -> str:
    return parse_strategy(spec).title


def _save(figure: Any, path: Path) -> None:
    with atomic_write(path, "wb", encoding=None) as handle:
        figure.savefig(handle, format="png")


def plot_overall(
    means: Sequence[MeanPoint], path: Path, level: str = "entity-strict", batch: int | None = None, title: str = ""
) -> None:
    """Write a PNG of overall precision, recall and F1 against training documents, one line per strategy."""
    by_strategy = _curves(means, level, OVERALL, batch).get(OVERALL, {})
    if not by_strategy:
        raise ConfigError(f"no overall curve at level {level!r} to plot")
    legend_rows = math.ceil(len(by_strategy) / _LEGEND_COLUMNS) if len(by_strategy) > _LEGEND_INSIDE else 0
    figure = _figure(15.0, 4.6 + 0.22 * legend_rows)
    axes = figure.subplots(1, 3, sharey=True)
    for axis, metric in zip(axes, METRICS, strict=True):
        for index, (spec, points) in enumerate(sorted(by_strategy.items())):
            axis.plot(
                [p.documents for p in points],
                [getattr(p, metric) for p in points],
                *_line_style(spec, index),
                marker=".",
                label=_title(spec),
            )
        axis.set_title(metric if metric != "f1" else "F1")
        axis.set_xlabel("training documents")
        _integer_ticks(axis)
        axis.grid(True, alpha=0.3)
    axes[0].set_ylabel(f"{level} (mean of runs)")
    if title:
        figure.suptitle(title)
    if legend_rows:  # a whole grid: the legend below the panels, where it hides no curve
        handles, names = axes[0].get_legend_handles_labels()
        figure.legend(handles, names, loc="lower center", ncol=_LEGEND_COLUMNS, fontsize="small")
        figure.tight_layout(rect=(0, 0.22 * legend_rows / figure.get_figheight() + 0.02, 1, 1))
    else:
        axes[-1].legend(fontsize="small", loc="lower right")
        figure.tight_layout()
    _save(figure, path)


def plot_per_type(
    means: Sequence[MeanPoint],
    path: Path,
    level: str = "entity-strict",
    metric: str = "f1",
    batch: int | None = None,
    title: str = "",
) -> None:
    """Write a PNG with one panel per PHI type: `metric` against training documents, one line per strategy."""
    curves = _curves(means, level, None, batch)
    labels = sorted(label for label in curves if label != OVERALL)
    if not labels:
        raise ConfigError(f"no per-type curve at level {level!r} to plot")
    columns = min(4, len(labels))
    rows = math.ceil(len(labels) / columns)
    figure = _figure(4.0 * columns, 3.0 * rows + 0.6)
    axes = figure.subplots(rows, columns, sharex=True, sharey=True, squeeze=False)
    for index, label in enumerate(labels):
        axis = axes[index // columns][index % columns]
        for spec, points in sorted(curves[label].items()):
            style = "--" if spec == "random" else "-"
            axis.plot([p.documents for p in points], [getattr(p, metric) for p in points], style, label=_title(spec))
        axis.set_title(label, fontsize="medium")
        _integer_ticks(axis)
        axis.grid(True, alpha=0.3)
    for index in range(len(labels), rows * columns):
        axes[index // columns][index % columns].set_visible(False)
    handles, names = axes[0][0].get_legend_handles_labels()
    figure.legend(handles, names, loc="lower center", ncol=min(6, len(names)), fontsize="small")
    figure.suptitle(title or f"{metric} per PHI type ({level}, mean of runs)")
    figure.supxlabel("training documents", y=0.035, fontsize="small")
    figure.tight_layout(rect=(0, 0.06, 1, 0.97))
    _save(figure, path)
