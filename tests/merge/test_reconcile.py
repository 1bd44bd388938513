from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Span
from phiscrub.merge.reconcile import PROPAGATE_SOURCE, propagate_names, reconcile_types, words_end


def spans_for(text: str, *mentions: tuple[str, str]) -> list[Span]:
    """One span per (mention, label), at successive occurrences of the same mention."""
    seen: dict[str, int] = {}
    spans = []
    for mention, label in mentions:
        start = text.index(mention, seen.get(mention, 0))
        seen[mention] = start + 1
        spans.append(Span(start, start + len(mention), label, "crf:names", 0.8))
    return spans


def labels(spans: list[Span], text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.label) for s in sorted(spans)]


def test_a_dr_title_makes_every_mention_of_the_name_a_doctor() -> None:
    text = "Seen by Dr. Pratt today. Pratt will call. Pratt agreed."
    spans = spans_for(text, ("Pratt", "DOCTOR"), ("Pratt", "PATIENT"), ("Pratt", "PATIENT"))
    result = reconcile_types(spans, text, "en")
    assert labels(result, text) == [("Pratt", "DOCTOR")] * 3
    assert result[1].source == "crf:names+reconcile:title"
    assert result[1].score == 0.8


def test_the_value_of_a_referral_source_attribute_is_a_doctor() -> None:
    text = "Referral source: Kim Ode\nKim Ode will follow."
    spans = spans_for(text, ("Kim Ode", "PATIENT"), ("Kim Ode", "PATIENT"))
    assert labels(reconcile_types(spans, text, "en"), text) == [("Kim Ode", "DOCTOR")] * 2


def test_spanish_medico_attribute_marks_a_doctor() -> None:
    text = "Médico:  Ignacio Navarro\nInforme firmado por Ignacio Navarro"
    spans = spans_for(text, ("Ignacio Navarro", "PATIENT"), ("Ignacio Navarro", "PATIENT"))
    assert {label for _, label in labels(reconcile_types(spans, text, "es"), text)} == {"DOCTOR"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My husband Gary took a picture. Gary says hi.", "Gary"),
        ("Pt's niece, Deborah Fontaine (HCP) called. Deborah Fontaine agreed.", "Deborah Fontaine"),
        ("Emergency contact: Diane (wife) 401-555-9012. Diane agreed.", "Diane"),
        ("Contact Gary, husband, at home. Gary agreed.", "Gary"),
    ],
)
def test_a_word_for_a_relative_beside_a_name_makes_every_mention_a_relative(text: str, name: str) -> None:
    spans = spans_for(text, (name, "PATIENT"), (name, "DOCTOR"))
    result = reconcile_types(spans, text, "en")
    assert labels(result, text) == [(name, "NAME-RELATIVE")] * 2
    assert result[0].source == "crf:names+reconcile:relative"


def test_a_dr_title_wins_over_a_word_for_a_relative() -> None:
    text = "Her daughter Dr. Ana Ruiz called. Ana Ruiz agreed."
    spans = spans_for(text, ("Ana Ruiz", "PATIENT"), ("Ana Ruiz", "PATIENT"))
    assert labels(reconcile_types(spans, text, "en"), text) == [("Ana Ruiz", "DOCTOR")] * 2


def test_a_relative_word_elsewhere_on_the_line_changes_nothing() -> None:
    text = "Gary reports his wife is well. Gary agreed."
    spans = spans_for(text, ("Gary", "PATIENT"), ("Gary", "PATIENT"))
    assert labels(reconcile_types(spans, text, "en"), text) == [("Gary", "PATIENT")] * 2


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        ("Why did Nurse Practitioner Hollis change the dose? Hollis agreed.", "Hollis", "DOCTOR"),
        ("RN: J. Paquette\nJ. Paquette gave ASA.", "J. Paquette", "DOCTOR"),
        ("Has the patient, Mr. Delgado, been on insulin? Delgado says no.", "Delgado", "PATIENT"),
        ("Patient: Ruth Kessler\nRuth Kessler was seen.", "Ruth Kessler", "PATIENT"),
        ("Since last visit, Ms. Pham reports good adherence. Pham agreed.", "Pham", "PATIENT"),
        ("Mr. Ruiz is a 72-year-old man. Ruiz agreed.", "Ruiz", "PATIENT"),
        ("Mr. Quiroz returns for follow-up of CAD. Quiroz agreed.", "Quiroz", "PATIENT"),
        ("Ms. Alvarez was admitted on 3/2. Alvarez agreed.", "Alvarez", "PATIENT"),
    ],
)
def test_a_role_or_the_word_patient_before_a_name_fixes_its_type(text: str, name: str, label: str) -> None:
    spans = spans_for(text, (name, "NAME-RELATIVE"), (name, "NAME-RELATIVE"))
    assert labels(reconcile_types(spans, text, "en"), text) == [(name, label)] * 2
    assert labels(reconcile_types(spans, text, "es"), text) == [(name, "NAME-RELATIVE")] * 2


