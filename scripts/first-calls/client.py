#!/usr/bin/python3
"""A screen reader's first questions to a freshly started app, timed (not a test). Waits for the
application named argv[1], turns libatspi's name cache off as Orca 43 does, takes 40 objects of
its first window, then asks each its name, description and attributes, twice, in eight rounds
0.4 s apart, and prints the mean time per call of each round: a fresh JVM answers the first
rounds interpreted, a C toolkit does not."""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

NAME = sys.argv[1]
OBJECTS = 40


def find_app(deadline):
    while time.time() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == NAME and app.get_child_count() > 0:
                return app
        time.sleep(0.1)
    sys.exit("no application named %s on the desktop within 30 s" % NAME)


def collect(obj, into):
    if obj is None or len(into) >= OBJECTS:
        return
    into.append(obj)
    for i in range(min(obj.get_child_count(), 10)):
        collect(obj.get_child_at_index(i), into)


app = find_app(time.time() + 30)
app.set_cache_mask(Atspi.Cache.DEFAULT ^ Atspi.Cache.NAME ^ Atspi.Cache.DESCRIPTION)
objects = []
collect(app.get_child_at_index(0), objects)
time.sleep(1.0)  # the window's own first flurry of events is over
for r in range(8):
    started = time.perf_counter()
    calls = 0
    for _ in range(2):
        for obj in objects:
            obj.get_name()
            obj.get_description()
            obj.get_attributes()
            calls += 3
    elapsed = time.perf_counter() - started
    print("round %d: %d calls, %.1f us a call" % (r, calls, elapsed / calls * 1e6), flush=True)
    time.sleep(0.4)
