"""Long rule expressions compiled once: the engine's program read back from the load cache matches as re.compile."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from phiscrub.resources import cache, regex_cache
from phiscrub.resources.regex_cache import cached_regex

CITIES = ["Boston", "Worcester", "Springfield", "New Bedford", "Fall River", "Lowell", "Cambridge", "Brockton"]
LONG_ALTERNATION = r"\b(?P<phi>(?i:" + "|".join(re.escape(city) for city in CITIES * 60) + r"))\b"
NOTE = "Transferred from Fall River to BOSTON on 3/4; family in new bedford and Lowell.\nLives in Cambridgeport."


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(target))
    return target


def spans(pattern: re.Pattern[str]) -> list[tuple[int, int, str]]:
    return [(m.start("phi"), m.end("phi"), m["phi"]) for m in pattern.finditer(NOTE)]


def test_a_long_expression_is_compiled_once_and_read_back_matching_as_re_compile(folder: Path) -> None:
    assert len(LONG_ALTERNATION) >= regex_cache.WORTH_CACHING
    expected = re.compile(LONG_ALTERNATION, re.MULTILINE)
    first = cached_regex(LONG_ALTERNATION, re.MULTILINE)
    assert len(list(folder.glob("regex-*.marshal"))) == 1
    again = cached_regex(LONG_ALTERNATION, re.MULTILINE)  # from the stored program
    for pattern in (first, again):
        assert (pattern.pattern, pattern.flags, pattern.groupindex) == (
            expected.pattern,
            expected.flags,
            expected.groupindex,
        )
        assert spans(pattern) == spans(expected)
    assert [city for _, _, city in spans(again)] == ["Fall River", "BOSTON", "new bedford", "Lowell"]


def test_other_flags_are_another_program(folder: Path) -> None:
    cached_regex(LONG_ALTERNATION)
    cached_regex(LONG_ALTERNATION, re.MULTILINE)
    assert len(list(folder.glob("regex-*.marshal"))) == 2


def test_a_short_expression_is_compiled_directly(folder: Path) -> None:
    assert cached_regex(r"\d{3}-\d{4}").pattern == r"\d{3}-\d{4}"
    assert not folder.exists() or not list(folder.glob("regex-*.marshal"))


def test_a_damaged_or_foreign_program_falls_back_to_re_compile(folder: Path) -> None:
    cached_regex(LONG_ALTERNATION)
    (stored,) = folder.glob("regex-*.marshal")
    stored.write_bytes(stored.read_bytes()[:200])  # cut short: not a table
    assert spans(cached_regex(LONG_ALTERNATION)) == spans(re.compile(LONG_ALTERNATION))
    # a well-formed table holding another expression's program is refused, not used
    other = regex_cache.engine_arguments(r"\b(?P<phi>Worcester)\b" + " " * 2000, 0)
    stored.write_bytes(cache._MAGIC + __import__("marshal").dumps(other))
    assert spans(cached_regex(LONG_ALTERNATION)) == spans(re.compile(LONG_ALTERNATION))


def test_an_invalid_program_is_refused_by_the_engine_and_compiled_again(folder: Path) -> None:
    arguments = list(regex_cache.engine_arguments(LONG_ALTERNATION, 0))
    arguments[2] = [9999, 1, 2, 3]  # not a program
    cached_regex(LONG_ALTERNATION)
    (stored,) = folder.glob("regex-*.marshal")
    stored.write_bytes(cache._MAGIC + __import__("marshal").dumps(tuple(arguments)))
    assert spans(cached_regex(LONG_ALTERNATION)) == spans(re.compile(LONG_ALTERNATION))


def test_with_the_cache_off_it_is_re_compile(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.CACHE_ENV, "off")
    assert spans(cached_regex(LONG_ALTERNATION)) == spans(re.compile(LONG_ALTERNATION))
