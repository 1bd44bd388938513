"""Precision, recall and F1 of predicted PHI spans against gold spans, at the levels of Lee et al. 2017 §3.4.

Levels (names used everywhere: tables, JSON, significance tests):

- ``token``: per aggressive token (`phiscrub.tokenize.tokenize`), with type. A token carries a label when it shares at
  least one character with a span of that label (so a span cutting a token in half still claims the whole token, and
  partial credit is given when a mention is off by a word). Per token and label: gold and predicted -> TP, predicted
  only -> FP, gold only -> FN. A token gold DATE predicted PHONE is one FP (PHONE) and one FN (DATE).
- ``entity-strict``: a predicted span matches a gold span with the same start, end and label.
- ``entity-relaxed``: same start and label, and ends at most two characters apart (``|end_pred - end_gold| <= 2``,
  "up to two characters of difference in the ending offset"). Each span matches at most one other (a maximum
  one-to-one matching), so relaxed TP >= strict TP always.
- ``binary-token``: the token level with the type ignored (PHI or not).
- ``binary-strict``: the strict entity level with the type ignored (same start and end).

Duplicate spans (same start, end and label) count once. Undefined ratios (no prediction, no gold) are 0.0.

Label sets: ``full`` scores every label; ``hipaa`` first drops every gold and predicted span whose label is not in
`phiscrub.labels.HIPAA_LABELS`, then scores what is left, as the i2b2 2014 evaluation's HIPAA mode does. A predicted
DOCTOR over a gold PATIENT is then simply a miss: clinicians are not HIPAA PHI, so the prediction is not counted
against the system as an FP, and the patient name it did not label as PATIENT is an FN.

With ``per_category`` the typed levels are also computed once more on spans relabelled to their main category
(`phiscrub.labels.category_of`, Lee et al. 2017 Table 5), where a DOCTOR predicted for a gold PATIENT is a match.

Johnson et al. 2020 Table 5 measures are on the binary token level: false negatives and false positives per 1000
tokens, and the fixed-sensitivity operating points of `operating_points`. The note-level leak rate is the share of
notes with at least one gold PHI token that no prediction covers.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

import numpy as np

from phiscrub.document import Document, Span
from phiscrub.errors import PhiscrubError, UnknownComponentError
from phiscrub.labels import HIPAA_LABELS, category_of
from phiscrub.tokenize.tokenizer import Token, tokenize

LEVELS: Final[tuple[str, ...]] = ("token", "entity-strict", "entity-relaxed", "binary-token", "binary-strict")
"""Every evaluation level, in the order of Lee et al. 2017 Table 2."""

TYPED_LEVELS: Final[tuple[str, ...]] = ("token", "entity-strict", "entity-relaxed")
"""The levels where the label must match too."""

LABEL_SETS: Final[tuple[str, ...]] = ("full", "hipaa")
"""The label sets `evaluate` knows."""

BINARY_LABEL: Final = "PHI"
"""The one label of the binary levels."""

RELAXED_END_TOLERANCE: Final = 2
"""How many characters the ending offsets of a relaxed entity match may differ by (Lee et al. 2017 §3.4)."""


class CorpusMismatchError(PhiscrubError):
    """Gold and predicted corpora that cannot be compared: a note missing on one side, repeated, or of other text."""

    def __init__(self, doc_id: str, problem: str) -> None:
        super().__init__(f"document {doc_id!r}: {problem}")
        self.doc_id = doc_id
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Counts:
    """True positives, false positives and false negatives, with the ratios they give."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def n_gold(self) -> int:
        """Return how many gold items there are (TP + FN)."""
        return self.tp + self.fn

    @property
    def n_predicted(self) -> int:
        """Return how many predicted items there are (TP + FP)."""
        return self.tp + self.fp

    @property
    def precision(self) -> float:
        """Return TP / (TP + FP), or 0.0 without predictions."""
        return self.tp / self.n_predicted if self.n_predicted else 0.0

    @property
    def recall(self) -> float:
        """Return TP / (TP + FN), or 0.0 without gold items."""
        return self.tp / self.n_gold if self.n_gold else 0.0

    @property
    def f1(self) -> float:
        """Return the harmonic mean of precision and recall (0.0 when both are 0)."""
        return 2 * self.tp / (2 * self.tp + self.fp + self.fn) if self.tp else 0.0

    def to_dict(self) -> dict[str, float | int]:
        """Return the counts and ratios as a JSON-ready dict."""
        return {
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "precision": self.precision,
            "recall": self.recall,
            "f1": self.f1,
        }


