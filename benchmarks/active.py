"""Active learning (Li et al. 2019) on an annotated corpus: learning curves of the query strategies, and a report.

    # one experiment: a batch size, some strategies (or the paper's whole grid: --strategies paper), some runs
    .venv/bin/python benchmarks/active.py run --train TRAIN.jsonl --dev DEV.jsonl --label-map meddocan --lang es \
        --batch 10 --iterations 10 --initial 10 --runs 3 --strategies random lcub:0.6 elb:0.01 roi roi-full \
        --name batch10 [--workers 2] [--max-iterations 30] [--results docs/results/active]
    # later, run 3 alone (the initial batch and seeds `--runs 4` would give it), added to batch10's files
    .venv/bin/python benchmarks/active.py run ... --runs 1 --first-run 3 --name batch10
    # the report: every experiment found in --results, with plots
    .venv/bin/python benchmarks/active.py report [--results docs/results/active] [--out docs/results/active.md] \
        [--intro docs/results/active/notes.md] [--discussion docs/results/active/discussion.md]

`run` replays the paper's protocol (`phiscrub.active.simulate`) and writes `<name>.points.csv` (every run's counts),
`<name>.timings.csv` and `<name>.json` (the command, settings, corpus sizes, wall and CPU seconds) to --results.
With `--first-run K` it runs runs K to K + runs - 1 only and adds them to the files of --name already there (same
settings, no run twice), listing each command in the record's "invocations"; without it, it runs 0 to runs - 1 and
replaces them. `report` averages every run found (the files of a --group together), plots overall P/R/F1 and
per-type F1 against training documents, finds the documents each strategy needs to reach strict F1 0.9 (the paper's
headline), compares the best active strategy with random, and writes the markdown. Figures only, never note text.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import platform
import resource
import shlex
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from phiscrub.active.plots import plot_overall, plot_per_type
from phiscrub.active.simulate import (
    OVERALL,
    CurvePoint,
    IterationTiming,
    MeanPoint,
    ModelSettings,
    SimulationResult,
    SimulationSettings,
    documents_to_reach,
    final_points,
    mean_curves,
    simulate,
    write_points_csv,
    write_timings_csv,
)
from phiscrub.active.strategies import Strategy, paper_grid, parse_strategy
from phiscrub.evaluate.metrics import Counts
from phiscrub.io.atomic import atomic_write
from phiscrub.io.jsonl import read_jsonl

TARGETS = (0.85, 0.9)
HEADLINE = 0.9


# Settings that must match for runs of separate invocations to be one experiment.
SAME_EXPERIMENT = ("group", "train_notes", "dev_notes", "batch", "iterations", "initial", "seed", "model")


def invocations(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The commands that wrote an experiment's files (a record without "invocations": its command, runs 0 on)."""
    if "invocations" in record:
        return list(record["invocations"])
    keys = ("command", "strategies", "workers", "wall_seconds", "cpu_seconds", "machine", "date")
    return [{"runs": list(range(record["runs"])), **{key: record[key] for key in keys if key in record}}]


def earlier_results(
    record: dict[str, Any], results: Path, runs: range
) -> tuple[dict[str, Any], list[CurvePoint], list[IterationTiming]] | None:
    """The record, points and timings of --name already on disk (None: none), checked to take `runs` of `record`."""
    path = results / f"{record['name']}.json"
    if not path.exists():
        return None
    earlier = json.loads(path.read_text(encoding="utf-8"))
    earlier.setdefault("group", earlier["name"])
    differ = [key for key in SAME_EXPERIMENT if earlier.get(key) != record[key]]
    if differ:
        raise SystemExit(f"{path}: other {', '.join(differ)} than this command; choose another --name")
    points = read_points(results / f"{record['name']}.points.csv")
    done = {(p.strategy, p.run) for p in points}
    twice = sorted({run for spec in record["strategies"] for run in runs if (spec, run) in done})
    if twice:
        raise SystemExit(f"{path}: run(s) {', '.join(map(str, twice))} already there; choose another --first-run")
    return earlier, points, read_timing_rows(results / f"{record['name']}.timings.csv")


