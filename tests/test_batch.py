import json
import os
import signal
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from phiscrub.batch import work_folder
from phiscrub.cli.main import build_app

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 555-201-0199 if the fever returns. MRN: 4417203."


def _write_corpus(path, n, patients=5):
    with path.open("w", encoding="utf-8") as handle:
        for i in range(n):
            record = {"id": f"n{i:05d}", "text": NOTE, "spans": [], "meta": {"patient_id": f"p{i % patients}"}}
            handle.write(json.dumps(record) + "\n")


def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _deid(args):
    return CliRunner().invoke(build_app(), ["deid", *args], catch_exceptions=False)


def test_deid_jsonl_keeps_ids_and_meta_and_moves_spans(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _write_corpus(src, 3)
    result = _deid([str(src), "-o", str(out), "--rules-only", "--replace", "tag", "--no-progress"])
    assert result.exit_code == 0, result.output
    records = _read(out)
    assert [r["id"] for r in records] == ["n00000", "n00001", "n00002"]
    assert records[1]["meta"] == {"patient_id": "p1"}
    text = records[0]["text"]
    assert "Ana Ruiz" not in text and "03/04/2021" not in text and "4417203" not in text
    for span in records[0]["spans"]:
        assert text[span["start"] : span["end"]].startswith("[")
    assert not work_folder(out).exists()


def test_audit_holds_counts_and_no_text(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _write_corpus(src, 2)
    _deid([str(src), "-o", str(out), "--rules-only", "--replace", "mask", "--no-progress"])
    audit = (tmp_path / "out.jsonl.audit.jsonl").read_text(encoding="utf-8")
    assert "Ruiz" not in audit and "4417203" not in audit and "p0" not in audit
    first = json.loads(audit.splitlines()[0])
    assert set(first) == {"id", "spans_per_label", "sources", "elapsed_ms"}
    assert first["spans_per_label"]["DATE"] == 1


def test_two_workers_write_what_one_worker_writes(tmp_path):
    src = tmp_path / "in.jsonl"
    _write_corpus(src, 40)
    key = tmp_path / "key"
    key.write_text("a-long-enough-secret-key-for-tests")
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"out{workers}.jsonl"
        result = _deid(
            [
                str(src),
                "-o",
                str(out),
                "--rules-only",
                "--replace",
                "surrogate",
                "--key-file",
                str(key),
                "--workers",
                workers,
                "--chunk-size",
                "7",
                "--no-progress",
            ]
        )
        assert result.exit_code == 0, result.output
        outs.append(out.read_text(encoding="utf-8"))
    assert outs[0] == outs[1]


def test_surrogate_without_a_key_refuses_to_run(tmp_path, monkeypatch):
    monkeypatch.delenv("PHISCRUB_KEY", raising=False)
    src = tmp_path / "in.jsonl"
    _write_corpus(src, 1)
    result = CliRunner().invoke(
        build_app(), ["deid", str(src), "-o", str(tmp_path / "o.jsonl"), "--rules-only", "--replace", "surrogate"]
    )
    assert result.exit_code != 0
    assert "key" in str(result.exception)


def test_patient_id_from_a_filename_pattern(tmp_path):
    notes = tmp_path / "notes"
    notes.mkdir()
    for name in ("p17_a", "p17_b"):
        (notes / f"{name}.txt").write_text(NOTE, encoding="utf-8")
    out = tmp_path / "out"
    result = _deid(
        [
            str(notes),
            "-o",
            str(out),
            "--rules-only",
            "--replace",
            "surrogate",
            "--random-key",
            "--patient-pattern",
            r"^(p\d+)_",
            "--no-progress",
        ]
    )
    assert result.exit_code == 0, result.output
    # same patient: the same surrogates in both notes
    assert (out / "p17_a.txt").read_text() == (out / "p17_b.txt").read_text()


def test_a_killed_run_resumes_and_writes_every_note_once(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    audit = tmp_path / "logs" / "audit.jsonl"  # elsewhere: its temporary file is not beside the output's
    _write_corpus(src, 6000)
    command = [
        sys.executable,
        "-m",
        "phiscrub.cli.main",
        "deid",
        str(src),
        "-o",
        str(out),
        "--audit",
        str(audit),
        "--rules-only",
        "--replace",
        "mask",
        "--chunk-size",
        "40",
        "--no-progress",
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    work = work_folder(out)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(list(work.glob("chunk-*.jsonl"))) < 3:
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    if out.exists():
        pytest.skip("the run finished before it could be killed")
    # every finished chunk is whole (written to a temporary file, then renamed); a chunk being written when the
    # process was killed may leave only a temporary .part file
    for chunk in work.glob("chunk-*.jsonl"):
        assert all(json.loads(line) for line in chunk.read_text(encoding="utf-8").splitlines())
    assert list(audit.parent.glob(".audit.jsonl.*.part"))  # the output and audit file are written as chunks finish
    again = subprocess.run(command, capture_output=True)
    assert again.returncode == 2 and b"--resume" in again.stderr
    resumed = subprocess.run([*command, "--resume"], capture_output=True)
    assert resumed.returncode == 0, resumed.stderr.decode()
    ids = [record["id"] for record in _read(out)]
    assert ids == [f"n{i:05d}" for i in range(6000)]
    assert [record["id"] for record in _read(audit)] == ids
    assert not list(tmp_path.glob(".*.part")) and not list(audit.parent.glob(".*.part"))
    assert not work.exists()
    assert b"from an earlier run" in resumed.stderr


class _CrashAfter:
    """A processor factory whose processor fails on the note with a given id (a crash mid-run)."""

    def __init__(self, crash_id=None):
        self.crash_id = crash_id

    def __call__(self):
        from phiscrub.batch import AuditRecord

        def process(doc):
            if doc.id == self.crash_id:
                raise RuntimeError("simulated crash")
            return doc, AuditRecord(doc.id, {}, {}, 0.0)

        return process


def test_resume_skips_finished_chunks_and_drops_stale_temporary_files(tmp_path):
    from phiscrub.batch import finished_documents, process_in_chunks
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(10)]
    out = tmp_path / "out.jsonl"
    with pytest.raises(RuntimeError):
        process_in_chunks(docs, out, _CrashAfter("n7"), {"run": 1}, chunk_size=3)
    work = work_folder(out)
    assert sorted(p.name for p in work.glob("chunk-*")) == ["chunk-0000000.jsonl", "chunk-0000001.jsonl"]
    (work / ".chunk-0000002.jsonl.abc.part").write_text("half a chu")
    with pytest.raises(Exception, match="--resume"):
        process_in_chunks(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3)
    _, summary = process_in_chunks(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3, resume=True)
    assert (summary.notes, summary.resumed_notes, summary.chunks) == (4, 6, 4)
    assert not list(work.glob("*.part"))
    assert [doc.id for doc in finished_documents(work, summary.chunks)] == [doc.id for doc in docs]


def test_a_run_hands_on_each_chunk_in_order_as_soon_as_it_is_finished(tmp_path):
    from phiscrub.batch import ChunkedRun
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(10)]
    out = tmp_path / "out.jsonl"
    run = ChunkedRun(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3)
    chunks = iter(run)
    assert next(chunks) == 0  # handed on before the next chunk is even started: the output is written meanwhile
    assert [p.name for p in work_folder(out).glob("chunk-*")] == ["chunk-0000000.jsonl"]
    assert list(chunks) == [1, 2, 3]
    assert (run.summary().notes, run.summary().chunks) == (10, 4)


def test_a_resumed_run_hands_on_the_chunks_of_the_earlier_run_in_their_place(tmp_path):
    from phiscrub.batch import ChunkedRun
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(10)]
    out = tmp_path / "out.jsonl"
    with pytest.raises(RuntimeError):
        list(ChunkedRun(docs, out, _CrashAfter("n7"), {"run": 1}, chunk_size=3))
    (work_folder(out) / "chunk-0000000.jsonl").unlink()  # only chunk 1 is left: 0, 2 and 3 are done again
    run = ChunkedRun(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3, resume=True)
    assert [line for line, _ in run.records()] == [
        json.dumps({"id": doc.id, "text": "text", "spans": [], "meta": {}}) + "\n" for doc in docs
    ]
    assert (run.summary().notes, run.summary().resumed_notes) == (7, 3)


def test_a_chunk_of_another_layout_is_done_again_on_resume(tmp_path):
    from phiscrub.batch import process_in_chunks
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(6)]
    out = tmp_path / "out.jsonl"
    with pytest.raises(RuntimeError):
        process_in_chunks(docs, out, _CrashAfter("n4"), {"run": 1}, chunk_size=3)
    chunk = work_folder(out) / "chunk-0000000.jsonl"
    header, *rest = chunk.read_text(encoding="utf-8").splitlines(keepends=True)
    old_header = {k: v for k, v in json.loads(header).items() if k != "layout"}  # as written before layout 2
    chunk.write_text(json.dumps(old_header) + "\n" + "".join(rest), encoding="utf-8")
    _, summary = process_in_chunks(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3, resume=True)
    assert (summary.notes, summary.resumed_notes) == (6, 0)


