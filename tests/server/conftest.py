from __future__ import annotations

import pytest

from phiscrub.deidentifier import load_model
from phiscrub.pipeline import Pipeline

KEY = b"a long secret key for the server tests"


@pytest.fixture(scope="session")
def shipped_pipeline() -> Pipeline:
    return load_model(None, "en")
