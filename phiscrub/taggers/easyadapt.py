"""EasyAdapt feature augmentation for domain adaptation (Daumé III 2007; Lee et al. 2017 §3.3.3).

Every feature gets a general copy and a domain-specific copy: EA(x_source) = (x, x, 0) and EA(x_target) = (x, 0, x),
where the three blocks are the general, source-specific and target-specific versions. A linear model (the CRF) then
learns shared weights on the general copy and domain-specific corrections on the others. Notes are tagged as target
data: general plus target-specific features. With string features the "zero block" is simply absent, so a feature
list grows to twice its length, the vector to three times its width.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Literal, overload

Domain = Literal["source", "target"]

DOMAIN_PREFIXES: Final[Mapping[str, str]] = {"source": "src:", "target": "tgt:"}
"""The prefix of each domain-specific copy of a feature; the general copy keeps the feature's own name."""


@overload
def easy_adapt(features: Mapping[str, float], domain: Domain) -> dict[str, float]: ...


@overload
def easy_adapt(features: Sequence[str], domain: Domain) -> list[str]: ...


def easy_adapt(features: Mapping[str, float] | Sequence[str], domain: Domain) -> dict[str, float] | list[str]:
    """Return `features` augmented for `domain`: the general copy followed by the domain-specific copy.

    Args:
        features: One token's features, as names (value 1.0) or a {name: value} mapping.
        domain: "source" for the extra corpus, "target" for the notes the tagger is meant for (and at tagging time).
    """
    if domain not in DOMAIN_PREFIXES:
        raise ValueError(f"domain must be 'source' or 'target', not {domain!r}")
    prefix = DOMAIN_PREFIXES[domain]
    if isinstance(features, Mapping):
        augmented = dict(features)
        augmented.update({prefix + name: value for name, value in features.items()})
        return augmented
    return [*features, *(prefix + name for name in features)]


def easy_adapt_sequence(sequence: Sequence[Sequence[str]], domain: Domain) -> list[list[str]]:
    """Return each token's feature names of a sequence augmented for `domain` (see `easy_adapt`)."""
    prefix = DOMAIN_PREFIXES[domain]
    return [[*features, *(prefix + name for name in features)] for features in sequence]
