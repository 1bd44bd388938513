"""Slot renderers: each turns one typed template slot (`{patient:last_first}`) into labelled pieces of text.

A renderer returns `Piece`s, `(text, label)` pairs whose label is a canonical PHI type or None for plain text, so a
slot can mix PHI and non-PHI ("Dr. " + a DOCTOR name). Labels follow the i2b2 2014 guidelines as the datasheet
explains: titles, degrees, relation words and possessive "'s" stay outside name spans; a relative's name is
NAME-RELATIVE; every clinician (nurses included) is DOCTOR; a bare clock time is not PHI, a date-time stamp is one
DATE.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from types import MappingProxyType
from typing import Final

from faker import Faker

from phiscrub.synth import vocab
from phiscrub.synth.values import (
    DATE_FORMS,
    FULL_DATE_FORMS,
    PHONE_FORMS,
    Hospital,
    NoteFacts,
    Patient,
    Person,
    Relative,
    age_in_words,
    age_on,
    format_date,
    format_phone,
    season_of,
)

Piece = tuple[str, str | None]
"""A piece of note text and its PHI label (None: not PHI)."""


@dataclass(frozen=True, slots=True)
class RenderContext:
    """What a slot renderer may draw on: the note's random generator, Faker, its patient and note facts."""

    rng: random.Random
    faker: Faker
    patient: Patient
    facts: NoteFacts


SlotRenderer = Callable[[RenderContext, str], list[Piece]]

NAME_FORMS: Final = (
    "full", "first", "last", "title_last", "title_full", "last_first", "caps_last_first", "initials", "fi_last",
    "lower", "caps", "poss", "nick", "broken", "mid", "last_lower", "full_deg", "any",
    "first_init", "init_last", "first_poss", "full_poss", "first_lower", "caps_last", "informal", "prose",
)  # fmt: skip
_ANY_NAME: Final = (
    "full", "full", "title_last", "last_first", "fi_last", "mid", "first", "last", "first_init", "init_last",
)  # fmt: skip
_INFORMAL_NAME: Final = ("first", "first", "first_lower", "lower", "first_init", "full", "nick")
"""Forms an informal genre (portal message, e-mail, question) uses: lower case, first names, "Maria L."."""
_PROSE_NAME: Final = ("full", "full", "first", "first_init", "init_last", "last", "caps", "mid", "nick")
"""Forms of a name in running prose without a cue word."""


def _initials_last(person: Person, rng: random.Random) -> str:
    """Return "J. R. Smith", "J.R. Smith", "JR Smith" or "J Smith"."""
    letters = [person.first[0], person.middle[0]] if rng.random() < 0.7 else [person.first[0]]
    style = rng.randrange(4)
    if style == 0:
        head = " ".join(f"{letter}." for letter in letters)
    elif style == 1:
        head = "".join(f"{letter}." for letter in letters)
    elif style == 2:
        head = "".join(letters)
    else:
        head = " ".join(letters)
    return f"{head} {person.last}"


def _title(person: Person, rng: random.Random) -> str:
    if person.degree in {"MD", "DO", "PhD"}:
        return "Dr. "
    if person.sex == "M":
        return rng.choice(("Mr. ", "Mr ", "Mr. "))
    return rng.choice(("Ms. ", "Mrs. ", "Ms "))


