"""Stat De-id (Uzuner et al. 2008 §6): a linear SVM classifying each token from its local context alone.

Each aggressive token is one sample; its features are the local-context strings of
`phiscrub.taggers.local_context` (target word, lexical and syntactic bigrams, orthography, POS of ±2 words, dictionary
membership of ±2 words, medical terms, section heading), hashed into a sparse vector (`FeatureHasher`, one column per
hashed string, value 1, as the paper's one-hot columns). A `LinearSVC` (liblinear, the linear kernel of §6.1) learns:

- scheme "multiclass" (§6, §10): one class per PHI label of the training notes plus "O", one-vs-rest (the paper's
  LIBSVM voted one-against-one; liblinear trains one binary SVM per class against the rest, which scales to the
  hundreds of thousands of tokens of a corpus);
- scheme "binary": one binary SVM, PHI against non-PHI; its spans are labelled "PHI" (outside the taxonomy: every
  policy removes them).

Each token is classified alone; runs of tokens of one class inside a sentence become spans, scored with the mean
logistic of their decision values. The model is the weight matrix (float32, only the columns some training token
hashed to) and the intercepts, saved with numpy (no pickle); hashing keeps no feature string, but the weights still
reflect the words of the training notes: share a model only where they may go.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final, Self

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp
from sklearn.feature_extraction import FeatureHasher
from sklearn.svm import LinearSVC

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import check_fitted
from phiscrub.taggers.local_context import (
    LocalContextConfig,
    LocalContextEstimator,
    LocalNote,
    class_runs,
    notes_features,
    read_params,
    run_span,
    write_params,
)

MODEL_FILE: Final = "svm.npz"


def hasher(n_features: int) -> FeatureHasher:
    """Return the hasher of feature strings into `n_features` columns (value 1, no sign flips)."""
    return FeatureHasher(n_features=n_features, input_type="string", alternate_sign=False, dtype=np.float32)


class SvmTagger(LocalContextEstimator):
    """Stat De-id: a per-token linear SVM over local-context features (see the module docstring).

    Args:
        window: Tokens each side whose POS and dictionary membership are features (the paper's ±2).
        c: The SVM's penalty parameter C.
        seed: Seed of liblinear's coordinate order.
        scheme: "multiclass" (one class per PHI label, one-vs-rest) or "binary" (PHI / non-PHI).
        feature_groups: Groups of `phiscrub.taggers.local_context.FEATURE_GROUPS` (None: Stat De-id's eight).
        syntax: "spacy" (spaCy POS tags and dependency links) or "none" (pseudo-POS, lexical NONE links).
        lang: Language of the notes ("en" or "es"): section headings.
        tokenizer: "aggressive" or "standard".
        n_features: Columns the feature strings are hashed into.
        class_weight: None, "balanced" (weigh rare classes up) or {class: weight}.
        max_iter: liblinear's iteration limit.
    """

    name: str = "svm"

    def __init__(
        self,
        window: int = 2,
        c: float = 1.0,
        seed: int = 0,
        scheme: str = "multiclass",
        feature_groups: Iterable[str] | None = None,
        syntax: str = "spacy",
        lang: str = "en",
        tokenizer: str = "aggressive",
        n_features: int = 2**20,
        class_weight: str | Mapping[str, float] | None = None,
        max_iter: int = 1000,
    ) -> None:
        self.window = window
        self.c = c
        self.seed = seed
        self.scheme = scheme
        self.feature_groups = feature_groups
        self.syntax = syntax
        self.lang = lang
        self.tokenizer = tokenizer
        self.n_features = n_features
        self.class_weight = class_weight
        self.max_iter = max_iter

    def _validate(self) -> None:
        if self.c <= 0 or self.n_features < 2 or self.max_iter < 1:
            raise ConfigError(
                f"SvmTagger: c must be > 0, n_features >= 2 and max_iter >= 1 (got {self.c}, {self.n_features}, "
                f"{self.max_iter})"
            )
        if isinstance(self.class_weight, str) and self.class_weight != "balanced":
            raise ConfigError("SvmTagger: class_weight must be None, 'balanced' or a mapping")

    def fit(self, docs: Sequence[Document]) -> Self:
        """Learn from `docs` (gold spans, canonical labels), forgetting any earlier fit; return self."""
        self._validate()
        config = self.feature_config()
        docs = list(docs)
        notes = notes_features([doc.text for doc in docs], config)
        return self.fit_notes(notes, [doc.spans for doc in docs], config)

    def fit_notes(
        self, notes: Sequence[LocalNote], spans: Sequence[Iterable[Span]], config: LocalContextConfig | None = None
    ) -> Self:
        """Learn from notes whose features are computed (an ablation reuses them), with their gold spans.

        Args:
            notes: The notes' features (`phiscrub.taggers.local_context.notes_features`).
            spans: The gold spans of each note.
            config: The settings the features were computed with (None: this tagger's).
        """
        self._validate()
        config = config or self.feature_config()
        targets: list[str] = []
        for note, note_spans in zip(notes, spans, strict=True):
            targets += self.token_classes(note, note_spans)
        if not targets:
            raise ConfigError("SvmTagger.fit needs training documents with at least one token")
        classes = sorted(set(targets))
        if len(classes) < 2:
            raise ConfigError("SvmTagger.fit needs tokens of at least two classes (PHI and non-PHI)")
        matrix = hasher(self.n_features).transform(row for note in notes for row in note.features)
        weights: str | dict[str, float] | None = (
            dict(self.class_weight) if isinstance(self.class_weight, Mapping) else self.class_weight
        )
        model = LinearSVC(C=self.c, class_weight=weights, random_state=self.seed, max_iter=self.max_iter)
        model.fit(matrix, np.asarray(targets))
        coef = sp.csr_matrix(np.asarray(model.coef_, dtype=np.float32))
        self._set_learned(coef, np.asarray(model.intercept_, dtype=np.float64), tuple(model.classes_), config)
        return self

    def _set_learned(
        self,
        coef: sp.csr_matrix,
        intercept: npt.NDArray[np.float64],
        classes: tuple[str, ...],
        config: LocalContextConfig,
    ) -> None:
        coef.eliminate_zeros()
        self.model_: sp.csr_matrix | None = coef
        self.intercept_ = intercept
        self.classes_ = tuple(str(label) for label in classes)
        self.config_ = config

    def _fitted_config(self) -> LocalContextConfig:
        check_fitted(self)
        return self.config_

    # -- tagging ------------------------------------------------------------------------------------------------

    def decision_function(self, note: LocalNote) -> npt.NDArray[np.float64]:
        """Return the decision value of every class (columns in `classes_` order) for each token of `note`."""
        check_fitted(self)
        assert self.model_ is not None
        matrix = hasher(self.n_features).transform(note.features)
        values = np.asarray((matrix @ self.model_.T).toarray(), dtype=np.float64) + self.intercept_
        if values.shape[1] == 1:  # two classes: one SVM, positive for the second class
            values = np.hstack([-values, values])
        return values

    def tag_note(self, note: LocalNote) -> list[Span]:
        """Return the PHI spans of a note whose features are computed, sorted, with source "svm"."""
        check_fitted(self)
        if not note.layout.tokens:
            return []
        values = self.decision_function(note)
        best = values.argmax(axis=1)
        classes = [self.classes_[k] for k in best]
        confidence = 1.0 / (1.0 + np.exp(-values[np.arange(len(best)), best]))
        spans = [
            run_span(note, first, stop, label, self.name, float(confidence[first:stop].mean()))
            for first, stop, label in class_runs(note, classes)
        ]
        return sorted(spans)

    # -- persistence --------------------------------------------------------------------------------------------

    def save(self, directory: Path) -> None:
        """Write `params.json` (arguments, version, classes) and `svm.npz` (weights, intercepts) to `directory`."""
        check_fitted(self)
        assert self.model_ is not None
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        write_params(directory, self, {"classes": list(self.classes_), "groups": sorted(self.config_.groups)})
        coef = self.model_
        with atomic_write(directory / MODEL_FILE, "wb") as handle:
            np.savez_compressed(
                handle,
                data=coef.data,
                indices=coef.indices,
                indptr=coef.indptr,
                shape=np.asarray(coef.shape, dtype=np.int64),
                intercept=self.intercept_,
            )

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory` (refusing a model of another phiscrub major version)."""
        directory = Path(directory)
        params, state = read_params(directory, (MODEL_FILE,))
        tagger = cls(**params)
        try:
            with np.load(directory / MODEL_FILE, allow_pickle=False) as arrays:
                parts: dict[str, Any] = {key: arrays[key] for key in arrays.files}
            shape = tuple(int(n) for n in parts["shape"])
            coef = sp.csr_matrix((parts["data"], parts["indices"], parts["indptr"]), shape=shape)
            classes = tuple(str(label) for label in state["classes"])
        except (OSError, ValueError, KeyError) as err:
            raise InputError(directory / MODEL_FILE, "unreadable SVM weights") from err
        if shape[1] != tagger.n_features or shape[0] != (1 if len(classes) == 2 else len(classes)):
            raise InputError(directory / MODEL_FILE, "SVM weights do not match the saved parameters")
        tagger._set_learned(coef, np.asarray(parts["intercept"], dtype=np.float64), classes, tagger.feature_config())
        return tagger
