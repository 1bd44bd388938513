"""Corrections of person and clinician names (Lee et al. 2017 §3.3.4, step 2).

A clinician's degrees cut off and the name made DOCTOR ("Peter Huang MD"), a name that runs on into its practice
split from it ("Lena Oyelaran, Brookside Clinic"), a span inside a medical term named after people dropped
("Jackson-Pratt drain"), a name cut at its possessive "'s" joined ("St. Mary" + "s"), and a person's name that
stopped before its surname particles extended over them ("Ruiz" + "de la Fuente").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from difflib import get_close_matches
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.merge.corrections.common import (
    _AUXILIARIES,
    _HOSPITAL_WORDS,
    _PERSON_LABELS,
    _VERB_FORM,
    NARRATIVE_VERBS,
    _corrected,
    _line_has_capitals,
    _line_has_lower_case,
    _stands_alone,
)
from phiscrub.merge.union import DOUBTFUL
from phiscrub.resources.dictionaries import is_known_name, load_dictionary
from phiscrub.taggers.clinical_words import (
    ABBREVIATIONS_ALSO_NAMES,
    ABBREVIATIONS_WITH_DIGITS,
    TWO_LETTER_ABBREVIATIONS,
    is_clinical_abbreviation,
)
from phiscrub.taggers.rules.names import MONTHS_AND_DAYS, RELATIONSHIP, ROLES_BEFORE_NAMES, SUBJECT_VERBS
from phiscrub.taggers.rules.professions import is_an_occupation_word

_CREDENTIALS: Final = (
    "M.D.", "MD", "D.O.", "DO", "Ph.D.", "PhD", "PharmD", "Psy.D.", "PsyD", "R.N.", "RN", "N.P.", "NP", "NP-C",
    "PA-C", "APRN", "FNP", "FNP-C", "FNP-BC", "ANP", "ACNP", "CNP", "DNP", "CNM", "CRNA", "LPN", "BSN", "MSN",
    "LCSW", "LICSW", "MSW", "DDS", "DMD", "DPM", "DPT", "MBBS", "MBChB", "MPH", "FACC", "FACP", "FACS", "FAAP",
    "FAAFP", "FACEP", "FACOG", "FCCP", "FAHA", "FASN", "FACG", "FAAN", "FRCP", "FRCPC", "FRCS", "MRCP", "CCRN", "CNS",
    "RRT", "LMFT", "LPC", "LMHC", "BCBA", "RPh",
    # outside the US and other professions: midwives, mental health and general nurses, genetic counsellors,
    # audiologists, sleep physicians, optometrists, dentists, foundation doctors, dietitians, therapists, pharmacists
    "RM", "RMN", "RGN", "RPN", "CGC", "MAud", "MAudA", "CCP", "D.ABSM", "DABSM", "O.D.", "OD", "MDS", "BDS", "FY1",
    "FY2", "MRCGP", "FRACGP", "FRACP", "FRANZCP", "MBBCh", "BSc", "MSc", "RD", "RDN", "OTR/L", "OTR", "CCC-SLP",
    "BPharm", "MPharm", "MRPharmS", "BCPS",
    # board certifications and counsellors' licences: addiction, oncology and hospice nursing, dermatology, case
    # management, diabetes education, wound care
    "LADAC", "DABAM", "FASAM", "CADC", "LCADC", "OCN", "AOCN", "CHPN", "FAAD", "CCM", "CDE", "CDCES", "CWOCN", "CWS",
)  # fmt: skip
"""Degrees and licences written after a clinician's name ("Peter Huang, MD"), as written (case matters: "Do" and
"do" are words). No state code that is also a degree ("PA", "MS"): after a place it is PHI."""
_CREDENTIAL: Final = "(?:" + "|".join(re.escape(form) for form in sorted(_CREDENTIALS, key=len, reverse=True)) + ")"
_CREDENTIAL_END: Final = r"(?![\w-]|\.\w)"  # not "D.O.B." nor "MDs"; "DO" only before a line end or punctuation
_CREDENTIALS_AFTER: Final = re.compile(
    rf"(?:[ \t]*,[ \t]*|[ \t]+)(?!DO\b(?![ \t]*(?:[,;.)]|$)))({_CREDENTIAL}){_CREDENTIAL_END}"
    rf"|[ \t]*\([ \t]*({_CREDENTIAL})[ \t]*\)",
    re.MULTILINE,
)
_PROVIDER_CREDENTIAL: Final = (
    "(?:"
    + "|".join(
        re.escape(form) for form in sorted(set(_CREDENTIALS) - {"M.D.", "MD", "D.O.", "DO"}, key=len, reverse=True)
    )
    + ")"
)
_PROVIDER_CREDENTIALS_AT_END: Final = re.compile(rf"(?:[ \t]+{_PROVIDER_CREDENTIAL}{_CREDENTIAL_END})+$")
_PLACE_LABELS_OF_NAMES: Final = frozenset({"HOSPITAL", "ORGANIZATION", "CITY", "LOCATION-OTHER"})
"""Labels a clinician's name with a nurse's or other provider's degree after it ("Amanda Kessler NP") is taken for;
not "MD" or "DO", state codes after a town ("Frederick MD")."""
_CREDENTIALS_AT_END: Final = re.compile(rf"(?:(?:[ \t]*,[ \t]*|[ \t]+){_CREDENTIAL}{_CREDENTIAL_END})+$")
_ONLY_CREDENTIALS: Final = re.compile(rf"{_CREDENTIAL}(?:(?:[ \t]*,[ \t]*|[ \t]+){_CREDENTIAL})*{_CREDENTIAL_END}")
_NAME_JOINT: Final = re.compile(r"[ \t]*,?[ \t]*")
_DEGREES_JOINT: Final = re.compile(rf"(?:[ \t]*,?[ \t]*{_CREDENTIAL}{_CREDENTIAL_END})*[ \t]*,?[ \t]*")
"""What may part a name from a later degree: a comma or spaces, and the degrees before it ("Deshpande, MD, FAAP")."""


_ROLE_BEFORE_NAME: Final = re.compile(
    r"(?:RN|R\.N\.|NP|N\.P\.|PA|PA-C|LPN|CNA|APRN|CRNA|CNM|FNP|CNS|RRT|PharmD|RPh)[ \t]+(?=[A-Z][a-z])"
)
"""A provider's role written before the name as a title ("discussed with charge RN Abernathy", "NP Kessler")."""


def _without_role_before(span: Span, text: str) -> Span | None:
    """Return a person span without the provider role it starts with, made DOCTOR ("RN Abernathy"), or None."""
    role = _ROLE_BEFORE_NAME.match(text, span.start, span.end)
    if role is None or role.end() >= span.end:
        return None
    return _corrected(span, "clinician-credentials", start=role.end(), label="DOCTOR")


def _without_credentials(span: Span, text: str, degrees: re.Pattern[str] = _CREDENTIALS_AT_END) -> Span:
    """Return a person span without the degrees at its end ("Peter MD" -> "Peter")."""
    tail = degrees.search(text, span.start, span.end)
    if tail is None or tail.start() == span.start or tail.end() != span.end:
        return span
    return _corrected(span, "clinician-credentials", end=tail.start())


_ZIP_AFTER: Final = re.compile(r"[ \t]*,?[ \t]*\d{5}\b")


def _hyphen_inside_word(text: str, at: int) -> bool:
    """Return whether `text[at]` is a hyphen between two letters or digits ("PA-C")."""
    return text[at] == "-" and 0 < at < len(text) - 1 and text[at - 1].isalnum() and text[at + 1].isalnum()


def _degrees_of(span: Span, previous: Span | None, text: str) -> bool:
    """Return whether a span is only the degrees of the person span just before it ("Smith, M.D.").

    Of any label: "MD" after a name is a degree, though the taggers may read Maryland ("Priya Raman, MD, PhD"),
    unless a zip code follows (an address). A span that is a piece of a degree counts ("Pharm" of "PharmD", "PA" and
    "C" of "PA-C").
    """
    # the whole word: the tokenizer cuts "PharmD" and "PA-C" in pieces, and a tagger may take "Pharm" or "C" alone
    word_start, word_end = span.start, span.end
    while word_end < len(text) and (text[word_end].isalnum() or _hyphen_inside_word(text, word_end)):
        word_end += 1
    while word_start > 0 and (text[word_start - 1].isalnum() or _hyphen_inside_word(text, word_start - 1)):
        word_start -= 1
    if previous is None or previous.label not in _PERSON_LABELS or previous.end > word_start:
        return False
    if _ONLY_CREDENTIALS.fullmatch(text, word_start, word_end) is not None:
        joint = _DEGREES_JOINT.fullmatch(text, previous.end, word_start)
    elif text[word_start:word_end].islower() and not _line_has_capitals(text, span.start):
        # a note in lower case: "kendra oyelowo-park, m.d." (only after a comma: "smith md" may be a state)
        raised = text[: previous.end] + text[previous.end : word_end].upper()
        joint = None
        if len(raised) == word_end and _ONLY_CREDENTIALS.fullmatch(raised, word_start, word_end) is not None:
            joint = _DEGREES_JOINT.fullmatch(raised, previous.end, word_start)
            joint = joint if joint is not None and "," in joint.group() else None
    else:
        return False
    return joint is not None and _ZIP_AFTER.match(text, span.end) is None


