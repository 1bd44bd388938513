import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from phiscrub.corpus_stats import CorpusStats, corpus_stats
from phiscrub.document import Document, Span
from phiscrub.labels import HIPAA_LABELS
from tests.strategies import documents_with_spans

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 555-0199."
DOCS = [
    Document(
        "n1",
        NOTE,
        (Span(12, 20, "DOCTOR"), Span(24, 34, "DATE"), Span(41, 49, "PHONE"), Span(12, 15, "PATIENT")),
    ),
    Document("n2", "No PHI here."),
    Document("n3", "MRN123", (Span(3, 6, "MEDICALRECORD"), Span(0, 6, "IDNUM"), Span(0, 2, "made-up"))),
]


def test_corpus_stats_counts_notes_characters_tokens_and_spans():
    stats = corpus_stats(DOCS)
    assert (stats.notes, stats.characters, stats.spans) == (3, len(NOTE) + 12 + 6, 7)
    # "Dr." is two tokens, "03/04/2021" five, "555-0199" three; "MRN123" splits into "MRN" and "123"
    assert stats.tokens == 18 + 4 + 2
    assert stats.notes_without_phi == 1


def test_corpus_stats_counts_spans_per_label_and_category_in_taxonomy_order():
    stats = corpus_stats(DOCS)
    assert list(stats.spans_per_label.items()) == [
        ("PATIENT", 1),
        ("DOCTOR", 1),
        ("DATE", 1),
        ("PHONE", 1),
        ("MEDICALRECORD", 1),
        ("IDNUM", 1),
        ("made-up", 1),
    ]
    assert dict(stats.spans_per_category) == {"NAME": 2, "DATE": 1, "CONTACT": 1, "ID": 2, "OTHER": 1}
    assert list(stats.spans_per_category) == ["NAME", "DATE", "CONTACT", "ID", "OTHER"]


def test_corpus_stats_counts_hipaa_spans_and_spans_that_overlap_another():
    stats = corpus_stats(DOCS)
    assert stats.hipaa_spans == 5  # all but DOCTOR and the unknown label
    assert stats.overlapping_spans == 5  # DOCTOR/PATIENT, and the three spans of "MRN123"


def test_corpus_stats_of_nothing_is_all_zero():
    stats = corpus_stats([])
    assert stats == CorpusStats(notes=0, characters=0, tokens=0, spans=0)
    assert stats.to_dict()["spans_per_label"] == {}


def test_corpus_stats_streams_a_generator_once_and_is_frozen():
    stats = corpus_stats(doc for doc in DOCS)
    assert stats.notes == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        stats.notes = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        stats.spans_per_label["DATE"] = 9  # type: ignore[index]


def test_corpus_stats_counts_duplicate_spans_as_overlapping():
    span = Span(0, 3, "DATE")
    assert corpus_stats([Document("d", "abc", (span, span))]).overlapping_spans == 2


@given(
    st.lists(documents_with_spans(), max_size=3),
    st.lists(st.tuples(st.integers(0, 50), st.integers(1, 10)), max_size=4),
)
def test_overlapping_spans_equals_the_spans_in_some_overlapping_pair(docs, extra):
    docs = [
        doc.with_spans(
            [*doc.spans, *(Span(s, min(s + n, len(doc.text)), "AGE") for s, n in extra if s < len(doc.text))]
        )
        for doc in docs
    ]
    expected = sum(len({i for pair in overlapping_index_pairs(doc) for i in pair}) for doc in docs)
    stats = corpus_stats(docs)
    assert stats.overlapping_spans == expected
    assert stats.spans == sum(stats.spans_per_label.values()) == sum(stats.spans_per_category.values())
    assert stats.hipaa_spans == sum(1 for doc in docs for span in doc.spans if span.label in HIPAA_LABELS)


def overlapping_index_pairs(doc):
    return [(i, j) for i, a in enumerate(doc.spans) for j, b in enumerate(doc.spans) if i < j and a.overlaps(b)]
