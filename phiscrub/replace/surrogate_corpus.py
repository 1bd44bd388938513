"""Surrogate corpora (Uzuner et al. 2008 §5): gold PHI replaced by random, ambiguous, unknown or mixed values.

Every gold PHI of a corpus is replaced by a value of its type, and the gold spans move onto the replacements.

Shape rules follow the paper ("John K. Smith" can appear as "J. K. Smith", "Smith, John", ...): the form of each
gold value is kept by the surrogate operator (name forms and case, digit patterns of IDs and phones, date formats,
shifted per patient), and only the source of person names, towns, other places, hospitals and organisations
changes with the mode (streets, states, countries, departments and professions come from Faker in every mode):

- `random` draws them from Faker's dictionaries (Census-style name lists);
- `ambiguous` from words of the corpus itself that occur outside its PHI (`ambiguous_candidates`: medical terms
  first, as in §5.2), so that every injected word appears both as PHI and as non-PHI in the corpus;
- `oov` invents strings absent from the dictionaries (§5.3);
- `challenge` mixes the three per name word or per place, with the shares of the paper's challenge corpus
  (§5.5, `CHALLENGE_SHARES`).

Overlapping gold spans become touching pieces first (`resolve_overlaps`). The same seed gives the same corpus.
`ambiguity_table` counts, per PHI type, the word tokens that are ambiguous with non-PHI and those no dictionary
knows (the paper's Table 2 and the shares of §5.5).
"""

from __future__ import annotations

import bisect
import hashlib
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal

from phiscrub.document import Document
from phiscrub.errors import UnknownComponentError
from phiscrub.replace.surrogates import RandomFor, SurrogateReplacer
from phiscrub.replace.vocab import FakerVocabulary, Sex, Vocabulary
from phiscrub.replace.wordlists import AmbiguousVocabulary, OovVocabulary, known_words
from phiscrub.tokenize.tokenizer import tokenize

CorpusMode = Literal["random", "ambiguous", "oov", "challenge"]
CORPUS_MODES: Final[tuple[str, ...]] = ("random", "ambiguous", "oov", "challenge")
CORPUS_WORD_MODES: Final[frozenset[str]] = frozenset({"ambiguous", "challenge"})
"""The modes whose surrogates need the words of the corpus (`ambiguous_candidates`)."""

NON_PHI: Final = "Non-PHI"

CHALLENGE_SHARES: Final[Mapping[str, tuple[float, float]]] = MappingProxyType(
    {
        # label: (share out of vocabulary, share ambiguous); the rest is random (Faker). §5.5 gives these shares of
        # the surrogate tokens of the 2006 challenge corpus for patients, doctors, locations and hospitals;
        # relatives take the patients' shares, organisations the hospitals'.
        "PATIENT": (0.73, 0.10),
        "NAME-RELATIVE": (0.73, 0.10),
        "DOCTOR": (0.67, 0.15),
        "CITY": (0.56, 0.10),
        "LOCATION-OTHER": (0.56, 0.10),
        "HOSPITAL": (0.49, 0.37),
        "ORGANIZATION": (0.49, 0.37),
    }
)
"""Per PHI type of the challenge mode, the chance that a name word or place is out of vocabulary, and ambiguous."""