LevelCounts = Mapping[str, Mapping[str, Counts]]
"""Level name -> label -> counts (binary levels have the one label "PHI")."""


@dataclass(frozen=True, slots=True)
class MissedPhi:
    """A gold span with at least one token no prediction covers (of any type): PHI that would leak."""

    doc_id: str
    start: int
    end: int
    label: str
    missed_tokens: int
    """How many of the span's tokens no prediction covers."""
    tokens: int
    """How many tokens the span has."""

    @property
    def fully_missed(self) -> bool:
        """Return whether no token of the span was found."""
        return self.missed_tokens == self.tokens


@dataclass(frozen=True, slots=True)
class NoteCounts:
    """The counts of one note at every level: what significance tests and bootstrap intervals resample."""

    doc_id: str
    n_tokens: int
    counts: LevelCounts
    category_counts: LevelCounts | None = None
    """The typed levels on spans relabelled to their main category, when asked for."""
    missed: tuple[MissedPhi, ...] = ()

    def micro(self, level: str) -> Counts:
        """Return the note's counts at `level`, summed over labels."""
        return sum(self.counts[level].values(), Counts())

    @property
    def leaked(self) -> bool:
        """Return whether at least one gold PHI token of the note was missed (binary token level)."""
        return self.micro("binary-token").fn > 0


@dataclass(frozen=True, slots=True)
class EvaluationResult:
    """Scores of predicted against gold documents: micro and per label at every level, plus the per-note counts."""

    label_set: str
    notes: tuple[NoteCounts, ...]
    micro: Mapping[str, Counts]
    """Level -> counts summed over labels and notes."""
    by_label: LevelCounts
    """Level -> label -> counts summed over notes."""
    by_category: LevelCounts | None = None
    """Typed level -> main category -> counts, when asked for."""
    micro_by_category: Mapping[str, Counts] | None = field(default=None)
    """Typed level -> counts on category labels, when asked for."""

    @property
    def n_notes(self) -> int:
        """Return how many notes were scored."""
        return len(self.notes)

    @property
    def n_tokens(self) -> int:
        """Return how many aggressive tokens the notes have."""
        return sum(note.n_tokens for note in self.notes)

    @property
    def fn_per_1000_tokens(self) -> float:
        """Return the missed PHI tokens per 1000 tokens (binary token level, Johnson et al. 2020 Table 5)."""
        return 1000 * self.micro["binary-token"].fn / self.n_tokens if self.n_tokens else 0.0

    @property
    def fp_per_1000_tokens(self) -> float:
        """Return the non-PHI tokens predicted as PHI per 1000 tokens (binary token level)."""
        return 1000 * self.micro["binary-token"].fp / self.n_tokens if self.n_tokens else 0.0

    @property
    def n_leaked_notes(self) -> int:
        """Return how many notes have at least one missed gold PHI token."""
        return sum(1 for note in self.notes if note.leaked)

    @property
    def leak_rate(self) -> float:
        """Return the share of notes with at least one missed gold PHI token (0.0 without notes)."""
        return self.n_leaked_notes / self.n_notes if self.notes else 0.0

    @property
    def missed(self) -> tuple[MissedPhi, ...]:
        """Return every gold span with a missed token, note by note."""
        return tuple(missed for note in self.notes for missed in note.missed)

    def to_dict(self) -> dict[str, Any]:
        """Return the aggregate figures as a JSON-ready dict (offsets and labels only, no note text)."""
        data: dict[str, Any] = {
            "label_set": self.label_set,
            "n_notes": self.n_notes,
            "n_tokens": self.n_tokens,
            "levels": {level: self.micro[level].to_dict() for level in LEVELS},
            "per_label": {level: _counts_dict(self.by_label[level]) for level in LEVELS},
            "fn_per_1000_tokens": self.fn_per_1000_tokens,
            "fp_per_1000_tokens": self.fp_per_1000_tokens,
            "leaked_notes": self.n_leaked_notes,
            "leak_rate": self.leak_rate,
        }
        if self.by_category is not None and self.micro_by_category is not None:
            data["category_levels"] = {level: counts.to_dict() for level, counts in self.micro_by_category.items()}
            data["per_category"] = {level: _counts_dict(by) for level, by in self.by_category.items()}
        return data


