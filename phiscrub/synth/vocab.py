"""Word lists of the synthetic note generator: PHI values Faker lacks, and the non-PHI words that look like PHI.

All lists are invented for phiscrub or are common vocabulary; hospital, department and organisation names are built
from them so that no real institution is implied.
"""

from __future__ import annotations

from typing import Final

NAME_WORDS_FEMALE: Final = ("Hope", "May", "Rose", "Faith", "Grace", "Joy", "June", "April", "Dawn", "Summer", "Sue")
"""Female first names that are also common English words (PHI when they name someone)."""

NAME_WORDS_MALE: Final = ("Will", "Bill", "Guy", "Mark", "Frank", "Ray", "Art", "Jack", "Chase", "Rich", "Hunter")
"""Male first names that are also common English words."""

NICKNAMES: Final = {
    "William": "Bill",
    "Robert": "Bob",
    "Richard": "Dick",
    "James": "Jim",
    "Michael": "Mike",
    "Elizabeth": "Liz",
    "Margaret": "Peggy",
    "Katherine": "Kate",
    "Patricia": "Pat",
    "Jennifer": "Jen",
    "Thomas": "Tom",
    "Joseph": "Joe",
    "Christopher": "Chris",
    "Daniel": "Dan",
    "Anthony": "Tony",
    "Susan": "Sue",
    "Deborah": "Debbie",
    "Rebecca": "Becky",
    "Edward": "Ed",
    "Alexander": "Alex",
}
"""Formal first name -> the nickname a note may use instead."""

SUFFIXES: Final = ("Jr.", "Sr.", "II", "III", "IV")

RELATIONS_FEMALE: Final = ("wife", "mother", "daughter", "sister", "aunt", "grandmother", "niece", "partner")
RELATIONS_MALE: Final = ("husband", "father", "son", "brother", "uncle", "grandfather", "nephew", "partner")

HOSPITAL_KINDS: Final = (
    "Hospital",
    "Medical Center",
    "General Hospital",
    "Memorial Hospital",
    "Regional Medical Center",
    "Community Hospital",
    "Behavioral Health Center",
    "Health System",
)
HOSPITAL_PREFIXES: Final = ("St. ", "Saint ", "Mount ", "", "", "", "")

DEPARTMENT_UNITS: Final = (
    "Cardiology Clinic",
    "Psychiatry Unit",
    "Medicine Service",
    "Surgical Step-Down",
    "Oncology Center",
    "Wound Care Clinic",
    "Neurology Clinic",
    "Women's Health Center",
    "Sleep Lab",
    "Dialysis Unit",
    "Partial Hospital Program",
)
"""Unit kinds; a DEPARTMENT is a named unit ("Whitman 7 Psychiatry Unit"), a bare specialty word is not PHI."""

PROFESSIONS: Final = (
    "electrician",
    "teacher",
    "nurse's aide",
    "truck driver",
    "accountant",
    "software engineer",
    "carpenter",
    "cashier",
    "paralegal",
    "bus driver",
    "chef",
    "firefighter",
    "police officer",
    "hairdresser",
    "plumber",
    "librarian",
    "mail carrier",
    "construction worker",
    "social worker",
    "pharmacist",
    "barista",
    "landscaper",
    "dental hygienist",
    "real estate agent",
    "machinist",
    "security guard",
    "graduate student",
    "retired machinist",
    "home health aide",
    "welder",
)

ORGANIZATION_KINDS: Final = (
    "Public Schools",
    "Logistics",
    "Construction",
    "Credit Union",
    "Insurance Group",
    "Auto Body",
    "Elementary School",
    "Community College",
    "Shipping",
    "Foods",
)

LOCATIONS_OTHER: Final = (
    "Riverside Park",
    "the Cape",
    "Lakeview Mall",
    "Harbor Point shelter",
    "the Y on Elm",
    "Pine Hill Cemetery",
    "Greyhound station",
    "Northgate Plaza",
    "Cedar Lake",
    "the VFW hall",
    "Camp Wanakee",
    "Fairview Correctional",
)
"""Named places that are neither hospitals nor addresses (i2b2 LOCATION-OTHER)."""

COUNTRIES: Final = (
    "Haiti",
    "Dominican Republic",
    "Brazil",
    "Vietnam",
    "Ireland",
    "Cape Verde",
    "Guatemala",
    "China",
    "India",
    "Puerto Rico",
    "Portugal",
    "Nigeria",
    "El Salvador",
    "Somalia",
    "Ukraine",
    "Mexico",
    "Italy",
    "Canada",
)

