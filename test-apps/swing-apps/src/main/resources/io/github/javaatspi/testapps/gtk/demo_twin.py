#!/usr/bin/python3
"""The GTK3 twin of DemoApp: the same widgets, names and contents, as the reference for what a
screen reader should get. Usage: demo_twin.py [APP_NAME]"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

TITLE = "Java AT-SPI Demo"


class Twin:
    def __init__(self):
        self.presses = 0
        self.window = Gtk.Window(title=TITLE)
        self.window.set_default_size(900, 520)
        self.window.move(20, 20)
        self.window.connect("destroy", Gtk.main_quit)
        accel = Gtk.AccelGroup()
        self.window.add_accel_group(accel)

        outer = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
        outer.pack_start(self.menu_bar(accel), False, False, 0)

        form = Gtk.Grid(column_spacing=4, row_spacing=4)
        frame = Gtk.Frame(label="Form")
        frame.add(form)
        name = Gtk.Entry(text="Ada Lovelace")
        # The mask Swing's field shows through the bridge; GTK's own choice depends on the fonts
        # installed (a bullet where the default font lacks the black circle, as Noto Sans does).
        password = Gtk.Entry(text="s3cret-Pa55", visibility=False)
        password.set_invisible_char("\u25cf")
        colour = Gtk.ComboBoxText()
        for c in ("Red", "Green", "Blue"):
            colour.append_text(c)
        colour.set_active(0)
        for row, (text, widget) in enumerate((("Name:", name), ("Password:", password), ("Colour:", colour))):
            label = Gtk.Label(label=text, xalign=0)
            label.set_mnemonic_widget(widget)
            form.attach(label, 0, row, 1, 1)
            form.attach(widget, 1, row, 1, 1)
        subscribe = Gtk.CheckButton(label="Subscribe")
        subscribe.set_active(True)
        form.attach(subscribe, 0, 3, 1, 1)
        form.attach(Gtk.CheckButton(label="Notify me"), 1, 3, 1, 1)
        outer.pack_start(frame, False, False, 0)

        views = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=4, homogeneous=True)
        views.pack_start(self.scrolled(self.fruit_list()), True, True, 0)
        views.pack_start(self.scrolled(self.city_table()), True, True, 0)
        views.pack_start(self.scrolled(self.animal_tree()), True, True, 0)
        outer.pack_start(views, True, True, 0)

        buttons = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=4)
        press = Gtk.Button.new_with_mnemonic("_Press me")
        self.status = Gtk.Label(label="Not pressed yet")
        press.connect("clicked", self.on_press)
        open_dialog = Gtk.Button(label="Open dialog")
        open_dialog.connect("clicked", lambda b: self.open_dialog("Demo dialog", False))
        open_modal = Gtk.Button(label="Open modal dialog")
        open_modal.connect("clicked", lambda b: self.open_dialog("Modal demo dialog", True))
        for w in (press, open_dialog, open_modal, self.status):
            buttons.pack_start(w, False, False, 0)
        outer.pack_start(buttons, False, False, 0)

        self.window.add(outer)
        self.window.show_all()
        name.grab_focus()
        # Swing leaves a field's caret after the text it was made with; so does the twin, so that
        # caret moves and flat review start from the same place.
        name.set_position(-1)

    def menu_bar(self, accel):
        bar = Gtk.MenuBar()
        file_item = Gtk.MenuItem.new_with_mnemonic("_File")
        menu = Gtk.Menu()
        for label, key in (("_New", "n"), ("_Open", "o")):
            item = Gtk.MenuItem.new_with_mnemonic(label)
            item.add_accelerator("activate", accel, ord(key), Gtk.accelerator_parse("<Control>")[1],
                                 Gtk.AccelFlags.VISIBLE)
            menu.append(item)
        menu.append(Gtk.SeparatorMenuItem())
        wrap = Gtk.CheckMenuItem(label="Word wrap")
        wrap.set_active(True)
        menu.append(wrap)
        small = Gtk.RadioMenuItem(label="Small")
        large = Gtk.RadioMenuItem.new_with_label_from_widget(small, "Large")
        small.set_active(True)  # as in DemoApp; GTK leaves both off here
        menu.append(small)
        menu.append(large)
        menu.append(Gtk.SeparatorMenuItem())
        exit_item = Gtk.MenuItem.new_with_mnemonic("E_xit")
        exit_item.connect("activate", lambda i: self.window.destroy())
        menu.append(exit_item)
        file_item.set_submenu(menu)
        help_item = Gtk.MenuItem.new_with_mnemonic("_Help")
        help_menu = Gtk.Menu()
        help_menu.append(Gtk.MenuItem(label="About"))
        help_item.set_submenu(help_menu)
        bar.append(file_item)
        bar.append(help_item)
        return bar

    @staticmethod
    def scrolled(child):
        s = Gtk.ScrolledWindow()
        s.add(child)
        return s

    @staticmethod
    def fruit_list():
        store = Gtk.ListStore(str)
        for f in ("Apple", "Banana", "Cherry", "Damson", "Elderberry"):
            store.append([f])
        view = Gtk.TreeView(model=store, headers_visible=False)
        view.append_column(Gtk.TreeViewColumn("Fruit", Gtk.CellRendererText(), text=0))
        view.get_selection().select_path(Gtk.TreePath(1))
        return view

    @staticmethod
    def city_table():
        store = Gtk.ListStore(str, str, str)
        for row in (("Lisbon", "Portugal", "545000"), ("Oslo", "Norway", "709000"),
                    ("Quito", "Ecuador", "2800000"), ("Hanoi", "Vietnam", "8000000")):
            store.append(row)
        view = Gtk.TreeView(model=store)
        for i, title in enumerate(("City", "Country", "Population")):
            view.append_column(Gtk.TreeViewColumn(title, Gtk.CellRendererText(), text=i))
        return view

    @staticmethod
    def animal_tree():
        store = Gtk.TreeStore(str)
        root = store.append(None, ["Animals"])
        birds = store.append(root, ["Birds"])
        store.append(birds, ["Robin"])
        store.append(birds, ["Wren"])
        fish = store.append(root, ["Fish"])
        store.append(fish, ["Trout"])
        view = Gtk.TreeView(model=store, headers_visible=False)
        view.append_column(Gtk.TreeViewColumn("Animal", Gtk.CellRendererText(), text=0))
        view.expand_row(Gtk.TreePath(0), False)
        return view

    def on_press(self, button):
        self.presses += 1
        self.status.set_text("Pressed %d %s" % (self.presses, "time" if self.presses == 1 else "times"))

    def open_dialog(self, title, modal):
        dialog = Gtk.Dialog(title=title, transient_for=self.window, modal=modal)
        dialog.get_content_area().add(Gtk.Label(label="This dialog closes with its button."))
        close = dialog.add_button("Close", Gtk.ResponseType.CLOSE)
        close.connect("clicked", lambda b: dialog.destroy())
        dialog.show_all()


if __name__ == "__main__":
    GLib.set_prgname(sys.argv[1] if len(sys.argv) > 1 else "DemoTwin")
    Twin()
    Gtk.main()
