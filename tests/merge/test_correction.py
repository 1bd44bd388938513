from __future__ import annotations

import re

import pytest

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.merge.correction import (
    CORRECTIONS,
    ages_after_names,
    ages_by_field,
    chat_senders_by_layout,
    chat_writers_above_times,
    complete_care_home_names,
    complete_date_times,
    complete_spanish_names,
    coordinated_given_names,
    correct,
    correct_clinician_credentials,
    correct_fax_by_context,
    correct_impossible_ages,
    correct_organization_by_school_words,
    correct_phone_by_context,
    correct_phone_numbers_by_context,
    drop_age_and_sex_marks,
    drop_cancer_abbreviations,
    drop_clinical_abbreviations,
    drop_clock_times,
    drop_coded_terms,
    drop_counts_clock_faces_and_gestations,
    drop_day_counts,
    drop_digitless_phones,
    drop_durations_as_ages,
    drop_emergency_numbers,
    drop_falls_as_events,
    drop_family_set_phrases,
    drop_field_labels,
    drop_imaging_studies,
    drop_impossible_dates,
    drop_lab_values,
    drop_list_numbers,
    drop_lone_letters,
    drop_lower_case_guesses_in_cased_notes,
    drop_measurements,
    drop_medical_eponyms,
    drop_names_inside_numbers,
    drop_non_us_states,
    drop_numbers_as_names,
    drop_ordinal_counts,
    drop_ordinary_words,
    drop_places_with_doses,
    drop_roles_after_clinicians,
    drop_roles_before_names,
    drop_shapeless_ip_addresses,
    drop_titles_before_names,
    drop_two_letter_abbreviations,
    employers_after_occupations,
    hospitals_by_head_word,
    join_ampersand_names,
    join_hyphenated_names,
    join_possessives,
    join_split_dates,
    join_surname_particles,
    occupation_complements,
    ordinal_streets,
    split_addresses,
    split_person_institutions,
    split_street_towns,
    states_after_cities,
    street_directions,
    streets_by_type,
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
    web_address_shapes,
    whole_identifiers,
)


def span_at(text: str, mention: str, label: str, nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(mention, start + 1)
    return Span(start, start + len(mention), label, "crf:quantitative", 0.7)


def labelled(spans: list[Span], text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in spans]


@pytest.mark.parametrize(
    ("text", "number", "expected"),
    [
        ("Fax: 617-555-0100", "617-555-0100", "FAX"),
        ("F: 617-555-0100", "617-555-0100", "FAX"),
        ("fax number 617-555-0100", "617-555-0100", "FAX"),
        ("Tel: 617-555-0100", "617-555-0100", "PHONE"),
        ("Ref: 617-555-0100", "617-555-0100", "PHONE"),
        ("Fax:\n617-555-0100", "617-555-0100", "PHONE"),
        ("Fax is broken, please call the front desk at 617-555-0100", "617-555-0100", "PHONE"),
    ],
)
def test_phone_becomes_fax_when_fax_is_named_just_before(text: str, number: str, expected: str) -> None:
    corrected = correct_fax_by_context([span_at(text, number, "PHONE")], text, "en")
    assert labelled(corrected, text) == [(number, expected)]


def test_a_name_between_the_cue_and_the_number_does_not_hide_the_cue() -> None:
    text = "Will call Guy at 398-486-1437 with results."
    spans = [span_at(text, "Guy", "PATIENT"), span_at(text, "398-486-1437", "FAX")]
    assert labelled(correct_phone_by_context(spans, text, "en"), text) == [
        ("Guy", "PATIENT"),
        ("398-486-1437", "PHONE"),
    ]


def test_fax_cue_does_not_reach_past_an_earlier_number() -> None:
    text = "Fax 617-555-0100 Phone 617-555-0199"
    spans = [span_at(text, "617-555-0100", "PHONE"), span_at(text, "617-555-0199", "PHONE")]
    corrected = correct_fax_by_context(spans, text, "en")
    assert labelled(corrected, text) == [("617-555-0100", "FAX"), ("617-555-0199", "PHONE")]
    assert corrected[0].source == "crf:quantitative+correct:fax-by-context"
    assert corrected[0].score == 0.7


@pytest.mark.parametrize(("text", "expected"), [("Tel: 5550100", "PHONE"), ("Tel/Fax: 5550100", "FAX")])
def test_fax_becomes_phone_when_only_a_phone_is_named(text: str, expected: str) -> None:
    assert labelled(correct_phone_by_context([span_at(text, "5550100", "FAX")], text, "en"), text)[0][1] == expected


@pytest.mark.parametrize(
    ("state", "kept"), [("Texas", True), ("TX", True), ("N.Y.", True), ("Ontario", False), ("Bavaria", False)]
)
def test_states_outside_the_us_are_removed(state: str, kept: bool) -> None:
    text = f"She moved to {state} last year."
    spans = [span_at(text, state, "STATE"), span_at(text, "last year", "DATE")]
    assert (len(drop_non_us_states(spans, text, "en")) == 2) is kept


def test_states_are_left_alone_in_spanish_notes() -> None:
    text = "Vive en Ontario."
    spans = [span_at(text, "Ontario", "STATE")]
    assert drop_non_us_states(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        ("He is a senior at Brookline High this year.", "Brookline High", "ORGANIZATION"),
        ("She got her degree from Tufts in 2001.", "Tufts", "ORGANIZATION"),
        ("She attends Boston College now.", "Boston College", "ORGANIZATION"),
        ("Admitted to Boston University Hospital today.", "Boston University Hospital", "HOSPITAL"),
        ("Admitted to Mercy General for chest pain.", "Mercy General", "HOSPITAL"),
        ("SW called Golden Years Senior Living today.", "Golden Years Senior Living", "HOSPITAL"),  # a care home
        ("Estudia en el Colegio San Juan de Dios.", "Colegio San Juan de Dios", "ORGANIZATION"),
    ],
)
def test_hospital_near_school_words_becomes_organization(text: str, mention: str, expected: str) -> None:
    lang = "es" if text.startswith("Estudia") else "en"
    corrected = correct_organization_by_school_words([span_at(text, mention, "HOSPITAL")], text, lang)
    assert labelled(corrected, text) == [(mention, expected)]


def test_school_words_beyond_three_tokens_do_not_count() -> None:
    text = "University records say he went to Mercy General yesterday."
    corrected = correct_organization_by_school_words([span_at(text, "Mercy General", "HOSPITAL")], text, "en")
    assert corrected[0].label == "HOSPITAL"


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        ("Seen by Ruiz, then", "Ruiz,", "Ruiz"),
        ("Call (617) 555-0100 today", "(617) 555-0100", "(617) 555-0100"),
        ("Call 555-0100) today", "555-0100)", "555-0100"),
        ("Name: 'Ana Ruiz' ok", ": 'Ana Ruiz'", "Ana Ruiz"),
        ("On 03/04. ok", "03/04.", "03/04."),
        ("add him to Tuesday's list", "s list", "list"),  # the possessive's "s" of the date before
        ('en el Hospital "Evita" de Lanús', 'Hospital "Evita"', 'Hospital "Evita"'),  # a quote it opens and closes
        ('Name: "Ana Ruiz" ok', '"Ana Ruiz"', "Ana Ruiz"),  # quotes around the whole: cut
    ],
)
def test_trim_edges_cuts_junk_but_keeps_balanced_brackets(text: str, mention: str, expected: str) -> None:
    trimmed = trim_edges([span_at(text, mention, "DATE")], text, "en")
    assert labelled(trimmed, text) == [(expected, "DATE")]


def test_trim_edges_keeps_the_possessive_s_of_an_institution_and_of_a_name() -> None:
    text = "Awaiting bed at Children's Hospital; seen by Dr. O'Sullivan"
    spans = [span_at(text, "s Hospital", "HOSPITAL"), span_at(text, "Sullivan", "DOCTOR")]
    assert trim_edges(spans, text, "en") == spans


def test_trim_edges_drops_a_span_of_only_junk() -> None:
    assert trim_edges([Span(0, 2, "DATE", "t")], ", x", "en") == []


def test_correct_applies_every_registered_correction_in_order() -> None:
    text = "Fax: 617-555-0100, at Tufts for her degree."
    spans = [span_at(text, "617-555-0100,", "PHONE"), span_at(text, "Tufts", "HOSPITAL")]
    assert labelled(correct(spans, text, "en"), text) == [("617-555-0100", "FAX"), ("Tufts", "ORGANIZATION")]
    assert correct(spans, text, "en", names=()) == spans
    assert set(CORRECTIONS) >= {"fax-by-context", "non-us-states", "organization-by-school-words"}


def test_correct_refuses_unknown_correction_names() -> None:
    with pytest.raises(UnknownComponentError, match="fax-by-context"):
        correct([], "", "en", names=("spellcheck",))


@pytest.mark.parametrize(
    ("text", "pieces", "expected"),
    [
        ("Domicilio: Av. Pedro Rubio, 36.", [(11, 14), (15, 30)], [(11, 30)]),
        ("C/ Sauceda 3. 1A Esquina", [(0, 12), (14, 24)], [(0, 24)]),
        ("Hospital Sur.\nHospital Norte", [(0, 12), (14, 28)], [(0, 12), (14, 28)]),
        ("Maple Grove Long-Term Care Home", [(0, 16), (17, 31)], [(0, 31)]),  # cut at a hyphen
    ],
)
def test_split_street_spans_are_joined_across_an_abbreviation_period(text, pieces, expected):
    from phiscrub.merge.correction import join_split_places

    label = "STREET" if text[0] not in "HM" else "HOSPITAL"
    spans = [Span(start, end, label, source="crf:names", score=0.9) for start, end in pieces]
    assert [(s.start, s.end) for s in join_split_places(spans, text, "es")] == expected


def test_dates_side_by_side_stay_two_spans():
    from phiscrub.merge.correction import join_split_places

    text = "3/4, 3/5"
    spans = [Span(0, 3, "DATE"), Span(5, 8, "DATE")]
    assert join_split_places(spans, text, "en") == spans


def test_a_web_address_cut_in_pieces_is_widened_to_the_whole_address() -> None:
    from phiscrub.merge.correction import whole_web_addresses

    text = "Portal: https://mychart.example.org. Mail jo@example.com, thanks."
    pieces = [Span(8, 13, "URL"), Span(16, 35, "EMAIL"), Span(42, 56, "EMAIL")]
    widened = whole_web_addresses(pieces, text, "en")
    assert [(text[s.start : s.end], s.label) for s in widened] == [
        ("https://mychart.example.org", "URL"),
        ("jo@example.com", "EMAIL"),
    ]


def test_widening_stops_at_a_glued_attribute_name() -> None:
    from phiscrub.merge.correction import whole_web_addresses

    text = "Correo:ana@terra.es"
    assert [(s.start, s.end) for s in whole_web_addresses([Span(7, 10, "EMAIL")], text, "es")] == [(7, 19)]


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        # a degree after a name: cut off, and the name is a clinician's
        ("Seen by Peter Huang MD today", [("Peter Huang MD", "PATIENT")], [("Peter Huang", "DOCTOR")]),
        ("Signed: Sarah Lee, NP-C", [("Sarah Lee", "PATIENT")], [("Sarah Lee", "DOCTOR")]),
        ("Dr. Alan Roberts MD PhD, cardiology", [("Alan Roberts MD PhD", "DOCTOR")], [("Alan Roberts", "DOCTOR")]),
        ("d/w Jane Doe, PA-C.", [("Jane Doe", "NAME-RELATIVE")], [("Jane Doe", "DOCTOR")]),
        # "Last, First MD": the surname is the same clinician
        ("Huang, Peter MD", [("Huang", "CITY"), ("Peter MD", "PATIENT")], [("Huang", "CITY"), ("Peter", "DOCTOR")]),
        (
            "Huang, Peter MD",
            [("Huang", "PATIENT"), ("Peter MD", "PATIENT")],
            [("Huang", "DOCTOR"), ("Peter", "DOCTOR")],
        ),
        # the degrees of the name before: dropped; a lone "M.D." may be initials and stays
        ("John Smith, M.D.", [("John Smith", "DOCTOR"), ("M.D.", "DOCTOR")], [("John Smith", "DOCTOR")]),
        ("the visit. -M.D. Billing", [("M.D.", "DOCTOR")], [("M.D.", "DOCTOR")]),
        # degrees in brackets; a name taken for an institution with a provider's degree after it
        ("Ordering: Kessler, Amanda (NP)", [("Amanda", "PATIENT")], [("Amanda", "DOCTOR")]),
        ("called to Amanda Kessler NP at 14:40", [("Amanda Kessler NP", "HOSPITAL")], [("Amanda Kessler", "DOCTOR")]),
        ("Frederick MD 21701", [("Frederick MD", "CITY")], [("Frederick MD", "CITY")]),  # "MD": a state after a town
        # a provider's role written as a title before the name: cut off, the name a clinician's
        ("Plan discussed with charge RN Abernathy.", [("RN Abernathy", "PATIENT")], [("Abernathy", "DOCTOR")]),
        ("per NP Kessler", [("NP Kessler", "NAME-RELATIVE")], [("Kessler", "DOCTOR")]),
        ("RN SMITH", [("RN SMITH", "PATIENT")], [("RN SMITH", "PATIENT")]),  # capitals: no role title read
        # of any label: "MD" read as Maryland after a name; not where a zip code follows (an address)
        ("Priya Raman, MD, PhD", [("Priya Raman", "DOCTOR"), ("MD", "STATE")], [("Priya Raman", "DOCTOR")]),
        ("Kelly Moore, RN", [("Kelly Moore", "DOCTOR"), ("RN", "STREET")], [("Kelly Moore", "DOCTOR")]),
        # a degree after others; the start of a degree the tokenizer cut in two ("Pharm" of "PharmD")
        (
            "Anjali Deshpande, MD, FAAP",
            [("Anjali Deshpande", "DOCTOR"), ("FAAP", "DOCTOR")],
            [("Anjali Deshpande", "DOCTOR")],
        ),
        (  # the pieces of "PA-C" the tokenizer cuts
            "Interpreted by: Domminic Gelo, PA-C Finalized: 04/27/2021",
            [("Domminic Gelo", "DOCTOR"), ("PA", "STATE"), ("C", "DOCTOR")],
            [("Domminic Gelo", "DOCTOR")],
        ),
        (
            "Xiaoming Zhang, PharmD",
            [("Xiaoming Zhang", "DOCTOR"), ("Pharm", "HOSPITAL")],
            [("Xiaoming Zhang", "DOCTOR")],
        ),
        (
            "Frederick, MD 21701",
            [("Frederick", "PATIENT"), ("MD", "STATE")],
            [("Frederick", "PATIENT"), ("MD", "STATE")],
        ),
        # not degrees: date of birth, "DO NOT", a plural, a state after a place, lower case
        ("John Smith D.O.B. 01/02/1950", [("John Smith", "PATIENT")], [("John Smith", "PATIENT")]),
        ("JOHN SMITH DO NOT RESUSCITATE", [("JOHN SMITH", "PATIENT")], [("JOHN SMITH", "PATIENT")]),
        ("Ann Lee MDs", [("Ann Lee", "PATIENT")], [("Ann Lee", "PATIENT")]),
        ("Baltimore, MD", [("Baltimore", "CITY")], [("Baltimore", "CITY")]),
        ("ann lee md", [("ann lee", "PATIENT")], [("ann lee", "PATIENT")]),
        # a note in lower case: a degree after a comma alone ("md" with no comma may be Maryland)
        ("kendra park, m.d.", [("kendra park", "PATIENT"), ("m.d.", "PATIENT")], [("kendra park", "PATIENT")]),
        ("frederick md", [("frederick", "CITY"), ("md", "STATE")], [("frederick", "CITY"), ("md", "STATE")]),
        # the degrees of the name before an institution are no part of it; "MD Anderson" elsewhere stays whole
        (
            "Harold Q. Birnbaum, MD   St. Agnes Regional Medical Center",
            [("Harold Q. Birnbaum", "DOCTOR"), ("MD   St. Agnes Regional Medical Center", "HOSPITAL")],
            [("Harold Q. Birnbaum", "DOCTOR"), ("St. Agnes Regional Medical Center", "HOSPITAL")],
        ),
        ("Treated at MD Anderson Cancer Center", [("MD Anderson", "HOSPITAL")], [("MD Anderson", "HOSPITAL")]),
        # degrees outside the US: a midwife's, an audiologist's, a foundation doctor's
        (
            "Midwife: Funmilayo Adeyemi, RM",
            [("Funmilayo Adeyemi", "DOCTOR"), ("RM", "DOCTOR")],
            [("Funmilayo Adeyemi", "DOCTOR")],
        ),
        (
            "Chloe Barrington, MAud, MAudA (CCP)",
            [("Chloe Barrington", "PATIENT"), ("MAudA", "PATIENT")],
            [("Chloe Barrington", "DOCTOR")],
        ),
        (
            "Dr Hannah Treloar, FY2, for the team",
            [("Hannah Treloar", "DOCTOR"), ("FY2", "DATE")],
            [("Hannah Treloar", "DOCTOR")],
        ),
        # board certifications: hospice nursing, dermatology
        (
            "Jonas Eriksen, RN, CHPN",
            [("Jonas Eriksen", "DOCTOR"), ("CHPN", "DOCTOR")],
            [("Jonas Eriksen", "DOCTOR")],
        ),
        (
            "Camille Beaulieu, MD, FAAD",
            [("Camille Beaulieu", "DOCTOR"), ("FAAD", "CITY")],
            [("Camille Beaulieu", "DOCTOR")],
        ),
    ],
)
def test_degrees_after_a_name_are_cut_off_and_mark_a_clinician(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]]
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(correct_clinician_credentials(spans, text, "en"), text) == expected


def test_degrees_are_left_alone_in_spanish_notes() -> None:
    text = "Dra. Ana Ruiz MD"
    spans = [span_at(text, "Ana Ruiz MD", "DOCTOR")]
    assert correct_clinician_credentials(spans, text, "es") == spans


