"""Kiválasztottak: two players facing each other across the table.

The board is split in two halves, one per player, each readable from its own
side: the near half (the first player of the setup) upright, the far half
turned 180 degrees. Each half shows the player's MP (filled in the accent
colour and marked AKTÍV for the aktív játékos), DP on a bar with the 11 and 19
marks, toronyszint, Jövő and Kéz counts, the round and phase, the pending or
last 2k6 roll with its verdict, and the result over everything once decided.
The terms stay Hungarian (the game's own) in every language, and so does
everything in English (the board reads as a Hungarian table would have it);
the other words are said in the kiosk's language. When that language is not
Hungarian, a line under the counts says in it what the terms are.
"""

from __future__ import annotations

from operator import itemgetter

import pygame

from engine.text import t
from ui import widgets
from ui.i18n import say
from ui.theme import MIN_TEXT_PX, Theme
from ui.views.rows import DIGITS, fitted, line, squeeze

PHASES = {"opening": "nyitás", "resource": "erőforrás", "manoeuvres": "manőverek", "closing": "zárás",
          "over": "vége"}
ROLLS = {"proba": "Próbadobás", "mento": "Mentődobás", "tamadas": "Támadásdobás"}
PHASE_GLOSSES = {"opening": t("opening phase"), "resource": t("resource phase"),
                 "manoeuvres": t("manoeuvres phase"), "closing": t("closing phase"), "over": t("over phase")}
DP_MARKS = (11, 19)
DP_LABEL = "DP -0123456789"
# The report's curves (see ui.views).
REPORT_TRACKS = (t("DP over the game"), {t("DP", context="report track"): itemgetter("dp")})


def REPORT_DICE(line: dict) -> list[tuple[str, str]]:   # noqa: N802 - a report hook, named as the others
    """The six-sided dice a ``roll`` (both dice) or a ``die`` (one of them) records."""
    values = line.get("dice") if line["action"] == "roll" else [line.get("value")] if line["action"] == "die" else []
    return [("d6", str(value)) for value in values or () if isinstance(value, int)]


