"""Every error phiscrub raises on purpose.

Messages name a file, a document id and a character offset or line, never an excerpt of the note: an error message
ends up in logs and terminals that are not cleared for PHI.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path


class PhiscrubError(Exception):
    """Base of every error phiscrub raises on purpose."""


class InvalidSpanError(PhiscrubError):
    """A span whose offsets cannot be right whatever its text (negative, empty or reversed)."""

    def __init__(self, start: int, end: int, source: str) -> None:
        super().__init__(f"span from {source!r}: offsets [{start}, {end}) must satisfy 0 <= start < end")
        self.start = start
        self.end = end
        self.source = source


class SpanOutOfRangeError(PhiscrubError):
    """A span ends beyond its document's text."""

    def __init__(self, doc_id: str, end: int, length: int) -> None:
        super().__init__(f"document {doc_id!r}: span ends at char {end}, but the text has {length} chars")
        self.doc_id = doc_id
        self.end = end
        self.length = length


class InvalidTextError(PhiscrubError):
    """A note's text that is not Unicode text: it holds an unpaired UTF-16 surrogate.

    A JSON escape of one half of a surrogate pair, alone, makes one; no encoder, model or output file accepts it.
    """

    def __init__(self, doc_id: str, position: int, code_point: int) -> None:
        super().__init__(
            f"document {doc_id!r}: char {position} is an unpaired surrogate (U+{code_point:04X}), not a character"
        )
        self.doc_id = doc_id
        self.position = position


class InputError(PhiscrubError):
    """Input that phiscrub cannot read: the file, what is wrong (a fixed phrase) and where."""

    def __init__(
        self,
        path: Path | str,
        problem: str,
        *,
        doc_id: str | None = None,
        offset: int | None = None,
        line: int | None = None,
    ) -> None:
        where = [f"{path}"]
        if doc_id is not None:
            where.append(f"document {doc_id!r}")
        if line is not None:
            where.append(f"line {line}")
        if offset is not None:
            where.append(f"char {offset}")
        super().__init__(f"{', '.join(where)}: {problem}")
        self.path = str(path)
        self.problem = problem
        self.doc_id = doc_id
        self.offset = offset
        self.line = line


class NotFittedError(PhiscrubError):
    """A trainable component was used before `fit` or `load`."""

    def __init__(self, component: str) -> None:
        super().__init__(f"{component} is not fitted yet: call fit(docs) or load(directory) first")


class UnknownComponentError(PhiscrubError):
    """A name that no registry knows; the message lists the valid names."""

    def __init__(self, kind: str, name: str, valid: Sequence[str]) -> None:
        super().__init__(f"unknown {kind} {name!r}; choose one of: {', '.join(valid)}")
        self.kind = kind
        self.name = name


class UnknownLabelError(PhiscrubError):
    """A label that is not in the canonical PHI taxonomy."""

    def __init__(self, label: str) -> None:
        super().__init__(f"unknown PHI label {label!r}; see phiscrub.labels.CANONICAL_LABELS")
        self.label = label


class ConfigError(PhiscrubError):
    """A configuration value that cannot work; the message says which and why."""


class KeyMissingError(ConfigError):
    """A keyed operation (surrogates, date shifting) was asked for without a secret key (a configuration error)."""


class OutputError(PhiscrubError):
    """An output phiscrub must not or cannot write: the path and what is wrong (a fixed phrase, never note text)."""

    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem
