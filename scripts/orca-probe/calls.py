#!/usr/bin/python3
"""What Orca waited for, per key, from the log of the probe in Orca run with ORCA_PROBE_CALLS=1
(sitecustomize.py): for every key press Orca handled, until its first speech after the key, how
many calls Orca made through libatspi, how long they took together, and the calls that took over
a millisecond. Then, per application kind (GTK 3 twin, bridge), the means over the first two keys
of each scenario and over the later ones: a fresh application's first keys run code for the
first time. With ORCA_PROBE_SLOW_MICROS set as well, the slow calls of those keys by what they
asked: a call on the desktop frame is answered by the registry, not by the application.
Diagnosis only, not a test.

Usage: ORCA_PROBE_CALLS=1 [ORCA_PROBE_SLOW_MICROS=1000] JAVAATSPI_ORCA_PYTHONPATH=scripts/orca-probe \
           scripts/orca-report.sh
       scripts/orca-probe/calls.py [/tmp/orca-probe.log]
"""
import collections
import re
import statistics

from timeline import key_presses, probe_log

APPLICATION = re.compile(r"\[application \| ([^\]]+)\]")
FIRST_KEYS = 2
SLOW_MICROS = 1000
LAUNCH_SECONDS = 1.0


def steps(lines):
    for name, at, after in key_presses(lines):
        step = {"key": name, "at": at, "app": None, "speech": None, "calls": [], "slow": []}
        for t, text in after:
            if step["app"] is None:
                app = APPLICATION.search(text)
                if app:
                    step["app"] = app.group(1)
            if text.startswith("SLOW "):
                _, call, micros, target = text.split(" ")[:4]
                step["slow"].append((call.split(".")[-1], target, int(micros)))
            elif text.startswith("CALL "):
                _, call, micros = text.split(" ")
                step["calls"].append((t, call.split(".")[-1], int(micros)))
            elif "SPEECH OUTPUT" in text and step["app"] and t - at > 0.003:  # not its key echo
                step["speech"] = t
                break
        yield step


def main():
    # A key whose speech came seconds later is the one before an application's launch.
    found = [s for s in steps(probe_log()) if s["app"] and s["speech"] and s["speech"] - s["at"] < LAUNCH_SECONDS]
    seen = collections.Counter()
    summary = collections.defaultdict(list)
    slow_calls = collections.defaultdict(list)
    print("%-28s %3s %-12s %8s %6s %9s  %s" % ("application", "#", "key", "speech", "calls", "waited", "calls over 1 ms"))
    for s in found:
        seen[s["app"]] += 1
        waited = sum(c[2] for c in s["calls"]) / 1000
        slow = ", ".join("%s %.1f" % (c[1], c[2] / 1000) for c in s["calls"] if c[2] > SLOW_MICROS)
        print("%-28s %3d %-12s %5.1f ms %6d %6.1f ms  %s" % (s["app"][:28], seen[s["app"]], s["key"][:12],
                                                           (s["speech"] - s["at"]) * 1000, len(s["calls"]), waited, slow))
        kind = re.sub(r"^orca-[^-]+(?:-[^-]+)*?-(GTK3|bridge|jaw|JAW)-\d+$", r"\1", s["app"])
        which = "first %d keys" % FIRST_KEYS if seen[s["app"]] <= FIRST_KEYS else "later keys"
        for call, target, micros in s["slow"]:
            slow_calls[(kind, target, call)].append(micros / 1000)
        summary[(kind, which)].append((waited, sum(1 for c in s["calls"] if c[2] > SLOW_MICROS),
                                       (s["speech"] - s["at"]) * 1000))
    print()
    for (kind, which), values in sorted(summary.items()):
        print("%-10s %-14s keys %3d: waited %.1f ms, %.1f calls over 1 ms, speech %.1f ms after Orca took the key"
              % (kind, which, len(values), statistics.mean(v[0] for v in values),
                 statistics.mean(v[1] for v in values), statistics.mean(v[2] for v in values)))
    if slow_calls:
        print()
        print("slow calls before speech, by the role of what they asked (desktop_frame: the registry answered):")
        for (kind, target, call), took in sorted(slow_calls.items(), key=lambda kv: -sum(kv[1])):
            print("%-10s %-20s %-26s %4d calls, %6.1f ms in all, the longest %.1f ms"
                  % (kind, target[:20], call, len(took), sum(took), max(took)))


if __name__ == "__main__":
    main()
