from __future__ import annotations

import datetime as dt

import pytest

from phiscrub.errors import ConfigError
from phiscrub.replace.dates import is_date, patient_shift_days, shift_date_text, year_only_text
from tests.replace.conftest import KEY

NOTE_DATE = dt.date(2012, 5, 1)


@pytest.mark.parametrize(
    ("original", "days", "expected"),
    [
        ("3/4/2012", -40, "1/24/2012"),
        ("03/04/2012", -40, "01/24/2012"),
        ("3/4/12", -40, "1/24/12"),
        ("2012-03-04", -40, "2012-01-24"),
        ("March 4, 2012", -40, "January 24, 2012"),
        ("March 4th", -40, "January 24th"),
        ("MARCH 4TH", -3, "MARCH 1ST"),
        ("4 March 2012", -40, "24 January 2012"),
        ("04-Mar-12", -40, "24-Jan-12"),
        ("4th of July", -2, "2nd of July"),
        ("Mar 2012", -40, "Feb 2012"),
        ("Sept. 3, 2011", -40, "Jul. 25, 2011"),
        ("03/2012", -40, "02/2012"),
        ("2012", -100, "2012"),
        ("2012", -200, "2011"),
        ("Mar '98", -200, "Aug '97"),
        ("Tuesday", -40, "Thursday"),
        ("Sundays", -40, "Tuesdays"),
        ("Tuesday, March 6, 2012", -1, "Monday, March 5, 2012"),
        ("Christmas", -40, "Holiday"),
        ("spring", -40, "spring"),
        ("spring", -60, "winter"),
        ("fall 2012", -100, "summer 2012"),
        ("3/4/2012 10:30 am", -40, "1/24/2012 10:30 am"),
        (" 3/4/2012,", -40, " 1/24/2012,"),
        ("2/29", -1, "2/28"),
        ("2021-03-04T10:22", -40, "2021-01-23T10:22"),
        ("2021-03-04T10:22:05Z", -40, "2021-01-23T10:22:05Z"),
        ("20210304", -40, "20210123"),
        ("1990s", -40, "1990s"),
        ("'90s", -40, "'90s"),
    ],
)
def test_shift_keeps_the_format_of_english_dates(original: str, days: int, expected: str) -> None:
    assert shift_date_text(original, days, NOTE_DATE) == expected


@pytest.mark.parametrize(
    ("original", "expected"),
    [
        ("3 de marzo de 2019", "22 de enero de 2019"),
        ("3/4/2019", "22/2/2019"),
        ("marzo de 2019", "febrero de 2019"),
        ("martes", "jueves"),
        ("Navidad", "Festivo"),
        ("primavera", "primavera"),
    ],
)
def test_shift_keeps_the_format_of_spanish_dates(original: str, expected: str) -> None:
    assert shift_date_text(original, -40, NOTE_DATE, "es_ES") == expected


@pytest.mark.parametrize("text", ["2/30/2012", "13/13/2012", "hello", "", "the day after", "12345"])
def test_shift_returns_none_for_what_is_not_a_date(text: str) -> None:
    assert shift_date_text(text, -40) is None
    assert not is_date(text)


@pytest.mark.parametrize(
    ("text", "expected"), [("March 4, 2012", "2012"), ("3/4/12", "2012"), ("March 4th", ""), ("Tuesday", "")]
)
def test_year_only_keeps_the_original_year(text: str, expected: str) -> None:
    assert year_only_text(text) == expected


def test_shift_keeps_intervals_between_a_patients_dates() -> None:
    days = patient_shift_days("p7", KEY)
    dates = ["1/2/2010", "2/28/2010", "12/31/2011", "2012-02-29"]
    shifted = [shift_date_text(text, days) for text in dates]

    def parse(text: str) -> dt.date:
        if "-" in text:
            return dt.date.fromisoformat(text)
        month, day, year = map(int, text.split("/"))
        return dt.date(year, month, day)

    before = [parse(text) for text in dates]
    after = [parse(text) for text in shifted if text]
    assert [b - a for a, b in zip(before, before[1:], strict=False)] == [
        b - a for a, b in zip(after, after[1:], strict=False)
    ]
    assert all(old != new for old, new in zip(before, after, strict=True))


def test_patient_shift_is_stable_in_range_never_zero_and_keyed() -> None:
    shifts = [patient_shift_days(f"p{i}", KEY) for i in range(300)]
    assert shifts == [patient_shift_days(f"p{i}", KEY) for i in range(300)]
    assert all(-365 <= shift <= -1 for shift in shifts)
    assert len(set(shifts)) > 150
    assert shifts != [patient_shift_days(f"p{i}", b"another key") for i in range(300)]
    both_ways = [patient_shift_days(f"p{i}", KEY, -3, 3) for i in range(300)]
    assert 0 not in both_ways and set(both_ways) == {-3, -2, -1, 1, 2, 3}


@pytest.mark.parametrize(("low", "high"), [(0, 0), (5, -5)])
def test_patient_shift_refuses_an_empty_range(low: int, high: int) -> None:
    with pytest.raises(ConfigError):
        patient_shift_days("p1", KEY, low, high)
