"""``agency replay LOG.jsonl [--json]``: apply a game log and print the final state.

Exit 0 when every line was accepted, 3 when some were rejected (each leaves
the state unchanged; replay goes on), 2 when a line is not JSON, has no
``action`` (``line N: ...`` on stderr) or an unusable ``source``/``at``
(:mod:`device.envelope`).
"""

from __future__ import annotations

import json
from pathlib import Path

from device.commands.logfile import read_numbered_log
from device.counting import counted
from device.errors import UserError
from engine import ActionError, replay


def register(sub) -> None:
    p = sub.add_parser("replay", help="apply a game log and print the final state")
    p.add_argument("log", type=Path, help="a JSON Lines game log (first line: setup)")
    p.add_argument("--json", action="store_true", help="print one JSON object: game, state, events, rejected")
    p.set_defaults(func=run)


def run(args) -> int:
    numbered = read_numbered_log(args.log)
    numbers = [number for number, _ in numbered]
    try:
        match, events, rejected = replay(action for _, action in numbered)
    except ActionError as err:
        raise UserError(f"line {numbers[0]}: {err}") from None
    rejected_out = [{"line": numbers[i - 1], "action": action.get("action"), "reason": str(err)}
                    for i, action, err in rejected]
    if args.json:
        print(json.dumps({
            "game": match.game.id,
            "state": match.state,
            "events": [dict(e.to_json(), line=numbers[i - 1]) for i, evs in events for e in evs],
            "rejected": rejected_out,
        }, ensure_ascii=False, indent=2))
    else:
        print(f"{match.game.title}: {counted(len(match.log), 'line')} applied, {len(rejected_out)} rejected.")
        for i, evs in events:
            for e in evs:
                print(f"  line {numbers[i - 1]}: {e.text}")
        for r in rejected_out:
            print(f"  line {r['line']} rejected ('{r['action']}'): {r['reason']}")
        print(json.dumps(match.state, ensure_ascii=False, indent=2))
    return 3 if rejected_out else 0
