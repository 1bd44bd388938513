"""Opening note files as text with a clear error for bytes that are not the expected encoding."""

from __future__ import annotations

import codecs
import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from phiscrub.errors import ConfigError, InputError

DEFAULT_ENCODING = "utf-8"


def text_encoding(name: str | None) -> str:
    """Return the codec name to read text with (UTF-8 when None), or raise ConfigError for a name Python lacks."""
    if name is None:
        return DEFAULT_ENCODING
    try:
        codecs.lookup(name)
    except LookupError:
        raise ConfigError(
            f"unknown --encoding {name!r}: use a Python codec name such as utf-8, latin-1 or cp1252"
        ) from None
    return name


def _not_valid(encoding: str) -> str:
    name = "UTF-8" if codecs.lookup(encoding).name == "utf-8" else encoding
    return f"not valid {name} (pass --encoding with the file's encoding, e.g. --encoding latin-1)"


class _CheckedReader:
    """A line iterator over a text file that turns a decoding failure into an InputError naming the position."""

    def __init__(self, handle: IO[bytes], path: Path, encoding: str) -> None:
        self._handle = handle
        self._path = path
        self._encoding = encoding
        self._decoder = codecs.getincrementaldecoder(encoding)("strict")
        self._consumed = 0

    def __iter__(self) -> Iterator[str]:
        for line_number, raw in enumerate(self._handle, start=1):
            try:
                text = self._decoder.decode(raw)
            except UnicodeDecodeError as error:
                raise InputError(
                    self._path,
                    _not_valid(self._encoding),
                    line=line_number,
                    offset=self._consumed + error.start,
                ) from None
            self._consumed += len(raw)
            yield text
        try:
            tail = self._decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            raise InputError(self._path, "file ends inside a multi-byte character", offset=self._consumed) from None
        if tail:
            yield tail

    def read(self) -> str:
        """Return the whole (remaining) content."""
        return "".join(self)


@contextlib.contextmanager
def open_text(path: Path, encoding: str | None = None) -> Iterator[_CheckedReader]:
    """Yield a reader over `path`'s lines (line ends kept verbatim, CRLF too)."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as error:
        raise InputError(path, f"cannot open ({error.strerror})") from None
    with handle:
        yield _CheckedReader(handle, path, text_encoding(encoding))


def read_text_file(path: Path, encoding: str | None = None, *, keep_bom: bool = False) -> str:
    """Return a file's whole text, verbatim (no newline translation), or raise InputError naming the byte offset.

    A UTF-8 byte order mark is dropped unless `keep_bom` (BRAT counts it in offsets).
    """
    encoding = text_encoding(encoding)
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InputError(path, f"cannot read ({error.strerror})") from None
    if not keep_bom and encoding.lower().replace("-", "") in {"utf8", "utf8sig"} and raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as error:
        raise InputError(path, _not_valid(encoding), offset=error.start) from None
