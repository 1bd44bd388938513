"""The rules' prefilters (required words, prefilter regexes): they skip work, never a match."""

from __future__ import annotations

import dataclasses
import random
import re
import sys
from pathlib import Path
from typing import Literal

import pytest

from phiscrub.io.registry import reader
from phiscrub.taggers.rules import RuleTagger, rule_patterns
from phiscrub.taggers.rules.anchor import matches_at
from phiscrub.taggers.rules.pattern import (
    Pattern,
    RequiredWords,
    WordStarts,
    compile_pattern,
    dictionary_rule,
    fold_case,
)

REPO = Path(__file__).resolve().parents[2]

NOTES: dict[str, tuple[str, ...]] = {
    "en": (
        "Pt is a 67 yo M seen on 3/4/2012 by Dr. Ana Ruiz, MD at Mercy General Hospital, Boston, MA 02114.",
        "MRN: 2418195. SSN 123-45-6789. Call (617) 555-1234 ext 12 or pager 07516. Fax: 617-555-9876.",
        "Aged 82 years, in her 90s, admitted since March 2011; christmas and Thanksgiving 2010; Sept '98.",
        "Email ana.ruiz@example.org, www.example.com, 10.0.0.1; acct # A12-334; serial # A123-44; VIN 1HGCM82633.",
        "Lives at 12 Oak Street, Springfield; moved to TX in 1998; zip code 02114; P.O. Box 12; Monday, June 3rd.",
        "SOCIAL SECURITY NUMBER 234-56-7890, LICENSE: XF-1747210, INSURANCE # 99-1234, ID: 77A, in the summer.",
        "No PHI in this sentence at all.",
        "Seen on 3/14 and since 12/31, in 2019 and 1998; on the 21st; J. K. Rowling, Ana B. Lopez and A.Smith; "
        "Ana Ruiz Lopez, M.D. and Tom Baker RN; Boston, MA 02114-1234; Massachusetts 02114; 3rd of March 2019, 21 Mar "
        "19; 10.0.0.12 and 617.555.1234.",
        "Moved from Saint Pierre and Miquelon to \u017fan Diego, then \u0130stanbul and Ca\u00f1on City; KENTUCKY, "
        "Kentucky-born, New\tYork, new york, Kahului-Maui; faxed to the Christ Hospital and UPMC; Ohio.",
    ),
    "es": (
        "Nombre: Ana Gil Ruiz.\nNHC: 2418195.\nDomicilio: C/ Lavapiés, 94, 3, A.\nCP: 28012\nEdad: 53 años\n",
        "Varón de 53 años de edad visto el 3 de marzo de 2019 en el Hospital Universitario La Paz por la Dra. Ana.",
        "Médico: Ana Gil Ruiz. NºCol: 28 28 20943. Tel. +34 912 345 678. Fax: 91 123 45 67. 28012 Madrid.",
        "Remitido por: Luis Pérez Servicio de Urología. Episodio: 123456. DNI 12345678Z, año 1998, 10/10/1963.",
        "Mi hijo Santiago tiene 5 años y vive en Lima.",  # "tiene": no "ten" in the note
    ),
}


def unfiltered_matches(lang: str, text: str) -> list[tuple[int, int, str]]:
    """Return (start, end, rule) of every rule match in `text`, the rules run with their prefilters removed."""
    found: list[tuple[int, int, str]] = []
    for pattern in rule_patterns(lang):
        stripped = dataclasses.replace(pattern, requires=(), prefilter="", starts_with_required=False)
        regex = compile_pattern(stripped)
        for match in regex.finditer(text):
            start, end = match.span("phi") if "phi" in regex.groupindex else match.span()
            if start < end and (stripped.validator is None or stripped.validator(text[start:end])):
                found.append((start, end, stripped.name))
    return sorted(found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Fax: 617", "fax: 617"),
        ("Ca\u017fe", "case"),  # long s: re.IGNORECASE equates it with "s"
        ("\u0130D \u0131d", "id id"),  # dotted capital I and dotless i
        ("\u212aM", "km"),  # Kelvin sign
        ("Médico", "médico"),
    ],
)
def test_fold_case_maps_ignorecase_equivalents(text: str, expected: str) -> None:
    assert fold_case(text) == expected


