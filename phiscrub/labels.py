"""The canonical PHI taxonomy and the maps from each corpus's own labels to it.

Canonical labels are the subtypes of the i2b2/UTHealth 2014 de-identification guidelines (Stubbs & Uzuner 2015),
plus NAME-RELATIVE for relatives and proxies (CEGS N-GRID 2016, PhysioNet deid) and OTHER for a corpus label that has
no canonical counterpart (e.g. MEDDOCAN's SEXO_SUJETO_ASISTENCIA), so that nothing is dropped silently.

Each subtype belongs to one main category: NAME, PROFESSION, LOCATION, AGE, DATE, CONTACT, ID (the seven groups
Johnson et al. 2020 §3.3 harmonise every corpus to), or OTHER.

The HIPAA subset follows the "HIPAA PHI" evaluation of the i2b2 2014 challenge (Stubbs, Kotfila & Uzuner 2015,
"Automated systems for the de-identification of longitudinal clinical narratives", §"Evaluation"), which Lee et al.
2017 §3.4 reuse as their "HIPAA PHI types": the categories that the HIPAA Safe Harbor method (45 CFR 164.514(b)(2))
names. Patient and relative names, geographic units smaller than a state (street, city, zip, other locations), all
elements of dates, ages (Safe Harbor: over 89), every contact and every identifier are in it; clinician names,
usernames, professions, hospitals, departments, rooms, organisations, states and countries are not.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from phiscrub.errors import UnknownComponentError, UnknownLabelError

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PhiType:
    """One canonical PHI subtype: its name, main category and whether HIPAA Safe Harbor names it."""

    name: str
    category: str
    hipaa: bool


_TYPES: Final = (
    PhiType("PATIENT", "NAME", True),
    PhiType("DOCTOR", "NAME", False),
    PhiType("USERNAME", "NAME", False),
    PhiType("NAME-RELATIVE", "NAME", True),
    PhiType("PROFESSION", "PROFESSION", False),
    PhiType("ROOM", "LOCATION", False),
    PhiType("DEPARTMENT", "LOCATION", False),
    PhiType("HOSPITAL", "LOCATION", False),
    PhiType("ORGANIZATION", "LOCATION", False),
    PhiType("STREET", "LOCATION", True),
    PhiType("CITY", "LOCATION", True),
    PhiType("STATE", "LOCATION", False),
    PhiType("COUNTRY", "LOCATION", False),
    PhiType("ZIP", "LOCATION", True),
    PhiType("LOCATION-OTHER", "LOCATION", True),
    PhiType("AGE", "AGE", True),
    PhiType("DATE", "DATE", True),
    PhiType("PHONE", "CONTACT", True),
    PhiType("FAX", "CONTACT", True),
    PhiType("EMAIL", "CONTACT", True),
    PhiType("URL", "CONTACT", True),
    PhiType("IPADDR", "CONTACT", True),
    PhiType("SSN", "ID", True),
    PhiType("MEDICALRECORD", "ID", True),
    PhiType("HEALTHPLAN", "ID", True),
    PhiType("ACCOUNT", "ID", True),
    PhiType("LICENSE", "ID", True),
    PhiType("VEHICLE", "ID", True),
    PhiType("DEVICE", "ID", True),
    PhiType("BIOID", "ID", True),
    PhiType("IDNUM", "ID", True),
    PhiType("OTHER", "OTHER", False),
)

PHI_TYPES: Final[Mapping[str, PhiType]] = MappingProxyType({t.name: t for t in _TYPES})
"""Every canonical subtype by name."""

CANONICAL_LABELS: Final[tuple[str, ...]] = tuple(t.name for t in _TYPES)
"""Canonical labels in taxonomy order."""

CATEGORIES: Final[tuple[str, ...]] = tuple(dict.fromkeys(t.category for t in _TYPES))
"""Main categories in taxonomy order."""

HIPAA_LABELS: Final[frozenset[str]] = frozenset(t.name for t in _TYPES if t.hipaa)
"""The canonical subtypes in the HIPAA subset (see the module docstring for the source)."""


def phi_type(label: str) -> PhiType:
    """Return the canonical type called `label`, or raise UnknownLabelError."""
    try:
        return PHI_TYPES[label]
    except KeyError:
        raise UnknownLabelError(label) from None


def category_of(label: str) -> str:
    """Return the main category (NAME, LOCATION, ...) of a canonical label."""
    return phi_type(label).category


def is_hipaa(label: str) -> bool:
    """Return whether a canonical label is in the HIPAA subset."""
    return phi_type(label).hipaa


def is_canonical(label: str) -> bool:
    """Return whether `label` is a canonical PHI subtype."""
    return label in PHI_TYPES


# ---------------------------------------------------------------------------------------------------------------
# Corpus label maps: each corpus's own label -> canonical label. Keys are matched case-sensitively first, then
# upper-cased, so "Date" and "DATE" both work.
# ---------------------------------------------------------------------------------------------------------------

_I2B2_2014: Final = {label: label for label in CANONICAL_LABELS if label not in {"NAME-RELATIVE", "OTHER"}} | {
    # In i2b2 2014 / CEGS N-GRID XML the tag is the category and TYPE the subtype; LOCATION's "OTHER" becomes
    # LOCATION-OTHER, readers pass "CATEGORY:TYPE" for such ambiguous subtypes.
    "LOCATION:OTHER": "LOCATION-OTHER",
    "NAME:OTHER": "PATIENT",
    "OTHER:OTHER": "OTHER",
    "ID:OTHER": "IDNUM",
    "CONTACT:OTHER": "PHONE",
    "OTHER": "OTHER",
    "NAME-RELATIVE": "NAME-RELATIVE",
}

_CEGS_NGRID: Final = _I2B2_2014 | {"RELATIVE": "NAME-RELATIVE", "NAME:RELATIVE": "NAME-RELATIVE"}

_I2B2_2006: Final = {
    "PATIENT": "PATIENT",
    "DOCTOR": "DOCTOR",
    "HOSPITAL": "HOSPITAL",
    "ID": "IDNUM",
    "DATE": "DATE",
    "LOCATION": "LOCATION-OTHER",
    "PHONE": "PHONE",
    "AGE": "AGE",
}

_MEDDOCAN: Final = {
    "NOMBRE_SUJETO_ASISTENCIA": "PATIENT",
    "NOMBRE_PERSONAL_SANITARIO": "DOCTOR",
    "FAMILIARES_SUJETO_ASISTENCIA": "NAME-RELATIVE",
    "EDAD_SUJETO_ASISTENCIA": "AGE",
    "FECHAS": "DATE",
    # TERRITORIO covers towns, provinces and postal codes: CITY is the nearest canonical subtype (HIPAA-relevant too).
    "TERRITORIO": "CITY",
    "PAIS": "COUNTRY",
    "CALLE": "STREET",
    "HOSPITAL": "HOSPITAL",
    "CENTRO_SALUD": "HOSPITAL",
    "INSTITUCION": "ORGANIZATION",
    "ID_SUJETO_ASISTENCIA": "MEDICALRECORD",
    "ID_ASEGURAMIENTO": "HEALTHPLAN",
    "NUMERO_BENEF_PLAN_SALUD": "HEALTHPLAN",
    "ID_CONTACTO_ASISTENCIAL": "ACCOUNT",
    "ID_TITULACION_PERSONAL_SANITARIO": "LICENSE",
    "ID_EMPLEO_PERSONAL_SANITARIO": "IDNUM",
    "IDENTIF_VEHICULOS_NRSERIE_PRODUCTOS": "VEHICLE",
    "IDENTIF_DISPOSITIVOS_NRSERIE": "DEVICE",
    "IDENTIF_BIOMETRICOS": "BIOID",
    "OTRO_NUMERO_IDENTIF": "IDNUM",
    "NUMERO_TELEFONO": "PHONE",
    "NUMERO_FAX": "FAX",
    "CORREO_ELECTRONICO": "EMAIL",
    "URL_WEB": "URL",
    "DIREC_PROT_INTERNET": "IPADDR",
    "PROFESION": "PROFESSION",
    "SEXO_SUJETO_ASISTENCIA": "OTHER",
    "OTROS_SUJETO_ASISTENCIA": "OTHER",
}

_PHYSIONET: Final = {
    # PhysioNet deid gold types (id-phi.phrase), by their spelling in the corpus and common variants.
    "PATIENT": "PATIENT",
    "PATIENT NAME": "PATIENT",
    "HCPNAME": "DOCTOR",
    "DOCTOR": "DOCTOR",
    "PROVIDER": "DOCTOR",
    "RELATIVEPROXYNAME": "NAME-RELATIVE",
    "RELATIVE": "NAME-RELATIVE",
    "PTNAME": "PATIENT",
    "PTNAMEINITIAL": "PATIENT",
    "AGE": "AGE",
    "DATE": "DATE",
    "DATERANGE": "DATE",
    "DATEYEAR": "DATE",
    "PHONE": "PHONE",
    "LOCATION": "LOCATION-OTHER",
    "HOSPITAL": "HOSPITAL",
    "STREET": "STREET",
    "CITY": "CITY",
    "STATE": "STATE",
    "ZIP": "ZIP",
    "OTHER": "OTHER",
}

_PRESIDIO: Final = {
    # Presidio does not say whose name a PERSON is; PATIENT is the conservative reading (HIPAA-relevant).
    "PERSON": "PATIENT",
    "LOCATION": "LOCATION-OTHER",
    "GPE": "CITY",
    "DATE_TIME": "DATE",
    "AGE": "AGE",
    "PHONE_NUMBER": "PHONE",
    "EMAIL_ADDRESS": "EMAIL",
    "URL": "URL",
    "IP_ADDRESS": "IPADDR",
    "US_SSN": "SSN",
    "MEDICAL_LICENSE": "LICENSE",
    "US_DRIVER_LICENSE": "LICENSE",
    "US_PASSPORT": "IDNUM",
    "US_ITIN": "IDNUM",
    "US_BANK_NUMBER": "ACCOUNT",
    "CREDIT_CARD": "ACCOUNT",
    "IBAN_CODE": "ACCOUNT",
    "CRYPTO": "ACCOUNT",
    "ORGANIZATION": "ORGANIZATION",
    "NRP": "OTHER",
    "ZIP_CODE": "ZIP",
    "STREET_ADDRESS": "STREET",
    "DOMAIN_NAME": "URL",
    "TITLE": "OTHER",
}

# General-English NER corpora (../shared/corpora/english_ner): persons, places and companies are PHI-like; their other
# labels (bands, products, titles, MISC) are not PHI and are dropped when the corpus is used for training
# (`phiscrub.taggers.partial`). A person's role is unknown: PATIENT, the conservative reading. A place is refined by
# the dictionaries there (COUNTRY, STATE, else CITY).
_WNUT17: Final = {
    "person": "PATIENT",
    "location": "CITY",
    "corporation": "ORGANIZATION",
    "group": "OTHER",
    "product": "OTHER",
    "creative-work": "OTHER",
}
_WIKIGOLD: Final = {"PER": "PATIENT", "LOC": "CITY", "ORG": "ORGANIZATION", "MISC": "OTHER"}

LABEL_MAPS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {
        "canonical": MappingProxyType({label: label for label in CANONICAL_LABELS}),
        "i2b2-2014": MappingProxyType(_I2B2_2014),
        "cegs-ngrid": MappingProxyType(_CEGS_NGRID),
        "i2b2-2006": MappingProxyType(_I2B2_2006),
        "meddocan": MappingProxyType(_MEDDOCAN),
        "physionet": MappingProxyType(_PHYSIONET),
        "presidio": MappingProxyType(_PRESIDIO),
        "wnut17": MappingProxyType(_WNUT17),
        "wikigold": MappingProxyType(_WIKIGOLD),
    }
)
"""Per corpus, its own labels -> canonical labels."""

PARTIAL_ANNOTATION: Final[Mapping[str, tuple[frozenset[str], frozenset[str]]]] = MappingProxyType(
    {
        "wnut17": (frozenset({"NAME", "LOCATION"}), frozenset({"group", "product", "creative-work"})),
        "wikigold": (frozenset({"NAME", "LOCATION"}), frozenset({"MISC"})),
        "presidio": (
            frozenset({"NAME", "LOCATION", "DATE", "AGE", "CONTACT", "ID"}),
            frozenset({"TITLE", "NRP"}),
        ),
    }
)
"""Corpora that annotate only some PHI categories: label map -> (the categories it annotates, its own labels that are
not PHI). A token such a corpus leaves unlabelled is evidence of "not PHI" only for the categories it annotates."""


def label_map(corpus: str) -> Mapping[str, str]:
    """Return the map from `corpus`'s own labels to canonical labels."""
    if corpus not in LABEL_MAPS:
        raise UnknownComponentError("label map", corpus, sorted(LABEL_MAPS))
    return LABEL_MAPS[corpus]


