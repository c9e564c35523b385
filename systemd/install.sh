#!/usr/bin/env bash
# Installs the Agency Table kiosk on Raspberry Pi OS Bookworm (64-bit) on a
# Raspberry Pi 4 or 5. From the project folder:
#
#     sudo ./systemd/install.sh
#
# then reboot when it says so. Safe to run again, after an update of the code
# for instance: every step checks first and changes only what differs, and
# /etc/agency/config.toml is never overwritten.
#
# What it does: enables SPI, installs the system packages (picamera2 comes
# from Raspberry Pi OS, not from pip), creates the unprivileged user `agency`
# in the spi, gpio, video, input and render groups, builds a venv in
# /opt/agency/venv that also sees the system packages, installs the project
# with its Pi extra, and installs and enables the systemd units.
#
# For tests, without a Pi (both optional):
#   AGENCY_INSTALL_ROOT=DIR  install under DIR instead of / (DIR/etc, DIR/opt, DIR/boot...)
#   AGENCY_INSTALL_STUB=1    print the steps that need a real Pi (apt, user
#                            accounts, pip, systemctl) as "stub: ..." instead of running them
#   AGENCY_PI_MODEL=TEXT     take TEXT as the board's model, for an arm64 root
#                            without a Pi's device tree (tools/pi-root-check.sh)
set -euo pipefail

ROOT="${AGENCY_INSTALL_ROOT:-}"
ROOT="${ROOT%/}"
STUB="${AGENCY_INSTALL_STUB:-0}"
SOURCE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SERVICE_USER=agency
DEVICE_GROUPS=(spi gpio video input render)
PREFIX=/opt/agency
VENV="$PREFIX/venv"
SYSTEM_PYTHON=/usr/bin/python3
UNITS=(agency.service agency-export.service agency-export.timer)
APT_PACKAGES=(python3-venv python3-dev gcc python3-picamera2 python3-lgpio python3-spidev)
REBOOT_REASONS=()
UNITS_CHANGED=0
WROTE=0

say() { printf '%s\n' "$*"; }
step() { printf '\n== %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# A step that changes the real system. With AGENCY_INSTALL_STUB=1 it is only printed.
on_system() {
    if [[ "$STUB" == 1 ]]; then
        local arg line="stub:"
        for arg in "$@"; do
            [[ "$arg" =~ [[:space:]] ]] && arg="\"$arg\""
            line+=" $arg"
        done
        say "$line"
    else
        "$@"
    fi
}

# Copies SOURCE to DEST (mode MODE) only when the content differs, and then sets WROTE=1.
install_file() {
    local mode=$1 source=$2 dest=$3
    WROTE=0
    if [[ -f "$dest" ]] && cmp -s "$source" "$dest"; then
        say "unchanged: ${dest#"$ROOT"}"
        return
    fi
    install -D -m "$mode" "$source" "$dest"
    say "installed: ${dest#"$ROOT"}"
    WROTE=1
}

check_platform() {
    step "Platform"
    if [[ -z "$ROOT" && $EUID -ne 0 ]]; then
        die "run it as root: sudo $0"
    fi
    local model="${AGENCY_PI_MODEL:-}"
    if [[ -z "$model" && -r "$ROOT/proc/device-tree/model" ]]; then
        model="$(tr -d '\0' < "$ROOT/proc/device-tree/model")"
    fi
    case "$model" in
        "Raspberry Pi 5"* | "Raspberry Pi Compute Module 5"*)
            say "$model: GPIO through rpi-lgpio (RPi.GPIO cannot drive the Pi 5's GPIO chip)" ;;
        "Raspberry Pi 4"* | "Raspberry Pi Compute Module 4"*)
            say "$model: GPIO through rpi-lgpio (RPi.GPIO's edge detection is broken on Bookworm)" ;;
        "Raspberry Pi"*)
            warn "$model is not a Pi 4 or 5: it may work, but the camera and display are untested there" ;;
        *)
            [[ "$STUB" == 1 ]] || die "this is not a Raspberry Pi (no model in /proc/device-tree); nothing was changed"
            warn "not a Raspberry Pi; Pi-only steps are stubbed" ;;
    esac
    local codename=""
    if [[ -r "$ROOT/etc/os-release" ]]; then
        codename="$(sed -n 's/^VERSION_CODENAME=//p' "$ROOT/etc/os-release")"
    fi
    [[ "$codename" == bookworm ]] || warn "written for Raspberry Pi OS Bookworm; this system says '${codename:-unknown}'"
    if [[ "$STUB" != 1 && "$(uname -m)" != aarch64 ]]; then
        warn "written for the 64-bit OS; this one is $(uname -m)"
    fi
}

