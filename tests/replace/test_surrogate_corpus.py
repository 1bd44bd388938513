from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.errors import UnknownComponentError
from phiscrub.replace.surrogate_corpus import surrogate_corpus
from phiscrub.replace.wordlists import AMBIGUOUS_FEMALE, AMBIGUOUS_LAST, AMBIGUOUS_MALE, AMBIGUOUS_PLACES, known_words
from tests.replace.conftest import note

TEXT = "Mr. John Smith was seen at Boston General in Salem on 3/4/2012 by Dr. Ana Ruiz (MRN 445566)."
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
    assert new.text.startswith("Mr. ") and new.text.endswith(").")
    return {doc.span_text(old): new.span_text(span) for old, span in zip(doc.spans, new.spans, strict=True)}


@pytest.mark.parametrize("mode", ["random", "ambiguous", "oov"])
def test_each_mode_replaces_every_gold_phi_and_moves_the_spans(mode: str) -> None:
    out = run(mode)
    assert all(old != new for old, new in out.items())
    assert out == run(mode) and out != run(mode, seed=1)


def test_ambiguous_mode_draws_names_and_places_from_the_ambiguous_lists() -> None:
    out = run("ambiguous")
    first, last = out["John Smith"].split()
    assert first in AMBIGUOUS_MALE + AMBIGUOUS_FEMALE and last in AMBIGUOUS_LAST
    assert out["Salem"] in AMBIGUOUS_PLACES


def test_oov_mode_draws_words_no_dictionary_knows() -> None:
    out = run("oov")
    words = [*out["John Smith"].split(), *out["Ana Ruiz"].split(), out["Salem"]]
    assert all(word.casefold() not in known_words() for word in words)


def test_unknown_mode_lists_the_modes() -> None:
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
