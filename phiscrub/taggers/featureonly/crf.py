"""CRFs on word-free token features (Dalianis & Boström 2012 §3), with or without the words, on CRFsuite.

The paper's three CRF++ systems are settings of one tagger (python-crfsuite, as `phiscrub.taggers.crf`):

- `words=True, features="all"`: "CRF++ with words and 14 features": the lower-cased token and the five values
  (POS, length, alphanumeric, numeric, initial capital) of every token within ±`window`;
- `words=False, features="pos"`: "CRF++ w/o words and only POS tags": the POS tags within ±`window`;
- `words=False, features="all"`: the five values within ±`window`, no words (the forest's input, as a CRF).

Sentences are the sequences; labels are the PHI class of each token ("io", the paper's nine-valued target, or
"iob"); each run of one class becomes a span scored with the mean marginal probability of its tokens. Training is
L-BFGS with an elastic net (`c1`, `c2`). A saved model without words holds no word of its training notes (its
attributes are POS tags, lengths and flags); one with words holds them: share it only where they may go.
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, Final, Self

import pycrfsuite

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import check_fitted
from phiscrub.taggers.crf_engine import open_decoder
from phiscrub.taggers.featureonly.estimator import FeatureOnlyEstimator, read_params, write_params
from phiscrub.taggers.featureonly.features import (
    PAPER_WINDOW,
    FeatureOnlyConfig,
    LabelledValues,
    NoteFeatures,
    TokenValues,
    crf_sequences,
    decode_spans,
    note_features,
    pos_vocabulary,
    token_classes,
)

MODEL_FILE: Final = "model.crfsuite"

FEATURE_SETS: Final[tuple[str, ...]] = ("all", "pos")
"""The word-free features a CRF can see: the five values of each token, or its POS tag alone."""


def _sentence_items(
    values: TokenValues, sequences: Iterable[list[list[str]]], labels: Sequence[str]
) -> Iterator[tuple[list[list[str]], list[str]]]:
    """Yield each sentence's CRFsuite item sequence with the labels of its tokens."""
    for sentence, sequence in zip(values.sentences, sequences, strict=True):
        yield sequence, list(labels[sentence.start : sentence.stop])


