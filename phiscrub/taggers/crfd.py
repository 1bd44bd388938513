"""CRFD (Uzuner et al. 2008 §7.4): a CRF over Stat De-id's local-context features, one sequence per sentence.

CRFD "employs exactly the same local context features used by Stat De-id" and adds the sentential global context of
a linear-chain CRF: it finds the best sequence of labels over the sentence. The features are those of
`phiscrub.taggers.local_context` (same groups, same settings as `SvmTagger`), as CRFsuite attributes; labels are
IOB over the PHI labels (scheme "multiclass") or over "PHI" alone ("binary"); sentences come from
`phiscrub.tokenize.sentences`. SUBSTITUTION: the paper used the IIT Bombay CRF package; CRFsuite (python-crfsuite)
trains with L-BFGS and an L2 penalty `c2` (and L1 `c1`). Spans are scored with the mean marginal probability of
their labels. A saved model holds the feature strings of its training notes: share it only where they may go.
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final, Self

import pycrfsuite

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import check_fitted
from phiscrub.taggers.crf_engine import open_decoder
from phiscrub.taggers.features import iob_labels, iob_runs
from phiscrub.taggers.local_context import (
    BINARY_LABEL,
    LocalContextConfig,
    LocalContextEstimator,
    LocalNote,
    notes_features,
    read_params,
    run_span,
    write_params,
)

MODEL_FILE: Final = "crfd.crfsuite"


class CrfdTagger(LocalContextEstimator):
    """CRFD: a linear-chain CRF over the local-context features of Stat De-id (see the module docstring).

    Args:
        window: Tokens each side whose POS and dictionary membership are features (±2, as the SVM).
        c1: L1 coefficient.
        c2: L2 coefficient.
        max_iterations: L-BFGS iterations.
        scheme: "multiclass" (IOB over PHI labels) or "binary" (IOB over "PHI").
        feature_groups: Groups of `phiscrub.taggers.local_context.FEATURE_GROUPS` (None: Stat De-id's eight).
        syntax: "spacy" or "none", as for `SvmTagger`.
        lang: Language of the notes ("en" or "es").
        tokenizer: "aggressive" or "standard".
        seed: Unused by CRFsuite's deterministic L-BFGS; kept so that every tagger takes one.
    """

    name: str = "crfd"

    def __init__(
        self,
        window: int = 2,
        c1: float = 0.0,
        c2: float = 1.0,
        max_iterations: int = 100,
        scheme: str = "multiclass",
        feature_groups: Iterable[str] | None = None,
        syntax: str = "spacy",
        lang: str = "en",
        tokenizer: str = "aggressive",
        seed: int = 0,
    ) -> None:
        self.window = window
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.scheme = scheme
        self.feature_groups = feature_groups
        self.syntax = syntax
        self.lang = lang
        self.tokenizer = tokenizer
        self.seed = seed

    def __getstate__(self) -> dict[str, Any]:
        # CRFsuite's tagger is a C object: a pickle carries the model bytes and reopens them
        state = dict(self.__dict__)
        state.pop("tagger_", None)
        state.pop("decoding_lock_", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        if state.get("model_") is not None:
            self._set_learned(state["model_"], state["config_"])

    def _validate(self) -> None:
        if self.c1 < 0 or self.c2 < 0 or self.max_iterations < 1:
            raise ConfigError(
                f"CrfdTagger: c1 and c2 must be >= 0 and max_iterations >= 1 (got {self.c1}, {self.c2}, "
                f"{self.max_iterations})"
            )

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
        """Learn from notes whose features are computed, with their gold spans (see `SvmTagger.fit_notes`)."""
        self._validate()
        config = config or self.feature_config()
        trainer = pycrfsuite.Trainer(verbose=False)
        trainer.select("lbfgs", "crf1d")
        trainer.set_params({"c1": float(self.c1), "c2": float(self.c2), "max_iterations": int(self.max_iterations)})
        n_sequences = 0
        for note, note_spans in zip(notes, spans, strict=True):
            labels = self._iob(note, note_spans)
            for sentence in note.layout.sentences:
                trainer.append(note.features[sentence.start : sentence.stop], labels[sentence.start : sentence.stop])
                n_sequences += 1
        if n_sequences == 0:
            raise ConfigError("CrfdTagger.fit needs training documents with at least one token")
        with tempfile.TemporaryDirectory(prefix="phiscrub-crfd-") as scratch:
            path = Path(scratch) / MODEL_FILE
            trainer.train(str(path))
            model = path.read_bytes()
        self._set_learned(model, config)
        return self

    def _iob(self, note: LocalNote, spans: Iterable[Span]) -> list[str]:
        labels = iob_labels(note.layout.tokens, list(spans))
        if self.scheme == "binary":
            return [label if label == "O" else label[:2] + BINARY_LABEL for label in labels]
        return labels

    def _set_learned(self, model: bytes, config: LocalContextConfig) -> None:
        self.model_: bytes | None = model
        self.tagger_ = open_decoder(model)
        self.decoding_lock_ = threading.Lock()
        self.config_ = config

    def _fitted_config(self) -> LocalContextConfig:
        check_fitted(self)
        return self.config_

    def tag_note(self, note: LocalNote) -> list[Span]:
        """Return the PHI spans of a note whose features are computed, sorted, with source "crfd"."""
        check_fitted(self)
        tagger = self.tagger_
        spans: list[Span] = []
        with self.decoding_lock_:  # a decoder keeps its last sequence: one note at a time
            for sentence in note.layout.sentences:
                tagger.set(note.features[sentence.start : sentence.stop])
                labels = tagger.tag()
                for first, stop, label in iob_runs(labels):
                    score = sum(tagger.marginal(labels[i], i) for i in range(first, stop)) / (stop - first)
                    spans.append(run_span(note, sentence.start + first, sentence.start + stop, label, self.name, score))
        return sorted(spans)

    def save(self, directory: Path) -> None:
        """Write `params.json` (arguments, version) and the CRFsuite model to `directory`."""
        check_fitted(self)
        assert self.model_ is not None
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        write_params(directory, self, {"groups": sorted(self.config_.groups)})
        with atomic_write(directory / MODEL_FILE, "wb") as handle:
            handle.write(self.model_)

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory` (refusing a model of another phiscrub major version)."""
        directory = Path(directory)
        params, _ = read_params(directory, (MODEL_FILE,))
        tagger = cls(**params)
        try:
            tagger._set_learned((directory / MODEL_FILE).read_bytes(), tagger.feature_config())
        except (OSError, ValueError) as err:
            raise InputError(directory / MODEL_FILE, "unreadable CRF model") from err
        return tagger
