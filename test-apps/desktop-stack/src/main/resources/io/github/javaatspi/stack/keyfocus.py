#!/usr/bin/python3
"""Times keys that move the focus or the caret, without a screen reader: for each key sent through
XTEST from this process, the time until a keystroke listener registered as Orca registers its own
hears the press (the application's way to the screen reader), and from there until the
application's state-changed:focused event (text-caret-moved for the caret pairs) arrives (its
reaction, once the listener has answered). Both on CLOCK_MONOTONIC, the clock Java's
System.nanoTime reads. Then, as a screen reader does once it has the focus event, it reads names
with libatspi's cache off (Orca 43 never caches names): the median time of READS such reads per
key, alternating the new focus and its parent, tells how fast the application answers while it is
still busy with the key.

Usage: keyfocus.py KEYS [PAIR [WARM_UP]]
  PAIR: "tab" (Tab and Shift+Tab alternate, the default), "menu" (F10 opens the menu bar,
  Escape closes it), "dialog" (two Shift+Tabs first, uncounted, reach the "Open dialog"
  button; then Space opens the dialog and Space on its focused Close button closes it), "caret"
  (Left and Right in the focused field, whose caret is at the end of its text), "select"
  (Shift+Home selects the field's text, Shift+End gives the selection back) or "paste" (Ctrl+A
  selects the field's text, Ctrl+V pastes it over itself from the clipboard, which uncounted
  Ctrl+A and Ctrl+C filled first); the first WARM_UP keys (default 4) are not counted.
Prints one JSON line: {"keys", "missed", "toListener": [ms...], "toFocus": [ms...], "readUs": [µs...]},
in the order the keys were sent.
"""

import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

from xtest_keys import Keys  # noqa: E402

# Per pair: the keysyms the listener hears for its two keys.
PAIRS = {"tab": (0xff09, 0xfe20), "menu": (0xffc7, 0xff1b), "dialog": (0x20, 0x20), "caret": (0xff51, 0xff53),
         "select": (0xff50, 0xff57), "paste": (0x61, 0x76)}
# Per pair: the names of its two keys, as xtest_keys.py takes them.
KEYS = {"tab": ("Tab", "shift+Tab"), "menu": ("F10", "Escape"), "dialog": ("space", "space"),
        "caret": ("Left", "Right"), "select": ("shift+Home", "shift+End"), "paste": ("ctrl+a", "ctrl+v")}
# Per pair: the application's events, any of which ends a key.
REACTIONS = {"caret": ("object:text-caret-moved",), "select": ("object:text-caret-moved",),
             "paste": ("object:text-selection-changed", "object:text-changed")}
GAP_MS = 250
TIMEOUT_MS = 2000
READS = 40


def main():
    keys = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    pair = sys.argv[2] if len(sys.argv) > 2 else "tab"
    warm_up = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    if pair not in PAIRS:
        sys.exit("unknown key pair %r: tab, menu, dialog, caret, select or paste" % pair)
    xtest = Keys()
    step = {"sent": None, "heard": None, "focus": None, "source": None}
    to_listener, to_focus, read_us = [], [], []
    missed = [0]
    sent_count = [0]

    def on_key(event):
        if event.type == Atspi.EventType.KEY_PRESSED_EVENT and event.id in PAIRS[pair] \
                and step["sent"] is not None and step["heard"] is None:
            step["heard"] = time.monotonic_ns()
        return False

    def on_focus(event):
        if (event.detail1 == 1 or pair in REACTIONS) and step["sent"] is not None and step["focus"] is None:
            step["focus"] = time.monotonic_ns()
            step["source"] = event.source
            loop.quit()

    listener = Atspi.DeviceListener.new(on_key)
    kinds = (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT)
    sync = Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME
    for mask in range(256):
        Atspi.register_keystroke_listener(listener, None, mask, kinds, sync)
    focus = Atspi.EventListener.new(on_focus)
    for reaction in REACTIONS.get(pair, ("object:state-changed:focused",)):
        focus.register(reaction)
    loop = GLib.MainLoop()

    def pause(ms):
        GLib.timeout_add(ms, loop.quit)
        loop.run()

    pause(1000)
    if pair == "dialog":
        # From the Name field to the "Open dialog" button, as the Orca suite's dialog scenario goes.
        for _ in range(2):
            xtest.press(0, ["shift+Tab"])
            pause(GAP_MS)
    elif pair == "paste":
        for key in ("ctrl+a", "ctrl+c"):
            xtest.press(0, [key])
            pause(GAP_MS)
    for i in range(keys + warm_up):
        step.update(sent=None, heard=None, focus=None, source=None)
        step["sent"] = xtest.press(0, [KEYS[pair][i % 2]])
        timer = GLib.timeout_add(TIMEOUT_MS, loop.quit)
        loop.run()
        if step["focus"] is not None:
            GLib.source_remove(timer)
            read = median_read_us(step["source"])
        if i >= warm_up:
            sent_count[0] += 1
            if step["heard"] is None or step["focus"] is None:
                missed[0] += 1
            else:
                to_listener.append((step["heard"] - step["sent"]) / 1e6)
                to_focus.append((step["focus"] - step["heard"]) / 1e6)
                read_us.append(read)
        pause(GAP_MS)
    print(json.dumps({"keys": sent_count[0], "missed": missed[0], "toListener": to_listener, "toFocus": to_focus,
                      "readUs": read_us}))


def median_read_us(source):
    """Median time of READS uncached name reads of the new focus and its parent, in µs."""
    source.get_application().set_cache_mask(Atspi.Cache.NONE)
    objects = (source, source.get_parent() or source)
    times = []
    for k in range(READS):
        start = time.monotonic_ns()
        objects[k % 2].get_name()
        times.append(time.monotonic_ns() - start)
    times.sort()
    return times[len(times) // 2] / 1e3


if __name__ == "__main__":
    main()
