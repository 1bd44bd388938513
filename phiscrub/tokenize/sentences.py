"""Sentence splitting for clinical notes: sentences are views (character offsets) over aggressive tokens.

Clinical notes are lists, forms and wrapped prose more often than well-punctuated text, so line structure decides most
boundaries. The rules, in order:

1. A sentence never splits a token; every token belongs to exactly one sentence, and sentences follow each other in
   text order without overlap (whitespace between sentences belongs to none).
2. A blank line always ends a sentence.
3. A single line break ends a sentence unless the next line clearly *continues* it: the next line starts with a
   lower-case letter, does not start with a list marker, and the line before does not end with terminal punctuation
   (``.``, ``!``, ``?``, ``:``); or the line before ends with a comma, hyphen, ``&``, ``/`` or an opening bracket
   (a hard wrap in the middle of a phrase) and the next line is no list item.
4. A line starting with a list marker ("1.", "2)", "a)", "(b)", "-", "*", "•") starts a sentence.
5. Inside a line, ``.``, ``!`` or ``?`` (possibly followed by closing quotes or brackets) followed by whitespace ends
   a sentence when the next token does not start with a lower-case letter, except after an abbreviation (Dr., Mr.,
   Mrs., St., e.g., i.e., a.m., p.m., mg., etc., q.d., b.i.d., vs., ... and their Spanish peers Dra., Sr., Sra.) or a
   single capital initial ("J. Smith"). A period without whitespace after it (decimals "1.5", "e.g", "x.y") never
   ends a sentence.

Enumerations in the middle of a line ("1) foo 2) bar") do not split: they are rarely sentences of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from phiscrub.tokenize.tokenizer import Token, tokenize

ABBREVIATIONS: Final[frozenset[str]] = frozenset(
    {
        # titles
        "dr.", "dra.", "mr.", "mrs.", "ms.", "sr.", "sra.", "srta.", "st.", "prof.", "jr.", "lic.", "dña.", "dn.",
        # Latin and general
        "e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "no.", "nos.", "fig.", "viz.", "al.", "ca.", "ej.", "p.ej.",
        "aprox.", "pág.", "núm.", "tel.",
        # time
        "a.m.", "p.m.",
        # units and dosing
        "mg.", "mcg.", "ml.", "kg.", "cm.", "mm.", "gr.", "hrs.", "min.", "sec.", "q.d.", "b.i.d.", "t.i.d.",
        "q.i.d.", "q.h.s.", "p.r.n.", "p.o.", "i.v.", "i.m.", "s.c.", "q.o.d.", "h.s.", "a.c.", "p.c.",
        # months and days
        "jan.", "feb.", "mar.", "apr.", "jun.", "jul.", "aug.", "sep.", "sept.", "oct.", "nov.", "dec.",
        "mon.", "tue.", "wed.", "thu.", "fri.", "sat.", "sun.",
    }
)  # fmt: skip
"""Lower-cased words with their final period that do not end a sentence."""

_TERMINAL: Final = frozenset(".!?")
_CLOSERS: Final = frozenset(")]}\"'»”’")
_LINE_END_STOPS: Final = frozenset(".!?:")
_LINE_END_WRAPS: Final = frozenset(",-&/([{")
_BULLETS: Final = frozenset("-*•·–—+")
_LIST_CLOSERS: Final = frozenset(".)")


@dataclass(frozen=True, slots=True, order=True)
class Sentence:
    """One sentence: the half-open character range [start, end) of the original text, first to last token."""

    start: int
    end: int

    def text(self, text: str) -> str:
        """Return the sentence's characters in `text`, the text it was cut from."""
        return text[self.start : self.end]


def starts_list_item(text: str, tokens: list[Token], i: int) -> bool:
    """Return whether token `i` begins an enumeration or bullet ("1.", "2)", "a)", "(b)", "-", "*").

    Args:
        text: The note text the tokens were cut from.
        tokens: The aggressive tokens of `text`.
        i: Index of the first token of a line or sentence.
    """
    token = tokens[i]
    first = text[token.start : token.end]
    if token.kind == "punct" and first in _BULLETS:
        # "-" followed by a digit without a space is a negative number or a range, not a bullet
        return i + 1 >= len(tokens) or tokens[i + 1].start > token.end
    if first == "(" and i + 2 < len(tokens):
        marker, closer = tokens[i + 1], tokens[i + 2]
        return _is_marker(text, marker) and text[closer.start : closer.end] == ")" and closer.start == marker.end
    if not _is_marker(text, token) or i + 1 >= len(tokens):
        return False
    closer = tokens[i + 1]
    if closer.start != token.end or text[closer.start : closer.end] not in _LIST_CLOSERS:
        return False
    # "1.5" is a number; "a.m." or "e.g." is an abbreviation: a marker needs space (or the line end) after its closer
    return i + 2 >= len(tokens) or tokens[i + 2].start > closer.end


