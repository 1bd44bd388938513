from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers import features as features_module
from phiscrub.taggers.features import (
    BASE_GROUPS,
    FEATURE_GROUPS,
    DictionaryMatcher,
    FeatureConfig,
    FeatureExtractor,
    NoteMemo,
    attribute_values,
    build_dictionary_matcher,
    chunk_features,
    iob_labels,
    iob_runs,
    joint_extractor,
    orthographic_shape,
    profession_suffix,
    regex_token_shape,
)
from phiscrub.taggers.word_clusters import WordClusters, fit_word_clusters
from phiscrub.tokenize.tokenizer import tokenize
from tests.strategies import note_texts

NOTE = "CHIEF COMPLAINT:\nChest pain.\nName: Ana Ruiz\nSeen in New York on 03/04/2021 by the psychiatrist."


def features_of(note: str, word: str, config: FeatureConfig | None = None, **kwargs: object) -> list[str]:
    extractor = FeatureExtractor(config or FeatureConfig(groups=frozenset(set(FEATURE_GROUPS) - {"spacy"})), **kwargs)  # type: ignore[arg-type]
    layout = extractor.analyse(note)
    rows = [row for sentence in extractor.extract(layout) for row in sentence]
    index = next(i for i, t in enumerate(layout.tokens) if note[t.start : t.end] == word)
    return rows[index]


@pytest.mark.parametrize(
    ("word", "shape"), [("Smith", "Aaaaa"), ("psychiatrist", "aaaa"), ("2021", "####"), ("MRN", "AAA"), ("/", "/")]
)
def test_orthographic_shape(word: str, shape: str) -> None:
    assert orthographic_shape(word) == shape


@pytest.mark.parametrize(
    ("word", "shape"),
    [("1999", "YEAR"), ("03", "D2"), ("123456789", "D9+"), ("March", "MONTH"), ("martes", "DAYNAME"),
     ("Ana", "INITCAP"), ("MRN", "ALLCAPS"), ("J", "CAP1"), ("pain", "LOWER"), ("McDo", "MIXED"), (":", "P::")],
)  # fmt: skip
def test_regex_token_shape(word: str, shape: str) -> None:
    assert regex_token_shape(word) == shape


@pytest.mark.parametrize(
    ("chunk", "cls"),
    [("03/04/2021", "DATE"), ("2021-04-03.", "DATE"), ("10:30", "TIME"), ("617-555-0199", "PHONE"),
     ("ana@clinic.org", "EMAIL"), ("www.clinic.org", "URL"), ("10.0.0.1", "IP"), ("AB12345", "ID"), ("37.5", "NUMBER"),
     ("pain", "NONE")],
)  # fmt: skip
def test_chunk_features_classify_the_whitespace_chunk(chunk: str, cls: str) -> None:
    assert chunk_features(chunk)[0] == f"chunk={cls}"


@pytest.mark.parametrize(
    ("word", "suffix"), [("psychiatrist", "ist"), ("pediatrician", "ian"), ("fireman", "man"), ("cardiólogo", "ólogo"),
                         ("psiquiatra", "iatra"), ("pain", None)],
)  # fmt: skip
def test_profession_suffix(word: str, suffix: str | None) -> None:
    assert profession_suffix(word) == suffix


def test_token_features_cover_every_group() -> None:
    features = features_of(NOTE, "Ruiz")
    expected = {"w[0]=ruiz", "w[-1]=ana", "w[-1:0]=ana|ruiz", "shape=Aaaa", "rshape=INITCAP", "p2=ru", "s3=uiz"}
    expected |= {"sh[-1]=Aaa", "attr=name", "slen=4", "sec=chief complaint", "rs[-1]=INITCAP", "chunk=NONE"}
    assert expected <= set(features)
    assert any(f.startswith("pos[0]=") for f in features)


def test_sentence_shape_and_header_features() -> None:
    assert {"s_colon", "sec_header", "slen=3"} <= set(features_of(NOTE, "CHIEF"))
    assert "s_enum" in features_of("Plan:\n1. Call back\n", "Call")


