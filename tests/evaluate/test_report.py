from __future__ import annotations

import base64
import io
import json
import re
from pathlib import Path

from rich.console import Console

from phiscrub.document import Document, Span
from phiscrub.evaluate.metrics import evaluate, operating_points
from phiscrub.evaluate.report import (
    PHI_WARNING,
    build_report,
    missed_contexts,
    print_report,
    render_html,
    report_to_dict,
    write_html,
)

LONG = "x" * 60
NOTE = f"{LONG} Patient <Bob & Co> seen on 01/02/2020. {LONG}"


def span_of(text: str, phi: str, label: str) -> Span:
    start = text.index(phi)
    return Span(start, start + len(phi), label)


GOLD = Document("note-1", NOTE, (span_of(NOTE, "<Bob & Co>", "PATIENT"), span_of(NOTE, "01/02/2020", "DATE")))
PRED = Document("note-1", NOTE, (span_of(NOTE, "01/02/2020", "DATE"),))
OTHER = Document("note-2", "Nothing here.", ())


def report(**kwargs: object):
    return build_report(evaluate([GOLD, OTHER], [PRED, OTHER], per_category=True), n_resamples=50, **kwargs)


def test_json_report_has_every_level_and_no_note_text() -> None:
    data = report_to_dict(report())
    text = json.dumps(data)
    assert set(data["levels"]) == {"token", "entity-strict", "entity-relaxed", "binary-token", "binary-strict"}
    assert data["levels"]["entity-strict"]["recall"] == 0.5
    assert data["leak_rate"] == 0.5
    assert data["missed"] == [
        {"doc_id": "note-1", "start": 69, "end": 79, "label": "PATIENT", "missed_tokens": 5, "tokens": 5}
    ]
    assert {i["level"] for i in data["bootstrap_intervals"]} == set(data["levels"])
    assert "per_category" in data
    assert "Bob" not in text and "01/02" not in text


def test_json_report_carries_the_comparison_of_two_systems() -> None:
    a = evaluate([GOLD], [PRED])
    b = evaluate([GOLD], [GOLD])
    data = report_to_dict(build_report(a, b, n_resamples=0, n_shuffles=99))
    tests = data["compare"]["randomization_tests"]
    assert [t["level"] for t in tests] == ["token", "entity-strict", "entity-relaxed", "binary-token", "binary-strict"]
    assert tests[1]["a"] == 0.5 * 2 / 1.5 and tests[1]["b"] == 1.0
    assert set(data["compare"]["proportion_tests"]) == {"entity-strict recall", "binary-token recall"}
    assert data["bootstrap_intervals"] == []


def test_terminal_report_shows_levels_types_and_leaks_without_note_text() -> None:
    buffer = io.StringIO()
    print_report(report(), Console(file=buffer, width=200))
    out = buffer.getvalue()
    for expected in ("entity-strict", "binary-token", "PATIENT", "Per main category", "per 1000 tokens", "1 of 2"):
        assert expected in out
    assert out.index("Recall") < out.index("Precision")
    assert "Bob" not in out and "01/02" not in out


def test_terminal_report_shows_operating_points_and_comparisons() -> None:
    points = operating_points([GOLD], [PRED])
    a, b = evaluate([GOLD], [PRED]), evaluate([GOLD], [GOLD])
    buffer = io.StringIO()
    print_report(build_report(a, b, n_resamples=0, n_shuffles=99, operating_points=points), Console(file=buffer))
    out = buffer.getvalue()
    assert "Fixed-sensitivity" in out and "randomization" in out and "z-test" in out


def test_missed_contexts_take_40_characters_on_each_side() -> None:
    (context,) = missed_contexts([GOLD, OTHER], evaluate([GOLD], [PRED]).missed)
    assert context.phi == "<Bob & Co>"
    assert context.before == "x" * 31 + " Patient "
    assert context.after == " seen on 01/02/2020. " + "x" * 19


def test_html_report_warns_first_escapes_context_and_embeds_a_chart(tmp_path: Path) -> None:
    result_report = report()
    contexts = missed_contexts([GOLD, OTHER], result_report.result.missed)
    path = tmp_path / "report.html"
    write_html(result_report, contexts, path)
    page = path.read_text(encoding="utf-8")
    body = page[page.index("<body>") :]
    assert body.index(PHI_WARNING) < body.index("<table>")
    assert "<title>phiscrub evaluation report (contains PHI)</title>" in page
    assert "<mark>&lt;Bob &amp; Co&gt;</mark>" in page
    assert "<Bob" not in page
    chart = re.search(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert chart is not None and base64.b64decode(chart.group(1)).startswith(b"\x89PNG")
    assert "http://" not in page and "https://" not in page  # self-contained


def test_html_report_lists_no_missed_phi_for_a_perfect_system() -> None:
    page = render_html(build_report(evaluate([GOLD], [GOLD]), n_resamples=0), [])
    assert "Missed PHI (0)" in page and "<mark>" not in page
