"""Merge policies: pure functions from the spans of several taggers to one span list, keeping provenance.

Lee et al. 2017 §3.3.4, first post-processing step: the spans of the rule tagger win over overlapping CRF spans
("the rules would produce results with higher precision than the CRFs"), while overlapping spans of the two CRF
taggers are both kept (they overlap very rarely). No policy edits a span of the user, model or rules roles: each is
one of the input spans, its `source` and `score` untouched; a span of the "supplement" role (the ensemble's
transformer) may come out trimmed to the characters the others left free.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from itertools import accumulate, pairwise
from types import MappingProxyType
from typing import Final

from phiscrub.document import Span, span_position
from phiscrub.errors import UnknownComponentError
from phiscrub.overlaps import resolve_overlaps


def _without_duplicates(spans: Iterable[Span]) -> list[Span]:
    """Return the spans sorted by position, one per (start, end, label), the first or best-scored."""
    best: dict[tuple[int, int, str], Span] = {}
    for span in spans:
        key = (span.start, span.end, span.label)
        kept = best.get(key)
        if kept is None or (span.score or 0.0) > (kept.score or 0.0):
            best[key] = span
    return sorted(best.values(), key=span_position)


def merge_union(spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return every span of every tagger, sorted; identical (start, end, label) spans collapse to the best one."""
    return _without_duplicates(span for spans in spans_per_tagger for span in spans)


ROLES: Final[tuple[str, ...]] = ("user", "model", "rules", "supplement")
"""The roles of a pipeline's taggers in the merge: the user's lists and known identifiers, learned models, rules,
and supplements: a model that only adds to what the others found (the transformer of the ensemble engine)."""

PRECEDENCE: Final = MappingProxyType(
    {"rules-first": ("user", "rules", "model"), "crf-first": ("user", "model", "rules"), "union": None}
)
"""Per merge policy, the roles in order of precedence (None: no precedence, every span is kept).

The user's spans (deny lists, the patient's known identifiers) always come first: they are what the user asserts.
"""

MERGE_POLICIES: Final = PRECEDENCE
"""Merge policies by name."""

DOUBTFUL: Final = 0.5
"""A learned span scoring below this (its label less likely than "O" on average: a token the recall operating point
relabelled, `CrfTagger.o_threshold`) gives way to a confident learned span it overlaps (see `merge_by_role`)."""


def merge_by_role(
    policy: str, spans_by_role: Mapping[str, Sequence[Sequence[Span]]], text: str | None = None
) -> list[Span]:
    """Return the merged spans of a pipeline's taggers, grouped by role, under merge `policy`.

    Under a precedence, every span of the first role with spans is kept; a span of a later role is kept when it
    overlaps no span of an earlier role (spans of one role never remove each other: the two CRFs' overlapping
    spans are both kept, as in Lee et al. 2017 §3.3.4). Exact duplicates collapse to the best-scored one.

    Spans of the "supplement" role come last under every policy and only add: each keeps the characters no other
    span took (`supplemented`), so a supplement never removes or retypes what the others found.

    Beyond the paper, a doubtful learned span (scoring below `DOUBTFUL`, as the CRFs' recall operating point makes
    them) that overlaps a confident learned span of another type keeps only its characters outside every confident
    learned span: "March" stays the quantitative CRF's DATE, not also the names CRF's doubtful CITY, and the
    characters no confident span covers stay covered. Under "crf-first" a doubtful learned span gives way so to a
    rule span too, where the rule span overlaps no confident learned span: "Sundays" is the rule's DATE, not the names
    CRF's doubtful ORGANIZATION. Also under "crf-first", an identifier or street rule span that holds every learned
    span it overlaps, one of another label, takes their place (`_with_wider_rule_spans`: "Driver's license
    S530-4512-7781" is one LICENSE, not a PHONE and a stray "S"), and a date, relative, hospital or patient-field rule
    span extends the learned span it reaches past (`_with_rule_extensions`: "3 de marzo" + "marzo de 2023"; "hijo" to
    "hijo Lautaro"; "JANE M." to "DOE, JANE M."), a postcode rule span cuts the learned spans reaching into it
    (`_with_exact_rule_spans`: "London NW" + "NW8 9AY"), and a Spanish institution's rule span keeps its head beside a
    learned town inside it (`_with_institution_heads`: "Clínica Quirón" + "Málaga").
    """
    if policy not in PRECEDENCE:
        raise UnknownComponentError("merge policy", policy, sorted(PRECEDENCE))
    order = PRECEDENCE[policy]
    model = [span for spans in spans_by_role.get("model", ()) for span in spans]
    rules = [span for spans in spans_by_role.get("rules", ()) for span in spans] if policy == "crf-first" else []
    if rules:
        model, rules = _with_wider_rule_spans(model, rules, text)
        model, rules = _with_rule_extensions(model, rules, text)
        model, rules = _with_exact_rule_spans(model, rules, text)
        model, rules = _with_institution_heads(model, rules, text)
    spans_by_role = {**spans_by_role, "model": [doubtful_trimmed(model, text, rules)]}
    if order is None:
        merged = merge_union([spans for role in ROLES if role != "supplement" for spans in spans_by_role.get(role, ())])
    else:
        tiers = [[span for spans in spans_by_role.get(role, ()) for span in spans] for role in order]
        merged = _without_duplicates(resolve_overlaps(tiers, outcome="drop", within_tier=False))
    return supplemented(merged, [span for spans in spans_by_role.get("supplement", ()) for span in spans], text)


