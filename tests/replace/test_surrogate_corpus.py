from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.replace.surrogate_corpus import (
    ambiguity_table,
    ambiguous_candidates,
    labelled_words,
    surrogate_corpus,
)
from phiscrub.replace.wordlists import known_words
from tests.replace.conftest import note

TEXT = (
    "Mr. John Smith was seen at Boston General in Salem on 3/4/2012 by Dr. Ana Ruiz (MRN 445566) "
    "for Crohn disease and anemia."
)
PHI = (
    ("John Smith", "PATIENT"),
    ("Boston General", "HOSPITAL"),
    ("Salem", "CITY"),
    ("3/4/2012", "DATE"),
    ("Ana Ruiz", "DOCTOR"),
    ("445566", "MEDICALRECORD"),
)


def run(mode: str, seed: int = 0) -> dict[str, str]:
    doc = note(TEXT, *PHI)
    (new,) = surrogate_corpus([doc], mode, seed)
    assert [span.label for span in new.spans] == [span.label for span in doc.spans]
    assert new.text.startswith("Mr. ") and new.text.endswith(" for Crohn disease and anemia.")
    return {doc.span_text(old): new.span_text(span) for old, span in zip(doc.spans, new.spans, strict=True)}


@pytest.mark.parametrize("mode", ["random", "ambiguous", "oov", "challenge"])
def test_each_mode_replaces_every_gold_phi_and_moves_the_spans(mode: str) -> None:
    out = run(mode)
    assert all(old != new for old, new in out.items())
    assert out == run(mode) and out != run(mode, seed=1)


def test_ambiguous_mode_draws_names_and_places_from_the_non_phi_words_of_the_note() -> None:
    out = run("ambiguous")
    assert set(out["John Smith"].split()) <= {"Crohn", "Anemia"}
    assert out["Salem"] in {"Crohn", "Anemia"}


def test_oov_mode_draws_words_no_dictionary_knows() -> None:
    out = run("oov")
    words = [*out["John Smith"].split(), *out["Ana Ruiz"].split(), out["Salem"]]
    assert all(word.casefold() not in known_words() for word in words)


def test_unknown_mode_lists_the_modes_before_reading_the_corpus() -> None:
    with pytest.raises(UnknownComponentError, match="ambiguous"):
        list(surrogate_corpus([], "weird"))


def test_cli_writes_a_surrogate_corpus(tmp_path: Path) -> None:
    gold = tmp_path / "gold.jsonl"
    doc = note(TEXT, *PHI)
    spans = [{"start": s.start, "end": s.end, "label": s.label} for s in doc.spans]
    gold.write_text(json.dumps({"id": "n1", "text": TEXT, "spans": spans, "meta": {"patient_id": "p1"}}) + "\n")
    output = tmp_path / "out.jsonl"
    result = CliRunner().invoke(
        build_app(), ["surrogate-corpus", str(gold), "-o", str(output), "--mode", "oov", "--seed", "3"]
    )
    assert result.exit_code == 0, result.output
    record = json.loads(output.read_text())
    assert "John Smith" not in record["text"]
    assert [record["text"][s["start"] : s["end"]] != "" for s in record["spans"]] == [True] * len(PHI)


# -- the ambiguous corpus (§5.2): each injected word also occurs as non-PHI -------------------------------------------

NOTES = (
    ("Mr. Paul Adams has Crohn disease; colonoscopy showed colitis. Dr. Maria Lopez saw him.", "p1"),
    ("Ms. Ruth Baker, seen in Dover at Kent Hospital, takes warfarin for anemia after a colectomy.", "p2"),
    ("Mr. Omar Haddad from Tripoli: Parkinson disease, on metformin; Dr. Maria Lopez follows him.", "p3"),
    ("Dr. Ian Webb noted anemia and hepatitis; Mr. Paul Adams refused the colonoscopy again.", "p1"),
)
NOTE_PHI = {
    "Paul Adams": "PATIENT",
    "Ruth Baker": "PATIENT",
    "Omar Haddad": "PATIENT",
    "Maria Lopez": "DOCTOR",
    "Ian Webb": "DOCTOR",
    "Dover": "CITY",
    "Tripoli": "CITY",
    "Kent Hospital": "HOSPITAL",
}


