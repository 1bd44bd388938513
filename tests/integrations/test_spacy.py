from __future__ import annotations

import subprocess
import sys

import pytest

from phiscrub.document import Document, Span

spacy = pytest.importorskip("spacy")

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; the fever has resolved."


def phi_of(doc: object) -> set[tuple[str, str]]:
    return {(span.label_, span.text) for span in doc.spans["phi"]}  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def nlp() -> object:
    nlp = spacy.blank("en")
    nlp.add_pipe("phiscrub", config={"lang": "en", "policy": None})
    return nlp


def test_the_component_puts_the_phi_in_a_span_group(nlp: object) -> None:
    doc = nlp(NOTE)  # type: ignore[operator]
    assert phi_of(doc) == {("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")}


def test_each_span_has_its_score_and_source_in_the_groups_attrs(nlp: object) -> None:
    group = nlp(NOTE).spans["phi"]  # type: ignore[operator]
    scores, sources = group.attrs["scores"], group.attrs["sources"]
    assert len(scores) == len(sources) == len(group) == 2
    assert all(0.0 <= score <= 1.0 for score in scores)
    assert all(source.startswith("crf:") for source in sources)


class FixedSpans:
    """A stand-in pipeline that finds the given spans in any text."""

    def __init__(self, *spans: Span) -> None:
        self.spans = spans

    def tag(self, doc: Document) -> Document:
        return doc.with_spans(self.spans)


def test_a_span_off_token_boundaries_is_widened_to_the_tokens_it_touches() -> None:
    from phiscrub.integrations.spacy import PhiscrubComponent

    component = PhiscrubComponent(FixedSpans(Span(13, 18, "DOCTOR", "stub")))  # type: ignore[arg-type]
    doc = component(spacy.blank("en")("Seen by Dr. Ana Ruiz today."))  # "na Ru"
    assert [(span.label_, span.text) for span in doc.spans["phi"]] == [("DOCTOR", "Ana Ruiz")]
    assert doc.spans["phi"].attrs == {"scores": [None], "sources": ["stub"]}


def test_pipe_tags_every_doc_in_order(nlp: object) -> None:
    docs = list(nlp.pipe([NOTE, "Patient John Smith was admitted on 01/02/2020."]))  # type: ignore[attr-defined]
    assert ("DOCTOR", "Ana Ruiz") in phi_of(docs[0])
    assert ("PATIENT", "John Smith") in phi_of(docs[1])


def test_the_spans_key_and_policy_are_configurable() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("phiscrub", config={"policy": "safe-harbor", "spans_key": "sc"})
    doc = nlp(NOTE)
    assert {(span.label_, span.text) for span in doc.spans["sc"]} == {("DATE", "03/04/2021")}


def test_a_spanish_pipeline_gets_the_spanish_model_by_default() -> None:
    nlp = spacy.blank("es")
    nlp.add_pipe("phiscrub")
    assert ("AGE", "45 años") in phi_of(nlp("Paciente de 45 años, ingresó ayer."))


def test_spacy_finds_the_factory_through_its_entry_point_without_importing_phiscrub() -> None:
    code = (
        "import sys, spacy; nlp = spacy.blank('en'); nlp.add_pipe('phiscrub'); "
        "doc = nlp('Seen by Dr. Ana Ruiz.'); print(nlp.pipe_names, [s.text for s in doc.spans['phi']])"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "['phiscrub'] ['Ana Ruiz']"