def name_pieces(person: Person, form: str, label: str, rng: random.Random) -> list[Piece]:
    """Return a person's name in `form` (one of NAME_FORMS); titles, degrees and "'s" stay outside the span."""
    if form == "any":
        form = rng.choice(_ANY_NAME)
    elif form == "informal":
        form = rng.choice(_INFORMAL_NAME)
    elif form == "prose":
        form = rng.choice(_PROSE_NAME)
    first = person.nickname if person.nickname and rng.random() < 0.25 else person.first
    if form == "first":
        return [(first, label)]
    if form == "nick":
        return [(person.nickname or person.first, label)]
    if form == "last":
        return [(person.last, label)]
    if form == "last_lower":
        return [(person.last.lower(), label)]
    if form == "title_last":
        return [(_title(person, rng), None), (person.last, label)]
    if form == "title_full":
        return [(_title(person, rng), None), (person.full, label)]
    if form == "last_first":
        return [(f"{person.last}, {person.first}", label)]
    if form == "caps_last_first":
        return [(f"{person.last}, {person.first} {person.middle[0]}".upper(), label)]
    if form == "initials":
        initials = (
            person.first[0] + person.middle[0] + person.last[0] if rng.random() < 0.4 else first[0] + person.last[0]
        )
        return [(".".join(initials) + "." if rng.random() < 0.3 else initials, label)]
    if form == "fi_last":
        return [(f"{person.first[0]}. {person.last}", label)]
    if form == "lower":
        return [(f"{first} {person.last}".lower(), label)]
    if form == "caps":
        return [(person.full.upper(), label)]
    if form == "poss":
        return [(person.last, label), ("'s", None)]
    if form == "broken":
        return [(f"{person.first}\n{person.last}", label)]
    if form == "mid":
        return [(f"{person.first} {person.middle[0]}. {person.last}", label)]
    if form == "first_init":
        return [(f"{first} {person.last[0]}.", label)]
    if form == "init_last":
        return [(_initials_last(person, rng), label)]
    if form == "first_poss":
        return [(first, label), ("'s", None)]
    if form == "full_poss":
        return [(f"{first} {person.last}", label), ("'s", None)]
    if form == "first_lower":
        return [(first.lower(), label)]
    if form == "caps_last":
        return [(person.last.upper(), label)]
    if form == "full_deg":
        return [(person.full, label), (f", {person.degree or 'MD'}", None)]
    return [(f"{first} {person.last}" + (f" {person.suffix}" if person.suffix else ""), label)]


def _person_slot(pick: Callable[[RenderContext], Person], label: str) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        return name_pieces(pick(ctx), form or "full", label, ctx.rng)

    return render


def _relative(index: int) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        relatives = ctx.patient.relatives
        relative: Relative = relatives[min(index, len(relatives) - 1)]
        rng, person = ctx.rng, relative.person
        if form == "rel_name":
            return [
                (f"{relative.relation} ", None),
                *name_pieces(person, rng.choice(("first", "full")), "NAME-RELATIVE", rng),
            ]
        if form == "name_rel":
            return [*name_pieces(person, "full", "NAME-RELATIVE", rng), (f" ({relative.relation})", None)]
        if form == "relation":
            return [(relative.relation, None)]
        if form == "phone":
            return [(format_phone(relative.phone, rng.choice(PHONE_FORMS), rng), "PHONE")]
        if form == "age":
            return [(str(relative.age), "AGE")]
        return name_pieces(person, form or "full", "NAME-RELATIVE", rng)

    return render


def _date_slot(pick: Callable[[RenderContext], date]) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        day, rng = pick(ctx), ctx.rng
        if form in {"", "full"}:
            form = rng.choice(FULL_DATE_FORMS)
        elif form == "any":
            form = rng.choice(DATE_FORMS)
        if form == "season":
            return [(season_of(day), "DATE")]
        if form == "season_year":
            return [(f"{season_of(day)} of {day.year}", "DATE")]
        if form == "season_apos":
            # "spring of '21": the season and the apostrophe year are each a DATE, "of" is not
            return [(season_of(day), "DATE"), (" of ", None), (format_date(day, "apos_year", rng), "DATE")]
        if form == "the_ord":
            return [("the ", None), (format_date(day, "day_ord", rng), "DATE")]
        if form == "informal":
            form = rng.choice(INFORMAL_DATE_FORMS)
            if form == "the_ord":
                return [("the ", None), (format_date(day, "day_ord", rng), "DATE")]
        return [(format_date(day, form, rng), "DATE")]

    return render


