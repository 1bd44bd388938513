from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from seqeval.metrics import classification_report

from phiscrub.document import Document, Span
from phiscrub.errors import PhiscrubError, UnknownComponentError
from phiscrub.evaluate.metrics import (
    LEVELS,
    CorpusMismatchError,
    Counts,
    evaluate,
    evaluate_note,
    operating_points,
    pair_documents,
)
from phiscrub.tokenize.tokenizer import tokenize
from tests.strategies import documents_with_spans


def span_of(text: str, phi: str, label: str, *, trim_end: int = 0, score: float | None = None) -> Span:
    start = text.index(phi)
    return Span(start, start + len(phi) - trim_end, label, score=score)


NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; call 555-0199 if the fever returns."
# 22 aggressive tokens: Seen by Dr . Ana Ruiz on 03 / 04 / 2021 ; call 555 - 0199 if the fever returns .
GOLD = Document(
    "n1",
    NOTE,
    (span_of(NOTE, "Ana Ruiz", "DOCTOR"), span_of(NOTE, "03/04/2021", "DATE"), span_of(NOTE, "555-0199", "PHONE")),
)
PRED = Document(
    "n1",
    NOTE,
    (
        span_of(NOTE, "Ana", "DOCTOR"),  # first name only: end 5 chars short
        span_of(NOTE, "03/04/2021", "DATE", trim_end=1),  # "03/04/202": end 1 char short
        span_of(NOTE, "555-0199", "FAX"),  # right place, wrong type
    ),
)

# Worked out by hand:
# token (typed): DOCTOR Ana TP, Ruiz FN; DATE 03 / 04 / 2021 5 TP ("202" overlaps the token "2021");
#   PHONE 555 - 0199 3 FN and FAX the same 3 tokens 3 FP                       -> TP 6, FP 3, FN 4
# entity-strict: no span has exact offsets and type                          -> TP 0, FP 3, FN 3
# entity-relaxed: DATE ends 1 char apart (<= 2) matches; DOCTOR 5 apart no; FAX wrong type -> TP 1, FP 2, FN 2
# binary-token: 10 gold tokens, predictions cover all but "Ruiz"            -> TP 9, FP 0, FN 1
# binary-strict: only 555-0199 has the same offsets                         -> TP 1, FP 2, FN 2
HAND_COUNTS = {
    "token": Counts(6, 3, 4),
    "entity-strict": Counts(0, 3, 3),
    "entity-relaxed": Counts(1, 2, 2),
    "binary-token": Counts(9, 0, 1),
    "binary-strict": Counts(1, 2, 2),
}
# HIPAA subset: DOCTOR is dropped on both sides; DATE, PHONE and FAX stay.
# token: DATE 5 TP, PHONE 3 FN, FAX 3 FP; entity-strict: 2 FP, 2 FN; relaxed: DATE matches;
# binary-token: gold tokens 03 / 04 / 2021 555 - 0199 all covered; binary-strict: 555-0199 only.
HAND_COUNTS_HIPAA = {
    "token": Counts(5, 3, 3),
    "entity-strict": Counts(0, 2, 2),
    "entity-relaxed": Counts(1, 1, 1),
    "binary-token": Counts(8, 0, 0),
    "binary-strict": Counts(1, 1, 1),
}


@pytest.mark.parametrize("level", LEVELS)
def test_micro_counts_match_the_hand_computed_fixture(level: str) -> None:
    assert evaluate([GOLD], [PRED]).micro[level] == HAND_COUNTS[level]


@pytest.mark.parametrize("level", LEVELS)
def test_hipaa_subset_drops_other_labels_on_both_sides(level: str) -> None:
    assert evaluate([GOLD], [PRED], labels="hipaa").micro[level] == HAND_COUNTS_HIPAA[level]


def test_per_label_token_counts_split_a_wrong_type_into_fp_and_fn() -> None:
    by_label = evaluate([GOLD], [PRED]).by_label["token"]
    assert by_label["PHONE"] == Counts(0, 0, 3)
    assert by_label["FAX"] == Counts(0, 3, 0)
    assert by_label["DOCTOR"] == Counts(1, 0, 1)
    assert by_label["DATE"] == Counts(5, 0, 0)


def test_counts_give_precision_recall_and_f1() -> None:
    counts = HAND_COUNTS["token"]
    assert counts.precision == pytest.approx(6 / 9)
    assert counts.recall == pytest.approx(6 / 10)
    assert counts.f1 == pytest.approx(2 * (6 / 9) * 0.6 / (6 / 9 + 0.6))
    assert Counts().precision == Counts().recall == Counts().f1 == 0.0


RELAXED_NOTE = "Admitted on 12/01/2019 at Mercy General Hospital."


