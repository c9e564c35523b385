"""Train the two small networks of the dice reader and export them to ONNX.

Not part of the appliance or of ``make test``: it needs PyTorch, which the Pi
never runs (the recognizer loads the ONNX files through ``cv2.dnn``). Run it in
a separate environment with the CPU build of torch, from the repo root::

    python3.11 -m venv ../torchenv
    ../torchenv/bin/pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu
    ../torchenv/bin/pip install numpy opencv-python-headless onnx
    ../torchenv/bin/python -m drivers.dice.train_model ../shared/data/dice [--leave-out scope --out /tmp/fold]

It trains on every source of :data:`drivers.dice.dataset.SOURCES`: the photos of
``dev/`` (byler, matteo), ``rune55_white/`` (white), ``rune55_scope/`` (scope) and
scenes drawn by :func:`drivers.dice.render.random_scene` (rendered); each step
draws its pictures from the sources in equal shares, so a large source does not
drown a small one. ``--leave-out SOURCE`` trains without one of them, to measure
it as a source never seen; ``--out`` writes the models (and ``training.json``,
what they were trained on) elsewhere than the committed ``models/``. ``--blender DIR``
adds the scenes :mod:`drivers.dice.blender_scenes` rendered into DIR as one more
source (``blender``), ``--inlaid N`` as many scenes of
:func:`drivers.dice.render.inlaid_scene` (``inlaid``) and ``--oblique N`` of
:func:`drivers.dice.render.oblique_scene` (``oblique``), all for training only:
none of them is kept back or benchmarked.

Without ``--all`` the photos that :func:`drivers.dice.dataset.is_held_out`
keeps back (a fifth of every source, by file-name hash) are not trained on, so
the benchmarks can report a held-out figure; ``--all`` trains on every photo.
Seeds are fixed; one thread. The reader is trained partly on what the locator
just exported finds, so train it second.

The two networks:

* **locator**: a fully convolutional net over the whole (downscaled) frame that
  outputs, at 1/4 resolution, a heatmap of die centres and the log of each
  die's size. Trained at random scales so dice of 10-70 px in its input are found.
* **reader**: classifies a square crop around one die (1.4 die sizes, 40x40 px,
  from the full-resolution frame) into the faces 1-6 or "not a die" (class 6).
  Its 96-number penultimate layer is also exported, so a symbol die can be
  calibrated by nearest neighbours without retraining.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from drivers.dice import dataset
from drivers.dice.model import CROP_SCALE, CROP_SIZE, LOCATOR_STRIDE, Networks, crop

MODEL_DIR = Path(__file__).resolve().parent / "models"
TRAIN_TILE = 256


def conv(cin, cout, stride=1, dilation=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, dilation, dilation, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class Locator(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(conv(3, 16, 2), conv(16, 24, 2), conv(24, 24))          # 1/4
        self.mid = nn.Sequential(conv(24, 48, 2), conv(48, 48), conv(48, 48, dilation=2))  # 1/8
        self.deep = nn.Sequential(conv(48, 64, 2), conv(64, 64), conv(64, 64, dilation=2))  # 1/16
        self.fuse = nn.Sequential(nn.Conv2d(24 + 48 + 64, 32, 1, bias=False), nn.BatchNorm2d(32),
                                  nn.ReLU(inplace=True), conv(32, 32))
        self.head = nn.Conv2d(32, 2, 1)
        nn.init.constant_(self.head.bias, 0.0)
        self.head.bias.data[0] = -2.19   # start at "no die anywhere" (focal-loss practice)

    def forward(self, x):
        a = self.stem(x)
        b = self.mid(a)
        c = self.deep(b)
        up = torch.cat([a, F.interpolate(b, scale_factor=2.0, mode="nearest"),
                        F.interpolate(c, scale_factor=4.0, mode="nearest")], 1)
        return self.head(self.fuse(up))


class Reader(nn.Module):
    def __init__(self, width=16, classes=7):
        super().__init__()
        a, b, c = width, 2 * width, 4 * width
        self.features = nn.Sequential(conv(3, a), nn.MaxPool2d(2), conv(a, b), conv(b, b), nn.MaxPool2d(2),
                                      conv(b, c), conv(c, c), nn.MaxPool2d(2), conv(c, c),
                                      nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.classify = nn.Linear(c, classes)

    def forward(self, x):
        emb = self.features(x)
        return self.classify(emb), emb


# ----------------------------------------------------------------- augmentation

def jitter_colour(img: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Hue, saturation, brightness, contrast, blur and noise, as lighting and dice colours vary."""
    hsv = cv2.cvtColor(img, cv2.COLOR_BGR2HSV).astype(np.float32)
    hsv[..., 0] = (hsv[..., 0] + rng.uniform(0, 180)) % 180 if rng.random() < 0.7 else hsv[..., 0]
    hsv[..., 1] *= rng.uniform(0.5, 1.4)
    img = cv2.cvtColor(np.clip(hsv, 0, 255).astype(np.uint8), cv2.COLOR_HSV2BGR).astype(np.float32)
    img = (img - 128) * rng.uniform(0.6, 1.4) + 128 + rng.uniform(-40, 40)
    img = img * rng.uniform(0.85, 1.15, size=3)
    if rng.random() < 0.3:
        k = int(rng.choice([3, 5]))
        img = cv2.GaussianBlur(img, (k, k), 0)
    if rng.random() < 0.3:
        img = img + rng.normal(0, rng.uniform(2, 10), img.shape)
    return np.clip(img, 0, 255).astype(np.uint8)


