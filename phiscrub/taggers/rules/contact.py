"""Contact rules: URL, EMAIL, IPADDR (any language) and US PHONE / FAX numbers (Lee et al. 2017 Table 1)."""

from __future__ import annotations

import re
from typing import Final

from phiscrub.taggers.rules.pattern import Pattern


def valid_ipv4(text: str) -> bool:
    """Return whether every part of a dotted quad is at most 255."""
    return all(int(part) <= 255 for part in text.split("."))


def has_phone_digits(text: str) -> bool:
    """Return whether a candidate number has as many digits as a phone number (7 to 15)."""
    return 7 <= sum(char.isdigit() for char in text) <= 15


_TLD: Final = r"(?:com|net|org|gov|edu|mil|info|biz|io|us|uk|es|cat|eus|gal|ar|mx|cl|co|pe|ve|uy|de|fr|it|pt)"
_LINK_TLD: Final = "gg|ee|ly|me|tv|app|to|be|fm|link|page|site|xyz|ai|so|sh|gl|la|am|cc|ws|ms|ca|au|nz|in|ie|ng|ph"
"""Top-level domains of link shorteners, social and personal sites, and countries `_TLD` leaves out ("discord.gg")."""
_US_PHONE: Final = r"(?:\+?1[-. ]?)?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?"

_DOT_IN_WORDS: Final = r"(?:[\[({] ?dot ?[\])}]| +dot +)"
"""A dot written out: "[dot]", "( dot )", " dot " (its required words, `_WRITTEN_OUT`, hold for these spellings)."""
_WRITTEN_OUT: Final = ("at]", "at)", "at}", "at ]", "at )", "at }", " dot ")
"""Words one of which every written-out address holds: a bracketed "at" ("[at]", "( at )") or " dot "."""
_ANY_DOT: Final = r"(?:" + _DOT_IN_WORDS + r"|\.)"

WEB_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("email", r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b", "EMAIL", 0.95, requires=("@",)),
    Pattern(
        # an address written out to escape harvesters: "jdoe [at] gmail [dot] com", "jdoe at gmail dot com",
        # "j.doe(at)clinic.org"; a bracketed "at" or "dot", or both written as words, and a common domain ending
        "email_obfuscated",
        r"(?<![\w.+-])[\w.+-]+"
        + r"(?:[ \t]*[\[({] ?at ?[\])}][ \t]*| +at +(?=[\w-]+(?:[ \t]*"
        + _DOT_IN_WORDS
        + r"[ \t]*[\w-]+)+\b))"
        + r"[\w-]+(?:[ \t]*"
        + _ANY_DOT
        + r"[ \t]*[\w-]+)*?"
        + r"[ \t]*"
        + _ANY_DOT
        + r"[ \t]*"
        + _TLD
        + r"\b",
        "EMAIL",
        0.9,
        re.IGNORECASE,
        requires=_WRITTEN_OUT,
        prefilter=r"(?i)[\[({] ?at ?[\])}]| at +[\w-]+ +dot ",
    ),
    Pattern(
        "url_scheme",
        r"\b(?:https?://|ftp://|www\.)[^\s<>\"'()]*[^\s<>\"'().,;:!?]",
        "URL",
        0.95,
        re.IGNORECASE,
        requires=("http", "ftp://", "www."),
    ),
    Pattern(
        "url_domain",
        rf"(?<![\w@.-])(?:[A-Za-z0-9-]+\.)+{_TLD}\b(?:/[^\s<>\"']*[^\s<>\"'.,;:!?)])?",
        "URL",
        0.8,
        requires=(
            ".com",
            ".net",
            ".org",
            ".gov",
            ".edu",
            ".mil",
            ".info",
            ".biz",
            ".io",
            ".us",
            ".uk",
            ".es",
            ".cat",
            ".eus",
            ".gal",
            ".ar",
            ".mx",
            ".cl",
            ".co",
            ".pe",
            ".ve",
            ".uy",
            ".de",
            ".fr",
            ".it",
            ".pt",
        ),
    ),
    Pattern(
        # a web address with a path on the top-level domains link shorteners and social sites use
        # ("discord.gg/lunacove", "linktr.ee/inkbyjuno", "bit.ly/3xYz9", "youtu.be/x2B"): the path tells it from an
        # abbreviation
        "url_domain_with_path",
        r"(?<![\w@./-])(?!(?i:tab|tabs|cap|caps|inj|syp|syr|susp|sol|oint|amp|supp|gtt|neb)\.)"
        r"[A-Za-z][A-Za-z0-9-]{2,}(?:\.[A-Za-z0-9-]+)*\.(?:"
        + _LINK_TLD
        + r")/[A-Za-z0-9_\-./?=&%#+~]*[A-Za-z0-9_/=#-]",
        "URL",
        0.8,
        requires=tuple(f".{tld}/" for tld in _LINK_TLD.split("|")),
    ),
    Pattern(
        "ipv4",
        r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)",
        "IPADDR",
        0.9,
        validator=valid_ipv4,
        prefilter=r"\d\.\d{1,3}\.\d{1,3}\.\d",
    ),
    Pattern(
        "ipv6",
        r"\b(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}\b",
        "IPADDR",
        0.9,
        prefilter=r":[0-9A-Fa-f]{1,4}:",  # the second group between two colons: the engine skips to the colons
    ),
)
"""URLs, email addresses and IP addresses: the same in every language."""

