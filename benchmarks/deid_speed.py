"""Throughput and peak memory of the `phiscrub deid` command, with 1 and 2 worker processes.

    .venv/bin/python benchmarks/deid_speed.py --corpus data/synth/dev.jsonl [--workers 1 2] [--replace surrogate]

Runs the real command in a subprocess per setting (a fresh output folder each time) and prints a table: workers,
notes, wall seconds, notes/s, the CPU seconds of all its processes together (the command and its workers, user +
system) and per note, and the peak resident memory of the largest process (getrusage of the children; the main
process and each worker are separate processes). CPU per note that grows with the workers means each process runs
slower on a fuller machine (benchmarks/core_scaling.py tells why); CPU per note that stays flat while notes/s
falls behind the workers means waiting (serial parts). Never prints note text.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def count_notes(path: Path) -> int:
    with path.open("rb") as handle:
        return sum(1 for line in handle if line.strip())


def children_cpu() -> float:
    """Return the user + system CPU seconds of the finished child processes (and theirs) so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="a JSONL corpus")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--replace", default="surrogate")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--model", type=Path)
    args = parser.parse_args()
    notes = count_notes(args.corpus)
    print(f"corpus: {args.corpus.name} ({notes} notes), replace={args.replace}, cores={os.cpu_count()}")
    print("| workers | notes | wall s | notes/s | CPU s (all processes) | CPU ms/note | peak MB (largest process) |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for workers in args.workers:
        with tempfile.TemporaryDirectory(prefix="phiscrub-deid-bench-") as work:
            command = [
                sys.executable,
                "-m",
                "phiscrub.cli.main",
                "deid",
                str(args.corpus),
                "-o",
                f"{work}/out.jsonl",
                "--replace",
                args.replace,
                "--workers",
                str(workers),
                "--lang",
                args.lang,
                "--no-progress",
            ]
            if args.model:
                command += ["--model", str(args.model)]
            env = dict(os.environ, PHISCRUB_KEY="benchmark-key-not-a-secret-0123456789")
            before = children_cpu()
            started = time.perf_counter()
            subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = time.perf_counter() - started
            cpu = children_cpu() - before
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            print(
                f"| {workers} | {notes} | {wall:.1f} | {notes / wall:.1f} | {cpu:.1f} | {cpu / notes * 1000:.2f} "
                f"| {peak:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
