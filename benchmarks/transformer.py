"""The transformer token classifier (Johnson et al. 2020) next to the hybrid and their ensemble, on CPU.

    HF_HUB_OFFLINE=1 .venv/bin/python benchmarks/transformer.py --transformer MODEL_DIR \
        --corpus data/synth/dev.jsonl [--corpus data/synth/dev_heldout.jsonl] \
        [--wnut-dev ../shared/corpora/english_ner/wnut17_dev.jsonl] [--hybrid DIR] [--limit N] \
        [--speed-notes 100] [--threads 1] [--bootstrap 1000] [--write docs/results/transformer.md] [--json OUT.json] \
        [--cross ../shared/corpora/english_ner/wikigold.jsonl=wikigold ...] [--lang es --label-map meddocan]

Engines: "hybrid" (the shipped English hybrid model, or `--hybrid DIR`), "transformer" (the model folder written by
`phiscrub train transformer`, at its own operating point), "ensemble" (the hybrid's parts plus the transformer,
`phiscrub.deidentifier.ensemble_pipeline`: the learned parts united, the rules filling their gaps); in the quality
tables also "transformer int8" (the same model with its linear layers dynamically quantized, as `quantize=True` tags).

Measures, on each `--corpus` (canonical labels):
- binary token P / R / F1 and per-category token P / R / F1 (Table 3 layout) of `phiscrub.evaluate.metrics`
  (aggressive tokens; a token is PHI when any span covers it);
- for the transformer, Table 5: binary-token PPV, F1, FN and FP per 1000 tokens at the highest threshold reaching
  each required sensitivity (100, 99.7, 99 %) and at the model's own operating point, with percentile bootstrap
  intervals over notes (the threshold held fixed);
- on WNUT17 dev (`--wnut-dev`, the corpus's own labels): person and location token recall (a gold token counts as
  found when any predicted span covers it);
- with `--cross PATH=LABEL_MAP` (Table 4 style, the corpora's own labels): per corpus and label, the share of its
  gold tokens that each engine covers with any span, and the non-entity tokens flagged per 1000;
- speed with `--threads` torch threads: the transformer's notes/s and aggressive tokens/s, fp32 and dynamic int8,
  tagging notes one by one as a pipeline does and in batches of notes; the hybrid's; the ensemble's is the sum of
  both times (it runs both); peak RSS of this process and the model's size on disk.

Prints markdown tables; `--write` stores them with the command line at the top. Never prints note text.
"""

from __future__ import annotations

import argparse
import copy
import json
import resource
import shlex
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from phiscrub.deidentifier import ensemble_pipeline, transformer_pipeline
from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import DEFAULT_SENSITIVITIES, EvaluationResult, evaluate, token_scores
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.atomic import atomic_write
from phiscrub.io.registry import guess_format, reader
from phiscrub.labels import CATEGORIES
from phiscrub.pipeline import Part, Pipeline
from phiscrub.taggers.transformer.words import decided_classes, decode_spans, word_spans
from phiscrub.tokenize.tokenizer import tokenize

ENGINES = ("hybrid", "transformer", "ensemble")  # and "transformer int8": the transformer dynamically quantized
SENSITIVITIES = tuple(s for s in DEFAULT_SENSITIVITIES if s != 0.999)  # Table 5's rows: 100, 99.7, 99 (and default)


class CachedTagger:
    """The transformer's spans computed once, handed to the ensemble by note id (same spans, no second run)."""

    name = "transformer"
    merge_role = "model"

    def __init__(self, spans: dict[str, list[Span]]) -> None:
        self.spans = spans

    def tag(self, doc: Document) -> list[Span]:
        return self.spans[doc.id]


def answering_from(ensemble: Pipeline, tagged: list[Document]) -> Pipeline:
    """Return a shallow copy of `ensemble` whose transformer part answers with the spans of `tagged`."""
    answers = CachedTagger({doc.id: list(doc.spans) for doc in tagged})
    cached = copy.copy(ensemble)
    cached.parts = tuple(Part(p.name, answers, p.role) if p.name == "transformer" else p for p in ensemble.parts)
    return cached


def read(path: Path, corpus: str = "canonical", limit: int = 0) -> list[Document]:
    docs = list(reader(guess_format(path))(path, corpus))
    return docs[:limit] if limit else docs


