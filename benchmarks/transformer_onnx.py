"""ONNX Runtime against torch for the transformer tagger's network, on CPU: speed and agreement, one window at a time.

    .venv/bin/pip install onnx onnxscript onnxruntime   # not in any phiscrub extra: this script alone needs them
    HF_HUB_OFFLINE=1 .venv/bin/python benchmarks/transformer_onnx.py [--model phiscrub/models/en-transformer] \
        --corpus data/synth/dev.jsonl [--notes 40] [--threads 1]

Exports the tagger's network (LoRA adapters merged, word-shape embedding and head included) with
`torch.onnx.export` (TorchScript exporter, opset 17, dynamic batch and length), then times, in CPU seconds of this
process, the windows of the first `--notes` notes run one by one through: torch fp32, torch dynamic int8 (what
`quantize=True` tags with), ONNX Runtime fp32, and ONNX Runtime with dynamically int8-quantized weights. Agreement
with torch fp32: the largest absolute difference of a logit, and the share of words whose class (argmax at the first
word piece) is the same. Prints a markdown table; never prints note text.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", type=Path, help="Transformer model folder (default: the shipped English one).")
    parser.add_argument("--corpus", type=Path, required=True, help="Notes (JSONL) whose windows are timed.")
    parser.add_argument("--notes", type=int, default=40, help="Use the first N notes.")
    parser.add_argument("--threads", type=int, default=1, help="torch and ONNX Runtime intra-op threads.")
    args = parser.parse_args(argv)

    import onnxruntime as ort
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from phiscrub.deidentifier import transformer_pipeline
    from phiscrub.document import Document
    from phiscrub.taggers.transformer.tagger import _padded

    torch.set_num_threads(args.threads)
    pipeline = transformer_pipeline(args.model, "en")
    tagger = next(part.tagger for part in pipeline.parts if part.name == "transformer")
    with args.corpus.open(encoding="utf-8") as handle:
        records = [json.loads(line) for line, _ in zip(handle, range(args.notes), strict=False)]
    docs = [Document(str(record["id"]), str(record["text"])) for record in records]
    tokenizer = tagger.tokenizer_
    examples = [
        tagger._example(note, window, tokenizer)
        for note in (tagger._encode(doc.text, tokenizer) for doc in docs)
        for window in note.windows
    ]
    pad = int(tokenizer.pad_token_id)
    inputs = [_padded([example], pad, torch.device("cpu")) for example in examples]
    model = tagger.model_.eval()
    quantized = tagger.set_params(quantize=True)._inference_model()
    tagger.set_params(quantize=False)

    def run_torch(network: Any) -> Callable[[], list[np.ndarray]]:
        def run() -> list[np.ndarray]:
            with torch.inference_mode():
                return [network(*tensors).float().numpy() for tensors in inputs]

        return run

    with tempfile.TemporaryDirectory(prefix="phiscrub-onnx-") as scratch:
        fp32_path, int8_path = Path(scratch) / "model.onnx", Path(scratch) / "model-int8.onnx"
        started = time.process_time()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                model,
                inputs[0],
                str(fp32_path),
                input_names=["input_ids", "mask", "shapes"],
                output_names=["logits"],
                dynamic_axes={name: {0: "batch", 1: "pieces"} for name in ("input_ids", "mask", "shapes", "logits")},
                opset_version=17,
                dynamo=False,
            )
        export_seconds = time.process_time() - started
        quantize_dynamic(str(fp32_path), str(int8_path), weight_type=QuantType.QInt8)
        options = ort.SessionOptions()
        options.intra_op_num_threads = args.threads
        options.inter_op_num_threads = 1

        def run_onnx(path: Path) -> Callable[[], list[np.ndarray]]:
            session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

            def run() -> list[np.ndarray]:
                names = ("input_ids", "mask", "shapes")
                return [
                    session.run(None, {n: t.numpy() for n, t in zip(names, tensors, strict=True)})[0]
                    for tensors in inputs
                ]

            return run

        runs = {
            "torch fp32": run_torch(model),
            "torch dynamic int8": run_torch(quantized),
            "ONNX Runtime fp32": run_onnx(fp32_path),
            "ONNX Runtime dynamic int8": run_onnx(int8_path),
        }
        reference = runs["torch fp32"]()
        n_words = sum(len(example.firsts) for example in examples)
        print(
            f"{len(docs)} notes, {len(examples)} windows, {n_words} word positions; {args.threads} thread(s); "
            f"export {export_seconds:.1f} s CPU"
        )
        print()
        print("| runtime | notes/s (CPU) | speed vs torch fp32 | max abs logit diff | same word class |")
        print("| --- | ---: | ---: | ---: | ---: |")
        base = 0.0
        for name, run in runs.items():
            run()  # warm-up
            started = time.process_time()
            logits = run()
            seconds = time.process_time() - started
            base = base or seconds
            diff = max(float(np.abs(a - b).max()) for a, b in zip(logits, reference, strict=True))
            same = sum(
                int((a[0, example.firsts].argmax(-1) == b[0, example.firsts].argmax(-1)).sum())
                for a, b, example in zip(logits, reference, examples, strict=True)
            )
            print(
                f"| {name} | {len(docs) / seconds:.1f} | {base / seconds:.2f}x | {diff:.2g} | "
                f"{100 * same / n_words:.2f} % |"
            )


if __name__ == "__main__":
    main()
