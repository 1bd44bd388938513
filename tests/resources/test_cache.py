"""The on-disk cache of tables built from packaged data: read back when current, rebuilt when anything changed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from phiscrub.resources import cache
from phiscrub.resources.cache import cached_table


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(target))
    monkeypatch.setattr(cache, "_pruned_folders", set())
    return target


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "cities.txt"
    path.write_text("boston\nworcester\n", encoding="utf-8")
    return path


class Builder:
    """Builds a small table from a word list, counting its calls."""

    def __init__(self, source: Path) -> None:
        self.source, self.calls = source, 0

    def __call__(self) -> dict[str, tuple[str, ...]]:
        self.calls += 1
        return {word: ("CITY",) for word in self.source.read_text(encoding="utf-8").split()}


def test_a_table_is_built_once_then_read_back_from_disk(folder: Path, source: Path) -> None:
    build = Builder(source)
    first = cached_table("cities", [source], build)
    again = cached_table("cities", [source], build)
    assert first == again == {"boston": ("CITY",), "worcester": ("CITY",)}
    assert build.calls == 1
    assert len(list(folder.glob("cities-*.marshal"))) == 1


def test_an_edited_source_makes_a_new_table(folder: Path, source: Path) -> None:
    build = Builder(source)
    cached_table("cities", [source], build)
    source.write_text("boston\nworcester\nspringfield\n", encoding="utf-8")
    os.utime(source, ns=(source.stat().st_atime_ns, source.stat().st_mtime_ns + 1_000_000))
    assert "springfield" in cached_table("cities", [source], build)
    assert build.calls == 2


def test_the_cache_can_be_turned_off(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, source: Path) -> None:
    monkeypatch.setenv(cache.CACHE_ENV, "off")
    build = Builder(source)
    cached_table("cities", [source], build)
    cached_table("cities", [source], build)
    assert build.calls == 2
    assert cache.cache_folder() is None


def test_a_damaged_table_is_rebuilt_and_replaced(folder: Path, source: Path) -> None:
    build = Builder(source)
    cached_table("cities", [source], build)
    (stored,) = folder.glob("cities-*.marshal")
    stored.write_bytes(stored.read_bytes()[:20])
    assert cached_table("cities", [source], build) == build()
    assert cached_table("cities", [source], build) == build()  # read back again after the rewrite
    assert build.calls == 4


def test_a_file_of_another_kind_is_never_unmarshalled(folder: Path, source: Path) -> None:
    build = Builder(source)
    cached_table("cities", [source], build)
    (stored,) = folder.glob("cities-*.marshal")
    stored.write_bytes(b"\x80\x04not a table")
    assert cached_table("cities", [source], build) == build()


def test_an_unwritable_cache_folder_still_gives_the_table(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, source: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(cache.CACHE_ENV, str(blocker / "cache"))  # a folder under a file cannot be made
    assert cached_table("cities", [source], Builder(source)) == {"boston": ("CITY",), "worcester": ("CITY",)}


def test_no_half_written_file_is_left_behind(folder: Path, source: Path) -> None:
    cached_table("cities", [source], Builder(source))
    assert [path.name for path in folder.iterdir() if path.name.startswith(".")] == []


def test_the_cached_dictionary_matcher_equals_a_fresh_build(folder: Path) -> None:
    from phiscrub.taggers import features

    features.packaged_dictionary_matcher.cache_clear()
    try:
        written = features.packaged_dictionary_matcher()  # built and stored
        features.packaged_dictionary_matcher.cache_clear()
        read = features.packaged_dictionary_matcher()  # read back
    finally:
        features.packaged_dictionary_matcher.cache_clear()
    assert list(folder.glob("dictionary-matcher-*.marshal"))
    fresh = features._build_packaged_dictionary_matcher()
    for matcher in (written, read):
        assert dict(matcher.words) == dict(fresh.words)
        assert dict(matcher.phrases) == dict(fresh.phrases)
        assert dict(matcher.frequencies) == dict(fresh.frequencies)
        # stored once each, also when read back: a distinct value is one tuple, a word one string in both tables
        for table in (matcher.words, matcher.frequencies):
            assert len({id(value) for value in table.values()}) == len(set(table.values()))
        ranked = {id(word) for word in matcher.frequencies}
        assert all(id(word) in ranked for word in ("smith", "houston", "maria") if word in matcher.words)
        assert sum(id(word) in ranked for word in matcher.words) > len(matcher.frequencies) * 0.9


def test_the_cached_word_clusters_equal_the_packaged_file(folder: Path) -> None:
    from phiscrub.resources import embeddings

    embeddings.load_embedding_clusters.cache_clear()
    try:
        written = dict(embeddings.load_embedding_clusters("en").items())
        embeddings.load_embedding_clusters.cache_clear()
        read = embeddings.load_embedding_clusters("en")
        assert list(folder.glob("embedding-clusters-en-*.marshal"))
        assert dict(read.items()) == written
    finally:
        embeddings.load_embedding_clusters.cache_clear()


def _aged(path: Path, days: float) -> Path:
    """Set `path`'s times `days` days back, as if no process had used it since."""
    when = time.time() - days * 86_400
    os.utime(path, (when, when))
    return path


