"""Choosing a backend the way gpiozero chooses a pin factory: by argument, then
environment variable, then configuration, then detection."""

from __future__ import annotations

import os
from typing import Callable


class BackendError(Exception):
    """A backend was asked for that does not exist or cannot start; one sentence."""


def choose_backend(kind: str, choices: tuple[str, ...], argument: str | None, env_var: str,
                   configured: str | None, detect: Callable[[], str]) -> str:
    """Return the name of the backend to use for ``kind`` (``nfc``, ``camera``, ``controls``).

    ``configured`` may be ``"auto"`` or None to fall through to ``detect``.
    """
    for origin, name in (("--backend", argument), (env_var, os.environ.get(env_var)),
                         ("config", configured)):
        if name and name != "auto":
            if name not in choices:
                raise BackendError(f"{origin} asks for {kind} backend '{name}'; "
                                   f"choose one of: {', '.join(choices)}, auto.")
            return name
    return detect()
