"""Backend tables and choosing a backend the way gpiozero chooses a pin factory:
by argument, then environment variable, then configuration, then detection.

Each driver declares one table, backend name -> ``"module:attribute"``, and the
module is imported only when that backend is used, so a laptop never imports
a Pi's hardware libraries. The configuration's choices, the command line's
``--backend`` options and the doctor all read these tables.
"""

from __future__ import annotations

import importlib
import os
from typing import Any, Callable

from drivers.errors import DriverError

BackendTable = dict[str, str]


class BackendError(DriverError):
    """A backend was asked for that does not exist or cannot start; one sentence."""


def choose_backend(kind: str, table: BackendTable, argument: str | None, env_var: str,
                   configured: str | None, detect: Callable[[], str]) -> str:
    """Return the name of the backend to use for ``kind`` (``nfc``, ``camera``, ``controls``).

    ``configured`` may be ``"auto"`` or None to fall through to ``detect``.
    """
    for origin, name in (("--backend", argument), (env_var, os.environ.get(env_var)),
                         ("config", configured)):
        if name and name != "auto":
            if name not in table:
                raise BackendError(f"{origin} asks for {kind} backend '{name}'; "
                                   f"choose one of: {', '.join(table)}, auto.")
            return name
    return detect()


def load_backend(table: BackendTable, name: str) -> Any:
    """Import the class (or factory) that ``table`` names for ``name``."""
    module, _, attribute = table[name].partition(":")
    return getattr(importlib.import_module(module), attribute)