_MEDICAL_ENDINGS: Final = re.compile(
    r"(?:itis|osis|oma|emia|algia|uria|penia|plegia|cardia|megaly|megalia|trophy|trofia|pathy|pat[ií]a"
    r"|ectomy|ectom[ií]a|otomy|otom[ií]a|scopy|scop[ií]a|graphy|graf[ií]a|grama?|plasty|plastia"
    r"|cillin|cilina|mycin|micina|pril|olol|statina?|azole?|floxacino?|prazole?)$"
)
"""Endings of diseases, signs, tests, procedures and drugs in English and Spanish (a stand-in for UMLS's lists)."""
_FUNCTION_WORDS: Final = frozenset(
    {
        *("about", "after", "again", "against", "already", "although", "always", "another", "around", "because"),
        *("before", "behind", "below", "between", "during", "either", "enough", "further", "however", "itself"),
        *("neither", "nothing", "others", "rather", "should", "since", "still", "their", "there", "these"),
        *("those", "through", "under", "until", "where", "whether", "which", "while", "within", "without"),
        *("would", "ademas", "además", "ahora", "antes", "aunque", "cuando", "desde", "despues", "después"),
        *("donde", "durante", "entonces", "entre", "hacia", "hasta", "mientras", "mismo", "misma", "nuestro"),
        *("nuestra", "porque", "sobre", "siempre", "sin", "también", "tambien", "tanto", "todavía", "todos"),
        *("todas", "través", "presenta", "presentaba", "refiere"),
    }
)
"""Function words no ambiguous surrogate is made of: the paper injects content words, medical terms above all."""
_MIN_LETTERS: Final = 4


# -- the words of a corpus --------------------------------------------------------------------------------------------


def labelled_words(doc: Document) -> Iterator[tuple[str, str]]:
    """Yield (case-folded word, gold label or "Non-PHI") for each letter token of `doc`.

    Tokens are phiscrub's aggressive tokens, the unit of evaluation; digit and punctuation tokens are left out. A
    token sharing a character with a span has the span's label.
    """
    spans = sorted(doc.spans)
    ends = [span.end for span in spans]
    for token in tokenize(doc.text):
        if token.kind != "alpha":
            continue
        label = NON_PHI
        i = bisect.bisect_right(ends, token.start)
        while i < len(spans) and spans[i].start < token.end:
            if spans[i].end > token.start:
                label = spans[i].label
                break
            i += 1
        yield token.text(doc.text).casefold(), label


def _free_words(doc: Document) -> Counter[str]:
    """Return the case-folded letter tokens of `doc` that touch no PHI, not even by an adjacent character."""
    covered = {i for span in doc.spans for i in range(span.start, span.end)}
    counts: Counter[str] = Counter()
    for token in tokenize(doc.text):
        # a token glued to a span could merge with the surrogate after replacement: only clear ones count
        if token.kind == "alpha" and not covered & {token.start - 1, *range(token.start, token.end), token.end}:
            counts[token.text(doc.text).casefold()] += 1
    return counts


def _medical_words() -> frozenset[str]:
    from phiscrub.resources.dictionaries import load_dictionary

    words: set[str] = set()
    for entry in load_dictionary("medical_terms"):
        words.update(part.removesuffix("'s").removesuffix("’s") for part in entry.split())
    return frozenset(words)


def ambiguous_candidates(corpora: Sequence[Iterable[Document]], min_words: int = 50) -> tuple[str, ...]:
    """Return capitalised words that occur as non-PHI in every corpus of `corpora`, to inject as ambiguous PHI.

    First the words of the packaged `medical_terms` list and words with a medical ending (-itis, -oma, -ectomía,
    -cillin, ...): the diseases, tests and treatments of §5.2. Where those are fewer than `min_words`, the most
    frequent other words of 6 letters or more that occur at least twice follow (no function words). Only letter
    words of at least 4 letters count, each outside any PHI span and not glued to one. Sorted by kind, then word.

    Args:
        corpora: The corpora (e.g. the train and dev splits) whose non-PHI text each word must occur in.
        min_words: The fewest words to return when the corpora have that many candidates.
    """
    counts: Counter[str] = Counter()
    shared: set[str] | None = None
    for corpus in corpora:
        words: Counter[str] = Counter()
        for doc in corpus:
            words.update(_free_words(doc))
        counts.update(words)
        shared = set(words) if shared is None else shared & set(words)
    usable = {w for w in shared or () if len(w) >= _MIN_LETTERS and w.isalpha() and w not in _FUNCTION_WORDS}
    medical = _medical_words()
    chosen = sorted(w for w in usable if w in medical) + sorted(
        w for w in usable if w not in medical and _MEDICAL_ENDINGS.search(w)
    )
    if len(chosen) < min_words:
        others = sorted(
            (w for w in usable - set(chosen) if len(w) >= 6 and counts[w] >= 2), key=lambda w: (-counts[w], w)
        )
        chosen += others[: min_words - len(chosen)]
    return tuple(word.capitalize() for word in chosen)


