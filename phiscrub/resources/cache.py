"""An on-disk cache of the lookup tables built from packaged data, so a new process loads them instead of rebuilding.

The CRF features' dictionary matcher and the word-vector cluster table take most of the time to tag a process's
first note (about 0.55 s and 0.3 s of CPU to build from the packaged text files, against about 0.07 s and 0.06 s to
read back). A table is stored with `marshal` (plain dicts, tuples and strings: unlike pickle, reading it runs no
code) under a name that changes with phiscrub's version, the Python version and the size and modification time of
every source file, so an upgraded package or an edited list is never served a stale table.

Where: `$PHISCRUB_CACHE_DIR`, else `$XDG_CACHE_HOME/phiscrub`, else `~/.cache/phiscrub`; `PHISCRUB_CACHE_DIR=off`
turns the cache off. The tables hold only packaged data (dictionaries, clusters), never a note. A file that cannot
be read or written is ignored: the table is built as without a cache, and a write goes through a temporary file and
a rename, so processes starting together never see half a table.

The folder is kept bounded: every upgrade, reinstall or edited list makes a new set of tables (about 55 MB for the
English and Spanish models), so once a process has written a table it removes, once, the tables no process has
used for `MAX_IDLE_DAYS` days (a table read back has its modification time renewed at most once a day) and then the
least recently used ones beyond `MAX_BYTES` in all. A table removed while another process still needs it is only
built and written again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import marshal
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Final, TypeVar

from phiscrub.version import __version__

logger = logging.getLogger(__name__)

T = TypeVar("T")

CACHE_ENV: Final = "PHISCRUB_CACHE_DIR"
"""Environment variable naming the cache folder ("off": no cache)."""
_MAGIC: Final = b"phiscrub-table-1\n"
MAX_IDLE_DAYS: Final = 30
"""Tables unused for this many days are removed when a process writes a new table."""
MAX_BYTES: Final = 1 << 30
"""The most the cached tables may hold in all (least recently used first out) when a process writes a new table."""
_DAY_SECONDS: Final = 86_400
_pruned_folders: set[Path] = set()
"""The folders this process has already pruned (pruning lists the folder: once a process is enough)."""


def cache_folder() -> Path | None:
    """Return the folder of the on-disk tables, or None when `PHISCRUB_CACHE_DIR=off`."""
    configured = os.environ.get(CACHE_ENV)
    if configured is not None:
        return None if configured.strip().lower() in {"off", "0", "none", ""} else Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "phiscrub"


def source_key(sources: Iterable[Any]) -> str:
    """Return a digest of phiscrub's and Python's versions and each source file's name, size and modification time."""
    described = []
    for source in sources:
        stat = os.stat(str(source))
        described.append([str(source), stat.st_size, stat.st_mtime_ns])
    record = json.dumps([__version__, sys.version, described])
    return hashlib.sha256(record.encode("utf-8")).hexdigest()[:20]


def cached_table(name: str, sources: Iterable[Any], build: Callable[[], T]) -> T:
    """Return the table `build()` makes from the files `sources`, read from the cache when it holds a current copy.

    Args:
        name: The table's name in the cache folder (letters, digits, "-").
        sources: The files the table is built from (paths, or `importlib.resources` files on the file system).
        build: Builds the table: nested dicts, tuples, lists, strings and numbers only (what `marshal` stores).
    """
    folder = cache_folder()
    if folder is None:
        return build()
    try:
        path = folder / f"{name}-{source_key(sources)}.marshal"
    except OSError:  # a source not on the file system (a zipped install): no key, no cache
        return build()
    table = _read(path)
    if table is not None:
        _mark_used(path)
        return table  # type: ignore[no-any-return]
    table = build()
    _write(path, table)
    if folder not in _pruned_folders:
        _pruned_folders.add(folder)
        prune_folder(folder, keep=path)
    return table


def _mark_used(path: Path) -> None:
    """Renew the modification time of a table read back, at most once a day (what `prune_folder` goes by)."""
    try:
        if time.time() - path.stat().st_mtime > _DAY_SECONDS:
            os.utime(path)
    except OSError:  # a read-only cache folder: the table may be removed as unused one day, and rebuilt
        pass


def prune_folder(
    folder: Path, keep: Path | None = None, max_idle_days: float = MAX_IDLE_DAYS, max_bytes: int = MAX_BYTES
) -> int:
    """Remove the cached tables of `folder` unused for `max_idle_days`, then the oldest beyond `max_bytes`.

    Leftover temporary files of an interrupted write count as unused after a day. Files that are not cached tables
    are left alone, and so is `keep` (the table just written). Returns how many files were removed.

    Args:
        folder: The cache folder.
        keep: A table never removed.
        max_idle_days: Tables whose modification time (renewed on use) is older than this are removed.
        max_bytes: The most the remaining tables may hold in all; the least recently used go first.
    """
    now = time.time()
    tables: list[tuple[float, int, Path]] = []
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        is_scratch = name.startswith(".") and ".marshal." in name
        if not (name.endswith(".marshal") or is_scratch) or not entry.is_file(follow_symlinks=False):
            continue
        path = Path(entry.path)
        if keep is not None and path == keep:
            continue
        try:
            stat = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        idle = now - stat.st_mtime
        if idle > max_idle_days * _DAY_SECONDS or (is_scratch and idle > _DAY_SECONDS):
            removed += _remove(path)
        elif not is_scratch:
            tables.append((stat.st_mtime, stat.st_size, path))
    total = sum(size for _, size, _ in tables) + _size_of(keep)
    for _, size, path in sorted(tables, key=lambda table: table[0]):
        if total <= max_bytes:
            break
        removed += _remove(path)
        total -= size
    if removed:
        logger.debug("removed %d unused cached tables", removed)
    return removed


def _size_of(path: Path | None) -> int:
    try:
        return 0 if path is None else path.stat().st_size
    except OSError:
        return 0


def _remove(path: Path) -> int:
    """Remove one cached file; return 1, or 0 where another process removed it first or it cannot be removed."""
    try:
        path.unlink()
    except OSError:
        return 0
    return 1


def _read(path: Path) -> Any:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data.startswith(_MAGIC):
        return None
    try:
        return marshal.loads(data[len(_MAGIC) :])
    except (ValueError, EOFError, TypeError):
        logger.warning("ignoring an unreadable cached table %s", path.name)
        return None


def _write(path: Path, table: Any) -> None:
    try:
        data = _MAGIC + marshal.dumps(table)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(scratch, path)
        except BaseException:
            Path(scratch).unlink(missing_ok=True)
            raise
    except (OSError, ValueError) as err:  # a read-only home, a full disk: the table was built anyway
        logger.debug("could not cache table %s (%s)", path.name, type(err).__name__)
