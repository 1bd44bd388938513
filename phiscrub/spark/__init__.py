"""De-identify a Spark DataFrame of notes: `phiscrub.spark.deidentify(df, "text", "id", "patient_id", ...)`.

For corpora beyond one machine, on an existing Spark cluster. The notes go through a pandas UDF (Arrow batches); each
Python worker process builds the pipeline once and keeps it for every later batch and task (`phiscrub.spark.worker`);
the secret key comes from the argument, the Spark conf `spark.phiscrub.key`, or $PHISCRUB_KEY on the driver.
Surrogates are keyed hashes of (key, patient, value), so a patient's notes get the same surrogates and date shift in
whichever partition, executor or run they land. Needs the `spark` extra (`pip install 'phiscrub[spark]'`) and Java 17.
See docs/spark.md.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from phiscrub.errors import KeyMissingError

if TYPE_CHECKING:
    from pyspark.sql import DataFrame

KEY_CONF: Final = "spark.phiscrub.key"
"""The Spark conf entry that may hold the secret key (add it to spark.redaction.regex: see docs/spark.md)."""

_RESULT: Final = "__phiscrub_result"


def deidentify(
    df: DataFrame,
    text_col: str = "text",
    id_col: str = "id",
    patient_col: str | None = None,
    *,
    replace: str = "surrogate",
    key: bytes | str | None = None,
    lang: str | None = None,
    model: Path | str | None = None,
    policy: str | None = None,
    o_threshold: float | None = None,
    rules_only: bool = False,
    fast: bool = False,
    date_mode: str = "shift",
    tag_level: str = "category",
    numbering: str = "none",
    output_col: str = "deid_text",
    spans_col: str = "phi_spans",
    output_spans_col: str = "deid_spans",
    error_col: str = "deid_error",
) -> DataFrame:
    """Return `df` with the de-identified text, the PHI spans, the replacements and an error column added (lazily).

    `spans_col` holds an array of (start, end, label, source, score) structs: offsets into `text_col`, never text;
    `output_spans_col` the same for each replacement, at offsets into `output_col`. `error_col` is null, or the type
    of the error that stopped a note (its other results are then null); a null text gives null results.

    Args:
        df: The notes, one per row.
        text_col: The column of note texts.
        id_col: The column of note ids (named in logs, so never PHI).
        patient_col: The column of patient ids; None: each note is its own patient.
        replace: "surrogate", "tag", "mask" or "redact", as `phiscrub deid --replace`.
        key: The secret key of surrogates and keyed tag numbering; None: the Spark conf `spark.phiscrub.key`, else
            $PHISCRUB_KEY on the driver. It travels to the executors inside the task (see docs/spark.md).
        lang: Language of the shipped model and surrogates (default: the model's, else English).
        model: A saved model folder readable at this path on every executor; None: the shipped model.
        policy: "i2b2" or "safe-harbor" (default: the model's).
        o_threshold: The CRFs' recall operating point (default: the model's).
        rules_only: Tag with the rule tagger alone (no model).
        fast: The faster hybrid shipped for `lang` (`phiscrub deid --fast`), found on each executor.
        date_mode: Surrogate dates: "shift", "year-only" or "remove".
        tag_level: Tags: "category" ([NAME]) or "subtype" ([DOCTOR]).
        numbering: Tags: "none", "note", or "keyed" (stable per patient).
        output_col: The column added for the de-identified text.
        spans_col: The column added for the PHI spans.
        output_spans_col: The column added for the replacements' spans.
        error_col: The column added for errors.
    """
    from pyspark.sql import functions

    from phiscrub.deidentifier import resolve_language, with_fast_model
    from phiscrub.spark.worker import SparkRecipe, spark_udf

    model_path = None if model is None else Path(model)
    # refused here, on the driver: no fast model for `lang`, or beside `model` or `rules_only`
    with_fast_model(model_path, fast, lang, rules_only=rules_only)
    needs_key = replace == "surrogate" or (replace == "tag" and numbering == "keyed")
    spark_conf = df.sparkSession.conf
    recipe = SparkRecipe(
        model=model_path,
        lang=resolve_language(lang, model_path),
        policy=policy,
        o_threshold=o_threshold,
        rules_only=rules_only,
        fast=fast,
        replace=replace,
        key=resolve_spark_key(key, lambda name: spark_conf.get(name, None)) if needs_key else None,
        date_mode=date_mode,
        tag_level=tag_level,
        numbering=numbering,
    )
    recipe.build_replacer()  # bad options or a missing key fail here, on the driver, before any task starts
    udf = spark_udf(uuid.uuid4().hex, recipe)
    patients = functions.col(patient_col).cast("string") if patient_col else functions.lit(None).cast("string")
    with_result = df.withColumn(
        _RESULT, udf(functions.col(id_col).cast("string"), functions.col(text_col).cast("string"), patients)
    )
    return (
        with_result.withColumn(output_col, functions.col(f"{_RESULT}.text"))
        .withColumn(spans_col, functions.col(f"{_RESULT}.spans"))
        .withColumn(output_spans_col, functions.col(f"{_RESULT}.output_spans"))
        .withColumn(error_col, functions.col(f"{_RESULT}.error"))
        .drop(_RESULT)
    )


def resolve_spark_key(key: bytes | str | None, conf_get: Callable[[str], Any]) -> bytes:
    """Return the secret key: `key`, else the Spark conf `spark.phiscrub.key`, else $PHISCRUB_KEY (on the driver).

    Raises KeyMissingError when none holds a key.
    """
    from phiscrub.api import resolve_key

    if key is None:
        key = conf_get(KEY_CONF) or None
    try:
        return resolve_key(key)
    except KeyMissingError:
        raise KeyMissingError(
            f"no secret key: pass key=..., set the Spark conf {KEY_CONF}, or set PHISCRUB_KEY on the driver "
            "(surrogates and keyed tag numbering are derived from it)"
        ) from None
