"""Enclave at the table: which card or button becomes which action.

Every number comes from the card catalog (``device/cards/enclave.jsonl`` plus the
owner's cards in ``cards.jsonl``), entered once per card since it is printed there.

"The snatcher" a card is for is the one of the seat reader that saw it (reader
``seat3`` is the player whose setup ``seat`` is 3); on an empty seat's or any other
reader it is the snatcher the table is serving now (``active``: the Player button
moves it on).

Cards:

* ``mission`` starts a boarding for the snatcher; while it is prepared the kiosk shows
  the damage per type, the protection and the predicted outcome. ``trap`` cards are
  revealed into it, ``protection`` cards and the ``preparation`` token protect it;
  the Board button resolves it (Cancel drops it).
* ``protection`` and ``healing`` outside a boarding: in the Action Phase a card not
  in the snatcher's hand is bought (its ``price`` paid, the card held); a healing card
  in hand is used.
* ``enhancement`` (``type`` snatcher or machine) is bought at its ``price`` and slipped
  under the snatcher card; with both slots full it replaces the weaker one.
* ``pryze``: just gained, it is shown for the Keep / Sell decision; kept earlier, it is
  used as its ``use`` says (an enhancement, a healing item, a protection item).

Buttons: ``next`` moves to the next phase (ends the round in the Rotation Phase) or,
during a boarding, resolves it; ``confirm`` resolves a boarding; ``player`` serves the
next snatcher; ``keep``/``sell``/``trade`` decide a pryze or Tree token just gained;
``prepare``, ``tree`` (trade all Knowledge the Tree allows), ``tree_card`` (the visited
level's card when it needs nothing more: Doctor Tertius, In Sync, Akunen, Jacob Tyllo),
``knowledge+1`` and ``money+1`` (location bonuses) act for the active snatcher; ``sync``
(before the round's first boarding) declares the active snatcher the In Sync holder's
partner, whose boarding then takes the holder along; ``cancel`` drops a boarding; undo is generic. Enclave
uses no dice. The Oracle, the Tree cards that need numbers (Loki, Mr Woo, Alba, Talking
Foxes) and damage symbols have no button yet (six fit beside the board): they are action
lines of their own (see ``engine.enclave``).
"""

from __future__ import annotations

import copy
import random

from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from device.tables import AskBids, Notice, ScanSetup, TouchButton
from engine import registry
from engine.enclave import BID_MONEY, CONDITIONS, ENHANCEMENT_SLOTS, TRACK_MAX, TRACK_MIN
from engine.text import t

DEFAULT_SETUP = {
    "action": "setup", "game": "enclave", "method": "draw", "tree_points": 9,
    "players": [{"name": "Red", "snatcher": "Red snatcher"}, {"name": "Blue", "snatcher": "Blue snatcher"},
                {"name": "Green", "snatcher": "Green snatcher"}],
}
# Tree cards whose ability needs no number or card beyond the player: one button uses them.
ONE_TOUCH_TREE_CARDS = {"doctor_tertius": "Doctor Tertius", "in_sync": "In Sync", "akunen": "Akunen",
                        "jacob_tyllo": "Jacob Tyllo"}


# -- setting a game up on the kiosk: snatchers scanned at their seat, the order drawn or bid --

SCAN_SETUP = ScanSetup("snatcher", t("snatcher"))
SNATCHERS = ("Red", "Blue", "Green", "Yellow")   # a snatcher card without a colour plays as its seat's

# What each kind of card has printed on it, for validating and authoring cards (device.catalog):
# a type, a range of whole numbers, a tuple of the values allowed, an object of such fields, or a
# list of up to that many entries.
_CONDITIONS = {"physical": range(0, 11), "mental": range(0, 11)}
_PRICE = {"price": range(0, 21)}
_CELL = {"track": CONDITIONS, "value": range(TRACK_MIN, TRACK_MAX + 1), "kind": ("critical", "super"),
         "number": range(1, 3)}
