"""Name rules for English notes: clinicians, patients, relatives, user ids, room numbers.

A clinician's name after a title ("Dr. Ana Ruiz", "Doctor Smith", "Ana Ruiz, MD"); a patient's name as the value of a
"Patient:" / "Name:" / "RE:" line (the first word a known first or last name, or any uncommon word when another field
such as "Age:" or "MRN:" follows it on the line) or after "Mr." / "Mrs." / "Ms."; a relative's name after a
relationship word ("her daughter Ana Ruiz", "son, Mike,") or an emergency-contact line; a known given name with an
initial ("Maria L.") or after a cue ("spoke with Maria"); initials before a surname ("J. R. Smith"); a name signing off
a message ("-- Maria"); a lower-case user id after a sign-off role ("Technologist: esmith5"); a room number after
"Rm" / "Room" / "Bed".

A given name is "known" when the first-names dictionary holds it and it is not an ordinary word, a month or a weekday
("Will", "May", "April", "Grace" read as words more often than as names after a cue).
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.resources.dictionaries import is_a_listed_given_name, is_known_name, load_dictionary
from phiscrub.taggers.clinical_words import is_clinical_abbreviation
from phiscrub.taggers.rules.ids import MESSAGE_WORDS, POST_HANDLE, has_user_name_shape, not_a_common_word
from phiscrub.taggers.rules.pattern import Pattern, trie_regex

_NAME_WORD: Final = r"(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[-'][A-ZÀ-ÖØ-Þa-zß-öø-ÿ][a-zß-öø-ÿ]+)?|[A-Z]\.)"
"""A word of a name: capitalised, maybe with accents, hyphenated or with an apostrophe ("Ruiz", "Jae-won", "Chloé"), or
an initial."""
_NAME: Final = _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,2}"
# a capitalised word after "Dr." can still be a medical eponym ("Dr. Foley's catheter" is rare; "Parkinson" is not)
_NOT_MEDICAL: Final = r"(?!<<medical_terms>>\b)"

_DEGREE: Final = r"(?:MD|M\.D\.|DO|D\.O\.|NP|PA-C|RN|PhD|LICSW|LCSW|MSW|APRN|CNP|DNP|PharmD)"
"""The degrees after a clinician's name that `doctor_degree` reads."""
_CLINICIAN_DEGREE: Final = r"(?:MD|M\.D\.|DO|D\.O\.|NP|PA-C|RN|PhD|APRN|CNP|DNP|PharmD)"
"""Those of a signature written surname first (`doctor_degree_surname_first`): no social-work degrees."""
_CAPS_WORD: Final = r"[A-Z][A-Z'-]+"
_ROLE_NAME_WORD: Final = r"(?:[A-Z][a-z]*[A-Z]?[a-z]+(?:[-'][A-Z][a-z]*[A-Z]?[a-z]+)?|[A-Z]\.)"
"""A word of a name after a clinician's role, inner capitals too ("McKiernan", "DeLuca", "Stoops-Ricardson")."""
_HYPHENED_GIVEN_NAME: Final = r"[A-Z][a-z]+-[a-z]{2,}"
"""A given name of two syllables joined by a hyphen, the second in lower case ("Jae-won", "Seo-yeon"), as Korean names
are written in English: only before a surname (alone it may be a word, "Follow-up")."""
_ROLE_NAME: Final = (
    rf"(?:{_HYPHENED_GIVEN_NAME} (?=[A-Z]))?"
    rf"{_ROLE_NAME_WORD}(?: (?:(?:de|del|la|le|da|di|von|van) )?{_ROLE_NAME_WORD}){{0,2}}"
)
"""A name after a role, in single spaces ("Attending: Jeffrey Steinhaus   Staff: ..." stops at the name), with its
particles ("Jack da Ronca", "Anthony De Favela")."""
_ATTRIBUTE_NAME: Final = (
    rf"{_CAPS_WORD},[ \t]+{_CAPS_WORD}(?:[ \t]+[A-Z]\.?)?"  # SMITH, JOHN
    rf"|[A-Z][A-Za-z'-]+,[ \t]+{_NAME_WORD}(?:[ \t]{_NAME_WORD})?"  # Smith, John A.
    rf"|{_NAME_WORD}(?: {_NAME_WORD}){{0,2}}"  # John A. Smith (single spaces: "Jason   Age: 103" stops at Jason)
)


_PATIENT_FIELD: Final = (
    r"(?m)^[ \t]*(?:Patient(?:[ \t]+[Nn]ame)?|Pt(?:[ \t]+[Nn]ame)?|Name|PATIENT(?:[ \t]+NAME)?|NAME|Client|CLIENT"
    r"|(?:Employee|EMPLOYEE|Claimant|CLAIMANT|Injured[ \t]+[Ww]orker|Student|STUDENT)(?:[ \t]+(?:[Nn]ame|NAME))?)"
    r"[ \t]*:[ \t]*"
)
"""The label of a header line that holds the patient's name ("Patient:", "Pt name:", "NAME:", a behavioral health
note's "Client:", a work injury report's "Employee:" or "Claimant:", a school medical's "Student:")."""


_UNCOMMON_ONE_CASE_WORD: Final = (
    r"(?!(?:<<common_words>>|<<medical_terms>>|ids?)(?![\w'-]))(?:[a-z][a-z'-]+|[A-Z][A-Z'-]+)(?![\w'-])"
)
"""A word in lower case or in capitals that no list of ordinary or medical words holds (a dictionary's alternation
ignores case), nor "id" ("interpreter id 4471"): a name where a role or cue stands before it."""


def _in_capitals(regex: str) -> str:
    r"""Return `regex` with its literal letters in capitals, its escapes ("\t", "\b") as they are."""
    return re.sub(r"\\.|[a-z]", lambda match: match.group() if len(match.group()) > 1 else match.group().upper(), regex)


SUBJECT_VERBS: Final = (
    r"(?:feels|ambulated|ambulates|reports|denies|states|endorses|complains|slept|admits|verbalized|tolerated"
    r"|was[ \t]+seen|is[ \t]+doing)"
)
"""What a patient named at a sentence's start does in a note ("Nube feels", "Evaleen ambulated"), in lower case."""
ROLES_BEFORE_NAMES: Final = (
    r"probation[ \t]+officer|parole[ \t]+officer|case[ \t]+manager|case[ \t]*worker|social[ \t]+worker"
)
"""Roles that are no relative, written before the person's name ("probation officer Gerell Peasant"): a regex
alternation, to be matched case-insensitively (`staff_after_role` reads the name after one and after a few more)."""
_SUBJECT_VERB_WORDS: Final = (
    "feels",
    "ambulat",
    "reports",
    "denies",
    "states",
    "endorses",
    "complains",
    "slept",
    "admits",
)
"""The words one of which every match of `SUBJECT_VERBS` holds (a rule's `requires`)."""
_SENTENCE_START: Final = r"(?:\n[ \t]*|[.!?:][ \t]{1,2})"
"""A sentence's start, read (so that the engine skips to one of these)."""
_NEXT_FIELD_WORDS: Final = (
    r"(?:[ \t]{2,}|[ \t]*[,;|][ \t]*)(?:age|sex|gender|dob|d\.o\.b\.|date[ \t]+of[ \t]+birth|mrn|mr\#"
    r"|medical[ \t]+record|room|rm|bed|unit|acct|account)[ \t]*\#?[ \t]*:"
)
"""Another identifying field after a name on a header line, in lower case ("patient: cheryn   age: 35")."""
_NEXT_HEADER_FIELD: Final = (
    r"(?=(?:[ \t]{2,}|[ \t]*[,;|][ \t]*)"
    r"(?:Age|AGE|Sex|SEX|Gender|GENDER|DOB|D\.O\.B\.|Date[ \t]+of[ \t]+[Bb]irth|MRN|MR\#|Medical[ \t]+[Rr]ecord"
    r"|Room|Rm|Bed|Unit|Acct|Account"
    # the national numbers of other countries' headers ("NRIC:", "NHI:", "NHS No:", "CHI:", "IC No:", "Case No:")
    r"|NRIC|NHI|NHS(?:[ \t]+(?:[Nn]o|NO|[Nn]umber)\.?)?|CHI|URN?|IC(?:[ \t]+(?:[Nn]o|NO)\.?)?"
    r"|Case(?:[ \t]+(?:[Nn]o|NO)\.?)?|Hosp(?:ital)?(?:[ \t]+(?:[Nn]o|NO)\.?)?)[ \t]*\#?[ \t]*:"
    # or any field's name of up to three words after a wide gap ("Employee: Thabo Mokoena   Company No.: SSC-44091")
    r"|[ \t]{3,}[A-Z][A-Za-z]+(?:[ \t][A-Za-z]+\.?){0,2}[ \t]*\#?[ \t]*:)"
)
"""Another identifying field after a name on a header line ("Patient: Lottye   Age: 96   Sex: F"), or any field after
a wide gap."""


_HEADER_PLACEHOLDERS: Final = frozenset(
    {"unknown", "unidentified", "pending", "anonymous", "confidential", "redacted", "deceased", "stable", "alert"}
)
"""Header values that stand for no name ("Patient: Unknown   MRN: 4412"), beside the common-words list."""


def _first_word(mention: str) -> str:
    """Return the lower-cased first word of an attribute value ("SMITH, JOHN" -> "smith")."""
    return mention.replace(",", " ").split()[0].lower()


def _starts_with_an_uncommon_word(mention: str) -> bool:
    """Accept a header value whose first word is no ordinary word ("Patient: Unknown   Age: 60" is not a name)."""
    first = _first_word(mention)
    return first not in load_dictionary("common_words") and first not in _NOT_HEADER_NAMES


def _a_role_name(mention: str) -> bool:
    """Accept a name after a role: in mixed case no ordinary word alone (`_not_only_an_ordinary_word`).

    In one case the rule's words are already no ordinary word.
    """
    in_mixed_case = any(char.islower() for char in mention) and any(char.isupper() for char in mention)
    return _not_only_an_ordinary_word(mention) if in_mixed_case else True


def _not_only_an_ordinary_word(mention: str) -> bool:
    """Reject a name after a title whose first word is an ordinary word or a past participle, and no known name.

    "Dr." ending a street before "Dictated by:" ("5301 McAuley Dr. Dictated"), "Doctor Who". "Dr. Brown", "Dr.
    Young" and "Dr. Mohammed" stay: they are known names.
    """
    first = _first_word(mention)
    ordinary = first in load_dictionary("common_words") or (len(first) > 4 and first.endswith("ed"))
    return not ordinary or _starts_with_a_known_name(mention)


def _is_only_a_given_name(mention: str) -> bool:
    """Accept a word that is a known given name and no ordinary word, month or weekday ("bella"; not "april", "me").

    A check in Python, not a look-ahead over the dictionaries: the rule matches rarely, and an alternation of the
    common words would make its compiled program large (about 20 ms more to load).
    """
    word = mention.lower()
    return (
        word in load_dictionary("first_names")
        and word not in load_dictionary("common_words")
        and word not in _NOT_GIVEN_NAMES
    )


def _starts_with_a_known_name(mention: str) -> bool:
    """Accept an attribute value only when its first word is a known first or last name ("Patient: Alert" is not)."""
    return is_known_name(_first_word(mention))


