r"""CSV and Parquet: one document per row, columns `id`, `text` and optional `spans` and `meta`, plus any others.

`spans` holds the JSON list that JSONL uses (`[{"start", "end", "label", ...}]`), `meta` a JSON object; both may be
empty. CSV is read through the csv module (quoted fields keep "\r\n" and lone "\r" verbatim); Parquet through pyarrow,
in record batches, so neither reader holds a table in memory.

The readers take a column mapping as keyword arguments:

- `id_column`, `text_column`: where the note's id and text are (default `id`, `text`);
- `patient_column`: a column whose value becomes `meta["patient_id"]` (default none);
- `meta_columns`: the columns copied into `meta` under their own names, as strings (so that a `dob` or
  `patient_name` column reaches `phiscrub.taggers.known`); by default (None) every column the mapping does not
  otherwise use; `()` copies none. A missing value (empty CSV cell, Parquet null, NaN) is left out. Values are
  strings: numbers as written by `str`, dates in ISO form, lists and structs as JSON.

`meta` is built in this order, later entries replacing earlier ones: the `meta` column's JSON object, the meta
columns, then `patient_id` from the patient column. A mapped column missing from the file is an InputError naming
the file and the column, and listing the columns present. The writers write the four columns `id`, `text`, `spans`
and `meta` (every metadata entry inside `meta`), so a file they wrote reads back unchanged.

Metadata may hold PHI (the patient's name or birth date, so that they can be found in the note): a pipeline that
writes de-identified documents must drop or replace such entries, as it does the note's own PHI.
"""

from __future__ import annotations

import codecs
import csv
import datetime
import json
import math
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError, PhiscrubError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.encoding import open_text, text_encoding
from phiscrub.io.jsonl import span_from_json, span_to_json
from phiscrub.labels import label_map

COLUMNS: Final = ("id", "text", "spans", "meta")
BATCH_ROWS: Final = 1000
# a note can be far longer than csv's default 128 KiB field limit; C long is 32 bits on some platforms
_CSV_FIELD_LIMIT: Final = min(sys.maxsize, 2**31 - 1)


def _pyarrow() -> tuple[Any, Any]:
    """Return the modules pyarrow and pyarrow.parquet, or raise ConfigError saying how to install them."""
    try:
        import pyarrow as pa  # noqa: PLC0415 - optional extra, imported only for Parquet
        import pyarrow.parquet as pq  # noqa: PLC0415
    except ImportError as err:
        raise ConfigError("reading or writing Parquet needs pyarrow: pip install 'phiscrub[parquet]'") from err
    return pa, pq


def meta_string(value: Any) -> str | None:
    """Return a cell's value as a metadata string, None when it is missing (None, NaN, an empty string)."""
    if value is None or (isinstance(value, float) and math.isnan(value)) or value == "":
        return None
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, list | dict | tuple):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def _document_from_row(
    path: Path,
    row_number: int,
    values: Mapping[str, Any],
    corpus: str,
    extra_meta: Mapping[str, Any] | None = None,
    *,
    line: int | None = None,
) -> Document:
    """Return the document a row describes, or raise naming the row.

    Args:
        path: The file, for errors.
        row_number: The row's number (1 for the first row after the header), for errors.
        values: The row's values of the id, text, spans and meta columns (by those names).
        corpus: The label map of the spans' labels.
        extra_meta: Metadata from other columns (key -> cell value), added over the meta column's entries.
        line: The row's line in a text file, for errors.
    """
    doc_id, text, spans, meta = (values.get(column) for column in COLUMNS)
    if doc_id is None or doc_id == "" or isinstance(doc_id, bool):
        raise InputError(path, f"row {row_number}: empty id", line=line)
    if not isinstance(text, str):
        raise InputError(path, f"row {row_number}: text is not a string", doc_id=str(doc_id), line=line)
    try:
        span_records = json.loads(spans) if isinstance(spans, str) and spans.strip() else spans or []
        meta_record = json.loads(meta) if isinstance(meta, str) and meta.strip() else meta or {}
    except (json.JSONDecodeError, RecursionError):
        raise InputError(
            path, f"row {row_number}: spans or meta is not valid JSON", doc_id=str(doc_id), line=line
        ) from None
    if not isinstance(span_records, list) or not isinstance(meta_record, dict):
        raise InputError(
            path, f"row {row_number}: spans must be a JSON list and meta an object", doc_id=str(doc_id), line=line
        )
    for key, value in (extra_meta or {}).items():
        if (string := meta_string(value)) is not None:
            meta_record[key] = string
    try:
        return Document(str(doc_id), text, tuple(span_from_json(s, corpus) for s in span_records), meta_record)
    except ValueError as error:
        raise InputError(path, f"row {row_number}: {error}", doc_id=str(doc_id), line=line) from None
    except PhiscrubError as error:
        raise InputError(path, f"row {row_number}: invalid span: {error}", doc_id=str(doc_id), line=line) from None


