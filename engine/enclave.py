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
documented in one place: the ``doc`` of its Move in :data:`GAME` at the end.
"""

from __future__ import annotations

from engine.core import Event, Field, Game, Move, check_fields, ensure, ensure_form, opt

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
                       "akunen", "talking_foxes", "jacob_tyllo")
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


# ----------------------------------------------------------------- setup

def setup(state: dict, args: dict) -> list[Event]:
    """2-4 players, the order of play by drawing or bidding, markers at their start."""
    names = [p["name"] for p in args["players"]]
    ensure(len(set(names)) == len(names), "Setup: each player needs a different name.")
    snatchers = [p["snatcher"] for p in args["players"]]
    ensure(len(set(snatchers)) == len(snatchers), "Setup: each player needs a different snatcher card.")
    seats = [p["seat"] or i + 1 for i, p in enumerate(args["players"])]
    ensure_form(len(set(seats)) == len(seats), f"Setup: each player needs a different seat "
                                                f"(seats given: {', '.join(map(str, seats))}).")
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
    return [Event("setup", f"Setup: {len(names)} snatchers, {why}; order of play {', '.join(order)}.",
                  {"order": order, "money": money})]


def _drawn_order(names: list[str], args: dict) -> tuple[list[str], dict, str]:
    """Method I: the drawn order pays 8, 9, 10, 11 by position."""
    order = args["order"] or names
    ensure(sorted(order) == sorted(names),
           f"Setup: the drawn order must name every player exactly once ({', '.join(names)}).")
    money = {name: DRAW_MONEY[i] for i, name in enumerate(order)}
    return order, money, "order drawn with starting money " + ", ".join(str(money[n]) for n in order)


def _bid_order(names: list[str], args: dict) -> tuple[list[str], dict, str]:
    """Method II: 11 each; the highest bid plays first; non-zero bids are paid; zero bids last in bidding order."""
    bids = args["bids"]
    ensure(bids is not None, "Setup: the bidding method needs the bids, in bidding order.")
    bidders = [b["player"] for b in bids]
    ensure(sorted(bidders) == sorted(names),
           f"Setup: the bids must name every player exactly once ({', '.join(names)}).")
    paid = [b["bid"] for b in bids if b["bid"] > 0]
    ensure(len(set(paid)) == len(paid), "Bidding: no two players may declare the same sum, unless it is 0.")
    ranked = sorted((b for b in bids if b["bid"] > 0), key=lambda b: -b["bid"])
    order = [b["player"] for b in ranked] + [b["player"] for b in bids if b["bid"] == 0]
    money = {b["player"]: BID_MONEY - b["bid"] for b in bids}
    return order, money, "order bid from 11 coins each, bids paid to the bank"


def _tree_cards(given: dict | None) -> dict:
    """The Tree card on each level ("1".."5"); the rulebook's first-game set by default."""
    if given is None:
        return dict(FIRST_GAME_TREE_CARDS)
    for level, card in given.items():
        ensure_form(level in {str(n) for n in range(1, TREE_LEVELS + 1)},
                    f"'setup' field 'tree_cards' has level '{level}'; levels are 1 to {TREE_LEVELS}.")
        ensure(TREE_CARD_LEVELS[card] == int(level),
               f"Setup: the Tree card {card} belongs on level {TREE_CARD_LEVELS[card]}, not {level}.")
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
                   f"Setup: {spec['name']}'s {cell['track']} cell {cell['value']} is given twice.")
            table[cell["track"]][cell["kind"]][cell["value"]] = cell["number"]
    for track, kinds in table.items():
        red, green = sorted(kinds["critical"]), sorted(kinds["super"])
        ensure(not red or (red == list(range(TRACK_MIN, red[-1] + 1)) and red[-1] < 0),
               f"Setup: {spec['name']}'s red {track} cells must run from -5 upwards and stay below 0.")
        ensure(not green or (green == list(range(green[0], TRACK_MAX + 1)) and green[0] > 0),
               f"Setup: {spec['name']}'s green {track} cells must run from +5 downwards and stay above 0.")
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


def _move_both(player: dict, track: str, delta: int) -> None:
    """An enhancement moves the current and the maximum marker together, each stopping at the track's end."""
    player[track]["max"] = _clamp(player[track]["max"] + delta, TRACK_MIN, TRACK_MAX)
    player[track]["cur"] = _clamp(player[track]["cur"] + delta, TRACK_MIN, TRACK_MAX)


def _shift_machine(player: dict, sesame: int, sarcophagus: int) -> None:
    player["sesame"] = _clamp(player["sesame"] + sesame, SESAME_MIN, SESAME_MAX)
    player["sarcophagus"] = _clamp(player["sarcophagus"] + sarcophagus, SARCOPHAGUS_MIN, SARCOPHAGUS_MAX)


def _hand_pryzes(player: dict) -> int:
    """Pryze cards in hand: all pryzes held minus those slipped under the snatcher card."""
    slotted = sum(e["pryze"] for kind in player["enhancements"].values() for e in kind)
    return player["pryzes"] - slotted


def _spend_hand_pryze(state: dict, name: str, what: str) -> None:
    player = state["players"][name]
    ensure(_hand_pryzes(player) > 0, f"{name} has no pryze card in hand to use as {what}.")
    player["pryzes"] -= 1


# ----------------------------------------------------------------- guards

def _player(state: dict, name: str) -> dict:
    ensure(name in state["players"], f"'{name}' is not playing (players: {', '.join(state['order'])}).")
    return state["players"][name]


def _not_over(state: dict) -> None:
    ensure(not state["over"], "The game is over; start a new game.")


