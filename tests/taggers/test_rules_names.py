import pytest

from phiscrub.document import Document
from phiscrub.taggers.rules import RuleTagger
from tests.taggers.rule_cases import found as found_by_text
from tests.taggers.rule_cases import tagger

TAGGER = RuleTagger(lang="en")


def found(text: str) -> set[tuple[str, str, str]]:
    return {(text[s.start : s.end], s.label, s.source) for s in TAGGER.tag(Document("t", text))}


@pytest.mark.parametrize(
    ("rule", "text", "phi", "label"),
    [
        ("doctor_title", "Seen by Dr. Ana Ruiz today.", "Ana Ruiz", "DOCTOR"),
        ("doctor_title", "Discussed with Dr. Young and Dr. Mohammed.", "Young", "DOCTOR"),
        ("doctor_title", "Discussed with Dr. Young and Dr. Mohammed.", "Mohammed", "DOCTOR"),
        ("patient_attribute", "Patient: Jason   Age: 103", "Jason", "PATIENT"),
        ("patient_attribute", "Name: SMITH, JOHN", "SMITH, JOHN", "PATIENT"),
        ("patient_attribute", "Pt name: Smith, John A.", "Smith, John A.", "PATIENT"),
        ("patient_attribute", "Patient: Mary Ellen Jones, 45 yo", "Mary Ellen Jones", "PATIENT"),
        # a name in no dictionary, known as one by the header field after it
        ("patient_attribute_before_field", "Patient: Lottye   Age: 96    Sex: F", "Lottye", "PATIENT"),
        ("patient_attribute_before_field", "Name: Gurbir Okonta | MRN: 4412", "Gurbir Okonta", "PATIENT"),
        ("patient_attribute_before_field", "PATIENT: ZYRIEL, QUANE   DOB: 1/2/1950", "ZYRIEL, QUANE", "PATIENT"),
        ("username_after_role", "Technologist: esmith5. Images sent to PACS.", "esmith5", "USERNAME"),
        ("username_after_role", "User: jdoe2", "jdoe2", "USERNAME"),
        ("username_after_role", "Transcriptionist ID: tr_mkelly", "tr_mkelly", "USERNAME"),
        (
            "dictation_initials_with_colon",
            "Harold T. Brennan, M.D.\nHTB:lmc\nD: 03/09/87  T: 03/10/87",
            "HTB:lmc",
            "DOCTOR",
        ),
        (
            "dictation_initials_with_colon",
            "Elena Petrakis, M.D.\nThoracic Oncology\nEP:dw\ncc: K. Wojcik",
            "EP:dw",
            "DOCTOR",
        ),
        ("dictation_initials_with_colon", "Rebecca S. Okonkwo-Hart, M.D.\nRSO:jp", "RSO:jp", "DOCTOR"),
        ("patient_attribute_before_field", "Client: Jae-won Park    DOB: 12/05/1990", "Jae-won Park", "PATIENT"),
        ("chat_sender", "[Sat 09:14] Olena: morning everyone!! remind your kids", "Olena", "PATIENT"),
        ("chat_sender", "[12/03/24 8:03 pm] Mama Wanjiku: Neighbours pls, is there", "Wanjiku", "PATIENT"),
        ("chat_sender", "[8:04 pm] Faisal (B2): Coming down now.", "Faisal", "PATIENT"),
        ("chat_sender", "[8:45 pm] Kevin Mutua C1: Good job all.", "Kevin Mutua", "PATIENT"),
        (
            "chat_capitalised_writer_writing_again",
            "[21:04] Thandi Mokoena: Family, Baba was admitted\n[21:07] Thandi Mokoena: Still in casualty.",
            "Thandi Mokoena",
            "PATIENT",
        ),
        (
            "chat_capitalised_writer_writing_again",
            "[02:13] Tash: anyone free to cosign\n[02:14] Marco R: the CVS on Elm\n[02:15] Tash: aw",
            "Tash",
            "PATIENT",
        ),
        (
            "chat_named_writer_writing_again",
            "Tay: dutch bros on Rosewood\nmaddie: k 5 min\nTay: also Brayden texted me",
            "Tay",
            "PATIENT",
        ),
        ("username_after_by", "Critical value read back by L. Moua, RN at 22:04 by tnguyen3.", "tnguyen3", "USERNAME"),
        ("patient_attribute_before_field", "Patient: TAN Boon Huat   NRIC: S6512345D", "TAN Boon Huat", "PATIENT"),
        (
            "relative_after_son_or_daughter_of",
            "Name: Muhammad Arshad s/o Ghulam Rasool      Age: 52 years",
            "Ghulam Rasool",
            "NAME-RELATIVE",
        ),
        ("relative_after_son_or_daughter_of", "Ayesha d/o Late Abdul Karim, 23", "Abdul Karim", "NAME-RELATIVE"),
        ("patient_attribute_before_field", "Name: Mdm Ong Siew Lan   IC No: S1234567A", "Ong Siew Lan", "PATIENT"),
        (
            "post_writer_before_date",
            "Moms of Brooklyn\n\nYokasta Almonte · May 3 at 9:14 PM\nhi all",
            "Yokasta Almonte",
            "PATIENT",
        ),
        ("post_writer_before_date", "Siobhán Ní Bhriain · 2h\nDes you'll regret that", "Siobhán Ní Bhriain", "PATIENT"),
        ("post_handle_before_date", "Posted by banksia_girl · 12 July 2024\n\nHi all", "banksia_girl", "USERNAME"),
        ("post_handle_before_date", "Posted by mark_in_mold » Thu Jan 18, 2024 7:15 pm", "mark_in_mold", "USERNAME"),
        ("post_handle_before_date", "sooyeon_cares | Posted 11/28/2023\n\nI don't know", "sooyeon_cares", "USERNAME"),
        ("comment_writer_after_bubble", "💬 Rosanna Tavarez\nDr. Grullon is great", "Rosanna Tavarez", "PATIENT"),
        ("comment_writer_after_bubble", "💬 mumzy_trish So proud of you my girl", "mumzy_trish", "PATIENT"),
        ("chat_writer_in_brackets", "[Faith W]: Aiiii which ward? I'm coming", "Faith W", "PATIENT"),
        (
            "chat_capitalised_writer_writing_again_without_time",
            "Funmi 💜: Babe are you home?\nTolu: I'm at Reddington\nFunmi 💜: WHAT. Which floor??",
            "Funmi",
            "PATIENT",
        ),
        ("post_handle_before_date", "Reply by mags_long_haul (Jan 29, 2025)\nDid it in", "mags_long_haul", "USERNAME"),
        ("post_handle_before_date", "LollyBagsMum · Thu 14-Mar-24 19:02\nMy DD", "LollyBagsMum", "USERNAME"),
        ("nickname_in_brackets", "Robert (Bob) called about his wife", "Bob", "PATIENT"),
        (
            "name_with_quoted_nickname",
            'pray for Corazon "Baby" Villanueva, 72, who',
            'Corazon "Baby" Villanueva',
            "PATIENT",
        ),
        (
            "chat_writer_in_brackets_writing_again",
            "[Thandi]: Hey sisi, how's your mom?\n[Lerato]: Eish friend\n[Thandi]: Shame man",
            "Thandi",
            "PATIENT",
        ),
        ("reply_handle", "Reply NanaJudes: My grandson Ethan was the same", "NanaJudes", "USERNAME"),
        ("reply_handle", "OP PeppaPigsMum77: DS (14) has fainted three times", "PeppaPigsMum77", "USERNAME"),
        ("reply_handle", "Reply \u2013 Noodle_and_Bean:\nWe went to Sue Whitlock", "Noodle_and_Bean", "USERNAME"),
        ("reply_handle", "Reply by Kasia_Lincs:\nTomek, with Ryanair", "Kasia_Lincs", "USERNAME"),
        (
            "comment_writer_under_header",
            "a liar.\n\nComments (12)\nmapleleafmama: Sending luck",
            "mapleleafmama",
            "USERNAME",
        ),
        ("comment_writer_under_header", "prayers.\n\nComments:\nFarai T: Sent $20. Stay strong", "Farai T", "USERNAME"),
        ("post_handle_before_on_date", "Posted by tomek_w on Sat 19 Oct 2024\n\nhi all", "tomek_w", "USERNAME"),
        (
            "post_handle_ending_the_line",
            "Forum: TB Care\n\nPosted by Sbu_Mkhize:\n\nMy brother",
            "Sbu_Mkhize",
            "USERNAME",
        ),
        ("comment_writer_under_header", "POTS.\n\nReplies:\n\nGoldfinch42: YANBU. They", "Goldfinch42", "USERNAME"),
        (
            "patient_attribute_before_field",
            "Employee: Thabo Mokoena   Company No.: SSC-44091",
            "Thabo Mokoena",
            "PATIENT",
        ),
        ("patient_title", "Caller: Mdm Tan Siew Lan called about her father", "Tan Siew Lan", "PATIENT"),
        ("camel_case_handle_with_digits", "What do I say?\n\nMrsBrightside84: Oh love.", "MrsBrightside84", "USERNAME"),
        (
            "run_together_handle_starting_a_line",
            "---\nPeppaPigNotAgain: Report to Ofsted and the council.",
            "PeppaPigNotAgain",
            "USERNAME",
        ),
        ("run_together_handle_starting_a_line", "Brambleberry22: Same happened to us", "Brambleberry22", "USERNAME"),
        (
            "post_handle_before_date",
            "Any regrets?\n\n**TeaAndToast42** · Thu 07-Mar-24 21:30\nMy DD",
            "TeaAndToast42",
            "USERNAME",
        ),
        (
            "reply_handle",
            "Any advice.\n\n---\nReply from PT_Marcy_DPT:\nNot medical advice",
            "PT_Marcy_DPT",
            "USERNAME",
        ),
        (
            "chat_capitalised_writer_writing_again_without_time",
            "Mo: guys has anyone seen Georgie\nElle: she went to bed early\nMo: I knocked",
            "Mo",
            "PATIENT",
        ),
        ("comment_writer_after_bubble", "#Negros\n\n💬 joyce.delosreyes: Ingat sis!!", "joyce.delosreyes", "PATIENT"),
        (
            "chat_capitalised_writer_before_another",
            "[08:45] Venu: sent. policy no P/1300\n[08:50] Kiran: thanks",
            "Venu",
            "PATIENT",
        ),
        (
            "comment_handle_with_underscore",
            "Comments (14)\nmairead_k: Thinking of you Niamh x",
            "mairead_k",
            "USERNAME",
        ),
        (
            "post_handle_after_date",
            "Posted February 19, 2024 by amberlynn_writes\n\nOkay so",
            "amberlynn_writes",
            "USERNAME",
        ),
        (
            "chat_capitalised_writer_writing_again",
            "[9:47 p. m.] Yusmary: Buenas noches doctor\n[9:48 p. m.] Yusmary: Es que le volvió la fiebre",
            "Yusmary",
            "PATIENT",
        ),
        ("relatives_named_with_ages", "do his siblings Thandi (6) and Sipho (11) need it", "Thandi", "NAME-RELATIVE"),
        (
            "chat_handle_after_bracketed_time",
            "[9:16 PM] dave_h: F\n[9:18 PM] kimchi.kween: F",
            "kimchi.kween",
            "USERNAME",
        ),
        (
            "chat_handle_writing_again",
            "[9:15 PM] saltyseabass: barely\n[9:16 PM] Rook: lol\n[9:17 PM] saltyseabass: the guy",
            "saltyseabass",
            "USERNAME",
        ),
        # the dictating clinician's and the typist's initials closing a dictated note
        ("typist_initials", "Dictated by Rajesh Venkataraman, MD on 3/2/21. Transcribed by kmw.", "kmw", "DOCTOR"),
        ("doctor_title_lower_case", "waited 4 hrs, dr patel finally saw me", "patel", "DOCTOR"),
        ("doctor_title_lower_case", "dear dr afanador, she lives at", "afanador", "DOCTOR"),
        # after the title's period a surname may be an ordinary word too
        ("doctor_title_period_lower_case", "seen by dr. love and dr. king on rounds", "love", "DOCTOR"),
        ("doctor_title_period_capitals", "SEEN BY DR. LOVE AND DR. KING ON ROUNDS", "LOVE", "DOCTOR"),
        ("doctor_title_capitals", "ANYONE SEEN DR PATEL THERE??", "PATEL", "DOCTOR"),
        ("doctor_title_capitals", "CALLED DR MARTINEZ'S OFFICE", "MARTINEZ", "DOCTOR"),
        ("doctor_title_capitals", "DEAR DOCTOR O'BRIEN,", "O'BRIEN", "DOCTOR"),
        ("signature_initials_after_dash", "for the key portions of the visit. -ta", "ta", "DOCTOR"),
        (
            "signature_initials_before_date",
            "Advised ED if worse. Routed to Dr. Feldstein. -- KMH 11/22/2026 14:10",
            "KMH",
            "DOCTOR",
        ),
        ("signature_initials_before_date", "pt aware of results \u2014 jls, 3/4", "jls", "DOCTOR"),
        ("name_before_birth_date", "Seen today: Will Hope (DOB 1/2/1960) with daughter", "Will Hope", "PATIENT"),
        ("name_before_birth_date", "GORDON PIKE, DOB 3/4/51", "GORDON PIKE", "PATIENT"),
        ("person_named", "waited 3 hours, saw a pa named devon for 5 minutes", "devon", "PATIENT"),
        ("person_named", "A guy named Marcus Lee came by", "Marcus Lee", "PATIENT"),
        ("patient_named_before_verb", "Pt Will Hope was seen with his wife Grace.", "Will Hope", "PATIENT"),
        # a role before a name in a note in one case
        ("staff_after_role", "first saw therapist kiko glud in 2019", "kiko glud", "DOCTOR"),
        ("staff_after_role", "OUI ARREST 2021, PROBATION OFFICER GERELL PEASANT.", "GERELL PEASANT", "DOCTOR"),
        ("typist_initials", "Typed by: JLS\nCC: Dr. Feeney", "JLS", "DOCTOR"),
        ("typist_initials", "Transcriptionist: rmc", "rmc", "DOCTOR"),
        ("typist_initials", "Dictated by: HOL  Transcribed by: mk  DD: 03/14/87", "HOL", "DOCTOR"),
        ("dictation_initials", "Sanjay Ramaswamy MD\nSR/lmc\n", "SR/lmc", "DOCTOR"),
        ("dictation_initials", "DD: 02/19/23 DT: 02/20/23 JS/kt", "JS/kt", "DOCTOR"),
        ("room_number", "Nursing admission note, Rm 4-39B, TMH", "4-39B", "ROOM"),
        ("doctor_title_initial", "talked to jessica and she said dr. b would call me back", "b", "DOCTOR"),
        ("clinician_role_field", "Brief Op Note. Surgeon: Lindqvist. Asst: Oyelaran. EBL 50 mL", "Oyelaran", "DOCTOR"),
        ("clinician_role_field", "Received: 4/3/2091   Submitting MD: J. Abernathy\n", "J. Abernathy", "DOCTOR"),
        ("clinician_role_field", "Attending: Dr. Mike McKiernan   Staff: 4B", "Mike McKiernan", "DOCTOR"),
        ("clinician_role_field", "Ordering: PRASAD, VIKRAM. Comparison: none.", "PRASAD, VIKRAM", "DOCTOR"),
        # a Korean given name, its second syllable in lower case after the hyphen, before a surname
        ("clinician_role_field", "Assistant: Jae-won Park. EBL 20 mL", "Jae-won Park", "DOCTOR"),
        ("doctor_degree", "Assistant: Seo-yeon Kim, PA-C.", "Seo-yeon Kim", "DOCTOR"),
        (
            "signature_initials_after_dash",
            "performed the key portions of the visit. -TA  Copy to patient",
            "TA",
            "DOCTOR",
        ),
        ("signature_initials_after_dash", "can pick him up after 0250.  -ST\n", "ST", "DOCTOR"),
        ("staff_after_role", "OUI arrest 2015, probation officer Anthony De Favela\n", "Anthony De Favela", "DOCTOR"),
        ("staff_after_role", "Contact VA case manager Gloria Espinoza at 509-555-7788", "Gloria Espinoza", "DOCTOR"),
        ("patient_before_verb", 'Interval events: Nube feels "much better" today.', "Nube", "PATIENT"),
        ("patient_before_verb", "PHQ-9 3. EVENTS: Evaleen ambulated to bathroom.", "Evaleen", "PATIENT"),
        ("doctor_title_initial", "Dr. K's office called back.", "K", "DOCTOR"),
        ("doctor_title_initial", "Dr. M, cardiology, saw him.", "M", "DOCTOR"),
        ("room_number", "Transferred to Room 12A.", "12A", "ROOM"),
        ("room_number", "ROOM: 512-B   ATTENDING: WASHINGTON, DENZEL K MD", "512-B", "ROOM"),
        ("room_number", "nursing admission note, rm 4-23a, agmc", "4-23a", "ROOM"),
        ("room_number", "Family waiting in room 7 of the ED.", "7", "ROOM"),
    ],
)
def test_name_rules_find_their_phi(rule, text, phi, label):
    assert (phi, label, f"rules:{rule}") in found(text)


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("Patient: Alert and oriented x3", "Alert"),
        ("Patient: Unknown   Age: 60", "Unknown"),
        ("Name: Male   DOB: 1/2/1950", "Male"),
        ("Patient: Lottye, seen for follow-up", "Lottye"),  # no field after it, in no dictionary: left to the CRFs
        ("Name: Unknown", "Unknown"),
        ("Saturating 98% on room air.", "room air"),
        ("sat in the waiting room 3 hours", "3"),
        ("Room 20 degrees cooler", "20"),
        ("on bed rest 3 days", "3"),
        ("Tech: see report.", "see"),
        ("Forwarded to tech: esmith@example.org", "esmith"),
        ("Plan: continue IV abx\nVitals: stable\nPlan: d/c tomorrow", "Plan"),  # a heading, written again
        ("[08:00] vitals: stable\n[09:00] vitals: stable", "vitals"),  # a flowsheet's row, no writer
        ("[08:00] Resp: lungs clear\n[09:00] Resp: lungs clear", "Resp"),
        ("[08:00] Resp Rate: 18\n[09:00] Resp Rate: 20", "Resp Rate"),
        ("pneumonia caused by covid19, not by rsv", "covid19"),
        ("Cardiology · 3 May 2024\nClinic letter", "Cardiology"),  # a heading before a date, no writer
        ("Internal Medicine · 3 May 2024", "Internal Medicine"),
        ("💬 27 replies", "27"),
        ("Findings s/o Acute Appendicitis", "Acute Appendicitis"),  # "suggestive of"
        ("14:02 Bot: How can I help?\n14:02 User: hi my name is derek", "hi"),  # a greeting, no user name
        ("[Assessment]: stable\n[Plan]: home", "Assessment"),  # a note's heading in brackets, no writer
        ("Plan: rest\nVitals: ok\nPlan: home", "Plan"),  # a heading written again, no writer
        ("User: hi\nBot: Hello\nUser: my leg", "User"),  # a chatbot log's roles
        ("Mam: God bless\nTina: ok\nMam: love you", "Mam"),  # a word of address
        ("[Resp]: clear\n[Resp]: clear", "Resp"),
        ("first_name: John\nlast_name: Reyes", "first_name"),  # a form's field, no user name
        ("PATIENT_NAME: REYES, ANA\nMRN_ID: 4471", "PATIENT_NAME"),  # an export's fields
        ("Pt_Name: Ana Reyes\nPt_DOB: 1/2/80", "Pt_Name"),
        ("Reply Yesterday: fine", "Yesterday"),
        ("Posted 3 days ago by the admin team", "admin"),
    ],
)
def test_name_rules_leave_ordinary_words_alone(text, not_phi):
    start = text.index(not_phi)
    spans = TAGGER.tag(Document("t", text))
    assert not [
        s
        for s in spans
        if s.label in {"PATIENT", "USERNAME", "ROOM"} and s.start < start + len(not_phi) and start < s.end
    ]


