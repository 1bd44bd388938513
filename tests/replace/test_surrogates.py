from __future__ import annotations

import re

import pytest

from phiscrub.errors import ConfigError, KeyMissingError
from phiscrub.replace.surrogates import SurrogateReplacer
from tests.replace.conftest import KEY, note

TEXT = (
    "Mr. John Smith (MRN 123-45-AB) seen 3/4/2012 at Mercy Hospital, Boston, MA 02114 by Dr. SMITH, JANE. "
    "Call (617) 555-0199 or j.smith@mail.com; see http://www.smith.org. Smith is 93 years old, his wife 54."
)
PHI = (
    ("John Smith", "PATIENT"),
    ("123-45-AB", "MEDICALRECORD"),
    ("3/4/2012", "DATE"),
    ("Mercy Hospital", "HOSPITAL"),
    ("Boston", "CITY"),
    ("MA", "STATE"),
    ("02114", "ZIP"),
    ("SMITH, JANE", "DOCTOR"),
    ("(617) 555-0199", "PHONE"),
    ("j.smith@mail.com", "EMAIL"),
    ("http://www.smith.org", "URL"),
    ("Smith is", "PATIENT"),
    ("93", "AGE"),
    ("54", "AGE"),
)


def replaced(replacer: SurrogateReplacer, patient: str = "p1") -> dict[str, str]:
    doc = note(TEXT, *PHI, patient=patient)
    result = replacer.replace(doc)
    return {
        doc.span_text(old): result.text[new.start : new.end] for old, new in zip(doc.spans, result.spans, strict=True)
    }


def shape(value: str) -> str:
    return re.sub(r"[A-Za-z]", "a", re.sub(r"\d", "9", value))


def test_ids_and_phones_keep_their_pattern(surrogates: SurrogateReplacer) -> None:
    out = replaced(surrogates)
    for value in ("123-45-AB", "(617) 555-0199", "02114"):
        assert shape(out[value]) == shape(value) and out[value] != value


def test_each_type_gets_a_plausible_surrogate(surrogates: SurrogateReplacer) -> None:
    out = replaced(surrogates)
    assert re.fullmatch(r"[A-Z]{2}", out["MA"]) and out["MA"] != "MA"
    assert re.fullmatch(r"[\w.]+@[\w.-]+\.\w+", out["j.smith@mail.com"])
    assert out["http://www.smith.org"].startswith("http://www.") and "smith" not in out["http://www.smith.org"]
    assert re.fullmatch(r"\d{1,2}/\d{1,2}/20\d\d", out["3/4/2012"]) and out["3/4/2012"] != "3/4/2012"
    assert "Mercy" not in out["Mercy Hospital"] and out["Boston"] != "Boston"


def test_the_zip_code_lies_in_the_surrogate_state(surrogates: SurrogateReplacer) -> None:
    from faker.providers.address.en_US import Provider

    out = replaced(surrogates)
    low, high = Provider.states_postcode[out["MA"]]
    assert low <= int(out["02114"]) <= high


@pytest.mark.parametrize(("age_mode", "expected"), [("90+", {"90+"}), ("surrogate", set(map(str, range(90, 105))))])
def test_ages_over_89_are_capped_and_younger_ages_kept(age_mode: str, expected: set[str]) -> None:
    out = replaced(SurrogateReplacer(KEY, age_over_89=age_mode))  # type: ignore[arg-type]
    assert out["93"] in expected - {"93"}
    assert out["54"] == "54"


@pytest.mark.parametrize(
    ("text", "expected"), [("aged 102", "aged 90+"), ("95-year-old", "90+-year-old"), ("91+", "90+")]
)
def test_age_forms_over_89(surrogates: SurrogateReplacer, text: str, expected: str) -> None:
    assert surrogates.replace(note(text, (text.split()[-1], "AGE"))).text == expected


def test_surrogates_are_deterministic_per_key_and_differ_across_keys(surrogates: SurrogateReplacer) -> None:
    assert replaced(surrogates) == replaced(SurrogateReplacer(KEY))
    other = replaced(SurrogateReplacer(b"another-key-0123456789"))
    assert sum(other[value] != new for value, new in replaced(surrogates).items()) >= len(PHI) - 3


def test_the_same_value_maps_alike_across_notes_of_a_patient(surrogates: SurrogateReplacer) -> None:
    first = surrogates.replace(
        note("Pt John Smith, MRN 998877.", ("John Smith", "PATIENT"), ("998877", "MEDICALRECORD"))
    )
    later = surrogates.replace(
        note("MRN 998877; SMITH, JOHN.", ("998877", "MEDICALRECORD"), ("SMITH, JOHN", "PATIENT"))
    )
    first_name, last_name = first.text[3 : first.text.index(",")].split()
    assert later.text == f"MRN {first.text[-7:-1]}; {last_name.upper()}, {first_name.upper()}."


