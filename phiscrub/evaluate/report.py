"""Evaluation reports: a terminal table, a JSON document for machines and a self-contained HTML file.

The terminal and JSON reports hold figures, labels and offsets only. The HTML report also lists every missed PHI
mention with ±40 characters of its note around it, so it is PHI itself and says so at the top.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.table import Table

from phiscrub.document import Document
from phiscrub.errors import ConfigError
from phiscrub.evaluate.metrics import (
    LEVELS,
    TYPED_LEVELS,
    Counts,
    EvaluationResult,
    MissedPhi,
    OperatingPoint,
)
from phiscrub.evaluate.significance import (
    BootstrapInterval,
    RandomizationResult,
    ZTestResult,
    bootstrap_intervals,
    compare_proportions,
    randomization_test,
)
from phiscrub.io.atomic import atomic_write

CONTEXT_CHARS: Final = 40
"""Characters of note text shown on each side of a missed PHI mention in the HTML report."""

PHI_WARNING: Final = (
    "This report contains PHI: it quotes the note text around every missed identifier. "
    "Store, share and delete it as PHI, under the same controls as the notes themselves."
)


@dataclass(frozen=True, slots=True)
class Report:
    """Everything one `phiscrub evaluate` run reports."""

    result: EvaluationResult
    intervals: tuple[BootstrapInterval, ...] = ()
    result_b: EvaluationResult | None = None
    """System B, when two systems are compared."""
    comparisons: tuple[RandomizationResult, ...] = ()
    proportion_tests: Mapping[str, ZTestResult] | None = None
    """Name of the proportion ("binary-token recall") -> z-test between A and B."""
    operating_points: tuple[OperatingPoint, ...] = ()
    gold_name: str = "gold"
    pred_name: str = "predicted"
    pred_b_name: str = "predicted B"


def build_report(
    result: EvaluationResult,
    result_b: EvaluationResult | None = None,
    *,
    n_resamples: int = 1000,
    n_shuffles: int = 9999,
    seed: int = 0,
    operating_points: tuple[OperatingPoint, ...] = (),
    names: tuple[str, str, str] = ("gold", "predicted", "predicted B"),
) -> Report:
    """Return the report of `result`: bootstrap intervals at every level and, with `result_b`, the paired tests.

    Args:
        result: System A (or the one system) evaluated.
        result_b: System B evaluated on the same gold corpus, to compare with A.
        n_resamples: Bootstrap resamples per level (0: no intervals).
        n_shuffles: Shuffles of each randomization test (one per level, on micro F1).
        seed: Seed of the bootstrap and the randomization tests.
        operating_points: Fixed-sensitivity operating points to show.
        names: How to call the gold corpus, system A and system B (e.g. their paths).
    """
    intervals: tuple[BootstrapInterval, ...] = ()
    if n_resamples and result.notes:
        intervals = tuple(
            interval
            for level in LEVELS
            for interval in bootstrap_intervals(result, level, n_resamples=n_resamples, seed=seed)
        )
    comparisons: tuple[RandomizationResult, ...] = ()
    proportions: dict[str, ZTestResult] | None = None
    if result_b is not None:
        comparisons = tuple(
            randomization_test(result, result_b, level, n_shuffles=n_shuffles, seed=seed) for level in LEVELS
        )
        proportions = {
            f"{level} recall": compare_proportions(result, result_b, level, "recall")
            for level in ("entity-strict", "binary-token")
            if result.micro[level].n_gold
        }
    return Report(result, intervals, result_b, comparisons, proportions, operating_points, *names)


@dataclass(frozen=True, slots=True)
class MissedContext:
    """A missed PHI mention with the note text around it (PHI: for the HTML report only)."""

    missed: MissedPhi
    before: str
    phi: str
    after: str


def _percent(value: float) -> str:
    return f"{100 * value:.2f}"


def _interval_text(intervals: Mapping[tuple[str, str], BootstrapInterval], level: str, metric: str) -> str:
    interval = intervals.get((level, metric))
    return "" if interval is None else f"{100 * interval.low:.1f}–{100 * interval.high:.1f}"


def _intervals_by_key(report: Report) -> dict[tuple[str, str], BootstrapInterval]:
    return {(interval.level, interval.metric): interval for interval in report.intervals}


# ---------------------------------------------------------------------------------------------------------------
# JSON
# ---------------------------------------------------------------------------------------------------------------


def report_to_dict(report: Report) -> dict[str, Any]:
    """Return the report as a JSON-ready dict: figures, labels and offsets, never note text."""
    data: dict[str, Any] = {
        "gold": report.gold_name,
        "predicted": report.pred_name,
        **report.result.to_dict(),
        "bootstrap_intervals": [interval.to_dict() for interval in report.intervals],
        "missed": [
            {
                "doc_id": m.doc_id,
                "start": m.start,
                "end": m.end,
                "label": m.label,
                "missed_tokens": m.missed_tokens,
                "tokens": m.tokens,
            }
            for m in report.result.missed
        ],
    }
    if report.operating_points:
        data["operating_points"] = [point.to_dict() for point in report.operating_points]
    if report.result_b is not None:
        data["compare"] = {
            "predicted_b": report.pred_b_name,
            "b": report.result_b.to_dict(),
            "randomization_tests": [test.to_dict() for test in report.comparisons],
            "proportion_tests": {name: test.to_dict() for name, test in (report.proportion_tests or {}).items()},
        }
    return data


# ---------------------------------------------------------------------------------------------------------------
# Terminal
# ---------------------------------------------------------------------------------------------------------------


def levels_table(report: Report) -> Table:
    """Return the table of levels × recall, precision, F1 (recall first: missed PHI is the costly error)."""
    intervals = _intervals_by_key(report)
    result = report.result
    table = Table(title=f"{result.label_set} label set: {result.n_notes} notes, {result.n_tokens} tokens")
    table.add_column("Level", no_wrap=True)
    for name in ("Recall", "Precision", "F1", "TP", "FP", "FN"):
        table.add_column(name, justify="right")
    if intervals:
        table.add_column("R 95% CI", justify="right", no_wrap=True)
        table.add_column("P 95% CI", justify="right", no_wrap=True)
    rows: list[tuple[str, Counts]] = [(level, result.micro[level]) for level in LEVELS]
    if result.micro_by_category is not None:
        rows += [(f"{level} (category)", counts) for level, counts in result.micro_by_category.items()]
    for level, counts in rows:
        cells = [level, _percent(counts.recall), _percent(counts.precision), _percent(counts.f1)]
        cells += [str(counts.tp), str(counts.fp), str(counts.fn)]
        if intervals:
            cells += [_interval_text(intervals, level, "recall"), _interval_text(intervals, level, "precision")]
        table.add_row(*cells)
    return table


def per_label_table(by_label: Mapping[str, Mapping[str, Counts]], title: str) -> Table:
    """Return the per-type (or per-category) table: gold count, then R/P/F1 at the strict entity and token levels."""
    table = Table(title=title)
    table.add_column("Type", no_wrap=True)
    for name in ("Gold", "Strict R", "Strict P", "Strict F1", "Relaxed F1", "Token R", "Token P", "Token F1"):
        table.add_column(name, justify="right")
    labels = sorted(set().union(*(by_label.get(level, {}) for level in TYPED_LEVELS)))
    for label in labels:
        strict = by_label["entity-strict"].get(label, Counts())
        relaxed = by_label["entity-relaxed"].get(label, Counts())
        token = by_label["token"].get(label, Counts())
        table.add_row(
            label,
            str(strict.n_gold),
            _percent(strict.recall),
            _percent(strict.precision),
            _percent(strict.f1),
            _percent(relaxed.f1),
            _percent(token.recall),
            _percent(token.precision),
            _percent(token.f1),
        )
    return table


def leak_lines(result: EvaluationResult) -> list[str]:
    """Return the summary lines on missed PHI: FN and FP per 1000 tokens, and the note-level leak rate."""
    binary = result.micro["binary-token"]
    return [
        f"Missed PHI tokens (FN) per 1000 tokens: {result.fn_per_1000_tokens:.2f} ({binary.fn} of {result.n_tokens})",
        f"False alarms (FP) per 1000 tokens: {result.fp_per_1000_tokens:.2f} ({binary.fp})",
        f"Notes leaking at least one PHI token: {result.n_leaked_notes} of {result.n_notes} "
        f"({_percent(result.leak_rate)}%)",
    ]


def operating_points_table(points: Sequence[OperatingPoint]) -> Table:
    """Return the fixed-sensitivity table of Johnson et al. 2020 Table 5 (binary token level)."""
    table = Table(title="Fixed-sensitivity operating points (binary token level)")
    for name in ("Required sensitivity", "Threshold", "Sensitivity", "PPV", "F1", "FN/1000", "FP/1000"):
        table.add_column(name, justify="right")
    for point in points:
        table.add_row(
            _percent(point.required_sensitivity),
            f"{point.threshold:.4f}",
            _percent(point.counts.recall),
            _percent(point.counts.precision),
            _percent(point.counts.f1),
            f"{point.fn_per_1000_tokens:.2f}",
            f"{point.fp_per_1000_tokens:.2f}",
        )
    return table


def comparison_table(report: Report) -> Table:
    """Return the table of randomization tests between A and B, one row per level."""
    table = Table(title=f"A = {report.pred_name}  vs  B = {report.pred_b_name}: approximate randomization test")
    for name in ("Level", "Metric", "A", "B", "A − B", "p", "Significant"):
        table.add_column(name, justify="left" if name in {"Level", "Metric"} else "right")
    for test in report.comparisons:
        table.add_row(
            test.level,
            test.metric,
            _percent(test.value_a),
            _percent(test.value_b),
            f"{100 * test.difference:+.2f}",
            f"{test.p_value:.4f}",
            f"{'yes' if test.significant else 'no'} (α={test.alpha})",
        )
    return table


def print_report(report: Report, console: Console) -> None:
    """Print the report's tables to a terminal."""
    result = report.result
    console.print(levels_table(report))
    console.print(per_label_table(result.by_label, "Per type"))
    if result.by_category is not None:
        console.print(per_label_table(result.by_category, "Per main category"))
    for line in leak_lines(result):
        console.print(line)
    if report.operating_points:
        console.print(operating_points_table(report.operating_points))
    if report.result_b is not None:
        console.print(comparison_table(report))
        for name, test in (report.proportion_tests or {}).items():
            console.print(
                f"z-test of two proportions, {name}: A {_percent(test.p1)} vs B {_percent(test.p2)}, "
                f"z = {test.z:.3f}, p = {test.p_value:.4g}"
            )


