"""The committed dice networks stay in a form the Pi's OpenCV can load.

On the Pi, ``systemd/pi-constraints.txt`` keeps numpy 1 for the system picamera2, so
OpenCV is at most 4.11. Its ``cv2.dnn`` sizes every layer when it loads a model, and
cannot size a Flatten (nor the Gemm or MatMul after it) whose input height and width
are left open: ``readNetFromONNX`` fails with "DNN/Gemm: Invalid dimension of dim K
(expected: 'K_a == K_b'), where 'K_a' is 0", and ``agency dice read`` exits 1. Newer
OpenCV (this venv's) sizes layers later and loads it, so loading it here proves
nothing; the graph itself is checked instead, read straight from its protobuf so the
test needs neither the ``onnx`` package nor the Pi's OpenCV.
"""
from pathlib import Path

import pytest

from drivers.dice import model

MODEL_FILES = sorted(model.MODEL_DIR.glob("*.onnx"))
# Layers whose output size OpenCV 4.11 must know at load time, from fixed input sizes.
SIZED_AT_LOAD = {"Flatten", "Gemm", "MatMul", "Reshape"}


def _fields(buf: bytes):
    """(field number, value) of each field of one protobuf message; length-delimited as bytes."""
    pos = 0

    def varint():
        nonlocal pos
        value = shift = 0
        while True:
            byte = buf[pos]
            pos += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value

    while pos < len(buf):
        key = varint()
        field, wire = key >> 3, key & 7
        if wire == 0:
            yield field, varint()
        elif wire == 1:
            yield field, buf[pos:pos + 8]
            pos += 8
        elif wire == 2:
            size = varint()
            yield field, buf[pos:pos + size]
            pos += size
        elif wire == 5:
            yield field, buf[pos:pos + 4]
            pos += 4
        else:
            raise ValueError(f"protobuf wire type {wire} at byte {pos}")


def _field(buf: bytes, number: int):
    return [value for field, value in _fields(buf) if field == number]


def read_graph(path: Path):
    """The op types of an ONNX model's nodes and each graph input's dims (an int, or the
    name of a dimension left open), from onnx.proto: ModelProto.graph = 7,
    GraphProto.node = 1 / input = 11, NodeProto.op_type = 4, ValueInfoProto.type = 2,
    TypeProto.tensor_type = 1, Tensor.shape = 2, TensorShapeProto.dim = 1,
    Dimension.dim_value = 1 / dim_param = 2."""
    graph = _field(path.read_bytes(), 7)[0]
    op_types = {_field(node, 4)[0].decode() for node in _field(graph, 1)}
    inputs = {}
    for value_info in _field(graph, 11):
        name = _field(value_info, 1)[0].decode()
        shape = _field(_field(_field(value_info, 2)[0], 1)[0], 2)[0]
        dims = []
        for dim in _field(shape, 1):
            fixed, named = _field(dim, 1), _field(dim, 2)
            dims.append(fixed[0] if fixed else named[0].decode() if named else "?")
        inputs[name] = dims
    return op_types, inputs


def test_both_dice_networks_are_committed():
    assert [p.name for p in MODEL_FILES] == ["locator.onnx", "reader.onnx"]


@pytest.mark.parametrize("path", MODEL_FILES, ids=lambda p: p.name)
def test_a_network_sized_at_load_has_only_its_batch_left_open(path):
    op_types, inputs = read_graph(path)
    if not op_types & SIZED_AT_LOAD:
        return  # a fully convolutional net (the locator) loads at any frame size
    for name, dims in inputs.items():
        open_dims = [d for d in dims[1:] if not isinstance(d, int)]
        assert not open_dims, (
            f"{path.name}: input {name!r} leaves {open_dims} open before "
            f"{sorted(op_types & SIZED_AT_LOAD)}, which OpenCV 4.11 (the Pi's) cannot load")


def test_the_reader_takes_any_number_of_crops_of_the_crop_size():
    _, inputs = read_graph(model.MODEL_DIR / "reader.onnx")
    batch, channels, height, width = inputs["image"]
    assert isinstance(batch, str)
    assert (channels, height, width) == (3, model.CROP_SIZE, model.CROP_SIZE)
