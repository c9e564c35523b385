"""T.I.M.E Stories at the table: which card, roll or button becomes which action.

A card's printed attributes go into the action as they are: a card missing one
is refused by the engine with a sentence naming the field, never a crash.

Cards (``device/cards/timestories.jsonl``, plus the owner's scenario cards):

* ``location`` (card A of a location, ``red``): enters that location.
* ``space`` (a card letter, ``space``): moves an agent's pawn there.
* ``receptacle`` (``lp``, ``resistance``, ``dice``): at the base, the agent takes that receptacle.
* ``item`` (``item`` number, ``agency``): the agent takes the item; an item someone else
  holds is given to the agent; the agent's own item is used.
* ``token`` (``token``): the team gains that state token.
* ``test`` (``space``, ``shields``, ``lock``, ``trait``): the test printed on a card starts.
* ``mission`` (``result`` success or failed): the Mission Successful / Failed card.

"The agent" is the one whose seat reader saw the card (reader ``seat3`` is the agent
whose setup ``seat`` is 3); on an empty seat's or any other reader (and for a card chosen
by touch) it is, for a receptacle at the base, the first agent who has none yet (set up by
touch), else the first agent still off the board at the location, else the agent next to act
(:func:`engine.timestories.next_to_act`).

Dice: the Time Captain die (profile ``time_captain``, or one typed die 1-3) leaves
the location; action dice (profile ``timestories_action``) are the roll of the agent
next to act against the test on their space, and what the camera and the dice entry
expect once the Time Captain has spent the round's TU. Between rounds the team may still
leave (rulebook, "Leaving a location"), so the Time Captain die is what they expect then,
unless a lock holds an agent on their card; a throw that is not one die 1-3 while a test
awaits is told in one sentence to spend the TU first or roll the Time Captain die alone, and
the camera's Time Captain die is then asked about once before the team leaves.
While the agent's receptacle has no dice for the test's trait, a roll (and the dice entry,
before any value is tapped) is told what to do instead; a count that does not match their
receptacle's dice asks for a re-roll (or, typed, for that many values) instead of guessing.

Buttons: ``next``/``spend_tu`` spends 1 TU, ``idle`` lets the agent next to act do
nothing, ``new_run`` (or ``confirm`` once the mission failed) starts the next run;
undo is generic.
"""

from __future__ import annotations

import copy
from functools import lru_cache

from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from device.catalog import Required
from device.tables import Notice, ScanSetup, TouchButton
from engine.text import Text, and_list, die_face, plural, t
from engine.timestories import held_by_a_lock, next_to_act
from ui.screens import ORIGINS

DEFAULT_SETUP = {
    "action": "setup", "game": "timestories", "tu": 25, "captain": "Blue",
    "agents": [{"name": "Blue", "lp": 4, "resistance": 1}, {"name": "Red", "lp": 4, "resistance": 1}],
}
ACTION_DICE = "timestories_action"
CAPTAIN_DIE = "time_captain"
# The receptacles' characteristics, as the sentences name them.
TRAITS = {"combat": t("combat", context="trait"), "deftness": t("deftness", context="trait"),
          "magic": t("magic", context="trait")}

# What each kind of card has printed on it, for validating and authoring cards (device.catalog):
# a type, a range of whole numbers, a tuple of the values allowed, an object of such fields, or a
# list of up to that many entries. A field may be absent unless Required: the engine cannot play a
# receptacle without its life points, nor a test without its space and a shield stack.
SPACES = tuple("BCDEFGH")
SHIELD_STACK = {"kind": ("normal", "skull", "time", "heart", "special"), "n": range(1, 21)}
CARD_FIELDS = {
    "location": {"red": bool},
    "space": {"space": Required(SPACES), "sealed": str},
    "receptacle": {"lp": Required(range(1, 21)), "resistance": range(0, 21),
                   "dice": {"combat": range(0, 11), "deftness": range(0, 11), "magic": range(0, 11)}},
    "item": {"item": str, "agency": bool},
    "token": {"token": str},
    "test": {"space": Required(SPACES), "shields": Required([SHIELD_STACK] * 3), "lock": bool,
             "trait": ("combat", "deftness", "magic")},
    "mission": {"result": ("success", "failed")},
}

# -- setting a run up on the kiosk: agents scanned at their seat, or a number of them by touch --

