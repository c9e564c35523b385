"""T.I.M.E Stories Revolution: Cavendish: where the 31 Azrak are.

Left: the round line (round, phase, location, Time Captain), each agent's pool
as crystals against its starting level (solid = in the pool, ring = spent),
then the moment's panel (a broken link's two choices, or the waiting test's
running total against its difficulty) and the Destiny discard strip. Right:
the Vortex and the Mission Return card (the running score) as large counts,
each with the change the last action made ("+2"), and the House Plan's
locations with their Azrak and Fear. Every state is written out in words or
signs as well as coloured: colour is never the only carrier of meaning.
"""

from __future__ import annotations


import pygame

from engine.cavendish import ATTRIBUTE_SHORT, DESTINY_CARDS, QUESTIONS, test_total
from engine.text import t
from ui import widgets
from ui.i18n import say
from ui.theme import MIN_TEXT_PX, Theme
from ui.views.rows import DIGITS, fitted, line, split_for, squeeze

NAME_LINE = "> (Agjy)"        # names: capitals, descenders and the brackets of "(Captain)"
PHASES = {"captain": t("Time Captain phase"), "discovery": t("Discovery"), "between": t("Between Locations")}
# What the report counts as spent per location (see ui.views).
REPORT_SPENT = ("Azrak", lambda state: sum(agent["azrak"] for agent in state["agents"].values()))
# No dice: a test's difficulty is printed on its card (typed numbers are not rolls), and
# the final score's own sentence lists all four questions, too long for the report's head
# (a mission ended early keeps the sentence that ended it).
REPORT_DICE = None
REPORT_RESULT = lambda state: t("Final score: {score}", score=state["score"]) if state["score"] is not None else None  # noqa: E731


def layout(rect: pygame.Rect, theme: Theme, state: dict | None = None) -> dict[str, pygame.Rect]:
    """The agents' rows get the height their two lines of text need first; the status line,
    the moment panel (as many lines as ``state``'s moment wraps to) and the Destiny strip
    give up what they must of their comfortable heights."""
    gap = theme.px(8)
    inner = rect.inflate(-2 * gap, -2 * gap)
    right_width = int(inner.width * 0.36)
    left = pygame.Rect(inner.left, inner.top, inner.width - right_width - gap, inner.height)
    right = pygame.Rect(left.right + gap, inner.top, right_width, inner.height)
    agents = len(state["agents"]) if state else 4
    needs = _row_needs(state, left.width, theme)
    heights = squeeze(left.height - agents * _agent_need(theme) - gap,
                      [theme.px(30), max(theme.px(62), needs[1]), theme.px(40)], needs)
    status, agents, moment, destiny = widgets.split_rows(left, heights[0], 0, heights[1], heights[2])
    counts, plan = widgets.split_rows(right, theme.px(150), 0)
    vortex, mission_return = widgets.split_rows(counts, theme.px(72), theme.px(72))
    return {"status": status, "agents": agents.inflate(0, -gap), "moment": moment, "destiny": destiny,
            "vortex": vortex.inflate(0, -theme.px(6)), "mission_return": mission_return.inflate(0, -theme.px(6)),
            "plan": plan.inflate(0, -gap)}


def _agent_need(theme: Theme) -> int:
    """An agent's row: the name line (plain names, with brackets), the line of counts, padding
    and the gap under it."""
    return line(theme, 22, NAME_LINE) + line(theme, 22, DIGITS) + 2 * theme.px(4)


def _row_needs(state: dict | None, width: int, theme: Theme) -> list[int]:
    """The least heights of the status line, the moment panel and the Destiny strip."""
    return [line(theme, 22), _moment_rows(state, width, theme) * line(theme, 20) + theme.px(6),
            line(theme, 20) + theme.px(6)]


