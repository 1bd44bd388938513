"""The hybrid de-identifier of Lee et al. 2017 §3.3: a rule tagger, two CRF taggers, then post-processing.

Tagging a note runs the rule tagger and the quantitative (DATE, AGE, CONTACT) and name (NAME, LOCATION, PROFESSION)
CRFs, then the post-processing steps in order, then the de-identification policy:

- "merge": one of `phiscrub.merge.union.MERGE_POLICIES` (`merge=`): "rules-first" is the paper's (rule spans win
  over overlapping CRF spans, overlapping CRF spans are both kept, §3.3.4 step 1); the default "crf-first" lets the
  CRF spans win and the rules fill their gaps (see DEFAULT_MERGE); disabled,
  the tagger outputs are simply united (the ablation "without merging");
- "correct": error correction (§3.3.4 step 2, `phiscrub.merge.correction`);
- "reconcile": global reconciliation of types per string (§3.3.4 step 3, `phiscrub.merge.reconcile`);
- "propagate": beyond the paper, every other occurrence of a tagged name is tagged too (recall first);
- then `phiscrub.merge.policy.apply_policy` ("i2b2" or "safe-harbor").

Each step can be left out for an ablation (`HybridPipeline(steps=("merge", "correct"))`). When `fit` gets dev notes,
c1/c2 are chosen from a small grid by the binary token-level F2 on dev (recall weighted twice as much as precision:
a missed PHI token leaks, a spurious one only costs readability); ties go to the earlier grid point. A saved model is a
folder: `manifest.json` plus one sub-folder per CRF. A saved model holds words of its training notes (CRF feature
weights): share it only where the training notes could be shared.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import multiprocessing
import tempfile
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace
from itertools import islice, takewhile
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from phiscrub.batch import exit_with_parent
from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, PhiscrubError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.io.jsonl import document_to_json
from phiscrub.labels import LABEL_MAPS, corpus_label_for
from phiscrub.merge.correction import CORRECTIONS, correct
from phiscrub.merge.policy import POLICIES, apply_policy
from phiscrub.merge.reconcile import propagate_names, reconcile_types
from phiscrub.merge.union import MERGE_POLICIES, merge_policy, merge_union
from phiscrub.taggers.base import Tagger, check_fitted
from phiscrub.tokenize.windows import OVERLAP_CHARS, WINDOW_CHARS, text_windows
from phiscrub.version import __version__

if TYPE_CHECKING:
    from phiscrub.taggers.crf import CrfTagger

logger = logging.getLogger(__name__)

MANIFEST: Final = "manifest.json"
"""The file of a model folder that describes the model."""

MODEL_FORMAT: Final = 1
"""The version of the model folder layout; `load` refuses others."""

FEATURE_SCHEMA: Final = 1
"""The version of the CRF features (tokenizer, feature names) a model was trained on; `load` refuses a different one,
since CRFsuite silently ignores attributes it never saw. A manifest without the key is schema 1."""

STEP_NAMES: Final[tuple[str, ...]] = ("merge", "correct", "reconcile", "propagate")
"""Every post-processing step, in their default order."""

CRF_KINDS: Final[tuple[str, ...]] = ("quantitative", "names")
"""The two CRF taggers of the hybrid system."""

TAGGER_NAMES: Final[tuple[str, ...]] = ("rules", *CRF_KINDS)
"""Every tagger of the hybrid system."""

DEFAULT_GRID: Final[tuple[tuple[float, float], ...]] = ((0.05, 0.01), (0.1, 0.01), (0.3, 0.01), (0.1, 0.1))
"""(c1, c2) pairs tried on dev notes: L1 and L2 regularisation around CRFsuite's usual defaults."""

DEFAULT_MERGE: Final = "crf-first"
"""The merge policy of the "merge" step. Lee et al. 2017 let rule spans win ("rules-first"); on the dev splits of
MEDDOCAN and of the synthetic English corpus that lowered binary token recall (95.7 vs 98.1, 91.2 vs 94.6) and strict
F1, so the CRF spans win and the rules fill their gaps (docs/results/hybrid.md)."""

SELECTION_METRIC: Final = "binary-token F2"
"""What `fit` maximises on dev notes to choose c1/c2."""

