"""From a driver event to an engine action: the part common to every game.

Undo, unknown tags, cards of another game and device notices are handled
here; everything else goes to the game's table module. Each action produced
carries a ``source`` saying which input made it (the engine ignores it, the
log keeps it).
"""

from __future__ import annotations

from dataclasses import asdict

from device.catalog import Catalog
from device.tables import Notice, table_for
from drivers.events import ButtonPressed, DeviceNotice, DiceRolled, TagPlaced, TagRemoved


def source_of(event) -> dict:
    if isinstance(event, TagPlaced) and event.reader == "touch":  # chosen on the kiosk: its uid is the card id
        return {"kind": "touch", "card": event.uid}
    if isinstance(event, (TagPlaced, TagRemoved)):
        return {"kind": "nfc", "reader": event.reader, "uid": event.uid}
    if isinstance(event, DiceRolled):
        src = {"kind": "dice", "faces": list(event.faces), "confidence": round(event.confidence, 3),
               "origin": event.origin}
        return src | ({"picture": event.picture} if event.picture else {})
    if isinstance(event, ButtonPressed):
        return {"kind": "button", "name": event.name, "origin": event.origin}
    return {"kind": type(event).__name__}


def describe(event) -> str:
    """What was read, in a few words, for the kiosk's action strip."""
    if isinstance(event, TagPlaced) and event.reader == "touch":
        return f"Card {event.uid} chosen by touch"
    if isinstance(event, TagPlaced):
        return f"Card {event.uid} on {event.reader}"
    if isinstance(event, TagRemoved):
        return f"Card lifted from {event.reader}"
    if isinstance(event, DiceRolled):
        how = {"keyboard": "typed", "touch": "tapped"}.get(event.origin) or f"{event.confidence:.0%} sure"
        return f"Dice {' '.join(event.faces)} ({how})"
    if isinstance(event, ButtonPressed):
        return f"Button {event.name}"
    return type(event).__name__


def map_event(event, game_id: str, state: dict, catalog: Catalog) -> dict | Notice | None:
    if isinstance(event, DeviceNotice):
        return Notice(event.text, attention=not event.ok, kind="device", data={"device": event.device})
    if isinstance(event, ButtonPressed) and event.name == "undo":
        return {"action": "undo", "source": source_of(event)}
    if isinstance(event, TagPlaced):
        card = catalog.card_for(event.uid)
        if card is None:
            return Notice(f"Unknown card {event.uid} on reader {event.reader}: enrol it to a card "
                          "(`agency enroll`) to use it.", attention=True, kind="unknown_tag",
                          data=asdict(event))
        if card.game != game_id:
            return Notice(f"{card.name} is a card of another game ({card.game}).", attention=True)
    outcome = table_for(game_id).map_event(event, state, catalog)
    if isinstance(outcome, dict):
        outcome = dict(outcome, source=source_of(event))
    return outcome
