"""``agency games`` lists the saved games; ``agency export GAME_ID`` writes one's log.

``agency games --finished`` is for scripts (the nightly export): one finished game a
line, its id and a name safe in a file name (the game's id when it is a plain name,
else ``game``: a damaged or foreign store must not name a path).

Both only read the store (it may be on a card gone read-only); ``export --salvage``
writes every intact line of a game whose store is damaged, and says which were not."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from device.counting import counted
from device.outputs import write_text
from device.store import Store, data_dir, dumps, read_only_folder, read_only_sentence


PLAIN_NAME = re.compile(r"[a-z0-9_]{1,40}")


def register(sub) -> None:
    p = sub.add_parser("games", help="list the saved games")
    p.add_argument("--finished", action="store_true", help="only finished games, as 'ID NAME' lines for scripts")
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
    if args.finished:
        for g in games:
            if g.status == "over":
                print(g.id, g.game if PLAIN_NAME.fullmatch(g.game) else "game")
        return 0
    if not games:
        print("No saved games yet: `agency run` starts one.")
    for g in games:
        print(f"{g.id:4d}  {g.game:<15} {g.status:<8} {g.actions:5d} actions  started {g.started}  last {g.updated}")
    if read_only_folder(data_dir()):   # listed all the same, but no new game can be saved there
        print(read_only_sentence(data_dir()), file=sys.stderr)
    return 0


def export(args) -> int:
    with Store.open(readonly=True) as store:
        lines, damaged = store.salvage(args.game_id) if args.salvage else (store.lines(args.game_id), [])
    if args.output:
        write_text(args.output, "".join(dumps(line) + "\n" for line in lines), f"game {args.game_id}")
        print(f"{counted(len(lines), 'line')} written to {args.output}", file=sys.stderr)
    else:
        for line in lines:
            print(json.dumps(line, ensure_ascii=False))
    if damaged:
        shown = ", ".join(map(str, damaged[:10])) + (f" and {len(damaged) - 10} more" if len(damaged) > 10 else "")
        print(f"Left out {len(damaged)} damaged line{'s' if len(damaged) > 1 else ''} of game {args.game_id}: "
              f"{shown} (line 1 is the setup).", file=sys.stderr)
    return 0
