"""Date shifting: every date of a patient moves by the same keyed number of days, written as it was written.

The shift is drawn from HMAC(key, patient id) within a configurable range (default -365..-1 days, never 0), so the
intervals between a patient's dates survive. Each form is parsed into its parts, the parts are shifted, and each
part is written back in the place and style of the original (zero padding, 2- or 4-digit year, month name or
abbreviation, its language and letter case, ordinal suffix); what surrounds the parts ("of", "de", commas, a time
of day) is kept. The rule per form:

- Full dates ("3/4/2012", "2012-03-04", "March 4, 2012", "4 March 2012", "04-Mar-12", "3 de marzo de 2019",
  "Tuesday, March 4, 2012", ISO datetimes "2012-03-04T10:22", compact "20120304"): the date plus the shift.
  Numeric day/month order follows the locale (en: M/D, es: D/M) unless a part over 12 settles it; two-digit years
  below 50 are 20xx, others 19xx.
- Month and day without a year ("March 4th", "3/4", "4th of July"): shifted within the note's year (meta
  `note_date`), or within the leap year 2000 when the note has no date (so "Feb 29" parses); the year stays unwritten.
- Month and year ("Mar 2012", "03/2012", "marzo de 2019"): the 15th of that month plus the shift, written as month
  and year. A month alone ("March"): the same in the note's year.
- A year alone ("2012"): the year of July 2 of that year plus the shift; with the default range every year of a
  patient moves by the same amount (0 or -1), so year intervals survive (a year alone is not PHI under HIPAA).
- A decade ("1990s", "'90s"): the decade of its middle day plus the shift (it moves only near its end).
- A weekday ("Tuesday", "Tue"): moved by the shift modulo 7, which is the weekday of the shifted date whatever date
  it named.
- A season ("spring", "fall 2012", "invierno"): the season of its middle day plus the shift ("fall" stays "fall"
  rather than "autumn").
- A named holiday ("Christmas", "Thanksgiving", "Navidad"): a holiday pins its calendar day, which the shift would
  contradict, so it becomes the generic "holiday" ("festivo" in Spanish), in the original's case.
- Anything else (unparseable, impossible like "2/30/2012"): `shift_date_text` returns None and the caller writes
  a surrogate of the same shape.

`date_mode` "year-only" keeps only the (original, unshifted) year of a date, "" when it has none; "remove" keeps
nothing.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping
from typing import Final, Literal

from phiscrub.errors import ConfigError
from phiscrub.replace.keys import keyed_digest
from phiscrub.replace.shapes import match_case

_Names = tuple[tuple[str, ...], tuple[str, ...]]
DateMode = Literal["shift", "year-only", "remove"]

DEFAULT_SHIFT_RANGE: Final = (-365, -1)
"""The default range of date shifts in days (inclusive; 0 is never drawn)."""

_MONTHS: Final[Mapping[str, _Names]] = {
    "en": (
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ),
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"),
    ),
    "es": (
        (
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ),
        ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"),
    ),
}
_EXTRA_MONTH_ABBREVIATIONS: Final = {"sept": ("en", 9), "setiembre": ("es", 9), "set": ("es", 9)}
_WEEKDAYS: Final[Mapping[str, _Names]] = {
    "en": (
        ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        ("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
    ),
    "es": (("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"), ()),
}
_EXTRA_WEEKDAYS: Final = {
    "tues": ("en", 1),
    "thur": ("en", 3),
    "thurs": ("en", 3),
    "miercoles": ("es", 2),
    "sabado": ("es", 5),
}
_SEASONS: Final = {
    "spring": ("en", 0),
    "summer": ("en", 1),
    "autumn": ("en", 2),
    "fall": ("en", 2),
    "winter": ("en", 3),
    "primavera": ("es", 0),
    "verano": ("es", 1),
    "otoño": ("es", 2),
    "invierno": ("es", 3),
}
_SEASON_WORDS: Final = {
    "en": ("spring", "summer", "autumn", "winter"),
    "es": ("primavera", "verano", "otoño", "invierno"),
}
_SEASON_MIDDLES: Final = ((4, 15), (7, 16), (10, 16), (1, 15))
_HOLIDAYS: Final = {
    "en": "christmas day|christmas eve|christmas|thanksgiving day|thanksgiving|easter sunday|easter|"
    "new year's day|new year's eve|new years day|new years eve|new year's|new year|halloween|independence day|"
    "memorial day|labor day|veterans day|valentine's day|mother's day|father's day",
    "es": "navidad|nochebuena|nochevieja|año nuevo|semana santa|día de reyes|reyes",
}
_GENERIC_HOLIDAY: Final = {"en": "holiday", "es": "festivo"}


def _word_table(full_and_short: Mapping[str, _Names]) -> dict[str, tuple[str, int, bool]]:
    table: dict[str, tuple[str, int, bool]] = {}
    for lang in ("es", "en"):  # en last: a word in both languages ("mar", "may") is read as English by default
        full, short = full_and_short[lang]
        for index, word in enumerate(short):
            table[word] = (lang, index, True)
        for index, word in enumerate(full):
            table[word] = (lang, index, False)
    return table


_MONTH_WORDS: Final = _word_table(_MONTHS) | {
    w: (lang, i - 1, True) for w, (lang, i) in _EXTRA_MONTH_ABBREVIATIONS.items()
}
_WEEKDAY_WORDS: Final = _word_table(_WEEKDAYS) | {w: (lang, i, len(w) < 6) for w, (lang, i) in _EXTRA_WEEKDAYS.items()}
_SHARED_WORDS: Final = frozenset(set(_MONTHS["en"][1] + _MONTHS["en"][0]) & set(_MONTHS["es"][1] + _MONTHS["es"][0]))


def _alternation(words: object) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))  # type: ignore[call-overload]


_MONTH = rf"(?P<m>{_alternation(_MONTH_WORDS)})\.?"
_WEEKDAY = rf"(?P<wd>{_alternation(_WEEKDAY_WORDS)})\.?"
_DAY = r"(?P<d>\d{1,2})(?P<ord>st|nd|rd|th|º|°|ª)?"
_YEAR = r"(?P<y>\d{4}|'\d{2})"
_YEAR_SHORT = r"(?P<y>\d{4}|'?\d{2})"
_TIME = (
    r"(?P<time>(?:,?\s*(?:at\s+|a\s+las\s+)?|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?\s?m\.?)?"
    r"(?:Z|[+-]\d{2}:?\d{2})?)?"
)
_LEAD_WEEKDAY = rf"(?:{_WEEKDAY},?\s+)?"

_NAMED_PATTERNS: Final = tuple(
    re.compile(pattern + _TIME, re.IGNORECASE)
    for pattern in (
        rf"{_LEAD_WEEKDAY}{_MONTH}\s+(?:the\s+)?{_DAY}(?:,?\s+(?:of\s+)?{_YEAR})?",
        rf"{_LEAD_WEEKDAY}(?:the\s+)?{_DAY}(?:\s+of|\s+de|)[\s-]+{_MONTH}(?:,?[\s-]+(?:del?\s+)?{_YEAR_SHORT})?",
        rf"{_MONTH}(?:,?\s+|\s+of\s+|\s+del?\s+|[-/])(?P<y>\d{{4}}|'\d{{2}})",
        _MONTH,
        rf"{_WEEKDAY}(?:s|es)?",  # a plural keeps its ending: "on Sundays" -> "on Thursdays", "los lunes" too
        r"(?P<y>1[89]\d\d|20\d\d)",
        rf"(?P<season>{_alternation(_SEASONS)})(?:,?\s+(?:of\s+|del?\s+)?(?P<y>\d{{4}}))?",
        rf"(?P<holiday>{_HOLIDAYS['en']}|{_HOLIDAYS['es']})",
    )
)
_NUMERIC: Final = re.compile(
    r"(?:(?P<a>\d{1,4})(?P<sep>[/.-])(?P<b>\d{1,2})(?:(?P=sep)(?P<c>\d{4}|\d{1,2}))?"
    r"|(?P<mn2>\d{1,2})(?P<sep2>[/.-])(?P<y4>\d{4}))" + _TIME
)


_COMPACT: Final = re.compile(
    r"(?P<y>(?:1[89]|20)\d\d)(?P<mn>0[1-9]|1[0-2])(?P<d>0[1-9]|[12]\d|3[01])(?:T?(?P<time>\d{2}:?\d{2}(?::?\d{2})?))?"
)
_DECADE: Final = re.compile(r"(?P<dec>(?:1[89]|20)\d0|'?\d0)(?P<plural>'?s)")


_EXTENT_WINDOW: Final = 40
"""How far around a date span `date_extent` looks for the rest of its date (characters)."""


class _Parts:
    """The parts of one parsed date: their values and where each is written in the text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.places: dict[str, tuple[int, int]] = {}
        self.year: int | None = None
        self.month: int | None = None
        self.day: int | None = None
        self.weekday: int | None = None
        self.season: int | None = None
        self.holiday = False
        self.decade: int | None = None
        self.lang = "en"

    def written(self, part: str) -> str:
        start, end = self.places[part]
        return self.text[start:end]