def _ready(state: dict, *phases: str, before_traps: bool = False) -> None:
    """The game goes on, no boarding is being prepared (``before_traps``: none whose traps are revealed),
    no reward waits for its decision, and (if given) the phase is one of ``phases``."""
    _not_over(state)
    draft = state["draft"]
    if before_traps and draft:
        ensure(not draft["traps"], "Healing items cannot be used in a mission once its traps are revealed.")
    else:
        ensure(draft is None, f"First finish {_draft_owner(state)}'s boarding (confirm_board or cancel_board).")
    for name in state["order"]:
        pending = state["players"][name]["pending"]
        ensure(not pending["tree_tokens"],
               f"{name} must first keep or trade the Tree token just gained (tree_token).")
        ensure(not pending["pryzes"],
               f"{name} must first keep or sell the pryze just gained (keep_pryze or sell_pryze).")
    if phases:
        wanted = " or ".join(f"the {p.capitalize()} Phase" for p in phases)
        ensure(state["phase"] in phases,
               f"That belongs to {wanted}; it is the {state['phase'].capitalize()} Phase now.")


# ----------------------------------------------------------------- condition and machine

def heal(state: dict, args: dict) -> list[Event]:
    """Healing item: current condition moves up, never above its maximum; not once a mission's traps are out."""
    _ready(state, before_traps=True)
    player = _player(state, args["player"])
    if args["pryze"]:
        _spend_hand_pryze(state, args["player"], "a healing item")
    if args["card"] is not None:
        ensure(args["card"] in player["hand"], f"{args['player']} holds no {args['card']} to use.")
        player["hand"].remove(args["card"])
    parts = []
    for track in CONDITIONS:
        before = player[track]["cur"]
        player[track]["cur"] = max(before, min(player[track]["max"], before + args[track]))
        if args[track]:
            parts.append(f"{track} {before} to {player[track]['cur']}")
    return [Event("heal", f"Healing item: {args['player']} heals {' and '.join(parts) or 'nothing'}, "
                          "never above the maximum condition.", {"player": args["player"]})]


def wound(state: dict, args: dict) -> list[Event]:
    """A red symbol outside a boarding: the current condition moves down, stopping at -5."""
    _ready(state)
    player = _player(state, args["player"])
    parts = []
    for track in CONDITIONS:
        before = player[track]["cur"]
        player[track]["cur"] = max(TRACK_MIN, before - args[track])
        if args[track]:
            parts.append(f"{track} {before} to {player[track]['cur']}")
    return [Event("wound", f"Damage symbol: {args['player']} takes "
                           f"{' and '.join(parts) or 'nothing'}, never below -5.", {"player": args["player"]})]


def enhance(state: dict, args: dict) -> list[Event]:
    """An enhancement card goes into a free slot of its kind, or replaces one (discarded, no compensation)."""
    _ready(state)
    name, kind = args["player"], args["kind"]
    player = _player(state, name)
    moves = ("physical", "mental") if kind == "snatcher" else ("sesame", "sarcophagus")
    others = ("sesame", "sarcophagus") if kind == "snatcher" else ("physical", "mental")
    ensure_form(not any(args[k] for k in others),
                f"'enhance' of kind '{kind}' changes {' and '.join(moves)} only, not {' or '.join(others)}.")
    slots = player["enhancements"][kind]
    events = []
    if args["cost"]:
        events += buy(state, {"player": name, "cost": args["cost"], "card": None})
    if len(slots) < ENHANCEMENT_SLOTS:
        ensure(args["replace"] is None, f"{name} still has a free {kind} enhancement slot; nothing is replaced.")
    else:
        ensure(args["replace"] is not None,
               f"Both of {name}'s {kind} enhancement slots are full: name the one to replace (replace 1 or 2).")
        events.append(_remove_enhancement(player, kind, args["replace"] - 1, name,
                                          "Enhancements: the replaced card is discarded without compensation"))
    if args["pryze"]:
        ensure(_hand_pryzes(player) > 0, f"{name} has no pryze card in hand to slip under the snatcher card.")
    card = {k: args[k] for k in moves} | {"pryze": args["pryze"]}
    slots.append(card)
    if kind == "snatcher":
        for track in CONDITIONS:
            _move_both(player, track, card[track])
        now = "current and maximum move together: " + ", ".join(
            f"{t} {player[t]['cur']}/{player[t]['max']}" for t in CONDITIONS)
    else:
        _shift_machine(player, card["sesame"], card["sarcophagus"])
        now = f"now sesame {player['sesame']} (0-6) and sarcophagus {player['sarcophagus']} (2-5)"
    gain = ", ".join(f"{args[k]:+d} {k}" for k in moves if args[k]) or "no change"
    events.append(Event("enhance", f"Enhancements: {name} adds a {kind} enhancement ({gain}), {now}.",
                        {"player": name, "kind": kind}))
    return events


def _remove_enhancement(player: dict, kind: str, index: int, name: str, why: str) -> Event:
    slots = player["enhancements"][kind]
    ensure(index < len(slots), f"{name} has no {kind} enhancement in slot {index + 1}.")
    card = slots.pop(index)
    if kind == "snatcher":
        for track in CONDITIONS:
            _move_both(player, track, -card[track])
    else:
        _shift_machine(player, -card["sesame"], -card["sarcophagus"])
    if card["pryze"]:
        player["pryzes"] -= 1
    return Event("unenhance", f"{why}: {name} loses a {kind} enhancement from slot {index + 1} "
                              "and the markers move back.", {"player": name, "kind": kind})


# ----------------------------------------------------------------- money, Knowledge, pryzes, Tree tokens

def money(state: dict, args: dict) -> list[Event]:
    """Money gained (location bonus, card) or paid (n below 0); never below 0."""
    _ready(state)
    return [_count_change(state, args["player"], "money", args["n"], "Money")]


def knowledge(state: dict, args: dict) -> list[Event]:
    """Knowledge tokens gained or given up (n below 0); never below 0."""
    _ready(state)
    return [_count_change(state, args["player"], "knowledge", args["n"], "Knowledge tokens")]


