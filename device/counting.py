"""Counts in the command line's and the logs' English, which stay English whatever the
kiosk speaks: "1 log line", "2 log lines", "1 die"."""

from __future__ import annotations


def counted(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` and the noun in the form English gives that count (``nouns``, else ``noun`` + s)."""
    return f"{n} {noun if n == 1 else nouns or noun + 's'}"
