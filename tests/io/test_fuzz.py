"""Every registered reader, fed random bytes or a damaged valid corpus, yields documents or raises PhiscrubError.

Any other exception (UnicodeDecodeError, KeyError, an XML or Arrow error, RecursionError, ...) is a bug: callers catch
PhiscrubError to report a bad input without a traceback that could quote the note.
"""

import contextlib
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from phiscrub.errors import PhiscrubError
from phiscrub.io.registry import FORMATS, reader, writer
from tests.strategies import documents_with_spans

# (file names the random content goes to, path handed to the reader), relative to a temporary folder
LAYOUTS = {
    "jsonl": (("corpus.jsonl",), "corpus.jsonl"),
    "brat": (("notes/a.txt", "notes/a.ann"), "notes"),
    "i2b2": (("notes/a.xml",), "notes"),
    "i2b2-2006": (("corpus.xml",), "corpus.xml"),
    "physionet": (("corpus/id.text", "corpus/id-phi.phrase"), "corpus"),
    "text": (("notes/a.txt",), "notes"),
    "csv": (("corpus.csv",), "corpus.csv"),
    "parquet": (("corpus.parquet",), "corpus.parquet"),
}
WRITE_TARGETS = {
    "jsonl": "corpus.jsonl",
    "brat": "notes",
    "i2b2": "notes",
    "i2b2-2006": "corpus.xml",
    "physionet": "corpus",
    "text": "notes",
    "csv": "corpus.csv",
    "parquet": "corpus.parquet",
}
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

contents = st.one_of(st.binary(max_size=300), st.text(max_size=200).map(lambda text: text.encode("utf-8", "replace")))


def read_all_or_phiscrub_error(fmt: str, path: Path) -> None:
    with contextlib.suppress(PhiscrubError):
        list(reader(fmt)(path))


def test_every_registered_format_is_fuzzed():
    assert set(LAYOUTS) == set(FORMATS) == set(WRITE_TARGETS)


@pytest.mark.parametrize("fmt", list(LAYOUTS))
def test_reader_on_random_content_reads_or_raises_phiscrub_error(fmt):
    names, read_path = LAYOUTS[fmt]

    @FUZZ
    @given(st.lists(contents, min_size=len(names), max_size=len(names)))
    def check(payloads):
        with tempfile.TemporaryDirectory() as folder:
            for name, payload in zip(names, payloads, strict=True):
                (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
                (Path(folder) / name).write_bytes(payload)
            read_all_or_phiscrub_error(fmt, Path(folder) / read_path)

    check()


# a damage: (where, as a fraction of the file, how many bytes to drop, bytes to put in their place)
damages = st.lists(
    st.tuples(
        st.floats(0, 1), st.integers(0, 8), st.binary(max_size=8) | st.sampled_from([b"\n", b'"', b"<", b"|", b"-1"])
    ),
    min_size=1,
    max_size=4,
)


def damaged(data: bytes, damage: list[tuple[float, int, bytes]]) -> bytes:
    for where, drop, insert in damage:
        at = int(where * len(data))
        data = data[:at] + insert + data[at + drop :]
    return data


@pytest.mark.parametrize("fmt", list(LAYOUTS))
def test_reader_on_a_damaged_valid_corpus_reads_or_raises_phiscrub_error(fmt):
    documents = st.lists(documents_with_spans(), min_size=1, max_size=3, unique_by=lambda doc: doc.id)

    @FUZZ
    @given(documents, st.data())
    def check(docs, data):
        if fmt == "physionet":
            docs = [doc.with_meta(note=str(i)) for i, doc in enumerate(docs)]
            docs = [type(doc)(f"{doc.patient_id}-{doc.meta['note']}", doc.text, doc.spans, doc.meta) for doc in docs]
        with tempfile.TemporaryDirectory() as folder:
            target = Path(folder) / WRITE_TARGETS[fmt]
            try:
                writer(fmt)(docs, target)
            except PhiscrubError:
                return  # a format that cannot carry this text (e.g. XML and U+FFFE); writers are tested elsewhere
            files = sorted(path for path in Path(folder).rglob("*") if path.is_file())
            victim = data.draw(st.sampled_from(files))
            victim.write_bytes(damaged(victim.read_bytes(), data.draw(damages)))
            read_all_or_phiscrub_error(fmt, target)

    check()


xml_encodings = st.sampled_from(["UTF-8", "UTF-7", "UTF-16", "ISO-8859-1", "Shift_JIS", "EUC-JP", "UT-8", "bogus", ""])


@pytest.mark.parametrize("fmt", ["i2b2", "i2b2-2006"])
def test_xml_reader_on_any_declared_encoding_reads_or_raises_phiscrub_error(fmt):
    @FUZZ
    @given(xml_encodings, st.binary(max_size=100))
    def check(encoding, body):
        declaration = f'<?xml version="1.0" encoding="{encoding}"?>\n'.encode("ascii")
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "note.xml"
            path.write_bytes(declaration + b"<ROOT><RECORD ID='1'><TEXT>" + body + b"</TEXT></RECORD></ROOT>")
            read_all_or_phiscrub_error(fmt, path)

    check()


def test_parquet_reader_on_any_bytes_in_a_string_column_reads_or_raises_phiscrub_error():
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")

    @FUZZ
    @given(st.lists(st.binary(max_size=40), min_size=1, max_size=4))
    def check(texts):
        ids = pa.array([f"n{number}" for number in range(len(texts))])
        table = pa.table({"id": ids, "text": pa.array(texts, pa.binary()).cast(pa.string(), safe=False)})
        with tempfile.TemporaryDirectory() as folder:
            pq.write_table(table, Path(folder) / "c.parquet")
            read_all_or_phiscrub_error("parquet", Path(folder) / "c.parquet")

    check()
