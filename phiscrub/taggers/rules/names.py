"""Name rules for English notes: clinicians, patients in attribute lines, user ids, room numbers.

A clinician's name after a title ("Dr. Ana Ruiz", "Doctor Smith", "Ana Ruiz, MD"); a patient's name as the value of a
"Patient:" / "Name:" attribute line (the first word a known first or last name); a lower-case user id after a sign-off
role ("Technologist: esmith5"); a room number after "Rm" / "Room" / "Bed".
"""

from __future__ import annotations

from typing import Final

from phiscrub.taggers.dictionaries import load_dictionary
from phiscrub.taggers.rules.pattern import Pattern

_NAME_WORD: Final = r"(?:[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?|[A-Z]\.)"
_NAME: Final = _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,2}"
# a capitalised word after "Dr." can still be a medical eponym ("Dr. Foley's catheter" is rare; "Parkinson" is not)
_NOT_MEDICAL: Final = r"(?!<<medical_terms>>\b)"

_CAPS_WORD: Final = r"[A-Z][A-Z'-]+"
_ATTRIBUTE_NAME: Final = (
    rf"{_CAPS_WORD},[ \t]+{_CAPS_WORD}(?:[ \t]+[A-Z]\.?)?"  # SMITH, JOHN
    rf"|[A-Z][A-Za-z'-]+,[ \t]+{_NAME_WORD}(?:[ \t]{_NAME_WORD})?"  # Smith, John A.
    rf"|{_NAME_WORD}(?: {_NAME_WORD}){{0,2}}"  # John A. Smith (single spaces: "Jason   Age: 103" stops at Jason)
)


def _starts_with_a_known_name(mention: str) -> bool:
    """Accept an attribute value only when its first word is a known first or last name ("Patient: Alert" is not)."""
    first = mention.replace(",", " ").split()[0].lower()
    return first in load_dictionary("first_names") or first in load_dictionary("last_names")


def _not_a_common_word(mention: str) -> bool:
    """Reject a user id that is an ordinary word ("Tech: see report")."""
    return mention.rstrip("0123456789") not in load_dictionary("common_words")


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
    Pattern(
        "patient_attribute",
        r"(?m)^[ \t]*(?:Patient(?:[ \t]+name)?|Pt(?:[ \t]+name)?|Name)[ \t]*:[ \t]*"
        r"(?P<phi>" + _ATTRIBUTE_NAME + r")(?![\w-])",
        "PATIENT",
        0.85,
        validator=_starts_with_a_known_name,
        requires=("patient", "pt", "name"),
    ),
    Pattern(
        "username_after_role",
        r"\b(?:Technologist|Tech|Transcribed by|Dictated by|Entered by|Signed by|Author|User(?:name)?|Login)"
        r"[ \t]*:[ \t]*(?P<phi>[a-z]{2,}[0-9]{0,4})\b(?!@|\.\w)",
        "USERNAME",
        0.8,
        validator=_not_a_common_word,
        requires=("tech", "transcribed", "dictated", "entered", "signed", "author", "user", "login"),
    ),
    Pattern(
        "room_number",
        r"\b(?:Rm\.?|Room|Bed)[ \t]*#?[ \t]*(?P<phi>[A-Z]?\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)?)\b",
        "ROOM",
        0.8,
        requires=("rm", "room", "bed"),
    ),
)
"""Clinician-name rules, English notes."""
