"""Hypothesis strategies shared by the tests: random notes and documents with valid, non-overlapping spans."""

from __future__ import annotations

from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.labels import CANONICAL_LABELS

# Unicode letters, digits, punctuation, tabs, CRLF and lone CR; no surrogates or NULs (no format can carry them).
note_characters = st.characters(blacklist_categories=("Cs", "Cc"), whitelist_characters="\t\n\r ")
note_texts = st.text(note_characters, max_size=200)
labels = st.sampled_from([label for label in CANONICAL_LABELS if label != "OTHER"])


@st.composite
def documents_with_spans(
    draw: st.DrawFn, text: st.SearchStrategy[str] = note_texts, strip_edges: bool = False
) -> Document:
    """A document with random text and sorted, non-overlapping spans (some at the very start and end).

    With `strip_edges` spans neither start nor end with whitespace (formats that trim mentions need that).
    """
    body = draw(text)
    cuts = sorted(set(draw(st.lists(st.integers(0, len(body)), max_size=8))) | ({0, len(body)} if body else set()))
    spans = []
    for start, end in zip(cuts[::2], cuts[1::2], strict=False):
        if start >= end:
            continue
        if strip_edges:
            while start < end and body[start].isspace():
                start += 1
            while end > start and body[end - 1].isspace():
                end -= 1
            if start >= end:
                continue
        spans.append(Span(start, end, draw(labels)))
    doc_id = draw(st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_-]{0,11}", fullmatch=True))
    return Document(doc_id, body, tuple(spans), {"patient_id": draw(st.from_regex(r"p[0-9]{1,4}", fullmatch=True))})
