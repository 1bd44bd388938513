from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import phiscrub
from phiscrub.api import default_pipeline
from phiscrub.errors import ConfigError, KeyMissingError

KEY = b"a long secret key for the tests only"
NOTE = "Seen by Dr. Ana Ruiz on 03/04/2021; the fever has resolved."
ADMITTED = "Patient John Smith was admitted to Mercy Hospital on 01/02/2020 with chest pain."
RETURNED = "Mr. John Smith returned on 02/05/2020; no chest pain since discharge."


def covered(text: str, spans: list[phiscrub.Span]) -> set[tuple[str, str]]:
    return {(span.label, text[span.start : span.end]) for span in spans}


@pytest.fixture
def no_env_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PHISCRUB_KEY", raising=False)


def test_tag_of_a_string_returns_the_spans_of_that_text() -> None:
    assert covered(NOTE, phiscrub.tag(NOTE)) == {("DOCTOR", "Ana Ruiz"), ("DATE", "03/04/2021")}


def test_tag_of_an_iterable_returns_one_span_list_per_text_in_order() -> None:
    texts = [NOTE, ADMITTED]
    found = phiscrub.tag(text for text in texts)
    assert len(found) == 2
    assert ("DOCTOR", "Ana Ruiz") in covered(NOTE, found[0])
    assert ("PATIENT", "John Smith") in covered(ADMITTED, found[1])


def test_tag_with_the_safe_harbor_policy_keeps_clinicians_names() -> None:
    assert covered(NOTE, phiscrub.tag(NOTE, policy="safe-harbor")) == {("DATE", "03/04/2021")}


def test_tag_of_spanish_uses_the_spanish_model() -> None:
    text = "Paciente Juan García, de 45 años, ingresó en el Hospital La Paz de Madrid."
    assert ("AGE", "45 años") in covered(text, phiscrub.tag(text, "es"))


def test_tag_refuses_bytes_and_non_strings_without_echoing_them() -> None:
    with pytest.raises(TypeError, match="decode"):
        phiscrub.tag(NOTE.encode())  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="text 1 is a int") as error:
        phiscrub.tag([NOTE, 42])  # type: ignore[list-item]
    assert "Ana Ruiz" not in str(error.value)


def test_deidentify_of_a_string_replaces_the_phi_and_keeps_the_rest() -> None:
    out = phiscrub.deidentify(NOTE, key=KEY)
    assert isinstance(out, str)
    assert "Ana Ruiz" not in out and "03/04/2021" not in out
    assert out.startswith("Seen by Dr. ") and out.endswith("; the fever has resolved.")


def test_deidentify_of_an_iterable_returns_a_list_in_order() -> None:
    out = phiscrub.deidentify([NOTE, ADMITTED], key=KEY)
    assert isinstance(out, list) and len(out) == 2
    assert out[0].startswith("Seen by Dr. ") and out[1].startswith("Patient ")
    assert "John Smith" not in out[1]


def test_deidentify_is_the_same_for_the_same_key_and_differs_for_another() -> None:
    assert phiscrub.deidentify(NOTE, key=KEY) == phiscrub.deidentify(NOTE, key=KEY.decode())
    assert phiscrub.deidentify(NOTE, key=KEY) != phiscrub.deidentify(NOTE, key=b"another long secret key, also fake")


def test_one_patient_gets_the_same_surrogate_name_in_every_note() -> None:
    admitted, returned = phiscrub.deidentify([ADMITTED, RETURNED], key=KEY, patient_id="mrn-1")
    surrogate = admitted.removeprefix("Patient ").split(" was admitted")[0]
    assert surrogate != "John Smith"
    assert returned.startswith(f"Mr. {surrogate} returned on ")


def test_texts_without_patient_id_are_each_their_own_patient() -> None:
    # not keyed on the position in the call: every call's first text would then share one date shift
    first = phiscrub.deidentify("Seen on 03/04/2021.", key=KEY)
    again = phiscrub.deidentify("Seen on 03/04/2021.", key=KEY)
    shifts = {phiscrub.deidentify(f"Seen on 03/04/2021, room {n}.", key=KEY).split(",")[0] for n in range(6)}
    assert first == again
    assert len(shifts) > 1


def test_patient_ids_must_match_the_texts_one_to_one() -> None:
    with pytest.raises(ConfigError, match="2 ids for 1 texts"):
        phiscrub.deidentify([NOTE], key=KEY, patient_id=["p1", "p2"])


def test_deidentify_reads_the_key_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PHISCRUB_KEY", KEY.decode())
    assert phiscrub.deidentify(NOTE) == phiscrub.deidentify(NOTE, key=KEY)


def test_surrogates_without_a_key_raise_a_config_error_naming_the_ways_out(no_env_key: None) -> None:
    with pytest.raises(ConfigError, match=r"key=.*PHISCRUB_KEY.*random_key=True") as error:
        phiscrub.deidentify(NOTE)
    assert isinstance(error.value, KeyMissingError)
    assert "Ana" not in str(error.value)


def test_random_key_is_the_escape_without_a_key(no_env_key: None) -> None:
    out = phiscrub.deidentify(NOTE, random_key=True)
    assert "Ana Ruiz" not in out and out.startswith("Seen by Dr. ")


