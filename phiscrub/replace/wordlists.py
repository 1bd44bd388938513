"""Vocabularies for the surrogate corpora of Uzuner et al. 2008 §5: ambiguous words and out-of-vocabulary strings.

Ambiguous (§5.2): the paper injects medical terms "that occur in the narratives of our records" into surrogate
patients, doctors, hospitals and locations ("Mr. Huntington suffers from Huntington's disease"), so that each
injected word appears both as PHI and as non-PHI in the corpus. `AmbiguousVocabulary` therefore holds words taken
from the corpus itself (`phiscrub.replace.surrogate_corpus.ambiguous_candidates` picks them): names are those words,
hospitals, organisations and places are patterns of the locale's language filled with them.

The short lists below (first names that are common English words, last names that are common words or eponyms,
U.S. places that are common words) were the ambiguous vocabulary before it came from the corpus; they stay as words
an out-of-vocabulary surrogate must avoid.

Out-of-vocabulary (§5.3): "randomly selecting word lengths and letters, e.g. 'O. Ymfgi'". We draw pronounceable
strings of 2 to 3 consonant-vowel syllables (pure random letters are easy to spot by their letter patterns, which a
real unseen name does not give away) and reject any that a dictionary knows: Faker's name lists (en_US, es_ES), its
English word list, the ambiguous lists below, and every list of `phiscrub.resources.dictionaries` (names, places,
common words, medical terms).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from phiscrub.errors import ConfigError
from phiscrub.replace.vocab import Sex, language, name_lists, with_initial

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
_AMBIGUOUS_HOSPITALS: Final = {
    "en": (
        "{word} Memorial Hospital",
        "{word} General Hospital",
        "{word} Medical Center",
        "{word} Clinic",
        "St. {word}'s Hospital",
    ),
    "es": (
        "Hospital {word}",
        "Hospital Universitario {word}",
        "Hospital General {word}",
        "Clínica {word}",
        "Centro de Salud {word}",
    ),
}
_AMBIGUOUS_ORGANIZATIONS: Final = {
    "en": ("{word} Labs", "{word} & {word2}", "{word} Health", "{word} Pharmacy"),
    "es": ("Laboratorios {word}", "{word} y {word2}", "Fundación {word}", "Farmacia {word}"),
}
_AMBIGUOUS_LOCATIONS: Final = {
    "en": ("{word}", "{word} Park", "{word} Square", "{word} Station"),
    "es": ("{word}", "Parque {word}", "Plaza {word}", "Estación {word}"),
}


@dataclass(frozen=True, slots=True)
class AmbiguousVocabulary:
    """Names and places made of words that also occur as non-PHI in the corpus (Uzuner et al. 2008 §5.2).

    Every name, town and filled pattern draws from `words` alone, so each injected word is one of them.
    """

    words: tuple[str, ...]
    """Capitalised words that occur outside the PHI of the corpus (`ambiguous_candidates`)."""
    locale: str = "en_US"
    """Locale whose language gives the hospital, organisation and place patterns (English or Spanish)."""

    def __post_init__(self) -> None:
        if not self.words:
            raise ConfigError(
                "the ambiguous surrogates need words that occur outside the PHI of the corpus, and it has none: "
                "give notes with narrative text"
            )

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return a corpus word as a first name (starting with `initial` where one does; words have no sex)."""
        return rng.choice(with_initial(self.words, initial))

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return a corpus word as a last name (starting with `initial` where one does)."""
        return rng.choice(with_initial(self.words, initial))

    def city(self, rng: random.Random) -> str:
        """Return a corpus word as a town."""
        return rng.choice(self.words)

    def hospital(self, rng: random.Random) -> str:
        """Return a hospital name: a pattern of the locale's language around a corpus word."""
        return self._fill(_AMBIGUOUS_HOSPITALS, rng)

    def location(self, rng: random.Random) -> str:
        """Return a named place: a corpus word, alone or in a pattern."""
        return self._fill(_AMBIGUOUS_LOCATIONS, rng)

    def organization(self, rng: random.Random) -> str:
        """Return an organisation name: a pattern around one or two corpus words."""
        return self._fill(_AMBIGUOUS_ORGANIZATIONS, rng)

    def _fill(self, patterns: Mapping[str, tuple[str, ...]], rng: random.Random) -> str:
        pattern = rng.choice(patterns[language(self.locale)])
        return pattern.format(word=rng.choice(self.words), word2=rng.choice(self.words))


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
