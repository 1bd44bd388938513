# ruff: noqa: E501  (templates are data: one template per line reads best)
"""Note templates as data: each an id, the note styles it belongs to, the section group it fills, and a format string.

A format string holds typed slots, `{slot}` or `{slot:form}` (`{patient:last_first}`, `{date_admit:long}`), that
`phiscrub.synth.slots` renders into labelled pieces; everything else is literal note text. Section layouts per style
(`SKELETONS`) say which groups a note of that style has, with which headers, and how many templates each draws.

Templates split into train and dev sets by a deterministic hash of their ids, stratified per group
(`template_split`), so a dev corpus measures generalisation to unseen layouts rather than memory of templates.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from phiscrub.synth.slots import SLOTS, slot_labels

NOTE_STYLES: Final = ("discharge", "nursing", "radiology", "psychiatric", "progress")
"""The clinical note styles; a template's "*" means all of these."""

GENRE_STYLES: Final = ("question", "message", "referral", "portal", "telephone", "email")
"""Short genres beside notes: clinical questions, messages between clinicians, referral letters, patient-portal
messages, telephone encounters and e-mails; most of their names stand in running prose with no cue word before them."""

STYLES: Final = (*NOTE_STYLES, *GENRE_STYLES)
"""The styles `phiscrub synth --style` accepts besides "mixed"."""

INFORMAL_STYLES: Final = frozenset({"question", "portal", "email"})
"""Styles typed carelessly: more typos, and now and then all lower case."""

STYLE_WEIGHTS: Final[Mapping[str, float]] = MappingProxyType(
    {style: 1.0 for style in NOTE_STYLES} | {style: 0.6 for style in GENRE_STYLES}
)
"""How often "mixed" picks each style, relatively."""

_STYLE_CODES: Final = MappingProxyType(
    {"D": "discharge", "N": "nursing", "R": "radiology", "Y": "psychiatric", "P": "progress"}
    | {"Q": "question", "M": "message", "L": "referral", "W": "portal", "T": "telephone", "E": "email"}
)
_SLOT: Final = re.compile(r"\{([a-z_0-9]+)(?::([A-Za-z_0-9-]+))?\}")

Part = str | tuple[str, str]
"""A literal piece of template text, or a (slot, form) pair."""


@dataclass(frozen=True, slots=True)
class Template:
    """One section or sentence template: its id, styles, section group and parsed format string."""

    id: str
    styles: frozenset[str]
    group: str
    text: str
    parts: tuple[Part, ...]
    labels: frozenset[str]
    """The PHI labels a rendering can carry; empty for a template that never holds PHI."""


def make_template(template_id: str, style_codes: str, group: str, text: str) -> Template:
    """Return a parsed template; `style_codes` holds style letters or "*" for all five note styles.

    The letters: D, N, R, Y, P (discharge, nursing, radiology, psychiatric, progress) and Q, M, L, W, T, E
    (question, message, referral, portal, telephone, email).
    """
    styles = frozenset(NOTE_STYLES) if style_codes == "*" else frozenset(_STYLE_CODES[code] for code in style_codes)
    parts: list[Part] = []
    labels: set[str] = set()
    position = 0
    for match in _SLOT.finditer(text):
        if match.start() > position:
            parts.append(text[position : match.start()])
        slot, form = match.group(1), match.group(2) or ""
        if slot not in SLOTS:
            raise ValueError(f"template {template_id!r}: unknown slot {slot!r}")
        parts.append((slot, form))
        labels |= slot_labels(slot, form)
        position = match.end()
    if position < len(text):
        parts.append(text[position:])
    return Template(template_id, styles, group, text, tuple(parts), frozenset(labels))


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a note layout: the template group it draws from, its headers and how many templates."""

    group: str
    headers: tuple[str, ...]
    low: int
    high: int
    joiner: str = "\n"
    """What separates the section's templates: "\\n" for line lists, " " for prose."""


_T: Final = make_template

