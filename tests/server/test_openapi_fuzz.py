"""Property-based, against the OpenAPI schema: schemathesis generates schema-valid and invalid requests for every
operation, and no answer may be a server error or stray from the responses the schema documents.

Hypothesis drives the strategies directly (schemathesis's own pytest decorator does not run under pytest 9).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

schemathesis = pytest.importorskip("schemathesis", reason="schemathesis is part of the dev extra")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis import GenerationMode  # noqa: E402
from schemathesis.checks import (  # noqa: E402
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from phiscrub.pipeline import Pipeline  # noqa: E402
from phiscrub.server.app import create_app  # noqa: E402
from phiscrub.server.service import Service  # noqa: E402
from phiscrub.server.settings import ServerSettings  # noqa: E402
from tests.server.conftest import KEY  # noqa: E402

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
VALID, INVALID = GenerationMode.POSITIVE, GenerationMode.NEGATIVE
CASES = [
    *((path, "POST", mode) for path in ("/v1/tag", "/v1/deid") for mode in (VALID, INVALID)),
    ("/v1/models", "GET", VALID),  # the GETs take no input, so there is no invalid one to send
    ("/health", "GET", VALID),
]


@pytest.fixture(scope="module")
def api_schema(shipped_pipeline: Pipeline) -> Iterator[Any]:
    app = create_app(ServerSettings(max_documents=4, max_bytes=20_000), service=Service(shipped_pipeline, key=KEY))
    yield schemathesis.openapi.from_asgi("/openapi.json", app)


@pytest.mark.parametrize(("path", "method", "mode"), CASES, ids=[f"{m} {p} {g.value}" for p, m, g in CASES])
def test_no_request_gets_a_server_error_or_an_undocumented_answer(
    api_schema: Any, path: str, method: str, mode: GenerationMode
) -> None:
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def answers_within_the_schema(case: Any) -> None:
        case.call_and_validate(checks=CHECKS)

    answers_within_the_schema()
