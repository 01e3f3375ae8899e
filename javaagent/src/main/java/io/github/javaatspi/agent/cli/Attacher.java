package io.github.javaatspi.agent.cli;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

import java.io.IOException;
import java.util.Properties;

/**
 * Talks to a running JVM through the JDK's Attach API: reads its properties (harmless, prints
 * nothing in it) and loads the bridge into it as an agent.
 */
final class Attacher {
    /** Set by the bridge's bootstrap when it starts (see {@code Implementation}). */
    static final String LOADED_PROPERTY = "javaatspi.loadedBy";
    private static final String AGENT_JAR_NAME = "java-atspi-agent";

    /** What a JVM says about itself and the bridge. */
    record Facts(int feature, String loadedBy, boolean agentOnCommandLine, boolean switchedOff) {
        /** Whether the bridge runs in it, or will once its toolkit starts. */
        boolean hasBridge() {
            return loadedBy != null || agentOnCommandLine;
        }

        String describe() {
            if (loadedBy != null) {
                return "yes (" + loadedBy + ")";
            }
            return agentOnCommandLine ? "yes (-javaagent)" : "no";
        }
    }

    private Attacher() {
    }

    static Facts facts(long pid) throws CommandFailed {
        VirtualMachine vm = attach(pid);
        try {
            Properties system = vm.getSystemProperties();
            Properties agent = vm.getAgentProperties();
            String args = agent.getProperty("sun.jvm.args", "");
            return new Facts(feature(system.getProperty("java.specification.version", "0")),
                    system.getProperty(LOADED_PROPERTY),
                    args.contains("-javaagent:") && args.contains(AGENT_JAR_NAME),
                    "false".equalsIgnoreCase(system.getProperty("javaatspi.enabled", "").strip()));
        } catch (IOException e) {
            throw new CommandFailed("cannot read the properties of process " + pid + ": " + e.getMessage(), e);
        } finally {
            detach(vm);
        }
    }

    /** Loads the agent jar into {@code pid}; its {@code agentmain} starts the bridge at once. */
    static void load(long pid, String agentJar) throws CommandFailed {
        VirtualMachine vm = attach(pid);
        try {
            vm.loadAgent(agentJar);
        } catch (AgentLoadException | AgentInitializationException e) {
            throw new CommandFailed("process " + pid + " refused the bridge (" + e.getMessage()
                    + "); a runtime without the java.instrument module cannot load it", e);
        } catch (IOException | RuntimeException e) {
            throw new CommandFailed("loading the bridge into process " + pid + " failed: " + e, e);
        } finally {
            detach(vm);
        }
    }

    private static VirtualMachine attach(long pid) throws CommandFailed {
        try {
            return VirtualMachine.attach(Long.toString(pid));
        } catch (AttachNotSupportedException | IOException e) {
            throw new CommandFailed("cannot attach to process " + pid + " (" + e.getMessage()
                    + "); it may have been started with -XX:+DisableAttachMechanism, or by another user", e);
        }
    }

    private static void detach(VirtualMachine vm) {
        try {
            vm.detach();
        } catch (IOException e) {
            // the target went away meanwhile: nothing left to release
        }
    }

    static int feature(String specificationVersion) {
        String v = specificationVersion.startsWith("1.") ? specificationVersion.substring(2) : specificationVersion;
        try {
            return Integer.parseInt(v.split("\\.")[0]);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