SCAN_SETUP = ScanSetup("receptacle", t("receptacle"))
SEAT_COLOURS = ("Blue", "Red", "Green", "Yellow")   # the agents are named after their seat
TU_CHOICES = (20, 25, 30)   # one-tap starting TU of a run (the scenario's base says which)
# captain: the seat of the Time Captain among the agents scanned; touch_captain: among the seats a
# player count set up by touch fills (seat 1 until a tap passes it on, shown before the count starts the run)
SETUP_OPTIONS = {"tu": DEFAULT_SETUP["tu"], "captain": None, "touch_captain": 1}


def seat_player(seat: int, card) -> str:
    return SEAT_COLOURS[seat - 1]


def seated(options: dict, seat: int) -> dict:
    """The first agent scanned is the Time Captain until a tap passes it on."""
    return options | {"captain": options["captain"] or seat}


def unseated(options: dict, seat: int, seats: list[int]) -> dict:
    """An agent removed at setup: the captaincy passes to the first seat left; the TU stay."""
    return options | {"captain": (seats[0] if seats else None) if options["captain"] == seat else options["captain"]}


def setup_view(options: dict, seated: list, names: dict[int, str]) -> tuple[tuple, tuple]:
    """The Time Captain (of the agents scanned, else of the seats a player count fills) and the starting TU."""
    captain = names[options["captain"]] if seated else SEAT_COLOURS[options["touch_captain"] - 1]
    choices = (("ui:captain", t("Time Captain: {name}", name=captain)),)
    choices += tuple((f"ui:tu:{n}", t("{n} TU", n=n)) for n in TU_CHOICES)
    return (t("Starting TU: {tu}", tu=options["tu"]),), choices


def _pass_captain(options: dict, _arg: str, seats: list[int]) -> dict:
    """The Time Captain passes to the next seat: of the agents scanned, else of the four seats (a player
    count without the captain's seat is then refused in one sentence, the buttons staying where they are)."""
    if not seats:
        return options | {"touch_captain": options["touch_captain"] % len(SEAT_COLOURS) + 1}
    return options | {"captain": seats[(seats.index(options["captain"]) + 1) % len(seats)]}


def _starting_tu(options: dict, tu: str, _seats: list[int]) -> dict:
    return options | {"tu": int(tu)}


SETUP_CHOICES = {"captain": _pass_captain, "tu": _starting_tu}


def scanned_setup(seated: list, options: dict) -> dict:
    """Each agent takes the receptacle scanned at their seat and keeps the seat, so the
    seat reader finds them in play."""
    line = copy.deepcopy(DEFAULT_SETUP) | {"tu": options["tu"]}
    names = {seat: seat_player(seat, card) for seat, card in seated}
    line["agents"] = [{"name": names[seat], "seat": seat, "receptacle": card.name, "lp": card.get("lp"),
                       "resistance": card.get("resistance", 0), "dice": dict(card.get("dice", {}))}
                      for seat, card in seated]
    line["captain"] = names[options["captain"] if options["captain"] in names else seated[0][0]]
    return line


def touch_setup(players: int, options: dict) -> dict:
    """Agents named after the seats; their receptacles are scanned once the run starts."""
    line = copy.deepcopy(DEFAULT_SETUP) | {"tu": options["tu"]}
    line["agents"] = [{"name": SEAT_COLOURS[i], "lp": 4, "resistance": 1} for i in range(players)]
    line["captain"] = SEAT_COLOURS[options["touch_captain"] - 1]
    return line


def map_event(event, state: dict, catalog) -> dict | Notice | None:
    if isinstance(event, TagPlaced):
        return _card(catalog.card_for(event.uid), _seat_agent(event.reader, state), state)
    if isinstance(event, ButtonPressed):
        return _button(event.name, state)
    if isinstance(event, DiceRolled):
        return _dice(event, state)
    return None


# The outcomes that stay on the banner until the next input: a test's result, a death, the mission's end.
BANNER_EVENTS = frozenset({"hits", "riposte", "completed", "special", "death", "success", "failed"})


def touch_buttons(state: dict) -> list[TouchButton]:
    undo = TouchButton("undo", t("Undo"))
    if state["status"] == "failed":
        return [TouchButton("new_run", t("New run")), undo]
    buttons = [TouchButton("spend_tu", t("Spend 1 TU"))] if state["location"] else []
    actor = next_to_act(state)
    if actor:
        buttons.append(TouchButton("idle", t("Idle: {name}", name=actor)))
    return buttons + [undo]


