r"""Plain text: a folder of `*.txt` files, one note per file, without spans.

A document's id is the file's path relative to the folder, without `.txt`, with "/" between folders
(`ward-3/note-17.txt` -> `ward-3/note-17`). Text is read verbatim: a UTF-8 byte order mark is dropped, "\r\n" kept.
Files and folders whose names start with "." are skipped (editor and temporary files).
"""

from __future__ import annotations

import codecs
import logging
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath

from phiscrub.document import Document
from phiscrub.errors import InputError, PhiscrubError
from phiscrub.io.atomic import atomic_folder, atomic_write
from phiscrub.io.encoding import read_text_file
from phiscrub.io.folders import warn_skipped

logger = logging.getLogger(__name__)


def note_files(path: Path) -> list[tuple[str, Path]]:
    """Return (document id, file) for every visible `*.txt` file under `path`, sorted by id; a file is its own note."""
    if path.is_file():
        return [(path.stem, path)]
    if not path.is_dir():
        raise InputError(path, "no such file or folder")
    found = []
    skipped: list[Path] = []
    for file in path.rglob("*"):
        relative = file.relative_to(path)
        if file.is_dir():
            continue
        if file.suffix == ".txt" and file.is_file() and not any(part.startswith(".") for part in relative.parts):
            found.append((relative.with_suffix("").as_posix(), file))
        else:
            skipped.append(relative)
    warn_skipped(path, skipped, "not a visible .txt note")
    return sorted(found)


def read_text_folder(path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield one document per `*.txt` file under `path` (recursively, sorted by id), without spans.

    `corpus` is accepted for the common reader signature; plain text carries no labels to map.
    """
    for doc_id, file in note_files(path):
        text = read_text_file(file, encoding)
        if not text:
            logger.warning("%s: empty file; read as an empty document", file)
        yield Document(doc_id, text)


def note_path(folder: Path, doc_id: str) -> Path:
    """Return the file a document id is written to, refusing ids that would leave `folder` or hide the file."""
    parts = PurePosixPath(doc_id).parts
    if (
        not doc_id
        or doc_id.startswith("/")
        or "\\" in doc_id
        or "\0" in doc_id
        or doc_id.endswith("/")
        or "//" in doc_id
        or any(part in {".", ".."} or part.startswith(".") for part in parts)
    ):
        raise PhiscrubError(f"document {doc_id!r}: id cannot name a file inside the output folder")
    return folder.joinpath(*parts[:-1], parts[-1] + ".txt")


def write_text_folder(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write each document's text to `<path>/<id>.txt` (ids with "/" make subfolders); return the count.

    The folder is written beside `path` and swapped in whole at the end, so a failure leaves `path` as it was. Spans
    are not written: plain text cannot carry them (use jsonl, brat or csv to keep them). `corpus_labels` is accepted
    for the common writer signature.

    Raises:
        InputError: naming a document id that occurs twice (ignoring case, as some file systems do).
    """
    seen: dict[str, str] = {}
    count = 0
    # an empty corpus is an empty folder, so that it reads back as one
    with atomic_folder(path, (".txt",)) as folder:
        for doc in docs:
            target = note_path(folder, doc.id)
            if doc.id.casefold() in seen:
                raise InputError(
                    path,
                    f"document id occurs twice (as {seen[doc.id.casefold()]!r} and {doc.id!r}); each note needs its "
                    "own file",
                    doc_id=doc.id,
                )
            seen[doc.id.casefold()] = doc.id
            with atomic_write(target) as handle:
                # the reader drops one byte order mark, so a text that starts with one is written behind another
                if doc.text.startswith(codecs.BOM_UTF8.decode("utf-8")):
                    handle.write("\ufeff")
                handle.write(doc.text)
            count += 1
    return count
