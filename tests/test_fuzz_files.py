"""Files a user hands the box, fuzzed with hypothesis: game logs given to
`agency replay`, the catalog's ``cards.jsonl`` / ``tags.jsonl`` and the config
file. Each is either used or refused with one sentence naming the file (and
the line and key where there is one), never a traceback."""

from __future__ import annotations

import io
import json
import math
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from device import cli
from device.catalog import Catalog, CatalogError
from device.config import SCHEMA, ConfigError, load
from engine import registry
from helpers import LOGS, agency, read_jsonl

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
JSON = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12)),
                    lambda inner: st.one_of(st.lists(inner, max_size=3),
                                            st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                    max_leaves=8)
PLAYOUT_LINES = [json.dumps(line) for game in registry.ids() for line in read_jsonl(LOGS / f"{game}.jsonl")[:12]]


def terminal() -> io.TextIOWrapper:
    """A stdout that, like a real UTF-8 terminal, refuses what it cannot encode."""
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")


def replay_in_process(path: Path, *options: str) -> tuple[int, str]:
    out, err = terminal(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["replay", str(path), *options])
        out.flush()
    return code, err.getvalue()


# --- game logs -------------------------------------------------------------------------------
def mangled(line: str):
    """A playout line cut, spliced or with a character replaced."""
    return st.tuples(st.integers(0, len(line)), st.integers(0, len(line)), st.text(max_size=4)).map(
        lambda cut: line[:min(cut[:2])] + cut[2] + line[max(cut[:2]):])


LOG_LINE = st.one_of(st.sampled_from(PLAYOUT_LINES), st.sampled_from(PLAYOUT_LINES).flatmap(mangled),
                     JSON.map(json.dumps), st.text(max_size=40),
                     st.fixed_dictionaries({"action": st.text(max_size=8)}, optional={"n": JSON}).map(json.dumps))


@FUZZ
@given(st.one_of(st.lists(LOG_LINE, max_size=8).map(lambda lines: "\n".join(lines).encode("utf-8", "surrogatepass")),
                 st.binary(max_size=200)),
       st.booleans())
@example(b"[" * 100000, False)                                                  # nesting too deep
@example(b'{"action": "setup", "game": "timestories", "tu": ' + b"9" * 5000 + b"}", False)   # 5000 digits
@example(PLAYOUT_LINES[0].encode() + b'\n{"action": "\\ud800"}', True)           # half a character
@example(PLAYOUT_LINES[0].encode() + b'\n{"action": "spend_tu", "n": NaN}', True)
def test_replay_of_any_bytes_exits_0_2_or_3_with_at_most_one_sentence(tmp_path_factory, data, as_json):
    path = tmp_path_factory.mktemp("replay") / "log.jsonl"
    path.write_bytes(data)
    code, err = replay_in_process(path, *(["--json"] if as_json else []))
    assert code in (0, 2, 3)
    if code == 2:
        assert err.startswith("agency replay: ") and err.count("\n") == 1, err


def test_the_real_command_on_junk_prints_no_traceback(tmp_path):
    junk = {"binary": (bytes(range(256)), "Cannot read"), "deep": (b"{\"a\":" * 50000, "line 1: not usable JSON"),
            "half": (PLAYOUT_LINES[0].encode() + b'\n{"action": "\\udfff"}', "line 2: not usable JSON")}
    for name, (data, sentence) in junk.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_bytes(data)
        result = agency("replay", path)
        assert result.returncode == 2 and "Traceback" not in result.stderr, (name, result.stderr)
        assert result.stderr.startswith(f"agency replay: {sentence}"), result.stderr


# --- catalog files -----------------------------------------------------------------------------
CARD = {"id": "timestories/location/fuzz", "game": "timestories", "kind": "location", "name": "Fuzz", "red": True}
TAG = {"uid": "04A3C6CAE26180", "card": "timestories/location/fuzz"}
CARD_KEYS, TAG_KEYS = ("id", "game", "kind", "name"), ("uid", "card")
CATALOG_PROBLEM = re.compile(r"^(?P<file>.+\.jsonl) line (?P<line>\d+)(:| is not| must be)")


@st.composite
def records(draw, base: dict, keys: tuple[str, ...]):
    """Lines of a catalog file: good ones with fresh ids, some with a key
    missing or of the wrong type, repeated ids/UIDs, junk lines."""
    lines = []
    for i in range(draw(st.integers(1, 5))):
        record = dict(base)
        record[keys[0]] = f"{base[keys[0]]}{i}" if keys[0] == "id" else f"04A3C6CAE261{i:02X}"
        how = draw(st.sampled_from(["good", "good", "drop", "retype", "repeat", "junk", "uid spelling"]))
        key = draw(st.sampled_from(keys))
        if how == "drop":
            del record[key]
        elif how == "retype":
            record[key] = draw(JSON.filter(lambda v: not (isinstance(v, str) and v)))
        elif how == "repeat":
            record[keys[0]] = base[keys[0]]
        elif how == "uid spelling" and keys[0] == "uid":
            record["uid"] = ":".join(re.findall("..", base["uid"].lower()))     # the same tag, written otherwise
        lines.append(draw(st.one_of(JSON, st.text(max_size=20))).__repr__() if how == "junk" else json.dumps(record))
    return "\n".join(lines) + "\n"


