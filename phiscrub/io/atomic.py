"""Writing files so that a crash never leaves a half-written output: write a temporary file, then rename."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO


@contextlib.contextmanager
def atomic_write(path: Path, mode: str = "w", encoding: str | None = "utf-8", newline: str | None = "") -> Iterator[IO]:  # type: ignore[type-arg]
    """Yield a file handle on a temporary file beside `path` that replaces `path` only if the block succeeds.

    `newline=""` by default so that CRLF line ends in a note are written as they are.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    binary = "b" in mode
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, mode, encoding=None if binary else encoding, newline=None if binary else newline) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)
        raise
