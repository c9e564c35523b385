"""Per-game table inputs: how a scanned card, a roll or a button becomes an
engine action in the current state of the game.

Each game has one module here with:

* ``DEFAULT_SETUP`` - the setup line of a game started without scanning;
* ``map_event(event, state, catalog)`` - a driver event (already known to be
  for this game, which is not over) to an action dict, a :class:`Notice`, or
  None to ignore it;
* ``touch_buttons(state)`` - the on-screen buttons that make sense now (while
  the game is not over);
* ``dice_profile(state)`` (optional) - which dice the camera should read now
  (a profile name of :mod:`drivers.dice.profiles`; ``d6`` when absent).

The generic part (undo, unknown tags, device notices, the end of the game,
the ``source`` of each action) is in :mod:`device.mapping`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType

TABLE_MODULES = {
    "timestories": "device.tables.timestories",
    "cavendish": "device.tables.cavendish",
    "enclave": "device.tables.enclave",
    "kivalasztottak": "device.tables.kivalasztottak",
}


@dataclass(frozen=True)
class Notice:
    """Something to tell the players instead of (or besides) an action.

    ``attention`` notices stay on screen until the next accepted action and
    light the status LED; ``kind`` lets the kiosk offer a fix (``unknown_tag``
    offers enrolment, ``dice_check`` a correction)."""

    text: str
    attention: bool = False
    kind: str = "info"
    data: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class TouchButton:
    """An on-screen button: pressing it sends ``ButtonPressed(name, "touch")``."""

    name: str
    label: str


def table_for(game_id: str) -> ModuleType:
    return importlib.import_module(TABLE_MODULES[game_id])


def dice_profile(game_id: str, state: dict) -> str:
    """The dice the camera should read in this state of the game."""
    choose = getattr(table_for(game_id), "dice_profile", None)
    return choose(state) if choose else "d6"