def _fits(rect: pygame.Rect, state: dict, theme: Theme) -> bool:
    """The agents' rows, the status line, the moment and the Destiny strip fit the left column
    at their least heights, each agent's name and flags share a line, the Destiny strip
    holds the discard and its note, and each House Plan row its mark and counts."""
    left = layout(rect, theme, state)
    rows = [left["status"], left["moment"], left["destiny"]]
    return (all(row.height >= need for row, need in zip(rows, _row_needs(state, left["moment"].width, theme)))
            and left["agents"].height >= len(state["agents"]) * _agent_need(theme)
            and all(_marks_fit(left["agents"].width - theme.px(12), name, agent, state, theme)
                    for name, agent in state["agents"].items())
            and _destiny_card_size(left["destiny"], state, theme) >= line(theme, 20)
            and all(_plan_row_fits(left["plan"].width - theme.px(14), letter, state, theme)
                    for letter in state["locations"]))


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    theme = fitted(theme, lambda candidate: _fits(rect, state, candidate))
    regions = layout(rect, theme, state)
    _draw_status(surface, regions["status"], state, theme)
    _draw_agents(surface, regions["agents"], state, theme)
    _draw_moment(surface, regions["moment"], state, theme)
    _draw_destiny(surface, regions["destiny"], state, theme)
    moved = state.get("moved", {})
    draw_count(surface, regions["vortex"], say(theme.language, "Vortex"), state["vortex"], moved.get("vortex", 0),
               theme)
    score = state["score"] if state["status"] == "complete" else state["mission_return"]
    label = (say(theme.language, "Final score") if state["status"] == "complete"
             else say(theme.language, "Mission Return"))
    draw_count(surface, regions["mission_return"], label, score, moved.get("mission_return", 0), theme,
               border=theme.palette.accent)
    _draw_plan(surface, regions["plan"], state, theme)


def draw_count(surface: pygame.Surface, rect: pygame.Rect, label: str, value: int, change: int,
               theme: Theme, border=None) -> None:
    """A crystal count: its label, the number large, and the last action's change as a signed number."""
    pal = theme.palette
    widgets.panel(surface, rect, theme, border=border)
    inner = rect.inflate(-theme.px(14), -theme.px(6))
    top, bottom = widgets.split_rows(inner, theme.px(24), 0)
    widgets.text(surface, label, top, theme, 20, pal.muted)
    widgets.text(surface, str(value), bottom, theme, min(40, bottom.height / theme.scale))
    if change:
        widgets.text(surface, f"{change:+d}", bottom, theme, min(26, bottom.height / theme.scale),
                     pal.good if change > 0 else pal.warn, align="right")


def _draw_status(surface, rect, state, theme) -> None:
    pal = theme.palette
    rounds, phase = state["round"], PHASES[state["phase"]]
    if state["status"] == "failed":
        said, color = t("Round {round}: MISSION FAILED", round=rounds), pal.bad
    elif state["status"] == "complete":
        said, color = t("Mission complete after {rounds} rounds", rounds=rounds), pal.good
    elif state["location"] and state["phase"] != "captain":  # the Captain is marked on the agents' rows
        said, color = t("Round {round} - {phase} at {location}", round=rounds, phase=phase,
                        location=state["location"]), pal.text
    else:
        said, color = t("Round {round} - {phase}", round=rounds, phase=phase), pal.text
    widgets.text(surface, say(theme.language, said), rect, theme, 22, color)


def _marks(name: str, state: dict, language: str) -> str:
    marked = say(language, t("{name} (Captain)", name=name)) if name == state["captain"] else name
    return ("> " if name == state["selected"] else "") + marked


def _marks_fit(width: int, name: str, agent: dict, state: dict, theme: Theme) -> bool:
    """The agent's name with its marks and its flags share the row's top line."""
    flags = _agent_flags(name, agent, state, theme.language)
    return (theme.font(22).size(_marks(name, state, theme.language))[0] + theme.px(8)
            + theme.floor_font().size(flags)[0] <= width)


def _agent_flags(name: str, agent: dict, state: dict, language: str) -> str:
    """The agent's states in words; a comma lists them in every language."""
    if _broken(name, state):
        return say(language, "LINK BROKEN")
    flags = []
    if agent["ejected"]:
        flags.append(say(language, "EJECTED"))
    elif state["phase"] == "discovery":
        flags.append(say(language, "stand by") if agent["standby"] else say(language, "reading"))
    if agent["conflict"]:
        flags.append(say(language, "conflict"))
    return ", ".join(flags)


def _broken(name: str, state: dict) -> bool:
    return any(link["agent"] == name for link in state["broken"])


