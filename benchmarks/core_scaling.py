"""Does one process slow down as more cores are busy? Independent processes side by side, no `deid` in between.

    .venv/bin/python benchmarks/core_scaling.py --corpus data/synth/dev.jsonl [--processes 1 2 4 8 16]
        [--model DIR | --lang en] [--limit N] [--control-only] [--pin]

`deid --workers N` on a many-core machine scales below N. Two causes look alike from outside: the command's own
serial parts (start, worker start-up and model loads, reading, writing) and each process running slower while the
other cores are busy (shared caches and memory bandwidth, a virtual machine's vCPUs being hyperthreads of fewer
host cores, lower clock when many cores run). This script measures the second alone. For each N it starts N
processes at once; each one loads the pipeline, waits at a barrier, then tags the same notes and reports its CPU
time and wall time for the tagging alone. Beside it, a control: the same N processes running a fixed pure-Python
loop that touches almost no memory. It prints, per N, the median and worst CPU ms per note and per loop, and the
slow-down against N = 1:

- the control slows down as well: the machine gives each process less as it fills (frequency, shared cores);
- only the tagging slows down: the processes compete for caches or memory (model tables, allocator);
- neither slows down: the loss is in `deid`'s serial parts (see benchmarks/deid_speed.py).

With `--pin` each process binds itself to one CPU of its own (`os.sched_setaffinity`), so that the kernel does not
move it between CPUs and their caches. Never prints note text.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

_CONTROL_LOOPS = 12_000_000
_CONTROL_REPEATS = 5


def control_loop() -> float:
    """Return the CPU seconds of a fixed pure-Python workload that lives in the first-level caches."""
    started = time.process_time()
    for _ in range(_CONTROL_REPEATS):
        total = 0
        for i in range(_CONTROL_LOOPS // _CONTROL_REPEATS):
            total += i * i % 7
    return time.process_time() - started


def pin_to(cpu: int | None) -> None:
    """Bind this process to CPU number `cpu` of those it may use (None: leave it where the kernel puts it)."""
    if cpu is None or not hasattr(os, "sched_setaffinity"):
        return
    allowed = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {allowed[cpu % len(allowed)]})


def _control_worker(barrier: Any, results: Any, cpu: int | None) -> None:
    pin_to(cpu)
    barrier.wait()
    wall = time.perf_counter()
    cpu = control_loop()
    results.put(("control", cpu, time.perf_counter() - wall))


def _tag_worker(
    barrier: Any, results: Any, cpu: int | None, corpus: str, model: str | None, lang: str, limit: int
) -> None:
    pin_to(cpu)
    from phiscrub.document import Document
    from phiscrub.hybrid import HybridPipeline
    from phiscrub.io.registry import guess_format, reader

    path = Path(corpus)
    docs = [Document(d.id, d.text) for d in reader(guess_format(path))(path, "canonical")][:limit]
    pipeline = HybridPipeline.load(Path(model)) if model else HybridPipeline.load_default(lang)
    for doc in docs[:20]:  # warm-up: lazy loads and caches
        pipeline.tag(doc)
    barrier.wait()
    wall, cpu = time.perf_counter(), time.process_time()
    for doc in docs:
        pipeline.tag(doc)
    results.put(("tag", (time.process_time() - cpu) / len(docs), (time.perf_counter() - wall) / len(docs)))


def run_side_by_side(
    processes: int, target: Any, args: tuple[Any, ...], pin: bool = False
) -> list[tuple[float, float]]:
    """Start `processes` copies of `target` together (spawned) and return each one's (cpu, wall) figures.

    With `pin`, copy k is bound to CPU k.
    """
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(processes)
    results = context.Queue()
    started = [
        context.Process(target=target, args=(barrier, results, k if pin else None, *args)) for k in range(processes)
    ]
    for process in started:
        process.start()
    figures = [results.get()[1:] for _ in started]
    for process in started:
        process.join()
        if process.exitcode:
            raise SystemExit(f"a worker process failed (exit code {process.exitcode})")
    return figures


def table_row(name: str, processes: int, figures: Sequence[tuple[float, float]], unit: float, base: float) -> str:
    cpu = sorted(f[0] * unit for f in figures)
    wall = sorted(f[1] * unit for f in figures)
    median = statistics.median(cpu)
    return (
        f"| {name} | {processes} | {median:.2f} | {cpu[-1]:.2f} | {statistics.median(wall):.2f} "
        f"| {median / base if base else 1.0:.2f}x |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="a corpus file (JSONL, ...)")
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    parser.add_argument("--model", type=Path, help="hybrid model folder (default: the shipped model of --lang)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=600, help="notes each process tags")
    parser.add_argument("--control-only", action="store_true", help="run the pure-Python control alone")
    parser.add_argument("--pin", action="store_true", help="bind each process to a CPU of its own")
    args = parser.parse_args()
    model = args.model or f"shipped {args.lang}"
    print(f"cores={os.cpu_count()}, corpus={args.corpus.name}, model={model}, pinned={args.pin}")
    print("| workload | processes | CPU per item, median | CPU per item, worst | wall per item, median | slow-down |")
    print("|---|---:|---:|---:|---:|---:|")
    base_control = base_tag = 0.0
    for processes in args.processes:
        control = run_side_by_side(processes, _control_worker, (), args.pin)
        base_control = base_control or statistics.median(f[0] for f in control)
        print(table_row("control loop (s)", processes, control, 1.0, base_control), flush=True)
        if args.control_only:
            continue
        tag_args = (str(args.corpus), str(args.model) if args.model else None, args.lang, args.limit)
        tagged = run_side_by_side(processes, _tag_worker, tag_args, args.pin)
        base_tag = base_tag or statistics.median(f[0] for f in tagged) * 1000
        print(table_row("tag (ms/note)", processes, tagged, 1000.0, base_tag), flush=True)


if __name__ == "__main__":
    main()
