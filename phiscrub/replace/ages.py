"""Ages written in words ("forty-two", "ninety-three-year-old", "noventa y dos años"): read and written back.

Only the number words of an age span are read and rewritten; what surrounds them ("-year-old", "años") stays.
English and Spanish cardinals from zero to 199 are read; surrogate ages (90 to 104) are written in the language
and the joining style (hyphen or space) of the original.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from phiscrub.replace.shapes import match_case

_EN_UNITS: Final = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_EN_TENS: Final = (
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)
_ES_UNITS: Final = (
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
)
_ES_TENS: Final = (
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
)

_VALUES: Final = (
    {word: value for value, word in enumerate(_EN_UNITS)}
    | {word: 20 + 10 * i for i, word in enumerate(_EN_TENS)}
    | {word: value for value, word in enumerate(_ES_UNITS)}
    | {word: 30 + 10 * i for i, word in enumerate(_ES_TENS)}
    | {"un": 1, "una": 1, "dieciseis": 16, "veintidos": 22, "veintitres": 23, "veintiseis": 26, "cien": 100}
    | {"ciento": 100, "hundred": 100}
)
_SPANISH: Final = frozenset((*_ES_UNITS, *_ES_TENS, "un", "una", "cien", "ciento", "y"))
_NUMBER_WORD = r"(?:" + "|".join(sorted(_VALUES, key=len, reverse=True)) + r")"
_WORD_NUMBER: Final = re.compile(
    rf"(?<![^\W\d_]){_NUMBER_WORD}(?:(?:[\s-]+|\s+(?:and|y)\s+){_NUMBER_WORD})*(?![^\W\d_])", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class WordAge:
    """A number written in words inside an age span: where, its value, and how it was written."""

    start: int
    end: int
    value: int
    spanish: bool
    hyphenated: bool


def find_word_age(text: str) -> WordAge | None:
    """Return the first number written in words in `text` (an age span), or None when it holds none."""
    for match in _WORD_NUMBER.finditer(text):
        words = [word.casefold() for word in re.findall(r"[^\W\d_]+", match.group())]
        value = _value([word for word in words if word not in ("and", "y")])
        if value is not None:
            spanish = any(word in _SPANISH for word in words)
            return WordAge(match.start(), match.end(), value, spanish, "-" in match.group())
    return None


def _value(words: list[str]) -> int | None:
    current = 0
    for word in words:
        value = _VALUES[word]
        if value == 100:
            if current >= 100:
                return None
            current = (current or 1) * 100
        elif current % 100 and (value >= 10 or current % 10):
            return None  # "forty fifty", "two three": two numbers, not one
        else:
            current += value
    return current


def age_in_words(value: int, spanish: bool, hyphenated: bool, model: str) -> str:
    """Return `value` (0..199) in words, in the language, joining style and letter case of `model`."""
    return match_case(model, _spanish(value) if spanish else _english(value, "-" if hyphenated else " "))


def over_89_in_words(spanish: bool, model: str) -> str:
    """Return the words that stand for any age over 89 ("ninety-plus", "más de noventa") in `model`'s case."""
    return match_case(model, "más de noventa" if spanish else "ninety-plus")


def _english(value: int, joiner: str) -> str:
    if value >= 100:
        rest = value - 100
        return "one hundred" + ("" if rest == 0 else " " + _english(rest, joiner))
    if value < 20:
        return _EN_UNITS[value]
    tens, unit = divmod(value, 10)
    return _EN_TENS[tens - 2] + ("" if unit == 0 else joiner + _EN_UNITS[unit])


def _spanish(value: int) -> str:
    if value == 100:
        return "cien"
    if value > 100:
        return "ciento " + _spanish(value - 100)
    if value < 30:
        return _ES_UNITS[value]
    tens, unit = divmod(value, 10)
    return _ES_TENS[tens - 3] + ("" if unit == 0 else " y " + _ES_UNITS[unit])
