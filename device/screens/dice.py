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
    """Dice with no camera reading: first how many were thrown (of the ``profile`` the game
    waits for), then the value of each on a :class:`DiceScreen` with no picture and nothing to keep."""

    profile: str

    def handlers(self):
        return {"dice_count": self._count}

    def view(self, language):
        return screens.dice_count(language)

    def _count(self, count):
        roll = DiceRolled((), (), 1.0, self.profile, origin="touch")
        return [OpenScreen(DiceScreen(roll, t("No camera reading: tap the value of each die."), False, int(count),
                                      "touch"))]


def correction_screen(roll: DiceRolled, why: str, can_keep: bool) -> DiceScreen:
    """The screen that corrects a doubtful camera ``roll``, one value per die read."""
    return DiceScreen(roll, why, can_keep, max(1, len(roll.faces)), "corrected")


def profile_faces(profile: str) -> list[tuple[str, int | None]]:
    """The faces of a dice profile as ``(name, value)``; a plain d6 if it cannot be loaded."""
    from drivers.dice.profiles import ProfileError, load_profile

    try:
        return [(face.name, face.value) for face in load_profile(profile).faces]
    except (ProfileError, OSError):  # a missing or broken profile: the d6 faces still let players set the roll
        return [(str(n), n) for n in range(1, 7)]