_WIDE_RULE_LABELS: Final = frozenset(
    {
        *("IDNUM", "MEDICALRECORD", "ACCOUNT", "HEALTHPLAN", "LICENSE", "DEVICE", "VEHICLE", "SSN", "STREET"),
        *("USERNAME", "EMAIL"),
    }
)
"""Labels of the rule spans that may take the place of the learned pieces inside them: identifiers read whole after
their keyword, user names ("@sarah.m.lee", read by a CRF as two names), streets, and e-mail addresses ("j.doe(at)
clinic.org", read by a CRF as a name and a web address)."""
_RELABELLING_RULE_LABELS: Final = frozenset({"NAME-RELATIVE"})
"""Labels of the rule spans that take the place of one learned span as wide as them (`_rule_label_wins`), never of
learned pieces: a relative's name a CRF read as a place."""
_PROMOTED_RULE_LABELS: Final = _WIDE_RULE_LABELS | _RELABELLING_RULE_LABELS
_WIDE_RULES: Final = frozenset(
    {
        *("rules:doctor_degree", "rules:doctor_degree_surname_first", "rules:es_paciente", "rules:saints_possessive"),
        *("rules:residence_at_place", "rules:care_chain", "rules:id_with_slashes", "rules:es_empresa_por_nombre_comun"),
        *("rules:es_autor_con_filiacion", "rules:es_autores_sobre_filiacion", "rules:chat_sender"),
        *("rules:chat_handle_sender", "rules:es_sanitario_nombre_desconocido", "rules:es_hospital_mayusculas"),
        *("rules:es_nombre_tras_edad", "rules:date_holiday", "rules:date_holiday_more"),
        "rules:chat_sender_after_date_and_time",
        "rules:chat_sender_before_time",
        *("rules:es_centro_educativo", "rules:es_paciente_nombre_desconocido", "rules:venue_in_possessive"),
        *(
            "rules:es_apellidos_coma_nombre_de_pila",
            "rules:es_apellido_coma_nombre_de_pila_al_inicio",
            "rules:es_nombre",
        ),
    }
)
"""Rules (by span source) whose spans act as those of `_WIDE_RULE_LABELS`: a clinician's name before a degree, also
written surname first ("Jae-won Park, PA-C", "Fitzgerald, Colleen MD"), which a CRF reads in pieces of other labels
("Park" a city; "Fitzgerald" an organization, "Colleen" a doctor), the name in a Spanish note's patient field
("Paciente: Gómez, Luciana Beatriz", read as two cities), a saint's name in the possessive ("St. Vincent's", read as a
doubtful "St" and a patient "Vincent"), a residence named "The <grove> at <place>" ("The Arbors at Westfield", read as
an organization and a city), a care chain's site ("Fresenius Kidney Care Westside"), a number between slashes
("HP/24/11873", read as two dates), a case report's author before an affiliation's mark ("Héctor Alonso Villarreal
Garza¹", or on the line above the affiliation, read short), a Spanish company by its head word ("Banco Nacional de Costa
Rica", read as a country), who wrote a chat's line ("mariah.k: in the ER", read short), a Spanish school by its head
word ("CEIP Virgen de la Vega de Salamanca", read as a city), a venue by its owner's name ("Rosie's Diner", read as a
person and a place), a Spanish clinician's field ("Enfermera: Ainhoa Sancho Lasheras", read short), a hospital's header
line in capitals ("HOSPITAL DOCENTE UNIVERSITARIO DR. DARÍO CONTRERAS", read as a doctor), a name after the age opening
a Spanish history ("Lactante de 7 meses, Derlis Ramón Benítez Aquino,", read short) and a name in a Spanish patient's
field ("Usuario: Washington Daniel Olivera Píriz", read as a city and a patient), and a Spanish name written surnames
first before a comma or in a name's field ("GARCÍA LÓPEZ, Mª Dolores", "Nombre: Rodríguez Alvitres, Santos
Eleuterio", the surnames or a given name read as a city)."""
_NAMING_RULES: Final = frozenset(
    {
        *("rules:doctor_title", "rules:doctor_title_lower_case", "rules:es_doctor_titulo", "rules:es_paciente"),
        *("rules:clinician_role_field", "rules:es_tratamiento_de_cortesia", "rules:es_nombre_antes_de_edad"),
    }
)
"""Rules (by span source) whose spans are a person's name by what stands before it, a title ("Dr. Restrepo") or the
patient field ("Paciente Ramón Ortega Velázquez"), or after it, the age ("Oksana Kovalenko, 41 años"): they relabel
one learned place as wide as them (a CRF reads "Restrepo" as a city, a name after "Paciente" or before an age as a
street), never learned pieces."""
_ROLE_FIELD_RULES: Final = frozenset(
    {"rules:clinician_role_field", "rules:es_paciente", "rules:es_tratamiento_de_cortesia"}
)
"""Naming rules that read the person's role before the name ("Submitting MD: J. Abernathy", "Paciente: Rodrigo
Anselmo Villalba Cuesta", "Dña. Purificación Ortega Lozano"): they relabel a learned person as wide as them too (a
CRF reads an initial and a surname in a header as the patient, a Spanish name of three or four words as a doctor's)."""
_PATIENT_FIELD_RULES: Final = frozenset(
    {"rules:es_nombre", "rules:patient_attribute", "rules:patient_attribute_before_field"}
)
"""Rules (by span source) whose spans are the name a header gives as the patient's ("Nombre: JOSÉ ANTONIO MARTÍNEZ
SORIANO", "Patient: Doe, Jane"): they relabel one learned place or person as wide as them (a CRF reads a name in
capitals as a clinician's), never learned pieces."""
_PROMOTED_RULES: Final = _WIDE_RULES | _NAMING_RULES | _PATIENT_FIELD_RULES
"""Rules (by span source) whose spans may take the place of learned spans whatever their label."""
_RELABELLING_RULES: Final = (_NAMING_RULES | _PATIENT_FIELD_RULES) - _WIDE_RULES
"""Rules (by span source) whose spans relabel one learned span as wide as them, never learned pieces."""
_KEYED_ID_LABELS: Final = frozenset({"MEDICALRECORD", "ACCOUNT", "HEALTHPLAN", "LICENSE", "SSN"})
_CONTACT: Final = frozenset({"PHONE", "FAX"})
"""A number its keyword names an identifier ("MRN 55-118-2093") that a CRF read as a phone, as wide as the rule
span: the rule's label wins there too."""
_SCHEME_NUMBER_RULES: Final = frozenset(
    {"rules:health_card_number", "rules:national_id_number", "rules:national_id_card_number"}
)
"""Rules (by span source) whose keyword names a card's scheme ("OHIP", "Aadhaar", "SIN"): their label wins over a
learned phone or identifier of another kind ("SSS 34-1234567-8" read as an account)."""
_SCHEME_OVERRIDES: Final = _CONTACT | _KEYED_ID_LABELS | {"IDNUM"}
"""The learned labels a scheme's number takes the place of."""


