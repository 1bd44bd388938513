"""Batch processing of a corpus in resumable chunks: the engine behind `phiscrub deid`.

Documents are read in input order and cut into chunks of `chunk_size`. Each chunk is processed (in a worker process
when `workers > 1`) and written, atomically, as one file in a work folder beside the output: each note's output JSONL
line and its audit record. As soon as a chunk and every chunk before it are finished, they are streamed, in order,
into the output (through the output format's writer; JSONL lines are copied as they are) and the audit file, both
written atomically, while the workers go on; at the end the work folder is removed. A run killed at any point leaves
only whole chunk files; `resume=True` skips them, so every note ends up written exactly once. Each chunk records a
digest of its input notes, so a run stopped by an input error resumes once the input is fixed: a chunk whose notes
changed is done again. A run that stops before finishing any chunk removes its work folder. Worker processes end as
soon as the parent process is gone (killed or crashed), rather than waiting forever for work. The work folder holds
de-identified text only, never the input.
"""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from itertools import islice
from pathlib import Path
from typing import Any, Final, Protocol

from phiscrub.audit import AuditRecord
from phiscrub.document import Document
from phiscrub.engine import map_in_workers
from phiscrub.errors import ConfigError, PhiscrubError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.jsonl import document_from_line, document_line, document_to_json, write_jsonl_lines
from phiscrub.io.registry import Writer

logger = logging.getLogger(__name__)

WORK_SUFFIX = ".phiscrub-work"


class DocumentProcessor(Protocol):
    """Turns one input document into its output document and audit record."""

    def __call__(self, doc: Document) -> tuple[Document, AuditRecord]:
        """Return the output note and its audit record."""
        ...


ProcessorFactory = Callable[[], DocumentProcessor]


@dataclass(frozen=True, slots=True)
class BatchSummary:
    """How a batch run went: notes processed now, notes taken from an earlier run, chunks, seconds."""

    notes: int
    resumed_notes: int
    chunks: int
    seconds: float


def _chunks(docs: Iterable[Document], size: int) -> Iterator[list[Document]]:
    iterator = iter(docs)
    while chunk := list(islice(iterator, size)):
        yield chunk


def work_folder(output: Path) -> Path:
    """Return the folder where a run writing `output` keeps its finished chunks."""
    return output.with_name(output.name + WORK_SUFFIX)


def _chunk_path(work: Path, index: int) -> Path:
    return work / f"chunk-{index:07d}.jsonl"


def input_digest(docs: Iterable[Document]) -> str:
    """Return the sha256 of the canonical JSON of `docs`: what a chunk was made from."""
    digest = hashlib.sha256()
    for doc in docs:
        digest.update(json.dumps(document_to_json(doc), ensure_ascii=False, sort_keys=True, default=str).encode())
        digest.update(b"\n")
    return digest.hexdigest()


CHUNK_LAYOUT: Final = 2
"""The layout of a chunk file: a header line, then two lines per note (its output JSONL line, its audit line)."""


def _write_chunk(work: Path, index: int, digest: str, results: Sequence[tuple[Document, AuditRecord]]) -> None:
    with atomic_write(_chunk_path(work, index)) as handle:
        handle.write(json.dumps({"input_sha256": digest, "layout": CHUNK_LAYOUT}) + "\n")
        for doc, audit in results:
            handle.write(document_line(doc) + "\n")
            handle.write(json.dumps(asdict(audit), ensure_ascii=False, default=str) + "\n")


def chunk_records(work: Path, index: int) -> Iterator[tuple[str, str]]:
    """Yield the (output JSONL line, audit line) of each note of finished chunk `index`, newlines included."""
    with _chunk_path(work, index).open(encoding="utf-8", newline="") as handle:
        handle.readline()  # the header: the input digest
        for doc_line in handle:
            yield doc_line, handle.readline()


def _is_done(work: Path, index: int, digest: str) -> bool:
    """Return whether chunk `index` is finished and was made from the notes of `digest` (else it is done again)."""
    path = _chunk_path(work, index)
    if not path.exists():
        return False
    with path.open(encoding="utf-8") as handle:
        first = json.loads(handle.readline() or "{}")
    return isinstance(first, dict) and first.get("input_sha256") == digest and first.get("layout") == CHUNK_LAYOUT


class RunStoppedError(PhiscrubError):
    """A batch run stopped on an error; the message says what became of its work folder and what to do next."""