def merge_results(
    record: dict[str, Any],
    result: SimulationResult,
    earlier: tuple[dict[str, Any], list[CurvePoint], list[IterationTiming]] | None,
) -> tuple[dict[str, Any], SimulationResult]:
    """The record and results of this invocation (`record`, `result`) added to those already on disk."""
    invocation_keys = ("command", "strategies", "workers", "wall_seconds", "cpu_seconds", "machine", "date")
    this = {"runs": record["run_numbers"], **{key: record[key] for key in invocation_keys}}
    settings = {key: value for key, value in record.items() if key not in invocation_keys or key == "strategies"}
    if earlier is None:
        return {**settings, "invocations": [this]}, result
    earlier_record, points, timings = earlier
    strategies = list(dict.fromkeys([*earlier_record["strategies"], *record["strategies"]]))
    order = {spec: index for index, spec in enumerate(strategies)}
    run_numbers = sorted({p.run for p in points} | set(record["run_numbers"]))
    merged = {
        **settings,
        "strategies": strategies,
        "runs": len(run_numbers),
        "run_numbers": run_numbers,
        "invocations": [*invocations(earlier_record), this],
    }
    return merged, SimulationResult(
        tuple(sorted([*points, *result.points], key=lambda p: (order[p.strategy], p.run))),
        tuple(sorted([*timings, *result.timings], key=lambda t: (order[t.strategy], t.run))),
    )


def run(args: argparse.Namespace) -> None:
    strategies: list[Strategy] = []
    for spec in args.strategies:
        strategies.extend(paper_grid() if spec == "paper" else [parse_strategy(spec)])
    train = list(read_jsonl(args.train, corpus=args.label_map))
    dev = list(read_jsonl(args.dev, corpus=args.label_map))
    settings = SimulationSettings(
        batch=args.batch, iterations=args.iterations, initial=args.initial, runs=args.runs, seed=args.seed
    )
    model = ModelSettings(kind=args.kind, max_iterations=args.max_iterations, lang=args.lang, seed=args.seed)
    record: dict[str, Any] = {
        "name": args.name,
        "group": args.group or args.name,
        "command": "python " + " ".join(shlex.quote(arg) for arg in sys.argv),
        "train_notes": len(train),
        "dev_notes": len(dev),
        "strategies": [str(s) for s in dict.fromkeys(strategies)],
        "batch": args.batch,
        "iterations": args.iterations,
        "initial": args.initial,
        "runs": args.runs,
        "seed": args.seed,
        "model": {"kind": model.kind, "max_iterations": model.max_iterations, "groups": list(model.groups())},
        "workers": args.workers,
    }
    earlier = None
    if args.first_run is not None:
        if args.first_run < 0:
            raise SystemExit(f"--first-run must be >= 0 (got {args.first_run})")
        runs = range(args.first_run, args.first_run + args.runs)
        record["run_numbers"] = list(runs)
        earlier = earlier_results(record, args.results, runs)
    started, cpu_self = time.perf_counter(), time.process_time()
    if args.first_run is None:
        result = simulate(strategies, train, dev, settings, model, args.workers)
    else:
        result = simulate(strategies, train, dev, settings, model, args.workers, first_run=args.first_run)
    wall = time.perf_counter() - started
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time() - cpu_self + children.ru_utime + children.ru_stime
    record |= {
        "wall_seconds": round(wall, 1),
        "cpu_seconds": round(cpu, 1),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "date": time.strftime("%Y-%m-%d"),
    }
    if args.first_run is not None:
        record, result = merge_results(record, result, earlier)
    args.results.mkdir(parents=True, exist_ok=True)
    write_points_csv(result.points, args.results / f"{args.name}.points.csv")
    write_timings_csv(result.timings, args.results / f"{args.name}.timings.csv")
    with atomic_write(args.results / f"{args.name}.json") as handle:
        json.dump(record, handle, indent=2)
    print(f"{args.name}: {len(result.points)} points, {wall:.0f}s wall, {cpu:.0f}s CPU")


# ---------------------------------------------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------------------------------------------


def read_points(path: Path) -> list[CurvePoint]:
    with path.open(encoding="utf-8") as handle:
        return [
            CurvePoint(
                row["strategy"],
                int(row["batch"]),
                int(row["run"]),
                int(row["iteration"]),
                int(row["documents"]),
                row["level"],
                row["label"],
                Counts(int(row["tp"]), int(row["fp"]), int(row["fn"])),
            )
            for row in csv.DictReader(handle)
        ]


def read_timings(path: Path) -> dict[str, list[tuple[float, float, float]]]:
    by_strategy: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    with path.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            by_strategy[row["strategy"]].append(
                (float(row["fit_seconds"]), float(row["evaluate_seconds"]), float(row["query_seconds"]))
            )
    return by_strategy


