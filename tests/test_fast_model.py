"""The fast setting: a hybrid trained with ±1-token n-grams and without the word-vector table, shipped for English.

`train hybrid --window 1 --drop-group embeddings` makes such a model; `--fast` (CLI) and `fast=True` (API) load the
shipped one; asking for it where none ships, with another model, or with the transformer alone is a clear error.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import phiscrub
from phiscrub.cli.main import build_app
from phiscrub.deidentifier import fast_model, load_model, with_fast_model
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.crf import CrfTagger

NOTE = (
    "Patient: Harold Whitfield\nMRN: 4471902\nSeen 03/14/2021 by Dr. Amelia Stroud at Mercy Hospital.\n"
    "Call his daughter Joan at (617) 555-0199.\n"
)


def annotated(doc_id: str, text: str, phi: list[tuple[str, str]]) -> Document:
    """Return the note with a span on the first occurrence of each (PHI string, label)."""
    spans = [Span(text.index(found), text.index(found) + len(found), label) for found, label in phi]
    return Document(doc_id, text).with_spans(spans)


TRAIN = [
    annotated(
        f"n{i}",
        f"Patient: {name}\nSeen {i + 1:02d}/03/2020 by Dr. {doctor}.\n",
        [(name, "PATIENT"), (f"{i + 1:02d}/03/2020", "DATE"), (doctor, "DOCTOR")],
    )
    for i, (name, doctor) in enumerate(
        [("Ann Lee", "Ray Cole"), ("Bob Hart", "Una Marsh"), ("Cy Dunn", "Vic Reyes"), ("Dee Park", "Wes Lin")] * 2
    )
]


def test_a_crf_with_window_1_builds_narrower_ngrams_and_saves_its_window(tmp_path: Path) -> None:
    tagger = CrfTagger(kind="names", window=1, max_iterations=5, feature_groups=("baseline",)).fit(TRAIN)
    assert tagger.feature_config_.window == 1
    layout = tagger.extractor_.analyse(NOTE)
    features = [name for sentence in tagger.extractor_.extract(layout) for token in sentence for name in token]
    assert any(name.startswith("w[1]=") for name in features)
    assert not any(name.startswith(("w[2]=", "w[-2]=", "w[-2:0]=")) for name in features)
    tagger.save(tmp_path / "crf")
    again = CrfTagger.load(tmp_path / "crf")
    assert again.window == 1 and again.feature_config_.window == 1
    assert again.tag(Document("d", NOTE)) == tagger.tag(Document("d", NOTE))


def test_a_crf_refuses_a_negative_window() -> None:
    with pytest.raises(ConfigError, match="window"):
        CrfTagger(window=-1).fit(TRAIN)


def test_train_hybrid_takes_the_window_and_dropped_groups(tmp_path: Path) -> None:
    train = tmp_path / "train.jsonl"
    train.write_text("".join(json.dumps(record) + "\n" for record in _records()), encoding="utf-8")
    out = tmp_path / "model"
    args = ["train", "hybrid", "--train", str(train), "--lang", "en", "--no-grid", "--max-iterations", "5"]
    result = CliRunner().invoke(build_app(), [*args, "--out", str(out), "--window", "1", "--drop-group", "embeddings"])
    assert result.exit_code == 0, result.output
    features = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["features"]
    assert features["window"] == 1
    assert all("embeddings" not in groups for groups in features["groups_used"].values())
    assert load_model(out).crfs_["names"].feature_config_.window == 1  # type: ignore[attr-defined]
    bad = CliRunner().invoke(build_app(), [*args, "--out", str(tmp_path / "x"), "--drop-group", "vibes"])
    assert isinstance(bad.exception, UnknownComponentError) and "vibes" in str(bad.exception)


def _records() -> list[dict[str, object]]:
    return [
        {
            "id": doc.id,
            "text": doc.text,
            "spans": [{"start": s.start, "end": s.end, "label": s.label} for s in doc.spans],
        }
        for doc in TRAIN
    ]


def test_fast_is_refused_where_it_cannot_apply(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no fast model ships for 'es'"):
        fast_model("es")
    with pytest.raises(ConfigError, match="--fast or --model"):
        with_fast_model(tmp_path, True, "en")
    with pytest.raises(ConfigError, match="hybrid or ensemble"):
        with_fast_model(None, True, "en", "transformer")
    with pytest.raises(ConfigError, match="--rules-only"):
        with_fast_model(None, True, "en", rules_only=True)
    assert with_fast_model(tmp_path, False, "en") == tmp_path


def test_the_shipped_fast_model_is_a_leaner_hybrid() -> None:
    manifest = json.loads((fast_model("en") / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["kind"] == "hybrid" and manifest["lang"] == "en"
    assert manifest["features"]["window"] == 1
    assert all("embeddings" not in groups for groups in manifest["features"]["groups_used"].values())


def test_fast_tags_through_the_api_and_the_cli(tmp_path: Path) -> None:
    spans = phiscrub.tag(NOTE, fast=True)
    found = {NOTE[s.start : s.end] for s in spans}
    assert {"Harold Whitfield", "4471902", "03/14/2021", "(617) 555-0199"} <= found
    infile = tmp_path / "in.jsonl"
    infile.write_text(json.dumps({"id": "d1", "text": NOTE}) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(build_app(), ["tag", str(infile), "-o", str(out), "--lang", "en", "--fast"])
    assert result.exit_code == 0, result.output
    record = json.loads(out.read_text(encoding="utf-8"))
    assert sorted((s["start"], s["end"], s["label"]) for s in record["spans"]) == sorted(
        (s.start, s.end, s.label) for s in spans
    )
    refused = CliRunner().invoke(
        build_app(), ["deid", str(infile), "-o", str(tmp_path / "o.jsonl"), "--fast", "--rules-only"]
    )
    assert isinstance(refused.exception, ConfigError) and "--rules-only" in str(refused.exception)
