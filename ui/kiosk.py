"""The pygame kiosk: draws a :class:`ui.model.Screen` and reports touches and keys.

One frame loop (in :mod:`device.mainloop`) calls :meth:`Kiosk.poll` to drain
pygame's events through one handler table, hands the resulting inputs to the
device, and calls :meth:`Kiosk.render`, which redraws only when the screen
model changed or the clock's second ticked over.

Keys on the simulated table: Space/N next (spend 1 TU), Backspace/U undo,
Enter confirm, M menu, 1-6 type a die, A-H place or lift simulated card A-H,
Esc quits (when windowed).
"""

from __future__ import annotations

import os
import time

import pygame

from ui import widgets
from ui.model import Press, Quit, Screen, SimTag, TypeDie
from ui.theme import Theme
from ui.views import view_for

KEY_PRESSES = {pygame.K_SPACE: "next", pygame.K_n: "next", pygame.K_BACKSPACE: "undo", pygame.K_u: "undo",
               pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_m: "menu"}
DIE_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 7)} | {getattr(pygame, f"K_KP{n}"): n for n in range(1, 7)}
CHIP_KEYS = "abcdefgh"


def has_display() -> bool:
    """A window can be opened: a desktop session, or a video driver chosen explicitly
    (the systemd unit sets kmsdrm on the Pi)."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or os.environ.get("SDL_VIDEODRIVER") not in (None, "", "dummy", "offscreen"))


class Kiosk:
    def __init__(self, width: int, height: int, theme: str = "standard", fullscreen: bool = False,
                 headless: bool = False):
        self.size = (width, height)
        self.theme = Theme(theme, width, height)
        self.fullscreen = fullscreen and not headless
        self.headless = headless
        self.surface: pygame.Surface | None = None
        self.screen: Screen | None = None
        self._dirty = True
        self._shown_second = -1
        self._targets: list[tuple[pygame.Rect, object]] = []
        self._handlers = {pygame.QUIT: self._on_quit, pygame.KEYDOWN: self._on_key,
                          pygame.MOUSEBUTTONDOWN: self._on_click, pygame.FINGERDOWN: self._on_finger,
                          pygame.VIDEOEXPOSE: self._on_expose, pygame.WINDOWEXPOSED: self._on_expose}

    def open(self) -> None:
        if self.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # the buzzer is on GPIO, not SDL audio
        pygame.display.init()
        pygame.font.init()
        flags = pygame.FULLSCREEN if self.fullscreen else 0
        size = (0, 0) if self.fullscreen else self.size
        self.surface = pygame.display.set_mode(size, flags)
        if self.fullscreen:  # the screen's own size wins; lay out for it
            self.size = self.surface.get_size()
            self.theme = Theme(self.theme.name, *self.size)
            pygame.mouse.set_visible(False)
        pygame.display.set_caption("Agency Table")

    def close(self) -> None:
        pygame.display.quit()

    def show(self, screen: Screen) -> None:
        self.screen = screen
        self._dirty = True

    def poll(self) -> list:
        """Drain pygame's queue; return the inputs for the device."""
        inputs = []
        for event in pygame.event.get():
            handler = self._handlers.get(event.type)
            if handler:
                result = handler(event)
                if result is not None:
                    inputs.append(result)
        return inputs

    def render(self, force: bool = False) -> bool:
        """Redraw if something changed; returns True when a frame was drawn."""
        second = int(time.monotonic() - self.screen.started) if self.screen else 0
        if not (force or self._dirty or second != self._shown_second) or self.screen is None:
            return False
        self._shown_second = second
        self._dirty = False
        self.draw(self.surface, self.screen, second)
        pygame.display.flip()
        return True

    def snapshot(self, path: str) -> None:
        pygame.image.save(self.surface, path)

    # -- drawing -------------------------------------------------------------

    def draw(self, surface: pygame.Surface, screen: Screen, elapsed: int) -> None:
        theme = self.theme
        surface.fill(theme.palette.background)
        regions = self.layout()
        self._targets = []
        self._draw_header(surface, regions["header"], screen, elapsed)
        view_for(screen.game).draw(surface, regions["body"], screen.state, theme)
        self._draw_side(surface, regions["side"], screen)
        self._draw_strip(surface, regions["strip"], screen)

    def layout(self) -> dict[str, pygame.Rect]:
        """The screen's four regions: header, the game's body, the side column
        of buttons, and the action strip at the bottom."""
        theme = self.theme
        width, height = self.size
        header = pygame.Rect(0, 0, width, theme.px(44))
        strip = pygame.Rect(0, height - theme.px(64), width, theme.px(64))
        side = pygame.Rect(width - theme.px(190), header.bottom, theme.px(190), strip.top - header.bottom)
        body = pygame.Rect(0, header.bottom, side.left, strip.top - header.bottom)
        return {"header": header, "body": body, "side": side, "strip": strip}

    def _draw_header(self, surface, rect, screen, elapsed) -> None:
        theme = self.theme
        inner = rect.inflate(-theme.px(20), 0)
        widgets.text(surface, screen.title, inner, theme, 26, theme.palette.text)
        hours, rest = divmod(elapsed, 3600)
        widgets.text(surface, f"Session {hours}:{rest // 60:02d}:{rest % 60:02d}", inner, theme, 24,
                     theme.palette.muted, align="right")

    def _draw_side(self, surface, rect, screen) -> None:
        theme, pal = self.theme, self.theme.palette
        top = rect.top + theme.px(8)
        for name, label in screen.buttons:
            button = pygame.Rect(rect.left + theme.px(6), top, rect.width - theme.px(14), theme.px(52))
            widgets.panel(surface, button, theme, pal.panel, border=pal.accent)
            widgets.text(surface, label, button.inflate(-theme.px(12), 0), theme, 24, align="center")
            self._targets.append((button, Press(name, "touch")))
            top = button.bottom + theme.px(8)
        if screen.chips:
            label = pygame.Rect(rect.left + theme.px(8), top, rect.width - theme.px(16), theme.px(26))
            widgets.text(surface, "Simulated cards", label, theme, 18, pal.muted)
            top = label.bottom
        for index, chip in enumerate(screen.chips):
            box = pygame.Rect(rect.left + theme.px(6), top, rect.width - theme.px(14), theme.px(26))
            if box.bottom > rect.bottom:
                break
            if chip.placed:
                widgets.panel(surface, box, theme, pal.accent)
            widgets.text(surface, f"{chip.key.upper()}  {chip.label}", box.inflate(-theme.px(10), 0), theme, 18,
                         pal.background if chip.placed else pal.text)
            self._targets.append((box, SimTag(index)))
            top = box.bottom + theme.px(2)

    def _draw_strip(self, surface, rect, screen) -> None:
        theme, pal = self.theme, self.theme.palette
        widgets.panel(surface, rect.inflate(-theme.px(8), -theme.px(6)), theme,
                      border=pal.warn if screen.attention else None)
        inner = rect.inflate(-theme.px(24), -theme.px(10))
        if screen.attention:
            lines = [("! " + screen.attention, pal.warn)]
        else:
            lines = [(f"{line.read}: {line.did}", pal.bad if line.refused else pal.text)
                     for line in screen.strip[-2:]] or [("Scan a card, roll the dice or press a button.", pal.muted)]
        rows = widgets.split_rows(inner, *([inner.height // len(lines)] * len(lines)))
        for row, (value, color) in zip(rows, lines):
            widgets.text(surface, value, row, theme, 20, color)

    # -- input handlers ------------------------------------------------------

    def _on_quit(self, event):
        return Quit()

    def _on_expose(self, event):
        self._dirty = True

    def _on_key(self, event):
        if event.key == pygame.K_ESCAPE and not self.fullscreen:
            return Quit()
        if event.key in KEY_PRESSES:
            return Press(KEY_PRESSES[event.key], "keyboard")
        if event.key in DIE_KEYS:
            return TypeDie(DIE_KEYS[event.key])
        name = pygame.key.name(event.key)
        if len(name) == 1 and name in CHIP_KEYS:
            return SimTag(CHIP_KEYS.index(name))
        return None

    def _on_click(self, event):
        return self._hit(event.pos) if event.button == 1 else None

    def _on_finger(self, event):
        return self._hit((int(event.x * self.size[0]), int(event.y * self.size[1])))

    def _hit(self, pos):
        for rect, target in self._targets:
            if rect.collidepoint(pos):
                return target
        return None
