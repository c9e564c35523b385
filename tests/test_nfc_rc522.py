"""The RC522 backend against the emulated chip: full UIDs, steady presence,
collisions, faults, several readers, and errors a user can act on."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from device.config import load
from drivers.events import DeviceNotice, TagPlaced, TagRemoved
from drivers.nfc.rc522 import ReaderError
from drivers.nfc import mock
from tests.conftest_nfc import board, config_with, open_rc522, poll  # noqa: F401  (fixtures)
from drivers.nfc.mock import classic1k, ntag213, ntag215, ntag216, ultralight
from drivers.nfc.mock.tags import HALT

NTAG_A, NTAG_B = "04A3C6CAE26180", "04A3C6112233AA"      # the package reads both as 0x8804A3C6E9
CLASSIC = "A1B2C3D4"


@pytest.fixture
def main_chip(board):
    return board.attach("main", bus=0, device=0, reset_pin=25)


@pytest.fixture
def readers(board, main_chip, config_with):
    opened = open_rc522(board, config_with())
    yield opened
    opened.stop()


@pytest.mark.parametrize("tag, uid, kind", [
    (ntag213(NTAG_A), NTAG_A, "ntag213"),
    (ntag215("04112233445566"), "04112233445566", "ntag215"),
    (ntag216("04998877665544"), "04998877665544", "ntag216"),
    (ultralight("04010203040506"), "04010203040506", "ultralight"),
    (classic1k(CLASSIC), CLASSIC, "mifare_classic_1k"),
])
def test_reads_the_full_uid_and_type(board, main_chip, readers, tag, uid, kind):
    main_chip.place(tag)
    assert poll(readers, board) == [TagPlaced("main", uid, kind)]


def test_tells_apart_the_two_stickers_the_package_confuses(board, main_chip, readers):
    main_chip.place(ntag213(NTAG_A))
    first = poll(readers, board)
    main_chip.swap(ntag213(NTAG_B))
    second = poll(readers, board)
    assert first == [TagPlaced("main", NTAG_A, "ntag213")]
    assert second == [TagRemoved("main", NTAG_A), TagPlaced("main", NTAG_B, "ntag213")]


def test_a_resting_card_reads_steadily_over_1000_polls(board, main_chip, readers):
    tag = main_chip.place(ntag213(NTAG_A))
    assert poll(readers, board, rounds=1000) == [TagPlaced("main", NTAG_A, "ntag213")]
    assert tag.state == HALT                 # halted after each poll, woken by the next WUPA


def test_a_lifted_card_is_removed_after_three_clean_misses(board, main_chip, readers):
    main_chip.place(classic1k(CLASSIC))
    poll(readers, board)
    main_chip.lift()
    assert poll(readers, board, rounds=2) == []
    assert poll(readers, board) == [TagRemoved("main", CLASSIC)]
    assert poll(readers, board, rounds=5) == []


def test_a_second_tag_gives_a_multiple_tags_notice_and_no_state_change(board, main_chip, readers):
    main_chip.place(ntag213(NTAG_A))
    poll(readers, board)
    extra = main_chip.place(ntag213(NTAG_B))
    events = poll(readers, board, rounds=10)
    assert len(events) == 1 and isinstance(events[0], DeviceNotice) and not events[0].ok
    assert events[0].text.startswith("multiple tags") and events[0].device == "nfc:main"
    main_chip.lift(extra)
    events = poll(readers, board, rounds=3)
    assert len(events) == 1 and events[0].ok            # cleared; no removed/placed for the card that stayed


def test_a_card_and_a_sticker_put_down_together_are_never_placed(board, main_chip, readers):
    main_chip.place(classic1k(CLASSIC))        # ATQA 04 00 against 44 00: they collide at the wake-up
    main_chip.place(ntag213(NTAG_A))
    events = poll(readers, board, rounds=5)
    assert [e.text.split(":")[0] for e in events] == ["multiple tags on the main reader"]


def test_an_empty_poll_takes_at_most_20_spi_transfers(board, main_chip, readers):
    before = main_chip.transfers
    poll(readers, board, rounds=10)
    assert (main_chip.transfers - before) / 10 <= 20


def test_a_card_lifted_mid_read_is_neither_misread_nor_removed_at_once(board, main_chip, readers):
    main_chip.place(ntag213(NTAG_A))
    poll(readers, board)
    main_chip.inject("ok", "ok", "ok", "lift")    # gone between cascade level 1 and 2
    assert poll(readers, board) == []
    assert poll(readers, board, rounds=3) == [TagRemoved("main", NTAG_A)]


@pytest.mark.parametrize("fault", ["flip", "bad_crc", "parity", "drop"])
def test_one_damaged_answer_never_changes_the_uid(board, main_chip, readers, fault):
    main_chip.place(ntag213(NTAG_A))
    poll(readers, board)
    for position in range(8):                  # the fault hits WUPA, CL1, SEL1, CL2, SEL2, GET_VERSION ...
        main_chip.inject(*["ok"] * position, fault)
        assert poll(readers, board) == []
        main_chip.faults.clear()


TAGS = {"A": lambda: ntag213(NTAG_A), "B": lambda: ntag213(NTAG_B), "C": lambda: classic1k(CLASSIC)}
STEP = st.tuples(st.sampled_from(["keep", "keep", "keep", "lift", "A", "B", "C", "stack"]),
                 st.lists(st.sampled_from(mock.FAULTS), max_size=10))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(STEP, min_size=1, max_size=25))
def test_random_faults_never_produce_a_wrong_uid(tmp_path, steps):
    board_ = mock.install()
    try:
        chip = board_.attach("main")
        readers_ = open_rc522(board_, load(tmp_path / "absent.toml"))
        current = None
        for action, faults in steps:
            if action == "lift":
                chip.lift()
            elif action == "stack":
                chip.place(ntag213(NTAG_B if current != NTAG_B else NTAG_A))
            elif action in TAGS:
                chip.swap(TAGS[action]())
            on_antenna = {tag.uid_hex for tag in chip.tags}
            chip.inject(*faults)
            for event in poll(readers_, board_):
                if isinstance(event, TagPlaced):
                    assert event.uid in on_antenna
                    current = event.uid
                elif isinstance(event, TagRemoved):
                    assert event.uid == current
                    current = None
            chip.faults.clear()
    finally:
        mock.uninstall()


def test_several_readers_on_ce0_ce1_and_gpio_chip_selects(board, config_with):
    chips = {"seat1": board.attach("seat1", bus=0, device=0),
             "seat2": board.attach("seat2", bus=0, device=1, cs_pin=5),
             "seat3": board.attach("seat3", bus=0, device=1, cs_pin=6),
             "centre": board.attach("centre", bus=1, device=0)}
    board.spi_nodes.add((1, 0))
    config = config_with(readers=[{"name": "seat1", "bus": 0, "device": 0},
                                  {"name": "seat2", "bus": 0, "device": 1, "cs_pin": 5},
                                  {"name": "seat3", "bus": 0, "device": 1, "cs_pin": 6},
                                  {"name": "centre", "bus": 1, "device": 0}])
    readers = open_rc522(board, config)
    chips["seat2"].place(ntag213(NTAG_A))
    chips["centre"].place(classic1k(CLASSIC))
    chips["seat3"].place(ntag213(NTAG_B))
    assert poll(readers, board) == [TagPlaced("seat2", NTAG_A, "ntag213"), TagPlaced("seat3", NTAG_B, "ntag213"),
                                    TagPlaced("centre", CLASSIC, "mifare_classic_1k")]
    chips["seat3"].lift()
    assert poll(readers, board, rounds=4) == [TagRemoved("seat3", NTAG_B)]
    readers.stop()
    assert "all" not in board.cleanups and board.cleanups == [(25, 5, 6)]


def test_two_readers_cannot_share_one_chip_select(board, config_with):
    config = config_with(readers=[{"name": "a", "bus": 0, "device": 0}, {"name": "b", "bus": 0, "device": 0}])
    with pytest.raises(ReaderError, match="both on SPI bus 0 device 0"):
        open_rc522(board, config)


def test_text_identity_reads_the_ndef_text_of_an_ntag(board, main_chip, config_with):
    readers = open_rc522(board, config_with(identity="text"))
    main_chip.place(ntag213(NTAG_A, text="enclave/hero/7"))
    assert poll(readers, board) == [TagPlaced("main", "enclave/hero/7", "ntag213")]
    main_chip.swap(ntag213(NTAG_B))                           # no text on it: its UID
    assert poll(readers, board)[-1] == TagPlaced("main", NTAG_B, "ntag213")


def test_a_reader_that_stops_answering_is_reported_and_keeps_its_card(board, main_chip, readers):
    main_chip.place(classic1k(CLASSIC))
    poll(readers, board)
    main_chip.powered = False                                # unplugged
    events = poll(readers, board, rounds=5)
    assert len(events) == 1 and "No answer from the main reader" in events[0].text and "GPIO25 (pin 22)" in events[0].text
    main_chip.powered = True
    main_chip.hard_reset()                                   # comes back with its registers reset
    events = poll(readers, board, rounds=2)
    assert len(events) == 1 and events[0].ok and events[0].text == "Back in touch with the main reader."


def test_stop_switches_the_antenna_off_and_releases_only_its_own_pins(board, main_chip, readers):
    readers.stop()
    assert not main_chip.field_on
    assert board.cleanups == [(25,)] and board.gpio_mode == 11


def test_polling_thread_emits_events(board, main_chip, config_with):
    import queue
    events = queue.Queue()
    readers = open_rc522(board, config_with(poll_hz=50.0))
    main_chip.place(ntag213(NTAG_A))
    readers.start(events.put)
    try:
        assert events.get(timeout=5) == TagPlaced("main", NTAG_A, "ntag213")
    finally:
        readers.stop()


# --- errors a user can act on ------------------------------------------------------
def test_spi_not_enabled_says_how_to_enable_it(board, config_with):
    board.disable_spi()
    with pytest.raises(ReaderError, match=r"SPI is not enabled .*dtparam=spi=on"):
        open_rc522(board, config_with())


def test_permission_denied_names_the_spi_group(board, config_with):
    board.attach()
    board.spi_permission = False
    with pytest.raises(ReaderError, match=r"Permission denied on /dev/spidev0.0: add your user to the spi group"):
        open_rc522(board, config_with())


def test_gpio_without_access_names_the_gpio_group(board, config_with):
    board.attach()
    board.gpio_permission = False
    with pytest.raises(ReaderError, match="gpio group"):
        open_rc522(board, config_with())


def test_a_reader_wired_to_another_reset_pin_does_not_answer_and_the_pins_are_named(board, config_with):
    board.attach("main", reset_pin=24)                       # config says RST on GPIO25
    with pytest.raises(ReaderError) as err:
        open_rc522(board, config_with())
    assert str(err.value) == (
        "The RC522 reader 'main' does not answer (its version register reads 0x00): check its wiring: "
        "SDA to GPIO8 (pin 24), CE0, SCK to GPIO11 (pin 23), MOSI to GPIO10 (pin 19), MISO to GPIO9 (pin 21), "
        "RST to GPIO25 (pin 22), 3.3V (not 5V) and GND.")
    assert board.cleanups == [(25,)]


def test_board_numbering_set_elsewhere_is_refused(board, config_with):
    board.attach()
    import RPi.GPIO as GPIO
    GPIO.setmode(GPIO.BOARD)
    with pytest.raises(ReaderError, match="BCM"):
        open_rc522(board, config_with())


def test_hardware_modules_are_imported_only_when_the_rc522_backend_opens():
    code = ("import sys, drivers.nfc, drivers.nfc.rc522, device.commands.nfc, device.commands.enroll;"
            "print(sorted(m for m in ('spidev', 'RPi', 'RPi.GPIO', 'mfrc522') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_rpi_lgpio_without_a_writable_folder_is_one_sentence(board, config_with, monkeypatch):
    # What `import RPi.GPIO` (rpi-lgpio) raises on a Pi when the working folder is read-only and LG_WD unset.
    class ReadOnlyWorkingFolder:
        def find_spec(self, name, path=None, target=None):
            if name == "RPi.GPIO":
                raise FileNotFoundError(2, "No such file or directory", ".lgd-nfy-3")
            return None

    board.attach("main", bus=0, device=0, reset_pin=25)
    monkeypatch.delitem(sys.modules, "RPi.GPIO")
    monkeypatch.setattr(sys, "meta_path", [ReadOnlyWorkingFolder(), *sys.meta_path])

    with pytest.raises(ReaderError) as raised:
        open_rc522(board, config_with())
    assert str(raised.value) == ("rpi-lgpio cannot start (No such file or directory: .lgd-nfy-3): its lgpio library "
                                 "needs a folder it may write to; set LG_WD to one (the kiosk's service and the "
                                 "agency command use /var/lib/agency).")


@pytest.mark.parametrize("module, says", [
    ("rpi-lgpio", "rpi-lgpio cannot run here (This module can only be run on a Raspberry Pi!): it finds no "
                  "Raspberry Pi board revision in /proc/device-tree."),
    ("RPi.GPIO", "RPi.GPIO cannot run here (This module can only be run on a Raspberry Pi!); on a Pi 5 or "
                 "Raspberry Pi OS Bookworm replace it with rpi-lgpio (`pip uninstall RPi.GPIO && pip install "
                 "rpi-lgpio`)."),
])
def test_a_gpio_module_that_finds_no_pi_is_named_with_what_it_lacks(board, config_with, monkeypatch, module, says):
    from drivers.nfc import rc522

    class NotAPi:                      # both packages raise this off a Pi
        def find_spec(self, name, path=None, target=None):
            if name == "RPi.GPIO":
                raise RuntimeError("This module can only be run on a Raspberry Pi!")
            return None

    board.attach("main", bus=0, device=0, reset_pin=25)
    monkeypatch.delitem(sys.modules, "RPi.GPIO")
    monkeypatch.setattr(sys, "meta_path", [NotAPi(), *sys.meta_path])
    monkeypatch.setattr(rc522, "_installed", lambda distribution: module == "rpi-lgpio")

    with pytest.raises(ReaderError) as raised:
        open_rc522(board, config_with())
    assert str(raised.value) == says
