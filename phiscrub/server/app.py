"""The FastAPI application of `phiscrub serve`: POST /v1/tag, POST /v1/deid, GET /v1/models, GET /health.

- The model is loaded once per worker process, at start (`lifespan`), and every note is tagged in one worker thread
  per process: the work is CPU-bound and holds the GIL, so more threads would only interleave requests and raise
  each one's latency, while the event loop stays free to answer /health and refuse what is too large.
- Limits: a body over `max_bytes` or more than `max_documents` notes is answered 413, a request still running after
  `timeout` seconds 504 (its thread stops at the next note; a note already being tagged is finished first).
- With a token file, /v1 needs `Authorization: Bearer TOKEN` (compared in constant time); /health stays open.
- Nothing a client sends reaches a log or an error body: validation errors keep the location and kind of the problem
  without the input, a failing note is named by its id and the error's type, and any other error is caught before
  Starlette or uvicorn would log its message and traceback.
"""

from __future__ import annotations

import hmac
import json
import logging
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Final, TypeVar

import anyio
from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from phiscrub.document import Document, Span
from phiscrub.errors import PhiscrubError
from phiscrub.server.schemas import (
    DeidentifiedDocument,
    DeidRequest,
    DeidResponse,
    EditOut,
    ErrorBody,
    Health,
    ModelInfo,
    ModelsResponse,
    SpanOut,
    TaggedDocument,
    TagRequest,
    TagResponse,
)
from phiscrub.server.service import DeidOptions, Service
from phiscrub.server.settings import ServerSettings
from phiscrub.version import __version__

logger = logging.getLogger(__name__)

T = TypeVar("T")

_ERRORS: Final[dict[int | str, dict[str, Any]]] = {
    400: {"model": ErrorBody, "description": "A body that cannot be parsed at all."},
    401: {"model": ErrorBody, "description": "No or a wrong bearer token (when the server has a token file)."},
    413: {"model": ErrorBody, "description": "The body or the number of documents is over the server's cap."},
    422: {"description": "A body that is not valid (the location and kind of each problem; never the input)."},
    504: {"model": ErrorBody, "description": "The request took longer than the server's timeout."},
}
_REQUEST_FIELDS: Final = frozenset(
    {"body", "text", "documents", "id", "meta", "policy", "replace", "date_mode", "tag_level", "numbering"}
)
"""Names that may stand in the location of a validation error; any other (a client's own key) is hidden."""


def create_app(settings: ServerSettings | None = None, service: Service | None = None) -> FastAPI:
    """Return the application serving `settings` (default: the shipped English model, no token, default limits).

    Args:
        settings: The server's configuration; the token file is read now, the model when the app starts.
        service: A ready service to use instead of loading one from `settings` (tests).
    """
    settings = settings or ServerSettings()
    token = settings.read_token()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.service = service or await anyio.to_thread.run_sync(Service.load, settings)
        await anyio.to_thread.run_sync(app.state.service.warm_up)
        app.state.limiter = anyio.CapacityLimiter(1)
        yield

    app = FastAPI(
        title="phiscrub",
        version=__version__,
        description="Find PHI in clinical notes and replace it. Spans are character offsets, never text.",
        lifespan=lifespan,
    )
    app.add_middleware(_BodySizeLimit, max_bytes=settings.max_bytes)
    app.add_middleware(_NoLeakErrors)  # added last: the outermost of ours, so it sees what every other one raises
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.include_router(_api_router(settings, token))

    @app.get("/health", response_model=Health, tags=["server"])
    async def health() -> Health:
        """Return ok once the model is loaded (open to all: load balancers ask it)."""
        return Health(version=__version__)

    return app


def app_from_environment() -> FastAPI:
    """Return the application of the settings `phiscrub serve` put in the environment (uvicorn's factory)."""
    return create_app(ServerSettings.from_environment())


def _api_router(settings: ServerSettings, token: bytes | None) -> APIRouter:
    """Return the /v1 routes, behind the bearer token when there is one."""
    bearer = HTTPBearer(auto_error=False, description="The token of the server's --token-file.")

    async def authorized(credentials: HTTPAuthorizationCredentials | None = Depends(bearer)) -> None:  # noqa: B008
        # async, though it awaits nothing: FastAPI runs a plain `def` dependency in a worker thread, which costs every
        # request a hand-off to a thread and back while the tagging thread holds the interpreter
        if token is None:
            return
        given = credentials.credentials.encode("utf-8") if credentials is not None else b""
        if not hmac.compare_digest(given, token):
            raise HTTPException(401, "a valid bearer token is required", headers={"WWW-Authenticate": "Bearer"})

    router = APIRouter(prefix="/v1", dependencies=[Depends(authorized)], responses=_ERRORS)

    @router.get("/models", response_model=ModelsResponse, tags=["models"])
    async def models(request: Request) -> ModelsResponse:
        """Return the model this server holds, its language and default policy, and the operators it offers."""
        return ModelsResponse(models=[ModelInfo(**_service(request).describe())])

    @router.post("/tag", response_model=TagResponse, tags=["phi"])
    async def tag(body: TagRequest, request: Request) -> TagResponse:
        """Return the PHI spans of each note (offsets into its text, with label, source and score)."""
        service = _service(request)
        docs = _documents(service, body, settings.max_documents)

        def tag_one(doc: Document) -> TaggedDocument:
            return TaggedDocument(id=doc.id, spans=_spans_out(service.tag(doc, body.policy).spans))

        found = await _in_worker_thread(request, settings.timeout, docs, tag_one)
        return TagResponse(model=service.model_name, documents=found)

    @router.post("/deid", response_model=DeidResponse, tags=["phi"])
    async def deid(body: DeidRequest, request: Request) -> DeidResponse:
        """Return each note de-identified: its text, the spans found and replaced, and the offset map."""
        service = _service(request)
        docs = _documents(service, body, settings.max_documents)
        options = DeidOptions(body.replace, body.date_mode, body.tag_level, body.numbering)

        def deidentify_one(doc: Document) -> DeidentifiedDocument:
            tagged, result = service.deidentify(doc, options, body.policy)
            return DeidentifiedDocument(
                id=doc.id,
                text=result.text,
                spans=_spans_out(tagged.spans),
                output_spans=_spans_out(result.spans),
                offsets=[
                    EditOut(start=e.start, end=e.end, out_start=e.out_start, out_end=e.out_end)
                    for e in result.offsets.edits
                ],
            )

        done = await _in_worker_thread(request, settings.timeout, docs, deidentify_one)
        return DeidResponse(model=service.model_name, replace=body.replace, documents=done)

    return router


