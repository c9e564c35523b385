"""The end-of-game report, from a stored log alone.

:func:`summarise` replays the log once and collects what the report shows:
the duration and the time per round or location (from the ``at`` stamps, see
:mod:`ui.timers`), what the game spends per location and run, per-player track
histories, and every die read against the expected distribution (each face of
its dice profile equally likely; Pearson's chi-square). What a game spends and
which tracks it draws come from its view module (``REPORT_SPENT``,
``REPORT_TRACKS``, see :mod:`ui.views`); a game with neither shows the times and
the dice. :func:`render_report` draws that as a PNG, which the kiosk shows and
``agency report GAME_ID`` writes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from engine.text import t
from ui.i18n import clock, face_name, say
from ui.timers import Timeline
from ui.views import view_for


@dataclass
class Summary:
    game: str
    title: str
    duration: float
    phases: dict[tuple[str, str], float]
    spent: dict[str, int] = field(default_factory=dict)                  # "Run 1: Attic" -> TU
    unit: str = ""
    tracks: dict[tuple[str, str], list[float]] = field(default_factory=dict)  # (player, track) -> value per action
    tracks_heading: str = ""
    dice: dict[str, tuple[Counter, list[str]]] = field(default_factory=dict)  # profile -> (counts, faces)


def summarise(log: list[dict]) -> Summary:
    from engine import Match

    match, _ = Match.start(log[0])
    game = match.game.id
    timeline = Timeline(game)
    timeline.add(log[0], match.state)
    view = view_for(game)
    unit, spent_of = getattr(view, "REPORT_SPENT", ("", None))
    tracks_heading, readers = getattr(view, "REPORT_TRACKS", ("", {}))
    spent: dict[str, int] = {}
    spending: list[tuple[str, int]] = []     # per action in effect, so an undo takes its spending back
    tracks: dict[tuple[str, str], list[float]] = {}
    faces_read: list[str] = []
    for line in log[1:]:
        before = match.state
        match.push(line)
        timeline.add(line, match.state)
        if spent_of is not None and line["action"] == "undo":
            key, drop = spending.pop()  # the undone action's spending is taken back too
            spent[key] -= drop
        elif spent_of is not None and line["action"] not in ("pause", "resume"):
            drop = max(0, spent_of(before) - spent_of(match.state))
            place = before.get("location") or match.state.get("location") or "-"
            key = f"{before.get('run', 1)}: {place}"
            spending.append((key, drop))
            spent[key] = spent.get(key, 0) + drop
        for name, player in match.state["players"].items() if readers else ():   # a game with tracks has players
            for track, read in readers.items():
                tracks.setdefault((name, track), []).append(read(player))
        source = line.get("source", {})
        if source.get("kind") == "dice":
            faces_read += source.get("faces", [])
    return Summary(game, match.game.title, timeline.played(0.0, timeline.last_at), timeline.phase_totals(),
                   {key: drop for key, drop in spent.items() if drop}, unit, tracks, tracks_heading,
                   _dice_by_profile(faces_read))


def _dice_by_profile(faces: list[str]) -> dict[str, tuple[Counter, list[str]]]:
    """Each read face counted under the dice profile it belongs to (face names differ between profiles)."""
    from drivers.dice.profiles import PROFILE_DIR, load_profile

    profiles = {path.stem: [face.name for face in load_profile(path.stem).faces]
                for path in sorted(PROFILE_DIR.glob("*.json"))}
    grouped: dict[str, tuple[Counter, list[str]]] = {}
    for face in faces:
        profile = next((name for name, names in profiles.items() if face in names), None)
        if profile is not None:
            grouped.setdefault(profile, (Counter(), profiles[profile]))[0][face] += 1
    return grouped


def chi_square(counts: Counter, faces: list[str]) -> float:
    """Pearson's statistic of the counts against every face equally likely."""
    total = sum(counts.values())
    expected = total / len(faces)
    return sum((counts[face] - expected) ** 2 / expected for face in faces) if total else 0.0


# -- drawing ------------------------------------------------------------------------------------

MARKERS = ("circle", "square", "triangle", "diamond")