def _overlapping(ordered: Sequence[Span], starts: Sequence[int], rule: Span) -> list[int]:
    """Return the indices of the spans of `ordered` (sorted by position; `starts`: their starts) that overlap `rule`."""
    first = bisect_left(starts, rule.start)
    while first > 0 and ordered[first - 1].end > rule.start:
        first -= 1
    return [k for k in range(first, bisect_left(starts, rule.end)) if ordered[k].end > rule.start]


def _reaches_past(learned: Span, rule: Span, text: str | None) -> bool:
    """Return whether `learned` reaches outside `rule` over a letter or digit (not over "@" or a quote alone).

    A handle's rule span leaves its "@" out ("@jessica_m" -> "jessica_m") where a CRF took "@jessica": that learned
    span lies inside the rule's but for the "@", and must give way, or "_m" would stay in the output.
    """
    if learned.start >= rule.start and learned.end <= rule.end:
        return False
    if text is None:
        return True
    outside = text[learned.start : max(learned.start, rule.start)] + text[min(learned.end, rule.end) : learned.end]
    return any(char.isalnum() for char in outside)


def _with_wider_rule_spans(
    model: Sequence[Span], rules: Sequence[Span], text: str | None
) -> tuple[list[Span], list[Span]]:
    """Return (learned spans, rule spans) with the rule spans wider than the learned pieces inside them promoted.

    A rule that reads a whole identifier after its keyword ("Driver's license S530-4512-7781") is wider than the
    pieces a CRF tags in it ("S", "530-4512-7781" as a PHONE; "81" and "Highland Ave" of "81 Highland Ave"): such a
    rule span moves among the learned spans and the pieces give way, where every learned span it overlaps lies
    inside it and one of them has another label, or all have its label and leave a letter or digit of it out ("Av."
    of "Av. Corrientes 1234"). Otherwise the learned spans stay first, as "crf-first" says: where a learned span
    reaches outside the rule span, one learned span covers it all (unless it is a phone or fax where a keyword names
    an identifier: "MRN 55-118-2093"), or the pieces have the rule's own label and cover it (`join-split-places`
    joins them); so they do against rule spans of other labels (`_WIDE_RULE_LABELS`: "winter of '09" stays two
    dates) and over a line break (a zip code and "Dear Dr" below it is no street).
    """
    ordered = sorted(model, key=span_position)
    starts = [span.start for span in ordered]
    promoted: list[Span] = []
    replaced: set[int] = set()
    for rule in rules:
        if rule.label not in _PROMOTED_RULE_LABELS and rule.source not in _PROMOTED_RULES:
            continue
        if text is not None and "\n" in text[rule.start : rule.end]:
            continue
        inside = _overlapping(ordered, starts, rule)
        if not inside or any(_reaches_past(ordered[k], rule, text) for k in inside):
            continue
        pieces = {(ordered[k].start, ordered[k].end) for k in inside}
        whole = len(pieces) == 1 and sum(end - start for start, end in pieces) >= rule.end - rule.start
        if whole and not _rule_label_wins(rule, [ordered[k] for k in inside]):
            continue  # one learned span as wide as the rule's: the learned one stays
        if (rule.label in _RELABELLING_RULE_LABELS or rule.source in _RELABELLING_RULES) and not whole:
            continue  # a relative's or a title's rule relabels one learned span; pieces are left as they are
        if all(ordered[k].label == rule.label for k in inside) and not _pieces_outside(
            [rule], [ordered[k] for k in inside], text
        ):
            continue  # pieces of the rule's own label that cover it: `join-split-places` makes them one
        promoted.append(rule)
        replaced.update(inside)
    if not promoted:
        return list(model), list(rules)
    kept = [span for k, span in enumerate(ordered) if k not in replaced]
    return [*kept, *promoted], [rule for rule in rules if rule not in promoted]