def _count_change(state: dict, name: str, key: str, n: int, rule: str) -> Event:
    player = _player(state, name)
    ensure(player[key] + n >= 0, f"{rule}: {name} has only {player[key]} {key} and cannot give up {-n}.")
    player[key] += n
    verb = "gains" if n >= 0 else "gives up"
    return Event(key, f"{rule}: {name} {verb} {abs(n)} {key}, now {player[key]}.", {"player": name, key: player[key]})


def buy(state: dict, args: dict) -> list[Event]:
    """Buying a card at Maggot's Outlet or Knives Square (or from a Tree card): pay its price."""
    _ready(state, "action", "tree")
    player = _player(state, args["player"])
    ensure(player["money"] >= args["cost"],
           f"Buying a card: {args['player']} has {player['money']} money, not the {args['cost']} it costs.")
    player["money"] -= args["cost"]
    if args["card"] is not None:
        player["hand"].append(args["card"])
    return [Event("buy", f"Buying a card: {args['player']} pays {args['cost']}, {player['money']} money left.",
                  {"player": args["player"], "money": player["money"]})]


def pryze(state: dict, args: dict) -> list[Event]:
    """A pryze card just gained is shown (price and Knowledge bonus) so keep_pryze/sell_pryze can use its numbers."""
    _not_over(state)
    name = args["player"]
    player = _player(state, name)
    ensure(player["pending"]["pryzes"] > 0, f"{name} has no pryze just gained to decide on.")
    player["offer"] = {"price": args["price"], "knowledge": args["knowledge"]}
    kept = f"{_plural(args['knowledge'], 'Knowledge token')} if kept" if args["knowledge"] else "kept in hand"
    return [Event("pryze", f"Pryze: {name} may sell it for price {args['price']} + sesame {player['sesame']} "
                           f"or keep it ({kept}); decide now.", {"player": name, **player["offer"]})]


def _decide_pryze(state: dict, name: str, verb: str) -> tuple[dict, dict]:
    """The player and the shown pryze (empty if none was shown) of a pryze decision."""
    _not_over(state)
    player = _player(state, name)
    ensure(player["pending"]["pryzes"] > 0, f"{name} has no pryze just gained to {verb}.")
    player["pending"]["pryzes"] -= 1
    offer, player["offer"] = player["offer"] or {}, None
    return player, offer


def sell_pryze(state: dict, args: dict) -> list[Event]:
    """A pryze just gained is sold at once for its price plus the sesame level."""
    name = args["player"]
    player, offer = _decide_pryze(state, name, "sell")
    price = args["price"] if args["price"] is not None else offer.get("price")
    ensure_form(price is not None, "'sell_pryze' needs the pryze's 'price' (or scan the pryze card first).")
    paid = price + player["sesame"]
    player["money"] += paid
    return [Event("sell_pryze", f"Selling a pryze: price {price} + sesame {player['sesame']}, "
                                f"{name} receives {paid}.", {"player": name, "paid": paid})]


def keep_pryze(state: dict, args: dict) -> list[Event]:
    """A pryze just gained is kept: a Knowledge pryze pays its tokens and is discarded, any other stays."""
    name = args["player"]
    player, offer = _decide_pryze(state, name, "keep")
    bonus = args["knowledge"] if args["knowledge"] is not None else offer.get("knowledge", 0)
    if bonus:
        player["knowledge"] += bonus
        text = f"Keeping a pryze: {name} takes its {bonus} Knowledge and discards the card."
    else:
        player["pryzes"] += 1
        text = f"Keeping a pryze: {name} keeps the card, holding {_plural(player['pryzes'], 'pryze card')}."
    return [Event("keep_pryze", text, {"player": name, "pryzes": player["pryzes"]})]


def tree_token(state: dict, args: dict) -> list[Event]:
    """A Tree token gained is kept, or traded at once for 2 Knowledge."""
    _not_over(state)
    name = args["player"]
    player = _player(state, name)
    if player["pending"]["tree_tokens"]:
        player["pending"]["tree_tokens"] -= 1
    else:
        _ready(state)
    if args["keep"]:
        player["tree_tokens"] += 1
        text = f"Tree token: {name} keeps it ({player['tree_tokens']} held)."
    else:
        player["knowledge"] += TREE_TOKEN_TRADE
        text = f"Tree token: {name} trades it for {TREE_TOKEN_TRADE} Knowledge at once."
    return [Event("tree_token", text, {"player": name, "tree_tokens": player["tree_tokens"]})]


# ----------------------------------------------------------------- Boarding into the Enclave

def prepare(state: dict, args: dict) -> list[Event]:
    """Preparation: give up boarding this round for a preparation token to use in the next one."""
    _ready(state, "action")
    name = args["player"]
    player = _player(state, name)
    ensure(name not in state["boarded"], f"{name} has already acted at Boarding into the Enclave this round.")
    state["boarded"].append(name)
    player["prep_round"] = state["round"] + 1
    return [Event("prepare", f"Preparation: {name} gives up boarding and takes a preparation token for "
                             f"round {state['round'] + 1}, discarded if not used then.", {"player": name})]


