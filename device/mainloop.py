"""The appliance: start the parts in order, run the frame loop, stop them in reverse.

Start-up order is drivers (readers, controls, the LED, buzzer and speech of
:mod:`device.indicators`) -> store and game -> dice camera -> kiosk; shut-down is
the reverse, in ``finally``, whatever happened. Drivers report on one queue; each
frame the loop drains the kiosk's inputs and that queue, sends every event through
the kiosk's own screens (:mod:`device.screens`) or else the game on the table
(:mod:`device.play`: map -> engine -> store), opens the screen an outcome asks
for, and only then shows the new state.
"""

from __future__ import annotations

import queue
import sys
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from device import config as config_module
from device import watchdog
from device.catalog import Catalog
from device.counting import counted
from device.errors import UserError
from device.indicators import Indicators
from device.mapping import touch_buttons
from device.outputs import write_output
from device.play import Play
from device.screens.controller import Screens
from device.screens.dice import typed_roll
from device.session import GameSession, Outcome
from device.store import KioskLock, Store, StoreError, calibration_dir, pictures_dir
from device.tables import Notice, default_setup, dice_profile, prompt
from drivers.events import ButtonPressed, DeviceNotice, DiceRolled
from drivers.nfc import SimulatedTable
from drivers.speech import open_speaker
from engine.text import t
from ui.model import SIM_KEYS, Chip, Press, Quit, Screen, SimTag, TypeDie


# How often an action the store could not save is tried again. Each try waits at most
# the store's busy timeout, so the frame loop goes on and the watchdog is fed.
STORE_RETRY_S = 1.0


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
    camera_backend: str | None = None
    controls_backend: str | None = None
    start_screen: bool = False          # no game to resume: open on the start screen, not a default game


@dataclass(frozen=True)
class ScriptedAction:
    """A log line fed as input by ``agency run --script``: it takes the same path
    as a scan or a press, minus the mapping (it already is an action)."""

    action: dict


class Inputs(queue.Queue):
    """The one queue every driver, the kiosk and the script report to."""

    def wait(self, timeout: float) -> None:
        """Until an input is waiting or ``timeout`` seconds have passed."""
        with self.not_empty:
            if not self._qsize():
                self.not_empty.wait(timeout)


class FramePacer:
    """Paces the frame loop like pygame's ``Clock.tick``, but sleeps on the input queue:
    a card placed on a reader wakes the loop at once instead of waiting out the frame."""

    def __init__(self, inputs: Inputs):
        self.inputs = inputs
        self.last = time.monotonic()

    def tick(self, fps: float) -> None:
        remaining = self.last + 1 / fps - time.monotonic()
        if remaining > 0:
            self.inputs.wait(remaining)
        self.last = time.monotonic()


