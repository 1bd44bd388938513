"""benchmarks/featureonly.py: folds by note, and a tiny cross-validation run printing Table 1's layout."""

import json
import sys
from pathlib import Path

import pytest

from tests.scripts import load_script

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "featureonly.py"


@pytest.fixture(scope="module")
def bench():
    return load_script(_PATH, "featureonly_bench")


def test_folds_are_by_note_fixed_by_the_seed_and_cover_every_note_once(bench):
    docs = list(range(23))
    folds = bench.split_folds(docs, 10, seed=0)
    assert sorted(i for fold in folds for i in fold) == docs
    assert folds == bench.split_folds(docs, 10, seed=0) != bench.split_folds(docs, 10, seed=1)
    assert {len(fold) for fold in folds} == {2, 3}


def write_corpus(path: Path) -> Path:
    lines = []
    for i in range(8):
        name = ["Ana Ruiz", "Luis Vidal", "Marta Gil", "Jorge Sanz"][i % 4]
        text = f"Patient {name} seen on {i + 1:02d}/03/2021 for a cough.\n"
        start = text.index(name)
        date = text.index("/03/") - 2
        spans = [
            {"start": start, "end": start + len(name), "label": "PATIENT"},
            {"start": date, "end": date + 10, "label": "DATE"},
        ]
        lines.append(json.dumps({"id": f"b{i}", "text": text, "spans": spans}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_tiny_run_prints_every_class_and_system(bench, tmp_path, monkeypatch, capsys):
    corpus = write_corpus(tmp_path / "notes.jsonl")
    outputs = ["--markdown", str(tmp_path / "out.md"), "--json", str(tmp_path / "out.json")]
    args = ["featureonly.py", "--corpus", str(corpus), "--folds", "2", "--max-iterations", "5", "--trees", "3"]
    monkeypatch.setattr(sys, "argv", [*args, "--forest-jobs", "1", *outputs])
    bench.main()
    table = (tmp_path / "out.md").read_text(encoding="utf-8")
    assert "| PATIENT | 8 |" in table and "| DATE | 8 |" in table and "| Average (macro) |" in table
    assert all(f"{bench.SHORT[s]} P" in table for s in bench.SYSTEMS)
    record = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert record["notes"] == 8 and set(record["results"]) == set(bench.SYSTEMS)
    assert "Ana" not in capsys.readouterr().out + table
