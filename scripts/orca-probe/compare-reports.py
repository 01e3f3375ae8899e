#!/usr/bin/python3
"""Several Orca reports side by side (the output of scripts/orca-report.sh, or of OrcaReport):
each run's pass counts and pooled focus medians, then, over all runs, the delay of each step the
bridge passed minus the twin's delay for the same step in the same run — the figure the A/B runs
in ARCHITECTURE.md give ("per step over the twin") — for all key steps, for a scenario's second
and third steps (the first keys a freshly started application handles) and for the later ones,
and the steps furthest behind on average. Reports given after "--" are a second arm (another
agent jar, say): both arms are summed up alike, so alternated runs can be compared.
Diagnosis only, not a test.

Usage: scripts/orca-probe/compare-reports.py REPORT... [-- REPORT...]
"""
import re
import statistics
import sys
from collections import defaultdict

SCENARIO = re.compile(r"== (.+?) \(")
STEP = re.compile(r"\s*(\d+)\. (.*?) \[")
TWIN = re.compile(r"\s+GTK 3\s+(\d+) ms")
BRIDGE = re.compile(r"\s+bridge\s+PASS\s+(\d+) ms")
SCORE = re.compile(r"\d+/\d+")
POOLED = re.compile(r"(\S+(?: \d)?) (\d+) ms \(\d+ steps\)")
FIRST_KEYS = (2, 3)
SHOWN = 8


def read(path):
    """Per step (scenario, number, name): bridge's delay minus the twin's; the summary's lines."""
    differences, scores, pooled = {}, defaultdict(int), ""
    scenario = step = twin = None
    in_summary = False
    with open(path, encoding="utf-8") as report:
        for line in report:
            if line.startswith("scenario "):
                in_summary = True
                continue
            if in_summary:
                if line.startswith("focus changes"):
                    pooled = " / ".join("%s %s" % m for m in POOLED.findall(line.split("median key->speech")[-1]))
                    in_summary = False
                else:
                    for column, score in enumerate(SCORE.findall(line)):
                        scores[column] += int(score.split("/")[0])
                continue
            m = SCENARIO.match(line)
            if m:
                scenario = m.group(1)
                continue
            m = STEP.match(line)
            if m:
                step, twin = (scenario, int(m.group(1)), m.group(2)), None
                continue
            m = TWIN.match(line)
            if m:
                twin = int(m.group(1))
                continue
            m = BRIDGE.match(line)
            if m and twin is not None and step[1] > 1:
                differences[step] = int(m.group(1)) - twin
    return differences, [scores[c] for c in sorted(scores)], pooled


def summary(label, values):
    if not values:
        return "%-22s no steps" % label
    return "%-22s %4d steps, median %+5.1f ms, mean %+5.1f" % (label, len(values), statistics.median(values),
                                                             statistics.mean(values))


def arm(name, paths):
    print("== %s" % name)
    per_step = defaultdict(list)
    for path in paths:
        differences, scores, pooled = read(path)
        print("%s: steps passed (twin, candidates in report order) %s; pooled focus medians %s"
              % (path, ", ".join(map(str, scores)), pooled or "-"))
        for step, d in differences.items():
            per_step[step].append(d)
    every = [d for ds in per_step.values() for d in ds]
    first = [d for step, ds in per_step.items() if step[1] in FIRST_KEYS for d in ds]
    later = [d for step, ds in per_step.items() if step[1] > max(FIRST_KEYS) for d in ds]
    print("bridge minus twin, per step:")
    print("  " + summary("every key step", every))
    print("  " + summary("second and third steps", first))
    print("  " + summary("later steps", later))
    print("  furthest behind on average:")
    worst = sorted(per_step.items(), key=lambda item: -statistics.mean(item[1]))[:SHOWN]
    for (scenario, number, step), ds in worst:
        print("    %+6.1f ms  %s %d. %s  %s" % (statistics.mean(ds), scenario, number, step, ds))


def main():
    args = sys.argv[1:]
    if not args or args == ["--"]:
        sys.exit(__doc__)
    if "--" in args:
        split = args.index("--")
        arm("A", args[:split])
        arm("B", args[split + 1:])
    else:
        arm("reports", args)


if __name__ == "__main__":
    main()
