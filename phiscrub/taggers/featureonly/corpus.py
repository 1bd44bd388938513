"""Read a feature-only corpus back: what `export.write_feature_corpus` wrote, as the units the models learn from.

The researcher who received only the export (Dalianis & Boström 2012 §3) trains on it through the same code as
training on notes: `read_feature_corpus` yields `LabelledValues` (the five values of each token, the sentences, the
model label of each token) that `FeatureOnlyEstimator.fit_values` takes, as `fit` does after computing them from
notes. Each token's own POS, length and flags are its values; the neighbour columns (pos-2 ... length+2) must agree
with the rows around it, which checks that no row was lost, reordered or moved to another sentence.

Reading is strict, and every error is an `InputError` naming the file and the line (CSV, CRF++, CRFsuite: the
physical line, the header being line 1 of a CSV) or row (Parquet: counting data rows from 1), with a fixed phrase and
the column's name, never the cell: a cell of a damaged or foreign file could hold text of a note. The vocabularies
are closed, as the export writes them: flags 0/1; POS tags of the `pos` source's vocabulary (`pos_vocabulary`: an
unknown tag means another POS source or a damaged file, and a model trained on it would tag notes with another
vocabulary, so it is refused rather than read as OTHER); lengths, or the bucket names of the `length_buckets` given;
"O" or a canonical PHI label, B-/I- prefixed under the "iob" scheme. The settings cannot be read from the file itself
(CSV and CRF++ have no place for them): pass those of the export (POS source, tokenizer, length buckets, scheme).

The metadata file the export writes beside it (`export.metadata_path`) records them: `read_export_metadata` reads it
(None when there is none; an InputError naming it when it is malformed or records another sha256 than the export's),
and `export_settings` takes from it each setting not given and refuses one given otherwise (ConfigError).
"""

from __future__ import annotations

import csv
import json
import logging
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

import numpy as np

from phiscrub.errors import ConfigError, InputError
from phiscrub.io.tabular import _pyarrow
from phiscrub.taggers.featureonly.export import (
    EXPORT_COLUMNS,
    ExportMetadata,
    export_classes,
    export_format,
    file_sha256,
    metadata_path,
)
from phiscrub.taggers.featureonly.features import (
    BASE_VALUES,
    EXPORT_WINDOW,
    FEATURE_COLUMNS,
    MAX_LENGTH_CODE,
    FeatureOnlyConfig,
    LabelledValues,
    TokenValues,
    length_label,
    pos_vocabulary,
    window_matrix,
)

logger = logging.getLogger(__name__)

SETTINGS: Final[tuple[str, ...]] = ("lang", "pos", "tokenizer", "length_buckets", "scheme")
"""The `FeatureOnlyConfig` fields an export's metadata records and `export_settings` checks."""

BLOCK_TOKENS: Final = 20_000
"""About how many tokens each yielded unit holds: whole sentences are grouped up to this size."""

_ORDINALS: Final[tuple[str, ...]] = ("doc", "sentence", "token")
_WIDTH: Final = 2 * EXPORT_WINDOW + 1
_FLAGS: Final = MappingProxyType({"0": False, "1": True})
_FLAG_COLUMNS: Final = FEATURE_COLUMNS[:3]
_POS_COLUMNS: Final = FEATURE_COLUMNS[3 : 3 + _WIDTH]
_LENGTH_COLUMNS: Final = FEATURE_COLUMNS[3 + _WIDTH :]
_BUCKET_NAME: Final = re.compile(r"\d+(-\d+|\+)")

Fail = Callable[[int, str], InputError]
"""Builds the error for a problem at a line or row of the file being read."""


@dataclass(frozen=True, slots=True)
class _Token:
    """One token as read: where it is in the file, its window codes, its flags and its model label."""

    where: int
    pos: tuple[int, ...]
    """POS codes at -2 ... +2."""
    lengths: tuple[int, ...]
    """Length codes at -2 ... +2."""
    flags: tuple[bool, bool, bool]
    label: str


def _length_codes(buckets: Sequence[int]) -> dict[str, int]:
    """Return the code of each length as exported: the length itself, or its bucket's name ("0": padding)."""
    if not buckets:
        return {str(code): code for code in range(MAX_LENGTH_CODE + 1)}
    return {length_label(code, buckets): code for code in range(len(buckets) + 2)}


