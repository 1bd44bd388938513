"""Age rules: "Aged 82 years", "67-year-old", "67 yo", "67 y/o", "age: 67", "in her 90s" (the number is the PHI).

Under the i2b2 policy every age is PHI; the safe-harbor policy of RuleTagger keeps only ages over 89.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.taggers.rules.pattern import Pattern


def plausible_age(text: str) -> bool:
    """Return whether the first number of the candidate is a human age (0 to 125)."""
    digits = re.match(r"\d+", text)
    return digits is not None and int(digits.group()) <= 125


_NUMBER: Final = r"(?P<phi>\d{1,3}(?:\.\d)?)"

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "age_year_old",
        r"(?<![\w.])" + _NUMBER + r"(?=\s*-?\s*(?:years?|yrs?|y)\s*-?\s*old)",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("old",),
    ),
    Pattern(
        "age_yo",
        r"(?<![\w./-])" + _NUMBER + r"\s*(?:yo|y/o|y\.o\.?|yr\.?\s*old|yoM|yoF)(?![a-z])",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("yo", "y/o", "y.o", "yr"),
    ),
    Pattern(
        "age_keyword",
        r"\b(?:aged?|age\s+of|at\s+age)\s*:?\s*"
        + _NUMBER
        + r"(?![\d/:-]|\.\d|\s*(?:mg|ml|kg|%|weeks|wks|months|days))",
        "AGE",
        0.85,
        re.IGNORECASE,
        plausible_age,
        requires=("age",),
    ),
    Pattern(
        "age_decade",
        r"\bin\s+(?:his|her|their)\s+(?:early\s+|mid\s*-?\s*|late\s+)?(?P<phi>\d0'?s)\b",
        "AGE",
        0.85,
        re.IGNORECASE,
        requires=("his", "her", "their"),
    ),
    Pattern(
        "age_years_of_age",
        r"(?<![\w.])" + _NUMBER + r"(?=\s+years?\s+of\s+age\b)",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("year",),
    ),
)
"""Age rules, English notes."""