def correct_clinician_credentials(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person's degrees ("MD", "RN", "PA-C") cut off, and a name they follow made DOCTOR.

    A degree after a name marks a clinician (DOCTOR in the i2b2 guidelines: physicians, nurses and other providers)
    and is no part of the name. In "Huang, Peter MD" the surname before the comma is the same clinician. A span of
    any label that is only the degrees of the name before it is dropped ("Raman, MD" read as Maryland); one on its
    own stays ("-M.D." may be initials). Degrees in brackets count ("Kessler, Amanda (NP)"), and a name taken for a
    place or institution with a provider's degree after it ("Amanda Kessler NP" as a HOSPITAL) is a DOCTOR too, and
    so is a name a person span holds after a provider's role written as a title ("RN Abernathy": the role is cut off).
    An institution that starts with the degrees of the name before it loses them ("Birnbaum, MD   St. Agnes Medical
    Center"). English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered: list[Span] = []
    for span in sorted(spans, key=span_position):
        if _degrees_of(span, ordered[-1] if ordered else None, text):
            continue
        if span.label in _PERSON_LABELS:
            span = _without_role_before(span, text) or _without_credentials(span, text)
        elif span.label in _PLACE_LABELS_OF_NAMES:
            trimmed = _without_credentials(span, text, _PROVIDER_CREDENTIALS_AT_END)
            span = span if trimmed is span else _relabelled_doctor(trimmed)
            span = _without_degrees_before(span, ordered[-1] if ordered else None, text)
        ordered.append(span)
    clinician = [False] * len(ordered)
    for i in range(len(ordered) - 1, -1, -1):
        span = ordered[i]
        if span.label not in _PERSON_LABELS:
            continue
        degrees = _CREDENTIALS_AFTER.match(text, span.end)
        if degrees is not None and _ZIP_AFTER.match(text, degrees.end()) is None:
            clinician[i] = True
        elif i + 1 < len(ordered) and clinician[i + 1]:
            gap = _NAME_JOINT.fullmatch(text, span.end, ordered[i + 1].start)
            clinician[i] = gap is not None and "," in gap.group()
    return [
        _relabelled_doctor(span) if is_clinician and span.label != "DOCTOR" else span
        for span, is_clinician in zip(ordered, clinician, strict=True)
    ]


_LEADING_DEGREES: Final = re.compile(
    rf"{_CREDENTIAL}(?:[ \t]*,[ \t]*{_CREDENTIAL})*{_CREDENTIAL_END}[ \t]*,?[ \t]+(?=\S)"
)
"""Degrees at the start of a span, and the blanks after them ("MD   St. Agnes")."""


def _without_degrees_before(span: Span, previous: Span | None, text: str) -> Span:
    """Return an institution span without the degrees it starts with when they are those of the name before it.

    A signature line puts the clinician's practice after their degrees ("Harold Birnbaum, MD   St. Agnes Medical
    Center"): a tagger may take "MD" in with the institution. Only right after a person span, so that "MD Anderson"
    stays whole elsewhere.
    """
    degrees = _LEADING_DEGREES.match(text, span.start, span.end)
    if (
        degrees is None
        or degrees.end() >= span.end
        or previous is None
        or previous.label not in _PERSON_LABELS
        or _NAME_JOINT.fullmatch(text, previous.end, span.start) is None
    ):
        return span
    return _corrected(span, "clinician-credentials", start=degrees.end())


def _relabelled_doctor(span: Span) -> Span:
    if span.source.endswith("+correct:clinician-credentials"):  # trimmed already: the source says so once
        return replace(span, label="DOCTOR")
    return _corrected(span, "clinician-credentials", label="DOCTOR")


_INSTITUTION_AFTER_NAME: Final = re.compile(r"[ \t]*,[ \t]*(?=[A-Z])")


def _institution_start(span: Span, text: str) -> tuple[int, int] | None:
    """Return where the comma before an institution ends a person span ("Lena Oyelaran, Brookside Clinic"), or None."""
    for comma in _INSTITUTION_AFTER_NAME.finditer(text, span.start, span.end):
        tail = text[comma.end() : span.end]
        if comma.start() > span.start and _HOSPITAL_WORDS & {word.lower() for word in tail.split()}:
            return comma.start(), comma.end()
    return None


def split_person_institutions(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person span that runs on into an institution split in two: the name and a HOSPITAL.

    "cc: Dr. Lena Oyelaran, Brookside Clinic" is one person span from a tagger that reads the signature line as one
    name; the part after the comma names a hospital word ("Clinic", "Health", "Medical") and is the practice.
    """
    out = []
    for span in spans:
        cut = _institution_start(span, text) if span.label in _PERSON_LABELS else None
        if cut is None:
            out.append(span)
            continue
        out.append(_corrected(span, "person-institutions", end=cut[0]))
        out.append(_corrected(span, "person-institutions", start=cut[1], label="HOSPITAL"))
    return out


_MEDICAL_EPONYMS: Final = re.compile(
    r"\b(?:"
    r"Jackson-Pratt(?:[ \t]+drains?)?|Swan-Ganz|Guillain-Barr[eé]|Wolff-Parkinson-White|Stevens-Johnson|Mallory-Weiss|"
    r"Cheyne-Stokes|Roux-en-Y|Epstein-Barr|Creutzfeldt-Jakob|Charcot-Marie-Tooth|Osgood-Schlatter|"
    r"Jarisch-Herxheimer|Zollinger-Ellison|Ehlers-Danlos|Niemann-Pick|Tay-Sachs|Henoch-Sch(?:ö|oe|o)nlein|"
    r"Arnold-Chiari|Budd-Chiari|Brown-S[ée]quard|Dandy-Walker|Peutz-Jeghers|Libman-Sacks|Waterhouse-Friderichsen|"
    r"(?:Koplik|Janeway|Osler|Roth|Heberden|Bouchard|Kerley|Howell-Jolly|Mallory|Lewy|Auer)['’]?s?[ \t]+"
    r"(?:spots?|lesions?|nodes?|nodules?|bodies|body|lines?|rods?)|"
    r"(?:Centor|McIsaac|Wells|Duke|Jones|Light|Ranson|Child-Pugh|Rome|Amsel|McDonald|Alvarado|Ottawa|Beers|"
    r"Framingham|Caprini|Geneva|Gail|Bishop)['’]?s?[ \t]+(?:(?:risk|ankle|knee|head|CT|PE|DVT)[ \t]+)?"
    r"(?:criteria|scores?|rules?|classification|list|model|calculator)|"
    r"(?:DASH|Mediterranean|Atkins)[ \t]+diet|"
    r"Glasgow[ \t]+Coma[ \t]+Scale(?:[ \t]+score)?(?:[ \t]+(?:of[ \t]+)?\d{1,2})?|Epley[ \t]+maneuver|"
    r"Hickman[ \t]+(?:line|catheter)s?|"
    r"Mallampati(?:[ \t]+(?:class|score))?(?:[ \t]+[IV]{1,3}\b)?|Whipple[ \t]+procedure|"
    r"(?:Homans|Murphy|Babinski|Romberg|Allen|Trousseau|Chvostek|McMurray|Phalen|Tinel|Lhermitte)['’]?s?[ \t]+"
    r"(?:(?:sign|test|maneuver)(?:[ \t]+(?:normal|abnormal|negative|positive))?|negative|positive)|"
    r"Nissen[ \t]+fundoplication|Richmond[ \t]+Agitation-Sedation[ \t]+Scale|Apgar[ \t]+scores?|"
    r"Foley[ \t]+catheters?|(?:St\.?|Saint)[ \t]+John['’]?s[ \t]+wort|"
    r"Hoehn[ \t]+(?:and|&)[ \t]+Yahr|Montreal[ \t]+Cognitive[ \t]+Assessment|"
    # a scale that is a surname too only with its word or a score after it ("Braden 14", not "Braden Smith")
    r"(?:Epworth(?:[ \t]+Sleepiness)?|Morse[ \t]+fall|Braden)(?:[ \t]+(?:scale|score))?"
    r"(?=[ \t]*(?:of[ \t]*)?:?[ \t]*\d)|"
    r"(?:Epworth(?:[ \t]+Sleepiness)?|Morse(?:[ \t]+fall)?|Braden)[ \t]+(?:scale|score)|"
    r"CHA2?DS2?-?VASc|HAS-BLED|Pleur[Xx]|Port-a-[Cc]ath|"
    # a germ by its genus's initial, with a culture's colony count before it ("Ucx >100k E. coli")
    r"(?:>?[ \t]*\d+[ \t]*k[ \t]+)?[A-Z]\.[ \t]?(?:coli|pylori|aureus|difficile|diff|pneumoniae|aeruginosa|fragilis|"
    r"tuberculosis|gonorrhoeae|trachomatis|monocytogenes|epidermidis|faecalis|faecium|cloacae|marcescens|mirabilis|"
    r"influenzae|pyogenes|agalactiae|albicans|glabrata|jirovecii|baumannii|maltophilia|typhi|jejuni)|"
    r"(?:Graves|Crohn|Parkinson|Alzheimer|Hodgkin|Cushing|Addison|Hashimoto|Huntington|Bell|Raynaud|"
    r"Barrett|Meniere|Tourette|Asperger|Kaposi|Lou[ \t]+Gehrig)['’]?s?[ \t]+"
    r"(?:disease|syndrome|palsy|lymphoma|sarcoma|esophagus|thyroiditis|phenomenon|triad|sign|disorder)s?"
    r")\b",
    re.IGNORECASE,
)
"""Medical terms named after people or places ("Jackson-Pratt drain", "Glasgow Coma Scale", "Graves' disease",
"Framingham risk score", "Ottawa ankle rules", "DASH diet"): no one's name nor home in a note. Hyphenated pairs
only as written with the hyphen ("Jackson Pratt" may be a person)."""


_EPONYM_TERM_WORDS: Final = frozenset(
    form
    for word in re.findall(r"[A-Za-z]{3,}", _MEDICAL_EPONYMS.pattern)
    for form in (word.lower(), word.lower()[:-1])  # "drain" of "drains?": a letter the pattern leaves optional
)
"""The words of the medical terms: only a span holding one can lie inside a term, and only around such a span is the
text searched (a case-insensitive scan of a whole note is slow)."""
_WORD_BREAKS: Final = str.maketrans("-'’.,", "     ")
_EPONYM_REACH: Final = 48
"""How far before and after a span a term around it may reach, in characters."""


def _inside_medical_term(span: Span, text: str) -> bool:
    piece = text[span.start : span.end]
    words = piece.lower().translate(_WORD_BREAKS).split()
    if _EPONYM_TERM_WORDS.isdisjoint(words) and not (len(piece) == 1 and piece.isalpha()):
        return False  # a letter alone may be a germ's genus or a colony count's "k" ("100k E. coli")
    low, high = max(0, span.start - _EPONYM_REACH), min(len(text), span.end + _EPONYM_REACH)
    return any(
        match.start() <= span.start and span.end <= match.end() for match in _MEDICAL_EPONYMS.finditer(text, low, high)
    )


def drop_medical_eponyms(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those lying wholly inside a medical term named after people (English notes).

    The terms of `_MEDICAL_EPONYMS`, and any capitalised name (or hyphenated pair, or two joined by "and") right
    before a head word such as "syndrome" or "diverticulum" with no possessive and no title before it ("Sheehan
    syndrome", "Zenker diverticulum", "Plummer-Vinson syndrome", as exam questions list them; not "Mr. Smith's
    disease").
    """
    if lang != "en":
        return list(spans)
    heads = _head_word_starts(text)
    return [
        span for span in spans if not (_inside_medical_term(span, text) or _inside_eponymous_phrase(span, text, heads))
    ]


def _head_word_starts(text: str) -> list[int] | None:
    """Return where a head word of `_EPONYM_HEADS` starts in `text`, in any case (None: lower case moves offsets)."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return None  # a letter whose lower case is two ("İ"): every span is searched as written
    return [match.start() for match in _EPONYM_HEAD.finditer(lowered)]


_EPONYM_HEADS: Final = (
    r"syndrome|disease|diverticulum|palsy|phenomenon|triad|reflex|fracture|hernia|ulcer|tumou?r|sarcoma|lymphoma|"
    r"an(?:a)?emia|deformity|contracture|neuroma|neuralgia|encephalopathy|dementia|dystrophy|ataxia|chorea|"
    r"thyroiditis|arteritis|esophagus|oesophagus"
)
_EPONYMOUS_PHRASE: Final = re.compile(
    r"(?<![\w.'’-])(?<!Mr\.[ \t])(?<!Ms\.[ \t])(?<!Dr\.[ \t])(?<!Mrs\.[ \t])"
    r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*(?:[ \t]+(?:and|&)[ \t]+[A-Z][a-z]+)?[ \t]+(?i:" + _EPONYM_HEADS + r")s?\b"
)
"""A capitalised name, no possessive, before the head word of an eponymous condition ("Sheehan syndrome", "Zenker
diverticulum", "Hoehn and Yahr" aside)."""
_EPONYM_HEAD: Final = re.compile(_EPONYM_HEADS)
"""A head word alone, in lower case: where none follows a span's start closely, no `_EPONYMOUS_PHRASE` can hold the
span. Found once a note, in the note lower-cased (a case-insensitive search around each span costs ten times more)."""
_EPONYM_PHRASE_REACH: Final = 40
"""How far after a span an eponymous phrase around it may end, in characters."""


def _inside_eponymous_phrase(span: Span, text: str, heads: list[int] | None = None) -> bool:
    """Return whether `span` lies inside an `_EPONYMOUS_PHRASE` around it (`heads`: `_head_word_starts` of `text`)."""
    if not text[span.start : span.start + 1].isupper():
        return False
    high = min(len(text), span.end + _EPONYM_PHRASE_REACH)
    if heads is not None and bisect_left(heads, high) == bisect_left(heads, span.start):
        return False  # no head word after the span's start, near enough
    return any(
        match.start() <= span.start and span.end <= match.end()
        for match in _EPONYMOUS_PHRASE.finditer(text, max(0, span.start - 30), high)
    )


_FAMILY_IN_A_SET_PHRASE: Final = re.compile(
    r"(?i:\b(?:m[ée]dic[oa]s?[ \t]+de|medicina(?:[ \t]+de)?|antecedentes|historia|[áa]mbito|planificaci[óo]n)[ \t]+)\Z"
)
"""What makes "familia" / "familiar(es)" after it no relative: "médico de familia" (a general practitioner),
"antecedentes familiares", "historia familiar" (on MEDDOCAN train and dev, 75 such phrases, none annotated)."""
_FAMILY_WORDS: Final = frozenset({"familia", "familiar", "familiares"})


def drop_family_set_phrases(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a relative that is the "familia" of a set phrase (Spanish notes).

    "su médico de familia solicitó interconsulta": a tagger that learned "la familia" as a relative (MEDDOCAN's
    FAMILIARES_SUJETO_ASISTENCIA) reads the general practitioner's "familia" so too.
    """
    if lang != "es":
        return list(spans)
    return [
        span
        for span in spans
        if not (
            span.label == "NAME-RELATIVE"
            and text[span.start : span.end].lower() in _FAMILY_WORDS
            and _FAMILY_IN_A_SET_PHRASE.search(text, max(0, span.start - 32), span.start)
        )
    ]


def drop_roles_before_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a PROFESSION span that is a role written before a person's name (English notes).

    "probation officer April Durelli", "case manager Tom Reyes": the role of the person named, as "Dr." is, not the
    occupation of the patient or a relative that the i2b2 guidelines annotate. The name stays.
    """
    if lang != "en":
        return list(spans)
    person_starts = {span.start for span in spans if span.label in _PERSON_LABELS}
    return [span for span in spans if not (span.label == "PROFESSION" and _name_follows(span, text, person_starts))]


def _name_follows(span: Span, text: str, person_starts: set[int]) -> bool:
    """Return whether a capitalised person span starts one space or tab after `span`.

    Not after a span in capitals, unless it is a role of `_ROLES_BEFORE_NAMES` whole: in a note written all in
    capitals the span may hold the name's first word ("PROBATION OFFICER AYNIAH" before "GARCON"). In a note in
    lower case, a person span after such a role whole ("probation officer april durelli").
    """
    piece = text[span.start : span.end]
    known_role = _ROLES_BEFORE_NAMES.fullmatch(piece) is not None
    if not any(char.islower() for char in piece) and not known_role:
        return False
    after = span.end
    while after < len(text) and after - span.end < 2 and text[after] in " \t":
        after += 1
    return after > span.end and after in person_starts and (text[after].isupper() or known_role)


_GRADE_WORDS: Final = frozenset(
    {
        *("consultant", "senior", "junior", "specialist", "staff", "charge", "registered", "medical", "clinical"),
        *("social", "chief", "head", "lead", "principal", "assistant", "associate", "attending", "nurse", "advanced"),
        *("community", "ward", "duty", "care", "mental", "health", "general", "trainee", "locum", "visiting"),
    }
)
"""Words of a clinician's grade or role before its head ("Consultant", "Senior", "Medical Social Worker")."""
_CLINICIAN_GRADES: Final = frozenset({"registrar", "houseman", "intern", "resident", "matron", "sister"})
"""Heads of a clinician's role that name a grade, not an occupation ("Paediatric Registrar", "Ward Sister")."""
_SPECIALTY_ENDINGS: Final = ("ic", "al", "ary", "ology", "iatry", "ics", "ist", "ian", "ive")
"""Endings of a specialty's adjective or name in a role ("Orthopaedic", "Surgical", "Cardiology", "Palliative")."""
_PERSON_AND_COMMA_BEFORE: Final = re.compile(r",[ \t]*\Z")
_RELATIVE_BEFORE: Final = re.compile(rf"(?i:\b(?:{RELATIONSHIP}|grand\w+)\b)")
"""A relative or friend named before a person (`RELATIONSHIP`, and any "grand-" word), whose occupation after the name
is PHI."""


def drop_roles_after_clinicians(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a learned clinician's role after their name or as a field's name (English notes).

    "Dr Kwame Asante, Consultant Histopathologist", "Mr Alasdair Munro, Consultant Orthopaedic Surgeon", "Caoimhe
    Doyle, Medical Social Worker", "Pharmacist: Jasmine Kwok": a CRF reads the role as a person or an organization; it
    names no one, and the guidelines annotate the occupations of patients and relatives, not clinicians' roles. Only
    capitalised words of a grade or a specialty ending in an occupation's head, right after a person and a comma (not
    a relative: "her husband Tom Reyes, Social Worker"), or opening a line before a colon.
    """
    if lang != "en":
        return list(spans)
    people = {span.end: span for span in spans if span.label in _PERSON_LABELS}
    return [span for span in spans if not _a_clinicians_role(span, text, people)]


def _a_clinicians_role(span: Span, text: str, people: dict[int, Span]) -> bool:
    """Return whether a learned span is a clinician's role after their name and a comma, or a role field's name."""
    if "rules:" in span.source or span.label in {"DATE", "AGE"}:
        return False
    line_end = text.find("\n", span.end) % (len(text) + 1)
    if not (_only_role_words(text[span.start : span.end]) or _only_role_words(text[span.start : line_end])):
        return False  # (the role's first words alone: "Paediatric" of "Dr O. Blackwood, Paediatric Registrar")
    before = _PERSON_AND_COMMA_BEFORE.search(text, max(0, span.start - 3), span.start)
    if before is not None and before.start() in people:
        return _a_clinician(people[before.start()], text)
    opens_line = span.start == 0 or text[span.start - 1] == "\n"
    if opens_line and text.startswith(":", span.end):
        return True
    return opens_line and not text[span.end : line_end].strip(" \t,.") and _under_a_signature(span, text, people)


def _a_clinician(person: Span, text: str) -> bool:
    """Return whether `person` is a clinician: labelled a doctor, or no relative named before them."""
    return person.label == "DOCTOR" or _RELATIVE_BEFORE.search(text, max(0, person.start - 25), person.start) is None


def _under_a_signature(span: Span, text: str, people: dict[int, Span]) -> bool:
    """Return whether the line above `span` signs a clinician's name ("Dr Ifeanyi Okafor" over "Medical Officer").

    The line above opens with the person (a title or an initial may come first) and holds nothing after them but
    degrees or punctuation ("Dr Josefina Abad-Santos, FPCR" over "Radiologist").
    """
    above_end = span.start - 1
    above_start = text.rfind("\n", 0, max(0, above_end)) + 1
    return any(
        above_start <= person.start
        and person.end <= above_end
        and _SIGNATURE_OPENING.fullmatch(text, above_start, person.start) is not None
        and _DEGREES_AFTER_A_SIGNATURE.fullmatch(text, person.end, above_end) is not None
        and _a_clinician(person, text)
        for person in people.values()
    )


_SIGNATURE_OPENING: Final = re.compile(r"[ \t]*(?:(?:Dr|Prof|Mr|Mrs|Ms|Miss|Sr|Sister|Nurse)\.?[ \t]+)?")
"""What may open a signature's line before the name: a title."""
_DEGREES_AFTER_A_SIGNATURE: Final = re.compile(r"(?:[ \t]*,?[ \t]*[A-Z][A-Za-z()&.]{1,12})*[ \t.,]*")
"""What may follow the name on a signature's line: degrees in capitals ("FPCR", "MBBS, FRCP", "MD (Path)")."""


def _only_role_words(piece: str) -> bool:
    """Return whether `piece` is capitalised words of a grade or specialty ending in an occupation's head."""
    words = piece.split()
    if not words or not all(word[:1].isupper() for word in words):
        return False
    *modifiers, head = (word.lower() for word in words)
    return (
        is_an_occupation_word(head) or head in _CLINICIAN_GRADES or head.endswith(("ologist", "ician", "iatrist"))
    ) and all(
        word in _GRADE_WORDS or is_an_occupation_word(word) or word.endswith(_SPECIALTY_ENDINGS) for word in modifiers
    )


_ROLES_BEFORE_NAMES: Final = re.compile(rf"(?i:{ROLES_BEFORE_NAMES})")
"""Roles a note writes before the person's name (`phiscrub.taggers.rules.names.ROLES_BEFORE_NAMES`), in any case."""


def drop_clinical_abbreviations(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without those that are clinical abbreviations or words as written ("HTN", "STANDBY ASSIST").

    A tagger may read a capitalised abbreviation in a list as a place or a name ("hx of HTN, DM2": "HTN" as a city
    after "of"); none is PHI (`phiscrub.taggers.clinical_words`). "Tia" stays: a name too, it counts only in capitals.
    So do room air after an oxygen saturation ("SpO2 98% RA", "on room air"), a thought process ("TP linear"), a
    piece of "alert and oriented" ("A&Ox1") or of an abbreviation with a digit ("DM" or "2" of "DM2") and the first
    word of a field's name ("Emergency" of "Emergency contact:") and a dose form before a drug and its dose ("Tab
    Metoprolol 25 mg"), which only their context makes shorthand. Initials signing after a dash stay ("-BCC"), and
    so does an occupation a rule read after its cue ("3 yrs as a hospitalist at Henry Ford").
    """
    if lang != "en":
        return list(spans)
    return [
        span
        for span in spans
        if not (_only_clinical_words(text[span.start : span.end]) or _is_shorthand_in_context(span, text))
        or _initials_signing_after_a_dash(span, text)
        or (span.label == "PROFESSION" and span.source in _OCCUPATIONS_BY_WORK_CUES)
    ]


_OCCUPATIONS_BY_WORK_CUES: Final = frozenset(
    f"rules:{name}"
    for name in (
        *("occupation_after_cue", "occupation_as_at_workplace", "occupation_after_works_as"),
        *("occupation_as_later_after_work", "occupation_as_self", "occupation_of_writer_at_workplace"),
    )
)
"""The occupation rules whose cue says someone works as what they read ("works as a", "3 yrs as a ... at"), unlike
a clinician's role in brackets ("Dr. Okonkwo (hospitalist)")."""


def _initials_signing_after_a_dash(span: Span, text: str) -> bool:
    """Return whether `span` ends its line after a dash, as initials that sign a note do ("... the visit. -BCC")."""
    return (
        _SIGNING_DASH_BEFORE.search(text, max(0, span.start - 3), span.start) is not None
        and _LINE_END_AFTER.match(text, span.end) is not None
    )


_SIGNING_DASH_BEFORE: Final = re.compile(r"(?:^|\s)[-~\u2014][ \t]?\Z")
_LINE_END_AFTER: Final = re.compile(r"[ \t]*(?:\r?\n|\Z)")
_TOWN_BEFORE: Final = re.compile(r"(?:,[ \t]*|[A-Z][a-z]+[ \t]+)\Z")
_ZIP_AFTER_STATE: Final = re.compile(r",?[ \t]+\d{5}\b")
_STATE_CODES_AMONG_THEM: Final = frozenset({"CT", "MI", "GA"})


def drop_two_letter_abbreviations(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a learned one that is a two-letter clinical abbreviation in its sentence.

    "my GP", "contrast CT planned", "possible TB", "h/o MI", "GA/ETT", "BO x1", "+FM": a CRF reads such a pair of
    capitals as a name or a place (`TWO_LETTER_ABBREVIATIONS`). Kept: a rule's span, initials signing after a dash
    ("-GP" at a line's end), and a state code after a town or before a zip ("Hartford, CT 06106", "Detroit MI").
    English notes only.
    """
    if lang != "en":
        return list(spans)
    return [span for span in spans if not _is_a_two_letter_abbreviation(span, text)]


def _is_a_two_letter_abbreviation(span: Span, text: str) -> bool:
    """Return whether a learned span is one of `TWO_LETTER_ABBREVIATIONS`, neither initials signing nor a state."""
    if span.end - span.start != 2:
        return False
    piece = text[span.start : span.end]
    if piece not in TWO_LETTER_ABBREVIATIONS or "rules:" in span.source:
        return False
    before = text[max(0, span.start - 24) : span.start]
    if _SIGNING_DASH_BEFORE.search(before) and text[span.end : span.end + 1] in ("", " ", "\t", "\n", "\r"):
        return False
    return piece not in _STATE_CODES_AMONG_THEM or not (
        _TOWN_BEFORE.search(before) or _ZIP_AFTER_STATE.match(text, span.end)
    )


def _only_clinical_words(piece: str) -> bool:
    """Return whether `piece` is one clinical abbreviation or word, or words that all are ("STANDBY ASSIST")."""
    return all(is_clinical_abbreviation(word) for word in piece.split())


_ORIENTATION: Final = re.compile(r"A[ \t]?&?[ \t]?O[ \t]?x?[ \t]?[1-4]|AAOx[1-4]")
"""Alert and oriented ("A&Ox1", "AOx3", "A&O x 4"): a piece of it is no PHI ("Ox1" as an ORGANIZATION)."""
_FIELD_QUALIFIED_AFTER: Final = re.compile(r" (?i:contact|provider|physician)[ \t]*[:#]")
"""A field's name after its first word, one space between ("Emergency contact:", "Referring provider:"); not the next
field of a header line ("Date of service: 10/22/2024     Provider: ...", "Patient: Okafor     Provider:")."""
_SHORTHAND_WORD_BEFORE: Final = re.compile(r"([\w&]+)[ \t]*[,;/][ \t]*\Z")
_SHORTHAND_WORD_AFTER: Final = re.compile(r"[ \t]*[,;/][ \t]*([\w&]+)")


def _among_clinical_shorthand(span: Span, text: str) -> bool:
    """Return whether a word beside `span` in a list is clinical shorthand ("a&ox2, mae, perrl": "perrl")."""
    before = _SHORTHAND_WORD_BEFORE.search(text, max(0, span.start - 16), span.start)
    after = _SHORTHAND_WORD_AFTER.match(text, span.end)
    return any(
        word is not None
        and (is_clinical_abbreviation(word.group(1).upper()) or _ORIENTATION.fullmatch(word.group(1).upper()))
        for word in (before, after)
    )


_ROOM_AIR: Final = frozenset({"ra", "room air"})
_OXYGEN_BEFORE: Final = re.compile(r"(?i:(?:\d[ \t]*%|\bon|\bsats?|\bO2)[ \t]*(?:on[ \t]*)?)\Z")
"""An oxygen saturation or "on" before "RA" / "room air" ("SpO2 98% RA", "88% on room air")."""
_THOUGHT_PROCESS_AFTER: Final = re.compile(
    r"[ \t]+(?i:linear|logical|goal[- ]directed|organi[sz]ed|disorgani[sz]ed|tangential|circumstantial|coherent)\b"
)
"""How a thought process ("TP") is described in a mental status exam ("TP linear")."""
_THOUGHT_PROCESS: Final = re.compile(r"TP" + _THOUGHT_PROCESS_AFTER.pattern)
_GREETINGS: Final = frozenset({"hi", "hello", "hey", "dear"})
_FORMS_OF_ADDRESS: Final = frozenset(
    # greetings and sign-offs in other languages that English messages use
    {"kia ora", "ngā mihi", "nga mihi", "namaste", "salaam", "salam", "asante", "shukran", "sawubona", "mabuhay"}
    | {"salamat", "habari", "jambo", "tena koe", "tēnā koe"}
    # kinship words and words of respect used in place of a name ("Nani says", "thank you Sir")
    # (not "ma": "MA" is a state)
    | {"nani", "nanu", "dadi", "mummy", "sir", "madam", "maam", "ma'am", "tita", "tito", "lola", "lolo"}
    | {"kuya", "ate", "amma", "ammi", "appa", "abba", "gogo", "mzee", "bibi", "babu", "aunty", "auntie", "uncle"}
    | {"mam", "mammy", "mommy", "granny", "gran", "grandad", "ammamma", "nanamma"}
    # God, by the names prayers and thanks give ("by God's grace", "Allah willing")
    | {"god", "allah", "dios", "jehovah"}
)
"""Greetings, words of address and God's names, which are nobody's name and a CRF reads as one ("Kia ora", "Nani",
"God is faithful")."""
_GREETED_NAME_AFTER: Final = re.compile(r"[ \t]+[A-Za-z][\w'-]*[ \t]*,")
"""A name and a comma after a greeting ("Hi Dawn,", "HI DAWN,")."""


_DOSE_FORMS: Final = frozenset({"tab", "tabs", "cap", "caps", "inj", "syp", "susp"})
_DRUG_AND_DOSE_AFTER: Final = re.compile(r"\.?[ \t]+[A-Za-z][\w-]*(?:[ \t]+[A-Za-z][\w-]*)?[ \t]+\d")
"""A drug's name and its dose after a dose form ("Tab Metoprolol 25 mg", "Inj. Insulin Glargine 10 units"), as
Indian and British notes write a prescription: "Tab" there is no name ("Tab" is a given name too)."""


def _is_a_learned_form_of_address(span: Span, text: str) -> bool:
    """Return whether a span no rule found is a greeting or a word of address alone (`_FORMS_OF_ADDRESS`)."""
    return "rules:" not in span.source and text[span.start : span.end].lower() in _FORMS_OF_ADDRESS


def _inside_abbreviation_with_digits(span: Span, text: str) -> bool:
    """Return whether `span` is a piece of a word that is an abbreviation with a digit ("DM" of "Brother - DM2.")."""
    start, end = span.start, span.end
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum():
        end += 1
    return (start, end) != (span.start, span.end) and text[start:end].lower() in ABBREVIATIONS_WITH_DIGITS


def _is_shorthand_in_context(span: Span, text: str) -> bool:
    """Return whether `span` is clinical shorthand that only its context tells: room air, a thought process."""
    piece = text[span.start : span.end]
    if piece.lower() in ABBREVIATIONS_ALSO_NAMES and _among_clinical_shorthand(span, text):
        return True  # "a&ox2, mae, perrl" in lower case: "mae" is no name there
    if piece.lower() in _ROOM_AIR:
        return _OXYGEN_BEFORE.search(text, max(0, span.start - 16), span.start) is not None
    if " " not in piece and piece.isalpha() and _FIELD_QUALIFIED_AFTER.match(text, span.end) is not None:
        return True  # the first word of a field's name ("Emergency" of "Emergency contact:")
    if any(
        match.start() <= span.start and span.end <= match.end()
        for match in _ORIENTATION.finditer(text, max(0, span.start - 4), min(len(text), span.end + 4))
    ):
        return True
    if piece.lower() in _GREETINGS and _GREETED_NAME_AFTER.match(text, span.end) is not None:
        return True  # "HI DAWN," of a message in capitals: the greeting, not a name
    if _inside_abbreviation_with_digits(span, text):
        return True  # "DM" or "2" of "DM2"
    if piece.lower() in _DOSE_FORMS and _DRUG_AND_DOSE_AFTER.match(text, span.end) is not None:
        return True  # "Tab" of "Tab Metoprolol 25 mg"
    thought_process = _THOUGHT_PROCESS.fullmatch(text, span.start, span.end)  # "TP LINEAR" of a note in capitals
    return thought_process is not None or (piece == "TP" and _THOUGHT_PROCESS_AFTER.match(text, span.end) is not None)


_POSSESSIVE_GAP: Final = re.compile(r"['’]s?[ \t]?")
_INSTITUTIONS: Final = frozenset({"HOSPITAL", "ORGANIZATION", "DEPARTMENT"})


def join_possessives(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a name cut at its possessive "'s" made whole ("St. Mary" + "s", "Children" + "Mercy").

    The aggressive tokenizer splits "Mary's" into "Mary", "'", "s", and a tagger may label the pieces apart or leave
    the apostrophe out: two spans with only an apostrophe (and "s", and one space) between them, the second a lone
    "s" or a capitalised word, are one name, with an institution's label if either piece has one, else the first's.
    After a person's name the "s" is no part of it ("Erie's": "Erie"): a lone "s" span there is dropped, and a name
    after it stays apart. English notes only.
    """
    if lang != "en":
        return list(spans)
    joined: list[Span] = []
    for span in sorted(spans, key=span_position):
        previous = joined[-1] if joined else None
        gap = _POSSESSIVE_GAP.fullmatch(text, previous.end, span.start) if previous is not None else None
        if previous is None or gap is None or not _possessive_of(previous, span, text):
            joined.append(span)
        elif previous.label in _PERSON_LABELS:
            if text[span.start : span.end] != "s":  # "Erie's": the name is "Erie"; a lone "s" after it is nothing
                joined.append(span)
        else:
            label = next((s.label for s in (previous, span) if s.label in _INSTITUTIONS), previous.label)
            joined[-1] = _corrected(previous, "possessives", end=span.end, label=label)
    return joined


def _possessive_of(previous: Span, span: Span, text: str) -> bool:
    """Return whether `span` continues the name `previous` ends, across "'s": a lone "s" or a capitalised word.

    Or a span that starts with the possessive's "s" and goes on to a word ("Children" + "s Mercy").
    """
    if text[previous.end + 1 : span.end] == "s" or text[span.start : span.end] == "s":
        return True
    if text[span.start : span.start + 2] in ("s ", "s\t") and text[span.start + 2 : span.start + 3].isalpha():
        return True
    return "s" in text[previous.end : span.start] and text[span.start].isupper()


_SURNAME_PARTICLES: Final = re.compile(
    r"[ \t]+(?P<particles>(?:(?:de|del|la|las|los|y|van|von|der|den)[ \t]+)+)"
    r"(?P<surname>[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:-[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)?)(?![\w-])"
)
_ARABIC_ARTICLE_SURNAME: Final = re.compile(
    r"(?:(?<=\b[AE][lL])|[ \t]+[AE][lL])-[A-Z][A-Za-z'\u2019]*[A-Za-z](?![\w-])"
)
"""A surname with the Arabic article glued by a hyphen after a name ("Ahmed" + " Al-Farsi", "Ahmed Al" + "-Farsi",
"Nour" + " El-Sayed"): capitalised, whether or not a list holds it."""
_PLACE_DICTIONARIES: Final = ("es_cities", "us_cities", "world_cities", "countries", "es_countries", "us_states")


def _is_surname_not_place(word: str) -> bool:
    """Return whether a word is in a surname list and in no place list ("Fuente" is; "Madrid" and "Paz" are places)."""
    from phiscrub.resources.dictionaries import load_dictionary

    lower = word.lower()
    if not (lower in load_dictionary("es_last_names") or lower in load_dictionary("last_names")):
        return False
    return not any(lower in load_dictionary(name) for name in _PLACE_DICTIONARIES)


def join_surname_particles(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person's name taking in the particles and surname after it ("Ruiz" + "de la Fuente").

    A tagger reads "Dra. Begoña Ruiz" and stops at "de la", which it has mostly seen between words that are no
    name. A person span followed by particles (de, del, la, las, los, y; van, von, der, den) and a capitalised word
    that is a surname and no place is extended over them, and so is one followed by a surname with the Arabic article
    ("Ahmed" + "Al-Farsi", which the tokenizer splits at its hyphen); the next span, if one starts inside, is taken
    in. Both languages.
    """
    out: list[Span] = []
    extended_to = -1  # the end of the last span extended: a span starting before it is taken in
    for span in sorted(spans, key=span_position):
        if span.start < extended_to:
            if span.end > out[-1].end:
                out[-1] = replace(out[-1], end=span.end)
            continue
        if span.label in _PERSON_LABELS:
            found = _SURNAME_PARTICLES.match(text, span.end)
            if found is None or not _is_surname_not_place(found.group("surname")):
                found = _ARABIC_ARTICLE_SURNAME.match(text, span.end)
            if found is not None:
                extended_to = found.end()
                span = _corrected(span, "surname-particles", end=extended_to)
        out.append(span)
    return out


_ES_LETTERS: Final = "a-záéíóúñüçàèòïâêîôxA-ZÁÉÍÓÚÑÜÇÀÈÒÏ"
_ES_INSTITUTION_HEADS: Final = frozenset(
    {
        *("servicio", "hospital", "unidad", "centro", "clínica", "instituto", "calle", "avenida", "plaza", "paseo"),
        *("barrio", "colonia", "universidad", "facultad", "departamento", "juzgado", "ministerio", "hospitalario"),
    }
)
"""Head words of an institution or a street before which capitalised words name it, not a person."""
_ES_WORD_BEFORE: Final = re.compile(rf"(?<![\w.'-])([{_ES_LETTERS}][{_ES_LETTERS}'-]*)[ \t]\Z")
_ES_WORD_AFTER: Final = re.compile(rf"[ \t]([{_ES_LETTERS}][{_ES_LETTERS}'-]*)(?![\w.'-])")
_NOT_ES_NAME_WORDS: Final = frozenset(
    {
        *("el", "la", "los", "las", "un", "una", "en", "de", "del", "con", "por", "para", "se", "no", "sin", "al", "y"),
        *("que", "tras", "ante", "según", "su", "sus", "mi", "este", "esta", "dicho", "dicha", "otro", "otra"),
        *("don", "doña", "señor", "señora", "señorita", "sr", "sra", "srta", "dr", "dra", "doctor", "doctora"),
        *("lic", "mat", "enf", "paciente", "usuario", "usuaria", "nombre", "apellidos", "apellido", "fecha", "edad"),
        *("sexo", "varón", "mujer", "hombre", "niño", "niña", "madre", "padre", "hijo", "hija", "esposo", "esposa"),
        *("hermano", "hermana", "abuelo", "abuela", "tío", "tía", "pareja", "familiar", "médico", "médica"),
        *("enfermera", "enfermero", "zona", "distrito", "provincia", "estado", "municipio", "dirección"),
        *("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre"),
        *("octubre", "noviembre", "diciembre", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"),
        *("domingo", "acude", "refiere", "presenta", "ingresa", "consulta", "atendido", "atendida", "firma"),
        *("fdo", "firmado", "remitido", "remitida", "derivado", "derivada", "informe", "diagnóstico", "plan"),
        *("correo", "correos", "email", "e-mail", "sección", "tel", "teléfono", "fax", "móvil"),
        *_ES_INSTITUTION_HEADS,
    }
)
"""Spanish words that open or end no name beside a learned one: articles, titles, ties, fields, institutions
(`_ES_INSTITUTION_HEADS`), months and weekdays, verbs of a history."""
_ES_SENTENCE_START_BEFORE: Final = re.compile(r"(?:\A|[.:;!?]|\n)[ \t]*\Z")


def complete_spanish_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a Spanish person's name taking in the given names and surname a CRF left beside it.

    A CRF that learned names from MEDDOCAN keeps the surnames it knows and leaves a given name no list holds
    ("Nicomedes" of "Nicomedes Llorente Peñalba", "Yusmary Carolina" of "la ciudadana Yusmary Carolina Fuenmayor
    Urdaneta", "Wilfredo" of a letter's "Wilfredo Mamani Condori" on its own line, "AMAIA" of "SU HIJA, AMAIA
    ETXEBERRIA") or a last surname of the lists ("Llopis"; a signature's next field may follow a name: "Correo"). Up
    to two words before and one after, written as the name is (capitalised, or in capitals in a name in capitals),
    none an article, a title, a tie, a field, an institution, a month or a verb (`_NOT_ES_NAME_WORDS`), join it; a
    word opening a sentence only where the name then ends its line or is a given name of the lists. Not where a
    capitalised word that joins no name stands right before (the name of an institution: "Hospital ..."). Spanish
    notes only.
    """
    if lang != "es":
        return list(spans)
    taken = [(span.start, span.end) for span in spans]
    out = []
    for span in spans:
        if span.label in _PERSON_LABELS and "rules:" not in span.source and span.source.startswith("crf"):
            span = _completed_spanish_name(span, text, taken)
        out.append(span)
    return out


def _completed_spanish_name(span: Span, text: str, taken: Sequence[tuple[int, int]]) -> Span:
    """Return `span` over the name words beside it (`complete_spanish_names`), or as it is."""
    in_capitals = text[span.start : span.end].isupper()
    start = span.start
    for _ in range(2):
        before = _ES_WORD_BEFORE.search(text, max(0, start - 40), start)
        if before is None or not _may_join_a_name(before.group(1), in_capitals):
            break
        start = before.start(1)
    if start < span.start and not _free_before(text, start, span.end):
        start = span.start
    end = span.end
    after = _ES_WORD_AFTER.match(text, end)
    if (
        after is not None
        and _may_join_a_name(after.group(1), in_capitals)
        and _is_a_listed_surname(after.group(1))
        and not _capitalised_word_after(text, after.end())
    ):
        end = after.end(1)
    if (start, end) == (span.start, span.end):
        return span
    if any(other != (span.start, span.end) and other[0] < end and start < other[1] for other in taken):
        return span
    return _corrected(span, "spanish-names", start=start, end=end)


def _may_join_a_name(word: str, in_capitals: bool) -> bool:
    """Return whether `word` is written as a name beside one (`complete_spanish_names`) and may be part of it."""
    written_so = (word.isupper() and len(word) > 1) if in_capitals else (word[0].isupper() and word[1:].islower())
    return written_so and word.lower() not in _NOT_ES_NAME_WORDS


def _is_a_listed_surname(word: str) -> bool:
    """Return whether `word` is a surname of the lists ("Llopis"; not "Correo" of a signature's next field)."""
    lower = word.lower()
    return lower in load_dictionary("es_last_names") or lower in load_dictionary("last_names")


def _capitalised_word_after(text: str, offset: int) -> bool:
    """Return whether a capitalised word follows `offset` after a space (a longer run of names or of a title)."""
    after = _ES_WORD_AFTER.match(text, offset)
    return after is not None and after.group(1)[0].isupper()


def _free_before(text: str, start: int, end: int) -> bool:
    """Return whether name words joined before a name at `start` stand free.

    Not after a capitalised word that is no title, tie or article ("Hospital", or a longer run of names); at a
    sentence's or line's start only a given name of the lists, or a name that then ends its line (a letter's "Señor"
    and "Wilfredo Mamani Condori" on the next line).
    """
    before = _ES_WORD_BEFORE.search(text, max(0, start - 40), start)
    if before is not None and before.group(1)[0].isupper():
        word = before.group(1).lower()
        return word in _NOT_ES_NAME_WORDS and word not in _ES_INSTITUTION_HEADS
    if _ES_SENTENCE_START_BEFORE.search(text, max(0, start - 4), start) is None:
        return True
    first = text[start:end].split()[0].lower()
    if first in load_dictionary("es_first_names") or first in load_dictionary("first_names"):
        return True
    return _LINE_END_AFTER.match(text, end) is not None


def join_hyphenated_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a person's double-barrelled name cut at its hyphen made whole ("DELACROIX" + "BEY").

    The tokenizer splits "DELACROIX-BEY" at the hyphen, and a tagger may label the halves apart (a patient's name
    and a doctor's): two person spans with only a hyphen between them, a letter on each side, are one name, with the
    label of the first. Both languages.
    """
    joined: list[Span] = []
    for span in sorted(spans, key=span_position):
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and previous.label in _PERSON_LABELS
            and span.label in _PERSON_LABELS
            and span.start == previous.end + 1
            and text[previous.end] == "-"
            and text[previous.end - 1].isalpha()
            and text[span.start].isalpha()
        ):
            joined[-1] = _corrected(previous, "hyphenated-names", end=span.end)
        else:
            joined.append(span)
    return joined


_LOWER_CASE_WORD: Final = re.compile(r"[a-z]{3,}")
_NEIGHBOUR_GAP: Final = 3
"""A span at most this many characters from another may be a piece of a longer name ("st" "mary's" "hospital")."""
_NARRATIVE_VERB: Final = re.compile(rf"(?i:{NARRATIVE_VERBS})")
_ORDINARY_PHI_LABELS: Final = frozenset({"PROFESSION", "DATE", "CITY", "STATE", "COUNTRY", "STREET"})
"""Labels whose PHI may well be an ordinary word: an occupation ("teacher"), a day, month, season or holiday, a town
named after one ("moved to reading")."""
_INSTITUTION_WORDS: Final = _HOSPITAL_WORDS | frozenset(
    {"group", "company", "associates", "partners", "services", "bank", "church", "school", "college", "university"}
    | {"lady"}  # "our lady of the lake regional medical center"
)
"""Head words of institutions' names: in lower case too they end a name ("oxton and hale group")."""


def drop_ordinary_words(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a doubtful learned span that is one ordinary English word ("note", "guy").

    The recall operating point gives a PHI label to tokens the CRF doubts ("nursing admission note": "note" as a
    patient's name; "a guy at work" as a name). A span is dropped when it is one word of three letters or more in
    lower case, scored under 0.5 by a CRF alone (no rule found it), with no other span within three characters (a
    piece of a longer name stays: "st" "mary's" "hospital" of a note in lower case), a common English word
    (`common_words`) and no head word of an institution ("clinic", "group"). A word that is also a given name or
    surname stays in a line with no capital letter ("asking for my husband mark"). A capitalised word stays ("Will",
    "Earth"), and so do occupations ("works as a teacher"), dates and towns: ordinary words may be PHI there
    ("reading" in lower case). Verbs that never join a name go even beside another span, in any line: an auxiliary in
    lower case ("dr patel said") and a narrative verb in any case ("Lives Tacoma", "Speaks Haitian Creole"), and so
    does a doubtful "and" between people's names ("Drs. Whitcombe, Oduya and Farrokhzad"), and the verb "mark" of a
    messaging system's instruction ("Mark as urgent"); so does one that another span owns ("Tuesday's list"), an
    ordinary word opening a transcript's turn ("Dr: Good. Any ankle swelling?"), and a greeting or a word of address
    that no rule found ("Kia ora", "Nani", "Sir": `_FORMS_OF_ADDRESS`). English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    turns = _transcript_turn_starts(text)
    return [
        span
        for index, span in enumerate(ordered)
        if not (
            _is_doubtful_ordinary_word(span, text)
            and (
                _stands_apart(ordered, index)
                or _never_joins_a_name(span, text)
                or _owned_by_the_span_before(ordered, index, text)
            )
        )
        and not _is_doubtful_conjunction_between_people(ordered, index, text)
        and not _is_the_verb_mark(span, text)
        and not _is_a_verb_beside_its_subject(ordered, index, text)
        and not (span.start in turns and _is_an_ordinary_word_opening_a_turn(span, text))
        and not _is_a_learned_form_of_address(span, text)
    ]


_TRANSCRIPT_TURN: Final = re.compile(
    r"(?:Dr|DR|Doctor|Pt|PT|Patient|Nurse|RN|NP|Interpreter|Parent|Mother|Mom|Mum|Caller|Clinician|Provider|Q|A)"
    r"[ \t]*:[ \t]*"
)
"""A speaker's role opening a transcript's turn ("Dr: ", "Pt: "), at a line's start."""


def _transcript_turn_starts(text: str) -> set[int]:
    """Return where the turns of a transcript start, after their speaker's role at a line's start."""
    return {
        found.end()
        for found in _TRANSCRIPT_TURN.finditer(text)
        if not text[text.rfind("\n", 0, found.start()) + 1 : found.start()].strip()
    }


_TURN_OPENERS: Final = frozenset(
    {"hi", "hello", "hey", "okay", "ok", "yes", "yeah", "yep", "no", "nope", "thanks", "sure", "right", "alright"}
    | {"hmm", "um", "uh", "sorry", "great", "good", "fine", "morning", "afternoon"}
)
"""Words a speaker's turn opens with that no list of ordinary words holds ("Hi", "Okay")."""
_LONGEST_TURN_OPENER: Final = 12
"""The longest ordinary word read as opening a turn (a longer span is none)."""


def _is_an_ordinary_word_opening_a_turn(span: Span, text: str) -> bool:
    """Return whether a learned span opening a transcript's turn is an ordinary word ("Dr: Good. Any swelling?")."""
    if span.end - span.start > _LONGEST_TURN_OPENER or "rules:" in span.source:
        return False
    piece = text[span.start : span.end].lower()
    return (piece in _TURN_OPENERS or piece in load_dictionary("common_words")) and piece.isalpha()


def drop_lower_case_guesses_in_cased_notes(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans without a doubtful learned name or place in lower case in a note written with capitals.

    Where a note capitalises its names ("Seen by Dr. Okafor in Leeds"), a CRF's doubtful name, place or institution all
    in lower case is a clinical word it did not know ("dupilumab" as a CITY, "bibasal inspiratory crackles" as an
    ORGANIZATION, "amio" as a PATIENT), not a name. A span is dropped when a CRF alone found it, scored under 0.5, it
    has no capital letter, names no occupation by its last word or the next (an occupation mislabelled: "delivery
    nurse", "mandazi" of "a mandazi seller"), no other span lies within three characters but such guesses (a piece of a
    longer name stays; a phrase a CRF cut in pieces goes whole: "soft and" "bite" "sized diet"), and the note is written
    with capitals: of its 30 or more words in lower case or capitalised, a fifth or more capitalised, or prose of three
    sentences or more that opens each with a capital and writes "I" (a question, a post: there the words in lower case
    only). A note in lower case (a message, a tweet: "my husband mark") keeps
    its lower-case names; so do occupations, user names, dates and numbers ("works as a welder", "dave_h1987"), and a
    name signing after a dash ("- kev"). So is a doubtful capitalised word opening a sentence or a line that no list
    of names or places holds (in a note of that share of capitals): a clinical word capitalised by its place
    ("Afebrile x 36 h.", "Fascia closed 0 Vicryl", "Precipitant likely missed"), not a name after a title ("Dr.
    Oyelaran"), the first word of a longer one ("Coastal" of "Coastal Home Care Services"), one who owns what follows
    ("Steep's pain better") nor a chat's writer before the colon ("Tolu: ..."). English notes only.
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    lower_case_guesses: set[int] = set()
    opening_sentences: set[int] = set()
    for index, span in enumerate(ordered):
        if span.label not in _LABELS_OF_GUESSED_NAMES or not _is_doubtful_learned(span):
            continue
        if _is_a_phrase_in_lower_case(text[span.start : span.end]):
            if not _signs_after_a_dash(span, text) and not _names_an_occupation(span, text):
                lower_case_guesses.add(index)
        elif (
            _is_an_unknown_word_opening_a_sentence(span, text)
            and not _names_an_occupation(span, text)
            and _stands_apart(ordered, index)
        ):
            opening_sentences.add(index)
    in_lower_case = {index for index in lower_case_guesses if _only_beside_guesses(ordered, index, lower_case_guesses)}
    if not (in_lower_case or opening_sentences):
        return ordered
    capitalising = _is_written_with_capitals(text)  # read only for a note with guesses: a scan of all its words
    if capitalising:
        guesses = in_lower_case | opening_sentences
    elif capitalising is None and _is_capitalised_prose(text):
        guesses = in_lower_case
    else:
        return ordered
    return [span for index, span in enumerate(ordered) if index not in guesses]


_LABELS_OF_GUESSED_NAMES: Final = _PERSON_LABELS | frozenset(
    {"HOSPITAL", "ORGANIZATION", "DEPARTMENT", "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "LOCATION-OTHER", "OTHER"}
)
"""The labels of names and places, which a note written with capitals writes with capitals (not PROFESSION,
USERNAME, dates or numbers)."""
_PLAIN_PHRASE: Final = re.compile(r"[^\W_]+(?:[ \t'\u2019-]+[^\W_]+)*")
"""Words of letters and digits (no "@", "_" or "." of a handle or an address)."""
_CASED_WORD: Final = re.compile(r"[^\W\d_][a-z\u00e0-\u00ff]+")
"""A word in lower case or capitalised (not one in capitals), for the share of capitalised words in a note."""
_MIN_WORDS_FOR_CASING: Final = 30
_MIN_SHARE_CAPITALISED: Final = 0.2


_SIGNATURE_DASH: Final = re.compile(r"(?:\A|\n)[ \t]*[-–—~][ \t]*\Z")
"""A dash opening a line before a signature ("- kev")."""


def _signs_after_a_dash(span: Span, text: str) -> bool:
    """Return whether `span` signs a message: it follows a dash that opens its line ("- kev")."""
    return _SIGNATURE_DASH.search(text, max(0, span.start - 8), span.start) is not None


def _is_a_phrase_in_lower_case(piece: str) -> bool:
    """Return whether `piece` is words of letters and digits with a letter and no capital ("amio", "3b")."""
    return piece.islower() and _PLAIN_PHRASE.fullmatch(piece) is not None


_SENTENCE_OPENING_BEFORE: Final = re.compile(
    r"(?:\A|\n)[ \t]*\Z"
    r"|(?<![A-Z][a-z])(?<!\b[A-Z])(?<!Mrs)(?<!Miss)(?<!Prof)(?<!Capt)(?<!Sgt)[.!?][ \t]+\Z"
)
"""What stands before a word that opens a line or a sentence (not after a title's or an initial's full stop: "Dr.
Oyelaran", "J. Smith"; a dash before it may sign: "- Latonyia")."""
_KNOWN_PLACE_LISTS: Final = ("us_cities", "world_cities", "countries", "us_states", "us_counties", "hospitals")


def _is_an_unknown_word_opening_a_sentence(span: Span, text: str) -> bool:
    """Return whether `span` is one capitalised word opening a line or sentence that no name or place list holds."""
    piece = text[span.start : span.end]
    if _CAPITALISED_WORD.fullmatch(piece) is None:
        return False
    return (
        _SENTENCE_OPENING_BEFORE.search(text, max(0, span.start - 8), span.start) is not None
        and not is_known_name(piece.lower())
        and not any(piece.lower() in load_dictionary(name) for name in _KNOWN_PLACE_LISTS)
        and _CAPITALISED_WORD_AFTER.match(text, span.end) is None  # a longer name's first word ("Coastal Home")
        and _POSSESSIVE_AFTER.match(text, span.end) is None  # someone's ("Steep's pain better")
        and not _writes_several_lines(piece, text, span.end)  # a chat's writer ("Tolu: Daddy's BP was 190/110")
    )


_CAPITALISED_WORD: Final = re.compile(r"[A-Z][a-z]{2,}")
_CAPITALISED_WORD_AFTER: Final = re.compile(r"[ \t]+[A-Z]")
_POSSESSIVE_AFTER: Final = re.compile(r"['\u2019]s?\b")
_COLON_AFTER: Final = re.compile(r"[ \t]*:")


def _writes_several_lines(word: str, text: str, end: int) -> bool:
    """Return whether `word` opens two lines or more before a colon, as a chat's writer does ("Tolu:")."""
    return _COLON_AFTER.match(text, end) is not None and text.count(f"\n{word}:") + text.startswith(f"{word}:") >= 2


def _names_an_occupation(span: Span, text: str) -> bool:
    """Return whether `span`'s last word, or the next, is an occupation's ("delivery nurse", "mandazi" seller)."""
    last = text[span.start : span.end].rsplit(maxsplit=1)[-1]
    following = _NEXT_WORD.match(text, span.end)
    return any(is_an_occupation_word(word) for word in (last, following.group(1).lower() if following else ""))


_NEXT_WORD: Final = re.compile(r"[ \t]+([A-Za-z]+)")


def _is_written_with_capitals(text: str) -> bool | None:
    """Return whether a fifth or more of `text`'s words (30 at least) in lower case or capitalised are capitalised.

    None where it has fewer such words or a smaller share of capitals: prose may still be written with capitals
    (`_is_capitalised_prose`); False where it has enough words and none capitalised.
    """
    words: list[str] = _CASED_WORD.findall(text)
    capitalised = sum(1 for word in words if word[0].isupper())
    if len(words) >= _MIN_WORDS_FOR_CASING and capitalised >= _MIN_SHARE_CAPITALISED * len(words):
        return True
    return False if words and not capitalised else None


_SENTENCE_OPENING: Final = re.compile(r"(?:\A|[.!?][ \t]+|\n[ \t]*)([^\W\d_])")
"""The first letter of a sentence or a line."""
_LOWER_CASE_I: Final = re.compile(r"(?<![\w'\u2019.-])i(?:['\u2019](?:m|ve|ll|d)\b|(?![\w'\u2019.-]))")
"""The pronoun "i" in lower case ("i think", "i'm"), as a text typed without capitals writes it."""
_MIN_PROSE_SENTENCES: Final = 3


def _is_capitalised_prose(text: str) -> bool:
    """Return whether every sentence of `text` (three at least) opens with a capital and no "i" stands alone.

    Prose (a question, a post: "My husband Dave is 58 and snores so loud ...") capitalises fewer words than a note,
    but a writer who opens sentences with capitals and writes "I" writes names with capitals too.
    """
    openings = [found.group(1) for found in _SENTENCE_OPENING.finditer(text)]
    return (
        len(openings) >= _MIN_PROSE_SENTENCES
        and all(letter.isupper() for letter in openings)
        and _LOWER_CASE_I.search(text) is None
    )


_VERB_PIECE: Final = re.compile(r"(?i:" + SUBJECT_VERBS + r"|will[ \t]+call|call|at)")
"""A verb a person's name does ("Kenton feels", "will call Semhar at"), as a piece of a learned span a rule's name
span cut in two ("KENTON FEELS" less the rule's "KENTON")."""


def _is_a_verb_beside_its_subject(ordered: Sequence[Span], index: int, text: str) -> bool:
    """Return whether the span at `index` is only a verb (`_VERB_PIECE`) right beside a person span."""
    span = ordered[index]
    return (
        span.label in _PERSON_LABELS
        and _VERB_PIECE.fullmatch(text, span.start, span.end) is not None
        and any(neighbour.label in _PERSON_LABELS for neighbour in _close_neighbours(ordered, index))
    )


_MARKED_AS: Final = re.compile(
    r"[ \t]+(?i:as[ \t]+(?:urgent|read|unread|complete|completed|done|resolved|reviewed|important|high[ \t]+priority"
    r"|priority)\b)"
)
"""What follows "Mark" in a messaging system's instruction ("Mark as urgent per Dr. Lashut")."""


def _is_the_verb_mark(span: Span, text: str) -> bool:
    """Return whether a person span is the verb "mark" of an instruction, not the given name ("Mark as urgent")."""
    return (
        span.label in _PERSON_LABELS
        and text[span.start : span.end].lower() == "mark"
        and _MARKED_AS.match(text, span.end) is not None
    )


_CONJUNCTIONS: Final = frozenset({"and", "or", "&"})


def _is_doubtful_conjunction_between_people(ordered: Sequence[Span], index: int, text: str) -> bool:
    """Return whether the span at `index` is a CRF's doubtful "and" / "or" with only people's names beside it.

    "Drs. Whitcombe, Oduya and Farrokhzad": two people are never one name, though an institution may hold "and"
    ("Brigham and Women's"), so the conjunction goes only between person spans (or with none beside it).
    """
    span = ordered[index]
    if text[span.start : span.end] not in _CONJUNCTIONS or not _is_doubtful_learned(span):
        return False
    return all(neighbour.label in _PERSON_LABELS for neighbour in _close_neighbours(ordered, index))


def _is_doubtful_learned(span: Span) -> bool:
    """Return whether `span` is a CRF's alone (no rule found it), scored under `DOUBTFUL`."""
    return (
        span.score is not None
        and span.score < DOUBTFUL
        and span.source.startswith("crf:")
        and "rules:" not in span.source
    )


def _is_doubtful_ordinary_word(span: Span, text: str) -> bool:
    """Return whether `span` is a CRF's doubtful span over one common English word in lower case, no name there."""
    if not _is_doubtful_learned(span):
        return False
    piece = text[span.start : span.end]
    if _NARRATIVE_VERB.fullmatch(piece) is not None:
        return True  # "Speaks" of "Speaks Haitian Creole", the language left out
    in_capitals = piece.isupper() and not _line_has_lower_case(text, span.start)
    if piece in _WORDS_NEVER_IN_A_NAME or (in_capitals and _is_a_preposition_in_capitals(span, text)):
        return _stands_alone(text, span.start, span.end)  # not the "to" of the licence "to2701685"; "AT" in capitals
    in_one_case = in_capitals or not _line_has_capitals(text, span.start)
    word = piece.lower() if in_capitals else piece  # a note in capitals is read as one in lower case
    if _is_common_word_opening_a_sentence(span, text, piece):
        return True  # "Skin is warm and dry.", "Subject 017-0042 consented"
    if _LOWER_CASE_WORD.fullmatch(word) is None:
        return False
    if span.label == "DATE":  # one word like no date word ("repositioning", "SINCE LAST VISIT ON")
        hyphenated = text[span.end : span.end + 1] == "-" or text[span.start - 1 : span.start] == "-"
        if hyphenated or _like_a_date_word(word):
            return False
        # in a note in one case a name may be in lower case too: an ordinary word or a verb form only there ("quit
        # smoking 2015")
        return not in_one_case or _is_an_ordinary_word(word) or _VERB_FORM.fullmatch(word) is not None
    if span.label in _ORDINARY_PHI_LABELS:
        return False
    if not in_capitals and _is_verb_beside_a_name(word):
        return True  # (in capitals a name may end as a verb form does: "GLESSING")
    if word not in load_dictionary("common_words") or word in _INSTITUTION_WORDS:
        return False
    return not is_known_name(word) or not in_one_case


_SENTENCE_START_BEFORE: Final = re.compile(r"(?:\A|\n|[.!?:][ \t]+)[ \t]*\Z")


def _is_common_word_opening_a_sentence(span: Span, text: str, piece: str) -> bool:
    """Return whether a name-like span is one capitalised common English word, no name, that opens a sentence.

    Capitalised only by its place ("Skin is warm", "Subject 017-0042"): a word of `common_words` that no name list
    holds and no institution's head word. A name no list holds stays ("Gozman's pain better").
    """
    if span.label in _ORDINARY_PHI_LABELS or not piece.istitle() or not piece.isalpha() or len(piece) < 3:
        return False
    if _SENTENCE_START_BEFORE.search(text, max(0, span.start - 8), span.start) is None:
        return False
    return _is_an_ordinary_word(piece.lower())


def _is_an_ordinary_word(word: str) -> bool:
    """Return whether a lower-case word is a common English word, no institution's head word and no known name."""
    return word in load_dictionary("common_words") and word not in _INSTITUTION_WORDS and not is_known_name(word)


_DATE_WORDS: Final = (
    *MONTHS_AND_DAYS,
    *("spring", "summer", "fall", "autumn", "winter", "christmas", "easter", "thanksgiving", "halloween", "hanukkah"),
    *("ramadan", "passover", "today", "tonight", "yesterday", "tomorrow", "weekend", "noon", "midnight"),
    # the words of holidays a tagger may cut ("memorial" of "memorial day", "valentine" of "valentine's day")
    *("memorial", "valentine", "valentines", "labor", "labour", "independence", "veterans", "presidents", "mothers"),
    *("fathers", "mother", "father", "new", "year", "years", "eve", "fourth", "day", "columbus", "kwanzaa", "diwali"),
)
"""Words that are dates, or in one, in lower case: a DATE span that is like none of them is no date."""


def _like_a_date_word(word: str) -> bool:
    """Return whether `word` is a date word or a misspelling of one ("tuseday", "winetr": `_DATE_WORDS`)."""
    return word in _DATE_WORDS or bool(get_close_matches(word, _DATE_WORDS, n=1, cutoff=0.7))


_WORDS_NEVER_IN_A_NAME: Final = frozenset(
    {"at", "on", "to", "from", "with", "into", "till", "until", "is", "are", "am"}
)
"""Prepositions and verbs that join no name in lower case ("Dr Whitaker at Legacy Peds": not "at"), unlike "of",
"for", "and" or "the" ("Bank of America", "Hospital for Special Surgery")."""


def _is_verb_beside_a_name(piece: str) -> bool:
    """Return whether a lower-case word is a verb or preposition that stands beside a name and is no part of it.

    An auxiliary (`_AUXILIARIES`: "said" of "dr patel said"), a verb form in no name list ("ambulated" of "Marcquise
    ambulated"), a preposition or a form of "be" (`_WORDS_NEVER_IN_A_NAME`: "at" of "Dr Whitaker at Legacy Peds").
    """
    return (
        piece in _AUXILIARIES
        or piece in _WORDS_NEVER_IN_A_NAME
        or (_VERB_FORM.fullmatch(piece) is not None and not is_known_name(piece))
    )


def _never_joins_a_name(span: Span, text: str) -> bool:
    """Return whether `span` is one verb or preposition that never joins a name beside it.

    A verb after a name in lower case (`_is_verb_beside_a_name`: "dr patel said", "Marcquise ambulated"), a verb form
    read as a date beside the date's number (the doubtful date word has been checked already), a narrative
    verb in any case ("Lives" of "Lives Tacoma": `NARRATIVE_VERBS`), or a preposition as a span of its own
    (`_WORDS_NEVER_IN_A_NAME`, `_PREPOSITIONS_IN_CAPITALS`: "RETURNED CALL TO CHERYN A. AT (218) 544-6887").
    """
    piece = text[span.start : span.end]
    return (
        _is_verb_beside_a_name(piece)
        or (span.label == "DATE" and _VERB_FORM.fullmatch(piece.lower()) is not None)  # "QUIT SMOKING" + "2015"
        or _NARRATIVE_VERB.fullmatch(piece) is not None
        or piece in _WORDS_NEVER_IN_A_NAME
        or _is_a_preposition_in_capitals(span, text)
    )


_PREPOSITIONS_IN_CAPITALS: Final = frozenset({"AT", "FROM", "WITH", "INTO", "UNTIL"})
"""Prepositions of `_WORDS_NEVER_IN_A_NAME` as a note in capitals writes them; not "AM", "IS", "TO" or "ON", which
may be someone's initials ("-AM" signing a note)."""


def _is_a_preposition_in_capitals(span: Span, text: str) -> bool:
    """Return whether `span` is a preposition in capitals after a space ("CHERYN A. AT (218)"; not "-AT")."""
    return text[span.start : span.end] in _PREPOSITIONS_IN_CAPITALS and text[span.start - 1 : span.start] == " "


def _only_beside_guesses(ordered: Sequence[Span], index: int, guesses: set[int]) -> bool:
    """Return whether every span within `_NEIGHBOUR_GAP` of the one at `index` is among `guesses` (indices)."""
    close = _close_neighbours(ordered, index)
    return all(
        neighbour in guesses
        for neighbour in (index - 1, index + 1)
        if 0 <= neighbour < len(ordered) and ordered[neighbour] in close
    )


def _stands_apart(ordered: Sequence[Span], index: int) -> bool:
    """Return whether the span at `index` of position-sorted spans has no other span within `_NEIGHBOUR_GAP`."""
    return not _close_neighbours(ordered, index)


_POSSESSIVE_AFTER_A_SPAN: Final = re.compile(r"['\u2019]s?[ \t]+")


def _owned_by_the_span_before(ordered: Sequence[Span], index: int, text: str) -> bool:
    """Return whether the span at `index` follows another's possessive with no span close after it.

    What a date or a person owns is no piece of its name ("Tuesday's list", "Haskins' wife").
    """
    span = ordered[index]
    if index == 0 or (index + 1 < len(ordered) and ordered[index + 1].start - span.end <= _NEIGHBOUR_GAP):
        return False
    before = ordered[index - 1]
    return _POSSESSIVE_AFTER_A_SPAN.fullmatch(text, before.end, span.start) is not None


def _close_neighbours(ordered: Sequence[Span], index: int) -> list[Span]:
    """Return the spans next to the one at `index` of position-sorted spans that lie within `_NEIGHBOUR_GAP`."""
    span = ordered[index]
    before = ordered[index - 1] if index > 0 else None
    after = ordered[index + 1] if index + 1 < len(ordered) else None
    return [
        *([before] if before is not None and span.start - before.end <= _NEIGHBOUR_GAP else []),
        *([after] if after is not None and after.start - span.end <= _NEIGHBOUR_GAP else []),
    ]


_CHAT_SENDER_SOURCE: Final = "rules:chat_"
"""What the sources of the chat rules' spans start with (`chat_sender`, `chat_handle_sender`,
`chat_sender_after_date_and_time`)."""
_CHAT_REACH: Final = 4
"""Lines before the first and after the last sender a chat rule found that the layout correction reads."""
_LINE_WRITER: Final = re.compile(
    r"^(?:\[[A-Za-z]{2,10}\][ \t]*)?"  # a game's channel ("[TEAM] ")
    r"(?P<who>(?=[\w.]{0,23}[^\W\d_])[\w.]{2,24}|[A-Z][\w'’-]*\.?(?:[ \t][A-Z][\w'’-]*\.?){1,2}):[ \t]",
    re.MULTILINE,
)
"""A line opening with a writer's name or handle and a colon: one word or user name, or two or three capitalised
words ("RJ Thompson:", "Funke A.:")."""
_NOT_WRITERS: Final = frozenset(
    {
        *("doctor", "dr", "nurse", "patient", "pt", "mother", "father", "mom", "mum", "dad", "wife", "husband"),
        *("son", "daughter", "user", "admin", "moderator", "mod", "bot", "me", "you", "q", "a", "re", "cc", "ps"),
        *("paciente", "médico", "medico", "enfermera", "enfermero", "doctora", "madre", "padre", "hijo", "hija"),
    }
)
"""Roles of a transcript and words of a message's layout that open a line with a colon without naming anyone."""


def chat_senders_by_layout(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with every writer of a chat's lines added once the chat rules (or a CRF) found two of them.

    The rules read a writer by a time before it or by a user name's shape and another writer's line close by
    ("rosie: GUYS", "Hana_Q: YES"); a chat also has writers of neither ("ceci:", "moonpie:", "[ALL] Dimitri:",
    "RJ Thompson:"), and its last line has no writer after it. Within four lines of the senders found, a line that
    opens with a word or handle (or two or three capitalised words) and a colon names its writer, unless the word is
    an ordinary or medical one or a transcript's role ("Doctor:", "Plan:"). Learned pieces inside it give way
    ("Hana" of "Hana_Q"); a span reaching past it stays. Where only learned writers show the layout
    (`_learned_line_writers`), a writer is added only where it opens two lines or more (not a field: "Fecha:"),
    unless the learned writers open half the lines that open with a name and a colon or more in an English text (a
    chat: "Ebuka:").
    """
    senders = [span for span in spans if _CHAT_SENDER_SOURCE in span.source]
    repeated_only = len(senders) < 2  # a layout learned spans show too: writers of two lines or more
    if repeated_only:  # (one writer the rules found does not make the layout: the learned ones join it)
        senders = [*senders, *_learned_line_writers(spans, text)]
    if len(senders) < 2:
        return list(spans)
    region_start = _lines_away(text, min(span.start for span in senders), -_CHAT_REACH)
    region_end = _lines_away(text, max(span.end for span in senders), _CHAT_REACH + 1)
    out = list(spans)
    lines = list(_LINE_WRITER.finditer(text, region_start, region_end))
    lines_by_writer = Counter(found["who"] for found in lines)
    if lang == "en" and repeated_only and 2 * sum(1 for span in senders if region_start <= span.start) >= len(lines):
        repeated_only = False  # learned writers open half the lines or more: a chat (the English list of words stops
        # a note's fields: "Plan:", "Note:"; no Spanish one would stop "Fecha:")
    for found in lines:
        if not _could_write(found["who"]) or (repeated_only and lines_by_writer[found["who"]] < 2):
            continue
        writer = Span(*found.span("who"), "PATIENT", source="correct:chat-senders-by-layout", score=0.7)
        overlapping = [other for other in out if other.overlaps(writer)]
        if any(other.start < writer.start or other.end > writer.end for other in overlapping):
            continue
        if any((other.start, other.end) == (writer.start, writer.end) for other in overlapping):
            continue
        out = [other for other in out if other not in overlapping]
        out.append(writer)
    return sorted(out, key=span_position)


_WRITER_ABOVE_TIME: Final = re.compile(
    r"^[ \t]*(?P<who>[^\W\d_][\w.'\u2019-]{1,31}(?:[ \t][A-Z][\w'\u2019-]*\.?){0,2})[ \t]+"
    r"\d{1,2}:\d{2}[ \t]?[AaPp]\.?[Mm]\.?[ \t]*$",
    re.MULTILINE,
)
"""A line of a workplace chat's copy that holds its writer and the time only ("kevin.m 9:41 AM", "Shauna Reyes 9:43
AM"), the message on the lines below."""
_HANDLE_SHAPE: Final = re.compile(r"[A-Za-z][a-z]*[._\d][\w.]*")


def chat_writers_above_times(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with the writers of a Slack or Teams copy added, each on its line above a message.

    Such a copy gives each message a line of its own with the writer and the time ("kevin.m 9:41 AM"), which neither
    the chat rules (a colon after the writer) nor a CRF read whole ("atlas" and "kevin" as one span across the
    channel's line). Where two such lines show the layout, a writer that is a capitalised given name of the lists, a
    user name's shape ("kevin.m") or a learned person is added (not an ordinary or medical word: "Dose 9:41 AM"), the
    spans inside it give way, and a span reaching into its line from above is cut at the line's start (the layout
    misled the CRF that read "Friday" and "dev" as one date across it: "Friday" stays).
    """
    if ":" not in text:  # every writer's line holds a time
        return list(spans)
    lines = list(_WRITER_ABOVE_TIME.finditer(text))
    if len(lines) < 2:
        return list(spans)
    people = [span for span in spans if span.label in _PERSON_LABELS]
    out = list(spans)
    for found in lines:
        start, end = found.span("who")
        who = found["who"]
        learned = any(span.start < end and start < span.end for span in people)
        if not _could_write(who) or not (learned or _HANDLE_SHAPE.fullmatch(who) or _capitalised_given_name(who)):
            continue
        writer = Span(start, end, "PATIENT", source="correct:chat-writers-above-times", score=0.7)
        overlapping = [other for other in out if other.overlaps(writer)]
        if any(other.end > writer.end for other in overlapping):
            continue
        out = [other for other in out if other not in overlapping]
        out.extend(_cut_before_line(other, text, found.start()) for other in overlapping if other.start < found.start())
        out.append(writer)
    return sorted((span for span in out if span.start < span.end), key=span_position)


def _cut_before_line(span: Span, text: str, line_start: int) -> Span:
    """Return `span` ending before the line that starts at `line_start`, without the space before that line."""
    end = min(span.end, line_start)
    while end > span.start and text[end - 1].isspace():
        end -= 1
    return replace(span, end=end)


def _capitalised_given_name(who: str) -> bool:
    """Return whether `who` opens with a capitalised given name of the lists ("Shauna Reyes", "Tomás")."""
    first = who.split()[0]
    return first[0].isupper() and first.lower() in load_dictionary("first_names")


_GIVEN_NAME_AND: Final = re.compile(r"(?<![\w'-])([A-Z][a-z]+)[ \t]+(?:and|&)[ \t]+$")
"""A capitalised word and "and" (or "&") just before a name ("Will and " of "Will and Dawn Mercer")."""


def coordinated_given_names(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    """Return the spans with a listed given name added where "and" joins it to a person's full name.

    "Congratulations to Will and Dawn Mercer", "Hope & Rafael Ortiz": the couple shares the surname the second name
    carries, and the first given name, alone, is an ordinary word a CRF leaves ("Will", "Hope"). Only a word of the
    given-name list, not inside a span, before a learned or rule person of two words or more (English notes).
    """
    if lang != "en":
        return list(spans)
    ordered = sorted(spans, key=span_position)
    added: list[Span] = []
    for index, span in enumerate(ordered):
        if span.label not in _PERSON_LABELS or len(text[span.start : span.end].split()) < 2:
            continue
        before = _GIVEN_NAME_AND.search(text, max(0, span.start - 30), span.start)
        if before is None or before.group(1).lower() not in load_dictionary("first_names"):
            continue
        start, end = before.span(1)
        if index > 0 and ordered[index - 1].end > start:
            continue
        added.append(Span(start, end, span.label, source="correct:coordinated-given-names", score=span.score))
    return sorted([*spans, *added], key=span_position) if added else list(spans)


def _learned_line_writers(spans: Sequence[Span], text: str) -> list[Span]:
    """Return the learned people who open lines with a colon, if a chat's layout shows in them ("Shaz:", "Baz:").

    A chat that gives no time and no user name leaves the chat rules nothing to read; a CRF then finds some of its
    writers. Two different ones at the start of lines say what the layout is, and so does one on two lines with
    another name (that no list calls an ordinary word) opening two lines too.
    """
    people = {(span.start, span.end): span for span in spans if span.label in _PERSON_LABELS}
    if len(people) < 2 or ":" not in text:  # two writers' spans at least, each before a colon
        return []
    lines = list(_LINE_WRITER.finditer(text))
    writers = [people[found.span("who")] for found in lines if found.span("who") in people]
    names = {text[span.start : span.end].lower() for span in writers}
    if len(names) >= 2:
        return writers
    if len(writers) < 2:
        return []
    others = Counter(
        found["who"].lower() for found in lines if found["who"].lower() not in names and _could_write(found["who"])
    )
    return writers if any(count >= 2 for count in others.values()) else []


def _lines_away(text: str, offset: int, lines: int) -> int:
    """Return where the line `-lines` lines above `offset`'s starts (`lines` < 0) or the line `lines - 1` below ends."""
    position = offset
    if lines < 0:
        for _ in range(-lines + 1):
            position = text.rfind("\n", 0, position)
            if position < 0:
                return 0
        return position + 1
    for _ in range(lines):
        position = text.find("\n", position + 1)
        if position < 0:
            return len(text)
    return position


def _could_write(who: str) -> bool:
    """Return whether a line's opening word or words may name the chat's writer.

    No ordinary or medical word, unless a capitalised given name of the lists ("Will:", "Rose:", "Hope:" in a chat),
    nor a word of address alone ("Mam:", "Ammi:").
    """
    word = who.replace(".", " ").split()[0]
    first = word.lower()
    if first in _NOT_WRITERS or (" " not in who.strip() and first in _FORMS_OF_ADDRESS):
        return False  # a role, or a word of address alone ("Mam:", "Ammi:")
    if _capitalised_given_name(word):
        return True
    return first not in load_dictionary("common_words") and first not in load_dictionary("medical_terms")
