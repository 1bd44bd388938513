"""A pipeline made of parts: taggers found by name, then the merge, post-processing steps, the policy, an allow list.

Tagging a note runs every part (any object following the `Tagger` protocol; `phiscrub.taggers.registry` names them),
then:

- "merge": one of `phiscrub.merge.union.MERGE_POLICIES` (`merge=`), over the parts grouped by their role in the
  merge ("user": deny lists and the patient's known identifiers, which always win; "model": learned taggers such as
  the CRFs; "rules"). "rules-first" is Lee et al. 2017's (rule spans win over overlapping model spans, §3.3.4 step
  1); the default "crf-first" lets the model spans win and the rules fill their gaps (see DEFAULT_MERGE); disabled,
  the outputs are simply united (the ablation "without merging");
- "correct": error correction (§3.3.4 step 2, `phiscrub.merge.correction`); where it drops a model span for its
  label and a rule read the same characters as another label, the rule span takes its place and the correction runs
  again (recall first: an e-mail address a model read as a fax is no fax, but still PHI);
- "reconcile": global reconciliation of types per string (§3.3.4 step 3, `phiscrub.merge.reconcile`);
- "propagate": beyond the paper, every other occurrence of a tagged name is tagged too (recall first);
- then, once, the de-identification policy (`phiscrub.merge.policy.apply_policy`: "i2b2" or "safe-harbor"), and the
  user's allow list, if any.

The hybrid de-identifier of Lee et al. 2017 §3.3 is one configuration: a rule tagger and two CRFs
(`phiscrub.hybrid.HybridPipeline`, trained by `phiscrub.training`). A saved pipeline is a folder: `manifest.json`
names each part (its registered tagger name, role, feature-schema version, and either its settings or the sub-folder
its `save` wrote) and the steps, so it is rebuilt as data; `load` refuses a part written under another feature
schema. A pipeline pickles (to worker processes, joblib, Spark) and clones. A saved model holds words of its
training notes (CRF feature weights): share it only where the training notes could be shared.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import pickle
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import islice, takewhile
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Protocol, Self

from phiscrub.document import Document, Span
from phiscrub.engine import map_in_workers
from phiscrub.errors import ConfigError, PhiscrubError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.jsonl import document_to_json
from phiscrub.labels import LABEL_MAPS, corpus_label_for
from phiscrub.merge.correction import correct
from phiscrub.merge.policy import POLICIES, apply_policy
from phiscrub.merge.reconcile import propagate_names, reconcile_types
from phiscrub.merge.union import MERGE_POLICIES, ROLES, merge_by_role, merge_union
from phiscrub.taggers.base import Tagger
from phiscrub.taggers.features import FEATURE_SCHEMA
from phiscrub.taggers.registry import registered_name, tagger_class
from phiscrub.tokenize.lookalikes import with_ascii_lookalikes
from phiscrub.tokenize.windows import OVERLAP_CHARS, WINDOW_CHARS, text_windows
from phiscrub.version import __version__

logger = logging.getLogger(__name__)

MANIFEST: Final = "manifest.json"
"""The file of a model folder that describes the model."""

MODEL_FORMAT: Final = 2
"""The version of the model folder layout; `load` reads this one and format 1 (a hybrid model without "parts")."""


STEP_NAMES: Final[tuple[str, ...]] = ("merge", "correct", "reconcile", "propagate")
"""Every post-processing step, in their default order."""

CRF_KINDS: Final[tuple[str, ...]] = ("quantitative", "names")
"""The two CRF taggers of the hybrid system."""

TAGGER_NAMES: Final[tuple[str, ...]] = ("rules", *CRF_KINDS)
"""Every tagger of the hybrid system."""

DEFAULT_MERGE: Final = "crf-first"
"""The merge policy of the "merge" step. Lee et al. 2017 let rule spans win ("rules-first"); on the dev splits of
MEDDOCAN and of the synthetic English corpus that lowered binary token recall (95.7 vs 98.1, 91.2 vs 94.6) and strict
F1, so the CRF spans win and the rules fill their gaps (docs/results/hybrid.md)."""

LANGUAGES: Final[tuple[str, ...]] = ("en", "es")
"""Languages a pipeline can be built for."""

_PostStep = Callable[[Sequence[Span], str, str], list[Span]]

_POST_STEPS: Final[Mapping[str, _PostStep]] = MappingProxyType(
    {"correct": correct, "reconcile": reconcile_types, "propagate": propagate_names}
)

_LOCAL_STEPS: Final = frozenset({"correct"})
"""Post-processing steps that look only near each span, so that a long note can run them window by window."""


class SpanFilter(Protocol):
    """Drops spans that must stay in the text (an allow list): `filter(spans, text) -> spans`."""

    def filter(self, spans: Sequence[Span], text: str) -> list[Span]:
        """Return the spans of `text` to keep."""
        ...


class ModelNotFoundError(PhiscrubError):
    """No trained model where one was looked for; the message says how to train one."""

    def __init__(self, where: Path, lang: str) -> None:
        super().__init__(
            f"no trained hybrid model at {where} (missing {MANIFEST}); train one with "
            f"`phiscrub train hybrid --train TRAIN.jsonl --lang {lang} --out MODEL_DIR` and pass `--model MODEL_DIR`"
        )
        self.where = where
        self.lang = lang


@dataclass(frozen=True)
class Part:
    """One tagger of a pipeline: its name there, the tagger, and its role in the merge ("user", "model", "rules")."""

    name: str
    tagger: Tagger
    role: str = "model"

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise UnknownComponentError("merge role", self.role, ROLES)


def part(tagger: Tagger, name: str | None = None, role: str | None = None) -> Part:
    """Return `tagger` as a pipeline part, named after the tagger and in the role its class declares by default."""
    return Part(name or tagger.name, tagger, role or str(getattr(tagger, "merge_role", "model")))


def shifted(span: Span, offset: int) -> Span:
    """Return `span` moved `offset` characters later (from offsets of a window to offsets of its note)."""
    return replace(span, start=span.start + offset, end=span.end + offset)


def training_digest(docs: Iterable[Document]) -> str:
    """Return the sha256 of the canonical JSONL of `docs` (keys sorted, compact, UTF-8), as the manifest records it."""
    digest = hashlib.sha256()
    for doc in docs:
        line = json.dumps(document_to_json(doc), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()


def _tag_parts(parts: Sequence[Part], doc: Document) -> list[list[Span]]:
    """Return each part's spans for `doc`; parts of one class that can tag jointly (`tag_many`) do so together."""
    results: dict[int, list[Span]] = {}
    groups: dict[type[Any], list[int]] = {}
    for index, item in enumerate(parts):
        if hasattr(type(item.tagger), "tag_many"):
            groups.setdefault(type(item.tagger), []).append(index)
        else:
            results[index] = list(item.tagger.tag(doc))
    for cls, indices in groups.items():
        for index, spans in zip(indices, cls.tag_many([parts[i].tagger for i in indices], doc), strict=True):
            results[index] = spans
    return [results[index] for index in range(len(parts))]


