"""`phiscrub export-features`, `train forest` and `train crf-nowords`, and `tag --model` with what they train."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app

PATIENTS = ["Ernesto Rivera", "Lucía Gómez", "Pedro Sanz", "Marta Ortiz", "Javier Mora", "Elena Ruiz"]
DOCTORS = ["Ignacio Navarro", "Rosa Vidal", "Tomás Gil", "Sara Peña", "Luis Cano", "Ana Prieto"]


def note(i: int) -> dict[str, object]:
    parts = [
        ("Nombre: ", None),
        (PATIENTS[i % 6], "NOMBRE_SUJETO_ASISTENCIA"),
        ("\nFecha de ingreso: ", None),
        (f"{i % 27 + 1:02d}/0{i % 9 + 1}/2016", "FECHAS"),
        ("\nMédico: ", None),
        (DOCTORS[(i + 2) % 6], "NOMBRE_PERSONAL_SANITARIO"),
        ("\nPaciente de ", None),
        (f"{40 + i} años", "EDAD_SUJETO_ASISTENCIA"),
        (" que ingresa por dolor.\n", None),
    ]
    text, spans = "", []
    for piece, label in parts:
        if label:
            spans.append({"start": len(text), "end": len(text) + len(piece), "label": label})
        text += piece
    return {"id": f"es{i}", "text": text, "spans": spans}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("featureonly") / "train.jsonl"
    path.write_text("".join(json.dumps(note(i), ensure_ascii=False) + "\n" for i in range(8)), encoding="utf-8")
    return path


def invoke(*args: str) -> str:
    result = CliRunner().invoke(build_app(), list(args))
    assert result.exit_code == 0, result.output
    return result.output


def tagged_texts(path: Path) -> set[tuple[str, str]]:
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        found |= {(span["label"], record["text"][span["start"] : span["end"]]) for span in record["spans"]}
    return found


@pytest.mark.parametrize(
    ("command", "options"),
    [("forest", ["--trees", "10", "--jobs", "1"]), ("crf-nowords", ["--max-iterations", "30"])],
)
def test_a_trained_featureonly_model_tags_through_the_tag_command(
    corpus: Path, tmp_path: Path, command: str, options: list[str]
) -> None:
    model = tmp_path / "model"
    output = invoke("train", command, "--train", str(corpus), "--lang", "es", "--label-map", "meddocan",
                    "--out", str(model), *options)  # fmt: skip
    assert "no word of its training notes" in output
    manifest = json.loads((model / "manifest.json").read_text(encoding="utf-8"))
    assert [part["tagger"] for part in manifest["parts"]] == ["forest" if command == "forest" else "feature-crf"]
    assert manifest["training_data"]["n_docs"] == 8
    invoke("tag", str(corpus), "-o", str(tmp_path / "tagged.jsonl"), "--model", str(model))
    found = tagged_texts(tmp_path / "tagged.jsonl")
    assert ("DATE", "01/01/2016") in found


def test_train_forest_takes_class_weights_window_and_length_buckets(corpus: Path, tmp_path: Path) -> None:
    model = tmp_path / "model"
    invoke("train", "forest", "--train", str(corpus), "--lang", "es", "--label-map", "meddocan", "--out", str(model),
           "--trees", "5", "--window", "2", "--class-weight", "balanced", "--length-buckets", "1,3,6,10")  # fmt: skip
    params = json.loads(next(model.glob("forest-*/params.json")).read_text(encoding="utf-8"))["params"]
    assert (params["window"], params["class_weight"], params["length_buckets"]) == (2, "balanced", [1, 3, 6, 10])


@pytest.mark.parametrize("suffix", [".csv", ".parquet", ".tsv", ".crfsuite"])
def test_export_features_writes_the_format_of_the_suffix(corpus: Path, tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"features{suffix}"
    output = invoke("export-features", str(corpus), "-o", str(out), "--label-map", "meddocan", "--lang", "es")
    assert out.is_file() and "no word written" in output
    if suffix == ".csv":
        with out.open(encoding="utf-8", newline="") as handle:
            classes = {row["phi_class"] for row in csv.DictReader(handle)}
        assert classes == {"O", "PATIENT", "DATE", "DOCTOR", "AGE"}
    text = out.read_bytes()
    assert b"Rivera" not in text and b"Navarro" not in text


def test_export_features_with_a_named_format_and_buckets(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "features.txt"
    invoke("export-features", str(corpus), "-o", str(out), "--format", "csv", "--length-buckets", "2,5")
    with out.open(encoding="utf-8", newline="") as handle:
        lengths = {row["length"] for row in csv.DictReader(handle)}
    assert lengths <= {"1-2", "3-5", "6+"}


def test_export_features_refuses_an_unknown_suffix(corpus: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(build_app(), ["export-features", str(corpus), "-o", str(tmp_path / "f.xlsx")])
    assert result.exit_code != 0
    assert not (tmp_path / "f.xlsx").exists()
