"""The games this appliance knows, by the id used in every log's setup line.

A game registers once. A built-in game is a module of ``engine`` exposing
``GAME`` (an :class:`engine.core.Game`), found by looking (no list to edit);
a game defined elsewhere calls :func:`register`. Everything else reads this
registry: the start screen lists :func:`ids`, the device finds the game's
table module through :func:`table_module` and the kiosk its view through
:func:`view_module`. Those two are module names, imported by their own layer
(the engine imports neither).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass

from engine.core import Game, MalformedAction
from engine.text import t


@dataclass(frozen=True)
class _Entry:
    game: Game
    table: str       # module names, imported by the layer that uses them
    view: str


_entries: dict[str, _Entry] = {}
_discovered = False


def register(game: Game, *, table: str | None = None, view: str | None = None) -> None:
    """Make ``game`` known. ``table`` and ``view`` name its table and view modules
    (default ``device.tables.<id>`` and ``ui.views.<id>``); they are imported on first use."""
    _entries[game.id] = _Entry(game, table or f"device.tables.{game.id}", view or f"ui.views.{game.id}")


def unregister(game_id: str) -> None:
    """Forget a game :func:`register` made known (a plugin unloaded, a test done)."""
    _entries.pop(game_id, None)


def _known() -> dict[str, _Entry]:
    global _discovered
    if not _discovered:
        import engine
        for module in pkgutil.iter_modules(engine.__path__, "engine."):
            game = getattr(importlib.import_module(module.name), "GAME", None)
            if isinstance(game, Game) and game.id not in _entries:
                register(game)
        _discovered = True      # only once every module imported: a broken one fails each time, not once
    return _entries


def ids() -> tuple[str, ...]:
    """Every known game's id, in start-screen order (:attr:`Game.listed`, then id)."""
    games = sorted((entry.game for entry in _known().values()),
                   key=lambda game: (game.listed is None, game.listed or 0, game.id))
    return tuple(game.id for game in games)


def _entry(game_id: str) -> _Entry:
    entry = _known().get(game_id)
    if entry is None:
        raise MalformedAction(t("'{game}' is not a known game (known: {known}).", game=game_id, known=ids()))
    return entry


def get(game_id: str) -> Game:
    """The game with this id, or :class:`MalformedAction` naming the known ones."""
    return _entry(game_id).game


def table_module(game_id: str) -> str:
    """The name of the module that maps the table's inputs to this game's actions."""
    return _entry(game_id).table


def view_module(game_id: str) -> str:
    """The name of the module that draws this game on the kiosk."""
    return _entry(game_id).view
