"""T.I.M.E Stories: the Temporal Units dominate the left; on the right the
location and Time Captain, the current test's shield stacks (left to right,
each with what it costs every roll that leaves it standing), and each agent's
life points as pips against the receptacle's maximum, or the TU at which a dead
agent returns. The session timer is in the kiosk's header."""

from __future__ import annotations

from operator import itemgetter

import pygame

from engine.text import Text, t
from engine.timestories import SHIELD_KINDS, next_to_act, shield_costs
from ui import widgets
from ui.i18n import say
from ui.theme import Theme
from ui.views.rows import fitted, line, squeeze

MAX_AGENTS = 4
# What the report counts as spent per location (see ui.views).
REPORT_SPENT = ("TU", itemgetter("tu"))


def REPORT_DICE(line: dict) -> list[tuple[str, str]]:   # noqa: N802 - a report hook, named as the others
    """The Time Captain die from the roll a ``leave`` records, typed or read (faces
    1-3 TU); action dice as the camera read them (a typed roll records only its hits
    and skulls, not which faces showed)."""
    if line["action"] == "leave" and isinstance(line.get("roll"), int):
        return [("time_captain", f"{line['roll']}tu")]
    source = line.get("source")
    if line["action"] in ("roll", "special_roll") and isinstance(source, dict) and source.get("kind") == "dice":
        return [("timestories_action", str(face)) for face in source.get("faces") or ()]
    return []


def layout(rect: pygame.Rect, theme: Theme, agents: int = MAX_AGENTS, right_width: int = 0
           ) -> dict[str, pygame.Rect]:
    """The TU panel on the left; on the right the location, the test and a row for each of
    ``agents``. The agents' rows get the height their text needs first; the location and
    test panels give up what they must of their comfortable heights. ``right_width`` is
    what the right column's text needs at the 18 px floor (:func:`_right_need`): a narrow
    body (the large theme's at 800x480) gives it that much before the TU panel has its share."""
    gap = theme.px(10)
    tu, right = _columns(rect, theme, right_width)
    location_height, test_height = squeeze(right.height - 2 * gap - agents * _agent_need(theme),
                                           [theme.px(68), theme.px(120)], _panel_needs(theme))
    location, _, test, _, agent_rows = widgets.split_rows(right, location_height, gap, test_height, gap, 0)
    return {"tu": tu, "location": location, "test": test, "agents": agent_rows}


