"""Tally on the kiosk: one row a player, the one on turn marked; the report
draws the scores."""

from __future__ import annotations

from operator import itemgetter

import pygame

from engine.text import t
from ui import widgets
from ui.i18n import say
from ui.theme import Theme

REPORT_TRACKS = (t("Scores over the game"), {t("score"): itemgetter("score")})


def layout(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    return {"scores": rect}


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    rows = widgets.split_rows(layout(rect, theme)["scores"], *[theme.px(40)] * len(state["order"]), 0)
    for row, name in zip(rows, state["order"]):
        marker = "> " if name == state["active"] else ""
        widgets.text(surface, marker + say(theme.language, t("{name}: {score}", name=name,
                                                             score=state["players"][name]["score"])), row, theme, 24)
