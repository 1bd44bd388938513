"""What runs inside Spark's Python worker processes: one pipeline per process, kept across batches and tasks.

Spark calls a pandas UDF once per Arrow batch, in Python worker processes that it reuses for task after task
(`spark.python.worker.reuse`, on by default). The recipe travels with each task (small: no model inside), and
`pipeline_of` builds the pipeline it names once per worker process. That needs state that outlives a batch and a
task, which only a module-level cache gives here: `_BUILT`, the one such cache of this package's worker side,
bounded, keyed by the id of one `deidentify` call, and holding models and replacers, never notes.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import pandas as pd

from phiscrub.document import Document, Span
from phiscrub.pipeline import Pipeline
from phiscrub.replace.base import Replacer

logger = logging.getLogger(__name__)

_SPANS_TYPE: Final = "array<struct<start: int, end: int, label: string, source: string, score: double>>"
RESULT_TYPE: Final = f"struct<text: string, spans: {_SPANS_TYPE}, output_spans: {_SPANS_TYPE}, error: string>"
"""The Spark type of the UDF's result: the de-identified text, the PHI spans (offsets into the input text), the
replacements (offsets into the de-identified text), the error type."""

_MAX_BUILT: Final = 4
_BUILT: OrderedDict[str, tuple[Pipeline, Replacer]] = OrderedDict()
_BUILDING = threading.Lock()


@dataclass(frozen=True)
class SparkRecipe:
    """What a Spark worker builds: the pipeline (model folder, shipped model or rules) and the replacer."""

    model: Path | None = None
    lang: str = "en"
    policy: str | None = None
    o_threshold: float | None = None
    rules_only: bool = False
    replace: str = "surrogate"
    key: bytes | None = field(default=None, repr=False)  # never shown
    date_mode: str = "shift"
    tag_level: str = "category"
    numbering: str = "none"
    fast: bool = False
    """Load the fast hybrid shipped for `lang` (resolved on each executor, where phiscrub is installed)."""

    def build_pipeline(self) -> Pipeline:
        """Return the pipeline this recipe names (loading a model: seconds)."""
        from phiscrub.deidentifier import Deidentifier, with_fast_model

        recipe = Deidentifier(
            model=with_fast_model(self.model, self.fast, self.lang),
            lang=self.lang,
            policy=self.policy,
            o_threshold=self.o_threshold,
            rules_only=self.rules_only,
        )
        return recipe.build_pipeline()

    def build_replacer(self) -> Replacer:
        """Return the replacer this recipe names, with the options of `phiscrub deid`."""
        from phiscrub.api import build_replacer

        options = {"level": self.tag_level, "numbering": self.numbering} if self.replace == "tag" else {}
        return build_replacer(self.replace, self.lang, key=self.key, date_mode=self.date_mode, options=options)


def pipeline_of(call_id: str, recipe: SparkRecipe) -> tuple[Pipeline, Replacer]:
    """Return the pipeline and replacer of one `deidentify` call, built on this process's first batch of it."""
    with _BUILDING:  # a worker may run batches in threads: build once
        if call_id not in _BUILT:
            _BUILT[call_id] = (recipe.build_pipeline(), recipe.build_replacer())
            while len(_BUILT) > _MAX_BUILT:
                _BUILT.popitem(last=False)  # the oldest call's model: its job is most likely over
        return _BUILT[call_id]


def deidentify_frame(
    ids: pd.Series, texts: pd.Series, patients: pd.Series, pipeline: Pipeline, replacer: Replacer
) -> pd.DataFrame:
    """Return one row per note: de-identified text, PHI spans, replaced spans (as dicts), error type or None."""
    rows: list[tuple[str | None, list[dict[str, Any]] | None, list[dict[str, Any]] | None, str | None]] = []
    for doc_id, text, patient in zip(ids, texts, patients, strict=True):
        if not isinstance(text, str):
            rows.append((None, None, None, None))  # a null text
            continue
        name = doc_id if isinstance(doc_id, str) else ""
        meta = {"patient_id": patient} if isinstance(patient, str) and patient else {}
        try:
            tagged = pipeline.tag(Document(name, text, meta=meta))
            result = replacer.replace(tagged)
        except Exception as error:  # noqa: BLE001  # a Spark UDF: one bad note must not fail the job, nor its text leak
            logger.error("document %r: %s", name, type(error).__name__)
            rows.append((None, None, None, type(error).__name__))
            continue
        rows.append((result.text, span_records(tagged.spans), span_records(result.spans), None))
    return pd.DataFrame(rows, columns=["text", "spans", "output_spans", "error"])


def span_records(spans: Sequence[Span]) -> list[dict[str, Any]]:
    """Return spans as the dicts of the Spark struct (offsets, label, source, score; never text)."""
    return [{"start": s.start, "end": s.end, "label": s.label, "source": s.source, "score": s.score} for s in spans]


def spark_udf(call_id: str, recipe: SparkRecipe) -> Any:
    """Return the pandas UDF (id, text, patient) -> RESULT_TYPE of one `deidentify` call."""
    from pyspark.sql.pandas.functions import pandas_udf

    def deidentify_batch(ids: pd.Series, texts: pd.Series, patients: pd.Series) -> pd.DataFrame:
        pipeline, replacer = pipeline_of(call_id, recipe)
        return deidentify_frame(ids, texts, patients, pipeline, replacer)

    # nondeterministic as far as Spark knows: it then never inlines the UDF into each of the fields read from
    # its result, which would tag every note three times
    make_udf: Any = pandas_udf  # its stubs expect a function typed with pandas' own stub types
    return make_udf(deidentify_batch, RESULT_TYPE).asNondeterministic()
