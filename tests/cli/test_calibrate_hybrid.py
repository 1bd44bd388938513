"""`phiscrub calibrate` on a hybrid: the lowest CRF operating point reaching a required token sensitivity."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.calibrate import crf_operating_point
from phiscrub.cli.main import build_app
from phiscrub.deidentifier import load_model, rules_pipeline
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.registry import reader

REPO = Path(__file__).resolve().parents[2]
FAST = REPO / "phiscrub" / "models" / "en-fast"
DEV = REPO / "data" / "synth" / "dev.jsonl"


@pytest.fixture(scope="module")
def dev_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("dev") / "dev.jsonl"
    path.write_text("".join(DEV.read_text(encoding="utf-8").splitlines(keepends=True)[:12]), encoding="utf-8")
    return path


@pytest.fixture()
def model(tmp_path: Path) -> Path:
    copy = tmp_path / "model"
    shutil.copytree(FAST, copy)
    return copy


def test_calibrate_saves_the_lowest_point_reaching_the_sensitivity(model: Path, dev_file: Path) -> None:
    result = CliRunner().invoke(build_app(), ["calibrate", str(model), str(dev_file), "--sensitivity", "0.99"])
    assert result.exit_code == 0, result.output
    manifest = json.loads((model / "manifest.json").read_text(encoding="utf-8"))
    record = manifest["calibration"]
    point = manifest["features"]["o_threshold"]
    assert record["o_threshold"] == point and record["required_sensitivity"] == 0.99
    rows = record["points"]
    chosen = next(k for k, row in enumerate(rows) if row["o_threshold"] == point)
    groups = [group for group in rows[0]["recall"] if group not in record["unreachable"]]
    assert all(rows[chosen]["recall"][group] >= 0.99 for group in groups)
    assert all(any(rows[k]["recall"][group] < 0.99 for group in groups) for k in range(chosen))  # the lowest
    reloaded = load_model(model)
    assert {item.tagger.o_threshold for item in reloaded.parts if item.role == "model"} == {point}  # type: ignore[attr-defined]
    assert "operating point" in result.output
    assert "Maria" not in result.output  # counts only, never note text


def test_no_requirement_keeps_plain_decoding(model: Path, dev_file: Path) -> None:
    docs = list(reader("jsonl")(dev_file))
    point, record = crf_operating_point(HybridPipeline.load(model), docs, 0.0, points=(0.0, 0.99))
    assert point == 0.0 and record["needed_by"] == [] and record["unreachable"] == []


def test_recall_grows_with_the_operating_point_and_an_unreachable_category_is_named(dev_file: Path) -> None:
    docs = list(reader("jsonl")(dev_file))
    # a gold span no tagger finds ("at" is PHI nowhere): its category, and so the overall figure, cannot reach 100 %
    text = "Nothing here at all today."
    docs.append(Document("odd", text, (Span(text.index(" at ") + 1, text.index(" at ") + 3, "PROFESSION"),)))
    point, record = crf_operating_point(HybridPipeline.load(FAST), docs, 1.0, points=(0.0, 0.9, 0.999))
    rows = record["points"]
    assert [row["recall"]["overall"] for row in rows] == sorted(row["recall"]["overall"] for row in rows)
    assert [row["flagged_tokens"] for row in rows] == sorted(row["flagged_tokens"] for row in rows)
    assert {"overall", "PROFESSION"} <= set(record["unreachable"])
    # the categories that do reach 100 % decide: the lowest point where all of them do, and which needed it
    reachable = [group for group in rows[0]["recall"] if group not in record["unreachable"]]
    chosen = next(row for row in rows if all(row["recall"][group] == 1.0 for group in reachable))
    assert point == chosen["o_threshold"] == record["o_threshold"]
    at = rows.index(chosen)
    assert at > 0  # on these notes plain decoding misses names
    assert record["needed_by"] == [group for group in reachable if rows[at - 1]["recall"][group] < 1.0]


def test_a_model_without_crfs_or_transformer_is_refused(tmp_path: Path, dev_file: Path) -> None:
    docs = list(reader("jsonl")(dev_file))
    with pytest.raises(ConfigError, match="no CRF part"):
        crf_operating_point(rules_pipeline("en"), docs, 0.99)
    rules_only = tmp_path / "rules"
    rules_pipeline("en").save(rules_only)
    result = CliRunner().invoke(build_app(), ["calibrate", str(rules_only), str(dev_file)])
    assert isinstance(result.exception, ConfigError)
    assert "no transformer" in str(result.exception)
