"""Anchored rules (`phiscrub.taggers.rules.anchor`): the regex engine skips ahead, and finds exactly the same."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from phiscrub.io.registry import reader
from phiscrub.taggers.rules import RuleTagger, rule_patterns
from phiscrub.taggers.rules.anchor import (
    _VERIFIED_BELOW,
    MATCH_GROUP,
    _equivalents,
    anchored,
    finditer_like,
    first_characters,
)
from phiscrub.taggers.rules.pattern import (
    between_same_separators,
    compile_pattern,
    compile_rules,
    expand_dictionaries,
)

REPO = Path(__file__).resolve().parents[2]

TRICKY = (
    "Seen by Dr. Ana Ruiz, MD at Mercy General Hospital in New York, NY 10001 on Monday, March 3rd, 2019.",
    "ſt. louis and the KELVIN \u212aline; İstanbul and Istanbul; DR. ıvan; MRN: 2418195 — fax 617-555-9876.",
    "Christmas Eve Christmas Eve; New York New York York; 12/12/2012/12/2012; 3/4/5/6/7.",
    "he is 45 she was 46 i'm 47 he'll be 48; since 2019 in 2018 by 2017.",
    "",
    "x",
)


def _cased_characters() -> str:
    # a character that matches a cased letter case-insensitively is cased itself (sre compares lower cases)
    return "".join(chr(code) for code in range(sys.maxunicode + 1) if chr(code).lower() != chr(code).upper())


def test_the_equivalents_of_every_verified_letter_are_what_the_engine_matches() -> None:
    cased = _cased_characters()
    for code in range(_VERIFIED_BELOW):
        char = chr(code)
        engine = {m.group() for m in re.finditer(re.escape(char), cased, re.IGNORECASE)} | {char}
        assert _equivalents(code, re.IGNORECASE) == engine, f"U+{code:04X}"


def test_a_letter_beyond_the_verified_ones_gives_up_under_ignorecase() -> None:
    assert first_characters("\u0434\u0430", re.IGNORECASE) is None  # Cyrillic, case-insensitive
    assert first_characters("\u0434\u0430") is not None  # case-sensitive: the letter itself


@pytest.mark.parametrize(
    "regex",
    [
        r"(?:abc)?",  # can match the empty string
        r"(?P<a>x)y(?P=a)",  # a backreference: refused inside the look-behind
        r"[^a]bc",  # a negated class
        r"\w+@\w+",  # most of a note starts this
        r"[a-z]+ing",  # every lower-case letter
        r" +foo",  # a space
        r"(?m)^[ \t]*Patient",  # white space
    ],
)
def test_no_rewrite_where_it_cannot_be_exact_or_would_not_pay(regex: str) -> None:
    assert anchored(regex) is None


@pytest.mark.parametrize(
    ("regex", "flags", "first"),
    [
        (r"\b(?:case|claim)\s*#", re.IGNORECASE, "cC"),
        (r"(?<![\w-])(?=[A-Z])(?i:boston|austin)", 0, "BA"),  # the look-ahead narrows the case-insensitive names
        (r"(?i)\bdr\.?", 0, "dD"),  # a global inline flag
        (r"(?:x|y)?\d{3}", 0, "xy0123456789\u0663"),  # \d: any decimal digit, as the rule's own \d
        (r"(?i)\bkg\b|\bsaint\b", 0, "kKsS\u212a\u017f"),  # the Kelvin sign and the long s fold onto k and s
    ],
)
def test_the_first_characters_are_every_start_of_a_match(regex: str, flags: int, first: str) -> None:
    found = first_characters(regex, flags)
    assert found is not None
    starts = [chr(code) for code in range(0x3000) if re.fullmatch(found[0], chr(code))]
    assert set(starts) == set(first) or (r"\d" in found[0] and set(first) <= set(starts))


@pytest.mark.parametrize(
    ("regex", "flags"),
    [
        (r"(?i)\bdr\.?\s+(?P<phi>[A-Z][a-z]+)", 0),
        (r"\bnew\s+york  # a comment to the end of the line", re.VERBOSE | re.IGNORECASE),
        (r"(?<![\w-])(?:Christmas(?:\s+Eve)?|New\s+York)(?![\w-])", 0),
        (r"\d{1,2}/\d{1,2}(?:/\d{4})?", 0),
        (r"\b(?:he|she)\s+(?:is|was)\s+(?P<phi>\d{1,3})\b", re.IGNORECASE),
    ],
)
def test_an_anchored_pattern_finds_what_the_rule_finds(regex: str, flags: int) -> None:
    rewritten = anchored(regex, flags)
    assert rewritten is not None
    plain, fast = re.compile(regex, flags), re.compile(rewritten)
    group = "phi" if "phi" in plain.groupindex else 0
    for text in TRICKY:
        want = [m.span(group) for m in plain.finditer(text)]
        got = [m.span(group if group else MATCH_GROUP) for m in finditer_like(fast, text)]
        assert got == want, text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_rule_matches_the_same_anchored_or_not(lang: str) -> None:
    for pattern, regex, is_anchored, _, _ in compile_rules(rule_patterns(lang)):
        plain = compile_pattern(pattern)
        group = "phi" if "phi" in plain.groupindex else 0
        for text in TRICKY:
            want = [m.span(group) for m in plain.finditer(text)]
            matches = finditer_like(regex, text) if is_anchored else regex.finditer(text)
            got = [m.span(group if group or not is_anchored else MATCH_GROUP) for m in matches]
            assert got == want, (pattern.name, text)


def test_most_rules_are_anchored() -> None:
    anchored_rules = [rule.anchored for rule in compile_rules(rule_patterns("en"))]
    assert sum(anchored_rules) >= 0.8 * len(anchored_rules)
    assert first_characters(expand_dictionaries(next(p for p in rule_patterns("en") if p.name == "city_name").regex))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("lang", "path"),
    [
        ("en", REPO / "data" / "synth" / "dev.jsonl"),
        ("en", REPO / "data" / "synth" / "dev_heldout.jsonl"),
        ("en", REPO.parent / "shared" / "corpora" / "english_ner" / "wnut17_dev.jsonl"),
        ("es", REPO.parent / "shared" / "corpora" / "meddocan" / "dev.jsonl"),
    ],
)
def test_the_tagger_finds_the_same_with_the_rules_as_written(lang: str, path: Path) -> None:
    if not path.is_file():
        pytest.skip(f"{path.name} is not here")
    tagger, plain = RuleTagger(lang), RuleTagger(lang)  # type: ignore[arg-type]
    plain._rules = tuple(
        (pattern, compile_pattern(pattern), False, "phi" if phi == "phi" else 0, prefilter)
        for pattern, _, _, phi, prefilter in plain._rules
    )
    assert any(is_anchored for _, _, is_anchored, _, _ in tagger._rules)
    for doc in reader("jsonl")(path, "meddocan" if lang == "es" else "canonical"):
        assert tagger.matches(doc.text) == plain.matches(doc.text), doc.id


@pytest.mark.parametrize("space", ["", r"[ \t]?"])
def test_same_separators_without_a_backreference_match_as_with_one(space: str) -> None:
    with_reference = re.compile(rf"\d{{1,2}}{space}([/.-]){space}\d{{1,2}}{space}\1{space}\d{{4}}")
    without = re.compile(rf"\d{{1,2}}{space}" + between_same_separators(r"\d{1,2}", space=space) + rf"{space}\d{{4}}")
    texts = ["3/4/2012", "3/4.2012", "03-04-2012 and 3.4.2012", "3 / 4 / 2012", "3/ 4 -2012", "12/12/12/2012"]
    for text in texts:
        assert [m.span() for m in without.finditer(text)] == [m.span() for m in with_reference.finditer(text)], text
    assert anchored(without.pattern) is not None and anchored(with_reference.pattern) is None
