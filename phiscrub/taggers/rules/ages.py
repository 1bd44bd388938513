"""Age rules: "Aged 82 years", "67-year-old", "67 yo", "67 y/o", "age: 67", "in her 90s" (the number is the PHI).

Informal writing (patients' questions, forum posts) gives ages without a unit: "my dad, 74, sleeps a lot", "she is 74
and lives alone", "I (34F) have had migraines", "[F28] question about ibuprofen".

Under the i2b2 policy every age is PHI; the safe-harbor policy of RuleTagger keeps only ages over 89.
"""

from __future__ import annotations

import re
from typing import Final

from phiscrub.taggers.rules.dates import TEEN_WORD, TENS_WORD, UNIT_WORD
from phiscrub.taggers.rules.names import (
    AGE_LIST_PREFILTER,
    CAPITALISED_RELATIONSHIP,
    PROPER_WORD,
    RELATIONSHIP,
    RELATIONSHIP_STEMS,
    age_list_item,
)
from phiscrub.taggers.rules.pattern import Pattern


def plausible_age(text: str) -> bool:
    """Return whether the first number of the candidate is a human age (0 to 125)."""
    digits = re.match(r"\d+", text)
    return digits is not None and int(digits.group()) <= 125


def _plausible_age_or_in_words(text: str) -> bool:
    """Return whether the candidate is an age in words, or a number that is a human age (`plausible_age`)."""
    return not text[:1].isdigit() or plausible_age(text)


_NUMBER: Final = r"(?P<phi>\d{1,3}(?:\.\d)?)"
_NOT_A_MEASURE: Final = (
    r"(?!\s*(?:%|percent|mg|mcg|ml|lbs?|pounds?|kg|g\b|cm|mm|ft|feet|foot|in\b(?![ \t]+[A-Z])|inch|min|minutes?|"
    r"hours?|hrs?|days?|"
    r"weeks?|wks?|months?|mos?|am\b|pm\b|o'?clock|times|x\b|of\b|out\b|or\b|to\b|for\b|-|:|/|\.\d|\d))"
)
"""What may not follow a bare number for it to be an age: a unit, a time, a fraction, a range ("in" as inches, not
before a capital: "alive at 90 in Tampa")."""
_NOT_A_MEASURE_NOR_A_COUNT: Final = _NOT_A_MEASURE.replace(r"of\b|", r"of(?=[ \t]+(?:\d|the\b|them\b))|")
"""The same where "of" may follow before a cause ("Father died at 58 of heart attack"), not before a count ("at 2 of
3 sites", "at 5 of them")."""

_AGE_IN_WORDS: Final = (
    r"(?:(?:one|a)[ \t-]+hundred(?:[ \t-]+(?:and[ \t-]+)?"
    + UNIT_WORD
    + r")?|"
    + TENS_WORD
    + r"(?:[ \t-]*"
    + UNIT_WORD
    + r")?|"
    + TEEN_WORD
    + r"|"
    + UNIT_WORD
    + r")"
)
"""An age in words, one to one hundred and nine ("six", "twenty-two", "ninety one", "a hundred and two")."""

_AGE_IN_WORDS_OR_HALF: Final = r"(?:" + _AGE_IN_WORDS + r")(?:[ \t]+and[ \t]+a[ \t]+half)?"
"""An age in words, maybe with a half ("two and a half")."""
_UNIT_OF_AN_AGE_IN_WORDS: Final = r"(?:[ \t]+(?i:years?|yrs?|months?|mos?|weeks?|wks?)(?:[ \t]+(?i:old))?)?"
"""The unit after an age in words, outside the PHI ("nineteen yrs", "eighteen months old")."""
_AFTER_A_BARE_AGE_IN_WORDS: Final = (
    r"(?=[ \t]*(?:[,.;:!?)\u2026]|$)|[ \t]+(?:and|now|next|already|when|but|so|with|today|tomorrow|this|yet|going"
    r"|on[ \t]+the|years?|yrs?|y/?o|he|she|they)\b|[ \t]+(?-i:in[ \t]+[A-Z]))"
)
"""What follows an age in words with no unit after "is", "he's", "I'm": the end of a clause or a word that goes on
("She is seven and in Year 2", "he's ninety-four, God rest him", "turning five in January"), not a count ("I'm one
of four", "she is two weeks late", "he was ten minutes early")."""

_AFTER_AN_APPOSITIVE_AGE: Final = r"(?=\s*[,);]|\s+(?:and|who|has|had|is|was|with|y|from)\b)"
"""What follows an age set off by commas after a person: a comma or bracket, or a verb or "from" ("my dad, 74, sleeps",
"Tom, 58 and diabetic", "Beatriz, 31 from Lisbon"), not a unit or a count ("Lasix, 40 mg", "Hospital, 12 of them")."""
_INFANT_AGE_UNIT: Final = r"(?:\s+(?:months?|mos?|weeks?|wks?)(?:\s+old)?)?"
"""The unit of an infant's age set off by commas ("granddaughter Zoe, 15 months, swallowed"): outside the PHI, as
"years" is."""
_POSSESSIVES: Final = ("my", "our", "his", "her", "their")
_POSSESSIVE_RELATIVE: Final = r"(?i:" + "|".join(_POSSESSIVES) + r")[ \t]+(?i:" + RELATIONSHIP + r")"
"""A relative named by a possessive and the tie ("my daughter", "HER HUSBAND"), which the rules of relatives' ages
open with (their required words: `_POSSESSIVES`)."""
_NOT_ORDINARY_NOR_MEDICAL: Final = r"(?!<<common_words>>\b)(?!<<medical_terms>>\b)"
"""A look-ahead: no ordinary word and no medical term starts here."""
_FULL_NAME: Final = (
    _NOT_ORDINARY_NOR_MEDICAL + PROPER_WORD + r"(?:[ \t]+" + _NOT_ORDINARY_NOR_MEDICAL + PROPER_WORD + r"){1,3}"
)
"""A person's full name before an age: two to four capitalised words, none an ordinary word nor a medical term (not
"Total Cholesterol, 220.")."""
_NAME_THEN_COMMA: Final = r"(?:" + PROPER_WORD + r"(?:\s+" + PROPER_WORD + r"){0,2}\s*,\s*)?"
"""A name of up to three words set off by commas before the age ("my mom, Linda Chen, 82, fell")."""

_LIST_SEPARATOR: Final = r"(?:[ \t]*,[ \t]*(?:(?i:and)[ \t]+|&[ \t]*)?|[ \t]+(?:(?i:and)|&)[ \t]+)"
"""What joins the numbers of a list of ages: "4 and 7", "3, 5 and 9", "3, 5, & 9", "AGES 4 AND 7"."""


_NOT_A_GESTATION_NOR_AN_ORGAN: Final = "".join(
    rf"(?<!\b{word}[ \t])(?<!\b{word}[ \t]-)"
    for word in (
        *("gestational", "gestation", "menstrual", "postmenstrual", "fetal", "foetal", "bone", "dental", "skeletal"),
    )
)
"""Look-behinds: no age of a pregnancy, a fetus or a bone ("gestational age 32 weeks", "bone age 10 years"); an
infant's age in weeks, months or days is an age ("Age: 18 months", "aged 6 weeks")."""
_NO_DOSE_AFTER: Final = r"(?![ \t]*(?:%|mg\b|mcg\b|ml\b|kg\b|g\b|cm\b|mm\b|lbs?\b|units?\b|[.,/:-]\d))"
"""No unit or continued number after the last age of a list ("age 5 and 6 mg" is a dose)."""


def _age_in_list(position: int) -> Pattern:
    """Return the rule for the `position`-th number (1, 2, 3) of a list of ages after "ages" ("kids ages 4 and 7")."""
    before = r"\d{1,3}" + _LIST_SEPARATOR
    after = r"(?=" + _LIST_SEPARATOR + r"\d)" if position == 1 else r"\b" + _NO_DOSE_AFTER
    return Pattern(
        f"age_list_{position}",
        r"\b(?i:(?:at[ \t]+)?(?:the[ \t]+)?(?:ages|aged)[ \t]+(?:of[ \t]+)?)"
        + before * (position - 1)
        + _NUMBER
        + after,
        "AGE",
        0.8,
        validator=plausible_age,
        requires=("ages", "aged"),
    )


_WORDS_BEFORE_AT: Final = r"(?:[ \t]+(?!(?:today|tonight|yesterday|this|last|earlier|overnight|am|pm)\b)[\w'-]+){0,3}?"
"""Up to three words between an event and "at" its age ("diagnosed with RA at 45"), not a day's ("today")."""
_CHILD_AGE_UNIT: Final = r"(?i:mo|mos|months?|m|yr|yrs|years?|y|wk|wks|weeks?|days?)(?![\w/])"
"""The unit of a child's age at a visit ("18 mo", "2 yr", "6 weeks")."""


