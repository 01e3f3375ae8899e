package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.dispatch.AtspiError;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.NodeId;

import java.util.ArrayList;
import java.util.List;

/**
 * References to objects a live answer named. Such an object may have been read for this very
 * call (a cell of a huge table, say) and still be on its way to the published tree; a client
 * that got its reference would find nothing there, so the reference is handed out only once the
 * object is published.
 */
final class Published {
    /** The tree thread publishes within a few milliseconds unless the machine is swamped. */
    static final long WAIT_MILLIS = 300;

    private Published() {
    }

    /** The reference to {@code id}; {@link NodeId#NONE} gives the null reference. */
    static Object[] ref(Target t, long id) {
        if (id != NodeId.NONE) {
            await(t, id);
        }
        return t.ctx().ref(id);
    }

    static List<Object[]> refs(Target t, long[] ids) {
        List<Object[]> out = new ArrayList<>(ids.length);
        for (long id : ids) {
            if (id != NodeId.NONE) {
                out.add(ref(t, id));
            }
        }
        return out;
    }

    private static void await(Target t, long id) {
        try {
            if (t.ctx().tree().awaitPresent(id, WAIT_MILLIS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new AtspiError(DBusErrors.TIMED_OUT, "object " + id + " was read but not published within "
                + WAIT_MILLIS + " ms");
    }
}
