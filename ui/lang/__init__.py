"""Translations of the sentences written with :func:`engine.text.t`.

Each module holds ``SENTENCES``: the English template (exactly as written in
the code, ``{fields}`` and all) mapped to its Hungarian, Polish and French
forms, with the same fields. ``common`` has the engine core's, the device's
and the drivers' sentences, and the words several games share; each game
module has its rules', its table module's and its view's. A template is in
one catalog only (two games saying the same English must agree on it). ``tests/test_i18n_sentences.py`` finds every
template in the code and checks each is here, in all three languages, with
the same fields, and fits the kiosk.
"""

from __future__ import annotations

import importlib

from engine import registry

CATALOGS = ("common", *registry.ids())


def catalog(name: str) -> dict[str, tuple[str, str, str]]:
    return importlib.import_module(f"ui.lang.{name}").SENTENCES


def _load() -> dict[str, tuple[str, str, str]]:
    sentences: dict[str, tuple[str, str, str]] = {}
    for name in CATALOGS:
        sentences.update(catalog(name))
    return sentences


SENTENCES = _load()
