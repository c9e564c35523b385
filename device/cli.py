"""The ``agency`` command. Each subcommand lives in its own module under
:mod:`device.commands` with ``register(subparsers)``; that function sets
``func`` on its parser, and ``func(args)`` returns the exit code.

Exit codes: 0 done, 1 the thing asked for did not happen (timeout, failed
check), 2 bad input (one sentence on stderr), 3 a log had rejected actions.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from device.errors import UserError
from drivers.errors import DriverError

# Imported on demand so `agency replay` never loads pygame or OpenCV.
COMMAND_MODULES = (
    "device.commands.run",
    "device.commands.replay",
    "device.commands.games",
    "device.commands.config",
    "device.commands.doctor",
    "device.commands.nfc",
    "device.commands.enroll",
    "device.commands.cards",
    "device.commands.dice",
    "device.commands.report",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="agency", description="Agency Table: the board-game table assistant.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except UserError as err:
        print(f"agency {args.command}: {err}", file=sys.stderr)
        return err.exit_code
    except DriverError as err:  # a device the command did not expect to fail: its sentence, not a traceback
        print(f"agency {args.command}: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
