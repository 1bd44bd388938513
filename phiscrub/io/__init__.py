"""Readers and writers: every format reads into Documents and writes from them, streaming and atomically."""

from __future__ import annotations

from phiscrub.io.registry import FORMATS, guess_format, reader, writer

__all__ = ["FORMATS", "guess_format", "reader", "writer"]
