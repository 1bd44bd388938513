"""`phiscrub train transformer`: train the transformer token classifier (Johnson et al. 2020) and save it as a model.

The model folder is a one-part pipeline (the tagger, the merge step, the i2b2 policy) that `phiscrub tag --model`
and `phiscrub deid --model` read, and `phiscrub calibrate` gives an operating point. Needs `phiscrub[transformer]`.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from phiscrub.cli.options import Lang, ModelOut, TrainNotes
from phiscrub.cli.train import _check_model_folder, _read, _read_sources

if TYPE_CHECKING:
    from phiscrub.document import Document

logger = logging.getLogger(__name__)


def train_transformer(
    train: TrainNotes,
    out: ModelOut,
    dev: Annotated[
        Path | None, typer.Option("--dev", exists=True, help="Dev notes: early stopping on their binary word F1.")
    ] = None,
    source: Annotated[
        list[Path] | None,
        typer.Option(
            "--source",
            exists=True,
            help="More training notes, e.g. general-English NER corpora (repeatable); a partially annotated corpus "
            "(--source-label-map wnut17, wikigold, presidio) trains only the categories it annotates.",
        ),
    ] = None,
    source_label_map: Annotated[
        list[str] | None,
        typer.Option("--source-label-map", help="Label map of each --source, in order (default: --label-map)."),
    ] = None,
    lang: Lang = "en",
    label_map: Annotated[
        str, typer.Option("--label-map", help="Label map of --train and --dev (e.g. meddocan).")
    ] = "canonical",
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="Format of the corpora (default: guessed).")] = None,
    encoder: Annotated[
        str, typer.Option("--encoder", help="all-minilm-l6-v2 (the packaged encoder) or a folder with a BERT model.")
    ] = "all-minilm-l6-v2",
    word_unit: Annotated[
        str, typer.Option("--word-unit", help="whitespace (the paper's tokens) or aggressive (phiscrub's).")
    ] = "whitespace",
    granularity: Annotated[
        str, typer.Option("--granularity", help="Classes per category (the paper's seven) or per canonical type.")
    ] = "category",
    epochs: Annotated[int, typer.Option("--epochs", min=1, help="Passes over the training windows.")] = 3,
    lr: Annotated[float, typer.Option("--lr", min=0.0, help="Peak learning rate (5e-5 with --lora-rank 0).")] = 5e-4,
    batch_size: Annotated[int, typer.Option("--batch-size", min=1, help="Windows per step.")] = 16,
    lora_rank: Annotated[
        int, typer.Option("--lora-rank", min=0, help="Rank of the LoRA adapters; 0 tunes every weight (90 MB model).")
    ] = 16,
    shape_dim: Annotated[
        int, typer.Option("--shape-dim", min=0, help="Size of the word-shape embedding (0: none, as in the paper).")
    ] = 16,
    max_steps: Annotated[int, typer.Option("--max-steps", min=0, help="Stop after this many steps (0: no limit).")] = 0,
    max_notes: Annotated[
        int, typer.Option("--max-notes", min=0, help="Use only the first N notes of --train and of each --source.")
    ] = 0,
    eval_every: Annotated[
        int, typer.Option("--eval-every", min=0, help="Score --dev every this many steps (0: after each epoch).")
    ] = 0,
    patience: Annotated[int, typer.Option("--patience", min=1, help="Dev scores without improvement to stop.")] = 2,
    device: Annotated[str, typer.Option("--device", help="auto (CUDA when present), cpu or cuda.")] = "auto",
    seed: Annotated[int, typer.Option("--seed", help="Seed of the initialisation, window order and dropout.")] = 0,
) -> None:
    """Train the transformer token classifier (Johnson et al. 2020) on TRAIN and save it to OUT as a model folder."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    from phiscrub.pipeline import Part, Pipeline, training_digest
    from phiscrub.taggers.transformer.tagger import TransformerTagger
    from phiscrub.tokenize.lookalikes import with_ascii_lookalikes

    _check_model_folder(out, [train, dev, *(source or [])])
    train_docs: list[Document] = list(_read(train, fmt, label_map))
    maps = source_label_map or []
    if len(maps) > len(source or []):
        raise typer.BadParameter("more --source-label-map than --source options", param_hint="--source-label-map")
    # one list per --source (each read with its own label map), so that --max-notes cuts each of them
    sources = [
        _read_sources([path], maps[index : index + 1] or maps[-1:], fmt, label_map)
        for index, path in enumerate(source or [])
    ]
    if max_notes:
        train_docs = train_docs[:max_notes]
        sources = [docs[:max_notes] for docs in sources]
    docs = train_docs + [doc for docs in sources for doc in docs]
    dev_docs = list(_read(dev, fmt, label_map)) if dev is not None else None
    tagger = TransformerTagger(
        encoder=encoder,
        word_unit=word_unit,
        granularity=granularity,
        epochs=epochs,
        lr=lr,
        batch_size=batch_size,
        lora_rank=lora_rank,
        shape_dim=shape_dim,
        max_steps=max_steps,
        eval_every=eval_every,
        patience=patience,
        device=device,
        seed=seed,
    )
    logger.info("training on %d notes (%d dev)", len(docs), len(dev_docs or ()))
    started = time.perf_counter()
    columns = (
        TextColumn("training"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total} steps, loss {task.fields[loss]}"),
    )
    with Progress(*columns, TimeElapsedColumn(), TimeRemainingColumn(), transient=True) as bar:
        task = bar.add_task("train", total=None, loss="-")

        def advance(step: int, total: int, loss: float) -> None:
            bar.update(task, completed=step, total=total, loss=f"{loss:.4f}")
            if step % 10 == 0:
                logger.info("step %d of %d, loss %.4f, %.0f s", step, total, loss, time.perf_counter() - started)

        read = [with_ascii_lookalikes(doc) for doc in docs]  # as the pipeline reads the notes it tags
        dev_read = None if dev_docs is None else [with_ascii_lookalikes(doc) for doc in dev_docs]
        tagger.fit(read, dev_docs=dev_read, progress=advance)
    pipeline = Pipeline([Part("transformer", tagger, "model")], lang=lang, corpus=label_map, steps=("merge",))
    pipeline.manifest_ = {"training_data": {"n_docs": len(docs), "sha256": training_digest(docs)}}
    pipeline.save(out)
    history = tagger.training_["history"]
    summary = f"trained transformer model ({lang}, {len(docs)} notes, {tagger.training_['n_windows']} windows, "
    summary += f"{time.perf_counter() - started:.0f} s on {tagger.training_['device']}) -> {out}"
    if history:
        summary += f"; best dev binary word F1 {max(item['dev_binary_word_f1'] for item in history):.4f}"
    typer.echo(summary, err=True)
    typer.echo("the model can hold traces of its training notes: share it only where they could be shared", err=True)