def test_a_corrected_span_says_so_once_in_its_source() -> None:
    text = "Seen by Peter Huang MD today"
    (span,) = correct_clinician_credentials([span_at(text, "Peter Huang MD", "PATIENT")], text, "en")
    assert span.source == "crf:quantitative+correct:clinician-credentials"
    assert span.score == 0.7


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        # a header glued to the line before by a lost line break
        ("probation officer Donna WhiteMSE: woman appears calm", "Donna WhiteMSE", "Donna White"),
        ("Steysi MorganCurrent Medications: aspirin", "Steysi MorganCurrent", "Steysi Morgan"),
        (
            "Yulan State UniversityFamily Psychiatric History: none",
            "Yulan State UniversityFamily",
            "Yulan State University",
        ),
        # no header at the seam, or no seam: left alone
        ("Dr. McDonald saw him", "McDonald", "McDonald"),
        ("seen by JOHN KAPLAN today", "JOHN KAPLAN", "JOHN KAPLAN"),
        ("at St. MaryHospital today", "St. MaryHospital", "St. MaryHospital"),
        # a header's words inside a name that goes on: no colon, no line end after them
        ("paid at LifeLabs. Then home", "LifeLabs", "LifeLabs"),
    ],
)
def test_a_section_header_glued_to_a_mention_is_cut_off(text: str, mention: str, expected: str) -> None:
    trimmed = trim_glued_headers([span_at(text, mention, "DOCTOR")], text, "en")
    assert labelled(trimmed, text) == [(expected, "DOCTOR")]


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        # a header in columns: the next field's name, past a wide gap, before a colon
        ("Facility: Craig Hospital   Dept: Oncology", "Craig Hospital   Dept", "Craig Hospital"),
        ("Facility: Craig Hospital\tDept: Oncology", "Craig Hospital\tDept", "Craig Hospital"),
        # the first words of a longer field name: cut too ("Unit No:")
        (
            "Name: Beauchamp, Theodore R.      Unit No: 0004",
            "Beauchamp, Theodore R.      Unit",
            "Beauchamp, Theodore R.",
        ),
        (
            "Name: WASHINGTON, DENZEL R.        Unit #: 7734-219-00",
            "WASHINGTON, DENZEL R.        Unit",
            "WASHINGTON, DENZEL R.",
        ),
        # a name at a line's end, and the field that starts the next line
        ("Appt: 12/02 with Dr. Oliveira\nReason: new job", "Oliveira\nReason", "Oliveira"),
        ("Anesthesia: Dr. Oyelaran\r\n  Patient Type: inpatient", "Oyelaran\r\n  Patient Type", "Oyelaran"),
        # one space, or no colon after: left alone; a name wrapped onto the next line too
        ("Seen by Dr. John\nSmith today", "John\nSmith", "John\nSmith"),
        ("Seen at Craig Hospital Dept: Oncology", "Craig Hospital Dept", "Craig Hospital Dept"),
        ("Facility: Craig Hospital   West Wing today", "Craig Hospital   West Wing", "Craig Hospital   West Wing"),
    ],
)
def test_the_name_of_the_next_field_is_cut_off(text: str, mention: str, expected: str) -> None:
    trimmed = trim_next_field_labels([span_at(text, mention, "HOSPITAL")], text, "en")
    assert labelled(trimmed, text) == [(expected, "HOSPITAL")]


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        ("Retired accountant; drinks 2 glasses", "Retired accountant", "accountant"),
        ("former ICU nurse, lives alone", "former ICU nurse", "ICU nurse"),
        ("Works as a retired-looking clerk", "clerk", "clerk"),
        ("Retired since 2019", "Retired", "Retired"),  # nothing after it: left alone
    ],
)
def test_work_status_is_cut_off_an_occupation(text: str, mention: str, expected: str) -> None:
    assert labelled(trim_work_status([span_at(text, mention, "PROFESSION")], text, "en"), text) == [
        (expected, "PROFESSION")
    ]


def test_a_span_that_is_only_the_work_status_before_an_occupation_is_dropped() -> None:
    text = "SOCIAL HISTORY: Retired accountant, lives alone. Retired since 2019."
    spans = [
        span_at(text, "Retired", "PROFESSION"),
        span_at(text, "accountant", "PROFESSION"),
        span_at(text, "Retired", "PROFESSION", 1),
    ]
    assert labelled(trim_work_status(spans, text, "en"), text) == [
        ("accountant", "PROFESSION"),
        ("Retired", "PROFESSION"),
    ]


def test_a_street_that_runs_on_into_its_town_is_split_there() -> None:
    text = "refill to the pharmacy on 759 reese pike ste 489 in blomkest?"
    spans = [span_at(text, "759 reese pike ste 489 in blomkest", "STREET")]
    assert labelled(split_street_towns(spans, text, "en"), text) == [
        ("759 reese pike ste 489", "STREET"),
        ("blomkest", "CITY"),
    ]
    text = "lives at 12 Main St in"
    assert labelled(split_street_towns([span_at(text, "12 Main St in", "STREET")], text, "en"), text) == [
        ("12 Main St", "STREET")
    ]
    assert split_street_towns(spans, "x", "es") == spans


def test_spans_inside_a_medical_term_named_after_people_are_dropped() -> None:
    text = (
        "Jackson-Pratt drain. Glasgow Coma Scale 15. Hx Graves' disease. Foley catheter. St. John's wort. "
        "Homans' sign negative. Murphy's sign negative. Allen test normal. Hickman line. Mallampati class II. "
        "Epley maneuver. Seen by Mr. Jackson Pratt and Dr. Allen Murphy."
    )
    found = [
        span_at(text, "Jackson", "CITY"),
        span_at(text, "Pratt drain", "PATIENT"),  # the term takes in its "drain"
        span_at(text, "Glasgow", "CITY"),
        span_at(text, "Scale 15", "STREET"),  # and a scale its score
        span_at(text, "Graves", "PATIENT"),
        span_at(text, "Foley", "PATIENT"),
        span_at(text, "John", "PATIENT"),  # the herb
        span_at(text, "Homans", "PATIENT"),  # signs, tests and devices
        span_at(text, "Murphy", "PATIENT"),
        span_at(text, "Allen", "PATIENT"),
        span_at(text, "Hickman", "PATIENT"),
        span_at(text, "Mallampati", "PATIENT"),
        span_at(text, "Epley", "PATIENT"),
        span_at(text, "Jackson Pratt", "PATIENT"),  # people: no hyphen, no sign or test after the name
        span_at(text, "Allen Murphy", "DOCTOR"),
    ]
    kept = [("Jackson Pratt", "PATIENT"), ("Allen Murphy", "DOCTOR")]
    assert labelled(drop_medical_eponyms(found, text, "en"), text) == kept
    assert drop_medical_eponyms(found, text, "es") == found


def test_spans_inside_eponymous_findings_criteria_and_pairs_are_dropped() -> None:
    text = "Koplik spots seen. Jarisch-Herxheimer reaction. Centor criteria 3. Light's criteria met. Dr. Light agrees."
    found = [
        span_at(text, "Koplik", "PATIENT"),
        span_at(text, "Jarisch-Herxheimer", "CITY"),
        span_at(text, "Centor criteria", "ORGANIZATION"),
        span_at(text, "Light", "DOCTOR"),  # the first "Light": the criteria
        span_at(text, "Light agrees", "DOCTOR"),
    ]
    assert labelled(drop_medical_eponyms(found, text, "en"), text) == [("Light agrees", "DOCTOR")]


def test_spans_inside_scales_and_devices_named_after_people_or_places_are_dropped() -> None:
    text = "Hoehn and Yahr stage 2. Montreal Cognitive Assessment 24/30. PleurX placed. Seen in Montreal. Braden 14."
    found = [
        span_at(text, "Hoehn", "PATIENT"),
        span_at(text, "Yahr", "ORGANIZATION"),
        span_at(text, "Montreal", "CITY"),  # the first: the assessment
        span_at(text, "Pleur", "DOCTOR"),
        span_at(text, "Montreal", "CITY", nth=1),
        span_at(text, "Braden", "CITY"),  # a score after it: the scale
    ]
    assert labelled(drop_medical_eponyms(found, text, "en"), text) == [("Montreal", "CITY")]
    text = "Nephew Braden Smith visited."  # a name
    found = [span_at(text, "Braden Smith", "NAME-RELATIVE"), span_at(text, "Braden", "PATIENT")]
    assert drop_medical_eponyms(found, text, "en") == found


def test_a_name_right_before_the_head_word_of_a_condition_is_no_phi() -> None:
    text = "A) Sheehan syndrome\nB) Zenker diverticulum\nC) Plummer-Vinson syndrome\nMr. Turner syndrome workup."
    found = [
        span_at(text, "Sheehan", "PATIENT"),
        span_at(text, "Zenker diverticulum", "CITY"),
        span_at(text, "Plummer-Vinson", "CITY"),
        span_at(text, "Turner", "PATIENT"),  # after a title: a person
    ]
    assert labelled(drop_medical_eponyms(found, text, "en"), text) == [("Turner", "PATIENT")]
    text = "Mrs. Lopez's disease is stable. Seen by Dr. Conn today."  # a possessive, no head word
    found = [span_at(text, "Lopez", "PATIENT"), span_at(text, "Conn", "DOCTOR")]
    assert drop_medical_eponyms(found, text, "en") == found


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("Which is the diagnosis?\nB) Asherman syndrome", "B) Asherman", "Asherman"),
        ("A) Sheehan\nC) Turner", "C", None),  # the letter alone
        ("(D) Reassurance", "D", None),
        ("Seen by John A) later", "A", "A"),  # no option: a letter after a word
    ],
)
def test_the_letter_of_an_answer_option_is_cut_off(text: str, found: str, expected: str | None) -> None:
    spans = trim_answer_options([span_at(text, found, "PATIENT")], text, "en")
    assert [text[s.start : s.end] for s in spans] == ([] if expected is None else [expected])


def test_spans_inside_risk_scores_rules_and_diets_named_after_places_are_dropped() -> None:
    text = (
        "Framingham risk score 12%. Ottawa ankle rules negative. GCS: Glasgow Coma Scale score of 9. DASH diet. "
        "Moved from Framingham to Ottawa."
    )
    found = [
        span_at(text, "Framingham", "CITY"),
        span_at(text, "Ottawa ankle", "CITY"),
        span_at(text, "Glasgow Coma Scale score", "CITY"),
        span_at(text, "DASH", "ORGANIZATION"),
        span_at(text, "Framingham to Ottawa", "CITY"),  # the places a patient moved between
    ]
    assert labelled(drop_medical_eponyms(found, text, "en"), text) == [("Framingham to Ottawa", "CITY")]


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Temp 39.2°C (102.6°F) on arrival", "102", False),
        ("Temp 39.2°C (102.6°F) on arrival", "6", False),
        ("TSH is 12 mU/L, free T4 low", "12", False),
        ("BP 162/110 mm Hg, SpO2 94% on RA", "94", False),
        ("Her MCV is 68 fL and ferritin low", "68", False),
        ("placed a 16F Foley catheter", "16", False),  # a catheter's French size
        ("14 Fr NG tube to suction", "14", False),
        ("18G IV in the left AC", "18", False),  # a needle's gauge
        ("me (24F) and my bf (26M)", "24", True),  # an age and a sex
        ("She is 16 F and pregnant", "16", True),
        ("Seen 3/12. Age 45, weight 82 kg", "45", True),  # an age before a comma
        ("Room 12 on 4 West", "12", True),
        ("Call 555 0199 at home", "0199", True),
        ("I'm 41, 5'4\", 210 lbs", "5", False),  # a height's feet and inches
        ("Height 5'4\", weight 210 lbs", "4", False),
        ("Height 6 ft 1 in, weight 80 kg", "1", False),
        ("Room 5's door was open", "5", True),
        ("a bill for $14,000 after a 2 hour visit", "14", False),  # money
        ("a bill for $14,000 after a 2 hour visit", "000", False),
        ("2. Entresto 24-26 mg BID", "24", False),  # a range of doses
        ("Seen 3/24 - 26 patients in clinic", "24", True),
        ("Our charge nurse Big Mike (6'4\", softest", "6'4", False),  # a height as a whole
        ("te queremos! ($100)", "$100", False),  # money with its sign
        ("Ex-smoker, 20/day for 30 years", "20/day", False),  # a count a day
        ("Ex-smoker, 20/day for 30 years", "20", False),
        ("Night shift on a 32-bed med-surg", "32", False),  # a ward's beds
        ("on a 48-hr shift; mom is", "48", False),  # hours
        ("with 36h history of RIF pain", "36", False),
        ("baby is 36 hours old", "36", True),  # a newborn's age in hours
        ("DNI: 08412977     H.C.: 2207719", "08412977", True),  # a record's field after it, no hours
    ],
)
def test_a_number_before_a_unit_is_no_phi(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PHONE")]
    assert (drop_measurements(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "found", "label", "expected"),
    [
        ("She returned from a trip to Guatemala 3 weeks ago.", "Guatemala 3", "COUNTRY", "Guatemala"),
        ("Moved to Boston 2 years ago.", "Boston 2", "CITY", "Boston"),
        ("Lives at Route 30 in town", "Route 30", "STREET", "Route 30"),  # a street may end in a number
        ("zip 02114 on file", "02114", "CITY", "02114"),  # only a number: left to other steps
    ],
)
def test_a_number_is_cut_off_the_end_of_a_place(text: str, found: str, label: str, expected: str) -> None:
    (span,) = trim_place_numbers([span_at(text, found, label)], text, "en")
    assert text[span.start : span.end] == expected
    assert trim_place_numbers([span_at(text, found, label)], text, "es") == [span_at(text, found, label)]


@pytest.mark.parametrize(
    ("text", "found", "label", "expected"),
    [
        ("INR 1.4. Trop <0.01. Plan: repeat", "0.01", "EMAIL", None),  # a lab value, no address
        ("Portal at 10.0.0.1 today", "10.0.0.1", "URL", ("10.0.0.1", "IPADDR")),
        ("email jdoe@gmail.com now", "jdoe@gmail.com", "EMAIL", ("jdoe@gmail.com", "EMAIL")),
        ("see www.mychart.org", "www.mychart.org", "URL", ("www.mychart.org", "URL")),
        ("SpO2 100 on RA", "100", "IPADDR", None),
        ("host 192.168.1.100 down", "100", "IPADDR", ("100", "IPADDR")),  # a piece of an address
    ],
)
def test_web_and_ip_address_spans_keep_an_address_shape(
    text: str, found: str, label: str, expected: tuple[str, str] | None
) -> None:
    corrected = web_address_shapes([span_at(text, found, label)], text, "en")
    assert labelled(corrected, text) == ([] if expected is None else [expected])


def test_a_phone_or_fax_span_without_a_digit_is_dropped() -> None:
    text = "Member ID: 76106098930A  Group: 3961. Call 555-0199 x7."
    found = [span_at(text, "Group", "PHONE"), span_at(text, "555-0199", "PHONE"), span_at(text, "x", "FAX")]
    assert labelled(drop_digitless_phones(found, text, "en"), text) == [("555-0199", "PHONE")]


def test_a_phone_number_read_aloud_is_kept() -> None:
    text = "call me back at seven one five five five five zero one six two love you bye"
    found = [span_at(text, "seven one five five five five zero one six two", "PHONE")]
    assert drop_digitless_phones(found, text, "en") == found


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Prostate biopsy: Gleason 3+4=7", "4", False),  # a score's digits
        ("Call 555-0199 x7 after 5", "7", True),  # an extension's
        ("Call 555-0199 ext. 12", "12", True),
        ("Call 555-0199 box 12", "12", False),
    ],
)
def test_one_or_two_digits_alone_are_no_phone_unless_an_extension(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PHONE")]
    assert (drop_digitless_phones(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "found", "label", "kept"),
    [
        ("Micro: Ucx 6/30 >100k E. coli, pan-sensitive", ">100k", "ORGANIZATION", False),
        ("Micro: Ucx 6/30 >100k E. coli, pan-sensitive", "100", "DOCTOR", False),  # cut before the "k"
        ("HR 100 on arrival", "100", "DOCTOR", False),
        ("seen by s0cial worker", "0", "DEPARTMENT", True),  # a digit inside a word
        ("Murdock 8 Cardiology Clinic", "8", "STREET", True),  # not a label written in words
        ("Murdock 8 Cardiology Clinic", "Murdock 8", "HOSPITAL", True),
        ("ST elevations in leads II, III, and aVF", "III", "PATIENT", False),  # a Roman numeral alone
        ("diuresed with IV Lasix", "IV", "DOCTOR", False),
        ("Seen with John Smith III today", "John Smith III", "PATIENT", True),  # a name's suffix stays with it
        ("signed V. Okafor", "V", "DOCTOR", True),  # one letter: an initial
        ("Ward IV on the left", "IV", "ROOM", True),  # a label of words only
        ("Pt restless, pulled at IV overnight", "IV", "HOSPITAL", False),
        ("2.1 cm lesion in segment VII, new", "VII", "ORGANIZATION", False),
        ("Plate: 305 VI", "VI", "STATE", True),  # the Virgin Islands' code
    ],
)
def test_a_bare_number_is_no_name_place_or_occupation(text: str, found: str, label: str, kept: bool) -> None:
    spans = [span_at(text, found, label)]
    assert (drop_numbers_as_names(spans, text, "en") == spans) is kept
    assert drop_numbers_as_names(spans, text, "es") == spans  # MEDDOCAN's territories hold postal codes


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("MoCA 17/30. Plan: repeat", "30", False),  # a score out of 30: no month 17 nor month 30
        ("MMSE 28/30.", "28/30", False),
        ("ratio 5/40 today", "5/40", False),  # no day 40
        ("Seen 12/30 and 3/14.", "12/30", True),  # December 30th
        ("Seen 12/30 and 3/14.", "3/14", True),
        ("on 31/12 at home", "31/12", True),  # day/month
        ("admitted 3/14/2021", "3/14/2021", True),
        ("BP was 150/95 at her physical", "150", False),  # a blood pressure
        ("BP was 150/95 at her physical", "95", False),
        ("seen 12/2005 in clinic", "12/2005", True),  # a month and a year
        ("pain 4/10. He was admitted", "4/10", False),  # a pain score out of ten
        ("rates her pain at 8/10 today", "8", False),
        ("10/10 pain in the chest", "10/10", False),
        ("seen 4/10 for pain", "4/10", True),  # a date, "pain" not right after it
        ("Pain since 3/10/2021", "3/10", True),
        ("SVE 6/80/-1 per Dr. Haldane", "6/80", False),  # a cervical exam: dilation, effacement, station
        ("cervix 4/50/+1 at 0300", "4/50", False),
        ("Cravings 4/10. States she slept", "4/10", False),  # a craving's score out of ten
        ("ER positive (Allred 8/8), PR positive", "8/8", False),  # a receptor's score out of eight
        ("Buprenorphine/naloxone 16/4 mg daily", "16/4", False),  # a dose
    ],
)
def test_a_date_that_no_day_and_month_can_be_is_dropped(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "DATE")]
    assert (drop_impossible_dates(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("84F presented from her nursing home after a fall. Her niece is her guardian.", False),
        ("s/p mechanical fall with head strike", False),
        ("High fall risk; bed alarm on.", False),
        ("Pt had 2 falls last month.", False),
        ("Will return in the fall.", True),  # the season: a date under the i2b2 guidelines
        ("She moved to Ohio last fall.", True),
        ("I'll probably fall apart", False),  # the verb
        ("she might fall at night", False),
        ("can't fall asleep", False),
        ("in the fall of 2019", True),
    ],
)
def test_a_fall_the_patient_had_is_no_date(text: str, kept: bool) -> None:
    found = "falls" if "falls" in text else "fall"
    spans = [span_at(text, found, "DATE")]
    assert (drop_falls_as_events(spans, text, "en") == spans) is kept
    assert drop_falls_as_events(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("She attends Lincoln Elementary, where she is in 4th grade.", "4th", False),
        ("Moved to the 2nd floor.", "2nd", False),
        ("US in the 3rd trimester", "3rd", False),
        ("Chest tube at the 5th intercostal space", "5th", False),
        ("Seen on the 4th.", "4th", True),  # a day of the month
        ("Seen on the 4th, doing well", "4th", True),
        ("non-displaced fracture 5th metacarpal neck", "5th", False),
        ("healing fracture left 8th posterior rib", "8th", False),  # a side between
        ("Swelling over 4th/5th metacarpals, tender", "4", False),  # a piece of a list of ordinals
        ("Tenderness over L 5th-7th ribs, no crepitus", "L 5th-7th", False),
        ("synovitis of the 2nd and 3rd MCPs bilaterally", "2nd and", False),
        ("seen on the 4th and 5th of May", "4th and", True),  # days of a month
    ],
)
def test_an_ordinal_before_what_it_counts_is_no_date(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "DATE")]
    assert (drop_ordinal_counts(spans, text, "en") == spans) is kept
    assert drop_ordinal_counts(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "pieces", "expected"),
    [
        ("Last INR 11/14: 2.4", ["11", "14"], ["11/14"]),  # the slash left out
        ("seen 3-4-2019 in clinic", ["3", "4", "2019"], ["3-4-2019"]),
        ("seen 3/4 - 2019", ["3/4", "2019"], ["3/4", "2019"]),  # spaces between: two
        ("from 3/4/ to 5/6", ["3/4", "5/6"], ["3/4", "5/6"]),
        ("worked there 2019-2020 only", ["2019", "2020"], ["2019", "2020"]),  # a range of years
    ],
)
def test_the_pieces_of_a_numeric_date_are_joined(text: str, pieces: list[str], expected: list[str]) -> None:
    spans, cursor = [], 0
    for piece in pieces:
        start = text.index(piece, cursor)
        spans.append(Span(start, start + len(piece), "DATE"))
        cursor = start + len(piece)
    joined = join_split_dates(spans, text, "en")
    assert [text[s.start : s.end] for s in joined] == expected
    assert correct(spans, text, "en") == correct(joined, text, "en")


