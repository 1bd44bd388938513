"""The simulation protocol of Li et al. 2019 ("Simulation Results"): active learning replayed on an annotated corpus.

For each run: a random initial batch of documents (the same for every strategy of that run) trains a first model;
then, for a number of iterations, the strategy ranks the rest of the corpus (the pool) with the current model, the
first `batch` documents join the training set with their gold spans (the simulated annotator), and the model is
retrained from scratch (eq. 2). After each training the model tags the evaluation corpus; precision, recall and F1
(`phiscrub.evaluate.metrics`, overall and per PHI type) against the number of training documents are the learning
curves, averaged over runs as in the paper.

The model is one CRF (`CrfTagger`, kind "all" by default: every PHI category in one model) trained with few L-BFGS
iterations and without the "clusters" feature group, whose word clusters are refitted on every training set and
would cost more than the CRF itself; everything else of a note's features is computed once per run (`NoteMemo`).
"""

from __future__ import annotations

import csv
import logging
import time
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

import numpy as np

from phiscrub.active.marginals import crf_marginals
from phiscrub.active.strategies import (
    Calibration,
    Strategy,
    calibration_evidence,
    fit_calibration,
    rank_random,
)
from phiscrub.document import Document
from phiscrub.engine import map_jobs
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.evaluate.metrics import LEVELS, Counts, EvaluationResult, evaluate
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.crf import KIND_CATEGORIES, CrfTagger, default_groups
from phiscrub.taggers.features import NoteMemo
from phiscrub.tokenize.sections import SECTION_LANGUAGES

logger = logging.getLogger(__name__)

OVERALL: Final = "ALL"
"""The label of a curve point that sums every PHI type."""

DEFAULT_LEVELS: Final[tuple[str, ...]] = ("entity-strict", "token")
"""The evaluation levels recorded by default: strict entities (the headline) and typed tokens."""


@dataclass(frozen=True, slots=True)
class ModelSettings:
    """The CRF retrained at every iteration (`CrfTagger` arguments)."""

    kind: str = "all"
    max_iterations: int = 30
    """L-BFGS iterations: few, so that retraining takes seconds."""
    lang: str = "en"
    feature_groups: tuple[str, ...] | None = None
    """None: the kind's default groups for `lang` without "clusters"."""
    c1: float = 0.1
    c2: float = 0.01
    seed: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KIND_CATEGORIES:
            raise UnknownComponentError("CRF kind", self.kind, sorted(KIND_CATEGORIES))
        if self.lang not in SECTION_LANGUAGES:
            raise UnknownComponentError("language", self.lang, SECTION_LANGUAGES)
        if self.max_iterations < 1:
            raise ConfigError(f"simulation: max_iterations must be >= 1 (got {self.max_iterations})")

    def groups(self) -> tuple[str, ...]:
        """Return the feature groups the CRF uses."""
        if self.feature_groups is not None:
            return tuple(self.feature_groups)
        return tuple(sorted(default_groups(self.kind, self.lang) - {"clusters"}))

    def build(self) -> CrfTagger:
        """Return a new, unfitted CRF with these settings."""
        return CrfTagger(
            kind=self.kind,
            feature_groups=self.groups(),
            c1=self.c1,
            c2=self.c2,
            max_iterations=self.max_iterations,
            lang=self.lang,
            seed=self.seed,
        )


@dataclass(frozen=True, slots=True)
class SimulationSettings:
    """The protocol: initial batch, batch size, iterations, runs, seed and evaluation levels."""

    batch: int = 10
    iterations: int = 10
    initial: int = 10
    runs: int = 3
    seed: int = 0
    levels: tuple[str, ...] = DEFAULT_LEVELS

    def __post_init__(self) -> None:
        if self.batch < 1 or self.initial < 1 or self.runs < 1 or self.iterations < 0:
            raise ConfigError("simulation: batch, initial and runs must be >= 1 and iterations >= 0")
        unknown = [level for level in self.levels if level not in LEVELS]
        if unknown:
            raise ConfigError(f"simulation: unknown evaluation level {unknown[0]!r} (known: {', '.join(LEVELS)})")


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """One point of a learning curve: the counts of one run's model after one iteration, at one level and type."""

    strategy: str
    """The strategy's spec, e.g. "lcub:0.6"."""
    batch: int
    run: int
    iteration: int
    documents: int
    """Training documents of the model."""
    level: str
    label: str
    """A PHI type, or "ALL"."""
    counts: Counts

    @property
    def precision(self) -> float:
        """Return the point's precision."""
        return self.counts.precision

    @property
    def recall(self) -> float:
        """Return the point's recall."""
        return self.counts.recall

    @property
    def f1(self) -> float:
        """Return the point's F1."""
        return self.counts.f1


