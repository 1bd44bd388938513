"""De-identify a pandas DataFrame of notes, one note per row: the results come back in new columns of a copy.

```python
import phiscrub.pandas
out = phiscrub.pandas.deidentify(notes, text="note_text", id="note_id", patient="mrn", key=key)
out["note_text_deid"]  # the de-identified notes; out["phi_spans"]: what was found, at offsets of note_text
```

Needs the optional dependency (`pip install 'phiscrub[pandas]'`). The input frame is never changed. A row whose text
is missing (None or NaN) gets no spans and a missing de-identified text. `phi_spans` holds, per row, a list of dicts
(start, end, label, source, score) with offsets into the row's original text: no text, so the column leaks no PHI.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

try:
    import pandas as pd  # the real pandas: imports are absolute, so this module's own name does not shadow it
except ImportError as error:  # pragma: no cover - depends on the environment
    raise ImportError("phiscrub.pandas needs pandas: pip install 'phiscrub[pandas]'") from error

from phiscrub.api import build_replacer, deidentify_documents, tag_documents
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError

SPANS_COLUMN = "phi_spans"
"""The column of the spans found in each row's text."""


def span_record(span: Span) -> dict[str, Any]:
    """Return a span as a plain dict (start, end, label, source, score), as `phi_spans` holds it."""
    return {"start": span.start, "end": span.end, "label": span.label, "source": span.source, "score": span.score}


def tag(
    df: pd.DataFrame,
    text: str = "note_text",
    id: str | None = "note_id",
    lang: str = "en",
    policy: str | None = None,
    n_process: int = 1,
    *,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> pd.DataFrame:
    """Return a copy of `df` with a `phi_spans` column: the PHI spans of each row's text (see the module docstring).

    Args:
        df: One note per row.
        text: The column of the notes' text.
        id: The column of the notes' ids, named in errors; None: the frame's index.
        lang: Language of the notes, "en" or "es".
        policy: "i2b2" or "safe-harbor"; None: the model's.
        n_process: Worker processes.
        engine: "hybrid" (the shipped model), "transformer" or "ensemble" (see `phiscrub.api.tag`).
        transformer_model: The transformer model folder of engines "transformer" and "ensemble".
        fast: The faster hybrid shipped for `lang` (see `phiscrub.api.tag`).
    """
    docs = _documents(df, text, id, None)
    spans: list[list[dict[str, Any]]] = [[] for _ in range(len(df))]
    tagged_docs = tag_documents(docs.values(), lang, policy, n_process, engine, transformer_model, fast=fast)
    for position, tagged in zip(docs, tagged_docs, strict=True):
        spans[position] = [span_record(span) for span in tagged.spans]
    out = df.copy()
    out[SPANS_COLUMN] = spans
    return out


def deidentify(
    df: pd.DataFrame,
    text: str = "note_text",
    id: str | None = "note_id",
    patient: str | None = "mrn",
    replace: str = "surrogate",
    key: bytes | str | None = None,
    lang: str = "en",
    n_process: int = 1,
    *,
    random_key: bool = False,
    policy: str | None = None,
    date_mode: str = "shift",
    options: Mapping[str, Any] | None = None,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> pd.DataFrame:
    """Return a copy of `df` with `phi_spans` and `<text>_deid`: each row's PHI and its de-identified text.

    Args:
        df: One note per row.
        text: The column of the notes' text.
        id: The column of the notes' ids, named in errors (and the patient of a row without one); None: the index.
        patient: The column of the patient ids (all notes of a patient get the same surrogates and date shift);
            None: each note is its own patient.
        replace: "surrogate", "tag", "mask" or "redact".
        key: The secret key of surrogates; None: $PHISCRUB_KEY (see `phiscrub.api.deidentify`).
        lang: Language of the notes, "en" or "es".
        n_process: Worker processes tagging the notes.
        random_key: Without a key, use a one-off random key: surrogates consistent within this call only.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        date_mode: Surrogate dates: "shift", "year-only" or "remove".
        options: Further arguments of the replacer, e.g. {"level": "subtype"} for tags.
        engine: "hybrid" (the shipped model), "transformer" or "ensemble" (see `phiscrub.api.deidentify`).
        transformer_model: The transformer model folder of engines "transformer" and "ensemble".
        fast: The faster hybrid shipped for `lang` (see `phiscrub.api.tag`).
    """
    replacer = build_replacer(replace, lang, key, random_key, date_mode, options)  # a missing key fails first
    docs = _documents(df, text, id, patient)
    spans: list[list[dict[str, Any]]] = [[] for _ in range(len(df))]
    texts: list[Any] = list(df[text])  # a missing text stays missing
    done = deidentify_documents(docs.values(), replacer, lang, policy, n_process, engine, transformer_model, fast=fast)
    for position, (tagged, result) in zip(docs, done, strict=True):
        spans[position] = [span_record(span) for span in tagged.spans]
        texts[position] = result.text
    out = df.copy()
    out[SPANS_COLUMN] = spans
    out[f"{text}_deid"] = texts
    return out


def _documents(df: pd.DataFrame, text: str, id: str | None, patient: str | None) -> dict[int, Document]:
    """Return the rows that hold a text as documents, by row position."""
    for role, column in (("text", text), ("id", id), ("patient", patient)):
        if column is not None and column not in df.columns:
            raise ConfigError(f"the frame has no column {column!r} (the {role} column); name another, or pass None")
    ids = df.index if id is None else df[id]
    patients = [None] * len(df) if patient is None else list(df[patient])
    docs = {}
    for position, (note_id, note, patient_id) in enumerate(zip(ids, df[text], patients, strict=True)):
        if not isinstance(note, str):
            if _missing(note):
                continue
            raise ConfigError(f"row {position} (id {note_id!r}): the {text!r} column holds a {type(note).__name__}")
        doc = Document(str(note_id), note)
        docs[position] = doc if _missing(patient_id) else doc.with_meta(patient_id=str(patient_id))
    return docs


def _missing(value: object) -> bool:
    """Return whether a cell is missing (None, NaN, NA, NaT)."""
    if isinstance(value, str | list | tuple | dict):
        return False
    return value is None or bool(pd.isna(value))
