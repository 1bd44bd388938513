import pytest

from phiscrub.document import Document
from tests.taggers.rule_cases import found, tagger


@pytest.mark.parametrize(
    ("rule", "text", "label", "phi"),
    [
        ("email", "Contact akilj@hospital.org for records.", "EMAIL", "akilj@hospital.org"),
        ("email", "mail: ana.ruiz+notes@mgh.harvard.edu.", "EMAIL", "ana.ruiz+notes@mgh.harvard.edu"),
        # written out against harvesters
        (
            "email_obfuscated",
            "Contact via jdoe [at] gmail [dot] com or 617 555 0199.",
            "EMAIL",
            "jdoe [at] gmail [dot] com",
        ),
        ("email_obfuscated", "email me at jdoe at gmail dot com thanks", "EMAIL", "jdoe at gmail dot com"),
        ("email_obfuscated", "write to j.doe(at)clinic.org", "EMAIL", "j.doe(at)clinic.org"),
        ("url_scheme", "See http://www.example.com/path?q=1 today.", "URL", "http://www.example.com/path?q=1"),
        ("url_scheme", "Visit www.womensmentalhealth.org, please.", "URL", "www.womensmentalhealth.org"),
        ("url_domain", "Resources at nami.org were given.", "URL", "nami.org"),
        ("url_domain_with_path", "lunacove_mod: socials: discord.gg/lunacove", "URL", "discord.gg/lunacove"),
        ("url_domain_with_path", "booking link in bio: linktr.ee/inkbyjuno 💕", "URL", "linktr.ee/inkbyjuno"),
        ("ipv4", "Logged from 192.168.1.20 at night.", "IPADDR", "192.168.1.20"),
        (
            "ipv6",
            "Host 2001:0db8:85a3:0000:0000:8a2e:0370:7334 down.",
            "IPADDR",
            "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
        ),
        ("phone_us", "Call (617) 555-1234 tomorrow.", "PHONE", "(617) 555-1234"),
        ("phone_us", "Reach her at 447-742-0756.", "PHONE", "447-742-0756"),
        ("phone_us", "Cell +1 617 555 1234 ext 12 ok", "PHONE", "+1 617 555 1234 ext 12"),
        ("phone_seven_digits", "Reach her on 555-0199 later.", "PHONE", "555-0199"),
        ("phone_after_keyword", "phone: 6175551234 (home)", "PHONE", "6175551234"),
        ("phone_after_handphone", "Contact: son Marcus Lim, HP 9123 4567; daughter", "PHONE", "9123 4567"),
        (
            "phone_spoken",
            "Please call me back at seven one three five five five zero one nine eight. Thanks",
            "PHONE",
            "seven one three five five five zero one nine eight",
        ),
        (
            "phone_spoken",
            "Me number's oh one nine one two six six four oh seven three.",
            "PHONE",
            "oh one nine one two six six four oh seven three",
        ),
        (
            "id_spoken_after_its_name",
            "medical record number four four seven two nine one zero date of birth",
            "IDNUM",
            "four four seven two nine one zero",
        ),
        (
            "id_spoken_after_its_name",
            "my insurance the humana number is h four seven one nine nine two eight if you",
            "IDNUM",
            "h four seven one nine nine two eight",
        ),
        ("phone_after_shorthand", "Bystander: wife Mini Joseph, ph 98470 33215 - informed", "PHONE", "98470 33215"),
        ("phone_after_shorthand", "Next of kin: son\nMob: 0412 555 019", "PHONE", "0412 555 019"),
        ("pager", "Paged Dr via pager 07516 twice.", "PHONE", "07516"),
        ("pager", "Page me at 4471 when you get a chance", "PHONE", "4471"),
        ("pager", "Caoimhe Doyle, Medical Social Worker, bleep 4471", "PHONE", "4471"),
        ("pager", "pgr #: 12345", "PHONE", "12345"),
        ("extension", "Nursing station ext. 4567 overnight.", "PHONE", "4567"),
        ("extension", "Rebecca Hollis, LCSW, ext. 4-7720", "PHONE", "4-7720"),
        ("fax", "Fax: (617) 555-9876 the report.", "FAX", "(617) 555-9876"),
        ("fax", "fax number 617-555-9999", "FAX", "617-555-9999"),
        ("phone_after_phone", "Contact: 9876 2210 (me) / 8123 4409 (brother)", "PHONE", "8123 4409"),
    ],
)
def test_contact_rule_finds_its_phi(rule: str, text: str, label: str, phi: str) -> None:
    assert found(text).get(phi) == (label, f"rules:{rule}")


@pytest.mark.parametrize(
    ("text", "not_phi"),
    [
        ("Aspirin 81 mg daily.", "81"),
        ("Troponin 2.4 ng/mL on arrival.", "2.4"),
        ("BP 118/76, HR 80.", "118/76"),
        ("Version 1.2.3 of the score.", "1.2.3"),
        ("Shares 300.300.300.300 nothing", "300.300.300.300"),
        ("pH 7.35 and pCO2 40", "7.35"),
        ("Gave 2 x 1000 mg of acetaminophen", "1000"),
        ("Ratio 1:2000 dilution", "2000"),
        ("Meet me at home at 5 and look at the dog.", "home"),  # "at" without "dot" or brackets
        ("Tab.pan/d 40 mg OD before food", "Tab.pan/d"),  # a dose form and a drug, no web address
        ("Glucose 5.5 mmol/L, eGFR 62 mL/min", "mmol/L"),
        ("one two three four, one two three four, and breathe", "one two three four"),  # counting
        ("call me in one or two days", "one"),
        ("BP 120/80 / 118/76 after rest", "118/76"),  # blood pressures, no phones
        ("serial pH 7.31 7.35 7.40 over 6 hours", "7.31"),  # a pH's values, no phone
        ("PH 7.28-7.31-7.36 on the gases", "7.28"),
    ],
)
def test_contact_rules_leave_clinical_numbers_alone(text: str, not_phi: str) -> None:
    start = text.index(not_phi)
    spans = tagger().tag(Document("t", text))
    assert not [s for s in spans if s.start < start + len(not_phi) and start < s.end]


def test_fax_wins_over_phone_on_the_same_number() -> None:
    assert found("Fax 617-555-9999")["617-555-9999"][0] == "FAX"


def test_email_wins_over_the_domain_inside_it() -> None:
    result = found("write to ana@clinic.org now")
    assert result == {"ana@clinic.org": ("EMAIL", "rules:email")}
