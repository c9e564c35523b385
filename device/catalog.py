"""The card catalog: which card a tag is, and what is printed on each card.

Two kinds of data file, both JSON Lines (one object a line):

* cards - ``{"id": "timestories/location/3", "game": "timestories",
  "kind": "location", "name": "Location 3", "red": true}``; any further keys
  are the card's printed attributes. The package ships a generic set per game
  (``device/cards/<game>.jsonl``); the owner may add or override cards in
  ``cards.jsonl`` in the data folder.
* tags - ``{"uid": "04A3C6CAE26180", "card": "timestories/location/3"}``, in
  ``tags.jsonl`` in the data folder (written by enrolment). The simulated
  table's tags ship in ``device/cards/sim-tags.jsonl``, the cards only it has
  (a test, an item) in ``sim-cards.jsonl``, and its tags bound to no card, to
  enrol, in ``sim-blank-tags.jsonl`` (``{"uid": ..., "game": ..., "name": ...}``).

A broken file is one sentence naming the file, the line and the key
(:class:`CatalogError`); an unknown tag is not an error, just ``None``. Every
printed attribute a game's table module reads is declared there (its
``CARD_FIELDS``: card kind, or :data:`EVERY_KIND`, -> attribute -> what it takes, see
:func:`card_fields`) and checked when the file is read, so a card with a
mistyped attribute is refused at load (and so before enrolment), not when it is
scanned. A card saved without a field its game needs (:class:`Required`) is kept,
and scanning it says so (:func:`missing_field`): it can be corrected on the kiosk.
Further attributes are kept as printed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from device.counting import counted
from device.errors import UserError
from device.jsonlines import parse_line
from device.store import write_atomically
from engine import registry

HEX = set("0123456789ABCDEF")


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

    def __init__(self, cards: dict[str, Card], tags: dict[str, str], tags_path: Path | None,
                 cards_path: Path | None = None, own: list[str] | None = None, shipped: dict[str, Card] | None = None,
                 blank: list[tuple[str, str, str]] | None = None, simulated_tags: dict[str, str] | None = None):
        self.cards = cards
        self.tags = tags
        self.blank = list(blank or [])                   # the simulated table's unbound tags: (uid, game, name)
        self.simulated_tags = dict(simulated_tags or {})  # its shipped bindings, never saved in tags.jsonl
        self.tags_path = tags_path
        self.cards_path = cards_path                     # the owner's cards.jsonl, written by authoring
        self.own = list(own or [])                       # ids of the owner's cards, in file order
        self.shipped = shipped if shipped is not None else dict(cards)

    @classmethod
    def load(cls, data_dir: Path, simulated: bool = False) -> "Catalog":
        """The shipped cards, the owner's cards and tags, and (on the simulated
        table) the simulated table's own cards and tags."""
        cards: dict[str, Card] = {}
        package = resources.files("device") / "cards"
        for entry in sorted(package.iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".jsonl") and not entry.name.startswith("sim-"):
                _read_cards(entry.read_text(encoding="utf-8"), f"device/cards/{entry.name}", cards)
        if simulated:
            _read_cards((package / "sim-cards.jsonl").read_text(encoding="utf-8"), "device/cards/sim-cards.jsonl",
                        cards)
        shipped = dict(cards)
        own_cards = data_dir / "cards.jsonl"
        own: dict[str, Card] = {}
        if own_cards.exists():
            _read_cards(_read(own_cards), str(own_cards), own, override=True)
        cards.update(own)
        tags: dict[str, str] = {}
        if simulated:
            _read_tags((package / "sim-tags.jsonl").read_text(encoding="utf-8"),
                       "device/cards/sim-tags.jsonl", cards, tags)
        simulated_tags = dict(tags)   # before the owner's
        tags_path = data_dir / "tags.jsonl"
        if tags_path.exists():
            _read_tags(_read(tags_path), str(tags_path), cards, tags, override=True)
        blank = [] if not simulated else [
            (normalise_uid(rec["uid"]), rec["game"], rec["name"])
            for _, rec in _records((package / "sim-blank-tags.jsonl").read_text(encoding="utf-8"),
                                   "device/cards/sim-blank-tags.jsonl", {"uid": str, "game": str, "name": str})]
        return cls(cards, tags, tags_path, own_cards, list(own), shipped, blank, simulated_tags)

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

    # -- authoring the owner's cards (agency cards, the kiosk's enrolment) --

    def save_card(self, record: dict, where: str = "the card") -> Card:
        """Add or replace one of the owner's cards (a shipped card's id makes an owner's copy
        that overrides it) and save; a bad field is refused with its sentence, nothing saved."""
        check_card(record, where)
        card = card_of(record)
        before = dict(self.cards), list(self.own)
        self.cards[card.id] = card
        if card.id not in self.own:
            self.own.append(card.id)
        try:
            self.save_cards()
        except UserError:
            self.cards, self.own = before
            raise
        return card

    def remove_card(self, card_id: str) -> None:
        """Remove one of the owner's cards (a shipped card it overrode comes back) and the
        tags bound to a card that is gone."""
        if card_id not in self.own:
            if card_id in self.cards:
                raise CatalogError(f"'{card_id}' is a shipped card, not one of yours: it can be edited "
                                   "(which makes your own copy) but not removed.")
            raise CatalogError(f"There is no card '{card_id}' in the catalog.")
        self.own.remove(card_id)
        if card_id in self.shipped:
            self.cards[card_id] = self.shipped[card_id]
        else:
            del self.cards[card_id]
            for uid in self.uids_of(card_id):
                del self.tags[uid]
        self.save_cards()
        self.save_tags()

    def pack(self, game: str, scenario: str | None = None) -> tuple[str, int, int]:
        """A scenario pack: the owner's cards of ``game`` (those whose id starts with
        ``scenario/``, if given) and the tags bound to them, as one JSON Lines text; with
        the number of cards and tags in it."""
        ids = [card_id for card_id in self.own if self.cards[card_id].game == game
               and (scenario is None or card_id.startswith(scenario.rstrip("/") + "/"))]
        bound = sorted((uid, card_id) for uid, card_id in self.tags.items() if card_id in ids)
        lines = [f"# Agency Table scenario pack: {counted(len(ids), game + ' card')}, {counted(len(bound), 'tag')} "
                 "(import it with: agency cards import FILE)"]
        lines += [json.dumps(record_of(self.cards[card_id]), ensure_ascii=False) for card_id in ids]
        lines += [json.dumps({"uid": uid, "card": card_id}) for uid, card_id in bound]
        return "\n".join(lines) + "\n", len(ids), len(bound)

    def import_pack(self, text: str, where: str) -> tuple[int, int, int]:
        """Add a scenario pack's cards (a card already here is replaced) and bind its tags.
        Every line is checked first: one bad line is its sentence and nothing changes.
        Returns the cards added, the cards replaced and the tags bound."""
        cards: dict[str, dict] = {}
        tags: dict[str, str] = {}
        for number, record in _records(text, where, {}):
            line = f"{where} line {number}"
            if "uid" in record:
                _check_tag(record, line, lambda card_id: card_id in cards or card_id in self.cards)
                uid = normalise_uid(record["uid"])
                other = self.tags.get(uid)
                if uid in tags or (other and other != record["card"]):
                    bound = tags.get(uid) or other
                    raise CatalogError(f"{line}: tag {uid} is already bound to '{bound}'; unbind it first.")
                tags[uid] = record["card"]
            else:
                check_card(record, line)
                if record["id"] in cards:
                    raise CatalogError(f"{line}: the card id '{record['id']}' is in the pack twice.")
                cards[record["id"]] = record
        if not cards and not tags:
            raise CatalogError(f"{where} has no cards and no tags in it.")
        before = dict(self.cards), list(self.own), dict(self.tags)
        replaced = sum(card_id in self.own for card_id in cards)
        for record in cards.values():
            self.cards[record["id"]] = card_of(record)
            if record["id"] not in self.own:
                self.own.append(record["id"])
        for uid, card_id in tags.items():
            for old in self.uids_of(card_id):
                del self.tags[old]
            self.tags[uid] = card_id
        try:
            self.save_cards()
            self.save_tags()
        except UserError:
            self.cards, self.own, self.tags = before
            raise
        return len(cards) - replaced, replaced, len(tags)

    def save_cards(self) -> None:
        if self.cards_path is None:
            return
        text = "".join(json.dumps(record_of(self.cards[card_id]), ensure_ascii=False) + "\n" for card_id in self.own)
        write_atomically(self.cards_path, text)

    def save_tags(self) -> None:
        if self.tags_path is None:
            return
        text = "".join(json.dumps({"uid": uid, "card": card}) + "\n" for uid, card in sorted(self.tags.items())
                       if self.simulated_tags.get(uid) != card)   # the simulated table's own stay in the package
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
        if rec["game"] in registry.ids():   # a card of a game not installed is kept as printed: nothing reads it
            check_card(rec, f"{where} line {number}", strict=False)
        cards[rec["id"]] = card_of(rec)


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



