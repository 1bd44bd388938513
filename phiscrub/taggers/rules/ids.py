"""Identifier rules: USERNAME, MEDICALRECORD, IDNUM, LICENSE, SSN, ACCOUNT, HEALTHPLAN, DEVICE, VEHICLE.

Except for shapes that are distinctive on their own (SSN "123-45-6789", licences "XF-1747210-9837", usernames in
brackets "[hpp2]", social-media handles "@katiebakes", "u/darkangel99"), an identifier is only taken after a keyword
that names it ("MRN: 2418195", "serial # A123-44", "MC #88213", "Case # 7781", "username: jdoe1987", 'on forums as
"mschafer"'); a "#" before the number is context, not PHI ("MRN: #4455667" yields "4455667").
"""

from __future__ import annotations

from typing import Final

from phiscrub.resources.dictionaries import load_dictionary
from phiscrub.taggers.rules.pattern import Pattern

MESSAGE_WORDS: Final = frozenset(
    {"hi", "hello", "hey", "hiya", "sir", "madam", "maam", "ji", "ok", "okay", "yes", "thanks", "please", "booked"}
)
"""Words of greeting, address and reply in messages that the list of ordinary words lacks ("User: hi my name is",
"good morning doctor sir", "Interpreter booked"): never a name nor a user name (a rule-only list)."""


def not_a_common_word(mention: str) -> bool:
    """Reject a user name that is an ordinary word, digits at its end aside ("Tech: see report", "@home", "hi")."""
    folded = mention.rstrip("0123456789").lower()
    return folded not in load_dictionary("common_words") and folded not in MESSAGE_WORDS


def has_user_name_shape(mention: str) -> bool:
    """Return whether the candidate holds what a user name has and a word does not: an underscore, a dot or a digit."""
    return any(char in mention for char in "._0123456789")


def has_digit(text: str) -> bool:
    """Return whether the candidate holds a digit (identifiers do; words after a keyword do not)."""
    return any(char.isdigit() for char in text)


def valid_ssn(text: str) -> bool:
    """Return whether a 3-2-4 number can be an SSN (area not 000, 666 or 9xx; group and serial not zero)."""
    digits = "".join(char for char in text if char.isdigit())
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    return area not in {"000", "666"} and not area.startswith("9") and group != "00" and serial != "0000"


def has_three_digits(text: str) -> bool:
    """Return whether the candidate holds three digits or more ("case # 2" counts cases; "case # 7781" is a number)."""
    return sum(char.isdigit() for char in text) >= 3


def has_six_digits(text: str) -> bool:
    """Return whether the candidate holds six digits or more (a national number does; "SIN 3" is no number)."""
    return sum(char.isdigit() for char in text) >= 6


_GROUPED_NUMBER: Final = (
    r"(?P<phi>(?:[A-Z]{1,4}[ \t-]?)?\d[\dA-Z]*(?:[ \t-]\d[\dA-Z]*){0,4}(?:-[A-Z]{1,2}|[ \t][A-D](?=[ \t]*[,.;)]))?)"
    r"(?![\w-])"
)
"""A national number as cards print it: digits in groups, maybe letters first or a version code after a hyphen
("1234-567-890-AB", "BEAJ 8612 1419", "S1234567D", "34-1234567-8"), a British National Insurance number's final letter
before a clause's end ("SX 41 77 90 C,")."""
_SCHEME_NUMBER_SEP: Final = r"(?:[ \t]*(?:#|(?i:no\.?|number|num\.?|n[º°o]\.?)))?[ \t]*[:#]?[ \t]*"
"""What stands between a scheme's name and its number: "#", "no.", "number", a colon, or nothing."""


def _card_number(
    name: str, schemes: str, label: str, requires: tuple[str, ...], starts_with_required: bool = False
) -> Pattern:
    """Return the rule for a card's number after the name of its scheme (`schemes`, a regex alternation)."""
    return Pattern(
        name,
        r"\b(?:" + schemes + r")(?![a-zA-Z])" + _SCHEME_NUMBER_SEP + _GROUPED_NUMBER,
        label,
        0.85,
        validator=has_six_digits,
        requires=requires,
        starts_with_required=starts_with_required,
    )


_ID: Final = r"(?P<phi>[A-Z]{0,4}[-#]?\d[A-Z0-9]*(?:[-/.][A-Z0-9]+)*)"
_SEP: Final = r"\s*(?:#|no\.?|num(?:ber)?\.?|n[º°o]\.?)?\s*[:#]?\s*(?:#\s*)?"
_STRICT_SEP: Final = r"(?:\s*(?:id|#|no\.?|num(?:ber)?\.?|n[º°o]\.?)\s*[:#]?\s*|\s*[:#]\s*)(?:#\s*)?"
"""A separator that must name the number ("#", "no.", "number", ":"), for keywords that are also common words."""
_NUMBER_SEP: Final = r"\s*(?:#|no\.|num(?:ber)?\.?)\s*:?\s*"
"""A separator that says "number" ("#", "no.", "number"), for keywords a colon may follow in prose ("Case: 67 yo")."""

