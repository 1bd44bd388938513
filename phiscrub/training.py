"""Training the hybrid configuration: fit its CRFs, choose c1/c2 on dev notes, record what was done in the manifest.

When `fit` gets dev notes, c1/c2 are chosen from a small grid by the binary token-level F2 on dev (recall weighted
twice as much as precision: a missed PHI token leaks, a spurious one only costs readability); ties go to the earlier
grid point. The CRFs of every grid point can be trained in worker processes (`workers`), through the one parallel
engine (`phiscrub.engine`). This is the only module of the tagging path that imports the evaluation package.
"""

from __future__ import annotations

import functools
import logging
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from phiscrub.document import Document
from phiscrub.engine import map_in_workers
from phiscrub.errors import ConfigError
from phiscrub.hybrid import SELECTION_METRIC, HybridPipeline
from phiscrub.labels import LABEL_MAPS
from phiscrub.merge.correction import CORRECTIONS
from phiscrub.pipeline import CRF_KINDS, MODEL_FORMAT, Pipeline, training_digest
from phiscrub.taggers.features import FEATURE_SCHEMA
from phiscrub.tokenize.lookalikes import with_ascii_lookalikes
from phiscrub.version import __version__

if TYPE_CHECKING:
    from phiscrub.taggers.crf import CrfTagger

logger = logging.getLogger(__name__)

_CrfJob = tuple[str, dict[str, Any]]
"""One CRF to train: its kind and its `CrfTagger` arguments."""


def _f2(tp: int, fp: int, fn: int) -> float:
    return 5 * tp / (5 * tp + 4 * fn + fp) if tp else 0.0


def learned_corpus_labels(docs: Iterable[Document], corpus: str = "canonical") -> dict[str, str]:
    """Return, per canonical label, the label of `corpus` its training spans carried most often."""
    own_labels = LABEL_MAPS.get(corpus, {})
    seen: dict[str, Counter[str]] = {}
    for doc in docs:
        for span in doc.spans:
            # a span whose corpus label equals the canonical one (MEDDOCAN's HOSPITAL) carries no corpus_label
            own = span.corpus_label or (span.label if span.label in own_labels else None)
            if own:
                seen.setdefault(span.label, Counter())[own] += 1
    return {label: counts.most_common(1)[0][0] for label, counts in sorted(seen.items())}


CASE_VARIANTS: Final[tuple[str, ...]] = ("lower", "upper")
"""The case variants `case_variants` may add: all lower case, all upper case."""


def with_case(text: str, variant: str) -> str:
    """Return `text` in lower or upper case, character by character, so that every offset stays where it was.

    A character whose case mapping is longer than itself (German "ß" upper-cased, Turkish "İ" lower-cased) is kept
    as it is.
    """
    if variant not in CASE_VARIANTS:
        raise ConfigError(f"unknown case variant {variant!r}: one of {', '.join(CASE_VARIANTS)}")
    convert = str.lower if variant == "lower" else str.upper
    changed = convert(text)
    if len(changed) == len(text):
        return changed
    return "".join(c if len(mapped := convert(c)) != 1 else mapped for c in text)


def case_variants(docs: Iterable[Document], share: float, seed: int = 0) -> list[Document]:
    """Return copies of a random `share` of `docs` in lower case and, drawn apart, of a `share` in upper case.

    Notes and posts written all in lower or upper case (old systems, chat, phone typing) carry names the CRFs only
    recognise by capitals otherwise; training on such copies as well teaches them context and dictionaries instead.
    Spans, meta and offsets are those of the original note; the copies' ids end in "#lower" / "#upper". The draw is
    seeded, so the same notes and seed give the same copies.
    """
    if not 0.0 <= share <= 1.0:
        raise ConfigError(f"the share of notes copied per case variant must be within 0 and 1, not {share}")
    rng = random.Random(f"case-variants:{seed}")
    copies: list[Document] = []
    for doc in docs:
        for variant in CASE_VARIANTS:
            if share and rng.random() < share:
                copies.append(replace(doc, id=f"{doc.id}#{variant}", text=with_case(doc.text, variant)))
    return copies


def _training_data(train: Sequence[Document], source: Sequence[Document]) -> tuple[Any, Any]:
    return train, source


def _fit_crf(data: tuple[Sequence[Document], Sequence[Document]], job: _CrfJob) -> CrfTagger:
    """Return a CRF of the job's kind fitted on the training notes (in a worker process when training in parallel)."""
    from phiscrub.taggers.crf import CrfTagger

    kind, params = job
    train, source = data
    logger.info("training the %s CRF (c1=%s, c2=%s) on %d notes", kind, params["c1"], params["c2"], len(train))
    return CrfTagger(kind=kind, **params).fit(train, source_docs=source)


def _fit_grid(
    pipeline: HybridPipeline,
    train: Sequence[Document],
    source: Sequence[Document],
    points: Sequence[tuple[float, float]],
    workers: int,
) -> list[dict[str, CrfTagger]]:
    """Return, per (c1, c2) point, the fitted CRFs by kind (every CRF of every point trained as one job)."""
    kinds = [kind for kind in CRF_KINDS if kind in pipeline.taggers]
    jobs = [(kind, pipeline.crf_params(c1, c2, kind)) for c1, c2 in points for kind in kinds]
    state = functools.partial(_training_data, train, source)
    fitted = list(map_in_workers(_fit_crf, jobs, state, min(workers, max(len(jobs), 1))))
    return [dict(zip(kinds, fitted[i * len(kinds) : (i + 1) * len(kinds)], strict=True)) for i in range(len(points))]


