"""`phiscrub evaluate GOLD PRED`: score predicted PHI against gold at every level, print or write the report."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated

import typer

from phiscrub.document import Document


def _read(path: Path, fmt: str | None, corpus: str, encoding: str | None = None) -> Iterator[Document]:
    from phiscrub.io.registry import guess_format, reader

    return reader(fmt or guess_format(path))(path, corpus, encoding=encoding)


def evaluate_command(
    gold: Annotated[Path, typer.Argument(exists=True, help="Gold corpus (file or folder).")],
    pred: Annotated[Path, typer.Argument(exists=True, help="Predicted corpus: the same notes with predicted spans.")],
    fmt: Annotated[
        str | None, typer.Option("--format", "-f", help="Format of both corpora (default: guessed per path).")
    ] = None,
    gold_corpus: Annotated[str, typer.Option("--gold-corpus", help="Label map of the gold labels.")] = "canonical",
    pred_corpus: Annotated[str, typer.Option("--pred-corpus", help="Label map of the predicted labels.")] = "canonical",
    labels: Annotated[str, typer.Option("--labels", help="Label set: full or hipaa.")] = "full",
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON to stdout, not tables.")] = False,
    html_path: Annotated[
        Path | None, typer.Option("--html", help="Also write an HTML report here (it contains PHI).")
    ] = None,
    compare: Annotated[
        Path | None, typer.Option("--compare", help="A second predicted corpus to test against PRED.")
    ] = None,
    per_category: Annotated[bool, typer.Option("--per-category", help="Also score by main category.")] = False,
    fixed_sensitivity: Annotated[
        bool, typer.Option("--operating-points", help="Report fixed-sensitivity operating points (span scores).")
    ] = False,
    n_shuffles: Annotated[int, typer.Option("--shuffles", min=1, help="Shuffles of the randomization test.")] = 9999,
    n_resamples: Annotated[int, typer.Option("--bootstrap", min=0, help="Bootstrap resamples (0: none).")] = 1000,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the randomization test and the bootstrap.")] = 0,
    encoding: Annotated[
        str | None,
        typer.Option("--encoding", help="Encoding of the input's text (default UTF-8; XML: its declaration)."),
    ] = None,
) -> None:
    """Score PRED against GOLD: entity (strict, relaxed), token and binary levels; leaks; significance."""
    from rich.console import Console

    from phiscrub.evaluate.metrics import evaluate, label_filter, operating_points
    from phiscrub.evaluate.report import build_report, missed_contexts, print_report, report_to_dict, write_html
    from phiscrub.io.paths import check_output

    label_filter(labels)
    if html_path is not None:
        check_output(html_path, [gold, pred, compare], "HTML report")
    result = evaluate(
        _read(gold, fmt, gold_corpus, encoding), _read(pred, fmt, pred_corpus, encoding), labels, per_category
    )
    result_b = None
    if compare is not None:
        result_b = evaluate(
            _read(gold, fmt, gold_corpus, encoding), _read(compare, fmt, pred_corpus, encoding), labels, per_category
        )
    points = (
        operating_points(
            _read(gold, fmt, gold_corpus, encoding), _read(pred, fmt, pred_corpus, encoding), labels=labels
        )
        if fixed_sensitivity
        else ()
    )
    report = build_report(
        result,
        result_b,
        n_resamples=n_resamples,
        n_shuffles=n_shuffles,
        seed=seed,
        operating_points=points,
        names=(str(gold), str(pred), str(compare or "")),
    )
    if as_json:
        typer.echo(json.dumps(report_to_dict(report), indent=2))
    else:
        console = Console()
        # piped output has no terminal width to follow: wide enough for the tables not to fold
        print_report(report, console if console.is_terminal else Console(width=130))
    if html_path is not None:
        contexts = missed_contexts(_read(gold, fmt, gold_corpus, encoding), result.missed)
        write_html(report, contexts, html_path)
        typer.echo(f"HTML report written to {html_path}; it contains PHI: store it as PHI.", err=True)


def register(app: typer.Typer) -> None:
    """Add the `evaluate` command to the phiscrub application."""
    app.command("evaluate")(evaluate_command)
