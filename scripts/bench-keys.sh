#!/bin/sh
# Benchmark (not a test): the time key forwarding adds to each key press and release, with a
# keystroke listener registered as Orca 43 registers its own, on a private desktop.
# Usage: scripts/bench-keys.sh [KEYS]
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
mvn -B -q -DskipTests package
exec java -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.KeyBenchmark \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "${1:-200}"
