"""Merge policies: pure functions from the spans of several taggers to one span list, keeping provenance.

Lee et al. 2017 §3.3.4, first post-processing step: the spans of the rule tagger win over overlapping CRF spans
("the rules would produce results with higher precision than the CRFs"), while overlapping spans of the two CRF
taggers are both kept (they overlap very rarely). No policy edits a span: each output span is one of the input spans,
its `source` and `score` untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.errors import UnknownComponentError
from phiscrub.overlaps import resolve_overlaps

MergePolicy = Callable[[Sequence[Span], Sequence[Sequence[Span]]], list[Span]]
"""A merge policy: (rule spans, spans of each machine-learned tagger) -> merged spans."""


def _without_duplicates(spans: Iterable[Span]) -> list[Span]:
    """Return the spans sorted by position, one per (start, end, label), the first or best-scored."""
    best: dict[tuple[int, int, str], Span] = {}
    for span in spans:
        key = (span.start, span.end, span.label)
        kept = best.get(key)
        if kept is None or (span.score or 0.0) > (kept.score or 0.0):
            best[key] = span
    return sorted(best.values(), key=span_position)


def merge_union(spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return every span of every tagger, sorted; identical (start, end, label) spans collapse to the best one."""
    return _without_duplicates(span for spans in spans_per_tagger for span in spans)


def _first_then_gaps(first: Sequence[Span], others: Iterable[Span]) -> list[Span]:
    """Return the `first` spans plus each of `others` that overlaps none of them (exact duplicates collapse)."""
    return _without_duplicates(resolve_overlaps([first, others], outcome="drop", within_tier=False))


def merge_rules_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return the rule spans plus each CRF span that overlaps no rule span (Lee et al. 2017 §3.3.4).

    CRF spans that overlap each other are all kept, as in the paper; only exact duplicates collapse.
    """
    return _first_then_gaps(rule_spans, (span for spans in crf_spans_per_tagger for span in spans))


def merge_crf_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return every CRF span plus each rule span that overlaps no CRF span: the rules only fill the CRFs' gaps.

    The reverse precedence of the paper, for corpora where the CRFs learn boundaries and types better than the
    rules match them (on MEDDOCAN dev, rules-first lowers binary token recall; see docs/results/hybrid.md).
    """
    return _first_then_gaps([span for spans in crf_spans_per_tagger for span in spans], rule_spans)


def _union_of_all(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return the union of the rule spans and every CRF's spans (no precedence: the ablation without merging)."""
    return merge_union([rule_spans, *crf_spans_per_tagger])


MERGE_POLICIES: Final = MappingProxyType(
    {"rules-first": merge_rules_first, "crf-first": merge_crf_first, "union": _union_of_all}
)
"""Merge policies by name."""


def merge_policy(name: str) -> MergePolicy:
    """Return the merge policy registered as `name`."""
    if name not in MERGE_POLICIES:
        raise UnknownComponentError("merge policy", name, sorted(MERGE_POLICIES))
    return MERGE_POLICIES[name]
