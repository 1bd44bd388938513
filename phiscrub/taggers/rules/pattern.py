"""The data type every rule is written in, and how a rule's regular expression is compiled.

A rule is a `Pattern(name, regex, label, score, flags, validator)`, as in Presidio. When the regex has a group named
`phi`, only that group is the PHI and the rest is context (Python's look-behind must be fixed-width, so context
before the PHI is matched, not looked behind). `<<dictionary>>` inside a regex stands for the entries of a packaged
dictionary (`phiscrub.resources.dictionaries`), matched case-insensitively, longest first; it is expanded when a tagger
compiles its rules, so importing the rule modules reads no file.

Speed: a rule may name in `requires` literal words of which at least one must occur in a note for the rule to match
there ("fax" for a rule anchored on "Fax:"); a tagger folds each note once (`fold_case`), finds which of all its rules'
required words the note contains in one pass (`RequiredWords`, an Aho-Corasick automaton), and skips the rules none
of whose required words it contains, so most keyword rules cost a set test per note instead of a regex scan.
A rule may also name a `prefilter`: a short regex that finds something in every note where the rule can match (a
piece every match holds, such as the whitespace and year of "in 2019"); where the note passes the word test, the
rule's own scan runs only if the prefilter finds it. Python's regex engine skips quickly to a prefilter's first
character, where it tries a long rule at every position.

The tagger compiles each rule, and each prefilter, rewritten so that the engine skips to the characters a match can
start with (`compile_rules`, `phiscrub.taggers.rules.anchor`): the same matches, found in about 60 % of the time.
A rule that is one dictionary after a capital at a word start (the gazetteers: `dictionary_rule`) is not scanned at
all: one pass finds the capitalised words whose first three letters begin an entry of some such rule (`WordStarts`),
and each rule tries its regex there only.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, NamedTuple

from phiscrub.labels import phi_type
from phiscrub.resources.cache import cached_table
from phiscrub.resources.dictionaries import dictionary_file, load_dictionary
from phiscrub.resources.regex_cache import cached_regex
from phiscrub.taggers.rules import anchor as anchor_module
from phiscrub.taggers.rules.anchor import MATCH_GROUP, anchored

logger = logging.getLogger(__name__)

Validator = Callable[[str], bool]
"""Receives the PHI text a rule matched; returns whether it really is PHI."""

_PLACEHOLDER: Final = re.compile(r"<<(?P<name>[a-z_]+)(?P<exclude>(?:-[a-z_]+)*)>>")
_IGNORECASE_ODDITIES: Final = str.maketrans({"\u017f": "s", "\u0131": "i", "\u0130": "i"})
"""The non-ASCII characters `re.IGNORECASE` equates with an ASCII letter that `str.lower` does not map to it (ſ, ı, İ;
the Kelvin sign already lowers to "k")."""


def fold_case(text: str) -> str:
    """Return `text` lower-cased so that whatever a case-insensitive rule matches contains its required words folded.

    Only for prefilter tests: the result may differ in length from `text`, so no offset may be taken from it.
    """
    if text.isascii():
        return text.lower()
    return text.translate(_IGNORECASE_ODDITIES).lower()


@dataclass(frozen=True, slots=True)
class Pattern:
    """One rule: a named regular expression for one PHI label, its confidence and an optional validator."""

    name: str
    """Unique name; spans carry it as `source="rules:<name>"`."""
    regex: str
    """The expression; a group named `phi` (when present) delimits the PHI inside its context."""
    label: str
    """The canonical PHI label of what it finds."""
    score: float
    """Confidence in (0, 1]; breaks ties between overlapping matches of equal length."""
    flags: int = 0
    """`re` flags to compile with."""
    validator: Validator | None = None
    """Rejects a match when it returns False (checksums, ranges, stop lists)."""
    requires: tuple[str, ...] = ()
    """Lower-case words of which every match contains at least one (a prefilter; empty: run on every note)."""
    prefilter: str = ""
    """A regex (compiled without `flags`) that finds something in every text where `regex` matches, so that a text
    where it finds nothing is skipped (empty: none). It must be a necessary condition: the rule's tests check it."""
    starts_with_required: bool = False
    """Whether every match starts with one of `requires` (folded): the tagger then tries the rule only where one of
    them occurs (`LeadingWords`) instead of scanning the note. The rules' tests check it."""

    def __post_init__(self) -> None:
        phi_type(self.label)  # raises UnknownLabelError for a label outside the taxonomy
        if not 0.0 < self.score <= 1.0:
            raise ValueError(f"pattern {self.name!r}: score must be in (0, 1]")
        if any(not word or fold_case(word) != word for word in self.requires):
            raise ValueError(f"pattern {self.name!r}: required words must be non-empty and lower-case")
        if self.starts_with_required and not self.requires:
            raise ValueError(f"pattern {self.name!r}: a rule that starts with a required word must name some")

    def may_match(self, folded_text: str) -> bool:
        """Return False when `folded_text` (a note passed through `fold_case`) holds none of the required words."""
        return not self.requires or any(word in folded_text for word in self.requires)


