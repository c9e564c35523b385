"""The appliance: start the parts in order, run the frame loop, stop them in reverse.

Start-up order is drivers -> game session -> kiosk; shut-down is the reverse,
in ``finally``, whatever happened. Drivers report on one queue; each frame the
loop drains the kiosk's inputs and that queue, sends every event through the
game session (map -> engine -> store) and only then shows the new state.

The kiosk's own screens (start, setup, menu, history, dice correction,
enrolment, report, idle) are handled here too: their presses are named
``ui:...`` (or are the physical buttons while a screen is open: next moves the
focus, confirm picks, undo closes) and never reach the game as such. A choice
that does change the game goes the normal way: a corrected roll is a
``DiceRolled`` with ``origin="corrected"``, an enrolled tag is placed again,
a new game is a setup line, a clock pause is a ``pause`` log line.
"""

from __future__ import annotations

import queue
import sys
import time
from collections import deque
from dataclasses import dataclass, replace as _replace
from pathlib import Path

from device import watchdog
from device.catalog import Catalog
from device.errors import UserError
from device.session import GameSession, Outcome, _status as game_status
from device.store import Store
from device.tables import table_for
from engine import ActionError
from drivers.events import ButtonPressed, DeviceNotice, DiceRolled, TagPlaced
from device.tables import Notice
from engine import registry
from ui import screens
from ui.i18n import LANGUAGES, THEME_NAMES, tr
from ui.model import Chip, Press, Quit, Screen, SimTag, StripLine, TypeDie
from ui.timers import Timeline


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
    start_screen: bool = False          # no game to resume: open on the start screen, not a default game


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
        self.now = time.monotonic            # the benchmark runs play time faster through this
        self.language = config["display.language"]
        self.theme = config["display.theme"]
        self.overlay = None                  # ui.model.Overlay on screen, or None
        self.offer: tuple[str, str] | None = None   # a fix offered beside the attention line (enrol)
        self._asking: dict = {}              # what the open overlay is about (the roll, the tag, a page)
        self.timeline: Timeline | None = None
        self._play_base = self._play_opened = 0.0
        self.last_input = time.monotonic()
        self.idle = False
        self.led_state = "idle"
        self._led_until = 0.0
        self._late_turn_cued = False

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

        self.readers = open_readers(self.config, self.options.nfc_backend, tolerant=True)  # never blocks play
        self.readers.start(self.events.put)
        stops.append(self.readers.stop)
        try:
            self.controls = Controls.from_config(self.config, self.options.controls_backend)
        except Exception as err:  # gpiozero's own errors (no pin library, a pin in use): touch still plays
            self.events.put(DeviceNotice("controls", f"The buttons, LED and buzzer are off ({err}); "
                                                     "play goes on by touch."))
            return
        self.controls.start(self.events.put)
        stops.append(self.controls.stop)

    def _start_session(self, stops: list) -> None:
        self.store = Store.open(self.data_dir)
        stops.append(self.store.close)
        self.catalog = Catalog.load(self.data_dir, simulated=self.readers.backend == "sim")
        script = list(self.options.script or [])
        last = self.store.last_game(playing_only=True)
        if self.options.start_screen and not script and last is None:
            self.script, self._feeding = deque(), False
            self._open_overlay(self._start_overlay())
            return
        if self.options.resume or (last and not self.options.new_game and not script):
            if last is None:
                raise UserError("There is no game to resume (see `agency games`).", 1)
            self.session = GameSession.resume(self.store, self.catalog, last.id)
            script = _remaining(script, self.session.match.log) if script else []
        else:
            setup = script.pop(0) if script else dict(table_for(self.options.new_game
                                                                 or self.config["game.default"]).DEFAULT_SETUP)
            self.session = GameSession.new(self.store, self.catalog, setup)
        self._opened_game()
        self.script = deque(script)
        self._feeding = self.options.script is not None

    def _start_kiosk(self, stops: list) -> None:
        from ui.kiosk import Kiosk, has_display

        headless = self.options.headless or not has_display()
        from ui.speech import Speaker

        self.speaker = Speaker(self.config["display.speech"], self.language)
        self.kiosk = Kiosk(self.config["display.width"], self.config["display.height"],
                           self.theme, self.config["display.fullscreen"], headless)
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
        changed = self._tick() or changed
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
        elif isinstance(item, SimTag) and self.readers.backend == "sim" and self.session is not None:
            uids = self._sim_uids()
            if item.index < len(uids):
                reader = self.readers.names[0]
                if self.readers.tag_on(reader) == uids[item.index]:
                    self.readers.lift(reader)
                else:
                    self.readers.place(uids[item.index], reader)

    def _handle(self, event) -> Outcome:
        """One input: the kiosk's own presses and screens first, then the game's path
        (map -> engine -> store), with a doubtful roll or an unknown tag turned into
        the screen that fixes it."""
        self.last_input = time.monotonic()
        if isinstance(event, ButtonPressed) and self._is_kiosk_press(event.name):
            self._kiosk_press(event.name)
            return Outcome(screens.describe(self.language, event))
        if self.overlay is not None and self.overlay.kind == "setup" and isinstance(event, TagPlaced):
            self._setup_scan(event)
            return Outcome(screens.describe(self.language, event))
        if self.session is None:
            return Outcome(screens.describe(self.language, event))
        self.idle = False
        if isinstance(event, (TagPlaced, DiceRolled)):
            self._set_led("reading", seconds=0.3)
        if isinstance(event, DiceRolled) and event.origin == "camera" \
                and event.confidence < self.config["dice.min_confidence"]:
            why = tr(self.language, "correct_low", pct=f"{event.confidence:.0%}", faces=" ".join(event.faces) or "-")
            self._ask_dice(event, why, can_keep=True)
            return Outcome(screens.describe(self.language, event), notice=Notice(why, attention=True, kind="dice_check"))
        if isinstance(event, ScriptedAction):
            try:
                return Outcome("Script", event.action, self.session.submit(event.action))
            except (ActionError, UserError) as err:  # refused lines are skipped, as replay does
                return Outcome("Script", event.action, refused=str(err))
        outcome = _replace(self.session.handle(event), read=screens.describe(self.language, event))
        if outcome.notice and outcome.notice.kind == "dice_check" and isinstance(event, DiceRolled):
            self._ask_dice(event, outcome.notice.text, can_keep=False)
        elif outcome.notice and outcome.notice.kind == "unknown_tag":
            # Offered, not forced: a stray tag must not take the buttons from the game.
            uid, reader = outcome.notice.data["uid"], outcome.notice.data["reader"]
            self._asking = {"uid": uid, "reader": reader, "page": 0}
            self.offer = ("ui:enrol", tr(self.language, "enrol"))
            outcome = _replace(outcome, notice=_replace(outcome.notice, text=tr(self.language, "unknown_tag", uid=uid,
                                                                                 reader=reader)))
        elif outcome.action and not outcome.refused and game_status(self.session.state) == "over":
            self._on_report("")  # the game just ended: its report comes up on its own
        return outcome

    def _record(self, outcome: Outcome) -> None:
        now = time.monotonic()
        if outcome.notice:
            self.strip.append(StripLine(outcome.read, outcome.notice.text, outcome.notice.attention, now))
            if outcome.notice.attention:
                self.attention = outcome.notice.text
                self._cue(2)
        elif outcome.refused:
            self.strip.append(StripLine(outcome.read, tr(self.language, "refused", reason=outcome.refused), True, now))
        elif outcome.action:
            self.attention = self.offer = None
            did = " ".join(e.text for e in outcome.events) or outcome.action["action"]
            self.strip.append(StripLine(outcome.read, did, False, now))
            self.timeline.add(outcome.action, self.session.state)
            self._late_turn_cued = False
            self._speak(outcome)
            if game_status(self.session.state) == "over":
                self._cue(3)
        else:
            return
        if self.attention or self.led_state != "reading":  # a reading flash ends by itself (_tick)
            self._set_led("attention" if self.attention else "idle")
        self._pending_ack = outcome

    def _acknowledge(self) -> None:
        """The frame showing the outcome is on screen: say so (the kill harness reads this)."""
        outcome = self._pending_ack
        if outcome is not None and outcome.action and not outcome.refused:
            self._say(f"shown {len(self.session.match.log) - 1}: {outcome.action['action']}")
        self._pending_ack = None

    # -- the play clock, the LED, the buzzer, speech ------------------------------

    def _opened_game(self) -> None:
        """A game was started or resumed: rebuild its clocks from its log and stamp
        every live action with the play time from now on."""
        self._say(f"game {self.session.game_id} ({self.session.game}): {len(self.session.match.log)} log lines")
        self.timeline = Timeline.from_log(self.session.match.log)
        self._play_base, self._play_opened = self.timeline.last_at, self.now()
        self.session.clock = self.play_time
        self.strip.clear()
        self.attention = None

    def play_time(self) -> float:
        """Seconds of play since the game started (time the appliance was off does not count)."""
        return self._play_base + (self.now() - self._play_opened)

    def _tick(self) -> bool:
        """Time-driven changes: the idle screen, the end of the LED's reading flash,
        the turn clock's soft alert. True when the screen must be rebuilt."""
        changed = False
        idle_after = self.config["display.idle_seconds"]
        if (self.session and not self.idle and idle_after and self.overlay is None and not self.attention
                and time.monotonic() - self.last_input > idle_after):
            self.idle = changed = True
        if self.led_state == "reading" and time.monotonic() >= self._led_until:
            self._set_led("attention" if self.attention else "idle")
        limit = self.config["display.turn_seconds"]
        if limit and self.timeline and not self._late_turn_cued \
                and self.timeline.at(self.play_time()).turn_seconds >= limit:
            self._late_turn_cued = True
            self._cue(1)
            changed = True
        return changed

    def _set_led(self, state: str, seconds: float = 0.0) -> None:
        """``idle`` steady on, ``reading`` a fast flicker for ``seconds``, ``attention`` a slow blink."""
        self._led_until = time.monotonic() + seconds
        if state == self.led_state or self.controls is None:
            self.led_state = state
            return
        self.led_state = state
        if state == "reading":
            self.controls.led.blink(on_time=0.04, off_time=0.04)
        else:
            self.controls.attention(state == "attention")

    def _cue(self, beeps: int) -> None:
        """Buzzer: 1 beep the turn clock passed its limit, 2 something needs attention, 3 the game is over."""
        if self.controls is not None:
            self.controls.beep(beeps)

    def _speak(self, outcome: Outcome) -> None:
        """Spoken cues (when a TTS program is installed and speech is on): the roll, and the TU left."""
        if outcome.action.get("source", {}).get("kind") == "dice":
            self.speaker.say(" ".join(outcome.action["source"].get("faces", ())))
        if self.session.game == "timestories" and outcome.action["action"] in ("spend_tu", "leave"):
            self.speaker.say(f"{self.session.state['tu']} TU")

    # -- the kiosk's own screens -----------------------------------------------------

    def _is_kiosk_press(self, name: str) -> bool:
        """Presses for the kiosk rather than the game: ``ui:...``, ``menu``, and any
        press while one of the kiosk's screens is open or the idle screen shows."""
        return (name.startswith("ui:") or name == "menu" or self.overlay is not None or self.idle
                or (name == "confirm" and self.offer is not None))

    def _kiosk_press(self, name: str) -> None:
        if self.idle:  # the first press only wakes the screen
            self.idle = False
            return
        overlay = self.overlay
        if name in ("menu", "ui:menu"):
            if overlay is not None and overlay.kind == "menu":
                self._close_overlay()
            elif self.session is not None:
                self._open_overlay(self._menu_overlay())
            return
        if overlay is None and name == "confirm":  # confirm takes the fix on offer
            name = self.offer[0]
        if overlay is not None and name in ("next", "confirm", "undo"):  # the physical buttons on a screen
            if name == "next" and overlay.choices:
                self._open_overlay(_focus(overlay, (overlay.focus + 1) % len(overlay.choices)))
            elif name == "confirm" and overlay.choices:
                self._choose(overlay.choices[overlay.focus][0])
            elif name == "undo":
                self._choose("ui:close")
            return
        self._choose(name)

    def _choose(self, name: str) -> None:
        """One choice on a kiosk screen (touched, or picked with confirm). Only what is
        on screen can be chosen: a late second tap on a closed screen does nothing."""
        offered = {choice for choice, _ in self.overlay.choices} if self.overlay else set()
        if self.session is not None:
            offered |= {"ui:history"} | ({self.offer[0]} if self.offer else set())
        if name not in offered and name not in ("ui:close", "ui:wake"):
            return
        if not name.startswith("ui:"):  # a game press offered on a screen (undo in the menu)
            self._close_overlay()
            self.events.put(ButtonPressed(name, "touch"))
            return
        word, _, arg = name[3:].partition(":")
        handler = getattr(self, f"_on_{word}", None)
        if handler is not None:
            handler(arg)

    def _open_overlay(self, overlay) -> None:
        self.overlay = overlay

    def _close_overlay(self) -> None:
        if self.session is None:  # the start screen stays until a game is chosen
            return
        self.overlay, self._asking, self.offer = None, {}, None
        self.attention = None
        self._set_led("idle")

    def _on_close(self, _arg) -> None:
        self._close_overlay()

    def _on_wake(self, _arg) -> None:
        self.idle = False

    def _menu_overlay(self):
        return screens.menu(self.language, self.theme, self.session.match.paused)

    def _on_history(self, _arg, page: int = 0) -> None:
        self._asking = {"page": page}
        self._open_overlay(screens.history(self.language, self._history_entries(), page))

    def _on_history_older(self, _arg) -> None:
        self._on_history(_arg, self._asking.get("page", 0) + 1)

    def _on_history_newer(self, _arg) -> None:
        self._on_history(_arg, max(0, self._asking.get("page", 0) - 1))

    def _history_entries(self) -> list[str]:
        """Every log line after setup with the sentences it produced (replayed, so a
        resumed game shows its whole history)."""
        from engine import replay

        log = self.session.match.log
        _, events, _ = replay(log)
        sentences = dict(events)
        entries = []
        for number, line in enumerate(log[1:], start=2):
            source = line.get("source", {})
            how = f" ({source['kind']}{', ' + source['origin'] if source.get('origin') else ''})" if source else ""
            said = " ".join(event.text for event in sentences.get(number, []))
            entries.append(f"{number - 1}. {line['action']}{how}: {said}")
        return entries

    def _on_pause(self, _arg) -> None:
        self._clock_line("pause")

    def _on_resume_clock(self, _arg) -> None:
        self._clock_line("resume")

    def _clock_line(self, name: str) -> None:
        action = {"action": name, "at": round(self.play_time(), 1)}
        try:
            outcome = Outcome(tr(self.language, "menu"), action, self.session.submit(action))
        except (ActionError, UserError) as err:
            outcome = Outcome(tr(self.language, "menu"), action, refused=str(err))
        self._close_overlay()
        self._record(outcome)

    def _on_language(self, _arg) -> None:
        self.language = LANGUAGES[(LANGUAGES.index(self.language) + 1) % len(LANGUAGES)]
        self.speaker.language = self.language
        self._open_overlay(_focus(self._menu_overlay(), self.overlay.focus))

    def _on_theme(self, _arg) -> None:
        from ui.theme import Theme

        names = list(THEME_NAMES)
        self.theme = names[(names.index(self.theme) + 1) % len(names)]
        self.kiosk.theme = Theme(self.theme, *self.kiosk.size, self.language)
        self._open_overlay(_focus(self._menu_overlay(), self.overlay.focus))

    def _on_report(self, _arg) -> None:
        from ui.report import render_report

        path = self.data_dir / "reports" / f"game-{self.session.game_id}.png"
        try:
            render_report(self.session.match.log, path, self.language, size=self.kiosk.report_size())
        except (OSError, RuntimeError) as err:  # a full or read-only disk (pygame.error is a RuntimeError)
            self._record(Outcome(tr(self.language, "report"), refused=str(err)))
            return
        self._open_overlay(screens.report(self.language, self.session.match.game.title, str(path)))

    # start and setup

    def _start_overlay(self):
        last = self.store.last_game(playing_only=True)
        resumable = (last.id, registry.get(last.game).title) if last else None
        games = [(game, registry.get(game).title) for game in registry.GAME_IDS]
        return screens.start(self.language, games, resumable)

    def _on_start(self, _arg) -> None:
        self._asking = {}
        self._open_overlay(self._start_overlay())

    def _on_resume(self, _arg) -> None:
        last = self.store.last_game(playing_only=True)
        if last is not None:
            self.session = GameSession.resume(self.store, self.catalog, last.id)
            self._opened_game()
            self._close_overlay()

    def _on_game(self, game: str) -> None:
        self._asking = {"game": game, "scanned": []}
        self._open_overlay(self._setup_overlay())

    def _setup_overlay(self):
        game = self._asking["game"]
        return screens.setup(self.language, game, registry.get(game).title,
                             screens.player_counts(game, table_for(game).DEFAULT_SETUP),
                             tuple(self._asking["scanned"]))

    def _setup_scan(self, event: TagPlaced) -> None:
        """A card scanned on the setup screen: a player's card joins the list."""
        game, card = self._asking["game"], self.catalog.card_for(event.uid)
        kind = screens.SCAN_SETUP.get(game, (None,))[0]
        if card is not None and card.game == game and card.kind == kind and card.name not in self._asking["scanned"]:
            self._asking["scanned"].append(card.name)
            self._open_overlay(self._setup_overlay())

    def _on_scanned(self, _arg) -> None:
        game = self._asking["game"]
        self._begin(screens.scanned_setup(game, table_for(game).DEFAULT_SETUP, self._asking["scanned"]))

    def _on_players(self, count: str) -> None:
        game = self._asking["game"]
        self._begin(screens.touch_setup(game, table_for(game).DEFAULT_SETUP, int(count)))

    def _begin(self, setup: dict) -> None:
        try:
            session = GameSession.new(self.store, self.catalog, setup)
        except (ActionError, UserError) as err:  # said on the setup screen, which stays
            overlay = self._setup_overlay()
            self._open_overlay(_replace(overlay, lines=overlay.lines + (str(err),)))
            return
        self.session = session
        self._opened_game()
        self._close_overlay()

    # dice correction

    def _ask_dice(self, event: DiceRolled, why: str, can_keep: bool) -> None:
        self._asking = {"roll": event, "picked": [], "why": why, "keep": can_keep}
        self._open_overlay(self._dice_overlay())
        self._set_led("attention")

    def _dice_overlay(self):
        asking, event = self._asking, self._asking["roll"]
        return screens.correction(self.language, asking["why"], [face for face, _ in _faces(event.profile)],
                                  max(1, len(event.faces)), asking["picked"], event.picture, asking["keep"])

    def _on_die(self, face: str) -> None:
        asking, event = self._asking, self._asking["roll"]
        asking["picked"].append(face)
        if len(asking["picked"]) < max(1, len(event.faces)):
            self._open_overlay(self._dice_overlay())
            return
        values = dict(_faces(event.profile))
        corrected = DiceRolled(tuple(asking["picked"]), tuple(values[f] for f in asking["picked"] if values[f] is not None),
                               1.0, event.profile, event.picture, origin="corrected")
        self._close_overlay()
        self.events.put(corrected)

    def _on_keep(self, _arg) -> None:
        event = self._asking["roll"]
        self._close_overlay()
        self.events.put(DiceRolled(event.faces, event.values, event.confidence, event.profile, event.picture,
                                   origin="confirmed"))

    # enrolment

    def _on_enrol(self, _arg) -> None:
        self.offer = None
        self._open_overlay(self._enrol_overlay())

    def _enrol_overlay(self):
        cards = [(card.id, card.name) for card in self.catalog.cards_of(self.session.game)]
        return screens.enrol(self.language, self._asking["uid"], cards, self._asking["page"])

    def _on_enrol_more(self, _arg) -> None:
        self._asking["page"] += 1
        self._open_overlay(self._enrol_overlay())

    def _on_enrol_previous(self, _arg) -> None:
        self._asking["page"] = max(0, self._asking["page"] - 1)
        self._open_overlay(self._enrol_overlay())

    def _on_bind(self, card_id: str) -> None:
        uid, reader = self._asking["uid"], self._asking["reader"]
        try:
            self.catalog.bind(uid, card_id)
        except UserError as err:
            self._record(Outcome(uid, refused=str(err)))
            return
        name = self.catalog.cards[card_id].name
        self._close_overlay()
        self._record(Outcome(uid, notice=Notice(tr(self.language, "enrolled", uid=uid, card=name))))
        self.events.put(TagPlaced(reader, uid))  # the card counts as scanned now

    def _say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    # -- the screen model ----------------------------------------------------------

    def screen(self) -> Screen:
        session = self.session
        if session is None:
            return Screen(game=None, title="Agency Table", state={}, overlay=self.overlay, language=self.language)
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
                      chips=chips, started=time.monotonic(), language=self.language,
                      timers=self.timeline.at(self.play_time()), turn_limit=self.config["display.turn_seconds"],
                      overlay=self.overlay, idle=self.idle, offer=self.offer,
                      extra={"over": game_status(state) == "over"})

    def _sim_uids(self) -> list[str]:
        game = self.session.game
        return [uid for uid, card in self.catalog.tags.items() if self.catalog.cards[card].game == game][:8]


def _focus(overlay, index: int):
    return _replace(overlay, focus=index)


def _faces(profile: str) -> list[tuple[str, int | None]]:
    """The faces of a dice profile as ``(name, value)``; a plain d6 if it cannot be loaded."""
    from drivers.dice.profiles import ProfileError, load_profile

    try:
        return [(face.name, face.value) for face in load_profile(profile).faces]
    except (ProfileError, OSError):  # a missing or broken profile: the d6 faces still let players set the roll
        return [(str(n), n) for n in range(1, 7)]


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
