"""Error correction: fixes for the mistakes machine-learned taggers commonly make (Lee et al. 2017 §3.3.4, step 2).

From the paper: FAX numbers misread as PHONE are relabelled by their context, STATE mentions missing from the US state
dictionary are removed, and HOSPITAL mentions beside school words (+/-3 tokens) become ORGANIZATION. Added here, from
the same kinds of error: the converse PHONE cue for a FAX, a school name labelled HOSPITAL, stray punctuation or space
at a span's edges (token-level taggers glue a "," or ":" to a mention, which costs a strict match), a clinician's
degrees ("Peter Huang MD", "Sarah Lee, NP"): cut off a name span, and the name made DOCTOR, a section header glued to a
mention by a lost line break ("Donna WhiteMSE:") and the name of the next field of a header laid out in columns ("Craig
Hospital Dept:"): cut off; "Retired" or "former" before an occupation: cut off; a street that runs on into its town
("... ste 489 in blomkest"): split into STREET and CITY; a span inside a medical term named after people ("Jackson-Pratt
drain", "Glasgow Coma Scale"): dropped; a span that is one clinical abbreviation ("HTN" read as a city in "hx of HTN,
DM2"): dropped; an identifier written as a phone number after a phone word ("phone 8605244129"): PHONE; a four-digit
AGE: a DATE if a year, dropped if a clock time ("0845"); an address in one STREET span ("593 Eddy Street, Providence RI
02903"): split into STREET, CITY, STATE and ZIP; titles at the start of a person span ("SW Ms. Okafor"): cut off; a name
that runs on into its practice ("Lena Oyelaran, Brookside Clinic"): split into the name and a HOSPITAL; a lower-case
word at the end of a capitalised name ("Thomas ambulated"): cut off; a number at the end of a city, state or country
("Guatemala 3" of "3 weeks ago"): cut off; a span that is only a clock time by its context ("at 1015", "0700-1900",
"2200 hrs"): dropped; "CT" named as a scan by the words around it ("repeat CT", "CT head"): dropped; a name or place
that a hospital word ends ("Kirkstall Health Centre" as a CITY) or a person's name it follows ("called Mercy hospital"):
HOSPITAL; a name cut at its "'s" ("St. Mary" + "s"): joined; an ordinal before a street type ("5th ave"): STREET; a name
or place that a street type ends, after a house number ("81" + "Highland Ave" as a CITY): one STREET; a care home's name
cut before its "Living" ("Sunrise Assisted" + "Living"): made whole; a web address without a letter or an IP address
without a dot or colon ("Trop <0.01" as an EMAIL): dropped, or an IPADDR where it is an IPv4 address; a PHONE or FAX
span without a digit ("Group" of "Group: 4869"), and a name, place or occupation span that is a bare number (">100k" of
"Ucx >100k E. coli" as an ORGANIZATION), and a DATE in two numbers over a slash that are no day and month either way
round ("MoCA 17/30"), and a number before a unit ("102.6°F", "12 mU/L"): dropped; a name, place, age or occupation span
with no word of its own outside the phone, fax, identifier and date spans it overlaps ("1 576-469-9067" as a ZIP inside
a PHONE): dropped; the letter of a sex after an age ("F" of "62F") and "Age" of "Age/Sex:": dropped; a name or place of
one letter of a slashed abbreviation ("K" of "K/MG") or the article "A" in capitals ("BY A PASSERBY"), and a form's
field label at the start of a line, column or cell ("Name<tab>Huang, Mei-Ling"): dropped; the pieces of a numeric date
read as two DATE spans ("11" + "14" of "INR 11/14"): joined; a DATE that reaches into a time's hour ("12/03/2023, 21" of
a chat's "[12/03/2023, 21:14]"): the whole time for a numeric date, none for a written one, the minutes' spans dropped;
a state's code after a town and a comma ("Towson, MD"), and a number set off by commas after a person's name ("Rachel
Adler, 29, Ashkenazi"): an age, added; "ca" after a cancer's organ ("breast ca"): dropped; an identifier read in pieces
("2t" + "3p1rfv8kw012345"): made its whole token; a capitalised name after an occupation and "for" or "at" ("petroleum
engineer for Chevron"): an ORGANIZATION, added; a listed given name that "and" joins to a person's full name ("Will and
Dawn Mercer"): a person, added.

Each correction is a pure function `(spans, text, lang) -> spans`, registered by name in CORRECTIONS; a relabelled or
trimmed span keeps its score, and its source records the correction ("crf:quantitative+correct:fax-by-context").
The corrections live in `phiscrub.merge.corrections`, by what they work on (`edges`, `names`, `places`, `numbers`);
this module is their registry, and every correction can still be imported from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.merge.corrections.edges import (
    drop_field_labels,
    drop_lone_letters,
    drop_titles_before_names,
    trim_answer_options,
    trim_edges,
    trim_function_words,
    trim_glued_headers,
    trim_leading_field_words,
    trim_leading_verbs,
    trim_next_field_labels,
    trim_person_titles,
    trim_place_numbers,
    trim_trailing_words,
    trim_work_status,
)
from phiscrub.merge.corrections.names import (
    chat_senders_by_layout,
    chat_writers_above_times,
    complete_spanish_names,
    coordinated_given_names,
    correct_clinician_credentials,
    drop_clinical_abbreviations,
    drop_family_set_phrases,
    drop_lower_case_guesses_in_cased_notes,
    drop_medical_eponyms,
    drop_ordinary_words,
    drop_roles_after_clinicians,
    drop_roles_before_names,
    drop_two_letter_abbreviations,
    join_hyphenated_names,
    join_possessives,
    join_surname_particles,
    split_person_institutions,
)
from phiscrub.merge.corrections.numbers import (
    CONTEXT_CHARS,
    ages_after_names,
    ages_by_field,
    complete_date_times,
    correct_fax_by_context,
    correct_impossible_ages,
    correct_phone_by_context,
    correct_phone_numbers_by_context,
    drop_age_and_sex_marks,
    drop_clock_times,
    drop_coded_terms,
    drop_counts_clock_faces_and_gestations,
    drop_day_counts,
    drop_digitless_phones,
    drop_durations_as_ages,
    drop_emergency_numbers,
    drop_falls_as_events,
    drop_impossible_dates,
    drop_lab_values,
    drop_list_numbers,
    drop_measurements,
    drop_names_inside_numbers,
    drop_numbers_as_names,
    drop_ordinal_counts,
    drop_shapeless_ip_addresses,
    join_split_dates,
    whole_identifiers,
)
from phiscrub.merge.corrections.places import (
    SCHOOL_WINDOW,
    complete_care_home_names,
    correct_organization_by_school_words,
    drop_cancer_abbreviations,
    drop_imaging_studies,
    drop_non_us_states,
    drop_places_with_doses,
    employers_after_occupations,
    hospitals_by_head_word,
    join_ampersand_names,
    join_split_places,
    occupation_complements,
    ordinal_streets,
    split_addresses,
    split_street_towns,
    states_after_cities,
    street_directions,
    streets_by_type,
    web_address_shapes,
    whole_web_addresses,
)

__all__ = [
    "ages_after_names",
    "ages_by_field",
    "CONTEXT_CHARS",
    "CORRECTIONS",
    "SCHOOL_WINDOW",
    "Correction",
    "correct",
    "complete_care_home_names",
    "complete_spanish_names",
    "correct_clinician_credentials",
    "correct_fax_by_context",
    "correct_impossible_ages",
    "correct_organization_by_school_words",
    "correct_phone_by_context",
    "correct_phone_numbers_by_context",
    "drop_clock_times",
    "drop_coded_terms",
    "drop_digitless_phones",
    "drop_emergency_numbers",
    "drop_falls_as_events",
    "drop_impossible_dates",
    "drop_lab_values",
    "drop_list_numbers",
    "drop_lone_letters",
    "drop_measurements",
    "drop_numbers_as_names",
    "drop_ordinal_counts",
    "drop_day_counts",
    "drop_counts_clock_faces_and_gestations",
    "drop_shapeless_ip_addresses",
    "drop_titles_before_names",
    "drop_imaging_studies",
    "drop_age_and_sex_marks",
    "drop_cancer_abbreviations",
    "drop_clinical_abbreviations",
    "drop_two_letter_abbreviations",
    "drop_durations_as_ages",
    "drop_family_set_phrases",
    "drop_field_labels",
    "drop_roles_after_clinicians",
    "drop_roles_before_names",
    "drop_medical_eponyms",
    "drop_names_inside_numbers",
    "drop_lower_case_guesses_in_cased_notes",
    "chat_senders_by_layout",
    "chat_writers_above_times",
    "drop_ordinary_words",
    "drop_non_us_states",
    "employers_after_occupations",
    "occupation_complements",
    "hospitals_by_head_word",
    "join_hyphenated_names",
    "join_ampersand_names",
    "join_possessives",
    "drop_places_with_doses",
    "join_split_dates",
    "complete_date_times",
    "join_split_places",
    "join_surname_particles",
    "ordinal_streets",
    "split_addresses",
    "split_person_institutions",
    "split_street_towns",
    "states_after_cities",
    "streets_by_type",
    "street_directions",
    "trim_edges",
    "trim_function_words",
    "trim_glued_headers",
    "trim_answer_options",
    "trim_leading_field_words",
    "trim_leading_verbs",
    "trim_next_field_labels",
    "trim_person_titles",
    "trim_place_numbers",
    "trim_trailing_words",
    "trim_work_status",
    "web_address_shapes",
    "whole_identifiers",
    "whole_web_addresses",
]

Correction = Callable[[Sequence[Span], str, str], list[Span]]
"""A correction: (spans, note text, language) -> corrected spans."""


CORRECTIONS: Final = MappingProxyType(
    {
        "trim-edges": trim_edges,
        "function-words": trim_function_words,
        "lone-letters": drop_lone_letters,
        "field-labels": drop_field_labels,
        "clinician-credentials": correct_clinician_credentials,
        "person-titles": trim_person_titles,
        "titles-before-names": drop_titles_before_names,
        "person-institutions": split_person_institutions,
        "trailing-words": trim_trailing_words,
        "leading-verbs": trim_leading_verbs,
        "leading-field-words": trim_leading_field_words,
        "answer-options": trim_answer_options,
        "place-numbers": trim_place_numbers,
        "glued-headers": trim_glued_headers,
        "next-field-labels": trim_next_field_labels,
        "work-status": trim_work_status,
        "street-towns": split_street_towns,
        "addresses": split_addresses,
        "medical-eponyms": drop_medical_eponyms,
        "clinical-abbreviations": drop_clinical_abbreviations,
        "two-letter-abbreviations": drop_two_letter_abbreviations,
        "roles-before-names": drop_roles_before_names,
        "roles-after-clinicians": drop_roles_after_clinicians,
        "family-set-phrases": drop_family_set_phrases,
        "ordinary-words": drop_ordinary_words,
        "lower-case-guesses": drop_lower_case_guesses_in_cased_notes,
        "chat-senders-by-layout": chat_senders_by_layout,
        "writers-above-times": chat_writers_above_times,
        "coordinated-given-names": coordinated_given_names,
        "possessives": join_possessives,
        "surname-particles": join_surname_particles,
        "spanish-names": complete_spanish_names,
        "hyphenated-names": join_hyphenated_names,
        "doses-in-places": drop_places_with_doses,
        "join-split-places": join_split_places,
        "ampersand-names": join_ampersand_names,
        "hospitals-by-head-word": hospitals_by_head_word,
        "care-home-names": complete_care_home_names,
        "states-after-cities": states_after_cities,
        "ordinal-streets": ordinal_streets,
        "streets-by-type": streets_by_type,
        "street-directions": street_directions,
        "whole-web-addresses": whole_web_addresses,
        "web-address-shapes": web_address_shapes,
        "whole-identifiers": whole_identifiers,
        "phone-digits": drop_digitless_phones,
        "ip-address-shapes": drop_shapeless_ip_addresses,
        "numbers-as-names": drop_numbers_as_names,
        "names-inside-numbers": drop_names_inside_numbers,
        "fax-by-context": correct_fax_by_context,
        "phone-by-context": correct_phone_by_context,
        "phone-numbers-by-context": correct_phone_numbers_by_context,
        "ages-after-names": ages_after_names,
        "occupation-complements": occupation_complements,
        "employers-after-occupations": employers_after_occupations,
        "impossible-ages": correct_impossible_ages,
        "durations-as-ages": drop_durations_as_ages,
        "impossible-dates": drop_impossible_dates,
        "split-dates": join_split_dates,
        "date-times": complete_date_times,
        "falls-as-events": drop_falls_as_events,
        "ordinal-counts": drop_ordinal_counts,
        "day-counts": drop_day_counts,
        "counts-clock-faces-gestations": drop_counts_clock_faces_and_gestations,
        "emergency-numbers": drop_emergency_numbers,
        "coded-terms": drop_coded_terms,
        "list-numbers": drop_list_numbers,
        "lab-values": drop_lab_values,
        "measurements": drop_measurements,
        "ages-by-field": ages_by_field,
        "age-and-sex-marks": drop_age_and_sex_marks,
        "clock-times": drop_clock_times,
        "imaging-studies": drop_imaging_studies,
        "cancer-abbreviations": drop_cancer_abbreviations,
        "non-us-states": drop_non_us_states,
        "organization-by-school-words": correct_organization_by_school_words,
    }
)
"""Every correction by name, in the order `correct` applies them."""


def correct(spans: Sequence[Span], text: str, lang: str, names: Sequence[str] = tuple(CORRECTIONS)) -> list[Span]:
    """Return the spans after applying the corrections called `names`, in that order."""
    for name in names:
        if name not in CORRECTIONS:
            raise UnknownComponentError("correction", name, list(CORRECTIONS))
    corrected = list(spans)
    for name in names:
        corrected = CORRECTIONS[name](corrected, text, lang)
    return corrected
