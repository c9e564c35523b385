"""The presence tracker alone, with a hand-driven clock: polls in, events out."""

from __future__ import annotations

from drivers.events import DeviceNotice, TagPlaced, TagRemoved
from drivers.nfc.presence import COLLISION, EMPTY, READER_FAULT, TAG, UNREADABLE, Poll, Presence

A, B = Poll(TAG, "04A3C6CAE26180", "ntag213"), Poll(TAG, "04A3C6112233AA", "ntag213")


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def run(tracker, clock, polls, every_s=0.1):
    events = []
    for poll in polls:
        clock.now += every_s
        events += tracker.update(poll)
    return events


def test_first_sighting_places_the_tag_with_reader_and_type():
    clock = Clock()
    assert run(Presence("seat1", clock), clock, [A, A, A]) == [TagPlaced("seat1", A.uid, "ntag213")]


def test_removed_only_after_three_clean_misses_and_a_quarter_second():
    clock = Clock()
    tracker = Presence("seat1", clock)
    run(tracker, clock, [A])
    assert run(tracker, clock, [Poll(EMPTY)] * 2) == []
    assert run(tracker, clock, [Poll(EMPTY)]) == [TagRemoved("seat1", A.uid)]


def test_fast_misses_wait_for_the_absence_time():
    clock = Clock()
    tracker = Presence("seat1", clock)
    run(tracker, clock, [A])
    assert run(tracker, clock, [Poll(EMPTY)] * 5, every_s=0.02) == []
    assert run(tracker, clock, [Poll(EMPTY)], every_s=0.2) == [TagRemoved("seat1", A.uid)]


def test_a_sighting_between_misses_starts_the_count_again():
    clock = Clock()
    tracker = Presence("seat1", clock)
    assert run(tracker, clock, [A, Poll(EMPTY), Poll(EMPTY), A, Poll(EMPTY), Poll(EMPTY)]) == [
        TagPlaced("seat1", A.uid, "ntag213")]


def test_damaged_reads_and_collisions_are_not_misses():
    clock = Clock()
    tracker = Presence("seat1", clock)
    events = run(tracker, clock, [A] + [Poll(UNREADABLE, detail="bad CRC")] * 10 + [Poll(COLLISION)] * 10)
    assert not any(isinstance(e, TagRemoved) for e in events)
    assert tracker.uid == A.uid


def test_collision_gives_one_notice_no_state_change_and_a_clearing_notice():
    clock = Clock()
    tracker = Presence("seat1", clock)
    run(tracker, clock, [A])
    events = run(tracker, clock, [Poll(COLLISION)] * 5)
    assert events == [DeviceNotice("nfc:seat1", "multiple tags on the seat 1 reader: leave only one card on it.")]
    assert tracker.uid == A.uid
    cleared = run(tracker, clock, [A])
    assert len(cleared) == 1 and cleared[0].ok and "One tag on the seat 1 reader again" in cleared[0].text


def test_a_different_uid_is_a_swap():
    clock = Clock()
    tracker = Presence("seat1", clock)
    assert run(tracker, clock, [A, B]) == [TagPlaced("seat1", A.uid, "ntag213"), TagRemoved("seat1", A.uid),
                                           TagPlaced("seat1", B.uid, "ntag213")]


def test_reader_fault_is_reported_once_and_keeps_the_tag():
    clock = Clock()
    tracker = Presence("seat1", clock)
    run(tracker, clock, [A])
    fault = Poll(READER_FAULT, detail="No answer from the seat 1 reader: check the wiring.")
    events = run(tracker, clock, [fault] * 20)
    assert events == [DeviceNotice("nfc:seat1", fault.detail)]
    back = run(tracker, clock, [A])
    assert len(back) == 1 and back[0].ok and tracker.uid == A.uid