def _check_tag(record: dict, line: str, known) -> None:
    """A tag line of a scenario pack: a UID, and a card ``known`` (here or in the pack)."""
    for key in ("uid", "card"):
        if not isinstance(record.get(key), str) or not record[key]:
            raise CatalogError(f"{line}: '{key}' is missing or not text.")
    try:
        normalise_uid(record["uid"])
    except ValueError as err:
        raise CatalogError(f"{line}: 'uid' {err}.") from None
    if not known(record["card"]):
        raise CatalogError(f"{line}: 'card' names an unknown card '{record['card']}'.")

# -- what each kind of card has printed on it --------------------------------------------------------

BASE_KEYS = ("id", "game", "kind", "name")
EVERY_KIND = "*"   # in a table module's CARD_FIELDS: the fields a card of any kind may have
EVERY_KEY = "*"    # in a dict field: any key, each taking that field


def card_of(record: dict) -> Card:
    """A card as saved: a field left empty (not printed, or every entry of a list removed) is left out."""
    return Card(record["id"], record["game"], record["kind"], record["name"],
                {key: value for key, value in record.items() if key not in BASE_KEYS and not _empty(value)})


def _empty(value: Any) -> bool:
    return value is None or value == {} or value == []


def record_of(card: Card) -> dict:
    return {"id": card.id, "game": card.game, "kind": card.kind, "name": card.name, **card.attrs}


