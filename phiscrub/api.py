"""The two calls users reach for first, `phiscrub.tag` and `phiscrub.deidentify`, on one note or on many.

>>> import phiscrub
>>> phiscrub.deidentify("Seen by Dr. Ana Ruiz on 03/04/2021.", key=b"a long random secret of yours")  # doctest: +SKIP

One call does everything: the model shipped for the language (or the `engine` asked for: "transformer", "ensemble")
is loaded on first use and kept for the process (`default_pipeline`), the secret key comes from the argument or
$PHISCRUB_KEY (as `phiscrub deid` reads it), and a string in gives one result while any other iterable of strings
gives a list, in input order.

Without `patient_id`, each text is its own patient: surrogates and the date shift are keyed on a keyed hash of the
text (not on its position in the call), so the same text gets the same surrogates in every call, and two unrelated
notes never share a date shift because both came first in their calls.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, overload

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, KeyMissingError

if TYPE_CHECKING:
    from phiscrub.pipeline import Pipeline
    from phiscrub.replace.base import Replacer, ReplaceResult

logger = logging.getLogger(__name__)

_PATIENT_OF_TEXT: Final = "phiscrub.api: the patient of a text"
"""Domain label of the keyed hash that names the patient of a text given without `patient_id`."""


def default_pipeline(
    lang: str = "en",
    policy: str | None = None,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> Pipeline:
    """Return the pipeline of `engine` for `lang` with `policy` (None: the model's), loaded once per process.

    Args:
        lang: Language of the notes: which shipped model is loaded.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        engine: "hybrid" (the shipped model), "transformer" or "ensemble" (the hybrid plus the transformer).
        transformer_model: The transformer model folder of engines "transformer" and "ensemble"; None: the one
            shipped for `lang` (a ConfigError saying how to train one when there is none).
        fast: The fast hybrid shipped for `lang` (`phiscrub.deidentifier.fast_model`) in place of the default one.

    Every caller shares the returned pipeline: tag with it, but change a copy (`pipeline.clone()`), never it.
    """
    folder = None if transformer_model is None else Path(transformer_model).resolve()
    # positional, so that ("en") and (lang="en") share one cache entry
    return _load_default(lang, policy, engine, folder, fast)


@functools.lru_cache(maxsize=8)
def _load_default(
    lang: str, policy: str | None, engine: str, transformer_model: Path | None, fast: bool = False
) -> Pipeline:
    # the one cache of the package (the house style has none): loading a model takes seconds, and the one-call API
    # would otherwise pay that on every call; the pipeline is not changed by tagging, so sharing it is safe
    from phiscrub.deidentifier import engine_pipeline, with_fast_model

    hybrid = with_fast_model(None, fast, lang, engine)
    return engine_pipeline(engine, lang, transformer_model, hybrid_model=hybrid, policy=policy)


def resolve_key(key: bytes | str | None = None, random_key: bool = False) -> bytes:
    """Return the secret key: `key` (a str is UTF-8 encoded), else $PHISCRUB_KEY, else a random one if allowed.

    Surrounding whitespace is stripped, as from a key file or the environment. Raises KeyMissingError (a
    ConfigError) when there is no key and `random_key` is False, and ConfigError when both are given.
    """
    from phiscrub.replace.keys import KEY_ENV_VAR, MIN_KEY_BYTES, load_key
    from phiscrub.replace.keys import random_key as make_random_key

    if key is not None:
        if random_key:
            raise ConfigError("pass either key=... or random_key=True, not both")
        data = (key.encode("utf-8") if isinstance(key, str) else bytes(key)).strip()
        if not data:
            raise KeyMissingError("the key given is empty: pass a long random secret")
        if len(data) < MIN_KEY_BYTES:
            logger.warning("the secret key is shorter than %d bytes; use a longer random key", MIN_KEY_BYTES)
        return data
    if random_key:
        return make_random_key()
    try:
        return load_key()
    except KeyMissingError:
        raise KeyMissingError(
            f"no secret key: pass key=... or set the environment variable {KEY_ENV_VAR} (surrogates and date shifts "
            "are derived from it), or random_key=True for surrogates consistent within this call only"
        ) from None


def build_replacer(
    replace: str = "surrogate",
    lang: str = "en",
    key: bytes | str | None = None,
    random_key: bool = False,
    date_mode: str = "shift",
    options: Mapping[str, Any] | None = None,
) -> Replacer:
    """Return the replacer `replace` for notes in `lang`, given the key only where it needs one (as `deid` does).

    Args:
        replace: "surrogate", "tag", "mask" or "redact" (`phiscrub.replace.registry`).
        lang: Language of the notes: the surrogates' locale (`phiscrub.deidentifier.SURROGATE_LOCALES`).
        key: The secret key of surrogates and keyed tag numbering; None: $PHISCRUB_KEY.
        random_key: Use a one-off random key when none is given.
        date_mode: Surrogate dates: "shift", "year-only" or "remove".
        options: Further arguments of the replacer, e.g. {"level": "subtype"} for tags or {"char": "#"} for masks.
    """
    from phiscrub.deidentifier import SURROGATE_LOCALES
    from phiscrub.replace.registry import replacer

    params = dict(options or {})
    if replace == "surrogate":
        params = {"date_mode": date_mode, "locale": SURROGATE_LOCALES.get(lang, "en_US"), **params}
    if replace == "surrogate" or (replace == "tag" and params.get("numbering") == "keyed"):
        params["key"] = resolve_key(key, random_key)
    return replacer(replace, **params)


def tag_documents(
    docs: Iterable[Document],
    lang: str = "en",
    policy: str | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> Iterator[Document]:
    """Yield each document with the PHI spans the `engine` for `lang` finds, streaming, in input order."""
    return default_pipeline(lang, policy, engine, transformer_model, fast=fast).pipe(docs, n_process=n_process)


def deidentify_documents(
    docs: Iterable[Document],
    replacer: Replacer,
    lang: str = "en",
    policy: str | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> Iterator[tuple[Document, ReplaceResult]]:
    """Yield each document tagged (spans into its text) and its replacement by `replacer`, in input order."""
    for tagged in tag_documents(docs, lang, policy, n_process, engine, transformer_model, fast=fast):
        yield tagged, replacer.replace(tagged)


def _texts(text_or_texts: str | Iterable[str]) -> tuple[bool, list[str]]:
    """Return whether a single text was given, and the texts; raise TypeError for anything but strings."""
    if isinstance(text_or_texts, str):
        return True, [text_or_texts]
    if isinstance(text_or_texts, bytes | bytearray):
        raise TypeError("texts must be str: decode bytes first")
    texts = list(text_or_texts)
    for index, text in enumerate(texts):
        if not isinstance(text, str):
            raise TypeError(f"text {index} is a {type(text).__name__}, not a str")
    return False, texts


def _patient_ids(patient_id: str | Sequence[str | None] | None, count: int) -> list[str | None]:
    """Return one patient id (or None) per text: one id for all texts, or one per text."""
    if patient_id is None or isinstance(patient_id, str):
        return [patient_id] * count
    ids = list(patient_id)
    if len(ids) != count:
        raise ConfigError(f"patient_id holds {len(ids)} ids for {count} texts: give one per text, or one for all")
    return ids


def _documents(texts: Sequence[str], patient_ids: Sequence[str | None], key: bytes | None) -> Iterator[Document]:
    """Yield the texts as documents "text-0", "text-1", ..., each with its patient id where one is known."""
    from phiscrub.replace.keys import keyed_digest

    for index, (text, patient) in enumerate(zip(texts, patient_ids, strict=True)):
        doc = Document(f"text-{index}", text)
        if patient is None and key is not None:
            patient = keyed_digest(key, _PATIENT_OF_TEXT, text).hex()[:32]
        yield doc if patient is None else doc.with_meta(patient_id=patient)


# a str is an Iterable[str] too, hence mypy's overlap warning: the first overload that matches wins, so a str gets the
# single result
@overload
def tag(  # type: ignore[overload-overlap]
    text_or_texts: str,
    lang: str = "en",
    *,
    policy: str | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> list[Span]: ...


@overload
def tag(
    text_or_texts: Iterable[str],
    lang: str = "en",
    *,
    policy: str | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> list[list[Span]]: ...


def tag(
    text_or_texts: str | Iterable[str],
    lang: str = "en",
    *,
    policy: str | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> list[Span] | list[list[Span]]:
    """Return the PHI spans of a text (offsets into it), or for an iterable of texts a list of them, in order.

    A span holds no text: the PHI it marks is `text[span.start:span.end]`.

    Args:
        text_or_texts: One note, or an iterable of notes.
        lang: Language of the notes, "en" or "es": which shipped model tags them.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        n_process: Worker processes tagging an iterable of notes.
        engine: "hybrid" (the shipped model), "transformer" or "ensemble" (the hybrid plus the transformer).
        transformer_model: The transformer model folder of engines "transformer" and "ensemble"; None: the one
            shipped for `lang`.
        fast: Use the faster hybrid shipped for `lang` (English: narrower n-gram windows, no word-vector table;
            slightly lower recall) in place of the default one.
    """
    single, texts = _texts(text_or_texts)
    docs = (Document(f"text-{index}", text) for index, text in enumerate(texts))
    found = [
        list(doc.spans) for doc in tag_documents(docs, lang, policy, n_process, engine, transformer_model, fast=fast)
    ]
    return found[0] if single else found


@overload
def deidentify(  # type: ignore[overload-overlap]  # as for `tag`
    text_or_texts: str,
    lang: str = "en",
    *,
    replace: str = "surrogate",
    key: bytes | str | None = None,
    patient_id: str | Sequence[str | None] | None = None,
    random_key: bool = False,
    policy: str | None = None,
    date_mode: str = "shift",
    options: Mapping[str, Any] | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> str: ...


@overload
def deidentify(
    text_or_texts: Iterable[str],
    lang: str = "en",
    *,
    replace: str = "surrogate",
    key: bytes | str | None = None,
    patient_id: str | Sequence[str | None] | None = None,
    random_key: bool = False,
    policy: str | None = None,
    date_mode: str = "shift",
    options: Mapping[str, Any] | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> list[str]: ...


def deidentify(
    text_or_texts: str | Iterable[str],
    lang: str = "en",
    *,
    replace: str = "surrogate",
    key: bytes | str | None = None,
    patient_id: str | Sequence[str | None] | None = None,
    random_key: bool = False,
    policy: str | None = None,
    date_mode: str = "shift",
    options: Mapping[str, Any] | None = None,
    n_process: int = 1,
    engine: str = "hybrid",
    transformer_model: str | Path | None = None,
    fast: bool = False,
) -> str | list[str]:
    """Return a text with its PHI replaced, or for an iterable of texts a list of them, in order.

    Args:
        text_or_texts: One note, or an iterable of notes.
        lang: Language of the notes, "en" or "es": the shipped model and the surrogates' locale.
        replace: "surrogate" (realistic stand-ins), "tag" ("[NAME]"), "mask" ("********") or "redact" (removed).
        key: The secret key of surrogates (bytes or str); None: $PHISCRUB_KEY. The same key gives the same
            surrogates in every call; keep it secret.
        patient_id: The patient of the texts (one id for all, or one per text), so that a patient's names get the
            same surrogates and dates the same shift in every note; None: each text is its own patient.
        random_key: Without a key, use a one-off random key: surrogates consistent within this call only.
        policy: "i2b2" or "safe-harbor"; None: the model's.
        date_mode: Surrogate dates: "shift", "year-only" or "remove".
        options: Further arguments of the replacer, e.g. {"level": "subtype"} for tags.
        n_process: Worker processes tagging an iterable of notes.
        engine: "hybrid" (the shipped model), "transformer" or "ensemble" (the hybrid plus the transformer).
        transformer_model: The transformer model folder of engines "transformer" and "ensemble"; None: the one
            shipped for `lang`.
        fast: Use the faster hybrid shipped for `lang` (English: narrower n-gram windows, no word-vector table;
            slightly lower recall) in place of the default one.

    Raises:
        KeyMissingError: a ConfigError: surrogates asked for with no key, no $PHISCRUB_KEY and no random_key.
    """
    single, texts = _texts(text_or_texts)
    replacer = build_replacer(replace, lang, key, random_key, date_mode, options)  # a missing key fails first
    docs = _documents(texts, _patient_ids(patient_id, len(texts)), getattr(replacer, "key", None))
    results = [
        result.text
        for _, result in deidentify_documents(
            docs, replacer, lang, policy, n_process, engine, transformer_model, fast=fast
        )
    ]
    return results[0] if single else results
