"""The appliance: start the parts in order, run the frame loop, stop them in reverse.

Start-up order is drivers -> game session -> kiosk; shut-down is the reverse,
in ``finally``, whatever happened. Drivers report on one queue; each frame the
loop drains the kiosk's inputs and that queue, sends every event through the
game session (map -> engine -> store) and only then shows the new state.
"""

from __future__ import annotations

import queue
import sys
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from device import watchdog
from device.catalog import Catalog
from device.errors import UserError
from device.session import GameSession, Outcome
from device.store import Store
from device.tables import table_for
from engine import ActionError
from drivers.events import ButtonPressed, DiceRolled
from ui.model import Chip, Press, Quit, Screen, SimTag, StripLine, TypeDie


@dataclass
class RunOptions:
    headless: bool = False
    frames: int | None = None           # stop after this many frames (None: until quit)
    snapshot: Path | None = None        # PNG of the last frame, written on the way out
    resume: bool = False                # continue the last game; refuse to start a new one
    new_game: str | None = None         # start a new game of this id
    script: list[dict] | None = None    # log lines to feed through the live path
    delay: float = 0.0                  # seconds between script lines
    nfc_backend: str | None = None
    controls_backend: str | None = None


@dataclass(frozen=True)
class ScriptedAction:
    """A log line fed as input by ``agency run --script``: it takes the same path
    as a scan or a press, minus the mapping (it already is an action)."""

    action: dict


