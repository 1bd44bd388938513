"""`phiscrub export-features CORPUS -o OUT`: a feature-only corpus (Dalianis & Boström 2012 §3), no word written."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def export_features(
    corpus: Annotated[Path, typer.Argument(exists=True, help="Annotated notes (file or folder).", metavar="CORPUS")],
    output: Annotated[
        Path,
        typer.Option(
            "--output",
            "-o",
            help="File to write: .csv, .parquet, .tsv (CRF++) or .crfsuite; its settings go to OUT.meta.json beside.",
        ),
    ],
    fmt: Annotated[
        str | None,
        typer.Option("--format", help="csv, parquet, crfpp or crfsuite (default: from OUT's suffix)."),
    ] = None,
    length_buckets: Annotated[
        str,
        typer.Option(
            "--length-buckets",
            help="Coarsen token lengths into buckets with these upper bounds, e.g. 1,3,6,10 (lengths 1, 2-3, 4-6, "
            "7-10, 11+); default: exact lengths.",
        ),
    ] = "",
    label_map: Annotated[
        str, typer.Option("--label-map", help="Label map of the corpus (e.g. meddocan); classes are canonical.")
    ] = "canonical",
    input_format: Annotated[
        str | None, typer.Option("--input-format", "-f", help="Format of CORPUS (default: guessed).")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the notes: en or es.")] = "en",
    pos: Annotated[
        str, typer.Option("--pos", help="POS tags: pseudo (both languages) or spacy (English, needs phiscrub[spacy]).")
    ] = "pseudo",
    scheme: Annotated[
        str, typer.Option("--scheme", help="Class column: io (the class, as the paper) or iob (B-/I- prefixes).")
    ] = "io",
    tokenizer: Annotated[str, typer.Option("--tokenizer", help="aggressive or standard.")] = "aggressive",
) -> None:
    """Write one row per token of CORPUS with the 14 features of §3 (no word, lemma or n-gram) to OUT.

    Beside OUT goes OUT.meta.json: the settings it was made with (no value of a note), which `train --feature-corpus`
    reads.
    """
    from phiscrub.io.paths import check_output
    from phiscrub.io.registry import guess_format, reader
    from phiscrub.taggers.featureonly.export import export_format, metadata_path, write_feature_corpus
    from phiscrub.taggers.featureonly.features import FeatureOnlyConfig, parse_length_buckets
    from phiscrub.tokenize.lookalikes import with_ascii_lookalikes

    config = FeatureOnlyConfig(
        lang=lang, pos=pos, tokenizer=tokenizer, length_buckets=parse_length_buckets(length_buckets), scheme=scheme
    )
    out_format = export_format(output, fmt)
    check_output(output, [corpus])
    check_output(metadata_path(output), [corpus], "metadata file")
    docs = reader(input_format or guess_format(corpus))(corpus, label_map)
    # read as the pipeline reads the notes it tags (phiscrub.tokenize.lookalikes)
    summary = write_feature_corpus(map(with_ascii_lookalikes, docs), output, out_format, config)
    typer.echo(
        f"exported {summary.tokens} tokens ({summary.notes} notes, {summary.sentences} sentences) as {out_format}, "
        f"no word written -> {output} (settings: {metadata_path(output).name})",
        err=True,
    )


def register(app: typer.Typer) -> None:
    """Add `phiscrub export-features` to the app."""
    app.command("export-features")(export_features)
