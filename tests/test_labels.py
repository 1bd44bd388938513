import logging

import pytest

from phiscrub.errors import UnknownLabelError
from phiscrub.labels import CANONICAL_LABELS, HIPAA_LABELS, LABEL_MAPS, category_of, is_hipaa, to_canonical


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
