"""``agency nfc scan`` waits for one tag and prints it; ``agency nfc watch``
prints tags placed and removed until interrupted.

The readers are chosen by ``--backend`` (a name in ``drivers.nfc.BACKENDS``),
then ``AGENCY_NFC``, then the config's ``nfc.backend``, then detection (rc522
when /dev/spidev* exists). On the simulated readers, type a UID (optionally
followed by a reader name) and Enter to place a tag; ``-`` lifts it.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
import time
from dataclasses import dataclass

from drivers.backends import BackendError
from drivers.events import DeviceNotice, TagPlaced, TagRemoved
from drivers.nfc import BACKENDS, SimulatedTable, open_readers
from drivers.nfc.wiring import ReaderError
from device.catalog import normalise_uid
from device.config import ConfigError, load
from device.errors import UserError


def register(sub) -> None:
    nfc = sub.add_parser("nfc", help="read tags on the NFC readers (scan, watch)")
    actions = nfc.add_subparsers(dest="nfc_action", metavar="ACTION", required=True)
    scan = actions.add_parser("scan", help="wait for one tag and print its reader, UID and type")
    scan.add_argument("--timeout", type=float, default=30.0, metavar="S", help="give up after S seconds (default 30)")
    scan.set_defaults(func=run_scan)
    watch = actions.add_parser("watch", help="print tags placed and removed until Ctrl-C")
    watch.add_argument("--timeout", type=float, metavar="S", help="stop after S seconds")
    watch.set_defaults(func=run_watch)
    for parser in (scan, watch):
        add_reader_options(parser)
        parser.add_argument("--json", action="store_true", help="one JSON object per line")


def add_reader_options(parser) -> None:
    parser.add_argument("--reader", metavar="NAME", help="only this reader (a name from nfc.readers)")
    parser.add_argument("--backend", choices=BACKENDS,
                        help="card readers (default: config, then detection); on simulated ones, type a UID")


@dataclass(frozen=True)
class Typed:
    """A line typed in the terminal while readers run."""

    text: str


class TerminalReaders:
    """Readers opened for a terminal command: their events (and typed lines)
    arrive on one queue. Use as a context manager so the readers always stop."""

    def __init__(self, args, config):
        try:
            self.readers = open_readers(config, args.backend)
        except ReaderError as err:          # hardware or setup on the Pi: the user can fix it there
            raise UserError(str(err), 1) from None
        except BackendError as err:         # a backend name that does not exist
            raise UserError(str(err)) from None
        self.reader = args.reader
        if self.reader and self.reader not in self.readers.names:
            self.readers.stop()
            raise UserError(f"There is no reader named '{self.reader}' (configured: {', '.join(self.readers.names)}).")
        self.events: queue.Queue = queue.Queue()

    def __enter__(self) -> "TerminalReaders":
        self.readers.start(self.events.put)
        if self.simulated:
            print("Simulated readers: type a UID (and a reader name) and Enter to place a tag, '-' to lift it.",
                  file=sys.stderr)
        threading.Thread(target=self._read_terminal, name="terminal", daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.readers.stop()

    @property
    def simulated(self) -> bool:
        return isinstance(self.readers, SimulatedTable)

    @property
    def names(self) -> list[str]:
        return [self.reader] if self.reader else list(self.readers.names)

    def _read_terminal(self) -> None:
        """Typed lines, in order: UIDs go straight onto the simulated readers
        (whose events then queue behind everything typed before), the rest to the queue."""
        for line in sys.stdin:
            if not (self.simulated and self._place_typed(line.strip())):
                self.events.put(Typed(line.strip()))

    def next(self, deadline: float | None):
        """The next event or typed line for our reader(s), notices printed on
        the way; None at the deadline."""
        while True:
            wait = None if deadline is None else deadline - time.monotonic()
            if wait is not None and wait <= 0:
                return None
            try:
                item = self.events.get(timeout=wait)
            except queue.Empty:
                return None
            if isinstance(item, DeviceNotice):
                print(f"{item.device}: {item.text}", file=sys.stderr)
            if getattr(item, "reader", None) not in (None, *self.names):
                continue
            return item

    def _place_typed(self, text: str) -> bool:
        words = text.split()
        if not words:
            return False
        reader = words[1] if len(words) > 1 else self.names[0]
        if words[0] == "-":
            self.readers.lift(reader)
            return True
        try:
            uid = normalise_uid(words[0])
        except ValueError:
            return False                      # not a UID: a command for the caller (s, q, ...)
        if len(uid) not in (8, 14, 20):
            return False
        self.readers.place(uid, reader)
        return True


def load_config():
    try:
        return load()
    except ConfigError as err:
        raise UserError(str(err)) from None


def placed_json(event: TagPlaced) -> dict:
    return {"reader": event.reader, "uid": event.uid, "type": event.tag_type}


def run_scan(args) -> int:
    with TerminalReaders(args, load_config()) as readers:
        deadline = time.monotonic() + args.timeout
        while True:
            event = readers.next(deadline)
            if event is None:
                where = f"reader '{args.reader}'" if args.reader else "any reader"
                raise UserError(f"No tag was placed on {where} within {args.timeout:g} s.", 1)
            if isinstance(event, TagPlaced):
                break
    print(json.dumps(placed_json(event)) if args.json else f"{event.reader}: {event.uid} ({event.tag_type})")
    return 0


def run_watch(args) -> int:
    with TerminalReaders(args, load_config()) as readers:
        deadline = None if args.timeout is None else time.monotonic() + args.timeout
        while (event := readers.next(deadline)) is not None:
            if isinstance(event, TagPlaced):
                line = ({"event": "placed", **placed_json(event)} if args.json
                        else f"placed   {event.reader:<10} {event.uid:<20} {event.tag_type}")
            elif isinstance(event, TagRemoved):
                line = ({"event": "removed", "reader": event.reader, "uid": event.uid} if args.json
                        else f"removed  {event.reader:<10} {event.uid}")
            elif isinstance(event, DeviceNotice) and args.json:
                line = {"event": "notice", "device": event.device, "text": event.text, "ok": event.ok}
            else:
                continue
            print(json.dumps(line) if args.json else line, flush=True)
    return 0
