"""Profession rules: an occupation named after its cue.

"works as a long-haul truck driver", "Occupation: retired postal worker", "is a bus driver", "I'm a nurse": the i2b2
guidelines annotate a patient's or relative's profession (PROFESSION). A CRF finds the occupations it has seen; this
rule finds one it has not where the note says what it is: after a cue word, up to two modifier words and a head noun
that names an occupation (`OCCUPATION_HEADS`, or an entry of the packaged `professions` dictionary). Without a head
noun nothing is tagged: "retired in 2015", "works as a team", "former smoker", "I'm a bit worried"; nor a driver in a
collision ("is a restrained driver"). After "works as a", one or two words ending the clause name an occupation without
a head noun when the last is no ordinary or medical word ("works as a sommelier.").
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.resources.dictionaries import load_dictionary
from phiscrub.taggers.rules.pattern import Pattern

OCCUPATION_HEADS: Final[tuple[str, ...]] = (
    *("driver", "worker", "miner", "teacher", "nurse", "engineer", "mechanic", "electrician", "plumber", "carpenter"),
    *("farmer", "clerk", "cashier", "manager", "technician", "assistant", "aide", "attendant", "operator", "laborer"),
    *("labourer", "officer", "firefighter", "fireman", "policeman", "accountant", "lawyer", "attorney", "secretary"),
    *("salesman", "saleswoman", "salesperson", "waitress", "waiter", "server", "bartender", "cook", "chef", "janitor"),
    *("custodian", "contractor", "welder", "painter", "machinist", "pilot", "soldier", "professor", "librarian"),
    *("pastor", "minister", "priest", "rabbi", "imam", "carrier", "courier", "trucker", "fisherman", "landscaper"),
    *("roofer", "mason", "bricklayer", "housekeeper", "nanny", "babysitter", "hairdresser", "barber", "stylist"),
    *("cosmetologist", "paralegal", "banker", "analyst", "consultant", "programmer", "developer", "designer"),
    *("architect", "veterinarian", "pharmacist", "dentist", "physician", "surgeon", "therapist", "counselor"),
    *("paramedic", "dispatcher", "guard", "inspector", "supervisor", "foreman", "butcher", "baker", "tailor"),
    *("seamstress", "journalist", "reporter", "writer", "editor", "musician", "artist", "photographer", "actor"),
    *("actress", "dancer", "coach", "athlete", "realtor", "broker", "agent", "auditor", "bookkeeper", "receptionist"),
    *("cleaner", "porter", "lineman", "logger", "rancher", "sheriff", "deputy", "detective", "marine", "sailor"),
    *("principal", "superintendent", "director", "coordinator", "specialist", "representative", "scientist"),
    *("researcher", "executive", "lecturer", "instructor", "educator", "psychologist", "administrator"),
    *("phlebotomist", "sonographer", "hygienist", "nutritionist", "radiographer", "doula", "longshoreman"),
    *("stevedore", "dockworker", "schoolteacher", "homemaker", "housewife", "shopkeeper"),
    *("groundskeeper", "deckhand", "farmhand", "steelworker", "ironworker", "autoworker", "metalworker"),
    *("woodworker", "farmworker", "millworker", "caseworker", "cna", "lpn", "lvn", "emt", "stna", "teller"),
    *("barista", "dishwasher", "tutor", "optometrist", "chiropractor", "podiatrist", "practitioner", "midwife"),
    *("mortician", "undertaker", "jeweler", "florist", "locksmith", "upholsterer", "pipefitter", "boilermaker"),
    *("millwright", "surveyor", "geologist", "chemist", "biologist", "economist", "statistician", "translator"),
    *("interpreter", "deacon", "missionary", "nun", "maid", "valet", "bouncer", "entrepreneur", "stockbroker"),
    *("orthodontist", "optician", "audiologist", "bailiff", "handyman", "exterminator", "lumberjack", "roughneck"),
    *("lifeguard", "referee", "umpire", "jockey", "groomer", "tech", "trainer", "stocker", "grocer", "hostess"),
    *("busboy", "influencer", "youtuber", "streamer", "chaplain", "handler", "merchant", "seafarer", "trader"),
    *("rider", "stenographer", "servant", "preacher", "evangelist", "vendor", "hawker", "artisan", "weaver"),
    *("potter", "cobbler", "herder", "herdsman", "fishmonger", "carver", "seller", "helper", "conductor", "maker"),
    *("gunner", "psw", "hca", "owner", "proprietor", "lobsterman", "storekeeper", "shepherd", "fisherwoman"),
    *("builder", "shipbuilder", "hairstylist", "postman", "mailman", "postwoman", "radiologist", "pediatrician"),
    *("psychiatrist", "anesthesiologist", "dermatologist", "pathologist", "cardiologist", "oncologist", "neurologist"),
    *("obstetrician", "gynecologist", "ophthalmologist", "urologist"),
    *("fitter", "mineworker", "headmistress", "headmaster", "leader", "childminder", "associate", "student"),
    *("selector", "picker", "packer", "operative", "shearer"),
    *("hospitalist", "intensivist", "internist", "physiotherapist", "physio"),
    *("captain", "postmistress", "postmaster", "coder", "matron"),
    *("organist", "faller", "sparky", "bagger", "hunter", "shrimper", "trapper", "drover", "pianist", "infantryman"),
    *("joiner", "plasterer", "scaffolder", "glazier", "tiler", "brickie", "postie", "dustman", "binman", "higgler"),
    *("anaesthetist", "anesthetist", "compounder"),
    *("motorcyclist", "player", "defender", "installer", "puller", "polisher", "caretaker", "assembler", "chippy"),
    *("vet", "guide", "tailor", "seaman", "stonemason", "cabbie"),
    *("crofter", "cutter", "pumper", "sergeant", "corporal", "lieutenant", "colonel", "airman", "constable"),
    *("quarryman", "roustabout", "ranger", "smokejumper", "stockman", "stockwoman", "musterer", "mortarman"),
    *("jackaroo", "jillaroo", "monger", "medic", "truckie", "fencer"),
    *("grower", "trimmer", "conscript", "winemaker", "brewer", "harvester", "boatman", "ferryman", "scout"),
    *("sheepherder", "goatherder", "cowherd", "swineherd", "shipwright", "wheelwright", "blacksmith", "goldsmith"),
    *("silversmith", "locksmith", "ironmonger", "winegrower", "labourer"),
)
"""Head nouns of occupations ("postal worker", "truck driver"), lower case; the nursing aides' and nurses' titles that
name a job ("works as a CNA", "is an LPN")."""
_HEAD_SET: Final = frozenset(OCCUPATION_HEADS)
OCCUPATION_COMPOUNDS: Final[tuple[str, ...]] = (
    *("dinner lady", "lunch lady", "tea lady", "lollipop lady", "nursing sister", "station hand", "farm hand"),
    *("ranch hand", "stable hand", "deck hand", "dock hand", "mountain guide", "tour guide", "safari guide"),
    *("fishing guide", "trekking guide", "hunting guide", "panel beater", "au pair", "team lead"),
)
"""Occupations of two words whose last word names none alone ("dinner lady", "station hand", "tour guide")."""


def is_an_occupation_word(word: str) -> bool:
    """Return whether a lower-cased word is an occupation's head noun or an entry of the professions list."""
    return word in _HEAD_SET or word in load_dictionary("professions")


