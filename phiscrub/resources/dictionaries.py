"""Packaged word lists (names, places, professions, non-PHI medical words) used as features, rules and surrogates.

Each list is a UTF-8 text file in `phiscrub/data/dictionaries/`, one lower-cased entry per line, rebuilt by
`scripts/build_dictionaries.py`; `SOURCE.md` beside them gives each list's origin and licence. Some lists also have
a `<name>.freq.tsv` (`entry<TAB>bucket`, 1 = very common .. 4 = rare), read by `load_frequency_buckets`.
The lists and the frequent entries are read through the load cache (`phiscrub.resources.cache`): a new process reads
the 100,000 given names and surnames back in a third of the time it takes to split the text files.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import Final

from phiscrub.errors import UnknownComponentError
from phiscrub.resources.cache import cached_table

DICTIONARY_NAMES: Final[tuple[str, ...]] = (
    "first_names",
    "last_names",
    "us_states",
    "us_state_abbreviations",
    "us_cities",
    "world_cities",
    "us_counties",
    "countries",
    "hospitals",
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
"""Every packaged dictionary that CRF features read, by name."""

RULE_DICTIONARY_NAMES: Final[tuple[str, ...]] = (
    "es_country_names",
    "es_towns",
    "es_given_names_americas",
    "es_given_names_regional",
)
"""Packaged lists that rules read and CRF features do not (the shipped models were trained without them):
"es_country_names", the names of countries as Spanish writing has them beside "es_countries" ("reino unido",
"mexico"), "es_towns", the towns of the Spanish-speaking countries, and "es_given_names_americas", given names of
the Spanish-speaking Americas that "es_first_names" lacks ("brayan", "duván"), and "es_given_names_regional", given
names of the Basque Country, Catalonia, Galicia and Asturias that both lack ("ainhoa", "arnau", "uxía") (built by
`scripts/build_dictionaries.py` as the others)."""

_ALL_NAMES: Final = DICTIONARY_NAMES + RULE_DICTIONARY_NAMES


@cache
def load_dictionary(name: str) -> frozenset[str]:
    """Return the lower-cased entries of the packaged dictionary `name` (read once per process)."""
    if name not in _ALL_NAMES:
        raise UnknownComponentError("dictionary", name, _ALL_NAMES)
    resource = files("phiscrub").joinpath("data", "dictionaries", f"{name}.txt")

    def read() -> frozenset[str]:
        return frozenset(line.strip() for line in resource.read_text(encoding="utf-8").splitlines() if line.strip())

    return cached_table(f"dictionary-{name}", [resource], read)


FREQUENCY_BUCKETS: Final[tuple[int, ...]] = (1, 2, 3, 4)
"""Frequency buckets, from very common (1) to rare (4)."""


@cache
def load_frequency_buckets(name: str) -> Mapping[str, int]:
    """Return {lower-cased entry: frequency bucket} of the packaged dictionary `name` (read once per process).

    Bucket 1 is very common ("john", "smith", "houston" as a city), 4 rare; the thresholds are the builder's and are
    stated in `SOURCE.md`. A dictionary without a frequency file gives an empty mapping, so `.get(word)` is None
    for every word; a name outside `DICTIONARY_NAMES` raises `UnknownComponentError`.
    """
    return MappingProxyType(_read_frequency_buckets(name))


def _read_frequency_buckets(name: str, max_bucket: int = FREQUENCY_BUCKETS[-1]) -> dict[str, int]:
    """Read {entry: bucket} of dictionary `name`'s frequency file, buckets up to `max_bucket` ({} without one)."""
    if name not in _ALL_NAMES:
        raise UnknownComponentError("dictionary", name, _ALL_NAMES)
    resource = files("phiscrub").joinpath("data", "dictionaries", f"{name}.freq.tsv")
    if not resource.is_file():
        return {}
    buckets: dict[str, int] = {}
    for line in resource.read_text(encoding="utf-8").splitlines():
        entry, _, field = line.rpartition("\t")
        if not entry:
            continue
        bucket = int(field)
        if bucket <= max_bucket:
            buckets[entry] = bucket
    return buckets


@cache
def load_frequent_entries(name: str, max_bucket: int) -> Mapping[str, int]:
    """Return {entry: bucket} of the entries of dictionary `name` in bucket `max_bucket` or a more common one.

    What a test such as "a common given name" needs, in a fraction of `load_frequency_buckets`' memory (the given
    names, surnames and cities of buckets 1-2 are 7,000 of its 100,000 entries).
    """
    source = dictionary_file(name, ".freq.tsv")  # a list without one is read as no entries, and not cached
    return MappingProxyType(
        cached_table(f"frequent-{name}-{max_bucket}", [source], lambda: _read_frequency_buckets(name, max_bucket))
    )


def dictionary_file(name: str, suffix: str = ".txt") -> Path:
    """Return the path of packaged dictionary `name`'s list (or, with suffix ".freq.tsv", its frequency file)."""
    if name not in _ALL_NAMES:
        raise UnknownComponentError("dictionary", name, _ALL_NAMES)
    return Path(str(files("phiscrub").joinpath("data", "dictionaries", f"{name}{suffix}")))


def dictionary_files() -> list[Path]:
    """Return the packaged dictionary files (lists and frequency files) that exist, in a fixed order."""
    candidates = [dictionary_file(name, suffix) for name in DICTIONARY_NAMES for suffix in (".txt", ".freq.tsv")]
    return [path for path in candidates if path.is_file()]


def is_known_name(word: str) -> bool:
    """Return whether a lower-cased word is in the packaged given-name or surname list ("maria", "patel", "son")."""
    return word in load_dictionary("first_names") or word in load_dictionary("last_names")


def is_a_listed_given_name(word: str) -> bool:
    """Return whether `word` (in any case) is in the English or the Spanish given-name list ("dani", "Nuria")."""
    folded = word.lower()
    return folded in load_dictionary("first_names") or folded in load_dictionary("es_first_names")


def in_dictionary(word: str, name: str) -> bool:
    """Return whether `word` (in any case, spaces normalised) is an entry of dictionary `name`."""
    return " ".join(word.lower().split()) in load_dictionary(name)
