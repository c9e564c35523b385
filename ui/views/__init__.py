"""One view module per game, found through :func:`engine.registry.view_module`
(``ui/views/<game>.py`` unless the game registered another), with:

* ``draw(surface, rect, state, theme)`` - paints the game's state inside ``rect``;
* ``layout(rect, theme)`` - names the regions it uses (tests read a widget's
  pixels through it);
* ``REPORT_SPENT`` (optional) - ``(unit, read)``: what the game spends per
  location, ``read(state)`` giving the amount left (:mod:`ui.report`);
* ``REPORT_TRACKS`` (optional) - ``(heading, {track: read})``: per-player
  curves the report draws, ``read(player)`` giving the value; heading and
  track names are written with :func:`engine.text.t`;
* ``REPORT_COLOUR`` (optional) - ``colour(name, player)``: the word whose first
  word (``"Red snatcher"``) gives a player's curve its colour; else the name;
* ``REPORT_DICE`` (optional) - ``read(line)``: the dice one log line records,
  as ``[(profile, face), ...]``, from its own fields (a typed roll counts as
  well as one the camera read); None for a game played without dice. Without
  it, the faces the camera read are counted;
* ``REPORT_RESULT`` (optional) - ``result(state)``: how the game ended, when
  the sentence that ended it is too long for the report's head line (None:
  that sentence after all).

They live here, not in the game's table module, because the report is drawn
by ``ui/``, which never imports ``device/``. Whom the turn clock times is the
game's own :meth:`engine.core.Game.current_player`.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from engine import registry


def view_for(game_id: str) -> ModuleType:
    return importlib.import_module(registry.view_module(game_id))