# fmt: off
_TEMPLATES: Final = (
    # ---- demographics and attribute lines, every style ------------------------------------------------------
    _T("all.demo.01", "*", "demo", "Patient Name: {patient:last_first}\nMRN: {mrn}\nDOB: {dob:mdy}"),
    _T("all.demo.02", "*", "demo", "NAME: {patient:caps_last_first}    MR#: {mrn}    ACCT#: {account}"),
    _T("all.demo.03", "*", "demo", "Pt: {patient:full} ({age}{pro:sex})  Unit No: {mrn}"),
    _T("all.demo.04", "DNYP", "demo", "Address: {address:two_line}\nPhone: {phone}"),
    _T("all.demo.05", "DYP", "demo", "Insurance: {healthplan}   Subscriber: {relative:full}"),
    _T("all.demo.06", "DNP", "demo", "Location: {department}, Room {room}"),
    _T("all.demo.07", "*", "demo", "Date of service: {date_note:full}"),
    _T("all.demo.08", "DRP", "demo", "Attending: {attending:title_full}   PCP: {pcp:full_deg}"),
    _T("all.demo.09", "DYP", "demo", "Emergency contact: {relative:name_rel} {relative:phone}"),
    _T("all.demo.10", "DNRYP", "demo", "SSN: {ssn}   DOB: {dob:iso}   Sex: {pro:sex}"),
    _T("all.demo.11", "DNP", "demo", "Health plan member ID: {healthplan}  Group: {num:1000-9999}"),
    _T("all.demo.12", "*", "demo", "Encounter #: {account}   Visit date: {date_note:mdy_short}"),
    _T("all.demo.13", "DYP", "demo", "Preferred language: English   Country of birth: {country}"),
    _T("all.demo.14", "RP", "demo", "Ordering provider: {pcp:last_first}, {pcp:initials}"),
    _T("all.demo.15", "DNYP", "demo", "Contact: {email}  |  Portal: {url}"),
    _T("all.demo.16", "*", "demo", "Facility: {hospital}   Dept: {department}"),
    _T("all.demo.17", "DNP", "demo", "Code status: Full code   Isolation: none   Fall risk: moderate"),
    _T("all.demo.18", "DNRP", "demo", "Weight: {num:45-130} kg   Height: {num:150-195} cm"),
    _T("all.demo.19", "*", "demo", "Pt name: {patient:lower}   mrn {mrn}"),
    _T("all.demo.20", "DYP", "demo", "Home address: {street}\n{city}, {state} {zip}"),
    # ---- sign-offs, every style ---------------------------------------------------------------------------
    _T("all.sign.01", "DNRYPT", "sign", "Electronically signed by {attending:full_deg} on {date_note:stamp}"),
    _T("all.sign.02", "DNRYPT", "sign", "{attending:full_deg}\n{department}"),
    _T("all.sign.03", "DNRYPT", "sign", "Dictated by: {resident:fi_last}\nTranscribed by: {username} {date_note:mdy}"),
    _T("all.sign.04", "DNRYPT", "sign", "_______________________\n{attending:caps}, MD\nPager {pager}"),
    _T("all.sign.05", "DNRYPT", "sign", "{attending:initials}/{username}  D: {date_note:md}  T: {date_note:md}"),
    _T("all.sign.06", "DNYP", "sign", "I saw and examined the patient with Dr. {resident:last} and agree with the note above."),
    _T("all.sign.07", "DNRYPT", "sign", "Signed: {attending:last_first} (ID {license:state}) {time}"),
    _T("all.sign.08", "DNRYPT", "sign", "Questions: {email_dr} or {phone_clinic:ext}"),
    _T("all.sign.09", "DNRYPT", "sign", "-- {attending:full}, {attending:first} is covering until {date_next:weekday}."),
    _T("all.sign.10", "DYP", "sign", "Attestation: I was present for the key portions of the visit. -{attending:initials}"),
    _T("all.sign.11", "DNRYPT", "sign", "Electronically signed"),
    _T("all.sign.12", "DNRYPT", "sign", "Reviewed and signed. Time spent: {num:15-60} minutes."),
    _T("all.sign.13", "DNRYPT", "sign", "DEA# {license}   NPI on file"),
    _T("all.sign.14", "DNRYPT", "sign", "Logged in from {ip} as {username}"),
    # ---- cc lists ---------------------------------------------------------------------------------------
    _T("all.cc.01", "DRYPL", "cc", "cc: {pcp:title_last}, {hospital:short}; {consultant:title_full}"),
    _T("all.cc.02", "DRYPL", "cc", "CC:\n{pcp:full_deg}\n{address:two_line}\nFax {fax}"),
    _T("all.cc.03", "DRYPL", "cc", "Copy to patient portal ({url})"),
    _T("all.cc.04", "DRYPL", "cc", "Results faxed to {outside_hospital} at {fax:dash} on {date_note:md}"),
    _T("all.cc.05", "DRYPL", "cc", "cc: chart"),
    _T("all.cc.06", "DRYPL", "cc", "Enclosures: medication list, problem list"),
    # ---- allergies, meds, vitals, labs (shared) --------------------------------------------------------
    _T("all.allergy.01", "DNYP", "allergy", "Allergies: NKDA"),
    _T("all.allergy.02", "DNYP", "allergy", "ALLERGIES: Penicillin (rash), sulfa (hives)"),
    _T("all.allergy.03", "DNYP", "allergy", "Allergies: codeine - nausea; {med:name} - angioedema"),
    _T("all.allergy.04", "DNYP", "allergy", "No known drug allergies. Latex: no."),
    _T("all.allergy.05", "DNYP", "allergy", "Allergy: shellfish (anaphylaxis per {relative:relation}), carries EpiPen"),
    _T("all.meds.01", "DYP", "meds", "{meds}"),
    _T("all.meds.02", "DYP", "meds", "MEDICATION              DOSE      SIG\n{meds:table}"),
    _T("all.meds.03", "DYP", "meds", "{med}\n{med:brand}\n{med:both}"),
    _T("all.meds.04", "DYP", "meds", "Home meds per {relative:rel_name} and pharmacy fill history:\n{meds}"),
    _T("all.meds.05", "DYP", "meds", "Current meds: {med}; {med:brand}; {med}. Will continue all."),
    _T("all.meds.06", "DYP", "meds", "Meds reconciled with pharmacy ({phone_clinic}).\n{meds}"),
    _T("all.vitals.01", "DNP", "vitals", "VS: {vitals}"),
    _T("all.vitals.02", "DNP", "vitals", "Vitals:\n{vitals:lines}"),
    _T("all.vitals.03", "DNP", "vitals", "Vital signs at {time}: {vitals}. {score}."),
    _T("all.vitals.04", "DNP", "vitals", "Tmax {num:98-101}.{num:0-9}  {vitals}  I/O {num:800-2400}/{num:600-2200}"),
    _T("all.vitals.05", "DNP", "vitals", "BP rose to {num:150-190}/{num:90-110} overnight, now {vitals}"),
    _T("all.labs.01", "DP", "labs", "Labs: {labs}\nCBC: {labs:cbc}"),
    _T("all.labs.02", "DP", "labs", "LABS ({date_note:md}):\n{labs:table}"),
    _T("all.labs.03", "DP", "labs", "Chem 7: {labs}. INR {num:1-3}.{num:0-9}. Trop <0.01."),
    _T("all.labs.04", "DP", "labs", "{date_admit:mdy} {labs:cbc}\n{date_note:mdy} {labs:cbc}"),
    _T("all.labs.05", "DP", "labs", "A1c {num:5-12}.{num:0-9}%, TSH {num:0-6}.{num:10-99}, LDL {num:60-190}"),
    _T("all.labs.06", "DP", "labs", "Specimen {accession} collected {date_note:stamp}: {labs}"),
    # ---- HPI and history (discharge, progress) --------------------------------------------------------
    _T("dp.hpi.01", "DP", "hpi", "{patient:title_last} is a {age}-year-old {pro:man} with {problem} and {problem} who presents with {num:2-10} days of worsening dyspnea."),
    _T("dp.hpi.02", "DP", "hpi", "{patient:first} is a {age} yo {pro:male} with h/o {eponym} who was brought in by {pro:his} {relative:rel_name}."),
    _T("dp.hpi.03", "DP", "hpi", "Per {relative:rel_name}, {pro:he} was last well on {date_admit:weekday} evening."),
    _T("dp.hpi.04", "DP", "hpi", "{pro:He} was seen at {outside_hospital} on {date_prior:mdy} and started on {med:brand}."),
    _T("dp.hpi.05", "DP", "hpi", "Symptoms began around {holiday}, when {pro:he} was visiting family in {city}."),
    _T("dp.hpi.06", "DP", "hpi", "Since {date_prior:month_year} {pro:he} has had intermittent chest pressure, worse with exertion."),
    _T("dp.hpi.07", "DP", "hpi", "{patient:first} is a {age:word} year old {profession} with {problem}. Will follow up on {problem}."),
    _T("dp.hpi.08", "DP", "hpi", "{patient:poss} symptoms improved after {med:name} but recurred in {date_prior:season}."),
    _T("dp.hpi.09", "DP", "hpi", "Pt states {pro:he} felt fine until {date_admit:long}, then developed fevers to {num:101-104}."),
    _T("dp.hpi.10", "DP", "hpi", "Denies chest pain, palpitations, syncope. May have missed several doses of {med:name}."),
    _T("dp.hpi.11", "DP", "hpi", "Of note, {pro:he} had a {sign} placed at {outside_hospital:short} in {date_prior:year}."),
    _T("dp.hpi.12", "DP", "hpi", "ED course: received {med} and {num:1-3}L NS; {score}."),
    _T("dp.hpi.13", "DP", "hpi", "{pro:He} travelled to {country} in {date_prior:month_year} and returned via {place}."),
    _T("dp.hpi.14", "DP", "hpi", "Pacemaker (serial {device}) interrogated {date_prior:md}: normal function."),
    _T("dp.hpi.15", "DP", "hpi", "Patient is a {age}-year-old with known {eponym}, recent fall at home."),
    _T("dp.hpi.16", "DP", "hpi", "No recent travel or sick contacts. Frank blood per rectum x{num:1-4} this morning."),
    _T("dp.pmh.01", "DP", "pmh", "{problems}"),
    _T("dp.pmh.02", "DP", "pmh", "PMH: {problem}; {problem}; {eponym}; s/p appendectomy ({date_prior:year})"),
    _T("dp.pmh.03", "DP", "pmh", "1. {problem}\n2. {problem}\n3. {eponym}, followed by Dr. {consultant:last}"),
    _T("dp.pmh.04", "DP", "pmh", "Past history notable for {eponym} dx {date_prior:m_yyyy} at {outside_hospital}."),
    _T("dp.social.01", "DP", "social", "Lives with {pro:his} {relative:rel_name} in {city}, {state:abbr}."),
    _T("dp.social.02", "DP", "social", "Works as a {profession} at {employer}. Former smoker, quit {date_prior:year}."),
    _T("dp.social.03", "DP", "social", "Retired {profession}; drinks {num:0-3} glasses of wine per week."),
    _T("dp.social.04", "DP", "social", "Born in {country}, moved to {state} at age {num:5-30}. Denies IVDU."),
    _T("dp.social.05", "DP", "social", "Independent in ADLs. Drives; plate {plate} noted for parking pass."),
    _T("dp.social.06", "DP", "social", "Lives alone in an apartment; daughter checks in daily. No tobacco."),
    _T("dp.social.07", "DP", "social", "Married, {num:1-5} children. Enjoys fishing at {place}."),
    _T("all.family.01", "DPY", "family", "Mother with {problem}; father died of MI at age {relative:age}."),
    _T("all.family.02", "DPY", "family", "FHx: {eponym} in maternal grandmother. Brother with {problem}."),
    _T("all.family.03", "DPY", "family", "Family history is noncontributory."),
    _T("all.family.04", "DPY", "family", "{relative:rel_name} has {problem}; no family history of sudden death."),
    _T("all.family.05", "DPY", "family", "Sister with {eponym}, doing well; no hope of a cure per family."),
    _T("all.family.06", "DPY", "family", "Father: {problem}, deceased ({relative:age}). Mother: living, {problem}."),
    _T("all.followup.01", "DPY", "followup", "Follow up with {pcp:title_last} in {num:1-4} weeks, {phone_clinic}."),
    _T("all.followup.02", "DPY", "followup", "Appointment: {date_next:weekday_md} at {time:ampm}, {department}"),
    _T("all.followup.03", "DPY", "followup", "F/u {consultant:fi_last} ({department}) on {date_next:mdy}."),
    _T("all.followup.04", "DPY", "followup", "Return to clinic in {num:2-12} weeks or sooner as needed."),
    _T("all.followup.05", "DPY", "followup", "Will call {relative:first} at {relative:phone} with results."),
    _T("all.followup.06", "DPY", "followup", "Next visit {date_next:month_day}. May call {phone_clinic:paren} with questions."),
    _T("all.followup.07", "DPY", "followup", "Labs in 1 week at {outside_hospital}; results to fax {fax}."),
    _T("all.followup.08", "DPY", "followup", "Follow-up: PCP within 7-10 days. Bill to insurance on file."),
    _T("dp.exam.01", "DP", "exam", "Gen: NAD, A&O x3\nHEENT: MMM, no JVD\nCV: RRR, no m/r/g\nLungs: CTAB\nAbd: soft, NT/ND\nExt: no edema"),
    _T("dp.exam.02", "DP", "exam", "PHYSICAL EXAM: {vitals}. {sign}. Neuro nonfocal, {sign}."),
    _T("dp.exam.03", "DP", "exam", "Exam notable for marked improvement in crackles; {sign}."),
    _T("dp.exam.04", "DP", "exam", "General: elderly {pro:man}, pleasant. Skin: stage II ulcer sacrum. {sign}."),
    # ---- discharge summary ----------------------------------------------------------------------------
    _T("dis.head.01", "D", "dis.head", "DISCHARGE SUMMARY"),
    _T("dis.head.02", "D", "dis.head", "{hospital:caps}\nDISCHARGE SUMMARY"),
    _T("dis.head.03", "D", "dis.head", "Discharge Summary - {department}"),
    _T("dis.head.04", "D", "dis.head", "** DISCHARGE SUMMARY **  {date_note:caps_abbr}"),
    _T("dis.head.05", "D", "dis.head", "{hospital}\n{address}\nPhone {phone_clinic}   Fax {fax}"),
    _T("dis.head.06", "D", "dis.head", "DISCHARGE SUMMARY (FINAL)"),
    _T("dis.admit.01", "D", "dis.admit", "Admission Date: {date_admit:mdy}\nDischarge Date: {date_note:mdy}"),
    _T("dis.admit.02", "D", "dis.admit", "ADMITTED: {date_admit:dmy_abbr}   DISCHARGED: {date_note:dmy_abbr}"),
    _T("dis.admit.03", "D", "dis.admit", "Date of admission: {date_admit:long}\nDate of discharge: {date_note:long}\nService: Medicine"),
    _T("dis.admit.04", "D", "dis.admit", "Admit {date_admit:md} / D/C {date_note:md}  LOS {num:1-12} days"),
    _T("dis.admit.05", "D", "dis.admit", "Admitting diagnosis: {problem}\nDischarge diagnosis: {problem}, {eponym}"),
    _T("dis.admit.06", "D", "dis.admit", "Admitted {date_admit:iso} from {outside_hospital} ED via ambulance"),
    _T("dis.admit.07", "D", "dis.admit", "Principal diagnosis: {problem}\nSecondary: {problem}; {problem}"),
    _T("dis.course.01", "D", "dis.course", "{pro:He} was admitted to {department} and diuresed with IV Lasix."),
    _T("dis.course.02", "D", "dis.course", "On hospital day {num:2-5} ({date_admit:weekday}) {pro:he} became hypotensive and was transferred to the MICU."),
    _T("dis.course.03", "D", "dis.course", "A {sign} was placed and removed prior to discharge."),
    _T("dis.course.04", "D", "dis.course", "Cardiology (Dr. {consultant:last}) was consulted and recommended {med:name}."),
    _T("dis.course.05", "D", "dis.course", "# {problem}: improved with {med}. Will continue at home."),
    _T("dis.course.06", "D", "dis.course", "# {eponym}: stable, continued home regimen."),
    _T("dis.course.07", "D", "dis.course", "Family meeting held on {date_note:weekday} with {relative:rel_name} and {relative2:rel_name}."),
    _T("dis.course.08", "D", "dis.course", "{patient:title_last} tolerated a regular diet and ambulated with PT."),
    _T("dis.course.09", "D", "dis.course", "Blood cultures from {date_admit:md} grew no organisms. Antibiotics stopped."),
    _T("dis.course.10", "D", "dis.course", "{patient:first} asked that {pro:his} {relative:relation} not be told of the diagnosis."),
    _T("dis.course.11", "D", "dis.course", "Hgb nadir {num:6-9}.{num:0-9}, transfused {num:1-2} units PRBC."),
    _T("dis.course.12", "D", "dis.course", "Social work met with patient; {pro:he} will stay with {pro:his} {relative:rel_name} at {street}."),
    _T("dis.course.13", "D", "dis.course", "Pt was seen by Dr. {consultant:lower} from neurology who felt this was not {eponym}."),
    _T("dis.course.14", "D", "dis.course", "Hospital course was otherwise uncomplicated. {score}."),
    _T("dis.course.15", "D", "dis.course", "Pt was hopeful to be home before {holiday}."),
    _T("dis.dispo.01", "D", "dis.dispo", "Discharge disposition: home with services ({employer} VNA)"),
    _T("dis.dispo.02", "D", "dis.dispo", "Discharged to {outside_hospital} rehab, bed {room}."),
    _T("dis.dispo.03", "D", "dis.dispo", "Condition at discharge: stable. Activity: as tolerated. Diet: cardiac."),
    _T("dis.dispo.04", "D", "dis.dispo", "DISCHARGE MEDICATIONS:\n{meds}"),
    _T("dis.dispo.05", "D", "dis.dispo", "Discharge instructions reviewed with patient and {relative:full}, who verbalized understanding."),
    _T("dis.dispo.06", "D", "dis.dispo", "Home O2 {num:1-4}L; equipment from {employer}, account {account}."),
    _T("dis.dispo.07", "D", "dis.dispo", "Pending at discharge: final blood cultures; pathology ({idnum:case})."),
    # ---- nursing ------------------------------------------------------------------------------------
    _T("nur.head.01", "N", "nur.head", "NURSING PROGRESS NOTE"),
    _T("nur.head.02", "N", "nur.head", "Nursing Note {date_note:mdy_short} {time}"),
    _T("nur.head.03", "N", "nur.head", "RN Shift Assessment - {department}"),
    _T("nur.head.04", "N", "nur.head", "NSG NOTE 7A-7P"),
    _T("nur.head.05", "N", "nur.head", "Nursing admission note, Rm {room}, {hospital:short}"),
    _T("nur.head.06", "N", "nur.head", "Shift: 7P-7A   Date: {date_note:iso}"),
    _T("nur.assess.01", "N", "nur.assess", "NEURO: A&Ox{num:1-3}, MAE, PERRL. {sign}."),
    _T("nur.assess.02", "N", "nur.assess", "CV: SR {num:60-99}, no ectopy. BP stable. Pulses +2."),
    _T("nur.assess.03", "N", "nur.assess", "RESP: LS clear, diminished at bases. {num:2-4}L NC, sats {num:92-99}%."),
    _T("nur.assess.04", "N", "nur.assess", "GI: abd soft, +BS, tolerating PO. Last BM {date_prior:weekday}."),
    _T("nur.assess.05", "N", "nur.assess", "GU: {sign}, draining clear yellow urine, {num:30-90} cc/hr."),
    _T("nur.assess.06", "N", "nur.assess", "SKIN: intact, Braden {num:12-20}. Turned q2h."),
    _T("nur.assess.07", "N", "nur.assess", "PAIN: {score}, relieved w/ {med:name}."),
    _T("nur.assess.08", "N", "nur.assess", "PSYCH: calm, cooperative, asking for {pro:his} {relative:relation} frequently."),
    _T("nur.assess.09", "N", "nur.assess", "ID: Tmax {num:98-101}.{num:0-9}, on vanco/zosyn."),
    _T("nur.assess.10", "N", "nur.assess", "ACCESS: PIV x{num:1-2}, {sign}, site c/d/i."),
    _T("nur.assess.11", "N", "nur.assess", "Vitals: {vitals}"),
    _T("nur.assess.12", "N", "nur.assess", "Safety: bed alarm on, fall precautions, call bell in reach."),
    _T("nur.assess.13", "N", "nur.assess", "Telemetry box #{device} on, tele monitor at {ip}."),
    _T("nur.assess.14", "N", "nur.assess", "ID band checked: {patient:caps_last_first}, MRN {mrn}, DOB {dob:mdy}."),
    _T("nur.assess.15", "N", "nur.assess", "ENDO: FS {num:80-320}, {num:2-8} units lispro per sliding scale."),
    _T("nur.events.01", "N", "nur.events", "Pt was restless at {time}; Dr. {resident:last} aware, {med:name} given with effect."),
    _T("nur.events.02", "N", "nur.events", "Pt c/o nausea, zofran given. Will continue to monitor."),
    _T("nur.events.03", "N", "nur.events", "Transferred from {outside_hospital} on {date_admit:md}, report from {nurse:first} RN."),
    _T("nur.events.04", "N", "nur.events", "Paged Dr. {resident:fi_last} re: BP {num:80-95}/{num:40-55}, 500 cc bolus ordered."),
    _T("nur.events.05", "N", "nur.events", "{patient:first} ambulated to bathroom with standby assist x1."),
    _T("nur.events.06", "N", "nur.events", "Pt states \"I hope to go home by {date_next:weekday}\"."),
    _T("nur.events.07", "N", "nur.events", "Belongings: glasses, cell phone, wallet with license {license:dl}; car keys given to {relative:first}."),
    _T("nur.events.08", "N", "nur.events", "Pt's car (VIN {vin}) towed from ED lot; security notified."),
    _T("nur.events.09", "N", "nur.events", "Rose from bed without calling, found on floor at {time:ampm}. No injury noted."),
    _T("nur.events.10", "N", "nur.events", "Blood glucose {num:40-60}, juice given, recheck {num:90-140}."),
    _T("nur.events.11", "N", "nur.events", "{patient:poss} pain better after repositioning. Refused {med:name}."),
    _T("nur.events.12", "N", "nur.events", "Pt tearful about missing {holiday} with family."),
    _T("nur.events.13", "N", "nur.events", "Specimen sent, label {accession}; lab called at {phone_clinic:ext}."),
    _T("nur.events.14", "N", "nur.events", "Pt identified by palm vein scan ({bioid}) prior to transfusion."),
    _T("nur.family.01", "N", "nur.family", "SOCIAL: {relative:rel_name} at bedside this evening, updated by RN."),
    _T("nur.family.02", "N", "nur.family", "{relative:name_rel} called {relative:phone}, update given per pt request."),
    _T("nur.family.03", "N", "nur.family", "Family visited; very supportive. A guy from church also visited."),
    _T("nur.family.04", "N", "nur.family", "HCP: {relative:full}, {relative:phone}."),
    _T("nur.family.05", "N", "nur.family", "Pt's {relative:relation} {relative:first} will bring in home meds tomorrow."),
    _T("nur.family.06", "N", "nur.family", "No family at bedside this shift."),
    _T("nur.family.07", "N", "nur.family", "Interpreter used; pt from {country}, son {relative2:first} also translating."),
    _T("nur.family.08", "N", "nur.family", "Wife called, will be in tomorrow afternoon."),
    _T("nur.plan.01", "N", "nur.plan", "Cont to monitor VS, I&O, fall precautions. Possible d/c {date_next:weekday}."),
    _T("nur.plan.02", "N", "nur.plan", "Plan: PT/OT eval, wean O2 as tolerated."),
    _T("nur.plan.03", "N", "nur.plan", "Will continue current plan of care. See flowsheet for details."),
    _T("nur.plan.04", "N", "nur.plan", "Awaiting bed at {outside_hospital}; case mgmt ({nurse:title_last}) following."),
    _T("nur.plan.05", "N", "nur.plan", "Plan to d/c home {date_next:md} with VNA; pt's home at {street} has stairs."),
    _T("nur.plan.06", "N", "nur.plan", "Report given to oncoming RN {nurse:full} at {time}."),
    _T("nur.plan.07", "N", "nur.plan", "May need Foley replaced if retaining; bladder scan q6h."),
    _T("nur.plan.08", "N", "nur.plan", "{nurse:full_deg}"),
    _T("nur.plan.09", "N", "nur.plan", "-{nurse:initials}, RN"),
    # ---- radiology ----------------------------------------------------------------------------------
    _T("rad.head.01", "R", "rad.head", "EXAM: {exam}\nDATE: {date_note:mdy} {time}"),
    _T("rad.head.02", "R", "rad.head", "{exam}"),
    _T("rad.head.03", "R", "rad.head", "RADIOLOGY REPORT\nAccession: {accession}\nExam date: {date_note:long}"),
    _T("rad.head.04", "R", "rad.head", "{hospital:caps} - DEPARTMENT OF RADIOLOGY\n{exam}"),
    _T("rad.head.05", "R", "rad.head", "Procedure: {exam}   Acc#: {accession}   Status: FINAL"),
    _T("rad.head.06", "R", "rad.head", "Study: {exam}  ({date_note:stamp_iso})"),
    _T("rad.head.07", "R", "rad.head", "{exam}\nPerformed at {outside_hospital}"),
    _T("rad.hist.01", "R", "rad.hist", "CLINICAL HISTORY: {age} year old {pro:male} with {problem}. Eval for pneumonia."),
    _T("rad.hist.02", "R", "rad.hist", "INDICATION: Fall, r/o fracture."),
    _T("rad.hist.03", "R", "rad.hist", "History: {eponym}, new headache."),
    _T("rad.hist.04", "R", "rad.hist", "Reason for exam: s/p {sign}; evaluate position."),
    _T("rad.hist.05", "R", "rad.hist", "HISTORY: {age}{pro:sex}, {problem}. Ordered by Dr. {pcp:last}."),
    _T("rad.hist.06", "R", "rad.hist", "Indication: abdominal pain since {date_prior:weekday}."),
    _T("rad.hist.07", "R", "rad.hist", "Hx: MVC on {date_prior:md}, driver, {vin} per police report."),
    _T("rad.hist.08", "R", "rad.hist", "Clinical info: pt with {device} pacemaker, MR conditional."),
    _T("rad.hist.09", "R", "rad.hist", "Provided history: weakness. Hope to exclude stroke."),
    _T("rad.comp.01", "R", "rad.comp", "COMPARISON: {date_prior:mdy}"),
    _T("rad.comp.02", "R", "rad.comp", "Comparison: None."),
    _T("rad.comp.03", "R", "rad.comp", "Comparison is made to prior study from {outside_hospital} dated {date_prior:dmy_long}."),
    _T("rad.comp.04", "R", "rad.comp", "COMPARISON: CT {date_prior:mdy_short} and radiograph {date_prior:md}."),
    _T("rad.comp.05", "R", "rad.comp", "Prior exams: {date_prior:year}, not available for direct comparison."),
    _T("rad.comp.06", "R", "rad.comp", "Compared with {date_prior:month_year} exam."),
    _T("rad.tech.01", "R", "rad.tech", "TECHNIQUE: Axial images were obtained without IV contrast. Sagittal and coronal reformats."),
    _T("rad.tech.02", "R", "rad.tech", "Technique: {num:80-100} mL Omnipaque 350 IV. DLP {num:300-1200} mGy-cm."),
    _T("rad.tech.03", "R", "rad.tech", "Frontal and lateral views of the chest."),
    _T("rad.tech.04", "R", "rad.tech", "Technologist: {username}. Images sent to PACS node {ip}."),
    _T("rad.tech.05", "R", "rad.tech", "Multiplanar multisequence MRI. Gadavist {num:5-10} mL."),
    _T("rad.tech.06", "R", "rad.tech", "Portable technique; patient supine in Trendelenburg."),
    _T("rad.find.01", "R", "rad.find", "{finding}"),
    _T("rad.find.02", "R", "rad.find", "{finding} {finding}"),
    _T("rad.find.03", "R", "rad.find", "LUNGS: {finding}"),
    _T("rad.find.04", "R", "rad.find", "Lines/tubes: {sign}. {finding}"),
    _T("rad.find.05", "R", "rad.find", "Bones: {finding}"),
    _T("rad.find.06", "R", "rad.find", "Interval change since {date_prior:mdy}: {finding}"),
    _T("rad.find.07", "R", "rad.find", "Findings discussed with Dr. {attending:last} by phone at {time}."),
    _T("rad.find.08", "R", "rad.find", "Size 1.{num:0-9} x 0.{num:1-9} cm (series {num:2-8}, image {num:10-240})."),
    _T("rad.find.09", "R", "rad.find", "Device {device} in expected position, leads intact."),
    _T("rad.find.10", "R", "rad.find", "Hardware from ORIF at {outside_hospital} ({date_prior:year}) intact."),
    _T("rad.impr.01", "R", "rad.impr", "IMPRESSION:\n1. {finding}\n2. {finding}"),
    _T("rad.impr.02", "R", "rad.impr", "IMPRESSION: No acute cardiopulmonary process."),
    _T("rad.impr.03", "R", "rad.impr", "Impression: Findings consistent with {eponym}; clinical correlation recommended."),
    _T("rad.impr.04", "R", "rad.impr", "1. {finding}\n2. Recommend follow-up CT in {num:3-12} months."),
    _T("rad.impr.05", "R", "rad.impr", "IMPRESSION: Critical result called to {resident:title_full} at {time} on {date_note:mdy}, read back confirmed."),
    _T("rad.impr.06", "R", "rad.impr", "Impression: Stable exam. May consider MRI if symptoms persist."),
    _T("rad.impr.07", "R", "rad.impr", "IMPRESSION: {finding} Communicated via {email_dr}."),
    _T("rad.impr.08", "R", "rad.impr", "No change from {date_prior:month_day}."),
    _T("rad.sign.01", "R", "rad.sign", "Interpreted by: {attending:full_deg}\nFinalized: {date_note:stamp}"),
    _T("rad.sign.02", "R", "rad.sign", "Resident: {resident:full}   Staff: {attending:full}"),
    _T("rad.sign.03", "R", "rad.sign", "I have personally reviewed the images and agree with the report. -{attending:fi_last}"),
    _T("rad.sign.04", "R", "rad.sign", "Radiologist: {attending:last_first}   Read station {ip}"),
    _T("rad.sign.05", "R", "rad.sign", "Final report. Dictated {date_note:mdy} {time}."),
    _T("rad.sign.06", "R", "rad.sign", "Reading MD pager {pager}"),
    # ---- psychiatric evaluation ---------------------------------------------------------------------
    _T("psy.head.01", "Y", "psy.head", "PSYCHIATRIC EVALUATION"),
    _T("psy.head.02", "Y", "psy.head", "Initial Psychiatric Evaluation - {department}"),
    _T("psy.head.03", "Y", "psy.head", "Outpatient Psychiatry Intake\nClinician: {attending:full_deg}"),
    _T("psy.head.04", "Y", "psy.head", "Psychopharmacology Follow-up Visit {date_note:mdy}"),
    _T("psy.head.05", "Y", "psy.head", "{hospital} Behavioral Health\nIntake Assessment"),
    _T("psy.head.06", "Y", "psy.head", "Psychiatry Consult Note"),
    _T("psy.id.01", "Y", "psy.id", "Identifying data: {patient:full} is a {age} year old {pro:male}, {profession}, married"),
    _T("psy.id.02", "Y", "psy.id", "Patient: {patient:first}   Age: {age}   Sex: {pro:sex}"),
    _T("psy.id.03", "Y", "psy.id", "Pt is a {age}-year-old divorced {pro:male} living in {city}"),
    _T("psy.id.04", "Y", "psy.id", "Name: {patient:lower}\nDate of evaluation: {date_note:mdy}"),
    _T("psy.id.05", "Y", "psy.id", "Source of information: patient, {relative:rel_name}, records from {outside_hospital}"),
    _T("psy.id.06", "Y", "psy.id", "Reliability: fair"),
    _T("psy.id.07", "Y", "psy.id", "Patient seen via telehealth (IP {ip}); patient located at home in {city}, {state}"),
    _T("psy.id.08", "Y", "psy.id", "{patient:title_last} is well known to this writer from {date_prior:season_year}"),
    _T("psy.ref.01", "Y", "psy.ref", "Referral source: {pcp:title_full}"),
    _T("psy.ref.02", "Y", "psy.ref", "Referral source: self"),
    _T("psy.ref.03", "Y", "psy.ref", "Referral source: {outside_hospital} ED"),
    _T("psy.ref.04", "Y", "psy.ref", "Referred by: Dr. {consultant:last_lower}"),
    _T("psy.ref.05", "Y", "psy.ref", "Reason for referral: worsening depression since {date_prior:season}"),
    _T("psy.ref.06", "Y", "psy.ref", "Referring provider: {pcp:full}, phone {phone_clinic}, fax {fax}"),
    _T("psy.ref.07", "Y", "psy.ref", "Referral source: EAP at {employer}"),
    _T("psy.ref.08", "Y", "psy.ref", "Reason for referral: med management"),
    _T("psy.cc.01", "Y", "psy.cc", "Chief complaint: \"I can't sleep and I can't stop worrying\""),
    _T("psy.cc.02", "Y", "psy.cc", "CC: \"My {relative:relation} made me come\""),
    _T("psy.cc.03", "Y", "psy.cc", "Chief complaint: depression, anxiety"),
    _T("psy.cc.04", "Y", "psy.cc", "CC: \"Things got bad after {holiday}\""),
    _T("psy.cc.05", "Y", "psy.cc", "Chief Complaint: \"I hear voices at night\""),
    _T("psy.hpi.01", "Y", "psy.hpi", "{patient:first} reports low mood since {pro:his} {relative:relation} passed away in {date_prior:month_year}."),
    _T("psy.hpi.02", "Y", "psy.hpi", "{pro:He} describes poor sleep (3-4 hrs/night), anhedonia, poor concentration at work."),
    _T("psy.hpi.03", "Y", "psy.hpi", "Pt was hospitalized at {outside_hospital} in {date_prior:year} after an overdose on {med:name}."),
    _T("psy.hpi.04", "Y", "psy.hpi", "Symptoms worse since last {date_prior:season}"),
    _T("psy.hpi.05", "Y", "psy.hpi", "Recently lost job as a {profession} at {employer}; financial stress."),
    _T("psy.hpi.06", "Y", "psy.hpi", "Denies SI/HI. Endorses passive thoughts of death \"some days\"."),
    _T("psy.hpi.07", "Y", "psy.hpi", "Started {med:brand} with some benefit; {score} today vs {score} at intake."),
    _T("psy.hpi.08", "Y", "psy.hpi", "{pro:He} says a guy at work has been \"watching\" {pro:him}; no clear paranoia otherwise."),
    _T("psy.hpi.09", "Y", "psy.hpi", "Conflict with {relative:rel_name} escalated over {holiday}; police were called."),
    _T("psy.hpi.10", "Y", "psy.hpi", "Pt hopes to return to school at {school} in the {date_next:season}."),
    _T("psy.hpi.11", "Y", "psy.hpi", "Has been staying with {pro:his} {relative:relation} on {street} since eviction in {date_prior:month_year}"),
    _T("psy.hpi.12", "Y", "psy.hpi", "Panic attacks ~{num:2-5}x/week, triggered by driving; avoids highways."),
    _T("psy.hpi.13", "Y", "psy.hpi", "Pt reports mood \"ok\", energy improved. Will continue current dose."),
    _T("psy.hpi.14", "Y", "psy.hpi", "First saw therapist {consultant:first} {consultant:last} at {department}"),
    _T("psy.pphx.01", "Y", "psy.pphx", "Prior diagnoses: {problem}; {problem}"),
    _T("psy.pphx.02", "Y", "psy.pphx", "Hospitalizations: {num:0-6}, most recently {outside_hospital} {date_prior:m_yyyy}"),
    _T("psy.pphx.03", "Y", "psy.pphx", "Suicide attempts: one ({date_prior:year}, OD)"),
    _T("psy.pphx.04", "Y", "psy.pphx", "Self-injury: denies\nHomicidal behavior: denies"),
    _T("psy.pphx.05", "Y", "psy.pphx", "Past med trials: {med:name}, {med:name}, {med:name} (ineffective)"),
    _T("psy.pphx.06", "Y", "psy.pphx", "Outpatient treaters: psychiatrist Dr. {consultant:last}; therapist {nurse:full}, LICSW"),
    _T("psy.pphx.07", "Y", "psy.pphx", "ECT: none\nViolence: none"),
    _T("psy.pphx.08", "Y", "psy.pphx", "Trauma hx: emotional abuse in childhood, MVC {date_prior:season}"),
    _T("psy.subst.01", "Y", "psy.subst", "{substances}"),
    _T("psy.subst.02", "Y", "psy.subst", "SUBSTANCE USE:\n{substances}"),
    _T("psy.subst.03", "Y", "psy.subst", "Alcohol: {num:2-12} beers/day, last drink {date_prior:weekday}\nCocaine: no\nIVDU: no"),
    _T("psy.subst.04", "Y", "psy.subst", "Detox: {outside_hospital} ({date_prior:month_year})\nAA: attends meetings at {place}"),
    _T("psy.subst.05", "Y", "psy.subst", "Tobacco: 1 ppd\nCannabis: daily\nOther drugs: denies"),
    _T("psy.subst.06", "Y", "psy.subst", "Longest sobriety: {num:1-24} months\nAUDIT-C {num:0-12}"),
    _T("psy.social.01", "Y", "psy.social", "Marital status: divorced\nChildren: {num:0-4}"),
    _T("psy.social.02", "Y", "psy.social", "Lives with: {relative:rel_name}"),
    _T("psy.social.03", "Y", "psy.social", "Employment: {profession} at {employer}"),
    _T("psy.social.04", "Y", "psy.social", "Education: graduated from {school}"),
    _T("psy.social.05", "Y", "psy.social", "Born and raised in {country}; immigrated at age {num:4-30}"),
    _T("psy.social.06", "Y", "psy.social", "Firearms: no access\nMilitary: none"),
    _T("psy.social.07", "Y", "psy.social", "Housing: stable, apartment in {city}"),
    _T("psy.social.08", "Y", "psy.social", "Supports: {relative:name_rel}, AA sponsor"),
    _T("psy.social.09", "Y", "psy.social", "Religion: Catholic\nHobbies: gardening, grows roses"),
    _T("psy.social.10", "Y", "psy.social", "Income: SSDI\nGuardian: none\nDriving: yes, plate {plate}"),
    _T("psy.social.11", "Y", "psy.social", "Developmental hx: born in {city}, milestones wnl"),
    _T("psy.social.12", "Y", "psy.social", "Social media/online: active on forums as \"{pt_username}\""),
    _T("psy.social.13", "Y", "psy.social", "Sexual orientation: heterosexual\nRelationship: partner of {num:2-9} yrs"),
    _T("psy.social.14", "Y", "psy.social", "Works nights as {profession}; grace period on rent ends soon"),
    _T("psy.legal.01", "Y", "psy.legal", "Legal history: none"),
    _T("psy.legal.02", "Y", "psy.legal", "Legal: OUI arrest {date_prior:year}, probation officer {nurse:full}"),
    _T("psy.legal.03", "Y", "psy.legal", "Legal: restraining order by ex-partner ({relative2:full}), docket {idnum:case}"),
    _T("psy.legal.04", "Y", "psy.legal", "Court date: {date_next:mdy}"),
    _T("psy.legal.05", "Y", "psy.legal", "Legal: denies current charges"),
    _T("psy.mse.01", "Y", "psy.mse", "{mse}"),
    _T("psy.mse.02", "Y", "psy.mse", "MENTAL STATUS EXAM:\n{mse}"),
    _T("psy.mse.03", "Y", "psy.mse", "MSE: {pro:man} appearing stated age, fair grooming, good eye contact. Mood \"so-so\", affect constricted. TP linear. No SI/HI. Insight fair."),
    _T("psy.risk.01", "Y", "psy.risk", "Risk assessment: low acute risk. Protective factors: {pro:his} children, religion, future orientation."),
    _T("psy.risk.02", "Y", "psy.risk", "Safety plan reviewed; crisis line and {phone_clinic} provided."),
    _T("psy.risk.03", "Y", "psy.risk", "Columbia screen negative. Firearms: denies."),
    _T("psy.risk.04", "Y", "psy.risk", "Risk factors: {age:decade} {pro:male}, divorced, recent loss, substance use"),
    _T("psy.risk.05", "Y", "psy.risk", "Section 12 not indicated at this time."),
    _T("psy.risk.06", "Y", "psy.risk", "Collateral from {relative:rel_name} ({relative:phone}): no safety concerns"),
    _T("psy.dx.01", "Y", "psy.dx", "DIAGNOSIS:\n{problem}\n{problem}"),
    _T("psy.dx.02", "Y", "psy.dx", "Axis I: {problem}\nAxis II: deferred\nAxis III: {eponym}"),
    _T("psy.dx.03", "Y", "psy.dx", "Dx: {problem}, r/o {problem}"),
    _T("psy.dx.04", "Y", "psy.dx", "Formulation: {age} yo with {problem} in context of psychosocial stressors."),
    _T("psy.plan.01", "Y", "psy.plan", "1. Increase {med:name}\n2. Continue therapy with {consultant:first}\n3. RTC {num:2-8} weeks"),
    _T("psy.plan.02", "Y", "psy.plan", "Plan: start {med}; check {score} next visit."),
    _T("psy.plan.03", "Y", "psy.plan", "Labs: lithium level, TSH, BMP. Release of info signed for {outside_hospital}."),
    _T("psy.plan.04", "Y", "psy.plan", "Next appt {date_next:mdy} at {time:ampm} with {attending:title_last}"),
    _T("psy.plan.05", "Y", "psy.plan", "Refer to IOP at {department}; intake phone {phone_clinic:dash}"),
    _T("psy.plan.06", "Y", "psy.plan", "Will coordinate with PCP Dr. {pcp:last}. Pt agrees with plan."),
    _T("psy.plan.07", "Y", "psy.plan", "Discussed risks/benefits of {med:brand} incl. weight gain; pt consents."),
    _T("psy.plan.08", "Y", "psy.plan", "Clozapine REMS ID {idnum:study}; ANC weekly"),
    _T("psy.plan.09", "Y", "psy.plan", "Pt may call {email_dr} between visits"),
    # ---- progress notes ------------------------------------------------------------------------------
    _T("pro.head.01", "P", "pro.head", "PROGRESS NOTE"),
    _T("pro.head.02", "P", "pro.head", "Internal Medicine Progress Note - Hospital Day #{num:2-9}"),
    _T("pro.head.03", "P", "pro.head", "Clinic Visit {date_note:weekday_md} {date_note:year}\n{hospital}"),
    _T("pro.head.04", "P", "pro.head", "SOAP NOTE   {date_note:dmy_dot}"),
    _T("pro.head.05", "P", "pro.head", "Follow-up visit, {department}"),
    _T("pro.head.06", "P", "pro.head", "Daily Progress Note (Medicine Team {num:1-6})"),
    _T("pro.subj.01", "P", "pro.subj", "S: Pt reports feeling better. Tolerating diet. Ambulating in halls."),
    _T("pro.subj.02", "P", "pro.subj", "{patient:first} feels \"much better\" today, wants to go home for {holiday}."),
    _T("pro.subj.03", "P", "pro.subj", "Overnight: febrile to {num:100-103}, cultures sent. {relative:rel_name} at bedside."),
    _T("pro.subj.04", "P", "pro.subj", "No acute events overnight. May need PT eval; daughter-in-law {relative2:full} at bedside."),
    _T("pro.subj.05", "P", "pro.subj", "Since last visit on {date_prior:mdy_short}, {pro:he} has lost {num:2-15} lbs."),
    _T("pro.subj.06", "P", "pro.subj", "Pt states {pro:his} home BP readings are 130s/80s. Mood stable."),
    _T("pro.subj.07", "P", "pro.subj", "Interval history: seen in {outside_hospital:short} ED on {date_prior:weekday} for {problem}."),
    _T("pro.subj.08", "P", "pro.subj", "Back at work as a {profession} since {date_prior:month_day}. Some fatigue."),
    _T("pro.subj.09", "P", "pro.subj", "Pt emailed ({email}) on {date_prior:md} asking about {med:name} refill."),
    _T("pro.subj.10", "P", "pro.subj", "{patient:nick} says the new {med:name} makes {pro:him} dizzy."),
    _T("pro.subj.11", "P", "pro.subj", "Pt's daughter {relative2:first} called with concerns about memory. {score}."),
    _T("pro.subj.12", "P", "pro.subj", "Pt c/o worsening knee pain, uses cane. Denies falls."),
    _T("pro.subj.13", "P", "pro.subj", "Pt uploaded glucose logs to portal (user {pt_username}); fasting 110-140."),
    _T("pro.obj.01", "P", "pro.obj", "Vitals reviewed. Labs today: {labs}"),
    _T("pro.obj.02", "P", "pro.obj", "Exam: {sign}. Lungs clear. Trace edema."),
    _T("pro.obj.03", "P", "pro.obj", "I/O: {num:1000-3000}/{num:800-3500}. Wt {num:60-120}.{num:0-9} kg (from {num:60-120})."),
    _T("pro.obj.04", "P", "pro.obj", "Imaging: CXR {date_note:md} - {finding}"),
    _T("pro.obj.05", "P", "pro.obj", "Telemetry: NSR, no events. Device {device} interrogated remotely."),
    _T("pro.obj.06", "P", "pro.obj", "Micro: Ucx {date_admit:md} >100k E. coli, pan-sensitive."),
    _T("pro.ap.01", "P", "pro.ap", "A/P: {age} yo {pro:male} with {problem}, improving."),
    _T("pro.ap.02", "P", "pro.ap", "# {problem}: cont {med}."),
    _T("pro.ap.03", "P", "pro.ap", "# {eponym}: neuro following, f/u Dr. {consultant:last} as outpt."),
    _T("pro.ap.04", "P", "pro.ap", "# {problem}: will uptitrate {med:name} as BP allows."),
    _T("pro.ap.05", "P", "pro.ap", "# Dispo: likely home {date_next:weekday} if stable; PT recs pending."),
    _T("pro.ap.06", "P", "pro.ap", "# FEN: regular diet, replete K/Mg prn."),
    _T("pro.ap.07", "P", "pro.ap", "# PPx: heparin SQ, PPI. # Code: full (confirmed with {relative:rel_name})"),
    _T("pro.ap.08", "P", "pro.ap", "Problem list:\n{problems}"),
    _T("pro.ap.09", "P", "pro.ap", "# Goals of care: meeting with {relative:full} and {relative2:full} on {date_next:weekday_md}."),
    _T("pro.ap.10", "P", "pro.ap", "Assessment: stable. Plan: continue current regimen; will recheck labs."),
    _T("pro.ap.11", "P", "pro.ap", "# Social: pt unable to return to job at {employer}; SW to assist with disability forms."),
    _T("pro.ap.12", "P", "pro.ap", "# {problem}: referred to {department}; prior auth for {med:brand} (plan ID {healthplan})."),
    _T("pro.ap.13", "P", "pro.ap", "Discussed with attending, Dr. {attending:last}, who agrees with the plan."),
    _T("pro.ap.14", "P", "pro.ap", "# Health maintenance: colonoscopy due {date_next:year}; flu shot given today."),
    # ---- more identifiers, spread over groups so that both template splits hold every PHI type -------------
    _T("all.demo.21", "*", "demo", "Patient ID: {mrn}   Biometric enrollment: {bioid}"),
    _T("all.demo.22", "DNYP", "demo", "Driver's license #: {license:dl} ({state:abbr})"),
    _T("all.demo.23", "*", "demo", "Acct {account} / MRN {mrn} / Plan {healthplan}"),
    _T("all.demo.24", "DYP", "demo", "Social Security #: {ssn}"),
    _T("all.demo.25", "NRP", "demo", "{patient:caps}  {mrn}  {dob:dmy_abbr}  {age}Y"),
    _T("all.sign.15", "DNRYPT", "sign", "Identity verified by fingerprint template {bioid}"),
    _T("all.sign.16", "DNRYPT", "sign", "Billing: account {account}, MRN {mrn}"),
    _T("all.sign.17", "DNP", "sign", "{attending:full}, MD  Lic. {license:state}  {date_note:mdy}"),
    _T("all.followup.09", "DPY", "followup", "Billing questions: account {account}, SSN on file ending {num:1000-9999}."),
    _T("all.followup.10", "DPY", "followup", "Parking validated for vehicle {plate}."),
    _T("all.followup.11", "DPY", "followup", "Meet at main entrance near {place} on {date_next:weekday}."),
    _T("dp.hpi.17", "DP", "hpi", "Found down at {place} by a passerby on {date_admit:weekday} morning."),
    _T("dp.hpi.18", "DP", "hpi", "Identity confirmed via SSN {ssn} and DNA sample {bioid} after arriving unresponsive."),
    _T("dp.social.08", "DP", "social", "Drives a pickup (plate {plate}); holds CDL {license:dl}."),
    _T("dp.social.09", "DP", "social", "Volunteers weekends at {place}."),
    _T("dis.course.16", "D", "dis.course", "Pt's vehicle (plate {plate}) was released to {pro:his} {relative:rel_name}."),
    _T("dis.dispo.08", "D", "dis.dispo", "Home address confirmed: {address}. MRN {mrn}."),
    _T("dis.dispo.09", "D", "dis.dispo", "Prescriptions sent under DEA {license}; Medicaid ID {healthplan}; SSN {ssn}."),
    _T("nur.events.15", "N", "nur.events", "Pt wandered to {place} area off unit; returned by security at {time}."),
    _T("nur.events.16", "N", "nur.events", "Consent witnessed; pt signed with MRN {mrn} label, account {account}."),
    _T("nur.events.17", "N", "nur.events", "Wristband scan failed; verified by SSN {ssn} and biometric ID {bioid}."),
    _T("nur.family.09", "N", "nur.family", "{relative:first} parked in garage, plate {plate}, aware of visiting hours."),
    _T("nur.plan.10", "N", "nur.plan", "Transport to {place} clinic annex in AM; ambulance account {account}."),
    _T("rad.hist.10", "R", "rad.hist", "MRN {mrn}. STAT. Trauma: pedestrian struck near {place}."),
    _T("rad.hist.11", "R", "rad.hist", "Police report #{idnum:case}: vehicle {vin} vs pole. SSN {ssn} per registration."),
    _T("rad.tech.07", "R", "rad.tech", "Patient identity confirmed with biometric ID {bioid} and MRN {mrn}."),
    _T("rad.sign.07", "R", "rad.sign", "Billing: account {account}; ordering license {license:state}."),
    _T("rad.comp.07", "R", "rad.comp", "Comparison: outside films brought by patient on CD, MRN {mrn} at {outside_hospital}."),
    _T("psy.id.09", "Y", "psy.id", "MRN: {mrn}   Account: {account}"),
    _T("psy.social.15", "Y", "psy.social", "Hangs out at {place}"),
    _T("psy.social.16", "Y", "psy.social", "Driver's license: suspended ({license:dl})\nCar: {plate}"),
    _T("psy.legal.06", "Y", "psy.legal", "Legal: arrested near {place} {date_prior:season}; SSN {ssn} on booking sheet"),
    _T("psy.legal.07", "Y", "psy.legal", "Court ordered DNA sample ({bioid}); vehicle {vin} impounded"),
    _T("psy.plan.10", "Y", "psy.plan", "Prescriber DEA {license}; PDMP checked for MRN {mrn}"),
    _T("pro.subj.14", "P", "pro.subj", "Pt walks daily at {place}; brought car (plate {plate}) for disability placard form."),
    _T("pro.ap.15", "P", "pro.ap", "# Admin: SSN {ssn} and health plan {healthplan} verified; DNA biobank ID {bioid}."),
    _T("pro.obj.07", "P", "pro.obj", "Labs drawn under account {account}; license {license:dl} copied for chart."),
    # ---- short clinical questions (no header; names in running prose) --------------------------------------
    _T("q.ask.01", "Q", "q.ask", "Can {age} yo {patient:first_init} with {problem} take {med:name}?"),
    _T("q.ask.02", "Q", "q.ask", "My {relative:rel_name} was discharged from {hospital:short_form} on {date_admit:md}, what follow-up is needed?"),
    _T("q.ask.03", "Q", "q.ask", "Is it safe for {patient:prose} ({age}{pro:sex}) to restart {med:name} after the procedure at {hospital:acronym} on {date_prior:month_ord}?"),
    _T("q.ask.04", "Q", "q.ask", "{patient:first} {patient:caps_last}?? anyone know if {pro:he} got the {exam} done at {outside_hospital:short}?"),
    _T("q.ask.05", "Q", "q.ask", "what dose of {med:name} for a {age} y/o with {problem}? asking for {patient:first_lower}"),
    _T("q.ask.06", "Q", "q.ask", "Should {consultant:prose} see {patient:first_init} before {date_next:weekday}?"),
    _T("q.ask.07", "Q", "q.ask", "How long after {date_prior:the_ord} should {patient:first} wait before flying to {country}?"),
    _T("q.ask.08", "Q", "q.ask", "Why was {patient:first_poss} {med:name} stopped at {hospital:the_short} in {date_prior:season_apos}?"),
    _T("q.ask.09", "Q", "q.ask", "{age}{pro:sex} with {problem}, seen by {pcp:init_last} {date_prior:informal} - does {pro:he} need a repeat {exam}?"),
    _T("q.ask.10", "Q", "q.ask", "Does {relative:first} ({relative:relation}) need to sign consent for {patient:full} at {hospital:acronym}?"),
    _T("q.ask.11", "Q", "q.ask", "Can I get {patient:first_poss} records from {outside_hospital:any} faxed to {fax}?"),
    _T("q.ask.12", "Q", "q.ask", "Is {pcp:title_last} still taking new patients at the {city} office?"),
    _T("q.ask.13", "Q", "q.ask", "Any interactions between {med:name} and {med:name} for {patient:init_last}, {age} yo?"),
    _T("q.ask.14", "Q", "q.ask", "Who covers for {attending:first_init} on {date_next:weekday}?"),
    _T("q.ask.15", "Q", "q.ask", "What is the next step for {patient:prose}, a {age}-year-old {profession} from {city:informal}, with {problem}?"),
    _T("q.ask.16", "Q", "q.ask", "Can a {num:20-90} yo with {problem} take {med:name}?"),
    _T("q.ask.17", "Q", "q.ask", "When should {patient:first} get a repeat {exam} after {date_prior:abbr_ord}?"),
    _T("q.ask.18", "Q", "q.ask", "Our pt {patient:lower} (MRN {mrn}) had {finding}, who do I call at {hospital:acronym}?"),
    _T("q.ask.19", "Q", "q.ask", "Is it normal that {patient:first} still has {problem} since {date_prior:month_apos}?"),
    _T("q.ask.20", "Q", "q.ask", "Does {state} require a new consent form for {patient:prose}?"),
    _T("q.ask.21", "Q", "q.ask", "Is {med:name} ok in pregnancy? Will need to tell the team by Friday."),
    _T("q.ctx.01", "Q", "q.ctx", "{patient:first} is {age} and lives in {city}."),
    _T("q.ctx.02", "Q", "q.ctx", "Background: {age} yo {pro:male}, {problem}, {eponym}."),
    _T("q.ctx.03", "Q", "q.ctx", "{pro:He} was seen at {outside_hospital:any} on {date_prior:informal}."),
    _T("q.ctx.04", "Q", "q.ctx", "Hi, quick question."),
    _T("q.ctx.05", "Q", "q.ctx", "Asking for my {relative:relation}."),
    _T("q.ctx.06", "Q", "q.ctx", "{pro:His} {relative:rel_name} says {pro:he} stopped the {med:name} on {date_prior:weekday}."),
    _T("q.ctx.07", "Q", "q.ctx", "Labs from {date_note:md}: {labs}."),
    _T("q.tail.01", "Q", "q.tail", "Thanks!"),
    _T("q.tail.02", "Q", "q.tail", "- {attending:first_init}"),
    _T("q.tail.03", "Q", "q.tail", "Please call me at {phone}."),
    _T("q.tail.04", "Q", "q.tail", "Appt is {date_next:informal}."),
    _T("q.tail.05", "Q", "q.tail", "thx"),
    # ---- messages between clinicians (secure chat, pages, staff messages) ----------------------------------
    _T("msg.head.01", "M", "msg.head", "From: {resident:title_full}  To: {attending:title_last}  Re: {patient:last_first} ({mrn})"),
    _T("msg.head.02", "M", "msg.head", "Secure chat {date_note:stamp}"),
    _T("msg.head.03", "M", "msg.head", "Page from {nurse:first} ({pager}) re: {patient:caps_last}"),
    _T("msg.head.04", "M", "msg.head", "MESSAGE\nTo: {pcp:full_deg}\nFrom: {consultant:full}\nSubject: your pt {patient:init_last}"),
    _T("msg.head.05", "M", "msg.head", "Re: {patient:first} {patient:caps_last}, Rm {room}"),
    _T("msg.head.06", "M", "msg.head", "Staff message - {date_note:month_ord} {time}"),
    _T("msg.body.01", "M", "msg.body", "{patient:prose} is back in the ED at {hospital:acronym} with {problem}."),
    _T("msg.body.02", "M", "msg.body", "Hey {attending:first}, can you look at {patient:first_poss} {exam} from {date_note:weekday}?"),
    _T("msg.body.03", "M", "msg.body", "{patient:init_last} wants to go home today; {pro:his} {relative:rel_name} can pick {pro:him} up after {time}."),
    _T("msg.body.04", "M", "msg.body", "FYI {patient:first_init} ({age}{pro:sex}) got {med} overnight, now {vitals}."),
    _T("msg.body.05", "M", "msg.body", "Spoke with {relative:first} at {relative:phone}, family agrees with the plan."),
    _T("msg.body.06", "M", "msg.body", "{consultant:prose} from {outside_hospital:short_form} called about {patient:prose}, please call back {phone_clinic}."),
    _T("msg.body.07", "M", "msg.body", "{patient:caps} needs a bed on {department}."),
    _T("msg.body.08", "M", "msg.body", "Saw {patient:first} in clinic {date_prior:informal}, {pro:he} had stopped the {med:name}."),
    _T("msg.body.09", "M", "msg.body", "Can {nurse:first} draw labs on {patient:last} before {date_next:weekday}?"),
    _T("msg.body.10", "M", "msg.body", "Transferred from {outside_hospital:any} on {date_admit:month_ord}; old records under MR #{mrn}."),
    _T("msg.body.11", "M", "msg.body", "{patient:full_poss} {relative:relation} is at bedside and upset about the wait."),
    _T("msg.body.12", "M", "msg.body", "Will d/c {patient:first_init} tomorrow if {score}."),
    _T("msg.body.13", "M", "msg.body", "Pt lives in {city} with {pro:his} {relative:rel_name}, no stairs."),
    _T("msg.body.14", "M", "msg.body", "Please cosign the note for {patient:init_last} (Acct# {account})."),
    _T("msg.body.15", "M", "msg.body", "Bill to insurance on file. Will follow up on {problem} next week."),
    _T("msg.body.16", "M", "msg.body", "{resident:first} covering tonight, pager {pager}."),
    _T("msg.close.01", "M", "msg.close", "Thanks, {resident:first}"),
    _T("msg.close.02", "M", "msg.close", "-{attending:initials}"),
    _T("msg.close.03", "M", "msg.close", "{consultant:full_deg}\n{department}"),
    _T("msg.close.04", "M", "msg.close", "Sent from mobile"),
    _T("msg.close.05", "M", "msg.close", "thx - {nurse:first_lower}"),
    _T("msg.close.06", "M", "msg.close", "Call {phone_clinic:ext} with questions."),
    # ---- referral letters ------------------------------------------------------------------------------
    _T("ref.head.01", "L", "ref.head", "{hospital:caps}\n{department}\n{street}\n{city}, {state:abbr} {zip}\nTel {phone_clinic}  Fax {fax}"),
    _T("ref.head.02", "L", "ref.head", "{date_note:long}\n\n{pcp:full_deg}\n{outside_hospital}\n{address:two_line}"),
    _T("ref.head.03", "L", "ref.head", "REFERRAL LETTER\n{date_note:abbr_ord}"),
    _T("ref.head.04", "L", "ref.head", "{hospital}  |  {department}  |  {phone_clinic:paren}"),
    _T("ref.head.05", "L", "ref.head", "Re: {patient:full}, DOB {dob:mdy}, MRN: #{mrn}"),
    _T("ref.head.06", "L", "ref.head", "RE: {patient:caps}   D.O.B. {dob:dmy_long}   MC #{mrn}"),
    _T("ref.salut.01", "L", "ref.salut", "Dear Dr. {pcp:last},"),
    _T("ref.salut.02", "L", "ref.salut", "Dear {consultant:title_last},"),
    _T("ref.salut.03", "L", "ref.salut", "Dear Colleague,"),
    _T("ref.salut.04", "L", "ref.salut", "Dear {pcp:first},"),
    _T("ref.salut.05", "L", "ref.salut", "To whom it may concern:"),
    _T("ref.salut.06", "L", "ref.salut", "Dear Dr {pcp:caps_last},"),
    _T("ref.body.01", "L", "ref.body", "Thank you for seeing {patient:prose}, a {age}-year-old {profession} with {problem}."),
    _T("ref.body.02", "L", "ref.body", "I saw {patient:first} in clinic on {date_note:weekday_md} at the request of {pro:his} {relative:rel_name}."),
    _T("ref.body.03", "L", "ref.body", "{pro:He} was admitted to {hospital:the_short} in {date_prior:season_apos} with {problem}."),
    _T("ref.body.04", "L", "ref.body", "{patient:first_poss} {relative:relation} reports that {pro:he} has been more confused since {holiday}."),
    _T("ref.body.05", "L", "ref.body", "I would be grateful if you could see {pro:him} urgently regarding {eponym}."),
    _T("ref.body.06", "L", "ref.body", "{patient:init_last} has been followed by {consultant:init_last} at {outside_hospital:acronym} since {date_prior:year}."),
    _T("ref.body.07", "L", "ref.body", "Current medications: {med}; {med:brand}."),
    _T("ref.body.08", "L", "ref.body", "On examination today {vitals}; {sign}."),
    _T("ref.body.09", "L", "ref.body", "{pro:He} lives at {address} with {pro:his} {relative:relation}."),
    _T("ref.body.10", "L", "ref.body", "{pro:He} moved from {country} in {date_prior:apos_year} and works at {employer}."),
    _T("ref.body.11", "L", "ref.body", "Please contact me on {phone_clinic} or {email_dr} if you need further information."),
    _T("ref.body.12", "L", "ref.body", "{pro:Mr} {patient:last} is keen to be seen at {hospital:short_form} rather than {outside_hospital:short_form}."),
    _T("ref.body.13", "L", "ref.body", "I have asked {pro:him} to bring the {exam} images from {date_prior:abbr_ord}."),
    _T("ref.body.14", "L", "ref.body", "Insurance: {healthplan}. Hospital account {account}."),
    _T("ref.close.01", "L", "ref.close", "Yours sincerely,\n\n{attending:full_deg}\n{department}"),
    _T("ref.close.02", "L", "ref.close", "With kind regards,\n{consultant:mid}, MD"),
    _T("ref.close.03", "L", "ref.close", "Sincerely,\n{pcp:title_full}"),
    _T("ref.close.04", "L", "ref.close", "Best wishes,\n{resident:full}"),
    _T("ref.close.05", "L", "ref.close", "Kind regards,\n{attending:first_init}\ncc: {patient:full}"),
    # ---- patient-portal messages (informal: lower case, typos, first names) ------------------------------
    _T("portal.head.01", "W", "portal.head", "Subject: question about my {med:name}"),
    _T("portal.head.02", "W", "portal.head", "Subject: my {relative:relation}s appointment"),
    _T("portal.head.03", "W", "portal.head", "MyChart message from {patient:full} {date_note:stamp}"),
    _T("portal.head.04", "W", "portal.head", "Portal msg  {date_note:mdy}  from: {pt_username}"),
    _T("portal.head.05", "W", "portal.head", "Re: refill"),
    _T("portal.head.06", "W", "portal.head", "Subject: RE: test results from {date_prior:informal}"),
    _T("portal.greet.01", "W", "portal.greet", "hi dr {pcp:last_lower},"),
    _T("portal.greet.02", "W", "portal.greet", "Hello {pcp:title_last},"),
    _T("portal.greet.03", "W", "portal.greet", "Dear {attending:first},"),
    _T("portal.greet.04", "W", "portal.greet", "hi,"),
    _T("portal.greet.05", "W", "portal.greet", "Good morning {nurse:first},"),
    _T("portal.greet.06", "W", "portal.greet", "dr {attending:caps_last} -"),
    _T("portal.body.01", "W", "portal.body", "this is {patient:informal}, i was seen on {date_prior:informal} for my {problem}."),
    _T("portal.body.02", "W", "portal.body", "my {relative:relation} {relative:informal} said i should message you about the {med:name}"),
    _T("portal.body.03", "W", "portal.body", "i been having bad headaches since {date_prior:weekday} and the {med:name} isnt helping"),
    _T("portal.body.04", "W", "portal.body", "can you send the refill to the pharmacy on {street:informal} in {city:informal}?"),
    _T("portal.body.05", "W", "portal.body", "I went to {outside_hospital:lower} er on {date_prior:the_ord} and they said my {problem} was worse."),
    _T("portal.body.06", "W", "portal.body", "{relative:first_poss} number is {relative:phone} if you cant reach me."),
    _T("portal.body.07", "W", "portal.body", "my new address is {address:informal}"),
    _T("portal.body.08", "W", "portal.body", "is it ok to take {med:name} with my other meds? i am {age} now lol"),
    _T("portal.body.09", "W", "portal.body", "I have an appt {date_next:informal} with {consultant:informal} but need to reschedule"),
    _T("portal.body.10", "W", "portal.body", "im flying to {country} {date_next:month_ord} and need a letter for my {sign}"),
    _T("portal.body.11", "W", "portal.body", "You can call me at {phone} or email {email}."),
    _T("portal.body.12", "W", "portal.body", "my mrn is {mrn} and my dob is {dob:mdy_short}"),
    _T("portal.body.13", "W", "portal.body", "the nurse {nurse:informal} told me to ask about {problem}"),
    _T("portal.body.14", "W", "portal.body", "we moved to {city:informal} {state:abbr} so i need a doctor closer, maybe {hospital:lower}?"),
    _T("portal.body.15", "W", "portal.body", "Will the {exam} be covered? Bill came in the mail and its ${num:100-900}"),
    _T("portal.body.16", "W", "portal.body", "ps my {relative2:relation} {relative2:first_lower} is helping me type this"),
    _T("portal.close.01", "W", "portal.close", "thanks, {patient:first_lower}"),
    _T("portal.close.02", "W", "portal.close", "Thank you\n{patient:full}"),
    _T("portal.close.03", "W", "portal.close", "- {patient:first}"),
    _T("portal.close.04", "W", "portal.close", "sent from my iphone"),
    _T("portal.close.05", "W", "portal.close", "thx {patient:first_init}"),
    _T("portal.close.06", "W", "portal.close", "{patient:full}\n{phone}"),
    # ---- telephone encounters ----------------------------------------------------------------------------
    _T("tel.head.01", "T", "tel.head", "TELEPHONE ENCOUNTER\n{date_note:stamp}"),
    _T("tel.head.02", "T", "tel.head", "Phone call - {date_note:mdy}  {time}"),
    _T("tel.head.03", "T", "tel.head", "Telephone Encounter  {patient:last_first}  MRN A-{num:1000000-9999999}"),
    _T("tel.head.04", "T", "tel.head", "Call from: {relative:name_rel}  Phone: {relative:phone}"),
    _T("tel.head.05", "T", "tel.head", "Incoming call / Caller: {patient:full} / Callback # {phone}"),
    _T("tel.head.06", "T", "tel.head", "Reason for call: medication question"),
    _T("tel.body.01", "T", "tel.body", "{patient:prose} called stating {pro:he} ran out of {med:name} on {date_prior:weekday}."),
    _T("tel.body.02", "T", "tel.body", "Spoke with {relative:rel_name}, who reports the patient fell at {place} {date_note:informal}."),
    _T("tel.body.03", "T", "tel.body", "{relative:first} called back at {time} to confirm the appt on {date_next:month_ord}."),
    _T("tel.body.04", "T", "tel.body", "Returned call to {patient:first_init} at {phone}; left voicemail."),
    _T("tel.body.05", "T", "tel.body", "Pt's {relative:relation} {relative:full} states {pro:he} is more confused since {date_prior:weekday}."),
    _T("tel.body.06", "T", "tel.body", "Caller ({relative:relation}) asked for records to be sent to {outside_hospital:any}, fax {fax}."),
    _T("tel.body.07", "T", "tel.body", "Per {patient:first}, {pro:he} was seen at {outside_hospital:short_form} urgent care on {date_prior:informal}."),
    _T("tel.body.08", "T", "tel.body", "{patient:caps} is requesting a letter for {pro:his} employer, {employer}."),
    _T("tel.body.09", "T", "tel.body", "Two identifiers verified (name, DOB {dob:mdy})."),
    _T("tel.body.10", "T", "tel.body", "Pharmacy ({phone_clinic}) called re: {med:name} prior auth, claim {idnum:claim}."),
    _T("tel.body.11", "T", "tel.body", "Discussed with {attending:prose}; ok to increase {med:name}."),
    _T("tel.body.12", "T", "tel.body", "{patient:first_poss} {relative:relation} will drive {pro:him} from {city} tomorrow."),
    _T("tel.body.13", "T", "tel.body", "Denies chest pain or SOB. Advised ED if symptoms worsen."),
    _T("tel.body.14", "T", "tel.body", "Mark as urgent per Dr. {attending:last}; MRN: #{mrn}."),
    _T("tel.plan.01", "T", "tel.plan", "Plan: refill sent; f/u {date_next:informal} with {pcp:init_last}."),
    _T("tel.plan.02", "T", "tel.plan", "Message routed to {nurse:full}, RN."),
    _T("tel.plan.03", "T", "tel.plan", "Will call {patient:first} back with results."),
    _T("tel.plan.04", "T", "tel.plan", "Advised to go to {hospital:the_short} ED if worse."),
    _T("tel.plan.05", "T", "tel.plan", "Total time on phone: {num:5-25} min."),
    _T("tel.plan.06", "T", "tel.plan", "Callback number confirmed {phone:dash}."),
    # ---- e-mails -------------------------------------------------------------------------------------------
    _T("mail.head.01", "E", "mail.head", "From: {consultant:full} <{email_dr}>\nTo: {pcp:full}\nSent: {date_note:weekday_md} {time}\nSubject: {patient:init_last}"),
    _T("mail.head.02", "E", "mail.head", "From: {patient:full} <{email}>\nDate: {date_note:long}\nSubject: Re: my results"),
    _T("mail.head.03", "E", "mail.head", "To: {attending:lower}\nCc: {nurse:full}\nSubject: pt {patient:first_init} / MRN {mrn}"),
    _T("mail.head.04", "E", "mail.head", "Subject: FW: referral for {patient:caps}"),
    _T("mail.head.05", "E", "mail.head", "-----Original Message-----\nFrom: {resident:last_first}\nSent: {date_note:stamp}"),
    _T("mail.head.06", "E", "mail.head", "Subject: schedule"),
    _T("mail.greet.01", "E", "mail.greet", "Hi {attending:first},"),
    _T("mail.greet.02", "E", "mail.greet", "Dear Dr. {pcp:last},"),
    _T("mail.greet.03", "E", "mail.greet", "{consultant:first} -"),
    _T("mail.greet.04", "E", "mail.greet", "Hello all,"),
    _T("mail.greet.05", "E", "mail.greet", "Hi Dr. {attending:caps_last},"),
    _T("mail.body.01", "E", "mail.body", "I saw {patient:prose} last {date_prior:weekday} and wanted to loop you in."),
    _T("mail.body.02", "E", "mail.body", "{patient:first} ({age}{pro:sex}, {problem}) is being transferred from {outside_hospital:acronym} tomorrow."),
    _T("mail.body.03", "E", "mail.body", "{pro:His} {relative:relation} {relative:prose} would like a call at {relative:phone}."),
    _T("mail.body.04", "E", "mail.body", "Attached are {patient:first_poss} labs from {date_note:abbr_ord}."),
    _T("mail.body.05", "E", "mail.body", "Can we move {patient:init_last} to the {date_next:month_ord} slot at {hospital:short_form}?"),
    _T("mail.body.06", "E", "mail.body", "{patient:full} missed {pro:his} appointment at {department} on {date_prior:informal}."),
    _T("mail.body.07", "E", "mail.body", "The {exam} from {outside_hospital} shows {finding}."),
    _T("mail.body.08", "E", "mail.body", "FYI {consultant:prose} is out until {date_next:weekday}; {resident:first_init} is covering."),
    _T("mail.body.09", "E", "mail.body", "Please use Acct# {account} for the billing."),
    _T("mail.body.10", "E", "mail.body", "May need to repeat the {exam}; will discuss at rounds."),
    _T("mail.body.11", "E", "mail.body", "{patient:first} now lives in {city}, {state}, so follow-up may move to {outside_hospital:short}."),
    _T("mail.body.12", "E", "mail.body", "Research coordinator {nurse:full} can consent {pro:him} for study {idnum:study}."),
    _T("mail.close.01", "E", "mail.close", "Thanks,\n{consultant:first}"),
    _T("mail.close.02", "E", "mail.close", "Best,\n{attending:full_deg}\n{department}\n{phone_clinic:ext}"),
    _T("mail.close.03", "E", "mail.close", "Regards,\n{resident:first_init}"),
    _T("mail.close.04", "E", "mail.close", "Sent from my iPhone"),
    _T("mail.close.05", "E", "mail.close", "{attending:first}\n{hospital}"),
    _T("mail.close.06", "E", "mail.close", "Thank you,\n{patient:full}\n{phone}"),
)
# fmt: on