@pytest.mark.parametrize(
    ("text", "pieces", "expected"),
    [
        # a chat's stamp: the date and the hour one span, the minutes another (a DATE or an ID)
        ("[12/03/2023, 21:14] Priya Raman: guys", [("12/03/2023, 21", "DATE"), ("14", "DATE")], ["12/03/2023, 21:14"]),
        ("[12/03/2023, 23:48] Tomasz: omg", [("12/03/2023, 23", "DATE"), ("48", "IDNUM")], ["12/03/2023, 23:48"]),
        # a date written with its month's name ends before the time
        ("Date: Sun, 14 Apr 2024 22:47\nSubject: knee", [("14 Apr 2024 22", "DATE"), ("47", "DATE")], ["14 Apr 2024"]),
        ("September 17th 7:50 pm seen", [("September 17th 7", "DATE")], ["September 17th"]),
        # a date read whole, and a time with no date reaching into it, stay as they are
        ("Seen 04/27/2021 14:45 by Dr. Lee", [("04/27/2021", "DATE")], ["04/27/2021"]),
        ("Room 12, 21:14 vitals", [("12", "ROOM")], ["12"]),
    ],
)
def test_a_date_reaching_into_a_time_is_made_whole(
    text: str, pieces: list[tuple[str, str]], expected: list[str]
) -> None:
    spans, cursor = [], 0
    for piece, label in pieces:
        start = text.index(piece, cursor)
        spans.append(Span(start, start + len(piece), label, source="crf:quantitative"))
        cursor = start + len(piece)
    completed = complete_date_times(spans, text, "en")
    assert [text[s.start : s.end] for s in completed] == expected


@pytest.mark.parametrize(
    ("text", "city", "state"),
    [
        ("Discharge to: Brightview Senior Living, Towson, MD\n", "Towson", "MD"),
        ("Seen in Portland, OR on 3/4.", "Portland", "OR"),
        ("Lives in Augusta, ME 04330.", "Augusta", "ME"),
        ("ED NOTE – Parkland Memorial Hospital, Dallas, TX – 12/31/2022 23:50", "Dallas", "TX"),  # a dash after it
        ("Seen in Portland, ORIF planned", "Portland", None),  # no state's code
        ("Seen in Portland, OR clinic", "Portland", None),  # the clause goes on
        ("December 10, 2014\n\nJesicca Pupa, MD\nChildren's Mercy", "Jesicca Pupa", None),  # a signature
        ("123 Main St\nBaltimore, MD 21201", "Baltimore", "MD"),  # an address's line, with its zip
    ],
)
def test_a_state_code_after_a_town_is_added(text: str, city: str, state: str | None) -> None:
    spans = [span_at(text, city, "CITY")]
    added = [(text[s.start : s.end], s.label) for s in states_after_cities(spans, text, "en") if s.label == "STATE"]
    assert added == ([] if state is None else [(state, "STATE")])
    assert states_after_cities(spans, text, "es") == spans


def test_a_state_code_already_in_a_span_is_not_added_again() -> None:
    text = "Towson, MD 21204"
    spans = [span_at(text, "Towson", "CITY"), span_at(text, "MD", "STATE")]
    assert states_after_cities(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "name", "label", "age"),
    [
        ("Genetic counseling: Rachel Adler, 29, Ashkenazi Jewish, referred", "Rachel Adler", "PATIENT", "29"),
        ("Mother Miriam, 72, HTN and DM", "Miriam", "NAME-RELATIVE", "72"),
        ("their kids (Jaylen, 9; Amara, 6)", "Jaylen", "NAME-RELATIVE", "9"),
        ("Seen by Smith, 12, 14 and 16 on the list", "Smith", "PATIENT", None),  # a list of numbers
        ("Rachel Adler, 300, Main", "Rachel Adler", "PATIENT", None),  # no human age
        ("Rachel Adler, 29 tablets dispensed", "Rachel Adler", "PATIENT", None),  # no comma after it
        ("Boston, 29, MA", "Boston", "CITY", None),  # after a place
        ("Name: Sunaina Kapoor-Mehta, 31 yrs, G2P1L1", "Sunaina Kapoor-Mehta", "PATIENT", "31"),  # its unit after it
        ("Pt Ahmed Raza, 64 y/o, Karachi", "Ahmed Raza", "PATIENT", "64"),
        ('Pt Alejandro Reyes ("Alex"), 23, NYU senior', "Alex", "PATIENT", "23"),  # after the nickname
        ('Maria Dela Cruz ("Tess"), 41/F, from Cebu', "Tess", "PATIENT", "41"),  # the sex after it
        ("Patient: Thomas Becker, 71\nSurgeon: Laura Chen, MD", "Thomas Becker", "PATIENT", "71"),  # ending its line
        ("Rachel Adler, 29 years of follow-up", "Rachel Adler", "PATIENT", None),  # no comma after the unit
        ("Pt: Harpreet Kaur Sandhu, 31 G2P1     OHIP: 4532", "Harpreet Kaur Sandhu", "PATIENT", "31"),  # obstetric
        ("Jack, 31. software engineer by day", "Jack", "PATIENT", "31"),  # the sentence ends
        ("Rachel Adler, 12.5 mg daily", "Rachel Adler", "PATIENT", None),  # a decimal
        ("- Maternal uncle, Roger Sorensen, 70: prostate cancer", "Roger Sorensen", "NAME-RELATIVE", "70"),  # a colon
        ("Patient: Tyler Hensley, M, 19\nCC: Burn", "Tyler Hensley", "PATIENT", "19"),  # the sex before it
        ("daughters Freya (9) and Maren (6).", "Maren", "NAME-RELATIVE", "6"),  # alone in brackets
        ("breastfeeding Yusuf (5 months), though", "Yusuf", "PATIENT", "5"),
        ("Seen with Smith (2019 cohort)", "Smith", "PATIENT", None),  # no age in the brackets
        ("Dra. Yamilé Fonseca Cárdenas (1), Dr. Osmany", "Yamilé Fonseca Cárdenas", "DOCTOR", None),  # an author's mark
    ],
)
def test_a_number_set_off_by_commas_after_a_name_is_an_age(text: str, name: str, label: str, age: str | None) -> None:
    spans = [span_at(text, name, label)]
    added = [(text[s.start : s.end], s.source) for s in ages_after_names(spans, text, "en") if s.label == "AGE"]
    assert added == ([] if age is None else [(age, "correct:ages-after-names")])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Mother dx breast ca at 44", False),
        ("FHx: maternal aunt ovarian CA", False),
        ("h/o ca of the colon", False),
        ("we live in san diego, ca now", True),  # the state's code
        ("Serum Ca 9.2", True),  # calcium: left to the lab-value corrections
    ],
)
def test_ca_after_a_cancer_organ_is_no_state(text: str, kept: bool) -> None:
    start = text.lower().rindex("ca")
    spans = [Span(start, start + 2, "STATE", "crf:names", 0.6)]
    assert (drop_cancer_abbreviations(spans, text, "en") == spans) is kept
    assert drop_cancer_abbreviations(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "name", "whole"),
    [
        ("Discharge instructions for Ahmed Al-Farsi: take", "Ahmed", "Ahmed Al-Farsi"),
        ("Discharge instructions for Ahmed Al-Farsi: take", "Ahmed Al", "Ahmed Al-Farsi"),
        ("Seen with Nour El-Sayed today", "Nour", "Nour El-Sayed"),
        ("Seen with Nour al-sayed today", "Nour", "Nour"),  # the article and surname capitalised only
    ],
)
def test_a_surname_with_the_arabic_article_joins_the_name_before_it(text: str, name: str, whole: str) -> None:
    joined = join_surname_particles([span_at(text, name, "PATIENT")], text, "en")
    assert [text[s.start : s.end] for s in joined] == [whole]


@pytest.mark.parametrize(
    ("text", "pieces", "whole"),
    [
        ("vin 2t3p1rfv8kw012345, wa plate", [("3p", "VEHICLE"), ("1rfv8kw012345", "VEHICLE")], "2t3p1rfv8kw012345"),
        ("beneficiary identifier: 1eg4-te5-mk73.", [("1", "IDNUM"), ("eg4", "VEHICLE")], "1eg4-te5-mk73"),
        ("NHC-739146 del paciente", [("739146", "MEDICALRECORD")], "739146"),  # a keyword glued by a hyphen
        ("call 555-0100 now", [("555-0100", "PHONE")], "555-0100"),  # no identifier
    ],
)
def test_an_identifier_read_in_pieces_is_made_its_whole_token(
    text: str, pieces: list[tuple[str, str]], whole: str
) -> None:
    spans = [span_at(text, piece, label) for piece, label in pieces]
    found = whole_identifiers(spans, text, "en")
    assert [text[s.start : s.end] for s in found] == [whole]


def test_an_age_already_in_a_span_is_not_added_again() -> None:
    text = "Rachel Adler, 29, Ashkenazi"
    spans = [span_at(text, "Rachel Adler", "PATIENT"), span_at(text, "29", "AGE")]
    assert ages_after_names(spans, text, "en") == spans


def test_a_date_piece_beside_another_label_is_not_joined() -> None:
    text = "ID 11/14"
    spans = [Span(3, 5, "IDNUM"), Span(6, 8, "DATE")]
    assert join_split_dates(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "found", "label", "kept"),
    [
        ("Bloods from 27/02/2023 show CRP 34.", "34", "AGE", False),
        ("CHEM 7: NA 128, K 4.8, BUN 59, CR 2.2", "59", "STREET", False),
        ("A1C was 7.9 in October", "7.9", "DATE", False),
        ("Car: plate BP4 on file", "4", "VEHICLE", True),  # glued to the letters: a piece of a plate
        ("Age 34, seen today", "34", "AGE", True),
        ("Seen Sat 14 June in clinic", "14", "DATE", True),  # "Sat" is Saturday too
    ],
)
def test_a_number_after_a_lab_analyte_is_no_phi(text: str, found: str, label: str, kept: bool) -> None:
    spans = [span_at(text, found, label)]
    assert (drop_lab_values(spans, text, "en") == spans) is kept
    assert drop_lab_values(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("MEDICATIONS:\n18. Victoza 1.2 mg daily\n19. Tresiba 20 units qhs", "19", False),
        ("Plan:\n  3) Lasix 40 mg", "3", False),
        ("Lives at 19 Tresiba Way", "19", True),  # a house number: no full stop after it
        ("Room\n12.5 cm lesion", "12", True),  # a decimal, no list item
    ],
)
def test_the_number_of_a_list_item_is_no_phi(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "STREET")]
    assert (drop_list_numbers(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Her roommate called 911.", "911", False),
        ("Dial 999 in an emergency", "999", False),
        ("Call 911-555-0143 after 5", "911-555-0143", True),  # a number that starts with it
    ],
)
def test_an_emergency_number_is_no_phone(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PHONE")]
    assert (drop_emergency_numbers(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("if he's in danger call 911 or the crisis line", False),  # after a word of calling: no age
        ("Room 911 on the 9th floor", True),  # a room, no call
    ],
)
def test_an_emergency_number_after_a_call_is_no_phi_of_any_label(text: str, kept: bool) -> None:
    spans = [span_at(text, "911", "AGE")]
    assert (drop_emergency_numbers(spans, text, "en") == spans) is kept


def test_a_span_that_is_one_clinical_abbreviation_is_dropped() -> None:
    text = (
        "52 y/o M w/ hx of HTN, DM2. Seen by Tia Okafor. TIA in 2019. Lives in Fremont. UOP 20, BGL 38. STANDBY ASSIST"
    )
    found = [
        span_at(text, "STANDBY ASSIST", "PATIENT"),  # words of care, each of them
        span_at(text, "UOP", "ORGANIZATION"),
        span_at(text, "BGL", "STREET"),
        span_at(text, "HTN", "CITY"),
        span_at(text, "DM2", "DATE"),  # two tokens, one abbreviation
        span_at(text, "Tia Okafor", "DOCTOR"),
        span_at(text, "Tia", "PATIENT"),  # also a given name: an abbreviation only in capitals
        span_at(text, "TIA", "CITY"),
        span_at(text, "Fremont", "CITY"),
    ]
    kept = [("Tia Okafor", "DOCTOR"), ("Tia", "PATIENT"), ("Fremont", "CITY")]
    text += ", G2P1L1, G3P2012"  # obstetric formulas, as Indian notes add the living children
    found += [span_at(text, "G2P1L1", "PATIENT"), span_at(text, "G3P2012", "ORGANIZATION")]
    assert sorted(labelled(drop_clinical_abbreviations(found, text, "en"), text)) == sorted(kept)
    assert drop_clinical_abbreviations(found, text, "es") == found


def test_an_occupation_a_rule_read_after_its_cue_stays_though_a_clinical_word() -> None:
    text = "3 yrs as a hospitalist at Henry Ford. The hospitalist saw him."
    by_rule = Span(11, 22, "PROFESSION", source="rules:occupation_as_at_workplace")
    learned = span_at(text, "hospitalist saw", "PROFESSION")
    learned = Span(learned.start, learned.start + len("hospitalist"), "PROFESSION", source="crf:names")
    assert drop_clinical_abbreviations([by_rule, learned], text, "en") == [by_rule]


def test_serology_nutrition_and_pathology_abbreviations_are_dropped_but_a_given_name_and_initials_stay() -> None:
    text = "ANA 1:640 speckled, dsDNA pending. Running TPN. ?BCC. Seen with Ana Ruiz. Discussed. -MSU"
    found = [span_at(text, word, "CITY") for word in ("ANA", "dsDNA", "TPN", "BCC", "MSU")]
    found.append(span_at(text, "Ana", "PATIENT"))
    kept = [("MSU", "CITY"), ("Ana", "PATIENT")]  # initials signing after a dash; a given name not in capitals
    assert sorted(labelled(drop_clinical_abbreviations(found, text, "en"), text)) == sorted(kept)


def test_conduction_lung_pregnancy_and_drug_abbreviations_are_dropped_but_burmese_and_thai_names_stay() -> None:
    text = (
        "ECG: sinus, LBBB. For CRT evaluation. FEV1 58%, DLCO 61%, annual LDCT. Single live IUP. COCP to IUD. "
        "Swelling ATFL. NURSING HANDOVER (ISBAR). UDS positive. Start MTX. AIBU? Employee: Hla Hla Win. Therapist Nok"
    )
    words = ("LBBB", "CRT", "FEV1", "DLCO", "LDCT", "IUP", "COCP", "IUD", "ATFL", "ISBAR", "UDS", "MTX", "AIBU")
    found = [span_at(text, word, "ORGANIZATION") for word in words]
    found.append(span_at(text, "Hla", "PATIENT"))  # "HLA" (tissue typing) counts only in capitals
    found.append(span_at(text, "Nok", "DOCTOR"))  # "NOK" (next of kin) too
    assert labelled(drop_clinical_abbreviations(found, text, "en"), text) == [("Hla", "PATIENT"), ("Nok", "DOCTOR")]


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Tab Metoprolol 25 mg OD", "Tab", False),  # a dose form before a drug and its dose
        ("Tab Hunter called", "Tab", True),  # a given name
        ("70% stenosis of the RCA, PTCA to LAD", "RCA", False),
        ("Started ICS/LABA for asthma", "LABA", False),
        ("Dr. Okoro, MBBS, FRCPA", "FRCPA", False),  # a qualification
        ("Ava Lad reviewed today", "Lad", True),  # a surname: the artery counts only in capitals
        ("HRCT: ILD pattern, BAL sent for AFB", "ILD", False),  # the lungs' tests and findings
        ("BAL sent for AFB and GeneXpert", "BAL", False),
        ("Seen by Dr. Bal in clinic", "Bal", True),  # a surname: the lavage counts only in capitals
        ("ESBL E. coli in urine, TBSA 12%", "ESBL", False),
        ("ART started with TLD", "ART", True),  # "Art" is a given name: left, even in capitals
    ],
)
def test_more_clinical_shorthand_is_no_phi(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PATIENT")]
    assert (drop_clinical_abbreviations(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "number", "label", "expected"),
    [
        ("Ahmaya Nordstrom, phone 8605244129, fax 226-588-5000", "8605244129", "ACCOUNT", "PHONE"),
        ("call (617) 555-0100 after 5", "(617) 555-0100", "IDNUM", "PHONE"),
        ("MRN 8605244129", "8605244129", "MEDICALRECORD", "MEDICALRECORD"),  # no phone word before it
        ("fax or phone 8605244129", "8605244129", "ACCOUNT", "ACCOUNT"),  # a fax word too: left alone
        ("phone 86052441", "86052441", "ACCOUNT", "ACCOUNT"),  # not ten digits
    ],
)
def test_an_identifier_written_as_a_phone_number_after_a_phone_word_is_a_phone(
    text: str, number: str, label: str, expected: str
) -> None:
    corrected = correct_phone_numbers_by_context([span_at(text, number, label)], text, "en")
    assert labelled(corrected, text) == [(number, expected)]


def test_four_digit_ages_become_dates_or_go_when_they_are_clock_times() -> None:
    text = "pick him up after 0845; diabetic since 1998; age 2130"
    spans = [span_at(text, "0845", "AGE"), span_at(text, "1998", "AGE"), span_at(text, "2130", "AGE")]
    assert labelled(correct_impossible_ages(spans, text, "en"), text) == [("1998", "DATE"), ("2130", "AGE")]


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        # a time by its context: after "at", "after", "@", in a range, before "hrs"
        ("Nursing note 0700-1900: seen at 1015.", [("1900", "ACCOUNT"), ("1015", "HOSPITAL")], []),
        ("pick him up after 1830. BP 120/80 @ 0600", [("1830", "AGE"), ("0600", "DATE")], []),
        ("vitals q4h, last 2200 hrs", [("2200", "DATE")], []),
        ("on call from 2300 to 0700", [("2300", "DATE"), ("0700", "DATE")], []),
        # a time field's value, a time after "approx"; a zip code has five digits, four read as one are a time
        ("Time seen: 0215\nCC: MVC", [("0215", "ZIP")], []),
        ("MVC at approx 0100. Brought by EMS", [("0100", "ZIP")], []),
        ("Time seen: 2575", [("2575", "ZIP")], None),  # no time of day
        # a year stays: no note writes "since 2015" for a time, nor "1990-2001"
        ("diabetic since 2015, smoked 1990-2001", [("2015", "DATE"), ("1990", "DATE"), ("2001", "DATE")], None),
        # a house, room or extension number, and anything longer than the four digits, stay
        ("lives at 1015 Elm St", [("1015", "STREET")], None),
        ("moved to bed at 1015 today", [("1015", "ROOM")], None),
        ("seen at 1015 Main Street", [("1015", "PATIENT")], None),
        ("at 1015 on 3/4", [("1015 on 3/4", "DATE")], None),
        ("ID 12-1015", [("1015", "IDNUM")], None),
        # a time with a colon: its hours and minutes are no date nor age
        ("ED triage 02:14: 23 yo M", [("02", "DATE"), ("14", "DATE"), ("23", "AGE")], [("23", "AGE")]),
        ("Vital signs at 19:20: T 97.4", [("19", "DATE"), ("20", "DATE")], []),
        # after a date the time is the date's, as the i2b2 guidelines take "04/27/2021 14:45"
        ("admitted 2021-06-14T09:30", [("2021-06-14", "DATE"), ("09", "DATE")], None),
        ("Finalized: 04/27/2021 14:45", [("04/27/2021 14", "DATE"), ("45", "DATE")], None),
        ("mixed 3:1 with saline on 12/30", [("3", "DATE"), ("12/30", "DATE")], None),  # no minutes: no time
        # after a date with its month's name the time is none of the date's
        ("Date/time: Fri, 26 Jan 2024, 10:15", [("26 Jan 2024", "DATE"), ("10", "DATE")], [("26 Jan 2024", "DATE")]),
        ("Confused again around 4am, calling", [("4am", "DATE")], []),  # a time with "am"
        ("after 9:47 p.m. she slept", [("9:47 p.m.", "DATE")], []),
    ],
)
def test_clock_times_are_no_phi(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(drop_clock_times(spans, text, "en"), text) == (found if expected is None else expected)


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("Mark as urgent per Dr. Pope; MRN 94", "Dr. Pope", "Pope"),
        ("meeting with SW Ms. Okafor on Thursday", "SW Ms. Okafor", "Okafor"),
        ("MS. JONES was seen", "MS. JONES", "JONES"),
        ("Doctor Roades, PhD", "Doctor Roades", "Roades"),
        ("Our pastor, Reverend Samuel Okoye, prayed", "Reverend Samuel Okoye", "Samuel Okoye"),
        ("asked for Father Michael to visit", "Father Michael", "Michael"),  # a priest
        ("Seen by Prof. Dr. H. Müller", "Prof. Dr. H. Müller", "H. Müller"),
        ("Drew Mrs", "Drew Mrs", "Drew Mrs"),  # no title at the start
    ],
)
def test_titles_are_cut_off_the_start_of_a_name(text: str, found: str, expected: str) -> None:
    (span,) = trim_person_titles([span_at(text, found, "PATIENT")], text, "en")
    assert text[span.start : span.end] == expected
    assert trim_person_titles([span_at(text, found, "CITY")], text, "en") == [span_at(text, found, "CITY")]
    assert trim_person_titles([span_at(text, found, "PATIENT")], text, "es") == [span_at(text, found, "PATIENT")]


