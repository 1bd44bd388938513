"""The ablation table of the hybrid de-identifier (Lee et al. 2017 §4), on a train/dev pair of corpora.

    .venv/bin/python benchmarks/hybrid_ablation.py --train TRAIN.jsonl --dev DEV.jsonl --lang es --corpus meddocan \
        [--limit N] [--max-iterations 100] [--jobs 2] [--markdown OUT.md]

Rows, each adding one thing to the row above: rules only; the two CRFs with baseline features over a standard
tokenizer; + the aggressive tokenizer; + each feature group in turn; + the rule tagger (union of all spans); + each
post-processing step (merge, error correction, global reconciliation, name propagation) = the full hybrid. Each row:
entity strict, token and binary token P/R/F1 on the full label set and the HIPAA subset, and the approximate
randomization p-value (N = 9999) of its strict entity F1 against the row above (binary token F1 for the HIPAA
table). With `--easyadapt-style psychiatric` a second table shows EasyAdapt (§3.3.3): the notes of that style are the
target domain (train and dev restricted to it), all other training notes the source.

Labels of a corpus with its own label map (`--corpus meddocan`) are compared after projecting predictions onto that
corpus's labels (`phiscrub.labels.project_to_corpus`: a ZIP becomes MEDDOCAN's TERRITORIO), so that each type is
scored as the corpus annotates it. Prints figures only, never note text.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from phiscrub.document import Document
from phiscrub.engine import map_jobs
from phiscrub.evaluate.metrics import EvaluationResult, evaluate
from phiscrub.evaluate.significance import randomization_test
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.jsonl import read_jsonl
from phiscrub.labels import project_to_corpus
from phiscrub.pipeline import STEP_NAMES

FEATURE_STEPS: tuple[tuple[str, str], ...] = (
    ("pos", "+ pseudo-POS n-grams (5)"),
    ("sentence", "+ sentence length/shape (6-7)"),
    ("section", "+ section header (8)"),
    ("clusters", "+ word clusters (9)"),
    ("dictionary", "+ dictionaries (10)"),
    ("shape_ngrams", "+ shape n-grams (12)"),
    ("attribute", "+ attribute name (13)"),
)
STEP_LABELS = {
    "correct": "+ error correction",
    "reconcile": "+ global reconciliation",
    "propagate": "+ name propagation (beyond paper)",
}


@dataclass(frozen=True)
class RowSpec:
    """One row: which taggers, features, tokenizer and post-processing steps."""

    name: str
    taggers: tuple[str, ...]
    feature_groups: tuple[str, ...] | None
    tokenizer: str = "aggressive"
    steps: tuple[str, ...] = ()


def feature_rows() -> list[RowSpec]:
    crfs = ("quantitative", "names")
    rows = [RowSpec("CRFs, baseline features, standard tokenizer", crfs, ("baseline",), tokenizer="standard")]
    rows.append(RowSpec("+ aggressive tokenizer", crfs, ("baseline",)))
    groups = ["baseline"]
    for group, label in FEATURE_STEPS:
        groups.append(group)
        rows.append(RowSpec(label, crfs, tuple(groups)))
    rows.append(RowSpec("+ CRF-specific (context shapes / profession suffix)", crfs, None))
    return rows


def project(docs: Sequence[Document], corpus: str) -> list[Document]:
    if corpus == "canonical":
        return list(docs)
    return [doc.with_spans(replace(s, label=project_to_corpus(s.label, corpus)) for s in doc.spans) for doc in docs]


def train_row(args: tuple[RowSpec, list[Document], list[Document], str, int, float, float, str]) -> tuple[str, str]:
    spec, train, source, lang, max_iterations, c1, c2, model_dir = args
    pipeline = HybridPipeline(
        lang=lang,
        taggers=spec.taggers,
        steps=spec.steps,
        feature_groups=spec.feature_groups,
        tokenizer=spec.tokenizer,
        c1=c1,
        c2=c2,
        max_iterations=max_iterations,
        grid=(),
    )
    started = time.perf_counter()
    pipeline.fit(train, source_docs=source)
    pipeline.save(Path(model_dir))
    return model_dir, f"{time.perf_counter() - started:.0f}s"


def tag_all(pipeline: HybridPipeline, docs: Sequence[Document]) -> list[Document]:
    return [pipeline.tag(doc) for doc in docs]


def cells(result: EvaluationResult, levels: Sequence[str]) -> list[str]:
    out = []
    for level in levels:
        c = result.micro[level]
        out += [f"{100 * c.precision:.2f}", f"{100 * c.recall:.2f}", f"{100 * c.f1:.2f}"]
    return out


LEVELS = ("entity-strict", "token", "binary-token")


def table(rows: list[tuple[str, EvaluationResult, EvaluationResult]], title: str) -> list[str]:
    lines = [f"### {title}", ""]
    head = "| system | " + " | ".join(f"{lv} P | {lv} R | {lv} F1" for lv in LEVELS) + " | p (strict F1) |"
    for label_set, index in (("full label set", 1), ("HIPAA subset", 2)):
        lines += [f"**{label_set}**", "", head, "|---|" + "---:|" * (3 * len(LEVELS) + 1)]
        previous: EvaluationResult | None = None
        for name, *results in rows:
            result = results[index - 1]
            p = "" if previous is None else f"{randomization_test(result, previous, 'entity-strict').p_value:.4f}"
            lines.append(f"| {name} | " + " | ".join(cells(result, LEVELS)) + f" | {p} |")
            previous = result
        lines.append("")
    return lines


def score(gold: Sequence[Document], pred: Sequence[Document], corpus: str) -> tuple[EvaluationResult, EvaluationResult]:
    projected = project(pred, corpus)
    return evaluate(gold, projected, labels="full"), evaluate(gold, projected, labels="hipaa")


def per_type(result: EvaluationResult) -> list[str]:
    lines = [
        "| type | strict P | strict R | strict F1 | binary-token R | gold spans |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for label, c in sorted(result.by_label["entity-strict"].items(), key=lambda kv: -(kv[1].tp + kv[1].fn)):
        token = result.by_label["token"].get(label)
        token_recall = f"{100 * token.recall:.2f}" if token is not None else ""
        lines.append(
            f"| {label} | {100 * c.precision:.2f} | {100 * c.recall:.2f} | {100 * c.f1:.2f} | {token_recall} "
            f"| {c.tp + c.fn} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, required=True)
    parser.add_argument("--dev", type=Path, required=True)
    parser.add_argument("--lang", choices=("en", "es"), required=True)
    parser.add_argument("--corpus", default="canonical", help="label map of both corpora (e.g. meddocan)")
    parser.add_argument("--limit", type=int, help="use only the first N training notes")
    parser.add_argument("--max-iterations", type=int, default=100)
    parser.add_argument("--c1", type=float, default=0.05)
    parser.add_argument("--c2", type=float, default=0.01)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--easyadapt-style", help="meta.style of the target domain for the EasyAdapt table")
    parser.add_argument("--markdown", type=Path, help="also write the tables to this file")
    parser.add_argument(
        "--post-only", type=Path, help="a model trained with every feature group: only rule and post-processing rows"
    )
    args = parser.parse_args()

    train = list(read_jsonl(args.train, corpus=args.corpus))[: args.limit]
    dev = list(read_jsonl(args.dev, corpus=args.corpus))
    lines = [
        f"Train: {args.train.name} ({len(train)} notes), dev: {args.dev.name} ({len(dev)} notes), lang {args.lang}, "
        f"label map {args.corpus}, c1={args.c1}, c2={args.c2}, {args.max_iterations} L-BFGS iterations.",
        "",
    ]
    rows: list[tuple[str, EvaluationResult, EvaluationResult]] = []
    with tempfile.TemporaryDirectory(prefix="phiscrub-ablation-") as work:
        rules = HybridPipeline(lang=args.lang, taggers=("rules",), steps=(), grid=()).fit(train[:1])
        rows.append(("rules only", *score(dev, tag_all(rules, dev), args.corpus)))
        specs = [] if args.post_only else feature_rows()
        jobs = [
            (spec, train, [], args.lang, args.max_iterations, args.c1, args.c2, f"{work}/{i}")
            for i, spec in enumerate(specs)
        ]
        trained = list(map_jobs(train_row, jobs, args.jobs))
        for spec, (model_dir, seconds) in zip(specs, trained, strict=True):
            model = HybridPipeline.load(Path(model_dir), steps=())
            rows.append((f"{spec.name} [{seconds}]", *score(dev, tag_all(model, dev), args.corpus)))
        rows += post_processing_rows(args.post_only or Path(trained[-1][0]), dev, args)
        lines += table(rows, "Ablation")
        lines += ["### Per type, full hybrid (full label set)", "", *per_type(rows[-1][1]), ""]
        if args.easyadapt_style:
            lines += easyadapt_table(args, train, dev, work)
    text = "\n".join(lines)
    print(text)
    if args.markdown:
        args.markdown.parent.mkdir(parents=True, exist_ok=True)
        args.markdown.write_text(text + "\n", encoding="utf-8")


def post_processing_rows(
    model_dir: Path, dev: list[Document], args: argparse.Namespace
) -> list[tuple[str, EvaluationResult, EvaluationResult]]:
    """Rows that add the rule tagger and each post-processing step to the CRFs of the model in `model_dir`."""
    from phiscrub.pipeline import Part
    from phiscrub.taggers.rules import RuleTagger

    model = HybridPipeline.load(model_dir, steps=())
    crf_parts = tuple(part for part in model.parts if part.name != "rules")  # a shipped model comes with rules
    model.parts = crf_parts
    rows = []
    if args.post_only:
        rows.append(("two CRFs, every feature group", *score(dev, tag_all(model, dev), args.corpus)))
    model.parts = (Part("rules", RuleTagger(lang=args.lang), "rules"), *crf_parts)
    rows.append(("+ rule tagger (union of all spans)", *score(dev, tag_all(model, dev), args.corpus)))
    model.steps, model.merge = ("merge",), "rules-first"
    rows.append(("+ merge, rules first (paper)", *score(dev, tag_all(model, dev), args.corpus)))
    model.merge = "crf-first"
    rows.append(("+ merge, CRF first instead (phiscrub default)", *score(dev, tag_all(model, dev), args.corpus)))
    for i, step in enumerate(STEP_NAMES[1:], start=2):
        model.steps = STEP_NAMES[:i]
        rows.append((STEP_LABELS[step], *score(dev, tag_all(model, dev), args.corpus)))
    return rows


def easyadapt_table(args: argparse.Namespace, train: list[Document], dev: list[Document], work: str) -> list[str]:
    style = args.easyadapt_style
    target = [d for d in train if d.meta.get("style") == style]
    source = [d for d in train if d.meta.get("style") != style]
    target_dev = [d for d in dev if d.meta.get("style") == style]
    crfs = ("quantitative", "names")
    specs = [
        ("target only", target, []),
        ("source + target pooled", target + source, []),
        ("EasyAdapt (source augmented)", target, source),
    ]
    jobs = [
        (RowSpec(name, crfs, None), tr, src, args.lang, args.max_iterations, args.c1, args.c2, f"{work}/ea{i}")
        for i, (name, tr, src) in enumerate(specs)
    ]
    trained = list(map_jobs(train_row, jobs, args.jobs))
    rows = []
    for (name, tr, src), (model_dir, seconds) in zip(specs, trained, strict=True):
        model = HybridPipeline.load(Path(model_dir), steps=())
        rows.append(
            (
                f"{name} ({len(tr)} target + {len(src)} source notes) [{seconds}]",
                *score(target_dev, tag_all(model, target_dev), args.corpus),
            )
        )
    return table(rows, f"EasyAdapt: target = {style} notes ({len(target_dev)} dev notes), CRFs only") + [""]


if __name__ == "__main__":
    main()
