package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes the event thread runs to read a node use no lambda, method reference or stream:
 * each lambda is a class the JVM spins the first time it runs, and the first read of an
 * application's windows, on the path from its first window to the tree on the desktop, ran some
 * 120 of them (ARCHITECTURE.md, "Life cycle"). Checked in the compiled classes, where a lambda
 * leaves a reference to {@code LambdaMetafactory}.
 */
class ReadPathWithoutLambdasTest {
    private static final List<Class<?>> READ_PATH = List.of(TreeReader.class, Snapshotter.class,
            RoleRefinement.class, SwingRoles.class, SwingStates.class, ComponentStates.class, ItemFacts.class,
            TextReader.class, AccessibleTexts.class, TextActions.class, KeyBindings.class, LinkReader.class,
            DocumentReader.class, ImageReader.class, ValueReader.class, TableReader.class, TreeTable.class,
            ScreenPlaces.class, IdentityTable.class, Batch.class, LongList.class, GuardedContext.class,
            GuardedInterfaces.class, GuardedComponents.class, GuardedItems.class, FocusModel.class, Popups.class,
            SpinnerFields.class, MenuSelection.class, TextAttributeValues.class, Items.class, TreeRows.class,
            RowTokens.class, Handle.class, Resolved.class, DefaultDescriptions.class, HtmlStrings.class,
            HiddenComponents.class);

    @Test
    void theReadPathSpinsNoLambdaClassAndRunsNoStream() throws IOException {
        List<String> offenders = new ArrayList<>();
        for (Class<?> c : READ_PATH) {
            String bytes = classBytes(c);
            if (bytes.contains("java/lang/invoke/LambdaMetafactory") || bytes.contains("java/util/stream/")) {
                offenders.add(c.getSimpleName());
            }
        }
        assertThat(offenders).isEmpty();
    }

    @Test
    void theCheckSeesALambdaWhereThereIsOne() throws IOException {
        assertThat(classBytes(SwingTreeSource.class)).contains("java/lang/invoke/LambdaMetafactory");
    }

    /** A class file's bytes as ISO-8859-1 text: its constant pool's names are readable in it. */
    private static String classBytes(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            assertThat(in).as("class file of %s", c.getName()).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
