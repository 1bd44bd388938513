"""Regenerate tests/fixtures/pipeline_pin.json: digests of what the shipped pipelines find on the synthetic dev splits.

`tests/test_pipeline_pin.py` tags the same notes and compares the digests, so a refactor of the pipeline (its parts,
merge, overlap resolution, policy) that changes any span of any note fails a test. Only digests and counts are
stored. Regenerate only when a change is meant to alter the output (a retrained model, a new rule):

    .venv/bin/python scripts/update_pipeline_pin.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "pipeline_pin.json"

CONFIGS: tuple[dict[str, Any], ...] = (
    {"name": "en-dev", "lang": "en", "split": "dev.jsonl", "notes": 600, "policy": None, "rules_only": False},
    {
        "name": "en-dev-heldout",
        "lang": "en",
        "split": "dev_heldout.jsonl",
        "notes": 600,
        "policy": None,
        "rules_only": False,
    },
    {
        "name": "en-safe-harbor",
        "lang": "en",
        "split": "dev.jsonl",
        "notes": 150,
        "policy": "safe-harbor",
        "rules_only": False,
    },
    {"name": "es-on-en-notes", "lang": "es", "split": "dev.jsonl", "notes": 150, "policy": None, "rules_only": False},
    {"name": "en-rules", "lang": "en", "split": "dev_heldout.jsonl", "notes": 600, "policy": None, "rules_only": True},
    {"name": "es-rules", "lang": "es", "split": "dev.jsonl", "notes": 150, "policy": None, "rules_only": True},
    {
        "name": "en-fast-dev",
        "lang": "en",
        "split": "dev.jsonl",
        "notes": 300,
        "policy": None,
        "rules_only": False,
        "fast": True,
    },
    {
        "name": "en-fast-heldout",
        "lang": "en",
        "split": "dev_heldout.jsonl",
        "notes": 300,
        "policy": None,
        "rules_only": False,
        "fast": True,
    },
)
"""Each pinned configuration: shipped model (or its rules alone; "fast": the fast model), split of data/synth, how
many notes, policy."""


def read_notes(split: str, limit: int) -> list[Any]:
    """Return the first `limit` notes of a split of data/synth, without their gold spans."""
    from phiscrub.document import Document

    notes = []
    with (ROOT / "data" / "synth" / split).open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            notes.append(Document(record["id"], record["text"]))
            if len(notes) == limit:
                break
    return notes


def spans_digest(tagged: Iterable[Any]) -> tuple[str, int]:
    """Return the sha256 of every (doc id, start, end, label, source, score) and the number of spans."""
    digest = hashlib.sha256()
    count = 0
    for doc in tagged:
        for span in doc.spans:
            digest.update(f"{doc.id}\t{span.start}\t{span.end}\t{span.label}\t{span.source}\t{span.score!r}\n".encode())
            count += 1
    return digest.hexdigest(), count


def tag_config(config: dict[str, Any]) -> tuple[str, int]:
    """Return the digest and span count of one configuration."""
    from phiscrub.hybrid import HybridPipeline
    from phiscrub.taggers.rules import RuleTagger

    notes = read_notes(config["split"], config["notes"])
    if config["rules_only"]:
        rules = RuleTagger(lang=config["lang"], policy=config["policy"] or "i2b2")
        return spans_digest(doc.with_spans(rules.tag(doc)) for doc in notes)
    if config.get("fast"):
        from phiscrub.deidentifier import fast_model

        pipeline = HybridPipeline.load(fast_model(config["lang"]), policy=config["policy"])
    else:
        pipeline = HybridPipeline.load_default(config["lang"], policy=config["policy"])
    return spans_digest(pipeline.tag(doc) for doc in notes)


def main(argv: Sequence[str] | None = None) -> int:
    """Record the digest of every configuration."""
    pins = []
    for config in CONFIGS:
        digest, count = tag_config(config)
        pins.append({**config, "sha256": digest, "spans": count})
        print(f"{config['name']}: {count} spans", file=sys.stderr)
    FIXTURE.write_text(json.dumps({"pins": pins}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
