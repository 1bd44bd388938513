"""benchmarks/statdeid.py: non-PHI counts from the binary token level, and a tiny run printing the paper's tables."""

import json
from pathlib import Path

import numpy as np
import pytest

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import evaluate
from phiscrub.io.jsonl import document_to_json
from tests.scripts import load_script
from tests.taggers.statdeid_notes import note

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "statdeid.py"


@pytest.fixture(scope="module")
def bench():
    return load_script(_PATH, "statdeid_bench")


def test_non_phi_counts_are_the_complement_of_the_phi_counts(bench):
    gold = Document("a", "Seen by Dr. Hayes on 03/04/2021 today.", (Span(12, 17, "DOCTOR"), Span(21, 31, "DATE")))
    pred = gold.with_spans([Span(12, 17, "DOCTOR"), Span(32, 37, "DATE")])
    result = evaluate([gold], [pred])
    # 13 tokens: gold PHI Hayes + 5 date tokens; predicted Hayes + "today"
    assert bench.phi_counts(result).tolist() == [[1, 1, 5]]
    assert bench.non_phi_counts(result).tolist() == [[6, 5, 1]]
    assert bench.prf(np.array([[6, 5, 1]]))["recall"] == pytest.approx(6 / 7)


def test_ambiguous_only_counts_score_just_the_tokens_of_ambiguous_words(bench):
    text = "Dr. Crohn saw Ms. Lyme for Crohn disease and Lyme disease on 03/04/2021."
    gold = Document("a", text, (Span(4, 9, "DOCTOR"), Span(18, 22, "PATIENT"), Span(61, 71, "DATE")))
    # Crohn-the-doctor found, Lyme-the-patient missed, Crohn-the-disease wrongly tagged, the date found
    pred = gold.with_spans([Span(4, 9, "DOCTOR"), Span(27, 32, "PATIENT"), Span(61, 71, "DATE")])
    words = frozenset({"crohn", "lyme"})
    counts = bench.ambiguous_only_counts([gold], [pred], words)
    # tokens scored: Crohn (PHI, found), Lyme (PHI, missed), Crohn (non-PHI, tagged), Lyme (non-PHI, kept)
    assert counts["PHI"].tolist() == [[1, 1, 1]]
    assert counts["Non-PHI"].tolist() == [[1, 1, 1]]
    assert bench.ambiguous_only_counts([gold], [gold], words)["PHI"].tolist() == [[2, 0, 0]]
    assert bench.ambiguous_only_counts([gold], [pred], frozenset({"disease"}))["PHI"].tolist() == [[0, 0, 0]]