def new_card_id(taken, game: str, kind: str) -> tuple[str, str]:
    """An id and a name for a new card of this kind, by the next number not ``taken``
    (``timestories/test/1``, "Test 1"); ``agency cards edit`` renames it."""
    number = 1
    while f"{game}/{kind}/{number}" in taken:
        number += 1
    return f"{game}/{kind}/{number}", f"{kind.capitalize()} {number}"


def card_fields(game: str) -> dict[str, dict]:
    """Each kind of card of ``game`` -> the fields printed on it: the table module's
    ``CARD_FIELDS``, where a field is ``bool``, ``str``, a ``range`` of whole numbers, a
    tuple of the values allowed, a dict of such fields (``EVERY_KEY`` standing for any key),
    or a list of up to that many entries, any of them marked :class:`Required`. The fields
    under ``EVERY_KIND`` go to every kind, and make any other kind a card of the game."""
    from device.tables import table_for

    declared = getattr(table_for(game), "CARD_FIELDS", {})
    shared = declared.get(EVERY_KIND)
    kinds = {kind: _unwrapped((shared or {}) | fields) for kind, fields in declared.items() if kind != EVERY_KIND}
    return kinds | ({EVERY_KIND: _unwrapped(shared)} if shared is not None else {})


def fields_of(game: str, kind: str) -> dict | None:
    """The fields of a kind of card of ``game``; None if the game has no such kind."""
    kinds = card_fields(game)
    return kinds.get(kind, kinds.get(EVERY_KIND))


@dataclass(frozen=True)
class Required:
    """A field every card of its kind has printed on it, because the game cannot play the card
    without it (a Cavendish location's letter, a test's space): ``{"letter": Required(tuple("ABC"))}``."""
    spec: Any


def _unwrapped(spec: Any) -> Any:
    if isinstance(spec, Required):
        return spec.spec
    if isinstance(spec, dict):
        return {key: _unwrapped(value) for key, value in spec.items()}
    return spec


def required_fields(game: str, kind: str) -> list[str]:
    """The fields every card of this kind must have printed on it, in the table module's order."""
    from device.tables import table_for

    declared = getattr(table_for(game), "CARD_FIELDS", {})
    fields = declared.get(EVERY_KIND, {}) | declared.get(kind, {})
    return [key for key, spec in fields.items() if isinstance(spec, Required)]


def missing_field(game: str, kind: str, record: dict) -> str | None:
    """The first field of :func:`required_fields` the card (``record``, or a card's attributes)
    does not have, or None."""
    return next((key for key in required_fields(game, kind) if _empty(record.get(key))), None)


