"""De-identification policies: which found spans count as PHI to remove.

- "i2b2": every type of the i2b2/UTHealth 2014 guidelines (Stubbs & Uzuner 2015) is PHI; all spans are kept.
- "safe-harbor": HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)(C)) removes "all elements of dates (except year)" and
  "all ages over 89": a DATE that is a year alone ("1998", "'98") and an AGE of 89 or less are not PHI there, so
  those spans are dropped. Other dates are kept whole (a date with a year still names a day or month).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError

POLICIES: Final[tuple[str, ...]] = ("i2b2", "safe-harbor")
"""Every policy name."""

OLDEST_SAFE_AGE: Final = 89
"""Safe Harbor lets ages up to this stay in the text."""

_YEAR_ALONE: Final = re.compile(r"(?:\d{4}|['’]\d{2})")
_NUMBER: Final = re.compile(r"\d+(?:[.,]\d+)?")
_EDGES: Final = " \t\r\n.,;:()[]"


def is_year_alone(mention: str) -> bool:
    """Return whether a date mention is just a year: four digits or an apostrophe and two ("'98")."""
    return _YEAR_ALONE.fullmatch(mention.strip(_EDGES)) is not None


def age_value(mention: str) -> float | None:
    """Return the age an AGE mention states in numbers (the largest, for "89-90"), or None when it has none."""
    numbers = [float(number.replace(",", ".")) for number in _NUMBER.findall(mention)]
    return max(numbers) if numbers else None


def _kept_under_safe_harbor(span: Span, text: str) -> bool:
    mention = text[span.start : span.end]
    if span.label == "DATE":
        return not is_year_alone(mention)
    if span.label == "AGE":
        age = age_value(mention)
        # an age written in words cannot be compared: kept, recall first
        return age is None or age > OLDEST_SAFE_AGE
    return True


def apply_policy(spans: Sequence[Span], text: str, policy: str) -> list[Span]:
    """Return the spans that are PHI under `policy` ("i2b2" keeps all; "safe-harbor" drops years alone, ages <= 89)."""
    if policy not in POLICIES:
        raise UnknownComponentError("policy", policy, POLICIES)
    if policy == "i2b2":
        return list(spans)
    return [span for span in spans if _kept_under_safe_harbor(span, text)]
