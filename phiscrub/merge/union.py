"""Merge policies: pure functions from the spans of several taggers to one span list, keeping provenance.

Lee et al. 2017 §3.3.4, first post-processing step: the spans of the rule tagger win over overlapping CRF spans
("the rules would produce results with higher precision than the CRFs"), while overlapping spans of the two CRF
taggers are both kept (they overlap very rarely). No policy edits a span: each output span is one of the input spans,
its `source` and `score` untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.errors import UnknownComponentError
from phiscrub.overlaps import resolve_overlaps


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


ROLES: Final[tuple[str, ...]] = ("user", "model", "rules")
"""The roles of a pipeline's taggers in the merge: the user's lists and known identifiers, learned models, rules."""

PRECEDENCE: Final = MappingProxyType(
    {"rules-first": ("user", "rules", "model"), "crf-first": ("user", "model", "rules"), "union": None}
)
"""Per merge policy, the roles in order of precedence (None: no precedence, every span is kept).

The user's spans (deny lists, the patient's known identifiers) always come first: they are what the user asserts.
"""

MERGE_POLICIES: Final = PRECEDENCE
"""Merge policies by name."""


def merge_by_role(policy: str, spans_by_role: Mapping[str, Sequence[Sequence[Span]]]) -> list[Span]:
    """Return the merged spans of a pipeline's taggers, grouped by role, under merge `policy`.

    Under a precedence, every span of the first role with spans is kept; a span of a later role is kept when it
    overlaps no span of an earlier role (spans of one role never remove each other: the two CRFs' overlapping
    spans are both kept, as in Lee et al. 2017 §3.3.4). Exact duplicates collapse to the best-scored one.
    """
    if policy not in PRECEDENCE:
        raise UnknownComponentError("merge policy", policy, sorted(PRECEDENCE))
    order = PRECEDENCE[policy]
    if order is None:
        return merge_union([spans for role in ROLES for spans in spans_by_role.get(role, ())])
    tiers = [[span for spans in spans_by_role.get(role, ()) for span in spans] for role in order]
    return _without_duplicates(resolve_overlaps(tiers, outcome="drop", within_tier=False))


def merge_rules_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return the rule spans plus each CRF span that overlaps no rule span (Lee et al. 2017 §3.3.4).

    CRF spans that overlap each other are all kept, as in the paper; only exact duplicates collapse.
    """
    return merge_by_role("rules-first", {"rules": [rule_spans], "model": crf_spans_per_tagger})


def merge_crf_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return every CRF span plus each rule span that overlaps no CRF span: the rules only fill the CRFs' gaps.

    The reverse precedence of the paper, for corpora where the CRFs learn boundaries and types better than the
    rules match them (on MEDDOCAN dev, rules-first lowers binary token recall; see docs/results/hybrid.md).
    """
    return merge_by_role("crf-first", {"rules": [rule_spans], "model": crf_spans_per_tagger})
