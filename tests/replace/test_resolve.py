from __future__ import annotations

import pytest

from phiscrub.document import Span
from phiscrub.replace.resolve import resolve_overlaps


@pytest.mark.parametrize(
    ("spans", "expected"),
    [
        ([Span(0, 5, "DATE")], [Span(0, 5, "DATE")]),
        ([Span(0, 5, "DATE"), Span(5, 9, "CITY")], [Span(0, 5, "DATE"), Span(5, 9, "CITY")]),
        ([Span(0, 5, "DOCTOR"), Span(3, 12, "HOSPITAL")], [Span(0, 12, "HOSPITAL")]),
        ([Span(0, 10, "PATIENT"), Span(2, 4, "DOCTOR")], [Span(0, 10, "PATIENT")]),
        ([Span(0, 4, "CITY"), Span(2, 6, "STATE"), Span(5, 8, "ZIP")], [Span(0, 8, "CITY")]),
    ],
)
def test_resolve_overlaps_merges_overlapping_spans_under_the_longest_label(spans, expected) -> None:
    assert list(resolve_overlaps(spans)) == expected


def test_resolve_overlaps_does_not_depend_on_input_order() -> None:
    spans = [Span(3, 7, "STATE"), Span(0, 4, "CITY"), Span(10, 12, "ZIP")]
    assert resolve_overlaps(spans) == resolve_overlaps(reversed(spans))
