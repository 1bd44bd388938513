"""Synthetic PHI values: the people, places, ids and timeline of one patient, and the facts of one note.

A `Patient` is drawn once per patient (Faker seeded per patient) and reused by all of that patient's notes, so names,
MRNs and addresses stay consistent across a longitudinal record; `NoteFacts` holds what changes from note to note.
Values are stored already formatted (an MRN keeps one spelling across notes); `format_date` and `format_phone` give
the many spellings a note may use for a date or a number.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final

from faker import Faker

from phiscrub.synth import vocab
from phiscrub.synth.pools import NamePool

US_STATES: Final = (
    ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
    ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
    ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"),
    ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
    ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"), ("Montana", "MT"),
    ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"),
    ("New York", "NY"), ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
    ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
    ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
    ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
)  # fmt: skip

_FIRST_DATE: Final = date(2008, 1, 1)
_LAST_DATE: Final = date(2023, 6, 30)


@dataclass(frozen=True, slots=True)
class Person:
    """A person's name parts; `degree` is set for clinicians ("MD", "RN")."""

    first: str
    middle: str
    last: str
    sex: str
    """"F" or "M": picks titles and pronouns."""
    suffix: str = ""
    nickname: str = ""
    degree: str = ""

    @property
    def full(self) -> str:
        """Return "First Last" (with the suffix, if any)."""
        return f"{self.first} {self.last}" + (f" {self.suffix}" if self.suffix else "")


@dataclass(frozen=True, slots=True)
class Address:
    """A US postal address, each part a separate PHI value."""

    street: str
    city: str
    state: str
    state_abbr: str
    zip: str


@dataclass(frozen=True, slots=True)
class Relative:
    """A relative or proxy of the patient."""

    person: Person
    relation: str
    phone: str
    age: int


@dataclass(frozen=True, slots=True)
class Hospital:
    """A hospital's full name, the short form notes use for it ("Mass General") and its acronym ("MGH")."""

    name: str
    short: str
    domain: str
    acronym: str = ""


@dataclass(frozen=True, slots=True)
class Patient:
    """Everything about one synthetic patient that stays the same across the patient's notes."""

    patient_id: str
    person: Person
    dob: date
    address: Address
    phone: str
    email: str
    username: str
    ssn: str
    mrn: str
    healthplan: str
    drivers_license: str
    plate: str
    vin: str
    device_serial: str
    bioid: str
    profession: str
    employer: str
    country: str
    place: str
    relatives: tuple[Relative, ...]
    pcp: Person
    team: tuple[Person, ...]
    hospital: Hospital
    outside_hospital: Hospital
    department: str
    clinic_phone: str
    clinic_fax: str
    portal_url: str
    timeline: tuple[date, ...]
    """The date of each of the patient's notes, oldest first."""


@dataclass(frozen=True, slots=True)
class NoteFacts:
    """The values one note adds to its patient's: the note's clinicians, dates and per-encounter ids."""

    note_date: date
    admit_date: date
    prior_date: date
    next_date: date
    attending: Person
    resident: Person
    nurse: Person
    author_username: str
    account: str
    accession: str
    room: str
    ip: str
    dea: str


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(n))


SURNAME_PARTICLES: Final = (
    "de la",
    "De la",
    "van der",
    "van",
    "Van",
    "de",
    "De",
    "del",
    "Del",
    "da",
    "von",
    "di",
    "Mac",
    "le",
)
"""Particles of multi-part surnames ("De la Cruz", "van der Berg"); they are inside the name span."""


