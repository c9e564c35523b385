"""A game being played at the table: the engine's match plus its stored log.

:meth:`GameSession.handle` is the whole path of one input: map the driver
event to an action, apply it in the engine, commit it to the store, and only
then report what it did. If the store cannot commit, the engine's change is
taken back, so the screen never shows what the disk does not hold.

The session also keeps the game's clocks (:class:`ui.timers.Timeline`) and what its
report gathers (:class:`ui.report.ReportTally`), marked with every stored line, and
every :data:`CHECKPOINT_LINES` lines a checkpoint of the state, the clocks and the
tally in the store: :meth:`GameSession.resume` starts from the newest one and
replays only the lines after it, once; the report needs no replay, and a history
page replays about a hundred lines, from an older checkpoint kept every
:data:`HISTORY_CHECKPOINT_LINES` lines.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from device import envelope, mapping
from device.catalog import Catalog
from device.store import Store, StoreError
from device.tables import Notice
from engine import ActionError, Event, MalformedAction, Match, replay
from engine.match import CLOCK
from engine.text import t
from ui.report import ReportTally, Summary, summary_of
from ui.timers import Timeline

# Every this many log lines the game's state is kept in the store, so a resume
# replays at most this many lines, not the whole evening.
CHECKPOINT_LINES = 50
# Of the older checkpoints, one every this many lines stays, so a history page far
# back replays about this many lines (see history_sentences).
HISTORY_CHECKPOINT_LINES = 100
# A history page looks at most this many kept checkpoints back for one that no undo on
# the way reaches before; past that the engine replays the undone action's state itself.
HISTORY_LOOKBACK = 3


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

    def __init__(self, store: Store, catalog: Catalog, game_id: int, match: Match, timeline: Timeline,
                 tally: ReportTally):
        self.store = store
        self.catalog = catalog
        self.game_id = game_id
        self.match = match
        self.timeline = timeline  # the game's clocks, marked with every stored line
        self.tally = tally        # what the report shows, gathered with every stored line
        self.clock = None  # a function giving play seconds: stamps each live action's "at"
        self.unreadable: dict[int, str] = {}  # stored log line number -> why its envelope was dropped

    @classmethod
    def new(cls, store: Store, catalog: Catalog, setup: dict) -> "GameSession":
        match, _ = Match.start(setup)  # refuses a bad setup before anything is stored
        return cls(store, catalog, store.new_game(match.log[0]), match, Timeline.from_log(match.log),
                   ReportTally(match.game.id))

    @classmethod
    def resume(cls, store: Store, catalog: Catalog, game_id: int) -> "GameSession":
        """Rebuild the game and its clocks from its stored log, exactly as it was
        acknowledged: from its newest checkpoint, replaying only the lines after it.
        A line whose envelope no longer validates plays without it (``unreadable``)."""
        match, timeline, tally, unreadable = rebuild(store, game_id)
        session = cls(store, catalog, game_id, match, timeline, tally)
        session.unreadable = unreadable
        return session

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

    def summary(self) -> Summary:
        """The game's report as it stands, from what was gathered line by line (no replay)."""
        return summary_of(self.match, self.tally, self.timeline)

    def history_sentences(self, first: int, end: int) -> list[tuple[dict, tuple[str, ...]]]:
        """The state before each log line ``first`` to ``end - 1`` (setup is line 0), whose
        buttons name what was touched, and the sentences the line produced,
        exactly as a replay from setup says them, but replayed from a kept checkpoint
        before them. The match restored there knows every action in effect, so an undo
        that takes back an action from before the checkpoint still finds its state: the
        engine replays the actions then in effect. Of the nearest :data:`HISTORY_LOOKBACK`
        checkpoints the one that costs the fewest moves is taken: a nearer one, unless
        an undo reaches before it and many actions are in effect there."""
        log = self.match.log
        kept = [seq for seq in self.store.checkpoint_lines(self.game_id) if 0 < seq < first][-HISTORY_LOOKBACK:]
        if kept:
            in_effect = _actions_in_effect(log, kept)
            cost = {seq: end - seq + (in_effect[seq] if _undo_reaches_before(log, seq, end) else 0)
                    for seq in kept}
            match = _restored(log, self.store.checkpoint(self.game_id, at_most=min(kept, key=cost.get)))
            if match is not None:
                try:
                    return _sentences(match, log, len(match.log), first, end, strict=True)
                except ActionError:   # a checkpoint this engine no longer replays from: from setup
                    pass
        return _sentences(Match.start(log[0])[0], log, 1, first, end, strict=False)

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
        nothing changed. A line whose envelope is unusable is never stored."""
        why = envelope.problem(action)
        if why:
            raise MalformedAction(t("This line is not stored: {why}.", why=why))
        before = self.state
        events = self.match.push(action)
        seq = len(self.match.log) - 1
        try:
            self.store.append(self.game_id, seq, action, "over" if self.over else "playing")
        except StoreError:
            self._take_back(action)
            raise
        self.timeline.add(action, self.state)
        self.tally.add(action, before, self.state, events)
        if seq % CHECKPOINT_LINES == 0:
            self._checkpoint(seq)
        return events

    def _checkpoint(self, seq: int) -> None:
        """Keep the state after line ``seq`` in the store. Only a state that JSON gives
        back exactly is kept; a checkpoint the disk refuses is skipped (the next line's
        own write says what is wrong): resuming then replays a little more."""
        data = {"state": self.state, "timeline": self.timeline.snapshot(), "report": self.tally.snapshot()}
        if json.loads(json.dumps(data))["state"] != self.state:
            return
        try:
            self.store.save_checkpoint(self.game_id, seq, data, keep_every=HISTORY_CHECKPOINT_LINES)
        except StoreError:
            pass

    def _take_back(self, action: dict) -> None:
        """Undo the engine's half of an action the store refused."""
        self.match.log.pop()
        if action.get("action") in ("undo", "pause", "resume"):
            # Re-apply what the undo removed: replay is the simplest exact way.
            self.match, _, _ = replay(self.match.log)
        else:
            self.match.pop()



