"""`phiscrub train svm` and `phiscrub tag --model` with the model it writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.io.jsonl import document_to_json
from tests.taggers.statdeid_notes import note


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("svm") / "train.jsonl"
    lines = [json.dumps(document_to_json(note(i)), ensure_ascii=False) + "\n" for i in range(8)]
    path.write_text("".join(lines), encoding="utf-8")
    return path


def invoke(*args: str) -> str:
    result = CliRunner().invoke(build_app(), list(args))
    assert result.exit_code == 0, result.output
    return result.output


def tagged(path: Path) -> set[tuple[str, str]]:
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        found |= {(span["label"], record["text"][span["start"] : span["end"]]) for span in record["spans"]}
    return found


def test_a_trained_svm_tags_through_the_tag_command(corpus: Path, tmp_path: Path) -> None:
    model = tmp_path / "model"
    output = invoke("train", "svm", "--train", str(corpus), "--lang", "en", "--out", str(model), "--syntax", "none")
    assert "trained Stat De-id SVM" in output and "share it only" in output
    manifest = json.loads((model / "manifest.json").read_text(encoding="utf-8"))
    assert [part["tagger"] for part in manifest["parts"]] == ["svm"]
    assert manifest["training_data"]["n_docs"] == 8
    invoke("tag", str(corpus), "-o", str(tmp_path / "tagged.jsonl"), "--model", str(model))
    assert {("DATE", "01/01/2021"), ("PHONE", "600-555-0100")} <= tagged(tmp_path / "tagged.jsonl")


def test_train_svm_takes_scheme_features_and_class_weights(corpus: Path, tmp_path: Path) -> None:
    model = tmp_path / "model"
    invoke("train", "svm", "--train", str(corpus), "--lang", "en", "--out", str(model), "--syntax", "none",
           "--scheme", "binary", "--features", "target,orthographic,lexical_bigrams", "--class-weight", "balanced",
           "--c", "0.5")  # fmt: skip
    params = json.loads(next(model.glob("svm-*/params.json")).read_text(encoding="utf-8"))["params"]
    assert (params["scheme"], params["c"], params["class_weight"]) == ("binary", 0.5, "balanced")
    assert params["feature_groups"] == ["target", "orthographic", "lexical_bigrams"]
    invoke("tag", str(corpus), "-o", str(tmp_path / "tagged.jsonl"), "--model", str(model))
    assert ("PHI", "01/01/2021") in tagged(tmp_path / "tagged.jsonl")


def test_train_svm_refuses_an_unknown_feature_group(corpus: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        build_app(),
        ["train", "svm", "--train", str(corpus), "--lang", "en", "--out", str(tmp_path / "m"), "--features", "words"],
    )
    assert result.exit_code != 0
    assert not (tmp_path / "m" / "manifest.json").exists()
