"""The shipped models are guarded: each still tags fixed notes exactly as recorded, and load checks the feature schema.

The expected spans live in tests/fixtures/model_guard/{en,es}.json (invented notes, invented PHI). A change to the
features, the tokenizer or the rules that alters what a shipped model finds fails here; when the change is meant (or
a shipped model was retrained), look at the difference and regenerate with `python scripts/update_model_guard.py`.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError
from phiscrub.hybrid import HybridPipeline
from phiscrub.pipeline import FEATURE_SCHEMA, MANIFEST

FIXTURES = Path(__file__).parent / "fixtures" / "model_guard"
MODELS = Path(__file__).resolve().parents[1] / "phiscrub" / "models"
LANGUAGES = ("en", "es")
REGENERATE = "regenerate the guard with `python scripts/update_model_guard.py` after checking the difference"


def guard(lang: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{lang}.json").read_text(encoding="utf-8"))


CASES = [(lang, case) for lang in LANGUAGES for case in guard(lang)["cases"]]


@pytest.fixture(scope="module")
def models() -> dict[str, HybridPipeline]:
    return {lang: HybridPipeline.load_default(lang) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_guard_was_recorded_with_the_shipped_model(models: dict[str, HybridPipeline], lang: str) -> None:
    manifest = models[lang].manifest_ or {}
    shipped = (manifest.get("training_data") or {}).get("sha256")
    assert guard(lang)["training_sha256"] == shipped, f"phiscrub/models/{lang} changed: {REGENERATE}"


@pytest.mark.parametrize(("lang", "case"), CASES, ids=[case["id"] for _, case in CASES])
def test_shipped_model_tags_each_guard_note_as_recorded(
    models: dict[str, HybridPipeline], lang: str, case: dict[str, Any]
) -> None:
    text = case["text"]
    expected = {(s["start"], s["end"], s["label"]) for s in case["spans"]}
    assert all(text[s["start"] : s["end"]] == s["text"] for s in case["spans"]), "the fixture's offsets are stale"
    found = {(s.start, s.end, s.label) for s in models[lang].tag(Document(case["id"], text)).spans}
    # offsets and labels only in the message: the notes are invented, but failures are reported like real ones
    assert found == expected, f"missing {sorted(expected - found)}, new {sorted(found - expected)}; {REGENERATE}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shipped_manifest_has_this_feature_schema_or_none(lang: str) -> None:
    manifest = json.loads((MODELS / lang / MANIFEST).read_text(encoding="utf-8"))
    assert manifest.get("feature_schema", 1) == FEATURE_SCHEMA


@pytest.mark.parametrize(("schema", "loads"), [(FEATURE_SCHEMA, True), (FEATURE_SCHEMA + 1, False), ("2", False)])
def test_load_refuses_a_model_of_another_feature_schema(tmp_path: Path, schema: object, loads: bool) -> None:
    model_dir = tmp_path / "model"
    shutil.copytree(MODELS / "en", model_dir)
    manifest = json.loads((model_dir / MANIFEST).read_text(encoding="utf-8"))
    (model_dir / MANIFEST).write_text(json.dumps({**manifest, "feature_schema": schema}), encoding="utf-8")
    if loads:
        assert HybridPipeline.load(model_dir).manifest_ is not None
    else:
        with pytest.raises(ConfigError, match="feature schema"):
            HybridPipeline.load(model_dir)


def test_loading_and_tagging_with_a_model_imports_no_training_or_optional_library() -> None:
    code = (
        "import sys\n"
        "from phiscrub import Document, HybridPipeline\n"
        "HybridPipeline.load_default('en').tag(Document('d', 'Seen on 3/4/2021.'))\n"
        "print(sorted(m for m in ('sklearn', 'scipy', 'numpy', 'matplotlib', 'pyarrow') if m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert result.stdout.strip() == "[]"


# -- optional extras: a clear message when missing --------------------------------------------------------------------


def hide_modules(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    """Make `import name` fail for each of `names` and their already imported submodules."""
    for name in [*names, *(m for m in sys.modules if m.startswith(tuple(f"{n}." for n in names)))]:
        monkeypatch.setitem(sys.modules, name, None)


def test_parquet_without_pyarrow_names_the_extra(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from phiscrub.io.tabular import read_parquet, write_parquet

    hide_modules(monkeypatch, "pyarrow")
    with pytest.raises(ConfigError, match=r"phiscrub\[parquet\]"):
        write_parquet([Document("d", "text")], tmp_path / "out.parquet")
    with pytest.raises(ConfigError, match=r"phiscrub\[parquet\]"):
        list(read_parquet(tmp_path / "in.parquet"))


def test_html_chart_without_matplotlib_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from phiscrub.evaluate.report import per_type_chart_png

    hide_modules(monkeypatch, "matplotlib")
    with pytest.raises(ConfigError, match=r"phiscrub\[report\]"):
        per_type_chart_png({"entity-strict": {}})
