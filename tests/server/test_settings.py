from __future__ import annotations

from pathlib import Path

import pytest

from phiscrub.errors import ConfigError, KeyMissingError
from phiscrub.server.service import DeidOptions, Service
from phiscrub.server.settings import SETTINGS_ENV_VAR, ServerSettings, is_loopback


def test_settings_travel_to_workers_as_json_without_secrets(tmp_path: Path) -> None:
    settings = ServerSettings(model=tmp_path / "model", token_file=tmp_path / "token", max_documents=5, timeout=2.5)
    assert ServerSettings.from_environment({SETTINGS_ENV_VAR: settings.to_json()}) == settings
    assert ServerSettings.from_environment({}) == ServerSettings()


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("10.1.2.3", False),
        ("example.org", False),
    ],
)
def test_is_loopback_tells_local_only_hosts(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def test_the_token_file_is_read_stripped_and_an_empty_one_refused(tmp_path: Path) -> None:
    token_file = tmp_path / "token"
    token_file.write_text("abc\n", encoding="utf-8")
    assert ServerSettings(token_file=token_file).read_token() == b"abc"
    token_file.write_text("\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="empty"):
        ServerSettings(token_file=token_file).read_token()


def test_the_key_comes_from_the_key_file_else_the_environment_else_none(tmp_path: Path) -> None:
    key_file = tmp_path / "key"
    key_file.write_text("a file key that is long enough\n", encoding="utf-8")
    assert ServerSettings(key_file=key_file).read_key({}) == b"a file key that is long enough"
    assert ServerSettings().read_key({"PHISCRUB_KEY": "an environment key, long enough"}).startswith(b"an env")
    assert ServerSettings().read_key({}) is None
    with pytest.raises(KeyMissingError):
        ServerSettings(key_file=tmp_path / "missing").read_key({})


def test_limits_must_be_positive() -> None:
    with pytest.raises(ConfigError):
        ServerSettings(timeout=0)


def test_a_rules_only_service_loads_from_settings_and_tags() -> None:
    service = Service.load(ServerSettings(rules_only=True))
    doc = service.tag(service.document("n1", "Call 555-0199 on 03/04/2021."))
    assert {(span.label, doc.text[span.start : span.end]) for span in doc.spans} >= {("DATE", "03/04/2021")}
    assert service.describe()["name"] == "rules"


def test_keyed_options_are_the_surrogates_and_keyed_tag_numbering() -> None:
    assert DeidOptions("surrogate").needs_key and DeidOptions("tag", numbering="keyed").needs_key
    assert not DeidOptions("tag", numbering="note").needs_key and not DeidOptions("mask").needs_key


@pytest.mark.parametrize(
    ("settings", "name"),
    [
        ({}, "shipped-en"),
        ({"rules_only": True}, "rules"),
        ({"engine": "transformer"}, "shipped-en-transformer"),
        ({"engine": "transformer", "model": Path("my-transformer")}, "my-transformer"),
        ({"engine": "ensemble", "transformer_model": Path("tr")}, "shipped-en+tr"),
        ({"engine": "ensemble", "model": Path("hyb"), "transformer_model": Path("tr")}, "hyb+tr"),
    ],
)
def test_the_served_model_is_named_after_its_engine_and_folders(settings: dict[str, object], name: str) -> None:
    from phiscrub.server.service import model_name, recipe_of

    recipe = recipe_of(ServerSettings(**settings))  # type: ignore[arg-type]
    assert model_name(recipe) == name
    assert (recipe.engine, recipe.transformer_model) == (
        settings.get("engine", "hybrid"),
        settings.get("transformer_model"),
    )
