"""Learning without words (Dalianis & Boström 2012, Table 1): k-fold cross-validation of the feature-only taggers.

    .venv/bin/python benchmarks/featureonly.py --corpus TRAIN.jsonl [--corpus DEV.jsonl ...] --label-map meddocan \
        --lang es [--folds 10] [--seed 0] [--sample N] [--systems crf-words,crf-pos,forest,crf-features] \
        [--max-iterations 100] [--trees 100] [--class-weight balanced] [--jobs 1] [--markdown OUT.md] [--json OUT.json]

The notes of every --corpus are pooled (e.g. MEDDOCAN train + dev), optionally subsampled (`--sample N` notes, drawn
with the seed), shuffled with the seed and dealt to folds round robin, so folds are by document and fixed. Each fold
trains every system on the other folds and tags its own notes; the predictions of all folds are then scored together
(`phiscrub.evaluate.metrics.evaluate`, canonical labels), each note exactly once. Systems:

- crf-words: CRF with the words and the 14 features, window ±4 ("CRF++ with words and 14 features");
- crf-pos: CRF without words, POS tags only, window ±4 ("CRF++ w/o words and only POS tags");
- forest: random forest without words, the 14 features over a window of ±4 ("Random forest w/o words");
- crf-features: CRF without words, the 14 features over ±4 (not in the paper: separates "no words" from "forest").

Prints Table 1's layout (per class: instances, then P/R/F of each system side by side, the macro average as the
paper's "Average" row, and the micro average) at the strict entity level and at the token level, then fit and
predict times per fold and the process's peak memory. Figures only, never note text.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from phiscrub.document import Document
from phiscrub.engine import map_jobs
from phiscrub.evaluate.metrics import Counts, EvaluationResult, evaluate
from phiscrub.io.jsonl import read_jsonl
from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
from phiscrub.taggers.featureonly.estimator import FeatureOnlyEstimator
from phiscrub.taggers.featureonly.features import parse_length_buckets
from phiscrub.taggers.featureonly.forest import ForestTagger
from phiscrub.tokenize import tokenize

SYSTEMS = ("crf-words", "crf-pos", "forest", "crf-features")
TITLES = {
    "crf-words": "CRF (with words and 14 features)",
    "crf-pos": "CRF (w/o words, only POS tags)",
    "forest": "Random forest (w/o words, 14 features)",
    "crf-features": "CRF (w/o words, 14 features)",
}

SHORT = {"crf-words": "CRF words", "crf-pos": "CRF POS", "forest": "RF", "crf-features": "CRF feats"}
"""Column heads of the tables (TITLES says what each is)."""

Job = tuple[int, str, list[Document], list[Document], dict[str, Any]]


def make_tagger(system: str, settings: dict[str, Any]) -> FeatureOnlyEstimator:
    common = {
        "lang": settings["lang"],
        "pos": settings["pos"],
        "window": settings["window"],
        "length_buckets": settings["length_buckets"],
    }
    if system == "forest":
        return ForestTagger(
            n_estimators=settings["trees"],
            class_weight=settings["class_weight"],
            min_samples_leaf=settings["min_samples_leaf"],
            n_jobs=settings["forest_jobs"],
            seed=settings["seed"],
            **common,
        )
    crf = {"max_iterations": settings["max_iterations"], "c1": settings["c1"], "c2": settings["c2"], **common}
    if system == "crf-words":
        return FeatureCrfTagger(words=True, features="all", **crf)
    if system == "crf-pos":
        return FeatureCrfTagger(words=False, features="pos", **crf)
    return FeatureCrfTagger(words=False, features="all", **crf)


def run_job(job: Job) -> tuple[int, str, list[Document], float, float, float]:
    """Fit one system on one fold's training notes and tag its test notes; return the predictions and timings."""
    fold, system, train, test, settings = job
    tagger = make_tagger(system, settings)
    started = time.perf_counter()
    tagger.fit(train)  # type: ignore[attr-defined]
    fitted = time.perf_counter()
    predicted = tagger.tag_docs(test)
    done = time.perf_counter()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"fold {fold} {system}: fit {fitted - started:.1f} s, predict {done - fitted:.1f} s", flush=True)
    return fold, system, predicted, fitted - started, done - fitted, peak_mb


