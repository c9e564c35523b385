"""The RC522 layer under a storm, on the emulated chips: two readers, every
kind of fault the emulator injects (dropped replies, flipped bits, bad CRC,
parity errors, a card lifted mid-read), tags flapping on and off, stacked
tags, readers unplugged and plugged back, one reader dead at start-up.

``tests/test_nfc_rc522.py`` checks one reader with queued faults; this adds
the table as it is: several readers at once, power lost and back, and a
reader missing when the readers open. Whatever happens, no event ever names
a UID that is not on that reader's antenna, a removal always names the tag
that reader last placed, and a reader that is back reads again."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from device.config import load
from drivers.events import DeviceNotice, TagPlaced, TagRemoved
from drivers.nfc.rc522 import RC522Readers
from drivers.nfc import mock
from tests.conftest_nfc import poll
from drivers.nfc.mock import classic1k, ntag213, ntag215

READERS = [{"name": "left", "bus": 0, "device": 0}, {"name": "right", "bus": 0, "device": 1}]
TAGS = {"left": [lambda: ntag213("04A3C6CAE26180"), lambda: ntag213("04A3C6112233AA"), lambda: classic1k("A1B2C3D4")],
        "right": [lambda: ntag215("04112233445566"), lambda: classic1k("0BADCAFE"), lambda: ntag213("04A3C6CAE26181")]}
MOVES = ["keep", "keep", "keep", "lift", "put 0", "put 1", "put 2", "stack", "flap", "unplug", "plug"]
STEP = st.tuples(st.sampled_from(["left", "right"]), st.sampled_from(MOVES),
                 st.lists(st.sampled_from(mock.FAULTS), max_size=12), st.integers(1, 4))


class Watch:
    """Checks the events of each reader against what lies on its antenna."""

    def __init__(self):
        self.current = {"left": None, "right": None}
        self.notices = []

    def check(self, events, chips, lay_before=None) -> None:
        """``lay_before``: the UIDs on each antenna when the polls began; a card the
        ``lift`` fault takes away after it was selected was there when it was read."""
        for event in events:
            if isinstance(event, TagPlaced):
                there = {t.uid_hex for t in chips[event.reader].tags} | (lay_before or {}).get(event.reader, set())
                assert event.uid in there, f"wrong UID {event}"
                assert self.current[event.reader] is None, f"placed over a tag not removed: {event}"
                self.current[event.reader] = event.uid
            elif isinstance(event, TagRemoved):
                assert event.uid == self.current[event.reader], f"removed a tag never placed: {event}"
                self.current[event.reader] = None
            else:
                assert isinstance(event, DeviceNotice) and event.text.strip()
                self.notices.append(event)


def act(chip, reader: str, move: str) -> None:
    if move == "lift":
        chip.lift()
    elif move.startswith("put"):
        chip.swap(TAGS[reader][int(move[-1])]())
    elif move == "stack":
        chip.place(TAGS[reader][len(chip.tags) % 3]())
    elif move == "flap":                      # off and on again between two polls
        tags = list(chip.tags)
        chip.lift()
        for tag in tags:
            chip.place(tag)
    elif move == "unplug":
        chip.powered = False
    elif move == "plug" and not chip.powered:
        chip.powered = True
        chip.hard_reset()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(STEP, min_size=1, max_size=30), st.booleans())
def test_a_storm_of_faults_on_two_readers_never_gives_a_wrong_uid(tmp_path, steps, right_dead_at_start):
    board_ = mock.install()
    try:
        chips = {"left": board_.attach("left", bus=0, device=0)}
        if not right_dead_at_start:
            chips["right"] = board_.attach("right", bus=0, device=1)
        readers = RC522Readers.from_config(load(tmp_path / "absent.toml").with_overrides(nfc_readers=READERS),
                                           board_.clock, board_.sleep, keep_dead=True)
        watch = Watch()
        watch.check(poll(readers, board_), chips)
        if right_dead_at_start:
            assert any("'right' does not answer" in n.text for n in watch.notices)
            chips["right"] = board_.attach("right", bus=0, device=1)     # plugged in late
        for reader, move, faults, rounds in steps:
            act(chips[reader], reader, move)
            chips[reader].inject(*faults)
            lifting = {name: {t.uid_hex for t in chip.tags} for name, chip in chips.items() if "lift" in chip.faults}
            watch.check(poll(readers, board_, rounds=rounds), chips, lifting)
            chips[reader].faults.clear()
        for chip in chips.values():                                    # calm again: every reader reads
            act(chip, "", "plug")
            chip.lift()
        chips["right"].place(TAGS["right"][0]())
        watch.check(poll(readers, board_, rounds=6), chips)
        assert watch.current == {"left": None, "right": "04112233445566"}
        readers.stop()
    finally:
        mock.uninstall()
