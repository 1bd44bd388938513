"""The shipped pipelines' output is pinned on the synthetic dev splits: a refactor that changes any span fails here.

The digests live in tests/fixtures/pipeline_pin.json, written by `scripts/update_pipeline_pin.py` (regenerate only
when a change is meant to alter the output, e.g. a retrained model).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("update_pipeline_pin", ROOT / "scripts" / "update_pipeline_pin.py")
assert _spec is not None and _spec.loader is not None
pin_script = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pin_script)

PINS: list[dict[str, Any]] = json.loads((ROOT / "tests" / "fixtures" / "pipeline_pin.json").read_text())["pins"]


@pytest.mark.slow
@pytest.mark.parametrize("pin", PINS, ids=[pin["name"] for pin in PINS])
def test_pipeline_output_is_identical_to_the_pinned_output(pin: dict[str, Any]) -> None:
    digest, count = pin_script.tag_config(pin)
    assert (count, digest) == (pin["spans"], pin["sha256"]), (
        f"{pin['name']}: the pipeline's spans changed ({count} spans, pinned {pin['spans']}); "
        "if meant, regenerate with `python scripts/update_pipeline_pin.py`"
    )
