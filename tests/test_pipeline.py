from __future__ import annotations

import json
from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, NotFittedError, UnknownComponentError
from phiscrub.hybrid import HybridPipeline
from phiscrub.pipeline import MANIFEST, ModelNotFoundError, training_digest

FIRST = ["Ana Ruiz", "John Miller", "Lena Holt", "Omar Haddad", "Grace Kim", "Paul Novak"]
DOCTORS = ["Pratt", "Stanton", "Okafor", "Bell", "Reyes", "Lindqvist"]
CITIES = ["Boston", "Denver", "Austin", "Tucson", "Albany", "Camden"]


def note(i: int) -> Document:
    patient, doctor, city = FIRST[i % 6], DOCTORS[(i + 1) % 6], CITIES[(i + 2) % 6]
    date = f"0{i % 9 + 1}/1{i % 9}/20{10 + i}"
    phone = f"617-555-01{i:02d}"
    parts = [
        ("Patient: ", None),
        (patient, "PATIENT"),
        ("\nSeen by Dr. ", None),
        (doctor, "DOCTOR"),
        (" on ", None),
        (date, "DATE"),
        (" in ", None),
        (city, "CITY"),
        (". Call ", None),
        (phone, "PHONE"),
        (" if worse. ", None),
        (patient.split()[0], "PATIENT"),
        (" agreed with the plan.\n", None),
    ]
    text, spans = "", []
    for piece, label in parts:
        if label:
            spans.append(Span(len(text), len(text) + len(piece), label))
        text += piece
    return Document(f"n{i}", text, tuple(spans))


TRAIN = [note(i) for i in range(10)]
DEV = [note(i) for i in range(10, 13)]


@pytest.fixture(scope="module")
def fitted() -> HybridPipeline:
    return HybridPipeline(lang="en", max_iterations=15).fit(TRAIN)


def found(doc: Document) -> set[tuple[str, str]]:
    return {(doc.span_text(s), s.label) for s in doc.spans}


def test_fitted_pipeline_finds_the_phi_of_an_unseen_note(fitted: HybridPipeline) -> None:
    doc = note(11)
    tagged = fitted.tag(doc.with_spans(()))
    assert {("617-555-0111", "PHONE"), (doc.text[doc.spans[0].start : doc.spans[0].end], "PATIENT")} <= found(tagged)
    assert all(span.source != "gold" and span.score is not None for span in tagged.spans)
    assert tagged.text == doc.text and tagged.id == doc.id


def test_pipe_streams_in_input_order_with_the_same_spans_as_tag(fitted: HybridPipeline) -> None:
    docs = [note(i).with_spans(()) for i in range(10, 14)]
    piped = list(fitted.pipe(iter(docs), batch_size=2))
    assert [d.id for d in piped] == [d.id for d in docs]
    assert piped == [fitted.tag(d) for d in docs]


