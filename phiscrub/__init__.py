"""phiscrub: de-identification of clinical free text.

>>> from phiscrub import Document, Span
>>> Document("note-1", "Seen by Dr. Ana Ruiz.", (Span(12, 20, "DOCTOR"),)).spans[0].label
'DOCTOR'

`phiscrub.tag(text)` and `phiscrub.deidentify(text, key=...)` (from `phiscrub.api`) do it all in one call.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from phiscrub.document import Document, Span

if TYPE_CHECKING:
    from phiscrub.api import deidentify, tag
    from phiscrub.hybrid import HybridPipeline
    from phiscrub.pipeline import Pipeline

from phiscrub.version import __version__

__all__ = ["Document", "HybridPipeline", "Pipeline", "Span", "__version__", "deidentify", "tag"]


def __getattr__(name: str) -> Any:
    # the pipeline pulls in CRFsuite and scikit-learn: imported only when asked for
    if name == "HybridPipeline":
        from phiscrub.hybrid import HybridPipeline

        return HybridPipeline
    if name == "Pipeline":
        from phiscrub.pipeline import Pipeline

        return Pipeline
    if name == "tag":
        from phiscrub.api import tag

        return tag
    raise AttributeError(f"module 'phiscrub' has no attribute {name!r}")


class _Package(ModuleType):
    """The type of this package's module: its `deidentify` is always the function of `phiscrub.api`.

    A submodule is called `deidentify` too (the recipe of `phiscrub deid`), and importing a submodule binds its name
    on the package, which would hide the function from `__getattr__` (asked only for missing names) once anything
    had imported the submodule. A property on the module's type wins over that binding; the submodule stays in
    `sys.modules`, where `from phiscrub.deidentify import ...` finds it.
    """

    @property
    def deidentify(self) -> Callable[..., Any]:
        """Return `phiscrub.api.deidentify` (imported now: the model's modules load only when asked for)."""
        from phiscrub.api import deidentify

        return deidentify

    @deidentify.setter
    def deidentify(self, submodule: Any) -> None:
        del submodule  # the import system binding the submodule `phiscrub.deidentify`: the name keeps the function


sys.modules[__name__].__class__ = _Package
