"""Time to a first tagged note in a fresh process: import, model load, first note; with the load cache off and on.

    .venv/bin/python benchmarks/load_time.py [--lang en] [--runs 3]

Each run is a new Python process that imports phiscrub, loads the shipped model of `--lang` and tags one invented
sentence, timing each step in CPU seconds of that process (`time.process_time`). "cache off" runs with
`PHISCRUB_CACHE_DIR=off`; "cache on" with a fresh temporary cache folder, filled by one unreported run first, so
the reported runs read the tables back (`phiscrub.resources.cache`). Prints a markdown table of the min-max over
the runs.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence

PROBE = """
import json, time
started = time.process_time()
import phiscrub
from phiscrub.api import default_pipeline
from phiscrub.document import Document
imported = time.process_time()
pipeline = default_pipeline({lang!r})
loaded = time.process_time()
pipeline.tag(Document("probe", "Seen by Dr. Ana Ruiz on 03/04/2021 in Worcester."))
tagged = time.process_time()
print(json.dumps([imported - started, loaded - imported, tagged - loaded, tagged - started]))
"""


def probe(lang: str, cache: str) -> list[float]:
    """Return [import, load, first note, total] CPU seconds of one fresh process."""
    env = {**os.environ, "PHISCRUB_CACHE_DIR": cache}
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(lang=lang)], env=env, capture_output=True, text=True, check=True
    )
    return [float(value) for value in json.loads(out.stdout.strip().splitlines()[-1])]


def span(values: list[float]) -> str:
    low, high = min(values), max(values)
    return f"{low:.2f} s" if f"{low:.2f}" == f"{high:.2f}" else f"{low:.2f}-{high:.2f} s"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="en", help="Shipped model to load (en or es).")
    parser.add_argument("--runs", type=int, default=3, help="Fresh processes per setting.")
    args = parser.parse_args(argv)
    print(f"| {args.lang} model | import | load model | first note | total |")
    print("|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="phiscrub-cache-") as folder:
        probe(args.lang, folder)  # fills the cache
        for name, cache in (("load cache off", "off"), ("load cache on", folder)):
            runs = [probe(args.lang, cache) for _ in range(args.runs)]
            cells = " | ".join(span([run[i] for run in runs]) for i in range(4))
            print(f"| {name} | {cells} |")


if __name__ == "__main__":
    main()