def corpus() -> list[Document]:
    docs = []
    for i, (text, patient) in enumerate(NOTES):
        doc = note(text, *[(value, label) for value, label in NOTE_PHI.items() if value in text], patient=patient)
        docs.append(Document(f"n{i}", doc.text, doc.spans, doc.meta))
    return docs


def non_phi_words(docs: list[Document]) -> set[str]:
    return {word for doc in docs for word, label in labelled_words(doc) if label == "Non-PHI"}


def test_candidates_are_medical_words_outside_phi_and_no_function_words() -> None:
    words = ambiguous_candidates([corpus()], min_words=0)
    assert {"Crohn", "Colitis", "Colonoscopy", "Anemia", "Warfarin", "Parkinson", "Metformin"} <= set(words)
    assert not {"Adams", "Lopez", "Dover", "Kent", "Hospital", "Disease", "After"} & set(words)


def test_candidates_occur_as_non_phi_in_every_corpus_given() -> None:
    docs = corpus()
    words = ambiguous_candidates([docs[:2], docs[2:]], min_words=0)
    assert "Anemia" in words and "Colonoscopy" in words
    assert "Warfarin" not in words and "Metformin" not in words  # each in one half only


def test_frequent_long_words_fill_up_a_short_list_of_medical_words() -> None:
    medical = ambiguous_candidates([corpus()], min_words=0)
    words = ambiguous_candidates([corpus()], min_words=12)
    # "disease" occurs twice outside PHI; words seen once ("refused") or short ("takes") never fill up
    assert words == (*medical, "Disease")


def test_a_word_glued_to_a_span_is_no_candidate() -> None:
    doc = note("Seen by Dr. Ana Ruizcolitis today; colitis again.", ("Ana Ruiz", "DOCTOR"))
    glued = note("Seen by Dr. Ana Ruizcolitis today.", ("Ana Ruiz", "DOCTOR"))
    assert "Colitis" in ambiguous_candidates([[doc]], min_words=0)
    assert "Colitis" not in ambiguous_candidates([[glued]], min_words=0)


def test_every_injected_word_occurs_as_non_phi_in_the_ambiguous_corpus() -> None:
    out = list(surrogate_corpus(corpus(), "ambiguous", seed=0))
    words = {word.casefold() for word in ambiguous_candidates([corpus()])}
    free = non_phi_words(out)
    for doc in out:
        for span in doc.spans:
            injected = [w for w, _ in labelled_words(Document("s", doc.span_text(span))) if len(w) > 1]
            if span.label == "HOSPITAL":
                assert any(word in words for word in injected)  # "{word} Memorial Hospital" and the like
                injected = [word for word in injected if word in words]
            assert injected and all(word in words and word in free for word in injected), span.label


def test_ambiguous_mode_without_a_usable_word_says_what_it_needs() -> None:
    doc = note("Dr. Ana Ruiz.", ("Ana Ruiz", "DOCTOR"))
    with pytest.raises(ConfigError, match="outside the PHI"):
        list(surrogate_corpus([doc], "ambiguous"))


@pytest.mark.parametrize("mode", ["ambiguous", "challenge"])
def test_the_same_seed_gives_the_same_corpus_and_another_seed_another(mode: str) -> None:
    first = list(surrogate_corpus(corpus(), mode, seed=4))
    assert first == list(surrogate_corpus(corpus(), mode, seed=4))
    assert [doc.text for doc in first] != [doc.text for doc in surrogate_corpus(corpus(), mode, seed=5)]


@pytest.mark.parametrize("mode", ["random", "ambiguous", "oov", "challenge"])
def test_text_between_the_spans_is_kept_and_the_spans_cover_the_surrogates(mode: str) -> None:
    docs = corpus()
    for old, new in zip(docs, surrogate_corpus(docs, mode, seed=2), strict=True):

        def gaps(doc: Document) -> list[str]:
            bounds = [0, *(i for span in doc.spans for i in (span.start, span.end)), len(doc.text)]
            return [doc.text[a:b] for a, b in zip(bounds[::2], bounds[1::2], strict=True)]

        assert gaps(new) == gaps(old)
        assert [span.label for span in new.spans] == [span.label for span in old.spans]
        for old_span, new_span in zip(old.spans, new.spans, strict=True):
            value = new.span_text(new_span)
            assert value == value.strip() and value != old.span_text(old_span)


