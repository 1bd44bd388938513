"""The annotation loop behind `phiscrub annotate`: the next note by strategy, saved annotations, retraining.

An `AnnotationSession` holds the pool of notes to annotate, the annotations saved so far (the output JSONL, rewritten
atomically after every note, so that closing the browser loses nothing and a restart resumes), the current model and
the order in which the remaining notes are offered. The first batch is random (the paper's initial batch); after
every `batch` saved notes a CRF is retrained on all annotations in a background thread, scored on the optional
development notes, and the remaining pool is ranked again by the query strategy (`phiscrub.active.strategies`). The
model's spans are offered as pre-annotations; before the first model, the pool's own spans are (if it has any).

The session is thread-safe: the web app's request handlers and the training thread share it under one lock. Logs
name documents by id and counts only, never note text.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

import numpy as np

from phiscrub.active.marginals import crf_marginals
from phiscrub.active.simulate import ModelSettings
from phiscrub.active.strategies import Strategy, calibration_evidence, fit_calibration, parse_strategy, rank_random
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, PhiscrubError
from phiscrub.evaluate.metrics import evaluate
from phiscrub.io.jsonl import read_jsonl, write_jsonl
from phiscrub.labels import CANONICAL_LABELS
from phiscrub.taggers.crf import CrfTagger

logger = logging.getLogger(__name__)

QUICK_LABELS: Final[tuple[str, ...]] = (
    "PATIENT",
    "DOCTOR",
    "DATE",
    "AGE",
    "HOSPITAL",
    "CITY",
    "PHONE",
    "MEDICALRECORD",
    "IDNUM",
)
"""The labels the page puts first, on keys 1-9: the most frequent PHI types of clinical notes."""

DEFAULT_LABELS: Final[tuple[str, ...]] = QUICK_LABELS + tuple(
    label for label in CANONICAL_LABELS if label not in QUICK_LABELS
)
"""Every canonical label, the quick ones first."""

ANNOTATOR: Final = "gold"
"""The source of saved spans: the annotator's spans are the gold standard of the output corpus."""


class AnnotationError(PhiscrubError):
    """A request the session refuses."""


class UnknownNoteError(AnnotationError):
    """No note of the pool has this id."""

    def __init__(self, doc_id: str) -> None:
        super().__init__(f"no note {doc_id!r} in the pool")


class InvalidAnnotationError(AnnotationError):
    """Spans that do not fit the note: past its end, or with a label the session does not offer."""


@dataclass(frozen=True, slots=True)
class SessionSettings:
    """How the session picks notes and retrains."""

    strategy: Strategy = field(default_factory=lambda: parse_strategy("roi"))
    batch: int = 5
    """Notes saved between two retrainings (the first model comes after the first batch)."""
    model: ModelSettings = field(default_factory=ModelSettings)
    seed: int = 0
    """Seed of the random initial order."""

    def __post_init__(self) -> None:
        if self.batch < 1:
            raise ConfigError(f"annotate: batch must be >= 1 (got {self.batch})")


@dataclass(frozen=True, slots=True)
class Progress:
    """What the page shows: notes done, the model's state and its score on the development notes."""

    done: int
    total: int
    batch: int
    since_training: int
    """Notes saved since the current model's training data was taken."""
    model_version: int
    """0 before the first model."""
    model_documents: int
    training: bool
    dev_f1: float | None
    """Strict-entity F1 of the current model on the development notes (None: no model or no development notes)."""
    strategy: str
    error: str | None = None
    """The type of the last training error, if the last training failed."""


@dataclass(frozen=True, slots=True)
class NoteView:
    """A note to annotate with its pre-annotations."""

    doc: Document
    suggestions: tuple[Span, ...]
    annotated: bool
    """Whether the note was saved before (its saved spans are then the suggestions)."""


@dataclass(slots=True)
class _Model:
    tagger: CrfTagger | None = None
    version: int = 0
    documents: int = 0
    dev_f1: float | None = None