_DIGIT_WORDS: Final = "zero|oh|one|two|three|four|five|six|seven|eight|nine"
_SPOKEN_DIGIT_NOT_O: Final = r"(?i:" + _DIGIT_WORDS + r"|double[ \t]+(?:" + _DIGIT_WORDS + r"))"
"""A digit read aloud ("oh" for zero, "double five"), not the letter "o" alone (a word of its own in prose)."""
_SPOKEN_DIGIT: Final = r"(?:" + _SPOKEN_DIGIT_NOT_O + r"|(?i:o))"
"""The same or "o" for zero, after a word for a phone or a call."""
SPANISH_ONE_TO_NINE: Final = "uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve"
SPANISH_DIGIT_WORD: Final = r"(?i:cero|" + SPANISH_ONE_TO_NINE + r")"
"""A digit read aloud in Spanish (the dictated numbers of the Spanish rules, kept by `read_aloud`)."""
_DIGIT_READ_ALOUD: Final = r"(?:" + _SPOKEN_DIGIT + r"|" + SPANISH_DIGIT_WORD + r")"
_NUMBER_READ_ALOUD: Final = re.compile(_DIGIT_READ_ALOUD + r"(?:[ \t,-]+" + _DIGIT_READ_ALOUD + r"){6,}")


def read_aloud(number: str) -> bool:
    """Return whether `number` is seven digits or more read aloud, in English or Spanish ("seis ocho siete ...")."""
    return _NUMBER_READ_ALOUD.fullmatch(number) is not None


