r"""A rule's regex rewritten so that Python's regex engine skips ahead to where a match can start.

CPython's engine (`re`, "sre") scans a text fast, in one C loop, only to a pattern's literal prefix or to a
first-character set it can see: the first item of the pattern must consume a character, case-sensitively. Most
rules start with an assertion (`\b`, `(?<![\w-])`) or match case-insensitively, so the engine tries the whole rule
at every position of a note. `anchored(regex, flags)` works out the set F of characters a match can start with and
returns

    [F](?<=(?=(?P<_match>R))[F])

which consumes one character of F, then steps back over it and matches the rule R from there inside a look-ahead,
keeping what R matched in the group `_match` (and every group of R, such as `phi`). It matches at exactly the
positions where R matches, with R's own match there; but `finditer` resumes one character after each start instead
of after R's end, so `finditer_like` drops the matches that start inside an earlier one, which gives back exactly
what `R.finditer` yields.

F must hold every character a match can start with. Under `re.IGNORECASE` a letter also stands for its other cases
and for the few characters Unicode folds onto it (the Kelvin sign for "k", the long s for "s", the dotted and dotless
i, ...: `_ODD_CASES`, checked against the engine by a test over the Latin letters `_VERIFIED_BELOW` holds). A cased
letter beyond those, a negated class, a backreference (Python refuses one inside a look-behind) or a pattern that
can match the empty string gets no rewrite (None), nor does a set that would skip little of a note (`_worth_it`):
the rule then runs as written.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Sequence
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any, Final

logger = logging.getLogger(__name__)

MATCH_GROUP: Final = "_match"
"""The group of an anchored pattern holding the rule's own match."""