# -- the surrogate operators ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MixedVocabulary:
    """Draws each word or place from one of three vocabularies: out of vocabulary, ambiguous or random, by share.

    The source is drawn from the same generator as the word, so a name word keyed alike (see
    `phiscrub.replace.names`) keeps its source and its surrogate in every mention.
    """

    oov: Vocabulary
    ambiguous: Vocabulary
    realistic: Vocabulary
    """The random corpus's vocabulary (Faker)."""
    oov_share: float
    ambiguous_share: float

    def source(self, rng: random.Random) -> Vocabulary:
        """Return the vocabulary of the next draw, chosen with `rng`."""
        draw = rng.random()
        if draw < self.oov_share:
            return self.oov
        return self.ambiguous if draw < self.oov_share + self.ambiguous_share else self.realistic

    def first_name(self, rng: random.Random, sex: Sex, initial: str | None = None) -> str:
        """Return a first name from a source drawn by share."""
        return self.source(rng).first_name(rng, sex, initial)

    def last_name(self, rng: random.Random, initial: str | None = None) -> str:
        """Return a last name from a source drawn by share."""
        return self.source(rng).last_name(rng, initial)

    def city(self, rng: random.Random) -> str:
        """Return a town from a source drawn by share."""
        return self.source(rng).city(rng)

    def hospital(self, rng: random.Random) -> str:
        """Return a hospital from a source drawn by share."""
        return self.source(rng).hospital(rng)

    def location(self, rng: random.Random) -> str:
        """Return a named place from a source drawn by share."""
        return self.source(rng).location(rng)

    def organization(self, rng: random.Random) -> str:
        """Return an organisation from a source drawn by share."""
        return self.source(rng).organization(rng)


@dataclass(frozen=True)
class ChallengeReplacer(SurrogateReplacer):
    """The surrogate operator of the challenge mode: per PHI type, names and places mixed by `CHALLENGE_SHARES`."""

    ambiguous_words: tuple[str, ...] = ()
    """The corpus words the ambiguous share draws from (`ambiguous_candidates`)."""
    _by_label: Mapping[str, SurrogateReplacer] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        oov, ambiguous = OovVocabulary(), AmbiguousVocabulary(self.ambiguous_words, self.locale)
        faker = FakerVocabulary(self.locale)
        by_shares = {
            shares: SurrogateReplacer(self.key, self.locale, vocabulary=MixedVocabulary(oov, ambiguous, faker, *shares))
            for shares in set(CHALLENGE_SHARES.values())
        }
        by_label = {label: by_shares[shares] for label, shares in CHALLENGE_SHARES.items()}
        object.__setattr__(self, "_by_label", MappingProxyType(by_label))

    def surrogate(
        self,
        label: str,
        original: str,
        random_for: RandomFor,
        shift: int = 0,
        note_date: object = None,
        state_code: str | None = None,
        avoid: frozenset[str] = frozenset(),
    ) -> str:
        """Return the surrogate of one PHI value, its words drawn with the shares of its type (see the parent)."""
        replacer = self._by_label.get(label)
        if replacer is None:
            return super().surrogate(label, original, random_for, shift, note_date, state_code, avoid)
        return replacer.surrogate(label, original, random_for, shift, note_date, state_code, avoid)


def check_mode(mode: str) -> None:
    """Raise UnknownComponentError unless `mode` is a surrogate-corpus mode."""
    if mode not in CORPUS_MODES:
        raise UnknownComponentError("surrogate corpus mode", mode, CORPUS_MODES)


