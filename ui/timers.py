"""The game's clocks, derived from its log (never stored on their own).

Every action the device stores carries ``"at"``: seconds of play time since
the game started (time the appliance was off does not count). ``pause`` and
``resume`` lines stop and restart the clock. From those and the state after
each line, a :class:`Timeline` gives the session time, the time of the current
round or location and the time of the current turn (the report times each
round or location from the actions in effect: :class:`ui.report.ReportTally`). The turn clock restarts when the player on
turn changes and when the game's own ``phase`` does (Enclave's Planning Phase
after its Initiative Phase is a new turn, whoever plays it). A resumed game rebuilds its timeline from
the stored log, so the clocks go on where they stopped. Once the game is over
(its own ``over``), the clocks stand at the moment it ended. Who is on turn is the
game's own knowledge: its :meth:`engine.core.Game.current_player`.
No screen needed: the report command and the benchmarks use it headless.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import registry


def phase_of(state: dict) -> tuple[str, str] | None:
    """The stretch of play the second clock times: ``("round", "3")`` for games
    played in rounds, ``("place", name)`` at a T.I.M.E Stories location."""
    if "round" in state and state["round"] is not None:
        return ("round", str(state["round"]))
    if state.get("location"):
        return ("place", str(state["location"]))
    return None


@dataclass(frozen=True)
class Timers:
    """The clocks at one moment, in play seconds with pauses left out."""

    session: float
    phase: tuple[str, str] | None
    phase_seconds: float
    turn: str | None
    turn_seconds: float
    paused: bool
    ended: bool = False     # the game is over: the clocks stand where it ended


class Timeline:
    """Marks ``(at, phase, turn)`` after each log line, and the pauses."""

    def __init__(self, game: str):
        self.game = game
        self.last_at = 0.0
        self.pauses: list[list[float]] = []        # [start, end]; end is None while paused
        self.phase: tuple[str, str] | None = None
        self.phase_since = 0.0
        self.turn: str | None = None
        self.turn_since = 0.0
        self.turn_stage = None                      # the game's own "phase" the turn was taken in
        self.ended_at: float | None = None          # when the game ended, while it stays ended

    @classmethod
    def from_log(cls, lines: list[dict]) -> "Timeline":
        """Replay the stored log (only accepted lines are stored) and mark each line."""
        from engine import Match

        match, _ = Match.start(lines[0])
        timeline = cls(match.game.id)
        timeline.add(lines[0], match.state)
        for line in lines[1:]:
            match.push(line)
            timeline.add(line, match.state)
        return timeline

    def snapshot(self) -> dict:
        """Everything the timeline knows, as JSON values, for a checkpoint of the game."""
        return {"last_at": self.last_at, "pauses": self.pauses, "phase": self.phase,
                "phase_since": self.phase_since, "turn": self.turn, "turn_since": self.turn_since,
                "turn_stage": self.turn_stage, "ended_at": self.ended_at}

    @classmethod
    def restore(cls, game: str, snapshot: dict) -> "Timeline":
        """The timeline a :meth:`snapshot` was taken of."""
        timeline = cls(game)
        phase = snapshot["phase"]
        timeline.last_at, timeline.pauses = snapshot["last_at"], [list(p) for p in snapshot["pauses"]]
        timeline.phase = tuple(phase) if phase is not None else None
        timeline.phase_since, timeline.turn, timeline.turn_since = \
            snapshot["phase_since"], snapshot["turn"], snapshot["turn_since"]
        timeline.turn_stage = snapshot.get("turn_stage")   # absent from checkpoints written before phases restarted it
        timeline.ended_at = snapshot.get("ended_at")   # absent from checkpoints written before the clocks stopped at the end
        return timeline

    @property
    def paused(self) -> bool:
        return bool(self.pauses) and self.pauses[-1][1] is None

    def add(self, line: dict, state: dict) -> None:
        """Mark one accepted log line and the state after it."""
        at = play_time_of(line.get("at"), self.last_at)
        self.last_at = max(self.last_at, at)
        name = line.get("action")
        if name == "pause":
            self.pauses.append([at, None])
            return
        if name == "resume":
            if self.paused:
                self.pauses[-1][1] = at
            return
        game = registry.get(self.game)
        if not game.over(state):
            self.ended_at = None                    # still playing, or an undo took the end back
        elif self.ended_at is None:
            self.ended_at = at
        phase, turn, stage = phase_of(state), game.current_player(state), state.get("phase")
        if phase != self.phase:
            self.phase, self.phase_since = phase, at
        if turn != self.turn or turn is None or stage != self.turn_stage:
            self.turn, self.turn_since, self.turn_stage = turn, at, stage

    def played(self, start: float, end: float) -> float:
        """Play seconds between two ``at`` marks, pauses left out."""
        paused = 0.0
        for begin, finish in self.pauses:
            finish = end if finish is None else finish
            paused += max(0.0, min(end, finish) - max(start, begin))
        return max(0.0, end - start - paused)

    def at(self, now: float) -> Timers:
        """The clocks at play time ``now`` (seconds since the game started)."""
        now = max(now, self.last_at)
        if self.paused:  # the clocks stand still where the pause began
            now = self.pauses[-1][0]
        if self.ended_at is not None:   # and where the game ended
            now = self.ended_at
        return Timers(self.played(0.0, now), self.phase, self.played(self.phase_since, now),
                      self.turn, self.played(self.turn_since, now), self.paused, self.ended_at is not None)


def play_time_of(at, last_at: float) -> float:
    """A line's play time; a line without a stamp happened when the one before it did.
    Stamps are checked where lines enter (``device.envelope``): a stored stamp that is
    no play time is dropped there, so every stamp here is a number of seconds."""
    return last_at if at is None else float(at)
