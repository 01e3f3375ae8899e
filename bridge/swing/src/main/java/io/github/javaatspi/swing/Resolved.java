package io.github.javaatspi.swing;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/** A handle's live application objects, valid for the current event-thread turn only. */
record Resolved(Accessible accessible, AccessibleContext context) {
}
