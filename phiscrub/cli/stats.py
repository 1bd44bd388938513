"""`phiscrub stats`: how many notes, characters, tokens and gold spans (by label and category) a corpus holds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from phiscrub.corpus_stats import CorpusStats, corpus_stats
from phiscrub.errors import UnknownComponentError
from phiscrub.io.registry import FORMATS, guess_format, reader
from phiscrub.labels import LABEL_MAPS, PHI_TYPES

if TYPE_CHECKING:
    from rich.table import Table


def _tables(stats: CorpusStats, source: str) -> list[Table]:
    """Return the rich tables that show `stats`: the corpus's size, then its spans per label."""
    from rich.table import Table

    summary = Table(title="Corpus", caption=source, show_header=False)
    summary.add_column("measure")
    summary.add_column("value", justify="right")
    for name, value in (
        ("notes", stats.notes),
        ("characters", stats.characters),
        ("tokens", stats.tokens),
        ("spans", stats.spans),
        ("HIPAA spans", stats.hipaa_spans),
        ("notes without PHI", stats.notes_without_phi),
        ("overlapping spans", stats.overlapping_spans),
    ):
        summary.add_row(name, f"{value:,}")
    labels = Table(title="Spans per label")
    labels.add_column("category")
    labels.add_column("label")
    labels.add_column("spans", justify="right")
    labels.add_column("HIPAA", justify="center")
    for label, count in stats.spans_per_label.items():
        phi = PHI_TYPES.get(label)
        labels.add_row(phi.category if phi else "OTHER", label, f"{count:,}", "yes" if phi and phi.hipaa else "")
    categories = Table(title="Spans per category")
    categories.add_column("category")
    categories.add_column("spans", justify="right")
    for category, count in stats.spans_per_category.items():
        categories.add_row(category, f"{count:,}")
    return [summary, labels, categories]


def stats(
    corpus_path: Annotated[Path, typer.Argument(metavar="CORPUS", help="File or folder to describe.", exists=True)],
    fmt: Annotated[
        str | None,
        typer.Option("--format", help=f"Input format ({', '.join(FORMATS)}); guessed when left out."),
    ] = None,
    corpus: Annotated[
        str | None,
        typer.Option(
            "--label-map",
            "--corpus",
            help=f"Label map of the corpus's labels ({', '.join(LABEL_MAPS)}); the format's default when left out.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the statistics as JSON.")] = False,
    encoding: Annotated[
        str | None,
        typer.Option("--encoding", help="Encoding of the input's text (default UTF-8; XML: its declaration)."),
    ] = None,
) -> None:
    """Count notes, characters, tokens and spans per PHI label and category in a corpus (never prints its text)."""
    input_format = fmt or guess_format(corpus_path)
    read = reader(input_format)
    if corpus is not None and corpus not in LABEL_MAPS:
        raise UnknownComponentError("label map", corpus, sorted(LABEL_MAPS))
    docs = (
        read(corpus_path, encoding=encoding) if corpus is None else read(corpus_path, corpus=corpus, encoding=encoding)
    )
    result = corpus_stats(docs)
    if as_json:
        typer.echo(json.dumps({"corpus": str(corpus_path), "format": input_format, **result.to_dict()}, indent=2))
        return
    from rich.console import Console

    console = Console()
    for table in _tables(result, f"{corpus_path} ({input_format})"):
        console.print(table)


def register(app: typer.Typer) -> None:
    """Add the `stats` command to the application."""
    app.command("stats")(stats)