_PLACE_LABELS: Final = frozenset(
    {"CITY", "STATE", "COUNTRY", "STREET", "ZIP", "LOCATION-OTHER", "HOSPITAL", "ORGANIZATION", "DEPARTMENT"}
)
_PLACE_AND_PERSON_LABELS: Final = _PLACE_LABELS | {"DOCTOR", "PATIENT"}
_GUESSED_RELATIVE_RULES: Final = frozenset({"rules:person_after_contact_cue"})
"""Relative rules that read no relationship word ("Spoke with Muneeb"): their label is a guess, so they relabel a
learned place, never a learned person. The others ("su esposa (Guadalupe Hernández)", "mi mamá, Rosa Elvira
Quintero,", "Daughter (Chioma)") also relabel a learned doctor or patient."""


def _rule_label_wins(rule: Span, learned: Sequence[Span]) -> bool:
    """Return whether `rule` takes the place of the one learned span as wide as it.

    An e-mail address is one whatever a CRF read it as (a fax: "EMAIL J.DOE+CLINIC@EXAMPLE.ORG" in capitals, which the
    check on phones' digits then dropped). A number its keyword names an identifier is no phone ("MRN 55-118-2093"),
    a card's number after its scheme no identifier of another kind (`_SCHEME_NUMBER_RULES`),
    and a name a relative rule reads after the relationship is no place ("su nieto Adrián", "Daughter (Chioma)", read
    by a CRF as a CITY), nor a doctor or the patient ("su esposa (Guadalupe Hernández)"), unless the rule read no
    relationship word
    (`_GUESSED_RELATIVE_RULES`); a name after a title, a clinician's role or the patient field is no place
    (`_NAMING_RULES`), nor the patient after a role field (`_ROLE_FIELD_RULES`), and the name a header gives as the
    patient's is no place nor a clinician ("Nombre: JOSÉ ANTONIO MARTÍNEZ SORIANO": `_PATIENT_FIELD_RULES`).
    """
    if rule.label == "EMAIL":
        return True  # an address's shape tells it: no fax ("EMAIL J.DOE+CLINIC@EXAMPLE.ORG" read as one)
    if rule.source in _SCHEME_NUMBER_RULES:
        return all(span.label in _SCHEME_OVERRIDES for span in learned)
    if rule.label in _KEYED_ID_LABELS:
        return all(span.label in _CONTACT for span in learned)
    if rule.source in _PATIENT_FIELD_RULES:
        return all(span.label in _PLACE_AND_PERSON_LABELS for span in learned)
    if rule.source in _NAMING_RULES:
        relabelled = _PLACE_AND_PERSON_LABELS if rule.source in _ROLE_FIELD_RULES else _PLACE_LABELS
        return all(span.label in relabelled for span in learned)
    if rule.label not in _RELABELLING_RULE_LABELS:
        return False
    relabelled = _PLACE_LABELS if rule.source in _GUESSED_RELATIVE_RULES else _PLACE_AND_PERSON_LABELS
    return all(span.label in relabelled for span in learned)


