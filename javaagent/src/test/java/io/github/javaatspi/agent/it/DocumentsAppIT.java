package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DocumentsApp;

import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** End-to-end tests on the documents app: one app per test class, on its own desktop. */
abstract class DocumentsAppIT extends DesktopIT {
    static final Duration LIMIT = Duration.ofSeconds(15);
    static final String PAGE = "text|Page";
    static String app;
    static ManagedProcess process;

    @BeforeAll
    static void startApp() throws Exception {
        app = Fixture.uniqueName("documents", 17);
        process = Fixture.app(stack, DocumentsApp.class.getName(), 17, app).start();
        try {
            client.json("wait-window", app, "--find", "frame|" + DocumentsApp.TITLE, "--timeout", "30");
        } catch (Exception e) {
            throw new AssertionError("the app did not appear; its log:\n" + process.output(), e);
        }
    }

    @AfterAll
    static void stopApp() {
        if (process != null) {
            process.close();
        }
    }

    /** The JSON answer of one client command. */
    static Map<String, Object> json(String... args) {
        try {
            return client.json(args);
        } catch (Exception e) {
            throw new IllegalStateException("the client failed on " + String.join(" ", args), e);
        }
    }

    /** Presses the app's button {@code name} through AT-SPI. */
    static void press(String name) {
        json("action", app, "--find", "push button|" + name);
    }

    /** Waits until a label named {@code name} is in the app. */
    static void awaitLabel(String name) {
        json("wait-node", app, "--find", "label|" + name, "--timeout", String.valueOf(LIMIT.toSeconds()));
    }

    /**
     * Waits until {@code command} (a client command on the app) answers what {@code condition}
     * wants. A read that fails meanwhile is asked again: while a page is being replaced, a
     * client may count the old links and then ask for one the new page no longer has.
     */
    static Map<String, Object> await(String what, Predicate<Map<String, Object>> condition, String... command) {
        return Deadline.await(what, LIMIT, () -> {
            Map<String, Object> answer;
            try {
                answer = json(command);
            } catch (IllegalStateException e) {
                return null;
            }
            return condition.test(answer) ? answer : null;
        });
    }
}
