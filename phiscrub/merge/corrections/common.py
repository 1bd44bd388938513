"""What several correction modules share: recording a correction in a span's source, person labels, hospital words."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from phiscrub.document import Span

_HOSPITAL_WORDS: Final = frozenset(
    {"hospital", "clinic", "medical", "health", "healthcare", "center", "centre", "hospitalario", "clínica", "salud"}
)
_PERSON_LABELS: Final = frozenset({"PATIENT", "DOCTOR", "NAME-RELATIVE"})


def _corrected(span: Span, name: str, **changes: object) -> Span:
    """Return `span` with `changes` applied and the correction recorded in its source."""
    return replace(span, source=f"{span.source}+correct:{name}", **changes)  # type: ignore[arg-type]


def _line_has_capitals(text: str, offset: int) -> bool:
    """Return whether the line holding `offset` has a capital letter (where it has none, case tells nothing)."""
    line_start, line_end = text.rfind("\n", 0, offset) + 1, text.find("\n", offset)
    return any(char.isupper() for char in text[line_start : len(text) if line_end < 0 else line_end])
