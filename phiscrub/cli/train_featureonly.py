"""`phiscrub train forest` and `phiscrub train crf-nowords`: taggers on word-free features (Dalianis & Boström 2012).

Each learns from annotated notes (`--train`) or from a feature-only corpus that `phiscrub export-features` wrote
(`--feature-corpus`: the researcher's side of the paper, who never sees the notes), and saves a one-part pipeline (the
tagger, the merge step, the i2b2 policy) as a model folder that `phiscrub tag --model` and `phiscrub deid --model`
read. From an export, the feature settings (`--pos`, `--length-buckets`, `--scheme`, `--tokenizer`) must be those it
was exported with: the model records them and computes the same features from the notes it tags.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

from phiscrub.cli.options import Lang, ModelOut, TrainLabelMap
from phiscrub.cli.train import _check_model_folder, _read

if TYPE_CHECKING:
    from phiscrub.document import Document
    from phiscrub.taggers.base import Tagger
    from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
    from phiscrub.taggers.featureonly.features import FeatureOnlyConfig
    from phiscrub.taggers.featureonly.forest import ForestTagger

_WITHOUT_WORDS = "the model holds no word of its training notes (POS tags, lengths and flags only)"

Train = Annotated[
    Path | None, typer.Option("--train", exists=True, help="Training notes with gold spans (or --feature-corpus).")
]
FeatureCorpus = Annotated[
    Path | None,
    typer.Option(
        "--feature-corpus",
        exists=True,
        dir_okay=False,
        help="Train on a feature-only corpus from export-features (.csv, .parquet, .tsv, .crfsuite) instead of notes; "
        "give the --pos, --length-buckets, --scheme and --tokenizer it was exported with.",
    ),
]
Format = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        help="Format of the notes (default: guessed), or of the feature corpus: csv, parquet, crfpp or crfsuite "
        "(default: from its suffix).",
    ),
]
Window = Annotated[int, typer.Option("--window", min=0, help="Tokens each side whose features are seen (paper: 4).")]
Pos = Annotated[str, typer.Option("--pos", help="POS tags: pseudo (both languages) or spacy (English only).")]
Buckets = Annotated[
    str, typer.Option("--length-buckets", help="Upper bounds of token-length buckets, e.g. 1,3,6,10 (default: exact).")
]
Scheme = Annotated[str, typer.Option("--scheme", help="Classes: io (one per token, the paper's) or iob.")]
Tokenizer = Annotated[str, typer.Option("--tokenizer", help="aggressive or standard.")]


def _feature_config(lang: str, pos: str, length_buckets: str, scheme: str, tokenizer: str) -> FeatureOnlyConfig:
    """Return the validated feature settings of the command's options."""
    from phiscrub.taggers.featureonly.features import FeatureOnlyConfig, parse_length_buckets

    buckets = parse_length_buckets(length_buckets)
    return FeatureOnlyConfig(lang=lang, pos=pos, tokenizer=tokenizer, length_buckets=buckets, scheme=scheme)


def _fit_on_notes(
    tagger: ForestTagger | FeatureCrfTagger, train: Path, fmt: str | None, label_map: str
) -> tuple[dict[str, Any], str]:
    """Fit `tagger` on the notes of TRAIN; return what the manifest records of them, and how to say it."""
    from phiscrub.pipeline import training_digest

    docs: list[Document] = list(_read(train, fmt, label_map))
    tagger.fit(docs)
    return {"n_docs": len(docs), "sha256": training_digest(docs)}, f"{len(docs)} notes"


