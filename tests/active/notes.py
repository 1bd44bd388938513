"""Short invented notes with gold spans, shared by the active-learning tests."""

from __future__ import annotations

from phiscrub.document import Document, Span

FIRST = ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pablo", "Carmen", "Diego"]
LAST = ["Ruiz", "Lopez", "Garcia", "Moreno", "Navarro", "Castro", "Ortega", "Vidal"]
CITIES = ["Madrid", "Sevilla", "Bilbao", "Valencia", "Granada", "Murcia", "Oviedo", "Toledo"]


def build(doc_id: str, parts: list[tuple[str, str | None]]) -> Document:
    """Return a note made of (text, label) parts: labelled parts become gold spans."""
    body, spans = "", []
    for part, label in parts:
        if label is not None:
            spans.append(Span(len(body), len(body) + len(part), label))
        body += part
    return Document(doc_id, body, tuple(spans))


def note(i: int) -> Document:
    """Return invented note number `i`: a patient, an age, a date, a city; every fourth note has no PHI at all."""
    if i % 4 == 3:
        return build(f"n{i}", [("Chest pain improved after rest. No fever today.\n", None)])
    first, last, city = FIRST[i % 8], LAST[(i * 3) % 8], CITIES[(i * 5) % 8]
    day, month, age = 1 + (i * 7) % 27, 1 + i % 12, 30 + (i * 11) % 50
    return build(
        f"n{i}",
        [
            ("Name: ", None),
            (f"{first} {last}", "PATIENT"),
            ("\nAge: ", None),
            (f"{age}", "AGE"),
            (" years. Seen on ", None),
            (f"{day:02d}/{month:02d}/2021", "DATE"),
            (" in ", None),
            (city, "CITY"),
            (".\n", None),
        ],
    )


def notes(n: int, start: int = 0) -> list[Document]:
    """Return invented notes `start` .. `start + n - 1`."""
    return [note(i) for i in range(start, start + n)]
