package io.github.javaatspi.agent.runtime;

import java.util.Properties;

/**
 * What a user would call the application when nobody told us: the jar's name for
 * {@code java -jar app.jar}, else the main class's simple name. Never a fixed string.
 */
final class AppName {
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
            return file.substring(0, file.length() - ".jar".length());
        }
        if (first.endsWith(".java")) {
            first = first.substring(0, first.length() - ".java".length());
        }
        String simple = first.substring(first.lastIndexOf('.') + 1);
        return simple.substring(simple.lastIndexOf('/') + 1);
    }
}
