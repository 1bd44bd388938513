r"""PhysioNet deid gold standard: records in `id.text`, gold PHI in `id-phi.phrase`.

The text file is a run of records::

    START_OF_RECORD=<patient>||||<note>||||
    <body, any number of lines>||||END_OF_RECORD

The body starts right after the header line's line end ("\n" or "\r\n") and stops right before
`||||END_OF_RECORD`, so the line end that precedes the footer belongs to the body. Each line of the phrase file is
`PATIENT NOTE START END TYPE PHRASE`, separated by spaces, offsets into the body (end exclusive); PHRASE (which may hold
spaces) is the text the span covers, checked on reading with whitespace runs compared as one space, because a phrase
file line cannot hold the line ends a span may cover. A document's id is `<patient>-<note>`.

Users get the corpus from PhysioNet under its own terms; phiscrub ships none of it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Final

from phiscrub.document import Document, Span
from phiscrub.errors import InputError, PhiscrubError
from phiscrub.io.atomic import atomic_write_together
from phiscrub.io.encoding import open_text
from phiscrub.labels import to_canonical

logger = logging.getLogger(__name__)

HEADER_PREFIX: Final = "START_OF_RECORD="
FIELD_SEPARATOR: Final = "||||"
FOOTER: Final = "||||END_OF_RECORD"
PHRASE_SUFFIX: Final = "-phi.phrase"


@dataclass(frozen=True, slots=True)
class _Phrase:
    """One gold line of a phrase file: where it is and what it says (the phrase is only compared, never shown)."""

    line: int
    start: int
    end: int
    label: str
    phrase: str


def _normalised(text: str) -> str:
    return " ".join(text.split())


def corpus_files(path: Path) -> list[tuple[Path, Path]]:
    """Return the (text file, phrase file) pairs that `path` names: a `.text` file, its base path, or a folder."""
    if path.is_dir():
        texts = sorted(path.glob("*.text"))
        if not texts:
            raise InputError(path, "folder holds no *.text file")
        return [(text, _phrase_path(text)) for text in texts]
    if path.name.endswith(PHRASE_SUFFIX):
        return [(path.with_name(path.name[: -len(PHRASE_SUFFIX)] + ".text"), path)]
    if path.suffix != ".text" and not path.exists():
        path = path.with_name(path.name + ".text")
    return [(path, _phrase_path(path))]


def _phrase_path(text_path: Path) -> Path:
    return text_path.with_name(text_path.stem + PHRASE_SUFFIX)


def read_phrases(path: Path, encoding: str | None = None) -> dict[tuple[str, str], list[_Phrase]]:
    """Return the gold phrases of a phrase file by (patient, note); an absent file has none."""
    phrases: dict[tuple[str, str], list[_Phrase]] = {}
    if not path.exists():
        logger.warning("%s: no phrase file; documents are read without gold spans", path)
        return phrases
    with open_text(path, encoding) as handle:
        for line_number, raw in enumerate(handle, start=1):
            line = raw.removeprefix("\ufeff") if line_number == 1 else raw
            fields = line.split(maxsplit=5)
            if not fields:
                continue
            if len(fields) < 5:
                raise InputError(path, "expected PATIENT NOTE START END TYPE PHRASE", line=line_number)
            patient, note, start_field, end_field, label = fields[:5]
            doc_id = f"{patient}-{note}"
            try:
                start, end = int(start_field), int(end_field)
            except ValueError:
                raise InputError(path, "START and END must be integers", doc_id=doc_id, line=line_number) from None
            if not 0 <= start < end:
                problem = "offsets must satisfy 0 <= START < END"
                raise InputError(path, problem, doc_id=doc_id, line=line_number, offset=start)
            phrase = fields[5] if len(fields) == 6 else ""
            phrases.setdefault((patient, note), []).append(_Phrase(line_number, start, end, label, phrase))
    return phrases


def _header(path: Path, line: str, line_number: int) -> tuple[str, str]:
    """Return (patient, note) of a record header line, or raise naming the line."""
    fields = line.rstrip().removeprefix("\ufeff" if line_number == 1 else "")
    if not fields.startswith(HEADER_PREFIX) or not fields.endswith(FIELD_SEPARATOR):
        raise InputError(path, "expected START_OF_RECORD=<patient>||||<note>||||", line=line_number)
    parts = fields[len(HEADER_PREFIX) : -len(FIELD_SEPARATOR)].split(FIELD_SEPARATOR)
    if len(parts) != 2 or not all(parts) or any(char.isspace() for part in parts for char in part):
        raise InputError(path, "record header needs a patient and a note without spaces", line=line_number)
    return parts[0], parts[1]


def _records(path: Path, encoding: str | None) -> Iterator[tuple[str, str, str, int]]:
    """Yield (patient, note, body, header line) for each record of a text file, one record in memory at a time."""
    with open_text(path, encoding) as handle:
        header: tuple[str, str] | None = None
        header_line = 0
        body: list[str] = []
        line_number = 0
        for line_number, line in enumerate(handle, start=1):
            if header is None:
                if line.strip(" \t\r\n\ufeff"):
                    header, header_line, body = _header(path, line, line_number), line_number, []
                continue
            cut = line.find(FOOTER)
            if cut < 0:
                body.append(line)
                continue
            if line[cut + len(FOOTER) :].strip(" \t\r\n"):
                raise InputError(path, "unexpected text after ||||END_OF_RECORD", line=line_number)
            body.append(line[:cut])
            yield header[0], header[1], "".join(body), header_line
            header = None
        if header is not None:
            raise InputError(
                path, "record has no ||||END_OF_RECORD", doc_id=f"{header[0]}-{header[1]}", line=line_number
            )


def _spans(phrase_path: Path, doc_id: str, body: str, phrases: list[_Phrase], corpus: str) -> list[Span]:
    spans = []
    for phrase in phrases:
        if phrase.end > len(body):
            raise InputError(
                phrase_path, "span ends past the record's text", doc_id=doc_id, line=phrase.line, offset=phrase.end
            )
        if _normalised(body[phrase.start : phrase.end]) != _normalised(phrase.phrase):
            raise InputError(
                phrase_path,
                "PHRASE differs from the record's text",
                doc_id=doc_id,
                line=phrase.line,
                offset=phrase.start,
            )
        canonical = to_canonical(phrase.label, corpus)
        spans.append(
            Span(phrase.start, phrase.end, canonical, corpus_label=None if phrase.label == canonical else phrase.label)
        )
    return spans


def read_physionet(path: Path, corpus: str = "physionet", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield the records of a PhysioNet deid corpus (`id.text`, its base path or its folder) as documents, streaming."""
    for text_path, phrase_path in corpus_files(path):
        phrases = read_phrases(phrase_path, encoding)
        seen: set[tuple[str, str]] = set()
        for patient, note, body, header_line in _records(text_path, encoding):
            doc_id = f"{patient}-{note}"
            if (patient, note) in seen:
                raise InputError(text_path, "record appears twice", doc_id=doc_id, line=header_line)
            seen.add((patient, note))
            spans = _spans(phrase_path, doc_id, body, phrases.get((patient, note), []), corpus)
            yield Document(doc_id, body, tuple(spans), {"patient_id": patient, "note": note})
        orphans = [(phrase.line, key) for key in phrases.keys() - seen for phrase in phrases[key]]
        if orphans:
            line, key = min(orphans)
            raise InputError(phrase_path, "phrase names a record the text file lacks", doc_id="-".join(key), line=line)


