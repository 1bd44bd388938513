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

Beside every export, a metadata file (`metadata_path`: OUT + ".meta.json", e.g. "features.csv.meta.json"), written
atomically after it, makes the export self-describing, so that training from it needs no setting repeated
(`ExportMetadata`): the metadata layout version, the phiscrub version, the format, the feature settings (language,
POS source, tokenizer, length buckets, class scheme, the ±2 window of the neighbour columns), the columns in file
order, the classes that occur, the numbers of notes, sentences and tokens, and the export's sha256 (so a reader
knows whether the metadata describes the file beside it). It holds no text, word, note id or other value of a note.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import IO, Any, Final, TypeVar

from phiscrub.document import Document
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.tabular import _pyarrow
from phiscrub.labels import CANONICAL_LABELS
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
from phiscrub.version import __version__

EXPORT_FORMATS: Final[tuple[str, ...]] = ("csv", "parquet", "crfpp", "crfsuite")
"""Every feature-corpus format."""

SUFFIX_FORMATS: Final = MappingProxyType(
    {".csv": "csv", ".parquet": "parquet", ".tsv": "crfpp", ".crfpp": "crfpp", ".crfsuite": "crfsuite"}
)
"""The format an output suffix implies."""

EXPORT_COLUMNS: Final[tuple[str, ...]] = ("doc", "sentence", "token", *FEATURE_COLUMNS, "phi_class")
"""The columns of the CSV and Parquet exports."""

METADATA_SUFFIX: Final = ".meta.json"
"""Added to an export's file name to name its metadata file ("features.csv" -> "features.csv.meta.json")."""

METADATA_KIND: Final = "phiscrub feature corpus"
"""The `kind` of a metadata file: what the JSON describes."""

METADATA_VERSION: Final = 1
"""The layout version of the metadata file; readers refuse a newer one. Bump it when the layout changes."""

_PARQUET_BATCH_ROWS: Final = 50_000
_SHA256: Final = re.compile(r"[0-9a-f]{64}")

Row = tuple[int | str, ...]
T = TypeVar("T")


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


def metadata_path(path: Path) -> Path:
    """Return the metadata file of the export `path`: beside it, named as it plus METADATA_SUFFIX."""
    return path.with_name(path.name + METADATA_SUFFIX)


