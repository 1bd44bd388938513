from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.merge.union import merge_by_role, merge_rules_first, merge_union

NOTE = "Call Dr. Ana Ruiz at 555-0199 on 03/04/2021."


def texts(spans: list[Span]) -> list[tuple[str, str, str]]:
    return [(NOTE[s.start : s.end], s.label, s.source) for s in spans]


def test_merge_rules_first_drops_crf_spans_overlapping_a_rule_span() -> None:
    rules = [Span(21, 29, "PHONE", "rules:phone")]
    quantitative = [Span(21, 25, "DATE", "crf:quantitative", 0.6), Span(33, 43, "DATE", "crf:quantitative", 0.9)]
    names = [Span(9, 17, "DOCTOR", "crf:names", 0.8)]
    merged = merge_rules_first(rules, [quantitative, names])
    assert texts(merged) == [
        ("Ana Ruiz", "DOCTOR", "crf:names"),
        ("555-0199", "PHONE", "rules:phone"),
        ("03/04/2021", "DATE", "crf:quantitative"),
    ]
    assert merged[0].score == 0.8


def test_merge_rules_first_keeps_overlapping_spans_of_the_two_crfs() -> None:
    quantitative = [Span(9, 12, "DATE", "crf:quantitative")]
    names = [Span(9, 17, "DOCTOR", "crf:names")]
    assert texts(merge_rules_first([], [quantitative, names])) == [
        ("Ana", "DATE", "crf:quantitative"),
        ("Ana Ruiz", "DOCTOR", "crf:names"),
    ]


def test_merge_rules_first_drops_crf_span_inside_a_long_rule_span_that_started_earlier() -> None:
    rules = [Span(0, 40, "STREET", "rules:street"), Span(5, 8, "DATE", "rules:date")]
    crf = [Span(30, 33, "CITY", "crf:names"), Span(41, 43, "CITY", "crf:names")]
    assert [(s.start, s.end) for s in merge_rules_first(rules, [crf])] == [(0, 40), (5, 8), (41, 43)]


def test_merge_union_collapses_identical_spans_to_the_best_scored() -> None:
    merged = merge_union([[Span(9, 17, "DOCTOR", "crf:names", 0.4)], [Span(9, 17, "DOCTOR", "rules:dr", 0.9)]])
    assert merged == [Span(9, 17, "DOCTOR", "rules:dr", 0.9)]


@pytest.mark.parametrize(("name", "expected"), [("rules-first", 1), ("union", 2)])
def test_merge_policy_by_name(name: str, expected: int) -> None:
    by_role = {"rules": [[Span(0, 4, "PHONE", "rules:x")]], "model": [[Span(2, 6, "DATE", "crf:quantitative")]]}
    assert len(merge_by_role(name, by_role)) == expected


def test_merge_policy_unknown_name_lists_valid_ones() -> None:
    with pytest.raises(UnknownComponentError, match="rules-first"):
        merge_by_role("vote", {})


@pytest.mark.parametrize("policy", ["rules-first", "crf-first"])
def test_user_spans_win_over_rules_and_models_under_either_precedence(policy: str) -> None:
    by_role = {
        "user": [[Span(0, 8, "PATIENT", "known:name")]],
        "model": [[Span(0, 12, "DOCTOR", "crf:names")]],
        "rules": [[Span(4, 8, "CITY", "rules:x"), Span(20, 24, "DATE", "rules:y")]],
    }
    assert [(s.label, s.source) for s in merge_by_role(policy, by_role)] == [
        ("PATIENT", "known:name"),
        ("DATE", "rules:y"),
    ]


spans = st.builds(
    lambda start, length, label: Span(start, start + length, label, "t"),
    st.integers(0, 50),
    st.integers(1, 10),
    st.sampled_from(["DATE", "PHONE", "CITY"]),
)


@given(st.lists(spans, max_size=8), st.lists(spans, max_size=8), st.lists(spans, max_size=8))
def test_merge_rules_first_matches_the_quadratic_definition(rules: list[Span], a: list[Span], b: list[Span]) -> None:
    merged = merge_rules_first(rules, [a, b])
    expected = {(s.start, s.end, s.label) for s in rules} | {
        (s.start, s.end, s.label) for s in a + b if not any(s.overlaps(r) for r in rules)
    }
    assert {(s.start, s.end, s.label) for s in merged} == expected
    assert merged == sorted(merged, key=lambda s: (s.start, s.end, s.label, s.source))


def test_crf_first_keeps_crf_spans_and_fills_gaps_with_rules() -> None:
    from phiscrub.merge.union import merge_crf_first

    # "Hospital La Paz, Madrid": the CRF finds the hospital with its boundaries, a rule a shorter overlapping match
    crf = [Span(0, 15, "HOSPITAL", source="crf:names")]
    rules = [Span(9, 15, "HOSPITAL", source="rules:es_hospital"), Span(17, 23, "CITY", source="rules:es_city")]
    merged = merge_crf_first(rules, [crf])
    assert [(s.start, s.end, s.source) for s in merged] == [(0, 15, "crf:names"), (17, 23, "rules:es_city")]


