"""Which kiosk screen is open, what a press on it does, and carrying out what it asks.

Presses named ``ui:...`` (or the physical buttons while a screen is open: next
moves the focus, confirm picks, undo closes) go to the open screen and never
reach the game as such. A few are the kiosk's own on every screen (close, wake,
history, enrol on offer); the rest the open screen handles by its table
(:meth:`device.screens.base.Screen.handlers`), returning effects
(:mod:`device.screens.effects`) carried out here by the table ``_EFFECTS``.

A choice that does change the game goes the normal way, through the appliance:
a corrected roll is a ``DiceRolled`` with ``origin="corrected"`` put on the
event queue, an enrolled tag is placed again, a new game is a setup line, a
clock pause is a ``pause`` log line. So that a failed reader or camera leaves
the game playable, the menu also takes dice by touch (a ``DiceRolled`` with
``origin="touch"``) and plays a card chosen from a list (a ``TagPlaced`` on the
reader ``touch`` whose uid is the card id).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from device import config
from device.catalog import card_fields
from device.errors import UserError
from device.mapping import event_of, map_event, touch_buttons
from device.screens.base import Screen, UnknownChoice
from device.screens.cards import CARD_FORMS, CardChooserScreen, CorrectCardScreen, EnrolScreen
from device.screens.dice import DiceCountScreen, DiceScreen, NumberScreen, correction_screen, touch_entry
from device.screens.effects import (ClockLine, Close, Enrol, OpenGame, OpenScreen, PutEvent, ResumeGame,
                                    SaveCard, SetLanguage, SetTheme, Show, TakeEmptyTray)
from device.screens.play import HistoryScreen, MenuScreen, ReportScreen
from device.screens.setup import SetupScreen, StartScreen
from device.session import GameSession, Outcome
from device.store import StoreError
from device.tables import Notice, dice_counts, table_for
from drivers.events import ButtonPressed, DeviceNotice, DiceRolled, TagPlaced
from drivers.nfc.names import reader_word
from engine import ActionError, registry
from engine.text import t
from ui.i18n import say
from ui.model import SIM_KEYS, Overlay
from ui.screens import RESUMABLE, button_word

if TYPE_CHECKING:
    from device.mainloop import Appliance


def _without_source(action) -> dict | None:
    """An action as the engine takes it (which input made it aside), to tell two inputs doing the same."""
    return {key: value for key, value in action.items() if key != "source"} if isinstance(action, dict) else None


class _History(Sequence):
    """The history screen's entries, ``(number, what was read, the sentences it produced)``
    for each log line after setup, oldest first; a slice is worked out from the session
    when asked for (from a nearby checkpoint), so a long game's page opens at once."""

    def __init__(self, app: Appliance):
        self.app = app

    def __len__(self) -> int:
        return len(self.app.session.match.log) - 1

    def __getitem__(self, index):
        if not isinstance(index, slice):
            return self[index:index + 1 or None][0]
        start, stop, _ = index.indices(len(self))
        session = self.app.session
        log = session.match.log
        said = session.history_sentences(start + 1, stop + 1) if stop > start else []
        entries = []
        for seq, (before, sentences) in zip(range(start + 1, stop + 1), said):
            line = log[seq]
            read = event_of(line.get("source", {}))
            # A line with no stored input (a script's or the command line's) says only what it did:
            # its action's name is the engine's word, not the players'.
            if seq + 1 in session.unreadable:     # numbered like a file's lines, setup 1
                label = t("Input and time unreadable")
            else:
                label = self.app.play.describe(read, before) if read else ""
            entries.append((seq, label, sentences))
        return entries


@dataclass(frozen=True)
class Offer:
    """A fix offered beside the attention line: the press, its label, and the screen it opens."""
    press: str
    label: str
    screen: Screen


