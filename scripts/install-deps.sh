#!/bin/sh
# Installs the Debian packages the demo and the tests need, when some are missing.
# Needs root (as on a fresh Debian 12 machine); otherwise prints the command to run.
set -eu

PACKAGES="openjdk-17-jdk-headless maven xvfb xauth openbox dbus dbus-x11 at-spi2-core \
python3 python3-gi python3-pyatspi gir1.2-atspi-2.0 gir1.2-gtk-3.0 xdotool libxtst6 x11-utils x11-xkb-utils orca procps \
openjdk-17-demo \
lintian"

missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# A JDK and Maven that did not come from Debian count as present.
case "$missing" in *openjdk-17-jdk-headless*) command -v javac >/dev/null 2>&1 && missing=$(echo "$missing" | sed 's/ openjdk-17-jdk-headless//') ;; esac
case "$missing" in *maven*) command -v mvn >/dev/null 2>&1 && missing=$(echo "$missing" | sed 's/ maven//') ;; esac

if [ -z "$missing" ]; then
    exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "Missing packages:$missing" >&2
    echo "Install them with: sudo apt-get install -y$missing" >&2
    exit 1
fi
echo "Installing:$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >&2
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing >&2
