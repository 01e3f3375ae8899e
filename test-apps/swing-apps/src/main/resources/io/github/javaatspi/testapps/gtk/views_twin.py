#!/usr/bin/python3
"""The GTK3 twin of ViewsApp: a list, a table and a tree with the same items, each starting
with the same current item. Where GTK's keys differ from Swing's, this twin takes Swing's, so a
screen reader hears both apps react to the same key: Tab leaves the list (GTK would move to the
next row), and Right/Left expand, collapse and move between parent and child in the tree as in
a JTree (GTK uses Shift+arrows and +/-). Usage: views_twin.py [APP_NAME]"""

import sys

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

TITLE = "Java AT-SPI Views"
FORWARD = {Gdk.KEY_Tab}
BACKWARD = {Gdk.KEY_ISO_Left_Tab}


class Twin:
    def __init__(self):
        self.window = Gtk.Window(title=TITLE)
        self.window.set_default_size(900, 300)
        self.window.move(20, 20)
        self.window.connect("destroy", Gtk.main_quit)

        self.fruit = self.fruit_list()
        self.cities = self.city_table()
        self.animals = self.animal_tree()
        views = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=4, homogeneous=True)
        for view in (self.fruit, self.cities, self.animals):
            scrolled = Gtk.ScrolledWindow()
            scrolled.add(view)
            views.pack_start(scrolled, True, True, 0)
        self.window.add(views)
        self.window.show_all()
        self.fruit.get_selected_row().grab_focus()

    def fruit_list(self):
        box = Gtk.ListBox()
        for name in ("Apple", "Banana", "Cherry", "Damson", "Elderberry"):
            box.add(Gtk.Label(label=name, xalign=0))
        box.select_row(box.get_row_at_index(1))
        box.connect("key-press-event", self.leave_list)
        return box

    def leave_list(self, box, event):
        if event.keyval in FORWARD:
            self.cities.grab_focus()
            return True
        if event.keyval in BACKWARD:
            self.animals.grab_focus()
            return True
        return False

    @staticmethod
    def city_table():
        store = Gtk.ListStore(str, str, str)
        for row in (("Lisbon", "Portugal", "545000"), ("Oslo", "Norway", "709000"),
                    ("Quito", "Ecuador", "2800000"), ("Hanoi", "Vietnam", "8000000")):
            store.append(row)
        view = Gtk.TreeView(model=store)
        for i, title in enumerate(("City", "Country", "Population")):
            view.append_column(Gtk.TreeViewColumn(title, Gtk.CellRendererText(), text=i))
        view.set_cursor(Gtk.TreePath(0), None, False)
        return view

    def animal_tree(self):
        store = Gtk.TreeStore(str)
        root = store.append(None, ["Animals"])
        birds = store.append(root, ["Birds"])
        store.append(birds, ["Robin"])
        store.append(birds, ["Wren"])
        fish = store.append(root, ["Fish"])
        store.append(fish, ["Trout"])
        view = Gtk.TreeView(model=store, headers_visible=False)
        view.append_column(Gtk.TreeViewColumn("", Gtk.CellRendererText(), text=0))
        view.expand_row(Gtk.TreePath(0), False)
        view.set_cursor(Gtk.TreePath(0), None, False)
        view.connect("key-press-event", self.tree_key)
        return view

    @staticmethod
    def tree_key(view, event):
        if event.state & (Gdk.ModifierType.SHIFT_MASK | Gdk.ModifierType.CONTROL_MASK):
            return False
        path, _ = view.get_cursor()
        if path is None:
            return False
        model = view.get_model()
        has_children = model.iter_has_child(model.get_iter(path))
        expanded = view.row_expanded(path)
        if event.keyval == Gdk.KEY_Right and has_children:
            if expanded:
                path.down()
                view.set_cursor(path, None, False)
            else:
                view.expand_row(path, False)
            return True
        if event.keyval == Gdk.KEY_Left:
            if expanded:
                view.collapse_row(path)
            elif path.get_depth() > 1:
                path.up()
                view.set_cursor(path, None, False)
            return True
        return False


if __name__ == "__main__":
    GLib.set_prgname(sys.argv[1] if len(sys.argv) > 1 else "ViewsTwin")
    Twin()
    Gtk.main()
