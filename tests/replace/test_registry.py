from __future__ import annotations

import pytest

from phiscrub.errors import UnknownComponentError
from phiscrub.replace.base import Replacer
from phiscrub.replace.registry import REPLACERS, replacer
from tests.replace.conftest import KEY, note


@pytest.mark.parametrize("name", REPLACERS)
def test_every_registered_replacer_follows_the_protocol(name: str) -> None:
    operator = replacer(name, key=KEY) if name == "surrogate" else replacer(name)
    assert isinstance(operator, Replacer) and operator.name == name
    result = operator.replace(note("Seen by Ann Lee on 3/4/2012.", ("Ann Lee", "DOCTOR"), ("3/4/2012", "DATE")))
    assert "Ann Lee" not in result.text and "3/4/2012" not in result.text


def test_unknown_replacer_lists_the_valid_names() -> None:
    with pytest.raises(UnknownComponentError, match="surrogate"):
        replacer("shred")
