"""Reading a JSON Lines game log, with one sentence per problem."""

from __future__ import annotations

from pathlib import Path

from device import envelope
from device.errors import UserError
from device.jsonlines import parse_line


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
            action = parse_line(line)
        except ValueError as err:
            raise UserError(f"line {number}: {err}.") from None
        if not isinstance(action, dict) or not isinstance(action.get("action"), str):
            raise UserError(f"line {number}: a log line must be a JSON object with an \"action\" name.")
        try:
            envelope.check(action, f"{path} line {number}")
        except ValueError as err:
            raise UserError(f"{err}.") from None
        lines.append((number, action))
    if not lines:
        raise UserError(f"{path} is empty; a log starts with a 'setup' line.")
    return lines

