"""Pure game rules: standard library only, no I/O, no clock, no randomness.

Start with :mod:`engine.core` (how a game is declared) and
:mod:`engine.match` (a game in progress, with push/pop and replay).
"""

from engine.core import ActionError, Event, IllegalAction, MalformedAction
from engine.match import Match, replay
from engine.registry import get, ids

__all__ = ["ActionError", "Event", "IllegalAction", "MalformedAction", "Match", "replay",
           "get", "ids"]
