"""Vocabularies for the surrogate corpora of Uzuner et al. 2008 §5: ambiguous words and out-of-vocabulary strings.

Ambiguous (§5.2): the paper injects words that are also medical concepts or common words into surrogate patients,
doctors, hospitals and locations ("Mr. Huntington suffers from Huntington's disease"). Our lists hold three kinds:
first names that are common English words (Will, Hope, Grace, Mark, Iris, Gene, Ray); last names that are common
words or eponyms of diseases, signs and tests (Brown, Bell, Huntington, Parkinson, Graves, Addison, Crohn, Still,
Cushing, Wilson); and real U.S. place names that are common words or medical terms (Normal, Mobile, Reading, Bath,
Hope, Lyme, Bethesda, Cold Spring). Hospitals and places are patterns filled from these lists.

Out-of-vocabulary (§5.3): "randomly selecting word lengths and letters, e.g. 'O. Ymfgi'". We draw pronounceable
strings of 2 to 3 consonant-vowel syllables (pure random letters are easy to spot by their letter patterns, which a
real unseen name does not give away) and reject any that a dictionary knows: Faker's name lists (en_US, es_ES), its
English word list, the ambiguous lists below, and every list of `phiscrub.resources.dictionaries` (names, places,
common words, medical terms).
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Final

from phiscrub.replace.vocab import Sex, name_lists

AMBIGUOUS_FEMALE: Final = (
    "Hope",
    "Faith",
    "Grace",
    "Joy",
    "Rose",
    "Iris",
    "Ruby",
    "May",
    "June",
    "Dawn",
    "Holly",
    "Ivy",
    "Penny",
    "Summer",
    "April",
    "Amber",
    "Crystal",
    "Pearl",
    "Violet",
    "Lily",
    "Daisy",
    "Jade",
    "Patience",
    "Sandy",
)
AMBIGUOUS_MALE: Final = (
    "Will",
    "Mark",
    "Bill",
    "Art",
    "Guy",
    "Gene",
    "Frank",
    "Rich",
    "Drew",
    "Chase",
    "Jack",
    "Reed",
    "Cliff",
    "Glen",
    "Dale",
    "Miles",
    "Lance",
    "Wade",
    "Rod",
    "Bob",
    "Ray",
    "Herb",
    "Earl",
    "Norm",
    "Max",
    "Pat",
)
AMBIGUOUS_LAST: Final = (
    "Brown",
    "White",
    "Black",
    "Green",
    "Gray",
    "Young",
    "Hardy",
    "Wise",
    "Bell",
    "Cross",
    "Stone",
    "Hunt",
    "Cook",
    "Baker",
    "Walker",
    "Price",
    "Long",
    "Short",
    "Marsh",
    "Moody",
    "Payne",
    "Sharp",
    "Bright",
    "Down",
    "Still",
    "Huntington",
    "Parkinson",
    "Addison",
    "Graves",
    "Crohn",
    "Hodgkin",
    "Cushing",
    "Paget",
    "Wilson",
    "Raynaud",
    "Alzheimer",
    "Tourette",
    "Marfan",
    "Barrett",
    "Kaposi",
    "Hunter",
    "Pick",
    "Wilms",
    "Ewing",
    "Burkitt",
    "Hashimoto",
    "Meniere",
    "Bence",
    "Doppler",
    "Foley",
    "Swan",
    "Holter",
    "Babinski",
    "Murphy",
    "Homan",
)
AMBIGUOUS_PLACES: Final = (
    "Normal",
    "Mobile",
    "Reading",
    "Bath",
    "Hope",
    "Liberty",
    "Independence",
    "Cold Spring",
    "Sandy",
    "Buffalo",
    "Deposit",
    "Sterling",
    "Temple",
    "Orange",
    "Marshall",
    "Lyme",
    "Bethesda",
    "Concord",
    "Mercy",
    "Clinton",
)
_AMBIGUOUS_HOSPITALS: Final = (
    "{last} Memorial Hospital",
    "Mercy Hospital",
    "Hope Medical Center",
    "Grace Hospital",
    "Good Samaritan Hospital",
    "{place} General Hospital",
    "{last} Clinic",
    "{place} Medical Center",
)
_AMBIGUOUS_ORGANIZATIONS: Final = ("{last} Labs", "{last} & {last2}", "{place} Health", "{last} Pharmacy")
_AMBIGUOUS_LOCATIONS: Final = ("{place}", "{place} Park", "{last} Square", "{place} Station")


def _fill(pattern: str, rng: random.Random) -> str:
    return pattern.format(
        last=rng.choice(AMBIGUOUS_LAST), last2=rng.choice(AMBIGUOUS_LAST), place=rng.choice(AMBIGUOUS_PLACES)
    )


@dataclass(frozen=True, slots=True)
class AmbiguousVocabulary:
    """Names and places that are also common words or medical terms (Uzuner et al. 2008 §5.2)."""

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return an ambiguous first name of that sex (starting with `initial` where the list has one)."""
        names = AMBIGUOUS_FEMALE if sex == "female" else AMBIGUOUS_MALE
        return rng.choice([name for name in names if initial and name[0] == initial.upper()] or names)

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return an ambiguous last name (starting with `initial` where the list has one)."""
        return rng.choice([name for name in AMBIGUOUS_LAST if initial and name[0] == initial.upper()] or AMBIGUOUS_LAST)

    def city(self, rng: random.Random) -> str:
        """Return an ambiguous place name."""
        return rng.choice(AMBIGUOUS_PLACES)

    def hospital(self, rng: random.Random) -> str:
        """Return an ambiguous hospital name."""
        return _fill(rng.choice(_AMBIGUOUS_HOSPITALS), rng)

    def location(self, rng: random.Random) -> str:
        """Return an ambiguous named place."""
        return _fill(rng.choice(_AMBIGUOUS_LOCATIONS), rng)

    def organization(self, rng: random.Random) -> str:
        """Return an ambiguous organisation name."""
        return _fill(rng.choice(_AMBIGUOUS_ORGANIZATIONS), rng)


_CONSONANTS: Final = "bcdfghjklmnprstvwxz"
_VOWELS: Final = "aeiouy"


def _dictionary_words() -> frozenset[str]:
    from phiscrub.resources.dictionaries import DICTIONARY_NAMES, load_dictionary

    words: set[str] = set()
    for name in DICTIONARY_NAMES:
        words |= {part for entry in load_dictionary(name) for part in entry.casefold().split()}
    return frozenset(words)


@functools.cache
def known_words() -> frozenset[str]:
    """Return every word a dictionary of phiscrub or Faker knows, case-folded (what an OOV surrogate must avoid)."""
    from faker.providers.lorem.en_US import Provider as Lorem

    words: set[str] = {word.casefold() for word in Lorem.word_list}
    for locale in ("en_US", "es_ES"):
        lists = name_lists(locale)
        words |= lists.female | lists.male | lists.last
    ambiguous = AMBIGUOUS_FEMALE + AMBIGUOUS_MALE + AMBIGUOUS_LAST + AMBIGUOUS_PLACES
    words |= {part.casefold() for phrase in ambiguous for part in phrase.split()}
    return frozenset(words | _dictionary_words())


def oov_word(rng: random.Random, initial: str | None = None) -> str:
    """Return a capitalised pronounceable string of 2-3 syllables that no known dictionary holds."""
    known = known_words()
    while True:
        syllables = [rng.choice(_CONSONANTS) + rng.choice(_VOWELS) for _ in range(rng.randint(2, 3))]
        if rng.random() < 0.5:
            syllables.append(rng.choice(_CONSONANTS))
        word = "".join(syllables)
        if initial and initial.isascii() and initial.isalpha():
            word = initial.lower() + word[1:]
        if word not in known:
            return word.capitalize()


@dataclass(frozen=True, slots=True)
class OovVocabulary:
    """Invented, pronounceable names and places absent from every dictionary (Uzuner et al. 2008 §5.3)."""

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return an out-of-vocabulary first name (starting with `initial` when given)."""
        return oov_word(rng, initial)

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return an out-of-vocabulary last name (starting with `initial` when given)."""
        return oov_word(rng, initial)

    def city(self, rng: random.Random) -> str:
        """Return an out-of-vocabulary town."""
        return oov_word(rng)

    def hospital(self, rng: random.Random) -> str:
        """Return an out-of-vocabulary hospital, keeping a generic head word as the paper's patterns do."""
        return f"{oov_word(rng)} {rng.choice(('Hospital', 'Medical Center', 'Clinic', 'General Hospital'))}"

    def location(self, rng: random.Random) -> str:
        """Return an out-of-vocabulary place."""
        return oov_word(rng)

    def organization(self, rng: random.Random) -> str:
        """Return an out-of-vocabulary organisation."""
        return f"{oov_word(rng)} {rng.choice(('Inc.', 'Group', 'Associates', 'Foundation'))}"
