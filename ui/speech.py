"""Optional spoken cues through a local text-to-speech program.

``espeak-ng`` (or the older ``espeak``) is used when it is on the PATH and
``display.speech`` is on; otherwise every cue is silent. Speaking never blocks
the frame loop: the program runs on its own and a cue still speaking is cut
short by the next one. espeak-ng names its voices by language code, so a
language with a catalog in ``ui/lang/`` is spoken in the voice of that code.
"""

from __future__ import annotations

import shutil
import subprocess


class Speaker:
    def __init__(self, enabled: bool, language: str = "en"):
        self.program = (shutil.which("espeak-ng") or shutil.which("espeak")) if enabled else None
        self.language = language
        self._speaking: subprocess.Popen | None = None

    @property
    def available(self) -> bool:
        return self.program is not None

    def say(self, text: str) -> None:
        if self.program is None or not text:
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
