"""Corrections of numbers by their context (Lee et al. 2017 §3.3.4, step 2).

From the paper: a PHONE whose context names a fax relabelled FAX. Added here: the converse, an identifier written as a
phone number after a phone word made PHONE ("phone 8605244129"), a four-digit AGE made a DATE if a year and dropped if
a clock time, and a span that is only a clock time by its context ("at 1015", "0700-1900", "2200 hrs") dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.labels import category_of
from phiscrub.merge.corrections.common import _PERSON_LABELS, _corrected, _named_by_context
from phiscrub.taggers.rules.ages import plausible_age
from phiscrub.taggers.rules.contact import read_aloud
from phiscrub.taggers.rules.ids import has_digit

CONTEXT_CHARS: Final = 24
"""How far back (in characters, within the line) a FAX or PHONE cue may stand before the number."""
_FAX_CUE: Final = re.compile(r"(?i)(?:\b(?:fax|facsimile|telefax)\b|\bf\s*[:#])")
_PHONE_CUE: Final = re.compile(
    r"(?i)\b(?:tel|tfno|telf|phone|ph|telephone|tel[eé]fono|m[oó]vil|cell|mobile|pager|beeper|call)\b"
)
_NUMBER_CATEGORIES: Final = frozenset({"CONTACT", "ID"})
"""Categories of the spans whose own cue a later number's context must not take."""


def _context_before(spans: Sequence[Span], span: Span, text: str) -> str:
    """Return the text just before `span`: at most CONTEXT_CHARS, not past the line start or an earlier number.

    An earlier contact or identifier ends the context (the cue before it is its own: "Phone: 555-0100, Fax:
    555-0199"); a name between a cue and its number does not ("Will call Guy at 555-0100").
    """
    floor = max(text.rfind("\n", 0, span.start) + 1, span.start - CONTEXT_CHARS)
    for other in spans:
        if other.end <= span.start and category_of(other.label) in _NUMBER_CATEGORIES:
            floor = max(floor, other.end)
    return text[floor : span.start]


