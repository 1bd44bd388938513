"""The feature-only export: its formats, and that no word of the notes gets into it.

The privacy test tokenizes the input and checks that no token string appears anywhere in the exported file, with
these exceptions, each of which coincides with a value the export writes whatever the input:

- tokens shorter than 3 characters ("Dr", "on": a short string occurs by chance inside longer values);
- tokens of digits only: lengths, bucket bounds and ordinals (note, sentence, token numbers) are numbers, so a digit
  string in a note can coincide with one, revealing nothing;
- tokens of punctuation only: separators and the "-" and "+" of bucket names;
- tokens that are, ignoring case, part of a value from the export's closed vocabulary (column names, POS tags, class
  labels, "NONE"): a note saying "date" or "noun" shares the word with the label DATE or the tag NOUN.

A second test pins that vocabulary: every value written belongs to it or is a number. The metadata file written
beside each export is held to the same two tests.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.labels import CANONICAL_LABELS
from phiscrub.taggers.featureonly.export import (
    EXPORT_COLUMNS,
    EXPORT_FORMATS,
    METADATA_KIND,
    export_format,
    file_sha256,
    metadata_path,
    write_feature_corpus,
)
from phiscrub.taggers.featureonly.features import FEATURE_COLUMNS, FeatureOnlyConfig, pos_vocabulary
from phiscrub.tokenize import tokenize
from phiscrub.tokenize.tokenizer import TOKENIZERS
from phiscrub.version import __version__

from .conftest import compose

NOTES = [
    compose(
        "quennell-brightwater.txt",  # an id naming the patient: the export numbers notes instead
        [
            ("Admission date: ", None),
            ("12/03/2019", "DATE"),
            (".\nMs. ", None),
            ("Ottoline Quennell", "PATIENT"),
            (" of ", None),
            ("Brightwater", "CITY"),
            (", MRN ", None),
            ("ZX48213", "MEDICALRECORD"),
            (", reached on ", None),
            ("quennell@example.org", "EMAIL"),
            (".\nNoun phrases aside, Dr. ", None),
            ("Thaddeus Wexcombe", "DOCTOR"),
            (" saw her; sister Perpetua visits.\n", None),
        ],
    ),
    Document("n2", "Follow-up with Ignatius Morrow-Fairweather at Saint Swithin clinic in Kettleby."),
]


def vocabulary() -> set[str]:
    """Return every non-numeric value or name the export can write, whatever the notes."""
    config = FeatureOnlyConfig()
    labels = {*CANONICAL_LABELS, "O"} | {f"{p}-{label}" for p in "BI" for label in CANONICAL_LABELS}
    return {*EXPORT_COLUMNS, *pos_vocabulary(config), *labels}


def exported_text(path: Path) -> str:
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        table = pq.read_table(path)
        return "\n".join(",".join(map(str, row.values())) for row in table.to_pylist()) + ",".join(table.column_names)
    return path.read_text(encoding="utf-8")


def exposed_tokens(docs: list[Document]) -> set[str]:
    """Return the token strings the export must not hold (see the module docstring for the exceptions)."""
    shared = " ".join(vocabulary()).lower()
    out = set()
    for doc in docs:
        for token in tokenize(doc.text):
            word = doc.text[token.start : token.end]
            if len(word) >= 3 and not word.isdigit() and any(c.isalpha() for c in word) and word.lower() not in shared:
                out.add(word)
    return out


@pytest.mark.parametrize("suffix", [".csv", ".parquet", ".tsv", ".crfsuite"])
@pytest.mark.parametrize("buckets", [(), (1, 3, 6, 10)])
def test_no_token_string_of_the_notes_appears_in_the_export(
    tmp_path: Path, suffix: str, buckets: tuple[int, ...]
) -> None:
    path = tmp_path / f"features{suffix}"
    write_feature_corpus(NOTES, path, config=FeatureOnlyConfig(length_buckets=buckets))
    text = exported_text(path).lower()
    tokens = exposed_tokens(NOTES)
    assert {"Quennell", "Brightwater", "Wexcombe", "Perpetua", "Kettleby", "ZX", "example"} & tokens  # the test bites
    assert not [word for word in tokens if word.lower() in text]
    assert "quennell-brightwater" not in text


def test_every_exported_value_is_a_number_or_from_the_closed_vocabulary(tmp_path: Path) -> None:
    path = tmp_path / "features.csv"
    write_feature_corpus(NOTES, path, config=FeatureOnlyConfig(length_buckets=(1, 3, 6, 10)))
    with path.open(encoding="utf-8", newline="") as handle:
        values = {value for row in csv.reader(handle) for value in row}
    allowed = vocabulary()
    assert {value for value in values if not re.fullmatch(r"\d+(-\d+|\+)?", value)} <= allowed


def test_csv_export_has_one_row_per_token_with_note_ordinals(tmp_path: Path) -> None:
    path = tmp_path / "features.csv"
    summary = write_feature_corpus(NOTES, path)
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert summary.tokens == len(rows) == sum(len(tokenize(doc.text)) for doc in NOTES)
    assert (summary.notes, {row["doc"] for row in rows}) == (2, {"0", "1"})
    assert list(rows[0]) == list(EXPORT_COLUMNS)
    assert {row["phi_class"] for row in rows} >= {"DATE", "PATIENT", "CITY", "EMAIL", "O"}


def test_parquet_export_has_the_csv_columns_and_values(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    write_feature_corpus(NOTES, tmp_path / "f.csv")
    write_feature_corpus(NOTES, tmp_path / "f.parquet")
    with (tmp_path / "f.csv").open(encoding="utf-8", newline="") as handle:
        from_csv = [list(row.values()) for row in csv.DictReader(handle)]
    table = pq.read_table(tmp_path / "f.parquet")
    assert table.column_names == list(EXPORT_COLUMNS)
    assert [[str(value) for value in row.values()] for row in table.to_pylist()] == from_csv


def test_crfpp_columns_hold_the_features_then_the_class_with_blank_lines_between_sentences(tmp_path: Path) -> None:
    summary = write_feature_corpus(NOTES, tmp_path / "f.tsv")
    blocks = (tmp_path / "f.tsv").read_text(encoding="utf-8").rstrip("\n").split("\n\n")
    assert len(blocks) == summary.sentences
    first = blocks[0].splitlines()[0].split("\t")
    assert len(first) == len(FEATURE_COLUMNS) + 1
    assert first[-1] == "O" and first[0] in {"0", "1"}


def test_crfsuite_items_start_with_the_class_then_named_attributes(tmp_path: Path) -> None:
    write_feature_corpus(NOTES, tmp_path / "f.crfsuite")
    line = (tmp_path / "f.crfsuite").read_text(encoding="utf-8").splitlines()[0].split("\t")
    assert line[0] == "O"
    assert [item.split("=")[0] for item in line[1:]] == list(FEATURE_COLUMNS)


def test_the_format_comes_from_the_suffix_unless_named(tmp_path: Path) -> None:
    assert export_format(tmp_path / "x.tsv") == "crfpp"
    assert export_format(tmp_path / "x.txt", "crfsuite") == "crfsuite"
    with pytest.raises(UnknownComponentError, match="csv"):
        export_format(tmp_path / "x.txt")


def test_a_failed_export_leaves_no_file(tmp_path: Path) -> None:
    def broken() -> Iterator[Document]:
        yield NOTES[0]
        raise RuntimeError("reader broke")

    with pytest.raises(RuntimeError):
        write_feature_corpus(broken(), tmp_path / "f.csv")
    assert list(tmp_path.iterdir()) == []


# -- the metadata file beside the export ----------------------------------------------------------------------------

SUFFIXES = [".csv", ".parquet", ".tsv", ".crfsuite"]


def string_leaves(value: object) -> Iterator[str]:
    """Yield every key and text value of a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from string_leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from string_leaves(item)
    elif isinstance(value, str):
        yield value


