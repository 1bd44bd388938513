"""Date rules for English notes (i2b2 2014 DATE).

Numeric and written dates, month names, years in context, weekdays, holidays and seasons in context, a bare ordinal
day after "on the" / "since the" ("on the 14th,"; never "on the 3rd floor").

Decision on times: the i2b2/UTHealth 2014 guidelines annotate dates, not clock times, so "3/4/2012 10:30 am" yields
the date "3/4/2012" alone; a time is never PHI on its own here. A bare four-digit number is a year only when it is
19xx/20xx and a word around it says so ("in 2012", "since 1998", "2012-2014"), never before a unit ("1500 mg").
Under the safe-harbor policy RuleTagger drops a year standing alone (HIPAA keeps years).
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.taggers.rules.pattern import Pattern, between_same_separators
from phiscrub.taggers.spanish_recall import MONTHS as SPANISH_MONTHS

_MONTH: Final = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)"
)
_MONTH_STEMS: Final = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
"""Every month name or abbreviation above contains one of these (the prefilter of the month rules)."""
_LOWER_CASE_MONTH_STEMS: Final = tuple(stem for stem in _MONTH_STEMS if stem not in ("mar", "may"))
"""The months of `date_month_lower_case_in_context` ("march" and "may" have a rule of their own)."""
_MONTH_ABBREVIATED: Final = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)"
_DAY: Final = r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?"
_MONTH_NUMBER: Final = r"(?:0?[1-9]|1[0-2])"
_YEAR: Final = r"(?:(?:19|20)\d{2}|'\d{2})"
_NOT_A_UNIT: Final = (
    r"(?!\s*(?:mg|mcg|g|kg|ml|mL|cc|l|units?|u|cells|pills|tabs?|calories|kcal|meq|mmol|ms|mm|cm)\b|\s*%)"
)
_WEEKDAY_ABBREVIATION: Final = r"(?:Mon|Tues?|Weds?|Thu|Thurs?|Fri|Sat|Sun)"
"""A weekday's capitalised abbreviation ("Sun", "Tues", "Weds", "Thurs"), for a heading or before a clock time."""
_WEEKDAY: Final = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues?|Wed|Thu|Thurs|Fri|Sat|Sun)"

