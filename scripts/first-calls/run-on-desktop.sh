#!/bin/bash
# Inside a private X server and session bus: the accessibility bus, then the app ($1: bridge or
# gtk), then the client. Called by scripts/bench-first-calls.sh.
set -u
/usr/libexec/at-spi-bus-launcher --launch-immediately &
for _ in $(seq 50); do xprop -root AT_SPI_BUS >/dev/null 2>&1 && break; sleep 0.1; done
name=FirstCalls
if [ "$1" = bridge ]; then
    java -Djavaatspi.enabled=true -Djavaatspi.appName=$name -javaagent:javaagent/target/java-atspi-agent.jar \
        -cp test-apps/swing-apps/target/classes io.github.javaatspi.testapps.ViewsApp >/dev/null 2>&1 &
else
    /usr/bin/python3 test-apps/swing-apps/src/main/resources/io/github/javaatspi/testapps/gtk/views_twin.py \
        $name >/dev/null 2>&1 &
fi
app=$!
/usr/bin/python3 scripts/first-calls/client.py $name
kill $app %1 2>/dev/null
