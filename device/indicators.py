"""The table's signals beside the screen: the status LED, the buzzer and spoken cues.

The LED is steady while all is well, flickers for a moment when a card or a
roll is read, and blinks slowly while something needs the players' attention.
The buzzer beeps once when the turn clock passes its limit, twice when
something needs attention, three times when the game is over. Speech says the
roll and whatever the game's table module cues (in T.I.M.E Stories, the TU left).

Every signal is optional: without controls (no GPIO pins) the LED and buzzer
calls only keep :attr:`Indicators.led_state`, and speech is silent unless it is
turned on and a TTS program is installed. The cues are written in English
with :func:`engine.text.t`; ``say`` (handed in by the composition root, as the
device does not translate) says them in the kiosk's language.
"""

from __future__ import annotations

import time
from typing import Callable

from device.mapping import event_of
from device.session import Outcome
from device.tables import spoken_cue
from drivers.events import DiceRolled
from drivers.speech import Speaker
from engine.text import die_face

READING_FLASH_SECONDS = 0.3


class Indicators:
    def __init__(self, controls, speaker: Speaker, turn_limit: float, say: Callable[[str], str] = str):
        self.controls = controls             # drivers.controls.Controls, or None when the pins are unusable
        self.speaker = speaker
        self.say = say                       # a sentence in the kiosk's current language
        self.turn_limit = turn_limit         # seconds; 0 turns the late-turn beep off
        self.led_state = "idle"
        self._led_until = 0.0
        self._late_turn_cued = False

    def set_led(self, state: str, seconds: float = 0.0) -> None:
        """``idle`` steady on, ``reading`` a fast flicker for ``seconds``, ``attention`` a slow blink."""
        self._led_until = time.monotonic() + seconds
        if state == self.led_state or self.controls is None:
            self.led_state = state
            return
        self.led_state = state
        if state == "reading":
            self.controls.led.blink(on_time=0.04, off_time=0.04)
        else:
            self.controls.attention(state == "attention")

    def flash_reading(self) -> None:
        self.set_led("reading", seconds=READING_FLASH_SECONDS)

    def settle_led(self, attention: bool) -> None:
        """After an outcome: blink while something needs attention, else steady. A reading
        flicker with nothing to attend to is left to end on its own (:meth:`tick`)."""
        if attention or self.led_state != "reading":
            self.set_led("attention" if attention else "idle")

    def beep(self, beeps: int) -> None:
        if self.controls is not None:
            self.controls.beep(beeps)

    def action_applied(self, outcome: Outcome, game: str, state: dict, over: bool) -> None:
        """An accepted action: the late-turn beep may sound again, the roll and the
        game's own cue are spoken, and the game's end is beeped."""
        self._late_turn_cued = False
        cues = []   # one utterance: a second cue would cut the first short
        roll = event_of(outcome.action.get("source"))   # None for a source of another shape
        if isinstance(roll, DiceRolled):
            cues.append(", ".join(self.say(die_face(name)) for name in roll.faces))
        cue = spoken_cue(game, outcome.action, state)
        if cue:
            cues.append(self.say(cue))
        self.speaker.say(". ".join(cues))
        if over:
            self.beep(3)

    def tick(self, attention: bool, turn_seconds: Callable[[], float] | None) -> bool:
        """Time-driven signals, once a frame: the end of the reading flicker, and one beep
        when the turn clock passes the limit. ``turn_seconds`` (None before a game is open)
        is only called while that beep is still to come. True when the beep sounded (the
        screen shows the late turn too)."""
        if self.led_state == "reading" and time.monotonic() >= self._led_until:
            self.set_led("attention" if attention else "idle")
        if self.turn_limit and turn_seconds is not None and not self._late_turn_cued \
                and turn_seconds() >= self.turn_limit:
            self._late_turn_cued = True
            self.beep(1)
            return True
        return False