def _check_run_signature(work: Path, signature: dict[str, Any], resume: bool) -> None:
    marker = work / "run.json"
    if marker.exists():
        if not resume:
            raise ConfigError(
                f"{work} holds an unfinished run: pass --resume to finish it, or delete the folder to start again"
            )
        earlier = json.loads(marker.read_text(encoding="utf-8"))
        if earlier != signature:
            raise ConfigError(f"{work} holds a run with other input or options; delete it to start again")
        return
    work.mkdir(parents=True, exist_ok=True)
    with atomic_write(marker) as handle:
        json.dump(signature, handle, sort_keys=True)


def run_signature(input_path: Path, options: dict[str, Any]) -> dict[str, Any]:
    """Return what identifies a run: the input's path and the options (no key).

    The input's content is not part of it: each chunk records a digest of its own notes, so a run can resume after
    the input was fixed, and only the chunks whose notes changed are done again.
    """
    digest = hashlib.sha256(json.dumps(options, sort_keys=True, default=str).encode("utf-8")).hexdigest()
    return {"input": str(input_path.resolve()), "options": digest}


def nothing_to_resume(output: Path) -> bool:
    """Return whether `output` is written and no unfinished run of it is left (a `--resume` has nothing to do)."""
    return output.exists() and not work_folder(output).exists()


def remove_stray_parts(output: Path) -> None:
    """Delete the temporary `.part` files and folders that a killed run left beside `output` (and its audit file)."""
    if not output.parent.is_dir():
        return
    for stray in output.parent.glob(f".{output.name}.*.part"):
        if stray.is_dir() and not stray.is_symlink():
            shutil.rmtree(stray)
        else:
            stray.unlink()


def _finished_chunks(work: Path) -> int:
    return sum(1 for _ in work.glob("chunk-*.jsonl"))


def _stopped(error: PhiscrubError, work: Path) -> RunStoppedError:
    """Return the error that tells what became of the work folder of a run that stopped on `error`."""
    done = _finished_chunks(work)
    if not done:
        remove_work_folder(work)
        return RunStoppedError(f"{error} (no chunk was finished, so {work} was removed: fix this and run again)")
    return RunStoppedError(
        f"{error} ({done} finished chunk(s) are kept in {work}: fix this and run again with --resume to go on; "
        "chunks whose notes changed are done again. Or delete that folder to start over)"
    )


class ChunkedRun:
    """One batch run of `docs` into chunk files in the work folder of `output`, resumable.

    Iterating it processes the chunks not already done (in `workers` processes) and yields the index of each
    finished chunk in input order, as soon as it and every chunk before it are finished (those of an earlier run
    included): the caller writes the output while the workers go on. `summary()` tells how the run went.

    Raises (while iterating):
        RunStoppedError: a PhiscrubError (bad input, say) stopped the run; its message says whether the finished
            chunks were kept for `resume=True` or the work folder was removed.
    """

    def __init__(
        self,
        docs: Iterable[Document],
        output: Path,
        factory: ProcessorFactory,
        signature: dict[str, Any],
        *,
        workers: int = 1,
        chunk_size: int = 200,
        resume: bool = False,
        on_progress: Callable[[int], None] | None = None,
    ) -> None:
        if workers < 1 or chunk_size < 1:
            raise ConfigError("workers and chunk size must be at least 1")
        self.work = work_folder(output)
        _check_run_signature(self.work, signature, resume)
        remove_stray_parts(output)
        for stale in self.work.glob(".*.part"):  # what a killed run was writing when it died: never a finished chunk
            stale.unlink()
        self._docs, self._factory, self._workers, self._chunk_size = docs, factory, workers, chunk_size
        self._progress = on_progress or (lambda _: None)
        self._notes = self._resumed = self._chunks = 0
        self._started = self._ended = time.perf_counter()

    def __iter__(self) -> Iterator[int]:
        self._started = time.perf_counter()
        try:
            yield from self._finished_in_order()
        except PhiscrubError as error:
            raise _stopped(error, self.work) from error
        except Exception:
            if not _finished_chunks(self.work):
                remove_work_folder(self.work)
            raise
        finally:
            self._ended = time.perf_counter()

    def records(self) -> Iterator[tuple[str, str]]:
        """Run, and yield the (output JSONL line, audit line) of every note in input order, newlines included."""
        for index in self:
            yield from chunk_records(self.work, index)

    def summary(self) -> BatchSummary:
        """Return how the run went (so far)."""
        return BatchSummary(self._notes, self._resumed, self._chunks, self._ended - self._started)

    def _finished_in_order(self) -> Iterator[int]:
        done_before: deque[int] = deque()  # chunks an earlier run finished, not yet handed on

        def chunks_to_do() -> Iterator[tuple[Path, int, str, list[Document]]]:
            for index, chunk in enumerate(_chunks(self._docs, self._chunk_size)):
                self._chunks += 1
                digest = input_digest(chunk)
                if _is_done(self.work, index, digest):
                    self._resumed += len(chunk)
                    self._progress(len(chunk))
                    done_before.append(index)
                    continue
                yield self.work, index, digest, chunk

        tasks = map_in_workers(_process_chunk, chunks_to_do(), self._factory, self._workers)
        for index, count in tasks:
            while done_before and done_before[0] < index:
                yield done_before.popleft()
            self._notes += count
            self._progress(count)
            yield index
        yield from done_before