def assess_boarding(state: dict, args: dict) -> dict:
    """The arithmetic of one boarding, changing nothing (the kiosk shows it before it is confirmed).

    Per type: damage = mission + traps (+ the printed number when in critical condition, - the printed
    number when in super condition, not below 0); wounds = damage - protection, not below 0. A snatcher
    fails on a type if it ends in critical condition, or, boarding already critical there, takes any
    wound of that type; with the Akunen token only wounds beyond the last red cell fail it.
    """
    names = [args["player"]] + ([args["in_sync"]] if args.get("in_sync") else [])
    mission = args["mission"]
    base = {t: mission.get(t, 0) + sum(trap.get(t, 0) for trap in args.get("traps", [])) for t in CONDITIONS}
    preps = [p for p in (args.get("prep"), args.get("partner_prep")) if p]
    protection = {t: sum(card.get(t, 0) for card in args.get("protection", []) + preps) for t in CONDITIONS}
    snatchers = {}
    for name in names:
        player = state["players"][name]
        result = {"damage": {}, "wounds": {}, "after": {}, "critical": {}, "super": {}, "fails_on": []}
        for t in CONDITIONS:
            damage = base[t]
            crit = None if player["nullified"] else critical_number(player, t)
            sup = super_number(player, t)
            if crit:
                damage += crit
            if sup:
                damage = max(0, damage - sup)
            wounds = max(0, damage - protection[t])
            cur = player[t]["cur"]
            after = max(TRACK_MIN, cur - wounds)
            if player["nullified"]:
                failed = bool(player["cells"][t]["critical"]) and cur - wounds < TRACK_MIN
            elif crit:
                failed = wounds > 0
            else:
                failed = str(after) in player["cells"][t]["critical"]
            result["damage"][t], result["wounds"][t], result["after"][t] = damage, wounds, after
            result["critical"][t], result["super"][t] = crit, sup
            if failed:
                result["fails_on"].append(t)
        snatchers[name] = result
    success = not any(r["fails_on"] for r in snatchers.values())
    return {"players": names, "base": base, "protection": protection, "snatchers": snatchers, "success": success}


def board(state: dict, args: dict) -> list[Event]:
    """Boarding into the Enclave: traps against protection, wounds marked, rewards or 1 Knowledge."""
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
           f"In Sync: {args['in_sync']} did not declare a mission with {name} before the first boarding.")
    args["in_sync"] = partner
    team = [name]
    if partner is not None:
        state["players"][partner].update(in_sync_round=None, sync_partner=None)
        team.append(partner)
    else:
        ensure(args["partner_prep"] is None, "Only an In Sync partner can add a second preparation token.")
    _check_traps(args, partner)
    limit = sum(state["players"][n]["sarcophagus"] for n in team)
    ensure(len(args["protection"]) <= limit,
           f"Sarcophagus: {' and '.join(team)} may take {limit} protection cards on a mission, "
           f"not {len(args['protection'])}.")
    for who, prep in ((name, args["prep"]), (partner, args["partner_prep"])):
        if prep is not None:
            ensure(state["players"][who]["prep_round"] == state["round"],
                   f"Preparation: {who} has no preparation token to use this round.")
            state["players"][who]["prep_round"] = None
    for card in args["protection"]:
        owner = card["owner"] or name
        ensure(owner in team, f"Protection: {owner} is not on this mission.")
        if card["pryze"]:
            _spend_hand_pryze(state, owner, "a protection item")
        if card["card"] in state["players"][owner]["hand"]:
            state["players"][owner]["hand"].remove(card["card"])
    outcome = assess_boarding(state, args)
    events = [_board_event(outcome, rewards, angelos)]
    for who in team:
        member = state["players"][who]
        for t in CONDITIONS:
            member[t]["cur"] = outcome["snatchers"][who]["after"][t]
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
        ensure(name not in state["boarded"], f"{name} has already acted at Boarding into the Enclave this round.")


def _sync_holder_for(state: dict, name: str) -> str | None:
    """The In Sync token holder who declared ``name`` as partner this round (Action Phase boardings only)."""
    if state["phase"] != "action":
        return None
    return next((holder for holder, p in state["players"].items()
                 if p["sync_partner"] == name and p["in_sync_round"] == state["round"]), None)


def declare_sync(state: dict, args: dict) -> list[Event]:
    """In Sync: before the round's first boarding the token holder names a partner; when the partner boards,
    both go (one extra trap, shared protection, equal damage, shared fate, the full reward each)."""
    _ready(state, "action")
    holder, partner = args["player"], args["partner"]
    player = _player(state, holder)
    _player(state, partner)
    ensure(player["in_sync_round"] == state["round"], f"In Sync: {holder} holds no In Sync token for this round.")
    ensure(partner != holder, f"In Sync: {holder} cannot go on a mission in sync with themself.")
    ensure(not state["boarded"], "In Sync: the partner is declared before the first boarding of the round.")
    player["sync_partner"] = partner
    return [Event("declare_sync", f"In Sync: {holder} will go along when {partner} boards this round.",
                  {"player": holder, "partner": partner})]


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
    ensure(len(args["traps"]) == expected,
           f"Boarding: the mission shows {_plural(printed, 'trap card')}"
           f"{' plus 1 for In Sync' if partner else ''}, so reveal {expected}, not {len(args['traps'])}.")


REWARD_NOUNS = {"knowledge": "Knowledge token", "money": "coin", "pryzes": "pryze", "tree_tokens": "Tree token"}


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _board_event(outcome: dict, rewards: dict, angelos: bool) -> Event:
    team = " and ".join(outcome["players"])
    sums = []
    for name, result in outcome["snatchers"].items():
        sums.append(", ".join(f"{t} {result['damage'][t]} against {outcome['protection'][t]} protection gives "
                              f"{_plural(result['wounds'][t], 'wound')}" for t in CONDITIONS))
    # In Sync partners usually take the same damage; name each only when their own condition changed it.
    arithmetic = sums[0] if len(set(sums)) == 1 else "; ".join(
        f"{name}: {s}" for name, s in zip(outcome["snatchers"], sums))
    if outcome["success"]:
        paid = ", ".join(_plural(n, REWARD_NOUNS[k]) for k, n in rewards.items() if n) or "nothing"
        verdict = f"nobody reaches critical condition, so the boarding succeeds and pays {paid}"
    else:
        failed = [f"{n} ({', '.join(r['fails_on'])})" for n, r in outcome["snatchers"].items() if r["fails_on"]]
        verdict = f"critical condition for {', '.join(failed)}, so the boarding fails and pays 1 Knowledge"
    where = "Boarding for Angelos" if angelos else "Boarding into the Enclave"
    data = {"success": outcome["success"], "players": outcome["players"],
            "wounds": {n: r["wounds"] for n, r in outcome["snatchers"].items()},
            "damage": {n: r["damage"] for n, r in outcome["snatchers"].items()},
            "protection": outcome["protection"],
            "rewards": rewards if outcome["success"] else {"knowledge": FAILED_BOARDING_KNOWLEDGE}}
    return Event("board", f"{where} ({team}): {arithmetic}; {verdict}.", data)


