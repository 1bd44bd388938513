"""The user's own word lists: phrases that are always PHI (a deny list) and phrases that never are (an allow list).

Word-list file format (both lists)::

    # staff of our ward, always names
    DOCTOR<TAB>Ana Ruiz
    HOSPITAL<TAB>St. Elsewhere
    # eponyms our model takes for names (allow list only: `*` is any type)
    *<TAB>Parkinson
    PATIENT<TAB>Hodgkin

- UTF-8 text (a leading byte order mark is skipped), one entry per line: a label, one tab, the phrase;
- the label is a canonical PHI type of `phiscrub.labels.CANONICAL_LABELS` (upper or lower case); an allow list may
  also use `*`, meaning any type;
- the phrase is matched case-insensitively, a run of whitespace in it matching any run of whitespace (a line break
  inside a name still matches); surrounding whitespace is ignored;
- lines starting with `#` (after optional whitespace) and blank lines are ignored; an empty file is an empty list.

`read_word_list` reports a malformed line by file and line number, never by its text: a list of names is PHI itself.
`DenyListTagger` and `AllowList` keep the entries they were given, so a pipeline holding them carries the list with it
(to worker processes by pickle; into a saved pipeline's manifest through `get_params`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError
from phiscrub.io.encoding import open_text
from phiscrub.labels import CANONICAL_LABELS, PHI_TYPES
from phiscrub.overlaps import resolve_overlaps
from phiscrub.taggers.rules.pattern import trie_regex
from phiscrub.tokenize.lookalikes import ascii_lookalikes

ANY_LABEL: Final = "*"
"""The allow-list label that stands for every PHI type."""

WORD_START: Final = r"(?:(?<!\w)|(?!\w))"
"""Matches where a phrase may start: not inside a word, unless the phrase itself starts with punctuation."""
WORD_END: Final = r"(?:(?!\w)|(?<!\w))"
"""Matches where a phrase may end: not inside a word, unless the phrase itself ends with punctuation."""


def read_word_list(path: Path, allow_any: bool = False) -> dict[str, tuple[str, ...]]:
    """Return the phrases of a word-list file by label, in file order without repeats (see the module docstring).

    Args:
        path: The list file.
        allow_any: Whether `*` (any type) is a valid label: True for allow lists.

    Raises:
        InputError: naming the file and line of a line without a tab, an unknown label, an empty phrase, or bytes
            that are not UTF-8.
    """
    entries: dict[str, dict[str, None]] = {}
    with open_text(path) as lines:
        for number, line in enumerate(lines, start=1):
            content = line.rstrip("\r\n").removeprefix("\ufeff" if number == 1 else "")
            if not content.strip() or content.lstrip().startswith("#"):
                continue
            label, tab, phrase = content.partition("\t")
            label = label.strip().upper()
            if not tab:
                raise InputError(path, "expected LABEL<TAB>phrase (no tab on this line)", line=number)
            if label not in PHI_TYPES and not (allow_any and label == ANY_LABEL):
                valid = "a canonical PHI label" + (" or *" if allow_any else "")
                raise InputError(path, f"unknown label: expected {valid} (see phiscrub.labels)", line=number)
            phrase = normalise_space(phrase)
            if not phrase:
                raise InputError(path, "empty phrase after the tab", line=number)
            entries.setdefault(label, {})[phrase] = None
    return {label: tuple(phrases) for label, phrases in entries.items()}


def normalise_space(text: str) -> str:
    """Return `text` with each run of whitespace made one space and none at either end."""
    return " ".join(text.split())


def bounded(regex: str) -> str:
    """Return `regex` so that it matches only on word boundaries, where its own first and last characters are words."""
    return f"{WORD_START}(?:{regex}){WORD_END}"


def overlapping_matches(pattern: re.Pattern[str], text: str) -> Iterator[tuple[int, int]]:
    """Yield (start, end) of the match of `pattern` at each position of `text`, overlapping matches included.

    `pattern` must hold one capturing group around the whole expression inside a lookahead, `(?=(...))`, as
    `overlapping` builds it: finditer then tries every start, and the group gives the match found there.
    """
    for match in pattern.finditer(text):
        start, end = match.span(1)
        if start < end:
            yield start, end


def overlapping(regex: str, starts: str = "", flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """Return `regex` compiled so that `overlapping_matches` finds its match at every position.

    Args:
        regex: The expression, without capturing groups.
        starts: Every character a match can start with, when known (empty: any). A scan then tries the whole
            expression only where one of them stands: some three times faster on a note.
        flags: `re` flags (default: case-insensitive, which covers both cases of `starts` too).
    """
    guard = f"(?=[{re.escape(starts)}])" if starts else ""
    return re.compile(f"{guard}(?=({regex}))", flags)


_LABEL_ORDER: Final = {label: index for index, label in enumerate(CANONICAL_LABELS)}


def _label_order(span: Span) -> int:
    return _LABEL_ORDER.get(span.label, len(_LABEL_ORDER))


def longest_first(spans: Iterable[Span], tiebreak: Callable[[Span], int] = _label_order) -> list[Span]:
    """Return the spans that survive overlaps, sorted by position: longest first, then the earlier, then `tiebreak`.

    `tiebreak` orders spans of equal extent; by default the label that comes first in `phiscrub.labels` wins.
    """
    return resolve_overlaps(
        [spans], rank=lambda span: (-(span.end - span.start), span.start, tiebreak(span), span.source), outcome="drop"
    )


def _checked_entries(entries: Mapping[str, Sequence[str]], allow_any: bool) -> dict[str, tuple[str, ...]]:
    """Return `entries` with labels checked and phrases normalised (ConfigError on an unknown label)."""
    checked: dict[str, tuple[str, ...]] = {}
    for label, phrases in entries.items():
        if label not in PHI_TYPES and not (allow_any and label == ANY_LABEL):
            raise ConfigError(f"word list: unknown label {label!r}; use one of phiscrub.labels.CANONICAL_LABELS")
        if isinstance(phrases, str):
            raise ConfigError(f"word list: the phrases of {label!r} must be a sequence of strings, not one string")
        kept = tuple(dict.fromkeys(p for p in (normalise_space(phrase) for phrase in phrases) if p))
        if kept:
            checked[label] = kept
    return checked


def phrase_pattern(phrases: Iterable[str]) -> re.Pattern[str]:
    """Return one pattern for `overlapping_matches` finding any of `phrases` in any case, on word boundaries.

    A space in a phrase matches any run of whitespace; at each position the longest phrase is found first.
    """
    # read as the pipeline reads the note (phiscrub.tokenize.lookalikes): "O’Brien" finds "O’Brien" and "O'Brien"
    folded = [normalise_space(ascii_lookalikes(phrase)).lower() for phrase in phrases]
    return overlapping(bounded(trie_regex(folded)), "".join(sorted({phrase[0] for phrase in folded if phrase})))


class DenyListTagger:
    """Tags every occurrence of the user's always-PHI phrases, case-insensitively and on word boundaries.

    Each label's phrases are one compiled alternation, a trie (`phiscrub.taggers.rules.pattern.trie_regex`), so a
    list of thousands of phrases costs about one pass over the note per label (5,000 names over a 140 kB note:
    some 40 ms; the compile, once per tagger and process, some 0.3 s). A phrase matches only where it is not part of
    a longer word ("Ann" is not found in "Annual"), unless it starts or ends with punctuation itself. Where matches
    overlap, the longest wins, then the earlier (then the label that comes first in `phiscrub.labels`).

    Args:
        entries: Phrases by canonical label, e.g. `read_word_list(path)` or `{"DOCTOR": ["Ana Ruiz"]}`.
        name: The tagger's name, and the `source` of each span.
    """

    merge_role: str = "user"
    """Its role in a pipeline's merge: the user's spans win."""

    def __init__(self, entries: Mapping[str, Sequence[str]], name: str = "deny-list") -> None:
        self.entries = _checked_entries(entries, allow_any=False)
        self.name = name
        self._patterns = tuple((label, phrase_pattern(phrases)) for label, phrases in self.entries.items())

    def get_params(self) -> dict[str, Any]:
        """Return the constructor arguments (a saved pipeline's manifest holds them: the list travels with it)."""
        return {"entries": {label: list(phrases) for label, phrases in self.entries.items()}, "name": self.name}

    def tag(self, doc: Document) -> list[Span]:
        """Return the spans of every listed phrase in `doc`, sorted, overlaps resolved longest first."""
        found = (
            Span(start, end, label, source=self.name, score=1.0)
            for label, pattern in self._patterns
            for start, end in overlapping_matches(pattern, doc.text)
        )
        return longest_first(found)

    def __reduce__(self) -> tuple[type[DenyListTagger], tuple[dict[str, tuple[str, ...]], str]]:
        return DenyListTagger, (self.entries, self.name)


_POSSESSIVE: Final = re.compile(r"['\u2019]s?$")


def normalise_phrase(text: str) -> str:
    """Return `text` folded as allow entries compare: case, look-alikes, whitespace, punctuation at either end.

    Case-folded, typographic look-alikes made ASCII ("St. Mary’s" as "st. mary's"), whitespace collapsed, and only
    the ends stripped: "St. Mary's" keeps its inner period and apostrophe.
    """
    folded = normalise_space(ascii_lookalikes(text).casefold())
    start, end = 0, len(folded)
    while start < end and _is_edge(folded[start]):
        start += 1
    while end > start and _is_edge(folded[end - 1]):
        end -= 1
    return folded[start:end]


def _is_edge(char: str) -> bool:
    """Return whether `char` is stripped from the ends of a phrase: punctuation or whitespace."""
    return char.isspace() or unicodedata.category(char).startswith("P")


def _single_word(normalised: str) -> str | None:
    """Return a one-word phrase without a possessive ending ("parkinson's" -> "parkinson"), None for several words."""
    if not normalised or any(not (char.isalnum() or char in "'\u2019-") for char in normalised):
        return None
    return _POSSESSIVE.sub("", normalised) or None


class AllowList:
    """Drops the spans whose text the user says is never PHI (of the span's type, or of any type with `*`).

    A span is dropped when its whole text, normalised (`normalise_phrase`: case-folded, whitespace collapsed,
    punctuation at either end stripped), equals an allowed phrase of its label or of `*`; and also when the span is a
    single word that, without a possessive ending, is an allowed single word ("Parkinson's" and "PARKINSON" are
    dropped by allowing "Parkinson").

    Nothing is trimmed: a span of several words stays whole even when one of its words is allowed. "Dr. Parkinson" is
    a doctor called Parkinson, and "Hodgkin Smith" a patient: allowing the eponym must not expose the rest of a name,
    or turn "Dr. Parkinson" into a half-redacted "Dr. [NAME]" that still gives the name away by its context. The
    common case, a model tagging a disease eponym ("Parkinson", "Hodgkin's") as a name, is one word, and is covered.
    To allow a longer phrase, list it whole ("Parkinson disease").

    Args:
        entries: Allowed phrases by canonical label or `*`, e.g. `read_word_list(path, allow_any=True)`.
    """

    def __init__(self, entries: Mapping[str, Sequence[str]]) -> None:
        self.entries = _checked_entries(entries, allow_any=True)
        self._phrases: dict[str, frozenset[str]] = {}
        self._words: dict[str, frozenset[str]] = {}
        for label, phrases in self.entries.items():
            normalised = {normalise_phrase(phrase) for phrase in phrases} - {""}
            self._phrases[label] = frozenset(normalised)
            self._words[label] = frozenset(word for word in map(_single_word, normalised) if word)

    def get_params(self) -> dict[str, Any]:
        """Return the constructor arguments."""
        return {"entries": {label: list(phrases) for label, phrases in self.entries.items()}}

    def allows(self, label: str, covered: str) -> bool:
        """Return whether the text `covered`, in a span labelled `label`, is allowed (see the class docstring)."""
        normalised = normalise_phrase(covered)
        word = _single_word(normalised)
        for key in (label, ANY_LABEL):
            if normalised in self._phrases.get(key, ()) or (word is not None and word in self._words.get(key, ())):
                return True
        return False

    def filter(self, spans: Sequence[Span], text: str) -> list[Span]:
        """Return the spans of `text` to keep: those whose covered text is not allowed for their label."""
        return [span for span in spans if not self.allows(span.label, text[span.start : span.end])]

    def __reduce__(self) -> tuple[type[AllowList], tuple[dict[str, tuple[str, ...]]]]:
        return AllowList, (self.entries,)
