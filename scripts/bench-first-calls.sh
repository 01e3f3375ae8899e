#!/bin/sh
# Benchmark (not a test): how fast a freshly started app answers a screen reader's first few
# hundred calls — the views app under the bridge (a fresh JVM) against its GTK 3 twin, each on a
# private desktop (Xvfb, session bus, accessibility bus), with pyatspi.
# Usage: scripts/bench-first-calls.sh
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
mvn -B -q -DskipTests package
for app in gtk bridge; do
    echo "== $app"
    xvfb-run -a dbus-run-session -- scripts/first-calls/run-on-desktop.sh $app 2>/dev/null
done
