from __future__ import annotations

import logging
from pathlib import Path

import pytest

from phiscrub.errors import KeyMissingError
from phiscrub.replace.keys import keyed_digest, load_key, random_key


def test_load_key_reads_the_key_file_without_its_trailing_newline(tmp_path: Path) -> None:
    key_file = tmp_path / "key"
    key_file.write_bytes(b"a-long-enough-secret-value\n")
    assert load_key(key_file, env={}) == b"a-long-enough-secret-value"


def test_load_key_prefers_the_file_over_the_environment(tmp_path: Path) -> None:
    key_file = tmp_path / "key"
    key_file.write_text("from-the-file-0123456789")
    assert load_key(key_file, env={"PHISCRUB_KEY": "from-env-0123456789"}) == b"from-the-file-0123456789"


def test_load_key_falls_back_to_the_environment_variable() -> None:
    assert load_key(None, env={"PHISCRUB_KEY": "from-env-0123456789"}) == b"from-env-0123456789"


@pytest.mark.parametrize("env", [{}, {"PHISCRUB_KEY": "  "}])
def test_load_key_without_a_key_says_how_to_give_one(env) -> None:
    with pytest.raises(KeyMissingError, match="--key-file"):
        load_key(None, env=env)


def test_load_key_with_a_missing_or_empty_file_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(KeyMissingError, match="nope"):
        load_key(tmp_path / "nope", env={"PHISCRUB_KEY": "x" * 20})
    (tmp_path / "empty").write_text("\n")
    with pytest.raises(KeyMissingError, match="empty"):
        load_key(tmp_path / "empty", env={})


def test_short_keys_warn_without_logging_the_key(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        load_key(None, env={"PHISCRUB_KEY": "shortkey"})
    assert "shorter" in caplog.text and "shortkey" not in caplog.text


def test_random_key_warns_that_consistency_is_per_run(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        first, second = random_key(), random_key()
    assert first != second and len(first) == 32
    assert "this run only" in caplog.text


def test_keyed_digest_separates_its_parts_unambiguously() -> None:
    assert keyed_digest(b"k", "ab", "c") != keyed_digest(b"k", "a", "bc")
    assert keyed_digest(b"k", "ab") != keyed_digest(b"l", "ab")
