"""The heuristic+dictionary baseline H+D (Uzuner et al. 2008 §7.1, after Douglass 2005).

"Identifies PHI by checking to see if the target words occur in hospital, location, and name dictionaries, but not in
a list of common words. Simple contextual clues, such as titles, e.g., Mr., and manually determined bigrams, e.g.,
lives in, are also used to identify PHI not occurring in dictionaries." The dictionaries are the ones the SVM's
"dictionary" features use (`phiscrub.resources.dictionaries`), as in the paper. Here:

- dictionaries: a capitalised token found in a hospital, name or place dictionary and not in `common_words` nor
  `medical_terms` is a HOSPITAL, PATIENT or CITY (in that order of precedence);
- titles: capitalised words after "Mr.", "Mrs.", "Sr.", ... are a PATIENT, after "Dr.", "Dra.", ... a DOCTOR;
- context bigrams: capitalised words after "lives in", "admitted to", "vive en", "ingresa en", ... are a CITY or a
  HOSPITAL;
- patterns: dates (numeric, or with month names), phone numbers, e-mail addresses, and long digit strings as IDs.

Nothing is learned: it is a fixed baseline, far simpler than `phiscrub.taggers.rules` (Lee et al. 2017's rules).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final

from phiscrub.document import Document, Span
from phiscrub.errors import UnknownComponentError
from phiscrub.taggers.features import iob_runs, packaged_dictionary_matcher
from phiscrub.taggers.rules.pattern import Pattern
from phiscrub.tokenize.tokenizer import Token, tokenize

LANGUAGES: Final[tuple[str, ...]] = ("en", "es")

TITLES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {
        "en": {"mr": "PATIENT", "mrs": "PATIENT", "ms": "PATIENT", "miss": "PATIENT", "dr": "DOCTOR", "prof": "DOCTOR"},
        "es": {
            "sr": "PATIENT",
            "sra": "PATIENT",
            "srta": "PATIENT",
            "don": "PATIENT",
            "doña": "PATIENT",
            "dr": "DOCTOR",
            "dra": "DOCTOR",
            "doctor": "DOCTOR",
            "doctora": "DOCTOR",
        },
    }
)
"""Titles (lower case, without the full stop) and the label of the capitalised words after them."""

CONTEXT_BIGRAMS: Final[Mapping[str, Mapping[tuple[str, str], str]]] = MappingProxyType(
    {
        "en": {
            ("lives", "in"): "CITY",
            ("resides", "in"): "CITY",
            ("lives", "at"): "CITY",
            ("moved", "to"): "CITY",
            ("admitted", "to"): "HOSPITAL",
            ("transferred", "to"): "HOSPITAL",
            ("transferred", "from"): "HOSPITAL",
            ("seen", "at"): "HOSPITAL",
            ("presented", "to"): "HOSPITAL",
            ("follow", "at"): "HOSPITAL",
            ("up", "at"): "HOSPITAL",
            ("seen", "by"): "DOCTOR",
            ("attending", "physician"): "DOCTOR",
        },
        "es": {
            ("vive", "en"): "CITY",
            ("reside", "en"): "CITY",
            ("natural", "de"): "CITY",
            ("residente", "en"): "CITY",
            ("ingresa", "en"): "HOSPITAL",
            ("ingresado", "en"): "HOSPITAL",
            ("trasladado", "a"): "HOSPITAL",
            ("remitido", "a"): "HOSPITAL",
            ("derivado", "a"): "HOSPITAL",
            ("hospital", "de"): "HOSPITAL",
        },
    }
)
"""Manually chosen word pairs (lower case) and the label of the capitalised words right after them."""

_MONTHS = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|"
    r"september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|"
    r"noviembre|diciembre)"
)
PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("date-numeric", r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b", "DATE", 0.9),
    Pattern("date-month-day", rf"\b{_MONTHS}\.? \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?\b", "DATE", 0.9, re.I),
    Pattern("date-day-month", rf"\b\d{{1,2}}(?: de)? {_MONTHS}(?:,?(?: de)? \d{{4}})?\b", "DATE", 0.9, re.I),
    Pattern("date-month-year", rf"\b{_MONTHS}(?: de)? \d{{4}}\b", "DATE", 0.8, re.I),
    Pattern("phone", r"(?<!\w)(?:\+\d{1,3}[ -]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{3,4}(?!\w)", "PHONE", 0.8),
    Pattern("email", r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b", "EMAIL", 0.9),
    Pattern("id-digits", r"\b\d{5,}\b", "IDNUM", 0.6),
)
"""The patterns of dates, phones, e-mails and IDs."""

_HOSPITALS: Final = frozenset({"hospitals"})
_NAMES: Final = frozenset({"first_names", "last_names", "es_first_names", "es_last_names"})
_PLACES: Final = frozenset(
    {"us_cities", "world_cities", "us_counties", "us_states", "countries", "es_cities", "es_countries"}
)
_STOP: Final = frozenset({"common_words", "medical_terms"})
_MAX_CONTEXT_WORDS: Final = 4


@functools.cache
def _compiled() -> tuple[tuple[Pattern, re.Pattern[str]], ...]:
    return tuple((pattern, re.compile(pattern.regex, pattern.flags)) for pattern in PATTERNS)


def _without_overlaps(spans: Iterable[Span]) -> list[Span]:
    """Return the spans that overlap no earlier-starting or longer one (the longest match wins, then the first)."""
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (-(s.end - s.start), s.start)):
        if not any(span.start < other.end and other.start < span.end for other in kept):
            kept.append(span)
    return kept


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and word.isalpha()


class HeuristicTagger:
    """H+D: dictionaries minus common words, titles, context bigrams and patterns (see the module docstring).

    Args:
        lang: Language of the titles and context bigrams ("en" or "es"); the dictionaries of both are always used.
    """

    name: str = "heuristic"
    merge_role: str = "rules"
    """Its role in a pipeline's merge: hand-written rules."""
    feature_schema: int = 1
    """It computes no learned features; kept so that pipelines record every part alike."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        """Return the `__init__` arguments (scikit-learn convention)."""
        del deep
        return {"lang": self.lang}

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans H+D finds in `doc`, sorted, with source "heuristic:<rule>"."""
        if self.lang not in LANGUAGES:
            raise UnknownComponentError("language", self.lang, LANGUAGES)
        text = doc.text
        pattern_spans = _without_overlaps(
            Span(match.start(), match.end(), pattern.label, f"{self.name}:{pattern.name}", pattern.score)
            for pattern, regex in _compiled()
            for match in regex.finditer(text)
        )
        tokens = tokenize(text)
        word_spans = [
            span
            for span in self._word_spans(text, tokens)
            if not any(span.start < other.end and other.start < span.end for other in pattern_spans)
        ]
        return sorted([*pattern_spans, *word_spans])

    def _word_spans(self, text: str, tokens: Sequence[Token]) -> list[Span]:
        """Return the spans of dictionary words, and of capitalised words after titles and context bigrams."""
        words = [text[token.start : token.end] for token in tokens]
        lowers = [word.lower() for word in words]
        labels = ["O"] * len(tokens)
        sources = [""] * len(tokens)
        for i, names in enumerate(packaged_dictionary_matcher().matches(lowers)):
            found = set(names)
            if not _capitalised(words[i]) or found & _STOP:
                continue
            for group, dictionary_label in ((_HOSPITALS, "HOSPITAL"), (_NAMES, "PATIENT"), (_PLACES, "CITY")):
                if found & group:
                    labels[i], sources[i] = dictionary_label, "dictionary"
                    break
        titles, bigrams = TITLES[self.lang], CONTEXT_BIGRAMS[self.lang]
        for i, lower in enumerate(lowers):
            label, source = titles.get(lower), "title"
            start = i + 1
            if label is not None and start < len(words) and words[start] == ".":
                start += 1
            if label is None and i > 0:
                label, source = bigrams.get((lowers[i - 1], lower)), "context"
            if label is None:
                continue
            k = start
            while k < len(words) and k - start < _MAX_CONTEXT_WORDS and _capitalised(words[k]):
                labels[k], sources[k] = label, source
                k += 1
        spans = []
        for first, stop, label in iob_runs([label if label == "O" else "I-" + label for label in labels]):
            source = sources[first]
            spans.append(Span(tokens[first].start, tokens[stop - 1].end, label, f"{self.name}:{source}", 0.7))
        return spans
