"""The canonical PHI taxonomy, what each de-identification policy removes, and the maps from corpus labels to it.

Canonical labels are the subtypes of the i2b2/UTHealth 2014 de-identification guidelines (Stubbs & Uzuner 2015),
plus NAME-RELATIVE for relatives and proxies (CEGS N-GRID 2016, PhysioNet deid) and OTHER for a corpus label that has
no canonical counterpart (e.g. MEDDOCAN's SEXO_SUJETO_ASISTENCIA), so that nothing is dropped silently.

Each subtype belongs to one main category: NAME, PROFESSION, LOCATION, AGE, DATE, CONTACT, ID (the seven groups
Johnson et al. 2020 §3.3 harmonise every corpus to), or OTHER.

`_TYPES` below is the one table of what each policy removes, read by `phiscrub.merge.policy.apply_policy`, the rule
tagger's Safe Harbor filter (`phiscrub.safe_harbor`), `evaluate --labels hipaa`, `stats` and the README:

- "i2b2" removes every type the i2b2 2014 guidelines call PHI: all of them.
- "safe-harbor" removes the identifiers HIPAA Safe Harbor lists, 45 CFR 164.514(b)(2)(i)(A)-(R), "of the individual
  or of relatives, employers, or household members of the individual": names of patients and relatives, geographic
  subdivisions smaller than a state, dates and ages (refined in `phiscrub.safe_harbor`: a year alone and ages of 89
  or less stay), contacts and identifying numbers. Clinicians are not the individual, so their names (DOCTOR,
  USERNAME), professions, hospitals, departments, rooms, states and countries stay. An ORGANIZATION is removed: it is
  most often the patient's employer or school, item (A).
- The HIPAA label set (`HIPAA_LABELS`, `evaluate --labels hipaa`, `stats`) follows the "HIPAA PHI" evaluation of the
  i2b2 2014 challenge (Stubbs, Kotfila & Uzuner 2015, §"Evaluation"), which Lee et al. 2017 §3.4 reuse, so that
  scores compare with published ones: the Safe Harbor types except ORGANIZATION, which that evaluation leaves out.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from phiscrub.errors import UnknownComponentError, UnknownLabelError

logger = logging.getLogger(__name__)

POLICIES: Final[tuple[str, ...]] = ("i2b2", "safe-harbor")
"""Every de-identification policy, by name."""

SAFE_HARBOR_ITEMS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "A": "names",
        "B": "geographic subdivisions smaller than a state",
        "C": "all elements of dates (except year); ages over 89",
        "D": "telephone numbers",
        "E": "fax numbers",
        "F": "electronic mail addresses",
        "G": "social security numbers",
        "H": "medical record numbers",
        "I": "health plan beneficiary numbers",
        "J": "account numbers",
        "K": "certificate/license numbers",
        "L": "vehicle identifiers and serial numbers",
        "M": "device identifiers and serial numbers",
        "N": "web URLs",
        "O": "IP addresses",
        "P": "biometric identifiers",
        "Q": "full-face photographs",
        "R": "any other unique identifying number, characteristic, or code",
    }
)
"""The identifiers of 45 CFR 164.514(b)(2)(i), by item letter, in short."""


@dataclass(frozen=True, slots=True)
class PhiType:
    """One canonical PHI subtype: its category, the Safe Harbor item it falls under, what removes it, HIPAA set."""

    name: str
    category: str
    """The main category: NAME, PROFESSION, LOCATION, AGE, DATE, CONTACT, ID or OTHER."""
    safe_harbor_item: str
    """The letter of the 45 CFR 164.514(b)(2)(i) identifier this type is (a key of SAFE_HARBOR_ITEMS), "" if none."""
    i2b2: bool
    """Whether the "i2b2" policy removes spans of this type."""
    safe_harbor: bool
    """Whether the "safe-harbor" policy removes spans of this type (DATE, AGE: see `phiscrub.safe_harbor`)."""
    hipaa: bool
    """Whether the HIPAA label set (`evaluate --labels hipaa`, `stats`) contains this type."""

    def removed_by(self, policy: str) -> bool:
        """Return whether `policy` removes spans of this type."""
        if policy not in POLICIES:
            raise UnknownComponentError("policy", policy, POLICIES)
        return self.i2b2 if policy == "i2b2" else self.safe_harbor


# fmt: off
_TYPES: Final = (
    #       name              category      45 CFR item  i2b2  safe-harbor  HIPAA set
    PhiType("PATIENT",        "NAME",       "A",         True, True,        True),
    PhiType("DOCTOR",         "NAME",       "",          True, False,       False),
    PhiType("USERNAME",       "NAME",       "",          True, False,       False),
    PhiType("NAME-RELATIVE",  "NAME",       "A",         True, True,        True),
    PhiType("PROFESSION",     "PROFESSION", "",          True, False,       False),
    PhiType("ROOM",           "LOCATION",   "",          True, False,       False),
    PhiType("DEPARTMENT",     "LOCATION",   "",          True, False,       False),
    PhiType("HOSPITAL",       "LOCATION",   "",          True, False,       False),
    PhiType("ORGANIZATION",   "LOCATION",   "A",         True, True,        False),
    PhiType("STREET",         "LOCATION",   "B",         True, True,        True),
    PhiType("CITY",           "LOCATION",   "B",         True, True,        True),
    PhiType("STATE",          "LOCATION",   "",          True, False,       False),
    PhiType("COUNTRY",        "LOCATION",   "",          True, False,       False),
    PhiType("ZIP",            "LOCATION",   "B",         True, True,        True),
    PhiType("LOCATION-OTHER", "LOCATION",   "B",         True, True,        True),
    PhiType("AGE",            "AGE",        "C",         True, True,        True),
    PhiType("DATE",           "DATE",       "C",         True, True,        True),
    PhiType("PHONE",          "CONTACT",    "D",         True, True,        True),
    PhiType("FAX",            "CONTACT",    "E",         True, True,        True),
    PhiType("EMAIL",          "CONTACT",    "F",         True, True,        True),
    PhiType("URL",            "CONTACT",    "N",         True, True,        True),
    PhiType("IPADDR",         "CONTACT",    "O",         True, True,        True),
    PhiType("SSN",            "ID",         "G",         True, True,        True),
    PhiType("MEDICALRECORD",  "ID",         "H",         True, True,        True),
    PhiType("HEALTHPLAN",     "ID",         "I",         True, True,        True),
    PhiType("ACCOUNT",        "ID",         "J",         True, True,        True),
    PhiType("LICENSE",        "ID",         "K",         True, True,        True),
    PhiType("VEHICLE",        "ID",         "L",         True, True,        True),
    PhiType("DEVICE",         "ID",         "M",         True, True,        True),
    PhiType("BIOID",          "ID",         "P",         True, True,        True),
    PhiType("IDNUM",          "ID",         "R",         True, True,        True),
    PhiType("OTHER",          "OTHER",      "",          True, False,       False),
)
# fmt: on

PHI_TYPES: Final[Mapping[str, PhiType]] = MappingProxyType({t.name: t for t in _TYPES})
"""Every canonical subtype by name."""

CANONICAL_LABELS: Final[tuple[str, ...]] = tuple(t.name for t in _TYPES)
"""Canonical labels in taxonomy order."""

CATEGORIES: Final[tuple[str, ...]] = tuple(dict.fromkeys(t.category for t in _TYPES))
"""Main categories in taxonomy order."""

HIPAA_LABELS: Final[frozenset[str]] = frozenset(t.name for t in _TYPES if t.hipaa)
"""The canonical subtypes in the HIPAA label set (see the module docstring for the source)."""

POLICY_LABELS: Final[Mapping[str, frozenset[str]]] = MappingProxyType(
    {policy: frozenset(t.name for t in _TYPES if t.removed_by(policy)) for policy in POLICIES}
)
"""Per policy, the canonical subtypes it removes."""


def removed_by_policy(label: str, policy: str) -> bool:
    """Return whether `policy` removes spans labelled `label`; one outside the taxonomy is removed (recall first)."""
    if policy not in POLICIES:
        raise UnknownComponentError("policy", policy, POLICIES)
    return label not in PHI_TYPES or label in POLICY_LABELS[policy]


def policy_table_markdown() -> str:
    """Return the policy table as Markdown (the README's "Policies" section shows it verbatim)."""
    lines = [
        "| type | category | i2b2 | safe-harbor | HIPAA set | 45 CFR 164.514(b)(2)(i) |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for t in _TYPES:
        item = f"({t.safe_harbor_item}) {SAFE_HARBOR_ITEMS[t.safe_harbor_item]}" if t.safe_harbor_item else ""
        marks = ["removed" if t.i2b2 else "kept", "removed" if t.safe_harbor else "kept", "yes" if t.hipaa else ""]
        lines.append(f"| {t.name} | {t.category} | {' | '.join(marks)} | {item} |")
    return "\n".join(lines) + "\n"


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
