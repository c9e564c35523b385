"""Tally at the table: a rolled die scores for the player on turn, and so do
the on-screen buttons. It gives no ``dice_profile`` (plain d6) and says who
rolls next. The standing at each new round stays on the banner (``BANNER_EVENTS``)."""

from __future__ import annotations

from device.tables import TouchButton
from drivers.events import ButtonPressed, DiceRolled
from engine.text import t

DEFAULT_SETUP = {"action": "setup", "game": "tally", "players": ["Anna", "Bela"], "target": 10}
PLAYERS = ("Anna", "Bela", "Csilla", "Dani")
BANNER_EVENTS = frozenset({"round"})   # a new round's standing stays until the next input


def touch_setup(players: int, options: dict) -> dict:
    """Tally is set up by touch: the first ``players`` names, in seat order."""
    return DEFAULT_SETUP | {"players": list(PLAYERS[:players])}


def map_event(event, state: dict, catalog) -> dict | None:
    if isinstance(event, DiceRolled) and len(event.values) == 1:
        return {"action": "score", "points": event.values[0]}
    if isinstance(event, ButtonPressed) and event.name.startswith("score"):
        return {"action": "score", "points": int(event.name.removeprefix("score"))}
    return None


def touch_buttons(state: dict) -> list[TouchButton]:
    return [TouchButton(f"score{points}", t("+{points}", points=points)) for points in (1, 6)]


def spoken_cue(action: dict, state: dict) -> str | None:
    return None if state["winner"] else t("{name} to roll", name=state["active"])
