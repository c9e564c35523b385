"""A game in progress: setup plus the history of actions, with exact undo.

Like a chess board with ``push``/``pop``: :meth:`Match.push` applies one
action and remembers the state before it, :meth:`Match.pop` restores that
state exactly. The log (what is saved and exported) is every line pushed,
including ``{"action": "undo"}`` lines, so replaying the log reproduces the
game, undos and all. ``{"action": "pause"}`` and ``{"action": "resume"}`` lines
stop and restart the game clock: they are logged (so a resumed game keeps its
timers) but change no state and are never undone.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine import registry
from engine.core import ActionError, Event, IllegalAction, MalformedAction, check_fields, ensure, ENVELOPE_KEYS
from engine.text import t

UNDO = "undo"
# The states before the newest this many actions are kept for undo; an older one is
# replayed from setup when an undo reaches it, so a long game's memory stays flat.
UNDO_STATES = 64
CLOCK = {"pause": t("Game clock paused."), "resume": t("Game clock running again.")}


class Match:
    """One game of one registered kind. Create it with :meth:`start`."""

    def __init__(self, game, setup: dict, state: dict):
        self.game = game
        self.log: list[dict] = [setup]       # every accepted line, undo lines included
        self._history: list[dict] = []       # the actions currently in effect
        self._before: list[dict | None] = []  # the state before each of them (None: replay it)
        self.state = state
        self.paused = False                  # the game clock, stopped by a "pause" line

    @classmethod
    def start(cls, setup: Mapping[str, Any]) -> tuple["Match", list[Event]]:
        """Start a game from its ``setup`` action (which names the game)."""
        if not isinstance(setup, Mapping):
            raise MalformedAction(t("The first line must be a JSON object with \"action\": \"setup\"."))
        if setup.get("action") != "setup":
            # A name with a line break stays one line of the sentence.
            name = str(setup.get("action")).replace("\r", "\\r").replace("\n", "\\n")
            raise MalformedAction(t("The first action must be 'setup', not '{name}'.", name=name))
        game_id = setup.get("game")
        if not isinstance(game_id, str):
            raise MalformedAction(t("The setup action has no 'game' (one of: {known}).", known=registry.ids()))
        game = registry.get(game_id)
        state, events = game.start(setup)
        return cls(game, dict(setup), state), events

    @classmethod
    def restore(cls, log: list[Mapping[str, Any]], state: dict) -> "Match":
        """The match after every line of ``log`` (each one accepted before), given the
        state those lines led to, as a checkpoint kept it: no line is applied again."""
        match, _ = cls.start(log[0])
        for line in log[1:]:
            name = line.get("action")
            if name == UNDO:
                match._history.pop()
                match._before.pop()
            elif name in CLOCK:
                match.paused = name == "pause"
            else:
                match._history.append(dict(line))
                match._before.append(None)
            match.log.append(dict(line))
        match.state = state
        return match

    @property
    def history(self) -> list[dict]:
        """The actions in effect after setup (undone ones removed)."""
        return list(self._history)

    def push(self, action: Mapping[str, Any]) -> list[Event]:
        """Apply one action (or an ``undo`` line). Raises :class:`ActionError`,
        in which case nothing changed."""
        if isinstance(action, Mapping) and action.get("action") == UNDO:
            check_fields(action, {}, "'undo'", ENVELOPE_KEYS)
            undone = self.pop()
            self.log.append(dict(action))
            # Named by what it did, as the players read it then: applied again to the state before it
            # (the engine is pure), its first sentence; an action that said nothing, by its name.
            said = self.game.apply(self.state, undone).events
            what = said[0].text if said else undone["action"]
            return [Event("undo", t("Taken back: {what}", what=what), {"undone": undone["action"]})]
        if isinstance(action, Mapping) and isinstance(action.get("action"), str) and action["action"] in CLOCK:
            name = action["action"]
            check_fields(action, {}, f"'{name}'", ENVELOPE_KEYS)
            ensure(self.paused != (name == "pause"),
                   t("The game clock is already paused.") if self.paused else t("The game clock is not paused."))
            self.paused = name == "pause"
            self.log.append(dict(action))
            return [Event(name, CLOCK[name])]
        new_state, events = self.game.apply(self.state, action)
        self._before.append(self.state)
        if len(self._before) > UNDO_STATES:
            self._before[-UNDO_STATES - 1] = None
        self._history.append(dict(action))
        self.log.append(dict(action))
        self.state = new_state
        return events

    def pop(self) -> dict:
        """Take back the last action in effect and return it (not logged; see ``push({"action": "undo"})``)."""
        if not self._history:
            raise IllegalAction(t("There is nothing to undo."))
        before, action = self._before.pop(), self._history.pop()
        self.state = self._replayed() if before is None else before
        return action

    def _replayed(self) -> dict:
        """The state after the actions in effect, applied again from setup; the undo
        states of the newest of them are kept again on the way."""
        state, _ = self.game.start(self.log[0])
        keep_from = len(self._history) - UNDO_STATES
        for number, action in enumerate(self._history):
            if number >= keep_from:
                self._before[number] = state
            state, _ = self.game.apply(state, action)
        return state


def replay(lines: Iterable[Mapping[str, Any]]) -> tuple[Match, list[tuple[int, list[Event]]], list[tuple[int, dict, ActionError]]]:
    """Apply a whole log. Returns the match, the events per line number and the
    rejected lines; a rejected line leaves the state as it was and replay goes on.

    Line numbers count from 1 like a text editor. The first line must set the
    game up; if it is refused the error propagates (there is no game to go on with).
    """
    numbered = iter(enumerate(lines, start=1))
    try:
        _, setup = next(numbered)
    except StopIteration:
        raise MalformedAction(t("The log is empty; its first line must be a 'setup' action.")) from None
    match, setup_events = Match.start(setup)
    events = [(1, setup_events)]
    rejected = []
    for number, action in numbered:
        try:
            events.append((number, match.push(action)))
        except ActionError as err:
            rejected.append((number, action, err))
    return match, events, rejected
