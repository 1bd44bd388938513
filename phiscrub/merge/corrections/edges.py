"""Corrections that cut what is no part of a mention off a span's edges (Lee et al. 2017 §3.3.4, step 2).

Stray space, punctuation and unbalanced brackets, English function words ("at St. Mary's", "555-0100 or"), titles
before a person's name ("SW Ms. Okafor"), a lower-case word a name ran on into ("Thomas ambulated"), a section header
glued to a mention by a lost line break ("Donna WhiteMSE:"), the name of the next field of a header laid out in
columns ("Craig Hospital   Dept:") and a word for someone's standing in work before an occupation ("Retired").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from phiscrub.document import Span
from phiscrub.labels import category_of
from phiscrub.merge.corrections.common import (
    _AUXILIARIES,
    _PERSON_LABELS,
    _VERB_FORM,
    NARRATIVE_VERBS,
    _corrected,
    _line_has_capitals,
    _line_has_lower_case,
    _stands_alone,
)
from phiscrub.resources.dictionaries import is_known_name, load_dictionary
from phiscrub.taggers.clinical_words import is_clinical_abbreviation
from phiscrub.taggers.rules.professions import is_an_occupation_word
from phiscrub.tokenize.sections import SECTION_LANGUAGES, normalise_header, section_headers

_EDGE_JUNK: Final = " \t\r\n,;:!?\"'`|"


def _trimmed(span: Span, text: str) -> Span | None:
    """Return `span` without junk at its edges (None when nothing is left); brackets are trimmed only unbalanced."""
    start, end = span.start, span.end
    while start < end and (text[start] in _EDGE_JUNK or (text[start] == ")" and "(" not in text[start:end])):
        start += 1
    while end > start and (text[end - 1] in _EDGE_JUNK or (text[end - 1] == "(" and ")" not in text[start:end])):
        if _closes_a_quote_it_opens(text, start, end):  # 'Hospital de Clínicas "José de San Martín"'
            break
        end -= 1
    while end > start and text[end - 1] == ")" and text[start:end].count("(") < text[start:end].count(")"):
        end -= 1
    while start < end and text[start] == "(" and text[start:end].count(")") < text[start:end].count("("):
        start += 1
    if span.label in _OWNER_LABELS and _starts_at_a_possessive_s(text, start, end):  # "'s list" after "Tuesday"
        start += 1
        while start < end and text[start] in " \t":
            start += 1
    if start >= end:
        return None
    if (start, end) == (span.start, span.end):
        return span
    return _corrected(span, "trim-edges", start=start, end=end)


_QUOTE_PAIRS: Final = {'"': '"', "\u201d": "\u201c", "\u00bb": "\u00ab"}
"""Closing quotes and the opening quote each closes."""


def _closes_a_quote_it_opens(text: str, start: int, end: int) -> bool:
    """Return whether the span's last character closes a quote that opens inside it, after its first word."""
    closing = text[end - 1]
    opening = _QUOTE_PAIRS.get(closing)
    if opening is None:
        return False
    inside = text[start : end - 1]
    at = inside.rfind(opening)
    return at > 0 and inside[at - 1] in " \t" and closing not in inside[at + 1 :]


_OWNER_LABELS: Final = frozenset({"DATE", "PATIENT", "DOCTOR", "NAME-RELATIVE"})
"""Labels of spans whose possessive "s" a tagger may take as the start of the next span ("Tuesday's list"); not
institutions, whose names hold one ("Children's Hospital", split there, is joined again by `join_possessives`)."""


def _starts_at_a_possessive_s(text: str, start: int, end: int) -> bool:
    """Return whether `start` is the "s" of a possessive ("Tuesday's"), a word of its own up to `end`."""
    return (
        text[start : start + 1] in ("s", "S")
        and text[start - 1 : start] in ("'", "\u2019")
        and text[start - 2 : start - 1].isalpha()
        and (start + 1 == end or text[start + 1] in " \t")
    )


