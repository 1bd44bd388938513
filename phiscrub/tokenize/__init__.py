"""Tokenization and note structure: tokens, sentences and section headers, all views on the original text."""

from __future__ import annotations

from phiscrub.tokenize.sections import Section, find_sections
from phiscrub.tokenize.sentences import Sentence, split_sentences
from phiscrub.tokenize.tokenizer import TOKENIZERS, Token, space_after, standard_tokenize, token_index_at, tokenize

__all__ = [
    "TOKENIZERS",
    "Section",
    "Sentence",
    "Token",
    "find_sections",
    "space_after",
    "split_sentences",
    "standard_tokenize",
    "token_index_at",
    "tokenize",
]
