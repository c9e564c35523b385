"""Drawn dice for the simulated table and the tests: a tray seen from above (or, for
the tests and training, dice seen at an angle: :func:`oblique_scene`).

Faces are pips (1-6) or a few symbols (``skull``, ``star``, ``cross``,
``ring``, ``bolt``) so symbol calibration can be exercised without pictures
of any game's own dice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

PIP_LAYOUT = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
SYMBOLS = ("skull", "star", "cross", "ring", "bolt")
# The T.I.M.E Stories action die (profiles/timestories_action.json), face by face, as drawn here.
ACTION_DIE_AS_DRAWN = {"blank": "ring", "hit": "star", "double_hit": "bolt", "skull": "skull", "hit_skull": "cross"}


def draw_face(face: int | str, side: int = 120, body=(235, 235, 230), ink=(30, 30, 30),
              inlay=None, ring_pips: bool = False) -> np.ndarray:
    """One die face, ``side`` pixels square with rounded corners (black outside them).
    ``inlay`` is the colour of a round disc the pips sit on, as on some dice whose faces are
    set with a contrasting insert; ``ring_pips`` draws pips as rings, hollow in the middle."""
    img = np.zeros((side, side, 3), np.uint8)
    r = side // 7
    cv2.rectangle(img, (r, 0), (side - r, side), body, -1)
    cv2.rectangle(img, (0, r), (side, side - r), body, -1)
    for cx, cy in ((r, r), (side - r, r), (r, side - r), (side - r, side - r)):
        cv2.circle(img, (cx, cy), r, body, -1, cv2.LINE_AA)
    c, u = side / 2, side / 4
    pip = round(side * 0.09)
    if inlay is not None:     # the pips drawn closer together, to sit inside the disc
        cv2.circle(img, (round(c), round(c)), round(side * 0.43), inlay, -1, cv2.LINE_AA)
        u, pip = side * 0.2, round(side * 0.075)
    if isinstance(face, int):
        for dx, dy in PIP_LAYOUT[face]:
            thickness = max(1, round(side * 0.025)) if ring_pips else -1
            cv2.circle(img, (round(c + dx * u), round(c + dy * u)), pip, ink, thickness, cv2.LINE_AA)
    elif face == "skull":
        cv2.circle(img, (round(c), round(c - u * 0.3)), round(u * 1.1), ink, -1, cv2.LINE_AA)
        cv2.rectangle(img, (round(c - u * 0.6), round(c + u * 0.5)), (round(c + u * 0.6), round(c + u * 1.3)), ink, -1)
        for ex in (-0.45, 0.45):
            cv2.circle(img, (round(c + ex * u), round(c - u * 0.35)), round(u * 0.3), body, -1, cv2.LINE_AA)
    elif face == "star":
        pts = [(c + (u * 1.5 if k % 2 == 0 else u * 0.6) * math.sin(k * math.pi / 5),
                c - (u * 1.5 if k % 2 == 0 else u * 0.6) * math.cos(k * math.pi / 5)) for k in range(10)]
        cv2.fillPoly(img, [np.round(np.array(pts)).astype(np.int32)], ink, cv2.LINE_AA)
    elif face == "cross":
        t = round(u * 0.35)
        cv2.rectangle(img, (round(c - t), round(c - u * 1.4)), (round(c + t), round(c + u * 1.4)), ink, -1)
        cv2.rectangle(img, (round(c - u * 1.4), round(c - t)), (round(c + u * 1.4), round(c + t)), ink, -1)
    elif face == "ring":
        cv2.circle(img, (round(c), round(c)), round(u * 1.2), ink, round(u * 0.4), cv2.LINE_AA)
    elif face == "bolt":
        pts = [(0.2, -1.5), (-0.8, 0.2), (0.0, 0.2), (-0.3, 1.5), (0.9, -0.3), (0.1, -0.3), (0.5, -1.5)]
        cv2.fillPoly(img, [np.round(np.array([(c + x * u, c + y * u) for x, y in pts])).astype(np.int32)],
                     ink, cv2.LINE_AA)
    else:
        raise ValueError(f"No drawing for the face {face!r}; use 1-6 or one of {', '.join(SYMBOLS)}.")
    return img


def tray(width: int = 640, height: int = 480, colour=(150, 155, 150), seed: int = 0) -> np.ndarray:
    """An empty tray: a flat colour with a little texture."""
    rng = np.random.default_rng(seed)
    noise = rng.normal(0, 4, (height, width, 1))
    return np.clip(np.array(colour, np.float32) + noise, 0, 255).astype(np.uint8)


def place(image: np.ndarray, face: int | str, center: tuple[float, float], side: int, angle: float = 0.0,
          body=(235, 235, 230), ink=(30, 30, 30), inlay=None, ring_pips: bool = False) -> np.ndarray:
    """``image`` with a die showing ``face`` drawn at ``center``, turned by ``angle`` degrees,
    with a soft shadow so it stands on the tray."""
    drawn = draw_face(face, 4 * side, body, ink, inlay, ring_pips)
    m = cv2.getRotationMatrix2D((2 * side, 2 * side), angle, 0.25)
    m[:, 2] += (center[0] - 2 * side, center[1] - 2 * side)
    h, w = image.shape[:2]
    face_img = cv2.warpAffine(drawn, m, (w, h), flags=cv2.INTER_AREA)
    mask = cv2.warpAffine(np.full((4 * side, 4 * side), 255, np.uint8) * (drawn.max(axis=2) > 0), m, (w, h),
                          flags=cv2.INTER_AREA).astype(np.float32) / 255
    shadow = cv2.GaussianBlur(np.roll(mask, (side // 8, side // 8), axis=(0, 1)), (0, 0), side / 10)[..., None]
    mask = mask[..., None]
    out = image.astype(np.float32) * (1 - 0.45 * shadow)
    out = out * (1 - mask) + face_img.astype(np.float32) * mask
    return np.clip(out, 0, 255).astype(np.uint8)


def scene(dice: list[tuple[int | str, tuple[float, float], float]], side: int = 48, width: int = 640,
          height: int = 480, seed: int = 0) -> np.ndarray:
    """A tray with ``dice`` as (face, centre, angle)."""
    image = tray(width, height, seed=seed)
    for face, center, angle in dice:
        image = place(image, face, center, side, angle)
    return image


GROUNDS = {                       # BGR base colour of each kind of table
    "grey": (150, 155, 150), "felt": (60, 110, 40), "blue felt": (110, 60, 30), "wood": (40, 70, 110),
    "white": (225, 228, 230), "dark": (45, 45, 45), "glossy": (30, 30, 35),
}
BODIES = [                        # (body, pips) in BGR: light, dark and coloured dice
    ((235, 235, 230), (30, 30, 30)), ((200, 225, 240), (40, 40, 160)), ((30, 30, 30), (230, 230, 230)),
    ((40, 40, 170), (240, 240, 240)), ((60, 150, 230), (20, 20, 20)), ((170, 60, 40), (250, 250, 250)),
    ((40, 130, 40), (245, 245, 245)), ((120, 40, 120), (60, 200, 230)), ((20, 20, 20), (40, 40, 200)),
]


def ground(kind: str, width: int, height: int, rng: np.random.Generator) -> np.ndarray:
    """A table of ``kind`` (see GROUNDS): felt is fine-grained, wood streaked, glossy has a glare."""
    base = np.array(GROUNDS[kind], np.float32)
    img = np.broadcast_to(base, (height, width, 3)).copy()
    if kind in ("felt", "blue felt"):
        img += cv2.GaussianBlur(rng.normal(0, 14, (height, width, 1)).astype(np.float32), (0, 0), 0.8)[..., None]
    elif kind == "wood":
        streaks = cv2.resize(rng.normal(0, 22, (height // 8 + 1, 1)).astype(np.float32), (width, height))
        img += (streaks + rng.normal(0, 5, (height, width)))[..., None]
    elif kind == "glossy":
        yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
        cx, cy, r = rng.uniform(0, width), rng.uniform(0, height), rng.uniform(0.15, 0.4) * width
        img += 170 * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))[..., None]
    img += rng.normal(0, 4, (height, width, 1))
    return np.clip(img, 0, 255).astype(np.uint8)


@dataclass(frozen=True)
class DiceSet:
    """One owner's dice on their tray, as the box's fixed camera sees them: a ground of
    GROUNDS, a die side in pixels, BGR body and ink colours, and the faces' inlay and
    pip style (see :func:`draw_face`)."""
    ground: str
    side: int
    body: tuple[int, int, int]
    ink: tuple[int, int, int]
    inlay: tuple[int, int, int] | None = None
    ring_pips: bool = False


def random_dice_set(rng: np.random.Generator) -> DiceSet:
    body, ink = BODIES[int(rng.integers(len(BODIES)))]
    return DiceSet(list(GROUNDS)[int(rng.integers(len(GROUNDS)))], int(rng.integers(20, 111)), body, ink)


def random_scene(rng: np.random.Generator, width: int = 640, height: int = 480, faces=None,
                 dice_set: DiceSet | None = None, most_dice: int = 8):
    """A tray of 1-``most_dice`` dice as ``(image, [(face, centre, side)])``: any ground of
    GROUNDS, dice light, dark or coloured with contrasting pips, 20-110 px (or those of
    ``dice_set``), a third of them touching a neighbour, under uneven light, with noise and
    blur, a fifth of the scenes in grey. Each die shows one of ``faces`` (pips 1-6 by default,
    or symbols of SYMBOLS)."""
    kind = list(GROUNDS)[int(rng.integers(len(GROUNDS)))]
    image = ground(dice_set.ground if dice_set else kind, width, height, rng)
    drawn = DiceSet(kind, int(rng.integers(20, 111)), *BODIES[int(rng.integers(len(BODIES)))])
    dice_set = dice_set or drawn
    side = dice_set.side
    faces = tuple(faces or range(1, 7))
    wanted = int(rng.integers(1, most_dice + 1))
    dice: list[tuple[int, tuple[float, float], int]] = []
    angle = 0.0
    for _ in range(wanted * 20):
        if len(dice) == wanted:
            break
        if dice and rng.random() < 0.33:      # edge to edge with the last die, turned alike
            direction = math.radians(angle + 90 * int(rng.integers(4)))
            gap = side * rng.uniform(1.0, 1.1)
            x, y = dice[-1][1][0] + gap * math.cos(direction), dice[-1][1][1] - gap * math.sin(direction)
        else:
            angle = float(rng.uniform(0, 90))
            x, y = rng.uniform(0.6 * side, width - 0.6 * side), rng.uniform(0.6 * side, height - 0.6 * side)
        inside = 0.5 * side <= x <= width - 0.5 * side and 0.5 * side <= y <= height - 0.5 * side
        if inside and all(math.hypot(x - c[0], y - c[1]) > 0.98 * side for _, c, _ in dice):
            dice.append((faces[int(rng.integers(len(faces)))], (x, y), side))
            image = place(image, dice[-1][0], (x, y), side, angle, dice_set.body, dice_set.ink,
                          dice_set.inlay, dice_set.ring_pips)
    light = np.linspace(rng.uniform(0.6, 1.0), rng.uniform(1.0, 1.25), width, dtype=np.float32)
    img = image.astype(np.float32) * (light if rng.random() < 0.5 else light[::-1])[None, :, None]
    return photographed(img, rng, most_blur=1.8, most_noise=10, grey=0.2), dice


def photographed(img: np.ndarray, rng: np.random.Generator, most_blur: float, most_noise: float,
                 grey: float) -> np.ndarray:
    """A drawn scene (float BGR) as a camera gives it: three times in ten blurred by up to
    ``most_blur``, with noise of up to ``most_noise``, and grey ``grey`` of the time."""
    if rng.random() < 0.3:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.6, most_blur))
    img += rng.normal(0, rng.uniform(0, most_noise), img.shape)
    image = np.clip(img, 0, 255).astype(np.uint8)
    return in_grey(image) if rng.random() < grey else image


# Each value's neighbours around it, in order: the side faces a die showing it on top can show.
AROUND = {1: (2, 3, 5, 4), 2: (1, 4, 6, 3), 3: (1, 2, 6, 5), 4: (1, 5, 6, 2), 5: (1, 3, 6, 4), 6: (2, 4, 5, 3)}


def oblique_scene(rng: np.random.Generator, width: int = 640, height: int = 480):
    """1-5 dice seen from 20-55 degrees off vertical, as a phone held at an angle sees them,
    as ``(image, [(face, centre, side)])`` of their top faces. The side faces turned to the
    camera show too, darker and with other values, and are no dice of their own. Far dice are
    smaller, each casts a long soft shadow, half the scenes are grey, and the picture is
    turned a quarter at random. For the tests, and for training (``train_model --oblique``,
    tried and not kept: see the dice README)."""
    tilt = math.radians(rng.uniform(20, 55))
    body, ink = BODIES[int(rng.integers(len(BODIES)))]
    image = ground(list(GROUNDS)[int(rng.integers(len(GROUNDS)))], width, height, rng).astype(np.float32)
    near_side = rng.uniform(30, 110)
    shadow_dir = rng.uniform(0, 2 * math.pi)
    wanted = int(rng.integers(1, 6))
    places: list[tuple[float, float, float]] = []
    for _ in range(wanted * 20):
        x, y = rng.uniform(0.1, 0.9) * width, rng.uniform(0.15, 0.9) * height
        side = near_side * (1 - rng.uniform(0.2, 0.45) * (1 - y / height))      # the far dice smaller
        if all(math.hypot(x - px, y - py) > 1.5 * max(side, ps) for px, py, ps in places):
            places.append((x, y, side))
        if len(places) == wanted:
            break
    dice = []
    for x, y, side in sorted(places, key=lambda p: p[1]):     # far dice first: near ones cover them
        yaw = rng.uniform(0, math.pi / 2)
        top = int(rng.integers(1, 7))
        corners = [(math.cos(yaw + a) * side / math.sqrt(2), math.sin(yaw + a) * side / math.sqrt(2))
                   for a in (math.pi / 4 + k * math.pi / 2 for k in range(4))]

        def seen(px: float, py: float, height_up: float) -> tuple[float, float]:
            return x + px, y + py * math.cos(tilt) - height_up * math.sin(tilt)

        base = np.array([seen(px, py, 0) for px, py in corners], np.float32)
        length = side * rng.uniform(0.6, 1.6)
        cast = base + np.array([math.cos(shadow_dir), math.sin(shadow_dir)], np.float32) * length
        shadow = np.zeros((height, width), np.float32)
        cv2.fillPoly(shadow, [np.round(cv2.convexHull(np.vstack([base, cast]))).astype(np.int32)], 1.0)
        shadow = cv2.GaussianBlur(shadow, (0, 0), side / 6)
        image *= (1 - rng.uniform(0.3, 0.6) * shadow)[..., None]
        lifted = [seen(px, py, side) for px, py in corners]
        grounded = [seen(px, py, 0) for px, py in corners]
        for k in range(4):      # a side face shows when it faces the camera (towards the bottom)
            a, b = k, (k + 1) % 4
            normal_y = (corners[a][1] + corners[b][1]) / 2
            if normal_y > 0:
                quad = [lifted[a], lifted[b], grounded[b], grounded[a]]
                shade = rng.uniform(0.45, 0.85)
                image = _paste(image, draw_face(AROUND[top][k], 4 * round(side), body, ink), quad, shade)
        image = _paste(image, draw_face(top, 4 * round(side), body, ink), lifted, 1.0)
        centre = tuple(float(v) for v in np.mean(lifted, axis=0))
        dice.append((top, centre, round(side)))
    image *= np.linspace(rng.uniform(0.7, 1.0), rng.uniform(1.0, 1.2), width, dtype=np.float32)[None, :, None]
    image = photographed(image, rng, most_blur=1.5, most_noise=8, grey=0.5)
    for _ in range(int(rng.integers(4))):      # a quarter turn: the phone held another way
        image = np.ascontiguousarray(np.rot90(image))      # counter-clockwise: (x, y) -> (y, width - x)
        dice = [(face, (c[1], image.shape[0] - c[0]), side) for face, c, side in dice]
    return image, dice


def _paste(image: np.ndarray, face: np.ndarray, quad, shade: float) -> np.ndarray:
    """``image`` (float) with the square picture ``face`` drawn into the four corners ``quad``
    (its top left, top right, bottom right, bottom left), darkened to ``shade``."""
    n = face.shape[0]
    m = cv2.getPerspectiveTransform(np.float32([(0, 0), (n, 0), (n, n), (0, n)]), np.float32(quad))
    h, w = image.shape[:2]
    drawn = cv2.warpPerspective(face, m, (w, h), flags=cv2.INTER_AREA).astype(np.float32)
    mask = cv2.warpPerspective((face.max(axis=2) > 0).astype(np.float32), m, (w, h), flags=cv2.INTER_AREA)[..., None]
    return image * (1 - mask) + drawn * shade * mask


def in_grey(image: np.ndarray) -> np.ndarray:
    """``image`` (BGR) as a grey camera would give it, still with three channels."""
    return cv2.cvtColor(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)


def tube_light(height: int, width: int, rng: np.random.Generator) -> np.ndarray:
    """The share of light each pixel gets when the camera looks down a tube, as the close-up
    set's scope does: all of it in the middle, a twentieth past a circle of 0.45-0.6 of the
    long side, its centre a little off the picture's."""
    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    r = np.hypot(xx - width / 2 - rng.uniform(-0.05, 0.05) * width, yy - height / 2) / (
        rng.uniform(0.45, 0.6) * max(height, width))
    return np.clip(1.4 - r ** 4 * 1.6, 0.05, 1.0)


