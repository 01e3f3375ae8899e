#!/usr/bin/python3
"""A real AT-SPI client for the tests and the demo.

Everything here goes through pyatspi/libatspi (the library Orca uses) or GDBus: these, not the
bridge's own Java code, judge whether the bridge works. Each subcommand prints one JSON object
on stdout (the demo's "dump" prints text). Waits poll the desktop until a deadline.

Usage: atspi_client.py COMMAND APP [options]
  wait-app APP                      wait until APP is on the desktop; "listings": how many of the
                                    desktop's children are named APP
  wait-gone APP                     wait until APP has left the desktop
  wait-window APP [--find 'ROLE|NAME']  wait until APP shows a window (that window)
  walk APP                          read every node of APP (timed), then check structure
  read-all APP                      walk, and every node's description and first reads through its
                                    other interfaces (text, value, table, image, actions, extents)
  node APP --find 'ROLE|NAME'       one node's role, name, states, path, description, and the name of
                                    the application libatspi finds it in
  wait-node APP --find 'ROLE|NAME' [--state S] [--absent]
  action APP --find 'ROLE|NAME' [--index N]
  focus APP --find 'ROLE|NAME'
  actions APP --find 'ROLE|NAME'     names, descriptions, key bindings
  component APP --find 'ROLE|NAME'   extents in the three coordinate types, layer, alpha, z-order
  at-point APP --find 'ROLE|NAME' X Y   the child at a screen point
  value APP --find 'ROLE|NAME' [--set V] the Value interface (optionally set first)
  child-at APP --find 'ROLE|NAME' --index N   one child (read on demand in a huge list or table)
  tree-rows APP --find 'ROLE|NAME'   the items of a tree (or tree table) as a screen reader walks them:
                                    name, role, depth by NODE_CHILD_OF, level, expandable/expanded
  table APP --find 'ROLE|NAME'       the Table interface: counts (timed), caption, selection, headers
  table-cell APP --find 'ROLE|NAME' ROW COL   a cell through GetAccessibleAt: Table and TableCell answers
  table-visible APP --find 'ROLE|NAME'  the cells on screen, found as Orca finds them (points, rows)
  table-select APP --find 'ROLE|NAME' --do add-row|remove-row|add-column|remove-column --index N
  selection APP --find 'ROLE|NAME' [--do select|deselect|deselect-selected|select-all|clear --index N]
                                    the Selection interface (optionally changed first); the first
                                    50 selected children
  call-path BUS PATH IFACE METHOD [SIGNATURE ARG...]  raw GDBus call on the accessibility bus
  call-args BUS PATH IFACE METHOD SIGNATURE JSON  raw GDBus call with arguments (a JSON array)
  get-prop BUS PATH IFACE PROPERTY  raw GDBus Properties.Get on the accessibility bus
  dump APP                          print the tree as text (the demo)
  text APP --find 'ROLE|NAME'       the Text interface: count, caret, text, selections, interfaces
  text-slices APP --find 'ROLE|NAME'  every range GetText{Before,At,After}Offset and GetStringAtOffset
                                    return, for every offset, boundary and granularity
  text-call APP --find 'ROLE|NAME' FUNCTION ARG...  one Atspi.Text or Atspi.EditableText function
                                    (e.g. get_text 0 -1, insert_text 3 xyz 3); numeric args are ints
  collection-check APP              run a battery of Collection queries on APP's root and answer each
                                    with what a plain walk of the tree finds: {"checks": [{name,
                                    expected, actual}]} (paths), for the caller to compare
  hypertext APP --find 'ROLE|NAME'  the Hypertext interface and every link's Hyperlink interface, the link
                                    index at every offset, the text
  image APP --find 'ROLE|NAME' [--pixels]  the Image interface; --pixels adds the screen colours just
                                    inside and just outside the image's edges
  document APP --find 'ROLE|NAME'   the Document interface (text selections through GDBus)
  set-text-selections BUS PATH JSON  Document.SetTextSelections through GDBus; JSON is a list of
                                    [start path, start offset, end path, end offset, start is active]
  walk-loop APP SECONDS             walk APP again and again for SECONDS, whatever happens to it: a
                                    line for the first two walks and whenever the count changes or a walk
                                    fails ({"walk": n, "nodes"|"error", "ms"}), then {"walks", "errors",
                                    "slowestCallMs"}
  timed-calls APP SPEC...           for each 'ROLE|NAME' find the object, then time one call of every
                                    kind it offers (tree, states, geometry, text, action, selected
                                    child, column header): {"calls": [{object, call, ms, error}]};
                                    finding happens before the timing
  listen APP TYPE... [--bare]       print {"ready": true}, then one JSON line per event of APP
                                    whose type starts with one of TYPE, until stdin closes;
                                    --bare skips reading the source (role, name, states)
"""

import argparse
import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402

POLL = 0.02


def emit(obj):
    print(json.dumps(obj))
    sys.stdout.flush()


def fail(message, **extra):
    extra["error"] = message
    emit(extra)
    sys.exit(2)


def apps():
    desktop = pyatspi.Registry.getDesktop(0)
    out = []
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
            if app is not None:
                out.append(app)
        except Exception:  # an application that just left
            pass
    return out


def app_name(app):
    try:
        return app.name
    except Exception:
        return None


def find_app(name, timeout):
    deadline = time.monotonic() + timeout
    while True:
        for app in apps():
            if app_name(app) == name:
                return app
        if time.monotonic() > deadline:
            fail("application %r is not on the desktop after %.1f s" % (name, timeout),
                 apps=[app_name(a) for a in apps()])
        time.sleep(POLL)