@pytest.mark.parametrize(
    ("lang", "text", "found", "label"),
    [
        ("en", "her teacher Miss Okafor says she's fine", "Miss", "ORGANIZATION"),
        ("en", "Handed over to Sr. Wanjiku Kamau at 0700", "Sr", "CITY"),
        ("en", "all money to the family. Fr. Brennan says", "Fr", "PATIENT"),
        ("es", "Se recibe en consultorio a Don Eusebio Benítez", "Don", "NAME-RELATIVE"),
        ("es", "Remito a D. Manuel Outeiral", "D", "STREET"),
        ("es", "Firma: Lic. Martha Lorena Zelaya", "Lic", "DOCTOR"),
    ],
)
def test_a_span_that_is_only_a_title_before_a_name_is_dropped(lang: str, text: str, found: str, label: str) -> None:
    assert drop_titles_before_names([span_at(text, found, label)], text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text", "found"),
    [
        ("en", "Seen with Don Carter today", "Don"),  # a given name in English
        ("en", "Dr. M. Okafor, Miss", "Miss"),  # no name after it
        ("es", "Paciente: Sra", "Sra"),
        ("en", "wife Dolores, Ms Kay", "Dolores"),  # no title
    ],
)
def test_a_title_without_a_name_after_it_or_a_name_stays(lang: str, text: str, found: str) -> None:
    span = span_at(text, found, "PATIENT")
    assert drop_titles_before_names([span], text, lang) == [span]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("This is Dr. Amundsen dictating", "Dr."),  # the doctor rule took "Amundsen" out of "Dr. Amundsen"
        ("seen with Mrs and Mr Okafor", "Mrs"),
        ("Prof. Dr. ", "Prof. Dr."),
        ("hey dr, quick question", "dr"),
        ("SEEN BY DR. AND RN", "DR."),
    ],
)
def test_a_person_span_that_is_only_a_title_is_dropped(text: str, found: str) -> None:
    assert trim_person_titles([span_at(text, found, "DOCTOR")], text, "en") == []
    assert trim_person_titles([span_at(text, found, "PATIENT")], text, "es") == [span_at(text, found, "PATIENT")]


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("62F BIBA from home", [("62", "AGE"), ("F", "STREET")], [("62", "AGE")]),
        ("Age/Sex: 58/M", [("Age", "ORGANIZATION"), ("58", "AGE"), ("M", "PATIENT")], [("58", "AGE")]),
        ("AGE / GENDER: 41 / f", [("AGE", "CITY"), ("41", "AGE"), ("f", "PATIENT")], [("41", "AGE")]),
        # a letter that is no sex's after a number, a name's initial, "Age" as no field's name: kept
        ("Seen in Rm 4B today", [("B", "ROOM")], None),
        ("Dr. M Okafor", [("M", "DOCTOR")], None),
        ("Age Concern Kent called", [("Age Concern Kent", "ORGANIZATION")], None),
    ],
)
def test_a_sex_letter_after_an_age_and_the_age_sex_field_name_are_dropped(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(drop_age_and_sex_marks(spans, text, "en"), text) == (found if expected is None else expected)
    assert drop_age_and_sex_marks(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "Office 476 452 6523, fax (399) 845-6832.",
            [("476 452 6523", "PHONE"), ("476 452 6523, fax (399) 845-6832", "STREET"), ("(399) 845-6832", "FAX")],
            [("476 452 6523", "PHONE"), ("(399) 845-6832", "FAX")],
        ),
        (
            "call +1 576-469-9067",
            [("+1 576-469-9067", "PHONE"), ("1 576-469-9067", "ZIP")],
            [("+1 576-469-9067", "PHONE")],
        ),
        (
            "phone +1 576-469-9067",
            [("phone +", "DOCTOR"), ("+1 576-469-9067", "PHONE")],
            [("+1 576-469-9067", "PHONE")],
        ),
        ("Plate 7KHC913 noted", [("7KHC913", "VEHICLE"), ("KHC913", "STREET")], [("7KHC913", "VEHICLE")]),
        ("Seen Jan. 23rd, 2020", [("Jan", "PATIENT"), ("Jan. 23rd, 2020", "DATE")], [("Jan. 23rd, 2020", "DATE")]),
        # only a phone line's word right before a number
        (
            "Summer Kreidel, phone (634) 989-3202",
            [("phone", "DOCTOR"), ("(634) 989-3202", "PHONE")],
            [("(634) 989-3202", "PHONE")],
        ),
        ("fax: 617-555-0100", [("fax", "PATIENT"), ("617-555-0100", "FAX")], [("617-555-0100", "FAX")]),
        ("asked the fax clerk; 617-555-0100", [("fax", "PATIENT"), ("617-555-0100", "FAX")], None),
        # a word of its own outside the number: kept
        ("Seen Jan 3 by Jan Smith", [("Jan 3", "DATE"), ("Jan Smith", "PATIENT")], None),
        ("Dr. Tran 617-555-0100", [("Tran 617", "DOCTOR"), ("617-555-0100", "PHONE")], None),
    ],
)
def test_a_name_or_place_inside_numbers_is_dropped(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(drop_names_inside_numbers(spans, text, "en"), text) == (found if expected is None else expected)
    assert drop_names_inside_numbers(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("# FEN: REGULAR DIET, REPLETE K/MG PRN.", "K", False),
        ("A/P: pneumonia, improving", "P", False),
        ("FOUND DOWN BY A PASSERBY ON SUNDAY", "A", False),
        ("NEEDS A BED ON 4 WEST", "A", False),
        ("HIS JOB IS A MACHINIST AT PUFFEN", "A", False),  # before an occupation
        # an initial: before a name, in a line with lower case, a letter of its own
        ("SEEN BY A SMITH TODAY", "A", True),
        ("Seen by A Bed today", "A", True),
        ("Dr. K said to wait", "K", True),
    ],
)
def test_a_lone_letter_of_an_abbreviation_or_the_article_is_dropped(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "DOCTOR")]
    assert drop_lone_letters(spans, text, "en") == (spans if kept else [])
    assert drop_lone_letters(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Name\tHuang, Mei-Ling\tMRN\t8812034", "Name", False),
        ("DOB\t02/11/1979\nProvider\tOkafor, Chidi MD", "Provider", False),
        ("| Patient | Gordon Pike |", "Patient", False),
        ("* Facility: Mercy", "Facility", False),
        # a label inside a sentence, or a word with no field after it: kept
        ("Seen by the provider: Dr. Okafor", "provider", True),
        ("Name withheld at her request", "Name", True),
    ],
)
def test_a_form_field_label_is_dropped(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PATIENT")]
    assert drop_field_labels(spans, text, "en") == (spans if kept else [])
    assert drop_field_labels(spans, text, "es") == spans


def test_a_title_in_capitals_right_before_a_name_is_dropped() -> None:
    text = "DEAR DR HALES, SEEN WITH MS. IN CLINIC -MS"
    spans = [span_at(text, "DR", "DOCTOR"), span_at(text, "HALES", "DOCTOR"), span_at(text, "MS", "DOCTOR")]
    # "DR" before the name goes; "MS" closing the note (initials, no name after it) stays
    assert labelled(trim_person_titles(spans, text, "en"), text) == [("HALES", "DOCTOR"), ("MS", "DOCTOR")]
    alone = [span_at(text, "DR", "DOCTOR")]  # no name span after it: maybe someone's initials
    assert trim_person_titles(alone, text, "en") == alone


def test_a_name_that_only_starts_like_a_title_and_initials_are_kept() -> None:
    text = "Drew Mrsic and Misty Doctorow. I was present for the key portions of the visit. -MS"
    spans = [span_at(text, "Drew Mrsic", "PATIENT"), span_at(text, "Misty Doctorow", "PATIENT")]
    spans.append(span_at(text, "MS", "DOCTOR"))  # initials in capitals, no full stop
    assert trim_person_titles(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "cc: Dr. Lena Oyelaran, Brookside Clinic",
            "Lena Oyelaran, Brookside Clinic",
            [("Lena Oyelaran", "DOCTOR"), ("Brookside Clinic", "HOSPITAL")],
        ),
        (
            "PCP: Alan Greenbaum, Roxbury Family Health",
            "Alan Greenbaum, Roxbury Family Health",
            [("Alan Greenbaum", "DOCTOR"), ("Roxbury Family Health", "HOSPITAL")],
        ),
        # no hospital word after the comma, or a name in "Last, First" order: one person
        ("Huang, Peter", "Huang, Peter", [("Huang, Peter", "DOCTOR")]),
        ("Lee, Health", "Lee, Health", [("Lee", "DOCTOR"), ("Health", "HOSPITAL")]),
        ("smith, the clinic", "smith, the clinic", [("smith, the clinic", "DOCTOR")]),
    ],
)
def test_a_name_that_runs_on_into_its_practice_is_split(text: str, found: str, expected: list[tuple[str, str]]) -> None:
    spans = split_person_institutions([span_at(text, found, "DOCTOR")], text, "en")
    assert labelled(spans, text) == expected
    assert all(span.source.endswith("+correct:person-institutions") for span in spans if len(spans) == 2)