_STILL: Final = r"(?:[ \t]+(?:still|now|currently|also|just|only))?"
"""An adverb between "is" and the occupation's article ("He's still a scaffolder for Hawkins")."""
_CUE_TAIL: Final = (
    r"(?:[ \t]*[:,]|[ \t]+as)?" + _STILL + r"[ \t]+(?:(?:a|an|the)[ \t]+)?(?:(?:right|left)-handed[ \t]+)?"
    r"(?:(?:retired|former|formerly)[ \t]+)?)"
)
_WORK_HOURS: Final = (
    r"(?:[ \t]+(?:nights?|days?|evenings?|overnights?|weekends?|part[- ]time|full[- ]time|(?:night|day|evening|late)"
    r"[ \t]+shifts?|shifts?|offshore|abroad|overseas|away|remotely)(?=[ \t]+as\b))?"
)
"""When or where someone works, between "work" and "as" ("I work night shifts as a respiratory therapist", "works
offshore as a roustabout")."""
_CUE: Final = (
    r"(?i:\b(?:occupation|profession|employment|job|(?:role|position|job[ \t]+title|work[ \t]+history|trade)(?=[ \t]*:)"
    r"|(?:work|works|worked|working)" + _WORK_HOURS + r"|employed|retired|long-?time(?=[ \t]+[a-z])"
    r"|(?:started|starting|began|hired|promoted|trained|training)(?=[ \t]+as[ \t]+an?\b)"
    # the years of a career in it, a promotion to it ("her years as a schoolteacher", "promoted to Senior Product
    # Manager at Kiwibank")
    r"|(?:years|yrs|decades|career)(?=[ \t]+as[ \t]+an?\b)|promoted[ \t]+to(?=[ \t]+[A-Za-z])"
    # the occupation someone studies for ("studying to be an early childhood educator", "training to become a joiner")
    r"|(?:studying|training)[ \t]+to[ \t]+(?:be|become)(?=[ \t]+an?\b)"
    r"|former|formerly|previously(?=[ \t]+an?\b)|(?:is|was|i[ \t]+am|i['\u2019]?m|used[ \t]+to[ \t]+be)(?="
    + _STILL
    + r"[ \t]+an?\b)"
    # "she's a hairstylist", "he's a retired shipbuilder", "I'm the only paralegal on the case"
    r"|(?:he|she|who)['\u2019]s(?=" + _STILL + r"[ \t]+(?:an?|the)\b)"
    r"|i['\u2019]?m[ \t]+the[ \t]+only(?=[ \t])|i['\u2019]?m(?=[ \t]+the\b)"
    # "you were a horse vet", "I'd been a product manager", "she had been a nanny"
    r"|(?:were|been|being)(?=[ \t]+an?\b)"
    # the reader's, in a message ("your profile says you're a vet tech?")
    r"|(?:you['\u2019]re|you[ \t]+are|ur)(?=[ \t]+an?\b)"
    r"|(?:are|were)[ \t]+both)" + _CUE_TAIL
)
"""A word or field naming the occupation ("Role: forklift operator"), or "is a" / "was a" / "I'm a" / "she's a" /
"who's an" / "used to be a" / "are both" / "I'm the only" / "I'm the" / "she's the" / "studying to be a", before it."""
_AGE_CUE: Final = (
    r"(?i:(?:(?<![\w.])\d{1,3}[ \t]*(?:yo|y/o|y\.o\.|-?[ \t]*(?:years?|yrs?)[ \t]*-?[ \t]*old)"
    r"(?:[ \t]+(?:male|female|man|woman|m|f))?|\baged[ \t]+\d{1,3}(?=[ \t]*,))" + _CUE_TAIL
)
"""An age before the occupation ("a 58yo Filipino-American nurse", "a 27-year-old construction worker", "aged 52, a
farmer")."""
_RELATIVE_WORDS: Final = (
    "husband|wife|spouse|partner|son|daughter|mother|father|brother|sister|friend|neighbour|neighbor|cousin|colleague"
    "|dad|mum|mom|uncle|aunt|nephew|niece"
)
"""The ties an occupation may stand in apposition to, by themselves or before the relative's name (a friend's and a
neighbour's too: "his friend Kevo, a boda boda rider,")."""
_APPOSITION_CUE: Final = (
    r"(?:(?i:\b(?:female|male|woman|man|gentleman|lady|" + _RELATIVE_WORDS + r"|patient|pt|above[ \t]+named))"
    r"|\b(?i:married[ \t]+to|lives[ \t]+with|(?:widow(?:er)?|wife|husband|son|daughter|mother|father)[ \t]+of)[ \t]+"
    r"[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?"
    # a relative named after the tie, with a title or not ("Husband Jomar, a seafarer", "Her mother, Mrs. Bolanle
    # Adewale, a trader")
    # a person's full name before their age ("I am Rakesh Kumar Verma, 46, a school teacher"), or a name, "is" and
    # the age ("Jacko is 27, a dairy farmhand out at Purnim")
    r"|\b[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){1,2}(?=[ \t]*,[ \t]*\d{1,3}[ \t]*,)"
    r"|\b[A-Z][a-z]+[ \t]+is[ \t]+\d{1,3}(?=[ \t]*,)"
    # or a pronoun and the age ("He's 58, a dry cleaner in Fort Lee", "I'm 19 po, a nursing student")
    r"|\b(?i:he['\u2019]s|she['\u2019]s|i['\u2019]m)[ \t]+\d{1,3}(?:[ \t]+po)?(?=[ \t]*,)"
    # the writer introducing themself, a clinician too ("I'm Jocelyn Manalo, a staff nurse here in Riyadh")
    r"|\b(?i:i['\u2019]m|i[ \t]+am|my[ \t]+name[ \t]+is)[ \t]+[A-Z][a-z'-]+(?:[ \t]+[A-Z][a-z'-]+){0,2}"
    # a person named with a title ("Thank you for referring Mr. Javed, a tailor with a small shop"; not a
    # clinician's role: "Mrs Ellen Park, a nurse from the ward")
    r"|\b(?:Mr|Mrs|Ms|Miss|Mdm|Mx)\.?[ \t]+[A-Z][a-z'-]+(?:[ \t]+[A-Z][a-z'-]+){0,2}"
    r"(?=[ \t]*,[ \t]+an?[ \t]+(?!(?:\w+[ \t]+)?(?:doctor|physician|surgeon|dentist|nurse|paramedic|pharmacist"
    r"|therapist|physiotherapist|midwife|dietitian|social[ \t]+worker|consultant|registrar|clinician)\b))"
    r"|\b(?i:" + _RELATIVE_WORDS + r")(?:[ \t]*,)?[ \t]+"
    r"(?:(?:Mr|Mrs|Ms|Miss)\.?[ \t]+)?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[ \t]+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+){0,2})"
    # the relative's age between ("Father, Alejandro Ruiz, 55, an airline pilot")
    r"(?:[ \t]*,[ \t]*\d{1,3})?[ \t]*,[ \t]+(?i:an?)[ \t]+(?i:(?:retired|former)[ \t]+)?"
)
"""A person named by sex or relationship, or a spouse by name, with an occupation set apart after it ("a 52-year-old
Filipino female, a nurse at Kaiser", "Married to Joselito, a mechanic", "Pt, an auto-rickshaw driver,", "Mr. Javed, a
tailor")."""
_MODIFIER: Final = (
    r"(?:labou?r[ \t]+and[ \t]+delivery[ \t]+|tool[ \t]+and[ \t]+die[ \t]+|\d(?:st|nd|rd|th)[ \t]+grade[ \t]+"
    r"|(?:911|999|000|112)[ \t]+"
    r"|(?!(?:and|or|in|at|for|from|since|with|who|was|is|an|the|retired|former|formerly|restrained|unrestrained|syringe"
    r"|designated|right-handed|left-handed)\b)[a-z][a-z'-]+[ \t]+)"
)
"""A word before an occupation's head ("truck" of "truck driver"; "labor and delivery" of a nurse's ward, "tool and
die" of a maker, the emergency number of a dispatcher: "911 dispatcher"); not a syringe's ("syringe driver": a pump)."""
_NOT_IN_A_CRASH: Final = (
    r"(?![ \t]+(?i:in|of)[ \t]+(?i:(?:an?|the)[ \t]+)?(?:[\w-]+[ \t]+)?"
    r"(?i:mvcs?|mvas?|collisions?|accidents?|crash(?:es)?|car|vehicle|motor)\b)"
)
"""What may not follow the occupation: a collision ("50 yo male driver in MVC", "the driver of the car")."""
_HEADS: Final = (
    "(?:"
    + "|".join(
        head.replace(" ", r"[ \t]+")
        for head in sorted((*OCCUPATION_HEADS, *OCCUPATION_COMPOUNDS), key=len, reverse=True)
    )
    + ")"
)

