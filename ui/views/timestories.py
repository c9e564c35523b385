"""T.I.M.E Stories: the Temporal Units dominate; the team's location, the
Time Captain and each agent's life points beside them."""

from __future__ import annotations

import pygame

from ui import widgets
from ui.theme import Theme


def layout(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    gap = theme.px(10)
    tu_width = int(rect.width * 0.42)
    tu = pygame.Rect(rect.left + gap, rect.top + gap, tu_width - gap, rect.height - 2 * gap)
    right = pygame.Rect(tu.right + gap, tu.top, rect.right - tu.right - 2 * gap, tu.height)
    location, agents = widgets.split_rows(right, theme.px(110), 0)
    return {"tu": tu, "location": location.inflate(0, -gap), "agents": agents}


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    regions = layout(rect, theme)
    draw_tu(surface, regions["tu"], state, theme)
    _draw_location(surface, regions["location"], state, theme)
    _draw_agents(surface, regions["agents"], state, theme)


def draw_tu(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    """The TU panel: label, the remaining TU very large, the run number."""
    pal = theme.palette
    failed = state["status"] == "failed"
    widgets.panel(surface, rect, theme, border=pal.bad if failed else pal.accent)
    label, number, footer = widgets.split_rows(rect.inflate(-theme.px(16), -theme.px(12)),
                                               theme.px(34), 0, theme.px(34))
    widgets.text(surface, "Temporal Units", label, theme, 24, pal.muted, align="center")
    widgets.text(surface, str(state["tu"]), number, theme, 150, pal.bad if failed else pal.text, align="center")
    status = {"playing": f"Run {state['run']}", "failed": f"Run {state['run']} - mission failed",
              "success": f"Run {state['run']} - mission success"}[state["status"]]
    widgets.text(surface, status, footer, theme, 24, pal.text, align="center")


def _draw_location(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    widgets.panel(surface, rect, theme)
    inner = rect.inflate(-theme.px(16), -theme.px(10))
    top, bottom = widgets.split_rows(inner, inner.height // 2, 0)
    where = state["location"] or "Between locations"
    if state["location"] and state["red"]:
        where += "  [RED +2 TU to leave]"
    widgets.text(surface, where, top, theme, 28)
    widgets.text(surface, f"Time Captain: {state['captain']}", bottom, theme, 24, pal.accent)


def _draw_agents(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    agents = state["agents"]
    row_height = min(theme.px(56), rect.height // max(1, len(agents)))
    for i, (name, agent) in enumerate(agents.items()):
        row = pygame.Rect(rect.left, rect.top + i * row_height, rect.width, row_height - theme.px(6))
        widgets.panel(surface, row, theme)
        inner = row.inflate(-theme.px(16), 0)
        label = pygame.Rect(inner.left, inner.top, inner.width * 0.45, inner.height)
        widgets.text(surface, name if agent["alive"] else f"{name} (dead)", label, theme, 26,
                     pal.text if agent["alive"] else pal.muted)
        bar = pygame.Rect(label.right, inner.top, inner.width - label.width, inner.height)
        count, pip_box = pygame.Rect(bar.left, bar.top, theme.px(70), bar.height), bar.copy()
        pip_box.left, pip_box.width = count.right, bar.width - count.width
        widgets.text(surface, f"{agent['lp']}/{agent['lp_max']}", count, theme, 24, pal.text)
        widgets.pips(surface, pip_box.inflate(0, -theme.px(14)), theme, agent["lp"], agent["lp_max"])