_NO_DURATION_WORD_BEFORE: Final = r"(?<![\w./-])(?<!for[ \t])(?<!after[ \t])(?<!over[ \t])(?<!past[ \t])(?<!last[ \t])"
"""Before a child's age in years and months: no word of a duration ("for 2 years 3 months", "over 1 yr 2 mo")."""
_YEARS_THEN: Final = r"[ \t]*(?:y|yr|yrs|years?)[ \t]*,?[ \t]*(?:and[ \t]+)?"
"""The years' unit after their number, before the months ("2 years 7", "2 yr, 4", "3 years and 7")."""
_NO_TIME_SINCE_AFTER: Final = r"(?![ \t]+(?:ago|later|after|before|since|of|postop|post|duration)\b)"
"""After the months: no time since an event ("1 yr 2 mo ago", "2 years 3 months postop")."""
_AGE_BETWEEN_COMMAS: Final = r"[ \t]*,[ \t]*(?P<phi>\d{1,3})[ \t]*,[ \t]*"
"""An age set off by commas ("Harold Bates, 78, of"); the rules that read it say what may stand on each side."""
_AGE_BETWEEN_COMMAS_PREFILTER: Final = r",[ \t]*\d{1,3}[ \t]*,"
"""The same from its first comma: a search for it costs a tenth of one starting at the letter before."""


PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern(
        # an infant's age in months, weeks or days set off after the child's tie and name, without "old" ("our
        # daughter Harper Alvarado, 14 months, DoD number"): where the apposition ends
        "age_months_after_named_child",
        r"\b(?i:baby|son|daughter|grandson|granddaughter|twins?|newborn|nephew|niece|child)[ \t]+[A-Z][a-z]+"
        r"(?:[ \t]+[A-Z][a-z'-]+)?[ \t]*,[ \t]*(?P<phi>\d{1,2})"
        r"(?=[ \t]*(?i:months?|mos?|weeks?|wks?|days?)[ \t]*(?:[,;.)]|$))",
        "AGE",
        0.8,
        re.MULTILINE,
        requires=("baby", "son", "daughter", "twin", "newborn", "nephew", "niece", "child"),
    ),
    Pattern(
        "age_year_old",
        r"(?<![\w.])" + _NUMBER + r"(?=\s*-?\s*(?:years?|yrs?|y)\s*-?\s*(?:old|young\b))",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("old", "young"),
    ),
    Pattern(
        # an infant's age in months, weeks or days before the child ("my 3 month old daughter", "a 6-week-old infant",
        # "2 day old male") or after "baby is" and their like ("baby is 10 weeks old"), as `age_after_relative` reads
        # "his son, 8 months old"; not "a rash 3 days old"
        "age_months_old",
        # or a child named ("Our daughter April is 9 months old"), "now" or "just" between ("She's now 6 weeks old")
        # a parenting forum's child too ("DD is 3 weeks old", "LO is 10 days old"), and the age in words ("She's five
        # weeks old now")
        r"(?P<who>\b(?:baby|infant|newborn|son|daughter|girl|boy|he|she|DD|DS|LO|(?-i:(?!It\b|This\b|That\b)[A-Z][a-z]+))"
        r"(?:[ \t]+(?:is|was|turned)|['\u2019]s)[ \t]+(?:(?:now|just|only|almost|nearly)[ \t]+)?)?"
        r"(?<![\w./-])(?P<phi>\d{1,2}|" + _AGE_IN_WORDS + r")"
        r"(?=[ \t]*-?[ \t]*(?:months?|mos?|weeks?|wks?|days?)[ \t]*-?[ \t]*old\b)"
        r"(?(who)|(?=[ \t]*-?[ \t]*[a-z]+[ \t]*-?[ \t]*old[ \t]+(?:[a-z]+[ \t]+)?"
        r"(?:infant|baby|newborn|neonate|boy|girl|male|female|m|f|son|daughter|child|twins?|grandson|granddaughter|"
        r"nephew|niece|patient|pt)\b))",
        "AGE",
        0.85,
        re.IGNORECASE,
        requires=("old",),
    ),
    Pattern(
        # an infant's age set off by a comma after the child's tie and name ("our baby Mataio, 4 months old", "my son
        # Kai, six weeks old"): not a wound's ("a laceration from work, 2 days old")
        "age_months_old_after_named_child",
        r"\b(?i:baby|son|daughter|grandson|granddaughter|twins?|newborn|nephew|niece)[ \t]+[A-Z][a-z]+[ \t]*,[ \t]*"
        r"(?P<phi>\d{1,2}|(?i:"
        + _AGE_IN_WORDS
        + r"))(?=[ \t]*-?[ \t]*(?i:months?|mos?|weeks?|wks?|days?)[ \t]*-?[ \t]*(?i:old)\b)",
        "AGE",
        0.8,
        requires=("old",),
    ),
    Pattern(
        # a baby's age in months or weeks without "old" ("our baby, she is 8 months.", "he's 10 weeks now"); not a
        # pregnancy ("she is 8 months pregnant", "30 weeks along") nor a time since ("it is 3 months since")
        "age_months_after_is",
        # (the child's name between: "my son Liam is 22 months.", "my baby Lwazi is 5 weeks"; "who is": "my son
        # Mateo who is 11 months"; a newborn's days: "baby Yusuf is 5 days now")
        # ("(they're 18 months)": twins)
        r"\b(?:(?i:baby|infant|son|daughter|he|she|who)(?:[ \t]+"
        + PROPER_WORD
        + r")?(?:[ \t]+(?i:is|was|turned)|['\u2019]s)|(?i:they)(?:['\u2019]re|[ \t]+(?:are|were|turned)))[ \t]+"
        r"(?:(?i:now|just|only|almost|nearly)[ \t]+)?(?P<phi>\d{1,2})(?=[ \t]*(?i:months?|mos?|weeks?|wks?|days?)\b"
        r"(?![ \t]+(?i:pregnant|along|gestation|postpartum|post|since|ago|after|before|later|of|late|overdue|early|out"
        r"|in|into|from|with|without|s/p|status|postop|sober|clean|behind|apart|overdue)\b))",
        "AGE",
        0.75,
        prefilter=r"\d[ \t]*(?i:months?|mos?|weeks?|wks?|days?)\b",
    ),
    Pattern(
        # the years of a child's age in years and months ("Kahurangi Paewai-Hohaia, 2 years 7 months,", "Age: 2 yr 4
        # mo"): no duration ("for 2 years 7 months", "2 years 3 months ago", "after 1 yr 2 mo")
        "age_years_before_months",
        _NO_DURATION_WORD_BEFORE
        + r"(?P<phi>\d{1,2})(?="
        + _YEARS_THEN
        + r"\d{1,2}[ \t]*(?:mo|mos|months?)\b"
        + _NO_TIME_SINCE_AFTER
        + r")",
        "AGE",
        0.75,
        re.IGNORECASE,
        prefilter=r"(?i:\d[ \t]*(?:y|yr|yrs|years?)[ \t]*,?[ \t]*(?:and[ \t]+)?\d{1,2}[ \t]*mo)",
    ),
    Pattern(
        # the months of a child's age in years and months ("Age: 2 yr 4 mo", "3 years, 7 months"), no duration as
        # above
        "age_months_after_years",
        _NO_DURATION_WORD_BEFORE
        + r"\d{1,2}"
        + _YEARS_THEN
        + r"(?P<phi>\d{1,2})[ \t]*(?:mo|mos|months?)\b"
        + _NO_TIME_SINCE_AFTER,
        "AGE",
        0.8,
        re.IGNORECASE,
        requires=("mo",),
    ),
    Pattern(
        # an infant's age in months or weeks glued to its unit before the sex ("Peds ED: 6mo M brought by mom", "3 wk
        # old female", "10 m/o boy"); not a follow-up interval ("RTC 6 mo f/u")
        "age_infant_unit_before_sex",
        r"(?<![\w./-])(?P<phi>\d{1,2})[ \t]?(?:mo|mos|m/o|wk|wks|w/o)[ \t]+(?:old[ \t]+)?"
        r"(?:m|f|male|female|boy|girl|infant|baby)(?![\w/])",
        "AGE",
        0.8,
        re.IGNORECASE,
        requires=("mo", "m/o", "wk", "w/o"),
        # the unit and the sex's first letter, in any case: a search for them costs half the rule's own scan
        prefilter=r"[mMwW](?:[oO][sS]?|/[oO]|[kK][sS]?)[ \t]+(?:[oO][lL][dD][ \t]+)?"
        r"(?:[mMfF]|[bB][oO][yY]|[gG][iI][rR][lL]|[iI][nN][fF][aA][nN][tT]|[bB][aA][bB][yY])",
    ),
    Pattern(
        # an infant named by its age in months or weeks alone, after an article or a possessive ("is it normal for a
        # 6 month old to not roll over", "my 8-week-old won't feed"); not before what is that old ("a 3 week old
        # rash")
        "age_months_old_as_noun",
        r"(?<![\w'-])(?:a|my|our|your|his|her|their)[ \t]+(?P<phi>\d{1,2})"
        r"(?=[ \t]*-?[ \t]*(?:months?|mos?|weeks?|wks?)[ \t]*-?[ \t]*old(?![\w-])"
        r"(?![ \t]+(?:rash|cut|wound|bruise|injury|fracture|scar|lesion|burn|bite|symptoms?|cough|pain|swelling|lump|"
        r"tear|sprain|stitches|incision|infection|fever|diarrh[o]?ea|vomiting)\b))",
        "AGE",
        0.8,
        re.IGNORECASE,
        requires=("old",),
    ),
    Pattern(
        # an age written in words ("my six-year-old daughter", "a twenty-two year old student", "her
        # ninety-one-year-old grandmother")
        "age_in_words_year_old",
        r"(?<![\w-])(?P<phi>" + _AGE_IN_WORDS + r")(?=[ \t]*-?[ \t]*(?:years?|yrs?)[ \t]*-?[ \t]*old\b)",
        "AGE",
        0.85,
        re.IGNORECASE,
        requires=("old",),
    ),
    Pattern(
        # an age in words after "aged", "Age:", "age" or "the age of" ("Age: seventy-eight", "his father died aged
        # seventy", "at the age of six", "by age ten"); not a pregnancy's or a bone's ("gestational age: twenty weeks")
        "age_keyword_in_words",
        r"\b(?=age)" + _NOT_A_GESTATION_NOR_AN_ORGAN + r"age(?:d[ \t]+|[ \t]*:[ \t]*|[ \t]+of[ \t]+|[ \t]+)"
        r"(?:(?:about|around|approx\.?|approximately|nearly|almost)[ \t]+)?"
        r"(?P<phi>" + _AGE_IN_WORDS_OR_HALF + r")(?![\w-])",
        "AGE",
        0.8,
        re.IGNORECASE,
        requires=("age",),
        starts_with_required=True,
    ),
    Pattern(
        # an age in words after a person's "is", "I'm" or "turned", no unit after it ("She is seven and in Year 2",
        # "he's ninety-four, God rest him", "I'm thirty-four, two kids", "he's two and a half", "since I was
        # eleven)", "Temi had just turned two.", "Jock turns eighty this month", "when pt was fourteen.")
        "age_in_words_after_pronoun",
        r"\b(?=[hHsSiIwWyYuUtTpP])(?:(?:he|she|who)(?:['\u2019]?s|[ \t]+(?:is|was|will[ \t]+be))|i['\u2019]?m"
        r"|(?:pt|patient)[ \t]+(?:is|was)"
        r"|i[ \t]+(?:am|was)|(?:you|u)(?:['\u2019]?re|[ \t]+are)|turn(?:s|ed|ing)?)[ \t]+"
        r"(?:(?:now|only|just|almost|nearly|about|like|barely)[ \t]+)?"
        r"(?P<phi>" + _AGE_IN_WORDS_OR_HALF + r")" + _AFTER_A_BARE_AGE_IN_WORDS,
        "AGE",
        0.75,
        re.IGNORECASE,
        prefilter=r"(?i:" + _AGE_IN_WORDS_OR_HALF + r")" + _AFTER_A_BARE_AGE_IN_WORDS,
    ),
    Pattern(
        # a relative's age in words after "is", or a capitalised relative's with no possessive before it in words or
        # digits ("my son is ten.", "Mummy is sixty-seven. Since Sunday", "Mum is 82 and lives alone"); with a
        # possessive and digits: `age_of_relative_is`
        "age_of_relative_is_in_words",
        r"\b(?:" + _POSSESSIVE_RELATIVE + r"|" + CAPITALISED_RELATIONSHIP + r")"
        r"(?:[ \t]+" + PROPER_WORD + r")?[ \t]+(?i:is|was|will[ \t]+be)[ \t]+"
        r"(?:(?i:now|only|just|almost|nearly)[ \t]+)?"
        r"(?P<phi>(?i:"
        + _AGE_IN_WORDS_OR_HALF
        + r")"
        + _AFTER_A_BARE_AGE_IN_WORDS
        + r"|\d{1,3}\b"
        + _NOT_A_MEASURE
        + r")",
        "AGE",
        0.75,
        validator=_plausible_age_or_in_words,
        requires=RELATIONSHIP_STEMS,
    ),
    Pattern(
        # a child named by a given name a list holds, then "is" and the age, no unit ("two kids (Osian is 5, Megan is
        # nearly 3)", "Jake is 12 and plays rugby"): the end of a clause after the number
        "age_of_named_person_is",
        # (a capitalised word before "is" and a number looked for first, the list of given names after)
        r"\b(?=[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+[ \t]+is[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?\d)"
        r"(?=<<first_names>>[ \t]+is[ \t])" + PROPER_WORD + r"[ \t]+is[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?"
        r"(?P<phi>\d{1,2})(?=[ \t]*(?:[,;)]|\.(?!\d)|and\b))",
        "AGE",
        0.7,
        validator=plausible_age,
        prefilter=r"is[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?\d{1,2}[ \t]*(?:[,;).]|and\b)",
    ),
    Pattern(
        # a person's age as how young they are, no unit, where the clause ends ("111 said watch for rash. She's only
        # 3", "Uncle Phong, who was only 4."): not a count or measure ("he's only 5 feet", "she's only 2 weeks")
        "age_only_young",
        r"\b(?i:(?:she|he)(?:['\u2019]s|[ \t]+(?:is|was))|who[ \t]+(?:is|was))[ \t]+(?i:only|just)[ \t]+"
        r"(?P<phi>\d{1,2})(?=[ \t]*(?:[,;)!?]|\.(?!\d)|\r?\n|\Z|and\b|but\b|so\b))",
        "AGE",
        0.7,
        validator=plausible_age,
        prefilter=r"(?i:only|just)[ \t]+\d{1,2}[ \t]*(?:[,;)!?.]|\r?\n|\Z|and\b|but\b|so\b)",
    ),
    Pattern(
        # the age in years ending a header's line or field after the sex or an identifier ("Patient: Rahul Venkatesh,
        # M, 27 yrs     Reg. No.", "Ms Tan Wei Ling, NRIC S8834512D, 36 yrs"): not a duration in prose ("ex-smoker, 30
        # yrs")
        "age_years_after_sex_or_id",
        r"(?:(?<=\b[MF],[ \t])|(?<=[Mm]ale,[ \t])|(?<=\d[A-Z],[ \t])|(?<=\d\d,[ \t]))(?P<phi>\d{1,3})[ \t]*"
        r"(?:yrs?|years?)(?:[ \t]+old)?(?=[ \t]*(?:\r?\n|\Z|[;|]|[ \t]{2}))",
        "AGE",
        0.75,
        validator=plausible_age,
        prefilter=r",[ \t]\d{1,3}[ \t]*(?:yrs?|years?)",
    ),
    Pattern(
        # the youngest's or eldest's age among children ("three children; youngest is 18 months.", "the eldest is 12")
        "age_of_youngest_or_eldest",
        r"\b(?i:youngest|eldest|oldest)(?:[ \t]+(?:one|son|daughter|child|boy|girl))?[ \t]+(?:is|was|turned)[ \t]+"
        r"(?:(?:just|only|now|nearly|almost)[ \t]+)?(?P<phi>\d{1,2}(?:[ \t]+(?i:months?|years?|yrs?|weeks?))?)"
        r"(?=[ \t]*(?:[,;.!?)]|\r?\n|\Z|and\b|but\b))",
        "AGE",
        0.75,
        requires=("youngest", "eldest", "oldest"),
    ),
    Pattern(
        # the same in words, no unit, where the clause ends or goes on ("Rose is eighty-four now and I am", "Megan is
        # seven."): not a count or a measure ("Rose is one of them", "Mark is ten minutes late")
        "age_of_named_person_is_in_words",
        # (or was: "Alasdair was sixty-one, still driving")
        r"\b(?=[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+[ \t]+(?:is|was)[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?"
        + _AGE_IN_WORDS
        + r"\b)"
        r"(?=<<first_names>>[ \t]+(?:is|was)[ \t])" + PROPER_WORD + r"[ \t]+(?:is|was)[ \t]+"
        r"(?:(?:now|only|just|almost|nearly)[ \t]+)?"
        r"(?P<phi>" + _AGE_IN_WORDS_OR_HALF + r")" + _AFTER_A_BARE_AGE_IN_WORDS,
        "AGE",
        0.7,
        prefilter=(
            r"(?:is|was)[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?" + _AGE_IN_WORDS + _AFTER_A_BARE_AGE_IN_WORDS
        ),
    ),
    Pattern(
        # a note's shorthand of age and sex in one token, as a header field or after "a", "is" or a name ("MRN
        # 8876-1204   19F Bed 4", "Hope Castellanos, 19F, admitted", "Pt is a 54M with", "Femi 24M"); not a catheter's
        # size ("a 16F Foley") nor a temperature ("T 98.6F")
        "age_sex_shorthand",
        # (the token looked for first, its context looked behind: the engine skips to the digits)
        r"(?=\d{1,3}[ \t]?[MF](?![\w/.-])"
        r"(?![ \t]*(?i:fr|french|foley|catheter|cath|sheath|tube|ng|og|introducer|dilator|stent|drain|suction)\b))"
        r"(?:(?<=^)|(?<=[ \t]{2})|(?<=[,|(])|(?<=[,|(][ \t])|(?<=\ba[ \t])|(?<=\bis[ \t])|(?<=\b[Pp]t[ \t])"
        r"|(?<=\bPT[ \t])|(?<=\b[Pp]t:[ \t])|(?<=\bHPI:[ \t])|(?<=\bhpi:[ \t])"
        # or after a capitalised name, as a handover list writes it ("Oyelowo, Femi 24M — R hand"; not a temperature
        # in Fahrenheit: "Temp 102F")
        r"|(?:"
        + "|".join(rf"(?<=\b[A-Z][a-z]{{{length}}}[ \t])" for length in range(1, 12))
        + r")(?<!\b[Ss]ize[ \t])(?!(?:9\d|1[01]\d)[ \t]?F))"
        r"(?P<phi>\d{1,3})",
        "AGE",
        0.7,
        re.MULTILINE,
        plausible_age,
        prefilter=r"\d[ \t]?[MF](?![\w/.-])",
    ),
    Pattern(
        "age_yo",
        r"(?<![\w./-])" + _NUMBER + r"\s*(?:yo|y/o|y\.o\.?|yr\.?\s*old|yoM|yoF)(?![a-z])",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("yo", "y/o", "y.o", "yr"),
    ),
    Pattern(
        "age_keyword",
        # the look-behinds only where "age" or "at" starts (tried at every letter "a", they cost the note a scan)
        r"(?=(?i:age|at\s))"
        + _NOT_A_GESTATION_NOR_AN_ORGAN
        # "Age: 18 months", "aged 6 weeks" with the unit of an infant's age; "age" alone and a number before "days" is
        # a count ("age 5 days of fever")
        # (the check looks ahead from "age": a conditional group would cost the rule its anchoring)
        + r"\b(?:age(?=\s+\d{1,3}(?:\.\d)?(?!\d|\.\d)(?!\s*(?:weeks|wks|months|days)))|aged|age(?=\s*:)|age\s+of"
        # or an infant's age set off by commas or brackets ("my daughter Ishani, age 11 months, who")
        + r"|age(?=\s+\d{1,2}\s*(?:months?|weeks?|days?)\s*[,;)])"
        + r"|at\s+age)\s*:?\s*"
        # an estimate ("Age: approx 35 (as per ID)")
        + r"(?:(?:approx\.?|approximately|about|around|circa|est\.?|estimated|~)\s*)?"
        + _NUMBER
        + r"(?![\d/:-]|\.\d|\s*(?:mg|ml|kg|%))",
        "AGE",
        0.85,
        re.IGNORECASE,
        plausible_age,
        requires=("age",),
    ),
    Pattern(
        # a person's decade after the sex, as an estimate ("unresponsive male, approx 50s", "woman, late 70s, found
        # down"); not a vital sign's range ("HR in the 50s")
        "age_decade_after_sex",
        # (or the sex's letter before an estimate: "unidentified M, approx 40s")
        r"(?:\b(?i:male|female|man|woman|gentleman|lady)[ \t]*,?[ \t]*"
        r"|\b[MF][ \t]*,?[ \t]*(?=(?i:approx|about|around|~)))"
        r"(?i:(?:approx\.?|approximately|about|around|~|aged?|possibly|likely|maybe)[ \t]*)?"
        r"(?i:(?:early|mid|late)[ \t-]*)?(?P<phi>\d0['\u2019]?[sS])\b",
        "AGE",
        0.8,
        requires=("male", "man", "woman", "gentleman", "lady", "approx", "about", "around", "~"),
        prefilter=r"\d0['\u2019]?[sS]\b",
    ),
    Pattern(
        "age_decade",
        # or in words ("had breast cancer in her forties", "in his late teens")
        # (or since then: "twisted hands from her forties")
        r"\b(?:in|from|since|into)\s+(?:his|her|their)\s+(?:early\s+|mid\s*-?\s*|late\s+)?"
        r"(?P<phi>\d0'?s|teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b",
        "AGE",
        0.85,
        re.IGNORECASE,
        requires=("his", "her", "their"),
    ),
    Pattern(
        # "my dad, 74, sleeps a lot", "My mom, Linda Chen, 82, fell at home", "her friend Linda, 72, fell", a family
        # history row ("Mother, 72, HTN")
        "age_after_relative",
        r"\b(?:(?:my|our|his|her|their|the)\s+)?"
        + r"(?:"
        + RELATIONSHIP
        + r"|patient|pt)(?:\s*,\s*|\s+(?="
        + PROPER_WORD
        + r"\s*,))"
        + _NAME_THEN_COMMA
        + r"(?P<phi>\d{1,3})"
        + _INFANT_AGE_UNIT
        + _AFTER_AN_APPOSITIVE_AGE,
        "AGE",
        0.85,
        re.IGNORECASE,
        plausible_age,
        requires=(*RELATIONSHIP_STEMS, "patient", "pt"),
        prefilter=r"(?i),\s*\d{1,3}" + _INFANT_AGE_UNIT + _AFTER_AN_APPOSITIVE_AGE,
    ),
    Pattern(
        "age_after_own_name",  # "Hi, I'm Beatriz, 31 from Lisbon", "my name is Tom Reyes, 58, and I have gout"
        r"\b(?i:i['\u2019]?m|i\s+am|my\s+name\s+is|this\s+is)\s+"
        + PROPER_WORD
        + r"(?:\s+"
        + PROPER_WORD
        + r")?\s*,\s*(?P<phi>\d{1,3})"
        + _AFTER_AN_APPOSITIVE_AGE,
        "AGE",
        0.8,
        validator=plausible_age,
        requires=("i", "name", "this"),
        prefilter=r",\s*\d{1,3}" + _AFTER_AN_APPOSITIVE_AGE,
    ),
    *(
        Pattern(
            # the ages of children given together in brackets ("our two children (4 and 7 years)", "kids (3, 6)")
            f"age_of_children_in_brackets_{which}",
            r"\b(?i:children|kids|sons|daughters|boys|girls|twins|grandchildren|grandkids)[ \t]*\([ \t]*"
            r"(?i:aged?[ \t]+)?" + phi_first_or_second + r"[ \t]*(?i:years?|yrs?|y/o|yo)?(?:[ \t]+(?i:old))?[ \t]*\)",
            "AGE",
            0.8,
            validator=plausible_age,
            requires=("children", "kids", "sons", "daughters", "boys", "girls", "twins", "grand"),
        )
        for which, phi_first_or_second in (
            ("first", r"(?P<phi>\d{1,2})[ \t]*(?:,|and|&)[ \t]*\d{1,2}"),
            ("second", r"\d{1,2}[ \t]*(?:,|and|&)[ \t]*(?P<phi>\d{1,2})"),
        )
    ),
    Pattern(
        "age_of_relative_in_brackets",  # "granddaughter (Kaylee, 16)", "son Jake (12)", "wife (72)"
        # the bracket looked for first (the relationship words cost more to try at every word)
        # (the name in the brackets in any case: "my husband (frank, 70)", "MY HUSBAND (FRANK, 70)")
        r"\b(?=[A-Za-zé-]+(?:[ \t]+[A-Z][A-Za-z'-]*)?[ \t]*\()(?i:" + RELATIONSHIP + r")(?:[ \t]+" + PROPER_WORD + r")?"
        # (the name of one word or two: "Father (Venkatesh Rao, 61) has diabetes")
        r"[ \t]*\([ \t]*(?:[A-Za-z][A-Za-z'-]+(?:[ \t]+[A-Z][A-Za-z'-]+)?[ \t]*,[ \t]*)?"
        # an infant's unit inside the brackets, outside the PHI ("Sibling Cerys (4 months) at home"); in words too
        # ("Our grandson Alfie (nine) asked")
        r"(?P<phi>\d{1,3}|(?i:" + _AGE_IN_WORDS_OR_HALF + r"))[ \t]*"
        # (or a comma after it, more about the relative in the brackets: "My son (2 years, 11 kg, fully vaccinated)")
        r"(?:(?i:months?|mos?|weeks?|wks?|years?|yrs?|y/?o)[ \t]*)?(?:\)|,(?![ \t]*\d{1,3}[ \t]*[),]))",
        "AGE",
        0.85,
        validator=_plausible_age_or_in_words,
        requires=RELATIONSHIP_STEMS,
        prefilter=r"\((?:[ \t]*[A-Za-z][A-Za-z'-]+(?:[ \t]+[A-Z][A-Za-z'-]+)?[ \t]*,)?[ \t]*(?:\d{1,3}|(?i:"
        + _AGE_IN_WORDS_OR_HALF
        + r"))"
        r"[ \t]*(?:[A-Za-z/]+[ \t]*)?[),]",
    ),
    Pattern(
        # the next of a list of people each with the age in brackets ("Our children Nana Yaw (9) and Efua (4).", "son
        # Jake (12), daughter Mia (9)"): the first is read by `age_of_relative_in_brackets`
        "age_in_brackets_after_another",
        r"\([ \t]*\d{1,3}[ \t]*\)[ \t]*(?:,[ \t]*(?:(?i:and)[ \t]+|&[ \t]*)?|(?i:and)[ \t]+|&[ \t]*)"
        r"(?:(?i:" + RELATIONSHIP + r")[ \t]+)?" + PROPER_WORD + r"(?:[ \t]+" + PROPER_WORD + r")?"
        r"[ \t]*\([ \t]*(?P<phi>\d{1,3})[ \t]*(?:(?i:months?|mos?|weeks?|wks?|years?|yrs?|y/?o)[ \t]*)?\)",
        "AGE",
        0.75,
        validator=plausible_age,
        prefilter=r"\d[ \t]*\)[ \t]*(?:,|(?i:and)|&)",
    ),
    Pattern(
        # a relative's age right after the word, with its unit and no "old" ("my mother 72 yrs BP tablet finished")
        "age_after_relative_with_unit",
        r"\b" + _POSSESSIVE_RELATIVE + r"[ \t]+(?P<phi>\d{1,3})[ \t]*(?i:yrs?|years?|y/?o)\b"
        r"(?![ \t]+(?i:ago|later|before|after|since|of|back|earlier|old))",
        "AGE",
        0.75,
        validator=plausible_age,
        requires=_POSSESSIVES,
        starts_with_required=True,
    ),
    Pattern(
        # a child's chronological age in years and months after "CA:", as speech and language reports write it
        # ("DOB: 04/12/2021     CA: 3;5")
        "age_chronological_years_months",
        r"\bCA[ \t]*:[ \t]*(?P<phi>\d{1,2};\d{1,2})(?![\d;])",
        "AGE",
        0.8,
        requires=("ca",),
        starts_with_required=True,
    ),
    Pattern(
        # a relative's age in a field of the relative's ("Mother: 29 yrs, G3P2, trader", "FATHER: 34 y/o")
        "age_in_relative_field",
        r"\b(?=[A-Za-z-]+[ \t]*:[ \t]*\d)(?i:" + RELATIONSHIP + r")[ \t]*:[ \t]*(?P<phi>\d{1,3})[ \t]*"
        r"(?:(?i:yrs?|years?|y/?o|yo)\b|a\.)",
        "AGE",
        0.8,
        validator=plausible_age,
        requires=RELATIONSHIP_STEMS,
        prefilter=r":[ \t]*\d{1,3}[ \t]*(?i:y|a\.)",
    ),
    Pattern(
        # each child's age in a bracketed list of names ("their kids (Jaylen, 9; Amara, 6)", "grandkids (Ava, 4, and
        # Leo, 2)"): a known given name, a comma and the age, between a bracket or a separator and the next
        "age_after_name_in_brackets",
        # (in one case too, the name then of three letters or more: "(jaylen, 9; amara, 6)")
        r"(?:\(|;|,[ \t]*(?i:and|&)|,)[ \t]*(?=<<first_names>>[ \t]*,)"
        r"(?:" + PROPER_WORD + r"|[a-z]{3,}|[A-Z]{3,})"
        # (the unit after the number: "My youngest (Archie, 14 months) came home")
        # (or a decade: "A patient (Jeremy, 50s) who drives")
        r"[ \t]*,[ \t]*(?P<phi>\d{1,2}|[1-9]0s)(?=(?:[ \t]*(?i:months?|mos?|weeks?|wks?|years?|yrs?|y/?o))?"
        r"[ \t]*(?:[;)]|,[ \t]*(?:(?i:and)[ \t]+|&[ \t]*)?[A-Za-z]{3}))",
        "AGE",
        0.8,
        validator=plausible_age,
        prefilter=r",[ \t]*\d{1,2}[ \t]*(?:[;)]|,[ \t]*(?:(?i:and)[ \t]+|&[ \t]*)?[A-Za-z]|[mwys])",  # from the comma
    ),
    Pattern(
        # each child's age right after the name in a bracketed list, no comma between ("three kids (Ffion 14, Dylan
        # 11 and little Mari 4)"): a listed given name, the end of the list's item after the number
        "age_after_name_in_brackets_without_comma",
        # (not a place's or a number's word that is a name too: "(Ward 37)", "Bed 12", "Grade 3")
        r"(?:\(|[;,]|\b(?i:and)|&)[ \t]*(?:(?i:little|baby|big)[ \t]+)?"
        r"(?=[A-Z][a-z]+[ \t]+\d{1,2}[ \t]*(?:[;,)&]|(?i:and)\b))"  # the shape looked for before the lists
        r"(?!(?:Ward|Bed|Room|Bay|Unit|Floor|Level|Grade|Stage|Type|Class|Year|Lot|Block|Gate|Suite|Cot|Pod|Station"
        r"|Phase|Version|Day|Week|Page|Box|Lane|Court|Bishop|King|Dean|Major|Sergeant)\b)(?=<<first_names>>[ \t]+\d)"
        + PROPER_WORD
        + r"[ \t]+(?P<phi>\d{1,2})(?=[ \t]*(?:[;,)&]|(?i:and)\b))",
        "AGE",
        0.75,
        validator=plausible_age,
        prefilter=r"[A-Z][a-z]+[ \t]+\d{1,2}[ \t]*(?:[;,)&]|(?i:and)\b)",
    ),
    Pattern(
        # a header's age and sex in one field: "Age/Sex: 58/M", "AGE/GENDER: 62 / F", "age/sex 41yo/male"
        "age_sex_field",
        r"\b(?i:age)[ \t]*/[ \t]*(?i:sex|gender)(?:[ \t]*/[ \t]*(?i:race|ethnicity))?[ \t]*[:=]?[ \t]*"
        r"(?P<phi>\d{1,3})[ \t]*(?i:y/?o|yrs?|y)?[ \t]*/",
        "AGE",
        0.85,
        validator=plausible_age,
        requires=("age",),
        starts_with_required=True,
    ),
    Pattern(
        # the same field the other way round: "Sex/Age: M/55", "SEX/AGE: F / 72"
        "age_sex_field_sex_first",
        r"\b(?i:sex|gender)[ \t]*/[ \t]*(?i:age)[ \t]*[:=]?[ \t]*(?i:m|f|male|female)[ \t]*/[ \t]*"
        r"(?P<phi>\d{1,3})(?![\d/])",
        "AGE",
        0.85,
        validator=plausible_age,
        requires=("sex", "gender"),
        starts_with_required=True,
    ),
    Pattern(
        "age_of_relative_is",  # "My daughter Sofia is 3 and has a murmur", "her son is 14", "my wife will be 90"
        r"\b"
        + _POSSESSIVE_RELATIVE
        + r"(?:[ \t]+"
        + PROPER_WORD
        + r")?(?:[ \t]+(?i:is|was|will[ \t]+be|just[ \t]+turned)[ \t]+"
        # (or "'s" where the clause goes on after the number: "my mum's 78 so they'll be careful"; not "my dad's 3
        # dogs")
        + r"|['\u2019]s[ \t]+(?=\d{1,3}(?:[ \t]*(?:[,.;!?)]|$)|[ \t]+(?i:so|and|now|but|next|this|in|on)\b)))"
        # (a half year before its unit: "my daughter Aanya is 2.5 years")
        + r"(?P<phi>\d{1,2}[.,]5(?=[ \t]+(?i:years?|yrs?)\b)|\d{1,3}\b"
        + _NOT_A_MEASURE
        + r")",
        "AGE",
        0.8,
        validator=plausible_age,
        requires=_POSSESSIVES,
        starts_with_required=True,
    ),
    Pattern(
        # an age at an earlier or the present time set off by commas ("Mr. Gebremedhin, then 38, was diagnosed",
        # "her father, now 81, lives"): no unit follows
        "age_then_or_now",
        # (or in brackets: "my daughter Dana (then 7) was carried in")
        r"[,(][ \t]*(?i:then|now|by[ \t]+then)[ \t]+(?P<phi>\d{1,3})[ \t]*(?=[,;)])",
        "AGE",
        0.75,
        validator=plausible_age,
        requires=("then", "now"),
    ),
    Pattern(
        # a child's age after a parenting forum's shorthand ("DD (6) has had tonsillitis", "DS1 (4)", "dd(9)")
        "age_after_forum_child",
        # or with "is" ("DS is 7 and DD is 3")
        # (the child's name after the age in the brackets: "DS (9, Alfie) was referred")
        r"\b(?:DD|DS|DSS|DSD|DGD|DGS|dd|ds)\d?(?:[ \t]*\([ \t]*(?=\d{1,2}[ \t]*(?:\)|,[ \t]*[A-Z][a-z]+[ \t]*\)))"
        r"|[ \t]+is[ \t]+(?:(?:now|only|just|almost|nearly)[ \t]+)?(?=\d{1,2}[ \t]*(?:[,;.()]|and\b)))"
        r"(?P<phi>\d{1,2})",
        "AGE",
        0.75,
        requires=("dd", "ds", "dgd", "dgs"),
    ),
    Pattern(
        "age_after_pronoun",
        r"\b(?=[hHsStTiIyYuUpPwW])(?:(?:he|she|they|pt|patient|who)\s+(?:is|was|are|were|turns|turned)|(?:he|she|who)['\u2019]?s|i['\u2019]?m|"
        r"i\s+am|i\s+(?:turn|turned)|(?:he|she)\s+will\s+be|(?:you|u)(?:['\u2019]?re|\s+are)|ur"
        # "he's gonna be 40", "i'm going to be 30"
        r"|(?:(?:he|she)(?:['\u2019]?s|\s+is)|i['\u2019]?m|i\s+am)\s+(?:gonna|going\s+to)\s+be"
        # "when I was 15", "when i was like 10"
        r"|i\s+was(?:\s+(?:like|about|around|only|just|maybe))?)\s+(?P<phi>\d{1,3})\b" + _NOT_A_MEASURE,
        "AGE",
        0.75,
        re.IGNORECASE,
        plausible_age,
        requires=("he", "she", "they", "i", "you", "u", "pt", "patient", "who"),
    ),
    Pattern(
        # the sex before the age, as posts write it about the writer, starting a line or after "I'm": "M28 here",
        # "I'm F19 and", "M28 from NYC" (in brackets: `age_sex_bracket`)
        "age_after_sex_letter",
        r"(?:(?m:^)[ \t]*|(?i:\bi['\u2019]?m|\bi[ \t]+am)[ \t]+)[MF](?P<phi>[1-9]\d)(?![\w])"
        r"(?=[ \t]*(?:[),.:;\]!/]|(?i:here|and|with|so|but|from|in|living|who)\b))",
        "AGE",
        0.75,
        validator=plausible_age,
        prefilter=r"[MF][1-9]\d",
    ),
    Pattern(
        "age_turning",  # "my nana turns 100 on sunday", "louis turns 18 tomorrow", "turning 40 next month"
        r"\bturn(?:s|ed|ing)?[ \t]+(?P<phi>\d{1,3})\b(?![ \t]*(?:degrees?|deg\b|\u00b0))" + _NOT_A_MEASURE,
        "AGE",
        0.75,
        re.IGNORECASE,
        plausible_age,
        requires=("turn",),
    ),
    Pattern(
        # "(34F)", "(41 m)", "[F28]", "(M, 62)", "(F, 34 YEARS)", "(female, 28)": the sex before or after the age
        "age_sex_bracket",
        r"[\[(]\s*(?P<sex>(?:male|female|[MF])\s*[/,]?\s*)?(?P<phi>\d{1,3})\s*"
        r"(?(sex)(?:(?:years?|yrs?|y/?o|y)\s*)?|[/,]?\s*(?:yo\s*)?[MF])\s*[\])]",
        "AGE",
        0.85,
        re.IGNORECASE,
        plausible_age,
        requires=("(", "["),
    ),
    *(_age_in_list(position) for position in (1, 2, 3)),
    Pattern(
        # "gone too soon at 52", "Father: deceased at 71 from MI", "passed away at age 88"; the living too:
        # "Father alive at 90", "alive and well at 85"
        "age_at_death",
        r"\b(?i:(?:died|dies|passed(?:[ \t]+away)?|gone(?:[ \t]+too[ \t]+soon)?|deceased|death|"
        r"alive(?:[ \t]+and[ \t]+well)?)"
        # (how, between: "father died suddenly at 51", "she passed away peacefully at 96")
        r"(?:[ \t]+(?:suddenly|unexpectedly|peacefully|young|tragically|quietly))?"
        r"[ \t]+at[ \t]+(?:the[ \t]+age[ \t]+of[ \t]+|age[ \t]+)?)" + _NUMBER + r"\b" + _NOT_A_MEASURE_NOR_A_COUNT,
        "AGE",
        0.8,
        validator=plausible_age,
        requires=("died", "dies", "passed", "gone", "deceased", "death", "alive"),
    ),
    Pattern(
        # an age set off by commas after a person's name ("Mr Harold Bates, 78, of 12 Rosemary Lane", "Jane Roe, 45,
        # presents with"): a number alone between two commas, a name's letters before, a word of the sentence after
        "age_between_commas_after_name",
        r"(?<=[A-Za-z])" + _AGE_BETWEEN_COMMAS + r"(?=(?i:of|from|for|who|with|presents|presented"
        r"|is|was|lives|living|has|had|here|seen|resting|admitted|referred|retired|married|widowed|single|divorced"
        r"|on|in|at|now|today|currently"
        r"|male|female|man|woman|an?|[mf])\b)",
        "AGE",
        0.75,
        validator=plausible_age,
        requires=(",",),
        prefilter=_AGE_BETWEEN_COMMAS_PREFILTER,
    ),
    Pattern(
        # the same after a name and what a bracket adds to it, a nickname or an identifier ("Tita Baby (Corazon "Baby"
        # Villanueva), 72, who was admitted", "Shamim Akhtar (OHIP 5521-884-102-PL), 71, to the", "RE: MDM WONG AH LIAN
        # (S2834712F), 81 years")
        "age_after_bracket_after_name",
        # (the bracket looked for first, a word right before it; the bracket holds a name's word or an identifier's
        # digits: not a unit, "Temp (C), 37, normal")
        r"\((?:(?<=[A-Za-z]\()|(?<=[A-Za-z][ \t]\())"
        r"(?=[^()\n]*(?:\d{3}|[A-Z][a-z]{2}))[^()\n]{3,40}\)[ \t]*,[ \t]*(?P<phi>\d{1,3})"
        # (or the years ending the clause: not "(Devco, Phalen colliery), 32 yrs underground", a duration)
        r"(?:[ \t]*,[ \t]*(?=[a-z]{2,}\b)|[ \t]+(?=(?i:years?|yrs?)(?:[ \t]+old)?[ \t]*(?:[,.;)\n]|$)))",
        "AGE",
        0.7,
        validator=plausible_age,
        prefilter=r"\)[ \t]*,[ \t]*\d{1,3}(?:[ \t]*,|[ \t]+[Yy])",
    ),
    Pattern(
        # the same after a capitalised name in a note in mixed case, whatever lower-case word follows ("Pt Edna Mae
        # Pruitt, 96, resting comfortably")
        "age_between_commas_after_capitalised_name",
        r"(?<![\w'-])[A-Z][a-z'-]*[a-z]" + _AGE_BETWEEN_COMMAS + r"(?=[a-z]{2,}\b)",
        "AGE",
        0.7,
        validator=plausible_age,
        requires=(",",),
        prefilter=_AGE_BETWEEN_COMMAS_PREFILTER,
    ),
    Pattern(
        # an age after a person's full name where the clause ends, as a note's header line puts it ("Mr Rangi Parata,
        # 52. UR PCH3345123", "Nguyen Thi Lan, F, 71. URN 3390122", "Giuseppe Rinaldi, 74"): two to four capitalised
        # words, none an ordinary word nor a medical term (not "Total Cholesterol, 220."), the sex between or not
        "age_after_full_name_ending_the_clause",
        r"(?<![\w'-])(?:(?:Mr|Mrs|Ms|Miss|Mdm)\.?[ \t]+)?"
        + _FULL_NAME
        # (or a header's next field after two spaces: "Patient: Virgil Amos Caudill, 82     Date: 1/9/2024"; the sex
        # and the age between slashes: "Tran Bao Ngoc / F / 34   Pt ID")
        + r"(?:[ \t]*,[ \t]*(?:[MF][ \t]*,[ \t]*)?|[ \t]*/[ \t]*[MF][ \t]*/[ \t]*)(?P<phi>\d{1,3})"
        r"(?=\.(?:[ \t]|$)|[ \t]*$|[ \t]{2,}|\t)",
        "AGE",
        0.7,
        re.MULTILINE,
        validator=plausible_age,
        prefilter=r"(?m)[,/][ \t]*\d{1,3}(?:\.(?:[ \t]|$)|[ \t]*$|[ \t]{2,}|\t)",
    ),
    Pattern(
        # a child's age with its unit after the child's full name, set off by commas ("Ángel Luis Cintrón, 11 mo,
        # febrile seizure", "Patient: Callum Munro, 9 months, CHI 1810231146", "Baby of Nazia Parveen, 4 weeks,
        # weight 3.1 kg"): the number the PHI
        "age_with_unit_after_full_name",
        r"(?<![\w'-])"
        + _FULL_NAME
        + r"[ \t]*,[ \t]*(?P<phi>\d{1,2})[ \t]*(?i:mo|mos|months?|wks?|weeks?|days?|yrs?|years?)"
        r"[ \t]*(?=[,;.]|$)",
        "AGE",
        0.7,
        re.MULTILINE,
        validator=plausible_age,
        prefilter=r",[ \t]*\d{1,2}[ \t]*(?i:mo|wk|week|day|yr|year)",
    ),
    Pattern(
        # an age in a bracketed list of people and their ages, whatever the names ("We have 3 kids (Jomar 17, Kyla 13,
        # Bunso 6)"; `names.age_list_item`)
        "age_in_a_list_of_names",
        age_list_item("age"),
        "AGE",
        0.7,
        validator=plausible_age,
        prefilter=AGE_LIST_PREFILTER,
    ),
    Pattern(
        # an age after a name and the pronouns in brackets ("Caller first name: Jordan (he/him), 23, Launceston")
        "age_after_pronouns_in_brackets",
        r"(?<![\w'-])" + PROPER_WORD + r"[ \t]*\((?i:he|she|they)/(?i:him|her|them)\)[ \t]*,[ \t]*(?P<phi>\d{1,3})"
        r"(?=[ \t]*[,.;]|[ \t]+(?i:years?|yrs?|y/?o)\b)",
        "AGE",
        0.75,
        validator=plausible_age,
        prefilter=r"/(?i:him|her|them)\)[ \t]*,[ \t]*\d",
    ),
    Pattern(
        # an age in words set off by commas or in brackets after a capitalised name ("Pt: Cody Bird, nineteen yrs,
        # NHS#", "Sibling Luna, eighteen months, at home", "Mereoni (9) and Semi (five)", "Levan, (fifty-two), had a
        # stroke"): its unit outside the PHI, the clause going on after it
        "age_in_words_after_capitalised_name",
        r"(?<![\w'-])[A-Z][a-z'-]*[a-z][ \t]*(?:,[ \t]*\(?|\()[ \t]*(?P<phi>(?i:"
        + _AGE_IN_WORDS_OR_HALF
        + r"))"
        + _UNIT_OF_AN_AGE_IN_WORDS
        + r"[ \t]*(?:\)[ \t]*)?(?=[,;)]|[ \t]+(?i:and|who|has|had|is|was|at|from)\b)"
        + r"(?![,;][ \t]*(?i:"
        + UNIT_WORD
        + r"|ten)\b)",  # (not a count: "Section, one, two, three")
        "AGE",
        0.7,
        prefilter=r"[,(][ \t]*\(?[ \t]*(?i:"
        + _AGE_IN_WORDS
        + r")"
        + _UNIT_OF_AN_AGE_IN_WORDS
        + r"[ \t]*\)?[ \t]*[,;)A-Za-z]",
    ),
    Pattern(
        # the age the writer was at an event, before the clause that tells it ("In April 2024, at 38, I was
        # diagnosed"; teens to nineties: not the hour of "at 5, I left")
        "age_at_before_a_clause",
        r"\b(?i:at)[ \t]+(?P<phi>[1-9]\d)[ \t]*,[ \t]+(?=(?:I|i|I'm|I\u2019m|he|she|my|we|they)\b)",
        "AGE",
        0.7,
        validator=lambda text: 13 <= int(text) <= 99,
        requires=("at ",),
        starts_with_required=True,
    ),
    Pattern(
        # the age of a life event ("menopause at 51", "menarche at 12", "diagnosed at 45", "Dx at age 62", "retired
        # at 60", "emigrated at 19"), up to three words after a diagnosis, a retirement, a wedding or a move ("dx
        # breast ca at 44", "diagnosed type 1 at 26", "retired from the Navy at 45"; not a day's word: "diagnosed
        # today at 11")
        "age_at_life_event",
        r"\b(?i:(?:menopause|menarche|widowed|adopted|(?:potty|toilet)[ \t-]?trained"
        # an operation that ends fertility, a pregnancy ("had a hysterectomy at 38", "got pregnant at 16")
        r"|hysterectomy|vasectomy|mastectomy|oophorectomy|pregnant"
        r"|(?:diagnosed|dx(?:'?d)?|retired|married|emigrated|immigrated)"
        + _WORDS_BEFORE_AT
        # a habit begun or ended, school or home left ("started smoking at 15", "quit drinking at 40", "left school
        # at 16", "moved out at 18")
        + r"|(?:started|began|quit|stopped|gave[ \t]+up)[ \t]+"
        r"(?:smoking|drinking|vaping|using|cigarettes|alcohol|drugs)"
        r"|left[ \t]+(?:school|home)|dropped[ \t]+out|moved[ \t]+out)"
        r"[ \t]+at[ \t]+(?:the[ \t]+age[ \t]+of[ \t]+|age[ \t]+)?)" + _NUMBER + r"\b" + _NOT_A_MEASURE,
        "AGE",
        0.8,
        validator=plausible_age,
        requires=(
            *("menopause", "menarche", "diagnosed", "dx", "retired", "married", "widowed", "migrated", "adopted"),
            *("hysterectomy", "vasectomy", "mastectomy", "oophorectomy", "pregnant"),
            "trained",
            *("smoking", "drinking", "vaping", "using", "cigarettes", "alcohol", "drugs", "school", "home", "out"),
        ),
    ),
    Pattern(
        # a birthday by the age it marks, after whose it is ("her 100th is 12 May", "my lola's 90th in Pampanga"):
        # sixteen or more, not a count of visits or a percentile ("her 50th centile", "his 20th cycle")
        "age_of_a_birthday",
        r"(?:\b(?i:my|his|her|their|your|our)|['\u2019]s)[ \t]+(?P<phi>(?:1[6-9]|[2-9]\d|1[01]\d)(?i:st|nd|rd|th)"
        # (the word "birthday" with it, as the model reads the two as a date: "Her 89th birthday")
        r"(?:[ \t]+(?i:b-?day|birthday)\b|\b"
        r"(?=[ \t]*(?:[.,!?;)]|$)|[ \t]+(?i:is|was|in|on|at|next|this|last|and|coming|came|tomorrow|today"
        r"|yesterday|because|with|for|but|so)\b)))",
        "AGE",
        0.75,
        re.MULTILINE,
        requires=("st", "nd", "rd", "th"),
        prefilter=r"\d(?i:st|nd|rd|th)\b",
    ),
    Pattern(
        # an age in digits opening a sentence before who lived it ("At 19 I moved to Leeds.", "At 16, she left
        # school"): thirteen or more, no clock's hour ("At 5 he was given morphine")
        "age_at_sentence_start",
        r"(?:^|(?<=[.!?][ \t])|(?<=[.!?][ \t][ \t]))At[ \t]+(?P<phi>1[3-9]|[2-9]\d|1[01]\d)(?![\d:.])[ \t]*,?[ \t]+"
        r"(?=(?:I|he|she|we|they|my|his|her|mum|mom|dad)\b)",
        "AGE",
        0.75,
        re.MULTILINE,
        requires=("at ",),
        starts_with_required=True,
    ),
    Pattern(
        # the age at which someone had what the thread is about ("His dad had the same at 50 in Mirpur", "my niece
        # Amber had this at 3.", "My Ava had it at 2 so she's fine"): where the clause ends or goes on, no time or unit
        "age_at_having_the_same",
        r"(?i:\b(?:had|got|caught|developed)[ \t]+(?:it|this|that|one|them|the[ \t]+same|mine|hers|his))[ \t]+at[ \t]+"
        r"(?:(?i:age)[ \t]+)?(?P<phi>(?!0)\d{1,2})(?![\d:.,/]\d)"
        r"(?=[ \t]*(?:[,;)!]|\.(?!\d)|$)|[ \t]+(?i:and|when|but|so|in|too|as|after|he|she|i|they|we)\b)",
        "AGE",
        0.7,
        re.MULTILINE,
        requires=("had ", "got ", "caught ", "developed "),
    ),
    Pattern(
        # the age of an injury, a sense lost, a rite or a milestone, where the clause ends or goes on ("a football
        # injury at 16.", "registered sight impaired at 70,", "not speaking in sentences at 3 – refer", "baptised at
        # 12 and"); not a clock's time ("injury at 12 noon", "impaired at 10 tonight")
        "age_at_other_event",
        r"\b(?i:injury|injuries|fracture|impaired|blind|deaf|circumcised|bapti[sz]ed|christened|orphaned|divorced"
        r"|engaged|enlisted|graduated|puberty|sentences|talking|walking|reading|speaking|crawling|crawled|walked"
        r"|talked|smiling|smiled|babbling|weaned|menarche|adopted|emigrated|immigrated|widowed|first[ \t]+words?"
        r"|sat[ \t]+up|rolled[ \t]+over|pulling[ \t]+to[ \t]+stand|potty[ \t]+trained)"
        + _WORDS_BEFORE_AT
        + r"[ \t]+at[ \t]+(?:(?i:the[ \t]+age[ \t]+of|age)[ \t]+)?(?P<phi>\d{1,3})(?![\d:.,/]\d)"
        # a child's age in months or years ("crawling at 14 months (corrected)", "First words at 18 months")
        r"(?:[ \t]*(?i:months?|mos?|years?|yrs?)(?:[ \t]+old)?)?"
        r"(?=[ \t]*(?:[,;)(]|\.(?!\d)|[–—]|$)|[ \t]+(?i:and|when|but|with|after|while|so|he|she|i|they|we)\b)",
        "AGE",
        0.75,
        re.MULTILINE,
        validator=plausible_age,
        requires=(
            *("injur", "fracture", "impaired", "blind", "deaf", "circumcised", "baptised", "baptized", "christened"),
            *("orphaned", "divorced", "engaged", "enlisted", "graduated", "puberty", "sentences", "talking"),
            *("walking", "reading", "speaking", "crawl", "walked", "talked", "smil", "babbling", "weaned"),
            *("menarche", "adopted", "migrated", "widowed", "first word", "sat up", "rolled over", "pulling to"),
            "potty",
        ),
    ),
    Pattern(
        # an age of twenty or more in words after "at", where a clause ends or goes on ("had two stents at sixty",
        # "retired at sixty-five, and", "At forty I was"): a number that size in words is no time or measure there;
        # not before a unit or a count ("at twenty past", "at fifty percent", "at forty minutes", "at fifty of them")
        "age_at_in_words",
        r"\b[Aa]t[ \t]+(?P<phi>(?i:" + TENS_WORD + r"(?:[ \t-]*" + UNIT_WORD + r")?))"
        r"(?=[ \t]*(?:[,.;:!?)]|$)|[ \t]+(?i:and|when|but|so|with|after|from|he|she|i|we|they|you|my|his|her"
        r"|years?|yrs?)\b)",
        "AGE",
        0.75,
        requires=("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"),
    ),
    Pattern(
        # the age at which a relative or the patient had a disease, as a family history gives it ("Mother breast
        # ca at 44", "maternal aunt ovarian ca at 51", "father MI at 52", "stroke at 70"); not a count of places
        # ("cancer at 2 sites")
        "age_at_condition",
        r"\b(?i:(?:(?:breast|ovarian|colon|colorectal|rectal|prostate|lung|pancreatic|pancreas|uterine|endometrial"
        r"|cervical|skin|thyroid|gastric|stomach|bladder|kidney|renal|liver|brain|esophageal|testicular)"
        r"[ \t]+(?:ca|cancer)|cancer|carcinoma|lymphoma|leuka?emia|melanoma|mi|cva|stroke|heart[ \t]+attack"
        r"|dementia|alzheimer['\u2019]?s|parkinson['\u2019]?s)[ \t]+at[ \t]+)"
        + _NUMBER
        + r"\b"
        + _NOT_A_MEASURE
        + r"(?![ \t]+(?i:sites?|locations?|levels?|places?|spots?|points?|foci|lesions?)\b)",
        "AGE",
        0.75,
        validator=plausible_age,
        requires=(
            *("breast", "ovarian", "colon", "colorectal", "rectal", "prostate", "lung", "pancrea", "uterine"),
            *("endometrial", "cervical", "skin", "thyroid", "gastric", "stomach", "bladder", "kidney", "renal"),
            *("liver", "brain", "esophageal", "testicular", "cancer", "carcinoma", "lymphoma", "leuk", "melanoma"),
            *("mi", "cva", "stroke", "heart", "dementia", "alzheimer", "parkinson"),
        ),
        starts_with_required=True,
    ),
    Pattern(
        # a child's age at a well-child visit ("Peds well-child 18 mo:", "WCC 2 yr", "4 month well child check",
        # "9 mo well visit"): the number is the PHI, as in "18 months old"
        "age_at_well_child_visit",
        r"(?i:\b(?:well[ \t-]?(?:child|baby)|wcc)(?:[ \t]+(?:check|visit|exam|care))?[ \t]*[:-]?[ \t]*)"
        r"(?P<phi>\d{1,2})(?=[ \t]*-?[ \t]*" + _CHILD_AGE_UNIT + r")",
        "AGE",
        0.8,
        requires=("well", "wcc"),
        starts_with_required=True,
    ),
    Pattern(
        "age_before_well_child_visit",
        r"(?<![\w./-])(?P<phi>\d{1,2})(?=[ \t]*-?[ \t]*" + _CHILD_AGE_UNIT + r"[ \t]*-?[ \t]*(?i:old[ \t]+)?"
        r"(?i:well[ \t-]?(?:child|baby|visit|check)|wcc)\b)",
        "AGE",
        0.8,
        requires=("well", "wcc"),
        prefilter=r"[Ww][Ee][Ll][Ll][ \t-]?(?:[CcBbVv])|[Ww][Cc][Cc]",
    ),
    Pattern(
        # a newborn's age as its day of life ("NICU PROGRESS NOTE - DOL 12", "DOL #3", "day of life 5")
        "age_day_of_life",
        r"\b(?:DOL|(?i:day[ \t]+of[ \t]+life))[ \t]*[#:]?[ \t]*(?P<phi>\d{1,3})\b(?![.:/-]\d)",
        "AGE",
        0.8,
        requires=("dol", "day"),
        starts_with_required=True,
    ),
    Pattern(
        # a word for someone's age past 89 ("Patient is a nonagenarian", "a centenarian"): an age HIPAA counts as PHI
        "age_word_past_ninety",
        r"\b(?i:(?:super)?centenarian|nonagenarian)s?\b",
        "AGE",
        0.8,
        requires=("centenarian", "nonagenarian"),
    ),
    Pattern(
        "age_years_of_age",
        r"(?<![\w.])" + _NUMBER + r"(?=\s+years?\s+of\s+age\b)",
        "AGE",
        0.9,
        re.IGNORECASE,
        plausible_age,
        requires=("year",),
    ),
)
"""Age rules, English notes."""
