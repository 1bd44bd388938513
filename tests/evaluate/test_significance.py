from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import PhiscrubError, UnknownComponentError
from phiscrub.evaluate.metrics import CorpusMismatchError, EvaluationResult, evaluate
from phiscrub.evaluate.significance import (
    bootstrap_intervals,
    compare_proportions,
    count_matrix,
    metric_of,
    randomization_p_value,
    randomization_test,
    z_test_of_rates,
    z_test_two_proportions,
)


def corpus(n_notes: int, found_share_a: float, found_share_b: float, seed: int = 0) -> tuple[EvaluationResult, ...]:
    """Two systems on the same gold notes, each finding a random share of the dates."""
    rng = random.Random(seed)
    gold, pred_a, pred_b = [], [], []
    for i in range(n_notes):
        text = " ".join(f"on 0{k % 9 + 1}/01/2020" for k in range(10))
        spans = tuple(Span(13 * k + 3, 13 * k + 13, "DATE") for k in range(10))
        gold.append(Document(f"n{i}", text, spans))
        pred_a.append(Document(f"n{i}", text, tuple(s for s in spans if rng.random() < found_share_a)))
        pred_b.append(Document(f"n{i}", text, tuple(s for s in spans if rng.random() < found_share_b)))
    return evaluate(gold, pred_a), evaluate(gold, pred_b)


def test_identical_systems_are_never_significantly_different() -> None:
    a, _ = corpus(30, 0.7, 0.7)
    test = randomization_test(a, a, n_shuffles=999)
    assert test.difference == 0.0
    assert test.p_value == 1.0
    assert not test.significant


def test_a_clearly_better_system_gets_the_smallest_possible_p_value() -> None:
    a, b = corpus(100, 0.95, 0.5)
    test = randomization_test(a, b, n_shuffles=9999)
    assert test.p_value == pytest.approx(1 / 10000)
    assert test.significant and test.difference > 0
    assert test.to_dict()["significant"] is True


def test_randomization_test_is_seeded() -> None:
    a, b = corpus(20, 0.8, 0.75)
    assert randomization_test(a, b, seed=3, n_shuffles=999) == randomization_test(a, b, seed=3, n_shuffles=999)


def test_randomization_p_value_approaches_the_exact_permutation_p_value() -> None:
    a, b = corpus(8, 0.8, 0.6, seed=4)
    counts_a, counts_b = count_matrix(a.notes, "entity-strict"), count_matrix(b.notes, "entity-strict")
    observed = abs(float(metric_of(counts_a.sum(0), "f1")) - float(metric_of(counts_b.sum(0), "f1")))
    at_least = 0
    for swaps in itertools.product([0, 1], repeat=len(counts_a)):
        mask = np.array(swaps)[:, None].astype(bool)
        shuffled_a = np.where(mask, counts_b, counts_a).sum(0)
        shuffled_b = np.where(mask, counts_a, counts_b).sum(0)
        at_least += abs(float(metric_of(shuffled_a, "f1")) - float(metric_of(shuffled_b, "f1"))) >= observed - 1e-12
    exact = at_least / 2 ** len(counts_a)
    assert randomization_test(a, b, n_shuffles=50_000, seed=1).p_value == pytest.approx(exact, abs=0.01)


def test_randomization_test_refuses_evaluations_of_other_notes() -> None:
    a, _ = corpus(5, 0.8, 0.8)
    other = evaluate([Document("elsewhere", "text")], [Document("elsewhere", "text")])
    with pytest.raises(CorpusMismatchError):
        randomization_test(a, other)


def test_randomization_test_can_test_recall_instead_of_f1() -> None:
    a, b = corpus(40, 0.9, 0.6)
    test = randomization_test(a, b, metric="recall", n_shuffles=999)
    assert (test.value_a, test.value_b) == (a.micro["entity-strict"].recall, b.micro["entity-strict"].recall)
    with pytest.raises(UnknownComponentError):
        randomization_test(a, b, metric="accuracy")


def test_randomization_on_count_matrices_is_the_test_of_evaluations() -> None:
    counts_a = np.array([[5, 1, 0], [3, 0, 2], [4, 2, 1]])
    counts_b = np.array([[2, 3, 3], [1, 1, 4], [4, 2, 1]])
    value_a, value_b, p_value = randomization_p_value(counts_a, counts_b, "f1", n_shuffles=999, seed=1)
    assert (value_a, value_b) == pytest.approx((24 / 30, 14 / 28))
    # the third note is the same in both; of the 4 swaps of the first two, none and both keep |difference|: p = 1/2
    assert 0.4 < p_value < 0.6
    assert randomization_p_value(counts_a, counts_a, n_shuffles=99)[2] == 1.0
    with pytest.raises(PhiscrubError):
        randomization_p_value(counts_a, counts_b[:2])


