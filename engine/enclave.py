"""Enclave: condition tracks, boardings into the Enclave and the Tree.

The rulebook (``../shared/rules/enclave.txt``) is the authority; every event
sentence names the rule it applies. The engine keeps what the rules count:
each snatcher's physical and mental condition (current and maximum on a
-5..+5 track), the jump machine (sesame 0..6, sarcophagus 2..5), enhancement
slots, money, Knowledge, Tree tokens and markers, pryze cards and victory
points, through six rounds of five phases and the final scoring.

Cards are not identified here: the table scans them and sends their printed
numbers as action fields (a mission's damage and rewards, each trap, each
protection item), so the engine does the boarding arithmetic and nothing else
needs to know the deck.

Readings of the rulebook where it is silent or loose (each one is repeated in
the docstring of the rule it concerns):

* A change that would move a marker past the end of its track stops at the end
  (the part beyond is ignored).
* The critical (red) cells of a track run from -5 upwards and the super (green)
  cells from +5 downwards; a condition "in critical condition" is on or below
  the highest red cell, "in super condition" on or above the lowest green cell.
* The mission card's own damage is a trap too (the rulebook's example calls it
  "a fixed physical trap"), so critical and super condition adjust the whole
  damage of their type.
* A snatcher who boards already in critical condition of a type fails if it
  takes at least one wound of that type ("gets the critical condition wound").
* The Akunen critical nullification token cancels the red cells: no critical
  penalty, and the boarding fails only if wounds would push the marker beyond
  the last red cell (past -5).
* In Sync partners share the trap damage and the protection; each one's own
  critical or super condition still adjusts the damage they take.
* A bonus category at the end is not paid when nobody has any of it.
* Two players reaching 4 Tree tokens in the same round: the one with more wins,
  then the one with more Knowledge (the rulebook's tie-breaks); a tie on points
  that survives both tie-breaks is a shared victory (``winner`` None, ``winners``).

At the table a boarding is usually built card by card (``boarding`` from the
mission card, ``trap``, ``protect``, then ``confirm_board``): the
``draft`` in the state, which the kiosk previews with :func:`assess_boarding`.
``active`` is the snatcher the table's next cards are for. Every action is
declared above its function (``@moves.move``), whose docstring documents it.
"""

from __future__ import annotations

from functools import reduce

from engine.core import Event, Field, Game, Moves, check_fields, ensure, ensure_form, opt
from engine.text import Text, and_list, or_list, plural, t

TRACK_MIN, TRACK_MAX = -5, 5
SESAME_MIN, SESAME_MAX = 0, 6
SARCOPHAGUS_MIN, SARCOPHAGUS_MAX = 2, 5
CONDITIONS = ("physical", "mental")
PHASES = ("initiative", "planning", "action", "tree", "rotation")
ROUNDS = 6
TREE_LEVELS = 5
DRAW_MONEY = (8, 9, 10, 11)          # starting money by drawn position
BID_MONEY = 11                       # starting money when bidding for the order
ENHANCEMENT_SLOTS = 2                # per kind: snatcher and machine
WINNING_TREE_TOKENS = 4
FAILED_BOARDING_KNOWLEDGE = 1
TREE_TOKEN_TRADE = 2                 # Knowledge for a Tree token not kept
BONUS_CATEGORIES = ("tree_markers", "tree_tokens", "money", "pryzes")
BONUS_MOST, BONUS_TIED = 2, 1

# The words the sentences use for the tracks, the machine and the phases.
NAMES = {"physical": t("physical"), "mental": t("mental"), "sesame": t("sesame"), "sarcophagus": t("sarcophagus")}
PHASE_NAMES = {"initiative": t("the Initiative Phase"), "planning": t("the Planning Phase"),
               "action": t("the Action Phase"), "tree": t("the Tree Phase"), "rotation": t("the Rotation Phase")}
ENHANCEMENT_NAMES = {"snatcher": t("snatcher enhancement"), "machine": t("machine enhancement")}
BONUS_NAMES = {"tree_markers": t("tree markers"), "tree_tokens": t("tree tokens"), "money": t("money"),
               "pryzes": t("pryzes")}

# The printed cells when a setup does not give a snatcher card's own: value -> printed number.
DEFAULT_CELLS = {"critical": {-5: 2, -4: 2, -3: 1}, "super": {3: 1, 4: 1, 5: 2}}

# Tree cards by level, as the rulebook lists them.
TREE_CARD_LEVELS = {
    "loki": 1, "anzelms_workshop": 1, "ma_lous_stand": 1,
    "his_majesty_lizard": 2, "mr_woos_curiosities": 2, "alba_chryzostom": 2,
    "doctor_tertius": 3, "boarding_for_angelos": 3, "in_sync": 3,
    "amber_svensen": 4, "ultima_thule": 4, "akunen": 4,
    "talking_foxes": 5, "jacob_tyllo": 5, "order_of_the_edge": 5,
}
# The rulebook's suggested set for a first game (it names no level-5 card).
FIRST_GAME_TREE_CARDS = {"1": "loki", "2": "alba_chryzostom", "3": "doctor_tertius", "4": "amber_svensen"}
# Tree cards whose ability changes what the engine counts (the others work through buy, money, board...).
TREE_CARD_ABILITIES = ("loki", "mr_woos_curiosities", "alba_chryzostom", "doctor_tertius", "in_sync",
                       "akunen", "talking_foxes", "jacob_tyllo", "order_of_the_edge")
ALBA_MONEY_PER_KNOWLEDGE = 7
FOXES_KNOWLEDGE = 2
TYLLO_KNOWLEDGE = 4

NAME = Field(str, min=1, max=20)
CELL = {
    "track": Field(str, choices=CONDITIONS),
    "value": Field(int, min=TRACK_MIN, max=TRACK_MAX),
    "kind": Field(str, choices=("critical", "super")),
    "number": Field(int, min=1, max=2),
}
PLAYER = {"name": NAME, "snatcher": Field(str, min=1, max=30), "cells": opt(list, None, of=CELL, max=22),
          "seat": opt(int, None, min=1, max=4)}   # the seat reader (seat1..seat4); default: position + 1
DAMAGE = {"physical": opt(int, 0, min=0, max=20), "mental": opt(int, 0, min=0, max=20)}
CARD_NAME = opt(str, None, min=1, max=40)
PROTECTION = {**DAMAGE, "pryze": opt(bool, False), "owner": opt(str), "card": CARD_NAME}
REWARDS = {"knowledge": opt(int, 0, min=0, max=10), "money": opt(int, 0, min=0, max=30),
           "pryzes": opt(int, 0, min=0, max=5), "tree_tokens": opt(int, 0, min=0, max=3)}
# The core checks fields of actions and of list items; these single objects are checked by ``board``.
MISSION = {**DAMAGE, "rewards": opt(dict, {}), "traps": opt(int, None, min=0, max=5)}


def _fields(**extra: Field) -> dict:
    """A move's fields: the player it is for, and ``extra``."""
    return {"player": NAME, **extra}


moves = Moves()


# ----------------------------------------------------------------- setup

