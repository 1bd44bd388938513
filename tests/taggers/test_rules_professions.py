import pytest

from phiscrub.document import Document
from phiscrub.taggers.rules import RuleTagger

TAGGER = RuleTagger(lang="en")


def professions(text: str) -> list[str]:
    return [text[s.start : s.end] for s in TAGGER.tag(Document("t", text)) if s.label == "PROFESSION"]


@pytest.mark.parametrize(
    ("text", "occupation"),
    [
        ("Social: works as a long-haul truck driver, on the road 5 days a week.", "long-haul truck driver"),
        ("Occupation: retired postal worker", "postal worker"),
        ("Pt is rickshaw driver from Shahdara. Attendant is wife.", "rickshaw driver"),
        ("Her husband Encik Abdul Rahim bin Osman is fisherman at Teluk Kumbar.", "fisherman"),
        ("Retired crofter - lots of sun exposure.", "crofter"),
        ("He was a cane cutter all his life", "cane cutter"),
        ("but he's a retired Army drill sergeant and would say that", "Army drill sergeant"),
        ("Informant: mother, Mrs Ngozi Okonkwo (trader), reliable", "trader"),
        ("DH (Tom, paramedic for NWAS) says they'll scan", "paramedic"),
        ("I'm Jocelyn Manalo, a staff nurse here in Riyadh at King Fahad", "staff nurse"),
        ("Jacko is 27, a dairy farmhand out at Purnim, and", "dairy farmhand"),
        ("my dad, Jae-won Cho. He's 58, a dry cleaner in Fort Lee, and", "dry cleaner"),
        ("Sister Blessing who is resuming as matron at General Hospital Gbagada", "matron"),
        ("My dad (81, retired oil field pumper) was diagnosed", "oil field pumper"),
        ("pt states he was laid off from Delta (baggage handler) in April", "baggage handler"),
        ("Employer: Cardiff Bay Logistics Ltd\nRole: forklift operator\nSeen 3 Oct.", "forklift operator"),
        ("Former coal miner, quit smoking in 2010.", "coal miner"),
        ("Retired teacher, lives alone.", "teacher"),
        ("He was a tugboat captain for forty years out of Norfolk", "tugboat captain"),
        ("Sir one more thing. Sir I am auto driver so evening only I can come", "auto driver"),
        ("My father was government clerk in WAPDA, now retired", "government clerk"),
        ("widowed (Hamish died 2019), retired postmistress. Daughter Eilidh", "postmistress"),
        ('told me it was "just stress from being a paralegal"', "paralegal"),
        ("EDD 02.06.2025.\nPartner Rhodri, sheep farmer; lambing season now", "sheep farmer"),
        ("He worked as an electrician for 30 years.", "electrician"),
        ("Her husband, Ty, is a bus driver for the MTA.", "bus driver"),
        ("I'm a teacher and I get sick every winter.", "teacher"),  # the first person, in a question or post
        ("im a nurse so i know the signs", "nurse"),
        ("Hi, this is Karen Doyle, I'm the school nurse at Brookline Middle School.", "school nurse"),
        ("she's the charge nurse tonight", "charge nurse"),
        ("I'm applying for a senior paralegal position at Whitfield & Crane.", "senior paralegal"),  # a post
        ("he's VP of ops so he'd know", "VP of ops"),  # a post heading a field of work
        ("One of my dental technicians, Ana Gutierrez, told me", "dental technicians"),  # before the person's name
        ("your profile says you're a vet tech? my cat", "vet tech"),  # the reader's
        ("Josh: I'm a 2nd grade teacher lol", "2nd grade teacher"),
        ("I'm a sommelier at Noble Rot btw", "sommelier"),  # no list holds it: before the workplace
        ("I'm a junior doctor at King's College Hospital", "junior doctor"),
        ("and his fiancée Akosua Mensah (27, fashion designer). Wedding", "fashion designer"),  # after the age
        ("She works as a warehouse team leader. Are we obliged", "warehouse team leader"),
        ("Usual occupation: mineworker (retired), Harmony Gold", "mineworker"),
        ("Role: heavy diesel fitter\nClaim no: WC-2024-118742", "heavy diesel fitter"),
        ("she is the Director of Nursing at Mercy", "Director of Nursing"),
        ("I am a retired welder from Ohio.", "welder"),
        ("Pt is a 58yo Filipino-American nurse from Daly City.", "Filipino-American nurse"),  # after an age
        ("a 27-year-old construction worker with hypothyroidism", "construction worker"),
        ("a 71 year old right-handed retired postal carrier", "postal carrier"),  # not "right-handed retired"
        ("67 yo F, retired elementary school principal, presents for f/u.", "elementary school principal"),
        ("he is a research scientist at a biotech", "research scientist"),
        ("a 52-year-old Filipino female, a nurse at a clinic", "nurse"),  # set apart after the person
        ("HPI: 54M taxi driver w/ hx HTN, HLD", "taxi driver"),  # after the shorthand of age and sex
        ("Clinical info: 56yo ex-miner, 40 pack-year smoker", "miner"),  # a former occupation with "ex-"
        ("Husband Chukwuemeka (a bus conductor) brought her.", "bus conductor"),  # in brackets after the person
        ("he was a tool and die maker there for 35 years", "tool and die maker"),
        ("she is a labor and delivery nurse at St. Agnes", "labor and delivery nurse"),
        ("Pt is a retired court stenographer, born in Plovdiv", "court stenographer"),
        ("Her husband is a civil servant with the Ministry", "civil servant"),
        ("Married to Joselito, a mechanic. Lives in Milpitas.", "mechanic"),
        # when someone works, between "work" and "as"
        ("I work night shifts as a respiratory therapist at a big hospital", "respiratory therapist"),
        ("I work part-time as a phlebotomist", "phlebotomist"),
        ("Mr. J is a 58 yo longshoreman from Gdansk", "longshoreman"),
        # one no list holds, after "works as a", ending the clause
        ("Lives with partner. Works as a sommelier. RTC 3 mo.", "sommelier"),
        ("She worked as a notary in Reno for years", "notary"),
        ("pt is a 93 y/o retired schoolteacher, widow of Harold", "schoolteacher"),
        # "as a" later in the clause of someone's work
        ("Pt is a 43 y/o who works at the Hilton downtown as a housekeeper.", "housekeeper"),
        ("Pt previously a steelworker, now disabled.", "steelworker"),
        ("i work night shift as a cna and my back is killing me", "cna"),
        ("She is an LPN on a med-surg floor.", "LPN"),
        ("SHE LIVES ALONE IN OHIO AND WAS A LIBRARIAN UNTIL SHE RETIRED", "LIBRARIAN"),
        ("63 yo F s/p R TKA. Retired bank teller. Lives in a 2-story home.", "bank teller"),
        ("He works as a personal trainer at a gym", "personal trainer"),
        # the writer's own, "as a" before a clause in the first person
        ("as a respiratory therapist i'm begging y'all to get vaxxed", "respiratory therapist"),
        ("As a nurse, I see this every day.", "nurse"),
        ("he used to be a diesel mechanic at the mine", "diesel mechanic"),
        ("her granddaughter Rose, who is a hospice chaplain in Eugene.", "hospice chaplain"),
        ("History: Patient, a bank manager with Indian Overseas Bank", "bank manager"),
        ("Adebayo and Funmilayo are both nurses at St. Joseph's", "nurses"),
        ("Husband Jomar, a seafarer currently in Qatar, updated", "seafarer"),
        ("Her mother, Mrs. Bolanle Adewale, a trader at Bodija Market", "trader"),
        ("Works shifts as a delivery rider for Deliveroo.", "delivery rider"),
        ("pt is a retired hardware store owner. Redirected.", "hardware store owner"),
        ("The patient is a 63-year-old right-handed restaurant owner who was found", "restaurant owner"),
        ("He was a lobsterman for 40 years.", "lobsterman"),
        ("Curbside for ID: 45F, kindergarten teacher, back from a trip", "kindergarten teacher"),
        ("I work as a dog groomer so I can't take a day off", "dog groomer"),
        ("So I (29F) started as a nail tech at Polished Lounge in Garland.", "nail tech"),
        ("I'm a childminder so if she gets it I lose a week of work", "childminder"),
        ("I'm a warehouse associate at the Amazon fulfillment center", "warehouse associate"),
        ("Mr. Hoang Nguyen (1947-2025), longtime custodian at Booker T. Washington High", "custodian"),
        ("Work history: Software test engineer for six years; previously", "Software test engineer"),
        ("hi. im 29 f, nurse at St. Brendan's on nights", "nurse"),
        ("I am Rakesh Kumar Verma, 46, a school teacher from Lucknow.", "school teacher"),
        ("I'd been a product manager there for 4 years.", "product manager"),
        ("Freya: i'm a vet in Stockbridge, i've been", "vet"),
        ("📍 Leith, Edinburgh\n💼 secondary school teacher (Portobello High)\n", "secondary school teacher"),
        ("Job title: warehouse order selector\nClaim: L&I", "warehouse order selector"),
        ("My husband Paweł works nights as a warehouse operative at Amazon in Knowsley.", "warehouse operative"),
        ("She still works part time as a church organist at First Baptist Ozark.", "church organist"),
        ("I work at the packhouse as forklift operator, nights.", "forklift operator"),
        ("I'm 42, I'm a sparky, so can't climb", "sparky"),
        ("Lives with partner Joanasie Qappik (a hunter, seasonal work at Pangnirtung)", "hunter"),
        ("My tita Merly who is nurse in Dubai said to ask", "nurse"),
        ("I be nurse for Memorial Hermann, I know", "nurse"),
        ("her domestic helper, Marites, will attend", "domestic helper"),
        ("@dr_amina_s: 3 yrs as a hospitalist at Henry Ford and today", "hospitalist"),
        ("Father, Alejandro Ruiz, 55, an airline pilot for JetBlue, drinks", "airline pilot"),
        ("lives with husband Javier Rincón, a construction foreman, and children", "construction foreman"),
        ("We'd like to offer you the role of Senior UX Designer at Brightline Health", "Senior UX Designer"),
        ("His wife and son Dariush (a radiologist at Beth Israel) came in.", "radiologist"),
        ("Let me know.\n\nThanks,\nLorenzo\nSenior logistics coordinator\n", "Senior logistics coordinator"),
        ("Ping Marcus.\n\nCheers,\nDev Raman\nSenior Data Analyst | Brightwell Insurance\n", "Senior Data Analyst"),
        ("Hubby Shane is a plasterer and reckons I'm overreacting.", "plasterer"),
        ("I'm a single mum working as a dinner lady and had to take leave.", "dinner lady"),
        ("Levan works as a mountain guide, he is so strong.", "mountain guide"),
        ("Noms was a nursing sister at Steve Biko Academic Hospital.", "nursing sister"),
        ("I am studying to be an early childhood educator at Bow Valley College.", "early childhood educator"),
        ("Pt, an auto-rickshaw driver, developed retrosternal pain.", "auto-rickshaw driver"),
        ("I work 12-hour rotating shifts as a 911 dispatcher for DeKalb County.", "911 dispatcher"),
        ("Our son Eric (a paramedic in Tempe) can also speak to you.", "paramedic"),
        ("I travel for my work (auditor with KPMG East Africa) often.", "auditor"),
        ("Informant: mother, Beatrice Adhiambo, 22, fish vendor at Dunga Beach.", "fish vendor"),
        ("He was manager at the Mitchelstown creamery for years.", "manager"),
        ("my mum will kill me, she's a doctor in Gdańsk", "doctor"),
        ("Name: Ama Owusu\nOccupation: fish smoker\nHusband: Kwabena", "fish smoker"),
        ("OCCUPATION: Sommelier (retired)", "Sommelier"),
        ("He's still a scaffolder for Hawkins?", "scaffolder"),
        ("Brought in by his friend Kevo, a boda boda rider, who was driving.", "boda boda rider"),
        ("Kindly see the above named, a trader at Ogbete Main Market, who", "trader"),
        ("hi. i am 35 yr old female nurse from kerala working in", "nurse"),
        ("Former OFW (domestic helper in Riyadh for twelve years)", "domestic helper"),
        ('Pt is a commercial motorcyclist ("okada") from Agege', "commercial motorcyclist"),
        ("Abbu is a rickshaw puller in Barishal and cannot leave", "rickshaw puller"),
        ("He's a panel beater, self-employed, and has", "panel beater"),
        ("My job as a public defender is stressful", "public defender"),
        ("Told me about her years as a schoolteacher in the national school", "schoolteacher"),
        ("two weeks after being promoted to Senior Product Manager at Kiwibank.", "Senior Product Manager"),
        ("I just started at Ford Rouge plant as an assembler on first shift", "assembler"),
        ("Thank you for referring Mr. Javed, a tailor with a small shop in Anarkali", "tailor"),
        ("seeing this lady, wife of Muhammad Aslam, a tailor with a small shop", "tailor"),
        ("no smoking in the car (dad, Rigo, a roofer, smokes outside)", "roofer"),
        ("Sadia Hussain (mother), Tariq Hussain (father, taxi driver)\nGP: Alum Rock", "taxi driver"),
        ("a 25 yo man who works offshore as a roustabout for Petrofac", "roustabout"),
        ("Former quarryman at Dinorwig, first language Welsh", "quarryman"),
        ("Age: 23     Unit: 1 R WELSH     Trade: mortarman\nDate: 27 Sep", "mortarman"),
        ("He's a combat medic with the 101st, so", "combat medic"),
        ("CALLER: Hi Gazza. I'm thirty-nine, I'm a truckie, drive road trains", "truckie"),
        ("Mother: Aroha Rewiri, 24, G1P1. Father: Sione Hōhaia, panel beater.\nAddress:", "panel beater"),
        ("Husband Jomar dela Cruz, a tricycle driver, signed the consent form", "tricycle driver"),
        ("I am Kwame Asante, 48, secondary school headmaster at Mfantsipim School", "secondary school headmaster"),
        ('Brandon "Bub" Tilmouth, 19, apprentice electrician with Territory Sparks', "apprentice electrician"),
        ("Employee: Hla Hla Win, ID# TF-20931\nAge 35, meat trimmer on line 4.", "meat trimmer"),
        ("I'm 37, daycare worker, and my knee is shot.", "daycare worker"),  # a worker after an age, no post
        ("Delroy A. Campbell, 45, taxi operator, brought in by wife Marcia", "taxi operator"),  # a middle initial
        ("Laura Valentina Cárdenas Ruiz, 22, nursing student at Pontificia Universidad", "nursing student"),
        ("54M, coffee grower from Jardín", "coffee grower"),
        ("certify that Mr. Dieter Penner, aged 52, a farmer from the Colonia", "farmer"),
        ("Muthulakshmi P., 63/F, agricultural labourer, from Melur", "agricultural labourer"),
        ("Case: 34yo M, sheepherder, from Teec Nos Pos", "sheepherder"),
    ],
)
def test_an_occupation_after_its_cue_is_a_profession(text: str, occupation: str) -> None:
    assert professions(text) == [occupation]


