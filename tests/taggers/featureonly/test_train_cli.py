"""`phiscrub train forest|crf-nowords --feature-corpus`: the researcher trains on the export alone, then tags notes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document
from phiscrub.errors import InputError
from phiscrub.io.jsonl import write_jsonl

COMMANDS = [("forest", ["--trees", "5", "--jobs", "1"]), ("crf-nowords", ["--max-iterations", "20"])]


@pytest.fixture
def notes_file(train_notes: list[Document], tmp_path: Path) -> Path:
    write_jsonl(train_notes, tmp_path / "notes.jsonl")
    return tmp_path / "notes.jsonl"


def invoke(*args: str | Path) -> str:
    result = CliRunner().invoke(build_app(), [str(arg) for arg in args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize(("command", "options"), COMMANDS)
def test_a_model_trained_on_an_exported_corpus_tags_notes_as_one_trained_on_them(
    notes_file: Path, tmp_path: Path, command: str, options: list[str]
) -> None:
    buckets = ["--length-buckets", "1,3,6"]
    invoke("export-features", notes_file, "-o", tmp_path / "features.tsv", *buckets)
    output = invoke("train", command, "--feature-corpus", tmp_path / "features.tsv", "--lang", "en",
                    "--out", tmp_path / "researcher", *buckets, *options)  # fmt: skip
    assert "crfpp feature corpus" in output and "no word of its training notes" in output
    invoke("train", command, "--train", notes_file, "--lang", "en", "--out", tmp_path / "hospital", *buckets, *options)
    for model in ("researcher", "hospital"):
        invoke("tag", notes_file, "-o", tmp_path / f"{model}.jsonl", "--model", tmp_path / model)
    assert (tmp_path / "researcher.jsonl").read_text() == (tmp_path / "hospital.jsonl").read_text()
    manifest = json.loads((tmp_path / "researcher" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["training_data"]["feature_corpus"] == "crfpp"
    params = json.loads(next((tmp_path / "researcher").glob("*/params.json")).read_text(encoding="utf-8"))
    assert params["params"]["length_buckets"] == [1, 3, 6]


@pytest.mark.parametrize("given", [[], ["--train", "NOTES", "--feature-corpus", "FEATURES"]])
def test_notes_or_a_feature_corpus_is_needed_not_both(notes_file: Path, tmp_path: Path, given: list[str]) -> None:
    invoke("export-features", notes_file, "-o", tmp_path / "features.csv")
    paths = {"NOTES": str(notes_file), "FEATURES": str(tmp_path / "features.csv")}
    args = ["train", "forest", "--lang", "en", "--out", str(tmp_path / "m"), *(paths.get(a, a) for a in given)]
    result = CliRunner().invoke(build_app(), args)
    assert result.exit_code == 2
    shown = " ".join("".join(c for c in result.output if c not in "│╭╮╰╯─").split())  # without rich's box
    assert "either --train NOTES or --feature-corpus FILE" in shown
    assert not (tmp_path / "m").exists()


def test_a_malformed_feature_corpus_is_an_input_error_naming_the_line(notes_file: Path, tmp_path: Path) -> None:
    invoke("export-features", notes_file, "-o", tmp_path / "features.csv")
    lines = (tmp_path / "features.csv").read_text(encoding="utf-8").splitlines()
    cells = lines[2].split(",")
    lines[2] = ",".join([*cells[:-1], "Ruiz"])  # the class of the second token
    (tmp_path / "features.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    args = [
        "train",
        "forest",
        "--feature-corpus",
        str(tmp_path / "features.csv"),
        "--lang",
        "en",
        "--out",
        str(tmp_path / "m"),
    ]
    result = CliRunner().invoke(build_app(), args)
    assert isinstance(result.exception, InputError)
    assert "features.csv, line 3: unknown class" in str(result.exception)
    assert "Ruiz" not in str(result.exception)