@moves.move("setup", {
    "players": Field(list, min=2, max=4, of=PLAYER),
    "method": Field(str, choices=("draw", "bid")),
    "order": opt(list, None, of=NAME),
    "bids": opt(list, None, of={"player": NAME, "bid": Field(int, min=0, max=BID_MONEY)}),
    "tree_points": Field(int, min=1, max=30),
    "tree_cards": opt(dict, None, of=Field(str, choices=tuple(TREE_CARD_LEVELS))),
})
def setup(state: dict, args: dict) -> list[Event]:
    """Start a game: 2-4 players with their snatcher cards (each may list its red/green `cells` as {track, value,
    kind, number}; default red -5:2, -4:2, -3:1 and green +3:1, +4:1, +5:2 on both tracks; and its `seat` 1-4, the
    seat reader; default: its position in the list), the order by `draw` (`order`, money 8/9/10/11 by position) or
    `bid` (`bids` [{player, bid}] in bidding order, 11 each), the Tree marker's points per level, and the Tree card
    per level (`tree_cards` {"1": card...}; default the first-game set)."""
    names = [p["name"] for p in args["players"]]
    ensure(len(set(names)) == len(names), t("Setup: each player needs a different name."))
    snatchers = [p["snatcher"] for p in args["players"]]
    ensure(len(set(snatchers)) == len(snatchers), t("Setup: each player needs a different snatcher card."))
    seats = [p["seat"] or i + 1 for i, p in enumerate(args["players"])]
    ensure_form(len(set(seats)) == len(seats),
                t("Setup: each player needs a different seat (seats given: {seats}).", seats=seats))
    if args["method"] == "draw":
        order, money, why = _drawn_order(names, args)
    else:
        order, money, why = _bid_order(names, args)
    cards = _tree_cards(args["tree_cards"])
    state.update({
        "round": 1, "phase": PHASES[0], "over": False, "winner": None, "winners": [],
        "order": order, "next_order": None,
        "active": order[0], "draft": None,
        "boarded": [], "tree_visits": {}, "tree_cards_used": [],
        "tree": {"level": 1, "remaining": args["tree_points"], "levels": [args["tree_points"]] * TREE_LEVELS,
                 "cards": cards, "taken_by": {}},
        "final": None,
        "players": {p["name"]: _new_player(p, money[p["name"]], seat) for p, seat in zip(args["players"], seats)},
    })
    return [Event("setup", t("Setup: {count} snatchers, {why}; order of play {order}.",
                             count=len(names), why=why, order=order),
                  {"order": order, "money": money})]


def _drawn_order(names: list[str], args: dict) -> tuple[list[str], dict, Text]:
    """Method I: the drawn order pays 8, 9, 10, 11 by position."""
    order = args["order"] or names
    ensure(sorted(order) == sorted(names),
           t("Setup: the drawn order must name every player exactly once ({players}).", players=names))
    money = {name: DRAW_MONEY[i] for i, name in enumerate(order)}
    return order, money, t("order drawn with starting money {money}", money=[money[n] for n in order])


def _bid_order(names: list[str], args: dict) -> tuple[list[str], dict, Text]:
    """Method II: 11 each; the highest bid plays first; non-zero bids are paid; zero bids last in bidding order."""
    bids = args["bids"]
    ensure(bids is not None, t("Setup: the bidding method needs the bids, in bidding order."))
    bidders = [b["player"] for b in bids]
    ensure(sorted(bidders) == sorted(names),
           t("Setup: the bids must name every player exactly once ({players}).", players=names))
    paid = [b["bid"] for b in bids if b["bid"] > 0]
    ensure(len(set(paid)) == len(paid), t("Bidding: no two players may declare the same sum, unless it is 0."))
    ranked = sorted((b for b in bids if b["bid"] > 0), key=lambda b: -b["bid"])
    order = [b["player"] for b in ranked] + [b["player"] for b in bids if b["bid"] == 0]
    money = {b["player"]: BID_MONEY - b["bid"] for b in bids}
    return order, money, t("order bid from {money} coins each, bids paid to the bank", money=BID_MONEY)


def _tree_cards(given: dict | None) -> dict:
    """The Tree card on each level ("1".."5"); the rulebook's first-game set by default."""
    if given is None:
        return dict(FIRST_GAME_TREE_CARDS)
    for level, card in given.items():
        ensure_form(level in {str(n) for n in range(1, TREE_LEVELS + 1)},
                    t("'setup' field 'tree_cards' has level '{level}'; levels are 1 to {top}.",
                      level=level, top=TREE_LEVELS))
        ensure(TREE_CARD_LEVELS[card] == int(level),
               t("Setup: the Tree card {card} belongs on level {right}, not {level}.",
                 card=card, right=TREE_CARD_LEVELS[card], level=level))
    return dict(given)


def _new_player(spec: dict, money: int, seat: int) -> dict:
    return {
        "snatcher": spec["snatcher"], "seat": seat, "money": money, "vp": 0, "knowledge": 0,
        "tree_tokens": 0, "tree_markers": 0, "pryzes": 0,
        "physical": {"cur": 0, "max": 0}, "mental": {"cur": 0, "max": 0},
        "sesame": SESAME_MIN, "sarcophagus": SARCOPHAGUS_MIN,
        "enhancements": {"snatcher": [], "machine": []},
        "cells": _cells(spec),
        "prep_round": None, "in_sync_round": None, "sync_partner": None, "nullified": False, "tyllo_used": False,
        "pending": {"tree_tokens": 0, "pryzes": 0}, "offer": None, "hand": [],
    }


def _cells(spec: dict) -> dict:
    """Each track's red and green cells as {"critical": {value: number}, "super": {...}} (keys are text).

    Red cells must run from -5 upwards below 0 and green cells from +5 downwards above 0, as on the cards.
    """
    if spec["cells"] is None:
        table = {track: DEFAULT_CELLS for track in CONDITIONS}
    else:
        table = {track: {"critical": {}, "super": {}} for track in CONDITIONS}
        for cell in spec["cells"]:
            ensure(cell["value"] not in table[cell["track"]]["critical"]
                   and cell["value"] not in table[cell["track"]]["super"],
                   t("Setup: {name}'s {track} cell {value} is given twice.",
                     name=spec["name"], track=NAMES[cell["track"]], value=cell["value"]))
            table[cell["track"]][cell["kind"]][cell["value"]] = cell["number"]
    for track, kinds in table.items():
        red, green = sorted(kinds["critical"]), sorted(kinds["super"])
        ensure(not red or (red == list(range(TRACK_MIN, red[-1] + 1)) and red[-1] < 0),
               t("Setup: {name}'s red {track} cells must run from -5 upwards and stay below 0.",
                 name=spec["name"], track=NAMES[track]))
        ensure(not green or (green == list(range(green[0], TRACK_MAX + 1)) and green[0] > 0),
               t("Setup: {name}'s green {track} cells must run from +5 downwards and stay above 0.",
                 name=spec["name"], track=NAMES[track]))
    return {track: {kind: {str(v): n for v, n in cells.items()} for kind, cells in kinds.items()}
            for track, kinds in table.items()}


# ----------------------------------------------------------------- tracks

def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def critical_number(player: dict, track: str) -> int | None:
    """The printed number of the red cell the condition stands on, or None (red cells run up from -5,
    so standing on one is being on or below the highest)."""
    return player["cells"][track]["critical"].get(str(player[track]["cur"]))


def super_number(player: dict, track: str) -> int | None:
    """The printed number of the green cell the condition stands on, or None."""
    return player["cells"][track]["super"].get(str(player[track]["cur"]))


def _apply_enhancements(player: dict, kind: str, added: dict | None = None) -> None:
    """Set the markers to what the enhancement slots give, each stopping at its track's end.

    The slots are the record: recomputing from them means a value capped at a track limit is never taken off
    twice (l.122/126/138). The current condition moves by the ``added`` card's values, or after a removal by the
    maximum's own change, so it never falls below what the remaining slots give.
    """
    slots = player["enhancements"][kind]
    if kind == "snatcher":
        for track in CONDITIONS:
            before = player[track]["max"]
            player[track]["max"] = _clamp(sum(card[track] for card in slots), TRACK_MIN, TRACK_MAX)
            moved = added[track] if added else player[track]["max"] - before
            player[track]["cur"] = _clamp(player[track]["cur"] + moved, TRACK_MIN, TRACK_MAX)
    else:
        player["sesame"] = _clamp(SESAME_MIN + sum(card["sesame"] for card in slots), SESAME_MIN, SESAME_MAX)
        player["sarcophagus"] = _clamp(SARCOPHAGUS_MIN + sum(card["sarcophagus"] for card in slots),
                                       SARCOPHAGUS_MIN, SARCOPHAGUS_MAX)


def _hand_pryzes(player: dict) -> int:
    """Pryze cards in hand: all pryzes held minus those slipped under the snatcher card."""
    slotted = sum(e["pryze"] for kind in player["enhancements"].values() for e in kind)
    return player["pryzes"] - slotted


def _spend_hand_pryze(state: dict, name: str, what: Text) -> None:
    player = state["players"][name]
    ensure(_hand_pryzes(player) > 0, t("{name} has no pryze card in hand to use as {what}.", name=name, what=what))
    player["pryzes"] -= 1