_CATEGORIES: Final = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_WORD: r"\w", sre.CATEGORY_SPACE: r"\s"}
_LARGEST_RANGE: Final = 512
"""A character range wider than this in first position gives up (the set would be too large to be worth it)."""
_VERIFIED_BELOW: Final = 0x250
"""Letters below this code point have their case-insensitive equivalents verified (tests); others give up."""
_ODD_CASES: Final = {
    "i": "\u0130\u0131",
    "k": "\u212a",
    "s": "\u017f",
    "\u00b5": "\u03bc",
    "\u00e5": "\u212b",
    "\u00df": "\u1e9e",
    "\u0130": "Ii\u0131",
    "\u0131": "i\u0130",
    "\u017f": "s",
}
"""Characters `re.IGNORECASE` equates with a letter below `_VERIFIED_BELOW` besides its lower, upper and title case
(keyed by the letter's lower case)."""
_LOWER_CASE: Final = frozenset("abcdefghijklmnopqrstuvwxyz")
_GLOBAL_FLAGS: Final = re.compile(r"\A\(\?([aiLmsux]+)\)")
_SCOPED_LETTERS: Final = (
    (re.ASCII, "a"), (re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"), (re.VERBOSE, "x"),
)  # fmt: skip


class _NoFirstSetError(Exception):
    """The first character of a match is not confined to a set worth using."""


def anchored(regex: str, flags: int = 0, analysed: str | None = None) -> str | None:
    """Return `regex` rewritten to start with its first-character set (compile it without flags), or None.

    None when no useful set can be worked out (see the module docstring), or when the engine skips to the first
    character already (`_starts_with_a_set`): use `regex` as it is. `analysed`: a short stand-in for `regex` with the
    same first characters, parsed instead (a long dictionary alternation replaced by the class of its entries' first
    letters: the engine's parser takes about 2 ms per 1,000 characters).
    """
    if _starts_with_a_set(analysed or regex, flags):
        return None
    found = first_characters(analysed or regex, flags)
    if found is None:
        return None
    klass, all_flags = found
    letters = "".join(letter for flag, letter in _SCOPED_LETTERS if all_flags & flag)
    body = _GLOBAL_FLAGS.sub("", regex) + ("\n" if all_flags & re.VERBOSE else "")  # a comment ends at a newline
    inner = f"(?{letters}:{body})" if letters else f"(?:{body})"
    return f"{klass}(?<=(?=(?P<{MATCH_GROUP}>{inner})){klass})"


def finditer_like(anchored_pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Yield the matches of an `anchored` pattern in `text` that the original pattern's `finditer` would yield."""
    resume = 0
    for match in anchored_pattern.finditer(text):
        start, end = match.span(MATCH_GROUP)
        if start >= resume:
            resume = end
            yield match


def matches_at(
    pattern: re.Pattern[str], text: str, starts: Sequence[int], is_anchored: bool
) -> Iterator[re.Match[str]]:
    """Yield the matches `finditer` (`finditer_like` if `is_anchored`) would yield, tried only at `starts`.

    `starts` (ascending) must hold every position where a match of the rule can start: a match starting inside an
    earlier one is skipped, as `finditer` resumes after each match.
    """
    resume = 0
    for start in starts:
        if start < resume:
            continue
        match = pattern.match(text, start)
        if match is not None:
            resume = match.end(MATCH_GROUP) if is_anchored else match.end()
            yield match


def _starts_with_a_set(regex: str, flags: int) -> bool:
    """Return whether `regex` starts by consuming a character or a set of them, case-sensitively.

    The engine then skips to such a character by itself; the rewrite only adds its look-around at each one (measured:
    nine such rules and prefilters, 66 µs a note as written against 79 µs rewritten).
    """
    try:
        parsed = _parser.parse(regex, flags)
    except re.error:
        return False
    if parsed.state.flags & re.IGNORECASE or not parsed.data:
        return False
    return parsed.data[0][0] in (sre.LITERAL, sre.IN)


def first_characters(regex: str, flags: int = 0) -> tuple[str, int] | None:
    """Return a character class holding every character a match of `regex` can start with, and the pattern's flags.

    None when there is none worth using (see the module docstring).
    """
    try:
        parsed = _parser.parse(regex, flags)
        all_flags = parsed.state.flags
        if all_flags & re.LOCALE or _refers_to_a_group(parsed.data):
            return None
        chars, categories, nullable = _first(parsed.data, all_flags)
    except (re.error, _NoFirstSetError):
        return None
    except Exception as error:  # noqa: BLE001 - the engine's private parser changed: run the rule as written
        logger.debug("no first-character set worked out for a rule (%s)", type(error).__name__)
        return None
    if nullable or not (chars or categories) or not _worth_it(chars, categories):
        return None
    return _character_class(chars, categories), all_flags


def _worth_it(chars: set[str], categories: set[str]) -> bool:
    """Return whether a first-character set skips enough of an English or Spanish note to pay for the rewrite.

    Not when it holds the characters most of a note is made of: any word character or white space, a space, or
    every lower-case letter (measured: the rewrite then costs more than the skipping saves).
    """
    return not categories & {r"\w", r"\s"} and " " not in chars and not chars >= _LOWER_CASE


def _character_class(chars: set[str], categories: set[str]) -> str:
    kept = sorted(c for c in chars if not any(re.fullmatch(category, c) for category in categories))
    return "[" + "".join(_escaped(c) for c in kept) + "".join(sorted(categories)) + "]"


def _escaped(char: str) -> str:
    return "\\" + char if char in "\\]^-[" else re.escape(char)


def _first(items: Sequence[tuple[Any, Any]], flags: int) -> tuple[set[str], set[str], bool]:
    """Return the first characters and categories of a sequence of parsed items, and whether it can match empty.

    A positive look-ahead narrows the set of what follows it ("(?=[A-Z])" before a case-insensitive name list).
    """
    chars: set[str] = set()
    categories: set[str] = set()
    for k, (op, av) in enumerate(items):
        if op is sre.ASSERT and av[0] == 1:
            narrowed = _narrowed(av[1], items[k + 1 :], flags)
            if narrowed is not None:
                return chars | narrowed, categories, False
        item_chars, item_categories, nullable = _first_of_item(op, av, flags)
        chars |= item_chars
        categories |= item_categories
        if not nullable:
            return chars, categories, False
    return chars, categories, True


def _narrowed(ahead: Any, rest: Sequence[tuple[Any, Any]], flags: int) -> set[str] | None:
    """Return the characters both a look-ahead and what follows it can start with, when both sets are plain."""
    try:
        ahead_chars, ahead_categories, ahead_nullable = _first(ahead, flags)
        rest_chars, rest_categories, rest_nullable = _first(rest, flags)
    except _NoFirstSetError:
        return None
    if ahead_nullable or rest_nullable or ahead_categories or rest_categories:
        return None
    return ahead_chars & rest_chars


def _first_of_item(op: Any, av: Any, flags: int) -> tuple[set[str], set[str], bool]:
    if op is sre.LITERAL:
        return _equivalents(av, flags), set(), False
    if op is sre.IN:
        return (*_first_of_class(av, flags), False)
    if op is sre.BRANCH:
        chars: set[str] = set()
        categories: set[str] = set()
        nullable = False
        for alternative in av[1]:
            alt_chars, alt_categories, alt_nullable = _first(alternative, flags)
            chars |= alt_chars
            categories |= alt_categories
            nullable |= alt_nullable
        return chars, categories, nullable
    if op is sre.SUBPATTERN:
        _, add, remove, sub = av
        return _first(sub, (flags | add) & ~remove)
    if op is sre.ATOMIC_GROUP:
        return _first(av, flags)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _, sub = av
        chars, categories, nullable = _first(sub, flags)
        return chars, categories, nullable or low == 0
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return set(), set(), True  # zero-width: the next item consumes the first character
    raise _NoFirstSetError


def _first_of_class(items: Sequence[tuple[Any, Any]], flags: int) -> tuple[set[str], set[str]]:
    chars: set[str] = set()
    categories: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            chars |= _equivalents(av, flags)
        elif op is sre.RANGE and av[1] - av[0] <= _LARGEST_RANGE:
            for code in range(av[0], av[1] + 1):
                chars |= _equivalents(code, flags)
        elif op is sre.CATEGORY and av in _CATEGORIES:
            categories.add(_CATEGORIES[av])
        else:
            raise _NoFirstSetError  # a negated class, a negated category, a very wide range
    return chars, categories


def _equivalents(code: int, flags: int) -> set[str]:
    """Return the characters the literal `chr(code)` matches under `flags`."""
    char = chr(code)
    if not flags & re.IGNORECASE or char.lower() == char.upper():
        return {char}
    if code >= _VERIFIED_BELOW:
        raise _NoFirstSetError
    odd = _ODD_CASES.get(char, "") + _ODD_CASES.get(char.lower(), "")
    cases = {char, char.lower(), char.upper(), char.title(), *odd}
    return {c for c in cases if len(c) == 1}


def _refers_to_a_group(items: Sequence[tuple[Any, Any]]) -> bool:
    """Return whether parsed items hold a backreference or a test whether a group matched."""
    for op, av in items:
        if op in (sre.GROUPREF, sre.GROUPREF_EXISTS, sre.GROUPREF_IGNORE, sre.GROUPREF_UNI_IGNORE):
            return True
        if any(_refers_to_a_group(sub) for sub in _sub_patterns(op, av)):
            return True
    return False


def _sub_patterns(op: Any, av: Any) -> list[Any]:
    if op is sre.BRANCH:
        return list(av[1])
    if op is sre.SUBPATTERN:
        return [av[3]]
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        return [av[2]]
    if op in (sre.ASSERT, sre.ASSERT_NOT):
        return [av[1]]
    if op is sre.ATOMIC_GROUP:
        return [av]
    return []
