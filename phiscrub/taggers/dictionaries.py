"""Packaged word lists (names, places, professions, non-PHI medical words) used as features, rules and surrogates.

Each list is a UTF-8 text file in `phiscrub/data/dictionaries/`, one lower-cased entry per line, rebuilt by
`scripts/build_dictionaries.py`; `SOURCE.md` beside them gives each list's origin and licence.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Final

from phiscrub.errors import UnknownComponentError

DICTIONARY_NAMES: Final[tuple[str, ...]] = (
    "first_names",
    "last_names",
    "us_states",
    "us_state_abbreviations",
    "us_cities",
    "countries",
    "hospital_words",
    "organizations",
    "professions",
    "medical_terms",
    "common_words",
    "es_first_names",
    "es_last_names",
    "es_cities",
    "es_countries",
)
"""Every packaged dictionary, by name."""


@cache
def load_dictionary(name: str) -> frozenset[str]:
    """Return the lower-cased entries of the packaged dictionary `name` (read once per process)."""
    if name not in DICTIONARY_NAMES:
        raise UnknownComponentError("dictionary", name, DICTIONARY_NAMES)
    resource = files("phiscrub").joinpath("data", "dictionaries", f"{name}.txt")
    text = resource.read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip())


def in_dictionary(word: str, name: str) -> bool:
    """Return whether `word` (in any case, spaces normalised) is an entry of dictionary `name`."""
    return " ".join(word.lower().split()) in load_dictionary(name)
