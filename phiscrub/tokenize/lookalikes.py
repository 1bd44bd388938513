"""Typographic characters read as their plain ASCII look-alikes before tagging, one character for one.

Notes typed in a word processor, pasted from a web page or written on a phone hold no-break spaces ("SSN ending
4417" with U+00A0), curly apostrophes ("St. Joseph’s", which phones type by default) and en dashes ("555–0199")
where the rules and the training notes have plain ones: a rule that wants a space, an apostrophe or a hyphen never
fires, and a model sees a token it never met. `ascii_lookalikes` replaces each such character by its ASCII twin.
Each replacement is one character for one, so every offset into the result is the same offset into the note: spans
found on the result are spans of the note, whose own text stays as it was.

Only characters that mean the same as their twin: spaces of other widths, single and double quotation marks and
primes, hyphens and dashes, the minus sign. Not the zero-width space (it joins, a space would split a word), nor
guillemets, which Spanish notes use as written.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.document import Document

_SPACES: Final = "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
_APOSTROPHES: Final = "\u2018\u2019\u201a\u201b\u2032\u00b4\u02bc"
_QUOTES: Final = "\u201c\u201d\u201e\u201f\u2033"
_HYPHENS: Final = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"

LOOKALIKES: Final = {
    **dict.fromkeys(_SPACES, " "),
    **dict.fromkeys(_APOSTROPHES, "'"),
    **dict.fromkeys(_QUOTES, '"'),
    **dict.fromkeys(_HYPHENS, "-"),
}
"""Each typographic character read as an ASCII one, and that ASCII character."""

_TABLE: Final = str.maketrans(LOOKALIKES)
_ANY: Final = re.compile("[" + "".join(LOOKALIKES) + "]")


def ascii_lookalikes(text: str) -> str:
    """Return `text` with each typographic look-alike (`LOOKALIKES`) replaced by its ASCII character.

    The result has the length of `text`, character for character; `text` itself (the same object) when it holds
    none.
    """
    if text.isascii() or _ANY.search(text) is None:
        return text
    return text.translate(_TABLE)


def with_ascii_lookalikes(doc: Document) -> Document:
    """Return `doc` with its text read through `ascii_lookalikes` (its spans and metadata kept); `doc` if unchanged."""
    text = ascii_lookalikes(doc.text)
    return doc if text is doc.text else Document(doc.id, text, doc.spans, doc.meta)
