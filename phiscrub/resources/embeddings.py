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
from collections.abc import Mapping
from importlib.resources import files
from typing import Final

from phiscrub.errors import UnknownComponentError

EMBEDDING_LANGUAGES: Final[tuple[str, ...]] = ("en",)
"""Languages with a packaged cluster table."""


@functools.cache
def load_embedding_clusters(lang: str = "en") -> Mapping[str, tuple[str, ...]]:
    """Return lower-cased word -> its cluster ids, coarse to fine, as strings (read once per process).

    Args:
        lang: The language of the table ("en").
    """
    if lang not in EMBEDDING_LANGUAGES:
        raise UnknownComponentError("embedding cluster language", lang, EMBEDDING_LANGUAGES)
    resource = files("phiscrub").joinpath("data", "embeddings", f"{lang}_clusters.tsv.gz")
    table: dict[str, tuple[str, ...]] = {}
    with resource.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#"):
                continue
            word, *ids = line.rstrip("\n").split("\t")
            table[word] = tuple(ids)
    return table
