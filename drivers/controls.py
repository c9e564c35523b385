"""The physical controls: four push buttons, a status LED and a piezo buzzer.

Wiring (BCM numbers, defaults in ``device/config.py``; see ``hardware.md``):
each button between its GPIO and GND (the Pi's internal pull-up is used, so
pressed reads low); the LED's anode through a 330 ohm resistor to its GPIO,
cathode to GND; an active piezo buzzer between its GPIO and GND.

=========  ====  ==========================================
part       BCM   does
=========  ====  ==========================================
confirm    5     accept a read, answer a prompt
undo       6     take back the last action
next       13    the game's next step (T.I.M.E Stories: spend 1 TU)
menu       19    the menu
LED        12    on: ready; blinking: needs attention
buzzer     16    short cues
=========  ====  ==========================================

Backends are gpiozero pin factories, named in :data:`BACKENDS`: ``gpio`` is
gpiozero's default (lgpio on a Pi 5, through rpi-lgpio), ``mock`` is gpiozero's
own ``MockFactory``, so the simulated table and the tests run the same gpiozero
code with pins that ``pin.drive_low()`` presses. A backend is a callable that
returns the pin factory (None: gpiozero's own choice).
"""

from __future__ import annotations

from pathlib import Path

from drivers.events import ButtonPressed
from drivers.backends import choose_backend, load_backend

BACKENDS = {
    "gpio": "drivers.controls:default_pin_factory",
    "mock": "gpiozero.pins.mock:MockFactory",
}
BUTTONS = ("confirm", "undo", "next", "menu")


def detect() -> str:
    """``gpio`` on a Raspberry Pi, else ``mock``."""
    try:
        model = Path("/proc/device-tree/model").read_text(errors="replace")
    except OSError:
        return "mock"
    return "gpio" if "Raspberry Pi" in model else "mock"


def default_pin_factory() -> None:
    """None, which makes gpiozero pick the Pi's own pin library when a device opens."""
    return None


class Controls:
    """The buttons, LED and buzzer on one pin factory."""

    def __init__(self, pins: dict[str, int], backend: str):
        from gpiozero import LED, Button, Buzzer  # gpiozero is light; its pin libraries are lazy

        self.backend = backend
        self.factory = load_backend(BACKENDS, backend)()
        self.pins = pins
        self.buttons = {name: Button(pins[name], pull_up=True, bounce_time=None if backend == "mock" else 0.03,
                                     pin_factory=self.factory) for name in BUTTONS}
        self.led = LED(pins["led"], pin_factory=self.factory)
        self.buzzer = Buzzer(pins["buzzer"], pin_factory=self.factory)

    @classmethod
    def from_config(cls, config, backend: str | None = None) -> "Controls":
        name = choose_backend("controls", BACKENDS, backend, "AGENCY_CONTROLS", config["controls.backend"], detect)
        pins = {name: config[f"controls.{name}_pin"] for name in (*BUTTONS, "led", "buzzer")}
        return cls(pins, name)

    def start(self, emit) -> None:
        for name, button in self.buttons.items():
            button.when_pressed = lambda _device, name=name: emit(ButtonPressed(name, "gpio"))
        self.led.on()

    def attention(self, needed: bool) -> None:
        """Blink the LED while something needs the players' attention."""
        if needed:
            self.led.blink(on_time=0.25, off_time=0.25)
        else:
            self.led.on()

    def beep(self, times: int = 1) -> None:
        self.buzzer.beep(on_time=0.06, off_time=0.08, n=times)

    def stop(self) -> None:
        # Close each device we opened; never a global GPIO cleanup (other code may own pins).
        for device in (*self.buttons.values(), self.led, self.buzzer):
            device.close()
        if self.factory is not None:
            self.factory.close()