CARD_FIELDS = {
    "mission": _CONDITIONS | {"traps": range(0, 6), "rewards": {
        "knowledge": range(0, 11), "money": range(0, 11), "pryzes": range(0, 6), "tree_tokens": range(0, 6)}},
    "trap": _CONDITIONS,
    "preparation": _CONDITIONS,
    "protection": _CONDITIONS | _PRICE,
    "healing": _CONDITIONS | _PRICE,
    "enhancement": {"type": ("snatcher", "machine")} | _CONDITIONS
                   | {"sesame": range(0, 6), "sarcophagus": range(0, 6)} | _PRICE,
    "pryze": {"use": ("knowledge", "enhancement", "healing", "protection"), "knowledge": range(0, 11),
              "type": ("snatcher", "machine")} | _CONDITIONS | {"sesame": range(0, 6), "sarcophagus": range(0, 6)}
             | _PRICE,
    "snatcher": {"colour": SNATCHERS, "cells": [_CELL] * 22},
}

# order: seats in the order drawn; bids: (seat, sum) in bidding order (the bidding method)
SETUP_OPTIONS = {"order": None, "bids": None}


def seat_player(seat: int, card) -> str:
    """Players are named after their snatcher's colour."""
    return card.get("colour") or SNATCHERS[seat - 1]


def seated(options: dict, seat: int) -> dict:
    """An order must name every player: a new one drops the order drawn or bid."""
    return options | {"order": None, "bids": None}


def setup_view(options: dict, seated: list, names: dict[int, str]) -> tuple[tuple, tuple]:
    if len(seated) < 2:
        return (), ()
    if options["bids"]:
        line = t("Order of play by the bids: {names}",
                 names=registry.get("enclave").start(scanned_setup(seated, options)).state["order"])
    else:
        line = t("Order of play: {names}", names=[names[seat] for seat in options["order"] or names])
    return (line,), (("ui:draw_order", t("Draw the order")), ("ui:bidding", t("Bid for the order")))


def _draw_order(options: dict, _arg: str, seats: list[int]) -> dict:
    """The kiosk draws the order of play (the drawing method)."""
    return options | {"order": random.sample(seats, len(seats)), "bids": None}


def _bidding(_options: dict, _arg: str, seats: list[int]) -> AskBids:
    """The bidding method: a random first bidder, then clockwise (the seat order)."""
    first = random.randrange(len(seats))
    return AskBids(seats[first:] + seats[:first], BID_MONEY)


SETUP_CHOICES = {"draw_order": _draw_order, "bidding": _bidding}


def with_bids(options: dict, bids: list[tuple[int, int]]) -> dict:
    return options | {"bids": bids}


def scanned_setup(seated: list, options: dict) -> dict:
    """Each player keeps the seat of their snatcher card, so the seat reader finds them in play."""
    line = copy.deepcopy(DEFAULT_SETUP)
    names = {seat: seat_player(seat, card) for seat, card in seated}
    line["players"] = [{"name": names[seat], "seat": seat, "snatcher": card.name}
                       | ({"cells": card["cells"]} if card.get("cells") else {}) for seat, card in seated]
    line.pop("order", None)
    if options["bids"]:
        line.update(method="bid", bids=[{"player": names[seat], "bid": bid} for seat, bid in options["bids"]])
    elif options["order"]:
        line["order"] = [names[seat] for seat in options["order"]]
    return line


def touch_setup(players: int, options: dict) -> dict:
    return copy.deepcopy(DEFAULT_SETUP) | {"players": [{"name": c, "snatcher": f"{c} snatcher"}
                                                       for c in SNATCHERS[:players]]}


def map_event(event, state: dict, catalog) -> dict | Notice | None:
    if isinstance(event, TagPlaced):
        return _card(catalog.card_for(event.uid), _seat_player(event.reader, state) or state["active"], state)
    if isinstance(event, ButtonPressed):
        return _button(event.name, state)
    if isinstance(event, DiceRolled):
        return Notice(t("Enclave uses no dice; scan a card or press a button."))
    return None


def dice_counts(state: dict) -> tuple[int, ...]:
    """Enclave is played without dice: the dice entry has no roll to take."""
    return ()


def _seat_player(reader: str, state: dict) -> str | None:
    """``seat2`` is the player set up at seat 2; empty seats and other readers name nobody."""
    return next((name for name, player in state["players"].items() if reader == f"seat{player['seat']}"), None)


def _numbers(card, *keys: str) -> dict:
    return {key: card.get(key, 0) for key in keys}


# --- cards ----------------------------------------------------------------------------------------