@pytest.mark.parametrize("policy", ["rules-first", "crf-first", "union"])
def test_a_supplement_only_adds_the_characters_the_others_left_untagged(policy: str) -> None:
    # NOTE = "Call Dr. Ana Ruiz at 555-0199 on 03/04/2021."
    by_role = {
        "model": [[Span(9, 12, "DOCTOR", "crf:names")]],  # "Ana"
        "rules": [[Span(21, 29, "PHONE", "rules:phone")]],
        "supplement": [
            [
                Span(9, 17, "PATIENT", "transformer"),  # "Ana Ruiz": keeps "Ruiz", the CRF's type stays on "Ana"
                Span(21, 24, "DATE", "transformer"),  # inside the rule's phone number: adds nothing
                Span(33, 44, "DATE", "transformer"),  # "03/04/2021." found by no one else: kept whole
            ]
        ],
    }
    assert texts(merge_by_role(policy, by_role, NOTE)) == [
        ("Ana", "DOCTOR", "crf:names"),
        ("Ruiz", "PATIENT", "transformer"),
        ("555-0199", "PHONE", "rules:phone"),
        ("03/04/2021.", "DATE", "transformer"),
    ]


def test_a_supplement_piece_of_punctuation_only_is_left_out() -> None:
    by_role = {"model": [[Span(33, 43, "DATE", "crf:quantitative")]], "supplement": [[Span(33, 44, "DATE", "tr")]]}
    assert texts(merge_by_role("crf-first", by_role, NOTE)) == [("03/04/2021", "DATE", "crf:quantitative")]
    # without the text the merge cannot tell, and keeps the piece
    assert len(merge_by_role("crf-first", by_role)) == 2


@given(st.lists(spans, max_size=8), st.lists(spans, max_size=8))
def test_a_supplement_adds_exactly_its_uncovered_characters_and_overlaps_nothing(
    others: list[Span], extra: list[Span]
) -> None:
    def covered(found: list[Span]) -> set[int]:
        return {i for span in found for i in range(span.start, span.end)}

    without = merge_by_role("crf-first", {"model": [others]})
    with_supplement = merge_by_role("crf-first", {"model": [others], "supplement": [extra]})
    assert covered(with_supplement) == covered(without) | covered(extra)
    added = [span for span in with_supplement if span not in without]
    assert not any(a.overlaps(b) for a in added for b in without)


def test_a_supplement_around_a_covered_word_keeps_both_sides() -> None:
    text = "Seen with Ana Ruiz Gil today."
    by_role = {"model": [[Span(14, 18, "DOCTOR", "crf:names")]], "supplement": [[Span(10, 22, "PATIENT", "tr")]]}
    merged = merge_by_role("crf-first", by_role, text)
    assert [(text[s.start : s.end], s.label) for s in merged] == [
        ("Ana", "PATIENT"),
        ("Ruiz", "DOCTOR"),
        ("Gil", "PATIENT"),
    ]


