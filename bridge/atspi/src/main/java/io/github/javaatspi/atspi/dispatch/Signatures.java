package io.github.javaatspi.atspi.dispatch;

import java.util.ArrayList;
import java.util.List;

/** Splits a D-Bus signature into its single complete types ("a{ss}ii" → a{ss}, i, i). */
public final class Signatures {
    private Signatures() {
    }

    public static List<String> split(String signature) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < signature.length()) {
            int end = endOfType(signature, i);
            out.add(signature.substring(i, end));
            i = end;
        }
        return out;
    }

    private static int endOfType(String s, int start) {
        char c = s.charAt(start);
        if (c == 'a') {
            return endOfType(s, start + 1);
        }
        if (c == '(' || c == '{') {
            char close = c == '(' ? ')' : '}';
            int depth = 0;
            for (int i = start; i < s.length(); i++) {
                char x = s.charAt(i);
                if (x == '(' || x == '{') {
                    depth++;
                } else if (x == ')' || x == '}') {
                    depth--;
                    if (depth == 0) {
                        if (x != close) {
                            break;
                        }
                        return i + 1;
                    }
                }
            }
            throw new IllegalArgumentException("unbalanced signature " + s);
        }
        return start + 1;
    }
}
