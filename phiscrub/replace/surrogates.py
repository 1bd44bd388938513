"""Surrogates ("hiding in plain sight"): realistic stand-ins that keep the shape of the original PHI.

Each choice comes from a local generator seeded by HMAC-SHA256(key, patient id, kind, normalised value): the same
value of the same patient gets the same surrogate in every note and run, other patients get unrelated ones, and
no mapping table is stored. A note without `patient_id` metadata counts as its own patient.

Per type: names keep their form (see `phiscrub.replace.names`); phone, fax, identifiers, rooms, usernames keep
their pattern (each digit a digit, each letter a letter, punctuation kept; keyed on the letters and digits only, so
"555-0199" and "(555) 0199" agree); e-mails and URLs are built from Faker words, keeping "http(s)://" and "www.";
streets, cities, countries, hospitals, places and organisations come from the vocabulary (Faker for the locale and
pattern lists); a state keeps its form (two-letter code or name) and, for en_US, a five-digit zip code is drawn
inside the surrogate of the note's first state; ages over 89 become "90+" (or a surrogate from 90 to 104), ages
up to 89 are kept, as HIPAA Safe Harbor allows (ages in words stay words: "ninety-three" -> "ninety-plus"; any
other number in an age span is redrawn, and any other word but age words such as "years old" takes its shape,
whether the age is in digits or in words); dates follow `phiscrub.replace.dates` and `date_mode`.
Spans are first widened and split by `phiscrub.replace.resolve.replacement_spans`: a date found in part is replaced
whole, and overlapping spans of different types become touching pieces, each replaced by its own type's rule.
A surrogate never equals the original (nor contains it), nor any PHI string (or word of one) of the same note - it
is redrawn - except where the rule keeps the value (ages up to 89, coarse dates whose shift lands on the same year,
decade, month or weekday, and spans holding no letter or digit, which identify nobody and stay as they are).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Literal

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, KeyMissingError
from phiscrub.labels import category_of
from phiscrub.replace.ages import age_in_words, find_word_age, over_89_in_words
from phiscrub.replace.base import ReplaceResult, rewrite
from phiscrub.replace.dates import (
    DEFAULT_SHIFT_RANGE,
    DateMode,
    check_shift_range,
    parse_note_date,
    patient_shift_days,
    shift_date_text,
    year_only_text,
)
from phiscrub.replace.keys import keyed_random
from phiscrub.replace.names import surrogate_name
from phiscrub.replace.resolve import replacement_spans
from phiscrub.replace.shapes import (
    alphanumeric_key,
    differs,
    force_difference,
    has_alphanumeric,
    match_case,
    normalise,
    same_shape,
)
from phiscrub.replace.vocab import FakerVocabulary, Vocabulary

AgeMode = Literal["90+", "surrogate"]
RandomFor = Callable[..., random.Random]

_MAX_DRAWS: Final = 12
_NUMBER: Final = re.compile(r"\d+")
_LETTERS: Final = re.compile(r"[^\W\d_]+")
_AGE_WORDS: Final = frozenset(
    {
        # English
        *("a", "an", "and", "age", "aged", "old", "year", "years", "yr", "yrs", "y", "o", "yo", "yoa"),
        *("month", "months", "mo", "mos", "week", "weeks", "wk", "wks", "day", "days"),
        # Spanish
        *("año", "años", "anos", "mes", "meses", "semana", "semanas", "día", "días", "de", "edad", "con"),
    }
)
"""Words an AGE span may hold beside the age ("67 years old", "40 años"); any other word in it is replaced."""
_IPV4: Final = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_ZIP: Final = re.compile(r"(\d{5})(-\d{4})?")
_US_STATES: Final = "en_US"
_WORDS: Final = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True)
class SurrogateReplacer:
    """Replaces each PHI by a realistic, consistent surrogate of the same shape (see the module docstring)."""

    key: bytes = field(repr=False)
    """The secret key (`load_key`); never logged."""
    locale: str = "en_US"
    """Faker locale of the surrogates, e.g. "en_US" or "es_ES"; also the day/month order of numeric dates."""
    date_mode: DateMode = "shift"
    shift_range: tuple[int, int] = DEFAULT_SHIFT_RANGE
    """Inclusive range of the per-patient date shift in days (0 is never drawn)."""
    age_over_89: AgeMode = "90+"
    vocabulary: Vocabulary | None = None
    """Where names, places, hospitals and organisations come from (default: Faker for `locale`)."""
    name: str = "surrogate"
    _faker: FakerVocabulary = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.key:
            raise KeyMissingError("surrogates need a secret key: pass --key-file PATH or set PHISCRUB_KEY")
        if self.date_mode not in ("shift", "year-only", "remove"):
            raise ConfigError(f"date_mode must be shift, year-only or remove, not {self.date_mode!r}")
        if self.age_over_89 not in ("90+", "surrogate"):
            raise ConfigError(f"age_over_89 must be '90+' or 'surrogate', not {self.age_over_89!r}")
        check_shift_range(*self.shift_range)
        object.__setattr__(self, "_faker", FakerVocabulary(self.locale))

    @property
    def words(self) -> Vocabulary:
        """Return the vocabulary of names and places."""
        return self.vocabulary if self.vocabulary is not None else self._faker

    def random_for(self, patient_id: str) -> RandomFor:
        """Return the keyed generator factory of one patient."""
        return lambda *parts: keyed_random(self.key, patient_id, *parts)

    def replace(self, doc: Document) -> ReplaceResult:
        """Return `doc` with each PHI replaced by its surrogate."""
        patient = doc.patient_id or doc.id
        random_for = self.random_for(patient)
        spans = replacement_spans(doc, self.locale)
        state_code = self._note_state_code(doc, spans, random_for)
        shift = patient_shift_days(patient, self.key, *self.shift_range) if self.date_mode == "shift" else 0
        note_date = parse_note_date(doc.note_date)
        avoid = _phi_forms(doc)
        pairs = []
        for span in spans:
            original = doc.text[span.start : span.end]
            new = self.surrogate(span.label, original, random_for, shift, note_date, state_code, avoid)
            pairs.append((span, new))
        return rewrite(doc, pairs)

    def surrogate(
        self,
        label: str,
        original: str,
        random_for: RandomFor,
        shift: int = 0,
        note_date: object = None,
        state_code: str | None = None,
        avoid: frozenset[str] = frozenset(),
    ) -> str:
        """Return the surrogate of one PHI value (`random_for` from `random_for(patient_id)`).

        Args:
            label: The PHI type of the value.
            original: The value as written in the note.
            random_for: The patient's keyed generator factory.
            shift: The patient's date shift in days.
            note_date: The note's date (a `datetime.date`), which gives the year of dates written without one.
            state_code: The surrogate state of the note, in which surrogate zip codes are drawn.
            avoid: Normal forms (`normalise`) a drawn surrogate must not take: the PHI strings of the note, so that
                a surrogate never names another real person or place of the same note.
        """
        if not has_alphanumeric(original):
            return original
        if label == "DATE":
            return self._date(original, random_for, shift, note_date)
        if label == "AGE":
            return self._age(original, random_for)
        if category_of(label) == "NAME" and label != "USERNAME":
            return force_difference(original, surrogate_name(original, self.words, random_for, self.locale, avoid))
        draw = self._drawer(label, original, state_code)
        if draw is None:
            return self._shaped(original, random_for, avoid)
        candidate = original
        for attempt in range(_MAX_DRAWS):
            candidate = draw(random_for(label, normalise(original), str(attempt)))
            if differs(original, candidate) and normalise(candidate) not in avoid:
                break
        return force_difference(original, candidate)

    def _shaped(self, original: str, random_for: RandomFor, avoid: frozenset[str] = frozenset()) -> str:
        candidate = original
        for attempt in range(_MAX_DRAWS):
            candidate = same_shape(original, random_for("shape", alphanumeric_key(original), str(attempt)))
            if differs(original, candidate) and normalise(candidate) not in avoid:
                break
        return force_difference(original, candidate)

    def _drawer(self, label: str, original: str, state_code: str | None) -> Callable[[random.Random], str] | None:
        words, fake = self.words, self._faker
        draws: dict[str, Callable[[random.Random], str]] = {
            "HOSPITAL": lambda rng: match_case(original, words.hospital(rng)),
            "ORGANIZATION": lambda rng: match_case(original, words.organization(rng)),
            "CITY": lambda rng: match_case(original, words.city(rng)),
            "LOCATION-OTHER": lambda rng: match_case(original, words.location(rng)),
            "DEPARTMENT": lambda rng: match_case(original, fake.department(rng)),
            "PROFESSION": lambda rng: match_case(original, str(fake.faker(rng).job())),
            "COUNTRY": lambda rng: match_case(original, str(fake.faker(rng).country())),
            "STREET": lambda rng: match_case(original, self._street(original, rng)),
            "STATE": lambda rng: match_case(original, self._state(original, rng)[0]),
            "EMAIL": lambda rng: match_case(original, self._email(rng)),
            "URL": lambda rng: self._url(original, rng),
        }
        if label == "IPADDR" and _IPV4.fullmatch(original.strip()):
            return lambda rng: str(fake.faker(rng).ipv4_public())
        if label == "ZIP" and self.locale == _US_STATES and _ZIP.fullmatch(original):
            return lambda rng: self._zip(original, rng, state_code)
        return draws.get(label)

    def _street(self, original: str, rng: random.Random) -> str:
        fake = self._faker.faker(rng)
        return str(fake.street_address() if any(c.isdigit() for c in original) else fake.street_name())

    def _state(self, original: str, rng: random.Random) -> tuple[str, str]:
        fake = self._faker.faker(rng)
        if self.locale != _US_STATES:
            state = str(fake.state()) if hasattr(fake, "state") else str(fake.city())
            return state, state
        code = str(fake.state_abbr(include_territories=False, include_freely_associated_states=False))
        name = _us_state_names().get(code, code)
        written = original.strip().replace(".", "")
        return (code, code) if len(written) == 2 else (name, code)

    def _note_state_code(self, doc: Document, spans: tuple[Span, ...], random_for: RandomFor) -> str | None:
        if self.locale != _US_STATES:
            return None
        for span in spans:
            if span.label == "STATE":
                original = doc.text[span.start : span.end]
                for attempt in range(_MAX_DRAWS):
                    name, code = self._state(original, random_for("STATE", normalise(original), str(attempt)))
                    if differs(original, name):
                        return code
        return None

    def _zip(self, original: str, rng: random.Random, state_code: str | None) -> str:
        fake = self._faker.faker(rng)
        code = str(fake.zipcode_in_state(state_code) if state_code else fake.zipcode())
        return code[:5] + (same_shape(original[5:], rng) if len(original) > 5 else "")

    def _email(self, rng: random.Random) -> str:
        fake = self._faker.faker(rng)
        return f"{fake.user_name()}@{fake.free_email_domain()}"

    def _url(self, original: str, rng: random.Random) -> str:
        fake = self._faker.faker(rng)
        scheme = re.match(r"(?i)(https?://)?(www\.)?", original.strip())
        prefix = "".join(group or "" for group in scheme.groups()) if scheme else ""
        return prefix + str(fake.domain_name())

    def _date(self, original: str, random_for: RandomFor, shift: int, note_date: object) -> str:
        if self.date_mode == "remove":
            return ""
        import datetime as dt

        reference = note_date if isinstance(note_date, dt.date) else None
        if self.date_mode == "year-only":
            new = year_only_text(original, self.locale)
        else:
            new = shift_date_text(original, shift, reference, self.locale)
        return self._shaped(original, random_for) if new is None else new

    def _age(self, original: str, random_for: RandomFor) -> str:
        match = _NUMBER.search(original)
        if match is None:
            return self._age_in_words(original, random_for)
        value = int(match.group())
        # only the age itself is kept or capped: any other number a stray age span holds is drawn anew
        before, after = (
            self._other_words(self._other_digits(part, random_for), random_for)
            for part in (original[: match.start()], original[match.end() :])
        )
        if value <= 89:
            return before + match.group() + after
        if self.age_over_89 == "90+":
            new = "90" if original[match.end() : match.end() + 1] == "+" else "90+"
        else:
            rng = random_for("AGE", str(value))
            new = str(rng.choice([age for age in range(90, 105) if age != value]))
        return before + new + after

    def _other_words(self, text: str, random_for: RandomFor) -> str:
        """Return `text` (beside the age of an AGE span) with each word that is no age word replaced by its shape.

        A stray AGE span over "Rose Phillips 555-0199" must not keep the name: every character of a detected span
        that is not the age itself or an age word is rewritten.
        """
        return _LETTERS.sub(
            lambda word: word.group() if word.group().lower() in _AGE_WORDS else self._shaped(word.group(), random_for),
            text,
        )

    def _other_digits(self, text: str, random_for: RandomFor) -> str:
        return _NUMBER.sub(lambda number: same_shape(number.group(), random_for("AGE-other", number.group())), text)

    def _age_in_words(self, original: str, random_for: RandomFor) -> str:
        found = find_word_age(original)
        if found is None:
            return self._shaped(original, random_for)
        written = original[found.start : found.end]
        # as for an age in digits, only the age itself is kept or capped: "Rose" in a stray AGE span is replaced
        before, after = (
            self._other_words(self._other_digits(part, random_for), random_for)
            for part in (original[: found.start], original[found.end :])
        )
        if found.value <= 89:
            return before + written + after
        if self.age_over_89 == "90+":
            new = over_89_in_words(found.spanish, written)
        else:
            rng = random_for("AGE", str(found.value))
            value = rng.choice([age for age in range(90, 105) if age != found.value])
            new = age_in_words(value, found.spanish, found.hyphenated, written)
        return before + new + after


def _phi_forms(doc: Document) -> frozenset[str]:
    """Return the normal forms of every PHI string of `doc` and of each word of them (what no surrogate may be)."""
    forms = set()
    for span in doc.spans:
        value = normalise(doc.text[span.start : span.end])
        forms.add(value)
        forms.update(_WORDS.findall(value))
    return frozenset(forms)


def _us_state_names() -> dict[str, str]:
    from faker.providers.address.en_US import Provider

    codes = [code for code in Provider.states_abbr if code != "DC"]
    return dict(zip(codes, Provider.states, strict=True))
