from pathlib import Path

import pytest

from phiscrub.errors import UnknownComponentError
from phiscrub.taggers.dictionaries import DICTIONARY_NAMES, in_dictionary, load_dictionary

DICTIONARY_DIR = Path(__file__).resolve().parents[2] / "phiscrub" / "data" / "dictionaries"


@pytest.mark.parametrize("name", DICTIONARY_NAMES)
def test_every_dictionary_loads_lower_cased_non_empty_entries(name: str) -> None:
    entries = load_dictionary(name)
    assert len(entries) >= 40
    assert all(entry == entry.lower() == entry.strip() and entry for entry in entries)


def test_loading_is_cached() -> None:
    assert load_dictionary("us_states") is load_dictionary("us_states")


@pytest.mark.parametrize(
    ("name", "word"),
    [
        ("us_states", "Texas"),
        ("us_states", "new  hampshire"),
        ("us_state_abbreviations", "MA"),
        ("us_cities", "Boston"),
        ("countries", "Ireland"),
        ("first_names", "Abigail"),
        ("last_names", "Smith"),
        ("hospital_words", "Medical Center"),
        ("organizations", "university"),
        ("professions", "teacher"),
        ("medical_terms", "Parkinson"),
        ("medical_terms", "Lasix"),
        ("medical_terms", "Apgar"),
        ("common_words", "about"),
        ("es_first_names", "José"),
        ("es_last_names", "García"),
        ("es_cities", "Pamplona"),
        ("es_cities", "Ciudad Real"),
        ("es_countries", "España"),
    ],
)
def test_dictionary_holds_a_known_entry_in_any_case(name: str, word: str) -> None:
    assert in_dictionary(word, name)


@pytest.mark.parametrize(
    ("name", "word"), [("us_cities", "Mobile"), ("us_states", "Boston"), ("medical_terms", "Smith")]
)
def test_dictionary_leaves_out_what_it_should(name: str, word: str) -> None:
    assert not in_dictionary(word, name)


def test_unknown_dictionary_lists_the_valid_names() -> None:
    with pytest.raises(UnknownComponentError, match="us_states"):
        load_dictionary("klingon_names")


def test_every_dictionary_file_is_listed_with_its_source_and_the_set_is_small() -> None:
    files = {path.stem for path in DICTIONARY_DIR.glob("*.txt")}
    source = (DICTIONARY_DIR / "SOURCE.md").read_text(encoding="utf-8")
    assert files == set(DICTIONARY_NAMES)
    assert all(f"| {name} |" in source for name in DICTIONARY_NAMES)
    assert sum(path.stat().st_size for path in DICTIONARY_DIR.iterdir()) < 2_000_000
