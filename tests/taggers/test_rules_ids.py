import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("username_bracketed", "Signed [hpp2] at noon", "USERNAME", "hpp2"),
        ("username_bracketed", "entered by ( jsm12 )", "USERNAME", "jsm12"),
        ("medical_record", "MRN: 2418195", "MEDICALRECORD", "2418195"),
        ("medical_record", "Medical record #: 55-123-9", "MEDICALRECORD", "55-123-9"),
        ("medical_record", "Unit No. 884-22-11 admitted", "MEDICALRECORD", "884-22-11"),
        ("ssn_keyword", "SSN 123456789 on file", "SSN", "123456789"),
        # the last four digits of a social security number are PHI too
        ("ssn_last_four", "verified last 4 of SSN 4821", "SSN", "4821"),
        ("ssn_last_four", "SSN ending in 4821", "SSN", "4821"),
        ("ssn_last_four", "Her SSN ends in 4821.", "SSN", "4821"),
        ("drivers_license_grouped", "Driver's license NY 123 456 789.", "LICENSE", "123 456 789"),
        ("passport", "Passport no. 548812903, expired", "IDNUM", "548812903"),
        ("npi_dea_number", "Referred by Dr. Okonjo (NPI 1234567893) of Sunrise Pediatrics", "LICENSE", "1234567893"),
        ("npi_dea_number", "Prescriber DEA RK3025905; PDMP checked", "LICENSE", "RK3025905"),
        ("nhs_number", "Mrs Agnes McAllister (NHS No. 485 777 3456)", "MEDICALRECORD", "485 777 3456"),
        ("nhs_number", "NHS number: 4857773456", "MEDICALRECORD", "4857773456"),
        ("nhs_number", "CHI 0101011234", "MEDICALRECORD", "0101011234"),
        ("ssn_last_four", "SSN: XXX-XX-4821", "SSN", "4821"),
        ("ssn_last_four", "SSN (last four) 4821", "SSN", "4821"),
        ("ssn_last_four", "SSN on file ending 4821.", "SSN", "4821"),
        ("ssn", "ID 123-45-6789 was verified", "SSN", "123-45-6789"),
        ("account", "Account #: 88231-44", "ACCOUNT", "88231-44"),
        ("health_plan", "Medicaid ID: MA99382211", "HEALTHPLAN", "MA99382211"),
        ("health_plan", "Member #: 33445566", "HEALTHPLAN", "33445566"),
        ("medicare_mbi", "Our Medicare number is 1EG4-TE5-MK72.", "HEALTHPLAN", "1EG4-TE5-MK72"),
        ("medicare_mbi", "MBI 1EG4TE5MK72 verified", "HEALTHPLAN", "1EG4TE5MK72"),
        ("license_keyword", "DEA # BX1234563 on the script", "LICENSE", "BX1234563"),
        ("license_keyword", "H. Leibowitz, MD   TX Lic. K-4418", "LICENSE", "K-4418"),
        ("license_shape", "License XF-1747210-9837 noted", "LICENSE", "XF-1747210-9837"),
        ("device_serial", "pacemaker serial # AB1234-77", "DEVICE", "AB1234-77"),
        ("device_serial_bare", "Her Apple Watch (serial G99XK2LMHT) flagged AFib", "DEVICE", "G99XK2LMHT"),
        ("lot_or_batch_number", "Implants: Stryker VariAx volar plate, lot SX44718-B, UDI", "DEVICE", "SX44718-B"),
        ("lot_or_batch_number", "Vaccine batch: AB1234 given L deltoid", "DEVICE", "AB1234"),
        ("person_number", "Mbeki-Larose (DOB 03/03/1990, patient #40882). I had", "IDNUM", "40882"),
        ("person_number", "my ID is TRD-B-04417 and participant no. 0318-027.", "IDNUM", "0318-027"),
        (
            "comprehensive_care_clinic_number",
            "His wife (also on care, CCC 13939-05112) is",
            "MEDICALRECORD",
            "13939-05112",
        ),
        ("vehicle_plate", "plate number 4ABC123 seen", "VEHICLE", "4ABC123"),
        ("id_keyword", "Devon Pharm ID: 50970046433", "IDNUM", "50970046433"),
        ("id_keyword", "dept Environmental Services, badge #22871.", "IDNUM", "22871"),
        ("id_keyword", "patient id # A77120", "IDNUM", "A77120"),
        ("medical_record", "MRN: #4455667", "MEDICALRECORD", "4455667"),
        ("medical_record", "MRN #A1234567", "MEDICALRECORD", "A1234567"),
        ("medical_record", "MRN: A-0034521", "MEDICALRECORD", "A-0034521"),
        ("medical_record", "Med Rec # 4455 on chart", "MEDICALRECORD", "4455"),
        ("medical_center_number", "MC #88213 admitted", "MEDICALRECORD", "88213"),
        ("medical_center_number", "MC#88213", "MEDICALRECORD", "88213"),
        ("account", "Acct# 00-55123-7", "ACCOUNT", "00-55123-7"),
        ("account", "Account No. 4456", "ACCOUNT", "4456"),
        ("reference_number", "Case # 7781 opened", "IDNUM", "7781"),
        ("reference_number", "My BWC claim number is 24-31880 and", "IDNUM", "24-31880"),
        (
            "username_after_app",
            "My phone is 0451 220 918, WeChat yuxin_cindy_z.\n\nThank you",
            "USERNAME",
            "yuxin_cindy_z",
        ),
        ("username_reddit", "u/Pål_the_Viking • 12 pts\nHei from Trondheim", "USERNAME", "Pål_the_Viking"),
        ("reference_number", "from Seattle Sperm Bank, donor #4471. Do we", "IDNUM", "4471"),
        ("reference_code_after_ref", "Her ACAT was done in 2023 (ref 1-7KD92JQ) and", "IDNUM", "1-7KD92JQ"),
        ("vehicle_plate", "Date: 2024/12/16\nVehicle: CPT 4412      Crew: L. van der Merwe", "VEHICLE", "CPT 4412"),
        (
            "number_spoken",
            "member ID is W as in wine nine two seven seven one four four oh three.",
            "IDNUM",
            "nine two seven seven one four four oh three",
        ),
        ("booking_reference", "departing 21 Dec at 01:30. PNR is 6XKQ2M. Passengers:", "IDNUM", "6XKQ2M"),
        ("booking_reference", "Booking ref: K7QX2P for two nights", "IDNUM", "K7QX2P"),
        ("lab_number", "DOB: 23.06.1949   Sex: M\nLab No: E24.11873\nRequesting clinician:", "IDNUM", "E24.11873"),
        ("lab_number", "Specimen #: S24-1187 received", "IDNUM", "S24-1187"),
        ("clinician_registration", "Prescriber: Dr. Ali Rezaei, MSP # 28814", "LICENSE", "28814"),
        ("clinician_registration", "Cardiology Registrar\nHPCSA MP0654321", "LICENSE", "MP0654321"),
        ("clinician_registration", "Dr. Meenakshi Raghavan, DM (Endo), Reg. No. TS 45120", "LICENSE", "TS 45120"),
        ("clinician_registration", "IMC Reg No 123456", "LICENSE", "123456"),
        ("medicare_australia", "DOB 19/11/2001   MRN 40917733   Medicare 2953 41786 1\n", "HEALTHPLAN", "2953 41786 1"),
        ("flight_number", "Mumbai to Newark on Air India flight AI 191, departing", "IDNUM", "AI 191"),
        ("flight_number", "Flight #UA 2041 lands at 9", "IDNUM", "UA 2041"),
        ("reference_number", "case no. 2024-CV-0012.", "IDNUM", "2024-CV-0012"),
        ("reference_number", "Claim #: 8812345", "IDNUM", "8812345"),
        ("reference_number", "Accession: S12-34567", "IDNUM", "S12-34567"),
        ("reference_number", "CSN: 1234567", "IDNUM", "1234567"),
        ("id_keyword", "ID: JX-4471", "IDNUM", "JX-4471"),
        # "ID" in capitals names the number without a colon or "#"
        ("id_in_capitals", "Lab results faxed. Patient ID 4471-223.", "IDNUM", "4471-223"),
        ("id_in_capitals", "Employee ID 5520913 verified", "IDNUM", "5520913"),
        ("id_in_capitals", "with a phone interpreter (ID #48812).", "IDNUM", "48812"),  # the "#" left out
        ("id_in_capitals", "biobank I.D. RS1048249 on the tube", "IDNUM", "RS1048249"),
        ("id_in_lower_case", "pt is russian speaking. interpreter id 4471 used.", "IDNUM", "4471"),
        ("badge_number", "Psych hold initiated by Officer R. Tanaka, SFPD badge 2271. Pt found", "IDNUM", "2271"),
        ("id_in_lower_case", "lab results faxed. patient id 4471-223.", "IDNUM", "4471-223"),
        ("username_at_handle", "thanks @jsmith42 for the tip", "USERNAME", "@jsmith42"),
        ("username_at_handle", "her IG is @katie_bakes.", "USERNAME", "@katie_bakes"),
        ("username_reddit", "posted by u/darkangel99 on r/AskDocs", "USERNAME", "darkangel99"),
        ("username_reddit", "Posted by u/throwaway_kneepain_93\n\n27F", "USERNAME", "throwaway_kneepain_93"),
        ("username_named", "His username is jdoe1987 per IT", "USERNAME", "jdoe1987"),
        ("username_named", "portal user: jdoe1957", "USERNAME", "jdoe1957"),
        ("username_at_handle", "hit me up on insta @sarah.m.lee", "USERNAME", "@sarah.m.lee"),
        ("username_at_handle", "thanks @jdoe.", "USERNAME", "@jdoe"),
        ("username_at_handle", "venmo me at @liv-chen-nyc by Aug 2", "USERNAME", "@liv-chen-nyc"),
        (
            "username_before_post_age",
            "Posted by throwaway_hands_ok · 6h\n\nSo I started",
            "USERNAME",
            "throwaway_hands_ok",
        ),
        (
            "username_before_post_age",
            "thank u\n\n    derm_curious_RN · 5h\n    not a derm",
            "USERNAME",
            "derm_curious_RN",
        ),
        ("username_before_post_age", "cute!!\nmaya.ftw • 2d ago\nnoooo", "USERNAME", "maya.ftw"),
        ("username_of_account", "also sent to daughter's proxy account ybegay_proxy.", "USERNAME", "ybegay_proxy"),
        (
            "plan_or_certificate_number",
            "through Sun Life (plan 48213, certificate 7730-1152)",
            "HEALTHPLAN",
            "7730-1152",
        ),
        ("plan_or_certificate_number", "Member ID BHZ9921004471, Group 55120\nDate:", "HEALTHPLAN", "55120"),
        ("vehicle_plate", "the blue Honda in the guest spot with plate KRV 2291 needs to move", "VEHICLE", "KRV 2291"),
        ("vehicle_plate", "his car (reg YK19 HTZ) is on the drive", "VEHICLE", "YK19 HTZ"),
        ("username_cash_tag", "$dmitri_petrov84 sent $40 to $jaylaMVP", "USERNAME", "$jaylaMVP"),
        (
            "username_blog_writer",
            "#long post\nwilted-orchid-diaries:\nok story time",
            "USERNAME",
            "wilted-orchid-diaries",
        ),
        ("username_blog_writer", "#i'm fine\nsunflowerbrat reblogged: crying at my desk", "USERNAME", "sunflowerbrat"),
        ("account_ending_digits", "the extra $1,150 to the Chase acct ending 4471 no worries", "ACCOUNT", "4471"),
        (
            "username_before_wrote",
            "bazza_from_bendigo (61M) wrote:\nHad a squamous cell",
            "USERNAME",
            "bazza_from_bendigo",
        ),
        ("drivers_license", "Driver's license S530-4512-7781 on file", "LICENSE", "S530-4512-7781"),
        ("drivers_license", "drivers licence no. 12345678", "LICENSE", "12345678"),
        ("username_named", "Gamertag: xXslayerXx", "USERNAME", "xXslayerXx"),
        ("username_named", "screen name 'night.owl'", "USERNAME", "night.owl"),
        ("username_online", 'Social/online: active on forums as "mschafer"', "USERNAME", "mschafer"),
        ("username_online", "known on Twitter under katie_b since 2019", "USERNAME", "katie_b"),
        ("username_online", "plays on Xbox Live as Dr4gonKing", "USERNAME", "Dr4gonKing"),
        ("id_with_slashes", "Hosp No: HP/24/11873   Ward 6", "IDNUM", "HP/24/11873"),
        (
            "health_card_number",
            "Pt: Jean-Luc Beaulieu   RAMQ: BEAJ 8612 1419   Dossier:",
            "HEALTHPLAN",
            "BEAJ 8612 1419",
        ),
        ("health_card_number", "OHIP 1234-567-890-AB, no allergies", "HEALTHPLAN", "1234-567-890-AB"),
        ("health_card_number", "PHN: 9123 456 789 DOB 01/02/1950", "HEALTHPLAN", "9123 456 789"),
        ("national_id_card_number", "Aadhaar no. 4321 8765 1290 (copy on file)", "IDNUM", "4321 8765 1290"),
        ("national_id_number", "NRIC S1234567D   Ward 7", "IDNUM", "S1234567D"),
        ("national_id_number", "SSS 34-1234567-8; PhilHealth pending", "IDNUM", "34-1234567-8"),
        (
            "national_id_card_number",
            "I have National Insurance number SX 41 77 90 C, is this",
            "IDNUM",
            "SX 41 77 90 C",
        ),
        ("id_with_slashes", "IP No: AH/IP/24/0558713", "IDNUM", "AH/IP/24/0558713"),
        ("id_with_slashes", "Policy: P/161211/01/2024/004455 (Medi Assist)", "IDNUM", "P/161211/01/2024/004455"),
        ("medical_record_in_groups", "DOB 03/06/2019, Folder No. TBH 3314 8821\n", "MEDICALRECORD", "TBH 3314 8821"),
        ("medical_record_in_groups", "MRN 004 118 2093 seen today", "MEDICALRECORD", "004 118 2093"),
        ("id_hyphenated_code", "air mattress — loaner #RC-NS-20771 delivered last week", "IDNUM", "RC-NS-20771"),
        ("username_user_field", "Birth Club\nUser: jessamyn.r\n\nMy LO is 5 weeks old", "USERNAME", "jessamyn.r"),
    ],
)
def test_identifier_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("f/u with id 2 weeks", "2"),  # infectious disease
        ("SSN area 000-12-3456 is never issued", "000-12-3456"),
        ("Code 900-12-3456 is an ITIN", "900-12-3456"),
        ("on insurance for 2 years", "2"),
        ("member of the group since childhood", "group"),
        ("the model predicted 3 cases", "3"),
        ("ID: none given", "none"),
        ("GCS 15 on arrival", "15"),
        ("member AB 1234567 pending", "1234567"),
        ("MRN pending", "pending"),
        ("Case: 4 reviewed today", "4"),
        ("Case 2: stable", "2"),
        ("order # 2 of the day", "2"),
        ("visit #2 today", "2"),
        ("MC 3 times a day", "3"),
        ("Take 200 mcg daily", "200"),
        ("encounter # 3", "3"),
        ("pt @home, BP 120/80 @ 5pm", "home"),
        ("unable to handle stress at work", "stress"),
        ("on Facebook as well as Twitter", "well"),
        ("active on forums as a moderator", "moderator"),
        ("Username: none", "none"),
        ("ID 2 weeks out, following", "2"),  # infectious disease, a number too short for an identifier
        ("Subject: 12 of the 30 enrolled", "12"),  # no word that says "number" after "subject"
        ("she made a lot 2000 miles away", "2000"),
        ("ID 500mg vanc", "500mg"),  # an identifier ends its word
        ("id 500mg vanc", "500mg"),
        ("serial 12-lead ECGs unchanged", "12-lead"),  # serial tests, no serial number
        ("serial EKGs and serial H&H q6h", "EKGs"),
        ("passport photo taken 2 weeks ago", "2"),
        ("NHS trust, ward 123 456", "123 456"),  # no ten-digit number after "NHS"
        ("BP/120/80 sitting", "BP/120/80"),  # a pressure: no number of four digits
        ("S/P CABG 2019", "S/P"),
        ("labs 3 days ago were normal", "3"),  # no number after the word
        ("sample size 400 in the trial", "400"),
        ("registration: 12 patients today", "12"),
        ("Seattle, WA · 14 reviews · 52 photos", "WA"),  # a review's counts, no post's age
        ("the account is overdue", "overdue"),  # a user name has an underscore
        ("medical certificate 2 weeks, plan 2024 budget", "2024"),  # no plan's number of four digits or fewer
        ("She said: no more", "She"),  # a word, no user name
        ("paid $40 in cash, $USD", "$USD"),  # an amount and a currency, no cash tag
        ("locking plate 10 HOLE placed", "10 HOLE"),
        ("LDL 160 (ref 3.5-5.0) today", "3.5-5.0"),  # a reference range, no code
        ("Vehicle: 2014 Honda Civic, rear-ended", "2014"),  # a model year
        ("TINA 123456 called back", "TINA"),  # no scheme's name inside a word
        ("the SIN 3 times", "3"),  # too few digits for a national number
        ("COVID-19 PCR negative, PHQ-9 score 12", "COVID-19"),  # a germ's or a scale's name, no code
        ("CA-125 raised to 310", "CA-125"),
    ],
)
def test_identifier_rules_need_their_shape_or_keyword(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]


