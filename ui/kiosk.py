"""The pygame kiosk: draws a :class:`ui.model.Screen` and reports touches and keys.

One frame loop (in :mod:`device.mainloop`) calls :meth:`Kiosk.poll` to drain
pygame's events through one handler table, hands the resulting inputs to the
device, and calls :meth:`Kiosk.render`, which redraws only when the screen
model changed or the clock's second ticked over.

Keys on the simulated table: Space/N next (spend 1 TU), Backspace/U undo,
Enter confirm, M menu, L history (log), 1-6 type a die, A-K and O-Z (not U) place or lift a simulated card,
Esc quits (when windowed).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from engine.text import t
from ui import screens, widgets
from ui.i18n import clock as clock_text, say
from ui.model import SIM_KEYS, STRIP_SECONDS, Overlay, Press, Quit, Screen, SimTag, TypeDie
from ui.theme import MIN_TEXT_PX, Theme
from ui.views import view_for

KEY_PRESSES = {pygame.K_SPACE: "next", pygame.K_n: "next", pygame.K_BACKSPACE: "undo", pygame.K_u: "undo",
               pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_m: "menu",
               pygame.K_l: "ui:history"}
DIE_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 7)} | {getattr(pygame, f"K_KP{n}"): n for n in range(1, 7)}
REPORT_BAR = 60            # height (at 480) of the bar under the report with its Close button
SIDE_SLOTS = 6             # the side column's buttons at most (Kiválasztottak's five and undo)
HOLD_SECONDS = 0.7         # a spot just tapped whose button changed ignores taps this long (a double tap)


def _picture(path: str):
    """A dice picture or report image, loaded once per version of the file (the report
    is drawn again into the same file as the game goes on); None if it cannot be read."""
    if not path:
        return None
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return _loaded(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=8)
def _loaded(path: str, _mtime_ns: int, _size: int):
    try:
        return pygame.image.load(path)
    except (pygame.error, FileNotFoundError):
        return None


def stable_slots(previous: dict[str, int], names: list[str], capacity: int) -> dict[str, int]:
    """The slot of each button ``names`` in a column of ``capacity``: Undo, on every screen
    of play, is always in the top slot; any other button keeps the slot it had in ``previous``
    while it stays; a new one takes the first free slot that no button just left, and a slot
    just left only when no other is free (so a second tap meant for a button that went does
    not land on a new one). When every button but Undo is new the screen has changed, and the
    slots start over in list order, as with more buttons than slots."""
    if "undo" in names:
        rest = stable_slots({name: slot - 1 for name, slot in previous.items() if name != "undo" and slot > 0},
                            [name for name in names if name != "undo"], capacity - 1)
        return {"undo": 0} | {name: slot + 1 for name, slot in rest.items()}
    if len(names) > capacity or not any(name in previous for name in names):
        return {name: slot for slot, name in enumerate(names)}   # a new screen: the table's order
    slots = {name: previous[name] for name in names if name in previous and previous[name] < capacity}
    just_left = {slot for name, slot in previous.items() if name not in slots}
    free = [slot for slot in range(capacity) if slot not in slots.values() and slot not in just_left]
    free += sorted(slot for slot in just_left - set(slots.values()) if slot < capacity)
    for name in names:
        if name not in slots:
            slots[name] = free.pop(0)
    return slots


@dataclass(frozen=True)
class SideTouch:
    """A side button's touch target: the press it sends and the slot it sits in."""
    name: str
    slot: int


