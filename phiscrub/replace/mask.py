"""Masking (`*` over every character, offsets kept) and redaction (the PHI removed)."""

from __future__ import annotations

from dataclasses import dataclass

from phiscrub.document import Document
from phiscrub.replace.base import ReplaceResult, rewrite
from phiscrub.replace.resolve import replacement_spans


@dataclass(frozen=True, slots=True)
class MaskReplacer:
    """Replaces each PHI character by `char`, so the output has the original's length and every offset."""

    char: str = "*"
    """The masking character (one character)."""
    keep_line_breaks: bool = True
    """Keep "\\n" and "\\r" inside a span, so line numbers of the note stay true too."""
    name: str = "mask"

    def replace(self, doc: Document) -> ReplaceResult:
        """Return `doc` with its PHI masked."""
        breaks = "\r\n" if self.keep_line_breaks else ""
        return rewrite(
            doc,
            (
                (span, "".join(c if c in breaks else self.char for c in doc.text[span.start : span.end]))
                for span in replacement_spans(doc)
            ),
        )


@dataclass(frozen=True, slots=True)
class RedactReplacer:
    """Removes the PHI; removed spans have no output span, the offset map still records where they were."""

    name: str = "redact"

    def replace(self, doc: Document) -> ReplaceResult:
        """Return `doc` with its PHI removed."""
        return rewrite(doc, ((span, "") for span in replacement_spans(doc)))
