"""Dice set by touch: a doubtful camera reading corrected, or dice entered without one."""

from __future__ import annotations

from dataclasses import dataclass, field

from device.screens.base import Screen
from device.screens.effects import Close, OpenScreen, PutEvent
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
    allows now: none while it expects no roll), then the value of each on a
    :class:`DiceScreen` of the ``profile`` the game waits for, with no picture and nothing to keep."""

    profile: str
    counts: tuple[int, ...] = tuple(range(1, 7))

    def handlers(self):
        return {"dice_count": self._count}

    def view(self, language):
        return screens.dice_count(language, self.counts)

    def _count(self, count):
        return [OpenScreen(entry_screen(self.profile, int(count)))]


def entry_screen(profile: str, count: int) -> DiceScreen:
    """Tap the value of each of ``count`` dice of ``profile``, with no camera reading."""
    roll = DiceRolled((), (), 1.0, profile, origin="touch")
    return DiceScreen(roll, t("No camera reading: tap the value of each die."), False, count, "touch")


def correction_screen(roll: DiceRolled, why: str, can_keep: bool, counts: tuple[int, ...] = ()) -> DiceScreen:
    """The screen that corrects a doubtful camera ``roll``: one value per die the game
    expects when it expects one number of them (the one Time Captain die), else per die read."""
    count = counts[0] if len(counts) == 1 else max(1, len(roll.faces))
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