@pytest.mark.parametrize(
    ("start_shift", "end_shift", "label", "relaxed_match"),
    [
        (0, 0, "DATE", True),
        (0, -1, "DATE", True),
        (0, -2, "DATE", True),
        (0, 2, "DATE", True),
        (0, -3, "DATE", False),
        (0, 3, "DATE", False),
        (1, 0, "DATE", False),
        (-1, 0, "DATE", False),
        (0, 0, "AGE", False),
    ],
)
def test_relaxed_match_allows_two_characters_at_the_end_only(
    start_shift: int, end_shift: int, label: str, relaxed_match: bool
) -> None:
    gold_span = span_of(RELAXED_NOTE, "12/01/2019", "DATE")
    gold = Document("r", RELAXED_NOTE, (gold_span,))
    pred = Document("r", RELAXED_NOTE, (Span(gold_span.start + start_shift, gold_span.end + end_shift, label),))
    counts = evaluate_note(gold, pred).micro("entity-relaxed")
    assert counts == (Counts(1, 0, 0) if relaxed_match else Counts(0, 1, 1))


def test_relaxed_matching_is_one_to_one() -> None:
    gold_span = span_of(RELAXED_NOTE, "12/01/2019", "DATE")
    gold = Document("r", RELAXED_NOTE, (gold_span,))
    pred = Document("r", RELAXED_NOTE, (gold_span, Span(gold_span.start, gold_span.end - 1, "DATE")))
    assert evaluate_note(gold, pred).micro("entity-relaxed") == Counts(1, 1, 0)


def test_a_span_cutting_a_token_claims_the_whole_token() -> None:
    text = "MRN12345 seen"
    gold = Document("t", text, (Span(3, 8, "MEDICALRECORD"),))
    pred = Document("t", text, (Span(5, 6, "MEDICALRECORD"),))  # one digit inside the token "12345"
    note = evaluate_note(gold, pred)
    assert note.micro("token") == Counts(1, 0, 0)
    assert note.micro("entity-strict") == Counts(0, 1, 1)


def test_hipaa_counts_a_non_hipaa_label_over_hipaa_phi_as_a_miss_only() -> None:
    text = "Patient John Smith was seen."
    gold = Document("h", text, (span_of(text, "John Smith", "PATIENT"),))
    pred = Document("h", text, (span_of(text, "John Smith", "DOCTOR"),))
    assert evaluate([gold], [pred], labels="hipaa").micro["entity-strict"] == Counts(0, 0, 1)
    assert evaluate([gold], [pred], labels="full").micro["entity-strict"] == Counts(0, 1, 1)


def test_per_category_counts_a_name_of_another_subtype_as_a_match() -> None:
    text = "Patient John Smith was seen in Boston."
    gold = Document("c", text, (span_of(text, "John Smith", "PATIENT"), span_of(text, "Boston", "CITY")))
    pred = Document("c", text, (span_of(text, "John Smith", "DOCTOR"),))
    result = evaluate([gold], [pred], per_category=True)
    assert result.by_category is not None and result.micro_by_category is not None
    assert result.by_category["entity-strict"]["NAME"] == Counts(1, 0, 0)
    assert result.by_category["entity-strict"]["LOCATION"] == Counts(0, 0, 1)
    assert result.micro_by_category["entity-strict"] == Counts(1, 0, 1)
    assert result.micro["entity-strict"] == Counts(0, 1, 2)
    assert evaluate([gold], [pred]).by_category is None


NOTE_2 = "Pt is 84 yo, lives in Boston."  # 9 tokens: Pt is 84 yo , lives in Boston .


def test_leaks_and_errors_per_1000_tokens_are_counted_on_binary_tokens() -> None:
    gold_2 = Document("n2", NOTE_2, (span_of(NOTE_2, "84", "AGE"), span_of(NOTE_2, "Boston", "CITY")))
    pred_2 = Document("n2", NOTE_2, (span_of(NOTE_2, "84", "AGE"), span_of(NOTE_2, "lives in Boston", "CITY")))
    result = evaluate([GOLD, gold_2], [PRED, pred_2])
    # note 1 misses "Ruiz" (1 FN, leaks); note 2 finds all, flags "lives" and "in" (2 FP, no leak); 22 + 9 tokens
    assert result.n_tokens == 31
    assert result.fn_per_1000_tokens == pytest.approx(1000 * 1 / 31)
    assert result.fp_per_1000_tokens == pytest.approx(1000 * 2 / 31)
    assert (result.n_leaked_notes, result.leak_rate) == (1, 0.5)


