"""Query strategies of pool-based active learning for de-identification (Li et al. 2019, "Methods").

Each strategy scores every document of the unannotated pool from the current model's per-token marginal label
probabilities (`DocumentMarginals`) and returns the pool's document ids, most worth annotating first; the next batch
is the first k (eq. 1). For a token x, y is its most probable label and P(y|x) that label's probability.

- least confidence, LC (3): UC(d) = Σ_t (1 − P(y_t|x_t)).
- LC with upper bound, LCUB(θ) (5): only tokens with P(y_t|x_t) < θ count. LCUB(1) is LC.
- entropy (6)-(7): UC(d) = Σ_t H(x_t), H(x) = −Σ_j P(y_j|x) log P(y_j|x) over the m most probable labels of x
  (natural log). The paper leaves m open: 3 by default here.
- entropy with lower bound, ELB(ρ) (8): only tokens with H(x_t) > ρ count. ELB(0) is entropy.
- return on investment, ROI: two classes, PHI or not, so P(y|x) = max(P(O|x), 1 − P(O|x)) and y is PHI when
  1 − P(O|x) > P(O|x). NCn, NCp are the net contributions of correcting a false negative and a false positive, ctr
  the reading cost of a token, and P'(y|x) the true probability that x is of class y.
  Full form (11): ROI(x) = NCn·P(y|x)·(1 − P'(y|x)) + NCp·(1 − P(y|x))·P'(y|x) − ctr when y is non-PHI, with NCn
  and NCp swapped when y is PHI. Simplified form (13), P' ≈ P: ROI(x) = (NCn + NCp)·P(y|x)·(1 − P(y|x)) − ctr.
  A document's ROI is the sum over its tokens (12): its expected net contribution minus its reading cost ctr·l.
  The extracted text of the paper lost its minus signs ("(1P(y|x))ctr"); ctr is read as subtracted, the only
  reading under which (12) charges a document of l tokens the reading cost ctr·l that the paper defines.
  `roi_full` takes P' from a `Calibration`: how often the model's two-class label turned out right, by confidence,
  on notes it labelled before they were annotated; without one, P' = P and (11) equals (13).
- random: passive learning, a seeded shuffle.

Ties keep pool order, so a ranking depends only on the pool, the marginals and the seed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

import numpy as np
import numpy.typing as npt

from phiscrub.active.marginals import OUTSIDE, DocumentMarginals
from phiscrub.document import Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.features import iob_labels

FloatArray = npt.NDArray[np.float64]

DEFAULT_TOP_LABELS: Final = 3
"""m of the entropy strategies: the most probable labels of a token its entropy is taken over."""


# ---------------------------------------------------------------------------------------------------------------
# Token measures
# ---------------------------------------------------------------------------------------------------------------


def top_probability(marginals: DocumentMarginals) -> FloatArray:
    """Return P(y_t|x_t) for each token: the probability of its most probable label."""
    if marginals.n_tokens == 0:
        return np.zeros(0)
    return np.asarray(marginals.probabilities.max(axis=1), dtype=np.float64)


def token_entropy(marginals: DocumentMarginals, m: int | None = DEFAULT_TOP_LABELS) -> FloatArray:
    """Return H(x_t) of each token (6), over its `m` most probable labels (None: all labels); 0 log 0 is 0."""
    rows = marginals.probabilities
    if m is not None:
        rows = -np.sort(-rows, axis=1)[:, :m]
    safe = np.where(rows > 0.0, rows, 1.0)
    return np.asarray(-(rows * np.log(safe)).sum(axis=1), dtype=np.float64)


def two_class_confidence(marginals: DocumentMarginals) -> tuple[FloatArray, npt.NDArray[np.bool_]]:
    """Return P(y|x) of each token in the two-class view (PHI or not), and whether y is PHI.

    P(PHI|x) is 1 − P(O|x); y is PHI when that is more than P(O|x) (a tie counts as non-PHI).
    """
    if OUTSIDE not in marginals.labels:
        raise ConfigError(f"document {marginals.doc_id!r}: ROI needs the marginal of the {OUTSIDE!r} label")
    outside = marginals.probabilities[:, marginals.labels.index(OUTSIDE)]
    is_phi = outside < 0.5
    return np.where(is_phi, 1.0 - outside, outside), is_phi


def entropy_upper_bound(p_outside: FloatArray, m: int | None, n_labels: int) -> FloatArray:
    """Return the most entropy over its `m` most probable labels a token whose most probable label is "O" can have.

    With P(O) = p, the other labels share r = 1 - p; the top m holds "O" and k = m - 1 of them, whose entropy terms
    -q log q are largest when they split r evenly (while r / k <= 1/e, where -q log q stops growing; beyond it no
    bound is claimed: infinity). Meaningful for p >= 0.5 only.
    """
    p = np.clip(np.asarray(p_outside, dtype=np.float64), 0.0, 1.0)
    k = n_labels - 1 if m is None else min(m - 1, n_labels - 1)
    own = -p * np.log(np.where(p > 0.0, p, 1.0))
    if k <= 0:
        return np.asarray(own, dtype=np.float64)
    rest = 1.0 - p
    share = rest / k
    spread = -rest * np.log(np.where(share > 0.0, share, 1.0))
    return np.asarray(np.where(share <= 1.0 / math.e, own + spread, np.inf), dtype=np.float64)


# ---------------------------------------------------------------------------------------------------------------
# Document scores
# ---------------------------------------------------------------------------------------------------------------


def least_confidence(marginals: DocumentMarginals) -> float:
    """Return UC(d) = Σ_t (1 − P(y_t|x_t)), the summed least-confidence uncertainty (3)."""
    return float(np.sum(1.0 - top_probability(marginals)))


def lcub_uncertainty(marginals: DocumentMarginals, theta: float) -> float:
    """Return Σ_t f(x_t, θ) (5): the LC uncertainty of the tokens whose P(y_t|x_t) is below θ."""
    top = top_probability(marginals)
    return float(np.sum(np.where(top < theta, 1.0 - top, 0.0)))


def entropy_uncertainty(marginals: DocumentMarginals, m: int | None = DEFAULT_TOP_LABELS) -> float:
    """Return UC(d) = Σ_t H(x_t), the summed token entropy (7)."""
    return float(np.sum(token_entropy(marginals, m)))


def elb_uncertainty(marginals: DocumentMarginals, rho: float, m: int | None = DEFAULT_TOP_LABELS) -> float:
    """Return Σ_t g(x_t, ρ) (8): the summed entropy of the tokens whose entropy is above ρ."""
    entropy = token_entropy(marginals, m)
    return float(np.sum(np.where(entropy > rho, entropy, 0.0)))


def roi_simplified(marginals: DocumentMarginals, nc_n: float, nc_p: float, c_tr: float) -> float:
    """Return ROI(d) = Σ_t [(NCn + NCp)·P(y|x_t)·(1 − P(y|x_t)) − ctr], the simplified form (13) summed (12)."""
    confidence, _ = two_class_confidence(marginals)
    return float(np.sum((nc_n + nc_p) * confidence * (1.0 - confidence) - c_tr))


def roi_full(
    marginals: DocumentMarginals,
    nc_n: float,
    nc_p: float,
    c_tr: float,
    calibration: Calibration | None = None,
) -> float:
    """Return ROI(d), the full form (11) summed over the tokens (12), with P'(y|x) from `calibration` (None: P)."""
    confidence, is_phi = two_class_confidence(marginals)
    true = confidence if calibration is None else calibration(confidence)
    # model says y but the truth is the other class: an FN to correct when y is non-PHI, an FP when y is PHI
    wrong_about_y = np.where(is_phi, nc_p, nc_n) * confidence * (1.0 - true)
    wrong_about_other = np.where(is_phi, nc_n, nc_p) * (1.0 - confidence) * true
    return float(np.sum(wrong_about_y + wrong_about_other - c_tr))