def test_a_doubtful_crf_span_gives_way_to_a_confident_one_of_another_type() -> None:
    note = "Last seen by Dr. Pruitt in March. Call 476 452 6523, fax 476 452 6524."
    march, phone = note.index("March"), note.index("476 452 6523")
    quantitative = [
        Span(march, march + 5, "DATE", "crf:quantitative", 0.604),
        Span(phone, phone + 12, "PHONE", "crf:quantitative", 0.999),
    ]
    names = [  # the recall operating point's relabelling: mean marginals far below one half
        Span(march, march + 5, "CITY", "crf:names", 0.009),
        Span(phone, phone + 17, "STREET", "crf:names", 0.002),  # runs on over ", fax"
        Span(note.index("Pruitt"), note.index("Pruitt") + 6, "DOCTOR", "crf:names", 0.31),  # doubtful, alone: kept
    ]
    merged = merge_by_role("crf-first", {"model": [quantitative, names]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [
        ("Pruitt", "DOCTOR"),
        ("March", "DATE"),
        ("476 452 6523", "PHONE"),
        (", fax", "STREET"),  # what no confident span covers stays covered (the "correct" step trims the comma)
    ]
    assert next(s for s in merged if s.label == "STREET").score == 0.002


def test_doubtful_and_confident_spans_of_one_type_are_both_kept() -> None:
    from phiscrub.merge.union import doubtful_trimmed

    spans = [Span(9, 17, "DOCTOR", "crf:names", 0.2), Span(9, 12, "DOCTOR", "crf:quantitative", 0.9)]
    assert doubtful_trimmed(spans, NOTE) == sorted(spans, key=lambda s: (s.start, s.end))


scored_spans = st.builds(
    lambda start, length, label, score: Span(start, start + length, label, "crf", score),
    st.integers(0, 30),
    st.integers(1, 10),
    st.sampled_from(["DATE", "PHONE", "CITY"]),
    st.sampled_from([0.001, 0.3, 0.5, 0.9]),
)


@given(st.lists(scored_spans, max_size=8))
def test_trimming_doubtful_spans_keeps_every_letter_and_digit_covered(spans: list[Span]) -> None:
    from phiscrub.merge.union import DOUBTFUL, doubtful_trimmed

    text = "Ab1 cd2 ef3 gh4 ij5 kl6 mn7 op8 qr9 st0 uv1"

    def covered(found: list[Span]) -> set[int]:
        return {i for s in found for i in range(s.start, s.end) if i < len(text) and text[i].isalnum()}

    trimmed = doubtful_trimmed(spans, text)
    assert covered(trimmed) == covered(spans)

    def confident(found: list[Span]) -> set[tuple[int, int, str]]:
        return {(s.start, s.end, s.label) for s in found if s.score is not None and s.score >= DOUBTFUL}

    assert confident(trimmed) == confident(spans)  # a confident span is never touched
    for doubtful in (s for s in trimmed if s.score is not None and s.score < DOUBTFUL):
        assert not any(doubtful.overlaps(Span(*c, "crf")) and doubtful.label != c[2] for c in confident(trimmed))


@given(st.lists(scored_spans, max_size=10), st.lists(scored_spans, max_size=10))
def test_clashing_doubtful_spans_are_those_of_the_quadratic_definition(
    doubtful: list[Span], confident: list[Span]
) -> None:
    from phiscrub.document import span_position
    from phiscrub.merge.union import _clashing

    ordered = sorted(confident, key=span_position)
    expected = {k for k, d in enumerate(doubtful) if any(d.overlaps(c) and d.label != c.label for c in ordered)}
    assert _clashing(doubtful, ordered) == expected


def test_under_crf_first_a_doubtful_crf_span_gives_way_to_a_rule_span_no_confident_one_overlaps() -> None:
    note = "Son Ethan visits on Sundays. Seen 3/4/2021 by Dr. Ana Ruiz."
    sundays, date = note.index("Sundays"), note.index("3/4/2021")
    rules = [Span(sundays, sundays + 7, "DATE", "rules:date_weekday", 0.85), Span(date, date + 8, "DATE", "rules:d")]
    names = [
        Span(sundays, sundays + 7, "ORGANIZATION", "crf:names", 0.02),  # doubtful: gives way to the rule's DATE
        Span(date, date + 3, "DATE", "crf:names", 0.3),  # doubtful, same label: gives way too, the rule covers more
    ]
    quantitative = [Span(note.index("Ana"), note.index("Ana") + 8, "DOCTOR", "crf:quantitative", 0.99)]
    merged = merge_by_role("crf-first", {"rules": [rules], "model": [names, quantitative]}, note)
    assert [(note[s.start : s.end], s.label, s.source) for s in merged] == [
        ("Sundays", "DATE", "rules:date_weekday"),
        ("3/4/2021", "DATE", "rules:d"),
        ("Ana Ruiz", "DOCTOR", "crf:quantitative"),
    ]
    # a rule span that a confident learned span overlaps is dropped as before; the doubtful one keeps its piece "days"
    confident = [Span(sundays, sundays + 3, "DATE", "crf:quantitative", 0.9)]
    merged = merge_by_role("crf-first", {"rules": [rules[:1]], "model": [names[:1], confident]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Sun", "DATE"), ("days", "ORGANIZATION")]


def test_under_crf_first_a_greeted_name_gives_way_to_a_doubtful_learned_span_and_fills_where_none_is() -> None:
    note = "Hi Samyar,\nAttached is the rota. Thank you Mia for it."
    samyar, mia = note.index("Samyar"), note.index("Mia")
    rules = [Span(samyar, samyar + 6, "PATIENT", "rules:name_after_greeting", 0.65)]
    rules.append(Span(mia, mia + 3, "PATIENT", "rules:name_after_greeting", 0.65))
    names = [Span(samyar, samyar + 6, "DOCTOR", "crf:names", 0.33)]  # doubtful: keeps its label all the same
    merged = merge_by_role("crf-first", {"rules": [rules], "model": [names]}, note)
    assert [(note[s.start : s.end], s.label, s.source) for s in merged] == [
        ("Samyar", "DOCTOR", "crf:names"),
        ("Mia", "PATIENT", "rules:name_after_greeting"),
    ]


def test_under_crf_first_an_identifier_rule_span_replaces_the_learned_pieces_inside_it() -> None:
    note = "Driver's license S530-4512-7781. Lives at 81 Highland Ave, Salem."
    licence, street = note.index("S530"), note.index("81 Highland")
    rules = [
        Span(licence, licence + 14, "LICENSE", "rules:drivers_license", 0.9),
        Span(street, street + 15, "STREET", "rules:street", 0.85),
    ]
    quantitative = [
        Span(licence, licence + 1, "PHONE", "crf:quantitative", 0.31),
        Span(licence + 1, licence + 14, "PHONE", "crf:quantitative", 0.87),
    ]
    names = [
        Span(street, street + 2, "DOCTOR", "crf:names", 0.02),
        Span(street + 3, street + 15, "CITY", "crf:names", 0.89),
        Span(note.index("Salem"), note.index("Salem") + 5, "CITY", "crf:names", 0.97),
    ]
    merged = merge_by_role("crf-first", {"rules": [rules], "model": [quantitative, names]}, note)
    assert [(note[s.start : s.end], s.label, s.source) for s in merged] == [
        ("S530-4512-7781", "LICENSE", "rules:drivers_license"),
        ("81 Highland Ave", "STREET", "rules:street"),
        ("Salem", "CITY", "crf:names"),
    ]


def test_under_crf_first_a_name_before_a_degree_replaces_a_learned_place_inside_it() -> None:
    note = "Assistant: Jae-won Park, PA-C."
    start = note.index("Jae")
    rule = Span(start, start + 12, "DOCTOR", "rules:doctor_degree", 0.85)
    piece = Span(note.index("Park"), note.index("Park") + 4, "CITY", "crf:names", 0.77)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[piece]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Jae-won Park", "DOCTOR")]


@pytest.mark.parametrize(
    ("source", "joined"), [("rules:doctor_degree_surname_first", True), ("rules:doctor_title", False)]
)
def test_under_crf_first_a_surname_first_signature_replaces_the_learned_pieces_of_other_labels(
    source: str, joined: bool
) -> None:
    note = "PCP: Fitzgerald, Colleen MD, Harborview Family Medicine."
    surname, given = note.index("Fitzgerald"), note.index("Colleen")
    rule = Span(surname, given + 7, "DOCTOR", source, 0.85)
    pieces = [
        Span(surname, surname + 10, "ORGANIZATION", "crf:names", 0.49),
        Span(given, given + 7, "DOCTOR", "crf:names", 0.73),
    ]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [pieces]}, note)
    expected = (
        [("Fitzgerald, Colleen", "DOCTOR")] if joined else [("Fitzgerald", "ORGANIZATION"), ("Colleen", "DOCTOR")]
    )
    assert [(note[s.start : s.end], s.label) for s in merged] == expected


def test_under_crf_first_a_handle_replaces_a_learned_name_that_only_adds_its_at_sign() -> None:
    note = "omg just saw @jessica_m at the mall"
    handle = note.index("jessica_m")
    rule = Span(handle, handle + 9, "USERNAME", "rules:username_at_handle", 0.85)
    learned = Span(handle - 1, handle + 7, "PATIENT", "crf:names", 0.93)  # "@jessica": "_m" would stay
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("jessica_m", "USERNAME")]
    # a learned span reaching past the rule over a word stays first
    wider = Span(handle - 1, note.index(" the mall"), "PATIENT", "crf:names", 0.93)
    assert merge_by_role("crf-first", {"rules": [[rule]], "model": [[wider]]}, note) == [wider]


def test_under_crf_first_a_spanish_patient_field_replaces_the_learned_places_inside_it() -> None:
    note = "Paciente: Gómez, Luciana Beatriz. DNI 32.456.789"
    surname, given = note.index("Gómez"), note.index("Luciana")
    rule = Span(surname, note.index(". DNI"), "PATIENT", "rules:es_paciente", 0.9)
    pieces = [
        Span(surname, surname + 5, "CITY", "crf:names", 0.6),
        Span(given, note.index(". DNI"), "CITY", "crf:names", 0.5),
    ]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [pieces]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Gómez, Luciana Beatriz", "PATIENT")]


@pytest.mark.parametrize(
    ("note", "name", "source", "label", "piece"),
    [
        (
            "Usuario: Washington Daniel Olivera Píriz   CI 3.812.447-6",
            "Washington Daniel Olivera Píriz",
            "rules:es_paciente_nombre_desconocido",
            "PATIENT",
            "Washington Daniel",
        ),
        (
            "escolarizada en el CEIP Virgen de la Vega de Salamanca, que acude",
            "CEIP Virgen de la Vega de Salamanca",
            "rules:es_centro_educativo",
            "ORGANIZATION",
            "Virgen de la Vega de Salamanca",
        ),
        (
            "Próxima visita: 09/11/2023.\nEnfermera: Ainhoa Sancho Lasheras",
            "Ainhoa Sancho Lasheras",
            "rules:es_sanitario_nombre_desconocido",
            "DOCTOR",
            "Ainhoa Sancho",
        ),
        (
            "HOSPITAL DOCENTE UNIVERSITARIO DR. DARÍO CONTRERAS\nSANTO DOMINGO",
            "HOSPITAL DOCENTE UNIVERSITARIO DR. DARÍO CONTRERAS",
            "rules:es_hospital_mayusculas",
            "HOSPITAL",
            "DARÍO CONTRERAS",
        ),
        (
            "Lactante de 7 meses, Derlis Ramón Benítez Aquino, HC 245781",
            "Derlis Ramón Benítez Aquino",
            "rules:es_nombre_tras_edad",
            "PATIENT",
            "Ramón Benítez Aquino",
        ),
        (
            "came to Rosie's Diner on Main St",
            "Rosie's Diner",
            "rules:venue_in_possessive",
            "ORGANIZATION",
            "Rosie",
        ),
    ],
)
def test_under_crf_first_a_spanish_field_or_school_replaces_the_learned_place_inside_it(
    note: str, name: str, source: str, label: str, piece: str
) -> None:
    rule = Span(note.index(name), note.index(name) + len(name), label, source, 0.85)
    learned = Span(note.index(piece), note.index(piece) + len(piece), "CITY", "crf:names", 0.7)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [(name, label)]


def test_under_crf_first_a_rule_span_replaces_a_learned_piece_of_its_label_that_leaves_words_out() -> None:
    note = "Contacto: Av. Corrientes 1234."
    street = note.index("Av.")
    rule = Span(street, street + len("Av. Corrientes 1234"), "STREET", "rules:es_calle", 0.85)
    learned = Span(street, street + 3, "STREET", "crf:names", 0.5)  # "Av." alone: "Corrientes 1234" would stay
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Av. Corrientes 1234", "STREET")]


def test_under_crf_first_a_postcode_rule_span_cuts_the_learned_span_reaching_into_it() -> None:
    note = "GP: Abbey Road Surgery, London NW8 9AY. Seen today."
    city, code = note.index("London"), note.index("NW8")
    rule = Span(code, code + 7, "ZIP", "rules:postcode", 0.85)
    learned = Span(city, code + 2, "CITY", "crf:names", 0.51)  # "London NW": the tokenizer splits "NW8"
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("London", "CITY"), ("NW8 9AY", "ZIP")]


