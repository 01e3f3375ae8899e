#!/usr/bin/python3
"""The GTK3 twin of BenchApp -Dbench.nodes=N: a window of N nodes numbered as the C floor and
BenchApp number theirs (node i's children are i*10+1 .. i*10+10; boxes inside, labels at the
leaves). Usage: nodes_twin.py N APP_NAME"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

FANOUT = 10


def node(i, n):
    first = i * FANOUT + 1
    if first >= n:
        return Gtk.Label(label="Node %d" % i)
    box = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL)
    box.get_accessible().set_name("Node %d" % i)
    for c in range(first, min(first + FANOUT, n)):
        box.pack_start(node(c, n), False, False, 0)
    return box


def main():
    n = int(sys.argv[1])
    GLib.set_prgname(sys.argv[2])
    GLib.set_application_name(sys.argv[2])
    window = Gtk.Window(title="Java AT-SPI Bench Nodes")
    window.set_default_size(800, 600)
    window.connect("destroy", Gtk.main_quit)
    scrolled = Gtk.ScrolledWindow()
    scrolled.add(node(0, n))
    window.add(scrolled)
    window.show_all()
    Gtk.main()


if __name__ == "__main__":
    main()
