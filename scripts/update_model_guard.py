"""Regenerate tests/fixtures/model_guard/{en,es}.json: the spans each shipped model finds in fixed guard notes.

`tests/test_model_guard.py` loads each model of `phiscrub/models/` and checks that it still tags these notes exactly
as recorded, so a change to the features, tokenizer or rules that silently degrades a shipped model fails a test
(CRFsuite ignores attributes it never saw instead of complaining). After retraining a shipped model, or after a change
that is meant to alter its output, look at what changed and regenerate with one command:

    .venv/bin/python scripts/update_model_guard.py            # both languages
    .venv/bin/python scripts/update_model_guard.py --lang en  # one

Every name, place, date and number in the notes below was invented for this file. The script prints counts only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from phiscrub.document import Document
from phiscrub.hybrid import HybridPipeline
from phiscrub.pipeline import FEATURE_SCHEMA

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "model_guard"
"""Where the expected spans are written, one JSON file per language."""

GUARD_NOTES: Mapping[str, Sequence[tuple[str, str]]] = {
    "en": (
        (
            "en-discharge",
            "Discharge summary\n"
            "Patient: Harold Benning    MRN: 40032917\n"
            "Admitted 03/14/2022 to St. Albans Memorial Hospital, discharged 03/19/2022.\n"
            "Attending: Dr. Priya Venkataraman\n"
            "Mr. Benning is a 67-year-old retired welder from Dayton, Ohio, with COPD on home oxygen.\n",
        ),
        (
            "en-telephone",
            "Telephone encounter 11/02/2021: daughter Lisa Moreau called from 614-555-0183 asking about her "
            "mother's warfarin dose. Advised an INR check at the Riverside clinic on Friday. - RN K. Osei\n",
        ),
        (
            "en-referral",
            "Dear Dr. Whitcombe,\n"
            "I am referring Ms. Carmen Delgado (DOB 07/22/1958), who lives at 4415 Larkspur Lane, Bexley, OH 43209, "
            "for evaluation of a thyroid nodule. Please fax records to (614) 555-0147.\n"
            "Sincerely,\nThomas Aldridge, MD\n",
        ),
        (
            "en-progress",
            "Progress note, 2023-01-09. 92 yo woman, widowed, former schoolteacher, lives alone in Columbus. "
            "Seen with her son Martin. Portal e-mail: m.kowalczyk@examplemail.com. Follow-up in 6 weeks.\n",
        ),
        (
            "en-triage",
            "ED triage: 34M brought in by EMS after a bicycle fall on Cleveland Ave. Insurance ID HX-77120034. "
            "Contact: wife Aisha Rahman, 380-555-0122. Seen by Dr. Feldstein at 14:20 on 5/6/2020.\n",
        ),
        (
            "en-psychiatry",
            "Psychiatry intake. Patient Jonah Price, 45, works as an accountant at Brightwell Logistics. He moved "
            "from Toronto, Canada in 2015. SSN 512-44-9087 on file. Next visit on April 3rd.\n",
        ),
    ),
    "es": (
        (
            "es-ingreso",
            "Paciente: Lucía Fernández Ortega\n"
            "NHC: 4471203\n"
            "Fecha de ingreso: 12/03/2019\n"
            "Médico: Dra. Carmen Ruiz Salazar\n"
            "Hospital Universitario Virgen de la Salud, Toledo.\n",
        ),
        (
            "es-urgencias",
            "Mujer de 54 años que acude a urgencias el 3 de mayo de 2018 por dolor abdominal. Natural de Cuenca, "
            "reside en Madrid. Trabaja como enfermera.\n",
        ),
        (
            "es-contacto",
            "Varón de 71 años con domicilio en Calle Mayor 23, 28013 Madrid. Teléfono de contacto 612 345 789. "
            "Correo electrónico: jmartinez@correoejemplo.es\n",
        ),
        (
            "es-informe",
            "Informe clínico. Nombre: Andrés Gómez Pardo. NASS: 28 1234567890. Remitido por el Dr. Javier Ortiz "
            "desde el Centro de Salud Los Alpes.\n",
        ),
        (
            "es-antecedentes",
            "Paciente de 38 años, acompañada por su marido Pedro, que refiere fiebre desde el 14/02/2020. "
            "Antecedentes: intervenida en 2011 en el Hospital Clínic de Barcelona.\n",
        ),
        (
            "es-remision",
            "Remitido a: Dr. Luis Herrera Campos, Servicio de Urología, Hospital General de Alicante. "
            "Fax 965 123 456. Fecha: 21 de octubre de 2021.\n",
        ),
    ),
}
"""Per language, (case id, note text): short readable notes in the shapes the models were trained on."""


def guard_record(lang: str, model: HybridPipeline) -> dict[str, Any]:
    """Return the fixture of `lang`: the model's identity and, per guard note, its text and the spans found."""
    manifest = model.manifest_ or {}
    cases = []
    for case_id, text in GUARD_NOTES[lang]:
        spans = model.tag(Document(case_id, text)).spans
        cases.append(
            {
                "id": case_id,
                "text": text,
                "spans": [
                    {"start": s.start, "end": s.end, "label": s.label, "text": text[s.start : s.end]} for s in spans
                ],
            }
        )
    return {
        "lang": lang,
        "regenerate": "python scripts/update_model_guard.py --lang " + lang,
        "feature_schema": manifest.get("feature_schema", FEATURE_SCHEMA),
        "training_sha256": (manifest.get("training_data") or {}).get("sha256"),
        "cases": cases,
    }


def _write(path: Path, record: Mapping[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".json.part")
    temporary.write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(temporary, path)


def _changed_cases(path: Path, record: Mapping[str, Any]) -> int:
    """Return how many cases of `record` differ from the fixture now at `path` (all of them if there is none)."""
    if not path.is_file():
        return len(record["cases"])
    old = {case["id"]: case for case in json.loads(path.read_text(encoding="utf-8"))["cases"]}
    return sum(1 for case in record["cases"] if old.get(case["id"]) != case)


def main(argv: Sequence[str] | None = None) -> int:
    """Regenerate the fixtures of the languages asked for; print per language how many cases changed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", choices=sorted(GUARD_NOTES), default=sorted(GUARD_NOTES))
    args = parser.parse_args(argv)
    for lang in args.lang:
        record = guard_record(lang, HybridPipeline.load_default(lang))
        path = FIXTURES / f"{lang}.json"
        changed = _changed_cases(path, record)
        _write(path, record)
        spans = sum(len(case["spans"]) for case in record["cases"])
        print(f"{lang}: {len(record['cases'])} notes, {spans} spans, {changed} notes changed -> {path}")  # noqa: T201
    return 0


if __name__ == "__main__":
    sys.exit(main())