def to_tensor(img: np.ndarray) -> torch.Tensor:
    return torch.from_numpy(img.astype(np.float32).transpose(2, 0, 1) / 255.0)


# ----------------------------------------------------------------- locator data

def locator_sample(img: np.ndarray, dice, rng):
    """A random-scale tile, its centre heatmap and size map at 1/4 resolution."""
    median = float(np.median([d.size for d in dice]))
    target = math.exp(rng.uniform(math.log(10), math.log(70)))
    s = target / median
    h, w = img.shape[:2]
    scaled = cv2.resize(img, (max(1, round(w * s)), max(1, round(h * s))), interpolation=cv2.INTER_AREA)
    angle = rng.uniform(0, 360)
    centre = (scaled.shape[1] / 2, scaled.shape[0] / 2)
    rot = cv2.getRotationMatrix2D(centre, angle, 1.0)
    # Choose the tile around a random die half of the time, anywhere otherwise.
    pts = np.array([[d.center[0] * s, d.center[1] * s] for d in dice])
    pts = (rot[:, :2] @ pts.T).T + rot[:, 2]
    if rng.random() < 0.6:
        cx, cy = pts[rng.integers(len(pts))] + rng.uniform(-TRAIN_TILE / 3, TRAIN_TILE / 3, 2)
    else:
        cx, cy = rng.uniform(0, scaled.shape[1]), rng.uniform(0, scaled.shape[0])
    shift = np.array([TRAIN_TILE / 2 - cx, TRAIN_TILE / 2 - cy])
    rot[:, 2] += shift
    border = tuple(int(v) for v in rng.integers(0, 255, 3))
    # Never a mirrored border: a frame scaled smaller than the tile (a close-up's large dice)
    # would show mirrored dice with no label, and the locator learn to miss dice.
    tile = cv2.warpAffine(scaled, rot, (TRAIN_TILE, TRAIN_TILE), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_REPLICATE if rng.random() < 0.5 else cv2.BORDER_CONSTANT,
                          borderValue=border)
    tile = jitter_colour(tile, rng)
    pts = pts + shift
    out = TRAIN_TILE // LOCATOR_STRIDE
    heat = np.zeros((out, out), np.float32)
    size_map = np.zeros((out, out), np.float32)
    size_mask = np.zeros((out, out), np.float32)
    yy, xx = np.mgrid[0:out, 0:out].astype(np.float32)
    for (px, py), d in zip(pts, dice):
        gx, gy = px / LOCATOR_STRIDE - 0.5, py / LOCATOR_STRIDE - 0.5
        if not (-2 <= gx < out + 2 and -2 <= gy < out + 2):
            continue
        sigma = max(0.5, d.size * s / LOCATOR_STRIDE / 7)   # narrow peaks keep touching dice apart
        heat = np.maximum(heat, np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * sigma ** 2)))
        ix, iy = int(round(gx)), int(round(gy))
        if 0 <= ix < out and 0 <= iy < out:
            heat[iy, ix] = 1.0
            size_map[iy - 1:iy + 2, ix - 1:ix + 2] = math.log(d.size * s)
            size_mask[max(0, iy - 1):iy + 2, max(0, ix - 1):ix + 2] = 1.0
    return to_tensor(tile), torch.from_numpy(heat), torch.from_numpy(size_map), torch.from_numpy(size_mask)


