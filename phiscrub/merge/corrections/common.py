"""What several correction modules share: recording a correction, person labels, hospital words, verbs after names."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from phiscrub.document import Span

_HOSPITAL_WORDS: Final = frozenset(
    {"hospital", "clinic", "medical", "health", "healthcare", "center", "centre", "hospitalario", "clínica", "salud"}
)
_PERSON_LABELS: Final = frozenset({"PATIENT", "DOCTOR", "NAME-RELATIVE"})
NARRATIVE_VERBS: Final = (
    r"attend(?:s|ed)|li(?:ves|ved)|work(?:s|ed)|resid(?:es|ed)|visit(?:s|ed)|return(?:s|ed)|present(?:s|ed)|"
    r"report(?:s|ed)|moved|goes|went|stay(?:s|ed)|transferred|admitted|discharged|seen|sees|follow(?:s|ed)|"
    r"call(?:s|ed)|arriv(?:es|ed)|speak(?:s)?|spoke|recommend(?:s|ed)?|denie[sd]|endors(?:es|ed)|refus(?:es|ed)"
)
"""Verbs of a note's narrative that start a sentence and so are capitalised ("Lives in Tacoma", "Speaks Haitian
Creole"), never a name: a regex alternation, to be matched case-insensitively."""
_VERB_FORM: Final = re.compile(r"[a-z]{3,}(?:ed|ing)")
"""A past tense or participle in lower case ("ambulated", "paged", "reporting"): no name's word."""
_AUXILIARIES: Final = frozenset(
    {"would", "could", "should", "will", "said", "says", "was", "were", "has", "had", "did", "does", "wants", "thinks"}
)
"""Verbs that follow a name in a message ("dr. b would call", "dr patel said"): in lower case never a name's word."""


def _stands_alone(text: str, start: int, end: int) -> bool:
    """Return whether `text[start:end]` is a word of its own.

    It is not where a letter or digit is glued to it ("44179559464a"), nor an initial ("a." of "Jaena A." in lower
    case).
    """
    glued_before = start > 0 and text[start - 1].isalnum()
    glued_after = end < len(text) and (text[end].isalnum() or (end - start == 1 and text[end] == "."))
    return not (glued_before or glued_after)


def _named_by_context(span: Span, text: str, regex: re.Pattern[str], groups: tuple[str, ...], reach: int) -> bool:
    """Return whether a match of `regex` within `reach` characters of `span` has one of `groups` exactly over it.

    How a correction tells a short span by the words around it: a clock time ("at 1015"), a scan ("repeat CT"), a
    cancer ("breast ca").
    """
    window = regex.finditer(text, max(0, span.start - reach), min(len(text), span.end + reach))
    return any(match.span(group) == (span.start, span.end) for match in window for group in groups)


def _corrected(span: Span, name: str, **changes: object) -> Span:
    """Return `span` with `changes` applied and the correction recorded in its source."""
    return replace(span, source=f"{span.source}+correct:{name}", **changes)  # type: ignore[arg-type]


def _line_at(text: str, offset: int) -> str:
    """Return the line of `text` that holds `offset`, without its line breaks."""
    line_start, line_end = text.rfind("\n", 0, offset) + 1, text.find("\n", offset)
    return text[line_start : len(text) if line_end < 0 else line_end]


def _line_has_lower_case(text: str, offset: int) -> bool:
    """Return whether the line holding `offset` has a lower-case letter (where it has none, it is in capitals)."""
    return any(char.islower() for char in _line_at(text, offset))


def _line_has_capitals(text: str, offset: int) -> bool:
    """Return whether the line holding `offset` has a capital letter (where it has none, case tells nothing)."""
    return any(char.isupper() for char in _line_at(text, offset))