# ---------------------------------------------------------------------------------------------------------------
# Calibration: P'(y|x) from the model's own mistakes
# ---------------------------------------------------------------------------------------------------------------

TWO_CLASS_FLOOR: Final = 0.5
"""The lowest two-class confidence: the more probable of two classes has at least half the mass."""


@dataclass(frozen=True, slots=True)
class Calibration:
    """P'(y|x): how often the model's two-class label is right, per bin of its confidence over [0.5, 1].

    Bins are of equal width; a confidence of 1 falls in the last bin.
    """

    rates: tuple[float, ...]
    """The estimated probability of being right, per bin, lowest confidence first."""

    def __post_init__(self) -> None:
        if not self.rates or not all(0.0 <= rate <= 1.0 for rate in self.rates):
            raise ConfigError("a calibration needs at least one bin, each rate in [0, 1]")

    def bin_of(self, confidence: FloatArray) -> npt.NDArray[np.intp]:
        """Return the bin index of each confidence."""
        n_bins = len(self.rates)
        position = (np.asarray(confidence, dtype=np.float64) - TWO_CLASS_FLOOR) / (1.0 - TWO_CLASS_FLOOR) * n_bins
        return np.clip(np.floor(position).astype(np.intp), 0, n_bins - 1)

    def __call__(self, confidence: FloatArray) -> FloatArray:
        """Return P'(y|x) for each two-class confidence P(y|x)."""
        return np.asarray(self.rates, dtype=np.float64)[self.bin_of(confidence)]


