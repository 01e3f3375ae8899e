#!/bin/sh
# Benchmark (not a test): the application's share of a focus move, without a screen reader — from a
# Tab sent through XTEST to a keystroke listener (registered as Orca registers its own) hearing it,
# and from the listener's answer to the application's focus event — for the demo's GTK 3 twin and
# for the Swing demo under this bridge, side by side on a private desktop.
# Usage: scripts/bench-focus-keys.sh [KEYS [ROUNDS [PAIR [WARM_UP]]]]
#   PAIR: tab (Tab and Shift+Tab, the default), menu (F10 and Escape), dialog (Space opens the
#   demo's dialog, Space on its Close button closes it), caret (Left and Right in the Name field,
#   timed to its text-caret-moved), select (Shift+Home and Shift+End there) or paste (Ctrl+A and
#   Ctrl+V there, to the selection's or the text's event); WARM_UP: keys not counted first
#   (default 4; 0 shows a freshly started application's first key in the last column). A run of
#   300 keys or more also prints each app's median key over each tenth of the run (has it settled?).
set -eu
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
mvn -B -q -DskipTests package
exec java -cp test-apps/desktop-stack/target/classes io.github.javaatspi.stack.KeyFocusBenchmark \
    javaagent/target/java-atspi-agent.jar test-apps/swing-apps/target/classes "${1:-60}" "${2:-2}" "${3:-tab}" "${4:-4}"
