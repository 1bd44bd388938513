from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from phiscrub.deidentifier import fast_model
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError, NotFittedError, UnknownComponentError
from phiscrub.taggers.base import Tagger, TrainableTagger
from phiscrub.taggers.crf import CrfTagger, tag_jointly
from phiscrub.taggers.word_clusters import WordClusters

FIRST = ["Ana", "Luis", "Marta", "Jorge", "Elena", "Pablo", "Carmen", "Diego"]
LAST = ["Ruiz", "Lopez", "Garcia", "Moreno", "Navarro", "Castro", "Ortega", "Vidal"]
CITIES = ["Madrid", "Sevilla", "Bilbao", "Valencia", "Granada", "Murcia", "Oviedo", "Toledo"]


def phi(text: str, parts: list[tuple[str, str | None]]) -> Document:
    """Build a note from (text, label) parts: labelled parts become gold spans."""
    body, spans = "", []
    for part, label in parts:
        if label is not None:
            spans.append(Span(len(body), len(body) + len(part), label))
        body += part
    return Document(text, body, tuple(spans))


def note(i: int) -> Document:
    first, last, city = FIRST[i % 8], LAST[(i * 3) % 8], CITIES[(i * 5) % 8]
    day, month, age = 1 + (i * 7) % 27, 1 + i % 12, 30 + (i * 11) % 50
    return phi(
        f"n{i}",
        [
            ("CHIEF COMPLAINT:\nChest pain.\n\nName: ", None),
            (f"{first} {last}", "PATIENT"),
            ("\nAge: ", None),
            (f"{age}", "AGE"),
            (" years\nSeen on ", None),
            (f"{day:02d}/{month:02d}/2021", "DATE"),
            (" by Dr. ", None),
            (f"{LAST[(i + 5) % 8]}", "DOCTOR"),
            (" in ", None),
            (city, "CITY"),
            (". Call ", None),
            (f"{600 + i}-555-01{i:02d}", "PHONE"),
            (" if worse. He works as a ", None),
            ("teacher" if i % 2 else "plumber", "PROFESSION"),
            (".\n", None),
        ],
    )


TRAIN = [note(i) for i in range(16)]
TEST = note(21)


def found(doc: Document, spans: Iterable[Span]) -> set[tuple[str, str]]:
    return {(span.label, doc.text[span.start : span.end]) for span in spans}


def gold(labels: set[str]) -> set[tuple[str, str]]:
    return found(TEST, [span for span in TEST.spans if span.label in labels])


@pytest.fixture(scope="module")
def quantitative() -> CrfTagger:
    return CrfTagger(kind="quantitative", max_iterations=40, n_clusters=(4,)).fit(TRAIN)


@pytest.fixture(scope="module")
def names() -> CrfTagger:
    return CrfTagger(kind="names", max_iterations=40, n_clusters=(4,)).fit(TRAIN)


def test_quantitative_crf_finds_dates_ages_and_phones_only(quantitative: CrfTagger) -> None:
    spans = quantitative.tag(TEST)
    assert gold({"DATE", "AGE", "PHONE"}) == found(TEST, spans)
    assert {span.label for span in spans} <= {"DATE", "AGE", "PHONE"}


def test_names_crf_finds_names_places_and_professions_only(names: CrfTagger) -> None:
    spans = names.tag(TEST)
    assert gold({"PATIENT", "CITY", "DOCTOR"}) <= found(TEST, spans)
    assert {span.label for span in spans} <= {"PATIENT", "DOCTOR", "CITY", "PROFESSION"}


def test_spans_are_sorted_inside_the_text_with_source_and_score(names: CrfTagger) -> None:
    spans = names.tag(TEST)
    assert spans == sorted(spans)
    assert all(span.source == "crf:names" and 0.0 < (span.score or 0) <= 1.0 for span in spans)
    assert all(0 <= span.start < span.end <= len(TEST.text) for span in spans)


def test_crf_tagger_follows_the_tagger_protocols(names: CrfTagger) -> None:
    assert isinstance(names, Tagger)
    assert isinstance(names, TrainableTagger)
    assert names.name == "crf:names"