def make_person(rng: random.Random, pool: NamePool, sex: str | None = None, degree: str = "") -> Person:
    """Return a random person from `pool`; some surnames hyphenated or multi-part, some men suffixed.

    With the train pool some first names are common words ("Hope", "Will") or formal names with a nickname
    ("William" / "Bill"); the held-out pool draws every name part from its own lists only.
    """
    sex = sex or rng.choice("FM")
    roll = rng.random()
    train = pool.split == "train"
    if train and roll < 0.06:
        first = rng.choice(vocab.NAME_WORDS_FEMALE if sex == "F" else vocab.NAME_WORDS_MALE)
    elif train and roll < 0.13:
        candidates = [name for name in vocab.NICKNAMES if (name in _FEMALE_FORMAL) == (sex == "F")]
        first = rng.choice(candidates)
    else:
        first = pool.given(rng, sex)
    last = pool.surname(rng)
    roll = rng.random()
    if roll < 0.08:
        last = f"{last}-{pool.surname(rng)}"
    elif roll < 0.13 and " " not in last and "-" not in last:
        particle = rng.choice(SURNAME_PARTICLES)
        last = f"{particle}{last}" if particle == "Mac" else f"{particle} {last}"
    middle = pool.given(rng, sex)
    suffix = rng.choice(vocab.SUFFIXES) if sex == "M" and not degree and rng.random() < 0.06 else ""
    nickname = vocab.NICKNAMES.get(first, "") if train else ""
    return Person(first, middle, last, sex, suffix, nickname, degree)


_FEMALE_FORMAL: Final = frozenset(
    {"Elizabeth", "Margaret", "Katherine", "Patricia", "Jennifer", "Susan", "Deborah", "Rebecca"}
)


def _domain(text: str, rng: random.Random) -> str:
    letters = "".join(char for char in text.lower() if char.isascii() and char.isalnum())
    return (letters or "clinic") + rng.choice(("health", "med", ""))


def _hospital(rng: random.Random, pool: NamePool) -> Hospital:
    entry = pool.hospital(rng)
    return Hospital(entry.name, entry.short, _domain(entry.acronym, rng), entry.acronym)


