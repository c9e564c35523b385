"""Kiválasztottak at the table: which card, roll or button becomes which action.

Cards (``device/cards/kivalasztottak.jsonl``, plus the owner's real cards with
``mp`` = MP-érték, and ``roll``/``low``/``high`` for a card that asks for a 2k6 roll):

* In round 1 before the resource phase, every card scanned is one card of a
  deck being listed (``scan``); once it holds the 40 cards a Jövő needs, the
  on-screen buttons check that list as one player's deck, which also counts
  their Jövő; another button switches to the Cserepakli.
* Later, a card that asks for a roll makes that roll pending (``ask_roll``);
  any other card is played by the aktív játékos (``play``), paying its MP-érték
  (a toronyszint card also adds a tower level). An X card cannot be priced from
  the card: pay with the MP button instead.

Dice: two dice read by the camera judge the pending roll; one typed (or seen)
die at a time fills it die by die. Without a pending roll, or with a count that
is not a 2k6, the players are asked to correct rather than guessed for. A
misread roll is corrected by undo (the roll is pending again) and typing the
two dice.

Buttons: ``next`` is the resource phase in an opening and otherwise a pass by
whoever is to decide; ``confirm`` ends the round in its closing phase. The
on-screen buttons (at most six fit beside the board) follow the phase: MP, DP,
tower, pass, mulligan, closing discard, deck check, end of round; undo is generic.
"""

from __future__ import annotations

import copy

from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from device.tables import Notice, TouchButton
from engine.kivalasztottak import DECK_MIN, MULLIGAN_STEP, ROLL_NAMES
from engine.text import t
from ui.screens import ORIGINS

# What each kind of card has printed on it, for validating and authoring cards (device.catalog):
# a range of whole numbers or a tuple of the values allowed. Any card may cost MP ("X" when the
# card sets it) or ask for a roll, whatever its kind ("*"); the kinds named are those the kiosk offers.
CARD_FIELDS = {
    "*": {"mp": tuple(range(0, 21)) + ("X",), "roll": tuple(ROLL_NAMES), "low": range(-50, 51),
          "high": range(-50, 51)},
    "toronyszint": {}, "kalandozo": {}, "akciolap": {}, "epitmeny": {}, "roll": {},
}

DEFAULT_SETUP = {
    "action": "setup", "game": "kivalasztottak", "players": ["Anna", "Bela"], "first": "Anna",
    "future": {"Anna": 40, "Bela": 40}, "towers": {"Anna": 3, "Bela": 3},
}


def touch_setup(players: int, options: dict) -> dict:
    """The first of the default players, each with a full Jövő and three tower levels;
    the kiosk sets Kiválasztottak up by touch only."""
    names = DEFAULT_SETUP["players"][:players]
    return copy.deepcopy(DEFAULT_SETUP) | {"players": names, "first": names[0], "future": {n: 40 for n in names},
                                           "towers": {n: 3 for n in names}}


# On-screen button names carry the player after a colon: "dp+1:Anna".
PLAYER_BUTTONS = {"mp-1", "dp+1", "tower-1", "pass", "discard", "mulligan", "check"}


def map_event(event, state: dict, catalog) -> dict | Notice | None:
    if isinstance(event, TagPlaced):
        return _card(catalog.card_for(event.uid), state)
    if isinstance(event, DiceRolled):
        return _dice(event, state)
    if isinstance(event, ButtonPressed):
        return _button(event.name, state)
    return None


def _scanning(state: dict) -> bool:
    """Round 1 before the first draw: scanned cards list a deck."""
    return state["round"] == 1 and state["phase"] == "opening"


def _card(card, state: dict) -> dict | Notice:
    if _scanning(state):
        return {"action": "scan", "card": card.name}
    if card.get("roll"):
        action = {"action": "ask_roll", "kind": card["roll"], "high": card.get("high")}
        return action | ({"low": card["low"]} if card.get("low") is not None else {})
    cost = card.get("mp", 0)
    if not isinstance(cost, int):
        return Notice(t("{card} costs X MP, set when it is summoned: pay it with the MP button.", card=card.name),
                      attention=True)
    return {"action": "play", "player": state["active"], "mp": cost, "tower": card.kind == "toronyszint"}


