"""The patient's own identifiers, read from each note's metadata and found wherever they occur in its text.

A record system knows whose note it is: the patient's name, medical record number, birth date and address sit in
columns beside the note (`phiscrub.io.tabular` copies them into `doc.meta`). `KnownIdentifiersTagger(fields)` maps
metadata keys to what they hold, `{"patient_name": "PATIENT", "mrn": "MEDICALRECORD", "dob": "DATE"}`, and finds each
note's own values in its text, in the forms people write them (recall first: these are the identifiers that point
at this very patient). How a value is looked for depends on its kind, given by the label or named after it:

- "name" (PATIENT, DOCTOR, NAME-RELATIVE): see `name_forms`;
- "number" (the ID types, PHONE, FAX, ZIP, AGE): the characters of the value with or without separators, see
  `number_forms`;
- "date" (DATE): every common written form of the date, see `date_forms`;
- "address" (STREET, CITY, HOSPITAL and the other places, PROFESSION, OTHER): the value in any case, whitespace and
  commas flexible, street-type words and their abbreviations interchangeable, see `address_forms`;
- "text" (EMAIL, URL, IPADDR, USERNAME): the value in any case, whitespace flexible.

A field spec is a canonical label ("PATIENT"), a label and a kind ("ROOM:number"), or a kind alone ("name"), which
stands for its default label (`KINDS`). Values are never logged, and no error message holds one.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from types import MappingProxyType
from typing import Any, Final

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.labels import PHI_TYPES
from phiscrub.resources.dictionaries import load_dictionary
from phiscrub.taggers.rules.pattern import trie_regex
from phiscrub.taggers.user_lists import bounded, longest_first, normalise_space, overlapping, overlapping_matches
from phiscrub.tokenize.lookalikes import ascii_lookalikes

KINDS: Final[Mapping[str, str]] = MappingProxyType(
    {"name": "PATIENT", "number": "IDNUM", "date": "DATE", "address": "LOCATION-OTHER", "text": "OTHER"}
)
"""Every kind of value, and the label a field spec naming only the kind stands for."""

NAME_LABELS: Final = frozenset({"PATIENT", "DOCTOR", "NAME-RELATIVE"})
NUMBER_LABELS: Final = frozenset({"PHONE", "FAX", "ZIP", "AGE"})
TEXT_LABELS: Final = frozenset({"EMAIL", "URL", "IPADDR", "USERNAME"})


def default_kind(label: str) -> str:
    """Return the kind of value a field of canonical `label` holds (see the module docstring)."""
    if label in NAME_LABELS:
        return "name"
    if label == "DATE":
        return "date"
    if label in NUMBER_LABELS or PHI_TYPES[label].category == "ID":
        return "number"
    if label in TEXT_LABELS:
        return "text"
    return "address"


def field_spec(spec: str) -> tuple[str, str]:
    """Return (label, kind) of a field spec: "LABEL", "LABEL:kind" or "kind" (ConfigError when neither is known)."""
    if spec in KINDS:
        return KINDS[spec], spec
    label, _, kind = spec.partition(":")
    if label not in PHI_TYPES:
        raise ConfigError(
            f"known field spec {spec!r}: expected a canonical PHI label (phiscrub.labels), optionally ':' and a kind "
            f"({', '.join(KINDS)}), or a kind alone"
        )
    if kind and kind not in KINDS:
        raise ConfigError(f"known field spec {spec!r}: unknown kind; choose one of: {', '.join(KINDS)}")
    return label, kind or default_kind(label)


@dataclass(frozen=True, slots=True)
class Form:
    """One way a known value may be written: a regular expression (case-insensitive) and a capital-letter condition."""

    regex: str
    starts: str = ""
    """Every character a match can start with ("" when any): lets a scan skip the other positions quickly."""
    capitalised: bool = False
    """Whether a match counts only where its first character is upper case (a name part that is a common word)."""


PLACEHOLDERS: Final = frozenset({"n/a", "none", "null", "nil", "nan", "unknown", "not known", "not available"})
"""Values that say a field is empty (compared case-folded); they are not looked for in the note."""


def meta_values(raw: Any) -> list[str]:
    """Return the values a metadata entry holds: one string, or each string of a list (none for blanks, NaN, N/A).

    None, NaN, blank strings and `PLACEHOLDERS` hold no value.
    """
    if raw is None or isinstance(raw, bool):
        return []
    if isinstance(raw, str):
        return [raw] if raw.strip() and normalise_space(raw).casefold() not in PLACEHOLDERS else []
    if isinstance(raw, float):
        if math.isnan(raw):
            return []
        return [str(int(raw))] if raw.is_integer() else [str(raw)]
    if isinstance(raw, list | tuple | set | frozenset):
        return [value for item in raw for value in meta_values(item)]
    return meta_values(str(raw))


# -- names ------------------------------------------------------------------------------------------------------------

_PARTICLES: Final = frozenset(
    {"van", "von", "der", "den", "de", "del", "della", "di", "da", "la", "le", "du", "dos", "das", "ter", "ten", "y"}
)
"""Lower-case words that belong to the surname after them ("van der Berg", "de la Cruz"); never matched alone."""
_TITLES: Final = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sr", "sra", "srta", "don", "doña"})
_SUFFIXES: Final = frozenset({"jr", "sr", "ii", "iii", "iv", "md", "phd", "rn", "np", "do"})
_TRAILING_SUFFIX: Final = re.compile(rf",\s*(?:{'|'.join(sorted(_SUFFIXES))})\.?\s*$", re.IGNORECASE)
_INITIAL_GAP: Final = r"(?:\s+|(?<=\.)\s*)"
"""Between name words: whitespace, or nothing after an initial's period ("J.Smith", "J.A. Smith")."""


