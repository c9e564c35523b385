"""T.I.M.E Stories Revolution: Cavendish at the table.

Cards (``device/cards/cavendish.jsonl`` plus the owner's own in cards.jsonl):

* a location card A (``letter``) chooses that location in the Time Captain phase;
* a receptacle card (``agent``) names the agent the buttons act for (``select``);
* a Destiny card (``modifier``) is revealed into the waiting test and resolves it;
* the Epilogue card starts the end-of-mission questions, answered with Yes/No;
* Talisman and Item cards identify themselves on the action strip.

A test is built the way it is played: the test button for an attribute (1
Azrak), ``Boost +1`` presses, one press per supporting Azrak, the difficulty
as a typed number or a die set on the camera, then the Destiny card.

On-screen buttons follow the moment (at most six fit beside the board): a
broken link offers its two choices (an Emergency Update paid, at no cost by the player count,
or at no cost by a card, l.294); a waiting test offers boost and support; Discovery offers the
selected agent's explore, stand by and tests; Between Locations offers the updates (the same
three ways) and the next captain. Button names carry the agent after a colon (``explore:Amy``),
or the question (``yes:damien``). The physical buttons: ``next`` boosts a waiting test, leaves
a location or passes the captaincy; ``confirm`` performs an Emergency Update after a broken link
or a Standard Update between locations.
"""

from __future__ import annotations

import copy

from device.catalog import Required
from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from device.tables import Notice, ScanSetup, TouchButton
from engine.cavendish import ATTRIBUTE_SHORT, ATTRIBUTES, CRYSTALS, DESTINY_CARDS, GAME, QUESTIONS
from engine.text import t
from ui.screens import ORIGINS

# The card kinds that only name themselves on the action strip.
CARD_KINDS = {"talisman": t("talisman"), "item": t("item")}

# What each kind of card has printed on it, for validating and authoring cards (device.catalog):
# a type, a range of whole numbers or a tuple of the values allowed; Required where a scan reads it.
AGENTS = ("Anton", "Amy", "Jennifer", "Doug")
PRINTED_ON_RECEPTACLES = ("azrak", "strength", "confidence", "dexterity")
CARD_FIELDS = {
    "location": {"letter": Required(tuple("ABCDEFGHIJKL"))},
    "receptacle": {"agent": Required(AGENTS), "azrak": range(1, CRYSTALS + 1), "strength": range(0, 10),
                   "confidence": range(0, 10), "dexterity": range(0, 10)},
    "talisman": {"agent": AGENTS},
    "destiny": {"modifier": Required(range(-9, 10))},
    "epilogue": {},
    "item": {"agent": AGENTS},
}

# The receptacle cards' printed values are the owner's to enter; these placeholders (the simulated
# table's) stand in for any not entered.
DEFAULT_SETUP = {
    "action": "setup", "game": "cavendish", "played": ["Anton", "Amy"],
    "receptacles": [
        {"name": "Anton", "azrak": 6, "strength": 3, "confidence": 2, "dexterity": 2},
        {"name": "Amy", "azrak": 6, "strength": 1, "confidence": 3, "dexterity": 3},
        {"name": "Jennifer", "azrak": 5, "strength": 2, "confidence": 2, "dexterity": 2},
        {"name": "Doug", "azrak": 5, "strength": 3, "confidence": 1, "dexterity": 1},
    ],
}


# -- setting a mission up on the kiosk: receptacles scanned at their seat, or a number of players by touch --

SCAN_SETUP = ScanSetup("receptacle", t("receptacle"))
# Whom a number of players plays (l.108): Anton and Amy always; the third of 3 players is Jennifer or
# Doug, the players' choice (Jennifer until a tap makes it Doug); all four with 4.
THIRD_RECEPTACLES = ("Jennifer", "Doug")


def setup_options(cards: list) -> dict:
    """The owner's receptacle card of each agent, whose printed numbers a mission plays (of two
    cards of one agent, the one with more numbers entered; the owner's, entered later, on a tie),
    and the third receptacle of 3 players."""
    receptacles = {}
    for card in cards:
        if card.kind == "receptacle":
            agent = card.get("agent", card.name)
            if len(_printed(card)) >= len(_printed(receptacles.get(agent))):
                receptacles[agent] = card
    return {"receptacles": receptacles, "third": THIRD_RECEPTACLES[0]}


