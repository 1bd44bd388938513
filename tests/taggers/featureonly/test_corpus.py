"""Reading a feature-only corpus back: training on an export equals training on its notes; bad files fail clearly.

The malformed files are the export of the six template notes of conftest.py with one thing broken, at a line the
test names: the reader must say the file and that line, and never echo the broken cell (it could be note text).
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError
from phiscrub.taggers.featureonly.corpus import read_feature_corpus
from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
from phiscrub.taggers.featureonly.estimator import FeatureOnlyEstimator
from phiscrub.taggers.featureonly.export import write_feature_corpus
from phiscrub.taggers.featureonly.features import (
    FeatureOnlyConfig,
    LabelledValues,
    labelled_values,
    pos_vocabulary,
    window_matrix,
)
from phiscrub.taggers.featureonly.forest import ForestTagger

from .test_export import NOTES, exported_text, exposed_tokens

SUFFIXES = [".csv", ".parquet", ".tsv", ".crfsuite"]
SECRET = "Quennell"
"""What a damaged cell holds in the malformed-file tests: a surname, which no error message may repeat."""

PLAIN = FeatureOnlyConfig()
BUCKETED_IOB = FeatureOnlyConfig(length_buckets=(1, 3, 6, 10), scheme="iob")


def export(docs: list[Document], path: Path, config: FeatureOnlyConfig = PLAIN) -> Path:
    if path.suffix == ".parquet":
        pytest.importorskip("pyarrow")
    write_feature_corpus(docs, path, config=config)
    return path


def taggers(config: FeatureOnlyConfig) -> list[FeatureOnlyEstimator]:
    settings = {"length_buckets": config.length_buckets, "scheme": config.scheme}
    return [
        ForestTagger(n_estimators=5, n_jobs=1, seed=0, **settings),  # type: ignore[arg-type]
        FeatureCrfTagger(max_iterations=20, **settings),  # type: ignore[arg-type]
    ]


def window_rows(units: list[LabelledValues], config: FeatureOnlyConfig) -> np.ndarray:
    return np.vstack([window_matrix(unit.values, 4, pos_vocabulary(config)) for unit in units])


# -- round trip -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("config", [PLAIN, BUCKETED_IOB], ids=["exact-io", "buckets-iob"])
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_an_export_reads_back_as_the_values_and_labels_of_its_notes(
    train_notes: list[Document], tmp_path: Path, suffix: str, config: FeatureOnlyConfig
) -> None:
    units = list(read_feature_corpus(export(train_notes, tmp_path / f"f{suffix}", config), config))
    direct = [labelled_values(doc, config) for doc in train_notes]
    assert (window_rows(units, config) == window_rows(direct, config)).all()
    assert [label for unit in units for label in unit.labels] == [label for unit in direct for label in unit.labels]
    assert sum(len(unit.values.sentences) for unit in units) == sum(len(unit.values.sentences) for unit in direct)


@pytest.mark.parametrize("config", [PLAIN, BUCKETED_IOB], ids=["exact-io", "buckets-iob"])
@pytest.mark.parametrize("suffix", SUFFIXES)
def test_a_model_trained_on_the_export_tags_the_notes_as_one_trained_on_them(
    train_notes: list[Document], test_note: Document, tmp_path: Path, suffix: str, config: FeatureOnlyConfig
) -> None:
    path = export(train_notes, tmp_path / f"f{suffix}", config)
    for from_notes, from_export in zip(taggers(config), taggers(config), strict=True):
        from_notes.fit(train_notes)  # type: ignore[attr-defined]
        from_export.fit_values(read_feature_corpus(path, config))
        assert from_export.get_params() == from_notes.get_params()  # buckets and scheme recorded alike
        for doc in [*train_notes, test_note]:
            assert from_export.tag(doc) == from_notes.tag(doc)


def test_a_corpus_longer_than_a_block_reads_in_whole_sentences(
    train_notes: list[Document], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("phiscrub.taggers.featureonly.corpus.BLOCK_TOKENS", 50)
    path = export(train_notes, tmp_path / "f.tsv")
    units = list(read_feature_corpus(path))
    assert len(units) > 1
    assert all(unit.values.sentences[-1].stop == len(unit.labels) for unit in units)
    assert (window_rows(units, PLAIN) == window_rows([labelled_values(doc, PLAIN) for doc in train_notes], PLAIN)).all()


@pytest.mark.parametrize("suffix", SUFFIXES)
def test_the_export_trained_on_holds_no_token_of_the_notes_nor_does_the_crf(tmp_path: Path, suffix: str) -> None:
    path = export(NOTES, tmp_path / f"f{suffix}")
    text = exported_text(path).lower()
    assert not [word for word in exposed_tokens(NOTES) if word.lower() in text]
    # c1=0: no L1, so every attribute seen in training stays in the model file
    FeatureCrfTagger(c1=0.0, max_iterations=10).fit_values(read_feature_corpus(path)).save(tmp_path / "model")
    model = (tmp_path / "model" / "model.crfsuite").read_bytes().lower()
    assert not [word for word in exposed_tokens(NOTES) if word.lower().encode() in model]


def test_the_crf_with_words_cannot_learn_from_an_export(train_notes: list[Document], tmp_path: Path) -> None:
    path = export(train_notes, tmp_path / "f.csv")
    with pytest.raises(ConfigError, match="words"):
        FeatureCrfTagger(words=True).fit_values(read_feature_corpus(path))


# -- malformed files ------------------------------------------------------------------------------------------------


def read_all(path: Path, config: FeatureOnlyConfig = PLAIN) -> None:
    list(read_feature_corpus(path, config))


def assert_fails_at(path: Path, line: int | None, phrase: str, config: FeatureOnlyConfig = PLAIN) -> None:
    """Reading `path` raises InputError naming the file and `line`, saying `phrase`, not echoing SECRET."""
    with pytest.raises(InputError) as caught:
        read_all(path, config)
    message = str(caught.value)
    assert message.startswith(str(path)) and phrase in message
    assert caught.value.line == line
    assert SECRET.lower() not in message.lower()


def csv_rows(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def write_csv_rows(path: Path, rows: list[list[str]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(rows)
    return path


def set_csv_cell(path: Path, line: int, column: str, value: str) -> Path:
    """Set one cell (by line number, header = line 1, and column name) of a CSV export."""
    rows = csv_rows(path)
    rows[line - 1][rows[0].index(column)] = value
    return write_csv_rows(path, rows)


@pytest.fixture
def exported_csv(train_notes: list[Document], tmp_path: Path) -> Path:
    return export(train_notes, tmp_path / "features.csv")


@pytest.mark.parametrize(
    ("line", "column", "value", "phrase"),
    [
        (3, "length", SECRET, "column length: not a length"),
        (4, "pos", SECRET, "column pos: not a tag of the pseudo POS vocabulary"),
        (4, "pos", "NN", "column pos: not a tag of the pseudo POS vocabulary"),  # a spaCy tag: other --pos
        (5, "numeric", SECRET, "column numeric: not a flag"),
        (6, "phi_class", SECRET, "unknown class"),
        (6, "phi_class", "B-DATE", "a class of the iob scheme"),
        (7, "token", SECRET, "column token: not a whole number"),
        (7, "token", "9", "rows out of order"),
        (8, "pos-1", "PUNCT", "column pos-1 disagrees with the rows around it"),
        (8, "length+2", "0", "column length+2 disagrees with the rows around it"),
        (2, "length", "0", "own pos or length is the padding value"),
    ],
)
def test_a_bad_cell_fails_naming_the_file_and_line(
    exported_csv: Path, line: int, column: str, value: str, phrase: str
) -> None:
    rows = csv_rows(exported_csv)
    assert rows[line - 1][rows[0].index(column)] != value, "the fixture must change the cell"
    assert_fails_at(set_csv_cell(exported_csv, line, column, value), line, phrase)


def test_a_missing_header_column_is_named(exported_csv: Path) -> None:
    rows = csv_rows(exported_csv)
    drop = rows[0].index("pos+1")
    assert_fails_at(
        write_csv_rows(exported_csv, [row[:drop] + row[drop + 1 :] for row in rows]), 1, "missing column(s) pos+1"
    )


def test_an_unexpected_header_column_is_named_by_position_only(exported_csv: Path) -> None:
    rows = csv_rows(exported_csv)
    widened = [[*rows[0], SECRET]] + [[*row, "x"] for row in rows[1:]]
    assert_fails_at(write_csv_rows(exported_csv, widened), 1, "unexpected or repeated column (column 18)")


def test_a_row_with_too_few_cells_fails(exported_csv: Path) -> None:
    rows = csv_rows(exported_csv)
    rows[4] = rows[4][:-2]
    assert_fails_at(write_csv_rows(exported_csv, rows), 5, "15 cells where the header has 17")


def test_swapped_rows_fail_as_out_of_order(exported_csv: Path) -> None:
    rows = csv_rows(exported_csv)
    rows[3], rows[4] = rows[4], rows[3]
    assert_fails_at(write_csv_rows(exported_csv, rows), 4, "rows out of order")


def test_bytes_that_are_not_utf8_fail_at_their_line(exported_csv: Path) -> None:
    lines = exported_csv.read_bytes().split(b"\n")
    lines[3] = lines[3].replace(b"O", b"\xd6", 1)  # "Ö" in Latin-1, as a spreadsheet might save it
    exported_csv.write_bytes(b"\n".join(lines))
    assert_fails_at(exported_csv, 4, "not UTF-8 text")


@pytest.mark.parametrize("suffix", SUFFIXES)
def test_an_empty_file_fails(tmp_path: Path, suffix: str) -> None:
    (tmp_path / f"f{suffix}").write_bytes(b"")
    assert_fails_at(tmp_path / f"f{suffix}", None, "empty file")


@pytest.mark.parametrize("suffix", [".csv", ".tsv", ".crfsuite"])
def test_an_export_of_no_token_fails(tmp_path: Path, suffix: str) -> None:
    path = export([Document("blank", "  \n")], tmp_path / f"f{suffix}")
    if suffix != ".csv":
        path.write_text("\n\n", encoding="utf-8")
    assert_fails_at(path, None, "no token rows")


def test_a_crfpp_line_with_a_column_missing_fails(train_notes: list[Document], tmp_path: Path) -> None:
    path = export(train_notes, tmp_path / "f.tsv")
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[2] = "\t".join(lines[2].split("\t")[1:])
    path.write_text("\n".join(lines), encoding="utf-8")
    assert_fails_at(path, 3, "13 columns where a CRF++ feature line has 14")


def test_a_crfsuite_attribute_without_a_name_fails(train_notes: list[Document], tmp_path: Path) -> None:
    path = export(train_notes, tmp_path / "f.crfsuite")
    lines = path.read_text(encoding="utf-8").split("\n")
    fields = lines[1].split("\t")
    fields[4] = SECRET
    lines[1] = "\t".join(fields)
    path.write_text("\n".join(lines), encoding="utf-8")
    assert_fails_at(path, 2, "field 5: not one of the feature attributes")


def test_a_lost_crfpp_line_fails_where_the_neighbours_disagree(train_notes: list[Document], tmp_path: Path) -> None:
    path = export(train_notes, tmp_path / "f.tsv")
    lines = path.read_text(encoding="utf-8").split("\n")
    path.write_text("\n".join(lines[:3] + lines[4:]), encoding="utf-8")  # line 4 lost
    # the first line that sees it gone is line 2, whose pos+2 column described the lost token
    assert_fails_at(path, 2, "column pos+2 disagrees with the rows around it")


def test_lengths_need_the_buckets_they_were_exported_with(train_notes: list[Document], tmp_path: Path) -> None:
    path = export(train_notes, tmp_path / "f.csv", FeatureOnlyConfig(length_buckets=(1, 3, 6)))
    with pytest.raises(InputError, match="a length bucket, but no length buckets given"):
        read_all(path)
    with pytest.raises(InputError, match="not a bucket of the length buckets given"):
        read_all(path, FeatureOnlyConfig(length_buckets=(2, 5)))
    assert list(read_feature_corpus(path, FeatureOnlyConfig(length_buckets=(1, 3, 6))))


def test_a_file_that_is_not_parquet_fails(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    (tmp_path / "f.parquet").write_bytes(b"doc,sentence,token\n" * 4)
    assert_fails_at(tmp_path / "f.parquet", None, "not a readable Parquet file")


def test_a_missing_parquet_value_fails_naming_its_row(train_notes: list[Document], tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    path = export(train_notes, tmp_path / "f.parquet")
    table = pq.read_table(path)
    rows = table.to_pylist()
    rows[2]["pos-1"] = None
    pq.write_table(table.from_pylist(rows, schema=table.schema), path)
    with pytest.raises(InputError, match=r"row 3: column pos-1: missing value") as caught:
        read_all(path)
    assert str(caught.value).startswith(str(path))
