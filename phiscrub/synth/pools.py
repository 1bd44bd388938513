"""Name pools of the synthetic note generator: given names, surnames, cities and hospitals, split train / held-out.

The pools live in `phiscrub/data/synth_pools/` (see its README.md). "heldout" entries are in neither the taggers'
dictionaries nor the train pool, so a corpus written with `name_pool="heldout"` measures how a model copes with names,
places and institutions it never saw. Files are read through `importlib.resources` the first time a pool is used and
cached per process.

Sampling mixes a frequency-weighted draw (common names stay common) with a uniform one (rare names appear too).
"""

from __future__ import annotations

import bisect
import functools
import random
from dataclasses import dataclass
from importlib import resources
from itertools import accumulate
from typing import Final

from phiscrub.errors import ConfigError

NAME_POOLS: Final = ("train", "heldout")
"""The values of `SynthConfig.name_pool`."""

WEIGHTED_SHARE: Final = 0.5
"""Share of draws weighted by frequency; the rest are uniform over the pool."""


@dataclass(frozen=True, slots=True)
class WeightedList:
    """Entries with cumulative frequency weights, drawn half by frequency, half uniformly."""

    entries: tuple[str, ...]
    cumulative: tuple[float, ...]

    def draw(self, rng: random.Random) -> str:
        """Return one entry."""
        if rng.random() < WEIGHTED_SHARE:
            index = bisect.bisect_right(self.cumulative, rng.random() * self.cumulative[-1])
            return self.entries[min(index, len(self.entries) - 1)]
        return self.entries[rng.randrange(len(self.entries))]


@dataclass(frozen=True, slots=True)
class PoolCity:
    """A city or town with its state abbreviation and a ZIP code."""

    name: str
    state_abbr: str
    zip: str


@dataclass(frozen=True, slots=True)
class PoolHospital:
    """An institution: full name, the short form notes use ("Mass General") and its acronym ("MGH")."""

    name: str
    short: str
    acronym: str


@dataclass(frozen=True, slots=True)
class NamePool:
    """One split of the pools: who and where a corpus may name."""

    split: str
    female: WeightedList
    """Given names marked F or U."""
    male: WeightedList
    """Given names marked M or U."""
    surnames: WeightedList
    cities: tuple[PoolCity, ...]
    hospitals: tuple[PoolHospital, ...]

    def given(self, rng: random.Random, sex: str) -> str:
        """Return a given name for a person of `sex` ("F" or "M")."""
        return (self.female if sex == "F" else self.male).draw(rng)

    def surname(self, rng: random.Random) -> str:
        """Return a surname."""
        return self.surnames.draw(rng)

    def city(self, rng: random.Random) -> PoolCity:
        """Return a city, uniformly."""
        return self.cities[rng.randrange(len(self.cities))]

    def hospital(self, rng: random.Random) -> PoolHospital:
        """Return an institution, uniformly."""
        return self.hospitals[rng.randrange(len(self.hospitals))]


def _read(name: str) -> list[str]:
    source = resources.files("phiscrub").joinpath("data", "synth_pools", name)
    try:
        text = source.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"synth: name pool file phiscrub/data/synth_pools/{name} is missing") from None
    return [line.rstrip("\r") for line in text.split("\n") if line.strip() and not line.startswith("#")]


def _count(field: str) -> float:
    try:
        return max(float(field), 0.0)
    except ValueError:
        return 0.0


def _weighted(rows: list[tuple[str, float]], file_name: str) -> WeightedList:
    rows = [(name, count) for name, count in rows if name]
    if not rows:
        raise ConfigError(f"synth: name pool file {file_name} has no entries")
    # a pool without counts (or all zero) is drawn uniformly by the weighted half as well
    weights = [count if count > 0 else 1.0 for _, count in rows]
    return WeightedList(tuple(name for name, _ in rows), tuple(accumulate(weights)))


def _hospital(line: str) -> PoolHospital:
    parts = [part.strip() for part in line.split("|")]
    name = parts[0]
    short = parts[1] if len(parts) > 1 and parts[1] else name
    acronym = parts[2] if len(parts) > 2 and parts[2] else "".join(w[0] for w in name.split() if w[:1].isupper())
    return PoolHospital(name, short, acronym or name)


@functools.cache
def load_pool(split: str) -> NamePool:
    """Return the `split` ("train" or "heldout") pool, read on first use and cached."""
    if split not in NAME_POOLS:
        raise ConfigError(f"synth: unknown name pool {split!r}; choose one of: {', '.join(NAME_POOLS)}")
    given_file, surname_file = f"given_names.{split}.tsv", f"surnames.{split}.tsv"
    female: list[tuple[str, float]] = []
    male: list[tuple[str, float]] = []
    for line in _read(given_file):
        fields = line.split("\t")
        name, sex = fields[0].strip(), (fields[1].strip().upper() if len(fields) > 1 else "U")
        count = _count(fields[2]) if len(fields) > 2 else 0.0
        if sex in {"F", "U"}:
            female.append((name, count))
        if sex in {"M", "U"}:
            male.append((name, count))
    surnames = [
        (fields[0].strip(), _count(fields[1]) if len(fields) > 1 else 0.0)
        for fields in (line.split("\t") for line in _read(surname_file))
    ]
    cities = tuple(
        PoolCity(fields[0].strip(), fields[1].strip(), fields[2].strip())
        for fields in (line.split("\t") for line in _read(f"cities.{split}.tsv"))
        if len(fields) >= 3 and fields[0].strip()
    )
    hospitals = tuple(_hospital(line) for line in _read(f"hospitals.{split}.txt"))
    if not cities or not hospitals:
        raise ConfigError(f"synth: the {split} name pool has no cities or no hospitals")
    return NamePool(
        split,
        _weighted(female, given_file),
        _weighted(male, given_file),
        _weighted(surnames, surname_file),
        cities,
        hospitals,
    )
