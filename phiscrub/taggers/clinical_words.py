"""Clinical abbreviations that are never PHI on their own.

The CRF's recall operating point never relabels one, and a correction drops a span that is one ("hx HTN, HLD";
"MAE, PERRL"; "DEA" or "MRN" before the number they name).
"""

from __future__ import annotations

import re
from typing import Final

CLINICAL_ABBREVIATIONS: Final = frozenset(
    {
        # conditions and history
        *("htn", "hld", "iddm", "niddm", "cad", "chf", "hfref", "hfpef", "copd", "gerd", "osa", "ckd", "esrd"),
        *("aki", "uti", "uri", "cva", "tia", "dvt", "afib", "svt", "nstemi", "stemi", "acs", "hcv", "hbv", "hiv"),
        *("aids", "sle", "ibd", "ibs", "bph", "ptsd", "adhd", "ocd", "mdd", "etoh", "ivdu", "sob", "pnd", "loc"),
        *("vss", "afvss", "nad", "wnl", "rrr", "ctab", "hpi", "pmh", "psh", "fhx", "shx", "ddx", "npo", "prn"),
        *("bid", "tid", "qid"),
        *("qhs",),
        # places in a hospital, tests, procedures
        *("icu", "ccu", "nicu", "picu", "pacu", "sicu", "micu", "ekg", "ecg", "mri", "cxr", "cbc", "bmp", "cmp"),
        *("lft", "lfts", "tsh", "ldl", "hdl", "inr", "ptt", "bun", "wbc", "hgb", "plt", "abg", "vbg", "tte", "tee"),
        *("egd", "ercp", "eeg", "emg", "picc", "cabg", "pci", "tavr", "dnr", "dni", "gcs", "nihss", "bmi", "hcp"),
        *("pcp", "mcv", "mch", "mchc", "rdw", "crp", "esr", "bnp", "psa", "ldh", "ast", "alt", "hpv", "gbs"),
        # examination shorthand, identifiers' names
        *("mae", "perrl", "perrla", "eomi", "nkda", "ucx", "bcx", "abx", "pdmp", "dea", "npi", "mrn", "dob"),
        *("pacs", "dept", "cpap", "bipap", "osh", "mmse", "mse", "moca", "trop", "micro"),
        # nursing and emergency words ("ED Triage", "Handoff given to", "BIBA from home")
        *("triage", "handoff", "biba", "sbar", "ams"),
        # infections, care settings and function ("RSV shot", "COVID+", "d/c to SNF", "HEP reviewed", "ADLs")
        *("rsv", "covid", "ards", "pna", "cta", "snf", "dme", "hep", "adl", "adls", "iadl", "iadls"),
        *("ems", "mvc", "mva", "pcn", "gsw", "pcos", "nafld", "nash", "mrsa", "mssa", "vre", "cdiff"),
        # services by their short names ("Pulm following", "Neuro recs")
        *("pulm", "rheum", "derm", "onc", "neuro", "psych", "cards"),
        # mobility and therapy ("WBAT", "AROM"; not "SBA", "ROM": someone's initials, a surname)
        *("wbat", "ttwb", "arom", "aarom"),
        # obstetrics and the eye
        *("lmp", "edc", "edd", "fob", "nst", "bpp", "srom", "pprom", "nsvd", "svd", "vbac", "tolac", "iop"),
        *("iol", "fht", "fhr", "sve"),
        # triage, sleep studies, dialysis, goals of care ("ESI 2", "AHI 38", "L AVF", "POLST on file")
        *("esi", "ahi", "psg", "avf", "avg", "polst", "molst"),
        # intake and output, glucose, operations, vaccines, germs, drugs ("UOP < 30", "BGL 38", "EBL 20 mL",
        # "s/p R TKA", "DTaP #4", "RUQ pain", "2 units PRBC", "CAP": community-acquired pneumonia)
        *("uop", "ebl", "bgl", "cbg", "fsbg", "poc", "tka", "tha", "orif", "cath", "appy", "wcc", "cap"),
        *("dtap", "tdap", "mmr", "ebv", "cmv", "hsv", "vzv", "rlq", "ruq", "llq", "luq", "prbc", "ffp", "ivf"),
        *("ppi", "nsaid", "nsaids", "ssri", "ssris", "arb", "lmwh", "slp", "sah", "sdh", "ich", "kub", "gtt", "ros"),
        *("mdm", "heme", "ucg", "upt", "bhcg", "dka", "hhs", "lcsw"),
        # rhythms, dialysis days, lines, results, services in words ("6 beat run of NSVT", "HD MWF", "TEE neg",
        # "vanc per pharmacy", "Telemetry tech", "Requesting: hospitalist")
        *("nsvt", "pvc", "pvcs", "aflutter", "sbo", "mwf", "permcath", "vanc", "neg", "telemetry", "tele"),
        *("hospitalist", "hospitalists", "intensivist", "hhot", "hhpt", "decedent"),
        # words of care that name no one and no list of ordinary words holds ("STANDBY ASSIST", "replete K",
        # "yellow urine", "longest sobriety", "PACEMAKER", "a passerby called 911", "lymph node", "nursing summary")
        *("standby", "assist", "replete", "urine", "sobriety", "pacemaker", "passerby", "node", "nodes"),
        *("repositioning", "technologist", "attestation", "mgmt", "sludge", "summary"),
        # care planning ("niece is POA", "respite bed", "wife at bedside", "anticoag clinic", "Prescriber: Dr. X")
        *("poa", "respite", "bedside", "anticoag", "prescriber"),
        # tumour markers, the eye's arteries, a state of mind ("CEA today 2.1", "CRAO OS", "re: agitation")
        *("cea", "afp", "crao", "brao", "agitation"),
        # the heart's arteries and procedures, smears, inhalers, tuberculosis and HIV regimens, heart failure, the
        # aortic valve ("RCA 70%", "PTCA to LAD", "LSIL", "ICS/LABA", "RHZE", "TLD", "ADHF", "TAVI MDT"; not "ART",
        # "IRIS", "AVA": "Art", "Iris", "Ava" in a note in capitals), radiology views, outpatients, next of kin and
        # nurses' registration (UK, India)
        *("rca", "lad", "lcx", "ptca", "lsil", "hsil", "ascus", "ics", "laba", "lama", "pfts", "tfts", "rhze"),
        *("tld", "adhf", "tavi", "mdt", "mlo", "opd", "nok", "rgn"),
        # clinicians' qualifications and colleges ("MD CCFP", "FRCPA", "MBBS, MRCP", "RANZCR")
        *("ccfp", "frcpa", "fracp", "ranzcr", "mbbs", "mrcp", "frcp", "frcs", "fracs", "mrcgp", "isup", "mcrn"),
        # drugs' forms and short names, dressings, grades and findings ("tabs", "dilt", "metop",
        # "EpiPen", "Aquacel", "hypokinesia", "malodour", "acinar", "extraprostatic", "intraepithelial")
        *("tabs", "dilt", "metop", "epipen", "aquacel", "hypokinesia", "malodour", "malodor", "acinar"),
        *("extraprostatic", "intraepithelial", "physio", "registrar", "keyworker"),
        # lungs' lobes and tests, wall motion, TB (and its drug resistance), infections, burns, glucose and bone
        # tests, pathology's stains and margins, the workplace's leave ("RLL consolidation", "HRCT: ILD", "BAL for
        # AFB", "RWMA", "RIF resistance", "ESBL E. coli", "TBSA 12%", "OGTT", "IHC: MLH1 retained", "FMLA paperwork")
        *("rll", "rul", "rml", "lll", "lul", "ild", "hrct", "bal", "afb", "bdg", "rwma", "lvef", "lhc", "mca"),
        *("rif", "mtb", "hrze", "cbnaat", "esbl", "piv", "tbsa", "smbg", "ogtt", "fbs", "ppbs", "fbc", "alp", "gfr"),
        *("siadh", "ihc", "eber", "emvi", "crm", "til", "srs", "mtp", "ftd", "slr", "tug", "ocp", "fodmap", "moud"),
        *("phn", "pgy", "imc", "att", "fmla", "uhid"),
        # scans, anaesthesia, injuries, infections, operations, pressures and aspirin ("USS abdomen", "GA/ETT", "RTA,
        # GCS 14", "HFMD cases", "LSCS x2", "s/p TKR", "118/72 mmHg", "Heparin gtt, ASA")
        *("uss", "ett", "rta", "hfmd", "lscs", "tkr", "mmhg", "asa"),
        # joints, serology, ECG and nutrition, pathology, urine, antidotes, HIV and TB care, kidney, planning, ears,
        # drug charts and pharmacists' boards ("MCP joints", "ANA 1:640, dsDNA", "new TWI", "running TPN", "?BCC",
        # "DCIS", "MSU", "NAC started", "on TPT", "NIMART", "UACR 68", "ACD and GoC", "bilateral AOM", "BCPS",
        # "5TH ICS MAL"; not "ADT": a clinician's initials too)
        *("mcp", "ana", "dsdna", "twi", "tpn", "bcc", "dcis", "msu", "nac", "tpt", "nimart", "uacr", "acd", "aom"),
        *("bcps", "mal"),
        # findings, positions, germs, sutures and drugs a CRF takes for names ("afebrile", "Supine, thigh
        # tourniquet", "periventricular, juxtacortical and infratentorial", "Disheveled, poor eye contact", "P.
        # falciparum", "0 Vicryl", "Movicol given", "hyoscine butylbromide", "IV flucloxacillin", "100 micrograms")
        *("afebrile", "supine", "periventricular", "juxtacortical", "infratentorial", "hyperresonant"),
        *("disheveled", "dishevelled", "falciparum", "vivax", "vicryl", "prolene", "monocryl", "movicol"),
        *("hyoscine", "butylbromide", "flucloxacillin", "micrograms", "microgram", "oxycontin"),
        # joints, serology, blood disorders, immunoglobulin, neuropathy, scores and rules, school support plans,
        # consent to share records, hearing, microscopy ("2nd and 3rd MCPs", "anti-CCP", "HbSS", "IVIG", "SFN",
        # "NEXUS neg", "EHCP", "school SENCO", "ROI signed", "HOH", "sent for MCS")
        *("mcps", "pip", "pips", "ccp", "hbss", "hbsc", "ivig", "sfn", "nexus", "ehcp", "senco", "roi"),
        *("hoh", "mcs", "tenecteplase", "alteplase", "ferritin"),
        # anatomy, lines, rhythms, first aid, amputations, procedures, weight bearing, device and palliative care
        # records, clinicians' colleges and teams ("20 cm from ICJ", "pulled IVC", "ECG NSR", "RICE, ibuprofen",
        # "post L BKA", "TAHBSO", "NWB", "UDI (01)...", "DNACPR completed", "Eilidh Fraser, CPN", "FCPS (Medicine)",
        # "CMHT PROGRESS NOTE", "GMFCS IV", "Normal CBD", "referral to HPB surgery", "Dr Lucy Fonoti, MFM"; not "TTP",
        # a clinician's initials too)
        *("icj", "pca", "ivc", "nsr", "rice", "cbd", "bka", "aka", "tahbso", "nwb", "udi", "dnacpr", "cpn"),
        *("fcps", "fpsp", "fpcr", "scphn", "cmht", "gmfcs", "hpb", "mfm", "nehr"),
        # the heart's conduction and devices, lungs' tests and screening, tumours, pregnancy and contraception,
        # ligaments, handovers, drugs and their screens, eye fields, blood counts, tissue types, swallowing diets,
        # powers of attorney ("LBBB (QRS 156 ms)", "CRT evaluation", "DLCO 61%", "annual LDCT", "concerning for RCC",
        # "Single live IUP", "COCP to IUD", "swelling ATFL", "NURSING HANDOVER (ISBAR)", "UDS positive", "start MTX",
        # "HCQ 200 mg", "HVF in 4/12", "ANC 0.9", "HLA typing", "IDDSI level 5", "EPOA activated")
        *("lbbb", "rbbb", "crt", "dlco", "ldct", "rcc", "iup", "crl", "tvus", "cocp", "iud", "atfl", "isbar"),
        *("uds", "oud", "mtx", "hcq", "nph", "cgm", "atg", "hvf", "anc", "hla", "iddsi", "epoa", "dpoa", "trab"),
        *("ogd", "osce", "mds", "bpad"),
    }
)
"""Common clinical abbreviations of three letters or more (written for phiscrub), lower-cased, each one token of
the aggressive tokenizer: never PHI, so the recall operating point does not relabel one ("hx HTN, HLD"; "MAE,
PERRL"; "DEA" or "MRN" before the number they name). Not here: two-letter ones ("DM", "CP", "pt": as often someone's
initials or the start of an ID, in any case), abbreviations that are also US state codes, and hospital acronyms."""

