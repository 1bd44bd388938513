"""What HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)) counts as PHI among the types that i2b2 annotates more widely.

Which types Safe Harbor removes at all is the "safe-harbor" column of the table in `phiscrub.labels` (no clinician
names, hospitals, professions, states or countries). Within DATE and AGE it removes "all elements of dates (except
year)" and "all ages over 89": a DATE that is a year or decade alone ("1998", "'98", "the 1990s", "año 1978") and an
AGE of 89 or less are not PHI under it. The one decision shared by the rule tagger and the pipeline's policy step.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.labels import removed_by_policy

OLDEST_SAFE_AGE: Final = 89
"""Safe Harbor lets ages up to this stay in the text."""

_YEAR_ALONE: Final = re.compile(
    r"(?:(?:año|the\s+year|year|in)\s+)?(?:(?:1[89]|20)\d{2}|['’]\d{2})['’]?s?|['’]?\d0['’]?s", re.IGNORECASE
)
_NUMBER: Final = re.compile(r"\d+(?:[.,]\d+)?")
_EDGES: Final = " \t\r\n.,;:()[]"


def is_year_alone(mention: str) -> bool:
    """Return whether a date mention is just a year or decade ("2012", "'98", "1990s", "año 1978")."""
    return _YEAR_ALONE.fullmatch(mention.strip(_EDGES)) is not None


def age_value(mention: str) -> float | None:
    """Return the age an AGE mention states in digits (the largest, for "89-90"), or None when it has none."""
    numbers = [float(number.replace(",", ".")) for number in _NUMBER.findall(mention)]
    return max(numbers) if numbers else None


def is_phi_under_safe_harbor(label: str, mention: str) -> bool:
    """Return whether a span of `label` covering `mention` is PHI under Safe Harbor."""
    if not removed_by_policy(label, "safe-harbor"):
        return False
    if label == "DATE":
        return not is_year_alone(mention)
    if label == "AGE":
        age = age_value(mention)
        # an age written in words cannot be compared: kept, recall first
        return age is None or age > OLDEST_SAFE_AGE
    return True
