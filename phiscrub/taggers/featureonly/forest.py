"""A random forest on word-free token features (Dalianis & Boström 2012 §3), on scikit-learn.

Each token is classified alone from the five values (POS, length, alphanumeric, numeric, initial capital) of the
tokens within ±`window` of it (`phiscrub.taggers.featureonly.features.window_matrix`): ±4 as in the paper, ±2 on
request (the 14 features of §3 plus the three flags of the neighbours). Runs of tokens of one PHI class inside a
sentence become spans, scored with the mean probability of their class. Features are int16 codes (a POS tag is its
index in the vocabulary, which trees split like any number), so a corpus of 400,000 tokens is a 36 MB matrix.

A saved forest holds no word of its training notes, only thresholds on these codes; it is a pickle (joblib) of the
scikit-learn model, so load only model folders you trust.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Final, Self

import joblib
import numpy as np
import numpy.typing as npt
import sklearn
from sklearn.ensemble import RandomForestClassifier

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import check_fitted
from phiscrub.taggers.featureonly.estimator import FeatureOnlyEstimator, read_params, write_params
from phiscrub.taggers.featureonly.features import (
    PAPER_WINDOW,
    FeatureOnlyConfig,
    LabelledValues,
    NoteFeatures,
    decode_spans,
    note_features,
    pos_vocabulary,
    window_matrix,
)

MODEL_FILE: Final = "forest.joblib"

CLASS_WEIGHTS: Final[tuple[str, ...]] = ("balanced", "balanced_subsample")
"""scikit-learn's class weightings (None: every token weighs the same)."""

_SERIAL_ROWS: Final = 5000
"""Below this many tokens the trees are walked in this thread: starting worker threads would cost more."""