LANGUAGES: Final[tuple[str, ...]] = ("en", "es")
"""Languages a hybrid pipeline can be built for."""

_PostStep = Callable[[Sequence[Span], str, str], list[Span]]


class ModelNotFoundError(PhiscrubError):
    """No trained model where one was looked for; the message says how to train one."""

    def __init__(self, where: Path, lang: str) -> None:
        super().__init__(
            f"no trained hybrid model at {where} (missing {MANIFEST}); train one with "
            f"`phiscrub train hybrid --train TRAIN.jsonl --lang {lang} --out MODEL_DIR` and pass `--model MODEL_DIR`"
        )
        self.where = where
        self.lang = lang


def _new_crf(kind: str, **params: Any) -> CrfTagger:
    """Return an unfitted CRF tagger of `kind` (imported only now: it pulls in python-crfsuite)."""
    from phiscrub.taggers.crf import CrfTagger

    return CrfTagger(kind=kind, **params)


def _load_crf(directory: Path) -> CrfTagger:
    from phiscrub.taggers.crf import CrfTagger

    return CrfTagger.load(directory)


def _tag_crfs(crfs: Sequence[CrfTagger], doc: Document) -> list[list[Span]]:
    """Return each CRF's spans for `doc`, the note featurised once for all of them."""
    if not crfs:
        return []
    from phiscrub.taggers.crf import tag_jointly

    return tag_jointly(crfs, doc)


def _new_rules(lang: str, policy: str) -> Tagger:
    from phiscrub.taggers.rules.tagger import RuleTagger

    return RuleTagger(lang=lang, policy=policy)  # type: ignore[arg-type]


def _correct_all(spans: Sequence[Span], text: str, lang: str) -> list[Span]:
    return correct(spans, text, lang)


_POST_STEPS: Final[Mapping[str, _PostStep]] = MappingProxyType(
    {"correct": _correct_all, "reconcile": reconcile_types, "propagate": propagate_names}
)

_LOCAL_STEPS: Final = frozenset({"correct"})
"""Post-processing steps that look only near each span, so that a long note can run them window by window."""


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


def _f2(tp: int, fp: int, fn: int) -> float:
    return 5 * tp / (5 * tp + 4 * fn + fp) if tp else 0.0


def _learned_corpus_labels(docs: Iterable[Document], corpus: str = "canonical") -> dict[str, str]:
    """Return, per canonical label, the label of `corpus` its training spans carried most often."""
    own_labels = LABEL_MAPS.get(corpus, {})
    seen: dict[str, Counter[str]] = {}
    for doc in docs:
        for span in doc.spans:
            # a span whose corpus label equals the canonical one (MEDDOCAN's HOSPITAL) carries no corpus_label
            own = span.corpus_label or (span.label if span.label in own_labels else None)
            if own:
                seen.setdefault(span.label, Counter())[own] += 1
    return {label: counts.most_common(1)[0][0] for label, counts in sorted(seen.items())}


