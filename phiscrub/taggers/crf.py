"""The two CRF taggers of the hybrid de-identifier (Lee et al. 2017 §3.3.3), on CRFsuite (python-crfsuite).

- kind "quantitative": DATE, AGE, CONTACT and ID subtypes (the paper leaves ID to rules; corpora such as MEDDOCAN
  have too many ID forms for rules alone, so the quantitative CRF learns them too), with the "context_shapes" group.
- kind "names": NAME, LOCATION, PROFESSION and OTHER subtypes (OTHER holds MEDDOCAN's patient sex and "other subject"
  mentions: short words after an attribute such as "Sexo:", closer to the word features of this CRF than to shapes),
  with the "profession_suffix" group ("spacy" on request).
- kind "all": every category with both groups, one model (the baseline system of §3.2).

Each tagger labels aggressive tokens in IOB over canonical subtypes ("B-DATE", "I-PATIENT"); sentences
(`phiscrub.tokenize.sentences`) are the CRF sequences. A token that shares a character with a gold span counts as
inside it (see `phiscrub.taggers.features.iob_labels`); decoding turns each B/I run back into one span from its first
token's start to its last token's end, scored with the mean marginal probability of the run's labels.

Tagging decodes with `phiscrub.taggers.crf_engine`: phiscrub's compiled decoder where it was built, which scores the
note's feature parts in place, else python-crfsuite's; both give the same labels and marginals.

Training is L-BFGS with an elastic net (CRFsuite "lbfgs", `c1` L1 and `c2` L2); L1 keeps only features with a nonzero
weight, which keeps a model to a few MB. As in §3.3.1, sentences that are only a section header (never PHI) are left
out of training, and not tagged. With `source_docs` (another corpus with the same labels) and `easy_adapt=True`,
features are augmented with EasyAdapt (`phiscrub.taggers.easyadapt`) and notes are tagged as the target domain.
A note from a partially annotated corpus (`phiscrub.taggers.partial`) trains only the CRFs of the categories it
annotates.
A saved model holds words of its training notes (feature names, word clusters): share it only where they may go.
"""

from __future__ import annotations

import functools
import json
import re
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Self

import pycrfsuite

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.labels import CATEGORIES, category_of
from phiscrub.resources.cache import cached_table
from phiscrub.resources.dictionaries import is_known_name, load_dictionary
from phiscrub.taggers import word_clusters as word_clusters_module
from phiscrub.taggers.base import EstimatorParams, check_fitted
from phiscrub.taggers.clinical_words import CONDITIONS, has_a_medical_ending, is_clinical_abbreviation
from phiscrub.taggers.crf_engine import (
    CrfDecoder,
    decoded_runs,
    iob_names,
    label_marginals,
    open_decoder,
    reads_parts,
    set_jointly,
    set_parts,
    takes_item_sequences,
)
from phiscrub.taggers.demonyms import is_language_or_nationality
from phiscrub.taggers.easyadapt import easy_adapt_sequence
from phiscrub.taggers.features import (
    BASE_GROUPS,
    FEATURE_GROUPS,
    FEATURE_SCHEMA,
    FeatureConfig,
    FeatureExtractor,
    NoteLayout,
    NoteMemo,
    iob_labels,
    iob_runs,
    joint_extractor,
)
from phiscrub.taggers.partial import annotates
from phiscrub.taggers.spanish_recall import may_be_relabelled_in_spanish
from phiscrub.taggers.word_clusters import WordClusters, fit_word_clusters
from phiscrub.tokenize.sections import SECTION_LANGUAGES
from phiscrub.tokenize.tokenizer import Token
from phiscrub.version import __version__

TITLES: Final = frozenset(
    {"dr", "drs", "mr", "mrs", "mx", "sir", "madam", "prof", "professor", "rev", "reverend", "rabbi", "imam", "senator"}
    | {"attending"}
)
"""Titles, lower-cased: never PHI (the i2b2 guidelines leave a title out of a name), so the recall operating point
does not relabel one ("dr ngyuen", "discussed with attending, Dr. Negroni"). Not "Ms", a US state code too."""

RELATIVES: Final = frozenset(
    {
        *("mom", "mum", "mommy", "mama", "momma", "dad", "daddy", "papa", "mother", "father", "parent", "parents"),
        *("son", "daughter", "kid", "kids", "child", "baby", "wife", "husband", "hubby", "spouse", "partner"),
        *("brother", "sister", "bro", "sis", "aunt", "auntie", "uncle", "cousin", "niece", "nephew", "grandma"),
        *("grandpa", "granny", "grandmother", "grandfather", "grandson", "granddaughter", "boyfriend", "girlfriend"),
        *("bf", "gf", "fiance", "fiancee", "friend", "roommate", "neighbor", "neighbour", "caregiver"),
        *("stepdad", "stepmom", "stepfather", "stepmother", "stepson", "stepdaughter", "stepbrother", "stepsister"),
        *("stepchild", "sibling", "siblings", "godmother", "godfather", "grandparent", "grandparents", "grandkids"),
        *("nana", "nanna", "gran", "grandad", "granddad", "gramma", "grampa", "dtr", "bff", "bestie", "buddy"),
        *("coworker", "boss", "landlord", "landlady", "housemate", "flatmate", "classmate", "teammate"),
        *("maternal", "paternal"),
    }
)
"""Words for relatives and people close to a patient: never PHI in lower case ("my mom jean"), so the recall
operating point does not relabel one. Capitalised they may begin a PHI: "Mother's Day" is a DATE. Not the plurals
nor "twin": a note in lower case writes institutions and places with them ("children's hospital of the king's
daughters", "twin cities")."""


@functools.cache
def _capitalised_relatives() -> frozenset[str]:
    """Return the `RELATIVES` never PHI capitalised either ("Daughter Deborah at bedside" starts with no name).

    Not a given name or surname ("Son", "Sister"), a holiday's first word ("Mother's Day", "Grandparents Day"), nor
    two letters ("BF" may be someone's initials).
    """
    holidays = {"mother", "father", "mom", "dad", "grandparents", "grandparent"}
    return frozenset(word for word in RELATIVES if len(word) > 2 and not is_known_name(word) and word not in holidays)


