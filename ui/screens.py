"""The kiosk's own screens as :class:`ui.model.Overlay` values (no pygame).

Each builder takes plain data from the device and the language, and returns
what to show and which choices to offer. A choice named ``ui:...`` is the
kiosk's own (the device handles it); any other name is pressed in the game
like a button (``undo``).
"""

from __future__ import annotations

import copy

from engine.enclave import BID_MONEY
from ui.i18n import LANGUAGE_NAMES, TEXTS, face_name, tr, theme_name
from ui.model import Overlay

HISTORY_PAGE = 6        # entries per history page (each wraps to at most two rows)
ENROL_PAGE = 8          # cards per enrolment page
SEAT_COLOURS = ("Blue", "Red", "Green", "Yellow")
SNATCHERS = ("Red", "Blue", "Green", "Yellow")


def describe(language: str, event, card: str | None = None, button: str | None = None) -> str:
    """What was read, in a few words of the kiosk's language, for the action strip;
    ``card`` is the name of the card placed or chosen, ``button`` the label of a button touched."""
    from drivers.events import ButtonPressed, DiceRolled, TagPlaced, TagRemoved

    if isinstance(event, TagPlaced) and event.reader == "touch":
        return tr(language, "read_touch_card", card=card or event.uid)
    if isinstance(event, TagPlaced):
        return tr(language, "read_card", uid=card or event.uid, reader=event.reader)
    if isinstance(event, TagRemoved):
        return tr(language, "read_lifted", reader=event.reader)
    if isinstance(event, DiceRolled):
        said = {"keyboard": "typed", "corrected": "corrected", "touch": "tapped"}.get(event.origin)
        how = tr(language, said) if said else tr(language, "sure", pct=f"{event.confidence:.0%}")
        return tr(language, "read_dice", faces=", ".join(face_name(language, name) for name in event.faces) or "-",
                  how=how)
    if isinstance(event, ButtonPressed) and button:
        return tr(language, "read_touch_button", name=button)
    if isinstance(event, ButtonPressed):
        physical = f"button_{event.name}"
        return tr(language, "read_button", name=tr(language, physical) if physical in TEXTS else event.name)
    return type(event).__name__


def start(language: str, games: list[tuple[str, str]], resumable: tuple[int, str] | None) -> Overlay:
    """Resume the last unfinished game (``(id, title)``) or choose one of ``games`` (``(id, title)``)."""
    choices = [("ui:resume", tr(language, "resume_game", id=resumable[0]))] if resumable else []
    choices += [(f"ui:game:{game}", title) for game, title in games]
    lines = (tr(language, "start_help"), resumable[1]) if resumable else (tr(language, "choose_help"),)
    return Overlay("start", tr(language, "start_title"), lines, tuple(choices))


# Games whose players are chosen by scanning a card each on their seat: the kind of that card.
SCAN_SETUP = {"timestories": "receptacle", "cavendish": "receptacle", "enclave": "snatcher"}
SEATS = 4               # seat readers seat1..seat4
TU_CHOICES = (20, 25, 30)   # one-tap starting TU of a T.I.M.E Stories run (the scenario's base says which)


def setup(language: str, game: str, title: str, counts: list[int], scanned: tuple[str, ...] = (), *,
          tu: int | None = None, captain: str | None = None, order: tuple[str, ...] | None = None,
          by_bids: bool = False, notice: str | None = None, simulated: tuple[str, ...] = ()) -> Overlay:
    """Choose the number of players, or (for the games in ``SCAN_SETUP``) scan their cards.

    ``scanned`` describes the players scanned so far (starting with them is offered once
    their number is one of ``counts``); ``tu`` offers the starting TU, ``captain`` the Time
    Captain (a tap passes it on), ``order`` the order of play (drawn, or ``by_bids``; a tap
    draws again, another starts the bidding); ``notice`` says why the last scan or start was
    not taken; ``simulated`` lists the simulated table's cards by key ("A Receptacle 1")."""
    kind = SCAN_SETUP.get(game)
    help_line = (tr(language, "setup_scan_help", kind=tr(language, f"kind_{kind}")) if kind
                 else tr(language, "setup_help"))
    lines = (notice,) if notice else ()
    lines += () if scanned else (help_line,)
    choices = []
    if scanned:
        lines += (tr(language, "setup_scanned", names=", ".join(scanned)),)
        if len(scanned) in counts:
            choices.append(("ui:scanned", tr(language, "start_scanned", n=len(scanned))))
    if captain is not None:
        choices.append(("ui:captain", tr(language, "captain", name=captain)))
    if order is not None:
        lines += (tr(language, "setup_bid_order" if by_bids else "setup_order", names=", ".join(order)),)
        choices += [("ui:draw_order", tr(language, "draw_order")), ("ui:bidding", tr(language, "bid_order"))]
    if tu is not None:
        lines += (tr(language, "setup_tu", tu=tu),)
        choices += [(f"ui:tu:{n}", tr(language, "tu_choice", n=n)) for n in TU_CHOICES]
    lines += (help_line,) if scanned else ()
    lines += (tr(language, "setup_simulated", cards=", ".join(simulated)),) if simulated else ()
    choices += [(f"ui:players:{n}", tr(language, "one_player" if n == 1 else "players", n=n)) for n in counts]
    return Overlay("setup", tr(language, "setup_title", game=title), lines,
                   tuple(choices + [("ui:start", tr(language, "previous"))]))


