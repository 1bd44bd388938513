"""The one overlap resolver: tiers win over later tiers, rank orders a tier, "drop" and "trim" outcomes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from phiscrub.document import Span
from phiscrub.overlaps import REPLACEMENT_RANK, RULE_RANK, resolve_overlaps

NOTE = "Call Ana Ruiz at 555-0199 on 03/04/2021."


def covered(spans: list[Span]) -> list[tuple[str, str]]:
    return [(span.label, NOTE[span.start : span.end]) for span in spans]


def test_drop_keeps_the_longest_of_overlapping_spans_in_one_tier() -> None:
    spans = [Span(5, 8, "PATIENT"), Span(5, 13, "PATIENT"), Span(9, 13, "DOCTOR")]
    assert covered(resolve_overlaps([spans])) == [("PATIENT", "Ana Ruiz")]


def test_drop_prefers_the_higher_score_between_equally_long_spans() -> None:
    spans = [Span(5, 13, "DOCTOR", score=0.4), Span(5, 13, "PATIENT", score=0.9)]
    assert covered(resolve_overlaps([spans], rank=RULE_RANK)) == [("PATIENT", "Ana Ruiz")]


def test_an_earlier_tier_wins_even_when_shorter() -> None:
    first, later = [Span(9, 13, "DOCTOR")], [Span(5, 13, "PATIENT"), Span(17, 25, "PHONE")]
    assert covered(resolve_overlaps([first, later])) == [("DOCTOR", "Ruiz"), ("PHONE", "555-0199")]


def test_spans_of_one_tier_do_not_compete_when_within_tier_is_off() -> None:
    spans = [Span(5, 13, "PATIENT"), Span(9, 13, "DOCTOR")]
    assert covered(resolve_overlaps([spans], within_tier=False)) == [("PATIENT", "Ana Ruiz"), ("DOCTOR", "Ruiz")]


def test_trim_keeps_the_characters_a_longer_span_did_not_take() -> None:
    spans = [Span(5, 20, "DOCTOR"), Span(17, 25, "PHONE")]
    result = covered(resolve_overlaps([spans], rank=REPLACEMENT_RANK, outcome="trim"))
    assert result == [("DOCTOR", "Ana Ruiz at 555"), ("PHONE", "-0199")]


@st.composite
def span_lists(draw: st.DrawFn) -> list[Span]:
    starts = draw(st.lists(st.integers(0, 60), max_size=12))
    return [
        Span(start, start + draw(st.integers(1, 15)), draw(st.sampled_from(["DATE", "PHONE", "DOCTOR"])))
        for start in starts
    ]


@given(span_lists(), span_lists())
def test_drop_never_returns_overlapping_spans_and_trim_covers_every_character(a: list[Span], b: list[Span]) -> None:
    dropped = resolve_overlaps([a, b])
    assert all(x.end <= y.start for x, y in zip(dropped, dropped[1:], strict=False))
    trimmed = resolve_overlaps([a + b], rank=REPLACEMENT_RANK, outcome="trim")
    assert {i for s in trimmed for i in range(s.start, s.end)} == {i for s in a + b for i in range(s.start, s.end)}
    assert all(x.end <= y.start for x, y in zip(trimmed, trimmed[1:], strict=False))
