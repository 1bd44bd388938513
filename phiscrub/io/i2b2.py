r"""i2b2 XML: the 2014 / CEGS N-GRID stand-off layout (one file per note) and the 2006 inline layout (one file).

i2b2 2014 (format name "i2b2")::

    <?xml version="1.0" encoding="UTF-8" ?>
    <deIdi2b2>
    <TEXT><![CDATA[...note text...]]></TEXT>
    <TAGS>
    <DATE id="P0" start="16" end="26" text="2067-05-03" TYPE="DATE" comment="" />
    </TAGS>
    </deIdi2b2>

The tag element is the main category of the label (`phiscrub.labels.category_of`: NAME, LOCATION, ...) and TYPE the
subtype. A canonical label named `CATEGORY-SUBTYPE` is written as that category with TYPE SUBTYPE and read back from
the pair: LOCATION-OTHER <-> `<LOCATION TYPE="OTHER">` (i2b2 2014) and NAME-RELATIVE <-> `<NAME TYPE="RELATIVE">`
(CEGS N-GRID 2016); OTHER is `<OTHER TYPE="OTHER">`. The document id is the file stem; metadata has no place in the
format and is not written.

i2b2 2006 (format name "i2b2-2006")::

    <ROOT><RECORD ID="..."><TEXT>...<PHI TYPE="DOCTOR">...</PHI>...</TEXT></RECORD></ROOT>

Many records per file; a span's offsets are counted in the text inside `<TEXT>` with the PHI tags taken out. Inline
tags cannot nest or cross, so overlapping spans cannot be written in this layout.

Exact text on both layouts. XML parsers turn "\r\n" and a lone "\r" into "\n", CDATA cannot hold "]]>" and
attribute values lose their tabs and line breaks, so the writers emit every "\r" as the reference `&#13;`, split
CDATA sections around "]]>", and write tab and line breaks in attributes as references: any text round-trips
exactly, except characters that XML 1.0 cannot carry at all (control characters other than tab, line feed and
carriage return, lone surrogates, U+FFFE and U+FFFF), for which the writers raise InputError naming document and
offset. Readers parse with expat directly and refuse any DOCTYPE, so that no entity is ever expanded (no "billion
laughs"); malformed XML is reported with file, line and column, never with content.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from xml.parsers import expat

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.atomic import atomic_folder, atomic_write
from phiscrub.io.encoding import text_encoding
from phiscrub.io.folders import document_file, files_with_suffix, warn_other_files, warn_overlaps
from phiscrub.labels import category_of, is_canonical, label_map, to_canonical

logger = logging.getLogger(__name__)

_NOT_XML_10 = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_ATTRIBUTE_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"}
)
_CONTENT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"})
_WHITESPACE_AS_SPACE = str.maketrans({"\t": " ", "\n": " ", "\r": " "})
_CHUNK_BYTES = 1 << 16
_UNKNOWN_ENCODING = (
    "the XML declaration (or --encoding) names an encoding phiscrub cannot read (only UTF-8, UTF-16 and "
    "single-byte encodings such as ISO-8859-1): convert the file to UTF-8 and fix its declaration"
)


# ---------------------------------------------------------------------------------------------------------------
# Parsing: expat with DOCTYPE refused and errors as InputError
# ---------------------------------------------------------------------------------------------------------------


def _parser(path: Path, encoding: str | None) -> expat.XMLParserType:
    """Return an expat parser that refuses DOCTYPE and entity declarations (so nothing can expand).

    `encoding` overrides the XML declaration's (None: the declaration's, else UTF-8).
    """
    parser = expat.ParserCreate(text_encoding(encoding) if encoding is not None else None)
    parser.buffer_text = True

    def refuse(*_: object) -> None:
        raise InputError(
            path,
            "DOCTYPE or entity declarations are not accepted (entity expansion risk)",
            line=parser.CurrentLineNumber,
        )

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    return parser


def _feed(parser: expat.XMLParserType, data: bytes, final: bool, path: Path) -> None:
    try:
        parser.Parse(data, final)
    except expat.ExpatError as error:
        problem = f"malformed XML: {expat.ErrorString(error.code)} (column {error.offset + 1})"
        raise InputError(path, problem, line=error.lineno) from None
    except LookupError:
        raise InputError(path, _UNKNOWN_ENCODING, line=parser.CurrentLineNumber) from None
    except ValueError as error:
        # pyexpat's refusal of a declared multi-byte encoding (UTF-7, Shift-JIS, ...); any other ValueError is a bug
        if "encoding" not in str(error):
            raise
        raise InputError(path, _UNKNOWN_ENCODING, line=parser.CurrentLineNumber) from None


def _integer_attribute(attributes: dict[str, str], name: str, path: Path, line: int) -> int:
    value = attributes.get(name, "")
    if not value.isascii() or not value.isdigit():
        raise InputError(path, f"tag without a non-negative integer {name!r} attribute", line=line)
    return int(value)


def _check_span_range(start: int, end: int, length: int, path: Path, line: int) -> None:
    if start >= end:
        raise InputError(path, "tag offsets are empty or reversed", line=line, offset=start)
    if end > length:
        raise InputError(path, f"tag ends beyond the text ({length} chars)", line=line, offset=end)


# ---------------------------------------------------------------------------------------------------------------
# Labels
# ---------------------------------------------------------------------------------------------------------------


def _label_from_tag(tag: str, subtype: str | None, corpus: str) -> tuple[str, str | None]:
    """Return (canonical label, corpus label or None) of an i2b2 2014 tag element and its TYPE."""
    if not subtype:
        canonical = to_canonical(tag, corpus)
        return canonical, (tag if tag != canonical else None)
    combined = f"{tag}-{subtype}".upper()
    if is_canonical(combined) and category_of(combined) == tag.upper():
        return combined, None
    mapping = label_map(corpus)
    pair = f"{tag}:{subtype}"
    canonical = mapping.get(pair) or mapping.get(pair.upper()) or to_canonical(subtype, corpus)
    return canonical, (subtype if subtype != canonical else None)


def _tag_for(span: Span, corpus_labels: bool) -> tuple[str, str]:
    """Return the i2b2 2014 (element name, TYPE) for a span."""
    category = category_of(span.label)
    if corpus_labels and span.corpus_label:
        return category, span.corpus_label
    return category, span.label.removeprefix(f"{category}-")


def _label_from_2006_type(label: str, corpus: str) -> tuple[str, str | None]:
    """Return (canonical, corpus label or None); with the "canonical" map, 2006 types (ID, LOCATION) are known too."""
    if corpus == "canonical" and not is_canonical(label):
        corpus = "i2b2-2006"
    canonical = to_canonical(label, corpus)
    return canonical, (label if label != canonical else None)


# ---------------------------------------------------------------------------------------------------------------
# Writing helpers
# ---------------------------------------------------------------------------------------------------------------


def _check_xml_characters(value: str, path: Path, doc_id: str, what: str) -> None:
    found = _NOT_XML_10.search(value)
    if found:
        raise InputError(
            path,
            f"{what} holds U+{ord(found.group()):04X}, which XML 1.0 cannot carry",
            doc_id=doc_id,
            offset=found.start() if what == "text" else None,
        )


def _attribute(value: str) -> str:
    return value.translate(_ATTRIBUTE_ESCAPES)


def _cdata(text: str) -> str:
    r"""Return `text` as XML element content made of CDATA sections, each "\r" a character reference between them."""
    pieces = []
    for number, part in enumerate(text.split("\r")):
        if number:
            pieces.append("&#13;")
        if part:
            pieces.append("<![CDATA[" + part.replace("]]>", "]]]]><![CDATA[>") + "]]>")
    return "".join(pieces)


# ---------------------------------------------------------------------------------------------------------------
# i2b2 2014
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _RawTag:
    name: str
    attributes: dict[str, str]
    line: int


def _parse_2014(path: Path, encoding: str | None) -> tuple[str, list[_RawTag]]:
    """Return the text and the tag elements of one i2b2 2014 file."""
    parser = _parser(path, encoding)
    stack: list[str] = []
    text_pieces: list[str] = []
    tags: list[_RawTag] = []
    text_elements = 0

    def start(name: str, attributes: dict[str, str]) -> None:
        nonlocal text_elements
        if stack and stack[-1] == "TEXT" and len(stack) == 2:
            raise InputError(path, f"unexpected <{name}> element inside <TEXT>", line=parser.CurrentLineNumber)
        if len(stack) == 1 and name == "TEXT":
            text_elements += 1
            if text_elements > 1:
                raise InputError(path, "more than one <TEXT> element", line=parser.CurrentLineNumber)
        if len(stack) == 2 and stack[-1] == "TAGS":
            tags.append(_RawTag(name, attributes, parser.CurrentLineNumber))
        stack.append(name)

    def end(_: str) -> None:
        stack.pop()

    def characters(data: str) -> None:
        if len(stack) == 2 and stack[-1] == "TEXT":
            text_pieces.append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(_CHUNK_BYTES):
                _feed(parser, chunk, False, path)
    except OSError as error:
        raise InputError(path, f"cannot read ({error.strerror})") from None
    _feed(parser, b"", True, path)
    if not text_elements:
        raise InputError(path, "no <TEXT> element under the root (for inline <PHI> tags use format i2b2-2006)")
    return "".join(text_pieces), tags


def _document_2014(path: Path, corpus: str, encoding: str | None) -> Document:
    text, tags = _parse_2014(path, encoding)
    spans = []
    for tag in tags:
        start = _integer_attribute(tag.attributes, "start", path, tag.line)
        end = _integer_attribute(tag.attributes, "end", path, tag.line)
        _check_span_range(start, end, len(text), path, tag.line)
        claimed = tag.attributes.get("text")
        # attribute values of files written by other tools may have had their line breaks normalised to spaces
        if claimed is not None and claimed.translate(_WHITESPACE_AS_SPACE) != text[start:end].translate(
            _WHITESPACE_AS_SPACE
        ):
            raise InputError(path, "tag text differs from the note text at its offsets", line=tag.line, offset=start)
        label, corpus_label = _label_from_tag(tag.name, tag.attributes.get("TYPE"), corpus)
        spans.append(Span(start, end, label, corpus_label=corpus_label))
    doc = Document(path.stem, text, tuple(spans))
    warn_overlaps(doc, path)
    return doc


def _xml_files(path: Path) -> list[Path]:
    """Return the `.xml` files of a folder in name order (warning about any other file), or the one file given."""
    if not path.is_dir():
        return [path]
    warn_other_files(path, (".xml",))
    return files_with_suffix(path, ".xml")


def read_i2b2(path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield the documents of a folder of i2b2 2014 XML files (or of one such file), one per file, in name order.

    The element/TYPE pair is mapped to a canonical label as the module docstring says, else through `corpus`'s label
    map (`--corpus i2b2-2014` for the original corpus, where e.g. `<ID TYPE="OTHER">` is IDNUM).

    Raises:
        InputError: naming file and line (and column or offset) of malformed XML, a DOCTYPE, a tag out of range or
            whose `text` differs from the note text.
    """
    path = Path(path)
    files = _xml_files(path)
    for file in files:
        yield _document_2014(file, corpus, encoding)


