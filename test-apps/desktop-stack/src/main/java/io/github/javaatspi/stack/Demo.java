package io.github.javaatspi.stack;

import java.io.IOException;
import java.util.Map;

/**
 * The demo: a Swing app under the bridge on a private accessibility desktop (or the user's
 * own, when one is running), and its tree as pyatspi sees it.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [MAIN_CLASS [APP_NAME]]}.
 */
public final class Demo {
    private Demo() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: Demo AGENT_JAR APP_CLASSPATH [MAIN_CLASS [APP_NAME]]");
            System.exit(64);
        }
        String mainClass = args.length > 2 ? args[2] : "io.github.javaatspi.testapps.DemoApp";
        String appName = args.length > 3 ? args[3] : mainClass.substring(mainClass.lastIndexOf('.') + 1);
        try (DesktopStack stack = DesktopStack.userSessionOrPrivate()) {
            System.out.println(stack.isPrivate()
                    ? "Started a private accessibility desktop on display " + stack.display()
                    : "Using your desktop session (display " + stack.display() + ")");
            ManagedProcess app = JavaApp.of(stack, mainClass).name("demo-app")
                    .classpath(args[1]).agent(args[0]).property("javaatspi.enabled", "true")
                    .bridgeDebugLog().start();
            try {
                AtspiClient client = new AtspiClient(stack);
                client.json("wait-window", appName, "--timeout", "60");
                Map<String, Object> walk = client.json("walk", appName);
                System.out.println();
                System.out.println("What an AT-SPI client (pyatspi) sees of " + appName + ":");
                System.out.println();
                System.out.print(client.raw("dump", appName));
                System.out.println();
                System.out.printf("%s nodes, read by pyatspi in %.0f ms (role, name, states and children of each).%n",
                        walk.get("count"), ((Number) walk.get("seconds")).doubleValue() * 1000);
            } catch (IOException | RuntimeException e) {
                System.err.println("The demo app's output:\n" + app.output());
                throw e;
            } finally {
                app.close();
            }
        }
    }
}
