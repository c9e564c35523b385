"""Small drawing helpers shared by every view. All sizes are real pixels."""

from __future__ import annotations

import pygame

from ui.theme import MIN_TEXT_PX, Theme, _font


def text(surface: pygame.Surface, value: str, rect: pygame.Rect, theme: Theme, size: float,
         color=None, align: str = "left", valign: str = "center") -> pygame.Rect:
    """Draw ``value`` inside ``rect``: shrunk to fit the width if needed (never
    below the minimum size), then cut with '...' as a last resort."""
    color = color or theme.palette.text
    font, value = _fit(value, rect, max(MIN_TEXT_PX, theme.px(size)))
    image = font.render(value, True, color)
    # Laid out by the font's height: SDL_ttf 2.22 and later pad the rendered
    # image to the line spacing, rows below the descenders that hold no ink.
    box = pygame.Rect((0, 0), font.size(value))
    setattr(box, {"left": "left", "center": "centerx", "right": "right"}[align],
            getattr(rect, {"left": "left", "center": "centerx", "right": "right"}[align]))
    setattr(box, {"top": "top", "center": "centery", "bottom": "bottom"}[valign],
            getattr(rect, {"top": "top", "center": "centery", "bottom": "bottom"}[valign]))
    surface.blit(image, box, pygame.Rect((0, 0), box.size))
    return box


def fitted_font(value: str, rect: pygame.Rect, theme: Theme, size: float) -> pygame.font.Font:
    """The font :func:`text` draws ``value`` with in ``rect`` at ``size``."""
    return _fit(value, rect, max(MIN_TEXT_PX, theme.px(size)))[0]


def first_that_fits(values: list[str], rect: pygame.Rect, theme: Theme) -> str:
    """The first of ``values`` (words written out, then shorter forms) that :func:`text` draws
    in ``rect`` uncut; the last when none does."""
    # text() shrinks a value down to the floor before it cuts: one that fits there is drawn whole
    return next((value for value in values if theme.floor_font().size(value)[0] <= rect.width), values[-1])


def one_size(texts: list[tuple[str, int]], theme: Theme, size: float) -> float:
    """The size (at 480, as :func:`text` takes it) at which every ``(value, width)`` of ``texts``
    fits its width, shrunk as :func:`text` shrinks one (never below the floor): the rows of one
    panel drawn at it share one size."""
    pixels = min((_fitted_pixels(value, width, max(MIN_TEXT_PX, theme.px(size))) for value, width in texts),
                 default=max(MIN_TEXT_PX, theme.px(size)))
    return pixels / theme.scale


def _fitted_pixels(value: str, width: int, pixels: int) -> int:
    """The pixel size :func:`text` draws ``value`` at in ``width``: ``pixels``, shrunk until it fits or the floor."""
    while _font(pixels).size(value)[0] > width and pixels > MIN_TEXT_PX:
        pixels = max(MIN_TEXT_PX, int(pixels * 0.9))
    return pixels


def _fit(value: str, rect: pygame.Rect, pixels: int):
    """The font and the text actually drawn for ``value`` in ``rect`` (the
    text-fits tests watch this: a cut text is a layout bug)."""
    font = _font(_fitted_pixels(value, rect.width, pixels))
    if font.size(value)[0] > rect.width:
        while value and font.size(value + "...")[0] > rect.width:
            value = value[:-1]
        value += "..."
    return font, value


def wrap(value: str, width: int, theme: Theme, size: float, rows: int) -> list[str]:
    """``value`` broken at spaces into at most ``rows`` lines of ``width`` pixels
    at ``size``; what does not fit is left on the last line (drawn shrunk or cut)."""
    font = _font(max(MIN_TEXT_PX, theme.px(size)))
    lines: list[str] = []
    for word in value.split():
        if lines and len(lines) <= rows and font.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        elif len(lines) < rows:
            lines.append(word)
        else:
            lines[-1] += " " + word
    return lines


def wrapped_at_one_size(values: list[tuple[str, int]], width: int, theme: Theme,
                        size: float) -> tuple[float, list[list[str]]]:
    """Each ``(value, rows)`` broken onto its rows, all at one size: the largest (at most
    ``size``, never below the floor) at which every row fits ``width``."""
    def fits(at: float) -> bool:
        font = theme.font(at)
        return all(font.size(row)[0] <= width for value, rows in values for row in wrap(value, width, theme, at, rows))

    size = _shrunk(theme, size, fits)
    return size, [wrap(value, width, theme, size, rows) for value, rows in values]


