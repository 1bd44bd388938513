"""Evaluation: every measure the five papers report, from their definitions."""

from phiscrub.evaluate.metrics import (
    LABEL_SETS,
    LEVELS,
    CorpusMismatchError,
    Counts,
    EvaluationResult,
    MissedPhi,
    NoteCounts,
    OperatingPoint,
    evaluate,
    evaluate_note,
    operating_points,
)
from phiscrub.evaluate.significance import (
    BootstrapInterval,
    RandomizationResult,
    ZTestResult,
    bootstrap_intervals,
    compare_proportions,
    randomization_test,
    z_test_two_proportions,
)

__all__ = [
    "LABEL_SETS",
    "LEVELS",
    "BootstrapInterval",
    "CorpusMismatchError",
    "Counts",
    "EvaluationResult",
    "MissedPhi",
    "NoteCounts",
    "OperatingPoint",
    "RandomizationResult",
    "ZTestResult",
    "bootstrap_intervals",
    "compare_proportions",
    "evaluate",
    "evaluate_note",
    "operating_points",
    "randomization_test",
    "z_test_two_proportions",
]