MONTHS_AND_DAYS: Final = (
    *("january", "february", "march", "april", "may", "june", "july", "august", "september", "october"),
    *("november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
)
"""Month and weekday names in lower case, which name lists hold too ("June", "May")."""

_NOT_GIVEN_NAMES: Final = frozenset(MONTHS_AND_DAYS) | frozenset(
    {
        "will", "hope", "grace", "faith", "joy", "art", "rich", "sunny", "page", "chase", "summer", "autumn",
        "winter", "dawn", "patient", "doctor", "nurse", "baby", "king", "major", "royal", "young", "long", "stone",
        "gray", "grey", "brown", "white", "green", "black",
    }
)  # fmt: skip
"""Entries of large given-name lists (SSA) that are, in notes, mostly ordinary words, months or weekdays."""

_NOT_HEADER_NAMES: Final = _NOT_GIVEN_NAMES | _HEADER_PLACEHOLDERS
"""Header values that are no name although the common-words list lacks them."""

_NOT_SURNAMES: Final = frozenset(
    {
        "coli", "aureus", "pylori", "diff", "difficile", "pneumoniae", "aeruginosa", "tuberculosis", "fib",
        "flutter", "epidermidis", "faecalis", "faecium", "albicans", "influenzae", "pyogenes", "agalactiae",
        "cloacae", "mirabilis", "marcescens", "baumannii", "jirovecii", "neoformans", "fumigatus", "vulgaris",
    }
)  # fmt: skip
"""Capitalised words after a single letter and a period that are species names, not surnames ("E. Coli")."""


def _is_known_given_name(word: str) -> bool:
    """Return whether `word` is a known given name that is not also an ordinary word, month or weekday."""
    folded = word.lower()
    return (
        folded in load_dictionary("first_names")
        and folded not in _NOT_GIVEN_NAMES
        and folded not in load_dictionary("common_words")
        and folded not in load_dictionary("medical_terms")
    )


_FIELD_WORDS: Final = frozenset(
    {
        *("patient", "pt", "name", "names", "client", "member", "subscriber", "child", "infant", "baby", "mother"),
        *("father", "guardian", "information", "info", "record", "chart", "unknown", "date", "birth", "details"),
        *("demographics", "identity", "identification", "verified", "confirmed", "full", "legal", "preferred"),
    }
)
"""Words of a form's field, which a name before a date of birth is not made of ("Patient Name (DOB)")."""


def _no_field_word(mention: str) -> bool:
    """Accept a name before a date of birth with no field's word in it ("Will Hope"; not "Patient Name")."""
    return not any(word.strip(".").lower() in _FIELD_WORDS for word in mention.split())


_ANESTHESIA_KINDS: Final = frozenset(
    {"spinal", "epidural", "sedation", "conscious", "moderate", "monitored", "block", "general", "regional", "local"}
)
_TITLE_WORDS: Final = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof"})


def _names_a_clinician(mention: str) -> bool:
    """Accept a role field's value that is a name ("Surgeon: Lindqvist", "Surgeon: Rose Tran").

    One word must be no ordinary word ("Anesthesia: General", "Resident: None", "Anesthesia: Spinal"); more words must
    start with a known name or with no ordinary word, and hold no title ("Anesthesia: General, Dr. Oyelaran": the
    title's name is the doctor's). A value starting with a word that is mostly no name in notes ("Grace", "Will") is
    left to the CRFs.
    """
    first = _first_word(mention)
    if first in _ANESTHESIA_KINDS or first in _NOT_HEADER_NAMES:
        return False
    if any(word.strip(".").lower() in _TITLE_WORDS for word in mention.replace(",", " ").split()):
        return False
    if len(mention.split()) == 1:
        return first not in load_dictionary("common_words")
    return _not_only_an_ordinary_word(mention)


_NOT_SUBJECTS: Final = frozenset(
    {
        *("nursing", "staff", "family", "team", "therapy", "pharmacy", "chart", "note", "lab", "labs", "radiology"),
        *("provider", "caregiver", "guardian", "parent", "parents", "mother", "father", "husband", "wife", "daughter"),
        *("son", "sister", "brother", "resident", "attending", "nurse", "aide", "writer", "examiner", "report"),
        *("record", "records", "grandmother", "grandfather", "friend", "partner", "spouse", "surgeon", "physician"),
        *("pain", "echo", "exam", "diet", "wound", "mom", "dad", "pcp", "hpi", "ems", "police"),
    }
)
"""Words that start a sentence before "reports", "denies" or "feels" and name no one ("Nursing reports")."""
_NOT_INITIALS: Final = frozenset(
    {
        *("me", "us", "ok", "it", "no", "so", "to", "am", "pm", "an", "at", "be", "by", "do", "go", "he", "if"),
        *("in", "is", "my", "of", "on", "or", "up", "we", "yes", "the", "and", "for", "but", "not", "you", "all"),
        *("lol", "omg", "wtf", "fyi", "asap", "hi", "ty", "xo", "xx", "thx"),
    }
)
"""Words in capitals after a dash that sign nothing ("-ME", "-OK")."""


_DEPARTMENT_ENDING: Final = re.compile(r"(?:ology|iatry|ics|ing|ery)\Z")
"""How a department's or a study's name ends ("Cardiology", "Pediatrics", "Imaging", "Surgery"): no one's name."""


def _names_a_subject(mention: str) -> bool:
    """Accept a sentence's first word as a patient's name ("Nube feels"): no ordinary word, role or department.

    Not `_NOT_SUBJECTS` ("Nursing reports", "Wife states"), nor a word ending as a department or a study does
    ("Cardiology", "Imaging").
    """
    first = _first_word(mention)
    return (
        _not_only_an_ordinary_word(mention) and first not in _NOT_SUBJECTS and _DEPARTMENT_ENDING.search(first) is None
    )


def _may_be_initials(mention: str) -> bool:
    """Accept capitals signing a sentence that are no word of their own (`_NOT_INITIALS`: "-ME", "-OK", "-BPH").

    In lower case ("visit. -ta" of a note in lower case) no ordinary word either ("-yes", "-now").
    """
    if mention.islower() and mention in load_dictionary("common_words"):
        return False
    return mention.lower() not in _NOT_INITIALS and not is_clinical_abbreviation(mention)


def _known_name_not_a_word(word: str) -> bool:
    """Accept a word in lower case that a name list holds and no list of ordinary or medical words ("patel")."""
    return (
        is_known_name(word)
        and word not in load_dictionary("common_words")
        and word not in load_dictionary("medical_terms")
        and word not in MESSAGE_WORDS
    )


def _each_a_known_name_not_a_word(mention: str) -> bool:
    """Accept words each of which a name list holds and no list of ordinary or medical words ("Devon", "kelly")."""
    return all(_known_name_not_a_word(word.lower()) for word in mention.split())


_NEVER_AFTER_A_TITLE: Final = frozenset(
    {"will", "would", "can", "could", "may", "might", "must", "shall", "should", "did", "does", "said", "says"}
    | {"told", "asked", "wants", "is", "was", "has", "had", "and", "the", "today", "tomorrow", "yesterday", "office"}
)
"""Words that a lower-case "dr." may be followed by though a name list holds them ("the dr. will call")."""


_SURNAME_PARTICLES: Final = frozenset(
    {"van", "von", "der", "den", "del", "della", "de", "da", "di", "la", "le", "du", "des", "dos", "ten", "ter", "bin"}
)
"""The first word of a surname of two ("dr. van wallinga"): the learned taggers read the whole name there."""


def _known_name_after_a_titles_period(word: str) -> bool:
    """Accept a word in lower case that a name list holds, common words too, after "dr." ("dr. love", "dr. king").

    Not a word a title's period may be followed by otherwise ("will", "today") nor a surname's particle ("van").
    """
    return (
        is_known_name(word)
        and word not in _NEVER_AFTER_A_TITLE
        and word not in _SURNAME_PARTICLES
        and word not in load_dictionary("medical_terms")
    )


def _starts_with_a_known_given_name(mention: str) -> bool:
    """Accept a mention whose first word is a known given name ("Maria L.", "Tom Smith")."""
    return _is_known_given_name(mention.replace(",", " ").split()[0])


def _is_a_handle_or_given_name(word: str) -> bool:
    """Accept a user name's shape ("dave_h", "kris99", "mariah.k") or a listed given name ("dani"; not "vitals")."""
    return has_user_name_shape(word) or is_a_listed_given_name(word)


def _no_listed_word(word: str) -> bool:
    """Return whether `word` (lower case), nor it without a plural's ending, is an ordinary or a medical word."""
    listed = (load_dictionary("common_words"), load_dictionary("medical_terms"))
    forms = (word, word.removesuffix("s"), word.removesuffix("es"))
    return not any(form in words for form in forms for words in listed)


_FLOWSHEET_ROWS: Final = frozenset(
    {
        *("vitals", "resp", "neuro", "cardio", "cardiac", "renal", "skin", "psych", "pain", "diet", "activity", "labs"),
        *("meds", "ortho", "pulm", "heme", "endo", "wound", "lines", "drains", "access", "safety", "mobility"),
        *("nutrition", "education", "social", "family", "code", "goals", "dispo", "exam", "intake", "output", "urine"),
        *("stool", "fluids", "sedation", "glucose", "insulin", "abd", "ext", "heent", "lungs", "heart", "mental"),
        *("mood", "affect", "sleep", "appetite", "bowel", "bladder", "temp", "pulse", "weight", "plan", "note"),
        *("comment", "event", "events", "update", "visitor", "visitors", "pharm", "dietary", "chaplain", "nursing"),
        *("assessment", "impression", "subjective", "objective", "hpi", "ros", "diagnosis", "procedure", "orders"),
    }
)
"""Rows of a flowsheet or a timed nursing log that repeat after a bracketed time ("[08:00] Resp: ...") as a chat's
writers do: no writer."""


def _no_flowsheet_row(writer: str) -> bool:
    """Accept a capitalised chat writer whose words are no flowsheet row, ordinary or medical word, or shorthand.

    "Thandi Mokoena" is a writer; "Resp Rate" is a flowsheet's row.
    """
    return all(
        word.lower() not in _FLOWSHEET_ROWS and _no_listed_word(word.lower()) and not is_clinical_abbreviation(word)
        for word in writer.split()
    )


_WORD_ENDINGS: Final = (
    "ary",
    "ity",
    "ion",
    "al",
    "ic",
    "ogy",
    "ics",
    "ive",
    "ent",
    "ant",
    "ing",
    "ness",
    "ment",
    "ure",
)


def _an_unlisted_long_word(word: str) -> bool:
    """Accept a long word in lower case that no list holds and no English ending makes a word ("saltyseabass").

    Not a flowsheet's row written again ("vitals", "neuro", "integumentary", "nutrition").
    """
    return len(word) >= 8 and not word.endswith(_WORD_ENDINGS) and _no_listed_word(word)


def _given_name_then_surname(mention: str) -> bool:
    """Accept a given name that is also a word before a surname that is none ("Will Chambers", "Hope Adams")."""
    words = mention.split()
    return (
        len(words) == 2
        and words[0].lower() in load_dictionary("first_names")
        and words[1].lower() in load_dictionary("last_names")
        and words[1].lower() not in load_dictionary("common_words")
        and words[1].lower() not in load_dictionary("medical_terms")
    )


def _only_known_names(mention: str) -> bool:
    """Accept words that are each a given name or surname of the packaged lists, no month or weekday ("Will Hope")."""
    return all(is_known_name(word.lower()) and word.lower() not in MONTHS_AND_DAYS for word in mention.split())


def _known_surname_after_initials(mention: str) -> bool:
    """Accept "J. R. Smith" (two initials) or "J. Smith" where Smith is a known surname, never "E. Coli"."""
    words = mention.replace(".", ". ").split()
    surname = words[-1].lower()
    if surname in _NOT_SURNAMES or surname in load_dictionary("medical_terms"):
        return False
    if len(words) >= 3:
        return surname not in load_dictionary("common_words")
    return surname in load_dictionary("last_names") and surname not in load_dictionary("common_words")


_RELATIONSHIP_WORDS: Final = (
    *("husband", "wife", "spouse", "partner", "fiance", "fiancé", "fiancee", "fiancée", "boyfriend"),
    *("girlfriend", "son", "daughter", "child", "mother", "father", "mom", "mum", "dad", "brother", "sister"),
    *("grandmother", "grandfather", "grandma", "grandpa", "granddaughter", "grandson", "aunt", "uncle"),
    *("niece", "nephew", "cousin", "stepson", "stepdaughter", "stepmother", "stepfather", "stepdad"),
    *("stepmom", "stepbrother", "stepsister", "stepchild", "sibling", "twin", "godmother", "godfather"),
    *("grandparent", "grandchild", "guardian", "caregiver", "roommate", "neighbor", "neighbour", "friend"),
    *("bff", "bestie", "buddy", "coworker", "co-worker", "boss", "landlord", "landlady", "housemate"),
    *("flatmate", "classmate", "teammate", "hubby", "wifey", "mama", "momma", "papa", "pops", "nana", "granny"),
    *("mummy", "mommy", "daddy", "mam", "mammy", "nan", "nanna", "gran"),
    *("gramps", "grandad", "granddad", "homie", "homeboy", "bro", "sis", "bf", "gf"),
)
"""Words for relatives and people close to a patient, lower case (a message's "bf" and "gf" too)."""
RELATIONSHIP: Final = "(?:" + trie_regex(_RELATIONSHIP_WORDS) + ")(?:-in-law)?"
CAPITALISED_RELATIONSHIP: Final = (
    "(?:" + trie_regex(word.capitalize() for word in _RELATIONSHIP_WORDS) + ")(?:-in-law)?"
)
"""A relationship word capitalised ("Grandpa", "Brother"), case-sensitive: the engine skips to its first letter."""
RELATIONSHIP_STEMS: Final = (
    "husband", "wife", "spouse", "partner", "fianc", "friend", "son", "daughter", "child", "mother", "father", "mom",
    "mum", "dad", "brother", "sister", "grand", "aunt", "uncle", "niece", "nephew", "cousin", "guardian", "caregiver",
    "roommate", "neighbo", "sibling", "twin", "bff", "bestie", "buddy", "worker", "boss", "landl", "mate", "hubby",
    "mama", "papa", "pops", "nana", "grann", "gramp", "homie", "homeboy", "bro", "sis", "bf", "gf", "mam", "nan",
    "gran",
)  # fmt: skip
RELATIONSHIP_PREFIXES: Final = (
    "husband", "wife", "spouse", "partner", "fianc", "boyfriend", "girlfriend", "son", "daughter", "child", "mother",
    "father", "mom", "mum", "dad", "brother", "sister", "grand", "aunt", "uncle", "niece", "nephew", "cousin", "step",
    "sibling", "twin", "god", "guardian", "caregiver", "roommate", "neighbo", "friend", "bff", "bestie", "buddy",
    "coworker", "co-worker", "boss", "landl", "housemate", "flatmate", "classmate", "teammate", "hubby", "mama",
    "papa", "pops", "nana", "grann", "gramp", "homie", "homeboy", "bro", "sis", "parent", "kid", "bf", "gf", "mam",
    "nan", "gran",
)  # fmt: skip
"""What every relationship word (and "parents", "kids", "children") starts with, lower case: the required words of a
rule tried only where one occurs."""
PROPER_WORD: Final = r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[-'][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?"
"""A capitalised word, hyphenated or with an apostrophe, maybe with accents ("Ruiz", "O'Neil", "Lopez-Gil", "Chloé",
"Élodie"): how rules spell a name."""
# a relative's name after a lower-case relationship word, or one after a possessive ("My husband Tom"), never a
# family-history row ("Father Deceased", "Mother HTN"): a capitalised word that is no ordinary word unless a known
# first name ("her son Will"), then optionally a surname that is no ordinary word ("her daughter Ana Ruiz", not "his
# wife Ana Called")
_RELATIVE_NAME: Final = (
    r"(?!<<common_words-first_names>>\b)(?!<<medical_terms>>\b)"
    + PROPER_WORD
    + r"(?:[ \t]+(?!<<common_words>>\b)(?!<<medical_terms>>\b)"
    + PROPER_WORD
    + r")?"
)
_NOT_ORDINARY_NOR_MEDICAL: Final = r"(?!<<common_words-first_names>>\b)(?!<<medical_terms>>\b)"
"""A look-ahead: no ordinary word (unless a listed given name) and no medical term starts here."""
_TITLE_THEN_RELATIVE_NAME: Final = (
    r"[ \t]*,?[ \t]+(?:(?:Mr|Mrs|Ms|Mx|Dr|Miss)\.?[ \t]+)?"  # the title is no name
    r"(?P<phi>" + _RELATIVE_NAME + r")(?![\w-])"
)
"""What follows a relationship word: an optional comma and title, then the relative's name."""
_KINSHIP_TITLES: Final = (
    *("Uncle", "Aunt", "Auntie", "Aunty", "Grandma", "Grandpa", "Granny", "Grandad", "Granddad", "Nana", "Nanna"),
    *("Lola", "Lolo", "Tita", "Tito", "Kuya"),
)
"""Kinship words said before a relative's name like a title ("Uncle Obi", "Auntie Funmi", Filipino "Tita Merly",
"Kuya Jun"); not "Gran" ("Gran Canaria") nor "Ate" (the verb)."""
_KNOWN_GIVEN_NAME: Final = r"(?=<<first_names>>(?![\w-]))"
"""A look-ahead: a known given name starts here."""
_SURNAME_AFTER_GIVEN: Final = r"(?:[ \t]+(?!<<common_words>>\b)(?!<<medical_terms>>\b)" + PROPER_WORD + r")?"
# words before "X." that make it a type or grade ("vitamin D. Brown", "hepatitis B. White"), not an initial
_NOT_AFTER: Final = "".join(
    rf"(?i:(?<!{word} ))"
    for word in ("vitamin", "hepatitis", "hep", "type", "grade", "stage", "class", "group", "plan", "level", "phase")
)


_ROUTES_AND_UNITS: Final = frozenset(
    {"po", "pr", "im", "iv", "sq", "sc", "sl", "td", "inh", "hr", "hrs", "min", "day", "wk", "mo", "yr", "dl", "kg"}
    | {"ml", "mg", "mcg"}
)
"""Routes and units that may follow a slash at a line end ("IV/po", "HR/min"): no typist's initials."""


def _not_a_dose_route(initials: str) -> bool:
    """Reject "IV/po" and "BPM/min": what follows the slash is a route or a unit, not a typist's initials."""
    return initials.rsplit("/", 1)[1] not in _ROUTES_AND_UNITS


_ROLES_AFTER_BY: Final = frozenset({"dr", "md", "do", "rn", "np", "pa", "lpn", "cna", "ems", "pt", "ot", "rt", "ma"})
"""Roles that may follow "dictated by" in place of initials ("Dictated by MD.")."""


def _typist_initials(initials: str) -> bool:
    """Reject an ordinary word or a role where a typist's initials are expected ("typed by me.", "dictated by MD.")."""
    return not_a_common_word(initials) and initials.lower() not in _ROLES_AFTER_BY


_MERIDIEM: Final = r"(?:[ \t\u00a0\u202f]?[AaPp]\.?[ \t\u00a0\u202f]?[Mm]\.?)?"
"""A clock's AM or PM, as chats write it: "PM", "pm", "p.m.", a Spanish export's "p. m." (WhatsApp puts a no-break
space before it and between its letters)."""
_CHAT_TIME: Final = (
    r"\[?(?:(?:Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)\.?,?[ \t]+)?(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ \t]+)?"
    r"\d{1,2}:\d{2}(?::\d{2})?" + _MERIDIEM + r"\]?"
)
"""The time (and date or weekday) a chat or messaging export puts before each message: "[22:14]", "10/3/23, 22:18",
"[Sat 09:14]"."""
_CHAT_NAME_WORD: Final = r"(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+|[A-ZÁÉÍÓÚÑ]\.)"

_CHAT_HANDLE: Final = (
    r"(?:(?!(?i:doctor|dr|sister|brother|nurse|race|patient|mother|father|mom|mum|dad|wife|husband|son|daughter"
    r"|user|admin|moderator|mod|bot|me|you)\b)"
    r"(?:(?=[A-Za-z])<<first_names>>(?![\w-])(?:\.[a-z]{1,3}(?![\w.]))?"
    r"|[A-Za-z][A-Za-z0-9]*_[\w.]*|[a-z]{3,}\d{1,4}(?![\w.])|(?=\w{6})[a-z]+\d+[a-z][A-Za-z]*(?![\w.])|xX\w+Xx"
    r"|[a-z][a-z0-9]{2,}(?:\.[a-z0-9]+){1,3}(?![\w.])))"
)
"""Who writes a line of a chat copied without times: a known given name ("paolo", "Jen", "mariah.k") or a user
name's shape ("dave_h1987", "Hana_Q", "kris99", "n1ghtowl", "xXfrostbyteXx", "jess.travels.solo"); not a role of a
transcript ("Doctor:", "Patient:")."""
_NOT_CHAT_WRITERS: Final = frozenset(
    {"mamá", "mama", "papá", "papa", "mom", "mum", "dad", "mother", "father", "abuela", "abuelo", "grandma"}
    | {"grandpa", "tía", "tia", "tío", "tio", "hermana", "hermano", "me", "yo", "you", "tú", "usuario", "admin"}
    | {"paciente", "patient", "doctor", "doctora", "nurse", "enfermera"}
)
"""A messaging export's writer named by a relationship or a role, which names no one ("Mamá:", "Doctor:")."""
_NOT_GREETED: Final = _NOT_CHAT_WRITERS | {
    *("daddy", "mommy", "mummy", "mamma", "doc", "bro", "sis", "babe", "baby", "honey", "hun", "dear", "sweetie"),
    *("darling", "love", "mate", "buddy", "sir", "madam", "maam", "ma'am", "team", "everyone", "folks", "guys"),
}
"""Whom a message greets by a tie, a role or a pet name, no one's name ("We love you Daddy!!", "Hi doc,")."""
_BRACKETED_TIME: Final = r"^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?" + _MERIDIEM + r"\][ \t]*"
"""A chat's time in brackets starting a line ("[9:15 PM] ", "[21:07] ")."""
_LOWER_CASE_HANDLE: Final = r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+){0,3}"
"""A user name in lower case, maybe with dots ("saltyseabass", "kimchi.kween")."""


_LINE_TIME: Final = (
    r"^[ \t]*(?:\[\d{1,2}:\d{2}(?::\d{2})?" + _MERIDIEM + r"\]|\d{1,2}:\d{2}(?::\d{2})?" + _MERIDIEM + r")[ \t]*"
)
"""A chat's time starting a line, in brackets or not ("[9:15 PM] ", "06:12 ")."""
_ORIGIN_AFTER_A_WRITER: Final = r"(?:[ \t]*\([\w .-]{1,12}\))?"
"""Where a writer is, in brackets after the name ("Kunle (UK):"), outside the PHI."""


def _writer_after_a_time_writing_again(writer: str, time: str = _LINE_TIME) -> str:
    """Return a regex: `writer` (the PHI) after a chat's time, writing again within the next eight lines.

    The time in brackets or not ("[02:13] Tash: ... [02:15] Tash:", "06:12 Tolu: ... 06:33 Tolu:"), or as `time` says.
    """
    return (
        time
        + r"(?P<phi>"
        + writer
        + r")"
        + _ORIGIN_AFTER_A_WRITER
        + r"[ \t]*:[ \t](?=[^\n]*\n(?:[^\n]*\n){0,8}?"
        + time
        + r"(?P=phi)"
        + _ORIGIN_AFTER_A_WRITER
        + r"[ \t]*:[ \t])"
    )


_NOT_TRANSCRIPT_WRITERS: Final = (
    _NOT_CHAT_WRITERS
    | MESSAGE_WORDS
    | {"user", "bot", "agent", "caller", "assistant", "system", "chatbot", "operator", "interviewer", "staff"}
    | {"adviser", "advisor", "counsellor", "counselor", "receptionist", "reception", "triage", "support", "host"}
    | {"moderator", "customer", "client", "member", "guest", "pharmacist"}
    # words of address for a relative, which a family's chat writes for a name ("Mam: Not yet love", "Ammi:")
    | {"mam", "mammy", "mummy", "mommy", "ammi", "amma", "abba", "appa", "nani", "nanu", "dadi", "lola", "lolo"}
    | {"tita", "tito", "granny", "gran", "nan", "nanny", "grandad", "granddad", "gogo", "mzee", "bibi", "babu"}
)
"""The roles of a transcript or a chatbot's log and the words of address for a relative, written again line after
line ("User:", "Bot:", "Adviser:", "Mam:", "14:02 Bot: Hi!"): nobody's name."""
_WORDS_OF_ADDRESS_AS_WRITERS: Final = _NOT_TRANSCRIPT_WRITERS | {"daddy", "dad", "mum", "mom", "papa", "mama", "baba"}
"""The same with the parents' words, which a family's chat writes once for a name ("[19:16] Daddy: Tobi behave")."""
_BRACKETED_WRITER: Final = r"[A-Z][a-z'\u2019-]{1,15}(?:[ \t]+(?:[A-Z][a-z'\u2019-]+|[A-Z]\.?)){0,2}"
"""A chat's writer in square brackets with no time ("[Thandi]", "[Faith W]", "[Brian K.]")."""
_BRACKETED_WRITER_PREFILTER: Final = r"(?m:^)[ \t]*\[[A-Z][^\]\n]{1,40}\][ \t]*:[ \t]"
_CHAT_CHANNEL: Final = r"(?:\[[A-Za-z]{2,10}\][ \t]*)?"
"""The channel a game's chat names before the writer ("[TEAM] sergei_k: rotate B", "[ALL] chicken_nugget420: gg")."""

_POST_DATE_WORDS: Final = (
    r"(?i:posted|publicado|yesterday|today|ayer|hoy|hace|edited|editado)\b"
    r"|(?i:jan|feb|mar|apr|abr|may|jun|jul|aug|ago|sep|oct|nov|dec|dic|ene|mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[ée]"
    r"|jue|vie|s[áa]b|dom)[a-záéíóú]*\.?[ \t,]"
)
_WHEN_A_POST_WAS_WRITTEN: Final = (
    # a date's digits, not a post's age ("· 6h", read by `username_before_post_age`)
    r"(?=" + _POST_DATE_WORDS + r"|\d(?!\d?[ \t]?(?:s|m|h|d|w|y|mo|mos|min|mins|hr|hrs|yr|yrs|wk|wks)\b))"
)
"""What follows a post's writer and its separator: when the post was written ("3 de mayo a las 21:14", "May 3 at 9:14
PM", "12 July 2024", "Thu Jan 18, 2024 7:15 pm", "Posted 11/28/2023", "Yesterday at 8:02", "hace 2 h")."""
_WHEN_OR_HOW_LONG_AGO: Final = r"(?=" + _POST_DATE_WORDS + r"|\d)"
"""The same, or the post's age ("· 2h")."""
_POST_WRITER_PREFIX: Final = (
    r"^[ \t]*(?:(?i:posted|submitted|written)[ \t]+by[ \t]+|(?i:publicado)[ \t]+por[ \t]+"
    r"|(?i:respuesta|comentario|mensaje|reply)[ \t]+(?:de|from|by)[ \t]+)?(?:\*\*)?@?"
)
_POST_SEPARATOR: Final = (
    r"(?:\*\*)?(?:[ \t]+[\u00b7\u2022|\u00bb][ \t]+|[ \t]+(?:escribi[óo]|wrote)[ \t]+(?:el|on)[ \t]+"
    r"|[ \t]*\((?=\d{1,2}/|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ \t]+\d))"
)
"""The dot, bullet, bar or guillemet between a post's writer and when it was written, or "escribió el", "wrote on", a
bracket before the date ("Respuesta de pediatra_solidaria_lpz (16/05/2024):", "Reply by mags_long_haul (Jan 29,
2025)")."""
_POST_SEPARATOR_PREFILTER: Final = (
    r"[ \t][\u00b7\u2022|\u00bb][ \t]|(?:escribi[óo]|wrote)[ \t]+(?:el|on)[ \t]"
    r"|\((?=\d{1,2}/|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ \t]+\d)"
)


def _runs_words_together(handle: str) -> bool:
    """Return whether a user name runs capitalised words together ("NanaJudes", "PeppaPigsMum77")."""
    return re.fullmatch(r"[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+\d*", handle) is not None


def _a_post_handle(handle: str) -> bool:
    """Accept a post's writer after "posted by": a user name's shape, no ordinary word ("amberlynn_writes")."""
    return has_user_name_shape(handle) and not_a_common_word(handle)


def _a_reply_handle(handle: str) -> bool:
    """Accept a forum's user name: a user name's shape or capitalised words run together, no ordinary word."""
    return (has_user_name_shape(handle) or _runs_words_together(handle)) and not_a_common_word(handle)


_NAME_IN_A_LIST: Final = (
    r"(?!<<common_words-first_names>>\b)(?!<<medical_terms>>\b)"
    r"(?!(?:Bed|Ward|Room|Bay|Unit|Floor|Level|Suite|Pod|Cubicle|Stage|Grade|Type|Step|Day|Week|Cycle|Dose|Phase"
    r"|Section|Page|Table|Figure|Question|Item|Group|Class|Zone|Gate|Exit|Route|Lot|Block|Station|Lane|Chair)\b)"
    r"[A-Z][a-z]+"
)
"""A person's name in a list of names and ages: capitalised, no ordinary word, medical term nor a place's or a
count's word that a number follows ("(Bed 4, Ward 12)", "(Stage 2, Grade 3)")."""
_AND_IN_A_LIST: Final = r"(?:[ \t]*,[ \t]*(?:(?:and|&)[ \t]+)?|[ \t]+(?:and|&)[ \t]+)"
_ITEM_OF_AN_AGE_LIST: Final = (
    # (the first after the bracket when another follows; any other after an item, a comma, "and" or "&" between)
    r"(?:(?<=\()(?=[A-Z][a-z]+[ \t]+\d{1,2}"
    + _AND_IN_A_LIST
    + r")|"
    + "|".join(
        rf"(?<=[A-Za-z][ \t]{digits}{between})"
        for digits in (r"\d", r"\d\d")
        for between in (r",[ \t]", r"[ \t]and[ \t]", r"[ \t]&[ \t]", r",[ \t]and[ \t]", r",[ \t]&[ \t]")
    )
    + r")"
    r"(?P<name>" + _NAME_IN_A_LIST + r")[ \t]+(?P<age>\d{1,2})(?![\w.])"
    r"(?=" + _AND_IN_A_LIST + _NAME_IN_A_LIST + r"[ \t]+\d{1,2}(?![\w.])|[ \t]*\))"
)
"""A name and an age, one item of a bracketed list of people and their ages ("(Jomar 17, Kyla 13, Bunso 6)"), another
item or the bracket's end after it: the rules that read one name its name or its age the PHI (`age_list_item`)."""
AGE_LIST_PREFILTER: Final = r"\d(?:,[ \t]*(?:(?:and|&)[ \t]+)?|[ \t]+(?:and|&)[ \t]+)[A-Z][a-z]+[ \t]+\d"
"""A list of names and ages from its first item's last digit ("7, Kyla 13"): the rules that read one are tried where
the notes hold it (a search from a digit: one from a letter cost as much as the rules)."""


def age_list_item(phi: str) -> str:
    """Return `_ITEM_OF_AN_AGE_LIST` with its group `phi` ("name" or "age") named "phi", the other unnamed."""
    other = "age" if phi == "name" else "name"
    return _ITEM_OF_AN_AGE_LIST.replace(f"(?P<{phi}>", "(?P<phi>").replace(f"(?P<{other}>", "(?:")


_RUN_TOGETHER_BRANDS: Final = frozenset(
    {"whatsapp", "youtube", "powerpoint", "javascript", "linkedin", "tiktok", "facetime", "mychart", "paypal"}
    | {"gofundme", "fitbit", "babycenter", "webmd", "healthtap", "caringbridge", "myfitnesspal"}
)
"""Brands and apps written in capitalised words run together, lower-cased: no forum writer ("WhatsApp:", "YouTube:")."""


def _a_forum_writer(handle: str) -> bool:
    """Accept a forum's writer: one word, a handle or a name, no ordinary word nor a relative or a role.

    ("auscaz", "tui_and_kereru", "Thistledown", "quietpinesRN"; not "Mum", "everyone", "Doctor", "Admin").
    """
    return handle.lower() not in _NOT_CHAT_WRITERS and not_a_common_word(handle)


_FIELD_NAME_PIECES: Final = frozenset(
    {"pt", "patient", "name", "first", "last", "dob", "mrn", "id", "date", "time", "dept", "unit", "bed", "room"}
    | {"admit", "disch", "dx", "visit", "encounter", "fin", "acct", "nbr", "no", "num", "code", "type", "status"}
    | {"provider", "attending", "sex", "age", "phone", "addr", "address", "zip", "city", "state", "email", "note"}
    | {"kin", "nok", "gp", "pcp", "ssn", "nhs", "ins", "emerg", "contact"}
)
"""Pieces of a database export's field names that the list of ordinary words lacks ("Pt_Name", "MRN_ID")."""


def _no_field_name(handle: str) -> bool:
    """Reject a form's or an export's field name ("first_name", "date_of_birth", "Pt_Name", "PATIENT_NAME").

    A name in capitals, or one whose pieces are all ordinary words or a field's words (`_FIELD_NAME_PIECES`).
    """
    if handle.isupper():
        return False
    common = load_dictionary("common_words")
    pieces = [piece.lower() for piece in handle.split("_") if piece]
    return not all(piece in common or piece in _FIELD_NAME_PIECES for piece in pieces)


_NOT_A_NICKNAME_LISTS: Final = (
    "common_words",
    "medical_terms",
    "world_cities",
    "es_cities",
    "countries",
    "es_countries",
)
_RELATIONSHIP_NICKNAMES: Final = frozenset(
    {"madre", "padre", "hija", "hijo", "esposa", "esposo", "hermana", "hermano", "abuela", "abuelo", "tía", "tío"}
    | {"mother", "father", "daughter", "son", "wife", "husband", "sister", "brother", "mum", "mom", "dad", "nan"}
)


def _a_nickname(word: str) -> bool:
    """Accept a capitalised word in brackets after a given name as its nickname ("Pilar (Pili)", "Eduardo (Lalo)").

    A listed given name, or a short word (five letters at most: "Cande") no list holds; not an ordinary or medical
    word, a town or a country ("Pedro (Alicante)"), a relationship ("Rosa (Madre)") nor a long word, which is more
    often a ward or a specialty ("Lister Ward (Respiratory)", "Dr. León (Cardiología)").
    """
    folded = word.lower()
    if folded in _RELATIONSHIP_NICKNAMES or any(folded in load_dictionary(name) for name in _NOT_A_NICKNAME_LISTS):
        return False
    return len(word) <= 5 or is_a_listed_given_name(word)


def _a_person_writing(name: str) -> bool:
    """Accept a post's writer: a listed given name first, or several words the first of them no ordinary word.

    A word alone must be a listed given name ("Cardiology · 3 May 2024" is a heading), and several words hold no
    ordinary word ("Internal Medicine · 3 May 2024").
    """
    words = name.split()
    if is_a_listed_given_name(words[0]):
        return True
    common = load_dictionary("common_words")
    return len(words) > 1 and not any(word.lower().rstrip(".") in common for word in words)


_EMOJIS_AFTER_A_NAME: Final = r"(?:[\u2600-\u27bf\U0001f300-\U0001faff\ufe0f]+[ \t]*)?"
"""Emojis a chat writer puts after the name, outside it ("Rocío Sanlúcar 🌸:")."""


_THREAD_WRITER: Final = r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:[ \t]+(?:[A-ZÁÉÍÓÚÑ]\.|[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)){1,2}"
"""A comment's writer by full name, a middle initial or not ("Lety Salinas", "Gloria E. Villarreal")."""
_REPLY_ARROW: Final = r"(?:\u21b3[ \t]*)?"
"""The arrow before a nested reply ("↳ Maricela Garza Treviño:")."""


def _a_listed_name(writer: str) -> bool:
    """Accept a full name with a listed given name first or a listed surname last, in either language.

    No medical, ordinary or form's word in it ("Lety Salinas", "Paty Hinojosa"; not "Exploración Física", "Admission
    Date", "Social History").
    """
    words = writer.lower().replace(".", "").split()
    if not _no_field_word(writer) or any(
        word in load_dictionary("medical_terms") or word in load_dictionary("common_words") for word in words
    ):
        return False
    last_names = (load_dictionary("last_names"), load_dictionary("es_last_names"))
    return is_a_listed_given_name(words[0]) or any(words[-1] in names for names in last_names)


_TWO_LETTER_GIVEN_NAMES: Final = r"(?:Mo|Jo|Ed|Bo|Cy|Di|Ty|Vi|Lu|Yu|Su|Em|Ro|Ky|Oz)"
"""Given names and short forms of two letters, which a chat's writer may be ("Mo", "Jo", "Ed"); no lab's or
flowsheet's abbreviation ("Na", "Hb", "Li", "Al")."""


CHAT_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        # a comment thread's writer by full name at a line's start, before another writer's line within three lines
        # ("Lety Salinas: ¡Felicidades mi reina!\nPaty Hinojosa: Bendiciones", "↳ Maricela Garza Treviño: Paty
        # échale ganas"): a listed given name or surname among the words
        "thread_writer_before_another",
        r"^[ \t]*"
        + _REPLY_ARROW
        + r"(?P<phi>"
        + _THREAD_WRITER
        + r")[ \t]*:[ \t]+(?=\S[^\n]*\n(?:[^\n]*\n){0,2}?[ \t]*"
        + _REPLY_ARROW
        + _THREAD_WRITER
        + r"[ \t]*:[ \t]+\S)",
        "PATIENT",
        0.65,
        re.MULTILINE,
        validator=_a_listed_name,
        requires=(":",),
    ),
    Pattern(
        # a name after Tagalog's article for a person, in a message mixing Tagalog and English ("si Paolo ba
        # nandyan?", "kay Jhen", "sina Migo at Carla"); not a relative's word of address ("si Mama", "si Lola")
        "name_after_tagalog_article",
        r"(?<![\w'])(?:si|ni|kay|sina|nina|kina)[ \t]+"
        r"(?!(?:Mama|Papa|Nanay|Tatay|Inay|Itay|Lola|Lolo|Tita|Tito|Ate|Kuya|Dios|Diyos|Lord|God|Doc|Doktora?)\b)"
        r"(?P<phi>[A-Z][a-z]+)(?![\w'-])",
        "PATIENT",
        0.7,
        prefilter=r"(?<![\w'])(?:si|ni|kay|sina|nina|kina)[ \t]+[A-Z][a-z]",
    ),
    Pattern(
        # a chat's writer named after a word for a relative or elder ("Uncle Obi: Good morning family.", "Aunty Nkechi:
        # I told Mama", "Tita Merly:", "Kuya RJ:"): the name
        "chat_writer_after_a_relatives_word",
        # after the message's time too, and the Vietnamese and Malay words for an elder or a sibling ("07:20 Chị Thu:
        # Everyone", "07:22 Bác Tư: Trời ơi", "Kak Ros:")
        r"(?m)^[ \t]*(?:" + _CHAT_TIME + r"[ \t]*(?:[-\u2013][ \t]*)?)?"
        r"(?:Uncle|Aunty|Auntie|Aunt|Cousin|Grandma|Grandpa|Granny|Nana|Tita|Tito|Kuya|Ate|Lola|Lolo|Mzee"
        r"|Baba|Mama|Bro|Sis|Brother|Sister|Chị|Anh|Bác|Cô|Chú|Bà|Ông|Dì|Cậu|Mợ|Kak|Abang|Adik|Pakcik|Makcik)"
        r"[ \t]+(?P<phi>[A-ZÀ-ÖØ-ÞĐ][^\W\d_]+|[A-Z]{2,3})" + _ORIGIN_AFTER_A_WRITER + r"[ \t]*:[ \t]",
        "PATIENT",
        0.75,
        prefilter=(
            r"(?m)^[^\n]{0,30}?(?:Uncle|Aunt|Cousin|Grand|Gran|Nana|Tit|Kuya|Ate|Lol|Mzee|Baba|Mama|Bro|Sis|Chị|Anh|Bác"
            r"|Cô|Chú|Bà|Ông|Dì|Cậu|Mợ|Kak|Abang|Adik|Pakcik|Makcik)\w*[ \t]+[^\W\d_]"
        ),
    ),
    Pattern(
        # a chat's writer named with a South Asian or Filipino word of respect after the name ("Bilal bhai: Haan thank
        # God", "Priya di:", "Ravi anna (Chennai):", "Sharma ji:"): the name
        "chat_writer_with_honorific",
        r"(?m)^[ \t]*(?P<phi>[A-Z][a-z]+)[ \t]+(?:bhai|bhaiya|bhaijaan|ji|jee|sahab|saab|sahib|apa|api|baji|didi|di"
        r"|anna|akka|chechi|chetta|bhabhi|ate|kuya)" + _ORIGIN_AFTER_A_WRITER + r"[ \t]*:[ \t]",
        "PATIENT",
        0.75,
    ),
    Pattern(
        # a message signed with a given name after a dash at its very end ("please help - Dot", "thanks in advance
        # — Rosa M."): nothing but space after it; capitalised (initials: signature_initials_after_dash)
        "signature_after_dash",
        r"[ \t][-\u2013\u2014~][ \t]*"
        r"(?P<phi>(?=[A-Z][a-z])<<first_names>>(?![\w-])(?:[ \t]+[A-Z][a-z'-]+|[ \t]+[A-Z]\.)?)"
        r"[ \t]*(?=\s*\Z)",
        "PATIENT",
        0.75,
        prefilter=r"[-\u2013\u2014~][ \t]*[A-Z][\w'. \t-]*\s*\Z",
    ),
    Pattern(
        # a post signed with a user name after a dash at its very end ("- NewPancreasWhoDis", "~ runner_girl88"):
        # words run together in capitals or a user name's shape
        "signature_handle_after_dash",
        r"(?:^|[ \t])[-\u2013\u2014~][ \t]*"
        r"(?P<phi>[A-Z][a-z]+(?:[A-Z][a-z0-9]*){2,5}|[A-Za-z][A-Za-z0-9]*_[\w.]*[A-Za-z0-9]|[A-Za-z]{3,}\d{2,4})"
        r"[ \t]*(?=\s*\Z)",
        "USERNAME",
        0.7,
        re.MULTILINE,
        prefilter=r"[-\u2013\u2014~][ \t]*[A-Za-z][\w.]*\s*\Z",
    ),
    Pattern(
        # who wrote each message of a chat or messaging export, in English and Spanish: "[22:14] Bea R.: ...",
        # "10/3/23, 22:18 - Marta Lopez: ok", "22:17 - dani: ...", "[22:15] Sonia UCI: ..." (the unit after the
        # name left out); the first
        # word a known given name, so a flowsheet's timed entry is none ("08:00 Dressing: changed")
        "chat_sender",
        r"^[ \t]*"
        + _CHAT_TIME
        + r"[ \t]*(?:[-\u2013][ \t]*)?"
        # a title or a word of respect before the name stays out, and any capitalised name may follow it ("[8:03 pm]
        # Mama Wanjiku: ...", "Caretaker Joseph:")
        + r"(?:(?P<title>Mama|Baba|Mzee|Auntie|Aunty|Uncle|Caretaker|Mr|Mrs|Ms|Dr|Pastor|Coach)\.?[ \t]+)?"
        + r"(?P<phi>(?=[A-ZÁÉÍÓÚÑ])(?:<<first_names>>|<<es_first_names>>"
        + r"|(?(title)[A-ZÁÉÍÓÚÑ][a-záéíóúñ'-]+|(?!)))(?![\w-])"
        + r"(?:[ \t]+"
        + _CHAT_NAME_WORD
        # or, after a messaging export's dash, a name or handle in lower case ("22:17 - dani: tia el de la 7")
        + r"){0,2}|(?<=[-\u2013][ \t])(?=[a-z])[\w.]{2,24}(?=:))"
        # a unit, a flat or a role after the name stays out ("Kevin Mutua C1:", "Faisal (B2):", "Sonia UCI:")
        + r"(?:[ \t]+(?:[A-Z]{2,5}|[A-Z]\d{1,3})|[ \t]*\([\w .-]{1,12}\))?[ \t]*:(?![\d/])",
        "PATIENT",
        0.85,
        re.MULTILINE,
        validator=lambda who: not who.islower() or _is_a_handle_or_given_name(who),
        requires=(":",),
        prefilter=r":\d\d",
    ),
    Pattern(
        # a chat's writer in lower case after the time in brackets, as Discord copies write them ("[9:18 PM]
        # kimchi.kween: F", "[9:15 PM] dave_h: brb"): a user name's shape or a listed given name (not a flowsheet's
        # "[08:00] vitals: stable")
        "chat_handle_after_bracketed_time",
        _BRACKETED_TIME + r"(?P<phi>" + _LOWER_CASE_HANDLE + r")[ \t]*:[ \t]",
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=_is_a_handle_or_given_name,
        requires=(":",),
        prefilter=r"\][ \t]*[a-z][\w.]*[ \t]*:[ \t]",
    ),
    Pattern(
        # the same writer as any word in lower case, where a later line of the chat has them write again ("[9:15 PM]
        # saltyseabass: barely ... [9:17 PM] saltyseabass: the guy who stitched me"): the later ones are their
        # namesakes (the reconciliation reads them)
        "chat_handle_writing_again",
        _writer_after_a_time_writing_again(_LOWER_CASE_HANDLE, _BRACKETED_TIME),  # (a bare time before a word in
        # lower case may be a flowsheet's: "08:00 resp: 18")
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=lambda handle: _is_a_handle_or_given_name(handle) or _an_unlisted_long_word(handle),
        requires=(":",),
        prefilter=r"\][ \t]*[a-z][\w.]*[ \t]*:[ \t]",
    ),
    Pattern(
        # a capitalised chat writer after the time, in brackets or not, writing again a few lines on ("[02:13] Tash:
        # anyone free ... [02:15] Tash: aw", "06:12 Tolu: ... 06:33 Tolu:"): no word of the lists nor clinical
        # shorthand (a flowsheet's "[08:00] Resp:", "08:00 Obs:")
        "chat_capitalised_writer_writing_again",
        # (a surname after it too: "[21:04] Thandi Mokoena: ... [21:07] Thandi Mokoena:")
        _writer_after_a_time_writing_again(r"[A-Z][a-z]{2,11}(?: [A-Z][a-z]{2,15})?"),
        "PATIENT",
        0.7,
        re.MULTILINE,
        validator=lambda writer: _no_flowsheet_row(writer) and writer.split()[0].lower() not in _NOT_TRANSCRIPT_WRITERS,
        requires=(":",),
        prefilter=r"[\]\d][ \t]*[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:[ \t]*\([\w .-]{1,12}\))?[ \t]*:[ \t]",
    ),
    Pattern(
        # a capitalised chat writer after the time in brackets who writes once, where another writer's line follows
        # within three lines ("[08:45] Venu: sent. ... [08:50] Kiran: thanks"): no word of the lists nor clinical
        # shorthand, as above
        "chat_capitalised_writer_before_another",
        _BRACKETED_TIME
        + r"(?P<phi>[A-Z][a-z]{2,11}(?: [A-Z][a-z]{2,15})?)[ \t]*:[ \t](?=[^\n]*\n(?:[^\n]*\n){0,2}?"
        + _BRACKETED_TIME
        + r"[A-Z][a-z]{2,11}(?: [A-Z][a-z]{2,15})?[ \t]*:[ \t])",
        "PATIENT",
        0.65,
        re.MULTILINE,
        validator=lambda writer: _no_flowsheet_row(writer) and writer.lower() not in _WORDS_OF_ADDRESS_AS_WRITERS,
        requires=(":",),
        prefilter=r"\][ \t]*[A-Z][a-z]+(?: [A-Z][a-z]+)?[ \t]*:[ \t]",
    ),
    Pattern(
        # a chat's writer by a listed given name starting the line, with no time before it, where a later line has
        # them write again ("Tay: dutch bros on Rosewood ... Tay: NO"): not a note's heading (no given name)
        "chat_named_writer_writing_again",
        r"^[ \t]*(?P<phi>(?=[A-Z])<<first_names-common_words>>(?![\w-]))[ \t]*:[ \t]"
        r"(?=[^\n]*\n(?:[^\n]*\n){0,8}?[ \t]*(?P=phi)[ \t]*:[ \t])",
        "PATIENT",
        0.7,
        re.MULTILINE,
        requires=(":",),
        prefilter=r"(?m)^[ \t]*[A-Z][a-z]+[ \t]*:[ \t]",
    ),
    Pattern(
        # the same by any capitalised word, an emoji after it or not, writing again within the next eight lines
        # ("Funmi 💜: Babe are you home? ... Funmi 💜: WHAT. Which floor??", "Jhun: magkano need? ... Jhun: ok"): no
        # ordinary or medical word, flowsheet row or shorthand (a note's "Plan:" or "Resp:" written again)
        "chat_capitalised_writer_writing_again_without_time",
        # (or a given name of two letters: "Mo: I knocked ... Mo: calling")
        r"^[ \t]*(?P<phi>[A-Z][a-z]{2,11}|" + _TWO_LETTER_GIVEN_NAMES + r")[ \t]*" + _EMOJIS_AFTER_A_NAME + r":[ \t]"
        r"(?=[^\n]*\n(?:[^\n]*\n){0,8}?[ \t]*(?P=phi)[ \t]*" + _EMOJIS_AFTER_A_NAME + r":[ \t])",
        "PATIENT",
        0.65,  # below `chat_named_writer_writing_again`, which reads a listed given name alike
        re.MULTILINE,
        validator=lambda who: (
            len(who) == 2  # (one of the listed given names: "Mo" is also a month's shorthand)
            or (_no_flowsheet_row(who) and who.lower() not in _NOT_TRANSCRIPT_WRITERS)
        ),
        requires=(":",),
        prefilter=(
            r"(?m)^[ \t]*(?:[A-Z][a-z]{2,11}|" + _TWO_LETTER_GIVEN_NAMES + r")[ \t]*" + _EMOJIS_AFTER_A_NAME + r":[ \t]"
        ),
    ),
    Pattern(
        # who wrote each message of a messaging app's export, its date and time in brackets ("[14/05/23, 21:07]
        # Yolimar: Mamá amaneció ...", "[15/05/23, 07:02] Tío Nelson: ..."): any capitalised name, a relative's
        # word before it left out; not a relative's word alone ("Mamá:") nor an ordinary word
        "chat_sender_after_date_and_time",
        r"^[ \t]*\[\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ \t]+\d{1,2}:\d{2}(?::\d{2})?" + _MERIDIEM + r"\][ \t]*"
        r"(?:(?:T[íi]o|T[íi]a|Prim[oa]|Abuel[oa]|Herman[oa]|Uncle|Aunt|Auntie|Cousin|Grandma|Grandpa|Dr|Dra)\.?[ \t]+)?"
        # (or a name in lower case, "[12/3/24, 21:27] rafa: yo me paso"; emojis after it: "Rocío Sanlúcar 🌸:")
        r"(?P<phi>(?:[A-ZÁÉÍÓÚÑ]|[a-záéíóúñ](?=[\w'\u2019.-]*(?:[ \t]+[A-Za-zÁÉÍÓÚÑáéíóúñ][\w'\u2019.-]*){0,2}"
        r"[ \t]*" + _EMOJIS_AFTER_A_NAME + r":))[\w'\u2019.-]*"
        r"(?:[ \t]+[A-Za-zÁÉÍÓÚÑáéíóúñ][\w'\u2019.-]*){0,2})"
        r"[ \t]*" + _EMOJIS_AFTER_A_NAME + r":[ \t]",
        "PATIENT",
        0.8,
        re.MULTILINE,
        validator=lambda who: who.split()[0].lower().rstrip(".") not in _NOT_CHAT_WRITERS,
        requires=(":",),
        prefilter=r"\[\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[ \t]+\d{1,2}:\d{2}",
    ),
    Pattern(
        # who wrote a message of a chat copied from Discord or Slack, on its own line before the time ("skye — Today
        # at 9:15 PM", "xXVoidWalkerXx — Yesterday at 21:04", "BigRon — 03/12/2024 9:16 PM"): a name or handle, in
        # bold where the chat was pasted as Markdown ("**kev_o** — Today at 11:42 PM")
        "chat_sender_before_time",
        r"^[ \t]*(?:\*\*)?(?P<phi>[^\W_][\w.'\u2019-]{1,31})(?:\*\*)?[ \t]+[—–-][ \t]+"
        r"(?:(?i:today|yesterday)[ \t]+at[ \t]+|\d{1,2}/\d{1,2}/\d{2,4},?[ \t]+(?:at[ \t]+)?)"
        r"\d{1,2}:\d{2}" + _MERIDIEM + r"[ \t]*$",
        "PATIENT",
        0.8,
        re.MULTILINE,
        validator=lambda who: who.lower() not in _NOT_CHAT_WRITERS,
        prefilter=r"[—–-][ \t]+(?:(?i:today|yesterday)[ \t]+at[ \t]+|\d{1,2}/)",
    ),
    Pattern(
        # a forum's writer in Markdown bold before "wrote:" ("**backpackbecky** wrote:", "**Dr_Kuya_Paolo** wrote:")
        "forum_writer_in_bold_before_wrote",
        r"^[ \t]*\*\*(?P<phi>[^\W_][\w.'\u2019-]{1,31})\*\*[ \t]+(?:wrote|said|replied|posted|commented)[^\n:]{0,30}:",
        "PATIENT",
        0.75,
        re.MULTILINE,
        validator=lambda who: who.lower() not in _NOT_CHAT_WRITERS,
        requires=("**",),
    ),
    Pattern(
        # a forum's writer opening a line before "wrote:", "asks:" or "said:", a quote's mark before or not ("auscaz
        # wrote:", "tui_and_kereru asks:"): one word, no ordinary word nor a relative or a role ("Mum said:",
        # "everyone says:")
        "forum_writer_before_wrote",
        # (quotes' marks or "Re:" before: ">> pdx_mom wrote:", "Re: pdxthyroidwarrior wrote:")
        r"^[ \t]*(?:>+[ \t]*)?(?:(?i:re):[ \t]*)?@?"
        + POST_HANDLE
        + r"[ \t]+(?:wrote|writes|said|says|asks|asked|replied|replies|commented|answered)[^\n:]{0,30}:",
        "USERNAME",
        0.7,
        re.MULTILINE,
        validator=_a_forum_writer,
        requires=("wrote", "writes", "said", "says", "asks", "asked", "replied", "replies", "commented", "answered"),
    ),
    Pattern(
        # the same after "Reply by" opening a line, before a colon ("> Reply by Thistledown: Fraser guidelines")
        "forum_writer_after_reply_by",
        r"^[ \t]*(?:>+[ \t]*)?(?i:reply|answer|comment)[ \t]+(?i:by|from)[ \t]+@?" + POST_HANDLE + r"[ \t]*:",
        "USERNAME",
        0.7,
        re.MULTILINE,
        validator=_a_forum_writer,
        requires=("reply by", "reply from", "answer by", "answer from", "comment by", "comment from"),
    ),
    Pattern(
        # the same alone on its line in a handle's shape: with "_" or a digit, run together with a capital inside, or
        # all in lower case ("**TeaAndToast_Essex**", "**NHSderm_nurse**", "**mumof3**"); not a heading ("**Plan**")
        "forum_writer_in_bold_alone",
        r"^[ \t]*\*\*(?P<phi>[\w.'\u2019-]*[_\d][\w.'\u2019-]*|[a-z][a-z.]{2,31}|[A-Za-z]*[a-z][A-Z][\w.'\u2019-]*)"
        r"\*\*[ \t]*$",
        "PATIENT",
        0.7,
        re.MULTILINE,
        validator=lambda who: who.lower() not in _NOT_CHAT_WRITERS and any(char.isalpha() for char in who),
        requires=("**",),
    ),
    Pattern(
        # the name an e-mail address is shown with ("De: Florencia Pereyra <flor.pereyra.m@gmail.com>", "From: "Dev
        # Raman" <dev@x.org>"): two to four capitalised words before the address in angle brackets
        "name_before_email_address",
        r"(?<![\w-])[\"\u201c]?(?P<phi>[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+(?:[ \t]+(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+"
        r"|[A-Z]\.|de|del|la|van|von|da|dos)){1,3})[\"\u201d]?[ \t]*<[^<>@\s]+@[^<>\s]+>",
        "PATIENT",
        0.75,
        requires=("@",),
        prefilter=r"[a-z][\"\u201d]?[ \t]*<[^<>@\s]+@",
    ),
    Pattern(
        # who wrote a post or a comment, by name on a line before when ("Yokasta Almonte · 3 de mayo a las 21:14",
        # "Hector R. · May 3 at 9:14 PM"): up to three capitalised words
        "post_writer_before_date",
        _POST_WRITER_PREFIX
        + r"(?P<phi>[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+(?:[ \t]+(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+|[A-ZÁÉÍÓÚÑ]\.)){0,2})"
        + _POST_SEPARATOR
        + _WHEN_OR_HOW_LONG_AGO,
        "PATIENT",
        0.75,
        re.MULTILINE,
        validator=_a_person_writing,
        prefilter=_POST_SEPARATOR_PREFILTER,
    ),
    Pattern(
        # the same by a user name ("banksia_girl · 12 July 2024", "Posted by mark_in_mold » Thu Jan 18, 2024 7:15
        # pm", "sooyeon_cares | Posted 11/28/2023", "Maite_63 » sáb 9 mar 2024, 09:02"): a user name's shape
        "post_handle_before_date",
        _POST_WRITER_PREFIX
        + r"(?P<phi>[A-Za-z0-9][\w.-]{1,28}[A-Za-z0-9_])"
        + _POST_SEPARATOR
        + _WHEN_A_POST_WAS_WRITTEN,
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=_a_reply_handle,  # a user name's shape or words run together ("LollyBagsMum · Thu 14-Mar-24")
        prefilter=_POST_SEPARATOR_PREFILTER,
    ),
    Pattern(
        # a comment's writer after a speech bubble, as copies of posts show it: a name alone on its line ("💬
        # Rosanna Tavárez"), or a user name before the comment ("💬 mumzy_trish So proud of you")
        "comment_writer_after_bubble",
        # (or a full name before the comment's colon: "💬 Dec Byrne: that Dr Mulcahy is sound")
        r"^[ \t]*\U0001f4ac[ \t]*(?P<phi>[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+"
        r"(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+){0,2}(?=[ \t]*$)"
        r"|[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'\u2019-]+){1,2}(?=[ \t]*:[ \t])"
        r"|[A-Za-z][\w.]*[_.\d][\w.]*[A-Za-z0-9](?=[ \t]|:))",
        "PATIENT",
        0.7,
        re.MULTILINE,
        validator=lambda who: " " in who or has_user_name_shape(who) or is_a_listed_given_name(who),
        prefilter="\U0001f4ac",
    ),
    Pattern(
        # a nickname in brackets right after a listed given name, in both languages ("su hija Pilar (Pili),
        # enfermera", "mi hijo Eduardo (Lalo)", "Candelaria (Cande)", "Robert (Bob) called"): the name looked for
        # after the shape
        "nickname_in_brackets",
        r"(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+[ \t]*\([ \t]*[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{1,11}[ \t]*\))(?<![\w-])"
        r"(?:<<first_names>>|<<es_first_names>>)[ \t]*\([ \t]*(?P<phi>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{1,11})[ \t]*\)",
        "PATIENT",
        0.7,
        validator=_a_nickname,
        prefilter=r"\([ \t]*[A-ZÁÉÍÓÚÑ][a-záéíóúñü]{1,11}[ \t]*\)",
    ),
    Pattern(
        # a nickname in quotes inside a full name ("De: Florencia \"Flor\" Ledesma", "Corazon \u201cBaby\u201d
        # Villanueva"): the whole name
        "name_with_quoted_nickname",
        r"(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+[ \t]+[\"\u201c])(?<![\w-])"
        r"(?P<phi>[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+[ \t]+[\"\u201c][A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+[\"\u201d][ \t]+"
        r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+)?)(?![\w-])",
        "PATIENT",
        0.75,
        validator=lambda name: is_a_listed_given_name(name.split()[0]),
        prefilter=r"[\"\u201c][A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+[\"\u201d][ \t]+[A-ZÁÉÍÓÚÑ]",
    ),
    Pattern(
        # a chat's writer in square brackets starting a line, with no time ("[Faith W]: Aiiii which ward?", "[Brian
        # K]: ..."): a listed given name first, or several words none of them ordinary (`_a_person_writing`)
        "chat_writer_in_brackets",
        r"^[ \t]*\[(?P<phi>" + _BRACKETED_WRITER + r")\][ \t]*:[ \t]",
        "PATIENT",
        0.8,
        re.MULTILINE,
        validator=_a_person_writing,
        prefilter=_BRACKETED_WRITER_PREFILTER,
    ),
    Pattern(
        # the same by any capitalised word, writing again within the next eight lines ("[Thandi]: Hey sisi ...
        # [Thandi]: Shame man"): no flowsheet row nor shorthand ("[Resp]:"); the later ones are its namesakes
        "chat_writer_in_brackets_writing_again",
        r"^[ \t]*\[(?P<phi>" + _BRACKETED_WRITER + r")\][ \t]*:[ \t]"
        r"(?=[^\n]*\n(?:[^\n]*\n){0,8}?[ \t]*\[(?P=phi)\][ \t]*:[ \t])",
        "PATIENT",
        0.75,
        re.MULTILINE,
        validator=_no_flowsheet_row,
        prefilter=_BRACKETED_WRITER_PREFILTER,
    ),
    Pattern(
        # a forum reply's or the original poster's user name before a colon ("Reply NanaJudes: My grandson was",
        # "OP PeppaPigsMum77: DS (14) has fainted", "Reply Northern_Rose: Sorry to butt in", the reply on the lines
        # below: "Reply \u2013 Noodle_and_Bean:", "Reply by Kasia_Lincs:", "Respuesta de caro_villarrica:")
        "reply_handle",
        r"^[ \t]*(?:Reply|REPLY|OP|Respuesta|RESPUESTA)[ \t]*(?:[-\u2013\u2014][ \t]*|by[ \t]+|from[ \t]+|de[ \t]+)?"
        r"(?P<phi>[A-Za-z][\w.-]{1,30}[A-Za-z0-9_])[ \t]*:(?:[ \t]|\r?$)",
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=_a_reply_handle,
        prefilter=r"(?m:^)[ \t]*(?:Reply|REPLY|OP|Respuesta|RESPUESTA)\b",
    ),
    Pattern(
        # a comment's writer by a user name with an underscore, starting a line before a colon ("mairead_k: Thinking
        # of you Niamh x", "Tayo_Ogunleye: Rest well sir"): a shape no heading has; not a field's name in lower case
        # ("first_name: ...")
        "comment_handle_with_underscore",
        r"^[ \t]*(?P<phi>[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9])[ \t]*:[ \t]+(?=\S)",
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=_no_field_name,
        prefilter=r"_[A-Za-z0-9_]*[ \t]*:[ \t]",
    ),
    Pattern(
        # a forum writer's run-together handle with its digits, starting a line before a colon ("MrsBrightside84: Oh
        # love.", "TwoBoysNoSleep22: same"): capitals inside a word and digits after, a shape no heading has
        "camel_case_handle_with_digits",
        r"^[ \t]*(?P<phi>[A-Z]?[a-z]+(?:[A-Z][a-z]+)+\d{1,4})[ \t]*:[ \t]+(?=\S)",
        "USERNAME",
        0.75,
        re.MULTILINE,
        prefilter=r"[a-z][A-Z][a-z]+\d{1,4}[ \t]*:",
    ),
    Pattern(
        # the same without digits, two words or more run together ("PeppaPigNotAgain: Report to Ofsted",
        # "ReluctantNHSAdmin: Ask the GP", "TeifiTerrier: Put both!"), a reply's arrow or a quote's mark before or not
        # ("↳ SugarFreeSajid: Gliclazide can"), or a rare word and its digits ("Brambleberry22: Same happened"): not a
        # field's name run together from ordinary words ("DateOfBirth:", "NextOfKin:", "Room12:") nor a brand or an
        # app so written ("WhatsApp:", "PowerPoint:")
        "run_together_handle_starting_a_line",
        r"^[ \t]*(?:[\u21b3>][ \t]*)?"
        r"(?P<phi>[A-Z][a-z]+(?:[A-Z][a-z]+|[A-Z]{2,4}(?=[A-Z][a-z])){1,}\d{0,4}|[A-Z][a-z]{4,}\d{2,4})"
        r"[ \t]*:[ \t]+(?=\S)",
        "USERNAME",
        0.7,
        re.MULTILINE,
        validator=lambda handle: (
            handle.lower() not in _RUN_TOGETHER_BRANDS
            and _no_field_name("_".join(re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])", handle)))
        ),
        prefilter=r"(?:[a-z][A-Z][a-z]+|[a-z]{4}\d{2})\w*[ \t]*:[ \t]",
    ),
    Pattern(
        # the first comment's writer on the line under a post's "Comments" header ("Comments (12)\nmapleleafmama:
        # Sending luck", "Comments:\nFarai T: Sent $20", a blank line between): a user name or a name and its initial
        # before a colon; the writers below it are the layout correction's to find
        "comment_writer_under_header",
        r"(?m:^)[ \t]*(?:Comments|COMMENTS|Replies|REPLIES|Comentarios|COMENTARIOS|Respuestas)[ \t]*(?:\(\d{1,5}\))?"
        r"[ \t]*:?[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*(?P<phi>[A-Za-z][\w.]{1,30}(?:[ \t][A-Z]\.?)?)[ \t]*:[ \t]+(?=\S)",
        "USERNAME",
        0.7,
        validator=lambda writer: not_a_common_word(writer.split()[0]),
        requires=("comments", "replies", "comentarios", "respuestas"),
    ),
    Pattern(
        # a post's writer after when it was posted ("Posted February 19, 2024 by amberlynn_writes", "posted 3 days
        # ago by dale.p"), or where ("Posted in Camino de Santiago Forum by WalkingWithWill"): a user name's shape or
        # capitalised words run together, no ordinary word
        "post_handle_after_date",
        r"\b(?i:posted|submitted)[ \t]+(?!(?i:by)\b)[^\n]{1,40}?[ \t](?i:by)[ \t]+@?" + POST_HANDLE + r"(?![\w.-])",
        "USERNAME",
        0.75,
        validator=_a_reply_handle,  # (words run together too: "Posted in Camino de Santiago Forum by WalkingWithWill")
        requires=("posted", "submitted"),
        starts_with_required=True,
    ),
    Pattern(
        # the same alone on its line, or before a colon ("Posted by Sbu_Mkhize:", "Posted by PeppaPigsMum77", "Posted
        # by quietpinesRN"): one word, no ordinary word nor a relative or a role ("Posted by Admin")
        "post_handle_ending_the_line",
        r"\b(?i:posted|submitted)[ \t]+(?i:by)[ \t]+@?" + POST_HANDLE + r"[ \t]*:?[ \t]*$",
        "USERNAME",
        0.75,
        re.MULTILINE,
        validator=_a_forum_writer,
        requires=("posted", "submitted"),
        starts_with_required=True,
    ),
    Pattern(
        # the same before "on" and when or "in" and where ("Posted by tomek_w on Sat 19 Oct 2024", "posted by dale.p at
        # 9:14", "Posted by okie_gramma_57 in Caring.com", a thread's "Started by Bramble_Jo on 18/09/2023"), or
        # before a dot or a bar and where, a capital first ("Posted by ranchwife_mt · Lewistown, Montana"; the post's
        # age after it is `username_before_post_age`'s)
        "post_handle_before_on_date",
        r"\b(?i:posted|submitted|started)[ \t]+(?i:by)[ \t]+@?"
        + POST_HANDLE
        + r"(?=[ \t]+(?i:on|at|in)[ \t]|[ \t]+[\u00b7\u2022|\u00bb][ \t]+[A-Z][a-z])",
        "USERNAME",
        0.75,
        validator=_a_post_handle,
        requires=("posted", "submitted", "started"),
        starts_with_required=True,
    ),
    Pattern(
        # who wrote each line of a chat copied without times ("paolo: huyy sino kasama niya??", "xXfrostbyteXx: yo"):
        # a line opening with a name or handle in lower case (as chats write them; a form's "Name:" is capitalised)
        # and a colon, another such line within the next four
        "chat_handle_sender",
        r"^"
        + _CHAT_CHANNEL
        + r"(?P<phi>(?=[a-z]|xX|[A-Z][A-Za-z0-9]*_)"
        + _CHAT_HANDLE
        + r"):[ \t]+(?=[^\n]*\n(?:[^\n]*\n){0,3}?"
        + _CHAT_CHANNEL
        + _CHAT_HANDLE
        + r":[ \t])",
        "PATIENT",
        0.75,
        re.MULTILINE,
        validator=_no_field_name,  # not an export's field names ("first_name: John\nlast_name: Reyes")
        requires=(":",),
        prefilter=(
            r"(?m:^(?:\[\w+\][ \t]*)?(?:[a-z]|xX|[A-Z]\w*_)[\w.]{0,23}:[ \t][^\n]*\n(?:[^\n]*\n){0,3}?"
            r"(?:\[\w+\][ \t]*)?[\w.]{2,24}:[ \t])"
        ),
    ),
)
"""The rules both languages run on names (RuleTagger's groups): a message's signature after a dash, the senders of a
chat's messages."""