class AnnotationSession:
    """The state of one annotation session over a pool of notes (see the module docstring)."""

    def __init__(
        self,
        pool: Sequence[Document],
        out: Path,
        settings: SessionSettings | None = None,
        dev: Sequence[Document] = (),
        labels: Sequence[str] = DEFAULT_LABELS,
    ) -> None:
        self.settings = settings or SessionSettings()
        self.out = Path(out)
        self.labels = tuple(labels)
        self._pool = {doc.id: doc for doc in pool}
        if len(self._pool) != len(pool):
            raise ConfigError("annotate: the pool has two notes with the same id")
        self._dev = tuple(dev)
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._annotated: dict[str, Document] = {}
        if self.out.exists():
            self._annotated = {doc.id: doc for doc in read_jsonl(self.out)}
        self._queue = rank_random(list(self._pool), self.settings.seed)
        self._model = _Model()
        self._trained_on = 0
        self._training = False
        self._error: str | None = None
        self._evidence: list[tuple[np.ndarray, np.ndarray]] = []
        self._thread: threading.Thread | None = None
        if self._annotated:
            logger.info("resuming: %d notes already annotated in %s", len(self._annotated), self.out)
            self._maybe_retrain()

    # -- what the page reads --------------------------------------------------------------------------------------

    def progress(self) -> Progress:
        """Return the session's progress."""
        with self._lock:
            return self._progress()

    def _progress(self) -> Progress:
        done = sum(1 for doc_id in self._annotated if doc_id in self._pool)
        return Progress(
            done=done,
            total=len(self._pool),
            batch=self.settings.batch,
            since_training=len(self._annotated) - self._trained_on,
            model_version=self._model.version,
            model_documents=self._model.documents,
            training=self._training,
            dev_f1=self._model.dev_f1,
            strategy=str(self.settings.strategy),
            error=self._error,
        )

    def next_note(self) -> NoteView | None:
        """Return the first note of the strategy's order not yet annotated, pre-annotated (None: all done)."""
        with self._lock:
            doc_id = next((doc_id for doc_id in self._queue if doc_id not in self._annotated), None)
            tagger = self._model.tagger
        return None if doc_id is None else self._view(doc_id, tagger)

    def note(self, doc_id: str) -> NoteView:
        """Return one note of the pool by id: its saved spans if annotated, else its pre-annotations."""
        if doc_id not in self._pool:
            raise UnknownNoteError(doc_id)
        with self._lock:
            tagger = self._model.tagger
        return self._view(doc_id, tagger)

    def _view(self, doc_id: str, tagger: CrfTagger | None) -> NoteView:
        with self._lock:
            saved = self._annotated.get(doc_id)
        doc = self._pool[doc_id]
        if saved is not None:
            return NoteView(doc, saved.spans, True)
        if tagger is None:
            return NoteView(doc, doc.spans, False)
        return NoteView(doc, tuple(tagger.tag(doc)), False)

    # -- what the annotator does ----------------------------------------------------------------------------------

    def save(self, doc_id: str, spans: Sequence[Span]) -> Progress:
        """Save the annotator's spans for a note (replacing earlier ones), rewrite the output, maybe retrain."""
        if doc_id not in self._pool:
            raise UnknownNoteError(doc_id)
        doc = self._pool[doc_id]
        for span in spans:
            if span.end > len(doc.text):
                raise InvalidAnnotationError(f"note {doc_id!r}: span [{span.start}, {span.end}) ends past the text")
            if span.label not in self.labels:
                raise InvalidAnnotationError(f"note {doc_id!r}: unknown label {span.label!r}")
        annotated = doc.with_spans(Span(s.start, s.end, s.label, source=ANNOTATOR) for s in set(spans))
        evidence = self._evidence_for(annotated)
        with self._lock:
            self._annotated[doc_id] = annotated
            if evidence is not None:
                self._evidence.append(evidence)
            write_jsonl(list(self._annotated.values()), self.out)
            logger.info("saved note %s (%d spans), %d annotated", doc_id, len(annotated.spans), len(self._annotated))
        self._maybe_retrain()
        return self.progress()

    def _evidence_for(self, annotated: Document) -> tuple[np.ndarray, np.ndarray] | None:
        """Return how right the current model was about the note (roi-full's calibration), if it had not seen it."""
        with self._lock:
            tagger = self._model.tagger
            seen = annotated.id in self._annotated
        if self.settings.strategy.name != "roi-full" or tagger is None or seen:
            return None
        return calibration_evidence(crf_marginals(tagger, annotated), annotated.spans)

    # -- retraining -----------------------------------------------------------------------------------------------

    def _maybe_retrain(self) -> None:
        with self._lock:
            due = len(self._annotated) - self._trained_on >= self.settings.batch
            if not due or self._training:
                return
            self._training = True
            docs = list(self._annotated.values())
            self._trained_on = len(docs)
            self._thread = threading.Thread(target=self._retrain, args=(docs,), name="phiscrub-annotate-train")
            self._thread.daemon = True
            self._thread.start()

    def _retrain(self, docs: list[Document]) -> None:
        started = time.perf_counter()
        try:
            model = self._train(docs)
        except Exception as error:  # noqa: BLE001 - the thread's boundary: the session goes on with the old model
            logger.warning("retraining on %d notes failed: %s", len(docs), type(error).__name__)
            with self._lock:
                self._error = type(error).__name__
                self._training = False
                self._idle.notify_all()
            return
        with self._lock:
            self._model = model
            self._error = None
            self._training = False
            self._idle.notify_all()
        logger.info("model %d trained on %d notes in %.1fs", model.version, len(docs), time.perf_counter() - started)
        self._maybe_retrain()  # more notes may have been saved meanwhile

    def _train(self, docs: list[Document]) -> _Model:
        """Return the model trained on `docs`, its dev score, and the pool ranked by it (outside the lock)."""
        tagger = self.settings.model.build().fit(docs)
        dev_f1 = None
        if self._dev:
            predicted = [doc.with_spans(tagger.tag(doc)) for doc in self._dev]
            dev_f1 = evaluate(self._dev, predicted).micro["entity-strict"].f1
        with self._lock:
            remaining = [doc for doc_id, doc in self._pool.items() if doc_id not in self._annotated]
            evidence = list(self._evidence)
            version = self._model.version + 1
        strategy = self.settings.strategy
        if strategy.needs_model:
            calibration = None
            if strategy.name == "roi-full" and evidence:
                calibration = fit_calibration(
                    np.concatenate([c for c, _ in evidence]), np.concatenate([r for _, r in evidence])
                )
            pool = [crf_marginals(tagger, doc, rows_needed=strategy.rows_needed) for doc in remaining]
            ranked = strategy.rank(pool, calibration=calibration)
            with self._lock:
                self._queue = ranked
        return _Model(tagger, version, len(docs), dev_f1)

    def wait_until_idle(self, timeout: float = 60.0) -> bool:
        """Block until no training runs (or `timeout` seconds pass); return whether it is idle."""
        with self._lock:
            return self._idle.wait_for(lambda: not self._training, timeout)
