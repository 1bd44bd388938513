"""Is one system better than another? Paired tests over notes, and confidence intervals over notes.

- `randomization_test`: the approximate randomization test of Noreen 1989 as Yeh 2000 applies it to F-measures, with
  N = 9999 and alpha = 0.1 as in Lee et al. 2017 §3.4. Under the null hypothesis the two systems are exchangeable, so
  each shuffle swaps the outputs of A and B on each note with probability 1/2 and recomputes the micro statistic of
  both; p = (count + 1) / (N + 1), where count is the number of shuffles whose absolute difference is at least the
  observed one (two-sided).
- `z_test_two_proportions`: Uzuner et al. 2008 §8.2, z = (p1 - p2) / sqrt(p̂ (1 - p̂) (1/n1 + 1/n2)) with the pooled
  p̂ = (n1 p1 + n2 p2) / (n1 + n2); two-sided p from the normal distribution. Recall is a proportion of the gold
  items and precision one of the predicted items, so `compare_proportions` tests those; F1 is not a proportion of any
  sample, so the randomization test is the one for F1.
- `bootstrap_intervals`: percentile intervals of micro precision, recall and F1 over notes resampled with replacement.

All of them work on the per-note counts of `phiscrub.evaluate.metrics.evaluate`, vectorised with numpy and seeded.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import numpy as np

from phiscrub.errors import PhiscrubError, UnknownComponentError
from phiscrub.evaluate.metrics import LEVELS, CorpusMismatchError, EvaluationResult, NoteCounts

METRICS: Final[tuple[str, ...]] = ("f1", "precision", "recall")
"""The statistics the tests and intervals know."""

# Rows of shuffles or resamples handled at once: bounds memory to about 8 MB per chunk whatever the corpus size.
_CHUNK_CELLS: Final = 1_000_000


def count_matrix(notes: Sequence[NoteCounts], level: str) -> np.ndarray:
    """Return an (n_notes, 3) integer array of the micro TP, FP, FN of each note at `level`."""
    if level not in LEVELS:
        raise UnknownComponentError("evaluation level", level, LEVELS)
    rows = [(c.tp, c.fp, c.fn) for c in (note.micro(level) for note in notes)]
    return np.array(rows, dtype=np.int64).reshape(len(rows), 3)


def metric_of(counts: np.ndarray, metric: str) -> np.ndarray:
    """Return the metric of each row of TP, FP, FN counts (shape (..., 3)); undefined ratios are 0.0."""
    tp, fp, fn = (counts[..., i].astype(np.float64) for i in range(3))
    if metric == "f1":
        numerator, denominator = 2 * tp, 2 * tp + fp + fn
    elif metric == "precision":
        numerator, denominator = tp, tp + fp
    elif metric == "recall":
        numerator, denominator = tp, tp + fn
    else:
        raise UnknownComponentError("metric", metric, METRICS)
    return np.divide(numerator, denominator, out=np.zeros_like(numerator), where=denominator > 0)


def _chunks(total: int, n_notes: int) -> list[int]:
    rows = max(1, _CHUNK_CELLS // max(1, n_notes))
    return [min(rows, total - done) for done in range(0, total, rows)]


@dataclass(frozen=True, slots=True)
class RandomizationResult:
    """The outcome of an approximate randomization test between systems A and B."""

    level: str
    metric: str
    value_a: float
    value_b: float
    n_shuffles: int
    p_value: float
    alpha: float

    @property
    def difference(self) -> float:
        """Return the metric of A minus the metric of B."""
        return self.value_a - self.value_b

    @property
    def significant(self) -> bool:
        """Return whether the difference is significant at `alpha` (p <= alpha)."""
        return self.p_value <= self.alpha

    def to_dict(self) -> dict[str, float | int | str | bool]:
        """Return the test outcome as a JSON-ready dict."""
        return {
            "test": "approximate randomization",
            "level": self.level,
            "metric": self.metric,
            "a": self.value_a,
            "b": self.value_b,
            "difference": self.difference,
            "n_shuffles": self.n_shuffles,
            "p_value": self.p_value,
            "alpha": self.alpha,
            "significant": self.significant,
        }


def paired_notes(a: EvaluationResult, b: EvaluationResult) -> tuple[list[NoteCounts], list[NoteCounts]]:
    """Return the notes of two evaluations on the same gold corpus in the same order (by document id)."""
    by_id_b = {note.doc_id: note for note in b.notes}
    ids_a = [note.doc_id for note in a.notes]
    for doc_id in ids_a:
        if doc_id not in by_id_b:
            raise CorpusMismatchError(doc_id, "is scored for system A but not for system B")
    if len(by_id_b) != len(ids_a):
        extra = min(set(by_id_b) - set(ids_a))
        raise CorpusMismatchError(extra, "is scored for system B but not for system A")
    if a.label_set != b.label_set:
        raise PhiscrubError(f"cannot compare evaluations on label sets {a.label_set!r} and {b.label_set!r}")
    return list(a.notes), [by_id_b[doc_id] for doc_id in ids_a]


def randomization_test(
    a: EvaluationResult,
    b: EvaluationResult,
    level: str = "entity-strict",
    metric: str = "f1",
    n_shuffles: int = 9999,
    alpha: float = 0.1,
    seed: int = 0,
) -> RandomizationResult:
    """Return the approximate randomization test of the micro `metric` at `level` between systems A and B.

    Args:
        a: System A evaluated on the gold corpus.
        b: System B evaluated on the same gold corpus.
        level: The evaluation level whose micro counts are shuffled.
        metric: "f1" (Lee et al. 2017), "recall" or "precision".
        n_shuffles: N, the number of random shuffles.
        alpha: The significance level the result is judged at.
        seed: Seed of the random swaps.
    """
    notes_a, notes_b = paired_notes(a, b)
    counts_a, counts_b = count_matrix(notes_a, level), count_matrix(notes_b, level)
    value_a, value_b, p_value = randomization_p_value(counts_a, counts_b, metric, n_shuffles, seed)
    return RandomizationResult(level, metric, value_a, value_b, n_shuffles, p_value, alpha)


def randomization_p_value(
    counts_a: np.ndarray, counts_b: np.ndarray, metric: str = "f1", n_shuffles: int = 9999, seed: int = 0
) -> tuple[float, float, float]:
    """Return A's and B's micro `metric` and the approximate randomization p-value of their difference.

    Args:
        counts_a: (n_notes, 3) TP, FP, FN of system A per note (any counts, e.g. of non-PHI tokens).
        counts_b: The same notes' counts for system B, in the same order.
        metric: "f1", "recall" or "precision".
        n_shuffles: N, the number of random shuffles.
        seed: Seed of the random swaps.
    """
    if n_shuffles < 1:
        raise PhiscrubError(f"n_shuffles must be at least 1, got {n_shuffles}")
    if counts_a.shape != counts_b.shape:
        raise PhiscrubError(f"count matrices of other shapes: {counts_a.shape} and {counts_b.shape}")
    total_a, total_b = counts_a.sum(axis=0), counts_b.sum(axis=0)
    value_a, value_b = float(metric_of(total_a, metric)), float(metric_of(total_b, metric))
    observed = abs(value_a - value_b)
    delta = counts_b - counts_a  # what swapping a note moves from A's totals to B's
    rng = np.random.default_rng(seed)
    at_least = 0
    for rows in _chunks(n_shuffles, len(counts_a)):
        swaps = rng.integers(0, 2, size=(rows, len(counts_a)), dtype=np.int64)
        moved = swaps @ delta
        shuffled = np.abs(metric_of(total_a + moved, metric) - metric_of(total_b - moved, metric))
        # a tolerance so that float noise in an equal difference still counts as "at least as large"
        at_least += int(np.count_nonzero(shuffled >= observed - 1e-12))
    return value_a, value_b, (at_least + 1) / (n_shuffles + 1)


@dataclass(frozen=True, slots=True)
class ZTestResult:
    """The z-test of two proportions (Uzuner et al. 2008 §8.2)."""

    p1: float
    n1: int
    p2: float
    n2: int
    z: float
    p_value: float
    """Two-sided."""

    def significant(self, alpha: float = 0.05) -> bool:
        """Return whether the proportions differ significantly at `alpha` (two-sided)."""
        return self.p_value <= alpha

    def to_dict(self) -> dict[str, float | int | str]:
        """Return the test outcome as a JSON-ready dict."""
        return {
            "test": "z-test of two proportions",
            "p1": self.p1,
            "n1": self.n1,
            "p2": self.p2,
            "n2": self.n2,
            "z": self.z,
            "p_value": self.p_value,
        }


def z_test_two_proportions(successes1: int, n1: int, successes2: int, n2: int) -> ZTestResult:
    """Return z and the two-sided p-value for H0: p1 = p2, with p_i = successes_i / n_i (pooled variance)."""
    if n1 <= 0 or n2 <= 0:
        raise PhiscrubError(f"z-test needs two non-empty samples, got sizes {n1} and {n2}")
    if not (0 <= successes1 <= n1 and 0 <= successes2 <= n2):
        raise PhiscrubError("z-test needs 0 <= successes <= sample size on both sides")
    return z_test_of_rates(successes1 / n1, n1, successes2 / n2, n2)


def z_test_of_rates(p1: float, n1: int, p2: float, n2: int) -> ZTestResult:
    """Return the z-test of §8.2 for two rates in [0, 1] over samples of n1 and n2 items.

    Uzuner et al. 2008 apply it to F-measures too ("we test the significance of the differences in F-measures"),
    with n the number of items of the class (tokens of PHI, or of non-PHI); F1 is no proportion of a sample, so that
    use is the paper's convention, kept to compare with its tables (`randomization_test` is the sounder test of F1).
    """
    if n1 <= 0 or n2 <= 0:
        raise PhiscrubError(f"z-test needs two non-empty samples, got sizes {n1} and {n2}")
    if not (0.0 <= p1 <= 1.0 and 0.0 <= p2 <= 1.0):
        raise PhiscrubError("z-test needs rates between 0 and 1 on both sides")
    pooled = (n1 * p1 + n2 * p2) / (n1 + n2)
    variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if variance <= 0:
        # both rates are 0 or both are 1: no difference at all
        return ZTestResult(p1, n1, p2, n2, 0.0, 1.0)
    z = (p1 - p2) / math.sqrt(variance)
    return ZTestResult(p1, n1, p2, n2, z, math.erfc(abs(z) / math.sqrt(2)))


def compare_proportions(
    a: EvaluationResult, b: EvaluationResult, level: str = "binary-token", metric: str = "recall"
) -> ZTestResult:
    """Return the z-test of the micro recall (or precision) of systems A and B at `level`."""
    if level not in LEVELS:
        raise UnknownComponentError("evaluation level", level, LEVELS)
    counts_a, counts_b = a.micro[level], b.micro[level]
    if metric == "recall":
        return z_test_two_proportions(counts_a.tp, counts_a.n_gold, counts_b.tp, counts_b.n_gold)
    if metric == "precision":
        return z_test_two_proportions(counts_a.tp, counts_a.n_predicted, counts_b.tp, counts_b.n_predicted)
    raise UnknownComponentError("proportion", metric, ("precision", "recall"))


@dataclass(frozen=True, slots=True)
class BootstrapInterval:
    """A percentile bootstrap confidence interval of a micro metric, resampling notes."""

    level: str
    metric: str
    estimate: float
    low: float
    high: float
    confidence: float
    n_resamples: int

    def to_dict(self) -> dict[str, float | int | str]:
        """Return the interval as a JSON-ready dict."""
        return {
            "level": self.level,
            "metric": self.metric,
            "estimate": self.estimate,
            "low": self.low,
            "high": self.high,
            "confidence": self.confidence,
            "n_resamples": self.n_resamples,
        }


def bootstrap_intervals(
    result: EvaluationResult,
    level: str = "entity-strict",
    metrics: Sequence[str] = ("recall", "precision"),
    n_resamples: int = 1000,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[BootstrapInterval, ...]:
    """Return percentile bootstrap intervals of the micro `metrics` at `level`, resampling notes with replacement.

    Args:
        result: An evaluation.
        level: The level whose per-note counts are resampled.
        metrics: Any of "recall", "precision", "f1".
        n_resamples: How many resampled corpora (each as many notes as `result`).
        confidence: The interval's coverage, e.g. 0.95.
        seed: Seed of the resampling.
    """
    if not 0 < confidence < 1:
        raise PhiscrubError(f"confidence must be between 0 and 1, got {confidence}")
    if n_resamples < 1:
        raise PhiscrubError(f"n_resamples must be at least 1, got {n_resamples}")
    for metric in metrics:
        if metric not in METRICS:
            raise UnknownComponentError("metric", metric, METRICS)
    counts = count_matrix(result.notes, level)
    n_notes = len(counts)
    if n_notes == 0:
        raise PhiscrubError("cannot bootstrap an evaluation without notes")
    rng = np.random.default_rng(seed)
    totals = []
    for rows in _chunks(n_resamples, n_notes):
        weights = rng.multinomial(n_notes, np.full(n_notes, 1 / n_notes), size=rows)
        totals.append(weights @ counts)
    resampled = np.concatenate(totals)
    tail = (1 - confidence) / 2 * 100
    intervals = []
    for metric in metrics:
        values = metric_of(resampled, metric)
        low, high = np.percentile(values, [tail, 100 - tail])
        estimate = float(metric_of(counts.sum(axis=0), metric))
        intervals.append(BootstrapInterval(level, metric, estimate, float(low), float(high), confidence, n_resamples))
    return tuple(intervals)
