"""BRAT standoff: a `.txt` of verbatim note text beside a `.ann` of `T` lines, one pair per document.

A text-bound line is `T1<TAB>LABEL START END<TAB>mention`, offsets in code points into the `.txt`, end exclusive; a
discontinuous annotation lists its fragments as `START END;START END` and its mention joins them with a space.
phiscrub keeps the text, the id (the file stem) and the spans; other line kinds (attributes `A`, relations `R`,
notes `#`, normalisations `N`, events `E`, ...) are skipped. BRAT has no metadata, so `meta` is empty on reading.
A byte order mark opening a `.txt` is part of the text (U+FEFF), since BRAT counts it in offsets (some MEDDOCAN
files have one).

Reading splits a discontinuous annotation into one span per fragment (with a warning), checks each mention against
the text (line breaks in the text count as the spaces BRAT writes for them) and keeps overlapping spans (with a
warning). Writing replaces each line break of a mention by a space, as BRAT does, so a `.ann` line never breaks; a
span may start or end with whitespace. Round trip: id, text and spans (start, end, label) come back as written.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from phiscrub.document import Document, Span
from phiscrub.errors import InputError
from phiscrub.io.atomic import atomic_folder, atomic_write
from phiscrub.io.encoding import read_text_file
from phiscrub.io.folders import document_file, files_with_suffix, warn_other_files, warn_overlaps
from phiscrub.labels import to_canonical

logger = logging.getLogger(__name__)

_TEXT_BOUND = re.compile(
    r"T\S*\t(?P<label>[^\s;]+) +(?P<fragments>\d+ +\d+(?: *; *\d+ +\d+)*) *(?:\t(?P<mention>.*))?\r?", re.DOTALL
)
_LINE_BREAKS = str.maketrans({"\r": " ", "\n": " "})


def _brat_pairs(path: Path) -> Iterator[tuple[Path, Path]]:
    """Yield (.txt, .ann) pairs: every `.txt` of a folder in name order, or the one pair a file belongs to."""
    if path.is_dir():
        warn_other_files(path, (".txt", ".ann"))
        texts = files_with_suffix(path, ".txt")
        stems = {text.stem for text in texts}
        for ann in files_with_suffix(path, ".ann"):
            if ann.stem not in stems:
                raise InputError(ann, "annotation file without its .txt")
        for text in texts:
            yield text, text.with_suffix(".ann")
    elif path.suffix.lower() in {".txt", ".ann"}:
        yield path.with_suffix(".txt"), path.with_suffix(".ann")
    else:
        raise InputError(path, "not a folder, .txt or .ann file (BRAT expects a folder of .txt/.ann pairs)")


def _mention_matches(text: str, fragments: list[tuple[int, int]], mention: str) -> bool:
    expected = " ".join(text[start:end] for start, end in fragments)
    return expected.translate(_LINE_BREAKS) == mention.translate(_LINE_BREAKS)


def _parse_text_bound(
    line: str, line_number: int, ann_path: Path, text: str, corpus: str
) -> tuple[list[Span], bool] | None:
    """Return the spans of one `T` line and whether it was discontinuous; None for a line of another kind."""
    if not line.startswith("T"):
        if line.strip():
            logger.debug("%s: line %d: not a text-bound annotation; skipped", ann_path, line_number)
        return None
    match = _TEXT_BOUND.fullmatch(line)
    if match is None:
        raise InputError(
            ann_path,
            "malformed text-bound annotation (expected 'T1<TAB>LABEL START END<TAB>mention')",
            line=line_number,
        )
    pairs = [(int(start), int(end)) for start, end in (fragment.split() for fragment in match["fragments"].split(";"))]
    for start, end in pairs:
        if start >= end:
            raise InputError(ann_path, "annotation fragment is empty or reversed", line=line_number, offset=start)
        if end > len(text):
            raise InputError(
                ann_path, f"annotation ends beyond the text ({len(text)} chars)", line=line_number, offset=end
            )
    mention = match["mention"]
    # A .ann written with CRLF line ends leaves a "\r" that belongs to the line end, not to the mention.
    if (
        mention is not None
        and not _mention_matches(text, pairs, mention)
        and not _mention_matches(text, pairs, mention.removesuffix("\r"))
    ):
        raise InputError(
            ann_path, "annotation mention differs from the text at its offsets", line=line_number, offset=pairs[0][0]
        )
    label = match["label"]
    canonical = to_canonical(label, corpus)
    corpus_label = label if label != canonical else None
    return [Span(start, end, canonical, corpus_label=corpus_label) for start, end in pairs], len(pairs) > 1


def _read_pair(text_path: Path, ann_path: Path, corpus: str, encoding: str | None) -> Document:
    # a leading byte order mark stays as U+FEFF: BRAT counts it in offsets (some MEDDOCAN files have one)
    text = read_text_file(text_path, encoding, keep_bom=True)
    spans: list[Span] = []
    if ann_path.exists():
        annotations = read_text_file(ann_path, encoding)
        for line_number, line in enumerate(annotations.split("\n"), start=1):
            parsed = _parse_text_bound(line, line_number, ann_path, text, corpus)
            if parsed is None:
                continue
            fragment_spans, discontinuous = parsed
            if discontinuous:
                logger.warning(
                    "%s: line %d: discontinuous annotation split into %d spans",
                    ann_path,
                    line_number,
                    len(fragment_spans),
                )
            spans.extend(fragment_spans)
    else:
        logger.debug("%s: no .ann file; document read without spans", text_path)
    doc = Document(text_path.stem, text, tuple(spans))
    warn_overlaps(doc, ann_path)
    return doc


def read_brat(path: Path, corpus: str = "canonical", *, encoding: str | None = None) -> Iterator[Document]:
    """Yield the documents of a BRAT folder (or of one `.txt`/`.ann` pair), one per `.txt`, in file-name order.

    Labels are mapped to canonical through `corpus`'s label map (e.g. "meddocan"); a label that differs from its
    canonical form is kept as `Span.corpus_label`. A `.txt` without `.ann` is a document without spans.

    Raises:
        InputError: naming the file, line and offset of a malformed line, an offset beyond the text, a mention that
            differs from the text, or an `.ann` without its `.txt`.
    """
    path = Path(path)
    for text_path, ann_path in _brat_pairs(path):
        yield _read_pair(text_path, ann_path, corpus, encoding)


def _annotation_lines(doc: Document, corpus_labels: bool, ann_path: Path) -> Iterator[str]:
    for number, span in enumerate(doc.spans, start=1):
        label = span.corpus_label if corpus_labels and span.corpus_label else span.label
        if not label or any(char.isspace() or char == ";" for char in label):
            raise InputError(
                ann_path, "label cannot be written to BRAT (whitespace or ';' in it)", doc_id=doc.id, offset=span.start
            )
        mention = doc.text[span.start : span.end].translate(_LINE_BREAKS)
        yield f"T{number}\t{label} {span.start} {span.end}\t{mention}\n"


def write_brat(docs: Iterable[Document], path: Path, corpus_labels: bool = False) -> int:
    """Write each document as `<id>.txt` and `<id>.ann` in folder `path`, swapped in whole at the end; return the count.

    With `corpus_labels` a span's corpus label (e.g. MEDDOCAN's "TERRITORIO") is written where it has one.

    Raises:
        InputError: for a document id that is no safe file name, an id written twice, or a label BRAT cannot hold.
    """
    path = Path(path)
    seen: set[str] = set()
    count = 0
    # an empty corpus is an empty folder, not no folder; the folder is swapped in whole at the end
    with atomic_folder(path, (".txt", ".ann")) as folder:
        for doc in docs:
            text_path = folder / document_file(path, doc.id, ".txt").name
            ann_path = text_path.with_suffix(".ann")
            # casefold: on a case-insensitive file system "A" and "a" would silently overwrite each other
            if doc.id.casefold() in seen:
                raise InputError(path, "document id occurs twice (each document needs its own file)", doc_id=doc.id)
            seen.add(doc.id.casefold())
            lines = list(_annotation_lines(doc, corpus_labels, path / ann_path.name))
            with atomic_write(text_path) as handle:
                handle.write(doc.text)
            with atomic_write(ann_path) as handle:
                handle.writelines(lines)
            count += 1
    return count
