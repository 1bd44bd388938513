"""The overlap policy of replacement: overlapping spans become one span, so every PHI character is replaced once."""

from __future__ import annotations

from collections.abc import Iterable

from phiscrub.document import Span


def resolve_overlaps(spans: Iterable[Span]) -> tuple[Span, ...]:
    """Return the spans with each group of overlapping spans merged into one, sorted by position.

    Policy: a group is a maximal chain of spans sharing at least one character (touching spans, where one ends
    where the next starts, stay separate). The merged span covers the union of the group; it takes the label,
    source, score and corpus label of the group's longest span (on a tie, the earliest, then the first by label,
    so the result does not depend on input order).
    """
    ordered = sorted(spans, key=lambda span: (span.start, span.end, span.label, span.source))
    groups: list[list[Span]] = []
    group_end = -1
    for span in ordered:
        if groups and span.start < group_end:
            groups[-1].append(span)
            group_end = max(group_end, span.end)
        else:
            groups.append([span])
            group_end = span.end
    resolved = []
    for group in groups:
        if len(group) == 1:
            resolved.append(group[0])
            continue
        longest = min(group, key=lambda span: (-len(span), span.start, span.label, span.source))
        end = max(span.end for span in group)
        resolved.append(Span(group[0].start, end, longest.label, longest.source, longest.score, longest.corpus_label))
    return tuple(resolved)
