"""Reading a JSON Lines game log, with one sentence per problem."""

from __future__ import annotations

import json
from pathlib import Path

from device.errors import UserError


def read_log(path: Path) -> list[dict]:
    """Every action of the log, in order."""
    return [action for _, action in read_numbered_log(path)]


def read_numbered_log(path: Path) -> list[tuple[int, dict]]:
    """Every action of the log with its line number (blank lines are skipped).
    A line that is not a JSON object with an ``action`` is a :class:`UserError`
    naming its number (exit 2)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(f"There is no file {path}.") from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"Cannot read {path}: {getattr(err, 'strerror', None) or err}.") from None
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            action = json.loads(line)
        except json.JSONDecodeError as err:
            raise UserError(f"line {number}: not JSON ({err.msg} at column {err.colno}).") from None
        except (ValueError, RecursionError) as err:   # a number of thousands of digits, nesting too deep
            raise UserError(f"line {number}: not usable JSON ({str(err).split(':')[0]}).") from None
        if not isinstance(action, dict) or not isinstance(action.get("action"), str):
            raise UserError(f"line {number}: a log line must be a JSON object with an \"action\" name.")
        if "\\u" in line and not _is_unicode(action):   # escapes like \ud800 that name no character
            raise UserError(f"line {number}: not usable JSON (a \\u escape names half a character).")
        lines.append((number, action))
    if not lines:
        raise UserError(f"{path} is empty; a log starts with a 'setup' line.")
    return lines


def _is_unicode(value) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
