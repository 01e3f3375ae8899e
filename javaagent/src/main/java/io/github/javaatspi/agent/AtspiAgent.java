package io.github.javaatspi.agent;

import java.lang.instrument.Instrumentation;

/**
 * {@code -javaagent:java-atspi-agent.jar} and dynamic attach. At JVM start the agent does not
 * touch AWT (a program that never opens a window must not pay for it): it adds
 * {@link AtspiAssistiveTechnology} to the assistive technologies, so AWT itself loads the bridge
 * when the application initialises
 * its toolkit, and the bridge starts once the first window has opened (see {@link FirstWindow}).
 * When attached to a running application, AWT is already up and the bridge starts at once.
 */
public final class AtspiAgent {
    private AtspiAgent() {
    }

    public static void premain(String args, Instrumentation inst) {
        try {
            AssistiveTechnologies.add(AtspiAssistiveTechnology.class.getName());
        } catch (Throwable e) {
            BootLog.failed(e);
        }
    }

    public static void agentmain(String args, Instrumentation inst) {
        Implementation.start("attach", false);
    }
}
