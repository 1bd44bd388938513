"""The word-free token features of Dalianis & Boström 2012 §3, over aggressive tokens (`phiscrub.tokenize.tokenize`).

Per token:

- i) alphanumeric: the token is made of letters and digits only (`str.isalnum`). The aggressive tokenizer cuts
  "MRN123" into "MRN" and "123", so there this reads "not punctuation"; with `tokenizer="standard"` it also holds
  for runs that mix letters and digits.
- ii) numeric: digits only. iii) initial capital: the first character is an upper-case letter.
- iv)-viii) the POS tag of the tokens at -2, -1, 0, +1, +2.
- ix)-xiii) the length in characters of the tokens at -2 ... +2, or its bucket (`length_buckets`, see
  `length_label`): exact lengths and capitalisation narrow down which word a token can be, buckets blur that.
- xiv) the PHI class: the canonical label of the gold span the token shares a character with (as
  `phiscrub.taggers.features.iob_labels` decides), or "O"; one class per token as in the paper (scheme "io"), or
  with B-/I- prefixes (scheme "iob").

POS: by default the pseudo-POS of the CRFs' "pos" feature group (`phiscrub.taggers.features.pseudo_pos`: closed-class
words of English and Spanish, suffixes, capitalisation, digits and punctuation; no tagger model, the same function for
both languages, so MEDDOCAN's Spanish notes get it too). `pos="spacy"` takes the fine-grained (Penn) tags of spaCy's
small English pipeline, as the CRFs' "spacy" group does (`spacy_token_features`); English notes only.

Windows stop at sentence ends (`phiscrub.tokenize.sentences`): a neighbour outside the token's sentence is padding,
POS "NONE", length 0 and every flag false. The models see the same five values per token over a wider window (±4,
the paper's CRF++ window) through `window_matrix`, whose columns are compact int16 codes (0 is always padding).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.features import iob_labels, iob_runs, pseudo_pos, spacy_pipeline, spacy_token_features
from phiscrub.tokenize.sentences import sentence_token_ranges
from phiscrub.tokenize.tokenizer import TOKENIZERS, Token

LANGUAGES: Final[tuple[str, ...]] = ("en", "es")
"""Languages of the notes."""

POS_SOURCES: Final[tuple[str, ...]] = ("pseudo", "spacy")
"""Where POS tags come from: the "pos" group's pseudo-POS, or spaCy's small English pipeline."""

SCHEMES: Final[tuple[str, ...]] = ("io", "iob")
"""How the PHI class of a token is written: the class alone (the paper's nine values), or with B-/I- prefixes."""

PSEUDO_POS_TAGS: Final[tuple[str, ...]] = (
    "NUM",
    "PUNCT",
    "DET",
    "ADP",
    "PRON",
    "CCONJ",
    "AUX",
    "PART",
    "TITLE",
    "PROPN",
    "LETTER",
    "NOUN",
    "ADV",
    "VERB",
    "ADJ",
)
"""Every tag `pseudo_pos` returns."""

PAD_POS: Final = "NONE"
"""The POS of a neighbour outside the token's sentence."""

OTHER_POS: Final = "OTHER"
"""The POS code of a tag the vocabulary does not hold (a spaCy tag of another model version)."""

EXPORT_WINDOW: Final = 2
"""Neighbours each side in the 14 features of §3."""

PAPER_WINDOW: Final = 4
"""Neighbours each side the paper's models see (CRF++'s largest window, the best in its preliminary runs)."""

BASE_VALUES: Final[tuple[str, ...]] = ("pos", "length", "alphanumeric", "numeric", "initial_capital")
"""The five values of each token that windows repeat, in the order of `window_matrix` columns."""

FEATURE_COLUMNS: Final[tuple[str, ...]] = (
    "alphanumeric",
    "numeric",
    "initial_capital",
    *(f"pos{offset:+d}" if offset else "pos" for offset in range(-EXPORT_WINDOW, EXPORT_WINDOW + 1)),
    *(f"length{offset:+d}" if offset else "length" for offset in range(-EXPORT_WINDOW, EXPORT_WINDOW + 1)),
)
"""Features i)-xiii) of §3, as exported (xiv, the class, follows them)."""

MAX_LENGTH_CODE: Final = 32767
"""The largest length code: longer tokens get it (the codes are int16)."""


@dataclass(frozen=True, slots=True)
class FeatureOnlyConfig:
    """How word-free features are computed: language, POS source, tokenizer, length buckets, class scheme."""

    lang: str = "en"
    pos: str = "pseudo"
    """"pseudo" (both languages) or "spacy" (English only)."""
    tokenizer: str = "aggressive"
    """A name of `phiscrub.tokenize.tokenizer.TOKENIZERS`."""
    length_buckets: tuple[int, ...] = ()
    """Increasing upper bounds of the length buckets ((1, 3, 6): lengths 1, 2-3, 4-6, 7+); empty: exact lengths."""
    scheme: str = "io"
    """"io" or "iob" (see SCHEMES)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "length_buckets", tuple(int(bound) for bound in self.length_buckets))
        for kind, value, valid in (
            ("language", self.lang, LANGUAGES),
            ("POS source", self.pos, POS_SOURCES),
            ("tokenizer", self.tokenizer, tuple(TOKENIZERS)),
            ("class scheme", self.scheme, SCHEMES),
        ):
            if value not in valid:
                raise UnknownComponentError(kind, value, valid)
        if self.pos == "spacy" and self.lang != "en":
            raise ConfigError("pos='spacy' tags English only (its pipeline is English); use pos='pseudo'")
        bounds = self.length_buckets
        if any(bound < 1 for bound in bounds) or any(b <= a for a, b in zip(bounds, bounds[1:], strict=False)):
            raise ConfigError(f"length buckets must be increasing positive bounds (got {','.join(map(str, bounds))})")


def parse_length_buckets(text: str) -> tuple[int, ...]:
    """Return the bounds of a "1,3,6,10" option value (empty text: no buckets), or raise ConfigError."""
    try:
        bounds = tuple(int(part) for part in text.replace(" ", "").split(",") if part)
    except ValueError:
        raise ConfigError(f"length buckets are comma-separated whole numbers, e.g. 1,3,6,10 (got {text!r})") from None
    FeatureOnlyConfig(length_buckets=bounds)
    return bounds


def length_codes(lengths: npt.NDArray[np.int64], buckets: Sequence[int]) -> npt.NDArray[np.int16]:
    """Return each length as its model code: the length itself, or 1 + its bucket index (0 stays padding)."""
    if not buckets:
        return np.minimum(lengths, MAX_LENGTH_CODE).astype(np.int16)
    return (np.searchsorted(np.asarray(buckets), lengths, side="left") + 1).astype(np.int16)


def length_label(code: int, buckets: Sequence[int]) -> str:
    """Return how a length code is written: the length, or its bucket ("1", "2-3", "11+"); "0" for padding."""
    if not buckets or code == 0:
        return str(code)
    index = code - 1
    low = 1 if index == 0 else buckets[index - 1] + 1
    if index == len(buckets):
        return f"{low}+"
    return str(low) if low == buckets[index] else f"{low}-{buckets[index]}"


def pos_vocabulary(config: FeatureOnlyConfig) -> tuple[str, ...]:
    """Return the POS tags `config` can produce, in code order (code 0 is PAD_POS, the last code OTHER_POS)."""
    tags = PSEUDO_POS_TAGS if config.pos == "pseudo" else tuple(spacy_pipeline().get_pipe("tagger").labels)
    return (PAD_POS, *tags, OTHER_POS)


@dataclass(frozen=True, slots=True)
class TokenValues:
    """The five word-free values of each token of some sentences: all the models learn from, and all an export holds."""

    sentences: list[range]
    """The token indices of each sentence, in order, covering every token."""
    pos: list[str]
    lengths: npt.NDArray[np.int16]
    """Length codes (`length_codes`)."""
    alphanumeric: npt.NDArray[np.bool_]
    numeric: npt.NDArray[np.bool_]
    initial_capital: npt.NDArray[np.bool_]

    @property
    def sentence_ids(self) -> npt.NDArray[np.int32]:
        """Return the index of each token's sentence."""
        sizes = [len(sentence) for sentence in self.sentences]
        return np.repeat(np.arange(len(sizes), dtype=np.int32), sizes)


@dataclass(frozen=True, slots=True)
class NoteFeatures(TokenValues):
    """The word-free features of one note: its values, and the tokens (offsets into the note) they belong to."""

    tokens: list[Token]


@dataclass(frozen=True, slots=True)
class LabelledValues:
    """Word-free values of some sentences and the model label of each token (`token_classes`): a training unit."""

    values: TokenValues
    labels: list[str]


def _pos_tags(text: str, tokens: Sequence[Token], words: Sequence[str], source: str) -> list[str]:
    if source == "spacy":
        return [tag.partition("=")[2] for tag, _ in spacy_token_features(text, tokens)]
    known: dict[str, str] = {}
    return [known.get(word) or known.setdefault(word, pseudo_pos(word)) for word in words]


def note_features(text: str, config: FeatureOnlyConfig) -> NoteFeatures:
    """Return the tokens, sentences and word-free values of a note."""
    tokens = TOKENIZERS[config.tokenizer](text)
    words = [text[token.start : token.end] for token in tokens]
    n = len(words)
    return NoteFeatures(
        tokens=tokens,
        sentences=sentence_token_ranges(text, tokens),
        pos=_pos_tags(text, tokens, words, config.pos),
        lengths=length_codes(np.fromiter((len(word) for word in words), np.int64, n), config.length_buckets),
        alphanumeric=np.fromiter((word.isalnum() for word in words), np.bool_, n),
        numeric=np.fromiter((word.isdigit() for word in words), np.bool_, n),
        initial_capital=np.fromiter((word[:1].isupper() for word in words), np.bool_, n),
    )


def window_columns(window: int) -> list[str]:
    """Return the names of the `window_matrix` columns ("pos[-4]", "length[-4]", ..., "initial_capital[4]")."""
    return [f"{value}[{offset}]" for offset in range(-window, window + 1) for value in BASE_VALUES]


def window_matrix(note: TokenValues, window: int, vocabulary: Sequence[str]) -> npt.NDArray[np.int16]:
    """Return one row per token: the BASE_VALUES codes of the tokens at -window ... +window (0: padding)."""
    codes = {tag: code for code, tag in enumerate(vocabulary)}
    other = codes[OTHER_POS]
    n = len(note.pos)
    base = np.empty((n, len(BASE_VALUES)), dtype=np.int16)
    base[:, 0] = [codes.get(tag, other) for tag in note.pos]
    base[:, 1] = note.lengths
    base[:, 2] = note.alphanumeric
    base[:, 3] = note.numeric
    base[:, 4] = note.initial_capital
    if n == 0:
        return np.zeros((0, len(BASE_VALUES) * (2 * window + 1)), dtype=np.int16)
    sentence = note.sentence_ids
    positions = np.arange(n)
    blocks = []
    for offset in range(-window, window + 1):
        neighbour = np.clip(positions + offset, 0, n - 1)
        inside = (positions + offset == neighbour) & (sentence[neighbour] == sentence)
        blocks.append(np.where(inside[:, None], base[neighbour], 0).astype(np.int16))
    return np.hstack(blocks)


def crf_sequences(
    note: TokenValues,
    vocabulary: Sequence[str],
    window: int,
    features: str,
    buckets: Sequence[int] = (),
    words: Sequence[str] | None = None,
) -> Iterator[list[list[str]]]:
    """Yield per sentence the CRFsuite attributes of each token: POS (and the other values) at each offset, words.

    Args:
        note: The values of the tokens.
        vocabulary: POS tags in code order (`pos_vocabulary`).
        window: Neighbours each side.
        features: "pos" (POS tags only) or "all" (the five values).
        buckets: The length buckets the codes were made with (for readable attribute values).
        words: The lower-cased token of each token, to add at each offset (the CRF "with words"); None: no words.
    """
    matrix = window_matrix(note, window, vocabulary)
    width = len(BASE_VALUES)
    columns: list[list[str]] = []
    for k, offset in enumerate(range(-window, window + 1)):
        block = matrix[:, k * width : (k + 1) * width]
        columns.append([f"pos[{offset}]={vocabulary[code]}" for code in block[:, 0]])
        if features == "all":
            columns.append([f"len[{offset}]={length_label(int(code), buckets)}" for code in block[:, 1]])
            for j, name in ((2, "an"), (3, "num"), (4, "cap")):
                columns.append([f"{name}[{offset}]={int(flag)}" for flag in block[:, j]])
    if words is not None:
        for offset in range(-window, window + 1):
            column = []
            for sentence in note.sentences:
                for i in sentence:
                    j = i + offset
                    column.append(f"w[{offset}]={words[j]}" if j in sentence else f"w[{offset}]=<pad>")
            columns.append(column)
    rows = [["bias", *values] for values in zip(*columns, strict=True)] if columns else []
    for sentence in note.sentences:
        yield rows[sentence.start : sentence.stop]


def token_classes(tokens: Sequence[Token], spans: Sequence[Span], scheme: str) -> list[str]:
    """Return the model label of each token: "I-<label>" for every PHI token ("io"), or B-/I- labels ("iob")."""
    labels = iob_labels(tokens, spans)
    if scheme == "iob":
        return labels
    return ["O" if label == "O" else "I-" + label[2:] for label in labels]


def labelled_values(doc: Document, config: FeatureOnlyConfig) -> LabelledValues:
    """Return the word-free values of a note's tokens and their model labels from its gold spans."""
    note = note_features(doc.text, config)
    return LabelledValues(note, token_classes(note.tokens, doc.spans, config.scheme))


def class_name(label: str, scheme: str) -> str:
    """Return how the class of a model label is exported: "DATE" under "io", "B-DATE" under "iob", or "O"."""
    if scheme == "io" and label != "O":
        return label.partition("-")[2]
    return label


def decode_spans(note: NoteFeatures, labels: Sequence[str], scores: Sequence[float], source: str) -> list[Span]:
    """Return one span per run of a PHI label inside a sentence, scored with the mean score of its tokens."""
    spans = []
    tokens = note.tokens
    for sentence in note.sentences:
        for first, stop, label in iob_runs(labels[sentence.start : sentence.stop]):
            i, j = sentence.start + first, sentence.start + stop
            score = float(np.mean(scores[i:j]))
            spans.append(Span(tokens[i].start, tokens[j - 1].end, label, source=source, score=round(score, 6)))
    return spans