def test_deid_writes_the_same_output_and_audit_through_any_writer(tmp_path):
    src = tmp_path / "in.jsonl"
    _write_corpus(src, 7)
    for name in ("a.jsonl", "b.csv"):
        args = [str(src), "-o", str(tmp_path / name), "--rules-only", "--replace", "tag", "--chunk-size", "3"]
        assert _deid([*args, "--no-progress"]).exit_code == 0
    jsonl = _read(tmp_path / "a.jsonl")
    import csv

    with (tmp_path / "b.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["text"] for row in rows] == [doc["text"] for doc in jsonl] and "Ana Ruiz" not in rows[0]["text"]
    assert _read(tmp_path / "a.jsonl.audit.jsonl")[0]["id"] == "n00000"
    assert [r["id"] for r in _read(tmp_path / "b.csv.audit.jsonl")] == [doc["id"] for doc in jsonl]


def _children(pid):
    """Return the ids of the live (not zombie) processes whose parent is `pid`."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat", encoding="ascii").read()  # noqa: SIM115
            except OSError:
                continue
            state, ppid = stat.rsplit(")", 1)[1].split()[:2]
            if int(ppid) == pid and state != "Z":
                found.append(int(entry))
    return found


def _alive(pid):
    try:
        stat = open(f"/proc/{pid}/stat", encoding="ascii").read()  # noqa: SIM115
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc to find the worker processes")
def test_workers_exit_when_the_parent_is_killed(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _write_corpus(src, 20000)
    command = [sys.executable, "-m", "phiscrub.cli.main", "deid", str(src), "-o", str(out), "--rules-only"]
    command += ["--replace", "mask", "--workers", "2", "--chunk-size", "50", "--no-progress"]
    parent = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    workers = []
    while time.monotonic() < deadline and not list(work_folder(out).glob("chunk-*.jsonl")):
        time.sleep(0.05)
    workers = _children(parent.pid)
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    if out.exists() or not workers:
        pytest.skip("the run finished before it could be killed")
    deadline = time.monotonic() + 30  # a loaded machine may take a while to end a chunk
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.1)
    assert not [pid for pid in workers if _alive(pid)]


def test_a_worker_that_starts_after_its_parent_died_exits_at_once():
    # the parent's id as the parent gave it, which is no longer this process's parent (it was re-parented)
    code = "import time\nfrom phiscrub.engine import exit_with_parent\nexit_with_parent(1, 0.05)\ntime.sleep(30)\n"
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code], timeout=60, check=False)
    assert done.returncode == 1 and time.monotonic() - started < 20


def _failing_input(docs, bad_index):
    """Yield `docs` but raise an InputError instead of the note at `bad_index` (a corrupt line in the input)."""
    from phiscrub.errors import InputError

    for i, doc in enumerate(docs):
        if i == bad_index:
            raise InputError("in.jsonl", "invalid JSON")
        yield doc


def test_an_input_error_before_any_chunk_removes_the_work_folder_and_says_so(tmp_path):
    from phiscrub.batch import RunStoppedError, process_in_chunks
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(10)]
    out = tmp_path / "out.jsonl"
    with pytest.raises(RunStoppedError, match="was removed: fix this and run again") as stopped:
        process_in_chunks(_failing_input(docs, 1), out, _CrashAfter(), {"run": 1}, chunk_size=3)
    assert "invalid JSON" in str(stopped.value)
    assert not work_folder(out).exists()
    _, summary = process_in_chunks(docs, out, _CrashAfter(), {"run": 1}, chunk_size=3)  # no --resume needed
    assert (summary.notes, summary.resumed_notes) == (10, 0)


def test_resume_goes_on_after_the_input_is_fixed_and_redoes_changed_chunks(tmp_path):
    from phiscrub.batch import RunStoppedError, finished_documents, process_in_chunks
    from phiscrub.document import Document

    docs = [Document(f"n{i}", "text") for i in range(10)]
    out = tmp_path / "out.jsonl"
    with pytest.raises(RunStoppedError, match="--resume") as stopped:
        process_in_chunks(_failing_input(docs, 7), out, _CrashAfter(), {"run": 1}, chunk_size=3)
    assert "2 finished chunk(s) are kept" in str(stopped.value)
    fixed = [*docs[:4], Document("n4", "fixed text"), *docs[5:]]  # the fix also touched a note of chunk 1
    work, summary = process_in_chunks(fixed, out, _CrashAfter(), {"run": 1}, chunk_size=3, resume=True)
    assert (summary.notes, summary.resumed_notes, summary.chunks) == (7, 3, 4)
    assert [doc.text for doc in finished_documents(work, summary.chunks)] == [doc.text for doc in fixed]


def test_resume_after_a_finished_run_says_there_is_nothing_to_do(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _write_corpus(src, 5)
    args = [str(src), "-o", str(out), "--rules-only", "--replace", "mask", "--no-progress"]
    assert _deid(args).exit_code == 0
    written = out.read_bytes()
    again = _deid([*args, "--resume"])
    assert again.exit_code == 0
    assert "nothing to resume" in again.output
    assert out.read_bytes() == written


def test_a_new_run_removes_stray_part_files_beside_the_output(tmp_path):
    from phiscrub.batch import process_in_chunks
    from phiscrub.document import Document

    out = tmp_path / "out.jsonl"
    stray_file = tmp_path / ".out.jsonl.x1y2.part"
    stray_audit = tmp_path / ".out.jsonl.audit.jsonl.z3.part"
    stray_folder = tmp_path / ".out.jsonl.w4.part"
    stray_file.write_text("half")
    stray_audit.write_text("half")
    stray_folder.mkdir()
    (stray_folder / "a.txt").write_text("half")
    unrelated = tmp_path / ".other.jsonl.x.part"
    unrelated.write_text("someone else's")
    process_in_chunks([Document("n0", "text")], out, _CrashAfter(), {"run": 1})
    assert not stray_file.exists() and not stray_audit.exists() and not stray_folder.exists()
    assert unrelated.exists()


def test_deid_takes_the_output_format_from_the_output_suffix(tmp_path):
    src, out = tmp_path / "in.jsonl", tmp_path / "out.csv"
    _write_corpus(src, 2)
    result = _deid([str(src), "-o", str(out), "--rules-only", "--replace", "tag", "--no-progress"])
    assert result.exit_code == 0, result.output
    header = out.read_text(encoding="utf-8").splitlines()[0]
    assert not header.startswith("{") and "id" in header


@pytest.mark.parametrize(
    ("total", "workers", "expected"),
    [
        (10_000, 1, 200),
        (None, 1, 200),
        (None, 4, 50),
        (600, 2, 38),
        (100_000, 16, 200),
        (9_600, 16, 75),
        (30, 4, 10),
        (0, 2, 10),
    ],
)
def test_default_chunk_size_gives_each_worker_several_chunks_within_bounds(total, workers, expected) -> None:
    from phiscrub.batch import default_chunk_size

    assert default_chunk_size(total, workers) == expected