INLAID = [                        # (body, inlay, pips, ring pips) in BGR: dice with a round insert on each face
    ((45, 45, 50), (110, 110, 115), (235, 235, 235), False), ((35, 35, 40), (70, 70, 75), (210, 210, 210), False),
    ((90, 60, 40), (150, 150, 150), (245, 245, 245), False), ((225, 225, 220), (195, 195, 195), (245, 245, 245), False),
    ((230, 230, 225), (200, 200, 200), (120, 120, 120), True), ((215, 215, 215), (235, 235, 235), (60, 60, 60), True),
    ((60, 60, 150), (170, 170, 170), (250, 250, 250), False), ((235, 235, 230), (180, 180, 180), (240, 240, 240), True),
]


def inlaid_scene(rng: np.random.Generator, width: int = 640, height: int = 480):
    """Like :func:`random_scene`, for training only: dice of INLAID, their pips light on a
    round insert or drawn as rings, 40-200 px, half the scenes in grey and a third seen
    down a tube (dark outside a circle), as in close-up photos the drawn dice lack."""
    body, inlay, ink, ring_pips = INLAID[int(rng.integers(len(INLAID)))]
    dice_set = DiceSet(list(GROUNDS)[int(rng.integers(len(GROUNDS)))], int(rng.integers(40, 201)),
                       body, ink, inlay, ring_pips)
    image, dice = random_scene(rng, width, height, dice_set=dice_set, most_dice=5)
    if rng.random() < 0.5:
        image = in_grey(image)
    if rng.random() < 0.33:
        light = tube_light(height, width, rng)
        image = (image * light[..., None]).astype(np.uint8)
        dice = [die for die in dice if light[int(die[1][1]), int(die[1][0])] >= 0.5]   # a die in the dark is not seen
    return image, dice