def trim_edges(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with surrounding space, quotes, ",;:!?" and unbalanced brackets cut off (empty ones dropped).

    A closing quote stays where the span opens the quote after its first word ('Hospital de Clínicas "José de San
    Martín"'). A date's or person's span that starts at the "s" of a possessive loses it too ("'s list" after
    "Tuesday").
    """
    return [trimmed for span in spans if (trimmed := _trimmed(span, text)) is not None]


_EDGE_FUNCTION_WORDS: Final = frozenset(
    {"a", "an", "the", "and", "or", "but", "nor", "of", "at", "on", "in", "to", "for", "with", "by", "from"}
    | {"no", "not", "is", "was", "are", "were", "be", "been", "as", "if", "so", "than", "he", "she", "it", "they"}
    | {"we", "his", "her", "its", "their", "our", "my", "your", "this", "that", "these", "those"}
)
"""English function words that neither start nor end PHI as the i2b2 guidelines draw it ("on 3/4", "at St. Mary's",
"555-0100 or"), in lower case: articles, conjunctions, prepositions, negations, forms of "be", pronouns ("no LOC"
read as a city)."""
_JOINING_WORDS: Final = frozenset({"of", "the", "for", "and", "at", "on"})
"""Of those, the ones that join two parts of one name ("Hospital of" + "Cook County", "3rd of" + "May 1948"): kept
where the span on their other side is of the same category."""
_PLACE_JOINING_WORDS: Final = frozenset({"at", "on", "for"})
"""Of those, the ones that join only a place's or an institution's name ("Stratford on" + "Avon"), never a person's:
"Dr. O'Donoghue at" + "Sloan" is a name and a place."""
_LEADING_WORD: Final = re.compile(r"([a-z]+)[ \t]+(?=\S)")
_TRAILING_WORD: Final = re.compile(r"(?<=\S)[ \t]+([a-z]+)\Z")


_WORD_BEFORE: Final = re.compile(r"[A-Za-z][\w'.&-]*[ \t]+\Z")
_WORD_AFTER: Final = re.compile(r"[ \t]+[A-Za-z]")


def _name_word_beside(text: str, offset: int, *, after: bool) -> bool:
    """Return whether a capitalised word lies just after (`after`) or before `offset`, only spaces and tabs between.

    On a line with no capital letter (a note written in lower case) any word counts: case says nothing there.
    """
    found = _WORD_AFTER.match(text, offset) if after else _WORD_BEFORE.search(text, max(0, offset - 40), offset)
    if found is None:
        return False
    word_start = found.end() - 1 if after else found.start()
    if text[word_start].isupper():
        return True
    return not _line_has_capitals(text, offset)


def _joins_beside(label: str, text: str, spans: Sequence[Span], offset: int, *, after: bool) -> bool:
    """Return whether a word of a `label` span ending (`after`) or starting at `offset` joins what lies beside it.

    It does when a capitalised word or a span of the same category lies beside it, with only spaces and tabs between
    ("Hospital of" + "Cook County", "Our Lady" + "of the Lake"), and on a line in lower case when any word does.
    """
    if _name_word_beside(text, offset, after=after):
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


def _may_join(word: str, label: str) -> bool:
    """Return whether `word` at the edge of a `label` span may join it to what lies beside it (`_JOINING_WORDS`)."""
    return word in _JOINING_WORDS and not (label in _PERSON_LABELS and word in _PLACE_JOINING_WORDS)


def _function_word_edges(span: Span, text: str, spans: Sequence[Span]) -> tuple[int, int]:
    """Return `span`'s offsets without the function words at its edges (start == end: nothing else was in it)."""
    start, end = span.start, span.end
    while (lead := _LEADING_WORD.match(text, start, end)) is not None and lead.group(1) in _EDGE_FUNCTION_WORDS:
        word = lead.group(1)
        if word == "the" and span.label == "LOCATION-OTHER":
            break  # "the Golden Gate Bridge": the i2b2 guidelines keep it
        if not _stands_alone(text, start, lead.end(1)):
            break
        if _may_join(word, span.label) and _joins_beside(span.label, text, spans, start, after=False):
            break
        start = lead.end()
    while (trail := _TRAILING_WORD.search(text, start, end)) is not None and trail.group(1) in _EDGE_FUNCTION_WORDS:
        if not _stands_alone(text, trail.start(1), end):
            break
        if _may_join(trail.group(1), span.label) and _joins_beside(span.label, text, spans, end, after=True):
            break
        end = trail.start()
    piece = text[start:end]
    if (
        piece in _EDGE_FUNCTION_WORDS
        and _stands_alone(text, start, end)
        and not (
            piece in _JOINING_WORDS
            and (
                _joins_beside(span.label, text, spans, start, after=False)
                and _joins_beside(span.label, text, spans, end, after=True)
            )
        )
    ):
        return start, start
    return start, end


def trim_function_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the English function words at their edges, and without those that are one.

    A tagger at a recall operating point takes in the word beside a number or name ("596-626-0219 or",
    "at St. Christopher's Hospital", "Liiptor for") or tags one alone ("a", "at"). Such a word in lower case is cut
    off a span's edge unless it joins the span to a capitalised word or another span of its category beside it
    ("Hospital of" + "Cook County"; on a line in lower case, any word), and a span that is nothing else is dropped
    unless it joins on both sides; a state ("in", "or" as written), the "the" of a LOCATION-OTHER, an initial ("a."),
    and a letter glued to a number ("44179559464a") stay. On a line in capitals a span that is one such word alone
    goes too ("NO LOC" read as a city), unless it is one that may join a name ("HOWEY IN THE HILLS").
    English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        if span.label == "STATE":
            out.append(span)
            continue
        if _function_word_in_capitals(span, text):
            continue
        start, end = _function_word_edges(span, text, spans)
        if start >= end:
            continue
        changed = (start, end) != (span.start, span.end)
        out.append(_corrected(span, "function-words", start=start, end=end) if changed else span)
    return out


def _function_word_in_capitals(span: Span, text: str) -> bool:
    """Return whether `span` is one function word in capitals that joins no name, on a line in capitals ("NO").

    Not one of `_JOINING_WORDS`: in capitals "THE" or "OF" may be a name's ("HOWEY IN THE HILLS", "HOSPITAL OF COOK
    COUNTY"); nor "A", which may be an initial.
    """
    piece = text[span.start : span.end]
    word = piece.lower()
    if word not in _EDGE_FUNCTION_WORDS or word in _JOINING_WORDS or len(word) < 2 or not piece.isupper():
        return False
    after_a_space = text[span.start - 1 : span.start] in (" ", "\t")  # not "-SO" signing a note: initials
    return after_a_space and _stands_alone(text, span.start, span.end) and not _line_has_lower_case(text, span.start)


_LEADING_TITLES: Final = re.compile(
    r"(?:[A-Z]{2,4}[ \t]+)?(?:(?i:dr|drs|doctor|mr|mrs|ms|miss|mx|prof|professor|rev|reverend|pastor|rabbi|imam|fr|"
    r"father|sister|brother|senator|judge|officer)(?:\.[ \t]*|[ \t]+))+(?=[^\W\d_])"
)
"""Titles at the start of a person span, with a role in capitals before them ("Dr. ", "SW Ms. ", "Reverend ",
"Father " of a priest, "Sister " of a nun)."""


_ONLY_TITLES: Final = re.compile(
    r"(?:(?:(?i:dr|drs|mr|mrs|ms|mx|prof|rev)\.|"
    r"(?:[Dd]rs?|[Dd]octor|[Mm]rs?|[Mm]s|[Mm]iss|[Mm]x|[Pp]rof|[Pp]rofessor|[Rr]ev|[Rr]everend)\.?)[ \t]*)+"
)
"""A person span that holds nothing but titles ("Dr." left over when a rule took the name after it). In capitals
only with a full stop: "-MS" closing a note is someone's initials."""
_TITLE_IN_CAPITALS: Final = re.compile(r"(?:DRS?|DOCTOR|MRS?|MS|PROF)")
"""A title in capitals without its full stop: dropped only right before a person span ("DEAR DR HALES", once a rule
took "HALES")."""
_BLANKS: Final = re.compile(r"[ \t]+")


def trim_person_titles(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with titles cut off the start of person spans ("Dr. Pope" -> "Pope", "SW Ms. Okafor").

    The i2b2 guidelines leave a title out of a name; the name after "Dr." is then made DOCTOR by type
    reconciliation, which reads the title before it. A person span that is a title and nothing else is dropped
    ("Dr." of "This is Dr. Amundsen dictating", once the doctor rule took "Amundsen"), so that no step spreads it to
    every other "Dr." of the note; so is a title in capitals without its full stop right before a person span ("DR"
    of "DEAR DR HALES"). English notes only.
    """
    if lang != "en":
        return list(spans)
    person_starts = {span.start for span in spans if span.label in _PERSON_LABELS}
    out = []
    for span in spans:
        if span.label in _PERSON_LABELS:
            if _ONLY_TITLES.fullmatch(text, span.start, span.end) or _title_before_a_name(span, text, person_starts):
                continue
            lead = _LEADING_TITLES.match(text, span.start, span.end)
            if lead is not None and lead.end() < span.end:
                span = _corrected(span, "person-titles", start=lead.end())
        out.append(span)
    return out


_COURTESY_TITLE: Final = {
    "en": re.compile(r"(?:Mr|Mrs|Ms|Miss|Mdm|Mx|Dr|Fr|Sr|Prof|Rev|Nurse|Sister|Father|Aunty|Auntie|Uncle)\.?"),
    "es": re.compile(r"(?:Sr|Sra|Srta|Sres|Dña|D\.ª|D|Don|Doña|Dr|Dra|Lic|Licda|Ing|Prof)\.?"),
}
"""Courtesy titles, clinicians' and religious titles and, in English, the words for an elder that stand before a name
as a title ("Miss Okafor", "Sr. Wanjiku Kamau", "Fr. Brennan", "Uncle Rangi"; "Don Eusebio", "D. Manuel", "Lic.
Martha"): "Don" and "D." only in Spanish notes, where they are no given name or initial."""
_NAME_AFTER_A_TITLE: Final = re.compile(r"\.?[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]")


def drop_titles_before_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without one that is only a title before a capitalised name.

    A CRF tags the title of "her teacher Miss Okafor" as an organization, the "Sr." of "Handed over to Sr. Wanjiku
    Kamau" (a nursing sister) as a city, the "Don" of "a Don Eusebio Benítez" as a relative, and a rule reading a name
    after a relative may stop at the title ("The renal unit sister, Sr. Naidoo"): the title is no PHI; the name after
    it is, which other spans find (`_COURTESY_TITLE`). English and Spanish notes.
    """
    titles = _COURTESY_TITLE.get(lang)
    if titles is None:
        return list(spans)
    return [
        span
        for span in spans
        if titles.fullmatch(text, span.start, span.end) is None or _NAME_AFTER_A_TITLE.match(text, span.end) is None
    ]


def _title_before_a_name(span: Span, text: str, person_starts: set[int]) -> bool:
    """Return whether `span` is a title in capitals that a person span follows after blanks ("DR" of "DR HALES")."""
    if _TITLE_IN_CAPITALS.fullmatch(text, span.start, span.end) is None:
        return False
    blanks = _BLANKS.match(text, span.end)
    return blanks is not None and blanks.end() in person_starts


_NAME_OR_PLACE: Final = frozenset({"NAME", "LOCATION"})
_LETTER_OF_AN_ABBREVIATION: Final = re.compile(r"(?<=[^\W\d_]/)[^\W\d_](?![\w/])|(?<![\w/])[^\W\d_](?=/[^\W\d_])")
"""One letter of an abbreviation written with a slash: "K" of "K/MG", "P" of "A/P", "V" of "N/V"."""
_ARTICLE_BEFORE_A_WORD: Final = re.compile(r"(?<=[A-Z][ \t])A(?=[ \t]+([A-Z]{2,})\b)")
"""The article "A" between two words in capitals ("FOUND BY A PASSERBY", "NEEDS A BED")."""


def drop_lone_letters(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a name or place that is one letter of a slashed abbreviation or the article "A".

    A tagger reads "K" of "REPLETE K/MG PRN" as a doctor's initial, "A" of "FOUND DOWN BY A PASSERBY" as one and "A"
    of "NEEDS A BED" as a street. One letter glued to a slash and another letter ("K/MG", "A/P", "N/V") is part of
    an abbreviation; "A" between two words of a line in capitals, before an ordinary word that is no name, is the
    article (an initial stays: "SEEN BY A SMITH"), and so is "A" before an occupation ("LOST JOB AS A MACHINIST").
    English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not _is_a_lone_letter(span, text)]


def _is_a_lone_letter(span: Span, text: str) -> bool:
    """Return whether `span`, a name or place of one letter, is a letter of an abbreviation or the article "A"."""
    if span.end - span.start != 1 or category_of(span.label) not in _NAME_OR_PLACE:
        return False
    if _LETTER_OF_AN_ABBREVIATION.match(text, span.start):
        return True
    article = _ARTICLE_BEFORE_A_WORD.match(text, span.start)
    if article is None or _line_has_lower_case(text, span.start):
        return False
    word = article.group(1).lower()
    ordinary = word in load_dictionary("common_words") or is_clinical_abbreviation(word) or is_an_occupation_word(word)
    return ordinary and not is_known_name(word)  # "LOST JOB AS A MACHINIST"


_LAST_WORD: Final = re.compile(r"[ \t]+([a-z]{3,})$")


def _is_no_name(word: str) -> bool:
    """Return whether a lower-case word is in neither name list and is an English word or reads as a verb form.

    "ambulated", "paged", "phone", "called": cut off a name; "scott", "trump", "minogue" (informal writing leaves
    surnames in lower case), "van", "renallo": kept.
    """
    if is_known_name(word):
        return False
    return word in load_dictionary("common_words") or _VERB_FORM.fullmatch(word) is not None


_INITIAL: Final = re.compile(r"[A-Z]\.?")


_ADVERBS_AFTER_A_NAME: Final = frozenset(
    {"still", "just", "also", "already", "always", "never", "finally", "literally", "actually", "really"}
    | {"basically", "honestly", "probably", "definitely", "apparently", "seriously"}
)
"""Adverbs a message puts after a name in lower case ("dr reyes finally called", "dr. sato still works there")."""


def _never_ends_a_name(word: str) -> bool:
    """Return whether a lower-case word after a name is never its last word: an auxiliary or an adverb of a message."""
    return word in _AUXILIARIES or word in _ADVERBS_AFTER_A_NAME  # "still", "just": surnames too, rarely here


def _runs_on(span: Span, text: str) -> int | None:
    """Return where a capitalised person span's name ends before a lower-case word that is no part of it, or None."""
    last = _LAST_WORD.search(text, span.start, span.end)
    if last is None:
        return None
    auxiliary = _never_ends_a_name(last.group(1))  # cut after any name, "dr. b would" too
    if not auxiliary and not text[span.start].isupper():
        return None  # a name in lower case: the word after it may be its surname ("james baker")
    if not auxiliary and not _is_no_name(last.group(1)):
        return None
    end = last.start()
    while end > span.start and text[end - 1] in _EDGE_JUNK:
        end -= 1
    if end <= span.start or (not auxiliary and _INITIAL.fullmatch(text, span.start, end)):
        return None  # nothing, or only an initial, before it ("E. coli"): not a name that ran on
    return end


def trim_trailing_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a lower-case word cut off the end of a capitalised person span ("Thomas ambulated").

    A tagger that reads a name may run on into the verb after it ("Dr. Sutherland-Mbeki paged", "Thomas ambulated
    to the bathroom"). After a capitalised name, a last word of three letters or more in lower case that is in
    neither name list and is an English word or a verb form ("-ed", "-ing") is cut off; a surname left in lower case
    stays ("Travis scott", "Kylie minogue"), and so do initials ("Doris d.") and names in lower case, but for an
    auxiliary or an adverb of a message after any name ("dr. b would", "dr patel said", "dr reyes finally":
    `_never_ends_a_name`). English notes only.
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


_PLACE_NAME_LABELS: Final = frozenset({"CITY", "STATE", "COUNTRY"})
_TRAILING_NUMBER: Final = re.compile(r"[ \t]+\d+$")


def trim_place_numbers(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a number cut off the end of a city, state or country ("Guatemala 3" of "3 weeks ago").

    A CRF that has seen places before zip codes may run a place on into the number after it ("a trip to Guatemala 3
    weeks ago", "Moved to Boston 2 years ago"); no city, state or country name ends in a number on its own. A span
    that is only a number stays (another correction's business). English notes only.
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        number = _TRAILING_NUMBER.search(text, span.start, span.end) if span.label in _PLACE_NAME_LABELS else None
        if number is not None and any(char.isalpha() for char in text[span.start : number.start()]):
            span = _corrected(span, "place-numbers", end=number.start())
        out.append(span)
    return out


_HEADER_WORDS: Final = re.compile(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,7}")


def _glued_seams(text: str, span: Span) -> Iterator[int]:
    """Yield where a capital follows a lower-case letter inside `span` ("WhiteMSE"; never in a word in capitals)."""
    for offset in range(span.start + 1, span.end):
        if text[offset].isupper() and text[offset - 1].islower():
            yield offset


_HEADER_END: Final = re.compile(r"[ \t]*(?::|\r?\n|\Z)")
"""What follows a glued header: its colon or the end of its line (not "Labs" in "paid at LifeLabs. Then")."""


def _glued_header_at(text: str, offset: int, headers: Mapping[str, str]) -> bool:
    """Return whether a known section header starts at `offset` and ends at a colon or the line's end."""
    words = _HEADER_WORDS.match(text, offset)
    if words is None:
        return False
    ends = [offset + found.end() for found in re.finditer(r"\S+", words.group())]
    return any(
        normalise_header(text[offset:end]) in headers and _HEADER_END.match(text, end) is not None
        for end in reversed(ends)
    )


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


_COLUMN_GAP: Final = re.compile(r"[ \t]*(?:\t|\r?\n)[ \t]*| {2,}")
"""What parts a field's value from the next field's name: a tab, two spaces or more, or a line break."""
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
    """Return the spans without the name of the next field ("Craig Hospital   Dept:" -> "Craig Hospital").

    In a header laid out in columns, a mention runs into the next field's name when only a wide gap (a tab, or two
    spaces or more) parts them, and a name at a line's end into the field that starts the next line ("with Dr.
    Oliveira" + "Reason:"); a span whose text after such a gap or line break is followed by a colon, or by up to three
    more words of the field's name and a colon ("Beauchamp, Theodore R.      Unit No:"), is cut there.
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


_LEADING_VERB: Final = re.compile(rf"(?i:{NARRATIVE_VERBS}|(?:home[ \t]+)?address(?:[ \t]+is)?[ \t]*:?)[ \t]+(?=\S)")
"""A verb of a note's narrative that a tagger may take in at the start of the name after it ("Attends Lincoln High
School", "Lives Tacoma"), or the word naming an address before it ("confirmed address 1187 Birchwood Ln")."""


_LEADING_VERB_FORM: Final = re.compile(
    r"(?i:(?!(?:spring|thanksgiving|morning|evening)\b)[a-z]{3,}(?:ing|ed))[ \t]+(?=\d)"
)
"""A verb form before a date's number, which a tagger may take in ("quit smoking 2015", "stopped 3/4"); no season's or
holiday's name."""


def trim_leading_verbs(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a narrative verb cut off their start ("Attends Lincoln High School"; English notes).

    No name begins with "Attends", "Lives", "Works at" and their like (nor a street with "address"), but a sentence
    that starts with one capitalises it, and a CRF may read it as the first word of the name after it. A span that is
    nothing else stays (another correction's business). No date begins with a verb form before its number ("SMOKING
    2015").
    """
    if lang != "en":
        return list(spans)
    out = []
    for span in spans:
        verb = _LEADING_VERB.match(text, span.start, span.end)
        if verb is None and span.label == "DATE":
            verb = _LEADING_VERB_FORM.match(text, span.start, span.end)
        if verb is not None and verb.end() < span.end:
            span = _corrected(span, "leading-verbs", start=verb.end())
        out.append(span)
    return out


_IDENTIFIER_FIELDS: Final = (
    r"serial(?:[ \t]+(?:no\.?|number))?|s/n|mrn|dea|npi|ssn|acct\.?|account|phone|tel\.?|fax|pager|cell"
    # the schemes of health and identity cards ("OHIP 1234-567-890", "Aadhaar 4321 8765 1290", "Omang 123456789")
    r"|ohip|ramq|phn|hcn|nric|aadhaa?r|iqama|omang|phil[ \t]?health|ppsn|umid|cnic"
)
_ROOM_FIELDS: Final = r"rm\.?|room|bed"
_LEADING_FIELD_WORD: Final = re.compile(
    rf"(?i:(?:{_IDENTIFIER_FIELDS})[ \t]*[:#]?[ \t]*|(?:{_ROOM_FIELDS})(?:[ \t]*[:#][ \t]*|[ \t]+))(?=[^\W_]*\d)"
)
"""The name of an identifier or a number's field, which a tagger may take in with the number after it ("serial
1234567", "DEA AB1234563", "Rm 994"): never part of it. A room's word only with a space or a colon after it: glued to
what follows it starts an identifier ("RM2483529", a DEA number)."""
_FIELD_WORD_ALONE: Final = re.compile(rf"(?i:{_IDENTIFIER_FIELDS}|{_ROOM_FIELDS})")
_NUMBER_AFTER: Final = re.compile(r"[ \t]*[:#]?[ \t]*(?:[A-Za-z]{0,3}|[A-Z]{4}[ \t]?)\d")
"""The number a field's name heads, maybe after the letters of an identifier ("dea uz7299643", "Rm 994", "RAMQ GAGT
1305 1412")."""


def trim_leading_field_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with the name of their field cut off their start ("serial 1234567" -> "1234567").

    Only where what follows the word starts with a number or an identifier that holds a digit, so that a place or a
    name that begins with such a word stays whole ("Tel Aviv", "Fax Hill Rd"); a span that is the field's name alone,
    its number after it, goes ("Rm" of "Rm 994"). Any language: the words are the same in the notes of both ("Tel.",
    "Fax").
    """
    out = []
    for span in spans:
        if (
            _FIELD_WORD_ALONE.fullmatch(text, span.start, span.end)
            and _stands_alone(text, span.start, span.end)
            and _NUMBER_AFTER.match(text, span.end)
        ):
            continue  # the field's name alone, its number after it ("Rm" of "Rm 994")
        field = _LEADING_FIELD_WORD.match(text, span.start, span.end)
        if field is not None and span.start < field.end() < span.end:
            span = _corrected(span, "leading-field-words", start=field.end())
        out.append(span)
    return out


_FIELD_LABELS: Final = frozenset(
    {"name", "provider", "location", "patient", "attending", "physician", "visit", "address", "contact", "pharmacy"}
    | {"insurance", "employer", "occupation", "service", "department", "facility", "hospital", "dob", "mrn", "age"}
    | {"sex", "gender", "date", "referring", "pcp", "surgeon", "clinic", "field", "value", "phone", "fax", "email"}
)
"""Names of a form's fields ("Name", "Provider", "Location"): no PHI themselves."""
_FIELD_MARKS: Final = " *\u2022-"
"""What may stand between a field's label and the start of its line or cell: spaces and bullets."""
_AFTER_A_LABEL: Final = re.compile(r" *(?:\t|:|\|)")


def drop_field_labels(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a name or place that is only a field's label in a form or a table.

    A tagger reads the labels of a note laid out in columns as names ("Name<tab>Huang, Mei-Ling", "Provider<tab>Okafor,
    Chidi", "| Patient | Gordon Pike |"): a span that is one of `_FIELD_LABELS`, starting a line, a tab-separated
    column or a table cell and followed by a tab, a colon or a cell's bar, is dropped. English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not _is_a_field_label(span, text)]


def _is_a_field_label(span: Span, text: str) -> bool:
    """Return whether `span` is a name or place that is a field's label at the start of a line, column or cell."""
    if category_of(span.label) not in _NAME_OR_PLACE or text[span.start : span.end].lower() not in _FIELD_LABELS:
        return False
    start = span.start
    while start > 0 and text[start - 1] in _FIELD_MARKS:
        start -= 1
    starts_a_field = start == 0 or text[start - 1] in "\n\t|"
    return starts_a_field and _AFTER_A_LABEL.match(text, span.end) is not None


_ANSWER_OPTION: Final = re.compile(r"[A-Ea-e]\)[ \t]*")
"""The letter of an answer option in an exam question ("A) Sheehan syndrome", "(C) Ceftriaxone")."""


def trim_answer_options(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without the letter of an answer option ("B) Asherman" -> "Asherman"; a lone "C" goes).

    Exam questions list their options as "A) ...", "(B) ..."; a tagger may read the letter as an initial or take it
    in with the option. Only a letter that may open an option (`_starts_an_option`). Both languages.
    """
    out = []
    for span in spans:
        option = _ANSWER_OPTION.match(text, span.start, min(len(text), span.end + 1))
        if option is None or not _starts_an_option(text, span.start):
            out.append(span)
        elif option.end() < span.end:
            out.append(_corrected(span, "answer-options", start=option.end()))
    return out


def _starts_an_option(text: str, start: int) -> bool:
    """Return whether a letter at `start` may open an answer option.

    At a line's start, after "(", or after a space that follows no letter ("diagnosis? A)"; not "John A)").
    """
    before = text[start - 1 : start]
    if before in ("", "\n", "("):
        return True
    return before in (" ", "\t") and not text[start - 2 : start - 1].isalpha()


def trim_work_status(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with "retired", "former" and their like cut off the front of an occupation (English notes).

    The i2b2 guidelines annotate the occupation; the word before it says whether it is still held. A span that is
    only such a word, just before an occupation's span, is dropped ("Retired" + "accountant").
    """
    if lang != "en":
        return list(spans)
    professions = {span.start for span in spans if span.label == "PROFESSION"}
    out = []
    for span in spans:
        status = _WORK_STATUS.match(text, span.start) if span.label == "PROFESSION" else None
        if status is not None and status.end() >= span.end:
            if status.end() in professions:
                continue  # only the word before the occupation's own span
        elif status is not None:
            span = _corrected(span, "work-status", start=status.end())
        out.append(span)
    return out
