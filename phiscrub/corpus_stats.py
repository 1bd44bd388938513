"""Counts that describe a corpus: notes, characters, tokens and its gold spans by label and category.

Computed in one pass over a stream of documents, so a corpus of any size fits: only counters are kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from phiscrub.document import Document
from phiscrub.labels import CANONICAL_LABELS, CATEGORIES, PHI_TYPES
from phiscrub.tokenize import tokenize


@dataclass(frozen=True, slots=True)
class CorpusStats:
    """What a corpus holds: its size and its spans per canonical label and per main category."""

    notes: int
    """Number of documents."""
    characters: int
    """Characters of all texts together."""
    tokens: int
    """Aggressive tokens (`phiscrub.tokenize.tokenize`) of all texts together."""
    spans: int
    """Spans of all documents together."""
    spans_per_label: Mapping[str, int] = field(default_factory=dict)
    """Spans per label, in taxonomy order (labels outside the taxonomy last, sorted); only labels that occur."""
    spans_per_category: Mapping[str, int] = field(default_factory=dict)
    """Spans per main category (NAME, LOCATION, ...), in taxonomy order; labels outside the taxonomy count as OTHER."""
    hipaa_spans: int = 0
    """Spans whose label is in the HIPAA subset (`phiscrub.labels.HIPAA_LABELS`)."""
    notes_without_phi: int = 0
    """Documents that have no span."""
    overlapping_spans: int = 0
    """Spans that share at least one character with another span of the same document."""

    def to_dict(self) -> dict[str, Any]:
        """Return the statistics as plain JSON-ready values."""
        return {
            "notes": self.notes,
            "characters": self.characters,
            "tokens": self.tokens,
            "spans": self.spans,
            "spans_per_label": dict(self.spans_per_label),
            "spans_per_category": dict(self.spans_per_category),
            "hipaa_spans": self.hipaa_spans,
            "notes_without_phi": self.notes_without_phi,
            "overlapping_spans": self.overlapping_spans,
        }


def _taxonomy_order(counts: Counter[str], order: Iterable[str]) -> Mapping[str, int]:
    known = [key for key in order if counts[key]]
    unknown = sorted(key for key in counts if key not in set(known) and counts[key])
    return MappingProxyType({key: counts[key] for key in known + unknown})


def _overlapping_count(doc: Document) -> int:
    """Return how many spans of a document overlap another; spans are sorted by start, so a sweep suffices."""
    spans = doc.spans
    count = 0
    reach = 0  # the furthest end of the spans before the current one
    for i, span in enumerate(spans):
        overlaps_earlier = i > 0 and span.start < reach
        overlaps_later = i + 1 < len(spans) and spans[i + 1].start < span.end
        count += overlaps_earlier or overlaps_later
        reach = max(reach, span.end)
    return count


def corpus_stats(docs: Iterable[Document]) -> CorpusStats:
    """Return the statistics of a stream of documents, reading each once and keeping none."""
    notes = characters = tokens = spans = hipaa = without_phi = overlapping = 0
    per_label: Counter[str] = Counter()
    per_category: Counter[str] = Counter()
    for doc in docs:
        notes += 1
        characters += len(doc.text)
        tokens += len(tokenize(doc.text))
        spans += len(doc.spans)
        without_phi += not doc.spans
        overlapping += _overlapping_count(doc)
        for span in doc.spans:
            per_label[span.label] += 1
            phi = PHI_TYPES.get(span.label)
            per_category[phi.category if phi else "OTHER"] += 1
            hipaa += bool(phi and phi.hipaa)
    return CorpusStats(
        notes=notes,
        characters=characters,
        tokens=tokens,
        spans=spans,
        spans_per_label=_taxonomy_order(per_label, CANONICAL_LABELS),
        spans_per_category=_taxonomy_order(per_category, CATEGORIES),
        hipaa_spans=hipaa,
        notes_without_phi=without_phi,
        overlapping_spans=overlapping,
    )
