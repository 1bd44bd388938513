"""Short invented English notes for the Stat De-id taggers (SVM, CRFD): names, hospitals, dates and phones."""

from __future__ import annotations

from phiscrub.document import Document, Span

PATIENTS = ["Ana Ruiz", "Luis Moreno", "Marta Vidal", "Jorge Castro", "Elena Ortega", "Pablo Navarro", "Rosa Gil"]
DOCTORS = ["Hayes", "Brennan", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Adler"]
HOSPITALS = ["Deaconess", "Mercy", "Riverside", "Lakeview", "Summit", "Harbor", "Bayside"]


def compose(doc_id: str, parts: list[tuple[str, str | None]]) -> Document:
    """Build a note from (text, label) parts: labelled parts become gold spans."""
    body, spans = "", []
    for piece, label in parts:
        if label is not None:
            spans.append(Span(len(body), len(body) + len(piece), label))
        body += piece
    return Document(doc_id, body, tuple(spans))


def note(i: int) -> Document:
    """Return invented note number `i` (the same template, other values)."""
    return compose(
        f"n{i}",
        [
            ("HISTORY OF PRESENT ILLNESS:\n", None),
            (PATIENTS[i % 7], "PATIENT"),
            (" was admitted to ", None),
            (HOSPITALS[(i * 3) % 7], "HOSPITAL"),
            (" on ", None),
            (f"{1 + i % 12:02d}/{1 + (i * 5) % 27:02d}/2021", "DATE"),
            (" with a cough.\nShe is to follow up with Dr. ", None),
            (DOCTORS[(i + 2) % 7], "DOCTOR"),
            (" and may call ", None),
            (f"{600 + i}-555-01{i:02d}", "PHONE"),
            (" if the fever returns.\n", None),
        ],
    )


def train_notes() -> list[Document]:
    """Return the six training notes."""
    return [note(i) for i in range(6)]
