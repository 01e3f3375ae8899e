#!/bin/sh
# The benchmark suite (issue 6; not part of the tests): on one private desktop, side by side in
# one run, the C floor (a trivial libdbus AT-SPI server), the Swing demo app under this bridge,
# the same app under java-atk-wrapper, and its GTK3 twin. Calls (sequential and 16/64 in
# flight, peer to peer and through the bus), whole-tree walks (C client and pyatspi), startup,
# memory over 100 walks, the app's event-thread latency under a flood, 1 MB replies, painting, typing, and trees
# of 10,000 and 100,000 nodes. Prints the table and writes it to target/bench-report.md.
# About 12-17 minutes on 2 cores. Counts can be changed with -D options in BENCH_OPTS, e.g.
#   BENCH_OPTS="-Dbench.rounds=1 -Dbench.sizes=10000" scripts/bench.sh
# The JMH benchmarks of the in-process hot paths are separate: scripts/bench-jmh.sh.
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh

# Bench-only packages, installed here so that the test run never waits for them.
need=""
for p in gcc libc6-dev pkg-config libdbus-1-dev libatk-wrapper-java libatk-wrapper-java-jni; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need="$need $p"
done
if [ -n "$need" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "The benchmarks need:$need (sudo apt-get install -y$need)" >&2
        exit 1
    fi
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $need >&2
fi

# -o: offline when the local repository already has everything (as on CI machines).
mvn -B -q -o package -DskipTests 2>/dev/null || mvn -B -q package -DskipTests

bin=target/bench-bin
mkdir -p "$bin"
for tool in atspi-floor atspi-load; do
    # shellcheck disable=SC2046
    gcc -O2 -Wall -o "$bin/$tool" "test-apps/desktop-stack/src/main/c/$tool.c" \
        $(pkg-config --cflags --libs dbus-1) -lpthread
done

# shellcheck disable=SC2086
exec java ${BENCH_OPTS:-} -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.bench.Bench \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "$bin" target/bench-report.md
