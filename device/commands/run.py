"""``agency run``: the kiosk on the simulated table, or on the hardware when present."""

from __future__ import annotations

from pathlib import Path

from device import config as config_module
from device.commands.logfile import read_numbered_log
from device.errors import UserError
from device.outputs import check_target
from device.store import data_dir
from drivers import camera, controls, nfc
from engine import ActionError, Match, registry


def register(sub) -> None:
    p = sub.add_parser("run", help="run the kiosk (resumes the last unfinished game, else opens the start screen)")
    p.add_argument("--headless", action="store_true", help="no window: render off screen (SDL dummy driver)")
    p.add_argument("--frames", type=int, help="stop after N frames (headless default: 30)")
    p.add_argument("--snapshot", type=Path, help="write a PNG of the last frame here")
    p.add_argument("--resume", action="store_true", help="continue the last unfinished game (error if none)")
    p.add_argument("--new", dest="new_game", choices=registry.ids(), help="start a new game of this kind")
    p.add_argument("--script", type=Path, help="feed this game log's actions through the live input path")
    p.add_argument("--delay", type=float, default=0.0, help="seconds between script actions")
    p.add_argument("--nfc-backend", choices=nfc.BACKENDS, help="card readers (default: config, then detection)")
    p.add_argument("--camera-backend", choices=camera.BACKENDS, help="dice camera (default: config, then detection)")
    p.add_argument("--controls-backend", choices=controls.BACKENDS, help="buttons/LED/buzzer backend")
    p.set_defaults(func=run)


def run(args) -> int:
    from device.mainloop import Appliance, RunOptions  # pulls in pygame: only for this command
    from ui.kiosk import has_display

    if args.frames is not None and args.frames < 1:
        raise UserError("--frames must be at least 1.")
    if args.delay < 0:
        raise UserError("--delay cannot be negative.")
    config = config_module.load()
    headless = args.headless or not has_display()
    frames, snapshot = args.frames, args.snapshot
    directory = data_dir()
    if headless and frames is None and args.script is None:
        frames = 30  # no screen to look at: render a second's worth and leave a picture
    if headless and snapshot is None and frames is not None:
        snapshot = directory / "snapshot.png"
    if snapshot is not None:
        check_target(snapshot)   # refused now, not after the frames have run
    options = RunOptions(headless=headless, frames=frames, snapshot=snapshot, resume=args.resume,
                         new_game=args.new_game, script=_script(args.script) if args.script else None,
                         delay=args.delay, nfc_backend=args.nfc_backend, camera_backend=args.camera_backend,
                         controls_backend=args.controls_backend,
                         start_screen=not (args.resume or args.new_game or args.script))
    return Appliance(config, directory, options).run()


def _script(path: Path) -> list[dict]:
    """The script's lines, its setup already known to start a game (as `agency replay` says it)."""
    numbered = read_numbered_log(path)
    number, setup = numbered[0]
    try:
        Match.start(setup)
    except ActionError as err:
        raise UserError(f"{path} line {number}: {err}") from None
    return [line for _, line in numbered]