def test_save_and_load_give_equal_spans(quantitative: CrfTagger, tmp_path: Path) -> None:
    quantitative.save(tmp_path)
    params = json.loads((tmp_path / "params.json").read_text())
    assert params["params"]["kind"] == "quantitative" and params["phiscrub_version"]
    loaded = CrfTagger.load(tmp_path)
    assert loaded.get_params() == quantitative.get_params()
    assert loaded.tag(TEST) == quantitative.tag(TEST)


def test_a_shipped_model_loads_its_clusters_from_the_load_cache_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PHISCRUB_CACHE_DIR", str(tmp_path))
    model = fast_model("en") / "crf-names"
    first = CrfTagger.load(model)  # builds the cached state
    assert len(list(tmp_path.glob("crf-state-*"))) == 1
    second = CrfTagger.load(model)  # reads it back
    saved = WordClusters.from_json(json.loads((model / "state.json").read_text())["clusters"])
    for loaded in (first, second):
        assert loaded.clusters_.fingerprint == saved.fingerprint
        assert dict(loaded.clusters_.table) == dict(saved.table)
        assert loaded.clusters_.n_clusters == saved.n_clusters
    assert second.tag(TEST) == first.tag(TEST)


def test_a_model_of_ones_own_adds_nothing_to_the_load_cache(
    names: CrfTagger, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PHISCRUB_CACHE_DIR", str(tmp_path / "cache"))
    names.save(tmp_path / "model")
    loaded = CrfTagger.load(tmp_path / "model")
    assert not list((tmp_path / "cache").glob("crf-state-*"))
    saved = WordClusters.from_json(json.loads((tmp_path / "model" / "state.json").read_text())["clusters"])
    assert loaded.clusters_.fingerprint == saved.fingerprint == names.clusters_.fingerprint  # trained or read back
    assert loaded.tag(TEST) == names.tag(TEST)


def test_a_damaged_state_file_is_refused(tmp_path: Path, names: CrfTagger) -> None:
    names.save(tmp_path)
    CrfTagger.load(tmp_path)
    (tmp_path / "state.json").write_text("{not json")
    with pytest.raises(InputError, match="unreadable CRF model metadata"):
        CrfTagger.load(tmp_path)


def test_load_refuses_another_major_version(quantitative: CrfTagger, tmp_path: Path) -> None:
    quantitative.save(tmp_path)
    record = json.loads((tmp_path / "params.json").read_text())
    record["phiscrub_version"] = "99.0.0"
    (tmp_path / "params.json").write_text(json.dumps(record))
    with pytest.raises(InputError, match="major version"):
        CrfTagger.load(tmp_path)


def test_load_of_an_empty_directory_names_the_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="params.json"):
        CrfTagger.load(tmp_path)


def test_tag_before_fit_raises_not_fitted() -> None:
    with pytest.raises(NotFittedError):
        CrfTagger().tag(TEST)


def test_init_stores_parameters_only() -> None:
    tagger = CrfTagger(kind="bogus", c1=-1.0)
    assert tagger.get_params()["kind"] == "bogus"
    assert not hasattr(tagger, "model_")
    assert tagger.set_params(kind="names").kind == "names"


@pytest.mark.parametrize(
    ("params", "error"),
    [({"kind": "bogus"}, UnknownComponentError), ({"lang": "xx"}, UnknownComponentError),
     ({"c1": -1.0}, ConfigError), ({"max_iterations": 0}, ConfigError),
     ({"feature_groups": ("baseline", "glove")}, UnknownComponentError), ({"tokenizer": "bpe"}, UnknownComponentError)],
)  # fmt: skip
def test_fit_validates_parameters(params: dict[str, object], error: type[Exception]) -> None:
    with pytest.raises(error):
        CrfTagger(**params).fit(TRAIN[:2])  # type: ignore[arg-type]


def test_fit_is_deterministic_for_a_seed() -> None:
    first = CrfTagger(kind="names", max_iterations=15, n_clusters=(4,), seed=3).fit(TRAIN[:8])
    second = CrfTagger(kind="names", max_iterations=15, n_clusters=(4,), seed=3).fit(TRAIN[:8])
    assert first.tag(TEST) == second.tag(TEST)
    assert first.clusters_ == second.clusters_


def test_header_only_sentences_are_not_tagged(quantitative: CrfTagger) -> None:
    doc = Document("h", "CHIEF COMPLAINT:\nfever")
    assert all(span.start >= len("CHIEF COMPLAINT:") for span in quantitative.tag(doc))


