"""`phiscrub serve`: the REST server (FastAPI + uvicorn), one model per worker process."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Annotated

import typer

from phiscrub.cli.options import (
    AllowListOption,
    DenyListOption,
    EngineOption,
    FastOption,
    KnownFieldsOption,
    OThreshold,
    TransformerModelOption,
    parse_known_fields,
)

logger = logging.getLogger(__name__)


KEEP_ALIVE_SECONDS = 75
"""How long `serve` keeps an idle connection open by default (uvicorn's own 5 s made clients that reuse connections
under load, 64 at a time, meet a closing connection now and then: `benchmarks/load.py` counted 2-8 read errors in
10,000 requests; nginx's default is 75 s too)."""


def serve_command(
    host: Annotated[str, typer.Option("--host", help="Address to listen on (loopback by default).")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port to listen on.")] = 8000,
    model: Annotated[Path | None, typer.Option("--model", "-m", help="A trained model folder.")] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help="Language of the shipped model and surrogates: en or es.")
    ] = None,
    policy: Annotated[
        str | None, typer.Option("--policy", help="Default policy of requests: i2b2 or safe-harbor.")
    ] = None,
    o_threshold: OThreshold = None,
    rules_only: Annotated[
        bool, typer.Option("--rules-only", help="Tag with the rule tagger alone (no model).")
    ] = False,
    engine: EngineOption = "hybrid",
    transformer_model: TransformerModelOption = None,
    fast: FastOption = False,
    deny_list: DenyListOption = None,
    allow_list: AllowListOption = None,
    known_fields: KnownFieldsOption = None,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Worker processes, each with the model.")] = 1,
    token_file: Annotated[
        Path | None, typer.Option("--token-file", help="File holding the bearer token clients must send.")
    ] = None,
    key_file: Annotated[
        Path | None, typer.Option("--key-file", help="Secret key of surrogates (else $PHISCRUB_KEY; else none).")
    ] = None,
    max_bytes: Annotated[
        int, typer.Option("--max-bytes", min=1, help="Largest request body (413 beyond).")
    ] = 1_000_000,
    max_documents: Annotated[
        int, typer.Option("--max-documents", min=1, help="Most documents per request (413 beyond).")
    ] = 100,
    timeout: Annotated[float, typer.Option("--timeout", min=0.001, help="Seconds a request may take (504).")] = 30.0,
    log_level: Annotated[str, typer.Option("--log-level", help="uvicorn's log level.")] = "info",
    access_log: Annotated[
        bool, typer.Option("--access-log/--no-access-log", help="Log each request (method, path, status).")
    ] = True,
    keep_alive: Annotated[
        int,
        typer.Option(
            "--keep-alive",
            min=1,
            help="Seconds an idle connection stays open for the client's next request; keep it above the idle "
            "timeout of the clients and proxies in front, or a request sent as the server closes the connection "
            "fails.",
        ),
    ] = KEEP_ALIVE_SECONDS,
) -> None:
    """Serve POST /v1/tag and /v1/deid over HTTP (OpenAPI schema at /openapi.json); logs never hold note text.

    The word lists apply to every request; with --known-fields, a document's `meta` carries the patient's identifiers
    (e.g. --known-fields patient_name=PATIENT,mrn=MEDICALRECORD and {"meta": {"patient_name": ..., "mrn": ...}}).
    """
    from phiscrub.deidentifier import resolve_language, with_fast_model
    from phiscrub.errors import ConfigError
    from phiscrub.server.service import recipe_of
    from phiscrub.server.settings import SETTINGS_ENV_VAR, ServerSettings

    try:
        import uvicorn
    except ImportError:
        raise ConfigError("the server needs its extra: pip install 'phiscrub[server]'") from None
    model = with_fast_model(model, fast, lang, engine, rules_only)
    settings = ServerSettings(
        model=model,
        lang=resolve_language(lang, model, transformer_model),
        policy=policy,
        o_threshold=o_threshold,
        rules_only=rules_only,
        engine=engine,
        transformer_model=transformer_model,
        deny_list=deny_list,
        allow_list=allow_list,
        known_fields=parse_known_fields(known_fields),
        token_file=token_file,
        key_file=key_file,
        max_bytes=max_bytes,
        max_documents=max_documents,
        timeout=timeout,
    )
    settings.read_token()  # a missing or empty token file stops the server now, not in each worker
    recipe_of(settings).check_files()  # so do a bad word list and a missing transformer model
    keyed = settings.read_key() is not None
    for warning in startup_warnings(host, settings.token_file is not None, keyed):
        logger.warning(warning)
    os.environ[SETTINGS_ENV_VAR] = settings.to_json()  # paths only: each worker reads the token and key itself
    uvicorn.run(
        "phiscrub.server.app:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level=log_level,
        access_log=access_log,
        timeout_keep_alive=keep_alive,
    )


def startup_warnings(host: str, has_token: bool, keyed: bool) -> list[str]:
    """Return what an operator should know before the server starts (no token on an open address, no key)."""
    from phiscrub.server.settings import is_loopback

    warnings = []
    if not has_token and not is_loopback(host):
        warnings.append(
            f"serving on {host} without --token-file: anyone who can reach this address can send and read notes"
        )
    if not keyed:
        warnings.append("no --key-file and no PHISCRUB_KEY: surrogates and keyed tag numbering are refused")
    return warnings


def register(app: typer.Typer) -> None:
    """Add the `serve` command to the application."""
    app.command("serve")(serve_command)
