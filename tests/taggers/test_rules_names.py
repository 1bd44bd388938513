import pytest

from phiscrub.document import Document
from phiscrub.taggers.rules import RuleTagger

TAGGER = RuleTagger(lang="en")


def found(text: str) -> set[tuple[str, str, str]]:
    return {(text[s.start : s.end], s.label, s.source) for s in TAGGER.tag(Document("t", text))}


@pytest.mark.parametrize(
    ("rule", "text", "phi", "label"),
    [
        ("doctor_title", "Seen by Dr. Ana Ruiz today.", "Ana Ruiz", "DOCTOR"),
        ("patient_attribute", "Patient: Jason   Age: 103", "Jason", "PATIENT"),
        ("patient_attribute", "Name: SMITH, JOHN", "SMITH, JOHN", "PATIENT"),
        ("patient_attribute", "Pt name: Smith, John A.", "Smith, John A.", "PATIENT"),
        ("patient_attribute", "Patient: Mary Ellen Jones, 45 yo", "Mary Ellen Jones", "PATIENT"),
        ("username_after_role", "Technologist: esmith5. Images sent to PACS.", "esmith5", "USERNAME"),
        ("username_after_role", "User: jdoe2", "jdoe2", "USERNAME"),
        ("room_number", "Nursing admission note, Rm 4-39B, TMH", "4-39B", "ROOM"),
        ("room_number", "Transferred to Room 12A.", "12A", "ROOM"),
    ],
)
def test_name_rules_find_their_phi(rule, text, phi, label):
    assert (phi, label, f"rules:{rule}") in found(text)


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("Patient: Alert and oriented x3", "Alert"),
        ("Name: Unknown", "Unknown"),
        ("Saturating 98% on room air.", "room air"),
        ("Tech: see report.", "see"),
        ("Forwarded to tech: esmith@example.org", "esmith"),
    ],
)
def test_name_rules_leave_ordinary_words_alone(text, not_phi):
    start = text.index(not_phi)
    spans = TAGGER.tag(Document("t", text))
    assert not [
        s
        for s in spans
        if s.label in {"PATIENT", "USERNAME", "ROOM"} and s.start < start + len(not_phi) and start < s.end
    ]