_NO_NAME_GIVEN: Final = frozenset({"unknown", "not", "none", "n/a", "na", "same", "see", "withheld", "redacted"})
"""What a name's field holds when it gives no name ("Middle name: None", "Surname: Unknown")."""


PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "doctor_title",
        r"\b(?:Dr|Drs|Doctor|Prof|Professor)\.?\s+(?P<phi>" + _NOT_MEDICAL + _NAME + r")(?![\w-])",
        "DOCTOR",
        0.9,
        validator=_not_only_an_ordinary_word,
        requires=("dr", "doctor", "prof"),
    ),
    Pattern(
        "doctor_title_lower_case",  # a message in lower case: "dr patel finally saw me", "doc nguyen said"
        r"\b(?:dr|doc|doctor)\.?[ \t]+(?P<phi>[a-z][a-z'-]{2,})\b(?!['\u2019]s\b)",
        "DOCTOR",
        0.75,
        validator=_known_name_not_a_word,
        requires=("dr", "doc"),
    ),
    Pattern(
        "doctor_title_capitals",  # and in capitals without the period: "ANYONE SEEN DR PATEL THERE?"
        r"\b(?:DR|DOCTOR)[ \t]+(?P<phi>[A-Z][A-Z'-]{2,}?)(?:['\u2019]S)?\b(?![\w'-])",
        "DOCTOR",
        0.75,
        validator=lambda word: _known_name_not_a_word(word.lower()),
        requires=("dr", "doctor"),
    ),
    Pattern(
        # after the title's period a surname may be an ordinary word too ("seen by dr. love and dr. king")
        "doctor_title_period_lower_case",
        r"\b(?:dr|doctor)\.[ \t]+(?P<phi>[a-z][a-z'-]{2,})\b(?!['\u2019]s\b)",
        "DOCTOR",
        0.75,
        validator=_known_name_after_a_titles_period,
        requires=("dr.", "doctor."),
    ),
    Pattern(
        # and in a note in capitals ("SEEN BY DR. LOVE AND DR. KING")
        "doctor_title_period_capitals",
        r"\b(?:DR|DOCTOR)\.[ \t]+(?P<phi>[A-Z][A-Z'-]{2,})\b(?!['\u2019]S\b)",
        "DOCTOR",
        0.75,
        validator=lambda word: _known_name_after_a_titles_period(word.lower()),
        requires=("dr.", "doctor."),
    ),
    Pattern(
        # a clinician named after their role in a field ("Surgeon: Lindqvist. Asst: Oyelaran.", "Attending: Dr. Maya
        # Chen", "PCP: Okafor, Ngozi"): not an ordinary word ("Anesthesia: General", "Resident: None") nor a
        # department ("Attending: Cardiology")
        "clinician_role_field",
        r"(?<![\w-])(?:Surgeons?|Assistant|Asst\.?|Anesthesia|Anesthesiologist|Anesthetist|Attending|Resident|Fellow|"
        r"Intern|PCP|Referring(?:[ \t]+(?:[Pp]hysician|[Pp]rovider|MD))?|Consultant|Provider|Physician|Cardiologist|"
        r"Oncologist|Ordering(?:[ \t]+(?:[Pp]hysician|[Pp]rovider|MD))?|Radiologist|Pathologist|"
        r"Primary[ \t]+[Cc]are(?:[ \t]+[Pp]hysician)?|Submitting(?:[ \t]+(?:[Pp]hysician|[Pp]rovider|MD))?)"
        r"[ \t]*:[ \t]*(?:(?:Dr|DR|Mr|Mrs|Ms|Miss|Prof)\.?[ \t]+)?"
        r"(?P<phi>(?![A-Z][a-z]*(?:ology|iatry|ics|ery|icine)\b)(?!(?:Dr|DR|Mr|Mrs|Ms|Miss|Prof)\b)"
        + _NOT_MEDICAL
        + r"(?:"
        + _CAPS_WORD
        + r",[ \t]+"
        + _CAPS_WORD
        + rf"|{_ROLE_NAME_WORD},[ \t]+{_ROLE_NAME_WORD}"
        + r"|"
        + _ROLE_NAME
        + r"))(?![\w-])",
        "DOCTOR",
        0.8,
        validator=_names_a_clinician,
        requires=(
            *("surgeon", "assist", "asst", "anesthe", "attending", "resident", "fellow", "intern", "pcp", "referring"),
            *("consultant", "provider", "physician", "cardiologist", "oncologist", "ordering", "radiologist"),
            *("pathologist", "primary", "submitting"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a clinician named by an initial after the title ("Dr. B said to wait", "dr. b would call me back", "Dr. K's
        # office"): not "I", nor a compass point after a street's "Dr." ("Oak Dr. N")
        "doctor_title_initial",
        r"\b(?:Dr|DR|dr|Doc|doc)\.?[ \t]+(?P<phi>(?![IiNnSsEeWw]\b)[A-Za-z])"
        r"\.?(?=[ \t]*(?:[,;:!?)]|\Z)|[ \t]+[a-z]|['\u2019]s\b)",
        "DOCTOR",
        0.7,
        requires=("dr", "doc"),
        starts_with_required=True,
    ),
    Pattern(
        "doctor_degree",
        # a cheap look-ahead for the degree first: the medical-terms check is costly at every capitalised word
        r"(?<![\w-])(?P<phi>(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){1,2},?\s+"
        + _DEGREE
        + r"\b)"
        + _NOT_MEDICAL
        + rf"(?:{_HYPHENED_GIVEN_NAME}\s+{_NAME_WORD}(?:\s+{_NAME_WORD})?|{_NAME_WORD}(?:\s+{_NAME_WORD}){{1,2}})"
        + r"),?\s+"
        + _DEGREE
        + r"\b",
        "DOCTOR",
        0.85,
        requires=("md", "m.d.", "do", "d.o.", "np", "pa-c", "rn", "phd", "licsw", "lcsw", "msw"),
        prefilter=r"(?<=\s)" + _DEGREE + r"\b",
    ),
    Pattern(
        # the practice a signature line names after the clinician's degree and a dash or bar, to the line's end
        # ("Tasha Greer, RN - Fairlane Internal Medicine", "J. Ortiz MD | Bayside Cardiology Associates"): capitalised
        # words, "&", "of" and "and" between them
        "practice_after_degree",
        r"(?<=[a-z.])(?:,[ \t]*|[ \t]+)" + _DEGREE + r"[ \t]+[-–—|][ \t]+"
        r"(?P<phi>[A-Z][\w'.-]*(?:[ \t]+(?:(?:&|of|and|the)[ \t]+)?[A-Z][\w'.-]*){0,5})[ \t]*\r?$",
        "HOSPITAL",
        0.7,
        re.MULTILINE,
        prefilter=r"(?<=\s)" + _DEGREE + r"[ \t]+[-–—|]",
    ),
    Pattern(
        # a nurse's or other clinician's given name alone before the licence, signing a shift note after a dash:
        # "Voiding well. - Hope RN (new grad)", "-Tasha RN"; a given name of the lists, even an ordinary word
        "given_name_before_nursing_degree",
        r"-[ \t]?(?P<phi>[A-Z][a-z]+)[ \t]+(?:RN|RPN|RGN|LPN|LVN|CNA|EN|RM|SRN)\b(?![-/])",  # the dash first: fast
        "DOCTOR",
        0.75,
        validator=lambda name: (
            name.lower() in load_dictionary("first_names") and name.lower() not in load_dictionary("medical_terms")
        ),
    ),
    Pattern(
        # a signature or order line written surname first: "LIEBERMAN, ORLY MD", "Lieberman, Orly J., MD" (without
        # the comma form, "ORLY MD" read as a city and a state)
        "doctor_degree_surname_first",
        # (the look-ahead for the comma first: the medical-terms check is costly at every capitalised word)
        r"(?<![\w-])(?P<phi>(?=[A-Z][\w'-]*,)"
        + _NOT_MEDICAL
        + rf"(?:{_NAME_WORD}|{_CAPS_WORD}),[ \t]+(?:{_NAME_WORD}|{_CAPS_WORD})"
        r"(?:[ \t]+[A-Z]\.?)?),?[ \t]+" + _CLINICIAN_DEGREE + r"\b",
        "DOCTOR",
        0.85,
        requires=("md", "m.d.", "do", "d.o.", "np", "pa-c", "rn", "phd", "aprn", "cnp", "dnp", "pharmd"),
        prefilter=r"(?<=\s)" + _CLINICIAN_DEGREE + r"\b",
    ),
    Pattern(
        "patient_attribute",
        _PATIENT_FIELD + r"(?P<phi>" + _ATTRIBUTE_NAME + r")(?![\w-])",
        "PATIENT",
        0.85,
        validator=_starts_with_a_known_name,
        requires=("patient", "pt", "name", "client", "employee", "claimant", "worker", "student"),
    ),
    Pattern(
        "patient_attribute_before_field",
        # a title stays outside; a name in capitals may have no comma ("Patient: MS TRAN THI HOA        DOB: ...")
        _PATIENT_FIELD
        + r"(?:(?:MR|MRS|MS|MISS|MDM|Mr|Mrs|Ms|Miss|Mx|Mdm)\.?[ \t]+)?(?P<phi>"
        + _ATTRIBUTE_NAME
        + rf"|{_CAPS_WORD}(?: {_CAPS_WORD}){{1,3}}"
        # the surname in capitals first, as Singapore and Malaysia write it ("Patient: TAN Boon Huat   NRIC: ...")
        + rf"|{_CAPS_WORD}(?: {_NAME_WORD}){{1,3}})(?![\w-])"
        + _NEXT_HEADER_FIELD,
        "PATIENT",
        0.85,
        validator=_starts_with_an_uncommon_word,
        requires=("patient", "pt", "name", "client", "employee", "claimant", "worker", "student"),
    ),
    Pattern(
        # a part of a name in its own field, as a form or a report splits it ("Surname: MACLEOD       Forename: Morag
        # Isla", "Last name: Ndlovu", "Given names: Jae-won"): one to three words of a name, in capitals or not, to
        # the line's end or the next field after two spaces
        "name_part_field",
        r"(?m)(?:^|(?<=[ \t]{2})|(?<=\t)|(?<=[|;][ \t]))[ \t]*"
        r"(?i:surname|forenames?|(?:first|given|last|family|middle|maiden)[ \t]*names?)[ \t]*:[ \t]*"
        r"(?P<phi>(?:" + _NAME_WORD + "|" + _CAPS_WORD + r")(?:[ \t](?:" + _NAME_WORD + "|" + _CAPS_WORD + r")){0,2})"
        r"(?=[ \t]*(?:$|[ \t]{2}|\t|[,;|]))",
        "PATIENT",
        0.85,
        validator=lambda value: value.split()[0].lower() not in _NO_NAME_GIVEN,
        requires=("surname", "forename", "name"),
    ),
    Pattern(
        # a name in quotes after the word that gives it ('boyfriend (named as "Will")', 'a man called "Dre"', "known as
        # 'Nana Akos'"; not 'the so-called "Blue Book"') or after a friend ('friend "Gizmo" called to the house')
        "name_in_quotes_after_named",
        r"(?<![\w-])(?i:named|friend|mate|buddy|cousin|boyfriend|girlfriend|neighbou?r|"
        # (a person called so: not who called out a word, "he called 'Help' twice", nor a thing, 'what the doctors
        # called "Tetralogy"')
        + "(?:"
        + "|".join(f"(?<={who} )" for who in ("man", "guy", "boy", "kid", "woman", "girl", "lady", "bloke", "person"))
        + r")called|known[ \t]+as|goes[ \t]+by|nicknamed|calls[ \t]+himself|calls[ \t]+herself)"
        r"(?:[ \t]+as)?[ \t]+[\"\u201c'\u2018]"
        r"(?P<phi>[A-Z][a-z'\u2019-]+(?:[ \t][A-Z][a-z'\u2019-]+)?)[\"\u201d'\u2019]",
        "PATIENT",
        0.75,
        requires=(
            *("named", "called", "known as", "goes by", "nicknamed", "calls him", "calls her", "friend", "mate"),
            *("buddy", "cousin", "neighbo"),
        ),
    ),
    Pattern(
        "patient_regarding",
        r"(?m)^[ \t]*(?:RE|Re|Regarding|REGARDING)[ \t]*:[ \t]*(?P<phi>" + _ATTRIBUTE_NAME + r")(?![\w-])",
        "PATIENT",
        0.8,
        validator=_starts_with_a_known_name,
        requires=("re",),
    ),
    Pattern(
        # the writer's own name after "it's" or "this is" in a message or a post ("hey its bella again", "This is Kate
        # from Dr. Lee's office"): a known given name that is no ordinary word, before "again", "here", "from" or a
        # pause (`_is_only_a_given_name`: "it's me" names no one, "it's april again" is a month)
        "own_name_in_a_message",
        r"\b(?i:it['\u2019]?s|this[ \t]+is)[ \t]+(?P<phi>[A-Za-z][a-z]+|[A-Z]+)"
        r"(?=[ \t]*(?:[,.!]|(?i:again|here|from|calling)\b))",
        "PATIENT",
        0.7,
        validator=_is_only_a_given_name,
        requires=("it's", "its", "it\u2019s", "this is"),
    ),
    Pattern(
        # whom a message greets or thanks, by a given name ("hi Will! is Joy ok?", "Thank you Mia for driving me in",
        # "heya kath its mags", "thanks Priya!!"): capitalised, no ordinary word unless a given name ("Hi All", "Thank
        # God", "Hi there" name no one), or a known given name in lower case; where the greeting's clause ends
        "name_after_greeting",
        r"\b(?i:hi|hii+|hey|heya|hiya|hello|helo|thanks|thank[ \t]+you|thankyou|thx|ty|love[ \t]+you|miss[ \t]+you"
        r"|congrats|congratulations)[ \t]*,?[ \t]+"
        r"(?P<phi>(?=[A-Z][a-z])(?!<<common_words-first_names>>\b)(?!<<medical_terms>>\b)[A-Z][a-z'-]+"
        r"|(?=[a-z])(?!<<common_words>>\b)<<first_names>>)"
        r"(?![\w-])(?=[ \t]*(?:[!,.?:;)]|\r?$|[ \t]+(?:for|and|&|so|you|xx+|x|its|it's|is|i|we)\b))",
        "PATIENT",
        0.65,
        re.MULTILINE,
        validator=lambda who: who.lower() not in _NOT_GREETED,  # a role, a tie or a pet name ("Hello Doctor", "hi Mum")
        requires=("hi", "hey", "hello", "helo", "thank", "thx", "ty", "love you", "miss you", "congrat"),
    ),
    Pattern(
        # a name before an age in a bracketed list of people and their ages ("We have 3 kids (Jomar 17, Kyla 13, Bunso
        # 6)"): one capitalised word that is no ordinary word nor a medical term ("(Bed 4, Ward 12)", "(Tylenol 500,
        # Advil 200)" name no one); an item followed by another, or the last after a comma or "and"
        "name_before_age_in_a_list",
        age_list_item("name"),
        "PATIENT",
        0.65,
        prefilter=AGE_LIST_PREFILTER,
    ),
    Pattern(
        # the same before "from" or "here", where a given name that is also an ordinary word names the writer too
        # ("Hey Mark!! It's Hope from church", "This is Will here", "this is Grace from the pharmacy"); not a tie
        # ("It's Mum here")
        "own_name_before_from_or_here",
        r"\b(?i:it['\u2019]?s|this[ \t]+is)[ \t]+(?P<phi>[A-Z][a-z]+)(?=[ \t]+(?:from|here)\b)",
        "PATIENT",
        0.7,
        validator=lambda name: is_a_listed_given_name(name) and name.lower() not in _NOT_CHAT_WRITERS,
        requires=("it's", "its", "it\u2019s", "this is"),
    ),
    Pattern(
        # a nickname in quotes after its cue: 'goes by "Hopey"', "prefers to be called 'Red'", 'a.k.a. "Tiny"', 'known
        # as "Bubba"'; the name a capitalised word or two
        "nickname_in_quotes",
        r"\b(?i:goes[ \t]+by|prefers|(?:prefers|likes|wants|asks)[ \t]+to[ \t]+be[ \t]+called|a\.?k\.?a\.?|nick-?named"
        r"|nickname(?:[ \t]+is)?|known[ \t]+as)[ \t]*:?[ \t]*[\"“'‘]"
        r"(?P<phi>[A-Z][\w.'-]*(?:[ \t][A-Z][\w.'-]*)?)[\"”'’](?!\w)",
        "PATIENT",
        0.8,
        requires=("goes by", "prefer", "to be called", "aka", "a.k.a", "nickname", "nick-name", "known as"),
    ),
    Pattern(
        # a nickname without quotes after "goes by", "nicknamed" or "a.k.a.", one word that ends the clause: "who goes
        # by Bob, presents", "AKA Junior." (not "the bus goes by Main St", "goes by Uber to dialysis")
        "nickname_after_cue",
        r"\b(?i:goes[ \t]+by|nick-?named|a\.k\.a\.|aka)[ \t]+(?P<phi>(?!<<medical_terms>>\b)[A-Z][a-z][\w'-]*)"
        r"(?=[ \t]*(?:[,.;:)!]|$))",
        "PATIENT",
        0.75,
        requires=("goes by", "nickname", "nick-name", "aka", "a.k.a"),
    ),
    Pattern(
        # (Singapore's and Malaysia's "Mdm" and "Madam": "Re: Madam Ng Ah Moi", "Mdm Tan Siew Lan called")
        "patient_title",
        # (an ordinary word that is also a surname counts: "teaching assistant Mrs Page", "Mr Bill", "Miss Hope")
        r"\b(?:(?:Mr|Mrs|Ms|Mx|Mdm|Mme)\.?|Miss|Madam)[ \t]+(?P<phi>(?!<<common_words-last_names>>\b)"
        + _NAME
        + r")(?![\w-])",
        "PATIENT",
        0.8,
        requires=("mr", "ms", "mx", "miss", "mdm", "mme", "madam"),
    ),
    Pattern(
        "relative_after_relationship",
        r"(?:\b(?i:my|his|her|their|pt'?s|patient'?s|the|a|and|with|by|whose|your|our)[ \t]+(?i:" + RELATIONSHIP + r")"
        r"|\b" + RELATIONSHIP + r")" + _TITLE_THEN_RELATIVE_NAME,
        "NAME-RELATIVE",
        0.8,
        requires=RELATIONSHIP_STEMS,
    ),
    Pattern(
        # a parent's name after "son of" or "daughter of" as South Asian and Nigerian records write it ("Muhammad
        # Arshad s/o Ghulam Rasool", "Ayesha d/o Late Abdul Karim", "S/O MOHAMMED IQBAL"); not "w/o", which notes
        # write for "without"
        "relative_after_son_or_daughter_of",
        # the child's name before it, a listed given name or surname ("CXR s/o", "Findings s/o": "suggestive of")
        r"(?<![\w-])(?=[A-Za-z][A-Za-z'-]*[ \t]+(?:[sSdD]/[oO]|[sSdD]\.[ \t]?[oO]\.)[ \t])"
        r"(?=(?:<<first_names>>|<<last_names>>)[ \t])(?:" + PROPER_WORD + r"|[A-Z]{3,})[ \t]+"
        r"(?:[sSdD]/[oO]|[sSdD]\.[ \t]?[oO]\.)[ \t]+(?:(?:Late|LATE|late|Mr|MR|Shri|Sh)\.?[ \t]+)?"
        # (two to four words, one space apart, none an ordinary word nor a medical term: "s/o" is also "suggestive of",
        # "CXR s/o Pneumonia", "s/o Acute Appendicitis")
        r"(?P<phi>"
        + _NOT_ORDINARY_NOR_MEDICAL
        + PROPER_WORD
        + r"(?: "
        + _NOT_ORDINARY_NOR_MEDICAL
        + PROPER_WORD
        + r"){1,3}"
        r"|" + _CAPS_WORD + r"(?: " + _CAPS_WORD + r"){1,3})(?![\w-])",
        "NAME-RELATIVE",
        0.8,
        requires=("s/o", "d/o", "s.o", "d.o", "s. o", "d. o"),
    ),
    Pattern(
        # capitalised with nothing before it, only before a known given name that is no ordinary word: "RIP Grandpa
        # Walt", not "Mother Deceased", "Father Will" (a rule apart, tried only in notes where such a word starts a
        # name: its capitals would make the rule above try every capitalised word)
        "relative_after_capitalised_relationship",
        r"\b"
        + CAPITALISED_RELATIONSHIP
        + r"(?=[ \t]+(?!<<common_words>>\b)<<first_names>>(?![\w-]))"
        + _TITLE_THEN_RELATIVE_NAME,
        "NAME-RELATIVE",
        0.8,
        requires=RELATIONSHIP_STEMS,
        prefilter=r"\b" + CAPITALISED_RELATIONSHIP + r"[ \t]+[A-ZÀ-ÖØ-Þ]",
    ),
    Pattern(
        # a relative named with the kinship word as a title, as families say it ("Don't worry, Uncle Obi is bringing
        # his clothes", "Auntie Funmi", "Tita Merly"): any capitalised name that is no ordinary word nor medical term
        # (not "Grandma Says hi"); in capitals a known given name ("GRANDMA ROSA", not "UNCLE DIED")
        "relative_after_kinship_title",
        r"\b(?:(?:"
        + "|".join(_KINSHIP_TITLES)
        + r")[ \t]+(?=[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ])|(?:"
        + "|".join(title.upper() for title in _KINSHIP_TITLES)
        + r")[ \t]+(?=<<first_names>>(?![\w-])))(?P<phi>"
        + _NOT_ORDINARY_NOR_MEDICAL
        + PROPER_WORD
        + r"(?:[ \t]+"
        + _NOT_ORDINARY_NOR_MEDICAL
        + PROPER_WORD
        + r")?|[A-Z][A-Z'-]+)(?![\w-])",
        "NAME-RELATIVE",
        0.75,
        requires=("uncle", "aunt", "grand", "granny", "nana", "nanna", "lola", "lolo", "tita", "tito", "kuya"),
    ),
    Pattern(
        # a relative's name in brackets after the relationship: "Daughter (Chioma) at bedside", "brought by mom
        # (Tanisha)", "twins (Aaliyah & Amari)"; one or two names starting with a known given name (a family-history
        # row puts a condition there: "Mother (Deceased)", "Father (Diabetes, HTN)")
        "relative_in_brackets",
        r"\b(?=[A-Za-zé-]+[ \t]*\()(?i:"  # the bracket looked for first: the relationship words cost more
        + RELATIONSHIP
        + r"|twins|parents|kids|children|sons|daughters)[ \t]*\([ \t]*(?P<phi>"
        + _KNOWN_GIVEN_NAME
        + _RELATIVE_NAME
        + r"(?:[ \t]*(?:&|and|y)[ \t]*"
        + _KNOWN_GIVEN_NAME
        + _RELATIVE_NAME
        + r")?)[ \t]*[),]",
        "NAME-RELATIVE",
        0.8,
        requires=RELATIONSHIP_PREFIXES,
        starts_with_required=True,
    ),
    Pattern(
        "relative_contact_line",
        r"(?m)^[ \t]*(?i:emergency[ \t]+contact|next[ \t]+of[ \t]+kin|NOK|contact[ \t]+person|health[ \t]*care[ \t]+"
        r"proxy|HCP|guardian|parent|carer|caregiver|informant|owner)[ \t]*:[ \t]*(?P<phi>"
        + _ATTRIBUTE_NAME
        + r")(?![\w-])",
        "NAME-RELATIVE",
        0.8,
        validator=_starts_with_a_known_name,
        requires=(
            "contact",
            "kin",
            "nok",
            "proxy",
            "hcp",
            "guardian",
            "parent",
            "carer",
            "caregiver",
            "informant",
            "owner",
        ),
    ),
    Pattern(
        "given_name_initial",
        r"(?<![\w.-])(?P<phi>" + PROPER_WORD + r"[ \t]+[A-Z]\." + _SURNAME_AFTER_GIVEN + r")(?![\w-])",
        "PATIENT",
        0.7,
        validator=_starts_with_a_known_given_name,
        requires=(".",),
        prefilter=r"[a-z][ \t]+[A-Z]\.",
    ),
    Pattern(
        # initials named as such: "(initials R.M.T.)", "Initials: JD", "pt initials K.L."
        "initials_after_keyword",
        r"\b(?i:initials)[ \t]*[:=-]?[ \t]*(?P<phi>[A-Z]\.?(?:[ \t]?[A-Z]\.?){1,3})(?![\w])",
        "PATIENT",
        0.8,
        requires=("initials",),
    ),
    Pattern(
        "initials_surname",
        r"(?<![\w.'-])" + _NOT_AFTER + r"(?P<phi>[A-Z]\.[ \t]?(?:[A-Z]\.[ \t]?)?" + PROPER_WORD + r")(?![\w-])",
        "PATIENT",
        0.7,
        validator=_known_surname_after_initials,
        requires=(".",),
        prefilter=r"[A-Z]\.[ \t]?[A-Z]",
    ),
    Pattern(
        "patient_after_cue",
        # "PT" in capitals is as often physical therapy: no ordinary word after it ("PT Daily Note")
        r"(?:\bPT[ \t]+(?!<<common_words>>\b|(?:Daily|Weekly|Progress|Initial|Eval(?:uation)?|Session|Treatment|Goals?|"
        r"Re-?eval|Recert|Plan|Orders?|Consult)\b)|\b(?:[Pp]t|pT|(?i:patient))[ \t]+)"
        r"(?P<phi>" + PROPER_WORD + _SURNAME_AFTER_GIVEN + r")(?![\w-])",
        "PATIENT",
        0.7,
        validator=_starts_with_a_known_given_name,
        requires=("pt", "patient"),
    ),
    Pattern(
        # a given name and a surname that are ordinary words too ("Pt Will Hope was seen", "Patient Grace Young
        # reports"), read as a name where the patient cue stands before them and what a patient does after them
        "patient_named_before_verb",
        r"\b(?:[Pp]t|PT|(?i:patient))\.?[ \t]+(?P<phi>" + PROPER_WORD + r"[ \t]+" + PROPER_WORD + r")"
        r"(?=[ \t]+(?i:" + SUBJECT_VERBS + r")\b)",
        "PATIENT",
        0.65,  # below `patient_after_cue`, which reads the same name where its given name is no word
        validator=_only_known_names,
        requires=("pt", "patient"),
    ),
    Pattern(
        "person_after_contact_cue",
        r"(?i:\b(?:spoke|spoken|talked|met)[ \t]+(?:with|to)[ \t]+|\b(?:called|call|calling|seen|saw)[ \t]+)"
        r"(?P<phi>" + PROPER_WORD + _SURNAME_AFTER_GIVEN + r")(?![\w-])",
        "NAME-RELATIVE",
        0.7,
        validator=_starts_with_a_known_given_name,
        requires=("spoke", "spoken", "talked", "met", "call", "seen", "saw"),
        starts_with_required=True,
    ),
    Pattern(
        "signature_dash",
        r"(?m)^[ \t]*(?:--|-|~|—)[ \t]*(?P<phi>" + PROPER_WORD + r"(?:[ \t]+" + PROPER_WORD + r")?)[ \t]*$",
        "PATIENT",
        0.7,
        validator=lambda name: _starts_with_a_known_given_name(name) or _given_name_then_surname(name),
        requires=("-", "~", "—"),
    ),
    Pattern(
        # a clinician's initials signing a sentence after a dash ("... the key portions of the visit. -TA  Copy to
        # patient", "can pick him up after 0250.  -ST"): two or three capitals, then two spaces or the line's end
        "signature_initials_after_dash",
        # (the dash first, so that the engine skips to one; one or two spaces before it)
        # or alone on a line ("\n-RAT"); in capitals, as a name's initials are written ("-Kd") or in lower case ("-ta")
        r"-(?:(?:(?<=[.!?)\"][ \t]-)|(?<=[.!?)\"][ \t]{2}-))[ \t]?|(?<=\n-)(?![ \t]))"  # a list's "- BPH" is none
        r"(?P<phi>[A-Z]{2,3}|[A-Z][a-z][A-Z]?|[a-z]{2,3})(?=[ \t]{2,}|[ \t]*(?:\r?\n|\Z))",
        "DOCTOR",
        0.7,
        validator=_may_be_initials,
        requires=("-",),
    ),
    Pattern(
        # someone introduced by "named" ("saw a PA named Devon", "a pa named devon", "A NURSE NAMED KELLY"): one
        # word, or two, that the name lists hold and no list of ordinary or medical words ("a drug named Keytruda"
        # stays free)
        "person_named",
        r"\b(?:named|NAMED|Named)[ \t]+(?P<phi>[A-Z][a-z'-]+(?:[ \t]+[A-Z][a-z'-]+)?|[a-z][a-z'-]+|[A-Z][A-Z'-]+)"
        r"(?![\w-])",
        "PATIENT",
        0.7,
        validator=_each_a_known_name_not_a_word,
        requires=("named",),
        starts_with_required=True,
    ),
    Pattern(
        # a person named right before a date of birth in brackets or after a comma ("Seen today: Will Hope (DOB
        # 1/2/1960)", "GORDON PIKE, DOB 3/4/51"): two or three capitalised words, even ordinary ones, in mixed case or
        # in capitals; not a field's name ("Patient Name (DOB)")
        "name_before_birth_date",
        r"(?<![\w'-])(?P<phi>" + PROPER_WORD + r"(?:[ \t]+(?:" + PROPER_WORD + r"|[A-Z]\.)){1,2}"
        r"|" + _CAPS_WORD + r"(?:[ \t]+(?:" + _CAPS_WORD + r"|[A-Z]\.)){1,2})"
        r"[ \t]*(?:\([ \t]*|,[ \t]*)(?:DOB|D\.O\.B\.?|[Dd]ob|[Dd]ate[ \t]+of[ \t]+[Bb]irth|DATE[ \t]+OF[ \t]+BIRTH)\b",
        "PATIENT",
        0.7,
        validator=_no_field_word,
        requires=("dob", "d.o.b", "date of birth"),
    ),
    Pattern(
        # a staff member's initials signing a phone note or an entry before its date ("Routed to Dr. Feldstein. --
        # KMH 11/22/2026 14:10", "-- jl 3/4"): after a double or long dash, two to four letters in one case
        "signature_initials_before_date",
        r"(?:--|\u2014|\u2013)[ \t]*(?P<phi>[A-Z]{2,4}|[a-z]{2,4})"
        r"(?=[ \t]*,?[ \t]+\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/]))",
        "DOCTOR",
        0.7,
        validator=_may_be_initials,
        requires=("--", "\u2014", "\u2013"),
    ),
    Pattern(
        # the staff of an operation or a procedure in their fields ("Scrub: Tré Batiste     Circulator: Jolene
        # Guidry", "First assist: Jae Min", "Perfusionist: R. Okoye", "Witness: Maria Lopez"): one to four words of a
        # name, no ordinary word first ("Chaperone: Nurse offered"), a title before or not, to the field's end (the
        # line's, two spaces, a comma, a slash); not an interpreter's, which names a language as often
        "procedure_staff_field",
        r"(?m)(?:^|(?<=[ \t]{2})|(?<=\t)|(?<=[|;/][ \t]))[ \t]*"
        r"(?i:scrub(?:[ \t]+(?:nurse|tech|technician))?|circulat(?:or|ing[ \t]+nurse)|first[ \t]+assist(?:ant)?"
        r"|second[ \t]+assist(?:ant)?|perfusionist|anaesthetist|anesthetist|scribe|recorder|witness(?:ed[ \t]+by)?"
        r"|chaperone)[ \t]*:[ \t]*(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?[ \t]+)?"
        r"(?P<phi>(?!<<common_words-first_names>>\b)"
        r"(?!(?i:none|pending|declined|offered|present|refused|unknown|tbd|self|not|same|see)\b)"
        + _NAME_WORD
        + r"(?:[ \t]"
        + _NAME_WORD
        + r"){0,3})"
        r"(?=[ \t]*(?:$|[ \t]{2}|\t|[,;/|(]))",
        "DOCTOR",
        0.8,
        requires=(
            *("scrub", "circulat", "first assist", "second assist", "perfusionist", "anaesthetist", "anesthetist"),
            *("scribe", "recorder", "witness", "chaperone"),
        ),
    ),
    Pattern(
        # someone named after a role that is no relative ("probation officer Gerell Peasant", "case manager Gloria
        # Espinoza", "social worker Ann Lee"): as the i2b2-style notes mark them, a DOCTOR; in a note in one case one or
        # two words that are no ordinary or medical word ("first saw therapist kiko glud", "PROBATION OFFICER GERELL
        # PEASANT"; not "therapist said", "case manager will call")
        "staff_after_role",
        r"\b(?i:" + ROLES_BEFORE_NAMES + r"|"
        r"therapist|counsell?or|psychologist|nurse[ \t]+practitioner|interpreter|chaplain|pharmacist|educator|"
        r"dietitian|dietician|nutritionist|navigator|midwife)[ \t]+(?!(?:"
        + "|".join(sorted(MESSAGE_WORDS))
        + r")\b)(?P<phi>"
        + _ROLE_NAME
        + r"(?![a-z'-])|"
        + _UNCOMMON_ONE_CASE_WORD
        + r"(?:[ \t]"
        + _UNCOMMON_ONE_CASE_WORD
        + r")?)",
        "DOCTOR",
        0.75,
        validator=_a_role_name,
        requires=(
            *("officer", "manager", "worker", "therapist", "counsel", "psychologist", "practitioner", "interpret"),
            *("chaplain", "pharmacist", "educator", "dietitian", "dietician", "nutritionist", "navigator", "midwife"),
        ),
    ),
    Pattern(
        # a patient named by a given name alone at the start of a sentence, before what a patient does ("Nube feels
        # \"much better\"", "Evaleen ambulated to bathroom"): no ordinary or medical word ("Pain feels", "Mother
        # reports")
        "patient_before_verb",
        _SENTENCE_START
        + r"(?!(?:She|He|They|We|You|It|This|That|There|Patient|Pt|Who|Family|Mom|Dad)\b)"
        + r"(?P<phi>[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)(?=[ \t]+"
        + SUBJECT_VERBS
        + r"\b)",
        "PATIENT",
        0.7,
        validator=_names_a_subject,
        requires=_SUBJECT_VERB_WORDS,
    ),
    Pattern(
        # the same in a note written all in one case ("interval events: tajinae feels", "EVENTS: EVALEEN AMBULATED"):
        # a sentence starts in lower case only there, and its verb is in the name's case
        "patient_before_verb_one_case",
        _SENTENCE_START
        + r"(?!(?i:she|he|they|we|you|it|i|this|that|there|patient|pt|who|family|mom|dad|still|now|today|also)\b)"
        + r"(?P<phi>[a-z]{3,}(?:-[a-z]+)?(?=[ \t]+"
        + SUBJECT_VERBS
        + r"\b)|[A-Z]{3,}(?:-[A-Z]+)?(?=[ \t]+"
        + _in_capitals(SUBJECT_VERBS)
        + r"\b))",
        "PATIENT",
        0.7,
        validator=_names_a_subject,
        requires=_SUBJECT_VERB_WORDS,
    ),
    Pattern(
        # a header's name field in a note in one case, one to three words before the next field ("patient: cheryn
        # age: 35   sex: f", "PATIENT: KYIEL   AGE: 43"); no ordinary word ("patient: unknown   age: 60")
        "patient_field_one_case",
        r"(?m)^[ \t]*(?i:patient|pt|name|patient[ \t]+name|pt[ \t]+name)[ \t]*:[ \t]*"
        r"(?P<phi>[a-z][a-z'-]+(?:[ \t][a-z][a-z'-]+){0,2}(?=(?i:" + _NEXT_FIELD_WORDS + r"))"
        r"|[A-Z][A-Z'-]+(?=" + _in_capitals(_NEXT_FIELD_WORDS) + r"))",
        "PATIENT",
        0.8,
        validator=_starts_with_an_uncommon_word,
        requires=("patient", "pt", "name", "client", "employee", "claimant", "worker", "student"),
    ),
    Pattern(
        # whom a note will call, in one case, with the number after ("will call semhar at 441-306-4122", "CALL
        # BRENDALIZ AT (924) 709-5956", "CALL WILL ON 07700 900731"); no role, relative or ordinary word other than a
        # given name ("call pharmacy at", "call wife at")
        "person_to_call_one_case",
        r"\b(?i:call)[ \t]+"
        r"(?P<phi>[a-z][a-z'-]{2,}(?=[ \t]+(?:at|on)[ \t]+[(+]?\d)|[A-Z][A-Z'-]{2,}(?=[ \t]+(?:AT|ON)[ \t]+[(+]?\d))",
        "NAME-RELATIVE",
        0.7,
        validator=lambda mention: (
            _first_word(mention) not in _NOT_SUBJECTS
            and (_starts_with_an_uncommon_word(mention) or is_a_listed_given_name(mention))
        ),
        requires=("call",),
    ),
    Pattern(
        # whom to call or text, capitalised, with the number after ("Call or text Rose at (908) 555-0143", "text
        # Marcus on 0412 555 019"): a listed given name or no ordinary word, no role ("Call Pharmacy at")
        "person_to_call",
        r"\b(?i:call|text|call[ \t]+or[ \t]+text|text[ \t]+or[ \t]+call|contact|reach)[ \t]+"
        r"(?!(?:Dr|Mr|Mrs|Ms|Miss|Doctor|Nurse|Office|Clinic|Pharmacy|Us|Me|Him|Her|Them|Reception)\b)"
        r"(?P<phi>[A-Z][a-z'-]+(?:[ \t]+[A-Z][a-z'-]+)?)(?=[ \t]+(?:(?:at|on)[ \t]+)?[(+]?\d)",
        "NAME-RELATIVE",
        0.7,
        validator=lambda mention: (
            _first_word(mention) not in _NOT_SUBJECTS
            and (is_a_listed_given_name(mention.split()[0]) or _starts_with_an_uncommon_word(mention))
        ),
        requires=("call", "text", "contact", "reach"),
        starts_with_required=True,
    ),
    Pattern(
        "signature_after_closing",
        r"(?m)^[ \t]*(?i:thanks|thank[ \t]+you|(?:kind|warm|warmest|many)[ \t]+regards|regards"
        r"|best(?:[ \t]+(?:regards|wishes))?|all[ \t]+the[ \t]+best|sincerely|yours(?:[ \t]+(?:truly|sincerely))?"
        r"|cheers|(?:with[ \t]+|much[ \t]+|lots[ \t]+of[ \t]+)?love|xo|xoxo|xx|hugs|warmly"
        r"|take[ \t]+care|talk[ \t]+soon)"
        r"[ \t]*[,!.]?[ \t]*"
        r"\r?\n[ \t]*(?P<phi>" + PROPER_WORD + r"(?:[ \t]+" + PROPER_WORD + r")?)[ \t]*$",
        "PATIENT",
        0.7,
        validator=_starts_with_a_known_given_name,
        requires=(
            *("thank", "regards", "best", "sincerely", "yours", "cheers", "love", "xo", "xx", "hugs", "warmly"),
            *("take care", "talk soon"),
        ),
    ),
    Pattern(
        "username_after_role",
        r"\b(?:(?i:technologist|tech|(?:transcriptionist|scribe)[ \t]+ID)|Transcribed by|Dictated by|Entered by"
        r"|Signed by|Author|User(?:name)?|Login|TRANSCRIBED BY|DICTATED BY|ENTERED BY|SIGNED BY|AUTHOR|USER(?:NAME)?"
        r"|LOGIN)"
        # in a note in capitals, with its digits ("TECHNOLOGIST: EORELLAMAL4"); a user name with an underscore
        # ("Transcriptionist ID: tr_mkelly")
        r"[ \t]*:[ \t]*(?P<phi>[a-z]{2,}[0-9]{0,4}|[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]"
        r"|(?<=[A-Z]:)[A-Z]{2,}[0-9]{1,4}|(?<=[A-Z]:[ \t])[A-Z]{2,}[0-9]{1,4})"
        r"\b(?!@|\.\w)",
        "USERNAME",
        0.8,
        validator=not_a_common_word,
        requires=("tech", "transcri", "scribe", "dictated", "entered", "signed", "author", "user", "login"),
    ),
    Pattern(
        # the first of children or siblings named with their ages in brackets ("do his siblings Thandi (6) and Sipho
        # (11) need treatment", "our kids, Maya (4) and Leo (2)"): the age after each name is read by the
        # ages-after-names correction
        "relatives_named_with_ages",
        r"\b(?i:siblings|kids|children|sons|daughters|grandkids|grandchildren|grandsons|granddaughters|brothers"
        r"|sisters|twins|boys|girls)[ \t]*[:,]?[ \t]+(?P<phi>" + PROPER_WORD + r")(?=[ \t]*\(\d{1,2}\))",
        "NAME-RELATIVE",
        0.75,
        requires=(
            *("sibling", "kids", "children", "sons", "daughters", "grandkids", "grandchildren", "grandsons"),
            *("granddaughters", "brothers", "sisters", "twins", "boys", "girls"),
        ),
    ),
    Pattern(
        # a user ID of letters and digits after "by", as a lab's log signs a result ("read back by L. Moua, RN at 22:04
        # by tnguyen3."): lower-case letters, then one to four digits
        "username_after_by",
        r"\b(?i:by)[ \t]+(?!(?:covid|sars|hiv|hpv|hsv|cmv|ebv|mers|vitd|hba)\d)"  # a virus or a lab test
        r"(?P<phi>[a-z]{3,}\d{1,4})(?![\w@-]|\.\w)",
        "USERNAME",
        0.7,
        validator=not_a_common_word,
        requires=("by",),
    ),
    Pattern(
        # someone a note spoke with or called, with the number they were reached at ("Spoke with Memphys at
        # 3053034288"); no role, relative or ordinary word ("spoke with Pharmacy at 555-0100")
        "person_reached_at_number",
        r"\b(?i:spoke[ \t]+(?:with|to)|talked[ \t]+(?:with|to)|called|reached)[ \t]+"
        r"(?!(?:Dr|Drs|Mr|Mrs|Ms|Miss|Mx)\b)(?P<phi>" + PROPER_WORD + r"(?:[ \t]+" + PROPER_WORD + r")?)"
        r"(?=[ \t]+at[ \t]+[(+]?\d)",
        "NAME-RELATIVE",
        0.7,
        validator=_names_a_subject,
        requires=("spoke", "talked", "called", "reached"),
    ),
    Pattern(
        # "Transcribed by kmw.", "Typed by: JLS", "Transcriptionist: rmc", "Dictated by: HOL  Transcribed by: mk"
        "typist_initials",
        r"(?m)\b(?i:(?:transcribed|typed|dictated)[ \t]+by|transcriptionist)[ \t]*:?[ \t]*"
        r"(?P<phi>[a-z]{2,4}|[A-Z]{2,4})"
        r"(?=[ \t]*(?:[.;,)]|\r?$)|[ \t]+(?i:transcribed|typed|dictated|transcriptionist|DD|DT|date|job)\b)",
        "DOCTOR",
        0.7,
        validator=_typist_initials,
        requires=("transcri", "typed", "dictated"),
    ),
    Pattern(
        "dictation_initials",
        r"(?m)(?=[A-Z]{2,4}/[a-z])(?:(?<![^\n])|(?<=\d)|(?<=[\d\n][ \t]))(?P<phi>[A-Z]{2,4}/[a-z]{2,4})[ \t]*$",
        "DOCTOR",
        0.7,
        validator=_not_a_dose_route,
        requires=("/",),
        prefilter=r"(?m)[A-Z]/[a-z]{2,4}[ \t]*$",
    ),
    Pattern(
        # the same with a colon, on its own line under a signature or above the dictation's dates or the copies
        # ("Harold T. Brennan, M.D.\nHTB:lmc\nD: 03/09/87", "EP:dw\ncc: ..."); not a field's value ("ROS:neg")
        "dictation_initials_with_colon",
        r"(?m)(?:^[^\n]*(?:M\.D\.|\bMD|D\.O\.|\bDO)[ \t]*\r?\n(?P<signed>)|^)[ \t]*"
        r"(?P<phi>[A-Z]{2,4}:[A-Za-z]{2,4})[ \t]*"
        r"(?(signed)(?=\r?$)|(?=\r?\n[ \t]*(?:D|DD|DT|T|cc|CC|Dictated|Transcribed|Job|Document)\b[ \t]*[:.#]))",
        "DOCTOR",
        0.7,
        requires=(":",),
        prefilter=r"(?m)^[ \t]*[A-Z]{2,4}:[A-Za-z]{2,4}[ \t]*$",
    ),
    Pattern(
        "room_number",
        # "Room 512-B", "ROOM: 512-B", "in room 7", "Bed 4B" ("bed" in lower case is too often rest: "bed 3 days")
        r"\b(?:(?i:rm\.?|room)|Bed|BED)[ \t]*(?:#|:|No\.?)?[ \t]*"
        r"(?P<phi>[A-Za-z]?\d{1,4}[A-Za-z]?(?:-(?:\d{1,4}[A-Za-z]?|[A-Za-z]\b))?)\b"
        r"(?![ \t]*(?i:min|minutes|hrs?|hours?|days?|weeks?|times|deg|x\b|%|°))",  # "in the waiting room 3 hours"
        "ROOM",
        0.8,
        requires=("rm", "room", "bed"),
        starts_with_required=True,
    ),
)
"""Clinician-name rules, English notes."""
