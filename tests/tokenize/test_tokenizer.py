import pytest
from hypothesis import given
from hypothesis import strategies as st

from phiscrub.tokenize import standard_tokenize, token_index_at, tokenize


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("winterHx", ["winter", "Hx"]),
        ("stantonPsychiatric", ["stanton", "Psychiatric"]),
        ("rangeImpression", ["range", "Impression"]),
        ("MRN123456", ["MRN", "123456"]),
        ("12pm", ["12", "pm"]),
        ("3/4/2012", ["3", "/", "4", "/", "2012"]),
        ("Dr. O'Neil", ["Dr", ".", "O", "'", "Neil"]),
        ("ABCdef", ["ABCdef"]),
        ("SMITH, JOHN", ["SMITH", ",", "JOHN"]),
        ("Ünïcode cafÉ", ["Ünïcode", "caf", "É"]),
    ],
)
def test_tokenizer_splits_aggressively(text, tokens):
    assert [token.text(text) for token in tokenize(text)] == tokens


@given(st.text(max_size=300))
def test_tokens_cover_exactly_the_non_space_characters(text):
    covered = [i for token in tokenize(text) for i in range(token.start, token.end)]
    assert covered == [i for i, char in enumerate(text) if not char.isspace()]


def test_token_index_at_finds_the_token_or_none():
    text = "Seen  by"
    tokens = tokenize(text)
    assert token_index_at(tokens, 6) == 1
    assert token_index_at(tokens, 4) is None


@pytest.mark.parametrize(
    ("text", "tokens"), [("winterHx", ["winterHx"]), ("MRN123 x", ["MRN123", "x"]), ("a_b", ["a", "_", "b"])]
)
def test_standard_tokenizer_keeps_conjoined_words(text, tokens):
    assert [token.text(text) for token in standard_tokenize(text)] == tokens


@given(st.text(max_size=200))
def test_standard_tokens_cover_exactly_the_non_space_characters(text):
    covered = [i for token in standard_tokenize(text) for i in range(token.start, token.end)]
    assert covered == [i for i, char in enumerate(text) if not char.isspace()]


def test_each_call_gets_its_own_token_list() -> None:
    # tokens of a recent note come from a cache: a caller changing its list must not change the next caller's
    first = tokenize("Seen by Dr. Ana Ruiz.")
    first.clear()
    assert [t.text("Seen by Dr. Ana Ruiz.") for t in tokenize("Seen by Dr. Ana Ruiz.")] == [
        "Seen",
        "by",
        "Dr",
        ".",
        "Ana",
        "Ruiz",
        ".",
    ]


def test_long_texts_are_tokenized_like_short_ones() -> None:
    from phiscrub.tokenize import tokenizer

    line = "Ana Ruiz seen 03/04/2021 at St. Mary's, MRN123.\n"
    long_text = line * (tokenizer._CACHED_TEXT_CHARS // len(line) + 1)  # beyond the cached length
    tokens = tokenize(long_text)
    per_line = len(tokenize(line))
    assert len(tokens) == per_line * (len(long_text) // len(line))
    assert tokens[:per_line] == tokenize(line)


@given(st.text(alphabet=st.sampled_from("aAbBzZéÉßǅ"), min_size=1, max_size=12))
def test_case_boundaries_are_where_an_upper_case_letter_follows_a_lower_case_one(run: str) -> None:
    from phiscrub.tokenize.tokenizer import _case_boundaries

    expected = [i for i in range(1, len(run)) if run[i - 1].islower() and run[i].isupper()]
    assert list(_case_boundaries(run)) == expected