def _is_marker(text: str, token: Token) -> bool:
    word = text[token.start : token.end]
    if token.kind == "digit":
        return len(word) <= 2
    return token.kind == "alpha" and (len(word) == 1 or word.lower() in {"ii", "iii", "iv", "vi", "vii", "viii", "ix"})


def _is_abbreviation(text: str, tokens: list[Token], period: int) -> bool:
    """Return whether the period token at `period` closes an abbreviation or an initial."""
    first = period
    # walk back over an unbroken run like "b.i.d." or "Dr."
    while first > 0 and tokens[first - 1].end == tokens[first].start and tokens[first - 1].kind != "digit":
        previous = text[tokens[first - 1].start : tokens[first - 1].end]
        if tokens[first - 1].kind == "punct" and previous != ".":
            break
        first -= 1
    word = text[tokens[first].start : tokens[period].end]
    if word.lower() in ABBREVIATIONS:
        return True
    return len(word) == 2 and word[0].isupper()  # a single capital initial such as "J."


def _ends_sentence_inline(text: str, tokens: list[Token], i: int, first: int) -> bool:
    """Return whether a sentence that began at token `first` ends after token `i`, the next token on the same line."""
    if i == first + 1 and starts_list_item(text, tokens, first):
        return False  # the "." of a "1." list marker
    j = i
    while j > 0 and text[tokens[j].start : tokens[j].end] in _CLOSERS and tokens[j - 1].end == tokens[j].start:
        j -= 1
    mark = text[tokens[j].start : tokens[j].end]
    if mark not in _TERMINAL:
        return False
    if mark == "." and _is_abbreviation(text, tokens, j):
        return False
    following = text[tokens[i + 1].start]
    return not following.islower()


def _line_continues(text: str, tokens: list[Token], i: int) -> bool:
    """Return whether the line ending with token `i` continues on the next line (see the module docstring)."""
    if starts_list_item(text, tokens, i + 1):
        return False
    last = text[tokens[i].start : tokens[i].end]
    if last in _LINE_END_WRAPS:
        return True
    if last in _LINE_END_STOPS:
        return False
    return text[tokens[i + 1].start].islower()


def sentence_token_ranges(text: str, tokens: list[Token] | None = None) -> list[range]:
    """Return, per sentence in text order, the range of indices of its tokens (never empty).

    Args:
        text: The note text.
        tokens: `tokenize(text)`, when the caller already has it.
    """
    if tokens is None:
        tokens = tokenize(text)
    ranges: list[range] = []
    first = 0
    for i in range(len(tokens) - 1):
        token = tokens[i]
        gap_end = tokens[i + 1].start
        if token.end == gap_end:
            continue
        gap = text[token.end : gap_end]
        breaks = 0 if gap == " " else gap.count("\n") + gap.count("\r") - gap.count("\r\n")
        if breaks >= 2:
            boundary = True
        elif breaks == 1:
            boundary = not _line_continues(text, tokens, i)
        else:
            # only a terminal mark, or a closer after one, ends a sentence inside a line (`_ends_sentence_inline`)
            piece = text[token.start : token.end]
            boundary = (piece in _TERMINAL or piece in _CLOSERS) and _ends_sentence_inline(text, tokens, i, first)
        if boundary:
            ranges.append(range(first, i + 1))
            first = i + 1
    if tokens:
        ranges.append(range(first, len(tokens)))
    return ranges


def split_sentences(text: str, tokens: list[Token] | None = None) -> list[Sentence]:
    """Return the sentences of a clinical note in text order, as views on `text` (rules: see the module docstring).

    Args:
        text: The note text.
        tokens: `tokenize(text)`, when the caller already has it.
    """
    if tokens is None:
        tokens = tokenize(text)
    return [Sentence(tokens[r.start].start, tokens[r.stop - 1].end) for r in sentence_token_ranges(text, tokens)]
