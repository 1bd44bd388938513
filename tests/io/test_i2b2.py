import logging
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.i2b2 import read_i2b2, read_i2b2_2006, write_i2b2, write_i2b2_2006
from tests.strategies import documents_with_spans, note_characters

# random note characters mixed with the pieces this format must escape or keep verbatim
tricky_texts = st.lists(
    st.sampled_from(["\r\n", "\r", "\n", "]]>", "&amp;", "<", ">", '"', "\t", "\ufeff", "\u2028", "🙂", " ", "Ana"])
    | note_characters,
    max_size=40,
).map("".join)

NOTE = "Record date: 2067-05-03\nSeen by Dr. Ana Ruiz at Clinic."

I2B2_2014_FILE = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[Record date: 2067-05-03
Seen by Dr. Ana Ruiz at Clinic.]]></TEXT>
<TAGS>
<DATE id="P0" start="13" end="23" text="2067-05-03" TYPE="DATE" comment="" />
<NAME id="P1" start="36" end="44" text="Ana Ruiz" TYPE="DOCTOR" comment="" />
<LOCATION id="P2" start="48" end="54" text="Clinic" TYPE="OTHER" comment="" />
</TAGS>
</deIdi2b2>
"""

I2B2_2006_FILE = """<ROOT>
<RECORD ID="641">
<TEXT>
Admitted <PHI TYPE="DATE">03/04/2021</PHI> by <PHI TYPE="DOCTOR">Ana Ruiz</PHI>, MRN <PHI TYPE="ID">123-45</PHI>.
</TEXT>
</RECORD>
<RECORD ID="642">
<TEXT>Lives in <PHI TYPE="LOCATION">Springfield</PHI> &amp; works.</TEXT>
</RECORD>
</ROOT>
"""

TEXT_CASES = [
    ("Seen by Ana Ruiz\r\non 03/04/2021\r\n", ["Ana Ruiz", "03/04/2021\r\n"]),
    ("lone\rcarriage\rreturns\r", ["\rcarriage\r", "returns\r"]),
    ("CDATA end ]]> inside ]]]]> twice", ["]]>", "]]]]>"]),
    ("Escapes & < > \" ' &amp; &#13;", ["& <", "\" '", "&#13;"]),
    ("Name:\tAna\tRuiz\n\n", ["Ana\tRuiz\n"]),
    ("Paciente: José Núñez 🙂 Zaragoza \ufeff\u2028", ["José Núñez", "🙂 Zaragoza \ufeff\u2028"]),
    ("  leading and trailing space  ", ["  leading", "space  "]),
    ("Ana", ["Ana"]),
    ("", []),
]

FORMATS = [
    pytest.param(write_i2b2, read_i2b2, "out", id="i2b2-2014"),
    pytest.param(write_i2b2_2006, read_i2b2_2006, "out.xml", id="i2b2-2006"),
]


def covered(doc: Document) -> list[tuple[str, str]]:
    return [(span.label, doc.text[span.start : span.end]) for span in doc.spans]


def write_file(path: Path, content: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8"))
    return path


@pytest.mark.parametrize(("write", "read", "target"), FORMATS)
@settings(max_examples=50, deadline=None)
@given(doc=documents_with_spans() | documents_with_spans(tricky_texts))
def test_i2b2_round_trip_keeps_id_text_and_spans(write, read, target, doc):
    with tempfile.TemporaryDirectory() as folder:
        assert write([doc], Path(folder) / target) == 1
        (back,) = read(Path(folder) / target)
    assert back.id == doc.id
    assert back.text == doc.text
    assert back.spans == doc.spans


@pytest.mark.parametrize(("write", "read", "target"), FORMATS)
@pytest.mark.parametrize(("text", "phis"), TEXT_CASES)
def test_i2b2_round_trip_keeps_text_verbatim(tmp_path, write, read, target, text, phis):
    spans = [Span(text.index(phi), text.index(phi) + len(phi), "PATIENT") for phi in phis]
    write([Document("n1", text, tuple(spans))], tmp_path / target)
    (back,) = read(tmp_path / target)
    assert back.text == text
    assert covered(back) == [("PATIENT", phi) for phi in phis]


def test_i2b2_2014_output_is_plain_xml_with_category_elements(tmp_path):
    text = "Ana Ruiz\r\nof Ward 3, Springfield; aunt Eve; SEXO H"
    spans = [
        Span(0, 8, "PATIENT"),
        Span(13, 19, "DEPARTMENT"),
        Span(21, 32, "LOCATION-OTHER"),
        Span(39, 42, "NAME-RELATIVE"),
        Span(49, 50, "OTHER"),
    ]
    write_i2b2([Document("n1", text, tuple(spans))], tmp_path)
    root = ET.parse(tmp_path / "n1.xml").getroot()
    assert root.tag == "deIdi2b2"
    tags = [(tag.tag, tag.get("TYPE"), tag.get("text")) for tag in root.find("TAGS")]
    assert tags == [
        ("NAME", "PATIENT", "Ana Ruiz"),
        ("LOCATION", "DEPARTMENT", "Ward 3"),
        ("LOCATION", "OTHER", "Springfield"),
        ("NAME", "RELATIVE", "Eve"),
        ("OTHER", "OTHER", "H"),
    ]
    assert root.find("TEXT").text == text  # ElementTree agrees: "\r" survives as a character reference
    (back,) = read_i2b2(tmp_path)
    assert [span.label for span in back.spans] == [span.label for span in spans]


def test_i2b2_2014_reads_a_challenge_style_file(tmp_path):
    (doc,) = read_i2b2(write_file(tmp_path / "110-01.xml", I2B2_2014_FILE))
    assert doc.id == "110-01"
    assert covered(doc) == [("DATE", "2067-05-03"), ("DOCTOR", "Ana Ruiz"), ("LOCATION-OTHER", "Clinic")]
    assert doc.text == NOTE


@pytest.mark.parametrize(
    ("element", "subtype", "corpus", "label", "corpus_label"),
    [
        ("ID", "OTHER", "i2b2-2014", "IDNUM", "OTHER"),
        ("NAME", "RELATIVE", "canonical", "NAME-RELATIVE", None),
        ("LOCATION", "OTHER", "i2b2-2014", "LOCATION-OTHER", None),
        ("LOCATION", "TERRITORIO", "meddocan", "CITY", "TERRITORIO"),
        ("CONTACT", "phone", "canonical", "PHONE", "phone"),
    ],
)
def test_i2b2_2014_maps_element_and_type_to_canonical(tmp_path, element, subtype, corpus, label, corpus_label):
    content = I2B2_2014_FILE.replace('<NAME id="P1"', f'<{element} TYPE="{subtype}" id="P1"').replace(
        'TYPE="DOCTOR" ', ""
    )
    (doc,) = read_i2b2(write_file(tmp_path / "n.xml", content), corpus=corpus)
    assert (doc.spans[1].label, doc.spans[1].corpus_label) == (label, corpus_label)


def test_i2b2_2014_writes_corpus_labels_as_type_and_reads_them_back(tmp_path):
    spans = (Span(0, 4, "CITY", corpus_label="TERRITORIO"), Span(6, 7, "OTHER", corpus_label="SEXO_SUJETO_ASISTENCIA"))
    write_i2b2([Document("n1", "Lugo, H", spans)], tmp_path, corpus_labels=True)
    written = (tmp_path / "n1.xml").read_text()
    assert '<LOCATION id="P0" start="0" end="4" text="Lugo" TYPE="TERRITORIO" comment="" />' in written
    assert '<OTHER id="P1" start="6" end="7" text="H" TYPE="SEXO_SUJETO_ASISTENCIA" comment="" />' in written
    (back,) = read_i2b2(tmp_path, corpus="meddocan")
    assert back.spans == spans


def test_i2b2_2014_reads_a_folder_in_name_order(tmp_path):
    write_i2b2([Document("b", "two"), Document("a", "one"), Document("c", "three")], tmp_path)
    (tmp_path / "notes.txt").write_text("not xml")
    assert [(doc.id, doc.text) for doc in read_i2b2(tmp_path)] == [("a", "one"), ("b", "two"), ("c", "three")]


MALFORMED_2014 = [
    ("<deIdi2b2>\n<TEXT><![CDATA[Ana Ruiz]]></TEX>\n</deIdi2b2>", 2, "mismatched tag"),
    ("<deIdi2b2>\n<TEXT><![CDATA[Ana Ruiz]]></TEXT>\n", 3, "no element found"),
    ("<deIdi2b2>\n<TEXT>Ana & Ruiz</TEXT></deIdi2b2>", 2, "not well-formed"),
    (
        '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "Ana Ruiz"><!ENTITY lol2 "&lol;&lol;">]>\n'
        "<deIdi2b2><TEXT>&lol2;</TEXT></deIdi2b2>",
        2,
        "DOCTYPE",
    ),
]


@pytest.mark.parametrize(("content", "line", "problem"), MALFORMED_2014)
def test_i2b2_2014_malformed_xml_names_file_and_line_not_text(tmp_path, content, line, problem):
    path = write_file(tmp_path / "n1.xml", content)
    with pytest.raises(InputError) as caught:
        list(read_i2b2(path))
    assert caught.value.path == str(path)
    assert caught.value.line == line
    assert problem in caught.value.problem
    assert "Ruiz" not in str(caught.value)


def test_i2b2_2014_malformed_xml_names_the_column(tmp_path):
    path = write_file(tmp_path / "n1.xml", "<deIdi2b2>\n<TEXT>Ana Ruiz</TEX>\n</deIdi2b2>")
    with pytest.raises(InputError, match=r"line 2: malformed XML: mismatched tag \(column 17\)"):
        list(read_i2b2(path))


@pytest.mark.parametrize(
    ("old", "new", "problem", "offset"),
    [
        ('start="36" end="44" text="Ana Ruiz"', 'start="36" end="44" text="Eva Ruiz"', "tag text differs", 36),
        ('start="36" end="44"', 'start="36" end="440"', "beyond the text", 440),
        ('start="36" end="44"', 'start="44" end="36"', "empty or reversed", 44),
        ('start="36" end="44"', 'start="x36" end="44"', "integer 'start'", None),
        ('start="36" end="44"', 'start="36"', "integer 'end'", None),
    ],
)
def test_i2b2_2014_bad_tag_names_file_line_and_offset(tmp_path, old, new, problem, offset):
    path = write_file(tmp_path / "n1.xml", I2B2_2014_FILE.replace(old, new))
    with pytest.raises(InputError) as caught:
        list(read_i2b2(path))
    assert caught.value.path == str(path)
    assert caught.value.line == 7
    assert caught.value.offset == offset
    assert problem in caught.value.problem
    assert "Ruiz" not in str(caught.value)


def test_i2b2_2014_tag_text_with_normalised_line_breaks_is_accepted(tmp_path):
    content = I2B2_2014_FILE.replace(
        '<DATE id="P0"', '<NAME id="P9" start="18" end="37" text="05-03\nSeen by Dr. A" TYPE="DOCTOR" /><DATE id="P0"'
    )
    (doc,) = read_i2b2(write_file(tmp_path / "n1.xml", content))
    assert ("DOCTOR", "05-03\nSeen by Dr. A") in covered(doc)


def test_i2b2_2014_file_without_text_points_to_the_2006_format(tmp_path):
    path = write_file(tmp_path / "n1.xml", I2B2_2006_FILE)
    with pytest.raises(InputError, match="i2b2-2006"):
        list(read_i2b2(path))


@pytest.mark.parametrize(("write", "read", "target"), FORMATS)
def test_i2b2_writer_refuses_characters_xml_cannot_carry(tmp_path, write, read, target):
    with pytest.raises(InputError) as caught:
        write([Document("n1", "Ana\x01Ruiz")], tmp_path / target)
    assert caught.value.doc_id == "n1"
    assert caught.value.offset == 3
    assert "U+0001" in caught.value.problem
    assert "Ruiz" not in str(caught.value)
    assert not (tmp_path / target).is_file()


def test_i2b2_2014_overlapping_tags_are_kept_with_a_warning(tmp_path, caplog):
    content = I2B2_2014_FILE.replace(
        '<DATE id="P0"', '<NAME id="P9" start="40" end="44" text="Ruiz" TYPE="PATIENT" /><DATE id="P0"'
    )
    with caplog.at_level(logging.WARNING):
        (doc,) = read_i2b2(write_file(tmp_path / "n1.xml", content))
    assert ("PATIENT", "Ruiz") in covered(doc)
    assert ("DOCTOR", "Ana Ruiz") in covered(doc)
    assert "[36, 44) and [40, 44)" in caplog.text
    assert "Ruiz" not in caplog.text


def test_i2b2_2006_reads_records_with_offsets_from_the_inline_text(tmp_path):
    docs = list(read_i2b2_2006(write_file(tmp_path / "train.xml", I2B2_2006_FILE)))
    assert [doc.id for doc in docs] == ["641", "642"]
    assert docs[0].text == "\nAdmitted 03/04/2021 by Ana Ruiz, MRN 123-45.\n"
    assert covered(docs[0]) == [("DATE", "03/04/2021"), ("DOCTOR", "Ana Ruiz"), ("IDNUM", "123-45")]
    assert covered(docs[1]) == [("LOCATION-OTHER", "Springfield")]
    assert docs[1].text == "Lives in Springfield & works."
    assert [span.corpus_label for span in docs[0].spans] == [None, None, "ID"]


def test_i2b2_2006_corpus_labels_round_trip_gives_the_original_types(tmp_path):
    source = write_file(tmp_path / "in.xml", I2B2_2006_FILE)
    write_i2b2_2006(read_i2b2_2006(source), tmp_path / "out.xml", corpus_labels=True)
    written = (tmp_path / "out.xml").read_text()
    assert '<PHI TYPE="ID">123-45</PHI>' in written
    assert '<PHI TYPE="LOCATION">Springfield</PHI>' in written
    assert list(read_i2b2_2006(tmp_path / "out.xml")) == list(read_i2b2_2006(source))


def test_i2b2_2006_nested_phi_is_read_as_overlapping_spans(tmp_path, caplog):
    content = (
        '<ROOT><RECORD ID="1"><TEXT>Dr <PHI TYPE="DOCTOR">Ana '
        '<PHI TYPE="PATIENT">Ruiz</PHI></PHI></TEXT></RECORD></ROOT>'
    )
    with caplog.at_level(logging.WARNING):
        (doc,) = read_i2b2_2006(write_file(tmp_path / "n.xml", content))
    assert covered(doc) == [("DOCTOR", "Ana Ruiz"), ("PATIENT", "Ruiz")]
    assert "overlap" in caplog.text


def test_i2b2_2006_writer_refuses_overlapping_spans_and_writes_nothing(tmp_path):
    doc = Document("n7", "Dr Ana Ruiz", (Span(3, 11, "DOCTOR"), Span(7, 11, "PATIENT")))
    with pytest.raises(InputError) as caught:
        write_i2b2_2006([Document("n6", "fine"), doc], tmp_path / "out.xml")
    assert caught.value.doc_id == "n7"
    assert caught.value.offset == 7
    assert "overlapping" in caught.value.problem
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("content", "line", "problem"),
    [
        ("<ROOT>\n<RECORD>\n<TEXT>Ana Ruiz</TEXT></RECORD></ROOT>", 2, "without an ID"),
        ('<ROOT>\n<RECORD ID="1"><TEXT>\n<PHI>Ana Ruiz</PHI></TEXT></RECORD></ROOT>', 3, "without a TYPE"),
        ('<ROOT>\n<RECORD ID="1"><TEXT>\n<PHI TYPE="DATE"></PHI>Ana Ruiz</TEXT></RECORD></ROOT>', 3, "empty <PHI>"),
        ('<ROOT>\n<RECORD ID="1"><TEXT>\n<B>Ana Ruiz</B></TEXT></RECORD></ROOT>', 3, "unexpected <B>"),
        ('<ROOT>\n<RECORD ID="1"><TEXT>\nAna Ruiz</PHI></TEXT></RECORD></ROOT>', 3, "mismatched tag"),
        ('<!DOCTYPE ROOT SYSTEM "http://example.org/x.dtd">\n<ROOT/>', 1, "DOCTYPE"),
    ],
)
def test_i2b2_2006_malformed_input_names_file_and_line_not_text(tmp_path, content, line, problem):
    path = write_file(tmp_path / "n.xml", content)
    with pytest.raises(InputError) as caught:
        list(read_i2b2_2006(path))
    assert caught.value.path == str(path)
    assert caught.value.line == line
    assert problem in caught.value.problem
    assert "Ruiz" not in str(caught.value)


def test_i2b2_2006_reader_streams_records_before_the_end_of_the_file(tmp_path):
    big = "x" * 200_000
    content = f'<ROOT><RECORD ID="1"><TEXT>{big}</TEXT></RECORD><RECORD ID="2"><TEXT>{big}</TEXT></RECORD><broken'
    docs = read_i2b2_2006(write_file(tmp_path / "n.xml", content))
    assert next(docs).id == "1"
    assert next(docs).id == "2"
    with pytest.raises(InputError, match="malformed XML"):
        next(docs)


@pytest.mark.parametrize("read", [read_i2b2, read_i2b2_2006])
@pytest.mark.parametrize("encoding", [b"UTF-7", b"Shift_JIS", b"UT-8"])
def test_i2b2_xml_declaring_an_unreadable_encoding_is_an_input_error(tmp_path, read, encoding):
    path = tmp_path / "note.xml"
    path.write_bytes(b'<?xml version="1.0" encoding="' + encoding + b'"?>\n<ROOT><TEXT>Ana Ruiz</TEXT></ROOT>')
    with pytest.raises(
        InputError, match=r"note\.xml, line 1: the XML declaration \(or --encoding\) names an encoding"
    ) as caught:
        list(read(path))
    assert "Ana" not in str(caught.value)


def test_i2b2_2014_writer_failing_midway_keeps_the_old_folder(tmp_path):
    target = tmp_path / "xml"
    write_i2b2([Document("a", "old a"), Document("b", "old b")], target)
    before = {path.name: path.read_bytes() for path in target.iterdir()}
    with pytest.raises(InputError, match="XML 1.0 cannot carry"):
        write_i2b2([Document("a", "new a"), Document("b", "bad \ufffe")], target)
    assert {path.name: path.read_bytes() for path in target.iterdir()} == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["xml"]


def test_i2b2_2014_reader_warns_about_other_files_in_the_folder(tmp_path, caplog):
    write_i2b2([Document("a", "text")], tmp_path)
    (tmp_path / "key.txt").write_text("secret")
    with caplog.at_level(logging.WARNING, logger="phiscrub.io.folders"):
        assert [doc.id for doc in read_i2b2(tmp_path)] == ["a"]
    assert "key.txt" in caplog.text and "secret" not in caplog.text
