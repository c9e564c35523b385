"""One view module per game: ``draw(surface, rect, state, theme)`` paints the
game's state inside ``rect``; ``layout(rect, theme)`` names the regions it
uses (tests read a widget's pixels through it)."""

from __future__ import annotations

import importlib
from types import ModuleType

VIEW_MODULES = {
    "timestories": "ui.views.timestories",
    "cavendish": "ui.views.cavendish",
    "enclave": "ui.views.enclave",
    "kivalasztottak": "ui.views.kivalasztottak",
}


def view_for(game_id: str) -> ModuleType:
    return importlib.import_module(VIEW_MODULES[game_id])
