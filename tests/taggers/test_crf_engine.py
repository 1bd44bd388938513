"""The compiled CRF decoder tags exactly as python-crfsuite does, refuses bad model files, and can be switched off."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pycrfsuite
import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError
from phiscrub.hybrid import HybridPipeline
from phiscrub.io.registry import reader
from phiscrub.taggers.crf import CrfTagger, tag_jointly
from phiscrub.taggers.crf_engine import (
    DECODER_ENV,
    chosen_decoder,
    compiled_decoder_available,
    label_marginals,
    open_decoder,
    takes_item_sequences,
)
from phiscrub.taggers.features import NoteMemo, ngram_window

from .test_crf import TRAIN, note

BOS, EOS = "<s>", "</s>"  # the marks around each sentence in a window

REPO = Path(__file__).resolve().parents[2]

needs_compiled = pytest.mark.skipif(not compiled_decoder_available(), reason="the compiled decoder was not built")


def reference(model: bytes) -> pycrfsuite.Tagger:
    tagger = pycrfsuite.Tagger()
    tagger.open_inmemory(model)
    return tagger


def compiled(model: bytes) -> object:
    from phiscrub.taggers import _crfdecode  # type: ignore[attr-defined]

    return _crfdecode.Model(model)


@pytest.fixture(scope="module")
def names_crf() -> CrfTagger:
    return CrfTagger(kind="names", max_iterations=40, n_clusters=(4,)).fit(TRAIN)


def sentences(tagger: CrfTagger, texts: list[str]) -> Iterator[list[list[str]]]:
    for text in texts:
        layout = tagger.extractor_.analyse(text)
        yield from tagger.extractor_.extract(layout, NoteMemo(text))


def assert_same_decoding(model: bytes, sequences: list[list[list[str]]]) -> None:
    ours, theirs = compiled(model), reference(model)
    labels = theirs.labels()
    assert ours.labels() == labels  # type: ignore[attr-defined]
    for sequence in sequences:
        ours.set(sequence)  # type: ignore[attr-defined]
        theirs.set(sequence)
        assert ours.tag() == theirs.tag()  # type: ignore[attr-defined]
        for t in range(len(sequence)):
            # the same additions in the same order: equal to the last bit, not just close
            assert [ours.marginal(label, t) for label in labels] == [  # type: ignore[attr-defined]
                theirs.marginal(label, t) for label in labels
            ]


def test_the_install_built_the_compiled_decoder() -> None:
    # gcc and the Python headers are part of the README's set-up; without them tagging still works, only slower
    if os.environ.get(DECODER_ENV, "").strip().lower() == "crfsuite":
        pytest.skip("python-crfsuite's decoder was asked for")
    assert compiled_decoder_available()
    assert chosen_decoder() == "compiled"


@needs_compiled
def test_labels_and_marginals_equal_crfsuites_on_a_trained_model(names_crf: CrfTagger) -> None:
    texts = [note(i).text for i in range(16, 24)] + ["", "Seen by Dr. Vidal.", "x " * 300]
    assert_same_decoding(names_crf.model_, [s for s in sentences(names_crf, texts) if s])  # type: ignore[arg-type]


SPANISH_NOTES = [
    "Nombre: Ana María Ruiz Castro.\nEdad: 67 años. Sexo: mujer.\nFecha de ingreso: 03/03/2019.",
    "Remitido por la Dra. Elena Navarro, del Hospital Universitario de Granada (C/ Mayor 12, 18001 Granada).",
    "Correo: ana.ruiz@correo.es. Teléfono: 958 123 456. NHC: 4455667.",
]


@needs_compiled
@pytest.mark.parametrize("lang", ["en", "es"])
def test_labels_and_marginals_equal_crfsuites_on_the_shipped_models(lang: str) -> None:
    if lang == "en":
        texts = [doc.text for doc in reader("jsonl")(REPO / "data/synth/dev.jsonl", "canonical")][:15]
        texts += [doc.text for doc in reader("jsonl")(REPO / "examples/annotated.jsonl", "canonical")]
    else:
        texts = SPANISH_NOTES
    for crf in HybridPipeline.load_default(lang).crfs_.values():
        assert_same_decoding(crf.model_, [s for s in sentences(crf, texts) if s])  # type: ignore[arg-type]


@needs_compiled
def test_dict_items_weigh_attributes_by_their_values(names_crf: CrfTagger) -> None:
    ours, theirs = compiled(names_crf.model_), reference(names_crf.model_)  # type: ignore[arg-type]
    sequence = [{"w[0]=vidal": 2.5, "shape=Aaaaa": 1.0, "never-seen": 3.0}, {"w[0]=.": 1, "s1=.": 0.5}]
    ours.set(sequence)  # type: ignore[attr-defined]
    theirs.set(sequence)
    assert ours.tag() == theirs.tag()  # type: ignore[attr-defined]
    assert ours.marginal("O", 1) == theirs.marginal("O", 1)  # type: ignore[attr-defined]


@needs_compiled
def test_the_decoder_refuses_bad_calls(names_crf: CrfTagger) -> None:
    ours = compiled(names_crf.model_)  # type: ignore[arg-type]
    ours.set([["w[0]=ana"], ["w[0]=ruiz"]])  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        ours.marginal("B-NOT-A-LABEL", 0)  # type: ignore[attr-defined]
    with pytest.raises(IndexError):
        ours.marginal("O", 2)  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        ours.set([["w[0]=ana", 7]])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        ours.set([{"w[0]=ana": "heavy"}])  # type: ignore[attr-defined]
    ours.set([])  # type: ignore[attr-defined]
    assert ours.tag() == [] and ours.marginals("O") == []  # type: ignore[attr-defined]
    from phiscrub.taggers import _crfdecode  # type: ignore[attr-defined]

    with pytest.raises(TypeError):
        _crfdecode.set_all([ours, "not a model"], [["w[0]=ana"]])
    other = compiled(names_crf.model_)  # type: ignore[arg-type]
    _crfdecode.set_all([ours, other], [["w[0]=ana", "shape=Aaa"], ["w[0]=ruiz"]])
    assert ours.tag() == other.tag()  # type: ignore[attr-defined]
    assert ours.marginals("O") == [other.marginal("O", t) for t in range(2)]  # type: ignore[attr-defined]

    with pytest.raises(RuntimeError):
        _crfdecode.Model.__new__(_crfdecode.Model).tag()


@needs_compiled
def test_damaged_model_files_are_refused_and_never_crash(names_crf: CrfTagger) -> None:
    model: bytes = names_crf.model_  # type: ignore[assignment]
    with pytest.raises(ValueError, match="not a CRFsuite"):
        compiled(b"")
    with pytest.raises(ValueError, match="not a CRFsuite"):
        compiled(b"lCRF" + b"\0" * 100)
    rng = random.Random(7)
    for cut in [12, 47, 48, 60, len(model) // 3, len(model) // 2, len(model) - 5]:
        with pytest.raises(ValueError):
            compiled(model[:cut])
    for _ in range(200):  # flipped bytes: refused, or read as some other model; never a crash
        damaged = bytearray(model)
        for _ in range(4):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        try:
            decoder = compiled(bytes(damaged))
        except (ValueError, UnicodeDecodeError):
            continue
        decoder.set([["w[0]=ana", "shape=Aaa"], ["w[0]=."]])  # type: ignore[attr-defined]
        decoder.tag()  # type: ignore[attr-defined]


def test_the_environment_can_ask_for_crfsuites_decoder(names_crf: CrfTagger, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DECODER_ENV, "crfsuite")
    decoder = open_decoder(names_crf.model_)  # type: ignore[arg-type]
    assert isinstance(decoder, pycrfsuite.Tagger)
    assert takes_item_sequences([decoder])
    monkeypatch.setenv(DECODER_ENV, "fastest")
    with pytest.raises(ConfigError, match=DECODER_ENV):
        open_decoder(names_crf.model_)  # type: ignore[arg-type]


def reopened(tagger: CrfTagger) -> CrfTagger:
    """Return a copy of a fitted tagger whose decoder is opened anew (as the environment now chooses)."""
    copy = CrfTagger(**tagger.get_params())
    copy.__setstate__(tagger.__getstate__())
    return copy


@needs_compiled
def test_both_decoders_give_the_taggers_the_same_spans(names_crf: CrfTagger, monkeypatch: pytest.MonkeyPatch) -> None:
    quantitative = CrfTagger(kind="quantitative", max_iterations=40, n_clusters=(4,)).fit(TRAIN)
    docs = [note(i) for i in range(16, 24)] + [Document("odd", "Dr. Vidal, 21/03/2019: 600-555-0199.")]
    found = {}
    for decoder in ("compiled", "crfsuite"):
        monkeypatch.setenv(DECODER_ENV, decoder)
        names, numbers = reopened(names_crf), reopened(quantitative)
        assert takes_item_sequences([names.tagger_, numbers.tagger_]) == (decoder == "crfsuite")
        found[decoder] = (
            [names.tag(doc) for doc in docs],
            [tag_jointly([numbers, names], doc) for doc in docs],
        )
    assert found["compiled"] == found["crfsuite"]
    assert any(spans for spans in found["compiled"][0])


@needs_compiled
def test_feature_parts_score_as_the_joined_strings(names_crf: CrfTagger) -> None:
    from phiscrub.taggers import _crfdecode  # type: ignore[attr-defined]

    text = note(30).text + "\nSeen by Dr. Vidal in Toledo on 21/03/2019."
    extractor, memo = names_crf.extractor_, NoteMemo(text)
    layout = extractor.analyse(text, memo)
    parts = extractor.extract_parts(layout, memo)
    joined = extractor.extract(layout, memo)
    ours, theirs = compiled(names_crf.model_), reference(names_crf.model_)  # type: ignore[arg-type]
    labels = theirs.labels()
    for sentence, strings in zip(layout.sentences, joined, strict=True):
        _crfdecode.set_parts([ours], parts.windows, parts.segments, sentence.start, sentence.stop)
        theirs.set(strings)
        assert ours.tag() == theirs.tag()  # type: ignore[attr-defined]
        assert [ours.marginals(label) for label in labels] == [  # type: ignore[attr-defined]
            [theirs.marginal(label, t) for t in range(len(sentence))] for label in labels
        ]


@needs_compiled
def test_feature_parts_score_as_the_joined_strings_on_the_shipped_models() -> None:
    # the shipped models' frequent attributes weigh many labels each: their weights are added as dense rows, which
    # must give the same sums to the last bit as CRFsuite's feature by feature
    from phiscrub.taggers import _crfdecode  # type: ignore[attr-defined]

    texts = [doc.text for doc in reader("jsonl")(REPO / "data/synth/dev.jsonl", "canonical")][15:25]
    for crf in HybridPipeline.load_default("en").crfs_.values():
        info = reference(crf.model_).info()  # type: ignore[arg-type]
        per_attribute: dict[str, int] = {}
        for attribute, _label in info.state_features:
            per_attribute[attribute] = per_attribute.get(attribute, 0) + 1
        assert max(per_attribute.values()) >= 10
        ours, theirs = compiled(crf.model_), reference(crf.model_)  # type: ignore[arg-type]
        labels = theirs.labels()
        for text in texts:
            extractor, memo = crf.extractor_, NoteMemo(text)
            layout = extractor.analyse(text, memo)
            parts = extractor.extract_parts(layout, memo)
            for sentence, strings in zip(layout.sentences, extractor.extract(layout, memo), strict=True):
                _crfdecode.set_parts([ours], parts.windows, parts.segments, sentence.start, sentence.stop)
                theirs.set(strings)
                assert ours.tag() == theirs.tag()  # type: ignore[attr-defined]
                assert [ours.marginals(label) for label in labels] == [  # type: ignore[attr-defined]
                    [theirs.marginal(label, t) for t in range(len(sentence))] for label in labels
                ]


def test_window_features_read_as_the_strings_they_stand_for() -> None:
    sentences = [range(0, 3), range(3, 4)]
    window = ngram_window(["Seen", "by", "Vidal", "today"], sentences, "w", 1)
    columns = dict(window.columns())
    assert columns["w[-1]="] == [BOS, "Seen", "by", BOS]  # a window stops at the end of its sentence
    assert columns["w[0:1]="] == ["Seen|by", "by|Vidal", f"Vidal|{EOS}", f"today|{EOS}"]
    assert columns["w[-1:1]="] == [f"{BOS}|Seen|by", "Seen|by|Vidal", f"by|Vidal|{EOS}", f"{BOS}|today|{EOS}"]
    assert list(columns) == ["w[-1]=", "w[0]=", "w[1]=", "w[-1:0]=", "w[0:1]=", "w[-1:1]="]


@needs_compiled
def test_feature_parts_that_do_not_fit_are_refused(names_crf: CrfTagger) -> None:
    from phiscrub.taggers import _crfdecode  # type: ignore[attr-defined]

    ours = compiled(names_crf.model_)  # type: ignore[arg-type]
    window = ([BOS, "ana", "ruiz", EOS], [1, 2], [("w[0]=", 0, 1), ("w[-1:0]=", -1, 2)])
    segments = [[("shape=Aaa",), ("shape=Aaaa",)]]
    _crfdecode.set_parts([ours], [window], segments, 0, 2)
    assert len(ours.tag()) == 2  # type: ignore[attr-defined]
    padded, positions, grams = window
    for bad_windows, bad_segments, start, stop, error in [
        ([window], segments, 0, 3, IndexError),  # past the note's tokens
        ([window], segments, 2, 1, IndexError),
        ([(padded, positions, [("w[2]=", 2, 1)])], segments, 0, 2, IndexError),  # past the padded values
        ([(padded, [1, 9], grams)], segments, 0, 2, IndexError),
        ([(padded, positions, [("w[0]=", 0, 4)])], segments, 0, 2, ValueError),  # at most trigrams
        ([([BOS, "ana", 7, EOS], positions, grams)], segments, 0, 2, TypeError),
        ([[padded, positions, grams]], segments, 0, 2, TypeError),  # a window is a tuple
        ([(padded, positions, [["w[0]=", 0, 1]])], segments, 0, 2, TypeError),  # so is a gram
        ([window], [[("shape=Aaa", None), ()]], 0, 2, TypeError),
    ]:
        with pytest.raises(error):
            _crfdecode.set_parts([ours], bad_windows, bad_segments, start, stop)


def test_label_marginals_answer_chosen_positions_with_either_decoder(
    names_crf: CrfTagger, monkeypatch: pytest.MonkeyPatch
) -> None:
    sequence = next(s for s in sentences(names_crf, [note(25).text]) if len(s) > 3)
    answers = []
    for decoder in ("compiled", "crfsuite") if compiled_decoder_available() else ("crfsuite",):
        monkeypatch.setenv(DECODER_ENV, decoder)
        opened = open_decoder(names_crf.model_)  # type: ignore[arg-type]
        opened.set(sequence)
        every = label_marginals(opened, "O", range(len(sequence)))
        assert label_marginals(opened, "O", [3, 0]) == [every[3], every[0]]
        assert every == [opened.marginal("O", t) for t in range(len(sequence))]
        answers.append(every)
    assert all(answer == answers[0] for answer in answers)


@pytest.mark.parametrize("decoder", ["compiled", "crfsuite"])
def test_threads_sharing_one_pipeline_get_each_notes_own_spans(decoder: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # a decoder keeps the sequence it was last given: without the taggers' locks, threads read each other's sentences
    if decoder == "compiled" and not compiled_decoder_available():
        pytest.skip("the compiled decoder was not built")
    monkeypatch.setenv(DECODER_ENV, decoder)
    pipeline = HybridPipeline.load(REPO / "phiscrub" / "models" / "en")
    docs = list(reader("jsonl")(REPO / "data/synth/dev.jsonl", "canonical"))[:20]
    expected = [pipeline.tag(doc).spans for doc in docs]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as CPython can
    try:
        with ThreadPoolExecutor(8) as pool:
            found = list(pool.map(lambda doc: pipeline.tag(doc).spans, docs * 4))
    finally:
        sys.setswitchinterval(interval)
    assert found == expected * 4


@needs_compiled
def test_a_very_long_sentence_then_short_ones_decode_as_crfsuite_does(names_crf: CrfTagger) -> None:
    # the decoder grows its tables for a long sentence and gives the room back for short ones
    long_text = " ".join(f"Dr. Vidal saw Ana Ruiz on 0{i % 9 + 1}/03/2019 in Toledo" for i in range(300))
    short = [note(i).text for i in range(16, 18)]
    sequences = list(sentences(names_crf, [long_text, *short, long_text[:2000]]))
    assert max(len(s) for s in sequences) > 2000
    assert_same_decoding(names_crf.model_, [s for s in sequences if s])  # type: ignore[arg-type]


def python_read(tagger: CrfTagger) -> CrfTagger:
    """Return a copy of a fitted tagger that reads its decoder's labels in Python (`tag`, `marginal`), not `runs`."""
    copy = reopened(tagger)
    copy.iob_names_ = None
    return copy


