"""`phiscrub active simulate` (Li et al. 2019's simulation) and `phiscrub annotate` (the annotation loop)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from phiscrub.document import Document

DEFAULT_STRATEGIES = ("random", "lc", "lcub:0.6", "entropy", "elb:0.01", "roi", "roi-full")
"""What `active simulate` runs without --strategy: each strategy once, at the paper's best-performing settings."""


def _read(path: Path, corpus: str) -> list[Document]:
    from phiscrub.io.registry import guess_format, reader

    return list(reader(guess_format(path))(path, corpus))


def simulate_command(
    corpus: Annotated[
        Path, typer.Option("--corpus", exists=True, help="Annotated training corpus: the simulated pool.")
    ],
    eval_path: Annotated[Path, typer.Option("--eval", exists=True, help="Annotated evaluation corpus.")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for the CSV curves and PNG plots.")],
    strategy: Annotated[
        list[str] | None,
        typer.Option(
            "--strategy",
            "-s",
            help="Query strategy (repeatable): random, lc, lcub:THETA, entropy[:M], elb:RHO[,M], "
            "roi[:NCn,NCp,ctr], roi-full[:NCn,NCp,ctr]; 'paper' for the paper's whole grid. "
            f"Default: {' '.join(DEFAULT_STRATEGIES)}.",
        ),
    ] = None,
    batch: Annotated[int, typer.Option("--batch", min=1, help="Documents added per iteration (1, 5, 10).")] = 10,
    iterations: Annotated[int, typer.Option("--iterations", min=0, help="Query-and-retrain iterations.")] = 10,
    initial: Annotated[int, typer.Option("--initial", min=1, help="Size of the random initial batch.")] = 10,
    runs: Annotated[int, typer.Option("--runs", min=1, help="Runs averaged (another initial batch each).")] = 3,
    label_map: Annotated[str, typer.Option("--label-map", help="Label map of both corpora, e.g. meddocan.")] = (
        "canonical"
    ),
    lang: Annotated[str, typer.Option("--lang", help="Language of the notes: en or es.")] = "en",
    kind: Annotated[str, typer.Option("--kind", help="CRF kind: all (one CRF), quantitative or names.")] = "all",
    max_iterations: Annotated[int, typer.Option("--max-iterations", min=1, help="L-BFGS iterations per fit.")] = 30,
    groups: Annotated[
        str | None,
        typer.Option("--groups", help="Comma-separated CRF feature groups (default: the kind's, without clusters)."),
    ] = None,
    target: Annotated[float, typer.Option("--target", min=0.0, max=1.0, help="F1 the summary counts to.")] = 0.9,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Processes (runs are independent).")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the initial batches and of random.")] = 0,
) -> None:
    """Replay active learning on an annotated corpus; write learning curves (CSV, PNG) to OUT."""
    from phiscrub.active.plots import plot_overall, plot_per_type
    from phiscrub.active.simulate import (
        ModelSettings,
        SimulationSettings,
        documents_to_reach,
        final_points,
        mean_curves,
        simulate,
        write_means_csv,
        write_points_csv,
        write_timings_csv,
    )
    from phiscrub.active.strategies import Strategy, paper_grid, parse_strategy

    specs = strategy or list(DEFAULT_STRATEGIES)
    strategies: list[Strategy] = []
    for spec in specs:
        strategies.extend(paper_grid() if spec.strip().lower() == "paper" else [parse_strategy(spec)])
    settings = SimulationSettings(batch=batch, iterations=iterations, initial=initial, runs=runs, seed=seed)
    feature_groups = None if groups is None else tuple(g.strip() for g in groups.split(",") if g.strip())
    model = ModelSettings(kind=kind, max_iterations=max_iterations, lang=lang, feature_groups=feature_groups, seed=seed)
    result = simulate(
        list(dict.fromkeys(strategies)),
        _read(corpus, label_map),
        _read(eval_path, label_map),
        settings,
        model,
        workers,
    )
    means = mean_curves(result.points)
    out.mkdir(parents=True, exist_ok=True)
    write_points_csv(result.points, out / "points.csv")
    write_means_csv(means, out / "curves.csv")
    write_timings_csv(result.timings, out / "timings.csv")
    for level in settings.levels:
        plot_overall(means, out / f"overall_{level}.png", level, title=f"batch {batch}, {level}, mean of {runs} runs")
    plot_per_type(means, out / "per_type_entity-strict_f1.png")
    reached = documents_to_reach(means, target)
    final = final_points(means)
    typer.echo(f"{'strategy':<22} {'documents':>9} {'strict F1':>9} {f'docs to F1 {target:g}':>16}")
    for spec in dict.fromkeys(str(s) for s in strategies):
        docs = reached.get(spec)
        point = final[spec]
        typer.echo(f"{spec:<22} {point.documents:>9} {point.f1:>9.3f} {docs if docs is not None else '-':>16}")
    typer.echo(f"wrote {out}/curves.csv, points.csv, timings.csv and PNG plots")


