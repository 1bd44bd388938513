"""Ablation of the English knowledge sources and extra training corpora: each on and off, with notes/s per core.

    .venv/bin/python benchmarks/english_ablation.py --train data/synth/train.jsonl \
        --ner-dir ../shared/corpora/english_ner --synth-dev data/synth/dev.jsonl \
        --heldout-dev data/synth/dev_heldout.jsonl --wnut-dev ../shared/corpora/english_ner/wnut17_dev.jsonl \
        --out /tmp/english-ablation [--max-iterations 100] [--train-limit N] [--jobs 2] [--only ROW ...] \
        [--write OUT.md]

Every row trains the hybrid (rules + two CRFs, c1 0.05, c2 0.01, no grid) on the synthetic training notes, with:
- "generator notes only": the CRFs' default groups less the dictionaries and the word-vector clusters;
- "+ gazetteers": + the "dictionary" group over the packaged gazetteers (SSA/Census names with frequency buckets,
  GeoNames places, hospitals);
- "+ word-vector clusters": + "embeddings" (= the default English feature groups);
- "+ spaCy NER": + the "spacy" group (POS and entities of `en_core_web_sm`) in the names CRF;
- "+ WNUT17 train", "+ wikigold", "+ presidio-research": the default groups, with each general-English corpus added
  in turn as an EasyAdapt source (partially annotated: each trains only the CRFs of the categories it annotates);
- "all corpora + spaCy NER": both.
Each model is saved to `--out/<row>` (reused when it is already there) and scored by `benchmarks/english.py`'s code:
binary token P/R/F1 on the synthetic dev and name-held-out dev splits, WNUT17 dev person / location / corporation
recall and flagged non-entity tokens per 1,000, notes/s per core (tagging the synthetic dev notes, CPU time).
Figures only, never note text.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from english import SYNTH_DEV, System, _score, command_line, load_datasets, main_table, run_phiscrub

from phiscrub.engine import map_jobs
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.atomic import atomic_write
from phiscrub.io.jsonl import read_jsonl
from phiscrub.taggers.crf import default_groups
from phiscrub.taggers.partial import prepare_partial

CORPORA: dict[str, tuple[str, str]] = {
    "wnut17": ("wnut17_train.jsonl", "wnut17"),
    "wikigold": ("wikigold.jsonl", "wikigold"),
    "presidio": ("presidio_synth.jsonl", "presidio"),
}


@dataclass(frozen=True)
class Row:
    name: str
    label: str
    drop: frozenset[str] = frozenset()
    names_extra: frozenset[str] = frozenset()
    corpora: tuple[str, ...] = ()


ROWS: tuple[Row, ...] = (
    Row("plain", "generator notes only", drop=frozenset({"dictionary", "embeddings"})),
    Row("gazetteers", "+ gazetteers", drop=frozenset({"embeddings"})),
    Row("embeddings", "+ word-vector clusters (default groups)"),
    Row("spacy", "+ spaCy NER feature (names CRF)", names_extra=frozenset({"spacy"})),
    Row("wnut17", "default groups + WNUT17 train", corpora=("wnut17",)),
    Row("wikigold", "+ wikigold", corpora=("wnut17", "wikigold")),
    Row("presidio", "+ presidio-research", corpora=("wnut17", "wikigold", "presidio")),
    Row("all", "all corpora + spaCy NER feature", names_extra=frozenset({"spacy"}), corpora=tuple(CORPORA)),
)


def train_row_job(job: tuple[Row, Path, Path, Path, int, int | None]) -> Path:
    """Train one row's model (a job of the parallel engine)."""
    return train_row(*job)


def train_row(row: Row, train: Path, ner_dir: Path, out: Path, max_iterations: int, train_limit: int | None) -> Path:
    """Train and save the model of one row (kept when already saved); return its folder."""
    model_dir = out / row.name
    if (model_dir / "manifest.json").is_file():
        return model_dir
    kind_groups = {
        kind: sorted((default_groups(kind, "en") - row.drop) | (row.names_extra if kind == "names" else frozenset()))
        for kind in ("quantitative", "names")
    }
    source = []
    for corpus in row.corpora:
        filename, label_map = CORPORA[corpus]
        source += [prepare_partial(doc, label_map) for doc in read_jsonl(ner_dir / filename, corpus=label_map)]
    pipeline = HybridPipeline(
        lang="en", c1=0.05, c2=0.01, max_iterations=max_iterations, grid=(), kind_groups=kind_groups
    )
    pipeline.fit(list(read_jsonl(train))[:train_limit], source_docs=source)
    pipeline.save(model_dir)
    return model_dir


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, required=True)
    parser.add_argument("--ner-dir", type=Path, required=True, help="folder of the english_ner corpora")
    parser.add_argument("--synth-dev", type=Path)
    parser.add_argument("--heldout-dev", type=Path)
    parser.add_argument("--wnut-dev", type=Path)
    parser.add_argument("--wikigold", type=Path, default=None)
    parser.add_argument("--out", type=Path, required=True, help="folder for the rows' models")
    parser.add_argument("--max-iterations", type=int, default=100)
    parser.add_argument("--train-limit", type=int, help="train on the first N training notes only")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", default=[], help="row names to run (default: all)")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    rows = [row for row in ROWS if not args.only or row.name in args.only]
    jobs = [(row, args.train, args.ner_dir, args.out, args.max_iterations, args.train_limit) for row in rows]
    model_dirs = list(map_jobs(train_row_job, jobs, args.jobs))
    notes: list[str] = []
    datasets = load_datasets(args, notes)
    systems = []
    for row, model_dir in zip(rows, model_dirs, strict=True):
        print(f"scoring {row.name}", file=sys.stderr)
        system = System(row.label, "phiscrub", str(model_dir))
        _score(system, datasets, run_phiscrub(system, model_dir, datasets))
        systems.append(system)
    lines = [
        f"Command: `{command_line()}`",
        "",
        f"Rows trained on {args.train_limit or 'all'} training notes with {args.max_iterations} L-BFGS iterations, "
        "c1 0.05, c2 0.01, no grid; notes/s per core "
        f"tag the {SYNTH_DEV} notes (CPU time, shared 2-core machine).",
        "",
        *main_table(systems),
        *(f"- {note}" for note in notes),
    ]
    markdown = "\n".join(lines) + "\n"
    print(markdown)
    if args.write:
        with atomic_write(args.write) as handle:
            handle.write(markdown)


if __name__ == "__main__":
    main()