def test_dictionary_matches_multi_token_entries_and_neighbours() -> None:
    matcher = build_dictionary_matcher({"us_cities": ["new york", "boston"], "first_names": ["ana"]})
    york = features_of(NOTE, "York", dictionaries=matcher)
    assert "dict=us_cities" in york
    assert "dict[-1]=us_cities" in york
    assert "dict=first_names" in features_of(NOTE, "Ana", dictionaries=matcher)
    assert not any(f.startswith("dict=") for f in features_of(NOTE, "Chest", dictionaries=matcher))


def test_clusters_give_the_token_and_neighbour_cluster_ids() -> None:
    clusters = WordClusters({"ana": (3, 17), "ruiz": (5, 40)}, (2, 8))
    features = features_of(NOTE, "Ruiz", clusters=clusters)
    assert {"cl2=5", "cl8=40", "cl[-1]=3"} <= set(features)


@pytest.mark.parametrize("group", sorted(set(FEATURE_GROUPS) - {"spacy"}))
def test_each_group_can_be_switched_off(group: str) -> None:
    word = "psychiatrist" if group == "profession_suffix" else "Ruiz"
    full = set(features_of(NOTE, word, clusters=WordClusters({"ruiz": (1,)}, (2,))))
    without = set(features_of(NOTE, word, FeatureConfig(groups=frozenset(set(FEATURE_GROUPS) - {"spacy", group})),
                              clusters=WordClusters({"ruiz": (1,)}, (2,))))  # fmt: skip
    assert without < full


def test_unknown_group_is_refused() -> None:
    with pytest.raises(UnknownComponentError):
        FeatureConfig(groups=frozenset({"baseline", "glove"}))


def test_spacy_group_adds_pos_and_entity_features() -> None:
    pytest.importorskip("spacy")
    features = features_of(NOTE, "York", FeatureConfig(groups=frozenset({"spacy"})))
    assert any(f.startswith("sp_tag=") for f in features)
    assert any(f.startswith("sp_ent=") for f in features)


def test_attribute_values_split_several_pairs_on_a_line() -> None:
    text = "Edad: 70 años Sexo: H.\nhora 10:30 bien"
    pairs = [(name, text[start:end]) for _, start, end, name in attribute_values(text)]
    assert pairs == [("edad", "70 años "), ("sexo", "H.")]


def test_iob_labels_mark_tokens_partly_inside_a_span() -> None:
    text = "Seen on 03/04/2021byDr Ruiz"
    tokens = tokenize(text)
    spans = [Span(8, 18, "DATE"), Span(23, 27, "DOCTOR")]
    labels = iob_labels(tokens, spans)
    words = [text[t.start : t.end] for t in tokens]
    assert list(zip(words, labels, strict=True)) == [
        ("Seen", "O"), ("on", "O"), ("03", "B-DATE"), ("/", "I-DATE"), ("04", "I-DATE"), ("/", "I-DATE"),
        ("2021", "I-DATE"), ("by", "O"), ("Dr", "O"), ("Ruiz", "B-DOCTOR"),
    ]  # fmt: skip


def test_iob_labels_give_overlapping_spans_disjoint_tokens() -> None:
    tokens = tokenize("Ana Ruiz Lopez")
    labels = iob_labels(tokens, [Span(0, 8, "PATIENT"), Span(4, 14, "DOCTOR")])
    assert labels == ["B-PATIENT", "I-PATIENT", "B-DOCTOR"]


@pytest.mark.parametrize(
    ("labels", "runs"),
    [
        (["O", "B-DATE", "I-DATE", "O"], [(1, 3, "DATE")]),
        (["B-DATE", "B-DATE"], [(0, 1, "DATE"), (1, 2, "DATE")]),
        (["I-AGE", "I-AGE", "I-DATE"], [(0, 2, "AGE"), (2, 3, "DATE")]),
        (["B-PATIENT", "I-PATIENT"], [(0, 2, "PATIENT")]),
        (["O", "O"], []),
    ],
)
def test_iob_runs(labels: list[str], runs: list[tuple[int, int, str]]) -> None:
    assert iob_runs(labels) == runs