@dataclass(frozen=True, slots=True)
class PersonName:
    """A name split into its given names (first, then middle names; "A." is an initial) and its surname."""

    given: tuple[str, ...]
    surname: str


def parse_name(value: str) -> PersonName | None:
    """Return the parts of a name written "First Middle Last", "Last, First Middle" or HL7 "LAST^FIRST^MIDDLE".

    Titles before ("Dr.") and suffixes after ("Jr.") are dropped; particles before the last word join the surname
    ("Maria de la Cruz"). None when the value holds no letter.
    """
    if not any(char.isalpha() for char in value):
        return None
    value = _TRAILING_SUFFIX.sub("", value)
    if "^" in value:
        surname, *rest = value.split("^")
        words = [word for part in rest[:2] for word in part.split()]
    elif "," in value:
        surname, rest_of_name = value.split(",", 1)
        words = rest_of_name.split()
    else:
        words = value.split()
        while len(words) > 1 and words[0].rstrip(".").lower() in _TITLES:
            words = words[1:]
        surname = ""
    words = [word.rstrip(",") for word in words]
    while words and words[-1].rstrip(".").lower() in _SUFFIXES:
        words = words[:-1]
    if not surname.strip():
        if not words:
            return None
        cut = len(words) - 1
        while cut > 1 and words[cut - 1].lower() in _PARTICLES:
            cut -= 1
        surname, words = " ".join(words[cut:]), words[:cut]
    surname = normalise_space(surname)
    return PersonName(tuple(word for word in words if any(c.isalpha() for c in word)), surname) if surname else None


def _letters(word: str) -> int:
    return sum(char.isalpha() for char in word)


def _is_initial(word: str) -> bool:
    return _letters(word) == 1


def _initial_letter(word: str) -> str:
    return next(char for char in word if char.isalpha()).upper()


def _initial(word: str) -> str:
    """Return a regex matching the word's initial, upper case only."""
    return f"(?-i:{re.escape(_initial_letter(word))})"


def _leading(word: str) -> str:
    """Return the characters a match of `word` may start with: those up to its first letter or digit, and its initial.

    An apostrophe or hyphen is optional in a name, so a match may start after one.
    """
    end = next((index for index, char in enumerate(word) if char.isalnum()), len(word) - 1)
    return word[: end + 1] + (_initial_letter(word) if _letters(word) else "")


def _name_word(word: str) -> str:
    """Return a regex for a name word in any case: a hyphen with or without spaces, an apostrophe optional."""
    pieces = []
    for char in normalise_space(word):
        if char == " ":
            pieces.append(r"\s+")
        elif char == "-":
            pieces.append(r"(?:\s*-\s*|\s+)")
        elif char in "'\u2019":
            pieces.append("['\u2019]?")
        else:
            pieces.append(re.escape(char))
    return "".join(pieces)


def _given(word: str) -> str:
    """Return a regex for a given or middle name: the name itself, or its initial with an optional period."""
    initial = f"{_initial(word)}\\.?"
    return initial if _is_initial(word) else f"(?:{_name_word(word)}|{initial})"