def test_type_counting_gives_the_majority_type_seen_twice_to_all_mentions() -> None:
    text = "Lena Holt came. Lena Holt said. Lena Holt left."
    spans = spans_for(text, ("Lena Holt", "PATIENT"), ("Lena Holt", "DOCTOR"), ("Lena Holt", "PATIENT"))
    result = reconcile_types(spans, text, "en")
    assert labels(result, text) == [("Lena Holt", "PATIENT")] * 3
    assert result[1].source.endswith("+reconcile:type-count")


@pytest.mark.parametrize(
    ("mentions", "expected"),
    [
        ((("Lena", "PATIENT"), ("Lena", "DOCTOR")), ["PATIENT", "DOCTOR"]),  # one each: no majority
        ((("Lena", "PATIENT"), ("Lena", "PATIENT"), ("Lena", "DOCTOR"), ("Lena", "DOCTOR")), None),  # tie
    ],
)
def test_type_counting_needs_two_votes_and_a_clear_winner(
    mentions: tuple[tuple[str, str], ...], expected: list[str] | None
) -> None:
    text = " and ".join(["Lena"] * len(mentions)) + "."
    spans = spans_for(text, *mentions)
    assert [s.label for s in reconcile_types(spans, text, "en")] == (expected or [s.label for s in spans])


def test_mr_before_a_name_votes_patient() -> None:
    text = "Mr. Voss came with Voss the nurse."
    spans = spans_for(text, ("Voss", "PATIENT"), ("Voss", "DOCTOR"))
    assert labels(reconcile_types(spans, text, "en"), text) == [("Voss", "PATIENT")] * 2


def test_relabelling_never_crosses_main_categories() -> None:
    text = "May saw May on May 3."
    spans = spans_for(text, ("May", "PATIENT"), ("May", "PATIENT"), ("May", "DATE"))
    assert [s.label for s in reconcile_types(spans, text, "en")] == ["PATIENT", "PATIENT", "DATE"]


def test_propagation_tags_every_other_occurrence_of_a_tagged_name() -> None:
    text = "Pt John Miller seen. JOHN MILLER signed; Miller agreed. Millers Lane. john miller? Johnathan"
    spans = spans_for(text, ("John Miller", "PATIENT"))
    result = propagate_names(spans, text, "en")
    assert labels(result, text) == [
        ("John Miller", "PATIENT"),
        ("JOHN MILLER", "PATIENT"),
        ("Miller", "PATIENT"),
    ]
    added = [s for s in result if s.source == PROPAGATE_SOURCE]
    assert len(added) == 2 and all(s.score == 0.8 for s in added)


def test_propagation_skips_a_clinical_abbreviation_written_otherwise_than_the_name() -> None:
    text = "Therapist Nok was kind. NOK: wife. Nok again."
    found = labels(propagate_names(spans_for(text, ("Nok", "DOCTOR")), text, "en"), text)
    assert found == [("Nok", "DOCTOR"), ("Nok", "DOCTOR")]  # not "NOK", next of kin


def test_propagation_finds_names_glued_to_other_words() -> None:
    text = "Dr Stanton saw him. stantonPsychiatric note follows. Dr Stanton."
    spans = spans_for(text, ("Stanton", "DOCTOR"))
    found = labels(propagate_names(spans, text, "en"), text)
    assert found.count(("Stanton", "DOCTOR")) == 2 and ("stanton", "DOCTOR") in found


def test_propagation_skips_common_words_and_particles_as_parts() -> None:
    text = "Grace Van Allen came. Grace was calm. Van parked. Allen waited. Will Grant. Will go home."
    spans = spans_for(text, ("Grace Van Allen", "PATIENT"), ("Will Grant", "NAME-RELATIVE"))
    found = labels(propagate_names(spans, text, "en"), text)
    assert ("Van", "PATIENT") not in found and ("Will", "NAME-RELATIVE") not in found
    assert ("Allen", "PATIENT") in found


def test_propagation_leaves_already_tagged_text_alone_and_ignores_other_categories() -> None:
    text = "Boston General. Ana Boston. Boston"
    spans = [Span(0, 14, "HOSPITAL", "crf:names"), *spans_for(text, ("Ana Boston", "PATIENT"))]
    result = propagate_names(spans, text, "en")
    assert labels(result, text)[-1] == ("Boston", "PATIENT")
    assert len(result) == 3


