"""A spaCy component that finds PHI with phiscrub: `nlp.add_pipe("phiscrub")` fills `doc.spans["phi"]`.

```python
nlp = spacy.blank("en")
nlp.add_pipe("phiscrub", config={"lang": "en", "policy": None})
phi = nlp("Seen by Dr. Ana Ruiz on 03/04/2021.").spans["phi"]  # [Ana Ruiz, 03/04/2021], labels DOCTOR, DATE
```

The factory "phiscrub" is registered through the `spacy_factories` entry point, so spaCy finds it by name without
importing phiscrub first. spaCy imports every entry-point factory's module whenever it creates a pipeline, so this
module imports nothing heavy: the model loads when the component is created (once per process, shared).

The component tags `doc.text` as it is (spaCy's tokens play no part in finding PHI) and stores a `SpanGroup` under
`spans_key`: each span labelled with the phiscrub label (DOCTOR, DATE, ...), its offsets widened to the tokens it
touches (`alignment_mode="expand"`), so that a span never covers less than phiscrub found. The group's `attrs` hold,
in the order of its spans, "scores" (the span's score; None where its tagger gives none, e.g. a word list) and
"sources" (the phiscrub taggers that found it): spaCy's spancat keeps scores in the group's attrs too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Final

from spacy.language import Language
from spacy.tokens import Doc, SpanGroup

from phiscrub.document import Document
from phiscrub.errors import SpanOutOfRangeError

if TYPE_CHECKING:
    from phiscrub.pipeline import Pipeline

SPANS_KEY: Final = "phi"
"""The default key of the span group in `doc.spans`."""

_DOC_ID: Final = "spacy-doc"
"""The document id errors name (a spaCy Doc has none)."""


class PhiscrubComponent:
    """Tags each Doc's text with a phiscrub pipeline and stores the PHI in `doc.spans[spans_key]`."""

    def __init__(self, pipeline: Pipeline, spans_key: str = SPANS_KEY) -> None:
        self.pipeline = pipeline
        self.spans_key = spans_key

    def __call__(self, doc: Doc) -> Doc:
        """Return `doc` with its PHI spans in `doc.spans[self.spans_key]` (scores and sources in the group's attrs)."""
        found = self.pipeline.tag(Document(_DOC_ID, doc.text)).spans
        spans = []
        for span in found:
            # "expand" gives a span for any offsets inside the text: spaCy's tokenization drops no character, each
            # belongs to a token or to its trailing whitespace. None would mean offsets past the text.
            aligned = doc.char_span(span.start, span.end, label=span.label, alignment_mode="expand")
            if aligned is None:
                raise SpanOutOfRangeError(_DOC_ID, span.end, len(doc.text))
            spans.append(aligned)
        attrs = {"scores": [span.score for span in found], "sources": [span.source for span in found]}
        doc.spans[self.spans_key] = SpanGroup(doc, name=self.spans_key, attrs=attrs, spans=spans)
        return doc

    def pipe(self, docs: Iterable[Doc], batch_size: int = 32) -> Iterator[Doc]:
        """Yield each Doc with its PHI spans, in input order (`batch_size` is accepted for spaCy and unused)."""
        del batch_size  # notes are tagged one at a time; the pipeline has no batch speed-up to offer here
        for doc in docs:
            yield self(doc)


@Language.factory("phiscrub", default_config={"lang": None, "policy": None, "spans_key": SPANS_KEY})
def make_phiscrub(nlp: Language, name: str, lang: str | None, policy: str | None, spans_key: str) -> PhiscrubComponent:
    """Return the phiscrub component with the model shipped for `lang` (None: the language of `nlp`, "en" or "es").

    Args:
        nlp: The spaCy pipeline the component joins.
        name: The component's name in `nlp`.
        lang: "en" or "es"; None: `nlp.lang`.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        spans_key: Where in `doc.spans` the PHI goes.
    """
    from phiscrub.api import default_pipeline

    del name
    return PhiscrubComponent(default_pipeline(lang or nlp.lang or "en", policy), spans_key)