def test_minimal_feature_groups_still_train() -> None:
    tagger = CrfTagger(kind="all", feature_groups=["baseline"], max_iterations=30).fit(TRAIN)
    assert gold({"DATE"}) <= found(TEST, tagger.tag(TEST))


@pytest.mark.parametrize("text", ["", "  \n\n ", "CHIEF COMPLAINT:"])
def test_notes_without_taggable_text_give_no_spans(quantitative: CrfTagger, text: str) -> None:
    assert quantitative.tag(Document("e", text)) == []


def test_fit_without_any_taggable_sentence_is_refused() -> None:
    with pytest.raises(ConfigError, match="no tokens"):
        CrfTagger(max_iterations=5).fit([Document("h", "CHIEF COMPLAINT:\n\nPLAN")])


def test_standard_tokenizer_can_replace_the_aggressive_one_for_ablations(tmp_path: Path) -> None:
    tagger = CrfTagger(kind="quantitative", tokenizer="standard", max_iterations=30, n_clusters=(4,)).fit(TRAIN)
    assert gold({"DATE"}) <= found(TEST, tagger.tag(TEST))
    tagger.save(tmp_path)
    assert CrfTagger.load(tmp_path).tokenizer == "standard"


@pytest.mark.parametrize("doc", [TEST, note(17), Document("blank", "", ())])
def test_tag_jointly_gives_each_taggers_own_spans(quantitative: CrfTagger, names: CrfTagger, doc: Document) -> None:
    # both fixtures fit clusters on the same notes with the same seed: their features are joined
    assert quantitative.clusters_.fingerprint == names.clusters_.fingerprint
    assert tag_jointly([quantitative, names], doc) == [quantitative.tag(doc), names.tag(doc)]


def test_tag_jointly_falls_back_to_separate_features_when_clusters_differ(
    quantitative: CrfTagger, names: CrfTagger
) -> None:
    other = CrfTagger(kind="names", max_iterations=40, n_clusters=(4,), seed=7).fit(TRAIN)
    assert other.clusters_.fingerprint != quantitative.clusters_.fingerprint
    assert tag_jointly([quantitative, other], TEST) == [quantitative.tag(TEST), other.tag(TEST)]


def test_tag_jointly_with_adapted_taggers(quantitative: CrfTagger) -> None:
    source = [note(i) for i in range(30, 36)]
    adapted = [
        CrfTagger(kind=kind, max_iterations=20, n_clusters=(4,)).fit(TRAIN, source)
        for kind in ("quantitative", "names")
    ]
    assert all(tagger.adapted_ for tagger in adapted)
    assert tag_jointly(adapted, TEST) == [tagger.tag(TEST) for tagger in adapted]
    assert tag_jointly([quantitative, adapted[1]], TEST) == [quantitative.tag(TEST), adapted[1].tag(TEST)]


def test_a_recall_operating_point_only_adds_spans_and_is_saved(tmp_path: Path) -> None:
    crf = CrfTagger(kind="names", max_iterations=30).fit(TRAIN)
    doc = Document("x", "Seen by Dr. Quint in Yorkshire with Zed Abara, a welder, and Dr. Ortega.")
    plain = set(crf.tag(doc))
    crf.set_params(o_threshold=0.95)
    eager = crf.tag(doc)
    covered = {i for span in eager for i in range(span.start, span.end)}
    assert all(i in covered for span in plain for i in range(span.start, span.end))
    assert len({i for s in plain for i in range(s.start, s.end)}) <= len(covered)
    crf.save(tmp_path / "crf")
    assert CrfTagger.load(tmp_path / "crf").o_threshold == 0.95


def test_an_operating_point_outside_zero_one_is_refused() -> None:
    with pytest.raises(ConfigError, match="o_threshold"):
        CrfTagger(kind="names", o_threshold=1.0).fit(TRAIN)


