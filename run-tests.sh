#!/bin/sh
# The whole test suite: unit tests, module-boundary tests, and the end-to-end tests on a real
# desktop stack (Xvfb, openbox, dbus-daemon, at-spi-bus-launcher, at-spi2-registryd, pyatspi)
# on Java 17 and Java 25. Unit tests that need a display get one from xvfb-run; the end-to-end
# tests start their own.
set -eu
cd "$(dirname "$0")"
./scripts/install-deps.sh
exec xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" mvn -B verify "$@"