def paragraph(surface: pygame.Surface, value: str, rect: pygame.Rect, theme: Theme, size: float, color=None) -> None:
    """``value`` on as many rows as ``rect`` holds, at ``size`` or smaller (never below the
    minimum), one size for every row; only a sentence that needs more rows than that even at
    the minimum ends its last row with "…" (the history keeps it whole)."""
    size, lines = _paragraph_lines(value, rect, theme, size)
    font = theme.font(size)
    if font.size(lines[-1])[0] > rect.width:
        last = lines[-1]
        while last and font.size(last + "…")[0] > rect.width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    for row, line in zip(split_rows(rect, *[rect.height / len(lines)] * len(lines)), lines):
        text(surface, line, row, theme, size, color)


def paragraph_fits(value: str, rect: pygame.Rect, theme: Theme, size: float) -> bool:
    """Whether :func:`paragraph` draws ``value`` in ``rect`` whole."""
    size, lines = _paragraph_lines(value, rect, theme, size)
    return all(theme.font(size).size(line)[0] <= rect.width for line in lines)


def _paragraph_lines(value: str, rect: pygame.Rect, theme: Theme, size: float) -> tuple[float, list[str]]:
    """The size and rows :func:`paragraph` draws ``value`` at: rows a font's height apart (its
    ink, not its line spacing), so a third row is used where the box holds three."""
    while True:
        font = theme.font(size)
        rows = max(1, rect.height // font.get_height())
        lines = wrap(value, rect.width, theme, size, rows) or [""]
        if theme.px(size) <= MIN_TEXT_PX or all(font.size(line)[0] <= rect.width for line in lines):
            return size, lines
        size = max(MIN_TEXT_PX / theme.scale, size * 0.9)


def label(surface: pygame.Surface, value: str, rect: pygame.Rect, theme: Theme, size: float, color=None) -> None:
    """A button's label, centred: on one line when it fits there at the 18 px floor or
    above, else broken over two lines drawn at one size (longer translations stay whole),
    never taller than the button less its padding (:func:`label_size`)."""
    size = label_size([value], rect, theme, size)
    lines = _label_lines(value, rect, theme, size)
    for row, line in zip(split_rows(rect, rect.height // len(lines), 0), lines):
        text(surface, line, row, theme, size, color, align="center")


def label_size(values: list[str], rect: pygame.Rect, theme: Theme, size: float) -> float:
    """The size (at 480) every one of ``values`` is drawn at as a label in a button of ``rect``:
    at most ``size``, each line within the width and every line within the height less a
    padding above and below (never below the floor). Buttons side by side drawn at it share one size."""
    room = rect.height - 2 * theme.px(4)

    def fits(value: str, at: float) -> bool:
        lines, font = _label_lines(value, rect, theme, at), theme.font(at)
        return len(lines) * font.get_height() <= room and all(font.size(line)[0] <= rect.width for line in lines)

    return min((_shrunk(theme, size, lambda at: fits(value, at)) for value in values), default=size)


def _shrunk(theme: Theme, size: float, fits) -> float:
    """The largest of ``size``, 0.9 of it, and so on, at which ``fits(size)``; the floor if none."""
    while theme.px(size) > MIN_TEXT_PX and not fits(size):
        size = max(MIN_TEXT_PX / theme.scale, size * 0.9)
    return size


def _label_lines(value: str, rect: pygame.Rect, theme: Theme, size: float) -> list[str]:
    """A label's lines: one where it fits at the floor (or cannot break), else two."""
    if theme.floor_font().size(value)[0] <= rect.width or " " not in value:
        return [value]
    return wrap(value, rect.width, theme, size, 2)


def panel(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, color=None, border=None) -> None:
    pygame.draw.rect(surface, color or theme.palette.panel, rect, border_radius=theme.px(8))
    if border:
        pygame.draw.rect(surface, border, rect, width=max(2, theme.px(3)), border_radius=theme.px(8))


def pips(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, filled: int, total: int) -> None:
    """``total`` circles in a row, ``filled`` of them solid: a count you can read
    without colour (solid vs ring)."""
    if total <= 0:
        return
    step = min(rect.height, rect.width // total)
    radius = max(4, step // 2 - theme.px(3))
    for i in range(total):
        centre = (rect.left + step * i + step // 2, rect.centery)
        if i < filled:
            pygame.draw.circle(surface, theme.palette.good, centre, radius)
        else:
            pygame.draw.circle(surface, theme.palette.muted, centre, radius, width=max(2, theme.px(2)))


def split_rows(rect: pygame.Rect, *heights: float) -> list[pygame.Rect]:
    """Cut ``rect`` into rows; a height of 0 takes what is left."""
    fixed = sum(h for h in heights if h)
    flexible = max(0, rect.height - fixed)
    rows, top = [], rect.top
    for h in heights:
        h = h or flexible
        rows.append(pygame.Rect(rect.left, top, rect.width, h))
        top += h
    return rows
