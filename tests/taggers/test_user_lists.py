"""Deny lists tag the user's always-PHI phrases; allow lists drop spans of never-PHI phrases; list files are checked."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError
from phiscrub.taggers.user_lists import AllowList, DenyListTagger, normalise_phrase, read_word_list

LIST_FILE = (
    "\ufeff# ward staff\n"
    "DOCTOR\tAna Ruiz\n"
    "\n"
    "  # an indented comment\n"
    "doctor\t  Ana   Ruiz  \r\n"
    "HOSPITAL\tSt. Elsewhere\n"
    "DOCTOR\tLee\n"
)


def write(tmp_path: Path, content: str | bytes, name: str = "list.tsv") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def covered(text: str, spans: list[Span]) -> list[tuple[str, str]]:
    return [(text[span.start : span.end], span.label) for span in spans]


# -- the file format ------------------------------------------------------------------------------------------------


def test_read_word_list_skips_comments_and_blanks_and_normalises_labels_and_phrases(tmp_path):
    entries = read_word_list(write(tmp_path, LIST_FILE))
    assert entries == {"DOCTOR": ("Ana Ruiz", "Lee"), "HOSPITAL": ("St. Elsewhere",)}


def test_read_word_list_of_an_empty_file_is_empty(tmp_path):
    assert read_word_list(write(tmp_path, "")) == {}
    assert read_word_list(write(tmp_path, "# nothing yet\n\n")) == {}


def test_read_word_list_takes_any_type_only_for_allow_lists(tmp_path):
    path = write(tmp_path, "*\tParkinson\nPATIENT\tHodgkin\n")
    assert read_word_list(path, allow_any=True) == {"*": ("Parkinson",), "PATIENT": ("Hodgkin",)}
    with pytest.raises(InputError, match="line 1: unknown label"):
        read_word_list(path)


@pytest.mark.parametrize(
    ("content", "line", "problem"),
    [
        ("DOCTOR\tAna Ruiz\nDOCTOR Ana Ruiz\n", 2, "no tab"),
        ("# staff\nSURGEON\tAna Ruiz\n", 2, "unknown label"),
        ("Ana Ruiz\tDOCTOR\n", 1, "unknown label"),
        ("DOCTOR\tAna Ruiz\n\nCITY\t   \n", 3, "empty phrase"),
        (b"DOCTOR\tAna Ruiz\nDOCTOR\tAna Ru\xefz\n", 2, "not valid UTF-8"),
    ],
)
def test_a_bad_list_line_is_reported_by_file_and_line_never_by_its_text(tmp_path, content, line, problem):
    path = write(tmp_path, content)
    with pytest.raises(InputError) as caught:
        read_word_list(path)
    message = str(caught.value)
    assert str(path) in message
    assert f"line {line}" in message
    assert problem in message
    assert "Ana" not in message
    assert "Ruiz" not in message


def test_read_word_list_reports_a_missing_file(tmp_path):
    with pytest.raises(InputError, match="cannot open"):
        read_word_list(tmp_path / "absent.tsv")


# -- the deny list ----------------------------------------------------------------------------------------------------

DENY = DenyListTagger(
    {
        "DOCTOR": ["Ann", "Ann Lee", "O'Hara"],
        "HOSPITAL": ["St. Elsewhere", "Lee Clinic"],
        "ROOM": ["#4B"],
        "IDNUM": ["12-34"],
    }
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Seen by Ann today.", [("Ann", "DOCTOR")]),
        ("Seen by ANN, then by ann.", [("ANN", "DOCTOR"), ("ann", "DOCTOR")]),
        ("Dr. Ann\r\n  Lee called.", [("Ann\r\n  Lee", "DOCTOR")]),
        ("Dr. Ann Lee called.", [("Ann Lee", "DOCTOR")]),
        ("Moved to St. Elsewhere.", [("St. Elsewhere", "HOSPITAL")]),
        ("Moved to ST.  ELSEWHERE.", [("ST.  ELSEWHERE", "HOSPITAL")]),
        ("Per Dr. O'Hara's note", [("O'Hara", "DOCTOR")]),
        ("Bed in room #4B, then #4Bx", [("#4B", "ROOM")]),
        ("Kit 12-34 and (12-34)", [("12-34", "IDNUM"), ("12-34", "IDNUM")]),
        ("Ann's chart", [("Ann", "DOCTOR")]),
    ],
)
def test_deny_list_finds_each_phrase_in_any_case_and_whitespace(text, expected):
    assert covered(text, DENY.tag(Document("d", text))) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Annual review; Anne, Annabel and Joann came; Hannah too.",
        "The Lee Clinical trial; Leeds; LeeClinic.",
        "St.Elsewhere is not how it is written; Elsewhere alone neither.",
        "Codes 112-34, 12-345 and 12-34x are other numbers.",
        "",
    ],
)
def test_deny_list_never_matches_inside_a_word_or_a_longer_number(text):
    assert DENY.tag(Document("d", text)) == []


def test_deny_list_keeps_the_longest_of_overlapping_matches():
    tagger = DenyListTagger({"DOCTOR": ["Ann Lee"], "HOSPITAL": ["Lee Clinic of Boston"], "CITY": ["Boston"]})
    text = "Ann Lee Clinic of Boston; Ann Lee; Boston"
    assert covered(text, tagger.tag(Document("d", text))) == [
        ("Lee Clinic of Boston", "HOSPITAL"),
        ("Ann Lee", "DOCTOR"),
        ("Boston", "CITY"),
    ]


def test_deny_list_spans_carry_its_name_and_full_score_and_are_sorted():
    tagger = DenyListTagger({"CITY": ["Boston"], "DOCTOR": ["Ann"]}, name="ward-list")
    spans = tagger.tag(Document("d", "Ann in Boston, Ann again"))
    assert [(s.start, s.source, s.score) for s in spans] == [(start, "ward-list", 1.0) for start in (0, 7, 15)]


def test_deny_list_of_one_label_under_two_labels_takes_the_first_in_the_taxonomy():
    tagger = DenyListTagger({"HOSPITAL": ["Mercy"], "PATIENT": ["Mercy"]})
    assert covered("Mercy", tagger.tag(Document("d", "Mercy"))) == [("Mercy", "PATIENT")]


def test_deny_list_handles_thousands_of_phrases():
    phrases = [f"name{index:04d} family{index % 97}" for index in range(3000)]
    tagger = DenyListTagger({"PATIENT": phrases})
    text = "x " * 5000 + "NAME0042 Family42 and name2999  family89 but not name0042family42"
    assert covered(text, tagger.tag(Document("d", text))) == [
        ("NAME0042 Family42", "PATIENT"),
        ("name2999  family89", "PATIENT"),
    ]


@pytest.mark.parametrize(
    ("entries", "problem"),
    [({"SURGEON": ["Ana"]}, "unknown label"), ({"*": ["Ana"]}, "unknown label"), ({"DOCTOR": "Ana"}, "sequence")],
)
def test_deny_list_refuses_an_unknown_label_or_a_bare_string(entries, problem):
    with pytest.raises(ConfigError, match=problem):
        DenyListTagger(entries)


def test_deny_list_pickles_and_rebuilds_from_its_params():
    text = "Dr. Ann Lee at St. Elsewhere"
    doc = Document("d", text)
    assert pickle.loads(pickle.dumps(DENY)).tag(doc) == DENY.tag(doc)
    assert DenyListTagger(**DENY.get_params()).tag(doc) == DENY.tag(doc)
    assert pickle.loads(pickle.dumps(DENY)).name == "deny-list"
    assert DENY.merge_role == "user"


def test_deny_list_reads_a_list_file(tmp_path):
    tagger = DenyListTagger(read_word_list(write(tmp_path, LIST_FILE)))
    text = "Dr. ana ruiz moved to St. Elsewhere with Dr. Lee."
    assert covered(text, tagger.tag(Document("d", text))) == [
        ("ana ruiz", "DOCTOR"),
        ("St. Elsewhere", "HOSPITAL"),
        ("Lee", "DOCTOR"),
    ]


words = st.text(st.sampled_from("abcAB.'-é"), min_size=1, max_size=5)
phrases = st.lists(words, min_size=1, max_size=3).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(st.lists(phrases, min_size=1, max_size=5), st.lists(st.one_of(words, st.sampled_from([" ", "\n", ", "]))))
def test_deny_list_spans_lie_in_the_text_and_cover_a_listed_phrase(listed, pieces):
    text = "".join(pieces) + " " + " \n".join(listed)
    spans = DenyListTagger({"PATIENT": listed}).tag(Document("d", text))
    assert [(s.start, s.end) for s in spans] == sorted((s.start, s.end) for s in spans)
    assert all(a.end <= b.start for a, b in zip(spans, spans[1:], strict=False))
    folded = {" ".join(phrase.lower().split()) for phrase in listed}
    for span in spans:
        assert 0 <= span.start < span.end <= len(text)
        assert " ".join(text[span.start : span.end].lower().split()) in folded


# -- the allow list ---------------------------------------------------------------------------------------------------

ALLOW = AllowList({"*": ["Parkinson", "Parkinson disease"], "PATIENT": ["Hodgkin"], "CITY": ["Wells"]})


@pytest.mark.parametrize(
    ("label", "text", "dropped"),
    [
        ("PATIENT", "Parkinson", True),
        ("DOCTOR", "PARKINSON", True),
        ("PATIENT", "Parkinson's", True),
        ("PATIENT", "Parkinson\u2019s", True),
        ("PATIENT", "(Parkinson)", True),
        ("PATIENT", "Parkinson  Disease", True),
        ("PATIENT", "parkinson\ndisease.", True),
        ("DOCTOR", "Dr. Parkinson", False),
        ("PATIENT", "Parkinson Smith", False),
        ("PATIENT", "Parkinsons", False),
        ("PATIENT", "Parkinson's disease", False),
        ("PATIENT", "Hodgkin's", True),
        ("DOCTOR", "Hodgkin", False),
        ("CITY", "Wells", True),
        ("PATIENT", "Wells", False),
    ],
)
def test_allow_list_drops_whole_allowed_phrases_and_single_allowed_words_only(label, text, dropped):
    span = Span(0, len(text), label, source="model")
    assert ALLOW.filter([span], text) == ([] if dropped else [span])


def test_allow_list_keeps_other_spans_untouched_and_in_order():
    text = "Parkinson seen by Dr. Parkinson in Wells"
    spans = [Span(0, 9, "PATIENT"), Span(18, 31, "DOCTOR"), Span(35, 40, "CITY")]
    assert ALLOW.filter(spans, text) == [spans[1]]


@pytest.mark.parametrize(
    ("text", "normalised"),
    [("  Dr.  Ana\nRuiz, ", "dr. ana ruiz"), ("\u201cSt. Mary's\u201d", "st. mary's"), ("...", "")],
)
def test_normalise_phrase_folds_case_and_space_and_strips_edge_punctuation(text, normalised):
    assert normalise_phrase(text) == normalised


def test_allow_list_refuses_an_unknown_label_and_pickles():
    with pytest.raises(ConfigError, match="unknown label"):
        AllowList({"EPONYM": ["Parkinson"]})
    text = "Parkinson"
    spans = [Span(0, 9, "PATIENT")]
    assert pickle.loads(pickle.dumps(ALLOW)).filter(spans, text) == []
    assert AllowList(**ALLOW.get_params()).filter(spans, text) == []


def test_allow_list_reads_a_list_file(tmp_path):
    allow = AllowList(read_word_list(write(tmp_path, "*\tParkinson\n"), allow_any=True))
    assert allow.filter([Span(0, 11, "DOCTOR")], "Parkinson's") == []


def test_user_lists_read_typographic_look_alikes_as_the_pipeline_reads_the_note():
    # the pipeline tags the note with curly apostrophes made straight (phiscrub.tokenize.lookalikes)
    read = "Seen: Seán O'Brien at St. Mary's today"
    deny = DenyListTagger({"PATIENT": ["Seán O\u2019Brien"]})
    assert [(read[s.start : s.end], s.label) for s in deny.tag(Document("n1", read))] == [("Seán O'Brien", "PATIENT")]
    allow = AllowList({"HOSPITAL": ["St. Mary\u2019s"]})
    mary = read.index("St. Mary")
    assert allow.filter([Span(mary, mary + len("St. Mary's"), "HOSPITAL")], read) == []
    assert normalise_phrase("St. Mary\u2019s") == normalise_phrase("St. Mary's")
