"""A probe inside Orca, for diagnosis (not a test): why Orca said or did not say something,
without Orca's --debug-file, which raises its debug level and changes its timing.

Python imports sitecustomize at start-up from PYTHONPATH; this one acts only in Orca. It records
Orca's own INFO messages about events, focus, selections and speech (Orca builds them anyway and
drops them below its debug level) and notes whenever Orca's main loop stays busy for more than a
second, with the Python stack and Orca's memory. With ORCA_PROBE_CALLS=1 it also times every
call Orca makes through libatspi's accessors (Accessible, Text, Selection, Component, ...), one
line per call; with ORCA_PROBE_SLOW_MICROS=N as well, a call that took longer than N microseconds
gets a second line (`SLOW`) naming the role of the object asked, the arguments and the last
frames of Orca's stack, which tells a slow answer of the application from one of the registry
(Orca asks the desktop for its applications while it picks the script for an event). All goes to
$ORCA_PROBE_LOG (default /tmp/orca-probe.log), flushed every second.

Usage: JAVAATSPI_ORCA_PYTHONPATH=scripts/orca-probe scripts/orca-report.sh
       scripts/orca-probe/timeline.py [/tmp/orca-probe.log]   (where each key's delay went)
       ORCA_PROBE_CALLS=1 JAVAATSPI_ORCA_PYTHONPATH=scripts/orca-probe scripts/orca-report.sh
       scripts/orca-probe/calls.py [/tmp/orca-probe.log]      (what Orca waited for, per key)
"""
import collections
import os
import sys
import threading
import time
import traceback

if os.path.basename(sys.argv[0] if sys.argv else "") == "orca":
    _LOG = os.environ.get("ORCA_PROBE_LOG", "/tmp/orca-probe.log")
    _PREFIXES = ("DEFAULT:", "EVENT MANAGER: Dequeued", "EVENT MANAGER: Ignoring", "SCRIPT:",
                 "EVENT MANAGER: object:", "EVENT MANAGER: window:", "EVENT MANAGER: document:",
                 "\nvvvvv PROCESS ATSPI_KEY",
                 "ORCA: Changing locusOfFocus", "INFO: Cached selection", "INFO: New selection",
                 # canBeActiveWindow: Orca forks `cat /proc/PID/cmdline` just before logging this,
                 # 8-14 ms on two cores; a step that logs it before speaking paid that.
                 "INFO: Looking at",
                 "SPEECH OUTPUT")
    _BUSY_SECONDS = 1.0
    _lines = collections.deque(maxlen=2000000)

    def _record(text):
        _lines.append("%.6f %s" % (time.time(), text))

    def _rss():
        try:
            with open("/proc/self/status") as status:
                for line in status:
                    if line.startswith("VmRSS"):
                        return line.split()[1] + " kB"
        except OSError:
            pass
        return "?"

    def _hook_debug():
        try:
            from orca import debug
            original = debug.println

            def println(level, text="", timestamp=False):
                if isinstance(text, str) and text.startswith(_PREFIXES):
                    _record(text.replace("\n", " ")[:400])
                return original(level, text, timestamp)

            debug.println = println
        except Exception as e:  # a probe must never stop Orca
            _record("PROBE: could not hook Orca's debug output: %r" % e)
        return False

    def _flush():
        if _lines:
            with open(_LOG, "a") as log:
                while _lines:
                    log.write(_lines.popleft() + "\n")
        return True

    def _watch_main_loop():
        main = threading.main_thread().ident
        busy_since = None
        last_report = 0.0
        while True:
            time.sleep(0.1)
            frame = sys._current_frames().get(main)
            if frame is None:
                continue
            now = time.time()
            if frame.f_code.co_filename.endswith("pyatspi/registry.py"):  # idle in the main loop
                if busy_since is not None and now - busy_since > _BUSY_SECONDS:
                    _record("PROBE: main loop was busy %.1f s, rss %s" % (now - busy_since, _rss()))
                busy_since = None
                continue
            if busy_since is None:
                busy_since, last_report = now, 0.0
            if now - busy_since > _BUSY_SECONDS and now - last_report > 2.0:
                last_report = now
                stack = "".join(traceback.format_stack(frame)).replace("\n", " | ")
                _record("PROBE: main loop busy %.1f s, rss %s: %s" % (now - busy_since, _rss(), stack))

    def _time_calls():
        """Wraps libatspi's accessors before pyatspi binds them: `CALL <name> <microseconds>`."""
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi

        slow_micros = int(os.environ.get("ORCA_PROBE_SLOW_MICROS", "0") or 0)
        role_name = Atspi.Accessible.get_role_name  # unwrapped: naming a target is no call of Orca's

        def slow(label, micros, args):
            try:
                target = role_name(args[0]) if isinstance(args[0], Atspi.Accessible) else type(args[0]).__name__
            except Exception as e:  # the target may be gone
                target = repr(e)
            frames = " | ".join("%s:%d %s" % (os.path.basename(f.filename), f.lineno, f.name)
                                for f in traceback.extract_stack()[-8:-2])
            _lines.append("%.6f SLOW %s %d %s %r :: %s" % (time.time(), label, micros, target.replace(" ", "_"),
                                                           args[1:], frames))

        def timed(label, call):
            def wrapper(*args, **kwargs):
                started = time.perf_counter()
                try:
                    return call(*args, **kwargs)
                finally:
                    micros = int((time.perf_counter() - started) * 1e6)
                    _lines.append("%.6f CALL %s %d" % (time.time(), label, micros))
                    if 0 < slow_micros < micros and args:
                        slow(label, micros, args)
            return wrapper

        for cls in (Atspi.Accessible, Atspi.Action, Atspi.Component, Atspi.Document, Atspi.EditableText,
                    Atspi.Hypertext, Atspi.Image, Atspi.Selection, Atspi.Table, Atspi.TableCell, Atspi.Text,
                    Atspi.Value):
            for name in dir(cls):
                if name.startswith(("get_", "is_", "contains")):
                    call = getattr(cls, name, None)
                    if callable(call):
                        setattr(cls, name, timed(cls.__name__ + "." + name, call))

    if os.environ.get("ORCA_PROBE_CALLS") == "1":
        try:
            _time_calls()
        except Exception as e:  # a probe must never stop Orca
            _record("PROBE: could not time Orca's calls: %r" % e)

    from gi.repository import GLib
    GLib.timeout_add(10, _hook_debug)
    GLib.timeout_add(1000, _flush)
    threading.Thread(target=_watch_main_loop, daemon=True, name="orca-probe").start()
