"""Words, their labels and shapes, windows over them, and spans from word predictions (Johnson et al. 2020 §3.3).

Nothing here needs torch: it is the data processing around the model, tested on its own.

- Words: whitespace tokens, as in the paper ("Text was split into discrete tokens using whitespaces"), or phiscrub's
  aggressive tokens (`phiscrub.tokenize.tokenize`, Lee et al. 2017 §3.3.1) as the alternative unit. Words are views:
  character offsets into the note.
- Labels: BIO over the paper's seven categories (`phiscrub.labels.category_of`; granularity "category") or over the
  canonical subtypes ("type"). A word that shares a character with a gold span is inside it.
- A word of a partially annotated note (`phiscrub.taggers.partial`) left unlabelled may still be PHI of a category the
  corpus does not annotate: `allowed_classes` lets the loss accept any of those classes, so it learns nothing about
  them from that word.
- Windows: contiguous runs of at most 100 words overlapping by 40, never split inside a word, and cut shorter where
  the word pieces of 100 words would not fit the encoder; every word of a note is in at least one window.
- At inference the predictions of overlapping windows are combined as §3.3 says: "take any non-object prediction as
  the label for the token. If multiple non-object predictions exist, we take the one with the highest valued
  prediction."
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

import numpy as np
import numpy.typing as npt

from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.labels import CANONICAL_LABELS, CATEGORIES, category_of
from phiscrub.tokenize.tokenizer import tokenize

WORD_UNITS: Final[tuple[str, ...]] = ("whitespace", "aggressive")
"""The word units a transformer tagger labels: the paper's whitespace tokens, or phiscrub's aggressive tokens."""

GRANULARITIES: Final[tuple[str, ...]] = ("category", "type")
"""What a class names: one of the paper's categories (NAME, DATE, ...) or a canonical subtype (PATIENT, CITY, ...)."""

OUTSIDE: Final = "O"
"""The class of a word that is no PHI (the paper's "other")."""

CATEGORY_LABELS: Final = MappingProxyType(
    {"NAME": "PATIENT", "LOCATION": "LOCATION-OTHER", "CONTACT": "PHONE", "ID": "IDNUM"}
)
"""The canonical label given to a span of a category that is no canonical label itself: the subtype that every policy
removes (recall first: a NAME of unknown role is treated as the patient's)."""

MAX_WORDS: Final = 100
"""The most words in a window (§3.3: "a maximum length of 100 tokens")."""

OVERLAP_WORDS: Final = 40
"""The words two neighbouring windows share (§3.3: "an overlap of 40 tokens")."""

SHAPES: Final[tuple[str, ...]] = (
    "special",
    "lower",
    "title",
    "upper",
    "initial",
    "mixed",
    "digits",
    "numeric",
    "alnum",
    "punct",
)
"""Word shapes (index 0 for the encoder's special and padding positions): capitalisation and digits, the cues an
uncased encoder no longer sees."""

_WHITESPACE_WORDS: Final = re.compile(r"\S+")
_OPENERS: Final = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSERS: Final = {value: key for key, value in _OPENERS.items()}
_TRAILING: Final = ",;:!?"
_QUOTES: Final = "\"'`"


@dataclass(frozen=True, slots=True, order=True)
class Word:
    """One word of a note: the half-open character range [start, end) of the original text."""

    start: int
    end: int


def words_of(text: str, unit: str = "whitespace") -> list[Word]:
    """Return the words of `text` in order: whitespace tokens, or aggressive tokens."""
    if unit == "whitespace":
        return [Word(*match.span()) for match in _WHITESPACE_WORDS.finditer(text)]
    if unit == "aggressive":
        return [Word(token.start, token.end) for token in tokenize(text)]
    raise UnknownComponentError("word unit", unit, WORD_UNITS)


def word_shape(word: str) -> int:
    """Return the index in SHAPES of the shape of `word` (never 0, which marks special positions)."""
    letters = [char for char in word if char.isalpha()]
    has_digit = any(char.isdigit() for char in word)
    if has_digit:
        if letters:
            return SHAPES.index("alnum")
        return SHAPES.index("digits" if word.isdigit() else "numeric")
    if not letters:
        return SHAPES.index("punct")
    alpha = "".join(letters)
    if len(alpha) == 1 and alpha.isupper():
        return SHAPES.index("initial")
    if alpha.islower():
        return SHAPES.index("lower")
    if alpha.isupper():
        return SHAPES.index("upper")
    if alpha[0].isupper() and alpha[1:].islower():
        return SHAPES.index("title")
    return SHAPES.index("mixed")


def class_names(granularity: str = "category") -> tuple[str, ...]:
    """Return the classes of a tagger: "O", then "B-X" and "I-X" for each category (or subtype) X."""
    if granularity == "category":
        kinds: Sequence[str] = CATEGORIES
    elif granularity == "type":
        kinds = CANONICAL_LABELS
    else:
        raise UnknownComponentError("label granularity", granularity, GRANULARITIES)
    return (OUTSIDE, *(f"{prefix}-{kind}" for kind in kinds for prefix in ("B", "I")))


