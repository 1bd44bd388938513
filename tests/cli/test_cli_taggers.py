from __future__ import annotations

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.taggers.crf_engine import DECODER_ENV


def test_taggers_command_lists_every_registered_tagger() -> None:
    result = CliRunner().invoke(build_app(), ["taggers"])
    assert result.exit_code == 0
    assert {"rules", "crf", "deny-list", "known"} <= set(result.stdout.split())


def test_version_names_the_crf_decoder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DECODER_ENV, "crfsuite")
    result = CliRunner().invoke(build_app(), ["--version"])
    assert result.exit_code == 0
    assert result.output.startswith("phiscrub ") and "(CRF decoder: crfsuite)" in result.output
