#!/usr/bin/python3
"""The GTK3 twin of EditorApp: a File menu with a Recent submenu, a "Font" combo box and a
multi-line "Notes" text view with the same names, accelerators and text, opening with the focus
on the combo box and the notes' caret at the start. Usage: editor_twin.py [APP_NAME]"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

TITLE = "Java AT-SPI Editor"
NOTES = "Dear Ada,\nthe engine runs.\nSee you soon."


class Twin:
    def __init__(self):
        self.window = Gtk.Window(title=TITLE)
        self.window.set_default_size(500, 300)
        self.window.move(20, 20)
        self.window.connect("destroy", Gtk.main_quit)
        accel = Gtk.AccelGroup()
        self.window.add_accel_group(accel)

        font = Gtk.ComboBoxText()
        for f in ("Serif", "Sans", "Mono"):
            font.append_text(f)
        font.set_active(0)
        notes = Gtk.TextView()
        notes.get_buffer().set_text(NOTES)
        notes.get_buffer().place_cursor(notes.get_buffer().get_start_iter())
        scrolled = Gtk.ScrolledWindow()
        scrolled.add(notes)
        scrolled.set_hexpand(True)
        scrolled.set_min_content_height(80)

        form = Gtk.Grid(column_spacing=4, row_spacing=4)
        for row, (text, widget, shown) in enumerate((("Font:", font, font), ("Notes:", notes, scrolled))):
            label = Gtk.Label(label=text, xalign=0, yalign=0)
            label.set_mnemonic_widget(widget)
            form.attach(label, 0, row, 1, 1)
            form.attach(shown, 1, row, 1, 1)

        outer = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
        outer.pack_start(self.menu_bar(accel), False, False, 0)
        outer.pack_start(form, False, False, 0)
        self.window.add(outer)
        self.window.show_all()
        font.grab_focus()

    def menu_bar(self, accel):
        file_menu = Gtk.Menu()
        file_menu.append(self.item("_New", "n", accel))
        recent = Gtk.MenuItem.new_with_mnemonic("_Recent")
        recent_menu = Gtk.Menu()
        recent_menu.append(self.item("_Letter", "l", accel))
        recent_menu.append(self.item("_Minutes", "m", accel))
        recent.set_submenu(recent_menu)
        file_menu.append(recent)
        exit_item = Gtk.MenuItem.new_with_mnemonic("E_xit")
        exit_item.connect("activate", lambda i: self.window.destroy())
        file_menu.append(exit_item)
        file_item = Gtk.MenuItem.new_with_mnemonic("_File")
        file_item.set_submenu(file_menu)
        # Swing opens a menu bar's menu on its first item when its mnemonic is typed (Alt+F: New
        # is highlighted and Return would activate it); GTK highlights none. The twin copies
        # Swing here, so that both apps show the same screen and the step compares what Orca is
        # told, not which item each toolkit highlights. F10 opens the menu on no item in both.
        file_item.connect("mnemonic-activate", lambda item, cycling: self.first_item_after_popup(file_menu))
        bar = Gtk.MenuBar()
        bar.append(file_item)
        return bar

    @staticmethod
    def first_item_after_popup(menu):
        """Highlights the menu's first item once the mnemonic has popped it up; the mnemonic's own
        handling goes on (False). The popup may come a moment later: checked every 5 ms, half a
        second at most."""
        tries = iter(range(100))

        def select_first():
            if menu.get_visible():
                menu.select_first(True)
                return False
            return next(tries, None) is not None
        GLib.timeout_add(5, select_first)
        return False

    @staticmethod
    def item(label, key, accel):
        item = Gtk.MenuItem.new_with_mnemonic(label)
        item.add_accelerator("activate", accel, ord(key), Gtk.accelerator_parse("<Control>")[1],
                             Gtk.AccelFlags.VISIBLE)
        return item


if __name__ == "__main__":
    GLib.set_prgname(sys.argv[1] if len(sys.argv) > 1 else "EditorTwin")
    Twin()
    Gtk.main()
