"""Command-line options shared by several commands."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, TypeAlias

import typer


def operating_point(value: float | None) -> float | None:
    """Return an `--o-threshold` value unchanged if it lies in [0, 1), as `CrfTagger(o_threshold=...)` requires.

    The shipped English model's own point is 0.995; 1 would tag every token.
    """
    if value is not None and not 0.0 <= value < 1.0:
        raise typer.BadParameter(f"{value} is not in the range 0 <= x < 1.")
    return value


OThreshold: TypeAlias = Annotated[
    float | None,
    typer.Option(
        "--o-threshold",
        callback=operating_point,
        help="Recall operating point of the model's CRFs: a token whose probability of not being PHI is below "
        "this is tagged (higher: more recall, less precision; default: the model's).",
    ),
]
"""`--o-threshold` of `tag` and `deid`: overrides the operating point saved with the model."""

EngineOption: TypeAlias = Annotated[
    str,
    typer.Option(
        "--engine",
        help="What tags the notes: hybrid, transformer, or ensemble (the hybrid plus the transformer, recall first). "
        "--model is the hybrid of hybrid and ensemble; for transformer, pass its folder as --transformer-model or "
        "--model.",
    ),
]
"""`--engine` of `tag`, `deid` and `serve` (`phiscrub.deidentifier.ENGINES`; a test keeps the help naming each)."""

TransformerModelOption: TypeAlias = Annotated[
    Path | None,
    typer.Option(
        "--transformer-model",
        help="The transformer model folder of --engine transformer or ensemble (from `phiscrub train transformer`; "
        "default: the one shipped for the language).",
    ),
]
"""`--transformer-model` of `tag`, `deid` and `serve`."""

FastOption: TypeAlias = Annotated[
    bool,
    typer.Option(
        "--fast",
        help="Use the faster model shipped for the language (English: a hybrid with narrower n-gram windows and no "
        "word-vector table; about 1.3x the notes per second at slightly lower recall, see benchmarks/RESULTS.md).",
    ),
]
"""`--fast` of `tag`, `deid` and `serve`: the shipped fast hybrid (`phiscrub.deidentifier.fast_model`)."""

DenyListOption: TypeAlias = Annotated[
    Path | None,
    typer.Option(
        "--deny-list",
        exists=True,
        dir_okay=False,
        help="Words always PHI: a UTF-8 file of LABEL<TAB>phrase lines (e.g. PATIENT<TAB>Ana Ruiz).",
    ),
]
"""`--deny-list` of `tag` and `deid`."""

AllowListOption: TypeAlias = Annotated[
    Path | None,
    typer.Option(
        "--allow-list",
        exists=True,
        dir_okay=False,
        help="Words never PHI: LABEL<TAB>phrase lines, LABEL * for any type (e.g. *<TAB>Parkinson).",
    ),
]
"""`--allow-list` of `tag` and `deid`."""

KnownFieldsOption: TypeAlias = Annotated[
    list[str] | None,
    typer.Option(
        "--known-fields",
        help="The patient's own identifiers, from each note's metadata (or CSV/Parquet columns), found wherever they "
        "occur in the note: FIELD=TYPE[,FIELD=TYPE...], e.g. patient_name=PATIENT,mrn=MEDICALRECORD,dob=DATE "
        "(repeatable). deid drops these fields from its output.",
    ),
]
"""`--known-fields` of `tag` and `deid`."""

TextColumnOption: TypeAlias = Annotated[
    str, typer.Option("--text-column", help="CSV/Parquet input: the column holding the note text.")
]
IdColumnOption: TypeAlias = Annotated[
    str, typer.Option("--id-column", help="CSV/Parquet input: the column holding the note id.")
]
PatientColumnOption: TypeAlias = Annotated[
    str | None,
    typer.Option("--patient-column", help="CSV/Parquet input: the column holding the patient id (surrogates, dates)."),
]


def parse_known_fields(values: list[str] | None) -> tuple[tuple[str, str], ...]:
    """Return the (field, type) pairs of `--known-fields` values (each FIELD=TYPE, comma-separated, repeatable)."""
    from phiscrub.taggers.known import known_fields

    specs = [item.strip() for value in values or () for item in value.split(",") if item.strip()]
    return tuple(known_fields(specs).items())


def reader_options(
    fmt: str, text_column: str, id_column: str, patient_column: str | None, known: tuple[tuple[str, str], ...]
) -> dict[str, Any]:
    """Return the column mapping to pass to a CSV or Parquet reader (nothing for other formats).

    Only the known-identifier columns join each note's metadata: other columns of the table are not carried along
    (they could hold PHI that the output would then repeat).
    """
    if fmt not in ("csv", "parquet"):
        if (text_column, id_column, patient_column) != ("text", "id", None):
            from phiscrub.errors import ConfigError

            raise ConfigError("--text-column, --id-column and --patient-column apply to CSV and Parquet input only")
        return {}
    return {
        "text_column": text_column,
        "id_column": id_column,
        "patient_column": patient_column,
        "meta_columns": [field for field, _ in known],
    }


TrainNotes: TypeAlias = Annotated[Path, typer.Option("--train", exists=True, help="Training notes with gold spans.")]
"""`--train` of the `train` commands."""

Lang: TypeAlias = Annotated[str, typer.Option("--lang", help="Language of the notes: en or es.")]
"""`--lang` of the `train` commands (and others whose notes' language is all it names)."""

ModelOut: TypeAlias = Annotated[Path, typer.Option("--out", "-o", help="Model folder to write.")]
"""`--out` of the `train` commands."""

TrainLabelMap: TypeAlias = Annotated[
    str, typer.Option("--label-map", help="Label map of the training notes (e.g. meddocan).")
]
"""`--label-map` of the `train` commands that read one corpus."""
