"""Merging the spans of several taggers: union, rule precedence, error correction and global reconciliation."""
