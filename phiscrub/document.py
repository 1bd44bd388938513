"""The one data model of phiscrub: stand-off spans over the verbatim text of a note.

Every stage reads and returns `Document`s. Offsets point into `doc.text` as read, forever: no stage edits the text or
moves a span. A `Span` holds no text, so logging one leaks no PHI.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final

from phiscrub.errors import InvalidSpanError, InvalidTextError, SpanOutOfRangeError

_SURROGATE: Final = re.compile("[\ud800-\udfff]")
"""An unpaired UTF-16 surrogate: a Python str can hold one (from a JSON escape), but it is not a character."""


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A labelled half-open character range [start, end) of the original note text."""

    start: int
    """Offset of the first character, into the original text."""
    end: int
    """Offset one past the last character (exclusive)."""
    label: str
    """A canonical PHI type from `phiscrub.labels`, e.g. "DATE" or "DOCTOR"."""
    source: str = "gold"
    """The tagger or rule that produced the span ("gold" for reference annotations)."""
    score: float | None = None
    """The producer's confidence, where it has one."""
    corpus_label: str | None = None
    """The label in the corpus the span was read from (e.g. MEDDOCAN's "TERRITORIO"), kept for reporting."""

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise InvalidSpanError(self.start, self.end, self.source)

    def __len__(self) -> int:
        return self.end - self.start

    def overlaps(self, other: Span) -> bool:
        """Return whether the two spans share at least one character."""
        return self.start < other.end and other.start < self.end

    def with_label(self, label: str, source: str | None = None) -> Span:
        """Return a copy with another label (and, if given, another source)."""
        return replace(self, label=label, source=self.source if source is None else source)


span_position: Callable[[Span], tuple[int, int, str, str]] = operator.attrgetter("start", "end", "label", "source")
"""Return the key that orders spans by position (then label and source), whatever their scores (a sort key: an
attribute getter, which builds the tuple without a Python call)."""


class FrozenMeta(Mapping[str, Any]):
    """A document's metadata: read-only, hashable-free, and picklable (so documents travel to worker processes)."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any] | None = None) -> None:
        self._data = dict(data or {})

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __eq__(self, other: object) -> bool:
        return dict(self._data) == other if isinstance(other, Mapping) else NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"FrozenMeta({self._data!r})"

    def __reduce__(self) -> tuple[type[FrozenMeta], tuple[dict[str, Any]]]:
        return FrozenMeta, (self._data,)


def _frozen_meta(meta: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return meta if isinstance(meta, FrozenMeta) else FrozenMeta(meta)


@dataclass(frozen=True, slots=True)
class Document:
    """One note: its id, verbatim text, the spans found so far, and metadata such as patient_id and note_date."""

    id: str
    text: str
    spans: tuple[Span, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.text.isascii():
            surrogate = _SURROGATE.search(self.text)
            if surrogate is not None:
                raise InvalidTextError(self.id, surrogate.start(), ord(surrogate.group()))
        spans = tuple(sorted(self.spans, key=span_position))
        for span in spans:
            if span.end > len(self.text):
                raise SpanOutOfRangeError(self.id, span.end, len(self.text))
        object.__setattr__(self, "spans", spans)
        object.__setattr__(self, "meta", _frozen_meta(self.meta))

    @property
    def patient_id(self) -> str | None:
        """Return the patient this note belongs to, when the metadata says."""
        value = self.meta.get("patient_id")
        return None if value is None else str(value)

    @property
    def note_date(self) -> str | None:
        """Return the note's date (ISO format) when the metadata says."""
        value = self.meta.get("note_date")
        return None if value is None else str(value)

    def span_text(self, span: Span) -> str:
        """Return the characters a span covers."""
        return self.text[span.start : span.end]

    def with_spans(self, spans: Iterable[Span]) -> Document:
        """Return a copy of this document holding `spans`, sorted by position."""
        return replace(self, spans=tuple(spans))

    def with_meta(self, **updates: Any) -> Document:
        """Return a copy whose metadata has `updates` added."""
        return replace(self, meta={**self.meta, **updates})


def overlapping_pairs(spans: Iterable[Span]) -> Iterator[tuple[Span, Span]]:
    """Yield each pair of spans that share characters, in order of position."""
    ordered = sorted(spans, key=span_position)
    for i, span in enumerate(ordered):
        for other in ordered[i + 1 :]:
            if other.start >= span.end:
                break
            yield span, other
