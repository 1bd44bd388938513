"""The one overlap resolver: which spans survive where spans overlap, for the rule tagger, the merge and replacement.

`resolve_overlaps` takes span lists in order of precedence (tiers) and a rank within a tier, and either drops a
span that overlaps one taken before it or trims it to the characters still free. Each stage states its policy as
arguments of this one function:

- the rule tagger keeps the best non-overlapping matches: one tier, longest first, then the higher score
  (`RULE_RANK`, outcome "drop");
- the hybrid's merge lets one tagger group win and the others fill its gaps: a tier per group, spans of a tier do
  not compete with each other (`within_tier=False`, outcome "drop"; `phiscrub.merge.union`);
- replacement rewrites every detected character: one tier, longest first, outcome "trim", so a shorter span
  overlapping a longer one keeps its own characters as a piece (`REPLACEMENT_RANK`; `phiscrub.replace.resolve`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any, Literal

from phiscrub.document import Span

Rank = Callable[[Span], Any]
"""A sort key: spans that sort first are taken first."""

Outcome = Literal["drop", "trim"]


def RULE_RANK(span: Span) -> tuple[int, float, int, str]:  # noqa: N802 - a constant-like policy, named as one
    """Longest first, then the higher score, then the earlier, then by source (input order never matters)."""
    return -(span.end - span.start), -(span.score or 0.0), span.start, span.source


def REPLACEMENT_RANK(span: Span) -> tuple[int, int, str, str]:  # noqa: N802
    """Longest first, then the earlier, then by label and source (input order never matters)."""
    return -(span.end - span.start), span.start, span.label, span.source


class _Occupied:
    """Character ranges already taken, sorted by start, answering "does [start, end) overlap one?" quickly."""

    def __init__(self) -> None:
        self.ranges: list[tuple[int, int]] = []
        self.reach: list[int] = []  # reach[i]: the furthest end among ranges[0..i]

    def add(self, start: int, end: int) -> None:
        i = bisect_left(self.ranges, (start, end))
        self.ranges.insert(i, (start, end))
        reach = self.reach
        del reach[i:]
        furthest = reach[-1] if reach else -1
        for _, high in self.ranges[i:]:
            if high > furthest:
                furthest = high
            reach.append(furthest)

    def overlaps(self, start: int, end: int) -> bool:
        # a range overlaps [start, end) iff it starts before `end` and one of those reaches past `start`
        i = bisect_left(self.ranges, (end, -1)) - 1
        return i >= 0 and self.reach[i] > start

    def untaken(self, start: int, end: int) -> tuple[int, int]:
        """Return [start, end) trimmed at both ends until no taken range covers an end character."""
        changed = True
        while changed and start < end:
            changed = False
            for low, high in self.ranges:
                if low <= start < high:
                    start, changed = high, True
                if start < end and low < end <= high:
                    end, changed = low, True
        return start, end


def resolve_overlaps(
    tiers: Sequence[Iterable[Span]],
    *,
    rank: Rank = RULE_RANK,
    outcome: Outcome = "drop",
    within_tier: bool = True,
) -> list[Span]:
    """Return the spans that survive overlaps, sorted by (start, end).

    Args:
        tiers: Span lists in order of precedence: a span never loses to one of a later tier.
        rank: Within a tier, the order in which spans are taken (see `RULE_RANK`, `REPLACEMENT_RANK`).
        outcome: "drop": a span overlapping one taken before it is left out; "trim": it keeps the characters no
            earlier span took, as one piece (left out when nothing, or only characters on both sides, remain).
        within_tier: Whether spans of one tier compete; when False, every span of a tier that overlaps no span of
            an earlier tier survives, overlapping or not.
    """
    taken = _Occupied()
    kept: list[Span] = []
    for tier in tiers:
        survivors = []
        for span in sorted(tier, key=rank):
            start, end = taken.untaken(span.start, span.end) if outcome == "trim" else (span.start, span.end)
            if start >= end or taken.overlaps(start, end):
                continue
            piece = span if (start, end) == (span.start, span.end) else replace(span, start=start, end=end)
            survivors.append(piece)
            if within_tier:
                taken.add(start, end)
        if not within_tier:
            for piece in survivors:
                taken.add(piece.start, piece.end)
        kept.extend(survivors)
    return sorted(kept, key=lambda span: (span.start, span.end))
