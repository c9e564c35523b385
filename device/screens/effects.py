"""What a screen asks for when it handles an input, as plain values.

A screen never touches the appliance: it changes its own state and returns a
list of these, which :class:`device.screens.controller.Screens` carries out in
order against the appliance's parts (the events queue, the session, the store,
the catalog, the display settings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Close:
    """Close the open screen (the start screen stays until a game is chosen)."""


@dataclass(frozen=True)
class PutEvent:
    """Put an input on the events queue, to go the game's way (a corrected roll, a card chosen)."""
    event: Any


@dataclass(frozen=True)
class Show:
    """Open the screen named ``name`` (``start``, ``setup``, ``menu``, ``enter_dice``,
    ``choose_card``, ``history``, ``report``), made from the appliance's parts; ``arg``
    says which (the game to set up)."""
    name: str
    arg: str = ""


@dataclass(frozen=True)
class OpenScreen:
    """Open ``screen``, made by the screen that asks (the bidding from the setup, the
    dice from their count)."""
    screen: Any


@dataclass(frozen=True)
class OpenGame:
    """Start a new game with this setup line; if the engine refuses it, the screen that
    asked is told why (``refused``) and stays open."""
    setup: dict


@dataclass(frozen=True)
class ResumeGame:
    game_id: int


@dataclass(frozen=True)
class ClockLine:
    """Apply a clock line (``pause`` or ``resume``) stamped with the play time."""
    action: str


@dataclass(frozen=True)
class Enrol:
    """Bind the tag ``uid`` to the card ``card_id``, then count the tag as placed on ``reader``;
    with a ``record`` (a card entered or corrected by touch), save that card first."""
    uid: str
    reader: str
    card_id: str
    record: dict | None = None


@dataclass(frozen=True)
class SaveCard:
    """Save a card corrected by touch (``record``, as in ``cards.jsonl``) where ``agency cards`` keeps it."""
    record: dict


@dataclass(frozen=True)
class SetLanguage:
    language: str


@dataclass(frozen=True)
class SetTheme:
    theme: str


@dataclass(frozen=True)
class TakeEmptyTray:
    """Have the dice camera take its picture of the empty tray (``agency dice tray``)."""
