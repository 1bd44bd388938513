"""Corrections of places, streets, institutions and web addresses (Lee et al. 2017 §3.3.4, step 2).

From the paper: STATE mentions that are no US state dropped, and a HOSPITAL beside school words made an ORGANIZATION.
Added here: a street that runs on into its town ("... ste 489 in blomkest") or holds a whole address split, the
pieces of one street or institution joined, a name or place that a hospital word ends made a HOSPITAL, an ordinal
before a street type ("5th ave") and a name or place a street type ends made a STREET, a web address widened to its
whole chunk, and "CT" dropped where the words around it name a scan, not Connecticut.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import cache
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.merge.corrections.common import _HOSPITAL_WORDS, _PERSON_LABELS, _corrected, _named_by_context
from phiscrub.resources.dictionaries import in_dictionary
from phiscrub.taggers.rules.locations import ALL_STATE_ABBREVIATIONS, LOWER_STREET_SUFFIX
from phiscrub.tokenize.tokenizer import tokenize


def _normalised_place(name: str) -> str:
    return " ".join(name.split()).casefold()


def _is_us_state(mention: str, states: frozenset[str]) -> bool:
    """Return whether a mention names a US state, periods ignored ("N.Y.", "Wash.")."""
    return any(_normalised_place(form) in states for form in (mention, mention.replace(".", ""), mention.strip(".")))


@cache
def _us_states() -> frozenset[str]:
    from phiscrub.resources.dictionaries import load_dictionary

    entries = load_dictionary("us_states") | load_dictionary("us_state_abbreviations")
    return frozenset(_normalised_place(entry) for entry in entries)


_PLACE_AFTER_STREET: Final = re.compile(r"[ \t]+in\b\s*")
"""Where a street address goes on to its town ("759 reese pike ste 489 in blomkest"): no street has the word "in"."""


def split_street_towns(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return STREET spans that run on into their town split there, English notes only.

    "759 reese pike ste 489 in blomkest" becomes a STREET and a CITY, "in" in neither: no street name holds the word.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        town = _PLACE_AFTER_STREET.search(text, span.start, span.end) if span.label == "STREET" else None
        if town is None or town.start() == span.start:
            out.append(span)
            continue
        out.append(_corrected(span, "street-towns", end=town.start()))
        if town.end() < span.end:  # the town, after "in" and the space that follows it
            out.append(_corrected(span, "street-towns", start=town.end(), label="CITY"))
    return sorted(out, key=span_position)


_ADDRESS_TAIL: Final = re.compile(
    r",[ \t]*(?P<city>[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*){0,3}),?[ \t]+(?P<state>[A-Z]{2})"
    r"(?:,?[ \t]+(?P<zip>\d{5}(?:-\d{4})?))?"
)
_ADDRESS_PARTS: Final = (("city", "CITY"), ("state", "STATE"), ("zip", "ZIP"))


def split_addresses(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return STREET spans that hold a whole address split into STREET, CITY, STATE and ZIP.

    "593 Eddy Street, Providence RI 02903" is one STREET span from a tagger that learned addresses written over
    several fields; the i2b2 guidelines annotate each part. Only where the part before the comma holds a number and
    the two capitals after the town are a US state code. English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        tail = None
        if span.label == "STREET":
            comma = text.find(",", span.start, span.end)
            if comma > span.start and any(char.isdigit() for char in text[span.start : comma]):
                tail = _ADDRESS_TAIL.fullmatch(text, comma, span.end)
        if tail is None or tail.group("state").lower() not in _us_states():
            out.append(span)
            continue
        out.append(_corrected(span, "addresses", end=comma))
        for group, label in _ADDRESS_PARTS:
            if tail.start(group) >= 0:
                out.append(_corrected(span, "addresses", start=tail.start(group), end=tail.end(group), label=label))
    return sorted(out, key=span_position)


_DOSE: Final = re.compile(
    r"(?<![\w.])\d+(?:[.,]\d+)?[ \t]*(?:mg|mcg|µg|ml|mL|mEq|UI|IU|mU)"
    r"(?:/(?:d[lL]|L|m[lL]|min|kg|d[íi]a|day|h))?(?![\w/])"
    r"|(?<![\w])(?:c/|cada[ \t]+)\d{1,2}[ \t]*(?:h|hs|horas)\b|(?<![\w])q[1-9]\d?h\b"
)
"""A drug's dose or its frequency: "500 mg", "20 mEq/L", "c/8h", "cada 12 horas", "q6h"."""
_PLACES_AND_INSTITUTIONS: Final = frozenset(
    {"STREET", "CITY", "STATE", "COUNTRY", "LOCATION-OTHER", "HOSPITAL", "ORGANIZATION"}
)