def fit_calibration(
    confidence: FloatArray, correct: npt.NDArray[np.bool_], n_bins: int = 10, prior_weight: float = 10.0
) -> Calibration:
    """Return the calibration that observed two-class confidences and whether each label was right give.

    Each bin's rate is an m-estimate, (right + w·c) / (n + w) with c the bin's centre and w `prior_weight`: a bin
    with few observations stays near what the model itself claims, an empty bin is the model's claim.
    """
    if n_bins < 1 or prior_weight <= 0:
        raise ConfigError("a calibration needs n_bins >= 1 and prior_weight > 0")
    empty = Calibration(tuple([1.0] * n_bins))
    bins = empty.bin_of(confidence)
    totals = np.bincount(bins, minlength=n_bins)
    right = np.bincount(bins, weights=np.asarray(correct, dtype=np.float64), minlength=n_bins)
    width = (1.0 - TWO_CLASS_FLOOR) / n_bins
    centres = TWO_CLASS_FLOOR + width * (np.arange(n_bins) + 0.5)
    rates = (right + prior_weight * centres) / (totals + prior_weight)
    return Calibration(tuple(float(rate) for rate in rates))


def calibration_evidence(
    marginals: DocumentMarginals, gold: Iterable[Span]
) -> tuple[FloatArray, npt.NDArray[np.bool_]]:
    """Return each token's two-class confidence and whether its two-class label agreed with `gold` (PHI or not).

    The marginals must be those of a model that had not seen the gold spans: the note's pre-annotation before it
    was annotated. A token is gold PHI when it shares a character with a gold span.
    """
    if not marginals.tokens and marginals.n_tokens:
        raise ConfigError(f"document {marginals.doc_id!r}: calibration needs the marginals' tokens")
    confidence, is_phi = two_class_confidence(marginals)
    gold_phi = np.array([label != OUTSIDE for label in iob_labels(marginals.tokens, gold)], dtype=bool)
    return confidence, is_phi == gold_phi


# ---------------------------------------------------------------------------------------------------------------
# Rankings
# ---------------------------------------------------------------------------------------------------------------


def rank_by_score(pool: Sequence[DocumentMarginals], score: Callable[[DocumentMarginals], float]) -> list[str]:
    """Return the pool's document ids by decreasing `score` (ties keep pool order)."""
    scores = [score(doc) for doc in pool]
    order = sorted(range(len(pool)), key=lambda i: -scores[i])
    return [pool[i].doc_id for i in order]


def rank_least_confidence(pool: Sequence[DocumentMarginals]) -> list[str]:
    """Return the pool ranked by LC (3)."""
    return rank_by_score(pool, least_confidence)


def rank_lcub(pool: Sequence[DocumentMarginals], theta: float) -> list[str]:
    """Return the pool ranked by LCUB(θ) (5)."""
    return rank_by_score(pool, lambda doc: lcub_uncertainty(doc, theta))


def rank_entropy(pool: Sequence[DocumentMarginals], m: int | None = DEFAULT_TOP_LABELS) -> list[str]:
    """Return the pool ranked by summed token entropy (7)."""
    return rank_by_score(pool, lambda doc: entropy_uncertainty(doc, m))


def rank_elb(pool: Sequence[DocumentMarginals], rho: float, m: int | None = DEFAULT_TOP_LABELS) -> list[str]:
    """Return the pool ranked by ELB(ρ) (8)."""
    return rank_by_score(pool, lambda doc: elb_uncertainty(doc, rho, m))


def rank_roi(pool: Sequence[DocumentMarginals], nc_n: float = 1.0, nc_p: float = 1.0, c_tr: float = 0.01) -> list[str]:
    """Return the pool ranked by the simplified ROI (13)."""
    return rank_by_score(pool, lambda doc: roi_simplified(doc, nc_n, nc_p, c_tr))


