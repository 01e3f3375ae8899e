#!/bin/sh
# Builds the published jars, the agent jar and the .deb twice from clean and compares their
# checksums: a reproducible build gives the same bytes (project.build.outputTimestamp in pom.xml,
# SOURCE_DATE_EPOCH in packaging/build-deb.sh). Takes a few minutes.
set -eu
cd "$(dirname "$0")/.."
sums() {
    mvn -B -q clean package -DskipTests -Prelease -Dgpg.skip >/dev/null
    JAR="$PWD/javaagent/target/java-atspi-agent.jar" packaging/build-deb.sh >/dev/null
    sha256sum bridge/*/target/java-atspi-*.jar native-hooks/target/java-atspi-*.jar \
        javaagent/target/java-atspi-agent*.jar packaging/target/*.deb
}
first=$(mktemp)
second=$(mktemp)
trap 'rm -f "$first" "$second"' EXIT
sums > "$first"
sums > "$second"
if diff "$first" "$second"; then
    echo "reproducible: $(wc -l < "$first") artifacts identical in two builds"
else
    echo "NOT reproducible: the artifacts above differ between two builds" >&2
    exit 1
fi