def _lang_of(word: str, table_lang: str, locale: str) -> str:
    if word.casefold() in _SHARED_WORDS:
        return "es" if locale.startswith("es") else "en"
    return table_lang


def _year_value(written: str) -> int:
    digits = written.lstrip("'")
    value = int(digits)
    if len(digits) == 2:
        value += 2000 if value < 50 else 1900
    return value


def _parse_named(text: str, locale: str) -> _Parts | None:
    for pattern in _NAMED_PATTERNS:
        match = pattern.fullmatch(text)
        if match is None:
            continue
        parts = _Parts(text)
        groups = match.groupdict()
        for name in ("m", "d", "y", "wd", "season", "holiday"):
            if groups.get(name) is not None:
                parts.places[name] = match.span(name)
        if groups.get("m"):
            lang, index, _ = _MONTH_WORDS[groups["m"].casefold()]
            parts.month, parts.lang = index + 1, _lang_of(groups["m"], lang, locale)
        if groups.get("wd"):
            lang, index, _ = _WEEKDAY_WORDS[groups["wd"].casefold()]
            parts.weekday = index
            parts.lang = parts.lang if groups.get("m") else _lang_of(groups["wd"], lang, locale)
        if groups.get("d"):
            parts.day = int(groups["d"])
        if groups.get("y"):
            parts.year = _year_value(groups["y"])
        if groups.get("season"):
            parts.lang, parts.season = _SEASONS[groups["season"].casefold()]
        if groups.get("holiday"):
            parts.holiday = True
            parts.lang = "es" if groups["holiday"].casefold() in _HOLIDAYS["es"].split("|") else "en"
        if groups.get("ord") and groups.get("d"):
            parts.places["ord"] = match.span("ord")
        return parts
    return None


