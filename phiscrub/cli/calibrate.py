"""`phiscrub calibrate MODEL DEV --sensitivity 0.99`: store a fixed-sensitivity operating point in a model.

Johnson et al. 2020 (Table 5) report a model at the threshold that reaches a required token sensitivity. For each
transformer part of MODEL this scores every word of the dev notes with its probability of being PHI, then picks the
highest threshold at which the binary token sensitivity (`phiscrub.evaluate.metrics.operating_points`: aggressive
tokens, as `phiscrub evaluate` counts them) reaches the requirement overall and within each category of the gold
spans: the lowest bar any of them needs. The threshold is saved with the part (`TransformerTagger.threshold`), with
what it was chosen from, and `phiscrub tag --model MODEL` tags at it. Needs `phiscrub[transformer]`.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from phiscrub.cli.train import _read
from phiscrub.errors import ConfigError

if TYPE_CHECKING:
    from phiscrub.document import Document
    from phiscrub.taggers.transformer.tagger import TransformerTagger

TAGGER_NAME = "transformer"
"""The registered name of the parts this command calibrates."""


def sensitivity_threshold(
    tagger: TransformerTagger, docs: Sequence[Document], sensitivity: float
) -> tuple[float, dict[str, Any]]:
    """Return the highest threshold reaching `sensitivity` overall and per gold category, and what it came from.

    Args:
        tagger: A fitted transformer tagger.
        docs: Dev notes with gold spans.
        sensitivity: The required binary token sensitivity, e.g. 0.99.
    """
    import numpy as np

    from phiscrub.evaluate.metrics import Counts, OperatingPoint, operating_points, token_scores
    from phiscrub.labels import category_of

    scored = [doc.with_spans(tagger.scored_words(doc)) for doc in docs]
    by_group: dict[str, float] = {}
    categories = sorted({category_of(span.label) for doc in docs for span in doc.spans})
    for group in ("overall", *categories):
        gold = docs if group == "overall" else [_only(doc, group) for doc in docs]
        [point] = operating_points(gold, scored, (sensitivity,))
        if math.isfinite(point.threshold):
            by_group[group] = point.threshold
    threshold = min(by_group.values(), default=0.5)
    pairs = [token_scores(gold, pred) for gold, pred in zip(docs, scored, strict=True)]
    scores = np.concatenate([p[0] for p in pairs]) if pairs else np.zeros(0)
    is_gold = np.concatenate([p[1] for p in pairs]) if pairs else np.zeros(0, dtype=bool)
    flagged = scores >= threshold
    counts = Counts(int((flagged & is_gold).sum()), int((flagged & ~is_gold).sum()), int((~flagged & is_gold).sum()))
    point = OperatingPoint(sensitivity, threshold, counts, len(scores))
    record = {
        "required_sensitivity": sensitivity,
        "threshold": threshold,
        "threshold_needed_by": {group: round(value, 6) for group, value in by_group.items()},
        "dev_notes": len(docs),
        "dev_binary_token": point.to_dict(),
    }
    return threshold, record


def _only(doc: Document, category: str) -> Document:
    from phiscrub.labels import category_of

    return doc.with_spans(span for span in doc.spans if category_of(span.label) == category)


def calibrate_command(
    model: Annotated[Path, typer.Argument(exists=True, file_okay=False, help="Model folder holding a transformer.")],
    dev: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="Dev notes with gold spans.")],
    sensitivity: Annotated[
        float, typer.Option("--sensitivity", min=0.0, max=1.0, help="Required token sensitivity, e.g. 0.99.")
    ] = 0.99,
    label_map: Annotated[str, typer.Option("--label-map", help="Label map of the dev notes.")] = "canonical",
    fmt: Annotated[
        str | None, typer.Option("--format", "-f", help="Format of the dev notes (default: guessed).")
    ] = None,
) -> None:
    """Choose, on DEV, the threshold of MODEL's transformer that reaches --sensitivity, and save it in MODEL."""
    from phiscrub.pipeline import MANIFEST
    from phiscrub.taggers.transformer.tagger import TransformerTagger

    manifest = json.loads((model / MANIFEST).read_text(encoding="utf-8")) if (model / MANIFEST).is_file() else None
    if manifest is None:
        raise ConfigError(f"{model}: no {MANIFEST}; pass a model folder written by `phiscrub train transformer`")
    folders = [
        str(p["folder"]) for p in manifest.get("parts", ()) if p.get("tagger") == TAGGER_NAME and p.get("folder")
    ]
    if not folders:
        raise ConfigError(f"{model}: the model has no transformer part to calibrate")
    docs = list(_read(dev, fmt, label_map))
    digest = hashlib.sha256(dev.read_bytes()).hexdigest()
    for folder in folders:
        tagger = TransformerTagger.load(model / folder)
        threshold, record = sensitivity_threshold(tagger, docs, sensitivity)
        tagger.set_params(threshold=threshold)
        tagger.calibration_ = {**record, "dev_sha256": digest}
        tagger.save(model / folder)
        found = record["dev_binary_token"]
        typer.echo(
            f"{folder}: threshold {threshold:.6f} for sensitivity >= {sensitivity} (overall and per category); "
            f"on {len(docs)} dev notes: recall {found['recall']:.4f}, precision {found['precision']:.4f}, "
            f"FP/1000 tokens {found['fp_per_1000_tokens']:.2f}",
            err=True,
        )


def register(app: typer.Typer) -> None:
    """Add `phiscrub calibrate` to the app."""
    app.command("calibrate")(calibrate_command)