def _age(ctx: RenderContext, form: str) -> list[Piece]:
    age = age_on(ctx.patient.dob, ctx.facts.note_date)
    if form == "word":
        return [(age_in_words(age), "AGE")]
    if form == "decade":
        return [(f"{age // 10 * 10}s", "AGE")]
    return [(str(age), "AGE")]


def _phone(pick: Callable[[RenderContext], str], label: str) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        return [(format_phone(pick(ctx), form or ctx.rng.choice(PHONE_FORMS), ctx.rng), label)]

    return render


def _value(pick: Callable[[RenderContext], str], label: str) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        value = pick(ctx)
        return [(value.upper() if form == "caps" else value.lower() if form == "lower" else value, label)]

    return render


def _the(name: str, label: str) -> list[Piece]:
    """Return a name that starts with "the" as ("the ", None) + the name, else the name alone."""
    if name[:4].lower() == "the " and len(name) > 4:
        return [(name[:4], None), (name[4:], label)]
    return [(name, label)]


HOSPITAL_FORMS: Final = ("full", "short", "acronym", "short_form", "the_short", "caps", "any", "lower")


def hospital_pieces(hospital: Hospital, form: str, rng: random.Random) -> list[Piece]:
    """Return a hospital's name in `form` (one of HOSPITAL_FORMS); a leading "the" stays outside the span."""
    if form == "any":
        form = rng.choice(("full", "full", "acronym", "short_form", "the_short"))
    elif form == "short":
        form = rng.choice(("acronym", "short_form", "acronym"))
    acronym = hospital.acronym or hospital.short
    if form == "acronym":
        return [(acronym, "HOSPITAL")]
    if form == "short_form":
        return _the(hospital.short, "HOSPITAL")
    if form == "the_short":
        short = hospital.short[4:] if hospital.short[:4].lower() == "the " else hospital.short
        return [("the ", None), (short, "HOSPITAL")]
    if form == "caps":
        return [(hospital.name.upper(), "HOSPITAL")]
    if form == "lower":
        return _the(rng.choice((hospital.short, acronym)).lower(), "HOSPITAL")
    return _the(hospital.name, "HOSPITAL")


def _hospital(outside: bool) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        hospital = ctx.patient.outside_hospital if outside else ctx.patient.hospital
        return hospital_pieces(hospital, form, ctx.rng)

    return render


INFORMAL_DATE_FORMS: Final = (
    "md", "md", "month_day", "month_ord", "weekday", "abbr_ord", "the_ord", "mdy_short", "month_apos",
)  # fmt: skip
"""Date spellings of messages and questions ("3/2", "March 3rd", "Tuesday", "the 14th")."""

_STREET_ABBREVIATIONS: Final = (
    (" Street", " st"), (" Avenue", " ave"), (" Road", " rd"), (" Drive", " dr"), (" Lane", " ln"),
    (" Boulevard", " blvd"), (" Court", " ct"), (" Place", " pl"), (" Apt.", " apt"), (" Suite", " ste"),
)  # fmt: skip


def informal_street(street: str) -> str:
    """Return a street as people type it: lower case, suffixes shortened ("12 main st")."""
    for long, short in _STREET_ABBREVIATIONS:
        street = street.replace(long, short)
    return street.lower()


def misspell(word: str, rng: random.Random) -> str:
    """Return `word` with two inner letters swapped or one doubled; the first and last characters stay."""
    if len(word) < 5:
        return word
    position = rng.randrange(1, len(word) - 3)
    a, b = word[position], word[position + 1]
    if a.isalpha() and b.isalpha() and a != b and rng.random() < 0.6:
        return word[:position] + b + a + word[position + 2 :]
    if a.isalpha():
        return word[: position + 1] + a + word[position + 1 :]
    return word


def _city(ctx: RenderContext, form: str) -> list[Piece]:
    city, rng = ctx.patient.address.city, ctx.rng
    if form == "informal":
        city = misspell(city, rng) if rng.random() < 0.25 else city
        return [(city.lower() if rng.random() < 0.5 else city, "CITY")]
    if form == "misspelt":
        return [(misspell(city, rng), "CITY")]
    return [(city.upper() if form == "caps" else city.lower() if form == "lower" else city, "CITY")]