@settings(max_examples=100, deadline=None)
@given(note_texts)
def test_extract_gives_one_row_per_token_in_sentence_order(text: str) -> None:
    extractor = FeatureExtractor(FeatureConfig(groups=BASE_GROUPS | {"context_shapes", "profession_suffix"}))
    layout = extractor.analyse(text)
    sequences = extractor.extract(layout)
    assert [len(rows) for rows in sequences] == [len(r) for r in layout.sentences]
    assert sum(len(rows) for rows in sequences) == len(layout.tokens)
    assert all(row and all(isinstance(f, str) for f in row) for rows in sequences for row in rows)


def test_fit_word_clusters_is_seeded_and_groups_words_by_context() -> None:
    sentences = [["dr", name, "saw", "the", "patient"] for name in ["ruiz", "lee", "kim", "diaz"]] * 5
    sentences += [["took", drug, "mg", "daily"] for drug in ["aspirin", "lisinopril", "metformin", "insulin"]] * 5
    first = fit_word_clusters(sentences, n_clusters=(2,), min_count=2, seed=1)
    assert first == fit_word_clusters(sentences, n_clusters=(2,), min_count=2, seed=1)
    names = {first.clusters_of(w) for w in ["ruiz", "lee", "kim", "diaz"]}
    drugs = {first.clusters_of(w) for w in ["aspirin", "lisinopril", "metformin", "insulin"]}
    assert len(names) == 1 and len(drugs) == 1 and names != drugs
    assert first.clusters_of("unseen") is None
    assert WordClusters.from_json(first.to_json()) == first


def test_fit_word_clusters_on_too_little_text_gives_no_clusters() -> None:
    assert fit_word_clusters([["one", "two"]], n_clusters=(32,)).n_clusters == ()


@pytest.mark.parametrize(("tokenizer", "n_tokens"), [("aggressive", 4), ("standard", 3)])
def test_feature_config_chooses_the_tokenizer(tokenizer: str, n_tokens: int) -> None:
    extractor = FeatureExtractor(FeatureConfig(groups=frozenset({"baseline"}), tokenizer=tokenizer))
    layout = extractor.analyse("MRN123 is new")
    assert len(layout.tokens) == n_tokens
    assert sum(len(rows) for rows in extractor.extract(layout)) == n_tokens


CLUSTERS = WordClusters({"ana": (1, 5), "ruiz": (1, 6), "pain": (0, 2), "york": (2, 7)}, (4, 8))
QUANTITATIVE = FeatureConfig(groups=BASE_GROUPS | {"context_shapes"})
NAMES = FeatureConfig(groups=BASE_GROUPS | {"profession_suffix"})


@pytest.mark.parametrize("config", [QUANTITATIVE, NAMES, FeatureConfig(window=0), FeatureConfig(window=3)])
def test_a_shared_memo_gives_the_features_of_a_fresh_extraction(config: FeatureConfig) -> None:
    memo = NoteMemo(NOTE)
    for other in (QUANTITATIVE, NAMES, config):  # the memo already holds the parts of other configurations
        FeatureExtractor(other, CLUSTERS).extract(FeatureExtractor(other, CLUSTERS).analyse(NOTE, memo), memo)
    extractor = FeatureExtractor(config, CLUSTERS)
    shared = extractor.extract(extractor.analyse(NOTE, memo), memo)
    assert shared == extractor.extract(extractor.analyse(NOTE))


def test_extractors_with_other_clusters_do_not_share_cluster_features() -> None:
    memo = NoteMemo(NOTE)
    other = WordClusters({"ana": (3, 1)}, (4, 8))
    first = FeatureExtractor(NAMES, CLUSTERS)
    first.extract(first.analyse(NOTE, memo), memo)
    second = FeatureExtractor(NAMES, other)
    assert second.extract(second.analyse(NOTE, memo), memo) == second.extract(second.analyse(NOTE))


