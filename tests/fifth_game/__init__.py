"""Tally, a fifth game that lives only in the tests.

It proves that a new game is new files only: its rules (``rules.py``), its
table module (``table.py``), its view (``view.py``) and its scripted playout
(``tests/logs/tally.jsonl``), made known with :func:`engine.registry.register`
and picked up by the conformance suite, the table mapping, the kiosk's start
and setup screens, the clocks and the report without an edit to a shared file. The ``fifth_game`` fixture (``tests/conftest.py``)
registers it for one test.

The rules: two to four players take turns in seat order, each adding what they
roll (1-6) to their score; the first to reach the target wins.
"""

from engine import registry
from fifth_game.rules import GAME


def register() -> None:
    registry.register(GAME, table="fifth_game.table", view="fifth_game.view")
