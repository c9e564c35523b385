"""Physically lit dice scenes rendered by Blender, labelled exactly, for training the reader.

A training-time tool like :mod:`drivers.dice.train_model`: it needs Blender as a
Python module (``pip install bpy``, cp311 wheels), which the appliance never
installs. Run it in the training environment, from the repo root::

    ../torchenv/bin/pip install bpy
    ../torchenv/bin/python -m drivers.dice.blender_scenes ../blender_dice --count 300 --seed 1

It writes ``blender_<seed>_<n>.jpg`` and a ``labels.json`` in the format of the
labelled photos (``{"images": [{"file", "width", "height", "source", "dice":
[{"value", "bbox"}]}]}``, bbox = the top face as the camera sees it), so
:func:`drivers.dice.dataset.load` reads the folder as the source ``blender``
and ``train_model --blender DIR`` trains on it. Several processes with other
seeds can fill one folder each in parallel; ``--merge`` joins their labels.

What :func:`drivers.dice.render.random_scene` cannot draw and a photo has, each
scene varies at random: bevelled dice whose side faces show under a tilted
camera (0-40° off vertical, 28-70 mm lenses), opaque, translucent, marbled and
glitter bodies with painted pips that a translucent die shows through itself,
felt, wood, carpet, glossy and printed-board grounds, a sun with hard shadows or
a soft area light, touching dice, tilted cameras' perspective, and afterwards
grey, noise, JPEG and a round vignette as a scope's tube gives. Beside the dice
lie things a table has that are not dice, for the reader to learn to say so:
plain cubes, tokens and cards with dots printed on them, and lone printed spots
the size of a large pip (which the reader took for dice on real boards).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import numpy as np

from drivers.dice.render import PIP_LAYOUT, in_grey, tube_light    # pip centres in quarters of a face's side

# Each value's face: its outward normal and two axes spanning it (opposite faces add up to 7).
FACES = {
    1: ((0, 0, 1), (1, 0, 0), (0, 1, 0)), 6: ((0, 0, -1), (1, 0, 0), (0, -1, 0)),
    2: ((1, 0, 0), (0, 1, 0), (0, 0, 1)), 5: ((-1, 0, 0), (0, -1, 0), (0, 0, 1)),
    3: ((0, 1, 0), (0, 0, 1), (1, 0, 0)), 4: ((0, -1, 0), (0, 0, -1), (1, 0, 0)),
}
GROUNDS = ("felt", "wood", "carpet", "glossy", "board", "cardboard")
BODIES = ("opaque", "opaque", "translucent", "marbled", "glitter")


def turn_up(value: int) -> np.ndarray:
    """The rotation matrix that brings ``value``'s face to the top (+z)."""
    n = np.array(FACES[value][0], float)
    z = np.array([0.0, 0.0, 1.0])
    if np.allclose(n, z):
        return np.eye(3)
    if np.allclose(n, -z):
        return np.diag([1.0, -1.0, -1.0])
    axis = np.cross(n, z)
    axis /= np.linalg.norm(axis)
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    return np.eye(3) + k + k @ k    # Rodrigues for a quarter turn (sin 1, 1 - cos 1)


def layout(rng: np.random.Generator, count: int) -> list[tuple[float, float, float]]:
    """``count`` dice of side 1 on the ground as (x, y, turn in degrees), none overlapping,
    about a third touching the one before, edge to edge and turned alike."""
    dice: list[tuple[float, float, float]] = []
    spread = 1.6 + 1.1 * math.sqrt(count)
    for _ in range(count * 40):
        if len(dice) == count:
            break
        if dice and rng.random() < 0.35:
            x0, y0, turn = dice[-1]
            direction = math.radians(turn + 90 * int(rng.integers(4)))
            gap = rng.uniform(1.0, 1.12)
            x, y = x0 + gap * math.cos(direction), y0 + gap * math.sin(direction)
        else:
            x, y, turn = rng.uniform(-spread, spread), rng.uniform(-spread, spread), rng.uniform(0, 90)
        # A turned square reaches up to 0.71 of its side from the centre; 1.02 keeps touching pairs apart.
        if all(math.hypot(x - a, y - b) > 1.02 for a, b, _ in dice):
            dice.append((x, y, turn))
    return dice


