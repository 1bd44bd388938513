"""A model's dev figures under each de-identification policy (i2b2 and HIPAA Safe Harbor), full and HIPAA label sets.

    .venv/bin/python benchmarks/policies.py --model MODEL_DIR --dev DEV.jsonl [--corpus-map meddocan]

Under "safe-harbor" the gold spans are filtered by the same rule as the predictions (`phiscrub.safe_harbor`): a year
alone and ages up to 89 are not PHI. Prints one markdown row per (policy, label set): gold spans, strict / token /
binary token P, R, F1, FN and FP per 1000 tokens and the share of notes leaking a PHI token. Figures only.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from phiscrub.evaluate.metrics import evaluate
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.jsonl import read_jsonl
from phiscrub.labels import project_to_corpus
from phiscrub.merge.policy import POLICIES, apply_policy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--dev", type=Path, required=True)
    parser.add_argument("--corpus-map", default="canonical")
    args = parser.parse_args()
    dev = list(read_jsonl(args.dev, corpus=args.corpus_map))
    print(
        "| policy | labels | gold spans | strict P | strict R | strict F1 | token P | token R | token F1 | bin-token P "
        "| bin-token R | bin-token F1 | FN/1000 tok | FP/1000 tok | leaking notes % |"
    )
    print("|---|---|" + "---:|" * 13)
    for policy in POLICIES:
        model = HybridPipeline.load(args.model, policy=policy)
        gold = [doc.with_spans(apply_policy(list(doc.spans), doc.text, policy)) for doc in dev]
        predicted = []
        for doc in dev:
            spans = model.tag(doc).spans
            if args.corpus_map != "canonical":
                spans = tuple(replace(s, label=project_to_corpus(s.label, args.corpus_map)) for s in spans)
            predicted.append(doc.with_spans(spans))
        for labels in ("full", "hipaa"):
            result = evaluate(gold, predicted, labels=labels)
            row = [policy, labels, str(sum(len(doc.spans) for doc in gold))]
            for level in ("entity-strict", "token", "binary-token"):
                c = result.micro[level]
                row += [f"{100 * c.precision:.2f}", f"{100 * c.recall:.2f}", f"{100 * c.f1:.2f}"]
            row += [
                f"{result.fn_per_1000_tokens:.2f}",
                f"{result.fp_per_1000_tokens:.2f}",
                f"{100 * result.leak_rate:.1f}",
            ]
            print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
