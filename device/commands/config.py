"""``agency config``: the settings in effect and where each came from."""

from __future__ import annotations

import json

from device import config as config_module


def register(sub) -> None:
    p = sub.add_parser("config", help="print the settings in effect and where each came from")
    p.set_defaults(func=run)


def run(args) -> int:
    config = config_module.load()
    print(f"# config file: {config.path}{'' if config.path.exists() else ' (not present: all defaults)'}")
    for setting in config_module.SCHEMA:
        value = json.dumps(config[setting.key], ensure_ascii=False)
        print(f"{setting.key} = {value}    # {config.origins[setting.key]}: {setting.help}")
    return 0
