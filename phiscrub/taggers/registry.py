"""Taggers by name: phiscrub's own (a read-only literal, one place to read) and those of other packages.

A pipeline names each of its taggers by its registered name, so a saved model says which class rebuilds each part.
Another package adds a tagger through the entry point group `phiscrub.taggers`, read when a name is looked up::

    [project.entry-points."phiscrub.taggers"]
    my-tagger = "my_package.taggers:MyTagger"

Modules are imported only when their tagger is asked for: listing the names imports no model code.
"""

from __future__ import annotations

from importlib import import_module
from importlib.metadata import entry_points
from types import MappingProxyType
from typing import Final, cast

from phiscrub.errors import ConfigError, UnknownComponentError
from phiscrub.taggers.base import Tagger

ENTRY_POINT_GROUP: Final = "phiscrub.taggers"
"""The entry point group through which other packages register taggers."""

_TAGGERS: Final = MappingProxyType(
    {
        "rules": "phiscrub.taggers.rules.tagger:RuleTagger",
        "crf": "phiscrub.taggers.crf:CrfTagger",
        "deny-list": "phiscrub.taggers.user_lists:DenyListTagger",
        "known": "phiscrub.taggers.known:KnownIdentifiersTagger",
        "forest": "phiscrub.taggers.featureonly.forest:ForestTagger",
        "feature-crf": "phiscrub.taggers.featureonly.crf:FeatureCrfTagger",
        "transformer": "phiscrub.taggers.transformer.tagger:TransformerTagger",
        "svm": "phiscrub.taggers.svm:SvmTagger",
        "heuristic": "phiscrub.taggers.heuristic:HeuristicTagger",
        "crfd": "phiscrub.taggers.crfd:CrfdTagger",
    }
)


def _plugin_targets() -> dict[str, str]:
    """Return {name: "module:Class"} of the taggers other installed packages register."""
    return {point.name: point.value for point in entry_points(group=ENTRY_POINT_GROUP)}


def tagger_names() -> tuple[str, ...]:
    """Return every registered tagger name: phiscrub's own first, then those of installed plugins."""
    plugins = sorted(set(_plugin_targets()) - set(_TAGGERS))
    return (*_TAGGERS, *plugins)


_EXTRA_OF_MODULE: Final = MappingProxyType(
    {"torch": "transformer", "transformers": "transformer", "safetensors": "transformer"}
)
"""Modules of optional extras a registered tagger imports -> the extra that installs them."""


def tagger_class(name: str) -> type[Tagger]:
    """Return the tagger class registered as `name`, importing its module only now."""
    target = _TAGGERS.get(name) or _plugin_targets().get(name)
    if target is None:
        raise UnknownComponentError("tagger", name, tagger_names())
    module_name, _, class_name = target.partition(":")
    try:
        cls = getattr(import_module(module_name), class_name)
    except ImportError as err:
        extra = _EXTRA_OF_MODULE.get((err.name or "").partition(".")[0])
        if extra is not None:
            raise ConfigError(
                f"tagger {name!r} needs the {extra!r} extra (missing module {err.name!r}): "
                f"see the README's optional extras, e.g. `make extras` or `pip install 'phiscrub[{extra}]'`"
            ) from err
        raise ConfigError(f"tagger {name!r}: cannot import {target} ({type(err).__name__})") from err
    except AttributeError as err:
        raise ConfigError(f"tagger {name!r}: cannot import {target} ({type(err).__name__})") from err
    return cast(type[Tagger], cls)


def registered_name(tagger: object) -> str:
    """Return the name under which the class of `tagger` is registered (raise ConfigError when it is not)."""
    cls = type(tagger)
    target = f"{cls.__module__}:{cls.__qualname__}"
    for name, registered in (*_TAGGERS.items(), *_plugin_targets().items()):
        if registered == target:
            return name
    raise ConfigError(
        f"tagger class {target} is not registered: add it to the entry point group {ENTRY_POINT_GROUP!r} "
        "to save a pipeline holding it"
    )
