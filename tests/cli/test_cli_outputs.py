"""Every command refuses an output on, in or around its input, and reports bad paths in one line, no traceback."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app, main
from phiscrub.errors import ConfigError, OutputError

NOTE = {"id": "n1", "text": "Seen by Ana Ruiz on 03/04/2021.", "spans": [{"start": 8, "end": 16, "label": "DOCTOR"}]}


@pytest.fixture
def gold(tmp_path: Path) -> Path:
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps(NOTE) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "n1.txt").write_text(NOTE["text"], encoding="utf-8")
    return folder


def invoke(*args: object):
    return CliRunner().invoke(build_app(), [str(arg) for arg in args])


def run_main(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str]:
    """Run the installed entry point as a shell would; return its exit code and stderr."""
    monkeypatch.setattr(sys, "argv", ["phiscrub", *map(str, args)])
    with pytest.raises(SystemExit) as exit_info:
        main()
    return int(exit_info.value.code or 0), capsys.readouterr().err


OVERLAPS = {
    "is": lambda path: path,
    "inside": lambda path: path / "out",
    "contains": lambda path: path.parent,
}


@pytest.mark.parametrize("relation", list(OVERLAPS))
def test_tag_refuses_an_output_on_in_or_around_its_input(notes, relation):
    output = OVERLAPS[relation](notes)
    result = invoke("tag", notes, "-o", output, "--lang", "en", "--out-format", "text")
    assert isinstance(result.exception, OutputError), result.output
    assert (notes / "n1.txt").read_text(encoding="utf-8") == NOTE["text"]


@pytest.mark.parametrize("relation", list(OVERLAPS))
def test_deid_refuses_an_output_on_in_or_around_its_input(notes, relation):
    result = invoke("deid", notes, "-o", OVERLAPS[relation](notes), "--rules-only", "--no-progress")
    assert isinstance(result.exception, OutputError), result.output
    assert sorted(path.name for path in notes.iterdir()) == ["n1.txt"]


def test_deid_refuses_an_audit_file_inside_its_input(notes, tmp_path):
    result = invoke("deid", notes, "-o", tmp_path / "out", "--audit", notes / "audit.jsonl", "--rules-only")
    assert isinstance(result.exception, OutputError)
    assert "audit file" in str(result.exception)


@pytest.mark.parametrize("where", ["input", "output"])
def test_deid_refuses_a_key_file_inside_the_input_or_output_tree(notes, tmp_path, where):
    output = tmp_path / "out"
    key = notes / "key.txt" if where == "input" else output / "key.txt"
    key.parent.mkdir(exist_ok=True)
    key.write_text("a-long-random-secret-key-0123456789")
    result = invoke("deid", notes, "-o", output, "--replace", "surrogate", "--key-file", key, "--rules-only")
    assert isinstance(result.exception, ConfigError)
    assert f"inside the {where}" in str(result.exception)
    assert "secret" not in str(result.exception)


def test_evaluate_refuses_an_html_report_over_its_gold(gold):
    before = gold.read_bytes()
    result = invoke("evaluate", gold, gold, "--html", gold, "--bootstrap", "0", "--shuffles", "1")
    assert isinstance(result.exception, OutputError)
    assert gold.read_bytes() == before


def test_surrogate_corpus_refuses_to_overwrite_its_gold(gold):
    before = gold.read_bytes()
    result = invoke("surrogate-corpus", gold, "-o", gold)
    assert isinstance(result.exception, OutputError)
    assert gold.read_bytes() == before


def test_convert_refuses_a_folder_output_inside_its_input_folder(notes):
    result = invoke("convert", notes, notes / "brat", "--to", "brat")
    assert isinstance(result.exception, OutputError)
    assert not (notes / "brat").exists()


def test_train_refuses_a_model_folder_around_its_training_file(gold):
    result = invoke("train", "hybrid", "--train", gold, "--lang", "en", "--out", gold.parent)
    assert isinstance(result.exception, OutputError)


def test_surrogate_corpus_refuses_an_unknown_locale_in_one_line(monkeypatch, capsys, gold, tmp_path):
    code, err = run_main(monkeypatch, capsys, "surrogate-corpus", gold, "-o", tmp_path / "o.jsonl", "--locale", "xx_XX")
    assert code == 2
    assert err.startswith("error: unknown --locale 'xx_XX'") and err.count("\n") == 1


def test_train_on_an_existing_file_as_out_fails_in_one_line_before_training(monkeypatch, capsys, gold, tmp_path):
    (tmp_path / "model").write_text("not a folder")
    code, err = run_main(
        monkeypatch, capsys, "train", "hybrid", "--train", gold, "--lang", "en", "--out", tmp_path / "model"
    )
    assert code == 2
    assert "model: exists and is not a folder" in err and err.count("\n") == 1


@pytest.mark.parametrize("target", ["afile/out.jsonl", "afile/sub/out.jsonl", "."])
def test_synth_reports_a_bad_output_path_in_one_line(monkeypatch, capsys, tmp_path, target):
    (tmp_path / "afile").write_text("a file")
    monkeypatch.chdir(tmp_path)
    code, err = run_main(monkeypatch, capsys, "synth", "-n", "2", "-p", "1", "-o", target)
    assert code == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


COMMANDS_THAT_WRITE = {
    "convert": lambda gold, out: ["convert", gold, out, "--to", "jsonl"],
    "convert to a folder": lambda gold, out: ["convert", gold, out, "--to", "brat"],
    "tag": lambda gold, out: ["tag", gold, "-o", out, "--lang", "en"],
    "deid": lambda gold, out: ["deid", gold, "-o", out, "--rules-only", "--no-progress"],
    "surrogate-corpus": lambda gold, out: ["surrogate-corpus", gold, "-o", out],
    "evaluate --html": lambda gold, out: ["evaluate", gold, gold, "--html", out, "--bootstrap", "0", "--shuffles", "1"],
    "train": lambda gold, out: ["train", "hybrid", "--train", gold, "--lang", "en", "--out", out],
    "synth": lambda gold, out: ["synth", "-n", "2", "-p", "1", "-o", out],
}


@pytest.mark.parametrize("command", list(COMMANDS_THAT_WRITE))
def test_every_command_that_writes_reports_a_parent_that_is_a_file_in_one_line(monkeypatch, capsys, gold, command):
    blocker = gold.parent / "blocker"
    blocker.write_text("a file where a folder should be")
    code, err = run_main(monkeypatch, capsys, *COMMANDS_THAT_WRITE[command](gold, blocker / "out" / "result"))
    assert code == 2, err
    assert err.startswith("error: ") and err.count("\n") == 1 and "blocker" in err


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a user that file permissions apply to")
@pytest.mark.parametrize("command", list(COMMANDS_THAT_WRITE))
def test_every_command_that_writes_reports_a_read_only_folder_in_one_line(monkeypatch, capsys, gold, command):
    locked = gold.parent / "locked"
    locked.mkdir(mode=0o500)
    code, err = run_main(monkeypatch, capsys, *COMMANDS_THAT_WRITE[command](gold, locked / "result"))
    assert code == 2, err
    assert err.startswith("error: ") and err.count("\n") == 1
