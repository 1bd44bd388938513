"""The transformer token classifier of Johnson, Bulgarelli & Pollard 2020 as a trainable phiscrub tagger.

A BERT encoder with a linear layer labels each word of a note with "O" or the BIO class of a PHI category (§3.1,
§3.3); words, windows and the combination of overlapping windows are in `phiscrub.taggers.transformer.words`, the
network in `phiscrub.taggers.transformer.model`. Training follows §3.4: Adam(W), learning rate warmed up linearly over
the first 40% of the steps (then decayed linearly), dropout 0.1, the loss on the first word piece of each word; the
best epoch on dev notes is kept (early stopping). Notes of partially annotated corpora train only the categories they
annotate (`partial_loss`). Every note is tagged whole, window by window: none is truncated.

`threshold` is the operating point: None tags as §3.3 does (a word is PHI when some window's most probable class is
PHI); a number tags every word whose probability of being PHI (1 - P("O")) reaches it, which `phiscrub calibrate`
chooses on dev notes for a required sensitivity (Johnson et al. 2020 Table 5).

A saved model is a folder: `params.json` (arguments, classes, the base encoder's package version and sha256) and
`weights.safetensors` (the LoRA adapters and the head, or every weight when the encoder itself was tuned). Loading
refuses another base encoder than the one trained on. The weights can hold traces of the training notes: share a
model only where its training notes could be shared.
"""

from __future__ import annotations

import json
import logging
import math
import random
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Self

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from phiscrub.document import Document, Span
from phiscrub.errors import ConfigError, InputError, UnknownComponentError
from phiscrub.io.atomic import atomic_write
from phiscrub.taggers.base import EstimatorParams, check_fitted
from phiscrub.taggers.partial import annotated_categories
from phiscrub.taggers.transformer.model import (
    TokenClassifier,
    add_adapters,
    describe,
    encoder_folder,
    encoder_version,
    file_sha256,
    learned_state,
    load_encoder,
    merge_adapters,
    partial_loss,
    weights_file,
)
from phiscrub.taggers.transformer.words import (
    GRANULARITIES,
    OUTSIDE,
    SHAPES,
    WORD_UNITS,
    Word,
    WordPredictions,
    allowed_classes,
    class_names,
    combine_windows,
    decided_classes,
    decode_spans,
    word_labels,
    word_shape,
    word_spans,
    word_windows,
    words_of,
)
from phiscrub.version import __version__

logger = logging.getLogger(__name__)

PARAMS_FILE: Final = "params.json"
WEIGHTS_FILE: Final = "weights.safetensors"

MAX_PIECES_PER_WORD: Final = 32
"""Word pieces kept of one word (a 2,000-character URL is one word): its class is read from its first piece."""

FEATURE_SCHEMA: Final = 1
"""The version of the words, shapes and classes the tagger computes; a pipeline refuses a saved tagger of another."""

Progress = Callable[[int, int, float], None]
"""Called after each training step with (step, total steps, loss)."""


@dataclass(frozen=True, slots=True)
class EncodedNote:
    """A note as the network reads it: its words, their word pieces and shapes, and the windows over them."""

    words: list[Word]
    pieces: list[list[int]]
    shapes: list[int]
    windows: list[range]


@dataclass(frozen=True, slots=True)
class _Example:
    """One window as a network input: piece ids, piece shapes, the position of each word's first piece."""

    input_ids: list[int]
    shapes: list[int]
    firsts: list[int]
    allowed: npt.NDArray[np.bool_] | None = None


