"""The screens of a game in play: the menu, the history and the report."""

from __future__ import annotations

from dataclasses import dataclass

from device.screens.base import Screen
from device.screens.effects import ClockLine, Close, SetLanguage, SetTheme, Show, TakeEmptyTray
from ui import screens


@dataclass
class MenuScreen(Screen):
    """Undo, history, dice and cards by touch (a card corrected too), the clock, the report, a new game, the
    display settings (``language`` and ``theme`` step through ``languages`` and ``themes``), and, with a dice
    ``camera``, its picture of the empty tray."""

    languages: tuple[str, ...]
    language: str
    themes: tuple[str, ...]
    theme: str
    paused: bool
    camera: bool = False

    KEEPS_FOCUS = frozenset({"language", "theme"})   # so the same button steps on

    def handlers(self):
        return {"enter_dice": lambda _: [Show("enter_dice")], "choose_card": lambda _: [Show("choose_card")],
                "correct_card": lambda _: [Show("correct_card")],
                "pause": lambda _: [ClockLine("pause")], "resume_clock": lambda _: [ClockLine("resume")],
                "report": lambda _: [Show("report")], "start": lambda _: [Show("start")],
                "language": self._next_language, "theme": self._next_theme,
                "empty_tray": lambda _: [TakeEmptyTray(), Close()]}

    def view(self, language):
        return screens.menu(language, self.theme, self.paused, self.camera)

    def _next_language(self, _arg):
        self.language = _after(self.languages, self.language)
        return [SetLanguage(self.language)]

    def _next_theme(self, _arg):
        self.theme = _after(self.themes, self.theme)
        return [SetTheme(self.theme)]


@dataclass
class HistoryScreen(Screen):
    """Every log line after setup, oldest first, as ``(number, what was read, the sentences
    it produced)``; page 0 is the newest ``per_page`` (as many as the kiosk shows whole)."""

    entries: list[tuple[int, str, tuple[str, ...]]]
    per_page: int = screens.HISTORY_PAGE
    page: int = 0

    def handlers(self):
        return {"history_older": self._older, "history_newer": self._newer}

    def view(self, language):
        # Only the page shown is said (the others stay blank): a long game has thousands of entries.
        count = len(self.entries)
        end = max(0, count - self.page * self.per_page)
        start = max(0, end - self.per_page)
        said = [""] * count
        said[start:end] = [screens.history_entry(language, number, read, sentences)
                           for number, read, sentences in self.entries[start:end]]
        return screens.history(language, said, self.page, self.per_page)

    def _older(self, _arg):
        self.page += 1
        return []

    def _newer(self, _arg):
        self.page = max(0, self.page - 1)
        return []


@dataclass
class ReportScreen(Screen):
    """The end-of-game report of ``title``, drawn to ``picture``; it only closes."""

    title: str
    picture: str

    def handlers(self):
        return {}

    def view(self, language):
        return screens.report(language, self.title, self.picture)


def _after(values: tuple[str, ...], value: str) -> str:
    return values[(values.index(value) + 1) % len(values)]
