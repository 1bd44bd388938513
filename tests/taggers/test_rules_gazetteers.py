import pytest

from tests.taggers.rule_cases import found


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("hospital_gazetteer", "She was seen at MGH last week.", "HOSPITAL", "MGH"),
        (
            "hospital_gazetteer",
            "Transferred from Brigham and Women's Hospital.",
            "HOSPITAL",
            "Brigham and Women's Hospital",
        ),
        ("hospital_gazetteer", "Follow-up at UPMC next month.", "HOSPITAL", "UPMC"),
        ("hospital_gazetteer", "Records requested from Cedars-Sinai today.", "HOSPITAL", "Cedars-Sinai"),
        ("hospital_gazetteer", "Her oncologist at Johns Hopkins agreed.", "HOSPITAL", "Johns Hopkins"),
        ("hospital_gazetteer", "Biopsy read at Mass General pathology.", "HOSPITAL", "Mass General"),
        # "the queen's medical center" is an entry too: written in lower case, it must hide no name inside it
        ("hospital_gazetteer", "Admitted to the Queen's Medical Center.", "HOSPITAL", "Queen's Medical Center"),
        ("city_name", "Moved from Houston last spring.", "CITY", "Houston"),
        ("city_name", "Grew up near Chicago with family", "CITY", "Chicago"),
        ("country_name", "Emigrated from Ireland in youth", "COUNTRY", "Ireland"),
        ("country_name", "Recently travelled to Kenya.", "COUNTRY", "Kenya"),
    ],
)
def test_gazetteer_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("was sent to mgh for review", "mgh"),
        ("the sample xMGHy was run", "MGH"),
        ("Started R-CHOP chemotherapy", "CHOP"),
        ("CHOP regimen planned", "CHOP"),
        ("MCV was low", "MCV"),
        ("Normal saline given", "Normal"),
        ("Orange juice with breakfast", "Orange"),
        ("Lives with Franklin, her son", "Franklin"),
        ("Chad called the clinic", "Chad"),
        ("Jordan is her brother", "Jordan"),
        ("Mayo was held from the sandwich", "Mayo"),
    ],
)
def test_gazetteer_rules_leave_out_ordinary_words_and_names(text: str, not_phi: str) -> None:
    spans = found(text)
    assert not_phi not in spans or not spans[not_phi][1].startswith(
        ("rules:hospital_gazetteer", "rules:city", "rules:country")
    )
