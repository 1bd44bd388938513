"""The heuristic+dictionary baseline H+D (Uzuner et al. 2008 §7.1) on one-line invented notes."""

from __future__ import annotations

from pathlib import Path

import pytest

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.pipeline import Pipeline
from phiscrub.taggers.heuristic import HeuristicTagger


def found(text: str, lang: str = "en") -> set[tuple[str, str]]:
    spans = HeuristicTagger(lang).tag(Document("t", text))
    return {(span.label, text[span.start : span.end]) for span in spans}


@pytest.mark.parametrize(
    ("text", "label", "phi"),
    [
        ("Seen by Dr. Znwq today.", "DOCTOR", "Znwq"),
        ("Mr. Ymfgi was admitted.", "PATIENT", "Ymfgi"),
        ("She lives in Qorvale with her son.", "CITY", "Qorvale"),
        ("He was admitted to Zentrum Klinik yesterday.", "HOSPITAL", "Zentrum Klinik"),
        ("Follow-up with John Smith next week.", "PATIENT", "John Smith"),
        ("Seen on 03/04/2021 in clinic.", "DATE", "03/04/2021"),
        ("Seen on March 4, 2021 in clinic.", "DATE", "March 4, 2021"),
        ("Call 617-555-0199 if the fever returns.", "PHONE", "617-555-0199"),
        ("MRN 4829101 on file.", "IDNUM", "4829101"),
        ("Write to ana.ruiz@example.org soon.", "EMAIL", "ana.ruiz@example.org"),
    ],
)
def test_each_rule_finds_its_phi(text: str, label: str, phi: str) -> None:
    assert (label, phi) in found(text)


def test_spanish_titles_and_context_bigrams() -> None:
    spans = found("Atendido por la Dra. Qwertiz; vive en Zorbanda desde el 12 de marzo de 2016.", "es")
    assert {("DOCTOR", "Qwertiz"), ("CITY", "Zorbanda"), ("DATE", "12 de marzo de 2016")} <= spans


def test_common_words_and_lower_case_words_are_not_names() -> None:
    assert found("The patient will walk with a cane; hope is good.") == set()


def test_spans_are_sorted_disjoint_and_named_after_the_tagger() -> None:
    text = "Mr. John Smith lives in Boston; call 617-555-0199 on 03/04/2021."
    spans = HeuristicTagger().tag(Document("t", text))
    assert spans == sorted(spans)
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:], strict=False))
    assert all(span.source.startswith("heuristic:") for span in spans)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(UnknownComponentError):
        HeuristicTagger("fr").tag(Document("t", "Mr. Smith"))


def test_a_pipeline_with_the_baseline_saves_its_settings(tmp_path: Path) -> None:
    doc = Document("t", "Dra. Qwertiz vive en Zorbanda.")
    pipeline = Pipeline([HeuristicTagger("es")], lang="es", steps=("merge",))
    pipeline.save(tmp_path / "model")
    loaded = Pipeline.load(tmp_path / "model")
    assert loaded.parts[0].tagger.get_params() == {"lang": "es"}  # type: ignore[attr-defined]
    assert loaded.tag(doc).spans == pipeline.tag(doc).spans
