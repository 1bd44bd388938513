from __future__ import annotations

import pytest
from hypothesis import given, settings

from phiscrub.tokenize.sentences import Sentence, sentence_token_ranges, split_sentences
from phiscrub.tokenize.tokenizer import tokenize
from tests.strategies import note_texts


def sentence_texts(text: str) -> list[str]:
    return [sentence.text(text) for sentence in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pain improved. Plan to discharge.", ["Pain improved.", "Plan to discharge."]),
        ("Seen by Dr. Ana Ruiz today. Stable.", ["Seen by Dr. Ana Ruiz today.", "Stable."]),
        ("Mr. and Mrs. Lee came. OK.", ["Mr. and Mrs. Lee came.", "OK."]),
        (
            "Take 2.5 mg. daily, e.g. aspirin b.i.d. at 9 a.m. Then rest.",
            ["Take 2.5 mg. daily, e.g. aspirin b.i.d. at 9 a.m. Then rest."],
        ),
        ("Lives on Main St. Boston, i.e. nearby. Fine.", ["Lives on Main St. Boston, i.e. nearby.", "Fine."]),
        ("Temp 37.5 today. BP 120/80 vs. 130/85 before.", ["Temp 37.5 today.", "BP 120/80 vs. 130/85 before."]),
        ("Called J. Smith. He agreed.", ["Called J. Smith.", "He agreed."]),
        ("Is she eating? Yes! Good.", ["Is she eating?", "Yes!", "Good."]),
        ('He said "stop." Then left.', ['He said "stop."', "Then left."]),
    ],
)
def test_split_sentences_inside_a_line(text: str, expected: list[str]) -> None:
    assert sentence_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a header line, then prose wrapped onto a lower-case line
        (
            "HISTORY OF PRESENT ILLNESS:\nPatient is a 45 year old man with\nchest pain since Monday.",
            ["HISTORY OF PRESENT ILLNESS:", "Patient is a 45 year old man with\nchest pain since Monday."],
        ),
        # form lines each stand alone even without punctuation
        ("Name: Ana Ruiz\nMRN: 1234567\nAge: 45", ["Name: Ana Ruiz", "MRN: 1234567", "Age: 45"]),
        # a comma at the end of a line continues the sentence even before a capital
        ("Seen with her sister,\nMaria, and husband.", ["Seen with her sister,\nMaria, and husband."]),
        # terminal punctuation ends the line's sentence even before a lower-case line
        ("Denies pain.\nsleeps well", ["Denies pain.", "sleeps well"]),
        # a blank line always ends a sentence
        ("no acute distress\n\nalert and oriented", ["no acute distress", "alert and oriented"]),
        # CRLF line ends behave like LF
        ("Name: Ana\r\nAge: 45\r\n", ["Name: Ana", "Age: 45"]),
    ],
)
def test_split_sentences_follows_line_structure(text: str, expected: list[str]) -> None:
    assert sentence_texts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Medications:\n1. Lisinopril 10 mg\n2. metformin 500 mg",
            ["Medications:", "1. Lisinopril 10 mg", "2. metformin 500 mg"],
        ),
        ("Plan:\na) labs\nb) follow up", ["Plan:", "a) labs", "b) follow up"]),
        ("Problems:\n- anxiety\n- insomnia", ["Problems:", "- anxiety", "- insomnia"]),
        ("Findings\n(a) effusion\n(b) edema", ["Findings", "(a) effusion", "(b) edema"]),
    ],
)
def test_list_items_start_sentences(text: str, expected: list[str]) -> None:
    assert sentence_texts(text) == expected


def test_negative_numbers_on_a_new_line_are_not_bullets_but_still_break_after_a_stop() -> None:
    text = "Balance was low.\n-5 mEq noted"
    assert sentence_texts(text) == ["Balance was low.", "-5 mEq noted"]


def test_split_sentences_accepts_precomputed_tokens() -> None:
    text = "One. Two."
    assert split_sentences(text, tokenize(text)) == [Sentence(0, 4), Sentence(5, 9)]


@pytest.mark.parametrize("text", ["", "   \n\t  "])
def test_blank_text_has_no_sentences(text: str) -> None:
    assert split_sentences(text) == []


@settings(max_examples=200, deadline=None)
@given(note_texts)
def test_sentences_cover_every_token_in_order_without_overlap(text: str) -> None:
    tokens = tokenize(text)
    ranges = sentence_token_ranges(text, tokens)
    assert [i for r in ranges for i in r] == list(range(len(tokens)))
    assert all(len(r) > 0 for r in ranges)
    sentences = split_sentences(text, tokens)
    assert len(sentences) == len(ranges)
    for sentence, r in zip(sentences, ranges, strict=True):
        assert (sentence.start, sentence.end) == (tokens[r.start].start, tokens[r.stop - 1].end)
    for before, after in zip(sentences, sentences[1:], strict=False):
        assert before.end <= after.start
