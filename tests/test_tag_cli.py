from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.errors import PhiscrubError

PATIENTS = ["Ernesto Rivera", "Lucía Gómez", "Pedro Sanz", "Marta Ortiz", "Javier Mora", "Elena Ruiz"]
DOCTORS = ["Ignacio Navarro", "Rosa Vidal", "Tomás Gil", "Sara Peña", "Luis Cano", "Ana Prieto"]
TOWNS = ["Madrid", "Sevilla", "Toledo", "Bilbao", "Murcia", "Gijón"]


def note(i: int) -> dict[str, object]:
    parts = [
        ("Nombre: ", None),
        (PATIENTS[i % 6], "NOMBRE_SUJETO_ASISTENCIA"),
        ("\nLocalidad: ", None),
        (TOWNS[(i + 1) % 6], "TERRITORIO"),
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


def write_jsonl(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cli")
    train = write_jsonl(root / "train.jsonl", [note(i) for i in range(10)])
    out = root / "model"
    args = ["train", "hybrid", "--train", str(train), "--lang", "es", "--label-map", "meddocan"]
    result = CliRunner().invoke(build_app(), [*args, "--out", str(out), "--max-iterations", "15"])
    assert result.exit_code == 0, result.output
    return out


def test_train_writes_a_model_folder_with_its_manifest(model_dir: Path) -> None:
    manifest = json.loads((model_dir / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["lang"] == "es" and manifest["corpus"] == "meddocan"
    assert manifest["corpus_labels"]["CITY"] == "TERRITORIO"


@pytest.mark.parametrize(("labels", "expected"), [("canonical", "PATIENT"), ("corpus", "NOMBRE_SUJETO_ASISTENCIA")])
def test_tag_writes_predicted_spans_in_canonical_or_corpus_labels(
    model_dir: Path, tmp_path: Path, labels: str, expected: str
) -> None:
    unseen = note(13)
    infile = write_jsonl(tmp_path / "in.jsonl", [{**unseen, "spans": []}])
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(
        build_app(), ["tag", str(infile), "-o", str(out), "--model", str(model_dir), "--labels", labels]
    )
    assert result.exit_code == 0, result.output
    record = json.loads(out.read_text(encoding="utf-8"))
    found = {(record["text"][s["start"] : s["end"]], s["label"]) for s in record["spans"]}
    assert (PATIENTS[13 % 6], expected) in found
    assert all("source" in s for s in record["spans"])
    assert PATIENTS[13 % 6] not in result.output and "tagged 1 documents" in result.output


@pytest.mark.parametrize(("policy", "kept"), [("i2b2", True), ("safe-harbor", False)])
def test_tag_with_safe_harbor_drops_young_ages(model_dir: Path, tmp_path: Path, policy: str, kept: bool) -> None:
    infile = write_jsonl(tmp_path / "in.jsonl", [note(12)])
    out = tmp_path / "out.jsonl"
    args = ["tag", str(infile), "-o", str(out), "--model", str(model_dir), "--policy", policy]
    assert CliRunner().invoke(build_app(), args).exit_code == 0
    record = json.loads(out.read_text(encoding="utf-8"))
    assert any(record["text"][s["start"] : s["end"]].startswith("52") for s in record["spans"]) is kept


def test_tag_can_write_another_format(model_dir: Path, tmp_path: Path) -> None:
    infile = write_jsonl(tmp_path / "in.jsonl", [note(11)])
    out = tmp_path / "brat"
    args = ["tag", str(infile), "-o", str(out), "--model", str(model_dir), "--out-format", "brat"]
    assert CliRunner().invoke(build_app(), args).exit_code == 0
    assert (out / "es11.ann").read_text(encoding="utf-8").strip()


def test_tag_takes_any_operating_point_below_one(model_dir: Path, tmp_path: Path) -> None:
    # the shipped English model's own point is 0.995: a user must be able to ask for it, or for more recall
    infile = write_jsonl(tmp_path / "in.jsonl", [{**note(13), "spans": []}])
    counts = {}
    for point in ("0", "0.999"):
        out = tmp_path / f"out-{point}.jsonl"
        args = ["tag", str(infile), "-o", str(out), "--model", str(model_dir), "--o-threshold", point]
        result = CliRunner().invoke(build_app(), args)
        assert result.exit_code == 0, result.output
        counts[point] = sum(s["end"] - s["start"] for s in json.loads(out.read_text(encoding="utf-8"))["spans"])
    assert counts["0.999"] >= counts["0"] > 0


@pytest.mark.parametrize("point", ["1", "1.5", "-0.1"])
@pytest.mark.parametrize("command", ["tag", "train hybrid"])
def test_an_operating_point_outside_zero_to_one_is_refused(tmp_path: Path, command: str, point: str) -> None:
    infile = write_jsonl(tmp_path / "in.jsonl", [note(1)])
    out = tmp_path / "out"
    args = {
        "tag": [str(infile), "-o", str(out), "--lang", "es"],
        "train hybrid": ["--train", str(infile), "--out", str(out)],
    }[command]
    result = CliRunner().invoke(build_app(), [*command.split(), *args, "--o-threshold", point])
    assert result.exit_code == 2
    assert "0 <= x < 1" in result.output
    assert not out.exists()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ([], "--model MODEL_DIR or --lang"),
        (["--model", "MISSING"], "phiscrub train hybrid"),
        (["--model", "MODEL", "--lang", "en"], "does not match"),
    ],
)
def test_tag_without_a_usable_model_fails_with_a_clear_error(
    model_dir: Path, tmp_path: Path, extra: list[str], message: str
) -> None:
    infile = write_jsonl(tmp_path / "in.jsonl", [note(1)])
    extra = [str(tmp_path / "none") if a == "MISSING" else str(model_dir) if a == "MODEL" else a for a in extra]
    result = CliRunner().invoke(build_app(), ["tag", str(infile), "-o", str(tmp_path / "o.jsonl"), *extra])
    assert isinstance(result.exception, PhiscrubError)
    assert message in str(result.exception)
    assert not (tmp_path / "o.jsonl").exists()


def test_train_takes_several_partially_annotated_source_corpora(tmp_path: Path) -> None:
    train = write_jsonl(tmp_path / "train.jsonl", [note(i) for i in range(6)])
    posts = [
        {
            "id": f"p{i}",
            "text": f"met {name} in Boston today",
            "spans": [{"start": 4, "end": 4 + len(name), "label": lab}],
        }
        for i, (name, lab) in enumerate([("emma", "person"), ("ryan", "person"), ("Nike", "corporation")])
    ]
    wiki = [{"id": "w1", "text": "Ana Ruiz was born in Lima .", "spans": [{"start": 0, "end": 8, "label": "PER"}]}]
    args = ["train", "hybrid", "--train", str(train), "--lang", "es", "--corpus", "meddocan", "--max-iterations", "5"]
    args += ["--source", str(write_jsonl(tmp_path / "wnut.jsonl", posts)), "--source-corpus", "wnut17"]
    args += ["--source", str(write_jsonl(tmp_path / "wiki.jsonl", wiki)), "--source-corpus", "wikigold"]
    result = CliRunner().invoke(build_app(), [*args, "--out", str(tmp_path / "model")])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "model" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["source_data"]["n_docs"] == 4


def test_train_can_add_the_spacy_ner_feature_to_the_names_crf(tmp_path: Path) -> None:
    pytest.importorskip("spacy")
    train = write_jsonl(tmp_path / "train.jsonl", [note(i) for i in range(4)])
    args = ["train", "hybrid", "--train", str(train), "--lang", "es", "--corpus", "meddocan", "--max-iterations", "3"]
    result = CliRunner().invoke(build_app(), [*args, "--ner-feature", "--out", str(tmp_path / "model")])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "model" / "manifest.json").read_text(encoding="utf-8"))
    assert "spacy" in manifest["features"]["groups_used"]["names"]
    assert "spacy" not in manifest["features"]["groups_used"]["quantitative"]


def test_tag_and_deid_take_any_saved_pipeline_not_only_a_hybrid(tmp_path: Path) -> None:
    from phiscrub.deidentifier import rules_pipeline

    rules_pipeline("en").save(tmp_path / "rules-model")
    notes = write_jsonl(tmp_path / "notes.jsonl", [{"id": "n1", "text": "Call 617-555-0199 on 03/04/2021."}])
    runner = CliRunner()
    result = runner.invoke(
        build_app(), ["tag", str(notes), "-o", str(tmp_path / "out.jsonl"), "-m", str(tmp_path / "rules-model")]
    )
    assert result.exit_code == 0, result.output
    spans = json.loads((tmp_path / "out.jsonl").read_text())["spans"]
    assert {s["label"] for s in spans} == {"PHONE", "DATE"}
    args = [
        "deid",
        str(notes),
        "-o",
        str(tmp_path / "deid.jsonl"),
        "-m",
        str(tmp_path / "rules-model"),
        "--no-progress",
    ]
    result = runner.invoke(build_app(), args)
    assert result.exit_code == 0, result.output
    assert "617-555-0199" not in (tmp_path / "deid.jsonl").read_text()