class RequiredWords:
    """Finds, in one pass over a folded note, which of a set of required words (`Pattern.requires`) it contains.

    The same answer as testing `word in folded_text` for each word, overlapping occurrences included ("mr" inside
    "mrs"), from an Aho-Corasick automaton (pyahocorasick, a dependency) instead of one scan of the note per word.
    Where pyahocorasick cannot be imported (an install without its compiled wheel), it makes those scans instead.
    """

    def __init__(self, words: Iterable[str]) -> None:
        self.words = frozenset(words)
        if any(not word for word in self.words):
            raise ValueError("required words must be non-empty")
        self._automaton = _automaton_of(sorted(self.words)) if self.words else None

    def found_in(self, folded_text: str) -> set[str]:
        """Return the words that occur in `folded_text` (a note passed through `fold_case`)."""
        if not self.words:
            return set()
        if self._automaton is None:
            return {word for word in self.words if word in folded_text}
        return {word for _, word in self._automaton.iter(folded_text)}


class LeadingWords:
    """Finds, in one pass over a folded note, where the rules that start with a required word may match.

    For each rule whose matches all start with one of its required words (`Pattern.starts_with_required`): the
    offsets where one of them occurs in the folded note, which are offsets of the note itself (`fold_case` keeps each
    character one character). The rules then try their regex there only (`phiscrub.taggers.rules.anchor.matches_at`).
    """

    def __init__(self, words_by_rule: dict[str, tuple[str, ...]]) -> None:
        self.rules = tuple(words_by_rule)
        self._rules_by_word = _rules_by_word(words_by_rule)
        self._automaton = _automaton_of(sorted(self._rules_by_word)) if self._rules_by_word else None

    def found_in(self, folded_text: str, text: str) -> dict[str, list[int]] | None:
        """Return, per rule, the offsets (ascending) where one of its words starts in `folded_text` (`text` folded).

        None where the folded note is not as long as the note (its offsets would not be the note's).
        """
        if len(folded_text) != len(text):
            return None
        starts: dict[str, list[int]] = {rule: [] for rule in self.rules}
        rules_by_word = self._rules_by_word
        if self._automaton is None:
            for word, rules in rules_by_word.items():
                offset = folded_text.find(word)
                while offset >= 0:
                    for rule in rules:
                        starts[rule].append(offset)
                    offset = folded_text.find(word, offset + 1)
        else:
            for end, word in self._automaton.iter(folded_text):
                offset = end - len(word) + 1
                for rule in rules_by_word[word]:
                    starts[rule].append(offset)
        for offsets in starts.values():
            offsets.sort()
        return starts


def _rules_by_word(words_by_rule: Mapping[str, Iterable[str]]) -> dict[str, tuple[str, ...]]:
    """Return, per word, the rules (in the order given) whose words hold it: `words_by_rule` turned inside out."""
    rules_by_word: dict[str, list[str]] = {}
    for rule, words in words_by_rule.items():
        for word in words:
            rules_by_word.setdefault(word, []).append(rule)
    return {word: tuple(rules) for word, rules in rules_by_word.items()}


def _automaton_of(words: Sequence[str]) -> Any:
    """Return an Aho-Corasick automaton finding `words` (each reported as itself), or None without pyahocorasick."""
    try:
        import ahocorasick
    except ImportError:
        logger.debug("pyahocorasick is not installed: required words are tested one by one")
        return None
    automaton = ahocorasick.Automaton(ahocorasick.STORE_ANY, ahocorasick.KEY_STRING)
    for word in words:
        automaton.add_word(word, word)
    automaton.make_automaton()
    return automaton


