"""The map from offsets of an original text to offsets of its rewritten (de-identified) text."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass

from phiscrub.document import Span


@dataclass(frozen=True, slots=True, order=True)
class Edit:
    """Original characters [start, end) became output characters [out_start, out_end)."""

    start: int
    end: int
    out_start: int
    out_end: int


@dataclass(frozen=True, slots=True)
class OffsetMap:
    """Maps offsets of the original text to offsets of the rewritten text."""

    edits: tuple[Edit, ...] = ()  # sorted, non-overlapping

    @classmethod
    def from_edits(cls, edits: Iterable[Edit]) -> OffsetMap:
        """Return the map for `edits`, sorted by position."""
        return cls(tuple(sorted(edits)))

    def to_output(self, offset: int) -> int:
        """Return where original `offset` lands in the output (inside an edit: the edit's output start)."""
        i = bisect_right(self.edits, offset, key=lambda edit: edit.start) - 1
        if i < 0:
            return offset
        edit = self.edits[i]
        return edit.out_start if offset < edit.end else edit.out_end + (offset - edit.end)

    def span_to_output(self, span: Span) -> tuple[int, int]:
        """Return the output range of an original span (an edited span maps to its whole replacement)."""
        i = bisect_right(self.edits, span.start, key=lambda edit: edit.start) - 1
        if i >= 0 and self.edits[i].start == span.start and self.edits[i].end == span.end:
            return self.edits[i].out_start, self.edits[i].out_end
        start = self.to_output(span.start)
        end_index = bisect_right(self.edits, span.end - 1, key=lambda edit: edit.start) - 1
        if end_index >= 0 and self.edits[end_index].start < span.end <= self.edits[end_index].end:
            return start, self.edits[end_index].out_end
        return start, self.to_output(span.end)
