"""`phiscrub train forest` and `phiscrub train crf-nowords`: taggers on word-free features (Dalianis & Boström 2012).

Each saves a one-part pipeline (the tagger, the merge step, the i2b2 policy) as a model folder that `phiscrub tag
--model` and `phiscrub deid --model` read.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, cast

import typer

from phiscrub.cli.train import _check_model_folder, _read

if TYPE_CHECKING:
    from phiscrub.document import Document
    from phiscrub.taggers.base import Tagger
    from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
    from phiscrub.taggers.featureonly.forest import ForestTagger

_WITHOUT_WORDS = "the model holds no word of its training notes (POS tags, lengths and flags only)"

Train = Annotated[Path, typer.Option("--train", exists=True, help="Training notes with gold spans.")]
Lang = Annotated[str, typer.Option("--lang", help="Language of the notes: en or es.")]
Out = Annotated[Path, typer.Option("--out", "-o", help="Model folder to write.")]
LabelMap = Annotated[str, typer.Option("--label-map", help="Label map of the training notes (e.g. meddocan).")]
Format = Annotated[str | None, typer.Option("--format", "-f", help="Format of the notes (default: guessed).")]
Window = Annotated[int, typer.Option("--window", min=0, help="Tokens each side whose features are seen (paper: 4).")]
Pos = Annotated[str, typer.Option("--pos", help="POS tags: pseudo (both languages) or spacy (English only).")]
Buckets = Annotated[
    str, typer.Option("--length-buckets", help="Upper bounds of token-length buckets, e.g. 1,3,6,10 (default: exact).")
]


def _fit_and_save(
    tagger: ForestTagger | FeatureCrfTagger,
    part: str,
    train: Path,
    fmt: str | None,
    label_map: str,
    lang: str,
    out: Path,
) -> int:
    """Fit `tagger` on TRAIN, save it as a one-part pipeline in OUT; return the number of training notes."""
    from phiscrub.pipeline import Part, Pipeline, training_digest

    _check_model_folder(out, [train])
    docs: list[Document] = list(_read(train, fmt, label_map))
    tagger.fit(docs)
    pipeline = Pipeline([Part(part, cast("Tagger", tagger), "model")], lang=lang, corpus=label_map, steps=("merge",))
    pipeline.manifest_ = {"training_data": {"n_docs": len(docs), "sha256": training_digest(docs)}}
    pipeline.save(out)
    return len(docs)


def train_forest(
    train: Train,
    lang: Lang,
    out: Out,
    label_map: LabelMap = "canonical",
    fmt: Format = None,
    window: Window = 4,
    trees: Annotated[int, typer.Option("--trees", min=1, help="Trees in the forest.")] = 100,
    class_weight: Annotated[
        str,
        typer.Option("--class-weight", help="none, balanced or balanced_subsample (weigh rare PHI classes up)."),
    ] = "none",
    min_samples_leaf: Annotated[
        int, typer.Option("--min-samples-leaf", min=1, help="Fewest training tokens in a leaf (more: smaller model).")
    ] = 1,
    pos: Pos = "pseudo",
    length_buckets: Buckets = "",
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Threads (-1: every core).")] = -1,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the forest.")] = 0,
) -> None:
    """Train a random forest on word-free token features (Dalianis & Boström 2012) and save it to OUT."""
    from phiscrub.taggers.featureonly.features import parse_length_buckets
    from phiscrub.taggers.featureonly.forest import ForestTagger

    tagger = ForestTagger(
        window=window,
        n_estimators=trees,
        class_weight=None if class_weight == "none" else class_weight,
        min_samples_leaf=min_samples_leaf,
        lang=lang,
        pos=pos,
        length_buckets=parse_length_buckets(length_buckets),
        n_jobs=jobs,
        seed=seed,
    )
    n_docs = _fit_and_save(tagger, "forest", train, fmt, label_map, lang, out)
    typer.echo(f"trained forest model ({lang}, {n_docs} notes, {trees} trees, window ±{window}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)


def train_crf_nowords(
    train: Train,
    lang: Lang,
    out: Out,
    label_map: LabelMap = "canonical",
    fmt: Format = None,
    features: Annotated[
        str, typer.Option("--features", help="all (POS, length and flags) or pos (POS tags only).")
    ] = "all",
    window: Window = 4,
    c1: Annotated[float, typer.Option("--c1", min=0.0, help="L1 coefficient.")] = 0.1,
    c2: Annotated[float, typer.Option("--c2", min=0.0, help="L2 coefficient.")] = 0.01,
    max_iterations: Annotated[int, typer.Option("--max-iterations", min=1, help="L-BFGS iterations.")] = 100,
    pos: Pos = "pseudo",
    length_buckets: Buckets = "",
) -> None:
    """Train a CRF on word-free token features, without the words (Dalianis & Boström 2012), and save it to OUT."""
    from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
    from phiscrub.taggers.featureonly.features import parse_length_buckets

    tagger = FeatureCrfTagger(
        words=False,
        features=features,
        window=window,
        c1=c1,
        c2=c2,
        max_iterations=max_iterations,
        lang=lang,
        pos=pos,
        length_buckets=parse_length_buckets(length_buckets),
    )
    n_docs = _fit_and_save(tagger, "crf-nowords", train, fmt, label_map, lang, out)
    typer.echo(f"trained CRF without words ({lang}, {n_docs} notes, features {features}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)
