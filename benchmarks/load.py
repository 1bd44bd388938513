"""Bounded load test of `phiscrub serve` on 127.0.0.1: requests/s, latency percentiles, errors, server memory.

    .venv/bin/python benchmarks/load.py --corpus data/synth/dev.jsonl [--clients 64] [--requests 10000]
        [--workers 2] [--tokens 250] [--endpoint tag|deid] [--replace tag] [--rules-only] [--max-seconds 900]
        [--in-process]

Starts the real server (a subprocess listening on 127.0.0.1 only, on a free port, access log off), waits for /health,
sends a warm-up round, then lets `--clients` concurrent clients share `--requests` requests, one note of about
`--tokens` tokens each (notes of the corpus joined line by line until that long), and stops by itself: when every
request is answered, or after `--max-seconds`. The server's resident memory (its process and all its workers) is read
at the start, half-way and at the end. With `--in-process` it first tags the same notes in this process with the
pipeline the server builds (its recipe, `phiscrub.server.service.recipe_of`), so that the server's CPU per request
can be read against the tagging alone: what is left is HTTP, JSON and the worker thread. Prints a Markdown table
for benchmarks/RESULTS.md; never prints note text.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import httpx

from phiscrub.tokenize.tokenizer import tokenize

HOST = "127.0.0.1"  # never another address: the load test must not reach beyond this machine


@dataclass
class Tally:
    """What the clients saw: one latency per answered request, the errors by kind, memory samples."""

    latencies: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    rss_mb: list[float] = field(default_factory=list)
    server_cpu_s: float = 0.0
    client_cpu_s: float = 0.0

    def error(self, kind: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1


def notes_of_tokens(corpus: Path, tokens: int, count: int) -> list[str]:
    """Return `count` notes of at least `tokens` tokens, made of the corpus's lines in order (cycling)."""
    lines = [
        line
        for raw in corpus.read_text(encoding="utf-8").splitlines()
        if raw.strip()
        for line in json.loads(raw)["text"].splitlines()
        if line.strip()
    ]
    source = itertools.cycle(lines)
    notes = []
    for _ in range(count):
        note: list[str] = []
        while len(tokenize("\n".join(note))) < tokens:
            note.append(next(source))
        notes.append("\n".join(note))
    return notes


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def tree_files(pid: int, name: str) -> list[str]:
    """Return /proc/<p>/<name> of process `pid` and of each of its live descendants (Linux)."""
    found = []
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            content = Path(f"/proc/{current}/{name}").read_text(encoding="ascii")
            children = Path(f"/proc/{current}/task/{current}/children").read_text(encoding="ascii").split()
        except OSError:
            continue  # a worker that has just exited
        found.append(content)
        pending.extend(int(child) for child in children)
    return found


def tree_rss_mb(pid: int) -> float:
    """Return the resident memory of process `pid` and all its descendants, in MB."""
    total_kb = sum(
        next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")), 0)
        for status in tree_files(pid, "status")
    )
    return total_kb / 1024


def tree_cpu_s(pid: int) -> float:
    """Return the CPU seconds (user + system) used so far by process `pid` and its live descendants."""
    ticks = 0
    for stat in tree_files(pid, "stat"):
        fields = stat.rsplit(")", 1)[1].split()  # after the command name, which may hold spaces
        ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def start_server(args: argparse.Namespace, port: int, log: IO[bytes]) -> subprocess.Popen[bytes]:
    """Start `phiscrub serve` on `port`; its log (warnings only, never note text) goes to `log`, not to a pipe that
    nobody reads and that would stall the server once full."""
    command = [sys.executable, "-m", "phiscrub.cli.main", "serve", "--host", HOST, "--port", str(port)]
    command += ["--workers", str(args.workers), "--no-access-log", "--log-level", "warning"]
    command += ["--max-documents", "1", "--timeout", str(args.timeout), "--lang", args.lang]
    if args.model is not None:
        command += ["--model", str(args.model)]
    if args.rules_only:
        command.append("--rules-only")
    env = dict(os.environ)
    if args.replace == "surrogate":
        env.setdefault("PHISCRUB_KEY", "a throw-away key of the load test, never used for real notes")
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=log)


def wait_until_healthy(server: subprocess.Popen[bytes], url: str, seconds: float = 300.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server exited with code {server.returncode} before answering /health")
        try:
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.25)
    raise SystemExit(f"the server did not answer /health within {seconds:.0f}s")


