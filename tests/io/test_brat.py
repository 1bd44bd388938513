import logging
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.brat import read_brat, write_brat
from tests.strategies import documents_with_spans, note_characters

# random note characters mixed with the pieces this format must escape or keep verbatim
tricky_texts = st.lists(
    st.sampled_from(["\r\n", "\r", "\n", "]]>", "&amp;", "<", ">", '"', "\t", "\ufeff", "\u2028", "🙂", " ", "Ana"])
    | note_characters,
    max_size=40,
).map("".join)

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021 at Hospital Clinic."


def write_pair(folder: Path, stem: str, text: str, ann: str | None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.txt").write_bytes(text.encode("utf-8"))
    if ann is not None:
        (folder / f"{stem}.ann").write_bytes(ann.encode("utf-8"))
    return folder


def covered(doc: Document) -> list[tuple[str, str]]:
    return [(span.label, doc.text[span.start : span.end]) for span in doc.spans]


@settings(max_examples=60, deadline=None)
@given(documents_with_spans() | documents_with_spans(tricky_texts))
def test_brat_round_trip_keeps_id_text_and_spans(doc):
    with tempfile.TemporaryDirectory() as folder:
        assert write_brat([doc], Path(folder)) == 1
        (back,) = read_brat(Path(folder))
    assert back.id == doc.id
    assert back.text == doc.text
    assert back.spans == doc.spans


@pytest.mark.parametrize(
    ("text", "phis"),
    [
        ("Seen by Ana Ruiz\r\non 03/04/2021\r\n", ["Ana Ruiz", "03/04/2021\r\n"]),
        ("Name:\tAna\tRuiz\rDate: 2021", ["Ana\tRuiz\r", "2021"]),
        ("Paciente: José Núñez 🙂 Zaragoza", ["José Núñez", "🙂 Zaragoza"]),
        ("\ufeffNombre: Marc.", ["\ufeffNombre", "Marc"]),
        ("Ana", ["Ana"]),
        ("", []),
    ],
)
def test_brat_round_trip_keeps_text_verbatim(tmp_path, text, phis):
    spans = [Span(text.index(phi), text.index(phi) + len(phi), "PATIENT") for phi in phis]
    write_brat([Document("n1", text, tuple(spans))], tmp_path)
    assert (tmp_path / "n1.txt").read_bytes() == text.encode("utf-8")
    (back,) = read_brat(tmp_path)
    assert back.text == text
    assert covered(back) == [("PATIENT", phi) for phi in phis]


def test_brat_writer_puts_a_space_for_each_line_break_of_a_mention(tmp_path):
    text = "Ana\r\nRuiz came\nback"
    write_brat([Document("n1", text, (Span(0, 9, "PATIENT"), Span(13, 19, "OTHER")))], tmp_path)
    assert (tmp_path / "n1.ann").read_text(encoding="utf-8") == "T1\tPATIENT 0 9\tAna  Ruiz\nT2\tOTHER 13 19\te back\n"


def test_brat_reads_folder_in_name_order_with_stems_as_ids(tmp_path):
    write_pair(tmp_path, "b", "Ana", "T1\tPATIENT 0 3\tAna\n")
    write_pair(tmp_path, "a", "on 2021", "T1\tDATE 3 7\t2021\n")
    write_pair(tmp_path, "c", "no annotations", None)
    docs = list(read_brat(tmp_path))
    assert [doc.id for doc in docs] == ["a", "b", "c"]
    assert [covered(doc) for doc in docs] == [[("DATE", "2021")], [("PATIENT", "Ana")], []]


@pytest.mark.parametrize("name", ["n1.txt", "n1.ann"])
def test_brat_reads_one_pair_given_either_file(tmp_path, name):
    write_pair(tmp_path, "n1", NOTE, "T1\tDOCTOR 12 20\tAna Ruiz\n")
    write_pair(tmp_path, "n2", NOTE, "T1\tDATE 24 34\t03/04/2021\n")
    (doc,) = read_brat(tmp_path / name)
    assert doc.id == "n1"
    assert covered(doc) == [("DOCTOR", "Ana Ruiz")]


def test_brat_skips_lines_other_than_text_bound(tmp_path):
    ann = (
        "T1\tDOCTOR 12 20\tAna Ruiz\n"
        "#1\tAnnotatorNotes T1\tchecked\n"
        "A1\tNegated T1\n"
        "R1\tSame Arg1:T1 Arg2:T2\n"
        "N1\tReference T1 Wiki:123\tAna\n"
        "E1\tVisit:T2\n"
        "\n"
        "T2\tDATE 24 34\t03/04/2021\n"
    )
    (doc,) = read_brat(write_pair(tmp_path, "n1", NOTE, ann))
    assert covered(doc) == [("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")]


def test_brat_accepts_crlf_line_ends_in_the_ann_file(tmp_path):
    ann = "T1\tDOCTOR 12 20\tAna Ruiz\r\nT2\tDATE 24 34\r\n"
    (doc,) = read_brat(write_pair(tmp_path, "n1", NOTE, ann))
    assert covered(doc) == [("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")]


def test_brat_splits_discontinuous_annotation_and_warns_without_the_mention(tmp_path, caplog):
    ann = "T1\tDOCTOR 12 15;38 46\tAna Hospital\n"
    with caplog.at_level(logging.WARNING):
        (doc,) = read_brat(write_pair(tmp_path, "n1", NOTE, ann))
    assert covered(doc) == [("DOCTOR", "Ana"), ("DOCTOR", "Hospital")]
    assert "n1.ann" in caplog.text
    assert "line 1" in caplog.text
    assert "Ana" not in caplog.text


def test_brat_keeps_overlapping_spans_and_warns_with_offsets(tmp_path, caplog):
    ann = "T1\tDOCTOR 12 20\tAna Ruiz\nT2\tPATIENT 16 20\tRuiz\n"
    with caplog.at_level(logging.WARNING):
        (doc,) = read_brat(write_pair(tmp_path, "n1", NOTE, ann))
    assert covered(doc) == [("DOCTOR", "Ana Ruiz"), ("PATIENT", "Ruiz")]
    assert "'n1'" in caplog.text
    assert "[12, 20)" in caplog.text
    assert "Ruiz" not in caplog.text


@pytest.mark.parametrize(
    ("ann", "line", "problem", "offset"),
    [
        ("T1\tDOCTOR 12 20\tAna Ruiz\nT2\tDATE 24 34\t04/03/2021\n", 2, "mention differs", 24),
        ("T1\tDATE 24 340\t03/04/2021\n", 1, "beyond the text", 340),
        ("T1\tDATE 24 24\t\n", 1, "empty or reversed", 24),
        ("T1\tDATE 30 24\t\n", 1, "empty or reversed", 30),
        ("\n\nT3\tDATE twenty 34\t03/04/2021\n", 3, "malformed", None),
        ("T1 DATE 24 34 03/04/2021\n", 1, "malformed", None),
        ("T1\tDATE 24\t03/04/2021\n", 1, "malformed", None),
    ],
)
def test_brat_malformed_annotation_names_file_and_line_not_text(tmp_path, ann, line, problem, offset):
    write_pair(tmp_path, "n1", NOTE, ann)
    with pytest.raises(InputError) as caught:
        list(read_brat(tmp_path))
    error = caught.value
    assert error.path.endswith("n1.ann")
    assert error.line == line
    assert error.offset == offset
    assert problem in error.problem
    assert "03/04" not in str(error)
    assert "Ruiz" not in str(error)


def test_brat_ann_without_txt_is_an_input_error(tmp_path):
    write_pair(tmp_path, "n1", NOTE, "T1\tDOCTOR 12 20\tAna Ruiz\n")
    (tmp_path / "orphan.ann").write_text("T1\tDATE 0 1\tx\n")
    with pytest.raises(InputError, match=r"orphan\.ann: annotation file without its \.txt"):
        list(read_brat(tmp_path))


def test_brat_invalid_utf8_names_the_byte_offset(tmp_path):
    (tmp_path / "n1.txt").write_bytes(b"Ana \xff Ruiz")
    with pytest.raises(InputError) as caught:
        list(read_brat(tmp_path))
    assert caught.value.offset == 4
    assert "Ruiz" not in str(caught.value)


MEDDOCAN_ANN = (
    "T1\tNOMBRE_SUJETO_ASISTENCIA 8 13\tPedro\n"
    "T2\tTERRITORIO 26 32\tMadrid\n"
    "T3\tFECHAS 36 46\t17/06/2016\n"
    "T4\tSEXO_SUJETO_ASISTENCIA 54 55\tH\n"
)
MEDDOCAN_TEXT = "Nombre: Pedro.\nLocalidad: Madrid el 17/06/2016.\nSexo: H.\n"


def test_brat_meddocan_labels_map_to_canonical_and_keep_the_original(tmp_path):
    (doc,) = read_brat(write_pair(tmp_path / "in", "S0004", MEDDOCAN_TEXT, MEDDOCAN_ANN), corpus="meddocan")
    assert covered(doc) == [("PATIENT", "Pedro"), ("CITY", "Madrid"), ("DATE", "17/06/2016"), ("OTHER", "H")]
    assert [span.corpus_label for span in doc.spans] == [
        "NOMBRE_SUJETO_ASISTENCIA",
        "TERRITORIO",
        "FECHAS",
        "SEXO_SUJETO_ASISTENCIA",
    ]


def test_brat_meddocan_round_trip_with_corpus_labels_gives_the_same_files(tmp_path):
    source = write_pair(tmp_path / "in", "S0004", MEDDOCAN_TEXT, MEDDOCAN_ANN)
    write_brat(read_brat(source, corpus="meddocan"), tmp_path / "out", corpus_labels=True)
    assert (tmp_path / "out" / "S0004.ann").read_text(encoding="utf-8") == MEDDOCAN_ANN
    assert (tmp_path / "out" / "S0004.txt").read_bytes() == MEDDOCAN_TEXT.encode("utf-8")
    write_brat(read_brat(source, corpus="meddocan"), tmp_path / "canonical")
    assert "T2\tCITY 26 32\tMadrid\n" in (tmp_path / "canonical" / "S0004.ann").read_text(encoding="utf-8")


@pytest.mark.parametrize("doc_id", ["../escape", "a/b", "", ".hidden", "con:1"])
def test_brat_writer_refuses_ids_that_are_no_file_name(tmp_path, doc_id):
    with pytest.raises(InputError, match="not a safe file name"):
        write_brat([Document(doc_id, NOTE)], tmp_path / "out")
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_brat_writer_refuses_an_id_twice(tmp_path):
    with pytest.raises(InputError, match="occurs twice"):
        write_brat([Document("n1", NOTE), Document("N1", NOTE)], tmp_path)


def test_brat_writer_failing_midway_keeps_the_old_folder(tmp_path):
    target = tmp_path / "brat"
    write_brat([Document("a", "old a"), Document("b", "old b")], target)
    before = {path.name: path.read_bytes() for path in target.iterdir()}
    with pytest.raises(InputError, match="occurs twice"):
        write_brat([Document("a", "new a"), Document("c", "new c"), Document("a", "again")], target)
    assert {path.name: path.read_bytes() for path in target.iterdir()} == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["brat"]


def test_brat_reader_warns_about_hidden_and_other_files(tmp_path, caplog):
    write_brat([Document("a", "text")], tmp_path)
    (tmp_path / ".a.txt.swp").write_text("x")
    (tmp_path / "notes.csv").write_text("x")
    with caplog.at_level(logging.WARNING, logger="phiscrub.io.folders"):
        assert [doc.id for doc in read_brat(tmp_path)] == ["a"]
    assert "skipped 2 file(s)" in caplog.text and "notes.csv" in caplog.text
