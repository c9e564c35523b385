"""The card catalog: which card a tag is, and what is printed on each card.

Two kinds of data file, both JSON Lines (one object a line):

* cards - ``{"id": "timestories/location/3", "game": "timestories",
  "kind": "location", "name": "Location 3", "red": true}``; any further keys
  are the card's printed attributes. The package ships a generic set per game
  (``device/cards/<game>.jsonl``); the owner may add or override cards in
  ``cards.jsonl`` in the data folder.
* tags - ``{"uid": "04A3C6CAE26180", "card": "timestories/location/3"}``, in
  ``tags.jsonl`` in the data folder (written by enrolment). The simulated
  table's tags ship in ``device/cards/sim-tags.jsonl``.

A broken file is one sentence naming the file, the line and the key
(:class:`CatalogError`); an unknown tag is not an error, just ``None``. Every
printed attribute a game's table module reads is declared there (its
``CARD_FIELDS``: card kind, or :data:`EVERY_KIND`, -> attribute -> an engine
:class:`~engine.core.Field`) and checked when the file is read, so a card with a
missing or mistyped attribute is refused at load (and so before enrolment), not
when it is scanned. Further attributes are kept as printed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from device.errors import UserError
from device.jsonlines import parse_line
from device.store import write_atomically
from engine import MalformedAction, registry
from engine.core import check_fields

HEX = set("0123456789ABCDEF")
EVERY_KIND = "*"   # in a table module's CARD_FIELDS: attributes a card of any kind may have


class CatalogError(UserError):
    """A catalog file is unusable, or a binding is refused; one sentence."""


@dataclass(frozen=True)
class Card:
    id: str
    game: str
    kind: str
    name: str
    attrs: dict[str, Any] = field(default_factory=dict, compare=False)

    def __getitem__(self, key: str) -> Any:
        return self.attrs[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)


def normalise_uid(uid: str) -> str:
    """``04:a3:c6`` / ``04 A3 C6`` / ``04a3c6`` -> ``04A3C6``; ValueError if not hex bytes."""
    text = uid.replace(":", "").replace(" ", "").replace("-", "").upper()
    if not text or len(text) % 2 or not set(text) <= HEX:
        raise ValueError(f"'{uid}' is not a tag UID (hex bytes such as 04A3C6CAE26180)")
    return text


class Catalog:
    """Cards by id and tag bindings by UID."""

    def __init__(self, cards: dict[str, Card], tags: dict[str, str], tags_path: Path | None):
        self.cards = cards
        self.tags = tags
        self.tags_path = tags_path

    @classmethod
    def load(cls, data_dir: Path, simulated: bool = False) -> "Catalog":
        """The shipped cards, the owner's cards and tags, and (on the simulated
        table) the shipped simulated tags."""
        cards: dict[str, Card] = {}
        package = resources.files("device") / "cards"
        for entry in sorted(package.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".jsonl") and entry.name != "sim-tags.jsonl":
                _read_cards(entry.read_text(encoding="utf-8"), f"device/cards/{entry.name}", cards)
        own_cards = data_dir / "cards.jsonl"
        if own_cards.exists():
            _read_cards(_read(own_cards), str(own_cards), cards, override=True)
        tags: dict[str, str] = {}
        if simulated:
            _read_tags((package / "sim-tags.jsonl").read_text(encoding="utf-8"),
                       "device/cards/sim-tags.jsonl", cards, tags)
        tags_path = data_dir / "tags.jsonl"
        if tags_path.exists():
            _read_tags(_read(tags_path), str(tags_path), cards, tags, override=True)
        return cls(cards, tags, tags_path)

    def card_for(self, uid: str) -> Card | None:
        """The card bound to this UID; with ``nfc.identity = "text"`` a tag may
        carry its card id as text instead, which is looked up directly."""
        return self.cards.get(self.tags.get(uid, uid))

    def cards_of(self, game: str, kind: str | None = None) -> list[Card]:
        return [c for c in self.cards.values() if c.game == game and (kind is None or c.kind == kind)]

    def uids_of(self, card_id: str) -> list[str]:
        return [uid for uid, bound in self.tags.items() if bound == card_id]

    def bind(self, uid: str, card_id: str) -> None:
        """Bind a tag to a card and save. Re-enrolling a card replaces its old
        UID; a UID already bound to another card is refused with that card's name."""
        uid = normalise_uid(uid)
        if card_id not in self.cards:
            raise CatalogError(f"There is no card '{card_id}' in the catalog.")
        other = self.tags.get(uid)
        if other and other != card_id:
            name = self.cards[other].name if other in self.cards else other
            raise CatalogError(f"Tag {uid} is already bound to '{name}' ({other}); unbind it first.")
        before = dict(self.tags)
        for old in self.uids_of(card_id):
            del self.tags[old]
        self.tags[uid] = card_id
        try:
            self.save_tags()
        except UserError:
            self.tags = before         # not saved (a full disk), so not bound: nothing a restart would forget
            raise

    def save_tags(self) -> None:
        if self.tags_path is None:
            return
        text = "".join(json.dumps({"uid": uid, "card": card}) + "\n" for uid, card in sorted(self.tags.items()))
        write_atomically(self.tags_path, text)


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise CatalogError(f"Cannot read the catalog file {path}: {err}.") from None


