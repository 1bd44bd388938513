"""Fuzz every registered reader with mutated valid corpora; print cases and crashes (non-phiscrub errors) per format.

Each case writes a small valid corpus with the format's writer, damages one of its files (random bytes dropped,
inserted or replaced, an XML declaration naming another encoding, invalid UTF-8 inside a Parquet text column) and
reads it back. A reader may yield documents or raise PhiscrubError; anything else is a crash, counted by exception
type and the first frame of phiscrub it came through. Prints no note text (the notes are invented anyway). Usage:

    .venv/bin/python benchmarks/fuzz_readers.py --cases 2000 --seed 0
    .venv/bin/python benchmarks/fuzz_readers.py --formats i2b2 parquet --cases 20000
"""

from __future__ import annotations

import argparse
import collections
import logging
import random
import shutil
import tempfile
import time
import traceback
from pathlib import Path

from phiscrub.document import Document, Span
from phiscrub.errors import PhiscrubError
from phiscrub.io.registry import FORMATS, reader, writer

TARGETS = {
    "jsonl": "corpus.jsonl",
    "brat": "notes",
    "i2b2": "notes",
    "i2b2-2006": "corpus.xml",
    "physionet": "corpus/id.text",
    "text": "notes",
    "csv": "corpus.csv",
    "parquet": "corpus.parquet",
}
ENCODINGS = (b"UTF-8", b"UTF-7", b"UTF-16", b"ISO-8859-1", b"Shift_JIS", b"x-unknown", b"UT-8", b"")
SPECIAL = (b"\n", b"\r\n", b'"', b"<", b">", b"&", b"|", b"||||", b"-1", b"\xff", b"\xc3", b"\xe2\x82", b"\x00")


def _corpus(rng: random.Random) -> list[Document]:
    """Return one to three short invented notes with a span or two, ids `p<patient>-<note>` (PhysioNet needs that)."""
    words = ["Seen", "by", "Dr.", "Ana", "Ruiz", "on", "03/04/2021", "é", "ü", "&", "<b>", "]]>", "\r\n", "\t", "|"]
    docs = []
    for number in range(rng.randint(1, 3)):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 25)))
        start = rng.randrange(len(text))
        end = min(len(text), start + rng.randint(1, 10))
        spans = (Span(start, end, rng.choice(["DOCTOR", "DATE", "CITY"])),) if text[start:end].strip() else ()
        docs.append(Document(f"p{number}-{number}", text, spans, {"patient_id": f"p{number}", "note": str(number)}))
    return docs


def _mutate(data: bytes, rng: random.Random) -> bytes:
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(data) + 1)
        drop = rng.randint(0, 6)
        insert = (
            rng.choice(SPECIAL) if rng.random() < 0.3 else bytes(rng.randrange(256) for _ in range(rng.randint(0, 4)))
        )
        data = data[:at] + insert + data[at + drop :]
    return data


def _redeclare(data: bytes, rng: random.Random) -> bytes:
    """Return XML whose declaration names another encoding (or a new declaration in front)."""
    declaration = b'<?xml version="1.0" encoding="' + rng.choice(ENCODINGS) + b'"?>\n'
    if data.startswith(b"<?xml"):
        return declaration + data[data.index(b"?>") + 2 :].lstrip(b"\n")
    return declaration + data


def _bad_utf8_parquet(path: Path, docs: list[Document], rng: random.Random) -> None:
    """Rewrite a Parquet corpus so that a text cell holds bytes that are not UTF-8 in a string column."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    texts = [doc.text.encode("utf-8") for doc in docs]
    victim = rng.randrange(len(texts))
    at = rng.randint(0, len(texts[victim]))
    texts[victim] = (
        texts[victim][:at] + rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80"]) + texts[victim][at:]
    )
    table = pa.table(
        {
            "id": pa.array([doc.id for doc in docs]),
            "text": pa.array(texts, pa.binary()).cast(pa.string(), safe=False),
        }
    )
    pq.write_table(table, path)


def _where(error: BaseException) -> str:
    """Return the innermost phiscrub frame an exception passed through, as `module:line`."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if "/phiscrub/" in frame.filename]
    if not frames:
        return "?"
    frame = frames[-1]
    return f"{Path(frame.filename).name}:{frame.lineno}"


def fuzz_format(fmt: str, cases: int, rng: random.Random) -> tuple[int, int, collections.Counter[str]]:
    """Return (cases run, read errors raised as PhiscrubError, crashes by type and place) for one format."""
    crashes: collections.Counter[str] = collections.Counter()
    refused = 0
    for _ in range(cases):
        folder = Path(tempfile.mkdtemp(prefix="phiscrub-fuzz-"))
        try:
            target = folder / TARGETS[fmt]
            docs = _corpus(rng)
            try:
                writer(fmt)(docs, target)
            except PhiscrubError:
                continue
            files = sorted(path for path in folder.rglob("*") if path.is_file())
            victim = rng.choice(files)
            data = victim.read_bytes()
            roll = rng.random()
            if fmt in {"i2b2", "i2b2-2006"} and roll < 0.2:
                victim.write_bytes(_redeclare(data, rng))
            elif fmt == "parquet" and roll < 0.3:
                _bad_utf8_parquet(target, docs, rng)
            else:
                victim.write_bytes(_mutate(data, rng))
            try:
                for _doc in reader(fmt)(target):
                    pass
            except PhiscrubError:
                refused += 1
            except Exception as error:  # noqa: BLE001 - counting every crash is the point of this script
                crashes[f"{type(error).__name__} at {_where(error)}"] += 1
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return cases, refused, crashes


def main(argv: list[str] | None = None) -> int:
    """Fuzz the chosen formats and print the table; return 1 when any reader crashed."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=1000, help="mutated corpora per format")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--formats", nargs="+", default=list(FORMATS), choices=FORMATS)
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)  # readers warn about skipped files and odd labels; counts are what matter here
    rng = random.Random(args.seed)
    print(f"{'format':<10} {'cases':>7} {'refused':>8} {'crashes':>8} {'cases/s':>8}  crash kinds")
    total_crashes = 0
    for fmt in args.formats:
        began = time.perf_counter()
        cases, refused, crashes = fuzz_format(fmt, args.cases, rng)
        elapsed = time.perf_counter() - began
        count = sum(crashes.values())
        total_crashes += count
        kinds = "; ".join(f"{kind} x{n}" for kind, n in crashes.most_common(3)) or "-"
        print(f"{fmt:<10} {cases:>7} {refused:>8} {count:>8} {cases / elapsed:>8.0f}  {kinds}")
    return 1 if total_crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
