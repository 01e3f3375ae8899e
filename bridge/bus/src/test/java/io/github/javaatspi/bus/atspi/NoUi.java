package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.UiPort;

/** No live questions: tests whose calls the published tree answers alone. */
class NoUi implements UiPort {
    @Override
    public Rect extents(long id, CoordSpace space) {
        throw new UnsupportedOperationException();
    }

    @Override
    public long accessibleAtPoint(long id, int x, int y, CoordSpace space) {
        throw new UnsupportedOperationException();
    }

    @Override
    public double alpha(long id) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int mdiZOrder(long id) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean grabFocus(long id) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean doAction(long id, int index) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean setExtents(long id, Rect bounds, CoordSpace space) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean setValue(long id, double value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean scrollIntoView(long id) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void revalidate(long id) {
    }
}
