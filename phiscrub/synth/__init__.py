"""Synthetic English clinical notes with gold PHI spans, for training and for testing de-identification.

`generate_notes(SynthConfig(notes=300, patients=100, style="psychiatric", seed=7))` yields notes built from typed
templates (`templates.py`), with values drawn per patient (`values.py`) so longitudinal records stay consistent.
"""

from __future__ import annotations

from phiscrub.synth.generator import SynthConfig, SynthNote, generate_documents, generate_notes

__all__ = ["SynthConfig", "SynthNote", "generate_documents", "generate_notes"]
