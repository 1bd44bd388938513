"""`phiscrub convert`: read documents in one format and write them in another, streaming, offsets unchanged."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Annotated

import typer

from phiscrub.document import Document
from phiscrub.io.paths import check_output
from phiscrub.io.registry import FORMATS, guess_format, reader, writer
from phiscrub.labels import LABEL_MAPS


class _SpanCounter:
    """Passes documents through unchanged, counting their spans on the way."""

    def __init__(self) -> None:
        self.spans = 0

    def count(self, docs: Iterable[Document]) -> Iterator[Document]:
        """Yield `docs` unchanged."""
        for doc in docs:
            self.spans += len(doc.spans)
            yield doc


def _choice(valid: tuple[str, ...]) -> Callable[[str | None], str | None]:
    """Return an option callback accepting only the names in `valid` (typer has no Choice of plain strings)."""

    def check(value: str | None) -> str | None:
        if value is not None and value not in valid:
            raise typer.BadParameter(f"{value!r} is not one of: {', '.join(valid)}")
        return value

    return check


def convert(
    source: Annotated[Path, typer.Argument(help="File or folder to read.", exists=True)],
    target: Annotated[Path, typer.Argument(help="File or folder to write (folder formats: brat, i2b2, text).")],
    to_format: Annotated[
        str, typer.Option("--to", help=f"Output format: {', '.join(FORMATS)}.", callback=_choice(FORMATS))
    ],
    from_format: Annotated[
        str | None,
        typer.Option(
            "--from",
            help="Input format; guessed from the suffix or the folder's files when left out.",
            callback=_choice(FORMATS),
        ),
    ] = None,
    corpus: Annotated[
        str,
        typer.Option(
            "--label-map",
            "--corpus",
            help=f"Label map of the input's labels, made canonical through it: {', '.join(LABEL_MAPS)}.",
            callback=_choice(tuple(LABEL_MAPS)),
        ),
    ] = "canonical",
    corpus_labels: Annotated[
        bool,
        typer.Option(
            "--corpus-labels/--canonical-labels",
            help="Write each span's original corpus label where it has one, instead of its canonical label.",
        ),
    ] = False,
    encoding: Annotated[
        str | None,
        typer.Option("--encoding", help="Encoding of the input's text (default UTF-8; XML: its declaration)."),
    ] = None,
) -> None:
    """Convert documents and their PHI spans between formats (jsonl, brat, i2b2, i2b2-2006, ...)."""
    check_output(target, [source])
    input_format = from_format or guess_format(source)
    counter = _SpanCounter()
    documents = writer(to_format)(
        counter.count(reader(input_format)(source, corpus=corpus, encoding=encoding)), target, corpus_labels
    )
    typer.echo(
        f"converted {documents} documents with {counter.spans} spans from {input_format} to {to_format}: {target}",
        err=True,
    )


def register(app: typer.Typer) -> None:
    """Add the `convert` command to the application."""
    app.command("convert")(convert)
