"""The server applies its deny and allow lists to every request, and finds a patient's identifiers sent in `meta`."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from phiscrub.server.app import create_app
from phiscrub.server.settings import ServerSettings

REFERRED = "Referred to the Larkspur clinic for review of the cough."
REVIEWED = "Reviewed with the Bluebird team today."
WALKED = "Cough improving. Small walked 200 m with the physiotherapist."
SURNAME = "Small"


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    folder = tmp_path_factory.mktemp("lists")
    deny = folder / "deny.tsv"
    deny.write_text("HOSPITAL\tLarkspur clinic\n", encoding="utf-8")
    allow = folder / "allow.tsv"
    allow.write_text("# a team name, not an organisation to hide\n*\tBluebird\n", encoding="utf-8")
    settings = ServerSettings(
        deny_list=deny, allow_list=allow, known_fields=(("patient_name", "PATIENT"), ("mrn", "MEDICALRECORD"))
    )
    with TestClient(create_app(settings)) as client:  # no ready service: the app loads it from the settings
        yield client


def covered(text: str, spans: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(span["label"], text[span["start"] : span["end"]]) for span in spans}


def tag(client: TestClient, text: str, meta: dict[str, Any] | None = None) -> set[tuple[str, str]]:
    response = client.post("/v1/tag", json={"documents": [{"id": "n1", "text": text, "meta": meta or {}}]})
    assert response.status_code == 200, response.json()
    return covered(text, response.json()["documents"][0]["spans"])


def test_a_deny_listed_phrase_is_tagged_in_every_request(client: TestClient) -> None:
    assert ("HOSPITAL", "Larkspur clinic") in tag(client, REFERRED)
    response = client.post("/v1/tag", json={"text": REFERRED})
    assert ("HOSPITAL", "Larkspur clinic") in covered(REFERRED, response.json()["documents"][0]["spans"])


def test_an_allow_listed_word_is_not_tagged(client: TestClient) -> None:
    assert not any("Bluebird" in phrase for _, phrase in tag(client, REVIEWED))


def test_the_patients_surname_from_meta_is_found_in_the_note(client: TestClient) -> None:
    assert ("PATIENT", SURNAME) not in tag(client, WALKED)  # the model alone misses it
    assert ("PATIENT", SURNAME) in tag(client, WALKED, {"patient_name": f"Tim {SURNAME}", "mrn": "MRN-0042"})


def test_deid_replaces_the_patients_surname_from_meta(client: TestClient) -> None:
    body = {"documents": [{"id": "n1", "text": WALKED, "meta": {"patient_name": f"Tim {SURNAME}"}}]}
    response = client.post("/v1/deid", json=body)
    assert response.status_code == 200
    text = response.json()["documents"][0]["text"]
    assert text.startswith("Cough improving. [NAME] walked ") and SURNAME not in text


def test_known_identifiers_reach_no_log_and_no_error_body(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    tag(client, WALKED, {"patient_name": "Tim Quillfeather", "mrn": "MRN-0042"})
    invalid = {"documents": [{"id": "n1", "text": WALKED, "meta": {"patient_name": ["Tim", "Quillfeather"]}}]}
    response = client.post("/v1/tag", json=invalid)
    assert response.status_code == 422
    assert "Quillfeather" not in response.text and "patient_name" not in response.text
    assert "Quillfeather" not in caplog.text and "MRN-0042" not in caplog.text


def test_models_names_the_shipped_model(client: TestClient) -> None:
    assert client.get("/v1/models").json()["models"][0]["name"] == "shipped-en"


def test_settings_with_lists_travel_to_workers_as_json(tmp_path: Path) -> None:
    settings = ServerSettings(
        deny_list=tmp_path / "deny.tsv",
        allow_list=tmp_path / "allow.tsv",
        known_fields=(("patient_name", "PATIENT"),),
        engine="ensemble",
        transformer_model=tmp_path / "transformer",
    )
    assert ServerSettings.from_json(settings.to_json()) == settings
