package io.github.javaatspi.atspi.dispatch;

import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.UiPort;

import java.util.ArrayList;
import java.util.List;

/**
 * A UI side for the adaptors of hypertexts, images and documents: image boxes are fixed per coordinate
 * type, and link actions and text selections are recorded instead of run.
 */
final class RecordingUi implements UiPort {
    final List<String> linkActions = new ArrayList<>();
    final List<String> selections = new ArrayList<>();
    final List<String> imageQuestions = new ArrayList<>();

    @Override
    public Rect extents(long id, CoordSpace space) {
        return new Rect(100, 200, 80, 30);
    }

    @Override
    public Rect imageExtents(long id, CoordSpace space) {
        imageQuestions.add(id + " " + space);
        return space == CoordSpace.SCREEN ? new Rect(128, 207, 24, 16) : new Rect(28, 7, 24, 16);
    }

    @Override
    public long accessibleAtPoint(long id, int x, int y, CoordSpace space) {
        return NodeId.NONE;
    }

    @Override
    public double alpha(long id) {
        return 1;
    }

    @Override
    public int mdiZOrder(long id) {
        return -1;
    }

    @Override
    public boolean grabFocus(long id) {
        return false;
    }

    @Override
    public boolean doAction(long id, int index) {
        return false;
    }

    @Override
    public boolean doLinkAction(long id, int link, int action) {
        linkActions.add(id + " link " + link + " action " + action);
        return true;
    }

    @Override
    public boolean setExtents(long id, Rect bounds, CoordSpace space) {
        return false;
    }

    @Override
    public boolean setValue(long id, double value) {
        return false;
    }

    @Override
    public boolean scrollIntoView(long id) {
        return false;
    }

    @Override
    public void revalidate(long id) {
        // nothing to re-read
    }

    @Override
    public TextPort text() {
        return new TextPort() {
            @Override
            public boolean setSelection(long id, int start, int end) {
                selections.add(id + " " + start + ".." + end);
                return true;
            }
        };
    }
}
