"""T.I.M.E Stories at the table.

* A location card (its card A) on any reader enters that location.
* ``next`` (button, key Space, or the on-screen button) spends 1 TU.
* A Time Captain die roll while at a location leaves it: the die's value
  (1-3 TU) is charged, +2 for a red location.
"""

from __future__ import annotations

from drivers.events import ButtonPressed, DiceRolled, TagPlaced
from device.tables import Notice, TouchButton

DEFAULT_SETUP = {
    "action": "setup", "game": "timestories", "tu": 25, "captain": "Blue",
    "agents": [{"name": "Blue", "lp": 4, "resistance": 1}, {"name": "Red", "lp": 4, "resistance": 1}],
}


def map_event(event, state: dict, catalog) -> dict | Notice | None:
    if isinstance(event, TagPlaced):
        card = catalog.card_for(event.uid)
        if card.kind == "location":
            if state["location"] == card.name:
                return None  # the card is back on the reader; the team is already there
            if state["location"] is not None:
                return Notice(f"To go to {card.name}, first leave {state['location']}: "
                              "roll the Time Captain die.", attention=True)
            return {"action": "enter", "location": card.name, "red": bool(card.get("red", False))}
        return Notice(f"{card.name} is not used by this part of the game yet.")
    if isinstance(event, ButtonPressed) and event.name in ("next", "spend_tu"):
        return {"action": "spend_tu"}
    if isinstance(event, DiceRolled):
        if state["location"] is None:
            return Notice("A die was read, but the team is not at a location; scan a location card first.")
        if len(event.values) != 1 or not 1 <= event.values[0] <= 3:
            shown = ", ".join(event.faces) or "nothing"
            return Notice(f"The Time Captain die shows 1 to 3 TU; the camera read {shown}. "
                          "Roll again or type the value.", attention=True, kind="dice_check")
        return {"action": "leave", "roll": event.values[0]}
    return None


def touch_buttons(state: dict) -> list[TouchButton]:
    if state["status"] != "playing":
        return [TouchButton("undo", "Undo")]
    buttons = [TouchButton("spend_tu", "Spend 1 TU")] if state["location"] else []
    return buttons + [TouchButton("undo", "Undo")]
