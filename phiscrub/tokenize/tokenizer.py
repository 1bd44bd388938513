"""The aggressive tokenizer of Lee et al. 2017 §3.3.1.

Tokens are split at whitespace, around every punctuation or symbol character, where a digit follows a letter or a
letter a digit, and where an upper-case letter follows a lower-case one ("winterHx" -> "winter", "Hx";
"stantonPsychiatric" -> "stanton", "Psychiatric"; "MRN123" -> "MRN", "123"). Conjoined words left by faulty EHR
extraction then expose the PHI inside them. Tokens are views: character offsets into the text, which never changes.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Literal

TokenKind = Literal["alpha", "digit", "punct"]

_RUNS: Final = re.compile(r"(?P<alpha>[^\W\d_]+)|(?P<digit>\d+)|(?P<punct>\S)")


@dataclass(frozen=True, slots=True, order=True)
class Token:
    """One token: the half-open character range [start, end) of the original text, and its kind."""

    start: int
    end: int
    kind: TokenKind

    def text(self, text: str) -> str:
        """Return the token's characters in `text`, the text it was cut from."""
        return text[self.start : self.end]


def _one_case_run(run: str) -> bool:
    """Return whether a letter run has no upper-case letter after a lower-case one ("smith", "SMITH", "Smith")."""
    return run.islower() or run.isupper() or len(run) < 2 or run[1:].islower()


def _case_boundaries(run: str) -> Iterator[int]:
    """Yield the positions inside a letter run where an upper-case letter follows a lower-case one."""
    if _one_case_run(run):
        return
    previous_lower = run[0].islower()
    for i in range(1, len(run)):
        char = run[i]
        if previous_lower and char.isupper():
            yield i
        previous_lower = char.islower()


_CACHED_TEXT_CHARS: Final = 25_000
"""Notes up to this length (a pipeline's window is 20,000 characters) keep their tokens in a cache of the last 4
texts: the features, the name propagation and the error correction of one note then cut it up once. Longer texts
are cut up each time, so that the cache never holds more than about 5 MB of tokens (a 1,500-character note's
take about 70 kB)."""


def tokenize(text: str) -> list[Token]:
    """Return the aggressive tokens of `text`, in order; together they cover every non-space character once."""
    if len(text) <= _CACHED_TEXT_CHARS:
        return list(_cached_tokens(text))
    return _tokenize(text)


@functools.lru_cache(maxsize=4)
def _cached_tokens(text: str) -> tuple[Token, ...]:
    return tuple(_tokenize(text))


def clear_token_cache() -> None:
    """Forget the recent notes whose tokens `tokenize` keeps (it holds their texts)."""
    _cached_tokens.cache_clear()


_SET_START, _SET_END, _SET_KIND = (Token.__dict__[name].__set__ for name in ("start", "end", "kind"))


def _token(start: int, end: int, kind: TokenKind) -> Token:
    """Return Token(start, end, kind), built without the frozen dataclass's __init__ (a note makes thousands)."""
    token: Token = object.__new__(Token)
    _SET_START(token, start)
    _SET_END(token, end)
    _SET_KIND(token, kind)
    return token


def _tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    append = tokens.append
    for match in _RUNS.finditer(text):
        kind = match.lastgroup
        start, end = match.span()
        if kind != "alpha":
            append(_token(start, end, "digit" if kind == "digit" else "punct"))
            continue
        run = match.group()
        cut = start
        if not _one_case_run(run):  # most runs: no generator to make
            for boundary in _case_boundaries(run):
                append(_token(cut, start + boundary, "alpha"))
                cut = start + boundary
        append(_token(cut, end, "alpha"))
    return tokens


_STANDARD_RUNS: Final = re.compile(r"(?P<word>[^\W_]+)|(?P<punct>\S)")


def standard_tokenize(text: str) -> list[Token]:
    """Return conventional tokens: runs of letters and digits, and single other characters (no conjoint splitting).

    The baseline of the "+ aggressive tokenizer" ablation: "winterHx" and "MRN123" stay one token each.
    """
    tokens: list[Token] = []
    for match in _STANDARD_RUNS.finditer(text):
        start, end = match.span()
        if match.lastgroup == "punct":
            tokens.append(Token(start, end, "punct"))
        else:
            tokens.append(Token(start, end, "digit" if match.group().isdigit() else "alpha"))
    return tokens


TOKENIZERS: Final = {"aggressive": tokenize, "standard": standard_tokenize}
"""Tokenizers by name (read-only by convention; features and ablations choose one)."""


def token_index_at(tokens: list[Token], offset: int) -> int | None:
    """Return the index of the token containing character `offset`, or None if it falls between tokens."""
    low, high = 0, len(tokens)
    while low < high:
        mid = (low + high) // 2
        token = tokens[mid]
        if token.end <= offset:
            low = mid + 1
        elif token.start > offset:
            high = mid
        else:
            return mid
    return None


def space_after(text: str, token: Token) -> bool:
    """Return whether whitespace (or the end of the text) follows the token."""
    return token.end >= len(text) or text[token.end].isspace()
