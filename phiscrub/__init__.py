"""phiscrub: de-identification of clinical free text.

>>> from phiscrub import Document, Span
>>> Document("note-1", "Seen by Dr. Ana Ruiz.", (Span(12, 20, "DOCTOR"),)).spans[0].label
'DOCTOR'

`phiscrub.tag(text)` and `phiscrub.deidentify(text, key=...)` (from `phiscrub.api`) do it all in one call.
"""

from __future__ import annotations

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
    if name in ("tag", "deidentify"):
        from phiscrub import api

        return getattr(api, name)
    raise AttributeError(f"module 'phiscrub' has no attribute {name!r}")