def file_sha256(path: Path) -> str:
    """Return the hex sha256 digest of the file at `path`."""
    with path.open("rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def export_columns(fmt: str) -> tuple[str, ...]:
    """Return the columns of a `fmt` export in file order (CRF++: features, then the class; CRFsuite: class first)."""
    if fmt == "crfpp":
        return (*FEATURE_COLUMNS, "phi_class")
    if fmt == "crfsuite":
        return ("phi_class", *FEATURE_COLUMNS)
    return EXPORT_COLUMNS


def export_classes(scheme: str) -> frozenset[str]:
    """Return every class an export under `scheme` can write: "O" and each canonical label (B-/I- under "iob")."""
    if scheme == "iob":
        return frozenset({"O", *(f"{prefix}-{label}" for prefix in "BI" for label in CANONICAL_LABELS)})
    return frozenset({"O", *CANONICAL_LABELS})


@dataclass(frozen=True, slots=True)
class ExportMetadata:
    """What the metadata file beside an export records (see the module docstring): no value of any note."""

    config: FeatureOnlyConfig
    format: str
    """One of EXPORT_FORMATS."""
    notes: int
    sentences: int
    tokens: int
    classes: tuple[str, ...]
    """The classes that occur in the export, sorted (a subset of `export_classes(config.scheme)`)."""
    sha256: str
    """The hex sha256 digest of the export file described."""
    phiscrub_version: str = __version__

    def to_record(self) -> dict[str, Any]:
        """Return the JSON object the metadata file holds."""
        config = self.config
        settings = {
            "lang": config.lang,
            "pos": config.pos,
            "tokenizer": config.tokenizer,
            "length_buckets": list(config.length_buckets),
            "scheme": config.scheme,
            "window": EXPORT_WINDOW,
        }
        return {
            "kind": METADATA_KIND,
            "metadata_version": METADATA_VERSION,
            "phiscrub_version": self.phiscrub_version,
            "format": self.format,
            "settings": settings,
            "columns": list(export_columns(self.format)),
            "classes": list(self.classes),
            "notes": self.notes,
            "sentences": self.sentences,
            "tokens": self.tokens,
            "sha256": self.sha256,
        }

    @classmethod
    def from_record(cls, record: object) -> ExportMetadata:
        """Return the metadata a `to_record` object holds, or raise ValueError naming the key that is wrong."""
        top = _object(record, "the metadata")
        if top.get("kind") != METADATA_KIND:
            raise ValueError("key 'kind': not the metadata of a phiscrub feature corpus")
        version = _typed(top, "metadata_version", int)
        if version > METADATA_VERSION:
            raise ValueError(f"metadata version {version} is newer than this phiscrub reads ({METADATA_VERSION})")
        fmt = _typed(top, "format", str)
        if fmt not in EXPORT_FORMATS:
            raise ValueError("key 'format': not a feature export format")
        config = _settings_config(_object(top.get("settings"), "key 'settings'"))
        if _strings(top, "columns") != export_columns(fmt):
            raise ValueError(f"key 'columns': not the columns of a {fmt} export")
        classes = _strings(top, "classes")
        if not set(classes) <= export_classes(config.scheme):
            raise ValueError(f"key 'classes': not classes of the {config.scheme} scheme")
        sha256 = _typed(top, "sha256", str)
        if not _SHA256.fullmatch(sha256):
            raise ValueError("key 'sha256': not a hex sha256 digest")
        notes, sentences, tokens = (_count(top, key) for key in ("notes", "sentences", "tokens"))
        version_text = _typed(top, "phiscrub_version", str)
        return cls(config, fmt, notes, sentences, tokens, classes, sha256, version_text)


def _object(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{what}: missing or not a JSON object")
    return value


def _typed(record: Mapping[str, Any], key: str, kind: type[T], parent: str = "") -> T:
    """Return `record[key]` if it is a `kind` (never a bool for int), else raise ValueError naming the key."""
    value = record.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ValueError(f"key '{parent}{key}': missing or not {kind.__name__}")
    return value


def _count(record: Mapping[str, Any], key: str) -> int:
    value = _typed(record, key, int)
    if value < 0:
        raise ValueError(f"key {key!r}: negative")
    return value


def _strings(record: Mapping[str, Any], key: str) -> tuple[str, ...]:
    values = _typed(record, key, list)
    if not all(isinstance(value, str) for value in values):
        raise ValueError(f"key {key!r}: not a list of text values")
    return tuple(values)


def _settings_config(settings: Mapping[str, Any]) -> FeatureOnlyConfig:
    """Return the feature settings of the metadata's "settings" object, or raise ValueError naming the key."""
    if _typed(settings, "window", int, "settings.") != EXPORT_WINDOW:
        raise ValueError(f"key 'settings.window': not the export window ({EXPORT_WINDOW})")
    buckets = _typed(settings, "length_buckets", list, "settings.")
    if not all(isinstance(bound, int) and not isinstance(bound, bool) for bound in buckets):
        raise ValueError("key 'settings.length_buckets': not a list of whole numbers")
    names = ("lang", "pos", "tokenizer", "scheme")
    values = {name: _typed(settings, name, str, "settings.") for name in names}
    try:
        return FeatureOnlyConfig(length_buckets=tuple(buckets), **values)
    except UnknownComponentError as err:  # the value itself is not repeated: the file is not ours to echo
        raise ValueError(f"key 'settings': unknown {err.kind}") from None
    except ConfigError:
        raise ValueError("key 'settings': settings that cannot go together or invalid length buckets") from None


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
    """Counts notes, sentences and tokens of the rows passing through, and collects their classes."""

    def __init__(self) -> None:
        self.notes = self.sentences = self.tokens = 0
        self.classes: set[str] = set()
        self._last: tuple[int | str, int | str] | None = None

    def count(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            self.tokens += 1
            self.classes.add(str(row[-1]))
            if self._last is None or row[0] != self._last[0]:
                self.notes += 1
            if self._last != (row[0], row[1]):
                self.sentences += 1
            self._last = (row[0], row[1])
            yield row

    def summary(self) -> ExportSummary:
        return ExportSummary(self.notes, self.sentences, self.tokens)

    def metadata(self, config: FeatureOnlyConfig, fmt: str, sha256: str) -> ExportMetadata:
        """Return the metadata of the export whose rows passed through."""
        classes = tuple(sorted(self.classes))
        return ExportMetadata(config, fmt, self.notes, self.sentences, self.tokens, classes, sha256)


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


def write_metadata(metadata: ExportMetadata, path: Path) -> None:
    """Write `metadata` as the metadata file of the export `path` (`metadata_path`), atomically."""
    with atomic_write(metadata_path(path)) as handle:
        json.dump(metadata.to_record(), handle, indent=2)
        handle.write("\n")


def write_feature_corpus(
    docs: Iterable[Document], path: Path, fmt: str | None = None, config: FeatureOnlyConfig | None = None
) -> ExportSummary:
    """Write the feature-only corpus of `docs` to `path` atomically (format: `fmt` or the suffix's); say how much.

    The metadata file (`metadata_path(path)`) is written after the export, atomically too; it records the export's
    sha256, so a crash between the two leaves an old metadata file that readers recognise as not this export's.

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
    write_metadata(counter.metadata(config, fmt, file_sha256(path)), path)
    return counter.summary()
