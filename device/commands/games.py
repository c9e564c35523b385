"""``agency games`` lists the saved games; ``agency export GAME_ID`` writes one's log.

Both only read the store (it may be on a card gone read-only); ``export --salvage``
writes every intact line of a game whose store is damaged, and says which were not."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from device.store import Store, data_dir, dumps, read_only_folder, read_only_sentence, write_atomically


def register(sub) -> None:
    p = sub.add_parser("games", help="list the saved games")
    p.set_defaults(func=list_games)
    p = sub.add_parser("export", help="write a saved game's JSON Lines log")
    p.add_argument("game_id", type=int, help="the number shown by `agency games`")
    p.add_argument("-o", "--output", type=Path, help="file to write (default: print to stdout)")
    p.add_argument("--salvage", action="store_true",
                   help="write every line that can still be read, leaving out damaged ones")
    p.set_defaults(func=export)


def list_games(args) -> int:
    with Store.open(readonly=True) as store:
        games = store.games()
    if not games:
        print("No saved games yet: `agency run` starts one.")
    for g in games:
        print(f"{g.id:4d}  {g.game:<15} {g.status:<8} {g.actions:5d} actions  started {g.started}  last {g.updated}")
    if read_only_folder(data_dir()):   # listed all the same, but no new game can be saved there
        print(read_only_sentence(data_dir()), file=sys.stderr)
    return 0


def export(args) -> int:
    with Store.open(readonly=True) as store:
        if args.output and not args.salvage:
            count = store.export(args.game_id, args.output)
            print(f"{count} lines written to {args.output}", file=sys.stderr)
            return 0
        lines, damaged = store.salvage(args.game_id) if args.salvage else (store.lines(args.game_id), [])
    if args.output:
        write_atomically(args.output, "".join(dumps(line) + "\n" for line in lines))
        print(f"{len(lines)} lines written to {args.output}", file=sys.stderr)
    else:
        for line in lines:
            print(json.dumps(line, ensure_ascii=False))
    if damaged:
        shown = ", ".join(map(str, damaged[:10])) + (f" and {len(damaged) - 10} more" if len(damaged) > 10 else "")
        print(f"Left out {len(damaged)} damaged line{'s' if len(damaged) > 1 else ''} of game {args.game_id}: "
              f"{shown} (line 1 is the setup).", file=sys.stderr)
    return 0
