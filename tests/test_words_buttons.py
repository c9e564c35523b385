"""What the table's buttons say is what they do, and the history names a button the way
players saw it: by its label, never by the name the code gives it."""

from __future__ import annotations

import pytest

from test_kiosk_flow import open_app, scan, touch
from ui.i18n import say


def label_of(app, name: str) -> str:
    return dict(app.screen().buttons)[name]


def test_cards_for_a_snatcher_serves_that_snatcher(isolated):
    app = open_app(isolated, new_game="enclave")
    try:
        for _ in range(len(app.session.state["order"]) + 1):   # round the table and back to the first
            named = label_of(app, "player")
            touch(app, "player")
            assert named == f"Cards for {app.session.state['active']}"
    finally:
        app.stop()
