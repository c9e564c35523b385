"""Turning one reader's polls into ``TagPlaced`` / ``TagRemoved`` events.

A poll ends in one of five outcomes (:class:`Poll`). Only a *clean miss*
(nothing answered the wake-up) counts towards removal, and a tag is removed
only after ``misses`` of them in a row *and* ``absent_s`` seconds without a
sighting, so a missed read or a tag a hand slides across never flickers.
Collisions and damaged reads are neither sightings nor misses. A different
UID on the reader is a swap: removed, then placed.

The clock is injected so tests drive time by hand.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from drivers.events import DeviceNotice, DriverEvent, TagPlaced, TagRemoved
from drivers.nfc.names import reader_word
from engine.text import t

TAG, EMPTY, COLLISION, UNREADABLE, READER_FAULT = "tag", "empty", "collision", "unreadable", "reader fault"


@dataclass(frozen=True)
class Poll:
    """What one poll of one reader found. ``uid``/``kind`` only for ``TAG``;
    ``detail`` says what went wrong for the other outcomes."""

    outcome: str
    uid: str | None = None
    kind: str = "unknown"
    detail: str = ""


class Presence:
    """Which tag rests on one named reader, from its successive polls."""

    def __init__(self, reader: str, clock: Callable[[], float] = time.monotonic,
                 misses: int = 3, absent_s: float = 0.25):
        self.reader = reader
        self.clock = clock
        self.misses_needed = misses
        self.absent_s = absent_s
        self.uid: str | None = None
        self.last_seen = 0.0
        self.misses = 0
        self.problem: str | None = None     # COLLISION or READER_FAULT while notified and not yet cleared

    def update(self, poll: Poll) -> list[DriverEvent]:
        """The events this poll causes (often none)."""
        events: list[DriverEvent] = []
        if poll.outcome in (COLLISION, READER_FAULT):
            if self.problem != poll.outcome:
                self.problem = poll.outcome
                events.append(DeviceNotice(self.device, self._problem_text(poll), data={"reader": self.reader}))
            return events
        if poll.outcome == UNREADABLE:
            return events
        if self.problem:
            events.append(DeviceNotice(self.device, self._cleared_text(), ok=True, data={"reader": self.reader}))
            self.problem = None
        if poll.outcome == TAG:
            self.misses, self.last_seen = 0, self.clock()
            if poll.uid != self.uid:
                if self.uid:
                    events.append(TagRemoved(self.reader, self.uid))
                self.uid = poll.uid
                events.append(TagPlaced(self.reader, poll.uid, poll.kind))
        elif poll.outcome == EMPTY and self.uid:
            self.misses += 1
            if self.misses >= self.misses_needed and self.clock() - self.last_seen >= self.absent_s:
                events.append(TagRemoved(self.reader, self.uid))
                self.uid, self.misses = None, 0
        return events

    @property
    def device(self) -> str:
        return f"nfc:{self.reader}"

    def _problem_text(self, poll: Poll) -> str:
        if poll.outcome == COLLISION:
            return t("multiple tags on {reader}: leave only one card on it.", reader=reader_word(self.reader))
        return poll.detail or t("No answer from {reader}.", reader=reader_word(self.reader))

    def _cleared_text(self) -> str:
        if self.problem == COLLISION:
            return t("One tag on {reader} again.", reader=reader_word(self.reader))
        return t("Back in touch with {reader}.", reader=reader_word(self.reader))