def _chip_pages(heights: list[int], rows: int) -> list[list[int]]:
    """The simulated cards (each ``heights`` rows tall) in order, in as few pages of ``rows``
    rows as hold them, filled evenly (11 cards in pages of 9 rows: 6 and 5, not 9 and 2)."""
    def packed(room: int) -> list[list[int]]:
        pages: list[list[int]] = [[]]
        used = 0
        for index, height in enumerate(heights):
            if pages[-1] and used + height > room:
                pages.append([])
                used = 0
            pages[-1].append(index)
            used += height
        return pages

    fewest = len(packed(rows))
    pages, start = [], 0
    for left in range(fewest, 0, -1):   # each page its even share of the rows the cards after it take
        share, used = -(-sum(heights[start:]) // left), 0
        pages.append([])
        while start < len(heights) and (not pages[-1] or used + heights[start] <= share):
            pages[-1].append(start)
            used += heights[start]
            start += 1
    if start == len(heights) and all(sum(heights[i] for i in page) <= rows for page in pages):
        return pages
    room = -(-sum(heights) // fewest)   # two-row cards upset the shares: the even share, grown until they fit
    while len(packed(room)) > fewest:
        room += 1
    return packed(room)


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
        self._slots: dict[str, int] = {}        # the side buttons' slots, kept while they stay on screen
        self._slots_game: str | None = None     # the game the slots were laid out for
        self._chip_slots = 0                    # the slots the simulated cards stay under in this game
        self._chip_page = 0                     # which page of simulated cards shows, when not all fit
        self.clock = time.monotonic             # play time (the appliance's, which tests move by hand)
        self._occupants: dict[int, str] = {}    # slot -> the button drawn there last
        self._touched: tuple[int, float] | None = None   # the side slot tapped last, and when
        self._held: dict[int, float] = {}       # slot -> until when it ignores taps
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
            self.theme = Theme(self.theme.name, *self.size, self.theme.language)
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
        hold_over = any(until <= self.clock() for until in self._held.values())   # undim it, take taps again
        if not (force or self._dirty or hold_over or second != self._shown_second) or self.screen is None:
            return False
        self._shown_second = second
        self._dirty = False
        self.draw(self.surface, self.screen, second)
        pygame.display.flip()
        return True

    def snapshot(self, path: str) -> None:
        pygame.image.save(self.surface, path)

    # -- drawing -------------------------------------------------------------

    def draw(self, surface: pygame.Surface, screen: Screen, elapsed: int = 0) -> None:
        if self.theme.language != screen.language:  # views may gloss their game's terms in it
            self.theme = Theme(self.theme.name, *self.size, screen.language)
        theme = self.theme
        surface.fill(theme.palette.background)
        regions = self.layout()
        self._targets = []
        if screen.overlay is not None:
            self._draw_overlay(surface, screen.overlay, screen.language)
        elif screen.idle:
            self._draw_idle(surface, regions, screen)
        else:
            self._draw_header(surface, regions["header"], screen)
            view_for(screen.game).draw(surface, regions["body"], screen.state, theme)
            self._draw_side(surface, regions["side"], screen)
            self._draw_strip(surface, regions["strip"], screen)
            if screen.extra.get("banner"):
                self._draw_banner(surface, regions["body"], screen.extra["banner"], screen.language)

    def layout(self) -> dict[str, pygame.Rect]:
        """The screen's four regions: header, the game's body, the side column
        of buttons, and the action strip at the bottom."""
        theme = self.theme
        width, height = self.size
        header = pygame.Rect(0, 0, width, theme.px(44))
        strip = pygame.Rect(0, height - theme.px(64), width, theme.px(64))
        # The side column is as wide in the large theme as in the standard one: its larger labels
        # wrap, and the game's view keeps the width its large numbers need.
        side_width = theme.at_standard_scale().px(190)
        side = pygame.Rect(width - side_width, header.bottom, side_width, strip.top - header.bottom)
        body = pygame.Rect(0, header.bottom, side.left, strip.top - header.bottom)
        return {"header": header, "body": body, "side": side, "strip": strip}

    def _clocks(self, screen: Screen):
        """The screen's timers moved on by the time since the device took them."""
        timers = screen.timers
        if timers is None or timers.paused or timers.ended:
            return timers
        ran = max(0.0, time.monotonic() - screen.started)
        return replace(timers, session=timers.session + ran, phase_seconds=timers.phase_seconds + ran,
                       turn_seconds=timers.turn_seconds + ran)

    def _draw_header(self, surface, rect, screen) -> None:
        theme, lang = self.theme, screen.language
        inner = rect.inflate(-theme.px(12), -theme.px(6))
        menu = pygame.Rect(inner.right - theme.px(110), inner.top, theme.px(110), inner.height)
        clock = pygame.Rect(menu.left - theme.px(210), inner.top, theme.px(200), inner.height)
        title = pygame.Rect(inner.left, inner.top, clock.left - inner.left - theme.px(8), inner.height)
        widgets.text(surface, screen.title, title, theme, 26, theme.palette.text)
        timers = self._clocks(screen)
        if timers is not None:
            widgets.text(surface, say(lang, t("Session {time}", time=clock_text(timers.session))), clock, theme, 22,
                         theme.palette.muted, align="right")
        self._button(surface, menu, say(lang, t("Menu")), Press("ui:menu", "touch"), 22)

    def _button(self, surface, rect, label: str, target, size: float = 24, focused: bool = False) -> None:
        """A touch target: a panel with a border (thicker, with a pointer, when the
        physical buttons have it in focus); with no ``target``, dimmed and not touchable."""
        theme, pal = self.theme, self.theme.palette
        if target is None:
            widgets.panel(surface, rect, theme, pal.background, border=pal.muted)
            widgets.label(surface, label, rect.inflate(-theme.px(12), 0), theme, size, pal.muted)
            return
        widgets.panel(surface, rect, theme, pal.panel, border=pal.text if focused else pal.accent)
        inner = rect.inflate(-theme.px(12), 0)
        if focused:
            pygame.draw.rect(surface, pal.text, rect, width=max(4, theme.px(5)), border_radius=theme.px(8))
            tip = rect.left + theme.px(14)
            pygame.draw.polygon(surface, pal.text, [(rect.left + theme.px(6), rect.centery - theme.px(8)),
                                                    (tip, rect.centery),
                                                    (rect.left + theme.px(6), rect.centery + theme.px(8))])
            inner = pygame.Rect(tip + theme.px(4), rect.top, rect.right - tip - theme.px(10), rect.height)
        widgets.label(surface, label, inner, theme, size)
        self._targets.append((rect, target))

    def _draw_side(self, surface, rect, screen) -> None:
        """The game's buttons, each in the slot it had while it stays on screen (a tap
        meant for one button never lands on another), then the simulated cards."""
        theme, lang = self.theme, screen.language
        gap, top = theme.px(8), rect.top + theme.px(8)
        # six slots in every theme (the large one's buttons less tall), and under them, on the
        # simulated table, room for a card and the page turn
        room = rect.height - gap - (2 * (theme.px(26) + theme.px(2)) if screen.chips else 0)
        step, capacity = min(theme.px(52) + gap, room // SIDE_SLOTS), SIDE_SLOTS
        if screen.game != self._slots_game:   # the slots, and the cards under them, stay put through its phases
            self._slots, self._slots_game, self._chip_slots = {}, screen.game, 0
        self._slots = stable_slots(self._slots, [name for name, _ in screen.buttons], capacity)
        self._hold_changed_spot({slot: name for name, slot in self._slots.items()})
        armed = screen.extra.get("armed")
        said = {name: say(lang, t("Undo") if name == "undo" else label) for name, label in screen.buttons}
        shape = pygame.Rect(0, 0, rect.width - theme.px(14), step - gap)
        # one size for the column's labels: the largest every one of them fits at
        size = widgets.label_size([*said.values(), say(lang, t("Tap again"))], shape.inflate(-theme.px(12), 0),
                                  theme, 24)
        for name, _ in screen.buttons:
            slot = self._slots[name]
            button = shape.move(rect.left + theme.px(6), top + slot * step)
            if slot in self._held:
                self._button(surface, button, said[name], None, size)
            elif name == armed and screen.extra.get("armed_said", (None, True))[1]:   # the strip says what it does
                self._button(surface, button, say(lang, t("Tap again")), SideTouch(name, slot), size, focused=True)
            else:
                self._button(surface, button, said[name], SideTouch(name, slot), size)
        # The cards start under the lowest slot the game has used, so they do not move up when a
        # button goes, nor when a phase with fewer buttons comes (nor their pages change under a finger).
        used = max(self._slots.values(), default=-1) + 1 if screen.buttons else 0
        self._chip_slots = used = max(used, self._chip_slots)
        self._draw_chips(surface, pygame.Rect(rect.left, top + used * step, rect.width,
                                              rect.bottom - top - used * step), screen)

    def _hold_changed_spot(self, occupants: dict[int, str]) -> None:
        """A finger that just tapped a side button and finds another there (the button set
        changed under it) must tap again on purpose: that slot ignores taps for
        ``HOLD_SECONDS`` after the change, so a double tap never acts on the new button."""
        now = self.clock()
        self._held = {slot: until for slot, until in self._held.items()
                      if until > now and occupants.get(slot) is not None}
        if self._touched is not None:
            slot, at = self._touched
            if now - at < HOLD_SECONDS and occupants.get(slot) not in (None, self._occupants.get(slot)):
                self._held[slot] = now + HOLD_SECONDS
                self._touched = None   # one change after one tap holds once
        self._occupants = occupants

    def _draw_chips(self, surface, rect, screen) -> None:
        """The simulated cards in the room under the buttons, never below it: when they do
        not all fit, a page of them and a "More cards" row that turns the page (the keys
        place every card whichever page shows)."""
        if not screen.chips:
            return
        theme, pal = self.theme, self.theme.palette
        row, gap = theme.px(26), theme.px(2)
        rows = (rect.height + gap) // (row + gap)
        if rows < 1:
            return
        label = pygame.Rect(rect.left + theme.px(8), rect.top, rect.width - theme.px(16), 0)
        if rows > 2:   # room for a heading besides a card and the page turn
            label.height = row
            rows -= 1
            widgets.text(surface, say(screen.language, t("Simulated cards")), label, theme, 18, pal.muted)
        inner = rect.width - theme.px(14) - theme.px(10)
        said = [f"{chip.key.upper()} {chip.label}" for chip in screen.chips]
        # a name too long for one row at the smallest size takes two rows, wrapped
        heights = [1 if theme.floor_font().size(value)[0] <= inner or rows < 3 else 2 for value in said]
        size, wrapped = widgets.wrapped_at_one_size(list(zip(said, heights)), inner, theme, 18)   # one size for the list
        pages = _chip_pages(heights, rows if sum(heights) <= rows else max(1, rows - 1))
        self._chip_page %= len(pages)
        top = label.bottom
        for index in pages[self._chip_page]:
            tall = heights[index] * (row + gap) - gap
            box = pygame.Rect(rect.left + theme.px(6), top, rect.width - theme.px(14), tall)
            if screen.chips[index].placed:
                widgets.panel(surface, box, theme, pal.accent)
            color = pal.background if screen.chips[index].placed else pal.text
            text_box = box.inflate(-theme.px(10), 0)
            lines = wrapped[index]
            for line_box, line in zip(widgets.split_rows(text_box, *[tall / len(lines)] * len(lines)), lines):
                widgets.text(surface, line, line_box, theme, size, color)
            self._targets.append((box, SimTag(index)))
            top += tall + gap
        if len(pages) > 1:
            more = pygame.Rect(rect.left + theme.px(6), label.bottom + (rows - 1) * (row + gap),
                               rect.width - theme.px(14), row)
            widgets.panel(surface, more, theme, border=pal.accent)
            widgets.text(surface, say(screen.language, t("More cards")), more.inflate(-theme.px(10), 0), theme, 18,
                         pal.text, align="center")
            self._targets.append((more, self._turn_chip_page))

    def _turn_chip_page(self) -> None:
        """The next page of simulated cards: the kiosk's own layout, the game sees nothing."""
        self._chip_page += 1
        self._dirty = True

    def _draw_strip(self, surface, rect, screen) -> None:
        """The latest input and what it did (for ``STRIP_SECONDS``; touch it for the
        whole history), and the round or location clock and the turn clock."""
        theme, pal, lang = self.theme, self.theme.palette, screen.language
        latest = screen.strip[-1] if screen.strip else None
        warning = None if latest and latest.outshines(screen.attention, time.monotonic()) else screen.attention
        outline = rect.inflate(-theme.px(8), -theme.px(6))
        widgets.panel(surface, outline, theme, border=pal.warn if warning else None)
        news, clocks = self._strip_parts(rect)
        self._targets.append((news, Press("ui:history", "touch")))
        armed = screen.extra.get("armed_said")   # (what the second press does, whether it was touched)
        if armed:
            again = (t("{action}: tap again to do it; any other input calls it off.", action=say(lang, armed[0]))
                     if armed[1] else
                     t("{action}: press again to do it; any other input calls it off.", action=say(lang, armed[0])))
            value, color, mark = say(lang, again), pal.warn, "warn"
        elif warning:
            value, color, mark = say(lang, warning), pal.warn, "warn"
        elif (latest and latest is not screen.extra.get("banner")       # the banner says it whole
              and time.monotonic() - latest.shown_at < STRIP_SECONDS):
            value = screens.input_said(lang, latest.read, latest.said)
            color, mark = (pal.bad, "refused") if latest.refused else (pal.text, None)
            if not widgets.paragraph_fits(value, self._mark_rest(news), theme, 20):
                # what the input did matters more than what was read: that goes first
                value = " ".join(say(lang, sentence) for sentence in latest.said)
        else:
            value = t("The game is over: the report is in the menu.") if screen.extra.get("over") \
                else screen.extra.get("prompt") or t("Scan a card, roll the dice or press a button.")
            value, color, mark = say(lang, value), pal.muted, None
        if mark:
            news = self._mark(surface, news, mark, color)
        widgets.paragraph(surface, value, news, theme, 20, color)
        if screen.offer and warning:
            self._button(surface, clocks, say(lang, screen.offer[1]), Press(screen.offer[0], "touch"), 22)
        else:
            self._draw_clocks(surface, clocks, screen)

    def _draw_banner(self, surface, body: pygame.Rect, line, language: str) -> None:
        """An outcome that changed the game, whole, at the foot of the game's view (over it,
        never over the buttons): wrapped to as many rows as it takes, smaller only if the
        view cannot hold them at the strip's size; it stays until the next input."""
        theme, pal = self.theme, self.theme.palette
        value = screens.input_said(language, line.read, line.said)
        inner_width = body.width - theme.px(40)
        size = 22
        while True:
            rows = widgets.wrap(value, inner_width, theme, size, 99)
            row_height = theme.font(size).get_linesize()
            height = len(rows) * row_height + theme.px(20)
            if height <= body.height - theme.px(8) or theme.px(size) <= MIN_TEXT_PX:
                break
            size *= 0.9
        panel = pygame.Rect(body.left + theme.px(8), body.bottom - height - theme.px(4), body.width - theme.px(16),
                            height)
        widgets.panel(surface, panel, theme, pal.panel, border=pal.accent)
        top = panel.top + theme.px(10)
        for row in rows:
            widgets.text(surface, row, pygame.Rect(panel.left + theme.px(12), top, inner_width, row_height), theme,
                         size, pal.text)
            top += row_height

    def _strip_parts(self, strip: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The strip's message part (left) and its clocks (the right 30 %)."""
        inner = strip.inflate(-self.theme.px(24), -self.theme.px(10))
        clocks = pygame.Rect(inner.right - int(inner.width * 0.3), inner.top, int(inner.width * 0.3), inner.height)
        return pygame.Rect(inner.left, inner.top, clocks.left - inner.left - self.theme.px(10), inner.height), clocks

    def _mark(self, surface, rect, kind: str, color) -> pygame.Rect:
        """A shape beside a message, so its meaning is not carried by colour alone:
        a triangle for attention, a cross for a refused input. Returns the rest of ``rect``."""
        theme = self.theme
        box = self._mark_box(rect)
        if kind == "warn":
            pygame.draw.polygon(surface, color, [box.midtop, box.bottomright, box.bottomleft], width=max(2, theme.px(3)))
        else:
            width = max(2, theme.px(4))
            pygame.draw.line(surface, color, box.topleft, box.bottomright, width)
            pygame.draw.line(surface, color, box.topright, box.bottomleft, width)
        return self._mark_rest(rect)

    def _mark_box(self, rect) -> pygame.Rect:
        side = min(rect.height, self.theme.px(26))
        return pygame.Rect(rect.left, rect.centery - side // 2, side, side)

    def _mark_rest(self, rect) -> pygame.Rect:
        """``rect`` less the mark :meth:`_mark` draws at its left (the room a marked message has)."""
        box = self._mark_box(rect)
        gap = self.theme.px(8)
        return pygame.Rect(box.right + gap, rect.top, rect.right - box.right - gap, rect.height)

    def _draw_clocks(self, surface, rect, screen) -> None:
        theme, pal, lang = self.theme, self.theme.palette, screen.language
        timers = self._clocks(screen)
        if timers is None:
            return
        top, bottom = widgets.split_rows(rect, rect.height // 2, 0)
        if timers.paused:
            bar = pygame.Rect(top.left, top.top + theme.px(4), max(3, theme.px(6)), top.height - theme.px(8))
            pygame.draw.rect(surface, pal.warn, bar)
            pygame.draw.rect(surface, pal.warn, bar.move(bar.width * 2, 0))
            widgets.text(surface, say(lang, t("Clock paused")), top.inflate(-bar.width * 4, 0).move(bar.width * 2, 0),
                         theme, 20, pal.warn)
        elif timers.phase is not None:
            kind, name = timers.phase
            text = say(lang, t("Round {n} {time}", n=name, time=clock_text(timers.phase_seconds)) if kind == "round"
                       else t("{name} {time}", name=name, time=clock_text(timers.phase_seconds)))
            widgets.text(surface, text, top, theme, 20, pal.text)
        late = screen.turn_limit and timers.turn_seconds >= screen.turn_limit
        if late:
            bottom = self._mark(surface, bottom, "warn", pal.warn)
        widgets.text(surface, say(lang, t("Turn {time}", time=clock_text(timers.turn_seconds))), bottom, theme, 20,
                     pal.warn if late else pal.muted)

    def _draw_idle(self, surface, regions, screen) -> None:
        """The game at a glance: the game's view across the whole width, the clocks, no buttons."""
        theme, pal = self.theme, self.theme.palette
        header, strip = regions["header"], regions["strip"]
        self._draw_header(surface, header, screen)
        body = pygame.Rect(0, header.bottom, self.size[0], strip.top - header.bottom)
        view_for(screen.game).draw(surface, body, screen.state, theme)
        hint, clocks = self._strip_parts(strip)
        widgets.text(surface, say(screen.language, t("Touch the screen or press a button to go on.")), hint, theme,
                     20, pal.muted)
        self._draw_clocks(surface, clocks, screen)
        self._targets = [(pygame.Rect((0, 0), self.size), Press("ui:wake", "touch"))]

    def report_size(self) -> tuple[int, int]:
        """The size to draw the report at, so it shows unscaled above its button bar
        (scaled down, its 18 px text would not be 18 px any more)."""
        return self.size[0], self.size[1] - self.theme.px(REPORT_BAR)

    def _draw_report(self, surface, overlay: Overlay, language: str) -> None:
        width, height = self.report_size()
        self._draw_picture(surface, pygame.Rect(0, 0, width, height), overlay.picture, language, upscale=False)
        bar = pygame.Rect(0, height, width, self.size[1] - height).inflate(-self.theme.px(16), -self.theme.px(10))
        close = pygame.Rect(bar.right - self.theme.px(220), bar.top, self.theme.px(220), bar.height)
        name, label = overlay.choices[0]
        self._button(surface, close, say(language, label), Press(name, "touch"), 22, focused=True)

    def _draw_overlay(self, surface, overlay: Overlay, language: str) -> None:
        """A screen over the game: title, lines, an optional picture, and the choices as a grid."""
        if overlay.kind == "report":
            self._draw_report(surface, overlay, language)
            return
        theme = self.theme
        title, content, grid, columns, height = self._overlay_layout(len(overlay.choices), surface)
        widgets.text(surface, say(language, overlay.title), title, theme, 28)
        gap = theme.px(8)
        if overlay.picture is not None:
            picture = pygame.Rect(content.left, content.top, int(content.width * 0.4), content.height)
            self._draw_picture(surface, picture, overlay.picture, language)
            content = pygame.Rect(picture.right + gap, content.top, content.right - picture.right - gap,
                                  content.height)
        self._draw_lines(surface, content, [say(language, line) for line in overlay.lines])
        width = (grid.width - gap * (columns - 1)) // columns
        for index, (name, label) in enumerate(overlay.choices):
            if not name:   # a gap: the place stays empty
                continue
            row, column = divmod(index, columns)
            box = pygame.Rect(grid.left + column * (width + gap), grid.top + row * (height + gap), width, height)
            self._button(surface, box, say(language, label), Press(name, "touch"), 22, focused=index == overlay.focus)

    def _overlay_layout(self, choices: int, surface=None):
        """Where an overlay's title, lines and grid of ``choices`` go (the panel is drawn
        on ``surface`` when given): ``(title, content, grid, columns, button height)``."""
        theme = self.theme
        area = pygame.Rect((0, 0), self.size).inflate(-theme.px(16), -theme.px(16))
        if surface is not None:
            widgets.panel(surface, area, theme)
        inner = area.inflate(-theme.px(20), -theme.px(16))
        title, rest = widgets.split_rows(inner, theme.px(44), 0)
        columns = 2 if choices <= 6 else 3 if choices <= 12 else 4
        rows_of_choices = -(-choices // columns)
        gap = theme.px(8)
        height = min(theme.px(52), (rest.height // 2) // max(1, rows_of_choices) - gap)
        grid = pygame.Rect(rest.left, rest.bottom - rows_of_choices * (height + gap), rest.width,
                           rows_of_choices * (height + gap))
        content = pygame.Rect(rest.left, rest.top, rest.width, grid.top - rest.top - gap)
        return title, content, grid, columns, height

    def history_page(self) -> int:
        """How many history entries one page shows whole: each may wrap to two rows, and
        the page has up to four buttons (previous, more, undo, close)."""
        content = self._overlay_layout(4)[1]
        return max(1, (content.height + self.theme.px(4)) // (2 * self.theme.px(28) + self.theme.px(4)))

    def _draw_lines(self, surface, rect, lines) -> None:
        """Each line wrapped, top to bottom, as many as fit: a line takes the rows it needs
        while the rows below it hold the two rows each line after it may need (a page of the
        history is counted at two rows a line); only the last line takes every row left."""
        theme = self.theme
        row_height, top = theme.px(28), rect.top
        for index, line in enumerate(lines):
            below = (len(lines) - index - 1) * (2 * row_height + theme.px(4))
            rows = max(2, (rect.bottom - top - below) // row_height)
            wrapped = widgets.wrap(line, rect.width, theme, 20, rows) if rect.width > 0 else []
            if top + row_height * len(wrapped) > rect.bottom:
                break
            for part in wrapped:
                widgets.text(surface, part, pygame.Rect(rect.left, top, rect.width, row_height), theme, 20)
                top += row_height
            top += theme.px(4)

    def _draw_picture(self, surface, rect, path: str, language: str, upscale: bool = True) -> None:
        image = _picture(path)
        if image is None:
            widgets.panel(surface, rect, self.theme, border=self.theme.palette.muted)
            widgets.text(surface, say(language, t("No picture of this roll")), rect.inflate(-self.theme.px(12), 0),
                         self.theme, 20, self.theme.palette.muted, align="center")
            return
        scale = min(rect.width / image.get_width(), rect.height / image.get_height(), 99 if upscale else 1)
        fitted = pygame.transform.smoothscale(image, (max(1, int(image.get_width() * scale)),
                                                      max(1, int(image.get_height() * scale))))
        surface.blit(fitted, fitted.get_rect(center=rect.center))

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
        if len(name) == 1 and name in SIM_KEYS:
            return SimTag(SIM_KEYS.index(name))
        return None

    def _on_click(self, event):
        return self._hit(event.pos) if event.button == 1 else None

    def _on_finger(self, event):
        return self._hit((int(event.x * self.size[0]), int(event.y * self.size[1])))

    def _hit(self, pos):
        for rect, target in self._targets:
            if rect.collidepoint(pos):
                if callable(target):   # the kiosk's own layout (a page of simulated cards)
                    target()
                    return None
                if isinstance(target, SideTouch):
                    self._touched = (target.slot, self.clock())
                    return Press(target.name, "touch")
                return target
        return None
