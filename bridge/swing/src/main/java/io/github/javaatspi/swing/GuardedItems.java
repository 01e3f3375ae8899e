package io.github.javaatspi.swing;

import io.github.javaatspi.model.CellState;

import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/**
 * What reads ask of a list's, table's or tree's {@link Items}, which runs the application's
 * models and renderers, guarded like {@link GuardedContext}, and for the same reason written out.
 */
final class GuardedItems {
    private GuardedItems() {
    }

    static Object keyAt(Items<?> items, int position, Object fallback) {
        try {
            Object key = items.keyAt(position);
            return key != null ? key : fallback;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int positionOf(Items<?> items, Object key, int fallback) {
        try {
            return items.positionOf(key);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible childAt(Items<?> items, AccessibleContext container, int position, Accessible fallback) {
        try {
            Accessible child = items.childAt(container, position);
            return child != null ? child : fallback;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean multiselectable(Items<?> items, boolean fallback) {
        try {
            return items.multiselectable();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Map<String, String> attributes(Items<?> items, int position, Map<String, String> fallback) {
        try {
            Map<String, String> attributes = items.attributes(position);
            return attributes != null ? attributes : fallback;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static CellState cell(Items<?> items, long container, int position, CellState fallback) {
        try {
            CellState cell = items.cell(container, position);
            return cell != null ? cell : fallback;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int parentPosition(Items<?> items, int position, int fallback) {
        try {
            return items.parentPosition(position);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int[] childPositions(Items<?> items, int position, int[] fallback) {
        try {
            int[] children = items.childPositions(position);
            return children != null ? children : fallback;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }
}
