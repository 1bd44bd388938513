"""Location rules for English notes: HOSPITAL, STATE (names; abbreviations in context), ZIP after a state, STREET.

Two-letter state abbreviations are also words or clinical abbreviations ("IN", "OR", "ME", "CT", "MD", "PA", "MS"),
so an abbreviation is only taken where an address shows it: after "City, " and before a ZIP code ("Boston, MA
02114"), or after "in/to/from/moved to" for the abbreviations that are not common words in notes.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.taggers.rules.pattern import Pattern

_ALL_STATE_ABBREVIATIONS: Final = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|"
    "OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR"
)
# Abbreviations that read as words or clinical terms (IN, OR, ME, OK, HI, OH, CT scan, MD, PA, MS, CO, GA, DE, LA, AL,
# ID, MO, ND, NE, SC, SD, PR, MT, MA, DC, VA (Veterans Affairs), UT, TN) are left out of the bare context rule.
_UNAMBIGUOUS_STATE_ABBREVIATIONS: Final = "AK|AZ|AR|CA|FL|IL|IA|KS|KY|MI|MN|NV|NH|NJ|NM|NY|NC|RI|TX|VT|WA|WV|WI|WY"
_STREET_SUFFIX: Final = (
    r"(?:Street|St|Avenue|Ave|Av|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Place|Pl|Way|Terrace|Ter|Circle|"
    r"Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Path|Row|Alley|Plaza|Turnpike|Tpke|Pike|Crescent|Heights|"
    r"Hill|Park|Point|Ridge|Run|Walk|Wharf)"
)

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("state_name", r"(?<![\w-])(?=[A-Z])<<us_states>>(?![\w-])", "STATE", 0.8),
    Pattern(
        "state_abbreviation_address",
        r"(?<=[a-z.]),\s?(?P<phi>" + _ALL_STATE_ABBREVIATIONS + r")(?=\s+\d{5}\b)",
        "STATE",
        0.9,
        requires=(",",),
    ),
    Pattern(
        "state_abbreviation_after_city",
        r"(?<=[a-z.]),\s?(?P<phi>" + _UNAMBIGUOUS_STATE_ABBREVIATIONS + r")(?=\.?\s*$|\s*[,;)])",
        "STATE",
        0.85,
        re.MULTILINE,
        requires=(",",),
    ),
    Pattern(
        "state_abbreviation_context",
        r"\b(?:in|to|from|near|of|at|moved\s+to|lives\s+in)\s+(?P<phi>" + _UNAMBIGUOUS_STATE_ABBREVIATIONS + r")"
        r"(?![\w-])",
        "STATE",
        0.75,
    ),
    Pattern(
        "zip_after_state",
        r"(?:\b(?:" + _ALL_STATE_ABBREVIATIONS + r")|(?=[A-Z])<<us_states>>),?\s+(?P<phi>\d{5}(?:-\d{4})?)(?![\w-])",
        "ZIP",
        0.95,
    ),
    Pattern(
        "zip_keyword",
        r"(?i:\b(?:zip|zip\s*code|postal\s*code)\s*:?\s*)(?P<phi>\d{5}(?:-\d{4})?)\b",
        "ZIP",
        0.9,
        requires=("zip", "postal"),
    ),
    Pattern(
        "street",
        r"(?<![\w/.-])\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:(?:[A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))\.?\s+){1,3}"
        + _STREET_SUFFIX
        + r"\b",
        "STREET",
        0.85,
    ),
    Pattern(
        "hospital_name",
        r"(?<![\w-])(?!(?:The|A|An|This|That|His|Her|Our|Their|Your|Seen|Admitted|Transferred|Discharged)\s)"
        r"(?:(?:St\.|Saint|Mount|Mt\.)\s+)?(?:[A-Z][a-z]+|[A-Z]{2,5})(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][a-z]+){0,3}"
        r"\s+(?:Hospital|Medical\s+Center|Medical\s+Centre|Health\s+Center|Clinic|Infirmary|Rehabilitation\s+Center|"
        r"Nursing\s+Home|Hospice|Health\s+System|Healthcare)(?![\w-])",
        "HOSPITAL",
        0.8,
        requires=("hospital", "medical", "health", "clinic", "infirmary", "rehabilitation", "nursing", "hospice"),
    ),
    Pattern(
        "po_box",
        r"\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box)\s+\d+\b",
        "STREET",
        0.9,
        re.IGNORECASE,
        requires=("box",),
    ),
)
"""Location rules, English notes."""
