"""Rules-only de-identification quality: binary token precision/recall per PHI type, and throughput.

Binary token level (Lee et al. 2017 §3.4): a token counts as PHI when any span covers it, whatever its type. Per type,
recall is over the gold tokens of that type (found with any label) and precision over the tokens the rules gave that
type (right when gold has any PHI there). Usage:

    .venv/bin/python benchmarks/rules_only.py --corpus ../shared/corpora/meddocan/dev.jsonl --lang es
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from phiscrub.document import Document, Span
from phiscrub.io.jsonl import read_jsonl
from phiscrub.taggers.rules import RuleTagger
from phiscrub.tokenize.tokenizer import tokenize


def token_labels(doc: Document, spans: list[Span]) -> dict[int, str]:
    """Return, per token index of `doc`, the label of a span covering it."""
    labels: dict[int, str] = {}
    for index, token in enumerate(tokenize(doc.text)):
        for span in spans:
            if span.start < token.end and token.start < span.end:
                labels[index] = span.label
                break
    return labels


def ratio(numerator: int, denominator: int) -> str:
    """Return a percentage with one decimal, or '-' when undefined."""
    return f"{100 * numerator / denominator:5.1f}" if denominator else "    -"


def main() -> None:
    """Tag the corpus with the rules alone and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--lang", choices=("en", "es"), default="en")
    parser.add_argument("--corpus-labels", default="meddocan", help="label map of the corpus (phiscrub.labels)")
    parser.add_argument("--policy", choices=("i2b2", "safe-harbor"), default="i2b2")
    args = parser.parse_args()

    tagger = RuleTagger(lang=args.lang, policy=args.policy)
    docs = list(read_jsonl(args.corpus, corpus=args.corpus_labels))
    started = time.perf_counter()
    predictions = [tagger.tag(doc) for doc in docs]
    elapsed = time.perf_counter() - started

    gold_total, gold_found, pred_total, pred_right = Counter[str](), Counter[str](), Counter[str](), Counter[str]()
    for doc, predicted in zip(docs, predictions, strict=True):
        gold = token_labels(doc, list(doc.spans))
        pred = token_labels(doc, predicted)
        for index, label in gold.items():
            gold_total[label] += 1
            gold_found[label] += index in pred
        for index, label in pred.items():
            pred_total[label] += 1
            pred_right[label] += index in gold
    print(f"corpus: {args.corpus.name}, notes: {len(docs)}, lang: {args.lang}, policy: {args.policy}")
    print(f"{'type':<16}{'gold tok':>9}{'recall':>8}{'pred tok':>9}{'precision':>10}")
    for label in sorted(set(gold_total) | set(pred_total), key=lambda name: -gold_total[name]):
        recall = ratio(gold_found[label], gold_total[label])
        precision = ratio(pred_right[label], pred_total[label])
        print(f"{label:<16}{gold_total[label]:>9}{recall:>8}{pred_total[label]:>9}{precision:>10}")
    all_recall = ratio(sum(gold_found.values()), sum(gold_total.values()))
    all_precision = ratio(sum(pred_right.values()), sum(pred_total.values()))
    print(f"{'ALL':<16}{sum(gold_total.values()):>9}{all_recall:>8}{sum(pred_total.values()):>9}{all_precision:>10}")
    print(f"throughput: {len(docs) / elapsed:.0f} notes/s on one core ({elapsed:.2f} s)")


if __name__ == "__main__":
    main()