def _learned_twins_dropped(
    merged: Sequence[Span], corrected: Sequence[Span], rules: Sequence[Span]
) -> dict[Span, Span]:
    """Return {learned span: rule span} for the merged spans that the steps dropped and that a rule read otherwise.

    A learned span merged in place of a rule span of the same extent and another label, with nothing left over its
    characters after the steps (a correction judged its label impossible there), is mapped to that rule span.
    """
    if not rules:
        return {}
    by_extent: dict[tuple[int, int], Span] = {}
    for rule in rules:
        by_extent.setdefault((rule.start, rule.end), rule)
    twins: dict[Span, Span] = {}
    for span in merged:
        twin = by_extent.get((span.start, span.end))
        if twin is None or twin.label == span.label or span.source.startswith("rules:") or twin in merged:
            continue
        if not any(kept.start < span.end and span.start < kept.end for kept in corrected):
            twins[span] = twin
    return twins


class Pipeline:
    """Taggers (parts) + merge + post-processing steps + a policy + an optional allow list; see the module docstring."""

    name: str = "pipeline"
    window_chars: int = WINDOW_CHARS
    """Notes longer than this are tagged in overlapping windows of at most this many characters."""
    overlap_chars: int = OVERLAP_CHARS
    """The least overlap of two windows of a long note."""

    def __init__(
        self,
        parts: Sequence[Part | Tagger] = (),
        lang: str = "en",
        policy: str = "i2b2",
        steps: Sequence[str] = STEP_NAMES,
        merge: str = DEFAULT_MERGE,
        corpus: str = "canonical",
        allow_list: SpanFilter | None = None,
    ) -> None:
        self.parts = tuple(item if isinstance(item, Part) else part(item) for item in parts)
        self.lang = lang
        self.policy = policy
        self.steps = tuple(steps)
        self.merge = merge
        self.corpus = corpus
        self.allow_list = allow_list
        self.manifest_: dict[str, Any] | None = None
        self.model_dir_: Path | None = None

    # -- configuration ---------------------------------------------------------------------------------------------

    def _check_config(self) -> None:
        """Raise a PhiscrubError naming the first setting that cannot work."""
        checks: tuple[tuple[str, Iterable[str], Sequence[str]], ...] = (
            ("language", (self.lang,), LANGUAGES),
            ("policy", (self.policy,), POLICIES),
            ("post-processing step", self.steps, STEP_NAMES),
            ("label map", (self.corpus,), tuple(LABEL_MAPS)),
            ("merge policy", (self.merge,), tuple(MERGE_POLICIES)),
        )
        for kind, names, valid in checks:
            for name in names:
                if name not in valid:
                    raise UnknownComponentError(kind, name, valid)
        if len(set(self.steps)) != len(self.steps):
            raise ConfigError(f"post-processing steps repeat a name: {', '.join(self.steps)}")
        names = [item.name for item in self.parts]
        if len(set(names)) != len(names):
            raise ConfigError(f"pipeline parts repeat a name: {', '.join(names)}")

    def with_parts(self, parts: Sequence[Part | Tagger] = (), allow_list: SpanFilter | None = None) -> Self:
        """Return a copy of this pipeline with `parts` added before its own and `allow_list` set (if given)."""
        copy = self.clone()
        copy.parts = (*(item if isinstance(item, Part) else part(item) for item in parts), *copy.parts)
        if allow_list is not None:
            copy.allow_list = allow_list
        copy._check_config()
        return copy

    def clone(self) -> Self:
        """Return an independent copy of this pipeline, fitted parts included (a pickle round trip)."""
        return pickle.loads(pickle.dumps(self))  # type: ignore[no-any-return]

    def _require_parts(self) -> None:
        if not self.parts:
            from phiscrub.errors import NotFittedError

            raise NotFittedError(type(self).__name__)

    # -- tagging ---------------------------------------------------------------------------------------------------

    def _spans(self, doc: Document) -> list[Span]:
        """Return the pipeline's spans for `doc`.

        A long note is tagged window by window (`phiscrub.tokenize.windows`): the parts, the merge and the local
        steps that follow it ("correct") see one window at a time, and the spans of all windows, shifted to offsets of
        the note, are united (a span found in two overlapping windows is kept once). The document-wide steps
        ("reconcile", "propagate"), the policy and the allow list then see every span of the note at once. All of
        them read the note with its typographic look-alikes made ASCII (`phiscrub.tokenize.lookalikes`: a no-break
        space, a curly apostrophe), one character for one, so the offsets stay the note's.
        """
        doc = with_ascii_lookalikes(doc)
        post = [step for step in self.steps if step != "merge"]
        local = len(list(takewhile(lambda step: step in _LOCAL_STEPS, post)))
        windows = text_windows(doc.text, self.window_chars, self.overlap_chars)
        if len(windows) == 1:
            spans = self._window_spans(doc, post[:local])
        else:
            spans = merge_union(
                [
                    [shifted(span, window.start) for span in self._window_spans(piece, post[:local])]
                    for window in windows
                    for piece in (Document(doc.id, doc.text[window.start : window.end], (), doc.meta),)
                ]
            )
        for step in post[local:]:
            spans = _POST_STEPS[step](spans, doc.text, self.lang)
        spans = apply_policy(spans, doc.text, self.policy)
        return self.allow_list.filter(spans, doc.text) if self.allow_list is not None else spans

    def _window_spans(self, doc: Document, steps: Sequence[str]) -> list[Span]:
        """Return the merged spans of the parts for `doc` (a note or a window of one), after the local `steps`."""
        found = _tag_parts(self.parts, doc)
        if "merge" not in self.steps:
            return self._after_steps(merge_union(found), doc.text, steps)
        by_role: dict[str, list[list[Span]]] = {role: [] for role in ROLES}
        for item, spans in zip(self.parts, found, strict=True):
            by_role[item.role].append(spans)
        merged = merge_by_role(self.merge, by_role, doc.text)
        spans = self._after_steps(merged, doc.text, steps)
        rules = [span for spans in by_role["rules"] for span in spans]
        twins = _learned_twins_dropped(merged, spans, rules)
        if not twins:
            return spans
        # a learned span the steps dropped for its label ("J.DOE@X.ORG" read as a fax, which has no digits): the
        # rule span of the same extent and another label takes its place, and the steps run again
        return self._after_steps([twins.get(span, span) for span in merged], doc.text, steps)

    def _after_steps(self, spans: list[Span], text: str, steps: Sequence[str]) -> list[Span]:
        """Return `spans` after the post-processing `steps` (names of `_POST_STEPS`), in order."""
        for step in steps:
            spans = _POST_STEPS[step](spans, text, self.lang)
        return spans

    def tag(self, doc: Document) -> Document:
        """Return `doc` with its spans replaced by the PHI the pipeline finds (each with its source and score)."""
        self._require_parts()
        return doc.with_spans(self._spans(doc))

    def pipe(self, docs: Iterable[Document], batch_size: int = 32, n_process: int = 1) -> Iterator[Document]:
        """Yield each document tagged, streaming, in input order; `n_process` > 1 tags batches in worker processes."""
        self._require_parts()
        if batch_size < 1 or n_process < 1:
            raise ConfigError(f"batch_size and n_process must be at least 1 (got {batch_size}, {n_process})")
        if n_process == 1:
            yield from (self.tag(doc) for doc in docs)
            return
        iterator = iter(docs)
        batches = iter(lambda: list(islice(iterator, batch_size)), [])
        for batch in map_in_workers(_tag_batch, batches, functools.partial(_itself, self), n_process):
            yield from batch

    def corpus_label_for(self, label: str) -> str | None:
        """Return the training corpus's own label for a canonical label (as learned, else from the label map)."""
        manifest = self.manifest_ or {}
        learned = manifest.get("corpus_labels", {})
        if label in learned:
            return str(learned[label])
        corpus = manifest.get("corpus", self.corpus)
        return None if corpus == "canonical" else corpus_label_for(label, corpus)

    # -- persistence -----------------------------------------------------------------------------------------------

    def _manifest(self) -> dict[str, Any]:
        """Return the manifest to save: this pipeline's configuration, plus what its training recorded."""
        manifest = dict(self.manifest_ or {})
        manifest.update(
            {
                "format": MODEL_FORMAT,
                "kind": manifest.get("kind", "pipeline"),
                "phiscrub_version": __version__,
                "lang": self.lang,
                "policy": self.policy,
                "steps": list(self.steps),
                "merge": self.merge,
                "corpus": self.corpus,
                "parts": [_part_record(item) for item in self.parts],
            }
        )
        return manifest

    def save(self, model_dir: str | os.PathLike[str]) -> None:
        """Write the pipeline to `model_dir`: manifest.json, and one sub-folder per part that saves itself."""
        model_dir = Path(model_dir)
        self._require_parts()
        if self.allow_list is not None:
            raise ConfigError("a pipeline with an allow list is not saved: pass the list when tagging")
        model_dir.mkdir(parents=True, exist_ok=True)
        for item in self.parts:
            if _saves_itself(item.tagger):
                item.tagger.save(model_dir / _part_folder(item))  # type: ignore[attr-defined]
        manifest = self._manifest()
        with atomic_write(model_dir / MANIFEST) as handle:
            json.dump(manifest, handle, ensure_ascii=False, indent=2, sort_keys=True)
            handle.write("\n")
        self.manifest_ = manifest

    @classmethod
    def load(
        cls,
        model_dir: str | os.PathLike[str],
        policy: str | None = None,
        steps: Sequence[str] | None = None,
        o_threshold: float | None = None,
    ) -> Self:
        """Return the pipeline saved in `model_dir` (called on `HybridPipeline`, with the hybrid's settings too).

        Args:
            model_dir: The model folder.
            policy: De-identification policy ("i2b2" or "safe-harbor"); None: the model's.
            steps: Post-processing steps; None: the model's.
            o_threshold: The CRFs' recall operating point (`CrfTagger`'s `o_threshold`); None: the model's.
        """
        model_dir = Path(model_dir)
        manifest = _read_manifest(model_dir)
        records = manifest.get("parts") or _format1_parts(manifest)
        parts = tuple(_load_part(record, model_dir) for record in records)
        if o_threshold is not None:
            for item in parts:
                if hasattr(item.tagger, "o_threshold"):
                    item.tagger.set_params(o_threshold=o_threshold)._validate()  # type: ignore[attr-defined]
            manifest.setdefault("features", {})["o_threshold"] = o_threshold
        pipeline = cls.from_manifest(manifest, policy=policy, steps=steps)
        pipeline.parts = parts
        pipeline._check_config()
        pipeline.manifest_ = manifest
        pipeline.model_dir_ = model_dir
        return pipeline

    @classmethod
    def from_manifest(
        cls, manifest: Mapping[str, Any], policy: str | None = None, steps: Sequence[str] | None = None
    ) -> Self:
        """Return a pipeline, without parts yet, with the settings a manifest records (`policy`, `steps`: overrides)."""
        return cls(
            lang=manifest["lang"],
            policy=policy or manifest["policy"],
            steps=manifest["steps"] if steps is None else steps,
            merge=manifest.get("merge", DEFAULT_MERGE),
            corpus=manifest.get("corpus", "canonical"),
        )

    @classmethod
    def load_default(cls, lang: str, policy: str | None = None, o_threshold: float | None = None) -> Self:
        """Return the model shipped for `lang` in phiscrub/models/<lang>/, or raise ModelNotFoundError.

        `policy` and `o_threshold` override the model's, as for `load`.
        """
        if lang not in LANGUAGES:
            raise UnknownComponentError("language", lang, LANGUAGES)
        model_dir = Path(__file__).parent / "models" / lang
        if not (model_dir / MANIFEST).is_file():
            raise ModelNotFoundError(model_dir, lang)
        return cls.load(model_dir, policy=policy, o_threshold=o_threshold)


