"""Name rules for English notes: a clinician's name after a title ("Dr. Ana Ruiz", "Doctor Smith", "Ana Ruiz, MD")."""

from __future__ import annotations

from typing import Final

from phiscrub.taggers.rules.pattern import Pattern

_NAME_WORD: Final = r"(?:[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?|[A-Z]\.)"
_NAME: Final = _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,2}"
# a capitalised word after "Dr." can still be a medical eponym ("Dr. Foley's catheter" is rare; "Parkinson" is not)
_NOT_MEDICAL: Final = r"(?!<<medical_terms>>\b)"

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "doctor_title",
        r"\b(?:Dr|Drs|Doctor|Prof|Professor)\.?\s+(?P<phi>" + _NOT_MEDICAL + _NAME + r")(?![\w-])",
        "DOCTOR",
        0.9,
        requires=("dr", "doctor", "prof"),
    ),
    Pattern(
        "doctor_degree",
        r"(?<![\w-])(?P<phi>" + _NOT_MEDICAL + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){1,2}),?\s+"
        r"(?:MD|M\.D\.|DO|D\.O\.|NP|PA-C|RN|PhD|LICSW|LCSW|MSW|APRN|CNP|DNP|PharmD)\b",
        "DOCTOR",
        0.85,
        requires=("md", "m.d.", "do", "d.o.", "np", "pa-c", "rn", "phd", "licsw", "lcsw", "msw"),
    ),
)
"""Clinician-name rules, English notes."""
