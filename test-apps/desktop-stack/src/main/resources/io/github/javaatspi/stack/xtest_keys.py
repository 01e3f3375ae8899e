#!/usr/bin/python3
"""Presses keys through XTEST and says when a step's key went down: for the Orca suite as a process
that lives as long as a scenario (requests below), and for keyfocus.py as a module (Keys).

The suite times a step from its key to Orca's first word. Spawning `xdotool key` for each step put
the program's own start (7 ms on an idle machine, more while the application under test keeps the
CPUs busy) and, for a combination such as Shift+Tab, xdotool's pause after the modifier inside
that time. This process opens the display once and stamps the moment the step's last key is pressed.

Requests, one per line on stdin: "DELAY_MS KEY [KEY...]", KEY in xdotool's names ("Tab", "shift+Tab",
"Insert+KP_Enter"). A combination's keys go down in order and up in reverse; every key event is
followed by DELAY_MS / 2, as with `xdotool key --delay DELAY_MS`. Each request is answered with one
line once its last key is up: "sent NANOS", CLOCK_MONOTONIC (the clock Java's System.nanoTime
reads) just before the last key of the last combination went down, or "error MESSAGE".
Prints "ready" once the display is open.

Given a file as its argument, the process also appends to it, for each request, the wall-clock time
(seconds, the clock dbus-monitor stamps messages with) at which that last key went down and the
key's name: the Orca report's bus log (JAVAATSPI_ORCA_BUS_LOG) then shows how long each key took to
reach the registry from each application.
"""

import ctypes
import sys
import time

# xdotool's names for modifiers, matched without regard to case.
ALIASES = {"ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
           "super": "Super_L", "meta": "Meta_L"}
NO_SYMBOL = 0
XKB_USE_CORE_KBD = 0x100
NUM_LOCK = 0xff7f


class XkbState(ctypes.Structure):
    _fields_ = [("group", ctypes.c_ubyte), ("locked_group", ctypes.c_ubyte), ("base_group", ctypes.c_ushort),
                ("latched_group", ctypes.c_ushort), ("mods", ctypes.c_ubyte), ("base_mods", ctypes.c_ubyte),
                ("latched_mods", ctypes.c_ubyte), ("locked_mods", ctypes.c_ubyte), ("compat_state", ctypes.c_ubyte),
                ("grab_mods", ctypes.c_ubyte), ("compat_grab_mods", ctypes.c_ubyte), ("lookup_mods", ctypes.c_ubyte),
                ("compat_lookup_mods", ctypes.c_ubyte), ("ptr_buttons", ctypes.c_ushort)]


class Keys:
    def __init__(self):
        try:
            x = ctypes.CDLL("libX11.so.6")
            t = ctypes.CDLL("libXtst.so.6")
        except OSError as e:
            sys.exit("cannot load libX11 or libXtst (%s): install them with 'apt-get install -y libx11-6 libxtst6'" % e)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XStringToKeysym.restype = ctypes.c_ulong
        x.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x.XKeysymToKeycode.restype = ctypes.c_ubyte
        x.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XkbKeycodeToKeysym.restype = ctypes.c_ulong
        x.XkbKeycodeToKeysym.argtypes = [ctypes.c_void_p, ctypes.c_ubyte, ctypes.c_int, ctypes.c_int]
        x.XkbKeysymToModifiers.restype = ctypes.c_uint
        x.XkbKeysymToModifiers.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x.XkbGetState.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.POINTER(XkbState)]
        x.XFlush.argtypes = [ctypes.c_void_p]
        t.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.x, self.t = x, t
        self.display = x.XOpenDisplay(None)
        if not self.display:
            sys.exit("cannot open the X display")

    def code(self, name):
        """The keycode and whether Shift must be held for xdotool's key name; ValueError when the keymap has none."""
        sym = self.x.XStringToKeysym(ALIASES.get(name.lower(), name).encode())
        if sym == NO_SYMBOL:
            raise ValueError("no keysym is named %r" % name)
        code = self.x.XKeysymToKeycode(self.display, sym)
        if code == 0:
            raise ValueError("no key of the keyboard map types %r" % name)
        for level, shifted in ((0, False), (1, True)):
            if self.x.XkbKeycodeToKeysym(self.display, code, 0, level) == sym:
                if name.startswith("KP_") and self.num_lock():
                    # With Num Lock on, the keypad's keys type digits instead of the keysym asked for.
                    raise ValueError("Num Lock is on, so the keypad would not type %r" % name)
                return code, shifted
        raise ValueError("%r is on a level of its key that neither plain nor Shift reaches" % name)

    def num_lock(self):
        state = XkbState()
        self.x.XkbGetState(self.display, XKB_USE_CORE_KBD, ctypes.byref(state))
        return bool(state.locked_mods & self.x.XkbKeysymToModifiers(self.display, NUM_LOCK))

    def event(self, code, down, pause):
        self.t.XTestFakeKeyEvent(self.display, code, 1 if down else 0, 0)
        self.x.XFlush(self.display)
        time.sleep(pause)

    def press(self, delay_ms, keys):
        """Presses the combinations in order; returns the time just before the last one's last key went down."""
        combos = []
        for key in keys:
            codes = []
            for name in key.split("+"):
                code, shifted = self.code(name)
                if shifted:
                    codes.append(self.code("Shift_L")[0])
                codes.append(code)
            combos.append(codes)
        pause = delay_ms / 2000.0
        sent = None
        for i, codes in enumerate(combos):
            for j, code in enumerate(codes):
                if i == len(combos) - 1 and j == len(codes) - 1:
                    sent = time.monotonic_ns()
                    self.sent_wall = time.time()
                self.event(code, True, pause)
            for code in reversed(codes):
                self.event(code, False, pause)
        return sent


def main():
    keys = Keys()
    wall_log = open(sys.argv[1], "a") if len(sys.argv) > 1 else None
    print("ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        try:
            if len(words) < 2:
                raise ValueError("expected DELAY_MS KEY [KEY...], got %r" % line.strip())
            sent = keys.press(int(words[0]), words[1:])
            if wall_log:
                wall_log.write("%.6f %s\n" % (keys.sent_wall, words[-1]))
                wall_log.flush()
            print("sent %d" % sent, flush=True)
        except ValueError as e:
            print("error %s" % e, flush=True)


if __name__ == "__main__":
    main()
