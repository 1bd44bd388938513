"""The hybrid pipeline's tagging speed with python-crfsuite's decoder and with phiscrub's compiled one, interleaved.

    .venv/bin/python benchmarks/crf_decoder.py --corpus data/synth/dev.jsonl [--model DIR | --lang en] [--limit N]
        [--rounds 5]

Loads the pipeline twice, once per decoder (`PHISCRUB_CRF_DECODER`), checks that both give the same spans on every
note, then tags the notes with each in turn, `--rounds` times, and prints a table: decoder, notes, notes per
CPU-second (best round and median), peak MB of this process. Interleaving the rounds keeps a busy machine from
favouring one decoder. CPU time, not wall time. Never prints note text.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from phiscrub.document import Document
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.registry import guess_format, reader
from phiscrub.taggers.crf_engine import DECODER_ENV, compiled_decoder_available

DECODERS = ("crfsuite", "compiled")


def load(decoder: str, model: Path | None, lang: str) -> HybridPipeline:
    os.environ[DECODER_ENV] = decoder
    try:
        return HybridPipeline.load(model) if model else HybridPipeline.load_default(lang)
    finally:
        del os.environ[DECODER_ENV]


def cpu_seconds(pipeline: HybridPipeline, docs: Sequence[Document]) -> float:
    start = time.process_time()
    for doc in docs:
        pipeline.tag(doc)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--format", help="corpus format (default: guessed)")
    parser.add_argument("--corpus-map", default="canonical", help="label map of the corpus (e.g. meddocan)")
    parser.add_argument("--model", type=Path, help="hybrid model folder (default: the shipped model of --lang)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if not compiled_decoder_available():
        raise SystemExit("the compiled decoder was not built (no C compiler at install?)")

    docs = list(reader(args.format or guess_format(args.corpus))(args.corpus, args.corpus_map))[: args.limit]
    pipelines = {decoder: load(decoder, args.model, args.lang) for decoder in DECODERS}
    for k, doc in enumerate(docs):
        if pipelines["crfsuite"].tag(doc) != pipelines["compiled"].tag(doc):
            raise SystemExit(f"the decoders disagree on note {k} ({doc.id})")
    times: dict[str, list[float]] = {decoder: [] for decoder in DECODERS}
    for _ in range(args.rounds):
        for decoder in DECODERS:
            times[decoder].append(cpu_seconds(pipelines[decoder], docs))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{len(docs)} notes, identical spans with both decoders; {args.rounds} interleaved rounds, CPU time")
    print("| decoder   | notes/CPU-s (best) | notes/CPU-s (median) |")
    print("|-----------|-------------------:|---------------------:|")
    for decoder in DECODERS:
        best, median = min(times[decoder]), statistics.median(times[decoder])
        print(f"| {decoder:<9} | {len(docs) / best:>18.1f} | {len(docs) / median:>20.1f} |")
    ratio = statistics.median(times["crfsuite"]) / statistics.median(times["compiled"])
    print(f"compiled / crfsuite (medians): {ratio:.2f}x; peak RSS of this process (both pipelines) {peak:.0f} MB")


if __name__ == "__main__":
    main()
