"""Learning without words (Dalianis & Boström 2012): word-free token features, their export, and models on them.

- `features`: the 14 features of §3 per token (alphanumeric, numeric, initial capital, POS and length of the token
  and of its neighbours ±2, PHI class), as compact arrays; wider windows for the models.
- `export`: writes a feature-only corpus (CSV, Parquet, CRF++ or CRFsuite columns) holding no word of the notes;
  it imports `features` only, never the models.
- `corpus`: reads such a corpus back, strictly, as the values the models learn from (`fit_values`), so that a
  researcher holding only the export trains the same model as one trained on the notes.
- `forest`: a random forest on the features (scikit-learn), registered as the tagger "forest".
- `crf`: CRFs on the features, with or without the words (python-crfsuite), registered as "feature-crf".
"""