def layout(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    """``far`` (top, drawn turned) and ``near`` (bottom) halves of the board. When even the
    standard theme's text does not fit (the large theme's smaller body), the gaps around
    the halves give their room to the rows, down to a sliver."""
    gap = max(theme.px(2), min(theme.px(6), (rect.height - 2 * _half_need(theme)) // 3))
    height = (rect.height - 3 * gap) // 2
    far = pygame.Rect(rect.left + gap, rect.top + gap, rect.width - 2 * gap, height)
    near = pygame.Rect(far.left, far.bottom + gap, far.width, height)
    return {"far": far, "near": near}


def half_layout(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    """The widgets of one half, as the player on that side sees them."""
    inner = rect.inflate(-theme.px(16), -theme.px(8))
    gloss = theme.px(22) if theme.language != "hu" else 1
    header_height, info_height, gloss_height, roll_height = squeeze(
        inner.height - _main_need(theme), [theme.px(30), theme.px(24), gloss, theme.px(24)], _row_needs(theme))
    header, main, info, gloss, roll = widgets.split_rows(inner, header_height, 0, info_height, gloss_height,
                                                         roll_height)
    mp = pygame.Rect(main.left, main.top + theme.px(2), theme.px(150), main.height - theme.px(4))
    dp = pygame.Rect(mp.right + theme.px(14), main.top, main.right - mp.right - theme.px(14), main.height)
    return {"header": header, "main": main, "mp": mp, "dp": dp, "info": info, "gloss": gloss, "roll": roll}


def _row_needs(theme: Theme) -> list[int]:
    """The least heights of a half's header, info line, gloss (if shown) and roll line."""
    return [line(theme, 26), line(theme, 22), line(theme, 18) if theme.language != "hu" else 1, line(theme, 20)]


def _main_need(theme: Theme) -> int:
    """The MP box (label and number) beside the DP label, a bar still thick enough to read and its marks."""
    mp = line(theme, 20) + line(theme, 24, DIGITS) + 2 * theme.px(4)
    return max(mp, line(theme, 28, DP_LABEL) + theme.px(14) + line(theme, 18, DIGITS))


def _half_need(theme: Theme) -> int:
    """The least height of a half: its rows, its main row and the panel's padding."""
    return sum(_row_needs(theme)) + _main_need(theme) + theme.px(8)


def _fits(rect: pygame.Rect, theme: Theme) -> bool:
    """Every row of both halves gets the height its text needs, with the gaps kept whole."""
    return rect.height >= 2 * _half_need(theme) + 3 * theme.px(6)


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    theme = fitted(theme, lambda candidate: _fits(rect, candidate))
    regions = layout(rect, theme)
    near_player, far_player = state["order"]
    draw_half(surface, regions["near"], state, near_player, theme)
    far = pygame.Surface(regions["far"].size)
    far.fill(theme.palette.background)
    draw_half(far, far.get_rect(), state, far_player, theme)
    surface.blit(pygame.transform.flip(far, True, True), regions["far"])  # a half turn, and cheaper than rotate


def draw_half(surface: pygame.Surface, rect: pygame.Rect, state: dict, name: str, theme: Theme) -> None:
    """One player's half, upright inside ``rect``."""
    pal = theme.palette
    player = state["players"][name]
    active = state["result"] is None and state["active"] == name
    widgets.panel(surface, rect, theme, border=pal.accent if active else None)
    regions = half_layout(rect, theme)
    _draw_header(surface, regions["header"], state, name, active, theme)
    opening = state["round"] == 1 and state["phase"] == "opening"    # decks are scanned and checked now
    check = state["last_deck_check"] if opening else None
    shows_check = check is not None and check["player"] in (None, name)
    if state["result"] is None and not shows_check:     # else a panel covers the board
        _draw_mp(surface, regions["mp"], player["mp"], active, theme)
        _draw_dp(surface, regions["dp"], player["dp"], theme)
        widgets.text(surface, f"Toronyszint {player['towers']}   Jövő {player['future']}   Kéz {player['hand']}",
                     regions["info"], theme, 22)
    if theme.language != "hu":
        gloss = t("tower level, future (deck), hand; round {round}, {phase}", round=state["round"],
                  phase=PHASE_GLOSSES[state["phase"]])
        widgets.text(surface, say(theme.language, gloss), regions["gloss"], theme, 18, pal.muted)
    board = regions["main"].union(regions["info"])
    if opening:
        _draw_scan(surface, regions["roll"], state["scan"], theme)
        if shows_check:
            _draw_deck_check(surface, board, check, theme)
    else:
        _draw_roll(surface, regions["roll"], state, theme)
    if state["result"] is not None:
        _draw_result(surface, board, state["result"], name, theme)


def _draw_header(surface, rect, state, name, active, theme) -> None:
    pal = theme.palette
    name_box = widgets.text(surface, name, pygame.Rect(rect.left, rect.top, rect.width // 3, rect.height),
                            theme, 26, pal.text)
    where = f"{state['round']}. forduló, {PHASES[state['phase']]}"
    widgets.text(surface, where, pygame.Rect(rect.centerx, rect.top, rect.width // 2, rect.height), theme, 20,
                 pal.muted, align="right")
    if active:
        badge = pygame.Rect(name_box.right + theme.px(12), rect.top, theme.px(150), rect.height)
        widgets.panel(surface, badge, theme, pal.accent)
        widgets.text(surface, "AKTÍV", badge, theme, 22, pal.background, align="center")


def _draw_mp(surface, rect, mp, active, theme) -> None:
    pal = theme.palette
    widgets.panel(surface, rect, theme, pal.accent if active else pal.panel, border=pal.muted)
    ink = pal.background if active else pal.text
    label, number = widgets.split_rows(rect.inflate(-theme.px(8), -theme.px(4)), theme.px(22), 0)
    widgets.text(surface, "MP", label, theme, 20, ink, align="center")
    # As large as the box lets the digits be.
    widgets.text(surface, str(mp), number, theme, min(60, number.height / theme.scale), ink, align="center")


def _draw_dp(surface, rect, dp, theme) -> None:
    """DP as a bar from 0 (or the negative DP) to past 19, with the 11 and 19 marks."""
    pal = theme.palette
    label_height, bar_height = squeeze(rect.height - line(theme, 18, DIGITS), [theme.px(34), theme.px(26)],
                                       [line(theme, 28, DP_LABEL), theme.px(14)])
    label, bar_row, marks = widgets.split_rows(rect, label_height, bar_height, 0)
    reached = [mark for mark in DP_MARKS if dp >= mark]
    widgets.text(surface, f"DP {dp}", label, theme, 28, pal.warn if reached else pal.text)
    low, high = min(0, dp), max(21, dp + 1)
    bar = bar_row.inflate(-theme.px(20), -theme.px(6))

    def x_of(value: int) -> int:
        return bar.left + round((value - low) / (high - low) * bar.width)

    pygame.draw.rect(surface, pal.background, bar, border_radius=theme.px(4))
    if dp:
        fill = pygame.Rect(min(x_of(0), x_of(dp)), bar.top, abs(x_of(dp) - x_of(0)), bar.height)
        pygame.draw.rect(surface, pal.good if dp > 0 else pal.bad, fill, border_radius=theme.px(4))
    for mark in DP_MARKS:
        x = x_of(mark)
        pygame.draw.line(surface, pal.warn, (x, bar.top - theme.px(4)), (x, bar.bottom + theme.px(4)),
                         max(2, theme.px(3)))
        widgets.text(surface, str(mark), pygame.Rect(x - theme.px(20), marks.top, theme.px(40), marks.height),
                     theme, 18, pal.warn, align="center", valign="top")


def _draw_roll(surface, rect, state, theme) -> None:
    pal = theme.palette
    pending, last = state["pending_roll"], state["last_roll"]
    if pending is not None:
        roll, bounds = ROLLS[pending["kind"]], _bounds(pending)
        text = (t("{roll} {bounds}: dobj 2k6, első kocka {die}!", roll=roll, bounds=bounds, die=pending["dice"][0])
                if pending["dice"] else t("{roll} {bounds}: dobj 2k6!", roll=roll, bounds=bounds))
        color = pal.accent
    elif last is not None:
        verdict, color = ((t("HATÁRSIKER"), pal.warn) if last["edge"] else
                          (t("siker"), pal.good) if last["success"] else (t("kudarc"), pal.bad))
        a, b = last["dice"]
        text = t("{roll} {bounds}: {a}+{b} = {sum}, {verdict}", roll=ROLLS[last["kind"]], bounds=_bounds(last),
                 a=a, b=b, sum=last["sum"], verdict=verdict)
    else:
        text, color = t("2k6: még nincs dobás"), pal.muted
    widgets.text(surface, say(theme.language, text), rect, theme, 20, color)


def _draw_scan(surface, rect, scan, theme) -> None:
    into = "Jövő" if scan["pile"] == "deck" else "Cserepakli"
    deck, swap = sum(scan["deck"].values()), sum(scan["swap"].values())
    scanned = t("Szkennelés ({into}): Jövő {deck} lap, Cserepakli {swap} lap", into=into, deck=deck, swap=swap)
    widgets.text(surface, say(theme.language, scanned), rect, theme, 20, theme.palette.accent)


def _draw_deck_check(surface, rect, check, theme) -> None:
    """The verdict of the last deck check and as many of its problems as fit."""
    pal = theme.palette
    color = pal.good if check["ok"] else pal.bad
    widgets.panel(surface, rect, theme, pal.background, border=color)
    inner = rect.inflate(-theme.px(16), -theme.px(8))
    title = (t("Pakli rendben: {cards} lap, laplimit {limit}", cards=check["cards"], limit=check["limit"])
             if check["ok"] else t("Pakli hibás: {count} hiba", count=len(check["problems"])))
    line = theme.px(22)
    rows = widgets.split_rows(inner, theme.px(28), *[line] * (max(0, inner.height - theme.px(28)) // line))
    widgets.text(surface, say(theme.language, title), rows[0], theme, 24, color)
    for row, problem in zip(rows[1:], check["problems"]):
        widgets.text(surface, say(theme.language, problem), row, theme, 18)


def _bounds(roll: dict) -> str:
    return f">{roll['low']}, ≤{roll['high']}" if roll["low"] is not None else f"≤{roll['high']}"


def _draw_result(surface, rect, result, name, theme) -> None:
    pal = theme.palette
    if result.get("draw"):
        title, color = "DÖNTETLEN", pal.warn
    elif result["winner"] == name:
        title, color = "GYŐZELEM", pal.good
    else:
        title, color = say(theme.language, t("{winner} nyert", winner=result["winner"])), pal.bad
    widgets.panel(surface, rect, theme, pal.background, border=color)
    inner = rect.inflate(-theme.px(16), -theme.px(8))
    # The reason takes a second line when one is too narrow for it (the large theme's smaller body).
    reasons = widgets.wrap(say(theme.language, result["why"]), inner.width, theme, 18, 2)
    reasons_height = len(reasons) * line(theme, 18)
    big, why = widgets.split_rows(inner, 0, max(theme.px(26), reasons_height))
    # The title's accents may reach into the padding of the row below, never into its text.
    size, room = min(52, big.height / theme.scale), big.height + why.height - reasons_height
    while line(theme, size, title) > room and theme.px(size) > MIN_TEXT_PX:
        size -= 1
    widgets.text(surface, title, big, theme, size, color, align="center")
    for row, reason in zip(widgets.split_rows(why, *[why.height // len(reasons)] * len(reasons)), reasons):
        widgets.text(surface, reason, row, theme, 18, pal.text, align="center")