def _surname_parts(surname: str) -> list[str]:
    """Return the pieces of a compound surname that may stand alone ("Garcia-Lopez": Garcia, Lopez), particles out."""
    pieces = [piece for piece in re.split(r"[\s\-]+", surname) if piece]
    return [piece for piece in pieces if piece.lower() not in _PARTICLES and _letters(piece) >= 2]


def name_forms(value: str) -> list[Form]:
    """Return the forms of a person's name, "John A. Smith" here, each matched in any case except the initials.

    - given name(s) first, middle names optional, each given name also as its initial: "John A. Smith",
      "john smith", "JOHN SMITH", "J. Smith", "J.A. Smith", "JA Smith", "John Smith";
    - surname first: "Smith, John", "SMITH, JOHN A", "Smith J", "Smith, J.A.";
    - initials with periods alone: "J.S.", "J. A. S.";
    - each part alone: the surname, each piece of a compound surname, each given or middle name of 2 letters or more.

    Initials are upper case only, and bare initials without periods ("JS") only next to the surname ("JS Smith",
    "Smith JS"): capital pairs are everywhere in clinical text as abbreviations (a Mary Isaacs' "MI" is also a
    myocardial infarction, an Anne Smith's "AS" aortic stenosis), and redacting those would cost far more than the
    rare bare initials it would catch. A part alone that is also a common English word (phiscrub's `common_words`:
    "Will", "May", "Young", "White") counts only where it starts with a capital letter, so that "will" and "young"
    stay in the text; all other forms match in any case.
    """
    name = parse_name(value)
    if name is None:
        return []
    surname = _name_word(name.surname)
    forms: list[Form] = []
    if name.given:
        first, middles = name.given[0], name.given[1:]
        initials = _initial(first) + "".join(f"(?:\\.?\\s*{_initial(m)})?" for m in middles)
        optional_middles = "".join(f"(?:{_INITIAL_GAP}{_given(m)})?" for m in middles)
        forms.append(Form(_given(first) + optional_middles + _INITIAL_GAP + surname, _leading(first)))
        forms.append(Form(initials + r"(?:\.\s*|\s+)" + surname, _initial_letter(first)))
        after_surname = f"{initials}\\.?"
        if not _is_initial(first):
            full_given = _name_word(first) + "".join(f"(?:\\s+{_given(m)})?" for m in middles)
            after_surname = f"(?:{full_given}|{after_surname})"
        forms.append(Form(surname + r"(?:\s*,\s*|\s+)" + after_surname, _leading(name.surname)))
        surname_initial = _initial((_surname_parts(name.surname) or [name.surname])[0])
        middle_periods = "".join(f"(?:{_initial(m)}\\.\\s?)?" for m in middles)
        forms.append(Form(f"{_initial(first)}\\.\\s?{middle_periods}{surname_initial}\\.?", _initial_letter(first)))
    common = load_dictionary("common_words")
    alone = [name.surname, *_surname_parts(name.surname), *name.given]
    for part in dict.fromkeys(part for part in alone if _letters(part) >= 2):
        forms.append(Form(_name_word(part), _leading(part), capitalised=part.lower() in common))
    return [replace(form, regex=bounded(form.regex)) for form in forms]


# -- numbers ----------------------------------------------------------------------------------------------------------

NUMBER_START: Final = r"(?<!\d)(?<!\d[-./])"
"""Not inside a longer number: no digit, nor a digit and a separator, just before."""
NUMBER_END: Final = r"(?!\d)(?![-./]\d)"
"""Not inside a longer number: no digit, nor a separator and a digit, just after."""
_SPACE: Final = r"[^\S\r\n]"
"""Whitespace within a line: a number is not looked for across a line break."""
_NUMBER_SEPARATOR: Final = rf"(?:{_SPACE}*[-./()]{_SPACE}*|{_SPACE}+)?"
"""What may stand between two characters of a number: nothing, spaces, or one of - . / ( ) with spaces around."""
_SHORT_NUMBER: Final = 5
"""A value with fewer characters than this keeps its own grouping: "62" is not found in "6.2", nor "12-3" in "1.23"."""


def _edges(regex: str, first: str, last: str) -> str:
    """Return `regex` bounded as a number where its first or last character (`first`, `last`) is a digit."""
    start = NUMBER_START if first.isdigit() else r"(?<!\w)"
    end = NUMBER_END if last.isdigit() else r"(?!\w)"
    return f"{start}(?:{regex}){end}"


