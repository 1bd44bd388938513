"""benchmarks/load.py and benchmarks/core_scaling.py: the notes sent, the in-process baseline, pinning a process."""

import argparse
import json
import multiprocessing
import os
from pathlib import Path

import pytest

from phiscrub.tokenize.tokenizer import tokenize
from tests.scripts import load_script

_BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
_NOTES = [
    "Seen by Dr. Ana Ruiz at Mercy Hospital on 03/04/2021.\nCall 555-0199 with results.",
    "Patient John Smith, 67, lives in Boston.\nFollow up in two weeks.",
]


@pytest.fixture(scope="module")
def load_bench():
    pytest.importorskip("httpx")
    return load_script(_BENCHMARKS / "load.py", "load_bench")


@pytest.fixture(scope="module")
def scaling_bench():
    return load_script(_BENCHMARKS / "core_scaling.py", "core_scaling_bench")


def _corpus(tmp_path: Path) -> Path:
    path = tmp_path / "notes.jsonl"
    path.write_text("".join(json.dumps({"id": f"n{k}", "text": text}) + "\n" for k, text in enumerate(_NOTES)))
    return path


def test_notes_of_tokens_are_at_least_that_long_and_made_of_corpus_lines(load_bench, tmp_path):
    notes = load_bench.notes_of_tokens(_corpus(tmp_path), 30, 3)
    lines = {line for text in _NOTES for line in text.splitlines()}
    assert len(notes) == 3
    for note in notes:
        assert len(tokenize(note)) >= 30
        assert set(note.splitlines()) <= lines


def test_the_in_process_baseline_tags_with_the_servers_recipe(load_bench):
    args = argparse.Namespace(model=None, lang="en", rules_only=True)
    assert load_bench.in_process_ms(args, _NOTES, rounds=1) > 0


def _affinity_after_pin(scaling_bench, cpu, queue):
    scaling_bench.pin_to(cpu)
    queue.put(sorted(os.sched_getaffinity(0)))


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="no CPU affinity on this platform")
@pytest.mark.parametrize("cpu", [None, 0, 1000])
def test_pin_to_binds_a_process_to_one_of_its_cpus(scaling_bench, cpu):
    allowed = sorted(os.sched_getaffinity(0))
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_affinity_after_pin, args=(scaling_bench, cpu, queue))
    child.start()
    found = queue.get(timeout=30)
    child.join()
    assert found == (allowed if cpu is None else [allowed[cpu % len(allowed)]])
