"""The web app of `phiscrub annotate` (FastAPI): one local page and a small JSON API over an `AnnotationSession`.

Routes: `GET /` the page (inline CSS and script, no external asset); `GET /api/state` labels and progress;
`GET /api/next` the next note with its pre-annotations; `GET /api/notes/{id}` one note; `POST /api/save` the
annotator's spans of a note; `GET /api/progress`. Offsets are Unicode code points into the note text, as everywhere
in phiscrub (the page converts from the browser's UTF-16 positions). Error bodies name documents by id and offsets,
never note text; the app is meant for 127.0.0.1.
"""

from __future__ import annotations

from dataclasses import asdict
from importlib.resources import files
from typing import Any

from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from phiscrub.active.session import AnnotationSession, InvalidAnnotationError, NoteView, UnknownNoteError
from phiscrub.document import Span
from phiscrub.errors import InvalidSpanError

PAGE_RESOURCE = "data/annotate/annotate.html"
"""The page, a package resource of phiscrub."""


def page_html() -> str:
    """Return the annotation page."""
    return files("phiscrub").joinpath(PAGE_RESOURCE).read_text(encoding="utf-8")


def _note_json(view: NoteView | None) -> dict[str, Any] | None:
    if view is None:
        return None
    return {
        "id": view.doc.id,
        "text": view.doc.text,
        "annotated": view.annotated,
        "spans": [
            {"start": s.start, "end": s.end, "label": s.label, "source": s.source, "score": s.score}
            for s in view.suggestions
        ],
    }


class SpanIn(BaseModel):
    """A span the annotator saves: code-point offsets into the note and a canonical label."""

    start: int = Field(ge=0)
    end: int = Field(gt=0)
    label: str


class SaveIn(BaseModel):
    """The annotator's spans of one note."""

    id: str
    spans: list[SpanIn]


def create_app(session: AnnotationSession) -> FastAPI:
    """Return the FastAPI application serving `session`."""
    app = FastAPI(title="phiscrub annotate", docs_url=None, redoc_url=None, openapi_url=None)
    page = page_html()

    @app.get("/", response_class=HTMLResponse)
    def index() -> str:
        return page

    @app.get("/api/state")
    def state() -> dict[str, Any]:
        return {"labels": list(session.labels), "progress": asdict(session.progress())}

    @app.get("/api/progress")
    def progress() -> dict[str, Any]:
        return asdict(session.progress())

    @app.get("/api/next")
    def next_note() -> dict[str, Any]:
        return {"note": _note_json(session.next_note()), "progress": asdict(session.progress())}

    @app.get("/api/notes/{doc_id}")
    def note(doc_id: str) -> dict[str, Any]:
        try:
            return {"note": _note_json(session.note(doc_id)), "progress": asdict(session.progress())}
        except UnknownNoteError as error:
            raise HTTPException(404, str(error)) from None

    @app.post("/api/save")
    def save(body: SaveIn) -> dict[str, Any]:
        try:
            spans = [Span(s.start, s.end, s.label) for s in body.spans]
            return {"progress": asdict(session.save(body.id, spans))}
        except UnknownNoteError as error:
            raise HTTPException(404, str(error)) from None
        except (InvalidSpanError, InvalidAnnotationError) as error:
            raise HTTPException(422, str(error)) from None

    return app
