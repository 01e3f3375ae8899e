package io.github.javaatspi.swing;

import java.util.Locale;
import java.util.Map;
import javax.accessibility.AccessibleAction;

/**
 * AT-SPI clients match actions by machine name ("click", "press", "activate"); Swing gives a
 * description that for the standard actions is a fixed English word. Known descriptions get
 * the name GTK uses for the same gesture; anything else passes through lower-cased.
 */
final class ActionNames {
    private static final Map<String, String> KNOWN = Map.of(
            AccessibleAction.CLICK, "click",
            AccessibleAction.TOGGLE_EXPAND, "expand or contract",
            AccessibleAction.TOGGLE_POPUP, "press",
            AccessibleAction.INCREMENT, "increment",
            AccessibleAction.DECREMENT, "decrement");

    private ActionNames() {
    }

    static String machineName(String javaDescription) {
        if (javaDescription == null || javaDescription.isEmpty()) {
            return "";
        }
        String known = KNOWN.get(javaDescription);
        return known != null ? known : javaDescription.toLowerCase(Locale.ROOT);
    }
}