@FUZZ
@given(records(CARD, CARD_KEYS), records(TAG, TAG_KEYS), st.booleans())
def test_a_broken_catalog_file_is_one_sentence_naming_file_line_and_key(tmp_path_factory, cards, tags, simulated):
    folder = tmp_path_factory.mktemp("catalog")
    (folder / "cards.jsonl").write_text(cards, encoding="utf-8")
    (folder / "tags.jsonl").write_text(tags, encoding="utf-8")
    try:
        Catalog.load(folder, simulated=simulated)
    except CatalogError as err:
        text = str(err)
        found = CATALOG_PROBLEM.match(text)
        assert found and Path(found["file"]).parent == folder, text
        assert "\n" not in text
        if ":" in text.split(" line ", 1)[1][:8]:            # "line N: ..." is about a key or a repeat
            assert re.search(r"'(id|game|kind|name|uid|card)'|defined twice|bound twice", text), text


@pytest.mark.parametrize("key", CARD_KEYS)
@pytest.mark.parametrize("value", ["missing", 7, None, "", ["x"]])
def test_a_card_with_a_bad_key_names_the_file_the_line_and_the_key(isolated, key, value):
    isolated.mkdir(parents=True)
    bad = {k: v for k, v in CARD.items() if k != key or value != "missing"}
    if value != "missing":
        bad[key] = value
    (isolated / "cards.jsonl").write_text(json.dumps(dict(CARD, id="x/1")) + "\n" + json.dumps(bad) + "\n")
    with pytest.raises(CatalogError) as err:
        Catalog.load(isolated)
    assert str(err.value) == f"{isolated / 'cards.jsonl'} line 2: '{key}' is missing or not text."


def test_one_tag_bound_twice_in_two_spellings_is_refused_naming_the_line(isolated):
    isolated.mkdir(parents=True)
    (isolated / "tags.jsonl").write_text(
        json.dumps({"uid": "04A3C6CAE26180", "card": "timestories/location/1"}) + "\n"
        + json.dumps({"uid": "04:a3:c6:ca:e2:61:80", "card": "timestories/location/2"}) + "\n")
    with pytest.raises(CatalogError, match=r"tags.jsonl line 2: the UID 04A3C6CAE26180 is bound twice"):
        Catalog.load(isolated)


# --- config file ---------------------------------------------------------------------------------
def toml(value) -> str:
    """``value`` written as TOML (inline tables and arrays for nesting; TOML has no null)."""
    if value is None:
        return "{}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, int):
        return str(max(min(value, 2**63 - 1), -2**63))
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    return "{" + ", ".join(f"{json.dumps(k)} = {toml(v)}" for k, v in value.items()) + "}"


KEYS = [s.key for s in SCHEMA] + ["display.colour", "nfc", "nfc.readers.name", "x"]
READER = st.fixed_dictionaries({"name": st.text(max_size=5)}, optional={
    "bus": st.integers(-2, 40), "device": st.one_of(st.integers(-1, 3), st.booleans()), "cs_pin": JSON,
    "reset_pin": st.integers(0, 30), "speed": st.integers()})
VALUE = st.one_of(JSON, st.integers(-10, 10000), st.floats(), st.lists(READER, max_size=3),
                  st.sampled_from(["auto", "sim", "rc522", "standard", "en", "timestories", "file"]))


@FUZZ
@given(st.one_of(st.dictionaries(st.sampled_from(KEYS), VALUE, max_size=4).map(
    lambda d: "".join(f"{k} = {toml(v)}\n" for k, v in d.items())), st.text(max_size=60)))
def test_a_config_file_is_used_or_refused_with_one_sentence_naming_file_and_key(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("config") / "config.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        config = load(path)
    except ConfigError as err:
        sentence = str(err)
        assert str(path) in sentence and "\n" not in sentence.strip(), sentence
        if "is not valid TOML" not in sentence and "Cannot read" not in sentence:
            assert sentence.startswith(f"{path}: '"), sentence                  # then the key, quoted
    else:
        for setting in SCHEMA:                   # what is accepted is what the schema allows
            value = config[setting.key]
            if setting.type is float:
                assert math.isfinite(value), f"{setting.key} = {value} was accepted"
            if setting.min is not None:
                assert setting.min <= value <= setting.max


@pytest.mark.parametrize("text, key", [("nfc.poll_hz = nan\n", "nfc.poll_hz"),
                                       ("dice.min_confidence = inf\n", "dice.min_confidence"),
                                       ("display.width = \"800\"\n", "display.width"),
                                       ("[[nfc.readers]]\nname = 3\n", "nfc.readers")])
def test_a_bad_value_names_the_file_and_the_key(tmp_path, text, key):
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}: '{key}' ")
