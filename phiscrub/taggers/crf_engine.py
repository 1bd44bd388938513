"""The decoder that tags with a trained CRFsuite model: phiscrub's compiled one, else python-crfsuite's.

Tagging a note asks a CRF model for each sentence's Viterbi labels and some marginal probabilities. python-crfsuite
copies every feature string of the sentence into an `ItemSequence` and looks each one up in the model's on-disk
string database; with some 60 strings per token that was over a third of the hybrid pipeline's time. The compiled
decoder (`phiscrub.taggers._crfdecode`, C, built at install) reads the same model file once into a hash table of
its attributes and scores the note's own lists of strings, or its `FeatureParts` without joining a string per
window feature (`set_parts`: a feature's prefix and values are hashed and compared piece by piece); its labels are
the same as CRFsuite's and its marginals the same to the last bit (it adds the same numbers in the same order; tests
compare both on the shipped models). It also reads a sentence's
labelled runs and their mean marginals in one call (`iob_names`, then `decoded_runs`), as `CrfTagger` reads them
from `tag` and `marginal`.

Both answer `labels()`, `set(sequence)`, `tag()` and `marginal(label, t)` (the `CrfDecoder` protocol). The compiled
decoder is used when it was built (the install goes on without a C compiler, and tagging then uses python-crfsuite),
unless `PHISCRUB_CRF_DECODER=crfsuite` asks for python-crfsuite. Training always uses python-crfsuite.
"""

from __future__ import annotations

import importlib
import logging
import os
from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

import pycrfsuite

from phiscrub.errors import ConfigError
from phiscrub.taggers.features import FeatureParts

logger = logging.getLogger(__name__)

DECODER_ENV: Final = "PHISCRUB_CRF_DECODER"
"""Environment variable choosing the decoder: "compiled" (the default where it was built) or "crfsuite"."""

DECODERS: Final = ("compiled", "crfsuite")


def _compiled_module() -> Any:
    try:
        return importlib.import_module("phiscrub.taggers._crfdecode")
    except ImportError:  # built without a C compiler: python-crfsuite decodes
        return None


_crfdecode: Any = _compiled_module()


class CrfDecoder(Protocol):
    """What tagging asks of a CRF model: its labels, then per sequence the Viterbi labels and marginals."""

    def labels(self) -> list[str]:
        """Return the model's labels."""

    def set(self, sequence: Any) -> None:
        """Score a sequence: one list of attribute strings per item."""

    def tag(self) -> list[str]:
        """Return the Viterbi labels of the current sequence."""

    def marginal(self, label: str, t: int) -> float:
        """Return the marginal probability of `label` at position `t` of the current sequence."""


def compiled_decoder_available() -> bool:
    """Return whether the compiled decoder was built with this install."""
    return _crfdecode is not None


def chosen_decoder() -> str:
    """Return the decoder `open_decoder` uses: `PHISCRUB_CRF_DECODER`, else "compiled" where it was built."""
    chosen = os.environ.get(DECODER_ENV, "").strip().lower() or "compiled"
    if chosen not in DECODERS:
        raise ConfigError(f"{DECODER_ENV} must be one of {', '.join(DECODERS)} (got {chosen!r})")
    return chosen if _crfdecode is not None else "crfsuite"


def open_decoder(model: bytes) -> CrfDecoder:
    """Return a decoder of the CRFsuite model file `model` (see the module docstring for which one)."""
    if chosen_decoder() == "compiled":
        try:
            return _crfdecode.Model(model)  # type: ignore[no-any-return]
        except ValueError:
            # a model file of another CRFsuite layout: its own library reads it
            logger.warning("the compiled CRF decoder cannot read this model; python-crfsuite decodes it")
    tagger = pycrfsuite.Tagger()
    tagger.open_inmemory(model)
    return tagger  # type: ignore[no-any-return]


def set_jointly(decoders: Sequence[CrfDecoder], sequence: Any) -> None:
    """Make `sequence` the current sequence of every decoder (the compiled ones read each string once for all)."""
    if reads_parts(decoders):
        _crfdecode.set_all(decoders, sequence)
        return
    for decoder in decoders:
        decoder.set(sequence)


