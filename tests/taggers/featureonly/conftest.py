"""Short invented notes for the feature-only taggers: a fixed template with names, dates, ages and phones."""

from __future__ import annotations

import pytest

from phiscrub.document import Document, Span

FIRST = ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pablo", "Carmen", "Diego"]
LAST = ["Ruiz", "Lopez", "Garcia", "Moreno", "Navarro", "Castro", "Ortega", "Vidal"]


def compose(doc_id: str, parts: list[tuple[str, str | None]]) -> Document:
    """Build a note from (text, label) parts: labelled parts become gold spans."""
    body, spans = "", []
    for piece, label in parts:
        if label is not None:
            spans.append(Span(len(body), len(body) + len(piece), label))
        body += piece
    return Document(doc_id, body, tuple(spans))


def note(i: int) -> Document:
    first, last = FIRST[i % 8], LAST[(i * 3) % 8]
    return compose(
        f"n{i}",
        [
            ("Patient ", None),
            (f"{first} {last}", "PATIENT"),
            (", aged ", None),
            (f"{30 + (i * 7) % 50}", "AGE"),
            (" years, was seen on ", None),
            (f"{1 + (i * 5) % 27:02d}/{1 + i % 12:02d}/2021", "DATE"),
            (" by Dr. ", None),
            (LAST[(i + 5) % 8], "DOCTOR"),
            (". Call ", None),
            (f"{600 + i}-555-01{i:02d}", "PHONE"),
            (" if the cough gets worse.\n", None),
        ],
    )


@pytest.fixture(scope="session")
def train_notes() -> list[Document]:
    return [note(i) for i in range(6)]


@pytest.fixture(scope="session")
def test_note() -> Document:
    return note(11)
