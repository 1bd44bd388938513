"""Throughput and memory of `phiscrub tag` (the hybrid pipeline) and of `phiscrub deid` in one process.

    .venv/bin/python benchmarks/speed.py --corpus data/synth/dev.jsonl [--model DIR | --lang en] [--limit N]

Prints a table: pipeline, notes, tokens/note, notes/s/core, tokens/s, peak MB (peak resident memory of this
process, from getrusage). CPU time is used for the per-core rate so that a busy machine does not skew it; wall time
is printed too. Never prints note text.
"""

from __future__ import annotations

import argparse
import resource
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from phiscrub.document import Document
from phiscrub.io.registry import guess_format, reader
from phiscrub.tokenize import tokenize


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(name: str, docs: Sequence[Document], run: Callable[[Document], object]) -> str:
    for doc in docs[:5]:  # warm-up: lazy loads and caches
        run(doc)
    tokens = sum(len(tokenize(doc.text)) for doc in docs)
    wall, cpu = time.perf_counter(), time.process_time()
    for doc in docs:
        run(doc)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return (
        f"| {name:<28} | {len(docs):>5} | {tokens / len(docs):>6.0f} | {len(docs) / cpu:>8.1f} | {tokens / cpu:>9.0f} "
        f"| {len(docs) / wall:>8.1f} | {peak_mb():>7.0f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--format", help="corpus format (default: guessed)")
    parser.add_argument("--corpus-map", default="canonical", help="label map of the corpus (e.g. meddocan)")
    parser.add_argument("--model", type=Path, help="hybrid model folder (default: the shipped model of --lang)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=500)
    args = parser.parse_args()

    from phiscrub.hybrid import HybridPipeline
    from phiscrub.replace.registry import replacer
    from phiscrub.taggers.rules import RuleTagger

    docs = list(reader(args.format or guess_format(args.corpus))(args.corpus, args.corpus_map))[: args.limit]
    pipeline = HybridPipeline.load(args.model) if args.model else HybridPipeline.load_default(args.lang)
    rules = RuleTagger(lang=args.lang)
    surrogate = replacer(
        "surrogate", key=b"benchmark-key-not-secret-000000", locale="es_ES" if args.lang == "es" else "en_US"
    )
    tagged = [pipeline.tag(doc) for doc in docs]
    print("| pipeline                     | notes | tok/nt | notes/s/core | tokens/s/core | notes/s wall | peak MB |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print(measure("rules only", docs, rules.tag))
    print(measure("hybrid tag (rules + 2 CRFs)", docs, pipeline.tag))
    by_id = {doc.id: doc for doc in tagged}
    print(measure("surrogate replacement only", docs, lambda doc: surrogate.replace(by_id[doc.id])))
    print(measure("tag + surrogate (deid)", docs, lambda doc: surrogate.replace(pipeline.tag(doc))))


if __name__ == "__main__":
    main()