def kind_of(label: str, granularity: str) -> str:
    """Return what a class names for a canonical label: its category, or the label itself."""
    return category_of(label) if granularity == "category" else label


def span_label(kind: str) -> str:
    """Return the canonical label of a span whose class names `kind` (a category or a subtype)."""
    return CATEGORY_LABELS.get(kind, kind)


def word_labels(words: Sequence[Word], spans: Sequence[Span], granularity: str = "category") -> list[str]:
    """Return the BIO class of each word: "B-X" on the first word a span X touches, "I-X" on the rest, else "O".

    A word touched by two spans takes the first one's class (spans sorted by position).
    """
    labels = [OUTSIDE] * len(words)
    starts = [word.start for word in words]
    ends = [word.end for word in words]
    for span in sorted(spans):
        first, last = bisect_right(ends, span.start), bisect_left(starts, span.end)
        kind = kind_of(span.label, granularity)
        for index in range(first, last):
            if labels[index] == OUTSIDE:
                labels[index] = f"{'B' if index == first else 'I'}-{kind}"
    return labels


def allowed_classes(
    labels: Sequence[str], classes: Sequence[str], annotated: frozenset[str] | None
) -> npt.NDArray[np.bool_]:
    """Return, per word, which classes the loss accepts.

    A word's own class; for an "O" word of a partially annotated note, also every class of a category the note does
    not annotate.

    Args:
        labels: The BIO class of each word.
        classes: Every class, in the model's order.
        annotated: The PHI categories the note annotates (None: all of them).
    """
    index = {name: i for i, name in enumerate(classes)}
    allowed = np.zeros((len(labels), len(classes)), dtype=bool)
    allowed[np.arange(len(labels)), [index[label] for label in labels]] = True
    if annotated is not None:
        unannotated = [
            i for i, name in enumerate(classes) if name != OUTSIDE and _category(name.split("-", 1)[1]) not in annotated
        ]
        outside = np.array([label == OUTSIDE for label in labels], dtype=bool)
        allowed[np.ix_(outside, np.array(unannotated, dtype=np.intp))] = True
    return allowed


def _category(kind: str) -> str:
    return kind if kind in CATEGORIES else category_of(kind)


