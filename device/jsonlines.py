"""JSON Lines, one line at a time, with a short reason for every way a line can be unusable."""

from __future__ import annotations

import json
from typing import Any


def parse_line(line: str) -> Any:
    """The JSON value on ``line``, or ValueError whose text completes "line N: ..."."""
    try:
        value = json.loads(line)
    except json.JSONDecodeError as err:
        raise ValueError(f"not JSON ({err.msg} at column {err.colno})") from None
    except (ValueError, RecursionError) as err:   # a number of thousands of digits, nesting too deep
        raise ValueError(f"not usable JSON ({str(err).split(':')[0]})") from None
    if "\\u" in line and not _is_unicode(value):   # escapes like \ud800 that name no character
        raise ValueError("not usable JSON (a \\u escape names half a character)")
    return value


def _is_unicode(value: Any) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
