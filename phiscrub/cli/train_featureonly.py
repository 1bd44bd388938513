"""`phiscrub train forest` and `phiscrub train crf-nowords`: taggers on word-free features (Dalianis & Boström 2012).

Each learns from annotated notes (`--train`) or from a feature-only corpus that `phiscrub export-features` wrote
(`--feature-corpus`: the researcher's side of the paper, who never sees the notes), and saves a one-part pipeline (the
tagger, the merge step, the i2b2 policy) as a model folder that `phiscrub tag --model` and `phiscrub deid --model`
read. From an export, the feature settings (`--lang`, `--pos`, `--length-buckets`, `--scheme`, `--tokenizer`) must be
those it was exported with: the model records them and computes the same features from the notes it tags. They are
taken from the metadata file the export wrote beside it (FILE.meta.json); one given on the command line must agree
with it. Without that file, the command line's settings (or the defaults) are used, unchecked, with a warning.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

from phiscrub.cli.options import ModelOut, TrainLabelMap
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
        "its settings (--lang, --pos, --length-buckets, --scheme, --tokenizer) are read from the FILE.meta.json the "
        "export wrote beside it (options given must agree); without that file, give those it was exported with.",
    ),
]
Format = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        help="Format of the notes (default: guessed), or of the feature corpus: csv, parquet, crfpp or crfsuite "
        "(default: its metadata's, else from its suffix).",
    ),
]
Window = Annotated[int, typer.Option("--window", min=0, help="Tokens each side whose features are seen (paper: 4).")]
_FROM_EXPORT = "with --feature-corpus: the export's"
FeatureLang = Annotated[
    str | None,
    typer.Option("--lang", help=f"Language of the notes: en or es (needed with --train; default {_FROM_EXPORT})."),
]
Pos = Annotated[
    str | None,
    typer.Option(
        "--pos", help=f"POS tags: pseudo (both languages) or spacy (English only) (default: pseudo; {_FROM_EXPORT})."
    ),
]
Buckets = Annotated[
    str | None,
    typer.Option(
        "--length-buckets",
        help=f"Upper bounds of token-length buckets, e.g. 1,3,6,10 (default: exact lengths; {_FROM_EXPORT}).",
    ),
]
Scheme = Annotated[
    str | None,
    typer.Option("--scheme", help=f"Classes: io (one per token, the paper's) or iob (default: io; {_FROM_EXPORT})."),
]
Tokenizer = Annotated[
    str | None, typer.Option("--tokenizer", help=f"aggressive or standard (default: aggressive; {_FROM_EXPORT}).")
]


def _feature_settings(
    train: Path | None, feature_corpus: Path | None, fmt: str | None, given: dict[str, str | None]
) -> tuple[FeatureOnlyConfig, str | None]:
    """Return the feature settings to train with and the input's format: the options', or a feature corpus's.

    `given` holds the options lang, pos, tokenizer, length_buckets (as typed) and scheme; None: not given.
    """
    from phiscrub.taggers.featureonly.corpus import export_settings, read_export_metadata
    from phiscrub.taggers.featureonly.features import FeatureOnlyConfig, parse_length_buckets

    if (train is None) == (feature_corpus is None):
        raise typer.BadParameter("give either --train NOTES or --feature-corpus FILE", param_hint="--train")
    chosen: dict[str, Any] = {name: value for name, value in given.items() if value is not None}
    if "length_buckets" in chosen:
        chosen["length_buckets"] = parse_length_buckets(chosen["length_buckets"])
    if feature_corpus is None:
        if "lang" not in chosen:
            raise typer.BadParameter("give the language of the notes", param_hint="--lang")
        return FeatureOnlyConfig(**chosen), fmt
    metadata = read_export_metadata(feature_corpus)
    if metadata is None and "lang" not in chosen:
        problem = f"give the language of the notes: {feature_corpus} has no metadata file to take it from"
        raise typer.BadParameter(problem, param_hint="--lang")
    return export_settings(feature_corpus, metadata, chosen, fmt)


def _fit_on_notes(
    tagger: ForestTagger | FeatureCrfTagger, train: Path, fmt: str | None, label_map: str
) -> tuple[dict[str, Any], str]:
    """Fit `tagger` on the notes of TRAIN; return what the manifest records of them, and how to say it."""
    from phiscrub.pipeline import training_digest
    from phiscrub.tokenize.lookalikes import with_ascii_lookalikes

    docs: list[Document] = list(_read(train, fmt, label_map))
    tagger.fit([with_ascii_lookalikes(doc) for doc in docs])  # read as the pipeline reads notes it tags
    return {"n_docs": len(docs), "sha256": training_digest(docs)}, f"{len(docs)} notes"


def _fit_on_feature_corpus(
    tagger: ForestTagger | FeatureCrfTagger, path: Path, fmt: str, config: FeatureOnlyConfig
) -> tuple[dict[str, Any], str]:
    """Fit `tagger` on a feature corpus in format `fmt`; return what the manifest records of it, and how to say it."""
    from phiscrub.taggers.featureonly.corpus import read_feature_corpus
    from phiscrub.taggers.featureonly.export import file_sha256

    units = list(read_feature_corpus(path, config, fmt))
    tagger.fit_values(units)
    n_tokens = sum(len(unit.labels) for unit in units)
    n_sentences = sum(len(unit.values.sentences) for unit in units)
    digest = file_sha256(path)
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
    """Fit `tagger` on TRAIN or FEATURE_CORPUS, save it as a one-part pipeline in OUT; return what it learned from.

    `fmt` is the format of the notes (None: guessed) or, as `_feature_settings` returned it, of the feature corpus.
    """
    from phiscrub.pipeline import Part, Pipeline

    _check_model_folder(out, [train, feature_corpus])
    if feature_corpus is not None:
        assert fmt is not None
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
    out: ModelOut,
    lang: FeatureLang = None,
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
    pos: Pos = None,
    length_buckets: Buckets = None,
    scheme: Scheme = None,
    tokenizer: Tokenizer = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Threads (-1: every core).")] = -1,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the forest.")] = 0,
) -> None:
    """Train a random forest on word-free token features (Dalianis & Boström 2012) and save it to OUT."""
    from phiscrub.taggers.featureonly.forest import ForestTagger

    given = {"lang": lang, "pos": pos, "tokenizer": tokenizer, "length_buckets": length_buckets, "scheme": scheme}
    config, fmt = _feature_settings(train, feature_corpus, fmt, given)
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
    typer.echo(f"trained forest model ({config.lang}, {learned}, {trees} trees, window ±{window}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)


def train_crf_nowords(
    out: ModelOut,
    lang: FeatureLang = None,
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
    pos: Pos = None,
    length_buckets: Buckets = None,
    scheme: Scheme = None,
    tokenizer: Tokenizer = None,
) -> None:
    """Train a CRF on word-free token features, without the words (Dalianis & Boström 2012), and save it to OUT."""
    from phiscrub.taggers.featureonly.crf import FeatureCrfTagger

    given = {"lang": lang, "pos": pos, "tokenizer": tokenizer, "length_buckets": length_buckets, "scheme": scheme}
    config, fmt = _feature_settings(train, feature_corpus, fmt, given)
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
    typer.echo(f"trained CRF without words ({config.lang}, {learned}, features {features}) -> {out}", err=True)
    typer.echo(_WITHOUT_WORDS, err=True)
