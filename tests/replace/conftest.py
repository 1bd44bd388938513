from __future__ import annotations

import pytest

from phiscrub.document import Document, Span
from phiscrub.replace.surrogates import SurrogateReplacer

KEY = b"test-key-0123456789abcdef-not-secret"


def note(text: str, *phi: tuple[str, str], patient: str = "p1", note_date: str | None = None) -> Document:
    """Return a document over `text` with a span on the first occurrence of each (value, label)."""
    spans = []
    for value, label in phi:
        start = text.index(value)
        spans.append(Span(start, start + len(value), label))
    meta = {"patient_id": patient} | ({"note_date": note_date} if note_date else {})
    return Document("n1", text, tuple(spans), meta)


@pytest.fixture(scope="session")
def surrogates() -> SurrogateReplacer:
    return SurrogateReplacer(KEY)
