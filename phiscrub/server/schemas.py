"""Request and response bodies of the server (pydantic, at the server's edge only).

Responses carry spans as offsets, never the text they cover; error bodies carry no input (see `phiscrub.server.app`).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from phiscrub.replace.dates import DateMode
from phiscrub.replace.tags import Level

Policy = Literal["i2b2", "safe-harbor"]
"""`phiscrub.labels.POLICIES` (a test keeps the two equal)."""
Operator = Literal["tag", "mask", "redact", "surrogate"]
"""`phiscrub.replace.registry.REPLACERS` (a test keeps the two equal)."""
Numbering = Literal["none", "note", "keyed"]
"""The tag numberings a request can ask for; "patient" needs a registry kept across a run, which a server has not."""
MetaValue = str | int | float | bool | None


def _check_unicode(text: str) -> str:
    """Return `text` when it encodes as UTF-8; a lone surrogate (possible in JSON) could not be answered."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(f"the text holds a lone surrogate at char {error.start}") from None
    return text


NoteText = Annotated[str, AfterValidator(_check_unicode)]


class Strict(BaseModel):
    """A body that refuses unknown fields (a misspelt option must not be ignored, and a key is never accepted)."""

    model_config = ConfigDict(extra="forbid")


class DocumentIn(Strict):
    """One note of a request: its id, its text, and metadata (`patient_id`, `note_date`) used by surrogates."""

    id: str = Field(min_length=1, max_length=256, description="The note's id, named in errors (never its text).")
    text: NoteText
    meta: dict[str, MetaValue] = Field(
        default_factory=dict,
        description="e.g. patient_id (a patient's notes share surrogates and date shift), note_date (ISO), and the "
        "patient's own identifiers named by the server's --known-fields (e.g. patient_name, mrn), found in the text.",
    )


class TagRequest(Strict):
    """One note as `text`, or several as `documents`: exactly one of the two."""

    text: NoteText | None = Field(default=None, description='One note (id "text"; its own patient).')
    documents: list[DocumentIn] | None = None
    policy: Policy | None = Field(default=None, description="i2b2 or safe-harbor (default: the server's).")

    @model_validator(mode="after")
    def _one_input(self) -> Self:
        if (self.text is None) == (self.documents is None):
            raise ValueError("give either text or documents, not both or neither")
        return self


class DeidRequest(TagRequest):
    """Notes to de-identify and how, with the options of `phiscrub deid` (the key is the server's)."""

    replace: Operator = "tag"
    date_mode: DateMode = Field(default="shift", description="Surrogate dates: shift, year-only or remove.")
    tag_level: Level = Field(default="category", description="Tags: category ([NAME]) or subtype ([DOCTOR]).")
    numbering: Numbering = Field(default="none", description="Tags: none, note, or keyed (stable per patient).")


class SpanOut(BaseModel):
    """A PHI span: a half-open character range [start, end) of a text, its type, who found it and how sure."""

    start: int
    end: int
    label: str
    source: str
    score: float | None = None


class TaggedDocument(BaseModel):
    """A note's id and the spans found in it (offsets into the text sent)."""

    id: str
    spans: list[SpanOut]


class TagResponse(BaseModel):
    """The spans found in each note of the request, in request order."""

    model: str
    documents: list[TaggedDocument]


class EditOut(BaseModel):
    """Original characters [start, end) became output characters [out_start, out_end)."""

    start: int
    end: int
    out_start: int
    out_end: int


class DeidentifiedDocument(BaseModel):
    """A de-identified note: its text, the PHI found (input offsets) and replaced (output offsets), the offset map."""

    id: str
    text: str
    spans: list[SpanOut] = Field(description="The PHI found, at offsets into the text sent.")
    output_spans: list[SpanOut] = Field(description="The replacements, at offsets into `text`.")
    offsets: list[EditOut] = Field(description="The offset map: each edit from the text sent to `text`.")


class DeidResponse(BaseModel):
    """Each note of the request de-identified, in request order."""

    model: str
    replace: str
    documents: list[DeidentifiedDocument]


class ModelInfo(BaseModel):
    """The model a server holds and what it offers."""

    name: str
    kind: str
    lang: str
    policy: str
    policies: list[str]
    replacers: list[str]
    keyed: bool = Field(description="Whether the server has a secret key (surrogates, keyed numbering).")
    version: str
    crf_decoder: str = Field(
        description="What decodes the CRFs: 'compiled' (phiscrub's C extension) or 'crfsuite' (python-crfsuite)."
    )


class ModelsResponse(BaseModel):
    """The models this server serves (one per server)."""

    models: list[ModelInfo]


class Health(BaseModel):
    """The server is up and its model loaded."""

    status: Literal["ok"] = "ok"
    version: str


class ErrorBody(BaseModel):
    """An error: what is wrong, naming a document id or a character offset, never note text."""

    detail: str