def number_forms(value: str, label: str = "IDNUM") -> list[Form]:
    """Return the forms of an identifier or number: its letters and digits with or without separators.

    "123-45-678" is found as "123-45-678", "12345678", "123 45 678", "123.456.78"; a phone "6175550142" as
    "(617) 555-0142"; never inside a longer number ("9123-45-678", "123-45-6789"). Values of fewer than five characters
    keep their own grouping. A ZIP+4 is also found as its five-digit ZIP.
    """
    characters = [(index, char) for index, char in enumerate(value) if char.isalnum()]
    if not characters:
        return []
    pieces = [re.escape(characters[0][1])]
    for (before, _), (index, char) in zip(characters, characters[1:], strict=False):
        separated = index > before + 1 or len(characters) >= _SHORT_NUMBER
        pieces.append((_NUMBER_SEPARATOR if separated else "") + re.escape(char))
    first = characters[0][1]
    opening = f"(?:\\({_SPACE}*)?" if first.isdigit() else ""
    forms = [Form(_edges(opening + "".join(pieces), first, characters[-1][1]), first + ("(" if opening else ""))]
    digits = "".join(char for _, char in characters)
    if label == "ZIP" and len(digits) == 9 and digits.isdigit():
        forms.append(Form(_edges(digits[:5], "0", "0"), digits[0]))
    return forms


# -- dates ------------------------------------------------------------------------------------------------------------

_MONTHS: Final = (
    ("january", "enero", "jan", "ene"),
    ("february", "febrero", "feb"),
    ("march", "marzo", "mar"),
    ("april", "abril", "apr", "abr"),
    ("may", "mayo"),
    ("june", "junio", "jun"),
    ("july", "julio", "jul"),
    ("august", "agosto", "aug", "ago"),
    ("september", "septiembre", "setiembre", "sept", "sep", "set"),
    ("october", "octubre", "oct"),
    ("november", "noviembre", "nov"),
    ("december", "diciembre", "dec", "dic"),
)
"""English and Spanish month names and abbreviations, month by month."""
_MONTH_NUMBER: Final = MappingProxyType({name: number for number, names in enumerate(_MONTHS, 1) for name in names})
_ORDINAL: Final = r"(?:st|nd|rd|th|º|°)?"
_DATE_SEPARATOR: Final = r"[-/.]"


def _year(value: str) -> list[int]:
    """Return the years a written year may be: itself, or for two digits both 19xx and 20xx."""
    number = int(value)
    return [number] if len(value) == 4 else [1900 + number, 2000 + number]


def _valid_dates(triples: list[tuple[int, int, int]]) -> list[date]:
    found = []
    for year, month, day in triples:
        try:
            found.append(date(year, month, day))
        except ValueError:
            continue
    return sorted(set(found))


def parse_dates(value: str) -> list[date]:
    """Return every date a written date may be, e.g. a birth date from metadata (empty when none).

    ISO "1961-03-04" (a time after it ignored) and compact "19610304" are one date; "03/04/1961" is both the 4th of
    March and the 3rd of April unless one reading is impossible; textual forms ("March 4, 1961", "4 de marzo de 1961",
    "04-Mar-61") are read by their month name; a two-digit year is both 19xx and 20xx.
    """
    text = value.strip().lower()
    if match := re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t\s].*)?", text):
        return _valid_dates([(int(match[1]), int(match[2]), int(match[3]))])
    if match := re.fullmatch(r"(\d{4})(\d{2})(\d{2})", text):
        return _valid_dates([(int(match[1]), int(match[2]), int(match[3]))])
    if match := re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:[t\s].*)?", text):
        first, second = int(match[1]), int(match[2])
        years = _year(match[3])
        return _valid_dates([(y, m, d) for y in years for m, d in ((first, second), (second, first))])
    words = re.findall(r"\d+|[^\W\d_]+", text)
    months = [_MONTH_NUMBER[word] for word in words if word in _MONTH_NUMBER]
    numbers = [word for word in words if word.isdigit()]
    if len(months) != 1 or len(numbers) != 2:
        return []
    day, year = sorted(numbers, key=lambda number: (len(number) == 4 or int(number) > 31, numbers.index(number)))
    return _valid_dates([(y, months[0], int(day)) for y in _year(year)])