def _printed(card) -> dict:
    """The receptacle numbers entered on a card (none for no card)."""
    if card is None:
        return {}
    return {key: card[key] for key in PRINTED_ON_RECEPTACLES if card.get(key) is not None}


def _placeholders(receptacles: dict) -> list[str]:
    """The agents some of whose numbers are not entered on their card: they start with ``DEFAULT_SETUP``'s."""
    return [name for name in AGENTS if len(_printed(receptacles.get(name))) < len(PRINTED_ON_RECEPTACLES)]


def _setup_line(played: list[str], receptacles: dict) -> dict:
    """The setup line playing ``played``: every receptacle starts with the numbers printed on its
    card (``receptacles``, agent -> card), the unplayed ones too (their Azrak start the Vortex)."""
    line = copy.deepcopy(DEFAULT_SETUP) | {"played": played}
    for receptacle in line["receptacles"]:
        receptacle |= _printed(receptacles.get(receptacle["name"]))
    return line


def _seated_receptacles(seated: list, options: dict) -> dict:
    """The receptacle card of each agent: the one scanned, else the owner's."""
    return options["receptacles"] | {card.get("agent", card.name): card for _, card in seated}


def seat_player(seat: int, card) -> str:
    """Cavendish agents are their receptacle."""
    return card.name


def setup_view(options: dict, seated: list, names: dict[int, str]) -> tuple[tuple, tuple]:
    """Which receptacles start with made-up numbers, and (set up by touch) the third of 3 players."""
    missing = _placeholders(_seated_receptacles(seated, options))
    lines = (t("{names}: the simulated table's numbers; enter the printed ones with Menu > Correct a card "
               "or agency cards edit.", names=", ".join(missing)),) if missing else ()
    choices = () if seated else (("ui:third", t("Third receptacle: {name}", name=options["third"])),)
    return lines, choices


def _other_third(options: dict, _arg: str, _seats: list[int]) -> dict:
    """A tap makes the other of Jennifer and Doug the third receptacle."""
    return options | {"third": next(name for name in THIRD_RECEPTACLES if name != options["third"])}


SETUP_CHOICES = {"third": _other_third}


def scanned_setup(seated: list, options: dict) -> dict:
    """The receptacles scanned play, with the numbers printed on their cards."""
    return _setup_line([card.name for _, card in seated], _seated_receptacles(seated, options))


def touch_setup(players: int, options: dict) -> dict:
    """Anton and Amy, the third receptacle chosen, or all four; each with the numbers printed on
    the owner's receptacle card."""
    played = list(AGENTS) if players == len(AGENTS) else ["Anton", "Amy", options["third"]][:players]
    return _setup_line(played, options["receptacles"])


def default_setup(cards: list) -> dict:
    """A mission started with no setup screen: Anton and Amy, with their cards' printed numbers."""
    return touch_setup(len(DEFAULT_SETUP["played"]), setup_options(cards))


def map_event(event, state: dict, catalog) -> dict | Notice | None:
    if isinstance(event, TagPlaced):
        return _card(catalog.card_for(event.uid), state)
    if isinstance(event, DiceRolled):
        return _number(event, state)
    if isinstance(event, ButtonPressed):
        return _button(event.name, state)
    return None