@pytest.mark.parametrize(
    ("learned", "why"),
    [
        ([(0, 14, "IDNUM", 0.9)], "one learned span as wide as the rule's"),
        ([(0, 20, "PHONE", 0.9)], "a learned span reaching outside the rule's over a word"),
        ([(0, 1, "LICENSE", 0.9), (1, 14, "LICENSE", 0.9)], "pieces of the rule's own label"),
    ],
)
def test_under_crf_first_the_learned_spans_stay_otherwise(learned: list[tuple[int, int, str, float]], why: str) -> None:
    note = "S530-4512-7781, seen"
    rule = Span(0, 14, "LICENSE", "rules:drivers_license", 0.9)
    model = [Span(start, end, label, "crf:quantitative", score) for start, end, label, score in learned]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [model]}, note)
    assert rule not in merged, why


@pytest.mark.parametrize(
    ("note", "mention", "rule_label", "rule_source", "learned_label"),
    [
        ("Patient: Reyes, Ana   MRN 55-118-2093", "55-118-2093", "MEDICALRECORD", "rules:medical_record", "PHONE"),
        # a card's number after its scheme's name is no number of another kind
        ("SSS 34-1234567-8", "34-1234567-8", "IDNUM", "rules:national_id_number", "ACCOUNT"),
        # an e-mail address is one whatever a CRF read it as
        (
            "FAX +1-555-867-5311. EMAIL J.DOE+CLINIC@EXAMPLE.ORG.",
            "J.DOE+CLINIC@EXAMPLE.ORG",
            "EMAIL",
            "rules:email",
            "FAX",
        ),
    ],
)
def test_under_crf_first_a_rule_label_its_keyword_or_shape_tells_wins_over_a_learned_span_as_wide(
    note: str, mention: str, rule_label: str, rule_source: str, learned_label: str
) -> None:
    start = note.index(mention)
    rule = Span(start, start + len(mention), rule_label, rule_source, 0.95)
    learned = Span(start, start + len(mention), learned_label, "crf:quantitative", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [(mention, rule_label)]


def test_under_crf_first_a_learned_identifier_as_wide_as_the_rules_stays() -> None:
    note = "Patient: Reyes, Ana   MRN 55-118-2093"
    number = note.index("55-118")
    rule = Span(number, number + 11, "MEDICALRECORD", "rules:medical_record", 0.95)
    learned = Span(number, number + 11, "IDNUM", "crf:quantitative", 1.0)
    assert merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note) == [learned]


