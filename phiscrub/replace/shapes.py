"""Shape-keeping helpers: same digit/letter pattern, the original's letter case, the normal form of a value."""

from __future__ import annotations

import random
import string
import unicodedata


def normalise(value: str) -> str:
    """Return the form of a value that keys its surrogate: NFKC, case-folded, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", value).casefold().split())


def alphanumeric_key(value: str) -> str:
    """Return only the letters and digits of a value, case-folded (so "555-0199" and "(555) 0199" agree)."""
    return "".join(char for char in normalise(value) if char.isalnum())


def same_shape(original: str, rng: random.Random) -> str:
    """Return a string shaped like `original`: each digit a random digit, each letter a random letter, rest kept.

    Letters keep their case (caseless scripts become lower-case ASCII); digits and letters are drawn in order, so
    two spellings of the same number get the same digits.
    """
    out = []
    for char in original:
        if char.isdigit():
            out.append(rng.choice(string.digits))
        elif char.isalpha():
            letter = rng.choice(string.ascii_lowercase)
            out.append(letter.upper() if char.isupper() else letter)
        else:
            out.append(char)
    return "".join(out)


def has_alphanumeric(value: str) -> bool:
    """Return whether a value holds any letter or digit (a value without one identifies nobody)."""
    return any(char.isalnum() for char in value)


def match_case(model: str, value: str) -> str:
    """Return `value` in the letter case of `model`: ALL CAPS, all lower, or a capital first letter."""
    letters = [char for char in model if char.isalpha()]
    if not letters:
        return value
    if len(letters) > 1 and all(char.isupper() for char in letters):
        return value.upper()
    if all(char.islower() for char in letters):
        return value.lower()
    if letters[0].isupper() and value:
        return value[0].upper() + value[1:]
    return value


def differs(original: str, candidate: str) -> bool:
    """Return whether a surrogate hides the original: not equal to it, nor containing it (case-insensitively)."""
    old, new = normalise(original), normalise(candidate)
    if old == new:
        return False
    return not (len(old) >= 3 and old in new)


def force_difference(original: str, candidate: str) -> str:
    """Return `candidate`, changed at its first letter or digit if it still equals `original` (last resort)."""
    if differs(original, candidate):
        return candidate
    for i, char in enumerate(candidate):
        if char.isdigit():
            return candidate[:i] + str((int(unicodedata.digit(char, 0)) + 1) % 10) + candidate[i + 1 :]
        if char.isalpha():
            new = "b" if char.lower() == "a" else "a"
            return candidate[:i] + (new.upper() if char.isupper() else new) + candidate[i + 1 :]
    return candidate
