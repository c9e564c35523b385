"""Starting a game: the start screen, the setup screen (players chosen by touch or by
scanning a card each at their seat), and the bidding for the order of play.

Nothing here names a game: what a game's players scan, how their cards become the
setup line and the game's own setup options are hooks of its table module
(:mod:`device.tables`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType

from device.screens.base import Screen
from device.screens.effects import OpenGame, OpenScreen, ResumeGame, Show
from device.tables import AskBids, ScanSetup
from engine import ActionError, Match
from engine.text import t
from ui import screens

SEATS = 4               # seat readers seat1..seat4


@dataclass
class StartScreen(Screen):
    """Resume the last unfinished game or choose one: ``games`` are ``(id, title)``,
    ``resumable`` the last unfinished game's ``(id, title)``, ``older`` the unfinished
    games before it, the newest first, ``notice`` why a saved game could not be resumed."""

    games: list[tuple[str, str]]
    resumable: tuple[int, str] | None
    older: list[tuple[int, str]] = field(default_factory=list)
    notice: str | None = None

    def __post_init__(self):
        if self.resumable:   # confirm resumes the last game: its button follows the games'
            self.focus = len(self.games)

    def handlers(self):
        return {"resume": self._resume, "game": self._game}

    def view(self, language):
        return screens.start(language, self.games, self.resumable, self.older, self.notice)

    def _resume(self, game_id):
        if game_id:   # an older game, by its number
            return [ResumeGame(int(game_id))] if game_id in {str(known) for known, _ in self.older} else []
        return [ResumeGame(self.resumable[0])] if self.resumable else []

    def _game(self, game):
        return [Show("setup", game)]


@dataclass
class SetupScreen(Screen):
    """A new game of ``game``: the players by touch (a count) or scanned at their seats
    (``seated``: seat 1-4 -> the catalog card scanned there), the game's own ``options``,
    and ``notice``, why the last scan or start was not taken. ``simulated`` names the
    simulated table's cards by key; ``cards`` are the catalog's cards of the game."""

    game: str
    title: str
    table: ModuleType
    simulated: tuple[str, ...] = ()
    cards: list = field(default_factory=list)
    seated: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    notice: str | None = None
    counts: list[int] = field(init=False)              # the player counts offered by touch
    scan_kind: ScanSetup | None = field(init=False)    # the card the players scan, if they do

    def __post_init__(self):
        self.options = self.options or self._starting_options()
        self.counts = player_counts(self.table, self.options)
        self.scan_kind = getattr(self.table, "SCAN_SETUP", None)

    def handlers(self):
        own = {"scanned": self._start_scanned, "players": self._start_by_touch, "start": self._back,
               "unseat": self._unseat}
        return own | {word: self._option(handle) for word, handle in getattr(self.table, "SETUP_CHOICES", {}).items()}

    def view(self, language):
        seated = sorted(self.seated.items())
        names = {seat: self.table.seat_player(seat, card) for seat, card in seated}
        scanned = tuple(card.name if names[seat] in card.name else f"{names[seat]}: {card.name}"
                        for seat, card in seated)
        show_options = getattr(self.table, "setup_view", None)
        lines, choices = show_options(self.options, seated, names) if show_options else ((), ())
        removals = tuple((f"ui:unseat:{seat}", t("Remove {name}", name=names[seat])) for seat, _ in seated)
        refusal = self._refusal() if seated and len(seated) in self.counts else None
        return screens.setup(language, self.title, [] if refusal else self.counts, scanned,
                             kind=self.scan_kind.word if self.scan_kind else None, option_lines=lines,
                             option_choices=choices + removals, notice=self.notice or refusal, simulated=self.simulated)

    def _refusal(self):
        """Why the engine would refuse to start with the cards scanned (a card missing a printed
        number, say), or None: such a start is not offered, and the sentence says what to change."""
        try:
            Match.start(self.table.scanned_setup(sorted(self.seated.items()), self.options))
        except ActionError as err:
            return err.sentence
        return None

    def scan(self, uid: str, reader: str, card) -> None:
        """A card scanned (``card`` the catalog's, None for an unknown tag): a player's card
        takes the seat of the reader that saw it (``seat1``..``seat4``; on any other reader
        the next free seat), replacing the card there. Any other card is said on the screen."""
        kind, notice = self.scan_kind, None
        if kind is None:
            notice = t("This game is set up by touch: choose the number of players.")
        elif card is None:
            notice = t("Card {uid} is not enrolled: scan a {kind} card the table knows.", uid=uid, kind=kind.word)
        elif card.game != self.game or card.kind != kind.kind:
            notice = t("{card} is not a {kind} card of this game.", card=card.name, kind=kind.word)
        elif card not in self.seated.values():
            seat = seat_of(reader) or next((s for s in range(1, SEATS + 1) if s not in self.seated), None)
            if seat is None:
                notice = t("All {n} seats are taken: put a card on a seat's reader to change it.", n=SEATS)
            else:
                self.seated[seat] = card
                joined = getattr(self.table, "seated", None)
                self.options = joined(self.options, seat) if joined else self.options
        self.notice, self.focus = notice, 0

    def _unseat(self, seat):
        """A card scanned by mistake leaves its seat; the options follow (the table's
        ``unseated`` hook, else they start over for the seats left)."""
        seat = int(seat)
        self.seated.pop(seat, None)
        left, joined = getattr(self.table, "unseated", None), getattr(self.table, "seated", None)
        if left:
            self.options = left(self.options, seat, sorted(self.seated))
        else:
            self.options = self._starting_options()
            for other in sorted(self.seated):
                self.options = joined(self.options, other) if joined else self.options
        self.notice = None
        return []

    def _starting_options(self) -> dict:
        """The game's setup options before any card or choice (``setup_options`` reads them from the catalog)."""
        from_cards = getattr(self.table, "setup_options", None)
        return from_cards(self.cards) if from_cards else dict(getattr(self.table, "SETUP_OPTIONS", {}))

    def refused(self, sentence: str) -> None:
        """The engine refused the setup line: said on this screen, which stays."""
        self.notice = sentence

    def take_bids(self, bids: list[tuple[int, int]]) -> None:
        self.options = self.table.with_bids(self.options, bids)

    def _option(self, handle):
        def choose(arg):
            chosen = handle(self.options, arg, sorted(self.seated))
            if isinstance(chosen, AskBids):
                names = {seat: self.table.seat_player(seat, card) for seat, card in self.seated.items()}
                return [OpenScreen(BiddingScreen(self, chosen.bidders, names, chosen.coins))]
            self.options = chosen
            return []
        return choose

    def _start_scanned(self, _arg):
        return [OpenGame(self.table.scanned_setup(sorted(self.seated.items()), self.options))]

    def _start_by_touch(self, count):
        return [OpenGame(self.table.touch_setup(int(count), self.options))]

    def _back(self, _arg):
        return [Show("start")]


@dataclass
class BiddingScreen(Screen):
    """The players bid in turn for the order of play (``bidders`` are seats, ``names``
    their players); once all have bid, the setup takes the bids."""

    setup: SetupScreen
    bidders: list[int]
    names: dict[int, str]
    coins: int
    bids: list[tuple[int, int]] = field(default_factory=list)   # (seat, sum) in bidding order

    def handlers(self):
        return {"bid": self._bid, "bid_cancel": self._cancel}

    def view(self, language):
        bidder = self.bidders[len(self.bids)]
        return screens.bidding(language, self.names[bidder],
                               [(self.names[seat], bid) for seat, bid in self.bids], self.coins)

    def _bid(self, value):
        self.bids.append((self.bidders[len(self.bids)], int(value)))
        if len(self.bids) < len(self.bidders):
            return []
        self.setup.take_bids(self.bids)
        self.setup.focus = 0
        return [OpenScreen(self.setup)]

    def _cancel(self, _arg):
        self.setup.focus = 0
        return [OpenScreen(self.setup)]


def player_counts(table: ModuleType, options: dict) -> list[int]:
    """The player counts whose touch setup the engine accepts, each a game of its own: a
    count whose setup line is a smaller count's (a two-player game asked for three) would
    silently start that game, so it is not offered."""
    counts, lines = [], []
    for n in range(1, 5):
        try:
            line = table.touch_setup(n, options)
            Match.start(line)
        except (ActionError, IndexError, KeyError):
            continue
        if line not in lines:
            counts.append(n)
            lines.append(line)
    return counts


def seat_of(reader: str) -> int | None:
    """``seat2`` -> 2; None for a reader that is no seat's."""
    number = reader[4:] if reader.startswith("seat") else ""
    return int(number) if number.isdigit() and 1 <= int(number) <= SEATS else None