ABBREVIATIONS_ALSO_NAMES: Final = frozenset(
    {"aki", "alt", "ast", "bun", "cap", "dea", "edd", "esi", "gerd", "loc", "mae", "nash", "nicu", "osa", "tee", "tia"}
    | {"uri", "arb", "ros", "cea", "lad", "lama", "bal", "alp", "eber", "til", "asa", "ana", "mal", "roi", "rice"}
    | {"hla", "nok"}
)
"""The clinical abbreviations that are also given names or surnames ("Tia", "Uri", Burmese "Hla", Thai "Nok"): they
count only in capitals."""

TWO_LETTER_ABBREVIATIONS: Final = frozenset(
    {"GP", "CT", "TB", "MI", "ED", "ER", "GA", "BO", "FM", "OT", "PT", "OA", "AF", "VL", "HD", "UA", "PN"}
)
"""Two-letter clinical abbreviations in capitals ("my GP", "contrast CT", "possible TB", "h/o MI", "to ED", "under
GA", "BO x1", "+FM"): no PHI where a word of the sentence stands before them, but someone's initials when they sign
("-GP") and states when a town comes first ("Hartford, CT")."""


CONDITIONS: Final = frozenset(
    {
        *("lupus", "gout", "asthma", "diabetes", "cancer", "sepsis", "pneumonia", "measles", "mumps", "anemia"),
        *("anaemia", "stroke", "migraine", "migraines", "epilepsy", "psoriasis", "eczema", "arthritis", "dementia"),
        *("cellulitis", "bronchitis", "sinusitis", "hepatitis", "cirrhosis", "pancreatitis", "appendicitis"),
        *("diverticulitis", "colitis", "gastritis", "tuberculosis", "influenza", "flu", "hypertension", "obesity"),
        *("hypothyroidism", "hyperthyroidism", "depression", "anxiety", "schizophrenia", "autism", "fibromyalgia"),
        *("osteoporosis", "osteoarthritis", "endometriosis", "sarcoidosis", "scleroderma", "vitiligo", "leukemia"),
        *("lymphoma", "melanoma", "myeloma", "glaucoma", "cataract", "cataracts", "tinnitus", "vertigo", "syncope"),
        *("seizure", "seizures", "angina", "arrhythmia", "neuropathy", "nephropathy", "retinopathy", "gastroparesis"),
    }
)
"""Common diseases and conditions by their ordinary names, lower-cased, none a given name or surname of the packaged
lists (written for phiscrub): never PHI on their own, so the recall operating point does not relabel one ("first
diagnosed with lupus")."""