@pytest.mark.parametrize(
    ("text", "mention", "expected"),
    [
        (
            "f/u 593 Eddy Street, Providence RI 02903. Phone",
            "593 Eddy Street, Providence RI 02903",
            [("593 Eddy Street", "STREET"), ("Providence", "CITY"), ("RI", "STATE"), ("02903", "ZIP")],
        ),
        (
            "lives at 442 Jennifer Brook, Garita, NM 88421 with her son",
            "442 Jennifer Brook, Garita, NM 88421",
            [("442 Jennifer Brook", "STREET"), ("Garita", "CITY"), ("NM", "STATE"), ("88421", "ZIP")],
        ),
        (
            "12 Oak Rd, East Hartford, CT",
            "12 Oak Rd, East Hartford, CT",
            [("12 Oak Rd", "STREET"), ("East Hartford", "CITY"), ("CT", "STATE")],
        ),
        # no number before the comma, or no US state code: one STREET as found
        ("Oak Rd, Hartford CT", "Oak Rd, Hartford CT", [("Oak Rd, Hartford CT", "STREET")]),
        ("12 Oak Rd, London UK", "12 Oak Rd, London UK", [("12 Oak Rd, London UK", "STREET")]),
        ("12 Oak Rd, apt 4", "12 Oak Rd, apt 4", [("12 Oak Rd, apt 4", "STREET")]),
    ],
)
def test_an_address_in_one_street_span_is_split_into_its_parts(
    text: str, mention: str, expected: list[tuple[str, str]]
) -> None:
    assert labelled(split_addresses([span_at(text, mention, "STREET")], text, "en"), text) == expected
    assert split_addresses([span_at(text, mention, "STREET")], text, "es") == [span_at(text, mention, "STREET")]


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("EVENTS: Thomas ambulated to bathroom", "Thomas ambulated", "Thomas"),
        ("Dr. Sutherland-Mbeki paged at once", "Sutherland-Mbeki paged", "Sutherland-Mbeki"),
        ("Referring provider: Guy Favorito, phone (717) 266-0000", "Guy Favorito, phone", "Guy Favorito"),
        ("her husband Joshua Dupar Sr. called back", "Joshua Dupar Sr. called", "Joshua Dupar Sr."),
        # an auxiliary after any name, an initial or a name in lower case too
        ("she said dr. b would call me back", "b would", "b"),
        ("my husband bob will pick me up", "bob will", "bob"),
        ("update: dr reyes finally called back", "reyes finally", "reyes"),  # an adverb of a message
        ("my boy jake just got back", "jake just", "jake"),
        # a surname left in lower case (informal writing), a word that is also a name: kept
        ("Proof that Travis scott sold his soul", "Travis scott", "Travis scott"),
        ("a garbage, Kylie minogue feel", "Kylie minogue", "Kylie minogue"),
        ("support for Donald trump if", "Donald trump", "Donald trump"),
        ("her husband Bob can pick her up", "Bob can", "Bob can"),
        # a name particle, an initial, a short word, a name in lower case, nothing but an initial before: left alone
        ("Composer Ludwig van", "Ludwig van", "Ludwig van"),
        ("Returned call to Doris d. at 5", "Doris d", "Doris d"),
        ("my boy jake peters got back", "jake peters", "jake peters"),
        ("Ucx >100k E. coli, pan-sensitive", "E. coli", "E. coli"),
    ],
)
def test_a_lower_case_word_is_cut_off_the_end_of_a_capitalised_name(text: str, found: str, expected: str) -> None:
    (span,) = trim_trailing_words([span_at(text, found, "PATIENT")], text, "en")
    assert text[span.start : span.end] == expected
    assert trim_trailing_words([span_at(text, found, "CITY")], text, "en") == [span_at(text, found, "CITY")]
    assert trim_trailing_words([span_at(text, found, "PATIENT")], text, "es") == [span_at(text, found, "PATIENT")]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Did Dr. Ibrahim order a CT head for Tyrone?", False),
        ("CT chest showed no PE.", False),
        ("Repeat CT abd/pelvis in 3 months.", False),
        ("CT with contrast negative. CT w/o contrast: no bleed.", False),
        ("MRI brain and CT angio neck done.", False),
        # the state code stays
        ("Lives in Hartford, CT with wife.", True),
        ("Moved to CT in 2010.", True),
        ("Hartford, CT 06103", True),
    ],
)
def test_ct_named_as_a_scan_is_no_place(text: str, kept: bool) -> None:
    spans = [span_at(text, "CT", "STATE")]
    assert drop_imaging_studies(spans, text, "en") == (spans if kept else [])
    assert drop_imaging_studies(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "the GP at Kirkstall Health Centre",
            [("Kirkstall Health Centre", "CITY")],
            [("Kirkstall Health Centre", "HOSPITAL")],
        ),
        ("seen at Cook County Hospital", [("Cook County Hospital", "PATIENT")], [("Cook County Hospital", "HOSPITAL")]),
        ("Called Mercy hospital today", [("Mercy", "NAME-RELATIVE")], [("Mercy hospital", "HOSPITAL")]),
        ("from Golden Years SNF", [("Golden Years SNF", "CITY")], [("Golden Years SNF", "HOSPITAL")]),
        (
            "at Bayview Family Practice",
            [("Bayview Family Practice", "PATIENT")],
            [("Bayview Family Practice", "HOSPITAL")],
        ),
        (
            "Fairfield Memorial Hospital",
            [("Fairfield Memorial Hospital", "ORGANIZATION")],
            [("Fairfield Memorial Hospital", "HOSPITAL")],
        ),
        (
            "Facility: Kern Medical Center",
            [("Kern Medical Center", "ORGANIZATION")],
            [("Kern Medical Center", "HOSPITAL")],
        ),
        ("at Walgreens Health Clinic", [("Walgreens Health Clinic", "ORGANIZATION")], None),  # maybe a company's
        # a clinic at a place, a doctor's clinic, a street, the next span: left alone
        ("seen at the Riverside Park clinic", [("Riverside Park", "LOCATION-OTHER")], None),
        ("seen at the Riverside Park clinic", [("Riverside Park clinic", "LOCATION-OTHER")], None),
        ("seen in Dr. Smith clinic", [("Smith", "DOCTOR")], None),
        ("lives on Hospital Rd", [("Hospital Rd", "STREET")], None),
        ("Mercy Hospital", [("Mercy", "PATIENT"), ("Hospital", "HOSPITAL")], None),
    ],
)
def test_a_hospital_word_makes_a_hospital(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(hospitals_by_head_word(spans, text, "en"), text) == (found if expected is None else expected)
    assert hospitals_by_head_word(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "my grandma fell at sunrise assisted living in naperville",
            [("sunrise assisted", "CITY"), ("naperville", "CITY")],
            [("sunrise assisted living", "HOSPITAL"), ("naperville", "CITY")],
        ),
        (
            "Discharged to Brookdale Senior Living Community today",
            [("Brookdale", "ORGANIZATION")],
            [("Brookdale Senior Living Community", "ORGANIZATION")],
        ),
        (
            "moved into Maple Grove Senior Living last May",
            [("Maple Grove Senior Living", "LOCATION-OTHER")],
            [("Maple Grove Senior Living", "HOSPITAL")],
        ),
        # no kind of living: a town, then how someone lives; a name, not a place; the next span
        ("Moved to Boise living alone", [("Boise", "CITY")], None),
        ("Harold assisted living staff", [("Harold", "PATIENT")], None),
        ("at Oakwood Assisted Living", [("Oakwood", "HOSPITAL"), ("Assisted Living", "HOSPITAL")], None),
    ],
)
def test_a_care_home_name_is_made_whole(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(complete_care_home_names(spans, text, "en"), text) == (found if expected is None else expected)
    assert complete_care_home_names(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("at St. Mary's on Saturday", [("St. Mary", "CITY"), ("s", "CITY")], [("St. Mary's", "CITY")]),
        (
            "admitted to Children's Mercy last night",
            [("Children", "HOSPITAL"), ("Mercy", "PATIENT")],
            [("Children's Mercy", "HOSPITAL")],
        ),
        # the second piece starting with the possessive's "s"
        (
            "surgery at Children's Mercy went well",
            [("Children", "HOSPITAL"), ("s Mercy", "HOSPITAL")],
            [("Children's Mercy", "HOSPITAL")],
        ),
        # after a person's name: the "s" is dropped, a name after it stays apart
        ("Erie's mother called", [("Erie", "PATIENT"), ("s", "PATIENT")], [("Erie", "PATIENT")]),
        ("Ann's Bob called", [("Ann", "PATIENT"), ("Bob", "NAME-RELATIVE")], None),
        # no possessive between them, or a lower-case word after it: left alone
        ("Boston Medical", [("Boston", "CITY"), ("Medical", "HOSPITAL")], None),
        ("Mary's cousin", [("Mary", "CITY"), ("cousin", "CITY")], None),
    ],
)
def test_a_name_cut_at_its_possessive_is_joined(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(join_possessives(spans, text, "en"), text) == (found if expected is None else expected)
    assert join_possessives(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "PT MR. DELACROIX-BEY RESTING COMFORTABLY",
            [("DELACROIX", "PATIENT"), ("BEY", "DOCTOR")],
            [("DELACROIX-BEY", "PATIENT")],
        ),
        ("his aunt Krisia Schweickert-Alvine", [("Krisia Schweickert", "NAME-RELATIVE"), ("Alvine", "PATIENT")],
         [("Krisia Schweickert-Alvine", "NAME-RELATIVE")]),
        # not a person on both sides, or more than a hyphen between them: left alone
        ("Tel Aviv-Yafo trip", [("Tel Aviv", "CITY"), ("Yafo", "PATIENT")], None),
        ("Dr. Ruiz - Dr. Lee", [("Ruiz", "DOCTOR"), ("Lee", "DOCTOR")], None),
        ("Ann-2 Bob", [("Ann", "PATIENT"), ("2 Bob", "PATIENT")], None),
    ],
)  # fmt: skip
def test_a_persons_name_cut_at_its_hyphen_is_joined(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(join_hyphenated_names(spans, text, "en"), text) == (found if expected is None else expected)


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("working at Walmart on 5th ave sucks", [("5th", "DATE"), ("ave", "PATIENT")], [("5th ave", "STREET")]),
        ("lives on 3rd Street near the park", [("3rd", "DATE")], [("3rd Street", "STREET")]),
        ("his 5th birthday is today", [("5th", "DATE")], None),
        ("on the 21st. Street fair", [("21st", "DATE")], None),
    ],
)
def test_an_ordinal_before_a_street_type_is_a_street(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(ordinal_streets(spans, text, "en"), text) == (found if expected is None else expected)
    assert ordinal_streets(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        (
            "Salem Cardiology Associates, 81 Highland Ave, Salem",
            [("81", "DOCTOR"), ("Highland Ave", "CITY")],
            [("81 Highland Ave", "STREET")],
        ),
        ("lives at 12 Main St with son", [("Main St", "PATIENT")], [("12 Main St", "STREET")]),
        # no house number before it: a town ("Willow Street"), a title and a name; a street already
        ("moved to Willow Street last year", [("Willow Street", "CITY")], None),
        ("lives with son on Westminster Ave.", [("Westminster Ave", "CITY")], [("Westminster Ave", "STREET")]),
        ("CVS on Post Road in Warwick", [("Post Road", "CITY")], [("Post Road", "STREET")]),
        ("his house on Maple Drive.", [("Maple Drive", "ORGANIZATION")], [("Maple Drive", "STREET")]),
        ("seen by Ann Road today", [("Ann Road", "PATIENT")], None),  # a person's name: left alone
        ("called Sam Dr about it", [("Sam Dr", "PATIENT")], None),
        ("refill to the Walgreens on Sheridan Rd? Thx", [("Sheridan Rd", "PATIENT")], [("Sheridan Rd", "STREET")]),
        ("seen by Dr. Penny Lane today", [("Penny Lane", "DOCTOR")], None),  # "Lane" ends names too
        ("lives at 12 Main St", [("12 Main St", "STREET")], None),
    ],
)
def test_a_name_or_place_a_street_type_ends_after_a_house_number_is_a_street(
    text: str, found: list[tuple[str, str]], expected: list[tuple[str, str]] | None
) -> None:
    spans = [span_at(text, mention, label) for mention, label in found]
    assert labelled(streets_by_type(spans, text, "en"), text) == (found if expected is None else expected)
    assert streets_by_type(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found", "label", "expected"),
    [
        # a function word taken in at an edge is cut off
        (
            "Please contact me on 596-626-0219 x1026 or jdoe@mh.org",
            "596-626-0219 x1026 or",
            "PHONE",
            "596-626-0219 x1026",
        ),
        (
            "Awaiting bed at St. Christopher's Hospital; case mgmt",
            "at St. Christopher's Hospital",
            "HOSPITAL",
            "St. Christopher's Hospital",
        ),
        ("interactions between amlodipine and Liiptor for her", "Liiptor for", "ORGANIZATION", "Liiptor"),
        ("seen at the Broward General in fall of '14?", "fall of", "DATE", "fall"),
        ("seen on the 3rd of May", "on the 3rd", "DATE", "3rd"),
        (
            "at West Virginia University Hospitals no change",
            "West Virginia University Hospitals no",
            "HOSPITAL",
            "West Virginia University Hospitals",
        ),
        # joining two parts of one name (a capitalised word or a span of the same category beside it): kept
        (
            "John H. Stroger Jr. Hospital of Cook County",
            "John H. Stroger Jr. Hospital of",
            "HOSPITAL",
            "John H. Stroger Jr. Hospital of",
        ),
        (
            "Facility: Our Lady of the Lake Regional Medical Center",
            "of the Lake Regional Medical Center",
            "HOSPITAL",
            "of the Lake Regional Medical Center",
        ),
        # "the" of a LOCATION-OTHER, a state written in lower case, nothing at the edges, another language: kept
        ("a walk on the Golden Gate Bridge", "the Golden Gate Bridge", "LOCATION-OTHER", "the Golden Gate Bridge"),
        ("moved to Portland, or", "or", "STATE", "or"),
        ("Mary-Kate O'Neil-Smith (proxy)", "Mary-Kate O'Neil-Smith", "NAME-RELATIVE", "Mary-Kate O'Neil-Smith"),
        # a note in lower case: any word beside a joining word may be a name's; an initial; a letter glued to a number
        (
            "facility: john h. stroger jr. hospital of cook county",
            "john h. stroger jr. hospital of",
            "HOSPITAL",
            "john h. stroger jr. hospital of",
        ),
        ("can 82 yo jaena a. with adhd take zoloft?", "jaena a", "PATIENT", "jaena a"),
        ("member id: 44179559464a  group: 5143", "44179559464a", "HEALTHPLAN", "44179559464a"),
        # "at", "on", "for" join an institution's name, never a person's
        ("results from Dr. O'Donoghue at Sloan", "O'Donoghue at", "DOCTOR", "O'Donoghue"),
        ("admitted to Hospital for Special Surgery", "Hospital for", "HOSPITAL", "Hospital for"),
    ],
)
def test_function_words_are_cut_off_the_edges_of_a_span(text: str, found: str, label: str, expected: str) -> None:
    (span,) = trim_function_words([span_at(text, found, label)], text, "en")
    assert text[span.start : span.end] == expected
    assert trim_function_words([span_at(text, found, label)], text, "es") == [span_at(text, found, label)]


def test_a_span_that_is_only_a_function_word_is_dropped_unless_it_joins_a_name() -> None:
    text = "Returned call to Cheryn A. at (900) 565-2981. Recently lost job as a paralegal."
    at, a = text.index(" at (") + 1, text.index(" a paralegal") + 1
    spans = [span_at(text, "Cheryn A.", "PATIENT"), Span(at, at + 2, "HOSPITAL"), Span(a, a + 1, "USERNAME")]
    assert labelled(trim_function_words(spans, text, "en"), text) == [("Cheryn A.", "PATIENT")]
    fell = "States pt fell at home last night, no LOC. Pain is 4/10."
    found = [span_at(fell, "no", "CITY"), span_at(fell, "is", "PATIENT")]
    assert trim_function_words(found, fell, "en") == []
    capitals = "DAUGHTER STATES FATHER FELL AT HOME LAST NIGHT, NO LOC. ADVISED ED EVAL."
    assert trim_function_words([span_at(capitals, "NO", "CITY")], capitals, "en") == []
    for text, word in [
        ("HOWEY IN THE HILLS, FL", "THE"),  # a word that may join a name
        ("CALL JOHN A SMITH", "A"),  # an initial
        ("SEEN BY DR. OSEI.\n-SO", "SO"),  # initials signing a note
        ("Daughter states no LOC", "no"),  # a line with lower case: the rule for lower case ("no" joins nothing)
    ]:
        span = span_at(text, word, "CITY")
        assert trim_function_words([span], text, "en") == ([] if word == "no" else [span])
    glued = "member id: 44179559464a  group"
    letter = Span(glued.index("a  group"), glued.index("a  group") + 1, "HEALTHPLAN")
    assert trim_function_words([letter], glued, "en") == [letter]
    joined = "Hospital of Cook County"
    parts = [
        span_at(joined, "Hospital", "HOSPITAL"),
        span_at(joined, "of", "HOSPITAL"),
        span_at(joined, "Cook County", "CITY"),
    ]
    assert trim_function_words(parts, joined, "en") == parts


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("con la Dra. Begoña Ruiz de la Fuente el próximo", "Begoña Ruiz", "Begoña Ruiz de la Fuente"),
        ("seen by Maria Cruz del Castillo today", "Maria Cruz", "Maria Cruz del Castillo"),
        # a place, a service, lower case, no particle: left alone
        ("el Dr. Pérez de Madrid llamó", "Pérez", "Pérez"),
        ("la Dra. Ruiz del Servicio de Urología", "Ruiz", "Ruiz"),
        ("Ana Ruiz de la planta 3", "Ana Ruiz", "Ana Ruiz"),
        ("Ana Ruiz Fuente", "Ana Ruiz", "Ana Ruiz"),
    ],
)
def test_a_name_takes_in_the_particles_and_surname_after_it(text: str, found: str, expected: str) -> None:
    (span,) = join_surname_particles([span_at(text, found, "DOCTOR")], text, "es")
    assert text[span.start : span.end] == expected


def test_a_span_inside_the_surname_taken_in_joins_the_name() -> None:
    text = "Dra. Begoña Ruiz de la Fuente Gil, Servicio"
    spans = [span_at(text, "Begoña Ruiz", "DOCTOR"), span_at(text, "Fuente Gil", "PATIENT")]
    assert labelled(join_surname_particles(spans, text, "es"), text) == [("Begoña Ruiz de la Fuente Gil", "DOCTOR")]


@pytest.mark.parametrize(
    ("text", "number", "lang", "expected"),
    [
        ("Age/Sex: 19/F", "19", "en", "AGE"),
        ("Age: 45   MRN: 2231", "45", "en", "AGE"),
        ("Edad: 45 años", "45", "es", "AGE"),
        # no age field before it, or no age: left a DATE
        ("Admitted 19/03", "19", "en", "DATE"),
        ("Age: 2019", "2019", "en", "DATE"),
    ],
)
def test_a_bare_number_after_an_age_field_is_an_age(text: str, number: str, lang: str, expected: str) -> None:
    (span,) = ages_by_field([span_at(text, number, "DATE")], text, lang)
    assert span.label == expected


@pytest.mark.parametrize(
    ("text", "role", "name", "dropped"),
    [
        ("Legal: probation officer April Durelli", "probation officer", "April Durelli", True),
        ("met with case manager Tom Reyes today", "case manager", "Tom Reyes", True),
        ("Pt is a teacher, lives with Tom Reyes", "teacher", "Tom Reyes", False),  # a comma: the patient's job
        ("retired teacher. Tom Reyes visited", "teacher", "Tom Reyes", False),
        ("PROBATION OFFICER AYNIAH GARCON", "PROBATION OFFICER AYNIAH", "GARCON", False),  # may hold a name
    ],
)
def test_a_role_before_a_name_is_no_occupation(text: str, role: str, name: str, dropped: bool) -> None:
    spans = [span_at(text, role, "PROFESSION"), span_at(text, name, "NAME-RELATIVE")]
    expected = [(name, "NAME-RELATIVE")] if dropped else [(role, "PROFESSION"), (name, "NAME-RELATIVE")]
    assert labelled(drop_roles_before_names(spans, text, "en"), text) == expected
    assert drop_roles_before_names(spans, text, "es") == spans


def doubtful(text: str, mention: str, label: str, score: float = 0.1, source: str = "crf:names") -> Span:
    start = text.index(mention)
    return Span(start, start + len(mention), label, source, score)


@pytest.mark.parametrize(
    ("text", "word", "label", "dropped"),
    [
        ("Nursing admission note, rm 474b.", "note", "PATIENT", True),  # the recall point's doubtful span
        ("Some guy at work told me to try it", "guy", "PATIENT", True),
        ("Mark as urgent: mark as urgent per Dr. Lyau.", "mark", "PATIENT", True),  # lower case beside capitals
        ("asking for my husband mark who has a bad back", "mark", "NAME-RELATIVE", False),  # a name: no capitals here
        ("Seen by Mark today.", "Mark", "DOCTOR", False),  # capitalised
        ("works as a teacher at the high school", "teacher", "PROFESSION", False),  # occupations are ordinary words
        ("we moved to reading last year", "reading", "CITY", False),  # and so may towns be
        ("fell in the fall", "fall", "DATE", False),  # and dates
        ("lost his job at oxton and hale group", "group", "ORGANIZATION", False),  # an institution's head word
        ("no rash, skin warm and dry", "skin", "ORGANIZATION", True),
        ("no rash, zzyzx warm and dry", "zzyzx", "ORGANIZATION", False),  # no common word
        ("Speaks Haitian Creole at home.", "Speaks", "ORGANIZATION", True),  # a narrative verb, any case
        ("Dr Whitaker at Legacy Peds wasn't much help", "at", "HOSPITAL", True),  # a preposition joins no name
        ("works at Dunkin' on Hancock St.", "on", "HOSPITAL", True),
        ("prescriptions sent under dea to2701685", "to", "LICENSE", False),  # a piece of an identifier
        ("Pain better. Skin is warm and dry.", "Skin", "PATIENT", True),  # capitalised by its place only
        ("Research note: Subject 017-0042 consented", "Subject", "PATIENT", True),
        ("Pain better. Gozman is walking.", "Gozman", "PATIENT", False),  # a name no list holds
        ("Pain better. Will is walking.", "Will", "PATIENT", False),  # a given name too
        ("Seen today. Reading is where she lives.", "Reading", "CITY", False),  # towns may be ordinary words
        ("Kia ora,\nthe results are back", "Kia ora", "PATIENT", True),  # a greeting
        ("Nani says the rash is worse", "Nani", "PATIENT", True),  # a word of address, no name
        ("Congratulations nne!!! God is faithful.", "God", "PATIENT", True),  # God, no one's name
        ("moved to Boston, MA last year", "MA", "STATE", False),  # a state, though "Ma" addresses a mother
    ],
)
def test_a_doubtful_ordinary_word_is_dropped(text: str, word: str, label: str, dropped: bool) -> None:
    spans = [doubtful(text, word, label)]
    assert drop_ordinary_words(spans, text, "en") == ([] if dropped else spans)
    assert drop_ordinary_words(spans, text, "es") == spans


