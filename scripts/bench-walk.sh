#!/bin/sh
# Benchmark (not a test): whole-tree walks of the demo app by a cold pyatspi client, under this
# bridge and under java-atk-wrapper, on one private desktop in the same run.
# Usage: scripts/bench-walk.sh [ROUNDS]
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
if ! dpkg-query -W -f='${Status}' libatk-wrapper-java-jni 2>/dev/null | grep -q "install ok installed"; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "Install java-atk-wrapper first: sudo apt-get install -y libatk-wrapper-java libatk-wrapper-java-jni" >&2
        exit 1
    fi
    apt-get install -y -q --no-install-recommends libatk-wrapper-java libatk-wrapper-java-jni >&2
fi
mvn -B -q -DskipTests package
exec java -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.WalkComparison \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "${1:-10}"
