"""Error correction: fixes for the mistakes machine-learned taggers commonly make (Lee et al. 2017 §3.3.4, step 2).

From the paper: FAX numbers misread as PHONE are relabelled by their context, STATE mentions missing from the US state
dictionary are removed, and HOSPITAL mentions beside school words (+/-3 tokens) become ORGANIZATION. Added here, from
the same kinds of error: the converse PHONE cue for a FAX, a school name labelled HOSPITAL, stray punctuation or
space at a span's edges (token-level taggers glue a "," or ":" to a mention, which costs a strict match), a
clinician's degrees ("Peter Huang MD", "Sarah Lee, NP"): cut off a name span, and the name made DOCTOR, a section
header glued to a mention by a lost line break ("Donna WhiteMSE:") and the name of the next field of a header laid
out in columns ("Craig Hospital   Dept:"): cut off; "Retired" or "former" before an occupation: cut off; a street
that runs on into its town ("... ste 489 in blomkest"): split into STREET and CITY; a span inside a medical term
named after people ("Jackson-Pratt drain", "Glasgow Coma Scale"): dropped; an identifier written as a phone number
after a phone word ("phone 8605244129"): PHONE; a four-digit AGE: a DATE if a year, dropped if a clock time ("0845");
an address in one STREET span ("593 Eddy Street, Providence RI 02903"): split into STREET, CITY, STATE and ZIP;
titles at the start of a person span ("SW Ms. Okafor"): cut off; a name that runs on into its practice ("Lena
Oyelaran, Brookside Clinic"): split into the name and a HOSPITAL; a lower-case word at the end of a capitalised name
("Thomas ambulated"): cut off; a span that is only a clock time by its context ("at 1015", "0700-1900", "2200
hrs"): dropped; "CT" named as a scan by the words around it ("repeat CT", "CT head"): dropped; a name or place that
a hospital word ends ("Kirkstall Health Centre" as a CITY) or a person's name it follows ("called Mercy hospital"):
HOSPITAL; a name cut at its "'s" ("St. Mary" + "s"): joined; an ordinal before a street type ("5th ave"): STREET;
a name or place that a street type ends, after a house number ("81" + "Highland Ave" as a CITY): one STREET.

Each correction is a pure function `(spans, text, lang) -> spans`, registered by name in CORRECTIONS; a relabelled or
trimmed span keeps its score, and its source records the correction ("crf:quantitative+correct:fax-by-context").
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.errors import UnknownComponentError
from phiscrub.labels import category_of
from phiscrub.taggers.rules.locations import LOWER_STREET_SUFFIX
from phiscrub.tokenize.sections import SECTION_LANGUAGES, normalise_header, section_headers
from phiscrub.tokenize.tokenizer import tokenize

Correction = Callable[[Sequence[Span], str, str], list[Span]]
"""A correction: (spans, note text, language) -> corrected spans."""

CONTEXT_CHARS: Final = 24
"""How far back (in characters, within the line) a FAX or PHONE cue may stand before the number."""

SCHOOL_WINDOW: Final = 3
"""How many tokens on each side of a HOSPITAL mention are searched for school words (Lee et al.: +/-3)."""

_FAX_CUE: Final = re.compile(r"(?i)(?:\b(?:fax|facsimile|telefax)\b|\bf\s*[:#])")
_PHONE_CUE: Final = re.compile(
    r"(?i)\b(?:tel|tfno|telf|phone|ph|telephone|tel[eé]fono|m[oó]vil|cell|mobile|pager|beeper|call)\b"
)
_SCHOOL_WORDS: Final = MappingProxyType(
    {
        "en": frozenset({"study", "studied", "studies", "degree", "senior", "university", "college", "school"}),
        "es": frozenset(
            {"estudia", "estudió", "estudios", "carrera", "grado", "universidad", "colegio", "escuela", "facultad"}
        ),
    }
)
_HOSPITAL_WORDS: Final = frozenset(
    {"hospital", "clinic", "medical", "health", "healthcare", "center", "centre", "hospitalario", "clínica", "salud"}
)
_NUMBER_CATEGORIES: Final = frozenset({"CONTACT", "ID"})
"""Categories of the spans whose own cue a later number's context must not take."""
_EDGE_JUNK: Final = " \t\r\n,;:!?\"'`|"


def _corrected(span: Span, name: str, **changes: object) -> Span:
    """Return `span` with `changes` applied and the correction recorded in its source."""
    return replace(span, source=f"{span.source}+correct:{name}", **changes)  # type: ignore[arg-type]


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


