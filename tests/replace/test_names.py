from __future__ import annotations

import random
import re

import pytest

from phiscrub.replace.keys import keyed_random
from phiscrub.replace.names import parse_name, surrogate_initial, surrogate_name
from phiscrub.replace.vocab import FakerVocabulary, name_lists, with_initial
from tests.replace.conftest import KEY

VOCABULARY = FakerVocabulary("en_US")
FIRSTS = ("Ann", "Bob", "Carl", "Dana", "Eve", "Fred", "Gina", "Hal", "Ida", "Jack")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def fake(text: str, patient: str = "p1") -> str:
    return surrogate_name(text, VOCABULARY, lambda *parts: keyed_random(KEY, patient, *parts))


@pytest.mark.parametrize(
    ("name", "roles"),
    [
        ("John Smith", ["first", "last"]),
        ("Smith, John", ["last", "first"]),
        ("SMITH, JOHN", ["last", "first"]),
        ("J. Smith", ["initial", "last"]),
        ("Smith, J.", ["last", "initial"]),
        ("Dr. Smith", ["title", "last"]),
        ("Dr. John K. Smith Jr", ["title", "first", "initial", "last", "suffix"]),
        ("Smith", ["last"]),
        ("John", ["first"]),
    ],
)
def test_parse_name_gives_each_word_its_role(name: str, roles: list[str]) -> None:
    assert [word.role for word in parse_name(name)] == roles


def test_name_variants_of_one_person_use_the_same_surrogate_parts() -> None:
    first, last = fake("John Smith").split()
    assert fake("Smith") == last
    assert fake("John") == first
    assert fake("J. Smith") == f"{first[0]}. {last}"
    assert fake("Smith, John") == f"{last}, {first}"
    assert fake("SMITH, JOHN") == f"{last.upper()}, {first.upper()}"
    assert fake("Dr. Smith") == f"Dr. {last}"


@pytest.mark.parametrize(
    "name", ["John Smith", "SMITH", "smith", "Dr. O'Brien", "Mrs. Mary Smith-Jones", "J. K. Smith"]
)
def test_surrogate_name_keeps_case_titles_and_punctuation_and_differs(name: str) -> None:
    new = fake(name)
    assert new != name
    assert WORD.sub("", name) == WORD.sub("", new)
    if name.isupper():
        assert new.isupper()
    assert new.startswith(("Dr. ", "Mrs. ")) == name.startswith(("Dr. ", "Mrs. "))


def test_female_first_names_stay_female() -> None:
    lists = name_lists("en_US")
    assert all(fake(f"{name} Lee").split()[0].casefold() in lists.female for name in ("Mary", "Linda", "Susan"))
    assert all(fake(f"{name} Lee").split()[0].casefold() in lists.male for name in ("John", "Robert", "David"))


def test_different_patients_get_mostly_different_surrogates() -> None:
    lasts = ("Adams", "Baker", "Clark", "Davis", "Evans", "Ford", "Green", "Hill", "Irwin", "Jones")
    names = [f"{first} {last}" for first in FIRSTS[:4] for last in lasts[:5]]
    same = sum(fake(name, "p1") == fake(name, "p2") for name in names)
    assert same <= 2


def test_spanish_names_use_spanish_lists() -> None:
    vocabulary = FakerVocabulary("es_ES")
    new = surrogate_name("Sra. María García López", vocabulary, lambda *p: keyed_random(KEY, "p1", *p), "es_ES")
    assert new.startswith("Sra. ") and len(new.split()) == 4 and "García" not in new


@pytest.mark.parametrize(("given", "surname"), [("Rose", "Phillips"), ("Grace", "Lee"), ("Jordan", "Thomas")])
def test_each_name_part_maps_alike_alone_and_in_any_form(given: str, surname: str) -> None:
    first, last = fake(f"{given} {surname}").split()
    assert fake(given) == first
    assert fake(surname) == last
    assert fake(f"{surname}, {given}") == f"{last}, {first}"
    assert fake(f"Mrs. {given} {surname}") == f"Mrs. {first} {last}"
    assert fake(f"Dr. {surname}") == f"Dr. {last}"
    assert fake(f"{given[0]}. {surname}") == f"{first[0]}. {last}"


@pytest.mark.parametrize("surname", ["Smith", "Phillips", "Okafor", "Lindqvist", "Haddad", "Moreau"])
def test_a_surname_and_its_initial_stay_in_step(surname: str) -> None:
    whole = fake(f"Rose {surname}").split()[1]
    initial = fake(f"Rose {surname[0]}.").split()[1]
    assert whole[0] == initial[0], (whole, initial)
    assert fake(surname) == whole


def test_with_initial_keeps_the_order_of_the_names_with_that_initial_or_gives_all() -> None:
    names = ("Ana", "bea", "Álvaro", "alba", "Berta", "Carla")
    assert with_initial(names, "a") == ("Ana", "alba")
    assert with_initial(names, "B") == ("bea", "Berta")
    assert with_initial(names, "á") == ("Álvaro",)
    assert with_initial(names, "Z") == names  # none starts so: any name
    assert with_initial(names, None) == names
    other = ("Zoe", "Alma")
    assert with_initial(other, "a") == ("Alma",)  # each list its own index
    assert with_initial(names, "a") == ("Ana", "alba")


def test_an_initials_surrogate_is_a_letter_every_name_list_starts_with() -> None:
    lists = name_lists("en_US")
    for letter in "ABCJQXZ":
        found = surrogate_initial(letter, lambda *parts: random.Random("/".join(parts)), "en_US")
        assert found != letter
        assert any(name.startswith(found) for name in lists.last_names)
        assert any(name.startswith(found) for name in lists.female_names)
