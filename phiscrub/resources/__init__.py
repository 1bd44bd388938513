"""Resources every stage may read and that import no stage: packaged word lists, gazetteers, word-vector clusters.

The label maps of corpora live with the PHI types in `phiscrub.labels`, the data model's layer below this one.
"""