def _card(card, who: str, state: dict) -> dict | Notice:
    draft = state["draft"]
    kind = card.kind
    if kind == "mission":
        if draft:
            return Notice(t("{name}'s boarding is open: press Board or Cancel first.", name=draft["player"]),
                          attention=True)
        mission = _numbers(card, *CONDITIONS) | {"rewards": dict(card.get("rewards", {}))}
        if card.get("traps") is not None:
            mission["traps"] = card["traps"]
        return {"action": "boarding", "player": who, "mission": mission}
    if kind == "trap":
        if not draft:
            return Notice(t("{card}: scan the mission card first.", card=card.name), attention=True)
        return {"action": "trap", **_numbers(card, *CONDITIONS)}
    if kind == "preparation":
        if not draft:
            return Notice(t("The preparation token counts only in a boarding: scan the mission card first."))
        return {"action": "protect", "prep": True, "owner": _team_member(who, draft), **_numbers(card, *CONDITIONS)}
    if kind == "pryze":
        return _pryze(card, who, state)
    if kind == "enhancement":
        return _enhancement(card, who, state, cost=card.get("price", 0), pryze=False)
    if kind in ("protection", "healing"):
        return _item(card, who, state)
    return Notice(t("{card} is a {kind} card, which Enclave does not use.", card=card.name, kind=kind))


def _team_member(who: str, draft: dict) -> str | None:
    """The owner of a protection card: the scanning snatcher if on the mission, else the boarding one."""
    return who if who in (draft["player"], draft["in_sync"]) else None


def _item(card, who: str, state: dict) -> dict | Notice:
    draft = state["draft"]
    if card.kind == "protection" and draft:
        return {"action": "protect", "owner": _team_member(who, draft), "card": card.name,
                **_numbers(card, *CONDITIONS)}
    if card.kind == "healing" and card.name in state["players"][who]["hand"]:
        return {"action": "heal", "player": who, "card": card.name, **_numbers(card, *CONDITIONS)}
    if state["phase"] == "action":
        return {"action": "buy", "player": who, "cost": card.get("price", 0), "card": card.name}
    return Notice(t("{card}: {name} does not hold it, and cards are bought in the Action Phase.",
                    card=card.name, name=who), attention=True)


def _enhancement(card, who: str, state: dict, cost: int, pryze: bool) -> dict:
    kind = card.get("type", "snatcher")
    keys = CONDITIONS if kind == "snatcher" else ("sesame", "sarcophagus")
    action = {"action": "enhance", "player": who, "kind": kind, "cost": cost, "pryze": pryze, **_numbers(card, *keys)}
    slots = state["players"][who]["enhancements"][kind]
    if len(slots) >= ENHANCEMENT_SLOTS:
        # The rules let the player choose; the table replaces the weaker card (undo to choose the other).
        weaker = min(range(len(slots)), key=lambda i: sum(slots[i][k] for k in keys))
        action["replace"] = weaker + 1
    return action


def _pryze(card, who: str, state: dict) -> dict | Notice:
    player = state["players"][who]
    if player["pending"]["pryzes"]:
        knowledge = card.get("knowledge", 0) if card.get("use") == "knowledge" else 0
        return {"action": "pryze", "player": who, "price": card.get("price", 0), "knowledge": knowledge}
    use = card.get("use")
    if use == "enhancement":
        return _enhancement(card, who, state, cost=0, pryze=True)
    if use == "healing" and not state["draft"]:
        return {"action": "heal", "player": who, "pryze": True, **_numbers(card, *CONDITIONS)}
    if use == "protection" and state["draft"]:
        return {"action": "protect", "owner": _team_member(who, state["draft"]), "pryze": True,
                **_numbers(card, *CONDITIONS)}
    return Notice(t("{card}: {name} has no pryze to decide on and cannot use this one now.",
                    card=card.name, name=who), attention=True)


# --- buttons --------------------------------------------------------------------------------------

def _deciding(state: dict) -> tuple[str, str] | None:
    """The first player in order with a reward waiting for a decision, and what it is."""
    for name in state["order"]:
        pending = state["players"][name]["pending"]
        if pending["tree_tokens"]:
            return name, "tree_token"
        if pending["pryzes"]:
            return name, "pryze"
    return None


