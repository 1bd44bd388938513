"""Stat De-id's SVM and CRFD on six invented notes: fit, tag, the estimator contract, save/load, pickle, pipeline."""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable
from pathlib import Path

import pytest

from phiscrub.document import Document
from phiscrub.errors import ConfigError, InputError, NotFittedError, UnknownComponentError
from phiscrub.pipeline import Part, Pipeline
from phiscrub.taggers.base import Tagger, TrainableTagger
from phiscrub.taggers.crfd import CrfdTagger
from phiscrub.taggers.local_context import BINARY_LABEL, LocalContextEstimator
from phiscrub.taggers.registry import registered_name, tagger_class
from phiscrub.taggers.svm import SvmTagger
from tests.taggers.statdeid_notes import note, train_notes

SETTINGS: dict[str, Callable[[], LocalContextEstimator]] = {
    "svm": lambda: SvmTagger(syntax="none", n_features=2**16),
    "svm-binary-balanced": lambda: SvmTagger(scheme="binary", syntax="none", class_weight="balanced", n_features=2**16),
    "svm-spacy": lambda: SvmTagger(n_features=2**16),
    "svm-snow": lambda: SvmTagger(feature_groups=("snow",), syntax="none", n_features=2**16),
    "crfd": lambda: CrfdTagger(syntax="none", max_iterations=50),
    "crfd-binary": lambda: CrfdTagger(scheme="binary", syntax="none", max_iterations=50),
}


@pytest.fixture(scope="module", params=sorted(SETTINGS))
def fitted(request: pytest.FixtureRequest) -> LocalContextEstimator:
    tagger = SETTINGS[request.param]()
    assert tagger.fit(train_notes()) is tagger  # type: ignore[attr-defined]
    return tagger


def found(doc: Document, spans: object) -> set[tuple[str, str]]:
    return {(span.label, doc.text[span.start : span.end]) for span in spans}  # type: ignore[attr-defined]


def test_a_fitted_tagger_follows_the_protocol(fitted: LocalContextEstimator) -> None:
    doc = note(11)
    assert isinstance(fitted, Tagger) and isinstance(fitted, TrainableTagger)
    spans = fitted.tag(doc)
    assert spans and spans == sorted(spans)
    assert all(0 <= s.start < s.end <= len(doc.text) for s in spans)
    assert all(s.source == fitted.name and 0.0 <= s.score <= 1.0 for s in spans)  # type: ignore[attr-defined]


def test_the_template_phi_is_found(fitted: LocalContextEstimator) -> None:
    doc = note(11)
    expected = {(span.label, doc.text[span.start : span.end]) for span in doc.spans if span.label in {"DATE", "PHONE"}}
    if fitted.scheme == "binary":
        expected = {(BINARY_LABEL, text) for _, text in expected}
    assert expected <= found(doc, fitted.tag(doc))


def test_save_and_load_give_equal_spans(fitted: LocalContextEstimator, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")  # type: ignore[attr-defined]
    loaded = type(fitted).load(tmp_path / "model")  # type: ignore[attr-defined]
    assert loaded.get_params() == fitted.get_params()
    assert loaded.tag(note(11)) == fitted.tag(note(11))


def test_a_pickle_gives_equal_spans(fitted: LocalContextEstimator) -> None:
    assert pickle.loads(pickle.dumps(fitted)).tag(note(11)) == fitted.tag(note(11))


def test_batch_tagging_matches_one_note_at_a_time(fitted: LocalContextEstimator) -> None:
    docs = [note(i) for i in range(8, 11)]
    assert [doc.spans for doc in fitted.tag_docs(docs)] == [tuple(fitted.tag(doc)) for doc in docs]


def test_a_pipeline_part_saves_and_loads_through_the_registry(fitted: LocalContextEstimator, tmp_path: Path) -> None:
    pipeline = Pipeline([Part("statdeid", fitted, "model")], steps=("merge",))  # type: ignore[arg-type]
    pipeline.save(tmp_path / "model")
    assert tagger_class(registered_name(fitted)) is type(fitted)
    assert Pipeline.load(tmp_path / "model").tag(note(11)).spans == pipeline.tag(note(11)).spans


@pytest.mark.parametrize("cls", [SvmTagger, CrfdTagger])
def test_fitting_twice_with_one_seed_gives_the_same_spans(cls: type[LocalContextEstimator]) -> None:
    first = cls(syntax="none", seed=3).fit(train_notes())  # type: ignore[call-arg, attr-defined]
    second = cls(syntax="none", seed=3).fit(train_notes())  # type: ignore[call-arg, attr-defined]
    assert first.tag(note(12)) == second.tag(note(12))


def test_init_only_stores_its_arguments_and_set_params_refuses_unknown_ones() -> None:
    tagger = SvmTagger(window=2, c=1.0, seed=0)
    assert tagger.get_params()["c"] == 1.0 and not hasattr(tagger, "model_")
    assert tagger.set_params(c=0.5) is tagger and tagger.c == 0.5
    with pytest.raises(UnknownComponentError):
        tagger.set_params(gamma=1.0)


@pytest.mark.parametrize("cls", [SvmTagger, CrfdTagger])
def test_tagging_before_fitting_says_so(cls: type[LocalContextEstimator]) -> None:
    with pytest.raises(NotFittedError):
        cls().tag(note(1))  # type: ignore[call-arg]


@pytest.mark.parametrize(
    "tagger",
    [SvmTagger(c=0.0), SvmTagger(class_weight="rare"), SvmTagger(scheme="ternary"), SvmTagger(lang="fr"),
     SvmTagger(feature_groups=("words",)), CrfdTagger(c2=-1.0)],
)  # fmt: skip
def test_bad_parameters_are_refused_at_fit(tagger: LocalContextEstimator) -> None:
    with pytest.raises((ConfigError, UnknownComponentError)):
        tagger.fit(train_notes())  # type: ignore[attr-defined]


def test_the_svm_needs_phi_and_non_phi_tokens() -> None:
    with pytest.raises(ConfigError):
        SvmTagger(syntax="none").fit([Document("x", "No PHI here at all.")])


def test_a_model_of_another_major_version_is_refused(tmp_path: Path) -> None:
    SvmTagger(syntax="none", n_features=2**10).fit(train_notes()).save(tmp_path)
    record = json.loads((tmp_path / "params.json").read_text(encoding="utf-8"))
    record["phiscrub_version"] = "999.0.0"
    (tmp_path / "params.json").write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(InputError, match="another major version"):
        SvmTagger.load(tmp_path)


def test_the_multiclass_svm_keeps_one_weight_row_per_class() -> None:
    tagger = SvmTagger(syntax="none", n_features=2**12).fit(train_notes())
    assert tagger.classes_ == ("DATE", "DOCTOR", "HOSPITAL", "O", "PATIENT", "PHONE")
    assert tagger.model_ is not None and tagger.model_.shape == (6, 2**12)