_INSTITUTION_RULES: Final = frozenset({"rules:es_hospital"})
"""Rules (by span source) whose spans name an institution by its head word ("Clínica Quirón de Málaga"), where a CRF
may tag only the town in the name."""
_INSTITUTION_LABELS: Final = frozenset({"HOSPITAL", "ORGANIZATION", "DEPARTMENT"})
"""Labels of the learned spans that name the institution itself: the rule's head is then the learned span's."""
_TRAILING_PARTICLES: Final = re.compile(r"(?:[ \t]+(?:de|del|la|las|los|el|d'))+[ \t]*\Z")
"""The particles that end a rule's head before the town it names ("Clínica Quirón de" + "Málaga")."""


def _with_institution_heads(
    model: Sequence[Span], rules: Sequence[Span], text: str | None
) -> tuple[list[Span], list[Span]]:
    """Return (learned spans, rule spans) with the head of an institution's rule span kept beside a learned town in it.

    "Clínica Quirón de Málaga": a CRF that tags "Málaga" alone as a town leaves "Clínica Quirón" untagged, and under
    "crf-first" the rule span that overlaps it would be dropped. Where every learned span a rule span of
    `_INSTITUTION_RULES` overlaps lies inside it and none is an institution, the rule's words outside them (without
    a trailing "de", "del", ...) join the learned spans as the rule's; the learned town stays. Where a CRF tagged
    the institution itself, its span stays as it is.
    """
    if text is None or not any(rule.source in _INSTITUTION_RULES for rule in rules):
        return list(model), list(rules)
    ordered = sorted(model, key=span_position)
    starts = [span.start for span in ordered]
    heads: list[Span] = []
    used: list[Span] = []
    for rule in rules:
        if rule.source not in _INSTITUTION_RULES:
            continue
        inside = [ordered[k] for k in _overlapping(ordered, starts, rule)]
        if not inside or any(_reaches_past(span, rule, text) or span.label in _INSTITUTION_LABELS for span in inside):
            continue
        for piece in _pieces_outside([rule], inside, text):
            trailing = _TRAILING_PARTICLES.search(text, piece.start, piece.end)
            end = trailing.start() if trailing is not None else piece.end
            if any(char.isalpha() for char in text[piece.start : end]):
                heads.append(replace(piece, end=end))
        used.append(rule)
    if not used:
        return list(model), list(rules)
    return [*model, *heads], [rule for rule in rules if rule not in used]


