import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "phi"),
    [
        ("date_mdy_numeric", "Seen 3/4/2012 in clinic", "3/4/2012"),
        ("date_mdy_numeric", "Seen 03-04-12 in clinic", "03-04-12"),
        ("date_mdy_numeric", "on 3/4/2012 10:30 am", "3/4/2012"),
        ("date_iso", "Drawn 2012-03-04.", "2012-03-04"),
        ("date_month_day_year", "Admitted March 4, 2012 for CP", "March 4, 2012"),
        ("date_month_day_year", "Seen Mar 4th by cardiology", "Mar 4th"),
        ("date_day_month_year", "Since 4 March 2012 stable", "4 March 2012"),
        ("date_day_month_year", "the 4th of July party", "4th of July"),
        ("date_dd_mon_yy", "Echo 04-Mar-12 normal", "04-Mar-12"),
        ("date_month_year", "Last seen March 2012.", "March 2012"),
        ("date_month_year", "in Sept of 1998 she", "Sept of 1998"),
        ("date_month_alone", "Will return in October.", "October"),
        ("date_month_after_a_hyphened_part", "Symptoms began mid-April.", "April"),
        ("date_month_after_a_hyphened_part", "symptoms since mid-may, worse at night", "may"),
        ("date_month_after_a_hyphened_part", "SEEN BY LATE-NOV", "NOV"),
        ("date_month_in_context", "Surgery planned for early May now", "May"),
        ("date_month_lower_case_in_context", "the new guy wants me to wait til feb", "feb"),
        ("date_month_lower_case_in_context", "i go back in january for a scan", "january"),
        ("date_month_lower_case_in_context", "back in dec. for a recheck", "dec"),
        ("date_march_may_lower_case_in_context", "it all started in may.", "may"),
        ("date_march_may_lower_case_in_context", "no flare since march, thankfully", "march"),
        ("date_month_slash_year", "Colonoscopy 3/2012 clean", "3/2012"),
        ("date_month_day_in_context", "Labs on 3/4 were normal", "3/4"),
        ("date_month_day_in_context", "Baby girl Hernandez, born 02/14 at 0342", "02/14"),
        ("date_year_in_context", "Quit smoking in 2010.", "2010"),
        ("date_year_in_context", "sober since 1998", "1998"),
        ("date_year_range", "worked there 2001-2005 happily", "2001"),
        ("date_year_range_end", "worked there 2001-2005 happily", "2005"),
        ("date_apostrophe_year", "deployed in '98 overseas", "'98"),
        ("date_decade", "during the 1990s he drank", "1990s"),
        ("date_weekday", "Returns Sunday for follow-up", "Sunday"),
        ("date_weekday", "seen on mondays", "mondays"),
        ("date_weekday_abbreviated", "Tue, March 4", "Tue"),
        ("date_weekday_abbreviated_in_context", "Told her to call back Tues.", "Tues"),
        ("date_weekday_abbreviated_capitalised_alone", "- Review Wed\nH. O'Rourke | NZ Reg", "Wed"),
        ("date_weekday_abbreviated_capitalised_alone", "ortho referral, MSW referral Mon.\nDr Vikram Menon", "Mon"),
        ("date_weekday_abbreviated_capitalised_alone", "Family meeting Mon 1400 with Dr. Wojcik", "Mon"),
        ("date_weekday_abbreviated_capitalised_alone", "I can't do mornings Mon-Wed because of shifts.", "Mon"),
        ("date_month_abbreviated_capitalised_alone", "nitrofurantoin (prescribed Aug by Mallaig Medical)", "Aug"),
        ("date_holiday_more", "EMS-2024-117365      Date: 2024/12/16 (Day of Reconciliation)", "Day of Reconciliation"),
        ("date_holiday_more", "he passed away on St. Stephen's Day, he was ninety-four", "St. Stephen's Day"),
        ("date_holiday_more", "Mom's 89th is Feb 2, Groundhog Day. She always laughed", "Groundhog Day"),
        ("date_holiday_more", "In memory of Ba Noi (T\u1ebft 1932 - 15 August 2024)", "T\u1ebft"),
        ("date_holiday_more", "spinach for Feast of the Seven Fishes on Christmas Eve", "Feast of the Seven Fishes"),
        ("date_weekday_abbreviated_joined", "so anything after 3pm on Mon or Wed would be ideal", "Wed"),
        ("date_holiday_more", "will miss training on Carnival Monday", "Carnival Monday"),
        ("date_holiday_more", "I hurt my shoulder on Labour Weekend when I fell", "Labour Weekend"),
        ("date_holiday_more", "reminder, National Day long weekend is coming", "National Day"),
        ("date_holiday_more", "we went back home for Deepavali this year", "Deepavali"),
        ("date_weekday_abbreviated_in_context", "i saw dr p at the clinic on tues. he said", "tues"),
        ("date_weekday_abbreviated_in_context", "see you on weds", "weds"),
        ("date_weekday_abbreviated_lower_case", "heads up i'm OOO fri for my kid's graduation", "fri"),
        ("date_holiday", "Bajan crop over ends with Kadooment Day in August", "Kadooment Day"),
        ("date_weekday_abbreviated_lower_case", "who can do tues/thurs? i can do tues!", "thurs"),
        ("date_weekday_abbreviated_before_part_of_day", "booked the party bus for sat night", "sat"),
        ("date_weekday_abbreviated_in_context", "seen on Fri. with her mother", "Fri"),
        ("date_holiday", "Stressful around Christmas each year", "Christmas"),
        ("date_holiday", "since Thanksgiving", "Thanksgiving"),
        ("date_holiday", "Next appt Xmas Eve.", "Xmas Eve"),
        ("date_holiday", "black friday deals at target were insane", "black friday"),
        ("date_holiday", "Fell at work on Good Friday", "Good Friday"),
        ("date_holiday", "fireworks on Independence Day", "Independence Day"),
        ("date_season", "worse this winter", "winter"),
        ("date_season_year", "moved in Fall 2011", "Fall 2011"),
        ("date_month_day_year", "Seen Apr. 2nd, 2023 in clinic", "Apr. 2nd, 2023"),
        ("date_month_day_year", "Seen April 2nd 2023 in clinic", "April 2nd 2023"),
        ("date_month_day_year", "Returns March 3rd", "March 3rd"),
        ("date_month_day_year", "Tuesday, March 3 at noon", "March 3"),
        ("date_weekday", "Tuesday, March 3 at noon", "Tuesday"),
        ("date_day_month_year", "Since the 2nd of April 2023", "2nd of April 2023"),
        ("date_day_month_year", "until the 14th of May", "14th of May"),
        ("date_month_year", "Last colonoscopy Jan '19", "Jan '19"),
        ("date_season_year", "moved in spring of '21", "spring of '21"),
        # dates read aloud, as dictation writes them
        (
            "date_month_and_day_in_words",
            "date of birth march third nineteen fifty two date of admission june ninth",
            "march third nineteen fifty two",
        ),
        ("date_month_and_day_in_words", "date of admission june ninth date of discharge", "june ninth"),
        ("date_month_and_day_in_words", "born on March third, nineteen fifty-two.", "March third, nineteen fifty-two"),
        ("date_day_of_month_in_words", "seen on the twenty first of May", "twenty first of May"),
        ("date_year_in_words", "down from forty five percent in twenty twenty one period", "twenty twenty one"),
        ("date_year_in_words", "moved here in two thousand and three", "two thousand and three"),
        ("date_year_in_words", "widowed since nineteen ninety", "nineteen ninety"),
        (
            "date_of_birth_in_words",
            "date of birth eleven twelve nineteen ninety calling about",
            "eleven twelve nineteen ninety",
        ),
        ("date_month_day_in_context", "no fever since 3/2", "3/2"),
        ("date_month_day_in_context", "off work until 3/15.", "3/15"),
        ("date_ordinal_day_in_context", "seen on the 14th, doing well", "14th"),
        ("date_ordinal_day_in_context", "surgery on the 2nd at 9 am", "2nd"),
        ("date_ordinal_day_in_context", "due back by the 21st of this month", "21st"),
        ("date_weekday_abbreviated_in_context", "pressure-like CP, onset Tues while waiting", "Tues"),
        ("date_weekday_abbreviated_in_context", "no BM since Fri, tolerating diet", "Fri"),
        ("date_weekday_abbreviated_before_part_of_day", "seen Thurs PM by ortho", "Thurs"),
        ("date_weekday_abbreviated", "From: Tunde O.\nDate: Sun, 14 Apr 2024 22:47\nSubject: mum's knee", "Sun"),
        ("date_weekday_abbreviated", "i have thurs 3/28 at 1 or sat 4/6 at 11 open", "sat"),
        (
            "date_weekday_abbreviated_starting_a_line",
            "the plan:\nsat - brunch at Biscuit Love\nsun - recover lol",
            "sun",
        ),
        ("date_weekday_abbreviated_starting_a_line", "Rota\nThu: clinic all day", "Thu"),
        ("date_holiday", "going home for Christmas and New Year, back on the 6th", "New Year"),
        ("date_holiday", "or i'm telling ur mom abt the NYE thing", "NYE"),
        ("date_weekday_range_end", "he works there tues thru sat. pls don't show up", "sat"),
        ("date_weekday_word_after_last_or_next", "Beryl got a webster pack from you last wed and i think", "wed"),
        ("date_holiday", "I will go home to Cebu on April 9 for Holy Week.", "Holy Week"),
        ("date_holiday", "he's stayed over literally every night since Bonfire Night.", "Bonfire Night"),
        (
            "date_weekday_abbreviated_lower_case",
            "the plumber from Rooter Bros is coming Thurs between 9 and 12",
            "Thurs",
        ),
        ("date_holiday", "Visit: 2024-02-19 (Heritage Day) 10:05", "Heritage Day"),
        ("date_holiday", "she can have leave during Chinese New Year.", "Chinese New Year"),
        ("date_holiday", "assaulted on Freedom Day at a tavern", "Freedom Day"),
        ("date_weekday_abbreviated_capitalised_alone", "| 1 | IV fluclox, flight home Wed |", "Wed"),
        ("date_first_day_of_a_range", "on the cardiology ward from 5 to 19 December 2024 after", "5"),
        ("date_weekday_abbreviated_heading", "could have kissed her.\n\nSat\nHome. The parish", "Sat"),
        ("date_weekday_abbreviated_before_clock_time", "SMS thread\n\nSun 9:41pm – Bill: hey its bill", "Sun"),
        ("date_saturday_abbreviated_ending_a_clause", "Joy: anyone can swap with me Sat? my lola's 90th", "Sat"),
        ("date_saturday_abbreviated_ending_a_clause", "Cherry Mae: i'm off Sat but i can do it", "Sat"),
        ("date_saturday_in_lower_case_after_its_cue", "who's going to Foxfield on sat 🐎 i need a ride", "sat"),
        ("date_saturday_in_lower_case_after_its_cue", "BNO since sat – senna + lactulose given", "sat"),
        ("date_saturday_in_lower_case_asked_or_alone", "r u still coming to my bday thing sat??", "sat"),
        ("date_saturday_in_lower_case_asked_or_alone", "[chat]\nsat\nDylan: yo u good?", "sat"),
        ("date_weekdays_joined_by_slashes_1", "Dialysis Mon/Wed/Fri at Spanish Town", "Mon"),
        ("date_weekdays_joined_by_slashes_2", "Dialysis Mon/Wed/Fri at Spanish Town", "Wed"),
        ("date_weekdays_joined_by_slashes_2", "Practice Tue/Thu 6pm, Oak Point Park", "Thu"),
        ("date_in_spanish_words", "Started by boricua_en_ohio on 12 de diciembre", "12 de diciembre"),
        ("date_in_spanish_words", "He had a stroke in enero and the neurologist", "enero"),
        ("date_in_spanish_words", "they say he can go home jueves", "jueves"),
    ],
)
def test_date_rule_finds_its_date(rule: str, text: str, phi: str) -> None:
    assert found(text).get(phi) == ("DATE", f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("BP 118/76 and HR 80", "118/76"),
        ("stay out of the Sun when you can", "Sun"),  # the sun, capitalised, after no dating word
        ("she got home on wed afternoon", "wed"),
        ("Take 1/2 tablet at night", "1/2"),
        ("Gave 1500 mg of Tylenol", "1500"),
        ("WBC 2012 cells in CSF", "2012"),
        ("Room 2010 on the ward", "2010"),
        ("at 10:30 am", "10:30"),
        ("He may return", "may"),
        ("this may be nothing, but since may i feel", "may"),  # "may" only at the end of a clause
        ("a change in dec breath sounds", "dec"),  # shorthand for decreased
        ("the patient may March with the band", "March"),
        ("sat on the Sun deck", "Sun"),
        ("she sat by the window", "sat"),
        ("high fall risk", "fall"),
        ("Titer 1:2000 noted", "2000"),
        ("in 2010 mg doses", "2010"),
        ("GCS 15 on arrival", "15"),
        ("Hemoglobin 12.4 g/dL on 4", "12.4"),
        ("started 2nd line therapy", "2nd"),
        ("moved on the 3rd floor", "3rd"),
        ("on the 2nd line therapy", "2nd"),
        ("use 3/2 strength solution", "3/2"),
        ("Grade 2/4 murmur", "2/4"),
        ("Tylenol q4h prn", "q4h"),
        ("Will follow up", "Will"),
        ("Sent from my iPhone", "iPhone"),
        ("see the menu at www.fri.com or #fri", "fri"),  # a weekday's abbreviation inside an address or a tag
        ("we sat outside in the sun morning and night", "sat"),  # a word, no weekday
        ("the cat sat 3/4 of the way up the tree", "sat"),  # a fraction after the verb, no date
        ("he sat - quietly - by the bed", "sat"),  # a verb before a dash, not starting a line
        ("this sun is too hot for the baby", "sun"),
        ("Sat 94% on RA", "Sat"),  # a saturation
        ("O2 Sat, RR and BP recorded", "Sat"),
        ("she sat on the bench, then sat down", "sat"),  # the past of "sit"
        ("took two hours on the sat phone", "sat"),  # a satellite phone
        ("He sat? No, he stood.", "sat"),
        ("Thu Nguyen called back", "Thu"),  # a given name
        ("Dec BS at the bases", "Dec"),  # decreased
        ("Mon-morning rounds", "Mon"),
        ("warfarin 5 mg daily except 7.5 mg Mon/Fri (weekly 40 mg).", "Mon"),  # a dosing schedule
        ("in two thousand patients a year", "two thousand"),  # a count, no year
        ("dose went from twenty ten to fifteen", "twenty ten"),
        ("in nineteen twenty minutes she was back", "nineteen twenty"),
        ("Seen at Mayo Clinic in Rochester", "Mayo"),  # a Spanish month capitalised alone is no date
        ("Julio called about Domingo", "Julio"),
    ],
)
def test_date_rules_leave_numbers_that_are_not_dates(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    # only DATE spans count: "Room 2010" is no date, but it is a ROOM (tests/taggers/test_rules_names.py)
    spans = tagger().tag(Document("t", text))
    assert not [s for s in spans if s.label == "DATE" and s.start < start + len(not_phi) and start < s.end]