_HEAD_BEFORE_A_PLACE: Final = (
    # (one word and the place looked for before the list of heads)
    r"[ \t]+(?=[A-Za-z]+[ \t]+(?:in|at|for)[ \t]+(?:the[ \t]+)?[A-Z])(?P<phi>(?i:"
    + _HEADS
    + r"))(?=[ \t]+(?:in|at|for)[ \t]+(?:the[ \t]+)?[A-Z])"
)
"""An occupation's head alone, the PHI, before where it is practised that a capital starts ("fisherman at Teluk
Kumbar", "manager at the Mitchelstown creamery")."""

_OCCUPATION: Final = (
    r"(?P<phi>(?i:"
    + _MODIFIER
    + r"{0,3}(?!(?:retired|unemployed)\b)(?!(?:"
    + "|".join(rf"(?<={word}[ \t])" for word in ("dog", "cat", "pet", "home", "gun", "car", "horse", "house"))
    + r")owners?\b)(?:"
    + _HEADS
    + r"|<<professions>>)s?))(?![\w-])"
    + _NOT_IN_A_CRASH
)
"""The occupation after its cue: up to two modifiers and a head noun or an entry of the professions list (not its
"retired" or "unemployed": "a 71 year old right-handed retired postal carrier" is a carrier, not "right-handed
retired"; not an owner of a pet, a home or a car: "is a dog owner")."""