def _street(ctx: RenderContext, form: str) -> list[Piece]:
    street = ctx.patient.address.street
    if form == "informal":
        return [(informal_street(street), "STREET")]
    return [(street.upper() if form == "caps" else street.lower() if form == "lower" else street, "STREET")]


def _state(ctx: RenderContext, form: str) -> list[Piece]:
    address = ctx.patient.address
    return [(address.state_abbr if form == "abbr" else address.state, "STATE")]


def _address(ctx: RenderContext, form: str) -> list[Piece]:
    address, rng = ctx.patient.address, ctx.rng
    state = address.state if rng.random() < 0.25 else address.state_abbr
    between = "\n" if form == "two_line" else ", "
    pieces: list[Piece] = [(address.street, "STREET"), (between, None), (address.city, "CITY"), (", ", None)]
    if form == "caps":
        pieces = [(text.upper(), label) for text, label in pieces]
    if form == "informal":
        city = misspell(address.city, rng) if rng.random() < 0.2 else address.city
        pieces = [(informal_street(address.street), "STREET"), (" ", None), (city.lower(), "CITY"), (" ", None)]
        return [*pieces, (address.state_abbr.lower() if rng.random() < 0.5 else address.state_abbr, "STATE")]
    return [*pieces, (state, "STATE"), (" ", None), (address.zip, "ZIP")]


def _school(ctx: RenderContext, form: str) -> list[Piece]:
    kind = ("High School", "Community College", "State University", "Middle School")[ctx.rng.randrange(4)]
    return [(f"{ctx.patient.address.city} {kind}", "ORGANIZATION")]


def _holiday(ctx: RenderContext, form: str) -> list[Piece]:
    holiday = ctx.rng.choice(vocab.HOLIDAYS)
    if holiday.startswith("the "):
        return [("the ", None), (holiday[4:], "DATE")]
    return [(holiday, "DATE")]


def _license(ctx: RenderContext, form: str) -> list[Piece]:
    if form == "dl":
        return [(ctx.patient.drivers_license, "LICENSE")]
    if form == "state":
        return [(f"{ctx.rng.randint(100000, 299999)}", "LICENSE")]
    return [(ctx.facts.dea, "LICENSE")]


