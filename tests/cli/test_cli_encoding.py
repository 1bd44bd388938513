"""`--encoding` reaches the readers of every command that reads, and the decoding error points to it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.errors import ConfigError, InputError
from phiscrub.io.jsonl import read_jsonl
from phiscrub.io.registry import reader

NOTE = {"id": "n1", "text": "Seen by José Núñez.", "spans": [{"start": 8, "end": 18, "label": "DOCTOR"}]}


@pytest.fixture
def latin1_corpus(tmp_path: Path) -> Path:
    path = tmp_path / "latin1.jsonl"
    path.write_bytes((json.dumps(NOTE, ensure_ascii=False) + "\n").encode("latin-1"))
    return path


def invoke(*args: object):
    return CliRunner().invoke(build_app(), [str(arg) for arg in args])


def test_utf8_error_tells_the_user_about_the_encoding_option_that_exists(latin1_corpus):
    result = invoke("convert", latin1_corpus, latin1_corpus.with_name("out.jsonl"), "--to", "jsonl")
    assert isinstance(result.exception, InputError)
    assert "not valid UTF-8 (pass --encoding" in str(result.exception)
    assert "José" not in str(result.exception)
    help_text = invoke("convert", "--help").output
    assert "--encoding" in help_text


def test_convert_reads_with_the_encoding_given(latin1_corpus, tmp_path):
    result = invoke("convert", latin1_corpus, tmp_path / "out.jsonl", "--to", "jsonl", "--encoding", "latin-1")
    assert result.exit_code == 0, result.output
    (doc,) = read_jsonl(tmp_path / "out.jsonl")
    assert doc.text[doc.spans[0].start : doc.spans[0].end] == "José Núñez"


def test_stats_reads_with_the_encoding_given(latin1_corpus):
    result = invoke("stats", latin1_corpus, "--json", "--encoding", "latin-1")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["notes"] == 1


@pytest.mark.parametrize("command", ["tag", "deid", "evaluate", "surrogate-corpus", "stats", "convert"])
def test_every_reading_command_has_the_encoding_option(command):
    assert "--encoding" in invoke(command, "--help").output


def test_an_unknown_encoding_is_a_config_error(latin1_corpus, tmp_path):
    result = invoke("convert", latin1_corpus, tmp_path / "out.jsonl", "--to", "jsonl", "--encoding", "klingon")
    assert isinstance(result.exception, ConfigError)
    assert "unknown --encoding 'klingon'" in str(result.exception)


def test_xml_encoding_option_overrides_the_declaration(tmp_path):
    path = tmp_path / "note.xml"
    text = "<?xml version='1.0' encoding='UTF-8'?><deIdi2b2><TEXT>José</TEXT><TAGS></TAGS></deIdi2b2>"
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(InputError):
        list(reader("i2b2")(path))
    (doc,) = reader("i2b2")(path, encoding="latin-1")
    assert doc.text == "José"


def test_parquet_refuses_an_encoding_other_than_utf8(tmp_path):
    with pytest.raises(ConfigError, match="always UTF-8"):
        list(reader("parquet")(tmp_path / "c.parquet", encoding="latin-1"))
