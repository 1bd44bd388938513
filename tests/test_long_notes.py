"""Long notes are tagged in overlapping windows: the same spans as their parts, offsets into the whole note."""

import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError
from phiscrub.tokenize.windows import text_windows

NOTE = (
    "DISCHARGE SUMMARY\n\n"
    "Patient: John Miller    MRN: 4417203\n"
    "Admitted 03/04/2021 to Mercy General Hospital, Springfield, IL 62704.\n\n"
    "HISTORY\n"
    "Mr. Miller is a 67 year old retired carpenter seen by Dr. Ana Ruiz for chest pain. "
    "His wife Mary Miller called 555-201-0199 on 03/05/2021. Miller was stable.\n\n"
    "PLAN\n"
    "Follow up with Dr. Ruiz at 12 Oak Street on 04/01/2021; e-mail jmiller@example.com.\n"
)


def test_windows_cover_the_text_overlap_and_start_after_a_break():
    text = "\n\n".join(f"Line {i} of the note. More words here.\nSecond line {i}." for i in range(400))
    windows = text_windows(text, size=2000, overlap=200)
    assert windows[0].start == 0 and windows[-1].end == len(text)
    assert all(w.end - w.start <= 2000 for w in windows)
    for before, after in zip(windows, windows[1:], strict=False):
        assert before.start < after.start < before.end <= after.end
        assert 200 <= before.end - after.start <= 400
        assert text[after.start - 2 : after.start] == "\n\n" and text[before.end - 2 : before.end] == "\n\n"


def test_a_short_note_is_one_window_and_text_without_breaks_is_still_covered():
    assert [(w.start, w.end) for w in text_windows("short note", size=100, overlap=10)] == [(0, 10)]
    windows = text_windows("x" * 1000, size=100, overlap=10)
    assert windows[-1].end == 1000 and all(w.end - w.start <= 100 for w in windows)
    assert all(b.start < a.end for a, b in zip(windows, windows[1:], strict=False))


def test_windows_refuse_an_overlap_too_large_for_their_size():
    with pytest.raises(ConfigError):
        text_windows("text", size=100, overlap=50)


@pytest.fixture(scope="module")
def pipeline():
    from phiscrub.hybrid import HybridPipeline

    return HybridPipeline.load_default("en")


def test_a_long_note_gets_the_spans_of_its_copies_shifted(pipeline):
    separator = "\n\n"
    copies = 200_000 // (len(NOTE) + len(separator)) + 1
    text = separator.join([NOTE] * copies)
    one = [(s.start, s.end, s.label) for s in pipeline.tag(Document("one", NOTE)).spans]
    assert one, "the readable note must hold PHI the model finds"
    step = len(NOTE) + len(separator)
    expected = [(start + k * step, end + k * step, label) for k in range(copies) for start, end, label in one]
    long_doc = pipeline.tag(Document("long", text))
    assert len(text) > pipeline.window_chars * 5  # really tagged in windows
    # the same positions; a label may differ where two windows or the note-wide reconciliation read a name otherwise
    assert {(s.start, s.end) for s in long_doc.spans} == {(start, end) for start, end, _ in expected}


def test_a_name_tagged_in_an_early_window_is_tagged_in_a_late_one(pipeline, monkeypatch):
    filler = "\n\n".join("Vital signs were stable and the wound was clean." for _ in range(60))
    text = NOTE + "\n\n" + filler + "\n\nzzz Miller zzz.\n"
    monkeypatch.setattr(pipeline, "window_chars", 1200)
    monkeypatch.setattr(pipeline, "overlap_chars", 100)
    assert len(text_windows(text, 1200, 100)) > 2
    spans = pipeline.tag(Document("long", text)).spans
    last = text.rindex("Miller")
    assert any(s.start <= last and last + len("Miller") <= s.end for s in spans)