def test_under_crf_first_a_rule_span_over_a_line_break_or_of_another_label_never_replaces_learned_pieces() -> None:
    note = "Boston MA 57630\n\nDear Dr Smith"
    rule = Span(note.index("57630"), len(note) - 6, "STREET", "rules:street", 0.85)
    model = [
        Span(note.index("57630"), note.index("57630") + 5, "ZIP", "crf:quantitative", 0.99),
        Span(note.index("Dr"), note.index("Dr") + 2, "DOCTOR", "crf:names", 0.1),
    ]
    assert rule not in merge_by_role("crf-first", {"rules": [[rule]], "model": [model]}, note)


def test_under_crf_first_a_date_rule_span_extends_the_learned_date_it_reaches_past() -> None:
    note = "Acude el 3 de marzo de 2023 con su hijo."
    rule = Span(note.index("3 de"), note.index(" de 2023"), "DATE", "rules:es_fecha_dia_mes", 0.9)
    learned = Span(note.index("marzo"), note.index(" con"), "DATE", "crf:quantitative", 0.96)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label, s.source, s.score) for s in merged] == [
        ("3 de marzo de 2023", "DATE", "crf:quantitative+rules:es_fecha_dia_mes", 0.96)
    ]


def test_under_crf_first_a_date_rule_span_joins_learned_pieces_with_only_white_space_between() -> None:
    note = "DOB: 3rd of May 1948"
    rule = Span(note.index("3rd"), len(note), "DATE", "rules:date_day_month_year", 0.9)
    pieces = [
        Span(note.index("3rd"), note.index(" May"), "DATE", "crf:quantitative", 0.41),
        Span(note.index("May"), len(note), "DATE", "crf:quantitative", 0.78),
    ]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [pieces]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("3rd of May 1948", "DATE")]


