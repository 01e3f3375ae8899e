"""A speech server for Orca that makes no sound and writes every utterance to a file.

Orca imports a speech server factory by module name (the setting speechServerFactory) and
puts its preferences directory on sys.path, so this module is copied into a fresh preferences
directory and named there. Each utterance becomes one JSON line in the file named by the
environment variable JAVAATSPI_SPEECH_LOG, with the CLOCK_MONOTONIC time in nanoseconds (the
clock Java's System.nanoTime reads on Linux), so the test can time key to speech directly.

Kinds: "speech" (what Orca's generators say), "character" (a single character Orca speaks,
e.g. the one BackSpace removed), "key" (key echo), "ready" (Orca's main loop is running, so
events and keys are being handled from now on).
"""

import json
import os
import time

from gi.repository import GLib
from orca import speechserver

_log = None


def _record(kind, text="", **extra):
    global _log
    if _log is None:
        _log = open(os.environ["JAVAATSPI_SPEECH_LOG"], "a", buffering=1, encoding="utf-8")
    line = {"t": time.monotonic_ns(), "kind": kind, "text": text}
    line.update(extra)
    _log.write(json.dumps(line) + "\n")


class SpeechServer(speechserver.SpeechServer):
    _instance = None

    @staticmethod
    def getFactoryName():
        return "javaatspi speech recorder"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._instance = None

    def __init__(self):
        super().__init__()
        # Orca creates its speech server before it enters its main loop; an idle callback
        # runs only once that loop turns, which is when Orca starts handling events.
        GLib.idle_add(self._announce_ready)

    @staticmethod
    def _announce_ready():
        _record("ready")
        return False

    def getInfo(self):
        return [self.getFactoryName(), "recorder"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _record("speech", text, interrupt=interrupt)

    def speakCharacter(self, character, acss=None):
        _record("character", character)

    def speakKeyEvent(self, event, acss=None):
        _record("key", ("%s %s" % (event.getKeyName(), event.getLockingStateString())).strip())

    def sayAll(self, utteranceIterator, progressCallback):
        context = None
        for context, acss in utteranceIterator:
            _record("speech", context.utterance, sayAll=True)
            progressCallback(context, speechserver.SayAllContext.PROGRESS)
        if context is not None:
            progressCallback(context, speechserver.SayAllContext.COMPLETED)
