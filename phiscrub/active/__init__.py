"""Active learning for de-identification (Li et al. 2019): query strategies, simulation, and an annotation app.

- `phiscrub.active.marginals`: the model's per-token marginal label probabilities of a document.
- `phiscrub.active.strategies`: LC, LCUB(θ), entropy, ELB(ρ), ROI (full and simplified) and random, each ranking a
  pool of documents.
- `phiscrub.active.simulate`: the paper's simulation protocol on an annotated corpus, with learning curves
  (`phiscrub.active.plots` draws them).
- `phiscrub.active.session` and `phiscrub.active.app`: the annotation loop behind `phiscrub annotate`.
"""
