import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("username_bracketed", "Signed [hpp2] at noon", "USERNAME", "hpp2"),
        ("username_bracketed", "entered by ( jsm12 )", "USERNAME", "jsm12"),
        ("medical_record", "MRN: 2418195", "MEDICALRECORD", "2418195"),
        ("medical_record", "Medical record #: 55-123-9", "MEDICALRECORD", "55-123-9"),
        ("medical_record", "Unit No. 884-22-11 admitted", "MEDICALRECORD", "884-22-11"),
        ("ssn_keyword", "SSN 123456789 on file", "SSN", "123456789"),
        ("ssn", "ID 123-45-6789 was verified", "SSN", "123-45-6789"),
        ("account", "Account #: 88231-44", "ACCOUNT", "88231-44"),
        ("health_plan", "Medicaid ID: MA99382211", "HEALTHPLAN", "MA99382211"),
        ("health_plan", "Member #: 33445566", "HEALTHPLAN", "33445566"),
        ("license_keyword", "DEA # BX1234563 on the script", "LICENSE", "BX1234563"),
        ("license_shape", "License XF-1747210-9837 noted", "LICENSE", "XF-1747210-9837"),
        ("device_serial", "pacemaker serial # AB1234-77", "DEVICE", "AB1234-77"),
        ("vehicle_plate", "plate number 4ABC123 seen", "VEHICLE", "4ABC123"),
        ("id_keyword", "Devon Pharm ID: 50970046433", "IDNUM", "50970046433"),
        ("id_keyword", "Patient ID # A77120", "IDNUM", "A77120"),
    ],
)
def test_identifier_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("SSN area 000-12-3456 is never issued", "000-12-3456"),
        ("Code 900-12-3456 is an ITIN", "900-12-3456"),
        ("on insurance for 2 years", "2"),
        ("member of the group since childhood", "group"),
        ("the model predicted 3 cases", "3"),
        ("ID: none given", "none"),
        ("GCS 15 on arrival", "15"),
        ("member AB 1234567 pending", "1234567"),
    ],
)
def test_identifier_rules_need_their_shape_or_keyword(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]
