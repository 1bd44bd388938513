"""The one small protocol every tagger follows."""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, Self, runtime_checkable

from phiscrub.document import Document, Span
from phiscrub.errors import NotFittedError, UnknownComponentError


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


class EstimatorParams:
    """scikit-learn's parameter convention for a learned tagger whose `__init__` stores each argument as is.

    `get_params` reads the `__init__` arguments back, so `clone` and grid searches can rebuild the tagger unfitted;
    `set_params` changes them by name and refuses unknown ones.
    """

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        """Return the `__init__` arguments (scikit-learn convention)."""
        del deep
        names = inspect.signature(type(self).__init__).parameters
        return {name: getattr(self, name) for name in names if name != "self"}

    def set_params(self, **params: Any) -> Self:
        """Set `__init__` arguments by name and return self (scikit-learn convention)."""
        valid = self.get_params()
        for key, value in params.items():
            if key not in valid:
                raise UnknownComponentError(f"{type(self).__name__} parameter", key, sorted(valid))
            setattr(self, key, value)
        return self