@pytest.mark.parametrize(
    ("token", "may"),
    [
        ("mom", False),  # a word for a relative, in lower case
        ("Mother", True),  # capitalised it may begin a PHI ("Mother's Day")
        ("Dr", False),  # a title
        ("Reverend", False),
        ("nurse", True),  # an occupation is PHI (PROFESSION)
        ("HTN", False),  # a clinical abbreviation, any case
        ("copd", False),
        ("TIA", False),  # an abbreviation that is also a name: only in capitals
        ("Tia", True),
        ("DM", True),  # two letters: as often someone's initials, in any case
        ("cp", True),
        ("TX", True),  # a US state code
        ("ER", False),  # the emergency room or department, in capitals
        ("ED", False),
        ("Ed", True),
        ("yo", False),  # clinical shorthand in lower case
        ("wks", False),
        ("YO", True),  # in capitals: maybe someone's initials
        ("tx", True),  # shorthand, but also a state code ("moved to tx")
        ("x", True),  # a single lower-case letter: the "x" of a phone extension ("x7") is PHI
        ("PERRL", False),  # examination shorthand
        ("DEA", False),  # the name of an identifier, not the identifier
        ("Dea", True),  # a given name too: only in capitals
        ("Kernig", False),  # an eponym no name dictionary holds
        ("Murphy", True),  # an eponym that is a common surname stays eligible
        ("today", False),  # a day named relative to the note is no date
        ("PACS", False),
        ("J", True),  # an initial
        ("Okafor", True),
        ("--", False),  # no letter or digit
        ("coli", False),  # a microbe's species
        ("Klebsiella", False),  # a genus written out ("C) Legionella D) Klebsiella")
        ("Ozempic", False),  # a drug of the packaged medical terms ("What are the side effects of Ozempic?")
        ("amoxicillin", False),
        ("Bilirubin", False),  # an analyte
        ("Foley", True),  # a catheter, and a surname
        ("Legionella", False),
        ("fax", False),  # the name of a PHI field, not the PHI
        ("Phone", False),
        ("I", False),  # the pronoun
        ("who", False),  # a question word in lower case
        ("Who", True),
        ("nana", False),  # a grandmother, in lower case ("visiting my nana in the hospital")
        ("Hi", False),  # a greeting or sign-off, in any case
        ("FYI", False),
        ("Regards", False),
        ("HI", True),  # Hawaii's code
        ("Lmao", False),  # a chat word, any case, drawn out too
        ("OMG", False),
        ("plzzz", False),
        ("hahaha", False),  # laughter
        ("jajaja", False),
        ("Hahahahhahahaha", False),  # laughter with a doubled letter
        ("kekeke", False),
        ("okok", False),
        ("wow", False),
        ("god", False),
        ("Hannah", True),  # a name of those letters and more
        ("OK", True),  # Oklahoma's code
        ("Ty", True),  # a name
        ("Daughter", False),  # a relative, capitalised, that is no name ("Daughter Deborah at bedside")
        ("UNCLE", False),
        ("Dtr", False),
        ("bff", False),
        ("Son", True),  # a surname too
        ("Mother", True),  # "Mother's Day" is a date
        ("BF", True),  # two capitals: maybe initials
        ("VSS", False),  # vital signs stable
        ("Triage", False),  # nursing and emergency words ("ED Triage", "Handoff given to")
        ("BIBA", False),
        ("Bed", False),  # the name of a field ("Bed 4B")
        ("attending", False),  # a role, as a title ("discussed with attending, Dr. Negroni")
        ("Trop", False),  # troponin ("Trop <0.01")
        ("MCV", False),
        ("standby", False),  # "standby assist"
        ("Standby", False),  # a word of care in any case, no name list holds it
        ("RSV", False),  # an infection ("the RSV shot")
        ("HEP", False),  # a home exercise program
        ("SNF", False),
        ("EMS", False),  # "Brought by EMS"
        ("PCOS", False),
        ("NASH", False),  # steatohepatitis in capitals; "Nash" is a surname
        ("Nash", True),
        ("MVC", False),
        ("Pulm", False),  # a service by its short name ("Pulm following")
        ("doc", False),  # "my doc", in lower case
        ("Doc", True),  # a nickname
        ("maternal", False),  # "maternal grandmother (Rosa Quinn)"
        ("WBAT", False),  # weight-bearing as tolerated
        ("SBA", True),  # standby assist, but someone's initials too ("-SBA" signing a note)
        ("POA", False),  # a power of attorney ("niece is POA")
        ("respite", False),  # "a respite bed"
        ("Prescriber", False),  # a field's name
        ("CEA", False),  # a tumour marker
    ],
)
def test_the_recall_operating_point_never_relabels_titles_relatives_or_clinical_abbreviations(
    token: str, may: bool
) -> None:
    from phiscrub.taggers.crf import _may_be_relabelled
    from phiscrub.tokenize.tokenizer import Token

    assert _may_be_relabelled(token, Token(0, len(token), "alpha")) is may