def _row_values(doc: Document, corpus_labels: bool) -> tuple[str, str, str, str]:
    spans = json.dumps([span_to_json(span, corpus_labels) for span in doc.spans], ensure_ascii=False)
    return doc.id, doc.text, spans, json.dumps(dict(doc.meta), ensure_ascii=False, default=str)


_HEADER_NAME_CHARS: Final = 64


@dataclass(frozen=True, slots=True)
class ColumnMapping:
    """Which columns of a table hold a document's parts; see the module docstring for each argument."""

    id_column: str = "id"
    text_column: str = "text"
    patient_column: str | None = None
    meta_columns: Sequence[str] | None = None

    def layout(
        self, path: Path, header: Sequence[str], line: int | None = None
    ) -> tuple[dict[str, str], dict[str, str]]:
        """Return {id, text, spans, meta: column} (the optional ones when present) and {meta key: column}.

        Raises:
            InputError: naming the file, a mapped column the header lacks, and the columns present.
        """
        present = list(header)

        def require(name: str) -> str:
            if name not in present:
                raise InputError(path, f"missing column {name!r}; {_columns_present(present)}", line=line)
            return name

        core = {"id": require(self.id_column), "text": require(self.text_column)}
        core |= {column: column for column in ("spans", "meta") if column in present}
        if self.meta_columns is None:
            used = {*core.values(), self.patient_column}
            meta = {name: name for name in present if name not in used}
        else:
            meta = {require(name): name for name in self.meta_columns}
        if self.patient_column is not None:
            meta.pop("patient_id", None)
            meta["patient_id"] = require(self.patient_column)
        return core, meta


def _columns_present(header: list[str]) -> str:
    """Return the header's column names for an error, unless the first row looks like data (it may be note text)."""
    if all(len(name) <= _HEADER_NAME_CHARS and name.isprintable() for name in header):
        return "columns present: " + ", ".join(repr(name) for name in header)
    return f"the first row ({len(header)} fields) does not look like a header row of column names"


def read_csv(
    path: Path,
    corpus: str = "canonical",
    *,
    id_column: str = "id",
    text_column: str = "text",
    patient_column: str | None = None,
    meta_columns: Sequence[str] | None = None,
    encoding: str | None = None,
) -> Iterator[Document]:
    """Yield the documents of a CSV file with a header row, one per row, streaming (UTF-8 unless `encoding` says).

    The column arguments are described in the module docstring.
    """
    label_map(corpus)
    mapping = ColumnMapping(id_column, text_column, patient_column, meta_columns)
    csv.field_size_limit(_CSV_FIELD_LIMIT)
    with open_text(path, encoding) as handle:
        rows = csv.reader(handle, strict=True)
        try:
            header = next(rows, None)
            if header is None:
                return
            if header:
                header[0] = header[0].removeprefix("\ufeff")
            core, meta = mapping.layout(path, header, line=1)
            core_at = {role: header.index(name) for role, name in core.items()}
            meta_at = {key: header.index(name) for key, name in meta.items()}
            row_number = 0
            for row in rows:
                if not row:
                    continue
                row_number += 1
                if len(row) != len(header):
                    raise InputError(
                        path,
                        f"row {row_number}: {len(row)} fields, but the header has {len(header)}",
                        line=rows.line_num,
                    )
                values = {role: row[index] for role, index in core_at.items()}
                extra = {key: row[index] for key, index in meta_at.items()}
                yield _document_from_row(path, row_number, values, corpus, extra, line=rows.line_num)
        except csv.Error:
            raise InputError(path, "malformed CSV (unbalanced quotes?)", line=rows.line_num) from None


