"""Generate synthetic clinical notes with gold PHI spans, recorded while the text is built.

Each note is the concatenation of template renderings (`phiscrub.synth.templates`); every piece of text is appended
with its label, so a span's offsets are known the moment its value is written and the text is never searched
afterwards. Notes are deterministic per seed: note `i` draws from `random.Random(f"{seed}:note:{i}")` and a Faker
instance re-seeded the same way, patient `p` from `f"{seed}:patient:{p}"`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Final

from faker import Faker

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError
from phiscrub.synth.pools import NAME_POOLS, NamePool, load_pool
from phiscrub.synth.slots import SLOTS, Piece, RenderContext
from phiscrub.synth.templates import (
    INFORMAL_STYLES,
    NOTE_STYLES,
    SKELETONS,
    SPLITS,
    STYLE_WEIGHTS,
    STYLES,
    Section,
    Template,
    templates_for,
)
from phiscrub.synth.values import Patient, make_note_facts, make_patient

STYLE_CHOICES: Final = (*STYLES, "mixed")
"""The values of `SynthConfig.style`."""

_MIXED_WEIGHTS: Final = tuple(STYLE_WEIGHTS[style] for style in STYLES)


@dataclass(frozen=True, slots=True)
class SynthConfig:
    """What to generate: how many notes and patients, which note style and template split, and the seed."""

    notes: int
    patients: int
    style: str = "mixed"
    seed: int = 0
    template_split: str = "all"
    no_phi_share: float = 0.0
    """Share of notes drawn only from PHI-free templates (hard negatives)."""
    noise: float = 0.15
    """Share of notes with typos and OCR-like character errors."""
    name_pool: str = "train"
    """Which name pool ("train" or "heldout") every person name, city and institution comes from."""

    def __post_init__(self) -> None:
        if self.notes < 1:
            raise ConfigError(f"synth: --notes must be at least 1, got {self.notes}")
        if not 1 <= self.patients <= self.notes:
            raise ConfigError(f"synth: --patients must be between 1 and --notes ({self.notes}), got {self.patients}")
        if self.style not in STYLE_CHOICES:
            raise ConfigError(f"synth: unknown style {self.style!r}; choose one of: {', '.join(STYLE_CHOICES)}")
        if self.template_split not in SPLITS:
            raise ConfigError(f"synth: unknown template split {self.template_split!r}; choose one of: all, train, dev")
        if not 0.0 <= self.no_phi_share <= 1.0:
            raise ConfigError(f"synth: --no-phi-share must be between 0 and 1, got {self.no_phi_share}")
        if not 0.0 <= self.noise <= 1.0:
            raise ConfigError(f"synth: --noise must be between 0 and 1, got {self.noise}")
        if self.name_pool not in NAME_POOLS:
            raise ConfigError(f"synth: unknown name pool {self.name_pool!r}; choose one of: {', '.join(NAME_POOLS)}")


@dataclass(frozen=True, slots=True)
class SynthNote:
    """A generated note, the value the generator meant for each of its spans, and the patient it belongs to."""

    document: Document
    values: tuple[str, ...]
    """`values[i]` is the text the generator wrote for `document.spans[i]`."""
    patient: Patient


@dataclass(slots=True)
class _NoteBuilder:
    """Accumulates note text and the spans of its PHI pieces, offsets taken as each piece is appended."""

    chunks: list[str] = field(default_factory=list)
    length: int = 0
    spans: list[Span] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    last_char: str = ""

    def add(self, text: str, label: str | None) -> None:
        if not text:
            return
        if label is not None:
            if text != text.strip():
                raise ValueError(f"PHI piece of type {label} has surrounding whitespace")
            self.spans.append(Span(self.length, self.length + len(text), label))
            self.values.append(text)
        self.chunks.append(text)
        self.length += len(text)
        self.last_char = text[-1]


def _corpus_tag(config: SynthConfig) -> str:
    pool = "" if config.name_pool == "train" else f"-{config.name_pool}"
    return f"synth-s{config.seed}-{config.template_split}{pool}"


def patient_id_for(config: SynthConfig, index: int) -> str:
    """Return the id of patient `index`: seed and split in the prefix keep corpora made with other seeds disjoint."""
    return f"{_corpus_tag(config)}-p{index:05d}"


def _plan(config: SynthConfig) -> list[tuple[int, int, int]]:
    """Return (patient index, visit index, visits of that patient) for each note, grouped by patient."""
    rng = random.Random(f"{config.seed}:plan")
    counts = [1] * config.patients
    for _ in range(config.notes - config.patients):
        counts[rng.randrange(config.patients)] += 1
    return [(patient, visit, count) for patient, count in enumerate(counts) for visit in range(count)]


def _no_phi_notes(config: SynthConfig) -> frozenset[int]:
    n_no_phi = round(config.notes * config.no_phi_share)
    return frozenset(random.Random(f"{config.seed}:no-phi").sample(range(config.notes), n_no_phi))


def render_template(template: Template, ctx: RenderContext) -> list[Piece]:
    """Return the labelled pieces of one rendering of `template`."""
    pieces: list[Piece] = []
    for part in template.parts:
        if isinstance(part, str):
            pieces.append((part, None))
        else:
            slot, form = part
            pieces.extend(SLOTS[slot](ctx, form))
    return pieces


_OCR: Final = {"l": "1", "O": "0", "o": "0", "I": "l", "S": "5", "m": "rn", "e": "c"}


def _noisy(text: str, label: str | None, rng: random.Random) -> str:
    """Return `text` with a typo or an OCR-like error now and then; PHI keeps its first and last character."""
    if len(text) < 4 or rng.random() > (0.06 if label else 0.12):
        return text
    position = rng.randrange(1, len(text) - 2)
    a, b = text[position], text[position + 1]
    kind = rng.random()
    if kind < 0.5 and a.isalpha() and b.isalpha():
        return text[:position] + b + a + text[position + 2 :]
    if kind < 0.8 and a in _OCR:
        return text[:position] + _OCR[a] + text[position + 1 :]
    if label is None and a == " ":
        return text[:position] + "  " + text[position + 1 :]
    return text


def _section_separator(style: str, builder: _NoteBuilder, next_text: str, rng: random.Random) -> str:
    if not builder.length:
        return ""
    if style == "question":
        return " "
    # faulty EHR extraction in the psychiatric notes glues a line's last word to the next header ("winterHx")
    if style == "psychiatric" and builder.last_char.islower() and next_text[:1].isupper() and rng.random() < 0.35:
        return ""
    return "\n" if style == "nursing" or rng.random() < 0.3 else "\n\n"


def _render_section(
    section: Section, templates: tuple[Template, ...], ctx: RenderContext, noise: bool
) -> tuple[list[Piece], list[str]]:
    rng = ctx.rng
    count = min(rng.randint(section.low, section.high), len(templates))
    chosen = rng.sample(templates, count) if count else []
    pieces: list[Piece] = []
    if chosen and section.headers:
        header = rng.choice(section.headers)
        if header:
            pieces += [(header, None), (" " if section.joiner == " " and rng.random() < 0.5 else "\n", None)]
    for position, template in enumerate(chosen):
        if position:
            pieces.append((section.joiner, None))
        rendered = render_template(template, ctx)
        pieces += [(_noisy(text, label, rng), label) for text, label in rendered] if noise else rendered
    return pieces, [template.id for template in chosen]


def _render_note(
    config: SynthConfig, index: int, patient: Patient, visit: int, faker: Faker, pool: NamePool, no_phi: bool
) -> SynthNote:
    rng = random.Random(f"{config.seed}:note:{index}")
    faker.seed_instance(f"{config.seed}:note:{index}")
    note_date = patient.timeline[visit]
    facts = make_note_facts(faker, rng, pool, patient, note_date)
    ctx = RenderContext(rng, faker, patient, facts)
    if config.style != "mixed":
        style = config.style
    elif no_phi:
        # a PHI-free note needs the long note layouts; the short genres would be a line or two
        style = rng.choice(NOTE_STYLES)
    else:
        style = rng.choices(STYLES, _MIXED_WEIGHTS)[0]
    # people type portal messages and e-mails carelessly: typos more often, now and then all lower case
    noise = rng.random() < (min(1.0, 3 * config.noise) if style in INFORMAL_STYLES else config.noise)
    upper = style == "radiology" and rng.random() < 0.15
    lower = style in INFORMAL_STYLES and rng.random() < 0.2
    builder = _NoteBuilder()
    template_ids: list[str] = []
    for section in SKELETONS[style]:
        templates = templates_for(style, section.group, config.template_split)
        if no_phi:
            templates = tuple(t for t in templates if not t.labels)
        if not templates:
            continue
        pieces, ids = _render_section(section, templates, ctx, noise)
        if not pieces:
            continue
        template_ids += ids
        builder.add(_section_separator(style, builder, pieces[0][0], rng), None)
        for text, label in pieces:
            builder.add(text.upper() if upper else text.lower() if lower else text, label)
    meta = {
        "patient_id": patient.patient_id,
        "note_date": note_date.isoformat(),
        "style": style,
        "template_ids": template_ids,
        "template_split": config.template_split,
        "no_phi": no_phi,
        "synth_seed": config.seed,
        "name_pool": config.name_pool,
    }
    doc_id = f"{_corpus_tag(config)}-n{index:05d}"
    document = Document(doc_id, "".join(builder.chunks), tuple(builder.spans), meta)
    return SynthNote(document, tuple(builder.values), patient)


def generate_notes(config: SynthConfig) -> Iterator[SynthNote]:
    """Yield `config.notes` notes, grouped by patient and in timeline order within a patient, streaming."""
    faker = Faker("en_US")
    pool = load_pool(config.name_pool)
    no_phi_notes = _no_phi_notes(config)
    patient: Patient | None = None
    for index, (patient_index, visit, visits) in enumerate(_plan(config)):
        if visit == 0:
            faker.seed_instance(f"{config.seed}:patient:{patient_index}")
            rng = random.Random(f"{config.seed}:patient:{patient_index}")
            patient = make_patient(faker, rng, pool, patient_id_for(config, patient_index), visits)
        assert patient is not None  # visit 0 of every patient comes first
        yield _render_note(config, index, patient, visit, faker, pool, index in no_phi_notes)


def generate_documents(config: SynthConfig) -> Iterator[Document]:
    """Yield the documents of `generate_notes(config)`."""
    for note in generate_notes(config):
        yield note.document
