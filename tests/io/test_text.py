import logging

import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import InputError, PhiscrubError
from phiscrub.io.text import read_text_folder, write_text_folder


def test_read_text_folder_reads_every_txt_file_recursively_with_relative_ids(tmp_path):
    (tmp_path / "ward-3").mkdir()
    (tmp_path / "b.txt").write_bytes(b"Seen by Dr. Ana Ruiz.\r\n")
    (tmp_path / "ward-3" / "a.txt").write_bytes("\ufeffCall 555-0199.\n".encode())
    (tmp_path / "notes.csv").write_text("id,text\n")
    (tmp_path / ".hidden.txt").write_text("skip me")
    docs = list(read_text_folder(tmp_path))
    assert [(doc.id, doc.text, doc.spans) for doc in docs] == [
        ("b", "Seen by Dr. Ana Ruiz.\r\n", ()),
        ("ward-3/a", "Call 555-0199.\n", ()),
    ]


def test_read_text_folder_reads_a_single_file_as_one_note(tmp_path):
    (tmp_path / "note-1.txt").write_text("Ana")
    assert [(doc.id, doc.text) for doc in read_text_folder(tmp_path / "note-1.txt")] == [("note-1", "Ana")]


def test_read_text_folder_warns_about_an_empty_file_by_name(tmp_path, caplog):
    (tmp_path / "empty.txt").write_bytes(b"")
    with caplog.at_level(logging.WARNING, logger="phiscrub.io.text"):
        docs = list(read_text_folder(tmp_path))
    assert docs == [Document("empty", "")]
    assert "empty.txt" in caplog.text


def test_read_text_folder_names_the_file_and_offset_of_bytes_that_are_not_utf8(tmp_path):
    (tmp_path / "bad.txt").write_bytes(b"Ana \xe9 Ruiz")
    with pytest.raises(InputError, match=r"bad\.txt.*char 4") as caught:
        list(read_text_folder(tmp_path))
    assert "Ana" not in str(caught.value)


def test_read_text_folder_refuses_a_missing_path(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        list(read_text_folder(tmp_path / "nope"))


def test_write_text_folder_writes_text_verbatim_and_drops_spans(tmp_path):
    docs = [
        Document("a", "Dr. Ana\r\nRuiz\r", (Span(4, 7, "DOCTOR"),)),
        Document("ward/b", "\ufeffstarts with a byte order mark"),
        Document("c", ""),
    ]
    assert write_text_folder(docs, tmp_path) == 3
    assert (tmp_path / "a.txt").read_bytes() == b"Dr. Ana\r\nRuiz\r"
    assert (tmp_path / "ward" / "b.txt").is_file()
    back = list(read_text_folder(tmp_path))
    assert [(doc.id, doc.text, doc.spans) for doc in back] == [
        ("a", docs[0].text, ()),
        ("c", "", ()),
        ("ward/b", docs[1].text, ()),
    ]


@pytest.mark.parametrize("doc_id", ["", "../escape", "a/../../b", "/etc/passwd", "a/", ".hidden", "a//b", "a\\b"])
def test_write_text_folder_refuses_ids_that_leave_the_folder(tmp_path, doc_id):
    with pytest.raises(PhiscrubError, match="id cannot name a file"):
        write_text_folder([Document(doc_id, "x")], tmp_path / "out")
    assert not any(tmp_path.rglob("*.txt"))


def test_write_text_folder_refuses_duplicate_ids_naming_them_and_keeps_the_old_folder(tmp_path):
    target = tmp_path / "out"
    write_text_folder([Document("old", "old note")], target)
    docs = [Document("n1", "first Ana"), Document("N1", "second Ana")]
    with pytest.raises(InputError, match=r"'n1' and 'N1'") as caught:
        write_text_folder(docs, target)
    assert "Ana" not in str(caught.value)
    assert [path.name for path in target.iterdir()] == ["old.txt"]


def test_write_text_folder_failing_midway_leaves_no_mix_of_old_and_new_notes(tmp_path):
    target = tmp_path / "out"
    write_text_folder([Document("a", "old a"), Document("b", "old b")], target)

    def docs():
        yield Document("a", "new a")
        raise RuntimeError("tagger crashed")

    with pytest.raises(RuntimeError):
        write_text_folder(docs(), target)
    assert {path.name: path.read_text() for path in target.iterdir()} == {"a.txt": "old a", "b.txt": "old b"}
    assert sorted(path.name for path in tmp_path.iterdir()) == ["out"]


def test_read_text_folder_warns_about_hidden_and_non_note_files_by_name_only(tmp_path, caplog):
    (tmp_path / "a.txt").write_text("Ana Ruiz")
    (tmp_path / "key.bin").write_bytes(b"secret-key-bytes")
    (tmp_path / ".DS_Store").write_bytes(b"\0")
    with caplog.at_level(logging.WARNING, logger="phiscrub.io.folders"):
        docs = list(read_text_folder(tmp_path))
    assert [doc.id for doc in docs] == ["a"]
    assert "skipped 2 file(s)" in caplog.text
    assert "key.bin" in caplog.text
    assert "secret" not in caplog.text and "Ana" not in caplog.text
