"""The configuration of a server: which model and word lists, which limits, where the token and the key are read.

Settings travel to uvicorn's worker processes as JSON in an environment variable. They hold paths, never secrets: each
worker reads the token from its file, and the key from its file or $PHISCRUB_KEY, itself.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from phiscrub.errors import ConfigError

SETTINGS_ENV_VAR: Final = "PHISCRUB_SERVE_SETTINGS"
"""The environment variable through which `phiscrub serve` hands its settings to the worker processes."""

_PATH_FIELDS: Final = frozenset({"model", "transformer_model", "deny_list", "allow_list", "token_file", "key_file"})


@dataclass(frozen=True)
class ServerSettings:
    """What a server loads and how much it accepts; the defaults serve the shipped English model."""

    model: Path | None = None
    """A saved model folder; None: the model shipped for `lang`."""
    lang: str = "en"
    policy: str | None = None
    """The default policy of requests that name none (None: the model's)."""
    o_threshold: float | None = None
    rules_only: bool = False
    """Tag with the rule tagger alone (no model)."""
    engine: str = "hybrid"
    """hybrid, transformer or ensemble (`phiscrub.deidentifier.ENGINES`), as `deid --engine`."""
    transformer_model: Path | None = None
    """The transformer model folder of engines transformer and ensemble; None: the one shipped for `lang`."""
    deny_list: Path | None = None
    """Words always PHI in every request (`LABEL<TAB>phrase` lines, as `deid --deny-list`)."""
    allow_list: Path | None = None
    """Words never PHI in every request (as `deid --allow-list`)."""
    known_fields: tuple[tuple[str, str], ...] = ()
    """(meta key, PHI type) pairs: the patient's identifiers a request's document carries in its `meta`, found
    wherever they occur in its text (as `deid --known-fields`)."""
    token_file: Path | None = None
    """A file holding the bearer token clients must send; None: no authentication."""
    key_file: Path | None = None
    """The secret key of surrogates and keyed tag numbering; None: $PHISCRUB_KEY, else no keyed replacement."""
    max_bytes: int = 1_000_000
    """The largest request body accepted (413 beyond)."""
    max_documents: int = 100
    """The most documents one request may carry (413 beyond)."""
    timeout: float = 30.0
    """Seconds a request may take before it is answered 504."""

    def __post_init__(self) -> None:
        if self.max_bytes < 1 or self.max_documents < 1 or self.timeout <= 0:
            raise ConfigError("--max-bytes, --max-documents and --timeout must be positive")

    def to_json(self) -> str:
        """Return these settings as JSON (paths as strings; no secret is part of the settings)."""
        fields = dataclasses.asdict(self)
        return json.dumps({name: str(value) if isinstance(value, Path) else value for name, value in fields.items()})

    @classmethod
    def from_json(cls, data: str) -> ServerSettings:
        """Return the settings written by `to_json`."""
        fields: dict[str, Any] = json.loads(data)
        for name in _PATH_FIELDS:
            if fields.get(name) is not None:
                fields[name] = Path(fields[name])
        fields["known_fields"] = tuple((str(key), str(spec)) for key, spec in fields.get("known_fields", ()))
        return cls(**fields)

    @classmethod
    def from_environment(cls, env: Mapping[str, str] = os.environ) -> ServerSettings:
        """Return the settings `phiscrub serve` put in $PHISCRUB_SERVE_SETTINGS (the defaults when it is unset)."""
        data = env.get(SETTINGS_ENV_VAR)
        return cls() if not data else cls.from_json(data)

    def read_token(self) -> bytes | None:
        """Return the bearer token from `token_file` (whitespace stripped), None when no file is configured."""
        if self.token_file is None:
            return None
        try:
            token = self.token_file.read_bytes().strip()
        except OSError as error:
            raise ConfigError(
                f"cannot read the token file {self.token_file} ({error.strerror or type(error).__name__})"
            ) from None
        if not token:
            raise ConfigError(f"the token file {self.token_file} is empty; write a long random token into it")
        return token

    def read_key(self, env: Mapping[str, str] = os.environ) -> bytes | None:
        """Return the secret key from `key_file` or $PHISCRUB_KEY, None when neither is set (keyed modes are off)."""
        from phiscrub.replace.keys import KEY_ENV_VAR, load_key

        if self.key_file is None and not env.get(KEY_ENV_VAR, "").strip():
            return None
        # a configured key file that cannot be read raises KeyMissingError: it stops the server rather than
        # silently turning surrogates off
        return load_key(self.key_file, env)


def is_loopback(host: str) -> bool:
    """Return whether `host` only accepts connections from this machine ("localhost", 127.0.0.0/8, ::1)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to a public address