def test_a_doubtful_preposition_between_a_name_and_a_number_is_dropped_in_capitals_too() -> None:
    text = "RETURNED CALL TO CHERYN A. AT (218) 544-6887; LEFT VOICEMAIL."
    spans = [
        doubtful(text, "CHERYN A.", "DOCTOR", 0.9),
        doubtful(text, "AT", "HOSPITAL", 0.01),
        doubtful(text, "(218) 544-6887", "PHONE", 0.99),
    ]
    assert drop_ordinary_words(spans, text, "en") == [spans[0], spans[2]]


@pytest.mark.parametrize(
    "text", ["SOCIAL HX: QUIT SMOKING 2015.", "social hx: quit smoking 2015.", "Quit smoking 2015."]
)
def test_a_doubtful_verb_form_read_as_a_date_beside_its_number_is_dropped(text: str) -> None:
    number = text.index("2015")
    spans = [
        doubtful(text, text[number - 8 : number - 1], "DATE", 0.02),
        Span(number, number + 4, "DATE", "crf:x", 0.98),
    ]
    assert drop_ordinary_words(spans, text, "en") == spans[1:]
    holiday = "Seen thanksgiving 2019."
    spans = [doubtful(holiday, "thanksgiving", "DATE", 0.02), doubtful(holiday, "2019", "DATE", 0.98)]
    assert drop_ordinary_words(spans, holiday, "en") == spans


def test_a_doubtful_ordinary_word_that_a_span_before_owns_is_dropped() -> None:
    text = "Can we add him to Tuesday's list?"
    owner, owned = doubtful(text, "Tuesday", "DATE", 0.9), doubtful(text, "list", "DATE", 0.01)
    assert drop_ordinary_words([owner, owned], text, "en") == [owner]
    text = "Can we add him to Tuesday list?"  # no possessive: a piece of the date may follow it
    owner, owned = doubtful(text, "Tuesday", "DATE", 0.9), doubtful(text, "list", "DATE", 0.01)
    assert drop_ordinary_words([owner, owned], text, "en") == [owner, owned]


def test_only_a_lone_doubtful_crf_span_is_dropped() -> None:
    text = "Nursing admission note, rm 474b."
    confident = doubtful(text, "note", "PATIENT", score=0.9)
    by_a_rule = doubtful(text, "note", "PATIENT", source="crf:names+rules:header_name")
    assert drop_ordinary_words([confident], text, "en") == [confident]
    assert drop_ordinary_words([by_a_rule], text, "en") == [by_a_rule]
    text = "dr patel said to wait"  # a verb beside a name: no piece of it
    spans = [doubtful(text, "patel", "DOCTOR", 0.75), doubtful(text, "said", "PATIENT", 0.01)]
    assert drop_ordinary_words(spans, text, "en") == spans[:1]
    text = "EVENTS: Marcquise ambulated to bathroom."  # a verb form after a name
    spans = [doubtful(text, "Marcquise", "PATIENT", 0.7), doubtful(text, "ambulated", "PATIENT", 0.15)]
    assert drop_ordinary_words(spans, text, "en") == spans[:1]
    text = "Lives Tacoma with mom."
    spans = [doubtful(text, "Lives", "CITY", 0.02), doubtful(text, "Tacoma", "CITY", 0.66)]
    assert drop_ordinary_words(spans, text, "en") == spans[1:]
    text = "Case discussed with Drs. Whitcombe, Oduya and Farrokhzad."  # "and" between two people
    spans = [
        doubtful(text, "Oduya", "PATIENT", 0.69),
        doubtful(text, "and", "ORGANIZATION", 0.0),
        doubtful(text, "Farrokhzad", "PATIENT", 0.57),
    ]
    assert drop_ordinary_words(spans, text, "en") == [spans[0], spans[2]]
    text = "seen at brigham and women's"  # an institution's "and" stays
    spans = [
        doubtful(text, "brigham", "HOSPITAL", 0.4),
        doubtful(text, "and", "HOSPITAL", 0.1),
        doubtful(text, "women's", "HOSPITAL", 0.4),
    ]
    assert drop_ordinary_words(spans, text, "en") == spans
    text = "she works at acme skin now"  # a piece of a longer name, in a note in lower case
    spans = [doubtful(text, "acme", "ORGANIZATION", 0.3), doubtful(text, "skin", "ORGANIZATION", 0.2)]
    assert drop_ordinary_words(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "mention", "label", "expected"),
    [
        ("Client is 17. Attends Lincoln High School in Tacoma.", "Attends Lincoln High School", "ORGANIZATION",
         "Lincoln High School"),
        ("Lives Tacoma with mom.", "Lives Tacoma", "CITY", "Tacoma"),
        ("Works at Boeing.", "Works", "ORGANIZATION", "Works"),  # nothing else in the span: left to others
        ("Confirmed DOB and address 1187 Birchwood Ln, Apt 3C.", "address 1187 Birchwood Ln, Apt 3C", "STREET",
         "1187 Birchwood Ln, Apt 3C"),
        ("Home address: 22 Elm St", "Home address: 22 Elm St", "STREET", "22 Elm St"),
        # a verb form before a date's number; not a season's or a holiday's name
        ("SOCIAL HX: QUIT SMOKING 2015.", "SMOKING 2015", "DATE", "2015"),
        ("stopped drinking 3/4/2019", "drinking 3/4/2019", "DATE", "3/4/2019"),
        ("Seen Thanksgiving 2019 and Spring 2020.", "Thanksgiving 2019", "DATE", "Thanksgiving 2019"),
        ("Seen Thanksgiving 2019 and Spring 2020.", "Spring 2020", "DATE", "Spring 2020"),
        ("Cast removed 2015, lives in Reading 5 days a week.", "Reading 5", "CITY", "Reading 5"),  # dates only
    ],
)  # fmt: skip
def test_a_narrative_verb_is_cut_off_the_start_of_a_span(text: str, mention: str, label: str, expected: str) -> None:
    spans = [span_at(text, mention, label)]
    assert labelled(trim_leading_verbs(spans, text, "en"), text) == [(expected, label)]
    assert trim_leading_verbs(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "mention", "label", "expected"),
    [
        ("insulin pump (serial 1234567) alarmed", "serial 1234567", "PHONE", "1234567"),
        ("Prescriptions sent under DEA RZ9531648; Medicaid", "DEA RZ9531648", "LICENSE", "RZ9531648"),
        ("Referring provider: Ann Lee, phone 476 452 6523, fax", "phone 476 452 6523", "PHONE", "476 452 6523"),
        ("Tel: 91 234 56 78", "Tel: 91 234 56 78", "PHONE", "91 234 56 78"),
        ("Moved from Tel Aviv in 2010", "Tel Aviv", "CITY", "Tel Aviv"),  # no number after the word: a name
        ("Called the fax line", "fax", "PHONE", "fax"),  # nothing else in the span: left to others
        ("Nursing admission note, Rm 994, WRAMC", "Rm 994", "ROOM", "994"),
        ("moved to Room Lake Rd", "Room Lake Rd", "STREET", "Room Lake Rd"),
        ("Prescriber DEA RM2483529; PDMP checked", "RM2483529", "LICENSE", "RM2483529"),  # glued: an identifier
        ("Health plan member ID: RMF133422123", "RMF133422123", "HEALTHPLAN", "RMF133422123"),
        ("Pt Aadhaar 4321 8765 1290 on file", "Aadhaar 4321 8765 1290", "IDNUM", "4321 8765 1290"),  # a card's scheme
    ],
)
def test_the_name_of_a_field_is_cut_off_the_number_after_it(text: str, mention: str, label: str, expected: str) -> None:
    spans = [span_at(text, mention, label)]
    assert labelled(trim_leading_field_words(spans, text, "en"), text) == [(expected, label)]


@pytest.mark.parametrize(
    ("text", "found", "label"),
    [
        ("Domicilio: Calle 60 #512, Mérida. Amoxicilina 500 mg c/8h por 7 días.", "Amoxicilina 500 mg c/8h", "STREET"),
        ("Pitocin at 8 mU/min, SVE 6/80", "Pitocin at 8 mU/min", "ORGANIZATION"),
        ("lives at Cedar Hill q6h meds", "Cedar Hill q6h", "CITY"),
        ("paracetamol cada 8 horas en Hospital", "paracetamol cada 8 horas en Hospital", "HOSPITAL"),
    ],
)
def test_a_place_that_holds_a_dose_is_dropped(text: str, found: str, label: str) -> None:
    assert drop_places_with_doses([span_at(text, found, label)], text, "es") == []


@pytest.mark.parametrize(
    ("text", "found", "label"),
    [
        ("Domicilio: Calle 60 #512, Mérida", "Calle 60 #512", "STREET"),
        ("Avda. Pío XII, 36. 31080 Pamplona", "Avda. Pío XII, 36", "STREET"),
        ("Hollis Fairweather 500 mg", "Hollis Fairweather 500 mg", "PATIENT"),  # a person: another correction's
        ("5 Mg Road, Bangalore", "5 Mg Road", "STREET"),  # "Mg" written so is a name
    ],
)
def test_a_place_without_a_dose_stays(text: str, found: str, label: str) -> None:
    spans = [span_at(text, found, label)]
    assert drop_places_with_doses(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Destaca TBC renal hace más de 20 años, con pielonefritis", "20 años"),
        ("fuma un paquete al día durante los últimos 40 años, sin alergias", "40 años"),
        ("Ex fumador de 8 años. No hematuria.", "8 años"),
        ("tiene una evolución de más de cinco años.", "cinco años"),
        ("dolores abdominales en los últimos años, atribuidos", "últimos años"),
    ],
)
def test_a_span_of_time_is_no_age(text: str, found: str) -> None:
    assert drop_durations_as_ages([span_at(text, found, "AGE")], text, "es") == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Mujer de 21 años que consultó", "21 años"),
        ("Cuando la paciente contaba con 69 años, seguía", "69 años"),
        ("A los 31 años consultó por dolor", "31 años"),
    ],
)
def test_an_age_stays(text: str, found: str) -> None:
    spans = [span_at(text, found, "AGE")]
    assert drop_durations_as_ages(spans, text, "es") == spans
    fourty = "durante los últimos 40 años"
    assert drop_durations_as_ages([span_at(fourty, "40 años", "AGE")], fourty, "en") != []  # English: not this one's


def test_the_family_of_a_set_phrase_is_no_relative() -> None:
    text = "su médico de familia solicitó interconsulta. Sin antecedentes familiares. La familia refiere mejoría."
    doctor = span_at(text, "familia", "NAME-RELATIVE")
    history = span_at(text, "familiares", "NAME-RELATIVE")
    relatives = span_at(text, "familia", "NAME-RELATIVE", nth=2)
    assert drop_family_set_phrases([doctor, history, relatives], text, "es") == [relatives]


def test_the_verb_mark_of_an_instruction_is_no_name() -> None:
    text = "left voicemail. Mark as urgent per Dr. Lashutka. Mark Ruiz, husband, called back; mark as read"
    spans = [
        span_at(text, "Mark", "PATIENT"),
        span_at(text, "Mark Ruiz", "NAME-RELATIVE"),
        span_at(text, "mark", "PATIENT"),
    ]
    assert labelled(drop_ordinary_words(spans, text, "en"), text) == [("Mark Ruiz", "NAME-RELATIVE")]


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("T 99.5 HR 107 SpO2 98% RA. PHQ-9 5.", "RA", False),
        ("SpO2 88% on room air. COWS 13.", "room air", False),
        ('Mood "so-so", affect constricted. TP linear. No SI/HI.', "TP", False),
        ("NEURO: A&Ox1, MAE, PERRL. Jackson-Pratt drain.", "drain", False),
        ("NEURO: A&Ox1, MAE, PERRL.", "Ox1", False),
        ("Phone: 862 470 0227 | Emergency contact: Samariya Kaffka", "Emergency", False),
        ("Micro: Ucx 1/11 >100k E. coli, pan-sensitive.", "100k E. coli", False),
        ("Micro: Ucx 4/8 >100k E. coli, pan-sensitive.", "E. coli", False),
        ("Emergency contact: Samariya Kaffka", "Samariya", True),
        ("Date of service: 10/22/2024     Provider: Lauren Okafor, DO", "10/22/2024", True),  # the next field
        ("Patient: Okafor     Provider: Smith", "Okafor", True),
        ("Seen by RA Patel, then TP Jones.", "RA", True),  # someone's initials
        ("Seen by RA Patel, then TP Jones.", "TP", True),
        ("FHx: Brother Dale - DM2.", "DM", False),  # a piece of an abbreviation with a digit
        ("FHx: Brother Dale - DM2.", "2", False),
        ("FHx: Brother DM 2 sons", "DM", True),
    ],
)
def test_shorthand_that_its_context_tells_is_dropped(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "PATIENT")]
    corrected = drop_medical_eponyms(drop_clinical_abbreviations(spans, text, "en"), text, "en")
    assert (corrected == spans) is kept


def test_the_name_of_a_field_alone_before_its_number_is_dropped() -> None:
    text = "Nursing admission note, Rm 994, WRAMC; bed 2"
    spans = [span_at(text, "Rm", "STREET"), span_at(text, "994", "ROOM"), span_at(text, "bed", "STREET")]
    assert labelled(trim_leading_field_words(spans, text, "en"), text) == [("994", "ROOM")]
    card = "Omang 123456789"
    assert trim_leading_field_words([span_at(card, "Omang", "CITY")], card, "en") == []


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("then developed fevers to 101. PMH: migraine", "101", False),
        ("Overnight: febrile to 103, cultures sent.", "103", False),
        ("Tmax: 102.4, HR 110", "102", False),
        ("Tmax: 102.4, HR 110", "4", False),
        ("she is 101 years old", "101", True),
    ],
)
def test_a_temperature_without_its_unit_is_no_age(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "AGE")]
    assert (drop_measurements(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("the clinic is about 40 miles away", "40", False),  # a distance
        ("physical therapy is covered 20 visits per year", "20", False),  # a count of things
        ("smokes 10 cigarettes a day", "10", False),
        ("he turned 40 last week", "40", True),
    ],
)
def test_a_distance_or_a_count_of_things_is_no_age(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "AGE")]
    assert (drop_measurements(spans, text, "en") == spans) is kept


def test_a_posts_shorthand_in_capitals_is_no_place_but_a_name_in_its_letters_stays() -> None:
    text = "AITA for skipping it? I passed my NCLEX. Imo said so. IMO it was fine."
    found = [span_at(text, "AITA", "CITY"), span_at(text, "NCLEX", "ORGANIZATION"), span_at(text, "Imo", "PATIENT")]
    found.append(span_at(text, "IMO", "ORGANIZATION"))
    assert labelled(drop_clinical_abbreviations(found, text, "en"), text) == [("Imo", "PATIENT")]


@pytest.mark.parametrize(
    ("text", "found", "label", "kept"),
    [
        ("follow up with Dr. Hartwell in 10-14 days.", "10", "DATE", False),  # a duration
        ("follow up with Dr. Hartwell in 10-14 days.", "14", "DATE", False),
        ("Recommend follow-up CT in 11 months", "11", "DATE", False),
        ("seen 3/14, two days ago", "3/14", "DATE", True),
        ("a 6 months old infant", "6 months", "AGE", True),  # an age may be counted in months
        ("a 6 months old infant", "6", "AGE", True),
    ],
)
def test_a_count_of_days_or_weeks_is_no_date(text: str, found: str, label: str, kept: bool) -> None:
    spans = [span_at(text, found, label)]
    assert (drop_measurements(spans, text, "en") == spans) is kept


@pytest.mark.parametrize("verb", ["Recommend", "DENIES", "Refused"])
def test_a_doubtful_narrative_verb_is_no_name(verb: str) -> None:
    text = f"IMPRESSION: 1. Stable. 2. {verb} follow-up CT in 12 months."
    start = text.index(verb)
    doubtful = Span(start, start + len(verb), "DOCTOR", "crf:names", 0.2)
    assert drop_ordinary_words([doubtful], text, "en") == []


def test_a_verb_left_beside_its_subject_is_no_name() -> None:
    text = 'EVENTS: KENTON FEELS "MUCH BETTER". WILL CALL MUNEEB AT 427-356-9218.'
    spans = [
        span_at(text, "KENTON", "PATIENT"),
        span_at(text, "FEELS", "PATIENT"),
        span_at(text, "WILL CALL", "DOCTOR"),
        span_at(text, "MUNEEB", "NAME-RELATIVE"),
        span_at(text, "AT", "NAME-RELATIVE"),
    ]
    assert labelled(drop_ordinary_words(spans, text, "en"), text) == [
        ("KENTON", "PATIENT"),
        ("MUNEEB", "NAME-RELATIVE"),
    ]


@pytest.mark.parametrize(
    ("text", "found", "label"),
    [
        ("Dx: type 2 DM (ICD-10 E11.9), billed CPT 99214.", "10", "AGE"),
        ("Dx: type 2 DM (ICD-10 E11.9), billed CPT 99214.", "E11.9", "IDNUM"),
        ("Dx: type 2 DM (ICD-10 E11.9), billed CPT 99214.", "99214", "MEDICALRECORD"),
        ("Insulin glargine NDC 0088-2220-33. LOINC 2345-7 glucose", "0088-2220-33", "MEDICALRECORD"),
        ("Dx: type 2 DM (ICD-10 E11.9)", "ICD", "IDNUM"),
    ],
)
def test_a_code_of_a_coding_system_is_no_phi(text: str, found: str, label: str) -> None:
    assert drop_coded_terms([span_at(text, found, label)], text, "en") == []


def test_a_number_after_no_code_system_stays() -> None:
    text = "MRN 0088-2220-33, seen 10/2"
    spans = [span_at(text, "0088-2220-33", "MEDICALRECORD")]
    assert drop_coded_terms(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "found", "kept"),
    [
        ("Take 1/2 tab PO q4-6h PRN.", "1/2", False),
        ("Completed 2/3 of the course.", "2/3", False),
        ("Seen 1/2 in clinic", "1/2", True),
    ],
)
def test_a_fraction_is_no_date(text: str, found: str, kept: bool) -> None:
    spans = [span_at(text, found, "DATE")]
    assert (drop_impossible_dates(spans, text, "en") == spans) is kept