def corpus_replacer(
    mode: str, seed: int = 0, locale: str = "en_US", ambiguous_words: tuple[str, ...] = ()
) -> SurrogateReplacer:
    """Return the surrogate operator of a surrogate-corpus mode, keyed by the seed (not by a secret).

    `ambiguous_words` (from `ambiguous_candidates`) are needed by the ambiguous and challenge modes.
    """
    check_mode(mode)
    key = hashlib.sha256(f"phiscrub-surrogate-corpus:{mode}:{seed}".encode()).digest()
    if mode == "challenge":
        return ChallengeReplacer(key=key, locale=locale, ambiguous_words=ambiguous_words)
    vocabularies: dict[str, Callable[[], Vocabulary]] = {
        "random": lambda: FakerVocabulary(locale),
        "ambiguous": lambda: AmbiguousVocabulary(ambiguous_words, locale),
        "oov": OovVocabulary,
    }
    return SurrogateReplacer(key=key, locale=locale, vocabulary=vocabularies[mode]())


def surrogate_corpus(
    docs: Iterable[Document],
    mode: str,
    seed: int = 0,
    locale: str = "en_US",
    ambiguous_words: tuple[str, ...] | None = None,
) -> Iterator[Document]:
    """Yield each document with its gold PHI replaced by surrogates of `mode` and its spans moved onto them.

    The ambiguous and challenge modes take their words from `ambiguous_words`, or, when None, from `docs` itself
    (`ambiguous_candidates([docs])`, which reads the whole corpus first). Other modes stream.
    """
    check_mode(mode)
    if mode in CORPUS_WORD_MODES and ambiguous_words is None:
        docs = list(docs)
        ambiguous_words = ambiguous_candidates([docs])
    replacer = corpus_replacer(mode, seed, locale, ambiguous_words or ())
    for doc in docs:
        result = replacer.replace(doc)
        yield Document(doc.id, result.text, result.spans, doc.meta)


# -- how ambiguous a corpus is (Table 2) ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WordCounts:
    """Letter tokens of one class (a PHI type or non-PHI) and how many of them are ambiguous or unknown."""

    tokens: int
    ambiguous: int
    """Tokens whose word occurs both as PHI and as non-PHI in the corpus."""
    out_of_vocabulary: int
    """PHI tokens that are not ambiguous and whose word no dictionary knows (`known_words`); 0 for non-PHI."""


def phi_and_non_phi_words(docs: Iterable[Document], labels: Iterable[str] | None = None) -> frozenset[str]:
    """Return the case-folded words that occur both as non-PHI and as PHI (of `labels`, or of any type) in `docs`."""
    wanted = None if labels is None else frozenset(labels)
    phi, non_phi = set(), set()
    for doc in docs:
        for word, label in labelled_words(doc):
            if label == NON_PHI:
                non_phi.add(word)
            elif wanted is None or label in wanted:
                phi.add(word)
    return frozenset(phi & non_phi)


def ambiguity_table(docs: Iterable[Document]) -> dict[str, WordCounts]:
    """Return, for non-PHI and each gold label, its letter tokens and those ambiguous or out of vocabulary.

    A token is ambiguous when its case-folded word occurs both as PHI (of any type) and as non-PHI in `docs`
    (the paper's Table 2); a PHI token is out of vocabulary when it is not ambiguous and no dictionary of phiscrub or
    Faker knows its word (the shares of §5.5). Digits are no words here: aggressive tokens split a date into numbers
    that also occur as measurements, which Table 2's "11/17" dates are not.
    """
    docs = list(docs)
    ambiguous = phi_and_non_phi_words(docs)
    known = known_words()
    tokens: Counter[str] = Counter()
    hits: Counter[str] = Counter()
    unknown: Counter[str] = Counter()
    for doc in docs:
        for word, label in labelled_words(doc):
            tokens[label] += 1
            if word in ambiguous:
                hits[label] += 1
            elif label != NON_PHI and word not in known:
                unknown[label] += 1
    order = sorted(tokens, key=lambda label: (label != NON_PHI, label))
    return {label: WordCounts(tokens[label], hits[label], unknown[label]) for label in order}
