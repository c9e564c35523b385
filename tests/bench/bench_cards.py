"""Authoring figures: how long the owner waits on a big scenario's cards.

Run with ``python -m pytest tests/bench/bench_cards.py -o python_files='bench_*.py' -s``
from the repository root. A scenario of ``CARDS`` cards of the owner's (T.I.M.E Stories
tests with shields, the kind with the most fields) and as many tags:

* **save on the kiosk**: ``Catalog.save_card`` + ``bind`` (what **Save and bind** does:
  ``cards.jsonl`` and ``tags.jsonl`` rewritten atomically, each with an fsync) with the
  scenario already saved; median and max of ``SAVES``. Target: under 0.25 s, a tap's wait.
* **import a pack**: ``agency cards import`` of the whole scenario as one pack into an
  empty data folder, in process (every line checked, both files written). Target: under 1 s.
* **editor screen**: building the card editor's overlay for a test card (what each tap
  redraws), median of 200. Target: under 5 ms.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from device.catalog import Catalog
from device.screens.cards import CardEditScreen, EnrolScreen
from device.tables.timestories import CARD_FIELDS

CARDS = 300
SAVES = 20


def scenario_card(number: int) -> dict:
    return {"id": f"bench/test/{number}", "game": "timestories", "kind": "test", "name": f"Test {number}",
            "space": "BCDEFGH"[number % 7], "shields": [{"kind": "normal", "n": 1 + number % 5},
                                                      {"kind": "skull", "n": 2}], "lock": number % 2 == 0,
            "trait": "combat"}


def test_authoring_figures():
    with tempfile.TemporaryDirectory() as folder:
        box, other = Path(folder) / "box", Path(folder) / "other"
        catalog = Catalog.load(box)
        for number in range(CARDS):
            catalog.save_card(scenario_card(number))
            catalog.bind(f"04BE{number:010X}", f"bench/test/{number}")
        saves = []
        for number in range(SAVES):
            started = time.perf_counter()
            catalog.save_card(scenario_card(CARDS + number))
            catalog.bind(f"04BF{number:010X}", f"bench/test/{CARDS + number}")
            saves.append(time.perf_counter() - started)
        text, cards, tags = catalog.pack("timestories", "bench")
        started = time.perf_counter()
        added, _, bound = Catalog.load(other).import_pack(text, "bench.jsonl")
        imported = time.perf_counter() - started
        assert (added, bound) == (cards, tags) == (CARDS + SAVES, CARDS + SAVES)

        card = catalog.cards["bench/test/1"]
        enrolment = EnrolScreen("04C0FFEE000001", "main", list(catalog.cards.values()), "timestories", CARD_FIELDS)
        editor = enrolment.choose("card", card.id)[0].screen
        assert isinstance(editor, CardEditScreen)
        views = []
        for _ in range(200):
            started = time.perf_counter()
            editor.view("hu")
            views.append(time.perf_counter() - started)
    save_median, save_max = statistics.median(saves), max(saves)
    view_median = statistics.median(views)
    print(f"\nsave and bind with {CARDS} cards saved: median {save_median * 1000:.1f} ms, max {save_max * 1000:.1f} ms")
    print(f"import a pack of {cards} cards and {tags} tags: {imported * 1000:.0f} ms")
    print(f"card editor overlay (Hungarian): median {view_median * 1000:.2f} ms")
    assert save_median < 0.25 and imported < 1.0 and view_median < 0.005