def write_csv(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write documents to a CSV file atomically, columns id, text, spans (JSON) and meta (JSON); return the count."""
    count = 0
    with atomic_write(path) as handle:
        rows = csv.writer(handle)
        rows.writerow(COLUMNS)
        for doc in docs:
            rows.writerow(_row_values(doc, corpus_labels))
            count += 1
    return count


def read_parquet(
    path: Path,
    corpus: str = "canonical",
    *,
    id_column: str = "id",
    text_column: str = "text",
    patient_column: str | None = None,
    meta_columns: Sequence[str] | None = None,
    encoding: str | None = None,
) -> Iterator[Document]:
    """Yield the documents of a Parquet file, one per row, reading record batches (streaming).

    The column arguments are described in the module docstring. Parquet strings are UTF-8 by definition, so
    `encoding` may only name UTF-8.
    """
    pa, pq = _pyarrow()

    label_map(corpus)
    mapping = ColumnMapping(id_column, text_column, patient_column, meta_columns)
    if codecs.lookup(text_encoding(encoding)).name != "utf-8":
        raise ConfigError(f"--encoding {encoding} does not apply to Parquet: its strings are always UTF-8")
    try:
        parquet = pq.ParquetFile(path)
        names = parquet.schema_arrow.names
    except (pa.ArrowException, OSError):
        raise InputError(path, "not a readable Parquet file") from None
    core, meta = mapping.layout(path, list(names))
    wanted = sorted({*core.values(), *meta.values()})
    try:
        batches = parquet.iter_batches(batch_size=BATCH_ROWS, columns=wanted)
    except (pa.ArrowException, OSError):
        raise InputError(path, "not a readable Parquet file") from None
    row_number = 0
    while True:
        try:
            batch = next(batches, None)
        except (pa.ArrowException, OSError):
            raise InputError(path, f"row {row_number + 1}: unreadable Parquet data") from None
        if batch is None:
            return
        cells = {name: _cells(path, batch.column(name), name, row_number) for name in wanted}
        for index in range(batch.num_rows):
            row_number += 1
            values = {role: cells[name][index] for role, name in core.items()}
            extra = {key: cells[name][index] for key, name in meta.items()}
            yield _document_from_row(path, row_number, values, corpus, extra)


def _cells(path: Path, column: Any, name: str, rows_before: int) -> list[Any]:
    """Return the Python values of one column of a record batch, or raise naming the row of a bad UTF-8 string."""
    try:
        return list(column.to_pylist())
    except UnicodeDecodeError:
        pass
    for index in range(len(column)):
        try:
            column[index].as_py()
        except UnicodeDecodeError as error:
            raise InputError(
                path, f"row {rows_before + index + 1}: column {name!r} is not valid UTF-8", offset=error.start
            ) from None
    raise InputError(path, f"column {name!r} is not valid UTF-8")


def write_parquet(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write documents to a Parquet file atomically, in batches of rows, columns as in CSV; return the count."""
    pa, pq = _pyarrow()

    schema = pa.schema([(column, pa.string()) for column in COLUMNS])
    count = 0
    with atomic_write(path, mode="wb") as handle, pq.ParquetWriter(handle, schema) as parquet:
        batch: list[tuple[str, str, str, str]] = []
        for doc in docs:
            batch.append(_row_values(doc, corpus_labels))
            count += 1
            if len(batch) == BATCH_ROWS:
                parquet.write_table(
                    pa.Table.from_pylist([dict(zip(COLUMNS, row, strict=True)) for row in batch], schema)
                )
                batch = []
        if batch or count == 0:
            parquet.write_table(pa.Table.from_pylist([dict(zip(COLUMNS, row, strict=True)) for row in batch], schema))
    return count