def _idnum(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    kind = form or rng.choice(("claim", "study", "order", "case"))
    value = {
        "claim": f"CLM{rng.randint(10**8, 10**9 - 1)}",
        "study": f"MH-{rng.randint(100, 999)}-{rng.randint(10, 99)}",
        "order": f"{rng.randint(10**7, 10**8 - 1)}",
        "case": f"{rng.randint(10, 23)}-{rng.randint(1000, 99999)}",
    }[kind]
    return [(value, "IDNUM")]


def _pronoun(ctx: RenderContext, form: str) -> list[Piece]:
    female = ctx.patient.person.sex == "F"
    words = {
        "he": "she" if female else "he",
        "his": "her" if female else "his",
        "him": "her" if female else "him",
        "man": "woman" if female else "man",
        "male": "female" if female else "male",
        "Mr": "Ms." if female else "Mr.",
        "sex": "F" if female else "M",
    }
    if form in words:
        return [(words[form], None)]
    word = words[form.lower()]
    return [(word[0].upper() + word[1:], None)]


def _med(ctx: RenderContext, form: str) -> list[Piece]:
    brand, generic, dose, sig = ctx.rng.choice(vocab.DRUGS)
    if form == "brand":
        return [(f"{brand} {dose} {sig}", None)]
    if form == "name":
        return [(ctx.rng.choice((brand, generic)), None)]
    if form == "both":
        return [(f"{generic} ({brand}) {dose} {sig}", None)]
    return [(f"{generic.capitalize() if ctx.rng.random() < 0.5 else generic} {dose} {sig}", None)]


def _meds(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    drugs = rng.sample(vocab.DRUGS, rng.randint(3, 7))
    rows = []
    for number, (brand, generic, dose, sig) in enumerate(drugs, start=1):
        name = f"{generic} ({brand})" if rng.random() < 0.3 else brand if rng.random() < 0.4 else generic
        if form == "table":
            rows.append(f"{name:<34}{dose:<10}{sig}")
        else:
            rows.append(f"{number}. {name} {dose} {sig}")
    return [("\n".join(rows), None)]


def _vitals(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    temp, hr = round(rng.uniform(96.8, 101.2), 1), rng.randint(52, 118)
    sbp, dbp, rr, sat = rng.randint(92, 182), rng.randint(52, 104), rng.randint(12, 26), rng.randint(88, 100)
    if form == "lines":
        return [(f"Temp: {temp} F\nHR: {hr}\nBP: {sbp}/{dbp}\nRR: {rr}\nSpO2: {sat}% on RA", None)]
    return [(f"T {temp} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sat}% {rng.choice(('RA', '2L NC', 'on room air'))}", None)]


def _labs(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    if form == "cbc":
        return [(f"WBC {rng.uniform(3.5, 16):.1f} Hgb {rng.uniform(7.5, 16):.1f} Hct {rng.uniform(24, 48):.1f} "
                 f"Plt {rng.randint(90, 450)}", None)]  # fmt: skip
    if form == "table":
        rows = [f"{'Na':<8}{rng.randint(128, 146):>6}", f"{'K':<8}{rng.uniform(3.1, 5.6):>6.1f}",
                f"{'Cr':<8}{rng.uniform(0.5, 3.2):>6.2f}", f"{'Glucose':<8}{rng.randint(70, 310):>6}"]  # fmt: skip
        return [("\n".join(rows), None)]
    return [(f"Na {rng.randint(128, 146)}, K {rng.uniform(3.1, 5.6):.1f}, Cl {rng.randint(95, 110)}, "
             f"HCO3 {rng.randint(18, 30)}, BUN {rng.randint(7, 60)}, Cr {rng.uniform(0.5, 3.2):.1f}, "
             f"Glu {rng.randint(70, 310)}", None)]  # fmt: skip


_SCORES: Final = (
    ("PHQ-9", 0, 27, ""), ("GAD-7", 0, 21, ""), ("MoCA", 14, 30, "/30"), ("CIWA", 0, 20, ""), ("COWS", 0, 18, ""),
    ("pain", 0, 10, "/10"), ("AUDIT-C", 0, 12, ""), ("Braden", 9, 23, ""), ("GAF", 30, 75, ""),
)  # fmt: skip


def _score(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    name, low, high, suffix = rng.choice(_SCORES)
    return [(f"{name} {rng.randint(low, high)}{suffix}", None)]


def _time(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    hour, minute = rng.randint(1, 23), rng.choice((0, 10, 15, 20, 30, 45, 50))
    if form == "ampm" or (not form and rng.random() < 0.5):
        return [(f"{(hour - 1) % 12 + 1}:{minute:02d} {'PM' if hour >= 12 else 'AM'}", None)]
    return [(f"{hour:02d}{minute:02d}" if rng.random() < 0.4 else f"{hour:02d}:{minute:02d}", None)]


def _choice(words: tuple[str, ...]) -> SlotRenderer:
    def render(ctx: RenderContext, form: str) -> list[Piece]:
        return [(ctx.rng.choice(words), None)]

    return render


def _substances(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    picked = rng.sample(vocab.SUBSTANCES, rng.randint(4, 8))
    return [("\n".join(f"{name}: {rng.choice(vocab.SUBSTANCE_ANSWERS)}" for name in picked), None)]


def _mse(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    return [("\n".join(f"{item}: {rng.choice(answers)}" for item, answers in vocab.MSE_ITEMS), None)]


def _problems(ctx: RenderContext, form: str) -> list[Piece]:
    rng = ctx.rng
    picked = rng.sample(vocab.PROBLEMS, rng.randint(2, 5))
    if rng.random() < 0.25:
        picked.append(rng.choice(vocab.EPONYMS))
    bullet = rng.choice(("- ", "* ", "# "))
    return [("\n".join(f"{bullet}{problem}" for problem in picked), None)]


def _num(ctx: RenderContext, form: str) -> list[Piece]:
    low, _, high = (form or "1-10").partition("-")
    return [(str(ctx.rng.randint(int(low), int(high))), None)]


_SLOTS: Final[dict[str, tuple[SlotRenderer, frozenset[str]]]] = {
    "patient": (_person_slot(lambda c: c.patient.person, "PATIENT"), frozenset({"PATIENT"})),
    "attending": (_person_slot(lambda c: c.facts.attending, "DOCTOR"), frozenset({"DOCTOR"})),
    "resident": (_person_slot(lambda c: c.facts.resident, "DOCTOR"), frozenset({"DOCTOR"})),
    "nurse": (_person_slot(lambda c: c.facts.nurse, "DOCTOR"), frozenset({"DOCTOR"})),
    "pcp": (_person_slot(lambda c: c.patient.pcp, "DOCTOR"), frozenset({"DOCTOR"})),
    "consultant": (_person_slot(lambda c: c.patient.team[-1], "DOCTOR"), frozenset({"DOCTOR"})),
    "relative": (_relative(0), frozenset({"NAME-RELATIVE", "PHONE", "AGE"})),
    "relative2": (_relative(2), frozenset({"NAME-RELATIVE", "PHONE", "AGE"})),
    "username": (_value(lambda c: c.facts.author_username, "USERNAME"), frozenset({"USERNAME"})),
    "pt_username": (_value(lambda c: c.patient.username, "USERNAME"), frozenset({"USERNAME"})),
    "profession": (_value(lambda c: c.patient.profession, "PROFESSION"), frozenset({"PROFESSION"})),
    "room": (_value(lambda c: c.facts.room, "ROOM"), frozenset({"ROOM"})),
    "department": (_value(lambda c: c.patient.department, "DEPARTMENT"), frozenset({"DEPARTMENT"})),
    "hospital": (_hospital(False), frozenset({"HOSPITAL"})),
    "outside_hospital": (_hospital(True), frozenset({"HOSPITAL"})),
    "employer": (_value(lambda c: c.patient.employer, "ORGANIZATION"), frozenset({"ORGANIZATION"})),
    "school": (_school, frozenset({"ORGANIZATION"})),
    "street": (_street, frozenset({"STREET"})),
    "city": (_city, frozenset({"CITY"})),
    "state": (_state, frozenset({"STATE"})),
    "zip": (_value(lambda c: c.patient.address.zip, "ZIP"), frozenset({"ZIP"})),
    "address": (_address, frozenset({"STREET", "CITY", "STATE", "ZIP"})),
    "country": (_value(lambda c: c.patient.country, "COUNTRY"), frozenset({"COUNTRY"})),
    "place": (_value(lambda c: c.patient.place, "LOCATION-OTHER"), frozenset({"LOCATION-OTHER"})),
    "age": (_age, frozenset({"AGE"})),
    "date_note": (_date_slot(lambda c: c.facts.note_date), frozenset({"DATE"})),
    "date_admit": (_date_slot(lambda c: c.facts.admit_date), frozenset({"DATE"})),
    "date_prior": (_date_slot(lambda c: c.facts.prior_date), frozenset({"DATE"})),
    "date_next": (_date_slot(lambda c: c.facts.next_date), frozenset({"DATE"})),
    "dob": (_date_slot(lambda c: c.patient.dob), frozenset({"DATE"})),
    "holiday": (_holiday, frozenset({"DATE"})),
    "phone": (_phone(lambda c: c.patient.phone, "PHONE"), frozenset({"PHONE"})),
    "phone_clinic": (_phone(lambda c: c.patient.clinic_phone, "PHONE"), frozenset({"PHONE"})),
    "pager": (_value(lambda c: c.patient.clinic_phone[-5:], "PHONE"), frozenset({"PHONE"})),
    "fax": (_phone(lambda c: c.patient.clinic_fax, "FAX"), frozenset({"FAX"})),
    "email": (_value(lambda c: c.patient.email, "EMAIL"), frozenset({"EMAIL"})),
    "email_dr": (
        _value(lambda c: f"{c.facts.author_username}@{c.patient.hospital.domain}.org", "EMAIL"),
        frozenset({"EMAIL"}),
    ),
    "url": (_value(lambda c: c.patient.portal_url, "URL"), frozenset({"URL"})),
    "ip": (_value(lambda c: c.facts.ip, "IPADDR"), frozenset({"IPADDR"})),
    "ssn": (_value(lambda c: c.patient.ssn, "SSN"), frozenset({"SSN"})),
    "mrn": (_value(lambda c: c.patient.mrn, "MEDICALRECORD"), frozenset({"MEDICALRECORD"})),
    "account": (_value(lambda c: c.facts.account, "ACCOUNT"), frozenset({"ACCOUNT"})),
    "healthplan": (_value(lambda c: c.patient.healthplan, "HEALTHPLAN"), frozenset({"HEALTHPLAN"})),
    "license": (_license, frozenset({"LICENSE"})),
    "plate": (_value(lambda c: c.patient.plate, "VEHICLE"), frozenset({"VEHICLE"})),
    "vin": (_value(lambda c: c.patient.vin, "VEHICLE"), frozenset({"VEHICLE"})),
    "device": (_value(lambda c: c.patient.device_serial, "DEVICE"), frozenset({"DEVICE"})),
    "bioid": (_value(lambda c: c.patient.bioid, "BIOID"), frozenset({"BIOID"})),
    "accession": (_value(lambda c: c.facts.accession, "IDNUM"), frozenset({"IDNUM"})),
    "idnum": (_idnum, frozenset({"IDNUM"})),
    # not PHI: fillers, several of them hard negatives (eponyms, brand names, vitals like dates, scores)
    "pro": (_pronoun, frozenset()),
    "med": (_med, frozenset()),
    "meds": (_meds, frozenset()),
    "problem": (_choice(vocab.PROBLEMS), frozenset()),
    "problems": (_problems, frozenset()),
    "eponym": (_choice(vocab.EPONYMS), frozenset()),
    "sign": (_choice(vocab.EPONYM_DEVICES_SIGNS), frozenset()),
    "vitals": (_vitals, frozenset()),
    "labs": (_labs, frozenset()),
    "score": (_score, frozenset()),
    "time": (_time, frozenset()),
    "finding": (_choice(vocab.IMAGING_FINDINGS), frozenset()),
    "exam": (_choice(vocab.EXAMS), frozenset()),
    "substances": (_substances, frozenset()),
    "mse": (_mse, frozenset()),
    "num": (_num, frozenset()),
}

SLOTS: Final[Mapping[str, SlotRenderer]] = MappingProxyType({name: entry[0] for name, entry in _SLOTS.items()})
"""Slot name -> its renderer."""

SLOT_LABELS: Final[Mapping[str, frozenset[str]]] = MappingProxyType({name: entry[1] for name, entry in _SLOTS.items()})
"""Slot name -> the PHI labels its pieces can carry (empty for fillers)."""

_RELATIVE_FORM_LABELS: Final = MappingProxyType(
    {"phone": frozenset({"PHONE"}), "age": frozenset({"AGE"}), "relation": frozenset()}
)


def slot_labels(slot: str, form: str) -> frozenset[str]:
    """Return the PHI labels slot `slot` rendered in `form` can produce."""
    if slot in {"relative", "relative2"}:
        return _RELATIVE_FORM_LABELS.get(form, frozenset({"NAME-RELATIVE"}))
    return SLOT_LABELS[slot]