class HybridPipeline:
    """Rules + two CRFs + post-processing steps + a policy (Lee et al. 2017 §3.3); see the module docstring."""

    name: str = "hybrid"
    window_chars: int = WINDOW_CHARS
    """Notes longer than this are tagged in overlapping windows of at most this many characters."""
    overlap_chars: int = OVERLAP_CHARS
    """The least overlap of two windows of a long note."""

    def __init__(
        self,
        lang: str = "en",
        policy: str = "i2b2",
        steps: Sequence[str] = STEP_NAMES,
        taggers: Sequence[str] = TAGGER_NAMES,
        feature_groups: Sequence[str] | None = None,
        c1: float = 0.1,
        c2: float = 0.01,
        max_iterations: int = 150,
        grid: Sequence[tuple[float, float]] = DEFAULT_GRID,
        corpus: str = "canonical",
        seed: int = 0,
        tokenizer: str = "aggressive",
        merge: str = DEFAULT_MERGE,
        kind_groups: Mapping[str, Sequence[str]] | None = None,
        o_threshold: float = 0.0,
        easy_adapt: bool = True,
    ) -> None:
        self.lang = lang
        self.policy = policy
        self.steps = tuple(steps)
        self.taggers = tuple(taggers)
        self.feature_groups = None if feature_groups is None else tuple(feature_groups)
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.grid = tuple(grid)
        self.corpus = corpus
        self.seed = seed
        self.tokenizer = tokenizer
        self.merge = merge
        self.o_threshold = o_threshold
        self.easy_adapt = easy_adapt
        self.kind_groups = None if kind_groups is None else {k: tuple(v) for k, v in kind_groups.items()}
        self.rules_: Tagger | None = None
        self.crfs_: dict[str, CrfTagger] = {}
        self.manifest_: dict[str, Any] | None = None
        self.model_dir_: Path | None = None

    # -- configuration ---------------------------------------------------------------------------------------------

    def _check_config(self) -> None:
        """Raise a PhiscrubError naming the first setting that cannot work."""
        checks: tuple[tuple[str, Iterable[str], Sequence[str]], ...] = (
            ("language", (self.lang,), LANGUAGES),
            ("policy", (self.policy,), POLICIES),
            ("post-processing step", self.steps, STEP_NAMES),
            ("tagger", self.taggers, TAGGER_NAMES),
            ("label map", (self.corpus,), tuple(LABEL_MAPS)),
            ("merge policy", (self.merge,), tuple(MERGE_POLICIES)),
            ("CRF kind", tuple(self.kind_groups or ()), CRF_KINDS),
        )
        for kind, names, valid in checks:
            for name in names:
                if name not in valid:
                    raise UnknownComponentError(kind, name, valid)
        if len(set(self.steps)) != len(self.steps):
            raise ConfigError(f"post-processing steps repeat a name: {', '.join(self.steps)}")
        if not self.taggers:
            raise ConfigError("a hybrid pipeline needs at least one tagger")

    def _crf_params(self, c1: float, c2: float, kind: str | None = None) -> dict[str, Any]:
        params: dict[str, Any] = {
            "c1": c1,
            "c2": c2,
            "max_iterations": self.max_iterations,
            "lang": self.lang,
            "seed": self.seed,
            "tokenizer": self.tokenizer,
            "o_threshold": self.o_threshold,
            "easy_adapt": self.easy_adapt,
        }
        if self.feature_groups is not None:
            params["feature_groups"] = self.feature_groups
        if kind is not None and self.kind_groups and kind in self.kind_groups:
            params["feature_groups"] = self.kind_groups[kind]
        return params

    # -- tagging ---------------------------------------------------------------------------------------------------

    def _spans(self, doc: Document, rules: Tagger | None, crfs: Mapping[str, CrfTagger]) -> list[Span]:
        """Return the pipeline's spans for `doc` with the given taggers (shared by `tag` and the dev grid).

        A long note is tagged window by window (`phiscrub.tokenize.windows`): the taggers, the merge and the local
        steps that follow it ("correct") see one window at a time, and the spans of all windows, shifted to offsets of
        the note, are united (a span found in two overlapping windows is kept once). The document-wide steps
        ("reconcile", "propagate") and the policy then see every span of the note at once.
        """
        post = [step for step in self.steps if step != "merge"]
        local = len(list(takewhile(lambda step: step in _LOCAL_STEPS, post)))
        windows = text_windows(doc.text, self.window_chars, self.overlap_chars)
        if len(windows) == 1:
            spans = self._window_spans(doc, rules, crfs, post[:local])
        else:
            spans = merge_union(
                [
                    [shifted(span, window.start) for span in self._window_spans(piece, rules, crfs, post[:local])]
                    for window in windows
                    for piece in (Document(doc.id, doc.text[window.start : window.end], (), doc.meta),)
                ]
            )
        for step in post[local:]:
            spans = _POST_STEPS[step](spans, doc.text, self.lang)
        return apply_policy(spans, doc.text, self.policy)

    def _window_spans(
        self, doc: Document, rules: Tagger | None, crfs: Mapping[str, CrfTagger], steps: Sequence[str]
    ) -> list[Span]:
        """Return the merged spans of the taggers for `doc` (a note or a window of one), after the local `steps`."""
        rule_spans = rules.tag(doc) if rules is not None and "rules" in self.taggers else []
        crf_spans = _tag_crfs([crfs[kind] for kind in CRF_KINDS if kind in self.taggers and kind in crfs], doc)
        if "merge" in self.steps:
            spans = merge_policy(self.merge)(rule_spans, crf_spans)
        else:
            spans = merge_union([rule_spans, *crf_spans])
        for step in steps:
            spans = _POST_STEPS[step](spans, doc.text, self.lang)
        return spans

    def tag(self, doc: Document) -> Document:
        """Return `doc` with its spans replaced by the PHI the pipeline finds (each with its source and score)."""
        check_fitted(self, "manifest_")
        return doc.with_spans(self._spans(doc, self.rules_, self.crfs_))

    def pipe(self, docs: Iterable[Document], batch_size: int = 32, n_process: int = 1) -> Iterator[Document]:
        """Yield each document tagged, streaming, in input order; `n_process` > 1 tags batches in worker processes."""
        check_fitted(self, "manifest_")
        if batch_size < 1 or n_process < 1:
            raise ConfigError(f"batch_size and n_process must be at least 1 (got {batch_size}, {n_process})")
        if n_process == 1:
            yield from (self.tag(doc) for doc in docs)
            return
        if self.model_dir_ is not None:
            yield from _pipe_in_workers(self.model_dir_, self.policy, self.steps, docs, batch_size, n_process)
            return
        with tempfile.TemporaryDirectory(prefix="phiscrub-model-") as temporary:
            self.save(Path(temporary))
            yield from _pipe_in_workers(Path(temporary), self.policy, self.steps, docs, batch_size, n_process)

    def corpus_label_for(self, label: str) -> str | None:
        """Return the training corpus's own label for a canonical label (as learned, else from the label map)."""
        manifest = self.manifest_ or {}
        learned = manifest.get("corpus_labels", {})
        if label in learned:
            return str(learned[label])
        corpus = manifest.get("corpus", self.corpus)
        return None if corpus == "canonical" else corpus_label_for(label, corpus)

    # -- training --------------------------------------------------------------------------------------------------

    def _fit_crfs(
        self, train: Sequence[Document], source: Sequence[Document], c1: float, c2: float
    ) -> dict[str, CrfTagger]:
        crfs = {}
        for kind in CRF_KINDS:
            if kind in self.taggers:
                logger.info("training the %s CRF (c1=%s, c2=%s) on %d notes", kind, c1, c2, len(train))
                crf = _new_crf(kind, **self._crf_params(c1, c2, kind))
                crf.fit(train, source_docs=source)
                crfs[kind] = crf
        return crfs

    def _dev_scores(
        self, dev: Sequence[Document], rules: Tagger | None, crfs: Mapping[str, CrfTagger]
    ) -> dict[str, Any]:
        from phiscrub.evaluate.metrics import evaluate

        predicted = [doc.with_spans(self._spans(doc, rules, crfs)) for doc in dev]
        result = evaluate(dev, predicted, labels="full")
        binary = result.micro["binary-token"]
        levels = {level: counts.to_dict() for level, counts in result.micro.items()}
        return {"selection": _f2(binary.tp, binary.fp, binary.fn), "levels": levels}

    def fit(
        self,
        train_docs: Iterable[Document],
        dev_docs: Iterable[Document] | None = None,
        source_docs: Iterable[Document] = (),
    ) -> HybridPipeline:
        """Train both CRFs on `train_docs` (EasyAdapt with `source_docs`), choosing c1/c2 on `dev_docs` if given."""
        self._check_config()
        train, source = list(train_docs), list(source_docs)
        dev = list(dev_docs) if dev_docs is not None else []
        if not train:
            raise ConfigError("fit needs at least one training document")
        rules = _new_rules(self.lang, self.policy) if "rules" in self.taggers else None
        c1, c2 = self.c1, self.c2
        crfs: dict[str, CrfTagger] = {}
        scores: dict[str, Any] | None = None
        trials: list[dict[str, float]] = []
        for grid_c1, grid_c2 in self.grid if dev else ():
            grid_crfs = self._fit_crfs(train, source, grid_c1, grid_c2)
            grid_scores = self._dev_scores(dev, rules, grid_crfs)
            trials.append({"c1": grid_c1, "c2": grid_c2, "score": grid_scores["selection"]})
            logger.info("dev %s with c1=%s, c2=%s: %.4f", SELECTION_METRIC, grid_c1, grid_c2, grid_scores["selection"])
            if scores is None or grid_scores["selection"] > scores["selection"]:
                c1, c2, crfs, scores = grid_c1, grid_c2, grid_crfs, grid_scores
        if scores is None:
            crfs = self._fit_crfs(train, source, c1, c2)
            scores = self._dev_scores(dev, rules, crfs) if dev else None
        self.rules_, self.crfs_, self.model_dir_ = rules, crfs, None
        self.manifest_ = self._manifest(train, source, dev, c1, c2, scores, trials)
        return self

    def _manifest(
        self,
        train: Sequence[Document],
        source: Sequence[Document],
        dev: Sequence[Document],
        c1: float,
        c2: float,
        scores: Mapping[str, Any] | None,
        trials: Sequence[Mapping[str, Any]],
    ) -> dict[str, Any]:
        return {
            "format": MODEL_FORMAT,
            "feature_schema": FEATURE_SCHEMA,
            "kind": "hybrid",
            "phiscrub_version": __version__,
            "lang": self.lang,
            "policy": self.policy,
            "steps": list(self.steps),
            "merge": self.merge,
            "taggers": list(self.taggers),
            "corrections": list(CORRECTIONS),
            "labels": sorted({span.label for doc in train for span in doc.spans}),
            "corpus": self.corpus,
            "corpus_labels": _learned_corpus_labels(train, self.corpus),
            "features": {
                "feature_groups": None if self.feature_groups is None else list(self.feature_groups),
                "kind_groups": None if self.kind_groups is None else {k: list(v) for k, v in self.kind_groups.items()},
                "groups_used": {kind: sorted(crf.feature_config_.groups) for kind, crf in self.crfs_.items()},
                "c1": c1,
                "c2": c2,
                "max_iterations": self.max_iterations,
                "o_threshold": self.o_threshold,
                "easy_adapt": self.easy_adapt,
                "seed": self.seed,
                "tokenizer": self.tokenizer,
            },
            "training_data": {"n_docs": len(train), "sha256": training_digest(train)},
            "source_data": {"n_docs": len(source), "sha256": training_digest(source)} if source else None,
            "dev_data": {"n_docs": len(dev), "sha256": training_digest(dev)} if dev else None,
            "selection": {"metric": SELECTION_METRIC, "grid": list(trials)} if trials else None,
            "dev_metrics": scores["levels"] if scores is not None else None,
            "privacy": "CRF feature weights hold words of the training notes: share only where they could be shared",
        }

    # -- persistence -----------------------------------------------------------------------------------------------

    def save(self, model_dir: Path) -> None:
        """Write the model to `model_dir`: manifest.json and one sub-folder per CRF."""
        check_fitted(self, "manifest_")
        model_dir.mkdir(parents=True, exist_ok=True)
        for kind, crf in self.crfs_.items():
            crf.save(model_dir / f"crf-{kind}")
        with atomic_write(model_dir / MANIFEST) as handle:
            json.dump(self.manifest_, handle, ensure_ascii=False, indent=2, sort_keys=True)
            handle.write("\n")

    @classmethod
    def load(
        cls,
        model_dir: Path,
        policy: str | None = None,
        steps: Sequence[str] | None = None,
        o_threshold: float | None = None,
    ) -> HybridPipeline:
        """Return the model saved in `model_dir`; `policy`, `steps` and `o_threshold` override the saved ones.

        Args:
            model_dir: The model folder.
            policy: De-identification policy ("i2b2" or "safe-harbor"); None: the model's.
            steps: Post-processing steps; None: the model's.
            o_threshold: The CRFs' recall operating point (`CrfTagger`'s `o_threshold`); None: the model's.
        """
        manifest = _read_manifest(model_dir)
        features = manifest.get("features") or {}
        pipeline = cls(
            lang=manifest["lang"],
            policy=policy or manifest["policy"],
            steps=manifest["steps"] if steps is None else steps,
            merge=manifest.get("merge", "rules-first"),
            taggers=manifest["taggers"],
            feature_groups=features.get("feature_groups"),
            kind_groups=features.get("kind_groups"),
            c1=features.get("c1", 0.1),
            c2=features.get("c2", 0.01),
            max_iterations=features.get("max_iterations", 150),
            corpus=manifest.get("corpus", "canonical"),
            seed=features.get("seed", 0),
            tokenizer=features.get("tokenizer", "aggressive"),
            o_threshold=features.get("o_threshold", 0.0) if o_threshold is None else o_threshold,
            easy_adapt=features.get("easy_adapt", True),
        )
        pipeline._check_config()
        pipeline.rules_ = _new_rules(pipeline.lang, pipeline.policy) if "rules" in pipeline.taggers else None
        pipeline.crfs_ = {kind: _load_crf(model_dir / f"crf-{kind}") for kind in CRF_KINDS if kind in pipeline.taggers}
        if o_threshold is not None:
            for crf in pipeline.crfs_.values():
                crf.set_params(o_threshold=o_threshold)._validate()
            manifest.setdefault("features", {})["o_threshold"] = o_threshold
        pipeline.manifest_ = manifest
        pipeline.model_dir_ = model_dir
        return pipeline

    @classmethod
    def load_default(cls, lang: str, policy: str | None = None, o_threshold: float | None = None) -> HybridPipeline:
        """Return the model shipped for `lang` in phiscrub/models/<lang>/, or raise ModelNotFoundError.

        `policy` and `o_threshold` override the model's, as for `load`.
        """
        if lang not in LANGUAGES:
            raise UnknownComponentError("language", lang, LANGUAGES)
        model_dir = Path(__file__).parent / "models" / lang
        if not (model_dir / MANIFEST).is_file():
            raise ModelNotFoundError(model_dir, lang)
        return cls.load(model_dir, policy=policy, o_threshold=o_threshold)


