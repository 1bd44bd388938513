"""Dictionary rules: capitalised place and hospital names from the packaged lists, where a match is rarely else.

The English name lists are large (tens of thousands of given names and surnames: "Houston", "Ireland" and "Kenya"
are in them), so subtracting them whole from the place lists would leave few places. Instead a validator rejects a
country that is a very common name (frequency bucket 1: "Chad", "Jordan") and a city that is a common name (bucket
1-2: "Franklin", "Clinton") unless the city itself is very common (bucket 1: "Houston"); the city rule keeps only
cities of bucket 1-2 (curated or population >= 50,000) and drops the few that are ordinary words. Common words,
state names and medical terms are still subtracted whole. From the Spanish lists only given names are subtracted:
many Spanish surnames are towns ("Madrid", "Toledo"), and a town inside a clinician's name loses to the longer name
match. The CRF taggers see the full lists as features.

Hospital names match in their usual casing only: an acronym ("MGH", "UPMC") in capitals, a multi-word name
("Brigham and Women's Hospital") with its long words capitalised, a single word only when written like a brand
("Cedars-Sinai", "MedStar"); a plain capitalised single word ("Hopkins", "Mayo") is left to the CRF.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.resources.dictionaries import load_dictionary, load_frequent_entries
from phiscrub.taggers.rules.pattern import Pattern

_CAPITALISED: Final = r"(?<![\w-])(?=[A-ZÁÉÍÓÚÑ])"
_START: Final = r"(?<![\w-])"
_END: Final = r"(?![\w-])"

_CITY_MAX_BUCKET: Final = 2
"""Cities of a rarer bucket (population under 50,000, not curated) are left to the CRF."""
_COMMON_NAME_MAX_BUCKET: Final = 2
"""The rarest bucket a test of "a common name" asks about (`_is_common_name` is called with 1 or 2)."""
_CITY_WORDS: Final[frozenset[str]] = frozenset(
    {
        "bend",
        "brick",
        "centennial",
        "cypress",
        "edgewater",
        "encanto",
        "enterprise",
        "highland",
        "homestead",
        "jupiter",
        "largo",
        "meridian",
        "mid-city",
        "normal",
        "orange",
        "paradise",
        "paramount",
        "plantation",
        "riverview",
        "shoreline",
        "sunrise",
        "union",
        "uptown",
        "vista",
        "woodland",
    }
)
"""Cities of bucket 1-2 that are ordinary English words in notes ("Normal saline", "Orange juice")."""

_AMBIGUOUS_ACRONYMS: Final[frozenset[str]] = frozenset(
    {"bid", "ccf", "cha", "chop", "cmc", "dmc", "hmc", "mch", "mcv", "msk", "ric", "smh", "uva"}
)
"""Hospital acronyms that are also clinical abbreviations ("R-CHOP", "MCV", "BID"): left to the CRF."""
_SMALL_WORDS: Final[frozenset[str]] = frozenset({"and", "at", "for", "of", "the", "de", "la", "y"})


def _normalised(text: str) -> str:
    return " ".join(text.lower().split())


def _is_common_name(text: str, max_bucket: int) -> bool:
    """Return whether `text` is a given name or surname of frequency bucket `max_bucket` (at most 2) or more common."""
    if max_bucket > _COMMON_NAME_MAX_BUCKET:
        raise ValueError(f"only buckets up to {_COMMON_NAME_MAX_BUCKET} are kept in memory (asked {max_bucket})")
    word = _normalised(text)
    for name in ("first_names", "last_names"):
        bucket = load_frequent_entries(name, _COMMON_NAME_MAX_BUCKET).get(word)
        if bucket is not None and bucket <= max_bucket:
            return True
    return False


def _country_not_a_common_name(text: str) -> bool:
    """Reject a country that is a very common given name or surname ("Chad", "Jordan")."""
    return not _is_common_name(text, 1)


def _city_frequent_and_not_a_name(text: str) -> bool:
    """Keep a frequent city (bucket 1-2) unless it is an ordinary word or, for bucket 2, a common name."""
    city = _normalised(text)
    bucket = load_frequent_entries("us_cities", _CITY_MAX_BUCKET).get(city)
    if bucket is None or bucket > _CITY_MAX_BUCKET or city in _CITY_WORDS:
        return False
    return bucket == 1 or not _is_common_name(city, 2)


def _is_brand_word(word: str) -> bool:
    """Return whether a single word is written like an institution's brand ("Cedars-Sinai", "MedStar", "UCHealth")."""
    parts = word.split("-")
    if len(parts) > 1:
        return all(part[:1].isupper() for part in parts)
    if word[:2].isupper():
        return True
    return any(char.isupper() for char in word[3:])