def _number(value: int) -> str:
    """Return a regex for a day or month number, with or without a leading zero."""
    return f"0?{value}" if value < 10 else str(value)


def _month_names(month: int) -> str:
    """Return a regex for the names of `month`, the full ones first, an abbreviation's period optional."""
    names = sorted(_MONTHS[month - 1], key=len, reverse=True)
    return "(?:" + "|".join(name if len(name) > 4 else f"{name}\\.?" for name in names) + ")"


def date_forms(value: str) -> list[Form]:
    """Return the forms of a date (parsed with `parse_dates`; none when it is not one), day and month in both orders.

    For 1961-03-04: "03/04/1961", "3/4/61", "04.03.1961", "4-3-1961", "1961-03-04", "19610304", "March 4, 1961",
    "Mar 4 1961", "Mar. 4th, '61", "4 March 1961", "4th of March, 1961", "04-Mar-1961", "4 de marzo de 1961". A month
    and day without the year are not looked for: they name a day of every year.
    """
    forms = []
    for day in parse_dates(value):
        d, m = _number(day.day), _number(day.month)
        year = f"(?:{day.year}|'?{day.year % 100:02d})"
        month = _month_names(day.month)
        numeric = f"(?:{m}{_DATE_SEPARATOR}{d}|{d}{_DATE_SEPARATOR}{m}){_DATE_SEPARATOR}{year}"
        iso = f"{day.year}{_DATE_SEPARATOR}{m}{_DATE_SEPARATOR}{d}|{day:%Y%m%d}"
        day_first = rf"{d}{_ORDINAL}(?:\s+of\s+|\s+de\s+|[\s\-/.]+){month}(?:\s*,\s*|[\s\-/.]+|\s+del?\s+){year}"
        forms.append(Form(_edges(f"{numeric}|{iso}|{day_first}", "0", "0"), "0123456789"))
        month_initials = "".join(sorted({name[0] for name in _MONTHS[day.month - 1]}))
        forms.append(Form(_edges(rf"{month}\s*{d}{_ORDINAL}(?:\s*,\s*|\s+){year}", "a", "0"), month_initials))
    return forms


# -- addresses and text -----------------------------------------------------------------------------------------------

_STREET_WORDS: Final = (
    ("street", "st"),
    ("avenue", "ave", "av"),
    ("road", "rd"),
    ("boulevard", "blvd"),
    ("drive", "dr"),
    ("lane", "ln"),
    ("court", "ct"),
    ("place", "pl"),
    ("square", "sq"),
    ("terrace", "terr", "ter"),
    ("parkway", "pkwy"),
    ("highway", "hwy"),
    ("circle", "cir"),
    ("apartment", "apt"),
    ("suite", "ste"),
    ("north", "n"),
    ("south", "s"),
    ("east", "e"),
    ("west", "w"),
    ("calle", "c"),
    ("avenida", "avda", "av"),
    ("plaza", "pza", "pl"),
)
"""Street-type and direction words and their abbreviations, interchangeable in an address (English and Spanish)."""
_ADDRESS_GAP: Final = r"\.?(?:\s*,\s*|\s+)"
"""Between the words of an address: whitespace or a comma, after an optional period ("St., Apt 4")."""


def _address_word(word: str, abbreviated: bool) -> str:
    """Return a regex for one word of an address: itself or, for a street-type word, any of its synonyms."""
    folded = word.lower()
    synonyms = sorted({s for group in _STREET_WORDS if folded in group for s in group}, key=len, reverse=True)
    if not synonyms:
        return re.escape(word) + ("\\.?" if abbreviated else "")
    full = {group[0] for group in _STREET_WORDS}
    return "(?:" + "|".join(s if s in full else f"{s}\\.?" for s in synonyms) + ")"


def address_forms(value: str) -> list[Form]:
    """Return the form of a place: its words in any case, with any whitespace, commas and abbreviation periods.

    "12 Main Street, Apt 4" is also found as "12 main st. apt 4" and "12 Main St, Apartment 4".
    """
    words = list(re.finditer(r"\w+|[^\w\s.,]", value))
    if not words:
        return []
    pieces = []
    for index, word in enumerate(words):
        if index:
            gap = value[words[index - 1].end() : word.start()]
            pieces.append(_ADDRESS_GAP if gap.strip(".") or "," in gap else ("\\.?" if gap else ""))
        follows = value[word.end() : word.end() + 1]
        pieces.append(_address_word(word.group(), abbreviated=follows == "."))
    first = words[0].group().lower()
    starts = {synonym[0] for group in _STREET_WORDS if first in group for synonym in group} | {first[0]}
    return [Form(bounded("".join(pieces)), "".join(sorted(starts)))]