def annotate_command(
    pool: Annotated[
        Path,
        typer.Option(
            "--pool",
            exists=True,
            help="Notes to annotate (their spans, if any, are offered until the first model is trained).",
        ),
    ],
    out: Annotated[
        Path,
        typer.Option(
            "--out", "-o", help="Annotations (JSONL), rewritten after every note; an existing file is resumed."
        ),
    ],
    strategy: Annotated[str, typer.Option("--strategy", "-s", help="Query strategy, as for `active simulate`.")] = (
        "roi"
    ),
    batch: Annotated[int, typer.Option("--batch", min=1, help="Notes saved between two retrainings.")] = 5,
    dev: Annotated[
        Path | None, typer.Option("--dev", exists=True, help="Annotated notes: the model's F1 on them is shown.")
    ] = None,
    label_map: Annotated[str, typer.Option("--label-map", help="Label map of the pool and --dev.")] = "canonical",
    labels: Annotated[
        str | None, typer.Option("--labels", help="Comma-separated labels offered, in shortcut order (1-9 first).")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the notes: en or es.")] = "en",
    max_iterations: Annotated[int, typer.Option("--max-iterations", min=1, help="L-BFGS iterations per fit.")] = 50,
    host: Annotated[str, typer.Option("--host", help="Address to listen on (loopback by default).")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port to listen on.")] = 8765,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random first batch.")] = 0,
) -> None:
    """Annotate notes in the browser, the next note chosen by an active-learning strategy; retrain as you go."""
    import logging

    from phiscrub.active.session import DEFAULT_LABELS, AnnotationSession, SessionSettings
    from phiscrub.active.simulate import ModelSettings
    from phiscrub.active.strategies import parse_strategy
    from phiscrub.errors import ConfigError
    from phiscrub.labels import CANONICAL_LABELS

    if out.resolve() == pool.resolve():
        raise ConfigError(f"{out}: the annotations must not overwrite the pool; name another --out file")
    offered = DEFAULT_LABELS if labels is None else tuple(x.strip() for x in labels.split(",") if x.strip())
    unknown = [label for label in offered if label not in CANONICAL_LABELS]
    if unknown:
        raise ConfigError(f"--labels: {unknown[0]!r} is not a canonical label ({', '.join(CANONICAL_LABELS)})")
    try:
        import uvicorn

        from phiscrub.active.app import create_app
    except ImportError:
        raise ConfigError("the annotation app needs its extra: pip install 'phiscrub[annotate]'") from None
    from phiscrub.server.settings import is_loopback

    settings = SessionSettings(
        strategy=parse_strategy(strategy),
        batch=batch,
        model=ModelSettings(max_iterations=max_iterations, lang=lang, seed=seed),
        seed=seed,
    )
    session = AnnotationSession(
        _read(pool, label_map), out, settings, _read(dev, label_map) if dev is not None else (), offered
    )
    if not is_loopback(host):
        logging.getLogger(__name__).warning(
            "serving on %s: anyone who can reach this address can read the notes and change the annotations", host
        )
    typer.echo(f"annotate: http://{host}:{port}/ (Ctrl+C to stop; annotations are in {out})")
    uvicorn.run(create_app(session), host=host, port=port, log_level="warning")


def register(app: typer.Typer) -> None:
    """Add `active simulate` and `annotate` to the application."""
    active = typer.Typer(help="Active learning (Li et al. 2019): simulate query strategies.", no_args_is_help=True)
    active.command("simulate")(simulate_command)
    app.add_typer(active, name="active")
    app.command("annotate")(annotate_command)
