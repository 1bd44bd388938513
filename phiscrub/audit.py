"""The audit record of one de-identified note: what was found and by whom, never text or PHI."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """What was done to one note: counts and provenance only, never text or PHI."""

    id: str
    spans_per_label: dict[str, int]
    sources: dict[str, int]
    elapsed_ms: float
