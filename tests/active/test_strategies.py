from __future__ import annotations

import math

import numpy as np
import pytest

from phiscrub.active.marginals import DocumentMarginals
from phiscrub.active.strategies import (
    Calibration,
    Strategy,
    calibration_evidence,
    elb_uncertainty,
    entropy_uncertainty,
    fit_calibration,
    lcub_uncertainty,
    least_confidence,
    paper_grid,
    parse_strategy,
    rank_elb,
    rank_entropy,
    rank_lcub,
    rank_least_confidence,
    rank_random,
    rank_roi,
    rank_roi_full,
    roi_full,
    roi_simplified,
    token_entropy,
    two_class_confidence,
)
from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.tokenize.tokenizer import tokenize

LABELS = ("O", "B-PATIENT")


def marginals(doc_id: str, rows: list[list[float]], labels: tuple[str, ...] = LABELS) -> DocumentMarginals:
    return DocumentMarginals(doc_id, labels, np.array(rows, dtype=float).reshape(len(rows), len(labels)))


def table_1(doc_id: str, non_phi: int, phi: int) -> DocumentMarginals:
    """A document of the paper's Table 1: non-PHI tokens at confidence 0.99, PHI tokens at 0.6."""
    return marginals(doc_id, [[0.99, 0.01]] * non_phi + [[0.4, 0.6]] * phi)


D1 = table_1("d1", 1000, 5)  # long, PHI density 0.5 %
D2 = table_1("d2", 100, 10)  # short, PHI density 9.1 %


def test_least_confidence_sums_the_table_1_uncertainties_and_prefers_the_long_document() -> None:
    # 1000 x 0.01 + 5 x 0.4 = 12 and 100 x 0.01 + 10 x 0.4 = 5, as in the paper's Table 1
    assert least_confidence(D1) == pytest.approx(12.0)
    assert least_confidence(D2) == pytest.approx(5.0)
    assert rank_least_confidence([D2, D1]) == ["d1", "d2"]


def test_lcub_counts_only_tokens_below_theta_and_prefers_the_dense_document() -> None:
    # with theta 0.9 only the PHI tokens (0.6) count: 5 x 0.4 = 2 and 10 x 0.4 = 4
    assert lcub_uncertainty(D1, 0.9) == pytest.approx(2.0)
    assert lcub_uncertainty(D2, 0.9) == pytest.approx(4.0)
    assert rank_lcub([D1, D2], 0.9) == ["d2", "d1"]


def test_lcub_cutoff_is_strict_and_lcub_one_is_lc() -> None:
    doc = marginals("a", [[0.6, 0.4], [0.9, 0.1]])
    assert lcub_uncertainty(doc, 0.6) == 0.0  # P = 0.6 is not below 0.6
    assert lcub_uncertainty(doc, 0.61) == pytest.approx(0.4)
    assert lcub_uncertainty(doc, 1.0) == pytest.approx(least_confidence(doc)) == pytest.approx(0.5)


def test_token_entropy_by_hand() -> None:
    doc = marginals("a", [[0.5, 0.5], [0.9, 0.1], [1.0, 0.0]])
    # ln 2; -(0.9 ln 0.9 + 0.1 ln 0.1) = 0.094824 + 0.230259; 0 log 0 = 0
    assert list(token_entropy(doc, None)) == pytest.approx([0.693147, 0.325083, 0.0], abs=1e-6)


def test_entropy_is_taken_over_the_m_most_probable_labels() -> None:
    doc = marginals("a", [[0.2, 0.5, 0.3]], ("O", "B-PATIENT", "B-CITY"))
    # m = 2 keeps 0.5 and 0.3: 0.346574 + 0.361192; m = 3 adds 0.2 ln 5 = 0.321888
    assert entropy_uncertainty(doc, 2) == pytest.approx(0.707766, abs=1e-6)
    assert entropy_uncertainty(doc, 3) == pytest.approx(1.029653, abs=1e-6)
    assert entropy_uncertainty(doc, None) == pytest.approx(1.029653, abs=1e-6)


def test_entropy_prefers_the_long_document_and_elb_the_dense_one() -> None:
    # H(0.99, 0.01) = 0.056002, H(0.6, 0.4) = 0.673012
    assert entropy_uncertainty(D1) == pytest.approx(1000 * 0.056002 + 5 * 0.673012, abs=1e-2)
    assert entropy_uncertainty(D2) == pytest.approx(100 * 0.056002 + 10 * 0.673012, abs=1e-3)
    assert rank_entropy([D2, D1]) == ["d1", "d2"]
    assert elb_uncertainty(D1, 0.1) == pytest.approx(5 * 0.673012, abs=1e-5)
    assert elb_uncertainty(D2, 0.1) == pytest.approx(10 * 0.673012, abs=1e-5)
    assert rank_elb([D1, D2], 0.1) == ["d2", "d1"]


