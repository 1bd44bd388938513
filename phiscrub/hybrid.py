"""The hybrid de-identifier of Lee et al. 2017 §3.3 as one configuration of `Pipeline`: a rule tagger and two CRFs.

The quantitative CRF tags DATE, AGE and CONTACT, the names CRF NAME, LOCATION and PROFESSION; the rules fill the
CRFs' gaps (or win, with `merge="rules-first"`, as in the paper). `HybridPipeline(...)` holds the settings of the
CRFs, scikit-learn style (stored unchanged); `fit` (in `phiscrub.training`) trains the CRFs, choosing c1/c2 on dev
notes when given, and sets the parts. Loaded, a hybrid model is a `HybridPipeline` whose parts came from its folder.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Self

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.pipeline import CRF_KINDS, DEFAULT_MERGE, STEP_NAMES, TAGGER_NAMES, Part, Pipeline

if TYPE_CHECKING:
    from phiscrub.taggers.crf import CrfTagger

DEFAULT_GRID: Final[tuple[tuple[float, float], ...]] = ((0.05, 0.01), (0.1, 0.01), (0.3, 0.01), (0.1, 0.1))
"""(c1, c2) pairs tried on dev notes: L1 and L2 regularisation around CRFsuite's usual defaults."""

SELECTION_METRIC: Final = "binary-token F2"
"""What `fit` maximises on dev notes to choose c1/c2 (recall weighted twice as much as precision: a missed PHI token
leaks, a spurious one only costs readability)."""


class HybridPipeline(Pipeline):
    """Rules + two CRFs + post-processing steps + a policy (Lee et al. 2017 §3.3); see the module docstring.

    Args:
        lang: Language of the notes ("en" or "es").
        policy: De-identification policy ("i2b2" or "safe-harbor").
        steps: Post-processing steps (`phiscrub.pipeline.STEP_NAMES`), e.g. for an ablation.
        taggers: Which of "rules", "quantitative", "names" to run.
        feature_groups: CRF feature groups for both CRFs; None: each kind's default.
        c1: L1 coefficient of the CRFs (when no dev notes choose it).
        c2: L2 coefficient of the CRFs.
        max_iterations: L-BFGS iterations.
        grid: (c1, c2) pairs tried when `fit` gets dev notes.
        corpus: Label map of the training corpus (its own labels are given back when tagging with `--labels corpus`).
        seed: Seed of the CRFs' word clusters.
        tokenizer: "aggressive" (§3.3.1) or "standard".
        merge: Merge policy (`phiscrub.merge.union.MERGE_POLICIES`).
        kind_groups: Feature groups per CRF kind, overriding `feature_groups`.
        o_threshold: The CRFs' recall operating point (`CrfTagger`).
        easy_adapt: Whether source corpora are added with EasyAdapt (else pooled).
        window: The CRFs' n-gram window (`CrfTagger`): 2 as in the paper, 1 for a faster model.
        case_variants: Share of the training and source notes also trained on in lower case, and (drawn apart) in
            upper case (`phiscrub.training.case_variants`): 0 trains on the notes as they are.
    """

    name: str = "hybrid"

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
        window: int = 2,
        case_variants: float = 0.0,
    ) -> None:
        super().__init__((), lang=lang, policy=policy, steps=steps, merge=merge, corpus=corpus)
        self.taggers = tuple(taggers)
        self.feature_groups = None if feature_groups is None else tuple(feature_groups)
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.grid = tuple(grid)
        self.seed = seed
        self.tokenizer = tokenizer
        self.o_threshold = o_threshold
        self.easy_adapt = easy_adapt
        self.window = window
        self.case_variants = case_variants
        self.kind_groups = None if kind_groups is None else {k: tuple(v) for k, v in kind_groups.items()}

    def _check_config(self) -> None:
        super()._check_config()
        for kind, names, valid in (
            ("tagger", self.taggers, TAGGER_NAMES),
            ("CRF kind", tuple(self.kind_groups or ()), CRF_KINDS),
        ):
            for name in names:
                if name not in valid:
                    raise UnknownComponentError(kind, name, valid)
        if not self.taggers:
            from phiscrub.errors import ConfigError

            raise ConfigError("a hybrid pipeline needs at least one tagger")

    def crf_params(self, c1: float, c2: float, kind: str | None = None) -> dict[str, Any]:
        """Return the `CrfTagger` arguments of this configuration for `kind`, with regularisation (c1, c2)."""
        params: dict[str, Any] = {
            "c1": c1,
            "c2": c2,
            "max_iterations": self.max_iterations,
            "lang": self.lang,
            "seed": self.seed,
            "tokenizer": self.tokenizer,
            "o_threshold": self.o_threshold,
            "easy_adapt": self.easy_adapt,
            "window": self.window,
        }
        if self.feature_groups is not None:
            params["feature_groups"] = self.feature_groups
        if kind is not None and self.kind_groups and kind in self.kind_groups:
            params["feature_groups"] = self.kind_groups[kind]
        return params

    def hybrid_parts(self, crfs: Mapping[str, CrfTagger]) -> tuple[Part, ...]:
        """Return the parts of this configuration: the rule tagger (if chosen) and the given CRFs, in kind order."""
        from phiscrub.taggers.rules.tagger import RuleTagger

        rules = (Part("rules", RuleTagger(lang=self.lang), "rules"),) if "rules" in self.taggers else ()  # type: ignore[arg-type]
        learned = (Part(kind, crfs[kind], "model") for kind in CRF_KINDS if kind in crfs)  # type: ignore[arg-type]
        return (*rules, *learned)

    @classmethod
    def from_manifest(
        cls, manifest: Mapping[str, Any], policy: str | None = None, steps: Sequence[str] | None = None
    ) -> Self:
        """Return an unfitted HybridPipeline with the settings a hybrid model's manifest records."""
        features = manifest.get("features") or {}
        return cls(
            lang=manifest["lang"],
            policy=policy or manifest["policy"],
            steps=manifest["steps"] if steps is None else steps,
            merge=manifest.get("merge", "rules-first"),
            taggers=manifest.get("taggers") or [item["name"] for item in manifest.get("parts", ())],
            feature_groups=features.get("feature_groups"),
            kind_groups=features.get("kind_groups"),
            c1=features.get("c1", 0.1),
            c2=features.get("c2", 0.01),
            max_iterations=features.get("max_iterations", 150),
            corpus=manifest.get("corpus", "canonical"),
            seed=features.get("seed", 0),
            tokenizer=features.get("tokenizer", "aggressive"),
            o_threshold=features.get("o_threshold", 0.0),
            easy_adapt=features.get("easy_adapt", True),
            window=features.get("window", 2),
            case_variants=features.get("case_variants", 0.0),
        )

    @property
    def crfs_(self) -> dict[str, CrfTagger]:
        """Return the fitted CRFs by kind."""
        return {item.name: item.tagger for item in self.parts if item.name in CRF_KINDS}  # type: ignore[misc]

    def fit(
        self,
        train_docs: Iterable[Document],
        dev_docs: Iterable[Document] | None = None,
        source_docs: Iterable[Document] = (),
        workers: int = 1,
    ) -> HybridPipeline:
        """Train both CRFs on `train_docs` (EasyAdapt with `source_docs`), choosing c1/c2 on `dev_docs` if given.

        `workers` > 1 trains the CRFs (of each grid point) in that many processes.
        """
        from phiscrub.training import fit_hybrid

        return fit_hybrid(self, train_docs, dev_docs, source_docs, workers=workers)
