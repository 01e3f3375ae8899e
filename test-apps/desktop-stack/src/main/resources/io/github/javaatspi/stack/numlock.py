#!/usr/bin/python3
"""Puts Num Lock into a known state (xdotool changes it to type keypad keys and leaves it so).
Usage: numlock.py on|off. Prints {"numLock": bool, "toggled": bool} once the X server reports the
wanted state; "toggled" says whether a Num_Lock key was pressed to get there."""

import json
import subprocess
import sys
import time

import gi

gi.require_version("Gdk", "3.0")
from gi.repository import Gdk  # noqa: E402


def state(keymap):
    while Gdk.events_pending():
        Gdk.event_get()
    return keymap.get_num_lock_state()


def main():
    want = sys.argv[1] == "on"
    Gdk.init([])
    keymap = Gdk.Keymap.get_for_display(Gdk.Display.get_default())
    toggled = state(keymap) != want
    if toggled:
        subprocess.run(["xdotool", "key", "Num_Lock"], check=True)
    deadline = time.monotonic() + 5
    while state(keymap) != want:
        if time.monotonic() > deadline:
            print(json.dumps({"error": "Num Lock stays %s" % ("off" if want else "on")}))
            sys.exit(1)
        time.sleep(0.02)
    print(json.dumps({"numLock": want, "toggled": toggled}))


if __name__ == "__main__":
    main()