@pytest.mark.parametrize("requires", [("",), ("Fax",), ("fax", "MRN")])
def test_pattern_refuses_required_words_that_are_empty_or_not_folded(requires: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="required words"):
        Pattern("x", "fax", "FAX", 0.5, requires=requires)


@pytest.mark.parametrize(
    ("requires", "text", "expected"),
    [((), "anything", True), (("fax",), "fax: 1", True), (("fax", "tel"), "tel 1", True), (("fax",), "none", False)],
)
def test_may_match_needs_one_required_word(requires: tuple[str, ...], text: str, expected: bool) -> None:
    assert Pattern("x", "x", "FAX", 0.5, requires=requires).may_match(text) is expected


@pytest.mark.parametrize(
    ("folded", "expected"),
    [
        ("mrs. ana ruiz, mrn 2418195", {"mr", "mrs", "mrn", "rn"}),  # overlapping occurrences all count
        ("no phi here", set()),
        ("", set()),
        ("fax: 617; tel 555", {"fax", "tel"}),
    ],
)
def test_required_words_are_found_as_substring_tests_find_them(folded: str, expected: set[str]) -> None:
    words = ("mr", "mrs", "mrn", "rn", "fax", "tel", "dr")
    assert RequiredWords(words).found_in(folded) == expected == {word for word in words if word in folded}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_required_words_of_every_rule_agree_with_substring_tests(lang: str) -> None:
    patterns = rule_patterns(lang)
    required = RequiredWords(word for pattern in patterns for word in pattern.requires)
    for text in NOTES[lang]:
        folded = fold_case(text)
        present = required.found_in(folded)
        assert [p.may_match(folded) for p in patterns] == [
            not p.requires or not present.isdisjoint(p.requires) for p in patterns
        ]


def test_no_required_words_find_nothing() -> None:
    assert RequiredWords(()).found_in("fax") == set()


def test_required_words_are_found_without_pyahocorasick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ahocorasick", None)  # an import of it now raises ImportError
    words = ("mr", "mrs", "mrn", "rn", "fax")
    required = RequiredWords(words)
    assert required._automaton is None
    assert required.found_in("mrs. ana ruiz, mrn 2418195") == {"mr", "mrs", "mrn", "rn"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_rule_of_a_language_has_only_folded_required_words(lang: str) -> None:
    for pattern in rule_patterns(lang):
        assert all(fold_case(word) == word for word in pattern.requires), pattern.name


@pytest.mark.parametrize(("lang", "text"), [(lang, text) for lang, texts in NOTES.items() for text in texts])
def test_prefilter_does_not_change_matches(lang: Literal["en", "es"], text: str) -> None:
    found = sorted(
        (span.start, span.end, span.source.removeprefix("rules:")) for span in RuleTagger(lang).matches(text)
    )
    assert found == unfiltered_matches(lang, text)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        *((lang, text) for lang, texts in NOTES.items() for text in texts),
        ("en", "Her mother is a teacher; she is a nurse at Mercy General Hospital."),
        ("es", "Paciente: Ana Gil Ruiz, de 53 años."),
    ],
)
def test_required_words_hold_where_spaces_are_doubled_or_tabs(lang: Literal["en", "es"], text: str) -> None:
    # a required word with a space in it ("is a") must not depend on how many spaces the note puts there
    tagger = RuleTagger(lang)
    for variant in (text.replace(" ", "  "), text.replace(" ", "\t"), text.replace(":", " \t:")):
        found = sorted((span.start, span.end, span.source.removeprefix("rules:")) for span in tagger.matches(variant))
        assert found == unfiltered_matches(lang, variant), variant


@pytest.mark.parametrize("lang", ["en", "es"])
def test_prefilter_skips_rules_whose_words_are_absent(lang: str) -> None:
    folded = fold_case("No PHI in this sentence at all.")
    skipped = [pattern.name for pattern in rule_patterns(lang) if not pattern.may_match(folded)]
    assert len(skipped) > len(rule_patterns(lang)) // 2


