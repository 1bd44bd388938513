"""`phiscrub calibrate MODEL DEV --sensitivity 0.99`: store a fixed-sensitivity operating point in a model.

Johnson et al. 2020 (Table 5) report a model at the threshold that reaches a required token sensitivity.

- A transformer model: for each transformer part of MODEL this scores every word of the dev notes with its
  probability of being PHI, then picks the highest threshold at which the binary token sensitivity
  (`phiscrub.evaluate.metrics.operating_points`: aggressive tokens, as `phiscrub evaluate` counts them) reaches the
  requirement overall and within each category of the gold spans: the lowest bar any of them needs. The threshold is
  saved with the part (`TransformerTagger.threshold`), with what it was chosen from. Needs `phiscrub[transformer]`.
- A hybrid (or any saved pipeline with CRF parts): its recall operating point is the CRFs' `o_threshold` (a token
  whose probability of not being PHI is below it is tagged). The whole pipeline, rules and post-processing included,
  tags the dev notes at each point of `CRF_OPERATING_POINTS`, and the lowest point at which the binary token
  sensitivity reaches the requirement overall and within each category is saved (the manifest's
  `features.o_threshold`, each CRF's own setting, and a `calibration` record with the sensitivity at every point).
  A category that no point brings to the requirement is named in the record and does not hold the others back.

`phiscrub tag --model MODEL` then tags at the stored point.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer

from phiscrub.cli.train import _read
from phiscrub.errors import ConfigError

if TYPE_CHECKING:
    import numpy as np

    from phiscrub.document import Document
    from phiscrub.pipeline import Pipeline
    from phiscrub.taggers.transformer.tagger import TransformerTagger

TAGGER_NAME = "transformer"
"""The registered name of the transformer parts this command calibrates."""

CRF_OPERATING_POINTS: tuple[float, ...] = (
    0.0, 0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 0.991, 0.993, 0.995, 0.997, 0.998, 0.999, 0.9995, 0.9999,
)  # fmt: skip
"""The CRF operating points (`o_threshold`) a hybrid is tried at, lowest first (0: plain Viterbi decoding)."""


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


def crf_operating_point(
    pipeline: Pipeline, docs: Sequence[Document], sensitivity: float, points: Sequence[float] = CRF_OPERATING_POINTS
) -> tuple[float, dict[str, Any]]:
    """Return the lowest CRF operating point at which `pipeline` reaches `sensitivity`, and what it came from.

    The pipeline tags `docs` at each of `points` (its CRF parts set to that `o_threshold`; the pipeline is left at
    the last point tried); a gold token counts as found when any predicted span covers it. The requirement holds
    overall and within each gold category that some point brings to it.

    Args:
        pipeline: A pipeline with CRF parts (a `HybridPipeline`).
        docs: Dev notes with gold spans.
        sensitivity: The required binary token sensitivity, e.g. 0.99.
        points: The operating points to try, each in [0, 1).
    """
    from phiscrub.evaluate.metrics import token_scores
    from phiscrub.labels import category_of
    from phiscrub.taggers.crf import CrfTagger

    crfs = [cast(CrfTagger, item.tagger) for item in pipeline.parts if isinstance(item.tagger, CrfTagger)]
    if not crfs:
        raise ConfigError("the model has no CRF part to calibrate")
    categories = sorted({category_of(span.label) for doc in docs for span in doc.spans})
    groups = ("overall", *categories)
    gold_tokens = {
        group: _gold_tokens(docs if group == "overall" else [_only(doc, group) for doc in docs]) for group in groups
    }
    table: list[dict[str, Any]] = []
    for point in sorted(points):
        for crf in crfs:
            crf.set_params(o_threshold=point)._validate()
        covered = [token_scores(doc, _covered(doc, pipeline.tag(doc)))[0] > 0 for doc in docs]
        recall: dict[str, float | None] = {}
        for group, masks in gold_tokens.items():
            gold = sum(int(mask.sum()) for mask in masks)
            found = sum(int((mask & hit).sum()) for mask, hit in zip(masks, covered, strict=True))
            recall[group] = found / gold if gold else None
        table.append({"o_threshold": point, "recall": recall, "flagged_tokens": sum(int(hit.sum()) for hit in covered)})
    reachable = [group for group in groups if any((row["recall"][group] or 0.0) >= sensitivity for row in table)]
    at = next((k for k, row in enumerate(table) if all(row["recall"][g] >= sensitivity for g in reachable)), -1)
    chosen = table[at]
    record = {
        "required_sensitivity": sensitivity,
        "o_threshold": chosen["o_threshold"],
        "needed_by": [g for g in reachable if at > 0 and table[at - 1]["recall"][g] < sensitivity],
        "unreachable": [group for group in groups if group not in reachable],
        "dev_notes": len(docs),
        "points": table,
    }
    return float(chosen["o_threshold"]), record


def _gold_tokens(docs: Sequence[Document]) -> list[np.ndarray]:
    """Return, per note, which of its aggressive tokens a gold span covers (as `phiscrub evaluate` counts them)."""
    from phiscrub.evaluate.metrics import token_scores

    return [token_scores(doc, doc)[1] for doc in docs]


def _covered(gold: Document, pred: Document) -> Document:
    """Return `pred` with every span scored 1 (what counts is whether a token is covered), on the gold's text."""
    return gold.with_spans(replace(span, score=None, corpus_label=None) for span in pred.spans)


