import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("age_year_old", "A 67-year-old man", "67"),
        ("age_year_old", "a 45 year old woman", "45"),
        ("age_year_old", "The 8 yr old boy", "8"),
        ("age_in_words_year_old", "My six-year-old daughter has a rash", "six"),
        ("age_in_words_year_old", "A twenty-two year old college student", "twenty-two"),
        ("age_in_words_year_old", "Her ninety-one-year-old grandmother", "ninety-one"),
        ("age_in_words_year_old", "a one hundred and two year old man", "one hundred and two"),
        ("age_yo", "67 yo F with CHF", "67"),
        ("age_yo", "pt is 67 y/o", "67"),
        ("age_yo", "52yoM presents", "52"),
        ("age_keyword", "Aged 82 years, lives alone", "82"),
        ("age_keyword", "age: 67.", "67"),
        ("age_keyword", "since the age of 12 she", "12"),
        ("age_decade", "a woman in her 90s", "90s"),
        ("age_decade", "in his late 60s with CAD", "60s"),
        ("age_years_of_age", "is 34 years of age", "34"),
        ("age_at_death", "RIP to my uncle Tony, gone too soon at 52. fly high", "52"),
        ("age_at_death", "Father: deceased at 71 from MI.", "71"),
        ("age_at_death", "she died at 45 after a long illness", "45"),
        ("age_at_death", "Father alive at 90 in Tampa.", "90"),  # "in" before a place is no inch
        ("age_at_death", "Sister alive and well at 93.", "93"),
        # each number of a list of ages after "ages"
        ("age_list_1", "lives with 2 kids (ages 4 and 7) in a trailer", "4"),
        ("age_list_2", "lives with 2 kids (ages 4 and 7) in a trailer", "7"),
        ("age_list_2", "children ages 3, 5 and 9.", "5"),
        ("age_list_2", "MARRIED. TWO CHILDREN AGES 4 AND 7. SMOKES 1 PPD", "7"),  # in capitals
        ("age_list_3", "children ages 3, 5 and 9.", "9"),
        ("age_list_2", "sons at the ages of 12 & 14", "14"),
        ("age_after_relative", "Is it normal for my dad, 74, to sleep this much?", "74"),
        ("age_after_relative", "my son, 6, has a rash", "6"),
        ("age_after_relative", "My granddaughter Zoe, 15 months, swallowed a button battery", "15"),
        ("age_after_relative", "my son, 6 months old, has a rash", "6"),
        ("age_after_relative", "the patient, 45, denies chest pain", "45"),
        # the relative's name set off by commas between them
        ("age_after_relative", "My mom, Linda Chen, 82, fell at home yesterday.", "82"),
        ("age_after_relative", "her husband, Tom, 58 and diabetic", "58"),
        ("age_after_relative", "my mom\u2019s friend Linda, 72, fell", "72"),  # a name and no comma before it
        ("age_after_relative", "FH: Mother, 72, HTN; Father deceased", "72"),  # a family history row
        ("age_after_own_name", "Hi, I'm Beatriz, 31 from Lisbon, pregnant with twins.", "31"),
        ("age_after_own_name", "my name is Tom Reyes, 58, and I have gout", "58"),
        ("age_of_relative_in_brackets", "Pt's granddaughter (Kaylee, 16) called the office", "16"),
        ("age_of_relative_in_brackets", "son Jake (12) has a rash", "12"),
        ("age_of_relative_in_brackets", "q: my husband (frank, 70) has been on warfarin", "70"),
        ("age_of_relative_in_brackets", "Q: MY HUSBAND (FRANK, 70) HAS BEEN ON WARFARIN", "70"),
        ("age_after_name_in_brackets", "custody of their kids (Jaylen, 9; Amara, 6).", "9"),
        ("age_after_name_in_brackets", "custody of their kids (Jaylen, 9; Amara, 6).", "6"),
        ("age_after_name_in_brackets", "visiting with grandkids (Ava, 4, and Leo, 2)", "2"),
        ("age_after_name_in_brackets", "custody of their kids (jaylen, 9; amara, 6).", "9"),  # in one case
        ("age_after_name_in_brackets", "CUSTODY OF THEIR KIDS (JAYLEN, 9; AMARA, 6).", "6"),
        ("age_sex_field", "Patient: Yamamoto, Kenji   Age/Sex: 58/M", "58"),
        ("age_sex_field", "AGE/GENDER: 62 / F", "62"),
        ("age_of_relative_in_brackets", "lives with his wife (72) in a condo", "72"),
        ("age_of_relative_is", "My daughter Sofia is 3 and has a heart murmur.", "3"),
        ("age_of_relative_is", "her husband was 72 when he died", "72"),
        ("age_of_relative_is", "my wife will be 90 in May", "90"),
        ("age_of_relative_is", "my hubby is 40 and snores", "40"),
        ("age_of_relative_in_brackets", "update: my pops (Ray, 71) had his bypass", "71"),
        ("age_after_sex_letter", "M28 here, anyone else get the booster?", "28"),
        ("age_after_pronoun", "Pt is 90+ and lives alone.", "90"),
        ("age_months_old", "Is it safe for my 3 month old daughter to get the shot?", "3"),
        ("age_months_old", "a 6-week-old infant with fever", "6"),
        ("age_months_old", "baby is 10 weeks old and feeding well", "10"),
        ("age_months_old", "Our daughter April is 9 months old. She was seen", "9"),
        ("age_months_old", "She's now 6 weeks old and spits up after every feed", "6"),
        ("age_months_after_is", "We very worry for our baby, she is 8 months. Should we go", "8"),
        ("age_of_children_in_brackets_first", "my wife and our two children (4 and 7 years) to visit", "4"),
        ("age_of_children_in_brackets_second", "my wife and our two children (4 and 7 years) to visit", "7"),
        ("age_of_relative_is", "also my bf Jayden is 17 if that matters", "17"),
        ("age_months_old_as_noun", "Is it normal for a 6 month old to not roll over yet?", "6"),
        ("age_months_old_as_noun", "my 8-week-old won't feed", "8"),
        ("age_months_after_years", "Child: Zoe H.  Age: 2 yr 4 mo  Accompanied by: mother", "4"),
        ("age_months_after_years", "a boy of 3 years, 7 months", "7"),
        ("age_at_life_event", "G4P4, menopause at 51, hx breast ca dx at age 62", "51"),
        ("age_at_life_event", "Dx at 45 with RA; now on MTX", "45"),
        ("age_at_life_event", "Emigrated at 19 from Lagos.", "19"),
        ("age_at_life_event", "Mother Miriam dx breast ca at 44, aunt healthy", "44"),
        ("age_at_life_event", "diagnosed type 1 at 26, im now 31", "26"),
        ("age_at_life_event", "Retired from the Navy at 45.", "45"),
        ("age_at_condition", "maternal aunt ovarian ca at 51. Pt is a rabbi", "51"),
        ("age_at_life_event", "My daughter Zuri was potty trained at 3 but started again", "3"),
        ("age_day_of_life", "NICU PROGRESS NOTE - DOL 12\nTwin B", "12"),
        ("age_day_of_life", "Infant on day of life 5, feeding well", "5"),
        ("age_decade_after_sex", "responded for unresponsive male, approx 50s. Bystander CPR", "50s"),
        ("age_decade_after_sex", "WOMAN, LATE 70S, FOUND DOWN AT HOME", "70S"),
        ("age_at_condition", "FHx: father MI at 52, mother stroke at 70", "52"),
        ("age_at_condition", "FHx: father MI at 52, mother stroke at 70", "70"),
        ("age_at_well_child_visit", "Peds well-child 18 mo: Aaliyah Brooks", "18"),
        ("age_at_well_child_visit", "WCC 2 yr, shots up to date", "2"),
        ("age_before_well_child_visit", "Seen for 4 month well child check today", "4"),
        ("age_between_commas_after_name", "Mr Harold Bates, 78, of 12 Rosemary Lane, Cheltenham", "78"),
        ("age_between_commas_after_name", "Jane Roe, 45, presents with chest pain", "45"),
        ("age_between_commas_after_name", "re: mrs. fatima haddad, 58, for colonoscopy", "58"),
        ("age_between_commas_after_name", "NEPHROLOGY F/U: MR. ABDULLAHI MUSA, 63, ON HD MWF", "63"),
        ("age_infant_unit_before_sex", "Peds ED: 6mo M brought by mom Destiny for fever.", "6"),
        ("age_infant_unit_before_sex", "10 m/o boy with cough", "10"),
        ("age_between_commas_after_capitalised_name", "Hospice note: Pt Edna Mae Pruitt, 96, sleeping at home", "96"),
        ("age_word_past_ninety", "Patient is a nonagenarian resident of Oak Hill Manor.", "nonagenarian"),
        ("age_after_pronoun", "Patient was 45 at diagnosis", "45"),
        ("age_after_sex_letter", "I'm F19 and scared of needles", "19"),
        ("age_after_sex_letter", "M28 from NYC. Got jumped outside Penn Station", "28"),
        ("age_after_sex_letter", "Title: need advice\nF45, new to this sub", "45"),
        ("age_after_pronoun", "she is 74 and lives alone", "74"),
        ("age_after_pronoun", "He's 8 and has asthma", "8"),
        ("age_after_pronoun", "I am 45.", "45"),
        ("age_after_pronoun", "happy bday!! cant believe ur 21 already", "21"),  # "you're", as typed
        ("age_after_pronoun", "You're 16 and can consent here", "16"),
        ("age_after_pronoun", "his face is swollen lol. hes 23, is this normal", "23"),  # typed without apostrophe
        ("age_after_pronoun", "Tyler, who is 9, fell off a trampoline on Saturday", "9"),
        ("age_then_or_now", "- 2079: Mr. Gebremedhin, then 38, was diagnosed with TB", "38"),
        ("age_after_pronoun", "man squats more than me and he's gonna be 40", "40"),
        ("age_after_pronoun", "my abuela in Seville when i was like 10, she'd narrate", "10"),
        ("age_after_forum_child", "Posted by BrightonBelle84\nDD (6) has had tonsillitis 7 times", "6"),
        ("age_year_old", "- Deacon Clarence Whitfield, 89 years young, home from St. Mary's", "89"),
        ("age_after_pronoun", "My mom, who's 84 and diabetic, lives alone", "84"),
        ("age_keyword", "Patient: Chidi Okafor    DOB: 03/05/2022    Age: 18 months", "18"),  # an infant's age
        ("age_keyword", "Baby boy aged 6 weeks, brought by his mother", "6"),
        ("age_list_2", "with his wife and two children aged 6 and 9) referred for screening", "9"),
        ("age_turning", "my nana turns 100 on sunday!!! party at the VFW hall", "100"),
        ("age_turning", "My birthday is on the weekend. I'll turn 80.", "80"),
        ("age_turning", "Mom is turning 91 next month and still drives", "91"),
        ("age_sex_bracket", "I (34F) have had migraines since May", "34"),
        ("age_sex_bracket", "my husband (41m) snores", "41"),
        ("age_sex_bracket", "[F28] question about ibuprofen", "28"),
        ("age_sex_bracket", "my dad (M, 62) fell", "62"),
        ("age_sex_bracket", "REFERRAL OF MRS. ADAEZE OKAFOR (F, 34 YEARS), HOSP. NO.", "34"),
        ("age_sex_bracket", "Question (female, 28): is this normal", "28"),
    ],
)
def test_age_rule_finds_the_number(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("AGE", f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("for 3 years he drank", "3"),
        ("holds (Tylenol, 5; Advil, 2) tabs", "5"),  # no given name before the number
        ("labs (Na, 135; K, 4)", "4"),
        ("labs (na, 135; k, 4)", "4"),
        ("a 200-year-old house", "200"),
        ("Aspirin 81 mg", "81"),
        ("age 5 days of fever", "5"),
        ("in the 80s range for HR", "80s"),
        ("Im 34 weeks pregnant", "34"),
        ("I am 5 minutes away", "5"),
        ("you're 5 minutes late", "5"),
        ("her brother, 2 kids at home", "2"),
        ("son, 2 days ago, had a fever", "2"),
        ("my mom, 3 weeks ago, fell", "3"),
        ("the patient, 2 weeks post-op, is afebrile", "2"),
        ("died at 3 am in the ICU", "3"),  # a time of death
        ("he passed at 12:30", "12"),
        ("dosed at age 5 and 6 mg daily", "6"),  # a dose after the list
        ("ages 3 and 5.5 kg", "5.5"),
        ("she is 2 of 3 siblings", "2"),
        ("I'm 100% sure", "100"),
        ("he is 6 feet tall", "6"),
        ("My son is 6 ft tall", "6"),
        ("my daughter is 3 weeks postpartum", "3"),
        ("My mom is 100% sure", "100"),
        ("He is 3 for 3 today", "3"),
        ("BP (120/80) at rest", "120"),
        ("Taking (2 mg) daily", "2"),
        ("in room (12B)", "12"),
        ("see note (12) above", "12"),
        ("his son (2 mg) daily", "2"),
        ("her daughter (Jake, 250)", "250"),
        ("I'm Tom, 12 hours post-op", "12"),
        ("This is Lasix, 40 mg daily", "40"),
        ("my son, Jake, 12 of his friends came", "12"),
        ("I'm Tom, 300 and counting", "300"),
        ("the bed was turned 90 degrees", "90"),
        ("turned 2-3 times a night", "2"),
        ("turn 4 times daily", "4"),
        ("turned 180\u00b0 toward the window", "180"),
        ("Take the M25 north, exit 12", "25"),  # a road, not the sex and age
        ("Lot M12, 3 boxes", "12"),
        ("Patient is 100% compliant", "100"),
        ("pt is 5 days post-op", "5"),
        ("a rash 3 days old on the arm", "3"),  # no child: the age of a finding
        ("he has a 3 week old rash on the arm", "3"),  # what is that old follows
        ("RTC 6 mo f/u with labs", "6"),  # a follow-up interval
        ("Chem: Na, 140, K 4.1", "140"),  # no word of a sentence after the second comma
        ("see pages 4, 12, and 30", "12"),
        ("Patient was diagnosed today at 11 with influenza", "11"),  # a time of the day
        ("metastatic cancer at 2 sites", "2"),
        ("stroke at 10 am, tPA given", "10"),
        ("Serum Ca at 9.2", "9"),
        ("diagnosed with AFib at 140 bpm", "140"),
        ("doing well 2 days after surgery", "2"),
        ("RTC 2 weeks, well appearing", "2"),
        ("HR in the 50s overnight", "50s"),  # a vital sign's range
        ("she is 8 months pregnant with twins", "8"),  # a pregnancy, no baby's age
        ("children (2019 and 2021 cohorts) were excluded", "2019"),  # no ages in the brackets
        ("she was 3 months postpartum at the visit", "3"),
        ("Gestational age 32 weeks by early ultrasound", "32"),  # a pregnancy's age, no person's
        ("bone age 10 years on the hand film", "10"),
    ],
)
def test_age_rules_skip_durations_doses_and_impossible_ages(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]
