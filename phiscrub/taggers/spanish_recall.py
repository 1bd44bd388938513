"""Spanish words the CRFs' recall operating point never tags on their own, and when a name's joining word may be.

The recall operating point (`CrfTagger.o_threshold`) tags each token the Viterbi path calls "O" but whose marginal of
"O" is under the threshold. In notes unlike MEDDOCAN's (letters, forms, messages, notes from other countries) the
Spanish model is doubtful about the words around a name as well as the name: "en", "la", "Me" of "Me llamo", "doña",
a form's "Matrícula", the "h" of "c/12h". None of them is PHI on its own, so none is relabelled; the words that join a
name's parts ("Virgen de la Arrixaca", "12 de febrero", "dos Santos") are relabelled only between words that may be
part of the name.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.tokenize.tokenizer import Token

NEVER_PHI_WORDS: Final = frozenset(
    {
        # prepositions, conjunctions, pronouns, possessives, forms of "ser", "estar" and "haber"
        *("a", "al", "en", "con", "sin", "por", "para", "sobre", "entre", "desde", "hasta", "hacia", "tras", "ante"),
        *("según", "durante", "que", "qué", "se", "me", "te", "le", "les", "nos", "su", "sus", "mi", "mis", "tu"),
        *("tus", "un", "una", "unos", "unas", "uno", "o", "u", "ni", "no", "sí", "si", "ya", "muy", "pero", "como"),
        *("cuando", "yo", "él", "ella", "ellos", "ellas", "usted", "ustedes", "nosotros", "es", "son", "fue", "era"),
        *("soy", "eres", "somos", "ha", "he", "han", "hay", "está", "están", "estaba", "este", "esta", "estos"),
        *("estas", "ese", "esa", "eso", "esto"),
        # greetings and sign-offs
        *("hola", "buenos", "buenas", "días", "tardes", "noches", "gracias", "saludos", "atentamente", "estimado"),
        *("estimada", "querido", "querida", "perfecto", "vale"),
        # titles
        *("don", "doña", "dña", "dr", "dra", "sr", "sra", "srta", "sres", "lic", "licda", "ing", "prof"),
        # the names of a form's fields
        *("nombre", "apellidos", "edad", "sexo", "peso", "talla", "fecha", "domicilio", "dirección", "tel"),
        *("teléfono", "matrícula", "mat", "cód", "código", "céd", "cédula", "nº", "n°", "informe"),
        # clinical shorthand, units and scales
        *("fc", "fr", "ta", "glasgow", "glucosa", "cm", "mg", "kg", "ml", "h"),
    }
)
"""Spanish words never PHI on their own, lower-cased; relabelled in no case but a single capital letter (the "A" of
"A-88211043" or "S.A.")."""

NAME_JOINERS: Final = frozenset({"de", "del", "la", "las", "los", "el", "lo", "y", "e", "i", "da", "do", "dos", "das"})
"""Words that join the parts of a name, a place or a date ("Hospital de la Plaza", "12 de febrero de 2024", "Ferreira
dos Santos"), lower-cased."""

_JOINERS: Final = r"(?i:" + "|".join(sorted(NAME_JOINERS, key=len, reverse=True)) + ")"
_WORD_BEFORE: Final = re.compile(r"([\w.º°]+)(?:[ \t]+" + _JOINERS + r")*[ \t]+\Z")
_WORD_AFTER: Final = re.compile(r"(?:[ \t]+" + _JOINERS + r")*[ \t]+(\w+)")
_HOURS: Final = re.compile(r"\d+h")
MONTHS: Final = frozenset(
    {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre"}
    | {"noviembre", "diciembre"}
)


def _may_be_in_a_name(word: str) -> bool:
    """Return whether a word beside a joining word may be part of a name or a date: capitalised, a number, a month."""
    return word[0].isupper() or word[0].isdigit() or word.lower() in MONTHS


def _joins_a_name(text: str, token: Token, piece: str) -> bool:
    """Return whether a joining word stands between two words that may be part of one name.

    Past other joining words: "Ma. de la Luz", "Plaza de la Salud". A capitalised joining word may open a name ("La
    Magdalena", "El Alto"), so only the word after it counts.
    """
    after = _WORD_AFTER.match(text, token.end)
    if after is None or not _may_be_in_a_name(after.group(1)):
        return False
    if not piece.islower():
        return True
    before = _WORD_BEFORE.search(text, max(0, token.start - 60), token.start)
    return before is not None and _may_be_in_a_name(before.group(1))


def may_be_relabelled_in_spanish(text: str, token: Token) -> bool:
    """Return whether the recall operating point may tag a doubtful "O" token of a Spanish note.

    Not a word of `NEVER_PHI_WORDS` (but a single capital letter), nor hours written "12h"; a joining word
    (`NAME_JOINERS`) only between words that may be part of one name. The checks of every language come first
    (`phiscrub.taggers.crf`).
    """
    piece = text[token.start : token.end]
    lower = piece.lower()
    if lower in NAME_JOINERS:
        return _joins_a_name(text, token, piece)
    if lower in NEVER_PHI_WORDS:
        return len(piece) == 1 and piece.isupper()
    return _HOURS.fullmatch(lower) is None
