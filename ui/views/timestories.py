"""T.I.M.E Stories: the Temporal Units dominate the left; on the right the
location and Time Captain, the current test's shield stacks (left to right,
each with what it costs every roll that leaves it standing), and each agent's
life points as pips against the receptacle's maximum, or the TU at which a dead
agent returns. The session timer is in the kiosk's header."""

from __future__ import annotations

import pygame

from engine.text import t
from engine.timestories import next_to_act, shield_costs
from ui import widgets
from ui.i18n import say
from ui.theme import Theme
from ui.views.rows import fitted, line, squeeze

MAX_AGENTS = 4


def layout(rect: pygame.Rect, theme: Theme, agents: int = MAX_AGENTS) -> dict[str, pygame.Rect]:
    """The TU panel on the left; on the right the location, the test and a row for each of
    ``agents``. The agents' rows get the height their text needs first; the location and
    test panels give up what they must of their comfortable heights."""
    gap = theme.px(10)
    tu, right = _columns(rect, theme)
    location_height, test_height = squeeze(right.height - 2 * gap - agents * _agent_need(theme),
                                           [theme.px(68), theme.px(120)], _panel_needs(theme))
    location, _, test, _, agent_rows = widgets.split_rows(right, location_height, gap, test_height, gap, 0)
    return {"tu": tu, "location": location, "test": test, "agents": agent_rows}


def _columns(rect: pygame.Rect, theme: Theme) -> tuple[pygame.Rect, pygame.Rect]:
    """The TU panel and the right-hand column."""
    gap = theme.px(10)
    tu = pygame.Rect(rect.left + gap, rect.top + gap, int(rect.width * 0.34) - gap, rect.height - 2 * gap)
    return tu, pygame.Rect(tu.right + gap, tu.top, rect.right - tu.right - 2 * gap, tu.height)


def _panel_needs(theme: Theme) -> list[int]:
    """The least heights of the location panel (two lines) and the test panel (title and stacks)."""
    return [line(theme, 26) + line(theme, 22) + theme.px(8), line(theme, 22) + theme.px(8) + _stack_need(theme)]


def _fits(rect: pygame.Rect, theme: Theme, agents: int) -> bool:
    right = _columns(rect, theme)[1]
    return right.height - 2 * theme.px(10) >= agents * _agent_need(theme) + sum(_panel_needs(theme))


def _agent_need(theme: Theme) -> int:
    """An agent's row: its name line, padding and the gap under it."""
    return line(theme, 24) + theme.px(8)


def _stack_need(theme: Theme) -> int:
    """A shield stack: the count on the shield and the cost line, with padding."""
    return line(theme, 24) + line(theme, 18) + theme.px(8)


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    theme = fitted(theme, lambda candidate: _fits(rect, candidate, len(state["agents"])))
    regions = layout(rect, theme, len(state["agents"]))
    draw_tu(surface, regions["tu"], state, theme)
    _draw_location(surface, regions["location"], state, theme)
    _draw_test(surface, regions["test"], state, theme)
    _draw_agents(surface, regions["agents"], state, theme)