@pytest.mark.parametrize(
    ("rule", "text", "phi", "label"),
    [
        ("patient_attribute", "Patient Name: LOPEZ, MARIA", "LOPEZ, MARIA", "PATIENT"),
        ("patient_regarding", "RE: Maria Lopez\nDear colleague,", "Maria Lopez", "PATIENT"),
        ("patient_regarding", "Re: John Smith (DOB 1/2/1950)", "John Smith", "PATIENT"),
        ("patient_title", "Mrs. Lopez was seen today.", "Lopez", "PATIENT"),
        ("patient_title", "Spoke to Mr Tom Hale about results", "Tom Hale", "PATIENT"),
        ("patient_title", "Miss Ana Ruiz presents with cough", "Ana Ruiz", "PATIENT"),
        ("relative_after_relationship", "my husband Tom came along", "Tom", "NAME-RELATIVE"),
        ("relative_after_relationship", "her daughter Ana Ruiz visited", "Ana Ruiz", "NAME-RELATIVE"),
        ("relative_after_relationship", "my bestie Tasha is visiting", "Tasha", "NAME-RELATIVE"),
        ("relative_after_relationship", "even my nan Rose who is literally 70 quit", "Rose", "NAME-RELATIVE"),
        ("relative_after_capitalised_relationship", "RIP Grandpa Walt 1938-2024.", "Walt", "NAME-RELATIVE"),
        ("relative_after_relationship", "Posting for my buddy Dev who has no account", "Dev", "NAME-RELATIVE"),
        ("relative_after_relationship", "her coworker Shanice drove her in", "Shanice", "NAME-RELATIVE"),
        ("relative_after_capitalised_relationship", "Brother Tom Jones is here", "Tom Jones", "NAME-RELATIVE"),
        ("relative_after_relationship", "lives with son, Mike, in town", "Mike", "NAME-RELATIVE"),
        ("relative_after_relationship", "Pt's grandmother Patricia will bring meds", "Patricia", "NAME-RELATIVE"),
        ("relative_after_relationship", "My sister-in-law Rosa drove her", "Rosa", "NAME-RELATIVE"),
        ("relative_contact_line", "Emergency contact: John Ryan (partner)", "John Ryan", "NAME-RELATIVE"),
        ("relative_in_brackets", "Daughter (Chioma) at bedside overnight", "Chioma", "NAME-RELATIVE"),
        ("relative_in_brackets", "brought by mom (Tanisha) and grandma", "Tanisha", "NAME-RELATIVE"),
        ("relative_in_brackets", "6 y/o twins (Aaliyah & Amari) brought by", "Aaliyah & Amari", "NAME-RELATIVE"),
        ("given_name_initial", "Maria L. called back", "Maria L.", "PATIENT"),
        ("given_name_initial", "John K. said he is better", "John K.", "PATIENT"),
        ("given_name_initial", "Message from Maria L. Lopez today", "Maria L. Lopez", "PATIENT"),
        ("initials_surname", "Reviewed with J. R. Smith today", "J. R. Smith", "PATIENT"),
        ("initials_surname", "cc: A. Johnson", "A. Johnson", "PATIENT"),
        ("patient_after_cue", "Met with pt Maria and her son", "Maria", "PATIENT"),
        ("patient_after_cue", "patient John Smith reports pain", "John Smith", "PATIENT"),
        ("patient_after_cue", "PT Janet reports less pain", "Janet", "PATIENT"),
        ("initials_after_keyword", "Subject 014-0037 (initials R.M.T.), consented", "R.M.T.", "PATIENT"),
        ("initials_after_keyword", "Initials: JD", "JD", "PATIENT"),
        ("person_after_contact_cue", "spoke with Maria about the plan", "Maria", "NAME-RELATIVE"),
        ("relative_after_relationship", "Lives with mom and stepdad Rob in Sudbury", "Rob", "NAME-RELATIVE"),
        ("person_after_contact_cue", "Will call Jennifer at 445-6000", "Jennifer", "NAME-RELATIVE"),
        ("person_after_contact_cue", "called Mike Hale, no answer", "Mike Hale", "NAME-RELATIVE"),
        ("signature_dash", "See you then.\n-- Maria", "Maria", "PATIENT"),
        ("relative_contact_line", "Owner: Will Harrington   Phone: (902) 555-4410", "Will Harrington", "NAME-RELATIVE"),
        # a given name that is also a word, before a surname that is none
        ("signature_dash", "Can I take an extra lisinopril?\n- Will Chambers", "Will Chambers", "PATIENT"),
        ("given_name_before_nursing_degree", "Voiding well. - Hope RN (new grad)", "Hope", "DOCTOR"),
        ("given_name_before_nursing_degree", "Handed over at 0700. -Tasha RN", "Tasha", "DOCTOR"),
        # a title outside, a name in capitals without a comma
        (
            "patient_attribute_before_field",
            "Patient: MS TRAN THI HOA        DOB: 19/10/1984",
            "TRAN THI HOA",
            "PATIENT",
        ),
        ("signature_after_closing", "Please advise.\nThanks,\nMaria Lopez\n", "Maria Lopez", "PATIENT"),
        ("signature_after_closing", "who will want to meet you.\n\nxo\nEmma\n(503) 555-0132\n", "Emma", "PATIENT"),
        ("signature_after_closing", "See you Friday.\nKind regards,\nPriya Nair\n", "Priya Nair", "PATIENT"),
        ("person_to_call", "Do not chase him. Call or text Rose at (908) 555-0143 or my", "Rose", "NAME-RELATIVE"),
        ("person_to_call", "Cash or Venmo. Text Jay 916-555-0192, no lowball", "Jay", "NAME-RELATIVE"),
        ("person_to_call_one_case", "REWARD OFFERED. CALL WILL ON 07700 900731 ANY TIME", "WILL", "NAME-RELATIVE"),
        (
            "practice_after_degree",
            "FYI.\nTasha Greer, RN - Fairlane Internal Medicine\n",
            "Fairlane Internal Medicine",
            "HOSPITAL",
        ),
        ("chat_sender_before_time", "#general\nskye — Today at 9:15 PM\nme but i have to leave", "skye", "PATIENT"),
        ("chat_sender_before_time", "xXVoidWalkerXx — 03/12/2024 9:14 PM\nyo who's on", "xXVoidWalkerXx", "PATIENT"),
        ("chat_sender_before_time", "Discord\n\n**kev_o** — Today at 11:42 PM\nyo guys", "kev_o", "PATIENT"),
        (
            "chat_capitalised_writer_writing_again",
            "06:12 Tolu: Good morning family.\n06:33 Tolu: abeg this is not the time",
            "Tolu",
            "PATIENT",
        ),
        ("own_name_in_a_message", "hey its bella again, my moms appt got moved", "bella", "PATIENT"),
        ("own_name_in_a_message", "Hi, this is Alex, I was seen on Sept. 16th", "Alex", "PATIENT"),
        ("nickname_in_quotes", 'Pt Hope Baker (goes by "Hopey") seen w/ her mother', "Hopey", "PATIENT"),
        ("nickname_in_quotes", "prefers to be called 'Red' by staff", "Red", "PATIENT"),
        ("nickname_in_quotes", "known as \u201cTiny\u201d on the unit", "Tiny", "PATIENT"),
        ("nickname_after_cue", "Robert, who goes by Bob, presents with", "Bob", "PATIENT"),
        ("patient_before_verb_one_case", 'interval events: tajinae feels "much better"', "tajinae", "PATIENT"),
        ("patient_field_one_case", "visit 11/11/2020\npatient: cheryn   age: 35   sex: f", "cheryn", "PATIENT"),
        ("person_to_call_one_case", "follow-up: will call semhar at 441-306-4122", "semhar", "NAME-RELATIVE"),
        ("patient_before_verb_one_case", "EVENTS: EVALEEN AMBULATED TO BATHROOM", "EVALEEN", "PATIENT"),
        ("patient_field_one_case", "VISIT 07/18/2019\nPATIENT: KYIEL   AGE: 43   SEX: M", "KYIEL", "PATIENT"),
        ("person_to_call_one_case", "WIL1 CALL BRENDALIZ AT (924) 709-5956", "BRENDALIZ", "NAME-RELATIVE"),
        ("signature_initials_after_dash", "needs a bed on Bennafield 2 Surgical Step-Down.\n\n-RAT", "RAT", "DOCTOR"),
        ("username_after_role", "TECHNOLOGIST: EORELLAMAL4. IMAGES SENT TO PACS", "EORELLAMAL4", "USERNAME"),
        ("person_reached_at_number", "Spoke with Memphys at 3053034288, family agrees", "Memphys", "NAME-RELATIVE"),
        (
            "signature_initials_after_dash",
            "I was present for the key portions of the visit. -Kd\nBilling:",
            "Kd",
            "DOCTOR",
        ),
        ("relative_after_kinship_title", "Don't worry, Uncle Obi is bringing his clothes.", "Obi", "NAME-RELATIVE"),
        ("relative_after_kinship_title", 'sms from "GRANDMA ROSA":\nHOLA MIJO', "ROSA", "NAME-RELATIVE"),
        ("relative_after_kinship_title", "Auntie Funmi Adeyemi came with her", "Funmi Adeyemi", "NAME-RELATIVE"),
        ("patient_title", "Noticed at school by teaching assistant Mrs Page. Brought in", "Page", "PATIENT"),
        ("forum_writer_before_wrote", "Ring Bupa and ask.\nauscaz wrote:\nRing Bupa", "auscaz", "USERNAME"),
        (
            "forum_writer_before_wrote",
            "NZ Parent\ntui_and_kereru asks: Our 3yo bit a kid",
            "tui_and_kereru",
            "USERNAME",
        ),
        ("forum_writer_after_reply_by", "> Reply by Thistledown: Fraser guidelines.", "Thistledown", "USERNAME"),
        ("post_handle_before_on_date", "Posted by ranchwife_mt · Lewistown, Montana", "ranchwife_mt", "USERNAME"),
        ("post_handle_ending_the_line", "Posted by quietpinesRN\nQuestion for nurses", "quietpinesRN", "USERNAME"),
        ("name_after_greeting", "hi Will! is Joy ok? Mark said she fainted", "Will", "PATIENT"),
        ("name_after_greeting", "Thank you Mia for driving me in", "Mia", "PATIENT"),
        ("name_after_greeting", "thanks Priya!! see you", "Priya", "PATIENT"),
        ("name_before_age_in_a_list", "We have 3 kids (Jomar 17, Kyla 13, Bunso 6). Thank you", "Bunso", "PATIENT"),
        ("name_before_age_in_a_list", "kids (Amara 9 and Efua 4) are fine", "Efua", "PATIENT"),
        ("own_name_before_from_or_here", "Hey Mark!! It's Hope from church. Heard about", "Hope", "PATIENT"),
        ("own_name_before_from_or_here", "this is Grace from the pharmacy", "Grace", "PATIENT"),
        ("procedure_staff_field", "Scrub: Tré Batiste     Circulator: Jolene Guidry", "Tré Batiste", "DOCTOR"),
        ("procedure_staff_field", "Scrub: Tré Batiste     Circulator: Jolene Guidry", "Jolene Guidry", "DOCTOR"),
        ("post_handle_before_on_date", "Posted by okie_gramma_57 in Caring.com forum", "okie_gramma_57", "USERNAME"),
        (
            "run_together_handle_starting_a_line",
            "same?\n↳ SugarFreeSajid: Gliclazide can",
            "SugarFreeSajid",
            "USERNAME",
        ),
        ("run_together_handle_starting_a_line", "matters.\n\nTeifiTerrier: Put both!", "TeifiTerrier", "USERNAME"),
        (
            "post_handle_after_date",
            "Posted in Camino Forum by WalkingWithWill\n\nHi all",
            "WalkingWithWill",
            "USERNAME",
        ),
        ("forum_writer_before_wrote", "Re: pdxthyroidwarrior wrote:\nI had to stop", "pdxthyroidwarrior", "USERNAME"),
        (
            "forum_writer_after_reply_by",
            "so I won't post it.\n>> Reply from anna_k_cph:\n>> I saw",
            "anna_k_cph",
            "USERNAME",
        ),
        ("post_handle_before_on_date", "Started by Bramble_Jo on 18/09/2023\n\nHi all", "Bramble_Jo", "USERNAME"),
    ],
)
def test_person_name_rules_find_their_phi(rule: str, text: str, phi: str, label: str) -> None:
    assert found_by_text(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("Will follow up in 2 weeks", "Will"),
        ("PER DR RECOMMENDATION, CONTINUE", "RECOMMENDATION"),  # a title in capitals before an ordinary word
        ("NOTE DR SAID TO WAIT", "SAID"),
        ("its april again and still no refill", "april"),  # a month after "it's"
        ("It's me again, any news?", "me"),
        ("Mother (Deceased) at 70", "Deceased"),
        ("Father (Diabetes, HTN)", "Diabetes"),
        ("May need CT next week", "May"),
        ("Dr. Parkinson's disease is progressing", "Parkinson"),
        ("Started St. John's wort", "John"),
        ("Patient Denies pain", "Denies"),
        ("Pt Alert and oriented", "Alert"),
        ("patient Will return", "Will"),
        ("seen April 3 in clinic", "April"),
        ("called Pharmacy for refill", "Pharmacy"),
        ("Culture grew E. Coli", "Coli"),
        ("S. Aureus bacteremia", "Aureus"),
        ("Start vitamin D. Brown stool noted", "Brown"),
        ("Plan A. Smith", "Smith"),
        ("Father Deceased at 70", "Deceased"),
        ("Father Will visit on Sunday", "Will"),  # a capitalised relationship names only a given name
        ("If no answer, call Pharmacy at 555-1234.", "Pharmacy"),  # whom to call: no place or role
        ("IF NO ANSWER CALL BACK ON 555-1234", "BACK"),
        ("Call Dr at 555-1234 with questions", "Dr"),
        ("Seen by Ruiz MD - follow up in 2 weeks", "follow"),  # no practice after the dash: a sentence
        ("PT Daily Note 5/6: Pt seen for 45 min", "Daily"),  # physical therapy's note, not a patient
        ("PT Progress Note", "Progress"),
        ("Mother HTN, DM", "HTN"),
        ("the bus goes by Main St twice a day", "Main"),  # no nickname: a street goes on after it
        ("vitals stable. she feels better today", "she"),
        ("s: pain feels better with ice", "pain"),
        ("patient: unknown   age: 60", "unknown"),
        ("will call pharmacy at 555-1234 for refill", "pharmacy"),
        ("call wife at (617) 555-1234", "wife"),
        ("Spoke with Pharmacy at 555-0100 about the refill", "Pharmacy"),
        ("called Mother at (555) 123-4567", "Mother"),
        ("CXR: EMS REPORTS A FALL", "EMS"),
        ("Problem list:\n- BPH\n-COPD\n- migraine", "BPH"),  # a list's items, no initials
        ("Problem list:\n- BPH\n-COPD\n- migraine", "COPD"),
        ("PATIENT: UNKNOWN   AGE: 60", "UNKNOWN"),
        ("he called 'Help' twice overnight", "Help"),
        ("a.k.a. Parkinson disease", "Parkinson"),
        ("Family: son, Daughter", "Daughter"),
        ("her mother Alzheimer's dementia", "Alzheimer"),
        ("Re: Follow-up visit", "Follow"),
        ("- Aspirin\n- Lisinopril", "Aspirin"),
        ("Sent from my iPhone", "iPhone"),
        ("Abx: switched IV/po", "IV/po"),
        ("BP/HR stable\nHR/min", "HR/min"),
        ("Grade A. Good", "Good"),
        ("Mrs. Lopez's  Ms. The", "The"),
        ("Dictated by me.", "me"),
        ("the dr said its just a sprain", "said"),
        ("dr appt on friday, doc visit after", "appt"),
        ("Dictated by MD, not reviewed", "MD"),
        ("Transcribed by the unit clerk.", "the"),
        ("typed by EMS.", "EMS"),
        ("DateOfBirth: 12/03/1990\nNextOfKin: wife", "NextOfKin"),  # a field's name run together
        ("Room12: empty\nBed14: Mr Khan", "Room12"),
        ("Na: 134\nK: 4.1\nNa: 136", "Na"),  # a lab's row written again, no chat writer of two letters
        ("Grandma Says hi to everyone", "Says"),  # an ordinary word after the kinship word
        ("UNCLE DIED IN 2019", "DIED"),  # in capitals only a known given name
        ("Gran Canaria in May", "Canaria"),
        ("Hi All, any news?", "All"),  # an ordinary word after a greeting
        ("Thank God it was nothing", "God"),
        ("Hi there! Thanks Again.", "Again"),
        ("Hello Doctor, thank you Nurse.", "Doctor"),
        ("We love you Daddy!! Hi doc, quick question", "Daddy"),
        ("moved (Bed 4, Ward 12) overnight", "Ward"),  # a place's word before its number, no name
        ("staged (Stage 2, Grade 3) today", "Grade"),
        ("It's Mum here, call me", "Mum"),  # a tie names no one
        ("Chaperone: Nurse offered, declined", "Nurse"),  # no name in the staff field
        ("Recorder: Pending\nWitness: None", "Pending"),
    ],
)
def test_person_name_rules_leave_words_that_only_look_like_names(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    spans = tagger().tag(Document("t", text))
    names = {"PATIENT", "DOCTOR", "NAME-RELATIVE"}
    assert not [s for s in spans if s.label in names and s.start < start + len(not_phi) and start < s.end]


@pytest.mark.parametrize(
    "text", ["Huron Valley clinic, 5301 McAuley Dr. Dictated by: M. Feld", "pills from Doctor Who , they worked"]
)
def test_a_title_before_an_ordinary_word_names_no_doctor(text):
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:doctor_title"]


@pytest.mark.parametrize(
    "text",
    [
        "the dr. will call you back tomorrow",
        "went to the dr. today for my knee",
        "ordered by dr. van wallinga",  # a surname's particle: the learned taggers read the whole name
        "THE DR. SAID TO REST",
    ],
)
def test_a_titles_period_before_a_verb_a_day_or_a_particle_names_no_doctor(text: str) -> None:
    sources = {"rules:doctor_title_period_lower_case", "rules:doctor_title_period_capitals"}
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source in sources]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pt's guardian, Ms. Deborah Fontaine (aunt), signed consent", "Deborah Fontaine"),
        ("her daughter Dr. Amara Obi visited", "Amara Obi"),
    ],
)
def test_a_relative_rule_reads_the_name_after_a_title_not_the_title(text: str, name: str) -> None:
    matches = tagger().matches(text)
    assert {text[s.start : s.end] for s in matches if s.source == "rules:relative_after_relationship"} == {name}