EPONYMS: Final = frozenset(
    {
        *("kernig", "brudzinski", "babinski", "rovsing", "lachman", "tinel", "trendelenburg", "valsalva", "kussmaul"),
        *("korotkoff", "virchow", "crohn", "alzheimer", "guillain", "wernicke", "korsakoff", "duchenne"),
    }
)
"""Names of signs, tests, positions and diseases (lower-cased) that are in neither name dictionary: no one's name
in a note ("Kernig and Brudzinski negative"), so the recall operating point does not relabel one. Eponyms that are
also common surnames (Murphy, Graves, Hashimoto) are left out."""

RELATIVE_DAYS: Final = frozenset({"today", "tonight", "tomorrow", "yesterday"})
"""Days named relative to the note: no date (the i2b2 guidelines annotate dates, not "today"), so the recall
operating point does not relabel one."""

LOWER_CASE_SHORTHAND: Final = frozenset(
    {"yo", "mos", "wk", "wks", "yr", "yrs", "hx", "sx", "dx", "rx", "fx", "pmhx", "fhx", "shx", "standby"}
    | {"doc", "docs"}
)
"""Clinical shorthand and nursing words in lower case ("58 yo", "3 wks", "hx of", "standby assist", "my doc"): never
PHI as written, though two letters in capitals may be someone's initials, so the recall operating point does not
relabel these in lower case. Not "mo" nor "tx": state codes too ("moved to tx")."""

PLACES_IN_CAPITALS: Final = frozenset({"ER", "ED"})
"""The emergency room or department, as written in capitals: never PHI ("to the ER"), though two capitals may be
someone's initials."""

MICROBE_SPECIES: Final = frozenset(
    {
        *("coli", "aureus", "epidermidis", "difficile", "diff", "pylori", "pneumoniae", "aeruginosa", "influenzae"),
        *("faecalis", "faecium", "albicans", "glabrata", "fragilis", "gonorrhoeae", "meningitidis", "trachomatis"),
        *("tuberculosis", "monocytogenes", "mirabilis", "cloacae", "marcescens", "pyogenes", "agalactiae"),
        *("vaginalis", "jirovecii", "neoformans", "baumannii", "maltophilia", "oxytoca", "perfringens"),
    }
)
"""Species names of bacteria and fungi common in culture results (lower-cased): never PHI, so the recall operating
point relabels neither one ("Ucx >100k E. coli") nor the capital of its abbreviated genus before it ("E" of "E.
coli"), which has the look of an initial."""

MICROBE_GENERA: Final = frozenset(
    {
        *("klebsiella", "haemophilus", "streptococcus", "streptococci", "staphylococcus", "staphylococci"),
        *("enterococcus", "enterococci", "pseudomonas", "escherichia", "legionella", "candida", "clostridium"),
        *("clostridioides", "listeria", "neisseria", "mycobacterium", "chlamydia", "salmonella", "shigella"),
        *("proteus", "enterobacter", "serratia", "acinetobacter", "bacteroides", "helicobacter", "campylobacter"),
        *("mycoplasma", "treponema", "borrelia", "aspergillus", "cryptococcus", "pneumocystis", "trichomonas"),
        *("giardia", "stenotrophomonas", "moraxella", "bordetella", "citrobacter", "morganella"),
    }
)
"""Genus names of bacteria, fungi and parasites written out (lower-cased): never PHI, so the recall operating point
relabels none ("C) Legionella D) Klebsiella" of an exam question read as cities). "Candida" is a given name too,
rarely beside a culture result."""

CONTRACTION_ENDINGS: Final = frozenset({"t", "ve", "ll", "re", "m", "d"})
"""What follows the apostrophe of a contraction ("don't", "I've", "we'll", "you're", "I'm", "she'd"): never PHI on
its own. An "s" only after a pronoun (`_is_contraction_ending`): a possessive may end a name ("St. Mary's")."""
_PRONOUN_BEFORE_APOSTROPHE: Final = re.compile(r"(?i:\b(?:he|she|it|that|what|there|here|who|let|where|how))[ ]?['’]\Z")

PHI_FIELD_WORDS: Final = frozenset({"fax", "phone", "telephone", "pager", "email", "serial", "ph", "bed"})
"""Words that name a PHI field (lower-cased): never PHI themselves, though next to one ("phone 476 452 6523, fax
(399) 845-6832", "Bed 4B"), so the recall operating point does not relabel one. Not "tel" ("Tel Aviv"), "cell" nor
"mobile" (Mobile, Alabama), nor "room" and "rm" (surnames in the name lists)."""