class Screens:
    """The open kiosk screen (or none), the idle screen, and the fix on offer."""

    def __init__(self, app: Appliance, idle_seconds: float):
        self.app = app
        self.idle_seconds = idle_seconds     # 0: never go idle
        self.open: Screen | None = None
        self.offer: Offer | None = None
        self.last_input = time.monotonic()
        self.idle = False
        self.armed: str | None = None       # a press that ends the game or takes a loss: press it again
        self.armed_said: tuple[str, bool] | None = None   # what the second press will do, and whether by touch
        self.unresumable: dict[int, str] = {}   # saved game id -> why it cannot be resumed (a damaged line)
        self.held: dict[str, str] = {}          # reader -> the tag placed on it while a card's form was open
        self.report_drawn: tuple | None = None  # (file, log length and last line, language, size) of the report last drawn, and when

    @property
    def overlay(self) -> Overlay | None:
        """The open screen as the kiosk shows it now, in the kiosk's language, saying which
        tags wait for it to close."""
        if self.open is None:
            return None
        overlay = self.open.overlay(self.app.language)
        waiting = [t("{card} waits on {reader}: it is played when this card is closed, if it still lies there.",
                     card=self._tag_name(uid), reader=reader_word(reader)) for reader, uid in self.held.items()]
        return replace(overlay, lines=tuple(say(self.app.language, line) for line in waiting) + overlay.lines)

    def _tag_name(self, uid: str) -> str:
        card = self.app.catalog.card_for(uid)
        return card.name if card else uid

    def _release_held(self) -> None:
        """The card's form closed: each tag placed meanwhile that still lies on its reader is
        played now, as if placed again."""
        held, self.held = self.held, {}
        for reader, uid in held.items():
            if self.app.readers.tag_on(reader) == uid:
                self.app.events.put(TagPlaced(reader, uid))

    # -- inputs ---------------------------------------------------------------------------

    def handle(self, event) -> bool:
        """Take an input that is for the kiosk's screens; False leaves it to the game
        (and ends the idle screen: the table is in use)."""
        self.last_input = time.monotonic()
        armed, self.armed, self.armed_said = self.armed, None, None
        if isinstance(event, ButtonPressed) and event.origin != "touch":
            # a physical button or key means the same whatever the screen shows: it wakes the
            # idle screen and acts; a touch there only wakes it (the idle screen shows no buttons)
            self.idle = False
        if isinstance(event, ButtonPressed) and self._is_for_screens(event.name):
            self._press(event.name)
            return True
        if isinstance(event, ButtonPressed) and event.name != armed:
            said = self._needs_second_press(event)
            if said is not None:   # the strip now says "press again"; the game has not seen the press
                self.armed, self.armed_said = event.name, (said, event.origin == "touch")
                return True
        if isinstance(event, TagPlaced) and isinstance(self.open, CARD_FORMS) and event.reader != "touch":
            self.held[event.reader] = event.uid   # not played unseen behind the form: played when it closes
            return True
        if isinstance(event, TagPlaced) and hasattr(self.open, "scan"):   # a screen that takes a scan
            self.carry_out(self.open.scan(event.uid, event.reader, self.app.catalog.card_for(event.uid)) or [])
            return True
        self.idle = False
        if not isinstance(event, DeviceNotice):
            # the next input for the game: the banner was seen (closing the report that
            # came up with the game's end is not that input)
            self.app.play.banner = None
        return False

    def _needs_second_press(self, event: ButtonPressed) -> str | None:
        """What a game button (touched, the physical one or its key) would do, when that
        cannot be taken back by a slip unnoticed: the action of a button the table marks
        (a tower, a life, an agent lost) or one that would stop play (the game's or a run's
        end; tried on the engine, which changes nothing). None: it goes through at once."""
        session = self.app.session
        if session is None or session.over:
            return None
        game, state, catalog = session.game, session.state, self.app.catalog
        action = map_event(event, game, state, catalog)
        if not isinstance(action, dict):
            return None
        buttons = touch_buttons(game, state)
        same = [b for b in buttons if _without_source(map_event(ButtonPressed(b.name, "touch"), game, state, catalog))
                == _without_source(action)]
        button = next((b for b in buttons if b.name == event.name), None) if event.origin == "touch" else None
        button = button or next(iter(same), None)
        label = button.label if button else button_word(event.name)
        if any(b.confirm for b in same) or (button and button.confirm):
            return label
        try:
            after = session.match.game.apply(state, action).state
        except ActionError:
            return None
        return label if session.match.game.ended(after) is not None else None   # play stops: game or run over

    def check_idle(self) -> bool:
        """Show the idle screen after a quiet while, unless a screen is open or something
        needs attention. True when it just came up."""
        if (self.app.session and not self.idle and self.idle_seconds and self.open is None
                and not self.app.attention and time.monotonic() - self.last_input > self.idle_seconds):
            self.idle = True
            return True
        return False

    def withdraw_offer(self) -> None:
        """An action went through: the fix on offer is no longer what the table needs."""
        self.offer = None

    def scanned_kind(self) -> tuple[str, str] | None:
        """While a game is set up by scanning: (the game, the kind of card its players scan)."""
        if isinstance(self.open, SetupScreen) and self.open.scan_kind:
            return self.open.game, self.open.scan_kind.kind
        return None

    def _is_for_screens(self, name: str) -> bool:
        """``ui:...``, ``menu``, and any press while a screen is open or the idle
        screen shows (or confirm while a fix is on offer)."""
        return (name.startswith("ui:") or name == "menu" or self.open is not None or self.idle
                or (name == "confirm" and self.offer is not None))

    def _press(self, name: str) -> None:
        if self.idle:  # a touch on the idle screen only wakes it
            self.idle = False
            return
        screen = self.open
        if name in ("menu", "ui:menu"):
            if isinstance(screen, MenuScreen):
                self._close()
            elif self.app.session is not None:
                self._show("menu")
            return
        if screen is None and name == "confirm":  # confirm takes the fix on offer
            name = self.offer.press
        if screen is not None and name in ("next", "confirm", "undo"):  # the physical buttons on a screen
            overlay = self.overlay
            choices = overlay.choices
            if name == "next" and choices:   # the next choice offered, over the gaps
                screen.focus = (overlay.focus + 1) % len(choices)
                screen.focus = self.overlay.focus
            elif name == "confirm" and choices:
                self._choose(choices[overlay.focus][0])
            elif name == "undo":
                self._choose("ui:close")
            return
        self._choose(name)

    def _choose(self, name: str) -> None:
        """One choice on a screen (touched, or picked with confirm). Only what is on
        screen can be chosen: a late second tap on a closed screen does nothing."""
        offered = {choice for choice, _ in self.overlay.choices if choice} if self.open else set()
        if self.app.session is not None:
            offered |= {"ui:history"} | ({self.offer.press} if self.offer else set())
        if name not in offered and name not in ("ui:close", "ui:wake"):
            return
        if not name.startswith("ui:"):  # a game press offered on a screen (undo in the menu)
            self.carry_out([Close(), PutEvent(ButtonPressed(name, "touch"))])
            return
        word, _, arg = name[3:].partition(":")
        own = self._OWN.get(word)
        if own is not None:
            own(self, arg)
        elif self.open is not None:
            self.carry_out(self.open.choose(word, arg))
        else:
            raise UnknownChoice(f"no screen is open to handle {name!r}")

    def _close(self, _arg: str = "") -> None:
        if self.app.session is None:  # the start screen stays until a game is chosen
            return
        self.open, self.offer = None, None
        self.app.play.clear_attention()
        self._release_held()

    def _wake(self, _arg: str = "") -> None:
        self.idle = False

    def _enrol(self, _uid: str) -> None:
        self.open, self.offer = self.offer.screen, None   # only the offer shown can be chosen: its tag

    # the kiosk's own choices, on every screen
    _OWN = {"close": _close, "wake": _wake, "history": lambda self, _arg: self._show("history"), "enrol": _enrol}

    # -- what the appliance opens ------------------------------------------------------------

    def show_start(self) -> None:
        self._show("start")

    def cannot_resume(self, game_id: int, why: str) -> None:
        """A saved game the store cannot give back whole: the start screen says why
        (and how to salvage it) and offers the other games instead."""
        self.unresumable[game_id] = why
        self._show("start")

    def show_report(self) -> None:
        self._show("report")

    def ask_dice(self, event: DiceRolled, why: str, can_keep: bool) -> None:
        """Show the roll (and its picture) and ask for the value of each die;
        ``can_keep`` offers to apply it as read."""
        session = self.app.session
        self.open = correction_screen(event, why, can_keep, dice_counts(session.game, session.state))
        self.app.indicators.set_led("attention")

    def roll_applied(self) -> None:
        """A roll the game took: the screen entering or correcting dice has been answered."""
        if isinstance(self.open, (DiceScreen, DiceCountScreen, NumberScreen)):
            self._close()

    def offer_enrolment(self, uid: str, reader: str) -> None:
        """Offered, not forced: a stray tag must not take the buttons from the game. The press
        names the tag, so a tap meant for one tag never enrols a newer one offered meanwhile."""
        game = self.app.session.game
        self.offer = Offer(f"ui:enrol:{uid}", t("Enrol card"),
                           EnrolScreen(uid, reader, self.app.catalog.cards_of(game), game, card_fields(game)))

    # -- the screens made from the appliance's parts -----------------------------------------

    def _show(self, name: str, arg: str = "") -> None:
        screen = self._MAKERS[name](self, arg)
        if screen is not None:
            self.open = screen

    def _start_screen(self, _arg) -> StartScreen:
        """The unfinished games that can be resumed, the newest first, and new games."""
        try:
            playing = [game for game in self.app.store.games()
                       if game.status == "playing" and game.id not in self.unresumable]
        except StoreError:   # the list itself unreadable: new games can still be played
            playing = []
        unfinished = sorted(playing, key=lambda g: (g.updated, g.id), reverse=True)[:RESUMABLE]
        resumable = [(g.id, registry.get(g.game).title) for g in unfinished]
        notice = list(self.unresumable.values())[-1] if self.unresumable else None
        return StartScreen([(game, registry.get(game).title) for game in registry.ids()],
                           resumable[0] if resumable else None, resumable[1:], notice)

    def _setup_screen(self, game: str) -> SetupScreen:
        table = table_for(game)
        scan = getattr(table, "SCAN_SETUP", None)
        cards = self.app.simulated_cards((game, scan.kind)) if scan else []
        simulated = tuple(f"{key.upper()} {name}" for key, (_, name) in zip(SIM_KEYS, cards))
        return SetupScreen(game, registry.get(game).title, table, simulated, self.app.catalog.cards_of(game))

    def _menu_screen(self, _arg) -> MenuScreen:
        app = self.app
        return MenuScreen(config.choices("display.language"), app.language, config.choices("display.theme"),
                          app.theme, app.session.match.paused, camera=app.dice is not None)

    def _history_screen(self, _arg) -> HistoryScreen:
        """Every log line after setup with the sentences it produced; a resumed game
        shows its whole history. Only the page shown is worked out, when it is shown."""
        return HistoryScreen(_History(self.app), self.app.kiosk.history_page())

    def _dice_count_screen(self, _arg) -> Screen:
        return touch_entry(self.app.session.game, self.app.session.state)

    def _card_corrector(self, _arg) -> CorrectCardScreen:
        game = self.app.session.game
        return CorrectCardScreen(self.app.catalog.cards_of(game), game, card_fields(game))

    def _card_chooser(self, _arg) -> CardChooserScreen:
        return CardChooserScreen([(card.id, card.kind, card.name)
                                  for card in self.app.catalog.cards_of(self.app.session.game)])

    def _report_screen(self, _arg) -> ReportScreen | None:
        """The report of the game as it is now, drawn to a PNG again whenever the log has
        grown (or the language or size changed) since it was last drawn; a disk that
        cannot take it is said on the strip."""
        from ui.report import render_report

        session, app = self.app.session, self.app
        path = app.data_dir / "reports" / f"game-{session.game_id}.png"
        log = session.match.log
        drawn = (path, len(log), log[-1], app.language, app.kiosk.report_size())
        try:
            if self.report_drawn != (drawn, _stamp(path)):   # not drawn yet, or the game or the file changed since
                render_report(log, path, app.language, size=drawn[-1], summary=session.summary())
                self.report_drawn = (drawn, _stamp(path))
        except (OSError, RuntimeError) as err:  # a full or read-only disk (pygame.error is a RuntimeError)
            app.record(Outcome(t("Game report"), refused=t("The report could not be written: {why}.",
                                                           why=str(err))))
            return None
        return ReportScreen(session.match.game.title, str(path))

    _MAKERS = {"start": _start_screen, "setup": _setup_screen, "menu": _menu_screen, "history": _history_screen,
               "enter_dice": _dice_count_screen, "choose_card": _card_chooser, "correct_card": _card_corrector,
               "report": _report_screen}

    # -- carrying out effects ------------------------------------------------------------------

    def carry_out(self, effects: list) -> None:
        for effect in effects:
            self._EFFECTS[type(effect)](self, effect)

    def _put_event(self, effect: PutEvent) -> None:
        self.app.events.put(effect.event)

    def _open_screen(self, effect: OpenScreen) -> None:
        self.open = effect.screen

    def _open_game(self, effect: OpenGame) -> None:
        try:
            session = GameSession.new(self.app.store, self.app.catalog, effect.setup)
        except (ActionError, UserError) as err:  # said on the screen that asked, which stays
            self.open.refused(err.sentence)
            return
        self.app.open_game(session)
        self._close()

    def _resume_game(self, effect: ResumeGame) -> None:
        try:
            session = GameSession.resume(self.app.store, self.app.catalog, effect.game_id)
        except StoreError as err:   # a damaged line or page: the kiosk stays up on the start screen
            self.cannot_resume(effect.game_id, err.sentence)
            return
        self.app.open_game(session)
        self._close()

    def _clock_line(self, effect: ClockLine) -> None:
        outcome = self.app.play.apply_line(t("Menu"), {"action": effect.action, "at": round(self.app.play.play_time(), 1)})
        self._close()
        self.app.record(outcome)

    def _bind(self, effect: Enrol) -> None:
        catalog = self.app.catalog
        try:
            if effect.record is not None:
                catalog.save_card(effect.record, "the card entered on the kiosk")
            catalog.bind(effect.uid, effect.card_id)
        except UserError as err:
            self.app.record(Outcome(effect.uid, refused=err.sentence))
            return
        self.app.events.put(TagPlaced(effect.reader, effect.uid))  # the card counts as scanned now, once
        self.held = {reader: uid for reader, uid in self.held.items() if uid != effect.uid}
        self._close()
        self.app.record(Outcome(effect.uid, notice=Notice(t("Tag {uid} is now {card}.", uid=effect.uid,
                                                            card=catalog.cards[effect.card_id].name))))

    def _save_card(self, effect: SaveCard) -> None:
        """A card corrected by touch, saved as ``agency cards edit`` saves it; a refusal stays on the strip."""
        catalog = self.app.catalog
        try:
            card = catalog.save_card(effect.record, "the card corrected on the kiosk")
        except UserError as err:
            self.app.record(Outcome(t("Correct a card"), refused=err.sentence))
            return
        self._close()
        self.app.record(Outcome(t("Correct a card"), notice=Notice(t("{card} is saved.", card=card.name))))

    _EFFECTS = {Close: lambda self, _: self._close(), PutEvent: _put_event, Show: lambda self, e: self._show(e.name, e.arg),
                OpenScreen: _open_screen, OpenGame: _open_game, ResumeGame: _resume_game, ClockLine: _clock_line,
                Enrol: _bind, SaveCard: _save_card, SetLanguage: lambda self, e: self.app.set_language(e.language),
                SetTheme: lambda self, e: self.app.set_theme(e.theme),
                TakeEmptyTray: lambda self, _: self.app.dice.take_empty_tray()}


def _stamp(path: Path):
    """When the file was last written, or None when there is none."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None