def test_a_key_and_random_key_together_are_refused() -> None:
    with pytest.raises(ConfigError, match="not both"):
        phiscrub.deidentify(NOTE, key=KEY, random_key=True)


@pytest.mark.parametrize(
    ("replace", "options", "expected"),
    [
        ("tag", None, "Seen by Dr. [NAME] on [DATE]; the fever has resolved."),
        ("tag", {"level": "subtype"}, "Seen by Dr. [DOCTOR] on [DATE]; the fever has resolved."),
        ("mask", None, "Seen by Dr. ******** on **********; the fever has resolved."),
        ("redact", None, "Seen by Dr.  on ; the fever has resolved."),
    ],
)
def test_replacers_that_need_no_key_run_without_one(
    no_env_key: None, replace: str, options: dict[str, str] | None, expected: str
) -> None:
    assert phiscrub.deidentify(NOTE, replace=replace, options=options) == expected


def test_year_only_dates_keep_the_year_alone() -> None:
    out = phiscrub.deidentify(NOTE, key=KEY, date_mode="year-only")
    assert " on 2021; " in out


def test_the_default_model_is_loaded_once_per_language_and_policy() -> None:
    assert default_pipeline("en") is default_pipeline(lang="en", policy=None)
    assert default_pipeline("en", "safe-harbor") is not default_pipeline("en")


def test_importing_phiscrub_imports_no_model_library() -> None:
    code = (
        "import sys, phiscrub; phiscrub.tag; phiscrub.deidentify; "
        "print(sorted(m for m in ('pycrfsuite', 'sklearn', 'spacy', 'faker') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_phiscrub_deidentify_is_the_function_even_after_the_recipe_module_is_imported() -> None:
    import phiscrub.deidentifier  # the recipe of `phiscrub deid`, under another name than the function
    from phiscrub.api import deidentify

    assert phiscrub.deidentify is deidentify
    assert phiscrub.deidentifier.SURROGATE_LOCALES["es"] == "es_ES"
    assert {"deidentify", "tag"} <= set(phiscrub.__all__)


@pytest.fixture
def engine_calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[object, ...]]]:
    """Replace `engine_pipeline` by a spy answering with the rules; return the arguments of each call."""
    import phiscrub.deidentifier
    from phiscrub.deidentifier import rules_pipeline

    calls: list[tuple[object, ...]] = []

    def spy(
        engine: str,
        lang: str,
        transformer_model: object = None,
        hybrid_model: object = None,
        policy: str | None = None,
    ) -> object:
        calls.append((engine, lang, transformer_model, policy) + (() if hybrid_model is None else (hybrid_model,)))
        return rules_pipeline(lang, policy or "i2b2")

    monkeypatch.setattr(phiscrub.deidentifier, "engine_pipeline", spy)
    phiscrub.api._load_default.cache_clear()  # a pipeline loaded by another test would answer without the spy
    yield calls
    phiscrub.api._load_default.cache_clear()  # and the spy's rules-only pipelines must not serve later tests


def test_the_engine_and_transformer_model_reach_engine_pipeline_and_are_loaded_once(
    engine_calls: list[tuple[object, ...]], tmp_path: Path
) -> None:
    folder = tmp_path / "transformer"
    first = phiscrub.tag(NOTE, engine="ensemble", transformer_model=folder)
    again = phiscrub.tag([NOTE], engine="ensemble", transformer_model=str(folder))
    assert [first] == again and ("DATE", "03/04/2021") in covered(NOTE, first)
    assert engine_calls == [("ensemble", "en", folder.resolve(), None)]
    assert default_pipeline("en", None, "ensemble", folder) is default_pipeline(
        lang="en", engine="ensemble", transformer_model=str(folder)
    )
    out = phiscrub.deidentify(NOTE, replace="tag", engine="transformer", transformer_model=folder, policy="i2b2")
    assert "[DATE]" in out and "03/04/2021" not in out
    assert engine_calls[-1] == ("transformer", "en", folder.resolve(), "i2b2")


def test_fast_loads_the_shipped_fast_hybrid_once(engine_calls: list[tuple[object, ...]]) -> None:
    from phiscrub.deidentifier import fast_model

    phiscrub.tag(NOTE, fast=True)
    phiscrub.deidentify([NOTE], replace="tag", fast=True)
    assert engine_calls == [("hybrid", "en", None, None, fast_model("en"))]
    with pytest.raises(ConfigError, match="no fast model ships for 'es'"):
        phiscrub.tag(NOTE, lang="es", fast=True)


def test_the_transformer_engine_without_a_model_says_how_to_train_one() -> None:
    with pytest.raises(ConfigError, match="phiscrub train transformer") as error:
        phiscrub.tag(NOTE, engine="transformer", lang="es")  # an English transformer ships, no Spanish one
    assert "Ana" not in str(error.value)


def test_an_unknown_engine_is_refused_naming_the_engines() -> None:
    from phiscrub.errors import UnknownComponentError

    with pytest.raises(UnknownComponentError, match="ensemble"):
        phiscrub.deidentify(NOTE, replace="mask", engine="bert")