def read_timing_rows(path: Path) -> list[IterationTiming]:
    with path.open(encoding="utf-8") as handle:
        return [
            IterationTiming(
                row["strategy"],
                int(row["batch"]),
                int(row["run"]),
                int(row["iteration"]),
                int(row["documents"]),
                float(row["fit_seconds"]),
                float(row["evaluate_seconds"]),
                float(row["query_seconds"]),
            )
            for row in csv.DictReader(handle)
        ]


def pct(value: float) -> str:
    return f"{100 * value:.1f}"


def title(spec: str) -> str:
    return parse_strategy(spec).title


def best_active(reached: dict[str, int | None], final: dict[str, MeanPoint]) -> str | None:
    """The active strategy reaching the headline F1 with the fewest documents (ties: the higher final F1)."""
    active = [s for s in final if s != "random"]
    if not active:
        return None
    never = 10**9
    return min(active, key=lambda s: (reached.get(s) or never, -final[s].f1))


def runs_label(runs: Sequence[int]) -> str:
    """'run 2', 'runs 0-2' or 'runs 0, 2'."""
    if len(runs) == 1:
        return f"run {runs[0]}"
    if list(runs) == list(range(runs[0], runs[-1] + 1)):
        return f"runs {runs[0]}-{runs[-1]}"
    return "runs " + ", ".join(map(str, runs))


def write_spread_csv(points: Sequence[CurvePoint], order: Sequence[str], path: Path) -> None:
    """Write, per strategy and documents, the strict F1 over runs (mean, min, max) and each run's documents to 0.9."""
    strict = [p for p in points if p.level == "entity-strict" and p.label == OVERALL]
    with atomic_write(path) as handle:
        writer = csv.writer(handle, lineterminator="\n")
        header = ["strategy", "documents", "runs", "strict_f1_mean", "strict_f1_min", "strict_f1_max"]
        writer.writerow([*header, f"docs_to_f1_{HEADLINE}_per_run"])
        for spec in order:
            mine = [p for p in strict if p.strategy == spec]
            runs = sorted({p.run for p in mine})
            reached = [
                documents_to_reach(mean_curves(p for p in mine if p.run == run), HEADLINE).get(spec) for run in runs
            ]
            per_run = " ".join(str(docs) if docs is not None else "–" for docs in reached)
            for documents in sorted({p.documents for p in mine}):
                f1 = [p.f1 for p in mine if p.documents == documents]
                cells = [pct(sum(f1) / len(f1)), pct(min(f1)), pct(max(f1))]
                writer.writerow([spec, documents, len(f1), *cells, per_run])