TEMPLATES: Final[tuple[Template, ...]] = _TEMPLATES
"""Every template, in definition order."""

TEMPLATES_BY_ID: Final[Mapping[str, Template]] = MappingProxyType({t.id: t for t in TEMPLATES})


def _headers(*names: str) -> tuple[str, ...]:
    return names


SKELETONS: Final[Mapping[str, tuple[Section, ...]]] = MappingProxyType(
    {
        "discharge": (
            Section("dis.head", (), 1, 1),
            Section("demo", (), 2, 3),
            Section("dis.admit", (), 1, 2),
            Section("hpi", _headers("HISTORY OF PRESENT ILLNESS:", "HPI:", "History of Present Illness:"), 2, 3, " "),
            Section("pmh", _headers("PAST MEDICAL HISTORY:", "PMH:"), 1, 1),
            Section("meds", _headers("MEDICATIONS ON ADMISSION:", "Home medications:"), 1, 1),
            Section("allergy", (), 1, 1),
            Section("social", _headers("SOCIAL HISTORY:", "SH:"), 1, 2, " "),
            Section("family", _headers("FAMILY HISTORY:", "FH:"), 0, 1, " "),
            Section("exam", _headers("PHYSICAL EXAMINATION ON ADMISSION:", "Exam:"), 0, 1),
            Section("labs", _headers("PERTINENT RESULTS:", "LABORATORY DATA:"), 0, 1),
            Section("dis.course", _headers("HOSPITAL COURSE:", "Brief Hospital Course:"), 2, 4, " "),
            Section("dis.dispo", (), 1, 2),
            Section("followup", _headers("FOLLOW-UP:", "Followup Instructions:"), 1, 2),
            Section("sign", (), 1, 2),
            Section("cc", (), 0, 1),
        ),
        "nursing": (
            Section("nur.head", (), 1, 1),
            Section("demo", (), 0, 2),
            Section("nur.assess", (), 4, 7),
            Section("vitals", (), 0, 1),
            Section("nur.events", _headers("EVENTS:", "Events this shift:", "D:"), 2, 4, " "),
            Section("allergy", (), 0, 1),
            Section("nur.family", _headers("FAMILY:", "Social/family:", ""), 1, 2, " "),
            Section("nur.plan", _headers("", "PLAN:", "A/P:"), 1, 3),
            Section("sign", (), 0, 1),
        ),
        "radiology": (
            Section("rad.head", (), 1, 1),
            Section("demo", (), 1, 2),
            Section("rad.hist", (), 1, 2),
            Section("rad.comp", (), 1, 1),
            Section("rad.tech", _headers("", "TECHNIQUE:"), 1, 2),
            Section("rad.find", _headers("FINDINGS:", "Findings:"), 2, 5),
            Section("rad.impr", (), 1, 2),
            Section("rad.sign", (), 1, 2),
            Section("cc", (), 0, 1),
        ),
        "psychiatric": (
            Section("psy.head", (), 1, 1),
            Section("psy.id", (), 1, 3),
            Section("psy.ref", (), 1, 2),
            Section("psy.cc", (), 1, 1),
            Section("psy.hpi", _headers("History of Present Illness:", "Hx of Present Illness:", "HPI:"), 2, 4, " "),
            Section("psy.pphx", _headers("Past Psychiatric History:", "Psychiatric History:"), 2, 3),
            Section("psy.subst", _headers("Substance Abuse History:", "Substance Use:"), 1, 2),
            Section("psy.social", _headers("Social History:", "Psychosocial History:"), 3, 5),
            Section("family", _headers("Family Psychiatric History:", "Family History:"), 0, 1, " "),
            Section("psy.legal", (), 1, 1),
            Section("meds", _headers("Current Medications:", "Medications:"), 0, 1),
            Section("psy.mse", (), 1, 1),
            Section("psy.risk", _headers("Risk Assessment:", "Safety:"), 1, 2),
            Section("psy.dx", (), 1, 1),
            Section("psy.plan", _headers("Plan:", "Recommendations:"), 1, 3),
            Section("sign", (), 1, 1),
        ),
        "progress": (
            Section("pro.head", (), 1, 1),
            Section("demo", (), 0, 2),
            Section("pro.subj", _headers("SUBJECTIVE:", "S:", "Interval events:"), 2, 3, " "),
            Section("meds", _headers("Meds:", "MEDICATIONS:"), 0, 1),
            Section("vitals", _headers("OBJECTIVE:", "O:"), 0, 1),
            Section("pro.obj", (), 1, 2),
            Section("labs", (), 0, 1),
            Section("pro.ap", _headers("ASSESSMENT AND PLAN:", "A/P:", "Assessment/Plan:"), 3, 5),
            Section("followup", (), 0, 1),
            Section("sign", (), 1, 2),
            Section("cc", (), 0, 1),
        ),
        "question": (
            Section("q.ctx", (), 0, 1, " "),
            Section("q.ask", (), 1, 1),
            Section("q.tail", (), 0, 1),
        ),
        "message": (
            Section("msg.head", (), 0, 1),
            Section("msg.body", (), 2, 4, " "),
            Section("msg.close", (), 0, 1),
        ),
        "referral": (
            Section("ref.head", (), 1, 2),
            Section("ref.salut", (), 1, 1),
            Section("ref.body", (), 3, 6, " "),
            Section("ref.close", (), 1, 1),
            Section("cc", (), 0, 1),
        ),
        "portal": (
            Section("portal.head", (), 0, 1),
            Section("portal.greet", (), 0, 1),
            Section("portal.body", (), 2, 4, " "),
            Section("portal.close", (), 0, 1),
        ),
        "telephone": (
            Section("tel.head", (), 1, 2),
            Section("tel.body", (), 2, 4, " "),
            Section("tel.plan", (), 1, 2),
            Section("sign", (), 0, 1),
        ),
        "email": (
            Section("mail.head", (), 0, 1),
            Section("mail.greet", (), 0, 1),
            Section("mail.body", (), 2, 4, " "),
            Section("mail.close", (), 1, 1),
        ),
    }
)
"""Per style, the ordered sections of a note."""