def reads_parts(decoders: Sequence[CrfDecoder]) -> bool:
    """Return whether every decoder is a compiled one, which scores a note's `FeatureParts` without joined strings."""
    return _crfdecode is not None and all(isinstance(decoder, _crfdecode.Model) for decoder in decoders)


def set_parts(decoders: Sequence[CrfDecoder], parts: FeatureParts, sentence: range) -> None:
    """Make the features of one sentence (token indices) of a note's `parts` the current sequence of every decoder.

    Only for compiled decoders (`reads_parts`): each window feature's prefix and values are hashed and compared in
    place, never joined into a new string.
    """
    _crfdecode.set_parts(decoders, parts.windows, parts.segments, sentence.start, sentence.stop)


def label_marginals(decoder: CrfDecoder, label: str, positions: Sequence[int]) -> list[float]:
    """Return the marginal probability of `label` at each of `positions` of the decoder's current sequence."""
    column = getattr(decoder, "marginals", None)
    if column is None:  # python-crfsuite: one call per position
        return [decoder.marginal(label, t) for t in positions]
    values: list[float] = column(label)  # compiled: the whole column in one call
    if isinstance(positions, range) and positions == range(len(values)):
        return values
    return [values[t] for t in positions]


def iob_names(decoder: CrfDecoder, labels: Sequence[str]) -> tuple[str, ...] | None:
    """Give a compiled decoder the IOB reading of its labels (for `decoded_runs`) and return the names by index.

    `labels` are the tagger's labels in the order a doubtful "O" tries them. None, and `decoded_runs` is not for
    this decoder, where it is python-crfsuite's, where a label is neither "O" nor "B-x" / "I-x", or where `labels`
    are not the model's.
    """
    if not isinstance(decoder, getattr(_crfdecode, "Model", ())):
        return None
    by_id: list[str] = decoder.labels()
    if "O" not in by_id or sorted(by_id) != sorted(labels) or len(set(labels)) < 2:
        return None
    names: dict[str, int] = {}
    kinds, name_ids = [], []
    for label in by_id:
        kind, _, name = label.partition("-")
        if label == "O":
            kinds.append(0)
            name_ids.append(-1)
        elif kind in ("B", "I") and name:
            kinds.append(1 if kind == "B" else 2)
            name_ids.append(names.setdefault(name, len(names)))
        else:
            return None
    begins, insides = [-1] * len(names), [-1] * len(names)
    for label_id, (kind_id, name_id) in enumerate(zip(kinds, name_ids, strict=True)):
        if kind_id:
            (begins if kind_id == 1 else insides)[name_id] = label_id
    order = [by_id.index(label) for label in labels if label != "O"]
    decoder.set_iob(kinds, name_ids, begins, insides, order, by_id.index("O"))  # type: ignore[attr-defined]
    return tuple(names)


def decoded_runs(
    decoder: CrfDecoder, threshold: float, is_word: Callable[[int], bool]
) -> list[tuple[int, int, int, float]] | None:
    """Return the labelled runs of the current sequence of a compiled decoder prepared by `iob_names`.

    Each run is (first token, last token + 1, name index, mean marginal of its labels), as `CrfTagger` reads them
    from `tag` and `marginal`: the Viterbi labels, each "O" of marginal under `threshold` (if > 0) whose token
    `is_word` (its position) made its most probable other label, then B/I runs. None where such a label has no
    "B-"/"I-" form in the model (the caller then reads the labels itself).
    """
    runs: list[tuple[int, int, int, float]] | None = decoder.runs(threshold, is_word)  # type: ignore[attr-defined]
    return runs


def takes_item_sequences(decoders: Sequence[CrfDecoder]) -> bool:
    """Return whether every decoder is python-crfsuite's, so that one `ItemSequence` per sentence can serve them all."""
    return all(isinstance(decoder, pycrfsuite.Tagger) for decoder in decoders)