def word_windows(
    n_pieces: Sequence[int],
    max_words: int = MAX_WORDS,
    overlap: int = OVERLAP_WORDS,
    max_pieces: int = 510,
) -> list[range]:
    """Return the windows over a note's words: ranges of word indices covering every word, in order.

    Each window holds at most `max_words` words whose word pieces add up to at most `max_pieces` (a single word with
    more pieces is a window alone); neighbours share `overlap` words, or half the earlier window if that is shorter,
    or fewer where the word pieces would not fit (each window holds at least one word the one before did not).

    Args:
        n_pieces: The number of word pieces of each word of the note.
        max_words: The most words in a window.
        overlap: The words neighbouring windows share.
        max_pieces: The most word pieces in a window.
    """
    if max_words < 1 or not 0 <= overlap < max_words:
        raise ConfigError(f"windows of {max_words} words cannot overlap by {overlap}: need 0 <= overlap < max_words")
    windows: list[range] = []
    start, n_words = 0, len(n_pieces)
    while start < n_words:
        end, pieces = start, 0
        while end < n_words and end - start < max_words and (end == start or pieces + n_pieces[end] <= max_pieces):
            pieces += n_pieces[end]
            end += 1
        windows.append(range(start, end))
        if end == n_words:
            break
        start = max(start + 1, end - min(overlap, (end - start) // 2))
        # the next window must reach a word the last one did not hold: give up overlap where pieces run out
        while start < end and sum(n_pieces[start : end + 1]) > max_pieces:
            start += 1
    return windows


@dataclass(frozen=True, slots=True)
class WordPredictions:
    """The combined predictions for the words of one note (see `combine_windows`)."""

    default_class: npt.NDArray[np.int64]
    """Per word, the class of §3.3's rule: the most probable non-"O" prediction of any window, else "O" (0)."""
    default_probability: npt.NDArray[np.float32]
    """Per word, the probability of `default_class` in the window it came from."""
    phi_score: npt.NDArray[np.float32]
    """Per word, its highest probability of being PHI (1 - P("O")) in any window."""
    phi_class: npt.NDArray[np.int64]
    """Per word, the most probable non-"O" class of the window that gave `phi_score`."""


def combine_windows(
    n_words: int, windows: Sequence[range], probabilities: Sequence[npt.NDArray[np.float32]]
) -> WordPredictions:
    """Return per-word predictions from the class probabilities of overlapping windows (class 0 is "O").

    Args:
        n_words: Words of the note.
        windows: The windows, as word ranges.
        probabilities: Per window, a (words of the window, classes) array of class probabilities.
    """
    default_class = np.zeros(n_words, dtype=np.int64)
    default_probability = np.full(n_words, -1.0, dtype=np.float32)
    phi_score = np.full(n_words, -1.0, dtype=np.float32)
    phi_class = np.ones(n_words, dtype=np.int64)
    for window, probs in zip(windows, probabilities, strict=True):
        where = np.arange(window.start, window.stop)
        best = probs.argmax(axis=1)
        best_probability = probs[np.arange(len(best)), best]
        non_o = probs[:, 1:].argmax(axis=1) + 1
        current, current_probability = default_class[where], default_probability[where]
        # the paper's rule: a non-"O" prediction wins over "O"; the most probable of several non-"O" ones wins
        more_probable = best_probability > current_probability
        take = np.where(best != 0, (current == 0) | more_probable, (current == 0) & more_probable)
        default_class[where[take]] = best[take]
        default_probability[where[take]] = best_probability[take]
        # the sum of the PHI classes, not 1 - P(O): in float32 a confident "O" rounds to 1.0 and every such word
        # would score 0, leaving thresholds no order among them
        score = probs[:, 1:].sum(axis=1)
        higher = score > phi_score[where]
        phi_score[where[higher]] = score[higher]
        phi_class[where[higher]] = non_o[higher]
    return WordPredictions(default_class, default_probability, np.clip(phi_score, 0.0, 1.0), phi_class)


def decided_classes(
    predictions: WordPredictions, threshold: float | None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
    """Return per word its class and PHI score.

    With `threshold` None the class follows §3.3's rule; else a word is PHI when its score reaches the threshold,
    labelled with its most probable PHI class.
    """
    if threshold is None:
        return predictions.default_class, predictions.phi_score
    classes = np.where(predictions.phi_score >= threshold, predictions.phi_class, 0)
    return classes.astype(np.int64), predictions.phi_score


def trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """Return [start, end) without the punctuation a whitespace word carries around its PHI ("Smith," "(Boston").

    Commas, colons, semicolons, question and exclamation marks are cut from the end, an unmatched bracket or quote from
    either side; a full stop stays after a letter or digit (it ends "St." and "Jr." inside gold spans as often as it
    ends a sentence, and a missed PHI token costs more than a flagged one); a range of punctuation only is returned
    unchanged.
    """
    if not any(char.isalnum() for char in text[start:end]):
        return start, end
    while True:
        piece = text[start:end]
        first = piece[0]
        if _trailing_junk(piece):
            end -= 1
        elif (first in _OPENERS and _OPENERS[first] not in piece) or _unmatched_quote(piece, first):
            start += 1
        else:
            return start, end
        if not any(char.isalnum() for char in text[start:end]):
            return start, end


def _trailing_junk(piece: str) -> bool:
    """Return whether the last character of `piece` is punctuation that does not belong to the PHI it ends."""
    last = piece[-1]
    if last in _TRAILING or _unmatched_quote(piece, last):
        return True
    if last == ".":
        return len(piece) > 1 and not piece[-2].isalnum()
    return last in _CLOSERS and _CLOSERS[last] not in piece


def _unmatched_quote(piece: str, char: str) -> bool:
    return char in _QUOTES and piece.count(char) % 2 == 1


def decode_spans(
    text: str,
    words: Sequence[Word],
    word_classes: npt.NDArray[np.int64],
    scores: npt.NDArray[np.float32],
    classes: Sequence[str],
    source: str,
) -> list[Span]:
    """Return the spans of runs of PHI words: a run continues while words keep one kind and no "B-" restarts it.

    A span goes from its first word's start to its last word's end, less the punctuation around it (`trimmed`),
    scored with the mean PHI score of its words.
    """
    spans: list[Span] = []
    run: list[int] = []
    run_kind = ""

    def close() -> None:
        if run:
            start, end = trimmed(text, words[run[0]].start, words[run[-1]].end)
            score = float(scores[run].mean())
            spans.append(Span(start, end, span_label(run_kind), source=source, score=round(score, 6)))

    for index, class_index in enumerate(word_classes.tolist()):
        name = classes[class_index]
        if name == OUTSIDE:
            close()
            run = []
            continue
        prefix, kind = name.split("-", 1)
        if run and (kind != run_kind or prefix == "B"):
            close()
            run = []
        run.append(index)
        run_kind = kind
    close()
    return spans


def word_spans(
    text: str, words: Sequence[Word], predictions: WordPredictions, classes: Sequence[str], source: str
) -> list[Span]:
    """Return one span per word, labelled with its most probable PHI class and scored with its PHI score.

    What `phiscrub calibrate` and the operating-point tables score: at any threshold, the words a tagger with that
    threshold tags are those whose span scores at least the threshold. Words are not trimmed: the comma of
    "Saturday," is inside a gold date when more of the date follows (tagging trims only the ends of a run of words).
    """
    spans = []
    for index, word in enumerate(words):
        kind = classes[int(predictions.phi_class[index])].split("-", 1)[1]
        score = float(predictions.phi_score[index])
        spans.append(Span(word.start, word.end, span_label(kind), source=source, score=score))
    return spans
