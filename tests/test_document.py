import pytest

from phiscrub.document import Document, Span, overlapping_pairs
from phiscrub.errors import InvalidSpanError, InvalidTextError, SpanOutOfRangeError

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021."


@pytest.mark.parametrize(("start", "end"), [(-1, 3), (5, 5), (7, 2)])
def test_span_refuses_impossible_offsets(start, end):
    with pytest.raises(InvalidSpanError):
        Span(start, end, "DATE")


def test_document_refuses_a_span_past_its_text():
    with pytest.raises(SpanOutOfRangeError, match="note-1.*char 99") as caught:
        Document("note-1", NOTE, (Span(90, 99, "DATE"),))
    assert "Ana" not in str(caught.value)


def test_document_sorts_spans_and_freezes_meta():
    doc = Document("n", NOTE, (Span(24, 34, "DATE"), Span(12, 20, "DOCTOR")), {"patient_id": "p1"})
    assert [s.start for s in doc.spans] == [12, 24]
    assert doc.patient_id == "p1"
    assert doc.span_text(doc.spans[0]) == "Ana Ruiz"
    with pytest.raises(TypeError):
        doc.meta["patient_id"] = "p2"  # type: ignore[index]


def test_spans_with_and_without_scores_sort_together():
    doc = Document("n", NOTE, (Span(12, 20, "DOCTOR", "crf", 0.5), Span(12, 20, "DOCTOR", "crf")))
    assert len(doc.spans) == 2


def test_overlapping_pairs_finds_only_shared_characters():
    a, b, c = Span(0, 5, "DATE"), Span(4, 8, "AGE"), Span(8, 9, "AGE")
    assert list(overlapping_pairs([c, b, a])) == [(a, b)]


def test_with_meta_returns_a_copy():
    doc = Document("n", NOTE)
    assert doc.with_meta(note_date="2021-03-04").note_date == "2021-03-04"
    assert doc.note_date is None


def test_a_text_with_half_a_surrogate_pair_is_refused_by_its_position() -> None:
    with pytest.raises(InvalidTextError, match=r"document 'n1': char 4 is an unpaired surrogate \(U\+DC80\)"):
        Document("n1", "Ana \udc80 Ruiz")
    assert Document("n2", "Ana 😀 Ruíz").text == "Ana 😀 Ruíz"  # characters beyond the BMP are whole in a str
