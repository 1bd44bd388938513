"""The engines `--engine` can name: the hybrid, the transformer, and their ensemble (Johnson et al. 2020 + Lee 2017).

The ensemble is a pipeline whose parts are the hybrid's plus the transformer: the merge step unites the learned parts
(the CRFs and the transformer, role "model") and lets the rules fill their gaps, so a word either model finds is
tagged (recall first). This lives with the command line rather than beside the tagger because it wires pipelines,
a later stage than the taggers (see tests/test_import_graph.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Final

from phiscrub.errors import ConfigError, UnknownComponentError

if TYPE_CHECKING:
    from phiscrub.pipeline import Pipeline

ENGINES: Final[tuple[str, ...]] = ("hybrid", "transformer", "ensemble")
"""What `--engine` can name."""

TRANSFORMER_TAGGER: Final = "transformer"
"""The registered name of the transformer tagger."""


def shipped_transformer(lang: str) -> Path:
    """Return the folder where phiscrub ships the transformer model for `lang` (phiscrub/models/<lang>-transformer)."""
    return Path(__file__).resolve().parents[1] / "models" / f"{lang}-transformer"


def transformer_pipeline(transformer_model: Path | None, lang: str, policy: str | None = None) -> Pipeline:
    """Return the transformer model saved in `transformer_model` (None: the one shipped for `lang`)."""
    from phiscrub.pipeline import MANIFEST, Pipeline

    folder = transformer_model or shipped_transformer(lang)
    if not (folder / MANIFEST).is_file():
        raise ConfigError(
            f"no transformer model at {folder}; train one with `phiscrub train transformer --train TRAIN.jsonl "
            f"--out MODEL_DIR` (needs phiscrub[transformer]) and pass its folder"
        )
    return Pipeline.load(folder, policy=policy)


def ensemble_pipeline(
    transformer_model: Path | None,
    lang: str,
    hybrid_model: Path | None = None,
    policy: str | None = None,
) -> Pipeline:
    """Return the hybrid model (`hybrid_model`, else the one shipped for `lang`) plus the transformer as a part."""
    from phiscrub.hybrid import HybridPipeline
    from phiscrub.taggers.registry import registered_name

    transformer = transformer_pipeline(transformer_model, lang, policy)
    parts = [item for item in transformer.parts if registered_name(item.tagger) == TRANSFORMER_TAGGER]
    if not parts:
        raise ConfigError(f"{transformer_model}: the model has no transformer part")
    hybrid = (
        HybridPipeline.load(hybrid_model, policy=policy) if hybrid_model else HybridPipeline.load_default(lang, policy)
    )
    if hybrid.lang != transformer.lang:
        raise ConfigError(f"the hybrid model is for {hybrid.lang!r}, the transformer for {transformer.lang!r}")
    return hybrid.with_parts(parts)


def engine_pipeline(
    engine: str,
    lang: str,
    transformer_model: Path | None = None,
    hybrid_model: Path | None = None,
    policy: str | None = None,
) -> Pipeline:
    """Return the pipeline of `engine` ("hybrid", "transformer" or "ensemble") for notes in `lang`."""
    from phiscrub.hybrid import HybridPipeline

    if engine == "hybrid":
        return (
            HybridPipeline.load(hybrid_model, policy=policy)
            if hybrid_model
            else HybridPipeline.load_default(lang, policy)
        )
    if engine == "transformer":
        return transformer_pipeline(transformer_model, lang, policy)
    if engine == "ensemble":
        return ensemble_pipeline(transformer_model, lang, hybrid_model, policy)
    raise UnknownComponentError("engine", engine, ENGINES)