_PIECE_LIST = (
    "the third of May|twenty first of june|in twenty twenty one|since nineteen ninety|born two thousand and three|"
    "Gandhinagar, Vellore – 632 006|, Chennai - 600040|St. John's, NL     Fax|"
    "ID #48812|I.D. RS1048249|(ID 4471)|in 2019,|since 2020.|"
    "Orléans ON K1C 5T7|Gatineau QC J8X 3X7|her 100th is|my 90th in|Her 89th birthday|Mum's 70th.|his 60th b-day|"
    "Sun 9:41pm|Sat, 08:15|Thu 10:00|sun 9:41|Austin, TX 78701|Ohio 44101|#RC-NS-20771|LAB-LEP-2407-113|CA-125|"
    "Luna, eighteen months, at|Semi (five)|Levan, (fifty-two)|Cody, nineteen yrs,|(five)|, eighteen|"
    "on|in|since|the|of|and|2019|1998|20|3/14|12/31|3/4/2012|MD|M.D.|RN|PhD|DO|Ana|Ruiz|Tom|J.|K.|A.|Smith|21st|3rd|"
    "30th|02114|02114-1234|10.0.0.1|617-555-1234|(617) 555-1234|555.1234|Mar|March|mar|Jan|MA|Boston|Massachusetts|"
    "mg|%|,|.|-|/|on the|by the|21-Mar-19|3 jan 2020|12/Dec/98|my son|her mother|45|7|who|12 oak|main|st|Street|"
    "Ave|way|n.|ID|patient id|record|#|no.|Case|CSN|accession|A123|1234567|:|the patient, 45|on the 3rd|order #|"
    "12 Oak|4 Elm St|9 n. elm|identifier|Identification no|(Kaylee, 16)|(12)|Jake|Tues|back|JS/kt|SR/lmc|RUIZ, ANA|"
    "Ruiz, Ana|1EG4-TE5-MK72|1EG4TE5MK72|1EG4|TE5-MK72|TX|NY|MI|CA|moved to|lives in|from|near|until|Fri|Thurs|"
    "2001:0db8:85a3:0000:0000:8a2e:0370:7334|fe80:0:0:0:202:b3ff:fe1e:8329|db8:|:7334|12 elm st|9 maple ave|"
    "I'm Ana, 31|my name is Tom Reyes|I'm|St. Luke's|on tues|died at 45|jdoe [at] gmail [dot] com|NW8|9AY|M13|"
    "B3H|2Y9|W8 4PT|M5V 3L9|Grandpa|Brother|Walt|M28 here|12 OAK|N|SHERIDAN|RD|9 ELM ST|on main|off elm|on main st|"
    "KINDRED HOSPITAL|MERCY CLINIC|h2x|1l1|m5v 3l9|H2X 1L1|qc|Harold Bates, 78, of|, 45,|Roe,|presents|bates|"
    "6mo M|10 m/o boy|3 WK F|2 mos old female|mo f/u|4 mo well child|male, approx 50s|WOMAN, LATE 70S|"
    "Smile Bright Family Dentistry|Open Door Counseling|HP/24/11873|BP/120/80|lives in CA|on March 3|"
    "Toronto, ON M6S 1P2|montreal, qc h2x 1l1|Ruiz, Ana MD|Toronto, ON\nDate|Halifax, NS.\n"
    "|[22:14] Tom R.:|10/3/23, 22:18 - Ana Ruiz:|54M taxi driver|31 F school teacher|- Ana|\nana: ok|\ntom99: yo"
    "|\nskye — Today at 9:15 PM|\nBigRon — 03/12/2024 9:16 PM\n|45F, kindergarten teacher|Brother Walt|Sister Ana"
    "|Tasha Greer, RN - Fairlane Internal Medicine\n|Ana Ruiz MD | Bayside Cardiology\n"
    "|Thurs PM|Sat night|\n[14/05/23, 21:07] Yoli:|[3/4/2012, 9:15 PM] Tom R.:|Rosie's Diner|Tony's|Pizza"
    "|- NewPancreasWhoDis|~ runner_girl88|GMC 7012345|Reg. No. TS 45120|she is 8 months|he's VP of ops"
    "|\nana_b · 5h\n|\nPosted by tom99 • 2d ago\n|Tom Reyes, M.D.\nAR:kt\n|\nAR:kt\nD: 03/09/87"
    "|\n[9:15 PM] kimchi.kween: F\n|\n[9:15 PM] salty: hi\n[9:16 PM] salty: yo\n|discord.gg/lunacove|bit.ly/3xYz"
    "|\nwilted-orchid:\n|\nsunflowerbrat reblogged: x|\nTom: hi\nTom: yo\n|moved to NY|from TX|seen 3/14"
    "|\n[02:13] Tash: hi\n[02:15] Tash: aw\n|💼 nurse (Mercy)"
    "|\nYokasta Almonte · May 3|\nPosted by banksia_girl · 12 July 2024|\nmark_in_mold » Thu|\nsooyeon_cares | Posted"
    "|\n💬 Rosanna Tavarez\n|\n💬 mumzy_trish hi|\nSiobhán Ní Bhriain · 2h"
    "|one two three four five six seven eight|nine oh three|"
    "|Aug by|Oct.|Nov,|Review Wed\n|Mon 1400|(Dylan 11,|and Maria 4)|Ana Ruiz <ana@x.org>|\ntom_99 wrote on 3/4/24:"
    "|she is seven|he's|ten|twenty-two|two and a half|Jake is 5|is 3|(9) and Efua (4)|(12), son Jake (3)|Mother: 29 yrs"
    "|Bath BA2 3DW|, Leeds LS1 4AB|at sixty|At forty-two|\n[Faith W]: hi|\n[Kevo]: yo\n[Kevo]: ok\n"
    '|\nReply NanaJudes: x|\nOP PeppaPigsMum77: x|\nmairead_k: hi|Robert (Bob)|Florencia "Flor" Ledesma'
    "|Ana Ruiz (OHIP 5521), 71, to|LIAN (S2834712F), 81 years|Rose is eighty-four now|Megan is seven."
    "|NRIC S1234567D|SIN 046 454 286|Aadhaar 4321 8765 1290|iqama 2345678901|National Insurance number SX 41 77 90 C"
    "|\nFunmi 💜: hi\nTolu: ok\nFunmi 💜: yo\n|\nReply by mags_long (Jan 29, 2025)\n|\nLollyBagsMum · Thu 14-Mar-24"
    "|Co. Cork, P12 X7K2|D6W Y2K4|T12 4567|to Coast General|at Kingston General Hospital|in Mass General|General"
    "|\nMrsBrightside84: hi|\nTwoBoysNoSleep22: same"
    "|9876 2210 (me) / 8123 4409|555-0143 or 555-0178|2 years 7 months|1 yr 2 mo|4 YRS 3 MOS"
    "|She's only 3|who was only 4|Mon or Wed|Sat and Sun|si Paolo|kay Jhen|\nUncle Obi: hi|\nAunty Nkechi (Lagos): ok"
    "|\n07:20 Chị Thu: hi|M, 27 yrs|S8834512D, 36 yrs"
    "|(Jomar 17, Kyla 13, Bunso 6)|(Amara 9 and Efua 4)|Callum Munro, 9 months,|Ana Ruiz, 11 mo."
    "|Nguyen Thi Lan, F, 71.|Rangi Parata, 52\n|Jordan (he/him), 23,|(she/her), 40 yrs"
)
PIECES = _PIECE_LIST.split("|")
GAPS = ("", " ", " ", "  ", "\n", "\t", ", ")