def prompt(state: dict) -> Text | None:
    """What the team does next, when it is not the kiosk's "scan a card": at the base, each agent
    still without a receptacle takes one before the first location; after a failed mission, a new run."""
    if state["status"] == "failed":
        return t("The mission failed: tap New run (or press confirm) to go back to the base for run {run}, "
                 "with {tu} TU.", run=state["run"] + 1, tu=state["tu_start"])
    if not state["at_base"] or state["status"] != "playing":
        return None
    waiting = _without_receptacle(state)
    if waiting:
        return plural(len(waiting), "At the base, {names} still needs a receptacle: scan one (or choose it with "
                                    "Menu > Choose card), then the first location's card.",
                      "At the base, {names} still need a receptacle: scan one for each, in seat order (or choose "
                      "them with Menu > Choose card), then the first location's card.", names=and_list(waiting))
    return t("At the base: scan the first location's card to start the run.")


# --- cards ----------------------------------------------------------------------------------------

def _seat_agent(reader: str, state: dict) -> str | None:
    """``seat2`` is the agent set up at seat 2; empty seats and other readers name nobody."""
    return next((name for name, agent in state["agents"].items() if reader == f"seat{agent['seat']}"), None)


def _agent_at_hand(state: dict) -> str | None:
    """Who a card on a shared reader is for: the first agent (seat order) still to put a pawn on
    the location, else the agent next to act."""
    if state["location"] is not None:
        waiting = [name for name in state["seats"]
                   if state["agents"][name]["alive"] and state["agents"][name]["space"] is None]
        if waiting:
            return waiting[0]
    return next_to_act(state)


def _without_receptacle(state: dict) -> list[str]:
    """The agents (seat order) with no receptacle yet: set up by touch, no receptacle named, no dice."""
    return [name for name in state["seats"]
            if state["agents"][name]["receptacle"] == name and not state["agents"][name]["dice"]]


def _first_without_receptacle(state: dict) -> str | None:
    """At the base, the first agent (seat order) with no receptacle yet, so a receptacle on a shared
    reader, or chosen by touch, tells the game their dice."""
    return next(iter(_without_receptacle(state)), None) if state["at_base"] else None


def _card(card, seat_agent: str | None, state: dict) -> dict | Notice | None:
    kind = card.kind
    if kind == "location":
        if state["location"] == card.name:
            return None  # the card is back on the reader; the team is already there
        if state["location"] is not None:
            return Notice(t("To go to {location}, first leave {here}: roll the Time Captain die.",
                            location=card.name, here=state["location"]), attention=True)
        return {"action": "enter", "location": card.name, "red": bool(card.get("red", False))}
    if kind == "token":
        token = card.get("token", card.name)
        return None if token in state["tokens"] else {"action": "token", "token": token}
    if kind == "test":
        return {"action": "test", "space": card.get("space"), "shields": card.get("shields"),
                "lock": bool(card.get("lock", False)), "trait": card.get("trait")}
    if kind == "mission":
        return {"action": "success"} if card.get("result") == "success" else {"action": "fail", "card": card.name}
    agent = seat_agent or (_first_without_receptacle(state) if kind == "receptacle" else None) or _agent_at_hand(state)
    if agent is None:
        return Notice(t("{card}: put it on the reader of the agent it is for.", card=card.name), attention=True)
    if kind == "space":
        return {"action": "move", "agent": agent, "space": card.get("space"),
                **({"sealed": card["sealed"]} if card.get("sealed") else {})}
    if kind == "receptacle":
        return {"action": "receptacle", "agent": agent, "receptacle": card.name, "lp": card.get("lp"),
                "resistance": card.get("resistance", 0), "dice": dict(card.get("dice", {}))}
    if kind == "item":
        return _item(card, agent, state)
    return Notice(t("{card} is a {kind} card, which T.I.M.E Stories does not use.", card=card.name, kind=kind))


def _item(card, agent: str, state: dict) -> dict:
    item = str(card.get("item", card.name))
    holder = next((name for name, a in state["agents"].items() if item in a["items"]), None)
    if holder is None:
        return {"action": "item", "agent": agent, "item": item, "agency": bool(card.get("agency", False))}
    if holder == agent:
        return {"action": "use", "agent": agent, "item": item}
    return {"action": "give", "from": holder, "to": agent, "item": item}


# --- buttons and dice ---------------------------------------------------------------------------

