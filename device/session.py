"""A game being played at the table: the engine's match plus its stored log.

:meth:`GameSession.handle` is the whole path of one input: map the driver
event to an action, apply it in the engine, commit it to the store, and only
then report what it did. If the store cannot commit, the engine's change is
taken back, so the screen never shows what the disk does not hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from device import mapping
from device.catalog import Catalog
from device.store import Store, StoreError
from device.tables import Notice
from engine import ActionError, Event, Match, replay


@dataclass(frozen=True)
class Outcome:
    """What one input did, for the kiosk's action strip.

    ``read`` says what came in, ``action`` is the accepted action (or None),
    ``events`` the rule sentences, ``notice`` a message instead of an action,
    ``refused`` the reason an action was refused, ``unsaved`` why the store could
    not keep an action the engine accepted (nothing changed; the players did nothing
    wrong, so it is no refusal: the appliance holds it and tries again)."""

    read: str
    action: dict | None = None
    events: list[Event] = field(default_factory=list)
    notice: Notice | None = None
    refused: str | None = None
    unsaved: str | None = None


class GameSession:
    """Open with :meth:`new` or :meth:`resume`."""

    def __init__(self, store: Store, catalog: Catalog, game_id: int, match: Match):
        self.store = store
        self.catalog = catalog
        self.game_id = game_id
        self.match = match
        self.clock = None  # a function giving play seconds: stamps each live action's "at"

    @classmethod
    def new(cls, store: Store, catalog: Catalog, setup: dict) -> "GameSession":
        match, _ = Match.start(setup)  # refuses a bad setup before anything is stored
        return cls(store, catalog, store.new_game(match.log[0]), match)

    @classmethod
    def resume(cls, store: Store, catalog: Catalog, game_id: int) -> "GameSession":
        """Rebuild the game from its stored log, exactly as it was acknowledged."""
        match, _, rejected = replay(store.lines(game_id))
        if rejected:  # only accepted lines are stored, so this means a changed engine
            number, action, err = rejected[0]
            raise StoreError(f"Saved game {game_id} no longer replays: line {number} "
                             f"('{action.get('action')}') is refused: {err}")
        return cls(store, catalog, game_id, match)

    @property
    def game(self) -> str:
        return self.match.game.id

    @property
    def state(self) -> dict:
        return self.match.state

    @property
    def over(self) -> bool:
        """The game has ended for good (its own end condition)."""
        return self.match.game.over(self.state)

    def handle(self, event, read: str = "") -> Outcome:
        """One driver event, all the way to the store; ``read`` says what it was."""
        mapped = mapping.map_event(event, self.game, self.state, self.catalog)
        if mapped is None or isinstance(mapped, Notice):
            return Outcome(read, notice=mapped)
        if self.clock is not None:
            mapped = dict(mapped, at=round(self.clock(), 1))
        try:
            return Outcome(read, mapped, self.submit(mapped))
        except ActionError as err:
            return Outcome(read, mapped, refused=err.sentence)
        except StoreError as err:
            return Outcome(read, mapped, unsaved=err.sentence)

    def submit(self, action: dict) -> list[Event]:
        """Apply and commit one action; raises ActionError or StoreError with
        nothing changed."""
        events = self.match.push(action)
        try:
            self.store.append(self.game_id, len(self.match.log) - 1, action, "over" if self.over else "playing")
        except StoreError:
            self._take_back(action)
            raise
        return events

    def _take_back(self, action: dict) -> None:
        """Undo the engine's half of an action the store refused."""
        self.match.log.pop()
        if action.get("action") in ("undo", "pause", "resume"):
            # Re-apply what the undo removed: replay is the simplest exact way.
            self.match, _, _ = replay(self.match.log)
        else:
            self.match.pop()