def test_save_then_load_gives_equal_spans_and_a_full_manifest(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    manifest = json.loads((tmp_path / "model" / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["training_data"] == {"n_docs": 10, "sha256": training_digest(TRAIN)}
    assert manifest["lang"] == "en" and manifest["policy"] == "i2b2"
    assert set(manifest["labels"]) == {"PATIENT", "DOCTOR", "DATE", "CITY", "PHONE"}
    assert {"c1", "c2", "max_iterations", "seed", "groups_used"} <= set(manifest["features"])
    assert (tmp_path / "model" / "crf-quantitative").is_dir() and (tmp_path / "model" / "crf-names").is_dir()
    loaded = HybridPipeline.load(tmp_path / "model")
    docs = [note(i).with_spans(()) for i in range(10, 13)]
    assert [loaded.tag(d) for d in docs] == [fitted.tag(d) for d in docs]


def test_pipe_in_two_processes_matches_one(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    loaded = HybridPipeline.load(tmp_path / "model")
    docs = [note(i).with_spans(()) for i in range(10, 15)]
    assert list(loaded.pipe(docs, batch_size=2, n_process=2)) == [loaded.tag(d) for d in docs]


def test_dev_notes_choose_c1_c2_from_the_grid_and_are_recorded() -> None:
    grid = ((0.05, 0.01), (1.0, 0.5))
    pipeline = HybridPipeline(lang="en", max_iterations=10, grid=grid).fit(TRAIN[:6], dev_docs=DEV)
    manifest = pipeline.manifest_
    assert manifest is not None
    assert [(t["c1"], t["c2"]) for t in manifest["selection"]["grid"]] == list(grid)
    best = max(manifest["selection"]["grid"], key=lambda t: t["score"])
    assert (manifest["features"]["c1"], manifest["features"]["c2"]) == (best["c1"], best["c2"])
    assert 0.0 <= manifest["dev_metrics"]["entity-strict"]["f1"] <= 1.0


def test_steps_can_be_disabled_for_ablation(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    text = "Seen by Dr. Pratt. Pratt called; later Pratt came back."
    doc = Document("x", text)
    bare = HybridPipeline.load(tmp_path / "model", steps=())
    full = HybridPipeline.load(tmp_path / "model")
    assert not any("reconcile" in s.source or "correct" in s.source for s in bare.tag(doc).spans)
    assert len(full.tag(doc).spans) >= len(bare.tag(doc).spans)


def test_safe_harbor_policy_drops_years_alone_and_young_ages(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    doc = Document("y", "Seen in 2015, aged 45 years, on 03/12/2016.")
    kept = found(HybridPipeline.load(tmp_path / "model", policy="safe-harbor").tag(doc))
    assert not any(text in {"2015", "45"} for text, _ in kept)


def test_unfitted_pipeline_refuses_to_tag() -> None:
    with pytest.raises(NotFittedError):
        HybridPipeline().tag(Document("z", "text"))


@pytest.mark.parametrize(
    ("params", "error"),
    [
        ({"steps": ("merge", "spellcheck")}, UnknownComponentError),
        ({"policy": "gdpr"}, UnknownComponentError),
        ({"lang": "fr"}, UnknownComponentError),
        ({"steps": ("merge", "merge")}, ConfigError),
        ({"taggers": ()}, ConfigError),
    ],
)
def test_bad_configuration_is_refused_by_fit(params: dict[str, object], error: type[Exception]) -> None:
    with pytest.raises(error):
        HybridPipeline(**params).fit(TRAIN[:2])  # type: ignore[arg-type]


def test_missing_default_model_says_how_to_train_one(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import phiscrub.pipeline as pipeline_module

    monkeypatch.setattr(pipeline_module, "__file__", str(tmp_path / "pipeline.py"))
    with pytest.raises(ModelNotFoundError, match="phiscrub train hybrid"):
        HybridPipeline.load_default("es")


def test_corpus_labels_are_learned_from_training_spans() -> None:
    doc = Document("m", "Vive en Madrid.", (Span(8, 14, "CITY", corpus_label="TERRITORIO"),))
    pipeline = HybridPipeline(lang="es", max_iterations=5, corpus="meddocan").fit([doc, *TRAIN[:3]])
    assert pipeline.corpus_label_for("CITY") == "TERRITORIO"
    assert pipeline.corpus_label_for("PHONE") == "NUMERO_TELEFONO"


def test_learned_corpus_labels_count_labels_equal_to_the_canonical_one() -> None:
    from phiscrub.document import Document, Span
    from phiscrub.training import learned_corpus_labels as _learned_corpus_labels

    text = "Hospital Sur, Centro Norte, Hospital Este"
    doc = Document(
        "d",
        text,
        (Span(0, 12, "HOSPITAL"), Span(14, 26, "HOSPITAL", corpus_label="CENTRO_SALUD"), Span(28, 41, "HOSPITAL")),
    )
    assert _learned_corpus_labels([doc], "meddocan") == {"HOSPITAL": "HOSPITAL"}


def test_tag_featurises_once_and_gives_each_crfs_own_spans(fitted: HybridPipeline) -> None:
    doc = note(12).with_spans(())
    crf_spans = [span for span in fitted.tag(doc).spans if span.source.startswith("crf:")]
    separate = {span for crf in fitted.crfs_.values() for span in crf.tag(doc)}
    assert crf_spans and set(crf_spans) <= separate


def test_load_can_override_the_recall_operating_point(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    eager = HybridPipeline.load(tmp_path / "model", o_threshold=0.9)
    assert all(crf.o_threshold == 0.9 for crf in eager.crfs_.values())
    assert eager.manifest_ is not None and eager.manifest_["features"]["o_threshold"] == 0.9
    assert all(crf.o_threshold == 0.0 for crf in HybridPipeline.load(tmp_path / "model").crfs_.values())


def test_a_model_folder_may_be_given_as_a_string(fitted: HybridPipeline, tmp_path: Path) -> None:
    fitted.save(str(tmp_path / "model"))
    loaded = HybridPipeline.load(str(tmp_path / "model"))
    assert loaded.model_dir_ == tmp_path / "model"
    doc = note(12).with_spans(())
    assert loaded.tag(doc).spans == fitted.tag(doc).spans


@pytest.mark.parametrize("easy_adapt", [True, False])
def test_source_notes_are_adapted_or_pooled_and_the_choice_survives_saving(easy_adapt: bool, tmp_path: Path) -> None:
    pipeline = HybridPipeline(lang="en", max_iterations=5, grid=(), easy_adapt=easy_adapt)
    pipeline.fit(TRAIN[:6], source_docs=TRAIN[6:])
    assert all(crf.adapted_ is easy_adapt for crf in pipeline.crfs_.values())
    pipeline.save(tmp_path / "model")
    loaded = HybridPipeline.load(tmp_path / "model")
    assert loaded.easy_adapt is easy_adapt
    assert all(crf.adapted_ is easy_adapt for crf in loaded.crfs_.values())


def test_training_in_two_worker_processes_gives_the_same_model(fitted: HybridPipeline) -> None:
    parallel = HybridPipeline(lang="en", max_iterations=15).fit(TRAIN, workers=2)
    assert [parallel.tag(doc).spans for doc in DEV] == [fitted.tag(doc).spans for doc in DEV]
    assert parallel.manifest_ is not None and fitted.manifest_ is not None
    assert parallel.manifest_["features"] == fitted.manifest_["features"]
