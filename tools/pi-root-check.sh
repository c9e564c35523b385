#!/usr/bin/env bash
# Proves systemd/install.sh on an arm64 Debian Bookworm root (the base of
# Raspberry Pi OS Bookworm) under qemu-user emulation, then runs the kiosk's
# own commands there. Not part of `make test`: it needs root, the network and
# about an hour the first time. Run it with `sudo make pi-root-check`.
#
# The root is built once and kept in $AGENCY_PI_ROOT_CACHE (default
# ~/.cache/agency-pi-root); each run starts from a fresh copy of it, so the
# install always meets a bare system.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${AGENCY_PI_ROOT_CACHE:-$HOME/.cache/agency-pi-root}"
BASE="$CACHE/base"
ROOT="$CACHE/run"
MIRROR="${AGENCY_PI_ROOT_MIRROR:-http://deb.debian.org/debian}"
RESULTS="$CACHE/results.md"

die() { printf 'pi-root-check: %s\n' "$*" >&2; exit 1; }
[[ $EUID -eq 0 ]] || die "run it as root (debootstrap and chroot need it): sudo make pi-root-check"

prepare_host() {
    if ! command -v debootstrap > /dev/null || [[ ! -e /usr/bin/qemu-aarch64-static ]]; then
        apt-get install -y debootstrap qemu-user-static binfmt-support
    fi
    if [[ ! -e /proc/sys/fs/binfmt_misc/register ]]; then
        mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
    fi
    update-binfmts --enable qemu-aarch64 > /dev/null 2>&1 || true
    [[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]] || die "qemu-aarch64 is not registered with binfmt_misc"
}

build_base() {
    [[ -f "$BASE/.complete" ]] && return
    rm -rf "$BASE"
    mkdir -p "$BASE"
    debootstrap --arch=arm64 --include=ca-certificates,systemd-sysv,dbus bookworm "$BASE" "$MIRROR"
    touch "$BASE/.complete"
}

# What Raspberry Pi OS adds to Debian and the installer relies on: the boot
# partition's config.txt (stock, SPI still off) and the spi and gpio groups.
add_raspberry_pi_os_layer() {
    install -d "$ROOT/boot/firmware"
    cat > "$ROOT/boot/firmware/config.txt" <<'CONFIG'
# For more options and information see
# http://rptl.io/configtxt

# Uncomment some or all of these to enable the optional hardware interfaces
#dtparam=i2c_arm=on
#dtparam=spi=on

# Automatically load overlays for detected cameras
camera_auto_detect=1

[all]
CONFIG
    chroot "$ROOT" groupadd --system spi
    chroot "$ROOT" groupadd --system gpio
    # No init runs in a chroot: systemctl's offline verbs (enable) run, the rest are recorded.
    cat > "$ROOT/usr/local/sbin/systemctl" <<'STUB'
#!/bin/sh
echo "systemctl $*" >> /var/log/systemctl-calls
case "$1" in
    enable|disable|is-enabled) exec /usr/bin/systemctl "$@" ;;
    is-active) exit 3 ;;   # nothing runs without an init
esac
STUB
    chmod 0755 "$ROOT/usr/local/sbin/systemctl"
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    # Behind a TLS-inspecting proxy the host trusts extra certificate authorities; so must the root's pip.
    if compgen -G "/usr/local/share/ca-certificates/*.crt" > /dev/null; then
        cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
        chroot "$ROOT" update-ca-certificates > /dev/null
    fi
    mkdir -p "$ROOT/root/agency-table"
    git -C "$REPO" ls-files -z --cached --others --exclude-standard \
        | (cd "$REPO" && xargs -0 tar -cf - --no-recursion) | tar -xf - -C "$ROOT/root/agency-table"
}

MOUNTS=()
mount_system() {
    local dir
    for dir in proc sys dev dev/pts; do
        mount --bind "/$dir" "$ROOT/$dir"
        MOUNTS=("$ROOT/$dir" "${MOUNTS[@]}")
    done
}
unmount_system() {
    local dir
    for dir in "${MOUNTS[@]}"; do umount -l "$dir" || true; done
    MOUNTS=()
}

in_root() {
    chroot "$ROOT" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 TERM=dumb "$@"
}

# Everything the install may change, as one list of checksums: packages,
# accounts, config, units, the console command and the installed venv.
system_state() {
    # shellcheck disable=SC2016  # expanded by the root's shell, not this one
    in_root sh -c 'dpkg-query -W -f "\${Package} \${Version}\n"; cat /etc/passwd /etc/group;
        /opt/agency/venv/bin/python -m pip freeze --all 2>/dev/null;
        find /etc /boot /usr/local /opt/agency -xdev -type f ! -path "*/__pycache__/*" ! -name "*.pyc" \
            -exec sha256sum {} + 2>/dev/null | sort -k2;
        find /etc/systemd/system -type l -printf "%p -> %l\n" | sort'
}

ROWS=()
# Runs one step, keeps its output in $CACHE/STEP.log and adds a row to the table.
record() {
    local name=$1 expect=$2; shift 2
    local log="$CACHE/${name// /-}.log" start end status
    start=$(date +%s%N)
    set +e
    "$@" > "$log" 2>&1
    status=$?
    set -e
    end=$(date +%s%N)
    local seconds verdict
    seconds=$(( (end - start + 500000000) / 1000000000 ))
    if [[ "$status" == "$expect" ]]; then verdict="exit $status, as expected"; else verdict="**exit $status, expected $expect**"; fi
    ROWS+=("| $name | $verdict | ${seconds} s | $(summarise "$name" "$log") |")
    printf '%-28s %s (%ss)\n' "$name" "$verdict" "$seconds"
}