@pytest.mark.parametrize(
    "text",
    [
        "Lives at 1200 Oak Dr. N, Tampa",  # a compass point after a street's "Dr."
        "Dr. A. Smith saw her",  # an initial before a surname: the whole name is the title rule's
        "Saw Dr. I think on Monday",
    ],
)
def test_a_title_before_a_lone_letter_that_is_no_initial_names_no_one(text: str) -> None:
    assert not [s for s in TAGGER.matches(text) if s.source == "rules:doctor_title_initial"]


@pytest.mark.parametrize(
    "text",
    [
        "Anesthesia: General. Resident: None.",
        "Attending: Cardiology",
        "Attending: Ms. Teresi",
        "PCP: Dr.",
        "Anesthesia: General, Dr. Oyelaran",  # the kind of anaesthesia, then who gave it
        "Anesthesia: Regional, Dr Oyelaran",
    ],
)
def test_a_role_field_that_names_no_clinician_gives_no_name(text: str) -> None:
    found = [text[s.start : s.end] for s in TAGGER.matches(text) if s.source == "rules:clinician_role_field"]
    assert found in ([], ["Teresi"], ["Oyelaran"])


@pytest.mark.parametrize(
    "text",
    [
        "History of Present Illness:\nShe was seen at Mercy.",  # a pronoun
        "Abdomen soft. Patient denies pain.",
        "Pain reports are unreliable. Nursing reports no events.",  # ordinary words
        "Asked what it would be? -ME",  # no two spaces nor line end after the capitals
        "Repeat labs -- CBC 11/22/2026",  # a test's name before a date
        "Patient Name (DOB): on file",  # a field's name
        "started a drug named Keytruda",  # no name of the lists
        "a street named after his grandfather",
        "Verified Patient Identity (DOB and name)",
        "Results reviewed -- was 11/22",  # an ordinary word
        "will see you soon. -yes",  # an ordinary word in lower case
        "the social worker Called back",  # an ordinary word after the role
    ],
)
def test_the_sentence_start_signature_and_role_rules_name_no_one_here(text: str) -> None:
    sources = {
        "rules:patient_before_verb",
        "rules:signature_initials_after_dash",
        "rules:signature_initials_before_date",
        "rules:name_before_birth_date",
        "rules:person_named",
        "rules:staff_after_role",
    }
    assert not [text[s.start : s.end] for s in TAGGER.matches(text) if s.source in sources]