def _read_manifest(model_dir: Path) -> dict[str, Any]:
    """Return a model folder's manifest, checked for format and major version."""
    path = model_dir / MANIFEST
    if not path.is_file():
        raise ModelNotFoundError(model_dir, "en|es")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ConfigError(f"{path}: unreadable model manifest ({type(error).__name__})") from None
    if not isinstance(manifest, dict) or manifest.get("kind") != "hybrid" or "lang" not in manifest:
        raise ConfigError(f"{path}: not a hybrid model manifest")
    if manifest.get("format") != MODEL_FORMAT:
        raise ConfigError(f"{path}: model format {manifest.get('format')!r}, this phiscrub reads {MODEL_FORMAT}")
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


# -- worker processes ------------------------------------------------------------------------------------------------


@functools.cache
def _worker_model(model_dir: str, policy: str, steps: tuple[str, ...]) -> HybridPipeline:
    """Return the model a worker process tags with, loaded once per worker (the parent never calls this)."""
    return HybridPipeline.load(Path(model_dir), policy=policy, steps=steps)


def _tag_batch(
    model: tuple[str, str, tuple[str, ...]], batch: list[tuple[str, str, dict[str, Any]]]
) -> list[list[Span]]:
    pipeline = _worker_model(*model)
    return [list(pipeline.tag(Document(doc_id, text, (), meta)).spans) for doc_id, text, meta in batch]


def _pipe_in_workers(
    model_dir: Path,
    policy: str,
    steps: tuple[str, ...],
    docs: Iterable[Document],
    batch_size: int,
    n_process: int,
) -> Iterator[Document]:
    """Yield the documents tagged by `n_process` workers, in order, with at most 2 batches per worker in flight."""
    context = multiprocessing.get_context("spawn")
    iterator = iter(docs)
    pending: deque[tuple[list[Document], Future[list[list[Span]]]]] = deque()
    model = (str(model_dir), policy, steps)
    with ProcessPoolExecutor(n_process, context, initializer=exit_with_parent) as executor:
        while True:
            while len(pending) < 2 * n_process and (batch := list(islice(iterator, batch_size))):
                payload = [(doc.id, doc.text, dict(doc.meta)) for doc in batch]
                pending.append((batch, executor.submit(_tag_batch, model, payload)))
            if not pending:
                return
            batch, future = pending.popleft()
            for doc, spans in zip(batch, future.result(), strict=True):
                yield doc.with_spans(spans)
