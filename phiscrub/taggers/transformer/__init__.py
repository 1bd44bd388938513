"""The transformer token classifier of Johnson, Bulgarelli & Pollard 2020 (`phiscrub[transformer]`).

- `words`: words, labels, shapes, windows and the combination of overlapping windows (no torch needed);
- `model`: the network (a BERT encoder, a word-shape embedding, a linear layer; LoRA adapters);
- `tagger`: `TransformerTagger`, registered as the tagger "transformer".

Nothing is imported here, so that the torch-free parts load without the extra.
"""
