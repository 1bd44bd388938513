"""The words the Spanish recall operating point never tags on their own, and when a name's joining word may be."""

from __future__ import annotations

import pytest

from phiscrub.taggers.crf import relabel_check
from phiscrub.taggers.spanish_recall import may_be_relabelled_in_spanish
from phiscrub.tokenize.tokenizer import Token


def _token(text: str, piece: str, after: str = "") -> Token:
    """Return the token of `piece`, the first one after `after`."""
    start = text.index(piece, text.index(after) + len(after) if after else 0)
    return Token(start, start + len(piece), "alpha")


@pytest.mark.parametrize(
    ("text", "piece", "may"),
    [
        ("Me llamo Vicent Ferrer", "Me", False),  # a pronoun opening a message
        ("Me llamo Vicent Ferrer", "Vicent", True),
        ("hija Pilar en Buenos Aires", "en", False),  # a preposition between two places
        ("su mujer, doña Encarnación Ruiz", "doña", False),  # a title
        ("Matrícula 98172305", "Matrícula", False),  # a form's field
        ("bezafibrato 200 mg c/24h", "24h", False),  # hours
        ("a las 20 h se inicia", "h", False),
        ("Isapre Cruz Blanca S.A.", "A", True),  # a single capital letter: an initial, a company's "S.A."
        ("Buenos días, doctora", "Buenos", False),  # a greeting ("Buenos Aires" is tagged by the model)
        ("Glasgow 13, pupilas isocóricas", "Glasgow", False),  # a scale
        ("vive en Triana con su hija", "Triana", True),
    ],
)
def test_spanish_words_never_phi_on_their_own_are_not_relabelled(text: str, piece: str, may: bool) -> None:
    assert may_be_relabelled_in_spanish(text, _token(text, piece)) is may


@pytest.mark.parametrize(
    ("text", "piece", "after", "may"),
    [
        ("Hospital Universitario Virgen de la Arrixaca", "de", "", True),  # between two words of a name
        ("Hospital Universitario Virgen de la Arrixaca", "la", "", True),  # past another joining word
        ("Ma. de la Luz Cárdenas", "de", "", True),  # after an abbreviated given name
        ("citado el 12 de febrero de 2024", "de", "", True),  # a date: a number and a month
        ("citado el 12 de febrero de 2024", "de", "febrero", True),  # a month and a year
        ("la Institución Educativa La Esperanza del municipio de Bello", "del", "", False),  # a common noun after
        ("la Institución Educativa La Esperanza del municipio de Bello", "de", "municipio", False),  # and before
        ("agredido por dos varones desconocidos", "dos", "", False),  # a number, no name's "dos"
        ("Maria Ferreira dos Santos", "dos", "", True),
        ("trasladado a El Alto en ambulancia", "El", "", True),  # a capitalised article opening a place's name
        ("El paciente refiere dolor", "El", "", False),  # opening a sentence
    ],
)
def test_a_joining_word_is_relabelled_only_between_words_of_a_name(
    text: str, piece: str, after: str, may: bool
) -> None:
    assert may_be_relabelled_in_spanish(text, _token(text, piece, after)) is may


def test_spanish_notes_get_the_checks_of_every_language_and_their_own() -> None:
    text = "Control de NSVT con la Dra. Pérez en Triana"
    spanish, english = relabel_check("es"), relabel_check("en")
    assert not spanish(text, _token(text, "NSVT"))  # a clinical abbreviation, in every language
    assert not spanish(text, _token(text, "en")) and english(text, _token(text, "en"))  # Spanish's own
    assert spanish(text, _token(text, "Triana")) and english(text, _token(text, "Triana"))