_DRIVERS_LICENSE: Final = (
    r"(?i:\b(?:driver'?s?|driving)[ \t]+licen[sc]e(?:[ \t]*(?:#|no\.?|num(?:ber)?\.?))?[ \t]*[:#]?[ \t]*)"
)
"""A driver's licence's keyword and what may follow it before the number ("Driver's license #:")."""

POST_HANDLE: Final = r"(?P<phi>[A-Za-z][\w.-]{1,30}[A-Za-z0-9_])"
"""A forum's or a post's writer as a user name: letters, digits, dots, hyphens and underscores, no dot or hyphen last
("amberlynn_writes", "jessamyn.r", "Thistledown")."""
_HANDLE: Final = r"[\"'\u201c\u2018@]?(?P<phi>[A-Za-z_][\w.-]{0,28}[A-Za-z0-9_])[\"'\u201d\u2019]?"
"""A user name after its cue, maybe quoted or with its "@"; a full stop or hyphen inside it, not at its end."""
_SOCIAL: Final = (
    r"(?:online\s+)?(?:forums?|message\s+boards?|chat\s*rooms?|reddit|twitter|x\.com|instagram|ig|facebook|fb|tiktok|"
    r"discord|snapchat|tumblr|youtube|twitch|steam|xbox(?:\s+live)?|psn|playstation|telegram|whatsapp|threads|"
    r"bluesky|mastodon|linkedin|pinterest|kik)"
)

_MBI_LETTER: Final = "[AC-HJKMNP-RT-Y]"
_MBI_ALNUM: Final = "[AC-HJKMNP-RT-Y0-9]"


def _letters_and_digits(mention: str) -> bool:
    """Keep an identifier with at least three letters and three digits (a Medicare number, not a word)."""
    return sum(c.isalpha() for c in mention) >= 3 and sum(c.isdigit() for c in mention) >= 3


HYPHENATED_CODE: Final = r"(?<![\w/-])(?!X+-)(?P<phi>[A-Z]{2,6}(?:-[A-Z]{2,4})*-\d{4,}(?:[-/]\d+)*)(?![\w-])"
"""An identifier of capitals and digits joined by hyphens, whatever names it ("loaner #RC-NS-20771", "Ficha:
CRIT-PY-08817", "muestra LAB-LEP-2407-113"): capitals, then four digits or more; not a germ's, a marker's or a scale's
name ("COVID-19", "CA-125", "SARS-CoV-2", "PHQ-9"). Every such code in the synthetic notes is PHI, none occurs on
MEDDOCAN; a "#" before it stays out of the span, and so does a masked number ("XXX-XX-4821", whose last digits
another rule reads)."""

