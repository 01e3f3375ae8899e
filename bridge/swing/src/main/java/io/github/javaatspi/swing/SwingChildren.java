package io.github.javaatspi.swing;

import io.github.javaatspi.model.ChildrenPort;
import io.github.javaatspi.model.UiUnavailableException;

/** Reads items of lists, tables and trees that a client asks for, on the event thread within the budget. */
final class SwingChildren implements ChildrenPort {
    private final SwingTreeSource source;
    private final long budgetMillis;

    SwingChildren(SwingTreeSource source, long budgetMillis) {
        this.source = source;
        this.budgetMillis = budgetMillis;
    }

    @Override
    public long childAt(long parent, int index) {
        return Edt.call(() -> source.readItems(parent, new int[] {index})[0], budgetMillis);
    }

    @Override
    public long[] all(long parent, int limit) {
        return Edt.call(() -> {
            Handle h = source.handle(parent);
            int count = h == null || h.items == null ? 0 : h.items.count();
            if (count > limit) {
                throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED,
                        count + " children are more than " + limit);
            }
            int[] positions = new int[count];
            for (int i = 0; i < count; i++) {
                positions[i] = i;
            }
            return source.readItems(parent, positions);
        }, budgetMillis);
    }
}
