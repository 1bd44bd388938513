"""Tags: each PHI becomes `[NAME]`, `[DOCTOR]`..., optionally numbered per distinct value (`[PATIENT-1]`).

Numbering tells different people (dates, places...) apart while hiding who they are:

- `note`: numbers count distinct values per tag in order of first appearance within the note.
- `patient`: numbers count distinct values per tag across all notes of a patient, kept in a `TagRegistry` that the
  caller creates and passes to every note of the run (in-memory; it stores salted hashes, never values). Numbers
  then depend on the order notes are processed, so process a patient's notes in a fixed order (and in one process).
- `keyed`: a short code from HMAC(key, patient id, tag, value) (`[PATIENT-3F9A]`): stable across notes, runs,
  processes and machines without any stored state; two values share a code with probability 1 in 65,536.

Values are compared in normal form (case, spacing); names compare as the set of their words, so "Smith, John" and
"John Smith" get one number, while "Smith" alone is another value.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass, field
from typing import Literal

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.labels import category_of
from phiscrub.replace.base import ReplaceResult, rewrite
from phiscrub.replace.keys import keyed_digest
from phiscrub.replace.resolve import replacement_spans
from phiscrub.replace.shapes import normalise

Level = Literal["category", "subtype"]
Numbering = Literal["none", "note", "patient", "keyed"]

_WORD = re.compile(r"\w+")


def value_key(label: str, value: str) -> str:
    """Return the form in which two values of a tag count as the same (names: the sorted set of their words)."""
    if category_of(label) == "NAME":
        return " ".join(sorted(set(_WORD.findall(normalise(value)))))
    return normalise(value)


@dataclass
class TagRegistry:
    """Numbers distinct values per (patient, tag) across the notes of a run; holds salted hashes only.

    The one mutable object of this package, created and owned by the caller for the length of a run.
    """

    _salt: bytes = field(default_factory=lambda: secrets.token_bytes(16), repr=False)
    _numbers: dict[tuple[str, str], dict[bytes, int]] = field(default_factory=dict, repr=False)

    def number(self, patient_id: str, tag: str, key: str) -> int:
        """Return the number of this value for the patient and tag, giving a new one to an unseen value."""
        digest = hashlib.sha256(self._salt + key.encode("utf-8")).digest()
        seen = self._numbers.setdefault((patient_id, tag), {})
        return seen.setdefault(digest, len(seen) + 1)


@dataclass(frozen=True)
class TagReplacer:
    """Replaces each PHI by a tag naming its category (`[NAME]`) or subtype (`[DOCTOR]`), optionally numbered."""

    level: Level = "category"
    numbering: Numbering = "none"
    key: bytes | None = field(default=None, repr=False)
    """The secret key, needed by `keyed` numbering only."""
    registry: TagRegistry | None = None
    """The run's registry, needed by `patient` numbering only."""
    name: str = "tag"

    def __post_init__(self) -> None:
        if self.level not in ("category", "subtype"):
            raise ConfigError(f"tag level must be 'category' or 'subtype', not {self.level!r}")
        if self.numbering not in ("none", "note", "patient", "keyed"):
            raise ConfigError(f"tag numbering must be none, note, patient or keyed, not {self.numbering!r}")
        if self.numbering == "keyed" and not self.key:
            raise ConfigError("keyed tag numbering needs a secret key (--key-file or PHISCRUB_KEY)")
        if self.numbering == "patient" and self.registry is None:
            raise ConfigError("per-patient tag numbering needs a TagRegistry shared by the run")

    def tag_name(self, label: str) -> str:
        """Return the bare tag of a label at this replacer's level."""
        return category_of(label) if self.level == "category" else label

    def replace(self, doc: Document) -> ReplaceResult:
        """Return `doc` with each PHI replaced by its tag."""
        patient = doc.patient_id or doc.id
        per_note: dict[str, dict[str, int]] = {}
        pairs: list[tuple[Span, str]] = []
        for span in replacement_spans(doc):
            tag = self.tag_name(span.label)
            key = value_key(span.label, doc.text[span.start : span.end])
            if self.numbering == "note":
                seen = per_note.setdefault(tag, {})
                pairs.append((span, f"[{tag}-{seen.setdefault(key, len(seen) + 1)}]"))
            elif self.numbering == "patient" and self.registry is not None:
                pairs.append((span, f"[{tag}-{self.registry.number(patient, tag, key)}]"))
            elif self.numbering == "keyed" and self.key is not None:
                code = keyed_digest(self.key, "tag", patient, tag, key)[:2].hex().upper()
                pairs.append((span, f"[{tag}-{code}]"))
            else:
                pairs.append((span, f"[{tag}]"))
        return rewrite(doc, pairs)