def trie_regex(words: Iterable[str]) -> str:
    """Return a regex matching any of `words` (longest alternative first), a space matching any whitespace run."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = True
    return _trie_node_regex(trie) or "(?!)"


def _trie_node_regex(node: dict[str, Any]) -> str:
    ends_here = "" in node
    branches = [
        (r"\s+" if char == " " else re.escape(char)) + _trie_node_regex(child)
        for char, child in sorted(node.items())
        if char
    ]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if ends_here:
        return f"(?:{body})?"
    return body


def between_same_separators(middle: str, separators: str = "/.-", space: str = "") -> str:
    """Return a regex for `middle` between two equal separators ("/12/", ".12.", not "/12."), as an alternation.

    What a capture of the separator and a backreference to it match, without the backreference (so that the rule
    can be anchored, see `compile_rules`); `space` (a regex) may stand on each side of `middle`.
    """
    return "(?:" + "|".join(f"{re.escape(s)}{space}{middle}{space}{re.escape(s)}" for s in separators) + ")"


def expand_dictionaries(regex: str) -> str:
    """Return `regex` with each `<<name>>` (or `<<name-other-...>>`: name minus the others) made an alternation."""

    def alternation(match: re.Match[str]) -> str:
        name, excluded = match["name"], [word for word in match["exclude"].split("-") if word]
        sources = [dictionary_file(word) for word in (name, *excluded)] + [Path(__file__)]
        return cached_table(f"alternation-{name}-{'-'.join(excluded)}", sources, lambda: _alternation(name, excluded))

    return _PLACEHOLDER.sub(alternation, regex)


def _alternation(name: str, excluded: list[str]) -> str:
    """Return the case-insensitive alternation of dictionary `name`'s entries that are in none of `excluded`."""
    return f"(?i:{trie_regex(_entries(name, excluded))})"


def _entries(name: str, excluded: Sequence[str]) -> set[str]:
    """Return the entries of dictionary `name` that are in none of the dictionaries `excluded`."""
    entries = set(load_dictionary(name))
    for other in excluded:
        entries -= load_dictionary(other)
    return entries


_DICTIONARY_RULE: Final = re.compile(
    r"\(\?<!\[\\w-\]\)\(\?=\[(?P<capitals>[^\]\\]*)\]\)"
    r"<<(?P<name>[a-z_]+)(?P<exclude>(?:-[a-z_]+)*)>>\(\?!\[\\w-\]\)"
)
r"""The form of a rule that is one dictionary between word boundaries, its first letter a capital: `(?<![\w-])`,
`(?=[A-Z...])`, `<<name-excluded...>>`, `(?![\w-])` (the gazetteers of places and hospitals)."""
_KEY: Final = re.compile(r"[^\W_]{1,3}")
"""The key of an entry (folded) or of a word in a note: its first (at most) three letters or digits."""


class DictionaryRule(NamedTuple):
    """What `WordStarts` needs of a dictionary rule: the capitals it starts with and the keys of its entries."""

    capitals: str
    """The body of the rule's character class of capitals ("A-Z")."""
    keys: frozenset[str]
    """The key (`_KEY`, lower case) of each entry."""


def dictionary_rule(pattern: Pattern) -> DictionaryRule | None:
    """Return the capitals and entry keys of a dictionary rule (see `WordStarts`), or None for any other rule.

    An entry's key is that of its case-folded form (`fold_case`); an entry with no key (it starts with no letter or
    digit) cannot follow the capital the rule asks for, and never matches.
    """
    form = _DICTIONARY_RULE.fullmatch(pattern.regex)
    if form is None or pattern.flags or not all(char.isalnum() for char in form["capitals"].replace("A-Z", "")):
        return None
    name, excluded = form["name"], [word for word in form["exclude"].split("-") if word]
    sources = [dictionary_file(word) for word in (name, *excluded)] + [Path(__file__)]

    def build() -> list[str]:
        return sorted({key.group() for entry in _entries(name, excluded) if (key := _KEY.match(fold_case(entry)))})

    return DictionaryRule(
        form["capitals"], frozenset(cached_table(f"keys-{name}-{'-'.join(excluded)}", sources, build))
    )


class WordStarts:
    r"""Finds, in one pass over a note, the capitalised word starts where each dictionary rule may match.

    The dictionary rules are those `dictionary_rule` reads. A match of such a rule starts where a word does
    (`(?<![\w-])`), on a capital, with one of its entries; so the word's key (its first three letters or digits,
    lower-cased) is the key of that entry: a word whose key is no entry's cannot start a match. A key with a
    character beyond ASCII, which Unicode case folding may equate with another, is looked up by no rule's keys: every
    dictionary rule tries there. The rules then try their regex at these starts only
    (`phiscrub.taggers.rules.anchor.matches_at`) instead of scanning the whole note.
    """

    def __init__(self, rules: dict[str, DictionaryRule]) -> None:
        self.rules = tuple(rules)
        self._by_key = _rules_by_word({name: rule.keys for name, rule in rules.items()})
        capitals = "".join(sorted({rule.capitals for rule in rules.values()}))
        # the capital first, so that the engine skips to one; then the character before it, then the key's rest
        self._scan = re.compile(rf"[{capitals}](?<![\w-][{capitals}])[^\W_]{{0,2}}") if rules else None

    def found_in(self, text: str) -> dict[str, list[int]]:
        """Return, per rule, the offsets (ascending) of the word starts of `text` where it may match."""
        starts: dict[str, list[int]] = {name: [] for name in self.rules}
        if self._scan is None:
            return starts
        by_key = self._by_key
        for word in self._scan.finditer(text):
            key = word.group()
            names = by_key.get(key.lower()) if key.isascii() else self.rules
            if names:
                start = word.start()
                for name in names:
                    starts[name].append(start)
        return starts


