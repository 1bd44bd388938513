"""The rule-based tagger of Lee et al. 2017 §3.3.2: regular expressions and dictionaries, rules written as data.

One module per group of PHI types (`contact`, `ids`, `locations`, `ages`, `dates`, `names`, `gazetteers`,
`spanish`), each a tuple of `Pattern`s; `RuleTagger(lang=, policy=)` runs the groups of one language.
"""

from __future__ import annotations

from phiscrub.taggers.rules.pattern import Pattern
from phiscrub.taggers.rules.tagger import POLICIES, RULE_GROUPS, RuleTagger, resolve_overlaps, rule_patterns

__all__ = ["POLICIES", "RULE_GROUPS", "Pattern", "RuleTagger", "resolve_overlaps", "rule_patterns"]
