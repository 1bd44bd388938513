"""De-identification policies: which found spans count as PHI to remove.

What each policy removes, type by type, is the table in `phiscrub.labels` (`PhiType.i2b2`, `PhiType.safe_harbor`):

- "i2b2": every type of the i2b2/UTHealth 2014 guidelines (Stubbs & Uzuner 2015) is PHI: every span is kept.
- "safe-harbor": only the identifiers of HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)): spans of other types (DOCTOR,
  HOSPITAL, STATE, PROFESSION, COUNTRY, ...) are dropped; so are a DATE that is a year alone ("1998", "'98") and an
  AGE of 89 or less (`phiscrub.safe_harbor`). Other dates are kept whole (a date with a year still names a day or
  month).
"""

from __future__ import annotations

from collections.abc import Sequence

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.labels import POLICIES, removed_by_policy
from phiscrub.safe_harbor import is_phi_under_safe_harbor

__all__ = ["POLICIES", "apply_policy"]


def _kept_under_safe_harbor(span: Span, text: str) -> bool:
    return is_phi_under_safe_harbor(span.label, text[span.start : span.end])


def apply_policy(spans: Sequence[Span], text: str, policy: str) -> list[Span]:
    """Return the spans that are PHI under `policy` ("i2b2" keeps all; "safe-harbor" only Safe Harbor identifiers)."""
    if policy not in POLICIES:
        raise UnknownComponentError("policy", policy, POLICIES)
    if policy == "safe-harbor":
        return [span for span in spans if _kept_under_safe_harbor(span, text)]
    return [span for span in spans if removed_by_policy(span.label, policy)]