def focal_loss(logits, heat):
    p = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    pos = heat.eq(1).float()
    neg = 1 - pos
    pos_loss = torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = torch.log(1 - p) * p ** 2 * (1 - heat) ** 4 * neg
    return -(pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1)


# ----------------------------------------------------------------- reader data

def mine_candidates(pictures, model_dir: Path) -> list[tuple[int, float, float, float, int]]:
    """What the locator in ``model_dir`` finds in each picture, labelled by the benchmark's
    matching rule: (picture, x, y, size, class). The reader then learns from crops
    exactly as the locator will hand them over, its false finds included."""
    from drivers.dice.recognize import find_candidates
    networks = Networks(model_dir, with_reader=False)
    pool = []
    for i, pic in enumerate(pictures):
        for c in find_candidates(networks, pic.image):
            dist = [math.hypot(c.x - d.center[0], c.y - d.center[1]) / max(d.bbox[2], d.bbox[3]) for d in pic.dice]
            k = int(np.argmin(dist))
            pool.append((i, c.x, c.y, c.size, pic.dice[k].value - 1 if dist[k] <= 0.7 else 6))
    print(f"mined {len(pool)} candidates, {sum(p[4] == 6 for p in pool)} of them not dice")
    return pool


def reader_sample(img: np.ndarray, dice, rng, mined=None):
    """A die crop (label 0-5) or a crop of something else (label 6): from a
    locator candidate when ``mined`` is given, else around a label (two thirds)
    or beside / away from the dice."""
    h, w = img.shape[:2]
    if mined is not None:
        _, cx, cy, size, label = mined
        jitter = rng.uniform(-0.06, 0.06, 2) * size
        patch = crop(img, cx + jitter[0], cy + jitter[1], size * CROP_SCALE * rng.uniform(0.9, 1.1),
                     rng.uniform(0, 360))
    elif rng.random() < 0.66:
        d = dice[rng.integers(len(dice))]
        jitter = rng.uniform(-0.12, 0.12, 2) * d.size
        side = d.size * CROP_SCALE * rng.uniform(0.8, 1.25)
        patch = crop(img, d.center[0] + jitter[0], d.center[1] + jitter[1], side, rng.uniform(0, 360))
        label = d.value - 1
    else:
        ref = dice[rng.integers(len(dice))]
        for _ in range(20):
            if rng.random() < 0.5:   # next to a die: half dice, gaps, side faces
                ang, dist = rng.uniform(0, 2 * math.pi), rng.uniform(0.6, 1.3) * ref.size
                cx, cy = ref.center[0] + dist * math.cos(ang), ref.center[1] + dist * math.sin(ang)
            else:
                cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            if all(math.hypot(cx - d.center[0], cy - d.center[1]) > 0.55 * d.size for d in dice):
                break
        side = ref.size * CROP_SCALE * rng.uniform(0.7, 1.4)
        patch = crop(img, cx, cy, side, rng.uniform(0, 360))
        label = 6
    return to_tensor(jitter_colour(patch, rng)), label


# ----------------------------------------------------------------- training

class Pictures:
    """The training pictures (``.image``, ``.dice``, ``.source`` each), drawn source by source in equal shares."""

    def __init__(self, pictures):
        self.items = pictures
        self.by_source = {}
        for i, pic in enumerate(pictures):
            self.by_source.setdefault(pic.source, []).append(i)

    def __getitem__(self, i):
        return self.items[i]

    def __iter__(self):
        return iter(self.items)

    def draw(self, rng, count: int) -> list[int]:
        sources = list(self.by_source)
        return [int(rng.choice(self.by_source[sources[k]])) for k in rng.integers(len(sources), size=count)]


@dataclass(frozen=True)
class Picture:
    source: str
    image: np.ndarray
    dice: tuple


