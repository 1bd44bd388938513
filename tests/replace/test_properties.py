from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.labels import category_of
from phiscrub.replace.ages import find_word_age
from phiscrub.replace.base import ReplaceResult
from phiscrub.replace.dates import is_date
from phiscrub.replace.mask import MaskReplacer, RedactReplacer
from phiscrub.replace.names import _SUFFIXES, _TITLES
from phiscrub.replace.resolve import replacement_spans
from phiscrub.replace.surrogates import SurrogateReplacer
from phiscrub.replace.tags import TagReplacer
from phiscrub.replace.vocab import _HOSPITAL_PATTERNS
from tests.replace.conftest import KEY
from tests.strategies import documents_with_spans, labels

SURROGATES = SurrogateReplacer(KEY)
OTHER_KEY = SurrogateReplacer(b"a-different-key-0123456789")
REPLACERS = {
    "tag": TagReplacer(level="subtype", numbering="note"),
    "redact": RedactReplacer(),
    "mask": MaskReplacer(),
    "surrogate": SURROGATES,
}
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def kept_by_rule(label: str, value: str) -> bool:
    """Values the surrogate rules keep on purpose (see the surrogates module docstring)."""
    if not any(char.isalnum() for char in value) or (label == "DATE" and is_date(value)):
        return True
    ages = re.findall(r"\d+", value)
    if label == "AGE" and not ages:
        in_words = find_word_age(value)
        return in_words is not None and in_words.value <= 89
    return label == "AGE" and len(ages) == 1 and int(ages[0]) <= 89