def drop_places_with_doses(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without places and institutions that hold a drug's dose or frequency.

    A tagger that learned addresses from header fields reads a line's run-on text as the street ("Domicilio: Calle 60
    #512, Mérida. Amoxicilina 500 mg c/8h por 7 días": the prescription became a STREET, "c/" being "calle"); no
    street, town or institution holds "500 mg" or "c/8h". Runs before `join_split_places`, so that the pieces around
    it are not joined through it. Both languages.
    """
    return [
        span
        for span in spans
        if not (span.label in _PLACES_AND_INSTITUTIONS and _DOSE.search(text, span.start, span.end))
    ]


_JOINABLE: Final = frozenset({"STREET", "HOSPITAL", "ORGANIZATION", "DEPARTMENT"})
_JOINABLE_GAP: Final = re.compile(r"[.,]?[ \t]{0,2}|-")
"""What may split one street's or institution's name: a full stop or comma and spaces, or a hyphen a tokeniser cut
at ("Maple Grove Long" + "Term Care Home" of "Maple Grove Long-Term Care Home")."""


def join_split_places(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with two same-type street/institution spans split only by ".", ",", a space or "-" made one.

    The CRFs label one sentence at a time, so an abbreviation's period ("Av. Pedro Rubio, 36", "C/ Sauceda 3. 1A")
    that the sentence splitter takes for a full stop cuts the address in two; on MEDDOCAN dev this was the most
    common STREET error. Only the types in _JOINABLE are joined: two DATEs or NAMEs side by side are often two.
    """
    joined: list[Span] = []
    for span in sorted(spans, key=span_position):
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and span.label == previous.label
            and span.label in _JOINABLE
            and previous.end <= span.start
            and _JOINABLE_GAP.fullmatch(text, previous.end, span.start)
        ):
            score = None if previous.score is None or span.score is None else min(previous.score, span.score)
            joined[-1] = _corrected(previous, "join-split-places", end=span.end, score=score)
        else:
            joined.append(span)
    return joined


_AMPERSAND: Final = re.compile(r"[ \t]?&[ \t]?")
_AMPERSAND_TAIL: Final = re.compile(
    r"[ \t]?&[ \t]?(?:Sons|Son|Daughters|Co|Company|Associates|Partners|Brothers|Bros|Assoc|Friends)\b\.?"
)
"""A firm's tail after its founder's name ("Hartley & Sons", "Baker & Co.")."""
_EMERGENCY_DEPARTMENT: Final = re.compile(r"A[ \t]?&[ \t]?E")
"""Accident and Emergency, a British hospital's emergency department."""
_AMPERSAND_PIECES: Final = frozenset(
    {"CITY", "STATE", "STREET", "LOCATION-OTHER", "HOSPITAL", "ORGANIZATION", "DEPARTMENT", "PATIENT", "DOCTOR"}
)


