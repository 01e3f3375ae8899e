#!/usr/bin/python3
"""Times keys that move the focus, without a screen reader: for each Tab or Shift+Tab sent through
XTEST from this process, the time until a keystroke listener registered as Orca registers its own
hears the press (the application's way to the screen reader), and from there until the
application's state-changed:focused event arrives (its reaction, once the listener has answered).
Both on CLOCK_MONOTONIC, the clock Java's System.nanoTime reads.

Usage: keyfocus.py KEYS   (Tab and Shift+Tab alternate; the first four are not counted)
Prints one JSON line: {"keys", "missed", "toListener": [ms...], "toFocus": [ms...]}.
"""

import ctypes
import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TAB, ISO_LEFT_TAB = 0xff09, 0xfe20
WARM_UP = 4
GAP_MS = 250
TIMEOUT_MS = 2000


class Xtest:
    def __init__(self):
        x = ctypes.CDLL("libX11.so.6")
        self.t = ctypes.CDLL("libXtst.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XStringToKeysym.restype = ctypes.c_ulong
        x.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x.XKeysymToKeycode.restype = ctypes.c_ubyte
        x.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XFlush.argtypes = [ctypes.c_void_p]
        self.t.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.x = x
        self.display = x.XOpenDisplay(None)
        if not self.display:
            sys.exit("cannot open the X display")
        self.tab = x.XKeysymToKeycode(self.display, x.XStringToKeysym(b"Tab"))
        self.shift = x.XKeysymToKeycode(self.display, x.XStringToKeysym(b"Shift_L"))

    def tab_key(self, shift):
        if shift:
            self.t.XTestFakeKeyEvent(self.display, self.shift, 1, 0)
        self.t.XTestFakeKeyEvent(self.display, self.tab, 1, 0)
        self.x.XFlush(self.display)
        self.t.XTestFakeKeyEvent(self.display, self.tab, 0, 0)
        if shift:
            self.t.XTestFakeKeyEvent(self.display, self.shift, 0, 0)
        self.x.XFlush(self.display)


def main():
    keys = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    xtest = Xtest()
    step = {"sent": None, "heard": None, "focus": None}
    to_listener, to_focus = [], []
    missed = [0]
    sent_count = [0]

    def on_key(event):
        if event.type == Atspi.EventType.KEY_PRESSED_EVENT and event.id in (TAB, ISO_LEFT_TAB) \
                and step["sent"] is not None and step["heard"] is None:
            step["heard"] = time.monotonic_ns()
        return False

    def on_focus(event):
        if event.detail1 == 1 and step["sent"] is not None and step["focus"] is None:
            step["focus"] = time.monotonic_ns()
            loop.quit()

    listener = Atspi.DeviceListener.new(on_key)
    kinds = (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT)
    sync = Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME
    for mask in range(256):
        Atspi.register_keystroke_listener(listener, None, mask, kinds, sync)
    focus = Atspi.EventListener.new(on_focus)
    focus.register("object:state-changed:focused")
    loop = GLib.MainLoop()

    def pause(ms):
        GLib.timeout_add(ms, loop.quit)
        loop.run()

    pause(1000)
    for i in range(keys + WARM_UP):
        step.update(sent=time.monotonic_ns(), heard=None, focus=None)
        xtest.tab_key(shift=i % 2 == 1)
        timer = GLib.timeout_add(TIMEOUT_MS, loop.quit)
        loop.run()
        if step["focus"] is not None:
            GLib.source_remove(timer)
        if i >= WARM_UP:
            sent_count[0] += 1
            if step["heard"] is None or step["focus"] is None:
                missed[0] += 1
            else:
                to_listener.append((step["heard"] - step["sent"]) / 1e6)
                to_focus.append((step["focus"] - step["heard"]) / 1e6)
        pause(GAP_MS)
    print(json.dumps({"keys": sent_count[0], "missed": missed[0], "toListener": to_listener, "toFocus": to_focus}))


if __name__ == "__main__":
    main()
