from __future__ import annotations

import re

import pytest

from phiscrub.document import Document, Span
from phiscrub.replace.mask import MaskReplacer, RedactReplacer
from phiscrub.replace.resolve import replacement_spans, resolve_overlaps
from phiscrub.replace.surrogates import SurrogateReplacer
from phiscrub.replace.tags import TagReplacer
from tests.replace.conftest import KEY

REPLACERS = {
    "surrogate": SurrogateReplacer(KEY),
    "mask": MaskReplacer(),
    "tag": TagReplacer(),
    "redact": RedactReplacer(),
}


@pytest.mark.parametrize(
    ("spans", "expected"),
    [
        ([Span(0, 5, "DATE")], [Span(0, 5, "DATE")]),
        ([Span(0, 5, "DATE"), Span(5, 9, "CITY")], [Span(0, 5, "DATE"), Span(5, 9, "CITY")]),
        ([Span(0, 5, "DOCTOR"), Span(3, 12, "HOSPITAL")], [Span(0, 3, "DOCTOR"), Span(3, 12, "HOSPITAL")]),
        ([Span(0, 10, "PATIENT"), Span(2, 4, "DOCTOR")], [Span(0, 10, "PATIENT")]),
        (
            [Span(0, 4, "CITY"), Span(2, 6, "STATE"), Span(5, 8, "ZIP")],
            [Span(0, 4, "CITY"), Span(4, 6, "STATE"), Span(6, 8, "ZIP")],
        ),
        ([Span(0, 10, "DATE"), Span(5, 14, "DATE")], [Span(0, 14, "DATE")]),
        ([Span(0, 4, "AGE"), Span(0, 4, "PHONE")], [Span(0, 4, "AGE")]),
    ],
)
def test_resolve_overlaps_splits_overlaps_into_pieces_the_longest_span_first(spans, expected) -> None:
    assert list(resolve_overlaps(spans)) == expected


@pytest.mark.parametrize(
    "spans",
    [
        [Span(3, 7, "STATE"), Span(0, 4, "CITY"), Span(10, 12, "ZIP")],
        [Span(0, 9, "DOCTOR"), Span(5, 14, "PHONE"), Span(12, 20, "FAX"), Span(1, 3, "DATE")],
    ],
)
def test_resolve_overlaps_covers_the_same_characters_whatever_the_input_order(spans) -> None:
    resolved = resolve_overlaps(spans)
    assert resolved == resolve_overlaps(reversed(spans))
    covered = [i for span in resolved for i in range(span.start, span.end)]
    assert covered == sorted({i for span in spans for i in range(span.start, span.end)})


# A wrong DOCTOR span that runs over a phone and a fax number (the tagger error of issue 11).
CONTACT = "Referring: Robert Knittel, phone 476 452 6523, fax (399) 845-6832. Seen today."


def contact_note() -> Document:
    def at(value: str) -> tuple[int, int]:
        start = CONTACT.index(value)
        return start, start + len(value)

    doctor = Span(at("Robert")[0], at("(399) 845")[1], "DOCTOR")
    phone, fax = Span(*at("476 452 6523"), "PHONE"), Span(*at("(399) 845-6832"), "FAX")
    return Document("contact", CONTACT, (doctor, phone, fax), {"patient_id": "p1"})


@pytest.mark.parametrize("name", REPLACERS)
def test_no_digit_of_a_phone_or_fax_survives_under_an_overlapping_name_span(name: str) -> None:
    doc = contact_note()
    result = REPLACERS[name].replace(doc)
    for span in doc.spans:
        start, end = result.offsets.span_to_output(span)
        replaced = result.text[start:end]
        for number in re.findall(r"\d{3,}", doc.text[span.start : span.end]):
            assert number not in replaced, f"{name}: {span.label} keeps a number"
    assert result.text.endswith(". Seen today.")


def test_a_name_span_holding_digits_gets_new_digits() -> None:
    doc = Document("n", "Dr Ana Ruiz 5550199 saw her", (Span(3, 19, "DOCTOR"),), {"patient_id": "p1"})
    new = REPLACERS["surrogate"].replace(doc).text
    assert "5550199" not in new and "Ruiz" not in new and re.search(r"\d{7}", new)


@pytest.mark.parametrize(
    ("text", "found", "whole"),
    [
        ("Seen on 03/04/2021 in clinic.", "2021", "03/04/2021"),
        ("Seen on March 4, 2021 in clinic.", "2021", "March 4, 2021"),
        ("Seen on 4 March 2021 in clinic.", "4 March", "4 March 2021"),
        ("Seen on 2021-03-04T10:22 in clinic.", "2021", "2021-03-04T10:22"),
        ("Seen in 2021 in clinic.", "2021", "2021"),
    ],
)
def test_a_date_found_in_part_is_replaced_whole(text: str, found: str, whole: str) -> None:
    start = text.index(found)
    doc = Document("d", text, (Span(start, start + len(found), "DATE"),), {"patient_id": "p1"})
    assert [doc.text[span.start : span.end] for span in replacement_spans(doc)] == [whole]
    for name, replacer in REPLACERS.items():
        new = replacer.replace(doc).text
        assert new.startswith(text[: text.index(whole)]) and new.endswith(text[text.index(whole) + len(whole) :])
        if whole != found:
            assert whole not in new, name


def test_a_year_found_alone_in_a_date_shifts_day_month_and_year_together() -> None:
    text = "Seen on 03/04/2021 and 03/11/2021."
    doc = Document("d", text, (Span(14, 18, "DATE"), Span(23, 33, "DATE")), {"patient_id": "p1"})
    new = REPLACERS["surrogate"].replace(doc).text
    first, second = re.findall(r"\d{1,2}/\d{1,2}/\d{4}", new)
    import datetime as dt

    def parse(value: str) -> dt.date:
        month, day, year = map(int, value.split("/"))
        return dt.date(year, month, day)

    assert (parse(second) - parse(first)).days == 7 and first != "03/04/2021"