def split_folds(docs: Sequence[Document], k: int, seed: int) -> list[list[int]]:
    """Return the note indices of each fold: shuffled with `seed`, dealt round robin."""
    order = np.random.default_rng(seed).permutation(len(docs))
    return [sorted(int(i) for i in order[f::k]) for f in range(k)]


def _ratio(counts: Counts) -> tuple[float, float, float]:
    return counts.precision, counts.recall, counts.f1


def table(
    results: dict[str, EvaluationResult], gold: EvaluationResult, level: str, systems: Sequence[str], unit: str
) -> str:
    """Return Table 1's layout at `level`: per class instances, then P/R/F of each system; macro and micro rows."""
    instances = {label: counts.n_gold for label, counts in gold.by_label[level].items() if counts.n_gold}
    labels = sorted(instances, key=lambda label: (-instances[label], label))
    header = f"| Class | {unit} | " + " | ".join(f"{SHORT[s]} P | {SHORT[s]} R | {SHORT[s]} F" for s in systems) + " |"
    lines = [header, "|---|---:|" + "---:|---:|---:|" * len(systems)]

    def cells(figures: Sequence[tuple[float, float, float]]) -> str:
        return " | ".join(f"{p:.3f} | {r:.3f} | {f:.3f}" for p, r, f in figures)

    per_system: dict[str, list[tuple[float, float, float]]] = {s: [] for s in systems}
    for label in labels:
        row = []
        for system in systems:
            figures = _ratio(results[system].by_label[level].get(label, Counts(fn=instances[label])))
            per_system[system].append(figures)
            row.append(figures)
        lines.append(f"| {label} | {instances[label]} | {cells(row)} |")
    macro = [tuple(statistics.mean(column) for column in zip(*per_system[s], strict=True)) for s in systems]
    mean_instances = statistics.mean(instances.values()) if instances else 0
    lines.append(f"| Average (macro) | {mean_instances:.0f} | {cells(macro)} |")  # type: ignore[arg-type]
    micro = [_ratio(results[s].micro[level]) for s in systems]
    lines.append(f"| All (micro) | {sum(instances.values())} | {cells(micro)} |")
    return "\n".join(lines)