class TransformerTagger(EstimatorParams):
    """A BERT token classifier over words, with windows and operating points (see the module docstring).

    Args:
        encoder: A packaged encoder's name ("all-minilm-l6-v2") or a folder holding a BERT model.
        word_unit: "whitespace" (the paper's) or "aggressive" (phiscrub's tokens).
        granularity: Classes per "category" (the paper's seven) or per canonical "type".
        max_words: The most words in a window (paper: 100).
        overlap: Words shared by neighbouring windows (paper: 40).
        shape_dim: Size of the word-shape embedding (0: none, as in the paper).
        lora_rank: Rank of the LoRA adapters (0: tune every weight of the encoder, as in the paper).
        lora_alpha: LoRA scaling numerator (the update is scaled by lora_alpha / lora_rank).
        epochs: Passes over the training windows (paper: 3).
        lr: Peak learning rate (paper: 5e-5 tuning every weight; adapters learn faster).
        batch_size: Windows per training step.
        warmup: Share of the steps over which the learning rate rises linearly (paper: 0.4).
        dropout: Dropout before the linear layer (the encoder keeps its own, 0.1).
        weight_decay: AdamW weight decay.
        max_steps: Stop after this many steps (0: no limit), e.g. for a bounded CPU run.
        eval_every: Score dev notes every this many steps (0: after each epoch).
        patience: Stop when that many dev scores in a row are no better than the best.
        device: "auto" (CUDA when present, else CPU), "cpu" or "cuda".
        threshold: The operating point: None for §3.3's rule, else the least PHI probability tagged.
        quantize: Tag with dynamically int8-quantized linear layers (CPU only).
        inference_batch_size: Windows per forward pass when tagging.
        seed: Seed of the initialisation, the order of the windows and dropout.
    """

    name: str = "transformer"
    merge_role: str = "model"
    """Its role in a pipeline's merge: a learned tagger."""
    feature_schema: int = FEATURE_SCHEMA
    """The version of what it computes; a pipeline refuses a saved tagger of another."""
    calibration_: dict[str, Any] | None = None
    """What `phiscrub calibrate` chose `threshold` from (required sensitivity, dev notes, thresholds), if it did."""

    def __init__(
        self,
        encoder: str = "all-minilm-l6-v2",
        word_unit: str = "whitespace",
        granularity: str = "category",
        max_words: int = 100,
        overlap: int = 40,
        shape_dim: int = 16,
        lora_rank: int = 16,
        lora_alpha: float = 32.0,
        epochs: int = 3,
        lr: float = 5e-4,
        batch_size: int = 16,
        warmup: float = 0.4,
        dropout: float = 0.1,
        weight_decay: float = 0.0,
        max_steps: int = 0,
        eval_every: int = 0,
        patience: int = 2,
        device: str = "auto",
        threshold: float | None = None,
        quantize: bool = False,
        inference_batch_size: int = 32,
        seed: int = 0,
    ) -> None:
        self.encoder = encoder
        self.word_unit = word_unit
        self.granularity = granularity
        self.max_words = max_words
        self.overlap = overlap
        self.shape_dim = shape_dim
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha
        self.epochs = epochs
        self.lr = lr
        self.batch_size = batch_size
        self.warmup = warmup
        self.dropout = dropout
        self.weight_decay = weight_decay
        self.max_steps = max_steps
        self.eval_every = eval_every
        self.patience = patience
        self.device = device
        self.threshold = threshold
        self.quantize = quantize
        self.inference_batch_size = inference_batch_size
        self.seed = seed

    def __getstate__(self) -> dict[str, Any]:
        # the int8 copy is remade where it is needed (quantized modules do not all pickle)
        state = dict(self.__dict__)
        state.pop("inference_model_", None)
        return state

    def set_params(self, **params: Any) -> Self:
        """Set `__init__` arguments by name and return self; the cached inference model (e.g. int8) is rebuilt."""
        super().set_params(**params)
        self.__dict__.pop("inference_model_", None)
        return self

    # -- validation -------------------------------------------------------------------------------------------------

    def _validate(self) -> None:
        """Raise a PhiscrubError naming the first parameter that cannot work."""
        if self.word_unit not in WORD_UNITS:
            raise UnknownComponentError("word unit", self.word_unit, WORD_UNITS)
        if self.granularity not in GRANULARITIES:
            raise UnknownComponentError("label granularity", self.granularity, GRANULARITIES)
        if self.device not in ("auto", "cpu", "cuda"):
            raise UnknownComponentError("device", self.device, ("auto", "cpu", "cuda"))
        if self.device == "cuda" and not torch.cuda.is_available():
            raise ConfigError("--device cuda: no CUDA device is visible to torch (install a CUDA build of torch)")
        if self.threshold is not None and not 0.0 <= self.threshold <= 1.0:
            raise ConfigError(f"threshold must be between 0 and 1 (got {self.threshold})")
        checks = (
            ("max_words", self.max_words, 1),
            ("epochs", self.epochs, 1),
            ("batch_size", self.batch_size, 1),
            ("inference_batch_size", self.inference_batch_size, 1),
            ("lora_rank", self.lora_rank, 0),
            ("shape_dim", self.shape_dim, 0),
            ("max_steps", self.max_steps, 0),
            ("eval_every", self.eval_every, 0),
            ("patience", self.patience, 1),
        )
        for name, value, least in checks:
            if value < least:
                raise ConfigError(f"{name} must be at least {least} (got {value})")
        if not 0 <= self.overlap < self.max_words:
            raise ConfigError(f"overlap must be in [0, max_words) (got {self.overlap} of {self.max_words})")

    def _torch_device(self) -> torch.device:
        return torch.device(
            "cuda" if self.device == "cuda" or (self.device == "auto" and torch.cuda.is_available()) else "cpu"
        )

    # -- the network ----------------------------------------------------------------------------------------------

    def _build(self, folder: Path, n_classes: int) -> TokenClassifier:
        """Return the untrained network: the encoder (with adapters if any) and a new head, initialised from seed."""
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(self.seed)
            encoder = load_encoder(folder)
            if self.lora_rank:
                add_adapters(encoder, self.lora_rank, self.lora_alpha)
            return TokenClassifier(encoder, n_classes, len(SHAPES), self.shape_dim, self.dropout)

    def _encode(self, text: str, tokenizer: Any) -> EncodedNote:
        """Return `text` as words, word pieces, shapes and windows."""
        words = words_of(text, self.word_unit)
        strings = [text[word.start : word.end] for word in words]
        ids = tokenizer(strings, add_special_tokens=False)["input_ids"] if strings else []
        unknown = int(tokenizer.unk_token_id)
        pieces = [list(word_ids[:MAX_PIECES_PER_WORD]) or [unknown] for word_ids in ids]
        shapes = [word_shape(string) for string in strings]
        limit = int(tokenizer.model_max_length) if tokenizer.model_max_length < 100_000 else 512
        windows = word_windows([len(p) for p in pieces], self.max_words, self.overlap, min(limit, 512) - 2)
        return EncodedNote(words, pieces, shapes, windows)

    @staticmethod
    def _example(note: EncodedNote, window: range, tokenizer: Any) -> _Example:
        input_ids, shapes, firsts = [int(tokenizer.cls_token_id)], [0], []
        for index in window:
            firsts.append(len(input_ids))
            input_ids += note.pieces[index]
            shapes += [note.shapes[index]] * len(note.pieces[index])
        input_ids.append(int(tokenizer.sep_token_id))
        shapes.append(0)
        return _Example(input_ids, shapes, firsts)

    # -- training -------------------------------------------------------------------------------------------------

    def fit(
        self,
        docs: Sequence[Document],
        dev_docs: Sequence[Document] | None = None,
        progress: Progress | None = None,
    ) -> Self:
        """Train on `docs` (forgetting any earlier fit), keeping the state that scores best on `dev_docs`; return self.

        Args:
            docs: Training notes with gold spans; notes of partially annotated corpora train only their categories.
            dev_docs: Notes scored (binary word F1) every `eval_every` steps for early stopping; None: no early stop.
            progress: Called after each step with (step, total steps, loss).
        """
        self._validate()
        folder = encoder_folder(self.encoder)
        device = self._torch_device()
        from transformers import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(str(folder), local_files_only=True)
        classes = class_names(self.granularity)
        model = self._build(folder, len(classes)).to(device)
        examples = [example for doc in docs for example in self._training_examples(doc, tokenizer, classes)]
        if not examples:
            raise ConfigError("no training window: the training notes hold no word")
        started = time.perf_counter()
        with torch.random.fork_rng(devices=[device] if device.type == "cuda" else []):
            torch.manual_seed(self.seed)
            history = self._train(model, examples, tokenizer, dev_docs, device, progress)
        model.eval()
        self.classes_ = classes
        self.tokenizer_ = tokenizer
        self.encoder_sha256_ = file_sha256(weights_file(folder))
        self.encoder_version_ = encoder_version(self.encoder)
        self.state_ = learned_state(model) if self.lora_rank else None
        self.training_ = {
            "n_docs": len(docs),
            "n_windows": len(examples),
            "seconds": round(time.perf_counter() - started, 1),
            "device": device.type,
            "history": history,
            **describe(model),
        }
        if self.lora_rank:
            merge_adapters(model)
        self.model_ = model
        self.__dict__.pop("inference_model_", None)
        return self

    def _training_examples(self, doc: Document, tokenizer: Any, classes: Sequence[str]) -> Iterator[_Example]:
        note = self._encode(doc.text, tokenizer)
        labels = word_labels(note.words, doc.spans, self.granularity)
        allowed = allowed_classes(labels, classes, annotated_categories(doc))
        for window in note.windows:
            example = self._example(note, window, tokenizer)
            yield _Example(example.input_ids, example.shapes, example.firsts, allowed[window.start : window.stop])

    def _train(
        self,
        model: TokenClassifier,
        examples: list[_Example],
        tokenizer: Any,
        dev_docs: Sequence[Document] | None,
        device: torch.device,
        progress: Progress | None,
    ) -> list[dict[str, float]]:
        """Run the training loop; return the dev scores seen (the best state is left in `model`)."""
        steps_per_epoch = math.ceil(len(examples) / self.batch_size)
        total = steps_per_epoch * self.epochs
        if self.max_steps:
            total = min(total, self.max_steps)
        trainable = [parameter for parameter in model.parameters() if parameter.requires_grad]
        optimizer = torch.optim.AdamW(trainable, lr=self.lr, weight_decay=self.weight_decay)
        warmup = max(1, int(self.warmup * total))
        schedule = torch.optim.lr_scheduler.LambdaLR(
            optimizer, lambda step: min((step + 1) / warmup, max(0.0, (total - step) / max(1, total - warmup)))
        )
        dev = [(self._encode(doc.text, tokenizer), doc) for doc in dev_docs or ()]
        order = random.Random(self.seed)
        every = self.eval_every or steps_per_epoch
        history: list[dict[str, float]] = []
        best_score, best_state, stale, step = -1.0, None, 0, 0
        model.train()
        while step < total:
            indices = list(range(len(examples)))
            order.shuffle(indices)
            for batch_start in range(0, len(indices), self.batch_size):
                batch = [examples[i] for i in indices[batch_start : batch_start + self.batch_size]]
                loss = self._step(model, batch, tokenizer, device)
                loss.backward()  # type: ignore[no-untyped-call]
                nn.utils.clip_grad_norm_(trainable, 1.0)
                optimizer.step()
                schedule.step()
                optimizer.zero_grad(set_to_none=True)
                step += 1
                if progress is not None:
                    progress(step, total, float(loss.detach()))
                if dev and (step % every == 0 or step == total):
                    score = _binary_f1(
                        self._predict_notes([note for note, _ in dev], model, tokenizer, device), dev, self.granularity
                    )
                    history.append({"step": step, "dev_binary_word_f1": round(score, 5)})
                    logger.info("step %d of %d: dev binary word F1 %.4f", step, total, score)
                    model.train()
                    if score > best_score:
                        best_score, best_state, stale = score, learned_state(model), 0
                    else:
                        stale += 1
                if step >= total or (dev and stale >= self.patience):
                    break
            if dev and stale >= self.patience:
                break
        if best_state is not None:
            model.load_state_dict(best_state, strict=False)
        return history

    def _step(
        self, model: TokenClassifier, batch: Sequence[_Example], tokenizer: Any, device: torch.device
    ) -> torch.Tensor:
        input_ids, mask, shapes = _padded(batch, int(tokenizer.pad_token_id), device)
        with torch.autocast(device_type="cuda", dtype=torch.bfloat16, enabled=device.type == "cuda"):
            logits = model(input_ids, mask, shapes)
        rows = torch.tensor([row for row, example in enumerate(batch) for _ in example.firsts], device=device)
        columns = torch.tensor([first for example in batch for first in example.firsts], device=device)
        allowed = torch.from_numpy(
            np.concatenate([example.allowed for example in batch if example.allowed is not None])
        )
        return partial_loss(logits[rows, columns].float(), allowed.to(device))

    # -- tagging --------------------------------------------------------------------------------------------------

    def _inference_model(self) -> nn.Module:
        """Return the network to tag with: the trained one, or its int8 copy when `quantize` is set (on CPU)."""
        cached = self.__dict__.get("inference_model_")
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        model: nn.Module = self.model_
        if self.quantize and self._torch_device().type == "cpu":
            from torch.ao.quantization import quantize_dynamic

            with warnings.catch_warnings():
                # torch marks its eager-mode quantization deprecated in favour of torchao, yet still ships it
                warnings.simplefilter("ignore", (DeprecationWarning, UserWarning))
                model = quantize_dynamic(model, {nn.Linear}, dtype=torch.qint8)  # type: ignore[no-untyped-call]
        self.inference_model_ = model
        return model

    def _predict_notes(
        self, notes: Sequence[EncodedNote], model: nn.Module, tokenizer: Any, device: torch.device
    ) -> list[WordPredictions]:
        """Return the combined word predictions of each note, the windows of all of them batched together."""
        examples = [
            (n, w, self._example(note, window, tokenizer))
            for n, note in enumerate(notes)
            for w, window in enumerate(note.windows)
        ]
        examples.sort(key=lambda item: len(item[2].input_ids))
        probabilities: list[list[npt.NDArray[np.float32]]] = [
            [np.zeros(0, np.float32)] * len(note.windows) for note in notes
        ]
        model.eval()
        with torch.inference_mode():
            for start in range(0, len(examples), self.inference_batch_size):
                chunk = examples[start : start + self.inference_batch_size]
                input_ids, mask, shapes = _padded([item[2] for item in chunk], int(tokenizer.pad_token_id), device)
                with torch.autocast(device_type="cuda", dtype=torch.bfloat16, enabled=device.type == "cuda"):
                    logits = model(input_ids, mask, shapes)
                probs = torch.softmax(logits.float(), dim=-1).cpu().numpy()
                for row, (n, w, example) in enumerate(chunk):
                    probabilities[n][w] = probs[row, example.firsts]
        return [combine_windows(len(note.words), note.windows, probabilities[n]) for n, note in enumerate(notes)]

    def predict(self, docs: Sequence[Document]) -> list[tuple[list[Word], WordPredictions]]:
        """Return, per note, its words and their combined predictions (windows of all notes batched together)."""
        check_fitted(self)
        notes = [self._encode(doc.text, self.tokenizer_) for doc in docs]
        predictions = self._predict_notes(notes, self._inference_model(), self.tokenizer_, self._torch_device())
        return [(note.words, prediction) for note, prediction in zip(notes, predictions, strict=True)]

    def tag(self, doc: Document) -> list[Span]:
        """Return the PHI spans of `doc` at the tagger's operating point (`threshold`)."""
        return list(self.tag_docs([doc])[0].spans)

    def tag_docs(self, docs: Iterable[Document]) -> list[Document]:
        """Return each document with the spans this tagger finds (its gold spans replaced), windows batched."""
        docs = list(docs)
        tagged = []
        for doc, (words, prediction) in zip(docs, self.predict(docs), strict=True):
            classes, scores = decided_classes(prediction, self.threshold)
            tagged.append(doc.with_spans(decode_spans(doc.text, words, classes, scores, self.classes_, self.name)))
        return tagged

    def scored_words(self, doc: Document) -> list[Span]:
        """Return one span per word of `doc`, scored with its probability of being PHI (for operating points)."""
        [(words, prediction)] = self.predict([doc])
        return word_spans(doc.text, words, prediction, self.classes_, self.name)

    # -- persistence ----------------------------------------------------------------------------------------------

    def save(self, directory: Path) -> None:
        """Write `params.json` and `weights.safetensors` to `directory` (see the module docstring)."""
        check_fitted(self)
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        state = self.state_ if self.state_ is not None else learned_state(self.model_)
        record = {
            "class": type(self).__name__,
            "phiscrub_version": __version__,
            "params": self.get_params(),
            "state": {
                "classes": list(self.classes_),
                "encoder_sha256": self.encoder_sha256_,
                "encoder_version": self.encoder_version_,
                "training": self.training_,
                "calibration": self.calibration_,
            },
        }
        with atomic_write(directory / WEIGHTS_FILE, "wb", encoding=None, newline=None) as handle:
            handle.write(_safetensors_bytes(state))
        with atomic_write(directory / PARAMS_FILE) as handle:
            json.dump(record, handle, indent=2, sort_keys=True)
            handle.write("\n")

    @classmethod
    def load(cls, directory: Path) -> Self:
        """Return the tagger `save` wrote to `directory`, on the base encoder it was trained on (checked by sha256)."""
        directory = Path(directory)
        for name in (PARAMS_FILE, WEIGHTS_FILE):
            if not (directory / name).is_file():
                raise InputError(directory / name, "missing transformer model file")
        try:
            record = json.loads((directory / PARAMS_FILE).read_text(encoding="utf-8"))
            saved_version = str(record["phiscrub_version"])
            params, state = dict(record["params"]), dict(record["state"])
            classes = tuple(str(name) for name in state["classes"])
        except (ValueError, KeyError, TypeError) as err:
            raise InputError(directory / PARAMS_FILE, "unreadable transformer model metadata") from err
        if saved_version.split(".")[0] != __version__.split(".")[0]:
            raise InputError(
                directory / PARAMS_FILE,
                f"model saved by phiscrub {saved_version}, another major version than {__version__}: retrain it",
            )
        tagger = cls(**params)
        tagger._validate()
        folder = encoder_folder(tagger.encoder)
        found = file_sha256(weights_file(folder))
        if found != state.get("encoder_sha256"):
            raise InputError(
                directory / PARAMS_FILE,
                f"the base encoder {tagger.encoder!r} is not the one this model was trained on "
                f"(package version {state.get('encoder_version')}, installed {encoder_version(tagger.encoder)}): "
                "install that version or retrain",
            )
        from safetensors.torch import load_file
        from transformers import AutoTokenizer

        model = tagger._build(folder, len(classes))
        learned = dict(load_file(str(directory / WEIGHTS_FILE)))
        result = model.load_state_dict(learned, strict=False)
        if result.unexpected_keys or (not tagger.lora_rank and result.missing_keys):
            raise InputError(directory / WEIGHTS_FILE, "weights do not fit the saved parameters")
        model.eval()
        tagger.state_ = learned if tagger.lora_rank else None
        if tagger.lora_rank:
            merge_adapters(model)
        tagger.model_ = model.to(tagger._torch_device())
        tagger.classes_ = classes
        tagger.tokenizer_ = AutoTokenizer.from_pretrained(str(folder), local_files_only=True)
        tagger.encoder_sha256_ = found
        tagger.encoder_version_ = state.get("encoder_version")
        tagger.training_ = state.get("training") or {}
        if state.get("calibration") is not None:
            tagger.calibration_ = state["calibration"]
        return tagger


