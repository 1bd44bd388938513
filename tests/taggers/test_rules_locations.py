import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("state_name", "She grew up in Texas and moved.", "STATE", "Texas"),
        ("state_name", "Family lives in New Hampshire now", "STATE", "New Hampshire"),
        ("state_abbreviation_address", "Lives in Springfield, MA 01103.", "STATE", "MA"),
        ("state_abbreviation_address", "moved to fowlerton, in 46930.", "STATE", "in"),
        ("state_abbreviation_after_city", "from Austin, TX.", "STATE", "TX"),
        ("state_abbreviation_context", "She moved to FL last year", "STATE", "FL"),
        ("state_abbreviation_place_context", "Grew up in MI, moved to CA", "STATE", "MI"),
        ("state_abbreviation_place_context", "Grew up in MI, moved to CA", "STATE", "CA"),
        ("state_abbreviation_place_context", "She moved from MI to Ohio", "STATE", "MI"),
        ("saints_possessive", "transferred from OSH (St. Vincent's in Erie)", "HOSPITAL", "St. Vincent's"),
        ("saints_possessive", "admitted to Saint Luke's yesterday", "HOSPITAL", "Saint Luke's"),
        ("saints_possessive", "Admitted to St James's Hospital, Dublin 8", "HOSPITAL", "St James's Hospital"),
        ("venue_in_possessive", "came to Rosie's Diner on Main St for brunch", "ORGANIZATION", "Rosie's Diner"),
        ("venue_in_possessive", "slipped at Tony's Pizza on Friday", "ORGANIZATION", "Tony's Pizza"),
        ("place_of_worship", "Lives w/ daughter; attends Bethel AME church.", "ORGANIZATION", "Bethel AME church"),
        ("place_of_worship", "Volunteers at First Baptist Church of Quincy", "ORGANIZATION", "First Baptist Church"),
        ("pharmacy_chain", "Called Walgreens #4471 to cancel the refill.", "ORGANIZATION", "Walgreens"),
        ("pharmacy_chain", "Called pharmacy (CVS on Route 9, Framingham)", "ORGANIZATION", "CVS"),
        ("pharmacy_chain", "Rx sent to Rite Aid", "ORGANIZATION", "Rite Aid"),
        ("pharmacy_chain", "pill bottles brought in by son; CVS store #04412 on file", "ORGANIZATION", "CVS"),
        ("health_insurer", "Coverage through Medi-Cal was denied.", "ORGANIZATION", "Medi-Cal"),
        (
            "community_organization",
            "Contacted Catholic Charities re: utility assistance",
            "ORGANIZATION",
            "Catholic Charities",
        ),
        ("community_organization", "Someone at his VFW post told him", "ORGANIZATION", "VFW"),
        (
            "organization_field",
            "SKILLED NURSING VISIT\nAgency: BrightPath Home Care\nClient: Ray",
            "ORGANIZATION",
            "BrightPath Home Care",
        ),
        ("community_organization", "Meals on Wheels delivers lunch daily", "ORGANIZATION", "Meals on Wheels"),
        (
            "care_chain",
            "Dialysis unit Fresenius Kidney Care Westside, chair 14.",
            "HOSPITAL",
            "Fresenius Kidney Care Westside",
        ),
        ("health_insurer", "a therapist in Tucson that takes AHCCCS?", "ORGANIZATION", "AHCCCS"),
        ("childrens_hospital", "Reporter is RN Anita Shah of Children's Mercy.", "HOSPITAL", "Children's Mercy"),
        (
            "practice_name",
            "Referred by Dr. Lisa Park, DDS (Smile Bright Family Dentistry, Westminster).",
            "HOSPITAL",
            "Smile Bright Family Dentistry",
        ),
        (
            "practice_name",
            "f/u with therapist Linda Barrows, LCSW at Open Door Counseling",
            "HOSPITAL",
            "Open Door Counseling",
        ),
        ("street_after_on_capitals", "PT FOUND ON MARKET ST NEAR CIVIC CENTER", "STREET", "MARKET ST"),
        ("pharmacy_chain_any_case", "Pharmacy on file: H-E-B #412, Pearland.", "ORGANIZATION", "H-E-B"),
        ("pharmacy_chain_any_case", "Rx sent to H-E-B Pharmacy #412", "ORGANIZATION", "H-E-B Pharmacy"),
        ("insurer_after_insurance", "My neuro wants Aimovig. Insurance (Moda) denied it twice", "ORGANIZATION", "Moda"),
        ("insurer_after_insurance", "insurance through Dean Health Plan", "ORGANIZATION", "Dean Health Plan"),
        ("care_chain", "saw dr obrien at the concentra on route 9", "HOSPITAL", "concentra"),
        ("care_chain", "Next tx at DaVita Tuesday", "HOSPITAL", "DaVita"),  # a day is no site
        (
            "residence_at_place",
            "since moving into The Arbors at Westfield in September",
            "HOSPITAL",
            "The Arbors at Westfield",
        ),
        ("pharmacy_chain_any_case", "got my flu shot at the walgreens by work", "ORGANIZATION", "walgreens"),
        ("pharmacy_chain_any_case", "my pharmacy is the cvs on main st in nashua", "ORGANIZATION", "cvs"),
        ("health_insurer", "Insurance: Aetna member ID W224-881-903.", "ORGANIZATION", "Aetna"),
        (
            "place_of_worship_one_case",
            "2) pastor mike evans (grace lutheran church) 612-555-0166",
            "ORGANIZATION",
            "grace lutheran church",
        ),
        (
            "place_of_worship_one_case",
            "VOLUNTEERS AT FIRST BAPTIST CHURCH OF QUINCY",
            "ORGANIZATION",
            "FIRST BAPTIST CHURCH OF QUINCY",
        ),
        ("interstate_short", "ugh stuck in traffic on I-95 again", "STREET", "I-95"),
        ("postcode", "of 221 rue sainte-catherine, montréal, qc h2x 1l1, referred", "ZIP", "h2x 1l1"),
        ("health_insurer", "Ins: BCBS ID XYZ884412337", "ORGANIZATION", "BCBS"),
        ("health_insurer", "Covered by Anthem Blue Cross PPO", "ORGANIZATION", "Anthem Blue Cross"),
        (
            "practice_associates",
            "Follow up in 1 week (Cardiology Associates of Hudson Valley, 845-555-0177).",
            "HOSPITAL",
            "Cardiology Associates of Hudson Valley",
        ),
        ("practice_associates", "seen at Women's Health Associates", "HOSPITAL", "Women's Health Associates"),
        ("care_home_name", "SW called Golden Years Senior Living re: a bed", "HOSPITAL", "Golden Years Senior Living"),
        ("care_home_name", "from Maple Grove Assisted Living Center", "HOSPITAL", "Maple Grove Assisted Living Center"),
        ("care_home_name", "88F from Brookhaven Nursing and Rehab with", "HOSPITAL", "Brookhaven Nursing and Rehab"),
        ("hospital_name_capitals", "ADMITTED FROM HOLY FAMILY NURSING HOME.", "HOSPITAL", "HOLY FAMILY NURSING HOME"),
        ("hospital_name_capitals", "DISCHARGED TO KINDRED HOSPITAL ON 6/11", "HOSPITAL", "KINDRED HOSPITAL"),
        (
            "hospital_name_capitals",
            "PROVIDER OKAFOR, CHIDI MD LOCATION WESTSIDE FAMILY PRACTICE",
            "HOSPITAL",
            "WESTSIDE FAMILY PRACTICE",
        ),
        ("pharmacy_field", "Pharmacy: Hy-Vee #1521, Ames IA.", "ORGANIZATION", "Hy-Vee"),
        ("pharmacy_field", "Preferred pharmacy: Shoprite Pharmacy (Main St)", "ORGANIZATION", "Shoprite Pharmacy"),
        ("pharmacy_field", "PHARMACY: HY-VEE DRUGSTORE #1521", "ORGANIZATION", "HY-VEE DRUGSTORE"),
        ("pharmacy_field", "Pharmacy: St. Joseph Drug", "ORGANIZATION", "St. Joseph Drug"),
        ("pharmacy_field", "pharmacy: hy-vee 1521", "ORGANIZATION", "hy-vee"),
        ("pharmacy_field", "Pharmacy: Hy-Vee\r\nAllergies: NKDA", "ORGANIZATION", "Hy-Vee"),  # a CRLF line end
        ("pharmacy_chain_any_case", "Refills sent to Walmart Pharmacy", "ORGANIZATION", "Walmart Pharmacy"),
        ("state_abbreviation_place_context", "Pt is originally from NC.", "STATE", "NC"),
        ("state_abbreviation_place_context", "visiting from NC", "STATE", "NC"),
        ("zip_after_state", "Springfield, MA 01103-2201 is home", "ZIP", "01103-2201"),
        ("zip_after_state", "Austin, Texas 78701", "ZIP", "78701"),
        ("zip_keyword", "Zip code: 02114", "ZIP", "02114"),
        ("postcode", "GP: Abbey Road Surgery, London NW8 9AY.", "ZIP", "NW8 9AY"),
        ("pin_code_after_town", "No. 14, 2nd Cross, Gandhinagar, Vellore – 632 006, Tamil Nadu", "ZIP", "632 006"),
        ("pin_code_field", "Address: 12 MG Road, Bengaluru\nPIN: 560001", "ZIP", "560001"),
        (
            "province_in_capitals_before_postal_code",
            "2210 chemin Montréal, Orléans ON K1C 5T7",
            "LOCATION-OTHER",
            "ON",
        ),
        ("province_ending_a_line", "Eastern Health, St. John's, NL     Fax completed form to", "LOCATION-OTHER", "NL"),
        ("province_before_postal_code", "2300 Bloor St W, Toronto, ON M6S 1P2", "LOCATION-OTHER", "ON"),
        (
            "province_before_postal_code",
            "of 221 rue sainte-catherine, montréal, qc h2x 1l1, referred",
            "LOCATION-OTHER",
            "qc",
        ),
        ("postcode", "Pt relocated to Manchester M13 9WL last year", "ZIP", "M13 9WL"),
        ("town_before_postcode", "Riverside Surgery, Lower Bristol Road, Bath BA2 3DW", "CITY", "Bath"),
        ("town_before_postcode", "Leeds LS1 4AB\nTel 0113 496 0000", "CITY", "Leeds"),
        ("town_before_postcode", "12 Oak Rd, Newcastle upon Tyne NE1 4LP", "CITY", "Newcastle upon Tyne"),
        ("hospital_name", "We went to MinuteCare Urgent Care on Grand Ave.", "HOSPITAL", "MinuteCare Urgent Care"),
        ("childcare_after_its_kind", "He goes to nursery Little Acorns in Wavertree.", "ORGANIZATION", "Little Acorns"),
        (
            "childcare_after_its_kind",
            "except his daycare (Little Sprouts on 72 Ave).",
            "ORGANIZATION",
            "Little Sprouts",
        ),
        ("childcare_before_its_kind", "He goes to Little Acorns crèche in Lonehill", "ORGANIZATION", "Little Acorns"),
        (
            "organization_by_head_word",
            "Donations, if desired, to the Irish Heart Foundation.",
            "ORGANIZATION",
            "Irish Heart Foundation",
        ),
        (
            "organization_by_head_word",
            "RADIOLOGY REPORT\nNorthern Beaches Imaging, Frenchs Forest",
            "ORGANIZATION",
            "Northern Beaches Imaging",
        ),
        (
            "organization_by_head_word",
            "In lieu of flowers, please donate to the Alzheimer's Association.",
            "ORGANIZATION",
            "Alzheimer's Association",
        ),
        (
            "organization_by_head_word",
            "the home manager or the Aged Care Quality and Safety Commission? I'm his",
            "ORGANIZATION",
            "Aged Care Quality and Safety Commission",
        ),
        (
            "organization_by_head_word",
            "free flu shots at the Northern Plains Grain Co-op office in Minot",
            "ORGANIZATION",
            "Northern Plains Grain Co-op",
        ),
        (
            "organization_by_head_word",
            "Home health via Four Corners Home Care, referral #HH-55",
            "ORGANIZATION",
            "Four Corners Home Care",
        ),
        (
            "organization_by_head_word",
            "retired bank clerk with Indian Bank, accompanied her",
            "ORGANIZATION",
            "Indian Bank",
        ),
        (
            "organization_by_head_word",
            "PT referral to Arrowhead Physical Therapy.",
            "ORGANIZATION",
            "Arrowhead Physical Therapy",
        ),
        ("organization_by_head_word", "SoundPath Audiology, Toowoomba QLD 4350", "ORGANIZATION", "SoundPath Audiology"),
        (
            "province_ending_a_line",
            "Note - St. Michael's Hospital, Toronto, ON\nDate: 2023-11-22",
            "LOCATION-OTHER",
            "ON",
        ),
        ("postcode", "Moved from Halifax, NS B3H 2Y9 in 2019", "ZIP", "B3H 2Y9"),
        ("street", "Lives at 82 Brook Drive with her son", "STREET", "82 Brook Drive"),
        ("street", "Mail to 1200 N. Main St please", "STREET", "1200 N. Main St"),
        ("street", "of 12 Kestrel Close, Harrogate", "STREET", "12 Kestrel Close"),
        ("street_capitals", "LAKESIDE CLINIC, 4400 N SHERIDAN RD, CHICAGO", "STREET", "4400 N SHERIDAN RD"),
        ("street_capitals", "LIVES AT 450 E 23RD STREET WITH SON", "STREET", "450 E 23RD STREET"),
        ("po_box", "Send to P.O. Box 4412 now", "STREET", "P.O. Box 4412"),
        ("numbered_road", "Took her to Dr. Feldman's office on Route 9 today", "STREET", "Route 9"),
        ("numbered_road", "lives off state highway 301 near the farm", "STREET", "state highway 301"),
        (
            "hospital_name",
            "Transferred to Massachusetts General Hospital today",
            "HOSPITAL",
            "Massachusetts General Hospital",
        ),
        (
            "hospital_name",
            "PCP Dr. Oona Beasley (Pinecrest Family Health, 617-732-5500)",
            "HOSPITAL",
            "Pinecrest Family Health",
        ),
        ("hospital_name", "followed at Lakeview Medical Group since 2019", "HOSPITAL", "Lakeview Medical Group"),
        ("hospital_name", "Facility: Moores Cancer Center   Dept: Oncology", "HOSPITAL", "Moores Cancer Center"),
        ("country_name", "Emigrated from Ireland in youth", "COUNTRY", "Ireland"),
        ("city_name", "Grew up near Chicago with family", "CITY", "Chicago"),
        ("street_lowercase", "lives at 12 main st with son", "STREET", "12 main st"),
        ("street_lowercase", "address 450 e 23rd street, nyc", "STREET", "450 e 23rd street"),
        ("street_lowercase", "moved to 88 oak ridge rd last year", "STREET", "88 oak ridge rd"),
        ("apartment_number", "12 main st apt 4b", "STREET", "4b"),
        ("apartment_number", "12 Oak Street Apt. #12", "STREET", "12"),
        ("apartment_number", "Suite 200, Boston", "STREET", "200"),
        ("apartment_number", "Apt. 5C, 12 E. 86th St.", "STREET", "5C"),
        ("apartment_number", "Suite B-12", "STREET", "B-12"),
        ("unit_number_after_comma", "77 Old Mill Road, Unit 4, Bar Harbor, ME", "STREET", "4"),
        ("unit_number_after_comma", "12 Elm St, Bldg C-2", "STREET", "C-2"),
        ("unit_number_after_comma", "Sunny Acres, Trlr 17B", "STREET", "17B"),
        ("street_intersection", "lives on the corner of 5th and Main in Eugene", "STREET", "5th and Main"),
        ("street_intersection", "the intersection of Colfax Ave & Monaco", "STREET", "Colfax Ave & Monaco"),
        ("street_after_on", "anyone know if Walgreens on Main St in Frisco does", "STREET", "Main St"),
        ("street_after_on", "She lives off Old Mill Road.", "STREET", "Old Mill Road"),
        ("street_after_on_lower_case", "my friend got hers at the walgreens on main st", "STREET", "main st"),
        ("street_after_on_lower_case", "lives off old mill road now", "STREET", "old mill road"),
        ("employer_after_work", "Drives for Yellow Star Cab Co. x 12 yrs.", "ORGANIZATION", "Yellow Star Cab Co"),
        ("employer_named", "a medical certificate for pt's employer (Infosys).", "ORGANIZATION", "Infosys"),
        (
            "employer_named",
            "Employer: Cardiff Bay Logistics Ltd\nRole: driver",
            "ORGANIZATION",
            "Cardiff Bay Logistics Ltd",
        ),
        ("employer_named", "his employer, Tesco, refused", "ORGANIZATION", "Tesco"),
        ("school_by_head_word", "Attends Little Acorns Daycare 3 days/week.", "ORGANIZATION", "Little Acorns Daycare"),
        ("business_chain", "had covid and i literally cannot taste my Chipotle bowl", "ORGANIZATION", "Chipotle"),
        ("business_chain", "did u eat my leftover Panda Express or am i going insane", "ORGANIZATION", "Panda Express"),
        ("business_chain", "Ayesha want us to DoorDash u something?", "ORGANIZATION", "DoorDash"),
        ("business_chain", "Bupa declined the MRI so we paid ourselves", "ORGANIZATION", "Bupa"),
        ("business_chain", "bloods done at LifeLabs on the way home", "ORGANIZATION", "LifeLabs"),
        ("business_chain", "I booked a video consult on Practo with a GP", "ORGANIZATION", "Practo"),
        ("province_after_town", "I am 52, living in Surrey, BC. My employer Telus", "LOCATION-OTHER", "BC"),
        ("ward_field", "Attending: Elena Marchetti, MD    Unit: 6 North\nPCP: Dr. Asante", "DEPARTMENT", "6 North"),
        ("ward_field", "MEDICAL RECORD NUMBER: 002-81-7734\nUNIT: 6 NORTH\nREQUESTING", "DEPARTMENT", "6 NORTH"),
        (
            "organization_field",
            "Occupation: welder/fitter\nCarrier: Midwest Mutual Insurance; adjuster Shauna",
            "ORGANIZATION",
            "Midwest Mutual Insurance",
        ),
        (
            "street_after_on",
            "I checked my BP at MedPlus Pharmacy on Admiralty Way last Friday",
            "STREET",
            "Admiralty Way",
        ),
        ("school_by_head_word", "does anyone's kid at Oakfield Primary have it", "ORGANIZATION", "Oakfield Primary"),
        ("sector_of_town", "Class 1 at Delhi Public School, Sector 30, Noida.", "STREET", "Sector 30"),
        (
            "hospital_name",
            "Dr Goh Mei Ling\nToa Payoh Polyclinic\n2003 Toa Payoh Lorong 8",
            "HOSPITAL",
            "Toa Payoh Polyclinic",
        ),
        (
            "venue_before_its_kind",
            "after fall outside The Rusty Anchor bar on Water St",
            "ORGANIZATION",
            "The Rusty Anchor",
        ),
        ("eircode", "Address: Ballyvourney, Co. Cork, P12 X7K2\nPhone: 086 229 4410", "ZIP", "P12 X7K2"),
        ("eircode", "Dublin 6W, D6W Y2K4.", "ZIP", "D6W Y2K4"),
        ("hospital_general_by_place", "Wishes to die at home, not in Coast General.", "HOSPITAL", "Coast General"),
        (
            "public_service_by_head_word",
            "please do. Scottish Ambulance Service run them.",
            "ORGANIZATION",
            "Scottish Ambulance Service",
        ),
        (
            "hospital_name",
            "REPORT\nGulf Coast Occupational Health, Pasadena",
            "HOSPITAL",
            "Gulf Coast Occupational Health",
        ),
        ("business_chain", "Did insurance (Medical Mutual) fight you on it?", "ORGANIZATION", "Medical Mutual"),
    ],
)
def test_location_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("Patient is IN no distress", "IN"),
        ("Seen on Mercy St Vincent ward", "Mercy St"),  # a saint's name after "St"
        ("Signed off Renee Dr Smith", "Renee Dr"),  # "Dr" is a title
        ("bruise at the corner of the mouth and chin", "mouth"),
        ("Transferred to Unit 4 West for telemetry", "4"),  # a hospital unit, no comma before it
        ("Flu vaccine given, lot 3 of 4", "3"),
        ("took it, in 10000 units a day", "in"),  # not a zip code: five digits then a word only
        ("Father died of MI at 58", "MI"),
        ("Father: deceased at 71 from MI.", "MI"),  # "from" alone: the infarction a death came from
        ("He died from MI in 2010", "MI"),
        ("hx of CA, switched to NC overnight", "CA"),
        ("hx of CA, switched to NC overnight", "NC"),
        ("Sent to CT for imaging", "CT"),
        ("taken to OR at noon", "OR"),
        ("Call ME when ready", "ME"),
        ("seen by the MD in clinic", "MD"),
        ("History of MS since youth", "MS"),
        ("Take 2 tabs by mouth", "2 tabs"),
        ("The Hospital was busy", "The"),
        ("Followed by the Parkinson clinic", "Parkinson"),
        ("Jordan visited his mother", "Jordan"),
        ("Lincoln was his middle name", "Lincoln"),
        ("seen 2 weeks ago by dr smith", "2 weeks ago by dr"),
        ("1 view chest ct negative", "1 view chest ct"),
        ("2 tabs po bid st", "2 tabs po bid st"),
        ("1 VIEW CHEST CT NEGATIVE", "1 VIEW CHEST CT"),
        ("Pharmacy: none on file", "none on file"),
        ("discussed with our partners in care", "partners"),
        ("PT ADMITTED TO OUTSIDE HOSPITAL", "OUTSIDE HOSPITAL"),
        ("FOLLOW UP IN CARDIOLOGY CLINIC", "CARDIOLOGY CLINIC"),  # a department
        ("BRIEF HOSPITAL COURSE: STABLE", "BRIEF HOSPITAL"),
        ("The Associates program accepted him", "Associates"),
        ("Pharmacy: patient will pick up", "patient will pick up"),
        ("pharmacy: mail order", "mail order"),
        ("2 TABS PO BID ST", "2 TABS PO BID ST"),
        ("IN 2 LEADS ST ELEVATION", "2 LEADS ST"),
        ("OMEPRAZOLE 20 MG DR DAILY", "20 MG DR"),
        ("changes on ekg st elevation noted", "ekg st"),
        ("focus on lisinopril road to recovery", "lisinopril road"),
        ("in 2 leads st elevation", "2 leads st"),
        ("walks 2 blocks on the way", "2 blocks"),
        ("apt to fall at night", "apt to"),
        ("Started St. John's wort", "St. John"),
        ("CVS at 11 weeks was normal", "CVS"),  # chorionic villus sampling
        ("raised in the Roman Catholic Church", "Catholic"),  # a denomination
        ("Brief Hospital Course: admitted for pneumonia", "Brief Hospital"),  # a section header
        ("rectal adenocarcinoma T3N0M0, stage IIA", "T3N0M0"),  # a TNM stage is no Canadian postal code
        ("S1 S2 normal, no murmur", "S1 S2"),
        ("Referred to the Department of Family Medicine", "Family Medicine"),  # a department, no practice
        ("Seen in Urgent Care yesterday", "Urgent Care"),
        ("Her Assisted Living apartment is small", "Her Assisted Living"),  # a possessive, no name
        ("They sang the anthem before the game", "anthem"),
        ("raised in the roman catholic church", "catholic church"),
        ("did her homework at Zeta Books", "Zeta Books"),  # "work" inside a word names no job
        ("goes to the lutheran church on sundays", "lutheran church"),
        ("Thyroid remnant ablation on I-131 therapy", "I-131"),  # iodine
        ("The Gardens were lovely in bloom", "Gardens"),  # no place after "at" / "of"
        ("Insurance: Medicare, secondary pending", "Medicare"),  # a program
        ("Gave Children's Tylenol 160 mg", "Children's Tylenol"),  # a medicine
        ("Referred to Pediatric Dentistry for caries", "Pediatric Dentistry"),  # a field of dentistry
        ("Grief Counseling offered to the family", "Grief Counseling"),
        ("Continue Behavioral Health follow-up", "Behavioral Health"),
        ("ST CHANGES ON EKG ST ELEVATION IN V2", "EKG ST"),
        ("Insurance: Verified with the front desk", "Verified"),
        ("then turn the pump back on, ON", "ON"),  # no town before the comma
        ("admitted to the Special Care Nursery for feeds", "Special Care Nursery"),  # a hospital's unit
        ("Referred back to Primary Care for follow-up", "Primary Care"),
        ("singing along to Sinatra on My Way home", "My Way"),  # a possessive, no street's name
        ("Transfuse 2 units. Unit: 2 units PRBC given", "2 units"),  # a blood product's units, no ward
        ("Incident #: 24-118307   Unit: Medic 14   Date: 07/04/2024", "Medic 14"),  # an ambulance
        ("Diagnosis Primary: breast cancer", "Diagnosis Primary"),
        ("Target lesion in segment 7 measures 2 cm", "Target"),  # a word: no chain named so is listed
        ("my chipotle mayo recipe", "chipotle"),  # a pepper, in lower case
        ("Postcode LS1 4AB", "Postcode"),  # a field's name before a postcode, no town
        ("Grade T12 4567 lesion", "T12 4567"),  # no letter in an Eircode's identifier
        ("Wrote to the Attorney General about it", "Attorney General"),  # an office, no hospital
        ("a letter to Surgeon General Murthy", "Surgeon General"),
        ("Electronically signed: Mark Lindqvist, MD, Diagnostic Radiology", "Diagnostic Radiology"),  # a department
        ("referred to the Blood Bank for crossmatch", "Blood Bank"),
        ("Hearing test booked in Paediatric Audiology today", "Paediatric Audiology"),  # a department
        ("Hi Physio Wanjiku, this is Otieno", "Hi Physio"),
        ("His teacher at preschool, Ms. Amal, has been so kind", "Ms"),  # a title after the daycare's word
        ("Re-evaluate in June. Discussed preschool IEP eligibility", "Discussed"),  # one capitalised word before it
        ("Referral placed via Community Health Services today", "Community Health Services"),  # a kind of service
        ("Primary Care: Dr. Alvarez", "Primary Care"),
        ("The County Council said no to the ramp", "County Council"),  # a kind of council named alone
        ("ask the Social Network team", "Social Network"),
    ],
)
def test_location_rules_skip_words_that_only_look_like_places(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    assert not [s for s in tagger().tag(Document("t", text)) if s.start < start + len(not_phi) and start < s.end]


@pytest.mark.parametrize(
    ("text", "hospital"),
    [
        # a degree ending one line and a field label starting the next are not a hospital name
        (
            "Attending: Dr. Miriam Castellano, MD\nHospital: Saint Brendan Medical Center",
            "Saint Brendan Medical Center",
        ),
        # the name on the next line is, without the degree before the line break
        ("Dr. Ana Ruiz, MD\nMiami Valley Hospital, Dayton", "Miami Valley Hospital"),
    ],
)
def test_hospital_names_do_not_run_across_a_line_break_or_into_a_field_label(text: str, hospital: str) -> None:
    spans = [s for s in tagger().tag(Document("t", text)) if s.label == "HOSPITAL"]
    assert [text[s.start : s.end] for s in spans] == [hospital]


def test_the_state_rule_is_tried_at_the_first_word_of_every_packaged_state() -> None:
    # `state_name` is tried only where one of these words starts: a state added to the list must add its first word
    from phiscrub.resources.dictionaries import load_dictionary
    from phiscrub.taggers.rules.locations import US_STATE_FIRST_WORDS

    assert set(US_STATE_FIRST_WORDS) == {name.split()[0] for name in load_dictionary("us_states")}


@pytest.mark.parametrize("text", ["Employer: Unknown", "Employer: Self", "Employer: The patient is unemployed"])
def test_an_employers_field_without_a_name_names_no_organization(text: str) -> None:
    assert not [s for s in tagger().tag(Document("t", text)) if s.source == "rules:employer_named"]
