"""Every test runs headless, with its own empty data folder and no config file,
so nothing a developer has saved leaks in and nothing a test saves leaks out."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("AGENCY_DATA", str(data))
    monkeypatch.setenv("AGENCY_CONFIG", str(tmp_path / "config.toml"))
    for name in ("AGENCY_NFC", "AGENCY_CAMERA", "AGENCY_CONTROLS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    return data


@pytest.fixture
def fifth_game():
    """Tally, the test-only fifth game (``tests/fifth_game/``), registered for one test
    and forgotten after it: a test that takes this fixture sees it in ``registry.ids()``."""
    from engine import registry
    from fifth_game import GAME, register

    register()
    yield GAME
    registry.unregister(GAME.id)
