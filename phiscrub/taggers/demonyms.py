"""Languages and nationalities, which are never PHI on their own.

A note says what a patient speaks and where their family is from ("Speaks Haitian Creole", "Somali interpreter
present", "Korean-American"): the i2b2 guidelines mark the country ("Haiti"), not the language or the nationality, and
nor does MEDDOCAN. The CRFs' recall operating point reads such a capitalised word as a doubtful place or name, so it
relabels none that is no given name or surname too ("English", "French", "German" stay eligible).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from phiscrub.resources.dictionaries import is_known_name

LANGUAGES_AND_NATIONALITIES: Final = frozenset(
    {
        # languages an interpreter or a note names
        *("spanish", "creole", "somali", "vietnamese", "korean", "chinese", "mandarin", "cantonese", "japanese"),
        *("russian", "ukrainian", "polish", "arabic", "hindi", "urdu", "punjabi", "bengali", "tagalog", "portuguese"),
        *("italian", "greek", "turkish", "persian", "farsi", "hebrew", "yiddish", "amharic", "tigrinya", "oromo"),
        *("swahili", "hmong", "khmer", "thai", "burmese", "karen", "nepali", "tibetan", "pashto", "dari", "gujarati"),
        *("tamil", "telugu", "marathi", "malayalam", "kannada", "sinhala", "indonesian", "malay", "albanian"),
        *("bosnian", "serbian", "croatian", "romanian", "hungarian", "czech", "slovak", "bulgarian", "armenian"),
        *("mongolian", "samoan", "tongan", "marshallese", "chuukese"),
        *("yoruba", "igbo", "hausa", "twi", "wolof", "lingala", "kinyarwanda", "kirundi", "dinka", "nuer"),
        *("quechua", "aymara", "guarani", "kiche", "mam", "asl", "esl", "dutch", "norwegian", "danish"),
        *("finnish", "icelandic", "catalan", "basque", "galician"),
        # nationalities and origins
        *("mexican", "haitian", "ethiopian", "eritrean", "nigerian", "ghanaian", "kenyan"),
        *("somalian", "sudanese", "congolese", "liberian", "senegalese", "cameroonian", "ugandan", "rwandan"),
        *("egyptian", "moroccan", "algerian", "tunisian", "libyan", "syrian", "lebanese", "iraqi", "iranian"),
        *("afghan", "afghani", "pakistani", "bangladeshi", "nepalese", "bhutanese"),
        *("filipino", "filipina", "laotian", "cambodian", "vietnamese", "taiwanese", "cuban"),
        *("salvadoran", "salvadorean", "guatemalan", "honduran", "nicaraguan", "panamanian"),
        *("colombian", "venezuelan", "peruvian", "ecuadorian", "bolivian", "chilean", "argentinian", "argentine"),
        *("brazilian", "uruguayan", "paraguayan", "jamaican", "trinidadian", "guyanese", "bahamian", "canadian"),
        *("asian", "hispanic", "latino", "latina", "latinx", "caucasian", "indigenous", "inuit"),
        *("irish", "swiss", "austrian", "belgian", "ukrainian", "belarusian", "lithuanian"),
        *("latvian", "estonian", "moldovan", "azerbaijani", "uzbek", "kazakh", "kyrgyz", "tajik"),
        *("turkmen", "chechen", "kurdish", "yemeni", "saudi", "emirati", "qatari", "kuwaiti", "omani", "jordanian"),
        *("palestinian", "israeli", "micronesian", "polynesian", "fijian", "australian"),
        *("slavic", "nordic", "scandinavian", "balkan", "berber", "bedouin", "romani", "creoles"),
    }
)
"""Languages and nationalities, lower-cased (written for phiscrub). None that begins the name of a place or an
institution ("Indian River", "American Fork", "British Columbia", "Dominican Republic", "Scottish Rite", "Navajo
County"), nor a piece of a country's name ("Puerto Rican")."""


_NOT_A_NAME_AFTER: Final = re.compile(
    r"[ \t]*(?:[^\w \t]|\Z|"
    r"(?i:interpreters?|translators?|speaking|speakers?|speaks|only|and|or|language|creole|sign|wom[ae]n|m[ae]n|male|"
    r"female|boy|girl|child|patient|family|descent|origin|heritage|ancestry|background|community|immigrants?)\b"
    r"|(?:in|at|on|to|for|from|with|by)\b)"
)
"""What follows a language or nationality that begins no name: punctuation, the end, or a word that says it is the
language or a people ("Somali interpreter", "Haitian Creole", "Korean-American", "a 52-year-old Hispanic woman"), or
a preposition in lower case ("The language is in Arabic in my TV"); not "Swedish Medical Center"."""


_ORIGIN_HYPHEN: Final = re.compile(r"[A-Za-z]-\Z")
"""The hyphen of an origin before "American" ("Vietnamese-American", "African-American"): "American" alone may begin a
name ("American Fork"); after such a hyphen it is a people."""


def is_language_or_nationality(text: str, start: int, end: int) -> bool:
    """Return whether `text[start:end]` is a language or nationality standing alone (no given name or surname).

    Alone: what follows begins no name (`_NOT_A_NAME_AFTER`), so "Swedish Medical Center" and "Norwegian American
    Hospital" stay whole. "American" counts after an origin's hyphen only ("Vietnamese-American woman").
    """
    lower = text[start:end].lower()
    is_people = lower in languages_and_nationalities_not_names() or (
        lower == "american" and _ORIGIN_HYPHEN.match(text, max(0, start - 2), start) is not None
    )
    return is_people and _NOT_A_NAME_AFTER.match(text, end) is not None


@functools.cache
def languages_and_nationalities_not_names() -> frozenset[str]:
    """Return `LANGUAGES_AND_NATIONALITIES` less those that are given names or surnames ("english", "french")."""
    return frozenset(word for word in LANGUAGES_AND_NATIONALITIES if not is_known_name(word))
