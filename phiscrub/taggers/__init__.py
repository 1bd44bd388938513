"""Taggers: every way phiscrub finds PHI, behind one small protocol (`phiscrub.taggers.base.Tagger`)."""
