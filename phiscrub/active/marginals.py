"""Per-token marginal label probabilities of a document under a CRF, the input of every query strategy.

CRFsuite gives, for each token of a sequence, the marginal probability of each label (forward-backward over the
sentence). `crf_marginals` reads them through the public attributes of a fitted `CrfTagger` (`extractor_` for the
features, `tagger_` for CRFsuite, `adapted_` for EasyAdapt), exactly as the tagger featurises a note for tagging.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from phiscrub.document import Document
from phiscrub.errors import ConfigError
from phiscrub.taggers.base import check_fitted
from phiscrub.taggers.crf import CrfTagger
from phiscrub.taggers.crf_engine import label_marginals
from phiscrub.taggers.easyadapt import easy_adapt_sequence
from phiscrub.taggers.features import NoteLayout, NoteMemo
from phiscrub.tokenize.tokenizer import Token

OUTSIDE = "O"
"""The label of a token outside every PHI span."""


@dataclass(frozen=True, slots=True, eq=False)
class DocumentMarginals:
    """The model's marginal probability of each label for each token of one document.

    Holds no text: offsets (`tokens`) and numbers only, so it may be logged or sent to a worker process.
    """

    doc_id: str
    labels: tuple[str, ...]
    """The model's labels, the columns of `probabilities` ("O" among them)."""
    probabilities: npt.NDArray[np.float64]
    """Shape (tokens, labels): row t is P(label | token t); each row sums to 1."""
    tokens: tuple[Token, ...] = ()
    """The tokens the rows belong to (empty when only the numbers are known)."""

    def __post_init__(self) -> None:
        rows = self.probabilities
        if rows.ndim != 2 or rows.shape[1] != len(self.labels):
            raise ConfigError(f"document {self.doc_id!r}: marginals must have one column per label")
        if self.tokens and len(self.tokens) != rows.shape[0]:
            raise ConfigError(f"document {self.doc_id!r}: marginals must have one row per token")

    @property
    def n_tokens(self) -> int:
        """Return how many tokens the document has."""
        return int(self.probabilities.shape[0])


def header_sentences(layout: NoteLayout) -> set[int]:
    """Return the indices of the sentences lying inside a section header, which the CRF neither learns nor tags."""
    tokens = layout.tokens
    found = set()
    for index, sentence in enumerate(layout.sentences):
        if not sentence:
            continue
        start, end = tokens[sentence.start].start, tokens[sentence.stop - 1].end
        if any(h.header_start <= start and end <= h.header_end for h in layout.sections):
            found.add(index)
    return found


RowsNeeded = Callable[[npt.NDArray[np.float64], int], npt.NDArray[np.bool_]]
"""Given each token's P(O) and the number of labels, whether a strategy needs the token's other marginals."""


def crf_marginals(
    tagger: CrfTagger, doc: Document, memo: NoteMemo | None = None, rows_needed: RowsNeeded | None = None
) -> DocumentMarginals:
    """Return the fitted CRF's marginal label probabilities for every token of `doc`.

    Tokens of a header-only sentence, which the tagger never labels, are certain "O" (when the tagger drops headers).

    Args:
        tagger: A fitted CRF tagger.
        doc: The note.
        memo: The note's feature memo: pass the same one on every call for the note (across retrained models of
            the same feature settings) and only the CRF's own work is repeated.
        rows_needed: Which tokens need more than P(O) (`Strategy.rows_needed`); the others get their remaining
            probability 1 - P(O) spread evenly over the other labels. python-crfsuite answers one label of one
            token per call, so a strategy that reads only P(O) of confident tokens saves most of the calls (the
            compiled decoder answers a label's whole column in one call). None: every row.
    """
    check_fitted(tagger)
    crf = tagger.tagger_
    labels = tuple(crf.labels())
    if OUTSIDE not in labels:
        raise ConfigError(f"CRF {tagger.name} has no {OUTSIDE!r} label: it was trained on notes without non-PHI")
    layout = tagger.extractor_.analyse(doc.text, memo)
    sequences = tagger.extractor_.extract(layout, memo)
    skipped = header_sentences(layout) if tagger.drop_headers else set()
    probabilities = np.zeros((len(layout.tokens), len(labels)))
    outside = labels.index(OUTSIDE)
    others = [(column, label) for column, label in enumerate(labels) if column != outside]
    for k, (sentence, features) in enumerate(zip(layout.sentences, sequences, strict=True)):
        block = probabilities[sentence.start : sentence.stop]
        if k in skipped:
            block[:, outside] = 1.0
            continue
        crf.set(easy_adapt_sequence(features, "target") if tagger.adapted_ else features)
        p_outside = np.array(label_marginals(crf, OUTSIDE, range(len(sentence))))
        block[:, outside] = p_outside
        if not others:
            continue
        needed = np.ones(len(sentence), dtype=bool) if rows_needed is None else rows_needed(p_outside, len(labels))
        rows = np.flatnonzero(needed).tolist()
        block[:, [column for column, _ in others]] = (np.clip(1.0 - p_outside, 0.0, 1.0) / len(others))[:, None]
        for column, label in others:
            block[rows, column] = label_marginals(crf, label, rows)
    return DocumentMarginals(doc.id, labels, probabilities, tuple(layout.tokens))