# -- the challenge corpus (§5.5): out-of-vocabulary and ambiguous surrogates mixed -------------------------------------

POOL = ("Colitis", "Anemia", "Hepatitis", "Gastritis", "Cholangitis")


def sources(label: str, n: int = 300) -> dict[str, float]:
    """Return the share of each source among the surrogate name words of `n` notes of distinct patients."""
    docs = [note(f"Seen: John Smith, {i}.", ("John Smith", label), patient=f"p{i}") for i in range(n)]
    found = {"oov": 0, "ambiguous": 0, "random": 0}
    pool = {word.casefold() for word in POOL}
    for doc in surrogate_corpus(docs, "challenge", seed=0, ambiguous_words=POOL):
        for word in doc.span_text(doc.spans[0]).split():
            folded = word.casefold()
            found["ambiguous" if folded in pool else "random" if folded in known_words() else "oov"] += 1
    return {source: count / (2 * n) for source, count in found.items()}


@pytest.mark.parametrize(("label", "oov", "ambiguous"), [("PATIENT", 0.73, 0.10), ("DOCTOR", 0.67, 0.15)])
def test_challenge_mode_mixes_sources_with_the_papers_shares(label: str, oov: float, ambiguous: float) -> None:
    shares = sources(label)
    assert shares["oov"] == pytest.approx(oov, abs=0.06)
    assert shares["ambiguous"] == pytest.approx(ambiguous, abs=0.05)
    assert shares["random"] == pytest.approx(1 - oov - ambiguous, abs=0.06)


def test_challenge_mode_keeps_one_surrogate_per_name_word_of_a_patient() -> None:
    text = "John Smith came; Smith left; J. Smith called."
    spans = [
        Span(text.index(value), text.index(value) + len(value), "PATIENT")
        for value in ("John Smith", "Smith left", "J. Smith")
    ]
    spans[1] = Span(spans[1].start, spans[1].start + len("Smith"), "PATIENT")
    doc = Document("n1", text, tuple(spans), {"patient_id": "p9"})
    (new,) = surrogate_corpus([doc], "challenge", seed=0, ambiguous_words=POOL)
    assert len({new.span_text(span).split()[-1] for span in new.spans}) == 1


# -- Table 2: tokens ambiguous between PHI and non-PHI ----------------------------------------------------------------


def test_ambiguity_table_counts_ambiguous_and_unknown_letter_tokens_per_class() -> None:
    docs = [
        note("Dr. Crohn saw him for Crohn disease on 3/4/2012.", ("Crohn", "DOCTOR"), ("3/4/2012", "DATE")),
        note("Mr. Zyxqo Crohn has Crohn disease.", ("Zyxqo Crohn", "PATIENT")),
    ]
    table = ambiguity_table(docs)
    assert list(table) == ["Non-PHI", "DOCTOR", "PATIENT"]  # digits are no words: the date has none
    assert (table["DOCTOR"].tokens, table["DOCTOR"].ambiguous, table["DOCTOR"].out_of_vocabulary) == (1, 1, 0)
    assert (table["PATIENT"].tokens, table["PATIENT"].ambiguous, table["PATIENT"].out_of_vocabulary) == (2, 1, 1)
    # non-PHI letter tokens: Dr saw him for Crohn disease on | Mr has Crohn disease; "Crohn" twice is ambiguous
    assert (table["Non-PHI"].tokens, table["Non-PHI"].ambiguous, table["Non-PHI"].out_of_vocabulary) == (11, 2, 0)


def test_cli_writes_a_challenge_corpus_with_words_from_another_split(tmp_path: Path) -> None:
    paths = []
    for name, docs in (("train", corpus()[:2]), ("dev", corpus()[2:])):
        path = tmp_path / f"{name}.jsonl"
        rows = [
            {"id": d.id, "text": d.text, "spans": [{"start": s.start, "end": s.end, "label": s.label} for s in d.spans]}
            for d in docs
        ]
        path.write_text("".join(json.dumps(row) + "\n" for row in rows))
        paths.append(path)
    output = tmp_path / "out.jsonl"
    args = ["surrogate-corpus", str(paths[0]), "-o", str(output), "--mode", "challenge", "--words-from", str(paths[1])]
    result = CliRunner().invoke(build_app(), args)
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in output.read_text().splitlines()]
    assert len(records) == 2 and "Paul Adams" not in records[0]["text"]