def _itself(pipeline: Pipeline) -> Pipeline:
    """Return `pipeline` (the state factory of worker processes: the pipeline arrives pickled, once per worker)."""
    return pipeline


def _tag_batch(pipeline: Pipeline, batch: list[Document]) -> list[Document]:
    return [pipeline.tag(doc) for doc in batch]


# -- parts as data ---------------------------------------------------------------------------------------------------


def _saves_itself(tagger: object) -> bool:
    return callable(getattr(tagger, "save", None)) and callable(getattr(type(tagger), "load", None))


def _part_folder(item: Part) -> str:
    return f"{registered_name(item.tagger)}-{item.name}"


def _part_record(item: Part) -> dict[str, Any]:
    """Return how the manifest describes a part: tagger name, role, schema, and its folder or its settings."""
    record: dict[str, Any] = {
        "name": item.name,
        "tagger": registered_name(item.tagger),
        "role": item.role,
        "feature_schema": getattr(item.tagger, "feature_schema", 1),
    }
    if _saves_itself(item.tagger):
        record["folder"] = _part_folder(item)
    elif callable(getattr(item.tagger, "get_params", None)):
        record["params"] = item.tagger.get_params()  # type: ignore[attr-defined]
    else:
        raise ConfigError(f"pipeline part {item.name!r} can neither save itself nor report its settings (get_params)")
    return record


