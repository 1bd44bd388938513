"""A tiny BERT encoder made on the spot (random weights, a vocabulary of characters): tests need no download."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

TINY_CONFIG = {
    "model_type": "bert",
    "architectures": ["BertModel"],
    "vocab_size": 0,
    "hidden_size": 32,
    "num_hidden_layers": 1,
    "num_attention_heads": 2,
    "intermediate_size": 64,
    "max_position_embeddings": 128,
    "type_vocab_size": 2,
    "hidden_dropout_prob": 0.0,
    "attention_probs_dropout_prob": 0.0,
    "pad_token_id": 0,
}


def write_tiny_encoder(folder: Path) -> Path:
    """Write a BERT configuration and a character vocabulary (no weights: the encoder is initialised from the seed)."""
    folder.mkdir(parents=True, exist_ok=True)
    characters = string.ascii_lowercase + string.digits + string.punctuation
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *characters, *(f"##{c}" for c in characters)]
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    (folder / "config.json").write_text(json.dumps({**TINY_CONFIG, "vocab_size": len(vocab)}), encoding="utf-8")
    (folder / "tokenizer_config.json").write_text(
        json.dumps({"do_lower_case": True, "model_max_length": 128, "tokenizer_class": "BertTokenizer"}),
        encoding="utf-8",
    )
    return folder


@pytest.fixture(scope="session")
def tiny_encoder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a tiny random BERT encoder (needs torch and transformers: skipped without them)."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    torch.set_num_threads(1)
    return write_tiny_encoder(tmp_path_factory.mktemp("tiny-bert"))