def replaced_pieces(doc: Document, result: ReplaceResult) -> list[tuple[str, str, str]]:
    """Return (label, original, replacement) per resolved span, read through the offset map."""
    pieces = []
    for span, edit in zip(replacement_spans(doc), result.offsets.edits, strict=True):
        assert (edit.start, edit.end) == (span.start, span.end)
        pieces.append((span.label, doc.text[span.start : span.end], result.text[edit.out_start : edit.out_end]))
    return pieces


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_text_outside_spans_survives_in_place(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    # a date span is widened to its whole date (a detected year takes its day and month along): what is replaced
    inside = {i for span in replacement_spans(doc) for i in range(span.start, span.end)}
    assert all(result.text[result.offsets.to_output(i)] == c for i, c in enumerate(doc.text) if i not in inside)
    assert result.offsets.to_output(len(doc.text)) == len(result.text)


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_output_spans_cover_exactly_the_replacements(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    pieces = [new for _, _, new in replaced_pieces(doc, result) if new]
    assert [result.text[span.start : span.end] for span in result.spans] == pieces
    assert all(0 <= span.start < span.end <= len(result.text) for span in result.spans)


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_no_phi_of_three_characters_or_more_survives_at_its_place(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    for label, old, new in replaced_pieces(doc, result):
        if len(old) >= 3 and not (name == "surrogate" and kept_by_rule(label, old)):
            assert old.casefold() not in new.casefold()


@FAST
@given(doc=documents_with_spans())
def test_surrogates_are_deterministic_for_a_key(doc: Document) -> None:
    assert SURROGATES.replace(doc) == SurrogateReplacer(KEY).replace(doc)


@FAST
@given(doc=documents_with_spans())
def test_surrogates_differ_across_keys_where_they_are_drawn(doc: Document) -> None:
    ours = replaced_pieces(doc, SURROGATES.replace(doc))
    theirs = replaced_pieces(doc, OTHER_KEY.replace(doc))
    drawn = [
        (a, b)
        for (label, old, a), (_, _, b) in zip(ours, theirs, strict=True)
        if len(old) >= 6 and not kept_by_rule(label, old)
    ]
    if len(drawn) >= 3:
        assert any(a != b for a, b in drawn)


@st.composite
def documents_with_overlapping_spans(draw: st.DrawFn) -> Document:
    """A note of words, numbers and dates with random spans that may overlap, nest or coincide."""
    words = st.sampled_from(
        [
            "Rose",
            "Phillips",
            "Dr.",
            "phone",
            "555-0199",
            "(399) 845-6832",
            "03/04/2021",
            "2021",
            "Boston",
            "MA",
            "forty-two",
            "92",
            "seen",
            "at",
            "General",
            "Hospital",
            "x7",
            "ID",
            "4412",
            "on",
            "March",
            "4,",
        ]
    )
    tokens = draw(st.lists(words, max_size=14))
    text = " ".join(tokens)
    # span ends mostly at word edges (where taggers put them), sometimes anywhere
    edges = sorted(
        {0, len(text)} | {m.end() for m in re.finditer(r"\S+", text)} | {m.start() for m in re.finditer(r"\S+", text)}
    )
    likely_labels = st.sampled_from(["DOCTOR", "PATIENT", "PHONE", "FAX", "DATE", "AGE", "CITY", "IDNUM", "HOSPITAL"])
    spans = []
    for _ in range(draw(st.integers(0, 7)) if text else 0):
        if draw(st.booleans()):
            start, end = sorted(draw(st.lists(st.sampled_from(edges), min_size=2, max_size=2, unique=True)))
        else:
            start = draw(st.integers(0, len(text) - 1))
            end = draw(st.integers(start + 1, min(len(text), start + 30)))
        spans.append(Span(start, end, draw(st.one_of(likely_labels, labels))))
    return Document("overlaps", text, tuple(spans), {"patient_id": draw(st.sampled_from(["p1", "p2"]))})


NAME_AFFIXES = frozenset(word.strip(".") for word in _TITLES | _SUFFIXES)
"""Titles and suffixes of a name ("Dr.", "Jr", "MD"): no PHI, kept in place by the name replacer."""
HOSPITAL_PATTERN_WORDS = frozenset(
    word.casefold()
    for patterns in _HOSPITAL_PATTERNS.values()
    for pattern in patterns
    for word in pattern.split()
    if "{" not in word
)
"""Words every surrogate hospital name of some pattern holds ("General", "Hospital"): no PHI on their own (nor a piece
of one, "Hosp"), and in the output whenever a hospital is replaced."""


def only_titles(label: str, old: str) -> bool:
    """Whether a name span's words are all titles or suffixes, which the name replacer keeps ("Dr.", "Jr", "MD")."""
    words = re.findall(r"[^\W\d_]+", old)
    return category_of(label) == "NAME" and bool(words) and all(word.casefold() in NAME_AFFIXES for word in words)


def keeps_its_age(piece: Span, span: Span, text: str) -> bool:
    """Whether `span` shares characters with the age an AGE piece keeps in place (its first number, up to 89, in
    digits or in words).

    The digits drawn beside a kept age may repeat the note's by chance ("03/04/2021" as an AGE -> "03/00/1892").
    """
    if piece.label != "AGE":
        return False
    written = text[piece.start : piece.end]
    number = re.search(r"\d+", written)
    if number is not None:
        kept, (start, end) = int(number.group()) <= 89, number.span()
    else:
        in_words = find_word_age(written)
        if in_words is None:
            return False
        kept, (start, end) = in_words.value <= 89, (in_words.start, in_words.end)
    return kept and span.start < piece.start + end and piece.start + start < span.end


def kept_under(pieces: tuple[Span, ...], span: Span, text: str) -> bool:
    """Whether a surrogate rule keeps this span's text on purpose: it lies whole in a piece whose rule keeps it, it is
    (a piece of) a word of every surrogate of some hospital pattern, its words are a name's titles, or it takes in
    the age an AGE piece keeps."""
    old = text[span.start : span.end]
    if kept_by_rule(span.label, old) or any(old.strip().casefold() in word for word in HOSPITAL_PATTERN_WORDS):
        return True
    return any(
        (p.start <= span.start and span.end <= p.end and kept_by_rule(p.label, text[p.start : p.end]))
        or keeps_its_age(p, span, text)
        or (p.start < span.end and span.start < p.end and only_titles(p.label, old))
        for p in pieces
    )


def as_in_the_note(text: str, span: Span) -> re.Pattern[str]:
    """Return a case-insensitive regex of the span's text, bounded by word edges where the note bounds it so.

    A surrogate may hold a PHI word inside a longer word by chance ("Rose" in the drawn place "Roseland Park"); the
    text left in place would stand as it stood in the note.
    """
    old = text[span.start : span.end].strip()
    first = text.index(old, span.start)
    before = r"\b" if old[0].isalnum() and (first == 0 or not text[first - 1].isalnum()) else ""
    last = first + len(old)
    after = r"\b" if old[-1].isalnum() and (last == len(text) or not text[last].isalnum()) else ""
    return re.compile(before + re.escape(old) + after, re.IGNORECASE)


@pytest.mark.parametrize("name", REPLACERS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=documents_with_overlapping_spans())
def test_no_detected_span_of_four_letters_or_digits_survives_at_its_mapped_place(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    pieces = replacement_spans(doc)
    for span in doc.spans:
        old = doc.text[span.start : span.end]
        if sum(char.isalnum() for char in old) < 4 or (name == "surrogate" and kept_under(pieces, span, doc.text)):
            continue
        start, end = result.offsets.span_to_output(span)
        new = result.text[start:end]
        if name == "tag":  # a tag may spell a PHI word ("phone" -> "[PHONE]"); what is left besides tags may not
            new = re.sub(r"\[[A-Z-]+?(?:-\d+)?\]", "", new)
        assert not as_in_the_note(doc.text, span).search(new), (span.label, span.start)


@pytest.mark.parametrize("name", REPLACERS)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=documents_with_overlapping_spans())
def test_the_offset_map_stays_exact_with_overlapping_spans(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    pieces = replacement_spans(doc)
    assert [(e.start, e.end) for e in result.offsets.edits] == [(p.start, p.end) for p in pieces]
    inside = {i for span in doc.spans for i in range(span.start, span.end)}
    assert inside <= {i for p in pieces for i in range(p.start, p.end)}
    outside = [i for i in range(len(doc.text)) if not any(p.start <= i < p.end for p in pieces)]
    assert all(result.text[result.offsets.to_output(i)] == doc.text[i] for i in outside)
    assert result.offsets.to_output(len(doc.text)) == len(result.text)
    for edit, piece in zip(result.offsets.edits, pieces, strict=True):
        assert edit.out_end - edit.out_start == len(result.text[edit.out_start : edit.out_end])
        if name == "mask":
            assert edit.out_end - edit.out_start == piece.end - piece.start