@dataclass(frozen=True, slots=True)
class IterationTiming:
    """Wall-clock seconds of one iteration of one run: training, tagging the evaluation corpus, ranking the pool."""

    strategy: str
    batch: int
    run: int
    iteration: int
    documents: int
    fit_seconds: float
    evaluate_seconds: float
    query_seconds: float


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Every curve point and timing of a simulation, in the order of its runs."""

    points: tuple[CurvePoint, ...] = ()
    timings: tuple[IterationTiming, ...] = ()

    def __add__(self, other: SimulationResult) -> SimulationResult:
        return SimulationResult(self.points + other.points, self.timings + other.timings)


@dataclass(frozen=True, slots=True)
class MeanPoint:
    """A learning-curve point averaged over runs (the paper's "average of 3 runs")."""

    strategy: str
    batch: int
    documents: int
    level: str
    label: str
    precision: float
    recall: float
    f1: float
    runs: int


# ---------------------------------------------------------------------------------------------------------------
# One run
# ---------------------------------------------------------------------------------------------------------------


def initial_batch(doc_ids: Sequence[str], size: int, seed: int, run: int) -> list[str]:
    """Return the random initial batch of `run`: the same for every strategy, another for each run."""
    order = np.random.default_rng([seed, run]).permutation(len(doc_ids))
    return [doc_ids[i] for i in order[:size]]


def _iteration_seed(seed: int, run: int, iteration: int) -> int:
    return int(np.random.SeedSequence([seed, run, iteration]).generate_state(1)[0])


def _points(
    result: EvaluationResult, strategy: Strategy, batch: int, run: int, iteration: int, documents: int, level: str
) -> list[CurvePoint]:
    def point(label: str, counts: Counts) -> CurvePoint:
        return CurvePoint(str(strategy), batch, run, iteration, documents, level, label, counts)

    by_label = result.by_label[level]
    return [point(OVERALL, result.micro[level]), *(point(label, by_label[label]) for label in sorted(by_label))]


def _query(
    strategy: Strategy,
    tagger: CrfTagger,
    pool: Sequence[Document],
    memos: Mapping[str, NoteMemo],
    batch: int,
    seed: int,
    evidence: list[tuple[np.ndarray, np.ndarray]],
) -> list[str]:
    """Return the ids of the next batch; add the chosen notes' pre-annotation errors to `evidence` (roi-full)."""
    if not strategy.needs_model:
        return rank_random([doc.id for doc in pool], seed)[:batch]
    marginals = {doc.id: crf_marginals(tagger, doc, memos[doc.id], strategy.rows_needed) for doc in pool}
    calibration: Calibration | None = None
    if strategy.name == "roi-full" and evidence:
        calibration = fit_calibration(
            np.concatenate([confidence for confidence, _ in evidence]),
            np.concatenate([correct for _, correct in evidence]),
        )
    chosen = strategy.rank(list(marginals.values()), calibration=calibration)[:batch]
    gold = {doc.id: doc.spans for doc in pool}
    evidence.extend(calibration_evidence(marginals[doc_id], gold[doc_id]) for doc_id in chosen)
    return chosen


@dataclass(frozen=True, slots=True)
class _Trained:
    """A model of one iteration, its scores on the evaluation corpus, and the seconds both took."""

    tagger: CrfTagger
    result: EvaluationResult
    fit_seconds: float
    evaluate_seconds: float


def _train_and_score(
    model: ModelSettings, train: Sequence[Document], eval_docs: Sequence[Document], memos: Mapping[str, NoteMemo]
) -> _Trained:
    started = time.perf_counter()
    tagger = model.build().fit(train)
    fitted = time.perf_counter()
    predicted = [doc.with_spans(tagger.tag(doc, memos[doc.id])) for doc in eval_docs]
    result = evaluate(eval_docs, predicted)
    return _Trained(tagger, result, fitted - started, time.perf_counter() - fitted)


def simulate_run(
    strategies: Strategy | Sequence[Strategy],
    corpus: Sequence[Document],
    eval_docs: Sequence[Document],
    settings: SimulationSettings,
    model: ModelSettings,
    run: int,
) -> SimulationResult:
    """Return the learning curve of one run of each strategy (see the module docstring).

    The strategies of a run share the initial batch, the first model and every note's feature memo.
    """
    by_id = {doc.id: doc for doc in corpus}
    if len(by_id) != len(corpus):
        raise ConfigError("simulation: the training corpus has two documents with the same id")
    if settings.initial > len(corpus):
        raise ConfigError(f"simulation: --initial {settings.initial} is more than the {len(corpus)} documents")
    initial = initial_batch([doc.id for doc in corpus], settings.initial, settings.seed, run)
    memos = {doc.id: NoteMemo(doc.text) for doc in [*corpus, *eval_docs]}
    first = _train_and_score(model, [by_id[doc_id] for doc_id in initial], eval_docs, memos)
    total = SimulationResult()
    for strategy in [strategies] if isinstance(strategies, Strategy) else strategies:
        total = total + _follow(strategy, by_id, initial, first, eval_docs, memos, settings, model, run)
    return total


def _follow(
    strategy: Strategy,
    by_id: Mapping[str, Document],
    initial: Sequence[str],
    first: _Trained,
    eval_docs: Sequence[Document],
    memos: Mapping[str, NoteMemo],
    settings: SimulationSettings,
    model: ModelSettings,
    run: int,
) -> SimulationResult:
    """Return the curve of one strategy from the run's first model on."""
    labelled = list(initial)
    taken = set(labelled)
    pool = [doc for doc_id, doc in by_id.items() if doc_id not in taken]
    points: list[CurvePoint] = []
    timings: list[IterationTiming] = []
    evidence: list[tuple[np.ndarray, np.ndarray]] = []
    trained = first
    for iteration in range(settings.iterations + 1):
        if iteration > 0:
            trained = _train_and_score(model, [by_id[doc_id] for doc_id in labelled], eval_docs, memos)
        for level in settings.levels:
            points.extend(_points(trained.result, strategy, settings.batch, run, iteration, len(labelled), level))
        started = time.perf_counter()
        chosen: list[str] = []
        if iteration < settings.iterations and pool:
            seed = _iteration_seed(settings.seed, run, iteration)
            chosen = _query(strategy, trained.tagger, pool, memos, settings.batch, seed, evidence)
        query_seconds = time.perf_counter() - started
        timings.append(
            IterationTiming(
                str(strategy),
                settings.batch,
                run,
                iteration,
                len(labelled),
                trained.fit_seconds,
                trained.evaluate_seconds,
                query_seconds,
            )
        )
        logger.info(
            "%s batch %d run %d iteration %d: %d documents, strict F1 %.3f (fit %.1fs, tag %.1fs, query %.1fs)",
            strategy,
            settings.batch,
            run,
            iteration,
            len(labelled),
            trained.result.micro["entity-strict"].f1,
            trained.fit_seconds,
            trained.evaluate_seconds,
            query_seconds,
        )
        if not chosen:
            break
        labelled.extend(chosen)
        taken.update(chosen)
        pool = [doc for doc in pool if doc.id not in taken]
    return SimulationResult(tuple(points), tuple(timings))


# ---------------------------------------------------------------------------------------------------------------
# Every strategy and run
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SimulationJob:
    """One run of some strategies, as sent to a worker process."""

    strategies: tuple[Strategy, ...]
    corpus: tuple[Document, ...]
    eval_docs: tuple[Document, ...]
    settings: SimulationSettings
    model: ModelSettings
    run: int = field(default=0)


def run_job(job: SimulationJob) -> SimulationResult:
    """Return the result of one simulation job (module level, so that worker processes find it by name)."""
    return simulate_run(job.strategies, job.corpus, job.eval_docs, job.settings, job.model, job.run)


def simulate(
    strategies: Iterable[Strategy],
    corpus: Sequence[Document],
    eval_docs: Sequence[Document],
    settings: SimulationSettings,
    model: ModelSettings,
    workers: int = 1,
    first_run: int = 0,
) -> SimulationResult:
    """Return the learning curves of every run of every strategy, in that order.

    A job is one run of several strategies (sharing its first model and feature memos); with fewer runs than
    `workers`, each run's strategies are dealt out over more jobs so that every worker has one. `first_run` numbers
    the runs from there (`settings.runs` of them): a run's initial batch and query seeds come from (seed, run
    number) alone, so run k alone equals run k of a simulation of k + 1 or more runs, and runs can be added later.
    """
    if first_run < 0:
        raise ConfigError(f"simulation: the first run must be >= 0 (got {first_run})")
    unique = list(dict.fromkeys(strategies))
    corpus_docs, evaluation = tuple(corpus), tuple(eval_docs)
    per_run = max(1, min(len(unique), -(-workers // settings.runs)))
    jobs = [
        SimulationJob(tuple(unique[k::per_run]), corpus_docs, evaluation, settings, model, run)
        for run in range(first_run, first_run + settings.runs)
        for k in range(per_run)
    ]
    total = SimulationResult()
    for result in map_jobs(run_job, jobs, workers):
        total = total + result
    order = {str(strategy): index for index, strategy in enumerate(unique)}
    return SimulationResult(
        tuple(sorted(total.points, key=lambda p: (order[p.strategy], p.run))),
        tuple(sorted(total.timings, key=lambda t: (order[t.strategy], t.run))),
    )


# ---------------------------------------------------------------------------------------------------------------
# Curves: averages, thresholds, files
# ---------------------------------------------------------------------------------------------------------------


def mean_curves(points: Iterable[CurvePoint]) -> list[MeanPoint]:
    """Return the points averaged over runs, per strategy, batch, documents, level and label."""
    groups: dict[tuple[str, int, int, str, str], list[CurvePoint]] = defaultdict(list)
    for point in points:
        groups[(point.strategy, point.batch, point.documents, point.level, point.label)].append(point)
    means = []
    for (strategy, batch, documents, level, label), members in groups.items():
        n = len(members)
        means.append(
            MeanPoint(
                strategy,
                batch,
                documents,
                level,
                label,
                sum(p.precision for p in members) / n,
                sum(p.recall for p in members) / n,
                sum(p.f1 for p in members) / n,
                n,
            )
        )
    return sorted(means, key=lambda p: (p.batch, p.strategy, p.level, p.label, p.documents))


def documents_to_reach(
    means: Iterable[MeanPoint],
    target: float,
    level: str = "entity-strict",
    metric: str = "f1",
    batch: int | None = None,
) -> dict[str, int | None]:
    """Return, per strategy, the fewest training documents whose mean overall `metric` reaches `target` (None: never).

    Args:
        means: Mean curve points (`mean_curves`).
        target: The score to reach, e.g. 0.9.
        level: The evaluation level.
        metric: "precision", "recall" or "f1".
        batch: Only curves of this batch size (None: all; then strategies must not repeat across batch sizes).
    """
    if metric not in {"precision", "recall", "f1"}:
        raise ConfigError(f"unknown metric {metric!r}: precision, recall or f1")
    reached: dict[str, int | None] = {}
    for point in means:
        if point.level != level or point.label != OVERALL or (batch is not None and point.batch != batch):
            continue
        best = reached.setdefault(point.strategy, None)
        if getattr(point, metric) >= target and (best is None or point.documents < best):
            reached[point.strategy] = point.documents
    return reached


def final_points(means: Iterable[MeanPoint], level: str = "entity-strict") -> dict[str, MeanPoint]:
    """Return, per strategy, its overall mean point with the most training documents (the end of its curve)."""
    final: dict[str, MeanPoint] = {}
    for point in means:
        if point.level != level or point.label != OVERALL:
            continue
        if point.strategy not in final or point.documents > final[point.strategy].documents:
            final[point.strategy] = point
    return final


def write_points_csv(points: Iterable[CurvePoint], path: Path) -> None:
    """Write every run's curve points to a CSV file (atomically)."""
    with atomic_write(path) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(
            ["strategy", "batch", "run", "iteration", "documents", "level", "label", "tp", "fp", "fn"]
            + ["precision", "recall", "f1"]
        )
        for p in points:
            writer.writerow(
                [p.strategy, p.batch, p.run, p.iteration, p.documents, p.level, p.label]
                + [p.counts.tp, p.counts.fp, p.counts.fn, f"{p.precision:.6f}", f"{p.recall:.6f}", f"{p.f1:.6f}"]
            )


def write_means_csv(means: Iterable[MeanPoint], path: Path) -> None:
    """Write the run-averaged curves to a CSV file (atomically)."""
    with atomic_write(path) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["strategy", "batch", "documents", "level", "label", "precision", "recall", "f1", "runs"])
        for p in means:
            writer.writerow(
                [p.strategy, p.batch, p.documents, p.level, p.label]
                + [f"{p.precision:.6f}", f"{p.recall:.6f}", f"{p.f1:.6f}", p.runs]
            )


def write_timings_csv(timings: Iterable[IterationTiming], path: Path) -> None:
    """Write each iteration's seconds (fit, evaluation, query) to a CSV file (atomically)."""
    with atomic_write(path) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(
            ["strategy", "batch", "run", "iteration", "documents", "fit_seconds", "evaluate_seconds", "query_seconds"]
        )
        for t in timings:
            writer.writerow(
                [t.strategy, t.batch, t.run, t.iteration, t.documents]
                + [f"{t.fit_seconds:.2f}", f"{t.evaluate_seconds:.2f}", f"{t.query_seconds:.2f}"]
            )
