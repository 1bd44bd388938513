"""Clusters of open-domain English word vectors, the "embeddings" feature group of the CRF taggers.

Lee et al. 2017 §3.3.3 feature (11) gave the CRFs binarized open-domain GloVe embeddings, so that words never seen in
training notes still carry what a large general corpus knows about them (a rare given name sits near other given
names). phiscrub ships k-means clusters, at three granularities, of the CC0 "Explosion Vectors" of spaCy's
`en_core_web_md` 3.8 (`phiscrub/data/embeddings/`, built by `scripts/build_embedding_clusters.py`; see its
SOURCE.md). Words are looked up in lower case.
"""

from __future__ import annotations

import functools
import gzip
from collections.abc import Iterator, Mapping
from importlib.resources import files
from typing import Any, Final

from phiscrub.errors import UnknownComponentError
from phiscrub.resources.cache import cached_table

EMBEDDING_LANGUAGES: Final[tuple[str, ...]] = ("en",)
"""Languages with a packaged cluster table."""


class ClusterTable(Mapping[str, tuple[str, ...]]):
    """Lower-cased word -> its cluster ids, coarse to fine; each row is split only when its word is looked up.

    The table holds ~270,000 words, of which a note uses a few hundred: keeping each row as read (one string) and
    splitting it on lookup halves the time to load it.
    """

    def __init__(self, rows: dict[str, str]) -> None:
        self._rows = rows

    def __getitem__(self, word: str) -> tuple[str, ...]:
        return tuple(self._rows[word].split("\t"))

    def get(self, word: str, default: Any = None) -> Any:  # noqa: D102 - Mapping.get, without a KeyError round trip
        row = self._rows.get(word)
        return default if row is None else tuple(row.split("\t"))

    def __contains__(self, word: object) -> bool:
        return word in self._rows

    def __iter__(self) -> Iterator[str]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


@functools.cache
def load_embedding_clusters(lang: str = "en") -> Mapping[str, tuple[str, ...]]:
    """Return lower-cased word -> its cluster ids, coarse to fine, as strings (read once per process).

    Args:
        lang: The language of the table ("en").
    """
    if lang not in EMBEDDING_LANGUAGES:
        raise UnknownComponentError("embedding cluster language", lang, EMBEDDING_LANGUAGES)
    resource = files("phiscrub").joinpath("data", "embeddings", f"{lang}_clusters.tsv.gz")

    def read_rows() -> dict[str, str]:
        text = gzip.decompress(resource.read_bytes()).decode("utf-8")
        return dict(line.split("\t", 1) for line in text.splitlines() if line and not line.startswith("#"))

    return ClusterTable(cached_table(f"embedding-clusters-{lang}", [resource, __file__], read_rows))
