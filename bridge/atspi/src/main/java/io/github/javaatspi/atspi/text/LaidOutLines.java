package io.github.javaatspi.atspi.text;

import io.github.javaatspi.model.TextLine;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.UiUnavailableException;

/**
 * The lines of a text as its component shows them: the toolkit's visual rows where the text
 * wraps, else (or when the UI thread is too busy to say) its logical lines.
 */
public final class LaidOutLines implements LineSource {
    private final TextPort port;
    private final long id;
    private final LineSource logical;

    public LaidOutLines(TextPort port, long id, LineSource logical) {
        this.port = port;
        this.id = id;
        this.logical = logical;
    }

    @Override
    public TextLine lineAt(int offset) {
        try {
            TextLine row = port.rowAt(id, offset);
            return row != null ? row : logical.lineAt(offset);
        } catch (UiUnavailableException e) {
            return logical.lineAt(offset);
        }
    }
}
