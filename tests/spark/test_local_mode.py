"""Spark in local mode on the first notes of data/synth/dev.jsonl: the result equals the single-process result note
for note, and a patient's notes in different partitions get the same surrogates.

Needs pyspark (the `spark` extra, not part of the dev install) and Java 17; skipped, saying why, without either.
Starts a JVM: about a minute on two cores.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark", reason="pyspark is not installed (pip install 'phiscrub[spark]')")
if shutil.which("java") is None:
    pytest.skip(
        "no Java on this machine (Spark needs Java 17: apt-get install openjdk-17-jre-headless)",
        allow_module_level=True,
    )

from pyspark.sql import SparkSession, functions  # noqa: E402

import phiscrub.spark  # noqa: E402
from phiscrub.api import build_replacer  # noqa: E402
from phiscrub.deidentifier import load_model  # noqa: E402
from phiscrub.document import Document  # noqa: E402

pytestmark = pytest.mark.slow

KEY = "a long secret key for the spark tests"
DEV = Path(__file__).resolve().parents[2] / "data" / "synth" / "dev.jsonl"
NOTES = 50
SHARED = [
    ("shared-1", "Patient John Smith was admitted to Mercy Hospital on 01/02/2020 with chest pain."),
    ("shared-2", "Mr. John Smith returned on 02/05/2020; no chest pain since discharge."),
]


@pytest.fixture(scope="module")
def spark() -> Iterator[SparkSession]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYSPARK_PYTHON", sys.executable)  # Spark's Python workers run this interpreter (its packages)
        session = (
            SparkSession.builder.master("local[2]")
            .appName("phiscrub-tests")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "4")
            .config(phiscrub.spark.KEY_CONF, KEY)  # the key from the Spark conf, as on a cluster
            .getOrCreate()
        )
        session.sparkContext.setLogLevel("ERROR")
        yield session
        session.stop()


def dev_rows() -> list[tuple[str, str, str]]:
    with DEV.open(encoding="utf-8") as lines:
        records = [json.loads(line) for _, line in zip(range(NOTES), lines, strict=False)]
    return [(record["id"], record["text"], record["meta"]["patient_id"]) for record in records]


def test_spark_equals_one_process_note_for_note_and_keeps_surrogates_per_patient(
    spark: SparkSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PHISCRUB_KEY", raising=False)
    rows = dev_rows() + [(doc_id, text, "p-shared") for doc_id, text in SHARED]
    frame = spark.createDataFrame(rows, ["note_id", "note", "patient"]).repartition(4, "note_id")
    result = phiscrub.spark.deidentify(frame, "note", "note_id", "patient", replace="surrogate")
    collected = {
        row["note_id"]: row for row in result.withColumn("partition", functions.spark_partition_id()).collect()
    }

    pipeline = load_model(None, "en")
    surrogates = build_replacer("surrogate", "en", key=KEY)
    for doc_id, text, patient in rows:
        tagged = pipeline.tag(Document(doc_id, text, meta={"patient_id": patient}))
        row = collected[doc_id]
        assert row["deid_error"] is None
        replaced = surrogates.replace(tagged)
        assert row["deid_text"] == replaced.text, doc_id
        assert [(span.start, span.end, span.label) for span in row["deid_spans"]] == [
            (s.start, s.end, s.label) for s in replaced.spans
        ], doc_id
        assert [tuple(span) for span in row["phi_spans"]] == [
            (s.start, s.end, s.label, s.source, s.score) for s in tagged.spans
        ], doc_id

    first, second = (collected[doc_id] for doc_id, _ in SHARED)
    assert first["partition"] != second["partition"], "the two notes of one patient must be in two partitions"
    assert patient_names(first) and patient_names(first) == patient_names(second)
    assert "John Smith" not in first["deid_text"] + second["deid_text"]


def patient_names(row: Any) -> set[str]:
    text = row["deid_text"]
    return {text[span.start : span.end] for span in row["deid_spans"] if span.label == "PATIENT"}


def test_fast_is_refused_on_the_driver_where_it_cannot_apply() -> None:
    from phiscrub.errors import ConfigError

    frame: Any = object()  # refused before the frame is touched
    with pytest.raises(ConfigError, match="rules_only"):
        phiscrub.spark.deidentify(frame, fast=True, rules_only=True, replace="tag")
    with pytest.raises(ConfigError, match="no fast model ships for 'es'"):
        phiscrub.spark.deidentify(frame, fast=True, lang="es", replace="tag")
