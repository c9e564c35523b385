"""Cards by touch: an unknown tag enrolled as one of the game's cards, or a card played
from a list as if scanned (when a reader fails)."""

from __future__ import annotations

from dataclasses import dataclass

from device.screens.base import Screen
from device.screens.effects import Close, Enrol, PutEvent
from drivers.events import TagPlaced
from ui import screens


@dataclass
class EnrolScreen(Screen):
    """Bind the unknown tag ``uid`` (seen on ``reader``) to one of ``cards`` (``(card id,
    name)``), shown a page at a time."""

    uid: str
    reader: str
    cards: list[tuple[str, str]]
    page: int = 0

    def handlers(self):
        return {"page": self._turn, "bind": self._bind}

    def view(self, language):
        return screens.enrol(language, self.uid, self.cards, self.page)

    def _turn(self, turn):
        self.page = turn_page(self.page, turn)
        return []

    def _bind(self, card_id):
        return [Enrol(self.uid, self.reader, card_id)]


@dataclass
class CardChooserScreen(Screen):
    """Play one of ``cards`` (``(card id, kind, name)``) by touch: it goes the way of a
    scanned one, on the reader ``touch`` (the catalog takes a card id for a uid)."""

    cards: list[tuple[str, str, str]]
    page: int = 0

    def handlers(self):
        return {"page": self._turn, "play_card": self._play}

    def view(self, language):
        return screens.choose_card(language, self.cards, self.page)

    def _turn(self, turn):
        self.page = turn_page(self.page, turn)
        return []

    def _play(self, card_id):
        return [Close(), PutEvent(TagPlaced("touch", card_id))]


def turn_page(page: int, turn: str) -> int:
    """The ``more`` or ``previous`` page of a list of cards."""
    return page + 1 if turn == "more" else max(0, page - 1)