def check_card(record: dict, where: str, strict: bool = True) -> None:
    """Refuse a card its game's table could not use, in one sentence naming ``where`` (a file
    and line, or the command line), the card and the field. An absent field is allowed,
    unless the game needs it (:class:`Required`). Not ``strict`` (a cards file being read),
    a kind or a field the table does not know is kept as printed, since nothing reads it, and
    a card lacking a required field is kept, to be corrected (scanning it says what it lacks);
    authoring refuses both, as they are most likely a typing error or a field forgotten."""
    for key in BASE_KEYS:
        if not isinstance(record.get(key), str) or not record[key].strip():
            raise CatalogError(f"{where}: '{key}' is missing or not text.")
    game, kind = record["game"], record["kind"]
    shown_id = _printable(record["id"])
    if game not in registry.ids():
        raise CatalogError(f"{where}: card '{shown_id}' is for the game '{_printable(game)}', which is not one of "
                           f"{', '.join(registry.ids())}.")
    fields = fields_of(game, kind)
    if fields is None and not strict:
        return
    if fields is None:
        raise CatalogError(f"{where}: card '{shown_id}' is of the kind '{_printable(kind)}'; {game} cards are "
                           f"{', '.join(card_fields(game))}.")
    for key, value in record.items():
        if key in BASE_KEYS:
            continue
        if key not in fields and not strict:
            continue
        if key not in fields:
            raise CatalogError(f"{where}: card '{shown_id}' has the field '{_printable(key)}', which a {game} {kind} card "
                               f"does not have (its fields: {', '.join(fields) or 'none'}).")
        wrong = _wrong(fields[key], value, key)
        if wrong:
            path, spec, found = wrong
            raise CatalogError(f"{where}: card '{shown_id}' field '{_printable(path)}' must be {describe_field(spec)}, "
                               f"not {json.dumps(found, ensure_ascii=False)}.")
    missing = missing_field(game, kind, record) if strict else None
    if missing:
        raise CatalogError(f"{where}: card '{shown_id}' has no '{missing}', which every {game} {kind} card "
                           f"has printed on it ({describe_field(fields[missing])}).")


def _printable(name: str) -> str:
    """``name`` (a card's id, kind or field, as written in its file) with line breaks and
    other control characters escaped as in JSON, so the sentence naming it stays one line."""
    return json.dumps(name, ensure_ascii=False)[1:-1]


def _wrong(spec: Any, value: Any, path: str) -> tuple[str, Any, Any] | None:
    """(the dotted path, its field, the value) of the first value that does not fit, or None.
    List entries are counted from 1 (``shields.2.n``), as ``agency cards --set`` names them."""
    if value is None:
        return None
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            return path, spec, value
        for key, item in value.items():
            if key not in spec and EVERY_KEY not in spec:
                return f"{path}.{key}", None, item
            wrong = _wrong(spec.get(key, spec.get(EVERY_KEY)), item, f"{path}.{key}")
            if wrong:
                return wrong
        return None
    if isinstance(spec, list):
        if not isinstance(value, list) or len(value) > len(spec):
            return path, spec, value
        for number, (item_spec, item) in enumerate(zip(spec, value), start=1):
            wrong = _wrong(item_spec, item, f"{path}.{number}")
            if wrong:
                return wrong
        return None
    return None if fits(spec, value) else (path, spec, value)


def fits(spec: Any, value: Any) -> bool:
    """Whether a single value fits a field that is not a dict or a list."""
    if spec is bool:
        return isinstance(value, bool)
    if spec is str:
        return isinstance(value, str) and 1 <= len(value.strip()) <= 30
    if isinstance(spec, range):
        return type(value) is int and value in spec
    return any(type(value) is type(option) and value == option for option in spec)


def describe_field(spec: Any) -> str:
    """What a field takes, for the sentence refusing a value."""
    if spec is None:
        return "absent (there is no such field)"
    if spec is bool:
        return "true or false"
    if spec is str:
        return "text of 1 to 30 characters"
    if isinstance(spec, range):
        return f"a whole number from {spec.start} to {spec.stop - 1}"
    if isinstance(spec, dict):
        if EVERY_KEY in spec:
            return f"an object whose values are each {describe_field(spec[EVERY_KEY])}"
        return f"an object of {', '.join(spec)}"
    if isinstance(spec, list):
        return f"a list of at most {len(spec)} entries, each {describe_field(spec[0])}"
    numbers = [option for option in spec if type(option) is int]
    words = [json.dumps(option, ensure_ascii=False) for option in spec if type(option) is not int]
    if len(numbers) > 3:
        return f"a whole number from {min(numbers)} to {max(numbers)} or {' or '.join(words)}"
    words[:0] = [str(number) for number in numbers]
    return f"one of {', '.join(words[:-1])} or {words[-1]}" if len(words) > 1 else words[0]
