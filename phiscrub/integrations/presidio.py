"""phiscrub as a Presidio recognizer: `PhiscrubRecognizer` finds PHI with phiscrub's model inside a Presidio analyzer.

Needs the optional dependency (`pip install 'phiscrub[presidio]'`):

```python
analyzer = AnalyzerEngine()  # or AnalyzerEngine(registry=..., nlp_engine=...) with your own
analyzer.registry.add_recognizer(PhiscrubRecognizer(lang="en"))
results = analyzer.analyze(text, language="en")  # PERSON, DATE_TIME, ... found by phiscrub among the others
```

The recognizer needs no NLP artifacts (phiscrub tokenizes for itself), so it also runs alone:
`PhiscrubRecognizer().analyze(text, entities=[], nlp_artifacts=None)`.

Labels: `PRESIDIO_ENTITIES` maps phiscrub's labels to Presidio's entity names where Presidio has one; every other
label keeps its phiscrub name (AGE, MEDICALRECORD, HOSPITAL, ...). Presidio's NRP (nationality, religious or
political group) has no phiscrub counterpart and is never produced. A span whose tagger gives no score (a word list,
a known identifier of the patient) gets 1.0: it matched by construction.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from presidio_analyzer import AnalysisExplanation, EntityRecognizer, RecognizerResult

from phiscrub.document import Document, Span
from phiscrub.labels import CANONICAL_LABELS

if TYPE_CHECKING:
    from presidio_analyzer.nlp_engine import NlpArtifacts

    from phiscrub.pipeline import Pipeline

PRESIDIO_ENTITIES: Final = MappingProxyType(
    {
        # names: Presidio's PERSON does not say whose name it is
        "PATIENT": "PERSON",
        "DOCTOR": "PERSON",
        "NAME-RELATIVE": "PERSON",
        # places: Presidio has one LOCATION (spaCy's GPE, LOC and FAC), and names hospitals LOCATION too
        "STREET": "LOCATION",
        "CITY": "LOCATION",
        "STATE": "LOCATION",
        "COUNTRY": "LOCATION",
        "ZIP": "LOCATION",
        "LOCATION-OTHER": "LOCATION",
        "HOSPITAL": "LOCATION",
        "ORGANIZATION": "ORGANIZATION",
        "DATE": "DATE_TIME",
        "PHONE": "PHONE_NUMBER",
        "FAX": "PHONE_NUMBER",
        "EMAIL": "EMAIL_ADDRESS",
        "URL": "URL",
        "IPADDR": "IP_ADDRESS",
        "SSN": "US_SSN",  # also a Spanish model's social security numbers: Presidio has no other SSN entity
        "LICENSE": "MEDICAL_LICENSE",
    }
)
"""phiscrub label -> Presidio entity name, where Presidio has one (the rest keep their phiscrub label)."""

NO_SCORE: Final = 1.0
"""The score of a span whose tagger gives none (a word list or known identifier: a match by construction)."""


def presidio_entity(label: str) -> str:
    """Return the Presidio entity name of a phiscrub label (`PRESIDIO_ENTITIES`, else the label itself)."""
    return PRESIDIO_ENTITIES.get(label, label)


SUPPORTED_ENTITIES: Final[tuple[str, ...]] = tuple(dict.fromkeys(presidio_entity(label) for label in CANONICAL_LABELS))
"""Every entity name the recognizer can return, in the order of phiscrub's taxonomy."""


class PhiscrubRecognizer(EntityRecognizer):
    """A Presidio recognizer that tags with phiscrub's shipped model for `lang` (see the module docstring).

    Args:
        lang: "en" or "es": the model, and the language Presidio asks this recognizer for.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        supported_entities: The entity names to return (default: `SUPPORTED_ENTITIES`).
        name: The recognizer's name in Presidio's registry and explanations (default: the class name).
    """

    name: str  # set by Presidio's __init__ (unannotated there)

    def __init__(
        self,
        lang: str = "en",
        policy: str | None = None,
        supported_entities: list[str] | None = None,
        name: str | None = None,
    ) -> None:
        self.lang = lang
        self.policy = policy
        super().__init__(
            supported_entities=list(SUPPORTED_ENTITIES if supported_entities is None else supported_entities),
            name=name,  # type: ignore[arg-type]  # Presidio annotates it `str = None`
            supported_language=lang,
        )

    def load(self) -> None:
        """Load the model (once per process, shared with `phiscrub.tag` and the other integrations)."""
        from phiscrub.api import default_pipeline

        self.pipeline_: Pipeline = default_pipeline(self.lang, self.policy)

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        """Return a result per PHI span phiscrub finds in `text` of an entity in `entities` (empty: any supported)."""
        wanted = set(self.supported_entities).intersection(entities or self.supported_entities)
        found = self.pipeline_.tag(Document("presidio-text", text)).spans
        return [self._result(span) for span in found if presidio_entity(span.label) in wanted]

    def _result(self, span: Span) -> RecognizerResult:
        """Return the Presidio result of one phiscrub span, its explanation naming the phiscrub tagger and label."""
        score = NO_SCORE if span.score is None else span.score
        explanation = AnalysisExplanation(
            recognizer=self.name,
            original_score=score,
            textual_explanation=f"phiscrub {span.label} found by {span.source}",
        )
        return RecognizerResult(
            entity_type=presidio_entity(span.label),
            start=span.start,
            end=span.end,
            score=score,
            analysis_explanation=explanation,
            recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
            },
        )
