"""The engines `--engine` can name: the hybrid, the transformer, and their ensemble (Johnson et al. 2020 + Lee 2017).

The pipelines are built in `phiscrub.deidentifier`, beside the recipe that each worker process of `deid` rebuilds
(a recipe must reach them without importing the command line, a later stage; see tests/test_import_graph.py). This
module keeps the import path `phiscrub.cli.engines.engine_pipeline`; the commands' options are in `options`.
"""

from __future__ import annotations

from phiscrub.deidentifier import (
    ENGINES,
    TRANSFORMER_TAGGER,
    check_engine,
    engine_pipeline,
    ensemble_pipeline,
    shipped_transformer,
    transformer_pipeline,
)

__all__ = [
    "ENGINES",
    "TRANSFORMER_TAGGER",
    "check_engine",
    "engine_pipeline",
    "ensemble_pipeline",
    "shipped_transformer",
    "transformer_pipeline",
]
