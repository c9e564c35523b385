"""From a driver event to an engine action: the part common to every game.

Undo, unknown tags, cards of another game or lacking a field their game needs,
device notices and the end of the game are handled here; everything else goes to
the game's table module. Each action produced carries a ``source`` saying which
input made it (the engine ignores it, the log keeps it).
"""

from __future__ import annotations

from dataclasses import asdict

from device.catalog import Catalog, missing_field
from device.tables import Notice, TouchButton, table_for
from drivers.events import ButtonPressed, DeviceNotice, DiceRolled, TagPlaced, TagRemoved
from engine import registry
from engine.text import t
from ui.screens import CARD_WORDS


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


def event_of(source):
    """The input a logged ``source`` came from (the inverse of :func:`source_of`), so the
    history can say what was read. None for lines no input made (scripts, the clock)
    and for a source of another shape (a hand-written or damaged log line): the
    history then names the line by its action."""
    if not isinstance(source, dict):
        return None
    kind = source.get("kind")
    try:
        if kind == "touch":
            return TagPlaced("touch", _text(source["card"]))
        if kind == "nfc":
            return TagPlaced(_text(source["reader"]), _text(source["uid"]))
        if kind == "dice":
            confidence = source["confidence"]
            if not isinstance(confidence, (int, float)) or isinstance(confidence, bool):
                raise TypeError(confidence)
            return DiceRolled(tuple(_text(face) for face in source["faces"]), (), confidence,
                              origin=_text(source["origin"]))
        if kind == "button":
            return ButtonPressed(_text(source["name"]), _text(source["origin"]))
    except (KeyError, TypeError):
        return None
    return None


def _text(value) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def map_event(event, game_id: str, state: dict, catalog: Catalog) -> dict | Notice | None:
    if isinstance(event, DeviceNotice):
        return Notice(event.text, attention=not event.ok, kind="device", data={"device": event.device})
    if isinstance(event, ButtonPressed) and event.name == "undo":
        return {"action": "undo", "source": source_of(event)}
    if isinstance(event, TagPlaced):
        card = catalog.card_for(event.uid)
        if card is None:
            return Notice(t("Unknown card {uid} on reader {reader}: enrol it to a card (`agency enroll`) to use it.",
                            uid=event.uid, reader=event.reader), attention=True, kind="unknown_tag",
                          data=asdict(event))
        if card.game != game_id:
            return Notice(t("{card} is a card of another game ({game}).", card=card.name, game=card.game),
                          attention=True)
        missing = missing_field(card.game, card.kind, card.attrs)
        if missing:   # saved before its game needed that field: the kiosk can correct it
            return Notice(t("{card} cannot be played without its {field}: enter it with {menu} > {correct}.",
                            card=card.name, field=CARD_WORDS.get(missing, missing), menu=t("Menu"),
                            correct=t("Correct a card")), attention=True, kind="incomplete_card")
    game = registry.get(game_id)
    if game.over(state):   # only undo goes on; a card or a roll is told why it does nothing
        if isinstance(event, (TagPlaced, DiceRolled)):
            return Notice(t("{ended} Undo takes the last move back.", ended=game.ended(state)))
        return None
    outcome = table_for(game_id).map_event(event, state, catalog)
    if isinstance(outcome, dict):
        outcome = dict(outcome, source=source_of(event))
    return outcome


def touch_buttons(game_id: str, state: dict) -> list[TouchButton]:
    """The on-screen buttons that make sense now: the game's own, and only undo once it is over."""
    if registry.get(game_id).over(state):
        return [TouchButton("undo", t("Undo"))]
    return table_for(game_id).touch_buttons(state)
