"""Profession rules: an occupation named after its cue.

"works as a long-haul truck driver", "Occupation: retired postal worker", "is a bus driver": the i2b2 guidelines
annotate a patient's or relative's profession (PROFESSION). A CRF finds the occupations it has seen; this rule finds
one it has not where the note says what it is: after a cue word, up to two modifier words and a head noun that names
an occupation (`OCCUPATION_HEADS`, or an entry of the packaged `professions` dictionary). Without a head noun nothing
is tagged: "retired in 2015", "works as a team", "former smoker"; nor a driver in a collision ("is a restrained
driver").
"""

from __future__ import annotations

from typing import Final

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
)
"""Head nouns of occupations ("postal worker", "truck driver"), lower case."""

_CUE: Final = (
    r"(?i:\b(?:occupation|profession|employment|job|works|worked|working|employed|retired|former|formerly"
    r"|is(?=[ \t]+an?\b))"
    r"(?:[ \t]*:|[ \t]+as)?[ \t]+(?:(?:a|an|the)[ \t]+)?(?:(?:retired|former|formerly)[ \t]+)?)"
)
_MODIFIER: Final = (
    r"(?:(?!(?:and|or|in|at|for|from|since|with|who|was|is|retired|former|formerly|restrained|unrestrained|"
    r"designated)\b)[a-z][a-z'-]+[ \t]+)"
)
_HEADS: Final = "(?:" + "|".join(sorted(OCCUPATION_HEADS, key=len, reverse=True)) + ")"

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "occupation_after_cue",
        _CUE + r"(?P<phi>(?i:" + _MODIFIER + r"{0,2}(?:" + _HEADS + r"|<<professions>>)s?))(?![\w-])",
        "PROFESSION",
        0.75,
        requires=("occupation", "profession", "employ", "job", "work", "retired", "former", "is ", "is\t"),
    ),
)
"""Occupation rules, English notes."""