def path_of(obj):
    return obj.path


def bus_of(obj):
    return obj.app.bus_name


def state_names(obj):
    return sorted(pyatspi.stateToString(s) for s in obj.getState().getStates())


def describe(obj):
    return {
        "path": path_of(obj),
        "bus": bus_of(obj),
        "role": obj.getRoleName(),
        "name": obj.name,
        "states": state_names(obj),
        "childCount": obj.childCount,
    }


def matcher(spec):
    role, _, name = spec.partition("|")

    def match(obj):
        try:
            return obj.getRoleName() == role and obj.name == name
        except Exception:
            return False
    return match


# A container that manages its descendants and has more children than this is not searched: its
# children are read on demand (a table of a million rows), as Orca does not walk them either.
HUGE = 1000


def find_node(app, spec, nth=1):
    match = matcher(spec)
    stack = [app]
    while stack:
        obj = stack.pop()
        if obj is not app and match(obj):
            nth -= 1
            if nth == 0:
                return obj
        try:
            count = obj.childCount
            if count > HUGE and obj.getState().contains(pyatspi.STATE_MANAGES_DESCENDANTS):
                continue
            children = [obj.getChildAtIndex(i) for i in range(count)]
        except Exception:  # an object that just left
            continue
        stack.extend(c for c in reversed(children) if c is not None)
    return None


def require(app, a):
    node = find_node(app, a.find, a.nth)
    if node is None:
        fail("no %s in %s" % (a.find, a.target))
    return node


def walk(app, reads=False):
    """The whole tree: every node's role, name, states, children, place and properties. With
    reads, also its description and what a screen reader reads first through each of its other
    interfaces (a text's start and caret, a value, a table's size, actions, extents), where a
    failed call is one more error."""
    # Timed part: what the anchors measure, role + name + states + children of every node.
    start = time.monotonic()
    nodes = []
    stack = [app]
    while stack:
        obj = stack.pop()
        role = obj.getRoleName()
        name = obj.name
        states = obj.getState().getStates()
        children = [obj.getChildAtIndex(i) for i in range(obj.childCount)]
        nodes.append((obj, role, name, states, children))
        stack.extend(reversed(children))
    seconds = time.monotonic() - start
    # Untimed part: structure as the client sees it.
    out = []
    errors = []
    for obj, role, name, states, children in nodes:
        entry = {
            "path": path_of(obj),
            "role": role,
            "name": name,
            "states": sorted(pyatspi.stateToString(s) for s in states),
            "children": [path_of(c) for c in children],
        }
        try:
            entry["index"] = obj.getIndexInParent()
            parent = obj.parent
            entry["parent"] = path_of(parent) if parent is not None else None
            entry["interfaces"] = sorted(obj.get_interfaces())
            entry["attributes"] = obj.getAttributes()
            entry["locale"] = obj.get_object_locale()
            entry["accessibleId"] = obj.get_accessible_id()
            entry["relations"] = [[pyatspi.relationToString(r.getRelationType()) if hasattr(pyatspi, "relationToString")
                                   else str(r.getRelationType()),
                                   [path_of(r.getTarget(i)) for i in range(r.getNTargets())]]
                                  for r in obj.getRelationSet()]
            if reads:
                read_interfaces(obj, entry)
        except Exception as e:  # reported, not hidden
            errors.append("%s: %s" % (entry["path"], e))
        out.append(entry)
    return {"count": len(out), "seconds": seconds, "nodes": out, "errors": errors}


def a11y_connection():
    addr = GLib.getenv("AT_SPI_BUS_ADDRESS")
    if not addr:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                  GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE, 2000, None)
        addr = reply.unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(
        addr, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)


def gdbus_call(bus_name, path, iface, method, signature=None, args=()):
    values = [int(v) if v.lstrip("-").isdigit() else v for v in args]
    parameters = GLib.Variant("(%s)" % signature, tuple(values)) if signature else None
    try:
        reply = a11y_connection().call_sync(bus_name, path, iface, method, parameters, None,
                                            Gio.DBusCallFlags.NONE, 2000, None)
        return {"ok": True, "reply": str(reply)}
    except GLib.Error as e:
        return {"ok": False, "errorName": Gio.DBusError.get_remote_error(e), "message": e.message}


def gdbus_call_args(bus_name, path, iface, method, signature, args):
    try:
        reply = a11y_connection().call_sync(bus_name, path, iface, method, GLib.Variant("(" + signature + ")",
                                            tuple(args)), None, Gio.DBusCallFlags.NONE, 2000, None)
        return {"ok": True, "reply": str(reply)}
    except GLib.Error as e:
        return {"ok": False, "errorName": Gio.DBusError.get_remote_error(e), "message": e.message}


def millis(since):
    return round((time.monotonic() - since) * 1000, 3)


def name_of(obj):
    return None if obj is None else obj.name