class Appliance:
    def __init__(self, config, data_dir: Path, options: RunOptions, out=None):
        self.config = config
        self.data_dir = data_dir
        self.options = options
        self.out = sys.stdout if out is None else out   # the stdout of now, not of when this module was imported
        self.events = Inputs()
        self.readers = self.controls = self.kiosk = self.dice = None
        self.store: Store | None = None
        self.catalog: Catalog | None = None
        self.indicators: Indicators | None = None    # made with the drivers: the controls and the speaker
        self.play: Play | None = None                # the game on the table, once the store is open
        self.screens = Screens(self, config["display.idle_seconds"])
        self.language = config["display.language"]
        self.theme = config["display.theme"]
        self.now = time.monotonic            # the benchmark runs play time faster through this
        self.frames = 0
        self._stops: list = []
        self._clock = FramePacer(self.events)
        self._next_line = time.monotonic()   # when the next script line is due
        self._pending_ack: Outcome | None = None
        self._held: tuple[GameSession, Outcome] | None = None   # the action the store could not save yet
        self._retry_at = 0.0

    # The game on the table, as the kiosk's screens and the tests see it.
    session = property(lambda self: self.play.session if self.play else None)
    strip = property(lambda self: self.play.strip)
    attention = property(lambda self: self.play.attention if self.play else None)
    timeline = property(lambda self: self.play.timeline if self.play else None)

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
        self._start_dice_camera(self._stops)
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

        self.readers = open_readers(self.config, self.options.nfc_backend, tolerant=True)  # never blocks play
        self.readers.start(self.events.put)
        stops.append(self.readers.stop)
        try:
            self.controls = Controls.from_config(self.config, self.options.controls_backend)
        except Exception as err:  # gpiozero's own errors (no pin library, a pin in use): touch still plays
            self.events.put(DeviceNotice("controls", t("The buttons, LED and buzzer are off ({why}); "
                                                       "play goes on by touch.", why=str(err))))
            self._start_signals(stops)
            return
        self.controls.start(self.events.put)
        stops.append(self.controls.stop)
        self._start_signals(stops)

    def _start_signals(self, stops: list) -> None:
        """The LED, the buzzer and speech beside the screen (the controls may be off)."""
        from ui.i18n import say   # the spoken cues are said from the kiosk's catalogs

        speaker = open_speaker(self.config["display.speech"], self.language)
        stops.append(speaker.stop)  # a cue still being spoken ends with the appliance
        self.indicators = Indicators(self.controls, speaker, self.config["display.turn_seconds"],
                                     say=lambda text: say(self.language, text))

    def _start_dice_camera(self, stops: list) -> None:
        """The dice watcher, once the game is known (it picks the dice to read). The
        simulated table without a camera source has none: dice are typed or tapped."""
        from drivers.camera import camera_backend, nothing_to_film
        from drivers.dice import open_watcher
        from drivers.dice.calibrate import describe_all_again

        backend = camera_backend(self.config, self.options.camera_backend)
        if nothing_to_film(self.config, backend):
            return
        again = describe_all_again(calibration_dir(self.data_dir))   # after an update, once: not mid-game
        if again:
            self._say(f"dice calibrations described again by this version's reader: {', '.join(again)}")
        self.dice = open_watcher(self.config, self._dice_profile_named("d6"), None, calibration_dir(self.data_dir),
                                 backend)
        self._aim_dice_camera()
        self.dice.start(self.events.put)
        stops.append(self.dice.stop)

    def _aim_dice_camera(self) -> None:
        """Tell the watcher which dice the game waits for and where this game's pictures go."""
        if self.dice is None or self.session is None:
            return
        wanted = self._dice_profile()
        if self.dice.profile.name != wanted:
            self.dice.profile = self._dice_profile_named(wanted)
        self.dice.pictures = pictures_dir(self.session.game_id, self.data_dir)

    def _dice_profile_named(self, name: str):
        """The dice profile ``name`` with its calibration at this table. A calibration that
        cannot be read is said on screen and left out (the profile alone reads the dice):
        stopping would only stop again at every start."""
        from drivers.dice import load_profile
        from drivers.dice.profiles import ProfileError

        try:
            return load_profile(name, calibration_dir(self.data_dir))
        except ProfileError as err:
            self.events.put(DeviceNotice("camera", t("{problem} Until then, dice are read without it.",
                                                     problem=str(err))))
            return load_profile(name)

    def _dice_profile(self) -> str:
        """The profile the game's dice are read with now: the owner's ``dice.d6_profile`` for
        a game's six-sided dice, when one is set."""
        wanted = dice_profile(self.session.game, self.session.state) if self.session else "d6"
        return (self.config["dice.d6_profile"] or wanted) if wanted == "d6" else wanted

    def _start_session(self, stops: list) -> None:
        lock = KioskLock(self.data_dir).acquire()
        stops.append(lock.release)
        self.store = Store.open(self.data_dir)
        stops.append(self.store.close)
        self.catalog = Catalog.load(self.data_dir, simulated=isinstance(self.readers, SimulatedTable))
        self.play = Play(self.catalog, self.indicators, self.config["dice.min_confidence"], lambda: self.now(),
                         on_action=self._action_went_through)
        stops.append(self.play.pause_on_close)   # before the store closes
        script = list(self.options.script or [])
        # A script goes on from the game it began, even one its last stored line ended
        # (a script may undo that end); _remaining checks that the game is the script's.
        last = self.store.last_game(playing_only=not (script and self.options.resume))
        if self.options.start_screen and not script and last is None:
            self.script, self._feeding = deque(), False
            self.screens.show_start()
            return
        if self.options.resume or (last and not self.options.new_game and not script):
            if last is None:
                raise UserError("There is no game to resume (see `agency games`).", 1)
            try:
                session = GameSession.resume(self.store, self.catalog, last.id)
            except StoreError as err:
                if self.options.resume or script:   # asked for that game by name: say why, and stop
                    raise
                self.script, self._feeding = deque(), False   # the kiosk stays up: the start screen says it
                self.screens.cannot_resume(last.id, err.sentence)
                return
            script = _remaining(script, session.match.log) if script else []
        else:
            game = self.options.new_game or self.config["game.default"]
            setup = script.pop(0) if script else default_setup(game, self.catalog.cards_of(game))
            session = GameSession.new(self.store, self.catalog, setup)
        self.open_game(session)
        self.script = deque(script)
        self._feeding = self.options.script is not None

    def _start_kiosk(self, stops: list) -> None:
        from ui.kiosk import Kiosk, has_display

        headless = self.options.headless or not has_display()
        self.kiosk = Kiosk(self.config["display.width"], self.config["display.height"],
                           self.theme, self.config["display.fullscreen"], headless)
        self.kiosk.clock = lambda: self.now()   # a double tap is timed in play time, as the clocks are
        try:
            self.kiosk.open()
        except Exception as err:  # pygame.error, without importing pygame here
            raise UserError(f"Cannot open the display ({err}); try `agency run --headless`.") from None
        stops.append(self.kiosk.close)
        self.kiosk.show(self.screen())

    # -- the frame loop -----------------------------------------------------------

    def step(self) -> bool:
        """One frame: inputs, due script lines, driver events, redraw. False on quit."""
        for item in self.kiosk.poll():
            if isinstance(item, Quit):
                return False
            self._route(item)
        changed = bool(self._held) and time.monotonic() >= self._retry_at and self._retry_held()
        if self.script and not self._held and time.monotonic() >= self._next_line:
            self.events.put(ScriptedAction(self.script.popleft()))
            self._next_line = time.monotonic() + self.options.delay
        while True:
            try:
                event = self.events.get_nowait()
            except queue.Empty:
                break
            self.record(self._handle(event))
            changed = True
        changed = self._tick() or changed
        if changed:
            self.kiosk.show(self.screen())
        if self.kiosk.render() and changed:
            self._acknowledge()
        if self._feeding and not self.script and not self._held and self.events.empty():
            self._say("script done")  # every script line is applied and shown (or refused)
            self._feeding = False
        self.frames += 1
        watchdog.feed()  # from the loop itself: a stuck frame stops the pings and systemd restarts us
        self._clock.tick(self.config["display.fps"])
        return True

    def _tick(self) -> bool:
        """Time-driven changes: the idle screen, the end of the LED's reading flash,
        the turn clock's soft alert. True when the screen must be rebuilt."""
        went_idle = self.screens.check_idle()
        alerted = self.indicators.tick(bool(self.attention), self.play.turn_seconds if self.timeline else None)
        return went_idle or alerted

    def _finish(self) -> None:
        if self.options.snapshot:
            self.kiosk.render(force=True)
            write_output(self.options.snapshot, lambda tmp: self.kiosk.snapshot(str(tmp)), "the snapshot")
            self._say(f"snapshot written to {self.options.snapshot}")

    def _route(self, item) -> None:
        """Kiosk inputs become the driver events they stand for."""
        if isinstance(item, Press):
            self.events.put(ButtonPressed(item.name, item.origin))
        elif isinstance(item, TypeDie):
            self.events.put(typed_roll(item.value, self._dice_profile()))
        elif isinstance(item, SimTag):
            cards = self.simulated_cards()
            if item.index < len(cards):
                uid, reader = cards[item.index][0], self.readers.names[0]
                if self.readers.tag_on(reader) == uid:
                    self.readers.lift(reader)
                else:
                    self.readers.place(uid, reader)

    def _handle(self, event) -> Outcome:
        """One input: the kiosk's own screens first, then the game on the table, with a
        doubtful roll or an unknown tag turned into the screen that fixes it and the
        end of the game into its report."""
        read = self.play.describe(event)
        if self.screens.handle(event) or self.session is None:
            return Outcome(read)
        if self._held:  # the store cannot save: nothing more is played until it can
            why = t("Not taken: play is stopped until the game store can save again.")
            return Outcome(read, notice=Notice(why, attention=True, kind="store"))
        if isinstance(event, ScriptedAction):   # stamped like a live input; its last line ends the game as one does
            line = event.action if "at" in event.action else dict(event.action, at=round(self.play.play_time(), 1))
            outcome = self.play.apply_line("Script", line)
        else:
            outcome = self.play.handle(event, read)
        notice = outcome.notice
        if notice and notice.kind == "dice_check" and isinstance(event, DiceRolled):
            self.screens.ask_dice(event, notice.text, can_keep=notice.data.get("can_keep", False))
        elif notice and notice.kind == "unknown_tag":
            self.screens.offer_enrolment(notice.data["uid"], notice.data["reader"])
        elif outcome.action and not outcome.refused and self.session.over:
            self.screens.show_report()  # the game just ended: its report comes up on its own
        if outcome.action and not outcome.refused and isinstance(event, DiceRolled):
            self.screens.roll_applied()   # a typed or thrown roll answered the dice screen still showing
        return outcome

    def record(self, outcome: Outcome) -> None:
        """Show what an input did; it is acknowledged once a frame shows it. An
        action the store could not save is held, to be tried again."""
        if outcome.unsaved and self._held is None:
            self._say(f"store error: {outcome.unsaved}")
        if outcome.unsaved:
            self._held = (self.session, outcome)
            self._retry_at = time.monotonic() + STORE_RETRY_S
        if self.play.record(outcome):
            self._pending_ack = outcome

    def _retry_held(self) -> bool:
        """Try the held action again (the screen keeps saying why while it fails); a
        game closed meanwhile takes its action with it. True when it went through."""
        session, held = self._held
        if session is not self.session:
            self._held = None
            return False
        outcome = self.play.apply_line(held.read, held.action)
        if outcome.unsaved:
            self._retry_at = time.monotonic() + STORE_RETRY_S
            return False
        self._held = None
        self._say("store saving again")
        self.record(outcome)
        return True

    def _action_went_through(self, outcome: Outcome) -> None:
        self.screens.withdraw_offer()   # the fix on offer is no longer what the table needs
        self._aim_dice_camera()
        for placed in self.play.take_waiting():   # a card left on its reader may be what the game wants now
            if placed.reader == "touch" or self.readers.tag_on(placed.reader) == placed.uid:
                self.events.put(placed)

    def _acknowledge(self) -> None:
        """The frame showing the outcome is on screen: say so (the kill harness reads this)."""
        outcome = self._pending_ack
        if outcome is not None and outcome.action and not outcome.refused and not outcome.unsaved:
            self._say(f"shown {len(self.session.match.log) - 1}: {outcome.action['action']}")
        self._pending_ack = None

    def _say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    # -- the game, its clock, the display settings ------------------------------------

    def open_game(self, session: GameSession) -> None:
        """Play ``session`` from now on (started or resumed)."""
        from device.play import resume_after_close

        resume_after_close(session)
        self.play.open_game(session)
        self._say(f"game {session.game_id} ({session.game}): {counted(len(session.match.log), 'log line')}")
        self._aim_dice_camera()

    def set_language(self, language: str) -> None:
        self.language = language
        self.indicators.speaker.language = language
        self._remember("display.language", language)

    def set_theme(self, theme: str) -> None:
        from ui.theme import Theme

        self.theme = theme
        self.kiosk.theme = Theme(theme, *self.kiosk.size, self.language)
        self._remember("display.theme", theme)

    def _remember(self, key: str, value: str) -> None:
        """A choice made on the kiosk is kept for the next start; one the data folder
        cannot take holds until then, and the strip says so."""
        try:
            config_module.remember(self.config, key, value, self.data_dir)
        except UserError as err:
            self.record(Outcome(t("Menu"), refused=t("This choice holds until the kiosk restarts: it could not be "
                                                     "kept: {why}", why=err.sentence)))

    # -- the screen model ----------------------------------------------------------

    def screen(self) -> Screen:
        session, flow = self.session, self.screens
        if session is None:
            return Screen(game=None, title="Agency Table", state={}, overlay=flow.overlay, language=self.language)
        state = session.state
        on_reader = self.readers.tag_on(self.readers.names[0]) if isinstance(self.readers, SimulatedTable) else None
        chips = tuple(Chip(key, name, uid == on_reader)
                      for key, (uid, name) in zip(SIM_KEYS, self.simulated_cards()))
        return Screen(game=session.game, title=session.match.game.title, state=state,
                      strip=tuple(self.strip), attention=self.attention,
                      buttons=tuple((b.name, b.label) for b in touch_buttons(session.game, state)),
                      chips=chips, started=time.monotonic(), language=self.language,
                      timers=self.timeline.at(self.play.play_time()), turn_limit=self.config["display.turn_seconds"],
                      overlay=flow.overlay, idle=flow.idle,
                      offer=(flow.offer.press, flow.offer.label) if flow.offer else None,
                      extra={"over": session.over, "armed": flow.armed, "armed_said": flow.armed_said,
                             "banner": self.play.banner,
                             "prompt": prompt(session.game, state)})

    def simulated_cards(self, setup: tuple[str, str] | None = None) -> list[tuple[str, str]]:
        """The simulated table's cards under its keys (:data:`ui.model.SIM_KEYS`), as (uid, name):
        on a setup screen taken by scanning (``setup``: the game and the kind of card), the players'
        cards; in play, the game's cards and then its tags bound to none yet. Empty without the
        simulated readers."""
        if not isinstance(self.readers, SimulatedTable):
            return []
        setup = setup or self.screens.scanned_kind()
        game, kind = setup if setup else (self.session.game if self.session else None, None)
        cards = [(uid, self.catalog.cards[card_id]) for uid, card_id in self.catalog.tags.items()]
        shown = [(uid, card.name) for uid, card in cards if card.game == game and kind in (None, card.kind)]
        if kind is None:
            shown += [(uid, name) for uid, of_game, name in self.catalog.blank
                      if of_game == game and uid not in self.catalog.tags]
        return shown[:len(SIM_KEYS)]


def _remaining(script: list[dict], stored: list[dict]) -> list[dict]:
    """The script lines after the last one already stored. The stored log must
    be the script in order, less the lines the engine refused (never stored)."""
    from device.play import CLOSED

    stored = [line for line in stored if line.get("source") != CLOSED]   # the kiosk's own clock lines
    matched = 0
    for position, line in enumerate(script):
        if matched == len(stored):
            return script[position:]
        if _unstamped(line) == _unstamped(stored[matched]):   # a line fed live was stamped when applied
            matched += 1
    if matched == len(stored):
        return []
    raise UserError("The saved game is not the beginning of this script; "
                    "start a new game or use another script.")


def _unstamped(line: dict) -> dict:
    return {key: value for key, value in line.items() if key != "at"}
