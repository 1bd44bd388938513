"""`phiscrub train forest|crf-nowords --feature-corpus`: the researcher trains on the export alone, then tags notes."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from click.testing import Result
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError
from phiscrub.io.jsonl import write_jsonl
from phiscrub.taggers.featureonly.export import metadata_path

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
    metadata_path(tmp_path / "features.csv").unlink()  # its sha256 would flag the change before any line is read
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


# -- the settings travel in the export's metadata file ---------------------------------------------------------------

SETTINGS = ["--length-buckets", "1,3,6", "--scheme", "iob", "--tokenizer", "standard"]
"""Export settings other than the defaults, so that a model trained with the defaults would differ."""


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def train(*args: str | Path) -> Result:
    return CliRunner().invoke(build_app(), ["train", *(str(arg) for arg in args)])


@pytest.mark.parametrize(("command", "options"), COMMANDS)
def test_training_takes_the_settings_from_the_metadata_as_if_they_were_given(
    notes_file: Path, tmp_path: Path, command: str, options: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    features = tmp_path / "features.crfsuite"
    invoke("export-features", notes_file, "-o", features, *SETTINGS)
    with caplog.at_level(logging.WARNING):
        invoke("train", command, "--feature-corpus", features, "--out", tmp_path / "from-metadata", *options)
    assert "could not be checked" not in caplog.text
    invoke("train", command, "--feature-corpus", features, "--out", tmp_path / "given", "--lang", "en",
           "--pos", "pseudo", "--format", "crfsuite", *SETTINGS, *options)  # fmt: skip
    assert folder_bytes(tmp_path / "from-metadata") == folder_bytes(tmp_path / "given")
    params = json.loads(next((tmp_path / "given").glob("*/params.json")).read_text(encoding="utf-8"))["params"]
    assert (params["length_buckets"], params["scheme"], params["tokenizer"]) == ([1, 3, 6], "iob", "standard")


@pytest.mark.parametrize(
    ("option", "setting"),
    [
        (["--length-buckets", "1,3"], "length_buckets"),
        (["--scheme", "io"], "scheme"),
        (["--tokenizer", "aggressive"], "tokenizer"),
        (["--lang", "es"], "lang"),
        (["--format", "csv"], "format"),
    ],
)
def test_an_option_contradicting_the_metadata_fails_naming_the_file_and_setting(
    notes_file: Path, tmp_path: Path, option: list[str], setting: str
) -> None:
    features = tmp_path / "features.tsv"
    invoke("export-features", notes_file, "-o", features, *SETTINGS)
    result = train("forest", "--feature-corpus", features, "--out", tmp_path / "m", *option)
    assert isinstance(result.exception, ConfigError)
    message = str(result.exception)
    assert message.startswith(f"{features}: setting {setting} is ") and "features.tsv.meta.json" in message
    assert not (tmp_path / "m").exists()


def test_without_metadata_training_takes_the_options_and_warns(
    notes_file: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    features = tmp_path / "features.csv"
    invoke("export-features", notes_file, "-o", features, *SETTINGS)
    options = ["--trees", "5", "--jobs", "1"]
    invoke("train", "forest", "--feature-corpus", features, "--out", tmp_path / "with", *options)
    metadata_path(features).unlink()
    result = train("forest", "--feature-corpus", features, "--out", tmp_path / "m", *SETTINGS, *options)
    assert result.exit_code == 2 and "--lang" in result.output
    with caplog.at_level(logging.WARNING):
        invoke("train", "forest", "--feature-corpus", features, "--out", tmp_path / "without", "--lang", "en",
               *SETTINGS, *options)  # fmt: skip
    assert f"{features}: no metadata file features.csv.meta.json beside it" in caplog.text
    assert "could not be checked" in caplog.text
    assert folder_bytes(tmp_path / "without") == folder_bytes(tmp_path / "with")


def test_a_changed_export_fails_training_as_its_metadata_records_another_sha256(
    notes_file: Path, tmp_path: Path
) -> None:
    features = tmp_path / "features.tsv"
    invoke("export-features", notes_file, "-o", features)
    lines = features.read_text(encoding="utf-8").split("\n\n")
    features.write_text("\n\n".join(lines[:-2]) + "\n\n", encoding="utf-8")  # the last sentence lost in transfer
    result = train("forest", "--feature-corpus", features, "--out", tmp_path / "m")
    assert isinstance(result.exception, InputError)
    assert str(result.exception).startswith(f"{metadata_path(features)}: records another sha256")
    assert not (tmp_path / "m").exists()


def test_a_malformed_metadata_file_fails_training_naming_it(notes_file: Path, tmp_path: Path) -> None:
    features = tmp_path / "features.csv"
    invoke("export-features", notes_file, "-o", features)
    metadata_path(features).write_text('{"kind": "phiscrub feature corpus", "format": "Ruiz"}', encoding="utf-8")
    result = train("forest", "--feature-corpus", features, "--lang", "en", "--out", tmp_path / "m")
    assert isinstance(result.exception, InputError)
    message = str(result.exception)
    assert message.startswith(f"{metadata_path(features)}: malformed feature-corpus metadata")
    assert "Ruiz" not in message
    assert not (tmp_path / "m").exists()