def join_ampersand_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name read in two pieces around "&" made one organization (a hospital's stays one).

    "Marlow & Sons", "Lone Star Roofing & Siding", "Johnson & Johnson": a CRF reads the words on each side as names
    or places of their own ("Marlow" a city, "Sons" an organization). Two people ("Tom & Jerry") stay two; a person
    or place followed by a firm's tail ("Hartley & Sons") becomes the firm; "A" and "E" of "A&E", the emergency
    department, are dropped.
    """
    if "&" not in text:
        return list(spans)
    joined: list[Span] = []
    for span in sorted(spans, key=span_position):
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and previous.label in _AMPERSAND_PIECES
            and span.label in _AMPERSAND_PIECES
            and not (previous.label in _PERSON_LABELS and span.label in _PERSON_LABELS)
            and previous.end <= span.start
            and _AMPERSAND.fullmatch(text, previous.end, span.start)
        ):
            if _EMERGENCY_DEPARTMENT.fullmatch(text, previous.start, span.end):
                joined.pop()  # "A&E" is a department, not "A" and "E"
                continue
            label = "HOSPITAL" if "HOSPITAL" in (previous.label, span.label) else "ORGANIZATION"
            score = None if previous.score is None or span.score is None else min(previous.score, span.score)
            joined[-1] = _corrected(previous, "ampersand-names", end=span.end, label=label, score=score)
            continue
        joined.append(span)
    return [_with_firm_tail(span, text, joined) for span in joined]


def _with_firm_tail(span: Span, text: str, ordered: Sequence[Span]) -> Span:
    """Return `span` extended over a firm's tail after it ("Hartley" + " & Sons") as an organization, or as it is."""
    if span.label not in _AMPERSAND_PIECES or span.label == "HOSPITAL":
        return span
    tail = _AMPERSAND_TAIL.match(text, span.end)
    if tail is None or any(other.start < tail.end() and span.end < other.end for other in ordered if other != span):
        return span
    return _corrected(span, "ampersand-names", end=tail.end(), label="ORGANIZATION")


_LIVING_KIND: Final = r"(?i:assisted|senior|independent|supportive)"
_LIVING_PLACE: Final = r"(?:[ \t]+(?i:cent(?:er|re)|community|facility|residence))?"
_LIVING_TAIL: Final = re.compile(rf"[ \t]+(?:{_LIVING_KIND}[ \t]+)?(?i:living){_LIVING_PLACE}(?![\w-])")
_LIVING_KIND_AT_END: Final = re.compile(rf"(?<![\w-]){_LIVING_KIND}$")
_CARE_HOME_AT_END: Final = re.compile(rf"(?<![\w-]){_LIVING_KIND}[ \t]+(?i:living){_LIVING_PLACE}$")
_CARE_HOMES: Final = frozenset({"HOSPITAL", "ORGANIZATION", "LOCATION-OTHER", "CITY"})
_PLACES_THAT_ARE_CARE_HOMES: Final = frozenset({"LOCATION-OTHER", "CITY"})


def complete_care_home_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a care home's name made whole ("Sunrise Assisted" + "Living") and typed a HOSPITAL.

    A residence for the elderly is named "<name> Assisted Living" or "<name> Senior Living"; the taggers, which read
    "living" as an ordinary word, leave it (or "Senior Living") out, or read the name as a town. A hospital,
    organization, town or other place span is extended over the words after it when they are "Living", after a kind
    of living that the span ends with or that comes first ("Brookdale" + "Senior Living"), and an optional "Center" or
    "Community"; not where another span starts inside them. A town or other place so named becomes a HOSPITAL, as
    i2b2 types a nursing home. English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    out = []
    for i, span in enumerate(ordered):
        if span.label in _CARE_HOMES:
            following = ordered[i + 1].start if i + 1 < len(ordered) else len(text)
            end, label = _care_home_end(span, text, following), span.label
            if label in _PLACES_THAT_ARE_CARE_HOMES and _CARE_HOME_AT_END.search(text, span.start, end):
                label = "HOSPITAL"
            if (end, label) != (span.end, span.label):
                span = _corrected(span, "care-home-names", end=end, label=label)
        out.append(span)
    return out


def _care_home_end(span: Span, text: str, following: int) -> int:
    """Return where `span` ends with the "Living" of a care home's name after it taken in (its end where none is)."""
    tail = _LIVING_TAIL.match(text, span.end)
    if tail is None or tail.end() > following:
        return span.end
    if tail.group().split()[0].lower() == "living" and not _LIVING_KIND_AT_END.search(text, span.start, span.end):
        return span.end  # "Boise living alone"
    return tail.end()


_STATE_AFTER_CITY: Final = re.compile(
    rf",[ \t]?(?P<state>{ALL_STATE_ABBREVIATIONS})"
    r"(?=\.?[ \t]*(?:\r?\n|\Z)|[ \t]*[,;:)]|[ \t]+\d{5}\b|[ \t]+(?:on|in|at|for|since|until|and|with)\b"
    r"|[ \t]+[–—-][ \t])"
)
"""A state's code in capitals after a town and a comma, where the address or clause ends ("Towson, MD", "Portland, OR
on 3/4", "Augusta, ME 04330", "Dallas, TX – 12/31/2022")."""


_DEGREES_ALSO_STATES: Final = frozenset({"MD", "PA"})
_ZIP_AFTER: Final = re.compile(r"[ \t]+\d{5}\b")


def _a_signature_with_a_degree(city: Span, state: re.Match[str], text: str) -> bool:
    """Return whether "<town>, MD" starting a line without a zip is a signature ("Jesicca Pupa, MD" read as a town)."""
    line_before = text[text.rfind("\n", 0, city.start) + 1 : city.start]
    return (
        state["state"] in _DEGREES_ALSO_STATES
        and not line_before.strip()
        and _ZIP_AFTER.match(text, state.end("state")) is None
    )


def states_after_cities(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with the state's code after a town and a comma added where no span holds it ("Towson, MD").

    The rules read the codes that are also words or clinical terms ("MD", "OR", "ME", "PA") as a state only where an
    address says so; after a CITY span, at the end of the address or clause, the code is the town's state; not a
    degree after a name that starts a line, as a signature does ("Jesicca Pupa, MD" with the name read as a town),
    unless a zip follows. English notes only.
    """
    if lang != "en":
        return list(spans)
    out = list(spans)
    for span in spans:
        found = _STATE_AFTER_CITY.match(text, span.end) if span.label == "CITY" else None
        if found is not None and not _a_signature_with_a_degree(span, found, text):
            state = Span(*found.span("state"), "STATE", source="correct:states-after-cities", score=span.score)
            if not any(state.overlaps(other) for other in out):
                out.append(state)
    return sorted(out, key=span_position)


_HOSPITAL_HEAD: Final = (
    r"(?i:hospital|clinic|infirmary|hospice|(?:medical|health)[ \t]+cent(?:er|re)|health[ \t]+system)"
)
_HOSPITAL_HEAD_AFTER: Final = re.compile(rf"[ \t]+{_HOSPITAL_HEAD}(?![\w-])")
_HOSPITAL_HEAD_AT_END: Final = re.compile(
    r"(?<![\w-])(?:Hospital|Clinic|Infirmary|Hospice|(?:Medical|Health|Care|Surgery|Surgical|Rehab(?:ilitation)?"
    r"|Nursing)[ \t]+Cent(?:er|re)|Health[ \t]+System|Nursing[ \t]+Home|SNF|Family[ \t]+Practice|Urgent[ \t]+Care"
    r"|Medical[ \t]+Group)$"
)
"""A capitalised hospital word ending a name: "Kirkstall Health Centre", "Golden Years SNF" (a skilled nursing
facility); not "the Riverside Park clinic"."""
_HOSPITAL_AT_END: Final = re.compile(r"(?<![\w-])(?:Hospital|Infirmary|Medical[ \t]+Cent(?:er|re))$")
"""The words that end only a hospital's name: an organization so named is one ("Fairfield Memorial Hospital")."""
_NOT_RENAMED: Final = frozenset({"HOSPITAL", "ORGANIZATION", "DEPARTMENT", "STREET"})
"""Labels a hospital word does not change: institutions already, and streets ("Hospital Rd" ends otherwise)."""


def hospitals_by_head_word(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name or place that a hospital word ends, or a person's name it follows, made a HOSPITAL.

    "Kirkstall Health Centre" tagged CITY and "Mercy" tagged as a person in "called Mercy hospital" name a hospital:
    the first is relabelled (the hospital word capitalised: "the Riverside Park clinic" is a clinic at a place), the
    second also takes in the word after it (not after a "Dr", "Dr. Smith clinic", nor where the word after it begins
    another span). An organization becomes a hospital only by the words that end no other name ("Hospital",
    "Infirmary", "Medical Center"): "Walgreens Health Clinic" may be a company's. English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    out = []
    for i, span in enumerate(ordered):
        if span.label == "ORGANIZATION" and _HOSPITAL_AT_END.search(text, span.start, span.end):
            span = _corrected(span, "hospitals-by-head-word", label="HOSPITAL")
        elif span.label not in _NOT_RENAMED:
            if _HOSPITAL_HEAD_AT_END.search(text, span.start, span.end):
                span = _corrected(span, "hospitals-by-head-word", label="HOSPITAL")
            elif span.label in _PERSON_LABELS:
                head = _HOSPITAL_HEAD_AFTER.match(text, span.end)
                following = ordered[i + 1].start if i + 1 < len(ordered) else len(text)
                if head is not None and head.end() <= following and not _after_doctor_title(text, span.start):
                    span = _corrected(span, "hospitals-by-head-word", end=head.end(), label="HOSPITAL")
        out.append(span)
    return out


_DOCTOR_TITLE_BEFORE: Final = re.compile(r"(?i)\b(?:dr|doctor)\.?[ \t]*$")


def _after_doctor_title(text: str, start: int) -> bool:
    return _DOCTOR_TITLE_BEFORE.search(text, max(0, start - 10), start) is not None


_STREET_AFTER_ORDINAL: Final = re.compile(rf"[ \t]+(?i:{LOWER_STREET_SUFFIX}|pkwy|parkway)(?![\w-])\.?")
_ORDINAL: Final = re.compile(r"\d{1,3}(?:st|nd|rd|th)")


def ordinal_streets(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with an ordinal before a street type made a STREET ("on 5th ave", "3rd Street").

    The taggers read "5th" as part of a date; before "Ave", "St", "Road" and their like it names a street. A span
    the street type held (the "ave" of "5th ave" taken for a name) is dropped. English notes only.
    """
    if lang != "en":
        return list(spans)
    out: list[Span] = []
    swallowed_until = -1
    for span in sorted(spans, key=span_position):
        if span.start < swallowed_until:
            continue
        street = _STREET_AFTER_ORDINAL.match(text, span.end) if _ORDINAL.fullmatch(text, span.start, span.end) else None
        if street is not None and span.label != "STREET":
            span = _corrected(span, "ordinal-streets", end=street.end(), label="STREET")
            swallowed_until = street.end()
        out.append(span)
    return out


_STREET_TYPE_AT_END: Final = re.compile(
    r"(?<![\w-])(?:Avenue|Ave|Street|Road|Rd|Boulevard|Blvd|Drive|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy"
    r"|Highway|Hwy|Terrace|Ter|Circle|Cir|Square|Sq|Turnpike|Tpke|Pike|St|Dr)\.?$"
)
_ROAD_ABBREVIATIONS: Final = "Ave|Blvd|Rd|Ln|Pkwy|Hwy|Tpke"
_ROAD_AT_END: Final = re.compile(
    rf"(?<![\w-])(?:Avenue|Boulevard|Road|Drive|Lane|Parkway|Highway|Turnpike|{_ROAD_ABBREVIATIONS})\.?$"
)
"""Street types that end no town's name: "Westminster Ave" taken for a CITY is a street even with no number."""
_ROAD_ABBREVIATION_AT_END: Final = re.compile(rf"(?<![\w-])(?:{_ROAD_ABBREVIATIONS})\.?$")
"""Abbreviated street types that end no one's name: "Sheridan Rd" taken for a PATIENT is a street (not "Lane", a
surname, nor "Dr", a title)."""
_PLACE_LABELS: Final = frozenset({"CITY", "LOCATION-OTHER", "COUNTRY", "ORGANIZATION"})
_HOUSE_NUMBER_BEFORE: Final = re.compile(r"(?<![\w/.,-])\d{1,6}[A-Z]?[ \t]+$")
_STREET_SPAN_LABELS: Final = frozenset(
    {"CITY", "LOCATION-OTHER", "PATIENT", "DOCTOR", "NAME-RELATIVE", "COUNTRY", "ORGANIZATION"}
)


_DIRECTION_AFTER_STREET: Final = re.compile(
    r"\.?[ \t]+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\b\.?(?=[ \t]*(?:[,;:)]|\r?\n|\Z|[a-z\d]))"
)
"""A compass direction after a street's type, as Canadian and American addresses write it ("Queen St W near", "1200
Main St. NW,"); not before a capitalised word, which may go on with it ("Main St East Side")."""


def street_directions(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each street that ends with its type extended over a compass direction after it.

    "Lives on Queen St W near the park": the street rules and the CRFs stop at the type. English notes only; not
    where another span starts in the direction.
    """
    if lang != "en" or not any(span.label == "STREET" for span in spans):
        return list(spans)
    starts = {span.start for span in spans}
    out = []
    for span in spans:
        if span.label == "STREET" and _STREET_TYPE_AT_END.search(text, span.start, span.end):
            direction = _DIRECTION_AFTER_STREET.match(text, span.end)
            if direction is not None and not any(span.end < start < direction.end() for start in starts):
                span = _corrected(span, "street-directions", end=direction.end() - (text[direction.end() - 1] == "."))
        out.append(span)
    return out


def streets_by_type(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name or place that a street type ends, after a house number, made a STREET.

    "81 Highland Ave" tagged as the number (a name, at the recall operating point) and "Highland Ave" as a CITY is
    one STREET, the number's own span taken in. Without a house number before it, a place ending in a type that
    ends no town's name ("Westminster Ave", "Post Road") becomes a STREET, and so does a name ending in an
    abbreviated one ("Sheridan Rd" as a PATIENT); other spans stay as they are: a town ("Willow Street",
    Pennsylvania), a title and a name ("Sam Dr"), a name ending in "Lane". English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    out: list[Span] = []
    for span in ordered:
        ending = _STREET_TYPE_AT_END.search(text, span.start, span.end) if span.label in _STREET_SPAN_LABELS else None
        if ending is None or ending.start() == span.start:
            out.append(span)
            continue
        number = _HOUSE_NUMBER_BEFORE.search(text, max(0, span.start - 12), span.start)
        if number is None:
            road = _ROAD_AT_END if span.label in _PLACE_LABELS else _ROAD_ABBREVIATION_AT_END
            if road.search(text, span.start, span.end):
                span = _corrected(span, "streets-by-type", label="STREET")
            out.append(span)
            continue
        while out and out[-1].start >= number.start() and out[-1].end <= span.start:  # the house number's own span
            out.pop()
        out.append(_corrected(span, "streets-by-type", start=number.start(), label="STREET"))
    return out


_WEB: Final = frozenset({"URL", "EMAIL"})
_CHUNK_LEAD: Final = "(<[\"'"
_CHUNK_TAIL: Final = ".,;:!?)>]\"'"
_CHUNK_STOP: Final = ":="


def _chunk_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Return the whitespace-delimited chunk holding [start, end), without leading brackets or trailing punctuation."""
    left = start
    while left > 0 and not text[left - 1].isspace():
        if text[left - 1] in _CHUNK_STOP and text[left : left + 2] != "//":
            break  # "Correo:ana@x.es" or "email=ana@x.es": the address starts after the colon, unless a scheme's
        left -= 1
    right = end
    while right < len(text) and not text[right].isspace():
        right += 1
    while left < start and text[left] in _CHUNK_LEAD:
        left += 1
    while right > end and text[right - 1] in _CHUNK_TAIL:
        right -= 1
    return left, right


def _web_label(chunk: str, label: str) -> str:
    lower = chunk.lower()
    if "://" in lower or lower.startswith("www."):
        return "URL"
    return "EMAIL" if "@" in chunk else label


def whole_web_addresses(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each URL or e-mail span widened to its whole whitespace-delimited chunk.

    A web address never holds a space, but a token-level tagger may label "https" URL, leave "://" out and label the
    host EMAIL: the address is then replaced in pieces and its punctuation survives. The widened span takes the other
    web spans of the chunk in, and is labelled URL when the chunk has a scheme or starts with "www.".
    """
    out: list[Span] = []
    covered_until = -1
    for span in sorted(spans, key=span_position):
        if span.label not in _WEB:
            out.append(span)
            continue
        if span.end <= covered_until:
            continue  # inside a chunk already widened
        start, end = _chunk_around(text, span.start, span.end)
        if (start, end) == (span.start, span.end):
            out.append(span)
            continue
        label = _web_label(text[start:end], span.label)
        out.append(_corrected(span, "whole-web-addresses", start=start, end=end, label=label))
        covered_until = end
    return sorted(out, key=span_position)


_IPV4: Final = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")


def _web_shape_label(span: Span, text: str) -> str | None:
    """Return the label a web or IP address span keeps by its shape, or None where it has none of an address's."""
    if span.label in _WEB:
        piece = text[span.start : span.end]
        if not any(char.isalpha() for char in piece):
            return "IPADDR" if _IPV4.fullmatch(piece) else None
    elif span.label == "IPADDR" and not any(char in ".:" for char in text[max(0, span.start - 1) : span.end + 1]):
        return None
    return span.label


def web_address_shapes(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without web and IP address spans that have no address's shape ("Trop <0.01" as an EMAIL).

    After `whole_web_addresses` a URL or e-mail span is its whole chunk; one without a letter is no web address: an
    IPv4 address becomes IPADDR ("10.0.0.1" as a URL), anything else (a lab value a tagger's doubt labelled EMAIL) is
    dropped. An IPADDR span with no "." or ":" in it or beside it ("100" of "SpO2 100") is dropped; a piece of an
    address ("192.168.1" + "100") has one beside it and stays.
    """
    out: list[Span] = []
    for span in spans:
        label = _web_shape_label(span, text)
        if label is None:
            continue
        out.append(span if label == span.label else _corrected(span, "web-address-shapes", label=label))
    return out


_IMAGING_WORDS: Final = (
    r"head|chest|abd|abdomen|abdominal|pelvis|a/p|c/a/p|cap|angio|angiogram|angiography|scan|scans|brain|neck|spine"
    r"|c-spine|t-spine|l-spine|sinus|sinuses|face|orbits|guided|venogram|urogram|colonography|enterography|perfusion"
    r"|w/|w/o|with(?:out)?[ \t]+(?:iv[ \t]+)?contrast|contrast|non-contrast|noncontrast|noncon"
    r"|showed|shows|revealed|negative|positive|report"
    r"|results?|findings|images?|imaging|pe|kub|cardiac|coronary|thorax|renal|stone|extremity|lumbar|cervical|thoracic"
)
_IMAGING_CT: Final = re.compile(
    rf"(?i:\b(?:a|an|the|repeat|stat|noncontrast|non-contrast|ordered|order|obtain|obtained|outside|prior|initial"
    rf"|follow-up|f/u|urgent|emergent|get|got|had|underwent|on|by|per)[ \t]+)(?P<before>CTA?)\b"
    rf"|\b(?P<after>CTA?)(?=[ \t]*(?i:{_IMAGING_WORDS})(?![\w-]))"
)
""""CT" (computed tomography) by the words around it: "a CT", "repeat CT", "CT head", "CT showed"; not the state code
of "Hartford, CT" or "lives in CT"."""
_IMAGING_REACH: Final = 24
"""How far (in characters) around "CT" its words are read."""


def drop_imaging_studies(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without "CT" or "CTA" where the words around it name a scan ("CT head", "repeat CT").

    The state code of Connecticut is PHI; the scan, in every other note, is not, and the taggers (or the recall
    operating point) may read it as a place. English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if (
            span.end - span.start <= 3
            and text[span.start : span.end] in ("CT", "CTA")
            and _named_by_context(span, text, _IMAGING_CT, ("before", "after"), _IMAGING_REACH)
        ):
            continue
        out.append(span)
    return out


_CANCER_CA: Final = re.compile(
    r"(?i:\b(?:breast|ovarian|colon|colorectal|rectal|prostate|lung|pancreatic|uterine|endometrial|cervical|skin"
    r"|thyroid|gastric|stomach|bladder|kidney|renal|liver|brain|esophageal|testicular|metastatic|recurrent|squamous"
    r"|basal|invasive|ductal|lobular|h/o|hx))[ \t]+(?P<ca>[Cc][Aa])\b"
)
""""ca" (cancer) after the organ or the kind of a cancer ("breast ca", "h/o prostate ca", "metastatic ca"), not the
state code of "San Diego, CA"."""
_CANCER_REACH: Final = 16
"""How far (in characters) around "ca" its organ or kind is read."""


def drop_cancer_abbreviations(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without "ca" where it abbreviates a cancer after its organ or kind ("breast ca at 44").

    A family history's "ovarian ca" is no California, which the taggers read it as (a state's code in lower case is
    PHI in a message: "san diego, ca"). English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if (
            span.end - span.start == 2
            and text[span.start : span.end].lower() == "ca"
            and _named_by_context(span, text, _CANCER_CA, ("ca",), _CANCER_REACH)
        ):
            continue
        out.append(span)
    return out


def drop_non_us_states(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the STATE mentions that are not US states (names or postal codes).

    Only for English notes: STATE is a US notion in the i2b2 guidelines; other corpora (MEDDOCAN) have no STATE.
    """
    if lang != "en" or not any(span.label == "STATE" for span in spans):
        return list(spans)
    states = _us_states()
    return [span for span in spans if span.label != "STATE" or _is_us_state(text[span.start : span.end], states)]


SCHOOL_WINDOW: Final = 3
"""How many tokens on each side of a HOSPITAL mention are searched for school words (Lee et al.: +/-3)."""
_SCHOOL_WORDS: Final = MappingProxyType(
    {
        "en": frozenset({"study", "studied", "studies", "degree", "senior", "university", "college", "school"}),
        "es": frozenset(
            {"estudia", "estudió", "estudios", "carrera", "grado", "universidad", "colegio", "escuela", "facultad"}
        ),
    }
)

_NOT_SCHOOL_WORDS: Final = _HOSPITAL_WORDS | frozenset({"living"})
"""Words that keep a name holding a school word a HOSPITAL: "University Hospital", "Golden Years Senior Living"."""


def correct_organization_by_school_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each HOSPITAL that has a school word within +/-3 tokens (or names a school) relabelled.

    A mention naming a school itself ("Boston College") counts unless it also has a hospital word ("University
    Hospital") or is a care home's ("Golden Years Senior Living").
    """
    if not any(span.label == "HOSPITAL" for span in spans):
        return list(spans)
    school_words = _SCHOOL_WORDS.get(lang, _SCHOOL_WORDS["en"])
    tokens = tokenize(text)
    ends = [token.end for token in tokens]

    def words(first: int, stop: int) -> list[str]:
        return [token.text(text).casefold() for token in tokens[max(0, first) : stop]]

    corrected = []
    for span in spans:
        if span.label == "HOSPITAL":
            first = bisect_right(ends, span.start)  # the first token ending after the span starts
            last = bisect_left(ends, span.end, lo=first)  # the last token starting before it ends
            if last >= len(tokens) or tokens[last].start >= span.end:
                last -= 1
            if first <= last:
                around = words(first - SCHOOL_WINDOW, first) + words(last + 1, last + 1 + SCHOOL_WINDOW)
                own = set(words(first, last + 1))
                if school_words.intersection(around) or (school_words & own and not _NOT_SCHOOL_WORDS & own):
                    span = _corrected(span, "organization-by-school-words", label="ORGANIZATION")
        corrected.append(span)
    return corrected


_EMPLOYER_NAME: Final = (
    r"(?!(?:Dr|Mr|Mrs|Ms|Miss|Prof|St|I)\b)"
    r"(?P<employer>[A-Z][\w&'’-]*(?:\.(?=\w))?[\w&'’-]*(?:[ \t]+(?:(?:&|of|and)[ \t]+)?[A-Z][\w&'’-]*){0,3})"
)
_EMPLOYER_AFTER: Final = re.compile(r"[ \t]+(?:for|at)[ \t]+(?:the[ \t]+(?=[A-Z]{2,6}\b))?" + _EMPLOYER_NAME)
"""A capitalised name after "for" or "at" ("for Chevron", "at Costco Wholesale", an acronym after "the": "for the
CTA"), no title before a person's name."""
_EMPLOYER_WITH: Final = re.compile(
    r"[ \t]+with[ \t]+(?=[A-Z][a-z]{2,}(?![\w-]*['’]s\b)(?![\w]*-))"
    r"(?!(?:Parkinson|Alzheimer|Crohn|Down|Hodgkin|Graves|Huntington|Lyme|Addison|Cushing|Bell|Asperger|Tourette"
    r"|Raynaud|Sj[öo]gren|M[ée]ni[èe]re|Paget|Wilson|Guillain|Marfan|Ehlers|Covid)\b)" + _EMPLOYER_NAME
)
"""The same after "with", after an occupation a rule found ("a driver with Grab"): a name of lower-case letters, no
hyphen, possessive or eponym of a disease ("a teacher with MS", "a girl with Lennox-Gastaut", "with Parkinson's")."""


_EMPLOYER_WORD: Final = (
    r"(?:(?:Hnos?|C[íi]a|Sdad|Coop|Asoc|Dr|Dra|Sto|Sta|Gral|Ing|Lic|Ltda|Ltd|Inc|Corp|Co|Bros|Mpal|Nac)\."
    r"|[A-ZÁÉÍÓÚÑ][\w&'’-]+)"
)
"""A word of a Spanish employer's name: capitalised, or a known abbreviation with its full stop ("Hnos.", "Cía.")."""
_EMPLEADOR_TRAS_OFICIO: Final = re.compile(
    r"[ \t]+(?:en|para)[ \t]+(?:(?:el|la|los|las)[ \t]+)?"
    r"(?!(?:Urgencias|Planta|UCI|Quir[óo]fano|Consultas|Servicio|Unidad|Atenci[óo]n|Medicina|Cirug[íi]a|Enero|Febrero"
    r"|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|[A-Z][a-záéíóú]+log[íi]a)\b)"
    r"(?P<employer>" + _EMPLOYER_WORD + r"(?:[ \t]+(?:(?:de|del|la|las|los|y|e)[ \t]+)*" + _EMPLOYER_WORD + r"){0,4})"
    r"(?<!\.)"
)
"""The same in Spanish: a capitalised name after "en" or "para" ("fundidor en Acerías Urola", "guardia de seguridad
en el Mall del Sol"), not a ward, a specialty or a month; a word with a full stop inside the name is a known
abbreviation ("Reformas Hnos. Popescu"), as another ends the sentence ("en el Autoservicio Don Pedrito. Padre: ...",
"en el Instituto Superior de Arte. Su padre")."""
_EMPLOYER_AFTER_BY_LANGUAGE: Final = MappingProxyType({"en": _EMPLOYER_AFTER, "es": _EMPLEADOR_TRAS_OFICIO})
_PLACE_LISTS: Final = ("es_towns", "es_cities", "es_countries", "countries", "world_cities", "us_states")


def employers_after_occupations(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with the employer added where a capitalised name follows an occupation with "for" or "at".

    "a petroleum engineer for Chevron", "delivery driver for DoorDash", "cashier at Costco": the rules name an
    employer after "works for", not after the occupation, and a CRF reads a company it never saw as nothing or as
    pieces ("Door" a city + "Dash" a patient), which the employer takes the place of. A span as wide as the name
    ("nurse at Mercy Hospital", "babysitter for Emma") or reaching past it stays as it is. Spanish notes too, after
    "en" or "para" ("se jubiló como fundidor en Acerías Urola"), where a town of the lists is the town rules' ("minero
    en Chuquicamata" stays a place). After an occupation a rule found, "with" too ("works as a driver with Grab").
    """
    employer_after = _EMPLOYER_AFTER_BY_LANGUAGE.get(lang)
    if employer_after is None or not any(span.label == "PROFESSION" for span in spans):
        return list(spans)
    out = list(spans)
    for span in spans:
        found = employer_after.match(text, span.end) if span.label == "PROFESSION" else None
        if found is None and lang == "en" and span.label == "PROFESSION" and span.source.startswith("rules:"):
            found = _EMPLOYER_WITH.match(text, span.end)
        if found is None or (lang == "es" and _is_a_listed_place(found["employer"])):
            continue
        employer = Span(
            *found.span("employer"), "ORGANIZATION", source="correct:employers-after-occupations", score=span.score
        )
        pieces = [other for other in out if other.overlaps(employer)]
        if not any(_not_a_piece_of(other, employer) for other in pieces):
            out = [other for other in out if other not in pieces]
            out.append(employer)
    return sorted(out, key=span_position)


_NO_COMPLEMENTO: Final = (
    r"(?:su|sus|mi|mis|tu|tus|nuestr[oa]s?|est[aeo]s?|es[aeo]s?|aquel(?:la|los|las)?|una?|unos|unas|baja|paro"
    r"|vacaciones|verano|invierno|primavera|oto[ñn]o|profesi[óo]n|oficio|momento|actualidad|joven|noche|d[íi]a|tarde"
    r"|ma[ñn]ana|madrugada|fin|semana|hace|forma|manera|edad|a[ñn]os?|meses|jubilad[oa]|retirad[oa]|casa|origen"
    r"|nacionalidad|acuerdo|cuenta|turno|activ[oa]|[áa]rea|planta|servicio|consultas?|urgencias"
    r"|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)"
)
"""Words after "de" or "en" that end an occupation: a possessive, a time, a state, a ward ("profesora de baja",
"militar en activo", "profesional de enfermería en área de hospitalización")."""
_COMPLEMENT_NOUN: Final = "(?!" + _NO_COMPLEMENTO + r"\b)[a-záéíóúñü]{3,}"
_COMPLEMENTO_DE_OFICIO: Final = re.compile(
    r"(?:[ \t]+(?:(?:de|del)[ \t]+(?:(?:la|el|los|las)[ \t]+)?|en[ \t]+)"
    + _COMPLEMENT_NOUN
    + r"(?:[ \t]+(?:de|del)[ \t]+(?:(?:la|el|los|las)[ \t]+)?"
    + _COMPLEMENT_NOUN
    + r"){0,2}"
    r"|[ \t]+(?:ambulante|minorista|mayorista|forestal|agr[íi]cola|industrial|aut[óo]nom[oa]|municipal|portuari[oa])"
    r")(?![\w-])"
)
"""What an occupation's name goes on with in Spanish, as MEDDOCAN marks it ("jugador de fútbol", "monitora de
deporte", "trabajador en canteras"): a complement in lower case after "de", "del" or "en" (up to three nouns; after
"en" no article, which names a workplace: "camarera en el bar Los Arcos"), or an adjective of a trade ("vendedora
ambulante", "trabajador forestal")."""


def occupation_complements(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each Spanish occupation extended over its complement ("profesora" + " de danza").

    The rules and the CRF stop at the occupation's head ("obrero" of "obrero de frigorífico", "operario de cadena" of
    "operario de cadena de montaje"), leaving a piece of it; not over a time, a place of one's own or a state ("de
    noche", "en su pueblo", "de baja"), nor where another span starts in the complement. Spanish notes only.
    """
    if lang != "es" or not any(span.label == "PROFESSION" for span in spans):
        return list(spans)
    starts = {span.start for span in spans}
    out = []
    for span in spans:
        end = span.end
        for _ in range(2 if span.label == "PROFESSION" else 0):  # an adjective, then a complement
            found = _COMPLEMENTO_DE_OFICIO.match(text, end)
            if found is None or any(end < start < found.end() for start in starts):
                break
            end = found.end()
        out.append(span if end == span.end else _corrected(span, "occupation-complements", end=end))
    return out


def _is_a_listed_place(name: str) -> bool:
    """Return whether `name` is a town, city, state or country of the packaged lists ("Balaguer", "Lima")."""
    return any(in_dictionary(name, place) for place in _PLACE_LISTS)


def _not_a_piece_of(other: Span, employer: Span) -> bool:
    """Return whether `other` reaches outside `employer` or is as wide (a name or hospital read whole stays)."""
    return (
        other.start < employer.start
        or other.end > employer.end
        or (other.start, other.end) == (employer.start, employer.end)
    )
