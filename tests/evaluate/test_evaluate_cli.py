from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from phiscrub.cli.evaluate import register
from phiscrub.cli.main import COMMAND_MODULES, main
from phiscrub.document import Document, Span
from phiscrub.io.jsonl import write_jsonl

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 555-0199 if the fever returns."


def span_of(phi: str, label: str) -> Span:
    start = NOTE.index(phi)
    return Span(start, start + len(phi), label)


GOLD_SPANS = (span_of("Ana Ruiz", "DOCTOR"), span_of("03/04/2021", "DATE"), span_of("555-0199", "PHONE"))


def app() -> typer.Typer:
    application = typer.Typer()

    @application.callback()
    def root() -> None:
        """Test application."""

    register(application)
    return application


@pytest.fixture
def corpora(tmp_path: Path) -> dict[str, Path]:
    gold = [Document(f"n{i}", NOTE, GOLD_SPANS) for i in range(6)]
    good = [doc.with_spans(GOLD_SPANS[1:]) for doc in gold]  # misses the doctor only
    poor = [doc.with_spans(GOLD_SPANS[1:2]) for doc in gold]  # finds the date only
    paths = {name: tmp_path / f"{name}.jsonl" for name in ("gold", "good", "poor", "short")}
    write_jsonl(gold, paths["gold"])
    write_jsonl(good, paths["good"])
    write_jsonl(poor, paths["poor"])
    write_jsonl(good[:-1], paths["short"])
    return paths


def test_evaluate_is_registered_with_the_main_command() -> None:
    assert "evaluate" in COMMAND_MODULES


def test_json_output_holds_the_levels(corpora: dict[str, Path]) -> None:
    result = CliRunner().invoke(app(), ["evaluate", str(corpora["gold"]), str(corpora["good"]), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["n_notes"] == 6
    assert data["levels"]["entity-strict"]["recall"] == pytest.approx(2 / 3)
    assert data["levels"]["entity-strict"]["precision"] == 1.0
    assert data["leak_rate"] == 1.0


def test_hipaa_labels_leave_out_clinician_names(corpora: dict[str, Path]) -> None:
    args = ["evaluate", str(corpora["gold"]), str(corpora["good"]), "--json", "--labels", "hipaa"]
    data = json.loads(CliRunner().invoke(app(), args).stdout)
    assert data["levels"]["entity-strict"]["recall"] == 1.0
    assert data["leak_rate"] == 0.0


def test_compare_runs_the_randomization_test(corpora: dict[str, Path]) -> None:
    args = ["evaluate", str(corpora["gold"]), str(corpora["good"]), "--compare", str(corpora["poor"])]
    result = CliRunner().invoke(app(), [*args, "--json", "--shuffles", "999", "--bootstrap", "0"])
    assert result.exit_code == 0, result.output
    tests = {t["level"]: t for t in json.loads(result.stdout)["compare"]["randomization_tests"]}
    assert tests["entity-strict"]["n_shuffles"] == 999
    assert tests["entity-strict"]["difference"] > 0
    # every note differs the same way: only swapping all notes or none keeps the gap, exact p = 2 / 2**6
    assert tests["entity-strict"]["p_value"] < 0.1


def test_terminal_table_and_html_report(corpora: dict[str, Path], tmp_path: Path) -> None:
    html = tmp_path / "out" / "report.html"
    args = ["evaluate", str(corpora["gold"]), str(corpora["good"]), "--html", str(html), "--per-category"]
    result = CliRunner().invoke(app(), args)
    assert result.exit_code == 0, result.output
    assert "entity-relaxed" in result.stdout and "Per main category" in result.stdout
    assert "Ana" not in result.stdout
    assert "contains PHI" in result.stderr
    page = html.read_text(encoding="utf-8")
    assert "<mark>Ana Ruiz</mark>" in page and "This report contains PHI" in page


def test_mismatched_corpora_exit_non_zero_naming_the_document(
    corpora: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["phiscrub", "evaluate", str(corpora["gold"]), str(corpora["short"])])
    with pytest.raises(SystemExit) as caught:
        main()
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "'n5'" in err and "not in the predicted corpus" in err
    assert "Ana" not in err


def test_unknown_label_set_exits_non_zero(
    corpora: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["phiscrub", "evaluate", str(corpora["gold"]), str(corpora["good"]), "--labels", "ngrid"]
    monkeypatch.setattr(sys, "argv", argv)
    with pytest.raises(SystemExit) as caught:
        main()
    assert caught.value.code == 2
    assert "unknown label set 'ngrid'" in capsys.readouterr().err
