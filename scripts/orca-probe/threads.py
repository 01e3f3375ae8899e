#!/usr/bin/python3
"""Which threads used the CPU, and which waited for one, after each key of an Orca run: the
kernel's per-thread counters (/proc/PID/task/TID/schedstat: time on a CPU, time runnable but
waiting) of the processes named, sampled every 5 ms, then summed over a window after each key
press in the probe's log. Diagnosis only, not a test.

Usage: scripts/orca-probe/threads.py record OUT SECONDS PATTERN...   (processes whose command line
           contains a pattern: e.g. appName=orca-list bin/orca views_twin)
       scripts/orca-probe/threads.py report OUT [/tmp/orca-probe.log] [WINDOW_MS]
Run "record" in the background, then the report script with JAVAATSPI_ORCA_PYTHONPATH=scripts/orca-probe.
"""
import os
import re
import sys
import time
from collections import defaultdict

KEY = re.compile(r"PROCESS ATSPI_KEY_PRESSED_EVENT: '([^']*)'")


def matching(patterns):
    me = str(os.getpid())
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or pid == me:
            continue
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                command = f.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        for pattern in patterns:
            if pattern in command:
                found.append((pid, pattern))
                break
    return found


def record(out, seconds, patterns):
    end = time.time() + seconds
    processes, scanned = [], 0.0
    with open(out, "w") as log:
        while time.time() < end:
            now = time.time()
            if now - scanned > 0.5:
                processes, scanned = matching(patterns), now
            fields = []
            for pid, pattern in processes:
                try:
                    tids = os.listdir("/proc/%s/task" % pid)
                except OSError:
                    continue
                for tid in tids:
                    try:
                        with open("/proc/%s/task/%s/schedstat" % (pid, tid)) as f:
                            on_cpu, waiting = f.read().split()[:2]
                        with open("/proc/%s/task/%s/comm" % (pid, tid)) as f:
                            name = f.read().strip().replace(" ", "_")
                    except OSError:
                        continue
                    fields.append("%s|%s|%s|%s|%s" % (pattern, tid, name, on_cpu, waiting))
            log.write("%.6f %s\n" % (now, " ".join(fields)))
            time.sleep(0.005)


def report(out, probe_log, window):
    samples = []
    with open(out) as log:
        for line in log:
            parts = line.split()
            counters = {}
            for field in parts[1:]:
                pattern, tid, name, on_cpu, waiting = field.split("|")
                counters[(pattern, tid)] = (name, int(on_cpu), int(waiting))
            samples.append((float(parts[0]), counters))
    keys = []
    with open(probe_log) as log:
        for line in log:
            stamp, _, text = line.partition(" ")
            key = KEY.search(text)
            if key:
                keys.append((float(stamp), key.group(1)))

    def before(t):
        last = None
        for sample in samples:
            if sample[0] > t:
                break
            last = sample
        return last

    for t, key in keys:
        start, end = before(t - 0.003), before(t + window)
        if start is None or end is None or end is start:
            continue
        threads = defaultdict(lambda: [0.0, 0.0])
        for ident, (name, on_cpu, waiting) in end[1].items():
            name0, cpu0, wait0 = start[1].get(ident, (name, 0, 0))
            label = "%s:%s" % (ident[0], re.sub(r"\d+$", "#", name))
            threads[label][0] += (on_cpu - cpu0) / 1e6
            threads[label][1] += (waiting - wait0) / 1e6
        busy = sorted(((c, w, n) for n, (c, w) in threads.items() if c + w > 0.1), reverse=True)
        print("%s at %.3f, %.0f ms:" % (key, t, (end[0] - start[0]) * 1000))
        for on_cpu, waiting, label in busy[:8]:
            print("    %-44s on a CPU %5.1f ms, waiting for one %5.1f ms" % (label, on_cpu, waiting))


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "record":
        record(sys.argv[2], float(sys.argv[3]), sys.argv[4:])
    elif len(sys.argv) >= 3 and sys.argv[1] == "report":
        probe_log = sys.argv[3] if len(sys.argv) > 3 else "/tmp/orca-probe.log"
        window = float(sys.argv[4]) / 1000 if len(sys.argv) > 4 else 0.04
        report(sys.argv[2], probe_log, window)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