def _hospital_in_usual_casing(text: str) -> bool:
    """Accept a hospital name written as institutions are: acronyms in capitals, long words capitalised."""
    words = text.split()
    if not words or not words[0][:1].isupper():
        return False
    if len(words) == 1:
        word = words[0]
        folded = word.lower()
        if word.isupper():
            if len(word) < 3 or folded in _AMBIGUOUS_ACRONYMS:
                return False
            return not any(folded in load_dictionary(name) for name in ("first_names", "last_names", "common_words"))
        return _is_brand_word(word)
    if text.isupper():
        return True
    return all(word[:1].isupper() or word.lower() in _SMALL_WORDS or len(word) < 4 for word in words)


EN_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "country_name",
        _CAPITALISED + r"<<countries-common_words-us_states-medical_terms>>" + _END,
        "COUNTRY",
        0.75,
        validator=_country_not_a_common_name,
    ),
    Pattern(
        "city_name",
        _CAPITALISED + r"<<us_cities-common_words-us_states-medical_terms>>" + _END,
        "CITY",
        0.6,
        validator=_city_frequent_and_not_a_name,
    ),
    Pattern(
        "hospital_gazetteer",
        _CAPITALISED + r"<<hospitals>>" + _END,
        "HOSPITAL",
        0.7,
        validator=_hospital_in_usual_casing,
    ),
)
"""Country, US city and hospital names, English notes."""

_AMERICAN_REGIONS_ALONE: Final[tuple[str, ...]] = (
    # Mexico
    *("Aguascalientes", "Baja California Sur", "Baja California", "Campeche", "Chiapas", "Coahuila", "Guanajuato"),
    *("Jalisco", "Michoacán", "Nayarit", "Nuevo León", "Quintana Roo", "San Luis Potosí", "Sinaloa", "Tabasco"),
    *("Tamaulipas", "Tlaxcala", "Yucatán", "Zacatecas", "CDMX"),
    # Colombia
    *("Antioquia", "Cundinamarca", "Valle del Cauca", "Boyacá", "Nariño", "Risaralda", "Quindío", "Tolima", "Huila"),
    *("La Guajira", "Chocó"),
    # Argentina, Peru, Chile, Venezuela, Ecuador
    *("Chubut", "Neuquén", "Entre Ríos", "Jujuy", "Río Negro", "Santiago del Estero", "Catamarca", "La Pampa"),
    *("Tierra del Fuego", "Lambayeque", "Ucayali", "Ayacucho", "Puno", "Tacna", "Áncash", "Biobío", "Araucanía"),
    *("Coquimbo", "Zulia", "Carabobo", "Táchira", "Anzoátegui", "Guayas", "Pichincha", "Azuay", "Manabí"),
    *("Barinas", "Aragua", "Cojedes", "Guárico", "Monagas", "Yaracuy", "Nueva Esparta", "Delta Amacuro"),
    *("Imbabura", "Chimborazo", "Tungurahua", "Sucumbíos", "Cajamarca", "Huánuco", "Apurímac", "Moquegua"),
    *("Huancavelica", "Atacama", "Antofagasta", "Tarapacá", "Magallanes", "Tucumán"),
    # Bolivia, Paraguay, Central America
    *("Cochabamba", "Chuquisaca", "Oruro", "Potosí", "Tarija", "Alto Paraná", "Itapúa", "Caaguazú", "Caazapá"),
    *("Amambay", "Canindeyú", "Ñeembucú", "Paraguarí", "Escuintla", "Quetzaltenango", "Huehuetenango"),
    *("Sacatepéquez", "Chimaltenango", "Totonicapán", "Suchitepéquez", "Retalhuleu", "Petén", "Izabal"),
    *("Alta Verapaz", "Baja Verapaz", "Olancho", "Choluteca", "Comayagua", "Usulután", "Sonsonate", "Ahuachapán"),
    *("Chalatenango", "Guanacaste", "Puntarenas", "Alajuela", "Chiriquí", "Veraguas", "Bocas del Toro"),
    *("Ñuble", "Guaviare", "Caquetá", "Putumayo", "Casanare", "Vichada", "Vaupés", "Guainía"),
    "CABA",  # Buenos Aires city (Ciudad Autónoma de Buenos Aires)
)
"""States, provinces and departments of Latin American countries that are no Spanish town, given name, surname or
word (written for phiscrub): a place wherever they stand, in any case ("jalisco" in a note in lower case)."""
_AMERICAN_REGIONS_IN_CONTEXT: Final[tuple[str, ...]] = (
    *("Colima", "Durango", "Guerrero", "Hidalgo", "Morelos", "Sonora", "Estado de México", "Atlántico", "Bolívar"),
    *("Caldas", "Cauca", "Magdalena", "Meta", "Sucre", "Cesar", "Mendoza", "Santa Fe", "Misiones", "Corrientes"),
    *("San Juan", "San Luis", "Formosa", "Chaco", "Santa Cruz", "La Libertad", "Junín", "Loreto", "Ica", "Maule"),
    *("Lara", "Miranda"),
)
"""Regions whose names are surnames, given names or words too ("Guerrero", "Hidalgo", "Meta"): a place only after a
town and a comma ("Pachuca, Hidalgo") or after "estado de", "provincia de", "departamento de"."""