def compile_pattern(pattern: Pattern) -> re.Pattern[str]:
    """Return the compiled regex of `pattern`, its dictionary placeholders expanded (long ones via the load cache)."""
    return cached_regex(expand_dictionaries(pattern.regex), pattern.flags)


class CompiledRule(NamedTuple):
    """A rule ready to run: its regex compiled (anchored or as written), the group holding the PHI, its prefilter."""

    pattern: Pattern
    regex: re.Pattern[str]
    anchored: bool
    """Whether `regex` is the anchored rewrite (`phiscrub.taggers.rules.anchor`): read it with `finditer_like`."""
    phi_group: str | int
    """The group whose span is the PHI: "phi", the anchored rewrite's whole-match group, or 0."""
    prefilter: re.Pattern[str] | None


def compile_rules(patterns: Sequence[Pattern]) -> tuple[CompiledRule, ...]:
    """Return each rule compiled in its fastest form, with the same matches as `compile_pattern`'s.

    A rule and its prefilter are anchored (`phiscrub.taggers.rules.anchor`) where a first-character set worth using
    can be worked out. The rewrites of all of them are worked out once and kept in the load cache, as one table.
    """
    regexes = [(expand_dictionaries(pattern.regex), pattern.flags) for pattern in patterns]
    prefilters = [(pattern.prefilter, 0) for pattern in patterns if pattern.prefilter]
    rewrites = _anchored_sources([*regexes, *prefilters], [pattern.regex for pattern in patterns])
    prefilter_rewrites = iter(rewrites[len(patterns) :])
    rules = []
    for pattern, (source, flags), rewritten in zip(patterns, regexes, rewrites[: len(patterns)], strict=True):
        regex = _compiled(rewritten, source, flags)
        prefilter = _compiled(next(prefilter_rewrites), pattern.prefilter, 0) if pattern.prefilter else None
        anchored_here = MATCH_GROUP in regex.groupindex and bool(rewritten)
        phi_group = "phi" if "phi" in regex.groupindex else MATCH_GROUP if anchored_here else 0
        rules.append(CompiledRule(pattern, regex, anchored_here, phi_group, prefilter))
    return tuple(rules)


def _compiled(rewritten: str, source: str, flags: int) -> re.Pattern[str]:
    """Return the anchored rewrite compiled, or `source` with `flags` where there is none or Python refuses it."""
    if rewritten:
        try:
            return cached_regex(rewritten, 0)
        except re.error:  # a construct Python refuses inside a look-behind: the rule as written
            pass
    return cached_regex(source, flags)


def _first_letters_stand_in(regex: str) -> str:
    """Return `regex` with each dictionary placeholder standing for the class of its entries' first characters.

    What `anchored` parses instead of the expanded regex: the same first characters, a few hundred characters long.
    """

    def first_letters(match: re.Match[str]) -> str:
        letters = {entry[0] for entry in load_dictionary(match["name"]) if entry}
        return "(?i:[" + "".join(re.escape(letter) for letter in sorted(letters)) + "])"

    return _PLACEHOLDER.sub(first_letters, regex)


def _anchored_sources(regexes: Sequence[tuple[str, int]], unexpanded: Sequence[str]) -> list[str]:
    """Return the anchored rewrite of each (regex, flags), or "" where there is none, through the load cache.

    The first `len(unexpanded)` are analysed through stand-ins of these, their regexes before the dictionaries were
    expanded (`_first_letters_stand_in`; worked out only when the cache holds no current table).
    """
    digest = hashlib.sha256("\0".join(f"{int(flags)}\n{regex}" for regex, flags in regexes).encode()).hexdigest()

    def build() -> list[str]:
        analysed = [*map(_first_letters_stand_in, unexpanded), *(None for _ in regexes[len(unexpanded) :])]
        return [
            anchored(regex, flags, stand_in) or "" for (regex, flags), stand_in in zip(regexes, analysed, strict=True)
        ]

    return cached_table(f"anchored-{digest[:24]}", [Path(anchor_module.__file__)], build)