_EXACT_RULES: Final = frozenset({"rules:postcode"})
"""Rules whose spans are a postcode's exact shape, which a CRF reads in part: the outward code "NW8" is two tokens,
and a CRF takes "London NW" as the city and leaves "8 9AY"."""


def _with_exact_rule_spans(
    model: Sequence[Span], rules: Sequence[Span], text: str | None
) -> tuple[list[Span], list[Span]]:
    """Return (learned spans, rule spans) with the spans of `_EXACT_RULES` moved among the learned ones.

    A learned span that overlaps one keeps only its pieces outside it ("London" of "London NW"), whatever its label;
    the rule span then covers the whole postcode.
    """
    exact = sorted((rule for rule in rules if rule.source in _EXACT_RULES), key=span_position)
    if not exact:
        return list(model), list(rules)
    clashing = _clashing(model, exact, any_label=True)
    kept = [span for k, span in enumerate(model) if k not in clashing]
    cut = _pieces_outside([model[k] for k in sorted(clashing)], exact, text)
    return [*kept, *cut, *exact], [rule for rule in rules if rule.source not in _EXACT_RULES]


_EXTENDING_RULE_LABELS: Final = frozenset({"DATE", "NAME-RELATIVE", "HOSPITAL", "PHONE", "FAX"})
"""Labels of the rule spans that may extend a learned span: dates, whose rules read a whole date ("3 de marzo");
relatives, whose rules read the relationship and the name ("su hijo Lautaro"); hospitals, whose rules stop before
a department, an address or a trailing number ("Hospital Universitario de Caracas" where the CRF tagged "Hospital");
phone and fax numbers, whose rules read the extension ("(612) 555-0178 ext. 4" where the CRF stopped at "ext").
Not other names, streets and places, whose rules reach into the next words ("Domicilio: C/ Vitruvio, 2." with its
full stop, a signature with the department after it)."""
_EXTENDING_RULES: Final = frozenset(
    {
        *("rules:patient_attribute", "rules:patient_attribute_before_field", "rules:patient_regarding"),
        *("rules:es_nombre", "rules:es_doctor_titulo", "rules:es_edad"),
    }
)
"""Rules (by span source) whose spans extend a learned span of their label too: the patient's name on a header line
("PATIENT: DOE, JANE M.", where a CRF tagged "JANE M."; "Nombre: FERRER CLIMENT, VICENTE", where it tagged the
surnames), which these rules read to its end and no further, a clinician's name after a Spanish title ("Dr. Luis
Alejandro Carrillo Bracho", where it tagged the first three words; "Dra. M. Fernanda Olvera Cruz", without the
initial), and the age of a Spanish age field with its months ("Edad: 3 años 4 meses", where it tagged "3 años")."""
_DEFERRING_RULES: Final = frozenset({"rules:name_after_greeting"})
"""Rules (by span source) whose spans give way to any learned span they overlap, a doubtful one too: whom a message
greets is a name, but what kind of person the rule cannot tell ("Hi Samyar," of a rota e-mail, a clinician the names
CRF doubts), so it keeps the CRF's label where the CRF found the name at all."""
_NUMBER_LABELS: Final = frozenset({"PHONE", "FAX"})
"""Labels whose rule spans extend a learned span but not over a leading "+", which one corpus's guidelines keep and
another's leave out: the learned span says which."""
_JOINING_RULE_LABELS: Final = frozenset({"DATE"})
"""Labels of the rule spans that also join learned pieces they do not reach past ("3rd of" + "May 1948"); a relative
("su hijo Lautaro", learned "hijo") is only extended: "madre" and "Carmen" stay two, as MEDDOCAN marks them."""
_SEASONS: Final = "rules:date_season"
"""The season rules' spans extend nothing: a season and its year are two dates ("winter", "'09" of "winter of '09")."""


def _may_extend(rule: Span) -> bool:
    """Return whether `rule` may extend a learned span (`_EXTENDING_RULE_LABELS`, `_EXTENDING_RULES`; no season)."""
    extending = rule.label in _EXTENDING_RULE_LABELS or rule.source in _EXTENDING_RULES
    return extending and not rule.source.startswith(_SEASONS)


