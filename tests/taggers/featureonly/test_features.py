from __future__ import annotations

import numpy as np
import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.featureonly.export import EXPORT_COLUMNS, note_rows
from phiscrub.taggers.featureonly.features import (
    FEATURE_COLUMNS,
    PAD_POS,
    FeatureOnlyConfig,
    crf_sequences,
    length_label,
    note_features,
    parse_length_buckets,
    pos_vocabulary,
    window_columns,
    window_matrix,
)

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021.\nMRN 4471 stable."
GOLD = (Span(12, 20, "DOCTOR"), Span(24, 34, "DATE"))


def rows(config: FeatureOnlyConfig | None = None) -> dict[str, dict[str, object]]:
    """Return the exported row of each token, keyed by the token's text (unique in NOTE)."""
    config = config or FeatureOnlyConfig()
    doc = Document("f1", NOTE, GOLD)
    note = note_features(NOTE, config)
    found = [dict(zip(EXPORT_COLUMNS, row, strict=True)) for row in note_rows(0, doc, config, pos_vocabulary(config))]
    return {NOTE[token.start : token.end]: row for token, row in zip(note.tokens, found, strict=True)}


def test_the_fourteen_features_of_a_name_token() -> None:
    row = rows()["Ana"]
    assert [row[name] for name in FEATURE_COLUMNS] == [
        1, 0, 1,  # alphanumeric, numeric, initial capital
        "TITLE", "PUNCT", "PROPN", "PROPN", "ADP",  # POS at -2 .. +2: "Dr", ".", "Ana", "Ruiz", "on"
        2, 1, 3, 4, 2,  # lengths at -2 .. +2
    ]  # fmt: skip
    assert row["phi_class"] == "DOCTOR"


def test_numeric_punctuation_and_class_of_date_tokens() -> None:
    found = rows()
    assert (found["2021"]["numeric"], found["2021"]["alphanumeric"], found["2021"]["phi_class"]) == (1, 1, "DATE")
    assert (found["/"]["alphanumeric"], found["/"]["pos"]) == (0, "PUNCT")
    assert found["on"]["phi_class"] == "O"


def test_windows_stop_at_the_sentence_end_with_padding() -> None:
    row = rows()["MRN"]  # first token of the second sentence
    assert (row["pos-1"], row["pos-2"], row["length-1"], row["length-2"]) == (PAD_POS, PAD_POS, 0, 0)
    assert (row["sentence"], row["token"]) == (1, 0)


def test_iob_scheme_prefixes_the_class() -> None:
    found = rows(FeatureOnlyConfig(scheme="iob"))
    assert (found["Ana"]["phi_class"], found["Ruiz"]["phi_class"]) == ("B-DOCTOR", "I-DOCTOR")


@pytest.mark.parametrize(("code", "label"), [(0, "0"), (1, "1"), (2, "2-3"), (3, "4-6"), (4, "7-10"), (5, "11+")])
def test_length_bucket_labels(code: int, label: str) -> None:
    assert length_label(code, (1, 3, 6, 10)) == label


def test_length_buckets_replace_exact_lengths() -> None:
    row = rows(FeatureOnlyConfig(length_buckets=parse_length_buckets("1,3,6")))["Ana"]
    assert [row[name] for name in ("length-2", "length-1", "length", "length+1", "length+2")] == [
        "2-3", "1", "2-3", "4-6", "2-3",
    ]  # fmt: skip


@pytest.mark.parametrize("text", ["3,1", "0,4", "a,b", "2,2"])
def test_bad_length_buckets_are_refused(text: str) -> None:
    with pytest.raises(ConfigError):
        parse_length_buckets(text)


def test_spacy_pos_is_refused_for_spanish_and_unknown_settings_are_named() -> None:
    with pytest.raises(ConfigError, match="English"):
        FeatureOnlyConfig(lang="es", pos="spacy")
    with pytest.raises(UnknownComponentError, match="pseudo"):
        FeatureOnlyConfig(pos="treetagger")


def test_window_matrix_has_five_codes_per_offset_and_pads_with_zero() -> None:
    config = FeatureOnlyConfig()
    note = note_features(NOTE, config)
    matrix = window_matrix(note, 4, pos_vocabulary(config))
    assert matrix.shape == (len(note.tokens), len(window_columns(4)))
    assert matrix.dtype == np.int16
    assert not matrix[0, : 4 * 5].any()  # nothing before the first token


def test_crf_attributes_hold_words_only_when_asked() -> None:
    config = FeatureOnlyConfig()
    note = note_features(NOTE, config)
    vocabulary = pos_vocabulary(config)
    lowers = [NOTE[token.start : token.end].lower() for token in note.tokens]
    without = [a for s in crf_sequences(note, vocabulary, 4, "all") for t in s for a in t]
    with_words = [a for s in crf_sequences(note, vocabulary, 4, "all", words=lowers) for t in s for a in t]
    assert not any("ruiz" in attribute.lower() for attribute in without)
    assert "w[0]=ruiz" in with_words
    pos_only = {a.split("[")[0] for s in crf_sequences(note, vocabulary, 2, "pos") for t in s for a in t}
    assert pos_only == {"bias", "pos"}
