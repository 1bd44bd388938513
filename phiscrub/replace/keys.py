"""The secret key behind surrogates and date shifts, and the keyed hashes that replace a stored mapping table.

The key comes from a file (`--key-file`) or the environment variable PHISCRUB_KEY; it is never logged or written.
A keyed hash (HMAC-SHA256) of (patient id, normalised value) picks each surrogate: the same key gives the same
surrogate on every note, run and machine, and without the key the mapping cannot be recomputed.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import random
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from phiscrub.errors import KeyMissingError

logger = logging.getLogger(__name__)

KEY_ENV_VAR: Final = "PHISCRUB_KEY"
"""The environment variable that may hold the key."""

MIN_KEY_BYTES: Final = 16
"""Keys shorter than this are accepted with a warning: a short key can be guessed and the mapping recomputed."""


def load_key(key_file: Path | None = None, env: Mapping[str, str] = os.environ) -> bytes:
    """Return the secret key from `key_file` if given, else from the PHISCRUB_KEY environment variable.

    Surrounding whitespace (a trailing newline of the file) is stripped. Raises KeyMissingError when neither
    holds a non-empty key.
    """
    if key_file is not None:
        try:
            key = key_file.read_bytes().strip()
        except OSError as error:
            raise KeyMissingError(
                f"cannot read the key file {key_file} ({error.strerror or type(error).__name__}); "
                "create it with e.g. `head -c 32 /dev/urandom | base64 > KEYFILE` and keep it away from the output"
            ) from None
        if not key:
            raise KeyMissingError(f"the key file {key_file} is empty; write a long random secret into it")
    else:
        key = env.get(KEY_ENV_VAR, "").strip().encode("utf-8")
        if not key:
            raise KeyMissingError(
                f"no secret key: pass --key-file PATH or set the environment variable {KEY_ENV_VAR} "
                "(surrogates and date shifts are derived from it), or use --random-key for a one-off run"
            )
    if len(key) < MIN_KEY_BYTES:
        logger.warning("the secret key is shorter than %d bytes; use a longer random key", MIN_KEY_BYTES)
    return key


def random_key() -> bytes:
    """Return a fresh random key; surrogates and shifts are then consistent within this run only."""
    logger.warning("using a random key: surrogates and date shifts are consistent within this run only")
    return secrets.token_bytes(32)


def keyed_digest(key: bytes, *parts: str) -> bytes:
    """Return HMAC-SHA256 under `key` of the parts, joined unambiguously (length-prefixed)."""
    message = b"".join(len(data).to_bytes(4, "big") + data for data in (part.encode("utf-8") for part in parts))
    return hmac.new(key, message, hashlib.sha256).digest()


def keyed_random(key: bytes, *parts: str) -> random.Random:
    """Return a random generator seeded from the keyed hash of the parts (a local generator, never global)."""
    return random.Random(int.from_bytes(keyed_digest(key, *parts), "big"))