def _with_rule_extensions(
    model: Sequence[Span], rules: Sequence[Span], text: str | None
) -> tuple[list[Span], list[Span]]:
    """Return (learned spans, rule spans) with each learned span that a rule span of its label reaches past extended.

    A CRF that has seen few dates written in words tags "marzo de 2023" of "el 3 de marzo de 2023", where a rule
    reads "3 de marzo"; or tags "3rd of" and "May 1948" of "3rd of May 1948", which a rule reads whole. The learned
    spans a rule span overlaps, all of the rule's label, one at least confident, and with only white space between
    them, become one span over them and the rule span (with the score of the best of them, its source followed by
    the rule's), not over a line break; the rule span is then used. Pieces with a word between them stay apart, and
    so do a season and its year ("winter" and "'09" of "winter of '09"); doubtful pieces alone give way to the rule
    span (`doubtful_trimmed`).
    """
    ordered = sorted(model, key=span_position)
    starts = [span.start for span in ordered]
    extended: dict[int, Span] = {}
    used: set[int] = set()
    for r, rule in enumerate(rules):
        if not _may_extend(rule):
            continue
        inside = _overlapping(ordered, starts, rule)
        if not inside or any(ordered[k].label != rule.label or k in extended for k in inside):
            continue
        if all(_is_doubtful(ordered[k]) for k in inside):  # the rule span takes their place (`doubtful_trimmed`)
            continue
        learned_start = min(ordered[k].start for k in inside)
        learned_end = max(ordered[k].end for k in inside)
        reaches_past = rule.start < learned_start or rule.end > learned_end
        if not reaches_past and (len(inside) == 1 or rule.label not in _JOINING_RULE_LABELS):
            # one learned span reaching as far: nothing to extend or join; learned pieces that cover the rule span
            # already ("madre" + "Carmen") stay as they are, unless the rule's label joins them
            continue
        start, end = min(rule.start, learned_start), max(rule.end, learned_end)
        if rule.label in _NUMBER_LABELS and text is not None and start < learned_start and text[start] == "+":
            start += 1  # MEDDOCAN leaves the "+" of "+34 945007359" out: a learned span that does keeps it out
        if text is not None and any(text[ordered[j].end : ordered[k].start].strip() for j, k in pairwise(inside)):
            continue  # a word between two learned pieces: they stay two
        if text is not None and "\n" in text[start:end]:
            continue
        base = max((ordered[k] for k in inside), key=lambda span: -1.0 if span.score is None else span.score)
        joined = replace(base, start=start, end=end, source=f"{base.source}+{rule.source}")
        for k in inside:
            extended[k] = joined
        used.add(r)
    if not used:
        return list(model), list(rules)
    kept = [span for k, span in enumerate(ordered) if k not in extended]
    joined_spans = list(dict.fromkeys(extended.values()))
    return [*kept, *joined_spans], [rule for r, rule in enumerate(rules) if r not in used]


def supplemented(spans: Sequence[Span], supplements: Sequence[Span], text: str | None = None) -> list[Span]:
    """Return `spans` plus the pieces of each supplement span that no span of `spans` covers, sorted.

    A supplement overlapping spans is cut into the runs of its characters outside all of them, each run a piece of
    the same label, source and score ("Ruiz" of a supplement "Ana Ruiz" where a span already covers "Ana"; both
    names of "Ana Ruiz Gil" around a covered "Ruiz"); with `text`, a piece loses the white space at its edges, and a
    piece with no letter or digit ("." after a name) is left out.
    """
    if not supplements:
        return list(spans)
    return _without_duplicates([*spans, *_pieces_outside(supplements, spans, text)])


def doubtful_trimmed(spans: Sequence[Span], text: str | None = None, rules: Sequence[Span] = ()) -> list[Span]:
    """Return learned `spans`, sorted, each doubtful one that overlaps a confident one of another label cut down.

    Doubtful: scoring below `DOUBTFUL`. Such a span keeps its pieces outside every confident span, as `supplemented`
    cuts a supplement. Of `rules` (rule spans, not returned), those that overlap no confident learned span are
    stronger still: a doubtful span overlapping one is cut whatever its label, so that the rule span is kept; but not
    by a rule of `_DEFERRING_RULES`, which only adds where no learned span is.
    """
    confident = sorted((span for span in spans if not _is_doubtful(span)), key=span_position)
    doubtful = [span for span in spans if _is_doubtful(span)]
    blocked = _clashing(rules, confident, any_label=True)
    deferring = [k for k, span in enumerate(rules) if span.source in _DEFERRING_RULES]
    if deferring:
        learned = sorted(spans, key=span_position)
        blocked |= {deferring[k] for k in _clashing([rules[k] for k in deferring], learned, any_label=True)}
    rulers = sorted((span for k, span in enumerate(rules) if k not in blocked), key=span_position)
    clashing = _clashing(doubtful, confident) | _clashing(doubtful, rulers, any_label=True)
    if not clashing:
        return sorted(spans, key=span_position)
    kept = [span for k, span in enumerate(doubtful) if k not in clashing]
    cut = [doubtful[k] for k in sorted(clashing)]
    return sorted([*confident, *kept, *_pieces_outside(cut, [*confident, *rulers], text)], key=span_position)


