"""Train the CRF taggers on a training corpus, tag a development corpus and print accuracy and speed.

    .venv/bin/python benchmarks/crf_dev.py --train TRAIN.jsonl --dev DEV.jsonl --lang es --corpus meddocan \
        [--kind quantitative --kind names] [--groups baseline,pos,...] [--max-iterations 100] [--source SRC.jsonl]

One row per CRF kind (scored on the categories that kind tags) and one for their union (every category): binary-token
and strict-entity precision, recall and F1 (phiscrub.evaluate.metrics), training seconds (wall), tagging notes per
CPU-second (one core) and the model size. Prints figures only, never note text.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import evaluate
from phiscrub.io.jsonl import read_jsonl
from phiscrub.labels import category_of
from phiscrub.taggers.crf import KIND_CATEGORIES, CrfTagger


def restrict(docs: Sequence[Document], categories: frozenset[str]) -> list[Document]:
    return [doc.with_spans(s for s in doc.spans if category_of(s.label) in categories) for doc in docs]


def row(name: str, gold: Sequence[Document], pred: Sequence[Document], extra: str) -> str:
    result = evaluate(gold, pred)
    cells = []
    for level in ("binary-token", "entity-strict"):
        c = result.micro[level]
        cells += [f"{100 * c.precision:6.2f}", f"{100 * c.recall:6.2f}", f"{100 * c.f1:6.2f}"]
    return f"| {name:<14} | " + " | ".join(cells) + f" | {extra} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, required=True)
    parser.add_argument("--dev", type=Path, required=True)
    parser.add_argument("--lang", choices=("en", "es"), default="en")
    parser.add_argument("--corpus", default="canonical", help="label map of the corpora (e.g. meddocan)")
    parser.add_argument("--kind", action="append", choices=sorted(KIND_CATEGORIES), help="repeatable")
    parser.add_argument("--groups", help="comma-separated feature groups (default: each kind's own)")
    parser.add_argument("--max-iterations", type=int, default=100)
    parser.add_argument("--c1", type=float, default=0.1)
    parser.add_argument("--c2", type=float, default=0.01)
    parser.add_argument("--limit", type=int, help="use only the first N training notes")
    parser.add_argument("--source", type=Path, help="a source-domain corpus for EasyAdapt")
    parser.add_argument("--source-corpus", default="canonical")
    args = parser.parse_args()

    train = list(read_jsonl(args.train, corpus=args.corpus))[: args.limit]
    dev = list(read_jsonl(args.dev, corpus=args.corpus))
    source = list(read_jsonl(args.source, corpus=args.source_corpus)) if args.source else []
    kinds = args.kind or ["quantitative", "names"]
    groups = None if args.groups is None else tuple(g.strip() for g in args.groups.split(",") if g.strip())
    n_tokens = sum(len(doc.text.split()) for doc in dev)
    print(f"train {len(train)} notes, dev {len(dev)} notes ({n_tokens / max(1, len(dev)):.0f} words/note)")
    if source:
        print(f"EasyAdapt source {len(source)} notes")
    print("| kind           | btok P | btok R | btok F | ent P  | ent R  | ent F  | train s / notes/s / model KB |")
    print("|----------------|--------|--------|--------|--------|--------|--------|------------------------------|")
    union: dict[str, list[Span]] = {doc.id: [] for doc in dev}
    for kind in kinds:
        tagger = CrfTagger(
            kind=kind,
            feature_groups=groups,
            c1=args.c1,
            c2=args.c2,
            max_iterations=args.max_iterations,
            lang=args.lang,
        )
        started = time.perf_counter()
        tagger.fit(train, source_docs=source)
        train_s = time.perf_counter() - started
        started = time.process_time()  # CPU time: tagging runs on one core, the machine may be shared
        pred = [doc.with_spans(tagger.tag(doc)) for doc in dev]
        per_s = len(dev) / (time.process_time() - started)
        with tempfile.TemporaryDirectory() as scratch:
            tagger.save(Path(scratch))
            size_kb = sum(p.stat().st_size for p in Path(scratch).iterdir()) / 1024
        for doc in pred:
            union[doc.id].extend(doc.spans)
        categories = KIND_CATEGORIES[kind]
        print(row(kind, restrict(dev, categories), pred, f"{train_s:7.1f} / {per_s:6.1f} / {size_kb:7.0f}"))
    if len(kinds) > 1:
        merged = [doc.with_spans(union[doc.id]) for doc in dev]
        print(row("union", dev, merged, "-"))


if __name__ == "__main__":
    main()