@needs_compiled
@pytest.mark.parametrize("threshold", [0.0, 0.5, 0.99, 1.0])
def test_runs_read_the_labels_as_python_does(names_crf: CrfTagger, threshold: float) -> None:
    shipped = [part.tagger for part in HybridPipeline.load_default("en").parts if isinstance(part.tagger, CrfTagger)]
    docs = list(reader("jsonl")(REPO / "data" / "synth" / "dev.jsonl", "canonical"))[:25]
    docs += [note(i) for i in range(16, 24)] + [Document("odd", "Dr. Vidal, 21/03/2019: 600-555-0199. ²")]
    for tagger in [names_crf, *shipped]:
        ours = reopened(tagger)
        assert ours.iob_names_ is not None
        ours.o_threshold = threshold
        theirs = python_read(ours)
        theirs.o_threshold = threshold
        for doc in docs:
            # the same marginals summed in the same order: scores equal to the last bit
            assert ours.tag(doc) == theirs.tag(doc), (tagger.name, doc.id)


@needs_compiled
def test_runs_read_the_spanish_labels_as_python_does_at_the_shipped_operating_point() -> None:
    # the Spanish check of what the operating point may relabel (`relabel_check("es")`) on both reading paths
    shipped = [part.tagger for part in HybridPipeline.load_default("es").parts if isinstance(part.tagger, CrfTagger)]
    assert shipped and all(tagger.o_threshold == 0.95 for tagger in shipped)
    texts = [
        "Me llamo Vicent Ferrer y escribo por mi madre, doña Encarnación. Ingresará en Hogar Crea el lunes.",
        "Paciente de 58 años, vende en el mercado de Xela y vive con su suegra en Distrito 8.",
        "Hospital Universitario Virgen de la Arrixaca, 12 de febrero de 2024. Remito a D. Manuel Outeiral.",
    ]
    for tagger in shipped:
        ours = reopened(tagger)
        theirs = python_read(ours)
        for index, text in enumerate(texts):
            doc = Document(f"es-{index}", text)
            assert ours.tag(doc) == theirs.tag(doc), (tagger.name, doc.id)


