"""`phiscrub taggers`: list the taggers a pipeline can be built from, phiscrub's own and those of plugins."""

from __future__ import annotations

import typer


def taggers_command() -> None:
    """List every registered tagger name (plugins join through the `phiscrub.taggers` entry point group)."""
    from phiscrub.taggers.registry import ENTRY_POINT_GROUP, tagger_names

    for name in tagger_names():
        typer.echo(name)
    typer.echo(f"(other packages add taggers through the entry point group {ENTRY_POINT_GROUP!r})", err=True)


def register(app: typer.Typer) -> None:
    """Add `phiscrub taggers` to the app."""
    app.command("taggers")(taggers_command)
