"""Tokenization and note structure: tokens, sentences and section headers, all views on the original text."""

from __future__ import annotations

from phiscrub.tokenize.tokenizer import Token, space_after, token_index_at, tokenize

__all__ = ["Token", "space_after", "token_index_at", "tokenize"]
