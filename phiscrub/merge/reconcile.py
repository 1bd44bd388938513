"""Global reconciliation: one type per string within a note, and (beyond the paper) every mention of a known name.

Lee et al. 2017 §3.3.4, third step: mentions of the same string in a note are forced to agree on a type, first by
high-precision context rules (a "Dr" just before a mention makes every mention of that string a DOCTOR; so does the
value of a "Referral source:" attribute; in English notes, so does a clinician's role just before one ("Nurse
Practitioner Hollis"), a word for a relative just before or after one makes them NAME-RELATIVE ("husband Gary",
"Diane (wife)"), and the word "patient" just before one, or what a patient does just after it, PATIENT ("the
patient, Mr. Delgado", "Ms. Pham reports")), then by type counting (a string predicted as the same type at least
twice gives that type to all its mentions). Here "Mr."/"Mrs."/"Ms." (and Spanish "Sr."/"Sra.") before a mention
count as one more PATIENT vote, and a relabel never crosses main categories (a DATE "May" never becomes the PATIENT
"May").

`propagate_names` goes further, recall first: every other occurrence of a string already tagged as a name is tagged
too, and so is each capitalised part (3 letters or more, neither a name particle nor a common word)
of a multi-word name.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import accumulate
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.labels import CANONICAL_LABELS, category_of
from phiscrub.taggers.clinical_words import is_clinical_abbreviation
from phiscrub.taggers.rules.names import RELATIONSHIP, RELATIONSHIP_STEMS
from phiscrub.tokenize.tokenizer import Token, tokenize

PROPAGATE_SOURCE: Final = "reconcile:propagate"
"""The source of spans added by `propagate_names`."""

MIN_PART_LENGTH: Final = 3
"""The shortest part of a multi-word name that is propagated on its own."""

_DOCTOR_TITLE: Final = re.compile(r"(?i)\b(?:dr|dra|drs|doctor|doctora|dres)\.?\s*$")
_DOCTOR_ATTRIBUTE: Final = re.compile(
    r"(?i)(?:^|[\s.;|])(?:referral source|referred by|referring (?:physician|provider|doctor)|attending(?: physician)?"
    r"|pcp|primary care (?:physician|provider)|m[eé]dico(?: responsable)?|remitid[oa] por|firmado por)"
    r"\s*:\s*(?:(?:dr|dra|doctor|doctora)\.?\s*)?$"
)
_RELATIVE_BEFORE: Final = re.compile(rf"(?i)\b{RELATIONSHIP}[ \t]*,?[ \t]*$")
_RELATIVE_AFTER: Final = re.compile(
    rf"(?i)[ \t]*(?:\([ \t]*{RELATIONSHIP}[ \t]*\)|,[ \t]*(?:pt'?s[ \t]+)?{RELATIONSHIP}\b)"
)
"""A word for a relative just before a name ("husband Gary", "her niece, Deborah Fontaine") or just after it in
brackets or after a comma ("Diane (wife)", "Gary, husband")."""
_RELATIVE_REACH: Final = 40
"""How far before a name (in characters) a word for a relative is looked for: more than the longest such word
("granddaughter-in-law") and the space and comma after it."""
_CLINICIAN_ROLE: Final = re.compile(
    r"(?i)\b(?:nurse(?:[ \t]+practitioner)?|practitioner|np|rn|lpn|pa-c|crna|midwife|therapist|pharmacist)"
    r"[ \t]*[:,]?[ \t]*$"
)
"""A clinician's role just before a name ("Nurse Practitioner Hollis", "RN: J. Paquette", "therapist Ngai Boken")."""
_PATIENT_CUE: Final = re.compile(r"(?i)\b(?:patient|pt)[ \t]*[,:]?[ \t]*(?:(?:mr|mrs|ms|miss|mx)\.?[ \t]*)?$")
"""The word "patient" just before a name ("the patient, Mr. Delgado", "Patient: Ruth Kessler", "pt Jones")."""
_PATIENT_VERB_AFTER: Final = re.compile(
    r"[ \t]+(?:reports|denies|endorses|complains|presents|presented|tolerated|tolerating|ambulated|ambulating"
    r"|returns[ \t]+(?:for|to|with|today)|returned[ \t]+(?:for|to|with)|was[ \t]+(?:admitted|discharged|brought)"
    r"|underwent|feels"
    r"|is[ \t]+an?[ \t]+\d+[- ]?(?:year|yr|yo|y/o))\b"
)
"""What a patient does in a note, just after the name ("Ms. Pham reports", "Mr. Ruiz is a 72-year-old")."""
_PATIENT_HONORIFIC: Final = re.compile(r"(?i)\b(?:mr|mrs|ms|miss|sr|sra|srta)\.?\s*$")
_NAME_PARTICLES: Final = frozenset(
    {"van", "von", "der", "den", "del", "della", "des", "las", "los", "san", "santa", "the", "and", "jr", "iii"}
)
_WORD: Final = re.compile(r"[^\W\d_]+")


