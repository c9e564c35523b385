"""The end-of-game report, from a stored log alone.

:func:`summarise` replays the log once and collects what the report shows
(a :class:`ReportTally`, which a game session also keeps line by line and in its
checkpoints, so a long game's report needs no replay: :func:`summary_of`):
how the game ended, the duration and the time per round, or per location and
run (from the ``at`` stamps, see :mod:`ui.timers`; a log without stamps says so
rather than showing 0:00), what the game spends per location and run, per-player
track histories, and every die rolled against its own distribution (each face of
its dice profile equally likely; Pearson's chi-square). The times, the spending
and the dice are those of the actions in effect: an undone action counts for
none of them (its time goes to the stretch it was taken back into). What a game spends, which
tracks it draws in which colours, which log fields are dice and how it ended
come from its view module (``REPORT_*``, see :mod:`ui.views`); a game with none
of them shows the times and the dice the camera read. :func:`render_report`
draws that as a PNG, which the kiosk shows and ``agency report GAME_ID`` writes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from engine import registry
from engine.match import CLOCK
from engine.text import Text, t
from ui.i18n import clock, face_name, say
from ui.timers import Timeline, phase_of, play_time_of
from ui.views import view_for

# The smallest report the kiosk shows (800x480 less its button bar, in the large theme): a
# smaller picture is drawn at this layout and scaled down, so its texts keep the places the
# text-fit tests check instead of running into each other.
SMALLEST_LAYOUT = (800, 400)
# A player named after a colour (a snatcher card, a seat) has a curve in that colour.
COLOUR_WORDS = {"red": "bad", "blue": "accent", "green": "good", "yellow": "warn"}


@dataclass
class Summary:
    game: str
    title: str
    duration: float
    phases: dict[tuple[str, str, int | None], float]   # (kind, name, run) -> seconds; run None: a game without runs
    spent: dict[tuple[int | None, str], int] = field(default_factory=dict)   # (run, location) -> TU
    unit: str = ""
    tracks: dict[tuple[str, str], list[float]] = field(default_factory=dict)  # (player, track) -> value per action
    tracks_heading: str = ""
    dice: dict[str, tuple[Counter, list[str]]] | None = field(default_factory=dict)  # None: the game has no dice
    timed: bool = True                         # the lines carry play times ("at" stamps)
    result: Text | str | None = None           # how the game ended; None while it goes on
    colours: dict[str, str] = field(default_factory=dict)   # player -> palette colour name, where the game has one


class ReportTally:
    """What the report gathers line by line: how the game ended, what it spends per run
    and location, the stretches of play of the actions in effect (runs of actions after
    which the game was in the same round, or location and run: an undo takes its action
    off the last one), and per-player tracks (kept as runs of equal values, so a long
    game stays small). The dice are not gathered: each action in effect says its own."""

    def __init__(self, game: str):
        self.game = game
        view = view_for(game)
        self.unit, self._spent_of = getattr(view, "REPORT_SPENT", ("", None))
        self.tracks_heading, self._readers = getattr(view, "REPORT_TRACKS", ("", {}))
        self._result_of = getattr(view, "REPORT_RESULT", None)
        self.spent: dict[tuple[int | None, str], int] = {}        # (run, location) -> TU
        self.stretches: list[list] = []    # [[kind, name, run] or None, since, actions in effect], the oldest first
        self.last_at = 0.0
        self.tracks: dict[tuple[str, str], list[list]] = {}       # (player, track) -> [[value, times], ...]
        self.result: Text | str | None = None                     # how the game ended; None while it goes on

    def add(self, line: dict, before: dict, after: dict, events: list) -> None:
        """One log line after setup, with the states before and after it and the events it gave."""
        at = play_time_of(line.get("at"), self.last_at)
        self.last_at = max(self.last_at, at)
        if not self.stretches:
            self.stretches.append([_stretch_of(before), 0.0, 0])   # from setup: no action to take back
        if line["action"] == "undo":
            self.stretches[-1][2] -= 1
            if not self.stretches[-1][2] and len(self.stretches) > 1:
                self.stretches.pop()
        elif line["action"] not in CLOCK:
            if _stretch_of(after) == self.stretches[-1][0]:
                self.stretches[-1][2] += 1
            else:
                self.stretches.append([_stretch_of(after), at, 1])
        if self._spent_of is not None and line["action"] == "undo":
            # The undone action's spending is taken back: the undo leads from the state
            # after that action back to the one before it, so both are at hand here.
            self._spend(after, before, -max(0, self._spent_of(after) - self._spent_of(before)))
        elif self._spent_of is not None and line["action"] not in ("pause", "resume"):
            self._spend(before, after, max(0, self._spent_of(before) - self._spent_of(after)))
        for name, player in after["players"].items() if self._readers else ():  # a game with tracks has players
            for track, read in self._readers.items():
                runs = self.tracks.setdefault((name, track), [])
                value = read(player)
                if runs and runs[-1][0] == value:
                    runs[-1][1] += 1
                else:
                    runs.append([value, 1])
        game = registry.get(self.game)
        if not game.over(after):
            self.result = None             # not ended, or an undo took the end back
        elif not game.over(before):
            self.result = (self._result_of(after) if self._result_of else None) or (events[-1].text if events else None)

    def _spend(self, before: dict, after: dict, drop: int) -> None:
        key = (before.get("run"), before.get("location") or after.get("location") or "-")
        self.spent[key] = self.spent.get(key, 0) + drop

    def times(self, timeline: Timeline) -> dict[tuple[str, str, int | None], float]:
        """Play seconds per round, or per location and run, pauses left out: each stretch
        lasts until the next one starts, the last until the newest line."""
        totals: dict[tuple[str, str, int | None], float] = {}
        ends = [since for _, since, _ in self.stretches[1:]] + [timeline.last_at]
        for (key, since, _), end in zip(self.stretches, ends):
            if key is not None:
                totals[tuple(key)] = totals.get(tuple(key), 0.0) + timeline.played(since, end)
        return totals

    def snapshot(self) -> dict:
        """As JSON values, for a checkpoint (a track by its place in the view's list)."""
        order = list(self._readers)
        return {"spent": [[run, place, drop] for (run, place), drop in self.spent.items()],
                "stretches": self.stretches, "last_at": self.last_at, "result": _text_snapshot(self.result),
                "tracks": [[player, order.index(track), runs] for (player, track), runs in self.tracks.items()]}

    @classmethod
    def restore(cls, game: str, snapshot: dict) -> "ReportTally":
        tally = cls(game)
        order = list(tally._readers)
        tally.spent = {(run, str(place)): int(drop) for run, place, drop in snapshot["spent"]}
        tally.stretches = [[key, float(since), int(actions)] for key, since, actions in snapshot["stretches"]]
        tally.last_at = float(snapshot["last_at"])
        tally.tracks = {(player, order[index]): [list(run) for run in runs] for player, index, runs in snapshot["tracks"]}
        tally.result = _text_restored(snapshot["result"])
        return tally


def _stretch_of(state: dict) -> list | None:
    """What a stretch of play is timed by: the round, or the location and run (None: neither)."""
    phase = phase_of(state)
    return None if phase is None else [*phase, state.get("run")]


def _text_snapshot(value):
    """A sentence (with the sentences and lists in its fields) as JSON values, its
    template kept so that it is still said in the kiosk's language."""
    if isinstance(value, Text):
        return {"template": value.template, "context": value.context, "plural": value.plural,
                "fields": {key: _text_snapshot(field) for key, field in value.fields.items()}}
    if isinstance(value, (list, tuple)):
        return [_text_snapshot(item) for item in value]
    return value


def _text_restored(value):
    if isinstance(value, dict):
        return Text(value["template"], {key: _text_restored(field) for key, field in value["fields"].items()},
                    value["context"], value["plural"])
    if isinstance(value, list):
        return [_text_restored(item) for item in value]
    return value


def summarise(log: list[dict]) -> Summary:
    """The report of a whole log, replayed once from its setup."""
    from engine import Match

    match, _ = Match.start(log[0])
    timeline = Timeline(match.game.id)
    timeline.add(log[0], match.state)
    tally = ReportTally(match.game.id)
    for line in log[1:]:
        before = match.state
        events = match.push(line)
        timeline.add(line, match.state)
        tally.add(line, before, match.state, events)
    return summary_of(match, tally, timeline)


def summary_of(match, tally: ReportTally, timeline: Timeline) -> Summary:
    """The report from what was gathered line by line and the state the ``match`` is in
    now; only the dice are read from the actions in effect themselves (an undone roll
    is not counted)."""
    game, state = match.game, match.state
    view = view_for(game.id)
    dice_of = getattr(view, "REPORT_DICE", camera_faces)
    rolled = [] if dice_of is None else [die for line in match.history for die in dice_of(line)]
    tracks = {key: [value for value, times in runs for _ in range(times)] for key, runs in tally.tracks.items()}
    colour_of = getattr(view, "REPORT_COLOUR", lambda name, player: name)
    players = state["players"] if tally._readers else {}
    colours = {name: COLOUR_WORDS[word] for name, player in players.items()
               for word in [str(colour_of(name, player)).split(" ")[0].lower()] if word in COLOUR_WORDS}
    return Summary(game.id, game.title, timeline.played(0.0, timeline.last_at), tally.times(timeline),
                   {key: drop for key, drop in tally.spent.items() if drop}, tally.unit, tracks,
                   tally.tracks_heading, None if dice_of is None else _dice_by_profile(rolled),
                   timeline.last_at > 0, tally.result, colours)


def camera_faces(line: dict) -> list[tuple[str, str]]:
    """The dice of a game whose view does not say which log fields are rolls: the faces
    the camera read, each under the first profile that has a face of that name."""
    source = line.get("source")
    if not isinstance(source, dict) or source.get("kind") != "dice" or not isinstance(source.get("faces"), list):
        return []
    profiles = _profile_faces()
    return [(next((name for name, faces in profiles.items() if face in faces), ""), face)
            for face in source["faces"]]


def _profile_faces() -> dict[str, list[str]]:
    from drivers.dice.profiles import PROFILE_DIR, load_profile

    return {path.stem: [face.name for face in load_profile(path.stem).faces]
            for path in sorted(PROFILE_DIR.glob("*.json"))}


def _dice_by_profile(rolled: list[tuple[str, str]]) -> dict[str, tuple[Counter, list[str]]]:
    """Each die counted under its profile, against that profile's faces (a face no profile has is left out)."""
    profiles = _profile_faces()
    grouped: dict[str, tuple[Counter, list[str]]] = {}
    for profile, face in rolled:
        if face in profiles.get(profile, ()):
            grouped.setdefault(profile, (Counter(), profiles[profile]))[0][face] += 1
    return grouped


def chi_square(counts: Counter, faces: list[str]) -> float:
    """Pearson's statistic of the counts against every face equally likely."""
    total = sum(counts.values())
    expected = total / len(faces)
    return sum((counts[face] - expected) ** 2 / expected for face in faces) if total else 0.0


# -- drawing ------------------------------------------------------------------------------------

MARKERS = ("circle", "square", "triangle", "diamond")


def render_report(log: list[dict], path: Path, language: str = "en", size=(1280, 720),
                  summary: Summary | None = None) -> Path:
    """Draw the report of ``log`` (or its ``summary``, when already known) into the PNG
    ``path`` (folders made as needed)."""
    import pygame

    pygame.font.init()
    width, height = size
    grow = max(1.0, SMALLEST_LAYOUT[0] / width, SMALLEST_LAYOUT[1] / height)
    surface = pygame.Surface((round(width * grow), round(height * grow)))
    _draw(surface, summary or summarise(log), language)
    if grow > 1:
        surface = pygame.transform.smoothscale(surface, size)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


def _draw(surface, summary: Summary, language: str) -> None:
    import pygame

    from ui import widgets
    from ui.theme import Theme

    theme = Theme("standard", *surface.get_size())
    surface.fill(theme.palette.background)
    area = surface.get_rect().inflate(-theme.px(16), -theme.px(12))
    result = say(language, summary.result if summary.result else t("Not finished yet"))
    result_rows = widgets.wrap(result, area.width, theme, 20, 2)
    head, *rows, body = widgets.split_rows(area, theme.px(40), *[theme.px(28)] * len(result_rows),
                                           theme.px(8), 0)
    duration = say(language, t("Duration {time}", time=span(summary.duration)) if summary.timed
                   else t("Duration not recorded"))
    duration_width = theme.font(22).size(duration)[0]
    title_rect, duration_rect = pygame.Rect(head), pygame.Rect(head)
    title_rect.width = head.width - duration_width - theme.px(16)
    widgets.text(surface, say(language, t("Game report: {game}", game=summary.title)), title_rect, theme, 26)
    widgets.text(surface, duration, duration_rect, theme, 22, theme.palette.muted, align="right")
    for row, text in zip(rows, result_rows):
        widgets.text(surface, text, row, theme, 20, theme.palette.warn)
    panels = [lambda r: _times(surface, r, theme, language, summary)]
    if summary.spent:
        spent_heading = say(language, t("{unit} spent per location", unit=summary.unit))
        panels.append(lambda r: _bars(surface, r, theme, spent_heading,
                                      {_where(language, "place", place, run): (v, str(v))
                                       for (run, place), v in summary.spent.items()}))
    for label in dict.fromkeys(track for _, track in summary.tracks):
        curves = {player: points for (player, track), points in summary.tracks.items() if track == label}
        heading = f"{say(language, summary.tracks_heading)}: {say(language, label)}"
        panels.append(lambda r, heading=heading, curves=curves:
                      _curves(surface, r, theme, heading, curves, summary.colours))
    if summary.dice is not None:
        panels.append(lambda r: _dice(surface, r, theme, language, summary.dice))
    columns = 2 if len(panels) <= 4 else 3
    lines = -(-len(panels) // columns)
    gap = theme.px(12)
    width = (body.width - gap * (columns - 1)) // columns
    height = (body.height - gap * (lines - 1)) // lines
    for index, draw in enumerate(panels):
        row, column = divmod(index, columns)
        left = body.left + column * (width + gap)
        # The last panel takes the cells its row leaves empty: the dice get the width for a second column of faces.
        right = body.right if index == len(panels) - 1 else left + width
        draw(pygame.Rect(left, body.top + row * (height + gap), right - left, height))


def span(seconds: float) -> str:
    """A duration as the report writes it: under a minute to the tenth of a second (a script
    played at full speed has rounds of 0.3 s and 0.7 s, which a whole-second clock both shows
    as 0:00 beside bars of different lengths), else as the kiosk's clock does."""
    if round(seconds, 1) < 60:
        return f"0:{max(0.0, seconds):04.1f}"
    return clock(seconds)


def _times(surface, rect, theme, language: str, summary: Summary) -> None:
    """Time per round or location; a log without stamps says so instead of a column of 0:00."""
    if not summary.timed:
        _frame(surface, rect, theme, say(language, t("No time stamps in this log.")))
        return
    phases = {_where(language, kind, name, run): seconds for (kind, name, run), seconds in summary.phases.items()}
    _bars(surface, rect, theme, say(language, t("Time per location or round")),
          {k: (v, span(v)) for k, v in phases.items()})


def _where(language: str, kind: str, name: str, run: int | None) -> str:
    """A bar's label: the round, or the location and, in a game played in runs, its run."""
    if kind == "round":
        return say(language, t("Round {n} {time}", n=name, time="")).strip()
    return name if run is None else say(language, t("Run {run}: {place}", run=run, place=name))


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


def _curves(surface, rect, theme, heading: str, series: dict[str, list[float]], named: dict[str, str]) -> None:
    """One line per player, each with its own marker shape and its name at the end, in
    the player's own colour where ``named`` gives one, else in one no other player has."""
    import pygame

    from ui import widgets

    area = _frame(surface, rect, theme, heading)
    plot = pygame.Rect(area.left, area.top + theme.px(6), area.width - theme.px(150), area.height - theme.px(12))
    values = [v for points in series.values() for v in points]
    low, high = min(values, default=0), max(values, default=1)
    span = (high - low) or 1
    pygame.draw.line(surface, theme.palette.muted, plot.bottomleft, plot.bottomright, 1)
    spare = iter(name for name in ("accent", "good", "warn", "bad", "text") if name not in named.values())
    labels = []
    for index, (name, points) in enumerate(list(series.items())[:len(MARKERS)]):
        colour = getattr(theme.palette, named.get(name) or next(spare, "text"))
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
    """Rolled counts (read by the camera, typed or tapped alike) as horizontal bars, one row a face named in words, with the expected
    count marked across each, for the profile read most."""
    import pygame

    from ui import widgets

    if not dice:
        _frame(surface, rect, theme, say(language, t("No dice were rolled.")))
        return
    _, (counts, faces) = max(dice.items(), key=lambda item: sum(item[1][0].values()))
    total = sum(counts.values())
    heading = say(language, t("Dice: {count} rolled, chi-square {chi2} ({dof} d.f.)", count=total,
                              chi2=f"{chi_square(counts, faces):.1f}", dof=len(faces) - 1))
    legend, chart = widgets.split_rows(_frame(surface, rect, theme, heading), theme.px(26), 0)
    widgets.text(surface, say(language, t("bar: rolled, line: expected")), legend, theme, 18, theme.palette.muted)
    expected = total / len(faces)
    top = max([expected, *counts.values()]) or 1
    names = [face_name(language, face) for face in faces]
    font = theme.font(18)
    # As many faces under each other as their text has height for; the rest in a second column.
    columns = -(-len(faces) // max(1, chart.height // font.get_height()))
    per_column = -(-len(faces) // columns)
    row = min(theme.px(34), chart.height // per_column)
    gap = theme.px(12)
    width = (chart.width - gap * (columns - 1)) // columns
    label_width = min(width // 2, max(font.size(name)[0] for name in names) + theme.px(8))
    space = width - label_width - theme.px(50)
    for index, (face, name) in enumerate(zip(faces, names)):
        column, place = divmod(index, per_column)
        line = pygame.Rect(chart.left + column * (width + gap), chart.top + place * row, width, row)
        widgets.text(surface, name, pygame.Rect(line.left, line.top, label_width - theme.px(6), row), theme, 18)
        bar = pygame.Rect(line.left + label_width, line.top + theme.px(3), max(2, int(space * counts[face] / top)),
                          row - theme.px(6))
        pygame.draw.rect(surface, theme.palette.accent, bar)
        mark = line.left + label_width + int(space * expected / top)
        pygame.draw.line(surface, theme.palette.text, (mark, line.top), (mark, line.bottom - 1), max(2, theme.px(3)))
        widgets.text(surface, str(counts[face]), pygame.Rect(line.left + label_width + space + theme.px(8), line.top,
                                                             theme.px(42), row), theme, 18)