def test_elb_lower_bound_is_strict_and_elb_zero_is_entropy() -> None:
    doc = marginals("a", [[0.5, 0.5], [0.9, 0.1]])
    assert elb_uncertainty(doc, math.log(2)) == 0.0  # H = ln 2 is not above ln 2, H = 0.325 neither
    assert elb_uncertainty(doc, 0.5) == pytest.approx(0.693147, abs=1e-6)
    assert elb_uncertainty(doc, 0.0) == pytest.approx(entropy_uncertainty(doc))


def test_two_class_confidence_collapses_phi_labels() -> None:
    doc = marginals("a", [[0.2, 0.5, 0.3], [0.7, 0.2, 0.1], [0.5, 0.25, 0.25]], ("O", "B-PATIENT", "B-CITY"))
    confidence, is_phi = two_class_confidence(doc)
    assert list(confidence) == pytest.approx([0.8, 0.7, 0.5])
    assert list(is_phi) == [True, False, False]  # a tie counts as non-PHI


def test_simplified_roi_by_hand_and_reading_cost_favours_the_dense_document() -> None:
    # 2 x 0.99 x 0.01 = 0.0198 per non-PHI token, 2 x 0.6 x 0.4 = 0.48 per PHI token
    assert roi_simplified(D1, 1, 1, 0.01) == pytest.approx(1000 * 0.0098 + 5 * 0.47)  # 12.15
    assert roi_simplified(D2, 1, 1, 0.01) == pytest.approx(100 * 0.0098 + 10 * 0.47)  # 5.68
    assert rank_roi([D2, D1], 1, 1, 0.01) == ["d1", "d2"]
    assert roi_simplified(D1, 1, 1, 0.05) == pytest.approx(1000 * -0.0302 + 5 * 0.43)  # -28.05
    assert roi_simplified(D2, 1, 1, 0.05) == pytest.approx(100 * -0.0302 + 10 * 0.43)  # 1.28
    assert rank_roi([D1, D2], 1, 1, 0.05) == ["d2", "d1"]


def test_full_roi_weighs_fn_and_fp_corrections_by_the_predicted_class() -> None:
    calibration = Calibration((0.9,))  # P' = 0.9 whatever the confidence
    non_phi = marginals("a", [[0.8, 0.2]])  # y non-PHI, P = 0.8
    phi = marginals("b", [[0.2, 0.8]])  # y PHI, P = 0.8
    # non-PHI: NCn P (1 - P') + NCp (1 - P) P' - ctr = 2 x 0.8 x 0.1 + 1 x 0.2 x 0.9 - 0.1
    assert roi_full(non_phi, 2, 1, 0.1, calibration) == pytest.approx(0.24)
    # PHI: NCp P (1 - P') + NCn (1 - P) P' - ctr = 1 x 0.8 x 0.1 + 2 x 0.2 x 0.9 - 0.1
    assert roi_full(phi, 2, 1, 0.1, calibration) == pytest.approx(0.34)
    assert rank_roi_full([non_phi, phi], 2, 1, 0.1, calibration) == ["b", "a"]


def test_full_roi_without_calibration_is_the_simplified_form() -> None:
    doc = marginals("a", [[0.8, 0.2], [0.3, 0.7], [0.99, 0.01]])
    # (2 + 1) x 0.8 x 0.2 - 0.1 = 0.38; 3 x 0.7 x 0.3 - 0.1 = 0.53; 3 x 0.99 x 0.01 - 0.1 = -0.0703
    assert roi_full(doc, 2, 1, 0.1) == pytest.approx(0.38 + 0.53 - 0.0703)
    assert roi_simplified(doc, 2, 1, 0.1) == pytest.approx(0.38 + 0.53 - 0.0703)


def test_fit_calibration_is_an_m_estimate_per_confidence_bin() -> None:
    confidence = np.array([0.55, 0.55, 0.97, 0.97, 0.97, 0.97])
    correct = np.array([True, False, True, True, True, False])
    calibration = fit_calibration(confidence, correct, n_bins=5, prior_weight=2.0)
    # bin [0.5, 0.6): (1 + 2 x 0.55) / (2 + 2); bin [0.9, 1]: (3 + 2 x 0.95) / (4 + 2); empty bins: their centre
    assert calibration.rates == pytest.approx((0.525, 0.65, 0.75, 0.85, 4.9 / 6))
    assert list(calibration(np.array([0.5, 0.65, 1.0]))) == pytest.approx([0.525, 0.65, 4.9 / 6])


def test_calibration_evidence_compares_two_class_labels_with_gold_tokens() -> None:
    text = "Ana came back"
    tokens = tuple(tokenize(text))
    doc = DocumentMarginals("a", LABELS, np.array([[0.3, 0.7], [0.4, 0.6], [0.9, 0.1]]), tokens)
    confidence, correct = calibration_evidence(doc, [Span(0, 3, "PATIENT")])
    assert [text[t.start : t.end] for t in tokens] == ["Ana", "came", "back"]
    assert list(confidence) == pytest.approx([0.7, 0.6, 0.9])
    assert list(correct) == [True, False, True]