@pytest.mark.parametrize(
    ("note", "source", "learned_label", "expected"),
    [
        ("Nombre: JOSÉ ANTONIO MARTÍNEZ SORIANO    NHC: 1122334", "rules:es_nombre", "DOCTOR", "PATIENT"),
        ("Patient: Doe, Jane   DOB: 04/01/1962", "rules:patient_attribute", "CITY", "PATIENT"),
    ],
)
def test_under_crf_first_a_patient_field_rule_relabels_the_learned_name_as_wide(
    note: str, source: str, learned_label: str, expected: str
) -> None:
    value = note.split(":", 1)[1].split("  ")[0].strip()
    start = note.index(value)
    rule = Span(start, start + len(value), "PATIENT", source, 0.95)
    learned = Span(start, start + len(value), learned_label, "crf:names", 0.91)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [(value, expected)]


def test_under_crf_first_a_patient_field_rule_span_extends_the_learned_name_to_the_surname_first() -> None:
    note = "PATIENT: DOE, JANE M.   DOB: 04/01/1962"
    rule = Span(note.index("DOE"), note.index("   DOB"), "PATIENT", "rules:patient_attribute", 0.85)
    learned = Span(note.index("JANE"), note.index("   DOB"), "PATIENT", "crf:names", 0.92)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("DOE, JANE M.", "PATIENT")]


def test_under_crf_first_a_spanish_name_field_rule_span_extends_the_learned_surnames_to_the_given_name() -> None:
    note = "Nombre: FERRER CLIMENT, VICENTE     NHC: 4471203"
    rule = Span(note.index("FERRER"), note.index("     NHC"), "PATIENT", "rules:es_nombre", 0.95)
    learned = Span(note.index("FERRER"), note.index(", VICENTE"), "PATIENT", "crf:names", 0.92)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("FERRER CLIMENT, VICENTE", "PATIENT")]