def _is_doubtful(span: Span) -> bool:
    return span.score is not None and span.score < DOUBTFUL


def _clashing(spans: Sequence[Span], others: Sequence[Span], any_label: bool = False) -> set[int]:
    """Return the indices of `spans` that overlap one of `others` (sorted by start) of another label (any label)."""
    starts = [span.start for span in others]
    reach = list(accumulate((span.end for span in others), max))  # the furthest end among the first k + 1
    found = set()
    for k, span in enumerate(spans):
        j = bisect_left(starts, span.end) - 1  # the other spans starting before this one ends
        while j >= 0 and reach[j] > span.start:
            other = others[j]
            if other.end > span.start and (any_label or other.label != span.label):
                found.add(k)
                break
            j -= 1
    return found


def _pieces_outside(spans: Sequence[Span], others: Sequence[Span], text: str | None) -> list[Span]:
    """Return the pieces of `spans` outside every span of `others` (with `text`: stripped, letters or digits only)."""
    covered = _covered_ranges(others)
    pieces = [piece for span in spans for piece in _free_pieces(span, covered)]
    if text is not None:
        pieces = [stripped for piece in pieces if (stripped := _stripped(piece, text)) is not None]
    return pieces


def _covered_ranges(spans: Iterable[Span]) -> list[tuple[int, int]]:
    """Return the union of the spans' character ranges as sorted, disjoint [start, end) ranges."""
    ranges: list[tuple[int, int]] = []
    for start, end in sorted((span.start, span.end) for span in spans):
        if ranges and start <= ranges[-1][1]:
            ranges[-1] = (ranges[-1][0], max(ranges[-1][1], end))
        else:
            ranges.append((start, end))
    return ranges


def _free_pieces(span: Span, covered: Sequence[tuple[int, int]]) -> list[Span]:
    """Return the runs of `span`'s characters outside the `covered` ranges, as spans like it."""
    runs: list[tuple[int, int]] = []
    position = span.start
    for low, high in covered[max(0, bisect_right(covered, (span.start, span.start)) - 1) :]:
        if low >= span.end:
            break
        if high <= position:
            continue
        if low > position:
            runs.append((position, low))
        position = max(position, high)
    if position < span.end:
        runs.append((position, span.end))
    if runs == [(span.start, span.end)]:
        return [span]
    return [replace(span, start=start, end=end) for start, end in runs]


def _stripped(span: Span, text: str) -> Span | None:
    """Return `span` without white space at its edges; None when no letter or digit is left."""
    piece = text[span.start : span.end]
    if not any(char.isalnum() for char in piece):
        return None
    start = span.start + len(piece) - len(piece.lstrip())
    end = span.end - (len(piece) - len(piece.rstrip()))
    return span if (start, end) == (span.start, span.end) else replace(span, start=start, end=end)


def merge_rules_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return the rule spans plus each CRF span that overlaps no rule span (Lee et al. 2017 §3.3.4).

    CRF spans that overlap each other are all kept, as in the paper; only exact duplicates collapse.
    """
    return merge_by_role("rules-first", {"rules": [rule_spans], "model": crf_spans_per_tagger})


def merge_crf_first(rule_spans: Sequence[Span], crf_spans_per_tagger: Sequence[Sequence[Span]]) -> list[Span]:
    """Return every CRF span plus each rule span that overlaps no CRF span: the rules only fill the CRFs' gaps.

    The reverse precedence of the paper, for corpora where the CRFs learn boundaries and types better than the
    rules match them (on MEDDOCAN dev, rules-first lowers binary token recall; see docs/results/hybrid.md).
    """
    return merge_by_role("crf-first", {"rules": [rule_spans], "model": crf_spans_per_tagger})
