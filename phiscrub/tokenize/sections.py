"""Section parsing by dictionary matching (Lee et al. 2017 §3.2, §3.3.1; Uzuner et al. 2008 §6.5.3).

A line opens a section when it is a known header: the packaged dictionary of the language
(`phiscrub/data/sections/<lang>.txt`) plus any `extra_headers` the caller passes. Two line forms are recognised:

- a header alone on its line, in any case ("HISTORY OF PRESENT ILLNESS", "Datos del paciente.", "Medications:");
- "Header: text" at the start of a line ("Chief complaint: chest pain"): the header ends with its colon and the rest of
  the line is the first text of the section.

Matching ignores case, accents, inner whitespace, a leading enumeration ("1.", "A)") and a trailing ":" or "."; an
unknown line is never a header, however it looks, so note text never becomes a section name. A section runs from its
header to the next header (or the end of the note); text before the first header is in no section.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import Final

from phiscrub.errors import UnknownComponentError

SECTION_LANGUAGES: Final[tuple[str, ...]] = ("en", "es")
"""Languages with a packaged section header dictionary."""

_LINE: Final = re.compile(r"[^\r\n]+")
_ENUMERATION: Final = re.compile(r"(?:\d{1,2}|[A-Za-z]|[IVX]{1,4})[.)]\s+")
_HEADER_COLON: Final = re.compile(r"([^:\r\n]{1,60}?)\s*:")
_MAX_HEADER_WORDS: Final = 8


@dataclass(frozen=True, slots=True, order=True)
class Section:
    """One section: [start, end) from its header to the next; the header itself is [header_start, header_end)."""

    start: int
    end: int
    name: str
    """The normalised header name from the dictionary, e.g. "history of present illness"."""
    header_start: int
    header_end: int


def normalise_header(header: str) -> str:
    """Return the dictionary key of a header: lower case, no accents, single spaces, no trailing ":" or "."."""
    if header.isascii():  # nothing to decompose, and casefold is lower
        plain = header.lower()
    else:
        decomposed = unicodedata.normalize("NFKD", header.casefold())
        plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(plain.strip().rstrip(":.").split())


def parse_header_lines(lines: Iterable[str]) -> dict[str, str]:
    """Return {normalised variant: name} for dictionary lines "name" or "name = variant | variant" ('#' comments)."""
    table: dict[str, str] = {}
    for raw in lines:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, _, variants = line.partition("=")
        name = normalise_header(name)
        table.setdefault(name, name)
        for variant in variants.split("|"):
            key = normalise_header(variant)
            if key:
                table.setdefault(key, name)
    return table


@functools.cache
def section_headers(lang: str = "en") -> Mapping[str, str]:
    """Return the packaged header dictionary of `lang`: {normalised variant: section name}."""
    if lang not in SECTION_LANGUAGES:
        raise UnknownComponentError("section header language", lang, SECTION_LANGUAGES)
    source = resources.files("phiscrub").joinpath("data", "sections", f"{lang}.txt")
    return MappingProxyType(parse_header_lines(source.read_text(encoding="utf-8").splitlines()))


def header_table(lang: str = "en", extra_headers: Iterable[str] = ()) -> Mapping[str, str]:
    """Return the header dictionary of `lang` extended by `extra_headers` (each "name" or "name = variant | ...")."""
    extra = tuple(extra_headers)
    if not extra:
        return section_headers(lang)
    return {**parse_header_lines(extra), **section_headers(lang)}


def _match_line(line: str, table: Mapping[str, str]) -> tuple[str, int, int] | None:
    """Return (name, start, end) of the header at the start of `line`, offsets relative to the line, or None."""
    stripped = line.rstrip()
    offset = len(line) - len(line.lstrip())
    enumeration = _ENUMERATION.match(stripped, offset)
    starts = (offset, enumeration.end()) if enumeration else (offset,)
    for start in starts:
        whole = stripped[start:]
        if len(whole.split()) <= _MAX_HEADER_WORDS:
            name = table.get(normalise_header(whole))
            if name is not None:
                return name, start, len(stripped)
        colon = _HEADER_COLON.match(stripped, start)
        if colon is not None:
            name = table.get(normalise_header(colon.group(1)))
            if name is not None:
                return name, start, colon.end()
    return None


def find_sections(text: str, lang: str = "en", extra_headers: Iterable[str] = ()) -> list[Section]:
    """Return the sections of a note in text order (rules: see the module docstring).

    Args:
        text: The note text.
        lang: Which packaged header dictionary to use ("en" or "es").
        extra_headers: More headers, each "name" or "name = variant | variant", e.g. a site's own template titles.
    """
    table = header_table(lang, extra_headers)
    headers: list[tuple[str, int, int]] = []
    for line in _LINE.finditer(text):
        found = _match_line(line.group(), table)
        if found is not None:
            name, start, end = found
            headers.append((name, line.start() + start, line.start() + end))
    sections = []
    for i, (name, header_start, header_end) in enumerate(headers):
        end = headers[i + 1][1] if i + 1 < len(headers) else len(text)
        while end > header_end and text[end - 1].isspace():
            end -= 1
        sections.append(Section(header_start, end, name, header_start, header_end))
    return sections