def table_info(node):
    table = node.queryTable()
    start = time.monotonic()
    rows = table.nRows
    rows_ms = millis(start)
    start = time.monotonic()
    count = node.childCount
    count_ms = millis(start)
    columns = table.nColumns
    headers = []
    for c in range(min(columns, 20)):
        h = table.getColumnHeader(c)
        headers.append([name_of(h), h.getRoleName() if h is not None else None, h.path if h is not None else None])
    return {"nRows": rows, "nRowsMillis": rows_ms, "childCount": count, "childCountMillis": count_ms,
            "nColumns": columns, "caption": name_of(table.caption), "summary": name_of(table.summary),
            "nSelectedRows": table.nSelectedRows, "nSelectedColumns": table.nSelectedColumns,
            "selectedRows": list(table.getSelectedRows()), "selectedColumns": list(table.getSelectedColumns()),
            "columnHeaders": headers, "columnDescriptions": [table.getColumnDescription(c) for c in range(min(columns, 20))],
            "rowDescription0": table.getRowDescription(0) if rows > 0 else None,
            "states": state_names(node), "interfaces": sorted(node.get_interfaces())}


def table_cell(node, row, column):
    table = node.queryTable()
    start = time.monotonic()
    cell = table.getAccessibleAt(row, column)
    out = describe(cell)
    out["millis"] = millis(start)
    index = cell.getIndexInParent()
    out["index"] = index
    out["indexAt"] = table.getIndexAt(row, column)
    out["rowAtIndex"] = table.getRowAtIndex(index)
    out["columnAtIndex"] = table.getColumnAtIndex(index)
    out["extents"] = list(table.getRowColumnExtentsAtIndex(index))
    out["rowExtent"] = table.getRowExtentAt(row, column)
    out["columnExtent"] = table.getColumnExtentAt(row, column)
    out["isSelected"] = bool(table.isSelected(row, column))
    out["isRowSelected"] = bool(table.isRowSelected(row))
    out["isColumnSelected"] = bool(table.isColumnSelected(column))
    out["childAtIndex"] = node.getChildAtIndex(index).path
    out["interfaces"] = sorted(cell.get_interfaces())
    tc = cell.queryTableCell()
    # Each answer on its own: GTK 3's cells fail some of them, and the comparisons say which.
    for key, read in (("position", lambda: list(tc.position)[-2:]), ("rowSpan", lambda: tc.rowSpan),
                      ("columnSpan", lambda: tc.columnSpan), ("table", lambda: tc.table.path),
                      ("span", lambda: list(tc.getRowColumnSpan())),
                      ("columnHeaderCells", lambda: [h.name for h in tc.get_columnHeaderCells()]),
                      ("rowHeaderCells", lambda: [h.name for h in tc.get_rowHeaderCells()])):
        try:
            out[key] = read()
        except Exception as e:  # reported, not hidden
            out[key] = None
            out.setdefault("failed", []).append("%s: %s" % (key, e))
    return out


def table_visible(node):
    """The cells on screen, found as Orca's flat review finds them: the rows under the table's
    visible corners, then every cell of those rows by row and column."""
    start = time.monotonic()
    table = node.queryTable()
    comp = node.queryComponent()
    e = comp.getExtents(pyatspi.DESKTOP_COORDS)
    parent = node.parent.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    # The table is scrolled: what shows is where it overlaps its viewport (its parent).
    top = max(e.y, parent.y) + 2
    bottom = min(e.y + e.height, parent.y + parent.height) - 3
    x = max(e.x, parent.x) + 2
    first = comp.getAccessibleAtPoint(x, top, pyatspi.DESKTOP_COORDS)
    last = comp.getAccessibleAtPoint(x, bottom, pyatspi.DESKTOP_COORDS)
    first_row = first.queryTableCell().position[1] if first is not None else 0
    last_row = last.queryTableCell().position[1] if last is not None else table.nRows - 1
    cells = []
    for r in range(first_row, last_row + 1):
        for c in range(table.nColumns):
            cell = table.getAccessibleAt(r, c)
            cells.append({"path": cell.path, "name": cell.name, "role": cell.getRoleName(),
                          "showing": cell.getState().contains(pyatspi.STATE_SHOWING)})
    return {"rows": [first_row, last_row], "cells": cells, "millis": millis(start)}


def node_parent_depth(obj, container):
    """How many NODE_CHILD_OF steps lead from obj to the container (a top-level row: 1)."""
    depth = 0
    current = obj
    while current is not None and depth < 50:
        if current.path == container.path and depth > 0:
            return depth
        target = None
        for r in current.getRelationSet():
            if r.getRelationType() == pyatspi.RELATION_NODE_CHILD_OF and r.getNTargets() > 0:
                target = r.getTarget(0)
        if target is None or target.path == current.path:
            return None
        depth += 1
        current = target
    return None


def tree_rows(node):
    rows = []
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        role = child.getRoleName()
        if role not in ("tree item", "table cell"):
            continue
        states = state_names(child)
        try:
            action = child.queryAction()
            actions = [action.getName(k) for k in range(action.nActions)]
        except NotImplementedError:
            actions = []
        node_children = [t.name for r in child.getRelationSet()
                         if r.getRelationType() == pyatspi.RELATION_NODE_PARENT_OF
                         for t in (r.getTarget(k) for k in range(r.getNTargets())) if t is not None]
        rows.append({"name": child.name, "role": role, "path": child.path, "index": child.getIndexInParent(),
                     "depth": node_parent_depth(child, node), "attributes": child.getAttributes(),
                     "nodeChildren": node_children,
                     "expandable": "expandable" in states, "expanded": "expanded" in states,
                     "childCount": child.childCount, "actions": actions})
    return {"role": node.getRoleName(), "childCount": node.childCount, "rows": rows}