def inside_only_model() -> bytes:
    """Return a CRFsuite model whose labels are "O" and "I-X" only (no "B-X")."""
    trainer = pycrfsuite.Trainer(verbose=False)
    trainer.append([["w=ana"], ["w=is"], ["w=here"]], ["I-X", "O", "O"])
    trainer.append([["w=see"], ["w=ana"]], ["O", "I-X"])
    trainer.set_params({"max_iterations": 20})
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"phiscrub-inside-only-{os.getpid()}.crfsuite"
    try:
        trainer.train(str(path))
        return path.read_bytes()
    finally:
        path.unlink(missing_ok=True)


@needs_compiled
def test_runs_give_way_where_a_label_has_no_begin_form() -> None:
    from phiscrub.taggers.crf_engine import decoded_runs, iob_names

    decoder = compiled(inside_only_model())
    assert iob_names(decoder, ["I-X", "O"]) == ("X",)  # type: ignore[arg-type]
    decoder.set([["w=see"], ["w=unknown"]])  # type: ignore[attr-defined]
    assert decoded_runs(decoder, 0.0, lambda t: True) is not None  # type: ignore[arg-type]
    # every "O" is doubtful: the first would become "I-X" where nothing precedes it, which needs "B-X"
    assert decoded_runs(decoder, 1.0001, lambda t: True) is None  # type: ignore[arg-type]
    assert decoded_runs(decoder, 1.0001, lambda t: False) is not None  # type: ignore[arg-type]


