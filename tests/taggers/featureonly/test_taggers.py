"""Both feature-only taggers: fitting on six invented notes, tagging, the estimator contract, save/load, pickle."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError, NotFittedError
from phiscrub.pipeline import Part, Pipeline
from phiscrub.taggers.base import Tagger, TrainableTagger
from phiscrub.taggers.featureonly.crf import FeatureCrfTagger
from phiscrub.taggers.featureonly.estimator import FeatureOnlyEstimator
from phiscrub.taggers.featureonly.forest import ForestTagger
from phiscrub.taggers.registry import registered_name, tagger_class

SETTINGS = {
    "forest": lambda: ForestTagger(n_estimators=10, n_jobs=1, seed=0),
    "forest-2-balanced": lambda: ForestTagger(window=2, n_estimators=10, class_weight="balanced", n_jobs=1, seed=0),
    "crf-words": lambda: FeatureCrfTagger(words=True, max_iterations=40),
    "crf-pos": lambda: FeatureCrfTagger(features="pos", max_iterations=40),
    "crf-features": lambda: FeatureCrfTagger(max_iterations=40, length_buckets=(1, 3, 6)),
}


@pytest.fixture(scope="module", params=sorted(SETTINGS))
def fitted(request: pytest.FixtureRequest, train_notes: list[Document]) -> FeatureOnlyEstimator:
    tagger = SETTINGS[request.param]()
    assert tagger.fit(train_notes) is tagger  # type: ignore[attr-defined]
    return tagger


def found(doc: Document, spans: object) -> set[tuple[str, str]]:
    return {(span.label, doc.text[span.start : span.end]) for span in spans}  # type: ignore[attr-defined]


def test_a_fitted_tagger_follows_the_protocol(fitted: FeatureOnlyEstimator, test_note: Document) -> None:
    assert isinstance(fitted, Tagger) and isinstance(fitted, TrainableTagger)
    spans = fitted.tag(test_note)
    assert spans, "the template's PHI should be learnable from six notes"
    assert all(0 <= s.start < s.end <= len(test_note.text) for s in spans)
    assert spans == sorted(spans)
    assert all(s.source.startswith(fitted.name) and 0.0 <= (s.score or 0.0) <= 1.0 for s in spans)  # type: ignore[attr-defined]


def test_the_template_dates_are_found(fitted: FeatureOnlyEstimator, test_note: Document) -> None:
    gold = found(test_note, [s for s in test_note.spans if s.label == "DATE"])
    assert gold <= found(test_note, fitted.tag(test_note))


def test_save_and_load_give_equal_spans(fitted: FeatureOnlyEstimator, test_note: Document, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")  # type: ignore[attr-defined]
    loaded = type(fitted).load(tmp_path / "model")  # type: ignore[attr-defined]
    assert loaded.get_params() == fitted.get_params()
    assert loaded.tag(test_note) == fitted.tag(test_note)


def test_a_pickle_gives_equal_spans(fitted: FeatureOnlyEstimator, test_note: Document) -> None:
    assert pickle.loads(pickle.dumps(fitted)).tag(test_note) == fitted.tag(test_note)


def test_batch_tagging_matches_one_note_at_a_time(fitted: FeatureOnlyEstimator, train_notes: list[Document]) -> None:
    assert [doc.spans for doc in fitted.tag_docs(train_notes)] == [tuple(fitted.tag(doc)) for doc in train_notes]


def test_a_pipeline_part_saves_and_loads_through_the_registry(
    fitted: FeatureOnlyEstimator, test_note: Document, tmp_path: Path
) -> None:
    pipeline = Pipeline([Part("featureonly", fitted, "model")], steps=("merge",))  # type: ignore[arg-type]
    pipeline.save(tmp_path / "model")
    loaded = Pipeline.load(tmp_path / "model")
    assert tagger_class(registered_name(fitted)) is type(fitted)
    assert loaded.tag(test_note).spans == pipeline.tag(test_note).spans


def test_fitting_twice_with_one_seed_gives_the_same_spans(train_notes: list[Document], test_note: Document) -> None:
    first = ForestTagger(n_estimators=5, seed=3, n_jobs=2).fit(train_notes).tag(test_note)
    assert ForestTagger(n_estimators=5, seed=3, n_jobs=1).fit(train_notes).tag(test_note) == first


def test_init_stores_parameters_only_and_fit_validates_them(train_notes: list[Document]) -> None:
    tagger = ForestTagger(window=-1, class_weight="heavy")
    assert tagger.get_params()["class_weight"] == "heavy"
    with pytest.raises(ConfigError):
        tagger.fit(train_notes)
    with pytest.raises(ConfigError):
        ForestTagger(class_weight="heavy").fit(train_notes)
    assert FeatureCrfTagger().set_params(window=2).window == 2


def test_class_weights_may_name_labels(train_notes: list[Document], test_note: Document) -> None:
    tagger = ForestTagger(n_estimators=5, class_weight={"O": 0.5, "I-DATE": 3.0}, n_jobs=1).fit(train_notes)
    assert tagger.tag(test_note)


@pytest.mark.parametrize("cls", [ForestTagger, FeatureCrfTagger])
def test_tagging_before_fit_raises_not_fitted(cls: type[FeatureOnlyEstimator], test_note: Document) -> None:
    with pytest.raises(NotFittedError):
        cls().tag(test_note)


def test_an_empty_note_gets_no_spans(train_notes: list[Document]) -> None:
    tagger = ForestTagger(n_estimators=3, n_jobs=1).fit(train_notes)
    assert tagger.tag(Document("e", "   \n")) == []
    assert tagger.tag_docs([Document("e", "")])[0].spans == ()


def test_a_model_of_another_major_version_is_refused(train_notes: list[Document], tmp_path: Path) -> None:
    ForestTagger(n_estimators=3, n_jobs=1).fit(train_notes).save(tmp_path)
    record = json.loads((tmp_path / "params.json").read_text())
    record["phiscrub_version"] = "99.0.0"
    (tmp_path / "params.json").write_text(json.dumps(record))
    with pytest.raises(InputError, match="major version"):
        ForestTagger.load(tmp_path)


def test_the_crf_without_words_holds_no_word_of_its_training_notes(train_notes: list[Document], tmp_path: Path) -> None:
    # c1=0: no L1, so every attribute seen in training stays in the model file
    FeatureCrfTagger(c1=0.0, max_iterations=20).fit(train_notes).save(tmp_path / "nowords")
    FeatureCrfTagger(words=True, c1=0.0, max_iterations=20).fit(train_notes).save(tmp_path / "words")
    words = {word.lower().encode() for doc in train_notes for word in re.findall(r"[^\W\d_]{3,}", doc.text)}
    without, with_words = ((tmp_path / name / "model.crfsuite").read_bytes() for name in ("nowords", "words"))
    assert not [word for word in words if word in without]
    assert b"garcia" in with_words and b"cough" in with_words


def test_tagger_names_say_which_system_they_are() -> None:
    assert [FeatureCrfTagger(words=True).name, FeatureCrfTagger(features="pos").name, FeatureCrfTagger().name] == [
        "feature-crf:words",
        "feature-crf:pos",
        "feature-crf:features",
    ]
    assert ForestTagger().name == "forest"
