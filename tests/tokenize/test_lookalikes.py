import pytest

from phiscrub.deidentifier import rules_pipeline
from phiscrub.document import Document
from phiscrub.tokenize.lookalikes import LOOKALIKES, ascii_lookalikes, with_ascii_lookalikes

# a portal message typed on a phone: curly apostrophes, a no-break space, an en dash
MESSAGE = (
    "I\u2019m writing for my son (Eli,\u00a07). St. Joseph\u2019s said my SSN ending\u00a04417 is fine; "
    "call 555\u20130199."
)


def test_each_lookalike_becomes_one_ascii_character_so_offsets_stay():
    read = ascii_lookalikes(MESSAGE)
    assert len(read) == len(MESSAGE)
    assert read == "I'm writing for my son (Eli, 7). St. Joseph's said my SSN ending 4417 is fine; call 555-0199."
    assert all(len(plain) == 1 and plain.isascii() for plain in LOOKALIKES.values())


@pytest.mark.parametrize("text", ["Plain ASCII note.", "Paciente de 45 años, natural de Cádiz: «sin cambios»."])
def test_a_note_without_lookalikes_is_returned_as_it_is(text):
    assert ascii_lookalikes(text) is text
    doc = Document("n1", text)
    assert with_ascii_lookalikes(doc) is doc


def test_the_pipeline_finds_what_it_finds_in_plain_text_and_keeps_the_note_as_written():
    pipeline = rules_pipeline("en")
    typed = pipeline.tag(Document("typed", MESSAGE))
    plain = pipeline.tag(Document("plain", ascii_lookalikes(MESSAGE)))
    assert typed.text == MESSAGE
    assert [(s.start, s.end, s.label) for s in typed.spans] == [(s.start, s.end, s.label) for s in plain.spans]
    found = {MESSAGE[s.start : s.end]: s.label for s in typed.spans}
    assert found["4417"] == "SSN"
    assert found["7"] == "AGE"