async def run_clients(args: argparse.Namespace, url: str, notes: list[str], server_pid: int, tally: Tally) -> float:
    """Send `args.requests` requests from `args.clients` concurrent clients; return the seconds it took."""
    body = {"tag": lambda note: {"text": note}, "deid": lambda note: {"text": note, "replace": args.replace}}
    endpoint = f"{url}/v1/{args.endpoint}"
    counter = itertools.count()
    halfway = args.requests // 2
    stop_at = time.monotonic() + args.max_seconds
    limits = httpx.Limits(max_connections=args.clients, max_keepalive_connections=args.clients)

    async def client(http: httpx.AsyncClient) -> None:
        while (index := next(counter)) < args.requests and time.monotonic() < stop_at:
            if index == halfway:
                tally.rss_mb.append(tree_rss_mb(server_pid))
            started = time.perf_counter()
            try:
                response = await http.post(endpoint, json=body[args.endpoint](notes[index % len(notes)]))
            except httpx.HTTPError as error:
                tally.error(type(error).__name__)
                continue
            if response.status_code == 200:
                tally.latencies.append(time.perf_counter() - started)
            else:
                tally.error(f"HTTP {response.status_code}")

    async with httpx.AsyncClient(limits=limits, timeout=args.timeout + 30) as http:
        for note in notes[: args.workers * 4]:  # warm-up: each worker's first requests build its replacers
            await http.post(endpoint, json=body[args.endpoint](note))
        tally.rss_mb.append(tree_rss_mb(server_pid))
        started, server_cpu, client_cpu = time.perf_counter(), tree_cpu_s(server_pid), time.process_time()
        await asyncio.gather(*(client(http) for _ in range(args.clients)))
        tally.server_cpu_s = tree_cpu_s(server_pid) - server_cpu
        tally.client_cpu_s = time.process_time() - client_cpu
        return time.perf_counter() - started


def in_process_ms(args: argparse.Namespace, notes: list[str], rounds: int = 4) -> float:
    """Return the CPU ms per note of tagging `notes` in this process with the pipeline the server would build."""
    from phiscrub.document import Document
    from phiscrub.server.service import recipe_of
    from phiscrub.server.settings import ServerSettings

    settings = ServerSettings(model=args.model, lang=args.lang, rules_only=args.rules_only)
    pipeline = recipe_of(settings).build_pipeline()
    docs = [Document(f"note-{k}", note) for k, note in enumerate(notes)]
    for doc in docs:  # warm-up: lazy loads and caches, as the server's warm-up does
        pipeline.tag(doc)
    started = time.process_time()
    for _ in range(rounds):
        for doc in docs:
            pipeline.tag(doc)
    return 1000 * (time.process_time() - started) / (rounds * len(docs))


def percentile_ms(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("data/synth/dev.jsonl"), help="a JSONL corpus")
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tokens", type=int, default=250, help="tokens per note sent")
    parser.add_argument("--endpoint", choices=("tag", "deid"), default="tag")
    parser.add_argument("--replace", default="tag", help="the operator of --endpoint deid")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--model", type=Path)
    parser.add_argument("--rules-only", action="store_true")
    parser.add_argument("--timeout", type=float, default=30.0, help="the server's per-request timeout")
    parser.add_argument("--max-seconds", type=float, default=900.0, help="stop sending after this long")
    parser.add_argument("--in-process", action="store_true", help="first time the tagging alone, in this process")
    args = parser.parse_args()
    notes = notes_of_tokens(args.corpus, args.tokens, 50)
    alone = in_process_ms(args, notes) if args.in_process else None
    port = free_port()
    url = f"http://{HOST}:{port}"
    tally = Tally()
    with tempfile.TemporaryFile() as log:
        server = start_server(args, port, log)
        try:
            wait_until_healthy(server, url)
            seconds = asyncio.run(run_clients(args, url, notes, server.pid, tally))
            tally.rss_mb.append(tree_rss_mb(server.pid))
        except SystemExit:
            log.seek(0)
            print(log.read().decode("utf-8", "replace")[-2000:], file=sys.stderr)  # the server's own last words
            raise
        finally:
            server.terminate()
            server.wait(timeout=60)
    answered = len(tally.latencies)
    errors = sum(tally.errors.values())
    model = "rules only" if args.rules_only else str(args.model or f"shipped {args.lang}")
    print(
        f"server: {args.workers} worker(s), {model}; POST /v1/{args.endpoint}; notes of >= {args.tokens} tokens "
        f"(mean {statistics.mean(len(tokenize(note)) for note in notes):.0f}); cores: {os.cpu_count()}"
    )
    print(
        "| clients | requests | answered | errors | req/s | p50 ms | p99 ms | server RSS MB start / half / end "
        "| CPU ms / request: server, client |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---|---|")
    sent = max(1, answered + errors)
    rss = " / ".join(f"{value:.0f}" for value in tally.rss_mb)
    print(
        f"| {args.clients} | {args.requests} | {answered} | {errors} | {(answered + errors) / seconds:.1f} | "
        f"{percentile_ms(tally.latencies, 0.5):.0f} | {percentile_ms(tally.latencies, 0.99):.0f} | {rss} | "
        f"{1000 * tally.server_cpu_s / sent:.1f}, {1000 * tally.client_cpu_s / sent:.1f} |"
    )
    if alone is not None:
        print(f"tagging alone, in this process (POST /v1/tag's work without HTTP): {alone:.1f} CPU ms / note")
    if tally.errors:
        print("errors: " + ", ".join(f"{kind} x{count}" for kind, count in sorted(tally.errors.items())))


if __name__ == "__main__":
    main()