def timed(tag: Callable[[list[Document]], list[Document]], docs: list[Document]) -> tuple[list[Document], float]:
    """Return the tagged notes and the CPU seconds of this process spent tagging them."""
    start = time.process_time()
    tagged = tag(docs)
    return tagged, time.process_time() - start


def transformer_of(pipeline: Pipeline) -> Any:
    return next(part.tagger for part in pipeline.parts if part.name == "transformer")


def pct(value: float) -> str:
    return f"{100 * value:.2f}"


def quality_tables(results: dict[str, EvaluationResult], corpus: str) -> list[str]:
    lines = [f"### {corpus}: binary token level", "", "| engine | P | R | F1 | FN/1000 | FP/1000 | leaked notes |"]
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for engine, result in results.items():
        counts = result.micro["binary-token"]
        lines.append(
            f"| {engine} | {pct(counts.precision)} | {pct(counts.recall)} | {pct(counts.f1)} | "
            f"{result.fn_per_1000_tokens:.2f} | {result.fp_per_1000_tokens:.2f} | "
            f"{result.n_leaked_notes} of {result.n_notes} |"
        )
    lines += ["", f"### {corpus}: per category (token level, typed by category; Table 3 layout)", ""]
    lines += ["| category (gold tokens) | engine | P | R | F1 |", "| --- | --- | ---: | ---: | ---: |"]
    for category in CATEGORIES:
        for engine, result in results.items():
            counts = (result.by_category or {}).get("token", {}).get(category)
            if counts is None or counts.n_gold == 0:
                continue
            lines.append(
                f"| {category} (n = {counts.n_gold}) | {engine} | {pct(counts.precision)} | {pct(counts.recall)} | "
                f"{pct(counts.f1)} |"
            )
    return [*lines, ""]


def at_operating_point(tagger: Any, bare: list[Document], predicted: Sequence[Any]) -> list[Document]:
    """Return the notes with the spans of the transformer's predictions at its own operating point."""
    tagged = []
    for doc, (words, prediction) in zip(bare, predicted, strict=True):
        classes, scores = decided_classes(prediction, tagger.threshold)
        tagged.append(doc.with_spans(decode_spans(doc.text, words, classes, scores, tagger.classes_, tagger.name)))
    return tagged


def note_counts(gold: Sequence[Document], scored: Sequence[Document], threshold: float) -> np.ndarray:
    """Return per note (TP, FP, FN, tokens) of the binary token level when words scoring >= threshold are PHI."""
    rows = []
    for g, p in zip(gold, scored, strict=True):
        scores, is_gold = token_scores(g, p)
        flagged = scores >= threshold
        rows.append([(flagged & is_gold).sum(), (flagged & ~is_gold).sum(), (~flagged & is_gold).sum(), len(scores)])
    return np.array(rows, dtype=np.float64)


def measures(counts: np.ndarray) -> np.ndarray:
    """Return sensitivity, PPV, F1, FN/1000, FP/1000 of summed count rows (..., 4)."""
    tp, fp, fn, n = (counts[..., i] for i in range(4))
    with np.errstate(divide="ignore", invalid="ignore"):
        ppv = np.where(tp + fp > 0, tp / (tp + fp), 0.0)
        se = np.where(tp + fn > 0, tp / (tp + fn), 0.0)
        f1 = np.where(tp > 0, 2 * tp / (2 * tp + fp + fn), 0.0)
    return np.stack([se, ppv, f1, 1000 * fn / n, 1000 * fp / n], axis=-1)


