package io.github.javaatspi.agent;

import javax.accessibility.AccessibilityProvider;

/**
 * How AWT loads the bridge: as the provider named {@code atspi}
 * ({@code -Djavax.accessibility.assistive_technologies=atspi}), or by this class's name in that
 * list. AWT calls {@link #activate()} in the first case and only the constructor in the second;
 * the constructor also runs whenever AWT merely looks for a provider by name, so it starts the
 * bridge only when this class's name is what was asked for.
 */
public final class AtspiAccessibilityProvider extends AccessibilityProvider {
    static final String NAME = "atspi";

    public AtspiAccessibilityProvider() {
        try {
            if (AssistiveTechnologies.names(AtspiAccessibilityProvider.class.getName())) {
                Implementation.start("assistive_technologies names " + AtspiAccessibilityProvider.class.getName(),
                        true);
            }
        } catch (Throwable e) {
            BootLog.failed(e);
        }
    }

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public void activate() {
        Implementation.start("AccessibilityProvider " + NAME, true);
    }
}