def test_a_tiny_run_writes_json_and_the_tables(bench, tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    for split, numbers in (("train", range(8)), ("dev", range(8, 12))):
        lines = [json.dumps(document_to_json(note(i))) + "\n" for i in numbers]
        (tmp_path / f"{split}.jsonl").write_text("".join(lines), encoding="utf-8")
    out = tmp_path / "results.json"
    bench.main(
        ["--train", str(tmp_path / "train.jsonl"), "--dev", str(tmp_path / "dev.jsonl"),
         "--corpora", "authentic,challenge,ambiguous", "--syntax", "none", "--crf-iterations", "20",
         "--shuffles", "99", "--json", str(out),
         "--markdown", str(tmp_path / "tables.md")]
    )  # fmt: skip
    results = json.loads(out.read_text(encoding="utf-8"))
    authentic = results["corpora"]["authentic"]
    assert set(authentic["systems"]) == {"Stat De-id", "H+D", "CRFD"}
    assert {"only target", "all but mesh", "SNoW local", "IdentiFinder local"} <= set(authentic["feature_sets"])
    assert "feature_sets" not in results["corpora"]["challenge"]
    ambiguous = results["corpora"]["ambiguous"]
    assert ambiguous["n_ambiguous_candidates"] > 0 and ambiguous["ambiguous_only"]["n_words"] > 0
    assert set(ambiguous["ambiguous_only"]["systems"]) == {"Stat De-id", "H+D", "CRFD"}
    assert ambiguous["vocabulary"]["dev"]["PATIENT"]["ambiguous"] > 0
    tables = (tmp_path / "tables.md").read_text(encoding="utf-8")
    assert "| Stat De-id | PHI |" in tables and "| Actual \\ Predicted |" in tables
    assert "Ambiguous words only" in tables and "| Class (dev) | word tokens |" in tables
    assert "Hayes" not in capsys.readouterr().out + tables


def test_the_document_sets_the_papers_figures_beside_ours_and_keeps_the_discussion(bench, tmp_path: Path):
    record = {"PHI": bench.prf(np.array([[90, 2, 10]])), "Non-PHI": bench.prf(np.array([[900, 10, 2]]))}
    system = {**record, "timing": {"fit_s": 12.0, "tokens_per_s": 3456.0}, "significance": None}
    sizes = {"n_train_notes": 8, "n_dev_notes": 4, "n_dev_tokens": 1000}
    authentic = {"name": "toy", "corpora": {"authentic": {**sizes, "systems": {"Stat De-id": system}}}}
    vocabulary = {
        "dev": {
            "Non-PHI": {"tokens": 900, "ambiguous": 90, "out_of_vocabulary": 0},
            "PATIENT": {"tokens": 40, "ambiguous": 20, "out_of_vocabulary": 10},
            "NAME-RELATIVE": {"tokens": 10, "ambiguous": 5, "out_of_vocabulary": 0},
        }
    }
    only = {"n_words": 7, "systems": {"Stat De-id": {**record, "significance": None}}}
    ambiguous = {**sizes, "systems": {"Stat De-id": system}, "vocabulary": vocabulary, "ambiguous_only": only}
    challenge = {**sizes, "systems": {"Stat De-id": system}, "vocabulary": vocabulary}
    oov = {"name": "toy", "corpora": {"oov": {**sizes, "systems": {"Stat De-id": system}},
                                      "ambiguous": ambiguous, "challenge": challenge}}  # fmt: skip
    paths = [tmp_path / "a.json", tmp_path / "b.json"]
    for path, results in zip(paths, (authentic, oov), strict=True):
        path.write_text(json.dumps(results), encoding="utf-8")
    doc = tmp_path / "statdeid.md"
    doc.write_text(
        f"# Title\n\nIntro.\n\n### old tables\n\n{bench.DISCUSSION_MARK}\n\nOur discussion.\n", encoding="utf-8"
    )
    bench.write_doc(paths, doc)
    text = doc.read_text(encoding="utf-8")
    assert text.startswith("# Title\n\nIntro.") and "old tables" not in text
    assert text.endswith(f"{bench.DISCUSSION_MARK}\n\nOur discussion.\n")
    assert "| Stat De-id | PHI | 98.46% | 95.24% | 96.82% | 97.83% | 90.00% | 93.75% |" in text  # Table 6 beside ours
    assert "| Stat De-id | PHI | 98.12% | 96.77% | 97.44% | 97.83% | 90.00% | 93.75% |" in text  # Table 11
    assert "| Stat De-id | 12 | 3456 |" in text
    assert "toy 8 train / 4 dev notes (1000 dev tokens)." in text
    assert "| Stat De-id | PHI | 98.69% | 97.37% | 98.03% | 97.83% | 90.00% | 93.75% |" in text  # Table 14
    assert "| Stat De-id | PHI | 94.02% | 92.08% | 93.04% | 97.83% | 90.00% | 93.75% |" in text  # Table 10
    assert "| Patient | 514 / 1047 (49%) | 158 / 1737 (9%) | 25 / 50 (50%) | 25 / 50 (50%) |" in text  # Table 2
    assert "| Patient | 73% | 10% | 20% | 50% |" in text  # §5.5
