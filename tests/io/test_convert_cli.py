import json

import pytest
from typer.testing import CliRunner

from phiscrub.cli.main import build_app
from phiscrub.document import Document, Span
from phiscrub.errors import InputError, OutputError
from phiscrub.io.jsonl import read_jsonl, write_jsonl

TEXT_1 = "Nombre: Pedro.\r\nLocalidad: Madrid el 17/06/2016.\tSexo: H."
TEXT_2 = "Médico: Estefanía Romero ]]> & <x>"


def meddocan_docs() -> list[Document]:
    def span(text: str, phrase: str, label: str, corpus_label: str) -> Span:
        start = text.index(phrase)
        return Span(start, start + len(phrase), label, corpus_label=corpus_label)

    return [
        Document(
            "S0004-1",
            TEXT_1,
            (
                span(TEXT_1, "Pedro", "PATIENT", "NOMBRE_SUJETO_ASISTENCIA"),
                span(TEXT_1, "Madrid", "CITY", "TERRITORIO"),
                span(TEXT_1, "17/06/2016", "DATE", "FECHAS"),
                span(TEXT_1, "H", "OTHER", "SEXO_SUJETO_ASISTENCIA"),
            ),
        ),
        Document("S0004-2", TEXT_2, (span(TEXT_2, "Estefanía Romero", "DOCTOR", "NOMBRE_PERSONAL_SANITARIO"),)),
        Document("S0004-3", ""),
    ]


def run(*args: str):
    return CliRunner().invoke(build_app(), ["convert", *map(str, args)])


def test_convert_jsonl_to_brat_to_i2b2_to_jsonl_keeps_text_and_spans(tmp_path):
    source = tmp_path / "dev.jsonl"
    # the corpus's own labels in the JSONL, as in ../shared/corpora/meddocan
    write_jsonl(meddocan_docs(), source, corpus_labels=True)
    steps = [
        (source, tmp_path / "brat", "jsonl", "brat"),
        (tmp_path / "brat", tmp_path / "i2b2", "brat", "i2b2"),
        (tmp_path / "i2b2", tmp_path / "2006.xml", "i2b2", "i2b2-2006"),
        (tmp_path / "2006.xml", tmp_path / "back.jsonl", "i2b2-2006", "jsonl"),
    ]
    for source_path, target_path, from_format, to_format in steps:
        result = run(
            source_path,
            target_path,
            "--from",
            from_format,
            "--to",
            to_format,
            "--corpus",
            "meddocan",
            "--corpus-labels",
        )
        assert result.exit_code == 0, result.output
        assert f"converted 3 documents with 5 spans from {from_format} to {to_format}" in result.stderr
        assert "Pedro" not in result.output
    assert list(read_jsonl(tmp_path / "back.jsonl", corpus="meddocan")) == meddocan_docs()
    assert (tmp_path / "back.jsonl").read_text(encoding="utf-8") == source.read_text(encoding="utf-8")
    assert "T2\tTERRITORIO " in (tmp_path / "brat" / "S0004-1.ann").read_text(encoding="utf-8")


def test_convert_guesses_the_input_format_and_writes_canonical_labels_by_default(tmp_path):
    write_jsonl(meddocan_docs(), tmp_path / "dev.jsonl", corpus_labels=True)
    assert run(tmp_path / "dev.jsonl", tmp_path / "brat", "--to", "brat", "--corpus", "meddocan").exit_code == 0
    result = run(tmp_path / "brat", tmp_path / "out.jsonl", "--to", "jsonl")
    assert result.exit_code == 0, result.output
    assert "from brat to jsonl" in result.stderr
    labels = [span["label"] for line in (tmp_path / "out.jsonl").open() for span in json.loads(line)["spans"]]
    assert labels == ["PATIENT", "CITY", "DATE", "OTHER", "DOCTOR"]


@pytest.mark.parametrize(
    "args",
    [
        ["--to", "docx"],
        ["--to", "brat", "--from", "pdf"],
        ["--to", "brat", "--corpus", "nowhere"],
        [],
    ],
)
def test_convert_rejects_unknown_names_with_a_usage_error(tmp_path, args):
    write_jsonl([Document("n1", "text")], tmp_path / "in.jsonl")
    result = run(tmp_path / "in.jsonl", tmp_path / "out", *args)
    assert result.exit_code == 2
    assert not (tmp_path / "out").exists()


def test_convert_malformed_input_fails_naming_the_file_not_the_text(tmp_path):
    (tmp_path / "brat").mkdir()
    (tmp_path / "brat" / "n1.txt").write_text("Seen by Ana Ruiz")
    (tmp_path / "brat" / "n1.ann").write_text("T1\tPATIENT 8 16\tEva Ruiz\n")
    result = run(tmp_path / "brat", tmp_path / "out.jsonl", "--to", "jsonl")
    assert isinstance(result.exception, InputError)
    assert "n1.ann" in str(result.exception)
    assert "Ruiz" not in str(result.exception)
    assert not (tmp_path / "out.jsonl").exists()


def test_convert_refuses_to_write_over_its_input(tmp_path):
    write_jsonl([Document("n1", "text")], tmp_path / "in.jsonl")
    result = run(tmp_path / "in.jsonl", tmp_path / "in.jsonl", "--to", "jsonl")
    assert isinstance(result.exception, OutputError)
    assert "the output is the input" in str(result.exception)
