package io.github.javaatspi.nativehooks;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class NativeHooksBoundaryTest {
    /** Native help talks to libc and libX11 directly, never through AWT, and knows nothing of the agent. */
    static final ArchRule NO_TOOLKIT_NO_AGENT = noClasses()
            .that().resideInAPackage("io.github.javaatspi.nativehooks..")
            .should().dependOnClassesThat().resideInAnyPackage("java.awt..", "javax.swing..",
                    "io.github.javaatspi.agent..");

    @Test
    void nativeHooksDependOnNeitherToolkitNorAgent() {
        JavaClasses hooks = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.nativehooks");

        assertThat(hooks).isNotEmpty();
        NO_TOOLKIT_NO_AGENT.check(hooks);
    }

    @Test
    void ruleCatchesToolkitDependencies() {
        EvaluationResult result = NO_TOOLKIT_NO_AGENT.evaluate(new ClassFileImporter().importClasses(UsesToolkit.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString()).contains("java.awt.Toolkit", "javax.swing.JButton");
    }

    @Test
    void ruleLetsJnaAndTheBusInterfacesThrough() {
        EvaluationResult result = NO_TOOLKIT_NO_AGENT.evaluate(new ClassFileImporter().importClasses(UsesJna.class));

        assertThat(result.hasViolation()).isFalse();
    }

    @SuppressWarnings("unused")
    static final class UsesToolkit {
        java.awt.Toolkit toolkit;
        javax.swing.JButton button;
    }

    @SuppressWarnings("unused")
    static final class UsesJna {
        com.sun.jna.Pointer pointer;
        io.github.javaatspi.bus.wire.WireChannel channel;
    }
}