def _columns(rect: pygame.Rect, theme: Theme, right_width: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The TU panel and the right-hand column: side by side, or on a body too narrow to give
    the TU panel a quarter of it (a small screen), the TU as a band above the column."""
    gap = theme.px(10)
    width = min(int(rect.width * 0.34) - gap, rect.width - 3 * gap - right_width)
    if width >= rect.width // 4:
        tu = pygame.Rect(rect.left + gap, rect.top + gap, width, rect.height - 2 * gap)
        return tu, pygame.Rect(tu.right + gap, tu.top, rect.right - tu.right - 2 * gap, tu.height)
    # One height in both themes (so the large theme's TU is no smaller), the least that holds
    # the band's two lines: the rows below need every other pixel of a small screen.
    band = max(2 * line(theme, 22), theme.at_standard_scale().px(60))
    tu = pygame.Rect(rect.left + gap, rect.top + gap, rect.width - 2 * gap, band)
    return tu, pygame.Rect(tu.left, tu.bottom + gap, tu.width, rect.bottom - tu.bottom - 2 * gap)


def _panel_needs(theme: Theme) -> list[int]:
    """The least heights of the location panel (two lines) and the test panel (title and stacks)."""
    return [line(theme, 26) + line(theme, 22) + theme.px(8), line(theme, 22) + theme.px(8) + _stack_need(theme)]


def _fits(rect: pygame.Rect, theme: Theme, state: dict) -> bool:
    """The agents' rows and panels get their heights, and the TU panel its lines' widths."""
    agents = len(state["agents"])
    tu, right = _columns(rect, theme, _right_need(state, theme))
    plain = theme.at_standard_scale()
    return (right.height - 2 * theme.px(10) >= agents * _agent_need(theme) + sum(_panel_needs(theme))
            and tu.width >= _tu_need(state, theme)
            # the large theme's other text never makes the TU smaller than the standard theme draws it
            and _number_px(tu, state, theme) >= _number_px(_columns(rect, plain, _right_need(state, plain))[0],
                                                           state, plain))


def _right_need(state: dict, theme: Theme) -> int:
    """The right column's width at the 18 px floor: its location line, or three shield stacks
    as wide as the widest any kind of shield can be in the kiosk's language."""
    floor = theme.floor_font()
    stacks = shield_costs({"shields": [{"kind": kind, "n": 9} for kind in SHIELD_KINDS]})
    stack = max(max(floor.size(say(theme.language, s["cost"]))[0],
                    floor.size(say(theme.language, s["name"]))[0] + theme.px(24)) for s in stacks)
    # a stack's box and its inner text line each give up px(8) of the column's third (see _draw_test)
    return max(floor.size(_where(state, theme))[0] + theme.px(16), 3 * (stack + 2 * theme.px(8) + 1) + theme.px(14))


def _tu_need(state: dict, theme: Theme) -> int:
    """The TU panel's width at the 18 px floor: its run line and the places it lists."""
    floor = theme.floor_font()
    places = [floor.size(place)[0] + theme.px(56) for place in list(state.get("tu_by_location", {}))[-3:]]
    return max([floor.size(say(theme.language, _run_status(state)))[0], *places]) + theme.px(16)


def _agent_need(theme: Theme) -> int:
    """An agent's row: its name line, padding and the gap under it."""
    return line(theme, 24) + theme.px(8)


def _stack_need(theme: Theme) -> int:
    """A shield stack: the count on the shield and the cost line, with padding."""
    return line(theme, 24) + line(theme, 18) + theme.px(8)


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    theme = fitted(theme, lambda candidate: _fits(rect, candidate, state))
    regions = layout(rect, theme, len(state["agents"]), _right_need(state, theme))
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
    titles, (label, number, footer, places), spent = _tu_rows(rect, state, theme)
    for row, part in zip(widgets.split_rows(label, *[label.height // len(titles)] * len(titles)), titles):
        widgets.text(surface, part, row, theme, 22, pal.muted, align="center")
    widgets.text(surface, str(state["tu"]), number, theme, _number_size(number, theme),
                 pal.bad if failed else pal.text, align="center")
    widgets.text(surface, say(theme.language, _run_status(state)), footer, theme, 24,
                 border if state["status"] != "playing" else pal.text, align="center")
    for row, (place, tu) in zip(widgets.split_rows(places, *[theme.px(24)] * len(spent)), spent):
        name_box, tu_box = _split_right(row, theme.px(56))
        widgets.text(surface, place, name_box, theme, 18, pal.muted)
        widgets.text(surface, say(theme.language, t("{tu} TU", tu=tu)), tu_box, theme, 18, pal.muted, align="right")


def _tu_rows(rect: pygame.Rect, state: dict, theme: Theme):
    """The TU panel's title lines, its rows (title, number, run, places) and the places it lists;
    a band (a small screen) has the number on its left, the title and run on its right."""
    spent = list(state.get("tu_by_location", {}).items())[-3:]
    inner = rect.inflate(-theme.px(16), -theme.px(12))
    title = say(theme.language, "Temporal Units")
    if rect.width > 2 * rect.height:   # no room for the places
        number = pygame.Rect(inner.left, rect.top, inner.width * 2 // 5, rect.height)
        words = pygame.Rect(number.right, inner.top, inner.right - number.right, inner.height)
        label, footer, places = widgets.split_rows(words, words.height // 2, words.height - words.height // 2, 0)
        return [title], (label, number, footer, places), []
    # A translation too wide for the panel even at the floor (a narrow body) takes two lines.
    one_line = theme.floor_font().size(title)[0] <= inner.width
    titles = [title] if one_line else widgets.wrap(title, inner.width, theme, 22, 2)
    rows = widgets.split_rows(inner, theme.px(30) if one_line else 2 * line(theme, 22), 0, theme.px(32),
                              theme.px(24) * len(spent))
    return titles, rows, spent


def _number_size(number: pygame.Rect, theme: Theme) -> float:
    """The size (at 480) the remaining TU is asked to fill its row at."""
    return min(150, number.height / theme.scale)


def _number_px(rect: pygame.Rect, state: dict, theme: Theme) -> int:
    """The pixel size the remaining TU is drawn at in a TU panel ``rect`` (shrunk to its width)."""
    number = _tu_rows(rect, state, theme)[1][1]
    return widgets.fitted_font(str(state["tu"]), number, theme, _number_size(number, theme)).get_height()


def _run_status(state: dict) -> Text:
    run = state["run"]
    return {"playing": t("Run {run}", run=run), "failed": t("Run {run}: failed", run=run),
            "success": t("Run {run}: success", run=run)}[state["status"]]


def _where(state: dict, theme: Theme) -> str:
    """The location line: where the team is, and whether leaving costs 2 TU more."""
    if state["location"]:
        return (say(theme.language, t("{location}  [RED: +2 TU to leave]", location=state["location"]))
                if state["red"] else state["location"])
    return say(theme.language, t("At the base") if state.get("at_base") else t("Between locations"))


def _draw_location(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    pal = theme.palette
    widgets.panel(surface, rect, theme)
    top, bottom = widgets.split_rows(rect.inflate(-theme.px(16), -theme.px(8)),
                                     max(rect.height // 2 - theme.px(4), line(theme, 26)), 0)
    widgets.text(surface, _where(state, theme), top, theme, 26,
                 pal.warn if state["location"] and state["red"] else pal.text)
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
    name = say(theme.language, stack["name"])
    # The shield gives up what the name needs at the floor (three stacks in a narrow body).
    room = icon_row.width - theme.px(6) - theme.floor_font().size(name)[0]
    size = min(icon_row.height, theme.px(44), room * 4 // 3)
    shield = pygame.Rect(icon_row.left, icon_row.centery - size // 2, size * 3 // 4, size)
    pygame.draw.polygon(surface, colour, [shield.topleft, shield.topright, (shield.right, shield.centery),
                                          shield.midbottom, (shield.left, shield.centery)])
    widgets.text(surface, str(stack["n"]), shield.move(0, -theme.px(4)), theme, 24, pal.background, align="center")
    label = pygame.Rect(shield.right + theme.px(6), icon_row.top, icon_row.right - shield.right - theme.px(6),
                        icon_row.height)
    widgets.text(surface, name, label, theme, 20, pal.text)
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
        # The large theme's taller text leaves the rows less height: the pips give up their margin, not their size.
        margin = theme.px(12) if theme.scale <= theme.height / 480 else theme.px(2)
        widgets.pips(surface, pip_box.inflate(0, -margin), theme, agent["lp"], agent["lp_max"])