@pytest.mark.parametrize(
    ("text", "piece", "may"),
    [
        ("Speaks Haitian Creole.", "Creole", False),  # a language
        ("Speaks Haitian Creole.", "Haitian", False),
        ("Somali interpreter present.", "Somali", False),
        ("She is Korean-American.", "Korean", False),
        ("Preferred language: Mandarin", "Mandarin", False),
        ("A 52-year-old Hispanic woman with type 2 diabetes", "Hispanic", False),
        ("Surgeon: Lindqvist. Asst: Oyelaran.", "Surgeon", False),  # a role naming a field
        ("Surgeon Lindqvist operated", "Surgeon", True),
        ("Admitted to Norwegian American Hospital", "Norwegian", True),  # it begins a name
        ("Sent to Swedish for the MRI", "Swedish", True),  # a hospital's name (Swedish Medical Center)
        ("Seen by Dr. French today", "French", True),  # a surname too
        ("The language is in Arabic in my TV", "Arabic", False),  # a preposition after it
        ("a single Vietnamese-American woman", "American", False),  # a people after an origin's hyphen
        ("Lives in American Fork", "American", True),  # a town's name
        ("Nurse Kayla is an angel", "Nurse", False),  # a role written as a title
        ("Officer Diaz took the report", "Officer", False),
        ("Mary Nurse called", "Nurse", True),  # a surname
        ("Husband Marco keeps a spreadsheet", "Husband", False),  # a relative as a title, though a surname too
        ("Which is the next step?", "Which", False),  # a question word opening a question
        ("Who's Who in medicine", "Who", True),
        ("PROBATION OFFICER JOHN WILLIAMS", "OFFICER", True),  # in capitals: maybe a name's
        ("presents to L&D at Northside", "L", False),  # labour and delivery
        ("presents to L&D at Northside", "D", False),
        ("I&D of the abscess", "I", False),
        ("signed by J&J Smith", "J", True),
        ("when she was first diagnosed with lupus?", "lupus", False),  # a disease by its ordinary name
        ("Awaiting bed at Moffitt Cancer Center", "Cancer", True),  # before an institution's head word
        ("ARRIVED FROM MARKEY CANCER CENTER", "CANCER", True),
        ("UOP < 30 overnight", "UOP", False),
        ("Ros Whitley called back", "Ros", True),  # review of systems, but a given name in lower letters
        ("REQUESTING: HOSPITALIST. REASON: MRSA BACTEREMIA", "BACTEREMIA", False),  # a medical word's ending
        ("REQUESTING: HOSPITALIST. REASON: MRSA BACTEREMIA", "HOSPITALIST", False),
        ("Telemetry tech called re: 6 beat run of NSVT", "NSVT", False),
        ("Seen with Ana Petraitis today", "Petraitis", True),  # a surname ends as "-itis" does
        ("PACEMAKER INTERROGATED, NORMAL FUNCTION", "PACEMAKER", False),  # a word of care no name list holds
    ],
)
def test_the_recall_operating_point_never_relabels_a_lone_language_or_a_field_role(
    text: str, piece: str, may: bool
) -> None:
    from phiscrub.taggers.crf import _may_be_relabelled
    from phiscrub.tokenize.tokenizer import Token

    start = text.index(piece)
    assert _may_be_relabelled(text, Token(start, start + len(piece), "alpha")) is may


@pytest.mark.parametrize(
    ("text", "piece", "may"),
    [
        ("since march i've had pain", "ve", False),
        ("we don't know", "t", False),
        ("my daughter (she's 15) has migraines", "s", False),
        ("He’s 74 and a veteran", "s", False),
        ("taken to St. Mary's in the night", "s", True),  # a possessive may end a name
        ("Children's Mercy", "s", True),
        ("Where ' s Kishan ?", "s", False),  # tokenised text: spaces around the apostrophe
    ],
)
def test_the_recall_operating_point_never_relabels_the_end_of_a_contraction(text: str, piece: str, may: bool) -> None:
    from phiscrub.taggers.crf import _may_be_relabelled
    from phiscrub.tokenize.tokenizer import Token

    start = re.search(rf"['’] ?{piece}\b", text).end() - len(piece)  # type: ignore[union-attr]
    assert _may_be_relabelled(text, Token(start, start + len(piece), "alpha")) is may


@pytest.mark.parametrize(
    ("text", "piece", "may"),
    [
        ("31 yo G3P2002 at 38 weeks", "2002", False),  # gravida and para, not a year
        ("31 yo G3P2002 at 38 weeks", "P", False),
        ("moved here in 2002 from Ohio", "2002", True),
        ("landscaper w/ lesion on the ear", "w", False),  # shorthand with a slash
        ("s/p CABG in March", "p", False),
        ("52 yo M landscaper", "M", False),  # the patient's sex after an age
        ("Signed M. Okafor", "M", True),  # an initial
    ],
)
def test_the_recall_operating_point_leaves_clinical_shorthand_alone(text: str, piece: str, may: bool) -> None:
    from phiscrub.taggers.crf import _may_be_relabelled
    from phiscrub.tokenize.tokenizer import Token

    start = text.index(piece)  # the first occurrence is the one meant in each case
    assert _may_be_relabelled(text, Token(start, start + len(piece), "alpha")) is may


@pytest.mark.parametrize(
    ("text", "token", "may"),
    [
        ("Ucx >100k E. coli, pan-sensitive", "E", False),  # the genus of "E. coli", not an initial
        ("MRSA (S aureus) in the wound", "S", False),
        ("Seen by E. Colin in clinic", "E", True),  # an initial: "Colin" is no species
        ("Signed J. Whitfield", "J", True),
        ("I. Novak, RN", "I", True),  # "I." may be an initial
        ("I called the pharmacy", "I", False),
        ("the pain began at 4 a.m. while at home", "a", False),  # a time of day's "a.m."
        ("the pain began at 4 a.m. while at home", "m", False),
        ("seen at 10 P.M. in the ED", "M", False),
        ("ext. x 4471", "x", True),
    ],
)
def test_the_recall_operating_point_reads_a_capital_by_what_follows_it(text: str, token: str, may: bool) -> None:
    from phiscrub.taggers.crf import _may_be_relabelled
    from phiscrub.tokenize.tokenizer import Token

    start = re.search(rf"\b{token}\b", text).start()  # type: ignore[union-attr]
    assert _may_be_relabelled(text, Token(start, start + 1, "alpha")) is may


def test_the_never_relabelled_words_are_no_state_code_and_names_among_them_are_marked() -> None:
    from phiscrub.resources.dictionaries import load_dictionary
    from phiscrub.taggers.clinical_words import ABBREVIATIONS_ALSO_NAMES, CLINICAL_ABBREVIATIONS, CONDITIONS
    from phiscrub.taggers.crf import (
        EPONYMS,
        GREETINGS,
        LOWER_CASE_SHORTHAND,
        MICROBE_SPECIES,
        PHI_FIELD_WORDS,
        PLACES_IN_CAPITALS,
        PRONOUNS,
        RELATIVE_DAYS,
        RELATIVES,
        TITLES,
    )

    states = load_dictionary("us_state_abbreviations")
    never = TITLES | RELATIVES | CLINICAL_ABBREVIATIONS | EPONYMS | RELATIVE_DAYS | LOWER_CASE_SHORTHAND
    never |= MICROBE_SPECIES | PHI_FIELD_WORDS | PRONOUNS | GREETINGS - {"hi"}  # "HI" stays eligible
    assert not (never | {p.lower() for p in PLACES_IN_CAPITALS}) & states
    names = load_dictionary("first_names") | load_dictionary("last_names")
    assert not (EPONYMS | MICROBE_SPECIES | PHI_FIELD_WORDS | CONDITIONS) & names
    assert all(len(word) > 2 for word in CLINICAL_ABBREVIATIONS)
    assert CLINICAL_ABBREVIATIONS & names <= ABBREVIATIONS_ALSO_NAMES <= CLINICAL_ABBREVIATIONS
    assert all(word.isalpha() and word.islower() for word in never)