def _parse_compact(text: str) -> _Parts | None:
    parts = _Parts(text)
    compact = _COMPACT.fullmatch(text)
    if compact is not None:
        parts.year, parts.month, parts.day = (int(compact.group(name)) for name in ("y", "mn", "d"))
        parts.places |= {name: compact.span(name) for name in ("y", "mn", "d")}
        return parts
    decade = _DECADE.fullmatch(text)
    if decade is not None:
        parts.decade = _year_value(decade.group("dec"))
        parts.places["dec"] = decade.span("dec")
        return parts
    return None


def _parse_numeric(text: str, locale: str) -> _Parts | None:
    match = _NUMERIC.fullmatch(text)
    if match is None:
        return _parse_compact(text)
    parts = _Parts(text)
    if match.group("mn2"):
        parts.month, parts.year = int(match.group("mn2")), _year_value(match.group("y4"))
        parts.places |= {"mn": match.span("mn2"), "y": match.span("y4")}
        return parts
    a, b, c = match.group("a"), match.group("b"), match.group("c")
    if len(a) == 4:  # year first: Y-M-D or Y-M
        if c is None:
            parts.year, parts.month = int(a), int(b)
            parts.places |= {"y": match.span("a"), "mn": match.span("b")}
            return parts
        parts.year, parts.month, parts.day = int(a), int(b), int(c)
        parts.places |= {"y": match.span("a"), "mn": match.span("b"), "d": match.span("c")}
        return parts
    if len(a) == 3 or (c is not None and len(c) == 3):
        return None
    day_first = locale.startswith("es")
    if int(a) > 12 and int(b) <= 12:
        day_first = True
    elif int(b) > 12 and int(a) <= 12:
        day_first = False
    month_group, day_group = ("b", "a") if day_first else ("a", "b")
    parts.month, parts.day = int(match.group(month_group)), int(match.group(day_group))
    parts.places |= {"mn": match.span(month_group), "d": match.span(day_group)}
    if c is not None:
        parts.year = _year_value(c)
        parts.places["y"] = match.span("c")
    return parts