def _mrn(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 4:
        return f"{_letters(rng, 1)}-{_digits(rng, 7)}"
    if style == 5:
        return _digits(rng, 7)
    if style == 0:
        return _digits(rng, 8)
    if style == 1:
        return "00" + _digits(rng, 7)
    if style == 2:
        return f"{_digits(rng, 3)}-{_digits(rng, 2)}-{_digits(rng, 2)}"
    return _letters(rng, 1) + _digits(rng, 7)


def _ssn(rng: random.Random) -> str:
    return f"{rng.randint(100, 665):03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def _phone(rng: random.Random) -> str:
    return f"{rng.randint(201, 989)}{rng.randint(200, 999)}{_digits(rng, 4)}"


def _timeline(rng: random.Random, n_notes: int) -> tuple[date, ...]:
    span_days = (_LAST_DATE - _FIRST_DATE).days - 30 * n_notes
    current = _FIRST_DATE + timedelta(days=rng.randrange(max(span_days, 1)))
    dates = [current]
    for index in range(1, n_notes):
        # a realistic course: a quick follow-up after the index visit, then weeks, then months apart
        if index == 1:
            gap = rng.randint(5, 21)
        elif rng.random() < 0.5:
            gap = rng.randint(21, 70)
        else:
            gap = rng.randint(70, 300)
        current += timedelta(days=gap)
        dates.append(current)
    return tuple(dates)


def _dob(rng: random.Random, first_visit: date) -> date:
    age = rng.randint(90, 104) if rng.random() < 0.07 else rng.randint(18, 89)
    return first_visit - timedelta(days=365 * age + rng.randrange(365))


def _clinician(rng: random.Random, pool: NamePool) -> Person:
    return make_person(rng, pool, degree=rng.choice(("MD", "MD", "MD", "DO", "NP", "PA-C", "PhD", "LICSW")))


def _username(rng: random.Random, person: Person) -> str:
    tail = str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
    letters = "".join(char for char in person.first[0] + person.last if char.isascii() and char.isalnum())
    return (letters or "user").lower()[:10] + tail


_STATE_NAMES: Final = {abbr: name for name, abbr in US_STATES} | {"DC": "District of Columbia", "PR": "Puerto Rico"}


def _ascii_local(text: str) -> str:
    return "".join(char for char in text.lower() if char.isascii() and (char.isalnum() or char == "."))


def make_patient(faker: Faker, rng: random.Random, pool: NamePool, patient_id: str, n_notes: int) -> Patient:
    """Return a patient with a timeline of `n_notes` note dates; `faker` and `rng` must be seeded for this patient.

    Person names, the city and the institutions come from `pool`; streets, numbers and the like from Faker.
    """
    person = make_person(rng, pool)
    timeline = _timeline(rng, n_notes)
    city = pool.city(rng)
    state_abbr = city.state_abbr.upper()
    state = _STATE_NAMES.get(state_abbr, state_abbr)
    street = faker.street_address()
    if rng.random() < 0.3:
        street += f" {rng.choice(('Apt', 'Apt.', 'Unit', '#'))} {rng.randint(1, 40)}{rng.choice(('', 'A', 'B'))}"
    zip_code = city.zip if city.zip else faker.zipcode()
    if rng.random() < 0.15 and len(zip_code) == 5:
        zip_code += f"-{_digits(rng, 4)}"
    address = Address(street, city.name, state, state_abbr, zip_code)
    relatives = []
    for _ in range(rng.randint(1, 3)):
        sex = rng.choice("FM")
        relation = rng.choice(vocab.RELATIONS_FEMALE if sex == "F" else vocab.RELATIONS_MALE)
        relative = make_person(rng, pool, sex)
        if relation in {"son", "daughter", "father", "mother", "brother", "sister"} and rng.random() < 0.7:
            relative = Person(relative.first, relative.middle, person.last, sex)
        elder = relation in {"mother", "father", "grandmother", "grandfather", "aunt", "uncle"}
        relatives.append(
            Relative(relative, relation, _phone(rng), rng.randint(48, 98) if elder else rng.randint(8, 80))
        )
    hospital = _hospital(rng, pool)
    domain = rng.choice(("gmail.com", "yahoo.com", "hotmail.com", "aol.com", "comcast.net", "icloud.com"))
    local = (
        _ascii_local(
            rng.choice(
                (
                    f"{person.first}.{person.last}",
                    f"{person.first[0]}{person.last}",
                    f"{person.last}{rng.randint(1, 99)}",
                )
            )
        ).strip(".")
        or f"pt{_digits(rng, 5)}"
    )
    return Patient(
        patient_id=patient_id,
        person=person,
        dob=_dob(rng, timeline[0]),
        address=address,
        phone=_phone(rng),
        email=f"{local}@{domain}",
        username=_username(rng, person),
        ssn=_ssn(rng),
        mrn=_mrn(rng),
        healthplan=rng.choice((_letters(rng, 3) + _digits(rng, 9), "MA" + _digits(rng, 8), _digits(rng, 11) + "A")),
        drivers_license=_letters(rng, 1) + _digits(rng, 8),
        plate=rng.choice(
            (
                f"{_digits(rng, 1)}{_letters(rng, 3)}{_digits(rng, 3)}",
                f"{_digits(rng, 3)} {_letters(rng, 2)}{_digits(rng, 1)}",
            )
        ),
        vin="1" + _letters(rng, 2) + _digits(rng, 2) + _letters(rng, 3) + _digits(rng, 9),
        device_serial=rng.choice(
            (f"{_letters(rng, 3)}{_digits(rng, 6)}{_letters(rng, 1)}", f"SN{_digits(rng, 4)}-{_digits(rng, 5)}")
        ),
        bioid=rng.choice((f"FP-{_digits(rng, 8)}", f"DNA-{_digits(rng, 4)}-{_digits(rng, 5)}", f"RS{_digits(rng, 7)}")),
        profession=rng.choice(vocab.PROFESSIONS),
        employer=_employer(rng, pool),
        country=rng.choice(vocab.COUNTRIES),
        place=rng.choice(vocab.LOCATIONS_OTHER),
        relatives=tuple(relatives),
        pcp=_clinician(rng, pool),
        team=tuple(_clinician(rng, pool) for _ in range(3)),
        hospital=hospital,
        outside_hospital=_hospital(rng, pool),
        department=f"{pool.surname(rng)} {rng.randint(2, 12)} {rng.choice(vocab.DEPARTMENT_UNITS)}",
        clinic_phone=_phone(rng),
        clinic_fax=_phone(rng),
        portal_url=rng.choice(
            (f"www.{hospital.domain}.org/portal", f"https://mychart.{hospital.domain}.org", f"{hospital.domain}.org")
        ),
        timeline=timeline,
    )


def _employer(rng: random.Random, pool: NamePool) -> str:
    kind = rng.choice(vocab.ORGANIZATION_KINDS)
    roll = rng.random()
    if roll < 0.5:
        return f"{pool.surname(rng)} {kind}"
    if roll < 0.75:
        return f"{pool.surname(rng)} & {pool.surname(rng)} {rng.choice(('LLC', 'Inc.', 'Associates', 'Group'))}"
    return f"{pool.city(rng).name} {kind}"


def make_note_facts(faker: Faker, rng: random.Random, pool: NamePool, patient: Patient, note_date: date) -> NoteFacts:
    """Return the values of one note of `patient` written on `note_date`."""
    attending = rng.choice(patient.team)
    return NoteFacts(
        note_date=note_date,
        admit_date=note_date - timedelta(days=rng.randint(1, 12)),
        prior_date=note_date - timedelta(days=rng.randint(30, 1500)),
        next_date=note_date + timedelta(days=rng.randint(7, 90)),
        attending=attending,
        resident=make_person(rng, pool, degree="MD"),
        nurse=make_person(rng, pool, degree="RN"),
        author_username=_username(rng, attending),
        account=rng.choice(
            (
                _digits(rng, 10),
                "A" + _digits(rng, 9),
                f"{_digits(rng, 4)}-{_digits(rng, 6)}",
                f"{_digits(rng, 2)}-{_digits(rng, 5)}-{_digits(rng, 1)}",
            )
        ),
        accession=rng.choice(
            (f"RAD{_digits(rng, 8)}", f"A{_digits(rng, 2)}-{_digits(rng, 6)}", f"S{_digits(rng, 2)}-{_digits(rng, 5)}")
        ),
        room=rng.choice(
            (
                f"{rng.randint(2, 14)}{_digits(rng, 2)}",
                f"{rng.randint(2, 9)}-{rng.randint(1, 40)}{rng.choice('AB')}",
                f"{_digits(rng, 3)}B",
            )
        ),
        ip=faker.ipv4_private() if rng.random() < 0.7 else faker.ipv4_public(),
        dea=_letters(rng, 2) + _digits(rng, 7),
    )


def age_on(dob: date, day: date) -> int:
    """Return the age in whole years of someone born on `dob`, on `day`."""
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


DATE_FORMS: Final = (
    "mdy",
    "mdy_short",
    "iso",
    "long",
    "abbr",
    "dmy_long",
    "dmy_abbr",
    "month_year",
    "m_yyyy",
    "md",
    "month_day",
    "ordinal",
    "year",
    "weekday",
    "weekday_md",
    "stamp",
    "stamp_iso",
    "dmy_dot",
    "caps_abbr",
    "compact",
    "abbr_ord",
    "month_ord",
    "day_ord",
    "apos_year",
    "month_apos",
)
"""The date spellings `format_date` knows (25)."""

FULL_DATE_FORMS: Final = (
    "mdy",
    "mdy",
    "mdy_short",
    "iso",
    "long",
    "abbr",
    "dmy_long",
    "dmy_abbr",
    "dmy_dot",
    "caps_abbr",
)


def _ordinal(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _abbr_dot(day: date) -> str:
    """Return "Apr.", "Sept.", "May" (no dot after a full month name)."""
    month = day.strftime("%B")
    if len(month) <= 4:
        return month
    return ("Sept" if day.month == 9 else month[:3]) + "."


def format_date(day: date, form: str, rng: random.Random) -> str:
    """Return `day` spelled in `form` (one of DATE_FORMS); "stamp" forms add a clock time."""
    month, abbr = day.strftime("%B"), day.strftime("%b")
    hour, minute = rng.randint(0, 23), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50))
    spellings = {
        "mdy": f"{day.month:02d}/{day.day:02d}/{day.year}",
        "mdy_short": f"{day.month}/{day.day}/{day.year % 100:02d}",
        "iso": day.isoformat(),
        "long": f"{month} {day.day}, {day.year}",
        "abbr": f"{abbr} {day.day}, {day.year}",
        "dmy_long": f"{day.day} {month} {day.year}",
        "dmy_abbr": f"{day.day:02d}-{abbr}-{day.year}",
        "month_year": f"{month} {day.year}",
        "m_yyyy": f"{day.month:02d}/{day.year}",
        "md": f"{day.month}/{day.day}",
        "month_day": f"{month} {day.day}",
        "ordinal": f"{_ordinal(day.day)} of {month}",
        "year": str(day.year),
        "weekday": day.strftime("%A"),
        "weekday_md": f"{day.strftime('%A')}, {month} {day.day}",
        "stamp": f"{day.month:02d}/{day.day:02d}/{day.year} {hour:02d}:{minute:02d}",
        "stamp_iso": f"{day.isoformat()}T{hour:02d}:{minute:02d}",
        "dmy_dot": f"{day.day:02d}.{day.month:02d}.{day.year}",
        "caps_abbr": f"{abbr.upper()} {day.day:02d} {day.year}",
        "compact": f"{day.year}{day.month:02d}{day.day:02d}",
        "abbr_ord": f"{_abbr_dot(day)} {_ordinal(day.day)}, {day.year}",
        "month_ord": f"{month} {_ordinal(day.day)}",
        "day_ord": _ordinal(day.day),
        "apos_year": f"'{day.year % 100:02d}",
        "month_apos": f"{abbr if rng.random() < 0.5 else month} '{day.year % 100:02d}",
    }
    return spellings[form]


