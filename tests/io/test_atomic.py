import pytest

from phiscrub.errors import OutputError
from phiscrub.io.atomic import atomic_folder, atomic_write


def test_atomic_write_replaces_the_file_only_on_success(tmp_path):
    target = tmp_path / "out.jsonl"
    target.write_text("old\n")
    with pytest.raises(RuntimeError), atomic_write(target) as handle:
        handle.write("half")
        raise RuntimeError("crash")
    assert target.read_text() == "old\n"
    assert list(tmp_path.iterdir()) == [target]
    with atomic_write(target) as handle:
        handle.write("new\r\n")
    assert target.read_bytes() == b"new\r\n"


def test_atomic_write_names_the_path_when_its_parent_is_a_file(tmp_path):
    (tmp_path / "afile").write_text("x")
    with pytest.raises(OutputError, match="afile"), atomic_write(tmp_path / "afile" / "out.jsonl") as handle:
        handle.write("never")


def test_atomic_folder_leaves_the_old_folder_untouched_when_writing_fails_midway(tmp_path):
    target = tmp_path / "notes"
    target.mkdir()
    (target / "a.txt").write_text("old a")
    (target / "b.txt").write_text("old b")
    with pytest.raises(RuntimeError), atomic_folder(target, (".txt",)) as folder:
        (folder / "a.txt").write_text("new a")
        raise RuntimeError("crash after one note")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["notes"]
    assert {path.name: path.read_text() for path in target.iterdir()} == {"a.txt": "old a", "b.txt": "old b"}


def test_atomic_folder_replaces_the_old_folder_as_a_whole_on_success(tmp_path):
    target = tmp_path / "notes"
    target.mkdir()
    (target / "stale.txt").write_text("old")
    with atomic_folder(target, (".txt",)) as folder:
        (folder / "a.txt").write_text("new")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["notes"]
    assert [path.name for path in target.iterdir()] == ["a.txt"]


def test_atomic_folder_refuses_to_replace_a_folder_holding_other_files(tmp_path):
    (tmp_path / "thesis.docx").write_text("not a note")
    (tmp_path / "a.txt").write_text("old")
    with pytest.raises(OutputError, match=r"thesis\.docx"), atomic_folder(tmp_path, (".txt",)):
        pass
    assert (tmp_path / "thesis.docx").exists()


def test_atomic_folder_refuses_a_file_in_its_place(tmp_path):
    (tmp_path / "notes").write_text("a file")
    with pytest.raises(OutputError, match="not a folder"), atomic_folder(tmp_path / "notes", (".txt",)):
        pass
