"""Replacement: turning found PHI into tags, masks, nothing, or realistic surrogates, with an offset map."""