def season_of(day: date) -> str:
    """Return the (northern) season `day` falls in, lower-case."""
    return ("winter", "spring", "summer", "fall")[(day.month % 12) // 3]


PHONE_FORMS: Final = ("paren", "dash", "dot", "space", "plain", "intl", "ext")


def format_phone(digits: str, form: str, rng: random.Random) -> str:
    """Return a 10-digit number spelled in `form` (one of PHONE_FORMS); "ext" adds an extension."""
    area, exchange, line = digits[:3], digits[3:6], digits[6:]
    spellings = {
        "paren": f"({area}) {exchange}-{line}",
        "dash": f"{area}-{exchange}-{line}",
        "dot": f"{area}.{exchange}.{line}",
        "space": f"{area} {exchange} {line}",
        "plain": digits,
        "intl": f"+1 {area}-{exchange}-{line}",
        "ext": f"{area}-{exchange}-{line} {rng.choice(('x', 'ext.', 'ext', 'x.'))}{rng.randint(100, 9999)}",
    }
    return spellings[form]


_UNITS: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def age_in_words(age: int) -> str:
    """Return an age below 200 in English words ("sixty-seven", "one hundred two")."""
    if age >= 100:
        rest = age - 100
        return "one hundred" + (f" {age_in_words(rest)}" if rest else "")
    if age < 20:
        return _UNITS[age]
    tens, units = divmod(age, 10)
    return _TENS[tens - 2] + (f"-{_UNITS[units]}" if units else "")