def _card(card, state: dict) -> dict | Notice | None:
    if card.kind == "location":
        letter = card["letter"]
        if state["phase"] == "captain":
            return {"action": "choose_location", "location": letter}
        if state["location"] == letter:
            return None  # card A is back on the reader; the group is already there
        return Notice(t("The group is at location {location}: everyone stands by and leaves first, "
                        "then the Time Captain chooses {letter}.", location=state["location"], letter=letter),
                      attention=True)
    if card.kind == "destiny":
        if state["test"] is None:
            return Notice(t("{card} was scanned, but no test is waiting for a Destiny card.", card=card.name),
                          attention=True)
        return {"action": "destiny", "value": card["modifier"]}
    if card.kind == "receptacle":
        agent = card["agent"]
        if agent not in state["agents"]:
            return Notice(t("{name} is not played in this mission.", name=agent), attention=True)
        return None if state["selected"] == agent else {"action": "select", "agent": agent}
    if card.kind == "epilogue":
        return {"action": "epilogue"}
    owner = t(", {name}'s", name=card["agent"]) if card.get("agent") else ""
    return Notice(t("{card}: a {kind} card{owner}; its effect is played from the card itself.",
                    card=card.name, kind=CARD_KINDS.get(card.kind, card.kind), owner=owner))


def _number(event: DiceRolled, state: dict) -> dict | Notice:
    """A typed number (or a die set on the camera) is the waiting test's difficulty."""
    if state["test"] is None:
        return Notice(t("A number sets a waiting test's difficulty: start the test first."), attention=True)
    numbers = event.numbers() or ()      # a die read as "?" counts: "4 ?" is two dice
    if len(numbers) != 1:
        shown = " ".join(event.faces) or t("nothing")
        if event.origin != "camera":   # the players entered these values: the camera read nothing
            return Notice(t("The difficulty is one number, but {shown} was {how}. Enter one value.", shown=shown,
                            how=ORIGINS.get(event.origin, event.origin)), attention=True, kind="dice_check")
        return Notice(t("The difficulty is one number; the camera read {shown}. Type it instead.", shown=shown),
                      attention=True, kind="dice_check")
    return {"action": "difficulty", "value": numbers[0]}


def prompt(state: dict) -> str:
    """The buttons act for the selected agent: say so, and how another agent takes them."""
    return t("The buttons act for {name}; scan another receptacle to act for that agent.", name=state["selected"])


NUMBER_NAME = t("Difficulty")   # the number entered by touch or typed while a test waits


def number_entry(state: dict) -> range | None:
    """A waiting test's difficulty by touch: every value the engine's ``difficulty`` move takes
    (the rulebook sets no bound: "the higher the value, the more difficult the test", l.247)."""
    if state["test"] is None:
        return None
    value = GAME.moves["difficulty"].fields["value"]
    return range(int(value.min), int(value.max) + 1)


def dice_counts(state: dict) -> tuple[int, ...]:
    """The waiting test's difficulty is one number; none is expected without a test."""
    return (1,) if state["test"] is not None else ()


def _button(name: str, state: dict) -> dict | None:
    command, _, agent = name.partition(":")
    if command in ("next", "confirm"):
        return _physical(command, state)
    actions = {
        "read": {"action": "read", "agent": agent},
        "explore": {"action": "explore", "agent": agent},
        "explore_free": {"action": "explore", "agent": agent, "free": True},
        "standby": {"action": "standby", "agent": agent},
        "give": {"action": "give_items", "agent": agent},
        "boost": {"action": "boost"},
        "support": {"action": "support", "agent": agent},
        "emergency": {"action": "emergency_update", "agent": agent},
        "emergency_free": {"action": "emergency_update", "agent": agent, "free": True},
        "emergency_card": {"action": "emergency_update", "agent": agent, "by_card": True},
        "lose_control": {"action": "lose_control", "agent": agent},
        "leave": {"action": "leave_location"},
        "end_conflict": {"action": "end_conflict"},
        "update": {"action": "standard_update"},
        "update_free": {"action": "standard_update", "free": True},
        "update_card": {"action": "standard_update", "by_card": True},
        "next_captain": {"action": "next_captain"},
        "reshuffle": {"action": "reshuffle_destiny"},
    }
    if command in ("yes", "no"):
        return {"action": "answer", "question": agent, "yes": command == "yes"}
    if command in ATTRIBUTES:
        return {"action": "test", "agent": agent, "attribute": command}
    return actions.get(command)