PRONOUNS: Final = frozenset(
    {
        *("i", "my", "mine", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it", "its"),
        *("we", "us", "our", "ours", "they", "them", "their", "theirs", "who", "whom", "whose", "what", "which"),
        *("when", "where", "why", "how"),
    }
)
"""Pronouns and question words, lower-cased: never PHI, so the recall operating point relabels none in lower case
("asking for my husband mark who has a bad back": not "who"). Capitalised they may begin a name ("Who's Who"), "I"
is left to `_may_be_relabelled` ("I." may be an initial), and "me" is Maine's code too."""

GREETINGS: Final = frozenset(
    {"hi", "hello", "hey", "dear", "fyi", "thanks", "regards", "sincerely", "cheers", "greetings"}
)
"""Greetings and sign-offs of messages and letters, lower-cased: never PHI ("Hi Mathius,", "FYI Sitka is out"), so
the recall operating point relabels none, in any case but "HI" (Hawaii's code)."""

CHAT_WORDS: Final = frozenset(
    {
        *("lol", "lmao", "lmfao", "rofl", "omg", "omfg", "wtf", "idk", "smh", "tbh", "btw", "imo", "imho", "ikr"),
        *("ngl", "ttyl", "brb", "thx", "pls", "plz", "lmk", "hmu", "nvm", "ugh", "oof", "yikes", "bday", "hbd"),
        *("wow", "yay", "woah", "whoa", "meh", "nah", "yeah", "yep", "nope", "god"),
    }
)
"""Abbreviations and interjections of chat and posts, lower-cased: never PHI ("Lmao", "OMG", "plzzz"), so the recall
operating point relabels none, in any case and drawn out. Not "ok" (Oklahoma's code), "dm" or "tmr" (someone's
initials too), "ty" (a name)."""
_DRAWN_OUT: Final = re.compile(r"([a-z])\1+\Z")
_LAUGHTER: Final = re.compile(
    r"(?=[ha]*h)(?=[ha]*a)[ha]{4,}|(?=[he]*h)(?=[he]*e)[he]{4,}|(?=[ja]*j)(?=[ja]*a)[ja]{4,}|(?:ke){3,}k?|"
    r"lo(?:lo)*l+|(?:ok){2,}"
)
"""Laughter and chat repeats written out ("haha", "hahahhahaha", "jajaja", "kekeke", "lololol", "okok"),
lower-cased: never PHI."""


def _is_chat_word(lower: str) -> bool:
    """Return whether a lower-cased token is a chat word (`CHAT_WORDS`, "lmaooo" drawn out) or laughter."""
    return lower in CHAT_WORDS or _DRAWN_OUT.sub(r"\1", lower) in CHAT_WORDS or _LAUGHTER.fullmatch(lower) is not None


ROLE_FIELDS: Final = frozenset(
    {
        *("surgeon", "surgeons", "assistant", "asst", "anesthesia", "anesthesiologist", "attending", "resident"),
        *("fellow", "intern", "pcp", "referring", "consultant", "provider", "physician", "ordering", "radiologist"),
        *("pathologist", "nurse", "rn", "np", "pa", "cc", "author", "signed", "cosigner", "scribe"),
    }
)
"""Words naming a clinician's role as a field ("Surgeon: Lindqvist"), lower-cased: the label before the colon is no
PHI, though an occupation elsewhere may be, so the recall operating point relabels none right before a colon."""
_COLON_AFTER: Final = re.compile(r"[ \t]*:")


ROLE_TITLES: Final = frozenset({"nurse", "pastor", "chaplain", "coach", "officer", "detective", "sergeant", "deputy"})
"""Roles written as a title before a name ("Nurse Kayla is an angel", "Officer Diaz"), lower-cased: capitalised (not
in capitals) before a capitalised word the title is no PHI, so the recall operating point does not relabel it.
Elsewhere it may be a surname ("Mary Nurse") or an occupation."""
_CAPITALISED_WORD_AFTER: Final = re.compile(r"[ \t]+[A-Z]")

AMPERSAND_SHORTHAND: Final = frozenset({"l&d", "d&c", "d&e", "i&d", "h&p", "a&o", "a&p", "t&a", "o&p", "c&s", "n&v"})
"""Clinical shorthand of two letters joined by "&" ("L&D", "I&D", "H&P"), lower-cased: the tokenizer splits it, and
neither letter is an initial, so the recall operating point relabels neither."""

_MERIDIEM: Final = re.compile(r"[aApP]\.[mM]\b")
"""The "a.m." or "p.m." of a time of day, whose letters the tokenizer splits ("4 a.m.": "a", ".", "m")."""

_GENUS_BEFORE_SPECIES: Final = re.compile(r"\.?[ \t]*(?:" + "|".join(sorted(MICROBE_SPECIES)) + r")\b", re.IGNORECASE)


def _may_be_relabelled(text: str, token: Token) -> bool:
    """Return whether the recall operating point may tag a doubtful "O" token.

    It may where the token holds a letter or a digit and is none of the words never PHI on their own: a title
    (`TITLES`), a word for a relative or clinical shorthand in lower case (`RELATIVES`, `LOWER_CASE_SHORTHAND`; a
    relative in any case where it is no name, `_capitalised_relatives`), "ER" or "ED" (`PLACES_IN_CAPITALS`), an eponym
    (`EPONYMS`), "today" and its like (`RELATIVE_DAYS`), a clinical abbreviation (`is_clinical_abbreviation`), a
    microbe's species or the capital of its genus before it (`MICROBE_SPECIES`), a genus written out (`MICROBE_GENERA`),
    a drug, analyte or eponym of the packaged `medical_terms` that is no given name or surname ("Ozempic", "Bilirubin"),
    a disease by its ordinary name or a word with a medical ending, no name (`CONDITIONS`: "lupus";
    `has_a_medical_ending`: "BACTEREMIA"; not before an institution's head word: "Cancer Center"),
    a language or nationality standing alone, no name either ("Haitian Creole", "Somali interpreter"), a piece of a
    gravida-para notation ("G3P2002"), shorthand with a slash ("w/", "s/p"), the "M" or "F" of a sex after an age ("52
    yo M"), the end of a contraction ("ve" of "I've", "s" of "she's"), a word naming a PHI field (`PHI_FIELD_WORDS`),
    the pronoun "I" (an "I." may be an initial), a pronoun or question word in lower case (`PRONOUNS`), a greeting
    (`GREETINGS`), a chat word or laughter (`CHAT_WORDS`: "lmaooo", "haha"), a clinician's role naming a field
    ("Surgeon:", `ROLE_FIELDS`), a role or relative as a title before a name ("Nurse Kayla", "Husband Marco"), a
    question word opening a question ("Which is", `QUESTION_WORDS`), a letter of shorthand joined by "&" ("L&D",
    `AMPERSAND_SHORTHAND`), a letter of "a.m." or "p.m.". A single
    lower-case letter may otherwise: the "x" of a phone extension ("x7") is PHI.
    """
    piece = text[token.start : token.end]
    lower = piece.lower()
    return (
        any(char.isalnum() for char in piece)
        and lower not in TITLES
        and lower not in MICROBE_SPECIES
        and lower not in MICROBE_GENERA
        and not _is_medical_term(lower)
        and not (
            (lower in CONDITIONS or has_a_medical_ending(lower))
            and _INSTITUTION_HEAD_AFTER.match(text, token.end) is None
            and not is_known_name(lower)
        )
        and not is_language_or_nationality(text, token.start, token.end)
        and not _is_contraction_ending(text, token.start, lower)
        and not _in_obstetric_history(text, token)
        and not _is_slash_shorthand(text, token, piece)
        and not (piece in ("M", "F") and _AGE_BEFORE.search(text, max(0, token.start - 12), token.start) is not None)
        and lower not in PHI_FIELD_WORDS
        and not (piece == "I" and not text.startswith(".", token.end))
        and not (len(piece) == 1 and piece.isupper() and _GENUS_BEFORE_SPECIES.match(text, token.end) is not None)
        and not (piece.islower() and (lower in RELATIVES or lower in LOWER_CASE_SHORTHAND or lower in PRONOUNS))
        and not _is_question_word_opening(text, token, piece, lower)
        and lower not in _capitalised_relatives()
        and not (lower in GREETINGS and piece != "HI")
        and not _is_chat_word(lower)
        and not (lower in ROLE_FIELDS and _COLON_AFTER.match(text, token.end) is not None)
        and not _is_title_before_a_name(text, token, piece, lower)
        and not (len(piece) == 1 and _in_ampersand_shorthand(text, token.start))
        and not (len(piece) == 1 and _is_meridiem_letter(text, token.start))
        and piece not in PLACES_IN_CAPITALS
        and lower not in EPONYMS
        and lower not in RELATIVE_DAYS
        and not is_clinical_abbreviation(piece)
    )


def _may_be_relabelled_in_spanish(text: str, token: Token) -> bool:
    """Return whether the recall operating point may tag a doubtful "O" token of a Spanish note.

    The checks of every language (`_may_be_relabelled`), then Spanish's own (`may_be_relabelled_in_spanish`: "en",
    "doña", a form's "Matrícula", a name's "de" between words no name holds).
    """
    return _may_be_relabelled(text, token) and may_be_relabelled_in_spanish(text, token)


def relabel_check(lang: str) -> Callable[[str, Token], bool]:
    """Return the check of whether the recall operating point may tag a doubtful "O" token of a note in `lang`."""
    return _may_be_relabelled_in_spanish if lang == "es" else _may_be_relabelled


_INSTITUTION_HEAD_AFTER: Final = re.compile(
    r"[ \t]*(?:&|and\b|(?i:cent(?:er|re)s?|institutes?|clinics?|foundation|society|associates|alliance|program"
    r"|unit|hospital|treatment|research|care|specialists|network|group)\b)"
)
"""What follows a disease's name that starts an institution's ("Moffitt Cancer Center", "Asthma & Allergy
Associates"): there the word may be PHI."""


def _is_title_before_a_name(text: str, token: Token, piece: str, lower: str) -> bool:
    """Return whether a capitalised role or relative word stands as a title before a capitalised word.

    "Nurse Kayla", "Officer Diaz" (`ROLE_TITLES`), "Husband Marco keeps a list" (`RELATIVES`): the word before the
    name is no PHI, though alone it may be a surname ("Mary Nurse", "Husband"). Not in capitals ("PROBATION
    OFFICER JOHN").
    """
    return (
        (lower in ROLE_TITLES or lower in RELATIVES)
        and piece.istitle()
        and _CAPITALISED_WORD_AFTER.match(text, token.end) is not None
    )


QUESTION_WORDS: Final = frozenset({"which", "what", "where", "when", "why", "who", "whom", "whose"})
"""Question words that are no given name or surname (not "how"), lower-cased."""
_LOWER_CASE_WORD_AFTER: Final = re.compile(r"[ \t]+[a-z]")


def _is_question_word_opening(text: str, token: Token, piece: str, lower: str) -> bool:
    """Return whether a capitalised question word opens a question ("Which is the next step?", "What are").

    Capitalised, a pronoun may begin a name ("Who's Who"), so only one a lower-case word follows counts.
    """
    return lower in QUESTION_WORDS and piece[0].isupper() and _LOWER_CASE_WORD_AFTER.match(text, token.end) is not None


def _in_ampersand_shorthand(text: str, start: int) -> bool:
    """Return whether the letter at `start` is one of two joined by "&" in shorthand (`AMPERSAND_SHORTHAND`)."""
    return any(
        first >= 0
        and first + 3 <= len(text)
        and text[first : first + 3].lower() in AMPERSAND_SHORTHAND
        and (first == 0 or not text[first - 1].isalnum())
        and (first + 3 == len(text) or not text[first + 3].isalnum())
        for first in (start, start - 2)
    )


def _is_medical_term(lower: str) -> bool:
    """Return whether `lower` is in the packaged `medical_terms` list (a drug, an analyte, an eponym) and no name."""
    return lower in _medical_terms_not_names()


@functools.cache
def _medical_terms_not_names() -> frozenset[str]:
    """Return the packaged `medical_terms` that are neither given names nor surnames ("ozempic"; not "foley")."""
    return frozenset(term for term in load_dictionary("medical_terms") if not is_known_name(term))


_OBSTETRIC_HISTORY: Final = re.compile(r"\bG\d{1,2}[ \t]?P\d{1,4}(?:-\d{1,2}){0,3}\b")
"""Gravida and para as obstetric notes write them ("G3P2002", "G2 P1-0-0-1"): the tokenizer splits them, and a
"P" or "2002" alone may look like an initial or a year."""


def _in_obstetric_history(text: str, token: Token) -> bool:
    """Return whether `token` lies inside a gravida-para notation (`_OBSTETRIC_HISTORY`)."""
    if not (text[token.start] in "GP" or text[token.start].isdigit()):
        return False  # most doubtful tokens are words: no search for them
    return any(
        found.start() <= token.start and token.end <= found.end()
        for found in _OBSTETRIC_HISTORY.finditer(text, max(0, token.start - 8), token.end + 12)
    )


_AGE_BEFORE: Final = re.compile(r"\d[ \t]*(?:yo|y/o|y\.o\.|yrs?|years?[ -]old|year-old)[ \t]*\Z", re.IGNORECASE)
"""An age written just before a letter that is then the patient's sex ("52 yo M", "31 y/o F")."""


def _is_slash_shorthand(text: str, token: Token, piece: str) -> bool:
    """Return whether `piece` is a letter or two of clinical shorthand with a slash ("w/", "s/p", "c/o", "f/u")."""
    if len(piece) > 2 or not piece.islower() or not piece.isalpha():
        return False
    return text.startswith("/", token.end) or (token.start > 0 and text[token.start - 1] == "/")


def _is_contraction_ending(text: str, start: int, lower: str) -> bool:
    """Return whether the token at `start` ends a contraction: "ve" of "I've", "s" of "she's" (not of "Mary's").

    Tokenised text may put a space on either side of the apostrophe ("Where ' s Kishan ?").
    """
    apostrophe = start - 1
    if apostrophe > 0 and text[apostrophe] == " ":
        apostrophe -= 1
    if apostrophe < 0 or text[apostrophe] not in "'’":
        return False
    if lower in CONTRACTION_ENDINGS:
        return True
    return lower == "s" and _PRONOUN_BEFORE_APOSTROPHE.search(text, max(0, apostrophe - 8), apostrophe + 1) is not None


def _is_meridiem_letter(text: str, start: int) -> bool:
    """Return whether the letter at `start` is the first or last of an "a.m." or "p.m." (`_MERIDIEM`)."""
    return _MERIDIEM.match(text, start) is not None or (start >= 2 and _MERIDIEM.match(text, start - 2) is not None)


KIND_CATEGORIES: Final[Mapping[str, frozenset[str]]] = MappingProxyType(
    {
        "quantitative": frozenset({"DATE", "AGE", "CONTACT", "ID"}),
        "names": frozenset({"NAME", "LOCATION", "PROFESSION", "OTHER"}),
        "all": frozenset(CATEGORIES),
    }
)
"""The PHI categories each kind of CRF tags."""

KIND_GROUPS: Final[Mapping[str, frozenset[str]]] = MappingProxyType(
    {
        "quantitative": BASE_GROUPS | {"context_shapes"},
        "names": BASE_GROUPS | {"profession_suffix"},
        "all": BASE_GROUPS | {"context_shapes", "profession_suffix"},
    }
)
"""The default feature groups of each kind (Lee et al. 2017 §3.3.3; "spacy" only on request)."""

LANGUAGE_GROUPS: Final[Mapping[str, frozenset[str]]] = MappingProxyType({"en": frozenset({"embeddings"})})
"""Default feature groups added for notes of one language: the word-vector clusters exist for English only."""


def default_groups(kind: str, lang: str) -> frozenset[str]:
    """Return the feature groups a CRF of `kind` uses for notes in `lang` when none are given."""
    return KIND_GROUPS[kind] | LANGUAGE_GROUPS.get(lang, frozenset())


MODEL_FILE: Final = "model.crfsuite"
PARAMS_FILE: Final = "params.json"
STATE_FILE: Final = "state.json"


class CrfTagger(EstimatorParams):
    """A CRF over aggressive tokens for one group of PHI categories (see the module docstring).

    Args:
        kind: "quantitative", "names" or "all".
        feature_groups: Feature group names (`phiscrub.taggers.features.FEATURE_GROUPS`); None: the kind's default.
        c1: L1 coefficient of the elastic net.
        c2: L2 coefficient of the elastic net.
        max_iterations: L-BFGS iterations.
        lang: Language of the notes ("en" or "es"): section headers.
        seed: Seed of the word clusters (CRFsuite's L-BFGS is deterministic).
        easy_adapt: Augment features with EasyAdapt when `fit` gets `source_docs`.
        drop_headers: Leave header-only sentences out of training and tagging (§3.3.1).
        min_freq: Features seen fewer times in training are dropped (CRFsuite `feature.minfreq`).
        n_clusters: Granularities of the word clusters.
        extra_headers: More section headers ("name" or "name = variant | variant").
        tokenizer: "aggressive" (Lee et al. 2017 §3.3.1) or "standard" (no case/digit splits; for ablations).
        window: Tokens each side for the word, POS and shape n-grams (features (4), (5), (12)); 2 as in the paper, 1
            for a faster model (about a third fewer feature strings per token).
        o_threshold: The recall operating point: a token Viterbi labels "O" whose marginal probability of "O" is
            below this is tagged with its most probable PHI label (0: plain Viterbi decoding; 0.5: every token more
            likely PHI than not). Changing it needs no retraining.
    """

    def __init__(
        self,
        kind: str = "quantitative",
        feature_groups: Iterable[str] | None = None,
        c1: float = 0.1,
        c2: float = 0.01,
        max_iterations: int = 150,
        lang: str = "en",
        seed: int = 0,
        easy_adapt: bool = True,
        drop_headers: bool = True,
        min_freq: int = 1,
        n_clusters: tuple[int, ...] = (32, 128),
        extra_headers: tuple[str, ...] = (),
        tokenizer: str = "aggressive",
        o_threshold: float = 0.0,
        window: int = 2,
    ) -> None:
        self.kind = kind
        self.feature_groups = feature_groups
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.lang = lang
        self.seed = seed
        self.easy_adapt = easy_adapt
        self.drop_headers = drop_headers
        self.min_freq = min_freq
        self.n_clusters = n_clusters
        self.extra_headers = extra_headers
        self.tokenizer = tokenizer
        self.o_threshold = o_threshold
        self.window = window

    merge_role: str = "model"
    """Its role in a pipeline's merge: a learned tagger."""
    feature_schema: int = FEATURE_SCHEMA
    """The version of the features it computes; a pipeline refuses a saved CRF of another."""

    @property
    def name(self) -> str:
        """Return the tagger's name, also the `source` of its spans: "crf:<kind>"."""
        return f"crf:{self.kind}"

    def __getstate__(self) -> dict[str, Any]:
        # CRFsuite's tagger is a C object: a pickle carries the model bytes and reopens them
        state = dict(self.__dict__)
        state.pop("tagger_", None)
        state.pop("extractor_", None)
        state.pop("decoding_lock_", None)
        state.pop("iob_names_", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        model = state.get("model_")
        if model is not None:
            self._set_learned(model, self.clusters_, self.labels_, self.adapted_, self.feature_config_)

    @classmethod
    def tag_many(cls, taggers: Sequence[CrfTagger], doc: Document) -> list[list[Span]]:
        """Return each CRF's spans for `doc`, the note featurised once for all of them (see `tag_jointly`)."""
        return tag_jointly(taggers, doc)

    def _feature_config(self) -> FeatureConfig:
        if self.kind not in KIND_CATEGORIES:
            raise UnknownComponentError("CRF kind", self.kind, sorted(KIND_CATEGORIES))
        if self.lang not in SECTION_LANGUAGES:
            raise UnknownComponentError("language", self.lang, SECTION_LANGUAGES)
        groups = default_groups(self.kind, self.lang) if self.feature_groups is None else frozenset(self.feature_groups)
        return FeatureConfig(
            groups=groups,
            lang=self.lang,
            extra_headers=tuple(self.extra_headers),
            tokenizer=self.tokenizer,
            window=self.window,
        )

    def _validate(self) -> None:
        if self.c1 < 0 or self.c2 < 0:
            raise ConfigError(f"CrfTagger: c1 and c2 must be >= 0 (got c1={self.c1}, c2={self.c2})")
        if self.max_iterations < 1:
            raise ConfigError(f"CrfTagger: max_iterations must be >= 1 (got {self.max_iterations})")
        if not 0.0 <= self.o_threshold < 1.0:
            raise ConfigError(f"CrfTagger: o_threshold must be in [0, 1) (got {self.o_threshold})")
        if self.window < 0:
            raise ConfigError(f"CrfTagger: window must be >= 0 (got {self.window})")
        if self.min_freq < 0:
            raise ConfigError(f"CrfTagger: min_freq must be >= 0 (got {self.min_freq})")

    # -- training -----------------------------------------------------------------------------------------------

    def _kept_spans(self, doc: Document) -> list[Span]:
        categories = KIND_CATEGORIES[self.kind]
        return [span for span in doc.spans if category_of(span.label) in categories]

    def _skipped_sentences(self, layout: NoteLayout) -> set[int]:
        """Return the indices of the sentences that lie inside a section header."""
        if not self.drop_headers or not layout.sections:
            return set()
        tokens, headers = layout.tokens, layout.sections
        skipped = set()
        k = 0
        for index, sentence in enumerate(layout.sentences):
            start, end = tokens[sentence.start].start, tokens[sentence.stop - 1].end
            while k < len(headers) and headers[k].header_end <= start:
                k += 1
            if k < len(headers) and headers[k].header_start <= start and end <= headers[k].header_end:
                skipped.add(index)
        return skipped

    def _training_sequences(
        self, extractor: FeatureExtractor, layouts: Sequence[NoteLayout], docs: Sequence[Document]
    ) -> Iterable[tuple[list[list[str]], list[str]]]:
        categories = KIND_CATEGORIES[self.kind]
        for layout, doc in zip(layouts, docs, strict=True):
            if not annotates(doc, categories):  # a partially annotated corpus silent on this CRF's categories
                continue
            labels = iob_labels(layout.tokens, self._kept_spans(doc))
            skipped = self._skipped_sentences(layout)
            for k, (sentence, features) in enumerate(zip(layout.sentences, extractor.extract(layout), strict=True)):
                sentence_labels = labels[sentence.start : sentence.stop]
                if k in skipped and all(label == "O" for label in sentence_labels):
                    continue
                yield features, sentence_labels

    def fit(self, docs: Sequence[Document], source_docs: Sequence[Document] = ()) -> Self:
        """Learn from `docs` (and, adapted with EasyAdapt, from `source_docs` of another corpus); return self.

        Args:
            docs: Target-domain notes with gold spans (canonical labels).
            source_docs: Notes of another corpus with the same labels (Lee et al. used i2b2 2014 for N-GRID 2016).
        """
        self._validate()
        config = self._feature_config()
        docs, source_docs = list(docs), list(source_docs)
        if not docs:
            raise ConfigError("CrfTagger.fit needs at least one training document")
        empty = WordClusters()
        base = FeatureExtractor(config, empty)
        layouts = [base.analyse(doc.text) for doc in docs]
        source_layouts = [base.analyse(doc.text) for doc in source_docs]
        clusters = empty
        if "clusters" in config.groups:
            clusters = fit_word_clusters(
                (
                    [layout.text[t.start : t.end].lower() for t in layout.tokens]
                    for layout in [*layouts, *source_layouts]
                ),
                n_clusters=tuple(self.n_clusters),
                seed=self.seed,
            )
        extractor = FeatureExtractor(config, clusters)
        adapted = bool(source_docs) and self.easy_adapt
        trainer = pycrfsuite.Trainer(verbose=False)
        trainer.select("lbfgs", "crf1d")
        trainer.set_params(
            {
                "c1": float(self.c1),
                "c2": float(self.c2),
                "max_iterations": int(self.max_iterations),
                "feature.minfreq": float(self.min_freq),
                "feature.possible_transitions": True,
            }
        )
        labels_seen: set[str] = set()
        n_sequences = 0
        for corpus_layouts, corpus_docs, domain in (
            (layouts, docs, "target"),
            (source_layouts, source_docs, "source"),
        ):
            for features, labels in self._training_sequences(extractor, corpus_layouts, corpus_docs):
                if adapted:
                    features = easy_adapt_sequence(features, "target" if domain == "target" else "source")
                trainer.append(features, labels)
                labels_seen.update(labels)
                n_sequences += 1
        if n_sequences == 0:
            raise ConfigError("CrfTagger.fit: the training documents have no tokens outside section headers")
        with tempfile.TemporaryDirectory(prefix="phiscrub-crf-") as scratch:
            model_path = Path(scratch) / MODEL_FILE
            trainer.train(str(model_path))
            model = model_path.read_bytes()
        self._set_learned(model, clusters, sorted(labels_seen), adapted, config)
        return self

    def _set_learned(
        self, model: bytes, clusters: WordClusters, labels: list[str], adapted: bool, config: FeatureConfig
    ) -> None:
        self.model_: bytes | None = model
        self.tagger_ = open_decoder(model)
        # a decoder keeps the sequence it was given between calls: one note at a time (see `_decoding`)
        self.decoding_lock_ = threading.Lock()
        self.iob_names_ = iob_names(self.tagger_, labels)
        self.clusters_ = clusters
        self.labels_ = labels
        self.adapted_ = adapted
        self.feature_config_ = config
        self.extractor_ = FeatureExtractor(config, clusters)

    # -- tagging ------------------------------------------------------------------------------------------------

    def tag(self, doc: Document, memo: NoteMemo | None = None) -> list[Span]:
        """Return the PHI spans the CRF finds in `doc`, sorted, with source "crf:<kind>" and mean-marginal scores.

        Args:
            doc: The note.
            memo: The note's feature memo, shared with the other taggers of the note (see `tag_jointly`).
        """
        check_fitted(self)
        return _tag_with(self.extractor_, [self], doc.text, memo or NoteMemo(doc.text))[0]

    def _sentence_spans(self, layout: NoteLayout, sentence: range) -> list[Span]:
        """Return the spans of the decoder's current sequence, the features of `sentence` (token indices)."""
        tokens, first_token = layout.tokens, sentence.start
        return [
            Span(
                tokens[first_token + first].start,
                tokens[first_token + stop - 1].end,
                label,
                source=self.name,
                score=round(score, 6),
            )
            for first, stop, label, score in self._labelled_runs(layout, sentence)
        ]

    def _labelled_runs(self, layout: NoteLayout, sentence: range) -> list[tuple[int, int, str, float]]:
        """Return (first token, last token + 1, label, mean marginal) of each run of the decoder's current sequence."""
        tagger = self.tagger_
        if self.iob_names_ is not None:  # a compiled decoder reads the runs itself, as below
            tokens, first_token, names = layout.tokens, sentence.start, self.iob_names_
            may_relabel = relabel_check(self.lang)
            runs = decoded_runs(tagger, self.o_threshold, lambda t: may_relabel(layout.text, tokens[first_token + t]))
            if runs is not None:
                return [(first, stop, names[name], score) for first, stop, name, score in runs]
        labels = tagger.tag()
        if self.o_threshold > 0.0:
            labels = self._favour_recall(labels, layout, sentence)
        return [
            (first, stop, label, sum(tagger.marginal(labels[i], i) for i in range(first, stop)) / (stop - first))
            for first, stop, label in iob_runs(labels)
        ]

    def _favour_recall(self, labels: list[str], layout: NoteLayout, sentence: range) -> list[str]:
        """Return Viterbi `labels` of the current sequence with each doubtful "O" replaced by its best PHI label.

        Only tokens with a letter or digit are relabelled (a full stop next to a name stays "O"), and none that is never
        PHI on its own (`relabel_check`: "mom", "dr", "HTN"; in Spanish "en", "doña" too).
        """
        if "O" not in labels:
            return labels
        tagger, threshold, may_relabel = self.tagger_, self.o_threshold, relabel_check(self.lang)
        outside = label_marginals(tagger, "O", range(len(labels)))
        phi_labels = [label for label in self.labels_ if label != "O"]
        out = list(labels)
        for i, label in enumerate(labels):
            if label != "O" or outside[i] >= threshold:
                continue
            if not may_relabel(layout.text, layout.tokens[sentence.start + i]):
                continue
            best = max(phi_labels, key=lambda candidate: tagger.marginal(candidate, i))
            kind, _, name = best.partition("-")
            previous = out[i - 1].partition("-")[2] if i > 0 else ""
            out[i] = f"I-{name}" if kind == "I" and previous == name else f"B-{name}"
        return out

    def tag_docs(self, docs: Iterable[Document]) -> list[Document]:
        """Return each document with the spans this tagger finds (its gold spans replaced)."""
        return [doc.with_spans(self.tag(doc)) for doc in docs]

    # -- persistence --------------------------------------------------------------------------------------------

    def save(self, directory: Path) -> None:
        """Write `params.json` (arguments, phiscrub version), the CRFsuite model and `state.json` to `directory`."""
        check_fitted(self)
        directory = Path(directory)
        params = self.get_params()
        params["feature_groups"] = None if self.feature_groups is None else sorted(self.feature_groups)
        params["n_clusters"] = list(self.n_clusters)
        params["extra_headers"] = list(self.extra_headers)
        record = {"class": type(self).__name__, "phiscrub_version": __version__, "params": params}
        state = {
            "labels": self.labels_,
            "adapted": self.adapted_,
            "feature_groups": sorted(self.feature_config_.groups),
            "clusters": self.clusters_.to_json(),
        }
        with atomic_write(directory / PARAMS_FILE) as handle:
            json.dump(record, handle, indent=2, sort_keys=True)
        with atomic_write(directory / MODEL_FILE, "wb") as handle:
            handle.write(self.model_)
        with atomic_write(directory / STATE_FILE) as handle:
            json.dump(state, handle)

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory` (refusing a model of another phiscrub major version)."""
        directory = Path(directory)
        for name in (PARAMS_FILE, MODEL_FILE, STATE_FILE):
            if not (directory / name).is_file():
                raise InputError(directory / name, "missing CRF model file")
        try:
            record = json.loads((directory / PARAMS_FILE).read_text(encoding="utf-8"))
            state = _saved_state(directory)
            saved_version = str(record["phiscrub_version"])
            params = dict(record["params"])
            clusters = WordClusters.from_table(state["clusters"])
            labels = [str(label) for label in state["labels"]]
            adapted = bool(state["adapted"])
        except (ValueError, KeyError, TypeError) as err:
            raise InputError(directory, "unreadable CRF model metadata") from err
        if saved_version.split(".")[0] != __version__.split(".")[0]:
            raise InputError(
                directory / PARAMS_FILE,
                f"model saved by phiscrub {saved_version}, another major version than {__version__}: retrain it",
            )
        params["n_clusters"] = tuple(params.get("n_clusters", ()))
        params["extra_headers"] = tuple(params.get("extra_headers", ()))
        if params.get("feature_groups") is not None:
            params["feature_groups"] = tuple(params["feature_groups"])
        tagger = cls(**params)
        config = tagger._feature_config()
        trained_groups = state.get("feature_groups", config.groups)
        if params.get("feature_groups") is None and sorted(config.groups) != sorted(trained_groups):
            # a model trained with the defaults of an earlier release keeps the groups it was trained with
            config = replace(config, groups=frozenset(trained_groups))
        if sorted(config.groups) != sorted(trained_groups):
            raise InputError(directory / STATE_FILE, "feature groups differ from the saved parameters")
        unknown = set(config.groups) - set(FEATURE_GROUPS)
        if unknown:
            raise InputError(directory / STATE_FILE, "unknown feature group in saved model")
        tagger._set_learned((directory / MODEL_FILE).read_bytes(), clusters, labels, adapted, config)
        return tagger


def _read_state(path: Path) -> dict[str, Any]:
    """Return a CRF tagger's saved state (`STATE_FILE`), its word clusters as `WordClusters.to_table` gives them.

    What `CrfTagger.load` keeps in the load cache: reading the clusters and working out their fingerprint took most of
    a model's load (about 50 ms a model).
    """
    state: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    state["clusters"] = WordClusters.from_json(state["clusters"]).to_table()
    return state


_PACKAGED_MODELS: Final = Path(__file__).resolve().parents[1] / "models"
"""The shipped models' folder: only their CRF states are kept in the load cache (a fixed set of files; a user's
own models, and the many a test suite saves, would each add a table to the cache for good)."""


def _saved_state(directory: Path) -> dict[str, Any]:
    """Return a CRF tagger's saved state (`_read_state`), through the load cache for a shipped model."""
    path = directory / STATE_FILE
    if not path.resolve().is_relative_to(_PACKAGED_MODELS):
        return _read_state(path)
    # keyed by the code that reads and fingerprints the state as well as by the state file
    return cached_table(
        "crf-state", [path, Path(__file__), Path(word_clusters_module.__file__)], lambda: _read_state(path)
    )


def tag_jointly(taggers: Sequence[CrfTagger], doc: Document) -> list[list[Span]]:
    """Return the spans of each tagger for `doc`, exactly as `tagger.tag(doc)` would, featurising the note once.

    When the taggers' features can be joined (`phiscrub.taggers.features.joint_extractor`: the two CRFs of the hybrid
    pipeline, with the same word clusters), one CRFsuite item sequence per sentence carries the features of all of
    them and each model picks its own (a model ignores attributes it does not know). Otherwise each tagger extracts
    its own features, sharing every common part through one `NoteMemo`.
    """
    for tagger in taggers:
        check_fitted(tagger)
    memo = NoteMemo(doc.text)
    joint = joint_extractor([tagger.extractor_ for tagger in taggers]) if len(taggers) > 1 else None
    if joint is None or len({tagger.adapted_ for tagger in taggers}) > 1:
        return [tagger.tag(doc, memo) for tagger in taggers]
    return _tag_with(joint, taggers, doc.text, memo)


def _tag_with(extractor: FeatureExtractor, taggers: Sequence[CrfTagger], text: str, memo: NoteMemo) -> list[list[Span]]:
    """Return each tagger's spans of a note featurised by `extractor`, whose features hold those of every tagger.

    Compiled decoders score the feature parts (`FeatureExtractor.extract_parts`) without joining a string per
    window feature; python-crfsuite gets the joined strings, in one ItemSequence per sentence for all its models.
    """
    layout = extractor.analyse(text, memo)
    skipped = [tagger._skipped_sentences(layout) for tagger in taggers]
    decoders = [tagger.tagger_ for tagger in taggers]
    adapted = taggers[0].adapted_
    load: Callable[[list[CrfDecoder], int, range], None]
    if not adapted and reads_parts(decoders):
        parts = extractor.extract_parts(layout, memo)

        def load(active: list[CrfDecoder], k: int, sentence: range) -> None:
            set_parts(active, parts, sentence)

    else:
        shared = takes_item_sequences(decoders)
        features = extractor.extract(layout, memo)

        def load(active: list[CrfDecoder], k: int, sentence: range) -> None:
            sequence = easy_adapt_sequence(features[k], "target") if adapted else features[k]
            set_jointly(active, pycrfsuite.ItemSequence(sequence) if shared else sequence)

    spans: list[list[Span]] = [[] for _ in taggers]
    with _decoding(taggers):
        for k, sentence in enumerate(layout.sentences):
            active = [j for j, skip in enumerate(skipped) if k not in skip]
            if not active:
                continue  # a header every tagger skips
            load([decoders[j] for j in active], k, sentence)
            for j in active:
                spans[j] += taggers[j]._sentence_spans(layout, sentence)
    return spans


@contextmanager
def _decoding(taggers: Sequence[CrfTagger]) -> Iterator[None]:
    """Hold the decoders of `taggers` while one note is decoded.

    A decoder (compiled or python-crfsuite's) answers `tag` and `marginal` about the last sequence it was `set`; two
    threads tagging with one pipeline (a user's thread pool, or a server request that timed out still running beside
    the next) would otherwise read each other's sentences. The locks are taken in one order, so two notes never wait
    on each other.
    """
    locks = sorted({id(tagger.decoding_lock_): tagger.decoding_lock_ for tagger in taggers}.items())
    with ExitStack() as stack:
        for _, lock in locks:
            stack.enter_context(lock)
        yield
