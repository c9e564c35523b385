"""What every kiosk screen is: its state (the dataclass fields), what it shows in a
language (:meth:`Screen.view`), and a table of the choices it handles."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from ui.model import Overlay


class UnknownChoice(LookupError):
    """A screen was handed a choice it has no handler for: a programming error
    (a screen offering a press nothing handles), never silently ignored."""


@dataclass
class Screen:
    """One of the kiosk's own screens. ``focus`` is the choice the physical next and
    confirm buttons move and pick."""

    focus: int = field(default=0, kw_only=True)

    KEEPS_FOCUS = frozenset()     # choices after which the focus stays where it was

    def handlers(self) -> dict[str, Callable[[str], list]]:
        """Each choice word this screen offers (``ui:word:arg``) -> its handler, which
        takes the ``arg`` and returns the effects (:mod:`device.screens.effects`)."""
        raise NotImplementedError

    def view(self, language: str) -> Overlay:
        """What the screen shows, said in ``language`` (built anew for every frame that changes)."""
        raise NotImplementedError

    def overlay(self, language: str) -> Overlay:
        """The view with the focus on a choice offered (the first from ``focus`` on that is no gap)."""
        view = self.view(language)
        offered = [index for index, (name, _) in enumerate(view.choices) if name]
        focus = next((index for index in offered if index >= self.focus), offered[0] if offered else 0)
        return replace(view, focus=focus)

    def choose(self, word: str, arg: str) -> list:
        handler = self.handlers().get(word)
        if handler is None:
            raise UnknownChoice(f"{type(self).__name__} has no choice {word!r}")
        if word not in self.KEEPS_FOCUS:
            self.focus = 0   # the screen shows something new: the focus starts over
        return handler(arg)