def to_canonical(label: str, corpus: str = "canonical") -> str:
    """Return the canonical label for a corpus label; OTHER (with a warning) when the corpus map lacks it."""
    mapping = label_map(corpus)
    for key in (label, label.upper(), label.upper().replace(" ", "")):
        if key in mapping:
            return mapping[key]
    if label in PHI_TYPES:
        return label
    logger.warning("label %r has no canonical counterpart in the %s map; kept as OTHER", label, corpus)
    return "OTHER"


_PROJECTIONS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {
        # Canonical types a corpus has no label of its own for, and the corpus label that annotates them there:
        # MEDDOCAN files postal codes, provinces and other places under TERRITORIO, departments under HOSPITAL.
        "meddocan": MappingProxyType(
            {
                "ZIP": "TERRITORIO",
                "STATE": "TERRITORIO",
                "LOCATION-OTHER": "TERRITORIO",
                "DEPARTMENT": "HOSPITAL",
                "ROOM": "OTROS_SUJETO_ASISTENCIA",
                "USERNAME": "OTROS_SUJETO_ASISTENCIA",
                "SSN": "ID_SUJETO_ASISTENCIA",
            }
        ),
        "i2b2-2006": MappingProxyType(
            {
                "NAME-RELATIVE": "PATIENT",
                "STREET": "LOCATION",
                "CITY": "LOCATION",
                "STATE": "LOCATION",
                "ZIP": "LOCATION",
                "COUNTRY": "LOCATION",
                "FAX": "PHONE",
                "MEDICALRECORD": "ID",
            }
        ),
    }
)


def corpus_label_for(canonical: str, corpus: str) -> str:
    """Return `corpus`'s own label for a canonical label, or the canonical label itself when it has none.

    The first corpus label that maps to `canonical` wins; else the corpus's projection of a type it does not
    distinguish (e.g. MEDDOCAN's TERRITORIO for ZIP).
    """
    for own, mapped in label_map(corpus).items():
        if mapped == canonical and ":" not in own:
            return own
    return _PROJECTIONS.get(corpus, {}).get(canonical, canonical)


def project_to_corpus(canonical: str, corpus: str) -> str:
    """Return the canonical label `canonical` becomes once written in `corpus`'s labels and read back.

    E.g. ZIP -> TERRITORIO -> CITY for MEDDOCAN: predictions then compare with gold spans of that corpus type by type.
    """
    return to_canonical(corpus_label_for(canonical, corpus), corpus)


def detect_corpus(labels: set[str]) -> str:
    """Return the label map that explains the most of `labels` (ties go to canonical)."""
    best, best_hits = "canonical", -1
    for corpus, mapping in LABEL_MAPS.items():
        hits = sum(1 for label in labels if label in mapping)
        if hits > best_hits:
            best, best_hits = corpus, hits
    return best