HOLIDAYS: Final = (
    "Christmas",
    "Thanksgiving",
    "New Year's Eve",
    "Easter",
    "Memorial Day",
    "Labor Day",
    "the Fourth of July",
    "Halloween",
    "Christmas Eve",
    "Valentine's Day",
    "Mother's Day",
)
SEASONS: Final = ("winter", "spring", "summer", "fall", "autumn")

EPONYMS: Final = (
    "Parkinson's disease",
    "Cushing's syndrome",
    "Hodgkin lymphoma",
    "Crohn's disease",
    "Graves' disease",
    "Hashimoto's thyroiditis",
    "Alzheimer's dementia",
    "Bell's palsy",
    "Raynaud's phenomenon",
    "Tourette's disorder",
    "Guillain-Barre syndrome",
    "Barrett's esophagus",
    "Wernicke's encephalopathy",
    "Asperger's",
    "Sjogren's syndrome",
    "Addison's disease",
    "Meniere's disease",
    "Huntington's chorea",
    "Down syndrome",
    "Wilson's disease",
)
"""Named diseases: not PHI (i2b2 2014: eponyms are never names of people in the record)."""

EPONYM_DEVICES_SIGNS: Final = (
    "Foley catheter",
    "Swan-Ganz catheter",
    "Babinski sign negative",
    "Murphy's sign negative",
    "Romberg negative",
    "Kernig and Brudzinski signs negative",
    "Homans' sign negative",
    "Glasgow Coma Scale 15",
    "Apgar scores 8 and 9",
    "Whipple procedure",
    "Nissen fundoplication",
    "Epley maneuver",
    "Hickman line",
    "Jackson-Pratt drain",
    "Trendelenburg position",
    "Valsalva maneuver",
    "Allen test normal",
    "Heimlich maneuver",
    "Mallampati class II",
    "Richmond Agitation-Sedation Scale 0",
)
"""Named devices, signs, scales and procedures: not PHI."""

DRUGS: Final = (
    ("Ativan", "lorazepam", "1 mg", "PO q6h PRN anxiety"),
    ("Haldol", "haloperidol", "5 mg", "IM x1"),
    ("Lexapro", "escitalopram", "10 mg", "PO daily"),
    ("Abilify", "aripiprazole", "5 mg", "PO daily"),
    ("Zyprexa", "olanzapine", "10 mg", "PO qHS"),
    ("Seroquel", "quetiapine", "100 mg", "PO qHS"),
    ("Klonopin", "clonazepam", "0.5 mg", "PO BID"),
    ("Keppra", "levetiracetam", "500 mg", "PO BID"),
    ("Lasix", "furosemide", "40 mg", "PO daily"),
    ("Tylenol", "acetaminophen", "650 mg", "PO q6h PRN pain"),
    ("Coumadin", "warfarin", "5 mg", "PO qPM"),
    ("Adderall", "amphetamine salts", "20 mg", "PO qAM"),
    ("Lamictal", "lamotrigine", "100 mg", "PO BID"),
    ("Wellbutrin", "bupropion", "150 mg", "PO qAM"),
    ("Depakote", "divalproex", "500 mg", "PO BID"),
    ("Zoloft", "sertraline", "50 mg", "PO daily"),
    ("Prozac", "fluoxetine", "20 mg", "PO daily"),
    ("Lipitor", "atorvastatin", "40 mg", "PO qHS"),
    ("Toprol XL", "metoprolol succinate", "50 mg", "PO daily"),
    ("Norvasc", "amlodipine", "5 mg", "PO daily"),
    ("Zestril", "lisinopril", "10 mg", "PO daily"),
    ("Glucophage", "metformin", "1000 mg", "PO BID"),
    ("Lantus", "insulin glargine", "22 units", "SC qHS"),
    ("Protonix", "pantoprazole", "40 mg", "PO daily"),
    ("Eliquis", "apixaban", "5 mg", "PO BID"),
    ("Plavix", "clopidogrel", "75 mg", "PO daily"),
    ("Synthroid", "levothyroxine", "88 mcg", "PO daily"),
    ("Neurontin", "gabapentin", "300 mg", "PO TID"),
    ("Remeron", "mirtazapine", "15 mg", "PO qHS"),
    ("Vistaril", "hydroxyzine", "25 mg", "PO q6h PRN"),
)
"""(brand, generic, dose, route and frequency): brand names look like names and are not PHI."""

