import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import InputError, PhiscrubError
from phiscrub.io.physionet import read_physionet, write_physionet

TEXT = (
    "START_OF_RECORD=1||||1||||\n"
    "Pt seen by Dr. Ana Ruiz on 03/04/2021.\n"
    "||||END_OF_RECORD\n"
    "START_OF_RECORD=1||||2||||\r\n"
    "Called  Mary\r\nLou at home.\r\n"
    "||||END_OF_RECORD\r\n"
    "\n"
    "START_OF_RECORD=22||||5||||\n"
    "No PHI here.||||END_OF_RECORD"
)
PHRASES = "\ufeff1 1 15 23 HCPName Ana Ruiz\r\n1 1  27\t37 Date 03/04/2021\n1 2 8 17 RelativeProxyName Mary Lou\n"


def write_corpus(folder, text=TEXT, phrases=PHRASES, name="id"):
    (folder / f"{name}.text").write_bytes(text.encode("utf-8"))
    if phrases is not None:
        (folder / f"{name}-phi.phrase").write_bytes(phrases.encode("utf-8"))
    return folder / f"{name}.text"


def covered(doc):
    return [(span.label, doc.span_text(span)) for span in doc.spans]


def test_read_physionet_finds_records_bodies_and_gold_spans(tmp_path):
    docs = list(read_physionet(write_corpus(tmp_path)))
    assert [doc.id for doc in docs] == ["1-1", "1-2", "22-5"]
    assert docs[0].text == "Pt seen by Dr. Ana Ruiz on 03/04/2021.\n"
    assert covered(docs[0]) == [("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")]
    assert docs[0].spans[0].corpus_label == "HCPName"
    assert docs[1].text == "Called  Mary\r\nLou at home.\r\n"
    assert covered(docs[1]) == [("NAME-RELATIVE", "Mary\r\nLou")]
    assert docs[2].text == "No PHI here." and docs[2].spans == ()
    assert dict(docs[2].meta) == {"patient_id": "22", "note": "5"}


@pytest.mark.parametrize("how", ["text file", "folder", "base path", "phrase file"])
def test_read_physionet_accepts_the_file_its_folder_its_base_path_or_its_phrase_file(tmp_path, how):
    text_path = write_corpus(tmp_path)
    path = {
        "text file": text_path,
        "folder": tmp_path,
        "base path": tmp_path / "id",
        "phrase file": tmp_path / "id-phi.phrase",
    }[how]
    assert [len(doc.spans) for doc in read_physionet(path)] == [2, 1, 0]


def test_read_physionet_without_a_phrase_file_gives_documents_without_spans(tmp_path):
    docs = list(read_physionet(write_corpus(tmp_path, phrases=None)))
    assert [doc.spans for doc in docs] == [(), (), ()]


def test_read_physionet_maps_labels_through_the_chosen_corpus(tmp_path):
    docs = list(read_physionet(write_corpus(tmp_path, phrases="1 1 27 37 DATE 03/04/2021\n"), corpus="canonical"))
    assert docs[0].spans == (Span(27, 37, "DATE"),)


def test_read_physionet_streams_records_one_at_a_time(tmp_path):
    text = TEXT.replace("START_OF_RECORD=22||||5||||\n", "broken header\n")
    docs = read_physionet(write_corpus(tmp_path, text=text))
    assert next(docs).id == "1-1"
    assert next(docs).id == "1-2"
    with pytest.raises(InputError):
        next(docs)


@pytest.mark.parametrize(
    ("text", "phrases", "where"),
    [
        ("START_OF_RECORD=1||||1\nAna\n||||END_OF_RECORD\n", "", "line 1"),
        ("START_OF_RECORD=1||||||||\nAna\n||||END_OF_RECORD\n", "", "line 1"),
        ("START_OF_RECORD=1 2||||1||||\nAna\n||||END_OF_RECORD\n", "", "line 1"),
        ("Ana\n", "", "line 1"),
        ("START_OF_RECORD=1||||1||||\nAna\n", "", "document '1-1'"),
        ("START_OF_RECORD=1||||1||||\nAna\n||||END_OF_RECORD trailing\n", "", "line 3"),
        ("START_OF_RECORD=1||||1||||\nAna\n||||END_OF_RECORD\n" * 2, "", "line 4"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "1 1 x 3 DOCTOR Ana\n", "'1-1', line 1"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "1 1 3\n", "line 1"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "1 1 3 3 DOCTOR \n", "char 3"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "\n1 1 4 90 DOCTOR Ruiz\n", "line 2, char 90"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "1 1 0 3 DOCTOR Bob\n", "'1-1', line 1, char 0"),
        ("START_OF_RECORD=1||||1||||\nAna Ruiz\n||||END_OF_RECORD\n", "1 9 0 3 DOCTOR Ana\n", "'1-9', line 1"),
    ],
)
def test_read_physionet_reports_malformed_input_by_file_line_and_record_never_by_text(tmp_path, text, phrases, where):
    write_corpus(tmp_path, text=text, phrases=phrases)
    with pytest.raises(InputError) as caught:
        list(read_physionet(tmp_path / "id.text"))
    assert where in str(caught.value)
    for secret in ("Ana", "Ruiz", "Bob"):
        assert secret not in str(caught.value)