def _counts_dict(by_label: Mapping[str, Counts]) -> dict[str, dict[str, float | int]]:
    return {label: counts.to_dict() for label, counts in sorted(by_label.items())}


# ---------------------------------------------------------------------------------------------------------------
# One note
# ---------------------------------------------------------------------------------------------------------------


def label_filter(label_set: str) -> Callable[[str], bool]:
    """Return the predicate that keeps the labels of `label_set` ("full" or "hipaa")."""
    if label_set == "full":
        return lambda label: True
    if label_set == "hipaa":
        return lambda label: label in HIPAA_LABELS
    raise UnknownComponentError("label set", label_set, LABEL_SETS)


def token_range(starts: Sequence[int], ends: Sequence[int], span: Span) -> range:
    """Return the indices of the tokens (given by their sorted starts and ends) sharing a character with `span`."""
    return range(bisect_right(ends, span.start), bisect_left(starts, span.end))


def _token_labels(spans: Iterable[Span], starts: Sequence[int], ends: Sequence[int]) -> dict[int, set[str]]:
    labels: dict[int, set[str]] = defaultdict(set)
    for span in spans:
        for index in token_range(starts, ends, span):
            labels[index].add(span.label)
    return labels


def _token_counts(gold: dict[int, set[str]], pred: dict[int, set[str]]) -> dict[str, Counts]:
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    for index in gold.keys() | pred.keys():
        gold_labels, pred_labels = gold.get(index, set()), pred.get(index, set())
        for label in gold_labels & pred_labels:
            tally[label]["tp"] += 1
        for label in pred_labels - gold_labels:
            tally[label]["fp"] += 1
        for label in gold_labels - pred_labels:
            tally[label]["fn"] += 1
    return _to_counts(tally)


def _binary_token_counts(gold: dict[int, set[str]], pred: dict[int, set[str]]) -> Counts:
    gold_tokens, pred_tokens = set(gold), set(pred)
    return Counts(len(gold_tokens & pred_tokens), len(pred_tokens - gold_tokens), len(gold_tokens - pred_tokens))


def _to_counts(tally: Mapping[str, Counter[str]]) -> dict[str, Counts]:
    return {label: Counts(c["tp"], c["fp"], c["fn"]) for label, c in tally.items()}


def _strict_counts(gold: set[tuple[int, int, str]], pred: set[tuple[int, int, str]]) -> dict[str, Counts]:
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    for key, kind in (
        [(k, "tp") for k in gold & pred] + [(k, "fp") for k in pred - gold] + [(k, "fn") for k in gold - pred]
    ):
        tally[key[2]][kind] += 1
    return _to_counts(tally)


def _matched_ends(gold_ends: list[int], pred_ends: list[int]) -> int:
    """Return the size of a maximum matching of ends at most RELAXED_END_TOLERANCE apart (both lists sorted)."""
    # On a line with a distance threshold, matching the leftmost compatible pair first is optimal.
    i = j = matched = 0
    while i < len(gold_ends) and j < len(pred_ends):
        if abs(gold_ends[i] - pred_ends[j]) <= RELAXED_END_TOLERANCE:
            matched += 1
            i += 1
            j += 1
        elif gold_ends[i] < pred_ends[j]:
            i += 1
        else:
            j += 1
    return matched