def _service(request: Request) -> Service:
    service: Service = request.app.state.service
    return service


def _documents(service: Service, body: TagRequest, max_documents: int) -> list[Document]:
    """Return the request's notes as Documents, refusing more than `max_documents` (413)."""
    if body.documents is None:
        return [service.document(None, body.text or "")]
    if len(body.documents) > max_documents:
        raise HTTPException(413, f"{len(body.documents)} documents: this server takes at most {max_documents}")
    return [service.document(doc.id, doc.text, doc.meta) for doc in body.documents]


def _spans_out(spans: Sequence[Span]) -> list[SpanOut]:
    return [SpanOut(start=s.start, end=s.end, label=s.label, source=s.source, score=s.score) for s in spans]


async def _in_worker_thread(
    request: Request, timeout: float, docs: Sequence[Document], work: Callable[[Document], T]
) -> list[T]:
    """Return `work` applied to each note in the worker thread, or answer 504 once `timeout` seconds have passed."""
    deadline = time.monotonic() + timeout

    def each() -> list[T]:
        results = []
        for doc in docs:
            if time.monotonic() > deadline:
                break  # the client has had its 504: stop here rather than tag notes nobody will read
            results.append(_guarded(work, doc))
        return results

    try:
        with anyio.fail_after(timeout):
            return await anyio.to_thread.run_sync(each, abandon_on_cancel=True, limiter=request.app.state.limiter)
    except TimeoutError:
        raise HTTPException(504, f"the request took longer than the server's timeout of {timeout:g}s") from None


def _guarded(work: Callable[[Document], T], doc: Document) -> T:
    """Return `work(doc)`; a PhiscrubError (its message names ids and offsets) is a 422, anything else a 500."""
    try:
        return work(doc)
    except PhiscrubError as error:
        raise HTTPException(422, f"document {doc.id!r}: {error}") from None
    except Exception as error:  # noqa: BLE001  # a server handler: one bad note must not stop the worker, nor leak
        logger.error("document %r: %s", doc.id, type(error).__name__)
        raise HTTPException(500, f"document {doc.id!r}: internal error ({type(error).__name__})") from None


async def _validation_error(request: Request, error: Exception) -> JSONResponse:
    """Return the 422 of an invalid body: where and what kind of problem, without the input or its keys."""
    assert isinstance(error, RequestValidationError)
    detail = [
        {
            "loc": [_safe_location(part) for part in problem.get("loc", ())],
            "msg": problem.get("msg", ""),
            "type": problem.get("type", ""),
        }
        for problem in error.errors()
    ]
    return JSONResponse({"detail": detail}, status_code=422)


def _safe_location(part: object) -> object:
    """Return a part of an error location as is when it is an index or a field of ours, else a placeholder."""
    if isinstance(part, int) or part in _REQUEST_FIELDS:
        return part
    return "(key)"  # a client's own key (unknown field, metadata key) may be anything, PHI included


class _BodySizeLimit:
    """Answers 413 to a request whose body is over `max_bytes`, counting what arrives (Content-Length may lie)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await self._too_large(send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.max_bytes:
                await self._too_large(send)
                return
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(b"".join(chunks), receive), send)

    async def _too_large(self, send: Send) -> None:
        await _send_json(send, 413, {"detail": f"the request body is over this server's cap of {self.max_bytes} bytes"})


def _replay(body: bytes, receive: Receive) -> Receive:
    """Return a `receive` that gives the body read already, then whatever the client sends next (a disconnect)."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


class _NoLeakErrors:
    """Answers 500 to any error that escapes the application, logging its type only (never message or traceback)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)  # a failing start (lifespan) must reach uvicorn and stop the worker
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as error:  # noqa: BLE001  # the server's last boundary: a message may quote a note
            logger.error("%s %s failed: %s", scope.get("method", "-"), scope.get("path", "-"), type(error).__name__)
            if not started:
                await _send_json(send, 500, {"detail": f"internal error ({type(error).__name__})"})


async def _send_json(send: Send, status: int, body: dict[str, Any]) -> None:
    payload = json.dumps(body).encode("utf-8")
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode("ascii"))]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": payload})
