from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings

from phiscrub.document import Document
from phiscrub.replace.base import ReplaceResult
from phiscrub.replace.dates import is_date
from phiscrub.replace.mask import MaskReplacer, RedactReplacer
from phiscrub.replace.resolve import resolve_overlaps
from phiscrub.replace.surrogates import SurrogateReplacer
from phiscrub.replace.tags import TagReplacer
from tests.replace.conftest import KEY
from tests.strategies import documents_with_spans

SURROGATES = SurrogateReplacer(KEY)
OTHER_KEY = SurrogateReplacer(b"a-different-key-0123456789")
REPLACERS = {
    "tag": TagReplacer(level="subtype", numbering="note"),
    "redact": RedactReplacer(),
    "mask": MaskReplacer(),
    "surrogate": SURROGATES,
}
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def kept_by_rule(label: str, value: str) -> bool:
    """Values the surrogate rules keep on purpose (see the surrogates module docstring)."""
    if not any(char.isalnum() for char in value) or (label == "DATE" and is_date(value)):
        return True
    age = re.search(r"\d+", value)
    return label == "AGE" and age is not None and int(age.group()) <= 89


def replaced_pieces(doc: Document, result: ReplaceResult) -> list[tuple[str, str, str]]:
    """Return (label, original, replacement) per resolved span, read through the offset map."""
    pieces = []
    for span, edit in zip(resolve_overlaps(doc.spans), result.offsets.edits, strict=True):
        assert (edit.start, edit.end) == (span.start, span.end)
        pieces.append((span.label, doc.text[span.start : span.end], result.text[edit.out_start : edit.out_end]))
    return pieces


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_text_outside_spans_survives_in_place(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    inside = {i for span in doc.spans for i in range(span.start, span.end)}
    assert all(result.text[result.offsets.to_output(i)] == c for i, c in enumerate(doc.text) if i not in inside)
    assert result.offsets.to_output(len(doc.text)) == len(result.text)


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_output_spans_cover_exactly_the_replacements(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    pieces = [new for _, _, new in replaced_pieces(doc, result) if new]
    assert [result.text[span.start : span.end] for span in result.spans] == pieces
    assert all(0 <= span.start < span.end <= len(result.text) for span in result.spans)


@pytest.mark.parametrize("name", REPLACERS)
@FAST
@given(doc=documents_with_spans())
def test_no_phi_of_three_characters_or_more_survives_at_its_place(name: str, doc: Document) -> None:
    result = REPLACERS[name].replace(doc)
    for label, old, new in replaced_pieces(doc, result):
        if len(old) >= 3 and not (name == "surrogate" and kept_by_rule(label, old)):
            assert old.casefold() not in new.casefold()


@FAST
@given(doc=documents_with_spans())
def test_surrogates_are_deterministic_for_a_key(doc: Document) -> None:
    assert SURROGATES.replace(doc) == SurrogateReplacer(KEY).replace(doc)


@FAST
@given(doc=documents_with_spans())
def test_surrogates_differ_across_keys_where_they_are_drawn(doc: Document) -> None:
    ours = replaced_pieces(doc, SURROGATES.replace(doc))
    theirs = replaced_pieces(doc, OTHER_KEY.replace(doc))
    drawn = [
        (a, b)
        for (label, old, a), (_, _, b) in zip(ours, theirs, strict=True)
        if len(old) >= 6 and not kept_by_rule(label, old)
    ]
    if len(drawn) >= 3:
        assert any(a != b for a, b in drawn)
