"""The worker side of the Spark connector, without Spark: the batch function, the per-process cache, the key."""

from __future__ import annotations

import logging

import pandas as pd
import pytest

from phiscrub.document import Document
from phiscrub.errors import KeyMissingError
from phiscrub.pipeline import Pipeline
from phiscrub.replace.registry import replacer
from phiscrub.spark import KEY_CONF, resolve_spark_key, worker
from phiscrub.spark.worker import SparkRecipe, deidentify_frame, pipeline_of

KEY = b"a long secret key for the spark tests"
NOTE = "Call 555-0199 before 03/04/2021 about the results."


def rules_recipe(**changes: object) -> SparkRecipe:
    return SparkRecipe(**{"rules_only": True, "replace": "tag", **changes})  # type: ignore[arg-type]


def test_a_batch_gives_each_note_its_text_and_spans_as_one_process_would() -> None:
    recipe = rules_recipe(replace="surrogate", key=KEY)
    pipeline, surrogates = recipe.build_pipeline(), recipe.build_replacer()
    frame = deidentify_frame(
        pd.Series(["n1", "n2"]), pd.Series([NOTE, NOTE]), pd.Series(["p1", None]), pipeline, surrogates
    )
    for (_, row), patient in zip(frame.iterrows(), ["p1", None], strict=True):
        doc = Document("n1" if patient else "n2", NOTE, meta={"patient_id": patient} if patient else {})
        tagged = pipeline.tag(doc)
        result = surrogates.replace(tagged)
        assert row["text"] == result.text
        assert [(s["start"], s["end"]) for s in row["output_spans"]] == [(s.start, s.end) for s in result.spans]
        assert [(s["start"], s["end"], s["label"]) for s in row["spans"]] == [
            (s.start, s.end, s.label) for s in tagged.spans
        ]
        assert row["error"] is None
    assert "555-0199" not in frame["text"].iloc[0]


def test_a_null_text_gives_null_results_and_no_error() -> None:
    recipe = rules_recipe()
    frame = deidentify_frame(
        pd.Series(["n1"]), pd.Series([None]), pd.Series([None]), recipe.build_pipeline(), recipe.build_replacer()
    )
    assert frame.iloc[0].tolist() == [None, None, None, None]


class FailingPipeline(Pipeline):
    def tag(self, doc: Document) -> Document:
        raise ValueError(f"cannot read {doc.text!r}")


def test_a_failing_note_gets_its_error_type_and_the_log_names_only_its_id(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR):
        frame = deidentify_frame(
            pd.Series(["n9"]), pd.Series([NOTE]), pd.Series([None]), FailingPipeline(), replacer("tag")
        )
    assert frame.iloc[0].tolist() == [None, None, None, "ValueError"]
    assert "n9" in caplog.text and "ValueError" in caplog.text and "555-0199" not in caplog.text


def test_a_worker_process_builds_the_pipeline_of_a_call_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "_BUILT", type(worker._BUILT)())
    builds: list[str] = []
    monkeypatch.setattr(SparkRecipe, "build_pipeline", lambda self: builds.append("built") or Pipeline())
    first = pipeline_of("call-1", rules_recipe())
    assert pipeline_of("call-1", rules_recipe()) is first
    for index in range(2, 7):
        pipeline_of(f"call-{index}", rules_recipe())
    assert len(builds) == 6
    assert len(worker._BUILT) <= 4 and "call-1" not in worker._BUILT


def test_the_recipe_never_shows_its_key() -> None:
    assert "secret" not in repr(rules_recipe(replace="surrogate", key=KEY))


def test_the_key_comes_from_the_argument_else_the_spark_conf_else_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    conf = {KEY_CONF: "a key from the spark conf, long enough"}
    monkeypatch.setenv("PHISCRUB_KEY", "a key from the environment, long enough")
    assert resolve_spark_key(KEY, conf.get) == KEY
    assert resolve_spark_key(None, conf.get) == b"a key from the spark conf, long enough"
    assert resolve_spark_key(None, {}.get) == b"a key from the environment, long enough"
    monkeypatch.delenv("PHISCRUB_KEY")
    with pytest.raises(KeyMissingError, match=KEY_CONF):
        resolve_spark_key(None, {}.get)


def test_a_fast_recipe_loads_the_fast_model_shipped_on_the_executor() -> None:
    from phiscrub.deidentifier import fast_model

    pipeline = SparkRecipe(fast=True, replace="tag").build_pipeline()
    assert pipeline.model_dir_ == fast_model("en")
    assert SparkRecipe(replace="tag").build_pipeline().model_dir_ != fast_model("en")
