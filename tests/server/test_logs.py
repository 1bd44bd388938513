"""A real `phiscrub serve` (uvicorn, two worker processes) gets requests carrying PHI, good and bad; neither its
access and error logs nor its error bodies may hold any of it."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx", reason="httpx is part of the dev extra")
pytest.importorskip("uvicorn", reason="uvicorn is part of the server extra")

PHI = ("Ana Ruiz", "7734-2291", "03/04/2021")
NOTE = "Seen by Dr. Ana Ruiz (MRN 7734-2291) on 03/04/2021; the fever has resolved."
TOKEN = "a-token-for-the-log-test"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    folder = tmp_path_factory.mktemp("serve")
    (folder / "token").write_text(TOKEN, encoding="utf-8")
    log = folder / "server.log"
    port = free_port()
    command = [sys.executable, "-m", "phiscrub.cli.main", "serve", "--port", str(port), "--rules-only"]
    command += ["--workers", "2", "--token-file", str(folder / "token"), "--max-bytes", "2000"]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT, env={"PATH": "/usr/bin:/bin"})
        url = f"http://127.0.0.1:{port}"
        try:
            for _ in range(240):
                try:
                    if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert process.poll() is None, log.read_text(encoding="utf-8")
                time.sleep(0.25)
            yield url, log
        finally:
            process.terminate()
            process.wait(timeout=30)


def test_logs_and_error_bodies_of_requests_carrying_phi_hold_none_of_it(server: tuple[str, Path]) -> None:
    url, log = server
    auth = {"Authorization": f"Bearer {TOKEN}"}
    json_type = {"content-type": "application/json", **auth}
    answers = [
        httpx.post(f"{url}/v1/tag", json={"text": NOTE}, headers=auth),
        httpx.post(f"{url}/v1/deid", json={"documents": [{"id": "n1", "text": NOTE}]}, headers=auth),
        httpx.post(f"{url}/v1/tag", json={"text": NOTE}),  # no token
        httpx.post(f"{url}/v1/tag", content=f'{{"text": "{NOTE}'.encode(), headers=json_type),  # cut short
        httpx.post(f"{url}/v1/tag", json={"text": [NOTE], "meta": {NOTE: NOTE}}, headers=auth),
        httpx.post(f"{url}/v1/tag", json={NOTE: 1, "documents": [{"id": "n2", NOTE: NOTE}]}, headers=auth),
        httpx.post(f"{url}/v1/tag", json={"text": NOTE * 40}, headers=auth),  # over --max-bytes
        httpx.post(f"{url}/v1/deid", json={"text": NOTE, "replace": "surrogate"}, headers=auth),  # no key
        httpx.post(f"{url}/v1/elsewhere", json={"text": NOTE}, headers=auth),
    ]
    statuses = [answer.status_code for answer in answers]
    assert statuses == [200, 200, 401, 422, 422, 422, 413, 422, 404]
    error_bodies = "\n".join(answer.text for answer in answers if answer.status_code >= 400)
    time.sleep(0.5)  # let the access log lines of the last requests reach the file
    logs = log.read_text(encoding="utf-8")
    assert "POST /v1/tag" in logs and "413" in logs, "the access log is on: the scan must have lines to read"
    for phi in PHI:
        assert phi not in logs
        assert phi not in error_bodies
