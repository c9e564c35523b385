"""Dice set by touch: a doubtful camera reading corrected, or dice (or the one number the game
waits for instead) entered without one."""

from __future__ import annotations

from dataclasses import dataclass, field

from device.screens.base import Screen
from device.screens.effects import Close, OpenScreen, PutEvent
from device.tables import dice_counts, dice_profile, dice_wait, number_entry, number_name
from drivers.events import DiceRolled
from engine.text import t
from ui import screens


@dataclass
class DiceScreen(Screen):
    """Ask for the value of each of ``count`` dice of ``roll`` in turn (``why`` says why,
    ``keep`` offers to apply the roll as read); the roll then goes the game's way with
    ``origin`` (``corrected``, ``touch``)."""

    roll: DiceRolled
    why: str
    keep: bool
    count: int
    origin: str
    picked: list[str] = field(default_factory=list)
    faces: list[tuple[str, int | None]] = field(init=False)   # the profile's (name, value)

    def __post_init__(self):
        self.faces = profile_faces(self.roll.profile)

    def handlers(self):
        return {"die": self._die, "keep": self._keep}

    def view(self, language):
        return screens.correction(language, self.why, [face for face, _ in self.faces], self.count,
                                  self.picked, self.roll.picture, self.keep)

    def _die(self, face):
        self.picked.append(face)
        if len(self.picked) < self.count:
            return []
        values, roll = dict(self.faces), self.roll
        picked = tuple(self.picked)
        return [Close(), PutEvent(DiceRolled(picked, tuple(values[f] for f in picked if values[f] is not None),
                                             1.0, roll.profile, roll.picture, origin=self.origin))]

    def _keep(self, _arg):
        roll = self.roll
        return [Close(), PutEvent(DiceRolled(roll.faces, roll.values, roll.confidence, roll.profile, roll.picture,
                                             origin="confirmed"))]


@dataclass
class DiceCountScreen(Screen):
    """Dice with no camera reading: first how many were thrown (``counts``, what the game
    allows now: none while it expects no roll, and then ``wait`` says what to do first when a
    roll awaits), then the value of each on a :class:`DiceScreen` of the ``profile`` the game
    waits for, with no picture and nothing to keep."""

    profile: str
    counts: tuple[int, ...] = tuple(range(1, 7))
    wait: str | None = None

    def handlers(self):
        return {"dice_count": self._count}

    def view(self, language):
        return screens.dice_count(language, self.counts, self.wait)

    def _count(self, count):
        return [OpenScreen(entry_screen(self.profile, int(count)))]


@dataclass
class NumberScreen(Screen):
    """One number the game waits for (``values``, called ``name``: Cavendish's difficulty) tapped
    as its digits: a digit no value of ``values`` goes on with is not offered, a number no further
    digit could make longer is applied at once, and **Enter** applies one that could (1 of 10-19).
    It goes the game's way as a roll of ``profile`` with ``origin="touch"``, as a typed digit does."""

    profile: str
    values: range
    name: str
    typed: str = ""

    def handlers(self):
        return {"digit": self._digit, "enter": lambda _arg: self._apply(), "clear": self._clear}

    def view(self, language):
        return screens.number_entry(language, self.name, self.values, self.typed,
                                    [str(digit) for digit in DIGITS if self._goes_on(self.typed + str(digit))])

    def _goes_on(self, digits: str) -> bool:
        return any(str(value).startswith(digits) for value in self.values)

    def _digit(self, digit):
        if not self._goes_on(self.typed + digit):   # a late tap on a digit no longer offered
            return []
        self.typed += digit
        if any(self._goes_on(self.typed + str(more)) for more in DIGITS):
            return []
        return self._apply()

    def _apply(self):
        number = int(self.typed)
        return [Close(), PutEvent(DiceRolled((str(number),), (number,), 1.0, self.profile, origin="touch"))]

    def _clear(self, _arg):
        self.typed = ""
        return []


DIGITS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)    # in the order of a phone's keypad


def touch_entry(game: str, state: dict) -> Screen:
    """**Menu > Enter dice**: the number the game waits for as its digits, else how many dice
    were thrown (unless the game allows one number of them) and the value of each."""
    profile = dice_profile(game, state)
    numbers = number_entry(game, state)
    if numbers:
        return NumberScreen(profile, numbers, number_name(game))
    counts, wait = dice_counts(game, state), dice_wait(game, state)
    if len(counts) == 1:
        return entry_screen(profile, counts[0], wait)
    return DiceCountScreen(profile, counts, None if counts else wait)


def entry_screen(profile: str, count: int, why: str | None = None) -> DiceScreen:
    """Tap the value of each of ``count`` dice of ``profile``, with no camera reading (``why``: what
    the game says of a roll it does not take yet, above the one it offers instead)."""
    roll = DiceRolled((), (), 1.0, profile, origin="touch")
    return DiceScreen(roll, why or t("No camera reading: tap the value of each die."), False, count, "touch")


def correction_screen(roll: DiceRolled, why: str, can_keep: bool, counts: tuple[int, ...] = ()) -> DiceScreen:
    """The screen that corrects a doubtful camera ``roll``: one value per die read when the
    game takes that many, else per die of the largest throw it takes (the one Time Captain
    die; both dice of a 2d6 roll when the camera read three things)."""
    read = max(1, len(roll.faces))
    count = read if read in counts or not counts else max(counts)
    return DiceScreen(roll, why, can_keep, count, "corrected")


def typed_roll(value: int, profile: str) -> DiceRolled:
    """A die value typed on the keyboard, as the face of ``profile`` that shows it (the
    Time Captain's "2tu" for a typed 2); a value no face shows keeps its number, for the
    game to be told it is not on that die."""
    face = next((name for name, shown in profile_faces(profile) if shown == value), str(value))
    return DiceRolled((face,), (value,), 1.0, profile, origin="keyboard")


def profile_faces(profile: str) -> list[tuple[str, int | None]]:
    """The faces of a dice profile as ``(name, value)``; a plain d6 if it cannot be loaded."""
    from drivers.dice.profiles import ProfileError, load_profile

    try:
        return [(face.name, face.value) for face in load_profile(profile).faces]
    except (ProfileError, OSError):  # a missing or broken profile: the d6 faces still let players set the roll
        return [(str(n), n) for n in range(1, 7)]