def draw_tu(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    """The TU panel: label, the remaining TU very large, the run, and the TU spent per location."""
    pal = theme.palette
    failed = state["status"] == "failed"
    border = {"playing": pal.accent, "failed": pal.bad, "success": pal.good}[state["status"]]
    widgets.panel(surface, rect, theme, border=border)
    spent = list(state.get("tu_by_location", {}).items())[-3:]
    label, number, footer, places = widgets.split_rows(rect.inflate(-theme.px(16), -theme.px(12)), theme.px(30),
                                                       0, theme.px(32), theme.px(24) * len(spent))
    widgets.text(surface, say(theme.language, "Temporal Units"), label, theme, 22, pal.muted, align="center")
    widgets.text(surface, str(state["tu"]), number, theme, min(150, number.height / theme.scale),
                 pal.bad if failed else pal.text, align="center")
    run = state["run"]
    status = {"playing": t("Run {run}", run=run), "failed": t("Run {run}: failed", run=run),
              "success": t("Run {run}: success", run=run)}[state["status"]]
    widgets.text(surface, say(theme.language, status), footer, theme, 24,
                 border if state["status"] != "playing" else pal.text, align="center")
    for row, (place, tu) in zip(widgets.split_rows(places, *[theme.px(24)] * len(spent)), spent):
        name_box, tu_box = _split_right(row, theme.px(56))
        widgets.text(surface, place, name_box, theme, 18, pal.muted)
        widgets.text(surface, say(theme.language, t("{tu} TU", tu=tu)), tu_box, theme, 18, pal.muted, align="right")


def _draw_location(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    widgets.panel(surface, rect, theme)
    top, bottom = widgets.split_rows(rect.inflate(-theme.px(16), -theme.px(8)),
                                     max(rect.height // 2 - theme.px(4), line(theme, 26)), 0)
    if state["location"]:
        where = (say(theme.language, t("{location}  [RED: +2 TU to leave]", location=state["location"]))
                 if state["red"] else state["location"])
    else:
        where = say(theme.language, t("At the base") if state.get("at_base") else t("Between locations"))
    widgets.text(surface, where, top, theme, 26, pal.warn if state["location"] and state["red"] else pal.text)
    captain, tokens = _split_right(bottom, theme.px(100) if state.get("tokens") else 0)
    widgets.text(surface, say(theme.language, t("Time Captain: {name}", name=state["captain"])), captain, theme, 22,
                 pal.accent)
    if state.get("tokens"):
        widgets.text(surface, say(theme.language, t("Tokens {n}", n=len(state["tokens"]))), tokens, theme, 20,
                     pal.muted, align="right")


def current_test(state: dict) -> tuple[str, dict] | None:
    """The test shown: the one the agent next to act faces, else any agent's, left to right by space."""
    tests = state.get("tests") or {}
    actor = next_to_act(state)
    spaces = ([state["agents"][actor]["space"]] if actor else []) + sorted(tests)
    return next(((space, tests[space]) for space in spaces if space in tests), None)


def _draw_test(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    shown = current_test(state)
    widgets.panel(surface, rect, theme, border=pal.warn if shown and shown[1]["lock"] else None)
    inner = rect.inflate(-theme.px(14), -theme.px(8))
    roomy = inner.height - theme.px(28) >= theme.px(4) + _stack_need(theme)
    title, stacks = widgets.split_rows(inner, theme.px(28) if roomy else line(theme, 22), 0)
    if shown is None:
        widgets.text(surface, say(theme.language, "No test in progress"), title, theme, 22, pal.muted)
        tokens = say(theme.language, t("State tokens: {tokens}", tokens=state.get("tokens") or t("none")))
        widgets.text(surface, tokens, stacks, theme, 20, pal.muted)
        return
    space, test = shown
    more = len(state["tests"]) - 1
    heading = (t("Test on {space} ({trait})", space=space, trait=test["trait"]) if test["trait"]
               else t("Test on {space}", space=space))
    if more:
        heading = t("{test}  +{more} more", test=heading, more=more)
    heading_box, lock_box = _split_right(title, theme.px(90) if test["lock"] else 0)
    widgets.text(surface, say(theme.language, heading), heading_box, theme, 22, pal.text)
    if test["lock"]:
        widgets.text(surface, say(theme.language, "LOCKED"), lock_box, theme, 20, pal.warn, align="right")
    width = stacks.width // 3
    for i, stack in enumerate(shield_costs(test)):
        box = pygame.Rect(stacks.left + i * width, stacks.top + theme.px(4), width - theme.px(8),
                          stacks.height - theme.px(4))
        _draw_stack(surface, box, stack, theme)


def _split_right(rect: pygame.Rect, width: int) -> tuple[pygame.Rect, pygame.Rect]:
    """``rect`` less a box ``width`` wide on its right, and that box."""
    return (pygame.Rect(rect.left, rect.top, rect.width - width, rect.height),
            pygame.Rect(rect.right - width, rect.top, width, rect.height))


SHIELD_COLOURS = {"normal": "text", "skull": "muted", "time": "accent", "heart": "bad", "special": "warn"}


def _draw_stack(surface: pygame.Surface, box: pygame.Rect, stack: dict, theme: Theme) -> None:
    """One stack: a shield in the kind's colour with the count on it, the kind's name, its cost."""
    pal = theme.palette
    colour = getattr(pal, SHIELD_COLOURS[stack["kind"]])
    pygame.draw.rect(surface, pal.background, box, border_radius=theme.px(6))
    inner = box.inflate(-theme.px(8), -theme.px(4))
    cost_height = theme.px(24) if inner.height - theme.px(24) >= line(theme, 24) else line(theme, 18)
    icon_row, cost_row = widgets.split_rows(inner, 0, cost_height)
    size = min(icon_row.height, theme.px(44))
    shield = pygame.Rect(icon_row.left, icon_row.centery - size // 2, size * 3 // 4, size)
    pygame.draw.polygon(surface, colour, [shield.topleft, shield.topright, (shield.right, shield.centery),
                                          shield.midbottom, (shield.left, shield.centery)])
    widgets.text(surface, str(stack["n"]), shield.move(0, -theme.px(4)), theme, 24, pal.background, align="center")
    label = pygame.Rect(shield.right + theme.px(6), icon_row.top, icon_row.right - shield.right - theme.px(6),
                        icon_row.height)
    widgets.text(surface, say(theme.language, stack["name"]), label, theme, 20, pal.text)
    widgets.text(surface, say(theme.language, stack["cost"]), cost_row, theme, 18,
                 colour if stack["kind"] != "normal" else pal.muted)


def _draw_agents(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    agents = state["agents"]
    actor = next_to_act(state)
    row_height = min(theme.px(56), rect.height // max(1, len(agents)))
    for i, (name, agent) in enumerate(agents.items()):
        row = pygame.Rect(rect.left, rect.top + i * row_height, rect.width, row_height - theme.px(4))
        widgets.panel(surface, row, theme, border=pal.accent if name == actor else None)
        inner = row.inflate(-theme.px(14), 0)
        label = pygame.Rect(inner.left, inner.top, int(inner.width * 0.42), inner.height)
        rest = pygame.Rect(label.right, inner.top, inner.right - label.right, inner.height)
        who = (say(theme.language, t("{name} on {space}", name=name, space=agent["space"])) if agent.get("space")
               else name)
        name_box = pygame.Rect(label.left, label.top, label.width - theme.px(8), label.height)   # a gap before the LP
        widgets.text(surface, who, name_box, theme, 24, pal.text if agent["alive"] else pal.muted)
        if not agent["alive"]:
            back = agent["returns_at_tu"]
            dead = t("dead: back at {back} TU", back=back) if back is not None else t("dead for this run")
            widgets.text(surface, say(theme.language, dead), rest, theme, 20, pal.bad)
            continue
        count = pygame.Rect(rest.left, rest.top, theme.px(58), rest.height)
        pip_box = pygame.Rect(count.right, rest.top, rest.right - count.right, rest.height)
        widgets.text(surface, f"{agent['lp']}/{agent['lp_max']}", count, theme, 22, pal.text)
        widgets.pips(surface, pip_box.inflate(0, -theme.px(12)), theme, agent["lp"], agent["lp_max"])
