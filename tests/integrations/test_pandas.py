from __future__ import annotations

from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

import phiscrub.pandas  # noqa: E402 - after the skip: the module imports pandas
from phiscrub.errors import ConfigError  # noqa: E402

KEY = b"a long secret key for the tests only"
NOTES = [
    "Patient John Smith was admitted to Mercy Hospital on 01/02/2020 with chest pain.",
    "Mr. John Smith returned on 02/05/2020; no chest pain since discharge.",
    None,
]


@pytest.fixture
def frame() -> pd.DataFrame:
    return pd.DataFrame({"note_id": ["n1", "n2", "n3"], "mrn": [1001, 1001, 1002], "note_text": NOTES})


def covered(text: str, records: list[dict[str, object]]) -> set[tuple[object, str]]:
    return {(record["label"], text[record["start"] : record["end"]]) for record in records}  # type: ignore[misc]


def test_the_pandas_module_uses_the_real_pandas() -> None:
    assert phiscrub.pandas.pd is pd and pd.__name__ == "pandas"


def test_deidentify_adds_the_spans_and_the_deidentified_text_to_a_copy(frame: pd.DataFrame) -> None:
    before = frame.copy()
    out = phiscrub.pandas.deidentify(frame, key=KEY)
    pd.testing.assert_frame_equal(frame, before)
    assert list(out.columns) == ["note_id", "mrn", "note_text", "phi_spans", "note_text_deid"]
    assert ("PATIENT", "John Smith") in covered(NOTES[0], out["phi_spans"][0])
    assert set(out["phi_spans"][0][0]) == {"start", "end", "label", "source", "score"}
    assert "John Smith" not in out["note_text_deid"][0] and out["note_text_deid"][0].startswith("Patient ")


def test_notes_of_one_patient_get_the_same_surrogates(frame: pd.DataFrame) -> None:
    admitted, returned = phiscrub.pandas.deidentify(frame, key=KEY)["note_text_deid"][:2]
    surrogate = admitted.removeprefix("Patient ").split(" was admitted")[0]
    assert returned.startswith(f"Mr. {surrogate} returned on ")


def test_a_missing_text_stays_missing_with_no_spans(frame: pd.DataFrame) -> None:
    out = phiscrub.pandas.deidentify(frame, key=KEY)
    assert out["phi_spans"][2] == [] and pd.isna(out["note_text_deid"][2])


def test_tag_adds_the_spans_only(frame: pd.DataFrame) -> None:
    out = phiscrub.pandas.tag(frame)
    assert list(out.columns) == ["note_id", "mrn", "note_text", "phi_spans"]
    assert ("DATE", "02/05/2020") in covered(NOTES[1], out["phi_spans"][1])


def test_columns_can_be_renamed_or_left_out() -> None:
    frame = pd.DataFrame({"body": ["Seen by Dr. Ana Ruiz on 03/04/2021."]}, index=[7])
    out = phiscrub.pandas.deidentify(frame, text="body", id=None, patient=None, replace="tag")
    assert out["body_deid"][7] == "Seen by Dr. [NAME] on [DATE]."


def test_a_missing_column_is_named_in_the_error(frame: pd.DataFrame) -> None:
    with pytest.raises(ConfigError, match="no column 'patient_id' \\(the patient column\\)"):
        phiscrub.pandas.deidentify(frame, patient="patient_id", key=KEY)


def test_surrogates_without_a_key_fail_before_tagging(frame: pd.DataFrame, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PHISCRUB_KEY", raising=False)
    with pytest.raises(ConfigError, match="PHISCRUB_KEY"):
        phiscrub.pandas.deidentify(frame)


def test_the_engine_reaches_the_api_for_tag_and_deidentify(
    frame: pd.DataFrame, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import phiscrub.deidentifier
    from phiscrub.deidentifier import fast_model, rules_pipeline

    calls: list[tuple[object, ...]] = []

    def spy(
        engine: str, lang: str, transformer_model: object = None, hybrid_model: object = None, policy: str | None = None
    ) -> object:
        calls.append((engine, lang, transformer_model) + (() if hybrid_model is None else (hybrid_model,)))
        return rules_pipeline(lang, policy or "i2b2")

    monkeypatch.setattr(phiscrub.deidentifier, "engine_pipeline", spy)
    phiscrub.api._load_default.cache_clear()  # a pipeline loaded by another test would answer without the spy
    folder = tmp_path / "transformer"
    tagged = phiscrub.pandas.tag(frame, engine="ensemble", transformer_model=folder)
    assert ("DATE", "02/05/2020") in covered(NOTES[1], tagged["phi_spans"][1])
    out = phiscrub.pandas.deidentify(frame, replace="tag", engine="transformer", transformer_model=folder)
    assert "01/02/2020" not in out["note_text_deid"][0]
    assert calls == [("ensemble", "en", folder.resolve()), ("transformer", "en", folder.resolve())]
    phiscrub.pandas.tag(frame, fast=True)
    assert calls[-1] == ("hybrid", "en", None, fast_model("en"))
    phiscrub.api._load_default.cache_clear()  # the spy's rules-only pipelines must not serve later tests
