"""`--engine hybrid|transformer|ensemble` and `--transformer-model` on `tag` and `deid`.

No transformer model is shipped and torch is not always installed: the wiring is tested with a stand-in for
`engine_pipeline` (a fake transformer model folder holds only a manifest); a tiny trained transformer runs the real
engines where torch and transformers are installed.
"""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import phiscrub.batch
import phiscrub.deidentifier
from phiscrub.cli.main import build_app
from phiscrub.cli.options import EngineOption
from phiscrub.deidentifier import ENGINES, Deidentifier, rules_pipeline
from phiscrub.document import Document
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.hybrid import HybridPipeline
from phiscrub.pipeline import Pipeline

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 617-555-0199 if the fever returns."
SHIPPED_EN = Path(phiscrub.deidentifier.__file__).resolve().parent / "models" / "en"


def invoke(*args: object) -> Any:
    return CliRunner().invoke(build_app(), [str(arg) for arg in args])


def covered(record: dict[str, Any]) -> set[tuple[str, str]]:
    return {(s["label"], record["text"][s["start"] : s["end"]]) for s in record["spans"]}


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    path = tmp_path / "notes.jsonl"
    path.write_text(json.dumps({"id": "n1", "text": NOTE}) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def fake_transformer(tmp_path: Path) -> Path:
    """A folder whose manifest names a transformer part (nothing loads it: `engine_pipeline` is replaced)."""
    folder = tmp_path / "transformer-model"
    folder.mkdir()
    manifest = {"kind": "pipeline", "lang": "en", "parts": [{"name": "transformer", "tagger": "transformer"}]}
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


@pytest.fixture
def engine_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Replace `engine_pipeline` by a spy answering with the rules; return the arguments of each call."""
    calls: list[tuple[Any, ...]] = []

    def spy(engine: str, lang: str, transformer_model: Path | None = None, hybrid_model: Path | None = None,
            policy: str | None = None, o_threshold: float | None = None) -> Pipeline:  # fmt: skip
        calls.append((engine, lang, transformer_model, hybrid_model, policy, o_threshold))
        return rules_pipeline(lang, policy or "i2b2")

    monkeypatch.setattr(phiscrub.deidentifier, "engine_pipeline", spy)
    return calls


def test_the_engine_option_names_every_engine() -> None:
    help_text = EngineOption.__metadata__[0].help
    assert all(engine in help_text for engine in ENGINES)


def test_tag_with_the_default_engine_writes_what_the_shipped_hybrid_finds(notes: Path, tmp_path: Path) -> None:
    outputs = []
    for extra in ([], ["--engine", "hybrid"]):
        out = tmp_path / f"out{len(outputs)}.jsonl"
        result = invoke("tag", notes, "-o", out, "--lang", "en", *extra)
        assert result.exit_code == 0, result.output
        outputs.append(json.loads(out.read_text(encoding="utf-8")))
    assert outputs[0] == outputs[1]
    expected = HybridPipeline.load_default("en").tag(Document("n1", NOTE)).spans
    assert [(s["start"], s["end"], s["label"]) for s in outputs[0]["spans"]] == [
        (s.start, s.end, s.label) for s in expected
    ]
    assert ("DOCTOR", "Ana Ruiz") in covered(outputs[0])


def test_deid_with_the_default_engine_writes_the_same_notes(notes: Path, tmp_path: Path) -> None:
    texts = []
    for extra in ([], ["--engine", "hybrid"]):
        out = tmp_path / f"deid{len(texts)}.jsonl"
        result = invoke("deid", notes, "-o", out, "--replace", "tag", "--no-progress", *extra)
        assert result.exit_code == 0, result.output
        texts.append(json.loads(out.read_text(encoding="utf-8"))["text"])
    assert texts[0] == texts[1]
    assert texts[0].startswith("Seen by Dr. [NAME] on [DATE]")


@pytest.mark.parametrize("command", ["tag", "deid"])
@pytest.mark.parametrize("engine", ["transformer", "ensemble"])
def test_an_engine_without_a_transformer_model_says_how_to_train_one(
    notes: Path, tmp_path: Path, command: str, engine: str
) -> None:
    out = tmp_path / "out.jsonl"
    # phiscrub ships an English transformer, none for Spanish
    result = invoke(command, notes, "-o", out, "--lang", "es", "--engine", engine, "--workers", "2")
    assert isinstance(result.exception, ConfigError)
    assert "no transformer model at" in str(result.exception)
    assert "phiscrub train transformer" in str(result.exception)
    assert not out.exists() and not phiscrub.batch.work_folder(out).exists()


@pytest.mark.parametrize("command", ["tag", "deid"])
def test_the_command_line_shows_the_missing_transformer_as_one_line(notes: Path, tmp_path: Path, command: str) -> None:
    args = [command, str(notes), "-o", str(tmp_path / "out.jsonl"), "--engine", "transformer", "--lang", "es"]
    result = subprocess.run(
        [sys.executable, "-m", "phiscrub.cli.main", *args], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: no transformer model at ") and "phiscrub train transformer" in line
    assert "Ana Ruiz" not in result.stderr


@pytest.mark.parametrize(
    ("command", "extra", "message"),
    [
        ("deid", ["--rules-only", "--engine", "ensemble"], "--rules-only"),
        ("deid", ["--engine", "hybrid", "--transformer-model", "TRANSFORMER"], "--transformer-model needs"),
        ("tag", ["--lang", "en", "--transformer-model", "TRANSFORMER"], "--transformer-model needs"),
        ("tag", ["--engine", "transformer", "--model", SHIPPED_EN], "not a transformer model"),
        ("deid", ["--engine", "transformer", "--model", SHIPPED_EN], "not a transformer model"),
        ("tag", ["--engine", "transformer", "--model", SHIPPED_EN, "--transformer-model", "TRANSFORMER"], "not both"),
    ],
)
def test_engine_options_that_cannot_work_together_are_refused(
    notes: Path, tmp_path: Path, fake_transformer: Path, command: str, extra: list[object], message: str
) -> None:
    extra = [fake_transformer if arg == "TRANSFORMER" else arg for arg in extra]
    result = invoke(command, notes, "-o", tmp_path / "out.jsonl", *extra)
    assert isinstance(result.exception, ConfigError)
    assert message in str(result.exception)


@pytest.mark.parametrize("command", ["tag", "deid"])
def test_an_unknown_engine_is_refused_naming_the_engines(notes: Path, tmp_path: Path, command: str) -> None:
    result = invoke(command, notes, "-o", tmp_path / "out.jsonl", "--lang", "en", "--engine", "bert")
    assert isinstance(result.exception, UnknownComponentError)
    assert all(engine in str(result.exception) for engine in ENGINES)


def test_tag_hands_the_engine_and_both_models_to_engine_pipeline(
    notes: Path, tmp_path: Path, fake_transformer: Path, engine_calls: list[tuple[Any, ...]]
) -> None:
    out = tmp_path / "out.jsonl"
    args = ["--engine", "ensemble", "--transformer-model", fake_transformer, "--model", SHIPPED_EN]
    result = invoke("tag", notes, "-o", out, *args, "--policy", "safe-harbor")
    assert result.exit_code == 0, result.output
    assert engine_calls == [("ensemble", "en", fake_transformer, SHIPPED_EN, "safe-harbor", None)]
    assert ("PHONE", "617-555-0199") in covered(json.loads(out.read_text(encoding="utf-8")))


def test_tag_reads_the_language_from_the_transformer_model(
    notes: Path, tmp_path: Path, fake_transformer: Path, engine_calls: list[tuple[Any, ...]]
) -> None:
    result = invoke("tag", notes, "-o", tmp_path / "out.jsonl", "--engine", "transformer", "-m", fake_transformer)
    assert result.exit_code == 0, result.output
    assert engine_calls == [("transformer", "en", None, fake_transformer, None, None)]


def test_deid_workers_rebuild_the_engine_from_the_pickled_recipe(
    notes: Path,
    tmp_path: Path,
    fake_transformer: Path,
    engine_calls: list[tuple[Any, ...]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recipes: list[Deidentifier] = []
    run = phiscrub.batch.ChunkedRun

    def through_a_pickle(docs: Any, output: Path, recipe: Deidentifier, *args: Any, **kwargs: Any) -> Any:
        recipes.append(recipe)  # a worker process receives the recipe pickled, and builds its pipeline from that
        return run(docs, output, pickle.loads(pickle.dumps(recipe)), *args, **kwargs)

    monkeypatch.setattr(phiscrub.batch, "ChunkedRun", through_a_pickle)
    out = tmp_path / "deid.jsonl"
    args = ["--engine", "ensemble", "--transformer-model", fake_transformer, "--o-threshold", "0.5"]
    result = invoke("deid", notes, "-o", out, "--replace", "tag", "--no-progress", *args)
    assert result.exit_code == 0, result.output
    (recipe,) = recipes
    assert (recipe.engine, recipe.transformer_model, recipe.model) == ("ensemble", fake_transformer, None)
    assert engine_calls == [("ensemble", "en", fake_transformer, None, None, 0.5)]
    assert "617-555-0199" not in out.read_text(encoding="utf-8")


def test_the_recipe_keeps_its_engine_through_a_pickle_and_refuses_rules_only_beside_it(fake_transformer: Path) -> None:
    recipe = Deidentifier(engine="ensemble", transformer_model=fake_transformer)
    assert pickle.loads(pickle.dumps(recipe)) == recipe
    with pytest.raises(ConfigError, match="--rules-only"):
        Deidentifier(engine="transformer", rules_only=True)


# -- the real engines, with a tiny transformer trained on the spot (needs torch and transformers) ----------------


@pytest.fixture(scope="module")
def tiny_transformer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from tests.taggers.transformer.conftest import write_tiny_encoder
    from tests.taggers.transformer.test_cli import note

    torch.set_num_threads(1)
    root = tmp_path_factory.mktemp("engine-transformer")
    encoder = write_tiny_encoder(root / "encoder")
    train = root / "train.jsonl"
    train.write_text("".join(json.dumps(note(i)) + "\n" for i in range(6)), encoding="utf-8")
    out = root / "model"
    result = invoke(
        "train", "transformer", "--train", train, "--out", out, "--encoder", encoder, "--epochs", "2",
        "--lr", "0.005", "--batch-size", "6", "--lora-rank", "4", "--max-notes", "5",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize("engine", ["transformer", "ensemble"])
def test_tag_and_deid_run_the_transformer_engines(
    tiny_transformer: Path, notes: Path, tmp_path: Path, engine: str
) -> None:
    tagged = tmp_path / "tagged.jsonl"
    result = invoke("tag", notes, "-o", tagged, "--engine", engine, "--transformer-model", tiny_transformer)
    assert result.exit_code == 0, result.output
    record = json.loads(tagged.read_text(encoding="utf-8"))
    assert all(0 <= s["start"] < s["end"] <= len(NOTE) for s in record["spans"])
    if engine == "ensemble":  # the hybrid's parts are there too
        assert any(s["source"].startswith(("crf", "rules")) for s in record["spans"])
    out = tmp_path / "deid.jsonl"
    args = ["--engine", engine, "--transformer-model", tiny_transformer, "--replace", "mask", "--no-progress"]
    result = invoke("deid", notes, "-o", out, *args)
    assert result.exit_code == 0, result.output
    assert len(json.loads(out.read_text(encoding="utf-8"))["text"]) == len(NOTE)