# ----------------------------------------------------------------- guards

def _player(state: dict, name: str) -> dict:
    ensure(name in state["players"], t("'{name}' is not playing (players: {players}).",
                                       name=name, players=state["order"]))
    return state["players"][name]


def _ready(state: dict, *phases: str, before_traps: bool = False) -> None:
    """No boarding is being prepared (``before_traps``: none whose traps are revealed),
    no reward waits for its decision, and (if given) the phase is one of ``phases``."""
    draft = state["draft"]
    if before_traps and draft:
        ensure(not draft["traps"], t("Healing items cannot be used in a mission once its traps are revealed."))
    else:
        ensure(draft is None, t("First finish {name}'s boarding (confirm_board or cancel_board).",
                                name=_draft_owner(state)))
    for name in state["order"]:
        pending = state["players"][name]["pending"]
        ensure(not pending["tree_tokens"],
               t("{name} must first keep or trade the Tree token just gained (tree_token).", name=name))
        ensure(not pending["pryzes"],
               t("{name} must first keep or sell the pryze just gained (keep_pryze or sell_pryze).", name=name))
    if phases:
        ensure(state["phase"] in phases, t("That belongs to {wanted}; it is {now} now.",
                                           wanted=or_list([PHASE_NAMES[p] for p in phases]),
                                           now=PHASE_NAMES[state["phase"]]))


# ----------------------------------------------------------------- condition and machine

@moves.move("heal", _fields(physical=opt(int, 0, min=0, max=10), mental=opt(int, 0, min=0, max=10),
                            pryze=opt(bool, False), card=CARD_NAME))
def heal(state: dict, args: dict) -> list[Event]:
    """A healing item: raise current conditions, never above the maximum, and not once a mission's traps are
    revealed; `pryze` if the card was a pryze, `card` if it is a bought card held in hand."""
    _ready(state, before_traps=True)
    player = _player(state, args["player"])
    if args["pryze"]:
        _spend_hand_pryze(state, args["player"], t("a healing item"))
    if args["card"] is not None:
        ensure(args["card"] in player["hand"], t("{name} holds no {card} to use.", name=args["player"],
                                                 card=args["card"]))
        player["hand"].remove(args["card"])
    parts = []
    for track in CONDITIONS:
        before = player[track]["cur"]
        player[track]["cur"] = max(before, min(player[track]["max"], before + args[track]))
        if args[track]:
            parts.append(_track_change(track, before, player[track]["cur"]))
    return [Event("heal", t("Healing item: {name} heals {what}, never above the maximum condition.",
                            name=args["player"], what=and_list(parts) if parts else t("nothing")),
                  {"player": args["player"]})]


@moves.move("wound", _fields(physical=opt(int, 0, min=0, max=10), mental=opt(int, 0, min=0, max=10)))
def wound(state: dict, args: dict) -> list[Event]:
    """Damage from a card outside a boarding: lower current conditions, never below -5."""
    _ready(state)
    player = _player(state, args["player"])
    parts = []
    for track in CONDITIONS:
        before = player[track]["cur"]
        player[track]["cur"] = max(TRACK_MIN, before - args[track])
        if args[track]:
            parts.append(_track_change(track, before, player[track]["cur"]))
    return [Event("wound", t("Damage symbol: {name} takes {what}, never below -5.",
                             name=args["player"], what=and_list(parts) if parts else t("nothing")),
                  {"player": args["player"]})]


def _track_change(track: str, before: int, after: int) -> Text:
    return t("{track} {before} to {after}", track=NAMES[track], before=before, after=after)


@moves.move("enhance", _fields(
    kind=Field(str, choices=("snatcher", "machine")),
    physical=opt(int, 0, min=-5, max=5), mental=opt(int, 0, min=-5, max=5),
    sesame=opt(int, 0, min=-6, max=6), sarcophagus=opt(int, 0, min=-3, max=3),
    replace=opt(int, None, min=1, max=ENHANCEMENT_SLOTS), pryze=opt(bool, False),
    cost=opt(int, 0, min=0, max=99)))
def enhance(state: dict, args: dict) -> list[Event]:
    """Slip an enhancement card under the snatcher card: `snatcher` moves physical/mental current and maximum
    together, `machine` moves sesame/sarcophagus; with both slots full name the slot to `replace`; `pryze` if the
    card is a kept pryze; `cost` pays for it when bought."""
    _ready(state)
    name, kind = args["player"], args["kind"]
    player = _player(state, name)
    moves = ("physical", "mental") if kind == "snatcher" else ("sesame", "sarcophagus")
    others = ("sesame", "sarcophagus") if kind == "snatcher" else ("physical", "mental")
    ensure_form(not any(args[k] for k in others),
                t("'enhance' of kind '{kind}' changes {moves} only, not {others}.",
                  kind=kind, moves=and_list(list(moves)), others=or_list(list(others))))
    slots = player["enhancements"][kind]
    events = []
    if args["cost"]:
        events += buy(state, {"player": name, "cost": args["cost"], "card": None})
    if len(slots) < ENHANCEMENT_SLOTS:
        ensure(args["replace"] is None, t("{name} still has a free {enhancement} slot; nothing is replaced.",
                                          name=name, enhancement=ENHANCEMENT_NAMES[kind]))
    else:
        ensure(args["replace"] is not None,
               t("Both of {name}'s {enhancement} slots are full: name the one to replace (replace 1 or 2).",
                 name=name, enhancement=ENHANCEMENT_NAMES[kind]))
        events.append(_remove_enhancement(player, kind, args["replace"] - 1, name,
                                          t("Enhancements: the replaced card is discarded without compensation")))
    if args["pryze"]:
        ensure(_hand_pryzes(player) > 0,
               t("{name} has no pryze card in hand to slip under the snatcher card.", name=name))
    card = {k: args[k] for k in moves} | {"pryze": args["pryze"]}
    slots.append(card)
    _apply_enhancements(player, kind, card)
    if kind == "snatcher":
        now = t("current and maximum move together: {tracks}", tracks=[
            t("{track} {cur}/{max}", track=NAMES[track], cur=player[track]["cur"], max=player[track]["max"])
            for track in CONDITIONS])
    else:
        now = t("now sesame {sesame} (0-6) and sarcophagus {sarcophagus} (2-5)",
                sesame=player["sesame"], sarcophagus=player["sarcophagus"])
    gain = [t("{n:+d} {what}", n=args[k], what=NAMES[k]) for k in moves if args[k]] or t("no change")
    events.append(Event("enhance", t("Enhancements: {name} adds a {enhancement} ({gain}), {now}.",
                                     name=name, enhancement=ENHANCEMENT_NAMES[kind], gain=gain, now=now),
                        {"player": name, "enhancement": kind}))
    return events


def _remove_enhancement(player: dict, kind: str, index: int, name: str, why: str) -> Event:
    slots = player["enhancements"][kind]
    ensure(index < len(slots), t("{name} has no {enhancement} in slot {slot}.",
                                 name=name, enhancement=ENHANCEMENT_NAMES[kind], slot=index + 1))
    card = slots.pop(index)
    _apply_enhancements(player, kind)
    if card["pryze"]:
        player["pryzes"] -= 1
    return Event("unenhance", t("{why}: {name} loses a {enhancement} from slot {slot} and the markers move back.",
                                why=why, name=name, enhancement=ENHANCEMENT_NAMES[kind], slot=index + 1),
                 {"player": name, "enhancement": kind})


# ----------------------------------------------------------------- money, Knowledge, pryzes, Tree tokens

@moves.move("money", _fields(n=Field(int, min=-99, max=99)))
def money(state: dict, args: dict) -> list[Event]:
    """Gain money (location bonus, card) or pay it (n below 0); never below 0."""
    _ready(state)
    return [_count_change(state, args["player"], "money", args["n"], t("Money"))]


@moves.move("knowledge", _fields(n=Field(int, min=-30, max=30)))
def knowledge(state: dict, args: dict) -> list[Event]:
    """Gain Knowledge tokens or give them up (n below 0); never below 0."""
    _ready(state)
    return [_count_change(state, args["player"], "knowledge", args["n"], t("Knowledge tokens"))]