@pytest.mark.parametrize(
    ("word", "kept"),
    [("repositioning", False), ("sunday", True), ("tuseday", True), ("winetr", True), ("thanksgiving", True)],
)
def test_a_doubtful_date_in_lower_case_that_is_like_no_date_word_goes(word: str, kept: bool) -> None:
    text = f"Events: Pt's pain better after {word}. Refused Protonix."
    start = text.index(word)
    doubtful = Span(start, start + len(word), "DATE", "crf:quantitative", 0.2)
    assert (drop_ordinary_words([doubtful], text, "en") == [doubtful]) is kept


def test_a_lower_case_date_piece_of_a_hyphenated_word_stays() -> None:
    text = "Casey has officially reached spider-man status."
    start = text.index("spider")
    doubtful = Span(start, start + 6, "DATE", "crf:quantitative", 0.2)
    assert drop_ordinary_words([doubtful], text, "en") == [doubtful]


@pytest.mark.parametrize(
    ("text", "word", "label", "kept"),
    [
        ("NURSING ADMISSION NOTE, RM 474B, EHJVH", "NOTE", "PATIENT", False),  # a note in capitals, read so
        ("SON JOSHUA AT BEDSIDE. SINCE LAST VISIT ON 11/10/12, SHE HAS LOST", "VISIT", "DATE", False),
        ("son joshua at bedside. since last visit on 11/10/12, she has lost", "visit", "DATE", False),
        ("CASE MGMT (MS. GLESSING) FOLLOWING.", "GLESSING", "DOCTOR", True),  # a name in capitals like a verb form
        ("awaiting bed at our lady of the lake regional medical center", "lady", "DATE", True),
        ("the lantus isnt helping christiopher's number is 934.232.6662", "christiopher", "DATE", True),
        ("I WAS PRESENT FOR THE KEY PORTIONS OF THE VISIT. -AM", "AM", "DOCTOR", True),  # initials
    ],
)
def test_a_doubtful_word_of_a_note_in_one_case(text: str, word: str, label: str, kept: bool) -> None:
    start = text.index(word)
    doubtful = Span(start, start + len(word), label, "crf:names", 0.2)
    assert (drop_ordinary_words([doubtful], text, "en") == [doubtful]) is kept


def test_a_lone_field_name_before_an_identifier_with_letters_is_dropped() -> None:
    text = "prescriptions sent under dea uz7299643; medicaid id d"
    spans = [span_at(text, "dea", "VEHICLE"), span_at(text, "uz7299643", "LICENSE")]
    assert labelled(trim_leading_field_words(spans, text, "en"), text) == [("uz7299643", "LICENSE")]


def test_a_germs_initial_in_lower_case_is_no_name() -> None:
    text = "micro: ucx 6/30 >100k e. coli, pan-sensitive."
    spans = [span_at(text, "e", "DOCTOR"), span_at(text, "k", "DOCTOR")]
    assert drop_medical_eponyms(spans, text, "en") == []


def test_an_abbreviation_that_is_also_a_name_goes_among_clinical_shorthand() -> None:
    text = "neuro: a&ox2, mae, perrl. jackson-pratt drain. Mae Jones visited."
    shorthand, name = span_at(text, "mae", "PATIENT"), span_at(text, "Mae Jones", "NAME-RELATIVE")
    assert drop_clinical_abbreviations([shorthand, name], text, "en") == [name]


@pytest.mark.parametrize(
    "text",
    [
        "LEGAL: OUI ARREST 2012, PROBATION OFFICER APRIL DURELLI",
        "legal: oui arrest 2012, probation officer april durelli",
    ],
)
def test_a_role_before_a_name_goes_in_a_note_in_one_case(text: str) -> None:
    role = span_at(text, text[text.index("2012, ") + 6 : text.index("2012, ") + 23], "PROFESSION")
    start = role.end + 1
    name = Span(start, len(text), "DOCTOR", "rules:staff_after_role", 0.75)
    assert drop_roles_before_names([role, name], text, "en") == [name]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("SUBJECT: SCHEDULE\nHI DAWN, ATTACHED ARE THE FORMS", "HI"),
        ('MOOD "SO-SO", AFFECT CONSTRICTED. TP LINEAR. NO SI/HI.', "TP LINEAR"),
        ("GU: ROMBERG NEGATIVE, DRAINING CLEAR YELLOW URINE", "ROMBERG NEGATIVE"),
        ("GU: ALLEN TEST NORMAL, DRAINING CLEAR YELLOW URINE", "ALLEN TEST NORMAL"),
        ("neuro: a&ox2, mae, perrl. nissen fundoplication.", "nissen fundoplication"),
    ],
)
def test_more_shorthand_and_eponyms_are_no_names(text: str, found: str) -> None:
    spans = [span_at(text, found, "PATIENT")]
    assert drop_medical_eponyms(drop_clinical_abbreviations(spans, text, "en"), text, "en") == []


def test_the_name_after_a_greeting_stays() -> None:
    text = "HI DAWN, ATTACHED ARE THE FORMS"
    name = span_at(text, "DAWN", "PATIENT")
    assert drop_clinical_abbreviations([name], text, "en") == [name]


def test_an_ip_address_span_without_a_dot_or_colon_is_dropped() -> None:
    text = "INR 1.4. trop <0.01. Images sent to PACS node 10.255.43.23."
    spans = [span_at(text, "01", "IPADDR"), span_at(text, "10.255.43.23", "IPADDR")]
    assert labelled(drop_shapeless_ip_addresses(spans, text, "en"), text) == [("10.255.43.23", "IPADDR")]


def test_a_compressed_ipv6_address_stays() -> None:
    text = "login from fe80::1 flagged"
    spans = [span_at(text, "fe80::1", "IPADDR")]
    assert drop_shapeless_ip_addresses(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "found", "employer"),
    [
        ("Emeka Obi is a petroleum engineer for Chevron who returned", [], "Chevron"),
        ("a delivery driver for DoorDash, lives with", [("Door", "CITY"), ("Dash", "PATIENT")], "DoorDash"),
        ("works as a cashier at Costco Wholesale on Main", [], "Costco Wholesale"),
        ("a nurse at Mercy Hospital since 2010", [("Mercy Hospital", "HOSPITAL")], None),  # read whole: kept
        ("a babysitter for Emma on weekends", [("Emma", "PATIENT")], None),
        ("a teacher for Dr. Lee", [], None),  # a title: a person follows
        ("a teacher at the high school", [], None),
        ("a mail carrier for the USPS since 2001", [], "USPS"),  # an acronym after "the"
        ("her son, who works as a driver with Grab, will help", [], "Grab"),
        ("a teacher with MS, walks with a cane", [], None),  # a disease's acronym after "with"
        ("a nurse with Parkinson's disease", [], None),
        ("a driver with Crohn disease", [], None),
        ("an 8-year-old girl with Lennox-Gastaut syndrome", [], None),  # a hyphenated eponym
    ],
)
def test_a_capitalised_name_after_an_occupation_is_its_employer(
    text: str, found: list[tuple[str, str]], employer: str | None
) -> None:
    occupation = re.search(r"(?:engineer|driver|cashier|nurse|babysitter|teacher|mail carrier|girl)", text)
    assert occupation is not None
    found_by = "rules:occupation_after_cue"  # ("with" is read after a rule's occupation only)
    spans = [Span(*occupation.span(), "PROFESSION", found_by), *(span_at(text, piece, label) for piece, label in found)]
    corrected = employers_after_occupations(spans, text, "en")
    added = [text[s.start : s.end] for s in corrected if s.source == "correct:employers-after-occupations"]
    assert added == ([] if employer is None else [employer])
    if employer is not None:
        assert not [s for s in corrected if s.label in {"CITY", "PATIENT"}]  # the pieces gave way
    assert employers_after_occupations(spans, text, "es") == spans


_CASED_NOTE = (
    "Mr. Okafor is a 67-year-old man seen in the Chest Clinic at St. Luke's on referral from Dr. Haddad. He was "
    "started on {guess} last month. Exam shows {second} at both bases. Plan: repeat CT in Leeds and review with "
    "his daughter Amaka."
)


@pytest.mark.parametrize(
    ("guess", "label", "score", "dropped"),
    [
        ("dupilumab", "CITY", 0.02, True),  # a drug the CRF did not know, in a note written with capitals
        ("bibasal inspiratory crackles", "ORGANIZATION", 0.01, True),
        ("amio", "PATIENT", 0.13, True),
        ("3b", "STREET", 0.11, True),
        ("dupilumab", "CITY", 0.7, False),  # confident
        ("Dupilumab", "CITY", 0.02, False),  # capitalised: the corrections for known words decide
        ("delivery nurse", "DEPARTMENT", 0.02, False),  # an occupation mislabelled stays
        ("welder", "PROFESSION", 0.02, False),  # occupations are written in lower case
        ("dave_h1987", "USERNAME", 0.02, False),  # so are user names
        ("monday", "DATE", 0.02, False),  # dates are other corrections'
    ],
)
def test_a_doubtful_lower_case_name_in_a_note_written_with_capitals_is_dropped(
    guess: str, label: str, score: float, dropped: bool
) -> None:
    text = _CASED_NOTE.format(guess=guess, second="wheezes")
    spans = [doubtful(text, guess, label, score)]
    assert drop_lower_case_guesses_in_cased_notes(spans, text, "en") == ([] if dropped else spans)
    assert drop_lower_case_guesses_in_cased_notes(spans, text, "es") == spans


def test_lower_case_names_stay_in_a_note_in_lower_case_and_in_a_short_one() -> None:
    lowered = _CASED_NOTE.format(guess="amio", second="wheezes").lower()  # "my husband mark": names in lower case
    spans = [doubtful(lowered, "amaka", "NAME-RELATIVE", 0.2)]
    assert drop_lower_case_guesses_in_cased_notes(spans, lowered, "en") == spans
    short = "Asked about her son kofi."  # too few words to tell how the note is written
    spans = [doubtful(short, "kofi", "NAME-RELATIVE", 0.2)]
    assert drop_lower_case_guesses_in_cased_notes(spans, short, "en") == spans


_QUESTION = (
    "My husband Dave is 58 and snores so loud I've been sleeping on the couch. He says he's just tired from work. "
    "Is this sleep apnea? Should he ask for a sleep study?"
)


def test_prose_that_opens_its_sentences_with_capitals_drops_its_lower_case_guesses_only() -> None:
    spans = [doubtful(_QUESTION, "couch", "ORGANIZATION", 0.05)]
    assert drop_lower_case_guesses_in_cased_notes(spans, _QUESTION, "en") == []
    opening = _QUESTION.replace("He says", "Ishawna says")  # an unknown word opening a sentence: a name in prose
    spans = [doubtful(opening, "Ishawna", "PATIENT", 0.2)]
    assert drop_lower_case_guesses_in_cased_notes(spans, opening, "en") == spans
    typed = _QUESTION.replace("I've", "i've")  # "i" in lower case: names may be too
    spans = [doubtful(typed, "couch", "ORGANIZATION", 0.05)]
    assert drop_lower_case_guesses_in_cased_notes(spans, typed, "en") == spans
    signed = _QUESTION + "\n- kev"  # a name signing after a dash
    spans = [doubtful(signed, "kev", "PATIENT", 0.2)]
    assert drop_lower_case_guesses_in_cased_notes(spans, signed, "en") == spans


def test_a_lower_case_piece_beside_another_span_stays() -> None:
    text = _CASED_NOTE.format(guess="Mercy of the hills", second="wheezes")
    spans = [doubtful(text, "Mercy", "HOSPITAL", 0.4), doubtful(text, "of the hills", "HOSPITAL", 0.1)]
    assert drop_lower_case_guesses_in_cased_notes(spans, text, "en") == spans


def test_a_lower_case_phrase_a_crf_cut_in_pieces_goes_whole() -> None:
    text = _CASED_NOTE.format(guess="amio", second="wheezes") + " SLT: upgraded to soft and bite-sized diet."
    pieces = [doubtful(text, "soft and", "CITY", 0.01), doubtful(text, "bite", "CITY", 0.14)]
    spans = [*pieces, doubtful(text, "sized diet", "CITY", 0.07)]
    assert drop_lower_case_guesses_in_cased_notes(spans, text, "en") == []
    confident = [*pieces, doubtful(text, "sized diet", "CITY", 0.7)]  # a confident piece: its neighbours stay
    assert drop_lower_case_guesses_in_cased_notes(confident, text, "en") == confident[1:]


def test_a_lower_case_word_before_an_occupations_head_stays() -> None:
    text = _CASED_NOTE.format(guess="amio", second="wheezes") + " His wife Esther is a mandazi seller in Kisumu."
    spans = [doubtful(text, "mandazi", "CITY", 0.02)]
    assert drop_lower_case_guesses_in_cased_notes(spans, text, "en") == spans


def test_with_names_no_employer_after_an_occupation_the_model_guessed() -> None:
    text = "vessels divided at origin with Hem-o-lok clips and Weck clips"
    spans = [Span(text.index("origin"), text.index("origin") + 6, "PROFESSION", "crf:names")]
    assert employers_after_occupations(spans, text, "en") == spans


@pytest.mark.parametrize(
    ("text", "occupation", "employer"),
    [
        ("desde que se jubiló como fundidor en Acerías Urola ha perdido fuerza", "fundidor", "Acerías Urola"),
        ("Trabajo de guardia de seguridad en el Mall del Sol y paso horas", "guardia de seguridad", "Mall del Sol"),
        (
            "peón de la construcción para Reformas Hnos. Popescu, en obras",
            "peón de la construcción",
            "Reformas Hnos. Popescu",
        ),
        (
            "Madre: Liz Mabel Ayala, cajera en el Autoservicio Don Pedrito. Padre: Ramón Benítez",
            "cajera",
            "Autoservicio Don Pedrito",
        ),  # the sentence ends
        ("Su hija, farmacéutica en Balaguer, se encargará", "farmacéutica", None),  # a town of the lists
        ("enfermera en Urgencias desde las 8", "enfermera", None),  # a ward
        ("cartero en Marzo de 2020", "cartero", None),  # a month
    ],
)
def test_a_capitalised_name_after_an_occupation_and_en_is_its_employer_in_spanish(
    text: str, occupation: str, employer: str | None
) -> None:
    spans = [span_at(text, occupation, "PROFESSION")]
    corrected = employers_after_occupations(spans, text, "es")
    added = [text[s.start : s.end] for s in corrected if s.source == "correct:employers-after-occupations"]
    assert added == ([] if employer is None else [employer])


def sender(text: str, mention: str, nth: int = 0) -> Span:
    found = span_at(text, mention, "PATIENT", nth)
    return Span(found.start, found.end, "PATIENT", "rules:chat_handle_sender", 0.75)


_CHAT = (
    "rosie: GUYS\nrosie: HARRY STYLES IS DOING A SECOND NIGHT AT MSG\nbianca: STOPPPP\n"
    "ceci: i literally just spent my paycheck on rent\nrosie: AUGUST 9 PRESALE IS THURSDAY\n"
    "[ALL] Dimitri: gg wp\nRJ Thompson: Condolences to the family.\n"
)


def test_once_two_writers_are_found_every_line_opening_with_a_name_and_a_colon_names_its_writer() -> None:
    spans = [sender(_CHAT, "rosie"), sender(_CHAT, "rosie", 1), sender(_CHAT, "bianca")]
    corrected = chat_senders_by_layout(spans, _CHAT, "en")
    added = [_CHAT[s.start : s.end] for s in corrected if s.source == "correct:chat-senders-by-layout"]
    assert added == ["ceci", "rosie", "Dimitri", "RJ Thompson"]


def test_a_learned_piece_of_a_writers_handle_gives_way() -> None:
    text = "moonpie: anyone going?\nHana_Q: YES\nmoonpie: omg as who\nHana_Q: its a secret\n"
    spans = [span_at(text, "moon", "CITY"), sender(text, "Hana_Q"), sender(text, "Hana_Q", 1)]
    corrected = chat_senders_by_layout(spans, text, "en")
    assert labelled(corrected, text) == [("moonpie", "PATIENT"), ("Hana_Q", "PATIENT")] * 2


def learned(text: str, mention: str, nth: int = 0) -> Span:
    found = span_at(text, mention, "PATIENT", nth)
    return Span(found.start, found.end, "PATIENT", "crf:names", 0.6)


def test_a_learned_writer_on_two_lines_and_another_name_on_two_show_a_chat() -> None:
    text = "Shaz: oi u coming\nBaz: cant mate\nShaz: mate ur a mechanic\nBaz: yeah n the car\n"
    spans = [learned(text, "Shaz"), learned(text, "Shaz", 1)]
    corrected = chat_senders_by_layout(spans, text, "en")
    assert [text[s.start : s.end] for s in corrected if s.source == "correct:chat-senders-by-layout"] == ["Baz"] * 2


def test_a_capitalised_given_name_that_is_also_a_word_may_write_a_chats_line() -> None:
    text = "Will: ok your bio says you're a vet\nRose: can't a vet hold a snake\nWill: fair.\nRose: ha\n"
    spans = [sender(text, "Rose"), sender(text, "Rose", 1)]
    corrected = chat_senders_by_layout(spans, text, "en")
    assert [text[s.start : s.end] for s in corrected if s.source == "correct:chat-senders-by-layout"] == ["Will"] * 2


def test_learned_writers_opening_most_lines_add_a_writer_of_one_line() -> None:
    text = "Chidi: BP was high\nAdaeze: WHAT\nChidi: he stopped\nNneka: calling tomorrow\nEbuka: after 3 yes\n"
    spans = [learned(text, "Chidi"), learned(text, "Adaeze"), learned(text, "Chidi", 1), learned(text, "Nneka")]
    corrected = chat_senders_by_layout(spans, text, "en")
    assert [text[s.start : s.end] for s in corrected if s.source == "correct:chat-senders-by-layout"] == ["Ebuka"]


def test_one_writer_a_rule_found_joins_the_learned_ones_and_a_word_of_address_writes_no_line() -> None:
    text = "Uncle Obi: Papa is in hospital\nChidi: which one\nUncle Obi: Parklane\nChidi: ok\nMam: God bless\nMam: x\n"
    chidi = span_at(text, "Chidi", "PATIENT")
    rule = Span(chidi.start, chidi.end, "PATIENT", "rules:chat_capitalised_writer_writing_again", 0.65)
    spans = [rule, learned(text, "Uncle Obi"), learned(text, "Uncle Obi", 1)]
    corrected = chat_senders_by_layout(spans, text, "en")
    assert [text[s.start : s.end] for s in corrected if s.source == "correct:chat-senders-by-layout"] == ["Chidi"]


def test_learned_writers_add_no_field_that_opens_one_line() -> None:
    text = "Juan: bien\nFecha: 12/03/2024\nPedro: ok\nJuan: vale\nProcedencia: Lima\n"
    spans = [learned(text, "Juan"), learned(text, "Pedro"), learned(text, "Juan", 1)]
    corrected = chat_senders_by_layout(spans, text, "es")
    assert [s for s in corrected if s.source == "correct:chat-senders-by-layout"] == []