def start_from(net: nn.Module, path: Path) -> nn.Module:
    """``net`` computing what the exported model at ``path`` computes, to train on from there.

    The export folds each BatchNorm into the Conv before it, so each Conv's weights go to
    the Conv2d, its bias to the BatchNorm, whose statistics are fixed at mean 0, variance 1
    and kept so (eval mode) while training: batch statistics would change the function."""
    import onnx
    from onnx import numpy_helper
    graph = onnx.load(str(path)).graph
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    layers = [(weights[n.input[1]], weights[n.input[2]]) for n in graph.node if n.op_type in ("Conv", "Gemm")]
    norm_after = {}
    for seq in (m for m in net.modules() if isinstance(m, nn.Sequential)):
        children = list(seq)
        norm_after.update({id(a): b for a, b in zip(children, children[1:]) if isinstance(b, nn.BatchNorm2d)})
    targets = [m for m in net.modules() if isinstance(m, (nn.Conv2d, nn.Linear))]
    assert len(targets) == len(layers), f"{path.name} does not have this network's layers"
    with torch.no_grad():
        for module, (weight, bias) in zip(targets, layers):
            module.weight.copy_(weight)
            norm = norm_after.get(id(module))
            if norm is None:
                module.bias.copy_(bias)
            else:
                norm.weight.fill_(1.0)
                norm.bias.copy_(bias)
                norm.running_mean.zero_()
                norm.running_var.fill_(1.0 - norm.eps)
                norm.eval()
    return net


def train_locator(pictures: Pictures, rng, steps, start: Path | None, batch=16):
    net = start_from(Locator(), start / "locator.onnx") if start else Locator()
    peak = 1e-3 if start else 3e-3    # from trained weights: smaller steps keep what they know
    opt = torch.optim.AdamW(net.parameters(), peak, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, peak, total_steps=steps)
    start = time.time()
    for step in range(steps):
        items = [locator_sample(pictures[i].image, pictures[i].dice, rng) for i in pictures.draw(rng, batch)]
        x, heat, size, mask = (torch.stack(t) for t in zip(*items))
        out = net(x)
        loss = focal_loss(out[:, 0], heat) + 0.5 * (F.smooth_l1_loss(out[:, 1], size, reduction="none") * mask).sum() / mask.sum().clamp(min=1)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 100 == 0:
            print(f"locator step {step}/{steps} loss {loss.item():.3f} {time.time() - start:.0f}s", flush=True)
    return net.eval()


def train_reader(pictures: Pictures, model_dir: Path, rng, steps, width, start: Path | None, batch=128):
    pool = mine_candidates(pictures, model_dir)
    net = start_from(Reader(width), start / "reader.onnx") if start else Reader(width)
    peak = 1e-3 if start else 3e-3
    opt = torch.optim.AdamW(net.parameters(), peak, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, peak, total_steps=steps)
    start = time.time()
    for step in range(steps):
        from_pool = batch // 2 if pool else 0   # a locator that finds nothing yet leaves only the labels
        items = [reader_sample(pictures[i].image, pictures[i].dice, rng) for i in pictures.draw(rng, batch - from_pool)]
        for k in rng.integers(len(pool), size=from_pool):
            items.append(reader_sample(pictures[pool[k][0]].image, None, rng, pool[k]))
        x = torch.stack([t for t, _ in items])
        y = torch.tensor([label for _, label in items])
        logits, _ = net(x)
        loss = F.cross_entropy(logits, y, label_smoothing=0.05)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 100 == 0:
            acc = (logits.argmax(1) == y).float().mean().item()
            print(f"reader step {step}/{steps} loss {loss.item():.3f} acc {acc:.3f} {time.time() - start:.0f}s", flush=True)
    return net.eval()


def export(net, example, path: Path, outputs, dynamic_axes):
    torch.onnx.export(net, example, str(path), input_names=["image"], output_names=outputs,
                      opset_version=13, dynamic_axes={"image": dynamic_axes}, dynamo=False)
    ref = [o.detach().numpy() for o in (net(example) if isinstance(net(example), tuple) else (net(example),))]
    cv_net = cv2.dnn.readNetFromONNX(str(path))
    cv_net.setInput(example.numpy())
    got = cv_net.forward(outputs)
    for name, r, g in zip(outputs, ref, got):
        err = float(np.abs(r - g).max())
        print(f"{path.name}:{name} cv2.dnn vs torch max difference {err:.2e}")
        assert err < 1e-3, "cv2.dnn disagrees with torch"
    print(f"{path.name}: {path.stat().st_size / 1e6:.2f} MB")


