"""The transformer tagger on a tiny random BERT: fit, tag, windows of long notes, save/load, pipelines.

Needs torch and transformers (`pip install 'phiscrub[transformer]'`); skipped, visibly, without them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from phiscrub.document import Document, Span  # noqa: E402
from phiscrub.errors import ConfigError, InputError  # noqa: E402
from phiscrub.pipeline import Part, Pipeline  # noqa: E402
from phiscrub.taggers.partial import ANNOTATED_KEY  # noqa: E402
from phiscrub.taggers.registry import registered_name, tagger_class  # noqa: E402
from phiscrub.taggers.transformer.model import partial_loss  # noqa: E402
from phiscrub.taggers.transformer.tagger import TransformerTagger  # noqa: E402

NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 555-0199 if the fever returns."
GOLD = (Span(12, 20, "DOCTOR"), Span(24, 34, "DATE"), Span(41, 49, "PHONE"))


def _docs(n: int = 5) -> list[Document]:
    return [Document(f"n{i}", NOTE, GOLD) for i in range(n)]


def _tagger(encoder: Path, **params: object) -> TransformerTagger:
    settings: dict[str, object] = {"encoder": str(encoder), "epochs": 40, "lr": 5e-3, "batch_size": 5, "lora_rank": 4}
    return TransformerTagger(**{**settings, **params})  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def fitted(tiny_encoder: Path) -> TransformerTagger:
    return _tagger(tiny_encoder).fit(_docs())


def test_the_transformer_is_registered_by_name() -> None:
    assert tagger_class("transformer") is TransformerTagger
    assert registered_name(TransformerTagger()) == "transformer"


def test_a_fitted_tagger_finds_the_phi_of_its_training_note(fitted: TransformerTagger) -> None:
    found = {(span.label, NOTE[span.start : span.end]) for span in fitted.tag(Document("t", NOTE))}
    assert {("DATE", "03/04/2021"), ("PHONE", "555-0199")} <= found


def test_spans_are_sorted_inside_the_text_and_carry_the_taggers_name(fitted: TransformerTagger) -> None:
    spans = fitted.tag(Document("t", NOTE))
    assert spans == sorted(spans)
    assert all(0 <= s.start < s.end <= len(NOTE) and s.source == "transformer" for s in spans)
    assert all(s.score is not None and 0.0 <= s.score <= 1.0 for s in spans)


def test_fit_with_the_same_seed_gives_the_same_spans(tiny_encoder: Path, fitted: TransformerTagger) -> None:
    again = _tagger(tiny_encoder).fit(_docs())
    assert again.tag(Document("t", NOTE)) == fitted.tag(Document("t", NOTE))


def test_a_tagger_is_not_used_before_it_is_fitted() -> None:
    from phiscrub.errors import NotFittedError

    with pytest.raises(NotFittedError):
        TransformerTagger().tag(Document("t", NOTE))


def test_a_note_of_50000_words_is_tagged_whole(tiny_encoder: Path, fitted: TransformerTagger) -> None:
    text = " ".join(f"w{i % 10}" for i in range(50_000)) + " Ruiz"
    doc = Document("long", text)
    [(words, prediction)] = fitted.predict([doc])
    assert len(words) == len(prediction.default_class) == 50_001
    everything = fitted.set_params(threshold=0.0).tag(doc)
    fitted.set_params(threshold=None)
    assert everything[-1].end == len(text)  # the last word was seen: nothing truncated
    assert sum(1 for _ in everything) >= 1


def test_a_threshold_of_zero_tags_every_word_and_of_one_none(fitted: TransformerTagger) -> None:
    try:
        tagged = {NOTE[s.start : s.end] for s in fitted.set_params(threshold=0.0).tag(Document("t", NOTE))}
        assert "fever" in " ".join(tagged)
        assert fitted.set_params(threshold=1.0).tag(Document("t", NOTE)) == [] or all(
            (s.score or 0) >= 0.99 for s in fitted.tag(Document("t", NOTE))
        )
    finally:
        fitted.set_params(threshold=None)


def test_scored_words_give_one_span_per_word(fitted: TransformerTagger) -> None:
    spans = fitted.scored_words(Document("t", NOTE))
    assert len(spans) == len(NOTE.split())


def test_save_and_load_give_the_same_spans(fitted: TransformerTagger, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    loaded = TransformerTagger.load(tmp_path / "model")
    assert loaded.tag(Document("t", NOTE)) == fitted.tag(Document("t", NOTE))
    assert loaded.get_params() == fitted.get_params()
    record = json.loads((tmp_path / "model" / "params.json").read_text())
    assert record["state"]["training"]["n_docs"] == 5


def test_a_lora_model_saves_only_the_adapters_and_the_head(fitted: TransformerTagger, tmp_path: Path) -> None:
    from safetensors.torch import load_file

    fitted.save(tmp_path / "model")
    names = load_file(str(tmp_path / "model" / "weights.safetensors"))
    assert names and all("lora_" in name or name.startswith(("classifier.", "shape.")) for name in names)


def test_a_fully_tuned_model_saves_and_loads_too(tiny_encoder: Path, tmp_path: Path) -> None:
    tagger = _tagger(tiny_encoder, lora_rank=0, epochs=2, shape_dim=0).fit(_docs(2))
    tagger.save(tmp_path / "full")
    assert TransformerTagger.load(tmp_path / "full").tag(Document("t", NOTE)) == tagger.tag(Document("t", NOTE))


def test_loading_refuses_another_base_encoder(fitted: TransformerTagger, tmp_path: Path) -> None:
    fitted.save(tmp_path / "model")
    record = json.loads((tmp_path / "model" / "params.json").read_text())
    record["state"]["encoder_sha256"] = "0" * 64
    (tmp_path / "model" / "params.json").write_text(json.dumps(record))
    with pytest.raises(InputError, match="base encoder"):
        TransformerTagger.load(tmp_path / "model")


def test_a_model_of_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="missing"):
        TransformerTagger.load(tmp_path)


def test_aggressive_words_and_type_classes_train_and_tag(tiny_encoder: Path) -> None:
    tagger = _tagger(tiny_encoder, word_unit="aggressive", granularity="type", epochs=2).fit(_docs(2))
    spans = tagger.tag(Document("t", NOTE))
    assert all(0 <= s.start < s.end <= len(NOTE) for s in spans)
    assert "B-DOCTOR" in tagger.classes_


def test_int8_quantized_tagging_runs_on_cpu(fitted: TransformerTagger) -> None:
    try:
        spans = fitted.set_params(quantize=True).tag(Document("t", NOTE))
        assert all(s.source == "transformer" for s in spans)
    finally:
        fitted.set_params(quantize=False)


def test_bad_parameters_are_named(tiny_encoder: Path) -> None:
    with pytest.raises(ConfigError, match="overlap"):
        _tagger(tiny_encoder, max_words=10, overlap=10).fit(_docs(1))
    with pytest.raises(ConfigError, match="threshold"):
        _tagger(tiny_encoder, threshold=2.0).fit(_docs(1))


def test_early_stopping_records_dev_scores(tiny_encoder: Path) -> None:
    tagger = _tagger(tiny_encoder, epochs=3, eval_every=1, patience=1).fit(_docs(2), dev_docs=_docs(1))
    history = tagger.training_["history"]
    assert history and all(0.0 <= item["dev_binary_word_f1"] <= 1.0 for item in history)
    assert len(history) <= 3


def test_the_partial_loss_is_cross_entropy_with_one_allowed_class() -> None:
    logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 0.3]])
    one_hot = torch.tensor([[True, False, False], [False, False, True]])
    expected = torch.nn.functional.cross_entropy(logits, torch.tensor([0, 2]))
    assert partial_loss(logits, one_hot).item() == pytest.approx(expected.item(), rel=1e-5)
    loose = torch.tensor([[True, True, False], [False, True, True]])
    assert partial_loss(logits, loose).item() < expected.item()


def test_a_partially_annotated_note_trains(tiny_encoder: Path) -> None:
    wnut_like = Document("w", "Ana Ruiz flew to Boston on 03/04/2021", (Span(0, 8, "PATIENT"), Span(17, 23, "CITY")))
    wnut_like = Document(wnut_like.id, wnut_like.text, wnut_like.spans, {ANNOTATED_KEY: "LOCATION,NAME"})
    tagger = _tagger(tiny_encoder, epochs=2).fit([wnut_like, *_docs(1)])
    assert tagger.training_["n_windows"] == 2


def test_a_pipeline_holding_the_transformer_saves_loads_and_tags(fitted: TransformerTagger, tmp_path: Path) -> None:
    pipeline = Pipeline([Part("transformer", fitted, "model")], lang="en", steps=("merge",))
    pipeline.save(tmp_path / "model")
    loaded = Pipeline.load(tmp_path / "model")
    assert isinstance(loaded.parts[0].tagger, TransformerTagger)
    doc = Document("t", NOTE)
    assert loaded.tag(doc).spans == pipeline.tag(doc).spans


def test_a_fitted_tagger_pickles_for_worker_processes(fitted: TransformerTagger) -> None:
    import pickle

    doc = Document("t", NOTE)
    assert pickle.loads(pickle.dumps(fitted)).tag(doc) == fitted.tag(doc)
    try:
        fitted.set_params(quantize=True).tag(doc)  # the int8 copy stays behind
        assert pickle.loads(pickle.dumps(fitted)).tag(doc) == fitted.tag(doc)
    finally:
        fitted.set_params(quantize=False)
    assert TransformerTagger(**fitted.get_params()).get_params() == fitted.get_params()


def test_a_packaged_encoder_is_found_in_the_encoder_folder_variable(
    tiny_encoder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from phiscrub.taggers.transformer.model import ENCODER_DIR_VARIABLE, encoder_folder

    shutil.copytree(tiny_encoder, tmp_path / "all-minilm-l6-v2")
    monkeypatch.setenv(ENCODER_DIR_VARIABLE, str(tmp_path))
    assert encoder_folder("all-minilm-l6-v2") == tmp_path / "all-minilm-l6-v2"
