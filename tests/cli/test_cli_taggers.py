from __future__ import annotations

from typer.testing import CliRunner

from phiscrub.cli.main import build_app


def test_taggers_command_lists_every_registered_tagger() -> None:
    result = CliRunner().invoke(build_app(), ["taggers"])
    assert result.exit_code == 0
    assert {"rules", "crf", "deny-list", "known"} <= set(result.stdout.split())