def selection_info(node, action, index):
    sel = node.querySelection()
    result = None
    if action == "select":
        result = sel.selectChild(index)
    elif action == "deselect":
        result = sel.deselectChild(index)
    elif action == "deselect-selected":
        result = sel.deselectSelectedChild(index)
    elif action == "select-all":
        result = sel.selectAll()
    elif action == "clear":
        result = sel.clearSelection()
    elif action is not None:
        fail("unknown selection action " + action)
    n = sel.nSelectedChildren
    selected = []
    for i in range(min(n, 50)):
        try:
            child = sel.getSelectedChild(i)
        except GLib.Error:
            # A change just asked for lands a moment later: the count read above may be older
            # than the selection itself. Callers that judge the selection wait for it to settle.
            child = None
        selected.append({"name": name_of(child), "path": child.path if child is not None else None,
                         "index": child.getIndexInParent() if child is not None else None})
    count = node.childCount
    return {"result": None if result is None else bool(result), "nSelected": n, "selected": selected,
            "isChildSelected": [bool(sel.isChildSelected(i)) for i in range(min(count, 50))]}


def gdbus_property(bus_name, path, iface, prop):
    try:
        reply = a11y_connection().call_sync(bus_name, path, "org.freedesktop.DBus.Properties", "Get",
                                            GLib.Variant("(ss)", (iface, prop)), None,
                                            Gio.DBusCallFlags.NONE, 2000, None)
        return {"ok": True, "value": reply.unpack()[0]}
    except GLib.Error as e:
        return {"ok": False, "errorName": Gio.DBusError.get_remote_error(e), "message": e.message}


def event_line(event, t0, bare=False):
    src = event.source
    try:
        if bare:
            raise LookupError("not asked")
        role, name = src.getRoleName(), src.name
        states = state_names(src)
    except Exception:  # the source may be gone already (defunct)
        role, name, states = None, None, []
    any_data = event.any_data
    if isinstance(any_data, Atspi.Accessible) and not bare:
        try:
            any_data = {"path": any_data.path, "role": any_data.getRoleName(), "name": any_data.name}
        except Exception:
            any_data = {"path": any_data.path}
    elif isinstance(any_data, Atspi.Accessible):
        any_data = {"path": any_data.path}
    elif any_data is not None and not isinstance(any_data, (str, int, float, bool)):
        any_data = str(any_data)
    return {"type": event.type, "path": src.path if src is not None else None, "role": role, "name": name,
            "states": states, "detail1": event.detail1, "detail2": event.detail2, "any": any_data,
            "t": round(time.monotonic() - t0, 4), "ns": time.monotonic_ns()}


def registered_events(connection):
    reply = connection.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                 "GetRegisteredEvents", None, None, Gio.DBusCallFlags.NONE, 2000, None)
    return set(tuple(pair) for pair in reply.unpack()[0])


def listen(app_name, types, timeout, bare):
    t0 = time.monotonic()
    loop = GLib.MainLoop()

    def on_event(event):
        try:
            app = event.source.get_application() if event.source is not None else None
            if app is None or app.name != app_name:
                return
        except Exception:
            return
        emit(event_line(event, t0, bare))

    registry = a11y_connection()
    before = registered_events(registry)
    listener = Atspi.EventListener.new(on_event)
    for t in types:
        listener.register(t)
    # libatspi registers asynchronously: "ready" only once the registry lists the new
    # registrations, so that every application has been told before the caller acts.
    deadline = time.monotonic() + 10
    while len(registered_events(registry) - before) < len(types) and time.monotonic() < deadline:
        time.sleep(POLL)

    def on_stdin(source, condition):
        data = sys.stdin.readline()
        if not data:
            loop.quit()
            return False
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, on_stdin)
    GLib.timeout_add(int(timeout * 1000), loop.quit)
    emit({"ready": True})
    loop.run()


def text_summary(node):
    count = Atspi.Text.get_character_count(node)
    selections = [list((r.start_offset, r.end_offset)) for r in
                  (Atspi.Text.get_selection(node, i) for i in range(Atspi.Text.get_n_selections(node)))]
    return {"count": count, "caret": Atspi.Text.get_caret_offset(node), "text": Atspi.Text.get_text(node, 0, -1),
            "selections": selections, "interfaces": list(node.get_interfaces())}


def text_slices(node):
    count = Atspi.Text.get_character_count(node)
    out = {}
    for kind, fn in (("at", Atspi.Text.get_text_at_offset), ("before", Atspi.Text.get_text_before_offset),
                     ("after", Atspi.Text.get_text_after_offset)):
        for boundary in range(7):
            out["%s %d" % (kind, boundary)] = [[r.start_offset, r.end_offset] for r in
                                               (fn(node, o, boundary) for o in range(count + 1))]
    for granularity in range(5):
        out["string %d" % granularity] = [[r.start_offset, r.end_offset] for r in
                                          (Atspi.Text.get_string_at_offset(node, o, granularity)
                                           for o in range(count + 1))]
    return out


def plain(value):
    """A libatspi result as JSON: ranges and rectangles as lists, text ranges with their content."""
    if isinstance(value, (Atspi.Range,)):
        return [value.start_offset, value.end_offset]
    if isinstance(value, Atspi.TextRange):
        return {"start": value.start_offset, "end": value.end_offset, "content": value.content}
    if isinstance(value, Atspi.Rect):
        return [value.x, value.y, value.width, value.height]
    if isinstance(value, Atspi.Point):
        return [value.x, value.y]
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def text_call(node, function, args):
    fn = getattr(Atspi.Text, function, None) or getattr(Atspi.EditableText, function, None)
    if fn is None:
        fail("no Text or EditableText function " + function)
    values = [int(v) if v.lstrip("-").isdigit() else v for v in args]
    try:
        return {"result": plain(fn(node, *values))}
    except GLib.Error as e:
        return {"error": e.message, "errorName": Gio.DBusError.get_remote_error(e)}