def bidding(language: str, bidder: str, bids: list[tuple[str, int]]) -> Overlay:
    """Enclave's bidding for the order of play: ``bidder`` declares a sum of their starting
    coins; ``bids`` are the ``(player, sum)`` declared so far, whose sums are not offered
    again (except 0, which anyone may bid)."""
    taken = {bid for _, bid in bids if bid}
    lines = (tr(language, "bid_help", coins=BID_MONEY, name=bidder),)
    if bids:
        lines += (tr(language, "bids_so_far", bids=", ".join(f"{name} {bid}" for name, bid in bids)),)
    choices = [(f"ui:bid:{n}", str(n)) for n in range(BID_MONEY + 1) if n not in taken]
    return Overlay("bid", tr(language, "bid_title", name=bidder), lines,
                   tuple(choices + [("ui:bid_cancel", tr(language, "previous"))]))


def seat_player(game: str, seat: int, card) -> str:
    """The name a player scanned at ``seat`` (1-4) plays under: T.I.M.E Stories agents are
    the seat colours, Enclave players their snatcher's colour, Cavendish agents the receptacle."""
    if game == "timestories":
        return SEAT_COLOURS[seat - 1]
    if game == "enclave":
        return card.get("colour") or SNATCHERS[seat - 1]
    return card.name


def scanned_setup(game: str, default: dict, seated: list[tuple[int, object]], captain: int | None = None,
                  order: list[int] | None = None, bids: list[tuple[int, int]] | None = None) -> dict:
    """The setup line of ``game`` with the players whose cards (catalog cards) were scanned,
    ``seated`` as ``(seat, card)`` in seat order, each entry keeping its seat number so the
    seat readers find it in play; ``captain`` and ``order`` are seats, ``bids`` Enclave's
    ``(seat, sum)`` in bidding order (the bidding method instead of drawing)."""
    line = copy.deepcopy(default)
    names = {seat: seat_player(game, seat, card) for seat, card in seated}
    if game == "timestories":
        line["agents"] = [{"name": names[seat], "seat": seat, "receptacle": card.name, "lp": card.get("lp"),
                           "resistance": card.get("resistance", 0), "dice": dict(card.get("dice", {}))}
                          for seat, card in seated]
        line["captain"] = names[captain if captain in names else seated[0][0]]
    elif game == "enclave":
        line["players"] = [{"name": names[seat], "seat": seat, "snatcher": card.name}
                           | ({"cells": card["cells"]} if card.get("cells") else {}) for seat, card in seated]
        line.pop("order", None)
        if bids:
            line.update(method="bid", bids=[{"player": names[seat], "bid": bid} for seat, bid in bids])
        elif order:
            line["order"] = [names[seat] for seat in order]
    else:
        line["played"] = list(names.values())
    return line


def touch_setup(game: str, default: dict, players: int) -> dict:
    """The setup line of ``game`` for ``players`` players, from its table's default
    (the touch path; scanning receptacles and seats then happens in play)."""
    line = copy.deepcopy(default)
    if game == "timestories":
        line["agents"] = [{"name": SEAT_COLOURS[i], "lp": 4, "resistance": 1} for i in range(players)]
        line["captain"] = SEAT_COLOURS[0]
    elif game == "cavendish":
        line["played"] = [r["name"] for r in line["receptacles"][:players]]
    elif game == "enclave":
        line["players"] = [{"name": c, "snatcher": f"{c} snatcher"} for c in SNATCHERS[:players]]
    elif game == "kivalasztottak":
        names = line["players"][:players]
        line.update(players=names, first=names[0], future={n: 40 for n in names}, towers={n: 3 for n in names})
    return line


def player_counts(game: str, default: dict) -> list[int]:
    """The player counts whose touch setup the engine accepts."""
    from engine import ActionError, Match

    counts = []
    for n in range(1, 5):
        try:
            Match.start(touch_setup(game, default, n))
        except (ActionError, IndexError, KeyError):
            continue
        counts.append(n)
    return counts


