"""Checks that what a command writes never lands on, in or around what the user gave it (inputs, the key file)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from phiscrub.errors import ConfigError, OutputError


def _relation(path: Path, other: Path) -> str | None:
    """Return how `path` overlaps `other` ("is", "lies inside", "contains"), or None when they are apart."""
    mine, theirs = path.resolve(), other.resolve()
    if mine == theirs:
        return "is"
    if theirs in mine.parents:
        return "lies inside"
    if mine in theirs.parents:
        return "contains"
    return None


def check_output_apart(output: Path, inputs: Iterable[Path | None], what: str = "output") -> None:
    """Raise OutputError when `output` is, lies inside or contains one of `inputs` (None entries are skipped).

    Writing there would overwrite or mix into what the user gave (a folder output is replaced as a whole), and a
    later run would read the output as input.
    """
    for input_path in inputs:
        if input_path is None:
            continue
        relation = _relation(output, input_path)
        if relation is not None:
            raise OutputError(
                output,
                f"the {what} {relation} the input {input_path}: phiscrub never writes over or into its input; "
                f"choose another {what} path",
            )


def check_key_apart(key_file: Path, inputs: Iterable[Path], outputs: Iterable[Path]) -> None:
    """Raise ConfigError when the key file lies in an input tree (it would be read as a note) or an output tree."""
    for kind, paths in (("input", inputs), ("output", outputs)):
        for path in paths:
            if _relation(key_file, path) in {"is", "lies inside"}:
                raise ConfigError(
                    f"the key file {key_file} lies inside the {kind} {path}: it would be read or shipped with the "
                    "notes; keep the key outside both"
                )


def check_writable(output: Path) -> None:
    """Raise OutputError when `output` cannot be created: a parent is a file, or the folder it goes into is read-only.

    Commands call this before their long work (training, tagging) so that a bad path fails at once.
    """
    ancestor = output.absolute().parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise OutputError(output, f"cannot be created: {ancestor} is a file, not a folder")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise OutputError(output, f"cannot be created: no permission to write in {ancestor}")


def check_output(output: Path, inputs: Iterable[Path | None], what: str = "output") -> None:
    """Raise OutputError when `output` overlaps an input (see check_output_apart) or cannot be written."""
    check_output_apart(output, inputs, what)
    check_writable(output)
