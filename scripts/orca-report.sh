#!/bin/sh
# Report (not a test): every Orca scenario on the GTK 3 twins, on the Swing apps under this bridge
# and under java-atk-wrapper, with one real Orca on one private desktop in the same run. Prints
# each step's speech and verdict, then per scenario the scores and the median delay from key to
# speech. OrcaIT (run by ./run-tests.sh) asserts the subset of steps the bridge passes today.
# Usage: scripts/orca-report.sh [ORCA_DEBUG_FILE]   (Orca's own debug log, to see why it spoke)
#        ORCA_SCENARIOS="form,text editing" scripts/orca-report.sh   (only the scenarios named)
#        JAVAATSPI_ORCA_PYTHONPATH=scripts/orca-probe scripts/orca-report.sh   (a probe inside Orca that
#            logs its own decisions and busy spells to /tmp/orca-probe.log without changing its timing;
#            scripts/orca-probe/timeline.py then splits each key's delay into the app's and Orca's
#            share, and scripts/orca-probe/threads.py shows which threads used or waited for a CPU)
#        ORCA_JDK=25 scripts/orca-report.sh   (the Swing apps on Java 25 instead of 17)
#        scripts/orca-probe/compare-reports.py R1 R2 R3 [-- R4 R5 R6]   (several saved reports summed up:
#            each run's pass counts and pooled medians, each step's delay minus the twin's over
#            all runs; after "--" a second arm, e.g. runs alternated with another agent jar)
#        JAVAATSPI_ORCA_BUS_LOG=/tmp/bus.log scripts/orca-report.sh   (the accessibility bus's messages,
#            timed by dbus-monitor; scripts/orca-probe/bus-keys.py /tmp/bus.log then gives each app's
#            keys: the round trip through registry and Orca, the answer to the app's first event, and
#            from the key to the app's question to the registry, read from the keyboard's notes in /tmp/bus.log.keys)
#        ORCA_TARGETS="bridge" scripts/orca-report.sh   (only the twin and the candidates named:
#                                                        bridge, bridge/J2SE, JAW)
#        JAVAATSPI_ORCA_JVM_OPTIONS="-Djava.util.logging.config.file=F" scripts/orca-report.sh
#            (JVM options for the app under the bridge, e.g. a logging configuration that sets
#            io.github.javaatspi.bus.atspi.AtspiEndpoint to FINEST: every call Orca makes; or
#            -XX:TieredStopAtLevel=1, a compiler mode an application may choose; the report's last
#            line names them)
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
exec java -Dorca.scenarios="${ORCA_SCENARIOS:-}" -Dorca.targets="${ORCA_TARGETS:-}" -Dorca.jdk="${ORCA_JDK:-17}" \
    -cp test-apps/desktop-stack/target/classes \
    io.github.javaatspi.stack.orca.OrcaReport \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "$@"
