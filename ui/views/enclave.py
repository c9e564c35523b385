"""Enclave: every snatcher's two condition tracks, the machine, the counts that score,
the round and phase; a boarding being prepared with its arithmetic and predicted
outcome; the final scoring table with its bonus categories.

A track is 11 cells, -5 to +5. Red (critical) cells carry a downward triangle and
their printed number, green (super) cells a diamond and their number, so they read
without colour. The current condition is a ring around its cell (the round disc on
the card), the maximum a small square in its cell's corner (the small cube).
"""

from __future__ import annotations

from operator import itemgetter

import pygame

from engine.enclave import CONDITIONS, ROUNDS, TRACK_MAX, TRACK_MIN, assess_boarding
from engine.text import and_list, plural, t
from ui import widgets
from ui.i18n import say
from ui.theme import Theme
from ui.views.rows import DIGITS, fitted, line, split_for

PHASE_LABELS = {"initiative": t("Initiative Phase"), "planning": t("Planning Phase"), "action": t("Action Phase"),
                "tree": t("Tree Phase"), "rotation": t("Rotation Phase")}
BONUS_COLUMNS = (("tree_markers", t("Tree mk")), ("tree_tokens", t("Tree tok")), ("money", t("Money")),
                 ("pryzes", t("Pryzes")))
# The boarding's rewards as the prediction names them.
REWARD_LABELS = {"knowledge": lambda n: plural(n, "{n} Knowledge token", "{n} Knowledge tokens"),
                 "money": lambda n: plural(n, "{n} coin", "{n} coins"),
                 "pryzes": lambda n: plural(n, "{n} pryze", "{n} pryzes"),
                 "tree_tokens": lambda n: plural(n, "{n} Tree token", "{n} Tree tokens")}
# The report's curves, each player's in their snatcher's colour; Enclave has no dice (see ui.views).
REPORT_TRACKS = (t("Tracks over the game"), {t("VP", context="report track"): itemgetter("vp"),
                                             t("money", context="report track"): itemgetter("money"),
                                             t("knowledge", context="report track"): itemgetter("knowledge"),
                                             t("physical"): lambda p: p["physical"]["cur"],
                                             t("mental"): lambda p: p["mental"]["cur"]})
REPORT_COLOUR = lambda name, player: player["snatcher"]   # noqa: E731 - "Red snatcher"
REPORT_DICE = None