AMERICAN_REGIONS: Final = _AMERICAN_REGIONS_ALONE + _AMERICAN_REGIONS_IN_CONTEXT
"""Every Latin American region of the lists above (a place after a town and a comma, whatever its name)."""


def _without_accents(name: str) -> str:
    return name.translate(str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU"))


def _region_forms(names: tuple[str, ...]) -> set[str]:
    """Return each of `names` as written and without its accents ("Michoacán", "Michoacan")."""
    return {form for name in names for form in (name, _without_accents(name))}


def region_alternation(names: tuple[str, ...]) -> str:
    """Return a regex alternation of `names` in any case, each also without its accents ("michoacan").

    A space matches any run of blanks. Longer forms come first, and forms of one length in alphabetical order, so
    that the expression is the same in every process (its compiled program is cached under a digest of it).
    """
    forms = sorted(_region_forms(names), key=lambda f: (-len(f), f))
    return "(?i:" + "|".join(re.escape(form).replace(r"\ ", r"[ \t]+") for form in forms) + ")"


def _first_words(names: tuple[str, ...]) -> tuple[str, ...]:
    """Return the first word of each of `names`, lower-cased, with and without its accents (a rule's required words)."""
    return tuple(sorted({form.split()[0].lower() for form in _region_forms(names)}))


_REGION_CONTEXT: Final = (
    r"(?:(?<![\w-])[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+,[ \t]+"
    r"|(?i:\b(?:estado|edo\.?)[ \t]+(?:de[ \t]+)?"
    r"|\b(?:provincia|prov\.|departamento|depto\.?|regi[óo]n)[ \t]+del?[ \t]+))"
)
"""What makes a region's name a place: a town and a comma before it, or the word for a state or province (a
Venezuelan state without "de": "Petare, estado Miranda")."""

ES_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("pais_nombre", _CAPITALISED + r"<<es_countries-es_first_names>>" + _END, "COUNTRY", 0.8),
    # a country as writing names it ("Reino Unido", "Rusia") or without its accents ("Peru")
    Pattern("pais_nombre_escrito", _CAPITALISED + r"<<es_country_names-es_first_names>>" + _END, "COUNTRY", 0.8),
    Pattern("territorio_nombre", _CAPITALISED + r"<<es_cities-es_first_names>>" + _END, "CITY", 0.7),
    Pattern(
        "region_americana",
        _START + r"(?P<phi>" + region_alternation(_AMERICAN_REGIONS_ALONE) + ")" + _END,
        "CITY",
        0.7,
        # tried only where a region's first word occurs: a case-blind alternation of ninety names costs a third of
        # a millisecond a note scanned at every position
        requires=_first_words(_AMERICAN_REGIONS_ALONE),
        starts_with_required=True,
    ),
    Pattern(
        "region_americana_en_contexto",
        _REGION_CONTEXT + r"(?P<phi>" + region_alternation(_AMERICAN_REGIONS_IN_CONTEXT) + ")" + _END,
        "CITY",
        0.7,
    ),
)
"""Country names and Spanish provinces, regions and large towns (MEDDOCAN TERRITORIO), Spanish notes."""