PATTERNS: Final[tuple[Pattern, ...]] = (
    Pattern("username_bracketed", r"[\[(]\s?(?P<phi>[a-z]{2,5}\d{1,4})\s?[\])]", "USERNAME", 0.9, requires=("[", "(")),
    Pattern(
        # a handle with its at sign, as a post writes it and annotators mark it ("@katie_bakes"; a surrogate keeps
        # the sign: only letters and digits are replaced), hyphens inside as payment apps allow ("@liv-chen-nyc")
        "username_at_handle",
        r"(?<![\w.+@/-])(?P<phi>@[A-Za-z_](?:[A-Za-z0-9_]|[.-](?=[A-Za-z0-9_])){1,29})\b(?![.@-]\w)",
        "USERNAME",
        0.85,
        validator=lambda handle: not_a_common_word(handle[1:]),
        requires=("@",),
    ),
    Pattern(
        # the name after the prefix ("u/darkangel99": a surrogate of the span would replace the "u" too)
        "username_reddit",
        r"(?<![\w/])u/(?P<phi>[\w-]{3,32})(?![\w-])",  # any letter ("u/Pål_the_Viking"), past 20 as copies show
        "USERNAME",
        0.9,
        requires=("u/",),
    ),
    Pattern(
        # a forum's layout: the writer of a post or comment on a line before its age, "Posted by throwaway_hands_ok
        # · 6h", "derm_curious_RN · 5h", "maya.ftw • 2d ago"
        "username_before_post_age",
        r"(?im:^[ \t]*(?:(?:posted|submitted|written|asked|answered)[ \t]+by[ \t]+)?@?"
        r"(?P<phi>[a-z0-9][\w.-]{1,28}[a-z0-9_])[ \t]+[\u00b7\u2022|][ \t]+\d{1,2}[ \t]?"
        r"(?:s|m|h|d|w|y|mo|mos|min|mins|hr|hrs|yr|yrs|wk|wks|sec|secs|minutes?|hours?|days?|weeks?|months?|years?)\b"
        r"(?:[ \t]+ago)?[ \t]*$)",
        "USERNAME",
        0.75,
        prefilter=r"[ \t][\u00b7\u2022|][ \t]+\d",
    ),
    Pattern(
        # a forum's quote or post header, the writer starting the line before "wrote:" ("bazza_from_bendigo (61M)
        # wrote:", "@mamabear said:"): a user name's shape (an underscore, a digit or a dot), no word
        "username_before_wrote",
        r"(?im:^[ \t]*@?(?P<phi>[a-z0-9][\w.-]{1,28}[a-z0-9_])[ \t]*(?:\([^()\n]{1,12}\)[ \t]*)?"
        r"(?:wrote|said|replied|posted|commented|asked)[ \t]*:)",
        "USERNAME",
        0.75,
        validator=lambda handle: has_user_name_shape(handle) and not_a_common_word(handle),
        requires=("wrote", "said", "replied", "posted", "commented", "asked"),
    ),
    Pattern(
        # a payment app's cash tag ("$dmitri_petrov84 sent $40 to $jaylaMVP"): a letter after the dollar sign
        "username_cash_tag",
        r"(?<![\w$])(?P<phi>\$[A-Za-z][A-Za-z0-9_-]{2,19})(?![\w-])",
        "USERNAME",
        0.75,
        validator=lambda tag: not_a_common_word(tag[1:]) and not tag[1:].isupper(),
        requires=("$",),
    ),
    Pattern(
        # a blog's writer heading a post on a line of its own, or reblogging it ("wilted-orchid-diaries:",
        # "sunflowerbrat reblogged:"): a user name with hyphens, or any before "reblogged"
        "username_blog_writer",
        r"(?m:^[ \t]*(?P<phi>[a-z0-9]+(?:-[a-z0-9]+){1,5}(?=[ \t]*:[ \t]*$)"
        r"|[a-z0-9][\w.-]{2,29}(?=[ \t]+reblogged\b)))",
        "USERNAME",
        0.75,
        prefilter=r"(?m:[a-z0-9]-[a-z0-9]+[ \t]*:[ \t]*$|[ \t]reblogged)",
    ),
    Pattern(
        # a user name after the messaging app it belongs to ("WeChat yuxin_cindy_z", "Insta: domthedj_syd", "Snapchat
        # - kayla.b22"): a user name's shape (an underscore, a dot or a digit)
        "username_after_app",
        r"\b(?:WeChat|Wechat|WhatsApp|Telegram|Signal|LINE|Viber|Skype|Snapchat|Snap|Instagram|Insta|IG|Discord|TikTok"
        r"|Threads|Kik)(?:[ \t]+(?:ID|id|handle|name|username))?[ \t]*[:\-\u2013]?[ \t]*@?"
        r"(?P<phi>[A-Za-z][\w.]{1,28}[A-Za-z0-9_])"
        r"(?![\w@-]|\.\w)",
        "USERNAME",
        0.75,
        validator=lambda handle: has_user_name_shape(handle) and not_a_common_word(handle),
        requires=(
            *("wechat", "whatsapp", "telegram", "signal", "line", "viber", "skype", "snap", "insta", "ig", "discord"),
            *("tiktok", "threads", "kik"),
        ),
    ),
    Pattern(
        # the last digits of an account or card ("the Chase acct ending 4471", "card ending in 0921")
        "account_ending_digits",
        r"\b(?i:acct|account|card|a/c)[ \t]+(?i:ending|ends)(?:[ \t]+(?i:in|with))?[ \t]*:?[ \t]*(?P<phi>\d{4})(?!\d)",
        "ACCOUNT",
        0.8,
        requires=("ending", "ends"),
    ),
    Pattern(
        # a user name with an underscore after the account it names ("proxy account ybegay_proxy", "profile:
        # jdoe_77"): the underscore tells a user name from a word
        "username_of_account",
        r"\b(?i:account|acct|profile|alias)(?:[ \t]+(?i:name|id))?(?:[ \t]+(?i:is))?[ \t]*[:=]?[ \t]*"
        r"(?P<phi>[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9])\b(?![@.-]\w)",
        "USERNAME",
        0.75,
        requires=("account", "acct", "profile", "alias"),
    ),
    Pattern(
        "username_named",
        r"(?i:\b(?:user\s?name|user\s?id|screen\s?name|gamer\s?tag|handle|portal\s+user|log-?in)\b(?:\s+(?:is|was))?"
        r"[ \t]*[:=]?[ \t]*)" + _HANDLE,
        "USERNAME",
        0.8,
        validator=not_a_common_word,
        requires=("user", "screen", "gamer", "handle", "login", "log-in"),
    ),
    Pattern(
        # a forum's or a chat's user alone on a "User:" line ("User: jessamyn.r", "Member: auld_reekie_lass"): a user
        # name's shape (a dot, an underscore or a digit), to the line's end ("User: hi my name is" names no one)
        "username_user_field",
        r"(?m)^[ \t]*(?:User|USER|Member|Poster|Author|OP)[ \t]*:[ \t]*@?" + POST_HANDLE + r"[ \t]*$",
        "USERNAME",
        0.8,
        validator=lambda handle: has_user_name_shape(handle) and not_a_common_word(handle),
        requires=("user", "member", "poster", "author", "op"),
        starts_with_required=True,
    ),
    Pattern(
        "username_online",
        r"(?i:\b(?:on|in)\s+(?:the\s+)?" + _SOCIAL + r"\b[^\n\"\u201c]{0,25}?\b(?:as|under|named|called)\s+)" + _HANDLE,
        "USERNAME",
        0.8,
        validator=not_a_common_word,
        requires=(
            "forum",
            "board",
            "chat",
            "reddit",
            "twitter",
            "x.com",
            "instagram",
            "ig",
            "facebook",
            "fb",
            "tiktok",
            "discord",
            "snapchat",
            "tumblr",
            "youtube",
            "twitch",
            "steam",
            "xbox",
            "psn",
            "playstation",
            "telegram",
            "whatsapp",
            "threads",
            "bluesky",
            "mastodon",
            "linkedin",
            "pinterest",
            "kik",
        ),
    ),
    Pattern(
        "medical_record",
        r"(?i:\b(?:MRN|MR|med(?:ical)?\s*rec(?:ord)?|unit\s*(?:no|number)|hospital\s*(?:no|number)|chart)\.?"
        + _SEP
        + r")"
        + _ID,
        "MEDICALRECORD",
        0.95,
        validator=has_digit,
        requires=("mr", "med", "unit", "hospital", "chart"),
        starts_with_required=True,
    ),
    Pattern(
        # a record's number written in groups after its keyword, a hospital's letters before it or not ("Folder No. TBH
        # 3314 8821", "MRN 004 118 2093", "Hospital number: 22 410 873"), as South African and British hospitals file
        # them
        "medical_record_in_groups",
        r"(?i:\b(?:MRN|med(?:ical)?\s*rec(?:ord)?|unit\s*(?:no|number)|hospital\s*(?:no|number)"
        r"|folder(?=\s*(?:no|number|#|:)))\.?"
        + _SEP
        + r")(?P<phi>[A-Z]{2,4}[ \t]\d{3,6}(?:[ \t]\d{3,6}){1,2}|\d{2,6}(?:[ \t]\d{3,6}){2,3})(?![\w-])",
        "MEDICALRECORD",
        0.9,
        requires=("mr", "med", "unit", "hospital", "folder"),
        starts_with_required=True,
    ),
    Pattern(
        "medical_center_number",
        r"\b(?:MC|M\.C\.)" + _STRICT_SEP + _ID,
        "MEDICALRECORD",
        0.9,
        validator=has_digit,
        requires=("mc", "m.c."),
    ),
    Pattern(
        "ssn_keyword",
        r"(?i:\b(?:SSN|SS#|social\s+security(?:\s+number)?)" + _SEP + r")(?P<phi>\d{3}[- ]?\d{2}[- ]?\d{4})\b",
        "SSN",
        0.95,
        requires=("ssn", "ss#", "social"),
    ),
    Pattern(
        "ssn_last_four",  # "last 4 of SSN 4821", "SSN ends in 4821", "SSN: XXX-XX-4821", "SSN on file ending 4821"
        r"(?i:\b(?:SSN|SS#|social\s+security(?:\s+number)?)(?:[ \t]*\((?:last[ \t]+(?:4|four))\))?"
        r"(?:[ \t]*(?:#|no\.?|number))?(?:[ \t]+(?:is[ \t]+)?on[ \t]+(?:file|record))?[ \t]*:?[ \t]*"
        r"(?:end(?:s|ing)(?:[ \t]+(?:in|with))?|last[ \t]+(?:4|four)[ \t]*:?|"
        r"(?:xxx|\*\*\*)[ -]?(?:xx|\*\*)[ -]?)?[ \t]*)(?P<phi>\d{4})(?![\w-])",
        "SSN",
        0.9,
        requires=("ssn", "ss#", "social"),
    ),
    Pattern("ssn", r"(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])", "SSN", 0.85, validator=valid_ssn, requires=("-",)),
    Pattern(
        "account",
        r"(?i:\b(?:account|acct|billing)" + _SEP + r")" + _ID,
        "ACCOUNT",
        0.9,
        validator=has_digit,
        requires=("account", "acct", "billing"),
    ),
    Pattern(
        # an insurance plan's, certificate's or group's number written after the bare word ("Sun Life (plan 48213,
        # certificate 7730-1152)", "Member ID BHZ9921004471, Group 55120"): five digits or more, so that "plan 2",
        # "certificate 3 weeks" or "group 2 strep" is none
        "plan_or_certificate_number",
        r"\b(?i:plan|certificate|cert\.?|group)[ \t]+(?P<phi>\d{4,}-\d{3,}(?:-\d{2,})*|\d{5,})(?![\w/.-]|,\d)",
        "HEALTHPLAN",
        0.8,
        requires=("plan", "cert", "group"),
    ),
    Pattern(
        "health_plan",
        r"(?i:\b(?:health\s*plan|insurance|policy|member|medicaid|medicare|subscriber|group|certificate)"
        + _STRICT_SEP
        + r")"
        + _ID,
        "HEALTHPLAN",
        0.85,
        validator=has_digit,
        requires=("health", "insurance", "policy", "member", "medic", "subscriber", "group", "certificate"),
        starts_with_required=True,
    ),
    # a provincial or national health insurance number after its scheme's name ("OHIP 1234-567-890-AB", "RAMQ: BEAJ
    # 8612 1419", "PHN: 9123 456 789", "Health card no. 4412 778 903", "PhilHealth no. 01-025123456-7")
    _card_number(
        "health_card_number",
        r"OHIP|RAMQ|PHN|HCN|MSP|AHCIP|MSI|(?i:health[ ]card|phil[ ]?health)",
        "HEALTHPLAN",
        requires=("ohip", "ramq", "phn", "hcn", "msp", "ahcip", "msi", "health card", "phil"),
        starts_with_required=True,
    ),
    # a national identity or social security number after the card's name in capitals ("NRIC S1234567D", "SIN 046 454
    # 286", "PPSN 1234567TA", "SSS 34-1234567-8", "CNIC 35202-1234567-1", "NI number: QQ 12 34 56 A"): the words a
    # gate only, the rule tried at these capitals
    _card_number(
        "national_id_number",
        r"NRIC|SIN|PPSN|PPS|NIN|NINO|NI[ ]number|SSS|UMID|CNIC|BVN|CURP",
        "IDNUM",
        requires=(
            *("nric", "sin ", "sin:", "sin#", "sin no", "sin num", "nin ", "nin:", "nino", "ni number", "pps"),
            *("sss", "umid", "cnic", "bvn", "curp"),
        ),
    ),
    # the same after a card's name in any case ("Aadhaar 4321 8765 1290", "Omang 123456789", "Ghana Card
    # GHA-712345678-9", "Iqama 2345678901", "National Insurance number SX 41 77 90 C")
    _card_number(
        "national_id_card_number",
        r"(?i:national[ ]insurance|aadhaa?r|iqama|omang|ghana[ ]card|huduma(?:[ \t]+namba)?|kra[ ]pin)",
        "IDNUM",
        requires=("national insurance", "aadhaar", "aadhar", "iqama", "omang", "ghana card", "huduma", "kra pin"),
        starts_with_required=True,
    ),
    Pattern(
        # an Australian Medicare number after the word, its ten digits grouped 4-5-1 and the card's reference number
        # after them or not ("Medicare 2953 41786 1", "Medicare no: 2953417861/2")
        "medicare_australia",
        r"\b(?i:medicare)(?:[ \t]*(?:no\.?|number|#|card))?[ \t]*:?[ \t]*"
        r"(?P<phi>[2-6]\d{3}[ \t]?\d{5}[ \t]?\d(?:[ \t]*[-/][ \t]*\d|[ \t]\d(?![\d/.-]))?)(?![\d/.-])",
        "HEALTHPLAN",
        0.85,
        requires=("medicare",),
        starts_with_required=True,
    ),
    Pattern(
        # the Medicare Beneficiary Identifier (CMS, since 2018): 11 characters in a fixed pattern of digits and
        # letters (no S, L, O, I, B, Z), often written 1EG4-TE5-MK72; specific enough to need no keyword
        "medicare_mbi",
        r"(?<![\w-])(?P<phi>[1-9]"
        + _MBI_LETTER
        + _MBI_ALNUM
        + r"[0-9]-?"
        + _MBI_LETTER
        + _MBI_ALNUM
        + r"[0-9]-?"
        + _MBI_LETTER
        + _MBI_LETTER
        + r"[0-9]{2})(?![\w-])",
        "HEALTHPLAN",
        0.9,
        validator=_letters_and_digits,
        prefilter=r"[1-9][AC-HJKMNP-RT-Y]",
    ),
    Pattern(
        "license_keyword",
        # (or "Lic." before the number: "TX Lic. K-4418")
        r"(?i:\b(?:(?:license|licence|lic|DEA|NPI|certificate|cert)"
        + _STRICT_SEP
        + r"|lic\.[ \t]*(?=[A-Z]{0,3}-?\d)))"
        + _ID,
        "LICENSE",
        0.9,
        validator=has_digit,
        requires=("lic", "dea", "npi", "cert"),
    ),
    Pattern(
        # "NPI 1234567893", "DEA AB1234563": keywords that are no English word, so a space may part them from the number
        "npi_dea_number",
        r"\b(?:NPI|DEA)[ \t]*(?:#|[Nn]o\.?|[Nn]umber)?[ \t]*:?[ \t]*(?:#[ \t]*)?(?P<phi>[A-Z]{0,2}\d{7,10})(?![\w-])",
        "LICENSE",
        0.9,
        requires=("npi", "dea"),
    ),
    Pattern(
        "drivers_license",
        _DRIVERS_LICENSE + _ID,
        "LICENSE",
        0.9,
        validator=has_digit,
        requires=("licen",),
    ),
    Pattern(
        # a driver's licence written with its state and in groups: "Driver's license NY 123 456 789"
        "drivers_license_grouped",
        _DRIVERS_LICENSE + r"(?:[A-Z]{2}[ \t]+)?(?P<phi>\d{3}[ \t]\d{3}[ \t]\d{3}(?:[ \t]\d{3})?)(?![\w-])",
        "LICENSE",
        0.9,
        requires=("licen",),
    ),
    Pattern(
        "passport",  # "Passport no. 548812903", "passport #: X1234567"
        r"(?i:\bpassport" + _SEP + r")" + _ID,
        "IDNUM",
        0.9,
        validator=has_three_digits,
        requires=("passport",),
    ),
    Pattern(
        # the patient's number in the UK's health services: "NHS No. 485 777 3456", "NHS number: 4857773456", "CHI
        # 0101011234" (Scotland)
        "nhs_number",
        r"\b(?:NHS|CHI)(?:[ \t]*(?:No\.?|no\.?|[Nn]umber|#))?[ \t]*:?[ \t]*"
        r"(?P<phi>\d{3}[ \t-]?\d{3}[ \t-]?\d{4})(?![\w-])",
        "MEDICALRECORD",
        0.9,
        requires=("nhs", "chi"),
    ),
    Pattern(
        "license_shape",
        r"(?<![\w-])(?<!member )(?!ID ?\d)[A-Z]{2}-? ?\d{7}(?:-? ?\d{4})?(?![\w-])",
        "LICENSE",
        0.8,
    ),
    Pattern(
        "device_serial",
        r"(?i:\b(?:serial|S/N|SN|device\s*id|model)" + _STRICT_SEP + r")" + _ID,
        "DEVICE",
        0.85,
        validator=has_digit,
        requires=("serial", "s/n", "sn", "device", "model"),
    ),
    Pattern(
        # "serial" before a serial without "#" or "number" ("Apple Watch (serial G99XK2LMHT)", "insulin pump, serial
        # 1234567"): six characters or more, letters and digits both, or seven digits or more, so that "serial 12-lead
        # ECGs" and "serial troponins" stay free
        "device_serial_bare",
        r"\b(?i:serial)[ \t]+(?P<phi>(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,}|\d{7,})(?![\w-])",
        "DEVICE",
        0.8,
        requires=("serial",),
    ),
    Pattern(
        # a lot or batch of a device or vaccine ("Stryker VariAx volar plate, lot SX44718-B", "batch: AB1234"):
        # capitals and digits, four or more
        "lot_or_batch_number",
        r"\b(?i:lot|batch)(?:[ \t]*(?:#|(?i:no|num|number)\.?))?[ \t]*[:#]?[ \t]*"
        r"(?P<phi>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])(?![\w-])",
        "DEVICE",
        0.75,
        requires=("lot", "batch"),
        starts_with_required=True,
    ),
    Pattern(
        # a Kenyan HIV clinic's number, its facility's code and the patient's serial ("CCC No. 13939-04512", "CCC
        # 13939-05112")
        "comprehensive_care_clinic_number",
        r"\bCCC(?:[ \t]*(?:No|NO|no|#)\.?)?[ \t]*:?[ \t]*(?P<phi>\d{4,6}-\d{3,6})(?![\d-])",
        "MEDICALRECORD",
        0.85,
        requires=("ccc",),
        starts_with_required=True,
    ),
    Pattern(
        "vehicle_plate",
        # a plate in two groups too ("plate KRV 2291", "reg YK19 HTZ")
        # an ambulance's call sign in a run report's field ("Vehicle: CPT 4412")
        r"(?i:\b(?:license\s+plate|plate|VIN|vehicle\s*id|vehicle(?=[ \t]*:)"
        r"|reg(?:istration)?(?=[ \t]+[A-Z]{2}\d\d[ \t][A-Z]{3}\b))"
        + _SEP
        + r")(?!(?:19|20)\d\d\b)(?P<phi>[A-Z0-9]{2,4}[ \t][A-Z0-9]{3,4}(?![\w-])(?<!HOLE)|[A-Z0-9][A-Z0-9-]{3,16})\b",
        "VEHICLE",
        0.9,
        validator=has_digit,
        requires=("plate", "vin", "vehicle", "reg"),
    ),
    Pattern(
        # a booking's reference, as a forwarded itinerary gives it: "PNR is 6XKQ2M", "Booking ref: K7QX2P", "record
        # locator ZQ4T9B" (capitals with a digit)
        "booking_reference",
        r"\b(?:PNR|(?i:booking[ \t]+(?:ref(?:erence)?|code|number)|record[ \t]+locator|confirmation[ \t]+code))"
        r"(?:[ \t]+(?i:is))?[ \t]*[:#]?[ \t]*(?P<phi>(?=[A-Z]*\d)[A-Z0-9]{5,8})\b",
        "IDNUM",
        0.8,
        requires=("pnr", "booking", "record locator", "confirmation code"),
    ),
    Pattern(
        # a flight's number after the word: "Air India flight AI 191", "Flight #UA 2041", "on flight BA0283"
        "flight_number",
        r"\b(?i:flight)(?:[ \t]*(?:#|no\.?|number))?[ \t]*(?P<phi>[A-Z][A-Z0-9][ \t]?\d{1,4})\b",
        "IDNUM",
        0.75,
        requires=("flight",),
    ),
    Pattern(
        "reference_number",
        # (a donor's number at a bank: "donor #4471"; "is" before it: "My BWC claim number is 24-31880")
        r"(?i:\b(?:case|claim|accession|requisition|reference|ref|confirmation|encounter|visit\s+id|order|donor)"
        + _NUMBER_SEP
        + r"(?:is[ \t]+)?"
        + r"|\b(?:CSN|FIN|accession)"
        + _STRICT_SEP
        + r")"
        + _ID
        + r"(?=[\s.,;:)]|$)",
        "IDNUM",
        0.8,
        validator=has_three_digits,
        requires=(
            "case",
            "claim",
            "accession",
            "requisition",
            "ref",
            "confirmation",
            "encounter",
            "visit",
            "order",
            "csn",
            "fin",
            "donor",
        ),
        prefilter=r"(?i)(?:case|claim|accession|requisition|reference|ref|confirmation|encounter|visit\s+id|order|donor)"
        r"\s*(?:#|no\.|num)|(?:csn|fin|accession)\s*(?:id|#|no|num|n[º°o]|[:#])",
        starts_with_required=True,
    ),
    Pattern(
        # a reference in brackets or after "ref" with no "#", letters and digits in it ("(ref 1-7KD92JQ)", "ref
        # AX77-1029"): not a laboratory's reference range ("ref 3.5-5.0", "ref <100")
        "reference_code_after_ref",
        r"\b(?i:ref)\.?[ \t]+"
        r"(?P<phi>(?=[A-Z0-9-]*[A-Z])[A-Z0-9]*\d[A-Z0-9]*(?:-[A-Z0-9]+)+|(?=[A-Z0-9]*\d)[A-Z]+\d[A-Z0-9]*)"
        r"(?=[\s.,;:)]|$)",
        "IDNUM",
        0.75,
        validator=has_three_digits,
        requires=("ref",),
        starts_with_required=True,
    ),
    Pattern(
        # a laboratory's or specimen's number ("Lab No: E24.11873", "Specimen #: S24-1187", "sample no. 4471")
        "lab_number",
        r"(?i:\b(?:lab(?:oratory)?|specimen|sample)" + _STRICT_SEP + r")" + _ID,
        "IDNUM",
        0.85,
        validator=has_three_digits,
        requires=("lab", "specimen", "sample"),
    ),
    Pattern(
        # a clinician's registration with a regulator, as notes outside the US sign ("MSP # 28814" in British
        # Columbia, "GMC 7012345", "HPCSA MP0654321", "AHPRA MED0001234567", "Reg. No. TS 45120", "IMC Reg No 123456")
        "clinician_registration",
        r"(?:\b(?:MSP|GMC|NMC|AHPRA|HPCSA|SANC|MCNZ|CPSO|IMC|MCI|PRC)(?:[ \t]+(?i:reg(?:istration)?\.?))?(?i:"
        + _SEP
        + r")|\b(?i:reg(?:istration)?\.?"
        + _STRICT_SEP
        + r"))"
        r"(?P<phi>(?:[A-Z]{2,4}[ \t])?[A-Z]{0,4}[-#]?\d[A-Z0-9]*(?:[-/.][A-Z0-9]+)*)(?![\w-])",
        "LICENSE",
        0.85,
        validator=has_three_digits,
        requires=("msp", "gmc", "nmc", "ahpra", "hpcsa", "sanc", "mcnz", "cpso", "imc", "mci", "prc", "reg"),
        prefilter=r"\b(?:MSP|GMC|NMC|AHPRA|HPCSA|SANC|MCNZ|CPSO|IMC|MCI|PRC)\b|\b(?i:reg(?:istration)?\.?)\s*(?i:id|#|no|num|n[º°o]|[:#])",
    ),
    Pattern(
        "id_keyword",
        # and an employee's badge ("badge #22871", "Badge number: 44512")
        r"(?i:\b(?:ID|I\.D\.|identifier|identification|patient\s*id|pharm\s*id|record|badge)"
        + _STRICT_SEP
        + r")"
        + _ID,
        "IDNUM",
        0.8,
        validator=has_digit,
        requires=("id", "i.d.", "record", "badge"),
        prefilter=r"(?i)(?:id|i\.d\.|identifier|identification|record|badge)\s*(?:id|#|no|num|n[º°o]|[:#])",
    ),
    Pattern(
        # a person's number in a practice's or a study's list, after a word that says "number" ("patient #40882",
        # "participant no. 0318-027", "client number 55120"; not "Patient: 45 y/o")
        "person_number",
        r"\b(?i:patient|participant|subject|client|member|resident|enrol(?:l)?ee)" + _NUMBER_SEP + _ID,
        "IDNUM",
        0.8,
        validator=has_digit,
        requires=("patient", "participant", "subject", "client", "member", "resident", "enrol"),
        starts_with_required=True,
    ),
    Pattern(
        # "Patient ID 4471-223", "ID A77120": the capitals "ID" name the number even without a colon or "#"; three
        # digits at least ("ID 2 weeks out" is infectious disease), and the number ends the word
        "id_in_capitals",
        r"\b(?:ID|I\.D\.)[ \t]+(?:#[ \t]*)?" + _ID + r"(?=[\s.,;:)]|$)",
        "IDNUM",
        0.8,
        validator=has_three_digits,
        requires=("id", "i.d."),
        prefilter=r"(?:\bID|I\.D\.)[ \t]+(?:#[ \t]*)?[A-Z]{0,4}[-#]?\d",
    ),
    Pattern(
        # a hospital or policy number of capitals and numbers between slashes, as Indian and British hospitals write
        # them ("Hosp No: HP/24/11873", "AH/IP/24/0558713", "P/161211/01/2024/004455"), which a CRF reads as dates in
        # pieces; a number of four digits at least ("BP/120/80" is a pressure)
        "id_with_slashes",
        r"(?<![\w/.-])(?P<phi>(?=[A-Z/]*/(?:\d+/)*\d{4})[A-Z]{1,4}(?:/[A-Z]{1,4})*(?:/\d+)+)(?![\w/-])",
        "IDNUM",
        0.8,
        prefilter=r"[A-Z]/(?:[A-Z]{1,4}/)*\d",
    ),
    Pattern(
        # an officer's or employee's badge number written without "#" or a colon ("SFPD badge 2271", "badge
        # 30419"): three digits at least
        "badge_number",
        r"\b(?i:badge)[ \t]+(?P<phi>\d{3,8})(?![\w/:-]|\.\d)",
        "IDNUM",
        0.75,
        requires=("badge",),
        starts_with_required=True,
    ),
    Pattern(
        # the same in lower case ("interpreter id 4471 used", "patient id 4471-223"), as a note or message in one case
        # writes it: three digits at least, as in capitals ("id 2 weeks" is infectious disease); not a date ("f/u
        # with id 1/15"), nor a health plan's ("medicaid id ...", which its model reads as one)
        "id_in_lower_case",
        r"(?<!medicaid )(?<!medicare )(?<!member )(?<!subscriber )(?<!policy )(?<!plan )(?<!group )(?<!insurance )"
        r"\b(?:id|i\.d\.)[ \t]+(?:#[ \t]*)?(?!\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\w/-]))"
        r"(?P<phi>[a-z]{0,4}[-#]?\d+(?:[-/.][a-z0-9]+)*)(?=[\s.,;:)]|$)",
        "IDNUM",
        0.75,
        validator=has_three_digits,
        requires=("id", "i.d."),
        starts_with_required=True,
    ),
    # last, and scored below the rules that name an identifier's kind, which win where both read the same code
    Pattern("id_hyphenated_code", HYPHENATED_CODE, "IDNUM", 0.6, prefilter=r"[A-Z]-\d{4}"),
)
"""Identifier rules, English notes."""