def rank_roi_full(
    pool: Sequence[DocumentMarginals],
    nc_n: float = 1.0,
    nc_p: float = 1.0,
    c_tr: float = 0.01,
    calibration: Calibration | None = None,
) -> list[str]:
    """Return the pool ranked by the full ROI (11), P' from `calibration` (None: P' = P)."""
    return rank_by_score(pool, lambda doc: roi_full(doc, nc_n, nc_p, c_tr, calibration))


def rank_random(doc_ids: Sequence[str], seed: int) -> list[str]:
    """Return the document ids in a random order drawn from `seed` (passive learning)."""
    order = np.random.default_rng(seed).permutation(len(doc_ids))
    return [doc_ids[i] for i in order]


# ---------------------------------------------------------------------------------------------------------------
# Strategies by name, with parameters
# ---------------------------------------------------------------------------------------------------------------

STRATEGY_PARAMETERS: Final[Mapping[str, tuple[tuple[str, float | None], ...]]] = MappingProxyType(
    {
        "random": (),
        "lc": (),
        "lcub": (("theta", None),),
        "entropy": (("m", DEFAULT_TOP_LABELS),),
        "elb": (("rho", None), ("m", DEFAULT_TOP_LABELS)),
        "roi": (("nc_n", 1.0), ("nc_p", 1.0), ("c_tr", 0.01)),
        "roi-full": (("nc_n", 1.0), ("nc_p", 1.0), ("c_tr", 0.01)),
    }
)
"""Each strategy's parameters, in the order a spec lists them ("elb:0.01,3"), with defaults (None: required)."""

_TITLES: Final[Mapping[str, str]] = MappingProxyType({"random": "Random", "lc": "LC", "entropy": "Entropy"})


def _format_number(value: float) -> str:
    return f"{value:g}"


@dataclass(frozen=True, slots=True)
class Strategy:
    """A query strategy with all its parameters; `parse_strategy("lcub:0.6")` builds one from its spec."""

    name: str
    params: tuple[float, ...] = field(default=())
    """The values of `STRATEGY_PARAMETERS[name]`, in that order."""

    def __post_init__(self) -> None:
        if self.name not in STRATEGY_PARAMETERS:
            raise UnknownComponentError("query strategy", self.name, sorted(STRATEGY_PARAMETERS))
        names = [name for name, _ in STRATEGY_PARAMETERS[self.name]]
        if len(self.params) != len(names):
            raise ConfigError(f"strategy {self.name!r} takes {len(names)} parameters ({', '.join(names) or 'none'})")
        values = dict(zip(names, self.params, strict=True))
        if not all(math.isfinite(value) for value in self.params):
            raise ConfigError(f"strategy {self.name!r}: parameters must be finite numbers")
        if "theta" in values and not 0.0 < values["theta"] <= 1.0:
            raise ConfigError(f"strategy lcub: theta must be in (0, 1] (got {values['theta']:g})")
        if "rho" in values and values["rho"] < 0.0:
            raise ConfigError(f"strategy elb: rho must be >= 0 (got {values['rho']:g})")
        if "m" in values and (values["m"] < 1 or values["m"] != int(values["m"])):
            raise ConfigError(f"strategy {self.name!r}: m must be a whole number >= 1 (got {values['m']:g})")
        if any(values.get(key, 0.0) < 0.0 for key in ("nc_n", "nc_p", "c_tr")):
            raise ConfigError(f"strategy {self.name!r}: NCn, NCp and ctr must be >= 0")

    def __str__(self) -> str:
        if not self.params:
            return self.name
        return f"{self.name}:{','.join(_format_number(value) for value in self.params)}"

    @property
    def title(self) -> str:
        """Return the strategy's name for plots and tables, e.g. "LCUB θ=0.6" or "ROI (13) 1,1,0.01"."""
        values = ",".join(_format_number(value) for value in self.params)
        if self.name == "lcub":
            return f"LCUB θ={_format_number(self.params[0])}"
        if self.name == "elb":
            return f"ELB ρ={_format_number(self.params[0])}"
        if self.name in {"roi", "roi-full"}:
            return f"ROI ({13 if self.name == 'roi' else 11}) {values}"
        return _TITLES[self.name]

    def rows_needed(self, p_outside: FloatArray, n_labels: int) -> npt.NDArray[np.bool_]:
        """Return which tokens need all their marginals for this strategy to score exactly, given their P(O).

        LC, LCUB and ROI read P(O) alone where "O" is the most probable label (P(O) >= 0.5). ELB(ρ) also skips a
        token whose entropy cannot exceed ρ (`entropy_upper_bound`); plain entropy needs every uncertain token.
        A skipped token's other labels may then hold any split of 1 - P(O) without changing the score.
        """
        p = np.asarray(p_outside, dtype=np.float64)
        uncertain_top = p < 0.5
        if self.name in {"entropy", "elb"}:
            rho = 0.0 if self.name == "entropy" else self.params[0]
            m = int(self.params[-1])
            return np.asarray(uncertain_top | (entropy_upper_bound(p, m, n_labels) > rho), dtype=np.bool_)
        if self.name == "random":
            return np.zeros(len(p), dtype=np.bool_)
        return np.asarray(uncertain_top, dtype=np.bool_)

    @property
    def needs_model(self) -> bool:
        """Return whether the strategy reads the model's marginals (all but random)."""
        return self.name != "random"

    def rank(
        self, pool: Sequence[DocumentMarginals], seed: int = 0, calibration: Calibration | None = None
    ) -> list[str]:
        """Return the pool's document ids, most worth annotating first.

        Args:
            pool: The marginals of every unannotated document (for random, only their ids are read).
            seed: The seed of random.
            calibration: P'(y|x) of roi-full (None: P' = P).
        """
        p = self.params
        if self.name == "random":
            return rank_random([doc.doc_id for doc in pool], seed)
        if self.name == "lc":
            return rank_least_confidence(pool)
        if self.name == "lcub":
            return rank_lcub(pool, p[0])
        if self.name == "entropy":
            return rank_entropy(pool, int(p[0]))
        if self.name == "elb":
            return rank_elb(pool, p[0], int(p[1]))
        if self.name == "roi":
            return rank_roi(pool, p[0], p[1], p[2])
        return rank_roi_full(pool, p[0], p[1], p[2], calibration)


