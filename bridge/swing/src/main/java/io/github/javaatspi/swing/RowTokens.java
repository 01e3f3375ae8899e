package io.github.javaatspi.swing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Identity for rows that have none of their own (a list's or a table's rows are positions in a
 * model): one token per row somebody holds, moved along when rows are inserted or removed above
 * it and marked gone when its row is removed, so a list item or table cell keeps its object while
 * its row exists and never names another row. Only rows with a token cost anything. Event thread
 * only.
 */
final class RowTokens {
    private static final Logger LOG = LoggerFactory.getLogger(RowTokens.class);

    /** A row's identity; {@code row} follows insertions and removals, -1 once the row is gone. */
    static final class Token {
        int row;
        private int holders;

        private Token(int row) {
            this.row = row;
        }

        boolean gone() {
            return row < 0;
        }

        @Override
        public String toString() {
            return "row " + row;
        }
    }

    private final NavigableMap<Integer, Token> byRow = new TreeMap<>();

    /** The token of {@code row}, made if there is none yet (it is dropped again when its last holder lets go). */
    Token at(int row) {
        Token token = byRow.get(row);
        if (token == null) {
            token = new Token(row);
            byRow.put(row, token);
        }
        return token;
    }

    /** {@code count} rows were inserted before {@code first}: every row from there moves down. */
    void inserted(int first, int count) {
        shift(first, count);
    }

    /** Rows {@code first .. first+count-1} were removed: their tokens are gone, the rest move up. */
    void removed(int first, int count) {
        Map<Integer, Token> dropped = byRow.subMap(first, true, first + count, false);
        for (Token t : dropped.values()) {
            t.row = -1;
        }
        dropped.clear();
        shift(first + count, -count);
    }

    /** Every row may be another now (the model was replaced or restructured): all tokens are gone. */
    void clear() {
        if (!byRow.isEmpty()) {
            LOG.debug("the model changed beyond following: {} rows' items are gone", byRow.size());
        }
        for (Token t : byRow.values()) {
            t.row = -1;
        }
        byRow.clear();
    }

    /** One more item holds {@code t}. */
    void hold(Token t) {
        t.holders++;
    }

    /** One item less holds {@code t}; with none left, its row costs nothing again. */
    void release(Token t) {
        if (--t.holders <= 0 && !t.gone()) {
            byRow.remove(t.row, t);
        }
    }

    int size() {
        return byRow.size();
    }

    private void shift(int from, int by) {
        Map<Integer, Token> tail = byRow.tailMap(from, true);
        if (tail.isEmpty() || by == 0) {
            return;
        }
        List<Token> moved = new ArrayList<>(tail.values());
        tail.clear();
        for (Token t : moved) {
            t.row += by;
            byRow.put(t.row, t);
        }
    }
}
