"""The `phiscrub` command: assembles the commands of the modules listed in COMMAND_MODULES."""

from __future__ import annotations

import logging
import sys
from importlib import import_module
from typing import Final

import typer

from phiscrub.errors import PhiscrubError
from phiscrub.taggers.crf_engine import chosen_decoder
from phiscrub.version import __version__

# Each module defines `register(app: typer.Typer) -> None`; heavy imports stay inside the command functions.
COMMAND_MODULES: Final[tuple[str, ...]] = (
    "evaluate",
    "convert",
    "stats",
    "tag",
    "train",
    "surrogate_corpus",
    "synth",
    "deid",
    "taggers",
    "export_features",
    "calibrate",
    "serve",
    "active",
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"phiscrub {__version__} (CRF decoder: {chosen_decoder()})")
        raise typer.Exit()


def build_app() -> typer.Typer:
    """Return the Typer application with every command registered."""
    app = typer.Typer(
        name="phiscrub",
        help="De-identify clinical notes: find PHI, replace it, evaluate how well it was found.",
        no_args_is_help=True,
        pretty_exceptions_enable=False,
        add_completion=False,
    )

    @app.callback()
    def root(
        version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version."),
        verbose: bool = typer.Option(False, "--verbose", "-v", help="Log progress (never note text)."),
    ) -> None:
        """De-identify clinical notes."""
        logging.basicConfig(level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(message)s")

    for module_name in COMMAND_MODULES:
        import_module(f"phiscrub.cli.{module_name}").register(app)
    return app


def one_line_error(error: BaseException) -> str | None:
    """Return the one-line message a command's error is shown as, or None for a bug (shown with its traceback).

    A PhiscrubError says what is wrong with the input, options or output; an OSError is the machine refusing a file
    (no space, no permission, a path that is a file): its message names the path and the reason, never note text.
    """
    if isinstance(error, PhiscrubError):
        return f"error: {error}"
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename is not None else ""
        return f"error: {where}{error.strerror or type(error).__name__}"
    return None


def main() -> None:
    """Run the command line; a PhiscrubError or OSError becomes a one-line message and exit code 2."""
    try:
        build_app()(standalone_mode=True)
    except (PhiscrubError, OSError) as error:
        typer.echo(one_line_error(error), err=True)
        sys.exit(2)


if __name__ == "__main__":
    main()