def _load_part(record: Mapping[str, Any], model_dir: Path) -> Part:
    """Return the part a manifest record describes, refusing one written under another feature schema."""
    cls = tagger_class(str(record["tagger"]))
    expected = getattr(cls, "feature_schema", 1)
    if record.get("feature_schema", 1) != expected:
        raise ConfigError(
            f"{model_dir / MANIFEST}: part {record['name']!r} was saved under feature schema "
            f"{record.get('feature_schema')!r}, this phiscrub computes {expected}; retrain it"
        )
    if "folder" in record:
        tagger = cls.load(model_dir / str(record["folder"]))  # type: ignore[attr-defined]
    else:
        tagger = cls(**dict(record.get("params") or {}))
    return Part(str(record["name"]), tagger, str(record.get("role", "model")))


def _format1_parts(manifest: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Return the part records of a format-1 hybrid manifest (taggers by name, CRFs in crf-<kind> folders)."""
    schema = manifest.get("feature_schema", 1)
    records: list[dict[str, Any]] = []
    for name in manifest["taggers"]:
        if name == "rules":
            records.append({"name": "rules", "tagger": "rules", "role": "rules", "params": {"lang": manifest["lang"]}})
        else:
            records.append(
                {"name": name, "tagger": "crf", "role": "model", "folder": f"crf-{name}", "feature_schema": schema}
            )
    return records


def _read_manifest(model_dir: Path) -> dict[str, Any]:
    """Return a model folder's manifest, checked for format and major version."""
    path = model_dir / MANIFEST
    if not path.is_file():
        raise ModelNotFoundError(model_dir, "en|es")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ConfigError(f"{path}: unreadable model manifest ({type(error).__name__})") from None
    if not isinstance(manifest, dict) or manifest.get("kind") not in ("hybrid", "pipeline") or "lang" not in manifest:
        raise ConfigError(f"{path}: not a phiscrub model manifest")
    if manifest.get("format") not in (1, MODEL_FORMAT):
        raise ConfigError(f"{path}: model format {manifest.get('format')!r}, this phiscrub reads 1 and {MODEL_FORMAT}")
    if manifest.get("feature_schema", 1) != FEATURE_SCHEMA:
        raise ConfigError(
            f"{path}: model feature schema {manifest.get('feature_schema')!r}, this phiscrub computes "
            f"{FEATURE_SCHEMA}; retrain it with `phiscrub train hybrid`"
        )
    trained_major = str(manifest.get("phiscrub_version", "")).split(".")[0]
    if trained_major != __version__.split(".")[0]:
        raise ConfigError(
            f"{path}: model trained with phiscrub {manifest.get('phiscrub_version')}, "
            f"this is {__version__}; retrain it with `phiscrub train hybrid`"
        )
    return manifest
