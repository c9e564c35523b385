"""What the kiosk shows and what it reports back, as plain values (no pygame).

The device builds a :class:`Screen` after every change; the kiosk only draws
it. Touches and keys come back as :class:`Press`, :class:`TypeDie`,
:class:`SimTag` or :class:`Quit`, which the device turns into driver events:
the kiosk never changes the game itself. Presses named ``ui:...`` are the
kiosk's own (menu, history, a choice on an :class:`Overlay`); the device
handles them before the game sees anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field

STRIP_SECONDS = 8          # how long the strip shows an input before it returns to the prompt
SIM_KEYS = "abcdefghijkopqrstvwxyz"   # the simulated table's card keys (none of the kiosk's own: l, m, n, u)


@dataclass(frozen=True)
class Press:
    """A control pressed on screen or on the keyboard (``next``, ``undo``, ``spend_tu``...)."""
    name: str
    origin: str = "touch"


@dataclass(frozen=True)
class TypeDie:
    """A die value typed on the simulated table's keyboard."""
    value: int


@dataclass(frozen=True)
class SimTag:
    """Place (or lift, if it is there) the simulated table's tag number ``index``."""
    index: int


@dataclass(frozen=True)
class Quit:
    pass


@dataclass(frozen=True)
class StripLine:
    """One line of the action strip: what was read and the sentences it produced (the
    rules', a notice or a refusal, in English with ``engine.text.t``: the kiosk says them
    in its language when it draws), and when (``time.monotonic()``) so the strip can let
    it fade."""
    read: str
    said: tuple[str, ...]
    refused: bool = False
    shown_at: float = 0.0

    @property
    def did(self) -> str:
        """What the input did, in English."""
        return " ".join(self.said)

    def outshines(self, warning, now: float) -> bool:
        """Whether this line, still on the strip, is other news than ``warning`` (a refusal or an
        outcome after it): the strip shows the line, and the warning once the line has faded."""
        return self.said != (warning,) and now - self.shown_at < STRIP_SECONDS


@dataclass(frozen=True)
class Overlay:
    """A screen over the game: start, setup, menu, history, dice correction and entry,
    enrolment, choosing a card, report. ``choices`` are ``(press name, label)``; ``focus`` is the
    choice the physical next/confirm buttons move and pick."""
    kind: str
    title: str
    lines: tuple[str, ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    picture: str | None = None
    focus: int = 0


@dataclass(frozen=True)
class Chip:
    """A simulated tag the players can place by key or touch."""
    key: str
    label: str
    placed: bool


@dataclass(frozen=True)
class Screen:
    game: str | None                               # None before a game is chosen
    title: str
    state: dict
    strip: tuple[StripLine, ...] = ()
    attention: str | None = None                   # in English (engine.text.t), said when drawn
    buttons: tuple[tuple[str, str], ...] = ()      # (press name, English label, said when drawn)
    chips: tuple[Chip, ...] = ()
    started: float = 0.0                           # session start, time.monotonic()
    extra: dict = field(default_factory=dict)
    language: str = "en"
    timers: object | None = None                   # ui.timers.Timers, or None before a game
    turn_limit: int = 0                            # seconds before the turn clock warns (0: never)
    overlay: Overlay | None = None
    idle: bool = False                             # the at-a-glance screen
    offer: tuple[str, str] | None = None           # (press, English label): a fix beside the attention line
