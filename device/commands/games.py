"""``agency games`` lists the saved games; ``agency export GAME_ID`` writes one's log."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from device.outputs import write_text
from device.store import Store


def register(sub) -> None:
    p = sub.add_parser("games", help="list the saved games")
    p.set_defaults(func=list_games)
    p = sub.add_parser("export", help="write a saved game's JSON Lines log")
    p.add_argument("game_id", type=int, help="the number shown by `agency games`")
    p.add_argument("-o", "--output", type=Path, help="file to write (default: print to stdout)")
    p.set_defaults(func=export)


def list_games(args) -> int:
    with Store.open() as store:
        games = store.games()
    if not games:
        print("No saved games yet: `agency run` starts one.")
    for g in games:
        print(f"{g.id:4d}  {g.game:<15} {g.status:<8} {g.actions:5d} actions  started {g.started}  last {g.updated}")
    return 0


def export(args) -> int:
    with Store.open() as store:
        lines = store.lines(args.game_id)
    if args.output:
        write_text(args.output, "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines),
                   f"game {args.game_id}")
        print(f"{len(lines)} lines written to {args.output}", file=sys.stderr)
    else:
        for line in lines:
            print(json.dumps(line, ensure_ascii=False))
    return 0
