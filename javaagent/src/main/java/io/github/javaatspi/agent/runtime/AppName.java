package io.github.javaatspi.agent.runtime;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a user would call the application when nobody told us: the jar's name for
 * {@code java -jar app.jar}, else the main class's simple name — unless that is a launcher's
 * generic entry point ({@code org.netbeans.Main}, {@code com.intellij.idea.Main}), which would
 * name every such application alike; then the product's package ({@code netbeans}, {@code idea}),
 * or the product a NetBeans platform application names with {@code --branding}. Screen readers
 * keep settings per application by this name. Never a fixed string.
 */
final class AppName {
    /** Class names that say "entry point", not which application. */
    private static final Set<String> GENERIC_CLASSES = Set.of("Main", "Launcher", "App", "Application",
            "MainApp", "MainApplication", "MainClass", "Start", "Starter", "Startup", "Boot", "Bootstrap",
            "Run", "Runner", "Program", "Entry", "EntryPoint");
    /** Package names of the same kind, skipped when a package names the application. */
    private static final Set<String> GENERIC_PACKAGES = Set.of("launcher", "launch", "main", "app",
            "application", "boot", "bootstrap", "start", "startup", "gui", "ui", "swing", "desktop",
            "client", "core", "impl", "internal", "cli", "runtime");
    /** What builds add to a jar's name, one piece at a time from its end. */
    private static final Pattern JAR_SUFFIX = Pattern.compile(
            "(?i)([-_]v?\\d[\\w.-]*|-(jar-with-dependencies|all|shaded|standalone|uber)|[-_]?launcher)$");
    /** NetBeans's launcher starts every platform application with this class and {@code --branding}. */
    private static final String NETBEANS_MAIN = "org.netbeans.Main";
    /** The NetBeans IDE's own branding, which no user calls it by. */
    private static final String NETBEANS_IDE_BRANDING = "nb";

    private AppName() {
    }

    static String guess(Properties props) {
        String command = props.getProperty("sun.java.command", "").trim();
        if (command.isEmpty()) {
            return "Java application";
        }
        String first = command.split("\\s+")[0];
        // java -jar "/opt/My Tool.jar": the command line is the jar's path and the arguments, joined
        // by spaces, so a space in the path would cut the name; the class path is exactly the jar.
        String classPath = props.getProperty("java.class.path", "");
        if (classPath.endsWith(".jar") && command.startsWith(classPath)
                && (command.length() == classPath.length() || Character.isWhitespace(command.charAt(classPath.length())))) {
            first = classPath;
        }
        if (first.endsWith(".jar")) {
            String file = first.substring(first.lastIndexOf('/') + 1);
            return byJar(file.substring(0, file.length() - ".jar".length()));
        }
        if (first.endsWith(".java")) {
            String file = first.substring(first.lastIndexOf('/') + 1);
            return file.substring(0, file.length() - ".java".length());
        }
        // java -m module/com.example.Main: the module is not the class's name.
        String mainClass = first.substring(first.lastIndexOf('/') + 1);
        if (mainClass.equals(NETBEANS_MAIN)) {
            String branding = argumentAfter(command, "--branding");
            if (branding != null && !branding.equals(NETBEANS_IDE_BRANDING)) {
                return branding;
            }
        }
        return byClass(mainClass);
    }

    /**
     * A jar's name without what its build added (a version, "-all", "-jar-with-dependencies")
     * or a launcher's suffix: {@code freeplanelauncher} is Freeplane, {@code app-1.2-SNAPSHOT}
     * is app.
     */
    private static String byJar(String name) {
        String product = name;
        for (String before = null; !product.equals(before); ) {
            before = product;
            product = JAR_SUFFIX.matcher(product).replaceFirst("");
        }
        return product.isEmpty() ? name : product;
    }

    private static String byClass(String mainClass) {
        int dot = mainClass.lastIndexOf('.');
        String simple = mainClass.substring(dot + 1);
        if (dot < 0 || !GENERIC_CLASSES.contains(simple)) {
            return simple;
        }
        // The first segment is a domain (org, com, de…), never the product.
        List<String> packages = List.of(mainClass.substring(0, dot).split("\\."));
        for (int i = packages.size() - 1; i > 0; i--) {
            if (!GENERIC_PACKAGES.contains(packages.get(i))) {
                return packages.get(i);
            }
        }
        return simple;
    }

    private static String argumentAfter(String command, String option) {
        String[] words = command.split("\\s+");
        for (int i = 1; i + 1 < words.length; i++) {
            if (words[i].equals(option)) {
                return words[i + 1];
            }
        }
        return null;
    }
}