install_system_packages() {
    step "System packages"
    on_system apt-get update
    local package available=()
    for package in "${APT_PACKAGES[@]}"; do
        # Plain Debian lacks what only the Raspberry Pi archive has (picamera2,
        # lgpio): the rest still installs, and `agency doctor` names what is missing.
        if command -v apt-cache > /dev/null && ! apt-cache show --no-all-versions "$package" > /dev/null 2>&1; then
            warn "skipped $package: none of this system's package archives has it (Raspberry Pi OS's has)"
            continue
        fi
        available+=("$package")
    done
    on_system apt-get install -y --no-install-recommends "${available[@]}"
}

boot_config_path() {
    local candidate
    for candidate in "$ROOT/boot/firmware/config.txt" "$ROOT/boot/config.txt"; do
        if [[ -f "$candidate" ]]; then
            say "$candidate"
            return
        fi
    done
    die "cannot find config.txt in /boot/firmware or /boot: is this Raspberry Pi OS?"
}

enable_spi() {
    step "SPI (card readers)"
    local config
    config="$(boot_config_path)"
    if grep -Eq '^[[:space:]]*dtparam=spi=on' "$config"; then
        say "SPI already enabled in ${config#"$ROOT"}"
    else
        [[ -f "$config.before-agency" ]] || cp -p "$config" "$config.before-agency"
        if grep -Eq '^[[:space:]]*#[[:space:]]*dtparam=spi=on' "$config"; then
            sed -i -E '0,/^[[:space:]]*#[[:space:]]*dtparam=spi=on/s//dtparam=spi=on/' "$config"
        else
            printf '\n[all]\ndtparam=spi=on\n' >> "$config"
        fi
        say "enabled SPI in ${config#"$ROOT"} (the old file is kept as config.txt.before-agency)"
        REBOOT_REASONS+=("SPI was just enabled")
        return
    fi
    if ! compgen -G "$ROOT/dev/spidev*" > /dev/null; then
        REBOOT_REASONS+=("SPI is enabled in config.txt but /dev/spidev* is not there yet")
    fi
}

# Group and user lookups read the account files, so they work under AGENCY_INSTALL_ROOT too.
group_exists() { grep -q "^$1:" "$ROOT/etc/group"; }
user_in_group() { grep -Eq "^$2:[^:]*:[^:]*:(.*,)?$1(,|$)" "$ROOT/etc/group"; }