def load_docs(paths: Sequence[Path], label_map: str, sample: int | None, seed: int) -> list[Document]:
    docs = [doc for path in paths for doc in read_jsonl(path, corpus=label_map)]
    if sample is not None and sample < len(docs):
        keep = sorted(int(i) for i in np.random.default_rng(seed).choice(len(docs), size=sample, replace=False))
        docs = [docs[i] for i in keep]
    return docs


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--corpus", type=Path, action="append", required=True, help="JSONL notes (repeatable: pooled)")
    parser.add_argument("--label-map", default="canonical")
    parser.add_argument("--lang", choices=("en", "es"), default="en")
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--run-folds", type=int, help="Run only the first N folds (a timing probe, not a CV figure).")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sample", type=int, help="Use a seeded random subsample of this many notes.")
    parser.add_argument("--systems", default=",".join(SYSTEMS))
    parser.add_argument("--pos", choices=("pseudo", "spacy"), default="pseudo")
    parser.add_argument("--window", type=int, default=4)
    parser.add_argument("--length-buckets", default="", help="Upper bounds of length buckets, e.g. 1,3,6,10.")
    parser.add_argument("--max-iterations", type=int, default=100)
    parser.add_argument("--c1", type=float, default=0.1)
    parser.add_argument("--c2", type=float, default=0.01)
    parser.add_argument("--trees", type=int, default=100)
    parser.add_argument("--class-weight", default=None)
    parser.add_argument("--min-samples-leaf", type=int, default=1)
    parser.add_argument("--forest-jobs", type=int, default=-1, help="Threads of the forest (-1: every core).")
    parser.add_argument("--jobs", type=int, default=1, help="Worker processes running (fold, system) jobs.")
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    systems = [s for s in args.systems.split(",") if s]
    unknown = set(systems) - set(SYSTEMS)
    if unknown:
        parser.error(f"unknown systems: {', '.join(sorted(unknown))} (known: {', '.join(SYSTEMS)})")
    settings = {
        "lang": args.lang,
        "pos": args.pos,
        "window": args.window,
        "length_buckets": parse_length_buckets(args.length_buckets),
        "max_iterations": args.max_iterations,
        "c1": args.c1,
        "c2": args.c2,
        "trees": args.trees,
        "class_weight": args.class_weight,
        "min_samples_leaf": args.min_samples_leaf,
        "forest_jobs": args.forest_jobs,
        "seed": args.seed,
    }
    docs = load_docs(args.corpus, args.label_map, args.sample, args.seed)
    folds = split_folds(docs, args.folds, args.seed)[: args.run_folds or args.folds]
    tested = sorted(i for fold in folds for i in fold)
    jobs: list[Job] = []
    for f, test_indices in enumerate(folds):
        held_out = set(test_indices)
        train = [doc for i, doc in enumerate(docs) if i not in held_out]
        test = [docs[i] for i in test_indices]
        jobs += [(f, system, train, test, settings) for system in systems]
    started = time.perf_counter()
    predicted: dict[str, list[Document]] = {s: [] for s in systems}
    timings: dict[str, list[tuple[float, float]]] = {s: [] for s in systems}
    peak_mb = 0.0
    for _, system, predictions, fit_s, predict_s, job_peak in map_jobs(run_job, jobs, args.jobs):
        predicted[system] += predictions
        timings[system].append((fit_s, predict_s))
        peak_mb = max(peak_mb, job_peak)
    wall = time.perf_counter() - started
    gold_docs = [docs[i] for i in tested]
    results = {s: evaluate(gold_docs, predicted[s]) for s in systems}
    gold = evaluate(gold_docs, gold_docs)
    n_tokens = sum(len(tokenize(doc.text)) for doc in gold_docs)
    names = ", ".join(path.name for path in args.corpus)
    sampled = f", a seeded sample of {args.sample}" if args.sample else ""
    lines = [
        f"{args.folds}-fold cross-validation by note (seed {args.seed}; {len(folds)} folds run) on {names}: "
        f"{len(gold_docs)} notes{sampled}, {n_tokens} tokens; label map {args.label_map}, lang {args.lang}, "
        f"POS {args.pos}, window ±{args.window}, length buckets {args.length_buckets or 'none'}, "
        f"CRF c1={args.c1} c2={args.c2} {args.max_iterations} iterations, "
        f"forest {args.trees} trees (class_weight {args.class_weight}, min_samples_leaf {args.min_samples_leaf}).",
        "",
        "Systems: " + "; ".join(f"{SHORT[s]} = {TITLES[s]}" for s in systems) + ".",
        "",
        "Entity level (strict: same start, end and label); instances are gold spans:",
        "",
        table(results, gold, "entity-strict", systems, "Instances"),
        "",
        "Token level (a token carries the label of the span it is in); counts are gold tokens:",
        "",
        table(results, gold, "token", systems, "Tokens"),
        "",
        "| System | binary token P | R | F | fit s / fold (mean) | predict s / fold | predicted tokens/s |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for system in systems:
        p, r, f = _ratio(results[system].micro["binary-token"])
        fit_mean = statistics.mean(t[0] for t in timings[system])
        predict_total = sum(t[1] for t in timings[system])
        lines.append(
            f"| {TITLES[system]} | {p:.3f} | {r:.3f} | {f:.3f} | {fit_mean:.1f} | "
            f"{predict_total / len(folds):.1f} | {n_tokens / predict_total:,.0f} |"
        )
    lines += ["", f"Wall time {wall / 60:.1f} min with {args.jobs} worker process(es); peak RSS {peak_mb:,.0f} MB."]
    text = "\n".join(lines)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")
    if args.json:
        record: dict[str, Any] = {
            "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items() if k != "corpus"},
            "corpora": [str(path) for path in args.corpus],
            "notes": len(gold_docs),
            "tokens": n_tokens,
            "results": {s: results[s].to_dict() for s in systems},
            "timings": timings,
            "peak_rss_mb": peak_mb,
        }
        args.json.write_text(json.dumps(record, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