def render_report(log: list[dict], path: Path, language: str = "en", size=(1280, 720)) -> Path:
    """Draw the report of ``log`` into the PNG ``path`` (folders made as needed)."""
    import pygame

    from ui import widgets
    from ui.theme import Theme

    pygame.font.init()
    summary = summarise(log)
    theme = Theme("standard", *size)
    surface = pygame.Surface(size)
    surface.fill(theme.palette.background)
    area = surface.get_rect().inflate(-theme.px(16), -theme.px(12))
    head, body = widgets.split_rows(area, theme.px(40), 0)
    widgets.text(surface, say(language, t("Game report: {game}", game=summary.title)), head, theme, 26)
    widgets.text(surface, say(language, t("Duration {time}", time=clock(summary.duration))), head, theme, 22,
                 theme.palette.muted, align="right")
    phases = {(say(language, t("Round {n} {time}", n=name, time="")).strip() if kind == "round" else name): seconds
              for (kind, name), seconds in summary.phases.items()}
    panels = [lambda r: _bars(surface, r, theme, say(language, t("Time per location or round")),
                              {k: (v, clock(v)) for k, v in phases.items()})]
    if summary.spent:
        spent_heading = say(language, t("{unit} spent per location", unit=summary.unit))
        panels.append(lambda r: _bars(surface, r, theme, spent_heading,
                                      {k: (v, str(v)) for k, v in summary.spent.items()}))
    for label in dict.fromkeys(track for _, track in summary.tracks):
        curves = {player: points for (player, track), points in summary.tracks.items() if track == label}
        heading = f"{say(language, summary.tracks_heading)}: {say(language, label)}"
        panels.append(lambda r, heading=heading, curves=curves: _curves(surface, r, theme, heading, curves))
    panels.append(lambda r: _dice(surface, r, theme, language, summary.dice))
    columns = 2 if len(panels) <= 4 else 3
    gap = theme.px(12)
    width = (body.width - gap * (columns - 1)) // columns
    height = (body.height - gap) // 2
    for index, draw in enumerate(panels):
        row, column = divmod(index, columns)
        draw(pygame.Rect(body.left + column * (width + gap), body.top + row * (height + gap), width, height))
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


def _frame(surface, rect, theme, heading: str):
    """A panel with its heading; returns the area left for the chart."""
    from ui import widgets

    widgets.panel(surface, rect, theme)
    inner = rect.inflate(-theme.px(16), -theme.px(12))
    lines = widgets.wrap(heading, inner.width, theme, 20, 2)   # a narrow panel takes its heading on two rows
    rows = widgets.split_rows(inner, *[theme.px(28)] * len(lines), 0)
    for row, line in zip(rows, lines):
        widgets.text(surface, line, row, theme, 20)
    return rows[-1]