# --- dates read aloud, as dictation and voicemail transcripts write them ("march third nineteen fifty two")
UNIT_WORD: Final = r"(?:one|two|three|four|five|six|seven|eight|nine)"
TEEN_WORD: Final = r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
TENS_WORD: Final = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
"""Numbers in words, lower case: one to nine, ten to nineteen, the tens (the dates and ages read aloud or written)."""
_ORDINAL_UNIT_WORD: Final = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
_ORDINAL_DAY_WORD: Final = (
    r"(?:(?:twenty|thirty)[ \t-]+" + _ORDINAL_UNIT_WORD + r"|" + _ORDINAL_UNIT_WORD + r"|tenth|eleventh|twelfth"
    r"|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)"
)
"""A day of the month as an ordinal in words ("third", "fourteenth", "twenty-first")."""
_DAY_OR_MONTH_WORD: Final = (
    r"(?:"
    + _ORDINAL_DAY_WORD
    + r"|(?:twenty|thirty)(?:[ \t-]+"
    + UNIT_WORD
    + r")?|"
    + TEEN_WORD
    + r"|"
    + UNIT_WORD
    + r")"
)
"""A day or a month's number in words, cardinal or ordinal ("eleven", "twelfth", "twenty one")."""
_YEAR_IN_WORDS: Final = (
    r"(?:(?:eighteen|nineteen)[ \t-]+(?:hundred|oh[ \t-]+"
    + UNIT_WORD
    + r"|"
    + TEEN_WORD
    + r"|"
    + TENS_WORD
    + r"(?:[ \t-]+"
    + UNIT_WORD
    + r")?)"
    r"|two[ \t-]+thousand(?:[ \t-]+(?:and[ \t-]+)?(?:twenty(?:[ \t-]+"
    + UNIT_WORD
    + r")?|"
    + TEEN_WORD
    + r"|"
    + UNIT_WORD
    + r"))?"
    r"|twenty[ \t-]+(?:oh[ \t-]+" + UNIT_WORD + r"|" + TEEN_WORD + r"|twenty(?:[ \t-]+" + UNIT_WORD + r")?))"
)
"""A year in words ("nineteen fifty two", "nineteen oh five", "two thousand and three", "twenty twenty-three")."""
_MONTH_NAME: Final = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        "date_mdy_numeric",
        r"(?<![\w/.-])"
        + _MONTH_NUMBER
        + between_same_separators(r"(?:0?[1-9]|[12]\d|3[01])")
        + r"(?:(?:19|20)\d{2}|\d{2})(?![\w/-])",
        "DATE",
        0.95,
    ),
    Pattern(
        "date_iso",
        r"(?<![\w/-])(?:19|20)\d{2}"
        + between_same_separators(r"(?:0?[1-9]|1[0-2])", "-/.")
        + r"(?:0?[1-9]|[12]\d|3[01])(?![\w/-])",
        "DATE",
        0.95,
    ),
    Pattern(
        "date_month_day_year",
        r"(?<![\w-])" + _MONTH + r"\.?\s+" + _DAY + r"(?:,?\s+(?:19|20)\d{2}|,?\s+'\d{2})?(?![\w])",
        "DATE",
        0.9,
        requires=_MONTH_STEMS,
        starts_with_required=True,
    ),
    Pattern(
        "date_day_month_year",
        r"(?<![\w/-])" + _DAY + r"\s+(?:of\s+)?" + _MONTH + r"\.?(?:,?\s+(?:19|20)\d{2})?(?![\w])",
        "DATE",
        0.9,
        requires=_MONTH_STEMS,
        prefilter=r"\d(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)",
    ),
    Pattern(
        "date_dd_mon_yy",
        r"(?<![\w/-])" + _DAY + r"[-/ ]" + _MONTH_ABBREVIATED + r"[-/ ](?:(?:19|20)\d{2}|\d{2})(?![\w/-])",
        "DATE",
        0.95,
        re.IGNORECASE,
        requires=_MONTH_STEMS,
        prefilter=r"(?i)\d(?:st|nd|rd|th)?[-/ ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
    ),
    Pattern(
        "date_month_year",
        r"(?<![\w-])" + _MONTH + r"\.?,?\s+(?:of\s+)?" + _YEAR + r"(?![\w])",
        "DATE",
        0.9,
        requires=_MONTH_STEMS,
    ),
    Pattern(
        "date_month_alone",
        r"(?<![\w-])(?:January|February|April|June|July|September|October|November|December)(?![\w-])",
        "DATE",
        0.7,
        requires=_MONTH_STEMS,
    ),
    Pattern(
        # a month after "mid-", "early-" or "late-", in any case ("began mid-April", "since early-june", "BY LATE-NOV")
        "date_month_after_a_hyphened_part",
        r"\b(?i:early|mid|late)-(?P<phi>(?i:january|february|march|april|may|june|july|august|september|october|"
        r"november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec))(?![\w-])",
        "DATE",
        0.75,
        requires=("early-", "mid-", "late-"),
    ),
    Pattern(
        "date_month_in_context",
        r"\b(?:in|since|during|until|till|by|early|mid|late|last|next|this|of|from|through|before|after)\s+"
        r"(?P<phi>(?:March|May|August|Aug|Sept|Oct|Nov|Dec|Jan|Feb))(?![\w-])",
        "DATE",
        0.75,
        requires=_MONTH_STEMS,
    ),
    Pattern(
        # a month in lower case, as posts and messages write it ("wait til feb", "since january", "back in aug"),
        # after a word that makes it a date; "dec" only before a full stop, a number or the end of a clause ("a
        # change in dec breath sounds" is shorthand for decreased)
        "date_month_lower_case_in_context",
        r"\b(?=[a-z]+[ \t]+(?:" + "|".join(_LOWER_CASE_MONTH_STEMS) + r"))"
        r"(?:in|since|during|until|till|til|by|early|mid|late|last|next|this|from|through|before|after|around)[ \t]+"
        r"(?P<phi>january|february|april|june|july|august|september|october|november|december|"
        r"jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec(?=\.|[ \t]*(?:\d|[,;:!?)]|$)))(?![\w-])",
        "DATE",
        0.7,
        re.MULTILINE,
        # the month after a space or tab: "summary" and "primary" hold "mar" and would wake the rule in most notes
        requires=tuple(f"{gap}{stem}" for gap in " \t" for stem in _LOWER_CASE_MONTH_STEMS),
    ),
    Pattern(
        # "march" and "may" in lower case are words too ("this may be"): only at the end of a clause
        "date_march_may_lower_case_in_context",
        r"\b(?=[a-z]+[ \t]+ma[ry])(?:in|since|until|till|til|early|mid|late|last|next)[ \t]+(?P<phi>march|may)"
        r"(?=[ \t]*(?:[.,;:!?)]|$))",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=(" march", "\tmarch", " may", "\tmay"),
    ),
    Pattern(
        "date_month_slash_year",
        r"(?<![\w/.-])" + _MONTH_NUMBER + r"/(?:19|20)\d{2}(?![\w/-])",
        "DATE",
        0.85,
        requires=("/",),
    ),
    Pattern(
        "date_month_day_in_context",
        r"\b(?=[A-Za-z]+\s*:?\s+\d{1,2}/\d)"
        r"(?i:\b(?:on|since|from|until|till|through|to|by|dated|date|of|DOS|seen|admitted|discharged|last|"
        r"before|after|between|and|born|died|delivered)\s*:?\s+)(?P<phi>"
        + _MONTH_NUMBER
        + r"/(?:0?[1-9]|[12]\d|3[01]))"
        r"(?![\w/-]|\.\d)" + _NOT_A_UNIT,
        "DATE",
        0.7,
        requires=("/",),
        prefilter=r"(?<=\s)" + _MONTH_NUMBER + r"/(?:0?[1-9]|[12]\d|3[01])(?![\w/-]|\.\d)",
    ),
    Pattern(
        "date_ordinal_day_in_context",
        r"(?i:\b(?:on|since|until|till|by|before|after|from|through)[ \t]+the[ \t]+)"
        r"(?P<phi>(?:[12]?1st|[12]?2nd|[12]?3rd|(?:[4-9]|1\d|2[04-9]|30)th|31st))"
        r"(?=[ \t]*(?:[.,;:!?)]|$)|[ \t]+(?:at|and|or|when|for|in|to|with|of\s+(?:this|last|next|the)\s+month)\b)",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("the",),
        prefilter=r"(?<=[ \t])(?:[12]?1st|[12]?2nd|[12]?3rd|(?:[4-9]|1\d|2[04-9]|30)th|31st)",
    ),
    Pattern(
        "date_year_in_context",
        # each cheap look-ahead first (a word, then the year): the cue words cost more to try at every word
        r"\b(?=[A-Za-z]+\s+(?:19|20)\d{2})"
        r"(?i:\b(?:in|since|from|until|till|through|during|by|of|year|circa|around|early|mid|late|summer|winter|"
        r"spring|fall|autumn|before|after|between|and|to|the)\s+)(?P<phi>(?:19|20)\d{2})(?![\w/-]|[.,]\d)"
        + _NOT_A_UNIT,
        "DATE",
        0.75,
        requires=("19", "20"),
        prefilter=r"(?<=\s)(?:19|20)\d{2}(?![\w/-]|[.,]\d)",
    ),
    Pattern(
        "date_year_range",
        r"(?<![\w/.-])(?P<phi>(?:19|20)\d{2})(?=\s*-\s*(?:19|20)?\d{2}(?![\w/.-]))",
        "DATE",
        0.7,
        requires=("-",),
    ),
    Pattern(
        "date_year_range_end",
        r"(?<![\w/.-])(?:19|20)\d{2}\s*-\s*(?P<phi>(?:19|20)\d{2})(?![\w/.-])",
        "DATE",
        0.7,
        requires=("-",),
    ),
    Pattern("date_apostrophe_year", r"(?<![\w'])'(?:[0-9]\d)(?![\w'])", "DATE", 0.6, requires=("'",)),
    Pattern("date_decade", r"(?<![\w'-])(?:(?:19|20)\d0s|'\d0s)(?![\w])", "DATE", 0.7, requires=("0s",)),
    Pattern(
        # the first day of a range of days within one month ("from 5 to 19 December 2024", "between 3rd and 7th
        # June"): the last day and the month are read by the other rules
        "date_first_day_of_a_range",
        r"\b(?i:from|between)[ \t]+(?P<phi>"
        + _DAY
        + r")[ \t]*(?:to|and|until|till|-|\u2013)[ \t]*"
        + _DAY
        + r"[ \t]+(?:of[ \t]+)?"
        + _MONTH
        + r"\b",
        "DATE",
        0.75,
        requires=("from", "between"),
        starts_with_required=True,
    ),
    Pattern(
        "date_weekday",
        r"(?<![\w-])(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)days?(?![\w-])",
        "DATE",
        0.85,
        requires=("day",),
    ),
    Pattern(
        # a date in Spanish words in an English note or message, as bilingual writers put it ("Started by
        # boricua_en_ohio on 12 de diciembre", "He had a stroke in enero", "they say he can go home jueves"): a month
        # in lower case, its day and year or not, or a weekday in lower case; "mayo" and "julio" only after their day
        # ("Mayo Clinic"; "Julio" a name)
        "date_in_spanish_words",
        r"(?<![\w-])(?:(?:\d{1,2}[ \t]+de[ \t]+)?(?:"
        + "|".join(sorted(SPANISH_MONTHS - {"mayo", "julio"}))
        + r")|\d{1,2}[ \t]+de[ \t]+(?i:"
        + "|".join(sorted(SPANISH_MONTHS))
        + r")|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)"
        r"(?:[ \t]+(?:de(?:l)?[ \t]+)?\d{4})?(?![\w-])",
        "DATE",
        0.75,
        requires=(
            *sorted(SPANISH_MONTHS),
            *("lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo"),
        ),
    ),
    Pattern(
        # "Thurs PM", "Sat night", and in a message in lower case "for sat night", "fri evening" (not "wed", "sun",
        # "mon": words, or "she got home on wed afternoon" is married)
        "date_weekday_abbreviated_before_part_of_day",
        r"(?<![\w-])(?:Mon|Tues?|Wed|Thu|Thurs|Fri|Sat|Sun|tues?|thu|thurs|fri|sat)\.?"
        r"(?=[ \t]+(?:AM|PM|am|pm|a\.m\.|p\.m\.|morning|afternoon|evening|night)\b)",
        "DATE",
        0.75,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        prefilter=r"(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[ \t]+(?:[AaPp]\.?[Mm]|morning|afternoon|evening|night)",
    ),
    Pattern(
        # before a month, a numeric date or a day and a month ("Tue, Mar 4", "Sun, 14 Apr 2024"), in lower case
        # before a numeric date ("or sat 4/6 at 11")
        "date_weekday_abbreviated",
        r"(?<![\w-])(?:"
        + _WEEKDAY
        + r"\.?(?=,?\s+(?:"
        + _MONTH
        + r"|\d{1,2}/|"
        + _DAY
        + r"\s+"
        + _MONTH
        + r"\b))|(?:mon|tues?|wed|thu|thurs|fri|sat|sun)\.?(?=,?[ \t]+\d{1,2}/\d{1,2}\b(?![ \t]+of\b)))",
        "DATE",
        0.8,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
    ),
    Pattern(
        # a weekday's abbreviation that is also a word, after "last", "next", "every" ("from you last wed", "next
        # sat", "every sun"; not "this sun")
        "date_weekday_word_after_last_or_next",
        r"\b(?i:last|next|every)[ \t]+(?P<phi>wed|sat|sun|mon)(?![\w'-])",
        "DATE",
        0.7,
        requires=("last", "next", "every"),
    ),
    Pattern(
        # the last day of a range of weekdays ("he works there tues thru sat", "Mon-Sat", "open wed to sun"): after
        # another weekday, any abbreviation is one
        "date_weekday_range_end",
        r"(?i:\b(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)(?:day)?\.?[ \t]*"
        r"(?:thru|through|to|til|till|until|-|\u2013)[ \t]*)"
        r"(?P<phi>(?i:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)(?:day)?)(?![\w-])",
        "DATE",
        0.75,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
    ),
    Pattern(
        # a plan or a schedule by day, a weekday's abbreviation starting a line before a dash or colon ("sat - brunch
        # at Biscuit Love", "Thu: clinic")
        "date_weekday_abbreviated_starting_a_line",
        r"(?im:^[ \t]*(?:[-*\u2022][ \t]*)?(?P<phi>mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)\.?"
        r"(?=[ \t]*[-\u2013:][ \t]))",
        "DATE",
        0.7,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
    ),
    Pattern(
        # "call back Tues", "on Fri.", "until Thurs", "onset Tues", "Presented Sat for vomiting", "appointment is Wed
        # at 4": no date after it; in lower case only the
        # abbreviations that are no word ("on tues", "see you weds"; not "sat", "wed", "sun")
        "date_weekday_abbreviated_in_context",
        r"\b(?=[A-Za-z]+[ \t]+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|tues|weds|thur))"
        r"(?i:on|by|until|till|til|next|last|this|back|since|from|every|before|after|onset|is|presented|seen|due)[ \t]+"
        r"(?P<phi>(?:Mon|Tues?|Weds?|Thu|Thurs?|Fri|Sat|Sun|tues|weds|thurs?))(?![\w-])",
        "DATE",
        0.75,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        # the weekday as written, after a space or tab
        prefilter=r"(?<=[ \t])(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|tues|weds|thur)",
    ),
    Pattern(
        # the second of two weekdays' abbreviations joined ("anything after 3pm on Mon or Wed", "Sat and Sun"): the
        # first is a date by its own cue
        "date_weekday_abbreviated_joined",
        r"\b"
        + _WEEKDAY_ABBREVIATION
        + r"[ \t]+(?:or|and|&|to|thru|through)[ \t]+(?P<phi>"
        + _WEEKDAY_ABBREVIATION
        + r")(?![\w-])",
        "DATE",
        0.75,
        prefilter=r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*[ \t]+(?:or|and|&|to|thru|through)[ \t]+"
        r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)",
    ),
    Pattern(
        # a capitalised weekday's abbreviation with no cue before it, where a clause ends after it, a time or another
        # weekday follows ("Review Wed", "MSW referral Mon.", "Family meeting Mon 1400", "mornings Mon-Wed", a table's
        # cell: "flight home Wed |"); not
        # "Sat" (a saturation), "Sun" nor "Thu" (a given name), nor a dosing schedule's "7.5 mg Mon/Fri"
        "date_weekday_abbreviated_capitalised_alone",
        r"(?<![\w.@#'/-])(?P<phi>Mon|Tues?|Weds?|Fri)(?![\w'@])(?!-(?!Mon|Tue|Wed|Thu|Fri|Sat|Sun))"
        r"(?=\.?[ \t]*(?:[,;)|]|$)|\.[ \t]+[A-Z]|[ \t]+\d{4}\b(?![ \t]*(?i:mg|ml|units?))"
        r"|[ \t]+\d{1,2}(?::\d{2})?[ \t]*(?i:am|pm)\b"
        r"|[ \t]*[-\u2013][ \t]*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun))",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("mon", "tue", "wed", "fri"),
        prefilter=r"(?:Mon|Tue|Wed|Fri)",
    ),
    Pattern(
        # any weekday's abbreviation before a clock time, as a message's header writes it ("Sun 9:41pm – Bill: hey",
        # "Sat, 08:15"): "Sat" and "Sun" too, which a saturation or a name never sets before a time with its colon
        "date_weekday_abbreviated_before_clock_time",
        r"(?<![\w.@#'/-])(?P<phi>" + _WEEKDAY_ABBREVIATION + r")\.?(?=,?[ \t]+\d{1,2}:\d{2}(?!\d))",
        "DATE",
        0.75,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        prefilter=r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,2}\.?,?[ \t]+\d{1,2}:\d",
    ),
    Pattern(
        # a weekday's abbreviation alone on its line, as a diary's or a log's heading ("Wed\nCarer from Home Instead
        # didn't turn up", "Sat\nHome."), a full stop after it or not
        "date_weekday_abbreviated_heading",
        r"^[ \t]*(?P<phi>" + _WEEKDAY_ABBREVIATION + r")\.?[ \t]*$",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        prefilter=r"(?m:^[ \t]*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]?[a-z]?\.?[ \t]*$)",
    ),
    Pattern(
        # a capitalised month's abbreviation with no cue before it, before a clause goes on or ends ("prescribed Aug
        # by Mallaig Medical Practice", "last seen Oct."); not "Jan", "Jun" (given names), "Mar", "May", "Dec"
        # (shorthand for decreased)
        "date_month_abbreviated_capitalised_alone",
        r"(?<![\w.@#'/-])(?P<phi>Feb|Apr|Aug|Sept?|Oct|Nov)(?![\w'@-])"
        r"(?=\.?[ \t]*(?:[,;)]|$)|\.[ \t]+[A-Z]|[ \t]+(?:by|at|for|and|or|to|with|when|then|visit|appt)\b)",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("feb", "apr", "aug", "sep", "oct", "nov"),
        prefilter=r"(?:Feb|Apr|Aug|Sep|Oct|Nov)(?![\w'@-])",
    ),
    Pattern(
        # a weekday's abbreviation that is no English word, as messages write them anywhere, in lower case or
        # capitalised ("lets sync thurs before u leave", "i'm OOO fri", "who can do tues/thurs?", "the plumber is
        # coming Thurs"); not inside a word, an address or a tag
        "date_weekday_abbreviated_lower_case",
        r"(?<![\w.@#'-])(?<![:/]/)(?:[Tt]ues|[Tt]hurs?|[Ww]eds|[Ff]ri)(?![\w@'-]|\.\w)",
        "DATE",
        0.7,
        requires=("tue", "thu", "wed", "fri"),
    ),
    Pattern(
        # "Sat" capitalised where a clause ends after it, as a message writes a Saturday ("swap with me Sat?", "i'm off
        # Sat but", "bring the kids Sat.", "fogging there Sat"); not a saturation's "Sat 94%" or "O2 Sat: 98"
        "date_saturday_abbreviated_ending_a_clause",
        r"(?<=[ \t])(?<!O2 )(?<!SpO2 )(?<![Oo]xygen )(?<![Pp]ulse )(?P<phi>Sat)"
        r"(?=[ \t]*(?:[?!,;)|]|\.(?:[ \t]|$)|$|[ \t]+(?:but|and|or|then|too|instead|if|cos|coz|bc|because|lol|pls"
        r"|please|x+)\b))",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("sat",),
    ),
    Pattern(
        # "sat" in lower case after a word that places a day, as messages write a Saturday ("going to Foxfield on sat",
        # "hire a car on the sat.", "BNO since sat", "wear the medal to work sat"): not the past of "sit" ("sat on
        # the bench", "sat down"), nor a satellite phone or navigator
        "date_saturday_in_lower_case_after_its_cue",
        r"(?<![\w.@#'/-])(?i:on(?:[ \t]+the)?|since|until|till|til|by|this|work|for|which)[ \t]+(?P<phi>sat)(?![\w'-])"
        r"(?![ \t]+(?:on|down|up|in|with|next|there|at|by|beside|for|outside|around|through|back|nav|navs|phone"
        r"|phones|alone|quietly|and|together|still)\b)",
        "DATE",
        0.7,
        requires=("sat",),
    ),
    Pattern(
        # "sat" in lower case before a question mark, or alone on a chat's line ("r u still coming to my bday thing
        # sat??", "which sat? the 23rd?", "sat\nDylan: yo u good?"): no one asks whether someone sat
        "date_saturday_in_lower_case_asked_or_alone",
        r"(?<![\w.@#'/-])(?<!\b(?i:i) )(?<!\b(?i:he) )(?<!\b(?i:she) )(?<!\b(?i:we) )(?<!\b(?i:they) )"
        r"(?<!\b(?i:who) )(?P<phi>sat)"
        r"(?:(?=[ \t]*\?)|(?<=^sat)(?=[ \t]*$))",
        "DATE",
        0.7,
        re.MULTILINE,
        requires=("sat",),
    ),
    *(
        Pattern(
            # the weekdays of a schedule joined by slashes, each a date ("Dialysis Mon/Wed/Fri at Spanish Town",
            # "Practice Tue/Thu 6pm", "will try Tue/Thu/Sat"); not a dosing schedule ("7.5 mg Mon/Fri")
            f"date_weekdays_joined_by_slashes_{position}",
            r"(?<![\w.@#'/-])(?<!mg )(?<!mcg )(?<!units )(?<!unit )(?<!ml )(?<!mL )(?<!IU )(?<!tab )(?<!tabs )"
            r"(?<!tablet )(?<!tablets )"
            + (_WEEKDAY_ABBREVIATION + "/") * (position - 1)
            + r"(?P<phi>"
            + _WEEKDAY_ABBREVIATION
            + r")"
            + (r"(?=/" + _WEEKDAY_ABBREVIATION + r"(?![\w-]))" if position == 1 else r"(?![\w-])"),
            "DATE",
            0.7,
            requires=("mon/", "tue/", "tues/", "wed/", "thu/", "thur/", "thurs/", "fri/", "sat/", "sun/"),
        )
        for position in (1, 2, 3, 4)
    ),
    Pattern(
        "date_holiday",
        r"(?<![\w-])(?:(?:Christmas|X-?mas)(?:\s+Eve)?|Thanksgiving|Easter|Halloween|Hanukk?ah|Chanukah|Passover|"
        r"Ramadan|Eid|Kwanzaa|Yom\s+Kippur|Rosh\s+Hashanah|New\s+Year'?s(?:\s+(?:Day|Eve))?|(?-i:New\s+Year|NYE)|Diwali|Juneteenth|"
        r"Black\s+Friday|Cyber\s+Monday|Good\s+Friday|Boxing\s+Day|(?:Chinese|Lunar)\s+New\s+Year|Holi|Vesak|"
        r"Holy\s+Week|Palm\s+Sunday|Ash\s+Wednesday|Mardi\s+Gras|Bonfire\s+Night|Guy\s+Fawkes(?:\s+Night)?|Burns\s+Night|"
        r"Hogmanay|Pancake\s+Day|Shrove\s+Tuesday|Easter\s+Monday|"
        # the public holidays of Canada, Australia, South Africa, India, the Philippines, Ireland, the UK
        r"(?:Canada|Australia|Anzac|Remembrance|Victoria|Family|Heritage|Freedom|Republic|Labour|Civic|Boxing|"
        r"Bonifacio|Rizal|Waitangi|Youth|Workers'?|Kadooment|Emancipation|Canberra|Matariki)\s+Day|"
        r"(?:Independence|Memorial|Labor|Veterans'?|Presidents'?|Columbus|Valentine'?s|Mother'?s|Father'?s|"
        r"St\.?\s+Patrick'?s|Martin\s+Luther\s+King(?:\s+Jr\.?)?|MLK)\s+Day|Fourth\s+of\s+July|July\s+4th)(?![\w-])",
        "DATE",
        0.9,
        re.IGNORECASE,
        requires=(
            "christmas",
            "xmas",
            "x-mas",
            "thanksgiving",
            "easter",
            "halloween",
            "hanuk",
            "chanukah",
            "passover",
            "ramadan",
            "eid",
            "kwanzaa",
            "yom",
            "rosh",
            "new",
            "nye",
            *("independence", "memorial", "labor", "veterans", "presidents", "columbus", "valentine", "mother"),
            *("father", "st", "martin", "mlk", "diwali", "juneteenth", "black", "cyber", "good", "boxing"),
            *("chinese", "lunar", "holi", "vesak", "canada", "australia", "anzac", "remembrance", "victoria"),
            *("family", "heritage", "freedom", "republic", "civic", "bonifacio", "rizal", "waitangi", "youth"),
            *("kadooment", "emancipation", "canberra", "matariki", "holy", "palm", "ash", "mardi", "bonfire", "guy"),
            *("burns", "hogmanay", "pancake", "shrove"),
            "workers",
            "fourth",
            "july",
        ),
        # tried only where a holiday's first word occurs ("st" of "St. Patrick's Day" among them), not at every word
        starts_with_required=True,
    ),
    Pattern(
        # South Africa's, Trinidad's and Ireland's holidays and awareness days ("Day of Reconciliation", "Carnival
        # Monday", "St. Stephen's Day", "World Diabetes Day"), capitalised: a rule apart, whose rarer words a note
        # must hold ("day of" would make the rule above try every "day of admission")
        "date_holiday_more",
        r"(?<![\w-])(?:Day\s+of\s+(?:Reconciliation|Goodwill)|Human\s+Rights\s+Day|Women'?s\s+Day"
        r"|Carnival\s+(?:Monday|Tuesday)|(?:St\.?\s+)?Stephen'?s\s+Day"
        r"|World\s+(?:Diabetes|Cancer|Health|AIDS|Heart|Kidney|Mental\s+Health)\s+Day"
        # and the festivals and long weekends of Singapore, Malaysia, India, New Zealand, Korea, Thailand, Japan, and
        # of the Christian and Jewish years ("National Day long weekend", "on Labour Weekend", "over Deepavali")
        r"|National\s+Day|Labour\s+Weekend|Spring\s+Break|Deepavali|Hari\s+Raya(?:\s+(?:Puasa|Haji|Aidilfitri))?"
        r"|Thaipusam|Onam|Pongal|Navratri|Dussehra|Durga\s+Puja|Chuseok|Songkran|Golden\s+Week|Pentecost|Whitsun"
        r"|Epiphany|All\s+Saints'?\s+Day|Day\s+of\s+the\s+Dead|D[íi]a\s+de\s+(?:los\s+)?Muertos|Purim|Sukkot|Shavuot"
        # ("Mom's 89th is Feb 2, Groundhog Day", "(Tết 1932 - 2024)"; not a "Tet spell" of tetralogy of Fallot)
        r"|Groundhog\s+Day|T[eế]t(?![ \t]+[Ss]pells?)|Feast\s+of\s+the\s+Seven\s+Fishes|Lohri|Vaisakhi|Baisakhi"
        r"|Raksha\s+Bandhan|Nowruz)"
        r"(?![\w-])",
        "DATE",
        0.9,
        requires=(
            *("reconciliation", "goodwill", "human rights", "women", "carnival", "stephen", "world", "national day"),
            *("labour weekend", "spring break", "deepavali", "hari raya", "thaipusam", "onam", "pongal", "navratri"),
            *("dussehra", "durga", "chuseok", "songkran", "golden week", "pentecost", "whitsun", "epiphany"),
            *("all saints", "day of the dead", "muertos", "purim", "sukkot", "shavuot"),
            *("groundhog", "tet", "tết", "seven fishes", "lohri", "vaisakhi", "baisakhi", "raksha", "nowruz"),
        ),
    ),
    Pattern(
        "date_season",
        r"(?i:\b(?:this|last|next|past|previous|the|in|during|over|since|early|late|mid|until)\s+)"
        r"(?P<phi>spring|summer|fall|autumn|winter)(?![\w-])(?!\s+(?:risk|precautions|semester|break|camp|session))",
        "DATE",
        0.6,
        requires=("spring", "summer", "fall", "autumn", "winter"),
    ),
    Pattern(
        "date_season_year",
        r"(?<![\w-])(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)(?:\s+of)?\s+" + _YEAR + r"(?![\w])",
        "DATE",
        0.85,
        requires=("spring", "summer", "fall", "autumn", "winter"),
    ),
    Pattern(
        # a month and its day read aloud, maybe its year ("date of admission june ninth", "march third nineteen fifty
        # two", "June fourteenth, twenty twenty three")
        "date_month_and_day_in_words",
        r"(?<![\w-])(?P<phi>(?i:"
        + _MONTH_NAME
        + r"[ \t]+(?:the[ \t]+)?"
        + _ORDINAL_DAY_WORD
        + r"(?:,?[ \t]+"
        + _YEAR_IN_WORDS
        + r")?))(?![\w-])",
        "DATE",
        0.8,
        requires=_MONTH_STEMS,
        starts_with_required=True,
    ),
    Pattern(
        # a day read aloud before its month ("the twenty first of May", "third of March nineteen ninety")
        "date_day_of_month_in_words",
        r"(?<![\w-])(?P<phi>(?i:"
        + _ORDINAL_DAY_WORD
        + r"[ \t]+of[ \t]+"
        + _MONTH_NAME
        + r"(?:,?[ \t]+"
        + _YEAR_IN_WORDS
        + r")?))(?![\w-])",
        "DATE",
        0.8,
        requires=("st of", "nd of", "rd of", "th of"),
    ),
    Pattern(
        # a year read aloud after a word that places it in time ("in twenty twenty one", "since nineteen ninety",
        # "born nineteen fifty two"); "two thousand" alone is a count
        "date_year_in_words",
        r"\b(?i:in|since|from|until|till|born|year|around|circa|back[ \t]+in)[ \t]+"
        r"(?P<phi>(?i:"
        + _YEAR_IN_WORDS
        + r"))(?<!thousand)(?![\w-])(?![ \t]+(?i:"
        + UNIT_WORD
        + r"|"
        + TENS_WORD
        + r"|hundred|thousand|percent|patients|people|times|dollars|pounds|mg|minutes|hours|days|weeks|months|years"
        r"|to|or)\b)",
        "DATE",
        0.75,
        prefilter=(
            r"(?i:eighteen|nineteen|thousand|twenty)[ \t-]+(?i:hundred|oh|and|t[a-z]+|f[a-z]+|s[a-z]+|e[a-z]+|n[a-z]+)"
        ),
    ),
    Pattern(
        # a date of birth read aloud as numbers ("date of birth eleven twelve nineteen ninety", "DOB is the third
        # of the fourth nineteen eighty")
        "date_of_birth_in_words",
        r"\b(?i:date[ \t]+of[ \t]+birth|dob|d\.o\.b\.?|birthday|born[ \t]+on)(?:[ \t]+(?i:is|was))?[ \t,:]+"
        r"(?P<phi>(?i:(?:the[ \t]+)?"
        + _DAY_OR_MONTH_WORD
        + r"(?:[ \t]+of[ \t]+the)?[ \t,-]+"
        + _DAY_OR_MONTH_WORD
        + r"[ \t,-]+"
        + _YEAR_IN_WORDS
        + r"))(?![\w-])",
        "DATE",
        0.8,
        requires=("date of birth", "dob", "d.o.b", "birthday", "born"),
        starts_with_required=True,
    ),
)
"""Date rules, English notes."""