PROBLEMS: Final = (
    "hypertension",
    "type 2 diabetes mellitus",
    "hyperlipidemia",
    "COPD",
    "CHF with reduced EF",
    "atrial fibrillation",
    "CKD stage 3",
    "major depressive disorder, recurrent",
    "generalized anxiety disorder",
    "bipolar I disorder",
    "PTSD",
    "alcohol use disorder",
    "opioid use disorder on buprenorphine",
    "obstructive sleep apnea",
    "GERD",
    "hypothyroidism",
    "osteoarthritis of the knees",
    "chronic low back pain",
    "asthma",
    "schizoaffective disorder",
    "ADHD",
    "migraine",
    "anemia of chronic disease",
    "s/p CABG",
    "BPH",
)

IMAGING_FINDINGS: Final = (
    "No focal consolidation, pleural effusion or pneumothorax.",
    "Heart size is normal. Mediastinal contours are unremarkable.",
    "Mild degenerative changes of the thoracic spine.",
    "There is a 6 mm nodule in the right upper lobe, unchanged.",
    "No acute intracranial hemorrhage, mass effect or midline shift.",
    "Gray-white differentiation is preserved.",
    "The liver is normal in size and echotexture. No biliary dilatation.",
    "Gallbladder is distended with layering sludge; no wall thickening.",
    "Small bilateral pleural effusions with adjacent atelectasis.",
    "Endotracheal tube terminates 4 cm above the carina.",
    "No hydronephrosis. Kidneys measure 10.8 and 11.2 cm.",
    "Moderate stenosis at L4-L5 with bilateral foraminal narrowing.",
    "Scattered periventricular white matter hyperintensities, likely chronic small vessel disease.",
    "Right IJ central line tip at the cavoatrial junction.",
    "No displaced fracture or dislocation. Soft tissues unremarkable.",
)

EXAMS: Final = (
    "CHEST PA AND LATERAL",
    "CT HEAD WITHOUT CONTRAST",
    "CT ABDOMEN/PELVIS WITH IV CONTRAST",
    "MRI LUMBAR SPINE WITHOUT CONTRAST",
    "US ABDOMEN COMPLETE",
    "CTA CHEST PE PROTOCOL",
    "XR LEFT KNEE 3 VIEWS",
    "MRI BRAIN WITH AND WITHOUT CONTRAST",
    "PORTABLE CHEST 1 VIEW",
    "US RENAL",
)

SUBSTANCES: Final = (
    "Alcohol",
    "Cocaine",
    "Heroin",
    "Marijuana",
    "Benzodiazepines",
    "Methamphetamine",
    "Hallucinogens",
    "Tobacco",
    "Caffeine",
    "Opiates",
    "Inhalants",
    "Ecstasy",
)
SUBSTANCE_ANSWERS: Final = (
    "no",
    "denies",
    "none",
    "yes, daily",
    "past use, none in 5 yrs",
    "occasional",
    "socially, 2-3 drinks/wk",
    "1 ppd x 20 yrs",
    "remote",
    "N/A",
)

MSE_ITEMS: Final = (
    ("Appearance", ("well groomed", "disheveled", "casually dressed, fair hygiene", "appears stated age")),
    ("Behavior", ("cooperative", "guarded", "psychomotor retardation", "restless, poor eye contact")),
    ("Speech", ("normal rate and volume", "pressured", "soft, slowed", "monotone")),
    ("Mood", ('"depressed"', '"okay"', '"anxious all the time"', '"not great"')),
    ("Affect", ("constricted", "labile", "euthymic, full range", "flat")),
    ("Thought process", ("linear, goal directed", "tangential", "circumstantial", "loose associations")),
    ("Thought content", ("no SI/HI", "passive SI without plan", "preoccupied with finances", "no delusions")),
    ("Perception", ("denies AH/VH", "endorses AH of voices commenting", "no perceptual disturbances")),
    ("Insight", ("fair", "poor", "limited", "good")),
    ("Judgment", ("fair", "impaired", "intact", "poor")),
    ("Cognition", ("grossly intact", "A&O x3", "MoCA 26/30", "inattentive")),
)
