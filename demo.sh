#!/bin/sh
# The demo: builds the bridge, starts a private accessibility desktop (or uses yours when one is
# running), launches a Swing app with the bridge and prints its tree as pyatspi sees it.
set -eu
cd "$(dirname "$0")"
./scripts/install-deps.sh
mvn -B -q -DskipTests package
exec java -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.Demo \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "$@"
