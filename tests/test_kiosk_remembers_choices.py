"""A language or theme chosen on the kiosk's menu is still in effect after a restart; the
owner's config file is never written, and a value written into it later wins over an
older touch."""

from __future__ import annotations

from device import config
from device.mainloop import Appliance, RunOptions
from drivers.events import ButtonPressed
from helpers import agency

OWNER_FILE = '# the owner\'s notes\n[display]\nwidth = 800   # the 7" screen\nlanguage = "en"\n'


def kiosk(data) -> Appliance:
    app = Appliance(config.load(), data, RunOptions(headless=True, new_game="timestories", nfc_backend="sim",
                                                    controls_backend="mock"))
    app.start()
    app.step()
    return app


def tap(app, *names: str) -> None:
    for name in names:
        app.events.put(ButtonPressed(name, "touch"))
        app.step()


def test_a_language_and_theme_chosen_by_touch_survive_a_restart(isolated, tmp_path):
    (tmp_path / "config.toml").write_text(OWNER_FILE, encoding="utf-8")
    app = kiosk(isolated)
    try:
        tap(app, "menu", "ui:language", "ui:theme", "ui:theme")   # Magyar; high contrast, then large text
        assert (app.language, app.theme) == ("hu", "large")
    finally:
        app.stop()
    again = kiosk(isolated)
    try:
        assert (again.language, again.theme) == ("hu", "large")
        assert again.kiosk.theme.name == "large"
    finally:
        again.stop()
    assert (tmp_path / "config.toml").read_text(encoding="utf-8") == OWNER_FILE   # comments and all
    shown = agency("config").stdout
    assert 'display.language = "hu"    # chosen on the kiosk' in shown
    assert 'display.theme = "large"    # chosen on the kiosk' in shown


def test_a_value_the_owner_writes_after_the_touch_wins(isolated, tmp_path):
    (tmp_path / "config.toml").write_text(OWNER_FILE, encoding="utf-8")
    app = kiosk(isolated)
    try:
        tap(app, "menu", "ui:language")                  # Magyar by touch
    finally:
        app.stop()
    (tmp_path / "config.toml").write_text(OWNER_FILE.replace('"en"', '"pl"'), encoding="utf-8")
    again = kiosk(isolated)
    try:
        assert again.language == "pl"
    finally:
        again.stop()


def test_a_choice_the_data_folder_cannot_keep_still_takes_effect_and_says_so(isolated):
    app = kiosk(isolated)
    try:
        (isolated / "kiosk-choices.json").mkdir()       # the name taken: the choice cannot be written
        tap(app, "menu", "ui:language")
        assert app.language == "hu"
        assert any("holds until the kiosk restarts" in str(item) for item in app.strip), list(app.strip)
    finally:
        app.stop()
