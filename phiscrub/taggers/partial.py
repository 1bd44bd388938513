"""Training notes from corpora that annotate only some PHI categories (general-English NER corpora).

WNUT17 and wikigold label persons, places and companies but no dates or ids; presidio-research's sentences label
contact data and dates too but no professions. A word such a corpus leaves unlabelled is evidence of "not PHI" only
for the categories it annotates (`phiscrub.labels.PARTIAL_ANNOTATION`). `prepare_partial` drops the corpus's non-PHI
labels (bands, products, MISC), refines its places with the packaged dictionaries (COUNTRY, STATE, else CITY) and
records the annotated categories in `meta["annotated_categories"]`; a CRF then trains only on notes that annotate at
least one of its categories (`annotates`), so the date CRF never learns from a corpus whose dates are unlabelled.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Final

from phiscrub.document import Document, Span
from phiscrub.labels import PARTIAL_ANNOTATION
from phiscrub.resources.dictionaries import in_dictionary

ANNOTATED_KEY: Final = "annotated_categories"
"""The `Document.meta` key listing, comma-separated, the PHI categories a partially annotated note annotates."""


def _refined(span: Span, text: str) -> Span:
    """Return a CITY span relabelled COUNTRY or STATE when the dictionaries say so."""
    if span.label != "CITY":
        return span
    mention = text[span.start : span.end]
    if in_dictionary(mention, "countries"):
        return replace(span, label="COUNTRY")
    if in_dictionary(mention, "us_states"):
        return replace(span, label="STATE")
    return span


def prepare_partial(doc: Document, corpus: str) -> Document:
    """Return `doc` ready for training: non-PHI spans dropped, places refined, annotated categories in its meta.

    Notes of a fully annotated corpus are returned unchanged.

    Args:
        doc: A note read with the label map `corpus` (spans keep their corpus label).
        corpus: The label map's name, e.g. "wnut17".
    """
    if corpus not in PARTIAL_ANNOTATION:
        return doc
    categories, not_phi = PARTIAL_ANNOTATION[corpus]
    spans = [_refined(span, doc.text) for span in doc.spans if (span.corpus_label or span.label) not in not_phi]
    meta = {**doc.meta, ANNOTATED_KEY: ",".join(sorted(categories))}
    return replace(doc, spans=tuple(sorted(spans)), meta=meta)


def annotated_categories(doc: Document) -> frozenset[str] | None:
    """Return the PHI categories `doc` annotates, or None when it annotates every category."""
    value = doc.meta.get(ANNOTATED_KEY)
    if not value:
        return None
    return frozenset(part.strip() for part in str(value).split(",") if part.strip())


def annotates(doc: Document, categories: Iterable[str]) -> bool:
    """Return whether `doc`'s gold spans are complete for at least one of `categories`."""
    known = annotated_categories(doc)
    return known is None or not known.isdisjoint(categories)
