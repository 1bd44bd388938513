"""`phiscrub tag IN -o OUT`: find PHI with a trained hybrid model and write the notes with the predicted spans."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Final

import typer

from phiscrub.cli.options import (
    AllowListOption,
    DenyListOption,
    EngineOption,
    FastOption,
    IdColumnOption,
    KnownFieldsOption,
    OThreshold,
    PatientColumnOption,
    TextColumnOption,
    TransformerModelOption,
    parse_known_fields,
    reader_options,
)
from phiscrub.document import Document
from phiscrub.errors import ConfigError

if TYPE_CHECKING:
    from phiscrub.pipeline import Pipeline

logger = logging.getLogger(__name__)

PROGRESS_EVERY: Final = 100
"""How many documents between two progress lines (with --verbose); they show counts only, never text."""

LABEL_CHOICES: Final = ("canonical", "corpus")


def _load_model(
    model: Path | None,
    lang: str | None,
    policy: str | None,
    o_threshold: float | None = None,
    engine: str = "hybrid",
    transformer_model: Path | None = None,
) -> Pipeline:
    """Return the pipeline of `engine` with these models, in the language they (or `lang`) name."""
    from phiscrub.deidentifier import engine_pipeline, resolve_language

    if model is None and transformer_model is None and lang is None:
        raise ConfigError("pass --model MODEL_DIR or --lang en|es (the model shipped for that language)")
    run_lang = resolve_language(lang, model, transformer_model)
    pipeline = engine_pipeline(engine, run_lang, transformer_model, model, policy=policy, o_threshold=o_threshold)
    if lang is not None and lang != pipeline.lang:
        raise ConfigError(
            f"--lang {lang} does not match the model's language {pipeline.lang!r} ({model or transformer_model})"
        )
    return pipeline


def _with_corpus_labels(docs: Iterable[Document], pipeline: Pipeline) -> Iterator[Document]:
    for doc in docs:
        yield doc.with_spans(replace(span, corpus_label=pipeline.corpus_label_for(span.label)) for span in doc.spans)


def _counted(docs: Iterable[Document], counter: list[int]) -> Iterator[Document]:
    for doc in docs:
        counter[0] += 1
        if counter[0] % PROGRESS_EVERY == 0:
            logger.info("tagged %d documents", counter[0])
        yield doc


def tag_command(
    input_path: Annotated[Path, typer.Argument(exists=True, help="Notes to tag (file or folder).", metavar="IN")],
    output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the tagged notes.")],
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="Input format (default: guessed).")] = None,
    out_fmt: Annotated[
        str | None, typer.Option("--out-format", help="Output format (default: from OUT's suffix, else jsonl).")
    ] = None,
    model: Annotated[
        Path | None,
        typer.Option("--model", "-m", help="A trained model folder (of --engine transformer: the transformer)."),
    ] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help="Use the model shipped for this language (en or es).")
    ] = None,
    engine: EngineOption = "hybrid",
    transformer_model: TransformerModelOption = None,
    fast: FastOption = False,
    policy: Annotated[str | None, typer.Option("--policy", help="i2b2 or safe-harbor (default: the model's).")] = None,
    labels: Annotated[
        str, typer.Option("--labels", help="canonical, or corpus: the labels of the corpus the model learned.")
    ] = "canonical",
    o_threshold: OThreshold = None,
    batch_size: Annotated[int, typer.Option("--batch-size", min=1, help="Documents per worker batch.")] = 32,
    jobs: Annotated[
        int, typer.Option("--workers", "--jobs", "-j", min=1, help="Worker processes (as deid --workers).")
    ] = 1,
    encoding: Annotated[
        str | None,
        typer.Option("--encoding", help="Encoding of the input's text (default UTF-8; XML: its declaration)."),
    ] = None,
    deny_list: DenyListOption = None,
    allow_list: AllowListOption = None,
    known_fields: KnownFieldsOption = None,
    text_column: TextColumnOption = "text",
    id_column: IdColumnOption = "id",
    patient_column: PatientColumnOption = None,
) -> None:
    """Tag the PHI in IN with a model and write the notes, spans replaced by the predictions, to OUT."""
    from phiscrub.errors import UnknownComponentError
    from phiscrub.io.paths import check_output
    from phiscrub.io.registry import guess_format, reader, writer

    if labels not in LABEL_CHOICES:
        raise UnknownComponentError("label choice", labels, LABEL_CHOICES)
    check_output(output, [input_path])
    from phiscrub.deidentifier import UserLists, with_fast_model

    model = with_fast_model(model, fast, lang, engine)
    known = parse_known_fields(known_fields)
    pipeline = UserLists(deny_list, allow_list, known).applied_to(
        _load_model(model, lang, policy, o_threshold, engine, transformer_model)
    )
    in_fmt = fmt or guess_format(input_path)
    columns = reader_options(in_fmt, text_column, id_column, patient_column, known)
    read = reader(in_fmt)
    write = writer(out_fmt or (guess_format(output) if output.suffix else "jsonl"))
    # input spans are replaced, but reading them through the model's label map keeps gold labels from warning
    docs = read(input_path, pipeline.corpus, encoding=encoding, **columns)
    tagged: Iterable[Document] = pipeline.pipe(docs, batch_size=batch_size, n_process=jobs)
    if labels == "corpus":
        tagged = _with_corpus_labels(tagged, pipeline)
    counter = [0]
    written = write(_counted(tagged, counter), output, corpus_labels=labels == "corpus")
    typer.echo(f"tagged {written} documents (lang {pipeline.lang}, policy {pipeline.policy}) -> {output}", err=True)


def register(app: typer.Typer) -> None:
    """Add `phiscrub tag` to the app."""
    app.command("tag")(tag_command)
