from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.cli.serve import startup_warnings
from phiscrub.server.settings import SETTINGS_ENV_VAR, ServerSettings

uvicorn = pytest.importorskip("uvicorn", reason="uvicorn is part of the server extra")


def test_serving_an_open_address_without_a_token_warns() -> None:
    assert any("without --token-file" in warning for warning in startup_warnings("0.0.0.0", False, True))
    assert startup_warnings("127.0.0.1", False, True) == []
    assert startup_warnings("0.0.0.0", True, True) == []


def test_serving_without_a_key_warns_that_surrogates_are_refused() -> None:
    assert any("surrogates" in warning for warning in startup_warnings("127.0.0.1", True, False))


def test_serve_hands_its_settings_to_uvicorns_workers_through_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: calls.append({"app": app, **options}))
    monkeypatch.setenv(SETTINGS_ENV_VAR, "")  # so that the value the command sets is undone after the test
    monkeypatch.setenv("PHISCRUB_KEY", "a key from the environment, long enough")
    token = tmp_path / "token"
    token.write_text("t0ken", encoding="utf-8")
    arguments = ["serve", "--port", "8123", "--workers", "2", "--token-file", str(token), "--max-documents", "7"]
    result = CliRunner().invoke(build_app(), arguments)
    assert result.exit_code == 0, result.output
    (call,) = calls
    assert (call["app"], call["factory"], call["workers"], call["port"]) == (
        "phiscrub.server.app:app_from_environment",
        True,
        2,
        8123,
    )
    assert call["timeout_keep_alive"] == 75  # idle connections outlive a loaded client's pause (load test)
    settings = ServerSettings.from_environment()
    assert (settings.token_file, settings.max_documents) == (token, 7)
    assert "long enough" not in repr(settings.to_json())


def test_serve_refuses_an_empty_token_file_before_starting(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: pytest.fail("uvicorn must not start"))
    token = tmp_path / "token"
    token.write_text("\n", encoding="utf-8")
    result = CliRunner().invoke(build_app(), ["serve", "--token-file", str(token)])
    assert result.exit_code != 0


def test_serve_hands_its_word_lists_and_known_fields_to_the_workers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: None)
    monkeypatch.setenv(SETTINGS_ENV_VAR, "")
    deny = tmp_path / "deny.tsv"
    deny.write_text("HOSPITAL\tLarkspur clinic\n", encoding="utf-8")
    allow = tmp_path / "allow.tsv"
    allow.write_text("*\tBluebird\n", encoding="utf-8")
    arguments = ["serve", "--rules-only", "--deny-list", str(deny), "--allow-list", str(allow)]
    result = CliRunner().invoke(build_app(), [*arguments, "--known-fields", "patient_name=PATIENT,mrn=MEDICALRECORD"])
    assert result.exit_code == 0, result.output
    settings = ServerSettings.from_environment()
    assert (settings.deny_list, settings.allow_list) == (deny, allow)
    assert settings.known_fields == (("patient_name", "PATIENT"), ("mrn", "MEDICALRECORD"))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--engine", "ensemble"], "phiscrub train transformer"),
        (["--rules-only", "--engine", "transformer"], "--rules-only"),
        (["--rules-only", "--deny-list", "BAD_LIST"], "no tab"),
        (["--rules-only", "--known-fields", "patient_name"], "expected KEY=LABEL"),
    ],
)
def test_serve_refuses_an_engine_or_list_that_cannot_work_before_starting(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, arguments: list[str], message: str
) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: pytest.fail("uvicorn must not start"))
    bad_list = tmp_path / "deny.tsv"
    bad_list.write_text("Larkspur clinic\n", encoding="utf-8")
    arguments = [str(bad_list) if arg == "BAD_LIST" else arg for arg in arguments]
    # Spanish: an English transformer ships, no Spanish one
    result = CliRunner().invoke(build_app(), ["serve", "--lang", "es", *arguments])
    assert result.exit_code != 0
    assert message in str(result.exception)
    assert "Larkspur" not in str(result.exception)


def test_serve_fast_hands_the_shipped_fast_model_to_the_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    from phiscrub.deidentifier import fast_model
    from phiscrub.errors import ConfigError

    monkeypatch.setattr(uvicorn, "run", lambda app, **options: None)
    monkeypatch.setenv(SETTINGS_ENV_VAR, "")  # so that the value the command sets is undone after the test
    result = CliRunner().invoke(build_app(), ["serve", "--fast"])
    assert result.exit_code == 0, result.output
    settings = ServerSettings.from_environment()
    assert (settings.model, settings.lang) == (fast_model("en"), "en")
    refused = CliRunner().invoke(build_app(), ["serve", "--fast", "--rules-only"])
    assert isinstance(refused.exception, ConfigError) and "--rules-only" in str(refused.exception)