DEV_SHARE: Final = 0.2


def _id_hash(template_id: str) -> int:
    return int.from_bytes(hashlib.sha256(template_id.encode("utf-8")).digest()[:8], "big")


def _split_map() -> Mapping[str, str]:
    by_group: dict[str, list[str]] = defaultdict(list)
    for template in TEMPLATES:
        by_group[template.group].append(template.id)
    splits: dict[str, str] = {}
    for ids in by_group.values():
        ranked = sorted(ids, key=_id_hash)
        # stratified per group: every group with two or more templates has at least one in each split
        n_dev = 0 if len(ranked) < 2 else max(1, round(DEV_SHARE * len(ranked)))
        for rank, template_id in enumerate(ranked):
            splits[template_id] = "dev" if rank < n_dev else "train"
    return MappingProxyType(splits)


TEMPLATE_SPLITS: Final[Mapping[str, str]] = _split_map()
"""Template id -> "train" or "dev": the lowest-hashed ~20% of each group's ids are dev."""


SPLITS: Final = ("all", "train", "dev")
"""The template sets `phiscrub synth --template-split` accepts."""


def template_split(template_id: str) -> str:
    """Return the split ("train" or "dev") the template with this id belongs to."""
    return TEMPLATE_SPLITS[template_id]


def _candidate_index() -> Mapping[tuple[str, str, str], tuple[Template, ...]]:
    index: dict[tuple[str, str, str], list[Template]] = defaultdict(list)
    for template in TEMPLATES:
        for style in template.styles:
            index[(style, template.group, "all")].append(template)
            index[(style, template.group, TEMPLATE_SPLITS[template.id])].append(template)
    return MappingProxyType({key: tuple(value) for key, value in index.items()})


_CANDIDATES: Final = _candidate_index()


def templates_for(style: str, group: str, split: str) -> tuple[Template, ...]:
    """Return the templates of `group` usable in `style` notes, restricted to `split` unless it is "all"."""
    return _CANDIDATES.get((style, group, split), ())