def document_order(obj, deep=True):
    out = []
    for i in range(obj.get_child_count()):
        child = obj.get_child_at_index(i)
        if child is None:
            continue
        out.append(child)
        if deep:
            out.extend(document_order(child))
    return out


def reference_match(obj, rule):
    """What a match rule means, decided from the object's own answers (not from Collection)."""
    states, smatch, attrs, amatch, roles, rmatch, ifaces, imatch = rule
    state_set = obj.get_state_set()

    def count(kind, had, wanted):
        if wanted == 0:
            return True
        return {"all": had == wanted, "any": had > 0, "none": had == 0}[kind]
    ok = count(smatch, sum(1 for s in states if state_set.contains(s)), len(states))
    role = obj.get_role()
    if roles:
        ok = ok and {"all": len(roles) == 1 and roles[0] == role, "any": role in roles,
                     "none": role not in roles}[rmatch]
    own = {k.lower(): v for k, v in obj.get_attributes().items()}
    ok = ok and count(amatch, sum(1 for k, v in attrs.items() if own.get(k.lower(), "").lower() == v.lower()),
                      len(attrs))
    offered = [i.lower() for i in obj.get_interfaces()] + ["accessible", "collection"]
    ok = ok and count(imatch, sum(1 for i in ifaces if i.lower() in offered), len(ifaces))
    return ok


MATCH = {"all": Atspi.CollectionMatchType.ALL, "any": Atspi.CollectionMatchType.ANY,
         "none": Atspi.CollectionMatchType.NONE}


def match_rule(rule):
    states, smatch, attrs, amatch, roles, rmatch, ifaces, imatch = rule
    return Atspi.MatchRule.new(Atspi.StateSet.new(states), MATCH[smatch], attrs, MATCH[amatch], roles,
                               MATCH[rmatch], ifaces, MATCH[imatch], False)


def collection_check(app):
    S, R = Atspi.StateType, Atspi.Role
    rules = {
        "push buttons": ([], "all", {}, "all", [R.PUSH_BUTTON], "any", [], "all"),
        "focusable and showing": ([S.FOCUSABLE, S.SHOWING], "all", {}, "all", [], "all", [], "all"),
        "checked or selected": ([S.CHECKED, S.SELECTED], "any", {}, "all", [], "all", [], "all"),
        "not showing": ([S.SHOWING], "none", {}, "all", [], "all", [], "all"),
        "texts": ([], "all", {}, "all", [], "all", ["Text"], "any"),
        "with actions, not buttons": ([], "all", {}, "all", [R.PUSH_BUTTON], "none", ["Action"], "all"),
        "one role under ALL": ([], "all", {}, "all", [R.LABEL], "all", [], "all"),
        "two roles under ALL": ([], "all", {}, "all", [R.LABEL, R.PUSH_BUTTON], "all", [], "all"),
        "level 2 tree rows": ([], "all", {"level": "2"}, "all", [R.TABLE_CELL], "any", [], "all"),
        "no attributes asked": ([], "all", {}, "any", [R.CHECK_BOX], "any", [], "all"),
    }
    checks = []
    everything = document_order(app)
    children = document_order(app, deep=False)
    CANON, REVERSE = Atspi.CollectionSortOrder.CANONICAL, Atspi.CollectionSortOrder.REVERSE_CANONICAL
    for name, rule in rules.items():
        expected = [o for o in everything if reference_match(o, rule)]
        mr = match_rule(rule)
        for label, sort, count, deep, want in (
                ("", CANON, 0, True, expected),
                (", first 3", CANON, 3, True, expected[:3]),
                (", reversed", REVERSE, 0, True, list(reversed(expected))),
                (", children only", CANON, 0, False, [o for o in children if reference_match(o, rule)])):
            actual = Atspi.Collection.get_matches(app, mr, sort, count, deep)
            checks.append({"name": name + label, "expected": [path_of(o) for o in want],
                           "actual": [path_of(o) for o in actual]})
        # From and to a node in the middle of the document, in order.
        middle = everything[len(everything) // 2]
        after = everything[everything.index(middle) + 1:]
        before = list(reversed(everything[:everything.index(middle)]))
        actual = Atspi.Collection.get_matches_from(app, middle, mr, CANON, Atspi.CollectionTreeTraversalType.INORDER,
                                                   0, True)
        checks.append({"name": name + ", after the middle", "expected": [path_of(o) for o in after
                                                                          if reference_match(o, rule)],
                       "actual": [path_of(o) for o in actual]})
        actual = Atspi.Collection.get_matches_to(app, middle, mr, CANON, Atspi.CollectionTreeTraversalType.INORDER,
                                                 False, 2, True)
        checks.append({"name": name + ", two before the middle, nearest first",
                       "expected": [path_of(o) for o in before if reference_match(o, rule)][:2],
                       "actual": [path_of(o) for o in actual]})
    return {"nodes": len(everything), "checks": checks}


def hypertext_summary(node):
    count = Atspi.Text.get_character_count(node)
    links = []
    for i in range(Atspi.Hypertext.get_n_links(node)):
        link = Atspi.Hypertext.get_link(node, i)
        n = Atspi.Hyperlink.get_n_anchors(link)
        objects = [Atspi.Hyperlink.get_object(link, j) for j in range(n)]
        links.append({"path": link.path, "start": Atspi.Hyperlink.get_start_index(link),
                      "end": Atspi.Hyperlink.get_end_index(link), "nAnchors": n,
                      "uris": [Atspi.Hyperlink.get_uri(link, j) for j in range(n)],
                      "objects": [o.path if o is not None else None for o in objects],
                      "valid": bool(Atspi.Hyperlink.is_valid(link))})
    return {"path": node.path, "bus": bus_of(node), "text": Atspi.Text.get_text(node, 0, -1), "count": count,
            "links": links, "indexes": [Atspi.Hypertext.get_link_index(node, o) for o in range(-1, count + 2)]}


def screen_colours(x, y, w, h):
    """The colours just inside each edge of a box on the screen, and just outside it."""
    try:
        gi.require_version("Gdk", "3.0")
        from gi.repository import Gdk  # noqa: E402
    except (ValueError, ImportError) as e:
        fail("cannot read the screen without GDK 3 (%s): apt-get install -y gir1.2-gtk-3.0" % e)
    shot = Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), x - 1, y - 1, w + 2, h + 2)
    if shot is None:
        fail("could not read the screen at %r" % ([x, y, w, h],))
    data, stride, channels = shot.get_pixels(), shot.get_rowstride(), shot.get_n_channels()

    def at(px, py):
        o = py * stride + px * channels
        return "#%02x%02x%02x" % (data[o], data[o + 1], data[o + 2])
    mid_x, mid_y = 1 + w // 2, 1 + h // 2
    return {"inside": [at(1, 1), at(w, 1), at(1, h), at(w, h), at(mid_x, mid_y)],
            "outside": [at(0, mid_y), at(w + 1, mid_y), at(mid_x, 0), at(mid_x, h + 1)]}