def table5(gold: list[Document], scored: list[Document], default: list[Document], n_boot: int) -> list[str]:
    """Return Table 5 rows: per required sensitivity, the highest threshold reaching it, with bootstrap intervals."""
    pairs = [token_scores(g, p) for g, p in zip(gold, scored, strict=True)]
    all_scores = np.concatenate([p[0] for p in pairs])
    is_gold = np.concatenate([p[1] for p in pairs])
    gold_scores = np.sort(all_scores[is_gold])[::-1]
    rows: list[tuple[str, str, np.ndarray]] = []
    for required in SENSITIVITIES:
        needed = int(np.ceil(required * len(gold_scores) - 1e-9))
        threshold = float(gold_scores[needed - 1]) if needed else 1.0
        rows.append((f"{100 * required:g}", f"{threshold:.4g}", note_counts(gold, scored, threshold)))
    rows.append(("default (§3.3 rule)", "-", note_counts(gold, default, 1e-12)))
    rng = np.random.default_rng(0)
    lines = [
        "| required sensitivity | threshold | sensitivity | PPV | F1 | FN/1000 | FP/1000 |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, threshold, counts in rows:
        point = measures(counts.sum(axis=0))
        weights = rng.multinomial(len(counts), np.full(len(counts), 1 / len(counts)), size=n_boot)
        low, high = np.percentile(measures(weights @ counts), [2.5, 97.5], axis=0)
        cells = []
        for i, value in enumerate(point):
            scale = 100 if i < 3 else 1
            cells.append(f"{scale * value:.2f} [{scale * low[i]:.2f}, {scale * high[i]:.2f}]")
        lines.append(f"| {name} | {threshold} | {' | '.join(cells)} |")
    return lines


def coverage_by_label(gold: list[Document], tagged: list[Document]) -> tuple[dict[str, float], float]:
    """Return per corpus label the share of its gold tokens covered by any span, and non-entity tokens flagged per 1000.

    Tokens are phiscrub's aggressive tokens, as `token_scores` counts them.
    """
    hits: dict[str, list[int]] = {}
    flagged = outside = 0
    for g, p in zip(gold, tagged, strict=True):
        scores, is_gold = token_scores(Document(g.id, g.text), p)  # every token, found or not
        _, in_any = token_scores(g, p)
        flagged += int(((scores > 0) & ~in_any).sum())
        outside += int((~in_any).sum())
        for label in sorted({s.corpus_label or s.label for s in g.spans}):
            wanted = tuple(s for s in g.spans if (s.corpus_label or s.label) == label)
            covered, is_label = token_scores(Document(g.id, g.text, wanted), p)
            counts = hits.setdefault(label, [0, 0])
            counts[0] += int((is_label & (covered > 0)).sum())
            counts[1] += int(is_label.sum())
    recall = {label: hit / total for label, (hit, total) in hits.items() if total}
    return recall, 1000 * flagged / outside if outside else 0.0


def cross_corpus(
    corpora: list[tuple[Path, str]], engines: dict[str, Callable[[list[Document]], list[Document]]], limit: int
) -> tuple[list[str], dict[str, Any]]:
    """Return the Table 4-style rows: per corpus and label, each engine's token coverage; per corpus, flagged/1000."""
    names = list(engines)
    lines = [f"| corpus | label (gold tokens) | {' | '.join(names)} |", "| --- | --- |" + " ---: |" * len(names)]
    figures: dict[str, Any] = {}
    for path, label_map in corpora:
        gold = read(path, label_map, limit)
        bare = [Document(doc.id, doc.text, (), doc.meta) for doc in gold]
        results = {name: coverage_by_label(gold, run(bare)) for name, run in engines.items()}
        figures[path.name] = {name: {"recall": r, "flagged_per_1000": f} for name, (r, f) in results.items()}
        counts = gold_token_counts(gold)
        for label in sorted(counts, key=lambda item: -counts[item]):
            cells = " | ".join(pct(results[name][0].get(label, 0.0)) for name in names)
            lines.append(f"| {path.name} ({len(gold)}) | {label} ({counts[label]}) | {cells} |")
        cells = " | ".join(f"{results[name][1]:.1f}" for name in names)
        lines.append(f"| {path.name} ({len(gold)}) | flagged non-entity tokens per 1000 | {cells} |")
    return lines, figures


def gold_token_counts(gold: list[Document]) -> dict[str, int]:
    """Return the number of gold tokens of each corpus label."""
    counts: dict[str, int] = {}
    for doc in gold:
        for label in {s.corpus_label or s.label for s in doc.spans}:
            wanted = tuple(s for s in doc.spans if (s.corpus_label or s.label) == label)
            _, is_label = token_scores(Document(doc.id, doc.text, wanted), Document(doc.id, doc.text))
            counts[label] = counts.get(label, 0) + int(is_label.sum())
    return counts


def wnut_recall(gold: list[Document], tagged: list[Document]) -> dict[str, float]:
    """Return the share of WNUT17 person and location tokens covered by any predicted span."""
    found: dict[str, list[int]] = {"person": [0, 0], "location": [0, 0]}
    for g, p in zip(gold, tagged, strict=True):
        for kind in found:
            wanted = [s for s in g.spans if (s.corpus_label or "").lower() == kind]
            if not wanted:
                continue
            scores, is_gold = token_scores(Document(g.id, g.text, tuple(wanted)), p)
            found[kind][0] += int((is_gold & (scores > 0)).sum())
            found[kind][1] += int(is_gold.sum())
    return {kind: hit / total if total else 0.0 for kind, (hit, total) in found.items()}


def speed(tagger: Any, hybrid: HybridPipeline, docs: list[Document]) -> list[str]:
    n_tokens = sum(len(tokenize(doc.text)) for doc in docs)
    lines = [
        f"{len(docs)} notes, {n_tokens / len(docs):.0f} aggressive tokens per note on average, CPU seconds of this "
        "process (`time.process_time`), so figures are per core used.",
        "",
        "| engine | how | notes/s | tokens/s |",
        "| --- | --- | ---: | ---: |",
    ]
    times: dict[str, float] = {}
    for quantize in (False, True):
        tagger.set_params(quantize=quantize)
        tagger.tag(docs[0])  # warm-up (and the int8 copy is made)
        kind = "int8" if quantize else "fp32"
        for how, run in (
            ("one note at a time", lambda ds: [d.with_spans(tagger.tag(d)) for d in ds]),
            (
                "batches of 16 notes",
                lambda ds: [t for i in range(0, len(ds), 16) for t in tagger.tag_docs(ds[i : i + 16])],
            ),
        ):
            _, seconds = timed(run, docs)
            times[f"{kind} {how}"] = seconds
            lines.append(f"| transformer {kind} | {how} | {len(docs) / seconds:.2f} | {n_tokens / seconds:.0f} |")
    tagger.set_params(quantize=False)
    hybrid.tag(docs[0])
    _, seconds = timed(lambda ds: list(hybrid.pipe(ds)), docs)
    lines.append(f"| hybrid | one note at a time | {len(docs) / seconds:.2f} | {n_tokens / seconds:.0f} |")
    ensemble = seconds + times["fp32 one note at a time"]
    lines.append(
        f"| ensemble (hybrid + transformer fp32) | one note at a time | {len(docs) / ensemble:.2f} | "
        f"{n_tokens / ensemble:.0f} |"
    )
    return lines


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--transformer", type=Path, required=True, help="Model folder of `train transformer`.")
    parser.add_argument("--hybrid", type=Path, help="Hybrid model folder (default: the shipped one of --lang).")
    parser.add_argument("--corpus", type=Path, action="append", required=True, help="Dev notes (canonical labels).")
    parser.add_argument("--label-map", default="canonical", help="Label map of the --corpus files (e.g. meddocan).")
    parser.add_argument("--lang", default="en", help="Language of the notes and of the shipped hybrid (en or es).")
    parser.add_argument("--wnut-dev", type=Path, help="WNUT17 dev (its own labels).")
    parser.add_argument("--limit", type=int, default=0, help="Use the first N notes of each corpus.")
    parser.add_argument("--speed-notes", type=int, default=100, help="Notes of the first corpus timed for speed.")
    parser.add_argument("--threads", type=int, default=1, help="torch threads.")
    parser.add_argument("--bootstrap", type=int, default=1000, help="Bootstrap resamples of Table 5.")
    parser.add_argument("--write", type=Path, help="Write the tables to this markdown file.")
    parser.add_argument("--json", type=Path, help="Write the figures to this JSON file.")
    parser.add_argument(
        "--cross",
        action="append",
        default=[],
        metavar="PATH=LABEL_MAP",
        help="A corpus for the cross-corpus table (Table 4 style), with its label map (e.g. wikigold.jsonl=wikigold).",
    )
    args = parser.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    lang = args.lang
    hybrid = HybridPipeline.load(args.hybrid) if args.hybrid else HybridPipeline.load_default(lang)
    tagger = transformer_of(transformer_pipeline(args.transformer, lang))
    ensemble = ensemble_pipeline(args.transformer, lang, args.hybrid)
    out = [f"Command: `{shlex.join(['benchmarks/transformer.py', *(argv or sys.argv[1:])])}`", ""]
    figures: dict[str, Any] = {}
    for corpus in args.corpus:
        gold = read(corpus, args.label_map, args.limit)
        bare = [Document(doc.id, doc.text, (), doc.meta) for doc in gold]
        predicted = tagger.predict(bare)
        scored = [
            doc.with_spans(word_spans(doc.text, words, prediction, tagger.classes_, tagger.name))
            for doc, (words, prediction) in zip(bare, predicted, strict=True)
        ]
        default = at_operating_point(tagger, bare, predicted)
        tagger.set_params(quantize=True)
        int8 = at_operating_point(tagger, bare, tagger.predict(bare))
        tagger.set_params(quantize=False)
        # the ensemble as `ensemble_pipeline` builds it, its transformer part answering from the run above
        cached = answering_from(ensemble, default)
        tagged = {
            "hybrid": list(hybrid.pipe(bare)),
            "transformer": default,
            "transformer int8": int8,
            "ensemble": list(cached.pipe(bare)),
        }
        results = {engine: evaluate(gold, docs, per_category=True) for engine, docs in tagged.items()}
        out += quality_tables(results, f"{corpus.name} ({len(gold)} notes)")
        out += [f"### {corpus.name}: transformer at fixed sensitivities (Table 5; 95 % bootstrap intervals)", ""]
        out += [*table5(gold, scored, default, args.bootstrap), ""]
        figures[corpus.name] = {engine: result.to_dict()["levels"] for engine, result in results.items()}
    if args.wnut_dev:
        gold = read(args.wnut_dev, "wnut17", args.limit)
        bare = [Document(doc.id, doc.text, (), doc.meta) for doc in gold]
        transformed = tagger.tag_docs(bare)
        cached = answering_from(ensemble, transformed)
        runs = {"hybrid": list(hybrid.pipe(bare)), "transformer": transformed, "ensemble": list(cached.pipe(bare))}
        out += [f"### WNUT17 dev ({len(gold)} posts): share of entity tokens covered by any span", ""]
        out += ["| engine | person recall | location recall |", "| --- | ---: | ---: |"]
        for engine, tagged_posts in runs.items():
            recall = wnut_recall(gold, tagged_posts)
            figures.setdefault("wnut17_dev", {})[engine] = recall
            out.append(f"| {engine} | {pct(recall['person'])} | {pct(recall['location'])} |")
        out.append("")
    if args.cross:
        corpora = [(Path(spec.rpartition("=")[0]), spec.rpartition("=")[2]) for spec in args.cross]
        engines = {
            "hybrid": lambda docs: list(hybrid.pipe(docs)),
            "transformer": tagger.tag_docs,
            "ensemble": lambda docs: list(ensemble.pipe(docs)),
        }
        out += ["### Cross-corpus (Table 4 style): share of each label's tokens covered by any span", ""]
        lines, figures["cross_corpus"] = cross_corpus(corpora, engines, args.limit)
        out += [*lines, ""]
    speed_docs = [Document(d.id, d.text) for d in read(args.corpus[0], args.label_map, args.speed_notes)]
    out += [f"### Speed on this CPU ({args.threads} torch thread(s))", ""]
    out += speed(tagger, hybrid, speed_docs)
    weights = next(args.transformer.glob("transformer-*/weights.safetensors"), None)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out += [
        "",
        f"Model folder: {folder_size(args.transformer) / 1e6:.1f} MB on disk "
        f"(weights {weights.stat().st_size / 1e6 if weights else 0:.1f} MB) over the base encoder's "
        f"{tagger.training_.get('parameters', 0) / 1e6:.1f} M parameters; peak RSS of this process {peak_mb:.0f} MB.",
    ]
    text = "\n".join(out) + "\n"
    print(text)
    if args.write:
        with atomic_write(args.write) as handle:
            handle.write(text)
    if args.json:
        with atomic_write(args.json) as handle:
            json.dump(figures, handle, indent=2, sort_keys=True)


if __name__ == "__main__":
    main()