def experiment_section(records: Sequence[dict[str, Any]], results: Path) -> tuple[list[str], str | None]:
    """The section of one group of runs (one batch size and protocol), and its headline line."""
    record = records[0]
    name = record["group"]
    points = [p for r in records for p in read_points(results / f"{r['name']}.points.csv")]
    timings: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    for r in records:
        for spec, rows in read_timings(results / f"{r['name']}.timings.csv").items():
            timings[spec] += rows
    means = mean_curves(points)
    order = sorted(dict.fromkeys(spec for r in records for spec in r["strategies"]), key=lambda s: s != "random")
    final = final_points(means)
    final_token = final_points(means, "token")
    reached = {target: documents_to_reach(means, target) for target in TARGETS}
    commands = [(r["name"], invocation) for r in records for invocation in invocations(r)]
    cpu = sum(invocation["cpu_seconds"] for _, invocation in commands)
    dates = ", ".join(sorted({invocation["date"] for _, invocation in commands}))
    run_counts = sorted({len({p.run for p in points if p.strategy == spec}) for spec in order})
    lines = [
        f"### {name}: batch {record['batch']}, {record['iterations']} iterations, initial {record['initial']}, "
        + (
            f"{run_counts[0]} run(s)" if len(run_counts) == 1 else f"{run_counts[0]}-{run_counts[-1]} runs per strategy"
        ),
        "",
        "```bash",
        *(invocation["command"] for _, invocation in commands),
        "```",
        "",
        f"{record['train_notes']} pool notes, {record['dev_notes']} evaluation notes; CRF kind "
        f"`{record['model']['kind']}`, {record['model']['max_iterations']} L-BFGS iterations per fit, feature groups "
        f"{', '.join(record['model']['groups'])}. Time ({dates}, on the shared machine): "
        + "; ".join(
            f"{file_name} ({runs_label(invocation['runs'])}) {invocation['wall_seconds'] / 60:.1f} min wall, "
            f"{invocation['cpu_seconds'] / 60:.1f} CPU-min"
            for file_name, invocation in commands
        )
        + f" ({cpu / 60:.1f} CPU-min in all).",
        "",
        "| strategy | documents | strict P | strict R | strict F1 | token F1 | docs to F1 0.85 | docs to F1 0.9 "
        "| s/iteration: fit | tag dev | query |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for spec in order:
        point = final[spec]
        times = timings.get(spec, [])
        mean_times = [sum(t[k] for t in times) / len(times) if times else 0.0 for k in range(3)]
        cells = [
            title(spec),
            str(point.documents),
            pct(point.precision),
            pct(point.recall),
            pct(point.f1),
            pct(final_token[spec].f1),
            *(str(reached[target].get(spec) or "–") for target in TARGETS),
            *(f"{value:.1f}" for value in mean_times),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    lines.append(
        'Scores are means over runs of the model trained on the most documents; "docs to F1 x" is the fewest '
        "training documents whose run-averaged strict F1 reaches x (– : not within the iterations run)."
    )
    lines.append("")
    if run_counts[-1] > 1:
        spread = results / f"{name}.spread.csv"
        write_spread_csv(points, order, spread)
        lines.append(
            f"Per strategy and document count, the mean, minimum and maximum strict F1 over runs, and the documents "
            f"each run needed to reach F1 {HEADLINE}: [{results.name}/{spread.name}]({results.name}/{spread.name})."
        )
        lines.append("")
    overall = results / f"{name}_overall.png"
    plot_overall(means, overall, "entity-strict", title=f"{name}: strict entity level, mean of runs")
    lines.append(f"![{name}: overall learning curves]({results.name}/{overall.name})")
    per_type = results / f"{name}_per_type.png"
    plot_per_type(means, per_type, "entity-strict", title=f"{name}: strict F1 per PHI type, mean of runs")
    lines.append("")
    lines.append(f"![{name}: F1 per PHI type]({results.name}/{per_type.name})")
    lines.append("")
    headline = None
    best = best_active(reached[HEADLINE], final)
    if best is not None and "random" in final:
        random_docs = reached[HEADLINE].get("random")
        best_docs = reached[HEADLINE].get(best)
        last = final["random"].documents
        headline = (
            f"batch {record['batch']} ({name}): best active strategy **{title(best)}** reaches strict F1 0.9 with "
            f"{best_docs if best_docs is not None else f'– (not within {final[best].documents})'} documents; "
            f"**random** with {random_docs if random_docs is not None else f'– (not within {last})'} "
            f"(final strict F1 {pct(final[best].f1)} vs {pct(final['random'].f1)} at {last} documents)."
        )
    return lines, headline


FAMILIES = ("random", "lc", "lcub", "entropy", "elb", "roi", "roi-full")


def setting_key(spec: str) -> tuple[int, tuple[float, ...]]:
    strategy = parse_strategy(spec)
    return FAMILIES.index(strategy.name), strategy.params


def grid_section(groups: Sequence[Sequence[dict[str, Any]]], results: Path) -> list[str]:
    """Strict F1 of every setting at the document counts all of them reached, per protocol (same initial batches).

    Groups with the same batch, initial batch size and seed start run k from the same initial batch, so a reduced
    grid run for a few iterations compares with the longer runs of the main strategies at equal documents, over the
    run numbers every group of the protocol has (a one-run grid beside three-run main strategies: their run 0).
    """
    protocols: dict[tuple[int, int, int], list[list[CurvePoint]]] = defaultdict(list)
    for records in groups:
        first = records[0]
        points = [p for r in records for p in read_points(results / f"{r['name']}.points.csv")]
        protocols[(first["batch"], first["initial"], first["seed"])].append(points)
    lines: list[str] = []
    for (batch, initial, seed), members in sorted(protocols.items(), reverse=True):
        shared_runs = set.intersection(*({p.run for p in points} for points in members))
        runs = len(shared_runs)
        means = mean_curves(p for points in members for p in points if p.run in shared_runs)
        overall = [m for m in means if m.level == "entity-strict" and m.label == OVERALL]
        by_strategy: dict[str, dict[int, float]] = defaultdict(dict)
        for m in overall:
            by_strategy[m.strategy][m.documents] = m.f1
        if len(by_strategy) < 3:
            continue
        shared = sorted(set.intersection(*(set(docs) for docs in by_strategy.values())))
        lines += [
            f"### Parameter grid: batch {batch}, initial {initial}, seed {seed}, {runs} run(s)",
            "",
            "Strict F1 (%) of every setting run with this protocol, at the document counts all of them reached "
            "(run k of every setting starts from the same initial batch, so the first column is the same for all).",
            "",
            "| setting | " + " | ".join(f"{d} docs" for d in shared) + " |",
            "|---|" + "---:|" * len(shared),
        ]
        for spec in sorted(by_strategy, key=setting_key):
            lines.append(f"| {title(spec)} | " + " | ".join(pct(by_strategy[spec][d]) for d in shared) + " |")
        lines.append("")
    return lines


def report(args: argparse.Namespace) -> None:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in sorted(args.results.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        groups[record.get("group", record["name"])].append(record)
    if not groups:
        raise SystemExit(f"no experiment in {args.results}: run `benchmarks/active.py run` first")
    sections: list[str] = []
    headlines: list[str] = []
    ordered = [records for _, records in sorted(groups.items(), key=lambda item: (-item[1][0]["batch"], item[0]))]
    for records in ordered:
        records.sort(key=lambda r: r["name"])
        lines, headline = experiment_section(records, args.results)
        sections += lines
        if headline:
            headlines.append(f"- {headline}")
    sections += grid_section(ordered, args.results)
    intro = (args.intro.read_text(encoding="utf-8").rstrip() + "\n\n") if args.intro else ""
    discussion = [args.discussion.read_text(encoding="utf-8").rstrip(), ""] if args.discussion else []
    text = "\n".join(
        [
            "# Active learning for de-identification (Li et al. 2019): results",
            "",
            intro + "## Headline: documents needed to reach strict entity F1 0.9",
            "",
            *headlines,
            "",
            *discussion,
            "## Experiments",
            "",
            *sections,
        ]
    )
    with atomic_write(args.out) as handle:
        handle.write(text.rstrip() + "\n")
    print(f"wrote {args.out} ({len(groups)} experiment groups)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="run one experiment")
    run_parser.add_argument("--train", type=Path, required=True, help="annotated pool (JSONL)")
    run_parser.add_argument("--dev", type=Path, required=True, help="annotated evaluation notes (JSONL)")
    run_parser.add_argument("--label-map", default="canonical")
    run_parser.add_argument("--lang", choices=("en", "es"), default="en")
    run_parser.add_argument("--batch", type=int, default=10)
    run_parser.add_argument("--iterations", type=int, default=10)
    run_parser.add_argument("--initial", type=int, default=10)
    run_parser.add_argument("--runs", type=int, default=3)
    run_parser.add_argument(
        "--first-run",
        type=int,
        help="run only runs FIRST_RUN to FIRST_RUN + runs - 1, added to --name's files (default: from 0, replaced)",
    )
    run_parser.add_argument("--strategies", nargs="+", default=["paper"], help="specs, or 'paper' for the grid")
    run_parser.add_argument("--kind", default="all")
    run_parser.add_argument("--max-iterations", type=int, default=30)
    run_parser.add_argument("--workers", type=int, default=1)
    run_parser.add_argument("--seed", type=int, default=0)
    run_parser.add_argument("--name", required=True, help="file stem of this experiment's results")
    run_parser.add_argument("--group", help="report this run together with others of the group (default: --name)")
    run_parser.add_argument("-v", "--verbose", action="store_true", help="log each iteration (with --workers 1)")
    run_parser.add_argument("--results", type=Path, default=Path("docs/results/active"))
    report_parser = commands.add_parser("report", help="write the markdown report from every experiment")
    report_parser.add_argument("--results", type=Path, default=Path("docs/results/active"))
    report_parser.add_argument("--out", type=Path, default=Path("docs/results/active.md"))
    report_parser.add_argument("--intro", type=Path, help="markdown put before the headline (setup, caveats)")
    report_parser.add_argument("--discussion", type=Path, help="markdown put after the headline (the reading)")
    args = parser.parse_args()
    if args.command == "run":
        if args.verbose:
            logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
        run(args)
    else:
        report(args)


if __name__ == "__main__":
    main()