def _safetensors_bytes(state: dict[str, torch.Tensor]) -> bytes:
    from safetensors.torch import save

    return save({name: tensor.contiguous() for name, tensor in state.items()})


def _padded(
    batch: Sequence[_Example], pad_id: int, device: torch.device
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Return (input ids, attention mask, shapes) of `batch`, padded to its longest window."""
    width = max(len(example.input_ids) for example in batch)
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(batch), width), dtype=torch.long)
    shapes = torch.zeros((len(batch), width), dtype=torch.long)
    for row, example in enumerate(batch):
        length = len(example.input_ids)
        input_ids[row, :length] = torch.tensor(example.input_ids)
        mask[row, :length] = 1
        shapes[row, :length] = torch.tensor(example.shapes)
    return input_ids.to(device), mask.to(device), shapes.to(device)


def _binary_f1(
    predictions: Sequence[WordPredictions], dev: Sequence[tuple[EncodedNote, Document]], granularity: str
) -> float:
    """Return the binary (PHI or not) word F1 of §3.3's decisions against the dev notes' gold spans."""
    tp = fp = fn = 0
    for prediction, (note, doc) in zip(predictions, dev, strict=True):
        gold = np.array([label != OUTSIDE for label in word_labels(note.words, doc.spans, granularity)], dtype=bool)
        predicted = prediction.default_class != 0
        tp += int((gold & predicted).sum())
        fp += int((~gold & predicted).sum())
        fn += int((gold & ~predicted).sum())
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0