def test_missed_phi_lists_gold_spans_with_uncovered_tokens() -> None:
    missed = evaluate([GOLD], [PRED]).missed
    assert [(NOTE[m.start : m.end], m.label, m.missed_tokens, m.tokens) for m in missed] == [
        ("Ana Ruiz", "DOCTOR", 1, 2)
    ]
    assert not missed[0].fully_missed


def test_documents_are_paired_by_id_whatever_the_order() -> None:
    docs = [Document(str(i), f"note {i} on 01/02/2003", (Span(10, 20, "DATE"),)) for i in range(5)]
    result = evaluate(docs, list(reversed(docs)))
    assert result.micro["entity-strict"] == Counts(5, 0, 0)
    assert sorted(note.doc_id for note in result.notes) == ["0", "1", "2", "3", "4"]


@pytest.mark.parametrize(
    ("gold_ids", "pred_ids", "named", "phrase"),
    [
        (["a", "b"], ["a"], "b", "not in the predicted corpus"),
        (["a"], ["a", "c"], "c", "not in the gold corpus"),
        (["a", "a"], ["a"], "a", "appears twice in the gold corpus"),
    ],
)
def test_unpaired_documents_raise_an_error_naming_the_id(
    gold_ids: list[str], pred_ids: list[str], named: str, phrase: str
) -> None:
    with pytest.raises(CorpusMismatchError, match=phrase) as caught:
        evaluate([Document(i, "text") for i in gold_ids], [Document(i, "text") for i in pred_ids])
    assert caught.value.doc_id == named


def test_different_texts_raise_an_error_naming_the_id_and_offset_but_no_text() -> None:
    gold = Document("x7", "Seen by Dr. Ana Ruiz.")
    pred = Document("x7", "Seen by Dr. Ann Ruiz.")
    with pytest.raises(CorpusMismatchError) as caught:
        evaluate([gold], [pred])
    message = str(caught.value)
    assert "'x7'" in message and "char 14" in message
    assert "Ana" not in message and "Ann" not in message
    assert isinstance(caught.value, PhiscrubError)


def test_unknown_label_set_is_refused() -> None:
    with pytest.raises(UnknownComponentError):
        evaluate([GOLD], [PRED], labels="ngrid")


def test_pairing_streams_without_holding_documents_in_the_same_order() -> None:
    pending: list[str] = []

    def stream(prefix: str) -> object:
        for i in range(1000):
            pending.append(prefix)
            yield Document(str(i), "x")

    pairs = pair_documents(stream("g"), stream("p"))  # type: ignore[arg-type]
    for i, (gold, pred) in enumerate(pairs):
        assert gold.id == pred.id == str(i)
        assert len(pending) <= 2 * (i + 1)


# ---------------------------------------------------------------------------------------------------------------
# Invariants and cross-checks on random documents
# ---------------------------------------------------------------------------------------------------------------


@st.composite
def gold_and_prediction(draw: st.DrawFn) -> tuple[Document, Document]:
    gold = draw(documents_with_spans())
    spans = []
    for span in gold.spans:
        action = draw(st.sampled_from(["keep", "drop", "shrink", "grow", "relabel"]))
        if action == "keep":
            spans.append(span)
        elif action == "shrink" and len(span) > 1:
            spans.append(Span(span.start, span.end - draw(st.integers(1, len(span) - 1)), span.label))
        elif action == "grow" and span.end < len(gold.text):
            spans.append(Span(span.start, draw(st.integers(span.end + 1, len(gold.text))), span.label))
        elif action == "relabel":
            spans.append(span.with_label("DATE" if span.label != "DATE" else "AGE"))
    return gold, gold.with_spans(spans)


@settings(max_examples=60, deadline=None)
@given(gold_and_prediction())
def test_level_counts_are_consistent(pair: tuple[Document, Document]) -> None:
    gold, pred = pair
    note = evaluate_note(gold, pred)
    strict, relaxed = note.micro("entity-strict"), note.micro("entity-relaxed")
    assert relaxed.tp >= strict.tp
    assert note.micro("binary-strict").tp >= strict.tp
    for level in ("entity-strict", "entity-relaxed", "binary-strict"):
        assert note.micro(level).n_gold == len({(s.start, s.end, s.label) for s in gold.spans})
        assert note.micro(level).n_predicted == len({(s.start, s.end, s.label) for s in pred.spans})
    tokens = tokenize(gold.text)
    gold_tokens = {i for i, t in enumerate(tokens) for s in gold.spans if t.start < s.end and s.start < t.end}
    assert note.micro("binary-token").n_gold == len(gold_tokens)
    assert evaluate_note(gold, gold).micro("token").fp == 0


