"""The overlap policy of replacement: overlapping spans become touching pieces, so every PHI character is replaced."""

from __future__ import annotations

from collections.abc import Iterable

from phiscrub import overlaps
from phiscrub.document import Document, Span
from phiscrub.replace.dates import date_extent


def _merge_same_label(spans: Iterable[Span]) -> list[Span]:
    """Return the spans with overlapping spans of one label merged into their union (provenance of the longest)."""
    merged: list[Span] = []
    by_label: dict[str, list[Span]] = {}
    for span in spans:
        by_label.setdefault(span.label, []).append(span)
    for group in by_label.values():
        group.sort(key=lambda span: (span.start, span.end, span.source))
        chain = [group[0]]
        for span in group[1:]:
            if span.start < max(member.end for member in chain):
                chain.append(span)
                continue
            merged.append(_union(chain))
            chain = [span]
        merged.append(_union(chain))
    return merged


def _union(chain: list[Span]) -> Span:
    if len(chain) == 1:
        return chain[0]
    longest = min(chain, key=lambda span: (-len(span), span.start, span.source))
    end = max(span.end for span in chain)
    return Span(chain[0].start, end, longest.label, longest.source, longest.score, longest.corpus_label)


def resolve_overlaps(spans: Iterable[Span]) -> tuple[Span, ...]:
    """Return non-overlapping pieces covering exactly the characters of `spans`, sorted by position.

    Policy: overlapping spans of one label first become their union (a date found twice stays one date). Then the
    longest span (on a tie the earliest, then the first by label and source, so the result does not depend on input
    order) keeps all its characters, and each shorter span keeps the characters no longer span took. A span covered
    by longer ones disappears; a span overlapping one end of a longer one keeps its own part as a piece with its own
    label and provenance. Each piece is then replaced by its own type's rule, so no character of a detected span is
    left in place because another type's replacer did not recognise it (a wrong DOCTOR span over a phone number
    cannot shield the digits).
    """
    pieces = overlaps.resolve_overlaps([_merge_same_label(spans)], rank=overlaps.REPLACEMENT_RANK, outcome="trim")
    return tuple(pieces)


def replacement_spans(doc: Document, locale: str = "en_US") -> tuple[Span, ...]:
    """Return the pieces every replacer rewrites: date spans widened to their whole date, then overlaps resolved.

    Widening means a date of which the tagger found only a part (the year of "03/04/2021") is replaced whole, never
    left with its day and month in place (see `phiscrub.replace.dates.date_extent`).
    """
    widened = []
    for span in doc.spans:
        if span.label == "DATE":
            start, end = date_extent(doc.text, span.start, span.end, locale)
            if (start, end) != (span.start, span.end):
                span = Span(start, end, span.label, span.source, span.score, span.corpus_label)
        widened.append(span)
    return resolve_overlaps(widened)
