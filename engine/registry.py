"""The games this appliance knows, by the id used in every log's setup line.

Each game is one module of ``engine`` exposing ``GAME`` (an
:class:`engine.core.Game`); modules are imported on first use.
"""

from __future__ import annotations

import importlib

from engine.core import Game, MalformedAction
from engine.text import t

GAME_MODULES = {
    "timestories": "engine.timestories",
    "cavendish": "engine.cavendish",
    "enclave": "engine.enclave",
    "kivalasztottak": "engine.kivalasztottak",
}
GAME_IDS = tuple(GAME_MODULES)


def get(game_id: str) -> Game:
    """The game with this id, or :class:`MalformedAction` naming the known ones."""
    module = GAME_MODULES.get(game_id)
    if module is None:
        raise MalformedAction(t("'{game}' is not a known game (known: {known}).", game=game_id, known=GAME_IDS))
    return importlib.import_module(module).GAME
