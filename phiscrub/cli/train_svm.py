"""`phiscrub train svm`: train Stat De-id (Uzuner et al. 2008), a per-token linear SVM on local context.

Saves a one-part pipeline (the SVM, the merge step, the i2b2 policy) as a model folder that `phiscrub tag --model`
and `phiscrub deid --model` read.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Annotated, cast

import typer

from phiscrub.cli.options import Lang, ModelOut, TrainLabelMap, TrainNotes
from phiscrub.cli.train import _check_model_folder, _read

if TYPE_CHECKING:
    from phiscrub.document import Document
    from phiscrub.taggers.base import Tagger

logger = logging.getLogger(__name__)


def train_svm(
    train: TrainNotes,
    lang: Lang,
    out: ModelOut,
    label_map: TrainLabelMap = "canonical",
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="Format of the notes (default: guessed).")] = None,
    scheme: Annotated[
        str, typer.Option("--scheme", help="multiclass (one class per PHI label) or binary (PHI / non-PHI).")
    ] = "multiclass",
    features: Annotated[
        str,
        typer.Option(
            "--features",
            help="Comma-separated feature groups (target, lexical_bigrams, syntactic_bigrams, pos, dictionary, mesh, "
            "orthographic, section, snow, identifinder); default: Stat De-id's eight.",
        ),
    ] = "",
    syntax: Annotated[
        str,
        typer.Option(
            "--syntax", help="POS and dependency links from spacy (en_core_web_sm) or none (pseudo-POS, faster)."
        ),
    ] = "spacy",
    c: Annotated[float, typer.Option("--c", min=0.0, help="The SVM's penalty parameter C.")] = 1.0,
    window: Annotated[int, typer.Option("--window", min=0, help="Tokens each side for POS and dictionaries.")] = 2,
    class_weight: Annotated[
        str, typer.Option("--class-weight", help="none or balanced (weigh rare PHI classes up).")
    ] = "none",
    seed: Annotated[int, typer.Option("--seed", help="Seed of liblinear's coordinate order.")] = 0,
) -> None:
    """Train Stat De-id (a linear SVM over local-context features, Uzuner et al. 2008) and save it to OUT."""
    from phiscrub.pipeline import Part, Pipeline, training_digest
    from phiscrub.taggers.svm import SvmTagger
    from phiscrub.tokenize.lookalikes import with_ascii_lookalikes

    _check_model_folder(out, [train])
    groups = tuple(group.strip() for group in features.split(",") if group.strip()) or None
    tagger = SvmTagger(
        window=window,
        c=c,
        seed=seed,
        scheme=scheme,
        feature_groups=groups,
        syntax=syntax,
        lang=lang,
        class_weight=None if class_weight == "none" else class_weight,
    )
    tagger.feature_config()  # refuse unknown groups, languages or schemes before reading the notes
    docs: list[Document] = list(_read(train, fmt, label_map))
    started = time.perf_counter()
    tagger.fit([with_ascii_lookalikes(doc) for doc in docs])  # read as the pipeline reads notes it tags
    seconds = time.perf_counter() - started
    pipeline = Pipeline([Part("svm", cast("Tagger", tagger), "model")], lang=lang, corpus=label_map, steps=("merge",))
    pipeline.manifest_ = {
        "training_data": {"n_docs": len(docs), "sha256": training_digest(docs)},
        "features": {"scheme": scheme, "groups": sorted(tagger.config_.groups), "syntax": syntax, "c": c},
    }
    pipeline.save(out)
    logger.info("fitted the SVM in %.1f s", seconds)
    typer.echo(
        f"trained Stat De-id SVM ({lang}, {len(docs)} notes, {scheme}, {len(tagger.classes_)} classes, "
        f"{seconds:.1f} s) -> {out}",
        err=True,
    )
    typer.echo("the model's weights reflect words of its training notes: share it only where they could go", err=True)