def doc_from_runs(doc_id: str, text: str, tokens: list, runs: list[tuple[int, int, str]]) -> Document:
    return Document(doc_id, text, tuple(Span(tokens[a].start, tokens[b - 1].end, label) for a, b, label in runs))


def bio_tags(n_tokens: int, runs: list[tuple[int, int, str]]) -> list[str]:
    tags = ["O"] * n_tokens
    for a, b, label in runs:
        tags[a] = f"B-{label}"
        for k in range(a + 1, b):
            tags[k] = f"I-{label}"
    return tags


def token_aligned_documents(seed: int, n_docs: int = 20) -> tuple[list[Document], list[Document], list, list]:
    """Random notes whose spans cover whole tokens, with their BIO tags for seqeval."""
    rng = random.Random(seed)
    labels = ["DATE", "PATIENT", "DOCTOR", "CITY", "PHONE"]
    golds, preds, gold_tags, pred_tags = [], [], [], []
    for n in range(n_docs):
        words = [
            rng.choice(["alpha", "beta", "12", "/", "x9", "Gamma", "-", "delta"]) for _ in range(rng.randint(5, 40))
        ]
        text = " ".join(words)
        tokens = tokenize(text)
        gold_runs, pred_runs = [], []
        i = 0
        while i < len(tokens):
            length = rng.randint(1, 3)
            if rng.random() < 0.3 and i + length <= len(tokens):
                label = rng.choice(labels)
                gold_runs.append((i, i + length, label))
                roll = rng.random()
                if roll < 0.5:
                    pred_runs.append((i, i + length, label))
                elif roll < 0.65:
                    pred_runs.append((i, i + length, rng.choice(labels)))
                elif roll < 0.8 and length > 1:
                    pred_runs.append((i, i + length - 1, label))
                i += length + 1  # leave a gap so that runs never touch
            else:
                if rng.random() < 0.05:
                    pred_runs.append((i, i + 1, rng.choice(labels)))
                i += 1

        golds.append(doc_from_runs(f"d{n}", text, tokens, gold_runs))
        preds.append(doc_from_runs(f"d{n}", text, tokens, pred_runs))
        gold_tags.append(bio_tags(len(tokens), gold_runs))
        pred_tags.append(bio_tags(len(tokens), pred_runs))
    return golds, preds, gold_tags, pred_tags


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_strict_entity_level_agrees_with_seqeval_on_token_aligned_spans(seed: int) -> None:
    golds, preds, gold_tags, pred_tags = token_aligned_documents(seed)
    result = evaluate(golds, preds)
    report = classification_report(gold_tags, pred_tags, output_dict=True, zero_division=0)
    micro = result.micro["entity-strict"]
    assert micro.precision == pytest.approx(report["micro avg"]["precision"])
    assert micro.recall == pytest.approx(report["micro avg"]["recall"])
    assert micro.f1 == pytest.approx(report["micro avg"]["f1-score"])
    for label, counts in result.by_label["entity-strict"].items():
        if counts.n_gold:
            assert counts.n_gold == report[label]["support"]
            assert counts.recall == pytest.approx(report[label]["recall"])
            assert counts.precision == pytest.approx(report[label]["precision"])


# ---------------------------------------------------------------------------------------------------------------
# Fixed-sensitivity operating points
# ---------------------------------------------------------------------------------------------------------------


def test_operating_points_pick_the_highest_threshold_reaching_the_sensitivity() -> None:
    text = "Ana met Bob and Cy at Dee"  # 7 tokens
    gold = Document("o", text, tuple(span_of(text, name, "PATIENT") for name in ("Ana", "Bob", "Cy", "Dee")))
    pred = Document(
        "o",
        text,
        (
            span_of(text, "Ana", "PATIENT", score=0.9),
            span_of(text, "Bob", "PATIENT", score=0.6),
            span_of(text, "and", "PATIENT", score=0.7),
            span_of(text, "Cy", "PATIENT", score=0.3),
        ),
    )
    # gold scores, highest first: Ana 0.9, Bob 0.6, Cy 0.3, Dee 0 (never predicted)
    # 50%: 2 of 4 -> threshold 0.6 flags Ana, Bob and "and" (FP 1); 75%: 0.3 adds Cy; 100%: flag every token
    points = {p.required_sensitivity: p for p in operating_points([gold], [pred], sensitivities=(0.5, 0.75, 1.0))}
    assert (points[0.5].threshold, points[0.5].counts) == (0.6, Counts(2, 1, 2))
    assert (points[0.75].threshold, points[0.75].counts) == (0.3, Counts(3, 1, 1))
    assert (points[1.0].threshold, points[1.0].counts) == (0.0, Counts(4, 3, 0))
    assert points[1.0].fp_per_1000_tokens == pytest.approx(1000 * 3 / 7)