COUNT_NOUNS = {"money": t("money"), "knowledge": t("knowledge")}


def _count_change(state: dict, name: str, key: str, n: int, rule: Text) -> Event:
    player = _player(state, name)
    noun = COUNT_NOUNS[key]
    ensure(player[key] + n >= 0, t("{rule}: {name} has only {have} {noun} and cannot give up {n}.",
                                   rule=rule, name=name, have=player[key], noun=noun, n=-n))
    player[key] += n
    change = {"rule": rule, "name": name, "n": abs(n), "noun": noun, "now": player[key]}
    text = (t("{rule}: {name} gains {n} {noun}, now {now}.", **change) if n >= 0
            else t("{rule}: {name} gives up {n} {noun}, now {now}.", **change))
    return Event(key, text, {"player": name, key: player[key]})


@moves.move("buy", _fields(cost=Field(int, min=0, max=99), card=CARD_NAME))
def buy(state: dict, args: dict) -> list[Event]:
    """Buy a card at Maggot's Outlet or Knives Square (or through a Tree card): pay its price; a named healing or
    protection `card` is then held in hand."""
    _ready(state, "action", "tree")
    player = _player(state, args["player"])
    ensure(player["money"] >= args["cost"],
           t("Buying a card: {name} has {money} money, not the {cost} it costs.",
             name=args["player"], money=player["money"], cost=args["cost"]))
    player["money"] -= args["cost"]
    if args["card"] is not None:
        player["hand"].append(args["card"])
    return [Event("buy", t("Buying a card: {name} pays {cost}, {money} money left.",
                           name=args["player"], cost=args["cost"], money=player["money"]),
                  {"player": args["player"], "money": player["money"]})]


@moves.move("pryze", _fields(price=Field(int, min=0, max=30), knowledge=opt(int, 0, min=0, max=10)))
def pryze(state: dict, args: dict) -> list[Event]:
    """Show the pryze card just gained (its price and Knowledge bonus) before deciding on it."""
    name = args["player"]
    player = _player(state, name)
    ensure(player["pending"]["pryzes"] > 0, t("{name} has no pryze just gained to decide on.", name=name))
    player["offer"] = {"price": args["price"], "knowledge": args["knowledge"]}
    tokens = plural(args["knowledge"], "{n} Knowledge token", "{n} Knowledge tokens")
    kept = t("{tokens} if kept", tokens=tokens) if args["knowledge"] else t("kept in hand")
    return [Event("pryze", t("Pryze: {name} may sell it for price {price} + sesame {sesame} or keep it ({kept}); "
                             "decide now.", name=name, price=args["price"], sesame=player["sesame"], kept=kept),
                  {"player": name, **player["offer"]})]


def _decide_pryze(state: dict, name: str, verb: Text) -> tuple[dict, dict]:
    """The player and the shown pryze (empty if none was shown) of a pryze decision."""
    player = _player(state, name)
    ensure(player["pending"]["pryzes"] > 0, t("{name} has no pryze just gained to {verb}.", name=name, verb=verb))
    player["pending"]["pryzes"] -= 1
    offer, player["offer"] = player["offer"] or {}, None
    return player, offer


@moves.move("sell_pryze", _fields(price=opt(int, None, min=0, max=30)))
def sell_pryze(state: dict, args: dict) -> list[Event]:
    """Sell a pryze just gained for its printed price (default: the shown pryze's) plus the sesame level."""
    name = args["player"]
    player, offer = _decide_pryze(state, name, t("sell"))
    price = args["price"] if args["price"] is not None else offer.get("price")
    ensure_form(price is not None, t("'sell_pryze' needs the pryze's 'price' (or scan the pryze card first)."))
    paid = price + player["sesame"]
    player["money"] += paid
    return [Event("sell_pryze", t("Selling a pryze: price {price} + sesame {sesame}, {name} receives {paid}.",
                                  price=price, sesame=player["sesame"], name=name, paid=paid),
                  {"player": name, "paid": paid})]


@moves.move("keep_pryze", _fields(knowledge=opt(int, None, min=0, max=10)))
def keep_pryze(state: dict, args: dict) -> list[Event]:
    """Keep a pryze just gained; a `knowledge` bonus (default: the shown pryze's) pays those tokens and the card is
    discarded."""
    name = args["player"]
    player, offer = _decide_pryze(state, name, t("keep"))
    bonus = args["knowledge"] if args["knowledge"] is not None else offer.get("knowledge", 0)
    if bonus:
        player["knowledge"] += bonus
        text = t("Keeping a pryze: {name} takes its {bonus} Knowledge and discards the card.", name=name, bonus=bonus)
    else:
        player["pryzes"] += 1
        text = t("Keeping a pryze: {name} keeps the card, holding {cards}.",
                 name=name, cards=plural(player["pryzes"], "{n} pryze card", "{n} pryze cards"))
    return [Event("keep_pryze", text, {"player": name, "pryzes": player["pryzes"]})]


@moves.move("tree_token", _fields(keep=Field(bool)))
def tree_token(state: dict, args: dict) -> list[Event]:
    """Decide on a Tree token just gained: keep it, or trade it for 2 Knowledge."""
    name = args["player"]
    player = _player(state, name)
    if player["pending"]["tree_tokens"]:
        player["pending"]["tree_tokens"] -= 1
    else:
        _ready(state)
    if args["keep"]:
        player["tree_tokens"] += 1
        text = t("Tree token: {name} keeps it ({held} held).", name=name, held=player["tree_tokens"])
    else:
        player["knowledge"] += TREE_TOKEN_TRADE
        text = t("Tree token: {name} trades it for {n} Knowledge at once.", name=name, n=TREE_TOKEN_TRADE)
    return [Event("tree_token", text, {"player": name, "tree_tokens": player["tree_tokens"]})]


# ----------------------------------------------------------------- Boarding into the Enclave

@moves.move("prepare", _fields())
def prepare(state: dict, args: dict) -> list[Event]:
    """At Boarding into the Enclave, give up boarding for a preparation token for next round."""
    _ready(state, "action")
    name = args["player"]
    player = _player(state, name)
    ensure(name not in state["boarded"],
           t("{name} has already acted at Boarding into the Enclave this round.", name=name))
    state["boarded"].append(name)
    player["prep_round"] = state["round"] + 1
    return [Event("prepare", t("Preparation: {name} gives up boarding and takes a preparation token for "
                               "round {round}, discarded if not used then.", name=name, round=state["round"] + 1),
                  {"player": name})]


def assess_boarding(state: dict, args: dict) -> dict:
    """The arithmetic of one boarding, changing nothing (the kiosk shows it before it is confirmed).

    Per type: damage = mission + traps (+ the printed number when in critical condition, - the printed
    number when in super condition, not below 0); wounds = damage - protection, not below 0. A snatcher
    fails on a type if it ends in critical condition, or, boarding already critical there, takes any
    wound of that type; with the Akunen token only wounds beyond the last red cell fail it.
    """
    names = [args["player"]] + ([args["in_sync"]] if args.get("in_sync") else [])
    mission = args["mission"]
    base = {track: mission.get(track, 0) + sum(trap.get(track, 0) for trap in args.get("traps", []))
            for track in CONDITIONS}
    preps = [p for p in (args.get("prep"), args.get("partner_prep")) if p]
    protection = {track: sum(card.get(track, 0) for card in args.get("protection", []) + preps)
                  for track in CONDITIONS}
    snatchers = {}
    for name in names:
        player = state["players"][name]
        result = {"damage": {}, "wounds": {}, "after": {}, "critical": {}, "super": {}, "fails_on": [],
                  "on_red": []}
        for track in CONDITIONS:
            damage = base[track]
            crit = None if player["nullified"] else critical_number(player, track)
            sup = super_number(player, track)
            if crit:
                damage += crit
            if sup:
                damage = max(0, damage - sup)
            wounds = max(0, damage - protection[track])
            cur = player[track]["cur"]
            after = max(TRACK_MIN, cur - wounds)
            if player["nullified"]:
                failed = bool(player["cells"][track]["critical"]) and cur - wounds < TRACK_MIN
            elif crit:
                failed = wounds > 0
            else:
                failed = str(after) in player["cells"][track]["critical"]
            result["damage"][track], result["wounds"][track], result["after"][track] = damage, wounds, after
            result["critical"][track], result["super"][track] = crit, sup
            if failed:
                result["fails_on"].append(track)
            if str(after) in player["cells"][track]["critical"]:
                result["on_red"].append(track)
        snatchers[name] = result
    success = not any(r["fails_on"] for r in snatchers.values())
    return {"players": names, "base": base, "protection": protection, "snatchers": snatchers, "success": success}


