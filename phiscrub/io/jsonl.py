"""JSONL: one document per line, `{"id", "text", "spans": [{"start", "end", "label"}], "meta"}`.

The format of `../shared/corpora` and phiscrub's own default. Extra span fields phiscrub writes (`source`, `score`,
`corpus_label`) are optional on reading.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from phiscrub.document import Document, Span
from phiscrub.errors import InputError, PhiscrubError
from phiscrub.io.encoding import open_text
from phiscrub.labels import to_canonical


def span_from_json(record: Any, corpus: str) -> Span:
    """Return the span a JSON object describes; its label mapped to canonical through `corpus`'s label map."""
    if not isinstance(record, dict):
        raise ValueError("span is not an object")
    start, end, label = record.get("start"), record.get("end"), record.get("label")
    if not isinstance(start, int) or not isinstance(end, int) or isinstance(start, bool) or isinstance(end, bool):
        raise ValueError("span start/end are not integers")
    if not isinstance(label, str):
        raise ValueError("span label is not a string")
    corpus_label = record.get("corpus_label")
    if corpus_label is not None and not isinstance(corpus_label, str):
        raise ValueError("span corpus_label is not a string")
    canonical = to_canonical(label, corpus)
    score = record.get("score")
    return Span(
        start,
        end,
        canonical,
        source=str(record.get("source", "gold")),
        score=float(score) if isinstance(score, int | float) else None,
        corpus_label=corpus_label or (label if label != canonical else None),
    )


def span_to_json(span: Span, corpus_labels: bool = False) -> dict[str, Any]:
    """Return the JSON object for a span; with `corpus_labels` its corpus label is written as `label`."""
    label = span.corpus_label if corpus_labels and span.corpus_label else span.label
    record: dict[str, Any] = {"start": span.start, "end": span.end, "label": label}
    if span.source != "gold":
        record["source"] = span.source
    if span.score is not None:
        record["score"] = span.score
    if span.corpus_label and not corpus_labels:
        record["corpus_label"] = span.corpus_label
    return record


def document_from_json(record: Any, corpus: str = "canonical") -> Document:
    """Return the document a parsed JSONL record describes."""
    if not isinstance(record, dict):
        raise ValueError("line is not a JSON object")
    doc_id, text = record.get("id"), record.get("text")
    if not isinstance(doc_id, str | int) or isinstance(doc_id, bool):
        raise ValueError("missing or non-string 'id'")
    if not isinstance(text, str):
        raise ValueError("missing or non-string 'text'")
    spans = record.get("spans") or []
    meta = record.get("meta") or {}
    if not isinstance(spans, list) or not isinstance(meta, dict):
        raise ValueError("'spans' must be a list and 'meta' an object")
    return Document(str(doc_id), text, tuple(span_from_json(s, corpus) for s in spans), meta)


def document_to_json(doc: Document, corpus_labels: bool = False) -> dict[str, Any]:
    """Return the JSONL record of a document."""
    return {
        "id": doc.id,
        "text": doc.text,
        "spans": [span_to_json(span, corpus_labels) for span in doc.spans],
        "meta": dict(doc.meta),
    }


def read_jsonl(path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield the documents of a JSONL file, one per non-empty line, streaming (UTF-8 unless `encoding` says)."""
    with open_text(path, encoding) as handle:
        for line_number, line in enumerate(handle, start=1):
            if line_number == 1:
                line = line.removeprefix("\ufeff")  # a byte order mark some editors put first
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                raise InputError(path, "invalid JSON", line=line_number, offset=error.pos) from None
            except RecursionError:
                raise InputError(path, "JSON nested too deeply", line=line_number) from None
            raw_id = record.get("id") if isinstance(record, dict) else None
            doc_id = str(raw_id) if isinstance(raw_id, str | int) else None
            try:
                yield document_from_json(record, corpus)
            except PhiscrubError as error:
                raise InputError(path, f"invalid document: {error}", line=line_number) from None
            except ValueError as error:
                raise InputError(path, str(error), doc_id=doc_id, line=line_number) from None


def document_line(doc: Document, corpus_labels: bool = False) -> str:
    """Return the JSONL line of a document, without its newline."""
    # default=str: metadata values JSON has no type for (dates, decimals from Parquet) are written as text
    return json.dumps(document_to_json(doc, corpus_labels), ensure_ascii=False, default=str)


def document_from_line(line: str) -> Document:
    """Return the document of a JSONL line that phiscrub wrote (`document_line`); no input checks beyond parsing."""
    return document_from_json(json.loads(line))


def write_jsonl(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write documents to a JSONL file atomically; return how many were written."""
    return write_jsonl_lines((document_line(doc, corpus_labels) + "\n" for doc in docs), path)


def write_jsonl_lines(lines: Iterable[str], path: Path) -> int:
    """Write JSONL lines already made (`document_line`, each with its newline) atomically; return how many."""
    from phiscrub.io.atomic import atomic_write

    count = 0
    with atomic_write(path) as handle:
        for line in lines:
            handle.write(line)
            count += 1
    return count