def test_read_physionet_reports_bytes_that_are_not_utf8_with_their_offset(tmp_path):
    (tmp_path / "id.text").write_bytes(b"START_OF_RECORD=1||||1||||\nAn\xff\n||||END_OF_RECORD\n")
    with pytest.raises(InputError, match="char 29"):
        list(read_physionet(tmp_path / "id.text"))


def test_write_physionet_round_trips_crlf_bodies_multiline_spans_and_empty_notes(tmp_path):
    docs = [
        Document("7-1", "Dr. Ana\r\nRuiz saw him\r\n", (Span(4, 13, "DOCTOR"), Span(0, 2, "OTHER"))),
        Document("7-2", ""),
        Document("8-1", "  START_OF_RECORD=9||||9||||\n  phone 555-0199", (Span(37, 45, "PHONE"),)),
    ]
    assert write_physionet(docs, tmp_path / "corpus.text") == 3
    assert (tmp_path / "corpus-phi.phrase").read_text() == (
        "7 1 0 2 OTHER Dr\n7 1 4 13 DOCTOR Ana Ruiz\n8 1 37 45 PHONE 555-0199\n"
    )
    back = list(read_physionet(tmp_path / "corpus.text"))
    assert back == docs
    assert [doc.patient_id for doc in back] == ["7", "7", "8"]


def test_write_physionet_to_a_folder_writes_the_corpus_names(tmp_path):
    write_physionet([Document("1-1", "Ana", (Span(0, 3, "PATIENT"),))], tmp_path / "out")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["id-phi.phrase", "id.text"]
    assert [doc.id for doc in read_physionet(tmp_path / "out")] == ["1-1"]


def test_write_physionet_takes_patient_and_note_from_meta_or_the_last_dash(tmp_path):
    docs = [
        Document("a-b-3", "x", meta={"patient_id": "a-b", "note": "3"}),
        Document("c-d-4", "y"),
        Document("e-5-6", "z", meta={"patient_id": "e"}),
    ]
    write_physionet(docs, tmp_path / "c.text")
    headers = [line for line in (tmp_path / "c.text").read_text().splitlines() if line.startswith("START")]
    assert headers == ["START_OF_RECORD=a-b||||3||||", "START_OF_RECORD=c-d||||4||||", "START_OF_RECORD=e||||5-6||||"]
    assert [doc.id for doc in read_physionet(tmp_path / "c.text")] == ["a-b-3", "c-d-4", "e-5-6"]


def test_write_physionet_writes_corpus_labels_when_asked(tmp_path):
    doc = Document("1-1", "Ana", (Span(0, 3, "DOCTOR", corpus_label="HCPName"),))
    write_physionet([doc], tmp_path / "c.text", corpus_labels=True)
    assert (tmp_path / "c-phi.phrase").read_text() == "1 1 0 3 HCPName Ana\n"
    assert list(read_physionet(tmp_path / "c.text")) == [doc]


@pytest.mark.parametrize(
    "doc",
    [
        Document("note42", "text"),
        Document("a b-1", "text"),
        Document("-1", "text"),
        Document("1-1", "ends with ||||END_OF_RECORD inside"),
        Document("1-1", "Ana", (Span(0, 3, "NO LABEL"),)),
    ],
)
def test_write_physionet_refuses_what_the_format_cannot_carry_and_leaves_no_file(tmp_path, doc):
    with pytest.raises(PhiscrubError) as caught:
        write_physionet([doc], tmp_path / "c.text")
    assert "Ana" not in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_write_physionet_keeps_each_patient_when_ids_do_not_start_with_it(tmp_path):
    docs = [
        Document(f"synth-s2016-dev-n0000{i}", f"note {i}", meta={"patient_id": f"synth-s2016-dev-p0000{i // 2}"})
        for i in range(8)
    ]
    write_physionet(docs, tmp_path / "c.text")
    back = list(read_physionet(tmp_path / "c.text"))
    assert [doc.patient_id for doc in back] == [doc.patient_id for doc in docs]
    assert len({doc.patient_id for doc in back}) == 4
    assert [doc.text for doc in back] == [doc.text for doc in docs]
    assert [doc.id for doc in back] == [f"{doc.patient_id}-{doc.id}" for doc in docs]


def test_write_physionet_replaces_its_text_and_phrase_files_as_one(tmp_path, monkeypatch):
    import os

    from phiscrub.errors import OutputError

    write_physionet([Document("1-1", "Ana", (Span(0, 3, "PATIENT"),))], tmp_path / "c.text")
    before = {name: (tmp_path / name).read_bytes() for name in ("c.text", "c-phi.phrase")}
    real_replace = os.replace

    def phrase_rename_fails(source, target):
        if str(target).endswith("c-phi.phrase") and str(source).endswith(".part") and ".old." not in str(source):
            raise OSError(28, "No space left on device")
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", phrase_rename_fails)
    new = [Document("2-1", "Bob Lee", (Span(0, 7, "PATIENT"),)), Document("3-1", "Cy")]
    with pytest.raises(OutputError, match="c-phi.phrase"):
        write_physionet(new, tmp_path / "c.text")
    monkeypatch.setattr(os, "replace", real_replace)
    assert {name: (tmp_path / name).read_bytes() for name in ("c.text", "c-phi.phrase")} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c-phi.phrase", "c.text"]