def correct_phone_by_context(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each FAX whose preceding context names a phone and no fax relabelled PHONE."""
    return [
        _corrected(span, "phone-by-context", label="PHONE")
        if span.label == "FAX" and _phone_named_before(spans, span, text)
        else span
        for span in spans
    ]


def _normalised_place(name: str) -> str:
    return " ".join(name.split()).casefold()


def _is_us_state(mention: str, states: frozenset[str]) -> bool:
    """Return whether a mention names a US state, periods ignored ("N.Y.", "Wash.")."""
    return any(_normalised_place(form) in states for form in (mention, mention.replace(".", ""), mention.strip(".")))


def _us_states() -> frozenset[str]:
    from phiscrub.resources.dictionaries import load_dictionary

    entries = load_dictionary("us_states") | load_dictionary("us_state_abbreviations")
    return frozenset(_normalised_place(entry) for entry in entries)


def drop_non_us_states(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the STATE mentions that are not US states (names or postal codes).

    Only for English notes: STATE is a US notion in the i2b2 guidelines; other corpora (MEDDOCAN) have no STATE.
    """
    if lang != "en" or not any(span.label == "STATE" for span in spans):
        return list(spans)
    states = _us_states()
    return [span for span in spans if span.label != "STATE" or _is_us_state(text[span.start : span.end], states)]


def correct_organization_by_school_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with each HOSPITAL that has a school word within +/-3 tokens (or names a school) relabelled.

    A mention naming a school itself ("Boston College") counts unless it also has a hospital word ("University
    Hospital").
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
                if school_words.intersection(around) or (school_words & own and not _HOSPITAL_WORDS & own):
                    span = _corrected(span, "organization-by-school-words", label="ORGANIZATION")
        corrected.append(span)
    return corrected


def _trimmed(span: Span, text: str) -> Span | None:
    """Return `span` without junk at its edges (None when nothing is left); brackets are trimmed only unbalanced."""
    start, end = span.start, span.end
    while start < end and (text[start] in _EDGE_JUNK or (text[start] == ")" and "(" not in text[start:end])):
        start += 1
    while end > start and (text[end - 1] in _EDGE_JUNK or (text[end - 1] == "(" and ")" not in text[start:end])):
        end -= 1
    while end > start and text[end - 1] == ")" and text[start:end].count("(") < text[start:end].count(")"):
        end -= 1
    while start < end and text[start] == "(" and text[start:end].count(")") < text[start:end].count("("):
        start += 1
    if start >= end:
        return None
    if (start, end) == (span.start, span.end):
        return span
    return _corrected(span, "trim-edges", start=start, end=end)


_EDGE_FUNCTION_WORDS: Final = frozenset(
    {"a", "an", "the", "and", "or", "but", "nor", "of", "at", "on", "in", "to", "for", "with", "by", "from"}
)
"""English function words that neither start nor end PHI as the i2b2 guidelines draw it ("on 3/4", "at St. Mary's",
"555-0100 or"), in lower case."""
_JOINING_WORDS: Final = frozenset({"of", "the", "for", "and", "at", "on"})
"""Of those, the ones that join two parts of one name ("Hospital of" + "Cook County", "3rd of" + "May 1948"): kept
where the span on their other side is of the same category."""
_LEADING_WORD: Final = re.compile(r"([a-z]+)[ \t]+(?=\S)")
_TRAILING_WORD: Final = re.compile(r"(?<=\S)[ \t]+([a-z]+)\Z")


_CAPITALISED_BEFORE: Final = re.compile(r"[A-Z][\w'.&-]*[ \t]+\Z")
_CAPITALISED_AFTER: Final = re.compile(r"[ \t]+[A-Z]")


def _joins_beside(label: str, text: str, spans: Sequence[Span], offset: int, *, after: bool) -> bool:
    """Return whether a word of a `label` span ending (`after`) or starting at `offset` joins what lies beside it.

    It does when a capitalised word or a span of the same category lies beside it, with only spaces and tabs between
    ("Hospital of" + "Cook County", "Our Lady" + "of the Lake").
    """
    if after and _CAPITALISED_AFTER.match(text, offset):
        return True
    if not after and _CAPITALISED_BEFORE.search(text, max(0, offset - 40), offset):
        return True
    category = category_of(label)
    for other in spans:
        if category_of(other.label) != category:
            continue
        if after and other.start >= offset and not text[offset : other.start].strip(" \t"):
            return True
        if not after and other.end <= offset and not text[other.end : offset].strip(" \t"):
            return True
    return False


def _function_word_edges(span: Span, text: str, spans: Sequence[Span]) -> tuple[int, int]:
    """Return `span`'s offsets without the function words at its edges (start == end: nothing else was in it)."""
    start, end = span.start, span.end
    while (lead := _LEADING_WORD.match(text, start, end)) is not None and lead.group(1) in _EDGE_FUNCTION_WORDS:
        word = lead.group(1)
        if word == "the" and span.label == "LOCATION-OTHER":
            break  # "the Golden Gate Bridge": the i2b2 guidelines keep it
        if word in _JOINING_WORDS and _joins_beside(span.label, text, spans, start, after=False):
            break
        start = lead.end()
    while (trail := _TRAILING_WORD.search(text, start, end)) is not None and trail.group(1) in _EDGE_FUNCTION_WORDS:
        if trail.group(1) in _JOINING_WORDS and _joins_beside(span.label, text, spans, end, after=True):
            break
        end = trail.start()
    piece = text[start:end]
    if piece in _EDGE_FUNCTION_WORDS and not (
        piece in _JOINING_WORDS
        and (
            _joins_beside(span.label, text, spans, start, after=False)
            and _joins_beside(span.label, text, spans, end, after=True)
        )
    ):
        return start, start
    return start, end


def trim_function_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the English function words at their edges, and without those that are one.

    A tagger at a recall operating point takes in the word beside a number or name ("596-626-0219 or",
    "at St. Christopher's Hospital", "Liiptor for") or tags one alone ("a", "at"). Such a word in lower case is cut
    off a span's edge unless it joins the span to a capitalised word or another span of its category beside it
    ("Hospital of" + "Cook County"), and a span that is nothing else is dropped unless it joins on both sides; a state
    ("in", "or" as written) and the "the" of a LOCATION-OTHER stay.
    English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if span.label == "STATE":
            out.append(span)
            continue
        start, end = _function_word_edges(span, text, spans)
        if start >= end:
            continue
        changed = (start, end) != (span.start, span.end)
        out.append(_corrected(span, "function-words", start=start, end=end) if changed else span)
    return out


_CREDENTIALS: Final = (
    "M.D.", "MD", "D.O.", "DO", "Ph.D.", "PhD", "PharmD", "Psy.D.", "PsyD", "R.N.", "RN", "N.P.", "NP", "NP-C",
    "PA-C", "APRN", "FNP", "FNP-C", "FNP-BC", "ANP", "ACNP", "CNP", "DNP", "CNM", "CRNA", "LPN", "BSN", "MSN",
    "LCSW", "LICSW", "MSW", "DDS", "DMD", "DPM", "DPT", "MBBS", "MBChB", "MPH", "FACC", "FACP", "FACS", "FAAP",
    "FAAFP", "FACEP", "FACOG", "FCCP", "FAHA", "FASN", "FACG", "FAAN", "FRCP", "FRCPC", "FRCS", "MRCP", "CCRN", "CNS",
    "RRT", "LMFT", "LPC", "LMHC", "BCBA", "RPh",
)  # fmt: skip
"""Degrees and licences written after a clinician's name ("Peter Huang, MD"), as written (case matters: "Do" and
"do" are words). No state code that is also a degree ("PA", "MS"): after a place it is PHI."""
_CREDENTIAL: Final = "(?:" + "|".join(re.escape(form) for form in sorted(_CREDENTIALS, key=len, reverse=True)) + ")"
_CREDENTIAL_END: Final = r"(?![\w-]|\.\w)"  # not "D.O.B." nor "MDs"; "DO" only before a line end or punctuation
_CREDENTIALS_AFTER: Final = re.compile(
    rf"(?:[ \t]*,[ \t]*|[ \t]+)(?!DO\b(?![ \t]*(?:[,;.)]|$)))({_CREDENTIAL}){_CREDENTIAL_END}"
    rf"|[ \t]*\([ \t]*({_CREDENTIAL})[ \t]*\)",
    re.MULTILINE,
)
_PROVIDER_CREDENTIAL: Final = (
    "(?:"
    + "|".join(
        re.escape(form) for form in sorted(set(_CREDENTIALS) - {"M.D.", "MD", "D.O.", "DO"}, key=len, reverse=True)
    )
    + ")"
)
_PROVIDER_CREDENTIALS_AT_END: Final = re.compile(rf"(?:[ \t]+{_PROVIDER_CREDENTIAL}{_CREDENTIAL_END})+$")
_PLACE_LABELS_OF_NAMES: Final = frozenset({"HOSPITAL", "ORGANIZATION", "CITY", "LOCATION-OTHER"})
"""Labels a clinician's name with a nurse's or other provider's degree after it ("Amanda Kessler NP") is taken for;
not "MD" or "DO", state codes after a town ("Frederick MD")."""
_CREDENTIALS_AT_END: Final = re.compile(rf"(?:(?:[ \t]*,[ \t]*|[ \t]+){_CREDENTIAL}{_CREDENTIAL_END})+$")
_ONLY_CREDENTIALS: Final = re.compile(rf"{_CREDENTIAL}(?:(?:[ \t]*,[ \t]*|[ \t]+){_CREDENTIAL})*{_CREDENTIAL_END}")
_PERSON_LABELS: Final = frozenset({"PATIENT", "DOCTOR", "NAME-RELATIVE"})
_NAME_JOINT: Final = re.compile(r"[ \t]*,?[ \t]*")
_DEGREES_JOINT: Final = re.compile(rf"(?:[ \t]*,?[ \t]*{_CREDENTIAL}{_CREDENTIAL_END})*[ \t]*,?[ \t]*")
"""What may part a name from a later degree: a comma or spaces, and the degrees before it ("Deshpande, MD, FAAP")."""


def _without_credentials(span: Span, text: str, degrees: re.Pattern[str] = _CREDENTIALS_AT_END) -> Span:
    """Return a person span without the degrees at its end ("Peter MD" -> "Peter")."""
    tail = degrees.search(text, span.start, span.end)
    if tail is None or tail.start() == span.start or tail.end() != span.end:
        return span
    return _corrected(span, "clinician-credentials", end=tail.start())


_ZIP_AFTER: Final = re.compile(r"[ \t]*,?[ \t]*\d{5}\b")


def _degrees_of(span: Span, previous: Span | None, text: str) -> bool:
    """Return whether a span is only the degrees of the person span just before it ("Smith, M.D.").

    Of any label: "MD" after a name is a degree, though the taggers may read Maryland ("Priya Raman, MD, PhD"),
    unless a zip code follows (an address). A span that is the start of a degree counts ("Pharm" of "PharmD").
    """
    word_end = span.end  # the whole word: the tokenizer cuts "PharmD" in two, and a tagger may take "Pharm" alone
    while word_end < len(text) and text[word_end].isalnum():
        word_end += 1
    return (
        previous is not None
        and previous.label in _PERSON_LABELS
        and _ONLY_CREDENTIALS.fullmatch(text, span.start, word_end) is not None
        and _DEGREES_JOINT.fullmatch(text, previous.end, span.start) is not None
        and _ZIP_AFTER.match(text, span.end) is None
    )


def correct_clinician_credentials(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person's degrees ("MD", "RN", "PA-C") cut off, and a name they follow made DOCTOR.

    A degree after a name marks a clinician (DOCTOR in the i2b2 guidelines: physicians, nurses and other providers)
    and is no part of the name. In "Huang, Peter MD" the surname before the comma is the same clinician. A span of
    any label that is only the degrees of the name before it is dropped ("Raman, MD" read as Maryland); one on its
    own stays ("-M.D." may be initials). Degrees in brackets count ("Kessler, Amanda (NP)"), and a name taken for a
    place or institution with a provider's degree after it ("Amanda Kessler NP" as a HOSPITAL) is a DOCTOR too.
    English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered: list[Span] = []
    for span in sorted(spans, key=span_position):
        if _degrees_of(span, ordered[-1] if ordered else None, text):
            continue
        if span.label in _PERSON_LABELS:
            span = _without_credentials(span, text)
        elif span.label in _PLACE_LABELS_OF_NAMES:
            trimmed = _without_credentials(span, text, _PROVIDER_CREDENTIALS_AT_END)
            span = span if trimmed is span else _relabelled_doctor(trimmed)
        ordered.append(span)
    clinician = [False] * len(ordered)
    for i in range(len(ordered) - 1, -1, -1):
        span = ordered[i]
        if span.label not in _PERSON_LABELS:
            continue
        degrees = _CREDENTIALS_AFTER.match(text, span.end)
        if degrees is not None and _ZIP_AFTER.match(text, degrees.end()) is None:
            clinician[i] = True
        elif i + 1 < len(ordered) and clinician[i + 1]:
            gap = _NAME_JOINT.fullmatch(text, span.end, ordered[i + 1].start)
            clinician[i] = gap is not None and "," in gap.group()
    return [
        _relabelled_doctor(span) if is_clinician and span.label != "DOCTOR" else span
        for span, is_clinician in zip(ordered, clinician, strict=True)
    ]


def _relabelled_doctor(span: Span) -> Span:
    if span.source.endswith("+correct:clinician-credentials"):  # trimmed already: the source says so once
        return replace(span, label="DOCTOR")
    return _corrected(span, "clinician-credentials", label="DOCTOR")


_LEADING_TITLES: Final = re.compile(
    r"(?:[A-Z]{2,4}[ \t]+)?(?:(?i:dr|drs|doctor|mr|mrs|ms|miss|mx|prof)(?:\.[ \t]*|[ \t]+))+(?=[^\W\d_])"
)
"""Titles at the start of a person span, with a role in capitals before them ("Dr. ", "SW Ms. ")."""


def trim_person_titles(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with titles cut off the start of person spans ("Dr. Pope" -> "Pope", "SW Ms. Okafor").

    The i2b2 guidelines leave a title out of a name; the name after "Dr." is then made DOCTOR by type
    reconciliation, which reads the title before it. English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if span.label in _PERSON_LABELS:
            lead = _LEADING_TITLES.match(text, span.start, span.end)
            if lead is not None and lead.end() < span.end:
                span = _corrected(span, "person-titles", start=lead.end())
        out.append(span)
    return out


_LAST_WORD: Final = re.compile(r"[ \t]+([a-z]{3,})$")
_VERB_ENDING: Final = re.compile(r"[a-z]{3,}(?:ed|ing)")


def _is_no_name(word: str) -> bool:
    """Return whether a lower-case word is in neither name list and is an English word or reads as a verb form.

    "ambulated", "paged", "phone", "called": cut off a name; "scott", "trump", "minogue" (informal writing leaves
    surnames in lower case), "van", "renallo": kept.
    """
    from phiscrub.resources.dictionaries import load_dictionary

    if word in load_dictionary("first_names") or word in load_dictionary("last_names"):
        return False
    return word in load_dictionary("common_words") or _VERB_ENDING.fullmatch(word) is not None


_INITIAL: Final = re.compile(r"[A-Z]\.?")


def _runs_on(span: Span, text: str) -> int | None:
    """Return where a capitalised person span's name ends before a lower-case word that is no part of it, or None."""
    if not text[span.start].isupper():
        return None  # a name in lower case: the word after it may be its surname ("james baker")
    last = _LAST_WORD.search(text, span.start, span.end)
    if last is None or not _is_no_name(last.group(1)):
        return None
    end = last.start()
    while end > span.start and text[end - 1] in _EDGE_JUNK:
        end -= 1
    if end <= span.start or _INITIAL.fullmatch(text, span.start, end):
        return None  # nothing, or only an initial, before it ("E. coli"): not a name that ran on
    return end


def trim_trailing_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a lower-case word cut off the end of a capitalised person span ("Thomas ambulated").

    A tagger that reads a name may run on into the verb after it ("Dr. Sutherland-Mbeki paged", "Thomas ambulated
    to the bathroom"). After a capitalised name, a last word of three letters or more in lower case that is in
    neither name list and is an English word or a verb form ("-ed", "-ing") is cut off; a surname left in lower case
    stays ("Travis scott", "Kylie minogue"), and so do initials ("Doris d.") and names in lower case. English notes
    only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        end = _runs_on(span, text) if span.label in _PERSON_LABELS else None
        if end is not None:
            span = _corrected(span, "trailing-words", end=end)
        out.append(span)
    return out


_INSTITUTION_AFTER_NAME: Final = re.compile(r"[ \t]*,[ \t]*(?=[A-Z])")


def _institution_start(span: Span, text: str) -> tuple[int, int] | None:
    """Return where the comma before an institution ends a person span ("Lena Oyelaran, Brookside Clinic"), or None."""
    for comma in _INSTITUTION_AFTER_NAME.finditer(text, span.start, span.end):
        tail = text[comma.end() : span.end]
        if comma.start() > span.start and _HOSPITAL_WORDS & {word.lower() for word in tail.split()}:
            return comma.start(), comma.end()
    return None


def split_person_institutions(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person span that runs on into an institution split in two: the name and a HOSPITAL.

    "cc: Dr. Lena Oyelaran, Brookside Clinic" is one person span from a tagger that reads the signature line as one
    name; the part after the comma names a hospital word ("Clinic", "Health", "Medical") and is the practice.
    """
    out = []
    for span in spans:
        cut = _institution_start(span, text) if span.label in _PERSON_LABELS else None
        if cut is None:
            out.append(span)
            continue
        out.append(_corrected(span, "person-institutions", end=cut[0]))
        out.append(_corrected(span, "person-institutions", start=cut[1], label="HOSPITAL"))
    return out


_HEADER_WORDS: Final = re.compile(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,7}")


def _glued_seams(text: str, span: Span) -> Iterator[int]:
    """Yield where a capital follows a lower-case letter inside `span` ("WhiteMSE"; never in a word in capitals)."""
    for offset in range(span.start + 1, span.end):
        if text[offset].isupper() and text[offset - 1].islower():
            yield offset


def _glued_header_at(text: str, offset: int, headers: Mapping[str, str]) -> bool:
    """Return whether a known section header starts at `offset` (its first words, up to a colon or line end)."""
    words = _HEADER_WORDS.match(text, offset)
    if words is None:
        return False
    found = words.group().split()
    return any(normalise_header(" ".join(found[:n])) in headers for n in range(len(found), 0, -1))


def trim_glued_headers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a section header glued to their end cut off ("Donna WhiteMSE: ..." -> "Donna White").

    A note whose line breaks were lost in extraction glues a header to the last word of the line before; the
    taggers then take the header into the mention. Only a header the language's dictionary knows, starting at a
    capital right after a lower-case letter inside the span, is cut.
    """
    if lang not in SECTION_LANGUAGES:
        return list(spans)
    headers = section_headers(lang)
    out = []
    for span in spans:
        for seam in _glued_seams(text, span):
            if _glued_header_at(text, seam, headers):
                span = _corrected(span, "glued-headers", end=seam)
                break
        out.append(span)
    return out


_COLUMN_GAP: Final = re.compile(r"[ \t]*\t[ \t]*| {2,}")
_LABEL_COLON: Final = re.compile(r"[ \t]*:")
_LABEL_WORDS_COLON: Final = re.compile(r"(?:[ \t]+(?:[A-Za-z][A-Za-z.#]*|#)){1,3}[ \t]*:")


def _next_field_label_at(text: str, start: int, end: int) -> bool:
    """Return whether the span's text from `start` (after a wide gap) to `end` begins the next field's name.

    It does when a colon follows at once, or when it is capitalised and up to three more words and a colon follow
    ("Unit" in "...      Unit No:" or "Unit #:"; not "años" in "64  años Sexo:").
    """
    return _LABEL_COLON.match(text, end) is not None or (
        text[start].isupper() and _LABEL_WORDS_COLON.match(text, end) is not None
    )


def trim_next_field_labels(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the name of the next field on their line ("Craig Hospital   Dept:" -> "Craig Hospital").

    In a header laid out in columns, a mention runs into the next field's name when only a wide gap (a tab, or two
    spaces or more) parts them; a span whose text after such a gap is followed by a colon, or by up to three more
    words of the field's name and a colon ("Beauchamp, Theodore R.      Unit No:"), is cut at the gap.
    """
    out = []
    for span in spans:
        gaps = list(_COLUMN_GAP.finditer(text, span.start, span.end))
        if gaps and gaps[-1].start() > span.start and _next_field_label_at(text, gaps[-1].end(), span.end):
            span = _corrected(span, "next-field-labels", end=gaps[-1].start())
        out.append(span)
    return out


_WORK_STATUS: Final = re.compile(r"(?i)(?:(?:semi-?)?retired|former|ex-?|unemployed)[ \t]+(?=[^\W\d_])")
"""A word for someone's standing in work before an occupation ("Retired accountant"): no part of the PROFESSION."""
_PLACE_AFTER_STREET: Final = re.compile(r"[ \t]+in\b\s*")
"""Where a street address goes on to its town ("759 reese pike ste 489 in blomkest"): no street has the word "in"."""


def trim_work_status(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with "retired", "former" and their like cut off the front of an occupation (English notes).

    The i2b2 guidelines annotate the occupation; the word before it says whether it is still held.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        status = _WORK_STATUS.match(text, span.start, span.end) if span.label == "PROFESSION" else None
        if status is not None and status.end() < span.end:
            span = _corrected(span, "work-status", start=status.end())
        out.append(span)
    return out


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


_MEDICAL_EPONYMS: Final = re.compile(
    r"\b(?:"
    r"Jackson-Pratt|Swan-Ganz|Guillain-Barr[eé]|Wolff-Parkinson-White|Stevens-Johnson|Mallory-Weiss|"
    r"Cheyne-Stokes|Roux-en-Y|Epstein-Barr|Creutzfeldt-Jakob|Charcot-Marie-Tooth|Osgood-Schlatter|"
    r"Glasgow[ \t]+Coma[ \t]+Scale|Richmond[ \t]+Agitation-Sedation[ \t]+Scale|Apgar[ \t]+scores?|"
    r"Foley[ \t]+catheters?|"
    r"(?:Graves|Crohn|Parkinson|Alzheimer|Hodgkin|Cushing|Addison|Hashimoto|Huntington|Bell|Raynaud|"
    r"Barrett|Meniere|Tourette|Asperger|Kaposi|Lou[ \t]+Gehrig)['’]?s?[ \t]+"
    r"(?:disease|syndrome|palsy|lymphoma|sarcoma|esophagus|thyroiditis|phenomenon|triad|sign|disorder)s?"
    r")\b",
    re.IGNORECASE,
)
"""Medical terms named after people ("Jackson-Pratt drain", "Glasgow Coma Scale", "Graves' disease"): no one's name
in a note. Hyphenated pairs only as written with the hyphen ("Jackson Pratt" may be a person)."""


_EPONYM_TERM_WORDS: Final = frozenset(word.lower() for word in re.findall(r"[A-Za-z]{3,}", _MEDICAL_EPONYMS.pattern))
"""The words of the medical terms: only a span holding one can lie inside a term, and only around such a span is the
text searched (a case-insensitive scan of a whole note is slow)."""
_WORD_BREAKS: Final = str.maketrans("-'’.,", "     ")
_EPONYM_REACH: Final = 48
"""How far before and after a span a term around it may reach, in characters."""


def _inside_medical_term(span: Span, text: str) -> bool:
    words = text[span.start : span.end].lower().translate(_WORD_BREAKS).split()
    if _EPONYM_TERM_WORDS.isdisjoint(words):
        return False
    low, high = max(0, span.start - _EPONYM_REACH), min(len(text), span.end + _EPONYM_REACH)
    return any(
        match.start() <= span.start and span.end <= match.end() for match in _MEDICAL_EPONYMS.finditer(text, low, high)
    )


def drop_medical_eponyms(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those lying wholly inside a medical term named after people (English notes)."""
    if lang != "en":
        return list(spans)
    return [span for span in spans if not _inside_medical_term(span, text)]


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


_CLOCK: Final = r"(?:[01]\d|2[0-3])[0-5]\d"
_NOT_A_YEAR: Final = r"(?:0\d|1[0-8]|2[1-3])[0-5]\d"
"""A clock time that no note would write as a year ("0845", "1015", "2230"; not "1930" nor "2015")."""
_CLOCK_TIMES: Final = re.compile(
    rf"""(?<![\w/.:-])(?:
        (?P<first>{_NOT_A_YEAR})[ \t]*(?:-|–|to|until)[ \t]*(?P<second>{_CLOCK})
        | (?P<before>{_CLOCK})[ \t]*(?:-|–|to|until)[ \t]*(?P<after>{_NOT_A_YEAR})
        | (?P<hours>{_CLOCK})(?=[ \t]?(?:hrs?|hours|h|HRS?)\b)
        | (?:(?<=\bat[ \t])|(?<=@)|(?<=@[ \t])|(?<=~)|(?<=\bafter[ \t])|(?<=\bbefore[ \t])|(?<=\buntil[ \t])
          |(?<=\btill[ \t])|(?<=\bby[ \t])|(?<=\baround[ \t])|(?<=\bsince[ \t])|(?<=\bfrom[ \t]))
          (?P<cued>{_NOT_A_YEAR})(?![ \t]*[A-Z])
    )(?![\w/.:-]\w)""",
    re.VERBOSE,
)
_CLOCK_GROUPS: Final = ("first", "second", "before", "after", "hours", "cued")
_PLACES_AND_NUMBERS: Final = frozenset({"STREET", "ROOM", "ZIP", "PHONE", "FAX"})
"""Labels whose four digits may stand after "at" or in a range without being a time: a house or room number, a
phone extension. Never dropped as a clock time."""


_CLOCK_REACH: Final = 16
"""How far (in characters) around a span its clock-time context is read: a cue word, or the other side of a range."""


def _is_clock_time(span: Span, text: str) -> bool:
    """Return whether `span` is exactly a four-digit clock time by its context ("at 1015", "0700-1900", "2200 hrs")."""
    start, end = span.start, span.end
    if end - start != 4 or not text[start:end].isdigit():
        return False
    window = _CLOCK_TIMES.finditer(text, max(0, start - _CLOCK_REACH), min(len(text), end + _CLOCK_REACH))
    return any(match.span(group) == (start, end) for match in window for group in _CLOCK_GROUPS)


def drop_clock_times(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are only a four-digit clock time, which is no PHI.

    A time reads as one where the note says so: after "at", "@", "after", "until", "since", "from" and their like
    when no year is written that way ("at 1015", "after 0845"; not "since 2015"), before "hrs" or "h" ("2200 hrs"),
    or in a range of times with one such side ("0700-1900", "2300 to 0700"). A span labelled as a place or number a
    time may be mistaken for (`_PLACES_AND_NUMBERS`) stays, and so does anything longer than the four digits.
    """
    return [span for span in spans if span.label in _PLACES_AND_NUMBERS or not _is_clock_time(span, text)]


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


def drop_imaging_studies(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without "CT" or "CTA" where the words around it name a scan ("CT head", "repeat CT").

    The state code of Connecticut is PHI; the scan, in every other note, is not, and the taggers (or the recall
    operating point) may read it as a place. English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if span.end - span.start <= 3 and text[span.start : span.end] in ("CT", "CTA"):
            window = _IMAGING_CT.finditer(text, max(0, span.start - 24), min(len(text), span.end + 24))
            if any((span.start, span.end) in (m.span("before"), m.span("after")) for m in window):
                continue
        out.append(span)
    return out


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
_NOT_RENAMED: Final = frozenset({"HOSPITAL", "ORGANIZATION", "DEPARTMENT", "STREET"})
"""Labels a hospital word does not change: institutions already, and streets ("Hospital Rd" ends otherwise)."""


def hospitals_by_head_word(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name or place that a hospital word ends, or a person's name it follows, made a HOSPITAL.

    "Kirkstall Health Centre" tagged CITY and "Mercy" tagged as a person in "called Mercy hospital" name a hospital:
    the first is relabelled (the hospital word capitalised: "the Riverside Park clinic" is a clinic at a place), the
    second also takes in the word after it (not after a "Dr", "Dr. Smith clinic", nor where the word after it begins
    another span). English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    out = []
    for i, span in enumerate(ordered):
        if span.label not in _NOT_RENAMED:
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


_STREET_TYPE_AT_END: Final = re.compile(
    r"(?<![\w-])(?:Avenue|Ave|Street|Road|Rd|Boulevard|Blvd|Drive|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy"
    r"|Highway|Hwy|Terrace|Ter|Circle|Cir|Square|Sq|Turnpike|Tpke|Pike|St|Dr)\.?$"
)
_ROAD_AT_END: Final = re.compile(
    r"(?<![\w-])(?:Avenue|Ave|Boulevard|Blvd|Road|Rd|Drive|Lane|Ln|Parkway|Pkwy|Highway|Hwy|Turnpike|Tpke)\.?$"
)
"""Street types that end no town's name: "Westminster Ave" taken for a CITY is a street even with no number."""
_PLACE_LABELS: Final = frozenset({"CITY", "LOCATION-OTHER", "COUNTRY", "ORGANIZATION"})
_HOUSE_NUMBER_BEFORE: Final = re.compile(r"(?<![\w/.,-])\d{1,6}[A-Z]?[ \t]+$")
_STREET_SPAN_LABELS: Final = frozenset(
    {"CITY", "LOCATION-OTHER", "PATIENT", "DOCTOR", "NAME-RELATIVE", "COUNTRY", "ORGANIZATION"}
)


def streets_by_type(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name or place that a street type ends, after a house number, made a STREET.

    "81 Highland Ave" tagged as the number (a name, at the recall operating point) and "Highland Ave" as a CITY is
    one STREET, the number's own span taken in. Without a house number before it, a place ending in a type that
    ends no town's name ("Westminster Ave", "Post Road") becomes a STREET; other spans stay as they are: a town
    ("Willow Street", Pennsylvania), a title and a name ("Sam Dr"). English notes only.
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
            if span.label in _PLACE_LABELS and _ROAD_AT_END.search(text, span.start, span.end):
                span = _corrected(span, "streets-by-type", label="STREET")
            out.append(span)
            continue
        while out and out[-1].start >= number.start() and out[-1].end <= span.start:  # the house number's own span
            out.pop()
        out.append(_corrected(span, "streets-by-type", start=number.start(), label="STREET"))
    return out


_POSSESSIVE_GAP: Final = re.compile(r"['’]s?[ \t]?")
_INSTITUTIONS: Final = frozenset({"HOSPITAL", "ORGANIZATION", "DEPARTMENT"})


_SURNAME_PARTICLES: Final = re.compile(
    r"[ \t]+(?P<particles>(?:(?:de|del|la|las|los|y|van|von|der|den)[ \t]+)+)"
    r"(?P<surname>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:-[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)?)(?![\w-])"
)
_PLACE_DICTIONARIES: Final = ("es_cities", "us_cities", "world_cities", "countries", "es_countries", "us_states")


def _is_surname_not_place(word: str) -> bool:
    """Return whether a word is in a surname list and in no place list ("Fuente" is; "Madrid" and "Paz" are places)."""
    from phiscrub.resources.dictionaries import load_dictionary

    lower = word.lower()
    if not (lower in load_dictionary("es_last_names") or lower in load_dictionary("last_names")):
        return False
    return not any(lower in load_dictionary(name) for name in _PLACE_DICTIONARIES)


def join_surname_particles(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person's name taking in the particles and surname after it ("Ruiz" + "de la Fuente").

    A tagger reads "Dra. Begoña Ruiz" and stops at "de la", which it has mostly seen between words that are no
    name. A person span followed by particles (de, del, la, las, los, y; van, von, der, den) and a capitalised word
    that is a surname and no place is extended over them; the next span, if one starts inside, is taken in. Both
    languages.
    """
    out: list[Span] = []
    extended_to = -1  # the end of the last span extended: a span starting before it is taken in
    for span in sorted(spans, key=span_position):
        if span.start < extended_to:
            if span.end > out[-1].end:
                out[-1] = replace(out[-1], end=span.end)
            continue
        found = _SURNAME_PARTICLES.match(text, span.end) if span.label in _PERSON_LABELS else None
        if found is not None and _is_surname_not_place(found.group("surname")):
            extended_to = found.end()
            span = _corrected(span, "surname-particles", end=extended_to)
        out.append(span)
    return out


def join_possessives(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name cut at its possessive "'s" made whole ("St. Mary" + "s", "Children" + "Mercy").

    The aggressive tokenizer splits "Mary's" into "Mary", "'", "s", and a tagger may label the pieces apart or leave
    the apostrophe out: two spans with only an apostrophe (and "s", and one space) between them, the second a lone
    "s" or a capitalised word, are one name, with an institution's label if either piece has one, else the first's.
    After a person's name the "s" is no part of it ("Erie's": "Erie"): a lone "s" span there is dropped, and a name
    after it stays apart. English notes only.
    """
    if lang != "en":
        return list(spans)
    joined: list[Span] = []
    for span in sorted(spans, key=span_position):
        previous = joined[-1] if joined else None
        gap = _POSSESSIVE_GAP.fullmatch(text, previous.end, span.start) if previous is not None else None
        if previous is None or gap is None or not _possessive_of(previous, span, text):
            joined.append(span)
        elif previous.label in _PERSON_LABELS:
            if text[span.start : span.end] != "s":  # "Erie's": the name is "Erie"; a lone "s" after it is nothing
                joined.append(span)
        else:
            label = next((s.label for s in (previous, span) if s.label in _INSTITUTIONS), previous.label)
            joined[-1] = _corrected(previous, "possessives", end=span.end, label=label)
    return joined


def _possessive_of(previous: Span, span: Span, text: str) -> bool:
    """Return whether `span` continues the name `previous` ends, across "'s": a lone "s" or a capitalised word."""
    if text[previous.end + 1 : span.end] == "s" or text[span.start : span.end] == "s":
        return True
    return "s" in text[previous.end : span.start] and text[span.start].isupper()


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


_JOINABLE: Final = frozenset({"STREET", "HOSPITAL", "ORGANIZATION", "DEPARTMENT"})
_JOINABLE_GAP: Final = re.compile(r"[.,]?[ \t]{0,2}")


def join_split_places(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with two same-type street/institution spans split only by ".", "," or a space made one.

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


def trim_edges(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with surrounding space, quotes, ",;:!?" and unbalanced brackets cut off (empty ones dropped)."""
    return [trimmed for span in spans if (trimmed := _trimmed(span, text)) is not None]


CORRECTIONS: Final = MappingProxyType(
    {
        "trim-edges": trim_edges,
        "function-words": trim_function_words,
        "clinician-credentials": correct_clinician_credentials,
        "person-titles": trim_person_titles,
        "person-institutions": split_person_institutions,
        "trailing-words": trim_trailing_words,
        "glued-headers": trim_glued_headers,
        "next-field-labels": trim_next_field_labels,
        "work-status": trim_work_status,
        "street-towns": split_street_towns,
        "addresses": split_addresses,
        "medical-eponyms": drop_medical_eponyms,
        "possessives": join_possessives,
        "surname-particles": join_surname_particles,
        "join-split-places": join_split_places,
        "hospitals-by-head-word": hospitals_by_head_word,
        "ordinal-streets": ordinal_streets,
        "streets-by-type": streets_by_type,
        "whole-web-addresses": whole_web_addresses,
        "fax-by-context": correct_fax_by_context,
        "phone-by-context": correct_phone_by_context,
        "phone-numbers-by-context": correct_phone_numbers_by_context,
        "impossible-ages": correct_impossible_ages,
        "clock-times": drop_clock_times,
        "imaging-studies": drop_imaging_studies,
        "non-us-states": drop_non_us_states,
        "organization-by-school-words": correct_organization_by_school_words,
    }
)
"""Every correction by name, in the order `correct` applies them."""


def correct(spans: Sequence[Span], text: str, lang: str, names: Sequence[str] = tuple(CORRECTIONS)) -> list[Span]:
    """Return the spans after applying the corrections called `names`, in that order."""
    for name in names:
        if name not in CORRECTIONS:
            raise UnknownComponentError("correction", name, list(CORRECTIONS))
    corrected = list(spans)
    for name in names:
        corrected = CORRECTIONS[name](corrected, text, lang)
    return corrected
