"""One note in, one de-identified note out: tagging with a model (or the rules alone) followed by a replacer.

`Deidentifier` is a small picklable recipe, so that each worker process of a batch run builds its own model once.
The recipe names an engine (`ENGINES`): the hybrid, the transformer, or their ensemble (Johnson et al. 2020 + Lee
2017), whose pipeline `engine_pipeline` builds. The ensemble is a pipeline whose parts are the hybrid's plus the
transformer: the merge step unites the learned parts (the CRFs and the transformer, role "model") and lets the rules
fill their gaps, so a word either model finds is tagged (recall first).
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from phiscrub.audit import AuditRecord
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.pipeline import MANIFEST, Part, Pipeline
from phiscrub.replace.base import Replacer
from phiscrub.taggers.base import Tagger

SURROGATE_LOCALES: Final = MappingProxyType({"en": "en_US", "es": "es_ES"})
"""The surrogate locale (names, places, day/month order of numeric dates) of each model language."""

ENGINES: Final[tuple[str, ...]] = ("hybrid", "transformer", "ensemble")
"""What `--engine` (and the API's `engine=`) can name."""

TRANSFORMER_TAGGER: Final = "transformer"
"""The registered name of the transformer tagger."""


def _manifest(model: Path) -> dict[str, Any] | None:
    try:
        manifest = json.loads((model / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # loading the model reports what is wrong with it
    return manifest if isinstance(manifest, dict) else None


def model_language(model: Path) -> str | None:
    """Return the language a model folder's manifest names ("en", "es"), None when it names none or is unreadable."""
    manifest = _manifest(model)
    lang = manifest.get("lang") if manifest else None
    return lang if isinstance(lang, str) and lang else None


def resolve_language(lang: str | None, model: Path | None, *models: Path | None) -> str:
    """Return the language of a run: the models' (from their manifests), else `lang`, else English.

    Raises ConfigError when `lang` contradicts a model's language, or two models disagree: surrogates and numeric
    dates (day/month order) follow the language, so a Spanish model run with English settings would swap days and
    months. `models` are further model folders of the run (the transformer of an ensemble).
    """
    found = [(folder, model_language(folder)) for folder in (model, *models) if folder is not None]
    known = [(folder, language) for folder, language in found if language is not None]
    for folder, from_model in known:
        if lang is not None and lang != from_model:
            raise ConfigError(f"--lang {lang} does not match the language {from_model!r} of the model {folder}")
    first, first_lang = known[0] if known else (None, None)
    for second, second_lang in known[1:]:
        if second_lang != first_lang:
            raise ConfigError(f"the model {first} is for {first_lang!r}, the model {second} for {second_lang!r}")
    return first_lang or lang or "en"


@dataclass(frozen=True)
class PatientIds:
    """Where a note's patient id comes from: a metadata field, else a regex over the document id, else the id."""

    meta_field: str = "patient_id"
    id_pattern: str | None = None
    """A regular expression whose first group (or whole match) in the document id is the patient id."""

    def __post_init__(self) -> None:
        if self.id_pattern is not None:
            try:
                re.compile(self.id_pattern)
            except re.error as error:
                raise ConfigError(f"--patient-pattern is not a valid regular expression ({error.msg})") from None

    def patient_of(self, doc: Document) -> str | None:
        """Return the patient id of `doc`, or None when neither source gives one (the note is then its own patient)."""
        value = doc.meta.get(self.meta_field)
        if value not in (None, ""):
            return str(value)
        if self.id_pattern is not None:
            match = re.search(self.id_pattern, doc.id)
            if match:
                return match.group(1) if match.groups() else match.group(0)
        return None


@dataclass(frozen=True)
class UserLists:
    """The user's own knowledge added to a pipeline: words always PHI, words never PHI, the patient's identifiers.

    `deny_list` and `allow_list` are word-list files (`phiscrub.taggers.user_lists`: `LABEL<TAB>phrase` per line;
    `*` for any type in an allow list); `known_fields` maps metadata fields of each note to PHI types, e.g.
    (("patient_name", "PATIENT"), ("mrn", "MEDICALRECORD"), ("dob", "DATE")): those values are found wherever they
    occur in the note (`phiscrub.taggers.known`). Deny-list and known-identifier spans win the merge; the allow list
    drops spans after the policy.
    """

    deny_list: Path | None = None
    allow_list: Path | None = None
    known_fields: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return self.deny_list is not None or self.allow_list is not None or bool(self.known_fields)

    def fingerprint(self) -> dict[str, Any]:
        """Return what identifies these lists in a run's options: the files' digests (not their words) and fields."""
        import hashlib

        def digest(path: Path | None) -> str | None:
            return None if path is None else hashlib.sha256(path.read_bytes()).hexdigest()

        return {"deny": digest(self.deny_list), "allow": digest(self.allow_list), "known": list(self.known_fields)}

    def check(self) -> None:
        """Raise a PhiscrubError now when a list file cannot be read (its line number, never its words)."""
        from phiscrub.taggers.user_lists import read_word_list

        for path, allow_any in ((self.deny_list, False), (self.allow_list, True)):
            if path is not None:
                read_word_list(path, allow_any=allow_any)

    def applied_to(self, pipeline: Pipeline) -> Pipeline:
        """Return a copy of `pipeline` with these lists' taggers in front and the allow list set (or `pipeline`)."""
        if not self:
            return pipeline
        from phiscrub.taggers.known import KnownIdentifiersTagger
        from phiscrub.taggers.user_lists import AllowList, DenyListTagger, read_word_list

        parts: list[Tagger] = []
        if self.deny_list is not None:
            parts.append(DenyListTagger(read_word_list(self.deny_list)))
        if self.known_fields:
            parts.append(KnownIdentifiersTagger(dict(self.known_fields)))
        allow = AllowList(read_word_list(self.allow_list, allow_any=True)) if self.allow_list is not None else None
        return pipeline.with_parts(parts, allow_list=allow)


@dataclass(frozen=True)
class Deidentifier:
    """Recipe for a de-identifier: the tagger (a model folder, a shipped model, or the rules) and the replacer."""

    replace: str = "tag"
    model: Path | None = None
    lang: str = "en"
    policy: str | None = None
    o_threshold: float | None = None
    """The CRFs' recall operating point (None: the model's)."""
    rules_only: bool = False
    engine: str = "hybrid"
    """One of `ENGINES`; `model` is the hybrid of "hybrid" and "ensemble", and may name the transformer's model."""
    transformer_model: Path | None = None
    """The transformer of engines "transformer" and "ensemble" (None: the one shipped for `lang`)."""
    replace_params: Mapping[str, Any] = field(default_factory=dict, repr=False)  # may hold the key: never shown
    patients: PatientIds = field(default_factory=PatientIds)
    user_lists: UserLists = field(default_factory=UserLists)

    def __post_init__(self) -> None:
        check_engine(self.engine, self.model, self.transformer_model, self.rules_only)

    def build_pipeline(self) -> Pipeline:
        """Return the pipeline this recipe names (loading a model: do it once per process)."""
        return self.user_lists.applied_to(self._base_pipeline())

    def _base_pipeline(self) -> Pipeline:
        if self.rules_only:
            return rules_pipeline(self.lang, self.policy or "i2b2")
        return engine_pipeline(
            self.engine, self.lang, self.transformer_model, self.model, policy=self.policy, o_threshold=self.o_threshold
        )

    def check_files(self) -> None:
        """Raise a PhiscrubError now for a file this recipe names that cannot work: a word list, a transformer model.

        The model is checked from its manifest, without loading it. Batch runs and servers check before their worker
        processes start, where the error would stop a worker rather than reach the user.
        """
        self.user_lists.check()
        folder = (
            None if self.rules_only else transformer_folder(self.engine, self.lang, self.model, self.transformer_model)
        )
        if folder is not None:
            check_transformer_model(folder, self.lang)

    def build_tagger(self) -> Tagger:
        """Return the pipeline this recipe names as a tagger."""
        return _PipelineTagger(self.build_pipeline())

    def build_replacer(self) -> Replacer:
        """Return the replacer this recipe names."""
        from phiscrub.replace.registry import replacer

        return replacer(self.replace, **dict(self.replace_params))

    def __call__(self) -> DocumentDeidentifier:
        """Return a ready de-identifier built from this recipe."""
        known = frozenset(field for field, _ in self.user_lists.known_fields)
        return DocumentDeidentifier(self.build_tagger(), self.build_replacer(), self.patients, drop_meta=known)


def load_model(
    model: Path | None, lang: str = "en", policy: str | None = None, o_threshold: float | None = None
) -> Pipeline:
    """Return the pipeline saved in the folder `model` (the shipped one for `lang` when None).

    A hybrid model loads as a `HybridPipeline`, any other (an SVM, a forest, a custom set of parts) as a `Pipeline`.
    `policy` and `o_threshold` override the saved ones.
    """
    from phiscrub.hybrid import HybridPipeline

    if model is None:
        return HybridPipeline.load_default(lang, policy=policy, o_threshold=o_threshold)
    if model_kind(model) == "hybrid":
        return HybridPipeline.load(model, policy=policy, o_threshold=o_threshold)
    return Pipeline.load(model, policy=policy, o_threshold=o_threshold)


def check_engine(
    engine: str, model: Path | None = None, transformer_model: Path | None = None, rules_only: bool = False
) -> None:
    """Raise a ConfigError when `engine` cannot run with these options (UnknownComponentError: no such engine)."""
    if engine not in ENGINES:
        raise UnknownComponentError("engine", engine, ENGINES)
    if rules_only and engine != "hybrid":
        raise ConfigError(f"--rules-only tags with the rules alone: leave it out to use --engine {engine}")
    if transformer_model is not None and engine == "hybrid":
        raise ConfigError("--transformer-model needs --engine transformer or --engine ensemble")
    if engine == "transformer" and model is not None and transformer_model is not None and model != transformer_model:
        raise ConfigError("--engine transformer takes one model: pass --model or --transformer-model, not both")


FAST_SUFFIX: Final = "-fast"
"""The shipped fast hybrid of a language lies in phiscrub/models/<lang>-fast."""


def fast_model(lang: str) -> Path:
    """Return the folder of the fast hybrid model shipped for `lang`, or raise ConfigError when none ships.

    The fast model is the hybrid with the CRFs' n-gram windows cut to ±1 token and no word-vector cluster table:
    about a third fewer feature strings per token, less memory, slightly lower recall (benchmarks/RESULTS.md).
    """
    folder = Path(__file__).resolve().parent / "models" / f"{lang}{FAST_SUFFIX}"
    if not (folder / MANIFEST).is_file():
        raise ConfigError(f"no fast model ships for {lang!r}: leave out --fast (fast=...) to use the default model")
    return folder


def with_fast_model(
    model: Path | None, fast: bool, lang: str | None, engine: str = "hybrid", rules_only: bool = False
) -> Path | None:
    """Return the hybrid model folder of a run of `engine`: `model`, or the shipped fast model of `lang` when `fast`.

    Raises ConfigError where `fast` cannot apply: beside `model`, with the rules alone, or with the transformer alone.
    """
    if not fast:
        return model
    if rules_only:
        raise ConfigError("--fast (fast=True) picks a model and --rules-only (rules_only=True) uses none: pass one")
    if engine == "transformer":
        raise ConfigError("--fast (fast=True) picks the fast hybrid: use it with --engine hybrid or ensemble")
    if model is not None:
        raise ConfigError("--fast picks the fast model shipped with phiscrub: pass either --fast or --model")
    return fast_model(lang or "en")


def shipped_transformer(lang: str) -> Path:
    """Return the folder where phiscrub ships the transformer model for `lang` (phiscrub/models/<lang>-transformer)."""
    return Path(__file__).resolve().parent / "models" / f"{lang}-transformer"


def transformer_folder(
    engine: str, lang: str, hybrid_model: Path | None = None, transformer_model: Path | None = None
) -> Path | None:
    """Return the transformer model folder `engine` loads (see `engine_pipeline`), None for the hybrid engine."""
    if engine == "hybrid":
        return None
    if engine == "transformer":
        return transformer_model or hybrid_model or shipped_transformer(lang)
    return transformer_model or shipped_transformer(lang)


def check_transformer_model(folder: Path, lang: str) -> None:
    """Raise a ConfigError unless `folder` holds a transformer model for `lang` (read from its manifest only)."""
    if not (folder / MANIFEST).is_file():
        raise ConfigError(
            f"no transformer model at {folder}; train one with `phiscrub train transformer --train TRAIN.jsonl "
            f"--out MODEL_DIR` (needs phiscrub[transformer]) and pass its folder"
        )
    manifest = _manifest(folder) or {}
    records = manifest.get("parts")
    if not isinstance(records, list) or not any(
        isinstance(record, dict) and record.get("tagger") == TRANSFORMER_TAGGER for record in records
    ):
        raise ConfigError(f"{folder}: not a transformer model; pass a folder written by `phiscrub train transformer`")
    if manifest.get("lang") != lang:
        raise ConfigError(f"the transformer model {folder} is for {manifest.get('lang')!r}, not {lang!r}")


def transformer_pipeline(transformer_model: Path | None, lang: str, policy: str | None = None) -> Pipeline:
    """Return the transformer model saved in `transformer_model` (None: the one shipped for `lang`)."""
    folder = transformer_model or shipped_transformer(lang)
    check_transformer_model(folder, lang)
    return Pipeline.load(folder, policy=policy)


def ensemble_pipeline(
    transformer_model: Path | None,
    lang: str,
    hybrid_model: Path | None = None,
    policy: str | None = None,
    o_threshold: float | None = None,
) -> Pipeline:
    """Return the hybrid model (`hybrid_model`, else the one shipped for `lang`) plus the transformer as a part.

    The transformer joins in the merge role "supplement" (`phiscrub.merge.union.supplemented`): it only adds the
    characters the hybrid left untagged, so the ensemble covers every character the hybrid covers, and where both
    tag a word the hybrid's type stands (no word gets two types).
    """
    from phiscrub.taggers.registry import registered_name

    transformer = transformer_pipeline(transformer_model, lang, policy)
    parts = [
        Part(item.name, item.tagger, "supplement")
        for item in transformer.parts
        if registered_name(item.tagger) == TRANSFORMER_TAGGER
    ]
    hybrid = load_model(hybrid_model, lang, policy=policy, o_threshold=o_threshold)
    if hybrid.lang != transformer.lang:
        raise ConfigError(f"the hybrid model is for {hybrid.lang!r}, the transformer for {transformer.lang!r}")
    return hybrid.with_parts(parts)


def engine_pipeline(
    engine: str,
    lang: str,
    transformer_model: Path | None = None,
    hybrid_model: Path | None = None,
    policy: str | None = None,
    o_threshold: float | None = None,
) -> Pipeline:
    """Return the pipeline of `engine` ("hybrid", "transformer" or "ensemble") for notes in `lang`.

    Args:
        engine: One of `ENGINES`.
        lang: Language of the notes: which shipped models are loaded when no folder is given.
        transformer_model: The transformer's model folder; None: the one shipped for `lang` (a ConfigError saying
            how to train one when there is none).
        hybrid_model: The `--model` folder: the hybrid of engines "hybrid" (any saved pipeline, as `load_model`
            reads) and "ensemble"; for engine "transformer", the transformer's model when `transformer_model` is None.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        o_threshold: The CRFs' recall operating point; None: the model's.
    """
    check_engine(engine, hybrid_model, transformer_model)
    if engine == "transformer":
        return transformer_pipeline(transformer_folder(engine, lang, hybrid_model, transformer_model), lang, policy)
    if engine == "ensemble":
        return ensemble_pipeline(transformer_model, lang, hybrid_model, policy, o_threshold)
    return load_model(hybrid_model, lang, policy=policy, o_threshold=o_threshold)


def model_kind(model: Path) -> str | None:
    """Return the kind a model folder's manifest names ("hybrid", "pipeline"), None when unreadable."""
    manifest = _manifest(model)
    kind = manifest.get("kind") if manifest else None
    return kind if isinstance(kind, str) else None


def rules_pipeline(lang: str, policy: str = "i2b2") -> Pipeline:
    """Return a pipeline of the rule tagger alone (no model; long notes in windows, the policy applied once)."""
    from phiscrub.taggers.rules import RuleTagger

    return Pipeline([Part("rules", RuleTagger(lang=lang), "rules")], lang=lang, policy=policy, steps=())  # type: ignore[arg-type]


class _PipelineTagger:
    """Adapts a Pipeline (Document -> Document) to the Tagger protocol."""

    name = "hybrid"

    def __init__(self, pipeline: Any) -> None:
        self.pipeline = pipeline

    def tag(self, doc: Document) -> list[Span]:
        return list(self.pipeline.tag(doc).spans)


class DocumentDeidentifier:
    """Tags and replaces the PHI of one note at a time; returns the output note and its audit record.

    The metadata fields in `drop_meta` (the patient's known identifiers: name, MRN, birth date) are left out of the
    output note, so that they do not travel in clear beside the de-identified text.
    """

    def __init__(
        self, tagger: Tagger, replacer: Replacer, patients: PatientIds, drop_meta: frozenset[str] = frozenset()
    ) -> None:
        self.tagger = tagger
        self.replacer = replacer
        self.patients = patients
        self.drop_meta = drop_meta

    def __call__(self, doc: Document) -> tuple[Document, AuditRecord]:
        """Return the de-identified note (spans at output offsets) and its audit record."""
        started = time.perf_counter()
        patient = self.patients.patient_of(doc)
        if patient is not None and doc.patient_id != patient:
            doc = doc.with_meta(patient_id=patient)
        found = doc.with_spans(self.tagger.tag(doc))
        result = self.replacer.replace(found)
        meta = {key: value for key, value in doc.meta.items() if key not in self.drop_meta}
        output = Document(doc.id, result.text, result.spans, meta)
        audit = AuditRecord(
            id=doc.id,
            spans_per_label=dict(sorted(Counter(span.label for span in found.spans).items())),
            sources=dict(sorted(Counter(span.source for span in found.spans).items())),
            elapsed_ms=round((time.perf_counter() - started) * 1000, 3),
        )
        return output, audit