def _only(doc: Document, category: str) -> Document:
    from phiscrub.labels import category_of

    return doc.with_spans(span for span in doc.spans if category_of(span.label) == category)


def calibrate_command(
    model: Annotated[
        Path, typer.Argument(exists=True, file_okay=False, help="Model folder: a transformer, or a hybrid's CRFs.")
    ],
    dev: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="Dev notes with gold spans.")],
    sensitivity: Annotated[
        float, typer.Option("--sensitivity", min=0.0, max=1.0, help="Required token sensitivity, e.g. 0.99.")
    ] = 0.99,
    label_map: Annotated[str, typer.Option("--label-map", help="Label map of the dev notes.")] = "canonical",
    fmt: Annotated[
        str | None, typer.Option("--format", "-f", help="Format of the dev notes (default: guessed).")
    ] = None,
) -> None:
    """Choose, on DEV, the operating point of MODEL that reaches --sensitivity, and save it in MODEL.

    A transformer's probability threshold, or else a hybrid's CRF operating point (`--o-threshold`).
    """
    from phiscrub.pipeline import MANIFEST

    manifest = json.loads((model / MANIFEST).read_text(encoding="utf-8")) if (model / MANIFEST).is_file() else None
    if manifest is None:
        raise ConfigError(f"{model}: no {MANIFEST}; pass a model folder written by `phiscrub train`")
    folders = [
        str(p["folder"]) for p in manifest.get("parts", ()) if p.get("tagger") == TAGGER_NAME and p.get("folder")
    ]
    docs = list(_read(dev, fmt, label_map))
    digest = hashlib.sha256(dev.read_bytes()).hexdigest()
    if folders:
        _calibrate_transformers(model, folders, docs, sensitivity, digest)
    else:
        _calibrate_crfs(model, docs, sensitivity, digest)


def _calibrate_transformers(
    model: Path, folders: Sequence[str], docs: Sequence[Document], sensitivity: float, digest: str
) -> None:
    from phiscrub.taggers.transformer.tagger import TransformerTagger

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


def _calibrate_crfs(model: Path, docs: Sequence[Document], sensitivity: float, digest: str) -> None:
    from phiscrub.deidentifier import load_model

    try:
        point, record = crf_operating_point(load_model(model), docs, sensitivity)
    except ConfigError as error:
        raise ConfigError(f"{model}: {error} (and no transformer)") from None
    calibrated = load_model(model, o_threshold=point)
    calibrated.manifest_ = {**(calibrated.manifest_ or {}), "calibration": {**record, "dev_sha256": digest}}
    calibrated.save(model)
    chosen = next(row for row in record["points"] if row["o_threshold"] == point)
    needed = f", needed by {', '.join(record['needed_by'])}" if record["needed_by"] else ""
    unreachable = f"; not reached at any point: {', '.join(record['unreachable'])}" if record["unreachable"] else ""
    typer.echo(
        f"CRF operating point {point} for sensitivity >= {sensitivity} "
        f"(overall and per category{needed}{unreachable}); "
        f"on {len(docs)} dev notes: recall {chosen['recall']['overall']:.4f}, "
        f"{chosen['flagged_tokens']} tokens flagged",
        err=True,
    )


def register(app: typer.Typer) -> None:
    """Add `phiscrub calibrate` to the app."""
    app.command("calibrate")(calibrate_command)