@moves.move("board", _fields(
    mission=Field(dict),
    traps=opt(list, [], of=DAMAGE, max=6),
    protection=opt(list, [], of=PROTECTION, max=10),
    prep=opt(dict),
    in_sync=opt(str),
    partner_prep=opt(dict)))
def board(state: dict, args: dict) -> list[Event]:
    """Board a mission: `mission` {physical, mental, rewards {knowledge, money, pryzes, tree_tokens}, traps (printed
    count, optional)}, the revealed `traps` [{physical, mental}], the `protection` cards used [{physical, mental,
    pryze, owner, card}] (at most the sarcophagus level), the preparation token `prep` {physical, mental}. The In
    Sync holder who declared this player comes along (one extra trap, shared protection and fate, full reward each;
    `in_sync` may name them, `partner_prep` is their token). In the Tree Phase this is Boarding for Angelos."""
    angelos = state["phase"] == "tree"
    _ready(state, "action", "tree")
    name = args["player"]
    _player(state, name)
    args = _checked_boarding(args)
    rewards = args["mission"]["rewards"]
    _may_board(state, name)
    state["tree_cards_used" if angelos else "boarded"].append(name)
    partner = _sync_holder_for(state, name)
    ensure(args["in_sync"] in (None, partner),
           t("In Sync: {holder} did not declare a mission with {name} before the first boarding.",
             holder=args["in_sync"], name=name))
    args["in_sync"] = partner
    team = [name]
    if partner is not None:
        state["players"][partner].update(in_sync_round=None, sync_partner=None)
        team.append(partner)
    else:
        ensure(args["partner_prep"] is None, t("Only an In Sync partner can add a second preparation token."))
    _check_traps(args, partner)
    limit = sum(state["players"][n]["sarcophagus"] for n in team)
    ensure(len(args["protection"]) <= limit,
           t("Sarcophagus: {team} may take {limit} protection cards on a mission, not {taken}.",
             team=and_list(team), limit=limit, taken=len(args["protection"])))
    for who, prep in ((name, args["prep"]), (partner, args["partner_prep"])):
        if prep is not None:
            ensure(state["players"][who]["prep_round"] == state["round"],
                   t("Preparation: {name} has no preparation token to use this round.", name=who))
            state["players"][who]["prep_round"] = None
    for card in args["protection"]:
        owner = card["owner"] or name
        ensure(owner in team, t("Protection: {name} is not on this mission.", name=owner))
        if card["pryze"]:
            _spend_hand_pryze(state, owner, t("a protection item"))
        if card["card"] in state["players"][owner]["hand"]:
            state["players"][owner]["hand"].remove(card["card"])
    outcome = assess_boarding(state, args)
    events = [_board_event(outcome, rewards, angelos)]
    for who in team:
        member = state["players"][who]
        for track in CONDITIONS:
            member[track]["cur"] = outcome["snatchers"][who]["after"][track]
        if outcome["success"]:
            member["knowledge"] += rewards["knowledge"]
            member["money"] += rewards["money"]
            member["pending"]["pryzes"] += rewards["pryzes"]
            member["pending"]["tree_tokens"] += rewards["tree_tokens"]
        else:
            member["knowledge"] += FAILED_BOARDING_KNOWLEDGE
    return events


def _may_board(state: dict, name: str) -> None:
    """One Boarding into the Enclave action a round; in the Tree Phase only through Boarding for Angelos."""
    if state["phase"] == "tree":
        _tree_ability_allowed(state, name, "boarding_for_angelos")
    else:
        ensure(name not in state["boarded"],
               t("{name} has already acted at Boarding into the Enclave this round.", name=name))


def _sync_holder_for(state: dict, name: str) -> str | None:
    """The In Sync token holder who declared ``name`` as partner this round (Action Phase boardings only)."""
    if state["phase"] != "action":
        return None
    return next((holder for holder, p in state["players"].items()
                 if p["sync_partner"] == name and p["in_sync_round"] == state["round"]), None)


@moves.move("declare_sync", _fields(partner=NAME))
def declare_sync(state: dict, args: dict) -> list[Event]:
    """In Sync: before the round's first boarding the token holder `player` names the `partner` whose boarding they
    join; when the partner boards, both go (one extra trap, shared protection, equal damage, shared fate, the full
    reward each)."""
    _ready(state, "action")
    holder, partner = args["player"], args["partner"]
    player = _player(state, holder)
    _player(state, partner)
    ensure(player["in_sync_round"] == state["round"],
           t("In Sync: {holder} holds no In Sync token for this round.", holder=holder))
    ensure(partner != holder, t("In Sync: {holder} cannot go on a mission in sync with themself.", holder=holder))
    ensure(not _boardings_this_round(state),
           t("In Sync: the partner is declared before the first boarding of the round."))
    player["sync_partner"] = partner
    return [Event("declare_sync", t("In Sync: {holder} will go along when {partner} boards this round.",
                                    holder=holder, partner=partner),
                  {"player": holder, "partner": partner})]


def _boardings_this_round(state: dict) -> list[str]:
    """Who boarded in this Action Phase: those who acted at Boarding into the Enclave without a Preparation (a
    Preparation is no boarding, l.393; it gives the token for next round, which a boarding never does)."""
    return [n for n in state["boarded"] if state["players"][n]["prep_round"] != state["round"] + 1]


def _checked_boarding(args: dict) -> dict:
    """``args`` with the mission, its rewards and the preparation tokens checked against their schemas."""
    mission = check_fields(args["mission"], MISSION, "'board' field 'mission'")
    mission["rewards"] = check_fields(mission["rewards"], REWARDS, "'board' field 'mission.rewards'")
    preps = {key: None if args[key] is None else check_fields(args[key], DAMAGE, f"'board' field '{key}'")
             for key in ("prep", "partner_prep")}
    return args | {"mission": mission} | preps


def _check_traps(args: dict, partner: str | None) -> None:
    printed = args["mission"]["traps"]
    if printed is None:
        return
    expected = printed + (1 if partner else 0)
    shown = {"cards": plural(printed, "{n} trap card", "{n} trap cards"), "expected": expected,
             "revealed": len(args["traps"])}
    ensure(len(args["traps"]) == expected,
           t("Boarding: the mission shows {cards} plus 1 for In Sync, so reveal {expected}, not {revealed}.", **shown)
           if partner else t("Boarding: the mission shows {cards}, so reveal {expected}, not {revealed}.", **shown))


# A mission's rewards, counted.
REWARDS_PAID = {"knowledge": lambda n: plural(n, "{n} Knowledge token", "{n} Knowledge tokens"),
                "money": lambda n: plural(n, "{n} coin", "{n} coins"),
                "pryzes": lambda n: plural(n, "{n} pryze", "{n} pryzes"),
                "tree_tokens": lambda n: plural(n, "{n} Tree token", "{n} Tree tokens")}