class FeatureCrfTagger(FeatureOnlyEstimator):
    """A linear-chain CRF over word-free features of a window of tokens, words optional (see the module docstring).

    Args:
        words: Give the CRF the lower-cased tokens too.
        features: "all" or "pos" (FEATURE_SETS).
        window: Tokens each side (4: the paper's CRF++ window).
        c1: L1 coefficient of the elastic net.
        c2: L2 coefficient of the elastic net.
        max_iterations: L-BFGS iterations.
        lang: Language of the notes ("en" or "es").
        pos: POS source, "pseudo" or "spacy".
        tokenizer: "aggressive" or "standard".
        length_buckets: Bounds of the length buckets (empty: exact lengths).
        scheme: "io" or "iob".
    """

    def __init__(
        self,
        words: bool = False,
        features: str = "all",
        window: int = PAPER_WINDOW,
        c1: float = 0.1,
        c2: float = 0.01,
        max_iterations: int = 100,
        lang: str = "en",
        pos: str = "pseudo",
        tokenizer: str = "aggressive",
        length_buckets: Sequence[int] = (),
        scheme: str = "io",
    ) -> None:
        self.words = words
        self.features = features
        self.window = window
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.lang = lang
        self.pos = pos
        self.tokenizer = tokenizer
        self.length_buckets = length_buckets
        self.scheme = scheme

    @property
    def name(self) -> str:
        """Return the tagger's name, also the source of its spans: "feature-crf:<words|features|pos>"."""
        variant = "words" if self.words else "pos" if self.features == "pos" else "features"
        return f"feature-crf:{variant}"

    def __getstate__(self) -> dict[str, Any]:
        # CRFsuite's tagger is a C object: a pickle carries the model bytes and reopens them
        state = dict(self.__dict__)
        state.pop("tagger_", None)
        state.pop("decoding_lock_", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        model = state.get("model_")
        if model is not None:
            self._set_learned(model, self.labels_, self.vocabulary_, self.config_)

    def _validate(self) -> None:
        if self.features not in FEATURE_SETS:
            raise UnknownComponentError("feature set", self.features, FEATURE_SETS)
        if self.window < 0 or self.max_iterations < 1 or self.c1 < 0 or self.c2 < 0:
            raise ConfigError(
                f"FeatureCrfTagger: window and c1, c2 must be >= 0, max_iterations >= 1 (got {self.window}, "
                f"{self.c1}, {self.c2}, {self.max_iterations})"
            )

    def _sequences(
        self, doc: Document, config: FeatureOnlyConfig, vocabulary: tuple[str, ...]
    ) -> tuple[NoteFeatures, Iterator[list[list[str]]]]:
        """Return the note's features and its CRFsuite item sequences, one per sentence."""
        note = note_features(doc.text, config)
        words = [doc.text[token.start : token.end].lower() for token in note.tokens] if self.words else None
        sequences = crf_sequences(note, vocabulary, self.window, self.features, config.length_buckets, words)
        return note, sequences

    def fit(self, docs: Sequence[Document]) -> Self:
        """Learn from `docs` (gold spans, canonical labels), forgetting any earlier fit; return self."""
        if not self.words:  # word-free: the path a corpus exported without words takes too
            return super().fit(docs)
        self._validate()
        config = self._feature_config()
        vocabulary = pos_vocabulary(config)

        def items() -> Iterator[tuple[list[list[str]], list[str]]]:
            for doc in docs:
                note, sequences = self._sequences(doc, config, vocabulary)
                yield from _sentence_items(note, sequences, token_classes(note.tokens, doc.spans, config.scheme))

        return self._train(items(), config, vocabulary)

    def fit_values(self, notes: Iterable[LabelledValues]) -> Self:
        """Learn from word-free values and token labels (see FeatureOnlyEstimator.fit_values); return self."""
        self._validate()
        if self.words:
            raise ConfigError("FeatureCrfTagger(words=True) learns from notes, not word-free values: use fit(docs)")
        config = self._feature_config()
        vocabulary = pos_vocabulary(config)

        def items() -> Iterator[tuple[list[list[str]], list[str]]]:
            for note in notes:
                sequences = crf_sequences(note.values, vocabulary, self.window, self.features, config.length_buckets)
                yield from _sentence_items(note.values, sequences, note.labels)

        return self._train(items(), config, vocabulary)

    def _train(
        self,
        items: Iterable[tuple[list[list[str]], list[str]]],
        config: FeatureOnlyConfig,
        vocabulary: tuple[str, ...],
    ) -> Self:
        """Train CRFsuite on (item sequence, labels) pairs, one per sentence, and keep the model; return self."""
        trainer = pycrfsuite.Trainer(verbose=False)
        trainer.select("lbfgs", "crf1d")
        trainer.set_params(
            {
                "c1": float(self.c1),
                "c2": float(self.c2),
                "max_iterations": int(self.max_iterations),
                "feature.possible_transitions": True,
            }
        )
        labels_seen: set[str] = set()
        for sequence, labels in items:
            trainer.append(sequence, labels)
            labels_seen.update(labels)
        if not labels_seen:
            raise ConfigError("FeatureCrfTagger.fit needs training documents with at least one token")
        with tempfile.TemporaryDirectory(prefix="phiscrub-feature-crf-") as scratch:
            model_path = Path(scratch) / MODEL_FILE
            trainer.train(str(model_path))
            model = model_path.read_bytes()
        self._set_learned(model, sorted(labels_seen), vocabulary, config)
        return self

    def _set_learned(
        self, model: bytes, labels: list[str], vocabulary: tuple[str, ...], config: FeatureOnlyConfig
    ) -> None:
        self.model_: bytes | None = model
        self.tagger_ = open_decoder(model)
        self.decoding_lock_ = threading.Lock()
        self.labels_ = labels
        self.vocabulary_ = vocabulary
        self.config_ = config

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans the CRF finds in `doc`, sorted, scored with the mean marginal of each run."""
        check_fitted(self)
        note, sequences = self._sequences(doc, self.config_, self.vocabulary_)
        tagger = self.tagger_
        labels: list[str] = []
        scores: list[float] = []
        with self.decoding_lock_:  # a decoder keeps its last sequence: one note at a time
            for sequence in sequences:
                tagger.set(sequence)
                predicted = tagger.tag()
                labels += predicted
                scores += [tagger.marginal(label, i) for i, label in enumerate(predicted)]
        return decode_spans(note, labels, scores, self.name)

    def save(self, directory: Path) -> None:
        """Write `params.json` (arguments, version, labels, POS vocabulary) and the CRFsuite model to `directory`."""
        check_fitted(self)
        directory = Path(directory)
        write_params(directory, self, {"labels": self.labels_, "vocabulary": list(self.vocabulary_)})
        with atomic_write(directory / MODEL_FILE, "wb") as handle:
            handle.write(self.model_)

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory` (refusing a model of another phiscrub major version)."""
        directory = Path(directory)
        params, state = read_params(directory, (MODEL_FILE,))
        tagger = cls(**params)
        labels = [str(label) for label in state["labels"]]
        vocabulary = tuple(str(tag) for tag in state["vocabulary"])
        tagger._set_learned((directory / MODEL_FILE).read_bytes(), labels, vocabulary, tagger._feature_config())
        return tagger
