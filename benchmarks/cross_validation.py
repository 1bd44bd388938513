"""K-fold cross-validation of the full hybrid de-identifier on one corpus (a second estimate beside dev).

    .venv/bin/python benchmarks/cross_validation.py --corpus TRAIN.jsonl --lang es --corpus-map meddocan \
        [--folds 5] [--max-iterations 60] [--jobs 2] [--markdown OUT.md]

Notes are dealt to folds by position (note i goes to fold i mod k), so the split is fixed. Each fold trains the
hybrid (rules + two CRFs, every post-processing step) on the other folds and is scored on its own notes: strict
entity P/R/F1 (labels projected onto the corpus's own, as in hybrid_ablation.py) and binary token P/R/F1. Prints a
row per fold, then mean and standard deviation. Figures only, never note text.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace
from pathlib import Path

from phiscrub.document import Document
from phiscrub.engine import map_jobs
from phiscrub.evaluate.metrics import evaluate
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.jsonl import read_jsonl
from phiscrub.labels import project_to_corpus

Fold = tuple[int, list[Document], list[Document], str, str, int, float, float]


def run_fold(fold: Fold) -> tuple[int, dict[str, float], float]:
    index, train, test, lang, corpus, max_iterations, c1, c2 = fold
    started = time.perf_counter()
    model = HybridPipeline(lang=lang, corpus=corpus, c1=c1, c2=c2, max_iterations=max_iterations, grid=()).fit(train)
    predicted = []
    for doc in test:
        spans = model.tag(doc).spans
        if corpus != "canonical":
            spans = tuple(replace(s, label=project_to_corpus(s.label, corpus)) for s in spans)
        predicted.append(doc.with_spans(spans))
    result = evaluate(test, predicted)
    figures = {}
    for level in ("entity-strict", "binary-token"):
        counts = result.micro[level]
        figures |= {f"{level} P": counts.precision, f"{level} R": counts.recall, f"{level} F1": counts.f1}
    return index, figures, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--lang", choices=("en", "es"), required=True)
    parser.add_argument("--corpus-map", default="canonical")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--max-iterations", type=int, default=60)
    parser.add_argument("--c1", type=float, default=0.05)
    parser.add_argument("--c2", type=float, default=0.01)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args()
    docs = list(read_jsonl(args.corpus, corpus=args.corpus_map))
    k = args.folds
    folds: list[Fold] = [
        (
            i,
            [d for j, d in enumerate(docs) if j % k != i],
            [d for j, d in enumerate(docs) if j % k == i],
            args.lang,
            args.corpus_map,
            args.max_iterations,
            args.c1,
            args.c2,
        )
        for i in range(k)
    ]
    results = sorted(map_jobs(run_fold, folds, args.jobs))
    names = list(results[0][1])
    lines = [
        f"{k}-fold cross-validation on {args.corpus.name} ({len(docs)} notes), lang {args.lang}, label map "
        f"{args.corpus_map}, c1={args.c1}, c2={args.c2}, {args.max_iterations} L-BFGS iterations.",
        "",
        "| fold | " + " | ".join(names) + " | seconds |",
        "|---|" + "---:|" * (len(names) + 1),
    ]
    for index, figures, seconds in results:
        lines.append(f"| {index} | " + " | ".join(f"{100 * figures[n]:.2f}" for n in names) + f" | {seconds:.0f} |")
    means = [statistics.mean(r[1][n] for r in results) for n in names]
    sds = [statistics.stdev(r[1][n] for r in results) if k > 1 else 0.0 for n in names]
    lines.append(
        "| mean ± sd | "
        + " | ".join(f"{100 * m:.2f} ± {100 * s:.2f}" for m, s in zip(means, sds, strict=True))
        + " | |"
    )
    text = "\n".join(lines)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