def _dev_scores(pipeline: Pipeline, dev: Sequence[Document]) -> dict[str, Any]:
    from phiscrub.evaluate.metrics import evaluate

    predicted = [pipeline.tag(doc) for doc in dev]
    result = evaluate(dev, predicted, labels="full")
    binary = result.micro["binary-token"]
    levels = {level: counts.to_dict() for level, counts in result.micro.items()}
    return {"selection": _f2(binary.tp, binary.fp, binary.fn), "levels": levels}


def fit_hybrid(
    pipeline: HybridPipeline,
    train_docs: Iterable[Document],
    dev_docs: Iterable[Document] | None = None,
    source_docs: Iterable[Document] = (),
    workers: int = 1,
) -> HybridPipeline:
    """Train the CRFs of `pipeline` (EasyAdapt with `source_docs`), choosing c1/c2 on `dev_docs`; return it fitted."""
    pipeline._check_config()
    train, source = list(train_docs), list(source_docs)
    dev = list(dev_docs) if dev_docs is not None else []
    if not train:
        raise ConfigError("fit needs at least one training document")
    points = list(pipeline.grid) if dev else [(pipeline.c1, pipeline.c2)]
    share, seed = pipeline.case_variants, pipeline.seed
    extra_train, extra_source = case_variants(train, share, seed), case_variants(source, share, seed + 1)
    if extra_train or extra_source:
        logger.info(
            "adding %d + %d case-variant copies of training and source notes", len(extra_train), len(extra_source)
        )
    # the CRFs learn from the notes as the pipeline reads them when it tags (phiscrub.tokenize.lookalikes)
    train_read = [with_ascii_lookalikes(doc) for doc in train + extra_train]
    source_read = [with_ascii_lookalikes(doc) for doc in source + extra_source]
    candidates = _fit_grid(pipeline, train_read, source_read, points, workers)
    best: tuple[float, float, Mapping[str, Any] | None] = (pipeline.c1, pipeline.c2, None)
    trials: list[dict[str, float]] = []
    for (c1, c2), crfs in zip(points, candidates, strict=True):
        pipeline.parts = pipeline.hybrid_parts(crfs)
        if not dev:
            break
        scores: Mapping[str, Any] = _dev_scores(pipeline, dev)
        trials.append({"c1": c1, "c2": c2, "score": scores["selection"]})
        logger.info("dev %s with c1=%s, c2=%s: %.4f", SELECTION_METRIC, c1, c2, scores["selection"])
        if best[2] is None or scores["selection"] > best[2]["selection"]:
            best = (c1, c2, scores)
    c1, c2, best_scores = best
    if dev:
        pipeline.parts = pipeline.hybrid_parts(candidates[points.index((c1, c2))])
    pipeline.model_dir_ = None
    pipeline.manifest_ = hybrid_manifest(pipeline, train, source, dev, c1, c2, best_scores, trials)
    return pipeline


def hybrid_manifest(
    pipeline: HybridPipeline,
    train: Sequence[Document],
    source: Sequence[Document],
    dev: Sequence[Document],
    c1: float,
    c2: float,
    scores: Mapping[str, Any] | None,
    trials: Sequence[Mapping[str, Any]],
) -> dict[str, Any]:
    """Return the manifest of a trained hybrid model: its settings, data digests, grid and dev metrics."""
    return {
        "format": MODEL_FORMAT,
        "feature_schema": FEATURE_SCHEMA,
        "kind": "hybrid",
        "phiscrub_version": __version__,
        "lang": pipeline.lang,
        "policy": pipeline.policy,
        "steps": list(pipeline.steps),
        "merge": pipeline.merge,
        "taggers": list(pipeline.taggers),
        "corrections": list(CORRECTIONS),
        "labels": sorted({span.label for doc in train for span in doc.spans}),
        "corpus": pipeline.corpus,
        "corpus_labels": learned_corpus_labels(train, pipeline.corpus),
        "features": {
            "feature_groups": None if pipeline.feature_groups is None else list(pipeline.feature_groups),
            "kind_groups": None
            if pipeline.kind_groups is None
            else {k: list(v) for k, v in pipeline.kind_groups.items()},
            "groups_used": {kind: sorted(crf.feature_config_.groups) for kind, crf in pipeline.crfs_.items()},
            "c1": c1,
            "c2": c2,
            "max_iterations": pipeline.max_iterations,
            "o_threshold": pipeline.o_threshold,
            "easy_adapt": pipeline.easy_adapt,
            "seed": pipeline.seed,
            "tokenizer": pipeline.tokenizer,
            "window": pipeline.window,
            "case_variants": pipeline.case_variants,
        },
        "training_data": {"n_docs": len(train), "sha256": training_digest(train)},
        "source_data": {"n_docs": len(source), "sha256": training_digest(source)} if source else None,
        "dev_data": {"n_docs": len(dev), "sha256": training_digest(dev)} if dev else None,
        "selection": {"metric": SELECTION_METRIC, "grid": list(trials)} if trials else None,
        "dev_metrics": scores["levels"] if scores is not None else None,
        "privacy": "CRF feature weights hold words of the training notes: share only where they could be shared",
    }