def parse_strategy(spec: str) -> Strategy:
    """Return the strategy a spec names: "NAME" or "NAME:V1,V2" (e.g. "lcub:0.6", "roi:1,1,0.01").

    Omitted trailing parameters take their defaults (`STRATEGY_PARAMETERS`).
    """
    name, _, values = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in STRATEGY_PARAMETERS:
        raise UnknownComponentError("query strategy", name, sorted(STRATEGY_PARAMETERS))
    declared = STRATEGY_PARAMETERS[name]
    try:
        given = [float(value) for value in values.split(",")] if values.strip() else []
    except ValueError:
        raise ConfigError(f"strategy {spec!r}: parameters must be numbers, e.g. lcub:0.6") from None
    if len(given) > len(declared):
        raise ConfigError(f"strategy {name!r} takes at most {len(declared)} parameters")
    params: list[float] = list(given)
    for param_name, default in declared[len(given) :]:
        if default is None:
            raise ConfigError(f"strategy {name!r} needs its {param_name}, e.g. {name}:{_EXAMPLES[name]}")
        params.append(float(default))
    return Strategy(name, tuple(params))


_EXAMPLES: Final[Mapping[str, str]] = MappingProxyType({"lcub": "0.6", "elb": "0.01"})

THETA_GRID: Final[tuple[float, ...]] = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
"""The cutoffs θ of LCUB the paper tries (LCUB with θ = 1 is LC)."""

RHO_GRID: Final[tuple[float, ...]] = (0.001, 0.01, 0.1, 1.0)
"""The lower bounds ρ of ELB the paper tries."""

READING_COST_GRID: Final[tuple[float, ...]] = (0.001, 0.01, 0.1)
"""The reading costs ctr tried with NCn = NCp = 1 (the paper varies NCn, NCp and ctr without listing values)."""

CONTRIBUTION_GRID: Final[tuple[tuple[float, float], ...]] = ((1.0, 1.0), (2.0, 1.0), (1.0, 2.0))
"""The (NCn, NCp) tried with the full form (11), at ctr = 0.01: (13) depends on NCn + NCp only, (11) does not."""


def paper_grid() -> tuple[Strategy, ...]:
    """Return every strategy setting of the paper's simulation, random first."""
    return (
        Strategy("random"),
        Strategy("lc"),
        *(Strategy("lcub", (theta,)) for theta in THETA_GRID),
        Strategy("entropy", (DEFAULT_TOP_LABELS,)),
        *(Strategy("elb", (rho, DEFAULT_TOP_LABELS)) for rho in RHO_GRID),
        *(Strategy("roi", (1.0, 1.0, c_tr)) for c_tr in READING_COST_GRID),
        *(Strategy("roi-full", (nc_n, nc_p, 0.01)) for nc_n, nc_p in CONTRIBUTION_GRID),
    )
