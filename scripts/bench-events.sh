#!/bin/sh
# Benchmark (not a test): event delay from a Swing change to a pyatspi listener, and event
# throughput of a burst (on the bus and at the listener), on a private desktop.
# Usage: scripts/bench-events.sh [SAMPLES]
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
mvn -B -q -DskipTests package
exec java -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.EventBenchmark \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "${1:-50}"