def image_summary(node, pixels):
    size = Atspi.Image.get_image_size(node)
    out = {"description": Atspi.Image.get_image_description(node), "locale": Atspi.Image.get_image_locale(node),
           "objectLocale": node.get_object_locale(), "size": [size.x, size.y],
           "interfaces": list(node.get_interfaces())}
    for label, kind in (("screen", Atspi.CoordType.SCREEN), ("window", Atspi.CoordType.WINDOW),
                        ("parent", Atspi.CoordType.PARENT)):
        out[label] = plain(Atspi.Image.get_image_extents(node, kind))
        out[label + "Component"] = plain(node.get_extents(kind))
    out["position"] = plain(Atspi.Image.get_image_position(node, Atspi.CoordType.SCREEN))
    if pixels:
        out["pixels"] = screen_colours(*out["screen"])
    return out


def document_summary(node):
    out = {"path": node.path, "bus": bus_of(node), "locale": Atspi.Document.get_locale(node),
           "objectLocale": node.get_object_locale(),
           "attributes": Atspi.Document.get_document_attributes(node),
           "mime": Atspi.Document.get_document_attribute_value(node, "MimeType"),
           "missing": Atspi.Document.get_document_attribute_value(node, "NoSuchAttribute"),
           "pageCount": Atspi.Document.get_page_count(node),
           "currentPage": Atspi.Document.get_current_page_number(node)}
    # libatspi 2.46 has no atspi_document_get_text_selections: ask over D-Bus.
    reply = a11y_connection().call_sync(bus_of(node), node.path, "org.a11y.atspi.Document", "GetTextSelections",
                                        None, None, Gio.DBusCallFlags.NONE, 2000, None)
    out["selections"] = [[start[1], s_off, end[1], e_off, active]
                         for start, s_off, end, e_off, active in reply.unpack()[0]]
    return out


def set_text_selections(bus_name, path, selections):
    value = [((bus_name, start), s_off, (bus_name, end), e_off, bool(active))
             for start, s_off, end, e_off, active in selections]
    try:
        reply = a11y_connection().call_sync(bus_name, path, "org.a11y.atspi.Document", "SetTextSelections",
                                            GLib.Variant("(a((so)i(so)ib))", (value,)), None,
                                            Gio.DBusCallFlags.NONE, 2000, None)
        return {"ok": True, "result": reply.unpack()[0]}
    except GLib.Error as e:
        return {"ok": False, "errorName": Gio.DBusError.get_remote_error(e), "message": e.message}


def read_interfaces(obj, entry):
    # Most values are read and dropped: each read is a call the application must answer.
    entry["description"] = obj.description
    interfaces = entry["interfaces"]
    if "Image" in interfaces:
        image = obj.queryImage()
        entry["imageDescription"] = image.imageDescription
        image.getImageSize()
    if "Text" in interfaces:
        text = obj.queryText()
        text.getText(0, min(text.characterCount, 200))
        text.caretOffset
    if "Value" in interfaces:
        value = obj.queryValue()
        (value.currentValue, value.minimumValue, value.maximumValue)
    if "Table" in interfaces:
        table = obj.queryTable()
        (table.nRows, table.nColumns)
    if "Selection" in interfaces:
        obj.querySelection().nSelectedChildren
    if "Action" in interfaces:
        action = obj.queryAction()
        [action.getName(i) for i in range(action.nActions)]
    if "Component" in interfaces:
        obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def walk_loop(app, seconds):
    """Walks until the deadline, recording errors instead of stopping: what a client sees when
    the application dies under it."""
    deadline = time.monotonic() + seconds
    walks = errors = 0
    slowest = 0.0

    def visit(obj):
        nonlocal slowest
        start = time.monotonic()
        count = obj.get_child_count()
        obj.get_role()
        slowest = max(slowest, time.monotonic() - start)
        n = 1
        for i in range(count):
            child = obj.get_child_at_index(i)
            if child is not None:
                n += visit(child)
        return n
    last_count = None
    while time.monotonic() < deadline:
        walks += 1
        start = time.monotonic()
        try:
            count = visit(app)
            if count != last_count or walks == 2:
                emit({"walk": walks, "nodes": count, "ms": round((time.monotonic() - start) * 1000, 1)})
            last_count = count
        except Exception as e:  # the point: an error, not a hang
            errors += 1
            slowest = max(slowest, time.monotonic() - start)
            emit({"walk": walks, "error": str(e), "ms": round((time.monotonic() - start) * 1000, 1)})
            time.sleep(POLL)
    return {"walks": walks, "errors": errors, "slowestCallMs": round(slowest * 1000, 1)}


