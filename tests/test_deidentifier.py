from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.deidentifier import model_language, resolve_language
from phiscrub.document import Document
from phiscrub.errors import ConfigError

SPANISH_MODEL = Path(__file__).resolve().parents[1] / "phiscrub" / "models" / "es"


def spanish_model(tmp_path: Path, lang: str = "es") -> Path:
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "manifest.json").write_text(json.dumps({"lang": lang}), encoding="utf-8")
    return folder


def test_the_language_comes_from_the_model_manifest(tmp_path: Path) -> None:
    model = spanish_model(tmp_path)
    assert model_language(model) == "es"
    assert resolve_language(None, model) == "es"
    assert resolve_language("es", model) == "es"
    assert resolve_language(None, None) == "en"
    assert resolve_language("es", None) == "es"
    assert model_language(tmp_path) is None


def test_a_language_contradicting_the_model_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not match"):
        resolve_language("en", spanish_model(tmp_path))


def test_deid_with_a_spanish_model_and_no_lang_reads_dates_day_first(tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "n1.txt").write_text("Ingresa el 3/4/2021 y recibe el alta el 10/4/2021.\n", encoding="utf-8")
    key = tmp_path / "key.txt"
    key.write_text("a-test-key-0123456789abcdef", encoding="utf-8")
    out = tmp_path / "out"
    args = ["deid", notes, "-o", out, "--replace", "surrogate", "--key-file", key, "--model", SPANISH_MODEL]
    result = CliRunner().invoke(build_app(), [str(arg) for arg in [*args, "--no-progress"]])
    assert result.exit_code == 0, result.output
    text = (out / "n1.txt").read_text(encoding="utf-8")
    dates = re.findall(r"(\d{1,2})/(\d{1,2})/(\d{4})", text)
    assert len(dates) == 2 and "3/4/2021" not in text and "10/4/2021" not in text
    first, second = (dt.date(int(year), int(month), int(day)) for day, month, year in dates)
    assert (second - first).days == 7


def test_the_rules_only_pipeline_tags_a_long_note_window_by_window_like_its_pieces() -> None:
    from phiscrub.deidentifier import rules_pipeline

    piece = "Seen on 03/04/2021. Call 617-555-0199 or mail ana.ruiz@example.org about the results.\n"
    note = Document("long", piece * 400)  # ~34,000 characters: more than one window
    pipeline = rules_pipeline("en")
    assert len(note.text) > pipeline.window_chars
    spans = pipeline.tag(note).spans
    one = pipeline.tag(Document("one", piece)).spans
    assert len(spans) == 400 * len(one)
    assert {note.text[s.start : s.end] for s in spans} == {piece[s.start : s.end] for s in one}
