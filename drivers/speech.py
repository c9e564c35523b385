"""Optional spoken cues through a local text-to-speech program.

Two backends, in :data:`BACKENDS`: ``espeak`` runs ``espeak-ng`` (or the older
``espeak``) and is used when ``display.speech`` is on and the program is on the
PATH; otherwise ``silent`` takes every cue and says nothing. Speaking never
blocks the frame loop: the program runs on its own and a cue still speaking is
cut short by the next one. espeak-ng names its voices by language code, so a
kiosk language (one with a catalog in ``ui/lang/``) is spoken in the voice of that code.
"""

from __future__ import annotations

import shutil
import subprocess
from typing import Protocol, runtime_checkable

from drivers.backends import load_backend
from drivers.errors import DriverError

BACKENDS = {
    "espeak": "drivers.speech:EspeakSpeaker",
    "silent": "drivers.speech:SilentSpeaker",
}


@runtime_checkable
class Speaker(Protocol):
    """Says one cue at a time in ``language`` (a kiosk language code, settable)."""

    language: str
    available: bool     # False when every cue is silent

    def say(self, text: str) -> None: ...

    def stop(self) -> None: ...


class SpeechError(DriverError):
    """No text-to-speech program can be run."""


def espeak_program() -> str | None:
    return shutil.which("espeak-ng") or shutil.which("espeak")


def open_speaker(enabled: bool, language: str = "en") -> Speaker:
    """``espeak`` when speech is ``enabled`` and the program is installed, else ``silent``."""
    backend = "espeak" if enabled and espeak_program() else "silent"
    return load_backend(BACKENDS, backend)(language)


class EspeakSpeaker:
    available = True

    def __init__(self, language: str = "en"):
        self.program = espeak_program()
        if self.program is None:
            raise SpeechError("Neither espeak-ng nor espeak is on the PATH.")
        self.language = language
        self._speaking: subprocess.Popen | None = None

    def say(self, text: str) -> None:
        if not text:
            return
        self.stop()
        self._speaking = subprocess.Popen([self.program, "-v", self.language, text],
                                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL)

    def stop(self) -> None:
        if self._speaking is not None and self._speaking.poll() is None:
            self._speaking.terminate()
            self._speaking.wait(timeout=2)
        self._speaking = None


class SilentSpeaker:
    available = False

    def __init__(self, language: str = "en"):
        self.language = language

    def say(self, text: str) -> None:
        pass

    def stop(self) -> None:
        pass