def _dice(event: DiceRolled, state: dict) -> dict | Notice:
    pending = state["pending_roll"]
    values = list(event.numbers() or ())   # a die read as "?" counts: "? 2 4" is three dice
    shown = " ".join(event.faces)
    if pending is None and event.origin != "camera":   # typed or tapped: the camera read nothing
        return Notice(t("{shown} was {how}, but no 2d6 roll is pending: scan the card that asks for it.",
                        shown=shown, how=ORIGINS.get(event.origin, event.origin)), attention=True)
    if pending is None:
        return Notice(t("The camera read {shown}, but no 2d6 roll is pending: scan the card that asks for it.",
                        shown=shown) if shown else
                      t("The camera read nothing, but no 2d6 roll is pending: scan the card that asks for it."),
                      attention=True)   # nothing to correct: no roll is expected
    if len(values) == 1:
        return {"action": "die", "value": values[0]}
    if len(values) == 2 and not pending["dice"]:
        return {"action": "roll", "dice": values}
    return Notice(t("A 2d6 roll needs two dice; the camera read {shown}. Roll again or type the values.",
                    shown=shown) if shown else
                  t("A 2d6 roll needs two dice; the camera read nothing. Roll again or type the values."),
                  attention=True, kind="dice_check")


def dice_counts(state: dict) -> tuple[int, ...]:
    """Both dice of a 2k6 roll at once, or one at a time; none while no roll is pending."""
    pending = state["pending_roll"]
    if pending is None:
        return ()
    return (1,) if pending["dice"] else (1, 2)


def _button(name: str, state: dict) -> dict | None:
    if name == "next":
        if state["phase"] == "opening":
            return {"action": "resource"}
        return {"action": "pass", "player": _decider(state)}
    if name == "confirm":
        return {"action": "end_round"} if state["phase"] == "closing" else None
    if name in ("resource", "end_round"):
        return {"action": name}
    if name.startswith("pile:"):
        return {"action": "scan_pile", "pile": name.partition(":")[2]}
    kind, _, player = name.partition(":")
    if kind not in PLAYER_BUTTONS or not player:
        return None
    return {
        "mp-1": {"action": "mp", "player": player, "n": -1},
        "dp+1": {"action": "dp", "player": player, "n": 1},
        "tower-1": {"action": "tower", "player": player, "n": -1},
        "pass": {"action": "pass", "player": player},
        "discard": {"action": "discard", "player": player, "n": 1},
        "mulligan": {"action": "mulligan", "player": player},
        "check": {"action": "deck_check", "player": player},
    }[kind]


def _decider(state: dict) -> str:
    """Who a pass is for: the player to decide a closing discard, else the aktív játékos."""
    pending = state["closing_discards"]
    return pending[0] if state["phase"] == "closing" and pending else state["active"]


# The outcomes that stay on the banner until the next input: a roll's result, and a resource
# phase (each player's MP, hand and figures, and in round 1 the mulligan's invitation: more
# than the strip's rows hold).
BANNER_EVENTS = frozenset({"result", "resource"})


def touch_buttons(state: dict) -> list[TouchButton]:
    undo = TouchButton("undo", t("Undo"))
    first, second = state["order"]
    active = state["active"]
    other = second if active == first else first
    if state["phase"] == "opening":
        buttons = [TouchButton("resource", t("Erőforrás"))]
        if _scanning(state):
            scan = state["scan"]
            if sum(scan["deck"].values()) >= DECK_MIN[3]:   # a shorter deck is not counted as a Jövő
                buttons += [TouchButton(f"check:{first}", t("Pakli: {name}", name=first)),
                            TouchButton(f"check:{second}", t("Pakli: {name}", name=second))]
            buttons.append(TouchButton("pile:deck", t("Scan: Jövő")) if scan["pile"] == "swap"
                           else TouchButton("pile:swap", t("Scan: Cserepakli")))
        return buttons + [undo]
    if state["phase"] == "closing":
        # Step 1 (the discards) comes before the end-of-round effects that move DP.
        decider = _decider(state)
        buttons = ([TouchButton(f"discard:{decider}", t("{name}: eldob 1", name=decider)),
                    TouchButton(f"pass:{decider}", t("{name}: megtart", name=decider))] if state["closing_discards"]
                   else _dp_buttons(state))
        return buttons + [TouchButton("end_round", t("Forduló vége")), undo]
    mulligans = [TouchButton(f"mulligan:{name}", t("{name}: lekever", name=name))
                 for name, drawn in state["mulligan"].items() if drawn > MULLIGAN_STEP]
    buttons = mulligans + [TouchButton(f"mp-1:{active}", t("{name} -1 MP", name=active)),
                           TouchButton(f"pass:{active}", t("{name}: passz", name=active)), *_dp_buttons(state),
                           TouchButton(f"tower-1:{other}", t("{name} -1 torony", name=other), confirm=True)]
    return buttons[:5] + [undo]


def _dp_buttons(state: dict) -> list[TouchButton]:
    return [TouchButton(f"dp+1:{name}", t("{name} +1 DP", name=name)) for name in state["order"]]