# What lies beside the dice: each kind's size range in die sides (a cube's side, a token's or a
# spot's radius, the most a card reaches from its centre).
CLUTTER = {"cube": (0.5, 1.0), "token": (0.3, 0.8), "spot": (0.08, 0.35), "card": (1.4, 2.2)}


def reach(kind: str, size: float) -> float:
    """At most how far a thing of :data:`CLUTTER` reaches from its centre, in die sides: a turned
    cube to its corner, a token or a spot to its rim, a card (0.61 of its width) within its size."""
    return size * 0.71 if kind == "cube" else size


def clutter_layout(rng: np.random.Generator, dice, count: int) -> list[tuple[str, float, float, float, float]]:
    """Up to ``count`` things that are not dice, as (kind, x, y, size, turn in degrees), around
    ``dice`` (:func:`layout`'s), touching neither a die nor each other."""
    placed: list[tuple[str, float, float, float, float]] = []
    spread = 2.5 + max((max(abs(x), abs(y)) for x, y, _ in dice), default=0.0)
    for _ in range(count * 40):
        if len(placed) == count:
            break
        kind = list(CLUTTER)[int(rng.integers(len(CLUTTER)))]
        size = rng.uniform(*CLUTTER[kind])
        x, y = rng.uniform(-spread, spread), rng.uniform(-spread, spread)
        # A die reaches 0.71 of its side from its centre; a little more keeps them apart.
        if all(math.hypot(x - a, y - b) > reach(kind, size) + 0.75 for a, b, _ in dice) and \
                all(math.hypot(x - a, y - b) > reach(kind, size) + reach(other, s) + 0.05
                    for other, a, b, s, _ in placed):
            placed.append((kind, x, y, size, rng.uniform(0, 90)))
    return placed