create_service_user() {
    step "Service user '$SERVICE_USER'"
    if grep -q "^$SERVICE_USER:" "$ROOT/etc/passwd"; then
        say "user $SERVICE_USER exists"
    else
        on_system useradd --system --user-group --home-dir "/var/lib/$SERVICE_USER" --no-create-home \
            --shell /usr/sbin/nologin --comment "Agency Table kiosk" "$SERVICE_USER"
    fi
    local group missing=()
    for group in "${DEVICE_GROUPS[@]}"; do
        if ! group_exists "$group"; then
            warn "group '$group' does not exist here, so the devices it guards may be out of reach"
        elif ! user_in_group "$SERVICE_USER" "$group"; then
            missing+=("$group")
        fi
    done
    if ((${#missing[@]})); then
        local joined
        joined="$(IFS=,; echo "${missing[*]}")"
        on_system usermod --append --groups "$joined" "$SERVICE_USER"
        say "added $SERVICE_USER to: $joined"
    else
        say "$SERVICE_USER is in the groups: ${DEVICE_GROUPS[*]}"
    fi
}

create_venv() {
    step "Python environment $VENV"
    local cfg="$ROOT$VENV/pyvenv.cfg"
    if [[ -f "$cfg" ]]; then
        if grep -q '^include-system-site-packages = true' "$cfg"; then
            say "venv exists and sees the system packages"
        else
            sed -i 's/^include-system-site-packages = .*/include-system-site-packages = true/' "$cfg"
            say "venv now sees the system packages (for picamera2)"
        fi
        return
    fi
    # The system Python, so that the system's picamera2 and libcamera are importable.
    local python=$SYSTEM_PYTHON without_pip=()
    if [[ "$STUB" == 1 ]]; then
        without_pip=(--without-pip)  # pip is stubbed anyway
        [[ -x "$python" ]] || python="$(command -v python3)"
    fi
    [[ -x "$python" ]] || die "$SYSTEM_PYTHON is missing: sudo apt-get install python3-venv"
    "$python" -m venv --system-site-packages "${without_pip[@]}" "$ROOT$VENV"
    say "created the venv (it sees the system packages, for picamera2)"
}

install_project() {
    step "The project"
    local python="$ROOT$VENV/bin/python"
    # The Pi extra brings rpi-lgpio, which provides the RPi.GPIO module on every model
    # (the real RPi.GPIO cannot drive a Pi 5); a real one left in the venv would clash.
    on_system "$python" -m pip uninstall --quiet --yes RPi.GPIO
    # pygame-ce replaced pygame (whose SDL lacks KMS/DRM); both own the module
    # `pygame`, so an old pygame left in the venv would overwrite its files.
    on_system "$python" -m pip uninstall --quiet --yes pygame
    # numpy stays at 1.x: the system picamera2 (and its simplejpeg) is built against it.
    on_system "$python" -m pip install --quiet --constraint "$SOURCE_DIR/systemd/pi-constraints.txt" \
        "${SOURCE_DIR}[pi]"
    # mfrc522 declares RPi.GPIO as its requirement: hence no dependencies.
    on_system "$python" -m pip install --quiet --no-deps "mfrc522==0.0.7"
    install_file 0644 "$SOURCE_DIR/hardware.md" "$ROOT$PREFIX/hardware.md"
    install_file 0755 "$SOURCE_DIR/systemd/export-finished.sh" "$ROOT$PREFIX/export-finished.sh"
}

install_console_command() {
    step "The 'agency' command"
    local wrapper
    wrapper="$(mktemp)"
    cat > "$wrapper" <<EOF
#!/bin/sh
# 'agency' at the console acts on the kiosk's own data and config, and as root
# it drops to the kiosk's user, so 'sudo agency doctor' checks the same rights.
export AGENCY_DATA="\${AGENCY_DATA:-/var/lib/agency}"
export AGENCY_CONFIG="\${AGENCY_CONFIG:-/etc/agency/config.toml}"
export GPIOZERO_PIN_FACTORY="\${GPIOZERO_PIN_FACTORY:-lgpio}"
export LG_WD="\${LG_WD:-/var/lib/agency}"
if [ "\$(id -u)" = 0 ]; then
    exec runuser -u $SERVICE_USER -- $VENV/bin/agency "\$@"
fi
exec $VENV/bin/agency "\$@"
EOF
    install_file 0755 "$wrapper" "$ROOT/usr/local/bin/agency"
    rm -f "$wrapper"
}

write_config() {
    step "Configuration /etc/agency/config.toml"
    local config="$ROOT/etc/agency/config.toml"
    if [[ -f "$config" ]]; then
        say "kept the existing ${config#"$ROOT"}"
        return
    fi
    install -d -m 0755 "$(dirname "$config")"
    cat > "$config" <<'EOF'
# Agency Table settings; `agency config` lists every key with its default.
# Pins are BCM GPIO numbers, as in the wiring tables of hardware.md.

[display]
fullscreen = true

[nfc]
backend = "rc522"

# One [[nfc.readers]] block per reader: device 0 is CE0, device 1 is CE1;
# a third or fourth reader uses a spare GPIO as chip select (cs_pin).
[[nfc.readers]]
name = "main"
bus = 0
device = 0
reset_pin = 25

[camera]
backend = "picamera2"   # "usb" for a USB webcam
EOF
    chmod 0644 "$config"
    say "wrote ${config#"$ROOT"}"
}

install_units() {
    step "systemd units"
    local unit
    for unit in "${UNITS[@]}"; do
        install_file 0644 "$SOURCE_DIR/systemd/$unit" "$ROOT/etc/systemd/system/$unit"
        if ((WROTE)); then UNITS_CHANGED=1; fi
    done
    if ((UNITS_CHANGED)); then
        on_system systemctl daemon-reload
    fi
    on_system systemctl enable agency.service
    say "the kiosk starts at boot; nightly exports are optional: systemctl enable --now agency-export.timer"
    local default_target="$ROOT/etc/systemd/system/default.target"
    if [[ -L "$default_target" && "$(readlink "$default_target")" == *graphical.target ]]; then
        warn "the desktop starts at boot and will hold the screen; for the kiosk alone: systemctl set-default multi-user.target"
    fi
}

summary() {
    step "Done"
    if ((${#REBOOT_REASONS[@]})); then
        local reason
        for reason in "${REBOOT_REASONS[@]}"; do
            say "reboot needed: $reason"
        done
        say "Reboot now (sudo reboot); after it, check the wiring with: sudo agency doctor"
    else
        on_system systemctl restart agency.service
        say "The kiosk runs the installed version now. To check the wiring: sudo systemctl stop agency;" \
            "sudo agency doctor; sudo systemctl start agency"
    fi
}

check_platform
install_system_packages
enable_spi
create_service_user
create_venv
install_project
install_console_command
write_config
install_units
summary
