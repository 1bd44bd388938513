"""phiscrub: de-identification of clinical free text.

>>> from phiscrub import Document, Span
>>> Document("note-1", "Seen by Dr. Ana Ruiz.", (Span(12, 20, "DOCTOR"),)).spans[0].label
'DOCTOR'
"""

from __future__ import annotations

from phiscrub.document import Document, Span

__version__ = "0.1.0"

__all__ = ["Document", "Span", "__version__"]