summarise() {
    local name=$1 log=$2
    case "$name" in
        install*) printf '%s' "$(grep -cE '^(installed|wrote|created|enabled|added)' "$log") files or settings written;" \
                  "$(grep '^warning: skipped' "$log" | sed 's/^warning: skipped \([^:]*\):.*/\1/' | paste -sd, | sed 's/^$/none/') skipped" ;;
        "second run compared") tail -n 1 "$log" ;;
        "systemd-nspawn -b") grep -E '^(SubState|NRestarts|WatchdogUSec)=|Active:' "$log" | sed 's/^ *//' | paste -sd';' ;;
        "agency doctor") grep -E '^(ok|FAIL|skip) ' "$log" | cut -c1-72 | paste -sd'|' | sed 's/|/<br>/g' ;;
        *) tail -n 1 "$log" | cut -c1-120 ;;
    esac
}

compare_states() {
    if diff "$CACHE/state-after-first.txt" "$CACHE/state-after-second.txt"; then
        echo "no package, account, file, unit or venv package differs after the second run"
    else
        echo "the second run changed the lines above"
        return 1
    fi
}

# Boots the installed root with systemd-nspawn: the kiosk's unit as installed,
# its hardware replaced by the simulated table through a drop-in, and a probe
# that records `systemctl status agency` after 90 s (past four watchdog
# periods) and powers the container off.
boot_with_nspawn() {
    rm -f "$ROOT/usr/local/sbin/systemctl"            # a real init now
    install -d "$ROOT/etc/systemd/system/agency.service.d"
    cat > "$ROOT/etc/systemd/system/agency.service.d/simulated-table.conf" <<'UNIT'
[Service]
Environment=SDL_VIDEODRIVER=dummy
ExecStart=
ExecStart=/opt/agency/venv/bin/agency run --headless --frames 100000000 --nfc-backend sim --camera-backend file --controls-backend mock
UNIT
    cat > "$ROOT/etc/systemd/system/agency-probe.service" <<'UNIT'
[Unit]
Description=Record the kiosk's state, then power off
After=agency.service
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'sleep 90; systemctl status agency --no-pager > /root/agency-status.txt 2>&1; systemctl show agency -p ActiveState -p SubState -p NRestarts -p WatchdogUSec -p WatchdogTimestamp >> /root/agency-status.txt; systemctl poweroff'
[Install]
WantedBy=multi-user.target
UNIT
    ln -sf /etc/systemd/system/agency-probe.service "$ROOT/etc/systemd/system/multi-user.target.wants/agency-probe.service"
    rm -f "$ROOT/root/agency-status.txt"
    timeout 600 systemd-nspawn -q --register=no --keep-unit -D "$ROOT" -b > "$CACHE/nspawn-boot.log" 2>&1 || true
    [[ -f "$ROOT/root/agency-status.txt" ]] || { echo "the probe never ran: see $CACHE/nspawn-boot.log"; return 1; }
    cat "$ROOT/root/agency-status.txt"
    grep -q '^SubState=running$' "$ROOT/root/agency-status.txt" && grep -q '^NRestarts=0$' "$ROOT/root/agency-status.txt"
}

main() {
    prepare_host
    record "debootstrap arm64 bookworm" 0 build_base
    rm -rf "$ROOT"
    cp -a "$BASE" "$ROOT"
    add_raspberry_pi_os_layer
    trap unmount_system EXIT
    mount_system
    local install=(env AGENCY_PI_MODEL="Raspberry Pi 5 Model B Rev 1.0" /root/agency-table/systemd/install.sh)
    record "install.sh" 0 in_root "${install[@]}"
    system_state > "$CACHE/state-after-first.txt"
    record "install.sh again" 0 in_root "${install[@]}"
    system_state > "$CACHE/state-after-second.txt"
    record "second run compared" 0 compare_states
    # systemd creates the kiosk's state folder (StateDirectory=) when the service first starts.
    install -d -m 0750 "$ROOT/var/lib/agency"
    in_root chown agency:agency /var/lib/agency
    local sim=(env SDL_VIDEODRIVER=kmsdrm)
    record "agency doctor" 1 in_root "${sim[@]}" /usr/local/bin/agency doctor
    record "agency run headless" 0 in_root /usr/local/bin/agency run --headless --frames 30 \
        --snapshot /var/lib/agency/snapshot.png --nfc-backend sim --camera-backend file --controls-backend mock
    cp "$REPO/tests/fixtures/dice/matteo_six_52.jpg" "$ROOT/tmp/dice.jpg"
    record "agency dice read" 0 in_root /usr/local/bin/agency dice read /tmp/dice.jpg
    record "agency nfc scan rc522" 1 in_root /usr/local/bin/agency nfc scan --backend rc522 --timeout 5
    printf '[nfc]\nmock_scenario = "ntag213"\n' > "$ROOT/tmp/mock.toml"
    chmod 0644 "$ROOT/tmp/mock.toml"
    record "agency nfc scan emulated" 0 in_root env AGENCY_CONFIG=/tmp/mock.toml \
        /usr/local/bin/agency nfc scan --backend mock --json --timeout 20
    unmount_system
    record "systemd-nspawn -b" 0 boot_with_nspawn
    {
        echo "| step | result | time | what it printed |"
        echo "|---|---|---|---|"
        printf '%s\n' "${ROWS[@]}"
    } > "$RESULTS"
    echo
    cat "$RESULTS"
    echo "logs: $CACHE/*.log"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    main "$@"
fi
