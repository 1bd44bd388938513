"""Location rules for English notes: HOSPITAL, STATE (names; abbreviations in context), ZIP, STREET.

A ZIP code is read after a state or its keyword; British and Canadian postcodes by their shape.

A street is a number, one to three name words and a street type ("82 Brook Drive"); written in lower case ("12 main
st") it needs a number, at most two words that are no units, body parts or prepositions, and a street type, so that
"seen 2 weeks ago by dr" and "1 view chest ct" stay free. An apartment or suite number ("apt 4b") is part of STREET.

Two-letter state abbreviations are also words or clinical abbreviations ("IN", "OR", "ME", "CT", "MD", "PA", "MS"),
so an abbreviation is only taken where an address shows it: after "City, " and before a ZIP code ("Boston, MA
02114"), or after "in/to/from/moved to" for the abbreviations that are not common words in notes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from phiscrub.resources.dictionaries import load_dictionary
from phiscrub.taggers.rules.pattern import Pattern, trie_regex

ALL_STATE_ABBREVIATIONS: Final = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|"
    "OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR"
)
"""Every US state's two-letter code, Washington DC's and Puerto Rico's: a regex alternation, in capitals."""
# Abbreviations that read as words or clinical terms (IN, OR, ME, OK, HI, OH, CT scan, MD, PA, MS, CO, GA, DE, LA, AL,
# ID, MO, ND, NE, SC, SD, PR, MT, MA, DC, VA (Veterans Affairs), UT, TN) are left out of the bare context rule.
_UNAMBIGUOUS_STATE_ABBREVIATIONS: Final = "AK|AZ|FL|IL|IA|KS|KY|MN|NV|NH|NJ|NM|NY|RI|TX|VT|WA|WV|WI|WY"
US_STATE_FIRST_WORDS: Final = (
    *("alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida"),
    *("georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine"),
    *("maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska"),
    *("nevada", "new", "north", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode", "south", "tennessee", "texas"),
    *("utah", "vermont", "virginia", "washington", "west", "wisconsin", "wyoming"),
)
"""The first word of each US state's name in the packaged list (`us_states`), lower-cased."""
_STATES_ALSO_CLINICAL: Final = "AR|CA|MI|NC"
"""State codes that are also clinical abbreviations (myocardial infarction, cancer, aortic regurgitation, nasal
cannula): not a state after "of" or "to" ("died of MI", "hx of CA", "switched to NC"), nor after a bare "from" ("died
from MI", "deceased at 71 from MI"); still one after "in", "near", "at", "moved to", "lives in", and "from" after a
word of coming or being from somewhere (`_ORIGIN_WORD`)."""
_ORIGIN_WORD: Final = (
    r"(?:is|was|are|were|am|originally|visiting|visitors?|moved|moving|came|comes|coming|relocated|here|home|back|"
    r"family|flew|drove|travell?ed|traveling|returned|transferred)"
)
"""A word before "from" that makes the code after it a place ("is from MI", "visiting from NC", "moved from CA")."""
_SAINTS_POSSESSIVE: Final = r"\b(?:St\.?|Saint)[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?['\u2019]s\b"
"""A saint's name in the possessive ("St. Vincent's", "Saint Luke's"): the rule and its prefilter."""
_STREET_SUFFIX: Final = (
    r"(?:Street|St|Avenue|Ave|Av|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Place|Pl|Way|Terrace|Ter|Circle|"
    r"Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Path|Row|Alley|Plaza|Turnpike|Tpke|Pike|Crescent|Heights|"
    r"Hill|Park|Point|Ridge|Run|Walk|Wharf|Close|Grove|Gardens|Mews)"
)
_CAPITALS_STREET_SUFFIX: Final = (
    r"(?:STREET|ST|AVENUE|AVE|ROAD|RD|BOULEVARD|BLVD|DRIVE|DR|LANE|LN|WAY|COURT|CT|PLACE|PL|TERRACE|TER|CIRCLE|CIR|"
    r"PARKWAY|PKWY|HIGHWAY|HWY)"
)
"""Street types as a note in capitals writes them (the street rule in capitals and its prefilter)."""
LOWER_STREET_SUFFIX: Final = r"(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl)"
"""Street types as written in lower case (the lower-case street rule; the `ordinal-streets` correction)."""
_LOWER_STREET_SUFFIXES: Final = ("st", "ave", "road", "rd", "blvd", "boulevard", "dr", "lane", "ln", "way", "ct", "pl")
"""Every lower-case street type above contains one of these (the prefilter of the lower-case street rule)."""
# words that are never part of a street name between a number and a street type: "seen 2 weeks ago by dr",
# "1 view chest ct", "2 tabs po bid; st"
_NOT_A_STREET_WORD: Final = (
    r"(?!(?:by|to|the|a|an|and|or|of|for|per|from|at|in|on|with|ago|x|po|bid|tid|qid|qd|prn|mg|mcg|ml|cc|tabs?|"
    r"pills?|doses?|times|units?|views?|chest|head|abd|abdomen|pelvis|spine|neck|brain|cardiac|renal|"
    r"weeks?|wks?|days?|months?|mos?|years?|yrs?|hours?|hrs?|minutes?|mins?|more|other|one|same|long|"
    r"cm|mm|kg|lbs?|steps?|flights?|blocks?|miles?|feet|ft)\b)"
)
_LOWER_STREET_WORD: Final = r"(?:" + _NOT_A_STREET_WORD + r"[a-z]{2,}|\d{1,3}(?:st|nd|rd|th))"

_PHARMACY_WORDS: Final = frozenset({"pharmacy", "pharmacies", "drug", "drugs", "drugstore", "apothecary", "rx"})
BUSINESS_CHAINS: Final[tuple[str, ...]] = (
    # restaurants and coffee shops
    *("Chipotle", "Panda Express", "Taco Bell", "Chick-fil-A", "McDonald's", "Burger King", "KFC", "Popeyes"),
    *("Domino's", "Pizza Hut", "Papa John's", "Dunkin'", "Dunkin Donuts", "Dunkin' Donuts", "Starbucks"),
    *("Tim Hortons", "Krispy Kreme", "Five Guys", "Shake Shack", "In-N-Out", "Whataburger", "Arby's"),
    *("Applebee's", "Chili's", "Olive Garden", "Red Lobster", "Cracker Barrel", "Denny's", "IHOP", "Waffle House"),
    *("Buffalo Wild Wings", "Panera", "Jollibee", "Nando's", "Pret A Manger", "Greggs", "Wetherspoons"),
    *("Costa Coffee", "Jack in the Box", "Carl's Jr", "Hardee's", "Culver's", "Zaxby's", "Raising Cane's"),
    *("Jimmy John's", "Jersey Mike's", "Qdoba", "Sweetgreen", "Dairy Queen", "Baskin-Robbins", "Cheesecake Factory"),
    *("Texas Roadhouse", "Outback Steakhouse"),
    # shops and supermarkets
    *("Walmart", "Costco", "Kroger", "Safeway", "Publix", "Trader Joe's", "Whole Foods", "Aldi", "ALDI", "Lidl"),
    *("Tesco", "Sainsbury's", "Asda", "Waitrose", "Home Depot", "Best Buy", "IKEA", "Ikea", "Sephora", "Nordstrom"),
    *("Macy's", "Kohl's", "TJ Maxx", "T.J. Maxx", "Dollar General", "Dollar Tree", "Family Dollar", "7-Eleven"),
    *("Wawa", "Sheetz", "QuikTrip", "Petco", "PetSmart", "GameStop", "Primark", "Woolworths", "Bunnings", "Kmart"),
    *("Loblaws", "Shoppers Drug Mart", "Superdrug"),
    # services people work for or pay through
    *("DoorDash", "Uber Eats", "UberEats", "Grubhub", "Instacart", "Airbnb", "Uber", "Lyft", "Venmo", "Zelle"),
    *("PayPal", "Cash App", "FedEx", "USPS", "Deliveroo", "GoFundMe", "Comcast", "Xfinity", "T-Mobile", "AT&T"),
    *("Ryanair", "easyJet", "JetBlue", "Aer Lingus", "British Airways", "Air Canada", "WestJet", "Qantas"),
    *("Lufthansa", "Wells Fargo", "Bank of America", "Barclays", "HSBC", "Santander", "Monzo", "GTBank"),
    *("Caribou Coffee", "CityMD"),
    # health insurers, laboratories, pharmacy chains and telehealth services of several countries
    *("Bupa", "BUPA", "Medibank", "Allianz", "Aviva", "Vhi", "Laya Healthcare", "Irish Life Health", "Sun Life"),
    *("Manulife", "Green Shield", "Discovery Health", "Bonitas", "Fedhealth", "Medshield", "Star Health"),
    *("ICICI Lombard", "HDFC Ergo", "Niva Bupa", "Maxicare", "Intellicare", "Great Eastern"),
    *("NTUC Income", "Optum", "OptumRx", "Express Scripts", "Caremark", "CVS Caremark", "Centene", "Elevance"),
    *("LabCorp", "Labcorp", "Quest Diagnostics", "LifeLabs", "Dynacare", "Sonic Healthcare", "Healius"),
    *("Laverty Pathology", "QML Pathology", "Australian Clinical Labs", "Lancet Laboratories", "Ampath", "PathCare"),
    *("Dr Lal PathLabs", "Thyrocare", "Metropolis Healthcare", "Hi-Precision", "BioReference", "Dis-Chem"),
    *("Chemist Warehouse", "Priceline Pharmacy", "TerryWhite Chemmart", "Amcal", "Rexall", "Jean Coutu"),
    *("Pharmasave", "Lloyds Pharmacy", "LloydsPharmacy", "Well Pharmacy", "Boots Pharmacy", "Mercury Drug"),
    *("Watsons", "Apollo Pharmacy", "MedPlus", "PharmEasy", "Netmeds", "Unichem", "GoodRx"),
    *("Amazon Pharmacy", "Teladoc", "MDLive", "Amwell", "Doctor on Demand", "Babylon Health", "Push Doctor"),
    *("Practo", "Doctor Anywhere", "MaNaDr", "Zocdoc", "ZocDoc", "One Medical", "MinuteClinic", "Talkspace"),
    *("BetterHelp", "23andMe", "AncestryDNA", "Medical Mutual", "Liberty Mutual", "TeamHealth", "Envision Healthcare"),
    *("ZoomCare", "Zoom Care", "Piggly Wiggly", "Nurse-On-Call", "HealthLink BC", "Healthdirect", "NHS Inform"),
    *("ICBC", "WorkSafeBC", "WorkSafe Victoria", "iCare NSW", "Kaiser Permanente", "Sutter Health"),
    *("Home Instead", "An Post", "Hygeia HMO", "Reliance HMO", "AXA Mansard", "Leadway Health", "Jubilee Insurance"),
    *("Britam", "Old Mutual", "PhilCare", "Medicard", "Prosegur", "Securitas", "Petrofac", "Serco", "Mitie"),
    *("Centrelink", "LanguageLine", "Access Bank", "MediAssist"),
)
"""Chains of restaurants and shops and services that people name alone ("cannot taste my Chipotle bowl", "did u eat
my leftover Panda Express", "want us to DoorDash u something"), as written (capitalised), none an ordinary word or a
name ("Target", "Subway", "Boots", "Coles" are left out): where someone works, shops or was; and the insurers,
laboratories, pharmacies and telehealth services people name alone ("Bupa declined it", "bloods at LifeLabs",
"booked on Practo"), not a public scheme ("NHIF", "PhilHealth", "Medicare" name a programme, as "NHS" does). Written
for phiscrub."""
_PHARMACY_NAME_WORD: Final = r"[A-Za-z][\w'&-]*(?:\.[\w'&-]+)*(?:\.(?=[ \t]+[A-Za-z]))?"
_NO_PHARMACY: Final = frozenset(
    {"none", "no", "n/a", "na", "unknown", "patient", "pt", "see", "same", "not", "pending", "declined", "mail", "home"}
    | {"unable", "will", "on", "to", "tbd", "other", "default", "preferred", "listed", "local", "any", "nearest"}
)
"""First words of a pharmacy field that names none ("none on file", "patient will pick up", "mail order")."""


def _names_a_pharmacy(mention: str) -> bool:
    """Accept a field's value that names a pharmacy ("Hy-Vee", "Shoprite of Hoboken", "Main Street Pharmacy").

    Not one that starts with a word of no pharmacy ("none on file", "patient will pick up"); a value in lower case
    only where some word is no ordinary word or a pharmacy word ends it.
    """
    words = [word.lower() for word in mention.split()]
    if words[0] in _NO_PHARMACY:
        return False
    if mention[0].isupper():
        return True
    common = load_dictionary("common_words")
    return words[-1] in _PHARMACY_WORDS or any(word not in common for word in words)


_NO_INSURER: Final = frozenset(
    {"medicare", "medicaid", "medi-cal", "self", "self-pay", "n/a", "na", "tbd", "verified", "active", "primary"}
    | {"secondary", "card", "info", "information", "company", "status", "plan", "type", "provider", "coverage"}
    | {"approved", "authorization", "auth", "prior", "pending", "denied", "expired", "updated", "confirmed"}
)
"""First words of an insurance field that name no insurer ("Insurance: Medicare", "Insurance: Verified")."""


def _names_an_insurer(mention: str) -> bool:
    """Accept a capitalised insurer's name after "insurance" ("Moda", "Priority Health"): no ordinary word first."""
    first = mention.split()[0].lower()
    return first not in _NO_INSURER and first not in load_dictionary("common_words")


_LEADS_UP_TO_AN_INSTITUTION: Final = frozenset(
    {"the", "a", "an", "this", "that", "his", "her", "their", "our", "your", "my", "to", "at", "in", "from", "of"}
    | {"by", "for", "with", "and", "or", "pt", "patient", "seen", "admitted", "transferred", "discharged", "sent"}
    | {"went", "back", "home", "was", "is", "were", "are", "been", "via", "per", "same", "other", "outside", "local"}
    | {"nearest", "previous", "prior", "new", "brief", "which", "no", "any", "call", "called", "left", "arrived"}
    | {"md", "do", "rn", "np", "pa", "location", "facility", "site", "name", "provider", "department", "dept", "unit"}
)
"""Words that lead up to an institution's name in capitals and are never a word of it ("ADMITTED TO HOSPITAL")."""


_SPECIALTY_ENDING: Final = re.compile(r"(?:OLOGY|IATRY|ICS|ERY|ICINE|OLOGIC|SURGICAL|MEDICAL)$")
_DEPARTMENT_WORDS: Final = frozenset(
    {"ED", "ER", "ICU", "WOUND", "PAIN", "ANTICOAGULATION", "COUMADIN", "DIABETES", "SLEEP", "WALK-IN", "HEART"}
    | {"VEIN", "BREAST", "EYE", "SPINE", "STROKE", "TRANSPLANT", "INFUSION", "DIALYSIS", "LIPID", "FERTILITY"}
)


def _no_department_in_capitals(mention: str) -> bool:
    """Reject an institution in capitals named by a specialty or a service ("CARDIOLOGY CLINIC", "WOUND CLINIC")."""
    words = mention.split()[:-1]
    return not any(word in _DEPARTMENT_WORDS or _SPECIALTY_ENDING.search(word) for word in words)


_CHILDCARE_WORDS: Final = (
    *("nursery", "daycare", "day care", "crèche", "creche", "preschool", "pre-school", "kindy", "childcare"),
    *("child care", "playgroup", "kindergarten"),
)
"""The words for a nursery or a daycare (the childcare rules' requirement)."""


def _any_of(words: Iterable[str]) -> str:
    """Return a regex for any of `words`, a space in one matching a space or a tab ("day care")."""
    return "(?:" + "|".join(word.replace(" ", r"[ \t]") for word in words) + ")"


_CHILDCARE_WORD: Final = _any_of(_CHILDCARE_WORDS)
"""One of `_CHILDCARE_WORDS` as a regex."""
_CHILDCARE_NAMED_AFTER: Final = _any_of(word for word in _CHILDCARE_WORDS if not word.startswith("child"))
"""The words for a nursery that its name may come before ("Little Acorns crèche"): not "childcare" nor "child
care"."""
_LEADING_UP_IN_CAPITALS: Final = trie_regex(word.upper() for word in _LEADS_UP_TO_AN_INSTITUTION)


_CROSS_STREET: Final = (
    r"(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+)(?:[ \t]+(?:St|Ave|Rd|Blvd|Dr|Street|Avenue|Road|Boulevard|Drive)\.?)?"
)
"""One of two streets named by where they cross: an ordinal or a capitalised word, and maybe its suffix."""


_ARTICLE_OR_POSSESSIVE: Final = "The|A|An|This|That|His|Her|Our|Their|Your|My"
"""Capitalised words before a name that make it no proper name ("The Associates program", "Her Assisted Living"): a
regex alternation that rules extend with their own."""
_BEFORE_A_SCHOOL: Final = (
    "At|In|To|From|And|Of|For|Attends|Attended|Attending|Attend|Goes|Went|Started|Starts|Joined|Joins|Left|Leaves"
    "|Visited|Visits|Teaches|Taught|Studies|Studied|Enrolled|Reason|Diagnosis|Plan|Impression|Assessment|History"
    "|Seen|Since|Now|Currently|Both|Each|Every|Local|Nearby|Called|Picked|Dropped|Collected|Contacted"
)
"""Capitalised words a sentence or a field starts with before a school's name ("Attends Little Acorns Daycare",
"Diagnosis: Primary"): no word of the name."""


def _in_one_case(mention: str) -> bool:
    """Accept a mention written all in lower case or all in capitals (mixed case has its own rule)."""
    return mention.islower() or mention.isupper()


_PLACEHOLDER_EMPLOYERS: Final = frozenset(
    {"unknown", "none", "self", "self-employed", "retired", "unemployed", "disabled", "student", "homemaker", "not"}
    | {"no", "pending", "same", "declined", "refused", "n/a", "na", "nil", "various", "multiple"}
)
"""What an employer's field holds when it names none ("Employer: Unknown", "Employer: Self")."""
_NOT_EMPLOYERS: Final = (
    r"(?:The|A|An|This|That|His|Her|Our|Their|My|Your|Least|Home(?![ \t]+[A-Z])|Night|Nights|Times|First|Last"
    r"|Dr|Mr|Mrs|Ms|I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Thanksgiving|January|February"
    r"|March|April|May|June|July|August|September|October|November|December|Baseline|Discharge|Admission)"
)
"""Capitalised words after "works at" / "job for" that name no employer ("Home" alone: "Home Depot" is one)."""

_FIELDS_OF_PRACTICE: Final = (
    r"Pediatric|Paediatric|Cosmetic|General|Family|Restorative|Preventive|Preventative|Adult|Oral|Emergency|Sedation"
    r"|Holistic|Sports|Advanced|Comprehensive|Routine|Geriatric|Implant|Laser|Digital|Community|Public|Veterans|VA"
    r"|Hospital|Clinic|Outpatient|Inpatient|Urgent|Primary|Specialty|Adolescent|Child|Children's|Mental|Marriage"
    r"|Couples|Grief|Genetic|Career|Substance|Addiction|Nutrition|Nutritional|Lactation|Crisis|Peer|Group|Individual"
    r"|Integrated|Integrative|Department|Dept|Division|Center|Centre|Continue|Start|Started|Refer|Referred|Recommend"
    r"|Schedule|Scheduled|See|Seen|Consider|Needs|Declined|Discussed|Offered"
)
"""Words that open the name of a field or kind of dentistry, eye care or counseling, not of a practice ("Pediatric
Dentistry", "Grief Counseling"), and the verbs of a plan before one ("Continue Behavioral Health")."""
_NOT_A_SITE: Final = (
    r"(?:On|In|At|For|With|And|Or|To|From|Today|Tomorrow|Yesterday|Monday|Tuesday|Wednesday|Thursday|Friday"
    r"|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Dr|Mr|Mrs|Ms|Pt|Patient|He|She|They|We|I|Chair|Unit|Room|Bed|Next|Last|Tx|Treatment|Dialysis)"
)
"""Capitalised words after a care chain's name that name no site of it ("Fresenius Westside", not "DaVita Tuesday")."""

_TITLES_BEFORE_GENERAL: Final = (
    r"(?:Attorney|Surgeon|Secretary|Solicitor|Inspector|Postmaster|Governor|Brigadier|Major|Lieutenant|Consul"
    r"|Director|Auditor|Accountant|Comptroller|Registrar|Adjutant|Advocate|Vicar|Commissary|Paymaster|Quartermaster"
    r"|Receiver|Procurator|Captain|Colonel)\b"
)
"""Titles before "General" that name an office, not a hospital ("Attorney General", "Surgeon General")."""


PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "state_name",
        r"(?<![\w-])(?=[A-Z])<<us_states>>(?![\w-])",
        "STATE",
        0.8,
        # tried only where a state's first word occurs (the packaged list's: a test checks they agree), not at every
        # capital
        requires=US_STATE_FIRST_WORDS,
        starts_with_required=True,
    ),
    Pattern(
        "state_abbreviation_address",
        # in capitals before a zip code, or in lower case before a zip code that ends the address ("springfield, il
        # 62704." in a message typed in lower case; not "vitamin d, in 50000 units")
        r"(?<=[a-z.]),\s?(?P<phi>(?:" + ALL_STATE_ABBREVIATIONS + r")(?=\s+\d{5}\b)"
        r"|(?:" + ALL_STATE_ABBREVIATIONS.lower() + r")(?=[ \t]+\d{5}(?:-\d{4})?[ \t]*(?:$|[,.;)\r\n])))",
        "STATE",
        0.9,
        requires=(",",),
    ),
    Pattern(
        "state_abbreviation_after_city",
        r"(?<=[a-z.]),\s?(?P<phi>" + _UNAMBIGUOUS_STATE_ABBREVIATIONS + r")(?=\.?\s*$|\s*[,;)])",
        "STATE",
        0.85,
        re.MULTILINE,
        requires=(",",),
    ),
    Pattern(
        "state_abbreviation_context",
        r"\b(?:in|to|from|near|of|at|moved\s+to|lives\s+in)\s+(?P<phi>" + _UNAMBIGUOUS_STATE_ABBREVIATIONS + r")"
        r"(?![\w-])",
        "STATE",
        0.75,
        prefilter=r"(?<=\s)(?:" + _UNAMBIGUOUS_STATE_ABBREVIATIONS + r")(?![\w-])",  # a code in capitals after a space
    ),
    Pattern(
        "state_abbreviation_place_context",
        r"\b(?:in|near|at|moved\s+to|lives\s+in|" + _ORIGIN_WORD + r"\s+from)\s+"
        r"(?P<phi>" + _STATES_ALSO_CLINICAL + r")(?![\w-])",
        "STATE",
        0.75,
        prefilter=r"(?<=\s)(?:" + _STATES_ALSO_CLINICAL + r")(?![\w-])",
    ),
    Pattern(
        "zip_after_state",
        # a cheap look-ahead for the zip code first: the state names cost more to try at every capital
        r"(?=[A-Z][A-Za-z.\s]{0,24}?,?\s+\d{5})"
        r"(?:\b(?:" + ALL_STATE_ABBREVIATIONS + r")|(?=[A-Z])<<us_states>>),?\s+(?P<phi>\d{5}(?:-\d{4})?)(?![\w-])",
        "ZIP",
        0.95,
        prefilter=r"\s\d{5}(?:-\d{4})?(?![\w-])",
    ),
    Pattern(
        "zip_keyword",
        r"(?i:\b(?:zip|zip\s*code|postal\s*code)\s*:?\s*)(?P<phi>\d{5}(?:-\d{4})?)\b",
        "ZIP",
        0.9,
        requires=("zip", "postal"),
    ),
    Pattern(
        # an Indian PIN code after its town and a dash, a comma before the town ("Gandhinagar, Vellore – 632 006,
        # Tamil Nadu", "Anna Nagar, Chennai - 600040")
        "pin_code_after_town",
        r",[ \t]*[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[ \t]*[–-][ \t]*(?P<phi>[1-9]\d{2}[ \t]?\d{3})(?![\d-])",
        "ZIP",
        0.8,
        prefilter=r"[a-z][ \t]*[–-][ \t]*[1-9]\d{2}[ \t]?\d{3}(?![\d-])",
    ),
    Pattern(
        # and after its field ("PIN: 632006", "Pin code 632 006")
        "pin_code_field",
        r"\b(?:PIN|Pin|pin)(?:[ \t]*(?i:code))?[ \t]*[:-]?[ \t]*(?P<phi>[1-9]\d{2}[ \t]?\d{3})(?![\d-])",
        "ZIP",
        0.8,
        requires=("pin",),
        starts_with_required=True,
    ),
    Pattern(
        # a British postcode, outward and inward code in capitals ("London NW8 9AY", "Manchester M13 9WL"; the inward
        # code's letters leave out C, I, K, M, O, V, as the Royal Mail does), or a Canadian postal code ("Halifax, NS
        # B3H 2Y9"; in any case: "montréal, qc h2x 1l1"), with its space, so that a TNM stage ("T3N0M0") is none
        "postcode",
        r"(?<![\w-])(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[ABD-HJLNP-UW-Z]{2}|"
        r"(?i:[abceghj-nprstvxy]\d[abceghj-nprstv-z][ \t]\d[abceghj-nprstv-z]\d))(?![\w-])",
        "ZIP",
        0.85,
        prefilter=r"[ \t]\d[A-Za-z][A-Za-z\d](?![\w-])",  # the inward code: a search for it costs less
    ),
    Pattern(
        # an Irish Eircode: a routing key ("P12", "D6W") and a unique identifier of four letters and digits, both in
        # it ("Ballyvourney, Co. Cork, P12 X7K2", "Dublin 2, D02 AF30"), as An Post writes it with its space
        "eircode",
        r"(?<![\w-])(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ \t]"
        r"(?=[\dAC-FHKNPRTV-Y]{0,3}[AC-FHKNPRTV-Y])(?=[\dAC-FHKNPRTV-Y]{0,3}\d)[\dAC-FHKNPRTV-Y]{4}(?![\w-])",
        "ZIP",
        0.8,
        prefilter=r"[ \t][\dAC-FHKNPRTV-Y]{4}(?![\w-])(?<=[\dW][ \t][\dA-Z]{4})",  # the identifier looked for first
    ),
    Pattern(
        # the town before a British postcode in an address, after a comma or starting a line ("Lower Bristol Road,
        # Bath BA2 3DW", "Leeds LS1 4AB" on a letterhead's line); not a field's name ("Postcode LS1 4AB")
        "town_before_postcode",
        # (a capital looked for first, then what stands before it)
        r"(?=[A-Z][a-z])(?:(?<=,)|(?<=,[ \t])|(?<=\n)|(?<![\s\S]))(?!(?:Post|Postcode|Postal|Address|Code|Zip|Ref)\b)"
        r"(?P<phi>[A-Z][a-z'-]+(?:[ \t]+(?:upon|on|under|le|in|[A-Z][a-z'-]+)){0,3}),?[ \t]+"
        r"(?=[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[ABD-HJLNP-UW-Z]{2}(?![\w-]))",
        "CITY",
        0.8,
        re.MULTILINE,
        prefilter=r"\d[ABD-HJLNP-UW-Z]{2}(?![\w-])(?<=[ \t]\d[A-Z]{2})",  # the inward code's digit looked for first
    ),
    Pattern(
        # a Canadian province's code between its town and its postal code: "Toronto, ON M6S 1P2", "montréal, qc h2x
        # 1l1" (the code alone is a word too often: "on", "ab", "ns")
        "province_before_postal_code",
        r"(?<=,)[ \t]*(?P<phi>(?i:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU))[ \t]+"
        r"(?=(?i:[abceghj-nprstvxy]\d[abceghj-nprstv-z][ \t]?\d[abceghj-nprstv-z]\d)(?![\w-]))",
        "LOCATION-OTHER",  # not STATE, a US notion here (`non-us-states` drops the others)
        0.85,
        prefilter=r",[ \t]*[A-Za-z]{2,3}[ \t]+[A-Za-z]\d[A-Za-z]",
    ),
    Pattern(
        # the same in capitals after the town without the comma ("2210 chemin Montréal, Orléans ON K1C 5T7")
        "province_in_capitals_before_postal_code",
        r"(?<=[a-zé])[ \t]+(?P<phi>ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU)[ \t]+"
        r"(?=[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\w-]))",
        "LOCATION-OTHER",
        0.85,
        prefilter=r"[a-z][ \t]+[A-Z]{2,3}[ \t]+[A-Z]\d[A-Z]",
    ),
    Pattern(
        # a Canadian province's code in capitals after a capitalised town and a comma, ending its line: "St.
        # Michael's Hospital, Toronto, ON" (a letterhead); "on" or "ON" elsewhere is a word. LOCATION-OTHER, as
        # `province_before_postal_code`
        "province_ending_a_line",
        r"(?<![\w-])[A-Z][a-zé'-]+(?:[ \t]+[A-Z][a-zé'-]+){0,2},[ \t]*"
        # (or before a form's next field, two spaces or a tab on: "St. John's, NL     Fax completed form to")
        r"(?P<phi>ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU)(?=[ \t]*\.?[ \t]*\r?$|\.?(?:[ \t]{2,}|\t)\S)",
        "LOCATION-OTHER",
        0.8,
        re.MULTILINE,
        prefilter=r",[ \t]*[A-Z]{2,3}(?:[ \t]*\.?[ \t]*(?:\r?\n|\Z)|\.?(?:[ \t]{2}|\t))",
    ),
    Pattern(
        # the same inside a sentence, before a full stop, comma or bracket ("living in Surrey, BC. My employer",
        # "from Halifax, NS, last year"); not "ON", "PE" (a word, an exam or an embolism)
        "province_after_town",
        r"(?<![\w-])[A-Z][a-zé'-]+(?:[ \t]+[A-Z][a-zé'-]+){0,2},[ \t]*"
        r"(?P<phi>QC|BC|AB|MB|SK|NS|NB|NL|PEI|YT|NT|NU)(?=[ \t]*[.,;:)](?!\w))",
        "LOCATION-OTHER",
        0.75,
        prefilter=r",[ \t]*[A-Z]{2,3}[ \t]*[.,;:)]",
    ),
    Pattern(
        "street",
        r"(?<![\w/.-])\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:(?:[A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))\.?\s+){1,3}"
        + _STREET_SUFFIX
        + r"\b",
        "STREET",
        0.85,
        prefilter=r"(?<=\s)" + _STREET_SUFFIX + r"\b",
    ),
    Pattern(
        # two streets named by where they cross ("lives on the corner of 5th and Main", "the intersection of Colfax &
        # Monaco"), each a capitalised word or an ordinal, with its suffix or without
        "street_intersection",
        r"\b(?i:corner|intersection)[ \t]+of[ \t]+(?P<phi>"
        + _CROSS_STREET
        + r"[ \t]+(?:and|&)[ \t]+"
        + _CROSS_STREET
        + r")",
        "STREET",
        0.75,
        requires=("corner", "intersection"),
    ),
    Pattern(
        # a street without its number, named as where something is ("the Walgreens on Main St", "lives off Old Mill
        # Road"): one or two capitalised words and a street type; not "Dr" (a title), nor "St" before a name (a saint)
        "street_after_on",
        r"\b(?:[Oo]n|[Oo]ff)[ \t]+(?P<phi>(?!(?:" + _ARTICLE_OR_POSSESSIVE + r"|Its)[ \t])(?:[A-Z][a-z]+[ \t]+){1,2}"
        r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Parkway|Pkwy|Highway|Hwy|Way|Close|Crescent"
        r"|Terrace|Circle)\b)"
        r"(?![ \t]+[A-Z][a-z])",
        "STREET",
        0.75,
        requires=("on ", "off "),
    ),
    Pattern(
        # an address in a note in capitals ("4400 N SHERIDAN RD"): the words between the number and the street type
        # in capitals, none a word of a dose, a view or a time ("1 VIEW CHEST CT", "2 TABS PO BID ST")
        "street_capitals",
        r"(?<![\w/.-])\d{1,6}[A-Z]?[ \t]+(?:[NSEW]\.?[ \t]+)?(?:(?i:"
        + _NOT_A_STREET_WORD
        + r")(?:[A-Z][A-Z'-]+|\d{1,3}(?:ST|ND|RD|TH))[ \t]+){1,3}"
        + _CAPITALS_STREET_SUFFIX
        + r"\b\.?(?![ \t]+(?i:elevations?|depressions?|segments?|changes?|waves?)\b)",
        "STREET",
        0.75,
        prefilter=r"[A-Z][ \t]+" + _CAPITALS_STREET_SUFFIX + r"\b",
    ),
    Pattern(
        # and in a message typed in lower case ("got it at the walgreens on main st"): not a medical word ("on ekg st
        # elevation"), nor a word street_lowercase never takes for a street's name
        "street_after_on_lower_case",
        r"\b(?:on|off)[ \t]+(?P<phi>(?:(?!<<medical_terms>>\b)" + _LOWER_STREET_WORD + r"[ \t]+){1,2}"
        r"(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|parkway|pkwy|highway|hwy)\b)"
        r"(?![ \t]+(?:elevations?|depressions?|segments?|changes?|waves?)\b)",
        "STREET",
        0.7,
        requires=("on ", "off "),
        starts_with_required=True,
    ),
    Pattern(
        # the same in a note in capitals ("PT FOUND ON MARKET ST NEAR CIVIC CENTER"); not an ECG's "ST" ("ON EKG ST
        # ELEVATION")
        "street_after_on_capitals",
        r"\b(?:ON|OFF)[ \t]+(?P<phi>(?:(?!<<medical_terms>>\b)(?:"
        + _NOT_A_STREET_WORD
        + r"[A-Z]{2,}|\d{1,3}(?:ST|ND|RD|TH))"
        r"[ \t]+){1,2}(?:STREET|ST|AVENUE|AVE|ROAD|RD|BOULEVARD|BLVD|LANE|LN|PARKWAY|PKWY|HIGHWAY|HWY)\b)"
        r"(?![ \t]+(?:ELEVATIONS?|DEPRESSIONS?|SEGMENTS?|CHANGES?|WAVES?)\b)",
        "STREET",
        0.7,
        requires=("on ", "off "),
        starts_with_required=True,
    ),
    Pattern(
        "street_lowercase",
        r"(?<![\w/.-])\d{1,6}[a-z]?[ \t]+(?:[nsew]\.?[ \t]+)?(?:"
        + _LOWER_STREET_WORD
        + r"[ \t]+){1,2}"
        + LOWER_STREET_SUFFIX
        + r"\b\.?(?![ \t]+(?:elevations?|depressions?|segments?|changes?|waves?)\b)",
        "STREET",
        0.75,
        requires=_LOWER_STREET_SUFFIXES,
        prefilter=r"\d[a-z]?[ \t]+(?:[nsew]\.?[ \t]+)?(?:(?:[a-z]{2,}|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,2}"
        + LOWER_STREET_SUFFIX
        + r"\b",
    ),
    Pattern(
        # a ward named in its field by its floor and wing or its name and number ("Unit: 6 North", "UNIT: 6 NORTH",
        # "Ward: Bliss 9", "Floor: 4W"); not an ambulance's or engine's unit ("Unit: Medic 14")
        "ward_field",
        r"\b(?:Unit|UNIT|Ward|WARD|Floor|FLOOR)[ \t]*:[ \t]*(?P<phi>\d{1,2}[ \t]?(?:North|South|East|West|NORTH|SOUTH"
        r"|EAST|WEST|[NSEW])\b|(?!(?:Medic|Engine|Ladder|Rescue|Ambulance|Truck|Squad|Car|Bed|Room)\b)"
        r"[A-Z][a-z]+[ \t]+\d{1,2}[A-Z]?\b)",
        "DEPARTMENT",
        0.75,
        requires=("unit", "ward", "floor"),
    ),
    Pattern(
        # a sector of an Indian planned town before the town ("Delhi Public School, Sector 30, Noida", "House 112,
        # Sector 15, Chandigarh"): part of the address
        "sector_of_town",
        r"\b(?:Sector|SECTOR)[ \t-]?\d{1,3}[A-Z]?(?=[ \t]*,[ \t]*[A-Z][a-z]+)",
        "STREET",
        0.75,
        requires=("sector",),
    ),
    Pattern(
        "apartment_number",
        r"(?i:\b(?:apt|apartment|suite|ste)\.?[ \t]*#?[ \t]*)(?P<phi>\d{1,5}[a-zA-Z]?|[a-zA-Z]-?\d{1,4})(?![\w/-])",
        "STREET",
        0.8,
        requires=("apt", "apartment", "suite", "ste"),
    ),
    Pattern(
        "unit_number_after_comma",  # "77 Old Mill Road, Unit 4, Bar Harbor", "12 Elm St, Bldg C-2"; not "Unit 4 West"
        r",[ \t]*(?i:unit|bldg|building|trlr)\.?[ \t]*#?[ \t]*(?P<phi>\d{1,5}[a-zA-Z]?|[a-zA-Z]-?\d{0,4})"
        r"(?![\w/-])",
        "STREET",
        0.75,
        requires=("unit", "bldg", "building", "trlr"),
    ),
    Pattern(
        "hospital_name",
        r"(?<![\w-])(?!(?:The|A|An|This|That|His|Her|Our|Their|Your|Seen|Admitted|Transferred|Discharged|Dear|To)\s)"
        r"(?:(?:St\.|Saint|Mount|Mt\.)[ \t]+)?(?:[A-Z][a-z]+(?:[A-Z][a-z]+)?|[A-Z]{2,5})"  # "MinuteCare Urgent Care"
        r"(?:[ \t]+(?:of[ \t]+|and[ \t]+|&[ \t]+)?[A-Z][a-z]+){0,3}"
        r"[ \t]+(?:Hospital|Medical[ \t]+Center|Medical[ \t]+Centre|Health[ \t]+Cent(?:er|re)|Clinic|Polyclinic"
        r"|Infirmary|"
        r"Rehabilitation[ \t]+Center|Nursing[ \t]+Home|Hospice|Health[ \t]+System|Healthcare|Occupational[ \t]+Health|"
        # a practice named by its place or founder ("Pinecrest Family Health", "Lakeview Medical Group")
        r"Family[ \t]+(?:Health|Medicine|Practice)|Medical[ \t]+Group|Urgent[ \t]+Care|Community[ \t]+Health|"
        # a specialty centre ("Moores Cancer Center", "Wills Eye Institute", "Stanford Surgery Center")
        r"(?:Cancer|Heart|Eye|Surgery|Surgical|Dialysis|Rehab)[ \t]+(?:Cent(?:er|re)|Institute))"
        r"(?![\w-]|[ \t]*:|[ \t]+Course\b)",  # not the header "Brief Hospital Course"
        "HOSPITAL",
        0.8,
        requires=(
            *("hospital", "medical", "health", "clinic", "infirmary", "rehabilitation", "nursing", "hospice"),
            "polyclinic",
            *("family medicine", "family practice", "urgent care", "center", "centre", "institute"),
        ),
    ),
    Pattern(
        # a nursery, a daycare or a kindergarten by its name after the word for it ("He goes to nursery Little Acorns
        # in Wavertree", "His daycare (Little Sprouts Academy on Karl Rd)", "starts kindergarten at Isaac Dickson
        # Elementary"): one to three capitalised words, no pronoun, title or staff
        "childcare_after_its_kind",
        r"(?i:\b" + _CHILDCARE_WORD + r"\b)(?:[ \t]+(?:is|was|called|at|-|–|—)|[ \t]*[(,:–—-])?[ \t]*"
        r"(?P<phi>(?!(?:The|A|An|This|That|His|Her|My|Our|Their|Your|I|He|She|We|They|It|On|In|At|For|And|But|So"
        r"|Staff|Teacher|Teachers|Manager|Nurse|Ms|Mr|Mrs|Miss|Dr|Mum|Mom|Dad)\b)[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2})"
        r"(?![\w-])",
        "ORGANIZATION",
        0.6,
        requires=_CHILDCARE_WORDS,
    ),
    Pattern(
        # the same before the word for it, two or three capitalised words ("Little Acorns crèche in Lonehill",
        # "Murgon State School kindy")
        "childcare_before_its_kind",
        r"(?<![\w-])(?P<phi>(?!(?:The|A|An|This|That|His|Her|My|Our|Their|Your|Local|Hospital|Work|Private|Community"
        r"|Special)\b)[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){1,2})[ \t]+" + _CHILDCARE_NAMED_AFTER + r"\b",
        "ORGANIZATION",
        0.6,
        requires=_CHILDCARE_WORDS,
    ),
    Pattern(
        # an organisation named by one to four capitalised words and the head word of its kind, anywhere: a charity
        # ("Irish Heart Foundation", "Miscarriage Association"), a lab or an imaging practice ("Prairie Diagnostic
        # Labs", "Northern Beaches Imaging"), a pharmacy, a home-care agency, a practice, a bank ("Four Corners Home
        # Care", "Kings Heath Medical Practice", "Indian Bank"); not a department ("Diagnostic Radiology", "Blood
        # Bank") nor a kind of service named alone ("Community Health Services", "Primary Care")
        "organization_by_head_word",
        r"(?<![\w-])(?!(?:The|A|An|This|That|His|Her|My|Our|Their|Your|Dear|To|From|At|In|With|Via|For|And|Or|Local"
        r"|National|Community|Primary|Public|Mental|Home|Medical|Health|Adult|Senior|Private|Diagnostic|Interventional"
        r"|Indigenous|Department|Blood|Specialty|Retail|Hospital|Outpatient|Inpatient|Paediatric|Pediatric|Neuro"
        r"|Cardiac|Pulmonary|Vestibular|Musculoskeletal|Sports|Women|Womens|Hand|Pelvic|Occupational|Speech|Acute"
        r"|Chronic|Hospice|Ward|Inpatients|Outpatients|Orthopaedic|Orthopedic|Hi|Hello|Child"
        # (a kind of council or network named alone: "County Council", "City Council", "Social Network")
        r"|County|City|Town|Borough|Parish|District|Social|Regional|State|Federal)\s)"
        # (a founder's or an eponym's possessive: "Alzheimer's Association", "Alzheimer's Society")
        r"(?P<phi>(?:[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:['\u2019]s)?|[A-Z]{2,5})"
        r"(?:[ \t]+(?:of[ \t]+|and[ \t]+|&[ \t]+)?[A-Z][a-z]+){0,3}"
        r"[ \t]+(?:Foundation|Association|Society|Alliance|Labs|Laboratories|Imaging|Radiology|Pharmacy"
        # councils, commissions, co-operatives and networks ("Nursing Council", "Aged Care Quality and Safety
        # Commission", "Northern Plains Grain Co-op", "Carers Network")
        r"|Council|Commission|Co-op|Cooperative|Co-operative|Credit[ \t]+Union|Network|Helpline"
        r"|Home[ \t]+Care|Home[ \t]+Support|Memory[ \t]+Care|Primary[ \t]+Care|Medical[ \t]+Practice|Public[ \t]+Health"
        r"|Hearing[ \t]+Services|Health[ \t]+Services|Bank|Trust"
        # a practice of the other health professions ("Active Rehab Physiotherapy", "SoundPath Audiology")
        r"|Physiotherapy|Physical[ \t]+Therapy|Audiology|Optometry|Optometrists|Podiatry|Chiropractic|Dental"
        r"|Dentistry|Orthodontics|Physio|Rehab|Opticians|Osteopathy|Eye[ \t]+Care))(?![\w-]|[ \t]*:)",
        "ORGANIZATION",
        0.55,
        requires=(
            *("foundation", "association", "society", "alliance", "labs", "laborator", "imaging", "radiology"),
            *("pharmacy", "home care", "home support", "memory care", "primary care", "medical practice"),
            *("public health", "hearing services", "health services", "bank", "trust", "physio", "physical therapy"),
            *("audiology", "optometr", "podiatry", "chiropractic", "dental", "dentistry", "orthodontics", "rehab"),
            *("opticians", "osteopathy", "eye care", "council", "commission", "co-op", "cooperative"),
            *("co-operative", "credit union", "network", "helpline"),
        ),
    ),
    Pattern(
        # a hospital's name in a note in capitals ("FROM HOLY FAMILY NURSING HOME", "AT GOOD SAMARITAN HOSPITAL"): one
        # to three words in capitals before the hospital word, none a word that only leads up to it
        # (`_LEADS_UP_TO_AN_INSTITUTION`: "ADMITTED TO HOSPITAL", "THE HOSPITAL" name none)
        "hospital_name_capitals",
        r"(?<![\w-])(?P<phi>(?:(?!(?:" + _LEADING_UP_IN_CAPITALS + r")\b)(?:ST\.|MT\.|[A-Z][A-Z'\u2019-]+)[ \t]+){1,3}"
        r"(?:HOSPITAL|MEDICAL[ \t]+CENTER|MEDICAL[ \t]+CENTRE|CLINIC|INFIRMARY|NURSING[ \t]+HOME|HOSPICE|"
        r"REHABILITATION[ \t]+CENTER|REHAB[ \t]+CENTER|HEALTH[ \t]+CENTER|HEALTH[ \t]+SYSTEM|HEALTHCARE|"
        r"MEDICAL[ \t]+GROUP|ASSISTED[ \t]+LIVING|SENIOR[ \t]+LIVING|FAMILY[ \t]+(?:PRACTICE|HEALTH|MEDICINE)))"
        r"(?![\w-]|[ \t]*:|[ \t]+COURSE\b)",
        "HOSPITAL",
        0.75,
        validator=_no_department_in_capitals,
        prefilter=(
            r"[A-Z][ \t]+(?:HOSPITAL|MEDICAL|CLINIC|INFIRMARY|NURSING|HOSPICE|REHAB|HEALTH|ASSISTED|SENIOR|FAMILY)"
        ),
    ),
    Pattern(
        # a school or a child's day care by its name ("attends Little Acorns Daycare", "Oakfield Primary", "Lincoln
        # Middle School"): one to three capitalised words before the kind of school; not a hospital's nursery
        # ("Special Care Nursery": no nursery without "School") nor primary care
        "school_by_head_word",
        r"(?<![\w-])(?!(?:" + _ARTICLE_OR_POSSESSIVE + r"|" + _BEFORE_A_SCHOOL + r")[ \t])"
        r"(?:[A-Z][a-z'\u2019]+[ \t]+){1,3}"
        r"(?:Day[ \t]?[Cc]are|Pre-?[Ss]chool|Nursery[ \t]+School|Montessori|Kindergarten|Child[ \t]?[Cc]are"
        r"|Learning[ \t]+Cent(?:er|re)|(?:Primary|Elementary|Middle|High|Junior[ \t]+High|Secondary|Grammar)"
        r"(?:[ \t]+School)?(?![ \t]+(?:Care|Physician|Doctor|Provider|Team|Diagnosis|Site|Tumou?r|Cancer|Nurse)\b)"
        r"|Academy|Primary[ \t]+Academy)(?![\w-])",
        "ORGANIZATION",
        0.7,
        requires=(
            *("daycare", "day care", "preschool", "pre-school", "nursery", "montessori", "kindergarten", "childcare"),
            *("child care", "learning", "primary", "elementary", "middle", "high", "secondary", "grammar", "academy"),
        ),
    ),
    Pattern(
        # a group practice named by its specialty or founders, maybe its place ("Cardiology Associates of Hudson
        # Valley", "Women's Health Associates", "Lakeshore Surgical Partners"); not after a possessive or an article
        "practice_associates",
        r"(?<![\w-])(?!(?:" + _ARTICLE_OR_POSSESSIVE + r"|With|And|Of)[ \t])"
        r"(?:[A-Z][a-z'\u2019]+[ \t]+|&[ \t]+){1,3}(?:Associates|Partners)"
        r"(?:[ \t]+of[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2})?(?![\w-])",
        "HOSPITAL",
        0.75,
        requires=("associates", "partners"),
    ),
    Pattern(
        # an employer named after a job ("started a new job as a dental hygienist at Smile Direct in Scottsdale",
        # "works for Raytheon", "employed at Home Depot"): up to four capitalised words after "at" / "for", in a note
        # in mixed case (the cue word not in capitals); not a day, a month, a holiday, "Home" alone, a title or an
        # article
        "employer_after_work",
        r"\b(?:[Jj]ob|[Ww]ork(?:s|ed|ing)?|[Ee]mployed|[Hh]ired|[Ii]ntern(?:s|ed|ing)?|[Dd]rives|[Dd]rove|[Dd]riving)"
        r"(?:[ \t]+as[ \t]+an?[ \t]+[a-z]+(?:[ \t]+[a-z]+){0,2})?[ \t]+(?:at|for)[ \t]+"
        r"(?P<phi>(?!" + _NOT_EMPLOYERS + r"(?![\w'-]))"
        r"[A-Z][A-Za-z'\u2019&.-]*[A-Za-z](?:[ \t]+(?:[A-Z][A-Za-z'\u2019&.-]*[A-Za-z]|&|of(?=[ \t]+[A-Z]))){0,3})"
        r"(?![\w-])",
        "ORGANIZATION",
        0.6,
        requires=("job", "work", "employed", "hired", "intern", "drives", "drove", "driving"),
        starts_with_required=True,
    ),
    Pattern(
        # an employer named after the word ("a medical certificate for pt's employer (Infosys)", "Employer: Cardiff
        # Bay Logistics Ltd", "his employer, Tesco, ..."): up to four capitalised words, no title or article
        "employer_named",
        r"\b(?i:employer)(?:['\u2019]s)?(?:[ \t]*[(:,][ \t]*|[ \t]+(?:is|was)[ \t]+)"
        r"(?P<phi>(?!" + _NOT_EMPLOYERS + r"(?![\w'-]))"
        r"[A-Z][A-Za-z'\u2019&.-]*[A-Za-z](?:[ \t]+(?:[A-Z][A-Za-z'\u2019&.-]*[A-Za-z]|&|of(?=[ \t]+[A-Z]))){0,3})"
        r"(?![\w-])",
        "ORGANIZATION",
        0.7,
        validator=lambda name: name.split()[0].lower().rstrip(".") not in _PLACEHOLDER_EMPLOYERS,
        requires=("employer",),
    ),
    Pattern(
        # the agency, company, school or care home a header's field names ("Agency: BrightPath Home Care", "School:
        # Lincoln Middle School", "Nursing home: Maple Grove Long-Term Care Home"): up to five capitalised words
        "organization_field",
        r"(?m)^[ \t]*(?i:(?:home[ \t]+health[ \t]+)?agency|company|school|insurer|nursing[ \t]+home"
        r"|care[ \t]+home|day[ \t]*care|organi[sz]ation|(?:insurance[ \t]+)?carrier)[ \t]*:[ \t]*"
        r"(?P<phi>(?!" + _NOT_EMPLOYERS + r"(?![\w'-]))"
        r"[A-Z][A-Za-z'\u2019&.-]*[A-Za-z](?:[ \t]+(?:[A-Z][A-Za-z'\u2019&.-]*[A-Za-z]|&|of(?=[ \t]+[A-Z]))){0,4})"
        r"(?![\w-])",
        "ORGANIZATION",
        0.7,
        validator=lambda name: name.split()[0].lower().rstrip(".") not in _PLACEHOLDER_EMPLOYERS,
        requires=("agency", "company", "school", "insurer", "home", "care", "organi", "carrier"),
    ),
    Pattern(
        # a bar, pub or restaurant by its name with "The", where something happened ("fall outside The Rusty Anchor
        # bar", "was at The Blue Moon Tavern"): the name before the kind of place
        "venue_before_its_kind",
        r"\b(?i:at|outside|from|near|behind|in|into|by)[ \t]+"
        r"(?P<phi>The[ \t]+[A-Z][\w'\u2019-]+(?:[ \t]+[A-Z][\w'\u2019-]+){0,3}?)"
        r"(?=[ \t]+(?i:bar|pub|tavern|restaurant|diner|caf[eé]|grill|saloon|nightclub|brewery|lounge)\b)",
        "ORGANIZATION",
        0.7,
        requires=("bar", "pub", "tavern", "restaurant", "diner", "cafe", "café", "grill", "saloon", "nightclub"),
    ),
    Pattern(
        # a shop, bar or restaurant by its owner's name in the possessive ("Rosie's Diner", "Tony's Pizza", "Dave's
        # Hardware"; a CRF reads "Rosie" as a person and "s Diner" as a place); not a relative's ("Mom's Kitchen")
        "venue_in_possessive",
        r"(?<![\w'\u2019-])(?!(?:Mom|Mum|Dad|Grandma|Grandpa|Nana|Papa|Mother|Father|Today|Tonight|Everyone|Children"
        r"|Women|Men|Kids?)['\u2019])"
        r"[A-Z][a-z]+['\u2019]s(?:[ \t]+[A-Z][a-z]+)?[ \t]+(?:Diner|Caf[eé]|Bakery|Pub|Grill|Tavern|Kitchen|Deli|Pizza"
        r"|Pizzeria|Bar|Restaurant|Bistro|Steakhouse|Cantina|Taqueria|Saloon|Salon|Barbershop|Garage|Hardware|Market"
        r"|Donuts|Florist|Boutique|Bookstore|Burgers|BBQ|Brewery|Creamery|Bakeshop|Auto[ \t]+Repair|Body[ \t]+Shop)"
        r"(?![\w-])",
        "ORGANIZATION",
        0.7,
        requires=("'s", "\u2019s"),
        prefilter=r"[A-Z][a-z]+['\u2019]s[ \t]+[A-Z]",
    ),
    Pattern(
        # a residence for the elderly named by a place or a made-up name ("Golden Years Senior Living", "Maple Grove
        # Assisted Living Community", "Brookhaven Nursing and Rehab"); not after an article or a possessive ("her
        # assisted living")
        "care_home_name",
        r"(?<![\w-])(?!(?:" + _ARTICLE_OR_POSSESSIVE + r"|With|And|Of|At|In|To|From|She|He|They|We|I)[ \t])"
        r"(?:[A-Z][a-z'\u2019]+[ \t]+){1,3}"
        r"(?:(?:Assisted|Senior|Independent)[ \t]+Living|(?:Nursing|Health(?:care)?|Care)[ \t]+(?:and|&)[ \t]+"
        r"Rehab(?:ilitation)?)(?:[ \t]+(?:Cent(?:er|re)|Community|Facility|Residence))?(?![\w-])",
        "HOSPITAL",
        0.75,
        requires=("living", "rehab"),
    ),
    Pattern(
        # a congregation a social history names ("attends Bethel AME church", "First Baptist Church of Quincy"); not
        # a denomination alone ("the Roman Catholic Church")
        "place_of_worship",
        r"(?<![\w-])(?!(?:" + _ARTICLE_OR_POSSESSIVE + r")[ \t])"
        r"(?!(?:Roman[ \t]+)?Catholic[ \t]+[Cc]hurch|Orthodox[ \t]+[Cc]hurch)"
        r"(?:[A-Z][a-z]+|[A-Z]{2,4})(?:[ \t]+(?:[A-Z][a-z]+\.?|[A-Z]{2,4}|of|the)){0,3}"
        r"[ \t]+(?:[Cc]hurch|[Cc]hapel|[Tt]emple|[Ss]ynagogue|[Mm]osque|[Pp]arish|[Cc]athedral)\b",
        "ORGANIZATION",
        0.75,
        requires=("church", "chapel", "temple", "synagogue", "mosque", "parish", "cathedral"),
    ),
    Pattern(
        # the same in a note in one case, named by a word before its denomination ("grace lutheran church", "FIRST
        # BAPTIST CHURCH OF QUINCY"); not after an article or a possessive, nor a denomination alone ("the catholic
        # church", "roman catholic church")
        "place_of_worship_one_case",
        r"(?<![\w'-])(?!(?i:the|a|an|my|our|his|her|their|your|this|that|at|to|in|of|and|attends?|go|goes|roman|greek"
        r"|russian|local|same|new|old|big|small)\b)(?i:[a-z]+[ \t]+(?:lutheran|baptist|methodist|presbyterian"
        r"|episcopal|catholic|pentecostal|adventist|evangelical|orthodox|ame|congregational|unitarian|reformed"
        r"|mennonite|nazarene|bible|community)[ \t]+church(?:[ \t]+of[ \t]+[a-z]+)?)(?![\w-])",
        "ORGANIZATION",
        0.7,
        validator=_in_one_case,
        requires=("church",),
    ),
    Pattern(
        # the pharmacy chains a note names when a prescription is sent or called in ("Called Walgreens #4471"); "CVS"
        # only with a word that makes it the pharmacy (alone it is also chorionic villus sampling)
        "pharmacy_chain",
        r"\b(?:Walgreens|Rite[ \t]+Aid|Duane[ \t]+Reade|Express[ \t]+Scripts|OptumRx|Caremark|"
        r"CVS(?=[ \t]*(?:/[ \t]*)?(?:[Pp]harmacy|PHARMACY|Caremark|Health|#|[Oo]n[ \t]|[Ii]n[ \t]+[A-Z]"
        r"|[Ss]tore\b)))\b",
        "ORGANIZATION",
        0.8,
        requires=("walgreens", "rite", "duane", "express", "optumrx", "caremark", "cvs"),
    ),
    Pattern(
        # a charity, veterans' group or community service a social history names ("Contacted Catholic Charities re:
        # utility assistance", "at his VFW post", "Meals on Wheels delivers lunch"): the names that are no ordinary
        # phrase, capitalised
        "community_organization",
        r"\b(?:Catholic[ \t]+Charities|Lutheran[ \t]+(?:Social[ \t]+)?Services|Jewish[ \t]+Family[ \t]+Services"
        r"|Meals[ \t]+on[ \t]+Wheels|American[ \t]+Legion|VFW|Goodwill(?:[ \t]+Industries)?"
        r"|Habitat[ \t]+for[ \t]+Humanity|United[ \t]+Way|Red[ \t]+Cross|Salvation[ \t]+Army"
        r"|Area[ \t]+Agency[ \t]+on[ \t]+Aging|Boys[ \t]+(?:&|and)[ \t]+Girls[ \t]+Clubs?|YWCA|Big[ \t]+Brothers"
        r"(?:[ \t]+Big[ \t]+Sisters)?|St\.?[ \t]+Vincent[ \t]+de[ \t]+Paul)\b",
        "ORGANIZATION",
        0.75,
        requires=(
            *("catholic", "lutheran", "jewish", "meals", "american", "vfw", "goodwill", "habitat", "united", "red"),
            *("salvation", "area", "boys", "ywca", "big", "st"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # the pharmacy a prescription goes to, named in its field ("Pharmacy: Hy-Vee #1521, Ames IA", "PREFERRED
        # PHARMACY: SHOPRITE OF HOBOKEN"): one to four words up to a store number, a comma, a bracket, a dash or the
        # line's end (`_names_a_pharmacy`: not "none" nor "on file")
        "pharmacy_field",
        r"\b(?i:pharmacy)[ \t]*:[ \t]*(?P<phi>"
        + _PHARMACY_NAME_WORD
        + r"(?:[ \t]+(?:"
        + _PHARMACY_NAME_WORD
        + r"|&)){0,3}?)"
        r"\.?(?=[ \t]*(?:[#,;(]|\r?$|-[ \t]|\d+[ \t]*(?:[,;(]|\r?$)))",
        "ORGANIZATION",
        0.75,
        re.MULTILINE,
        validator=_names_a_pharmacy,
        requires=("pharmacy",),
        starts_with_required=True,
    ),
    Pattern(
        # the same in any case ("the walgreens on main st"), a store's pharmacy ("Walmart Pharmacy", "kroger
        # pharmacy"), and "cvs" before "pharmacy", a store number or its street ("the cvs on main st"; alone it is
        # also chorionic villus sampling): tried where one of the names starts
        "pharmacy_chain_any_case",
        r"\b(?i:walgreens|rite[ \t]+aid|duane[ \t]+reade|"
        r"(?:walmart|costco|kroger|safeway|publix|meijer|wegmans|h-e-b|heb)[ \t]+pharmacy|h-e-b"
        r"|cvs(?=[ \t]+pharmacy\b|[ \t]*#[ \t]*\d|[ \t]+(?:on|in)[ \t]+[a-z]+[ \t]+"
        r"(?:st|street|ave|avenue|rd|road|blvd|dr|drive|way|ln|lane|pkwy|hwy)\b))\b",
        "ORGANIZATION",
        0.75,
        requires=(
            *("walgreens", "rite", "duane", "walmart", "costco", "kroger", "safeway", "publix", "meijer", "wegmans"),
            *("h-e-b", "heb", "cvs"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        "business_chain",
        r"(?<![\w'-])(?:" + "|".join(re.escape(name) for name in sorted(BUSINESS_CHAINS, key=len, reverse=True)) + r")"
        r"(?![\w-]|'\w)",
        "ORGANIZATION",
        0.65,  # below the rules that say why the name is there ("his employer, Tesco")
        requires=tuple(sorted({name.split()[0].lower() for name in BUSINESS_CHAINS})),
        # tried only where a chain's first word starts, not at every capital
        starts_with_required=True,
    ),
    Pattern(
        # a health insurer by name ("Insurance: Aetna member ID ...", "Ins: BCBS", "denied by unitedhealthcare"): the
        # names that are no ordinary word, in any case; "Anthem" capitalised
        "health_insurer",
        r"\b(?:Anthem[ \t]+)?(?i:aetna|cigna|humana|unitedhealthcare|united[ \t]+healthcare|tricare"
        r"|molina[ \t]+healthcare|highmark|wellcare|bcbs|ahcccs|masshealth|tenncare|soonercare|badgercare"
        r"|caresource|ambetter|premera|regence|moda[ \t]+health|oscar[ \t]+health|medi-cal"
        r"|blue[ \t]+cross(?:[ \t]+(?:and|&)[ \t]+blue[ \t]+shield|[ \t]+blue[ \t]+shield)?|blue[ \t]+shield)\b"
        r"|\bAnthem(?=[ \t]+(?:[Ii]nsurance|[Pp]lan|HMO|PPO)\b)",
        "ORGANIZATION",
        0.75,
        requires=(
            *("aetna", "cigna", "humana", "united", "tricare", "molina", "highmark", "wellcare", "bcbs", "blue"),
            *("anthem", "ahcccs", "masshealth", "tenncare", "soonercare", "badgercare", "caresource", "ambetter"),
            *("premera", "regence", "moda", "oscar", "medi-cal"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # an insurer no list holds, capitalised after "insurance" ("Insurance (Moda) denied it", "Insurance: Priority
        # Health", "insurance through Dean Health Plan"); not a program or a status ("Insurance: Medicare",
        # "Insurance: Verified") nor an ordinary word
        "insurer_after_insurance",
        r"\b(?i:insurance|insurer)(?:[ \t]*[:(][ \t]*|[ \t]+(?:is|through|with|via|from|by)[ \t]+)"
        r"(?P<phi>[A-Z][A-Za-z'&-]+(?:[ \t]+[A-Z][A-Za-z'&-]+){0,2})(?![\w-])",
        "ORGANIZATION",
        0.6,
        validator=_names_an_insurer,
        requires=("insur",),
    ),
    Pattern(
        # a chain of dialysis centres, urgent or occupational care, home health or rehabilitation by name ("Fresenius
        # Kidney Care Westside", "the davita unit", "saw dr obrien at the concentra on route 9", "MinuteClinic"): the
        # names that are no ordinary word in any case, with the service and, in mixed case, up to two capitalised
        # words of the site after it
        "care_chain",
        r"\b(?i:fresenius|davita|concentra|minuteclinic|medexpress|amedisys|encompass[ \t]+health"
        r"|u\.?s\.?[ \t]+renal[ \t]+care)"
        r"(?:[ \t]+(?i:kidney[ \t]+care|dialysis(?:[ \t]+(?:center|centre|unit))?|medical(?:[ \t]+care)?"
        r"|urgent[ \t]+care|occupational[ \t]+health|hospital|healthcare|rehab(?:ilitation)?(?:[ \t]+hospital)?"
        r"|home[ \t]+health|at[ \t]+home))?"
        r"(?:[ \t]+(?!" + _NOT_A_SITE + r"\b)[A-Z][a-z]+){0,2}(?![\w-])",
        "HOSPITAL",
        0.75,
        requires=(
            *("fresenius", "davita", "concentra", "minuteclinic", "medexpress", "amedisys", "encompass", "renal"),
        ),
    ),
    Pattern(
        # a public service named by its place or people ("Scottish Ambulance Service", "London Ambulance Service",
        # "Indian Health Service", "Houston Fire Department", "Toronto Police Service"): one to three capitalised
        # words before the kind of service, not after an article or a possessive
        "public_service_by_head_word",
        r"(?<![\w-])(?!(?:"
        + _ARTICLE_OR_POSSESSIVE
        + r"|Call|Ring|Phone|Contact)[ \t])(?:[A-Z][a-z'\u2019]+[ \t]+){1,3}"
        r"(?:Ambulance[ \t]+Service|Health[ \t]+Service|Fire[ \t]+(?:Service|Department|and[ \t]+Rescue)"
        r"|Police[ \t]+(?:Service|Department|Force)|Coast[ \t]+Guard)(?![\w-])",
        "ORGANIZATION",
        0.7,
        requires=("ambulance service", "health service", "fire", "police", "coast guard"),
    ),
    Pattern(
        # a general hospital named by its place alone, after where one goes or is ("not in Coast General",
        # "transferred to Kingston General", "at Vancouver General"); not a title ("the Attorney General", "Surgeon
        # General"), nor a company ("General Motors")
        "hospital_general_by_place",
        r"\b(?:to|at|in|from|into|In|At|To|From)[ \t]+(?:the[ \t]+)?"
        r"(?P<phi>(?!"
        + _TITLES_BEFORE_GENERAL
        + r")[A-Z][a-z]+(?:[ \t]+(?!"
        + _TITLES_BEFORE_GENERAL
        + r")[A-Z][a-z]+)?"
        r"[ \t]+General)(?![\w-]|[ \t]+[A-Z])",
        "HOSPITAL",
        0.7,
        requires=("general",),
        prefilter=r"[a-z][ \t]+General(?![\w-]|[ \t]+[A-Z])",
    ),
    Pattern(
        # a children's hospital named "Children's <word>" ("Children's Mercy", "Children's National", "Children's
        # Healthcare of Atlanta"); not a children's medicine ("Children's Tylenol")
        "childrens_hospital",
        r"\b(?i:children['\u2019]?s)[ \t]+(?i:mercy|national|healthcare|hospital|medical|minnesota|wisconsin"
        r"|colorado|nebraska|memorial|specialized|health|nationwide)"
        r"(?:[ \t]+(?i:hospital|medical[ \t]+cent(?:er|re)|health(?:care)?(?:[ \t]+system)?|clinics?"
        r"|kansas[ \t]+city))?"
        r"(?:[ \t]+(?:of|at)[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)?(?![\w-])",
        "HOSPITAL",
        0.8,
        requires=("children",),
        starts_with_required=True,
    ),
    Pattern(
        # a dental, eye or chiropractic practice by name ("Smile Bright Family Dentistry", "Lakeside Dental Group",
        # "Clear View Eye Care"); not a field of dentistry ("Pediatric Dentistry")
        "practice_name",
        r"(?<![\w-])(?!(?:" + _ARTICLE_OR_POSSESSIVE + r"|" + _FIELDS_OF_PRACTICE + r")[ \t])"
        r"(?:[A-Z][a-z'\u2019]+[ \t]+){1,3}(?:Family[ \t]+)?"
        r"(?:Dentistry|Dental(?:[ \t]+(?:Care|Group|Center|Centre|Associates|Arts|Studio))?|Orthodontics|Chiropractic"
        r"|Eye[ \t]+Care|Optometry|Vision[ \t]+Center|Counsel(?:l)?ing(?:[ \t]+(?:Center|Centre|Services|Associates))?"
        r"|Behavioral[ \t]+Health|Wellness[ \t]+Cent(?:er|re))(?![\w-])",
        "HOSPITAL",
        0.75,
        requires=(
            *("dent", "orthodontics", "chiropractic", "eye", "optometry", "vision", "counseling", "counselling"),
            *("behavioral", "wellness"),
        ),
        # the head word, capitalised as the rule reads it: "dent" and "eye" alone are in many notes ("patient")
        prefilter=r"(?:Dent(?:istry|al)|Orthodontics|Chiropractic|Eye[ \t]+Care|Optometry|Vision[ \t]+Cent"
        r"|Counsell?ing|Behavioral[ \t]+Health|Wellness[ \t]+Cent)",
    ),
    Pattern(
        # a residence or a complex named "The <grove> at <place>" ("The Arbors at Westfield", "The Gardens at
        # Cedar Ridge", "The Villas of Sun City"), capitalised
        "residence_at_place",
        r"\bThe[ \t]+(?:[A-Z][a-z]+[ \t]+)?(?:Arbors|Gardens|Villas|Terraces?|Commons|Meadows|Oaks|Pines|Willows"
        r"|Residences?|Manor|Glen|Heights|Courtyards?|Cottages|Landing|Pointe|Woods|Springs|Village|Greens)"
        r"[ \t]+(?:at|of|on)[ \t]+(?:the[ \t]+)?[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?(?![\w-])",
        "HOSPITAL",
        0.7,
        requires=(
            *("arbors", "gardens", "villas", "terrace", "commons", "meadows", "oaks", "pines", "willows"),
            *("residence", "manor", "glen", "heights", "courtyard", "cottages", "landing", "pointe", "woods"),
            *("springs", "village", "greens"),
        ),
    ),
    Pattern(
        # "St. Vincent's", "Saint Luke's": a saint's name in the possessive names a hospital (or a parish or school) in
        # a note; not a herb, a holiday or a disease ("St. John's wort", "St. Patrick's Day", "St. Vitus's dance")
        "saints_possessive",
        # with the kind of place after it ("St James's Hospital": a CRF reads "s Hospital" apart)
        _SAINTS_POSSESSIVE + r"(?![ \t]+(?:[Ww]ort|[Dd]ay|[Dd]ance|[Ff]ire|[Ee]ve)\b)"
        r"(?:[ \t]+(?:University[ \t]+)?(?:Hospital|Medical[ \t]+Cent(?:er|re)|Infirmary|Hospice|Clinic"
        r"|Health[ \t]+Cent(?:er|re)|Nursing[ \t]+Home|Care[ \t]+Home|School|College|Church|Cathedral|Parish"
        r"|Academy)\b)?",
        "HOSPITAL",
        0.75,
        requires=("st", "saint"),
        prefilter=_SAINTS_POSSESSIVE,
    ),
    Pattern(
        # a numbered road ("the CVS on Route 9", "off Highway 301", "rte 128"); not "I-95", which is also iodine-131's
        # way of writing ("I-131 therapy")
        "numbered_road",
        r"(?i:\b(?:(?:state|county|us)[ \t]+)?(?:route|rte\.?|highway|hwy\.?|interstate)[ \t]+)\d{1,4}[A-Za-z]?\b"
        r"(?![ \t]*(?:mg|mcg|ml|units?|times|x)\b)",
        "STREET",
        0.75,
        requires=("route", "rte", "highway", "hwy", "interstate"),
    ),
    Pattern(
        # an interstate by its short name after a word of travel ("stuck in traffic on I-95", "took i-35 north"); not
        # iodine's isotopes ("on I-131 therapy")
        "interstate_short",
        r"\b(?i:on|off|via|take|took|taking|down|up|along|near|exit|from|to)[ \t]+(?P<phi>[Ii]-\d{1,3})"
        r"(?<!-123)(?<!-124)(?<!-125)(?<!-131)(?![\w-])",
        "STREET",
        0.75,
        requires=("i-",),
    ),
    Pattern(
        "po_box",
        r"\b(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box)\s+\d+\b",
        "STREET",
        0.9,
        re.IGNORECASE,
        requires=("box",),
    ),
)
"""Location rules, English notes."""