def text_forms(value: str) -> list[Form]:
    """Return the form of a literal value: itself in any case, any run of whitespace for its whitespace.

    A value of fewer than two letters or digits is not looked for: it would match every "x" or "," of a note.
    """
    phrase = normalise_space(value).lower()
    if sum(char.isalnum() for char in phrase) < 2:
        return []
    return [Form(bounded(trie_regex([phrase])), phrase[0])]


def value_forms(value: str, label: str, kind: str) -> list[Form]:
    """Return every form `value` of a field of `label` and `kind` may take in a note (see the module docstring).

    A name without letters is looked for as text; a date that `parse_dates` cannot read is not looked for (a year
    alone, or a free text, would match far more than the date).
    """
    if kind == "name" and parse_name(value) is not None:
        return name_forms(value)
    if kind == "date":
        return date_forms(value)
    if kind == "number":
        return number_forms(value, label)
    if kind == "address":
        return address_forms(value)
    return text_forms(value)


class KnownIdentifiersTagger:
    """Finds each note's own identifiers, given in its metadata, wherever they occur in its text.

    Where found texts overlap, the longest wins ("John Smith" over "Smith"), then the earlier, then the field listed
    first in `fields` (a surname shared by the patient and a relative is labelled as the first field says). Spans carry
    `source="<name>:<field>"` and score 1.0. A missing or empty metadata value finds nothing; a list of values (several
    relatives) finds each.

    Args:
        fields: Metadata key -> field spec: a canonical label ("PATIENT"), a label and a kind ("ROOM:number"), or a
            kind alone ("name"); see `phiscrub.taggers.known` for the kinds. E.g. `{"patient_name": "PATIENT",
            "mrn": "MEDICALRECORD", "dob": "DATE", "street": "STREET", "city": "CITY", "phone": "PHONE"}`.
        name: The tagger's name, the first part of each span's source.
    """

    merge_role: str = "user"
    """Its role in a pipeline's merge: the user's spans win."""

    def __init__(self, fields: Mapping[str, str], name: str = "known") -> None:
        self.fields = dict(fields)
        self.name = name
        self._specs = tuple((key, *field_spec(spec)) for key, spec in self.fields.items())

    def get_params(self) -> dict[str, Any]:
        """Return the constructor arguments (field names and specs only: no value of any note)."""
        return {"fields": dict(self.fields), "name": self.name}

    def tag(self, doc: Document) -> list[Span]:
        """Return the spans of `doc`'s own metadata values in its text, sorted, overlaps resolved longest first."""
        order = {f"{self.name}:{key}": index for index, (key, _, _) in enumerate(self._specs)}
        return longest_first(self._candidates(doc), tiebreak=lambda span: order[span.source])

    def _candidates(self, doc: Document) -> Iterator[Span]:
        """Yield every match of every form of every field value of `doc`, overlapping ones included."""
        for key, label, kind in self._specs:
            source = f"{self.name}:{key}"
            for value in meta_values(doc.meta.get(key)):
                # read as the pipeline reads the note (phiscrub.tokenize.lookalikes): a curly apostrophe, an en dash
                for form in value_forms(ascii_lookalikes(value), label, kind):
                    for start, end in overlapping_matches(overlapping(form.regex, form.starts), doc.text):
                        if not form.capitalised or doc.text[start].isupper():
                            yield Span(start, end, label, source=source, score=1.0)

    def __reduce__(self) -> tuple[type[KnownIdentifiersTagger], tuple[dict[str, str], str]]:
        return KnownIdentifiersTagger, (self.fields, self.name)


def known_fields(specs: Sequence[str]) -> dict[str, str]:
    """Return the fields of `KEY=SPEC` strings ("dob=DATE", "mrn=MEDICALRECORD"), as a command line gives them."""
    fields = {}
    for item in specs:
        key, equals, spec = item.partition("=")
        if not equals or not key.strip() or not spec.strip():
            raise ConfigError(f"known field {item!r}: expected KEY=LABEL, e.g. dob=DATE or mrn=MEDICALRECORD")
        field_spec(spec.strip())
        fields[key.strip()] = spec.strip()
    return fields
