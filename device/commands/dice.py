"""``agency dice``: read dice in photos, and calibrate a profile's symbol faces.

``agency dice read IMAGE... [--profile d6] [--json] [--die-size PIXELS]`` prints the dice in each
photo; with ``--json`` one JSON array with an object per image::

    [{"file": "roll.jpg", "dice": [{"value": 3, "center": [x, y], "bbox": [x, y, w, h],
      "confidence": 0.97}], "ms": 12.3}]

(``ms`` is the recognizer's time for that image, decoding excluded; profiles
whose faces are symbols also give each die's ``face``). An unreadable image is
reported on stderr, the others are still read, and the exit code is 2. The
text form says how large the dice are: for a camera fixed over the tray that is
the ``dice.die_size`` to set, and ``--die-size`` reads with it.

``agency dice calibrate PROFILE`` asks for each face that is not read by its
pips (for a profile of pip faces only: every face) to be shown to the camera a
few times (or reads ``--from DIR`` pictures named ``<face>-*.png``) and stores
what it learned beside the game data. PROFILE is a built-in profile or one of
the owner's own in ``~/.config/agency/dice/NAME.json`` (listed by ``--help``).

``agency dice tray`` takes a picture of the empty tray with the table's camera (or
``--from PICTURE``) and keeps it beside the calibrations: from then on, whatever lies
in the tray unchanged since (a board's printed die, a mark, a speck) is not read as a
die while the tray looks as in the picture (the kiosk reads it when it starts, and says
when the tray no longer does). ``--forget`` deletes it (a new tray, or the camera moved
for good); ``agency dice read --empty-tray PICTURE`` reads photos with one.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

from device.counting import counted
from device.errors import UserError
from device.store import calibration_dir


def register(sub) -> None:
    p = sub.add_parser("dice", help="read dice in photos; calibrate a dice profile")
    dice_sub = p.add_subparsers(dest="dice_command", metavar="ACTION", required=True)
    read = dice_sub.add_parser("read", help="print the dice in each photo")
    read.add_argument("images", nargs="+", metavar="IMAGE")
    read.add_argument("--profile", default="d6", help="dice profile (default d6)")
    read.add_argument("--json", action="store_true", help="print one JSON array")
    read.add_argument("--die-size", type=_positive_pixels, metavar="PIXELS",
                      help="a die's side in the photos, as dice.die_size says it for a fixed camera")
    read.add_argument("--empty-tray", type=Path, metavar="PICTURE",
                      help="a picture of the same tray with no dice, by the same camera")
    read.set_defaults(func=run_read)
    tray = dice_sub.add_parser("tray", help="take a picture of the empty tray: what lies in it is not read as a die",
                               description="Take a picture of the empty tray with the table's camera (the kiosk "
                                           "stopped): from then on, what lies in the tray unchanged since (a printed "
                                           "die, a mark, a speck) is not read as a die while the tray looks as in "
                                           "the picture.")
    either = tray.add_mutually_exclusive_group()
    either.add_argument("--from", dest="picture", type=Path, metavar="PICTURE",
                        help="use this picture of the empty tray (taken by the table's camera) instead")
    either.add_argument("--forget", action="store_true", help="delete the picture of the empty tray")
    tray.set_defaults(func=run_tray)
    profiles = profile_titles()
    cal = dice_sub.add_parser("calibrate", help="teach the reader a profile's faces", add_help=False,
                              description="Teach the reader the faces of PROFILE (by default those not read by "
                                          "their pips). Profiles: " + "; ".join(f"{name} ({title})" for name, title
                                                                                in profiles.items()) + ".")
    cal.add_argument("-h", "--help", action=_HelpWithProfiles, nargs=0, help="show this help and the profiles")
    cal.add_argument("profile", help=f"one of: {', '.join(profiles)}, or one of your own")
    cal.add_argument("--shots", type=int, default=3, help="pictures per face (default 3)")
    cal.add_argument("--faces", help="comma-separated faces to calibrate (default: every face without pips; "
                                     "for a profile of pip faces only, every face)")
    cal.add_argument("--from", dest="folder", type=Path,
                     help="read pictures named <face>-*.png/jpg from this folder instead of the camera")
    cal.set_defaults(func=run_calibrate)


class _HelpWithProfiles(argparse.Action):
    """``--help`` that lists the profiles, looked up only when asked (the dice reader is slow to import)."""

    def __call__(self, parser, namespace, values, option_string=None):
        from drivers.dice.profiles import owner_dir, owner_profiles
        own = owner_profiles()
        parser.epilog = (f"Profiles: {', '.join(profile_titles())} (built in); "
                         f"{', '.join(own) if own else 'none'} (your own, in {owner_dir()}: NAME.json, "
                         f"same format as the built-in ones).")
        parser.print_help()
        parser.exit()


def profile_titles() -> dict[str, str]:
    """Each dice profile's name and title, read from its file: the help lists them
    without importing the dice reader (and OpenCV) behind every `agency` command."""
    folder = Path(importlib.util.find_spec("drivers.dice").submodule_search_locations[0]) / "profiles"
    titles = {}
    for path in sorted(folder.glob("*.json")):
        try:
            titles[path.stem] = json.loads(path.read_text(encoding="utf-8")).get("title", path.stem)
        except (OSError, ValueError):   # loading it later says what is wrong with it
            titles[path.stem] = path.stem
    return titles


def _profile(name: str):
    from drivers.dice.profiles import ProfileError, load_profile
    try:
        return load_profile(name, calibration_dir())
    except ProfileError as err:
        raise UserError(str(err)) from None


def _networks():
    import cv2

    from drivers.dice.model import Networks
    try:
        return Networks.shared()
    except cv2.error:
        raise UserError("The dice reader's model files (drivers/dice/models/*.onnx) are missing or damaged; "
                        "reinstall or retrain them.", 1) from None


def _positive_pixels(text: str) -> float:
    try:
        pixels = float(text)
    except ValueError:
        pixels = 0.0
    if not 1 <= pixels <= 4608:
        raise argparse.ArgumentTypeError(f"a die's side in pixels, 1 to 4608, not '{text}'")
    return pixels


def run_read(args) -> int:
    from drivers.camera.images import PictureError, read_picture
    from drivers.dice.empty_tray import EmptyTray
    from drivers.dice.recognize import ImageError, recognize
    profile = _profile(args.profile)
    missing = profile.uncalibrated()
    if missing:
        print(f"agency dice: faces {', '.join(missing)} of {profile.name} are not calibrated yet "
              f"(agency dice calibrate {profile.name}); they will not be recognised.", file=sys.stderr)
    networks = _networks()
    empty_tray = EmptyTray(_empty_tray_picture(args.empty_tray)) if args.empty_tray else None
    pips_only = all(f.name == str(f.value) for f in profile.faces)
    results, failed = [], False
    for name in args.images:
        try:
            if not Path(name).is_file():
                raise ImageError("it is missing or not an image OpenCV can decode")
            image = read_picture(name)
            if empty_tray is not None and not empty_tray.suits(image.shape):
                print(f"agency dice: {name} is {image.shape[1]}x{image.shape[0]} pixels and the empty tray "
                      f"{empty_tray.picture.shape[1]}x{empty_tray.picture.shape[0]}: read without it.", file=sys.stderr)
            start = time.perf_counter()
            dice = recognize(image, profile, networks=networks, die_size=args.die_size, empty_tray=empty_tray)
            ms = (time.perf_counter() - start) * 1000
        except (ImageError, PictureError) as err:
            failed = True
            reason = str(err).rstrip(".")
            print(f"agency dice: cannot read {name}: {reason[0].lower()}{reason[1:]}.", file=sys.stderr)
            results.append({"file": name, "error": f"cannot read {name}"})
            continue
        entries = [d.as_json() for d in dice]
        if pips_only:   # a d6's face is its value: the issue's exact format
            entries = [{k: v for k, v in e.items() if k != "face"} for e in entries]
        results.append({"file": name, "dice": entries, "ms": round(ms, 1)})
        if not args.json:
            sureness = (f"{counted(len(dice), 'die', 'dice')} about {statistics.median(d.bbox[2] for d in dice):.0f} px across, "
                        f"least sure {min(d.confidence for d in dice):.2f}, " if dice else "")
            print(f"{name}: {' '.join(d.face for d in dice) or 'no dice'}  ({sureness}{ms:.1f} ms)")
    if args.json:
        print(json.dumps(results))
    return 2 if failed else 0


def _empty_tray_picture(path: Path):
    from drivers.camera.images import PictureError, read_picture
    try:
        if not path.is_file():
            raise PictureError("it is missing")
        return read_picture(path)
    except PictureError as err:
        raise UserError(f"The picture of the empty tray {path} cannot be read ({str(err).rstrip('.')}).") from None


def run_tray(args) -> int:
    from drivers.dice.empty_tray import FILE_NAME, EmptyTrayError, save_empty_tray
    from drivers.dice.recognize import recognize
    folder = calibration_dir()
    if args.forget:
        path = folder / FILE_NAME
        if not path.is_file():
            print(f"There is no picture of the empty tray to forget ({path}).")
            return 0
        path.unlink()
        print(f"Forgot the picture of the empty tray ({path}); marks in the tray may be read as dice again.")
        return 0
    from device import config as config_module
    settings = config_module.load()
    picture = _empty_tray_picture(args.picture) if args.picture else _shoot_empty_tray()
    # What the reader would take for the games' dice here is what the picture keeps it from reading.
    seen = recognize(picture, _profile(settings["dice.d6_profile"] or "d6"), settings["dice.tray"],
                     networks=_networks(), die_size=settings["dice.die_size"] or None)
    try:
        path = save_empty_tray(picture, folder)
    except EmptyTrayError as err:
        raise UserError(str(err)) from None
    height, width = picture.shape[:2]
    print(f"Saved the picture of the empty tray ({width}x{height}) in {path}: what lies in the tray now is not "
          "read as a die while the tray looks as it does now.")
    if seen:
        where = ", ".join(f"{d.face} at {d.center[0]:.0f},{d.center[1]:.0f}" for d in seen)
        one = len(seen) == 1
        print(f"The reader took {counted(len(seen), 'thing')} in it for {'a die' if one else 'dice'} ({where}): "
              f"from now on {'it is' if one else 'they are'} not. If {'it' if one else 'one'} is a die, take it out "
              "and run `agency dice tray` again.")
    return 0


def _shoot_empty_tray():
    """A picture of the empty tray with the table's camera, once someone says it is empty."""
    camera = _table_camera()
    try:
        input("Take every die out of the tray and keep hands away, then press Enter: ")
        return _settled_frame(camera)
    except EOFError:
        raise UserError("The picture needs someone at the table to press Enter once the tray is empty.") from None
    finally:
        camera.close()


