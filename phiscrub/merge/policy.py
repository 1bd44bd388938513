"""De-identification policies: which found spans count as PHI to remove.

- "i2b2": every type of the i2b2/UTHealth 2014 guidelines (Stubbs & Uzuner 2015) is PHI; all spans are kept.
- "safe-harbor": HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)(C)) removes "all elements of dates (except year)" and
  "all ages over 89": a DATE that is a year alone ("1998", "'98") and an AGE of 89 or less are not PHI there, so
  those spans are dropped. Other dates are kept whole (a date with a year still names a day or month).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from phiscrub.document import Span
from phiscrub.errors import UnknownComponentError
from phiscrub.safe_harbor import is_phi_under_safe_harbor

POLICIES: Final[tuple[str, ...]] = ("i2b2", "safe-harbor")
"""Every policy name."""


def _kept_under_safe_harbor(span: Span, text: str) -> bool:
    return is_phi_under_safe_harbor(span.label, text[span.start : span.end])


def apply_policy(spans: Sequence[Span], text: str, policy: str) -> list[Span]:
    """Return the spans that are PHI under `policy` ("i2b2" keeps all; "safe-harbor" drops years alone, ages <= 89)."""
    if policy not in POLICIES:
        raise UnknownComponentError("policy", policy, POLICIES)
    if policy == "i2b2":
        return list(spans)
    return [span for span in spans if _kept_under_safe_harbor(span, text)]
