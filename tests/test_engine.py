import os
import sys

import pytest

from phiscrub import engine


def _pid_of_builder():
    return {"built_in": os.getpid()}


def _where(state, item):
    return state["built_in"], os.getpid(), item * 2


linux_only = pytest.mark.skipif(sys.platform != "linux", reason="workers are forked on Linux only")


@linux_only
def test_forked_workers_share_the_state_the_parent_built_once(monkeypatch):
    monkeypatch.setattr(engine, "start_method", lambda: "fork")
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
@pytest.mark.parametrize(
    ("threads", "torch_loaded", "expected"),
    [(1, False, "fork"), (2, False, "spawn"), (1, True, "spawn")],
)
def test_workers_are_forked_only_from_a_single_threaded_process_without_torch(
    monkeypatch, threads, torch_loaded, expected
):
    monkeypatch.setattr(engine.threading, "active_count", lambda: threads)
    if torch_loaded:
        monkeypatch.setitem(sys.modules, "torch", object())
    else:
        monkeypatch.delitem(sys.modules, "torch", raising=False)
    assert engine.start_method() == expected


def test_workers_are_spawned_off_linux(monkeypatch):
    monkeypatch.setattr(engine.sys, "platform", "darwin")
    assert engine.start_method() == "spawn"