def _draw_agents(surface, rect, state, theme) -> None:
    pal = theme.palette
    agents = state["agents"]
    row_height = min(theme.px(62), rect.height // max(1, len(agents)))   # layout saw to _agent_need
    for i, (name, agent) in enumerate(agents.items()):
        row = pygame.Rect(rect.left, rect.top + i * row_height, rect.width, row_height - theme.px(4))
        broken = _broken(name, state)
        widgets.panel(surface, row, theme, border=pal.bad if broken else pal.accent if name == state["selected"] else None)
        inner = row.inflate(-theme.px(12), -theme.px(4))
        top, bottom = widgets.split_rows(inner, max(inner.height // 2, line(theme, 22, NAME_LINE)), 0)
        flags = _agent_flags(name, agent, state, theme.language)
        # the flags keep room for their smallest text: where even the standard scale is too large, the name shrinks
        named = split_for(top, theme, flags, MIN_TEXT_PX / theme.scale, theme.px(8))[0]
        shown = widgets.text(surface, _marks(name, state, theme.language), named, theme, 22,
                             pal.muted if agent["ejected"] else pal.text)
        flagged = pygame.Rect(shown.right + theme.px(8), top.top, top.right - shown.right - theme.px(8), top.height)
        widgets.text(surface, flags, flagged, theme, 18, pal.bad if broken else pal.muted, align="right")
        count = pygame.Rect(bottom.left, bottom.top, theme.px(56), bottom.height)
        widgets.text(surface, f"{agent['azrak']}/{agent['start']}", count, theme, 22)
        fear = pygame.Rect(bottom.right - theme.px(78), bottom.top, theme.px(78), bottom.height)
        widgets.text(surface, say(theme.language, t("Fear {n}", n=agent["fear"])), fear, theme, 18,
                     pal.warn if agent["fear"] else pal.muted, align="right")
        crystals = pygame.Rect(count.right, bottom.top, fear.left - count.right - theme.px(6), bottom.height)
        widgets.pips(surface, crystals.inflate(0, -theme.px(6)), theme, agent["azrak"], agent["start"])


def _moment_rows(state: dict | None, width: int, theme: Theme) -> int:
    """How many text lines the moment panel needs at ``width`` (two when there is no moment)."""
    lines = _moment(state, theme)[0] if state else []
    return max(2, len(_wrapped(lines, width - theme.px(14), theme)))


def _wrapped(lines: list[str], width: int, theme: Theme) -> list[str]:
    """``lines`` as drawn ``width`` wide: a line too long even at the smallest text breaks in two."""
    return [part for text in lines
            for part in ([text] if theme.floor_font().size(text)[0] <= width
                         else widgets.wrap(text, width, theme, 20, 2))]


def _moment(state: dict, theme: Theme) -> tuple[list[str], tuple | None]:
    """The moment panel's lines (in the kiosk's language) and border: the broken link's choice,
    else the waiting test, the end-of-mission question or the group conflict; else no lines."""
    pal = theme.palette
    test = state["test"]
    if state["pending"]:
        lines = [t("LINK BROKEN: {name} has no Azrak left.", name=state["pending"]),
                 t("Emergency Update or Lose control?")]
        border = pal.bad
    elif test is not None:
        against = test["difficulty"] if test["difficulty"] is not None else t("? (type it)")
        lines = [t("{name}: {what} {value}, boost +{boost}, support +{support}", name=test["agent"],
                   what=ATTRIBUTE_SHORT.get(test["attribute"], t("value")), value=test["value"],
                   boost=test["boost"], support=sum(test["support"].values())),
                 t("= {total} + Destiny, difficulty {against}", total=test_total(test), against=against)]
        border = pal.accent
    elif state["epilogue"] is not None:
        key = next(k for k in QUESTIONS if k not in state["epilogue"])
        _, question, change = QUESTIONS[key]
        lines = [t("Question {n}/{count}: {question}", n=len(state["epilogue"]) + 1, count=len(QUESTIONS),
                   question=question),
                 t("Yes: {change:+d} on Mission Return. No: none.", change=change)]
        border = pal.accent
    elif state["group_conflict"] is not None:
        lines = [t("GROUP CONFLICT: everyone tests once a turn."),
                 t("Tested this turn: {names}", names=state["group_conflict"] or t("nobody yet"))]
        border = pal.warn
    else:
        return [], None
    return [say(theme.language, text) for text in lines], border


def _draw_moment(surface, rect, state, theme) -> None:
    """The moment's lines, each wrapped to two rows at most; nothing when there is no moment."""
    lines, border = _moment(state, theme)
    if not lines:
        return
    widgets.panel(surface, rect, theme, border=border)
    inner = rect.inflate(-theme.px(14), -theme.px(6))
    wrapped = _wrapped(lines, inner.width, theme)
    rows = widgets.split_rows(inner, *([inner.height // max(2, len(wrapped))] * len(wrapped)))
    for row, part in zip(rows, wrapped):
        widgets.text(surface, part, row, theme, 20, theme.palette.text)


def _draw_destiny(surface, rect, state, theme) -> None:
    """The Destiny discard, face up, oldest first; says when the pile is empty."""
    pal = theme.palette
    discard = state["destiny_discard"]
    label = pygame.Rect(rect.left, rect.top, theme.px(96), rect.height)
    widgets.text(surface, say(theme.language, "Destiny"), label, theme, 20, pal.muted)
    size = _destiny_card_size(rect, state, theme)
    left = label.right
    for modifier in discard:
        card = pygame.Rect(left, rect.centery - size // 2, size, size)
        widgets.panel(surface, card, theme, border=pal.muted)
        widgets.text(surface, f"{modifier:+d}", card, theme, 20, align="center")
        left = card.right + theme.px(4)
    widgets.text(surface, _destiny_note(state, theme.language),
                 pygame.Rect(left + theme.px(6), rect.top, rect.right - left - theme.px(6), rect.height),
                 theme, 18, pal.muted)


def _destiny_note(state: dict, language: str) -> str:
    discarded = len(state["destiny_discard"])
    if discarded >= DESTINY_CARDS:
        return say(language, "pile empty: reshuffle")
    return say(language, t("{n} in pile", n=DESTINY_CARDS - discarded))


def _destiny_card_size(rect: pygame.Rect, state: dict, theme: Theme) -> int:
    """The side of a discarded card: the strip's height, or less so the label, the cards
    and the note share its width."""
    size = rect.height - theme.px(6)
    cards = len(state["destiny_discard"])
    if cards:
        note = theme.font(18).size(_destiny_note(state, theme.language))[0]
        size = min(size, (rect.width - theme.px(96) - theme.px(6) - note) // cards - theme.px(4))
    return size


def _draw_plan(surface, rect, state, theme) -> None:
    """The House Plan's visited locations: Azrak and Fear on each, the group's location marked."""
    pal = theme.palette
    widgets.panel(surface, rect, theme)
    inner = rect.inflate(-theme.px(14), -theme.px(8))
    title, rows = widgets.split_rows(inner, theme.px(26), 0)
    widgets.text(surface, say(theme.language, "House Plan"), title, theme, 20, pal.muted)
    row_height = theme.px(24)
    letters = sorted(state["locations"])
    fits = max(0, rows.height // row_height)
    shown = letters if len(letters) <= fits else letters[:max(0, fits - 1)]
    for i, letter in enumerate(shown):
        row = pygame.Rect(rows.left, rows.top + i * row_height, rows.width, row_height)
        here = letter == state["location"]
        mark = pygame.Rect(row.left, row.top, theme.px(44), row.height)
        marked = widgets.text(surface, _plan_mark(letter, state), mark, theme, 20, pal.accent if here else pal.text)
        counts = pygame.Rect(marked.right + theme.px(8), row.top, row.right - marked.right - theme.px(8), row.height)
        widgets.text(surface, _plan_counts(letter, state, theme.language), counts, theme, 20, align="right")
    if len(shown) < len(letters):
        more = pygame.Rect(rows.left, rows.top + len(shown) * row_height, rows.width, row_height)
        widgets.text(surface, say(theme.language, t("+{n} more", n=len(letters) - len(shown))), more, theme, 18,
                     pal.muted)


def _plan_mark(letter: str, state: dict) -> str:
    return f"> {letter}" if letter == state["location"] else letter


def _plan_counts(letter: str, state: dict, language: str) -> str:
    location = state["locations"][letter]
    return say(language, t("Azrak {azrak}  Fear {fear}", azrak=location["azrak"], fear=location["fear"]))


def _plan_row_fits(width: int, letter: str, state: dict, theme: Theme) -> bool:
    """The location's mark and its counts share a House Plan row, the counts at the smallest text at worst."""
    return (theme.font(20).size(_plan_mark(letter, state))[0] + theme.px(8)
            + theme.floor_font().size(_plan_counts(letter, state, theme.language))[0] <= width)
