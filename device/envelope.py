"""The log envelope: what a log line says besides its action, checked at the door.

Every action the device stores may carry ``source`` (the input that made it, see
:func:`device.mapping.source_of`) and ``at`` (seconds of play time, see
:mod:`ui.timers`). The engine ignores both, so a damaged or hand-written value
would pass the rules and only break the parts that read it (the timers, the
history, the report, the spoken roll). Here is the one place that says what a
usable envelope is:

* a line read from a file (``agency run --script``, ``agency replay``) or about
  to be stored must have one (:func:`check`), else it is refused in one sentence
  naming the field;
* a line already stored that no longer has one (:func:`admit_stored`) keeps its
  action, loses its envelope (the timers count it as unstamped) and is listed as
  unreadable, so the history can say so. The store itself is never rewritten.

A source may leave out fields (hand-written logs name only the button), but a
field the device reads must have the type the device writes.
"""

from __future__ import annotations

import json
import math

# Play seconds beyond this (about 31 years) are no play time: the clocks would
# draw nonsense and a pause could never end.
MAX_PLAY_SECONDS = 1e9

# The source fields something reads back (the history, the report, the spoken roll).
_TEXT_FIELDS = frozenset({"kind", "card", "reader", "uid", "name", "origin", "button", "picture"})


def problem(line: dict) -> str | None:
    """Why the envelope of ``line`` is not usable, naming the field; None when it is."""
    if "at" in line:
        at = line["at"]
        if not _is_number(at) or not 0 <= at <= MAX_PLAY_SECONDS:
            return f"'at' must be seconds of play time (a number from 0 to {MAX_PLAY_SECONDS:.0f}), not {_shown(at)}"
    if "source" in line:
        return _source_problem(line["source"])
    return None


def check(line: dict, where: str) -> None:
    """Refuse a line whose envelope is not usable: ValueError "<where>: <why>"."""
    why = problem(line)
    if why:
        raise ValueError(f"{where}: {why}")


def admit_stored(lines: list) -> tuple[list, dict[int, str]]:
    """Stored lines as the rest of the device may trust them, and the unreadable ones
    by log line number (setup is 1) with why. An unreadable line keeps its action
    fields (the game replays as it was acknowledged) but not its envelope."""
    admitted, unreadable = [], {}
    for number, line in enumerate(lines, start=1):
        why = problem(line) if isinstance(line, dict) else None
        if why:
            unreadable[number] = why
            line = {key: value for key, value in line.items() if key not in ("source", "at")}
        admitted.append(line)
    return admitted, unreadable


def _source_problem(source) -> str | None:
    if not isinstance(source, dict):
        return f"'source' must be an object naming the input, not {_shown(source)}"
    if not isinstance(source.get("kind"), str):
        return f"'source' must name its 'kind' as text, not {_shown(source.get('kind'))}"
    others = []
    for key, value in source.items():
        if key in _TEXT_FIELDS:
            if not isinstance(value, str):
                return f"'source' field '{key}' must be text, not {_shown(value)}"
        elif key == "faces":
            if not isinstance(value, list) or not all(isinstance(face, str) for face in value):
                return f"'source' field 'faces' must be a list of face names, not {_shown(value)}"
        elif key == "confidence":
            if not _is_number(value) or not 0 <= value <= 1:
                return f"'source' field 'confidence' must be a number from 0 to 1, not {_shown(value)}"
        else:
            others.append(value)
    try:   # what an export writes must be JSON every reader takes (the fields above are)
        if others:
            json.dumps(others, allow_nan=False)
    except ValueError:
        return "'source' holds a number JSON cannot write (NaN or infinity)"
    except RecursionError:
        return "'source' nests too deeply"
    return None


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _shown(value) -> str:
    """A short quote of a bad value: enough to find it, never a page of it."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10 ** 30:
        return "a number of more than 30 digits"   # repr of a huge int is refused by Python itself
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
