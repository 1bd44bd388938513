"""Time per character and peak memory of tagging one long note: 1x .. 256x notes of a corpus joined into one.

Each size runs in a fresh process (so its peak RSS is its own): the joined note is tagged once, then the same notes
one by one, for the time the windowed long note should match. Prints a markdown table for benchmarks/RESULTS.md.

    python benchmarks/long_notes.py [--corpus data/synth/dev.jsonl] [--lang en] [--factors 1 4 16 64 256]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent / "data" / "synth" / "dev.jsonl"
SEPARATOR = "\n\n"


def _texts(corpus: Path, count: int) -> list[str]:
    notes = [json.loads(line)["text"] for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [notes[i % len(notes)] for i in range(count)]


def measure(corpus: Path, lang: str, factor: int) -> dict[str, float]:
    """Return chars, seconds for the joined note and for its notes one by one, and peak RSS (MB) of this process."""
    from phiscrub.document import Document
    from phiscrub.hybrid import HybridPipeline

    pipeline = HybridPipeline.load_default(lang)
    texts = _texts(corpus, factor)
    joined = SEPARATOR.join(texts)
    pipeline.tag(Document("warm-up", texts[0]))  # loads the dictionaries and vectors, which every size needs once
    started = time.perf_counter()
    spans = len(pipeline.tag(Document("long", joined)).spans)
    joined_seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    started = time.perf_counter()
    for i, text in enumerate(texts):
        pipeline.tag(Document(f"n{i}", text))
    separate_seconds = time.perf_counter() - started
    return {"chars": len(joined), "spans": spans, "joined": joined_seconds, "separate": separate_seconds, "mb": peak_mb}


def main() -> None:
    """Run each size in a child process and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="JSONL notes to join")
    parser.add_argument("--lang", default="en", help="shipped model to tag with")
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 4, 16, 64, 256], help="notes per long note")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(measure(args.corpus, args.lang, args.child)))
        return
    print(f"corpus: {args.corpus.name}, model: {args.lang}; one process per row, peak RSS of that process\n")
    print("| notes joined | chars | spans | joined s | us/char | notes one by one s | joined / one by one | peak MB |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for factor in args.factors:
        command = [sys.executable, __file__, "--corpus", str(args.corpus), "--lang", args.lang, "--child", str(factor)]
        row = json.loads(subprocess.run(command, capture_output=True, check=True, text=True).stdout)
        print(
            f"| {factor} | {row['chars']:,} | {row['spans']:,} | {row['joined']:.2f} "
            f"| {row['joined'] / row['chars'] * 1e6:.1f} | {row['separate']:.2f} "
            f"| {row['joined'] / row['separate']:.2f} | {row['mb']:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