ABBREVIATIONS_WITH_DIGITS: Final = frozenset(
    {"dm1", "dm2", "t1dm", "t2dm", "t1d", "t2d", "spo2", "sao2", "fio2", "etco2", "fev1"}
)
"""Diabetes by type, written with its digit ("hx of DM2"), oxygen's measures ("SpO2 98%") and the lungs' ("FEV1
58%"), lower-cased: the tokenizer cuts each in two, so only a span that is one of them whole is dropped as an
abbreviation."""


_OBSTETRIC_FORMULA: Final = re.compile(r"G\d{1,2}P\d{1,2}(?:(?:[LAT]\d{1,2})+|\d{3}|(?:-\d{1,2}){3})?", re.IGNORECASE)
"""Gravidity and parity ("G2P1", "G2P1L1" as Indian notes add the living children, "G3P2012", "G4P2-0-1-2")."""


MESSAGE_SHORTHAND: Final = frozenset(
    {
        *("aita", "tldr", "imo", "imho", "idk", "lmk", "omg", "lol", "lmao", "smh", "tbh", "ngl", "fwiw", "iirc"),
        *("afaik", "btw", "brb", "ttyl", "nvm", "irl", "wtf", "ikr", "fomo", "yolo", "eli5", "til", "psa"),
        # parenting forums' ("AIBU to be furious", "WFH today", "TTC for 2 years")
        *("aibu", "wibu", "wfh", "ttc"),
        # exams a post names ("passed my NCLEX", "USMLE Step 1")
        *("nclex", "usmle", "mcat", "lsat", "gmat", "plab"),
    }
)
"""Shorthand of posts and messages in capitals ("AITA for ...", "IMO", "passed my NCLEX"): never PHI, though a CRF
reads it as a place or an organization; counted only in capitals ("Imo" is a Nigerian state, "Til" a name)."""


