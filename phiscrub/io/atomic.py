"""Writing so that a crash never leaves a half-written output: a temporary file or folder, then a rename.

A file is written as a hidden `.part` file beside it; a folder of notes is written as a hidden `.part` folder beside
it and swapped in at the end, so that a run failing midway leaves the old folder as it was, never old and new notes
mixed. A path that cannot be written (parent is a file, no permission, disk full) raises OutputError naming it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path
from typing import IO

from phiscrub.errors import OutputError


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


def make_parent(path: Path) -> None:
    """Create the folder `path` goes into, or raise OutputError saying why it cannot be made."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(path, f"cannot create its folder ({_reason(error)}; is a parent a file?)") from None
    if not path.parent.is_dir():
        raise OutputError(path, "its parent is not a folder")


@contextlib.contextmanager
def atomic_write(path: Path, mode: str = "w", encoding: str | None = "utf-8", newline: str | None = "") -> Iterator[IO]:  # type: ignore[type-arg]
    """Yield a file handle on a temporary file beside `path` that replaces `path` only if the block succeeds.

    `newline=""` by default so that CRLF line ends in a note are written as they are.

    Raises:
        OutputError: when `path` cannot be written (its parent is a file, no permission, disk full, a folder there).
    """
    if path.is_dir():
        raise OutputError(path, "is a folder; name a file to write")
    make_parent(path)
    binary = "b" in mode
    try:
        fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as error:
        raise OutputError(path, f"cannot write here ({_reason(error)})") from None
    try:
        with os.fdopen(fd, mode, encoding=None if binary else encoding, newline=None if binary else newline) as handle:
            yield handle
            try:
                handle.flush()
                os.fsync(handle.fileno())
            except OSError as error:
                raise OutputError(path, f"cannot write ({_reason(error)})") from None
        try:
            os.replace(temp_name, path)
        except OSError as error:
            raise OutputError(path, f"cannot replace the file ({_reason(error)})") from None
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)
        raise


@contextlib.contextmanager
def atomic_write_together(paths: Sequence[Path], encoding: str = "utf-8") -> Iterator[tuple[IO[str], ...]]:
    """Yield text handles on temporary files that replace all of `paths` only if the block succeeds, as one change.

    For outputs made of several files that must match (a PhysioNet corpus: its text and phrase files): each file is
    written in full first; the old files are then set aside, the new ones renamed in, and if any rename fails the
    files already replaced are put back, so a reader never finds a new text file beside an old phrase file.
    """
    with contextlib.ExitStack() as stack:
        temps = [stack.enter_context(_part_file(path, encoding)) for path in paths]
        yield tuple(handle for handle, _ in temps)
        for handle, _ in temps:
            handle.flush()
            os.fsync(handle.fileno())
            handle.close()
        _replace_together([(Path(name), path) for (_, name), path in zip(temps, paths, strict=True)])


@contextlib.contextmanager
def _part_file(path: Path, encoding: str) -> Iterator[tuple[IO[str], str]]:
    """Yield an open temporary text file beside `path` and its name; it is removed unless renamed away."""
    if path.is_dir():
        raise OutputError(path, "is a folder; name a file to write")
    make_parent(path)
    try:
        fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as error:
        raise OutputError(path, f"cannot write here ({_reason(error)})") from None
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as handle:
            yield handle, temp_name
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp_name)


def _replace_together(moves: Sequence[tuple[Path, Path]]) -> None:
    """Rename each temporary file onto its target; on a failure, put back every target already replaced."""
    backups: list[tuple[Path, Path | None]] = []
    target = moves[0][1] if moves else Path()
    try:
        for temp, target in moves:
            backup = None
            if target.exists():
                backup = target.with_name(f".{target.name}.old.part")
                os.replace(target, backup)
            backups.append((target, backup))
            os.replace(temp, target)
    except OSError as error:
        for replaced, backup in reversed(backups):
            with contextlib.suppress(OSError):
                if backup is not None:
                    os.replace(backup, replaced)
                else:
                    os.unlink(replaced)
        raise OutputError(target, f"cannot replace the file ({_reason(error)})") from None
    for _, backup in backups:
        if backup is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(backup)


def _foreign_file(folder: Path, note_suffixes: Collection[str]) -> Path | None:
    """Return a file under `folder` that is not a note of the given suffixes (nor a hidden file), or None."""
    for entry in sorted(folder.rglob("*")):
        if entry.is_dir() and not entry.is_symlink():
            continue
        if entry.name.startswith("."):
            continue
        if entry.is_symlink() or entry.suffix.lower() not in note_suffixes:
            return entry
    return None


@contextlib.contextmanager
def atomic_folder(path: Path, note_suffixes: Collection[str]) -> Iterator[Path]:
    """Yield a temporary folder beside `path` that replaces folder `path` (if any) only if the block succeeds.

    An existing `path` is replaced as a whole, so it may hold only notes (files with `note_suffixes`, in subfolders
    too): a folder holding anything else is refused rather than deleted.

    Raises:
        OutputError: when `path` is a file, holds other files, or cannot be written.
    """
    if path.exists() or path.is_symlink():
        if not path.is_dir() or path.is_symlink():
            raise OutputError(path, "exists and is not a folder; name a new or existing folder of notes")
        foreign = _foreign_file(path, {suffix.lower() for suffix in note_suffixes})
        if foreign is not None:
            raise OutputError(
                path,
                f"the output folder holds {foreign.relative_to(path)}, which is not a "
                f"{'/'.join(sorted(note_suffixes))} note; it is replaced as a whole, so name a new or empty folder",
            )
    make_parent(path)
    try:
        temp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent))
    except OSError as error:
        raise OutputError(path, f"cannot create a folder beside it ({_reason(error)})") from None
    try:
        yield temp
        _swap_in(temp, path)
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise


def _swap_in(temp: Path, path: Path) -> None:
    """Put folder `temp` in the place of `path`, then delete the old `path`; on failure `path` stays as it was."""
    old = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".old", dir=path.parent)) if path.exists() else None
    try:
        if old is not None:
            os.replace(path, old / path.name)
        os.replace(temp, path)
    except OSError as error:
        if old is not None and (old / path.name).exists() and not path.exists():
            with contextlib.suppress(OSError):
                os.replace(old / path.name, path)
        raise OutputError(path, f"cannot replace the folder ({_reason(error)})") from None
    finally:
        # the old notes are deleted only when nothing of them remains to be put back
        if old is not None and (path.exists() or not (old / path.name).exists()):
            shutil.rmtree(old, ignore_errors=True)
