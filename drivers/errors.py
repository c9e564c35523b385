"""The one root of every driver failure, so the appliance can catch them in one place."""

from __future__ import annotations


class DriverError(Exception):
    """A driver cannot do what was asked; ``str()`` is a sentence for the user where one is shown."""
