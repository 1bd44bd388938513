"""A feature-only corpus: one row per token with the 14 features of §3, and no word, lemma or character n-gram.

Formats (`EXPORT_FORMATS`; taken from the output's suffix unless named):

- "csv" (.csv): a header row, then per token `doc`, `sentence`, `token` (ordinals: the n-th note of the input, the
  n-th sentence of the note, the n-th token of the sentence), the features of `FEATURE_COLUMNS` (flags 0/1, POS tags,
  lengths or length buckets) and `phi_class`.
- "parquet" (.parquet): the same columns (needs pyarrow).
- "crfpp" (.tsv, .crfpp): CRF++ / CoNLL-style column files: per token the 13 features, then the class, tab-separated,
  no header; a blank line ends each sentence. CRF++ templates address the columns by number (0: alphanumeric, ...,
  12: length+2; 13: the class).
- "crfsuite" (.crfsuite): CRFsuite's data format: the class, then `name=value` attributes; a blank line ends each
  sentence.

Notes are numbered, never named: a note id can itself hold PHI (a file named after the patient). Every value written
comes from a closed set (0/1, POS tags, numbers, bucket names, class labels): see `docs/featureonly-privacy.md` for
what the features can still reveal. The output is written atomically; `corpus.read_feature_corpus` reads it back.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import IO, Final

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.tabular import _pyarrow
from phiscrub.taggers.featureonly.features import (
    BASE_VALUES,
    EXPORT_WINDOW,
    FEATURE_COLUMNS,
    FeatureOnlyConfig,
    class_name,
    length_label,
    note_features,
    pos_vocabulary,
    token_classes,
    window_matrix,
)

EXPORT_FORMATS: Final[tuple[str, ...]] = ("csv", "parquet", "crfpp", "crfsuite")
"""Every feature-corpus format."""

SUFFIX_FORMATS: Final = MappingProxyType(
    {".csv": "csv", ".parquet": "parquet", ".tsv": "crfpp", ".crfpp": "crfpp", ".crfsuite": "crfsuite"}
)
"""The format an output suffix implies."""

EXPORT_COLUMNS: Final[tuple[str, ...]] = ("doc", "sentence", "token", *FEATURE_COLUMNS, "phi_class")
"""The columns of the CSV and Parquet exports."""

_PARQUET_BATCH_ROWS: Final = 50_000

Row = tuple[int | str, ...]


@dataclass(frozen=True, slots=True)
class ExportSummary:
    """How much an export wrote."""

    notes: int
    sentences: int
    tokens: int


def export_format(path: Path, fmt: str | None = None) -> str:
    """Return the format named, or the one `path`'s suffix implies (raise UnknownComponentError for neither)."""
    if fmt is not None:
        if fmt not in EXPORT_FORMATS:
            raise UnknownComponentError("feature export format", fmt, EXPORT_FORMATS)
        return fmt
    found = SUFFIX_FORMATS.get(path.suffix.lower())
    if found is None:
        raise UnknownComponentError(
            "feature export suffix (or pass --format)", path.suffix or "(none)", tuple(SUFFIX_FORMATS)
        )
    return found


def note_rows(index: int, doc: Document, config: FeatureOnlyConfig, vocabulary: Sequence[str]) -> Iterator[Row]:
    """Yield the EXPORT_COLUMNS values of each token of the `index`-th note (flags as 0/1)."""
    note = note_features(doc.text, config)
    matrix = window_matrix(note, EXPORT_WINDOW, vocabulary)
    classes = token_classes(note.tokens, doc.spans, config.scheme)
    width, own = len(BASE_VALUES), EXPORT_WINDOW * len(BASE_VALUES)
    offsets = range(2 * EXPORT_WINDOW + 1)
    buckets = config.length_buckets

    def length(code: int) -> int | str:
        return length_label(code, buckets) if buckets else code

    for s, sentence in enumerate(note.sentences):
        for t, i in enumerate(sentence):
            row = [int(value) for value in matrix[i]]
            yield (
                index,
                s,
                t,
                row[own + 2],
                row[own + 3],
                row[own + 4],
                *(vocabulary[row[k * width]] for k in offsets),
                *(length(row[k * width + 1]) for k in offsets),
                class_name(classes[i], config.scheme),
            )


