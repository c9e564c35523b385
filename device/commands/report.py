"""``agency report GAME_ID``: the end-of-game report of a saved game as a PNG.

The same picture the kiosk shows at the end of a game (see :mod:`ui.report`):
duration, time per round or location, what was spent per location, the
track curves, and the dice against the expected distribution, in the kiosk's
language (``display.language``) unless ``--language`` names another.
"""

from __future__ import annotations

import os
from pathlib import Path

from device import config as config_module
from device import session
from device.errors import UserError
from device.outputs import check_target, write_output
from device.store import Store, data_dir


def register(sub) -> None:
    p = sub.add_parser("report", help="write the end-of-game report of a saved game as a PNG")
    p.add_argument("game_id", type=int, help="the number shown by `agency games`")
    p.add_argument("-o", "--output", type=Path, help="PNG to write (default: reports/game-N.png in the data folder)")
    p.add_argument("--size", default="1280x720", help="picture size WIDTHxHEIGHT (default 1280x720)")
    p.add_argument("--language", choices=config_module.choices("display.language"),
                   help="language of the picture's words (default: the kiosk's, display.language)")
    p.set_defaults(func=run)


def run(args) -> int:
    size = _size(args.size)
    with Store.open() as store:   # from the game's newest checkpoint, as the kiosk resumes it
        match, timeline, tally, _ = session.rebuild(store, args.game_id)
    output = args.output or data_dir() / "reports" / f"game-{args.game_id}.png"
    check_target(output)   # before the drawing, which takes a while
    if output.suffix.lower() != ".png":
        raise UserError(f"The report is a PNG picture: name the output file .png, not '{output.name}'.")
    if args.output and not output.parent.is_dir():  # a mistyped folder is not made: the picture would be lost in it
        raise UserError(f"There is no folder {output.parent} to write the report into; make it first or name another.")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # fonts only: no window is opened
    from ui.report import render_report, summary_of  # pulls in pygame: only for this command

    summary = summary_of(match, tally, timeline)
    language = args.language or config_module.load()["display.language"]
    write_output(output, lambda tmp: render_report(match.log, tmp, language, size, summary), "the report")
    print(f"report of game {args.game_id} written to {output}")
    return 0


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and 320 <= int(width) <= 7680 and 240 <= int(height) <= 4320):
        raise UserError(f"--size must be WIDTHxHEIGHT between 320x240 and 7680x4320, not '{text}'.")
    return int(width), int(height)
