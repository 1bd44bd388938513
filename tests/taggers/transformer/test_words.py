"""Words, labels, windows and their combination for the transformer tagger: plain Python and numpy, no torch."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.transformer.words import (
    SHAPES,
    Word,
    allowed_classes,
    class_names,
    combine_windows,
    decided_classes,
    decode_spans,
    trimmed,
    word_labels,
    word_shape,
    word_spans,
    word_windows,
    words_of,
)

NOTE = "Seen by Dr. Ana Ruiz, on 03/04/2021 (call 555-0199)."


def _texts(text: str, words: list[Word]) -> list[str]:
    return [text[w.start : w.end] for w in words]


def test_whitespace_words_are_the_papers_tokens_and_aggressive_words_split_punctuation() -> None:
    assert _texts(NOTE, words_of(NOTE, "whitespace"))[3:6] == ["Ana", "Ruiz,", "on"]
    assert _texts(NOTE, words_of(NOTE, "aggressive"))[4:8] == ["Ana", "Ruiz", ",", "on"]


def test_an_unknown_word_unit_is_refused_by_name() -> None:
    with pytest.raises(UnknownComponentError, match="whitespace"):
        words_of(NOTE, "bpe")


def test_words_touching_a_span_get_its_category_in_bio() -> None:
    words = words_of(NOTE, "whitespace")
    spans = [Span(12, 20, "DOCTOR"), Span(25, 35, "DATE"), Span(42, 50, "PHONE")]
    labels = dict(zip(_texts(NOTE, words), word_labels(words, spans), strict=True))
    assert labels["Ana"] == "B-NAME"
    assert labels["Ruiz,"] == "I-NAME"
    assert labels["03/04/2021"] == "B-DATE"
    assert labels["555-0199)."] == "B-CONTACT"
    assert labels["on"] == "O"


def test_type_granularity_keeps_the_canonical_subtype() -> None:
    words = words_of(NOTE, "whitespace")
    assert word_labels(words, [Span(12, 20, "DOCTOR")], "type")[3:5] == ["B-DOCTOR", "I-DOCTOR"]
    assert "B-DOCTOR" in class_names("type")
    assert class_names("category")[:3] == ("O", "B-NAME", "I-NAME")


def test_an_unlabelled_word_of_a_partial_corpus_allows_the_categories_it_does_not_annotate() -> None:
    classes = class_names("category")
    allowed = allowed_classes(["O", "B-NAME"], classes, frozenset({"NAME", "LOCATION"}))
    outside_allows = {classes[i] for i in np.flatnonzero(allowed[0])}
    assert {"O", "B-DATE", "I-ID"} <= outside_allows
    assert not outside_allows & {"B-NAME", "I-NAME", "B-LOCATION"}
    assert {classes[i] for i in np.flatnonzero(allowed[1])} == {"B-NAME"}


def test_a_fully_annotated_note_allows_only_each_words_own_class() -> None:
    allowed = allowed_classes(["O", "I-DATE"], class_names(), None)
    assert allowed.sum(axis=1).tolist() == [1, 1]


@pytest.mark.parametrize(
    ("word", "shape"),
    [("ruiz", "lower"), ("Ruiz", "title"), ("RUIZ", "upper"), ("J.", "initial"), ("McDonald", "mixed")]
    + [("2021", "digits"), ("03/04/2021", "numeric"), ("MRN123", "alnum"), ("--", "punct")],
)
def test_word_shapes_keep_the_case_an_uncased_encoder_loses(word: str, shape: str) -> None:
    assert SHAPES[word_shape(word)] == shape


def test_windows_hold_at_most_100_words_and_overlap_by_40() -> None:
    windows = word_windows([1] * 250)
    assert [(w.start, w.stop) for w in windows] == [(0, 100), (60, 160), (120, 220), (180, 250)]


def test_windows_are_cut_shorter_where_word_pieces_would_not_fit() -> None:
    windows = word_windows([10] * 30, max_pieces=100)
    assert all(sum(10 for _ in w) <= 100 for w in windows)
    assert windows[0] == range(0, 10)


def test_a_word_with_more_pieces_than_a_window_holds_is_a_window_alone() -> None:
    windows = word_windows([1, 900, 1], max_pieces=510)
    assert range(1, 2) in windows
    assert {i for w in windows for i in w} == {0, 1, 2}


def test_windows_refuse_an_overlap_as_long_as_the_window() -> None:
    with pytest.raises(ConfigError):
        word_windows([1] * 10, max_words=5, overlap=5)


@given(
    st.lists(st.integers(min_value=1, max_value=40), max_size=400),
    st.integers(min_value=1, max_value=120),
    st.integers(min_value=0, max_value=60),
)
def test_windows_cover_every_word_in_order_within_their_limits(pieces: list[int], size: int, overlap: int) -> None:
    overlap = min(overlap, size - 1)
    windows = word_windows(pieces, max_words=size, overlap=overlap, max_pieces=100)
    assert sorted({i for w in windows for i in w}) == list(range(len(pieces)))
    assert all(len(w) <= size and (len(w) == 1 or sum(pieces[i] for i in w) <= 100) for w in windows)
    assert all(a.start < b.start and a.stop < b.stop for a, b in zip(windows, windows[1:], strict=False))


def test_overlapping_windows_combine_as_the_paper_says() -> None:
    # classes: O, B-NAME, I-NAME; word 1 is in both windows
    first = np.array([[0.9, 0.05, 0.05], [0.6, 0.3, 0.1]], dtype=np.float32)
    second = np.array([[0.2, 0.7, 0.1], [0.1, 0.1, 0.8]], dtype=np.float32)
    combined = combine_windows(3, [range(0, 2), range(1, 3)], [first, second])
    # a non-"O" prediction of any window wins over "O"
    assert combined.default_class.tolist() == [0, 1, 2]
    assert combined.default_probability[1] == pytest.approx(0.7)
    assert combined.phi_score.tolist() == pytest.approx([0.1, 0.8, 0.9])


def test_of_two_non_object_predictions_the_most_probable_wins() -> None:
    first = np.array([[0.2, 0.6, 0.2]], dtype=np.float32)
    second = np.array([[0.1, 0.1, 0.8]], dtype=np.float32)
    combined = combine_windows(1, [range(0, 1), range(0, 1)], [first, second])
    assert combined.default_class.tolist() == [2]


def test_a_threshold_tags_every_word_whose_phi_score_reaches_it() -> None:
    probs = np.array([[0.55, 0.45, 0.0], [0.95, 0.0, 0.05]], dtype=np.float32)
    combined = combine_windows(2, [range(0, 2)], [probs])
    assert decided_classes(combined, None)[0].tolist() == [0, 0]
    assert decided_classes(combined, 0.4)[0].tolist() == [1, 0]
    assert decided_classes(combined, 0.0)[0].tolist() == [1, 2]


@pytest.mark.parametrize(
    ("piece", "kept"),
    [("Ruiz,", "Ruiz"), ("(555-0199),", "(555-0199)"), ("0199).", "0199"), ("(Boston", "Boston"), ('"Ana"', '"Ana"')]
    + [("St.", "St."), ("--", "--")],
)
def test_trimming_drops_the_punctuation_a_whitespace_word_carries(piece: str, kept: str) -> None:
    start, end = trimmed(piece, 0, len(piece))
    assert piece[start:end] == kept


def test_runs_of_bio_classes_become_spans_over_the_original_text() -> None:
    words = words_of(NOTE, "whitespace")
    classes = class_names()
    index = {name: i for i, name in enumerate(classes)}
    labels = ["O", "O", "O", "B-NAME", "I-NAME", "O", "B-DATE", "O", "B-CONTACT"]
    spans = decode_spans(
        NOTE, words, np.array([index[label] for label in labels]), np.full(9, 0.9, np.float32), classes, "transformer"
    )
    assert [(s.label, NOTE[s.start : s.end]) for s in spans] == [
        ("PATIENT", "Ana Ruiz"),
        ("DATE", "03/04/2021"),
        ("PHONE", "555-0199"),
    ]
    assert {s.source for s in spans} == {"transformer"}


def test_a_b_class_starts_a_new_span_next_to_one_of_the_same_kind() -> None:
    text = "Ana Bob"
    words = words_of(text)
    spans = decode_spans(text, words, np.array([1, 1]), np.ones(2, np.float32), class_names(), "t")
    assert [text[s.start : s.end] for s in spans] == ["Ana", "Bob"]


def test_word_spans_score_each_word_with_its_phi_probability() -> None:
    text = "Ana saw"
    combined = combine_windows(2, [range(0, 2)], [np.array([[0.1, 0.9, 0.0], [0.8, 0.2, 0.0]], np.float32)])
    spans = word_spans(text, words_of(text), combined, class_names(), "t")
    assert [(text[s.start : s.end], s.label, round(s.score or 0, 2)) for s in spans] == [
        ("Ana", "PATIENT", 0.9),
        ("saw", "PATIENT", 0.2),
    ]