def oracle(state: dict, args: dict) -> list[Event]:
    """Oracle, taking the initiative: its visitors play first next round, the others after, order kept."""
    _ready(state, "action")
    visitors = args["players"]
    for name in visitors:
        _player(state, name)
    ensure(len(set(visitors)) == len(visitors), "Oracle: each player has one place on the Oracle's track.")
    ensure(state["next_order"] is None, "Oracle: the order for next round is already set this round.")
    state["next_order"] = visitors + [n for n in state["order"] if n not in visitors]
    return [Event("oracle", f"Oracle: next round the order of play is {', '.join(state['next_order'])}.",
                  {"next_order": state["next_order"]})]


# ----------------------------------------------------------------- a boarding built card by card at the table

def select(state: dict, args: dict) -> list[Event]:
    """The snatcher the table's next cards are for (the one whose marker is being resolved)."""
    _not_over(state)
    _player(state, args["player"])
    state["active"] = args["player"]
    return [Event("select", f"Table: the next cards are for {args['player']}'s snatcher.", {"player": args["player"]})]


def boarding(state: dict, args: dict) -> list[Event]:
    """Start a boarding from the scanned mission card; traps, protection and a partner follow, then confirm_board."""
    _ready(state, "action", "tree")
    name = args["player"]
    _player(state, name)
    _may_board(state, name)
    mission = check_fields(args["mission"], MISSION, "'boarding' field 'mission'")
    mission["rewards"] = check_fields(mission["rewards"], REWARDS, "'boarding' field 'mission.rewards'")
    state["draft"] = {"player": name, "mission": mission, "traps": [], "protection": [],
                      "prep": None, "in_sync": _sync_holder_for(state, name), "partner_prep": None}
    return [Event("boarding", f"Boarding into the Enclave: {name} takes a mission of {mission['physical']} "
                              f"physical and {mission['mental']} mental; reveal its traps.", {"player": name})]


def _draft(state: dict) -> dict:
    _not_over(state)
    ensure(state["draft"] is not None, "No boarding is being prepared: scan the mission card first.")
    return state["draft"]


def _draft_owner(state: dict) -> str:
    return state["draft"]["player"] if state["draft"] else "nobody"


def trap(state: dict, args: dict) -> list[Event]:
    """A revealed trap card joins the boarding being prepared."""
    draft = _draft(state)
    ensure(len(draft["traps"]) < 6, "Boarding: no mission reveals more than 6 trap cards.")
    draft["traps"].append({"physical": args["physical"], "mental": args["mental"]})
    return [Event("trap", f"Trap revealed: {args['physical']} physical and {args['mental']} mental damage "
                          "are added to the mission's.", {"traps": len(draft["traps"])})]


def protect(state: dict, args: dict) -> list[Event]:
    """A protection card (or the preparation token, `prep`) joins the boarding being prepared."""
    draft = _draft(state)
    owner = args["owner"] or draft["player"]
    ensure(owner in (draft["player"], draft["in_sync"]), f"Protection: {owner} is not on this mission.")
    values = {"physical": args["physical"], "mental": args["mental"]}
    if args["prep"]:
        key = "prep" if owner == draft["player"] else "partner_prep"
        ensure(draft[key] is None, f"Preparation: {owner}'s preparation token is already counted.")
        draft[key] = values
        what = "preparation token (not counted against the sarcophagus)"
    else:
        draft["protection"].append(values | {"pryze": args["pryze"], "owner": args["owner"], "card": args["card"]})
        what = "protection card"
    return [Event("protect", f"Protection: {owner}'s {what} stops {args['physical']} physical and "
                             f"{args['mental']} mental damage.", {"player": owner})]


def confirm_board(state: dict, args: dict) -> list[Event]:
    """The boarding being prepared is resolved exactly as `board` with its cards."""
    draft = _draft(state)
    state["draft"] = None
    return board(state, {**draft, "protection": [{"pryze": False, "owner": None, "card": None} | card
                                                  for card in draft["protection"]]})


def cancel_board(state: dict, args: dict) -> list[Event]:
    """The boarding being prepared is dropped (the cards were scanned by mistake)."""
    draft = _draft(state)
    state["draft"] = None
    return [Event("cancel_board", f"Boarding: {draft['player']}'s boarding is cancelled before it began.",
                  {"player": draft["player"]})]


# ----------------------------------------------------------------- the Tree

def tree_exchange(state: dict, args: dict) -> list[Event]:
    """Towards the Tree: Knowledge to victory points, one for one, limited by the level's Tree marker."""
    _ready(state, "tree")
    name = args["player"]
    player = _player(state, name)
    ensure(name not in state["tree_visits"], f"{name} has already used the Tree this round.")
    tree = state["tree"]
    level = args["level"]
    if tree["level"] is None:
        ensure(level is not None, "Round 6: name the Tree level (any level may be used).")
    else:
        level = tree["level"] if level is None else level
        reach = abs(level - tree["level"])
        ensure(reach <= player["tree_tokens"],
               f"Towards the Tree: level {level} is {reach} away from level {tree['level']} and {name} holds "
               f"{_plural(player['tree_tokens'], 'Tree token')}.")
    ensure(args["n"] <= player["knowledge"],
           f"Towards the Tree: {name} has {player['knowledge']} Knowledge, not {args['n']}.")
    before = tree["levels"][level - 1]
    ensure(args["n"] == 0 or before > 0, f"Towards the Tree: level {level}'s Tree marker has been taken already.")
    state["tree_visits"][name] = level
    traded = min(args["n"], before)
    player["knowledge"] -= traded
    player["vp"] += traded
    _set_level(tree, level, before - traded)
    if args["n"] == 0:
        return [Event("tree", f"Towards the Tree: {name} visits level {level} without trading Knowledge.",
                      {"player": name, "level": level, "traded": 0})]
    limited = f"only {traded} of {args['n']} Knowledge (the Tree marker limits it)" if traded < args["n"] \
        else f"{traded} Knowledge"
    text = f"Towards the Tree: {name} trades {limited} for {_plural(traded, 'victory point')} on level {level}; " \
           f"the Tree marker moves from {before} to {before - traded}"
    if before - traded == 0:
        player["tree_markers"] += 1
        tree["taken_by"][str(level)] = name
        text += f" and {name} takes it"
    return [Event("tree", text + ".", {"player": name, "level": level, "traded": traded,
                                       "remaining": before - traded})]


