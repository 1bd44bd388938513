"""The metadata file beside a feature-only export: read back, checked against the export, merged with given settings.

A malformed metadata file fails naming that file and the key, never echoing a value of it (SECRET stands for one).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError
from phiscrub.taggers.featureonly.corpus import export_settings, read_export_metadata
from phiscrub.taggers.featureonly.export import ExportMetadata, metadata_path, write_feature_corpus
from phiscrub.taggers.featureonly.features import FeatureOnlyConfig

SECRET = "Quennell"
BUCKETED_IOB = FeatureOnlyConfig(length_buckets=(1, 3, 6), scheme="iob", tokenizer="standard")


@pytest.fixture
def exported(train_notes: list[Document], tmp_path: Path) -> Path:
    write_feature_corpus(train_notes, tmp_path / "features.tsv", config=BUCKETED_IOB)
    return tmp_path / "features.tsv"


def set_metadata_key(path: Path, key: str, value: object) -> None:
    """Set one key ("settings.pos": inside "settings") of the metadata file of the export `path`."""
    record = json.loads(metadata_path(path).read_text(encoding="utf-8"))
    *parents, last = key.split(".")
    target = record
    for parent in parents:
        target = target[parent]
    target[last] = value
    metadata_path(path).write_text(json.dumps(record), encoding="utf-8")


def test_the_metadata_reads_back_as_the_settings_and_format_of_the_export(exported: Path) -> None:
    metadata = read_export_metadata(exported)
    assert metadata is not None
    assert (metadata.config, metadata.format, metadata.notes) == (BUCKETED_IOB, "crfpp", 6)
    assert ExportMetadata.from_record(metadata.to_record()) == metadata


def test_an_export_without_metadata_reads_as_none(exported: Path) -> None:
    metadata_path(exported).unlink()
    assert read_export_metadata(exported) is None


@pytest.mark.parametrize(
    ("key", "value", "phrase"),
    [
        ("kind", SECRET, "key 'kind': not the metadata of a phiscrub feature corpus"),
        ("metadata_version", 2, "metadata version 2 is newer than this phiscrub reads (1)"),
        ("format", SECRET, "key 'format': not a feature export format"),
        ("settings.pos", SECRET, "key 'settings': unknown POS source"),
        ("settings.scheme", 1, "key 'settings.scheme': missing or not str"),
        ("settings.length_buckets", [6, 3], "key 'settings': settings that cannot go together or invalid"),
        ("settings.length_buckets", [SECRET], "key 'settings.length_buckets': not a list of whole numbers"),
        ("settings.window", 4, "key 'settings.window': not the export window (2)"),
        ("columns", ["doc", SECRET], "key 'columns': not the columns of a crfpp export"),
        ("classes", ["O", SECRET], "key 'classes': not classes of the iob scheme"),
        ("classes", ["O", "DATE"], "key 'classes': not classes of the iob scheme"),
        ("tokens", -1, "key 'tokens': negative"),
        ("notes", True, "key 'notes': missing or not int"),
        ("sha256", SECRET, "key 'sha256': not a hex sha256 digest"),
        ("settings", None, "key 'settings': missing or not a JSON object"),
    ],
)
def test_a_malformed_metadata_file_fails_naming_it_and_the_key(
    exported: Path, key: str, value: object, phrase: str
) -> None:
    set_metadata_key(exported, key, value)
    with pytest.raises(InputError) as caught:
        read_export_metadata(exported)
    message = str(caught.value)
    assert message.startswith(f"{metadata_path(exported)}: malformed feature-corpus metadata") and phrase in message
    assert SECRET.lower() not in message.lower()


@pytest.mark.parametrize(
    ("content", "phrase"),
    [
        (b'{"kind": "phiscrub feature corpus",\n "notes": Quennell}', "line 2: malformed .* not JSON"),
        (b'["Quennell"]', "the metadata: missing or not a JSON object"),
        (b'{"kind": "\xd6"}', "not UTF-8 text"),
    ],
)
def test_metadata_that_is_not_a_json_object_fails_naming_the_file(exported: Path, content: bytes, phrase: str) -> None:
    metadata_path(exported).write_bytes(content)
    with pytest.raises(InputError, match=phrase) as caught:
        read_export_metadata(exported)
    assert str(caught.value).startswith(str(metadata_path(exported)))
    assert SECRET.lower() not in str(caught.value).lower()


def test_metadata_of_another_file_fails_as_stale(exported: Path) -> None:
    exported.write_text(exported.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # changed since the export
    with pytest.raises(InputError, match="records another sha256 than that of features.tsv") as caught:
        read_export_metadata(exported)
    assert str(caught.value).startswith(str(metadata_path(exported)))


def test_settings_not_given_are_taken_from_the_metadata(exported: Path) -> None:
    metadata = read_export_metadata(exported)
    assert export_settings(exported, metadata, {"lang": "en", "pos": None}) == (BUCKETED_IOB, "crfpp")
    assert export_settings(exported, metadata, {"length_buckets": [1, 3, 6]}, "crfpp") == (BUCKETED_IOB, "crfpp")


@pytest.mark.parametrize(
    ("given", "fmt", "setting", "shown"),
    [
        ({"length_buckets": ()}, None, "length_buckets", "none (exact lengths) on the command line but 1,3,6"),
        ({"scheme": "io"}, None, "scheme", "'io' on the command line but 'iob'"),
        ({"tokenizer": "aggressive"}, None, "tokenizer", "'aggressive' on the command line but 'standard'"),
        ({"lang": "es"}, None, "lang", "'es' on the command line but 'en'"),
        ({"pos": "spacy"}, None, "pos", "'spacy' on the command line but 'pseudo'"),
        ({}, "csv", "format", "'csv' on the command line but 'crfpp'"),
    ],
)
def test_a_given_setting_that_contradicts_the_metadata_is_a_config_error(
    exported: Path, given: dict[str, Any], fmt: str | None, setting: str, shown: str
) -> None:
    metadata = read_export_metadata(exported)
    with pytest.raises(ConfigError) as caught:
        export_settings(exported, metadata, given, fmt)
    message = str(caught.value)
    assert message.startswith(f"{exported}: setting {setting} is {shown}")
    assert "features.tsv.meta.json" in message


def test_without_metadata_the_given_settings_are_taken_with_a_warning(
    exported: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="phiscrub.taggers.featureonly.corpus"):
        config, fmt = export_settings(exported, None, {"scheme": "iob", "pos": None})
    assert (config, fmt) == (FeatureOnlyConfig(scheme="iob"), "crfpp")
    assert "features.tsv.meta.json beside it, so its feature settings could not be checked" in caplog.text