def test_an_email_address_is_not_a_handle() -> None:
    text = "e-mail jdoe@gmail.com or @jdoe on X"
    spans = {(text[s.start : s.end], s.label) for s in tagger().tag(Document("t", text))}
    assert spans == {("jdoe@gmail.com", "EMAIL"), ("@jdoe", "USERNAME")}


@pytest.mark.parametrize(
    "text",
    [
        "lot 1EG4-TE5-MKS2 on the box",  # an S, which a Medicare number never holds
        "ref 1EG4-TE5-MK723 in the log",  # one character too many
        "order 0EG4-TE5-MK72 shipped",  # a Medicare number never starts with 0
    ],
)
def test_medicare_numbers_keep_their_exact_pattern(text: str) -> None:
    assert all(source != "rules:medicare_mbi" for _, source in found(text).values())


def test_the_word_id_is_not_part_of_a_licence_number() -> None:
    # "ID 5520913" has a licence's shape (two capitals, seven digits), but "ID" names the number: it stays in the note
    assert found("Employee ID 5520913 verified") == {"5520913": ("IDNUM", "rules:id_in_capitals")}
    assert found("License XF 1747210 noted")["XF 1747210"] == ("LICENSE", "rules:license_shape")


def test_an_id_after_a_hash_and_a_space_is_read_by_the_capitals_rule() -> None:
    # its prefilter once wanted the digits right after "#", so the rule never ran on "ID # 48812"
    text = "Interpreter ID # 48812 used for the visit"
    matches = tagger().matches(text)
    assert ("48812", "rules:id_in_capitals") in {(text[s.start : s.end], s.source) for s in matches}
