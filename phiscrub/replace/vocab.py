"""Where surrogate words come from: Faker (per locale), lists of ambiguous words, or out-of-vocabulary strings.

Every method takes a local `random.Random` (seeded by the caller from a keyed hash or a corpus seed) and uses
nothing else as randomness: the Faker instance is re-seeded from it with `seed_instance` on every call.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from importlib import import_module, resources
from typing import Final, Literal, Protocol

from faker import Faker

Sex = Literal["female", "male"]

_HOSPITAL_PATTERNS: Final = {
    "en": (
        "{city} General Hospital",
        "{last} Memorial Hospital",
        "{city} Medical Center",
        "{city} Community Hospital",
        "St. {first}'s Hospital",
        "{last} Clinic",
        "{city} Regional Medical Center",
    ),
    "es": (
        "Hospital Universitario {city}",
        "Hospital General de {city}",
        "Hospital {last}",
        "Centro de Salud {city}",
        "Clínica {last}",
        "Hospital Comarcal de {city}",
    ),
}
_DEPARTMENTS: Final = {
    "en": (
        "Cardiology",
        "Oncology",
        "Neurology",
        "Radiology",
        "Nephrology",
        "Pulmonology",
        "Dermatology",
        "Gastroenterology",
        "Orthopedics",
        "Psychiatry",
        "Endocrinology",
        "Urology",
        "Rheumatology",
        "Hematology",
    ),
    "es": (
        "Cardiología",
        "Oncología",
        "Neurología",
        "Radiología",
        "Nefrología",
        "Neumología",
        "Dermatología",
        "Digestivo",
        "Traumatología",
        "Psiquiatría",
        "Endocrinología",
        "Urología",
        "Reumatología",
        "Hematología",
    ),
}
_LOCATION_PATTERNS: Final = {
    "en": ("{city} Park", "{last} Square", "{city} Mall", "{last} Community Center", "{city} Station"),
    "es": ("Parque de {city}", "Plaza {last}", "Estación de {city}", "Centro Cívico {last}"),
}


def language(locale: str) -> str:
    """Return the two-letter language of a locale ("es_ES" -> "es"), "en" for any language without lists."""
    lang = locale.split("_")[0].lower()
    return lang if lang in _HOSPITAL_PATTERNS else "en"


@dataclass(frozen=True, slots=True)
class NameLists:
    """The one-word first and last names a locale's Faker provider knows, sorted (the sets case-folded)."""

    female_names: tuple[str, ...]
    male_names: tuple[str, ...]
    last_names: tuple[str, ...]
    female: frozenset[str]
    male: frozenset[str]
    last: frozenset[str]


@functools.cache
def name_lists(locale: str) -> NameLists:
    """Return the name lists of Faker's person provider for `locale` (en_US when it has none)."""
    try:
        provider = import_module(f"faker.providers.person.{locale}").Provider
    except ModuleNotFoundError:
        provider = import_module("faker.providers.person.en_US").Provider

    def names(attribute: str) -> tuple[str, ...]:
        return tuple(sorted({str(name) for name in getattr(provider, attribute, ()) if " " not in str(name)}))

    female, male, last = names("first_names_female"), names("first_names_male"), names("last_names")
    folded = [frozenset(name.casefold() for name in group) for group in (female, male, last)]
    return NameLists(female, male, last, *folded)


@functools.cache
def city_list(locale: str) -> tuple[str, ...]:
    """Return the towns of `phiscrub/data/surrogates/cities_<locale>.txt`, () when that locale has no list."""
    path = resources.files("phiscrub") / "data" / "surrogates" / f"cities_{locale}.txt"
    if not path.is_file():
        return ()
    return tuple(line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


def with_initial(names: tuple[str, ...], initial: str | None) -> tuple[str, ...]:
    """Return the names starting with `initial` (case-insensitive), or all names when none does or none is asked."""
    if not initial:
        return names
    return _by_initial(names).get(initial.casefold()) or names


_INITIAL_INDEXES: dict[int, tuple[tuple[str, ...], dict[str, tuple[str, ...]]]] = {}
"""Per list of names (by identity, the list kept so that its id stays its own): its names by casefolded initial."""


def _by_initial(names: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Return `names` grouped by the casefolded first character, in their order (built once per list)."""
    known = _INITIAL_INDEXES.get(id(names))
    if known is not None and known[0] is names:
        return known[1]
    groups: dict[str, list[str]] = {}
    for name in names:
        groups.setdefault(name[:1].casefold(), []).append(name)
    index = {initial: tuple(group) for initial, group in groups.items()}
    if len(_INITIAL_INDEXES) < 64:  # the packaged lists and a few of the user's: a bound, not a cache policy
        _INITIAL_INDEXES[id(names)] = (names, index)
    return index


class Vocabulary(Protocol):
    """Draws surrogate words of each kind with a given random generator."""

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return a first name of that sex, starting with `initial` where the vocabulary has one."""
        ...

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return a last name, starting with `initial` where the vocabulary has one."""
        ...

    def city(self, rng: random.Random) -> str:
        """Return a town or city."""
        ...

    def hospital(self, rng: random.Random) -> str:
        """Return a hospital or health centre name."""
        ...

    def location(self, rng: random.Random) -> str:
        """Return another named place (park, station, ...)."""
        ...

    def organization(self, rng: random.Random) -> str:
        """Return a company or organisation."""
        ...


@dataclass(frozen=True)
class FakerVocabulary:
    """Realistic words from Faker for `locale`, plus hospital, department and place patterns in its language."""

    locale: str = "en_US"
    _faker: Faker = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_faker", Faker(self.locale))

    def faker(self, rng: random.Random) -> Faker:
        """Return this vocabulary's Faker, re-seeded from `rng` (never Faker's global seed)."""
        self._faker.seed_instance(rng.getrandbits(64))
        return self._faker

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return a first name of that sex from Faker's list, starting with `initial` where the list has one."""
        lists = name_lists(self.locale)
        return rng.choice(with_initial(lists.female_names if sex == "female" else lists.male_names, initial))

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return a one-word last name from Faker's list, starting with `initial` where the list has one."""
        return rng.choice(with_initial(name_lists(self.locale).last_names, initial))

    def city(self, rng: random.Random) -> str:
        """Return a town from the locale's surrogate list (see `data/surrogates/SOURCE.md`), else a Faker city."""
        towns = city_list(self.locale)
        return rng.choice(towns) if towns else str(self.faker(rng).city())

    def hospital(self, rng: random.Random) -> str:
        """Return a hospital name from a pattern filled with Faker words."""
        fake = self.faker(rng)
        pattern = rng.choice(_HOSPITAL_PATTERNS[language(self.locale)])
        return pattern.format(city=fake.city(), last=fake.last_name(), first=fake.first_name())

    def location(self, rng: random.Random) -> str:
        """Return a named place from a pattern filled with Faker words."""
        fake = self.faker(rng)
        pattern = rng.choice(_LOCATION_PATTERNS[language(self.locale)])
        return pattern.format(city=fake.city(), last=fake.last_name())

    def organization(self, rng: random.Random) -> str:
        """Return a Faker company."""
        return str(self.faker(rng).company())

    def department(self, rng: random.Random) -> str:
        """Return a hospital department."""
        return rng.choice(_DEPARTMENTS[language(self.locale)])