def test_a_prefilter_regex_finds_something_wherever_its_rule_matches() -> None:
    # 30,000 seeded random texts of note-like pieces; each rule with a prefilter matches in dozens of them or more
    rules = [(pattern, compile_pattern(pattern), re.compile(pattern.prefilter)) for pattern in rule_patterns("en")]
    rules = [rule for rule in rules if rule[0].prefilter]
    rng = random.Random(7)
    matched = dict.fromkeys((pattern.name for pattern, _, _ in rules), 0)
    for _ in range(30_000):
        text = "".join(rng.choice(PIECES) + rng.choice(GAPS) for _ in range(rng.randint(1, 8)))
        for pattern, regex, prefilter in rules:
            if regex.search(text) is not None:
                matched[pattern.name] += 1
                assert prefilter.search(text) is not None, (pattern.name, text)
    assert min(matched.values()) >= 20, sorted(matched.items(), key=lambda item: item[1])[:3]


@pytest.mark.slow
@pytest.mark.parametrize("split", ["dev", "dev_heldout"])
def test_prefilters_do_not_change_the_matches_on_the_synthetic_notes(split: str) -> None:
    tagger, plain = RuleTagger("en"), RuleTagger("en")
    plain._rules = tuple((pattern, regex, anchored, group, None) for pattern, regex, anchored, group, _ in plain._rules)
    for doc in reader("jsonl")(REPO / "data" / "synth" / f"{split}.jsonl", "canonical"):
        assert tagger.matches(doc.text) == plain.matches(doc.text), doc.id


