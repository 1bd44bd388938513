"""Dictionary rules: capitalised place names from the packaged lists, where a match is rarely anything else.

Country and city names that are also given names, surnames or common words ("Chad", "Jordan") are subtracted from
the English lists before matching, trading recall for precision. From the Spanish lists only given names are
subtracted: many Spanish surnames are towns ("Madrid", "Toledo"), and a town inside a clinician's name loses to the
longer name match. The CRF taggers see the full lists as features.
"""

from __future__ import annotations

from typing import Final

from phiscrub.taggers.rules.pattern import Pattern

_CAPITALISED: Final = r"(?<![\w-])(?=[A-ZÁÉÍÓÚÑ])"
_END: Final = r"(?![\w-])"

EN_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "country_name",
        _CAPITALISED + r"<<countries-first_names-last_names-common_words-us_states-medical_terms>>" + _END,
        "COUNTRY",
        0.75,
    ),
    Pattern(
        "city_name",
        _CAPITALISED + r"<<us_cities-first_names-last_names-common_words-us_states-medical_terms>>" + _END,
        "CITY",
        0.6,
    ),
)
"""Country and US city names, English notes."""

ES_PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("pais_nombre", _CAPITALISED + r"<<es_countries-es_first_names>>" + _END, "COUNTRY", 0.8),
    Pattern("territorio_nombre", _CAPITALISED + r"<<es_cities-es_first_names>>" + _END, "CITY", 0.7),
)
"""Country names and Spanish provinces, regions and large towns (MEDDOCAN TERRITORIO), Spanish notes."""
