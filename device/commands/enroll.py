"""``agency enroll GAME``: bind real tags to a game's cards, one card at a time.

For each card of the game (in catalog order) the terminal names the card and
waits for a tag on the reader; the tag's UID is bound to the card in the
catalog (``tags.jsonl`` in the data folder), saved at once. Re-enrolling a card
replaces its UID; a UID already bound to another card is refused with that
card's name, and the same card is asked for again. ``s`` + Enter skips a card,
``q`` + Enter stops (everything bound so far is kept).
"""

from __future__ import annotations

import sys

from device.catalog import Catalog, CatalogError
from device.commands.nfc import TerminalReaders, Typed, add_reader_options, load_config
from device.counting import counted
from device.errors import UserError
from device.store import data_dir
from drivers.events import TagPlaced
from engine import registry


def register(sub) -> None:
    parser = sub.add_parser("enroll", help="bind NFC tags to a game's cards, card by card")
    parser.add_argument("game", help=f"the game whose cards to enroll ({', '.join(registry.ids())})")
    parser.add_argument("--kind", help="only cards of this kind (location, item, ...)")
    parser.add_argument("--missing", action="store_true", help="only cards that have no tag yet")
    add_reader_options(parser)
    parser.set_defaults(func=run)


def run(args) -> int:
    if args.game not in registry.ids():
        raise UserError(f"'{args.game}' is not a known game (known: {', '.join(registry.ids())}).")
    catalog = Catalog.load(data_dir())
    cards = catalog.cards_of(args.game, args.kind)
    if args.missing:
        cards = [card for card in cards if not catalog.uids_of(card.id)]
    if not cards:
        what = f"of kind '{args.kind}' " if args.kind else ""
        raise UserError(f"The catalog has no {'unenrolled ' if args.missing else ''}cards {what}for {args.game}.", 1)
    bound = skipped = 0
    with TerminalReaders(args, load_config()) as readers:
        where = " or ".join(f"'{name}'" for name in readers.names)
        print(f"Enrolling {counted(len(cards), args.game + ' card')} on reader {where}: place each card when asked "
              "(s + Enter skips it, q + Enter stops).")
        for number, card in enumerate(cards, start=1):
            old = catalog.uids_of(card.id)
            print(f"[{number}/{len(cards)}] {card.name} ({card.id})" + (f", now {old[0]}" if old else "")
                  + ": place it on the reader.", flush=True)
            answer = _enroll_one(readers, catalog, card)
            if answer == "q":
                break
            bound, skipped = bound + (answer == "bound"), skipped + (answer == "s")
    print(f"{bound} card(s) bound, {skipped} skipped; tags are saved in {catalog.tags_path}.")
    return 0


def _enroll_one(readers: TerminalReaders, catalog: Catalog, card) -> str:
    """Wait for a tag and bind it: ``bound``, or ``s``/``q`` as typed."""
    while True:
        item = readers.next(deadline=None)
        if isinstance(item, Typed) and item.text.lower() in ("s", "q"):
            return item.text.lower()
        if not isinstance(item, TagPlaced):
            continue
        if catalog.tags.get(item.uid) == card.id:
            print(f"  {item.uid} is already bound to {card.name}.", flush=True)
            return "bound"
        try:
            catalog.bind(item.uid, card.id)
        except CatalogError as err:
            print(f"  {err} Lift it and place a tag for {card.name}.", file=sys.stderr, flush=True)
            continue
        print(f"  {item.uid} ({item.tag_type}) is now {card.name}.", flush=True)
        return "bound"