@pytest.mark.parametrize(
    "text",
    [
        "Retired in 2015 and moved to Florida.",
        "Works as a team with the nurses.",
        "We work nights as a team.",
        "I work a double shift on weekends.",
        "Yesterday, a nurse called about the dressing.",  # the staff, named by no person before it
        "Discussed with Dr. Smith, a surgeon.",
        "Former smoker, quit 2010.",
        "The job was stressful.",
        "Patient is retired and independent in ADLs.",
        "Pt is a restrained driver in a MVC.",
        "He is a 45 yo man and a smoker.",
        "I'm a bit worried about my son.",
        "50 yo male driver in MVC at 40 mph",
        "a 60 year old married retired man",  # "retired" is no occupation's head
        "52 yo M, smoker, presents with cough",
        "Works as a volunteer on weekends.",  # an ordinary word
        "The drain works as a conduit for fluid.",
        "Works at a school. Enjoys her time as a mother.",  # another sentence
        "Previously the nurse changed the dressing.",  # "previously" names an occupation only before "a" / "an"
        "As a result I stopped the pills.",  # "as a" before no occupation
        "I use it as a guide when I travel.",  # an ordinary word
        "Patient, a poor historian, states pain began yesterday",
        "They are both worried about the results.",
        "Role: primary caregiver for her mother",  # no occupation's head
        "Position: supine",
        "Crew: R. Alvarez (Paramedic), B. Toa (EMT)",  # clinicians' roles
        "He is a dog owner and lives alone.",  # owns a pet, a home or a car: no occupation
        "She is a home owner in a quiet street.",
        "In her role as Team Lead she set the rota.",  # no occupation's head
        "The position of Trendelenburg was used.",
        "Crew: R. Alvarez (Paramedic at Station 9)",  # a clinician's role, without the article
        "Thanks,\nMaria Lopez\nMain Street Pharmacy\n",  # no occupation's head on the line after the name
        "I'm the patient's daughter and I have a question.",  # "I'm the" before no occupation
        "Pt is head of household and lives with 3 children.",
        "I'm a mess at Christmas, honestly.",  # an ordinary word before the capital
        "ur a legend",
        "She was placed in the position of comfort.",
        "She is a patient at Mercy Hospital.",  # who is cared for there, not who works there
        "Her son is a resident at Oakwood Manor.",
        "he's a regular at Joe's Bar",  # an ordinary word
        "Occupation: retired\nPMH: HTN",  # an occupation's field that names none
        "Occupation: Unemployed. Lives alone.",
        "Occupation: on disability",
        "hydromorphone 2 mg/h via CSCI (syringe driver). Two breakthroughs",  # a pump
        "After 20 years as a result of smoking he quit.",  # "years as a" before no occupation
        "Seen with Mrs Ellen Park, a nurse from the ward.",  # a clinician named with a title
        "The plan is nurse at Mercy to review",  # no capitalised name before "is"
        "Lives with wife (mother, retired) in a bungalow",  # no occupation in the brackets
        "Met Dr Hayashi, neurologist. Right MCA infarct.",  # a doctor's specialty after the title
        "- Rose Mbeki, staff nurse\n- Bill King, HCA",  # a clinician's role after the name
        "Verified by: Chua Wei Ling, Senior Consultant",  # a post in capitals
        "Age 35, 2 kids at home.",  # no occupation after the age
        "I'm 40, worried about my heart.",
    ],
)
def test_no_occupation_without_a_head_noun(text: str) -> None:
    assert professions(text) == []
