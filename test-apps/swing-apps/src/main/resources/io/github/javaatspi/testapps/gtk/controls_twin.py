#!/usr/bin/python3
"""The GTK3 twin of ControlsApp: a radio group in a "Size" frame, a slider, a spin button, a
progress bar (F5 advances it from 40 to 60), tabs and a Save button, with the same names, values
and initial focus (Medium).
GTK 3 has no announcement API; the status a screen reader must hear after Save is a hidden label
with the notification role that Save fills and shows, which Orca speaks as GTK apps' own
notifications are spoken (the bridge announces to Orca 43 the same way). Usage:
controls_twin.py [APP_NAME]"""

import sys

import gi

gi.require_version("Atk", "1.0")
gi.require_version("Gtk", "3.0")
from gi.repository import Atk, Gdk, GLib, Gtk  # noqa: E402

TITLE = "Java AT-SPI Controls"


class Twin:
    def __init__(self):
        self.window = Gtk.Window(title=TITLE)
        self.window.set_default_size(600, 400)
        self.window.move(20, 20)
        self.window.connect("destroy", Gtk.main_quit)
        self.window.connect("key-press-event", self.on_key)

        content = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
        content.pack_start(self.size_group(), False, False, 0)
        content.pack_start(self.ranges(), False, False, 0)
        content.pack_start(self.tabs(), True, True, 0)
        content.pack_start(self.actions(), False, False, 0)
        self.window.add(content)
        self.window.show_all()
        self.notification.hide()
        self.medium.grab_focus()

    def size_group(self):
        frame = Gtk.Frame(label="Size")
        row = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=4, homogeneous=True)
        small = Gtk.RadioButton(label="Small")
        self.medium = Gtk.RadioButton.new_with_label_from_widget(small, "Medium")
        large = Gtk.RadioButton.new_with_label_from_widget(small, "Large")
        for radio in (small, self.medium, large):
            row.pack_start(radio, True, True, 0)
        self.medium.set_active(True)
        frame.add(row)
        return frame

    def on_key(self, window, event):
        if event.keyval == Gdk.KEY_F5:
            self.progress.set_fraction(0.6)
            return True
        return False

    def ranges(self):
        form = Gtk.Grid(column_spacing=4, row_spacing=4)
        volume = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0, 10, 1)
        volume.set_digits(0)
        volume.set_value(5)
        volume.set_hexpand(True)
        copies = Gtk.SpinButton.new_with_range(1, 99, 1)
        copies.set_value(1)
        self.progress = Gtk.ProgressBar(fraction=0.4)
        for row, (text, widget) in enumerate((("Volume:", volume), ("Copies:", copies), ("Progress:", self.progress))):
            label = Gtk.Label(label=text, xalign=0)
            label.set_mnemonic_widget(widget)
            form.attach(label, 0, row, 1, 1)
            form.attach(widget, 1, row, 1, 1)
        return form

    @staticmethod
    def tabs():
        notebook = Gtk.Notebook()
        for page in ("General", "Advanced"):
            notebook.append_page(Gtk.Label(label=page + " settings"), Gtk.Label(label=page))
        return notebook

    def actions(self):
        row = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=4)
        save = Gtk.Button(label="Save")
        self.status = Gtk.Label(label="Not saved")
        self.notification = Gtk.Label(label="")
        self.notification.get_accessible().set_role(Atk.Role.NOTIFICATION)
        save.connect("clicked", self.on_save)
        for w in (save, self.status, self.notification):
            row.pack_start(w, False, False, 0)
        return row

    def on_save(self, button):
        self.status.set_text("Saved")
        self.notification.set_text("Saved")
        self.notification.show()


if __name__ == "__main__":
    GLib.set_prgname(sys.argv[1] if len(sys.argv) > 1 else "ControlsTwin")
    Twin()
    Gtk.main()