def menu(language: str, theme: str, paused: bool) -> Overlay:
    choices = [("undo", tr(language, "undo")), ("ui:history", tr(language, "history")),
               ("ui:enter_dice", tr(language, "enter_dice")), ("ui:choose_card", tr(language, "choose_card")),
               ("ui:resume_clock" if paused else "ui:pause", tr(language, "resume_clock" if paused else "pause")),
               ("ui:report", tr(language, "report")), ("ui:start", tr(language, "new_game")),
                ("ui:language", tr(language, "language", name=LANGUAGE_NAMES[language])),
                ("ui:theme", tr(language, "theme", name=theme_name(language, theme))),
                ("ui:close", tr(language, "close"))]
    return Overlay("menu", tr(language, "menu_title"), (tr(language, "menu_help"),), tuple(choices))


def history(language: str, entries: list[str], page: int) -> Overlay:
    """``entries`` oldest first; page 0 is the newest ``HISTORY_PAGE`` of them."""
    end = max(0, len(entries) - page * HISTORY_PAGE)
    shown = entries[max(0, end - HISTORY_PAGE):end] or [tr(language, "history_empty")]
    choices = [("ui:history_older", tr(language, "previous"))] if end > HISTORY_PAGE else []
    choices += [("ui:history_newer", tr(language, "more"))] if page > 0 else []
    return Overlay("history", tr(language, "history_title", count=len(entries)), tuple(shown),
                   tuple(choices + [("undo", tr(language, "undo")), ("ui:close", tr(language, "close"))]))


def correction(language: str, why: str, faces: list[str], count: int, picked: list[str],
               picture: str | None, can_keep: bool) -> Overlay:
    """Ask for the value of each die in turn (one tap for a single die)."""
    lines = (why, tr(language, "correct_pick", n=len(picked) + 1, count=count))
    if picked:
        lines += (", ".join(face_name(language, name) for name in picked),)
    choices = [(f"ui:die:{name}", face_name(language, name)) for name in faces]
    choices += [("ui:keep", tr(language, "keep_read"))] if can_keep else []
    return Overlay("correct", tr(language, "correct_title"), lines,
                   tuple(choices + [("ui:close", tr(language, "ignore"))]), picture=picture or "")


def dice_count(language: str) -> Overlay:
    """How many dice were thrown, one tap (dice entered by touch, with no camera reading)."""
    choices = [(f"ui:dice_count:{n}", tr(language, "dice_n", n=n)) for n in range(1, 7)]
    return Overlay("enter_dice", tr(language, "enter_dice"), (tr(language, "dice_count_help"),),
                   tuple(choices + [("ui:close", tr(language, "close"))]))


def _card_page(language: str, cards: list, page: int, pick: str) -> tuple[list, int, int]:
    """One page of ``cards`` (``(card id, label)``) as choices ``pick + card id``, with the
    page turns (``ui:page:previous``, ``ui:page:more``); returns them, the page shown and the pages."""
    pages = max(1, -(-len(cards) // ENROL_PAGE))
    page = min(page, pages - 1)
    shown = cards[page * ENROL_PAGE:(page + 1) * ENROL_PAGE]
    choices = [(f"{pick}{card_id}", label) for card_id, label in shown]
    choices += [("ui:page:previous", tr(language, "previous"))] if page > 0 else []
    choices += [("ui:page:more", tr(language, "more"))] if page < pages - 1 else []
    return choices, page, pages


def enrol(language: str, uid: str, cards: list[tuple[str, str]], page: int) -> Overlay:
    """Offer the game's cards (``(card id, name)``) for an unknown tag, a page at a time."""
    choices, page, pages = _card_page(language, cards, page, "ui:bind:")
    return Overlay("enrol", tr(language, "enrol_title", uid=uid),
                   (tr(language, "enrol_help", page=page + 1, pages=pages),),
                   tuple(choices + [("ui:close", tr(language, "ignore"))]))


def choose_card(language: str, cards: list[tuple[str, str, str]], page: int) -> Overlay:
    """Play one of the game's cards (``(card id, kind, name)``) by touch, as if scanned: the
    cards are grouped by kind, and the help line names the kinds on the page shown."""
    kinds = list(dict.fromkeys(kind for _, kind, _ in cards))
    grouped = sorted(cards, key=lambda card: kinds.index(card[1]))
    choices, page, pages = _card_page(language, [(card_id, name) for card_id, _, name in grouped], page,
                                      "ui:play_card:")
    on_page = ", ".join(dict.fromkeys(kind for _, kind, _ in grouped[page * ENROL_PAGE:(page + 1) * ENROL_PAGE]))
    return Overlay("choose_card", tr(language, "choose_card"),
                   (tr(language, "choose_card_help", kinds=on_page or "-", page=page + 1, pages=pages),),
                   tuple(choices + [("ui:close", tr(language, "close"))]))


def report(language: str, title: str, picture: str) -> Overlay:
    return Overlay("report", tr(language, "report_title", game=title), (), (("ui:close", tr(language, "close")),),
                   picture=picture)