def _physical(command: str, state: dict) -> dict | None:
    """The two physical buttons do the obvious next thing in the moment."""
    if state["pending"]:
        return {"action": "emergency_update", "agent": state["pending"]} if command == "confirm" else None
    if command == "next":
        if state["test"] is not None:
            return {"action": "boost"}
        return {"discovery": {"action": "leave_location"},
                "between": {"action": "next_captain"}}.get(state["phase"])
    return {"action": "standard_update"} if state["phase"] == "between" else None


# The outcomes that stay on the banner until the next input: a test's result, a conflict won, the score.
BANNER_EVENTS = frozenset({"test", "conflict_over", "score", "epilogue"})


def touch_buttons(state: dict) -> list[TouchButton]:
    undo = TouchButton("undo", t("Undo"))
    if state["pending"]:
        name = state["pending"]
        buttons = [TouchButton(f"emergency:{name}", t("Emergency"))]
        if state["free_updates"]:
            buttons.append(TouchButton(f"emergency_free:{name}", t("Free emergency")))
        buttons.append(TouchButton(f"emergency_card:{name}", t("Card's free emergency")))
        return buttons + [TouchButton(f"lose_control:{name}", t("Lose control"), confirm=True), undo]
    if state["test"] is not None:
        return [TouchButton("boost", t("Boost +1")), *_support_buttons(state), undo]
    if state["epilogue"] is not None:
        question = next(key for key in QUESTIONS if key not in state["epilogue"])
        return [TouchButton(f"yes:{question}", t("Yes")), TouchButton(f"no:{question}", t("No")), undo]
    if state["phase"] == "discovery":
        return _discovery_buttons(state) + [undo]
    if state["phase"] == "between":
        buttons = [TouchButton("update", t("Standard update"))]
        if state["free_updates"]:
            buttons.append(TouchButton("update_free", t("Free update")))
        buttons.append(TouchButton("update_card", t("Card's free update")))
        return buttons + [TouchButton("next_captain", t("Next captain")), undo]
    return [undo]  # Time Captain phase: scan the chosen location's card A


def _support_buttons(state: dict) -> list[TouchButton]:
    test = state["test"]
    return [TouchButton(f"support:{name}", t("{name} +1", name=name))
            for name, agent in state["agents"].items()
            if name != test["agent"] and not agent["ejected"] and (agent["standby"] or test["group"])]


def _discovery_buttons(state: dict) -> list[TouchButton]:
    name = state["selected"]
    agent = state["agents"][name]
    if agent["ejected"]:
        return []
    # The Actions step begins once every agent at the location took their recon card (l.185).
    acting = all(a["recon"] or a["ejected"] for a in state["agents"].values())
    group = state["group_conflict"] is not None
    buttons = []
    if not agent["recon"]:
        buttons.append(TouchButton(f"read:{name}", t("{name}: take card", name=name)))
    elif acting and state["players"] <= 2 and not agent["free_explore_used"]:
        buttons.append(TouchButton(f"explore_free:{name}", t("{name}: free explore", name=name)))
    elif acting:
        buttons.append(TouchButton(f"explore:{name}", t("{name}: explore", name=name)))
    if group:
        buttons.append(TouchButton("end_conflict", t("Conflict won")))
    elif acting and not agent["standby"]:
        buttons.append(TouchButton(f"standby:{name}", t("{name}: stand by", name=name)))
    elif acting and all(a["standby"] or a["ejected"] for a in state["agents"].values()):
        buttons.append(TouchButton("leave", t("Leave location")))
    elif acting:
        buttons.append(TouchButton(f"give:{name}", t("{name}: give items", name=name)))
    if len(state["destiny_discard"]) >= DESTINY_CARDS:
        return buttons + [TouchButton("reshuffle", t("Reshuffle Destiny"))]
    # A test is on the card in front of the agent (or on the group conflict card), once the recon is over
    # unless a conflict must be resolved at once.
    if not (group or (not agent["standby"] and (acting or agent["conflict"]))):
        return buttons
    return buttons + [TouchButton(f"{attr}:{name}", t("Test {attribute} {value:d}", attribute=ATTRIBUTE_SHORT[attr],
                                                      value=agent[attr])) for attr in ATTRIBUTES]
