"""What the one-file-per-document formats (BRAT, i2b2 2014) share: listing a folder, naming files, overlap warnings."""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Final

from phiscrub.document import Document, overlapping_pairs
from phiscrub.errors import InputError

logger = logging.getLogger(__name__)

_UNSAFE_STEM_CHARACTERS = frozenset('/\\\x00:*?"<>|')
_SKIPPED_SHOWN: Final = 5


def files_with_suffix(folder: Path, suffix: str) -> list[Path]:
    """Return the plain, non-hidden files of `folder` whose suffix is `suffix` (any case), sorted by name."""
    try:
        entries = list(folder.iterdir())
    except OSError as error:
        raise InputError(folder, f"cannot list the folder ({error.strerror})") from None
    return sorted(
        (entry for entry in entries if entry.suffix.lower() == suffix and not entry.name.startswith(".")),
        key=lambda entry: entry.name,
    )


def warn_skipped(folder: Path, skipped: Sequence[Path], why: str) -> None:
    """Log one warning naming how many files of an input folder were skipped and the first few (names only)."""
    if not skipped:
        return
    names = sorted(str(name) for name in skipped)
    shown = ", ".join(names[:_SKIPPED_SHOWN]) + (", ..." if len(names) > _SKIPPED_SHOWN else "")
    logger.warning("%s: skipped %d file(s), %s: %s", folder, len(names), why, shown)


def warn_other_files(folder: Path, suffixes: Collection[str]) -> None:
    """Warn about the entries of an input folder that are hidden or have none of `suffixes` (they are not read)."""
    try:
        entries = list(folder.iterdir())
    except OSError as error:
        raise InputError(folder, f"cannot list the folder ({error.strerror})") from None
    skipped = [
        Path(entry.name)
        for entry in entries
        if entry.name.startswith(".") or entry.suffix.lower() not in suffixes or not entry.is_file()
    ]
    warn_skipped(folder, skipped, f"hidden or not {'/'.join(suffixes)}")


def document_file(folder: Path, doc_id: str, suffix: str) -> Path:
    """Return the file in `folder` that stores document `doc_id`, refusing ids that are no safe file name.

    The id becomes the file stem as it is, so that reading the folder back gives the same ids; an id that would
    name another folder, a hidden file or a character Windows refuses cannot be written this way.
    """
    if (
        not doc_id
        or doc_id.startswith(".")
        or doc_id != doc_id.strip()
        or any(char in _UNSAFE_STEM_CHARACTERS or ord(char) < 32 for char in doc_id)
    ):
        raise InputError(folder, "document id is not a safe file name (use letters, digits, '-', '_')", doc_id=doc_id)
    return folder / f"{doc_id}{suffix}"


def warn_overlaps(doc: Document, path: Path) -> None:
    """Log a warning for each pair of overlapping spans of a document just read (offsets only, never text)."""
    for first, second in overlapping_pairs(doc.spans):
        logger.warning(
            "%s: document %r: spans [%d, %d) and [%d, %d) overlap; both kept",
            path,
            doc.id,
            first.start,
            first.end,
            second.start,
            second.end,
        )
