"""benchmarks/peers.py and its runner: the JSON protocol of the phiscrub side, joined notes (no venv, no network)."""

import importlib.util
import sys
from pathlib import Path

import pytest

from phiscrub.document import Document, Span

_BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

NOTES = [
    ("n1", "Seen by Dr. Ana Ruiz on 03/04/2021."),
    ("n2", "Call (617) 555-0199 if the fever returns."),
    ("n3", "No complaints today."),
]


def _load(name, monkeypatch):
    monkeypatch.syspath_prepend(str(_BENCHMARKS))  # peers.py imports english.py as its scripts do
    spec = importlib.util.spec_from_file_location(f"{name}_bench", _BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    return module


def test_runner_reports_spans_and_timings_of_phiscrub_in_process(monkeypatch):
    runner = _load("_peers_runner", monkeypatch)
    result = runner.run("phiscrub", NOTES, workers=0)
    assert {"system", "version", "notes", "load_s", "cpu_s", "wall_s", "peak_rss_mb", "workers", "spans"} <= set(result)
    assert (result["system"], result["notes"], result["workers"]) == ("phiscrub", 3, 0)
    assert result["pool_wall_s"] is None
    assert result["load_s"] > 0 and result["cpu_s"] >= 0 and result["peak_rss_mb"] > 0
    assert set(result["spans"]) == {"n1", "n2", "n3"}
    texts = dict(NOTES)
    spans = [(doc_id, start, end) for doc_id, found in result["spans"].items() for start, end, _ in found]
    assert all(0 <= start < end <= len(texts[doc_id]) for doc_id, start, end in spans)
    assert {"Ana Ruiz", "03/04/2021"} <= {texts[doc_id][start:end] for doc_id, start, end in spans}


def test_runner_runs_the_fast_model_and_the_ratios_name_each_phiscrub_setting(monkeypatch):
    runner = _load("_peers_runner", monkeypatch)
    result = runner.run("phiscrub-fast", NOTES, workers=0)
    assert result["system"] == "phiscrub-fast" and result["version"]
    texts = dict(NOTES)
    found = {texts[doc_id][start:end] for doc_id, spans in result["spans"].items() for start, end, _ in spans}
    assert {"Ana Ruiz", "03/04/2021"} <= found
    peers = _load("peers", monkeypatch)
    corpus = peers.Corpus("synth", "synth", [Document(doc_id, text) for doc_id, text in NOTES], 30)
    run = {"cpu_s": 1.0, "wall_s": 1.0, "load_s": 0.1, "peak_rss_mb": 100.0, "pool_wall_s": None, "notes": 3}
    measured = {
        system: peers.Measured(runs=[{**run, "cpu_s": seconds}], scores={"recall": 0.99})
        for system, seconds in (("phiscrub", 0.5), ("phiscrub-fast", 0.25), ("presidio", 1.0))
    }
    results = {("synth", system): m for system, m in measured.items()}
    lines = peers.ratio_table([corpus], ["presidio"], results, ["phiscrub", "phiscrub-fast"])
    assert "| phiscrub / Presidio | 2.00x |" in lines[2] and "| phiscrub --fast / Presidio | 4.00x |" in lines[3]


def test_concatenated_notes_keep_each_gold_span_on_its_text(monkeypatch):
    peers = _load("peers", monkeypatch)
    docs = [
        Document("a", "Ana Ruiz came.", (Span(0, 8, "PATIENT"),)),
        Document("b", "Seen 03/04/2021.", (Span(5, 15, "DATE"),)),
        Document("c", "Left alone.", ()),
    ]
    joined = peers.concatenated(docs, 2)
    assert len(joined) == 1  # the incomplete last group is dropped
    assert [joined[0].text[s.start : s.end] for s in joined[0].spans] == ["Ana Ruiz", "03/04/2021"]
    assert joined[0].text == "Ana Ruiz came.\n\nSeen 03/04/2021."


@pytest.mark.parametrize(("notes", "workers", "size"), [(600, 2, 32), (37, 2, 5), (3, 16, 1)])
def test_chunks_give_every_worker_several(monkeypatch, notes, workers, size):
    runner = _load("_peers_runner", monkeypatch)
    assert runner.chunk_size(notes, workers) == size


def test_the_recall_point_runs_the_default_model_at_that_operating_point(monkeypatch):
    runner = _load("_peers_runner", monkeypatch)
    plain = runner.run("phiscrub", NOTES, workers=0)
    recall = runner.run("phiscrub-recall", NOTES, workers=0, o_threshold=0.9999)
    assert recall["system"] == "phiscrub-recall" and "operating point 0.9999" in recall["setup"]

    def covered(result):
        return {(doc_id, k) for doc_id, spans in result["spans"].items() for s, e, _ in spans for k in range(s, e)}

    assert covered(plain) <= covered(recall)  # a higher point only adds
    assert runner.phiscrub_pipeline("phiscrub-recall", 0.9999).parts[1].tagger.o_threshold == 0.9999
