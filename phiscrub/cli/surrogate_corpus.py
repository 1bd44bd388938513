"""`phiscrub surrogate-corpus`: a copy of a gold corpus whose PHI are random, ambiguous, out-of-vocabulary or mixed."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def _check_locale(locale: str) -> None:
    """Raise ConfigError for a locale Faker does not know (Faker itself fails with an AttributeError)."""
    from faker.config import AVAILABLE_LOCALES

    from phiscrub.errors import ConfigError

    if locale not in AVAILABLE_LOCALES:
        raise ConfigError(f"unknown --locale {locale!r}: use a Faker locale such as en_US, en_GB, es_ES or es_MX")


def register(app: typer.Typer) -> None:
    """Add the `surrogate-corpus` command to `app`."""

    @app.command("surrogate-corpus")
    def surrogate_corpus_command(
        gold: Annotated[
            Path, typer.Argument(exists=True, readable=True, help="Gold corpus (JSONL or another format).")
        ],
        output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the surrogate corpus.")],
        mode: Annotated[
            str, typer.Option(help="random | ambiguous | oov | challenge (Uzuner et al. 2008 §5).")
        ] = "random",
        seed: Annotated[int, typer.Option(help="The same seed gives the same corpus.")] = 0,
        locale: Annotated[str, typer.Option(help="Faker locale of the surrogates, e.g. en_US or es_ES.")] = "en_US",
        input_format: Annotated[str | None, typer.Option("--format", help="Input format (default: by path).")] = None,
        output_format: Annotated[str | None, typer.Option("--to", help="Output format (default: by path).")] = None,
        encoding: Annotated[
            str | None,
            typer.Option("--encoding", help="Encoding of the input's text (default UTF-8; XML: its declaration)."),
        ] = None,
        words_from: Annotated[
            list[Path] | None,
            typer.Option(
                "--words-from",
                exists=True,
                readable=True,
                help="ambiguous/challenge: another gold corpus (e.g. the dev split) in whose non-PHI text every "
                "ambiguous word must occur too; repeatable. Those modes read the whole corpus into memory.",
            ),
        ] = None,
    ) -> None:
        """Replace every gold PHI by a surrogate of its type and move the gold spans onto the replacements."""
        from collections.abc import Iterable

        from phiscrub.document import Document
        from phiscrub.io.paths import check_output
        from phiscrub.io.registry import guess_format, reader, writer
        from phiscrub.replace.surrogate_corpus import (
            CORPUS_WORD_MODES,
            ambiguous_candidates,
            check_mode,
            surrogate_corpus,
        )

        _check_locale(locale)
        check_mode(mode)  # fail on a bad mode before reading anything
        check_output(output, [gold])
        docs: Iterable[Document] = reader(input_format or guess_format(gold))(gold, encoding=encoding)
        words = None
        if mode in CORPUS_WORD_MODES:
            docs = list(docs)
            others = [list(reader(input_format or guess_format(p))(p, encoding=encoding)) for p in words_from or ()]
            words = ambiguous_candidates([docs, *others])
        surrogates = surrogate_corpus(docs, mode, seed, locale, ambiguous_words=words)
        count = writer(output_format or guess_format(output))(surrogates, output)
        typer.echo(f"wrote {count} documents with {mode} surrogates to {output}", err=True)
