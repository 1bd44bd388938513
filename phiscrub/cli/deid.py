"""`phiscrub deid IN -o OUT`: de-identify a folder or file of notes, resumably, with progress and an audit file."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any, Final

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

_SUFFIX_FORMATS: Final = {".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".parquet": "parquet"}


def _format_of_output(output: Path, input_format: str) -> str:
    """Return the format OUT's suffix names (a file), else the input's: `-o out.csv` writes CSV, not JSONL."""
    return _SUFFIX_FORMATS.get(output.suffix.lower(), input_format)


def deid_command(
    input_path: Annotated[
        Path, typer.Argument(exists=True, help="Notes: a folder of .txt files or a corpus file.", metavar="IN")
    ],
    output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the de-identified notes.")],
    replace: Annotated[str, typer.Option("--replace", "-r", help="tag, mask, redact or surrogate.")] = "tag",
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="Input format (default: guessed).")] = None,
    out_fmt: Annotated[
        str | None,
        typer.Option("--out-format", help="Output format (default: from OUT's suffix, e.g. .csv, else the input's)."),
    ] = None,
    model: Annotated[
        Path | None,
        typer.Option("--model", "-m", help="A trained model folder (of --engine transformer: the transformer)."),
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option("--lang", help="Language of the shipped model and surrogates: en or es (default: the model's)."),
    ] = None,
    policy: Annotated[str | None, typer.Option("--policy", help="i2b2 or safe-harbor (default: the model's).")] = None,
    o_threshold: OThreshold = None,
    rules_only: Annotated[
        bool, typer.Option("--rules-only", help="Tag with the rule tagger alone (no model).")
    ] = False,
    engine: EngineOption = "hybrid",
    transformer_model: TransformerModelOption = None,
    fast: FastOption = False,
    key_file: Annotated[Path | None, typer.Option("--key-file", help="Secret key file (else $PHISCRUB_KEY).")] = None,
    random_key: Annotated[
        bool, typer.Option("--random-key", help="Use a one-off random key: surrogates consistent within this run only.")
    ] = False,
    date_mode: Annotated[
        str, typer.Option("--date-mode", help="Surrogate dates: shift, year-only or remove.")
    ] = "shift",
    tag_level: Annotated[
        str, typer.Option("--tag-level", help="Tags: category ([NAME]) or subtype ([DOCTOR]).")
    ] = "category",
    numbering: Annotated[
        str, typer.Option("--numbering", help="Tags: none, note, or keyed (stable per patient across runs).")
    ] = "none",
    patient_field: Annotated[
        str, typer.Option("--patient-field", help="Metadata field holding the patient id.")
    ] = "patient_id",
    patient_pattern: Annotated[
        str | None, typer.Option("--patient-pattern", help="Regex over the document id; group 1 is the patient id.")
    ] = None,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Worker processes.")] = 1,
    chunk_size: Annotated[
        int | None,
        typer.Option(
            "--chunk-size",
            min=1,
            help="Notes per resumable chunk (default: chosen from the input's size and --workers).",
        ),
    ] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Finish an interrupted run with the same options.")] = False,
    audit: Annotated[Path | None, typer.Option("--audit", help="Audit file (default: OUT.audit.jsonl).")] = None,
    progress: Annotated[bool, typer.Option("--progress/--no-progress", help="Show a progress bar.")] = True,
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
    """De-identify IN into OUT (same layout): find PHI, replace it, and write an audit file without text or PHI."""
    import hashlib
    import hmac

    from rich.console import Console

    from phiscrub.batch import (
        ChunkedRun,
        count_documents,
        default_chunk_size,
        nothing_to_resume,
        remove_work_folder,
        run_signature,
        work_folder,
        write_run,
    )
    from phiscrub.deidentifier import (
        SURROGATE_LOCALES,
        Deidentifier,
        PatientIds,
        UserLists,
        check_engine,
        resolve_language,
        with_fast_model,
    )
    from phiscrub.errors import ConfigError
    from phiscrub.io.paths import check_key_apart, check_output
    from phiscrub.io.registry import guess_format, reader, writer
    from phiscrub.replace.keys import load_key
    from phiscrub.replace.keys import random_key as make_random_key

    model = with_fast_model(model, fast, lang, engine, rules_only)
    check_engine(engine, model, transformer_model, rules_only)
    lang = resolve_language(lang, model, transformer_model)
    in_fmt = fmt or guess_format(input_path)
    known = parse_known_fields(known_fields)
    columns = reader_options(in_fmt, text_column, id_column, patient_column, known)
    user_lists = UserLists(deny_list, allow_list, known)
    out_format = out_fmt or _format_of_output(output, in_fmt)
    audit_path = audit or output.with_name(output.name + ".audit.jsonl")
    check_output(output, [input_path])
    check_output(work_folder(output), [input_path], "work folder")
    total = count_documents(input_path, in_fmt)
    chunk_size = chunk_size or default_chunk_size(total, workers)
    check_output(audit_path, [input_path], "audit file")
    if key_file is not None:  # even when no key is needed: a key among the notes would be read as a note
        check_key_apart(key_file, [input_path], [output, audit_path])
    params: dict[str, Any] = {}
    options: dict[str, Any] = {
        "replace": replace,
        "model": str(model),
        "lang": lang,
        "policy": policy,
        "o_threshold": o_threshold,
        "rules_only": rules_only,
        "engine": engine,
        "transformer_model": str(transformer_model),
        "date_mode": date_mode,
        "tag_level": tag_level,
        "numbering": numbering,
        "patient_field": patient_field,
        "patient_pattern": patient_pattern,
        "chunk_size": chunk_size,
        "format": in_fmt,
        "encoding": encoding,
        "columns": columns,
        "user_lists": user_lists.fingerprint(),
    }
    needs_key = replace == "surrogate" or (replace == "tag" and numbering == "keyed")
    if needs_key:
        if random_key:
            key = make_random_key()
            if resume:
                raise ConfigError(
                    "--resume needs the key of the first run: use --key-file or PHISCRUB_KEY, not --random-key"
                )
        else:
            key = load_key(key_file)
        params["key"] = key
        # a keyed fingerprint (not the key) so that --resume refuses to mix surrogates made with two keys
        options["key_check"] = hmac.new(key, b"phiscrub run check", hashlib.sha256).hexdigest()[:16]
    if replace == "surrogate":
        params |= {"date_mode": date_mode, "locale": SURROGATE_LOCALES.get(lang, "en_US")}
    elif replace == "tag":
        params |= {"level": tag_level, "numbering": numbering}
    recipe = Deidentifier(
        replace=replace,
        model=model,
        lang=lang,
        policy=policy,
        o_threshold=o_threshold,
        rules_only=rules_only,
        engine=engine,
        transformer_model=transformer_model,
        replace_params=params,
        patients=PatientIds(patient_field, patient_pattern),
        user_lists=user_lists,
    )
    recipe.build_replacer()  # fail on bad options before reading anything
    recipe.check_files()
    console = Console(stderr=True)
    if resume and nothing_to_resume(output):
        console.print(f"nothing to resume: {output} is written and no unfinished run is left (run without --resume)")
        return
    docs = reader(in_fmt)(input_path, encoding=encoding, **columns)
    with _progress_bar(console, total, enabled=progress) as advance:
        run = ChunkedRun(
            docs,
            output,
            recipe,
            run_signature(input_path, options),
            workers=workers,
            chunk_size=chunk_size,
            resume=resume,
            on_progress=advance,
        )
        # written while the chunks are processed; JSONL output takes the chunks' lines as they are
        written = write_run(run, None if out_format == "jsonl" else writer(out_format), output, audit_path)
    remove_work_folder(run.work)
    summary = run.summary()
    rate = summary.notes / summary.seconds if summary.seconds > 0 else 0.0
    console.print(
        f"de-identified {written} notes ({summary.resumed_notes} from an earlier run) with {replace!r} "
        f"in {summary.seconds:.1f}s ({rate:.1f} notes/s, {workers} worker(s)) -> {output}; audit: {audit_path}"
    )


@contextlib.contextmanager
def _progress_bar(console: Any, total: int | None, enabled: bool) -> Iterator[Callable[[int], None]]:
    """Yield an `advance(n)` callback driving a rich progress bar (notes/s and ETA); a no-op when disabled."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (
        TextColumn("de-identifying"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]} notes/s"),
    )
    # Redrawn on each advance, not by rich's refresh thread: with a second thread running, workers are spawned
    # rather than forked from this process (phiscrub.engine.start_method).
    with Progress(
        *columns, TimeRemainingColumn(), console=console, disable=not enabled, auto_refresh=False
    ) as progress:
        task = progress.add_task("deid", total=total, rate="-")
        started = time.perf_counter()
        done = 0

        def advance(count: int) -> None:
            nonlocal done
            done += count
            elapsed = time.perf_counter() - started
            progress.update(task, advance=count, rate=f"{done / elapsed:.1f}" if elapsed > 0 else "-", refresh=True)

        yield advance


def register(app: typer.Typer) -> None:
    """Add the `deid` command to the application."""
    app.command("deid")(deid_command)
