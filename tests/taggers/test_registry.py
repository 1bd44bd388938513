"""Taggers are found by name: phiscrub's own, and those another package registers through an entry point."""

from __future__ import annotations

import pickle
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.pipeline import Part, Pipeline
from phiscrub.taggers.registry import ENTRY_POINT_GROUP, registered_name, tagger_class, tagger_names

NOTE = "Ward round: Mrs. Dalloway, bed 12, call 617-555-0142 before 5/6/2021."


class BedTagger:
    """A custom tagger of this test file: every "bed <number>" is a ROOM."""

    name = "beds"
    merge_role = "model"

    def __init__(self, word: str = "bed") -> None:
        self.word = word

    def get_params(self) -> dict[str, str]:
        return {"word": self.word}

    def tag(self, doc: Document) -> list[Span]:
        start = doc.text.find(f"{self.word} ")
        if start < 0:
            return []
        end = start + len(self.word) + 1
        while end < len(doc.text) and doc.text[end].isdigit():
            end += 1
        return [Span(start, end, "ROOM", source=self.name)]


@pytest.fixture
def plugin_installed(tmp_path: Path) -> Iterator[None]:
    """Install, for one test, a distribution whose entry point registers BedTagger as "beds"."""
    dist = tmp_path / "phiscrub_beds-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: phiscrub-beds\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nbeds = {__name__}:BedTagger\n")
    sys.path.insert(0, str(tmp_path))
    try:
        yield
    finally:
        sys.path.remove(str(tmp_path))


def test_phiscrub_registers_its_own_taggers_by_name() -> None:
    assert {"rules", "crf", "deny-list", "known"} <= set(tagger_names())
    assert tagger_class("rules").__name__ == "RuleTagger"


def test_an_unknown_tagger_name_lists_the_registered_ones() -> None:
    with pytest.raises(UnknownComponentError, match="rules"):
        tagger_class("no-such-tagger")


def test_a_tagger_of_another_package_plugs_in_by_name(plugin_installed: None) -> None:
    assert "beds" in tagger_names()
    tagger = tagger_class("beds")()
    assert registered_name(tagger) == "beds"
    spans = Pipeline([tagger]).tag(Document("w1", NOTE)).spans
    # the plugged-in tagger's "bed 12", with the word of the field cut off by the pipeline's corrections
    assert [(s.label, NOTE[s.start : s.end]) for s in spans] == [("ROOM", "12")]


def test_a_pipeline_with_a_plugged_in_tagger_saves_and_loads_as_data(plugin_installed: None, tmp_path: Path) -> None:
    from phiscrub.taggers.rules import RuleTagger

    pipeline = Pipeline([Part("beds", BedTagger("bed")), Part("rules", RuleTagger(lang="en"), "rules")])
    pipeline.save(tmp_path / "model")
    loaded = Pipeline.load(tmp_path / "model")
    assert [(p.name, type(p.tagger).__name__, p.role) for p in loaded.parts] == [
        ("beds", "BedTagger", "model"),
        ("rules", "RuleTagger", "rules"),
    ]
    doc = Document("w1", NOTE)
    assert loaded.tag(doc).spans == pipeline.tag(doc).spans
    assert ("ROOM", "12") in {(s.label, NOTE[s.start : s.end]) for s in loaded.tag(doc).spans}


def test_saving_an_unregistered_tagger_says_how_to_register_it(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=ENTRY_POINT_GROUP):
        Pipeline([BedTagger()]).save(tmp_path / "model")


def test_a_part_saved_under_another_feature_schema_is_refused(plugin_installed: None, tmp_path: Path) -> None:
    import json

    Pipeline([BedTagger()]).save(tmp_path / "model")
    manifest_path = tmp_path / "model" / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    manifest["parts"][0]["feature_schema"] = 99
    manifest_path.write_text(json.dumps(manifest))
    with pytest.raises(ConfigError, match="feature schema 99"):
        Pipeline.load(tmp_path / "model")


TAGGER_FACTORIES = {
    "rules": lambda cls: cls(lang="en"),
    "deny-list": lambda cls: cls({"PATIENT": ["Dalloway"]}),
    "known": lambda cls: cls({"patient_name": "PATIENT"}),
}


@pytest.mark.parametrize("name", sorted(TAGGER_FACTORIES))
def test_every_registered_rule_like_tagger_follows_the_protocol(name: str) -> None:
    """Conformance: spans inside the text, sorted, source starting with the name, picklable, rebuilt from params."""
    cls = tagger_class(name)
    tagger = TAGGER_FACTORIES[name](cls)
    doc = Document("w1", NOTE, meta={"patient_name": "Clarissa Dalloway"})
    spans = tagger.tag(doc)
    assert spans, name
    assert all(0 <= s.start < s.end <= len(NOTE) for s in spans)
    assert [(s.start, s.end) for s in spans] == sorted((s.start, s.end) for s in spans)
    assert all(s.source.split(":")[0] == tagger.name for s in spans)
    assert pickle.loads(pickle.dumps(tagger)).tag(doc) == spans
    assert cls(**tagger.get_params()).tag(doc) == spans
    assert registered_name(tagger) == name


def test_a_tagger_whose_extra_is_missing_names_the_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    import phiscrub.taggers.registry as registry

    def no_torch(module: str) -> object:
        raise ModuleNotFoundError("No module named 'torch'", name="torch")

    monkeypatch.setattr(registry, "import_module", no_torch)
    with pytest.raises(ConfigError, match=r"needs the 'transformer' extra .*phiscrub\[transformer\]"):
        tagger_class("transformer")