def _model_labels(scheme: str) -> dict[str, str]:
    """Return the model label of each class the export writes under `scheme` ("DATE" -> "I-DATE" under "io")."""
    return {name: name if scheme == "iob" or name == "O" else f"I-{name}" for name in export_classes(scheme)}


class _TokenParser:
    """Turns the 13 feature cells and the class of a row into a `_Token`, or fails naming the column."""

    def __init__(self, config: FeatureOnlyConfig, vocabulary: Sequence[str], fail: Fail) -> None:
        self._config = config
        self._pos = {tag: code for code, tag in enumerate(vocabulary)}
        self._lengths = _length_codes(config.length_buckets)
        self._labels = _model_labels(config.scheme)
        self._fail = fail

    def token(self, where: int, cells: Sequence[str]) -> _Token:
        """Return the token of a row whose cells are FEATURE_COLUMNS then the class."""
        flags = [self._flag(where, name, cell) for name, cell in zip(_FLAG_COLUMNS, cells, strict=False)]
        pos_cells, length_cells = cells[3 : 3 + _WIDTH], cells[3 + _WIDTH : 3 + 2 * _WIDTH]
        pos = tuple(self._pos_code(where, name, cell) for name, cell in zip(_POS_COLUMNS, pos_cells, strict=True))
        lengths = tuple(
            self._length_code(where, name, cell) for name, cell in zip(_LENGTH_COLUMNS, length_cells, strict=True)
        )
        if pos[EXPORT_WINDOW] == 0 or lengths[EXPORT_WINDOW] == 0:
            raise self._fail(where, "the token's own pos or length is the padding value (NONE, 0)")
        label = self._labels.get(cells[-1])
        if label is None:
            raise self._fail(where, self._class_problem(cells[-1]))
        return _Token(where, pos, lengths, (flags[0], flags[1], flags[2]), label)

    def _flag(self, where: int, name: str, cell: str) -> bool:
        if cell not in _FLAGS:
            raise self._fail(where, f"column {name}: not a flag (0 or 1)")
        return _FLAGS[cell]

    def _pos_code(self, where: int, name: str, cell: str) -> int:
        code = self._pos.get(cell)
        if code is None:
            raise self._fail(where, f"column {name}: {self._pos_problem()}")
        return code

    def _length_code(self, where: int, name: str, cell: str) -> int:
        code = self._lengths.get(cell)
        if code is None:
            raise self._fail(where, f"column {name}: {self._length_problem(cell)}")
        return code

    def _pos_problem(self) -> str:
        return f"not a tag of the {self._config.pos} POS vocabulary (pass the --pos the corpus was exported with)"

    def _length_problem(self, cell: str) -> str:
        buckets = self._config.length_buckets
        if not buckets and _BUCKET_NAME.fullmatch(cell):
            return "a length bucket, but no length buckets given (pass the --length-buckets of the export)"
        if buckets and (_BUCKET_NAME.fullmatch(cell) or (cell.isascii() and cell.isdigit())):
            return "not a bucket of the length buckets given (pass the --length-buckets of the export)"
        return "not a length"

    def _class_problem(self, cell: str) -> str:
        other = "io" if self._config.scheme == "iob" else "iob"
        if cell in _model_labels(other):
            return f"a class of the {other} scheme (pass the --scheme the corpus was exported with)"
        return "unknown class (neither O nor a canonical PHI label)"


# -- the four formats, as sentences of (line or row, the 13 feature cells then the class) ---------------------------

Sentence = list[tuple[int, list[str]]]


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    """Yield (line number, line without its end) of a UTF-8 file, failing on the first line that is not UTF-8."""
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise InputError(path, "not UTF-8 text", line=number) from err
            yield number, (line.removeprefix("\ufeff") if number == 1 else line).rstrip("\r\n")


