"""Overlapping windows over a long note, so that tagging costs time linear in its length and bounded memory.

A note longer than `WINDOW_CHARS` is cut into windows of at most that many characters, each overlapping the one
before by `OVERLAP_CHARS` to twice that. Every cut falls on the best break found near where it is wanted: a blank
line (a paragraph or section boundary) first, then a line break, then the end of a sentence (". "), then any space;
only text without any of them is cut mid-word. Windows are views like tokens and spans: offsets into the note.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from phiscrub.errors import ConfigError

WINDOW_CHARS: Final = 20_000
"""The longest window, in characters; a note no longer than this is one window."""

OVERLAP_CHARS: Final = 1_000
"""The least overlap of two neighbouring windows, in characters (at most twice this)."""

_BREAKS: Final[tuple[str, ...]] = ("\n\n", "\n", ". ", " ")
"""Where a window may end or start, best first: a window starts right after one of these."""


@dataclass(frozen=True, slots=True, order=True)
class Window:
    """The half-open character range [start, end) of a note that is tagged as one piece."""

    start: int
    end: int


def _cut(text: str, lo: int, hi: int) -> int:
    """Return an offset in (lo, hi] just after the best break of text[lo:hi], or `hi` when it holds none."""
    for mark in _BREAKS:
        found = text.rfind(mark, lo, hi)
        if found >= 0:
            return found + len(mark)
    return hi


def text_windows(text: str, size: int = WINDOW_CHARS, overlap: int = OVERLAP_CHARS) -> list[Window]:
    """Return the windows that cover `text`, in order, each at most `size` characters, neighbours overlapping.

    Args:
        text: The note.
        size: The longest window; a text of at most this many characters gives one window.
        overlap: The least overlap of neighbouring windows (at most twice this); below `size` / 4.
    """
    if overlap < 0 or size < 4 * overlap or size < 4:
        raise ConfigError(f"windows of {size} characters cannot overlap by {overlap}: need size >= 4 * overlap")
    windows: list[Window] = []
    start = 0
    while len(text) - start > size:
        end = _cut(text, start + size // 2, start + size)
        windows.append(Window(start, end))
        start = _cut(text, max(start + 1, end - 2 * overlap), max(start + 1, end - overlap))
    windows.append(Window(start, len(text)))
    return windows
