"""Command-line options shared by several commands."""

from __future__ import annotations

from typing import Annotated, TypeAlias

import typer

OThreshold: TypeAlias = Annotated[
    float | None,
    typer.Option(
        "--o-threshold",
        min=0.0,
        max=0.99,
        help="Recall operating point of the model's CRFs: a token whose probability of not being PHI is below "
        "this is tagged (higher: more recall, less precision; default: the model's).",
    ),
]
"""`--o-threshold` of `tag` and `deid`: overrides the operating point saved with the model."""
