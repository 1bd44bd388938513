"""Replacers by name, imported only when asked for (a read-only literal, one place to read)."""

from __future__ import annotations

from importlib import import_module
from types import MappingProxyType
from typing import Any, Final, cast

from phiscrub.errors import UnknownComponentError
from phiscrub.replace.base import Replacer

_REPLACERS: Final = MappingProxyType(
    {
        "tag": "phiscrub.replace.tags:TagReplacer",
        "redact": "phiscrub.replace.mask:RedactReplacer",
        "mask": "phiscrub.replace.mask:MaskReplacer",
        "surrogate": "phiscrub.replace.surrogates:SurrogateReplacer",
    }
)

REPLACERS: Final[tuple[str, ...]] = tuple(_REPLACERS)
"""Every replacer name."""


def replacer_class(name: str) -> type[Replacer]:
    """Return the replacer class registered as `name`, importing its module only now."""
    if name not in _REPLACERS:
        raise UnknownComponentError("replacer", name, REPLACERS)
    module_name, class_name = _REPLACERS[name].split(":")
    return cast(type[Replacer], getattr(import_module(module_name), class_name))


def replacer(name: str, **params: Any) -> Replacer:
    """Return the replacer registered as `name`, built with `params` (e.g. key=..., date_mode="shift")."""
    return replacer_class(name)(**params)
