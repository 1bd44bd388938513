"""What every replacer returns, the protocol replacers follow, and the one function that rewrites a note."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from phiscrub.document import Document, Span
from phiscrub.replace.offsets import Edit, OffsetMap


@dataclass(frozen=True, slots=True)
class ReplaceResult:
    """A rewritten note: its text, the replaced spans at output offsets, and the map from original offsets."""

    text: str
    """The de-identified text."""
    spans: tuple[Span, ...]
    """One span per non-empty replacement, at offsets into `text` (label and source of the resolved input span)."""
    offsets: OffsetMap
    """Maps offsets of the original text to offsets of `text`."""


@runtime_checkable
class Replacer(Protocol):
    """Turns the PHI spans of a document into something else."""

    name: str

    def replace(self, doc: Document) -> ReplaceResult:
        """Return `doc` rewritten with each (overlap-resolved) span replaced."""
        ...


def rewrite(doc: Document, replacements: Iterable[tuple[Span, str]]) -> ReplaceResult:
    """Return `doc.text` with each span's characters replaced by its string.

    Args:
        doc: The note whose text is rewritten.
        replacements: Non-overlapping (span, replacement) pairs; an empty replacement removes the span (then no
            output span is produced for it, but the offset map still records the edit).
    """
    parts: list[str] = []
    edits: list[Edit] = []
    out_spans: list[Span] = []
    cursor = 0
    out_length = 0
    for span, new in sorted(replacements, key=lambda pair: (pair[0].start, pair[0].end)):
        kept = doc.text[cursor : span.start]
        parts.append(kept)
        out_start = out_length + len(kept)
        parts.append(new)
        out_length = out_start + len(new)
        edits.append(Edit(span.start, span.end, out_start, out_length))
        if new:
            out_spans.append(Span(out_start, out_length, span.label, span.source, span.score, span.corpus_label))
        cursor = span.end
    parts.append(doc.text[cursor:])
    return ReplaceResult("".join(parts), tuple(out_spans), OffsetMap(tuple(edits)))