def _board_event(outcome: dict, rewards: dict, angelos: bool) -> Event:
    team = and_list(outcome["players"])
    sums = []
    for name, result in outcome["snatchers"].items():
        sums.append(tuple(t("{track} {damage} against {protection} protection gives {wounds}", track=NAMES[track],
                            damage=result["damage"][track], protection=outcome["protection"][track],
                            wounds=plural(result["wounds"][track], "{n} wound", "{n} wounds")) for track in CONDITIONS))
    # In Sync partners usually take the same damage; name each only when their own condition changed it.
    arithmetic = sums[0] if len(set(sums)) == 1 else reduce(
        lambda first, second: t("{first}; {second}", first=first, second=second),
        [t("{name}: {sums}", name=name, sums=s) for name, s in zip(outcome["snatchers"], sums)])
    if outcome["success"]:
        paid = [REWARDS_PAID[k](n) for k, n in rewards.items() if n] or t("nothing")
        on_red = [n for n, r in outcome["snatchers"].items() if r["on_red"]]
        verdict = (t("the critical nullification token cancels {names}'s red cells, so the boarding succeeds and "
                     "pays {paid}", names=and_list(on_red), paid=paid) if on_red
                   else t("nobody reaches critical condition, so the boarding succeeds and pays {paid}", paid=paid))
    else:
        failed = [t("{name} ({tracks})", name=n, tracks=[NAMES[track] for track in r["fails_on"]])
                  for n, r in outcome["snatchers"].items() if r["fails_on"]]
        verdict = t("critical condition for {names}, so the boarding fails and pays 1 Knowledge", names=failed)
    # Boarding for Angelos is a Tree card's printed name: the same in every language.
    where = "Boarding for Angelos" if angelos else t("Boarding into the Enclave")
    data = {"success": outcome["success"], "players": outcome["players"],
            "wounds": {n: r["wounds"] for n, r in outcome["snatchers"].items()},
            "damage": {n: r["damage"] for n, r in outcome["snatchers"].items()},
            "protection": outcome["protection"],
            "rewards": rewards if outcome["success"] else {"knowledge": FAILED_BOARDING_KNOWLEDGE}}
    return Event("board", t("{where} ({team}): {arithmetic}; {verdict}.",
                            where=where, team=team, arithmetic=arithmetic, verdict=verdict), data)


@moves.move("oracle", {"players": Field(list, min=1, max=4, of=NAME)})
def oracle(state: dict, args: dict) -> list[Event]:
    """Oracle, taking the initiative: its visitors in track order play first next round, the others after them in
    their order."""
    _ready(state, "action")
    visitors = args["players"]
    for name in visitors:
        _player(state, name)
    ensure(len(set(visitors)) == len(visitors), t("Oracle: each player has one place on the Oracle's track."))
    ensure(state["next_order"] is None, t("Oracle: the order for next round is already set this round."))
    state["next_order"] = visitors + [n for n in state["order"] if n not in visitors]
    return [Event("oracle", t("Oracle: next round the order of play is {order}.", order=state["next_order"]),
                  {"next_order": state["next_order"]})]


# ----------------------------------------------------------------- a boarding built card by card at the table

@moves.move("select", _fields())
def select(state: dict, args: dict) -> list[Event]:
    """Table: the snatcher the next scanned cards are for."""
    _player(state, args["player"])
    state["active"] = args["player"]
    return [Event("select", t("Table: the next cards are for {name}'s snatcher.", name=args["player"]),
                  {"player": args["player"]})]


@moves.move("boarding", _fields(mission=Field(dict)))
def boarding(state: dict, args: dict) -> list[Event]:
    """Table: start a boarding from the scanned mission card (as in `board`); then `trap`, `protect`, and
    `confirm_board` or `cancel_board`."""
    _ready(state, "action", "tree")
    name = args["player"]
    _player(state, name)
    _may_board(state, name)
    mission = check_fields(args["mission"], MISSION, "'boarding' field 'mission'")
    mission["rewards"] = check_fields(mission["rewards"], REWARDS, "'boarding' field 'mission.rewards'")
    state["draft"] = {"player": name, "mission": mission, "traps": [], "protection": [],
                      "prep": None, "in_sync": _sync_holder_for(state, name), "partner_prep": None}
    return [Event("boarding", t("Boarding into the Enclave: {name} takes a mission of {physical} physical and "
                                "{mental} mental; reveal its traps.", name=name, physical=mission["physical"],
                                mental=mission["mental"]), {"player": name})]


def _draft(state: dict) -> dict:
    ensure(state["draft"] is not None, t("No boarding is being prepared: scan the mission card first."))
    return state["draft"]


def _draft_owner(state: dict) -> str:
    return state["draft"]["player"] if state["draft"] else t("nobody")


@moves.move("trap", DAMAGE)
def trap(state: dict, args: dict) -> list[Event]:
    """Table: a revealed trap card {physical, mental} for the boarding being prepared."""
    draft = _draft(state)
    ensure(len(draft["traps"]) < 6, t("Boarding: no mission reveals more than 6 trap cards."))
    draft["traps"].append({"physical": args["physical"], "mental": args["mental"]})
    return [Event("trap", t("Trap revealed: {physical} physical and {mental} mental damage are added to the "
                            "mission's.", physical=args["physical"], mental=args["mental"]),
                  {"traps": len(draft["traps"])})]


@moves.move("protect", {**PROTECTION, "prep": opt(bool, False)})
def protect(state: dict, args: dict) -> list[Event]:
    """Table: a protection card {physical, mental, pryze, owner, card} for the boarding being prepared; `prep` for the
    preparation token."""
    draft = _draft(state)
    owner = args["owner"] or draft["player"]
    ensure(owner in (draft["player"], draft["in_sync"]), t("Protection: {name} is not on this mission.", name=owner))
    values = {"physical": args["physical"], "mental": args["mental"]}
    if args["prep"]:
        key = "prep" if owner == draft["player"] else "partner_prep"
        ensure(draft[key] is None, t("Preparation: {name}'s preparation token is already counted.", name=owner))
        draft[key] = values
        what = t("preparation token (not counted against the sarcophagus)")
    else:
        draft["protection"].append(values | {"pryze": args["pryze"], "owner": args["owner"], "card": args["card"]})
        what = t("protection card")
    return [Event("protect", t("Protection: {name}'s {what} stops {physical} physical and {mental} mental damage.",
                               name=owner, what=what, physical=args["physical"], mental=args["mental"]),
                  {"player": owner})]


@moves.move("confirm_board")
def confirm_board(state: dict, args: dict) -> list[Event]:
    """Table: resolve the boarding being prepared (see `board`)."""
    draft = _draft(state)
    state["draft"] = None
    return board(state, {**draft, "protection": [{"pryze": False, "owner": None, "card": None} | card
                                                  for card in draft["protection"]]})


@moves.move("cancel_board")
def cancel_board(state: dict, args: dict) -> list[Event]:
    """Table: drop the boarding being prepared."""
    draft = _draft(state)
    state["draft"] = None
    return [Event("cancel_board", t("Boarding: {name}'s boarding is cancelled before it began.",
                                    name=draft["player"]),
                  {"player": draft["player"]})]


# ----------------------------------------------------------------- the Tree

@moves.move("tree_exchange", _fields(n=Field(int, min=0, max=30),
                                     level=opt(int, None, min=1, max=TREE_LEVELS)))
def tree_exchange(state: dict, args: dict) -> list[Event]:
    """Towards the Tree: trade `n` Knowledge for victory points on `level` (default the current one; farther by one
    per Tree token held; any in round 6); n 0 only visits. The players visit from the lowest level up."""
    _ready(state, "tree")
    name = args["player"]
    player = _player(state, name)
    ensure(name not in state["tree_visits"], t("{name} has already used the Tree this round.", name=name))
    tree = state["tree"]
    level = args["level"]
    if tree["level"] is None:
        ensure(level is not None, t("Round 6: name the Tree level (any level may be used)."))
    else:
        level = tree["level"] if level is None else level
        reach = abs(level - tree["level"])
        ensure(reach <= player["tree_tokens"],
               t("Towards the Tree: level {level} is {reach} away from level {current} and {name} holds {tokens}.",
                 level=level, reach=reach, current=tree["level"], name=name,
                 tokens=plural(player["tree_tokens"], "{n} Tree token", "{n} Tree tokens")))
    ensure(args["n"] <= player["knowledge"],
           t("Towards the Tree: {name} has {have} Knowledge, not {n}.", name=name, have=player["knowledge"],
             n=args["n"]))
    # l.306: the Tree's actions go from the lowest level up, so the last visit was on the highest level so far.
    if state["tree_visits"]:
        last, highest = list(state["tree_visits"].items())[-1]
        ensure(level >= highest,
               t("Towards the Tree: actions go from the lowest level up, and {last} has acted on level {highest}, "
                 "so level {level} is too late this round.", last=last, highest=highest, level=level))
    event = _trade_on_level(state, name, level, args["n"])
    state["tree_visits"][name] = level
    return [event]