_FULL_NAME_WORD: Final = r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+"
_FULL_NAME: Final = (
    r"(?!(?:Dr|Mr|Mrs|Ms|Prof|Doctor)\b)" + _FULL_NAME_WORD + r"(?:[ \t]+(?:[A-Z]\.[ \t]+)?(?:\"[A-Z][a-z]+\"[ \t]+)?"
    r"(?:(?:dela|de|del|da|di|van|von|bin|binti|al|el|le|la|dos|du)[ \t]+)?(?!(?:Dr|Mr|Mrs|Ms|Prof|Doctor)\b)"
    + _FULL_NAME_WORD
    + r"){1,3}"
)
"""A person's full name: two to four capitalised words, accents too, a middle initial, a nickname in quotes or a
particle between ("Brandon "Bub" Tilmouth", "Jomar dela Cruz", "Delroy A. Campbell", "Laura Cárdenas Ruiz")."""
_NO_CLINICIAN_OR_POST: Final = (
    r"(?!(?:\w+[ \t]+)?(?:doctor|physician|surgeon|dentist|nurse|paramedic|pharmacist|therapist|physiotherapist"
    r"|midwife|dietitian|social[ \t]+worker|consultant|registrar|clinician|manager|officer|assistant|coordinator"
    r"|secretary|supervisor|technician|analyst|administrator|attendant|aide|counselor|counsellor|worker"
    r"|psychiatrist|p(?:a)?ediatrician|obstetrician|\w*olog(?:ist|y))\b)"
)
"""Not a clinician's role nor a post that signs a letter or a report ("staff nurse", "case manager", "clinical
officer", "support worker"): an occupation after a name is a patient's or a relative's only where it is neither."""
_AS_AN: Final = r"\b(?i:as)[ \t]+(?i:an?)[ \t]+"
"""The "as a" / "as an" before an occupation ("as a nurse, I see", "3 yrs as a hospitalist at")."""

_PERSON_BEFORE_WORKS: Final = (
    r"(?:(?<![\s\S])|(?<=[.;:!?\n][ \t])|(?<=\n)|"
    + "|".join(
        rf"(?<=\b(?i:{word})[ \t])"
        for word in ("he", "she", "i", "they", "who", "pt", "patient", "currently", "now", "still", "also")
    )
    + ")"
)
"""Where a person's "works as" starts: a note's, line's or sentence's start, or after a pronoun, "pt" or "still"."""


_SUBJECT_IS: Final = (
    *(f"{who} {verb}" for who in ("who", "he", "she", "daughter", "son", "wife", "husband") for verb in ("is", "was")),
    *(f"{who} {verb}" for who in ("mother", "father", "sister", "brother") for verb in ("is", "was")),
    *("i am", "i was", "i be"),
)
"""A person and "is" or "was" before an occupation without the article ("who is nurse in Dubai")."""


_CLINICIANS: Final = frozenset({"doctor", "physician", "surgeon", "dentist", "vet", "nurse", "paramedic", "pharmacist"})
"""Clinicians' occupations, which the lists of ordinary words hold ("a junior doctor at ...")."""


def _a_rare_word_last(mention: str) -> bool:
    """Accept an occupation whose last word is no ordinary or medical word ("sommelier"; not "team", "volunteer")."""
    last = mention.split()[-1].lower()
    return last not in load_dictionary("common_words") and last not in load_dictionary("medical_terms")


def _an_occupation_before_workplace(mention: str) -> bool:
    """Accept the words before a workplace whose last is no ordinary word, an occupation's head or a clinician's.

    Not who is cared for, lives or stays there ("a patient at Mercy", "a resident at Oakwood", "a visitor at").
    """
    last = mention.split()[-1]
    if last.lower().rstrip("s") in _NOT_WORKING_THERE:
        return False
    return _a_rare_word_last(mention) or is_an_occupation_word(last) or last in _CLINICIANS


_NOT_WORKING_THERE: Final = frozenset(
    {"patient", "inpatient", "outpatient", "resident", "visitor", "donor", "tenant", "boarder", "inmate", "pupil"}
)
"""Who is at a place without working there, in the singular."""