def test_a_memo_refuses_another_note() -> None:
    extractor = FeatureExtractor()
    with pytest.raises(ConfigError, match="one note"):
        extractor.analyse("Another note.", NoteMemo(NOTE))


def test_word_cluster_fingerprints_follow_the_table() -> None:
    same = WordClusters(dict(CLUSTERS.table), (4, 8))
    assert same.fingerprint == CLUSTERS.fingerprint
    assert WordClusters({"ana": (1, 5)}, (4, 8)).fingerprint != CLUSTERS.fingerprint
    assert WordClusters(dict(CLUSTERS.table), (4, 9)).fingerprint != CLUSTERS.fingerprint


def test_joint_features_hold_each_extractors_features_in_order() -> None:
    extractors = [FeatureExtractor(QUANTITATIVE, CLUSTERS), FeatureExtractor(NAMES, CLUSTERS)]
    joint = joint_extractor(extractors)
    assert joint is not None
    rows = [row for sentence in joint.extract(joint.analyse(NOTE)) for row in sentence]
    for extractor in extractors:
        own = [row for sentence in extractor.extract(extractor.analyse(NOTE)) for row in sentence]
        for joint_row, own_row in zip(rows, own, strict=True):
            wanted = set(own_row)
            assert [feature for feature in joint_row if feature in wanted] == own_row
            assert all(f.startswith(("rs[", "prof_suffix=")) for f in joint_row if f not in wanted)


@pytest.mark.parametrize(
    "other",
    [
        FeatureExtractor(NAMES, WordClusters({"ana": (3, 1)}, (4, 8))),
        FeatureExtractor(FeatureConfig(groups=NAMES.groups, window=1), CLUSTERS),
        FeatureExtractor(FeatureConfig(groups=NAMES.groups, lang="es"), CLUSTERS),
        FeatureExtractor(FeatureConfig(groups=NAMES.groups - {"pos"}), CLUSTERS),
    ],
)
def test_extractors_that_differ_beyond_their_own_groups_are_not_joined(other: FeatureExtractor) -> None:
    assert joint_extractor([FeatureExtractor(QUANTITATIVE, CLUSTERS), other]) is None


@settings(max_examples=25, deadline=None)
@given(note_texts)
def test_memoised_features_equal_fresh_ones_on_any_note(text: str) -> None:
    memo = NoteMemo(text)
    quantitative, names = FeatureExtractor(QUANTITATIVE, CLUSTERS), FeatureExtractor(NAMES, CLUSTERS)
    first = quantitative.extract(quantitative.analyse(text, memo), memo)
    second = names.extract(names.analyse(text, memo), memo)
    assert first == quantitative.extract(quantitative.analyse(text))
    assert second == names.extract(names.analyse(text))


def test_embedding_clusters_put_an_unseen_lower_case_name_beside_known_names() -> None:
    from phiscrub.resources.embeddings import load_embedding_clusters

    table = load_embedding_clusters("en")
    assert len(table) > 100_000
    assert table["emma"][0] == table["maria"][0]  # same coarse cluster: given names
    assert table["emma"] != table["pneumonia"]


def test_embeddings_group_gives_clusters_oov_and_neighbours() -> None:
    extractor = FeatureExtractor(FeatureConfig(groups=frozenset({"embeddings"})))
    layout = extractor.analyse("met emma zxqvbn today")
    rows = [row for sentence in extractor.extract(layout) for row in sentence]
    emma, unknown = rows[1], rows[2]
    assert any(feature.startswith("e32=") for feature in emma)
    assert "e=OOV" in unknown
    assert any(feature.startswith("e[-1]=") for feature in emma)


def test_dictionary_group_ranks_common_and_rare_given_names() -> None:
    extractor = FeatureExtractor(FeatureConfig(groups=frozenset({"dictionary"})))
    layout = extractor.analyse("John met Zebulon")
    john, _, zebulon = (row for sentence in extractor.extract(layout) for row in sentence)
    ranks = {f for f in john if f.startswith("dictf=first_names:")}
    assert ranks and ranks != {f for f in zebulon if f.startswith("dictf=first_names:")}


def _brute_force_matches(matcher: DictionaryMatcher, lowers: list[str]) -> list[list[str]]:
    found: list[set[str]] = [set() for _ in lowers]
    for i, lower in enumerate(lowers):
        found[i].update(matcher.words.get(lower, ()))
        for entry, name in matcher.phrases.get(lower, ()):
            if tuple(lowers[i : i + len(entry)]) == entry:
                for j in range(i, i + len(entry)):
                    found[j].add(name)
    return [sorted(names) for names in found]


@given(
    st.lists(
        st.sampled_from(["the", "new", "york", "mary", "'", "s", "o", "brien", "ana", "of", "x", "a", "c", "j"]),
        max_size=12,
    )
)
def test_phrases_found_by_their_first_two_tokens_are_those_found_by_the_first(lowers: list[str]) -> None:
    matcher = build_dictionary_matcher(
        {
            # "the" starts more than _MANY_PHRASES entries: those are looked up by their first two tokens
            "hospitals": [
                "the new york",
                "st mary's",
                "the ana",
                "new york of the",
                *(f"the {w} x" for w in "abcdefghij"),
            ],
            "surnames": ["o'brien", "o brien", "york", "ana"],
            "cities": ["new york", "the", "york"],
        }
    )
    assert len(matcher.phrases["the"]) > features_module._MANY_PHRASES
    assert matcher.matches(lowers) == _brute_force_matches(matcher, lowers)


def test_a_dictionary_matcher_survives_pickling() -> None:
    matcher = build_dictionary_matcher({"cities": ["new york"]})
    copy = pickle.loads(pickle.dumps(matcher))
    assert copy.matches(["in", "new", "york"]) == [[], ["cities"], ["cities"]]


def test_features_stay_the_same_when_the_process_wide_memos_are_emptied(monkeypatch: pytest.MonkeyPatch) -> None:
    extractor = FeatureExtractor(FeatureConfig(groups=frozenset(set(FEATURE_GROUPS) - {"spacy"})), CLUSTERS)
    expected = extractor.extract(extractor.analyse(NOTE))
    monkeypatch.setattr(features_module, "_WORD_CACHE_LIMIT", 3)  # emptied at nearly every note
    for text in (NOTE, "Another note by Ana.", NOTE):
        got = extractor.extract(extractor.analyse(text))
    assert got == expected


def test_clear_memos_forgets_the_strings_of_recent_notes() -> None:
    from phiscrub.tokenize.tokenizer import _cached_tokens

    extractor = FeatureExtractor(FeatureConfig(groups=frozenset(set(FEATURE_GROUPS) - {"spacy"})), CLUSTERS)
    expected = extractor.extract(extractor.analyse(NOTE))
    assert "Ruiz" in features_module._WORD_INFOS and _cached_tokens.cache_info().currsize > 0
    features_module.clear_memos()
    assert "Ruiz" not in features_module._WORD_INFOS and not features_module._CHUNK_FEATURES
    assert _cached_tokens.cache_info().currsize == 0
    assert extractor.extract(extractor.analyse(NOTE)) == expected


@settings(max_examples=200, deadline=None)
@given(note_texts)
def test_each_token_gets_the_whitespace_chunk_that_holds_it(text: str) -> None:
    import re

    from phiscrub.tokenize.tokenizer import standard_tokenize

    chunks = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    for tokens in (tokenize(text), standard_tokenize(text)):
        expected = [next(text[a:b] for a, b in chunks if a <= t.start < b) for t in tokens]
        assert features_module._token_chunks(tokens, text) == expected


def test_window_positions_follow_the_sentences_even_when_a_list_is_reused() -> None:
    sentences = [range(0, 2)]
    first = features_module.ngram_window(["a", "b"], sentences, "w", 1)
    sentences[0] = range(0, 3)  # the same list, other sentences
    second = features_module.ngram_window(["a", "b", "c"], sentences, "w", 1)
    assert first.positions == [1, 2]
    assert second.positions == [1, 2, 3]
    assert second.padded[second.positions[2]] == "c"