def corpus_rows(docs: Iterable[Document], config: FeatureOnlyConfig) -> Iterator[Row]:
    """Yield the rows of every note, in input order."""
    vocabulary = pos_vocabulary(config)
    for index, doc in enumerate(docs):
        yield from note_rows(index, doc, config, vocabulary)


class _Counter:
    """Counts notes, sentences and tokens of the rows passing through."""

    def __init__(self) -> None:
        self.notes = self.sentences = self.tokens = 0
        self._last: tuple[int | str, int | str] | None = None

    def count(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            self.tokens += 1
            if self._last is None or row[0] != self._last[0]:
                self.notes += 1
            if self._last != (row[0], row[1]):
                self.sentences += 1
            self._last = (row[0], row[1])
            yield row

    def summary(self) -> ExportSummary:
        return ExportSummary(self.notes, self.sentences, self.tokens)


def _write_csv(rows: Iterable[Row], handle: IO[str]) -> None:
    out = csv.writer(handle, lineterminator="\n")
    out.writerow(EXPORT_COLUMNS)
    out.writerows(rows)


def _write_columns(rows: Iterable[Row], handle: IO[str], crfsuite: bool) -> None:
    """Write CRF++ columns (features, then class) or CRFsuite items (class, then attributes), sentences apart."""
    last: tuple[int | str, int | str] | None = None
    for row in rows:
        if last is not None and (row[0], row[1]) != last:
            handle.write("\n")
        last = (row[0], row[1])
        features, label = row[3:-1], str(row[-1])
        if crfsuite:
            attributes = (f"{name}={value}" for name, value in zip(FEATURE_COLUMNS, features, strict=True))
            handle.write("\t".join((label, *attributes)) + "\n")
        else:
            handle.write("\t".join((*map(str, features), label)) + "\n")
    if last is not None:
        handle.write("\n")


def _write_parquet(rows: Iterable[Row], path: Path, config: FeatureOnlyConfig) -> None:
    pa, pq = _pyarrow()
    length_type = pa.string() if config.length_buckets else pa.int16()
    types = [
        pa.int32(),
        pa.int32(),
        pa.int32(),
        *(pa.int8() for _ in range(3)),
        *(pa.string() for _ in range(2 * EXPORT_WINDOW + 1)),
        *(length_type for _ in range(2 * EXPORT_WINDOW + 1)),
        pa.string(),
    ]
    schema = pa.schema(list(zip(EXPORT_COLUMNS, types, strict=True)))
    with atomic_write(path, mode="wb") as handle, pq.ParquetWriter(handle, schema) as parquet:
        batch: list[Row] = []
        written = 0
        for row in rows:
            batch.append(row)
            if len(batch) == _PARQUET_BATCH_ROWS:
                parquet.write_table(
                    pa.Table.from_arrays([list(column) for column in zip(*batch, strict=True)], schema=schema)
                )
                written += len(batch)
                batch = []
        if batch or not written:
            columns = [list(column) for column in zip(*batch, strict=True)] if batch else [[] for _ in EXPORT_COLUMNS]
            parquet.write_table(pa.Table.from_arrays(columns, schema=schema))


def write_feature_corpus(
    docs: Iterable[Document], path: Path, fmt: str | None = None, config: FeatureOnlyConfig | None = None
) -> ExportSummary:
    """Write the feature-only corpus of `docs` to `path` atomically (format: `fmt` or the suffix's); say how much.

    Args:
        docs: The notes, with gold spans for the class column (none: every class is "O").
        path: The file to write.
        fmt: One of EXPORT_FORMATS; None: from the suffix (SUFFIX_FORMATS).
        config: POS source, tokenizer, length buckets, class scheme.
    """
    config = config or FeatureOnlyConfig()
    fmt = export_format(path, fmt)
    counter = _Counter()
    rows = counter.count(corpus_rows(docs, config))
    if fmt == "parquet":
        _write_parquet(rows, path, config)
    else:
        with atomic_write(path) as handle:
            if fmt == "csv":
                _write_csv(rows, handle)
            else:
                _write_columns(rows, handle, crfsuite=fmt == "crfsuite")
    return counter.summary()