_NO_OCCUPATION: Final = (
    *("none", "unemployed", "retired", "unknown", "not", "nil", "na", "no", "on", "between", "disabled", "unable"),
    *("never", "currently", "off", "n", "see", "deferred", "declined", "pensioner", "other"),
)
"""First words of an occupation field's value that say there is none or defer it ("Occupation: on disability")."""
_WORDS_BEFORE_A_WORKPLACE: Final = r"(?P<phi>[a-z][a-z'-]+(?:[ \t]+[a-z][a-z'-]+)?)"
"""One or two words in lower case after "a" and before where they are practised, which `_an_occupation_before_workplace`
judges ("a sommelier at Noble Rot", "a junior doctor at King's")."""
_THIRD_PERSONS: Final = (
    *("he", "she", "who", "mum", "mom", "dad", "mother", "father", "sister", "brother", "son", "daughter", "wife"),
    *("husband", "partner"),
)
"""Who the occupation before a workplace may be said of, before "is" or "was"."""


PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "occupation_after_cue",
        _CUE + _OCCUPATION,
        "PROFESSION",
        0.75,
        requires=(
            *("occupation", "profession", "employ", "job", "work", "retired", "former", "previously", "is ", "is\t"),
            *("longtime", "long-time", "work history", "trade"),
            *("were", "been", "being"),
            *("role", "position", "started", "starting", "began", "hired", "promoted", "trained", "training"),
            *("years", "yrs", "decades", "career"),
            "studying",
            *("i am", "was ", "was\t"),
            *("im ", "im\t", "i'm", "i\u2019m", "used to be", "are both", "were both"),
            *("he's", "he\u2019s", "she's", "she\u2019s"),
            *("you're", "you\u2019re", "you are", "ur "),
        ),
        # tried only where a cue word starts ("is " and "was " among them), not at every word
        starts_with_required=True,
    ),
    Pattern(
        # the writer's own occupation, "as a" before a clause in the first person ("as a respiratory therapist i'm
        # begging y'all", "As a nurse, I see this daily", "as a teacher myself"): not "as a result I" (no occupation)
        "occupation_as_self",
        _AS_AN + _OCCUPATION + r"(?=[ \t]*,?[ \t]*(?i:i|i'm|i\u2019m|im|i've|myself|we)\b)",
        "PROFESSION",
        0.75,
        requires=("as a",),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation after "as a" before the workplace that a capital starts ("3 yrs as a hospitalist at Henry
        # Ford", "ten years as a welder for Boeing")
        "occupation_as_at_workplace",
        # (or without the article: "who is resuming as matron at General Hospital Gbagada")
        r"\b(?i:as)[ \t]+(?:(?i:an?)[ \t]+)?" + _OCCUPATION + r"(?=[ \t]+(?:at|for|with)[ \t]+[A-Z])",
        "PROFESSION",
        0.75,
        requires=("as ", "as\t"),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation after "as a" later in the clause of someone's work ("works at the Hilton downtown as a
        # housekeeper", "got a job at the plant as a welder")
        "occupation_as_later_after_work",
        # (without the article too, as writers of English as a second language put it: "nag work kasi ako as call
        # center agent", "packhouse as forklift operator")
        r"\b(?i:works?|worked|working|employed|job|started)\b[^.;!?\n]{1,60}?[ \t](?i:as)[ \t]+(?:(?i:an?)[ \t]+)?"
        + _OCCUPATION,
        "PROFESSION",
        0.75,
        requires=("work", "employed", "job", "started"),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation no list holds, right after "works as a" and ending the clause ("Works as a sommelier.",
        # "she worked as a notary in Reno"): a person's work (at a sentence's start or after a pronoun), and
        # `_a_rare_word_last`, so not "works as a team" nor "the drain works as a conduit"
        "occupation_after_works_as",
        _PERSON_BEFORE_WORKS
        + r"(?i:works?|worked|working|employed)"
        + _WORK_HOURS
        + r"[ \t]+(?i:as)[ \t]+(?i:an?)[ \t]+"
        r"(?P<phi>[A-Za-z][a-z'-]+(?:[ \t]+[A-Za-z][a-z'-]+)?|[A-Z][A-Z'-]+(?:[ \t]+[A-Z][A-Z'-]+)?)"
        r"(?=[ \t]*(?:[.,;:!?)]|\r?\n|\Z)|[ \t]+(?i:at|for|in|with|and|since|until|on|from)\b)",
        "PROFESSION",
        0.7,
        validator=_a_rare_word_last,
        requires=("work", "employed"),
        starts_with_required=True,
    ),
    Pattern(
        # the writer's occupation before the workplace that a capital starts ("I'm a sommelier at Noble Rot", "I'm a
        # junior doctor at King's College Hospital"): one or two words, the last one no ordinary word or an
        # occupation's head or a clinician's
        "occupation_of_writer_at_workplace",
        r"\b(?i:i['\u2019]?m|i[ \t]+am)[ \t]+(?i:an?)[ \t]+"
        + _WORDS_BEFORE_A_WORKPLACE
        + r"(?=[ \t]+(?:at|for|with|in)[ \t]+[A-Z])",
        "PROFESSION",
        0.7,
        validator=_an_occupation_before_workplace,
        requires=("i'm", "i\u2019m", "im ", "i am"),
        starts_with_required=True,
    ),
    Pattern(
        # the same of someone else ("she's a doctor in Gdańsk", "my sister is a sommelier at Noble Rot", "Dad was a
        # nurse at the Royal"): the person a pronoun or a relative
        "occupation_of_someone_at_workplace",
        r"\b(?i:(?:he|she|who)['\u2019]s|(?:"
        + "|".join(_THIRD_PERSONS)
        + r")[ ](?:is|was))[ \t]+(?i:an?)[ \t]+"
        + _WORDS_BEFORE_A_WORKPLACE
        + r"(?=[ \t]+(?:at|for|with|in)[ \t]+(?:the[ \t]+)?[A-Z])",
        "PROFESSION",
        0.7,
        validator=_an_occupation_before_workplace,
        requires=(
            *(f"{who}{tie}s" for who in ("he", "she", "who") for tie in ("'", "\u2019")),
            *(f"{who} {verb}" for who in _THIRD_PERSONS for verb in ("is", "was")),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a job's title in capitals after the role it is, as an offer or a profile writes it ("offer you the role of
        # Senior UX Designer at Brightline Health", "the position of Night Shift Supervisor with"): its last word an
        # occupation's head
        "occupation_title_after_role",
        r"\b(?i:role|position|post|job)[ \t]+(?i:of|as)[ \t]+(?:(?i:an?|the)[ \t]+)?"
        r"(?P<phi>[A-Z][A-Za-z]+(?:[ \t]+[A-Z][A-Za-z]+){0,3})(?=[ \t]+(?:at|with|for|in|on)\b|[ \t]*[,.;!]|[ \t]*$)",
        "PROFESSION",
        0.7,
        re.MULTILINE,
        validator=lambda title: is_an_occupation_word(title.split()[-1].lower()),
        requires=("role", "position", "post", "job"),
        starts_with_required=True,
    ),
    Pattern(
        # a post heading a field of work after a cue ("he's VP of ops so he'd know", "she is Director of Nursing at",
        # "I'm head of HR"): not "head of household", "head of the bed"
        "occupation_head_of",
        r"\b(?i:he['\u2019]s|she['\u2019]s|i['\u2019]?m|is|was|as)[ \t]+(?:(?i:the|a|an|our|their)[ \t]+)?"
        r"(?P<phi>(?:VP|SVP|EVP|AVP|(?i:vice[ \t]+president|director|head|chief))[ \t]+(?i:of)[ \t]+"
        r"(?!(?i:household|the|a|an|my|his|her|state|bed|line|queue)\b)[A-Za-z&]{2,}"
        r"(?:[ \t]+(?i:and|&)[ \t]+[A-Za-z]{2,})?)(?![\w-])",
        "PROFESSION",
        0.7,
        requires=("vp", "vice", "director", "head", "chief"),
        prefilter=r"(?:VP|SVP|EVP|AVP|(?i:vice[ \t]+president|director|head|chief))[ \t]+(?i:of)[ \t]",
    ),
    Pattern(
        # the occupation of someone the writer employs or works with, before their name ("One of my dental
        # technicians, Ana Gutierrez, told me", "my warehouse supervisor, Tom Reyes,")
        "occupation_before_name",
        # (no title before the name: "his cardiologist, Dr. Nwachukwu," names a clinician's role)
        r"\b(?i:my|our|his|her|their)[ \t]+"
        + _OCCUPATION
        + r"(?=[ \t]*,[ \t]*(?!(?:Dr|Mr|Mrs|Ms|Miss|Prof)\b)[A-Z][a-z]+(?:[ \t]+[A-Z][a-z'-]+)?[ \t]*,)",
        "PROFESSION",
        0.7,
        requires=("my", "our", "his", "her", "their"),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation before the post it names ("applying for a senior paralegal position at Whitfield", "offered
        # the night nurse job")
        "occupation_before_post",
        r"\b(?i:an?|the)[ \t]+" + _OCCUPATION + r"(?=[ \t]+(?i:position|job|role|opening|vacancy|post)s?\b)",
        "PROFESSION",
        0.7,
        requires=("position", "job", "role", "opening", "vacanc", "post"),
    ),
    Pattern(
        # the writer's job title on the line after the name that signs an e-mail ("Thanks,\nLorenzo\nSenior logistics
        # coordinator", "Cheers,\nDev Raman\nSenior Data Analyst | Brightwell Insurance"): up to four words ending in
        # an occupation's head, before the line's end, a bar or a comma
        "job_title_in_signature",
        r"(?m)^[ \t]*(?i:thanks|thank[ \t]+you|(?:kind|best|warm)?[ \t]*regards|best|cheers|sincerely)"
        r"[ \t]*[,!.]?[ \t]*\r?\n"
        r"[ \t]*[A-Z][a-z]+(?:[ \t]+[A-Z][a-z'-]+)?[ \t]*\r?\n[ \t]*"
        r"(?P<phi>[A-Za-z][A-Za-z]+(?:[ \t]+[A-Za-z][A-Za-z]+){0,3})[ \t]*(?=\||,|\r?$)",
        "PROFESSION",
        0.7,
        validator=lambda title: is_an_occupation_word(title.split()[-1].lower()),
        requires=("thank", "regards", "best", "cheers", "sincerely"),
    ),
    Pattern(
        # the whole value of an occupation's field, whatever its words, to the line's end or a stop ("Occupation: fish
        # smoker", "Profession: Sommelier (retired)"): not that there is none ("Occupation: unemployed", "none",
        # "retired", "on disability")
        "occupation_field_value",
        r"\b(?:Occupation|OCCUPATION|Profession|PROFESSION)[ \t]*:[ \t]*"
        r"(?P<phi>(?!(?i:" + "|".join(_NO_OCCUPATION) + r")\b)"
        r"[A-Za-z][A-Za-z'-]+(?:[ \t]+[A-Za-z][A-Za-z'-]+){0,3})(?=[ \t]*(?:[,;(.|]|\r?$))",
        "PROFESSION",
        0.7,
        re.MULTILINE,
        requires=("occupation", "profession"),
        starts_with_required=True,
    ),
    Pattern(
        "occupation_in_apposition",
        _APPOSITION_CUE + _OCCUPATION,
        "PROFESSION",
        0.75,
        requires=(", a", ",a"),
    ),
    Pattern(
        # an occupation in lower case set apart after a person's full name, an age or a note in brackets between, the
        # article or not, where the clause ends or a workplace follows ("Partner Kieran Fahy, electrician, present",
        # "I am Kwame Asante, 48, secondary school headmaster at Mfantsipim", "Husband Jomar dela Cruz, a tricycle
        # driver,"); not a clinician's role nor a post ("Rose Mbeki, staff nurse", "Kenji Watanabe, Pharmacist"), nor
        # after a doctor's title
        "occupation_after_a_full_name",
        r"(?<![\w.-])(?<!Dr )(?<!Dr\. )(?<!Prof )(?<!Prof\. )(?<!Doctor )"
        + _FULL_NAME
        + r"(?:[ \t]*\([^()\n]{1,40}\))?"
        r"(?:[ \t]*,[ \t]*\d{1,3})?[ \t]*,[ \t]+(?:(?i:an?)[ \t]+)?(?:(?i:retired|former|long-?time)[ \t]+)?"
        + _NO_CLINICIAN_OR_POST
        + r"(?P<phi>"
        + _MODIFIER
        + r"{0,2}"
        + _HEADS
        + r")(?![\w-])(?=[ \t]*(?:[,.;)\n]|$|[ \t]+(?:at|in|for|with|from)\b))",
        "PROFESSION",
        0.7,
        re.MULTILINE,
    ),
    Pattern(
        # an occupation in lower case set apart after an age, as a note's header or a writer puts it ("Age 35, meat
        # trimmer on line 4", "I'm 37, daycare worker, and my knee is shot", "she's 52, retired bus driver."); a
        # clinician's role too, which signs no letter after an age ("Age 45, nurse at the clinic")
        "occupation_after_an_age_set_apart",
        r"\b(?i:age[ \t]*:?|i['\u2019]?m|i[ \t]+am|he['\u2019]s|she['\u2019]s)[ \t]*\d{1,3}[ \t]*,[ \t]+"
        r"(?:(?i:an?)[ \t]+)?(?:(?i:retired|former)[ \t]+)?"
        r"(?P<phi>"
        + _MODIFIER
        + r"{0,2}"
        + _HEADS
        + r")(?![\w-])(?=[ \t]*(?:[,.;)\n]|$|[ \t]+(?:at|in|for|with|from|on)\b))",
        "PROFESSION",
        0.7,
        re.MULTILINE,
        requires=("age", "i'm", "im", "i\u2019m", "i am", "he's", "she's", "he\u2019s", "she\u2019s"),
    ),
    Pattern(
        # a relative's occupation in brackets after their word ("Tariq Hussain (father, taxi driver)", "(mum, dinner
        # lady at St Jude's)")
        "occupation_of_relative_in_brackets",
        r"\((?i:"
        + _RELATIVE_WORDS
        + r")[ \t]*,[ \t]*(?i:(?:retired|former)[ \t]+)?"
        + _OCCUPATION
        + r"(?=[ \t]*[),;]|[ \t]+(?:at|for|with|in)\b)",
        "PROFESSION",
        0.75,
        requires=tuple("(" + word for word in _RELATIVE_WORDS.split("|")),
        starts_with_required=True,
    ),
    Pattern(
        # the same without the article after a relative named, before the clause goes on ("Partner Rhodri, sheep
        # farmer; lambing season now", "husband Tom, truck driver, works nights")
        "occupation_after_named_relative",
        # (a field's colon after the tie: "Father: Sione Hōhaia, panel beater.")
        r"\b(?i:" + _RELATIVE_WORDS + r")(?:[ \t]*[,:])?[ \t]+(?:(?:Mr|Mrs|Ms|Miss)\.?[ \t]+)?"
        r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿā-ž]+(?:[ \t]+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿā-ž'-]+){0,2}[ \t]*,[ \t]+"
        # the relative's age between ("mother, Beatrice Adhiambo, 22, fish vendor at Dunga Beach")
        r"(?:\d{1,3}[ \t]*,[ \t]+)?(?i:(?:retired|former)[ \t]+)?"
        + _OCCUPATION
        + r"(?=[ \t]*[;,.]|[ \t]+(?:at|for|with|in)\b)",
        "PROFESSION",
        0.75,
        requires=tuple(_RELATIVE_WORDS.split("|")),
    ),
    Pattern(
        # an occupation of two words or more without the article, as writers of English as a second language put it
        # ("Sir I am auto driver so evening only", "my father was government clerk in WAPDA", "I am school teacher"):
        # a modifier before the head, so not "the damage is driver side"
        "occupation_without_article",
        # (or the patient: "Pt is rickshaw driver from Shahdara")
        r"\b(?i:i[ \t]+am|i['\u2019]m|(?:he|she|father|mother|husband|wife|pt|patient)[ \t]+(?:is|was))[ \t]+"
        # (in lower case: "I'm Rx Assistant" is a chatbot's name)
        r"(?P<phi>(?!(?:a|an|the|not|very|so|also|still|now|just|really|retired|former)\b)[a-z][a-z'-]+[ \t]+"
        r"(?:[a-z][a-z'-]+[ \t]+)?(?:" + _HEADS + r"))(?![\w-])" + _NOT_IN_A_CRASH,
        "PROFESSION",
        0.7,
        requires=("i am", "i'm", "i\u2019m", "is", "was"),
    ),
    Pattern(
        # an occupation's head alone without the article before where it is practised, as writers of English as a
        # second language put it ("My tita Merly who is nurse in Dubai", "her daughter is physiotherapist in Model
        # Town", "I be nurse for Memorial Hermann"): a place or employer that a capital starts
        "occupation_head_without_article",
        r"\b(?i:(?:who|he|she|daughter|son|wife|husband|mother|father|sister|brother)[ ](?:is|was)|i[ ](?:am|was|be))"
        # ("He was manager at the Mitchelstown creamery": "the" before the capital)
        + _HEAD_BEFORE_A_PLACE,
        "PROFESSION",
        0.7,
        requires=_SUBJECT_IS,
        starts_with_required=True,
    ),
    Pattern(
        # the same after a person's capitalised name ("husband Encik Abdul Rahim bin Osman is fisherman at Teluk
        # Kumbar", "Ama was trader at Makola"): an occupation's head alone, the place or employer that a capital starts
        "occupation_head_after_named_person",
        r"(?<![\w-])[A-Z][a-z]+[ ](?:is|was)" + _HEAD_BEFORE_A_PLACE,
        "PROFESSION",
        0.7,
    ),
    Pattern(
        "occupation_after_age",
        _AGE_CUE + _OCCUPATION,
        "PROFESSION",
        0.75,
        requires=("yo", "y/o", "y.o.", "old", "aged"),
    ),
    Pattern(
        # a former occupation written with "ex-" ("56yo ex-miner, 40 pack-years"; not "ex-smoker": no head noun)
        "occupation_after_ex",
        r"\b(?i:ex)-" + _OCCUPATION,
        "PROFESSION",
        0.75,
        requires=("ex-",),
        starts_with_required=True,
    ),
    Pattern(
        # an occupation in brackets after a person ("Husband Chukwuemeka (a bus conductor) brought her", after the age:
        # "Akosua Mensah (27, fashion designer)"), or without
        # the article right after a word ("Mrs Ngozi Okonkwo (trader)", "laid off from Delta (baggage handler)"), not a
        # clinician's role after a clinician ("R. Alvarez (Paramedic)")
        "occupation_in_brackets",
        r"\([ \t]*(?:(?P<article>(?i:an?))[ \t]+(?i:(?:retired|former)[ \t]+)?"
        # or after the age in the brackets ("his fiancée Akosua Mensah (27, fashion designer)")
        r"|(?<=\()\d{1,3}[ \t]*,[ \t]*(?:(?i:retired|former)[ \t]+)?"
        # or after a name and maybe the age in them ("DH (Tom, paramedic for NWAS)", "my dad (Reginald, 64, retired
        # MARTA bus operator)"): whoever the person is, their job
        r"|(?<=\()[A-Z][a-z]+[ \t]*,[ \t]*(?:\d{1,3}[ \t]*,[ \t]*)?(?:(?i:retired|former)[ \t]+)?"
        r"|(?<=[A-Za-z][A-Za-z][ \t]\()"
        r"(?!(?i:paramedic|emt|nurse|physician|doctor|surgeon|therapist|pharmacist|midwife|technician|tech|resident"
        r"|intern|attending|consultant|registrar|scribe|student)s?\b))"
        + _OCCUPATION
        # its workplace after it where the article names the occupation ("son Dariush (a radiologist at Beth Israel)",
        # "(a paramedic in Tempe)"), or a workplace that a capital starts ("(auditor with KPMG East Africa)")
        + r"(?=[ \t]*[),]|(?(article)[ \t]+(?:at|for|with)[ \t]|[ \t]+(?:at|for|with|in)[ \t]+[A-Z])"
        + r"|(?(article)[ \t]+in[ \t]+[A-Z]|(?!)))",
        "PROFESSION",
        0.75,
        requires=("(",),
        starts_with_required=True,
    ),
    Pattern(
        # a profile's job after the briefcase ("💼 secondary school teacher (Portobello High)"): up to four words
        "occupation_after_briefcase",
        r"\U0001F4BC\ufe0f?[ \t]*(?P<phi>[A-Za-z][\w'-]*(?:[ \t]+[A-Za-z][\w'-]*){0,3}?)"
        r"(?=[ \t]*(?:[(,|@\u00b7\u2022]|\r?\n|\Z|[ \t]+(?:at|@|for|in)[ \t]))",
        "PROFESSION",
        0.75,
        prefilter="\U0001f4bc",
    ),
    Pattern(
        # an occupation after a note's shorthand of age and sex ("54M taxi driver w/ hx HTN", "HPI: 31 F school
        # teacher"): a head noun or an entry of the professions list, as after other cues
        "occupation_after_age_and_sex",
        # of working age (not "2 M SUBS"), a comma after the sex or not ("45F, kindergarten teacher")
        # or in lower case before a comma ("im 29 f, nurse at St. Brendan's")
        # or after a slash ("63/F, agricultural labourer")
        r"(?<![\w.])(?:1[4-9]|[2-9]\d)[ \t]?/?[ \t]?(?:[MF](?:[ \t]*,)?|[mf][ \t]*,)[ \t]+" + _OCCUPATION,
        "PROFESSION",
        0.75,
        prefilter=r"\d[ \t]?/?[ \t]?[MFmf][ \t,]",
    ),
)
"""Occupation rules, English notes."""
