"""The one small protocol every tagger follows."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, Self, runtime_checkable

from phiscrub.document import Document, Span
from phiscrub.errors import NotFittedError


@runtime_checkable
class Tagger(Protocol):
    """Finds PHI in one document."""

    name: str

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans found in `doc`: offsets into doc.text, source starting with the tagger's name."""
        ...


@runtime_checkable
class TrainableTagger(Tagger, Protocol):
    """A tagger that learns from documents carrying gold spans."""

    def fit(self, docs: Sequence[Document]) -> Self:
        """Learn from `docs` (forgetting any earlier fit) and return self."""
        ...

    def save(self, directory: Path) -> None:
        """Write the fitted model to `directory`."""
        ...

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the model saved in `directory`."""
        ...


def check_fitted(component: object, attribute: str = "model_") -> None:
    """Raise NotFittedError unless `component` has its learned `attribute` set."""
    if getattr(component, attribute, None) is None:
        raise NotFittedError(type(component).__name__)
