from __future__ import annotations

import pycrfsuite
import pytest

from phiscrub.document import Document, Span
from phiscrub.taggers.crf import CrfTagger
from phiscrub.taggers.easyadapt import easy_adapt, easy_adapt_sequence


def test_easy_adapt_copies_list_features_for_the_source_domain() -> None:
    assert easy_adapt(["w=ana", "shape=Aaa"], "source") == ["w=ana", "shape=Aaa", "src:w=ana", "src:shape=Aaa"]


def test_easy_adapt_copies_mapping_features_for_the_target_domain() -> None:
    assert easy_adapt({"w=ana": 1.0, "len": 0.5}, "target") == {
        "w=ana": 1.0, "len": 0.5, "tgt:w=ana": 1.0, "tgt:len": 0.5,
    }  # fmt: skip


def test_augmented_features_are_twice_as_many_and_domains_never_share_specific_copies() -> None:
    features = ["a", "b", "c"]
    source, target = easy_adapt(features, "source"), easy_adapt(features, "target")
    assert len(source) == len(target) == 2 * len(features)
    assert set(source) & set(target) == set(features)  # only the general copy is shared


def test_easy_adapt_sequence_augments_every_token() -> None:
    assert easy_adapt_sequence([["a"], ["b", "c"]], "target") == [["a", "tgt:a"], ["b", "c", "tgt:b", "tgt:c"]]


def test_unknown_domain_is_refused() -> None:
    with pytest.raises(ValueError, match="domain"):
        easy_adapt(["a"], "other")  # type: ignore[call-overload]


def dated(doc_id: str, before: str, date: str, after: str) -> Document:
    text = before + date + after
    return Document(doc_id, text, (Span(len(before), len(before) + len(date), "DATE"),))


def test_crf_trains_with_a_source_corpus_and_tags_the_target_domain() -> None:
    # source notes write dates "March 3, 2019"; target notes "03/03/2019" after "Fecha:"
    source = [dated(f"s{i}", "Admitted on ", f"March {i + 1}, 2019", " for chest pain.") for i in range(10)]
    target = [dated(f"t{i}", "Fecha: ", f"{i + 1:02d}/03/2019", "\nSin cambios.") for i in range(4)]
    # no L1, so that every copy keeps a weight and the test can see them
    tagger = CrfTagger(kind="quantitative", c1=0.0, max_iterations=40, n_clusters=(2,)).fit(target, source_docs=source)
    assert tagger.adapted_
    crfsuite = pycrfsuite.Tagger()
    crfsuite.open_inmemory(tagger.model_)
    weighted = [attribute for attribute, _ in crfsuite.info().state_features]
    assert any(a.startswith("tgt:") for a in weighted) and any(a.startswith("src:") for a in weighted)
    test = Document("x", "Fecha: 21/03/2019\nSin cambios.")
    assert [(s.label, test.text[s.start : s.end]) for s in tagger.tag(test)] == [("DATE", "21/03/2019")]
    plain = CrfTagger(kind="quantitative", max_iterations=40, easy_adapt=False, n_clusters=(2,))
    assert not plain.fit(target, source_docs=source).adapted_