@pytest.mark.parametrize(
    ("text", "learned", "completed"),
    [
        (
            "examinó a la ciudadana Yusmary Carolina Fuenmayor Urdaneta, titular",
            "Fuenmayor Urdaneta",
            "Yusmary Carolina Fuenmayor Urdaneta",
        ),
        ("Señor\nWilfredo Mamani Condori\nCalle Tumusla", "Mamani Condori", "Wilfredo Mamani Condori"),
        ("LLAME A SU HIJA, AMAIA ETXEBERRIA, AL 943", "ETXEBERRIA", "AMAIA ETXEBERRIA"),
        ("Que doña Empar Sanchis Llopis, con DNI", "Empar Sanchis", "Empar Sanchis Llopis"),  # a listed surname after
        ("Remitido por: Ramona Villar Puchero Correo electrónico: x", "Ramona Villar Puchero", None),  # a field after
        ("ingresa en el Hospital Virgen Macarena por disnea", "Virgen Macarena", None),  # an institution before
        ("Refiere dolor. Acude Luis Pérez García a urgencias", "Luis Pérez García", None),
    ],
)
def test_a_spanish_name_takes_in_the_given_names_and_surname_a_crf_left_beside_it(
    text: str, learned: str, completed: str | None
) -> None:
    found = span_at(text, learned, "PATIENT")
    span = Span(found.start, found.end, "PATIENT", "crf:names", 0.6)
    corrected = complete_spanish_names([span], text, "es")
    assert [text[s.start : s.end] for s in corrected] == [completed or learned]
    assert complete_spanish_names([span], text, "en") == [span]


_SLACK = (
    "#proj-atlas\nkevin.m 9:41 AM\nheads up i'm OOO fri\nShauna Reyes 9:43 AM\ncongrats!!\n"
    "kevin.m 9:44 AM\nUC Davis!! so proud\nTom\u00e1s 9:45 AM\nthats awesome man\n"
)


def test_the_writers_of_a_workplace_chat_stand_above_their_messages_with_the_time() -> None:
    spans = [span_at(_SLACK, "atlas\nkevin", "CITY"), span_at(_SLACK, "Shauna Reyes", "PATIENT")]
    corrected = chat_writers_above_times(spans, _SLACK, "en")
    assert labelled(corrected, _SLACK) == [
        ("atlas", "CITY"),  # a learned span reaching into a writer's line is cut at the line's start
        ("kevin.m", "PATIENT"),
        ("Shauna Reyes", "PATIENT"),
        ("kevin.m", "PATIENT"),
        ("Tom\u00e1s", "PATIENT"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Dose 9:00 AM\ngiven\nDose 1:00 PM\nheld\n",  # an ordinary word before the time
        "kevin.m 9:41 AM\nhi all\n",  # one such line: no layout
        "Metoprolol 9:00 AM\nLisinopril 9:00 PM\n",  # no name's nor user name's shape
    ],
)
def test_a_word_and_a_time_on_a_line_name_no_writer_without_the_layout(text: str) -> None:
    assert [s for s in chat_writers_above_times([], text, "en") if s.source.startswith("correct:")] == []


@pytest.mark.parametrize(
    ("text", "couple", "added"),
    [
        ("Congratulations to Will and Dawn Mercer on the arrival", "Dawn Mercer", ["Will"]),
        ("Hope & Rafael Ortiz hosted the party", "Rafael Ortiz", ["Hope"]),
        ("Seen with Parkinson and Maria Lopez today", "Maria Lopez", []),  # no given name before "and"
        ("Congratulations to Will and Dawn", "Dawn", []),  # one word: no surname to share
    ],
)
def test_a_given_name_joined_to_a_full_name_by_and_is_a_person(text: str, couple: str, added: list[str]) -> None:
    corrected = coordinated_given_names([span_at(text, couple, "PATIENT")], text, "en")
    assert [text[s.start : s.end] for s in corrected if s.source == "correct:coordinated-given-names"] == added


@pytest.mark.parametrize(
    "text",
    [
        "rosie: hi\nbianca: hey\n",  # one writer found: no chat read by its layout
        "Plan: discharge home\nrosie: hi\nbianca: hey\nrosie: ok\nDoctor: fine\nNote: none\n",  # roles, fields
        "rosie: hi\nbianca: hey\nrosie: ok\n\n\n\n\n\nceci: later\n",  # beyond four lines of the chat
    ],
)
def test_fields_roles_and_lines_far_from_a_chat_name_no_writer(text: str) -> None:
    spans = [sender(text, "rosie", k) for k in range(text.count("rosie"))] + [sender(text, "bianca")]
    corrected = chat_senders_by_layout(sorted(spans), text, "en")
    assert [s for s in corrected if s.source == "correct:chat-senders-by-layout"] == []


@pytest.mark.parametrize(
    ("text", "pieces", "expected"),
    [
        ("Went to Marlow & Sons last night", [("Marlow", "CITY"), ("Sons", "ORGANIZATION")], "Marlow & Sons"),
        ("Works at Lone Star Roofing & Siding", [("Lone Star Roofing", "CITY"), ("Siding", "ORGANIZATION")], None),
        ("Bought from Hartley & Sons today", [("Hartley", "PATIENT")], "Hartley & Sons"),  # a firm's tail
    ],
)
def test_a_name_read_in_pieces_around_an_ampersand_is_one_organization(
    text: str, pieces: list[tuple[str, str]], expected: str | None
) -> None:
    corrected = join_ampersand_names([span_at(text, piece, label) for piece, label in pieces], text, "en")
    whole = expected or text[text.index(pieces[0][0]) : text.index(pieces[-1][0]) + len(pieces[-1][0])]
    assert labelled(corrected, text) == [(whole, "ORGANIZATION")]


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("Tom & Jerry came to visit", [("Tom", "PATIENT"), ("Jerry", "NAME-RELATIVE")]),  # two people
        ("Sent to ED & admitted to ICU", [("ED", "DEPARTMENT")]),  # no firm's tail
    ],
)
def test_people_side_by_side_or_a_name_alone_stay_as_they_are(text: str, pieces: list[tuple[str, str]]) -> None:
    spans = [span_at(text, piece, label) for piece, label in pieces]
    assert join_ampersand_names(spans, text, "en") == spans


def test_the_letters_of_a_and_e_are_dropped() -> None:
    text = "Seen in A&E last night"
    assert join_ampersand_names([span_at(text, "A", "CITY"), span_at(text, "E", "CITY")], text, "en") == []


@pytest.mark.parametrize(
    ("text", "street", "expected"),
    [
        ("Lives on Queen St W near the park.", "Queen St", "Queen St W"),
        ("Address: 1200 Main St. NW, Washington", "1200 Main St.", "1200 Main St. NW"),
        ("He lives at 55 King St E.", "55 King St", "55 King St E"),
        ("Walk down Main St East Side of town", "Main St", "Main St"),  # a capitalised word goes on
        ("Lives on Queen Rd. Went home", "Queen Rd", "Queen Rd"),  # no direction
    ],
)
def test_a_compass_direction_after_a_streets_type_belongs_to_it(text: str, street: str, expected: str) -> None:
    corrected = street_directions([span_at(text, street, "STREET")], text, "en")
    assert labelled(corrected, text) == [(expected, "STREET")]


_OPERATIVE_NOTE = (
    "Mr. Okafor is a 67-year-old man seen in the Surgical Clinic at St. Luke's on referral from Dr. Haddad. "
    "Patient placed supine. Open Hasson entry at the umbilicus. Fascia closed 0 Vicryl.\n{opening} x 36 h and "
    "{name}'s pain better after analgesia. Plan: home with his daughter Amaka in Leeds."
)


@pytest.mark.parametrize(
    ("word", "score", "dropped"),
    [
        ("Fascia", 0.01, True),  # a clinical word opening a sentence
        ("Afebrile", 0.45, True),  # opening a line
        ("Afebrile", 0.8, False),  # confident
        ("Hasson", 0.01, False),  # a surname of the lists
        ("Open", 0.01, False),  # before a capitalised word: maybe the first of a longer name
        ("Okafor", 0.01, False),  # after a title's full stop
    ],
)
def test_a_doubtful_unknown_capitalised_word_opening_a_sentence_is_no_name(
    word: str, score: float, dropped: bool
) -> None:
    text = _OPERATIVE_NOTE.format(opening="Afebrile", name="Steep")
    start = text.index(word, text.index("\n") if word == "Afebrile" else 0)
    span = Span(start, start + len(word), "PATIENT", "crf:names", score)
    assert drop_lower_case_guesses_in_cased_notes([span], text, "en") == ([] if dropped else [span])


def test_an_unknown_word_opening_several_lines_before_a_colon_is_kept() -> None:
    text = _OPERATIVE_NOTE.format(opening="Afebrile", name="Steep") + "\nTolu: is he ok?\nFunmi: yes\nTolu: good"
    start = text.index("Tolu")
    span = Span(start, start + len("Tolu"), "PATIENT", "crf:names", 0.1)
    assert drop_lower_case_guesses_in_cased_notes([span], text, "en") == [span]
    heading = text + "\nMicroscopic: sections show"  # a section's heading opens one line
    start = heading.index("Microscopic")
    span = Span(start, start + len("Microscopic"), "PATIENT", "crf:names", 0.1)
    assert drop_lower_case_guesses_in_cased_notes([span], heading, "en") == []


def test_an_unknown_word_owning_what_follows_is_kept() -> None:
    text = _OPERATIVE_NOTE.format(opening="Afebrile", name="Steep").replace(" and Steep's", ".\nSteep's")
    start = text.index("Steep")
    span = Span(start, start + len("Steep"), "PATIENT", "crf:names", 0.1)
    assert drop_lower_case_guesses_in_cased_notes([span], text, "en") == [span]


@pytest.mark.parametrize(
    ("text", "piece", "dropped"),
    [
        ("Referred by: GP, Dr Declan Moran", "GP", True),
        ("Metformin - HOLD (contrast CT planned)", "CT", True),
        ("Is it possible TB?? She used to work", "TB", True),
        ("given w/ good effect. BO x1. Voiding well.", "BO", True),
        ("Anesthesia: Dr. Lachance - GA/ETT", "GA", True),
        ("Lives at 12 Elm St, Hartford, CT 06106", "CT", False),  # a state after a town
        ("Moved from Detroit MI last year.", "MI", False),
        ("Thanks for seeing him.\n-GP\n", "GP", False),  # initials signing
    ],
)
def test_a_learned_two_letter_clinical_abbreviation_is_dropped(text: str, piece: str, dropped: bool) -> None:
    span = span_at(text, piece, "CITY")
    span = Span(span.start, span.end, "CITY", "crf:names", 0.9)
    assert drop_two_letter_abbreviations([span], text, "en") == ([] if dropped else [span])


def test_a_rules_two_letter_span_stays() -> None:
    text = "Referred by: GP, Dr Declan Moran"
    span = Span(13, 15, "DOCTOR", "rules:signature_initials_after_dash", 0.7)
    assert drop_two_letter_abbreviations([span], text, "en") == [span]


@pytest.mark.parametrize(
    ("text", "occupation", "expected"),
    [
        ("Su padre, obrero de frigorífico, vive solo", "obrero", "obrero de frigorífico"),
        ("y su tío, operario de cadena de montaje.", "operario de cadena", "operario de cadena de montaje"),
        ("Es comerciante en tianguis desde joven", "comerciante", "comerciante en tianguis"),
        ("Trabaja como vendedora ambulante de tintos.", "vendedora", "vendedora ambulante de tintos"),
        ("Yo trabajo de limpiadora en la residencia Nuestra Señora", "limpiadora", "limpiadora"),  # a workplace
        ("El padre, militar en activo, sin antecedentes", "militar", "militar"),  # a state
        ("Enfermera de noche, refiere cansancio", "Enfermera", "Enfermera"),  # a time
        ("profesora de su hijo pequeño", "profesora", "profesora"),  # a possessive
    ],
)
def test_a_spanish_occupation_takes_its_complement(text: str, occupation: str, expected: str) -> None:
    corrected = occupation_complements([span_at(text, occupation, "PROFESSION")], text, "es")
    assert labelled(corrected, text) == [(expected, "PROFESSION")]


def test_an_occupations_complement_stops_where_another_span_starts() -> None:
    text = "obrero de frigorífico"
    spans = [span_at(text, "obrero", "PROFESSION"), span_at(text, "frigorífico", "ORGANIZATION")]
    assert occupation_complements(spans, text, "es") == spans


@pytest.mark.parametrize(
    ("word", "dropped"),
    [("Hi", True), ("Good", True), ("Maria", False)],  # a name may open a turn
)
def test_an_ordinary_word_opening_a_transcripts_turn_is_no_speakers_name(word: str, dropped: bool) -> None:
    text = f"Dr: {word}, can you hear me okay?\nPt: Yes, I can hear you."
    span = Span(4, 4 + len(word), "DOCTOR", "crf:names", 0.9)
    assert drop_ordinary_words([span], text, "en") == ([] if dropped else [span])


@pytest.mark.parametrize(
    ("text", "piece", "dropped"),
    [
        ("stepped down to oral on day 3.", "day 3", True),
        ("a 3-day history of fever", "day", True),
        ("hydroxyurea 15 mg/kg/day, folic acid", "day", True),
        ("seen the same day by ortho", "same day", True),
        ("closed for Labor Day weekend", "Day", False),  # a holiday's word
    ],
)
def test_a_learned_date_that_counts_days_is_dropped(text: str, piece: str, dropped: bool) -> None:
    span = span_at(text, piece, "DATE")
    span = Span(span.start, span.end, "DATE", "crf:quantitative", 0.9)
    assert drop_day_counts([span], text, "en") == ([] if dropped else [span])


@pytest.mark.parametrize(
    ("text", "piece", "dropped"),
    [
        ("Session 4 of 8 - 21/08/2023", "4", True),  # a count out of a total
        ("Metastatic carcinoma in 3 of 18 lymph nodes", "3 of 18", True),
        ("Visit #: 6 of 12", "12", True),
        ("Suture marks 12 o'clock. Inked", "12", True),  # a clock face
        ("EDD: 14/09/2024   Gestation: 28+5", "28", True),  # weeks and days of a pregnancy
        ("Comments (14)\nmairead_k: Thinking of you", "14", True),  # a post's count of comments
        ("seen on 4 of March", "4 of March", False),  # a date
        ("EDD: 14/09/2024   Gestation: 28+5", "14/09/2024", False),
        ("Exam: Wt 10.1 kg (25th %ile), Ht 80 cm", "25", True),  # a growth chart's centile
        ("Exam: Wt 10.1 kg (25th %ile), Ht 80 cm", "th", True),
        ("dropped from the 15th to below the 3rd centile over", "15th", True),
        ("dropped from the 15th to below the 3rd centile over", "3rd", True),
        ("Born on the 15th and seen on the 3rd of June", "15th", False),  # dates
    ],
)
def test_a_learned_number_counting_a_total_a_clock_face_or_a_gestation_is_dropped(
    text: str, piece: str, dropped: bool
) -> None:
    found = span_at(text, piece, "DATE")
    span = Span(found.start, found.end, "DATE", "crf:quantitative", 0.3)
    assert drop_counts_clock_faces_and_gestations([span], text, "en") == ([] if dropped else [span])
    assert drop_counts_clock_faces_and_gestations([span], text, "es") == [span]


@pytest.mark.parametrize(
    ("text", "person", "label", "dropped"),
    [
        ("Reported by: Dr Kwame Asante, Consultant Histopathologist", "Kwame Asante", "DOCTOR", True),
        ("Mr Alasdair Munro, Consultant Orthopaedic Surgeon", "Alasdair Munro", "DOCTOR", True),
        ("Caoimhe Doyle, Medical Social Worker, bleep 4471", "Caoimhe Doyle", "PATIENT", True),
        ("Her husband Tom Reyes, Social Worker, lives with her", "Tom Reyes", "NAME-RELATIVE", False),  # a relative's
        ("Seen with Tom Reyes, Truck Driver", "Tom Reyes", "PATIENT", False),  # no clinician's grade
    ],
)
def test_a_learned_clinicians_role_after_their_name_is_dropped(
    text: str, person: str, label: str, dropped: bool
) -> None:
    name = span_at(text, person, label)
    start = name.end + 2
    end = text.find(",", start) if text.find(",", start) > 0 else len(text)
    learned = Span(start, end, "ORGANIZATION", "crf:names", 0.02)
    corrected = drop_roles_after_clinicians([name, learned], text, "en")
    assert corrected == ([name] if dropped else [name, learned])


@pytest.mark.parametrize(
    ("text", "role", "dropped"),
    [
        ("Yours faithfully,\n\nDr Ifeanyi Okafor\nMedical Officer", "Medical Officer", True),
        ("Dr Josefina Abad-Santos, FPCR\nRadiologist", "Radiologist", True),  # degrees after the name
        ("With thanks,\n\nS. Angove\nStaff Nurse", "Staff Nurse", True),
        ("Follow up in December.\n\nDr O. Blackwood, Paediatric Registrar", "Paediatric", True),  # the role's start
        ("My son\nTom Reyes\nTeacher", "Teacher", False),  # a relative's occupation
        ("Dr Ifeanyi Okafor\n\nMedical Officer", "Medical Officer", False),  # a line apart
        ("Dr Ifeanyi Okafor\nMedical Officer at Lagos", "Medical Officer", False),  # the line goes on
    ],
)
def test_a_learned_role_under_a_clinicians_signature_is_dropped(text: str, role: str, dropped: bool) -> None:
    person = re.search(r"(?<=Dr )[A-Z][\w.-]*(?: [A-Z][\w.-]*)*|S\. Angove|Tom Reyes", text)
    assert person is not None
    label = "NAME-RELATIVE" if "son" in text else "DOCTOR"
    name = Span(*person.span(), label, "crf:names", 0.9)
    found = span_at(text, role, "ORGANIZATION")
    learned = Span(found.start, found.end, "ORGANIZATION", "crf:names", 0.1)
    corrected = drop_roles_after_clinicians([name, learned], text, "en")
    assert corrected == ([name] if dropped else [name, learned])


def test_a_role_opening_a_line_before_a_colon_is_no_name() -> None:
    text = "Encounter date: 02/07/2024\nPharmacist: Rebecca Lindqvist, PharmD"
    found = span_at(text, "Pharmacist", "PROFESSION")
    role = Span(found.start, found.end, "PROFESSION", "crf:names", 0.02)
    assert drop_roles_after_clinicians([role], text, "en") == []
