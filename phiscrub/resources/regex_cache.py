"""Rule expressions compiled once per installation: the compiled program is kept in the load cache.

The rule tagger's gazetteer rules are alternations of thousands of names (tens of thousands of characters each);
`re.compile` spends about 0.35 s of CPU on the English rules at every process start, almost all of it in Python
(parsing the expression and generating the matcher's program), and the other hundred-odd rule expressions about
0.06 s more. A compiled `re.Pattern` cannot be pickled with its
program, but the program is a plain list of integers: `cached_regex` records what CPython's own compiler hands to
the C engine (`_sre.compile`), stores it in `phiscrub.resources.cache` (keyed, like every cached table, by phiscrub's
and Python's versions, and by a digest of the expression and its flags), and the next process gives it to the engine
directly. The engine checks a program before accepting it; anything unexpected (another Python, a damaged or
foreign file, a result that is not the same expression with the same flags and groups) falls back to `re.compile`,
so the result is always the pattern `re.compile(regex, flags)` would return.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from typing import Any, Final

from phiscrub.resources.cache import cached_table

logger = logging.getLogger(__name__)

WORTH_CACHING: Final = 40
"""Expressions shorter than this many characters compile about as fast as a cache file is read: compiled directly.

Measured on the fast English pipeline's load (callgrind, load and one note): 1.88 G instructions caching only
expressions of 2,000 characters or more, 1.64 G from 200, 1.57 G from 100, 1.56 G from 40 and from 0.
"""

_LOCK: Final = threading.Lock()


def cached_regex(regex: str, flags: int = 0) -> re.Pattern[str]:
    """Return `re.compile(regex, flags)`, its compiled program read from the load cache when a current copy is there.

    Args:
        regex: The expression (for a long one, the cached program saves most of the compile time).
        flags: `re` flags.
    """
    if len(regex) < WORTH_CACHING:
        return re.compile(regex, flags)
    digest = hashlib.sha256(f"{int(flags)}\n{regex}".encode()).hexdigest()[:24]
    try:
        arguments = cached_table(f"regex-{digest}", [], lambda: engine_arguments(regex, flags))
        return _from_arguments(arguments, regex, flags)
    except Exception as err:  # noqa: BLE001 - any surprise in the private engine API: compile as usual
        logger.debug("compiling a rule expression without the cache (%s)", type(err).__name__)
        return re.compile(regex, flags)


def engine_arguments(regex: str, flags: int) -> tuple[Any, ...]:
    """Return the arguments CPython's regex compiler passes to the C engine for `regex` (marshal-able values)."""
    from re import _compiler  # type: ignore[attr-defined]

    recorded: list[tuple[Any, ...]] = []
    engine = _compiler._sre

    class _Recorder:
        """Stands in for the `_sre` module inside `re._compiler` for one call, noting what `compile` receives."""

        def __getattr__(self, name: str) -> Any:
            return getattr(engine, name)

        def compile(self, *arguments: Any) -> Any:
            recorded.append(arguments)
            return engine.compile(*arguments)

    with _LOCK:
        _compiler._sre = _Recorder()
        try:
            _compiler.compile(regex, flags)
        finally:
            _compiler._sre = engine
    (arguments,) = recorded
    return tuple(_plain(argument) for argument in arguments)


def _plain(value: Any) -> Any:
    """Return `value` with int subclasses (the compiler's named opcodes, `re.RegexFlag`) as plain ints, for marshal."""
    if isinstance(value, bool) or not isinstance(value, int | list):
        return value
    if isinstance(value, list):
        return [int(op) for op in value]
    return int(value)


def _from_arguments(arguments: tuple[Any, ...], regex: str, flags: int) -> re.Pattern[str]:
    """Return the pattern the engine builds from recorded `arguments`, checked to be `regex` with `flags`."""
    import _sre

    if not isinstance(arguments, tuple) or not arguments or arguments[0] != regex:
        raise ValueError("the cached program is not this expression's")
    compiled: re.Pattern[str] = _sre.compile(*arguments)
    if compiled.pattern != regex or compiled.flags & flags != flags:
        raise ValueError("the cached program gives another pattern")
    return compiled