def load_pictures(data: Path, sources, every_photo: bool, rendered: int, blender: Path | None = None,
                  inlaid: int = 0, oblique: int = 0) -> Pictures:
    photos = [im for im in dataset.load_sources(data, [s for s in sources if s != "rendered"])
              if im.dice and (every_photo or not im.held_out)]
    if blender:    # scenes made for training only: none is kept back
        photos += [im for im in dataset.load(blender) if im.dice]
    pictures = [Picture(im.source, cv2.imread(str(im.path)), im.dice) for im in photos]
    if "rendered" in sources:
        pictures += [Picture("rendered", image, dice) for image, dice in dataset.rendered(rendered, seed=1) if dice]
    pictures += [Picture("inlaid", image, dice) for image, dice in dataset.rendered(inlaid, seed=2, inlaid=True) if dice]
    pictures += [Picture("oblique", image, dice) for image, dice in dataset.rendered(oblique, seed=3, oblique=True)
                 if dice]
    return Pictures(pictures)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", type=Path, help="the folder holding dev/, rune55_white/ and rune55_scope/")
    parser.add_argument("--leave-out", choices=dataset.SOURCES, help="train without this source")
    parser.add_argument("--out", type=Path, default=MODEL_DIR, help="where the models go (default: the committed ones)")
    parser.add_argument("--all", action="store_true", help="train on every photo, held-out ones included")
    parser.add_argument("--rendered", type=int, default=300, help="drawn scenes to train on")
    parser.add_argument("--blender", type=Path, metavar="DIR",
                        help="also train on the scenes drivers.dice.blender_scenes rendered into DIR")
    parser.add_argument("--inlaid", type=int, default=0, help="drawn scenes of inlaid dice to train on")
    parser.add_argument("--oblique", type=int, default=0, help="drawn scenes of dice seen at an angle to train on")
    parser.add_argument("--locator-steps", type=int, default=1500)
    parser.add_argument("--reader-steps", type=int, default=3000)
    parser.add_argument("--reader-width", type=int, default=24, help="channels of the reader's first layer")
    parser.add_argument("--only", choices=("locator", "reader"))
    parser.add_argument("--start-from", type=Path, help="a models folder to go on training from, not from scratch")
    parser.add_argument("--seed", type=int, default=0,
                        help="the networks' start and the pictures drawn; another seed shows how much a run varies")
    args = parser.parse_args()
    torch.set_num_threads(1)
    cv2.setNumThreads(1)
    sources = [s for s in dataset.SOURCES if s != args.leave_out]
    pictures = load_pictures(args.data, sources, args.all, args.rendered, args.blender, args.inlaid,
                             args.oblique)
    for source, indices in pictures.by_source.items():
        print(f"training on {source}: {len(indices)} pictures, {sum(len(pictures[i].dice) for i in indices)} dice")
    args.out.mkdir(parents=True, exist_ok=True)
    training = {"sources": sources, "held_out_kept_back": not args.all, "rendered_scenes": args.rendered,
                "blender_scenes": len(pictures.by_source.get("blender", ())),
                "inlaid_scenes": len(pictures.by_source.get("inlaid", ())),
                "oblique_scenes": len(pictures.by_source.get("oblique", ())),
                "locator_steps": args.locator_steps, "reader_steps": args.reader_steps, "seed": args.seed}
    if args.start_from:
        # The models have seen what the ones they start from were trained on, too.
        before = json.loads((args.start_from / "training.json").read_text())
        training.update(sources=sorted(set(sources) | set(before["sources"]), key=dataset.SOURCES.index),
                        held_out_kept_back=training["held_out_kept_back"] and before["held_out_kept_back"],
                        started_from=before)
    (args.out / "training.json").write_text(json.dumps(training, indent=1) + "\n")
    # Each network starts from the same seeds, so `--only reader` repeats the reader of a full run.
    if args.only != "reader":
        torch.manual_seed(args.seed)
        locator = train_locator(pictures, np.random.default_rng(args.seed), args.locator_steps, args.start_from)
        export(locator, torch.rand(1, 3, 192, 256), args.out / "locator.onnx", ["heat"],
               {0: "n", 2: "h", 3: "w"})
    if args.only != "locator":
        torch.manual_seed(args.seed)
        reader = train_reader(pictures, args.out, np.random.default_rng(args.seed), args.reader_steps, args.reader_width,
                              args.start_from)
        # Only the batch may vary: OpenCV 4.11 (the Pi's, for numpy 1) cannot size the
        # Flatten -> Gemm of a crop whose height and width are left open, and fails to load.
        export(reader, torch.rand(4, 3, CROP_SIZE, CROP_SIZE), args.out / "reader.onnx", ["logits", "embedding"],
               {0: "n"})


if __name__ == "__main__":
    main()
