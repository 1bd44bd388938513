import pytest

from phiscrub.io.atomic import atomic_write


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
