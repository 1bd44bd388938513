from pathlib import Path

import pytest

from phiscrub.errors import UnknownComponentError
from phiscrub.resources.dictionaries import (
    DICTIONARY_NAMES,
    FREQUENCY_BUCKETS,
    RULE_DICTIONARY_NAMES,
    in_dictionary,
    load_dictionary,
    load_frequency_buckets,
    load_frequent_entries,
)

DATA_DIR = Path(__file__).resolve().parents[2] / "phiscrub" / "data"
DICTIONARY_DIR = DATA_DIR / "dictionaries"
POOL_DIR = DATA_DIR / "synth_pools"


@pytest.mark.parametrize("name", [*DICTIONARY_NAMES, *RULE_DICTIONARY_NAMES])
def test_every_dictionary_loads_lower_cased_non_empty_entries(name: str) -> None:
    entries = load_dictionary(name)
    assert len(entries) >= 40
    assert all(entry == entry.lower() == entry.strip() and entry for entry in entries)


def test_the_rule_only_lists_are_no_crf_feature() -> None:
    from phiscrub.taggers.features import packaged_dictionary_matcher

    names = {name for names in packaged_dictionary_matcher().words.values() for name in names}
    assert names and not names & set(RULE_DICTIONARY_NAMES)
    assert "beasain" in load_dictionary("es_towns") and "santona" in load_dictionary("es_towns")
    assert not {"planta", "urgencias", "alta"} & load_dictionary("es_towns")  # ward words, though towns too
    assert {"brayan", "dayana", "duván"} <= load_dictionary("es_given_names_americas")
    assert not {"cielo", "salud", "campo"} & load_dictionary("es_given_names_americas")  # ordinary words too
    assert not load_dictionary("es_given_names_americas") & load_dictionary("es_first_names")
    regional = load_dictionary("es_given_names_regional")
    assert {"ainhoa", "edurne", "arnau", "uxía"} <= regional
    assert not regional & (load_dictionary("es_first_names") | load_dictionary("es_given_names_americas"))


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
        ("first_names", "Maria"),
        ("first_names", "Nguyen"),
        ("last_names", "Nguyen"),
        ("last_names", "O'Brien"),
        ("us_cities", "Houston"),
        ("world_cities", "Lagos"),
        ("us_counties", "Suffolk County"),
        ("hospitals", "MGH"),
        ("hospitals", "Massachusetts General Hospital"),
        ("hospitals", "Brigham and Women's Hospital"),
        ("hospitals", "UCSF"),
        ("common_words", "because"),
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
    assert files == set(DICTIONARY_NAMES) | set(RULE_DICTIONARY_NAMES)
    assert all(f"| {name} |" in source for name in (*DICTIONARY_NAMES, *RULE_DICTIONARY_NAMES))
    assert sum(path.stat().st_size for path in DICTIONARY_DIR.iterdir()) < 6_000_000


def test_dictionaries_and_pools_together_stay_small() -> None:
    paths = [*DICTIONARY_DIR.iterdir(), *POOL_DIR.iterdir()]
    assert sum(path.stat().st_size for path in paths) < 8_000_000


# --- frequency buckets -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["first_names", "last_names", "us_cities", "world_cities"])
def test_frequency_buckets_cover_the_list_with_known_buckets(name: str) -> None:
    buckets = load_frequency_buckets(name)
    assert set(buckets) == load_dictionary(name)
    assert set(buckets.values()) <= set(FREQUENCY_BUCKETS)


def test_frequency_buckets_rank_john_above_a_rare_name() -> None:
    first = load_frequency_buckets("first_names")
    assert first["john"] == 1
    assert first["john"] < first["zoltan"]
    assert load_frequency_buckets("last_names")["smith"] == 1
    assert load_frequency_buckets("us_cities")["houston"] == 1


def test_frequency_buckets_are_cached_and_empty_without_a_file() -> None:
    assert load_frequency_buckets("first_names") is load_frequency_buckets("first_names")
    assert load_frequency_buckets("us_states") == {}


@pytest.mark.parametrize(("name", "max_bucket"), [("first_names", 1), ("last_names", 2), ("us_cities", 2)])
def test_frequent_entries_are_the_buckets_up_to_the_one_asked(name: str, max_bucket: int) -> None:
    frequent = load_frequent_entries(name, max_bucket)
    assert frequent == {entry: bucket for entry, bucket in load_frequency_buckets(name).items() if bucket <= max_bucket}
    assert 0 < len(frequent) < len(load_frequency_buckets(name)) // 4
    assert load_frequent_entries(name, max_bucket) is frequent


def test_frequency_buckets_of_an_unknown_dictionary_raise() -> None:
    with pytest.raises(UnknownComponentError):
        load_frequency_buckets("klingon_names")


# --- synthetic-generator pools -----------------------------------------------------------------------------------


def pool_names(file: str) -> set[str]:
    """Return the lower-cased first column of a pool file (a hospital line gives each alternative)."""
    lines = (POOL_DIR / file).read_text(encoding="utf-8").splitlines()
    if file.startswith("hospitals"):
        return {" ".join(alt.lower().split()) for line in lines for alt in line.split("|")}
    return {line.split("\t")[0].lower() for line in lines}


POOLS = ("given_names", "surnames", "cities", "hospitals")


def pool_file(kind: str, split: str) -> str:
    return f"{kind}.{split}.{'txt' if kind == 'hospitals' else 'tsv'}"


@pytest.mark.parametrize("kind", POOLS)
def test_pools_are_non_empty_well_formed_and_capped(kind: str) -> None:
    columns = {"given_names": 3, "surnames": 2, "cities": 3, "hospitals": 1}[kind]
    for split in ("train", "heldout"):
        lines = (POOL_DIR / pool_file(kind, split)).read_text(encoding="utf-8").splitlines()
        assert 10 <= len(lines) <= 20_000
        assert all(len(line.split("\t")) == columns and line == line.strip() for line in lines)


@pytest.mark.parametrize("kind", POOLS)
def test_held_out_pool_is_disjoint_from_train_pool(kind: str) -> None:
    assert not pool_names(pool_file(kind, "heldout")) & pool_names(pool_file(kind, "train"))


def test_held_out_names_are_in_no_dictionary_and_no_train_pool() -> None:
    known = load_dictionary("first_names") | load_dictionary("last_names") | load_dictionary("common_words")
    train = pool_names("given_names.train.tsv") | pool_names("surnames.train.tsv")
    for file in ("given_names.heldout.tsv", "surnames.heldout.tsv"):
        held = pool_names(file)
        assert not held & known
        assert not held & train
        assert all(len(name) >= 3 for name in held)


def test_held_out_towns_are_in_no_place_dictionary() -> None:
    places = set().union(
        *(load_dictionary(name) for name in ("us_cities", "world_cities", "us_counties", "countries", "us_states"))
    )
    assert not pool_names("cities.heldout.tsv") & places


def test_held_out_hospitals_are_not_shipped_and_train_hospitals_are() -> None:
    shipped = load_dictionary("hospitals")
    assert not pool_names("hospitals.heldout.txt") & shipped
    assert pool_names("hospitals.train.txt") <= shipped


def test_pools_keep_the_usual_casing() -> None:
    surnames = {line.split("\t")[0] for line in (POOL_DIR / "surnames.train.tsv").read_text("utf-8").splitlines()}
    assert any(name.startswith("Mc") and name[2].isupper() for name in surnames)
    assert all(not name.isupper() for name in surnames)
    rows = (POOL_DIR / "given_names.train.tsv").read_text("utf-8").splitlines()
    assert {row.split("\t")[1] for row in rows} == {"F", "M", "U"}