class Appliance:
    def __init__(self, config, data_dir: Path, options: RunOptions, out=sys.stdout):
        self.config = config
        self.data_dir = data_dir
        self.options = options
        self.out = out
        self.events: queue.Queue = queue.Queue()
        self.strip: deque[StripLine] = deque(maxlen=6)
        self.attention: str | None = None
        self.started = time.monotonic()
        self.readers = self.controls = self.session = self.kiosk = None
        self.store: Store | None = None
        self.frames = 0
        self._stops: list = []
        self._clock = None
        self._pending_ack: Outcome | None = None

    # -- start and stop --------------------------------------------------------

    def run(self) -> int:
        try:
            self.start()
            while self.options.frames is None or self.frames < self.options.frames:
                if not self.step():
                    break
            self._finish()
            return 0
        finally:
            self.stop()

    def start(self) -> None:
        self._start_drivers(self._stops)
        self._start_session(self._stops)
        self._start_kiosk(self._stops)
        watchdog.notify_ready()  # systemd (Type=notify) counts the kiosk as started from here

    def stop(self) -> None:
        """Stop what was started, in reverse order; safe to call twice."""
        stops, self._stops = self._stops, []
        if stops:
            watchdog.notify_stopping()
        for stop in reversed(stops):
            stop()

    def _start_drivers(self, stops: list) -> None:
        from drivers.controls import Controls
        from drivers.nfc import open_readers

        self.readers = open_readers(self.config, self.options.nfc_backend)
        self.readers.start(self.events.put)
        stops.append(self.readers.stop)
        self.controls = Controls.from_config(self.config, self.options.controls_backend)
        self.controls.start(self.events.put)
        stops.append(self.controls.stop)

    def _start_session(self, stops: list) -> None:
        self.store = Store.open(self.data_dir)
        stops.append(self.store.close)
        self.catalog = Catalog.load(self.data_dir, simulated=self.readers.backend == "sim")
        script = list(self.options.script or [])
        last = self.store.last_game(playing_only=True)
        if self.options.resume or (last and not self.options.new_game and not script):
            if last is None:
                raise UserError("There is no game to resume (see `agency games`).", 1)
            self.session = GameSession.resume(self.store, self.catalog, last.id)
            script = _remaining(script, self.session.match.log) if script else []
        else:
            setup = script.pop(0) if script else dict(table_for(self.options.new_game
                                                                 or self.config["game.default"]).DEFAULT_SETUP)
            self.session = GameSession.new(self.store, self.catalog, setup)
        self._say(f"game {self.session.game_id} ({self.session.game}): {len(self.session.match.log)} log lines")
        self.script = deque(script)
        self._feeding = self.options.script is not None

    def _start_kiosk(self, stops: list) -> None:
        from ui.kiosk import Kiosk, has_display

        headless = self.options.headless or not has_display()
        self.kiosk = Kiosk(self.config["display.width"], self.config["display.height"],
                           self.config["display.theme"], self.config["display.fullscreen"], headless)
        try:
            self.kiosk.open()
        except Exception as err:  # pygame.error, without importing pygame here
            raise UserError(f"Cannot open the display ({err}); try `agency run --headless`.") from None
        stops.append(self.kiosk.close)
        self.kiosk.show(self.screen())

    # -- the frame loop -----------------------------------------------------------

    def step(self) -> bool:
        """One frame: inputs, due script lines, driver events, redraw. False on quit."""
        import pygame

        if self._clock is None:
            self._clock, self._next_line = pygame.time.Clock(), time.monotonic()
        for item in self.kiosk.poll():
            if isinstance(item, Quit):
                return False
            self._route(item)
        if self.script and time.monotonic() >= self._next_line:
            self.events.put(ScriptedAction(self.script.popleft()))
            self._next_line = time.monotonic() + self.options.delay
        changed = False
        while True:
            try:
                event = self.events.get_nowait()
            except queue.Empty:
                break
            self._record(self._handle(event))
            changed = True
        if changed:
            self.kiosk.show(self.screen())
        if self.kiosk.render() and changed:
            self._acknowledge()
        if self._feeding and not self.script and self.events.empty():
            self._say("script done")  # every script line is applied and shown (or refused)
            self._feeding = False
        self.frames += 1
        watchdog.feed()  # from the loop itself: a stuck frame stops the pings and systemd restarts us
        self._clock.tick(self.config["display.fps"])
        return True

    def _finish(self) -> None:
        if self.options.snapshot:
            self.kiosk.render(force=True)
            self.kiosk.snapshot(str(self.options.snapshot))
            self._say(f"snapshot written to {self.options.snapshot}")

    def _route(self, item) -> None:
        """Kiosk inputs become the driver events they stand for."""
        if isinstance(item, Press):
            self.events.put(ButtonPressed(item.name, item.origin))
        elif isinstance(item, TypeDie):
            self.events.put(DiceRolled((str(item.value),), (item.value,), 1.0, origin="keyboard"))
        elif isinstance(item, SimTag) and self.readers.backend == "sim":
            uids = self._sim_uids()
            if item.index < len(uids):
                reader = self.readers.names[0]
                if self.readers.tag_on(reader) == uids[item.index]:
                    self.readers.lift(reader)
                else:
                    self.readers.place(uids[item.index], reader)

    def _handle(self, event) -> Outcome:
        if isinstance(event, ScriptedAction):
            try:
                return Outcome("Script", event.action, self.session.submit(event.action))
            except (ActionError, UserError) as err:  # refused lines are skipped, as replay does
                return Outcome("Script", event.action, refused=str(err))
        return self.session.handle(event)

    def _record(self, outcome: Outcome) -> None:
        if outcome.notice:
            self.strip.append(StripLine(outcome.read, outcome.notice.text, refused=outcome.notice.attention))
            if outcome.notice.attention:
                self.attention = outcome.notice.text
        elif outcome.refused:
            self.strip.append(StripLine(outcome.read, f"refused: {outcome.refused}", refused=True))
        elif outcome.action:
            self.attention = None
            did = " ".join(e.text for e in outcome.events) or outcome.action["action"]
            self.strip.append(StripLine(outcome.read, did))
        else:
            return
        if self.controls:
            self.controls.attention(self.attention is not None)
        self._pending_ack = outcome

    def _acknowledge(self) -> None:
        """The frame showing the outcome is on screen: say so (the kill harness reads this)."""
        outcome = self._pending_ack
        if outcome is not None and outcome.action and not outcome.refused:
            self._say(f"shown {len(self.session.match.log) - 1}: {outcome.action['action']}")
        self._pending_ack = None

    def _say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    # -- the screen model ----------------------------------------------------------

    def screen(self) -> Screen:
        session = self.session
        table = table_for(session.game)
        state = session.state
        chips = ()
        if self.readers.backend == "sim":
            on_reader = self.readers.tag_on(self.readers.names[0])
            chips = tuple(Chip(key, self.catalog.card_for(uid).name, uid == on_reader)
                          for key, uid in zip("abcdefgh", self._sim_uids()))
        return Screen(game=session.game, title=session.match.game.title, state=state,
                      strip=tuple(self.strip), attention=self.attention,
                      buttons=tuple((b.name, b.label) for b in table.touch_buttons(state)),
                      chips=chips, started=self.started)

    def _sim_uids(self) -> list[str]:
        game = self.session.game
        return [uid for uid, card in self.catalog.tags.items() if self.catalog.cards[card].game == game][:8]


def _remaining(script: list[dict], stored: list[dict]) -> list[dict]:
    """The script lines after the last one already stored. The stored log must
    be the script in order, less the lines the engine refused (never stored)."""
    matched = 0
    for position, line in enumerate(script):
        if matched == len(stored):
            return script[position:]
        if line == stored[matched]:
            matched += 1
    if matched == len(stored):
        return []
    raise UserError("The saved game is not the beginning of this script; "
                    "start a new game or use another script.")