def timed_calls(app, specs):
    """One call of each kind on each object, timed one by one: what a screen reader asks."""
    found = [(spec, find_node(app, spec)) for spec in specs]
    calls = []

    def timed(spec, name, fn):
        start = time.monotonic()
        error = None
        try:
            fn()
        except Exception as e:  # a D-Bus error is an answer too; the time is what is measured
            error = str(e)
        calls.append({"object": spec, "call": name, "ms": round((time.monotonic() - start) * 1000, 1),
                      "error": error})
    for spec, node in found:
        if node is None:
            calls.append({"object": spec, "call": "find", "ms": 0, "error": "not found"})
            continue
        timed(spec, "role", node.get_role)
        timed(spec, "name", node.get_name)
        timed(spec, "states", lambda: node.get_state_set().get_states())
        timed(spec, "children", lambda: [node.get_child_at_index(i) for i in range(node.get_child_count())])
        interfaces = node.get_interfaces()
        if "Component" in interfaces:
            timed(spec, "extents", lambda: node.get_extents(Atspi.CoordType.SCREEN))
        if "Text" in interfaces:
            timed(spec, "text", lambda: Atspi.Text.get_text(node, 0, -1))
            timed(spec, "character box", lambda: Atspi.Text.get_character_extents(node, 0, Atspi.CoordType.SCREEN))
            timed(spec, "attributes", lambda: Atspi.Text.get_attribute_run(node, 0, True))
        if "Action" in interfaces:
            timed(spec, "action names", lambda: Atspi.Action.get_action_name(node, 0))
        if "Selection" in interfaces and Atspi.Selection.get_n_selected_children(node) > 0:
            timed(spec, "selected child", lambda: Atspi.Selection.get_selected_child(node, 0).get_name())
        if "Table" in interfaces:
            timed(spec, "column header", lambda: Atspi.Table.get_column_header(node, 0).get_name())
    return {"calls": calls}


def dump(app):
    lines = []

    def visit(obj, depth):
        states = [s for s in state_names(obj) if s in ("focused", "checked", "selected", "expanded",
                                                       "active", "editable")]
        label = "%s%s %r" % ("  " * depth, obj.getRoleName(), obj.name)
        if states:
            label += "  [" + ", ".join(states) + "]"
        lines.append(label)
        for i in range(obj.childCount):
            visit(obj.getChildAtIndex(i), depth + 1)
    visit(app, 0)
    return lines