def _key(text: str) -> str:
    """Return the form under which two mentions count as the same string: case-folded, spaces collapsed."""
    return " ".join(text.split()).casefold()


def _line_before(text: str, start: int) -> str:
    return text[text.rfind("\n", 0, start) + 1 : start]


def _reconciled(span: Span, label: str, reason: str) -> Span:
    return replace(span, label=label, source=f"{span.source}+reconcile:{reason}")


def _forced_label(members: Sequence[Span], text: str, lang: str) -> tuple[str, str] | None:
    """Return (label, reason) when a high-precision context rule fixes the type of a string's mentions."""
    names = [m for m in members if category_of(m.label) == "NAME"]
    befores = [_line_before(text, m.start) for m in names]
    for rule, reason in ((_DOCTOR_TITLE, "title"), (_DOCTOR_ATTRIBUTE, "attribute")):
        if any(rule.search(before) for before in befores):
            return "DOCTOR", reason
    if lang == "en" and any(_CLINICIAN_ROLE.search(before) for before in befores):
        return "DOCTOR", "role"
    if lang == "en" and any(_beside_a_relative_word(text, m) for m in names):
        return "NAME-RELATIVE", "relative"
    if lang == "en" and any(_PATIENT_CUE.search(before) for before in befores):
        return "PATIENT", "patient"
    if lang == "en" and any(_PATIENT_VERB_AFTER.match(text, m.end) for m in names):
        return "PATIENT", "patient-verb"
    return None


def _beside_a_relative_word(text: str, span: Span) -> bool:
    """Return whether a word for a relative stands just before `span` on its line or just after it."""
    if _RELATIVE_AFTER.match(text, span.end):
        return True
    line_start = max(text.rfind("\n", 0, span.start) + 1, span.start - _RELATIVE_REACH)
    before = text[line_start : span.start].lower()
    return any(stem in before for stem in RELATIONSHIP_STEMS) and bool(_RELATIVE_BEFORE.search(before))


def _counted_label(members: Sequence[Span], text: str) -> str | None:
    """Return the type predicted at least twice and more often than any other (honorifics vote PATIENT)."""
    votes = Counter(m.label for m in members)
    votes["PATIENT"] += sum(
        1 for m in members if category_of(m.label) == "NAME" and _PATIENT_HONORIFIC.search(_line_before(text, m.start))
    )
    ranked = votes.most_common(2)
    if ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    return ranked[0][0]


