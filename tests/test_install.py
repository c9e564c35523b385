"""The installer and the systemd units, checked without a Pi.

``systemd/install.sh`` runs against a temporary root (``AGENCY_INSTALL_ROOT``)
with the steps that need a real Pi (apt, user accounts, pip, systemctl)
printed instead of run (``AGENCY_INSTALL_STUB=1``); everything it writes
itself (config.txt, units, config file, venv, console command) is checked,
and so is running it a second time. ``shellcheck`` and ``systemd-analyze
verify`` run where they are installed, and are skipped where they are not.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from device import config as config_module
from device.store import Store

REPO = Path(__file__).resolve().parents[1]
SYSTEMD = REPO / "systemd"
UNITS = ("agency.service", "agency-export.service", "agency-export.timer")
STOCK_CONFIG_TXT = """# For more options and information see
# http://rptl.io/configtxt

# Uncomment some or all of these to enable the optional hardware interfaces
#dtparam=i2c_arm=on
#dtparam=i2s=on
#dtparam=spi=on

# Automatically load overlays for detected cameras
camera_auto_detect=1

[cm5]
dtoverlay=dwc2,dr_mode=host

[all]
"""
DEVICE_GROUPS = "root:x:0:\nspi:x:999:{}\ngpio:x:997:{}\nvideo:x:44:{}\ninput:x:105:{}\nrender:x:106:{}\n"


def make_root(tmp_path: Path, model: str | None = "Raspberry Pi 5 Model B Rev 1.0", user_exists=False) -> Path:
    """A fresh Raspberry Pi OS Bookworm, as far as the installer looks at it."""
    root = tmp_path / "root"
    (root / "boot" / "firmware").mkdir(parents=True)
    (root / "boot" / "firmware" / "config.txt").write_text(STOCK_CONFIG_TXT)
    (root / "etc").mkdir()
    (root / "etc" / "os-release").write_text('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_CODENAME=bookworm\n')
    passwd = "root:x:0:0:root:/root:/bin/bash\n"
    if user_exists:
        passwd += "agency:x:998:998:Agency Table kiosk:/var/lib/agency:/usr/sbin/nologin\n"
    (root / "etc" / "passwd").write_text(passwd)
    members = "pi,agency" if user_exists else "pi"
    (root / "etc" / "group").write_text(DEVICE_GROUPS.format(*[members] * 5))
    if model:
        (root / "proc" / "device-tree").mkdir(parents=True)
        (root / "proc" / "device-tree" / "model").write_bytes(model.encode() + b"\0")
    return root


def install(root: Path, stub: bool = True, archive_lacks: tuple[str, ...] = (),
            **env_vars: str) -> subprocess.CompletedProcess:
    """Run the installer; its ``apt-cache`` is a fake whose archives hold every
    package but ``archive_lacks``, so the result does not depend on this machine's."""
    bin_dir = root.parent / "bin"
    bin_dir.mkdir(exist_ok=True)
    apt_cache = bin_dir / "apt-cache"
    missing = " ".join(f'*" {package}"*) exit 100 ;;' for package in archive_lacks)
    apt_cache.write_text(f'#!/bin/sh\ncase " $*" in {missing} esac\nexit 0\n' if missing else "#!/bin/sh\nexit 0\n")
    apt_cache.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "AGENCY_INSTALL_ROOT": str(root),
           "AGENCY_INSTALL_STUB": "1" if stub else "0", **env_vars}
    return subprocess.run([str(SYSTEMD / "install.sh")], env=env, capture_output=True, text=True, timeout=120)


def stub_lines(result: subprocess.CompletedProcess) -> list[str]:
    return [line for line in result.stdout.splitlines() if line.startswith("stub: ")]