@pytest.mark.parametrize(
    ("note", "learned_part", "name"),
    [
        (
            "Dr. Luis Alejandro Carrillo Bracho – MPPS 84.117",
            "Luis Alejandro Carrillo",
            "Luis Alejandro Carrillo Bracho",
        ),
        ("Firmado: Dra. M. Fernanda Olvera Cruz, Pediatría", "Fernanda Olvera Cruz", "M. Fernanda Olvera Cruz"),
    ],
)
def test_under_crf_first_a_spanish_title_rule_span_extends_the_learned_clinician(
    note: str, learned_part: str, name: str
) -> None:
    rule = Span(note.index(name), note.index(name) + len(name), "DOCTOR", "rules:es_doctor_titulo", 0.9)
    start = note.index(learned_part)
    learned = Span(start, start + len(learned_part), "DOCTOR", "crf:names", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [(name, "DOCTOR")]


def test_under_crf_first_a_spanish_age_field_extends_the_learned_years_to_the_months() -> None:
    note = "Edad: 3 años 4 meses          Cédula: 1-0744-0918"
    rule = Span(note.index("3"), note.index(" meses") + 6, "AGE", "rules:es_edad", 0.95)
    learned = Span(note.index("3"), note.index(" 4"), "AGE", "crf:quantitative", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("3 años 4 meses", "AGE")]


def test_under_crf_first_a_relative_rule_span_extends_the_learned_relationship_to_the_name() -> None:
    note = "Vive con su hijo Lautaro (tel. 11-4567-8910)."
    rule = Span(note.index("hijo"), note.index(" (tel"), "NAME-RELATIVE", "rules:es_familiar_con_nombre", 0.85)
    learned = Span(note.index("hijo"), note.index(" Lautaro"), "NAME-RELATIVE", "crf:names", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("hijo Lautaro", "NAME-RELATIVE")]


def test_under_crf_first_a_hospital_rule_span_extends_the_learned_span_it_reaches_past() -> None:
    note = "Consulta al Servicio de Psiquiatría del Hospital Universitario de Caracas el 5 de junio"
    rule = Span(note.index("Hospital"), note.index(" el 5"), "HOSPITAL", "rules:es_hospital", 0.85)
    learned = Span(note.index("Hospital"), note.index(" Universitario"), "HOSPITAL", "crf:names", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Hospital Universitario de Caracas", "HOSPITAL")]


def test_under_crf_first_a_phone_rule_span_extends_the_learned_number_to_its_extension() -> None:
    note = "Call the office at (612) 555-0178 ext. 4 or page the fellow."
    rule = Span(note.index("(612)"), note.index(" or page"), "PHONE", "rules:phone_extension", 0.85)
    learned = Span(note.index("(612)"), note.index(". 4"), "PHONE", "crf:quantitative", 0.87)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("(612) 555-0178 ext. 4", "PHONE")]
    # not over a leading "+": MEDDOCAN leaves it out, as the learned span does
    note = "Tfno.+34 945007000 Fax: +34 945007359 E-mail"
    rule = Span(note.index("+34 945007359"), note.index(" E-mail"), "FAX", "rules:es_fax", 0.85)
    learned = Span(note.index("34 945007359"), note.index(" E-mail"), "FAX", "crf:quantitative", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [note[s.start : s.end] for s in merged] == ["34 945007359"]
    learned = Span(note.index("945007359"), note.index(" E-mail"), "FAX", "crf:quantitative", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [note[s.start : s.end] for s in merged] == ["34 945007359"]  # the country code it left out, then


def test_under_crf_first_a_relative_rule_relabels_a_learned_place_as_wide_as_it() -> None:
    note = "Acude con su nieto Adrián. Refiere dolor."
    rule = Span(note.index("nieto"), note.index(". Refiere"), "NAME-RELATIVE", "rules:es_familiar_con_nombre", 0.85)
    learned = Span(rule.start, rule.end, "CITY", "crf:names", 0.7)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("nieto Adrián", "NAME-RELATIVE")]


@pytest.mark.parametrize(
    ("note", "name", "source", "rule_label", "learned_label", "expected"),
    [
        ("Lo ve el Dr. Restrepo (Medellín).", "Restrepo", "rules:es_doctor_titulo", "DOCTOR", "CITY", "DOCTOR"),
        ("Paciente Ramón Ortega Velázquez, 81 años", "Ramón Ortega Velázquez", "rules:es_paciente", "PATIENT",
         "STREET", "PATIENT"),
        ("Seen by Dr. Orange today.", "Orange", "rules:doctor_title", "DOCTOR", "CITY", "DOCTOR"),
        ("Seen by Dr. Orange today.", "Orange", "rules:doctor_title", "DOCTOR", "PATIENT", "PATIENT"),  # a person
        ("Seen in Orange today.", "Orange", "rules:city_gazetteer", "CITY", "STREET", "STREET"),  # no naming rule
        # a role field's name is no patient either
        ("Submitting MD: J. Abernathy", "J. Abernathy", "rules:clinician_role_field", "DOCTOR", "PATIENT", "DOCTOR"),
        ("Paciente: Rodrigo Anselmo Villalba Cuesta.", "Rodrigo Anselmo Villalba Cuesta", "rules:es_paciente",
         "PATIENT", "DOCTOR", "PATIENT"),
        ("Acude Dña. Purificación Ortega Lozano.", "Purificación Ortega Lozano", "rules:es_tratamiento_de_cortesia",
         "PATIENT", "DOCTOR", "PATIENT"),
    ],
)  # fmt: skip
def test_under_crf_first_a_title_or_patient_field_rule_relabels_a_learned_place_as_wide_as_it(
    note: str, name: str, source: str, rule_label: str, learned_label: str, expected: str
) -> None:
    start = note.index(name)
    rule = Span(start, start + len(name), rule_label, source, 0.9)
    learned = Span(rule.start, rule.end, learned_label, "crf:names", 0.91)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[learned]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [(name, expected)]


def test_under_crf_first_a_title_rule_leaves_learned_pieces_alone() -> None:
    note = "Seen by Dr. Anna Orange today."
    rule = Span(note.index("Anna"), note.index(" today"), "DOCTOR", "rules:doctor_title", 0.9)
    pieces = [
        Span(note.index("Anna"), note.index(" Orange"), "DOCTOR", "crf:names", 0.9),
        Span(note.index("Orange"), note.index(" today"), "CITY", "crf:names", 0.6),
    ]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [pieces]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Anna", "DOCTOR"), ("Orange", "CITY")]


@pytest.mark.parametrize(
    ("source", "relabelled"), [("rules:es_familiar_entre_parentesis", True), ("rules:person_after_contact_cue", False)]
)
def test_under_crf_first_a_relative_rule_relabels_a_learned_person_only_after_a_relationship_word(
    source: str, relabelled: bool
) -> None:
    note = "Acude con su esposa (Guadalupe Hernández)."
    name = note.index("Guadalupe")
    rule = Span(name, name + len("Guadalupe Hernández"), "NAME-RELATIVE", source, 0.85)
    person = Span(rule.start, rule.end, "DOCTOR", "crf:names", 0.7)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[person]]}, note)
    assert [s.label for s in merged] == (["NAME-RELATIVE"] if relabelled else ["DOCTOR"])


