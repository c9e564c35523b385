"""Row heights for the game views, derived from the fonts the theme gives.

A view names for each row a comfortable height (its look on the standard theme) and
the least it needs (the line heights of the texts it holds, plus padding). When the
comfortable heights do not fit, as with the large theme's bigger text on a small
screen, every row gives up the same share of its slack, never going below its need.
When even the needs do not fit (a busy state, the large theme, 800x480), ``fitted``
steps the view's text down towards the standard theme's size, never below it, so
the rows never overlap.
"""

from __future__ import annotations

import copy

import pygame

from ui.theme import Theme

TALLEST = "ÉŐ(y"     # accented capitals and brackets: the tallest a line of any text is drawn
DIGITS = "0123456789+-/"


def line(theme: Theme, size: float, sample: str = TALLEST) -> int:
    """The height of one line of text drawn at ``size`` (at 480) in ``theme``: as tall as
    the font draws ``sample`` (by default its tallest letters; ``DIGITS`` for a line of counts)."""
    return theme.font(size).size(sample)[1]


def squeeze(total: int, comfortable: list[int], least: list[int]) -> list[int]:
    """Heights for rows wanting ``comfortable`` and needing at least ``least`` within ``total``."""
    least = [min(low, high) for low, high in zip(least, comfortable)]
    want, need = sum(comfortable), sum(least)
    if want <= total:
        return list(comfortable)
    if want == need:
        return least
    share = max(0.0, (total - need) / (want - need))
    return [low + int((high - low) * share) for low, high in zip(least, comfortable)]


def fitted(theme: Theme, fits) -> Theme:
    """``theme``, or when ``fits(theme)`` says the view's busiest rows cannot hold its text,
    a copy whose scale steps down (never below the standard theme's) until they can:
    the large theme's text stays as large as the screen lets it be."""
    floor = theme.at_standard_scale().scale
    while theme.scale > floor and not fits(theme):
        smaller = copy.copy(theme)
        smaller.scale = max(floor, theme.scale * 0.95)
        theme = smaller
    return theme


def split_for(rect: pygame.Rect, theme: Theme, value: str, size: float, gap: int) -> tuple[pygame.Rect, pygame.Rect]:
    """``rect`` less a box on its right just wide enough for ``value`` at ``size`` (and
    ``gap``), and that box: two texts on one line each get their own room."""
    width = min(rect.width, theme.font(size).size(value)[0])
    return (pygame.Rect(rect.left, rect.top, rect.width - width - gap, rect.height),
            pygame.Rect(rect.right - width, rect.top, width, rect.height))
