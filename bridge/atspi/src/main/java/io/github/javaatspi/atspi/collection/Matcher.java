package io.github.javaatspi.atspi.collection;

import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Node;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Whether an object fulfils a {@link MatchRule}, the way at-spi2-atk decides it for GTK, with two
 * deliberate differences where its answers contradict the specification: an empty criterion
 * matches every object whatever its match type (at-spi2-atk matches nothing for an empty
 * interface list under ANY), and the alternatives of one attribute are alternatives (under ALL,
 * at-spi2-atk requires an object to have every alternative value at once). INVALID and EMPTY
 * match types match nothing, as there; {@code invert} negates the whole rule.
 */
public final class Matcher {
    private final MatchRule rule;
    private final Function<Node, List<String>> interfacesOf;
    private final Map<String, List<String>> attributeAlternatives = new LinkedHashMap<>();

    /** @param interfacesOf the short interface names an object offers, lower case */
    public Matcher(MatchRule rule, Function<Node, List<String>> interfacesOf) {
        this.rule = rule;
        this.interfacesOf = interfacesOf;
        for (String[] pair : rule.attributes()) {
            attributeAlternatives.computeIfAbsent(pair[0].toLowerCase(Locale.ROOT), k -> new java.util.ArrayList<>())
                    .add(pair[1]);
        }
    }

    public boolean matches(Node n) {
        boolean all = interfaces(n) && states(n) && roles(n) && attributes(n);
        return all != rule.invert();
    }

    private boolean states(Node n) {
        List<Integer> wanted = rule.states();
        if (wanted.isEmpty()) {
            return valid(rule.stateMatch());
        }
        long[] words = AtspiStates.words(n.states());
        int had = 0;
        for (int number : wanted) {
            if (number / 32 < words.length && (words[number / 32] & (1L << (number % 32))) != 0) {
                had++;
            }
        }
        return count(rule.stateMatch(), had, wanted.size());
    }

    private boolean roles(Node n) {
        List<Integer> wanted = rule.roles();
        if (wanted.isEmpty()) {
            return valid(rule.roleMatch());
        }
        int role = AtspiRoles.number(n.role());
        return switch (rule.roleMatch()) {
            // An object has one role: ALL can hold only for a single wanted role.
            case ALL -> wanted.size() == 1 && wanted.get(0) == role;
            case ANY -> wanted.contains(role);
            case NONE -> !wanted.contains(role);
            default -> false;
        };
    }

    private boolean interfaces(Node n) {
        List<String> wanted = rule.interfaces();
        if (wanted.isEmpty()) {
            return valid(rule.interfaceMatch());
        }
        List<String> offered = interfacesOf.apply(n);
        int had = 0;
        for (String name : wanted) {
            if (offers(n, offered, name)) {
                had++;
            }
        }
        return count(rule.interfaceMatch(), had, wanted.size());
    }

    /** "accessible" and "collection" every object has; "action(NAME)" asks for an action by name. */
    private static boolean offers(Node n, List<String> offered, String name) {
        if (name.equals("accessible") || name.equals("collection")) {
            return true;
        }
        if (name.startsWith("action(") && name.endsWith(")")) {
            String action = name.substring("action(".length(), name.length() - 1);
            for (ActionInfo a : n.actions()) {
                if (a.name().equalsIgnoreCase(action)) {
                    return true;
                }
            }
            return false;
        }
        return offered.contains(name);
    }

    private boolean attributes(Node n) {
        if (attributeAlternatives.isEmpty()) {
            return valid(rule.attributeMatch());
        }
        Map<String, String> own = new HashMap<>();
        n.attributes().forEach((k, v) -> own.put(k.toLowerCase(Locale.ROOT), v));
        int had = 0;
        for (Map.Entry<String, List<String>> wanted : attributeAlternatives.entrySet()) {
            String value = own.get(wanted.getKey());
            if (value != null && wanted.getValue().stream().anyMatch(value::equalsIgnoreCase)) {
                had++;
            }
        }
        return count(rule.attributeMatch(), had, attributeAlternatives.size());
    }

    /** ALL: every wanted one; ANY: at least one; NONE: not one. */
    private static boolean count(MatchType type, int had, int wanted) {
        return switch (type) {
            case ALL -> had == wanted;
            case ANY -> had > 0;
            case NONE -> had == 0;
            default -> false;
        };
    }

    private static boolean valid(MatchType type) {
        return type == MatchType.ALL || type == MatchType.ANY || type == MatchType.NONE;
    }
}