def _set_level(tree: dict, level: int, remaining: int) -> None:
    tree["levels"][level - 1] = remaining
    if tree["level"] is not None:
        tree["remaining"] = tree["levels"][tree["level"] - 1]


def _tree_ability_allowed(state: dict, name: str, card: str) -> None:
    level = state["tree_visits"].get(name)
    ensure(level is not None, f"{name} must first visit the Tree this round (tree_exchange, n 0 to only visit).")
    ensure(TREE_CARD_LEVELS[card] == level, f"{card} lies on level {TREE_CARD_LEVELS[card]}, "
                                            f"but {name} is on level {level}.")
    on_level = state["tree"]["cards"].get(str(level))
    ensure(on_level in (None, card), f"Level {level} holds the Tree card {on_level}, not {card}.")
    ensure(name not in state["tree_cards_used"], f"{name} has already used the Tree card this round.")


def tree_card(state: dict, args: dict) -> list[Event]:
    """The ability of the Tree card on the level the player visited, after trading Knowledge."""
    _ready(state, "tree")
    name, card = args["player"], args["card"]
    player = _player(state, name)
    _tree_ability_allowed(state, name, card)
    state["tree_cards_used"].append(name)
    return TREE_CARD_EFFECTS[card](state, name, player, args)


def _loki(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    victim = args["victim"]
    ensure_form(victim is not None, "'tree_card' loki needs the field 'victim' (whose card is stolen).")
    ensure(victim != name, "Loki: steal from another player, not yourself.")
    robbed = _player(state, victim)
    if args["pryze"]:
        ensure(_hand_pryzes(robbed) > 0, f"Loki: {victim} has no pryze card in hand.")
        robbed["pryzes"] -= 1
        player["pryzes"] += 1
    what = "a pryze card" if args["pryze"] else "a card"
    return [Event("loki", f"Loki: {name} steals {what} at random from {victim}'s hand.",
                  {"player": name, "victim": victim})]


def _mr_woo(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure_form(args["slot"] is not None and args["value"] is not None,
                "'tree_card' mr_woos_curiosities needs 'slot' (1 or 2) and 'value' (the card's price).")
    event = _remove_enhancement(player, "snatcher", args["slot"] - 1, name, "Mr Woo's Curiosities")
    player["money"] += 2 * args["value"]
    return [event, Event("money", f"Mr Woo's Curiosities: {name} sells the enhancement for double its value, "
                                  f"{2 * args['value']}.", {"player": name, "money": player["money"]})]


def _alba(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    n = args["n"]
    ensure_form(n is not None, "'tree_card' alba_chryzostom needs 'n' (Knowledge tokens to exchange).")
    ensure(player["knowledge"] >= n, f"Alba Chryzostom: {name} has {player['knowledge']} Knowledge, not {n}.")
    player["knowledge"] -= n
    player["money"] += ALBA_MONEY_PER_KNOWLEDGE * n
    return [Event("alba", f"Alba Chryzostom: {name} exchanges {n} Knowledge for {ALBA_MONEY_PER_KNOWLEDGE * n} "
                          f"money, {ALBA_MONEY_PER_KNOWLEDGE} per token.", {"player": name})]


def _tertius(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    for track in CONDITIONS:
        player[track]["cur"] = player[track]["max"]
    return [Event("tertius", f"Doctor Tertius: {name} heals to the maximum, physical {player['physical']['max']} "
                             f"and mental {player['mental']['max']}.", {"player": name})]


def _in_sync(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(state["round"] < ROUNDS, "In Sync: the token is for the following round and this is the last.")
    player["in_sync_round"] = state["round"] + 1
    return [Event("in_sync", f"In Sync: {name} takes the In Sync token for a mission with a partner "
                             f"in round {state['round'] + 1}.", {"player": name})]


def _akunen(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(not player["nullified"], f"Akunen: {name} already has a critical nullification token.")
    player["nullified"] = True
    return [Event("akunen", f"Akunen: {name}'s critical nullification token cancels the red cells; a mission fails "
                            "only beyond them.", {"player": name})]


def _foxes(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    if args["pryze"]:
        _spend_hand_pryze(state, name, "the healing card")
    player["knowledge"] += FOXES_KNOWLEDGE
    return [Event("foxes", f"Talking Foxes: {name} discards a healing card for {FOXES_KNOWLEDGE} Knowledge.",
                  {"player": name})]


def _tyllo(state: dict, name: str, player: dict, args: dict) -> list[Event]:
    ensure(not player["tyllo_used"], f"Jacob Tyllo: {name} has used it once already; once per game.")
    ensure(player["tree_tokens"] > 0, f"Jacob Tyllo: {name} holds no Tree token to exchange.")
    player["tyllo_used"] = True
    player["tree_tokens"] -= 1
    player["knowledge"] += TYLLO_KNOWLEDGE
    return [Event("tyllo", f"Jacob Tyllo: {name} exchanges a Tree token for {TYLLO_KNOWLEDGE} Knowledge, "
                           "once per game.", {"player": name})]


TREE_CARD_EFFECTS = {
    "loki": _loki, "mr_woos_curiosities": _mr_woo, "alba_chryzostom": _alba, "doctor_tertius": _tertius,
    "in_sync": _in_sync, "akunen": _akunen, "talking_foxes": _foxes, "jacob_tyllo": _tyllo,
}


# ----------------------------------------------------------------- rounds and the end

def next_phase(state: dict, args: dict) -> list[Event]:
    """Move to the next phase of the round (Initiative, Planning, Action, Tree, Rotation)."""
    _ready(state)
    index = PHASES.index(state["phase"])
    ensure(index + 1 < len(PHASES), "The Rotation Phase is the last of the round: end the round (end_round).")
    state["phase"] = PHASES[index + 1]
    state["active"] = state["order"][0]
    return [Event("phase", f"Round {state['round']}: the {state['phase'].capitalize()} Phase begins.",
                  {"round": state["round"], "phase": state["phase"]})]


def end_round(state: dict, args: dict) -> list[Event]:
    """The Rotation Phase ends the round: unused tokens lapse, the Tree's turn marker moves up, the game may end."""
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
        where = f"the Tree's turn marker moves to level {tree['level']} ({tree['remaining']} points left)"
    else:
        tree["level"], tree["remaining"] = None, None
        where = "the Tree's turn marker is removed, so any level may be used"
    return [Event("round", f"Rotation Phase: round {state['round']} begins, {where}; "
                           f"order of play {', '.join(state['order'])}.",
                  {"round": state["round"], "order": state["order"]})]


def _tree_token_victory(state: dict, holders: list[str]) -> list[Event]:
    """4 Tree tokens end the game with the round; points do not matter. Two holders: most tokens, then Knowledge."""
    players = state["players"]
    best = max((players[n]["tree_tokens"], players[n]["knowledge"]) for n in holders)
    winners = [n for n in holders if (players[n]["tree_tokens"], players[n]["knowledge"]) == best]
    _finish(state, winners, {"reason": "tree_tokens"})
    return [Event("over", f"End of the game: {' and '.join(winners)} holds {best[0]} Tree tokens and wins with the "
                          "end of the round; victory points are irrelevant.", {"winners": winners})]


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
        got = ", ".join(f"{pts} for {cat.replace('_', ' ')}" for cat, pts in bonus[name].items() if pts)
        events.append(Event("bonus", f"End of the game: {name} scores {_plural(extra, 'bonus point')}"
                                     f"{' (' + got + ')' if got else ''} for {players[name]['vp']} in all.",
                            {"player": name, "bonus": bonus[name], "vp": players[name]["vp"]}))

    def rank(n: str) -> tuple:
        return players[n]["vp"], players[n]["tree_tokens"], players[n]["knowledge"]

    ranking = sorted(state["order"], key=rank, reverse=True)
    winners = [n for n in ranking if rank(n) == rank(ranking[0])]
    _finish(state, winners, {"reason": "points", "bonus": bonus, "ranking": ranking,
                             "scores": {n: players[n]["vp"] for n in ranking}})
    tied = [n for n in ranking if players[n]["vp"] == players[ranking[0]]["vp"]]
    why = "; the tie on points goes to the most Tree tokens, then Knowledge" if len(tied) > 1 else ""
    events.append(Event("over", f"End of the game: {' and '.join(winners)} "
                                f"win{'s' if len(winners) == 1 else ''} with {players[ranking[0]]['vp']} "
                                f"points{why}.", {"winners": winners, "ranking": ranking}))
    return events


def _finish(state: dict, winners: list[str], final: dict) -> None:
    state["over"] = True
    state["winners"] = winners
    state["winner"] = winners[0] if len(winners) == 1 else None
    state["final"] = final


# ----------------------------------------------------------------- the game as data

def _fields(**extra: Field) -> dict:
    return {"player": NAME, **extra}


GAME = Game(
    id="enclave",
    title="Enclave",
    setup=Move(setup, {
        "players": Field(list, min=2, max=4, of=PLAYER),
        "method": Field(str, choices=("draw", "bid")),
        "order": opt(list, None, of=NAME),
        "bids": opt(list, None, of={"player": NAME, "bid": Field(int, min=0, max=BID_MONEY)}),
        "tree_points": Field(int, min=1, max=30),
        "tree_cards": opt(dict, None, of=Field(str, choices=tuple(TREE_CARD_LEVELS))),
    }, "Start a game: 2-4 players with their snatcher cards (each may list its red/green `cells` as "
       "{track, value, kind, number}; default red -5:2, -4:2, -3:1 and green +3:1, +4:1, +5:2 on both tracks; "
       "and its `seat` 1-4, the seat reader; default: its position in the list), "
       "the order by `draw` (`order`, money 8/9/10/11 by position) or `bid` (`bids` [{player, bid}] in "
       "bidding order, 11 each), the Tree marker's points per level, and the Tree card per level "
       "(`tree_cards` {\"1\": card...}; default the first-game set)."),
    moves={
        "next_phase": Move(next_phase, {}, "Move on to the next phase of the round."),
        "end_round": Move(end_round, {}, "End the round in the Tree or Rotation Phase: unused preparation and "
                                         "In Sync tokens lapse, the Tree's turn marker moves, the game may end."),
        "heal": Move(heal, _fields(physical=opt(int, 0, min=0, max=10), mental=opt(int, 0, min=0, max=10),
                                   pryze=opt(bool, False), card=CARD_NAME),
                     "A healing item: raise current conditions, never above the maximum; `pryze` if the "
                     "card was a pryze, `card` if it is a bought card held in hand."),
        "wound": Move(wound, _fields(physical=opt(int, 0, min=0, max=10), mental=opt(int, 0, min=0, max=10)),
                      "Damage from a card outside a boarding: lower current conditions, never below -5."),
        "enhance": Move(enhance, _fields(
            kind=Field(str, choices=("snatcher", "machine")),
            physical=opt(int, 0, min=-5, max=5), mental=opt(int, 0, min=-5, max=5),
            sesame=opt(int, 0, min=-6, max=6), sarcophagus=opt(int, 0, min=-3, max=3),
            replace=opt(int, None, min=1, max=ENHANCEMENT_SLOTS), pryze=opt(bool, False),
            cost=opt(int, 0, min=0, max=99)),
            "Slip an enhancement card under the snatcher card: `snatcher` moves physical/mental current and "
            "maximum together, `machine` moves sesame/sarcophagus; with both slots full name the slot to "
            "`replace`; `pryze` if the card is a kept pryze; `cost` pays for it when bought."),
        "money": Move(money, _fields(n=Field(int, min=-99, max=99)),
                      "Gain money (location bonus, card) or pay it (n below 0); never below 0."),
        "buy": Move(buy, _fields(cost=Field(int, min=0, max=99), card=CARD_NAME),
                    "Buy a card at Maggot's Outlet or Knives Square (or through a Tree card): pay its price; a "
                    "named healing or protection `card` is then held in hand."),
        "knowledge": Move(knowledge, _fields(n=Field(int, min=-30, max=30)),
                          "Gain Knowledge tokens or give them up (n below 0); never below 0."),
        "pryze": Move(pryze, _fields(price=Field(int, min=0, max=30), knowledge=opt(int, 0, min=0, max=10)),
                      "Show the pryze card just gained (its price and Knowledge bonus) before deciding on it."),
        "sell_pryze": Move(sell_pryze, _fields(price=opt(int, None, min=0, max=30)),
                           "Sell a pryze just gained for its printed price (default: the shown pryze's) plus "
                           "the sesame level."),
        "keep_pryze": Move(keep_pryze, _fields(knowledge=opt(int, None, min=0, max=10)),
                           "Keep a pryze just gained; a `knowledge` bonus (default: the shown pryze's) pays "
                           "those tokens and the card is discarded."),
        "tree_token": Move(tree_token, _fields(keep=Field(bool)),
                           "Decide on a Tree token just gained: keep it, or trade it for 2 Knowledge."),
        "prepare": Move(prepare, _fields(),
                        "At Boarding into the Enclave, give up boarding for a preparation token for next round."),
        "board": Move(board, _fields(
            mission=Field(dict),
            traps=opt(list, [], of=DAMAGE, max=6),
            protection=opt(list, [], of=PROTECTION, max=10),
            prep=opt(dict),
            in_sync=opt(str),
            partner_prep=opt(dict)),
            "Board a mission: `mission` {physical, mental, rewards {knowledge, money, pryzes, tree_tokens}, "
            "traps (printed count, optional)}, the revealed `traps` [{physical, mental}], the `protection` "
            "cards used [{physical, mental, pryze, owner, card}] (at most the sarcophagus level), the preparation "
            "token `prep` {physical, mental}. The In Sync holder who declared this player comes along (one "
            "extra trap, shared protection and fate, full reward each; `in_sync` may name them, `partner_prep` "
            "is their token). In the Tree Phase this is Boarding for Angelos."),
        "select": Move(select, _fields(), "Table: the snatcher the next scanned cards are for."),
        "boarding": Move(boarding, _fields(mission=Field(dict)),
                         "Table: start a boarding from the scanned mission card (as in `board`); then `trap`, "
                         "`protect`, and `confirm_board` or `cancel_board`."),
        "trap": Move(trap, DAMAGE, "Table: a revealed trap card {physical, mental} for the boarding being prepared."),
        "protect": Move(protect, {**PROTECTION, "prep": opt(bool, False)},
                        "Table: a protection card {physical, mental, pryze, owner, card} for the boarding being "
                        "prepared; `prep` for the preparation token."),
        "confirm_board": Move(confirm_board, {}, "Table: resolve the boarding being prepared (see `board`)."),
        "cancel_board": Move(cancel_board, {}, "Table: drop the boarding being prepared."),
        "declare_sync": Move(declare_sync, _fields(partner=NAME),
                             "In Sync: before the round's first boarding the token holder `player` names the "
                             "`partner` whose boarding they join."),
        "oracle": Move(oracle, {"players": Field(list, min=1, max=4, of=NAME)},
                       "Oracle, taking the initiative: its visitors in track order play first next round."),
        "tree_exchange": Move(tree_exchange, _fields(n=Field(int, min=0, max=30),
                                                     level=opt(int, None, min=1, max=TREE_LEVELS)),
                              "Towards the Tree: trade `n` Knowledge for victory points on `level` (default the "
                              "current one; farther by one per Tree token held; any in round 6); n 0 only visits."),
        "tree_card": Move(tree_card, _fields(
            card=Field(str, choices=TREE_CARD_ABILITIES),
            n=opt(int, None, min=1, max=30), slot=opt(int, None, min=1, max=ENHANCEMENT_SLOTS),
            value=opt(int, None, min=0, max=30), victim=opt(str), pryze=opt(bool, False)),
            "Use the visited level's Tree card: loki (`victim`, `pryze` if the stolen card is one), "
            "mr_woos_curiosities (`slot`, `value`), alba_chryzostom (`n` Knowledge, 7 money each), "
            "doctor_tertius, in_sync, akunen, talking_foxes (`pryze` if the healing card was one), jacob_tyllo."),
    },
    over=lambda state: state["over"],
    glossary={"VP": "victory points", "pryze": "a prize stolen from the Enclave",
              "sesame": "the machine part that adds to a pryze's selling price",
              "sarcophagus": "the machine part that limits the protection cards taken on a mission",
              "snatcher": "the character a player sends into the Enclave"},
)
