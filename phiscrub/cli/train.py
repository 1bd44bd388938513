"""`phiscrub train hybrid`: train the hybrid de-identifier (rules + two CRFs) and save it as a model folder."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Annotated, Final

import typer

from phiscrub.cli.options import Lang, ModelOut, TrainNotes, operating_point
from phiscrub.document import Document

logger = logging.getLogger(__name__)


def _read(path: Path, fmt: str | None, corpus: str) -> Iterator[Document]:
    from phiscrub.io.registry import guess_format, reader

    return reader(fmt or guess_format(path))(path, corpus)


def _read_sources(paths: list[Path], corpora: list[str], fmt: str | None, default: str) -> list[Document]:
    """Return the notes of every source corpus, each read with its label map and prepared if partially annotated."""
    from phiscrub.taggers.partial import prepare_partial

    if len(corpora) > len(paths):
        raise typer.BadParameter("more --source-label-map than --source options", param_hint="--source-label-map")
    docs: list[Document] = []
    for index, path in enumerate(paths):
        corpus = corpora[index] if index < len(corpora) else (corpora[-1] if corpora else default)
        docs += [prepare_partial(doc, corpus) for doc in _read(path, fmt, corpus)]
    return docs


def _check_model_folder(out: Path, inputs: list[Path | None]) -> None:
    """Raise OutputError before training when OUT cannot become the model folder (a file, an input, read-only)."""
    from phiscrub.errors import OutputError
    from phiscrub.io.paths import check_output

    if out.exists() and not out.is_dir():
        raise OutputError(out, "exists and is not a folder: --out names the model folder to write")
    check_output(out, inputs, "model folder")


def train_hybrid(
    train: TrainNotes,
    lang: Lang,
    out: ModelOut,
    dev: Annotated[
        Path | None, typer.Option("--dev", exists=True, help="Dev notes: choose c1/c2 on them and record metrics.")
    ] = None,
    source: Annotated[
        list[Path] | None,
        typer.Option(
            "--source",
            exists=True,
            help="Notes of another corpus, added with EasyAdapt (repeatable; e.g. general-English NER corpora).",
        ),
    ] = None,
    corpus: Annotated[
        str, typer.Option("--label-map", "--corpus", help="Label map of the training notes (e.g. meddocan, i2b2-2014).")
    ] = "canonical",
    source_corpus: Annotated[
        list[str] | None,
        typer.Option(
            "--source-label-map",
            "--source-corpus",
            help="Label map of each --source, in order (default: --label-map); wnut17, wikigold and presidio mark the "
            "corpus as partially annotated, so only the CRFs of the categories it annotates learn from it.",
        ),
    ] = None,
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="Format of the corpora (default: guessed).")] = None,
    policy: Annotated[str, typer.Option("--policy", help="Default policy of the model: i2b2 or safe-harbor.")] = "i2b2",
    grid: Annotated[bool, typer.Option("--grid/--no-grid", help="Search c1/c2 on --dev (when given).")] = True,
    max_iterations: Annotated[int, typer.Option("--max-iterations", min=1, help="L-BFGS iterations per CRF.")] = 150,
    c1: Annotated[float, typer.Option("--c1", min=0.0, help="L1 coefficient (without a grid search).")] = 0.1,
    c2: Annotated[float, typer.Option("--c2", min=0.0, help="L2 coefficient (without a grid search).")] = 0.01,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice in training.")] = 0,
    ner_feature: Annotated[
        bool,
        typer.Option(
            "--ner-feature/--no-ner-feature",
            help="Give the names CRF the POS tags and entities of spaCy's small English pipeline as features (needs "
            "phiscrub[spacy]; about 3x slower to tag, so off by default).",
        ),
    ] = False,
    easy_adapt: Annotated[
        bool,
        typer.Option(
            "--easy-adapt/--pool-sources",
            help="Add --source notes with EasyAdapt (domain-specific feature copies), or pool them with the training "
            "notes as they are (better when the notes to tag look like the sources, and faster to tag).",
        ),
    ] = True,
    o_threshold: Annotated[
        float,
        typer.Option(
            "--o-threshold",
            callback=operating_point,
            help="Recall operating point saved with the model: a token whose probability of not being PHI is below "
            "this is tagged (0: plain Viterbi decoding).",
        ),
    ] = 0.0,
    workers: Annotated[
        int,
        typer.Option(
            "--workers", "-w", min=1, help="Worker processes: the CRFs (of each grid point) are trained in parallel."
        ),
    ] = 1,
    window: Annotated[
        int,
        typer.Option(
            "--window",
            min=0,
            help="Tokens each side for the CRFs' word, POS and shape n-grams: 2 as in the paper, 1 for a faster model.",
        ),
    ] = 2,
    case_variants: Annotated[
        float,
        typer.Option(
            "--case-variants",
            min=0.0,
            max=1.0,
            help="Share of the training and source notes also trained on in lower case, and (drawn apart) in upper "
            "case, so that notes written all in one case keep their names (0: the notes as they are).",
        ),
    ] = 0.0,
    drop_group: Annotated[
        list[str] | None,
        typer.Option(
            "--drop-group",
            help="Leave this feature group out of both CRFs' defaults (repeatable; e.g. embeddings, for a model that "
            "loads no word-vector table).",
        ),
    ] = None,
) -> None:
    """Train the rules + two CRFs hybrid (Lee et al. 2017) on TRAIN and save it to OUT with a manifest."""
    from phiscrub.hybrid import DEFAULT_GRID, SELECTION_METRIC, HybridPipeline

    _check_model_folder(out, [train, dev, *(source or [])])
    pipeline = HybridPipeline(
        lang=lang,
        policy=policy,
        c1=c1,
        c2=c2,
        max_iterations=max_iterations,
        grid=DEFAULT_GRID if grid else (),
        corpus=corpus,
        seed=seed,
        o_threshold=o_threshold,
        easy_adapt=easy_adapt,
        kind_groups=_kind_groups(lang, ner_feature, drop_group or []),
        window=window,
        case_variants=case_variants,
    )
    train_docs = list(_read(train, fmt, corpus))
    dev_docs = list(_read(dev, fmt, corpus)) if dev is not None else None
    source_docs = _read_sources(source or [], source_corpus or [], fmt, corpus)
    logger.info("training on %d notes (%d dev, %d source)", len(train_docs), len(dev_docs or ()), len(source_docs))
    pipeline.fit(train_docs, dev_docs=dev_docs, source_docs=source_docs, workers=workers)
    pipeline.save(out)
    manifest = pipeline.manifest_ or {}
    summary = f"trained hybrid model ({lang}, {len(train_docs)} notes, c1={manifest['features']['c1']}, "
    summary += f"c2={manifest['features']['c2']}) -> {out}"
    if manifest.get("dev_metrics"):
        strict = manifest["dev_metrics"]["entity-strict"]
        selection = max(trial["score"] for trial in manifest["selection"]["grid"]) if manifest["selection"] else None
        summary += f"; dev entity-strict F1 {strict['f1']:.4f}"
        if selection is not None:
            summary += f", {SELECTION_METRIC} {selection:.4f}"
    typer.echo(summary, err=True)
    typer.echo("the model holds words of its training notes: share it only where they could be shared", err=True)


def _kind_groups(lang: str, ner_feature: bool, dropped: list[str]) -> dict[str, list[str]] | None:
    """Return the CRFs' feature groups per kind for `--ner-feature` and `--drop-group`, None for the defaults."""
    from phiscrub.errors import UnknownComponentError
    from phiscrub.pipeline import CRF_KINDS
    from phiscrub.taggers.crf import default_groups
    from phiscrub.taggers.features import FEATURE_GROUPS

    for name in dropped:
        if name not in FEATURE_GROUPS:
            raise UnknownComponentError("feature group", name, FEATURE_GROUPS)
    if not ner_feature and not dropped:
        return None
    groups = {kind: set(default_groups(kind, lang)) - set(dropped) for kind in CRF_KINDS}
    if ner_feature:
        groups["names"].add("spacy")
    return {kind: sorted(names) for kind, names in groups.items()}


TRAIN_COMMANDS: Final[tuple[tuple[str, str], ...]] = (
    ("hybrid", "phiscrub.cli.train:train_hybrid"),
    ("forest", "phiscrub.cli.train_featureonly:train_forest"),
    ("crf-nowords", "phiscrub.cli.train_featureonly:train_crf_nowords"),
    ("transformer", "phiscrub.cli.train_transformer:train_transformer"),
    ("svm", "phiscrub.cli.train_svm:train_svm"),
)
"""`phiscrub train <name>` commands: (name, "module:function"); each module keeps its heavy imports inside."""


def register(app: typer.Typer) -> None:
    """Add `phiscrub train <name>` for every trainable model of TRAIN_COMMANDS to the app."""
    train_app = typer.Typer(help="Train a de-identification model.", no_args_is_help=True)
    for name, target in TRAIN_COMMANDS:
        module_name, _, function = target.partition(":")
        train_app.command(name)(getattr(import_module(module_name), function))
    app.add_typer(train_app, name="train")