def _bars(surface, rect, theme, heading: str, values: dict[str, tuple[float, str]]) -> None:
    """Horizontal bars, the label left and the value written at the bar's end (the newest rows if too many)."""
    import pygame

    from ui import widgets

    area = _frame(surface, rect, theme, heading)
    row = theme.px(28)
    shown = list(values.items())[-max(1, area.height // row):]
    top_value = max((v for _, (v, _) in shown), default=0) or 1
    font = widgets._font(max(18, theme.px(18)))
    label_width = min(int(area.width * 0.55), max((font.size(label)[0] for label in values), default=0) + theme.px(8))
    for index, (label, (value, text)) in enumerate(shown):
        line = pygame.Rect(area.left, area.top + index * row, area.width, row - theme.px(4))
        widgets.text(surface, label, pygame.Rect(line.left, line.top, label_width - theme.px(6), line.height), theme, 18)
        space = line.width - label_width - theme.px(90)
        bar = pygame.Rect(line.left + label_width, line.top + theme.px(3), max(2, int(space * value / top_value)),
                          line.height - theme.px(6))
        pygame.draw.rect(surface, theme.palette.accent, bar)
        widgets.text(surface, text, pygame.Rect(bar.right + theme.px(6), line.top, theme.px(84), line.height), theme, 18)


def _curves(surface, rect, theme, heading: str, series: dict[str, list[float]]) -> None:
    """One line per track, each with its own marker shape and its name at the end."""
    import pygame

    from ui import widgets

    area = _frame(surface, rect, theme, heading)
    plot = pygame.Rect(area.left, area.top + theme.px(6), area.width - theme.px(150), area.height - theme.px(12))
    values = [v for points in series.values() for v in points]
    low, high = min(values, default=0), max(values, default=1)
    span = (high - low) or 1
    pygame.draw.line(surface, theme.palette.muted, plot.bottomleft, plot.bottomright, 1)
    colours = (theme.palette.accent, theme.palette.good, theme.palette.warn, theme.palette.bad, theme.palette.text)
    labels = []
    for index, (name, points) in enumerate(list(series.items())[:len(MARKERS)]):
        colour = colours[index % len(colours)]
        step = plot.width / max(1, len(points) - 1)
        xy = [(plot.left + i * step, plot.bottom - (v - low) / span * plot.height) for i, v in enumerate(points)]
        if len(xy) > 1:
            pygame.draw.lines(surface, colour, False, xy, max(2, theme.px(2)))
        _marker(surface, MARKERS[index], xy[-1], theme.px(6), colour)
        labels.append((xy[-1][1], f"{name} {points[-1]:g}", colour))
    # Names at the line ends, pushed apart so none covers another.
    row = theme.px(22)
    labels.sort()
    tops = [int(y) - row // 2 for y, _, _ in labels]
    for i in range(len(tops)):              # downwards: no label over the one above it
        tops[i] = max(tops[i], area.top if i == 0 else tops[i - 1] + row)
    for i in reversed(range(len(tops))):    # upwards: none below the panel or over the one below it
        tops[i] = min(tops[i], area.bottom - row if i == len(tops) - 1 else tops[i + 1] - row)
    for top, (_, text, colour) in zip(tops, labels):
        widgets.text(surface, text, pygame.Rect(plot.right + theme.px(12), top, theme.px(138), row), theme, 18, colour)


def _marker(surface, shape: str, centre, radius: int, colour) -> None:
    import pygame

    x, y = centre
    if shape == "circle":
        pygame.draw.circle(surface, colour, (int(x), int(y)), radius)
    elif shape == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius, y + radius), (x - radius, y + radius)])
    else:
        pygame.draw.polygon(surface, colour, [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)])


def _dice(surface, rect, theme, language: str, dice: dict[str, tuple[Counter, list[str]]]) -> None:
    """Read counts as horizontal bars, one row a face named in words, with the expected
    count marked across each, for the profile read most."""
    import pygame

    from ui import widgets

    if not dice:
        _frame(surface, rect, theme, say(language, t("No dice were read.")))
        return
    _, (counts, faces) = max(dice.items(), key=lambda item: sum(item[1][0].values()))
    total = sum(counts.values())
    heading = say(language, t("Dice: {count} read, chi-square {chi2} ({dof} d.f.)", count=total,
                              chi2=f"{chi_square(counts, faces):.1f}", dof=len(faces) - 1))
    legend, chart = widgets.split_rows(_frame(surface, rect, theme, heading), theme.px(26), 0)
    widgets.text(surface, say(language, t("bar: read, line: expected")), legend, theme, 18, theme.palette.muted)
    expected = total / len(faces)
    top = max([expected, *counts.values()]) or 1
    names = [face_name(language, face) for face in faces]
    font = theme.font(18)
    label_width = min(chart.width // 2, max(font.size(name)[0] for name in names) + theme.px(8))
    row = min(theme.px(34), chart.height // len(faces))
    space = chart.width - label_width - theme.px(50)
    for index, (face, name) in enumerate(zip(faces, names)):
        line = pygame.Rect(chart.left, chart.top + index * row, chart.width, row)
        widgets.text(surface, name, pygame.Rect(line.left, line.top, label_width - theme.px(6), row), theme, 18)
        bar = pygame.Rect(line.left + label_width, line.top + theme.px(3), max(2, int(space * counts[face] / top)),
                          row - theme.px(6))
        pygame.draw.rect(surface, theme.palette.accent, bar)
        mark = line.left + label_width + int(space * expected / top)
        pygame.draw.line(surface, theme.palette.text, (mark, line.top), (mark, line.bottom - 1), max(2, theme.px(3)))
        widgets.text(surface, str(counts[face]), pygame.Rect(line.left + label_width + space + theme.px(8), line.top,
                                                             theme.px(42), row), theme, 18)
