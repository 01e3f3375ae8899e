#!/usr/bin/python3
"""Where each key's delay went, from the log of the probe in Orca (sitecustomize.py): for every
key press Orca handled, the time from Orca handling the key to the first event of the
application reaching Orca's event manager (the application's share: its key handling and its
events on the bus), and from that event to Orca's first speech (Orca's share, with every call it
makes to the application). Keys Orca spoke at once (its key echo) have no event share and are
left out. Diagnosis only, not a test.

Usage: scripts/orca-probe/timeline.py [/tmp/orca-probe.log]
"""
import re
import statistics
import sys
from collections import defaultdict

KEY = re.compile(r"PROCESS ATSPI_KEY_PRESSED_EVENT: '([^']*)'")
EVENT = re.compile(r"EVENT MANAGER: (\S+) for .* in \[application \| ([^\]]+)\]")


def key_presses(lines):
    """Each key press Orca handled: (key name, when, [(when, text) of every line until the next])."""
    press = None
    for line in lines:
        stamp, _, text = line.rstrip("\n").partition(" ")
        try:
            t = float(stamp)
        except ValueError:
            continue
        key = KEY.search(text)
        if key:
            if press:
                yield press
            press = (key.group(1), t, [])
        elif press:
            press[2].append((t, text))
    if press:
        yield press


def steps(lines):
    for name, at, after in key_presses(lines):
        step = {"key": name, "at": at, "event": None, "app": None, "speech": None, "events": 0}
        for t, text in after:
            event = EVENT.search(text)
            if event:
                step["events"] += 1
                if step["event"] is None:
                    step["event"], step["app"] = t, event.group(2)
            elif "SPEECH OUTPUT" in text:
                step["speech"] = t
                break
        yield step


def probe_log():
    """The lines of the probe's log named on the command line, or of the default one."""
    with open(sys.argv[1] if len(sys.argv) > 1 else "/tmp/orca-probe.log") as log:
        return log.readlines()


def main():
    found = [s for s in steps(probe_log()) if s["event"] is not None and s["speech"] is not None
             and s["speech"] > s["event"]]
    by_app = defaultdict(list)
    print("%-32s %-14s %12s %14s %8s %7s" % ("application", "key", "key->event", "event->speech", "total", "events"))
    for s in found:
        app = re.sub(r"-\d+$", "", s["app"])
        shares = ((s["event"] - s["at"]) * 1000, (s["speech"] - s["event"]) * 1000)
        by_app[app].append(shares)
        print("%-32s %-14s %9.1f ms %11.1f ms %5.1f ms %7d" % (app, s["key"], shares[0], shares[1], sum(shares),
                                                                  s["events"]))
    print()
    for app, shares in by_app.items():
        print("%-32s median key->event %.1f ms, event->speech %.1f ms (%d keys)" % (
            app, statistics.median(a for a, _ in shares), statistics.median(b for _, b in shares), len(shares)))


if __name__ == "__main__":
    main()
