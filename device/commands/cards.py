"""``agency cards``: the owner's cards and their printed numbers, without editing a file.

* ``list [GAME] [--kind K] [--json]`` - every card with its fields and tag;
* ``add GAME KIND --name NAME [--id ID] [--set FIELD=VALUE ...] [--tag UID]`` - a new card of the owner's
  (``--tag`` binds a tag to it, as ``agency enroll`` does from the reader);
* ``edit ID [--name NAME] [--set FIELD=VALUE ...] [--unset FIELD ...] [--tag UID]`` - change a card (a shipped
  card becomes the owner's copy, which overrides it);
* ``remove ID`` - remove one of the owner's cards and its tag;
* ``fields GAME`` - which fields each kind of card has, and what each takes;
* ``export GAME [--scenario PREFIX] [-o FILE]`` / ``import FILE`` - a scenario pack: the owner's
  cards of a game and their tags, as one JSON Lines file, for another box.

A field is named by its path, list entries counted from 1 (``dice.combat=2``,
``shields.1.kind=skull``); a value is read as JSON when it is JSON (``true``, ``3``,
``[...]``) and as text otherwise (``space=B``). Every bad field is one sentence
naming the field and where it came from; nothing is saved then.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from device.catalog import (BASE_KEYS, EVERY_KEY, EVERY_KIND, Catalog, CatalogError, card_fields, describe_field,
                            fields_of, new_card_id, normalise_uid, record_of)
from device.counting import counted
from device.errors import UserError
from device.store import data_dir, write_atomically
from engine import registry

ON_COMMAND_LINE = "the command line"


def register(sub) -> None:
    parser = sub.add_parser("cards", help="list, add, edit, remove, import and export the catalog's cards")
    commands = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    listing = commands.add_parser("list", help="the cards, their printed fields and their tags")
    listing.add_argument("game", nargs="?", help=f"only this game's ({', '.join(registry.ids())})")
    listing.add_argument("--kind", help="only cards of this kind")
    listing.add_argument("--json", action="store_true", help="one JSON object a line, as in a scenario pack")
    listing.set_defaults(func=list_cards)

    fields = commands.add_parser("fields", help="the fields each kind of card of a game has")
    fields.add_argument("game", help=f"one of {', '.join(registry.ids())}")
    fields.set_defaults(func=list_fields)

    add = commands.add_parser("add", help="add a card of yours")
    add.add_argument("game", help=f"one of {', '.join(registry.ids())}")
    add.add_argument("kind", help="its kind (agency cards fields GAME lists them)")
    add.add_argument("--name", required=True, help="the name the kiosk shows")
    add.add_argument("--id", help="its id (default: GAME/KIND/<next number>)")
    _add_field_options(add)
    add.set_defaults(func=add_card)

    edit = commands.add_parser("edit", help="change a card's name or printed fields")
    edit.add_argument("id", help="the card's id (agency cards list shows them)")
    edit.add_argument("--name", help="a new name")
    _add_field_options(edit)
    edit.add_argument("--unset", action="append", default=[], metavar="FIELD", help="remove a field")
    edit.set_defaults(func=edit_card)

    remove = commands.add_parser("remove", help="remove a card of yours, and its tag")
    remove.add_argument("id")
    remove.set_defaults(func=remove_card)

    export = commands.add_parser("export", help="write a scenario pack: your cards of a game and their tags")
    export.add_argument("game", help=f"one of {', '.join(registry.ids())}")
    export.add_argument("--scenario", help="only cards whose id starts with SCENARIO/ (asylum/...)")
    export.add_argument("-o", "--output", type=Path, help="the file to write (default: print)")
    export.set_defaults(func=export_pack)

    load = commands.add_parser("import", help="add a scenario pack's cards and tags")
    load.add_argument("file", type=Path)
    load.set_defaults(func=import_pack)


def _add_field_options(parser) -> None:
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                        help="a printed field (dice.combat=2, shields.1.kind=skull, red=true); repeatable")
    parser.add_argument("--tag", metavar="UID", help="bind this tag to the card (as agency nfc scan prints it)")


def _catalog() -> Catalog:
    return Catalog.load(data_dir())


def _game(game: str) -> str:
    if game not in registry.ids():
        raise UserError(f"'{game}' is not a known game (known: {', '.join(registry.ids())}).")
    return game


def _fields_text(card) -> str:
    return " ".join(f"{key}={json.dumps(value, ensure_ascii=False)}" for key, value in card.attrs.items())


def list_cards(args) -> int:
    catalog = _catalog()
    cards = [card for card in catalog.cards.values()
             if (args.game is None or card.game == _game(args.game)) and (args.kind is None or card.kind == args.kind)]
    for card in cards:
        uids = catalog.uids_of(card.id)
        if args.json:
            print(json.dumps(record_of(card), ensure_ascii=False))
            continue
        whose = "yours" if card.id in catalog.own else "shipped"
        print(f"{card.id:<34} {card.kind:<12} {card.name:<26} {whose:<7} tag {uids[0] if uids else '-':<16} "
              f"{_fields_text(card)}".rstrip())
    if not cards and not args.json:
        print("No cards match.", file=sys.stderr)
    return 0


def list_fields(args) -> int:
    for kind, fields in card_fields(_game(args.game)).items():
        print("any other kind:" if kind == EVERY_KIND else f"{kind}:")
        for path, spec in _field_lines(fields):
            print(f"  {path}: {describe_field(spec)}")
        if not fields:
            print("  (no printed fields)")
    return 0


def _field_lines(fields: dict, prefix: str = "") -> list[tuple[str, object]]:
    """Each field and, under an object or a list, each field inside it, by the path
    ``--set`` takes (``shields.N.kind``: N an entry's number from 1), so a choice deep in a
    card (a shield's kind) is listed too."""
    lines = []
    for key, spec in fields.items():
        path = prefix + key
        lines.append((path, spec))
        if isinstance(spec, dict):
            lines += _field_lines(spec, path + ".")
        elif isinstance(spec, list) and isinstance(spec[0], dict):
            lines += _field_lines(spec[0], path + ".N.")
    return lines


def add_card(args) -> int:
    catalog = _catalog()
    game = _game(args.game)
    card_id = args.id or new_card_id(catalog.cards, game, args.kind)[0]
    if card_id in catalog.cards:
        raise UserError(f"There is already a card '{card_id}' ({catalog.cards[card_id].name}); "
                        "agency cards edit changes it.")
    uid = _tag(args.tag, catalog, card_id)
    record = {"id": card_id, "game": game, "kind": args.kind, "name": args.name}
    card = catalog.save_card(_with_fields(record, args.set, []), ON_COMMAND_LINE)
    print(f"Added {card.id} ({card.name}) to {catalog.cards_path}.")
    _bind(catalog, uid, card)
    return 0


def edit_card(args) -> int:
    catalog = _catalog()
    if args.id not in catalog.cards:
        raise UserError(f"There is no card '{args.id}' in the catalog (agency cards list shows them).")
    uid = _tag(args.tag, catalog, args.id)
    record = record_of(catalog.cards[args.id])
    if args.name is not None:
        record["name"] = args.name
    card = catalog.save_card(_with_fields(record, args.set, args.unset), ON_COMMAND_LINE)
    print(f"Saved {card.id} ({card.name}): {_fields_text(card) or 'no printed fields'}.")
    _bind(catalog, uid, card)
    return 0


def _tag(uid: str | None, catalog: Catalog, card_id: str) -> str | None:
    """The --tag UID, checked before anything is saved: a UID, not bound to another card."""
    if uid is None:
        return None
    try:
        uid = normalise_uid(uid)
    except ValueError as err:
        raise UserError(f"--tag {err}.") from None
    other = catalog.tags.get(uid)
    if other and other != card_id:
        raise UserError(f"Tag {uid} is already bound to '{catalog.cards[other].name}' ({other}); nothing was saved.")
    return uid


def _bind(catalog: Catalog, uid: str | None, card) -> None:
    if uid is not None:
        catalog.bind(uid, card.id)
        print(f"Tag {uid} is now {card.name}.")


def remove_card(args) -> int:
    catalog = _catalog()
    catalog.remove_card(args.id)
    back = args.id in catalog.cards
    print(f"Removed {args.id}" + (" (the shipped card of that id is back)." if back else " and its tag."))
    return 0


def export_pack(args) -> int:
    catalog = _catalog()
    text, cards, tags = catalog.pack(_game(args.game), args.scenario)
    if not cards:
        which = f" whose id starts with {args.scenario}/" if args.scenario else ""
        raise UserError(f"You have no {args.game} cards{which} to export (agency cards add makes one).", 1)
    if args.output:
        if not args.output.parent.is_dir():
            raise UserError(f"Cannot write {args.output}: the folder {args.output.parent} does not exist.")
        write_atomically(args.output, text)
        print(f"{counted(cards, 'card')} and {counted(tags, 'tag')} written to {args.output}.", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def import_pack(args) -> int:
    try:
        text = args.file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"Cannot read the scenario pack {args.file}: {getattr(err, 'strerror', None) or err}.")
    catalog = _catalog()
    added, replaced, tags = catalog.import_pack(text, str(args.file))
    print(f"{counted(added, 'card')} added, {replaced} replaced, {counted(tags, 'tag')} bound from {args.file}.")
    return 0


def _with_fields(record: dict, settings: list[str], unset: list[str]) -> dict:
    """The record with each ``FIELD=VALUE`` set and each ``FIELD`` removed (paths as in
    :func:`device.catalog.check_card`'s sentences)."""
    record = copy.deepcopy(record)
    fields = fields_of(record["game"], record["kind"]) or {}
    for setting in settings:
        path, equals, text = setting.partition("=")
        if not equals or not path:
            raise CatalogError(f"{ON_COMMAND_LINE}: --set '{setting}' must be FIELD=VALUE (such as shields.1.n=2).")
        _put(record, path, text if _spec_at(fields, path) is str else _value(text), setting)
    for path in unset:
        _put(record, path, None, path)
    return record


def _spec_at(fields: dict, path: str):
    """The field a dotted path names (None if there is none): text fields take the text as typed."""
    spec = fields
    for key in path.split("."):
        if isinstance(spec, list) and key.isdigit() and 1 <= int(key) <= len(spec):
            spec = spec[int(key) - 1]
        elif isinstance(spec, dict) and (key in spec or EVERY_KEY in spec):
            spec = spec.get(key, spec.get(EVERY_KEY))
        else:
            return None
    return spec


def _value(text: str):
    """JSON when it is JSON (true, 3, [..]), else the text itself (B, cross)."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def _put(record: dict, path: str, value, setting: str) -> None:
    """Set (or with None remove) the field at a dotted path; list entries count from 1."""
    keys = path.split(".")
    if keys[0] in BASE_KEYS:
        raise CatalogError(f"{ON_COMMAND_LINE}: '{keys[0]}' is not a printed field; "
                           + ("use --name." if keys[0] == "name" else "it cannot be changed."))
    holder = record
    for key, following in zip(keys, keys[1:]):
        if isinstance(holder, list):
            holder = _entry(holder, key, setting)
            continue
        if not isinstance(holder.get(key), (dict, list)):
            holder[key] = [] if following.isdigit() else {}
        holder = holder[key]
    last = keys[-1]
    if isinstance(holder, list):
        index = int(last) - 1 if last.isdigit() and int(last) >= 1 else None
        if index is None:
            raise CatalogError(f"{ON_COMMAND_LINE}: in '{setting}', '{last}' must be an entry number from 1.")
        if value is None:
            if index < len(holder):
                del holder[index]
            return
        holder.extend({} for _ in range(index + 1 - len(holder)))
        holder[index] = value
    elif value is None:
        holder.pop(last, None)
    else:
        holder[last] = value


def _entry(entries: list, key: str, setting: str) -> dict:
    """The list entry numbered ``key`` (from 1), made if the list is shorter."""
    if not key.isdigit() or int(key) < 1:
        raise CatalogError(f"{ON_COMMAND_LINE}: in '{setting}', '{key}' must be an entry number from 1.")
    index = int(key) - 1
    entries.extend({} for _ in range(index + 1 - len(entries)))
    return entries[index]
