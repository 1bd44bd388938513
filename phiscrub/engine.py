"""The one parallel engine: work in worker processes, each building its state once, results in input order.

`map_in_workers(work, items, state_factory, workers)` is what `Pipeline.pipe(n_process=...)`, the chunked batch runs
of `phiscrub deid`, training (`HybridPipeline.fit(workers=...)`) and the benchmarks use. Each worker process calls
`state_factory()` once (loading a model, say) and then `work(state, item)` for many items; the parent keeps at most
`2 * workers` items in flight, so an input of any size never sits in memory, and yields results in input order.
Workers end as soon as the parent process is gone, rather than sleeping forever on a pipe nobody will write to.

How workers start (`start_method`): on Linux, when this process runs a single thread and has not loaded torch, the
parent builds the state once and the workers are forked from it. They start at once, without importing and loading
a model each, and share the model's memory pages (copy-on-write) instead of holding a copy each. On a 16-core
machine spawned workers used 25 % more CPU per note with 8 workers and 69 % more with 16 than one worker alone;
forked ones 4 % and 30 % (benchmarks/deid_speed.py, benchmarks/RESULTS.md). Anywhere else they are spawned (a fresh
interpreter that inherits no lock held by another thread, nor torch's thread pools) and each builds its own state.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Final, TypeVar

from phiscrub.errors import ConfigError

State = TypeVar("State")
Item = TypeVar("Item")
Result = TypeVar("Result")

PARENT_CHECK_SECONDS: Final = 0.5
"""How often a worker process checks that its parent is still alive."""

_WORKER_STATE: list[Any] = []
"""The state of this worker process (empty in the parent): built once by `state_factory`, read by every task."""


def exit_with_parent(parent: int | None = None, interval: float = PARENT_CHECK_SECONDS) -> None:
    """Start a daemon thread that ends this worker process as soon as its parent process is gone.

    A pool worker waits for work on a pipe that the parent and its sibling workers all hold open, so it never sees
    the parent die; a killed parent would leave its workers asleep forever. When the parent dies the worker is
    re-parented (to init or a subreaper), which `os.getppid` shows.

    Args:
        parent: The process id of the parent, as the parent itself read it before starting the worker; None: this
            process's parent now. Give it: a worker still starting when its parent is killed is already re-parented
            when it gets here, and would otherwise take its new parent for the one to outlive.
        interval: Seconds between two checks.
    """
    expected = os.getppid() if parent is None else parent

    def watch() -> None:
        while os.getppid() == expected:
            time.sleep(interval)
        os._exit(1)  # no clean-up to run: outputs are written atomically, a half-written file is only a .part file

    threading.Thread(target=watch, name="phiscrub-parent-watch", daemon=True).start()


def start_method() -> str:
    """Return how worker processes start here: "fork" (sharing the parent's state) where that is safe, else "spawn".

    Fork copies only the calling thread: a lock another thread holds at that moment stays held in the child forever,
    and torch's thread pools break in a forked child. So fork only on Linux (macOS's system libraries are not
    fork-safe), with this process on one thread and torch not loaded.
    """
    if sys.platform != "linux" or threading.active_count() > 1 or "torch" in sys.modules:
        return "spawn"
    return "fork"


def _start_worker(state_factory: Callable[[], Any], parent: int | None = None) -> None:
    exit_with_parent(parent)
    _WORKER_STATE[:] = [state_factory()]


def _adopt_state(state: Any, parent: int) -> None:
    """Start a forked worker: its state came with the fork (initializer arguments are not pickled then)."""
    exit_with_parent(parent)
    _WORKER_STATE[:] = [state]


def _run_task(work: Callable[[Any, Any], Any], item: Any) -> Any:
    return work(_WORKER_STATE[0], item)


def map_in_workers(
    work: Callable[[State, Item], Result],
    items: Iterable[Item],
    state_factory: Callable[[], State],
    workers: int,
) -> Iterator[Result]:
    """Yield `work(state, item)` for each item, in input order, computed by `workers` processes (1: in this one).

    Args:
        work: A module-level function (it is pickled by name).
        items: The inputs, read lazily; each is pickled to a worker.
        state_factory: Builds what `work` needs: called once here when workers are forked (`start_method`), else
            once in each worker process (then a picklable callable: a module-level function, a
            `functools.partial`, a frozen recipe object).
        workers: How many processes; 1 runs everything here, without a pool.
    """
    if workers < 1:
        raise ConfigError(f"workers must be at least 1 (got {workers})")
    if workers == 1:
        state = state_factory()
        yield from (work(state, item) for item in items)
        return
    context = multiprocessing.get_context(start_method())
    iterator = iter(items)
    pending: deque[Future[Result]] = deque()
    parent = os.getpid()  # read here: a worker may start after the parent died
    initializer: Callable[..., None] = _start_worker
    initargs: tuple[Any, ...] = (state_factory, parent)
    if context.get_start_method() == "fork":
        initializer, initargs = _adopt_state, (state_factory(), parent)
    with ProcessPoolExecutor(workers, context, initializer=initializer, initargs=initargs) as pool:
        while True:
            while len(pending) < 2 * workers and (item := next(iterator, _END)) is not _END:
                pending.append(pool.submit(_run_task, work, item))
            if not pending:
                return
            yield pending.popleft().result()


_END: Final[Any] = object()


def _returns(value: Any) -> Any:
    return value


def _call(function: Callable[[Any], Any], item: Any) -> Any:
    return function(item)


def map_jobs(function: Callable[[Item], Result], items: Iterable[Item], workers: int) -> Iterator[Result]:
    """Yield `function(item)` for each item, in input order, in `workers` processes (jobs that need no shared state)."""
    return map_in_workers(_call, items, functools.partial(_returns, function), workers)
