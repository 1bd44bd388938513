"""What the feature-only taggers share: scikit-learn parameter handling, their feature config, params.json."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final, Self

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import EstimatorParams
from phiscrub.taggers.featureonly.features import FeatureOnlyConfig, LabelledValues, labelled_values
from phiscrub.version import __version__

PARAMS_FILE: Final = "params.json"
"""The file of a saved tagger holding its `__init__` arguments, the phiscrub version and what it learned."""

FEATURE_SCHEMA: Final = 1
"""The version of the word-free features (`phiscrub.taggers.featureonly.features`); bump it when they change."""


class FeatureOnlyEstimator(EstimatorParams):
    """Base of the feature-only taggers: scikit-learn parameters (`EstimatorParams`), the feature config, batches."""

    merge_role: str = "model"
    """Its role in a pipeline's merge: a learned tagger."""
    feature_schema: int = FEATURE_SCHEMA
    """The version of the features it computes; a pipeline refuses a saved tagger of another."""

    lang: str
    pos: str
    tokenizer: str
    length_buckets: Sequence[int]
    scheme: str

    def _feature_config(self) -> FeatureOnlyConfig:
        """Return the validated feature settings of the current parameters."""
        return FeatureOnlyConfig(
            lang=self.lang,
            pos=self.pos,
            tokenizer=self.tokenizer,
            length_buckets=tuple(self.length_buckets),
            scheme=self.scheme,
        )

    def fit(self, docs: Sequence[Document]) -> Self:
        """Learn from `docs` (gold spans, canonical labels), forgetting any earlier fit; return self."""
        config = self._feature_config()
        return self.fit_values(labelled_values(doc, config) for doc in docs)

    def fit_values(self, notes: Iterable[LabelledValues]) -> Self:
        """Learn from word-free values and token labels (`fit`'s, or an exported corpus's); return self (subclasses).

        The values must have been computed with this tagger's feature settings (POS source, tokenizer, length buckets,
        class scheme): `phiscrub.taggers.featureonly.corpus.read_feature_corpus` reads an export with them.
        """
        raise NotImplementedError

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans found in `doc` (subclasses)."""
        raise NotImplementedError

    def tag_docs(self, docs: Iterable[Document]) -> list[Document]:
        """Return each document with the spans this tagger finds (its gold spans replaced)."""
        return [doc.with_spans(self.tag(doc)) for doc in docs]


def write_params(directory: Path, tagger: FeatureOnlyEstimator, state: dict[str, Any]) -> None:
    """Write `params.json`: the tagger's class, `__init__` arguments, phiscrub version and learned `state`."""
    params = tagger.get_params()
    params["length_buckets"] = list(params["length_buckets"])
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
    params["length_buckets"] = tuple(params.get("length_buckets", ()))
    return params, state
