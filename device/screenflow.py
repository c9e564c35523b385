"""The kiosk's own screens: start, setup, menu, history, dice correction and entry,
enrolment, choosing a card, report, and the idle screen.

Their presses are named ``ui:...`` (or are the physical buttons while a screen
is open: next moves the focus, confirm picks, undo closes) and never reach the
game as such. A choice that does change the game goes the normal way, through
the appliance: a corrected roll is a ``DiceRolled`` with ``origin="corrected"``
put on the event queue, an enrolled tag is placed again, a new game is a setup
line, a clock pause is a ``pause`` log line. So that a failed reader or camera
leaves the game playable, the menu also takes dice by touch (a ``DiceRolled``
with ``origin="touch"``) and plays a card chosen from a list (a ``TagPlaced`` on
the reader ``touch`` whose uid is the card id).

A choice ``ui:word:arg`` runs the method ``_on_word(arg)``; each screen's
methods are grouped below, in the order players meet them.
"""

from __future__ import annotations

import queue
import random
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from device.errors import UserError
from device.mapping import event_of
from device.session import GameSession, Outcome
from device.tables import Notice, dice_profile, table_for
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from engine import ActionError, registry, replay
from engine.text import t
from ui import screens
from ui.i18n import LANGUAGES, THEME_NAMES, say, tr

if TYPE_CHECKING:
    from device.catalog import Catalog
    from device.indicators import Indicators
    from device.store import Store
    from ui.kiosk import Kiosk


class Host(Protocol):
    """What the screens use of the appliance that shows them."""

    session: GameSession | None
    store: Store
    catalog: Catalog
    events: queue.Queue                   # the choices that stand for an input are put here
    indicators: Indicators
    attention: str | None
    language: str
    theme: str
    data_dir: Path
    kiosk: Kiosk                          # for the size a report is drawn at

    def open_game(self, session: GameSession) -> None: ...
    def apply_line(self, read: str, action: dict) -> Outcome: ...
    def record(self, outcome: Outcome) -> None: ...
    def clear_attention(self) -> None: ...
    def set_language(self, language: str) -> None: ...
    def set_theme(self, theme: str) -> None: ...
    def play_time(self) -> float: ...
    def describe(self, event) -> str: ...
    def simulated_cards(self, setup: tuple[str, str] | None = None) -> list[tuple[str, str]]: ...


