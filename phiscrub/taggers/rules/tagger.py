"""RuleTagger: runs the rule groups of one language over a note and keeps the best non-overlapping matches."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType
from typing import Final, Literal

from phiscrub import overlaps
from phiscrub.document import Document, Span
from phiscrub.errors import UnknownComponentError
from phiscrub.safe_harbor import is_phi_under_safe_harbor
from phiscrub.taggers.rules import ages, contact, dates, gazetteers, ids, locations, names, professions, spanish
from phiscrub.taggers.rules.anchor import finditer_like, matches_at
from phiscrub.taggers.rules.pattern import (
    CompiledRule,
    LeadingWords,
    Pattern,
    RequiredWords,
    WordStarts,
    compile_rules,
    dictionary_rule,
    fold_case,
)
from phiscrub.taggers.rules.tables import field_rows, table_cells

Language = Literal["en", "es"]
Policy = Literal["i2b2", "safe-harbor"]

RULE_GROUPS: Final = MappingProxyType(
    {
        "en": (
            contact.WEB_PATTERNS,
            contact.PHONE_PATTERNS,
            ids.PATTERNS,
            locations.PATTERNS,
            ages.PATTERNS,
            dates.PATTERNS,
            names.PATTERNS,
            names.CHAT_PATTERNS,
            professions.PATTERNS,
            gazetteers.EN_PATTERNS,
        ),
        "es": (contact.WEB_PATTERNS, names.CHAT_PATTERNS, spanish.PATTERNS, gazetteers.ES_PATTERNS),
    }
)
"""Per language, the rule groups a RuleTagger runs."""

POLICIES: Final[tuple[str, ...]] = ("i2b2", "safe-harbor")
"""What counts as PHI: everything the i2b2 2014 guidelines annotate, or only what HIPAA Safe Harbor names."""


def rule_patterns(lang: str) -> tuple[Pattern, ...]:
    """Return every rule a RuleTagger for `lang` runs, in group order."""
    if lang not in RULE_GROUPS:
        raise UnknownComponentError("rule language", lang, sorted(RULE_GROUPS))
    return tuple(pattern for group in RULE_GROUPS[lang] for pattern in group)


def resolve_overlaps(spans: Iterable[Span]) -> list[Span]:
    """Return the spans that survive overlaps, by position: longest first, then the higher score, then the earlier."""
    return overlaps.resolve_overlaps([spans], rank=overlaps.RULE_RANK, outcome="drop")


class RuleTagger:
    """Finds PHI with regular expressions and dictionaries (Lee et al. 2017 §3.3.2), in English or Spanish notes."""

    name: str = "rules"
    merge_role: str = "rules"
    """Its role in a pipeline's merge."""

    def __init__(self, lang: Language = "en", policy: Policy = "i2b2") -> None:
        if policy not in POLICIES:
            raise UnknownComponentError("rule policy", policy, POLICIES)
        self.lang = lang
        self.policy = policy
        self._rules: Sequence[CompiledRule] = compile_rules(rule_patterns(lang))
        self._required = RequiredWords(word for rule in self._rules for word in rule.pattern.requires)
        keyed = {rule.pattern.name: dictionary_rule(rule.pattern) for rule in self._rules}
        self._word_starts = WordStarts({name: keys for name, keys in keyed.items() if keys is not None})
        self._tried_at_word_starts = frozenset(self._word_starts.rules)
        self._leading_words = LeadingWords(
            {rule.pattern.name: rule.pattern.requires for rule in self._rules if rule.pattern.starts_with_required}
        )
        self._tried_at_leading_words = frozenset(self._leading_words.rules)
        self._tried_at_chosen_starts = self._tried_at_word_starts | self._tried_at_leading_words

    def matches(self, text: str) -> list[Span]:
        """Return every rule match in `text`, overlapping ones included, before the policy and overlap filters."""
        found: list[Span] = []
        folded = fold_case(text)
        present = self._required.found_in(folded)
        starts = _NoteStarts(self, text, folded)
        for pattern, regex, anchored, phi_group, prefilter in self._rules:
            if pattern.requires and present.isdisjoint(pattern.requires):
                continue  # none of the words every match holds is in the note (`Pattern.may_match`)
            where = starts.of(pattern.name) if pattern.name in self._tried_at_chosen_starts else None
            if where is not None:  # tried only where a match can start
                candidates = matches_at(regex, text, where, anchored)
            elif prefilter is not None and prefilter.search(text) is None:
                continue
            else:
                candidates = finditer_like(regex, text) if anchored else regex.finditer(text)
            for match in candidates:
                start, end = match.span(phi_group)
                if start >= end:
                    continue
                if pattern.validator is not None and not pattern.validator(text[start:end]):
                    continue
                found.append(Span(start, end, pattern.label, source=f"rules:{pattern.name}", score=pattern.score))
        found.extend(table_cells(text))
        found.extend(field_rows(text))
        return found

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans of `doc`, sorted and non-overlapping, each from the best rule that matched there."""
        spans = self.matches(doc.text)
        if self.policy == "safe-harbor":
            spans = [s for s in spans if is_phi_under_safe_harbor(s.label, doc.text[s.start : s.end])]
        return resolve_overlaps(spans)

    def get_params(self) -> dict[str, str]:
        """Return the `__init__` arguments (how a saved pipeline rebuilds this tagger)."""
        return {"lang": self.lang, "policy": self.policy}

    def __reduce__(self) -> tuple[type[RuleTagger], tuple[str, str]]:
        # rebuilt from its settings: the compiled rules and dictionaries are not worth pickling
        return type(self), (self.lang, self.policy)

    def __repr__(self) -> str:
        return f"RuleTagger(lang={self.lang!r}, policy={self.policy!r})"


class _NoteStarts:
    """Where, in one note, the rules that are tried at chosen offsets may match (each table worked out on first use).

    The gazetteers at the capitalised words whose key is an entry's (`WordStarts`), the rules that start with a
    required word where one starts (`LeadingWords`); None for any other rule, which scans the note.
    """

    def __init__(self, tagger: RuleTagger, text: str, folded: str) -> None:
        self._tagger, self._text, self._folded = tagger, text, folded
        self._word_starts: dict[str, list[int]] | None = None
        self._leading_words: dict[str, list[int]] | None = None

    def of(self, rule: str) -> list[int] | None:
        """Return the offsets (ascending) where `rule` may match, or None where it must scan the note."""
        tagger = self._tagger
        if rule in tagger._tried_at_word_starts:
            if self._word_starts is None:
                self._word_starts = tagger._word_starts.found_in(self._text)
            return self._word_starts[rule]
        if rule in tagger._tried_at_leading_words:
            if self._leading_words is None:  # {}: the folded note's offsets are not the note's (then it scans)
                self._leading_words = tagger._leading_words.found_in(self._folded, self._text) or {}
            return self._leading_words.get(rule)
        return None