def test_the_place_and_hospital_gazetteers_are_tried_at_word_starts() -> None:
    assert set(RuleTagger("en")._word_starts.rules) == {"state_name", "country_name", "city_name", "hospital_gazetteer"}
    assert set(RuleTagger("es")._word_starts.rules) == {"pais_nombre", "pais_nombre_escrito", "territorio_nombre"}


def test_a_rule_of_another_form_has_no_word_start_keys() -> None:
    assert dictionary_rule(Pattern("x", r"(?<![\w-])<<us_states>>(?![\w-])", "STATE", 0.5)) is None  # no capital
    assert dictionary_rule(Pattern("x", r"(?<![\w-])(?=[a-z])<<us_states>>(?![\w-])", "STATE", 0.5)) is None
    assert dictionary_rule(Pattern("x", r"\b(?=[A-Z])<<us_states>>\b", "STATE", 0.5)) is None


def test_word_starts_are_the_capitalised_words_whose_key_is_an_entrys() -> None:
    rule = dictionary_rule(Pattern("s", r"(?<![\w-])(?=[A-ZÁÉÍÓÚÑ])<<us_states>>(?![\w-])", "STATE", 0.5))
    assert rule is not None and "ohi" in rule.keys and "te" not in rule.keys
    text = "Ohio, ohio, Oh, non-Ohio, Texas, Te, \u00d1and\u00fa, \u0130daho"
    # "Ohio", "Texas", and "Ñandú": a key beyond ASCII, which every rule tries ("İ" is no capital of the rule)
    assert WordStarts({"state": rule}).found_in(text)["state"] == [0, 26, 37]


