"""What the rule tagger finds in a short text: the helpers every rule test table checks against."""

from functools import cache

from phiscrub.document import Document
from phiscrub.taggers.rules import RuleTagger


@cache
def tagger(lang: str = "en") -> RuleTagger:
    return RuleTagger(lang=lang)


def found(text: str, lang: str = "en") -> dict[str, tuple[str, str]]:
    """Return {covered text: (label, source)} for every span the rules find."""
    return {text[s.start : s.end]: (s.label, s.source) for s in tagger(lang).tag(Document("t", text))}


def spanish_tagger() -> RuleTagger:
    return tagger("es")


def spanish_found(text: str) -> dict[str, tuple[str, str]]:
    return found(text, "es")