def snapshot(root: Path) -> dict[str, tuple[bytes, int, int]]:
    """Every file the installer wrote outside the venv's library: content, mode, mtime."""
    files = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and "venv/lib" not in path.as_posix():
            stat = path.stat()
            files[str(path.relative_to(root))] = (path.read_bytes(), stat.st_mode, stat.st_mtime_ns)
    return files


def active_spi_lines(root: Path) -> list[str]:
    text = (root / "boot" / "firmware" / "config.txt").read_text()
    return [line for line in text.splitlines() if line.strip() == "dtparam=spi=on"]


# --- static checks ---------------------------------------------------------------

@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed")
@pytest.mark.parametrize("script", ["install.sh", "export-finished.sh"])
def test_shellcheck_is_clean(script):
    result = subprocess.run(["shellcheck", str(SYSTEMD / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_analyze_verify_is_clean(tmp_path):
    # verify also checks that ExecStart= is executable: point /opt/agency at a stand-in.
    prefix = tmp_path / "opt" / "agency"
    (prefix / "venv" / "bin").mkdir(parents=True)
    for program in (prefix / "venv" / "bin" / "agency", prefix / "export-finished.sh"):
        program.write_text("#!/bin/sh\n")
        program.chmod(0o755)
    for unit in UNITS:
        text = (SYSTEMD / unit).read_text().replace("/opt/agency/", f"{prefix}/")
        (tmp_path / unit).write_text(text)
    result = subprocess.run(["systemd-analyze", "verify", "--man=no", *(str(tmp_path / u) for u in UNITS)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert not [line for line in result.stderr.splitlines() if any(u in line for u in UNITS)], result.stderr


def test_the_kiosk_unit_is_a_watched_notify_service_with_kms_and_state_dir():
    unit = (SYSTEMD / "agency.service").read_text().splitlines()
    for line in ("Type=notify", "Restart=on-failure", "StateDirectory=agency", "Environment=SDL_VIDEODRIVER=kmsdrm",
                 "User=agency", "StandardOutput=journal", "ProtectSystem=strict", "NoNewPrivileges=yes",
                 # lgpio's notification pipes go to LG_WD, else to the working folder, / (read-only here)
                 "Environment=LG_WD=%S/agency"):
        assert line in unit
    assert any(line.startswith("WatchdogSec=") for line in unit)
    assert any(line.startswith("StartLimitBurst=") for line in unit)
    # The devices the table needs must stay reachable (ProtectClock= implies a device allow-list).
    assert not [line for line in unit if line.startswith(
        ("PrivateDevices=yes", "PrivateUsers=yes", "ProcSubset=", "ProtectClock=yes", "DeviceAllow=", "DevicePolicy="))]


# --- the installer ---------------------------------------------------------------------

def test_first_install_on_a_fresh_pi5(tmp_path):
    root = make_root(tmp_path)
    result = install(root)
    assert result.returncode == 0, result.stderr

    # SPI: the stock commented line is switched on, once, and the original is kept.
    assert active_spi_lines(root) == ["dtparam=spi=on"]
    assert "#dtparam=spi=on" not in (root / "boot/firmware/config.txt").read_text()
    assert (root / "boot/firmware/config.txt.before-agency").read_text() == STOCK_CONFIG_TXT
    assert "reboot needed: SPI was just enabled" in result.stdout

    stubs = stub_lines(result)
    apt = next(line for line in stubs if "apt-get install" in line)
    assert "python3-picamera2" in apt and "--no-install-recommends" in apt
    assert any(line.startswith("stub: useradd --system") and line.endswith(" agency") for line in stubs)
    assert "stub: usermod --append --groups spi,gpio,video,input,render agency" in stubs
    pip = [line for line in stubs if " -m pip install " in line]
    assert len(pip) == 2
    assert pip[0].endswith(f"{REPO}[pi]") and "pi-constraints.txt" in pip[0]
    assert pip[1].endswith("--no-deps mfrc522==0.0.7")
    # A real RPi.GPIO goes before rpi-lgpio arrives (uninstalling it later would take rpi-lgpio's files),
    # and so does a pygame, which owns the same module files as pygame-ce.
    assert stubs.index(f"stub: {root}/opt/agency/venv/bin/python -m pip uninstall --quiet --yes RPi.GPIO") \
        < stubs.index(pip[0])
    assert stubs.index(f"stub: {root}/opt/agency/venv/bin/python -m pip uninstall --quiet --yes pygame") \
        < stubs.index(pip[0])
    assert "rpi-lgpio" in result.stdout
    assert stubs[-2:] == ["stub: systemctl daemon-reload", "stub: systemctl enable agency.service"]

    for unit in UNITS:
        installed = root / "etc/systemd/system" / unit
        assert installed.read_bytes() == (SYSTEMD / unit).read_bytes()
        assert oct(installed.stat().st_mode & 0o777) == "0o644"
    assert os.access(root / "usr/local/bin/agency", os.X_OK)
    assert 'export LG_WD="${LG_WD:-/var/lib/agency}"' in (root / "usr/local/bin/agency").read_text()
    assert os.access(root / "opt/agency/export-finished.sh", os.X_OK)
    assert (root / "opt/agency/hardware.md").read_bytes() == (REPO / "hardware.md").read_bytes()
    assert "include-system-site-packages = true" in (root / "opt/agency/venv/pyvenv.cfg").read_text()

    # The config file it writes is one the appliance accepts, set up for the Pi.
    config = config_module.load(root / "etc/agency/config.toml")
    assert config["display.fullscreen"] is True
    assert config["nfc.backend"] == "rc522"
    assert config["nfc.readers"] == [{"name": "main", "bus": 0, "device": 0, "reset_pin": 25}]
    assert config["camera.backend"] == "picamera2"


def test_second_run_changes_nothing_and_keeps_the_owners_settings(tmp_path):
    root = make_root(tmp_path)
    assert install(root).returncode == 0
    config_file = root / "etc/agency/config.toml"
    config_file.write_text(config_file.read_text().replace("fullscreen = true", "fullscreen = false"))
    before = snapshot(root)

    again = install(root)

    assert again.returncode == 0, again.stderr
    assert snapshot(root) == before
    assert active_spi_lines(root) == ["dtparam=spi=on"]
    assert "SPI already enabled in /boot/firmware/config.txt" in again.stdout
    assert "kept the existing /etc/agency/config.toml" in again.stdout
    assert "venv exists and sees the system packages" in again.stdout
    for unit in UNITS:
        assert f"unchanged: /etc/systemd/system/{unit}" in again.stdout
    assert "stub: systemctl daemon-reload" not in again.stdout  # nothing changed to reload
    assert config_module.load(config_file)["display.fullscreen"] is False


def test_an_updated_pi_keeps_its_user_needs_no_reboot_and_restarts_the_kiosk(tmp_path):
    root = make_root(tmp_path, user_exists=True)
    (root / "boot/firmware/config.txt").write_text("[all]\ndtparam=spi=on\n")
    (root / "dev").mkdir()
    (root / "dev" / "spidev0.0").touch()

    result = install(root)

    assert result.returncode == 0
    assert not [line for line in stub_lines(result) if "useradd" in line or "usermod" in line]
    assert "agency is in the groups: spi gpio video input render" in result.stdout
    assert "reboot needed" not in result.stdout
    assert stub_lines(result)[-1] == "stub: systemctl restart agency.service"


def test_a_config_txt_without_the_spi_line_gets_it_in_the_all_section(tmp_path):
    root = make_root(tmp_path, model="Raspberry Pi 4 Model B Rev 1.5")
    (root / "boot/firmware/config.txt").write_text("[pi4]\narm_boost=1\n")
    result = install(root)
    assert result.returncode == 0
    assert (root / "boot/firmware/config.txt").read_text() == "[pi4]\narm_boost=1\n\n[all]\ndtparam=spi=on\n"
    assert "Raspberry Pi 4 Model B Rev 1.5: GPIO through rpi-lgpio" in result.stdout


def test_packages_only_the_raspberry_pi_archive_has_are_skipped_with_a_warning(tmp_path):
    # Plain Debian Bookworm, as in tools/pi-root-check.sh: no picamera2, no lgpio.
    root = make_root(tmp_path)
    result = install(root, archive_lacks=("python3-picamera2", "python3-lgpio"))

    assert result.returncode == 0, result.stderr
    assert "stub: apt-get install -y --no-install-recommends python3-venv python3-dev gcc python3-spidev" \
        in stub_lines(result)
    assert result.stderr.splitlines() == [
        f"warning: skipped {package}: none of this system's package archives has it (Raspberry Pi OS's has)"
        for package in ("python3-picamera2", "python3-lgpio")]


def test_a_root_without_a_device_tree_can_name_its_board(tmp_path):
    root = make_root(tmp_path, model=None)
    result = install(root, AGENCY_PI_MODEL="Raspberry Pi 4 Model B Rev 1.5")

    assert result.returncode == 0, result.stderr
    assert "Raspberry Pi 4 Model B Rev 1.5: GPIO through rpi-lgpio" in result.stdout
    assert "not a Raspberry Pi" not in result.stderr


def test_refuses_to_touch_anything_on_a_machine_that_is_not_a_pi(tmp_path):
    root = make_root(tmp_path, model=None)
    before = snapshot(root)
    result = install(root, stub=False)
    assert result.returncode == 1
    assert result.stderr.strip() == ("install.sh: this is not a Raspberry Pi (no model in /proc/device-tree); "
                                     "nothing was changed")
    assert snapshot(root) == before


# --- the nightly export --------------------------------------------------------------

def test_export_script_writes_each_finished_game_once(tmp_path, isolated):
    with Store.open(isolated) as store:
        store.new_game({"action": "setup", "game": "timestories"})               # still playing
        over = store.new_game({"action": "setup", "game": "enclave"})
        store.append(over, 1, {"action": "end"}, status="over")
    agency = Path(sys.executable).with_name("agency")
    env = {**os.environ, "AGENCY": str(agency)}
    out = tmp_path / "exports"

    for _ in range(2):  # the timer runs nightly: a second run rewrites the same file
        result = subprocess.run([str(SYSTEMD / "export-finished.sh"), str(out)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        assert result.stdout == f"1 finished game(s) exported to {out}\n"

    assert [p.name for p in out.iterdir()] == [f"enclave-{over}.jsonl"]
    assert (out / f"enclave-{over}.jsonl").read_text() == \
        '{"action": "setup", "game": "enclave"}\n{"action": "end"}\n'


def test_export_script_keeps_every_file_in_its_folder_whatever_the_store_names_a_game(tmp_path, isolated):
    """A damaged or foreign store's game names are no paths, and a name with a space is
    not skipped (issue 19, finding 11)."""
    with Store.open(isolated) as store:
        ids = []
        for name in ("../../../escaped", "two words", "enclave"):
            ids.append(store.new_game({"action": "setup", "game": name}))
            store.append(ids[-1], 1, {"action": "end"}, status="over")
    out = tmp_path / "deep" / "exports"
    env = {**os.environ, "AGENCY": str(Path(sys.executable).with_name("agency"))}
    result = subprocess.run([str(SYSTEMD / "export-finished.sh"), str(out)], env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"3 finished game(s) exported to {out}\n"
    assert sorted(p.name for p in out.iterdir()) == sorted([f"game-{ids[0]}.jsonl", f"game-{ids[1]}.jsonl",
                                                           f"enclave-{ids[2]}.jsonl"])
    assert sorted(p.name for p in tmp_path.rglob("*.jsonl")) == sorted(p.name for p in out.iterdir())