def correct_fax_by_context(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each PHONE whose preceding context names a fax ("fax", "F:") relabelled FAX."""
    return [
        _corrected(span, "fax-by-context", label="FAX")
        if span.label == "PHONE" and _FAX_CUE.search(_context_before(spans, span, text))
        else span
        for span in spans
    ]


def _phone_named_before(spans: Sequence[Span], span: Span, text: str) -> bool:
    """Return whether the context before `span` names a phone and no fax."""
    context = _context_before(spans, span, text)
    return _PHONE_CUE.search(context) is not None and _FAX_CUE.search(context) is None


_ONE_OR_TWO_DIGITS: Final = re.compile(r"\d{1,2}")
_EXTENSION_BEFORE: Final = re.compile(r"(?i:(?<![^\W\d_])(?:x|ext|extn|extension)\.?[ \t]*[#:]?[ \t]*)\Z")


def drop_digitless_phones(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without PHONE and FAX spans that hold no digit ("Group" of "Group: 4869" read as a phone).

    A phone or fax number has digits; a word a tagger's doubt labelled PHONE beside a number is none, and neither is
    the "x" of an extension on its own (the digits after it are their own span). One or two digits alone are no
    number either ("3", "4" and "7" of "Gleason 3+4=7"), unless an extension's mark comes before them ("x7"). A
    number read aloud stays ("call me back at seven one three five five five zero one nine eight").
    """
    return [
        span
        for span in spans
        if span.label not in _PHONE_LABELS
        or (has_digit(text[span.start : span.end]) and not _lone_digits_of_no_extension(span, text))
        or read_aloud(text[span.start : span.end])
    ]


def _lone_digits_of_no_extension(span: Span, text: str) -> bool:
    """Return whether `span` is one or two digits alone that no extension's mark ("x", "ext.") comes before."""
    return (
        _ONE_OR_TWO_DIGITS.fullmatch(text, span.start, span.end) is not None
        and _EXTENSION_BEFORE.search(text, max(0, span.start - 16), span.start) is None
    )


def drop_shapeless_ip_addresses(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without IPADDR spans that have no dot or colon between their parts ("01" of "trop <0.01").

    Every IPv4 or IPv6 address has one ("10.255.43.23", "fe80::1"); a tagger may give the label to a piece of a
    decimal number.
    """
    return [span for span in spans if span.label != "IPADDR" or _IP_SEPARATOR.search(text, span.start, span.end)]


_IP_SEPARATOR: Final = re.compile(r"\w[.:]+\w")
"""What every IPv4 or IPv6 address holds: a dot or colon between two of its parts."""


_PHONE_LABELS: Final = frozenset({"PHONE", "FAX"})


_WORD_LABELS: Final = frozenset(
    {"PATIENT", "DOCTOR", "NAME-RELATIVE", "CITY", "STATE", "COUNTRY", "ORGANIZATION", "HOSPITAL", "PROFESSION",
     "DEPARTMENT"}
)  # fmt: skip
"""Labels of PHI written in words: a name, a place, an institution, an occupation."""
_BARE_NUMBER: Final = re.compile(r"[<>~]?\d+(?:[.,]\d+)?[kK]?")


def drop_numbers_as_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without name, place or occupation spans that are a bare number or a Roman numeral alone.

    Numbers: ">100k", "100", "7"; Roman numerals of two letters or more ("II" of "leads II, III"; "IV" of "IV
    Lasix" or "pulled at IV" as a HOSPITAL; "segment VII" as an ORGANIZATION), though not a STATE ("VI", the
    Virgin Islands). A tagger's doubt may label a count beside a name-like word ("Ucx >100k E. coli" as an
    ORGANIZATION, "HR 100" as a DOCTOR); no name, place or occupation is a number alone. A digit glued to letters
    stays: it is a piece of a word written with a digit ("s0cial worker"), unless the letter is the "k" of thousands
    (">100" + "k"). English notes only.
    """
    if lang != "en":
        return list(spans)  # MEDDOCAN's TERRITORIO, read as a CITY, holds postal codes ("28001")
    return [span for span in spans if not _bare_number_as_word(span, text)]


_INSIDE_NUMBER_CATEGORIES: Final = frozenset({"NAME", "LOCATION", "AGE", "PROFESSION"})
_NUMBER_CUE_WORDS: Final = frozenset(
    {"phone", "ph", "tel", "telephone", "fax", "cell", "mobile", "x", "ext", "or", "and", "at", "no", "number"}
)
"""Words of a phone or fax line that a misread span may hold beside the numbers ("476 452 6523, fax (399) ...")."""
_WORD: Final = re.compile(r"[^\W_]+")


def drop_names_inside_numbers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a name, place, age or occupation span that holds nothing outside numbers' spans.

    The names tagger reads digits of a phone or fax line, a licence plate or a date that the quantitative tagger
    labels too: "1 576-469-9067" as a ZIP inside a PHONE, "476 452 6523, fax (399) 845-6832" as a STREET over a
    PHONE and a FAX, "KHC913" as a STREET inside the VEHICLE "7KHC913", "Jan" as a PATIENT inside the DATE "Jan.
    23rd, 2020". Where, outside the contact, identifier and date spans it overlaps, such a span holds no word but
    the words of a phone line ("phone", "fax", "x", "ext"), it is dropped: the number spans cover what it covered,
    under their own labels; so is a span of only such words right before a number span ("phone" of "phone (634)
    989-3202" as a DOCTOR). A span that holds a word of its own is left ("Jan Smith" over the DATE "Jan"). English
    notes only.
    """
    if lang != "en":
        return list(spans)
    numbers = sorted(
        (span for span in spans if span.label == "DATE" or category_of(span.label) in _NUMBER_CATEGORIES),
        key=lambda span: span.start,
    )
    if not numbers:
        return list(spans)
    return [span for span in spans if not _only_inside_numbers(span, numbers, text)]


def _only_inside_numbers(span: Span, numbers: Sequence[Span], text: str) -> bool:
    """Return whether `span` (a name, place, age or occupation) holds no word of its own outside `numbers`."""
    if category_of(span.label) not in _INSIDE_NUMBER_CATEGORIES:
        return False
    covering = [number for number in numbers if number.start < span.end and span.start < number.end]
    if not covering:
        return _cue_before_a_number(span, numbers, text)
    rest, position = [], span.start
    for number in covering:
        rest.append(text[position : max(position, number.start)])
        position = max(position, number.end)
    rest.append(text[position : max(position, span.end)])
    return all(word.lower() in _NUMBER_CUE_WORDS for piece in rest for word in _WORD.findall(piece))


_BEFORE_A_NUMBER: Final = re.compile(r"[ \t]*[:#.]?[ \t]*")


def _cue_before_a_number(span: Span, numbers: Sequence[Span], text: str) -> bool:
    """Return whether `span` holds only a phone line's words right before a number span ("phone" of "phone (634)")."""
    words = _WORD.findall(text, span.start, span.end)
    if not words or any(word.lower() not in _NUMBER_CUE_WORDS for word in words):
        return False
    gap = _BEFORE_A_NUMBER.match(text, span.end)
    after = span.end if gap is None else gap.end()
    return any(number.start == after for number in numbers)


_ROMAN_NUMERAL: Final = re.compile(r"II|III|IV|VI|VII|VIII|IX|XII")
"""A Roman numeral of two letters or more, in capitals ("leads II, III and aVF"; not "I" nor "V", initials)."""


def _bare_number_as_word(span: Span, text: str) -> bool:
    if span.label in _WORD_LABELS and span.label != "STATE" and _ROMAN_NUMERAL.fullmatch(text, span.start, span.end):
        return True  # a numeral alone, not a name's suffix ("Smith III" is one span); "segment VII", "at IV"
    if span.label not in _WORD_LABELS or not _BARE_NUMBER.fullmatch(text, span.start, span.end):
        return False
    before = text[span.start - 1 : span.start]
    after = text[span.end : span.end + 2]
    if after[:1] in ("k", "K") and not after[1:].isalpha():
        after = after[1:]  # a count in thousands cut before its "k" (">100" + "k")
    return not (before.isalpha() or after[:1].isalpha())


def correct_phone_by_context(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each FAX whose preceding context names a phone and no fax relabelled PHONE."""
    return [
        _corrected(span, "phone-by-context", label="PHONE")
        if span.label == "FAX" and _phone_named_before(spans, span, text)
        else span
        for span in spans
    ]


_TEN_DIGITS: Final = re.compile(r"\+?1?[ .-]?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}")
_NUMBER_TYPES: Final = frozenset({"ACCOUNT", "IDNUM", "MEDICALRECORD", "HEALTHPLAN", "LICENSE", "DEVICE"})


def correct_phone_numbers_by_context(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with an identifier that is written as a phone number and follows a phone cue made PHONE.

    "phone 8605244129" read as an ACCOUNT: ten digits (with or without a phone number's punctuation) after a phone
    word ("phone", "call", "cell", "tel"; `_PHONE_CUE`) in the context before, and no fax word.
    """
    return [
        _corrected(span, "phone-numbers-by-context", label="PHONE")
        if span.label in _NUMBER_TYPES
        and _TEN_DIGITS.fullmatch(text, span.start, span.end)
        and _phone_named_before(spans, span, text)
        else span
        for span in spans
    ]


_CLOCK_TIME: Final = re.compile(r"0\d{3}")
_YEAR: Final = re.compile(r"(?:19|20)\d{2}")


def correct_impossible_ages(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with four-digit AGE spans set right: a year is a DATE, a clock time ("after 0845") no PHI.

    An age has at most three digits; other four-digit AGE spans stay (a missed PHI is worse than a false alarm).
    """
    corrected = []
    for span in spans:
        if span.label == "AGE":
            if _CLOCK_TIME.fullmatch(text, span.start, span.end):
                continue
            if _YEAR.fullmatch(text, span.start, span.end):
                span = _corrected(span, "impossible-ages", label="DATE")
        corrected.append(span)
    return corrected


_SLASHED_NUMBERS: Final = re.compile(r"(?<![\w/.-])(\d{1,3})/(\d{1,3})(?![\w/-]|[.,]\d)")


_PAIN_SCORE: Final = re.compile(
    r"(?i)\b(?:pain|cravings?|anxiety|nausea|mood)\b[^.\n]{0,24}?(?<![\w/.-])(?P<after>\d{1,2}/10)\b(?![/-]\d)"
    # a receptor's Allred score out of eight ("ER positive (Allred 8/8)")
    r"|\ballred[ \t]+(?:score[ \t]+)?(?P<allred>[0-8]/8)\b"
    r"|(?<![\w/.-])(?P<before>\d{1,2}/10)\b(?![/-]\d)[ \t]+pain\b"
)
"""A pain score out of ten ("pain 4/10", "rates her pain at 8/10", "10/10 pain"): no date, though "4/10" is one."""


def _in_a_pain_score(span: Span, text: str) -> bool:
    """Return whether `span` lies inside the "N/10" of a pain score (`_PAIN_SCORE`)."""
    for match in _PAIN_SCORE.finditer(text, max(0, span.start - 40), min(len(text), span.end + 12)):
        score = next(group for group in ("after", "allred", "before") if match.group(group) is not None)
        if match.start(score) <= span.start and span.end <= match.end(score):
            return True
    return False


_SIGNED_THIRD_PART: Final = re.compile(r"/[ \t]?[-+][ \t]?\d")
"""A signed number after a slash: a cervical exam's station ("SVE 6/80/-1": dilation, effacement, station)."""
_FRACTION_AFTER: Final = re.compile(
    r"[ \t]+(?i:tabs?|tablets?|caps?|capsules?|pills?|of|dose|strength|inch(?:es)?|cups?|miles?|blocks?|teaspoons?"
    r"|tsp|tbsp|mg|mcg|micrograms?|ml|units?)\b"
)
"""What follows a fraction, not a date ("Take 1/2 tab", "completed 2/3 of the course"): none in the synthetic notes."""
_FRACTION: Final = re.compile(r"\d{1,2}/\d{1,2}")


def drop_impossible_dates(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without DATE spans in two numbers over a slash that are no day and month either way round.

    A score out of a maximum reads like a date to a tagger ("MoCA 17/30", "MMSE 28/30": "30" as a DATE), and so does
    a blood pressure ("150/95"); with both numbers over 12, or either over 31, neither month/day nor day/month is a
    date. "12/30" stays, a date both ways round being possible. Dates with a year are left alone. A pain score out of
    ten goes too ("pain 4/10"; English notes), and so do two numbers that a signed third one follows after a slash (a
    cervical exam, "6/80/-1": no date has a sign) and a fraction of a tablet or of a whole ("1/2 tab", "2/3 of").
    """
    return [
        span
        for span in spans
        if span.label != "DATE"
        or not (
            _in_impossible_slash_pair(span, text)
            or (lang == "en" and _in_a_pain_score(span, text))
            or _SIGNED_THIRD_PART.match(text, span.end) is not None
            or (_FRACTION.fullmatch(text, span.start, span.end) and _FRACTION_AFTER.match(text, span.end))
        )
    ]


_NUMERIC_DATE: Final = re.compile(r"(?!\d{4}-\d{4}$)\d{1,4}(?:[/.-]\d{1,4}){1,2}")
_DATE_SEPARATORS: Final = frozenset("/.-")


def join_split_dates(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with the pieces of a numeric date that a tagger read as two or three DATE spans joined.

    A tagger may leave out the slash of a date ("INR 11/14: 2.4": "11" and "14"), and an analyte's name before the
    first piece would then make it a result; DATE spans parted by one "/", "." or "-" alone become one when together
    they are a date's shape ("11/14", "3-4-2019"); not two years of a range ("2019-2020"). Both languages.
    """
    ordered = sorted(spans, key=span_position)
    out: list[Span] = []
    for span in ordered:
        last = out[-1] if out else None
        if (
            last is not None
            and last.label == span.label == "DATE"
            and span.start == last.end + 1
            and text[last.end] in _DATE_SEPARATORS
            and _NUMERIC_DATE.fullmatch(text, last.start, span.end) is not None
        ):
            out[-1] = _corrected(last, "split-dates", end=span.end)
            continue
        out.append(span)
    return out


_COLON_TIME: Final = re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d|:\d)")
"""A time of day written with a colon ("02:14", "14:22:05"; "21:14" of "[12/03/2023, 21:14]", which a DATE span may
reach into)."""
_NUMBER_LABELS_IN_A_TIME: Final = frozenset({"DATE", "AGE", "IDNUM", "MEDICALRECORD"})
"""Labels a tagger gives the minutes of a time that follows a date ("14" of "12/03/2023, 21:14" as a DATE or ID)."""


def complete_date_times(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a DATE that ends inside a time's hour made whole, number spans inside the time dropped.

    A tagger reads a chat's or an e-mail's stamp as the date and the hour ("12/03/2023, 21" of "[12/03/2023,
    21:14]", "14 Apr 2024 22" of "Date: Sun, 14 Apr 2024 22:47") and the minutes as a DATE or an ID of their own.
    A numeric date takes the whole time, as i2b2 marks it ("04/27/2021 14:45" one DATE); a date written with a
    month's name ends before the time ("September 17th" of "September 17th 7:50"), as it marks that. Number spans
    inside the time go. Both languages.
    """
    ordered = sorted(spans, key=span_position)
    grown: dict[int, Span] = {}
    times: list[tuple[int, int]] = []
    for index, span in enumerate(ordered):
        if span.label != "DATE" or not text[span.end - 1 : span.end].isdigit():
            continue
        for match in _COLON_TIME.finditer(text, max(0, span.end - 2), min(len(text), span.end + 7)):
            if span.start < match.start() < span.end < match.end() and text[span.end] == ":":
                date_end = len(text[span.start : match.start()].rstrip(" \t,;-@"))
                if any(char.isalpha() for char in text[span.start : span.start + date_end]):
                    grown[index] = _corrected(span, "date-times", end=span.start + date_end)
                else:
                    grown[index] = _corrected(span, "date-times", end=match.end())
                times.append((match.start(), match.end()))
                break
    out: list[Span] = []
    for index, span in enumerate(ordered):
        if index in grown:
            out.append(grown[index])
        elif not (
            span.label in _NUMBER_LABELS_IN_A_TIME
            and any(start <= span.start and span.end <= end for start, end in times)
        ):
            out.append(span)
    return out


_FALL_AS_AN_EVENT: Final = re.compile(
    r"(?i:(?:(?<![\w'’])(?:a|another|recent|mechanical|unwitnessed|witnessed|ground[ -]level|accidental|s/p|"
    r"multiple|frequent|\d+|will|would|could|might|may|can|to|probably|not|never|i|you|we|they|he|she|it|who)"
    r"|['’][ \t]?ll|n['’][ \t]?t)[ \t]+\Z)"
)
"""What makes a "fall" before it the event or the verb, not the season ("after a fall", "s/p mechanical fall", "2
falls", "I'll probably fall apart", "she might fall")."""
_FALL_EVENT_AFTER: Final = re.compile(
    r"[ \t]+(?i:risk|precautions?|from|at[ \t]+home|down|with[ \t]+(?:head|loc|injury)|on[ \t]+(?:ice|stairs)|"
    r"apart|asleep|over|off|behind|in[ \t]+love)\b"
)
"""What makes a "fall" after it the event or the verb ("fall risk", "fall precautions", "fall from standing", "fall
asleep", "fall apart")."""


def drop_falls_as_events(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a DATE that is a fall the patient had, not the season (English notes).

    A tagger reads "fall" as autumn, which the i2b2 guidelines mark as a date ("in the fall of 2019"); but a note
    far more often names the event: "presented after a fall", "s/p mechanical fall", "high fall risk", "2 falls
    last month" (`_FALL_AS_AN_EVENT`, `_FALL_EVENT_AFTER`).
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not (span.label == "DATE" and _is_a_fall_event(span, text))]


def _is_a_fall_event(span: Span, text: str) -> bool:
    if text[span.start : span.end].lower() not in ("fall", "falls"):
        return False
    before = text[max(0, span.start - 20) : span.start]
    return _FALL_AS_AN_EVENT.search(before) is not None or _FALL_EVENT_AFTER.match(text, span.end) is not None


def _in_impossible_slash_pair(span: Span, text: str) -> bool:
    low, high = max(0, span.start - 4), min(len(text), span.end + 4)
    for match in _SLASHED_NUMBERS.finditer(text, low, high):
        if match.start() <= span.start and span.end <= match.end():
            first, second = int(match.group(1)), int(match.group(2))
            return (first > 12 and second > 12) or first > 31 or second > 31 or first == 0 or second == 0
    return False


_ORDINALS: Final = re.compile(
    r"(?:[LR][ \t]+)?\d{1,2}(?:st|nd|rd|th)(?:[ \t]*(?:/|-|\u2013|,|and|&)[ \t]*\d{1,2}(?:st|nd|rd|th))*"
)
"""An ordinal, or a list or range of them ("5th", "4th/5th", "L 5th-7th", "2nd and 3rd"), a side before it or not."""
_COUNTED_NOUN_AFTER: Final = re.compile(
    # (a side or a position between: "8th posterior rib")
    r"(?:[ \t]+(?i:left|right|posterior|anterior|lateral|medial|upper|lower|distal|proximal))?"
    r"[ \t]*-?[ \t]*(?i:grade|graders?|floor|trimester|degree|generation|ventricle|toes?|fingers?|digits?|ribs?|ray|"
    r"dose|metacarpals?|MCPs?|PIPs?|DIPs?|MTPs?|molars?|premolars?|vertebra[e]?|"
    r"opinion|party|time|line|cycle|decade|percentile|intercostal|ICS|metatarsals?|MTP|MCP|PIP|DIP|cranial|nerve|"
    r"lumbar|cervical|thoracic|sacral|lesson|round|place|century|stage|layer|pregnancy|child|attempt|session|"
    r"visit|infusion|course|fraction|admission|episode|ED|ER|hospitali[sz]ation)\b"
)
"""A noun an ordinal counts ("4th grade", "2nd floor", "3rd trimester", "5th intercostal space", "2nd dose"): no day
of a month."""


def drop_ordinal_counts(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without DATE spans that are an ordinal alone before the noun it counts ("in 4th grade").

    A day of a month may be written as an ordinal alone ("seen on the 4th"), so a tagger reads other ordinals as dates;
    one before "grade", "floor", "trimester", "dose" and their like counts them. English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not (span.label == "DATE" and _an_ordinal_that_counts(span, text))]


def _an_ordinal_that_counts(span: Span, text: str) -> bool:
    """Return whether `span` lies in ordinals before the noun they count ("5th metacarpal", "4" of "4th/5th ribs").

    The span may hold a piece of the list and the word that joins it ("2nd and" of "2nd and 3rd MCPs").
    """
    for match in _ORDINALS.finditer(text, max(0, span.start - 12), min(len(text), span.end + 24)):
        if match.start() <= span.start and text[match.end() : span.end].strip(" \t,&") in ("", "and"):
            return span.start < match.end() and _COUNTED_NOUN_AFTER.match(text, match.end()) is not None
    return False


_DAY_COUNT: Final = re.compile(r"(?:[Dd]ays?|DAYS?)(?:[ \t]*[+#]?\d{1,3})?|(?i:same|next|each|every|per)[ \t]+day")
"""A day counted, not dated: "on day 3", "3-day history", "mg/kg/day", "same day"."""
_HOLIDAY_NAME_BEFORE: Final = re.compile(r"[A-Z][a-z'\u2019]+[ \t]+\Z")


def drop_day_counts(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a learned DATE that counts days rather than dates one ("oral on day 4", "x 4 days").

    A CRF reads "day" after a number or before one as a date's word. A rule's span stays, and so does a "Day" after a
    capitalised word, which may be a holiday's ("Labor" + "Day"). English notes only.
    """
    if lang != "en":
        return list(spans)
    return [
        span
        for span in spans
        if not (
            span.label == "DATE"
            and "rules:" not in span.source
            and _DAY_COUNT.fullmatch(text, span.start, span.end) is not None
            and not (text[span.start] == "D" and _HOLIDAY_NAME_BEFORE.search(text, max(0, span.start - 20), span.start))
        )
    ]


_COUNT_OF_TOTAL: Final = re.compile(r"(?<![\w/.:-])\d{1,3}[ \t]+of[ \t]+\d{1,3}(?![\w/.:-])")
"""A count out of a total ("Session 4 of 8", "3 of 18 lymph nodes", "Visit #: 6 of 12"): no date, no age."""
_CLOCK_FACE_AFTER: Final = re.compile(r"[ \t]*o['\u2019][ \t]?clock\b", re.IGNORECASE)
"""A clock face's position after a number ("suture marks 12 o'clock", "(3 o'clock)")."""
_GESTATION: Final = re.compile(r"(?<![\w/.:+-])[1-4]?\d[ \t]*\+[ \t]*[0-6](?![\w/.:+-])")
"""A pregnancy's weeks and days ("Gestation: 28+5", "at 36 + 2"): no date."""
_POST_COUNT: Final = re.compile(
    r"\b(?i:comments?|replies|answers|likes|reactions|shares|views|reviews|responses|upvotes)"
    r"[ \t]*\([ \t]*\d{1,5}[ \t]*\)"
)
"""The count of a post's comments or likes in brackets ("Comments (14)", "Replies (3)"): no age."""
_CENTILE: Final = re.compile(
    r"(?<![\w/.:-])\d{1,2}(?:st|nd|rd|th)?(?:[ \t]*(?:-|to|and)[ \t]*\d{1,2}(?:st|nd|rd|th)?)?"
    r"(?=[ \t]*(?i:%[ \t]?ile|centiles?|percentiles?|%iles?)\b)"
    # (or the first of two ordinals the second of which is the centile: "from the 15th to below the 3rd centile")
    r"|(?<![\w/.:-])\d{1,2}(?:st|nd|rd|th)(?=[ \t]+(?:to|and)[ \t]+(?:(?:below|above|under|over)[ \t]+)?(?:the[ \t]+)?"
    r"\d{1,2}(?:st|nd|rd|th)[ \t]*(?i:centiles?|percentiles?|%[ \t]?iles?)\b)"
)
"""A growth chart's centile ("Wt 10.1 kg (25th %ile)", "below the 3rd centile", "from the 15th to below the 3rd
centile", "50-75th percentile"): no date, no age."""


def drop_counts_clock_faces_and_gestations(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without learned dates and ages inside a count of a total, a clock face or a gestation.

    "Session 4 of 8", "3 of 18 lymph nodes", "Visit #: 6 of 12", "margins at 12 o'clock", "Gestation: 28+5", a post's
    "Comments (14)", a growth chart's "(25th %ile)" and "from the 15th to below the 3rd centile": a CRF reads the
    numbers as dates or ages, none is. A rule's span stays. English notes only.
    """
    if lang != "en" or not any(_a_learned_number(span) for span in spans):
        return list(spans)
    pieces = [
        match.span()
        for pattern in (_COUNT_OF_TOTAL, _GESTATION, _POST_COUNT, _CENTILE)
        for match in pattern.finditer(text)
    ]
    return [span for span in spans if not (_a_learned_number(span) and _in_a_count(span, text, pieces))]


def _a_learned_number(span: Span) -> bool:
    """Return whether `span` is a DATE or AGE no rule found."""
    return span.label in {"DATE", "AGE"} and "rules:" not in span.source


def _in_a_count(span: Span, text: str, pieces: Sequence[tuple[int, int]]) -> bool:
    """Return whether `span` lies inside one of `pieces` (counts, gestations) or is a clock face's hour."""
    if any(start <= span.start and span.end <= end for start, end in pieces):
        return True
    return text[span.start : span.end].isdigit() and _CLOCK_FACE_AFTER.match(text, span.end) is not None


_SEX_LETTER: Final = re.compile(r"[MFmf](?![\w-])")
_NUMBER_BEFORE_A_SEX: Final = re.compile(r"\d[ \t]*/?[ \t]*\Z")
"""A sex's letter, and an age's number before it: "62F", "58/M", "41 / f"."""
_AGE_OF_AN_AGE_SEX_FIELD: Final = re.compile(r"(?i:age)(?=[ \t]*/[ \t]*(?i:sex|gender)\b)")
"""The word "Age" of a header's "Age/Sex:" field."""


def drop_age_and_sex_marks(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the letter of a sex after an age ("F" of "62F", "M" of "58/M") and "Age" of "Age/Sex".

    A tagger reads the letter as a street's or a person's initial and the field's name as a place; neither is PHI
    (the age is, and stays). English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if span.label == "AGE" or not _is_an_age_or_sex_mark(span, text)]


def _is_an_age_or_sex_mark(span: Span, text: str) -> bool:
    """Return whether `span` is only a sex's letter after an age or the "Age" of an "Age/Sex" field."""
    letter = _SEX_LETTER.match(text, span.start)  # not bounded at the span's end: the look-ahead reads past it
    if letter is not None and letter.end() == span.end:
        return _NUMBER_BEFORE_A_SEX.search(text[max(0, span.start - 8) : span.start]) is not None
    field = _AGE_OF_AN_AGE_SEX_FIELD.match(text, span.start)
    return field is not None and field.end() == span.end


_LIST_NUMBER: Final = re.compile(r"(?m)^[ \t]*(\d{1,3})[.)](?=[ \t])")
"""The number of an item in a list, at the start of its line ("19. Tresiba 20 units qhs", "3) Lasix")."""


def drop_list_numbers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are only the number of a list item at the start of a line.

    A tagger reads "19. Tresiba 20 units" in a medication list as a house number and a street: no address is written
    with a full stop or a bracket after its number. Both languages.
    """
    return [span for span in spans if not _is_list_number(span, text)]


def _is_list_number(span: Span, text: str) -> bool:
    """Return whether `span` is exactly the number of a list item (`_LIST_NUMBER`)."""
    if not text[span.start : span.end].isdigit():
        return False
    line_start = text.rfind("\n", 0, span.start) + 1
    match = _LIST_NUMBER.match(text, line_start)
    return match is not None and match.span(1) == (span.start, span.end)


_ANALYTE_BEFORE: Final = re.compile(
    r"(?<![\w/-])(?:CRP|ESR|WBC|Hgb|HGB|Hb|Hct|Plt|PLT|Cr|Creat|BUN|Na|K|Cl|HCO3|INR|PTT|A1[cC]|HbA1[cC]|TSH|LDL|"
    r"HDL|BNP|Trop|Troponin|Lactate|Glucose|Gluc|Mg|Phos|Ca|Alb|AST|ALT|ALP|Bili|Lipase|Ferritin|PSA|eGFR|GFR|"
    r"HR|RR|BP|SBP|DBP|MAP|SpO2|SaO2|O2[ \t]sat|Temp|GCS|pH|pCO2|pO2|EF|LVEF|BMI|Wt|Ht)"
    r"(?:[ \t]*(?:of|is|was|was[ \t]+up[ \t]+to|now|=|:|~)[ \t]*|[ \t]+)\Z"
)
"""A lab analyte or vital sign before its value, apart from it ("CRP 34", "Cr 1.6", "HR 92", "A1C was 7.9"; not the
"BP4" of a licence plate)."""


def drop_lab_values(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are a bare number right after a lab analyte's or vital sign's name.

    A tagger may read a result as an age or a date ("Bloods show CRP 34": "34" as an AGE); a number named by an
    analyte is a result, never PHI. English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not _is_a_lab_value(span, text)]


def _is_a_lab_value(span: Span, text: str) -> bool:
    """Return whether `span` is a bare number (`_BARE_NUMBER`) after an analyte's name (`_ANALYTE_BEFORE`)."""
    if _BARE_NUMBER.fullmatch(text, span.start, span.end) is None:
        return False
    return _ANALYTE_BEFORE.search(text, max(0, span.start - 24), span.start) is not None


_EMERGENCY_NUMBERS: Final = frozenset({"911", "999", "112"})
"""Emergency telephone numbers (the US and Canada, the UK, the EU): nobody's number."""


_CODE_SYSTEM_BEFORE: Final = re.compile(
    r"(?i:\b(?:ICD-?(?:9|10|11)(?:-CM)?|CPT|HCPCS|NDC|LOINC|SNOMED(?:[ -]CT)?|RxNorm|MS-DRG|DRG)(?:[ \t]+codes?)?"
    r"[ \t]*[:#]?[ \t]*\(?)\Z"
)
"""A code system's name before its code ("ICD-10 E11.9", "CPT 99214", "NDC 0088-2220-33", "LOINC 2345-7")."""
_CODE_SYSTEM: Final = re.compile(r"(?i:ICD|CPT|HCPCS|NDC|LOINC|SNOMED|RxNorm|DRG)")


def drop_coded_terms(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the codes of a coding system and the system's name ("ICD-10 E11.9", "NDC 0088-...").

    A diagnosis, procedure, drug or lab code identifies no one, though a tagger may read its digits as a record number
    or an age ("10" of "ICD-10"). Both languages: the systems' names are the same.
    """
    return [
        span
        for span in spans
        if not (
            _CODE_SYSTEM.fullmatch(text, span.start, span.end)
            or _CODE_SYSTEM_BEFORE.search(text, max(0, span.start - 24), span.start)
            or text[max(0, span.start - 4) : span.start].lower() == "icd-"  # the version of "ICD-10"
        )
    ]


def drop_emergency_numbers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without an emergency number alone ("her roommate called 911").

    A PHONE or FAX anywhere; any other label after a word of calling ("call 911 or the crisis line", read as an age).
    """
    return [span for span in spans if not _an_emergency_number(span, text)]


_CALLING_BEFORE: Final = re.compile(
    r"(?i:\b(?:call|calls|called|calling|dial|dialled|dialed|ring|rang|phone|phoned))[ \t]+\Z"
)


def _an_emergency_number(span: Span, text: str) -> bool:
    """Return whether `span` is an emergency number: a phone's, or any after a word of calling."""
    if text[span.start : span.end] not in _EMERGENCY_NUMBERS:
        return False
    return span.label in _PHONE_LABELS or _CALLING_BEFORE.search(text, max(0, span.start - 12), span.start) is not None


_MEASUREMENT_UNIT: Final = re.compile(
    r"[ \t]*(?:[°º][ \t]*[CF]\b|%|mm[ \t]*Hg\b|bpm\b|breaths/min\b|"
    r"(?:mg|mcg|µg|ug|g|kg|lbs?|cm|mm|ml|mL|mmol|mEq|m?IU|mU|ng|pg)(?:/(?:d[lL]|L|m[lL]|min|kg|day|h|hr))?(?![\w/])|"
    r"(?:U|L)/(?:L|min)\b|fL\b|Fr\b|French\b|gauge\b|"
    r"F\b(?=[ \t]+(?i:foley|catheter|cath|chest|tube|sheath|pigtail|drain|introducer|cannula|trach|dilator|stent|"
    r"coude|malecot|ng|og|nasogastric|feeding|suction))|"
    r"(?:G|ga)\b(?=[ \t]+(?i:iv|piv|needle|angio|angiocath|catheter|spinal|quincke))|"
    # a distance or a count of things ("about 40 miles away", "covered 20 visits per year", "10 cigarettes a day")
    r"(?i:miles|kilomet(?:er|re)s|km|blocks|visits|sessions|pills|tablets|cigarettes|beers|drinks|calories)\b|"
    # hours (not of a newborn's age: "36 hours old") and a ward's beds ("a 48-hr shift", "36h history", "a 32-bed unit")
    r"(?:-|[ \t]*)(?i:hrs?|hours?|h)\b(?![ \t-]*(?i:old)\b|\.[A-Za-z])"
    r"|-?(?i:beds?|bedded)\b|[ \t]*/[ \t]*(?i:day|d|wk|week)\b)"
)
"""A unit after a number: a temperature, a percentage, a pressure, a rate, a dose or a concentration; a catheter's
French size ("16F Foley", "14 Fr") and a needle's gauge ("18G IV", "22 gauge"), a distance or a count of things
("40 miles", "20 visits"), hours and beds ("a 48-hr shift", "a 32-bed unit"; not the "H." of a record's field after
a number: "DNI: 08412977  H.C.: 2207719") and a count a day ("20/day"), never an age."""


_SPAN_OF_TIME_BEFORE: Final = re.compile(
    r"(?i:(?:\bhace|\bdurante|\bdesde[ \t]+hace|\bevoluci[óo]n[ \t]+de|\bfumador[a]?[ \t]+de|\bpor|\btras"
    r"|\bdespu[ée]s[ \t]+de|\bal[ \t]+cabo[ \t]+de)(?:[ \t]+(?:m[áa]s|menos)[ \t]+de)?(?:[ \t]+(?:los|las|unos|unas))?"
    r"(?:[ \t]+(?:[úu]ltimos|[úu]ltimas|primeros|primeras))?[ \t]+)\Z"
)
"""Words before a number of years that make it a span of time, not an age ("hace más de 20 años", "durante los
últimos 40 años", "fumador de 8 años", "una evolución de más de cinco años": on MEDDOCAN train and dev none stands
before any of the 1,556 ages)."""
_VAGUE_TIME: Final = re.compile(r"(?i:[úu]ltim[oa]s|poc[oa]s|vari[oa]s|much[oa]s)\b")
"""The first word of a span of time that names no number ("los últimos años")."""


def drop_durations_as_ages(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without AGE spans that are a span of time (Spanish notes).

    A tagger that learned "de 45 años" reads any number of years as an age ("TBC renal hace más de 20 años",
    "durante los últimos 40 años", "los últimos años"); a duration's words before it (`_SPAN_OF_TIME_BEFORE`) or a
    vague first word (`_VAGUE_TIME`) make it none.
    """
    if lang != "es":
        return list(spans)
    return [
        span
        for span in spans
        if span.label != "AGE"
        or not (
            _VAGUE_TIME.match(text, span.start, span.end)
            or _SPAN_OF_TIME_BEFORE.search(text, max(0, span.start - 48), span.start)
        )
    ]


def drop_measurements(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are a bare number, or part of one, before a unit of measurement.

    A tagger reads a temperature or a lab value as PHI at times ("39.2°C (102.6°F)": "102" and "6" as a PHONE; "TSH is
    12 mU/L": "12" as an AGE); a number before a unit is a measurement, never PHI, and so are the feet and inches of a
    height ("5 ft 4", `_HEIGHT`), an amount of money ("$14,000"), a temperature named without its unit ("febrile
    to 101") and a DATE that is a count of days, weeks or hours ("in 10-14 days"). Both languages.
    """
    return [span for span in spans if not _is_a_measured_number(span, text)]


_HEIGHT: Final = re.compile(r"(?<![\w.'])[3-7][ \t]*(?:'|′|ft)[ \t]*(?:1[01]|[0-9])(?:\.5)?[ \t]*(?:\"|″|''|in\b)?")
"""A height in feet and inches ("5'4", "6′ 1″", "5 ft 10 in"): its numbers are no phone nor age."""


_RANGE_TAIL: Final = re.compile(r"[ \t]*[-–][ \t]*\d+(?:\.\d+)?")
"""The other end of a range of measured numbers ("24-26 mg", "2 - 3 L")."""
_CURRENCY_BEFORE: Final = re.compile(r"[$£€][ \t]?(?:\d{1,3},)*\Z")
"""A currency sign before a number, or before the thousands of one ("$14,000": "14" and "000")."""
_TEMPERATURE_BEFORE: Final = re.compile(
    r"(?i:\b(?:febrile|fevers?|temp(?:erature)?|t[ \t]?max|spiked|spiking)(?:[ \t]+(?:to|of|up[ \t]+to))?"
    r"[ \t]*:?[ \t]*)(?:\d+\.)?\Z"
)
"""Words before a temperature written without its unit ("febrile to 100", "fevers to 104", "Tmax: 102.4"): no
age. The synthetic notes hold no PHI after them."""


def _is_a_measured_number(span: Span, text: str) -> bool:
    """Return whether `span` is digits (and dots) of a number that a unit follows (`_MEASUREMENT_UNIT`) or a height.

    Or a height as a whole ("6'4"), an amount with its currency sign ("$100") or a count a day ("20/day").
    """
    piece = text[span.start : span.end]
    if _MONEY_OR_RATE.fullmatch(piece) or _within_a_height(span, text):
        return True
    if not piece or not all(char.isdigit() or char == "." for char in piece):
        return False
    if _CURRENCY_BEFORE.search(text, max(0, span.start - 12), span.start) is not None:
        return True  # money ("a bill for $14,000": "14")
    if _TEMPERATURE_BEFORE.search(text, max(0, span.start - 24), span.start) is not None:
        return True  # a temperature without its unit ("developed fevers to 101", "Tmax 102.4")
    end = span.end
    while end < len(text) and (
        text[end].isdigit() or (text[end] == "." and end + 1 < len(text) and text[end + 1].isdigit())
    ):
        end += 1
    upper_bound = _RANGE_TAIL.match(text, end)  # "24-26 mg": the unit after the range's other end
    after = upper_bound.end() if upper_bound else end
    if span.label == "DATE" and _DURATION_UNIT.match(text, after) is not None:
        return True  # a duration ("in 10-14 days": "10" and "14" as a month and a day)
    return _MEASUREMENT_UNIT.match(text, after) is not None


def _within_a_height(span: Span, text: str) -> bool:
    """Return whether `span` lies inside a height in feet and inches ("5'10", "6 ft 1")."""
    return any(
        height.start() <= span.start and span.end <= height.end()
        for height in _HEIGHT.finditer(text, max(0, span.start - 6), min(len(text), span.end + 6))
    )


_MONEY_OR_RATE: Final = re.compile(r"[$£€][ \t]?\d[\d,.]*|\d{1,3}[ \t]*/[ \t]*(?i:day|d|wk|week)")
"""An amount with its currency sign ("$100", "£1,200") or a count a day or week ("smoker 10/day"): no PHI."""


_DURATION_UNIT: Final = re.compile(r"[ \t]*(?i:days?|weeks?|wks?|months?|mos|hours?|hrs?|minutes?|mins?)\b")
"""A unit of time after a number read as a date: a duration, no date (not years: "5 years" may be an age)."""


_AGE_FIELD_BEFORE: Final = re.compile(r"(?i)\b(?:age(?:[ \t]*/[ \t]*(?:sex|gender))?|edad)[ \t]*[:=]?[ \t]*\Z")
_BARE_AGE: Final = re.compile(r"\d{1,3}")


def ages_by_field(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a bare number after an age field's name made AGE ("Age/Sex: 19/F", "Age: 45" as a DATE).

    Both languages ("Edad: 45"); a number over 125 is left as it is.
    """
    corrected = []
    for span in spans:
        if (
            span.label == "DATE"
            and _BARE_AGE.fullmatch(text, span.start, span.end)
            and plausible_age(text[span.start : span.end])
            and _AGE_FIELD_BEFORE.search(text, max(0, span.start - 16), span.start)
        ):
            span = _corrected(span, "ages-by-field", label="AGE")
        corrected.append(span)
    return corrected


_AGE_AFTER_A_NAME: Final = re.compile(
    r"(?:[\"”’']?\))?(?:[ \t]*,[ \t]*(?:[MF]|[Mm]ale|[Ff]emale))?[ \t]*,[ \t]*(?P<age>\d{1,3})"
    r"(?:[ \t]*(?:y/o|yo|yrs?|years?(?:[ \t]+old)?|YRS?|YEARS?(?:[ \t]+OLD)?)\.?|/[MFmf])?"
    r"(?=[ \t]*(?:,(?![ \t]*\d)|;|:|\)|\r?\n|\Z)|\.(?:[ \t]|\r?\n|\Z)|[ \t]+[GgPp]\d)"
)
"""A number set off by commas (or closed by a semicolon, a bracket or a sentence's full stop) right after a name or a
nickname in brackets, its unit of years or the sex after it or not: "Rachel Adler, 29, Ashkenazi", "(Jaylen, 9; Amara,
6)", "Sunaina Kapoor-Mehta, 31 yrs, G2P1L1", "Harpreet Kaur Sandhu, 31 G2P1" (an obstetric history after it), 'Alejandro
Reyes ("Alex"), 23,', "Dela Cruz (Tess), 41/F,", "Jack, 31. Software engineer", "Patient: Thomas Becker, 71" ending its
line, "Roger Sorensen, 70: prostate cancer", "Tyler Hensley, M, 19" (the sex first); not one of a list of numbers
("Smith, 12, 14") nor a decimal ("Smith, 12.5")."""
_AGE_IN_BRACKETS_AFTER_A_NAME: Final = re.compile(
    r"[ \t]*\([ \t]*(?P<age>\d{1,2})(?:[ \t]*(?:months?|mos?|weeks?|wks?|years?|yrs?|yo|y/o))?[ \t]*\)"
)
"""An age alone in brackets right after a person's name ("daughters Freya (9) and Maren (6)", "breastfeeding Yusuf (5
months)")."""


def ages_after_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with an age added where a number is set off by commas right after a person's name.

    "Genetic counseling: Rachel Adler, 29, Ashkenazi Jewish", "Mother Miriam, 72, HTN": the rules read such an age
    after a relationship word or before a word of a sentence they know; after a name a tagger found, a number of a
    human age (0 to 125) alone between two commas is the person's age whatever follows it (not another number:
    "Smith, 12, 14"), and so is one alone in brackets ("Freya (9)"; not after a clinician, where it marks an author's
    affiliation: "Dra. Yamilé Fonseca (1)"). A number inside another span is left to it.
    Both languages.
    """
    out = list(spans)
    for span in spans:
        found = None
        if span.label in _PERSON_LABELS:
            found = _AGE_AFTER_A_NAME.match(text, span.end)
            if found is None and span.label != "DOCTOR":  # not an author's mark ("Dra. Yamilé Fonseca (1)")
                found = _AGE_IN_BRACKETS_AFTER_A_NAME.match(text, span.end)
        if found is None or not plausible_age(found["age"]):
            continue
        age = Span(*found.span("age"), "AGE", source="correct:ages-after-names", score=span.score)
        if not any(age.overlaps(other) for other in out):
            out.append(age)
    return sorted(out, key=span_position)


def _glued(text: str, position: int, step: int) -> bool:
    """Return whether the character at `position` continues an identifier's token, read in direction `step` (-1, 1).

    A letter or digit does; a hyphen does where the run of letters and digits beyond it holds a digit ("1eg4" +
    "-te5"), not where it is a word ("nhc-739146": the keyword before the number).
    """
    if not 0 <= position < len(text):
        return False
    char = text[position]
    if char.isalnum():
        return True
    if char != "-":
        return False
    beyond = position + step
    while 0 <= beyond < len(text) and text[beyond].isalnum():
        if text[beyond].isdigit():
            return True
        beyond += step
    return False


def whole_identifiers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each identifier made its whole token ("2t" + "3p1rfv8kw012345" of a VIN in lower case).

    A tagger reads an identifier in pieces where its letters are in lower case ("vin 2t3p1rfv8kw012345", "medicare
    beneficiary identifier: 1eg4-te5-mk73": the keyword rule's "1" and a CRF's "eg4"), leaving the rest in the output.
    An identifier span (SSN, record, plan, account, licence, vehicle, device, biometric or other identifier) is
    extended over the letters and digits glued to it, and the hyphens between them; the spans inside the token are
    taken in. Both languages.
    """
    ordered = sorted(spans, key=span_position)
    out: list[Span] = []
    taken_until = -1
    for span in ordered:
        if span.end <= taken_until:
            continue  # inside an identifier already made whole
        if category_of(span.label) != "ID":
            out.append(span)
            continue
        start, end = span.start, span.end
        while _glued(text, start - 1, -1):
            start -= 1
        while _glued(text, end, 1):
            end += 1
        if (start, end) != (span.start, span.end):
            out = [other for other in out if not (other.start >= start and other.end <= end)]
            span = _corrected(span, "whole-identifiers", start=start, end=end)
            taken_until = end
        out.append(span)
    return sorted(out, key=span_position)


_CLOCK: Final = r"(?:[01]\d|2[0-3])[0-5]\d"
_NOT_A_YEAR: Final = r"(?:0\d|1[0-8]|2[1-3])[0-5]\d"
"""A clock time that no note would write as a year ("0845", "1015", "2230"; not "1930" nor "2015")."""
_CLOCK_TIMES: Final = re.compile(
    rf"""(?<![\w/.:-])(?:
        (?P<first>{_NOT_A_YEAR})[ \t]*(?:-|–|to|until)[ \t]*(?P<second>{_CLOCK})
        | (?P<before>{_CLOCK})[ \t]*(?:-|–|to|until)[ \t]*(?P<after>{_NOT_A_YEAR})
        | (?P<hours>{_CLOCK})(?=[ \t]?(?:hrs?|hours|h|HRS?)\b)
        | (?:(?<=\bat[ \t])|(?<=@)|(?<=@[ \t])|(?<=~)|(?<=\bafter[ \t])|(?<=\bbefore[ \t])|(?<=\buntil[ \t])
          |(?<=\btill[ \t])|(?<=\bby[ \t])|(?<=\baround[ \t])|(?<=\bsince[ \t])|(?<=\bfrom[ \t])
          |(?<=\bapprox[ \t])|(?<=\bapprox\.[ \t])|(?<=\bapproximately[ \t]))
          (?P<cued>{_NOT_A_YEAR})(?![ \t]*[A-Z])
    )(?![\w/.:-]\w)""",
    re.VERBOSE,
)
_CLOCK_GROUPS: Final = ("first", "second", "before", "after", "hours", "cued")
_PLACES_AND_NUMBERS: Final = frozenset({"STREET", "ROOM", "PHONE", "FAX"})
"""Labels whose four digits may stand after "at" or in a range without being a time: a house or room number, a
phone extension. Never dropped as a clock time (a zip code has five digits: four are a time a tagger misread)."""
_TIME_FIELD_BEFORE: Final = re.compile(r"(?i:\btime\b[^:\n]{0,12}:[ \t]*)\Z")
"""A field that names a time ("Time seen: 0215", "Time of arrival: 2340")."""
_HHMM: Final = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")


_CLOCK_REACH: Final = 16
"""How far (in characters) around a span its clock-time context is read: a cue word, or the other side of a range."""


def _is_clock_time(span: Span, text: str) -> bool:
    """Return whether `span` is exactly a four-digit clock time by its context ("at 1015", "0700-1900", "2200 hrs").

    Or the value of a field that names a time ("Time seen: 0215").
    """
    start, end = span.start, span.end
    if end - start != 4 or not text[start:end].isdigit():
        return False
    if _HHMM.fullmatch(text, start, end) and _TIME_FIELD_BEFORE.search(text, max(0, start - 24), start) is not None:
        return True
    return _named_by_context(span, text, _CLOCK_TIMES, _CLOCK_GROUPS, _CLOCK_REACH)


def _in_a_lone_colon_time(span: Span, text: str, dates: Sequence[Span]) -> bool:
    """Return whether a DATE or AGE `span` lies inside a time written with a colon and no numeric date before it.

    "ED triage 02:14": "02" and "14" are no date; a time after a date in digits is the date's ("Finalized: 04/27/2021
    14:45", one DATE in i2b2 style), not after one written with its month's name ("Fri, 26 Jan 2024, 10:15": the
    date ends before the time, as `complete_date_times` cuts it).
    """
    if span.label not in ("DATE", "AGE"):
        return False
    for match in _COLON_TIME.finditer(text, max(0, span.start - 6), min(len(text), span.end + 6)):
        if match.start() <= span.start and span.end <= match.end():
            return not any(
                date.start < match.start()
                and date.end >= match.start() - 3
                and not any(char.isalpha() for char in text[date.start : date.end])
                for date in dates
            )
    return False


_AM_PM_TIME: Final = re.compile(r"(?i:(?:[01]?\d|2[0-3])(?::[0-5]\d)?[ \t]?(?:am|pm|a\.m\.|p\.m\.))")
"""A time of day with its "am" or "pm" ("4am", "after 5pm", "9:47 p.m."): no PHI, though a tagger reads it as a DATE."""


def _is_am_pm_time(span: Span, text: str) -> bool:
    """Return whether a DATE or AGE `span` is exactly a time of day with "am" or "pm" (`_AM_PM_TIME`)."""
    return span.label in ("DATE", "AGE") and _AM_PM_TIME.fullmatch(text, span.start, span.end) is not None


def drop_clock_times(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are only a four-digit clock time, which is no PHI.

    A time reads as one where the note says so: after "at", "@", "after", "until", "since", "from" and their like
    when no year is written that way ("at 1015", "after 0845", "approx 0100"; not "since 2015"), before "hrs" or "h"
    ("2200 hrs"), as a time field's value ("Time seen: 0215"), or in a range of times with one such side
    ("0700-1900", "2300 to 0700"). A span labelled as a place or number a time may be mistaken for
    (`_PLACES_AND_NUMBERS`) stays, and so does anything longer than the four digits. A DATE or AGE span inside a time
    written with a colon goes too, unless a date stands just before the time ("ED triage 02:14": "02" and "14" as
    DATE; not "Finalized: 04/27/2021 14:45"), and so does a time with "am" or "pm" ("around 4am").
    """
    dates = [span for span in spans if span.label == "DATE"]
    return [
        span
        for span in spans
        if span.label in _PLACES_AND_NUMBERS
        or not (_is_clock_time(span, text) or _in_a_lone_colon_time(span, text, dates) or _is_am_pm_time(span, text))
    ]