def test_propagation_makes_a_shorter_name_span_whole_where_the_whole_name_occurs() -> None:
    text = "FYI Dale Ruiz is out; Lorisa V. is covering. Regards, Lorisa V."
    first, second = (m.start() for m in re.finditer("Lorisa V", text))
    spans = [
        *spans_for(text, ("Dale Ruiz", "DOCTOR")),
        Span(first, first + len("Lorisa V"), "PATIENT", "crf:names"),  # the initial's full stop left out
        Span(second, second + len("Lorisa V."), "DOCTOR", "crf:names"),
    ]
    result = propagate_names(spans, text, "en")
    assert labels(result, text) == [("Dale Ruiz", "DOCTOR"), ("Lorisa V.", "DOCTOR"), ("Lorisa V.", "DOCTOR")]
    assert [s.source for s in result].count(PROPAGATE_SOURCE) == 1


def test_propagation_leaves_a_span_that_is_no_name_or_reaches_past_the_name() -> None:
    text = "Ana Boston seen. Ana Boston General admitted her. Ana Boston"
    second = text.index("Boston General")
    spans = [
        *spans_for(text, ("Ana Boston", "PATIENT")),
        Span(second, second + len("Boston General"), "HOSPITAL", "crf:names"),  # reaches past the name
    ]
    result = propagate_names(spans, text, "en")
    assert ("Boston General", "HOSPITAL") in labels(result, text)
    assert labels(result, text).count(("Ana Boston", "PATIENT")) == 2  # the first and the last


def test_propagated_spans_never_overlap_existing_ones() -> None:
    text = "Ann Lee and Lee Ann; Ann Lee, Lee, Ann."
    spans = spans_for(text, ("Ann Lee", "PATIENT"), ("Lee Ann", "NAME-RELATIVE"))
    result = propagate_names(spans, text, "en")
    ordered = sorted(result)
    assert all(a.end <= b.start for a, b in zip(ordered, ordered[1:], strict=False))
    assert all(re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", text[s.start : s.end]) for s in result)


# -- words_end: propagate_names' regex-free matcher answers as the regex would --------------------------------------

_NAME_CHARS = "abkKsSıİſK \t\n\u00a0\u2003.-'éÉ"


@settings(max_examples=400, deadline=None)
@given(
    text=st.text(alphabet=_NAME_CHARS, max_size=24),
    name=st.text(alphabet=_NAME_CHARS, min_size=1, max_size=10).filter(lambda name: bool(name.split())),
    offset=st.integers(min_value=0, max_value=24),
    ignore_case=st.booleans(),
)
def test_words_end_agrees_with_the_names_regex(text: str, name: str, offset: int, ignore_case: bool) -> None:
    words = name.split()
    pattern = re.compile(r"\s+".join(re.escape(word) for word in words), re.IGNORECASE if ignore_case else 0)
    offset = min(offset, len(text))
    match = pattern.match(text, offset)
    end = words_end(text, offset, words, ignore_case)
    if end is None:  # only the regex can tell: it must be a case-insensitive comparison with non-ASCII text
        assert ignore_case and not (text.isascii() and name.isascii())
    else:
        assert end == (-1 if match is None else match.end())


@pytest.mark.parametrize(
    "text,words,ignore_case,end",
    [
        ("Seen by Ana  Ruiz today", ["Ana", "Ruiz"], True, 17),
        ("Seen by ANA\nruiz today", ["Ana", "Ruiz"], True, 16),
        ("Seen by ANA ruiz today", ["Ana", "Ruiz"], False, -1),
        ("Seen by AnaRuiz today", ["Ana", "Ruiz"], True, -1),
        ("Seen by Ana", ["Ana", "Ruiz"], True, -1),
        ("Seen by José Ruiz", ["José"], True, None),  # Unicode case folding: the regex decides
        ("Seen by José Ruiz", ["José"], False, 12),
    ],
)
def test_words_end_examples(text: str, words: list[str], ignore_case: bool, end: int | None) -> None:
    assert words_end(text, 8, words, ignore_case) == end


class _Everything:
    def __contains__(self, item: object) -> bool:
        return True


@settings(deadline=None)
@given(st.text(alphabet=st.sampled_from("aAİıΣσςMcDonald stanton-Psych1 ."), max_size=40))
def test_filing_only_the_wanted_initials_files_their_words_as_filing_all_does(text: str) -> None:
    from phiscrub.merge.reconcile import _starts_by_word
    from phiscrub.tokenize import tokenize

    tokens = tokenize(text)
    everything = _starts_by_word(text, tokens, _Everything())
    for initials in ({"a"}, {"i", "σ"}, {"m", "s", "d"}):
        wanted = {key: starts for key, starts in everything.items() if key[:1] in initials}
        assert _starts_by_word(text, tokens, initials) == wanted