# ---------------------------------------------------------------------------------------------------------------
# HTML
# ---------------------------------------------------------------------------------------------------------------


def missed_contexts(
    gold_docs: Iterable[Document], missed: Sequence[MissedPhi], width: int = CONTEXT_CHARS
) -> list[MissedContext]:
    """Return each missed mention with `width` characters of its note on both sides, reading `gold_docs` once."""
    by_doc: dict[str, list[MissedPhi]] = {}
    for item in missed:
        by_doc.setdefault(item.doc_id, []).append(item)
    contexts: dict[str, list[MissedContext]] = {}
    for doc in gold_docs:
        if doc.id in by_doc:
            text = doc.text
            contexts[doc.id] = [
                MissedContext(
                    m, text[max(0, m.start - width) : m.start], text[m.start : m.end], text[m.end : m.end + width]
                )
                for m in by_doc[doc.id]
            ]
    return [context for doc_id in by_doc for context in contexts.get(doc_id, [])]


def per_type_chart_png(by_label: Mapping[str, Mapping[str, Counts]]) -> bytes:
    """Return a PNG bar chart of recall, precision and F1 per type at the strict entity level."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415 - optional extra
        from matplotlib.figure import Figure  # noqa: PLC0415
    except ImportError as err:
        raise ConfigError("the HTML report's chart needs matplotlib: pip install 'phiscrub[report]'") from err

    strict = by_label["entity-strict"]
    labels = sorted(strict)
    figure = Figure(figsize=(max(6.0, 0.6 * len(labels) + 2), 4), dpi=100)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    width = 0.27
    for offset, (name, values) in enumerate(
        [
            ("Recall", [strict[label].recall for label in labels]),
            ("Precision", [strict[label].precision for label in labels]),
            ("F1", [strict[label].f1 for label in labels]),
        ]
    ):
        axes.bar([i + (offset - 1) * width for i in range(len(labels))], [100 * v for v in values], width, label=name)
    axes.set_xticks(range(len(labels)), labels, rotation=45, ha="right", fontsize=8)
    axes.set_ylim(0, 100)
    axes.set_ylabel("%")
    axes.set_title("Entity level (strict) per type")
    axes.legend(fontsize=8)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def _html_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _levels_html(report: Report) -> str:
    intervals = _intervals_by_key(report)
    rows = []
    for level in LEVELS:
        counts = report.result.micro[level]
        rows.append(
            [
                level,
                _percent(counts.recall),
                _percent(counts.precision),
                _percent(counts.f1),
                str(counts.tp),
                str(counts.fp),
                str(counts.fn),
                html.escape(_interval_text(intervals, level, "recall")),
                html.escape(_interval_text(intervals, level, "precision")),
            ]
        )
    headers = ["Level", "Recall", "Precision", "F1", "TP", "FP", "FN", "Recall 95% CI", "Precision 95% CI"]
    return _html_table(headers, rows)


def _per_label_html(by_label: Mapping[str, Mapping[str, Counts]]) -> str:
    labels = sorted(set().union(*(by_label.get(level, {}) for level in TYPED_LEVELS)))
    rows = []
    for label in labels:
        strict = by_label["entity-strict"].get(label, Counts())
        token = by_label["token"].get(label, Counts())
        rows.append(
            [
                html.escape(label),
                str(strict.n_gold),
                _percent(strict.recall),
                _percent(strict.precision),
                _percent(strict.f1),
                _percent(token.recall),
                _percent(token.precision),
                _percent(token.f1),
            ]
        )
    return _html_table(["Type", "Gold", "Strict R", "Strict P", "Strict F1", "Token R", "Token P", "Token F1"], rows)


def _missed_html(contexts: Sequence[MissedContext]) -> str:
    rows = [
        [
            html.escape(c.missed.doc_id),
            f"{c.missed.start}–{c.missed.end}",
            html.escape(c.missed.label),
            f"{c.missed.missed_tokens}/{c.missed.tokens}",
            f'<span class="ctx">{html.escape(c.before)}<mark>{html.escape(c.phi)}</mark>{html.escape(c.after)}</span>',
        ]
        for c in contexts
    ]
    return _html_table(["Document", "Offsets", "Type", "Tokens missed", "Context"], rows)


_STYLE: Final = """
body { font-family: system-ui, sans-serif; margin: 2em; max-width: 75em; }
.phi-warning { background: #b00020; color: white; font-size: 1.3em; font-weight: bold;
  padding: 1em; border-radius: 6px; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
td .ctx { font-family: monospace; white-space: pre-wrap; text-align: left; display: block; }
mark { background: #ffd54f; font-weight: bold; }
"""


def render_html(report: Report, contexts: Sequence[MissedContext]) -> str:
    """Return the self-contained HTML report (chart embedded as a base64 PNG); it quotes note text, so it is PHI."""
    result = report.result
    chart = base64.b64encode(per_type_chart_png(result.by_label)).decode("ascii")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8"><title>phiscrub evaluation report (contains PHI)</title>',
        f"<style>{_STYLE}</style></head><body>",
        f'<p class="phi-warning" role="alert">{html.escape(PHI_WARNING)}</p>',
        "<h1>phiscrub evaluation</h1>",
        f"<p>Gold: {html.escape(report.gold_name)}<br>Predicted: {html.escape(report.pred_name)}<br>"
        f"Label set: {html.escape(result.label_set)}; {result.n_notes} notes, {result.n_tokens} tokens.</p>",
        "<h2>Levels</h2>",
        _levels_html(report),
        "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in leak_lines(result)) + "</ul>",
        "<h2>Per type</h2>",
        f'<img alt="Recall, precision and F1 per type" src="data:image/png;base64,{chart}">',
        _per_label_html(result.by_label),
    ]
    if result.by_category is not None:
        parts += ["<h2>Per main category</h2>", _per_label_html(result.by_category)]
    if report.result_b is not None:
        rows = [
            [
                t.level,
                t.metric,
                _percent(t.value_a),
                _percent(t.value_b),
                f"{100 * t.difference:+.2f}",
                f"{t.p_value:.4f}",
                "yes" if t.significant else "no",
            ]
            for t in report.comparisons
        ]
        parts += [
            f"<h2>A = {html.escape(report.pred_name)} vs B = {html.escape(report.pred_b_name)}</h2>",
            _html_table(["Level", "Metric", "A", "B", "A − B", "p", "Significant"], rows),
        ]
    parts += [f"<h2>Missed PHI ({len(contexts)})</h2>", _missed_html(contexts), "</body></html>"]
    return "\n".join(parts)


def write_html(report: Report, contexts: Sequence[MissedContext], path: Path) -> None:
    """Write the HTML report to `path` atomically."""
    with atomic_write(path) as handle:
        handle.write(render_html(report, contexts))