def _table_camera():
    from device import config as config_module
    from drivers.camera import open_camera
    from drivers.errors import DriverError
    try:
        return open_camera(config_module.load())
    except DriverError as err:          # no such backend, or the camera cannot open
        raise UserError(str(err), 1) from None


def _settled_frame(camera):
    """The camera's third frame from now: the picture settles after the hand has left."""
    for _ in range(3):
        frame = camera.read()
    if frame is None:
        raise UserError("The camera gave no picture.", 1)
    return frame


def run_calibrate(args) -> int:
    from drivers.camera.images import PictureError, read_picture
    from drivers.dice.calibrate import CalibrationError, calibrate, die_size_of
    profile = _profile(args.profile)
    names = [f.name for f in profile.faces]
    symbols = [f.name for f in profile.faces if f.pips is None]
    # An owner's unusual pip dice are learned from their own pictures when no symbol face needs it.
    default = symbols or names
    old = profile.calibration
    if old is not None and old.crops is None:
        # An earlier version's calibration kept no crops, and a face kept from it would leave the
        # new one without them too (a new reader could not describe it again): take it whole.
        held = {names[i] for i in old.faces.tolist()}
        default = [n for n in names if n in default or n in held]
    wanted = args.faces.split(",") if args.faces else default
    unknown = [n for n in wanted if n not in names]
    if unknown:
        raise UserError(f"The profile {profile.name} has no face '{unknown[0]}'; its faces are: {', '.join(names)}.")
    if args.shots < 1:
        raise UserError("--shots must be at least 1.")
    _networks()
    files: dict[str, list[Path]] = {}
    if args.folder:
        examples = {}
        for face in wanted:
            found = sorted(p for p in args.folder.glob(f"{face}-*") if p.suffix.lower() in (".png", ".jpg", ".jpeg"))
            if not found:
                raise UserError(f"{args.folder} needs readable pictures named {face}-*.png or {face}-*.jpg.")
            files[face] = found
            try:
                examples[face] = [read_picture(p) for p in found]
            except PictureError as err:
                raise UserError(f"{args.folder} needs readable pictures named {face}-*.png or {face}-*.jpg "
                                f"({err}).") from None
    else:
        examples = _shoot(profile, wanted, args.shots)
    from device import config as config_module
    settings = config_module.load()
    tray, die_size = (None, None) if args.folder else (settings["dice.tray"], settings["dice.die_size"] or None)
    # The table's own camera with no die size set yet: the size it saw is worth keeping.
    measure = not args.folder and not die_size
    try:
        calibration = calibrate(profile, examples, tray=tray, die_size=die_size)
        seen_size = die_size_of([p for shots in examples.values() for p in shots], tray) if measure else None
    except CalibrationError as err:
        if err.face in files:     # a picture from the folder: name its file
            raise UserError(f"No die was found in {files[err.face][err.picture]}; "
                            "put one die in the middle of the tray and take it again.") from None
        raise UserError(str(err)) from None
    path = calibration_dir() / f"{profile.name}.npz"
    calibration.save(path)
    print(f"Calibrated {', '.join(wanted)} of {profile.name} from "
          f"{counted(sum(len(v) for v in examples.values()), 'picture')}; saved {path}.")
    if measure:
        if seen_size:
            print(f"The dice were {seen_size:.0f} px across in the camera's pictures: with the camera fixed "
                  f"over the tray and dice of one size, set dice.die_size = {seen_size:.0f} in the config, "
                  "so that dice are read at that size and fewer are seen that are not there.")
        else:
            print("The dice's size could not be told for sure from these pictures: with the camera fixed over the "
                  "tray and dice of one size, set dice.die_size in the config to a die's side in pixels of a "
                  "camera picture.")
    return 0


def _shoot(profile, faces: list[str], shots: int) -> dict:
    """Ask for each face in turn and take a picture of it with the table's camera."""
    camera = _table_camera()
    examples: dict[str, list] = {}
    try:
        for face in faces:
            for shot in range(1, shots + 1):
                input(f"Put one die in the tray showing '{face}' (picture {shot} of {shots}), then press Enter: ")
                examples.setdefault(face, []).append(_settled_frame(camera))
    except EOFError:
        raise UserError("Calibration needs someone at the table to press Enter for each picture.") from None
    finally:
        camera.close()
    return examples
