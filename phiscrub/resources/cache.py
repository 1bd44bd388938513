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
"""

from __future__ import annotations

import hashlib
import json
import logging
import marshal
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Final, TypeVar

from phiscrub.version import __version__

logger = logging.getLogger(__name__)

T = TypeVar("T")

CACHE_ENV: Final = "PHISCRUB_CACHE_DIR"
"""Environment variable naming the cache folder ("off": no cache)."""
_MAGIC: Final = b"phiscrub-table-1\n"


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
        return table  # type: ignore[no-any-return]
    table = build()
    _write(path, table)
    return table


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
