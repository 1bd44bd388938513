"""What one server worker process holds (its model, loaded once, and the secret key) and does to one note.

Nothing here knows HTTP: the application (`phiscrub.server.app`) validates requests, enforces limits and runs these
methods in a worker thread, one document at a time.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from phiscrub.document import Document
from phiscrub.errors import KeyMissingError
from phiscrub.labels import POLICIES
from phiscrub.pipeline import Pipeline
from phiscrub.replace.base import Replacer, ReplaceResult
from phiscrub.replace.keys import keyed_digest
from phiscrub.replace.registry import REPLACERS
from phiscrub.server.settings import ServerSettings
from phiscrub.taggers.crf_engine import chosen_decoder
from phiscrub.version import __version__

if TYPE_CHECKING:
    from phiscrub.deidentifier import Deidentifier

_PATIENT_OF_TEXT: Final = "phiscrub.server: the patient of a text"
"""Domain label of the keyed hash that names the patient of a bare `text` request."""
_WARM_UP_NOTE: Final = "Seen by Dr. Ana Ruiz at Mercy Hospital, Boston, on 03/04/2021; call 555-0199."


@dataclass(frozen=True)
class DeidOptions:
    """How a request wants its notes replaced: the operator and its CLI options (`phiscrub deid`)."""

    replace: str = "tag"
    date_mode: str = "shift"
    tag_level: str = "category"
    numbering: str = "none"

    @property
    def needs_key(self) -> bool:
        """Return whether these options need the secret key (surrogates, keyed tag numbering)."""
        return self.replace == "surrogate" or (self.replace == "tag" and self.numbering == "keyed")


class Service:
    """The model of one worker process, one pipeline per policy, and replacers built once per set of options."""

    def __init__(self, pipeline: Pipeline, key: bytes | None = None, model_name: str = "default") -> None:
        self.default_policy = pipeline.policy
        self.lang = pipeline.lang
        self.key = key
        self.model_name = model_name
        self.kind = type(pipeline).__name__
        # one copy per policy, made now: the policy is a setting of the pipeline, and a request must not change the
        # pipeline another request is using
        self._pipelines = {policy: _with_policy(pipeline, policy) for policy in POLICIES}
        self._replacers: dict[DeidOptions, Replacer] = {}
        self._lock = threading.Lock()

    @classmethod
    def load(cls, settings: ServerSettings) -> Service:
        """Return the service of `settings`: the model loaded (seconds: once per process) and the key read."""
        recipe = recipe_of(settings)
        return cls(recipe.build_pipeline(), settings.read_key(), model_name(recipe))

    def warm_up(self) -> None:
        """Tag an invented note under every policy and build the default replacers.

        The model loads some resources (dictionaries) on first use, which takes seconds: at start, not in the first
        request a worker answers.
        """
        for policy in POLICIES:
            self.tag(Document("warm-up", _WARM_UP_NOTE), policy)
        self.replacer(DeidOptions())
        if self.key is not None:
            self.replacer(DeidOptions("surrogate"))

    def describe(self) -> dict[str, Any]:
        """Return what this service offers: the model, its language and default policy, the operators."""
        return {
            "name": self.model_name,
            "kind": self.kind,
            "lang": self.lang,
            "policy": self.default_policy,
            "policies": list(POLICIES),
            "replacers": list(REPLACERS),
            "keyed": self.key is not None,
            "version": __version__,
            "crf_decoder": chosen_decoder(),
        }

    def document(self, doc_id: str | None, text: str, meta: dict[str, Any] | None = None) -> Document:
        """Return the request's note as a Document; a bare text (no id) is its own patient, named by a keyed hash.

        Keyed by the text rather than by a fixed id, so that two unrelated one-text requests do not share a date
        shift and surrogates, while the same text gets the same ones in every request.
        """
        if doc_id is not None:
            return Document(doc_id, text, meta=meta or {})
        if self.key is None:
            return Document("text", text)
        return Document("text", text, meta={"patient_id": keyed_digest(self.key, _PATIENT_OF_TEXT, text).hex()[:32]})

    def tag(self, doc: Document, policy: str | None = None) -> Document:
        """Return `doc` with the spans the model finds (offsets into its text) under `policy` (None: the default)."""
        return self._pipelines[policy or self.default_policy].tag(doc)

    def replacer(self, options: DeidOptions) -> Replacer:
        """Return the replacer of `options`, built on first use (the key from the server, never from a request)."""
        with self._lock:
            if options not in self._replacers:
                self._replacers[options] = self._build_replacer(options)
            return self._replacers[options]

    def _build_replacer(self, options: DeidOptions) -> Replacer:
        from phiscrub.api import build_replacer

        if options.needs_key and self.key is None:
            raise KeyMissingError(
                "this server has no secret key, so surrogates and keyed tag numbering are off: "
                "start it with --key-file PATH or PHISCRUB_KEY set"
            )
        params = {"level": options.tag_level, "numbering": options.numbering} if options.replace == "tag" else {}
        key = self.key if options.needs_key else None
        return build_replacer(options.replace, self.lang, key=key, date_mode=options.date_mode, options=params)

    def deidentify(
        self, doc: Document, options: DeidOptions, policy: str | None = None
    ) -> tuple[Document, ReplaceResult]:
        """Return `doc` tagged (spans into its text) and its replacement (text, output spans, offset map)."""
        replacer = self.replacer(options)  # an option that cannot work fails before the note is tagged
        tagged = self.tag(doc, policy)
        return tagged, replacer.replace(tagged)


def recipe_of(settings: ServerSettings) -> Deidentifier:
    """Return the recipe of the pipeline `settings` name: engine, models, the server's word lists and known fields."""
    from phiscrub.deidentifier import Deidentifier, UserLists, resolve_language

    return Deidentifier(
        model=settings.model,
        lang=resolve_language(settings.lang, settings.model, settings.transformer_model),
        policy=settings.policy,
        o_threshold=settings.o_threshold,
        rules_only=settings.rules_only,
        engine=settings.engine,
        transformer_model=settings.transformer_model,
        user_lists=UserLists(settings.deny_list, settings.allow_list, settings.known_fields),
    )


def model_name(recipe: Deidentifier) -> str:
    """Return the name /v1/models gives the recipe's model: a folder name, "shipped-<lang>", "rules", or two joined."""
    if recipe.rules_only:
        return "rules"
    hybrid = recipe.model.name if recipe.model else f"shipped-{recipe.lang}"
    if recipe.engine == "hybrid":
        return hybrid
    given = recipe.transformer_model or (recipe.model if recipe.engine == "transformer" else None)
    transformer = given.name if given else f"shipped-{recipe.lang}-transformer"
    return transformer if recipe.engine == "transformer" else f"{hybrid}+{transformer}"


def _with_policy(pipeline: Pipeline, policy: str) -> Pipeline:
    """Return `pipeline` itself when it already applies `policy`, else a copy that does."""
    if pipeline.policy == policy:
        return pipeline
    copy = pipeline.clone()
    copy.policy = policy
    return copy
