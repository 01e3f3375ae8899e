package io.github.javaatspi.atspi.collection;

import io.github.javaatspi.atspi.dispatch.DBusErrors;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A collection match rule as it travels, {@code (aiia{ss}iaiiasib)}: states and roles as bit
 * sets of AT-SPI numbers, object attributes (a value may list alternatives separated by ':',
 * a literal colon escaped as '\:'), interface names, each criterion with its match type, and
 * whether to invert the whole rule.
 *
 * @param states the AT-SPI state numbers, ascending
 * @param roles the AT-SPI role numbers, ascending
 * @param attributes name/value pairs, one per alternative value
 * @param interfaces short interface names in lower case ("text", "action", "action(click)")
 */
public record MatchRule(List<Integer> states, MatchType stateMatch, List<String[]> attributes,
        MatchType attributeMatch, List<Integer> roles, MatchType roleMatch, List<String> interfaces,
        MatchType interfaceMatch, boolean invert) {

    /** Reads the rule argument; InvalidArgs when it does not have the rule's shape. */
    public static MatchRule read(Object arg) {
        if (!(arg instanceof Object[] r) || r.length != 9) {
            throw DBusErrors.invalidArgs("a match rule is (aiia{ss}iaiiasib)");
        }
        return new MatchRule(bits(r[0]), match(r[1]), attributes(r[2]), match(r[3]), bits(r[4]), match(r[5]),
                interfaces(r[6]), match(r[7]), Boolean.TRUE.equals(r[8]));
    }

    private static MatchType match(Object v) {
        return MatchType.of(((Number) v).longValue());
    }

    /** The numbers whose bits are set: bit N of word N/32. */
    private static List<Integer> bits(Object words) {
        List<Integer> out = new ArrayList<>();
        List<Number> list = numbers(words);
        for (int w = 0; w < list.size(); w++) {
            long word = list.get(w).longValue() & 0xffffffffL;
            for (int b = 0; b < 32; b++) {
                if ((word & (1L << b)) != 0) {
                    out.add(w * 32 + b);
                }
            }
        }
        return out;
    }

    private static List<Number> numbers(Object v) {
        List<Number> out = new ArrayList<>();
        if (v instanceof List<?> list) {
            list.forEach(o -> out.add((Number) o));
        } else if (v != null && v.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(v); i++) {
                out.add((Number) Array.get(v, i));
            }
        }
        return out;
    }

    private static List<String[]> attributes(Object v) {
        List<String[]> out = new ArrayList<>();
        if (v instanceof Map<?, ?> map) {
            map.forEach((name, value) -> {
                for (String alternative : alternatives(String.valueOf(value))) {
                    out.add(new String[] {String.valueOf(name), alternative});
                }
            });
        }
        return out;
    }

    /** Splits at unescaped ':' and removes the escapes. */
    static List<String> alternatives(String value) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length()) {
                current.append(value.charAt(++i));
            } else if (c == ':') {
                out.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        out.add(current.toString());
        return out;
    }

    private static List<String> interfaces(Object v) {
        List<String> out = new ArrayList<>();
        if (v instanceof List<?> list) {
            list.forEach(o -> out.add(String.valueOf(o).toLowerCase(Locale.ROOT)));
        } else if (v instanceof Object[] array) {
            for (Object o : array) {
                out.add(String.valueOf(o).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }
}
