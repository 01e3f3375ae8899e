#!/usr/bin/python3
"""The GTK3 twin of TextApp: the same multi-line text and styled text, as the reference for what
a text interface should answer. Usage: text_twin.py [APP_NAME]"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk, Pango  # noqa: E402

NOTES = "Hello world. This is a test!\nSecond line, with words: don't stop.\n\nThird paragraph  here? Yes.\n"
STYLED = "plain bold italic red"


def main():
    GLib.set_prgname(sys.argv[1] if len(sys.argv) > 1 else "TextTwin")
    window = Gtk.Window(title="Java AT-SPI Text")
    window.set_default_size(640, 400)
    window.connect("destroy", Gtk.main_quit)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)

    notes = Gtk.TextView()
    notes.get_buffer().set_text(NOTES)
    notes.get_accessible().set_name("Notes")
    box.pack_start(notes, True, True, 0)

    styled = Gtk.TextView()
    buf = styled.get_buffer()
    buf.set_text(STYLED)
    for start, end, props in ((6, 10, {"weight": Pango.Weight.BOLD}), (11, 17, {"style": Pango.Style.ITALIC}),
                              (18, 21, {"foreground": "red"})):
        tag = buf.create_tag(None, **props)
        buf.apply_tag(tag, buf.get_iter_at_offset(start), buf.get_iter_at_offset(end))
    styled.get_accessible().set_name("Styled")
    box.pack_start(styled, True, True, 0)

    window.add(box)
    window.show_all()
    notes.grab_focus()
    Gtk.main()


if __name__ == "__main__":
    main()