PHONE_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("phone_us", rf"(?<![\w/.-]){_US_PHONE}(?![\w/-])", "PHONE", 0.85, prefilter=r"\d{3}[-. ]\d{4}"),
    Pattern(
        "phone_seven_digits",
        r"(?<![\w/.$-])\d{3}-\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,5})?(?![\w/-])",
        "PHONE",
        0.6,
        requires=("-",),
    ),
    Pattern(
        "phone_after_keyword",
        r"\b(?:tel|telephone|phone|cell|mobile|call|contact|number)\b\.?\s*(?:#|no\.?|number)?\s*:?\s*"
        r"(?P<phi>\d[\d\-. ]{5,12}\d)(?![\d/])",
        "PHONE",
        0.8,
        re.IGNORECASE,
        validator=has_phone_digits,
        requires=("tel", "phone", "cell", "mobile", "call", "contact", "number"),
        starts_with_required=True,
    ),
    Pattern(
        # a second number after a first one and a slash or "or", whose owner may stand in brackets between ("Contact:
        # 9876 2210 (me) / 8123 4409 (brother)", "555-0143 or 555-0178"): both a phone's shape, of seven digits or more
        "phone_after_phone",
        r"(?<![\w./-])\d{3,4}[ -]\d{3,4}(?:[ -]\d{3,4})?(?:[ \t]*\([^()\n]{1,15}\))?[ \t]*(?:/|or|&)[ \t]*"
        r"(?P<phi>\d{3,4}[ -]\d{3,4}(?:[ -]\d{3,4})?)(?![\w/-]|\.\d)",
        "PHONE",
        0.75,
        validator=has_phone_digits,
        prefilter=r"\d(?:[ \t]*\([^()\n]{1,15}\))?[ \t]*(?:/|or|&)[ \t]*\d{3,4}[ -]\d",
    ),
    Pattern(
        # a mobile ("handphone") number as Singapore and Malaysia write it: "HP 9123 4567", "H/P: 012-345 6789"
        "phone_after_handphone",
        r"\b(?:HP|H/P|Handphone|handphone|HANDPHONE)\.?[ \t]*(?:#|[Nn]o\.?)?[ \t]*:?[ \t]*"
        r"(?P<phi>(?:\+\d{2}[ \t-]?)?\d[\d\- ]{6,12}\d)(?![\d/])",
        "PHONE",
        0.8,
        validator=has_phone_digits,
        requires=("hp", "h/p", "handphone"),
        starts_with_required=True,
    ),
    Pattern(
        # a phone after the shorthand "ph" or "mob" ("wife Mini Joseph, ph 98470 33215", "Mob: 0412 555 019"): digits,
        # spaces and hyphens only, so no pH's values ("pH 7.31 7.35 7.40")
        "phone_after_shorthand",
        r"\b(?:ph|Ph|PH|mob|Mob|MOB)\b\.?[ \t]*(?:#|no\.?)?[ \t]*:?[ \t]*"
        r"(?P<phi>\+?\d[\d -]{6,14}\d)(?![\d/.,]\d|[\d/])",
        "PHONE",
        0.8,
        validator=has_phone_digits,
        requires=("ph", "mob"),
        starts_with_required=True,
    ),
    Pattern(
        # a number read aloud, as a voicemail's or a call's transcript writes it ("call me back at seven one three
        # five five five zero one nine eight", "me number's oh one nine one two six six four oh seven three"): seven
        # digits or more in words after a word for a phone or a call
        "phone_spoken",
        r"\b(?i:call|ring|phone|number|mobile|landline|cell|reach[ \t]+me)(?:['\u2019]s)?"
        r"(?:[ \t]+(?i:me|back|us|is|on|at))*"
        r"[ \t]+(?P<phi>" + _SPOKEN_DIGIT + r"(?:[ \t,-]+" + _SPOKEN_DIGIT + r"){6,14})(?![\w-])",
        "PHONE",
        0.75,
        requires=("call", "ring", "phone", "number", "mobile", "landline", "cell", "reach me"),
        starts_with_required=True,
    ),
    Pattern(
        # any other number read aloud, eight digits or more ("member ID is W as in wine nine two seven seven one four
        # four oh three", "Medicare for her is two nine five one four four seven one eight two"): an identifier
        "number_spoken",
        r"(?<![\w-])(?P<phi>" + _SPOKEN_DIGIT_NOT_O + r"(?:[ \t-]+" + _SPOKEN_DIGIT_NOT_O + r"){7,16})(?![\w-])",
        "IDNUM",
        0.7,
        prefilter=r"(?i:(?:one|two|three|four|five|six|seven|eight|nine|zero|oh)[ \t-]+){3}",
    ),
    Pattern(
        # a record's or an insurer's number read aloud after its name, as dictation and voicemails write it ("medical
        # record number four four seven two nine one zero", "the humana number is h four seven one nine nine two
        # eight"): five digits or more, a letter before them
        "id_spoken_after_its_name",
        r"\b(?i:record|chart|mrn|medicaid|medicare|member|policy|insurance|account|subscriber|nhs|humana|aetna|cigna)"
        r"(?:[ \t]+(?i:number|no|id|#))?(?:[ \t]+(?i:is|was))?[ \t]+"
        r"(?P<phi>(?:(?i:[a-z])[ \t,-]+)?"
        + _SPOKEN_DIGIT_NOT_O
        + r"(?:[ \t,-]+"
        + _SPOKEN_DIGIT
        + r"){4,16})(?![\w-])",
        "IDNUM",
        0.8,
        requires=(
            *("record", "chart", "mrn", "medicaid", "medicare", "member", "policy", "insurance", "account"),
            *("subscriber", "nhs", "humana", "aetna", "cigna"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        "pager",
        # ("pager 07516", "page me at 4471", the UK's "bleep 4471")
        r"\b(?:pager|beeper|pgr|page(?:[ \t]+me[ \t]+at)?|pg|bleep)\b\.?\s*(?:#|no\.?|number)?\s*:?\s*"
        r"(?P<phi>\d{4,6}|" + _US_PHONE + r")\b",
        "PHONE",
        0.9,
        re.IGNORECASE,
        requires=("page", "beeper", "pg", "bleep"),
    ),
    Pattern(
        "extension",
        # an internal extension may carry its exchange's digit ("ext. 4-7720")
        r"\b(?:(?:ext|extension)\.?\s*|x)(?P<phi>\d{4,5}|\d-\d{4})\b(?![-/])",
        "PHONE",
        0.7,
        re.IGNORECASE,
        requires=("x",),
    ),
    Pattern(
        "fax",
        r"\b(?:fax|facsimile|telefax)\b\s*(?:#|no\.?|number|line)?\s*:?\s*(?P<phi>" + _US_PHONE + r"|\d{3}-\d{4})",
        "FAX",
        0.95,
        re.IGNORECASE,
        requires=("fax", "facsimile"),
    ),
)
"""US telephone, pager, extension and fax numbers ("(617) 555-1234", "+1 617 555 1234 ext 12", "pager 07516")."""