def _table(folder: Path, name: str, days: float, size: int = 100) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-0123456789abcdef0123.marshal"
    path.write_bytes(b"x" * size)
    return _aged(path, days)


def test_writing_a_table_removes_the_tables_no_process_used_for_a_month(folder: Path, source: Path) -> None:
    stale = _table(folder, "cities-old-install", days=45)
    recent = _table(folder, "cities-other-install", days=3)
    scratch = folder / ".cities-x.marshal.tmp1"  # an interrupted write, two days old
    scratch.touch()
    _aged(scratch, days=2)
    notes = folder / "README.txt"  # not a table: never touched
    notes.write_text("kept", encoding="utf-8")
    _aged(notes, days=400)
    cached_table("cities", [source], Builder(source))
    assert not stale.exists() and not scratch.exists()
    assert recent.exists() and notes.exists()
    assert len(list(folder.glob("cities-*.marshal"))) == 2  # the new table and the other install's


def test_a_table_read_back_is_marked_used_and_kept(folder: Path, source: Path, tmp_path: Path) -> None:
    build = Builder(source)
    cached_table("cities", [source], build)
    (stored,) = folder.glob("cities-*.marshal")
    _aged(stored, days=45)
    cached_table("cities", [source], build)  # read back: its time is renewed
    assert build.calls == 1
    assert time.time() - stored.stat().st_mtime < 60
    other = tmp_path / "towns.txt"
    other.write_text("salem\n", encoding="utf-8")
    cached_table("towns", [other], Builder(other))  # a write: prunes, the month-old table was used just now
    assert stored.exists()


def test_beyond_the_size_cap_the_least_recently_used_tables_go_first(folder: Path) -> None:
    oldest = _table(folder, "a", days=9, size=400)
    middle = _table(folder, "b", days=5, size=400)
    newest = _table(folder, "c", days=1, size=400)
    assert cache.prune_folder(folder, max_bytes=900) == 1
    assert not oldest.exists() and middle.exists() and newest.exists()
    assert cache.prune_folder(folder, keep=middle, max_bytes=500) == 1
    assert middle.exists() and not newest.exists()


def test_a_process_prunes_its_cache_folder_once(folder: Path, source: Path, tmp_path: Path) -> None:
    cached_table("cities", [source], Builder(source))
    stale = _table(folder, "later", days=45)  # appears after this process's first write
    other = tmp_path / "towns.txt"
    other.write_text("salem\n", encoding="utf-8")
    cached_table("towns", [other], Builder(other))
    assert stale.exists()
