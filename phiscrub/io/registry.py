"""Readers and writers by format name, imported only when asked for (a read-only literal, one place to read)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from importlib import import_module
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Protocol, cast

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError

logger = logging.getLogger(__name__)


class Reader(Protocol):
    """Yields the documents stored at `path`, streaming; labels mapped to canonical through `corpus`'s map."""

    def __call__(self, path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
        """Yield the documents at `path`, decoding text files with `encoding` (None: UTF-8, XML: its declaration)."""
        ...


class Writer(Protocol):
    """Writes documents to `path` atomically (file or folder by format); returns how many were written."""

    def __call__(self, docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
        """Write `docs` to `path` and return how many were written."""
        ...


_FORMATS: Final = MappingProxyType(
    {
        "jsonl": ("phiscrub.io.jsonl:read_jsonl", "phiscrub.io.jsonl:write_jsonl"),
        "brat": ("phiscrub.io.brat:read_brat", "phiscrub.io.brat:write_brat"),
        "i2b2": ("phiscrub.io.i2b2:read_i2b2", "phiscrub.io.i2b2:write_i2b2"),
        "i2b2-2006": ("phiscrub.io.i2b2:read_i2b2_2006", "phiscrub.io.i2b2:write_i2b2_2006"),
        "physionet": ("phiscrub.io.physionet:read_physionet", "phiscrub.io.physionet:write_physionet"),
        "text": ("phiscrub.io.text:read_text_folder", "phiscrub.io.text:write_text_folder"),
        "csv": ("phiscrub.io.tabular:read_csv", "phiscrub.io.tabular:write_csv"),
        "parquet": ("phiscrub.io.tabular:read_parquet", "phiscrub.io.tabular:write_parquet"),
    }
)

FORMATS: Final[tuple[str, ...]] = tuple(_FORMATS)
"""Every format name `phiscrub convert` knows."""


def _load(target: str) -> Callable[..., object]:
    module_name, function_name = target.split(":")
    return cast(Callable[..., object], getattr(import_module(module_name), function_name))


def _entry(fmt: str) -> tuple[str, str]:
    if fmt not in _FORMATS:
        raise UnknownComponentError("format", fmt, FORMATS)
    return _FORMATS[fmt]


LARGE_NOTE_CHARS: Final = 5_000_000
"""A note longer than this is read with a warning: it is far beyond a clinical note and may be a concatenation."""


def _with_size_warnings(read: Reader) -> Reader:
    def checked(path: Path, *args: Any, **kwargs: Any) -> Iterator[Document]:
        # arguments pass through untouched: each reader keeps its own default label map (physionet's, ...)
        for doc in read(path, *args, **kwargs):
            if len(doc.text) > LARGE_NOTE_CHARS:
                logger.warning(
                    "%s: document %r has %d chars (over %d): processing continues, but memory and time grow with it; "
                    "split such notes if they are concatenations",
                    path,
                    doc.id,
                    len(doc.text),
                    LARGE_NOTE_CHARS,
                )
            yield doc

    return checked


def reader(fmt: str) -> Reader:
    """Return the reader registered for format `fmt` (warning about notes over LARGE_NOTE_CHARS)."""
    return _with_size_warnings(cast(Reader, _load(_entry(fmt)[0])))


def writer(fmt: str) -> Writer:
    """Return the writer registered for format `fmt`."""
    return cast(Writer, _load(_entry(fmt)[1]))


def guess_format(path: Path) -> str:
    """Return the format a path most likely holds, from its suffix or, for a folder, the files in it."""
    suffix = path.suffix.lower()
    by_suffix = {".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".parquet": "parquet", ".xml": "i2b2"}
    if suffix in by_suffix:
        return by_suffix[suffix]
    if path.is_dir():
        names = {p.suffix.lower() for p in path.iterdir()}
        if ".ann" in names:
            return "brat"
        if ".xml" in names:
            return "i2b2"
        if ".phrase" in names:
            return "physionet"
        return "text"
    if suffix == ".text" or path.name.endswith(".phrase"):
        return "physionet"
    if suffix == ".txt" and path.is_file():
        return "text"  # one plain-text note
    return "jsonl"
