import json
import logging

import pytest

from phiscrub.errors import UnknownComponentError
from phiscrub.io import registry


def test_a_huge_note_is_read_with_a_warning_naming_document_and_size(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(registry, "LARGE_NOTE_CHARS", 100)
    path = tmp_path / "big.jsonl"
    secret = "Patient Zelda Quux " * 20
    path.write_text(json.dumps({"id": "big-1", "text": secret}) + "\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        docs = list(registry.reader("jsonl")(path))
    assert len(docs) == 1
    assert "big-1" in caplog.text and str(len(secret)) in caplog.text
    assert "Zelda" not in caplog.text


def test_unknown_format_lists_the_valid_ones():
    with pytest.raises(UnknownComponentError, match="jsonl"):
        registry.reader("docx")


@pytest.mark.parametrize(("name", "fmt"), [("a.jsonl", "jsonl"), ("a.csv", "csv"), ("a.parquet", "parquet")])
def test_guess_format_from_suffix(tmp_path, name, fmt):
    assert registry.guess_format(tmp_path / name) == fmt


def test_a_plain_text_file_is_read_as_one_note(tmp_path):
    note = tmp_path / "visit-2021-03-04.txt"
    note.write_text("Seen by Dr. Ana Ruiz.\nFollow up in 2 weeks.\n", encoding="utf-8")
    assert registry.guess_format(note) == "text"
    [doc] = registry.reader("text")(note)
    assert (doc.id, doc.text) == ("visit-2021-03-04", note.read_text(encoding="utf-8"))
