"""Person-name surrogates that keep the form of the original and stay consistent across its variants.

A name is split into words; each word gets a role: title ("Dr.", "Mrs", "Sra."), suffix ("Jr", "MD"), first name,
last name or initial. Roles come from the layout: "Last, First", "First [Middle] Last", a single word after a title
is a last name, a single word otherwise is a first name only when the locale's first-name list knows it and its
last-name list does not. Titles, suffixes, spacing and punctuation are kept; every other word is replaced
separately, keyed on its own normal form and never on its role, so "John Smith", "Smith", "John", "J. Smith",
"SMITH, JOHN" and "Smith, John" all use the same surrogate for "Smith" and for "John" (a word the first-name lists
know becomes a first name wherever it stands, any other word a last name). Initials come from a keyed map of
letters, and a surrogate first or last name starts with the mapped letter of the original's initial, so "J." and
"John", "S." and "Smith" stay in step ("J. Smith" and "John S." name the same surrogate person). The sex of a first
name follows the locale's name lists, then the keyed hash of the word (not a title, which would make two mentions
disagree). Case is kept per word (SMITH -> GARCIA, smith -> garcia).
"""

from __future__ import annotations

import functools
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from phiscrub.replace.shapes import differs, match_case, normalise
from phiscrub.replace.vocab import Sex, Vocabulary, name_lists

Role = Literal["title", "suffix", "first", "last", "initial"]
RandomFor = Callable[..., random.Random]
"""Returns a generator for a tuple of strings (a keyed hash or a seeded hash of them): same parts, same draws."""

_WORD: Final = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
_TITLES: Final = frozenset(
    {
        "dr",
        "dra",
        "mr",
        "mrs",
        "ms",
        "miss",
        "mx",
        "prof",
        "sr",
        "sra",
        "srta",
        "don",
        "doña",
        "dña",
        "dr.",
        "mr.",
        "mrs.",
        "ms.",
        "prof.",
        "sr.",
        "sra.",
        "srta.",
    }
)
_SUFFIXES: Final = frozenset({"jr", "sr", "ii", "iii", "iv", "md", "rn", "phd", "np", "dds", "esq"})
_MAX_DRAWS: Final = 12
_DIGITS: Final = re.compile(r"\d+")


@dataclass(frozen=True, slots=True)
class NameWord:
    """One word of a name: where it is in the name's text and its role."""

    start: int
    end: int
    role: Role


def _is_initial(word: str) -> bool:
    return len(word) == 1


def parse_name(text: str, locale: str = "en_US") -> list[NameWord]:
    """Return the words of a person name with their roles (see the module docstring for the rules)."""
    matches = list(_WORD.finditer(text))
    roles: list[Role | None] = [None] * len(matches)
    for i, match in enumerate(matches):
        if match.group().casefold() in _TITLES and all(roles[j] == "title" for j in range(i)):
            roles[i] = "title"
    for i in range(len(matches) - 1, 0, -1):
        if roles[i] is None and matches[i].group().casefold() in _SUFFIXES and not _is_initial(matches[i].group()):
            roles[i] = "suffix"
        else:
            break
    for i, match in enumerate(matches):
        if roles[i] is None and _is_initial(match.group()):
            roles[i] = "initial"
    open_words = [i for i, role in enumerate(roles) if role is None]
    lists = name_lists(locale)
    comma = text.find(",", matches[open_words[0]].end()) if open_words else -1
    before_comma = [i for i in open_words if comma >= 0 and matches[i].end() <= comma]
    if before_comma and len(before_comma) < len(open_words):
        for i in open_words:
            roles[i] = "last" if i in before_comma else "first"
    elif len(open_words) == 1:
        word = matches[open_words[0]].group().casefold()
        after_title = open_words[0] > 0 and roles[open_words[0] - 1] == "title"
        known_first = (word in lists.female or word in lists.male) and word not in lists.last
        has_last_initial = any(role == "initial" for role in roles[open_words[0] + 1 :])
        before_a_comma = comma >= 0 and matches[open_words[0]].end() <= comma  # "Smith, J."
        is_first = (known_first or has_last_initial) and not after_title and not before_a_comma
        roles[open_words[0]] = "first" if is_first else "last"
    elif open_words:
        for position, i in enumerate(open_words):
            word = matches[i].group().casefold()
            if position == 0:
                roles[i] = "first"
            elif position == len(open_words) - 1:
                roles[i] = "last"
            else:
                known_first = (word in lists.female or word in lists.male) and word not in lists.last
                roles[i] = "first" if known_first else "last"
    return [NameWord(m.start(), m.end(), roles[i] or "last") for i, m in enumerate(matches)]


