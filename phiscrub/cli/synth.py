"""`phiscrub synth`: write a synthetic English clinical corpus with gold PHI spans as JSONL."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from phiscrub.document import Document


def synth(
    notes: Annotated[int, typer.Option("--notes", "-n", help="How many notes to write.")],
    patients: Annotated[int, typer.Option("--patients", "-p", help="How many patients they belong to (<= notes).")],
    output: Annotated[Path, typer.Option("--output", "-o", help="JSONL file to write.")],
    style: Annotated[
        str,
        typer.Option(
            "--style",
            help="discharge, nursing, radiology, psychiatric, progress, question, message, referral, portal, "
            "telephone, email or mixed.",
        ),
    ] = "mixed",
    seed: Annotated[int, typer.Option("--seed", help="Random seed: same arguments, byte-identical output.")] = 0,
    template_split: Annotated[
        str, typer.Option("--template-split", help="Use all templates, or only their train or dev set.")
    ] = "all",
    no_phi_share: Annotated[float, typer.Option("--no-phi-share", help="Share of notes without PHI (0-1).")] = 0.0,
    noise: Annotated[
        float, typer.Option("--noise", help="Share of notes with typos and OCR-like errors (0-1).")
    ] = 0.15,
    name_pool: Annotated[
        str,
        typer.Option(
            "--name-pool",
            help="Draw person names, cities and institutions from the train pool or the held-out one (train, heldout).",
        ),
    ] = "train",
) -> None:
    """Generate synthetic clinical notes with gold PHI spans in the canonical taxonomy."""
    from phiscrub.io.jsonl import write_jsonl
    from phiscrub.synth.generator import SynthConfig, generate_notes

    config = SynthConfig(
        notes=notes,
        patients=patients,
        style=style,
        seed=seed,
        template_split=template_split,
        no_phi_share=no_phi_share,
        noise=noise,
        name_pool=name_pool,
    )
    started = time.perf_counter()
    n_spans = 0

    def documents() -> Iterator[Document]:
        nonlocal n_spans
        for note in generate_notes(config):
            n_spans += len(note.document.spans)
            yield note.document

    written = write_jsonl(documents(), output)
    elapsed = time.perf_counter() - started
    typer.echo(f"wrote {written} notes ({n_spans} PHI spans) to {output} in {elapsed:.1f} s", err=True)


def register(app: typer.Typer) -> None:
    """Add the `synth` command to `app`."""
    app.command("synth")(synth)