def reconcile_types(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with every mention of the same string given one type, by context rules, then type counting."""
    groups: dict[str, list[int]] = defaultdict(list)
    for i, span in enumerate(spans):
        groups[_key(text[span.start : span.end])].append(i)
    result = list(spans)
    for indices in groups.values():
        members = [spans[i] for i in indices]
        forced = _forced_label(members, text, lang)
        if forced is None and len(members) == 1:
            continue  # one mention: type counting can only confirm its own label
        label, reason = forced if forced else (_counted_label(members, text), "type-count")
        if label is None:
            continue
        for i in indices:
            if result[i].label != label and category_of(result[i].label) == category_of(label):
                result[i] = _reconciled(result[i], label, reason)
    return result


def _majority(labels: Iterable[str]) -> str:
    """Return the most frequent label; ties go to the label first in taxonomy order (PATIENT before DOCTOR)."""
    counts = Counter(labels)
    return max(counts, key=lambda label: (counts[label], -CANONICAL_LABELS.index(label)))


@dataclass(frozen=True, slots=True)
class _NameString:
    """A string to look for: the label its mentions get, their best score, and how strictly it must match."""

    string: str
    label: str
    score: float | None
    is_part: bool
    capitalised: bool


def _best_score(members: Sequence[Span]) -> float | None:
    scores = [m.score for m in members if m.score is not None]
    return max(scores) if scores else None


def _is_common(word: str) -> bool:
    """Return whether a word is a name particle or a common word, too ambiguous to propagate on its own."""
    from phiscrub.resources.dictionaries import load_dictionary

    return word.casefold() in _NAME_PARTICLES or word.lower() in load_dictionary("common_words")


def _too_weak_to_propagate(mention: str, words: Sequence[str]) -> bool:
    """Return whether a tagged name is too weak a cue to tag its every other occurrence.

    Too weak: fewer than two letters ("." or "J" tagged next to a name), or one common word ("Can" of "Can Maria L.").
    """
    if sum(char.isalpha() for char in mention) < 2:
        return True
    return len(words) == 1 and _is_common(words[0])


def _name_strings(spans: Sequence[Span], text: str) -> list[_NameString]:
    """Return each name string to propagate, longest first."""
    full: dict[str, list[Span]] = defaultdict(list)
    parts: dict[str, list[Span]] = defaultdict(list)
    for span in spans:
        if category_of(span.label) != "NAME":
            continue
        mention = " ".join(text[span.start : span.end].split())
        words = _WORD.findall(mention)
        if _too_weak_to_propagate(mention, words):
            continue
        full[_key(mention)].append(span)
        if len(words) > 1:
            for word in words:
                if len(word) >= MIN_PART_LENGTH and word[0].isupper() and not _is_common(word):
                    parts[word].append(span)
    strings = [
        _NameString(
            key,
            _majority(m.label for m in members),
            _best_score(members),
            is_part=False,
            capitalised=any(text[m.start].isupper() for m in members),
        )
        for key, members in full.items()
    ]
    strings.extend(
        _NameString(word, _majority(m.label for m in members), _best_score(members), is_part=True, capitalised=True)
        for word, members in parts.items()
        if _key(word) not in full
    )
    return sorted(strings, key=lambda item: -len(item.string))


class _Occupied:
    """Character ranges already tagged, answering "does [start, end) overlap one?" in logarithmic time."""

    def __init__(self, spans: Sequence[Span]) -> None:
        self.ordered = sorted(spans, key=span_position)
        self._starts = [span.start for span in self.ordered]
        # reach[i]: the furthest end among the first i + 1 spans, so overlapping spans need no pairwise test
        self._reach = list(accumulate((span.end for span in self.ordered), max))
        self._added_starts: list[int] = []
        self._added_ends: list[int] = []  # added ranges never overlap each other: sorted by start, ends sorted too

    def overlaps(self, start: int, end: int) -> bool:
        """Return whether [start, end) shares a character with a given span or an added range."""
        i = bisect_left(self._starts, end) - 1
        return (i >= 0 and self._reach[i] > start) or self.overlaps_added(start, end)

    def overlaps_added(self, start: int, end: int) -> bool:
        """Return whether [start, end) shares a character with an added range."""
        j = bisect_left(self._added_starts, end) - 1
        return j >= 0 and self._added_ends[j] > start

    def add(self, start: int, end: int) -> None:
        """Record [start, end), which overlaps nothing recorded, as taken."""
        j = bisect_left(self._added_starts, start)
        self._added_starts.insert(j, start)
        self._added_ends.insert(j, end)

    def shorter_names_inside(self, start: int, end: int) -> list[int] | None:
        """Return the indices in `ordered` of the given spans overlapping [start, end), each a name strictly inside.

        None when one reaches outside [start, end), covers all of it, or is not a name, or an added range overlaps
        it: the name found there is then left alone.
        """
        if self.overlaps_added(start, end):
            return None
        found = []
        i = bisect_left(self._starts, end) - 1
        while i >= 0 and self._reach[i] > start:
            span = self.ordered[i]
            if span.end > start:
                if span.start < start or span.end > end or (span.start, span.end) == (start, end):
                    return None
                if category_of(span.label) != "NAME":
                    return None
                found.append(i)
            i -= 1
        return found or None


_MAX_GLUED_PARTS: Final = 8
"""How many tokens of one run of letters are indexed as prefixes of it (camel-case and glued words)."""


def _starts_by_word(text: str, tokens: Sequence[Token], initials: Container[str]) -> dict[str, list[int]]:
    """Return, per lower-cased run of letters, the token starts (ascending) where that run begins.

    A token start is filed under the whole run of letters from there and under each prefix of it that ends at a token
    end ("Mc" and "McDonald"; "stanton" of "stantonPsychiatric"), so that a name whose first word starts with letters
    finds every token start where it can match by one look-up. Only tokens whose first character, lower-cased, is
    one of `initials` are filed (the first letters of the words looked up: lower-casing maps a word's first letter
    on its own).
    """
    index: dict[str, list[int]] = defaultdict(list)
    for i, token in enumerate(tokens):
        if text[token.start].lower()[:1] not in initials:
            continue
        run = _WORD.match(text, token.start)
        if run is None:
            continue
        keys = {text[token.start : run.end()].lower()}
        for later in range(i, min(i + _MAX_GLUED_PARTS, len(tokens))):
            if tokens[later].end >= run.end():
                break
            keys.add(text[token.start : tokens[later].end].lower())
        for key in keys:
            index[key].append(token.start)
    return index


def _name_regex(name: _NameString) -> re.Pattern[str]:
    """Return the regex of a name string: its words apart by whitespace, case-insensitive unless it is a part."""
    words = [re.escape(word) for word in name.string.split()]
    return re.compile(r"\s+".join(words), 0 if name.is_part else re.IGNORECASE)


def words_end(text: str, offset: int, words: Sequence[str], ignore_case: bool) -> int | None:
    r"""Return where `words`, apart by runs of whitespace, end in `text` if they start at `offset`, else -1.

    The answer of the regex `word1\s+word2...` (with re.IGNORECASE if `ignore_case`) matched at `offset`, without
    compiling one per name; None where only that regex can tell: a case-insensitive comparison with non-ASCII text,
    which Unicode case folding decides.
    """
    pos = offset
    for k, word in enumerate(words):
        if k:
            after = pos
            while after < len(text) and text[after].isspace():
                after += 1
            if after == pos:
                return -1
            pos = after
        segment = text[pos : pos + len(word)]
        if not ignore_case:
            if segment != word:
                return -1
        elif not (segment.isascii() and word.isascii()):
            return None
        elif segment.lower() != word.lower():
            return -1
        pos += len(word)
    return pos


def propagate_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans plus a NAME-type span on every untagged occurrence of a string already tagged as a name.

    Whole names match case-insensitively but must start with a capital where the note has one; parts of multi-word
    names match only as written or in capitals. Matches start and end on token boundaries, so a name glued to another
    word ("stantonPsychiatric") is found as the aggressive tokenizer would cut it. The cost is linear in the length of
    the note (plus the occurrences of each name's first word), not in the product of its names and its length.
    """
    strings = _name_strings(spans, text)
    if not strings:
        return list(spans)
    tokens = tokenize(text)
    starts = {token.start for token in tokens}
    ends = {token.end for token in tokens}
    leading_words = [_WORD.match(name.string) for name in strings]
    by_word = _starts_by_word(text, tokens, {word.group()[0].lower()[:1] for word in leading_words if word is not None})
    occupied = _Occupied(spans)
    replaced: set[int] = set()
    added: list[Span] = []
    for name, leading in zip(strings, leading_words, strict=True):
        words = name.string.split()
        pattern: re.Pattern[str] | None = None
        if leading is None:  # no leading letters to look up: where the regex matches
            pattern = _name_regex(name)
            offsets: Iterable[int] = (match.start() for match in pattern.finditer(text))
        else:  # the token starts of its leading letters
            offsets = by_word.get(leading.group().lower(), ())
        searched_to = 0  # as finditer: a match hides any other that starts inside it
        for offset in offsets:
            if offset < searched_to or offset not in starts:
                continue
            end = words_end(text, offset, words, ignore_case=not name.is_part)
            if end is None:
                pattern = pattern or _name_regex(name)
                match = pattern.match(text, offset)
                end = -1 if match is None else match.end()
            if end < 0:
                continue
            start = offset
            searched_to = end
            found = text[start:end]
            if end not in ends:
                continue
            # lower case passes only when glued to a capitalised word, the trace of faulty EHR extraction
            glued = end < len(text) and text[end].isupper()
            if name.capitalised and found[0].isalpha() and not found[0].isupper() and not glued:
                continue
            if name.is_part and found != name.string and found != name.string.upper():
                continue
            if found != name.string and is_clinical_abbreviation(found):  # "NOK: wife" beside a "Nok" named
                continue
            if occupied.overlaps(start, end):
                # a shorter name span there ("fernando" of "dr. fernando lado lóez", tagged whole elsewhere) is
                # replaced by the whole name; anything else there stays, and the name is not added
                inside = occupied.shorter_names_inside(start, end)
                if inside is None or replaced.intersection(inside):
                    continue
                replaced.update(inside)
            occupied.add(start, end)
            added.append(Span(start, end, name.label, source=PROPAGATE_SOURCE, score=name.score))
    kept = [span for i, span in enumerate(occupied.ordered) if i not in replaced] if replaced else list(spans)
    return sorted([*kept, *added], key=span_position)