def _document_2014_xml(doc: Document, corpus_labels: bool, path: Path) -> str:
    _check_xml_characters(doc.text, path, doc.id, "text")
    lines = ['<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n<TEXT>', _cdata(doc.text), "</TEXT>\n<TAGS>\n"]
    for number, span in enumerate(doc.spans):
        element, subtype = _tag_for(span, corpus_labels)
        _check_xml_characters(subtype, path, doc.id, "label")
        mention = _attribute(doc.text[span.start : span.end])
        lines.append(
            f'<{element} id="P{number}" start="{span.start}" end="{span.end}" text="{mention}"'
            f' TYPE="{_attribute(subtype)}" comment="" />\n'
        )
    lines.append("</TAGS>\n</deIdi2b2>\n")
    return "".join(lines)


def write_i2b2(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write each document as `<id>.xml` (i2b2 2014) in folder `path`, swapped in whole at the end; return the count.

    Raises:
        InputError: for text XML 1.0 cannot carry (document and offset), an unsafe or repeated document id.
    """
    path = Path(path)
    seen: set[str] = set()
    count = 0
    # an empty corpus is an empty folder, not no folder; the folder is swapped in whole at the end
    with atomic_folder(path, (".xml",)) as folder:
        for doc in docs:
            file = document_file(path, doc.id, ".xml")
            if doc.id.casefold() in seen:
                raise InputError(path, "document id occurs twice (each document needs its own file)", doc_id=doc.id)
            seen.add(doc.id.casefold())
            content = _document_2014_xml(doc, corpus_labels, file)
            with atomic_write(folder / file.name) as handle:
                handle.write(content)
            count += 1
    return count


# ---------------------------------------------------------------------------------------------------------------
# i2b2 2006
# ---------------------------------------------------------------------------------------------------------------


class _Records2006:
    """Expat handlers that turn <RECORD> elements into Documents as the parse reaches each record's end."""

    def __init__(self, path: Path, corpus: str, parser: expat.XMLParserType) -> None:
        self.path = path
        self.corpus = corpus
        self.parser = parser
        self.ready: list[Document] = []
        self.record_id: str | None = None
        self.in_text = False
        self.pieces: list[str] = []
        self.position = 0
        self.open_phi: list[tuple[int, str, int]] = []
        self.spans: list[Span] = []

    def start(self, name: str, attributes: dict[str, str]) -> None:
        line = self.parser.CurrentLineNumber
        if name == "RECORD":
            if "ID" not in attributes:
                raise InputError(self.path, "<RECORD> element without an ID attribute", line=line)
            self.record_id, self.pieces, self.position, self.spans = attributes["ID"], [], 0, []
        elif name == "TEXT" and self.record_id is not None:
            self.in_text = True
        elif name == "PHI" and self.in_text:
            if "TYPE" not in attributes:
                raise InputError(self.path, "<PHI> element without a TYPE attribute", line=line)
            self.open_phi.append((self.position, attributes["TYPE"], line))
        elif self.in_text:
            raise InputError(self.path, f"unexpected <{name}> element inside <TEXT>", line=line)

    def end(self, name: str) -> None:
        if name == "PHI" and self.open_phi:
            start, label, line = self.open_phi.pop()
            if start == self.position:
                raise InputError(self.path, "empty <PHI> element", doc_id=self.record_id, line=line, offset=start)
            canonical, corpus_label = _label_from_2006_type(label, self.corpus)
            self.spans.append(Span(start, self.position, canonical, corpus_label=corpus_label))
        elif name == "TEXT":
            self.in_text = False
        elif name == "RECORD" and self.record_id is not None:
            doc = Document(self.record_id, "".join(self.pieces), tuple(self.spans))
            warn_overlaps(doc, self.path)
            self.ready.append(doc)
            self.record_id = None

    def characters(self, data: str) -> None:
        if self.in_text:
            self.pieces.append(data)
            self.position += len(data)


def _read_2006_file(path: Path, corpus: str, encoding: str | None) -> Iterator[Document]:
    parser = _parser(path, encoding)
    records = _Records2006(path, corpus, parser)
    parser.StartElementHandler = records.start
    parser.EndElementHandler = records.end
    parser.CharacterDataHandler = records.characters
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, around the yields
    except OSError as error:
        raise InputError(path, f"cannot open ({error.strerror})") from None
    with handle:
        while chunk := handle.read(_CHUNK_BYTES):
            _feed(parser, chunk, False, path)
            yield from records.ready
            records.ready.clear()
    _feed(parser, b"", True, path)
    yield from records.ready


def read_i2b2_2006(path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield the records of an i2b2 2006 XML file (or of each `.xml` of a folder, in name order), streaming.

    With the default "canonical" map, the 2006 types that are not canonical (ID, LOCATION) map through the
    i2b2-2006 map (IDNUM, LOCATION-OTHER) and are kept as `Span.corpus_label`.

    Raises:
        InputError: naming file and line of malformed XML, a DOCTYPE, a record without ID or an empty <PHI>.
    """
    path = Path(path)
    files = _xml_files(path)
    for file in files:
        yield from _read_2006_file(file, corpus, encoding)


def _record_2006_xml(doc: Document, corpus_labels: bool, path: Path) -> str:
    _check_xml_characters(doc.text, path, doc.id, "text")
    _check_xml_characters(doc.id, path, doc.id, "document id")
    pieces = [f'<RECORD ID="{_attribute(doc.id)}">\n<TEXT>']
    position = 0
    for span in doc.spans:
        if span.start < position:
            raise InputError(
                path,
                "overlapping or nested spans cannot be written as inline i2b2 2006 tags",
                doc_id=doc.id,
                offset=span.start,
            )
        label = span.corpus_label if corpus_labels and span.corpus_label else span.label
        _check_xml_characters(label, path, doc.id, "label")
        pieces.append(doc.text[position : span.start].translate(_CONTENT_ESCAPES))
        pieces.append(
            f'<PHI TYPE="{_attribute(label)}">{doc.text[span.start : span.end].translate(_CONTENT_ESCAPES)}</PHI>'
        )
        position = span.end
    pieces.append(doc.text[position:].translate(_CONTENT_ESCAPES))
    pieces.append("</TEXT>\n</RECORD>\n")
    return "".join(pieces)


def write_i2b2_2006(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write documents as the records of one i2b2 2006 XML file, atomically; return how many were written.

    Raises:
        InputError: for overlapping or nested spans, or text XML 1.0 cannot carry (document and offset); nothing is
            written then.
    """
    path = Path(path)
    count = 0
    with atomic_write(path) as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n<ROOT>\n')
        for doc in docs:
            handle.write(_record_2006_xml(doc, corpus_labels, path))
            count += 1
        handle.write("</ROOT>\n")
    return count
