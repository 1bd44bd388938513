import os
import sys
import threading

import pytest

from phiscrub import engine


def _pid_of_builder():
    return {"built_in": os.getpid()}


def _where(state, item):
    return state["built_in"], os.getpid(), item * 2


linux_only = pytest.mark.skipif(sys.platform != "linux", reason="workers are forked on Linux only")


@linux_only
def test_forked_workers_share_the_state_the_parent_built_once():
    if "torch" in sys.modules:
        pytest.skip("torch is loaded in this test process: workers are spawned")
    results = list(engine.map_in_workers(_where, range(20), _pid_of_builder, 2))
    assert [doubled for _, _, doubled in results] == [i * 2 for i in range(20)]
    assert {built_in for built_in, _, _ in results} == {os.getpid()}
    assert os.getpid() not in {worker for _, worker, _ in results}


def test_spawned_workers_build_their_own_state(monkeypatch):
    monkeypatch.setattr(engine, "start_method", lambda: "spawn")
    results = list(engine.map_in_workers(_where, range(20), _pid_of_builder, 2))
    assert [doubled for _, _, doubled in results] == [i * 2 for i in range(20)]
    assert all(built_in == worker != os.getpid() for built_in, worker, _ in results)


def test_one_worker_runs_here():
    assert list(engine.map_in_workers(_where, [1], _pid_of_builder, 1)) == [(os.getpid(), os.getpid(), 2)]


@linux_only
def test_a_second_thread_means_spawn_not_fork():
    if "torch" in sys.modules:
        pytest.skip("torch is loaded in this test process")
    assert engine.start_method() == "fork"
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        assert engine.start_method() == "spawn"
    finally:
        stop.set()
        thread.join()