def _trade_on_level(state: dict, name: str, level: int, n: int) -> Event:
    """Trade up to ``n`` Knowledge for victory points on ``level``, as far as its Tree marker allows."""
    player, tree = state["players"][name], state["tree"]
    before = tree["levels"][level - 1]
    ensure(n == 0 or before > 0,
           t("Towards the Tree: level {level}'s Tree marker has been taken already.", level=level))
    traded = min(n, before)
    player["knowledge"] -= traded
    player["vp"] += traded
    _set_level(tree, level, before - traded)
    if n == 0:
        return Event("tree", t("Towards the Tree: {name} visits level {level} without trading Knowledge.",
                               name=name, level=level),
                     {"player": name, "level": level, "traded": 0})
    limited = (t("only {traded} of {n} Knowledge (the Tree marker limits it)", traded=traded, n=n)
               if traded < n else t("{traded} Knowledge", traded=traded))
    trade = {"name": name, "limited": limited, "points": plural(traded, "{n} victory point", "{n} victory points"),
             "level": level, "before": before, "after": before - traded}
    if before - traded == 0:
        player["tree_markers"] += 1
        tree["taken_by"][str(level)] = name
        text = t("Towards the Tree: {name} trades {limited} for {points} on level {level}; the Tree marker moves "
                 "from {before} to {after} and {name} takes it.", **trade)
    else:
        text = t("Towards the Tree: {name} trades {limited} for {points} on level {level}; the Tree marker moves "
                 "from {before} to {after}.", **trade)
    return Event("tree", text, {"player": name, "level": level, "traded": traded, "remaining": before - traded})


def _set_level(tree: dict, level: int, remaining: int) -> None:
    tree["levels"][level - 1] = remaining
    if tree["level"] is not None:
        tree["remaining"] = tree["levels"][tree["level"] - 1]


def _tree_ability_allowed(state: dict, name: str, card: str) -> None:
    level = state["tree_visits"].get(name)
    ensure(level is not None,
           t("{name} must first visit the Tree this round (tree_exchange, n 0 to only visit).", name=name))
    ensure(TREE_CARD_LEVELS[card] == level, t("{card} lies on level {right}, but {name} is on level {level}.",
                                              card=card, right=TREE_CARD_LEVELS[card], name=name, level=level))
    on_level = state["tree"]["cards"].get(str(level))
    ensure(on_level in (None, card), t("Level {level} holds the Tree card {held}, not {card}.",
                                       level=level, held=on_level, card=card))
    ensure(name not in state["tree_cards_used"], t("{name} has already used the Tree card this round.", name=name))
    last = list(state["tree_visits"])[-1]
    ensure(last == name, t("{name}'s Tree card ability comes before the next player's action, and {last} has "
                           "acted since.", name=name, last=last))


@moves.move("tree_card", _fields(
    card=Field(str, choices=TREE_CARD_ABILITIES),
    n=opt(int, None, min=1, max=30), slot=opt(int, None, min=1, max=ENHANCEMENT_SLOTS),
    value=opt(int, None, min=0, max=30), victim=opt(str), pryze=opt(bool, False), held=CARD_NAME,
    level=opt(int, None, min=1, max=TREE_LEVELS)))
def tree_card(state: dict, args: dict) -> list[Event]:
    """Use the visited level's Tree card, right after the player's own visit (l.312): loki (`victim`, and `pryze`
    if the stolen card is one or `held` the bought card it is, which changes hands), mr_woos_curiosities (`slot`,
    `value`), alba_chryzostom (`n` Knowledge, 7 money each), doctor_tertius, in_sync, akunen, talking_foxes (the
    healing card discarded: `pryze`, or `held` a bought one in hand), jacob_tyllo, order_of_the_edge (`level`)."""
    _ready(state, "tree")
    name, card = args["player"], args["card"]
    player = _player(state, name)
    _tree_ability_allowed(state, name, card)
    state["tree_cards_used"].append(name)
    return TREE_CARD_EFFECTS[card](state, name, player, args)