def _valid(parts: _Parts) -> bool:
    if parts.month is not None and not 1 <= parts.month <= 12:
        return False
    if parts.day is not None:
        try:
            dt.date(parts.year if parts.year is not None else 2000, parts.month or 1, parts.day)
        except ValueError:
            return False
    return True


def _parse(text: str, locale: str) -> _Parts | None:
    parts = _parse_numeric(text, locale) or _parse_named(text, locale)
    return parts if parts is not None and _valid(parts) else None


_EXTENT_PATTERNS: Final = (_NUMERIC, _COMPACT, _DECADE, *_NAMED_PATTERNS)


def is_date(text: str, locale: str = "en_US") -> bool:
    """Return whether `text` (surrounding spaces aside) is a date form this module can shift."""
    return _around(text, lambda core: "" if _parse(core, locale) else None) is not None


def date_extent(text: str, start: int, end: int, locale: str = "en_US") -> tuple[int, int]:
    """Return the widest date form of `text` that holds [start, end), or (start, end) when none does.

    A tagger that found only the year of "03/04/2021" or "March 4, 2021", or the day and month of "4 March 2021",
    left the rest of the date in the note; the caller widens such a span to the whole date so that all of it is
    shifted as one date. A form counts only when it starts and ends at word edges and parses as a date.
    """
    best = (start, end)
    window_end = min(len(text), end + _EXTENT_WINDOW)
    for pos in range(max(0, start - _EXTENT_WINDOW), start + 1):
        if not (text[pos].isalnum() or text[pos] == "'") or (pos > 0 and text[pos - 1].isalnum()):
            continue
        for pattern in _EXTENT_PATTERNS:
            match = pattern.match(text, pos, window_end)
            if match is None or match.end() < end or match.end() - pos <= best[1] - best[0]:
                continue
            if match.end() < len(text) and text[match.end()].isalnum():
                continue
            if _parse(match.group(), locale) is not None:
                best = (pos, match.end())
    return best


def _ordinal(day: int, model: str) -> str:
    if model.casefold() not in ("st", "nd", "rd", "th"):
        return model
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return match_case(model, suffix) if model.isupper() else suffix


def _number(value: int, model: str) -> str:
    return str(value).zfill(len(model)) if model.startswith("0") else str(value)


def _word(names: _Names, index: int, model: str) -> str:
    full, short = names
    written = model.casefold()
    is_short = written not in full and bool(short)
    return match_case(model, short[index] if is_short else full[index])


def _render(parts: _Parts, values: dict[str, str]) -> str:
    out = parts.text
    for name, (start, end) in sorted(parts.places.items(), key=lambda item: item[1][0], reverse=True):
        if name in values:
            out = out[:start] + values[name] + out[end:]
    return out


def _reference_year(note_date: dt.date | None, month: int, day: int) -> int:
    if note_date is not None:
        try:
            dt.date(note_date.year, month, day)
        except ValueError:
            return 2000
        return note_date.year
    return 2000


