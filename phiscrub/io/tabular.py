r"""CSV and Parquet: one document per row, columns `id`, `text` and optional `spans` and `meta`.

`spans` holds the JSON list that JSONL uses (`[{"start", "end", "label", ...}]`), `meta` a JSON object; both may be
empty. Other column names for id and text are keyword arguments of the readers. CSV is read through the csv module
(quoted fields keep "\r\n" and lone "\r" verbatim); Parquet through pyarrow, in record batches, so neither reader
holds a table in memory.
"""

from __future__ import annotations

import codecs
import csv
import json
import sys
from collections.abc import Iterable, Iterator, Mapping
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


def _document_from_row(
    path: Path, row_number: int, values: Mapping[str, Any], corpus: str, *, line: int | None = None
) -> Document:
    """Return the document a row describes (values of the id, text, spans and meta columns), or raise naming the row."""
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
    try:
        return Document(str(doc_id), text, tuple(span_from_json(s, corpus) for s in span_records), meta_record)
    except ValueError as error:
        raise InputError(path, f"row {row_number}: {error}", doc_id=str(doc_id), line=line) from None
    except PhiscrubError as error:
        raise InputError(path, f"row {row_number}: invalid span: {error}", doc_id=str(doc_id), line=line) from None


def _row_values(doc: Document, corpus_labels: bool) -> tuple[str, str, str, str]:
    spans = json.dumps([span_to_json(span, corpus_labels) for span in doc.spans], ensure_ascii=False)
    return doc.id, doc.text, spans, json.dumps(dict(doc.meta), ensure_ascii=False, default=str)


def _column_positions(path: Path, header: list[str], id_column: str, text_column: str) -> dict[str, int]:
    """Return where each of id, text, spans and meta sits in a header (the optional ones only when present)."""
    positions = {}
    for column, name in zip(COLUMNS, (id_column, text_column, "spans", "meta"), strict=True):
        if name in header:
            positions[column] = header.index(name)
        elif column in {"id", "text"}:
            raise InputError(path, f"missing column {name!r}", line=1)
    return positions


def read_csv(
    path: Path,
    corpus: str = "canonical",
    *,
    id_column: str = "id",
    text_column: str = "text",
    encoding: str | None = None,
) -> Iterator[Document]:
    """Yield the documents of a CSV file with a header row, one per row, streaming (UTF-8 unless `encoding` says)."""
    label_map(corpus)
    csv.field_size_limit(_CSV_FIELD_LIMIT)
    with open_text(path, encoding) as handle:
        rows = csv.reader(handle, strict=True)
        try:
            header = next(rows, None)
            if header is None:
                return
            if header:
                header[0] = header[0].removeprefix("\ufeff")
            positions = _column_positions(path, header, id_column, text_column)
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
                values = {column: row[index] for column, index in positions.items()}
                yield _document_from_row(path, row_number, values, corpus, line=rows.line_num)
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
    encoding: str | None = None,
) -> Iterator[Document]:
    """Yield the documents of a Parquet file, one per row, reading record batches (streaming).

    Parquet strings are UTF-8 by definition, so `encoding` may only name UTF-8.
    """
    pa, pq = _pyarrow()

    label_map(corpus)
    if codecs.lookup(text_encoding(encoding)).name != "utf-8":
        raise ConfigError(f"--encoding {encoding} does not apply to Parquet: its strings are always UTF-8")
    try:
        parquet = pq.ParquetFile(path)
        names = parquet.schema_arrow.names
    except (pa.ArrowException, OSError):
        raise InputError(path, "not a readable Parquet file") from None
    positions = _column_positions(path, list(names), id_column, text_column)
    wanted = {column: names[index] for column, index in positions.items()}
    try:
        batches = parquet.iter_batches(batch_size=BATCH_ROWS, columns=sorted(set(wanted.values())))
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
        columns = {column: _cells(path, batch.column(name), name, row_number) for column, name in wanted.items()}
        for index in range(batch.num_rows):
            row_number += 1
            values = {column: cells[index] for column, cells in columns.items()}
            yield _document_from_row(path, row_number, values, corpus)


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
