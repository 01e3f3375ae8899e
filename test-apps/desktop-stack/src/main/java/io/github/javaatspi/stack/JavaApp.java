package io.github.javaatspi.stack;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Launches a Java application on a desktop, the way a user would: a plain {@code java} command. */
public final class JavaApp {
    private final DesktopStack stack;
    private final String mainClass;
    private final List<String> jvmArgs = new ArrayList<>();
    private final List<String> classpath = new ArrayList<>();
    private final Map<String, String> env;
    private Path java = Jdks.java(17);
    private String name = "app";

    private JavaApp(DesktopStack stack, String mainClass) {
        this.stack = stack;
        this.mainClass = mainClass;
        this.env = stack.environment();
    }

    public static JavaApp of(DesktopStack stack, String mainClass) {
        return new JavaApp(stack, mainClass);
    }

    /** Where {@code type}'s classes come from (a jar or a classes directory). */
    public static String locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public JavaApp java(Path launcher) {
        this.java = launcher;
        return this;
    }

    public JavaApp name(String logName) {
        this.name = logName;
        return this;
    }

    public JavaApp classpath(String entry) {
        classpath.add(entry);
        return this;
    }

    public JavaApp agent(String agentJar) {
        jvmArgs.add("-javaagent:" + agentJar);
        return this;
    }

    public JavaApp property(String key, String value) {
        jvmArgs.add("-D" + key + "=" + value);
        return this;
    }

    public JavaApp jvmArg(String arg) {
        jvmArgs.add(arg);
        return this;
    }

    public JavaApp env(String key, String value) {
        if (value == null) {
            env.remove(key);
        } else {
            env.put(key, value);
        }
        return this;
    }

    /** Shows the bridge's debug log in the app's log file. */
    public JavaApp bridgeDebugLog() throws IOException {
        Path conf = Files.createTempFile("jatspi-logging", ".properties");
        conf.toFile().deleteOnExit();
        Files.writeString(conf, "handlers=java.util.logging.ConsoleHandler\n"
                + "java.util.logging.ConsoleHandler.level=ALL\n"
                + "java.util.logging.SimpleFormatter.format=%4$s %3$s: %5$s%6$s%n\n"
                + "io.github.javaatspi.level=FINE\n");
        return property("java.util.logging.config.file", conf.toString());
    }

    public ManagedProcess start() throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(jvmArgs);
        if (!classpath.isEmpty()) {
            cmd.add("-cp");
            cmd.add(String.join(File.pathSeparator, classpath));
        }
        cmd.add(mainClass);
        return stack.start(name, cmd, new LinkedHashMap<>(env));
    }
}
