"""The hybrid rebuilt from its parts tags identically; pipelines pickle, clone and load as data."""

from __future__ import annotations

import json
import pickle
import shutil
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

import pytest

from phiscrub.document import Document, Span
from phiscrub.hybrid import HybridPipeline
from phiscrub.pipeline import MANIFEST, Part, Pipeline

MODELS = Path(__file__).resolve().parents[1] / "phiscrub" / "models"

NOTES = [
    Document("p1", "Seen by Dr. Ana Ruiz on 03/04/2021 at Mercy Hospital, Tulsa. Call 918-555-0199."),
    Document("p2", "Mr. Harold Benning, 67, MRN 40032917, lives at 4415 Larkspur Lane, Bexley, OH 43209."),
    Document("p3", "Telephone note: daughter Lisa Moreau asked about the warfarin dose. - RN K. Osei"),
]


@pytest.fixture(scope="module")
def shipped() -> HybridPipeline:
    return HybridPipeline.load_default("en")


def spans_of(pipeline: Pipeline) -> list[tuple[Span, ...]]:
    return [pipeline.tag(doc).spans for doc in NOTES]


def test_the_hybrid_rebuilt_from_its_parts_tags_identically(shipped: HybridPipeline) -> None:
    from phiscrub.taggers.crf import CrfTagger
    from phiscrub.taggers.rules import RuleTagger

    parts = [
        Part("rules", RuleTagger(lang="en"), "rules"),
        Part("quantitative", CrfTagger.load(MODELS / "en" / "crf-quantitative")),
        Part("names", CrfTagger.load(MODELS / "en" / "crf-names")),
    ]
    rebuilt = Pipeline(parts, lang="en", steps=shipped.steps, merge=shipped.merge)
    assert spans_of(rebuilt) == spans_of(shipped)


def test_a_pipeline_pickles_and_tags_the_same_in_another_process(shipped: HybridPipeline) -> None:
    restored = pickle.loads(pickle.dumps(shipped))
    assert type(restored) is HybridPipeline
    assert spans_of(restored) == spans_of(shipped)
    with ProcessPoolExecutor(1, get_context("spawn")) as pool:
        assert list(pool.map(Pipeline.tag, [shipped] * len(NOTES), NOTES)) == [shipped.tag(doc) for doc in NOTES]


def test_a_clone_is_independent_of_its_original(shipped: HybridPipeline) -> None:
    clone = shipped.clone()
    clone.parts = clone.parts[:1]
    clone.policy = "safe-harbor"
    assert len(shipped.parts) == 3 and shipped.policy == "i2b2"
    assert spans_of(clone) != spans_of(shipped)


def test_parts_added_in_front_win_the_merge(shipped: HybridPipeline) -> None:
    from phiscrub.taggers.user_lists import DenyListTagger

    doc = Document("p4", "Reviewed with the Bluebird team today.")
    extended = shipped.with_parts([DenyListTagger({"ORGANIZATION": ["Bluebird team"]})])
    assert [p.name for p in extended.parts][0] == "deny-list" and [p.role for p in extended.parts][0] == "user"
    assert ("ORGANIZATION", "Bluebird team") in {(s.label, doc.span_text(s)) for s in extended.tag(doc).spans}
    assert len(shipped.parts) == 3


def test_a_saved_pipeline_names_its_parts_in_the_manifest(shipped: HybridPipeline, tmp_path: Path) -> None:
    shipped.save(tmp_path / "model")
    manifest = json.loads((tmp_path / "model" / MANIFEST).read_text())
    assert [(p["name"], p["tagger"], p["role"]) for p in manifest["parts"]] == [
        ("rules", "rules", "rules"),
        ("quantitative", "crf", "model"),
        ("names", "crf", "model"),
    ]
    assert manifest["parts"][1]["folder"] == "crf-quantitative" and manifest["parts"][0]["params"]["lang"] == "en"
    assert spans_of(HybridPipeline.load(tmp_path / "model")) == spans_of(shipped)


def test_a_format_1_model_folder_still_loads(shipped: HybridPipeline, tmp_path: Path) -> None:
    folder = tmp_path / "old"
    shutil.copytree(MODELS / "en", folder)
    manifest = json.loads((folder / MANIFEST).read_text())
    manifest["format"] = 1
    del manifest["parts"]
    (folder / MANIFEST).write_text(json.dumps(manifest))
    loaded = HybridPipeline.load(folder)
    assert [p.name for p in loaded.parts] == ["rules", "quantitative", "names"]
    assert spans_of(loaded) == spans_of(shipped)


def test_a_crf_part_fits_saves_loads_and_pickles_with_equal_spans(tmp_path: Path) -> None:
    """Conformance of the trainable tagger: fit on five notes with a fixed seed, save/load and pickle round trips."""
    from phiscrub.taggers.crf import CrfTagger

    train = [
        Document(f"t{i}", f"Seen by Dr. {name} on 0{i + 1}/1{i}/2020.", (Span(12, 12 + len(name), "DOCTOR"),))
        for i, name in enumerate(["Ruiz", "Okafor", "Lindqvist", "Pratt", "Haddad"])
    ]
    crf = CrfTagger(kind="names", max_iterations=20, seed=0).fit(train)
    doc = Document("d", "Seen by Dr. Stanton on 03/14/2020.")
    spans = crf.tag(doc)
    assert all(s.source == crf.name for s in spans)
    crf.save(tmp_path / "crf")
    assert CrfTagger.load(tmp_path / "crf").tag(doc) == spans
    assert pickle.loads(pickle.dumps(crf)).tag(doc) == spans


class FoundSpans:
    """A tagger that finds the spans it is given, for every note (a stand-in for a rule tagger or a model)."""

    def __init__(self, *spans: Span) -> None:
        self.spans = list(spans)

    def tag(self, doc: Document) -> list[Span]:
        return list(self.spans)


def test_a_rule_span_takes_the_place_of_a_learned_twin_the_corrections_drop() -> None:
    text = "FAX +1-555-867-5311. WEB WWW.NORTHSIDE-CLINIC.ORG."
    start = text.index("WWW")
    url = Span(start, start + 24, "URL", "rules:url", 0.95)
    fax = Span(start, start + 24, "FAX", "crf:quantitative", 0.88)  # no digits: `drop_digitless_phones` drops it
    parts = [Part("rules", FoundSpans(url), "rules"), Part("model", FoundSpans(fax))]
    pipeline = Pipeline(parts, lang="en", steps=("merge", "correct"), merge="crf-first")
    spans = pipeline.tag(Document("n", text)).spans
    assert [(text[s.start : s.end], s.label, s.source) for s in spans] == [
        ("WWW.NORTHSIDE-CLINIC.ORG", "URL", "rules:url")
    ]
    # a learned span the corrections keep stays as the merge chose it
    phone = Span(4, 19, "PHONE", "crf:quantitative", 0.9)
    rule_fax = Span(4, 19, "FAX", "rules:fax_after_keyword", 0.95)
    parts = [Part("rules", FoundSpans(rule_fax), "rules"), Part("model", FoundSpans(phone))]
    pipeline = Pipeline(parts, lang="en", steps=("merge",), merge="crf-first")
    assert pipeline.tag(Document("n", text)).spans == (phone,)
