import errno

import pytest

from phiscrub.cli.main import one_line_error
from phiscrub.errors import ConfigError, OutputError
from phiscrub.io import paths
from phiscrub.io.paths import check_key_apart, check_output, check_output_apart, check_writable


@pytest.mark.parametrize(
    ("output", "relation"),
    [("notes", "is"), ("notes/out", "lies inside"), (".", "contains"), ("notes/../notes", "is")],
)
def test_check_output_apart_names_how_the_output_overlaps_the_input(tmp_path, output, relation):
    (tmp_path / "notes").mkdir()
    with pytest.raises(OutputError, match=f"the output {relation} the input"):
        check_output_apart(tmp_path / output, [None, tmp_path / "notes"])


def test_check_output_apart_accepts_a_sibling_with_a_shared_name_prefix(tmp_path):
    (tmp_path / "notes").mkdir()
    check_output_apart(tmp_path / "notes-out", [tmp_path / "notes"])
    check_output_apart(tmp_path / "notes.jsonl", [tmp_path / "notes"])


def test_check_output_apart_follows_symbolic_links(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "notes")
    with pytest.raises(OutputError, match="is the input"):
        check_output_apart(tmp_path / "link", [tmp_path / "notes"])


def test_check_writable_refuses_a_parent_that_is_a_file(tmp_path):
    (tmp_path / "afile").write_text("x")
    with pytest.raises(OutputError, match="afile is a file"):
        check_writable(tmp_path / "afile" / "deeper" / "out.jsonl")


def test_check_writable_refuses_a_read_only_folder(tmp_path, monkeypatch):
    # os.access stands in for permissions, which do not apply when the tests run as root
    monkeypatch.setattr(paths.os, "access", lambda path, mode: False)
    with pytest.raises(OutputError, match="no permission to write"):
        check_output(tmp_path / "out.jsonl", [])


@pytest.mark.parametrize(("key", "kind"), [("notes/key.txt", "input"), ("out/sub/key.txt", "output")])
def test_check_key_apart_refuses_a_key_inside_an_input_or_output_tree(tmp_path, key, kind):
    with pytest.raises(ConfigError, match=f"inside the {kind}"):
        check_key_apart(tmp_path / key, [tmp_path / "notes"], [tmp_path / "out"])
    check_key_apart(tmp_path / "key.txt", [tmp_path / "notes"], [tmp_path / "out"])


def test_cli_shows_an_os_error_as_one_line_naming_the_path_and_lets_bugs_through():
    error = OSError(errno.ENOSPC, "No space left on device", "/data/out.jsonl")
    assert one_line_error(error) == "error: /data/out.jsonl: No space left on device"
    assert one_line_error(KeyError("bug")) is None