def _loki(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    victim = args["victim"]
    ensure_form(victim is not None, t("'tree_card' loki needs the field 'victim' (whose card is stolen)."))
    ensure(victim != name, t("Loki: steal from another player, not yourself."))
    robbed = _player(state, victim)
    if args["pryze"]:
        ensure(_hand_pryzes(robbed) > 0, t("Loki: {victim} has no pryze card in hand.", victim=victim))
        robbed["pryzes"] -= 1
        player["pryzes"] += 1
    elif args["held"] is not None:
        ensure(args["held"] in robbed["hand"], t("Loki: {victim} holds no {card} to steal.",
                                                 victim=victim, card=args["held"]))
        robbed["hand"].remove(args["held"])
        player["hand"].append(args["held"])
    stolen = (t("Loki: {name} steals a pryze card at random from {victim}'s hand.", name=name, victim=victim)
              if args["pryze"] else t("Loki: {name} steals a card at random from {victim}'s hand.",
                                      name=name, victim=victim))
    return [Event("loki", stolen,
                  {"player": name, "victim": victim})]


def _mr_woo(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure_form(args["slot"] is not None and args["value"] is not None,
                t("'tree_card' mr_woos_curiosities needs 'slot' (1 or 2) and 'value' (the card's price)."))
    event = _remove_enhancement(player, "snatcher", args["slot"] - 1, name, "Mr Woo's Curiosities")
    player["money"] += 2 * args["value"]
    return [event, Event("money", t("Mr Woo's Curiosities: {name} sells the enhancement for double its value, "
                                    "{paid}.", name=name, paid=2 * args["value"]),
                         {"player": name, "money": player["money"]})]


def _alba(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    n = args["n"]
    ensure_form(n is not None, t("'tree_card' alba_chryzostom needs 'n' (Knowledge tokens to exchange)."))
    ensure(player["knowledge"] >= n, t("Alba Chryzostom: {name} has {have} Knowledge, not {n}.",
                                       name=name, have=player["knowledge"], n=n))
    player["knowledge"] -= n
    player["money"] += ALBA_MONEY_PER_KNOWLEDGE * n
    return [Event("alba", t("Alba Chryzostom: {name} exchanges {n} Knowledge for {money} money, {each} per token.",
                            name=name, n=n, money=ALBA_MONEY_PER_KNOWLEDGE * n, each=ALBA_MONEY_PER_KNOWLEDGE),
                  {"player": name})]


def _tertius(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    for track in CONDITIONS:
        player[track]["cur"] = player[track]["max"]
    return [Event("tertius", t("Doctor Tertius: {name} heals to the maximum, physical {physical} and mental "
                               "{mental}.", name=name, physical=player["physical"]["max"],
                               mental=player["mental"]["max"]), {"player": name})]


def _in_sync(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(state["round"] < ROUNDS, t("In Sync: the token is for the following round and this is the last."))
    player["in_sync_round"] = state["round"] + 1
    return [Event("in_sync", t("In Sync: {name} takes the In Sync token for a mission with a partner in round "
                               "{round}.", name=name, round=state["round"] + 1), {"player": name})]


def _akunen(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(not player["nullified"], t("Akunen: {name} already has a critical nullification token.", name=name))
    player["nullified"] = True
    return [Event("akunen", t("Akunen: {name}'s critical nullification token cancels the red cells; a mission "
                              "fails only beyond them.", name=name), {"player": name})]


def _foxes(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(args["pryze"] or args["held"] is not None,
           t("Talking Foxes: name the healing card discarded (pryze, or held for a bought one)."))
    if args["pryze"]:
        _spend_hand_pryze(state, name, t("the healing card"))
    else:
        ensure(args["held"] in player["hand"], t("{name} holds no {card} to use.", name=name, card=args["held"]))
        player["hand"].remove(args["held"])
    player["knowledge"] += FOXES_KNOWLEDGE
    return [Event("foxes", t("Talking Foxes: {name} discards a healing card for {n} Knowledge.",
                             name=name, n=FOXES_KNOWLEDGE), {"player": name})]


def _tyllo(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(not player["tyllo_used"], t("Jacob Tyllo: {name} has used it once already; once per game.", name=name))
    ensure(player["tree_tokens"] > 0, t("Jacob Tyllo: {name} holds no Tree token to exchange.", name=name))
    player["tyllo_used"] = True
    player["tree_tokens"] -= 1
    player["knowledge"] += TYLLO_KNOWLEDGE
    return [Event("tyllo", t("Jacob Tyllo: {name} exchanges a Tree token for {n} Knowledge, once per game.",
                             name=name, n=TYLLO_KNOWLEDGE), {"player": name})]


def _order_of_the_edge(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    """The token placed on a level is traded there as Towards the Tree trades it (the reading in the rule map)."""
    level = args["level"]
    ensure_form(level is not None, t("'tree_card' order_of_the_edge needs 'level' (where the Knowledge token goes)."))
    ensure(player["knowledge"] > 0, t("Order of the Edge of the World: {name} has no Knowledge token to place.",
                                      name=name))
    return [Event("order_of_the_edge", t("Order of the Edge of the World: {name} places a Knowledge token on level "
                                         "{level}.", name=name, level=level), {"player": name, "level": level}),
            _trade_on_level(state, name, level, 1)]


TREE_CARD_EFFECTS = {
    "loki": _loki, "mr_woos_curiosities": _mr_woo, "alba_chryzostom": _alba, "doctor_tertius": _tertius,
    "in_sync": _in_sync, "akunen": _akunen, "talking_foxes": _foxes, "jacob_tyllo": _tyllo,
    "order_of_the_edge": _order_of_the_edge,
}


# ----------------------------------------------------------------- rounds and the end

@moves.move("next_phase")
def next_phase(state: dict, args: dict) -> list[Event]:
    """Move on to the next phase of the round."""
    _ready(state)
    index = PHASES.index(state["phase"])
    ensure(index + 1 < len(PHASES), t("The Rotation Phase is the last of the round: end the round (end_round)."))
    state["phase"] = PHASES[index + 1]
    state["active"] = state["order"][0]
    return [Event("phase", t("Round {round}: {phase} begins.", round=state["round"],
                             phase=PHASE_NAMES[state["phase"]]),
                  {"round": state["round"], "phase": state["phase"]})]


@moves.move("end_round")
def end_round(state: dict, args: dict) -> list[Event]:
    """End the round in the Tree or Rotation Phase: unused preparation and In Sync tokens lapse, the Tree's turn
    marker moves, the game may end."""
    _ready(state, "tree", "rotation")
    finished = state["round"]
    for player in state["players"].values():
        if player["prep_round"] == finished:
            player["prep_round"] = None
        if player["in_sync_round"] == finished:
            player["in_sync_round"], player["sync_partner"] = None, None
    holders = [n for n in state["order"] if state["players"][n]["tree_tokens"] >= WINNING_TREE_TOKENS]
    if holders:
        return _tree_token_victory(state, holders)
    if finished == ROUNDS:
        return final_scoring(state)
    state["round"] = finished + 1
    state["phase"] = PHASES[0]
    if state["next_order"]:
        state["order"], state["next_order"] = state["next_order"], None
    state["active"] = state["order"][0]
    state["boarded"], state["tree_visits"], state["tree_cards_used"] = [], {}, []
    tree = state["tree"]
    if state["round"] <= TREE_LEVELS:
        tree["level"], tree["remaining"] = state["round"], tree["levels"][state["round"] - 1]
        where = t("the Tree's turn marker moves to level {level} ({left} points left)",
                  level=tree["level"], left=tree["remaining"])
    else:
        tree["level"], tree["remaining"] = None, None
        where = t("the Tree's turn marker is removed, so any level may be used")
    return [Event("round", t("Rotation Phase: round {round} begins, {where}; order of play {order}.",
                             round=state["round"], where=where, order=state["order"]),
                  {"round": state["round"], "order": state["order"]})]


def _tree_token_victory(state: dict, holders: list[str]) -> list[Event]:
    """4 Tree tokens end the game with the round; points do not matter. Two holders: most tokens, then Knowledge."""
    players = state["players"]
    best = max((players[n]["tree_tokens"], players[n]["knowledge"]) for n in holders)
    winners = [n for n in holders if (players[n]["tree_tokens"], players[n]["knowledge"]) == best]
    _finish(state, winners, {"reason": "tree_tokens"})
    if len(winners) > 1:
        text = t("End of the game: {winners} share the victory with {tokens} Tree tokens and equal Knowledge each.",
                 winners=and_list(winners), tokens=best[0])
    else:
        text = t("End of the game: {winners} holds {tokens} Tree tokens and wins with the end of the round; victory "
                 "points are irrelevant.", winners=and_list(winners), tokens=best[0])
    return [Event("over", text, {"winners": winners})]


def bonus_points(players: dict) -> dict:
    """2 points to the player with the most of each category, 1 each to players tied for the most.

    A category nobody has any of pays nothing.
    """
    bonus = {name: {category: 0 for category in BONUS_CATEGORIES} for name in players}
    for category in BONUS_CATEGORIES:
        most = max(p[category] for p in players.values())
        if most == 0:
            continue
        leaders = [n for n, p in players.items() if p[category] == most]
        for name in leaders:
            bonus[name][category] = BONUS_MOST if len(leaders) == 1 else BONUS_TIED
    return bonus


def final_scoring(state: dict) -> list[Event]:
    """After round 6: bonus points, then the most points wins; ties by Tree tokens, then Knowledge."""
    players = state["players"]
    bonus = bonus_points(players)
    events = []
    for name in state["order"]:
        extra = sum(bonus[name].values())
        players[name]["vp"] += extra
        got = [t("{points} for {category}", points=pts, category=BONUS_NAMES[cat])
               for cat, pts in bonus[name].items() if pts]
        scored = {"name": name, "bonus": plural(extra, "{n} bonus point", "{n} bonus points"), "got": got,
                  "vp": players[name]["vp"]}
        text = (t("End of the game: {name} scores {bonus} ({got}) for {vp} in all.", **scored) if got
                else t("End of the game: {name} scores {bonus} for {vp} in all.", **scored))
        events.append(Event("bonus", text, {"player": name, "bonus": bonus[name], "vp": players[name]["vp"]}))

    def rank(n: str) -> tuple:
        return players[n]["vp"], players[n]["tree_tokens"], players[n]["knowledge"]

    ranking = sorted(state["order"], key=rank, reverse=True)
    winners = [n for n in ranking if rank(n) == rank(ranking[0])]
    _finish(state, winners, {"reason": "points", "bonus": bonus, "ranking": ranking,
                             "scores": {n: players[n]["vp"] for n in ranking}})
    tied = [n for n in ranking if players[n]["vp"] == players[ranking[0]]["vp"]]
    won = {"winners": and_list(winners),
           "points": plural(players[ranking[0]]["vp"], "{n} point", "{n} points")}
    if len(winners) > 1:  # a shared victory is always a tie on points
        text = t("End of the game: {winners} share the victory with {points}; they are tied on points, Tree tokens "
                 "and Knowledge.", **won)
    elif len(tied) > 1:
        text = t("End of the game: {winners} wins with {points}; the tie on points goes to the most Tree "
                 "tokens, then Knowledge.", **won)
    else:
        text = t("End of the game: {winners} wins with {points}.", **won)
    events.append(Event("over", text, {"winners": winners, "ranking": ranking}))
    return events


def _finish(state: dict, winners: list[str], final: dict) -> None:
    state["over"] = True
    state["winners"] = winners
    state["winner"] = winners[0] if len(winners) == 1 else None
    state["final"] = final


# ----------------------------------------------------------------- the game as data

GAME = Game(
    id="enclave",
    title="Enclave",
    listed=3,
    setup=moves.setup,
    moves=moves,
    over=lambda state: state["over"],
    current_player=lambda state: state["active"],
    phase=lambda state: "over" if state["over"] else state["phase"],
    glossary={"VP": "victory points", "pryze": "a prize stolen from the Enclave",
              "sesame": "the machine part that adds to a pryze's selling price",
              "sarcophagus": "the machine part that limits the protection cards taken on a mission",
              "snatcher": "the character a player sends into the Enclave"},
)
