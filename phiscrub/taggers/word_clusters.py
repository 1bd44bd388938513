"""Word representations learned from the training notes: clusters of distributional word vectors.

Lee et al. 2017 feature (9) uses Brown clusters, random indexing and word2vec clusters built on MIMIC II, and feature
(11) binarized GloVe embeddings; neither corpus nor those vectors are available offline. The substitute, honest and
small: count co-occurrences of lower-cased words within ±`window` tokens in the training text, weight them by positive
pointwise mutual information (PPMI), reduce with truncated SVD and cluster the unit-length vectors with k-means, once
per granularity in `n_clusters` (coarse and fine, standing in for Brown cluster prefixes). Words seen fewer than
`min_count` times get no cluster. The table maps training words to cluster ids, so a saved model holds words of its
training notes.
"""

from __future__ import annotations

import hashlib
import marshal
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scipy import sparse


@dataclass(frozen=True, slots=True)
class WordClusters:
    """A table word -> one cluster id per granularity; `features(word)` gives the CRF feature strings."""

    table: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    n_clusters: tuple[int, ...] = ()
    fingerprint: str = field(init=False, repr=False, compare=False)
    """A digest of the table and granularities: equal clusters have equal fingerprints (feature extractors of one
    note share their cluster features when the fingerprints agree)."""

    def __post_init__(self) -> None:
        table = dict(self.table)
        object.__setattr__(self, "table", MappingProxyType(table))
        # marshal: a few times faster than JSON for the same bytes within one process (fingerprints never leave it);
        # version 2 writes no back-references, whose presence depends on how the table's objects happen to be shared
        # (a trained table and the same table read back from disk would otherwise differ)
        digest = hashlib.sha256(marshal.dumps((tuple(self.n_clusters), sorted(table.items())), 2))
        object.__setattr__(self, "fingerprint", digest.hexdigest())

    def __reduce__(self) -> tuple[type[WordClusters], tuple[dict[str, tuple[int, ...]], tuple[int, ...]]]:
        # a read-only view does not pickle: rebuilt from a plain copy of the table
        return type(self), (dict(self.table), self.n_clusters)

    def clusters_of(self, word: str) -> tuple[int, ...] | None:
        """Return the cluster ids of a lower-cased word, or None for a word not seen often enough in training."""
        return self.table.get(word)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-serialisable form (see `from_json`)."""
        return {"n_clusters": list(self.n_clusters), "table": {word: list(ids) for word, ids in self.table.items()}}

    @classmethod
    def from_json(cls, record: Mapping[str, Any]) -> WordClusters:
        """Return the clusters `to_json` wrote."""
        table = {str(word): tuple(map(int, ids)) for word, ids in dict(record["table"]).items()}
        return cls(table, tuple(int(k) for k in record["n_clusters"]))

    def to_table(self) -> dict[str, Any]:
        """Return the clusters and their fingerprint as plain values (a load cache's table; see `from_table`)."""
        return {"table": dict(self.table), "n_clusters": self.n_clusters, "fingerprint": self.fingerprint}

    @classmethod
    def from_table(cls, record: Mapping[str, Any]) -> WordClusters:
        """Return the clusters `to_table` gave, their fingerprint as recorded there (not worked out again)."""
        clusters: WordClusters = object.__new__(cls)
        object.__setattr__(clusters, "table", MappingProxyType(dict(record["table"])))
        object.__setattr__(clusters, "n_clusters", tuple(record["n_clusters"]))
        object.__setattr__(clusters, "fingerprint", str(record["fingerprint"]))
        return clusters


def _cooccurrence(
    sequences: Sequence[Sequence[str]], vocabulary: Mapping[str, int], contexts: Mapping[str, int], window: int
) -> sparse.csr_matrix:
    import numpy as np  # noqa: PLC0415 - training only; loading a model must not pay for numpy, scipy, scikit-learn
    from scipy import sparse  # noqa: PLC0415

    rows: list[int] = []
    cols: list[int] = []
    for words in sequences:
        ids = [vocabulary.get(word, -1) for word in words]
        context_ids = [contexts.get(word, -1) for word in words]
        for i, row in enumerate(ids):
            if row < 0:
                continue
            for j in range(max(0, i - window), min(len(words), i + window + 1)):
                if j != i and context_ids[j] >= 0:
                    rows.append(row)
                    cols.append(context_ids[j])
    data = np.ones(len(rows), dtype=np.float64)
    matrix = sparse.coo_matrix((data, (rows, cols)), shape=(len(vocabulary), len(contexts))).tocsr()
    matrix.sum_duplicates()
    return matrix


def _ppmi(counts: sparse.csr_matrix) -> sparse.csr_matrix:
    import numpy as np  # noqa: PLC0415 - training only
    from scipy import sparse  # noqa: PLC0415

    total = counts.sum()
    if total == 0:
        return counts
    row_sums = np.asarray(counts.sum(axis=1)).ravel()
    col_sums = np.asarray(counts.sum(axis=0)).ravel()
    coo = counts.tocoo()
    pmi = np.log(coo.data * total / (row_sums[coo.row] * col_sums[coo.col]))
    keep = pmi > 0
    return sparse.csr_matrix((pmi[keep], (coo.row[keep], coo.col[keep])), shape=counts.shape)


def fit_word_clusters(
    sequences: Iterable[Sequence[str]],
    n_clusters: Sequence[int] = (32, 128),
    min_count: int = 2,
    max_vocabulary: int = 20000,
    max_contexts: int = 2000,
    window: int = 2,
    dimensions: int = 50,
    seed: int = 0,
) -> WordClusters:
    """Return word clusters learned from token sequences (lower-cased words), as the module docstring describes.

    Args:
        sequences: The lower-cased tokens of each sentence or note of the training text.
        n_clusters: The number of clusters of each granularity.
        min_count: Words seen fewer times get no cluster.
        max_vocabulary: At most this many of the most frequent words are clustered.
        max_contexts: At most this many of the most frequent words serve as context dimensions.
        window: Co-occurrence window (tokens each side).
        dimensions: SVD dimensions before clustering.
        seed: Seed of the SVD and k-means.
    """
    # scikit-learn takes about 1.5 s to import and only training needs it (numpy: 0.04 s)
    import numpy as np  # noqa: PLC0415
    from sklearn.cluster import MiniBatchKMeans  # noqa: PLC0415
    from sklearn.decomposition import TruncatedSVD  # noqa: PLC0415

    sequences = [list(words) for words in sequences]
    frequencies = Counter(word for words in sequences for word in words)
    frequent = [word for word, count in frequencies.most_common(max_vocabulary) if count >= min_count]
    wanted = [k for k in n_clusters if k > 0]
    if not wanted or len(frequent) < 2 * max(wanted):
        wanted = [k for k in wanted if len(frequent) >= 2 * k]
    if not wanted:
        return WordClusters({}, ())
    vocabulary = {word: i for i, word in enumerate(frequent)}
    contexts = {word: i for i, (word, _) in enumerate(frequencies.most_common(max_contexts))}
    weights = _ppmi(_cooccurrence(sequences, vocabulary, contexts, window))
    components = max(1, min(dimensions, weights.shape[1] - 1, weights.shape[0] - 1))
    vectors = TruncatedSVD(components, random_state=seed).fit_transform(weights)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors = vectors / np.where(norms == 0, 1.0, norms)
    assignments = [
        MiniBatchKMeans(k, random_state=seed, n_init=3, batch_size=1024).fit_predict(vectors) for k in wanted
    ]
    table = {word: tuple(int(labels[i]) for labels in assignments) for word, i in vocabulary.items()}
    return WordClusters(table, tuple(wanted))