class ScreenFlow:
    """Which of the kiosk's screens is open, and what a press on it does."""

    def __init__(self, app: Host, idle_seconds: float):
        self.app = app
        self.idle_seconds = idle_seconds     # 0: never go idle
        self.overlay = None                  # ui.model.Overlay on screen, or None
        self.offer: tuple[str, str] | None = None   # a fix offered beside the attention line (enrol)
        self._about: dict = {}               # what the open screen is about (the roll, the tag, a page)
        self.last_input = time.monotonic()
        self.idle = False

    # -- inputs, presses, closing a screen ---------------------------------------------

    def handle(self, event) -> bool:
        """Take an input that is for the kiosk's screens; False leaves it to the game
        (and ends the idle screen: the table is in use)."""
        self.last_input = time.monotonic()
        if isinstance(event, ButtonPressed) and self._is_for_screens(event.name):
            self._press(event.name)
            return True
        if self.overlay is not None and self.overlay.kind == "setup" and isinstance(event, TagPlaced):
            self._setup_scan(event)
            return True
        self.idle = False
        return False

    def check_idle(self) -> bool:
        """Show the idle screen after a quiet while, unless a screen is open or something
        needs attention. True when it just came up."""
        if (self.app.session and not self.idle and self.idle_seconds and self.overlay is None
                and not self.app.attention and time.monotonic() - self.last_input > self.idle_seconds):
            self.idle = True
            return True
        return False

    def withdraw_offer(self) -> None:
        """An action went through: the fix on offer is no longer what the table needs."""
        self.offer = None

    def _is_for_screens(self, name: str) -> bool:
        """``ui:...``, ``menu``, and any press while a screen is open or the idle
        screen shows (or confirm while a fix is on offer)."""
        return (name.startswith("ui:") or name == "menu" or self.overlay is not None or self.idle
                or (name == "confirm" and self.offer is not None))

    def _press(self, name: str) -> None:
        if self.idle:  # the first press only wakes the screen
            self.idle = False
            return
        overlay = self.overlay
        if name in ("menu", "ui:menu"):
            if overlay is not None and overlay.kind == "menu":
                self._close()
            elif self.app.session is not None:
                self.overlay = self._menu_overlay()
            return
        if overlay is None and name == "confirm":  # confirm takes the fix on offer
            name = self.offer[0]
        if overlay is not None and name in ("next", "confirm", "undo"):  # the physical buttons on a screen
            if name == "next" and overlay.choices:
                self.overlay = _focus(overlay, (overlay.focus + 1) % len(overlay.choices))
            elif name == "confirm" and overlay.choices:
                self._choose(overlay.choices[overlay.focus][0])
            elif name == "undo":
                self._choose("ui:close")
            return
        self._choose(name)

    def _choose(self, name: str) -> None:
        """One choice on a screen (touched, or picked with confirm). Only what is on
        screen can be chosen: a late second tap on a closed screen does nothing."""
        offered = {choice for choice, _ in self.overlay.choices} if self.overlay else set()
        if self.app.session is not None:
            offered |= {"ui:history"} | ({self.offer[0]} if self.offer else set())
        if name not in offered and name not in ("ui:close", "ui:wake"):
            return
        if not name.startswith("ui:"):  # a game press offered on a screen (undo in the menu)
            self._close()
            self.app.events.put(ButtonPressed(name, "touch"))
            return
        word, _, arg = name[3:].partition(":")
        handler = getattr(self, f"_on_{word}", None)
        if handler is not None:
            handler(arg)

    def _close(self) -> None:
        if self.app.session is None:  # the start screen stays until a game is chosen
            return
        self.overlay, self._about, self.offer = None, {}, None
        self.app.clear_attention()

    def _on_close(self, _arg) -> None:
        self._close()

    def _on_wake(self, _arg) -> None:
        self.idle = False

    # -- start and setup ---------------------------------------------------------------

    def show_start(self) -> None:
        last = self.app.store.last_game(playing_only=True)
        resumable = (last.id, registry.get(last.game).title) if last else None
        games = [(game, registry.get(game).title) for game in registry.ids()]
        self._about = {}
        self.overlay = screens.start(self.app.language, games, resumable)

    def _on_start(self, _arg) -> None:
        self.show_start()

    def _on_resume(self, _arg) -> None:
        last = self.app.store.last_game(playing_only=True)
        if last is not None:
            self.app.open_game(GameSession.resume(self.app.store, self.app.catalog, last.id))
            self._close()

    def _on_game(self, game: str) -> None:
        default = table_for(game).DEFAULT_SETUP
        # seated: seat (1-4) -> the card scanned there; captain and order are seats
        # bids: Enclave's (seat, sum) in bidding order once everyone has bid; bidding: while they do
        self._about = {"game": game, "seated": {}, "captain": None, "order": None, "bids": None, "bidding": None,
                       "notice": None, "tu": default["tu"] if game == "timestories" else None}
        self.overlay = self._setup_overlay()

    def _setup_overlay(self):
        about, language = self._about, self.app.language
        game, seated = about["game"], sorted(about["seated"].items())
        names = {seat: screens.seat_player(game, seat, card) for seat, card in seated}
        scanned = tuple(card.name if names[seat] in card.name else f"{names[seat]}: {card.name}"
                        for seat, card in seated)
        captain = names[about["captain"]] if game == "timestories" and seated else None
        order = (tuple(names[seat] for seat in about["order"] or names)
                 if game == "enclave" and len(seated) > 1 else None)
        if about["bids"]:
            order = tuple(self._bid_order())
        cards = self.app.simulated_cards((game, screens.SCAN_SETUP[game])) if game in screens.SCAN_SETUP else []
        simulated = tuple(f"{key.upper()} {name}" for key, (_, name) in zip("abcdefgh", cards))
        return screens.setup(language, game, registry.get(game).title,
                             screens.player_counts(game, table_for(game).DEFAULT_SETUP), scanned,
                             tu=about["tu"], captain=captain, order=order, by_bids=bool(about["bids"]),
                             notice=about["notice"], simulated=simulated)

    def _scanned_line(self) -> dict:
        about = self._about
        game = about["game"]
        return screens.scanned_setup(game, table_for(game).DEFAULT_SETUP, sorted(about["seated"].items()),
                                     about["captain"], about["order"], about["bids"])

    def _bid_order(self) -> list[str]:
        """The order of play the bids give, as the engine ranks them."""
        return registry.get("enclave").start(self._scanned_line()).state["order"]

    def scanned_kind(self) -> tuple[str, str] | None:
        """While a game is set up by scanning: (the game, the kind of card its players scan)."""
        if self.overlay is None or self.overlay.kind != "setup" or self._about["game"] not in screens.SCAN_SETUP:
            return None
        return self._about["game"], screens.SCAN_SETUP[self._about["game"]]

    def _setup_scan(self, event: TagPlaced) -> None:
        """A card scanned on the setup screen: a player's card takes the seat of the reader
        that saw it (``seat1``..``seat4``; on any other reader the next free seat), replacing
        the card there. Any other card is said on the screen."""
        about, language = self._about, self.app.language
        game, seated, card = about["game"], about["seated"], self.app.catalog.card_for(event.uid)
        kind = screens.SCAN_SETUP.get(game)
        notice = None
        if kind is None:
            notice = tr(language, "setup_by_touch")
        elif card is None:
            notice = tr(language, "setup_unknown_card", uid=event.uid, kind=tr(language, f"kind_{kind}"))
        elif card.game != game or card.kind != kind:
            notice = tr(language, "setup_wrong_card", card=card.name, kind=tr(language, f"kind_{kind}"))
        elif card not in seated.values():
            seat = _seat_of(event.reader) or next((s for s in range(1, screens.SEATS + 1) if s not in seated), None)
            if seat is None:
                notice = tr(language, "setup_seats_full", n=screens.SEATS)
            else:
                seated[seat] = card
                about["captain"] = about["captain"] or seat      # the first scanned leads
                about["order"] = about["bids"] = None           # an order must name every player
        about["notice"] = notice
        self.overlay = self._setup_overlay()

    def _on_captain(self, _arg) -> None:
        """The Time Captain passes to the next seat."""
        seats = sorted(self._about["seated"])
        self._about["captain"] = seats[(seats.index(self._about["captain"]) + 1) % len(seats)]
        self.overlay = self._setup_overlay()

    def _on_tu(self, tu: str) -> None:
        self._about["tu"] = int(tu)
        self.overlay = self._setup_overlay()

    def _on_draw_order(self, _arg) -> None:
        """The kiosk draws the order of play (Enclave's drawing method)."""
        seats = list(self._about["seated"])
        self._about["order"] = random.sample(seats, len(seats))
        self._about["bids"] = None
        self.overlay = self._setup_overlay()

    def _on_bidding(self, _arg) -> None:
        """Enclave's bidding method: a random first bidder, then clockwise (the seat order)."""
        seats = sorted(self._about["seated"])
        first = random.randrange(len(seats))
        self._about["bidding"] = {"bidders": seats[first:] + seats[:first], "bids": []}
        self._bid_overlay()

    def _bid_overlay(self) -> None:
        about = self._about
        bidding, game = about["bidding"], about["game"]
        name = {seat: screens.seat_player(game, seat, card) for seat, card in about["seated"].items()}
        bidder = bidding["bidders"][len(bidding["bids"])]
        self.overlay = screens.bidding(self.app.language, name[bidder],
                                       [(name[seat], bid) for seat, bid in bidding["bids"]])

    def _on_bid(self, value: str) -> None:
        about = self._about
        bidding = about["bidding"]
        bidding["bids"].append((bidding["bidders"][len(bidding["bids"])], int(value)))
        if len(bidding["bids"]) < len(bidding["bidders"]):
            self._bid_overlay()
            return
        about["bids"], about["bidding"] = bidding["bids"], None
        self.overlay = self._setup_overlay()

    def _on_bid_cancel(self, _arg) -> None:
        self._about["bidding"] = None
        self.overlay = self._setup_overlay()

    def _on_scanned(self, _arg) -> None:
        self._begin(self._scanned_line())

    def _on_players(self, count: str) -> None:
        game = self._about["game"]
        self._begin(screens.touch_setup(game, table_for(game).DEFAULT_SETUP, int(count)))

    def _begin(self, setup: dict) -> None:
        if self._about["tu"] is not None:
            setup["tu"] = self._about["tu"]
        try:
            session = GameSession.new(self.app.store, self.app.catalog, setup)
        except (ActionError, UserError) as err:  # said on the setup screen, which stays
            self._about["notice"] = say(self.app.language, err.sentence)
            self.overlay = self._setup_overlay()
            return
        self.app.open_game(session)
        self._close()

    # -- menu --------------------------------------------------------------------------

    def _menu_overlay(self):
        return screens.menu(self.app.language, self.app.theme, self.app.session.match.paused)

    def _on_pause(self, _arg) -> None:
        self._clock_line("pause")

    def _on_resume_clock(self, _arg) -> None:
        self._clock_line("resume")

    def _clock_line(self, name: str) -> None:
        outcome = self.app.apply_line(tr(self.app.language, "menu"),
                                      {"action": name, "at": round(self.app.play_time(), 1)})
        self._close()
        self.app.record(outcome)

    def _on_language(self, _arg) -> None:
        self.app.set_language(LANGUAGES[(LANGUAGES.index(self.app.language) + 1) % len(LANGUAGES)])
        self.overlay = _focus(self._menu_overlay(), self.overlay.focus)

    def _on_theme(self, _arg) -> None:
        names = list(THEME_NAMES)
        self.app.set_theme(names[(names.index(self.app.theme) + 1) % len(names)])
        self.overlay = _focus(self._menu_overlay(), self.overlay.focus)

    # -- history -----------------------------------------------------------------------

    def _on_history(self, _arg, page: int = 0) -> None:
        self._about = {"page": page}
        self.overlay = screens.history(self.app.language, self._history_entries(), page)

    def _on_history_older(self, _arg) -> None:
        self._on_history(_arg, self._about.get("page", 0) + 1)

    def _on_history_newer(self, _arg) -> None:
        self._on_history(_arg, max(0, self._about.get("page", 0) - 1))

    def _history_entries(self) -> list[str]:
        """Every log line after setup with the sentences it produced (replayed, so a
        resumed game shows its whole history)."""
        log = self.app.session.match.log
        _, events, _ = replay(log)
        sentences = dict(events)
        entries = []
        for number, line in enumerate(log[1:], start=2):
            read = event_of(line.get("source", {}))
            said = " ".join(say(self.app.language, event.text) for event in sentences.get(number, []))
            entries.append(f"{number - 1}. {self.app.describe(read) if read else line['action']}: {said}")
        return entries

    # -- report ------------------------------------------------------------------------

    def show_report(self) -> None:
        from ui.report import render_report

        session, language = self.app.session, self.app.language
        path = self.app.data_dir / "reports" / f"game-{session.game_id}.png"
        try:
            render_report(session.match.log, path, language, size=self.app.kiosk.report_size())
        except (OSError, RuntimeError) as err:  # a full or read-only disk (pygame.error is a RuntimeError)
            self.app.record(Outcome(tr(language, "report"), refused=t("The report could not be written: {why}.",
                                                                         why=str(err))))
            return
        self.overlay = screens.report(language, session.match.game.title, str(path))

    def _on_report(self, _arg) -> None:
        self.show_report()

    # -- dice correction, and dice entered by touch ---------------------------------------

    def ask_dice(self, event: DiceRolled, why: str, can_keep: bool) -> None:
        """Show the roll (and its picture) and ask for the value of each die;
        ``can_keep`` offers to apply it as read."""
        self._about = {"roll": event, "picked": [], "why": why, "keep": can_keep,
                       "count": max(1, len(event.faces)), "origin": "corrected"}
        self.overlay = self._dice_overlay()
        self.app.indicators.set_led("attention")

    def _on_enter_dice(self, _arg) -> None:
        """Dice with no camera reading: first how many were thrown."""
        self._about = {}
        self.overlay = screens.dice_count(self.app.language)

    def _on_dice_count(self, count: str) -> None:
        """Then the value of each, on the correction screen (no picture, nothing to keep)."""
        session = self.app.session
        roll = DiceRolled((), (), 1.0, dice_profile(session.game, session.state), origin="touch")
        self._about = {"roll": roll, "picked": [], "why": tr(self.app.language, "enter_dice_help"), "keep": False,
                       "count": int(count), "origin": "touch"}
        self.overlay = self._dice_overlay()

    def _dice_overlay(self):
        about, event = self._about, self._about["roll"]
        return screens.correction(self.app.language, about["why"], [face for face, _ in _faces(event.profile)],
                                  about["count"], about["picked"], event.picture, about["keep"])

    def _on_die(self, face: str) -> None:
        about, event = self._about, self._about["roll"]
        about["picked"].append(face)
        picked = tuple(about["picked"])
        if len(picked) < about["count"]:
            self.overlay = self._dice_overlay()
            return
        values = dict(_faces(event.profile))
        roll = DiceRolled(picked, tuple(values[f] for f in picked if values[f] is not None),
                          1.0, event.profile, event.picture, origin=about["origin"])
        self._close()
        self.app.events.put(roll)

    def _on_keep(self, _arg) -> None:
        event = self._about["roll"]
        self._close()
        self.app.events.put(DiceRolled(event.faces, event.values, event.confidence, event.profile, event.picture,
                                       origin="confirmed"))

    # -- enrolment ---------------------------------------------------------------------

    def offer_enrolment(self, uid: str, reader: str) -> None:
        """Offered, not forced: a stray tag must not take the buttons from the game."""
        self._about = {"uid": uid, "reader": reader, "page": 0, "draw": self._enrol_overlay}
        self.offer = ("ui:enrol", tr(self.app.language, "enrol"))

    def _on_enrol(self, _arg) -> None:
        self.offer = None
        self.overlay = self._enrol_overlay()

    def _enrol_overlay(self):
        cards = [(card.id, card.name) for card in self.app.catalog.cards_of(self.app.session.game)]
        return screens.enrol(self.app.language, self._about["uid"], cards, self._about["page"])

    def _on_page(self, turn: str) -> None:
        """``more`` or ``previous`` page of a list of cards (enrolment, choosing a card)."""
        self._about["page"] = self._about["page"] + 1 if turn == "more" else max(0, self._about["page"] - 1)
        self.overlay = self._about["draw"]()

    def _on_bind(self, card_id: str) -> None:
        uid, reader = self._about["uid"], self._about["reader"]
        try:
            self.app.catalog.bind(uid, card_id)
        except UserError as err:
            self.app.record(Outcome(uid, refused=err.sentence))
            return
        name = self.app.catalog.cards[card_id].name
        self._close()
        self.app.record(Outcome(uid, notice=Notice(tr(self.app.language, "enrolled", uid=uid, card=name))))
        self.app.events.put(TagPlaced(reader, uid))  # the card counts as scanned now

    # -- a card chosen by touch ----------------------------------------------------------

    def _on_choose_card(self, _arg) -> None:
        self._about = {"page": 0, "draw": self._cards_overlay}
        self.overlay = self._cards_overlay()

    def _cards_overlay(self):
        cards = [(card.id, card.kind, card.name) for card in self.app.catalog.cards_of(self.app.session.game)]
        return screens.choose_card(self.app.language, cards, self._about["page"])

    def _on_play_card(self, card_id: str) -> None:
        """The card goes the way of a scanned one (the catalog takes a card id for a uid)."""
        self._close()
        self.app.events.put(TagPlaced("touch", card_id))


def _seat_of(reader: str) -> int | None:
    """``seat2`` -> 2; None for a reader that is no seat's."""
    number = reader[4:] if reader.startswith("seat") else ""
    return int(number) if number.isdigit() and 1 <= int(number) <= screens.SEATS else None


def _focus(overlay, index: int):
    return replace(overlay, focus=index)


def _faces(profile: str) -> list[tuple[str, int | None]]:
    """The faces of a dice profile as ``(name, value)``; a plain d6 if it cannot be loaded."""
    from drivers.dice.profiles import ProfileError, load_profile

    try:
        return [(face.name, face.value) for face in load_profile(profile).faces]
    except (ProfileError, OSError):  # a missing or broken profile: the d6 faces still let players set the roll
        return [(str(n), n) for n in range(1, 7)]