def process_in_chunks(
    docs: Iterable[Document],
    output: Path,
    factory: ProcessorFactory,
    signature: dict[str, Any],
    *,
    workers: int = 1,
    chunk_size: int = 200,
    resume: bool = False,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[Path, BatchSummary]:
    """Process `docs` into chunk files in the work folder of `output`; return that folder and a summary.

    Raises:
        RunStoppedError: as `ChunkedRun`.
    """
    run = ChunkedRun(
        docs, output, factory, signature, workers=workers, chunk_size=chunk_size, resume=resume, on_progress=on_progress
    )
    for _ in run:
        pass
    return run.work, run.summary()


def _process_chunk(processor: DocumentProcessor, task: tuple[Path, int, str, list[Document]]) -> tuple[int, int]:
    """Process and write one chunk (in a worker process); return its index and how many notes it held."""
    work, index, digest, docs = task
    _write_chunk(work, index, digest, [processor(doc) for doc in docs])
    return index, len(docs)


def write_run(run: ChunkedRun, write: Writer | None, output: Path, audit_path: Path) -> int:
    """Write the output and audit file of `run` while it runs (each atomically); return the notes written.

    `write` is the output format's writer; None writes the chunks' JSONL lines as they are (no parsing again). The
    temporary files a killed run left for the audit file (written from the start now) are removed first.
    """
    remove_stray_parts(audit_path)
    with atomic_write(audit_path) as audit:

        def output_lines() -> Iterator[str]:
            for doc_line, audit_line in run.records():
                audit.write(audit_line)
                yield doc_line

        if write is None:
            return write_jsonl_lines(output_lines(), output)
        return write(map(document_from_line, output_lines()), output)


def finished_documents(work: Path, chunks: int) -> Iterator[Document]:
    """Yield the processed documents of every chunk, in input order."""
    for index in range(chunks):
        for doc_line, _ in chunk_records(work, index):
            yield document_from_line(doc_line)


def remove_work_folder(work: Path) -> None:
    """Delete a finished run's work folder."""
    if not work.name.endswith(WORK_SUFFIX):
        raise PhiscrubError(f"{work} is not a phiscrub work folder; not deleting it")
    shutil.rmtree(work)


MAX_CHUNK: Final = 200
"""The largest chunk: a resumed run redoes at most this many notes."""

MIN_CHUNK: Final = 10
"""The smallest chunk: below it, handing chunks to workers costs more than it saves."""

CHUNKS_PER_WORKER: Final = 8
"""Chunks each worker should get at least, so that workers finish together (no long tail on one chunk)."""


def default_chunk_size(total: int | None, workers: int) -> int:
    """Return the chunk size for `total` notes (None: unknown) and `workers` processes.

    One worker takes the largest chunks (fewer files, same speed). Several workers need enough chunks to share the
    work evenly and keep every worker busy to the end: about CHUNKS_PER_WORKER chunks each, between MIN_CHUNK and
    MAX_CHUNK notes; for an input of unknown size, 50 (on 2 cores 50 beat 200 by 15 %; benchmarks/RESULTS.md).
    """
    if workers <= 1:
        return MAX_CHUNK
    if total is None:
        return 50
    return max(MIN_CHUNK, min(MAX_CHUNK, -(-total // (CHUNKS_PER_WORKER * workers))))


def count_documents(path: Path, fmt: str) -> int | None:
    """Return how many documents `path` holds when that is cheap to know (for a progress total), else None."""
    if fmt == "jsonl" and path.is_file():
        with path.open("rb") as handle:
            return sum(1 for line in handle if line.strip())
    if path.is_dir() and fmt in {"text", "brat", "i2b2"}:
        suffix = {"text": ".txt", "brat": ".txt", "i2b2": ".xml"}[fmt]
        return sum(1 for p in path.rglob(f"*{suffix}") if not p.name.startswith("."))
    return None
