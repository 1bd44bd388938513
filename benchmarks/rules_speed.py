"""Rule tagger throughput: notes/s and tokens/s of `RuleTagger.tag`, and the slowest rules in µs per note.

A rule's cost counts its prefilter test and, on the notes that pass it, its regex scan and validator; notes whose
folded text holds none of a rule's required words cost that rule only the test. Prints no note text. Usage:

    .venv/bin/python benchmarks/rules_speed.py --corpus data/synth/dev.jsonl --lang en
    .venv/bin/python benchmarks/rules_speed.py --corpus ../shared/corpora/meddocan/train.jsonl --lang es \\
        --corpus-map meddocan
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from phiscrub.io.jsonl import read_jsonl
from phiscrub.taggers.rules import RuleTagger, rule_patterns
from phiscrub.taggers.rules.anchor import finditer_like
from phiscrub.taggers.rules.pattern import compile_rules, fold_case
from phiscrub.tokenize.tokenizer import tokenize


def rule_costs(texts: list[str], lang: str) -> list[tuple[str, float, float]]:
    """Return (rule name, µs per note, share of notes past the prefilter) for every rule of `lang`, slowest first.

    Each rule runs as the tagger compiles it (`compile_rules`: anchored where it can be, its prefilter regex tried
    first); the rules the tagger tries only at the starts of their dictionary's words are timed here over the whole
    note, so their figure is an upper bound.
    """
    folded = [fold_case(text) for text in texts]
    rows: list[tuple[str, float, float]] = []
    for pattern, regex, anchored, phi_group, prefilter in compile_rules(rule_patterns(lang)):
        scanned = 0
        began = time.perf_counter()
        for text, folded_text in zip(texts, folded, strict=True):
            if not pattern.may_match(folded_text):
                continue
            if prefilter is not None and prefilter.search(text) is None:
                continue
            scanned += 1
            for match in finditer_like(regex, text) if anchored else regex.finditer(text):
                if pattern.validator is not None:
                    pattern.validator(match.group(phi_group))
        elapsed = time.perf_counter() - began
        rows.append((pattern.name, 1e6 * elapsed / len(texts), scanned / len(texts)))
    return sorted(rows, key=lambda row: -row[1])


def main() -> None:
    """Time the rule tagger on a corpus and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", type=Path, required=True, help="JSONL corpus")
    parser.add_argument("--lang", choices=("en", "es"), required=True)
    parser.add_argument("--corpus-map", default="canonical", help="label map of the corpus (e.g. meddocan)")
    parser.add_argument("--repeat", type=int, default=3, help="timed passes; the fastest is reported")
    parser.add_argument("--top", type=int, default=10, help="how many of the slowest rules to list")
    args = parser.parse_args()

    docs = list(read_jsonl(args.corpus, corpus=args.corpus_map))
    if not docs:
        parser.error(f"{args.corpus}: no documents")
    texts = [doc.text for doc in docs]
    n_tokens = sum(len(tokenize(text)) for text in texts)
    tagger = RuleTagger(args.lang)
    best = float("inf")
    for _ in range(max(1, args.repeat)):
        began = time.perf_counter()
        for doc in docs:
            tagger.tag(doc)
        best = min(best, time.perf_counter() - began)

    print(f"corpus     {args.corpus} ({args.lang})")
    print(f"notes      {len(docs)}")
    print(f"tokens     {n_tokens} ({n_tokens / len(docs):.0f} per note)")
    print(f"notes/s    {len(docs) / best:.1f}")
    print(f"tokens/s   {n_tokens / best:.0f}")
    print()
    print(f"{'rule':32} {'µs/note':>9} {'scanned':>8}")
    for name, micros, scanned in rule_costs(texts, args.lang)[: args.top]:
        print(f"{name:32} {micros:9.1f} {100 * scanned:7.0f}%")


if __name__ == "__main__":
    main()
