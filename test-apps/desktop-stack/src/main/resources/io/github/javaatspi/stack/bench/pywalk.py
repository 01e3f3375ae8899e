#!/usr/bin/python3
"""A cold pyatspi client's whole-tree walk of one application, timed: role, name, states and
children of every node, as the anchors measure it. Usage: pywalk.py APP_NAME
Prints {"count": N, "seconds": S}. A fresh process each time, so libatspi's cache is cold."""

import json
import sys
import time

import pyatspi


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = None
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == sys.argv[1]:
            app = a
    if app is None:
        print("no application named %s" % sys.argv[1], file=sys.stderr)
        sys.exit(3)
    start = time.monotonic()
    count = 0
    stack = [app]
    while stack:
        obj = stack.pop()
        obj.getRoleName()
        obj.name
        obj.getState().getStates()
        stack.extend(reversed([obj.getChildAtIndex(i) for i in range(obj.childCount)]))
        count += 1
    print(json.dumps({"count": count, "seconds": time.monotonic() - start}))


if __name__ == "__main__":
    main()