def test_under_crf_first_a_relative_rule_span_leaves_learned_pieces_that_cover_it_apart() -> None:
    note = "acompañada de su madre Carmen y"
    rule = Span(note.index("madre"), note.index(" y"), "NAME-RELATIVE", "rules:es_familiar_con_nombre", 0.85)
    pieces = [
        Span(note.index("madre"), note.index(" Carmen"), "NAME-RELATIVE", "crf:names", 0.9),
        Span(note.index("Carmen"), note.index(" y"), "NAME-RELATIVE", "crf:names", 0.9),
    ]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [pieces]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [
        ("madre", "NAME-RELATIVE"),
        ("Carmen", "NAME-RELATIVE"),
    ]


@pytest.mark.parametrize(
    ("note", "rule_text", "rule_source", "learned_texts", "label"),
    [
        # a word between the learned pieces; a season and its year: two dates
        ("in winter of '09 he", "winter of '09", "rules:date_season_year", ["winter", "'09"], "DATE"),
        ("in fall of '14?", "fall of '14", "rules:date_season_year", ["fall of"], "DATE"),
        # names, streets and places: their rules reach into the next words
        ("Domicilio: C/ Vitruvio, 2.", "C/ Vitruvio, 2.", "rules:es_domicilio", ["C/ Vitruvio, 2"], "STREET"),
        # a learned span of another label
        ("seen 3 de marzo", "3 de marzo", "rules:es_fecha_dia_mes", ["marzo"], "CITY"),
    ],
)
def test_under_crf_first_other_rule_spans_extend_no_learned_span(
    note: str, rule_text: str, rule_source: str, learned_texts: list[str], label: str
) -> None:
    rule_label = "STREET" if label == "STREET" else "DATE"
    rule = Span(note.index(rule_text), note.index(rule_text) + len(rule_text), rule_label, rule_source, 0.9)
    learned = [Span(note.index(t), note.index(t) + len(t), label, "crf:quantitative", 0.9) for t in learned_texts]
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [learned]}, note)
    assert all(span in merged for span in learned)


def test_under_crf_first_an_institutions_head_stays_beside_a_learned_town_in_its_name() -> None:
    note = "Intervenida en 2010 en la Clínica Quirón de Málaga."
    start = note.index("Clínica")
    rule = Span(start, start + len("Clínica Quirón de Málaga"), "HOSPITAL", "rules:es_hospital", 0.85)
    town = Span(note.index("Málaga"), note.index("Málaga") + 6, "CITY", "crf:names", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[town]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [("Clínica Quirón", "HOSPITAL"), ("Málaga", "CITY")]


def test_under_crf_first_a_learned_institution_keeps_its_own_span() -> None:
    note = "Hospital Universitario Virgen del Rocío de Sevilla."
    rule = Span(0, note.index("."), "HOSPITAL", "rules:es_hospital", 0.85)
    hospital = Span(0, note.index(" de Sevilla"), "HOSPITAL", "crf:names", 0.9)
    town = Span(note.index("Sevilla"), note.index("."), "CITY", "crf:names", 0.9)
    merged = merge_by_role("crf-first", {"rules": [[rule]], "model": [[hospital, town]]}, note)
    assert [(note[s.start : s.end], s.label) for s in merged] == [
        ("Hospital Universitario Virgen del Rocío", "HOSPITAL"),
        ("Sevilla", "CITY"),
    ]
