"""Surrogate corpora (Uzuner et al. 2008 §5): gold PHI replaced by random, ambiguous or unknown values.

Every gold PHI of a corpus is replaced by a value of its type, and the gold spans move onto the replacements.

Shape rules follow the paper ("John K. Smith" can appear as "J. K. Smith", "Smith, John", ...): the form of each
gold value is kept by the surrogate operator (name forms and case, digit patterns of IDs and phones, date formats,
shifted per patient), and only the source of names, cities, places, hospitals and organisations changes with the
mode: `random` draws them from Faker's dictionaries (Census-style name lists), `ambiguous` from the lists of
`phiscrub.replace.wordlists` (common words and medical eponyms), `oov` invents strings absent from the
dictionaries. Overlapping gold spans become touching pieces first (`resolve_overlaps`). The same seed gives the same
corpus.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from typing import Final, Literal

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.replace.surrogates import SurrogateReplacer
from phiscrub.replace.vocab import FakerVocabulary, Vocabulary
from phiscrub.replace.wordlists import AmbiguousVocabulary, OovVocabulary

CorpusMode = Literal["random", "ambiguous", "oov"]
CORPUS_MODES: Final[tuple[str, ...]] = ("random", "ambiguous", "oov")


def corpus_replacer(mode: str, seed: int = 0, locale: str = "en_US") -> SurrogateReplacer:
    """Return the surrogate operator of a surrogate-corpus mode, keyed by the seed (not by a secret)."""
    vocabularies: dict[str, Vocabulary] = {
        "random": FakerVocabulary(locale),
        "ambiguous": AmbiguousVocabulary(),
        "oov": OovVocabulary(),
    }
    if mode not in vocabularies:
        raise UnknownComponentError("surrogate corpus mode", mode, CORPUS_MODES)
    key = hashlib.sha256(f"phiscrub-surrogate-corpus:{mode}:{seed}".encode()).digest()
    return SurrogateReplacer(key=key, locale=locale, vocabulary=vocabularies[mode])


def surrogate_corpus(docs: Iterable[Document], mode: str, seed: int = 0, locale: str = "en_US") -> Iterator[Document]:
    """Yield each document with its gold PHI replaced by surrogates of `mode` and its spans moved onto them."""
    replacer = corpus_replacer(mode, seed, locale)
    for doc in docs:
        result = replacer.replace(doc)
        yield Document(doc.id, result.text, result.spans, doc.meta)
