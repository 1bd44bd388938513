from __future__ import annotations

import pytest

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.labels import CANONICAL_LABELS, POLICY_LABELS
from phiscrub.merge.policy import apply_policy
from phiscrub.safe_harbor import age_value, is_phi_under_safe_harbor, is_year_alone


def spans_of(text: str, *mentions: tuple[str, str]) -> list[Span]:
    return [Span(text.index(m), text.index(m) + len(m), label, "t") for m, label in mentions]


@pytest.mark.parametrize(
    ("mention", "label", "kept"),
    [
        ("1998", "DATE", False),
        ("'98", "DATE", False),
        ("03/04/1998", "DATE", True),
        ("March 1998", "DATE", True),
        ("Tuesday", "DATE", True),
        ("45", "AGE", False),
        ("89", "AGE", False),
        ("90", "AGE", True),
        ("ninety", "AGE", True),
        ("Boston", "CITY", True),
    ],
)
def test_safe_harbor_drops_years_alone_and_ages_up_to_89(mention: str, label: str, kept: bool) -> None:
    text = f"Seen: {mention}."
    spans = spans_of(text, (mention, label))
    assert (apply_policy(spans, text, "safe-harbor") == spans) is kept
    assert apply_policy(spans, text, "i2b2") == spans


@pytest.mark.parametrize(("mention", "year"), [("1998", True), (" 2001.", True), ("'07", True), ("19988", False)])
def test_is_year_alone(mention: str, year: bool) -> None:
    assert is_year_alone(mention) is year


@pytest.mark.parametrize(("mention", "value"), [("45-year-old", 45.0), ("89-90", 90.0), ("2,5", 2.5), ("old", None)])
def test_age_value(mention: str, value: float | None) -> None:
    assert age_value(mention) == value


def test_unknown_policy_is_refused() -> None:
    with pytest.raises(UnknownComponentError, match="safe-harbor"):
        apply_policy([], "", "gdpr")


@pytest.mark.parametrize("label", ["DOCTOR", "USERNAME", "HOSPITAL", "STATE", "PROFESSION", "COUNTRY", "OTHER"])
def test_safe_harbor_drops_types_that_are_no_safe_harbor_identifier(label: str) -> None:
    text = "Seen by Ana Ruiz at Mercy in Ohio."
    spans = spans_of(text, ("Ana Ruiz", label))
    assert apply_policy(spans, text, "safe-harbor") == []
    assert apply_policy(spans, text, "i2b2") == spans
    assert is_phi_under_safe_harbor(label, "Ana Ruiz") is False


def test_each_policy_keeps_exactly_the_types_the_label_table_says_it_removes() -> None:
    # a mention that is neither a year alone nor an age under 90, so only the label decides
    text = "ID A4455667."
    for policy in ("i2b2", "safe-harbor"):
        spans = [Span(3, 11, label, "t") for label in CANONICAL_LABELS]
        assert {span.label for span in apply_policy(spans, text, policy)} == POLICY_LABELS[policy]


def test_a_label_outside_the_taxonomy_is_kept_by_every_policy() -> None:
    text = "ID A4455667."
    spans = [Span(3, 11, "SOMETHING_NEW", "t")]
    assert apply_policy(spans, text, "safe-harbor") == spans == apply_policy(spans, text, "i2b2")