@pytest.mark.parametrize(
    "text",
    [
        "the therapist said to rest",
        "case manager will call back",
        "SOCIAL WORKER TO FOLLOW",
        "interpreter id 4471 used",  # an identifier's field, no name
    ],
)
def test_a_role_before_an_ordinary_word_names_no_one_in_one_case(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:staff_after_role"]


@pytest.mark.parametrize(
    "text", ["Pt Will Need a follow up.", "Patient May June reports pain.", "PT Daily Note reports"]
)
def test_a_patient_cue_before_ordinary_words_months_or_a_verbless_phrase_names_no_one(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:patient_named_before_verb"]


@pytest.mark.parametrize("text", ["Resident: Follow-up pending.", "Assistant: Check-in at 9.", "Seen by Jae-won, MD."])
def test_a_hyphenated_word_is_a_given_name_only_before_a_surname(text):
    assert not [phi for phi, label, _ in found(text) if label == "DOCTOR" and "-" in phi]


_NURSES_CHAT = {
    "en": "[22:14] Bea R.: heads up, 417 pulled her line again\n[22:15] Sonia ICU: lol again??\n"
    "[22:17] Dani: sending up 402 from the ED\n10/3/23, 10:18 PM - Marta Lopez: ok\n",
    "es": "[22:14] Bea R.: ojo la de la 417, se ha quitado la vía\n[22:15] Sonia UCI: jajaja otra vez??\n"
    "[22:17] Dani: os subo al de la 402 de urgencias\n10/3/23, 22:18 - Marta López: vale\n",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_senders_of_a_chat_export_are_names_in_both_languages(lang: str) -> None:
    text = _NURSES_CHAT[lang]
    spans = RuleTagger(lang=lang).tag(Document("chat", text))
    senders = {text[s.start : s.end] for s in spans if s.source == "rules:chat_sender"}
    assert senders == {"Bea R.", "Sonia", "Dani", "Marta Lopez" if lang == "en" else "Marta López"}


@pytest.mark.parametrize(
    "text",
    [
        "08:00 Dressing: changed, site clean",
        "14:30 Vitals: BP 128/76",
        "[09:12] Nursing: turned q2h",
        "08:00 - dressing: changed",
        "14:30 - vitals: stable",
    ],
)
def test_a_timed_entry_of_a_flowsheet_names_no_sender(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:chat_sender"]


def test_a_flowsheets_entries_written_each_hour_name_no_sender() -> None:
    text = "08:00 Obs: stable\n10:00 Obs: stable\n12:00 Meds: given\n14:00 Meds: given\n16:00 Dressing: dry\n"
    text += "18:00 Dressing: dry\n20:00 Mum: visited\n22:00 Mum: left\n14:02 Bot: Hi!\n14:03 User: ok\n14:04 Bot: ok\n"
    text += "14:05 User: thx"
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source.startswith("rules:chat_sender")]


@pytest.mark.parametrize(
    ("text", "signer"),
    [
        ("I live by myself and have a bad hip. please help - Dot", "Dot"),
        ("Is this normal for a 3 year old? Thanks in advance \u2014 Rosa M.\n", "Rosa M."),
    ],
)
def test_a_given_name_after_a_dash_ending_a_message_signs_it(text: str, signer: str) -> None:
    assert (signer, "PATIENT", "rules:signature_after_dash") in found(text)


@pytest.mark.parametrize(
    ("text", "signer"),
    [
        ("Any tips would be so appreciated.\n- NewPancreasWhoDis", "NewPancreasWhoDis"),
        ("thanks all\n~ runner_girl88\n", "runner_girl88"),
        ("love this - kris99", "kris99"),
    ],
)
def test_a_user_name_after_a_dash_ending_a_post_signs_it(text: str, signer: str) -> None:
    assert (signer, "USERNAME", "rules:signature_handle_after_dash") in found(text)


@pytest.mark.parametrize("text", ["BP 120/80 - HbA1c\n", "Labs - TSH, FreeT4\n"])
def test_a_lab_name_after_a_dash_signs_nothing(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:signature_handle_after_dash"]


@pytest.mark.parametrize(
    "text", ["Diet - Regular", "Plan - Will follow up next week.", "Activity - Mark as tolerated\nPlan: discharge"]
)
def test_a_dash_inside_a_note_or_before_an_ordinary_word_signs_nothing(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:signature_after_dash"]


@pytest.mark.parametrize(
    ("text", "writers"),
    [
        (
            "xXfrostbyteXx: yo where's dev tonight\nmariah.k: in the ER with him\nxXfrostbyteXx: WHAT\n",
            {"xXfrostbyteXx", "mariah.k"},
        ),
        # a game's channel before the writer; user names in capitals with an underscore or digits in a word
        (
            "[TEAM] sergei_k: no they stack A again\n[ALL] chicken_nugget420: ez\n[TEAM] sergei_k: bro muted\n",
            {"sergei_k", "chicken_nugget420"},
        ),
        ("Hana_Q: YES me and yuki are cosplaying!!\nmoonpie: omg as who\nHana_Q: its a secret", {"Hana_Q"}),
        ("n1ghtowl: rotate B\nsergei_k: no they stack A", {"n1ghtowl"}),  # the last line has no writer after it
        # a user name of dotted words ("jess.travels.solo"), as an app shows it
        ("jess.travels.solo: made it to Kyoto\nmarkybee: omg\njess.travels.solo: yesss", {"jess.travels.solo"}),
    ],
)
def test_the_writers_of_a_chat_copied_without_times_are_names(text: str, writers: set[str]) -> None:
    senders = {text[s.start : s.end] for s in TAGGER.tag(Document("t", text)) if s.source == "rules:chat_handle_sender"}
    assert senders == writers


@pytest.mark.parametrize(
    "text",
    [
        "Doctor: how are you feeling\nPatient: better\nDoctor: good\n",  # a transcript's roles
        "eGFR: 45\nHbA1c: 7.2\nSpO2: 97\n",  # results
        "Plan: discharge home\nMeds: none\n",
        "hba1c: 7.2\nspo2: 97\nldl: 100\n",  # results in lower case
        "Anna: she called once.\n\n\n\n\n\nTom: later\n",  # no other writer's line within four lines
    ],
)
def test_roles_results_and_fields_name_no_chat_writer(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:chat_handle_sender"]


@pytest.mark.parametrize(
    "text", ["Charge RN aware of the plan.", "ED RN notified at 0300.", "Triage RN called the pharmacy.", "Dr. Lee MD"]
)
def test_a_role_before_a_nursing_degree_names_no_one(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:given_name_before_nursing_degree"]


@pytest.mark.parametrize("text", ["Plan - Will Call back tomorrow", "Can I go?\n- Will Power"])
def test_a_word_after_a_given_name_that_is_a_word_signs_nothing(text: str) -> None:
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.source == "rules:signature_dash"]


def test_a_messaging_exports_writer_in_lower_case_after_the_dash_is_a_sender() -> None:
    text = "14/3/23\n22:17 - dani: tia el de la 7 esta raro\n22:18 - Marta Lopez: ok\n"
    senders = {text[s.start : s.end] for s in TAGGER.tag(Document("t", text)) if s.source == "rules:chat_sender"}
    assert senders == {"dani", "Marta Lopez"}


def test_a_messaging_exports_writer_after_its_date_and_time_in_brackets_is_a_sender() -> None:
    text = (
        "[14/05/23, 21:07] Yolimar: Mamá amaneció otra vez con el azúcar alta\n"
        "[14/05/23, 21:15] Tío Nelson: Yoli y qué dijeron del azúcar\n[14/05/23, 21:16] Mamá: ya estoy bien\n"
    )
    spans = RuleTagger(lang="es").tag(Document("chat", text))
    senders = {text[s.start : s.end] for s in spans if s.source == "rules:chat_sender_after_date_and_time"}
    assert senders == {"Yolimar", "Nelson"}  # a relative's word alone names no one


@pytest.mark.parametrize(
    ("text", "word"),
    [("Good morning doctor sir, I am Ramesh", "sir"), ("Needs surgery. Interpreter booked (Somali).", "booked")],
)
def test_words_of_address_and_reply_name_no_clinician(text, word):
    start = text.index(word)
    assert not [s for s in TAGGER.tag(Document("t", text)) if s.start < start + len(word) and start < s.end]


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ("Surname: MACLEOD       Forename: Morag Isla", "MACLEOD"),
        ("Surname: MACLEOD       Forename: Morag Isla", "Morag Isla"),
        ("First name: Jae-won\nLast name: Park", "Park"),
        ("Family name: Ndlovu | Given names: Thandeka", "Thandeka"),
    ],
)
def test_a_part_of_a_name_in_its_own_field_is_found(text: str, phi: str) -> None:
    assert (phi, "PATIENT", "rules:name_part_field") in found(text)


@pytest.mark.parametrize("text", ["Middle name: None", "Surname: Unknown", "File name: REPORT"])
def test_a_name_field_that_gives_no_name_is_no_name(text: str) -> None:
    assert not [hit for hit in found(text) if hit[2] == "rules:name_part_field"]


def test_a_chat_writer_with_a_word_of_respect_after_the_name_is_found() -> None:
    text = "Bilal bhai: Haan thank God\nAmmi: Ya Allah\nPriya di (Pune): on my way"
    writers = {hit[0] for hit in found(text) if hit[2] == "rules:chat_writer_with_honorific"}
    assert writers == {"Bilal", "Priya"}


@pytest.mark.parametrize(
    ("text", "phi"), [("omg time flies. si Paolo ba nandyan?", "Paolo"), ("sabihin mo kay Jhen", "Jhen")]
)
def test_a_name_after_tagalogs_article_for_a_person_is_found(text: str, phi: str) -> None:
    assert (phi, "PATIENT", "rules:name_after_tagalog_article") in found(text)


def test_a_relatives_word_of_address_after_tagalogs_article_is_no_name() -> None:
    assert not [hit for hit in found("si Mama nasa bahay, si Lola din") if "tagalog" in hit[2]]


def test_the_writers_of_a_comment_thread_by_full_name_are_found() -> None:
    text = (
        "💬 Comentarios:\nLety Salinas: ¡Felicidades mi reina!\nPaty Hinojosa: Bendiciones Mari!!\n"
        "  ↳ Maricela Garza Treviño: Paty échale ganas\nGloria E. Villarreal: Mi hermana"
    )
    writers = {hit[0] for hit in found(text) if hit[2] == "rules:thread_writer_before_another"}
    assert writers == {"Lety Salinas", "Paty Hinojosa", "Maricela Garza Treviño"}


def test_a_notes_headings_are_no_thread_writers() -> None:
    text = "Admission Date: 12/12/2008\nDischarge Date: 12/15/2008\nSocial History: lives alone\nPlan: home"
    assert not [hit for hit in found(text) if hit[2] == "rules:thread_writer_before_another"]


def test_a_chat_writer_after_a_word_for_a_relative_is_found() -> None:
    text = "Uncle Obi: Good morning family.\nAunty Nkechi (Lagos): I told Mama\nUncle Obi: Dr Eze."
    writers = [hit[0] for hit in found(text) if hit[2] == "rules:chat_writer_after_a_relatives_word"]
    assert sorted(writers) == ["Nkechi", "Obi"]


def test_a_forum_writer_in_markdown_bold_is_found_but_not_a_heading() -> None:
    text = (
        "**backpackbecky** wrote:\nHi guys\n\n**Dr_Kuya_Paolo** wrote:\nHi Becky\n\n**TeaAndToast_Essex**\n"
        "DD is 8 months\n\n**Plan**\nContinue.\n**2024**\n"
    )
    writers = sorted(hit[0] for hit in found(text) if hit[2].startswith("rules:forum_writer_in_bold"))
    assert writers == ["Dr_Kuya_Paolo", "TeaAndToast_Essex", "backpackbecky"]


def test_a_chat_writer_after_a_vietnamese_word_for_an_elder_and_the_time_is_found() -> None:
    text = "07:20 Chị Thu: Everyone, Bé Na has dengue\n07:22 Bác Tư: Trời ơi. How old is she"
    writers = [hit[0] for hit in found(text) if hit[2] == "rules:chat_writer_after_a_relatives_word"]
    assert sorted(writers) == ["Thu", "Tư"]


@pytest.mark.parametrize(
    ("text", "phi"),
    [
        ('after argument with boyfriend (named as "Will") at a party', "Will"),
        ("a man called \u201cDre\u201d gave her", "Dre"),
    ],
)
def test_a_name_in_quotes_after_the_word_that_gives_it_is_found(text: str, phi: str) -> None:
    assert (phi, "PATIENT", "rules:name_in_quotes_after_named") in found(text)


@pytest.mark.parametrize("text", ['the so-called "Blue Book" of rules', 'what the doctors called "Tetralogy") at'])
def test_a_thing_called_so_is_no_name(text: str) -> None:
    assert not [hit for hit in found(text) if "quotes" in hit[2]]


def test_a_comments_writer_by_full_name_after_the_bubble_is_found() -> None:
    assert ("Dec Byrne", "PATIENT", "rules:comment_writer_after_bubble") in found(
        "💬 Dec Byrne: that Dr Mulcahy is sound"
    )


def test_a_friends_name_in_quotes_is_found() -> None:
    text = 'denies cannabis since discharge, but friend "Gizmo" called to the house Sat'
    assert ("Gizmo", "PATIENT", "rules:name_in_quotes_after_named") in found(text)


@pytest.mark.parametrize("text", ["Mum said: no way", "everyone says: hi", "Doctor wrote: fine", "Posted by Admin\nhi"])
def test_a_relative_a_role_or_an_ordinary_word_before_said_is_no_forum_writer(text: str) -> None:
    assert [s for s in tagger().tag(Document("t", text)) if s.label == "USERNAME"] == []