def main():
    p = argparse.ArgumentParser()
    p.add_argument("command")
    p.add_argument("target")
    p.add_argument("rest", nargs="*")
    p.add_argument("--find")
    p.add_argument("--index", type=int, default=0)
    p.add_argument("--state")
    p.add_argument("--absent", action="store_true")
    p.add_argument("--timeout", type=float, default=20.0)
    p.add_argument("--set", type=float)
    p.add_argument("--do")
    p.add_argument("--nth", type=int, default=1, help="the n-th match of --find (1: the first)")
    p.add_argument("--bare", action="store_true", help="listen: do not read the source (for timing)")
    p.add_argument("--pixels", action="store_true", help="image: read the screen around the image")
    a = p.parse_intermixed_args()

    if a.command == "call-path":
        path, iface, method = a.rest[:3]
        emit(gdbus_call(a.target, path, iface, method, a.rest[3] if len(a.rest) > 3 else None, a.rest[4:]))
        return
    if a.command == "call-args":
        path, iface, method, signature, args = a.rest
        emit(gdbus_call_args(a.target, path, iface, method, signature, json.loads(args)))
        return
    if a.command == "get-prop":
        path, iface, prop = a.rest
        emit(gdbus_property(a.target, path, iface, prop))
        return
    if a.command == "set-text-selections":
        path, selections = a.rest
        emit(set_text_selections(a.target, path, json.loads(selections)))
        return
    if a.command == "listen":
        listen(a.target, a.rest, a.timeout, a.bare)
        return
    if a.command == "wait-gone":
        deadline = time.monotonic() + a.timeout
        while any(app_name(x) == a.target for x in apps()):
            if time.monotonic() > deadline:
                fail("application %r is still on the desktop" % a.target)
            time.sleep(POLL)
        emit({"ok": True})
        return

    app = find_app(a.target, a.timeout)
    if a.command == "wait-app":
        emit(dict(describe(app), listings=sum(1 for other in apps() if app_name(other) == a.target)))
    elif a.command == "wait-window":
        deadline = time.monotonic() + a.timeout
        want = matcher(a.find) if a.find else (lambda w: True)
        while True:
            windows = [app.getChildAtIndex(i) for i in range(app.childCount)]
            found = [w for w in windows if w is not None and want(w)]
            if found:
                emit(describe(found[0]))
                return
            if time.monotonic() > deadline:
                fail("%s shows no window%s" % (a.target, " " + a.find if a.find else ""))
            time.sleep(POLL)
    elif a.command == "walk":
        emit(walk(app))
    elif a.command == "read-all":
        emit(walk(app, reads=True))
    elif a.command == "dump":
        print("\n".join(dump(app)))
    elif a.command == "node":
        node = find_node(app, a.find)
        if node is None:
            fail("no %s in %s" % (a.find, a.target))
        emit(dict(describe(node), description=node.description, application=node.getApplication().name))
    elif a.command == "wait-node":
        deadline = time.monotonic() + a.timeout
        while True:
            node = find_node(app, a.find)
            if a.absent and node is None:
                emit({"ok": True})
                return
            if not a.absent and node is not None and (a.state is None or a.state in state_names(node)):
                emit(describe(node))
                return
            if time.monotonic() > deadline:
                fail("timed out waiting for %s%s%s" % ("no " if a.absent else "", a.find,
                                                         " with " + a.state if a.state else ""),
                     last=describe(node) if node is not None else None)
            time.sleep(POLL)
    elif a.command == "action":
        node = find_node(app, a.find)
        if node is None:
            fail("no %s in %s" % (a.find, a.target))
        action = node.queryAction()
        emit({"result": bool(action.doAction(a.index)), "name": action.getName(a.index)})
    elif a.command == "actions":
        node = require(app, a)
        action = node.queryAction()
        emit({"actions": [[action.getName(i), action.getDescription(i), action.getKeyBinding(i)]
                          for i in range(action.nActions)]})
    elif a.command == "component":
        node = require(app, a)
        comp = node.queryComponent()
        out = {}
        for label, kind in (("screen", pyatspi.DESKTOP_COORDS), ("window", pyatspi.WINDOW_COORDS)):
            e = comp.getExtents(kind)
            out[label] = [e.x, e.y, e.width, e.height]
        e = node.get_extents(Atspi.CoordType.PARENT)
        out["parent"] = [e.x, e.y, e.width, e.height]
        x, y, w, h = out["screen"]
        out["containsCenter"] = bool(comp.contains(x + w // 2, y + h // 2, pyatspi.DESKTOP_COORDS))
        out["containsOutside"] = bool(comp.contains(x + w + 5, y + h + 5, pyatspi.DESKTOP_COORDS))
        out["layer"] = int(comp.getLayer())
        out["alpha"] = comp.getAlpha()
        out["mdiZOrder"] = comp.getMDIZOrder()
        emit(out)
    elif a.command == "value":
        value = require(app, a).queryValue()
        if a.set is not None:
            value.currentValue = a.set
        emit({"current": value.currentValue, "minimum": value.minimumValue, "maximum": value.maximumValue,
              "increment": value.minimumIncrement})
    elif a.command == "at-point":
        node = require(app, a)
        x, y = (int(v) for v in a.rest)
        child = node.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
        emit(describe(child) if child is not None else {"none": True})
    elif a.command == "collection-check":
        emit(collection_check(app))
    elif a.command == "text":
        emit(text_summary(require(app, a)))
    elif a.command == "text-slices":
        emit(text_slices(require(app, a)))
    elif a.command == "hypertext":
        emit(hypertext_summary(require(app, a)))
    elif a.command == "image":
        emit(image_summary(require(app, a), a.pixels))
    elif a.command == "document":
        emit(document_summary(require(app, a)))
    elif a.command == "text-call":
        emit(text_call(require(app, a), a.rest[0], a.rest[1:]))
    elif a.command == "walk-loop":
        emit(walk_loop(app, float(a.rest[0])))
    elif a.command == "timed-calls":
        emit(timed_calls(app, a.rest))
    elif a.command == "focus":
        node = find_node(app, a.find)
        if node is None:
            fail("no %s in %s" % (a.find, a.target))
        emit({"result": bool(node.queryComponent().grabFocus())})
    elif a.command == "child-at":
        node = require(app, a)
        start = time.monotonic()
        child = node.getChildAtIndex(a.index)
        out = describe(child)
        out["millis"] = millis(start)
        out["index"] = child.getIndexInParent()
        out["parentChildCount"] = node.childCount
        emit(out)
    elif a.command == "table":
        emit(table_info(require(app, a)))
    elif a.command == "tree-rows":
        emit(tree_rows(require(app, a)))
    elif a.command == "table-cell":
        row, column = (int(v) for v in a.rest)
        emit(table_cell(require(app, a), row, column))
    elif a.command == "table-visible":
        emit(table_visible(require(app, a)))
    elif a.command == "table-select":
        table = require(app, a).queryTable()
        do = {"add-row": table.addRowSelection, "remove-row": table.removeRowSelection,
              "add-column": table.addColumnSelection, "remove-column": table.removeColumnSelection}.get(a.do)
        if do is None:
            fail("unknown table selection action %s" % a.do)
        emit({"result": bool(do(a.index))})
    elif a.command == "selection":
        emit(selection_info(require(app, a), a.do, a.index))
    else:
        fail("unknown command " + a.command)


if __name__ == "__main__":
    main()