def _relaxed_counts(gold: set[tuple[int, int, str]], pred: set[tuple[int, int, str]]) -> dict[str, Counts]:
    groups: dict[tuple[int, str], tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
    for start, end, label in gold:
        groups[start, label][0].append(end)
    for start, end, label in pred:
        groups[start, label][1].append(end)
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    for (_, label), (gold_ends, pred_ends) in groups.items():
        matched = _matched_ends(sorted(gold_ends), sorted(pred_ends))
        tally[label]["tp"] += matched
        tally[label]["fp"] += len(pred_ends) - matched
        tally[label]["fn"] += len(gold_ends) - matched
    return _to_counts(tally)


def _typed_counts(
    gold: Sequence[Span], pred: Sequence[Span], starts: Sequence[int], ends: Sequence[int]
) -> dict[str, dict[str, Counts]]:
    gold_keys = {(s.start, s.end, s.label) for s in gold}
    pred_keys = {(s.start, s.end, s.label) for s in pred}
    return {
        "token": _token_counts(_token_labels(gold, starts, ends), _token_labels(pred, starts, ends)),
        "entity-strict": _strict_counts(gold_keys, pred_keys),
        "entity-relaxed": _relaxed_counts(gold_keys, pred_keys),
    }


def _missed_phi(
    doc_id: str, gold: Sequence[Span], covered: set[int], starts: Sequence[int], ends: Sequence[int]
) -> tuple[MissedPhi, ...]:
    missed = []
    for span in sorted({(s.start, s.end, s.label) for s in gold}):
        indices = token_range(starts, ends, Span(*span))
        n_missed = sum(1 for index in indices if index not in covered)
        if n_missed:
            missed.append(MissedPhi(doc_id, span[0], span[1], span[2], n_missed, len(indices)))
    return tuple(missed)


def _frozen(counts: Mapping[str, Mapping[str, Counts]]) -> LevelCounts:
    return MappingProxyType({level: MappingProxyType(dict(by)) for level, by in counts.items()})


def check_same_text(gold: Document, pred: Document) -> None:
    """Raise CorpusMismatchError unless both documents have the same id and text (naming the first differing char)."""
    if gold.id != pred.id:
        raise CorpusMismatchError(pred.id, f"paired with gold document {gold.id!r}")
    if gold.text != pred.text:
        first = next((i for i, (a, b) in enumerate(zip(gold.text, pred.text, strict=False)) if a != b), None)
        where = first if first is not None else min(len(gold.text), len(pred.text))
        raise CorpusMismatchError(
            gold.id,
            f"text differs between gold and prediction (first difference at char {where}; "
            f"lengths {len(gold.text)} and {len(pred.text)})",
        )


def evaluate_note(gold: Document, pred: Document, labels: str = "full", per_category: bool = False) -> NoteCounts:
    """Return the counts of one predicted note against its gold note at every level.

    Args:
        gold: The reference note.
        pred: The same note (same id and text) with predicted spans.
        labels: "full" or "hipaa" (spans of other labels are dropped on both sides first).
        per_category: Also count the typed levels on spans relabelled to their main category.
    """
    check_same_text(gold, pred)
    keep = label_filter(labels)
    gold_spans = [span for span in gold.spans if keep(span.label)]
    pred_spans = [span for span in pred.spans if keep(span.label)]
    tokens: list[Token] = tokenize(gold.text)
    starts, ends = [t.start for t in tokens], [t.end for t in tokens]
    gold_tokens, pred_tokens = _token_labels(gold_spans, starts, ends), _token_labels(pred_spans, starts, ends)
    counts: dict[str, dict[str, Counts]] = _typed_counts(gold_spans, pred_spans, starts, ends)
    counts["binary-token"] = {BINARY_LABEL: _binary_token_counts(gold_tokens, pred_tokens)}
    gold_positions = {(s.start, s.end) for s in gold_spans}
    pred_positions = {(s.start, s.end) for s in pred_spans}
    counts["binary-strict"] = {
        BINARY_LABEL: Counts(
            len(gold_positions & pred_positions),
            len(pred_positions - gold_positions),
            len(gold_positions - pred_positions),
        )
    }
    category_counts = None
    if per_category:
        as_category = (
            [s.with_label(category_of(s.label)) for s in gold_spans],
            [s.with_label(category_of(s.label)) for s in pred_spans],
        )
        category_counts = _frozen(_typed_counts(*as_category, starts, ends))
    missed = _missed_phi(gold.id, gold_spans, set(pred_tokens), starts, ends)
    return NoteCounts(gold.id, len(tokens), _frozen(counts), category_counts, missed)


# ---------------------------------------------------------------------------------------------------------------
# A corpus
# ---------------------------------------------------------------------------------------------------------------


def pair_documents(gold_docs: Iterable[Document], pred_docs: Iterable[Document]) -> Iterator[tuple[Document, Document]]:
    """Yield (gold, predicted) documents paired by id; streams in constant memory when both come in the same order.

    Raises:
        CorpusMismatchError: A document id on one side only, or twice on one side.
    """
    pending: tuple[dict[str, Document], dict[str, Document]] = ({}, {})
    seen: tuple[set[str], set[str]] = (set(), set())
    sides = ("gold", "predicted")
    iterators = [iter(gold_docs), iter(pred_docs)]
    exhausted = [False, False]
    while not all(exhausted):
        for side in (0, 1):
            if exhausted[side]:
                continue
            doc = next(iterators[side], None)
            if doc is None:
                exhausted[side] = True
                continue
            if doc.id in seen[side]:
                raise CorpusMismatchError(doc.id, f"appears twice in the {sides[side]} corpus")
            seen[side].add(doc.id)
            other = pending[1 - side].pop(doc.id, None)
            if other is None:
                pending[side][doc.id] = doc
            else:
                yield (doc, other) if side == 0 else (other, doc)
    for side in (0, 1):
        if pending[side]:
            doc_id = min(pending[side])
            raise CorpusMismatchError(
                doc_id,
                f"is in the {sides[side]} corpus but not in the {sides[1 - side]} corpus "
                f"({len(pending[side])} such document(s))",
            )


def _sum_levels(notes: Iterable[LevelCounts]) -> tuple[dict[str, Counts], dict[str, dict[str, Counts]]]:
    by_label: dict[str, dict[str, Counts]] = defaultdict(dict)
    for counts in notes:
        for level, by in counts.items():
            for label, value in by.items():
                by_label[level][label] = by_label[level].get(label, Counts()) + value
    micro = {level: sum(by.values(), Counts()) for level, by in by_label.items()}
    return micro, by_label


def aggregate(notes: Sequence[NoteCounts], label_set: str = "full") -> EvaluationResult:
    """Return the evaluation result that sums the per-note counts `notes` (e.g. of a subset of notes)."""
    micro, by_label = _sum_levels(note.counts for note in notes)
    for level in LEVELS:
        micro.setdefault(level, Counts())
        by_label.setdefault(level, {})
    by_category = micro_by_category = None
    category_notes = [note.category_counts for note in notes if note.category_counts is not None]
    if notes and len(category_notes) == len(notes):
        category_micro, category_by = _sum_levels(category_notes)
        micro_by_category = MappingProxyType({lv: category_micro.get(lv, Counts()) for lv in TYPED_LEVELS})
        by_category = _frozen({lv: category_by.get(lv, {}) for lv in TYPED_LEVELS})
    return EvaluationResult(
        label_set, tuple(notes), MappingProxyType(micro), _frozen(by_label), by_category, micro_by_category
    )


def evaluate(
    gold_docs: Iterable[Document],
    pred_docs: Iterable[Document],
    labels: str = "full",
    per_category: bool = False,
) -> EvaluationResult:
    """Return how well `pred_docs` find the spans of `gold_docs`, at every level of Lee et al. 2017 §3.4.

    Documents are paired by id and scored one pair at a time; only the per-note counts are kept.

    Args:
        gold_docs: Reference documents.
        pred_docs: The same documents (ids and texts) carrying predicted spans, in any order.
        labels: "full" for every label, "hipaa" for the HIPAA subset only (see the module docstring).
        per_category: Also score the typed levels by main category (NAME, LOCATION, ...).

    Raises:
        CorpusMismatchError: A document on one side only, twice on one side, or with other text.
        UnknownComponentError: An unknown label set.
    """
    label_filter(labels)
    notes = [evaluate_note(gold, pred, labels, per_category) for gold, pred in pair_documents(gold_docs, pred_docs)]
    return aggregate(notes, labels)


# ---------------------------------------------------------------------------------------------------------------
# Fixed-sensitivity operating points (Johnson et al. 2020 Table 5)
# ---------------------------------------------------------------------------------------------------------------

DEFAULT_SENSITIVITIES: Final[tuple[float, ...]] = (1.0, 0.999, 0.997, 0.99)
"""The required sensitivities of Johnson et al. 2020 §Evaluation."""


@dataclass(frozen=True, slots=True)
class OperatingPoint:
    """Binary-token scores when only predictions scoring at least `threshold` count."""

    required_sensitivity: float
    threshold: float
    """0.0 means every token is flagged as PHI (no score threshold reaches the sensitivity); inf, none is."""
    counts: Counts
    n_tokens: int

    @property
    def fn_per_1000_tokens(self) -> float:
        """Return the missed PHI tokens per 1000 tokens at this threshold."""
        return 1000 * self.counts.fn / self.n_tokens if self.n_tokens else 0.0

    @property
    def fp_per_1000_tokens(self) -> float:
        """Return the falsely flagged tokens per 1000 tokens at this threshold."""
        return 1000 * self.counts.fp / self.n_tokens if self.n_tokens else 0.0

    def to_dict(self) -> dict[str, float | int | None]:
        """Return the operating point as a JSON-ready dict."""
        return {
            "required_sensitivity": self.required_sensitivity,
            "threshold": self.threshold if math.isfinite(self.threshold) else None,
            **self.counts.to_dict(),
            "fn_per_1000_tokens": self.fn_per_1000_tokens,
            "fp_per_1000_tokens": self.fp_per_1000_tokens,
        }


def token_scores(gold: Document, pred: Document, labels: str = "full") -> tuple[np.ndarray, np.ndarray]:
    """Return per token of the note its predicted PHI score (max over covering spans, 0.0 if none) and gold flag.

    A predicted span without a score counts as score 1.0.
    """
    check_same_text(gold, pred)
    keep = label_filter(labels)
    tokens = tokenize(gold.text)
    starts, ends = [t.start for t in tokens], [t.end for t in tokens]
    scores = np.zeros(len(tokens))
    is_gold = np.zeros(len(tokens), dtype=bool)
    for span in (s for s in pred.spans if keep(s.label)):
        indices = token_range(starts, ends, span)
        score = 1.0 if span.score is None else span.score
        scores[indices.start : indices.stop] = np.maximum(scores[indices.start : indices.stop], score)
    for span in (s for s in gold.spans if keep(s.label)):
        indices = token_range(starts, ends, span)
        is_gold[indices.start : indices.stop] = True
    return scores, is_gold


def operating_points(
    gold_docs: Iterable[Document],
    pred_docs: Iterable[Document],
    sensitivities: Sequence[float] = DEFAULT_SENSITIVITIES,
    labels: str = "full",
) -> tuple[OperatingPoint, ...]:
    """Return, per required sensitivity, the binary-token scores at the highest threshold that reaches it.

    Johnson et al. 2020 Table 5: the threshold on prediction scores is lowered until at least the required share of
    gold PHI tokens is flagged; a token counts as flagged when a predicted span scoring at least the threshold
    covers it. When no score reaches the sensitivity, every token is flagged (threshold 0.0).
    """
    parts = [token_scores(gold, pred, labels) for gold, pred in pair_documents(gold_docs, pred_docs)]
    scores = np.concatenate([p[0] for p in parts]) if parts else np.zeros(0)
    is_gold = np.concatenate([p[1] for p in parts]) if parts else np.zeros(0, dtype=bool)
    n_gold = int(is_gold.sum())
    gold_scores = np.sort(scores[is_gold & (scores > 0)])[::-1]
    points = []
    for required in sensitivities:
        needed = int(np.ceil(required * n_gold - 1e-9))
        if needed == 0:
            threshold = math.inf  # nothing to find: flag nothing
        elif needed <= len(gold_scores):
            threshold = float(gold_scores[needed - 1])
        else:
            threshold = 0.0
        flagged = scores >= threshold if threshold > 0 else np.ones(len(scores), dtype=bool)
        counts = Counts(
            int((flagged & is_gold).sum()), int((flagged & ~is_gold).sum()), int((~flagged & is_gold).sum())
        )
        points.append(OperatingPoint(required, threshold, counts, len(scores)))
    return tuple(points)