def test_ties_keep_pool_order() -> None:
    pool = [marginals("x", [[0.9, 0.1]]), marginals("y", [[0.9, 0.1]]), marginals("z", [[0.5, 0.5]])]
    assert rank_least_confidence(pool) == ["z", "x", "y"]


def test_random_ranking_is_a_seeded_permutation() -> None:
    ids = [f"n{i}" for i in range(20)]
    assert rank_random(ids, 7) == rank_random(ids, 7)
    assert sorted(rank_random(ids, 7)) == sorted(ids)
    assert rank_random(ids, 7) != rank_random(ids, 8)


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("random", Strategy("random")),
        ("LC", Strategy("lc")),
        ("lcub:0.6", Strategy("lcub", (0.6,))),
        ("entropy", Strategy("entropy", (3,))),
        ("elb:0.01", Strategy("elb", (0.01, 3))),
        ("elb:0.01,5", Strategy("elb", (0.01, 5))),
        ("roi", Strategy("roi", (1, 1, 0.01))),
        ("roi-full:2,1,0.05", Strategy("roi-full", (2, 1, 0.05))),
    ],
)
def test_parse_strategy_fills_defaults_and_round_trips(spec: str, expected: Strategy) -> None:
    assert parse_strategy(spec) == expected
    assert parse_strategy(str(expected)) == expected


@pytest.mark.parametrize("spec", ["lcub", "elb", "lcub:1.5", "lcub:0", "elb:-1", "entropy:0", "entropy:2.5", "lc:1"])
def test_parse_strategy_refuses_missing_or_invalid_parameters(spec: str) -> None:
    with pytest.raises(ConfigError):
        parse_strategy(spec)


def test_parse_strategy_lists_the_known_names() -> None:
    with pytest.raises(UnknownComponentError, match="lcub"):
        parse_strategy("margin")


def test_strategy_rank_dispatches_to_its_function() -> None:
    pool = [D1, D2]
    assert Strategy("lc").rank(pool) == ["d1", "d2"]
    assert Strategy("lcub", (0.9,)).rank(pool) == ["d2", "d1"]
    assert Strategy("elb", (0.1, 3)).rank(pool) == ["d2", "d1"]
    assert Strategy("roi", (1, 1, 0.05)).rank(pool) == ["d2", "d1"]
    assert Strategy("random").rank(pool, seed=3) == rank_random(["d1", "d2"], 3)


def test_paper_grid_holds_every_setting_of_the_paper() -> None:
    grid = paper_grid()
    names = [str(strategy) for strategy in grid]
    assert names[0] == "random" and "lc" in names
    assert [s.params[0] for s in grid if s.name == "lcub"] == pytest.approx([0.1 * k for k in range(1, 10)])
    assert [s.params[0] for s in grid if s.name == "elb"] == [0.001, 0.01, 0.1, 1.0]
    assert len(set(names)) == len(names) == 22
    assert Strategy("lcub", (0.6,)).title == "LCUB θ=0.6"


def test_entropy_upper_bound_is_reached_by_an_even_split() -> None:
    from phiscrub.active.strategies import entropy_upper_bound

    # P(O) = 0.9, m = 3 of 5 labels: -0.9 ln 0.9 - 0.1 ln 0.05 = 0.094824 + 0.299573
    bound = entropy_upper_bound(np.array([0.9, 1.0]), 3, 5)
    assert list(bound) == pytest.approx([0.394397, 0.0], abs=1e-6)
    even = marginals("a", [[0.9, 0.05, 0.05, 0.0, 0.0]], ("O", "B-A", "B-B", "B-C", "B-D"))
    uneven = marginals("b", [[0.9, 0.07, 0.02, 0.01, 0.0]], ("O", "B-A", "B-B", "B-C", "B-D"))
    assert entropy_uncertainty(even, 3) == pytest.approx(bound[0])
    assert entropy_uncertainty(uneven, 3) < bound[0]
    assert entropy_upper_bound(np.array([0.5]), 2, 5)[0] == math.inf  # r = 0.5 > 1/e: no bound


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("lc", [True, False, False, False]),
        ("lcub:0.6", [True, False, False, False]),
        ("roi", [True, False, False, False]),
        ("roi-full", [True, False, False, False]),
        # bounds for P(O) 0.5, 0.9, 0.999, 1 with m = 3 of 5 labels: -, 0.394, 0.0082, 0
        ("elb:0.01", [True, True, False, False]),
        ("elb:0.001", [True, True, True, False]),
        ("entropy", [True, True, True, False]),
        ("random", [False, False, False, False]),
    ],
)
def test_rows_needed_are_the_tokens_whose_other_labels_can_change_the_score(spec: str, expected: list[bool]) -> None:
    p_outside = np.array([0.4, 0.9, 0.999, 1.0])
    assert list(parse_strategy(spec).rows_needed(p_outside, 5)) == expected