def _button(name: str, state: dict) -> dict | Notice | None:
    if name in ("next", "spend_tu"):
        return {"action": "spend_tu"}
    if name == "new_run" or (name == "confirm" and state["status"] == "failed"):
        return {"action": "new_run"}
    if name == "idle":
        actor = next_to_act(state)
        if actor is None:
            return Notice(t("Nobody is waiting to act: spend 1 TU first."))
        return {"action": "idle", "agent": actor}
    return None


def _roller(state: dict) -> str | None:
    """Whose dice a roll is now: the agent next to act in the open round, or, before the Time Captain
    spends the TU, the agent who will act first (so a throw too soon is told to spend it first)."""
    if state["round_open"] or state["status"] != "playing" or state["location"] is None:
        return next_to_act(state)
    return next((name for name in state["seats"] if state["agents"][name]["alive"]
                 and state["agents"][name]["space"] is not None), None)


def _awaiting_test(state: dict) -> dict | None:
    """The test on the roller's space, which the next roll is against (None: no test awaits a roll)."""
    roller = _roller(state)
    return state["tests"].get(state["agents"][roller]["space"]) if roller else None


def _can_leave(state: dict) -> bool:
    """Whether the team may roll the Time Captain die to leave now: at a location, playing, and no
    living agent held by a lock (the engine refuses ``leave`` then)."""
    return state["location"] is not None and state["status"] == "playing" and not held_by_a_lock(state)


def _test_between_rounds(state: dict) -> tuple[str, str] | None:
    """(agent, space) of the first living agent (seat order) facing a test while the round's TU is
    not spent yet, whichever of them will act first (the players choose the order); else None."""
    if state["round_open"] or state["location"] is None or state["status"] != "playing":
        return None
    return next(((name, agent["space"]) for name in state["seats"]
                 for agent in [state["agents"][name]] if agent["alive"] and agent["space"] in state["tests"]), None)


def _takes_action_dice(state: dict) -> bool:
    """Whether a throw now is the acting agent's roll against a test: once the round's TU is spent,
    or before it when a lock leaves the team no other roll (between rounds they may leave)."""
    return _awaiting_test(state) is not None and (state["round_open"] or not _can_leave(state))


def dice_wait(state: dict) -> Text | None:
    """What must happen before the roll a test awaits can be taken (None: the roll can be taken now,
    or no test awaits one). Said to a throw that cannot be taken (and with a doubtful reading); the
    dice entry shows it instead of offering the action dice, above the Time Captain die when that is
    the roll it offers then."""
    if not state["round_open"]:
        waiting = _test_between_rounds(state)
        if waiting is None:
            return None
        name, space = waiting
        if _can_leave(state):
            return t("{name} rolls against the test on space {space} once the Time Captain spends 1 TU: spend 1 TU "
                     "first, or roll the Time Captain die alone to leave {location}.",
                     name=name, space=space, location=state["location"])
        return t("{name} rolls against the test on space {space} once the Time Captain spends 1 TU: "
                 "spend 1 TU first.", name=name, space=space)
    test = _awaiting_test(state)
    if test is None:
        return None
    roller = _roller(state)
    space = state["agents"][roller]["space"]
    trait = test["trait"]
    if not trait or state["agents"][roller]["dice"].get(trait):
        return None
    words = {"name": roller, "trait": TRAITS.get(trait, trait), "space": space}
    if test.get("lock"):   # rulebook: a lock keeps the agents on the card until the test is defeated
        return t("{name} has no {trait} dice for the locked test on space {space}: {name} can only do nothing "
                 "until it is defeated.", **words)
    if roller in _without_receptacle(state):
        return t("{name} took no receptacle at the base, so has no {trait} dice for the test on space {space}: "
                 "{name} can only move or do nothing until a new run, whose base offers the receptacles again.",
                 **words)
    return t("{name}'s receptacle has no {trait} dice for the test on space {space}: {name} can only move "
             "or do nothing.", **words)


def dice_profile(state: dict) -> str:
    """Action dice while a test awaits the acting agent's roll and the round is open (or a lock
    leaves no other roll); else the Time Captain die."""
    return ACTION_DICE if _takes_action_dice(state) else CAPTAIN_DIE


def dice_counts(state: dict) -> tuple[int, ...]:
    """The acting agent's dice for the test's trait while a test awaits their roll in the open round
    (1-6 for a test that names no trait; none while the roll cannot be taken); else the one Time
    Captain die when the team can leave the location (none while a lock holds an agent); none at the
    base or between locations."""
    if _takes_action_dice(state):
        if dice_wait(state):
            return ()
        test = _awaiting_test(state)
        return (state["agents"][_roller(state)]["dice"][test["trait"]],) if test["trait"] else tuple(range(1, 7))
    return (1,) if _can_leave(state) else ()