class ForestTagger(FeatureOnlyEstimator):
    """A random forest over word-free features of a window of tokens (see the module docstring).

    Args:
        window: Tokens each side whose values are features (4: the paper's).
        n_estimators: Trees in the forest.
        class_weight: None, "balanced" or "balanced_subsample" (weigh rare PHI classes up), or {label: weight}.
        max_features: Features tried at each split (scikit-learn's; "sqrt" as Breiman 2001).
        min_samples_leaf: Fewest training tokens in a leaf (more: smaller trees, less memory).
        max_depth: Deepest a tree may grow (None: until leaves are pure).
        lang: Language of the notes ("en" or "es").
        pos: POS source, "pseudo" or "spacy" (`phiscrub.taggers.featureonly.features`).
        tokenizer: "aggressive" or "standard".
        length_buckets: Bounds of the length buckets (empty: exact lengths).
        scheme: "io" (one class per token, the paper's) or "iob".
        n_jobs: Threads for fitting and for tagging many notes at once (-1: every core).
        seed: Seed of the bootstrap samples and feature choices.
    """

    name: str = "forest"

    def __init__(
        self,
        window: int = PAPER_WINDOW,
        n_estimators: int = 100,
        class_weight: str | Mapping[str, float] | None = None,
        max_features: str | int | float | None = "sqrt",
        min_samples_leaf: int = 1,
        max_depth: int | None = None,
        lang: str = "en",
        pos: str = "pseudo",
        tokenizer: str = "aggressive",
        length_buckets: Sequence[int] = (),
        scheme: str = "io",
        n_jobs: int = -1,
        seed: int = 0,
    ) -> None:
        self.window = window
        self.n_estimators = n_estimators
        self.class_weight = class_weight
        self.max_features = max_features
        self.min_samples_leaf = min_samples_leaf
        self.max_depth = max_depth
        self.lang = lang
        self.pos = pos
        self.tokenizer = tokenizer
        self.length_buckets = length_buckets
        self.scheme = scheme
        self.n_jobs = n_jobs
        self.seed = seed

    def _validate(self) -> None:
        if self.window < 0 or self.n_estimators < 1 or self.min_samples_leaf < 1:
            raise ConfigError(
                f"ForestTagger: window must be >= 0, n_estimators and min_samples_leaf >= 1 (got {self.window}, "
                f"{self.n_estimators}, {self.min_samples_leaf})"
            )
        if isinstance(self.class_weight, str) and self.class_weight not in CLASS_WEIGHTS:
            raise ConfigError(f"ForestTagger: class_weight must be None, {' or '.join(CLASS_WEIGHTS)} or a mapping")

    def fit_values(self, notes: Iterable[LabelledValues]) -> Self:
        """Learn from word-free values and token labels (see FeatureOnlyEstimator.fit_values); return self."""
        self._validate()
        config = self._feature_config()
        vocabulary = pos_vocabulary(config)
        blocks: list[npt.NDArray[np.int16]] = []
        labels: list[str] = []
        for note in notes:
            blocks.append(window_matrix(note.values, self.window, vocabulary))
            labels += note.labels
        if not labels:
            raise ConfigError("ForestTagger.fit needs training documents with at least one token")
        classes, targets = np.unique(np.asarray(labels), return_inverse=True)
        weights: str | dict[int, float] | None = None
        if isinstance(self.class_weight, Mapping):  # weights name labels; the model sees class indices
            weights = {k: float(self.class_weight.get(str(label), 1.0)) for k, label in enumerate(classes)}
        else:
            weights = self.class_weight
        model = RandomForestClassifier(
            n_estimators=self.n_estimators,
            class_weight=weights,
            max_features=self.max_features,
            min_samples_leaf=self.min_samples_leaf,
            max_depth=self.max_depth,
            n_jobs=self.n_jobs,
            random_state=self.seed,
        )
        model.fit(np.vstack(blocks), targets.astype(np.int32))
        self._set_learned(model, tuple(str(label) for label in classes), vocabulary, config)
        return self

    def _set_learned(
        self,
        model: RandomForestClassifier,
        classes: tuple[str, ...],
        vocabulary: tuple[str, ...],
        config: FeatureOnlyConfig,
    ) -> None:
        self.model_: RandomForestClassifier | None = model
        self.classes_ = classes
        self.vocabulary_ = vocabulary
        self.config_: FeatureOnlyConfig = config

    # -- tagging ------------------------------------------------------------------------------------------------

    def _probabilities(self, matrix: npt.NDArray[np.int16]) -> npt.NDArray[np.float64]:
        """Return the class probabilities of each row: the mean of the trees' (as scikit-learn's predict_proba)."""
        model = self.model_
        assert model is not None
        if len(matrix) > _SERIAL_ROWS:
            return np.asarray(model.predict_proba(matrix), dtype=np.float64)
        rows = matrix.astype(np.float32)
        total = np.zeros((len(matrix), len(self.classes_)), dtype=np.float64)
        for tree in model.estimators_:
            total += tree.predict_proba(rows, check_input=False)
        return total / len(model.estimators_)

    def _spans(self, note: NoteFeatures, probabilities: npt.NDArray[np.float64]) -> list[Span]:
        best = probabilities.argmax(axis=1)
        labels = [self.classes_[k] for k in best]
        return decode_spans(note, labels, probabilities[np.arange(len(best)), best], self.name)

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans the forest finds in `doc`, sorted, with source "forest" and mean-probability scores."""
        check_fitted(self)
        note = note_features(doc.text, self.config_)
        if not note.tokens:
            return []
        return self._spans(note, self._probabilities(window_matrix(note, self.window, self.vocabulary_)))

    def tag_docs(self, docs: Iterable[Document]) -> list[Document]:
        """Return each document with the spans the forest finds, all tokens classified in one (parallel) batch."""
        check_fitted(self)
        docs = list(docs)
        notes = [note_features(doc.text, self.config_) for doc in docs]
        matrices = [window_matrix(note, self.window, self.vocabulary_) for note in notes]
        sizes = np.cumsum([0, *(len(matrix) for matrix in matrices)])
        if sizes[-1] == 0:
            return [doc.with_spans(()) for doc in docs]
        probabilities = self._probabilities(np.vstack(matrices))
        return [
            doc.with_spans(self._spans(note, probabilities[sizes[k] : sizes[k + 1]]))
            for k, (doc, note) in enumerate(zip(docs, notes, strict=True))
        ]

    # -- persistence --------------------------------------------------------------------------------------------

    def save(self, directory: Path) -> None:
        """Write `params.json` (arguments, versions, classes, POS vocabulary) and the forest to `directory`."""
        check_fitted(self)
        directory = Path(directory)
        state = {
            "classes": list(self.classes_),
            "vocabulary": list(self.vocabulary_),
            "sklearn_version": sklearn.__version__,
        }
        write_params(directory, self, state)
        with atomic_write(directory / MODEL_FILE, "wb") as handle:
            joblib.dump(self.model_, handle, compress=3)

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory` (refusing a model of another phiscrub major version)."""
        directory = Path(directory)
        params, state = read_params(directory, (MODEL_FILE,))
        tagger = cls(**params)
        model = joblib.load(directory / MODEL_FILE)
        classes = tuple(str(label) for label in state["classes"])
        tagger._set_learned(model, classes, tuple(state["vocabulary"]), tagger._feature_config())
        return tagger
