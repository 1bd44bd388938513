"""Partially annotated training corpora: non-PHI labels dropped, places refined, CRFs learn only what is annotated."""

from __future__ import annotations

from phiscrub.document import Document, Span
from phiscrub.io.jsonl import document_from_json
from phiscrub.taggers.crf import CrfTagger
from phiscrub.taggers.features import FeatureConfig, FeatureExtractor
from phiscrub.taggers.partial import annotated_categories, annotates, prepare_partial


def wnut_post() -> Document:
    text = "watching Rick and Morty with emma in Taiwan , then Boston"
    spans = [
        {"start": 9, "end": 23, "label": "creative-work"},
        {"start": 29, "end": 33, "label": "person"},
        {"start": 37, "end": 43, "label": "location"},
        {"start": 51, "end": 57, "label": "location"},
    ]
    return document_from_json({"id": "post-1", "text": text, "spans": spans}, "wnut17")


def mentions(doc: Document) -> set[tuple[str, str]]:
    return {(span.label, doc.text[span.start : span.end]) for span in doc.spans}


def test_prepare_partial_drops_non_phi_labels_and_refines_places() -> None:
    prepared = prepare_partial(wnut_post(), "wnut17")
    assert mentions(prepared) == {("PATIENT", "emma"), ("COUNTRY", "Taiwan"), ("CITY", "Boston")}
    assert annotated_categories(prepared) == {"NAME", "LOCATION"}


def test_fully_annotated_corpora_are_left_alone() -> None:
    doc = Document("n1", "Seen on 3/4/2021.", (Span(8, 16, "DATE"),))
    assert prepare_partial(doc, "canonical") is doc
    assert annotated_categories(doc) is None
    assert annotates(doc, {"DATE"})


def training_sentences(kind: str, docs: list[Document]) -> int:
    crf = CrfTagger(kind=kind, feature_groups={"baseline"})
    extractor = FeatureExtractor(FeatureConfig(groups=frozenset({"baseline"})))
    layouts = [extractor.analyse(doc.text) for doc in docs]
    return sum(1 for _ in crf._training_sequences(extractor, layouts, docs))


def test_a_crf_trains_only_on_notes_that_annotate_its_categories() -> None:
    post = prepare_partial(wnut_post(), "wnut17")
    note = Document("n1", "Seen on 3/4/2021 by Ana.", (Span(8, 16, "DATE"),))
    assert training_sentences("quantitative", [note, post]) == 1  # the post says nothing about dates
    assert training_sentences("names", [note, post]) == 2


def test_the_names_crf_learns_person_names_from_a_partial_corpus() -> None:
    posts = [prepare_partial(wnut_post(), "wnut17")] * 4
    target = [Document("n1", "Seen on 3/4/2021.", (Span(8, 16, "DATE"),))] * 2
    names = CrfTagger(kind="names", max_iterations=20, feature_groups={"baseline"}).fit(target, source_docs=posts)
    assert "B-PATIENT" in names.labels_