def _shifted_values(parts: _Parts, days: int, note_date: dt.date | None) -> dict[str, str]:
    delta = dt.timedelta(days=days)
    values: dict[str, str] = {}
    if parts.holiday:
        return {"holiday": match_case(parts.written("holiday"), _GENERIC_HOLIDAY[parts.lang])}
    if parts.decade is not None:
        # the middle of the decade plus the shift: a decade moves only when the shift crosses its end
        new_decade = (dt.date(parts.decade + 5, 7, 2) + delta).year // 10 * 10
        return {"dec": _year_text(new_decade, parts.written("dec"))}
    if parts.weekday is not None:
        values["wd"] = _word(_WEEKDAYS[parts.lang], (parts.weekday + days) % 7, parts.written("wd"))
    if parts.season is not None:
        month, day = _SEASON_MIDDLES[parts.season]
        year = parts.year if parts.year is not None else _reference_year(note_date, month, day)
        new = dt.date(year, month, day) + delta
        index = (new.month % 12) // 3  # Dec-Feb 0=winter ... reorder to spring-first below
        season = (index - 1) % 4
        written = parts.written("season")
        word = written if season == parts.season and written.casefold() == "fall" else _SEASON_WORDS[parts.lang][season]
        values["season"] = match_case(written, word)
        if parts.year is not None:
            values["y"] = _year_text(new.year, parts.written("y"))
        return values
    if parts.month is None:
        if parts.year is not None:
            values["y"] = _year_text((dt.date(parts.year, 7, 2) + delta).year, parts.written("y"))
        return values
    day = parts.day if parts.day is not None else 15
    year = parts.year if parts.year is not None else _reference_year(note_date, parts.month, day)
    new = dt.date(year, parts.month, day) + delta
    if "d" in parts.places:
        values["d"] = _number(new.day, parts.written("d"))
    if "ord" in parts.places:
        values["ord"] = _ordinal(new.day, parts.written("ord"))
    if "mn" in parts.places:
        values["mn"] = _number(new.month, parts.written("mn"))
    if "m" in parts.places:
        values["m"] = _word(_MONTHS[parts.lang], new.month - 1, parts.written("m"))
    if "y" in parts.places:
        values["y"] = _year_text(new.year, parts.written("y"))
    return values


def _year_text(year: int, model: str) -> str:
    digits = model.lstrip("'")
    prefix = model[: len(model) - len(digits)]
    return prefix + (f"{year % 100:02d}" if len(digits) == 2 else str(year))


def _around(text: str, transform: Callable[[str], str | None]) -> str | None:
    # brackets, quotes and trailing punctuation around a date stay as they are
    start = len(text) - len(text.lstrip(' \t\r\n([{"“'))
    core = text[start:].rstrip(' \t\r\n,;:)]}".”')
    if not core:
        return None
    new = transform(core)
    return None if new is None else text[:start] + new + text[start + len(core) :]


def shift_date_text(text: str, days: int, note_date: dt.date | None = None, locale: str = "en_US") -> str | None:
    """Return the date `text` moved by `days`, written in its own format; None when it is not a date form.

    Args:
        text: The date as written in the note (surrounding spaces are kept).
        days: The shift, e.g. `patient_shift_days(...)`.
        note_date: The note's date, which gives the year of dates written without one.
        locale: "en_US" reads 3/4 as March 4th, "es_ES" as 3 April.
    """

    def transform(core: str) -> str | None:
        parts = _parse(core, locale)
        return None if parts is None else _render(parts, _shifted_values(parts, days, note_date))

    return _around(text, transform)


def year_only_text(text: str, locale: str = "en_US") -> str | None:
    """Return the four-digit year a date names ("" when it names none); None when it is not a date form."""

    def transform(core: str) -> str | None:
        parts = _parse(core, locale)
        return None if parts is None else ("" if parts.year is None else str(parts.year))

    return _around(text, transform)


def parse_note_date(value: str | None) -> dt.date | None:
    """Return the date of an ISO `note_date` metadata value ("2012-03-04", or with a time), None if absent/invalid."""
    if not value:
        return None
    try:
        return dt.date.fromisoformat(value[:10])
    except ValueError:
        return None


def check_shift_range(low: int, high: int) -> None:
    """Raise ConfigError unless [low, high] is an ordered range of days holding at least one non-zero value."""
    if low > high or (low == 0 and high == 0):
        raise ConfigError(f"date shift range [{low}, {high}] must be ordered and hold a non-zero number of days")


def patient_shift_days(patient_id: str, key: bytes, low: int = -365, high: int = -1) -> int:
    """Return this patient's date shift in days, within [low, high]: the same on every note of the patient, never 0."""
    check_shift_range(low, high)
    # a keyed hash rather than a stored table: same shift on every machine, no mapping file to leak
    digest = keyed_digest(key, "date-shift", patient_id)
    has_zero = low <= 0 <= high
    choices = high - low + 1 - (1 if has_zero else 0)
    value = low + int.from_bytes(digest[:8], "big") % choices
    return value + 1 if has_zero and value >= 0 else value