def spoken_cue(action: dict, state: dict) -> str | None:
    """The TU left, after an action that spends them."""
    return t("{n} TU left", n=state["tu"]) if action["action"] in ("spend_tu", "leave") else None


def _dice(event: DiceRolled, state: dict) -> dict | Notice:
    if event.profile == ACTION_DICE:
        return _action_roll(event, state)
    if state["location"] is None:
        return Notice(t("A die was read, but the team is not at a location; scan a location card first."))
    numbers = event.numbers() or ()      # a die read as "?" counts: "? 2tu" is two dice
    waiting = _test_between_rounds(state)
    if len(numbers) != 1 or not 1 <= numbers[0] <= 3:
        if waiting:    # most likely action dice thrown before the TU was spent
            return Notice(dice_wait(state), attention=True, kind="dice_check")
        if event.origin != "camera":   # the players entered these values: the camera read nothing
            return Notice(t("The Time Captain die shows 1 to 3 TU; {how}: {shown}. Enter one value from 1 to 3.",
                            shown=", ".join(str(value) for value in event.values) or t("nothing"),
                            how=ORIGINS.get(event.origin, event.origin)), attention=True, kind="dice_check")
        return Notice(t("The Time Captain die shows 1 to 3 TU; the camera read {faces}. Roll again or type the value.",
                        faces=[die_face(face) for face in event.faces] or t("nothing")), attention=True, kind="dice_check")
    if event.origin == "camera" and waiting and _can_leave(state):
        # A lone action die thrown too soon can look like it: leaving with a test waiting is asked once.
        return Notice(t("The camera read the Time Captain die ({faces}) while a test waits on space {space}: keep it "
                        "as read to leave {location}, or ignore it and spend 1 TU to roll against the test.",
                        faces=die_face(event.faces[0]), space=waiting[1], location=state["location"]),
                      attention=True, kind="dice_check", data={"can_keep": True})
    return {"action": "leave", "roll": numbers[0]}


def _action_roll(event: DiceRolled, state: dict) -> dict | Notice:
    not_yet = dice_wait(state)
    if not_yet:
        return Notice(not_yet, attention=True)
    actor = next_to_act(state)
    if actor is None:
        return Notice(t("Action dice were read, but nobody is waiting to act: spend 1 TU first."), attention=True)
    agent = state["agents"][actor]
    test = state["tests"].get(agent["space"])
    if test is None:
        return Notice(t("{name} is next to act but faces no test on space {space}: move or idle first.",
                        name=actor, space=agent["space"]), attention=True)
    quota = agent["dice"][test["trait"]] if test["trait"] else None
    if quota is not None and quota != len(event.faces):
        trait, dice = TRAITS.get(test["trait"], test["trait"]), plural(quota, "{n} die", "{n} dice")
        read = plural(len(event.faces), "{n} die", "{n} dice")
        if event.origin == "camera":
            return Notice(t("{name} rolls {dice} for {trait}, but the camera read {read}; roll again.",
                            name=actor, dice=dice, trait=trait, read=read), attention=True, kind="dice_check")
        return Notice(t("{name} rolls {dice} for {trait}; {how}: {read}. Enter {values}.",
                        name=actor, dice=dice, trait=trait, read=read, how=ORIGINS.get(event.origin, event.origin),
                        values=plural(quota, "{n} value", "{n} values")), attention=True, kind="dice_check")
    faces = _action_faces()
    unknown = [face for face in event.faces if face not in faces]
    if unknown:
        return Notice(t("'{face}' is not a face of the action dice; roll again.", face=unknown[0]), attention=True,
                      kind="dice_check")
    return {"action": "roll", "agent": actor, "space": agent["space"],
            "hits": sum(faces[face][0] for face in event.faces),
            "skulls": sum(faces[face][1] for face in event.faces)}


@lru_cache(maxsize=1)
def _action_faces() -> dict[str, tuple[int, int]]:
    """Hits and skulls of each action-die face, from the dice profile (the one place they are written)."""
    from drivers.dice.profiles import load_profile

    return {face.name: (face.data.get("hits", 0), face.data.get("skulls", 0))
            for face in load_profile(ACTION_DICE).faces}
