from phiscrub.document import Span
from phiscrub.replace.offsets import Edit, OffsetMap

# "Call Ann today" -> "Call [PATIENT] today": original [5, 8) became output [5, 14)
MAP = OffsetMap.from_edits([Edit(5, 8, 5, 14)])


def test_offsets_before_an_edit_stay():
    assert MAP.to_output(0) == 0
    assert MAP.to_output(4) == 4


def test_offsets_inside_an_edit_land_on_its_start():
    assert MAP.to_output(6) == 5


def test_offsets_after_an_edit_move_by_the_length_change():
    assert MAP.to_output(9) == 15


def test_an_edited_span_maps_to_its_whole_replacement():
    assert MAP.span_to_output(Span(5, 8, "PATIENT")) == (5, 14)


def test_a_span_around_an_edit_grows_with_it():
    assert MAP.span_to_output(Span(0, 14, "OTHER")) == (0, 20)