def record_key(doc: Document) -> tuple[str, str]:
    """Return the (patient, note) a document is written under.

    The split follows the metadata where it fits the id `<patient>-<note>` (`patient_id`, and `note`). A `patient_id`
    that the id does not start with is kept as the patient, with the whole id as the note (read back, the id becomes
    `<patient>-<id>`): the patient decides the date shift of a later run, so patients are never merged. Without a
    patient id, the id is split at its last "-".
    """
    patient, note = doc.meta.get("patient_id"), doc.meta.get("note")
    if patient is not None and note is not None and f"{patient}-{note}" == doc.id:
        key = (str(patient), str(note))
    elif patient is not None and doc.id.startswith(f"{patient}-"):
        key = (str(patient), doc.id[len(f"{patient}-") :])
    elif patient not in (None, ""):
        key = (str(patient), doc.id)
    elif "-" in doc.id:
        patient_part, _, note_part = doc.id.rpartition("-")
        key = (patient_part, note_part)
    else:
        raise PhiscrubError(f"document {doc.id!r}: a PhysioNet record id must read <patient>-<note>")
    if not all(key) or any(char.isspace() for part in key for char in part) or any(FIELD_SEPARATOR in p for p in key):
        raise PhiscrubError(f"document {doc.id!r}: patient and note must be non-empty, without spaces or '||||'")
    return key


def _write_record(doc: Document, text_handle: IO[str], phrase_handle: IO[str], corpus_labels: bool) -> None:
    if FOOTER in doc.text:
        raise PhiscrubError(f"document {doc.id!r}: the text holds the record end marker {FOOTER}")
    patient, note = record_key(doc)
    text_handle.write(f"{HEADER_PREFIX}{patient}{FIELD_SEPARATOR}{note}{FIELD_SEPARATOR}\n{doc.text}{FOOTER}\n")
    for span in doc.spans:
        label = span.corpus_label if corpus_labels and span.corpus_label else span.label
        if not label or any(char.isspace() for char in label):
            raise PhiscrubError(f"document {doc.id!r}: label {label!r} cannot be written to a phrase file")
        phrase = _normalised(doc.text[span.start : span.end])
        phrase_handle.write(f"{patient} {note} {span.start} {span.end} {label} {phrase}\n")


def write_physionet(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write documents as a PhysioNet deid corpus atomically; return how many were written.

    `path` is the `.text` file (its phrase file goes beside it), or a folder that receives `id.text` and
    `id-phi.phrase`. Document ids must read `<patient>-<note>` (or metadata `patient_id` and `note` must rebuild it).
    """
    text_path = path if path.suffix == ".text" else path / "id.text"
    count = 0
    with atomic_write_together([text_path, _phrase_path(text_path)]) as (text_handle, phrase_handle):
        for doc in docs:
            _write_record(doc, text_handle, phrase_handle, corpus_labels)
            count += 1
    return count