def layout(rect: pygame.Rect, theme: Theme, state: dict) -> dict[str, pygame.Rect]:
    """``top`` (round and phase), then ``boarding`` or ``final`` when shown, and one
    ``player:<name>`` row per snatcher shown (all of them, or the boarding team)."""
    gap = theme.px(6)
    inner = rect.inflate(-2 * gap, -2 * gap)
    top, body = widgets.split_rows(inner, theme.px(34), 0)
    regions = {"top": top}
    if state["over"]:
        regions["final"] = body.inflate(0, -gap)
        return regions
    names = list(state["order"])
    if state["draft"]:
        boarding, body = widgets.split_rows(body, theme.px(150), 0)
        regions["boarding"] = boarding.inflate(0, -gap)
        names = [state["draft"]["player"]] + ([state["draft"]["in_sync"]] if state["draft"]["in_sync"] else [])
    # The cells' legend under the rows, when the rows keep the height their text needs.
    legend_height = line(theme, 18) + theme.px(4)
    row_height = min(theme.px(100), (body.height - legend_height) // len(names))
    if row_height - gap >= _player_need(theme):
        regions["legend"] = pygame.Rect(body.left, body.top + len(names) * row_height, body.width, legend_height)
    else:
        row_height = min(theme.px(100), body.height // len(names))
    for i, name in enumerate(names):
        regions[f"player:{name}"] = pygame.Rect(body.left, body.top + i * row_height, body.width,
                                                row_height - gap)
    return regions


def _fits(regions: dict[str, pygame.Rect], theme: Theme, state: dict) -> bool:
    """The top line's round and Tree texts side by side, and the boarding panel's five lines
    and each snatcher's row the height their text needs."""
    needs = {"top": line(theme, 24), "boarding": line(theme, 24) + 3 * line(theme, 20) + line(theme, 22)
             + theme.px(8)}
    round_text, where = _top_texts(state, theme)
    wide = theme.font(24).size(round_text)[0] + theme.font(22).size(where)[0] + theme.px(12)
    return wide <= regions["top"].width and all(
        rect.height >= (_player_need(theme) if key.startswith("player:") else needs.get(key, 0))
        for key, rect in regions.items())


def _player_need(theme: Theme) -> int:
    """A snatcher's row: the taller of its left column (name, counts, tree) and its right one
    (two tracks and the machine line), with padding."""
    left = line(theme, 24) + 2 * line(theme, 18)
    right = 2 * (line(theme, 18, DIGITS + "PM") + theme.px(3)) + line(theme, 18)
    return max(left, right) + theme.px(6)


def draw(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    theme = fitted(theme, lambda candidate: _fits(layout(rect, candidate, state), candidate, state))
    regions = layout(rect, theme, state)
    _draw_top(surface, regions["top"], state, theme)
    if "final" in regions:
        _draw_final(surface, regions["final"], state, theme)
    if "boarding" in regions:
        _draw_boarding(surface, regions["boarding"], state, theme)
    for key, row in regions.items():
        if key.startswith("player:"):
            draw_player(surface, row, state, key.partition(":")[2], theme)
    if "legend" in regions:
        draw_legend(surface, regions["legend"], theme)


# What a track's marks mean, most needed first (the legend shows as many as its row holds).
LEGEND = (("critical", t("critical: +n damage")), ("super", t("super: -n damage")),
          ("cur", t("ring: condition")), ("top", t("square: maximum")))


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """A sample of each mark a track cell carries, with what it means, left to right."""
    left, gap = rect.left + theme.px(6), theme.px(14)
    for mark, meaning in LEGEND:
        said = say(theme.language, meaning)
        width = rect.height * 5 // 4 + theme.px(4) + theme.font(18).size(said)[0]
        if left + width > rect.right:
            return
        cell = pygame.Rect(left, rect.top, rect.height * 5 // 4, rect.height)
        if mark in ("critical", "super"):
            _draw_cell(surface, cell, mark, "n", theme)
        else:
            pygame.draw.rect(surface, theme.palette.background, cell)
            pygame.draw.rect(surface, theme.palette.muted, cell, width=1)
            _draw_marks(surface, cell, mark == "cur", mark == "top", theme)
        box = pygame.Rect(cell.right + theme.px(4), rect.top, rect.right - cell.right - theme.px(4), rect.height)
        left = widgets.text(surface, said, box, theme, 18, theme.palette.muted).right + gap


def _top_texts(state: dict, theme: Theme) -> tuple[str, str]:
    """The top line: the round and phase, and where the Tree stands."""
    phase = t("Game over") if state["over"] else PHASE_LABELS[state["phase"]]
    tree = state["tree"]
    where = (t("Tree: any level") if tree["level"] is None
             else t("Tree level {level}: {left} left", level=tree["level"], left=tree["remaining"]))
    return (say(theme.language, t("Round {n} of {total} - {phase}", n=state["round"], total=ROUNDS, phase=phase)),
            say(theme.language, where))


def _draw_top(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    round_text, where = _top_texts(state, theme)
    round_box, tree_box = split_for(rect, theme, where, 22, theme.px(12))
    widgets.text(surface, round_text, round_box, theme, 24)
    widgets.text(surface, where, tree_box, theme, 22, theme.palette.accent, align="right")


# --- one snatcher --------------------------------------------------------------------------------

def player_layout(rect: pygame.Rect, theme: Theme) -> dict[str, pygame.Rect]:
    """A snatcher's row: ``name``, ``counts`` and ``tree`` on the left; the ``physical`` and
    ``mental`` tracks and the ``machine`` line on the right."""
    inner = rect.inflate(-theme.px(12), -theme.px(6))
    left = pygame.Rect(inner.left, inner.top, int(inner.width * 0.38), inner.height)   # room for the words written out
    right = pygame.Rect(left.right + theme.px(8), inner.top, inner.right - left.right - theme.px(8), inner.height)
    name, counts, tree = widgets.split_rows(left, max(left.height * 0.38, line(theme, 24)),
                                            max(left.height * 0.31, line(theme, 18)), 0)
    track = max(right.height * 0.36, line(theme, 18, DIGITS + "PM") + theme.px(3))
    physical, mental, machine = widgets.split_rows(right, track, track, 0)
    return {"name": name, "counts": counts, "tree": tree, "physical": physical.inflate(0, -theme.px(3)),
            "mental": mental.inflate(0, -theme.px(3)), "machine": machine}


def draw_player(surface: pygame.Surface, rect: pygame.Rect, state: dict, name: str, theme: Theme) -> None:
    """Name, score and counts on the left; both tracks and the machine on the right."""
    pal = theme.palette
    player = state["players"][name]
    active = name == state["active"] and not state["draft"]
    widgets.panel(surface, rect, theme, border=pal.accent if active else None)
    parts = player_layout(rect, theme)
    language = theme.language
    vp = say(language, t("{vp} VP", vp=player["vp"]))
    name_box, vp_box = split_for(parts["name"], theme, vp, 24, theme.px(8))
    widgets.text(surface, ("> " if active else "") + name, name_box, theme, 24)
    widgets.text(surface, vp, vp_box, theme, 24, pal.accent, align="right")
    counts = {"money": player["money"], "knowledge": player["knowledge"]}
    rows = {"counts": widgets.first_that_fits([say(language, t("Money {money}  Knowledge {knowledge}", **counts)),
                                               say(language, t("Money {money}  Kn {knowledge}", **counts))],
                                              parts["counts"], theme)}
    tree = {"tokens": player["tree_tokens"], "markers": player["tree_markers"]}
    rows["tree"] = widgets.first_that_fits([say(language, t("Tree tokens {tokens}  markers {markers}", **tree)),
                                            say(language, t("Tree {tokens} tok {markers} mk", **tree))],
                                           parts["tree"], theme)
    machine = {"sesame": player["sesame"], "sarcophagus": player["sarcophagus"], "pryzes": player["pryzes"]}
    # Akunen is a card's name: the same in every language.
    akunen = "  Akunen" if player["nullified"] else ""
    rows["machine"] = widgets.first_that_fits(
        [say(language, t("Sesame {sesame}  Sarcophagus {sarcophagus}  Pryzes {pryzes}", **machine)) + akunen,
         say(language, t("Sesame {sesame}  Sarc {sarcophagus}  Pryzes {pryzes}", **machine)) + akunen],
        parts["machine"], theme)
    labels = {track: track_label(player, track, theme) for track in CONDITIONS}
    # The panel's rows and track labels share one size (each shrunk alone, they would not),
    # in the text colour: read across the table, as the name and the tracks are.
    size = widgets.one_size([(value, parts[key].width) for key, value in rows.items()]
                            + [(value, track_label_width(theme)) for value in labels.values()], theme, 18)
    for key, value in rows.items():
        widgets.text(surface, value, parts[key], theme, size)
    for track in CONDITIONS:
        draw_track(surface, parts[track], player, track, theme, labels[track], size)


def track_cells(rect: pygame.Rect, theme: Theme) -> list[pygame.Rect]:
    """The 11 cells of a track row, -5 first, after the label."""
    label_width = theme.px(62)
    count = TRACK_MAX - TRACK_MIN + 1
    width = (rect.width - label_width) // count
    return [pygame.Rect(rect.left + label_width + i * width, rect.top, width - 2, rect.height) for i in range(count)]


def track_label(player: dict, track: str, theme: Theme) -> str:
    """A track's label: its letter, the condition and the maximum ("P 2/4")."""
    marks = {"cur": player[track]["cur"], "top": player[track]["max"]}
    return say(theme.language, t("P {cur}/{top}", **marks) if track == "physical" else t("M {cur}/{top}", **marks))


def track_label_width(theme: Theme) -> int:
    return theme.px(60)


def draw_track(surface: pygame.Surface, rect: pygame.Rect, player: dict, track: str, theme: Theme,
               label: str, size: float) -> None:
    """A track's ``label`` (drawn at ``size``, its panel's) and its 11 cells."""
    pal = theme.palette
    cur, top = player[track]["cur"], player[track]["max"]
    widgets.text(surface, label, pygame.Rect(rect.left, rect.top, track_label_width(theme), rect.height), theme, size)
    cells = player["cells"][track]
    for value, cell in zip(range(TRACK_MIN, TRACK_MAX + 1), track_cells(rect, theme)):
        kind = "critical" if str(value) in cells["critical"] else "super" if str(value) in cells["super"] else None
        _draw_cell(surface, cell, kind, str(cells[kind][str(value)]) if kind else "", theme)
        if not kind and value == 0:
            pygame.draw.line(surface, pal.muted, (cell.centerx, cell.top + 3), (cell.centerx, cell.bottom - 3), 2)
        _draw_marks(surface, cell, value == cur, value == top, theme)


def _draw_cell(surface: pygame.Surface, cell: pygame.Rect, kind: str | None, number: str, theme: Theme) -> None:
    """A track cell: red with a triangle and its printed number, green with a diamond and its
    number, or plain."""
    pal = theme.palette
    pygame.draw.rect(surface, {"critical": pal.bad, "super": pal.good, None: pal.background}[kind], cell)
    pygame.draw.rect(surface, pal.muted, cell, width=1)
    if kind:
        shape, number_box = _split_cell(cell)
        _cell_shape(surface, shape, kind, theme)
        widgets.text(surface, number, number_box, theme, 18, pal.background, align="center")


def _draw_marks(surface: pygame.Surface, cell: pygame.Rect, current: bool, maximum: bool, theme: Theme) -> None:
    """The current condition's ring and the maximum's small square on a cell."""
    if maximum:
        side = max(5, cell.width // 4)
        pygame.draw.rect(surface, theme.palette.text, (cell.right - side - 1, cell.top + 1, side, side))
    if current:
        radius = min(cell.width, cell.height) // 2
        pygame.draw.circle(surface, theme.palette.text, cell.center, radius, width=max(2, theme.px(3)))


def _split_cell(cell: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The left part of a coloured cell holds its shape, the right part its printed number."""
    shape_width = max(6, int(cell.width * 0.5))
    side = min(shape_width, cell.height) - 2
    shape = pygame.Rect(cell.left + 2, cell.centery - side // 2, side, side)
    return shape, pygame.Rect(shape.right, cell.top, cell.right - shape.right, cell.height)


def _cell_shape(surface: pygame.Surface, box: pygame.Rect, kind: str, theme: Theme) -> None:
    """Red cells: a solid downward triangle; green cells: a solid diamond (dark on the fill)."""
    if kind == "critical":
        points = [box.topleft, box.topright, (box.centerx, box.bottom)]
    else:
        points = [(box.centerx, box.top), (box.right, box.centery), (box.centerx, box.bottom), (box.left, box.centery)]
    pygame.draw.polygon(surface, theme.palette.background, points)


# --- a boarding being prepared ----------------------------------------------------------------------

def _draw_boarding(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    """The damage per type against the protection, the wounds, and the predicted outcome."""
    pal = theme.palette
    language = theme.language
    draft = state["draft"]
    outcome = assess_boarding(state, draft)
    widgets.panel(surface, rect, theme, border=pal.good if outcome["success"] else pal.bad)
    inner = rect.inflate(-theme.px(16), -theme.px(8))
    title, physical, mental, cards, verdict = widgets.split_rows(inner, *([inner.height / 5] * 5))
    team = (t("Boarding: {name} + {partner} (In Sync)", name=draft["player"], partner=draft["in_sync"])
            if draft["in_sync"] else t("Boarding: {name}", name=draft["player"]))
    widgets.text(surface, say(language, team), title, theme, 24)
    first = outcome["snatchers"][draft["player"]]
    for track, row in (("physical", physical), ("mental", mental)):
        sums = {"damage": first["damage"][track], "protection": outcome["protection"][track],
                "wounds": first["wounds"][track], "after": first["after"][track]}
        text = (t("Physical: {damage} damage - {protection} protection = {wounds} wounds -> {after}", **sums)
                if track == "physical" else
                t("Mental: {damage} damage - {protection} protection = {wounds} wounds -> {after}", **sums))
        widgets.text(surface, say(language, text), row, theme, 20)
    limit = sum(state["players"][n]["sarcophagus"] for n in outcome["players"])
    shown = draft["mission"].get("traps")
    traps = (t("{n} of {shown} traps", n=len(draft["traps"]), shown=shown + (1 if draft["in_sync"] else 0))
             if shown is not None else plural(len(draft["traps"]), "{n} trap card", "{n} trap cards"))
    protection = {"traps": traps, "n": len(draft["protection"]), "limit": limit}
    cards_text = (t("{traps}, {n} of {limit} protection cards + preparation", **protection)
                  if draft["prep"] or draft["partner_prep"] else t("{traps}, {n} of {limit} protection cards",
                                                                    **protection))
    over = len(draft["protection"]) > limit
    widgets.text(surface, say(language, cards_text), cards, theme, 20, pal.warn if over else pal.muted)
    if outcome["success"]:
        paid = [REWARD_LABELS[k](n) for k, n in draft["mission"]["rewards"].items() if n]
        text, color = t("Predicted: SUCCESS, pays {paid}", paid=paid or t("nothing")), pal.good
    else:
        failing = [n for n, r in outcome["snatchers"].items() if r["fails_on"]]
        text, color = t("Predicted: FAILS ({names} critical): 1 Knowledge", names=failing), pal.bad
    widgets.text(surface, say(language, text), verdict, theme, 22, color)


# --- the end ------------------------------------------------------------------------------------

def _draw_final(surface: pygame.Surface, rect: pygame.Rect, state: dict, theme: Theme) -> None:
    """The ranking with each bonus category's count and points (+2 most, +1 tied)."""
    pal = theme.palette
    final = state["final"]
    widgets.panel(surface, rect, theme, border=pal.accent)
    inner = rect.inflate(-theme.px(16), -theme.px(8))
    winners = and_list(state["winners"])
    if final["reason"] == "tree_tokens":
        headline = t("{winners} wins with 4 Tree tokens", winners=winners)
        ranking, bonus = state["order"], {}
    else:
        top_vp = state["players"][state["winners"][0]]["vp"]
        headline = (t("{winners} wins with {vp} VP", winners=winners, vp=top_vp) if len(state["winners"]) == 1
                    else t("{winners} win with {vp} VP", winners=winners, vp=top_vp))
        ranking, bonus = final["ranking"], final["bonus"]
    rows = widgets.split_rows(inner, *([inner.height / (len(ranking) + 2)] * (len(ranking) + 2)))
    widgets.text(surface, say(theme.language, headline), rows[0], theme, 26, pal.accent)
    columns = _final_columns(rows[1], theme)
    for (key, label), cell in zip((("name", t("Player")),) + BONUS_COLUMNS + (("vp", t("VP")),), columns):
        widgets.text(surface, say(theme.language, label), cell, theme, 18, pal.muted,
                     align="left" if key == "name" else "center")
    for name, row in zip(ranking, rows[2:]):
        player = state["players"][name]
        cells = _final_columns(row, theme)
        widgets.text(surface, ("* " if name in state["winners"] else "") + name, cells[0], theme, 22)
        for (key, _), cell in zip(BONUS_COLUMNS, cells[1:-1]):
            points = bonus.get(name, {}).get(key, 0)
            value = f"{player[key]} +{points}" if points else str(player[key])
            widgets.text(surface, value, cell, theme, 22, pal.good if points else pal.text, align="center")
        widgets.text(surface, str(player["vp"]), cells[-1], theme, 24, pal.accent, align="center")


def _final_columns(row: pygame.Rect, theme: Theme) -> list[pygame.Rect]:
    name_width = int(row.width * 0.26)
    rest = (row.width - name_width) // (len(BONUS_COLUMNS) + 1)
    cells = [pygame.Rect(row.left, row.top, name_width, row.height)]
    cells += [pygame.Rect(row.left + name_width + i * rest, row.top, rest, row.height)
              for i in range(len(BONUS_COLUMNS) + 1)]
    return cells