def test_z_test_matches_the_formula_of_uzuner_2008() -> None:
    # p1 = 0.9, p2 = 0.8, n = 100 each: pooled 0.85, z = 0.1 / sqrt(0.85 * 0.15 * 0.02) = 1.9803
    test = z_test_two_proportions(90, 100, 80, 100)
    assert test.z == pytest.approx(1.98030, abs=1e-4)
    assert test.p_value == pytest.approx(0.04767, abs=1e-4)
    assert test.significant(0.05) and not test.significant(0.01)
    swapped = z_test_two_proportions(80, 100, 90, 100)
    assert (swapped.z, swapped.p_value) == pytest.approx((-test.z, test.p_value))


def test_z_test_of_rates_such_as_f_measures_matches_the_hand_computed_value() -> None:
    # F1 0.95 over 200 PHI tokens against 0.90 over 300: pooled 0.92, z = 0.05 / sqrt(0.92 * 0.08 * (1/200 + 1/300))
    test = z_test_of_rates(0.95, 200, 0.90, 300)
    assert test.z == pytest.approx(2.01893, abs=1e-4)
    assert test.p_value == pytest.approx(0.04350, abs=1e-4)
    assert z_test_of_rates(0.9, 100, 0.8, 100).z == pytest.approx(z_test_two_proportions(90, 100, 80, 100).z)
    with pytest.raises(PhiscrubError):
        z_test_of_rates(1.5, 10, 0.5, 10)


@pytest.mark.parametrize(("s1", "s2"), [(0, 0), (50, 50)])
def test_z_test_of_equal_degenerate_proportions_is_not_significant(s1: int, s2: int) -> None:
    test = z_test_two_proportions(s1, 50, s2, 50)
    assert (test.z, test.p_value) == (0.0, 1.0)


def test_z_test_refuses_empty_samples() -> None:
    with pytest.raises(PhiscrubError):
        z_test_two_proportions(0, 0, 1, 2)


def test_compare_proportions_tests_recall_over_gold_items() -> None:
    a, b = corpus(20, 0.9, 0.7)
    test = compare_proportions(a, b, "entity-strict", "recall")
    counts_a, counts_b = a.micro["entity-strict"], b.micro["entity-strict"]
    assert (test.n1, test.n2) == (counts_a.n_gold, counts_b.n_gold) == (200, 200)
    assert test.p1 == counts_a.recall
    assert test.z > 0
    assert math.isclose(test.p_value, math.erfc(abs(test.z) / math.sqrt(2)))


def test_bootstrap_interval_holds_the_estimate_and_is_seeded() -> None:
    a, _ = corpus(50, 0.8, 0.8)
    recall, precision = bootstrap_intervals(a, "entity-strict", n_resamples=500, seed=7)
    assert recall.metric == "recall" and precision.metric == "precision"
    assert recall.low <= recall.estimate <= recall.high
    assert recall.low < recall.high
    assert precision.low == precision.high == 1.0  # the system never predicts a wrong date
    assert bootstrap_intervals(a, "entity-strict", n_resamples=500, seed=7)[0] == recall


def test_bootstrap_interval_narrows_with_more_notes() -> None:
    small, _ = corpus(10, 0.7, 0.7, seed=2)
    large, _ = corpus(400, 0.7, 0.7, seed=2)
    width = [(i.high - i.low) for r in (small, large) for i in bootstrap_intervals(r, metrics=("recall",), seed=0)]
    assert width[1] < width[0] / 2


def test_bootstrap_of_identical_notes_has_no_width() -> None:
    text = "seen 01/02/2020 and 03/04/2020"
    gold = [Document(f"n{i}", text, (Span(5, 15, "DATE"), Span(20, 30, "DATE"))) for i in range(10)]
    pred = [doc.with_spans(doc.spans[:1]) for doc in gold]
    (interval,) = bootstrap_intervals(evaluate(gold, pred), metrics=("recall",))
    assert interval.low == interval.high == interval.estimate == 0.5


def test_metric_of_undefined_ratios_is_zero() -> None:
    assert metric_of(np.array([0, 0, 0]), "precision") == 0.0
    assert list(metric_of(np.array([[1, 1, 0], [0, 0, 2]]), "f1")) == pytest.approx([2 / 3, 0.0])