@needs_compiled
def test_iob_readings_that_do_not_fit_are_refused(names_crf: CrfTagger) -> None:
    from phiscrub.taggers.crf_engine import iob_names

    decoder = compiled(names_crf.model_)  # type: ignore[arg-type]
    labels: list[str] = decoder.labels()  # type: ignore[attr-defined]
    assert iob_names(decoder, labels[:-1]) is None  # type: ignore[arg-type]  # not the model's labels
    assert iob_names(reference(names_crf.model_), labels) is None  # type: ignore[arg-type]  # python-crfsuite
    with pytest.raises(RuntimeError, match="set_iob"):
        decoder.runs(0.5, lambda t: True)  # type: ignore[attr-defined]
    n = len(labels)
    kinds = [0 if label == "O" else 1 if label.startswith("B-") else 2 for label in labels]
    with pytest.raises(ValueError):
        decoder.set_iob(kinds[:-1], [-1] * n, [], [], [], labels.index("O"))  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        decoder.set_iob([0] * n, [-1] * n, [], [], [], n + 3)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # "B-" labels without names
        decoder.set_iob(kinds, [-1] * n, [], [], [0], labels.index("O"))  # type: ignore[attr-defined]
    with pytest.raises(RuntimeError, match="set_iob"):  # a refused reading leaves none
        decoder.runs(0.5, lambda t: True)  # type: ignore[attr-defined]


@needs_compiled
def test_an_error_of_the_word_test_reaches_the_caller(names_crf: CrfTagger) -> None:
    from phiscrub.taggers.crf_engine import decoded_runs, iob_names

    decoder = compiled(names_crf.model_)  # type: ignore[arg-type]
    iob_names(decoder, decoder.labels())  # type: ignore[arg-type, attr-defined]
    decoder.set([["w[0]=zzz"]] * 3)  # type: ignore[attr-defined]

    def broken(t: int) -> bool:
        raise KeyError(t)

    with pytest.raises(KeyError):
        decoded_runs(decoder, 1.0001, broken)  # type: ignore[arg-type]
