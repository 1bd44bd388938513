from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from phiscrub.active.marginals import DocumentMarginals, crf_marginals
from phiscrub.active.strategies import (
    elb_uncertainty,
    entropy_uncertainty,
    lcub_uncertainty,
    least_confidence,
    parse_strategy,
    roi_full,
    roi_simplified,
)
from phiscrub.document import Document
from phiscrub.errors import ConfigError, NotFittedError
from phiscrub.taggers.crf import CrfTagger
from phiscrub.taggers.features import NoteMemo
from phiscrub.tokenize.tokenizer import tokenize
from tests.active.notes import note, notes


@pytest.fixture(scope="module")
def tagger() -> CrfTagger:
    groups = ("baseline", "pos", "sentence", "shape_ngrams", "attribute")
    return CrfTagger(kind="all", feature_groups=groups, max_iterations=30).fit(notes(12))


def test_marginals_have_one_row_per_token_summing_to_one(tagger: CrfTagger) -> None:
    doc = note(21)
    result = crf_marginals(tagger, doc)
    assert [(t.start, t.end) for t in result.tokens] == [(t.start, t.end) for t in tokenize(doc.text)]
    assert result.probabilities.shape == (len(result.tokens), len(result.labels))
    assert np.allclose(result.probabilities.sum(axis=1), 1.0)
    assert "O" in result.labels and "B-PATIENT" in result.labels


def test_most_probable_labels_find_the_phi_of_an_easy_note(tagger: CrfTagger) -> None:
    doc = note(21)
    result = crf_marginals(tagger, doc)
    best = [result.labels[j] for j in result.probabilities.argmax(axis=1)]
    labelled = {doc.text[t.start : t.end]: label for t, label in zip(result.tokens, best, strict=True)}
    span = next(s for s in doc.spans if s.label == "PATIENT")
    first_name = doc.text[span.start : span.end].split()[0]
    assert labelled[first_name] == "B-PATIENT"
    assert labelled["Name"] == "O"


def test_a_memo_gives_the_same_marginals_across_calls(tagger: CrfTagger) -> None:
    doc = note(22)
    memo = NoteMemo(doc.text)
    first = crf_marginals(tagger, doc, memo)
    again = crf_marginals(tagger, doc, memo)
    assert np.array_equal(first.probabilities, again.probabilities)
    assert np.array_equal(first.probabilities, crf_marginals(tagger, doc).probabilities)


def test_header_only_sentences_are_certain_outside() -> None:
    header = "HISTORY OF PRESENT ILLNESS:\n"
    shift = len(header)
    train = [
        Document(d.id, header + d.text, tuple(replace(s, start=s.start + shift, end=s.end + shift) for s in d.spans))
        for d in notes(8)
    ]
    tagger = CrfTagger(kind="all", feature_groups=("baseline",), max_iterations=10).fit(train)
    doc = train[0]
    result = crf_marginals(tagger, doc)
    outside = result.labels.index("O")
    header_rows = [i for i, t in enumerate(result.tokens) if t.end < shift]
    assert header_rows
    assert all(result.probabilities[i, outside] == 1.0 for i in header_rows)


def test_unfitted_tagger_is_refused() -> None:
    with pytest.raises(NotFittedError):
        crf_marginals(CrfTagger(kind="all"), note(1))


def test_marginals_refuse_a_shape_that_does_not_match_labels() -> None:
    with pytest.raises(ConfigError):
        DocumentMarginals("a", ("O",), np.zeros((2, 2)))


@pytest.mark.parametrize("spec", ["lc", "lcub:0.9", "entropy", "elb:0.01", "roi", "roi-full:2,1,0.05"])
def test_reading_only_needed_rows_keeps_every_score(tagger: CrfTagger, spec: str) -> None:
    strategy = parse_strategy(spec)
    pool = [note(i) for i in range(30, 38)]
    full = [crf_marginals(tagger, doc) for doc in pool]
    pruned = [crf_marginals(tagger, doc, rows_needed=strategy.rows_needed) for doc in pool]
    score = SCORES[strategy.name]
    assert [score(strategy, m) for m in pruned] == pytest.approx([score(strategy, m) for m in full], abs=1e-9)
    assert strategy.rank(pruned) == strategy.rank(full)
    if strategy.name in {"lc", "roi"}:  # the CRF is sure of most tokens: most rows were skipped
        assert any(not np.allclose(a.probabilities, b.probabilities) for a, b in zip(full, pruned, strict=True))


SCORES = {
    "lc": lambda s, m: least_confidence(m),
    "lcub": lambda s, m: lcub_uncertainty(m, s.params[0]),
    "entropy": lambda s, m: entropy_uncertainty(m, int(s.params[0])),
    "elb": lambda s, m: elb_uncertainty(m, s.params[0], int(s.params[1])),
    "roi": lambda s, m: roi_simplified(m, *s.params),
    "roi-full": lambda s, m: roi_full(m, *s.params),
}
