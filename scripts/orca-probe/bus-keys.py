#!/usr/bin/python3
"""Each application's keys as the accessibility bus saw them, from a `dbus-monitor --profile` log
of the Orca report's bus (JAVAATSPI_ORCA_BUS_LOG=FILE scripts/orca-report.sh): for every key an
application forwarded (DeviceEventController.NotifyListenersSync), the round trip through the
registry and the screen reader, and the time from the registry's answer to the application's
first event after it — its own handling of the key, timed outside every process measured. Keys
followed by no event (releases, mostly) are left out. Applications are numbered in the order
they joined the bus; one that asks the registry for its device event listeners is served by
at-spi2-atk (GTK 3, java-atk-wrapper), any other by this bridge. The times are when dbus-monitor
read each message: while it waits for a CPU, messages pile up and are stamped together, which
blurs the shortest intervals. Diagnosis only, not a test.

With the keyboard's notes beside the log (FILE.keys: the wall-clock time each step's key went down,
written whenever the bus is logged), each app's median time from the key to its question to the
registry is given too: the way in through the X server and the toolkit, and out to the bus; and
only the noted keys' presses are counted, since a release answered before the press's held
signals went out (the bridge holds a focus move's trailing signals 40 ms; the suite releases a
key 20 ms after pressing it) would count their release as its first event.

Usage: scripts/orca-probe/bus-keys.py FILE
"""
import bisect
import collections
import os
import statistics
import sys

MAX_SECONDS = 0.2  # an answer with no event this soon after it was a key that changed nothing


def main():
    rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if not line.startswith("#")]
    apps, atk = [], set()
    for r in rows:
        if r[0] == "mc" and len(r) > 7:
            if r[7] == "Embed" and r[3] not in apps:
                apps.append(r[3])
            elif r[7] == "GetDeviceEventListeners":
                atk.add(r[3])
    questions = {float(r[1]): r[3] for r in rows
                 if r[0] == "mc" and len(r) > 7 and r[7] == "NotifyListenersSync" and r[3] in apps}
    ways_in, pressed = key_to_question(sys.argv[1] + ".keys", questions)
    keys = collections.defaultdict(list)
    for i, r in enumerate(rows):
        if not (r[0] == "mc" and len(r) > 7 and r[7] == "NotifyListenersSync" and r[3] in apps):
            continue
        sender, serial, sent = r[3], r[2], float(r[1])
        if pressed is not None and sent not in pressed:
            continue
        answered = event = None
        for q in rows[i + 1:]:
            if answered is None and q[0] == "mr" and q[4] == sender and len(q) > 5 and q[5] == serial:
                answered = float(q[1])
            elif answered is not None and q[0] == "sig" and q[3] == sender and ".Event." in q[6]:
                event = float(q[1])
                break
            elif q[0] == "mc" and len(q) > 7 and q[7] == "NotifyListenersSync" and q[3] == sender:
                break
        if answered is not None and event is not None and event - answered < MAX_SECONDS:
            keys[sender].append(((answered - sent) * 1000, (event - answered) * 1000))
    print("%-4s %-12s %5s %22s %26s %24s" % ("app", "served by", "keys", "key round trip (median)",
                                              "answer->first event (median)", "key->question (median)"))
    for n, sender in enumerate(apps, 1):
        found = keys.get(sender)
        if found:
            way_in = ways_in.get(sender)
            print("%-4d %-12s %5d %19.2f ms %23.2f ms %21s" % (
                n, "at-spi2-atk" if sender in atk else "bridge", len(found), statistics.median(k for k, _ in found),
                statistics.median(e for _, e in found),
                "%.2f ms" % statistics.median(way_in) if way_in else "-"))
    for kind, served in (("at-spi2-atk", [a for a in apps if a in atk]), ("bridge", [a for a in apps if a not in atk])):
        found = [k for a in served for k in keys.get(a, [])]
        way_in = [w for a in served for w in ways_in.get(a, [])]
        if found:
            print("all  %-12s %5d %19.2f ms %23.2f ms %21s" % (
                kind, len(found), statistics.median(k for k, _ in found), statistics.median(e for _, e in found),
                "%.2f ms" % statistics.median(way_in) if way_in else "-"))


def key_to_question(path, questions):
    """Per app, from each noted key to the next question any app asked the registry (its own), in
    ms; and the times of those questions, the presses (None without the notes)."""
    ways_in = collections.defaultdict(list)
    if not os.path.exists(path):
        return ways_in, None
    asked = sorted(questions)
    pressed = set()
    for line in open(path):
        down = float(line.split()[0])
        i = bisect.bisect_left(asked, down)
        if i < len(asked) and asked[i] - down < MAX_SECONDS:
            ways_in[questions[asked[i]]].append((asked[i] - down) * 1000)
            pressed.add(asked[i])
    return ways_in, pressed


if __name__ == "__main__":
    main()