def test_matches_at_word_starts_are_those_a_scan_finds() -> None:
    regex = re.compile(r"ab|b")
    text = "ab b abab"
    every = list(range(len(text)))
    assert [m.span() for m in matches_at(regex, text, every, False)] == [m.span() for m in regex.finditer(text)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_word_starts_change_no_match_of_a_dictionary_rule(lang: Literal["en", "es"]) -> None:
    # the notes, and 3,000 seeded random texts of place and hospital names in odd casings beside other words
    tagger, scanning = RuleTagger(lang), RuleTagger(lang)
    scanning._tried_at_word_starts = frozenset()
    rng = random.Random(11)
    names = [
        "Saint Pierre and Miquelon",
        "San Diego",
        "Ohio",
        "Christ Hospital",
        "the Christ Hospital",
        "UPMC",
        "Queen's Medical Center",
        "Madrid",
        "Las Palmas",
        "Canad\u00e1",
        "Cañon City",
        "Kahului",
        "New York",
    ]
    pieces = [
        *names,
        *(name.lower() for name in names),
        *(name.upper() for name in names),
        "the",
        "in",
        "-",
        "x",
        "\u017fan",
        "\u0130",
        "K\u212aN",
        "Ohio-born",
        "2019",
    ]
    texts = [*NOTES[lang], *(" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 8))) for _ in range(3000))]
    for text in texts:
        assert tagger.matches(text) == scanning.matches(text), text


_KEYWORD_PIECE_LIST = (
    "at 38, I was|at 45, she|AT 19, MY|at 5, I|at|, I|at 38,|"
    "MRN|MR #|Med Rec No.|unit number|Hospital No|chart|Tel|telephone|phone #|cell:|Mobile no.|call|called|contact|"
    "number|health plan|insurance #|Policy no.|member id|Medicaid|MEDICARE|subscriber|group #|case #|claim no.|"
    "accession|requisition #|Ref #|reference no.|confirmation #|encounter no.|visit id #|order #|CSN|FIN:|FIN #|"
    "March|Sept|sep|May|jan|Dec.|3|12|31st|2019|'98|spoke with|talked to|met with|seen|saw|calling|Ana|Tom Baker|"
    "A123|1234567|617-555-1234|(617) 555-1234|:|#|-|the|and|preferred|Medical|\u017fpoke with|ME\u0130C|\u212aey|"
    "my daughter Sofia is 3|her son is 14|THEIR MOM WAS 88|hmy son is 5|Surgeon: Lindqvist|ATTENDING: DR. RUIZ|"
    "Primary care: Ana Ruiz|Asst: Tom Baker|dr. b would|Dr. K's|adr k said|Room 512-B|RM 4-23a|Bed 4B|bedroom 2|"
    "on main st|off old mill road|ON ELM ST|won main st|walgreens|the Walmart Pharmacy|kroger  pharmacy|rite\taid|"
    "Age/Sex: 58/M|AGE / GENDER: 62 / F|page/sex 4|Pharmacy: Hy-Vee|PHARMACY: CVS|pharmacy: none|Age/Sex|"
    "works at|Works for|job as a nurse at|employed at|hired for|Raytheon|Home Depot|AT&T|Bank of America|WORKS AT|"
    "works as a sommelier.|WORKED AS A NOTARY|works as a|sommelier|notary public,|employed as an|locksmith|"
    "Aetna|BCBS|blue cross|Anthem Blue Cross|anthem|United Healthcare|tricare|Blue Shield|named|a nurse named|"
    "NAMED|devon|Kelly|KELLY|Marcus Lee|cvs|the cvs on main st|CVS PHARMACY|cvs #12|cvs at|well child|WCC 2 yr|"
    "well-baby check: 4 mo|18 mo|breast ca at 44|MI at|at 52|ovarian CA AT|id 4471|interpreter id|i.d. # 3385|1/15|"
    "DOL 12|day of life #5|badge 2271|BADGE 30419|Children's Mercy|CHILDREN'S NATIONAL|children's hospital of|"
    "ON MARKET ST|OFF OAK RD|New York|NORTH CAROLINA|Texas|west virginia|Christmas Eve|labor day|ST. PATRICK'S DAY|"
    "Fourth of July|Daughter (Chioma)|brought by mom (Tanisha)|twins (Aaliyah & Amari)|as a nurse, I|AS A TEACHER I'M|"
    "as an engineer myself|ex-miner|EX-WELDER|(a bus conductor)|(an ex-nurse)|call Rose at (908) 555-0143"
    "|Text Marcus on 0412 555 019|Catholic Charities|VFW|Meals on Wheels|Kind regards,\nAna|xo\nTom"
    "|the role of Senior UX Designer at Brightline|Medicare 2953 41786 1|I'm a sommelier at Noble Rot|you're a vet tech"
    "|my dental technicians, Ana Gutierrez,|ref 1-7KD92JQ|REF AX7710"
    "|HP 9123 4567|call me back at seven one three five five five zero one nine eight"
    "|ring oh one two three four five six|number is two two five five one one four|March 3, 2019|Sept 12, 2019"
    "|phone: 617 555 1234|CA: 3;5|ca:11;2|Sex/Age: M/55|SEX / AGE: F / 72|my mother 72 yrs|MY DAD 80 YEARS"
    "|aged seventy|Age: sixty-two|age of six|AGE TEN|age 4|OHIP 1234-567-890|Health card: BEAJ 8612 1419"
    "|PhilHealth no. 01-025123456-7|PHN: 9123 456 789|Aadhaar 4321 8765 1290|NRIC S1234567D|SIN 046 454 286"
    "|Ghana Card GHA-712345678-9|iqama 2345678901|Posted 3 May by ana_b|posted today by tom.r"
    "|who is nurse in Dubai|I be nurse for Memorial|daughter was teacher at Ridge|SHE IS DRIVER AT UBER"
    "|Occupation: fish smoker|PROFESSION: Sommelier|she's a doctor in Gdańsk|my sister is a nurse at Mercy"
    "|HE WAS A CHEF AT Nobu|dad was a joiner for Kerr|Posted by tomek_w on|POSTED BY dale.p at"
    "|Posted by Sbu_Mkhize:\n|posted by PeppaPigsMum77\n|\nAt 19 I|. At 16, she|At 45 my"
    "|date of birth eleven twelve nineteen ninety|DOB: the third of the fourth nineteen eighty"
    "|born on one two two thousand"
    "|record number four four seven two nine|medicaid number is one one two two three|member id h four seven one nine"
    "|june ninth|March third, nineteen fifty-two|may twenty first|october thirtieth"
    "|(father, taxi driver)|(Mum, dinner lady at|(sister,retired nurse;|(DAD, ROOFER)"
    "|\nPeppaPigNotAgain: hi|\nBrambleberry22: same|\nOatMilkMumma: ok|ReluctantNHSAdmin: ask"
    "|PIN: 632006|pin code 600 040|lot SX44718-B|Batch: AB1234|LOT # 22318|CCC No. 13939-04512|CCC 13939-05112"
    "|patient #40882|Participant no. 0318-027|subject number 117-S033|member # A12345"
    "|ph 98470 33215|Mob: 0412 555 019|PH: 0416 224110|mob 07700 900123"
    "|Folder No. TBH 3314 8821|MRN 004 118 2093|Comments (12)\nmapleleafmama: hi|COMMENTS:\nFarai T: ok"
    "|from 5 to 19 December|BETWEEN 3rd AND 7th JUNE|\nSat\n|\nWed.\n|MrsBrightside84: hi|\n💬 joyce.d: hi"
    "|\nUser: jessamyn.r\n|\nMember: auld_reekie_lass\n"
)
_KEYWORD_PIECES = _KEYWORD_PIECE_LIST.split("|")


def _keyword_texts(n: int) -> list[str]:
    rng = random.Random(5)
    return ["".join(rng.choice(_KEYWORD_PIECES) + rng.choice(GAPS) for _ in range(rng.randint(1, 8))) for _ in range(n)]


def test_a_rule_said_to_start_with_a_required_word_does_so_in_every_match() -> None:
    rules = [(pattern, compile_pattern(pattern)) for pattern in rule_patterns("en") if pattern.starts_with_required]
    assert len(rules) >= 6
    matched = dict.fromkeys((pattern.name for pattern, _ in rules), 0)
    for text in [*NOTES["en"], *_keyword_texts(20_000)]:
        folded = fold_case(text)
        for pattern, regex in rules:
            for match in regex.finditer(text):
                matched[pattern.name] += 1
                assert folded.startswith(pattern.requires, match.start()), (pattern.name, text)
    assert min(matched.values()) >= 20, sorted(matched.items(), key=lambda item: item[1])[:3]


@pytest.mark.parametrize("automaton", [True, False])
def test_trying_rules_at_their_leading_words_changes_no_match(automaton: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    if not automaton:
        monkeypatch.setitem(sys.modules, "ahocorasick", None)  # the words are found by str.find
    tagger, scanning = RuleTagger("en"), RuleTagger("en")
    assert (tagger._leading_words._automaton is None) is not automaton
    scanning._tried_at_leading_words = frozenset()
    for text in [*NOTES["en"], *_keyword_texts(3000)]:
        assert tagger.matches(text) == scanning.matches(text), text


def test_a_rule_that_starts_with_a_required_word_must_name_one() -> None:
    with pytest.raises(ValueError, match="starts with a required word"):
        Pattern("x", r"\bfax\b", "FAX", 0.5, starts_with_required=True)