@pytest.mark.parametrize("suffix", SUFFIXES)
def test_a_metadata_file_beside_each_format_records_the_settings_and_no_token(tmp_path: Path, suffix: str) -> None:
    if suffix == ".parquet":
        pytest.importorskip("pyarrow")
    path = tmp_path / f"features{suffix}"
    config = FeatureOnlyConfig(length_buckets=(1, 3, 6, 10), scheme="iob", tokenizer="standard")
    summary = write_feature_corpus(NOTES, path, config=config)
    assert metadata_path(path) == tmp_path / f"features{suffix}.meta.json"
    text = metadata_path(path).read_text(encoding="utf-8")
    record = json.loads(text)
    assert record["format"] == export_format(path)
    assert record["settings"] == {
        "lang": "en", "pos": "pseudo", "tokenizer": "standard", "length_buckets": [1, 3, 6, 10], "scheme": "iob",
        "window": 2,
    }  # fmt: skip
    counts = (record["notes"], record["sentences"], record["tokens"])
    assert counts == (summary.notes, summary.sentences, summary.tokens)
    assert record["sha256"] == file_sha256(path)
    assert {"B-DATE", "I-PATIENT", "B-EMAIL", "O"} <= set(record["classes"])
    assert not [word for word in exposed_tokens(NOTES) if word.lower() in text.lower()]
    assert "quennell-brightwater" not in text.lower()


def test_the_metadata_holds_only_names_settings_and_closed_set_values(tmp_path: Path) -> None:
    path = tmp_path / "features.csv"
    write_feature_corpus(NOTES, path, config=FeatureOnlyConfig(length_buckets=(1, 3)))
    record = json.loads(metadata_path(path).read_text(encoding="utf-8"))
    keys = {"kind", "metadata_version", "phiscrub_version", "format", "settings", "columns", "classes", "notes",
            "sentences", "tokens", "sha256"}  # fmt: skip
    assert set(record) == keys
    settings = {"lang", "pos", "tokenizer", "length_buckets", "scheme", "window", "en", "es", "pseudo", "spacy", "io",
                "iob", *TOKENIZERS}  # fmt: skip
    allowed = vocabulary() | keys | settings | {METADATA_KIND, __version__, *EXPORT_FORMATS}
    assert {value for value in string_leaves(record) if value != record["sha256"]} <= allowed


def test_a_failed_export_leaves_the_old_export_and_its_metadata(tmp_path: Path) -> None:
    path = tmp_path / "f.csv"
    write_feature_corpus(NOTES, path)
    before = {entry.name: entry.read_bytes() for entry in tmp_path.iterdir()}

    def broken() -> Iterator[Document]:
        yield NOTES[1]
        raise RuntimeError("reader broke")

    with pytest.raises(RuntimeError):
        write_feature_corpus(broken(), path, config=FeatureOnlyConfig(scheme="iob"))
    assert {entry.name: entry.read_bytes() for entry in tmp_path.iterdir()} == before