def is_clinical_abbreviation(piece: str) -> bool:
    """Return whether a token or span is one of `CLINICAL_ABBREVIATIONS` as written ("TIA" is, "Tia" is not).

    Or one of `ABBREVIATIONS_WITH_DIGITS` ("DM2"), an obstetric formula ("G2P1L1") or a message's shorthand in
    capitals (`MESSAGE_SHORTHAND`: "AITA").
    """
    lower = piece.lower()
    if lower in ABBREVIATIONS_WITH_DIGITS or _OBSTETRIC_FORMULA.fullmatch(piece) is not None:
        return True
    if lower in MESSAGE_SHORTHAND and piece.isupper():
        return True
    return lower in CLINICAL_ABBREVIATIONS and (piece.isupper() or lower not in ABBREVIATIONS_ALSO_NAMES)


_MEDICAL_SUFFIX: Final = re.compile(
    r"[a-z]{3,}(?:emia|aemia|ectomy|otomy|ostomy|plasty|scopy|algia|penia|osis|pathy|megaly|plegia|paresis|trophy"
    r"|matic)"
)
"""Endings of medical words ("bacteremia", "cholecystectomy", "asymptomatic"; written for phiscrub). Not "-ology" nor
"-ologist": a department's or an occupation's name is PHI; nor "-itis" nor "-uria": surnames end so ("Petraitis",
"Devitis", "Puria")."""


def has_a_medical_ending(lower: str) -> bool:
    """Return whether a lower-cased word ends as medical words do (`_MEDICAL_SUFFIX`: "bacteremia", "asymptomatic")."""
    return _MEDICAL_SUFFIX.fullmatch(lower) is not None
