#!/bin/sh
# Hear what Orca says for any Java application under the bridge, headless: the application on a
# private accessibility desktop with the distribution's Orca, the keys given typed one after the
# other (xdotool's names; "shift+Tab", or "alt+f Down" as one step), and after each key what Orca
# said until it fell quiet. Not a test: nothing is compared (scripts/orca-report.sh compares).
# Usage: scripts/orca-listen.sh [JVM_OPTION...] -jar APP.jar [KEY...]
#        scripts/orca-listen.sh [JVM_OPTION...] -cp CLASS_PATH MAIN_CLASS [KEY...]
# JVM options are what the application's launcher gives its JVM (-Dname=value, --add-opens=...).
# e.g.   scripts/orca-listen.sh -jar /usr/share/doc/openjdk-17-jre-headless/demo/jfc/SwingSet2/SwingSet2.jar \
#            Tab Tab Tab space
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
mvn -B -q -f "$root/pom.xml" -DskipTests package
exec java -cp "$root/test-apps/desktop-stack/target/classes" io.github.javaatspi.stack.orca.OrcaListen \
    "$root/javaagent/target/java-atspi-agent.jar" "$@"
