"""Helpers shared by the tests (import as `from helpers import ...`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"          # reference material beside the repo; absent for users
LOGS = Path(__file__).resolve().parent / "logs"


def agency(*args: str, input: str | None = None, timeout: float = 120, env: dict | None = None):
    """Run the real `agency` command in a child process; returns CompletedProcess."""
    return subprocess.run([sys.executable, "-m", "device.cli", *map(str, args)], input=input,
                          capture_output=True, text=True, timeout=timeout, cwd=REPO,
                          env={**os.environ, **(env or {})})


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, lines: list[dict]) -> Path:
    Path(path).write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return Path(path)


GOLDEN = Path(__file__).resolve().parent / "golden"


def differing_fraction(a, b) -> float:
    """The share of pixels whose colour differs by more than a font-hinting wobble."""
    import numpy as np
    import pygame

    left = pygame.surfarray.array3d(a).astype(int)
    right = pygame.surfarray.array3d(b).astype(int)
    return float((np.abs(left - right).max(axis=2) > 48).mean())


def assert_golden(image, name: str, tmp_path: Path, tolerance: float = 0.002) -> None:
    """Compare ``image`` with ``tests/golden/NAME``; ``make golden`` (AGENCY_UPDATE_GOLDEN=1)
    rewrites the golden file instead. A failure saves the new frame under ``tmp_path``."""
    import pytest
    import pygame

    golden = GOLDEN / name
    if os.environ.get("AGENCY_UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        pygame.image.save(image, str(golden))
    assert golden.exists(), f"no golden image {name}: run `make golden`"
    expected = pygame.image.load(str(golden))
    assert expected.get_size() == image.get_size(), f"{name}: the golden image has another size"
    share = differing_fraction(image, expected)
    if share > tolerance:
        pygame.image.save(image, str(tmp_path / name))
        pytest.fail(f"{name}: {share:.2%} of the pixels changed; the new frame is {tmp_path / name}")


def font_sizes_drawn(monkeypatch) -> list[int]:
    """Record the pixel size of every font the widgets ask for from now on."""
    from ui import widgets

    sizes: list[int] = []
    real_font = widgets._font
    monkeypatch.setattr(widgets, "_font", lambda pixels: sizes.append(pixels) or real_font(pixels))
    return sizes


def texts_drawn(monkeypatch) -> list[str]:
    """Record every text the widgets draw from now on, as drawn (a cut one ends with '…')."""
    from ui import widgets

    texts: list[str] = []
    real_fit = widgets._fit

    def fit(value, rect, pixels):
        font, shown = real_fit(value, rect, pixels)
        texts.append(shown)
        return font, shown

    monkeypatch.setattr(widgets, "_fit", fit)
    return texts


def play_through_table(isolated, log: list[dict], now=None):
    """Feed ``log`` through the live input path of a headless Appliance on the simulated
    table (session -> engine -> store -> screen); returns the stopped appliance.
    ``now``, if given, stands in for the kiosk's clock (seconds)."""
    from device import config
    from device.mainloop import Appliance, RunOptions

    app = Appliance(config.load(), isolated, RunOptions(headless=True, script=list(log), nfc_backend="sim",
                                                        controls_backend="mock"))
    if now is not None:
        app.now = now
    app.start()
    try:
        while app.script:
            app.step()
        app.step()
    finally:
        app.stop()
    return app


def render_view(view, state: dict, size: tuple[int, int], theme_name: str = "standard"):
    """A game view drawn alone in the kiosk's body region: (surface, body rect, theme)."""
    import pygame

    from ui.kiosk import Kiosk
    from ui.theme import Theme

    theme = Theme(theme_name, *size)
    body = Kiosk(*size, headless=True).layout()["body"]
    surface = pygame.Surface(size)
    surface.fill(theme.palette.background)
    view.draw(surface, body, state, theme)
    return surface, body, theme


@contextmanager
def awaiting_a_camera_roll(data: Path):
    """The kiosk, headless, playing Kiválasztottak with Anna's 2d6 próba (4-9) awaited; the
    config file (``AGENCY_CONFIG``) points its camera at the frames of the throw."""
    from device import config
    from device.mainloop import Appliance, RunOptions

    app = Appliance(config.load(), data, RunOptions(headless=True, new_game="kivalasztottak",
                                                    nfc_backend="sim", controls_backend="mock"))
    app.start()
    try:
        app.session.submit({"action": "ask_roll", "kind": "proba", "low": 4, "high": 9, "player": "Anna"})
        yield app
    finally:
        app.stop()


def step_until_roll(app, seconds: float = 60) -> dict:
    """Frames until the game takes a roll (or ``seconds`` pass); the log's last line."""
    deadline = time.monotonic() + seconds
    while app.session.match.log[-1]["action"] != "roll" and time.monotonic() < deadline:
        app.step()
    return app.session.match.log[-1]


def shots(symbol, count=3):
    """Pictures of one drawn die showing ``symbol``, turned a little more in each."""
    from drivers.dice import render
    return [render.scene([(symbol, (320, 240), 25 * i)], side=60, seed=i) for i in range(count)]


def action_dice_shots():
    """Pictures of each T.I.M.E Stories action die face, drawn as a symbol."""
    from drivers.dice import render
    return {face: shots(drawn) for face, drawn in render.ACTION_DIE_AS_DRAWN.items()}


class AnotherReader:
    """Today's dice networks with the reader of another version: it reads the same faces, but
    describes every crop in its own terms (today's descriptions turned in their space)."""

    def __init__(self, networks):
        import numpy as np
        self.networks, self.reader_id, self.lock = networks, "another version's", networks.lock
        self.turn = np.linalg.qr(np.random.default_rng(0).normal(size=(96, 96)))[0].astype(np.float32)

    def locate(self, image):
        return self.networks.locate(image)

    def read(self, crops):
        probs, descriptions = self.networks.read(crops)
        return probs, descriptions @ self.turn
