"""What drivers report. Plain frozen values, put on one queue that the main loop drains.

Drivers run on their own threads (NFC polling, camera, gpiozero callbacks); the
only thing they share with the rest of the appliance is this queue.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class TagPlaced:
    """A tag came to rest on a reader. ``uid`` is uppercase hex, full length."""

    reader: str
    uid: str
    tag_type: str = "unknown"


@dataclass(frozen=True)
class TagRemoved:
    """The tag ``uid`` was lifted from ``reader`` (after several clean misses)."""

    reader: str
    uid: str


@dataclass(frozen=True)
class DiceRolled:
    """A settled roll. ``faces`` are the profile's face names (``"3"``, ``"skull"``),
    ``values`` their numbers where the profile gives one; ``picture`` is the path
    of the saved crop, if any."""

    faces: tuple[str, ...]
    values: tuple[int, ...]
    confidence: float
    profile: str = "d6"
    picture: str | None = None
    origin: str = "camera"  # camera, keyboard (typed), touch (entered on screen), corrected or confirmed on screen

    def numbers(self) -> tuple[int, ...] | None:
        """Every die's number, or None when a die has none (read as "?", or a symbol face).
        A game counts the dice by this, never by ``values`` alone: the camera's "? 2 4" is
        three dice, not a 2d6 roll of 2 and 4."""
        if len(self.values) != len(self.faces) or any(value is None for value in self.values):
            return None
        return self.values


@dataclass(frozen=True)
class ButtonPressed:
    """A control was pressed: ``confirm``, ``undo``, ``next``, ``menu`` or an
    on-screen action such as ``spend_tu``. ``origin``: gpio, touch, keyboard."""

    name: str
    origin: str = "gpio"


@dataclass(frozen=True)
class DeviceNotice:
    """A device needs attention (``multiple tags``, ``camera not found``) or is back.

    ``ok`` is True when the notice clears an earlier problem of the same device."""

    device: str
    text: str
    ok: bool = False
    data: dict = field(default_factory=dict, compare=False)


DriverEvent = TagPlaced | TagRemoved | DiceRolled | ButtonPressed | DeviceNotice
