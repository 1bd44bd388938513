"""Evaluation: every measure the five papers report, from their definitions."""