def rebuild(store: Store, game_id: int) -> tuple[Match, Timeline, ReportTally, dict[int, str]]:
    """The saved game as it was acknowledged, its clocks and its report's tally, from its
    newest checkpoint, replaying only the lines after it; and the lines whose envelope no
    longer validates (they play without it), by line number."""
    lines, unreadable = envelope.admit_stored(store.lines(game_id))
    match, timeline, tally = _from_checkpoint(store.checkpoint(game_id), lines)
    for number in range(len(match.log), len(lines)):
        before = match.state
        try:
            events = match.push(lines[number])
        except ActionError as err:  # only accepted lines are stored, so this means a changed engine
            raise StoreError(f"Saved game {game_id} no longer replays: line {number + 1} "
                             f"('{lines[number].get('action')}') is refused: {err}") from None
        timeline.add(lines[number], match.state)
        tally.add(lines[number], before, match.state, events)
    return match, timeline, tally, unreadable


def _from_checkpoint(checkpoint: tuple[int, dict] | None,
                     lines: list[dict]) -> tuple[Match, Timeline, ReportTally]:
    """The match, clocks and report tally at the checkpoint, or at setup when there is none that fits."""
    if checkpoint is not None and checkpoint[0] < len(lines):
        seq, data = checkpoint
        try:
            match = Match.restore(lines[:seq + 1], data["state"])
            return (match, Timeline.restore(match.game.id, data["timeline"]),
                    ReportTally.restore(match.game.id, data["report"]))
        except (ActionError, KeyError, TypeError, ValueError, IndexError, AttributeError):
            pass   # a checkpoint of another shape (one from before the report's tally): replay from setup
    match, _ = Match.start(lines[0])
    timeline = Timeline(match.game.id)
    timeline.add(lines[0], match.state)
    return match, timeline, ReportTally(match.game.id)


def _actions_in_effect(log: list[dict], seqs: list[int]) -> dict[int, int]:
    """How many actions are in effect (pushed and not undone) after each line of ``seqs``."""
    depth, counts, wanted = 0, {}, set(seqs)
    for seq in range(1, max(seqs) + 1):
        name = log[seq].get("action")
        depth += -1 if name == "undo" else 0 if name in CLOCK else 1
        if seq in wanted:
            counts[seq] = depth
    return counts


def _undo_reaches_before(log: list[dict], seq: int, end: int) -> bool:
    """Whether an undo among lines ``seq + 1`` to ``end - 1`` takes back an action from
    line ``seq`` or before (counted, not applied: each action puts one on, each undo takes one off)."""
    depth = 0
    for line in log[seq + 1:end]:
        name = line.get("action")
        if name == "undo":
            depth -= 1
            if depth < 0:
                return True
        elif name not in CLOCK:
            depth += 1
    return False


def _restored(log: list[dict], checkpoint: tuple[int, dict] | None) -> Match | None:
    """The match after line ``checkpoint[0]`` of ``log``, from the state kept there; None
    when there is no checkpoint or it is of another shape (one from an older appliance)."""
    if checkpoint is None:
        return None
    try:
        return Match.restore(log[:checkpoint[0] + 1], checkpoint[1]["state"])
    except (ActionError, KeyError, TypeError, ValueError, IndexError):
        return None


def _sentences(match: Match, log: list[dict], start: int, first: int, end: int, strict: bool) -> list:
    """Push lines ``start`` to ``end - 1`` of ``log`` into ``match``; of those from ``first`` on,
    the state before each and its sentences. A refused line raises when ``strict``; otherwise
    it said nothing (only accepted lines are stored: the engine has changed since)."""
    said = []
    for number in range(start, end):
        before = match.state
        try:
            events = match.push(log[number])
        except ActionError:
            if strict:
                raise
            events = []
        if number >= first:
            said.append((before, tuple(event.text for event in events)))
    return said
