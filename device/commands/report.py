"""``agency report GAME_ID``: the end-of-game report of a saved game as a PNG.

The same picture the kiosk shows at the end of a game (see :mod:`ui.report`):
duration, time per round or location, what was spent per location, the
track curves, and the dice against the expected distribution.
"""

from __future__ import annotations

import os
from pathlib import Path

from device import config as config_module
from device import envelope
from device.errors import UserError
from device.outputs import check_target, write_output
from device.store import Store, data_dir


def register(sub) -> None:
    p = sub.add_parser("report", help="write the end-of-game report of a saved game as a PNG")
    p.add_argument("game_id", type=int, help="the number shown by `agency games`")
    p.add_argument("-o", "--output", type=Path, help="PNG to write (default: reports/game-N.png in the data folder)")
    p.add_argument("--size", default="1280x720", help="picture size WIDTHxHEIGHT (default 1280x720)")
    p.set_defaults(func=run)


def run(args) -> int:
    size = _size(args.size)
    with Store.open() as store:
        log, _ = envelope.admit_stored(store.lines(args.game_id))
    output = args.output or data_dir() / "reports" / f"game-{args.game_id}.png"
    check_target(output)   # before the drawing, which takes a while
    if output.suffix.lower() != ".png":
        raise UserError(f"The report is a PNG picture: name the output file .png, not '{output.name}'.")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # fonts only: no window is opened
    from ui.report import render_report  # pulls in pygame: only for this command

    from engine import ActionError

    try:
        language = config_module.load()["display.language"]
        write_output(output, lambda tmp: render_report(log, tmp, language, size), "the report")
    except ActionError as err:  # stored lines were accepted once: the rules have changed since
        raise UserError(f"Saved game {args.game_id} no longer replays, so it has no report: {err}") from None
    print(f"report of game {args.game_id} written to {output}")
    return 0


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and 320 <= int(width) <= 7680 and 240 <= int(height) <= 4320):
        raise UserError(f"--size must be WIDTHxHEIGHT between 320x240 and 7680x4320, not '{text}'.")
    return int(width), int(height)
