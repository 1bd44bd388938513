"""benchmarks/transformer.py: the cross-corpus coverage table's counting (no torch needed)."""

from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from tests.scripts import load_script

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "transformer.py"


@pytest.fixture(scope="module")
def bench():
    return load_script(_PATH, "transformer_bench")


TEXT = "Ann Lee moved to Boston with Acme Corp in May"
#       0   4   8     14 17     24   29   34   39 42


def gold() -> Document:
    spans = (Span(0, 7, "PATIENT", corpus_label="PER"), Span(17, 23, "CITY", corpus_label="LOC"))
    return Document("d1", TEXT, (*spans, Span(29, 38, "ORGANIZATION", corpus_label="ORG")))


def test_coverage_counts_each_labels_tokens_found_by_any_span_and_flags_outside_them(bench) -> None:
    predicted = Document("d1", TEXT, (Span(4, 7, "DOCTOR"), Span(17, 23, "DATE"), Span(42, 45, "DATE")))
    recall, flagged = bench.coverage_by_label([gold()], [predicted])
    assert recall == {"PER": 0.5, "LOC": 1.0, "ORG": 0.0}  # "Lee" of "Ann Lee"; the label need not match
    # non-entity tokens: moved, to, with, in, May -> "May" flagged: 1 of 5
    assert flagged == pytest.approx(200.0)


def test_gold_token_counts_per_corpus_label(bench) -> None:
    assert bench.gold_token_counts([gold()]) == {"PER": 2, "LOC": 1, "ORG": 2}
