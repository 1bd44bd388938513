"""Stat De-id experiments (Uzuner et al. 2008 §8-9): SVM vs H+D vs CRFD on authentic and surrogate corpora.

For each corpus (the authentic notes, and the random, ambiguous, out-of-vocabulary and challenge surrogate corpora of
§5 made from them with `phiscrub.replace.surrogate_corpus`, train and dev alike), the script trains Stat De-id (SVM)
and CRFD on the train split, runs H+D, and scores each on the dev split: precision, recall and F1 on PHI and on
non-PHI tokens (binary token level: PHI vs non-PHI, as §8.1), with the significance of each baseline's difference
from Stat De-id (the z-test of §8.2 on F-measures, and approximate randomization over notes). The ambiguous and
challenge corpora draw their ambiguous words from the non-PHI text of both splits (`ambiguous_candidates([train,
dev])`), so that each injected word occurs as non-PHI in the train split and in the dev split. For every corpus it
also records:

- the ambiguity of its letter tokens per PHI type (Table 2; out-of-vocabulary shares as §5.5), train and dev;
- the scores on ambiguous words only (Table 10): the dev tokens whose word occurs both as non-PHI and as a person,
  location or organisation PHI in the dev split, scored as above.

Then, on the corpora asked for:

- feature importance (§9.5): the SVM with each feature group alone, and with all groups but one;
- local vs global context (§9.6): the SVM on the local features of SNoW and of IdentiFinder, and CRFD;
- the multi-class results (§10, Table 20/21): per category P/R/F and the confusion matrix of Stat De-id.

Features are computed once per corpus (spaCy parses each note once) and reused by every SVM and CRF of the corpus.
Results go to a JSON file; `--markdown` also writes the tables in the paper's layout.

    python benchmarks/statdeid.py --train /work/shared/corpora/meddocan/train.jsonl \\
        --dev /work/shared/corpora/meddocan/dev.jsonl --label-map meddocan --lang es --name meddocan \\
        --json docs/results/statdeid-meddocan.json --markdown /tmp/statdeid-meddocan.md
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import EvaluationResult, evaluate
from phiscrub.evaluate.significance import randomization_p_value, z_test_of_rates
from phiscrub.io.jsonl import read_jsonl
from phiscrub.labels import CANONICAL_LABELS, category_of
from phiscrub.replace.surrogate_corpus import (
    CORPUS_WORD_MODES,
    NON_PHI,
    ambiguity_table,
    ambiguous_candidates,
    phi_and_non_phi_words,
    surrogate_corpus,
)
from phiscrub.taggers.crfd import CrfdTagger
from phiscrub.taggers.features import iob_labels
from phiscrub.taggers.heuristic import HeuristicTagger
from phiscrub.taggers.local_context import (
    LOCAL_GROUPS,
    LocalContextConfig,
    LocalNote,
    notes_features,
    select_groups,
)
from phiscrub.taggers.svm import SvmTagger
from phiscrub.tokenize.tokenizer import tokenize

CORPORA = ("authentic", "random", "ambiguous", "oov", "challenge")
AMBIGUOUS_ONLY_LABELS = frozenset(label for label in CANONICAL_LABELS if category_of(label) in ("NAME", "LOCATION"))
"""The PHI types of Table 10 ("ambiguous people, locations, and organizations"): hospitals and organisations are
LOCATION subtypes here."""
LOCALES = {"en": "en_US", "es": "es_ES"}


def read(path: Path, corpus: str, limit: int | None) -> list[Document]:
    """Return the first `limit` notes of a JSONL corpus (all with None)."""
    return list(itertools.islice(read_jsonl(path, corpus=corpus), limit))


def with_features(notes: Sequence[LocalNote], groups: Sequence[str]) -> list[LocalNote]:
    """Return the notes keeping only the features of `groups`."""
    return [LocalNote(note.layout, select_groups(note.features, groups)) for note in notes]


# -- scores ---------------------------------------------------------------------------------------------------------


def non_phi_counts(result: EvaluationResult) -> np.ndarray:
    """Return per note (TP, FP, FN) of the non-PHI class at the binary token level."""
    rows = []
    for note in result.notes:
        phi = note.micro("binary-token")
        true_negatives = note.n_tokens - phi.tp - phi.fp - phi.fn
        rows.append((true_negatives, phi.fn, phi.fp))
    return np.array(rows, dtype=np.int64).reshape(len(rows), 3)


def phi_counts(result: EvaluationResult) -> np.ndarray:
    """Return per note (TP, FP, FN) of PHI at the binary token level."""
    rows = [(c.tp, c.fp, c.fn) for c in (note.micro("binary-token") for note in result.notes)]
    return np.array(rows, dtype=np.int64).reshape(len(rows), 3)


def prf(counts: np.ndarray) -> dict[str, float | int]:
    """Return precision, recall, F1 and the number of gold items of summed (TP, FP, FN) counts."""
    tp, fp, fn = (int(x) for x in counts.sum(axis=0))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return {"precision": precision, "recall": recall, "f1": f1, "n_gold": tp + fn, "tp": tp, "fp": fp, "fn": fn}


def scores(result: EvaluationResult) -> dict[str, Any]:
    """Return the PHI and non-PHI scores of an evaluation."""
    return {"PHI": prf(phi_counts(result)), "Non-PHI": prf(non_phi_counts(result))}


def class_counts(result: EvaluationResult) -> dict[str, np.ndarray]:
    """Return per note (TP, FP, FN) of PHI and of non-PHI at the binary token level."""
    return {"PHI": phi_counts(result), "Non-PHI": non_phi_counts(result)}


def significance(reference: EvaluationResult, other: EvaluationResult, shuffles: int, seed: int) -> dict[str, Any]:
    """Return the z-test (§8.2, on F-measures) and approximate randomization of `other` against `reference`."""
    return compare_counts(class_counts(reference), class_counts(other), shuffles, seed)


def compare_counts(
    reference: dict[str, np.ndarray], other: dict[str, np.ndarray], shuffles: int, seed: int
) -> dict[str, Any]:
    """Return the z-test and approximate randomization of per-note (TP, FP, FN) counts, per class."""
    out: dict[str, Any] = {}
    for name in ("PHI", "Non-PHI"):
        a, b = reference[name], other[name]
        fa, fb = prf(a), prf(b)
        z = z_test_of_rates(float(fa["f1"]), int(fa["n_gold"]), float(fb["f1"]), int(fb["n_gold"]))
        _, _, p_ar = randomization_p_value(a, b, "f1", shuffles, seed)
        out[name] = {"z": z.z, "p_z": z.p_value, "p_ar": p_ar}
    return out


def tag_all(
    tag: Callable[[LocalNote], list[Span]], docs: Sequence[Document], notes: Sequence[LocalNote]
) -> list[Document]:
    return [doc.with_spans(tag(note)) for doc, note in zip(docs, notes, strict=True)]


def category_table(gold: Sequence[Document], pred: Sequence[Document]) -> dict[str, Any]:
    """Return per-category token P/R/F and the token confusion matrix (gold category -> predicted category)."""
    confusion: Counter[tuple[str, str]] = Counter()
    for g, p in zip(gold, pred, strict=True):
        tokens = tokenize(g.text)
        gold_labels = iob_labels(tokens, list(g.spans))
        pred_labels = iob_labels(tokens, list(p.spans))
        for a, b in zip(gold_labels, pred_labels, strict=True):
            ga = category_of(a[2:]) if a != "O" else "Non-PHI"
            pb = category_of(b[2:]) if b != "O" else "Non-PHI"
            confusion[(ga, pb)] += 1
    classes = sorted({c for pair in confusion for c in pair}, key=lambda c: (c != "Non-PHI", c))
    table = {}
    for c in classes:
        tp = confusion[(c, c)]
        fp = sum(n for (a, b), n in confusion.items() if b == c and a != c)
        fn = sum(n for (a, b), n in confusion.items() if a == c and b != c)
        table[c] = prf(np.array([[tp, fp, fn]]))
    return {"classes": classes, "scores": table, "confusion": {f"{a}|{b}": n for (a, b), n in confusion.items()}}


def ambiguous_only_counts(
    gold: Sequence[Document], pred: Sequence[Document], words: frozenset[str]
) -> dict[str, np.ndarray]:
    """Return per note (TP, FP, FN) of PHI and of non-PHI over the tokens of Table 10 only.

    Those are the tokens whose case-folded word is in `words` and whose gold label is non-PHI or a person, location
    or organisation type (`AMBIGUOUS_ONLY_LABELS`); a token is PHI when it shares a character with a span.
    """
    rows = []
    for g, p in zip(gold, pred, strict=True):
        tokens = tokenize(g.text)
        tp = fp = fn = tn = 0
        for token, a, b in zip(
            tokens, iob_labels(tokens, list(g.spans)), iob_labels(tokens, list(p.spans)), strict=True
        ):
            if token.text(g.text).casefold() not in words or (a != "O" and a[2:] not in AMBIGUOUS_ONLY_LABELS):
                continue
            if a != "O":
                tp, fn = tp + (b != "O"), fn + (b == "O")
            else:
                fp, tn = fp + (b != "O"), tn + (b == "O")
        rows.append((tp, fp, fn, tn))
    counts = np.array(rows, dtype=np.int64).reshape(len(rows), 4)
    # non-PHI is the complement class: its TP are true negatives, its FP missed PHI, its FN PHI false alarms
    return {"PHI": counts[:, [0, 1, 2]], "Non-PHI": counts[:, [3, 2, 1]]}


def vocabulary_record(docs: Sequence[Document]) -> dict[str, dict[str, int]]:
    """Return per class the letter tokens and those ambiguous or out of vocabulary (Table 2, §5.5)."""
    return {
        label: {"tokens": c.tokens, "ambiguous": c.ambiguous, "out_of_vocabulary": c.out_of_vocabulary}
        for label, c in ambiguity_table(docs).items()
    }


# -- one corpus -----------------------------------------------------------------------------------------------------


def run_corpus(
    name: str, train: list[Document], dev: list[Document], args: argparse.Namespace, out: dict[str, Any]
) -> None:
    """Run every experiment asked for on one corpus (train/dev pair) and store the results in `out`."""
    print(f"\n== {name}: {len(train)} train notes, {len(dev)} dev notes", flush=True)
    groups = list(LOCAL_GROUPS)
    extra = ["snow", "identifinder"] if name in args.global_corpora else []
    config = LocalContextConfig(groups=frozenset(groups + extra), lang=args.lang, syntax=args.syntax)
    started = time.perf_counter()
    train_notes = notes_features([doc.text for doc in train], config)
    feature_train_s = time.perf_counter() - started
    started = time.perf_counter()
    dev_notes = notes_features([doc.text for doc in dev], config)
    feature_dev_s = time.perf_counter() - started
    n_train = sum(len(note.layout.tokens) for note in train_notes)
    n_dev = sum(len(note.layout.tokens) for note in dev_notes)
    record: dict[str, Any] = {
        "n_train_notes": len(train),
        "n_dev_notes": len(dev),
        "n_train_tokens": n_train,
        "n_dev_tokens": n_dev,
        "features_s": {"train": feature_train_s, "dev": feature_dev_s},
    }
    print(f"   features: {feature_train_s:.0f} s train ({n_train} tokens), {feature_dev_s:.0f} s dev", flush=True)
    record["vocabulary"] = {"train": vocabulary_record(train), "dev": vocabulary_record(dev)}
    for label, c in record["vocabulary"]["dev"].items():
        print(f"   dev {label:15s} {c['tokens']:7d} word tokens, {c['ambiguous']:6d} ambiguous", flush=True)
    train_local, dev_local = with_features(train_notes, groups), with_features(dev_notes, groups)
    spans = [doc.spans for doc in train]
    systems: dict[str, EvaluationResult] = {}
    predictions: dict[str, list[Document]] = {}
    timing: dict[str, Any] = {}

    svm = SvmTagger(c=args.c, scheme=args.scheme, syntax=args.syntax, lang=args.lang, seed=args.seed)
    started = time.perf_counter()
    svm.fit_notes(train_local, spans, config)
    fit_s = time.perf_counter() - started
    started = time.perf_counter()
    svm_pred = tag_all(svm.tag_note, dev, dev_local)
    predict_s = time.perf_counter() - started
    systems["Stat De-id"] = evaluate(dev, svm_pred)
    predictions["Stat De-id"] = svm_pred
    timing["Stat De-id"] = {
        "fit_s": fit_s + feature_train_s,
        "learn_s": fit_s,
        "tokens_per_s": n_dev / (predict_s + feature_dev_s),
    }
    print(f"   svm: fit {fit_s:.0f} s, {n_dev / (predict_s + feature_dev_s):.0f} tokens/s", flush=True)

    started = time.perf_counter()
    heuristic = HeuristicTagger(args.lang)
    predictions["H+D"] = [doc.with_spans(heuristic.tag(doc)) for doc in dev]
    systems["H+D"] = evaluate(dev, predictions["H+D"])
    timing["H+D"] = {"fit_s": 0.0, "tokens_per_s": n_dev / (time.perf_counter() - started)}

    if "crfd" in args.systems:
        crfd = CrfdTagger(max_iterations=args.crf_iterations, scheme=args.scheme, syntax=args.syntax, lang=args.lang)
        started = time.perf_counter()
        crfd.fit_notes(train_local, spans, config)
        fit_s = time.perf_counter() - started
        started = time.perf_counter()
        crfd_pred = tag_all(crfd.tag_note, dev, dev_local)
        predict_s = time.perf_counter() - started
        systems["CRFD"] = evaluate(dev, crfd_pred)
        predictions["CRFD"] = crfd_pred
        timing["CRFD"] = {
            "fit_s": fit_s + feature_train_s,
            "learn_s": fit_s,
            "tokens_per_s": n_dev / (predict_s + feature_dev_s),
        }
        print(f"   crfd: fit {fit_s:.0f} s", flush=True)

    reference = systems["Stat De-id"]
    record["systems"] = {
        system: {
            **scores(result),
            "timing": timing[system],
            "significance": None if system == "Stat De-id" else significance(reference, result, args.shuffles, 0),
        }
        for system, result in systems.items()
    }
    for system, result in record["systems"].items():
        print(f"   {system:10s} PHI F1 {result['PHI']['f1']:.4f}  non-PHI F1 {result['Non-PHI']['f1']:.4f}", flush=True)
    record["ambiguous_only"] = ambiguous_only_record(dev, predictions, args.shuffles)
    for system, result in record["ambiguous_only"]["systems"].items():
        print(f"   {system:10s} ambiguous words only: PHI F1 {result['PHI']['f1']:.4f}", flush=True)
    if args.scheme == "multiclass" and name in args.category_corpora:
        record["categories"] = category_table(dev, svm_pred)

    if name in args.ablation_corpora or name in args.global_corpora:
        ablation_svm = SvmTagger(c=args.c, scheme=args.ablation_scheme, syntax=args.syntax, lang=args.lang)
        runs: dict[str, list[str]] = {"all": groups}
        if name in args.ablation_corpora:
            runs |= {f"only {g}": [g] for g in groups} | {f"all but {g}": [x for x in groups if x != g] for g in groups}
        if name in args.global_corpora:
            runs |= {"SNoW local": ["snow"], "IdentiFinder local": ["identifinder"]}
        results: dict[str, EvaluationResult] = {}
        for label, kept in runs.items():
            started = time.perf_counter()
            ablation_svm.fit_notes(with_features(train_notes, kept), spans, config)
            results[label] = evaluate(dev, tag_all(ablation_svm.tag_note, dev, with_features(dev_notes, kept)))
            phi = scores(results[label])["PHI"]
            print(f"   {label:28s} PHI F1 {phi['f1']:.4f} ({time.perf_counter() - started:.0f} s)", flush=True)
        record["feature_sets"] = {
            label: {
                **scores(result),
                "significance": None if label == "all" else significance(results["all"], result, args.shuffles, 0),
            }
            for label, result in results.items()
        }
        record["feature_sets_scheme"] = args.ablation_scheme
    out[name] = record


def ambiguous_only_record(
    dev: Sequence[Document], predictions: dict[str, list[Document]], shuffles: int
) -> dict[str, Any]:
    """Return Table 10 on `dev`: each system's scores on ambiguous words only, and significance against Stat De-id."""
    words = phi_and_non_phi_words(dev, AMBIGUOUS_ONLY_LABELS)
    counts = {system: ambiguous_only_counts(dev, pred, words) for system, pred in predictions.items()}
    reference = counts["Stat De-id"]
    # the z-test needs tokens of both classes (a corpus without ambiguous words has none)
    testable = all(prf(reference[cls])["n_gold"] for cls in ("PHI", "Non-PHI"))
    return {
        "n_words": len(words),
        "systems": {
            system: {
                "PHI": prf(c["PHI"]),
                "Non-PHI": prf(c["Non-PHI"]),
                "significance": compare_counts(reference, c, shuffles, 0)
                if testable and system != "Stat De-id"
                else None,
            }
            for system, c in counts.items()
        },
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--train", type=Path, required=True, help="Training notes (JSONL with gold spans).")
    parser.add_argument("--dev", type=Path, required=True, help="Dev notes (JSONL with gold spans).")
    parser.add_argument("--label-map", default="canonical", help="Label map of the corpora (e.g. meddocan).")
    parser.add_argument("--lang", default=None, help="en or es (default: es for meddocan, else en).")
    parser.add_argument("--name", default="corpus", help="Name of the data set in the results.")
    parser.add_argument("--max-train", type=int, default=None, help="Use only the first N training notes.")
    parser.add_argument("--max-dev", type=int, default=None, help="Use only the first N dev notes.")
    parser.add_argument("--corpora", default=",".join(CORPORA), help="Corpora to run (authentic,random,...).")
    parser.add_argument("--systems", default="svm,heuristic,crfd", help="crfd can be left out (slow).")
    parser.add_argument("--scheme", default="multiclass", help="Token classes of SVM and CRFD: multiclass or binary.")
    parser.add_argument("--ablation-scheme", default="binary", help="Token classes of the feature-set SVMs.")
    parser.add_argument("--ablation-corpora", default="authentic", help="Corpora of the §9.5 ablation.")
    parser.add_argument("--global-corpora", default="authentic", help="Corpora of the §9.6 comparison.")
    parser.add_argument("--category-corpora", default="authentic", help="Corpora of the §10 per-category table.")
    parser.add_argument("--syntax", default="spacy", help="spacy or none.")
    parser.add_argument("--c", type=float, default=1.0, help="The SVM's C.")
    parser.add_argument("--crf-iterations", type=int, default=100, help="L-BFGS iterations of CRFD.")
    parser.add_argument("--shuffles", type=int, default=9999, help="Shuffles of approximate randomization.")
    parser.add_argument("--seed", type=int, default=0, help="Seed of the surrogate corpora and the SVM.")
    parser.add_argument("--json", type=Path, required=True, help="Where to write the results.")
    parser.add_argument("--markdown", type=Path, default=None, help="Also write the tables here.")
    args = parser.parse_args(argv)
    args.lang = args.lang or ("es" if args.label_map == "meddocan" else "en")
    for option in ("corpora", "systems", "ablation_corpora", "global_corpora", "category_corpora"):
        setattr(args, option, [item for item in getattr(args, option).split(",") if item])
    train = read(args.train, args.label_map, args.max_train)
    dev = read(args.dev, args.label_map, args.max_dev)
    results: dict[str, Any] = {
        "name": args.name,
        "settings": {
            key: (str(value) if isinstance(value, Path) else value)
            for key, value in vars(args).items()
            if key not in {"json", "markdown"}
        },
        "corpora": {},
    }
    for corpus in args.corpora:
        if corpus == "authentic":
            corpus_train, corpus_dev = train, dev
        else:
            locale = LOCALES[args.lang]
            # both splits draw from the words that occur as non-PHI in each of them (see the module docstring)
            words = ambiguous_candidates([train, dev]) if corpus in CORPUS_WORD_MODES else None
            corpus_train = list(surrogate_corpus(train, corpus, args.seed, locale, ambiguous_words=words))
            corpus_dev = list(surrogate_corpus(dev, corpus, args.seed + 1, locale, ambiguous_words=words))
        run_corpus(corpus, corpus_train, corpus_dev, args, results["corpora"])
        if corpus in CORPUS_WORD_MODES:
            results["corpora"][corpus]["n_ambiguous_candidates"] = len(words or ())
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if args.markdown is not None:
        args.markdown.write_text(render(results), encoding="utf-8")
    print(render(results))


# -- tables ---------------------------------------------------------------------------------------------------------


def pct(value: float) -> str:
    return f"{100 * value:.2f}%"


def mark(sig: dict[str, Any] | None, cls: str) -> str:
    """Return "*" when the difference from the reference is significant at 0.05 by the z-test, "†" by AR only."""
    if not sig:
        return ""
    z, ar = sig[cls]["p_z"] <= 0.05, sig[cls]["p_ar"] <= 0.05
    return "*" if z else ("†" if ar else "")


def render(results: dict[str, Any]) -> str:
    """Return the results as Markdown tables in the paper's layout."""
    lines = [f"### {results['name']}", ""]
    for corpus, record in results["corpora"].items():
        lines += [
            f"#### {corpus} corpus ({record['n_train_notes']} train / {record['n_dev_notes']} dev notes, "
            f"{record['n_dev_tokens']} dev tokens)",
            "",
            "| Method | Class | Precision | Recall | F-measure | z (p) vs Stat De-id | AR p |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for cls in ("PHI", "Non-PHI"):
            for system, result in record["systems"].items():
                s, sig = result[cls], result["significance"]
                test = f"{sig[cls]['z']:.2f} ({sig[cls]['p_z']:.3g})" if sig else ""
                ar = f"{sig[cls]['p_ar']:.4f}" if sig else ""
                lines.append(
                    f"| {system} | {cls} | {pct(s['precision'])} | {pct(s['recall'])} | "
                    f"{pct(s['f1'])}{mark(sig, cls)} | {test} | {ar} |"
                )
        lines += ["", "| Method | fit (s) | tag (tokens/s) |", "| --- | --- | --- |"]
        for system, result in record["systems"].items():
            timing = result["timing"]
            lines.append(f"| {system} | {timing['fit_s']:.0f} | {timing['tokens_per_s']:.0f} |")
        lines.append("")
        if "ambiguous_only" in record:
            only = record["ambiguous_only"]
            lines += [
                f"Ambiguous words only ({only['n_words']} words):",
                "",
                "| Method | Class | Precision | Recall | F-measure | tokens |",
                "| --- | --- | --- | --- | --- | --- |",
            ]
            for cls in ("PHI", "Non-PHI"):
                for system, result in only["systems"].items():
                    s = result[cls]
                    lines.append(
                        f"| {system} | {cls} | {pct(s['precision'])} | {pct(s['recall'])} | "
                        f"{pct(s['f1'])}{mark(result['significance'], cls)} | {s['n_gold']} |"
                    )
            lines.append("")
        if "vocabulary" in record:
            lines += ["| Class (dev) | word tokens | ambiguous | out of vocabulary |", "| --- | --- | --- | --- |"]
            for label, c in record["vocabulary"]["dev"].items():
                lines.append(f"| {label} | {c['tokens']} | {c['ambiguous']} | {c['out_of_vocabulary']} |")
            lines.append("")
        if "feature_sets" in record:
            lines += [
                f"Feature sets (SVM, {record['feature_sets_scheme']} scheme):",
                "",
                "| Feature | Class | Precision | Recall | F-measure |",
                "| --- | --- | --- | --- | --- |",
            ]
            for label, result in record["feature_sets"].items():
                for cls in ("Non-PHI", "PHI"):
                    s = result[cls]
                    lines.append(
                        f"| {label} | {cls} | {pct(s['precision'])} | {pct(s['recall'])} | "
                        f"{pct(s['f1'])}{mark(result['significance'], cls)} |"
                    )
            lines.append("")
        if "categories" in record:
            table = record["categories"]
            lines += ["| Class | Precision | Recall | F-measure |", "| --- | --- | --- | --- |"]
            for cls in table["classes"]:
                s = table["scores"][cls]
                lines.append(f"| {cls} | {pct(s['precision'])} | {pct(s['recall'])} | {pct(s['f1'])} |")
            classes = table["classes"]
            lines += ["", "| Actual \\ Predicted | " + " | ".join(classes) + " |", "| --- " * (len(classes) + 1) + "|"]
            for a in classes:
                row = [str(table["confusion"].get(f"{a}|{b}", 0)) for b in classes]
                lines.append(f"| {a} | " + " | ".join(row) + " |")
            lines.append("")
    return "\n".join(lines) + "\n"


# -- the results document: the paper's tables beside ours --------------------------------------------------------

PAPER: dict[str, dict[str, dict[str, tuple[float, float, float]]]] = {
    # Tables 4, 6, 8, 11 (Stat De-id, H+D, CRFD rows): (precision, recall, F-measure) in %
    "random": {
        "Stat De-id": {"PHI": (98.34, 96.92, 97.63), "Non-PHI": (99.53, 99.75, 99.64)},
        "H+D": {"PHI": (93.67, 66.56, 77.82), "Non-PHI": (95.07, 99.31, 97.14)},
        "CRFD": {"PHI": (81.94, 81.17, 81.55), "Non-PHI": (98.91, 99.05, 98.98)},
    },
    "authentic": {
        "Stat De-id": {"PHI": (98.46, 95.24, 96.82), "Non-PHI": (99.84, 99.95, 99.90)},
        "H+D": {"PHI": (82.67, 87.30, 84.92), "Non-PHI": (99.58, 99.39, 99.48)},
        "CRFD": {"PHI": (91.16, 84.75, 87.83), "Non-PHI": (99.62, 99.86, 99.74)},
    },
    "ambiguous": {
        "Stat De-id": {"PHI": (96.37, 94.27, 95.31), "Non-PHI": (99.18, 99.49, 99.34)},
        "H+D": {"PHI": (79.69, 44.25, 56.90), "Non-PHI": (92.52, 98.39, 95.36)},
        "CRFD": {"PHI": (81.84, 78.08, 79.92), "Non-PHI": (98.12, 98.78, 98.45)},
    },
    "oov": {
        "Stat De-id": {"PHI": (98.12, 96.77, 97.44), "Non-PHI": (99.54, 99.74, 99.64)},
        "H+D": {"PHI": (88.24, 24.79, 38.71), "Non-PHI": (90.32, 99.53, 94.70)},
        "CRFD": {"PHI": (82.01, 78.71, 80.32), "Non-PHI": (98.43, 99.01, 98.72)},
    },
}
PAPER["challenge"] = {
    # Table 14
    "Stat De-id": {"PHI": (98.69, 97.37, 98.03), "Non-PHI": (99.83, 99.92, 99.86)},
    "H+D": {"PHI": (36.24, 55.84, 43.95), "Non-PHI": (97.67, 94.95, 96.29)},
    "CRFD": {"PHI": (86.37, 84.79, 85.57), "Non-PHI": (99.55, 99.65, 99.60)},
}
PAPER_TABLES = {
    "random": "Table 4",
    "authentic": "Table 6",
    "ambiguous": "Table 8",
    "oov": "Table 11",
    "challenge": "Table 14",
}
PAPER_AMBIGUOUS_ONLY: dict[str, dict[str, tuple[float, float, float]]] = {
    # Table 10: ambiguous people, locations and organisations of the ambiguous corpus
    "Stat De-id": {"PHI": (94.02, 92.08, 93.04), "Non-PHI": (98.28, 98.72, 98.50)},
    "H+D": {"PHI": (58.35, 30.08, 39.70), "Non-PHI": (86.19, 95.31, 90.52)},
    "CRFD": {"PHI": (74.15, 71.15, 72.62), "Non-PHI": (95.84, 96.89, 96.37)},
}
PAPER_AMBIGUITY: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    # Table 2 (ambiguous tokens) over Table 1 (all tokens): (ambiguous corpus, challenge corpus)
    "Non-PHI": ((3787, 19275), (39374, 444127)),
    "Patient": ((514, 1047), (158, 1737)),
    "Doctor": ((247, 311), (1083, 7697)),
    "Location": ((24, 24), (44, 518)),
    "Hospital": ((86, 600), (1910, 5204)),
    "Date": ((201, 736), (81, 7651)),
    "ID": ((0, 36), (4, 5110)),
    "Phone": ((0, 39), (1, 271)),
}
PAPER_CHALLENGE_SHARES: dict[str, tuple[int, int]] = {
    # §5.5: % of the surrogate tokens of the challenge corpus that are out of vocabulary, and ambiguous
    "Patient": (73, 10),
    "Doctor": (67, 15),
    "Location": (56, 10),
    "Hospital": (49, 37),
}


def paper_category(label: str) -> str:
    """Return the paper's class (Table 1) of one of our labels: "Other" for AGE, PROFESSION, OTHER and USERNAME."""
    named = {NON_PHI: "Non-PHI", "PATIENT": "Patient", "NAME-RELATIVE": "Patient", "DOCTOR": "Doctor", "DATE": "Date"}
    if label in named:
        return named[label]
    if label in ("HOSPITAL", "DEPARTMENT", "ORGANIZATION"):
        return "Hospital"
    category = category_of(label)
    return {"LOCATION": "Location", "ID": "ID", "CONTACT": "Phone"}.get(category, "Other")


SHARE_GROUPS = {
    # the paper's classes of §5.5, restricted to the types the challenge mode mixes (CHALLENGE_SHARES)
    "PATIENT": "Patient",
    "NAME-RELATIVE": "Patient",
    "DOCTOR": "Doctor",
    "CITY": "Location",
    "LOCATION-OTHER": "Location",
    "HOSPITAL": "Hospital",
    "ORGANIZATION": "Hospital",
}


def grouped_vocabulary(
    vocabulary: dict[str, dict[str, int]], group_of: Callable[[str], str | None] = paper_category
) -> dict[str, dict[str, int]]:
    """Return the vocabulary counts of `vocabulary_record` summed per group (a paper class; None: left out)."""
    groups: dict[str, dict[str, int]] = {}
    for label, c in vocabulary.items():
        name = group_of(label)
        if name is None:
            continue
        group = groups.setdefault(name, {"tokens": 0, "ambiguous": 0, "out_of_vocabulary": 0})
        for key in group:
            group[key] += c[key]
    return groups


def _share(part: int, whole: int) -> str:
    return f"{part} / {whole} ({100 * part / whole:.0f}%)" if whole else "–"


def render_vocabulary(results: Sequence[dict[str, Any]]) -> list[str]:
    """Return the lines of Table 2 (ambiguous tokens per class) and of §5.5's shares, the paper's beside ours."""
    corpora = [(r, corpus) for r in results for corpus in ("ambiguous", "challenge") if corpus in r["corpora"]]
    if not corpora:
        return []
    grouped = {(r["name"], c): grouped_vocabulary(r["corpora"][c]["vocabulary"]["dev"]) for r, c in corpora}
    head = "| Class | paper ambiguous | paper challenge | " + " | ".join(f"{n} {c}" for n, c in grouped) + " |"
    lines = [
        "### Tokens ambiguous between PHI and non-PHI (paper: Table 2)",
        "",
        "Letter tokens of the dev split whose word occurs both as PHI and as non-PHI in it, of all letter tokens of "
        "the class; the paper's counts over the whole corpus, of its Table 1 totals. Our labels are grouped into "
        "the paper's classes (Patient: PATIENT, NAME-RELATIVE; Hospital: HOSPITAL, DEPARTMENT, ORGANIZATION; "
        "Location: the other LOCATION types; Phone: CONTACT; Other: AGE, PROFESSION, OTHER, USERNAME).",
        "",
        head,
        "| --- " * (3 + len(grouped)) + "|",
    ]
    for group in (*PAPER_AMBIGUITY, "Other"):
        paper = PAPER_AMBIGUITY.get(group)
        cells = [_share(*paper[0]), _share(*paper[1])] if paper else ["–", "–"]
        for counts in grouped.values():
            c = counts.get(group)
            cells.append(_share(c["ambiguous"], c["tokens"]) if c else "–")
        lines.append(f"| {group} | " + " | ".join(cells) + " |")
    challenge = {
        r["name"]: grouped_vocabulary(r["corpora"][c]["vocabulary"]["dev"], SHARE_GROUPS.get)
        for r, c in corpora
        if c == "challenge"
    }
    if challenge:
        lines += [
            "",
            "Out-of-vocabulary and ambiguous shares of the PHI tokens of the challenge corpus (paper: §5.5), dev "
            "split, over the types the challenge mode mixes (Patient: PATIENT, NAME-RELATIVE; Doctor: DOCTOR; "
            "Location: CITY, LOCATION-OTHER; Hospital: HOSPITAL, ORGANIZATION); out of vocabulary: not ambiguous, "
            "and no dictionary of phiscrub or Faker knows the word.",
            "",
            "| Class | paper OoV | paper ambiguous | "
            + " | ".join(f"{n} OoV | {n} ambiguous" for n in challenge)
            + " |",
            "| --- " * (3 + 2 * len(challenge)) + "|",
        ]
        for group, (oov, ambiguous) in PAPER_CHALLENGE_SHARES.items():
            cells = [f"{oov}%", f"{ambiguous}%"]
            for counts in challenge.values():
                c = counts.get(group)
                whole = c["tokens"] if c else 0
                cells += [
                    f"{100 * c['out_of_vocabulary'] / whole:.0f}%" if c and whole else "–",
                    f"{100 * c['ambiguous'] / whole:.0f}%" if c and whole else "–",
                ]
            lines.append(f"| {group} | " + " | ".join(cells) + " |")
    return [*lines, ""]


def render_ambiguous_only(results: Sequence[dict[str, Any]], head: str, rule: str) -> list[str]:
    """Return the lines of Table 10: scores on ambiguous words of the ambiguous corpus, the paper's beside ours."""
    records = [r["corpora"].get("ambiguous", {}).get("ambiguous_only") for r in results]
    if not any(records):
        return []
    sizes = [
        f"{r['name']} {record['n_words']} ambiguous words, "
        f"{record['systems']['Stat De-id']['PHI']['n_gold']} PHI and "
        f"{record['systems']['Stat De-id']['Non-PHI']['n_gold']} non-PHI tokens"
        for r, record in zip(results, records, strict=True)
        if record
    ]
    lines = [
        "### Ambiguous words only (paper: Table 10, ambiguous corpus)",
        "",
        "The dev tokens whose word occurs both as non-PHI and as a person, location or organisation PHI (a NAME or "
        "LOCATION type, hospitals included) in the dev split: gold non-PHI tokens and gold PHI tokens of those "
        "types. " + "; ".join(sizes) + ".",
        "",
        head + " |",
        rule,
    ]
    for cls in ("PHI", "Non-PHI"):
        for system in ("Stat De-id", "H+D", "CRFD"):
            ours = [record["systems"].get(system) if record else None for record in records]
            paper = PAPER_AMBIGUOUS_ONLY[system][cls]
            lines.append(f"| {system} | {cls} | {_cell(paper)} | " + " | ".join(_ours(o, cls) for o in ours) + " |")
    return [*lines, ""]


PAPER_FEATURES: dict[str, dict[str, tuple[float, float, float]]] = {
    # Table 17 (authentic corpus), PHI rows: (precision, recall, F-measure) in %
    "only target": (97.64, 67.38, 79.74),
    "only lexical_bigrams": (92.75, 58.47, 71.73),
    "only syntactic_bigrams": (94.66, 60.97, 74.17),
    "only pos": (81.99, 44.64, 57.81),
    "only dictionary": (88.11, 21.14, 34.10),
    "only mesh": (0.0, 0.0, 0.0),
    "only orthographic": (22.03, 0.61, 1.19),
    # Table 19 (authentic corpus), PHI rows
    "all": (98.46, 95.24, 96.82),
    "SNoW local": (98.42, 92.67, 95.46),
    "IdentiFinder local": (97.75, 91.04, 94.28),
}

PAPER_CATEGORIES = {
    # Table 20, authentic corpus: F-measure in % per class
    "Non-PHI": 99.89,
    "NAME": "Patient 97.05, Doctor 97.40",
    "LOCATION": "Location 71.33, Hospital 92.39",
    "DATE": 97.52,
    "ID": 98.76,
    "CONTACT": "Phone 71.70",
}

DISCUSSION_MARK = "<!-- discussion: text below this line is kept when the tables are rendered again -->"


def _cell(values: tuple[float, float, float] | None) -> str:
    return " | ".join(f"{v:.2f}%" for v in values) if values else "– | – | –"


def _ours(result: dict[str, Any] | None, cls: str) -> str:
    if result is None:
        return "– | – | –"
    s = result[cls]
    return f"{pct(s['precision'])} | {pct(s['recall'])} | {pct(s['f1'])}{mark(result.get('significance'), cls)}"


def render_doc(results: Sequence[dict[str, Any]], intro: str) -> str:
    """Return the results document: for each table of the paper, its figures beside ours on each data set."""
    names = [r["name"] for r in results]
    head = "| Method | Class | paper P | paper R | paper F | " + " | ".join(f"{n} P | {n} R | {n} F" for n in names)
    rule = "| --- " * (5 + 3 * len(names)) + "|"
    lines = [intro.rstrip(), ""]
    for corpus, table in PAPER_TABLES.items():
        sizes = []
        for r in results:
            record = r["corpora"].get(corpus)
            if record is not None:
                sizes.append(
                    f"{r['name']} {record['n_train_notes']} train / {record['n_dev_notes']} dev notes "
                    f"({record['n_dev_tokens']} dev tokens)"
                )
        lines += [f"### {corpus} corpus (paper: {table})", "", "; ".join(sizes) + ".", "", head + " |", rule]
        for cls in ("PHI", "Non-PHI"):
            for system in ("Stat De-id", "H+D", "CRFD"):
                ours = [r["corpora"].get(corpus, {}).get("systems", {}).get(system) for r in results]
                paper = PAPER[corpus][system][cls]
                lines.append(f"| {system} | {cls} | {_cell(paper)} | " + " | ".join(_ours(o, cls) for o in ours) + " |")
        lines += ["", "| Method | " + " | ".join(f"{n} fit (s) | {n} tag (tokens/s)" for n in names) + " |"]
        lines.append("| --- " * (1 + 2 * len(names)) + "|")
        for system in ("Stat De-id", "H+D", "CRFD"):
            cells = []
            for r in results:
                o = r["corpora"].get(corpus, {}).get("systems", {}).get(system)
                cells.append(f"{o['timing']['fit_s']:.0f} | {o['timing']['tokens_per_s']:.0f}" if o else "– | –")
            lines.append(f"| {system} | " + " | ".join(cells) + " |")
        lines.append("")
        if corpus == "ambiguous":
            lines += render_ambiguous_only(results, head, rule)
    lines += render_vocabulary(results)
    lines += [
        "### Feature importance and local context (paper: Tables 17 and 19, authentic corpus)",
        "",
        'PHI rows; ours: the binary SVM on the authentic corpus of each data set. `*`: differs from "all" at '
        "α = 0.05 by the z-test; `†`: by approximate randomization only.",
        "",
        head.replace("Method | Class", "Feature | Class") + " |",
        rule,
    ]
    found = results[0]["corpora"].get("authentic", {}).get("feature_sets", {})
    order = ["all", *(f"only {g}" for g in LOCAL_GROUPS), *(f"all but {g}" for g in LOCAL_GROUPS)]
    order += ["SNoW local", "IdentiFinder local"]
    labels = [label for label in order if label in found] + sorted(set(found) - set(order))
    for label in labels:
        ours = [r["corpora"].get("authentic", {}).get("feature_sets", {}).get(label) for r in results]
        paper = PAPER_FEATURES.get(label)
        lines.append(f"| {label} | PHI | {_cell(paper)} | " + " | ".join(_ours(o, "PHI") for o in ours) + " |")
    lines += ["", "### Multi-class Stat De-id per category (paper: Table 20, authentic corpus)", ""]
    lines += ["| Class | paper F | " + " | ".join(f"{n} P | {n} R | {n} F" for n in names) + " |"]
    lines.append("| --- " * (2 + 3 * len(names)) + "|")
    classes: list[str] = []
    for r in results:
        for c in r["corpora"].get("authentic", {}).get("categories", {}).get("classes", []):
            if c not in classes:
                classes.append(c)
    for c in classes:
        cells = []
        for r in results:
            s = r["corpora"].get("authentic", {}).get("categories", {}).get("scores", {}).get(c)
            cells.append(f"{pct(s['precision'])} | {pct(s['recall'])} | {pct(s['f1'])}" if s else "– | – | –")
        paper_f = PAPER_CATEGORIES.get(c, "–")
        paper_text = f"{paper_f:.2f}%" if isinstance(paper_f, float) else str(paper_f)
        lines.append(f"| {c} | {paper_text} | " + " | ".join(cells) + " |")
    for r in results:
        categories = r["corpora"].get("authentic", {}).get("categories")
        if not categories:
            continue
        cs = categories["classes"]
        lines += ["", f"Confusion matrix of tokens, {r['name']} authentic dev (paper: Table 21):", ""]
        lines += ["| Actual \\ Predicted | " + " | ".join(cs) + " |", "| --- " * (len(cs) + 1) + "|"]
        for a in cs:
            lines.append(f"| {a} | " + " | ".join(str(categories["confusion"].get(f"{a}|{b}", 0)) for b in cs) + " |")
    return "\n".join(lines) + "\n"


def write_doc(paths: Sequence[Path], doc: Path) -> None:
    """Write the results document from result files, keeping the text below the discussion mark of the old one."""
    results: list[dict[str, Any]] = []
    for path in paths:  # files of one data set (e.g. the authentic run and the surrogate run) are merged
        loaded = json.loads(path.read_text(encoding="utf-8"))
        same = next((r for r in results if r["name"] == loaded["name"]), None)
        if same is None:
            results.append(loaded)
        else:
            same["corpora"].update(loaded["corpora"])
    old = doc.read_text(encoding="utf-8") if doc.is_file() else ""
    intro, _, discussion = old.partition(DISCUSSION_MARK)
    tables_start = intro.find("### ")
    intro = intro[:tables_start] if tables_start >= 0 else intro or "# Stat De-id (Uzuner et al. 2008)\n"
    doc.write_text(render_doc(results, intro) + "\n" + DISCUSSION_MARK + discussion, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "doc":
        # python benchmarks/statdeid.py doc OUT.md RESULTS.json [RESULTS.json ...]
        write_doc([Path(p) for p in sys.argv[3:]], Path(sys.argv[2]))
    else:
        main()