def _fit_on_feature_corpus(
    tagger: ForestTagger | FeatureCrfTagger, path: Path, fmt: str | None, config: FeatureOnlyConfig
) -> tuple[dict[str, Any], str]:
    """Fit `tagger` on a feature-only corpus; return what the manifest records of it, and how to say it."""
    from phiscrub.taggers.featureonly.corpus import read_feature_corpus
    from phiscrub.taggers.featureonly.export import export_format

    fmt = export_format(path, fmt)
    units = list(read_feature_corpus(path, config, fmt))
    tagger.fit_values(units)
    n_tokens = sum(len(unit.labels) for unit in units)
    n_sentences = sum(len(unit.values.sentences) for unit in units)
    with path.open("rb") as handle:
        digest = hashlib.file_digest(handle, "sha256").hexdigest()
    record: dict[str, Any] = {"feature_corpus": fmt, "n_sentences": n_sentences, "n_tokens": n_tokens, "sha256": digest}
    return record, f"{n_tokens} tokens in {n_sentences} sentences of a {fmt} feature corpus"


def _fit_and_save(
    tagger: ForestTagger | FeatureCrfTagger,
    part: str,
    train: Path | None,
    feature_corpus: Path | None,
    fmt: str | None,
    label_map: str,
    config: FeatureOnlyConfig,
    out: Path,
) -> str:
    """Fit `tagger` on TRAIN or FEATURE_CORPUS, save it as a one-part pipeline in OUT; return what it learned from."""
    from phiscrub.pipeline import Part, Pipeline

    if (train is None) == (feature_corpus is None):
        raise typer.BadParameter("give either --train NOTES or --feature-corpus FILE", param_hint="--train")
    _check_model_folder(out, [train, feature_corpus])
    if feature_corpus is not None:
        record, described = _fit_on_feature_corpus(tagger, feature_corpus, fmt, config)
    else:
        assert train is not None
        record, described = _fit_on_notes(tagger, train, fmt, label_map)
    tagged = cast("Tagger", tagger)
    pipeline = Pipeline([Part(part, tagged, "model")], lang=config.lang, corpus=label_map, steps=("merge",))
    pipeline.manifest_ = {"training_data": record}
    pipeline.save(out)
    return described


def train_forest(
    lang: Lang,
    out: ModelOut,
    train: Train = None,
    feature_corpus: FeatureCorpus = None,
    label_map: TrainLabelMap = "canonical",
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
    scheme: Scheme = "io",
    tokenizer: Tokenizer = "aggressive",
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Threads (-1: every core).")] = -1,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the forest.")] = 0,
) -> None:
    """Train a random forest on word-free token features (Dalianis & Boström 2012) and save it to OUT."""
    from phiscrub.taggers.featureonly.forest import ForestTagger

    config = _feature_config(lang, pos, length_buckets, scheme, tokenizer)
    tagger = ForestTagger(
        window=window,
        n_estimators=trees,
        class_weight=None if class_weight == "none" else class_weight,
        min_samples_leaf=min_samples_leaf,
        lang=config.lang,
        pos=config.pos,
        tokenizer=config.tokenizer,
        length_buckets=config.length_buckets,
        scheme=config.scheme,
        n_jobs=jobs,
        seed=seed,
    )
    learned = _fit_and_save(tagger, "forest", train, feature_corpus, fmt, label_map, config, out)
    typer.echo(f"trained forest model ({lang}, {learned}, {trees} trees, window ±{window}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)


def train_crf_nowords(
    lang: Lang,
    out: ModelOut,
    train: Train = None,
    feature_corpus: FeatureCorpus = None,
    label_map: TrainLabelMap = "canonical",
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
    scheme: Scheme = "io",
    tokenizer: Tokenizer = "aggressive",
) -> None:
    """Train a CRF on word-free token features, without the words (Dalianis & Boström 2012), and save it to OUT."""
    from phiscrub.taggers.featureonly.crf import FeatureCrfTagger

    config = _feature_config(lang, pos, length_buckets, scheme, tokenizer)
    tagger = FeatureCrfTagger(
        words=False,
        features=features,
        window=window,
        c1=c1,
        c2=c2,
        max_iterations=max_iterations,
        lang=config.lang,
        pos=config.pos,
        tokenizer=config.tokenizer,
        length_buckets=config.length_buckets,
        scheme=config.scheme,
    )
    learned = _fit_and_save(tagger, "crf-nowords", train, feature_corpus, fmt, label_map, config, out)
    typer.echo(f"trained CRF without words ({lang}, {learned}, features {features}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)