def _column_positions(path: Path, names: Sequence[str], line: int | None) -> list[int]:
    """Return where each EXPORT_COLUMNS column is among a header's `names`, failing on a missing or unexpected one."""
    missing = [name for name in EXPORT_COLUMNS if name not in names]
    if missing:
        problem = f"missing column(s) {', '.join(missing)}: not a feature corpus of phiscrub export-features"
        raise InputError(path, problem, line=line)
    for index, name in enumerate(names):
        if name not in EXPORT_COLUMNS or names.index(name) != index:
            raise InputError(path, f"unexpected or repeated column (column {index + 1})", line=line)
    return [list(names).index(name) for name in EXPORT_COLUMNS]


class _Ordinals:
    """Checks the doc, sentence and token ordinals of table rows, and says where a sentence starts."""

    def __init__(self, fail: Fail) -> None:
        self._fail = fail
        self._last: tuple[int, int, int] | None = None

    def starts_sentence(self, where: int, cells: Sequence[str]) -> bool:
        """Return whether the row starts a sentence; fail unless it follows the last row in the export's order."""
        numbers = []
        for name, cell in zip(_ORDINALS, cells, strict=True):
            if not (cell.isascii() and cell.isdigit()):
                raise self._fail(where, f"column {name}: not a whole number")
            numbers.append(int(cell))
        doc, sentence, token = numbers
        last, self._last = self._last, (doc, sentence, token)
        if last is not None and (doc, sentence) == last[:2]:
            if token == last[2] + 1:
                return False
        elif token == 0 and (sentence == 0 if last is None or doc > last[0] else (doc, sentence - 1) == last[:2]):
            return True
        raise self._fail(where, "rows out of order (doc, sentence and token ordinals must follow one another)")


def _table_sentences(rows: Iterable[tuple[int, list[str]]], fail: Fail) -> Iterator[Sentence]:
    """Group table rows (cells in EXPORT_COLUMNS order) into sentences by their ordinals."""
    ordinals = _Ordinals(fail)
    sentence: Sentence = []
    for where, cells in rows:
        if ordinals.starts_sentence(where, cells[:3]) and sentence:
            yield sentence
            sentence = []
        sentence.append((where, cells[3:]))
    if sentence:
        yield sentence


def _csv_rows(path: Path, fail: Fail) -> Iterator[tuple[int, list[str]]]:
    """Yield (line, cells in EXPORT_COLUMNS order) of each data row of a CSV export, after checking its header."""
    reader = csv.reader(line for _, line in _lines(path))  # one line per record: line_num is the line
    header = next(reader, None)
    if header is None:
        raise InputError(path, "empty file")
    positions = _column_positions(path, header, 1)
    for record in reader:
        if not record:
            continue
        if len(record) != len(header):
            raise fail(reader.line_num, f"{len(record)} cells where the header has {len(header)}")
        yield reader.line_num, [record[i] for i in positions]


def _parquet_rows(path: Path, fail: Fail) -> Iterator[tuple[int, list[str]]]:
    """Yield (row, cells as text in EXPORT_COLUMNS order) of each row of a Parquet export, after checking columns."""
    pa, pq = _pyarrow()
    try:
        parquet = pq.ParquetFile(path)
        positions = _column_positions(path, parquet.schema_arrow.names, None)
        row = 0
        for batch in parquet.iter_batches(batch_size=BLOCK_TOKENS):
            columns = [batch.column(i).to_pylist() for i in positions]
            for values in zip(*columns, strict=True):
                row += 1
                yield (
                    row,
                    [_parquet_cell(value, name, row, fail) for name, value in zip(EXPORT_COLUMNS, values, strict=True)],
                )
    except pa.ArrowException as err:
        raise InputError(path, "not a readable Parquet file") from err


