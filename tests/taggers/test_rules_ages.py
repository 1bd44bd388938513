import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("age_year_old", "A 67-year-old man", "67"),
        ("age_year_old", "a 45 year old woman", "45"),
        ("age_year_old", "The 8 yr old boy", "8"),
        ("age_yo", "67 yo F with CHF", "67"),
        ("age_yo", "pt is 67 y/o", "67"),
        ("age_yo", "52yoM presents", "52"),
        ("age_keyword", "Aged 82 years, lives alone", "82"),
        ("age_keyword", "age: 67.", "67"),
        ("age_keyword", "since the age of 12 she", "12"),
        ("age_decade", "a woman in her 90s", "90s"),
        ("age_decade", "in his late 60s with CAD", "60s"),
        ("age_years_of_age", "is 34 years of age", "34"),
    ],
)
def test_age_rule_finds_the_number(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("AGE", f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("for 3 years he drank", "3"),
        ("a 200-year-old house", "200"),
        ("Aspirin 81 mg", "81"),
        ("age 5 days of fever", "5"),
        ("in the 80s range for HR", "80s"),
    ],
)
def test_age_rules_skip_durations_doses_and_impossible_ages(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]
