#!/bin/sh
# JMH benchmarks of the bridge's in-process hot paths (not part of the tests): a call's dispatch
# (path to node, snapshot read, role and state mapping), reply marshalling with dbus-java, and
# the event thread's snapshot of Swing widgets. Built only with the Maven profile -Pbench.
# Usage: scripts/bench-jmh.sh [JMH OPTIONS]   e.g. scripts/bench-jmh.sh DispatchBench -p nodes=100
set -eu
cd "$(dirname "$0")/.."
# -o first: offline when the local repository already holds JMH; otherwise fetch it once.
mvn -B -q -o -Pbench package -DskipTests -pl bridge/bench -am 2>/dev/null \
    || mvn -B -q -Pbench package -DskipTests -pl bridge/bench -am
exec java -jar bridge/bench/target/benchmarks.jar "$@"