def _parquet_cell(value: Any, name: str, row: int, fail: Fail) -> str:
    """Return a Parquet value as the CSV export writes it (whole numbers and text only)."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise fail(row, f"column {name}: {'missing value' if value is None else 'neither a whole number nor text'}")


def _column_sentences(path: Path, crfsuite: bool, fail: Fail) -> Iterator[Sentence]:
    """Yield the sentences of a CRF++ or CRFsuite export (blank lines end them), cells in FEATURE_COLUMNS order."""
    sentence: Sentence = []
    for number, line in _lines(path):
        if not line.strip():
            if sentence:
                yield sentence
            sentence = []
            continue
        cells = _crfsuite_cells(number, line, fail) if crfsuite else _crfpp_cells(number, line, fail)
        sentence.append((number, cells))
    if sentence:
        yield sentence


def _crfpp_cells(number: int, line: str, fail: Fail) -> list[str]:
    cells = line.split()
    if len(cells) != len(FEATURE_COLUMNS) + 1:
        raise fail(number, f"{len(cells)} columns where a CRF++ feature line has {len(FEATURE_COLUMNS) + 1}")
    return cells


def _crfsuite_cells(number: int, line: str, fail: Fail) -> list[str]:
    fields = line.split("\t")
    if len(fields) != len(FEATURE_COLUMNS) + 1:
        raise fail(number, f"{len(fields)} fields where a CRFsuite feature line has {len(FEATURE_COLUMNS) + 1}")
    attributes: dict[str, str] = {}
    for index, field in enumerate(fields[1:], start=2):
        name, equals, value = field.partition("=")
        if not equals or name not in FEATURE_COLUMNS or name in attributes:
            raise fail(number, f"field {index}: not one of the feature attributes (name=value, each once)")
        attributes[name] = value
    return [*(attributes[name] for name in FEATURE_COLUMNS), fields[0]]


# -- from sentences of cells to the models' units -----------------------------------------------------------------


def _check_neighbours(tokens: Sequence[_Token], values: TokenValues, vocabulary: Sequence[str], fail: Fail) -> None:
    """Fail at the first row whose neighbour columns disagree with the rows around it in its sentence."""
    width = len(BASE_VALUES)
    expected = window_matrix(values, EXPORT_WINDOW, vocabulary)
    read = np.empty_like(expected[:, : 2 * _WIDTH])
    read[:, 0::2] = [token.pos for token in tokens]
    read[:, 1::2] = [token.lengths for token in tokens]
    wrong = read != expected[:, [k * width + j for k in range(_WIDTH) for j in (0, 1)]]
    rows = np.flatnonzero(wrong.any(axis=1))
    if rows.size:
        k, j = divmod(int(np.flatnonzero(wrong[rows[0]])[0]), 2)
        name = (_POS_COLUMNS, _LENGTH_COLUMNS)[j][k]
        raise fail(tokens[rows[0]].where, f"column {name} disagrees with the rows around it (a row lost or moved?)")


def _unit(tokens: list[_Token], sentences: list[range], vocabulary: Sequence[str], fail: Fail) -> LabelledValues:
    """Return the values and labels of whole sentences of tokens, after checking their neighbour columns."""
    flags = np.array([token.flags for token in tokens], dtype=np.bool_).reshape(-1, 3)
    values = TokenValues(
        sentences=sentences,
        pos=[vocabulary[token.pos[EXPORT_WINDOW]] for token in tokens],
        lengths=np.array([token.lengths[EXPORT_WINDOW] for token in tokens], dtype=np.int16),
        alphanumeric=flags[:, 0],
        numeric=flags[:, 1],
        initial_capital=flags[:, 2],
    )
    _check_neighbours(tokens, values, vocabulary, fail)
    return LabelledValues(values, [token.label for token in tokens])


def _sentences(path: Path, fmt: str, fail: Fail) -> Iterator[Sentence]:
    if fmt == "csv":
        return _table_sentences(_csv_rows(path, fail), fail)
    if fmt == "parquet":
        return _table_sentences(_parquet_rows(path, fail), fail)
    return _column_sentences(path, fmt == "crfsuite", fail)


def read_feature_corpus(
    path: Path, config: FeatureOnlyConfig | None = None, fmt: str | None = None
) -> Iterator[LabelledValues]:
    """Yield the tokens of a feature-only corpus as `fit_values` takes them, whole sentences of about BLOCK_TOKENS.

    Args:
        path: A file `write_feature_corpus` (`phiscrub export-features`) wrote.
        config: The settings it was exported with (POS source, tokenizer, length buckets, class scheme).
        fmt: One of EXPORT_FORMATS; None: from the suffix, as the export does.

    Raises:
        InputError: The file is empty, not UTF-8, holds no token, or a row is malformed (see the module docstring).
    """
    path = Path(path)
    config = config or FeatureOnlyConfig()
    fmt = export_format(path, fmt)
    if path.stat().st_size == 0:
        raise InputError(path, "empty file")

    def fail(where: int, problem: str) -> InputError:
        return (
            InputError(path, f"row {where}: {problem}") if fmt == "parquet" else InputError(path, problem, line=where)
        )

    vocabulary = pos_vocabulary(config)
    parser = _TokenParser(config, vocabulary, fail)
    tokens: list[_Token] = []
    sentences: list[range] = []
    read_any = False
    for sentence in _sentences(path, fmt, fail):
        start = len(tokens)
        tokens += (parser.token(where, cells) for where, cells in sentence)
        sentences.append(range(start, len(tokens)))
        if len(tokens) >= BLOCK_TOKENS:
            yield _unit(tokens, sentences, vocabulary, fail)
            tokens, sentences, read_any = [], [], True
    if tokens:
        yield _unit(tokens, sentences, vocabulary, fail)
    elif not read_any:
        raise InputError(path, "no token rows: the feature corpus is empty")


# -- the metadata file beside the export ----------------------------------------------------------------------------


def read_export_metadata(path: Path) -> ExportMetadata | None:
    """Return what the metadata file beside the export `path` records, or None when it has none.

    Raises:
        InputError: The metadata file is not UTF-8 JSON, not the layout `ExportMetadata.to_record` writes, or it
            records another sha256 than that of `path` (the export changed or damaged since, or an old metadata file).
    """
    path = Path(path)
    meta = metadata_path(path)
    if not meta.is_file():
        return None
    try:
        record = json.loads(meta.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise InputError(meta, "malformed feature-corpus metadata: not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise InputError(meta, "malformed feature-corpus metadata: not JSON", line=err.lineno) from None
    try:
        metadata = ExportMetadata.from_record(record)
    except ValueError as err:
        raise InputError(meta, f"malformed feature-corpus metadata: {err}") from None
    if metadata.sha256 != file_sha256(path):
        raise InputError(
            meta,
            f"records another sha256 than that of {path.name}: the export was changed or damaged since, or this is "
            "an earlier export's metadata; export again (or delete this file to read it unchecked)",
        )
    return metadata


def export_settings(
    path: Path, metadata: ExportMetadata | None, given: Mapping[str, Any], fmt: str | None = None
) -> tuple[FeatureOnlyConfig, str]:
    """Return the feature settings and format to read the export `path` with: its metadata's, checked against `given`.

    Args:
        path: The export.
        metadata: What `read_export_metadata(path)` returned; None: settings cannot be checked (a warning is logged),
            so `given` and the defaults of `FeatureOnlyConfig` are taken.
        given: Settings named by SETTINGS chosen by the user (None or absent: not chosen, taken from the metadata).
        fmt: The format chosen by the user (None: the metadata's, else the suffix's).

    Raises:
        ConfigError: A chosen setting or format differs from the one the metadata records (naming the file and it).
    """
    chosen = {name: value for name, value in given.items() if value is not None}
    config = FeatureOnlyConfig(**chosen)  # checks the values chosen, whatever the metadata
    if metadata is None:
        logger.warning(
            "%s: no metadata file %s beside it, so its feature settings could not be checked; reading it with the "
            "settings given or the defaults",
            path,
            metadata_path(path).name,
        )
        return config, export_format(path, fmt)
    recorded = {name: getattr(metadata.config, name) for name in SETTINGS} | {"format": metadata.format}
    wanted = {name: getattr(config, name) for name in chosen} | ({"format": fmt} if fmt is not None else {})
    for name, value in wanted.items():
        expected = recorded[name]
        if value != expected:
            raise ConfigError(
                f"{path}: setting {name} is {_shown(value)} on the command line but {_shown(expected)} in the "
                f"export's metadata ({metadata_path(path).name}): leave it out to take the export's, or export again"
            )
    return metadata.config, metadata.format


def _shown(value: object) -> str:
    """Return a setting as a message shows it (length buckets as "1,3,6", none as "none (exact lengths)")."""
    if isinstance(value, tuple):
        return ",".join(map(str, value)) if value else "none (exact lengths)"
    return repr(value)
