"""Stat De-id's local-context features (Uzuner et al. 2008 §6.3-6.5) on hand-made notes."""

from __future__ import annotations

import pytest

from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.local_context import (
    FEATURE_GROUPS,
    GROUP_CODES,
    LocalContextConfig,
    LocalNote,
    identifinder_word_feature,
    note_features,
    select_groups,
)

NOTE = "Mr. Huntington was admitted on 07/05/82 with Huntington disease.\nShe lives alone in Hatfield."


def features_of(note: LocalNote, word: str, nth: int = 0) -> list[str]:
    matches = [i for i, token in enumerate(note.layout.tokens) if note.layout.text[token.start : token.end] == word]
    return note.features[matches[nth]]


@pytest.fixture(scope="module")
def plain() -> LocalNote:
    return note_features(NOTE, LocalContextConfig(groups=frozenset(FEATURE_GROUPS), syntax="none"))


def test_target_word_and_lexical_bigrams_of_a_word(plain: LocalNote) -> None:
    features = features_of(plain, "admitted")
    assert "tw.admitted" in features
    assert {"lb.l=huntington|was", "lb.r=on|07"} <= set(features)


def test_lexical_bigrams_are_padded_at_sentence_edges(plain: LocalNote) -> None:
    assert "lb.l=<s>|<s>" in features_of(plain, "Mr")
    assert "lb.r=</s>|</s>" in features_of(plain, ".", nth=2)


def test_orthographic_features_see_the_chunk_of_a_split_date(plain: LocalNote) -> None:
    features = set(features_of(plain, "05"))
    assert {"or.digit", "or.c/", "or.cdigit", "or.len=2", "or.clen=8"} <= features
    assert "or.cap" in features_of(plain, "Hatfield")


def test_pos_of_the_window_without_a_parser(plain: LocalNote) -> None:
    features = set(features_of(plain, "admitted"))
    assert {"po.0=VERB", "po.-1=AUX", "po.2=NUM"} <= features


def test_words_without_links_take_their_neighbours_with_link_none(plain: LocalNote) -> None:
    features = set(features_of(plain, "Hatfield"))
    assert {"sb.L1=NONE:in", "sb.L2=NONE:alone", "sb.R1=NONE:.", "sb.R2=NONE:</s>"} <= features


def test_dictionaries_of_the_target_and_its_neighbours(plain: LocalNote) -> None:
    assert "di.0=world_cities" in features_of(plain, "Hatfield")
    assert "di.2=dates" not in features_of(plain, "on")
    assert any(feature.startswith("di.0=") for feature in features_of(plain, "Huntington"))


def test_the_medical_term_feature_marks_an_eponym(plain: LocalNote) -> None:
    assert "me.huntington" in features_of(plain, "Huntington", nth=1)
    assert not any(feature.startswith("me.") for feature in features_of(plain, "admitted"))


def test_section_and_other_systems_features(plain: LocalNote) -> None:
    features = set(features_of(plain, "Hatfield"))
    assert "se.NONE" in features
    assert {"sn.w=hatfield", "sn.lt=lives|alone|in", "sn.location"} <= features
    assert {"if.w=hatfield", "if.f=initCap", "if.pw=in", "if.pf=lowerCase"} <= features


@pytest.mark.parametrize(
    ("word", "feature"),
    [("07", "twoDigitNum"), ("1982", "fourDigitNum"), ("07/05/82", "containsDigitAndSlash"), ("J.", "capPeriod"),
     ("IBM", "allCaps"), ("Smith", "initCap"), ("cough", "lowerCase"), ("A12", "containsDigitAndAlpha")],
)  # fmt: skip
def test_identifinder_word_features(word: str, feature: str) -> None:
    assert identifinder_word_feature(word) == feature


def test_every_feature_starts_with_its_group_code(plain: LocalNote) -> None:
    codes = tuple(GROUP_CODES.values())
    assert all(feature.startswith(codes) for row in plain.features for feature in row)
    only = select_groups(plain.features, ["target", "orthographic"])
    assert all(feature.startswith(("tw.", "or.")) for row in only for feature in row)
    assert only == [
        [f for f in row if f.startswith(("tw.", "or."))]
        for row in note_features(NOTE, LocalContextConfig(groups=frozenset({"target", "orthographic"}))).features
    ]


def test_syntactic_bigrams_follow_the_dependency_parse_of_the_paper_example() -> None:
    note = note_features("She lives alone in Hatfield.", LocalContextConfig(groups=frozenset({"syntactic_bigrams"})))
    # §6.4.2: Hatfield has the left syntactic bigram {(lives, MVp), (in, Js)}; spaCy labels the links prep and pobj
    assert {"sb.L1=pobj:in", "sb.L2=prep:lives"} <= set(features_of(note, "Hatfield"))


@pytest.mark.parametrize(
    ("settings", "error"),
    [({"groups": frozenset({"words"})}, UnknownComponentError), ({"groups": frozenset()}, ConfigError),
     ({"syntax": "link-grammar"}, UnknownComponentError), ({"window": -1}, ConfigError)],
)  # fmt: skip
def test_bad_settings_are_refused(settings: dict[str, object], error: type[Exception]) -> None:
    with pytest.raises(error):
        LocalContextConfig(**settings)  # type: ignore[arg-type]