def test_dates_of_a_patient_shift_together_and_modes_apply() -> None:
    doc = note(
        "Adm 3/4/2012, dc 3/9/2012, born March 4, 1950.",
        ("3/4/2012", "DATE"),
        ("3/9/2012", "DATE"),
        ("March 4, 1950", "DATE"),
    )
    shifted = SurrogateReplacer(KEY).replace(doc)
    import datetime as dt

    first, second = (dt.datetime.strptime(shifted.text[s.start : s.end], "%m/%d/%Y") for s in shifted.spans[:2])
    assert (second - first).days == 5
    assert SurrogateReplacer(KEY, date_mode="year-only").replace(doc).text == "Adm 2012, dc 2012, born 1950."
    assert SurrogateReplacer(KEY, date_mode="remove").replace(doc).text == "Adm , dc , born ."


def test_unparseable_dates_get_a_same_shape_surrogate(surrogates: SurrogateReplacer) -> None:
    result = surrogates.replace(note("on 2012/99/99 x", ("2012/99/99", "DATE")))
    new = result.text[3:13]
    assert shape(new) == shape("2012/99/99") and new != "2012/99/99"


def test_spanish_locale_gives_spanish_surrogates() -> None:
    replacer = SurrogateReplacer(KEY, locale="es_ES")
    doc = note(
        "La Sra. María García vive en Sevilla desde el 3 de marzo de 2019.",
        ("María García", "PATIENT"),
        ("Sevilla", "CITY"),
        ("3 de marzo de 2019", "DATE"),
    )
    text = replacer.replace(doc).text
    assert text.startswith("La Sra. ") and "García" not in text and "Sevilla" not in text
    assert re.search(r"el \d{1,2} de \w+ de 20\d\d\.$", text)


@pytest.mark.parametrize(
    ("params", "error"),
    [
        ({"key": b""}, KeyMissingError),
        ({"key": KEY, "date_mode": "blur"}, ConfigError),
        ({"key": KEY, "shift_range": (0, 0)}, ConfigError),
    ],
)
def test_surrogate_replacer_refuses_bad_settings(params, error) -> None:
    with pytest.raises(error):
        SurrogateReplacer(**params)


@pytest.mark.parametrize(
    ("text", "age_mode", "expected"),
    [
        ("forty-two", "90+", "forty-two"),
        ("a Forty-Two-year-old", "90+", "a Forty-Two-year-old"),
        ("ninety-three-year-old", "90+", "ninety-plus-year-old"),
        ("one hundred and one", "90+", "ninety-plus"),
        ("noventa y dos años", "90+", "más de noventa años"),
        ("cuarenta y dos años", "90+", "cuarenta y dos años"),
    ],
)
def test_ages_in_words_stay_words(text: str, age_mode: str, expected: str) -> None:
    replacer = SurrogateReplacer(KEY, age_over_89=age_mode)  # type: ignore[arg-type]
    assert replacer.replace(note(text, (text, "AGE"))).text == expected


def test_ages_over_89_in_words_get_a_surrogate_age_in_words() -> None:
    from phiscrub.replace.ages import find_word_age

    replacer = SurrogateReplacer(KEY, age_over_89="surrogate")
    for text in ("ninety-three", "Ninety-Three years", "noventa y tres años"):
        new = replacer.replace(note(text, (text, "AGE"))).text
        found = find_word_age(new)
        assert found is not None and 90 <= found.value <= 104 and found.value != 93
        assert new.split()[1:] == text.split()[1:] or "y" in text


def test_an_age_span_never_keeps_a_second_number(surrogates: SurrogateReplacer) -> None:
    new = surrogates.replace(note("age 42 mrn 5550199", ("42 mrn 5550199", "AGE"))).text
    # the age is kept; "mrn", no age word, is rewritten like every other character of the span
    assert new.startswith("age 42 ") and "5550199" not in new and len(new) == len("age 42 mrn 5550199")


def test_spanish_city_surrogates_come_from_hundreds_of_towns() -> None:
    replacer = SurrogateReplacer(KEY, locale="es_ES")
    from phiscrub.replace.vocab import city_list

    towns = city_list("es_ES")[::7][:120]
    drawn = {replacer.replace(note(f"vive en {town}.", (town, "CITY"))).text for town in towns}
    assert len(drawn) > 80


def test_a_surrogate_never_names_another_phi_of_the_same_note() -> None:
    from phiscrub.replace.vocab import city_list

    replacer = SurrogateReplacer(KEY, locale="es_ES")
    towns = city_list("es_ES")[:: max(1, len(city_list("es_ES")) // 60)]
    text = "; ".join(towns) + "."
    doc = note(text, *((town, "CITY") for town in towns))
    result = replacer.replace(doc)
    originals = {town.casefold() for town in towns}
    for span in result.spans:
        assert result.text[span.start : span.end].casefold() not in originals


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Rose Phillips 555-0199", ""),
        ("Rose 40", "40"),
        ("67 years old", "67 years old"),
        ("Rose Phillips forty-two", "forty-two"),  # an age in words keeps no more than one in digits
        ("forty-two years old", "forty-two years old"),
    ],
)
def test_an_age_span_keeps_only_the_age_and_its_age_words(surrogates: SurrogateReplacer, text: str, kept: str) -> None:
    out = surrogates.replace(note(text, (text, "AGE"))).text
    assert "rose" not in out.lower() and "phillips" not in out.lower()
    assert kept in out