def _sex(word: str, locale: str, rng: random.Random) -> Sex:
    # from the word alone (lists, then its keyed hash), never from a title, so every mention agrees
    lists = name_lists(locale)
    female, male = word in lists.female, word in lists.male
    if female != male:
        return "female" if female else "male"
    return "female" if rng.random() < 0.5 else "male"


@functools.cache
def _initial_letters(locale: str) -> tuple[str, ...]:
    """Return the ASCII capitals that start first names of both sexes and last names of `locale`, sorted."""
    lists = name_lists(locale)
    starts = [
        {name[0].upper() for name in names if name[:1].isascii()}
        for names in (lists.female_names, lists.male_names, lists.last_names)
    ]
    return tuple(sorted(set.intersection(*starts))) or tuple(string.ascii_uppercase)


def surrogate_initial(letter: str, random_for: RandomFor, locale: str) -> str:
    """Return the surrogate of an initial: a keyed letter that starts first names of both sexes and last names.

    Any name word's surrogate can then start with it, so an initial and the word it stands for stay in step.
    """
    letters = _initial_letters(locale)
    original = letter.upper()
    choices = [candidate for candidate in letters if candidate != original] or letters
    return random_for("initial", original.casefold()).choice(choices)


def _draw(
    original: str,
    draw: Callable[[random.Random], str],
    random_for: RandomFor,
    *parts: str,
    avoid: frozenset[str] = frozenset(),
) -> str:
    candidate = original
    for attempt in range(_MAX_DRAWS):
        candidate = draw(random_for(*parts, str(attempt)))
        if differs(original, candidate) and normalise(candidate) not in avoid:
            return candidate
    return candidate


def _digits(text: str, random_for: RandomFor) -> str:
    """Return `text` with each run of digits replaced by keyed random digits (a name span never keeps a number).

    Every digit becomes another digit, so no stretch of the span that holds a digit is left as it was.
    """

    def digits(match: re.Match[str]) -> str:
        rng = random_for("name-digits", match.group())
        return "".join(rng.choice(string.digits.replace(digit, "")) for digit in match.group())

    return _DIGITS.sub(digits, text)


def surrogate_name(
    text: str,
    vocabulary: Vocabulary,
    random_for: RandomFor,
    locale: str = "en_US",
    avoid: frozenset[str] = frozenset(),
) -> str:
    """Return a surrogate for the person name `text`, keeping its form, case, titles and punctuation.

    Each word's surrogate depends on the word alone, never on its role in this mention, so a patient's name parts
    map alike wherever they appear ("Rose" alone, "Rose Phillips", "Phillips, Rose", "R. Phillips"): a word the
    locale's first-name lists know becomes a first name of its sex (starting with the mapped letter of its
    initial), any other word a last name. Digits inside a name span (a span that strayed over a number) become
    keyed random digits.

    Args:
        text: The name as written ("Dr. John K. Smith", "SMITH, JOHN", "J. Smith").
        vocabulary: Where surrogate names come from.
        random_for: Gives the generator for each key (e.g. a keyed hash of patient and value).
        locale: The locale whose name lists decide roles and sexes.
        avoid: Normal forms a surrogate word must not take (the other PHI of the note); redrawn when hit.
    """
    words = parse_name(text, locale)
    out = text
    for word in reversed(words):
        written = text[word.start : word.end]
        if word.role in ("title", "suffix"):
            continue
        if word.role == "initial":
            new = surrogate_initial(written, random_for, locale)
        else:
            new = "-".join(
                match_case(part, _surrogate_word(part, vocabulary, random_for, locale, avoid))
                for part in written.split("-")
            )
        out = out[: word.start] + match_case(written, new) + out[word.end :]
    return _digits(out, random_for)


def _surrogate_word(
    part: str, vocabulary: Vocabulary, random_for: RandomFor, locale: str, avoid: frozenset[str]
) -> str:
    key = normalise(part)
    lists = name_lists(locale)
    initial = surrogate_initial(part[:1], random_for, locale)
    if key in lists.female or key in lists.male:
        sex = _sex(key, locale, random_for("sex", key))
        return _draw(part, lambda rng: vocabulary.first_name(rng, sex, initial), random_for, "first", key, avoid=avoid)
    return _draw(part, lambda rng: vocabulary.last_name(rng, initial), random_for, "last", key, avoid=avoid)
