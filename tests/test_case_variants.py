"""Case-variant copies of training notes: same offsets and spans, seeded, recorded, and they teach lower-case names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.hybrid import HybridPipeline
from phiscrub.training import case_variants, with_case
from tests.test_pipeline import DEV, TRAIN

NOTE = Document(
    "n1",
    "Seen by Dr. Weiß in Straße 5; Mrs. İlhan Ruiz agreed.",
    (Span(12, 16, "DOCTOR"), Span(35, 45, "PATIENT")),
    {"patient_id": "p1"},
)


@pytest.mark.parametrize(
    ("variant", "expected"),
    [
        ("lower", "seen by dr. weiß in straße 5; mrs. İlhan ruiz agreed."),  # "İ" would become two characters
        ("upper", "SEEN BY DR. WEIß IN STRAßE 5; MRS. İLHAN RUIZ AGREED."),  # "ß" would become "SS"
    ],
)
def test_a_case_variant_keeps_every_offset_and_span(variant: str, expected: str) -> None:
    text = with_case(NOTE.text, variant)
    assert text == expected
    for span in NOTE.spans:
        assert text[span.start : span.end] == with_case(NOTE.span_text(span), variant)


def test_an_unknown_case_variant_is_refused() -> None:
    with pytest.raises(ConfigError, match="title"):
        with_case("Seen by Dr. Reyes.", "title")


def test_every_note_gets_both_copies_at_share_one_and_none_at_zero() -> None:
    copies = case_variants([NOTE], 1.0)
    assert [doc.id for doc in copies] == ["n1#lower", "n1#upper"]
    assert all(doc.spans == NOTE.spans and doc.meta == NOTE.meta for doc in copies)
    assert copies[1].span_text(copies[1].spans[1]).startswith("İLHAN")
    assert case_variants([NOTE], 0.0) == []


def test_the_draw_is_seeded_and_near_the_share() -> None:
    docs = [Document(f"d{i}", f"Note {i} by Dr. Reyes.") for i in range(400)]
    first, again = case_variants(docs, 0.25, seed=3), case_variants(docs, 0.25, seed=3)
    assert [d.id for d in first] == [d.id for d in again]
    assert [d.id for d in first] != [d.id for d in case_variants(docs, 0.25, seed=4)]
    for variant in ("lower", "upper"):
        assert 60 <= sum(d.id.endswith(variant) for d in first) <= 140


@pytest.mark.parametrize("share", [-0.1, 1.5])
def test_a_share_outside_zero_and_one_is_refused(share: float) -> None:
    with pytest.raises(ConfigError, match="within 0 and 1"):
        case_variants([NOTE], share)


def names_found(pipeline: HybridPipeline, docs: list[Document]) -> int:
    """Return how many gold name spans of `docs` a predicted span overlaps."""
    found = 0
    for doc in docs:
        predicted = pipeline.tag(Document(doc.id, doc.text)).spans
        for gold in doc.spans:
            if gold.label in {"PATIENT", "DOCTOR"}:
                found += any(p.start < gold.end and gold.start < p.end for p in predicted)
    return found


def test_training_on_case_variants_finds_names_in_lower_case_notes_and_is_recorded(tmp_path: Path) -> None:
    lower_dev = [Document(d.id, with_case(d.text, "lower"), d.spans) for d in DEV]
    plain = HybridPipeline(lang="en", max_iterations=30, taggers=("quantitative", "names")).fit(TRAIN)
    varied = HybridPipeline(lang="en", max_iterations=30, taggers=("quantitative", "names"), case_variants=1.0)
    varied.fit(TRAIN)
    assert names_found(varied, lower_dev) > names_found(plain, lower_dev)
    assert varied.manifest_ is not None and varied.manifest_["features"]["case_variants"] == 1.0
    assert varied.manifest_["training_data"]["n_docs"] == len(TRAIN)
    varied.save(tmp_path / "model")
    assert HybridPipeline.load(tmp_path / "model").case_variants == 1.0


def test_train_hybrid_takes_the_share_of_case_variants(tmp_path: Path) -> None:
    train = tmp_path / "train.jsonl"
    records = [
        {"id": d.id, "text": d.text, "spans": [{"start": s.start, "end": s.end, "label": s.label} for s in d.spans]}
        for d in TRAIN
    ]
    train.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    args = ["train", "hybrid", "--train", str(train), "--lang", "en", "--no-grid", "--max-iterations", "3"]
    result = CliRunner().invoke(build_app(), [*args, "--out", str(tmp_path / "model"), "--case-variants", "0.5"])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "model" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["features"]["case_variants"] == 0.5
    refused = CliRunner().invoke(build_app(), [*args, "--out", str(tmp_path / "x"), "--case-variants", "2"])
    assert refused.exit_code == 2 and not (tmp_path / "x").exists()
