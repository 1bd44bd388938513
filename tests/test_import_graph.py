"""The layout shows the data flow: no stage imports a later stage, and only what evaluates imports `evaluate`.

Every import of every module of the package counts, those inside functions too (a lazy import still couples).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "phiscrub"

LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"document", "errors", "labels", "version", "audit", "overlaps", "safe_harbor"}),  # data model
    frozenset({"resources", "engine"}),  # read or used by every stage, importing none
    frozenset({"io", "tokenize"}),
    frozenset({"taggers"}),
    frozenset({"merge"}),
    frozenset({"replace"}),
    frozenset({"pipeline"}),  # wires the stages
    frozenset({"hybrid", "training", "deidentifier", "batch", "evaluate", "synth", "corpus_stats"}),
    frozenset({"api", "pandas", "integrations", "cli", "server", "spark", "active", "__init__"}),  # entry points
)
"""Stages (first component of the module path under phiscrub/) in data-flow order."""

EVALUATORS = frozenset({"evaluate", "training", "cli", "active", "benchmarks"})
"""The only stages that may import phiscrub.evaluate."""


def stage_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def layer_of(stage: str) -> int:
    for index, layer in enumerate(LAYERS):
        if stage in layer:
            return index
    raise AssertionError(f"stage {stage!r} is in no layer of this test: add it where it belongs in the data flow")


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1] if len(parts) > 1 else [*parts, "__init__"]
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("phiscrub"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("phiscrub") and not node.level:
            if node.module == "phiscrub":  # `from phiscrub import overlaps` names a module of the package
                found.update(f"phiscrub.{alias.name}" for alias in node.names)
            else:
                found.add(node.module)
    return found


MODULES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=[module_name(path) for path in MODULES])
def test_module_imports_no_later_stage(path: Path) -> None:
    module = module_name(path)
    own = layer_of(stage_of(module))
    later = sorted(
        imported for imported in imports_of(path) if layer_of(stage_of(imported)) > own and imported != "phiscrub"
    )
    assert not later, f"{module} (stage {stage_of(module)}) imports later stages: {later}"


@pytest.mark.parametrize("path", MODULES, ids=[module_name(path) for path in MODULES])
def test_only_what_evaluates_imports_the_evaluation_package(path: Path) -> None:
    module = module_name(path)
    if stage_of(module) in EVALUATORS:
        return
    assert not any(stage_of(imported) == "evaluate" for imported in imports_of(path)), module


def test_no_module_imports_the_package_root() -> None:
    offenders = [module_name(path) for path in MODULES if "phiscrub" in imports_of(path) and path.name != "__init__.py"]
    assert not offenders, f"import from the module that defines the name instead of the package root: {offenders}"