def _button(name: str, state: dict) -> dict | Notice | None:
    draft, active = state["draft"], state["active"]
    deciding = _deciding(state)
    if name in ("keep", "sell", "trade") and deciding:
        who, what = deciding
        if what == "tree_token":
            return {"action": "tree_token", "player": who, "keep": name == "keep"}
        if name == "sell" and state["players"][who]["offer"] is None:
            return Notice(t("Scan {name}'s pryze card first: its price decides the sale.", name=who), attention=True)
        return {"action": "keep_pryze" if name == "keep" else "sell_pryze", "player": who}
    if name in ("confirm", "next") and draft:
        return {"action": "confirm_board"}
    if name == "cancel" and draft:
        return {"action": "cancel_board"}
    if name == "next":
        return {"action": "end_round" if state["phase"] == "rotation" else "next_phase"}
    if name == "player":
        return {"action": "select", "player": _next_snatcher(state)}
    if name == "sync":
        holder = _undeclared_sync_holder(state)
        if holder is None:
            return Notice(t("Nobody can declare an In Sync partner now (before the round's first boarding only)."))
        return {"action": "declare_sync", "player": holder, "partner": active}
    if name == "prepare":
        return {"action": "prepare", "player": active}
    if name == "tree":
        return _tree_exchange(state, active)
    if name == "tree_card":
        card = _one_touch_tree_card(state)
        return {"action": "tree_card", "player": active, "card": card} if card else None
    if name in ("knowledge+1", "money+1"):
        return {"action": name[:-2], "player": active, "n": 1}
    return None


def _next_snatcher(state: dict) -> str:
    """Whom the Player button serves next: the snatcher after the active one, in order of play."""
    order = state["order"]
    return order[(order.index(state["active"]) + 1) % len(order)]


def _undeclared_sync_holder(state: dict) -> str | None:
    """An In Sync token holder who may still name the active snatcher as partner (before any boarding)."""
    if state["phase"] != "action" or state["boarded"]:
        return None
    return next((n for n, p in state["players"].items() if n != state["active"]
                 and p["in_sync_round"] == state["round"] and p["sync_partner"] is None), None)


def _one_touch_tree_card(state: dict) -> str | None:
    """The Tree card the active snatcher may use now with one touch, if any."""
    active = state["active"]
    level = state["tree_visits"].get(active)
    if level is None or active in state["tree_cards_used"]:
        return None
    card = state["tree"]["cards"].get(str(level))
    return card if card in ONE_TOUCH_TREE_CARDS else None


def _tree_exchange(state: dict, who: str) -> dict:
    """Trade all the Knowledge the Tree allows (the engine stops at the Tree marker): on the current
    level, or in round 6 the level with most left. An emptied level is only visited (for its card)."""
    levels = state["tree"]["levels"]
    level = state["tree"]["level"] or 1 + max(range(len(levels)), key=lambda i: levels[i])
    n = state["players"][who]["knowledge"] if levels[level - 1] else 0
    return {"action": "tree_exchange", "player": who, "level": level, "n": n}


# The outcomes that stay on the banner until the next input: a boarding and its outcome, the game's end.
BANNER_EVENTS = frozenset({"board", "boarding", "over"})


def touch_buttons(state: dict) -> list[TouchButton]:
    undo = TouchButton("undo", t("Undo"))
    if state["draft"]:
        return [TouchButton("confirm", t("Board!")), TouchButton("cancel", t("Cancel boarding")), undo]
    deciding = _deciding(state)
    if deciding:
        who, what = deciding
        if what == "tree_token":
            return [TouchButton("keep", t("{name}: keep Tree token", name=who)),
                    TouchButton("trade", t("Trade: 2 Knowledge")), undo]
        return [TouchButton("keep", t("{name}: keep pryze", name=who)), TouchButton("sell", t("Sell pryze")), undo]
    active = state["active"]
    # The button names whom it serves once tapped; the view marks the snatcher served now.
    buttons = [TouchButton("player", t("Cards for {name}", name=_next_snatcher(state)))]
    if state["phase"] == "action":
        holder = _undeclared_sync_holder(state)
        # Six buttons fit: while an In Sync partner may be declared, that button takes +1 money's place.
        buttons += ([TouchButton("sync", t("{holder} in sync with {name}", holder=holder, name=active))]
                    if holder else [])
        buttons += [TouchButton("prepare", t("Prepare")), TouchButton("knowledge+1", t("+1 Knowledge"))]
        buttons += [] if holder else [TouchButton("money+1", t("+1 money"))]
    elif state["phase"] == "tree":
        buttons += [TouchButton("tree", t("Trade Knowledge"))]
        card = _one_touch_tree_card(state)
        if card:
            buttons.append(TouchButton("tree_card", t("Use {card}", card=ONE_TOUCH_TREE_CARDS[card])))
    buttons.append(TouchButton("next", t("End round") if state["phase"] == "rotation" else t("Next phase")))
    return buttons + [undo]
