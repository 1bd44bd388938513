import logging
from pathlib import Path

import pytest

from phiscrub.errors import UnknownComponentError, UnknownLabelError
from phiscrub.labels import (
    CANONICAL_LABELS,
    HIPAA_LABELS,
    LABEL_MAPS,
    PHI_TYPES,
    POLICIES,
    POLICY_LABELS,
    SAFE_HARBOR_ITEMS,
    category_of,
    is_hipaa,
    policy_table_markdown,
    removed_by_policy,
    to_canonical,
)

README = Path(__file__).resolve().parents[1] / "README.md"


def test_every_label_map_points_into_the_taxonomy():
    for mapping in LABEL_MAPS.values():
        assert set(mapping.values()) <= set(CANONICAL_LABELS)


@pytest.mark.parametrize(
    ("label", "category", "hipaa"),
    [
        ("PATIENT", "NAME", True),
        ("DOCTOR", "NAME", False),
        ("NAME-RELATIVE", "NAME", True),
        ("ZIP", "LOCATION", True),
        ("STATE", "LOCATION", False),
        ("DATE", "DATE", True),
        ("FAX", "CONTACT", True),
        ("BIOID", "ID", True),
        ("PROFESSION", "PROFESSION", False),
        ("OTHER", "OTHER", False),
    ],
)
def test_subtypes_know_their_category_and_hipaa_membership(label, category, hipaa):
    assert category_of(label) == category
    assert is_hipaa(label) is hipaa


def test_unknown_canonical_label_raises():
    with pytest.raises(UnknownLabelError):
        category_of("NOT-A-LABEL")


@pytest.mark.parametrize(
    ("corpus", "label", "canonical"),
    [
        ("meddocan", "TERRITORIO", "CITY"),
        ("meddocan", "SEXO_SUJETO_ASISTENCIA", "OTHER"),
        ("i2b2-2006", "ID", "IDNUM"),
        ("i2b2-2014", "LOCATION:OTHER", "LOCATION-OTHER"),
        ("physionet", "Patient Name", "PATIENT"),
        ("presidio", "EMAIL_ADDRESS", "EMAIL"),
        ("cegs-ngrid", "RELATIVE", "NAME-RELATIVE"),
    ],
)
def test_corpus_labels_map_to_canonical(corpus, label, canonical):
    assert to_canonical(label, corpus) == canonical


def test_an_unmapped_corpus_label_becomes_other_with_a_warning(caplog):
    with caplog.at_level(logging.WARNING):
        assert to_canonical("SOMETHING_NEW", "meddocan") == "OTHER"
    assert "SOMETHING_NEW" in caplog.text


def test_hipaa_subset_excludes_clinicians_and_institutions():
    assert {"DOCTOR", "HOSPITAL", "PROFESSION", "STATE", "COUNTRY"}.isdisjoint(HIPAA_LABELS)


@pytest.mark.parametrize(
    ("canonical", "corpus", "own", "back"),
    [
        ("ZIP", "meddocan", "TERRITORIO", "CITY"),
        ("DOCTOR", "meddocan", "NOMBRE_PERSONAL_SANITARIO", "DOCTOR"),
        ("FAX", "i2b2-2006", "PHONE", "PHONE"),
        ("DATE", "canonical", "DATE", "DATE"),
    ],
)
def test_canonical_labels_project_onto_a_corpus(canonical, corpus, own, back):
    from phiscrub.labels import corpus_label_for, project_to_corpus

    assert corpus_label_for(canonical, corpus) == own
    assert project_to_corpus(canonical, corpus) == back


def test_i2b2_policy_removes_every_canonical_type():
    assert POLICY_LABELS["i2b2"] == frozenset(CANONICAL_LABELS)


def test_safe_harbor_policy_removes_exactly_the_types_a_safe_harbor_item_names():
    for phi in PHI_TYPES.values():
        assert phi.safe_harbor is bool(phi.safe_harbor_item), phi.name
        assert not phi.safe_harbor_item or phi.safe_harbor_item in SAFE_HARBOR_ITEMS


def test_safe_harbor_policy_keeps_clinicians_institutions_states_and_countries():
    kept = {"DOCTOR", "USERNAME", "HOSPITAL", "DEPARTMENT", "ROOM", "STATE", "COUNTRY", "PROFESSION", "OTHER"}
    assert kept.isdisjoint(POLICY_LABELS["safe-harbor"])
    assert POLICY_LABELS["safe-harbor"] == frozenset(CANONICAL_LABELS) - kept


def test_hipaa_label_set_is_the_safe_harbor_types_but_organization():
    # i2b2 2014's HIPAA evaluation leaves organisations out; the policy removes them (employers, item A)
    assert POLICY_LABELS["safe-harbor"] - HIPAA_LABELS == {"ORGANIZATION"}
    assert POLICY_LABELS["safe-harbor"] >= HIPAA_LABELS


@pytest.mark.parametrize(
    ("label", "policy", "removed"),
    [
        ("DOCTOR", "i2b2", True),
        ("DOCTOR", "safe-harbor", False),
        ("PATIENT", "safe-harbor", True),
        ("COUNTRY", "safe-harbor", False),
        ("NOT-A-LABEL", "safe-harbor", True),
    ],
)
def test_removed_by_policy_reads_the_table(label, policy, removed):
    assert removed_by_policy(label, policy) is removed


def test_an_unknown_policy_names_the_valid_ones():
    with pytest.raises(UnknownComponentError, match="safe-harbor"):
        removed_by_policy("DATE", "gdpr")


def test_policy_table_lists_every_type_once_per_row():
    rows = policy_table_markdown().splitlines()[2:]
    assert [row.split(" | ")[0].lstrip("| ") for row in rows] == list(CANONICAL_LABELS)
    assert len(POLICIES) == 2


def test_readme_policies_section_shows_the_table_from_the_code():
    assert policy_table_markdown() in README.read_text(encoding="utf-8")
