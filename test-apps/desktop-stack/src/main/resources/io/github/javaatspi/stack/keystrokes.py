#!/usr/bin/python3
"""A keystroke listener registered the way Orca 43 registers its own (libatspi's legacy device
API): all 256 modifier masks, press and release, synchronous, able to consume, not global.

Prints {"ready": true} once the registry lists the listener, then one JSON line per key event
the registry delivers: type (0 press, 1 release), id (keysym), hw_code (X keycode), modifiers,
timestamp, string, is_text, consumed, ns (monotonic receive time). Runs until stdin closes.

Options:
  --orca-key NAME   consume the key NAME (e.g. Insert) and every key pressed while it is held,
                    as Orca does with its modifier key
  --delay-ms N      answer each event only after N ms: a slow or hung screen reader
  --focus-events    also record object:state-changed:focused events, in the same stream, as
                    {"event", "detail1", "role", "name", "ns"}: the order in which a screen
                    reader hears a key and the focus moving
"""

import argparse
import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

DEC_PATH = "/org/a11y/atspi/registry/deviceeventcontroller"
DEC_IFACE = "org.a11y.atspi.DeviceEventController"


def emit(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def a11y_bus():
    address = GLib.getenv("AT_SPI_BUS_ADDRESS")
    if not address:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                  GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE, 2000, None)
        address = reply.unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


def listener_count(bus):
    reply = bus.call_sync("org.a11y.atspi.Registry", DEC_PATH, DEC_IFACE, "GetKeystrokeListeners", None, None,
                          Gio.DBusCallFlags.NONE, 2000, None)
    return len(reply.unpack()[0])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--orca-key")
    p.add_argument("--delay-ms", type=int, default=0)
    p.add_argument("--focus-events", action="store_true")
    a = p.parse_args()
    held = {"orca": False}

    def on_key(event):
        is_orca_key = a.orca_key is not None and event.event_string == a.orca_key
        if is_orca_key:
            held["orca"] = event.type == Atspi.EventType.KEY_PRESSED_EVENT
        consumed = is_orca_key or held["orca"]
        emit({"type": int(event.type), "id": event.id, "hw_code": event.hw_code, "modifiers": event.modifiers,
              "timestamp": event.timestamp, "string": event.event_string, "is_text": bool(event.is_text),
              "consumed": consumed, "ns": time.monotonic_ns()})
        if a.delay_ms:
            time.sleep(a.delay_ms / 1000.0)
        return consumed

    bus = a11y_bus()
    before = listener_count(bus)
    listener = Atspi.DeviceListener.new(on_key)
    kinds = (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT)
    sync = Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME
    for mask in range(256):
        Atspi.register_keystroke_listener(listener, None, mask, kinds, sync)
    if a.focus_events:
        def on_event(event):
            emit({"event": event.type, "detail1": event.detail1, "role": event.source.get_role_name(),
                  "name": event.source.get_name(), "ns": time.monotonic_ns()})
        focus_listener = Atspi.EventListener.new(on_event)
        focus_listener.register("object:state-changed:focused")
    deadline = time.monotonic() + 10
    while listener_count(bus) < before + 256:
        if time.monotonic() > deadline:
            emit({"error": "the registry does not list the keystroke listener"})
            sys.exit(1)
        time.sleep(0.05)

    loop = GLib.MainLoop()

    def on_stdin(source, condition):
        if not sys.stdin.readline():
            loop.quit()
            return False
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, on_stdin)
    emit({"ready": True})
    loop.run()


if __name__ == "__main__":
    main()