def _records(text: str, where: str, required: dict[str, type]):
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            record = parse_line(line)
        except ValueError as err:
            raise CatalogError(f"{where} line {number} is {err}.") from None
        if not isinstance(record, dict):
            raise CatalogError(f"{where} line {number} must be a JSON object.")
        for key, type_ in required.items():
            if not isinstance(record.get(key), type_) or not record[key]:
                raise CatalogError(f"{where} line {number}: '{key}' is missing or not text.")
        yield number, record


def _read_cards(text: str, where: str, cards: dict[str, Card], override: bool = False) -> None:
    seen = set()
    for number, rec in _records(text, where, {"id": str, "game": str, "kind": str, "name": str}):
        if rec["id"] in seen or (rec["id"] in cards and not override):
            raise CatalogError(f"{where} line {number}: the card id '{rec['id']}' is defined twice.")
        seen.add(rec["id"])
        attrs = {k: v for k, v in rec.items() if k not in ("id", "game", "kind", "name")}
        _check_attributes(rec["game"], rec["kind"], attrs, f"{where} line {number}")
        cards[rec["id"]] = Card(rec["id"], rec["game"], rec["kind"], rec["name"], attrs)


def _check_attributes(game: str, kind: str, attrs: dict, where: str) -> None:
    """Refuse a card whose attributes the game's table module reads do not fit its
    CARD_FIELDS, in one sentence starting with ``where``. A card of a game that is not
    installed is kept as printed: nothing reads it."""
    if game not in registry.ids():
        return
    from device.tables import table_for   # imported late: the table modules import the device's neighbours

    declared = getattr(table_for(game), "CARD_FIELDS", {})
    fields = declared.get(EVERY_KIND, {}) | declared.get(kind, {})
    present = {key: value for key, value in attrs.items() if key in fields}
    for key, value in present.items():
        if value is None:   # the table modules read a present key as a value
            raise CatalogError(f"{where}: '{kind}' card field '{key}' is null; give it a value or leave it out.")
        if isinstance(fields[key], tuple):   # one of several forms: checked as the first that fits
            fields[key] = next((form for form in fields[key] if _fits(value, form)), fields[key][0])
    try:
        check_fields(present, {key: spec for key, spec in fields.items() if not isinstance(spec, tuple)},
                     f"'{kind}' card")
    except MalformedAction as err:
        raise CatalogError(f"{where}: {err}") from None


def _fits(value, form) -> bool:
    try:
        check_fields({"value": value}, {"value": form}, "")
    except MalformedAction:
        return False
    return True


def _read_tags(text: str, where: str, cards: dict[str, Card], tags: dict[str, str], override: bool = False) -> None:
    seen = set()
    for number, rec in _records(text, where, {"uid": str, "card": str}):
        try:
            uid = normalise_uid(rec["uid"])
        except ValueError as err:
            raise CatalogError(f"{where} line {number}: 'uid' {err}.") from None
        if uid in seen:
            raise CatalogError(f"{where} line {number}: the UID {uid} is bound twice.")
        seen.add(uid)
        if rec["card"] not in cards:
            raise CatalogError(f"{where} line {number}: 'card' names an unknown card '{rec['card']}'.")
        if override:  # the owner's binding replaces a shipped one for the same card
            for old in [u for u, c in tags.items() if c == rec["card"]]:
                del tags[old]
        tags[uid] = rec["card"]
