"""`phiscrub train transformer`, `phiscrub calibrate` and `phiscrub tag --model`, and the ensemble with the hybrid.

Needs torch and transformers (`pip install 'phiscrub[transformer]'`); skipped, visibly, without them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document

pytest.importorskip("torch")
pytest.importorskip("transformers")

NAMES = ["Ana Ruiz", "Bo Chen", "Cy Dale", "Di Eno", "Ed Fox", "Flo Gray"]


def note(i: int) -> dict[str, object]:
    parts = [
        ("Seen by Dr. ", None),
        (NAMES[i % 6], "DOCTOR"),
        (" on ", None),
        (f"0{i % 9 + 1}/1{i % 3}/2021", "DATE"),
        ("; call ", None),
        (f"555-01{i:02d}", "PHONE"),
        (" if the fever returns.", None),
    ]
    text, spans = "", []
    for piece, label in parts:
        if label:
            spans.append({"start": len(text), "end": len(text) + len(piece), "label": label})
        text += piece
    return {"id": f"n{i}", "text": text, "spans": spans}


def invoke(*args: str) -> str:
    result = CliRunner().invoke(build_app(), list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("transformer-cli") / "train.jsonl"
    path.write_text("".join(json.dumps(note(i)) + "\n" for i in range(6)), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def model(tiny_encoder: Path, corpus: Path) -> Path:
    out = corpus.parent / "model"
    invoke(
        "train", "transformer", "--train", str(corpus), "--dev", str(corpus), "--out", str(out),
        "--encoder", str(tiny_encoder), "--epochs", "20", "--lr", "0.005", "--batch-size", "6", "--lora-rank", "4",
        "--max-notes", "5", "--patience", "20",
    )  # fmt: skip
    return out


def test_train_transformer_writes_a_model_that_tag_reads(model: Path, corpus: Path) -> None:
    manifest = json.loads((model / "manifest.json").read_text())
    assert [part["tagger"] for part in manifest["parts"]] == ["transformer"]
    assert manifest["training_data"]["n_docs"] == 5
    out = corpus.parent / "tagged.jsonl"
    invoke("tag", str(corpus), "-o", str(out), "--model", str(model))
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 6
    assert all(span["end"] <= len(line["text"]) for line in lines for span in line["spans"])


def test_calibrate_stores_a_threshold_reaching_the_sensitivity(model: Path, corpus: Path, tmp_path: Path) -> None:
    import shutil

    calibrated = tmp_path / "calibrated"
    shutil.copytree(model, calibrated)
    invoke("calibrate", str(calibrated), str(corpus), "--sensitivity", "1.0")
    record = json.loads((calibrated / "transformer-transformer" / "params.json").read_text())
    calibration = record["state"]["calibration"]
    assert record["params"]["threshold"] == calibration["threshold"]
    assert calibration["dev_binary_token"]["recall"] == 1.0
    assert set(calibration["threshold_needed_by"]) == {"overall", "NAME", "DATE", "CONTACT"}
    out = tmp_path / "tagged.jsonl"
    invoke("tag", str(corpus), "-o", str(out), "--model", str(calibrated))
    assert all(json.loads(line)["spans"] for line in out.read_text().splitlines())


def test_calibrate_refuses_a_model_without_a_transformer(corpus: Path) -> None:
    result = CliRunner().invoke(build_app(), ["calibrate", str(corpus.parent), str(corpus)])
    assert result.exit_code != 0


def test_the_ensemble_adds_the_transformer_to_the_hybrids_parts(model: Path) -> None:
    from phiscrub.deidentifier import engine_pipeline

    ensemble = engine_pipeline("ensemble", "en", transformer_model=model)
    assert [part.name for part in ensemble.parts][0] == "transformer"
    assert {"rules", "quantitative", "names"} <= {part.name for part in ensemble.parts}
    text = note(1)["text"]
    assert isinstance(text, str)
    spans = ensemble.tag(Document("e", text)).spans
    assert all(0 <= s.start < s.end <= len(text) for s in spans)
    assert engine_pipeline("transformer", "en", transformer_model=model).parts[0].name == "transformer"


def test_the_benchmark_prints_every_table_and_no_note_text(model: Path, corpus: Path, tmp_path: Path) -> None:
    import importlib.util
    import sys

    path = Path(__file__).resolve().parents[3] / "benchmarks" / "transformer.py"
    spec = importlib.util.spec_from_file_location("transformer_bench", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    out = tmp_path / "results.md"
    bench.main(["--transformer", str(model), "--corpus", str(corpus), "--speed-notes", "2", "--bootstrap", "10"]
               + ["--write", str(out)])  # fmt: skip
    text = out.read_text()
    for heading in ("binary token level", "per category", "Table 5", "notes/s", "Model folder"):
        assert heading in text
    assert not any(name in text for name in NAMES) and "fever" not in text