def camera_effects(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """What a cheap camera adds to a clean render: noise, sometimes a round vignette or grey
    (the JPEG loss comes when the picture is written)."""
    img = image.astype(np.float32)
    h, w = img.shape[:2]
    if rng.random() < 0.12:       # a tube in front of the lens, as the close-up set's scope
        img *= tube_light(h, w, rng)[..., None]
    img += rng.normal(0, rng.uniform(0, 7), img.shape)
    out = np.clip(img, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        out = in_grey(out)
    return out


# ----------------------------------------------------------------- Blender

def _node_material(bpy, name: str):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    return mat, mat.node_tree.nodes, mat.node_tree.links, mat.node_tree.nodes["Principled BSDF"]


def _colour(rng, light: bool | None = None) -> tuple[float, float, float, float]:
    """A random linear RGB colour; ``light`` True/False asks for a light or dark one."""
    import colorsys
    value = rng.uniform(0.75, 1.0) if light else rng.uniform(0.02, 0.25) if light is False else rng.uniform(0.05, 1.0)
    r, g, b = colorsys.hsv_to_rgb(rng.uniform(0, 1), rng.uniform(0, 1) ** 0.7, value)
    return (r ** 2.2, g ** 2.2, b ** 2.2, 1.0)


def _body_material(bpy, rng, kind: str, body, pips):
    mat, nodes, links, bsdf = _node_material(bpy, "body")
    bsdf.inputs["Base Color"].default_value = body
    bsdf.inputs["Roughness"].default_value = rng.uniform(0.15, 0.6)
    if kind == "translucent":
        bsdf.inputs["Transmission Weight"].default_value = rng.uniform(0.7, 1.0)
        bsdf.inputs["Roughness"].default_value = rng.uniform(0.02, 0.3)
        bsdf.inputs["IOR"].default_value = 1.5
    elif kind == "marbled":
        noise = nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = rng.uniform(1.5, 5.0)
        noise.inputs["Detail"].default_value = 8.0
        noise.inputs["Distortion"].default_value = rng.uniform(1.0, 4.0)
        ramp = nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.elements[0].color = body
        ramp.color_ramp.elements[1].color = _colour(rng)
        ramp.color_ramp.elements[0].position = rng.uniform(0.35, 0.5)
        ramp.color_ramp.elements[1].position = rng.uniform(0.5, 0.65)
        coords = nodes.new("ShaderNodeTexCoord")
        links.new(coords.outputs["Object"], noise.inputs["Vector"])
        links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    elif kind == "glitter":
        cells = nodes.new("ShaderNodeTexVoronoi")
        cells.inputs["Scale"].default_value = rng.uniform(25, 60)
        coords = nodes.new("ShaderNodeTexCoord")
        links.new(coords.outputs["Object"], cells.inputs["Vector"])
        sparkle = nodes.new("ShaderNodeMath")
        sparkle.operation = "GREATER_THAN"
        sparkle.inputs[1].default_value = 0.85
        links.new(cells.outputs["Color"], sparkle.inputs[0])
        links.new(sparkle.outputs["Value"], bsdf.inputs["Metallic"])
        bsdf.inputs["Transmission Weight"].default_value = rng.uniform(0.0, 0.6)
    return mat, _ink(bpy, rng, pips)


def _ink(bpy, rng, colour):
    """The paint of pips and printed marks."""
    ink, _, _, bsdf = _node_material(bpy, "ink")
    bsdf.inputs["Base Color"].default_value = colour
    bsdf.inputs["Roughness"].default_value = rng.uniform(0.3, 0.8)
    return ink


def _die(bpy, bmesh, body_mat, ink_mat, bevel: float, pip_radius: float):
    """One die of side 1 at the origin: a bevelled cube and its pips painted on each face."""
    mesh = bpy.data.meshes.new("die")
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.bevel(bm, geom=list(bm.edges) + list(bm.verts), offset=bevel, segments=3, affect="EDGES",
                    profile=0.5)
    for face in bm.faces:
        face.material_index = 0
        face.smooth = True
    for value, (normal, u, v) in FACES.items():
        n, u, v = (np.array(a, float) for a in (normal, u, v))
        for du, dv in PIP_LAYOUT[value]:
            centre = n * 0.502 + (u * du + v * dv) * 0.25     # just above the face, or it hides them
            made = bmesh.ops.create_circle(bm, cap_ends=True, segments=20, radius=pip_radius)
            basis = np.stack([u, v, n], axis=1)          # circle's x, y, z onto the face's u, v, n
            for vert in made["verts"]:
                vert.co = tuple(basis @ np.array(vert.co) + centre)
            for face in {f for vert in made["verts"] for f in vert.link_faces}:
                face.material_index = 1
    bm.to_mesh(mesh)
    bm.free()
    mesh.materials.append(body_mat)
    mesh.materials.append(ink_mat)
    obj = bpy.data.objects.new("die", mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def _dots(bm, rng, count: int, half: float, height: float, radius: float):
    """``count`` round marks printed at ``height`` within ``half`` of the centre: material 1."""
    import bmesh
    for _ in range(count):
        cx, cy = rng.uniform(-half + radius, half - radius, size=2)
        made = bmesh.ops.create_circle(bm, cap_ends=True, segments=16, radius=radius)
        for vert in made["verts"]:
            vert.co = (vert.co[0] + cx, vert.co[1] + cy, height)
        for face in {f for vert in made["verts"] for f in vert.link_faces}:
            face.material_index = 1


def _clutter(bpy, rng, items, ink):
    """The things beside the dice (:func:`clutter_layout`), each in its own colour, dots in ``ink``."""
    import bmesh
    from mathutils import Matrix
    for kind, x, y, size, turn in items:
        mat, _, _, bsdf = _node_material(bpy, kind)
        bsdf.inputs["Base Color"].default_value = _colour(rng)
        bsdf.inputs["Roughness"].default_value = rng.uniform(0.2, 0.9)
        bm = bmesh.new()
        if kind == "cube":          # a wooden cube or a blank die: no pips, so not a die to read
            bmesh.ops.create_cube(bm, size=size)
            bmesh.ops.bevel(bm, geom=list(bm.edges), offset=size * rng.uniform(0.02, 0.1), segments=2,
                            affect="EDGES", profile=0.5)
            z = size / 2
        elif kind == "token":       # a coin or a counter, maybe with a few dots
            thick = rng.uniform(0.05, 0.2)
            bmesh.ops.create_cone(bm, cap_ends=True, segments=32, radius1=size, radius2=size, depth=thick)
            _dots(bm, rng, int(rng.integers(0, 4)), size * 0.6, thick / 2 + 0.002, rng.uniform(0.06, 0.12))
            z = thick / 2
        elif kind == "spot":        # a printed mark as large as a big pip
            bmesh.ops.create_circle(bm, cap_ends=True, segments=24, radius=size)
            for face in bm.faces:
                face.material_index = 1
            z = 0.002
        else:                       # a card with pips or marks printed on it
            w = size * rng.uniform(1.1, 1.35)
            bmesh.ops.create_cube(bm, size=1.0)
            bmesh.ops.scale(bm, vec=(w, w * rng.uniform(0.65, 0.75), 0.02), verts=bm.verts)
            _dots(bm, rng, int(rng.integers(1, 7)), w * 0.3, 0.012, rng.uniform(0.06, 0.15))
            z = 0.01
        mesh = bpy.data.meshes.new(kind)
        bm.to_mesh(mesh)
        bm.free()
        mesh.materials.append(mat)
        mesh.materials.append(ink)
        obj = bpy.data.objects.new(kind, mesh)
        bpy.context.scene.collection.objects.link(obj)
        obj.matrix_world = Matrix.Translation((x, y, z)) @ Matrix(_turn_z(turn).tolist()).to_4x4()


def _ground(bpy, rng, kind: str):
    bpy.ops.mesh.primitive_plane_add(size=200.0, location=(0, 0, 0))
    plane = bpy.context.object
    mat, nodes, links, bsdf = _node_material(bpy, "ground")
    base = _colour(rng, light=kind in ("board",) or None)
    bsdf.inputs["Base Color"].default_value = base
    bsdf.inputs["Roughness"].default_value = rng.uniform(0.5, 0.95)
    coords = nodes.new("ShaderNodeTexCoord")
    if kind in ("felt", "carpet"):
        noise = nodes.new("ShaderNodeTexNoise")
        noise.inputs["Scale"].default_value = rng.uniform(20, 60) if kind == "felt" else rng.uniform(60, 200)
        noise.inputs["Detail"].default_value = 10.0
        ramp = nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.elements[0].color = tuple(c * rng.uniform(0.3, 0.8) for c in base[:3]) + (1,)
        ramp.color_ramp.elements[1].color = _colour(rng) if kind == "carpet" else base
        links.new(coords.outputs["Object"], noise.inputs["Vector"])
        links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
        bump = nodes.new("ShaderNodeBump")
        bump.inputs["Strength"].default_value = rng.uniform(0.1, 0.5)
        links.new(noise.outputs["Fac"], bump.inputs["Height"])
        links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    elif kind == "wood":
        wave = nodes.new("ShaderNodeTexWave")
        wave.inputs["Scale"].default_value = rng.uniform(0.05, 0.3)
        wave.inputs["Distortion"].default_value = rng.uniform(2, 12)
        wave.inputs["Detail"].default_value = 4.0
        ramp = nodes.new("ShaderNodeValToRGB")
        tone = rng.uniform(0.15, 0.7)
        ramp.color_ramp.elements[0].color = (0.35 * tone, 0.18 * tone, 0.07 * tone, 1)
        ramp.color_ramp.elements[1].color = (0.7 * tone, 0.42 * tone, 0.2 * tone, 1)
        links.new(coords.outputs["Object"], wave.inputs["Vector"])
        links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
        links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    elif kind == "glossy":
        bsdf.inputs["Roughness"].default_value = rng.uniform(0.02, 0.2)
        bsdf.inputs["Coat Weight"].default_value = 1.0
    elif kind == "board":   # a light board with printed marks: lines and blobs the size of pips
        cells = nodes.new("ShaderNodeTexVoronoi")
        cells.feature = "DISTANCE_TO_EDGE"
        cells.inputs["Scale"].default_value = rng.uniform(0.1, 0.6)
        edge = nodes.new("ShaderNodeMath")
        edge.operation = "LESS_THAN"
        edge.inputs[1].default_value = rng.uniform(0.004, 0.02)
        mix = nodes.new("ShaderNodeMix")
        mix.data_type = "RGBA"
        colour_a, colour_b = mix.inputs[6], mix.inputs[7]      # the RGBA pair of the Mix node's inputs
        colour_a.default_value = base
        colour_b.default_value = _colour(rng, light=False)
        links.new(coords.outputs["Object"], cells.inputs["Vector"])
        links.new(cells.outputs["Distance"], edge.inputs[0])
        links.new(edge.outputs["Value"], mix.inputs["Factor"])
        links.new(mix.outputs[2], bsdf.inputs["Base Color"])
    plane.data.materials.append(mat)


def _lights(bpy, rng):
    world = bpy.context.scene.world or bpy.data.worlds.new("world")
    bpy.context.scene.world = world
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    tint = np.array([1.0, rng.uniform(0.85, 1.0), rng.uniform(0.65, 1.0)])
    background.inputs["Color"].default_value = (*tint, 1.0)
    background.inputs["Strength"].default_value = rng.uniform(0.05, 0.6)
    elevation, azimuth = math.radians(rng.uniform(25, 85)), rng.uniform(0, 2 * math.pi)
    if rng.random() < 0.5:      # a sun or a bare bulb: hard shadows
        light = bpy.data.lights.new("sun", "SUN")
        light.energy = rng.uniform(2.0, 6.0)
        light.angle = math.radians(rng.uniform(0.5, 8))
    else:                       # a window or a softbox
        light = bpy.data.lights.new("area", "AREA")
        light.energy = rng.uniform(1500, 6000)
        light.size = rng.uniform(3, 15)
    light.color = tuple(tint)
    obj = bpy.data.objects.new("light", light)
    distance = 25.0
    obj.location = (distance * math.cos(elevation) * math.cos(azimuth),
                    distance * math.cos(elevation) * math.sin(azimuth), distance * math.sin(elevation))
    obj.rotation_euler = _look_rotation(-np.array(obj.location))
    bpy.context.scene.collection.objects.link(obj)


def _look_rotation(direction):
    """Euler angles that turn a Blender camera or light (looking down -z) to ``direction``."""
    from mathutils import Vector
    return Vector(tuple(direction)).to_track_quat("-Z", "Y").to_euler()


def render_scene(out: Path, name: str, rng: np.random.Generator, width: int, height: int, samples: int) -> dict | None:
    """One scene rendered to ``out/name``; its label record, or None when a die left the frame."""
    import bpy  # first: it brings bmesh, bpy_extras and mathutils
    import bmesh
    from bpy_extras.object_utils import world_to_camera_view
    from mathutils import Matrix, Vector

    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.samples = samples
    scene.cycles.use_denoising = True
    scene.cycles.max_bounces = 6
    scene.cycles.transmission_bounces = 6
    scene.cycles.diffuse_bounces = 2
    scene.cycles.glossy_bounces = 2
    scene.render.threads_mode = "FIXED"
    scene.render.threads = 1
    scene.render.resolution_x, scene.render.resolution_y = width, height
    scene.view_settings.view_transform = "Standard"
    scene.view_settings.exposure = rng.uniform(-0.7, 0.7)

    _ground(bpy, rng, GROUNDS[int(rng.integers(len(GROUNDS)))])
    _lights(bpy, rng)
    count = int(rng.integers(1, 9))
    body_kind = BODIES[int(rng.integers(len(BODIES)))]
    light_body = rng.random() < 0.5
    body = _colour(rng, light=light_body)
    pips = _colour(rng, light=not light_body)    # pips the eye cannot tell from the body teach guessing
    body_mat, ink_mat = _body_material(bpy, rng, body_kind, body, pips)
    bevel, pip_radius = rng.uniform(0.05, 0.12), rng.uniform(0.07, 0.1)   # pips stay on the flat face
    placed = []
    dice_layout = layout(rng, count)
    for x, y, turn in dice_layout:
        value = int(rng.integers(1, 7))
        die = _die(bpy, bmesh, body_mat, ink_mat, bevel, pip_radius)
        rotation = Matrix(np.array(_turn_z(turn) @ turn_up(value)).tolist()).to_4x4()
        die.matrix_world = Matrix.Translation((x, y, 0.5)) @ rotation
        placed.append((value, x, y, turn))
    # Their own ink or another: marks in the dice's ink are the harder lesson.
    clutter_ink = ink_mat if rng.random() < 0.5 else _ink(bpy, rng, _colour(rng))
    _clutter(bpy, rng, clutter_layout(rng, dice_layout, int(rng.integers(0, 5))), clutter_ink)

    # The camera: over the dice's middle, 0-40° off vertical, at a distance that makes a die 30-120 px
    # (smaller when the dice are spread too far for that).
    camera = bpy.data.objects.new("camera", bpy.data.cameras.new("camera"))
    scene.collection.objects.link(camera)
    scene.camera = camera
    camera.data.lens = rng.uniform(28, 70)
    xs, ys = [p[1] for p in placed], [p[2] for p in placed]
    middle = np.array([(min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, 0.5])
    tilt, azimuth = math.radians(rng.uniform(0, 40)), rng.uniform(0, 2 * math.pi)
    view = np.array([math.sin(tilt) * math.cos(azimuth), math.sin(tilt) * math.sin(azimuth), math.cos(tilt)])
    extent = max(max(xs) - min(xs), max(ys) - min(ys)) + 2.0      # the layout in die sides, with a margin
    die_px = min(rng.uniform(30, 120), 0.8 * height / extent)
    focal_px = camera.data.lens / camera.data.sensor_width * width
    distance = focal_px / die_px
    camera.location = tuple(middle + view * distance)
    camera.rotation_euler = _look_rotation(-view)
    bpy.context.view_layer.update()

    dice = []
    for value, x, y, turn in placed:
        corners = [np.array([x, y, 1.0]) + _turn_z(turn) @ np.array([sx * 0.5, sy * 0.5, 0.0])
                   for sx in (-1, 1) for sy in (-1, 1)]
        px = [world_to_camera_view(scene, camera, Vector(tuple(c))) for c in corners]
        us = [p.x * width for p in px]
        vs = [(1 - p.y) * height for p in px]
        if min(us) < 2 or min(vs) < 2 or max(us) > width - 2 or max(vs) > height - 2:
            return None       # a die not wholly in the picture would be an unlabelled die
        dice.append({"value": value, "bbox": [min(us), min(vs), max(us) - min(us), max(vs) - min(vs)]})

    target = out / name
    scene.render.filepath = str(target.with_suffix(".png"))
    scene.render.image_settings.file_format = "PNG"
    bpy.ops.render.render(write_still=True)
    import cv2
    rendered = cv2.imread(str(target.with_suffix(".png")))
    target.with_suffix(".png").unlink()
    cv2.imwrite(str(target), camera_effects(rendered, rng), [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(50, 96))])
    return {"file": name, "width": width, "height": height, "source": "blender", "dice": dice}


def _turn_z(degrees: float) -> np.ndarray:
    a = math.radians(degrees)
    return np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])


def merge(folder: Path) -> int:
    """Join every ``labels-*.json`` part in ``folder`` into its ``labels.json``; the image count."""
    images = [im for part in sorted(folder.glob("labels-*.json")) for im in json.loads(part.read_text())["images"]]
    (folder / "labels.json").write_text(json.dumps({"images": sorted(images, key=lambda im: im["file"])}) + "\n")
    return len(images)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="folder for the pictures and their labels")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="512x384", help="picture size, WIDTHxHEIGHT")
    parser.add_argument("--samples", type=int, default=16, help="Cycles samples a pixel (denoised)")
    parser.add_argument("--merge", action="store_true", help="only join the parts' labels into labels.json")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.merge:
        print(f"{merge(args.out)} scenes in {args.out / 'labels.json'}")
        return
    width, height = (int(v) for v in args.size.split("x"))
    rng = np.random.default_rng(args.seed)
    part = args.out / f"labels-{args.seed}.json"
    images = []
    n = 0
    while len(images) < args.count:
        name = f"blender_{args.seed}_{n:05d}.jpg"
        n += 1
        record = render_scene(args.out, name, rng, width, height, args.samples)
        if record:
            images.append(record)
            part.write_text(json.dumps({"images": images}) + "\n")
            print(f"{len(images)}/{args.count} {name}: {len(record['dice'])} dice", file=sys.stderr, flush=True)
    merge(args.out)


if __name__ == "__main__":
    main()
